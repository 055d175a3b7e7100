import type { Tenant, VerificationForm } from '@nivas/domain';
import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { formatDate, t } from '@/i18n';
import { useTenantPhoto } from '../api/get-tenant-photo';
import { BlobImage } from './blob-image';

const text = t.tenants.verification;

/** A label and what Nivas holds for it; a blank dotted line to write on when it holds nothing. */
function Field({
  label,
  isWide = false,
  children,
}: {
  label: string;
  isWide?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={cn('min-w-0', isWide && 'sm:col-span-2')}>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase print:text-[8pt] print:text-slate-700">
        {label}
      </dt>
      <dd className="mt-0.5 min-h-6 border-b border-dotted border-slate-400 pb-0.5 text-slate-900 wrap-anywhere print:min-h-5 print:text-[10pt] print:text-black">
        {children}
      </dd>
    </div>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="break-inside-avoid">
      <h3 className="mb-3 border-b border-slate-900 pb-1 text-sm font-bold tracking-wide text-slate-900 uppercase print:mb-2 print:text-[10pt]">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The passport-size photo box: the tenant's photo, or an empty box to paste one in. */
function PhotoBox({ tenant }: { tenant: Tenant }) {
  const photo = useTenantPhoto(tenant);
  return (
    <div className="flex aspect-[35/45] w-24 shrink-0 items-center justify-center overflow-hidden border border-slate-900 bg-white sm:w-32 print:w-[35mm]">
      {photo.data ? (
        <BlobImage
          blob={photo.data}
          alt={text.photo(tenant.name)}
          className="size-full object-cover"
        />
      ) : (
        <span className="px-2 text-center text-[10px] leading-tight text-slate-500">
          {text.affixPhoto}
        </span>
      )}
    </div>
  );
}

/** A line to sign or write on, with what goes there under it. */
function SignLine({ label }: { label: string }) {
  return (
    <div className="min-w-0">
      <div className="h-10 border-b border-slate-900 print:h-9" />
      <p className="mt-1 text-xs text-slate-600 print:text-[8pt] print:text-black">{label}</p>
    </div>
  );
}

/**
 * The tenant verification form on one A4 page: the owner and the PG, the tenant with photo,
 * guardian, permanent address and masked ID, the tenancy, then the declaration and lines to
 * sign. On a phone the same sheet reads top to bottom; printed, the app around it is hidden.
 */
export function VerificationSheet({ tenant, form }: { tenant: Tenant; form: VerificationForm }) {
  const { owner, stay } = form;
  const person = form.tenant;
  const room = stay.room;
  return (
    <article
      aria-label={text.title}
      className="mx-auto max-w-[210mm] space-y-6 bg-white p-5 text-sm shadow-sm ring-1 ring-slate-200 sm:p-10 print:max-w-none print:space-y-4 print:p-0 print:shadow-none print:ring-0"
    >
      <header className="text-center">
        {/* The screen's own heading is the page's h1; printed, this is the sheet's title. */}
        <h2 className="text-lg font-bold tracking-wide text-slate-900 uppercase sm:text-xl print:text-[15pt]">
          {text.title}
        </h2>
        <p className="mt-3 text-left text-slate-700 print:text-black">
          {text.addressedTo}{' '}
          <span className="inline-block w-40 border-b border-dotted border-slate-400 align-bottom sm:w-64" />
        </p>
      </header>

      <Part title={text.owner}>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 print:gap-y-2">
          <Field label={text.ownerName}>{owner.name}</Field>
          <Field label={text.ownerPhone}>{owner.phone}</Field>
          <Field label={text.pgName} isWide>
            {owner.pgName}
          </Field>
          <Field label={text.pgAddress} isWide>
            {owner.pgAddress}
          </Field>
        </dl>
      </Part>

      <Part title={text.tenant}>
        <div className="flex flex-row-reverse items-start gap-4 sm:gap-6">
          <PhotoBox tenant={tenant} />
          <dl className="grid min-w-0 flex-1 gap-x-6 gap-y-3 sm:grid-cols-2 print:gap-y-2">
            <Field label={text.name} isWide>
              {person.name}
            </Field>
            <Field label={text.guardian} isWide>
              {person.guardian}
            </Field>
            <Field label={text.dob}>{person.dob ? formatDate(person.dob) : ''}</Field>
            <Field label={text.gender}>
              {person.gender ? t.tenants.form.genders[person.gender] : ''}
            </Field>
            <Field label={text.phone}>{person.phone}</Field>
            <Field label={text.occupation}>{person.occupation}</Field>
          </dl>
        </div>
        <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2 print:gap-y-2">
          <Field label={text.permanentAddress} isWide>
            {person.permanentAddress}
          </Field>
          <Field label={text.idProof} isWide>
            {person.maskedIdNumber
              ? text.idProofValue(
                  t.tenants.form.idProofTypes[person.idProofType],
                  person.maskedIdNumber,
                )
              : ''}
          </Field>
        </dl>
      </Part>

      <Part title={text.stay}>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 print:gap-y-2">
          <Field label={text.room}>
            {room
              ? t.tenants.page.roomBed(room.roomNumber, room.floorNumber, room.bedNumber)
              : text.noRoom}
          </Field>
          <Field label={text.joined}>{formatDate(stay.joiningDate)}</Field>
        </dl>
      </Part>

      <section className="break-inside-avoid space-y-6 print:space-y-3">
        <p className="text-slate-700 print:text-[10pt] print:text-black">{text.declaration}</p>
        <div className="grid grid-cols-2 gap-x-6 gap-y-4 print:gap-y-2">
          <SignLine label={text.ownerSignature} />
          <SignLine label={text.tenantSignature} />
          <SignLine label={text.date} />
          <SignLine label={text.place} />
        </div>
        <div className="rounded border border-slate-400 p-3 print:py-2">
          <p className="text-xs font-semibold tracking-wide text-slate-700 uppercase print:text-[8pt] print:text-black">
            {text.policeUse}
          </p>
          <div className="mt-1 grid grid-cols-2 gap-x-6 gap-y-2">
            <SignLine label={text.verifiedBy} />
            <SignLine label={text.date} />
            <div className="col-span-2">
              <SignLine label={text.remarks} />
            </div>
          </div>
        </div>
      </section>
    </article>
  );
}
