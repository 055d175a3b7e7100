import { REASON_MAX, ReasonBodySchema } from '@nivas/domain';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { t } from '@/i18n';
import { catalogueResolver } from '@/lib/form-resolver';
import { Button } from './button';
import { DialogActions } from './dialog';
import { TextAreaField } from './text-field';

/**
 * The form of a dialog that undoes money with a reason (a payment voided, a charge waived, a
 * meter reading undone): what it undoes, what will happen, the reason the ledger will show
 * beside it, then Cancel and the red button.
 */
export function ReasonForm({
  facts,
  explain,
  label,
  placeholder,
  submitLabel,
  submittingLabel,
  isSaving,
  failure,
  onCancel,
  onSubmit,
}: {
  /** `Fact`s of what is undone, in a two-column list. */
  facts: ReactNode;
  explain?: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  submittingLabel: string;
  isSaving: boolean;
  failure: string | null;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: catalogueResolver(ReasonBodySchema),
    defaultValues: { reason: '' },
  });
  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={handleSubmit(({ reason }) => onSubmit(reason))}
    >
      <dl className="grid grid-cols-2 gap-3 rounded-lg bg-slate-50 p-3 text-sm">{facts}</dl>
      {explain && <p className="text-sm text-slate-600">{explain}</p>}
      <TextAreaField
        label={label}
        rows={2}
        maxLength={REASON_MAX}
        placeholder={placeholder}
        error={errors.reason?.message}
        data-autofocus
        {...register('reason')}
      />
      <DialogActions failure={failure}>
        <Button variant="secondary" onClick={onCancel} disabled={isSaving}>
          {t.common.cancel}
        </Button>
        <Button type="submit" variant="danger" isBusy={isSaving}>
          {isSaving ? submittingLabel : submitLabel}
        </Button>
      </DialogActions>
    </form>
  );
}
