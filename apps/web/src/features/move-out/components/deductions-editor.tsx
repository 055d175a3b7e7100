import { formatInr, rupeesField, requiredText } from '@nivas/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Plus, X } from '@/components/ui/icons';
import { TextField } from '@/components/ui/text-field';
import { t } from '@/i18n';

const text = t.moveOut.deductions;

export interface Deduction {
  reason: string;
  amount: number;
}

/** The contract's rules for one deduction, checked as it is added. */
const reasonField = requiredText('Reason', 200);
const amountField = rupeesField('Amount', { positive: true });
export const MAX_DEDUCTIONS = 20;

/**
 * The owner's own deductions (damage, a lost key), each with its reason: added one at a
 * time, checked as they are, and removable. Only checked ones reach the statement.
 */
export function DeductionsEditor({
  deductions,
  onChange,
}: {
  deductions: Deduction[];
  onChange: (deductions: Deduction[]) => void;
}) {
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; amount?: string }>({});

  // A nested <form> is not allowed: this is a group with its own Add, and Enter in it adds.
  const add = (event?: FormEvent) => {
    event?.preventDefault();
    const parsedReason = reasonField.safeParse(reason, { reportInput: true });
    const parsedAmount = amountField.safeParse(amount, { reportInput: true });
    const firstIssue = (parsed: typeof parsedReason | typeof parsedAmount) => {
      const issue = parsed.error?.issues[0];
      return issue && t.validation.issue(issue);
    };
    const found = { reason: firstIssue(parsedReason), amount: firstIssue(parsedAmount) };
    setErrors(found);
    if (!parsedReason.success || !parsedAmount.success) return;
    onChange([...deductions, { reason: parsedReason.data, amount: parsedAmount.data as number }]);
    setReason('');
    setAmount('');
  };

  return (
    <div className="space-y-4">
      {deductions.length === 0 ? (
        <p className="text-sm text-slate-500">{text.none}</p>
      ) : (
        <ul
          aria-label={text.listLabel}
          className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200"
        >
          {deductions.map((deduction, index) => (
            <li key={index} className="flex items-center gap-3 py-1.5 pr-1.5 pl-3 text-sm">
              <span className="min-w-0 flex-1 wrap-anywhere text-slate-800">
                {deduction.reason}
              </span>
              <span className="shrink-0 font-semibold tabular-nums">
                {formatInr(deduction.amount)}
              </span>
              <Button
                variant="ghost"
                className="min-h-11 min-w-11 shrink-0 px-2"
                aria-label={text.remove(deduction.reason)}
                onClick={() => onChange(deductions.filter((_, i) => i !== index))}
              >
                <X aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}

      {deductions.length < MAX_DEDUCTIONS && (
        <div
          role="group"
          aria-label={text.addLabel}
          className="grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-start"
          onKeyDown={(event) => {
            if (event.key === 'Enter' && event.target instanceof HTMLInputElement) add(event);
          }}
        >
          <TextField
            label={text.reason}
            placeholder={text.reasonPlaceholder}
            maxLength={200}
            value={reason}
            error={errors.reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <TextField
            label={text.amount}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            value={amount}
            error={errors.amount}
            onChange={(event) => setAmount(event.target.value)}
          />
          <Button variant="secondary" className="sm:mt-7" onClick={() => add()}>
            <Plus aria-hidden="true" className="size-4" />
            {text.add}
          </Button>
        </div>
      )}
    </div>
  );
}
