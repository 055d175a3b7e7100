import { paiseToRupees, type Room } from '@nivas/domain';
import type { RoomWithOccupancy } from './service';

export function toApiRoom(row: RoomWithOccupancy): Room {
  return {
    _id: row.id,
    roomNumber: row.roomNumber,
    floorNumber: row.floorNumber,
    capacity: row.capacity,
    occupiedBeds: row.occupiedBeds,
    rentAmount: paiseToRupees(row.rentPaise),
    amenities: row.amenities,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
