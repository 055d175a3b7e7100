import { formatInr, type Room } from '@nivas/domain';
import { useId } from 'react';
import { BedDouble, IndianRupee, Layers, type LucideIcon } from '@/components/ui/icons';
import { t } from '@/i18n';
import { OccupancyBadge } from './occupancy-badge';

function Pill({ icon: Icon, children }: { icon: LucideIcon; children: string }) {
  return (
    <li className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-sm font-medium text-white ring-1 ring-white/25 ring-inset">
      <Icon aria-hidden="true" className="size-4 text-indigo-100" />
      {children}
    </li>
  );
}

/** SPEC §2: who runs the PG, the room, its badge, and pills for floor, beds and rent. */
export function RoomDetailsHeader({
  room,
  adminName,
  pgName,
}: {
  room: Room;
  adminName: string;
  pgName: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-gradient-to-br from-indigo-600 to-indigo-800 px-5 py-6 text-white shadow-sm sm:px-8"
    >
      <p className="truncate text-sm text-indigo-100">
        {t.rooms.details.managedBy(adminName, pgName)}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 id={headingId} className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {t.rooms.roomName(room.roomNumber)}
        </h1>
        <OccupancyBadge room={room} />
      </div>
      <ul className="mt-4 flex flex-wrap gap-2">
        <Pill icon={Layers}>{t.rooms.floor(room.floorNumber)}</Pill>
        <Pill icon={BedDouble}>{t.rooms.details.bedsPill(room.occupiedBeds, room.capacity)}</Pill>
        <Pill icon={IndianRupee}>{t.rooms.perMonth(formatInr(room.rentAmount))}</Pill>
      </ul>
    </section>
  );
}
