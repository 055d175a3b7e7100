import { describe, expect, it } from 'vitest';
import { checkBedAssignment } from './beds';

const room = { roomNumber: '101', floorNumber: 1, capacity: 3 };

describe('checkBedAssignment', () => {
  it.each([
    [{ bedNumber: 1, takenBeds: [], isNewToRoom: true }, null],
    [{ bedNumber: 3, takenBeds: [1, 2], isNewToRoom: true }, null],
    [{ bedNumber: 0, takenBeds: [], isNewToRoom: true }, 'Bed number must be between 1 and 3'],
    [{ bedNumber: 4, takenBeds: [], isNewToRoom: true }, 'Bed number must be between 1 and 3'],
    [
      { bedNumber: 2, takenBeds: [1, 2, 3], isNewToRoom: true },
      'Room 101 on Floor 1 is at full capacity',
    ],
    [{ bedNumber: 2, takenBeds: [2], isNewToRoom: true }, 'Bed 2 in Room 101 is already occupied'],
    // A tenant moving beds inside a full room is not refused for capacity, only for a taken bed.
    [{ bedNumber: 3, takenBeds: [1, 2], isNewToRoom: false }, null],
    [
      { bedNumber: 2, takenBeds: [1, 2], isNewToRoom: false },
      'Bed 2 in Room 101 is already occupied',
    ],
  ])('%o → %s', (input, message) => {
    expect(checkBedAssignment({ room, ...input })?.message ?? null).toBe(message);
  });
});
