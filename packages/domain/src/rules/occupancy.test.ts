import { describe, expect, it } from 'vitest';
import { matchesOccupancy, occupancyBadge } from './occupancy';

describe('occupancy', () => {
  it.each([
    [0, 2, 'Vacant', ['all', 'vacant']],
    [1, 2, 'Vacant', ['all', 'partial']],
    [2, 2, 'Full', ['all', 'full']],
    [3, 2, 'Full', ['all', 'full']],
  ] as const)('%d of %d beds: badge %s, filters %o', (occupiedBeds, capacity, badge, filters) => {
    const room = { occupiedBeds, capacity };
    expect(occupancyBadge(room)).toBe(badge);
    const matching = (['all', 'vacant', 'partial', 'full'] as const).filter((f) =>
      matchesOccupancy(room, f),
    );
    expect(matching).toEqual(filters);
  });
});
