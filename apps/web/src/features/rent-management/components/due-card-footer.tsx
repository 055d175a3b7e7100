import { Button } from '@/components/ui/button';
import { Clock, Eye, Wallet } from '@/components/ui/icons';
import { t } from '@/i18n';

const text = t.rentManagement.card;

/**
 * The foot of a rent's or a charge's card: how long it is overdue, and its Pay and Details
 * buttons, named for the tenant and what is due (`who`, `what`) for screen readers.
 */
export function DueCardFooter({
  due,
  who,
  what,
  onPay,
  onDetails,
}: {
  due: { status: string; daysOverdue: number; amountDue: number };
  who: string;
  what: string;
  onPay: () => void;
  onDetails: () => void;
}) {
  return (
    <>
      {due.status === 'Overdue' && (
        <p className="mt-3 flex items-center gap-1.5 text-sm font-medium text-red-700">
          <Clock aria-hidden="true" className="size-4" />
          {t.rents.daysOverdue(due.daysOverdue)}
        </p>
      )}

      <div className="mt-auto flex gap-2 pt-4">
        {due.amountDue > 0 && (
          <Button className="flex-1" aria-label={text.payFor(who, what)} onClick={onPay}>
            <Wallet aria-hidden="true" className="size-4" />
            {text.pay}
          </Button>
        )}
        <Button
          variant="secondary"
          className="flex-1"
          aria-label={text.detailsFor(who, what)}
          onClick={onDetails}
        >
          <Eye aria-hidden="true" className="size-4" />
          {text.details}
        </Button>
      </div>
    </>
  );
}
