import { z } from 'zod';
import { normalizeAadhaar } from '../rules/aadhaar';
import { DEFAULT_TENANT_LANGUAGE, TENANT_LANGUAGES } from '../rules/tenant-language';
import {
  dateField,
  emailField,
  optionalText,
  phoneField,
  plainText,
  requiredText,
  whenValid,
  wholeNumber,
} from './fields';
import { dataResponse } from './envelope';
import { guardianField, TenantGuardianSchema } from './guardian';
import { RentSchema, rupeesField } from './rents';
import { MAX_ROOM_CAPACITY, RoomRefSchema } from './rooms';

export const ID_PROOF_TYPES = [
  'Aadhar',
  'PAN',
  'Driving License',
  'Passport',
  'Voter ID',
  'Other',
] as const;
export const DEFAULT_ID_PROOF_TYPE = 'Aadhar';
export const GENDERS = ['Male', 'Female', 'Other'] as const;

/**
 * The ID card's two sides, each kept as a copy with the number masked in the image itself
 * (issue 18): the same formats and limit as the photo.
 */
export const ID_CARD_SIDES = ['front', 'back'] as const;
export type IdCardSide = (typeof ID_CARD_SIDES)[number];
export const MAX_ID_CARD_IMAGE_BYTES = 2 * 1024 * 1024;

const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

const EmergencyContactFieldsSchema = z.object({
  name: optionalText('Emergency contact name', 100),
  phone: z.preprocess(
    blankToNull,
    phoneField.nullable().transform((v) => v ?? ''),
  ),
  relation: optionalText('Emergency contact relation', 50),
});
const EmergencyContactSchema = EmergencyContactFieldsSchema.default({
  name: '',
  phone: '',
  relation: '',
});
const languageField = z.enum(TENANT_LANGUAGES, {
  error: `Language must be one of ${TENANT_LANGUAGES.join(', ')}`,
});
const dobField = z.preprocess(blankToNull, dateField('Date of birth').nullable());
const addressField = plainText('Address', 500);

const TenantFieldsSchema = z.object({
  name: requiredText('Name', 100),
  email: z.preprocess(blankToNull, emailField.nullable()).transform((v) => v ?? ''),
  phone: phoneField,
  emergencyContact: EmergencyContactSchema,
  idProofType: z
    .enum(ID_PROOF_TYPES, { error: `ID proof type must be one of ${ID_PROOF_TYPES.join(', ')}` })
    .default(DEFAULT_ID_PROOF_TYPE),
  idProofNumber: requiredText('ID proof number', 30),
  occupation: optionalText('Occupation', 100),
  joiningDate: dateField('Joining date'),
  active: z.boolean({ error: 'Active must be true or false' }).default(true),
  dob: dobField,
  gender: z.preprocess(
    blankToNull,
    z.enum(GENDERS, { error: 'Gender must be Male, Female or Other' }).nullable(),
  ),
  address: addressField.optional().default(''),
  /** Whom the address is 'care of' (S/O, D/O, W/O, C/O and a name); null: none. */
  guardian: guardianField.default(null),
  /** The tenant's own monthly rent (a discount, a bigger bed); left out or null: the room's. */
  rentAmount: z.preprocess(blankToNull, rupeesField('Rent amount').nullable()).default(null),
  /** The security deposit agreed at joining; what is collected is the deposit ledger's. */
  depositAmount: z.preprocess(blankToNull, rupeesField('Deposit').nullable()).default(null),
  /** The language of their reminders, receipts and own link: 'en' or 'hi'. */
  language: languageField.default(DEFAULT_TENANT_LANGUAGE),
  /**
   * An active tenant with the same phone is refused (409 DUPLICATE_TENANT, naming them) unless
   * the request says the match is intended: families share a phone.
   */
  allowDuplicate: z.boolean({ error: 'allowDuplicate must be true or false' }).optional(),
});

/** What every answer but the edit form's read shows of an Aadhaar number. */
const MASKED_AADHAAR = /^XXXX XXXX [0-9]{4}$/;

/**
 * An Aadhaar number must be 12 digits; it is kept as digits only. An edit may echo the
 * masked number an answer carried (DESIGN.md: it means unchanged; the server checks it
 * against the stored number's mask).
 */
function withIdProofRule<
  T extends z.ZodType<{ idProofType: (typeof ID_PROOF_TYPES)[number]; idProofNumber: string }>,
>(schema: T, options: { allowMasked: boolean }) {
  const keepsNumber = (tenant: { idProofType: string; idProofNumber: string }) =>
    tenant.idProofType !== 'Aadhar' ||
    (options.allowMasked && MASKED_AADHAAR.test(tenant.idProofNumber));
  return (
    schema
      .refine((tenant) => keepsNumber(tenant) || normalizeAadhaar(tenant.idProofNumber) !== null, {
        path: ['idProofNumber'],
        message: 'Aadhaar number must be 12 digits',
        // Checked beside the other fields' errors, not after they are fixed.
        when: whenValid('idProofType', 'idProofNumber'),
      })
      // An overwrite, not a transform: the schema stays one object, so a form can add rules of
      // its own after it that still run beside every other error.
      .overwrite((tenant) =>
        keepsNumber(tenant)
          ? tenant
          : {
              ...tenant,
              idProofNumber: normalizeAadhaar(tenant.idProofNumber) ?? tenant.idProofNumber,
            },
      )
  );
}

const roomIdField = z.uuid({
  error: (i) => (i.input === undefined || i.input === '' ? 'Room is required' : 'Room is invalid'),
});
const bedNumberField = wholeNumber('Bed number', { min: 1, max: MAX_ROOM_CAPACITY });

export const CreateTenantSchema = TenantFieldsSchema.extend({
  roomId: roomIdField,
  bedNumber: bedNumberField,
});
export type CreateTenantInput = z.input<typeof CreateTenantSchema>;

/**
 * Editing may leave a tenant without a room (after Remove); a room and a bed go together.
 * Identity fields left out keep what is stored: lists answer none of them, and a client may
 * send back a record it read from a list. A blank one clears it.
 */
export const UpdateTenantSchema = TenantFieldsSchema.extend({
  emergencyContact: EmergencyContactFieldsSchema.optional(),
  dob: dobField.optional(),
  address: addressField.optional(),
  guardian: guardianField.optional(),
  rentAmount: z.preprocess(blankToNull, rupeesField('Rent amount').nullable()).optional(),
  depositAmount: z.preprocess(blankToNull, rupeesField('Deposit').nullable()).optional(),
  /** Left out of an edit: kept as stored. */
  language: languageField.optional(),
  roomId: z.preprocess(blankToNull, roomIdField.nullable()),
  bedNumber: z.preprocess(blankToNull, bedNumberField.nullable()),
  /**
   * Required when an active tenant is set inactive (LEAVING_DATE_REQUIRED): their bed is freed
   * and their rents for periods after it are cancelled. Ignored otherwise.
   */
  leavingDate: z.preprocess(blankToNull, dateField('Leaving date').nullable()).optional(),
  /**
   * The day an active tenant moved to another room, today when left out (rules/stays.ts
   * moveDateProblem: today or before, not before their present stay began nor before either
   * room's last meter reading); for a tenant who left and is made active again, the day they
   * came back (returnDateProblem: today or before, after the day they left, not before the
   * room's last meter reading). Ignored otherwise.
   */
  movedOn: z.preprocess(blankToNull, dateField('Moved on').nullable()).optional(),
}).refine((t) => (t.roomId === null) === (t.bedNumber === null), {
  message: 'Choose a bed for the room',
  path: ['bedNumber'],
  when: whenValid('roomId', 'bedNumber'),
});

export const CreateTenantBodySchema = withIdProofRule(CreateTenantSchema, { allowMasked: false });
export const UpdateTenantBodySchema = withIdProofRule(UpdateTenantSchema, { allowMasked: true });
export type CreateTenantBody = z.output<typeof CreateTenantBodySchema>;
export type UpdateTenantBody = z.output<typeof UpdateTenantBodySchema>;

/**
 * A tenant as answered. Lists leave out the encrypted identity fields (date of birth, address,
 * emergency contact) and every answer masks the ID number, except the single read that fills
 * the edit form. After erasure (`identityErased`) no answer has identity data at all.
 */
/** A tenant's room as answered: what a rent form needs to prefill the amount, too. */
export const TenantRoomSchema = RoomRefSchema.extend({
  rentAmount: z.number(),
  capacity: z.number(),
});

export const TenantSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  emergencyContact: z
    .object({ name: z.string(), phone: z.string(), relation: z.string() })
    .optional(),
  idProofType: z.enum(ID_PROOF_TYPES),
  /** Masked (`XXXX XXXX 1234`, `XXXXXX234F`) except in GET /tenants/{id}; empty once erased. */
  idProofNumber: z.string(),
  occupation: z.string(),
  roomId: TenantRoomSchema.nullable(),
  bedNumber: z.number().nullable(),
  joiningDate: z.string(),
  /** The day an inactive tenant left; null while active. */
  leavingDate: z.string().nullable(),
  active: z.boolean(),
  /** Their own monthly rent, or null when they pay the room's. */
  rentAmount: z.number().nullable(),
  /** What they pay a month: their own rent, else their room's; null with neither. */
  monthlyRent: z.number().nullable(),
  /** The security deposit agreed; 0 when none. */
  depositAmount: z.number(),
  /** The language of their reminders, receipts and own link. */
  language: z.enum(TENANT_LANGUAGES),
  dob: z.string().nullable().optional(),
  gender: z.enum(GENDERS).nullable(),
  address: z.string().optional(),
  /** Beside the address (single reads only); null: none. */
  guardian: TenantGuardianSchema.nullable().optional(),
  identityErased: z.boolean(),
  hasPhoto: z.boolean(),
  /** Which sides of the ID card a masked copy is kept of (single reads only). */
  idCardSides: z.array(z.enum(ID_CARD_SIDES)).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Tenant = z.infer<typeof TenantSchema>;

/** POST /tenants: the tenant, and their first rent when they took a bed (DESIGN.md reading 5). */
export const CreateTenantResponseSchema = dataResponse(TenantSchema).extend({
  firstRent: RentSchema.nullable(),
});
export type CreateTenantResponse = z.infer<typeof CreateTenantResponseSchema>;

export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png'] as const;
