import { formatInr, occupancyBadge, type Room } from '@nivas/domain';
import { CompactRow } from '@/components/ui/compact-row';
import { paths } from '@/config/paths';
import { t } from '@/i18n';

/**
 * A room on a phone's list: its number, floor and rent, beds taken of its beds and Vacant or
 * Full; the row opens the room, where its beds, Edit and Delete are.
 */
export function RoomRow({ room }: { room: Room }) {
  const badge = occupancyBadge(room);
  return (
    <CompactRow
      title={t.rooms.roomName(room.roomNumber)}
      to={paths.roomDetails.to(room._id)}
      meta={[t.rooms.floor(room.floorNumber), t.rooms.perMonth(formatInr(room.rentAmount))]}
      figure={t.rooms.beds(room.occupiedBeds, room.capacity)}
      status={
        <span className={badge === 'Full' ? 'text-indigo-700' : 'text-emerald-700'}>
          {t.rooms.badge[badge]}
        </span>
      }
    />
  );
}
