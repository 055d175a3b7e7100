import type { Rent } from '@nivas/domain';
import { ReceiptIndianRupee } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/loading-state';
import { t } from '@/i18n';
import { RentCard } from './rent-card';

/** One tab's rents as cards, or why there are none. */
export function RentList({
  rents,
  isLoading,
  isFetchingPage = false,
  emptyMessage,
  onPay,
  onDetails,
}: {
  rents: Rent[];
  isLoading: boolean;
  /** Another page or search is loading; the list on screen stays until it comes. */
  isFetchingPage?: boolean;
  emptyMessage: string;
  onPay: (rent: Rent) => void;
  onDetails: (rent: Rent) => void;
}) {
  if (isLoading) return <LoadingState label={t.rentManagement.loading} />;
  if (rents.length === 0) return <EmptyState icon={ReceiptIndianRupee} message={emptyMessage} />;
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
