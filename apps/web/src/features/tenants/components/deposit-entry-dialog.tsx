import { catalogueResolver } from '@/lib/form-resolver';
import {
  DEFAULT_PAYMENT_METHOD,
  DepositEntryBodySchema,
  depositProblem,
  formatInr,
  paiseToRupees,
  PAYMENT_METHODS,
  rupeesToPaise,
  type Deposit,
  type DepositEntryBody,
  type DepositEntryKind,
  type IsoDate,
  whenValid,
} from '@nivas/domain';
import { useCallback, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import { recordDepositFailure, useRecordDeposit } from '@/data/tenants/record-deposit';
import { formatDate, t } from '@/i18n';
import { happenedBy } from '@/lib/date-rule';

const text = t.deposit.dialog;

interface FormValues {
  kind: DepositEntryKind;
  /** As typed; the contract turns it into rupees. */
  amount: string;
  date: string;
  method: (typeof PAYMENT_METHODS)[number];
  reference: string;
  reason: string;
}

/**
 * The server's rule for an entry, and the two it applies beside it: dated today or before, and
 * never more than is held.
 */
const entryResolver = (
  heldPaise: number,
  today: IsoDate,
): Resolver<FormValues, unknown, DepositEntryBody> =>
  catalogueResolver(
    DepositEntryBodySchema.superRefine(...happenedBy('date', today)).superRefine(
      (entry, ctx) => {
        if (
          depositProblem(entry.kind, rupeesToPaise(entry.amount), heldPaise) === 'OVER_DEPOSIT_HELD'
        ) {
          ctx.addIssue({
            code: 'custom',
            path: ['amount'],
            message: text.overHeld(formatInr(paiseToRupees(heldPaise))),
          });
        }
      },
      { when: whenValid('kind', 'amount') },
    ),
  ) as unknown as Resolver<FormValues, unknown, DepositEntryBody>;

/** What the form starts with: a collection the rest of the agreed deposit, a refund all held. */
function startValues(kind: DepositEntryKind, deposit: Deposit, today: IsoDate): FormValues {
  const rest = Math.max(0, deposit.agreed - deposit.held);
  const amount = kind === 'collect' ? rest : kind === 'refund' ? deposit.held : 0;
  return {
    kind,
    amount: amount > 0 ? String(amount) : '',
    date: today,
    method: DEFAULT_PAYMENT_METHOD,
    reference: '',
    reason: '',
  };
}

/**
 * Collect, Deduct or Refund a tenant's deposit: the entry, then a confirmation that says in
 * one sentence what is recorded and what will be held after it, because it moves money.
 */
export function DepositEntryDialog({
  tenantId,
  kind,
  deposit,
  today,
  onClose,
}: {
  tenantId: string;
  /** The entry being made; null while closed. */
  kind: DepositEntryKind | null;
  deposit: Deposit;
  today: IsoDate;
  onClose: () => void;
}) {
  const record = useRecordDeposit();
  // A failure shown once is gone when the dialog next opens.
  const close = () => {
    record.reset();
    onClose();
  };
  return (
    <Dialog
      isOpen={kind !== null}
      title={kind ? text.titles[kind] : ''}
      description={text.heldNow(formatInr(deposit.held))}
      isBusy={record.isPending}
      onClose={close}
    >
      {kind && (
        <DepositEntryForm
          kind={kind}
          deposit={deposit}
          today={today}
          isSaving={record.isPending}
          failure={record.error && recordDepositFailure(record.error)}
          onCancel={close}
          onConfirm={(body) => record.mutate({ tenantId, body }, { onSuccess: close })}
        />
      )}
    </Dialog>
  );
}

function DepositEntryForm({
  kind,
  deposit,
  today,
  isSaving,
  failure,
  onCancel,
  onConfirm,
}: {
  kind: DepositEntryKind;
  deposit: Deposit;
  today: IsoDate;
  isSaving: boolean;
  /** Why recording the confirmed entry failed, shown with the question. */
  failure: string | null;
  onCancel: () => void;
  onConfirm: (body: DepositEntryBody) => void;
}) {
  const heldPaise = rupeesToPaise(deposit.held);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues, unknown, DepositEntryBody>({
    resolver: entryResolver(heldPaise, today),
    defaultValues: startValues(kind, deposit, today),
  });
  // The checked entry, waiting for the owner's yes.
  const [entry, setEntry] = useState<DepositEntryBody | null>(null);
  // The question takes focus when it appears, so it is read out and Enter does not skip it.
  const focusQuestion = useCallback((node: HTMLElement | null) => node?.focus(), []);

  if (entry) {
    const amount = formatInr(entry.amount);
    const method = entry.method ? t.rents.paymentMethods[entry.method] : '';
    const question =
      entry.kind === 'deduct'
        ? text.confirmQuestion.deduct(amount, entry.reason)
        : text.confirmQuestion[entry.kind](amount, method, formatDate(entry.date));
    const heldAfter = heldPaise + (entry.kind === 'collect' ? 1 : -1) * rupeesToPaise(entry.amount);
    return (
      <div className="space-y-5">
        <div
          ref={focusQuestion}
          tabIndex={-1}
          className="rounded-lg bg-slate-50 p-4 focus:outline-none"
        >
          <p className="font-medium text-slate-900">{question}</p>
          {entry.reference && (
            <p className="mt-1 text-sm wrap-anywhere text-slate-600">{entry.reference}</p>
          )}
          <p className="mt-2 text-sm text-slate-600">
            {text.heldAfter(formatInr(paiseToRupees(heldAfter)))}
          </p>
        </div>
        <DialogActions failure={failure}>
          <Button variant="secondary" onClick={() => setEntry(null)} disabled={isSaving}>
            {text.back}
          </Button>
          <Button
            variant={kind === 'collect' ? 'primary' : 'danger'}
            isBusy={isSaving}
            onClick={() => onConfirm(entry)}
          >
            {isSaving ? text.submitting : text.submit[kind]}
          </Button>
        </DialogActions>
      </div>
    );
  }

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={handleSubmit((body) =>
        // A deduction is paid by nobody; a collection or refund needs no reason.
        setEntry(
          body.kind === 'deduct'
            ? { ...body, method: undefined, reference: '' }
            : { ...body, reason: '' },
        ),
      )}
    >
      <input type="hidden" {...register('kind')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={text.amount}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          hint={kind === 'collect' ? text.amountHint : text.upTo(formatInr(deposit.held))}
          error={errors.amount?.message}
          data-autofocus
          {...register('amount')}
        />
        <TextField
          label={text.date}
          type="date"
          error={errors.date?.message}
          {...register('date')}
        />
      </div>
      {kind === 'deduct' ? (
        <TextAreaField
          label={text.reason}
          rows={2}
          maxLength={200}
          placeholder={text.reasonPlaceholder}
          error={errors.reason?.message}
          {...register('reason')}
        />
      ) : (
        <>
          <SelectField label={text.method} error={errors.method?.message} {...register('method')}>
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {t.rents.paymentMethods[method]}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t.common.optional(text.reference)}
            hint={text.referenceHint}
            autoComplete="off"
            error={errors.reference?.message}
            {...register('reference')}
          />
        </>
      )}
      <DialogActions>
        <Button variant="secondary" onClick={onCancel}>
          {t.common.cancel}
        </Button>
        <Button type="submit">{text.review}</Button>
      </DialogActions>
    </form>
  );
}
