import {
  DepositEntryBodySchema,
  RegisterSchema,
  RentFormSchema,
  RoomInputSchema,
  UpdateSettingsBodySchema,
} from '@nivas/domain';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { en } from './en';
import { hi } from './hi';

/** Each field's first issue, as the forms show it, in the given catalogue's words. */
function messages(schema: z.ZodType, values: unknown, catalogue = hi) {
  const result = schema.safeParse(values, { reportInput: true });
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    found[issue.path.join('.')] ??= catalogue.validation.issue(issue);
  }
  return found;
}

describe('form messages in Hindi, from the contracts’ checks', () => {
  it('registration: required, email, phone, password length and the confirmation', () => {
    expect(
      messages(RegisterSchema, {
        name: '  ',
        email: 'asha@',
        phone: '98765',
        pgName: 'Sunrise PG',
        address: '12 MG Road',
        password: 'short',
        confirmPassword: 'shorter',
      }),
    ).toEqual({
      name: 'यह भरना ज़रूरी है',
      email: 'सही ईमेल पता लिखें',
      phone: '10 अंकों का मोबाइल नंबर लिखें',
      // The confirmation is held to the password once the password itself is valid.
      password: 'कम से कम 8 अक्षर',
    });
    expect(
      messages(RegisterSchema, {
        name: 'Asha',
        email: 'asha@example.com',
        phone: '9876543210',
        pgName: 'Sunrise PG',
        address: '12 MG Road',
        password: 'correct horse battery',
        confirmPassword: 'correct horse',
      }),
    ).toEqual({ confirmPassword: 'दोनों पासवर्ड एक जैसे नहीं हैं' });
  });

  it('a room: numbers, bounds, decimals and a missing value', () => {
    expect(
      messages(RoomInputSchema, {
        roomNumber: '',
        floorNumber: '-1',
        capacity: 'two',
        rentAmount: '4500.555',
      }),
    ).toEqual({
      roomNumber: 'यह भरना ज़रूरी है',
      floorNumber: 'कम से कम 0 होना चाहिए',
      capacity: 'सिर्फ़ अंक लिखें',
      rentAmount: 'दशमलव के बाद ज़्यादा से ज़्यादा दो अंक',
    });
    expect(messages(RoomInputSchema, { roomNumber: '1', floorNumber: 1.5, capacity: 60 })).toEqual({
      floorNumber: 'पूरी संख्या लिखें, दशमलव के बिना',
      capacity: '50 से ज़्यादा नहीं हो सकता',
      rentAmount: 'यह भरना ज़रूरी है',
    });
  });

  it('a rent: the tenant to choose, the year’s range and what a paid rent needs', () => {
    expect(
      messages(RentFormSchema, {
        tenantId: '',
        amount: '0',
        month: 13,
        year: 1999,
        dueDate: '2026-02-30',
        isPaid: true,
      }),
    ).toEqual({
      tenantId: 'इनमें से एक चुनें',
      month: '12 से ज़्यादा नहीं हो सकता',
      year: 'कम से कम 2000 होना चाहिए',
      dueDate: 'सही तारीख़ लिखें',
      // Everything at once: what a paid rent needs too.
      paymentDate: 'यह भरना ज़रूरी है',
      paymentMethod: 'यह भरना ज़रूरी है',
    });
    const tenantId = '5f0c7d43-8a1e-4c1b-9a7e-2b6f1d2c3e4f';
    expect(
      messages(RentFormSchema, {
        tenantId,
        amount: '4500',
        month: 11,
        year: 2026,
        dueDate: '2026-11-05',
        isPaid: true,
      }),
    ).toEqual({ paymentDate: 'यह भरना ज़रूरी है', paymentMethod: 'यह भरना ज़रूरी है' });
  });

  it('a deposit entry and the settings: reasons, choices and days', () => {
    expect(
      messages(DepositEntryBodySchema, { kind: 'deduct', amount: '-5', date: '2026-11-01' }),
    ).toEqual({ amount: '0 से ज़्यादा होना चाहिए', reason: 'यह भरना ज़रूरी है' });
    expect(messages(UpdateSettingsBodySchema, { dueDay: 31, timeZone: 'Mars/Olympus' })).toEqual({
      dueDay: '28 से ज़्यादा नहीं हो सकता',
      timeZone: 'कोई जाना-पहचाना समय क्षेत्र चुनें',
    });
  });

  it('UPI and reminders: the UPI ID’s form, the days and a misspelt placeholder', () => {
    expect(
      messages(UpdateSettingsBodySchema, {
        upiId: 'sunrisepg',
        remindDaysBefore: 31,
        reminderTemplates: { en: '', hi: 'नमस्ते {naam}, {amount} बाकी है।' },
      }),
    ).toEqual({
      upiId: 'UPI ID नाम@बैंक जैसा होता है, जैसे sunrisepg@okhdfcbank',
      remindDaysBefore: '30 से ज़्यादा नहीं हो सकता',
      'reminderTemplates.en': 'यह भरना ज़रूरी है',
      'reminderTemplates.hi': 'अनजान नाम: {naam}। नीचे दी सूची वाले नाम ही लिखें।',
    });
  });

  it('keeps words the form wrote from the catalogue, and English keeps the contract’s', () => {
    expect(hi.validation.issue({ code: 'too_small', message: 'नया पासवर्ड दोबारा लिखें' })).toBe(
      'नया पासवर्ड दोबारा लिखें',
    );
    expect(messages(RoomInputSchema, { roomNumber: '', floorNumber: 1, capacity: 1 }, en)).toEqual({
      roomNumber: 'Room number is required',
      rentAmount: 'Rent amount is required',
    });
  });
});
