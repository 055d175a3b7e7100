import type { Rent } from '@nivas/domain';
import { Badge } from '@/components/ui/badge';
import { t } from '@/i18n';

/** SPEC §2: the simple list's status is Paid or Pending, nothing finer. */
export function PaidStateBadge({ rent }: { rent: Pick<Rent, 'isPaid'> }) {
  return rent.isPaid ? (
    <Badge tone="green">{t.rents.paidState.paid}</Badge>
  ) : (
    <Badge tone="amber">{t.rents.paidState.pending}</Badge>
  );
}
