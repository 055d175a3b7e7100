import {
  DEFAULT_ID_PROOF_TYPE,
  formatInr,
  isFull,
  TENANT_LANGUAGES,
  type Room,
  type TenantLanguage,
} from '@nivas/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { failureReason } from '@/api/errors';
import { LoadFailed } from '@/components/ui/load-failed';
import { allLoaded } from '@/components/ui/query-state';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { roomsQueryOptions } from '@/data/rooms/get-rooms';
import { tenantsQueryOptions } from '@/data/tenants/get-tenants';
import { bedsTakenByOthers } from '@/data/tenants/room-beds';
import { useBusinessToday } from '@/data/settings/business-today';
import { t } from '@/i18n';
import { useSession } from '@/lib/session/session-context';
import type { AdditionalDetails } from '../wizard-state';
import { DepositFields } from './deposit-fields';
import { FormSection } from './form-section';
import { WarningNotice } from './notice';
import type { StepProps } from './step-props';
import { WizardNav } from './wizard-nav';
import { DEPOSIT_COLLECT_FIELDS, detailsProblems, type DetailsErrors } from '../details-problems';

const text = t.onboarding.details;
const formText = t.tenants.form;

/**
 * Step 4 (SPEC §5, additional-details mode): room, bed and joining date are required; full
 * rooms and taken beds cannot be chosen. Signed out, the rooms cannot be listed yet: they
 * are chosen after signing in at the last step.
 */
export function DetailsStep({ data, update, next, back }: StepProps) {
  const isSignedIn = useSession().status === 'authenticated';
  // Signed out, the lists cannot be read: the wizard itself is public (SPEC §6).
  const roomsQuery = useQuery({ ...roomsQueryOptions(), enabled: isSignedIn });
  const tenantsQuery = useQuery({ ...tenantsQueryOptions(), enabled: isSignedIn });
  const rooms = roomsQuery.data ?? [];
  const tenants = tenantsQuery.data ?? [];
  const isLoadingRooms = isSignedIn && roomsQuery.isPending;
  // Rooms and who holds which bed: without either, the choice would not be true.
  const lists = allLoaded(roomsQuery, tenantsQuery);
  const details = data.details;
  const [errors, setErrors] = useState<DetailsErrors>({});
  // The PG's today, for the joining date's limit; signed out the server checks it on sign-in.
  const today = useBusinessToday({ enabled: isSignedIn }).data;

  const room = rooms.find((r) => r._id === details.roomId);
  const taken = new Set(room ? bedsTakenByOthers(tenants, room._id) : []);

  // Kept in the wizard as it is typed, so Back, a reload or signing in loses nothing; a
  // change means the step has to be submitted again.
  const change = (patch: Partial<AdditionalDetails>) => {
    update((current) => ({ details: { ...current.details, ...patch }, detailsDone: false }));
    setErrors((current) => {
      const rest = { ...current };
      for (const key of Object.keys(patch)) delete rest[key as keyof AdditionalDetails];
      if ('depositCollect' in patch) {
        for (const key of DEPOSIT_COLLECT_FIELDS) delete rest[key];
      }
      return rest;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = detailsProblems(data, { isSignedIn, today, room, takenBeds: [...taken] });
    setErrors(found);
    if (Object.keys(found).length) return;
    update({ detailsDone: true });
    next();
  };

  const roomLabel = (r: Room) =>
    isFull(r)
      ? formText.roomOptionFull(r.roomNumber, r.floorNumber)
      : formText.roomOption(r.roomNumber, r.floorNumber, r.occupiedBeds, r.capacity);

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <p className="text-sm text-slate-600">{text.intro}</p>
      <div className="space-y-6">
        <FormSection title={text.stay}>
          {!isSignedIn ? (
            <WarningNotice>{text.signInForRooms}</WarningNotice>
          ) : lists.status === 'error' && lists.data === undefined ? (
            <LoadFailed
              title={roomsQuery.isError ? t.rooms.toasts.fetchFailed : t.tenants.toasts.fetchFailed}
              reason={failureReason(lists.error)}
              onRetry={() => void lists.refetch()}
              isRetrying={lists.fetchStatus === 'fetching'}
              compact
            />
          ) : (
            <div className="grid gap-5 sm:grid-cols-2">
              <SelectField
                label={formText.room}
                value={details.roomId}
                disabled={isLoadingRooms}
                error={errors.roomId}
                hint={!isLoadingRooms && rooms.length === 0 ? text.noRooms : undefined}
                onChange={(event) => change({ roomId: event.target.value, bedNumber: '' })}
              >
                <option value="">{isLoadingRooms ? text.loadingRooms : formText.chooseRoom}</option>
                {rooms.map((r) => (
                  <option
                    key={r._id}
                    value={r._id}
                    disabled={isFull(r) && r._id !== details.roomId}
                  >
                    {roomLabel(r)}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={formText.bed}
                value={details.bedNumber}
                disabled={!room}
                error={errors.bedNumber}
                onChange={(event) => change({ bedNumber: event.target.value })}
              >
                <option value="">{room ? formText.chooseBed : formText.chooseRoomFirst}</option>
                {room &&
                  Array.from({ length: room.capacity }, (_, i) => i + 1).map((bed) => (
                    <option key={bed} value={String(bed)} disabled={taken.has(bed)}>
                      {taken.has(bed) ? formText.bedOccupied(bed) : formText.bedOption(bed)}
                    </option>
                  ))}
              </SelectField>
            </div>
          )}
          <div className="mt-5 grid gap-5 sm:grid-cols-2">
            <TextField
              label={text.joiningDate}
              type="date"
              value={details.joiningDate}
              error={errors.joiningDate}
              onChange={(event) => change({ joiningDate: event.target.value })}
            />
            <TextField
              label={t.common.optional(formText.ownRent)}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              placeholder={room ? String(room.rentAmount) : undefined}
              hint={formText.ownRentHint(room ? formatInr(room.rentAmount) : null)}
              value={details.rentAmount ?? ''}
              error={errors.rentAmount}
              onChange={(event) => change({ rentAmount: event.target.value })}
            />
          </div>
        </FormSection>

        <FormSection title={t.onboarding.deposit.title}>
          <DepositFields details={details} errors={errors} onChange={change} />
        </FormSection>

        <FormSection title={text.contact}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={t.common.optional(text.email)}
              type="email"
              inputMode="email"
              autoComplete="off"
              autoCapitalize="none"
              value={details.email}
              error={errors.email}
              onChange={(event) => change({ email: event.target.value })}
            />
            <TextField
              label={t.common.optional(text.occupation)}
              value={details.occupation}
              error={errors.occupation}
              onChange={(event) => change({ occupation: event.target.value })}
            />
            <SelectField
              label={t.tenantLanguage.label}
              hint={t.tenantLanguage.hint}
              value={details.language ?? 'en'}
              onChange={(event) => change({ language: event.target.value as TenantLanguage })}
            >
              {TENANT_LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {t.tenantLanguage.names[language]}
                </option>
              ))}
            </SelectField>
          </div>
        </FormSection>

        <FormSection title={text.emergency}>
          <div className="grid gap-5 sm:grid-cols-3">
            <TextField
              label={t.common.optional(text.emergencyName)}
              value={details.emergencyName}
              error={errors.emergencyName}
              onChange={(event) => change({ emergencyName: event.target.value })}
            />
            <TextField
              label={t.common.optional(text.emergencyPhone)}
              type="tel"
              inputMode="numeric"
              maxLength={10}
              value={details.emergencyPhone}
              error={errors.emergencyPhone}
              onChange={(event) =>
                change({ emergencyPhone: event.target.value.replace(/\D/g, '').slice(0, 10) })
              }
            />
            <TextField
              label={t.common.optional(text.emergencyRelation)}
              value={details.emergencyRelation}
              error={errors.emergencyRelation}
              onChange={(event) => change({ emergencyRelation: event.target.value })}
            />
          </div>
        </FormSection>

        <FormSection title={text.idProof}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={text.idProofType}
              value={t.tenants.form.idProofTypes[DEFAULT_ID_PROOF_TYPE]}
              readOnly
            />
            <TextField
              label={text.idProofNumber}
              hint={text.idProofFromStep}
              value={data.aadhaar.aadhaarNumber}
              readOnly
            />
          </div>
        </FormSection>
      </div>

      <WizardNav onBack={back} />
    </form>
  );
}
