import {
  DOB_IN_FUTURE_MESSAGE,
  hasHappened,
  isJoiningDateAllowed,
  JOINING_DATE_TOO_FAR_MESSAGE,
  maskIdNumber,
  rupeesToPaise,
  toBusinessDate,
  type CreateTenantBody,
  type UpdateTenantBody,
} from '@nivas/domain';
import { AppError } from '../../errors';
import type { TenantIdentity } from './identity';
import type { TenantDetailRow } from './queries';

/**
 * A tenant's validated body as the writes store it: plain columns, and the identity to
 * encrypt. Dates are read in the PG's time zone.
 */

type TenantBody = CreateTenantBody | UpdateTenantBody;

/** The date of birth of a body in the business zone: null for none, undefined when left out. */
function dobOf(body: TenantBody, timeZone: string, today: string) {
  if (body.dob === undefined || body.dob === null) return body.dob;
  const dob = toBusinessDate(body.dob, timeZone);
  if (!dob) throw new AppError('INVALID_INPUT', 'Date of birth must be a date');
  if (!hasHappened(dob, today)) throw new AppError('DOB_IN_FUTURE', DOB_IN_FUTURE_MESSAGE);
  return dob;
}

/**
 * Turns the validated body into plain columns and the identity to encrypt; an edit's identity
 * field left out is undefined here, and keeps what is stored.
 */
export function toColumns(body: TenantBody, timeZone: string, today: string) {
  const joiningDate = toBusinessDate(body.joiningDate, timeZone);
  if (!joiningDate) throw new AppError('INVALID_INPUT', 'Joining date must be a date');
  if (!isJoiningDateAllowed(joiningDate, today)) {
    throw new AppError('JOINING_DATE_TOO_FAR', JOINING_DATE_TOO_FAR_MESSAGE);
  }
  const dob = dobOf(body, timeZone, today);
  // An inactive tenant holds no bed.
  const holdsBed = body.active && body.roomId !== null;
  const columns = {
    name: body.name,
    email: body.email,
    phone: body.phone,
    idProofType: body.idProofType,
    occupation: body.occupation,
    roomId: holdsBed ? body.roomId : null,
    bedNumber: holdsBed ? body.bedNumber : null,
    joiningDate,
    active: body.active,
    gender: body.gender,
    // Left out of an edit: kept as stored.
    language: body.language,
    // Left out of an edit: kept as stored (undefined is not written).
    rentPaise:
      body.rentAmount === undefined || body.rentAmount === null
        ? body.rentAmount
        : rupeesToPaise(body.rentAmount),
    // None agreed is 0; left out of an edit, kept as stored.
    depositPaise:
      body.depositAmount === undefined
        ? undefined
        : body.depositAmount === null
          ? 0
          : rupeesToPaise(body.depositAmount),
  };
  const identity = {
    idProofNumber: body.idProofNumber,
    dob,
    address: body.address,
    emergencyContact: body.emergencyContact && { ...body.emergencyContact },
    guardian: body.guardian,
  };
  return { columns, identity };
}

/** An edit's leaving date in the PG's time zone; null when none was given. */
export function leavingDateOf(body: UpdateTenantBody, timeZone: string): string | null {
  if (!body.leavingDate) return null;
  const date = toBusinessDate(body.leavingDate, timeZone);
  if (!date) throw new AppError('INVALID_INPUT', 'Leaving date must be a date');
  return date;
}

/** The identity to encrypt: each field as the body gave it, else as stored, else blank. */
export function identityToSeal(
  given: ReturnType<typeof toColumns>['identity'],
  stored: TenantIdentity | null,
): TenantIdentity {
  return {
    idProofNumber: given.idProofNumber,
    dob: given.dob === undefined ? (stored?.dob ?? null) : given.dob,
    address: given.address ?? stored?.address ?? '',
    emergencyContact: given.emergencyContact ??
      stored?.emergencyContact ?? { name: '', phone: '', relation: '' },
    guardian: given.guardian === undefined ? (stored?.guardian ?? null) : given.guardian,
  };
}

/**
 * The number an edit means: an answer's masked number echoed back means the stored one
 * (DESIGN.md); a masked Aadhaar number that is not the stored one's mask is no number.
 */
export function idNumberOfEdit(
  stored: TenantIdentity | null,
  current: TenantDetailRow,
  body: UpdateTenantBody,
): string {
  if (stored && body.idProofNumber === maskIdNumber(body.idProofType, current.idProofTail)) {
    return stored.idProofNumber;
  }
  if (body.idProofType === 'Aadhar' && !/^\d{12}$/.test(body.idProofNumber)) {
    throw new AppError('INVALID_INPUT', 'Aadhaar number must be 12 digits');
  }
  return body.idProofNumber;
}
