import { describe, expect, it } from 'vitest';
import { daysInPeriod } from './electricity';
import { lastDayBeforeMove, lastDayOnLeaving, moveDateProblem, returnDateProblem } from './stays';

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

describe('moveDateProblem: when a move to another room may be dated', () => {
  const at = {
    today: '2026-11-27',
    stayFrom: '2026-06-01',
    lastReadings: [
      { roomNumber: '101', date: '2026-11-01' },
      { roomNumber: '102', date: '2026-11-10' },
    ],
  };

  it.each(['2026-11-27', '2026-11-10', '2026-11-15'])('%s: fine', (movedOn) => {
    expect(moveDateProblem(movedOn, at)).toBeNull();
  });

  it('not after today', () => {
    expect(moveDateProblem('2026-11-28', at)).toEqual({ code: 'DATE_IN_FUTURE' });
  });

  it('not before the present stay began; on its first day it is a correction', () => {
    const fresh = { ...at, stayFrom: '2026-11-20', lastReadings: [] };
    expect(moveDateProblem('2026-11-19', fresh)).toEqual({
      code: 'BEFORE_STAY',
      message: 'Moved on cannot be before they came to their present room (20 Nov 2026)',
    });
    expect(moveDateProblem('2026-11-20', fresh)).toBeNull();
  });

  it("not before either room's last meter reading; on its day is fine", () => {
    expect(moveDateProblem('2026-11-09', at)).toEqual({
      code: 'BEFORE_READING',
      message:
        "Moved on cannot be before Room 102's last meter reading (10 Nov 2026): its electricity up to then is already shared",
    });
    expect(moveDateProblem('2026-10-31', at)).toMatchObject({ code: 'BEFORE_READING' });
  });
});

describe('returnDateProblem: when a tenant who left may be counted back in a room', () => {
  const at = {
    today: '2026-11-27',
    leavingDate: '2026-11-10',
    lastReadings: [{ roomNumber: '101', date: '2026-11-15' }],
  };

  it.each(['2026-11-27', '2026-11-15', '2026-11-20'])('%s: fine', (returnedOn) => {
    expect(returnDateProblem(returnedOn, at)).toBeNull();
  });

  it('not after today', () => {
    expect(returnDateProblem('2026-11-28', at)).toEqual({ code: 'DATE_IN_FUTURE' });
  });

  it('not before the day they left; on that day is fine (a leaving undone)', () => {
    const noReadings = { ...at, lastReadings: [] };
    expect(returnDateProblem('2026-11-09', noReadings)).toEqual({
      code: 'BEFORE_LEAVING',
      message: 'Returned on cannot be before the day they left (10 Nov 2026)',
    });
    expect(returnDateProblem('2026-11-10', noReadings)).toBeNull();
    // Left before leaving days were kept: only today and the readings bound it.
    expect(returnDateProblem('2026-01-01', { ...noReadings, leavingDate: null })).toBeNull();
  });

  it("not before the room's last meter reading; on its day is fine", () => {
    expect(returnDateProblem('2026-11-14', at)).toEqual({
      code: 'BEFORE_READING',
      message:
        "Returned on cannot be before Room 101's last meter reading (15 Nov 2026): its electricity up to then is already shared",
    });
  });
});
