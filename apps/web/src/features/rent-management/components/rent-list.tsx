import type { Rent } from '@nivas/domain';
import { ReceiptIndianRupee } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/loading-state';
import { t } from '@/i18n';
import { RentCard } from './rent-card';

/** One tab's rents as cards, or why there are none. */
export function RentList({
  rents,
  isLoading,
  emptyMessage,
  onPay,
  onDetails,
}: {
  rents: Rent[];
  isLoading: boolean;
  emptyMessage: string;
  onPay: (rent: Rent) => void;
  onDetails: (rent: Rent) => void;
}) {
  if (isLoading) return <LoadingState label={t.rentManagement.loading} />;
  if (rents.length === 0) return <EmptyState icon={ReceiptIndianRupee} message={emptyMessage} />;
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {rents.map((rent) => (
        <li key={rent._id}>
          <RentCard rent={rent} onPay={onPay} onDetails={onDetails} />
        </li>
      ))}
    </ul>
  );
}
