import { formatInr, type SettlementAnswer } from '@nivas/domain';
import { cn } from '@/components/ui/cn';
import { t } from '@/i18n';
import { settlementLineText } from '../line-label';

const text = t.moveOut.statement;

/**
 * A settlement, line by line (the server's labels: 'Notice short by 10 days (30 days
 * required)'): what the tenant owes (unpaid rents and charges, this month's
 * rent to the vacate date, notice shortfall, minimum stay, exit charge, deductions) and what
 * is theirs (a credit, shown negative), then the deposit held and the result: a refund, or
 * what is still owed. The same table on the live preview and the printed statement.
 */
export function SettlementLines({
  settlement,
  className,
}: {
  settlement: SettlementAnswer;
  className?: string;
}) {
  const { lines, depositHeld, refund, owed } = settlement;
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  return (
    <table className={cn('w-full text-sm', className)}>
      <caption className="sr-only">{text.caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-left text-xs text-slate-500">
          <th scope="col" className="py-2 pr-3 font-medium">
            {text.item}
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            {text.amount}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {lines.length === 0 ? (
          <tr>
            <td colSpan={2} className="py-2.5 text-slate-500">
              {text.noLines}
            </td>
          </tr>
        ) : (
          lines.map((line, index) => (
            <tr key={`${line.kind}-${index}`} className="break-inside-avoid">
              <th scope="row" className="py-2.5 pr-3 text-left font-normal text-slate-800">
                <span className="wrap-anywhere">{settlementLineText(line)}</span>
              </th>
              <td
                className={cn(
                  'py-2.5 text-right align-bottom font-medium whitespace-nowrap tabular-nums',
                  line.amount < 0 && 'text-emerald-700',
                )}
              >
                {line.amount < 0 ? text.credit(formatInr(-line.amount)) : formatInr(line.amount)}
              </td>
            </tr>
          ))
        )}
      </tbody>
      <tfoot className="border-t-2 border-slate-300">
        <tr>
          <th scope="row" className="pt-2.5 pr-3 text-left font-medium text-slate-700">
            {text.total}
          </th>
          <td className="pt-2.5 text-right font-semibold whitespace-nowrap tabular-nums">
            {total < 0 ? text.credit(formatInr(-total)) : formatInr(total)}
          </td>
        </tr>
        <tr>
          <th scope="row" className="py-1.5 pr-3 text-left font-medium text-slate-700">
            {text.depositHeld}
          </th>
          <td className="py-1.5 text-right font-semibold whitespace-nowrap text-emerald-700 tabular-nums">
            {formatInr(depositHeld)}
          </td>
        </tr>
        <tr className="border-t border-slate-200">
          <th scope="row" className="pt-2.5 pr-3 text-left text-base font-semibold text-slate-900">
            {refund > 0 ? text.refund : owed > 0 ? text.owed : text.settled}
          </th>
          <td
            className={cn(
              'pt-2.5 text-right text-lg font-bold whitespace-nowrap tabular-nums',
              refund > 0 ? 'text-emerald-700' : owed > 0 ? 'text-red-700' : 'text-slate-900',
            )}
          >
            {formatInr(refund > 0 ? refund : owed)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
