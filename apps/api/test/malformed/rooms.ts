import fc from 'fast-check';
import { anyObject, blank, label, notText, optionalText, requiredText, tooLong } from './fields';
import { dateText, notNumeric, rupees, wholeNumber } from './numbers-and-dates';
import { HUGE_NUMBER, MISSING, type BrokenField } from './requests';

/** The bodies of a room and of its electricity meter's readings. */

const amenities: BrokenField = {
  key: 'amenities',
  names: label('amenit'),
  invalid: fc.oneof(
    fc.oneof(
      fc.string({ maxLength: 10 }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      anyObject,
    ),
    fc.integer({ min: 41, max: 300 }).map((n) => Array.from({ length: n }, (_, i) => `A${i}`)),
    fc
      .tuple(
        fc.array(fc.constantFrom('Fan', 'WiFi', 'AC'), { maxLength: 2 }),
        fc.oneof(blank, notText, tooLong(40)),
      )
      .map(([good, bad]) => [...new Set(good), bad]),
    fc.constantFrom(['Fan', 'fan'], ['WiFi', 'WiFi'], ['AC', ' ac ']),
  ),
};

export const roomFields = (taken: { roomNumber: string; floorNumber: number }): BrokenField[] => [
  {
    ...requiredText('roomNumber', label('room number', 'roomNumber'), 20),
    // Another room's number on the same floor is a 409 naming the room.
    invalid: fc.oneof(requiredText('roomNumber', /./, 20).invalid, fc.constant(taken.roomNumber)),
    names: label('room number', 'roomNumber', `Room ${taken.roomNumber} already exists`),
  },
  wholeNumber('floorNumber', label('floor number', 'floorNumber'), { min: 0, max: 200 }),
  wholeNumber('capacity', label('capacity'), { min: 1, max: 50 }),
  rupees('rentAmount', label('rent amount', 'rentAmount'), { required: true }),
  amenities,
  optionalText('description', label('description'), 1000),
];

/**
 * A meter reading: the fixture room's last reading is 100 on 2026-10-01, so a reading on that
 * day or before, or below 100, is refused as out of order (its words name the reading).
 */
export const meterFields: BrokenField[] = [
  {
    ...dateText('date', label('date', 'reading'), { required: true }),
    invalid: fc.oneof(
      dateText('date', /./, { required: true }).invalid,
      fc.constantFrom('2026-10-01', '2026-09-30', '2001-01-01'),
    ),
  },
  {
    key: 'reading',
    names: label('reading'),
    invalid: fc.oneof(
      fc.constant(MISSING),
      fc.constant(null),
      fc.double({ min: -1e9, max: -0.01, noNaN: true }),
      fc
        .integer({ min: 0, max: 9_999_999_999 })
        .filter((n) => n % 10 !== 0)
        .map((n) => n / 1000),
      fc.double({ min: 100_000_000, max: 1e15, noNaN: true }),
      fc.double({ min: 0, max: 99.99, noNaN: true }).map((n) => Math.floor(n * 100) / 100),
      notNumeric,
      fc.oneof(fc.boolean(), fc.array(fc.integer(), { maxLength: 2 }), anyObject),
      fc.constant(HUGE_NUMBER),
    ),
  },
];
