import { formatInr, type Room } from '@nivas/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Pencil, Trash2 } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { t } from '@/i18n';
import { AmenityChips } from './amenity-chips';
import { OccupancyBadge } from './occupancy-badge';

/**
 * A room on the list. The whole card opens the room's details (SPEC §2): the room's name is
 * a link stretched over the card, so it stays one link for screen readers, and the Edit and
 * Delete buttons sit above it.
 */
export function RoomCard({ room, onDelete }: { room: Room; onDelete: (room: Room) => void }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="relative flex w-full flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition-shadow focus-within:ring-2 focus-within:ring-indigo-500 hover:shadow-md"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="truncate text-lg font-semibold text-slate-900">
            <Link
              to={paths.roomDetails.to(room._id)}
              className="after:absolute after:inset-0 after:rounded-xl focus:outline-none"
            >
              {t.rooms.roomName(room.roomNumber)}
            </Link>
          </h2>
          <p className="text-sm text-slate-500">{t.rooms.floor(room.floorNumber)}</p>
        </div>
        <OccupancyBadge room={room} />
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-500">{t.rooms.rent}</dt>
          <dd className="font-semibold text-slate-900">
            {t.rooms.perMonth(formatInr(room.rentAmount))}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{t.rooms.capacity}</dt>
          <dd className="font-semibold text-slate-900">
            {t.rooms.beds(room.occupiedBeds, room.capacity)}
          </dd>
        </div>
      </dl>

      <div className="mt-4 flex-1">
        <h3 className="mb-1.5 text-sm text-slate-500">{t.rooms.amenities}</h3>
        <AmenityChips amenities={room.amenities} emptyText={t.rooms.noAmenities} />
      </div>

      <div className="relative z-10 mt-5 flex gap-2 border-t border-slate-100 pt-4">
        <Link
          to={paths.roomEdit.to(room._id)}
          aria-label={t.rooms.editRoom(room.roomNumber)}
          className={buttonClasses('secondary', 'flex-1')}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {t.common.edit}
        </Link>
        <Button
          variant="danger-outline"
          className="flex-1"
          aria-label={t.rooms.deleteRoom(room.roomNumber)}
          onClick={() => onDelete(room)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t.common.delete}
        </Button>
      </div>
    </article>
  );
}
