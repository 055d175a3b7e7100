import { checkBedAssignment } from '@nivas/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tenants, type RoomRow } from '../../db/schema';
import { AppError } from '../../errors';
import { lockRoom } from '../rooms/service';

/** Under the room's lock: is the bed in range, the room not full (when new to it), the bed free? */
export async function assertBedAvailable(
  tx: Database,
  adminId: string,
  target: { roomId: string; bedNumber: number; tenantId?: string; isNewToRoom: boolean },
): Promise<RoomRow> {
  const room = await lockRoom(tx, adminId, target.roomId);
  const others = await tx
    .select({ bedNumber: tenants.bedNumber })
    .from(tenants)
    .where(
      and(
        eq(tenants.roomId, target.roomId),
        eq(tenants.active, true),
        target.tenantId ? ne(tenants.id, target.tenantId) : undefined,
      ),
    );
  const problem = checkBedAssignment({
    room,
    bedNumber: target.bedNumber,
    takenBeds: others.map((o) => o.bedNumber!),
    isNewToRoom: target.isNewToRoom,
  });
  if (problem) throw new AppError(problem.code, problem.message);
  return room;
}
