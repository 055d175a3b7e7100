import type { Rent } from '@nivas/domain';
import { cn } from '@/components/ui/cn';
import { RentCard } from './rent-card';

/** One tab's rents as cards. */
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
  return (
    <ul
      aria-busy={isFetchingPage}
      className={cn(
        'grid gap-4 transition-opacity md:grid-cols-2 xl:grid-cols-3',
        isFetchingPage && 'opacity-60',
      )}
    >
      {rents.map((rent) => (
        <li key={rent._id}>
          <RentCard rent={rent} onPay={onPay} onDetails={onDetails} />
        </li>
      ))}
    </ul>
  );
}
