import { catalogueText } from '@/api/errors';
import { happenedBy } from '@/lib/date-rule';
import { catalogueResolver } from '@/lib/form-resolver';
import {
  CreateTenantBodySchema,
  DEFAULT_ID_PROOF_TYPE,
  formatAadhaar,
  isJoiningDateAllowed,
  returnDateProblem,
  UpdateTenantBodySchema,
  DEFAULT_TENANT_LANGUAGE,
  whenValid,
  type GuardianRelation,
  type Tenant,
  type TenantLanguage,
  type CreateTenantBody,
  type UpdateTenantBody,
} from '@nivas/domain';
import type { Control, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { formatDate, t } from '@/i18n';

/** What the tenant form holds while it is being filled in: text as typed, nothing parsed yet. */
export interface TenantFormValues {
  name: string;
  phone: string;
  email: string;
  gender: '' | NonNullable<Tenant['gender']>;
  dob: string;
  occupation: string;
  address: string;
  /** Whom the address is 'care of'; both blank: none. */
  guardian: { relation: '' | GuardianRelation; name: string };
  idProofType: Tenant['idProofType'];
  idProofNumber: string;
  emergencyContact: { name: string; phone: string; relation: string };
  roomId: string;
  /** Undefined until a bed is chosen, so the message reads "required". */
  bedNumber: number | undefined;
  joiningDate: string;
  active: boolean;
  /** The tenant's own monthly rent as typed; empty: the room's. */
  rentAmount: string;
  /** The security deposit agreed, as typed; empty: none. */
  depositAmount: string;
  /** The language of their receipts, reminders and own link. */
  language: TenantLanguage;
  /** The day an edited tenant moved to the room now chosen; read only for such a move. */
  movedOn: string;
}

/** The form's control: typed text in, the API body out. */
/**
 * What the form sends: every field. An edit through the API may leave identity fields out to
 * keep them; the form always has them.
 */
export type TenantFormBody = UpdateTenantBody &
  Pick<CreateTenantBody, 'emergencyContact' | 'dob' | 'address' | 'guardian' | 'language'>;

export type TenantFormControl = Control<TenantFormValues, unknown, TenantFormBody>;

/** A new tenant: joining today (SPEC §9), Aadhar, and the room and bed from the address. */
export function newTenantFormValues(
  today: string,
  placement: { roomId: string; bedNumber?: number },
) {
  return {
    name: '',
    phone: '',
    email: '',
    gender: '',
    dob: '',
    occupation: '',
    address: '',
    guardian: { relation: '', name: '' },
    idProofType: DEFAULT_ID_PROOF_TYPE,
    idProofNumber: '',
    emergencyContact: { name: '', phone: '', relation: '' },
    roomId: placement.roomId,
    bedNumber: placement.bedNumber,
    joiningDate: today,
    active: true,
    rentAmount: '',
    depositAmount: '',
    language: DEFAULT_TENANT_LANGUAGE,
    movedOn: today,
  } satisfies TenantFormValues;
}

/**
 * The edit form from the single-tenant read, which carries the whole identity. A tenant whose
 * identity was erased after leaving has none: those fields start empty.
 */
export function tenantFormValues(tenant: Tenant, today: string): TenantFormValues {
  return {
    name: tenant.name,
    phone: tenant.phone,
    email: tenant.email,
    gender: tenant.gender ?? '',
    dob: tenant.dob ?? '',
    occupation: tenant.occupation,
    address: tenant.address ?? '',
    guardian: tenant.guardian ?? { relation: '', name: '' },
    idProofType: tenant.idProofType,
    // Stored as twelve digits; shown in fours, as printed on the card.
    idProofNumber:
      tenant.idProofType === 'Aadhar' ? formatAadhaar(tenant.idProofNumber) : tenant.idProofNumber,
    emergencyContact: { name: '', phone: '', relation: '', ...tenant.emergencyContact },
    roomId: tenant.roomId?._id ?? '',
    bedNumber: tenant.bedNumber ?? undefined,
    joiningDate: tenant.joiningDate,
    active: tenant.active,
    rentAmount: tenant.rentAmount === null ? '' : String(tenant.rentAmount),
    depositAmount: tenant.depositAmount > 0 ? String(tenant.depositAmount) : '',
    language: tenant.language,
    movedOn: today,
  };
}

/**
 * The server's own body schemas (Aadhaar's twelve digits included), plus the rules the server
 * checks outside them against the PG's today: a date of birth not after today (SPEC §5) and a
 * joining date at most a year ahead; and an inactive tenant made active again needs a room
 * and a bed, and comes back on the day they left or later. Each rule runs as soon as the
 * fields it reads are valid, so every error shows on the first submit. A new tenant needs a
 * room and a bed; an edited one may have none (after Remove), and an inactive one holds none,
 * so the form sends none for them whatever the selects still show. Moving an active tenant out is not an edit: it is the move-out flow,
 * which settles their deposit and dues.
 */
export function tenantFormResolver(
  mode: 'add' | 'edit',
  today: string,
  was: { active: boolean; leavingDate: string | null } = { active: true, leavingDate: null },
): Resolver<TenantFormValues, unknown, TenantFormBody> {
  const text = t.tenants;
  const withTodayRules = <S extends z.ZodType<{ dob?: string | null; joiningDate: string }>>(
    schema: S,
  ) =>
    schema.superRefine(...happenedBy('dob', today, text.form.dobFuture)).superRefine(
      (tenant, ctx) => {
        if (!isJoiningDateAllowed(tenant.joiningDate.slice(0, 10), today)) {
          const message = catalogueText('JOINING_DATE_TOO_FAR');
          ctx.addIssue({ code: 'custom', path: ['joiningDate'], message });
        }
      },
      { when: whenValid('joiningDate') },
    );
  const schema =
    mode === 'add'
      ? withTodayRules(CreateTenantBodySchema)
      : withTodayRules(UpdateTenantBodySchema)
          .superRefine(
            (tenant, ctx) => {
              if (!was.active && tenant.active && tenant.roomId === null) {
                ctx.addIssue({
                  code: 'custom',
                  path: ['roomId'],
                  message: text.form.reactivateHint,
                });
              }
            },
            { when: whenValid('active', 'roomId') },
          )
          .superRefine(...happenedBy('movedOn', today))
          .superRefine(
            (tenant, ctx) => {
              // Back after leaving: counted in the room again from the day they left, or later.
              if (was.active || !tenant.active || !tenant.movedOn) return;
              const problem = returnDateProblem(tenant.movedOn.slice(0, 10), {
                today,
                leavingDate: was.leavingDate,
                lastReadings: [],
              });
              if (problem?.code === 'BEFORE_LEAVING') {
                const message = text.form.returnedOnBeforeLeaving(formatDate(was.leavingDate!));
                ctx.addIssue({ code: 'custom', path: ['movedOn'], message });
              }
            },
            { when: whenValid('active', 'movedOn') },
          );
  // The schemas take `unknown` for the fields they coerce (numbers, blanks to null); the form
  // holds those as typed text, so the resolver is typed by the form's own values.
  const resolve = catalogueResolver(schema) as unknown as Resolver<
    TenantFormValues,
    unknown,
    TenantFormBody
  >;
  return (values, context, options) => {
    // A new tenant has no move to date: the day is not part of what is sent.
    const { movedOn, ...added } = values;
    const sent = mode === 'add' ? added : { ...added, movedOn };
    return resolve(
      { ...sent, ...(!values.active && { roomId: '', bedNumber: undefined }) } as TenantFormValues,
      context,
      options,
    );
  };
}
