import fc from 'fast-check';
import { blank, label, notText, oneOf, tooLong, withControlCharacter } from './fields';
import { rupees, wholeNumber } from './numbers-and-dates';
import type { BrokenField } from './requests';

/** Every setting may be left out (it keeps its value); what is sent must be valid. */
export const settingsFields: BrokenField[] = [
  wholeNumber(
    'eraseIdentityAfterDays',
    label('days before identity data is erased', 'eraseIdentityAfterDays'),
    { min: 0, max: 3650 },
    { required: false },
  ),
  wholeNumber('dueDay', label('due day', 'dueDay'), { min: 1, max: 28 }, { required: false }),
  wholeNumber(
    'graceDays',
    label('grace days', 'graceDays'),
    { min: 0, max: 30 },
    { required: false },
  ),
  oneOf('firstMonth', label('first month', 'firstMonth'), ['prorated', 'full']),
  {
    key: 'timeZone',
    names: label('time zone', 'timeZone'),
    invalid: fc.oneof(
      blank,
      notText,
      tooLong(64),
      withControlCharacter,
      fc.constantFrom('Mars/Olympus_Mons', 'Asia/Bangalore', 'GMT+5:30', 'asia kolkata'),
    ),
  },
  rupees('electricityRate', label('electricity rate', 'electricityRate'), { required: false }),
  {
    key: 'lateFee',
    names: label('late fee', 'lateFee', 'expected object'),
    invalid: fc.oneof(
      fc.oneof(
        fc.string({ maxLength: 10 }),
        fc.integer(),
        fc.constant(null),
        fc.array(fc.string()),
      ),
      fc.constant({ kind: 'flat', amount: 100, max: 0, maximum: 5 }),
    ),
  },
  oneOf('lateFee.kind', label('late fee kind', 'lateFee'), ['none', 'flat', 'perDay']),
  rupees('lateFee.amount', label('late fee amount', 'lateFee'), { required: true }),
  rupees('lateFee.max', label('late fee maximum', 'lateFee'), { required: true }),
  wholeNumber(
    'noticeDays',
    label('notice days', 'noticeDays'),
    { min: 0, max: 365 },
    { required: false },
  ),
  wholeNumber(
    'minStayMonths',
    label('minimum stay', 'minStayMonths'),
    { min: 0, max: 36 },
    { required: false },
  ),
  rupees('exitCharge', label('exit charge', 'exitCharge'), { required: false }),
  wholeNumber(
    'depositRefundDays',
    label('deposit refund days', 'depositRefundDays'),
    { min: 0, max: 90 },
    { required: false },
  ),
  {
    key: 'upiId',
    names: label('UPI ID', 'upiId'),
    invalid: fc.oneof(
      notText,
      tooLong(256),
      withControlCharacter,
      fc.constantFrom('sunrise', 'a@b', 'sun rise@ybl', '@ybl', 'sunrise@ybl.com', 'x@@ybl'),
    ),
  },
  {
    key: 'payeeName',
    names: label('payee name', 'payeeName'),
    invalid: fc.oneof(notText, tooLong(50), withControlCharacter),
  },
  wholeNumber(
    'remindDaysBefore',
    label('days before a due to remind', 'remindDaysBefore'),
    { min: 0, max: 30 },
    { required: false },
  ),
  ...(['en', 'hi'] as const).map((language) => ({
    key: `reminderTemplates.${language}`,
    names: label(`${language === 'en' ? 'English' : 'Hindi'} reminder`, 'reminderTemplates'),
    invalid: fc.oneof(
      blank,
      notText,
      tooLong(1000),
      withControlCharacter,
      fc.constantFrom('Hello {nmae}', '{amount} {upi_link}'),
    ),
  })),
];
