import { z } from 'zod';

/**
 * Every failed answer carries one of these codes beside its English `error`, so a client (and
 * the Hindi interface) can say it in its own words. The API maps each code to its HTTP status
 * (apps/api/src/errors.ts); a new failure gets a new code here first.
 */
export const ERROR_CODES = [
  /** The body, query or address does not pass the contract. */
  'INVALID_INPUT',
  /** No session, an ended one, or a token that is not ours. */
  'UNAUTHORIZED',
  /** Email and password do not match an account. */
  'INVALID_CREDENTIALS',
  /** Changing the password or email: the current password is wrong. */
  'WRONG_CURRENT_PASSWORD',
  /** Changing the email without the current password. */
  'CURRENT_PASSWORD_REQUIRED',
  /** A new password on the common-password list. */
  'COMMON_PASSWORD',
  /** A new password the strength estimator scores too low. */
  'WEAK_PASSWORD',
  'EMAIL_TAKEN',
  'TOO_MANY_ATTEMPTS',
  'NOT_FOUND',
  'DUPLICATE_ROOM',
  /** A room's capacity may not go below the tenants in it. */
  'CAPACITY_BELOW_OCCUPANTS',
  /** Nor below the highest bed a tenant holds (beds run from 1 to the capacity). */
  'CAPACITY_BELOW_TAKEN_BED',
  /** A room with tenants may not be deleted. */
  'ROOM_OCCUPIED',
  'ROOM_FULL',
  /** A bed number past the room's capacity. */
  'BED_OUT_OF_RANGE',
  'BED_TAKEN',
  'DUPLICATE_ID_PROOF',
  /** An active tenant has this phone number; the answer names them (`duplicate`). */
  'DUPLICATE_TENANT',
  /** Setting an active tenant inactive needs the day they left. */
  'LEAVING_DATE_REQUIRED',
  /** Making an inactive tenant active again needs a room and a bed. */
  'BED_REQUIRED',
  /** A date of birth after today. */
  'DOB_IN_FUTURE',
  /** A tenant's joining date more than a year after today (domain rules/date-limits.ts). */
  'JOINING_DATE_TOO_FAR',
  /** A payment dated after today (domain rules/date-limits.ts). */
  'PAYMENT_DATE_IN_FUTURE',
  /** A meter reading or a deposit entry dated after today (domain rules/date-limits.ts). */
  'DATE_IN_FUTURE',
  /** A tenant photo that is neither a JPEG nor a PNG image. */
  'INVALID_PHOTO',
  'DUPLICATE_RENT',
  /** A rent's tenant, month and year are fixed once it exists. */
  'RENT_PERIOD_FIXED',
  /** Payment limit (domain rules/payments.ts). */
  'ALREADY_PAID',
  'NOT_POSITIVE',
  'OVER_BALANCE',
  'BELOW_PAID',
  /** A paid rent cannot be marked unpaid: recorded payments stay. */
  'PAYMENT_RECORDED',
  /** A payment is voided once. */
  'PAYMENT_VOIDED',
  /** A payment made from the deposit at move-out is part of the settlement: never voided. */
  'PAYMENT_FROM_DEPOSIT',
  /** A rent with live (not voided) payments is not deleted: void them first. */
  'RENT_HAS_PAYMENTS',
  /** Nothing is paid on a rent cancelled when its tenant left. */
  'RENT_CANCELLED',
  /** A charge with live payments is not waived: void them first. */
  'CHARGE_HAS_PAYMENTS',
  /** A charge is waived once. */
  'CHARGE_WAIVED',
  /** A deposit deduction or refund larger than what is held. */
  'OVER_DEPOSIT_HELD',
  /** Readings go in order: a new one later, and not lower, than the room's last; only the last undone. */
  'METER_READING_ORDER',
  /** A move dated before a room's last meter reading, whose period is already shared. */
  'MOVE_BEFORE_READING',
  /** Splitting a meter bill needs the PG's electricity rate in settings. */
  'NO_ELECTRICITY_RATE',
  /** A move-out for a tenant who is not active (already moved out). */
  'TENANT_INACTIVE',
  /** A move-out recorded ahead of its vacate date (domain rules/move-out.ts); previewed, it is fine. */
  'VACATE_DATE_IN_FUTURE',
  /** A photo or ID card for a tenant who left and whose identity data was erased. */
  'IDENTITY_ERASED',
  /** A tenant is not deleted while a deposit is held: refunded or settled first. */
  'DEPOSIT_HELD',
  'PAYLOAD_TOO_LARGE',
  /** An id in the address past its length limit. */
  'URI_TOO_LONG',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL',
] as const;

export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;
