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

  it('leaving ends the open stay on the leaving day, a day stayed', () => {
    expect(lastDayOnLeaving({ from: '2026-06-01', to: null }, '2026-11-20')).toBe('2026-11-20');
    expect(lastDayOnLeaving({ from: '2026-11-20', to: null }, '2026-11-20')).toBe('2026-11-20');
  });

  it('a stay that ended before the leaving day keeps its end; one that ended after is cut to it', () => {
    expect(lastDayOnLeaving({ from: '2026-06-01', to: '2026-09-30' }, '2026-11-20')).toBe(
      '2026-09-30',
    );
    // Moved on 10 Nov, leaving given as 5 Nov: the room before is left on the 5th.
    expect(lastDayOnLeaving({ from: '2026-06-01', to: '2026-11-09' }, '2026-11-05')).toBe(
      '2026-11-05',
    );
  });

  it('a stay begun after the leaving day is dropped', () => {
    expect(lastDayOnLeaving({ from: '2026-11-21', to: null }, '2026-11-20')).toBeNull();
    expect(lastDayOnLeaving({ from: '2026-11-10', to: null }, '2026-11-05')).toBeNull();
  });
});
