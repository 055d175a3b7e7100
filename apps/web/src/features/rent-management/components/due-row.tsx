import { formatDate, formatInr } from '@nivas/domain';
import { Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { CompactRow } from '@/components/ui/compact-row';
import { t } from '@/i18n';

const text = t.rentManagement.card;

/**
 * A rent or a charge on a phone: who owes it, the room, what it is for and how late, what is
 * still due, its status, and Pay within the thumb's reach. The row opens its details (the
 * payments, Void, Edit or Waive).
 */
export function DueRow({
  who,
  where,
  what,
  due,
  status,
  onPay,
  onDetails,
}: {
  who: string;
  where: string;
  what: string;
  due: { status: string; daysOverdue: number; amount: number; amountDue: number; dueDate: string };
  status: ReactNode;
  onPay: () => void;
  onDetails: () => void;
}) {
  const when =
    due.status === 'Overdue' ? t.rents.daysOverdue(due.daysOverdue) : formatDate(due.dueDate);
  return (
    <CompactRow
      headingLevel={3}
      title={who}
      onOpen={onDetails}
      openLabel={text.detailsFor(who, what)}
      meta={`${where} · ${what} · ${when}`}
      figure={formatInr(due.amountDue > 0 ? due.amountDue : due.amount)}
      status={status}
      action={
        due.amountDue > 0 ? (
          <Button className="min-h-11 px-3" aria-label={text.payFor(who, what)} onClick={onPay}>
            <Wallet aria-hidden="true" className="size-4" />
            {text.pay}
          </Button>
        ) : undefined
      }
    />
  );
}
