import { formatInr } from '@nivas/domain';
import { payableFigures, payableLabel, type Payable } from '@/components/payments/payable';
import { Dialog } from '@/components/ui/dialog';
import { ChevronRight } from '@/components/ui/icons';
import { formatDate, t } from '@/i18n';

const text = t.tenants.page.pickRent;

/** Record payment on the tenant's page: which of their rents or charges with a balance it is for. */
export function PickRentDialog({
  owed,
  isOpen,
  onPick,
  onClose,
}: {
  /** The rents and charges with something still due, the oldest first. */
  owed: Payable[];
  isOpen: boolean;
  onPick: (payable: Payable) => void;
  onClose: () => void;
}) {
  return (
    <Dialog isOpen={isOpen} title={text.title} description={text.description} onClose={onClose}>
      <ul className="space-y-2">
        {owed.map((payable, index) => {
          const figures = payableFigures(payable);
          return (
            <li key={figures.id}>
              <button
                type="button"
                data-autofocus={index === 0 ? true : undefined}
                onClick={() => onPick(payable)}
                className="flex min-h-11 w-full items-center justify-between gap-3 rounded-lg px-3 py-2.5 text-left text-sm ring-1 ring-slate-200 ring-inset hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              >
                <span className="min-w-0">
                  <span className="block font-medium text-slate-900">
                    {text.option(payableLabel(payable), formatInr(figures.amountDue))}
                  </span>
                  <span className="block text-slate-500">
                    {text.dueOn(formatDate(figures.dueDate))}
                  </span>
                </span>
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
              </button>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
