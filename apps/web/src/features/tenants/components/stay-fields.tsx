import { formatInr, isFull, type Room, type Tenant } from '@nivas/domain';
import { roomFullText } from '@/components/tenants/bed-problem-text';
import { useController, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { LogOut } from '@/components/ui/icons';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { bedsTakenByOthers } from '@/data/tenants/room-beds';
import { t } from '@/i18n';
import type { TenantFormControl, TenantFormValues } from '../tenant-form-values';

const text = t.tenants.form;

/** Where an edited tenant is now; a new tenant has no placement yet. */
export interface CurrentPlacement {
  tenantId: string;
  roomId: string | null;
  bedNumber: number | null;
  active: boolean;
  joiningDate: string;
  /** The day they left, for a tenant who has (null for one who left before it was kept). */
  leavingDate: string | null;
}

const isCurrentRoom = (room: Room, current?: CurrentPlacement) =>
  current !== undefined && current.active && current.roomId === room._id;

/** What the room field says of the change being made, if anything. */
function roomHintFor(change: { isActive: boolean; isReturning: boolean }) {
  if (!change.isActive) return text.inactiveHint;
  if (change.isReturning) return text.reactivateHint;
  return undefined;
}

/**
 * SPEC §5: a full room cannot be chosen (except the tenant's own), beds run from 1 to the
 * room's capacity, other tenants' beds read '(Occupied)' and cannot be chosen, and the
 * tenant's own bed reads '(Current)'. An inactive tenant holds no bed, so both selects rest.
 * Setting an active tenant Inactive goes through `onDeactivate` (which asks for the leaving
 * date); making an inactive one Active again asks for a room, a bed and the day they came back;
 * moving an active one to another room asks the day they moved. The tenant's own
 * monthly rent is optional: empty, they pay the room's.
 */
export function StayFields({
  mode,
  control,
  register,
  errors,
  rooms,
  tenants,
  current,
  today,
}: {
  mode: 'add' | 'edit';
  control: TenantFormControl;
  register: UseFormRegister<TenantFormValues>;
  errors: FieldErrors<TenantFormValues>;
  rooms: readonly Room[];
  tenants: readonly Tenant[];
  current?: CurrentPlacement;
  /** The PG's today: a move is dated today or before. */
  today: string;
}) {
  // Taken apart, so each field's ref is only ever handed to its select.
  const { ref: roomRef, ...roomField } = useController({ control, name: 'roomId' }).field;
  const { ref: bedRef, ...bedField } = useController({ control, name: 'bedNumber' }).field;
  const { ref: activeRef, ...activeField } = useController({ control, name: 'active' }).field;
  const isActive = activeField.value;

  const room = rooms.find((r) => r._id === roomField.value);
  const takenBeds = new Set(room ? bedsTakenByOthers(tenants, room._id, current?.tenantId) : []);
  // SPEC §5: the capacity message, as soon as a full room is the one chosen (it can arrive
  // through the address, or fill up while the form is open).
  const fullMessage =
    isActive && room && isFull(room) && !isCurrentRoom(room, current)
      ? roomFullText(room)
      : undefined;
  const wasActive = current?.active ?? true;
  const isReturning = !wasActive && isActive;
  // A tenant who lives here moved to another room: the day they moved is asked, since the
  // meter split counts them in each room by it. Before they have come (a joining date ahead)
  // the room is corrected, not changed.
  const isMoving =
    wasActive &&
    isActive &&
    !!current?.roomId &&
    !!room &&
    room._id !== current.roomId &&
    current.joiningDate <= today;
  // Back after leaving: the day they came back is asked, for the same reason. Before their
  // joining date, they are counted from it.
  const asksReturnDay = isReturning && !!current && current.joiningDate <= today;
  const roomHint = roomHintFor({ isActive, isReturning });

  return (
    <Card title={text.stay}>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={text.room}
          name={roomField.name}
          ref={roomRef}
          value={roomField.value}
          onBlur={roomField.onBlur}
          onChange={(event) => {
            roomField.onChange(event.target.value);
            // A bed number means nothing in another room.
            bedField.onChange(undefined);
          }}
          disabled={!isActive}
          hint={roomHint}
          error={errors.roomId?.message ?? fullMessage}
        >
          <option value="">{mode === 'edit' ? text.noRoom : text.chooseRoom}</option>
          {rooms.map((r) => {
            const isClosed = isFull(r) && !isCurrentRoom(r, current);
            return (
              <option key={r._id} value={r._id} disabled={isClosed}>
                {isClosed
                  ? text.roomOptionFull(r.roomNumber, r.floorNumber)
                  : text.roomOption(r.roomNumber, r.floorNumber, r.occupiedBeds, r.capacity)}
              </option>
            );
          })}
        </SelectField>

        <SelectField
          label={text.bed}
          name={bedField.name}
          ref={bedRef}
          value={bedField.value ?? ''}
          onBlur={bedField.onBlur}
          onChange={(event) =>
            bedField.onChange(event.target.value === '' ? undefined : Number(event.target.value))
          }
          disabled={!isActive || !room}
          error={errors.bedNumber?.message}
        >
          <option value="">{room ? text.chooseBed : text.chooseRoomFirst}</option>
          {room &&
            Array.from({ length: room.capacity }, (_, i) => i + 1).map((bed) => {
              const isCurrent = isCurrentRoom(room, current) && current?.bedNumber === bed;
              const isTaken = takenBeds.has(bed);
              return (
                <option key={bed} value={bed} disabled={isTaken}>
                  {isCurrent
                    ? text.bedCurrent(bed)
                    : isTaken
                      ? text.bedOccupied(bed)
                      : text.bedOption(bed)}
                </option>
              );
            })}
        </SelectField>

        {(isMoving || asksReturnDay) && (
          <TextField
            label={isMoving ? text.movedOn : text.returnedOn}
            type="date"
            hint={isMoving ? text.movedOnHint : text.returnedOnHint}
            error={errors.movedOn?.message}
            {...register('movedOn')}
          />
        )}

        <TextField
          label={text.joiningDate}
          type="date"
          error={errors.joiningDate?.message}
          {...register('joiningDate')}
        />

        <TextField
          label={t.common.optional(text.ownRent)}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          placeholder={room ? String(room.rentAmount) : undefined}
          hint={text.ownRentHint(room ? formatInr(room.rentAmount) : null)}
          error={errors.rentAmount?.message}
          {...register('rentAmount')}
        />

        <TextField
          label={t.common.optional(text.deposit)}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          hint={text.depositHint}
          error={errors.depositAmount?.message}
          {...register('depositAmount')}
        />

        {mode === 'edit' &&
          (wasActive && current ? (
            <div className="space-y-1.5">
              <p className="text-sm font-medium text-slate-700">{text.status}</p>
              <p className="flex min-h-11 flex-wrap items-center gap-x-4 gap-y-1 text-sm">
                <span className="font-medium text-slate-900">{t.tenants.status.active}</span>
                <Link
                  to={paths.tenantMoveOut.to(current.tenantId)}
                  className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-red-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600"
                >
                  <LogOut aria-hidden="true" className="size-4" />
                  {text.moveOutLink}
                </Link>
              </p>
              <p className="text-xs text-slate-500">{text.moveOutHint}</p>
            </div>
          ) : (
            <SelectField
              label={text.status}
              name={activeField.name}
              ref={activeRef}
              value={activeField.value ? 'active' : 'inactive'}
              onBlur={activeField.onBlur}
              onChange={(event) => activeField.onChange(event.target.value === 'active')}
            >
              <option value="active">{t.tenants.status.active}</option>
              <option value="inactive">{t.tenants.status.inactive}</option>
            </SelectField>
          ))}
      </div>
    </Card>
  );
}
