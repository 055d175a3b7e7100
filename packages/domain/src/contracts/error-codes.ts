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
  /** Changing the password or email: the current password is wrong or missing. */
  'WRONG_CURRENT_PASSWORD',
  'WEAK_PASSWORD',
  'EMAIL_TAKEN',
  'TOO_MANY_ATTEMPTS',
  'NOT_FOUND',
  'DUPLICATE_ROOM',
  /** A room's capacity may not go below the tenants in it. */
  'CAPACITY_BELOW_OCCUPANTS',
  /** A room with tenants may not be deleted. */
  'ROOM_OCCUPIED',
  'ROOM_FULL',
  'BED_TAKEN',
  'DUPLICATE_ID_PROOF',
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
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL',
] as const;

export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;
