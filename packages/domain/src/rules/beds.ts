/**
 * Whether a tenant may take a bed, as SPEC.md §5 words it. The server checks it under a lock
 * on the room (and the database's unique index backs it up); the tenant form uses the same
 * messages to disable what cannot be chosen.
 */

export interface BedRoom {
  roomNumber: string;
  floorNumber: number;
  capacity: number;
}

/** Each problem with the API's error code for it (contracts/error-codes.ts). */
export type BedProblem =
  | { kind: 'out-of-range'; code: 'BED_OUT_OF_RANGE'; message: string }
  | { kind: 'room-full'; code: 'ROOM_FULL'; message: string }
  | { kind: 'bed-taken'; code: 'BED_TAKEN'; message: string };

export const roomFullMessage = (room: Pick<BedRoom, 'roomNumber' | 'floorNumber'>) =>
  `Room ${room.roomNumber} on Floor ${room.floorNumber} is at full capacity`;

export function checkBedAssignment(input: {
  room: BedRoom;
  bedNumber: number;
  /** Beds held by other active tenants of this room. */
  takenBeds: readonly number[];
  /** Capacity is checked for a new tenant and when the room changes, not for a bed swap. */
  isNewToRoom: boolean;
}): BedProblem | null {
  const { room, bedNumber, takenBeds, isNewToRoom } = input;
  if (!Number.isInteger(bedNumber) || bedNumber < 1 || bedNumber > room.capacity) {
    return {
      kind: 'out-of-range',
      code: 'BED_OUT_OF_RANGE',
      message: `Bed number must be between 1 and ${room.capacity}`,
    };
  }
  if (isNewToRoom && takenBeds.length >= room.capacity) {
    return { kind: 'room-full', code: 'ROOM_FULL', message: roomFullMessage(room) };
  }
  if (takenBeds.includes(bedNumber)) {
    return {
      kind: 'bed-taken',
      code: 'BED_TAKEN',
      message: `Bed ${bedNumber} in Room ${room.roomNumber} is already occupied`,
    };
  }
  return null;
}
