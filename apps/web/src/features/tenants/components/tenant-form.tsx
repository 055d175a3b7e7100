import { checkBedAssignment, type Room, type Tenant } from '@nivas/domain';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { bedsTakenByOthers } from '@/data/tenants/room-beds';
import { t } from '@/i18n';
import {
  tenantFormResolver,
  type TenantFormBody,
  type TenantFormValues,
} from '../tenant-form-values';
import { EmergencyContactFields } from './emergency-contact-fields';
import { GuardianFields } from './guardian-fields';
import { IdProofFields } from './id-proof-fields';
import { PersonalFields } from './personal-fields';
import { StayFields, type CurrentPlacement } from './stay-fields';
import { bedProblemText } from '@/components/tenants/bed-problem-text';

/**
 * The same bed rule the server applies (SPEC §5), checked before sending so the owner reads
 * the problem beside the field. The server checks again under a lock, which is what counts
 * when two people pick the same bed at once.
 */
function findBedProblem(
  body: TenantFormBody,
  rooms: readonly Room[],
  tenants: readonly Tenant[],
  current?: CurrentPlacement,
) {
  if (!body.active || body.roomId === null || body.bedNumber === null) return null;
  const room = rooms.find((r) => r._id === body.roomId);
  if (!room) return null;
  return checkBedAssignment({
    room,
    bedNumber: body.bedNumber,
    takenBeds: bedsTakenByOthers(tenants, room._id, current?.tenantId),
    // When editing, capacity is checked only if the room changes (SPEC §5).
    isNewToRoom: !current || !current.active || current.roomId !== body.roomId,
  });
}

/** The full tenant form of SPEC §2 and §5, for adding and for editing. */
export function TenantForm({
  mode,
  defaultValues,
  today,
  rooms,
  tenants,
  current,
  isSaving,
  onSave,
}: {
  mode: 'add' | 'edit';
  defaultValues: TenantFormValues;
  today: string;
  rooms: readonly Room[];
  tenants: readonly Tenant[];
  current?: CurrentPlacement;
  isSaving: boolean;
  onSave: (body: TenantFormBody) => void;
}) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TenantFormValues, unknown, TenantFormBody>({
    resolver: tenantFormResolver(mode, today, current),
    defaultValues,
  });

  const onSubmit = handleSubmit((body) => {
    const problem = findBedProblem(body, rooms, tenants, current);
    if (problem) {
      const field = problem.kind === 'room-full' ? 'roomId' : 'bedNumber';
      const room = rooms.find((r) => r._id === body.roomId)!;
      setError(
        field,
        { message: bedProblemText(problem, room, body.bedNumber ?? 0) },
        { shouldFocus: true },
      );
      return;
    }
    onSave(body);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      {/* Room and bed first: they come filled in from a bed tile, and a full room shows here. */}
      <StayFields
        mode={mode}
        control={control}
        register={register}
        errors={errors}
        rooms={rooms}
        tenants={tenants}
        current={current}
        today={today}
      />
      <PersonalFields register={register} errors={errors} today={today} />
      <GuardianFields register={register} errors={errors} />
      <IdProofFields control={control} register={register} errors={errors} />
      <EmergencyContactFields register={register} errors={errors} />
      <div className="flex justify-end">
        <Button type="submit" className="w-full sm:w-auto" isBusy={isSaving}>
          {isSaving ? t.tenants.form.submitting : t.tenants.form.submit}
        </Button>
      </div>
    </form>
  );
}
