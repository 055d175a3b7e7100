import { describe, expect, it } from 'vitest';
import { checkBedAssignment } from './beds';

const room = { roomNumber: '101', floorNumber: 1, capacity: 3 };

describe('checkBedAssignment', () => {
  it.each([
    [{ bedNumber: 1, takenBeds: [], isNewToRoom: true }, null, null],
    [{ bedNumber: 3, takenBeds: [1, 2], isNewToRoom: true }, null, null],
    [
      { bedNumber: 0, takenBeds: [], isNewToRoom: true },
      'BED_OUT_OF_RANGE',
      'Bed number must be between 1 and 3',
    ],
    [
      { bedNumber: 4, takenBeds: [], isNewToRoom: true },
      'BED_OUT_OF_RANGE',
      'Bed number must be between 1 and 3',
    ],
    [
      { bedNumber: 2, takenBeds: [1, 2, 3], isNewToRoom: true },
      'ROOM_FULL',
      'Room 101 on Floor 1 is at full capacity',
    ],
    [
      { bedNumber: 2, takenBeds: [2], isNewToRoom: true },
      'BED_TAKEN',
      'Bed 2 in Room 101 is already occupied',
    ],
    // A tenant moving beds inside a full room is not refused for capacity, only for a taken bed.
    [{ bedNumber: 3, takenBeds: [1, 2], isNewToRoom: false }, null, null],
    [
      { bedNumber: 2, takenBeds: [1, 2], isNewToRoom: false },
      'BED_TAKEN',
      'Bed 2 in Room 101 is already occupied',
    ],
  ])('%o → %s %s', (input, code, message) => {
    const problem = checkBedAssignment({ room, ...input });
    expect(problem?.code ?? null).toBe(code);
    expect(problem?.message ?? null).toBe(message);
  });
});
