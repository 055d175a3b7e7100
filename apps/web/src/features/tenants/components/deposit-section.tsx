import { formatInr, type Deposit, type DepositEntryKind } from '@nivas/domain';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { ArrowDownToLine, ArrowUpFromLine, MinusCircle } from '@/components/ui/icons';
import { formatDate, t } from '@/i18n';

const text = t.deposit;

const ACTIONS = [
  { kind: 'collect', icon: ArrowDownToLine, variant: 'secondary' },
  { kind: 'deduct', icon: MinusCircle, variant: 'secondary' },
  { kind: 'refund', icon: ArrowUpFromLine, variant: 'secondary' },
] as const;

/**
 * The tenant's security deposit: what was agreed, what is held now, and every entry (collected,
 * deducted with its reason, refunded). Deduct and Refund need something held.
 */
export function DepositSection({
  deposit,
  canCollect,
  onAction,
}: {
  deposit: Deposit;
  /** Collecting is for a tenant still staying; a tenant who left may only be refunded. */
  canCollect: boolean;
  onAction: (kind: DepositEntryKind) => void;
}) {
  const actions = ACTIONS.filter(({ kind }) =>
    kind === 'collect' ? canCollect : deposit.held > 0,
  );
  return (
    <Card title={text.section}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <div className="min-w-0 rounded-lg bg-slate-50 px-3 py-2.5 ring-1 ring-slate-200 ring-inset">
          <dt className="text-xs font-medium text-slate-500">{text.agreed}</dt>
          <dd className="text-lg font-semibold text-slate-900 tabular-nums">
            {deposit.agreed > 0 ? (
              formatInr(deposit.agreed)
            ) : (
              <span className="text-sm font-normal text-slate-500">{text.noneAgreed}</span>
            )}
          </dd>
        </div>
        <div className="min-w-0 rounded-lg bg-white px-3 py-2.5 ring-1 ring-slate-300 ring-inset">
          <dt className="text-xs font-medium text-slate-500">{text.held}</dt>
          <dd className="text-lg font-semibold text-emerald-700 tabular-nums">
            {formatInr(deposit.held)}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-slate-500">{text.explain}</p>

      {deposit.entries.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">{text.none}</p>
      ) : (
        <ul
          aria-label={text.entries}
          className="mt-4 divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200"
        >
          {deposit.entries.map((entry) => {
            const detail =
              entry.kind === 'deduct'
                ? entry.reason
                : [entry.method && t.rents.paymentMethods[entry.method], entry.reference]
                    .filter(Boolean)
                    .join(' · ');
            return (
              <li key={entry._id} className="flex items-start gap-3 px-3 py-2.5 text-sm">
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900">
                    {text.kinds[entry.kind]}
                    <span className="font-normal text-slate-500"> · {formatDate(entry.date)}</span>
                  </p>
                  {detail && <p className="wrap-anywhere text-slate-500">{detail}</p>}
                </div>
                <span
                  className={cn(
                    'shrink-0 font-semibold tabular-nums',
                    entry.kind === 'collect' ? 'text-emerald-700' : 'text-slate-700',
                  )}
                >
                  {entry.kind === 'collect' ? '+' : '−'}
                  {formatInr(entry.amount)}
                </span>
              </li>
            );
          })}
        </ul>
      )}

      {actions.length > 0 && (
        <div className="mt-4 flex gap-2">
          {actions.map(({ kind, icon: Icon, variant }) => (
            <Button
              key={kind}
              variant={variant}
              className="flex-1 sm:flex-none"
              onClick={() => onAction(kind)}
            >
              {/* Three to a row fit a phone's width only as words. */}
              <Icon aria-hidden="true" className="hidden size-4 shrink-0 sm:block" />
              {text.actions[kind]}
            </Button>
          ))}
        </div>
      )}
    </Card>
  );
}
