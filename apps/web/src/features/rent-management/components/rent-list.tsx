import type { Rent } from '@nivas/domain';
import { cn } from '@/components/ui/cn';
import { CompactList } from '@/components/ui/compact-row';
import { rentRoom, rentTenantName } from '@/components/ui/rent-labels';
import { RentStatusBadge } from '@/components/ui/rent-status-badge';
import { periodLabel, t } from '@/i18n';
import { useDrawnItems } from '@/lib/use-drawn-items';
import { useIsPhone } from '@/lib/use-media-query';
import { DueRow } from './due-row';
import { RentCard } from './rent-card';

/** 'Room 101', or 'Unknown Room': a phone's row has no room for the floor. */
export const roomOnly = (room: { roomNumber: string } | null) =>
  room ? t.rents.roomName(room.roomNumber) : t.rents.unknownRoom;

/** One tab's rents: cards, or compact rows on a phone. */
export function RentList({
  rents,
  isFetchingPage = false,
  onPay,
  onDetails,
}: {
  rents: Rent[];
  /** Another page or search is loading; the list on screen stays until it comes. */
  isFetchingPage?: boolean;
  onPay: (rent: Rent) => void;
  onDetails: (rent: Rent) => void;
}) {
  const isPhone = useIsPhone();
  const drawn = useDrawnItems(rents);
  if (isPhone) {
    return (
      <CompactList isBusy={isFetchingPage}>
        {drawn.map((rent) => (
          <li key={rent._id} className="flex">
            <DueRow
              who={rentTenantName(rent)}
              where={roomOnly(rentRoom(rent))}
              what={periodLabel(rent)}
              due={rent}
              status={<RentStatusBadge status={rent.status} />}
              onPay={() => onPay(rent)}
              onDetails={() => onDetails(rent)}
            />
          </li>
        ))}
      </CompactList>
    );
  }
  return (
    <ul
      aria-busy={isFetchingPage}
      className={cn(
        'grid gap-4 transition-opacity md:grid-cols-2 xl:grid-cols-3',
        isFetchingPage && 'opacity-60',
      )}
    >
      {drawn.map((rent) => (
        <li key={rent._id}>
          <RentCard rent={rent} onPay={onPay} onDetails={onDetails} />
        </li>
      ))}
    </ul>
  );
}
