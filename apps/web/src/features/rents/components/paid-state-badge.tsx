import type { Rent } from '@nivas/domain';
import { Badge } from '@/components/ui/badge';
import { t } from '@/i18n';

/**
 * SPEC §2: the simple list's status is Paid or Pending, nothing finer; a rent cancelled when
 * its tenant left is neither, and says so.
 */
export function PaidStateBadge({ rent }: { rent: Pick<Rent, 'isPaid' | 'status'> }) {
  if (rent.status === 'Cancelled') return <Badge tone="slate">{t.rents.status.Cancelled}</Badge>;
  return rent.isPaid ? (
    <Badge tone="green">{t.rents.paidState.paid}</Badge>
  ) : (
    <Badge tone="amber">{t.rents.paidState.pending}</Badge>
  );
}
