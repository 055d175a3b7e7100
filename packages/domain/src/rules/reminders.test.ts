import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REMINDER_TEMPLATES,
  fillReminderTemplate,
  indianMobile,
  receiptMessage,
  reminderHorizon,
  smsLink,
  telLink,
  unknownPlaceholders,
  whatsappLink,
  type ReminderValues,
} from './reminders';

const values: ReminderValues = {
  name: 'Asha',
  amount: '₹5,200',
  month: 'November 2026',
  dueDate: '5 Nov 2026',
  pgName: 'Sunrise PG',
  upiLink: 'upi://pay?pa=sunrise@ybl&cu=INR',
};

describe('fillReminderTemplate', () => {
  it('fills every placeholder of the English default', () => {
    expect(fillReminderTemplate(DEFAULT_REMINDER_TEMPLATES.en, values)).toBe(
      'Hello Asha, a reminder from Sunrise PG: ₹5,200 for November 2026 (due 5 Nov 2026) is still to be paid.\n' +
        'Pay by UPI: upi://pay?pa=sunrise@ybl&cu=INR\n' +
        'Thank you!',
    );
  });

  it('fills the Hindi default', () => {
    const text = fillReminderTemplate(DEFAULT_REMINDER_TEMPLATES.hi, {
      ...values,
      month: 'नवंबर 2026',
      dueDate: '5 नवंबर 2026',
    });
    expect(text).toContain('नमस्ते Asha, Sunrise PG की ओर से');
    expect(text).toContain('नवंबर 2026 के ₹5,200 (देय तिथि 5 नवंबर 2026)');
    expect(text).not.toMatch(/\{\w+\}/);
  });

  it('leaves out a line whose placeholder has no value (no UPI ID)', () => {
    const text = fillReminderTemplate(DEFAULT_REMINDER_TEMPLATES.en, { ...values, upiLink: '' });
    expect(text).not.toContain('UPI');
    expect(text.split('\n')).toHaveLength(2);
  });

  it('fills a placeholder used twice, and keeps an unknown one as written', () => {
    expect(fillReminderTemplate('{name}, {name}: {nmae}', values)).toBe('Asha, Asha: {nmae}');
    expect(unknownPlaceholders('{name} {nmae} {amount} {x}')).toEqual(['nmae', 'x']);
    expect(unknownPlaceholders(DEFAULT_REMINDER_TEMPLATES.hi)).toEqual([]);
  });
});

describe('links', () => {
  it('builds WhatsApp, SMS and call links to the Indian number', () => {
    expect(indianMobile('98765 43210')).toBe('919876543210');
    expect(whatsappLink('9876543210', 'Hi & bye?')).toBe(
      'https://wa.me/919876543210?text=Hi%20%26%20bye%3F',
    );
    expect(smsLink('9876543210', 'नमस्ते')).toBe(
      `sms:+919876543210?&body=${encodeURIComponent('नमस्ते')}`,
    );
    expect(telLink('9876543210')).toBe('tel:+919876543210');
  });

  it('reminds of dues up to the days before, and of every one already due', () => {
    expect(reminderHorizon('2026-11-29', 3)).toBe('2026-12-02');
    expect(reminderHorizon('2026-11-29', 0)).toBe('2026-11-29');
  });
});

describe('receiptMessage', () => {
  const receipt = {
    name: 'Asha',
    pgName: 'Sunrise PG',
    receiptNumber: 'RCPT-2026-000012',
    amount: '₹2,000',
    forWhat: 'Rent · November 2026',
    date: '5 Nov 2026',
    balance: '₹3,200',
    url: 'http://pg.example/api/v1/shared/abc/receipts/1',
  };
  it('says what was received, the receipt link and what is left', () => {
    expect(receiptMessage(receipt, 'en')).toBe(
      'Hello Asha, Sunrise PG received ₹2,000 (Rent · November 2026) on 5 Nov 2026. Thank you!\n' +
        'Receipt RCPT-2026-000012: http://pg.example/api/v1/shared/abc/receipts/1\n' +
        'Still due: ₹3,200',
    );
    expect(receiptMessage({ ...receipt, balance: null }, 'hi')).toBe(
      'नमस्ते Asha, Sunrise PG को आपके ₹2,000 (Rent · November 2026) 5 Nov 2026 को मिल गए। धन्यवाद!\n' +
        'रसीद RCPT-2026-000012: http://pg.example/api/v1/shared/abc/receipts/1',
    );
  });
});
