import { formatInr, type RecurringCharge } from '@nivas/domain';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { chargeKindLabel } from '@/components/ui/charge-labels';
import { Plus, Repeat } from '@/components/ui/icons';
import { formatDate, t } from '@/i18n';

const text = t.charges.recurring;

/** The tenant's monthly charges (a mess plan), each with End; Add for a new one. */
export function RecurringCharges({
  charges,
  canAdd,
  onAdd,
  onEnd,
}: {
  charges: RecurringCharge[];
  canAdd: boolean;
  onAdd: () => void;
  onEnd: (charge: RecurringCharge) => void;
}) {
  return (
    <Card title={text.section} description={text.description}>
      {charges.length === 0 ? (
        <p className="text-sm text-slate-500">{text.none}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
          {charges.map((charge) => {
            const kind = chargeKindLabel(charge.kind);
            return (
              <li key={charge._id} className="flex items-center gap-3 px-3 py-2.5 text-sm">
                <Repeat aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900">
                    {kind} · {text.perMonth(formatInr(charge.amount))}
                  </p>
                  <p className="wrap-anywhere text-slate-500">
                    {[charge.note, text.since(formatDate(charge.createdAt))]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                <Button
                  variant="danger-outline"
                  className="min-h-11 md:min-h-9 shrink-0 px-3 text-xs"
                  aria-label={text.endFor(kind)}
                  onClick={() => onEnd(charge)}
                >
                  {text.end}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {canAdd && (
        <Button variant="secondary" className="mt-4 w-full sm:w-auto" onClick={onAdd}>
          <Plus aria-hidden="true" className="size-4" />
          {text.add}
        </Button>
      )}
    </Card>
  );
}
