import { DEFAULT_TIME_ZONE, formatInr, toBusinessDate, type Payment } from '@nivas/domain';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Ban } from '@/components/ui/icons';
import { useSettings } from '@/data/settings/get-settings';
import { formatDate, t } from '@/i18n';
import { ledgerLabelText } from './ledger-label';
import { ReceiptActions } from './receipt-actions';

const text = t.payments;

/**
 * Payments as the ledger keeps them: live ones with Void, voided ones struck through with when
 * and why ("Voided on 25 Nov 2026 — entered twice"). A payment the move-out made from the
 * deposit has no Void (the API refuses it: the settlement stands on it) and says why.
 * `showLabel` adds what each paid for, for a list that holds more than one rent's payments.
 */
export function PaymentLedger({
  payments,
  showLabel = false,
  onVoid,
}: {
  payments: readonly Payment[];
  showLabel?: boolean;
  onVoid: (payment: Payment) => void;
}) {
  // A void's time is an instant: its date is the one the PG's calendar showed then.
  const timeZone = useSettings().data?.timeZone ?? DEFAULT_TIME_ZONE;
  return (
    <ul className="divide-y divide-slate-100 rounded-lg bg-white ring-1 ring-slate-200">
      {payments.map((payment) => {
        const paidOn = formatDate(payment.paidOn);
        const amount = formatInr(payment.amount);
        const how = [t.rents.paymentMethods[payment.method], payment.reference, payment.notes]
          .filter(Boolean)
          .join(' · ');
        const voidedOn = payment.voided
          ? formatDate(toBusinessDate(payment.voided.at, timeZone) ?? payment.voided.at)
          : null;
        return (
          <li key={payment._id} className="px-3 py-2.5 text-sm">
            <div className="flex items-start gap-3">
              <div className="min-w-0 flex-1">
                <p
                  className={cn(
                    'font-medium',
                    payment.voided ? 'text-slate-500 line-through' : 'text-slate-900',
                  )}
                >
                  {paidOn}
                </p>
                {showLabel && payment.label && (
                  <p className={cn('text-slate-700', payment.voided && 'line-through')}>
                    {ledgerLabelText(payment.label)}
                  </p>
                )}
                {how && (
                  <p
                    className={cn('wrap-anywhere text-slate-500', payment.voided && 'line-through')}
                  >
                    {how}
                  </p>
                )}
                {payment.voided && voidedOn && (
                  <p className="mt-0.5 flex items-start gap-1.5 text-red-700">
                    <Ban aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
                    <span className="wrap-anywhere">
                      {text.voidedOn(voidedOn, payment.voided.reason)}
                    </span>
                  </p>
                )}
                {payment.fromDeposit && !payment.voided && (
                  <p className="mt-0.5 text-xs text-slate-600">{text.fromDeposit}</p>
                )}
                <p className="mt-0.5 text-xs text-slate-500">
                  {t.receipts.numbered(payment.receiptNumber)}
                </p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1.5 sm:flex-row sm:items-center sm:gap-3">
                <span
                  className={cn(
                    'font-semibold',
                    payment.voided ? 'text-slate-400 line-through' : 'text-emerald-700',
                  )}
                >
                  {payment.voided && <span className="sr-only">{text.voidedAmount} </span>}
                  {amount}
                </span>
                {!payment.voided && !payment.fromDeposit && (
                  <Button
                    variant="danger-outline"
                    className="min-h-11 md:min-h-9 px-3 text-xs"
                    aria-label={text.void.actionFor(amount, paidOn)}
                    onClick={() => onVoid(payment)}
                  >
                    {text.void.action}
                  </Button>
                )}
              </div>
            </div>
            {/* The row's whole width: beside the amount and Void they were squeezed on a phone. */}
            <ReceiptActions payment={payment} className="mt-2" />
          </li>
        );
      })}
    </ul>
  );
}
