import { formatInr, UndoMeterReadingBodySchema, type MeterReading } from '@nivas/domain';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Fact } from '@/components/ui/fact';
import { TextAreaField } from '@/components/ui/text-field';
import { formatDate, t } from '@/i18n';
import { catalogueResolver } from '@/lib/form-resolver';
import { undoMeterReadingFailure, useUndoMeterReading } from '../api/meter-readings';

const text = t.meter.undo;

/**
 * Undo the room's last reading, with the reason its waived charges will show: a figure or a
 * day typed wrong would otherwise hold the meter, since every later reading must pass it.
 */
export function UndoReadingDialog({
  roomId,
  reading,
  onClose,
}: {
  roomId: string;
  reading: MeterReading | null;
  onClose: () => void;
}) {
  const undo = useUndoMeterReading(roomId);
  // A failure shown once is gone when the dialog next opens.
  const close = () => {
    undo.reset();
    onClose();
  };
  return (
    <Dialog
      isOpen={reading !== null}
      title={text.title}
      description={reading ? t.meter.readingOn(formatDate(reading.date)) : undefined}
      isBusy={undo.isPending}
      onClose={close}
    >
      {reading && (
        <UndoForm
          reading={reading}
          isSaving={undo.isPending}
          failure={undo.error && undoMeterReadingFailure(undo.error)}
          onCancel={close}
          onSubmit={(reason) =>
            undo.mutate({ readingId: reading._id, reason }, { onSuccess: close })
          }
        />
      )}
    </Dialog>
  );
}

function UndoForm({
  reading,
  isSaving,
  failure,
  onCancel,
  onSubmit,
}: {
  reading: MeterReading;
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
    resolver: catalogueResolver(UndoMeterReadingBodySchema),
    defaultValues: { reason: '' },
  });
  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={handleSubmit(({ reason }) => onSubmit(reason))}
    >
      <dl className="grid grid-cols-2 gap-3 rounded-lg bg-slate-50 p-3 text-sm">
        <Fact label={t.meter.reading}>
          <span className="font-semibold">{t.format.number(reading.reading)}</span>
        </Fact>
        {reading.period && (
          <Fact label={t.meter.bill}>
            <span className="font-semibold">{formatInr(reading.period.bill)}</span>
          </Fact>
        )}
      </dl>
      <p className="text-sm text-slate-600">{text.explain}</p>
      <TextAreaField
        label={text.reason}
        rows={2}
        maxLength={200}
        placeholder={text.reasonPlaceholder}
        error={errors.reason?.message}
        data-autofocus
        {...register('reason')}
      />
      <DialogActions failure={failure}>
        <Button variant="secondary" onClick={onCancel} disabled={isSaving}>
          {t.common.cancel}
        </Button>
        <Button type="submit" variant="danger" isBusy={isSaving}>
          {isSaving ? text.submitting : text.submit}
        </Button>
      </DialogActions>
    </form>
  );
}
