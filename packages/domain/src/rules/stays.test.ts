import { describe, expect, it } from 'vitest';
import { daysInPeriod } from './electricity';
import { lastDayBeforeMove, lastDayOnLeaving } from './stays';

const november = { from: '2026-11-01', to: '2026-12-01' };

describe('the last day of a stay', () => {
  it('a move ends the stay the day before: the day of the move counts in the new room only', () => {
    const old = {
      tenantId: 't',
      from: '2026-06-01',
      to: lastDayBeforeMove('2026-06-01', '2026-11-11'),
    };
    const next = { tenantId: 't', from: '2026-11-11', to: null };
    expect(old.to).toBe('2026-11-10');
    // Ten days in the old room and twenty in the new: thirty, not thirty-one.
    expect(daysInPeriod(old, november) + daysInPeriod(next, november)).toBe(30);
  });

  it('a stay begun on the day of the move was a correction: dropped', () => {
    expect(lastDayBeforeMove('2026-11-11', '2026-11-11')).toBeNull();
    expect(lastDayBeforeMove('2026-11-10', '2026-11-11')).toBe('2026-11-10');
  });

  it('leaving ends the stay on the leaving day, a day stayed', () => {
    expect(lastDayOnLeaving('2026-06-01', '2026-11-20')).toBe('2026-11-20');
    expect(lastDayOnLeaving('2026-11-20', '2026-11-20')).toBe('2026-11-20');
  });

  it('a stay begun after the leaving day is dropped', () => {
    expect(lastDayOnLeaving('2026-11-21', '2026-11-20')).toBeNull();
  });
});
