import { formatDate, formatInr, periodLabel, type Rent } from '@nivas/domain';
import { ChevronRight } from 'lucide-react';
import { Dialog } from '@/components/ui/dialog';
import { t } from '@/i18n';

const text = t.tenants.page.pickRent;

/** Record payment on the tenant's page: which of their rents with a balance it is for. */
export function PickRentDialog({
  rents,
  isOpen,
  onPick,
  onClose,
}: {
  /** The rents with something still due, the oldest first. */
  rents: Rent[];
  isOpen: boolean;
  onPick: (rent: Rent) => void;
  onClose: () => void;
}) {
  return (
    <Dialog isOpen={isOpen} title={text.title} description={text.description} onClose={onClose}>
      <ul className="space-y-2">
        {rents.map((rent, index) => (
          <li key={rent._id}>
            <button
              type="button"
              data-autofocus={index === 0 ? true : undefined}
              onClick={() => onPick(rent)}
              className="flex min-h-11 w-full items-center justify-between gap-3 rounded-lg px-3 py-2.5 text-left text-sm ring-1 ring-slate-200 ring-inset hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              <span className="min-w-0">
                <span className="block font-medium text-slate-900">
                  {text.option(periodLabel(rent), formatInr(rent.amountDue))}
                </span>
                <span className="block text-slate-500">{text.dueOn(formatDate(rent.dueDate))}</span>
              </span>
              <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
