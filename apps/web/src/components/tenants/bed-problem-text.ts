import type { BedProblem, BedRoom } from '@nivas/domain';
import { t } from '@/i18n';

/** The bed rule's problem (domain rules/beds.ts) in the interface's words. */
export const bedProblemText = (problem: Pick<BedProblem, 'kind'>, room: BedRoom, bedNumber = 0) =>
  t.tenants.form.bedProblems[problem.kind]({ ...room, bedNumber });

/** SPEC §5: 'Room {roomNumber} on Floor {floorNumber} is at full capacity'. */
export const roomFullText = (room: BedRoom) => bedProblemText({ kind: 'room-full' }, room);
