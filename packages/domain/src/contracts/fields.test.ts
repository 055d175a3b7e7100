import { describe, expect, it } from 'vitest';
import { dateField, moneyField, optionalText, requiredText, wholeNumber } from './fields';

const accepts = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('text fields', () => {
  it.each([
    ['a NUL byte', 'Ravi\u0000Kumar'],
    ['a bell', 'Ravi\u0007'],
    ['an escape', '\u001b[31mRavi'],
    ['a delete', 'Ravi\u007f'],
    ['a C1 control', 'Ravi\u0085'],
  ])('refuse %s', (_, value) => {
    expect(accepts(requiredText('Name', 100), value)).toBe(false);
    expect(accepts(optionalText('Notes', 100), value)).toBe(false);
  });

  it('keep tabs, line breaks and every script', () => {
    expect(accepts(optionalText('Address', 500), '12, MG Road\r\nIndore\tMP')).toBe(true);
    expect(accepts(requiredText('Name', 100), 'रवि कुमार')).toBe(true);
  });

  it('still say a blank required field is required', () => {
    expect(requiredText('Name', 100).safeParse('   ').error?.issues[0]?.message).toBe(
      'Name is required',
    );
  });
});

describe('dateField', () => {
  const field = dateField('Due date');
  it.each(['2026-11-05', '1900-01-01', '2100-12-31', '2024-02-29', '2026-11-05T18:30:00.000Z'])(
    'accepts %s',
    (value) => expect(accepts(field, value)).toBe(true),
  );
  it.each([
    '0000-01-01',
    '1899-12-31',
    '2101-01-01',
    '275760-09-13',
    '+010000-01-01',
    '2026-02-30',
    '2025-02-29',
    '2026-13-01',
    'March 5, 2026',
    '5',
    '2026-11-05T25:00:00Z',
  ])('refuses %s', (value) => expect(accepts(field, value)).toBe(false));
});

describe('moneyField', () => {
  const payment = moneyField('Amount', { max: 10_000_000, positive: true });
  const rent = moneyField('Rent amount', { max: 10_000_000 });
  it.each([
    [5200, 5200],
    ['5200.50', 5200.5],
    [0.01, 0.01],
  ])('reads %s as %s rupees', (value, rupees) => {
    expect(payment.parse(value)).toBe(rupees);
  });
  it.each([
    ['an amount that rounds to 0 paise', 1e-9],
    ['zero', 0],
    ['three decimals', 1.005],
    ['hexadecimal text', '0x10'],
    ['exponent text', '1e1'],
    ['Infinity text', 'Infinity'],
    ['a negative amount', -5],
    ['more than the limit', 10_000_000.01],
  ])('refuses %s as a payment', (_, value) => expect(accepts(payment, value)).toBe(false));
  it('allows a rent of 0', () => expect(rent.parse(0)).toBe(0));
});

describe('wholeNumber', () => {
  const floor = wholeNumber('Floor number', { min: 0, max: 200 });
  it('reads plain decimal text', () => expect(floor.parse('12')).toBe(12));
  it.each(['0x10', '1e1', ' ', '1.5'])('refuses %j', (value) =>
    expect(accepts(floor, value)).toBe(false),
  );
});
