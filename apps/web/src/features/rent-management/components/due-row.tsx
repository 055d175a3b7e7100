import { formatInr } from '@nivas/domain';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { CompactRow } from '@/components/ui/compact-row';
import { t } from '@/i18n';

const text = t.rentManagement.card;

/**
 * A rent or a charge on a phone: who owes it, the room and what it is for, what is still due,
 * how late (or its status), and Pay within the thumb's reach. The row opens its details (the
 * payments, Void, Edit or Waive).
 */
export function DueRow({
  who,
  where,
  what,
  note,
  due,
  status,
  onPay,
  onDetails,
}: {
  who: string;
  where: string;
  what: string;
  /** A charge's note ('Cracked mirror'), after what it is for. */
  note?: string;
  due: { status: string; daysOverdue: number; amount: number; amountDue: number };
  status: ReactNode;
  onPay: () => void;
  onDetails: () => void;
}) {
  const isOverdue = due.status === 'Overdue';
  return (
    <CompactRow
      headingLevel={3}
      title={who}
      onOpen={onDetails}
      openLabel={text.detailsFor(who, what)}
      meta={[where, what, note].filter((part): part is string => Boolean(part))}
      figure={formatInr(due.amountDue > 0 ? due.amountDue : due.amount)}
      // How late says Overdue, and more; otherwise the status.
      status={
        isOverdue ? (
          <span className="font-medium text-red-700">{t.rents.daysOverdue(due.daysOverdue)}</span>
        ) : (
          status
        )
      }
      action={
        due.amountDue > 0 ? (
          // Apart from the rows above and below: a column of touching buttons is easy to mistap.
          <Button
            className="my-1 min-h-11 px-4"
            aria-label={text.payFor(who, what)}
            onClick={onPay}
          >
            {text.pay}
          </Button>
        ) : undefined
      }
    />
  );
}
