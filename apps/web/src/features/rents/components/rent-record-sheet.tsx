import type { Rent } from '@nivas/domain';
import { Dialog } from '@/components/ui/dialog';
import { PhoneLink } from '@/components/ui/phone-link';
import { rentTenantName, rentTenantPhone } from '@/components/ui/rent-labels';
import { periodLabel } from '@/i18n';
import { PaidStateBadge } from './paid-state-badge';
import { RentRecordFacts } from './rent-record-card';
import { RentActions, type RentActionHandlers } from './rent-actions';

/**
 * A rent record opened from a phone's row: every field the table shows, and Mark Paid, Edit
 * and Delete. An action closes the sheet first, so its own dialog is the only one open.
 */
export function RentRecordSheet({
  rent,
  onClose,
  onMarkPaid,
  onDelete,
}: RentActionHandlers & { rent: Rent | null; onClose: () => void }) {
  const closeThen = (action: (rent: Rent) => void) => (chosen: Rent) => {
    onClose();
    action(chosen);
  };
  return (
    <Dialog
      isOpen={rent !== null}
      title={rent ? rentTenantName(rent) : ''}
      description={rent ? periodLabel(rent) : undefined}
      onClose={onClose}
    >
      {rent && (
        <div className="space-y-4">
          <div className="flex items-center justify-between gap-3">
            <PaidStateBadge rent={rent} />
            {rentTenantPhone(rent) && <PhoneLink phone={rentTenantPhone(rent)} withIcon />}
          </div>
          <RentRecordFacts rent={rent} />
          <RentActions
            rent={rent}
            onMarkPaid={closeThen(onMarkPaid)}
            onDelete={closeThen(onDelete)}
            layout="card"
          />
        </div>
      )}
    </Dialog>
  );
}
