import type { IsoDate } from '@nivas/domain';
import { LogOut } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { t } from '@/i18n';

const text = t.tenants.moveOut;

/**
 * A tenant leaving: the day they left (today, in the PG's calendar, unless changed), and what
 * it does: their bed is freed and their rents for later months are cancelled. The tenant's
 * page saves at once; the edit form takes the date into the form, saved with the rest.
 */
export function MoveOutDialog({
  tenant,
  today,
  isBusy = false,
  confirmLabel = text.confirm,
  onConfirm,
  onCancel,
}: {
  /** The tenant leaving; null while closed. */
  tenant: { name: string; joiningDate: IsoDate } | null;
  today: IsoDate;
  isBusy?: boolean;
  confirmLabel?: string;
  onConfirm: (leavingDate: IsoDate) => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      isOpen={tenant !== null}
      title={tenant ? text.title(tenant.name) : ''}
      isBusy={isBusy}
      onClose={onCancel}
    >
      {tenant && (
        <MoveOutForm
          joiningDate={tenant.joiningDate}
          today={today}
          isBusy={isBusy}
          confirmLabel={confirmLabel}
          onConfirm={onConfirm}
          onCancel={onCancel}
        />
      )}
    </Dialog>
  );
}

function MoveOutForm({
  joiningDate,
  today,
  isBusy,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  joiningDate: IsoDate;
  today: IsoDate;
  isBusy: boolean;
  confirmLabel: string;
  onConfirm: (leavingDate: IsoDate) => void;
  onCancel: () => void;
}) {
  const [leavingDate, setLeavingDate] = useState<string>(today);
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!leavingDate) return setError(text.leavingRequired);
    if (leavingDate < joiningDate) return setError(text.leavingBeforeJoining);
    onConfirm(leavingDate);
  };

  return (
    <form noValidate className="space-y-5" onSubmit={submit}>
      <TextField
        label={text.leavingDate}
        type="date"
        min={joiningDate}
        value={leavingDate}
        error={error}
        data-autofocus
        onChange={(event) => {
          setLeavingDate(event.target.value);
          setError(undefined);
        }}
      />
      <p className="rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-900 ring-1 ring-amber-200">
        {text.explain}
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={isBusy}>
          {t.common.cancel}
        </Button>
        <Button type="submit" variant="danger" isBusy={isBusy}>
          {!isBusy && <LogOut aria-hidden="true" className="size-4" />}
          {isBusy ? text.busy : confirmLabel}
        </Button>
      </div>
    </form>
  );
}
