import { catalogueResolver } from '@/lib/form-resolver';
import { RoomInputSchema, type RoomInput } from '@nivas/domain';
import { useEffect } from 'react';
import { useController, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { codeText, serverBody } from '@/api/errors';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import { t } from '@/i18n';
import { AmenitiesPicker } from './amenities-picker';

export type RoomFormValues = z.input<typeof RoomInputSchema>;

export const emptyRoomForm: RoomFormValues = {
  floorNumber: undefined,
  roomNumber: '',
  capacity: undefined,
  rentAmount: undefined,
  amenities: [],
  description: '',
};

/** An emptied number box reads as "not given", so the message says "required", not "not a number". */
const blankAsMissing = { setValueAs: (value: unknown) => (value === '' ? undefined : value) };

/** The room form of SPEC §2, checked by the same schema the server uses. */
export function RoomForm({
  defaultValues,
  isSaving,
  onSave,
  saveError,
}: {
  defaultValues: RoomFormValues;
  isSaving: boolean;
  onSave: (room: RoomInput) => void;
  /** Why the last save was refused, if it was. */
  saveError?: unknown;
}) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, submitCount },
  } = useForm({ resolver: catalogueResolver(RoomInputSchema), defaultValues });
  // A room number the PG already has: said at the field as well as in the toast, so the form
  // still shows what to change once the toast has gone. Typing a new number clears it.
  useEffect(() => {
    if (serverBody(saveError).code !== 'DUPLICATE_ROOM') return;
    setError('roomNumber', { message: codeText(saveError) }, { shouldFocus: true });
  }, [saveError, setError]);
  const amenities = useController({ control, name: 'amenities' });
  const text = t.rooms.form;
  // SPEC §5: one alert for the whole form, beside each field's own message.
  const isInvalid = submitCount > 0 && Object.keys(errors).length > 0;

  return (
    <form noValidate onSubmit={handleSubmit(onSave)} className="space-y-6">
      {isInvalid && <ErrorAlert>{text.invalid}</ErrorAlert>}
      <Card>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={text.floorNumber}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            error={errors.floorNumber?.message}
            {...register('floorNumber', blankAsMissing)}
          />
          <TextField
            label={text.roomNumber}
            autoComplete="off"
            maxLength={20}
            error={errors.roomNumber?.message}
            {...register('roomNumber')}
          />
          <TextField
            label={text.capacity}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            error={errors.capacity?.message}
            {...register('capacity', blankAsMissing)}
          />
          <TextField
            label={text.rentAmount}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            hint={text.rentHint}
            error={errors.rentAmount?.message}
            {...register('rentAmount', blankAsMissing)}
          />
        </div>
      </Card>

      <Card>
        <AmenitiesPicker
          value={amenities.field.value ?? []}
          onChange={amenities.field.onChange}
          error={errors.amenities?.message}
        />
      </Card>

      <Card>
        <TextAreaField
          label={text.description}
          maxLength={1000}
          error={errors.description?.message}
          {...register('description')}
        />
      </Card>

      <div className="flex justify-end">
        <Button type="submit" className="w-full sm:w-auto" isBusy={isSaving}>
          {isSaving ? text.submitting : text.submit}
        </Button>
      </div>
    </form>
  );
}
