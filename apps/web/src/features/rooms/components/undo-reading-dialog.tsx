import { formatInr, type MeterReading } from '@nivas/domain';
import { Dialog } from '@/components/ui/dialog';
import { Fact } from '@/components/ui/fact';
import { ReasonForm } from '@/components/ui/reason-form';
import { formatDate, t } from '@/i18n';
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
        <ReasonForm
          facts={
            <>
              <Fact label={t.meter.reading}>
                <span className="font-semibold">{t.format.number(reading.reading)}</span>
              </Fact>
              {reading.period && (
                <Fact label={t.meter.bill}>
                  <span className="font-semibold">{formatInr(reading.period.bill)}</span>
                </Fact>
              )}
            </>
          }
          explain={text.explain}
          label={text.reason}
          placeholder={text.reasonPlaceholder}
          submitLabel={text.submit}
          submittingLabel={text.submitting}
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
