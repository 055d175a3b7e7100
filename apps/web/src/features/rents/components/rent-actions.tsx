import type { Rent } from '@nivas/domain';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { CircleCheck, Pencil, Trash2 } from '@/components/ui/icons';
import { rentTenantName } from '@/components/ui/rent-labels';
import { paths } from '@/config/paths';
import { periodLabel, t } from '@/i18n';

export interface RentActionHandlers {
  onMarkPaid: (rent: Rent) => void;
  onDelete: (rent: Rent) => void;
}

/**
 * Mark Paid (only while something is owed: not once paid, nor on a cancelled rent), Edit and
 * Delete. Each names its rent for screen readers,
 * since a list holds many buttons with the same word. In the table Edit and Delete are icons
 * (named, with a tooltip) so eight columns fit a laptop; on cards they keep their words.
 */
export function RentActions({
  rent,
  onMarkPaid,
  onDelete,
  layout,
}: RentActionHandlers & { rent: Rent; layout: 'table' | 'card' }) {
  const who = rentTenantName(rent);
  const period = periodLabel(rent);
  const isTable = layout === 'table';
  const editLabel = t.rents.editFor(who, period);
  const deleteLabel = t.rents.deleteFor(who, period);

  return (
    <div className={isTable ? 'flex items-center justify-end gap-1.5' : 'grid grid-cols-2 gap-2'}>
      {rent.amountDue > 0 && (
        <Button
          className={cn(isTable ? 'min-h-11 md:min-h-9 px-3 whitespace-nowrap' : 'col-span-2')}
          aria-label={t.rents.markPaidFor(who, period)}
          onClick={() => onMarkPaid(rent)}
        >
          <CircleCheck aria-hidden="true" className="size-4" />
          {t.rents.markPaid}
        </Button>
      )}
      <Link
        to={paths.rentEdit.to(rent._id)}
        aria-label={editLabel}
        title={isTable ? editLabel : undefined}
        className={buttonClasses('secondary', isTable ? 'min-h-11 md:min-h-9 px-2.5' : undefined)}
      >
        <Pencil aria-hidden="true" className="size-4" />
        {!isTable && t.common.edit}
      </Link>
      <Button
        variant="danger-outline"
        className={isTable ? 'min-h-11 md:min-h-9 px-2.5' : undefined}
        aria-label={deleteLabel}
        title={isTable ? deleteLabel : undefined}
        onClick={() => onDelete(rent)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {!isTable && t.common.delete}
      </Button>
    </div>
  );
}
