import { describe, expect, it } from 'vitest';
import { addDays, dateInZone, isIsoDate, toBusinessDate } from './dates';

describe('business dates', () => {
  it('reads an instant as the calendar date in the zone', () => {
    // 20:00 UTC on the 21st is already 01:30 on the 22nd in India.
    expect(dateInZone(new Date('2026-11-21T20:00:00Z'), 'Asia/Kolkata')).toBe('2026-11-22');
    expect(dateInZone(new Date('2026-11-21T18:00:00Z'), 'Asia/Kolkata')).toBe('2026-11-21');
  });

  it.each([
    ['2026-02-28', 'Asia/Kolkata', '2026-02-28'],
    ['2026-02-30', 'Asia/Kolkata', null],
    ['2026-11-21T20:00:00.000Z', 'Asia/Kolkata', '2026-11-22'],
    ['not a date', 'Asia/Kolkata', null],
  ])('toBusinessDate(%s, %s) = %s', (value, zone, expected) => {
    expect(toBusinessDate(value, zone)).toBe(expected);
  });

  it('checks calendar validity', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
  });
});

describe('addDays', () => {
  it('crosses month and year ends', () => {
    expect(addDays('2026-12-20', 30)).toBe('2027-01-19');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
