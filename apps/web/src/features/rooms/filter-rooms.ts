import { matchesOccupancy, type OccupancyFilter, type Room } from '@nivas/domain';

export const OCCUPANCY_FILTERS = ['all', 'vacant', 'partial', 'full'] as const;

export function parseOccupancyFilter(value: string | null): OccupancyFilter {
  return OCCUPANCY_FILTERS.find((filter) => filter === value) ?? 'all';
}

/**
 * The rooms list's search and filter: occupancy as SPEC §4 defines it, and the search over
 * what is written on a card (number, floor, amenities) and the description, in any case.
 */
export function filterRooms(rooms: readonly Room[], search: string, filter: OccupancyFilter) {
  const needle = search.trim().toLowerCase();
  return rooms.filter(
    (room) =>
      matchesOccupancy(room, filter) &&
      (needle === '' ||
        [room.roomNumber, `floor ${room.floorNumber}`, room.description, ...room.amenities].some(
          (text) => text.toLowerCase().includes(needle),
        )),
  );
}
