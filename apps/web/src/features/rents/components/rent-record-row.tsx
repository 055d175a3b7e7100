import { formatInr, type Rent } from '@nivas/domain';
import { CompactRow } from '@/components/ui/compact-row';
import { rentRoomLabel, rentTenantName } from '@/components/ui/rent-labels';
import { periodLabel, t } from '@/i18n';

const tones = {
  Paid: 'text-emerald-700',
  Pending: 'text-amber-700',
  Overdue: 'font-medium text-red-700',
  Cancelled: 'text-slate-500',
};

/**
 * A rent record on a phone: who, which room and month, the amount and Paid or Pending (SPEC
 * §2's status column). The row has no due date column: a rent past it says how late instead.
 */
export function RentRecordRow({ rent, onOpen }: { rent: Rent; onOpen: (rent: Rent) => void }) {
  const state =
    rent.status === 'Cancelled' || rent.status === 'Overdue'
      ? rent.status
      : rent.isPaid
        ? 'Paid'
        : 'Pending';
  const label =
    state === 'Cancelled'
      ? t.rents.status.Cancelled
      : state === 'Overdue'
        ? t.rents.daysOverdue(rent.daysOverdue)
        : state === 'Paid'
          ? t.rents.paidState.paid
          : t.rents.paidState.pending;
  return (
    <CompactRow
      title={rentTenantName(rent)}
      onOpen={() => onOpen(rent)}
      meta={[rentRoomLabel(rent), periodLabel(rent)]}
      figure={formatInr(rent.amount)}
      status={<span className={tones[state]}>{label}</span>}
    />
  );
}
