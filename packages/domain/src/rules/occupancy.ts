/** Room occupancy as SPEC.md §4 defines it, used by the filter, the badges and the dashboard. */

export type OccupancyFilter = 'all' | 'vacant' | 'partial' | 'full';

export interface Occupancy {
  occupiedBeds: number;
  capacity: number;
}

export const isVacant = (room: Occupancy) => room.occupiedBeds === 0;
export const isFull = (room: Occupancy) => room.occupiedBeds >= room.capacity;
export const isPartiallyOccupied = (room: Occupancy) =>
  room.occupiedBeds > 0 && room.occupiedBeds < room.capacity;

/** The card and details badge: Vacant while a bed is free, otherwise Full. */
export const occupancyBadge = (room: Occupancy): 'Vacant' | 'Full' =>
  isFull(room) ? 'Full' : 'Vacant';

export function matchesOccupancy(room: Occupancy, filter: OccupancyFilter): boolean {
  switch (filter) {
    case 'vacant':
      return isVacant(room);
    case 'partial':
      return isPartiallyOccupied(room);
    case 'full':
      return isFull(room);
    default:
      return true;
  }
}
