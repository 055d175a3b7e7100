import { CreateTenantBodySchema, formatInr, type Room } from '@nivas/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { duplicateTenantOf, type DuplicateTenant } from '@/api/errors';
import { DuplicateTenantDialog } from '@/components/tenants/duplicate-tenant-dialog';
import { Button } from '@/components/ui/button';
import { Pencil } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { roomsQueryOptions } from '@/data/rooms/get-rooms';
import { useBusinessToday } from '@/data/settings/business-today';
import { formatDate, t } from '@/i18n';
import { useSession } from '@/lib/session/session-context';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import { depositCollectionEntry, tenantBody } from '../tenant-body';
import { clearSavedWizard } from '../saved-wizard';
import type { Step } from '../wizard-state';
import { InlineSignIn } from './inline-sign-in';
import { KycCopies } from './kyc-copies';
import { WarningNotice } from './notice';
import type { StepProps } from './step-props';

const text = t.onboarding.review;

/** '1990-08-15' → '15 Aug 1990': a calendar date, the same in every time zone. */
const showDate = (date: string) => (date ? formatDate(date) : '');

function Section({
  title,
  step,
  onEdit,
  children,
}: {
  title: string;
  step: Step;
  onEdit: (step: Step) => void;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="rounded-xl ring-1 ring-slate-200">
      <header className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
        <Button
          variant="ghost"
          className="min-h-11 md:min-h-9 px-3"
          aria-label={text.editSection(title)}
          onClick={() => onEdit(step)}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {text.edit}
        </Button>
      </header>
      <div className="px-4 py-3">{children}</div>
    </section>
  );
}

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium text-slate-500">{label}</dt>
          <dd className="text-sm break-words text-slate-900">{value || text.none}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Step 5: everything once more, the photo included, with an Edit link to each step, then
 * 'Complete Onboarding' (POST /tenants, then the photo). Signed out, it asks for a sign-in
 * first and stays here.
 */
export function ReviewStep({ data, goTo }: StepProps) {
  const navigate = useNavigate();
  const isSignedIn = useSession().status === 'authenticated';
  const rooms = useQuery({ ...roomsQueryOptions(), enabled: isSignedIn }).data ?? [];
  const complete = useCompleteOnboarding();
  const { aadhaar, details } = data;
  const room: Room | undefined = rooms.find((r) => r._id === details.roomId);
  const parsed = CreateTenantBodySchema.safeParse(tenantBody(data));
  // A deposit handed over now is dated today, in the PG's calendar.
  const today = useBusinessToday({ enabled: isSignedIn }).data;
  const collect = details.depositCollect;
  const deposit = collect && today ? depositCollectionEntry(collect, today) : null;
  const isDepositReady = !collect || deposit?.success === true;
  const needsRoom = isSignedIn && (!details.roomId || !details.bedNumber);

  // An active tenant with this phone (or ID number): named, and for a phone, add anyway?
  const [duplicate, setDuplicate] = useState<DuplicateTenant | null>(null);

  const finish = ({ allowDuplicate = false } = {}) => {
    if (!parsed.success || !data.photo || !isDepositReady) return;
    complete.mutate(
      {
        body: allowDuplicate ? { ...parsed.data, allowDuplicate } : parsed.data,
        photo: data.photo,
        cards: {
          front: data.aadhaarSides.front?.maskedImage,
          back: data.aadhaarSides.back?.maskedImage,
        },
        deposit: deposit?.success ? deposit.data : null,
      },
      {
        onError: (error) => setDuplicate(duplicateTenantOf(error) ?? null),
        onSuccess() {
          setDuplicate(null);
          clearSavedWizard();
          const { origin } = data;
          void navigate(
            origin.returnToRoom && origin.roomId
              ? paths.roomDetails.to(origin.roomId)
              : paths.tenants,
          );
        },
      },
    );
  };

  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-600">{text.intro}</p>
      <Section title={text.mobile} step={1} onEdit={goTo}>
        <Facts rows={[[t.onboarding.mobile.label, data.phone]]} />
      </Section>
      <Section title={text.photo} step={2} onEdit={goTo}>
        {data.photo && (
          <img
            src={data.photo}
            alt={t.onboarding.photo.alt}
            className="h-40 w-auto rounded-lg object-cover ring-1 ring-slate-200"
          />
        )}
      </Section>
      <Section title={text.aadhaar} step={3} onEdit={goTo}>
        <Facts
          rows={[
            [t.onboarding.aadhaar.name, aadhaar.name],
            [t.onboarding.aadhaar.number, aadhaar.aadhaarNumber],
            [t.onboarding.aadhaar.dob, showDate(aadhaar.dob)],
            [
              t.onboarding.aadhaar.gender,
              aadhaar.gender ? t.tenants.form.genders[aadhaar.gender] : '',
            ],
            [
              t.onboarding.aadhaar.guardian,
              [aadhaar.guardianRelation, aadhaar.guardianName].filter(Boolean).join(' '),
            ],
            [t.onboarding.aadhaar.address, aadhaar.address],
          ]}
        />
        <KycCopies sides={data.aadhaarSides} />
      </Section>
      <Section title={text.details} step={4} onEdit={goTo}>
        <Facts
          rows={[
            [
              `${text.room} / ${text.bed}`,
              room && details.bedNumber
                ? text.roomAndBed(room.roomNumber, room.floorNumber, details.bedNumber)
                : text.notChosen,
            ],
            [t.onboarding.details.joiningDate, showDate(details.joiningDate)],
            [
              t.tenants.form.ownRent,
              details.rentAmount && Number(details.rentAmount) >= 0
                ? formatInr(Number(details.rentAmount))
                : text.roomRent,
            ],
            [
              t.onboarding.deposit.agreed,
              details.depositAmount && Number(details.depositAmount) > 0
                ? formatInr(Number(details.depositAmount))
                : t.deposit.noneAgreed,
            ],
            [
              t.onboarding.deposit.collectedNow,
              collect
                ? t.onboarding.deposit.collectedAs(
                    formatInr(Number(collect.amount)),
                    t.rents.paymentMethods[collect.method],
                    collect.reference.trim(),
                  )
                : t.onboarding.deposit.notCollected,
            ],
            [t.onboarding.details.email, details.email],
            [t.onboarding.details.occupation, details.occupation],
            [t.tenantLanguage.label, t.tenantLanguage.names[details.language ?? 'en']],
            [
              t.onboarding.details.emergency,
              [details.emergencyName, details.emergencyRelation, details.emergencyPhone]
                .filter(Boolean)
                .join(', '),
            ],
            [
              t.onboarding.details.idProof,
              `${t.tenants.form.idProofTypes.Aadhar} ${aadhaar.aadhaarNumber}`,
            ],
          ]}
        />
      </Section>

      {!isSignedIn && <InlineSignIn />}
      {needsRoom && <WarningNotice>{text.chooseRoom}</WarningNotice>}
      {isSignedIn && collect && deposit?.success && (
        <p className="rounded-lg bg-indigo-50 px-4 py-3 text-sm text-indigo-900 ring-1 ring-indigo-200">
          {t.onboarding.deposit.willRecord(
            formatInr(deposit.data.amount),
            t.rents.paymentMethods[collect.method],
          )}
        </p>
      )}

      <div className="border-t border-slate-200 pt-5 sm:flex sm:justify-end">
        <Button
          className="w-full sm:w-auto"
          disabled={
            !isSignedIn || needsRoom || !parsed.success || !isDepositReady || complete.isPending
          }
          isBusy={complete.isPending}
          onClick={() => finish()}
        >
          {complete.isPending ? text.completing : text.complete}
        </Button>
      </div>
      <DuplicateTenantDialog
        duplicate={duplicate}
        isAdding={complete.isPending}
        onAddAnyway={() => finish({ allowDuplicate: true })}
        onClose={() => setDuplicate(null)}
      />
    </div>
  );
}
