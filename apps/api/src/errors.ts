import type { ErrorCode, ErrorResponse } from '@nivas/domain';

/**
 * Each error code's HTTP status: the one map. A code is added to the domain's ERROR_CODES
 * first; this object must then name its status, or the type check fails.
 */
export const STATUS_BY_CODE = {
  // The request does not pass the contract, or a rule refuses it.
  INVALID_INPUT: 400,
  CURRENT_PASSWORD_REQUIRED: 400,
  COMMON_PASSWORD: 400,
  WEAK_PASSWORD: 400,
  BED_OUT_OF_RANGE: 400,
  DOB_IN_FUTURE: 400,
  JOINING_DATE_TOO_FAR: 400,
  PAYMENT_DATE_IN_FUTURE: 400,
  DATE_IN_FUTURE: 400,
  VACATE_DATE_IN_FUTURE: 400,
  INVALID_PHOTO: 400,
  RENT_PERIOD_FIXED: 400,
  NOT_POSITIVE: 400,
  OVER_BALANCE: 400,
  BELOW_PAID: 400,
  LEAVING_DATE_REQUIRED: 400,
  BED_REQUIRED: 400,
  NO_ELECTRICITY_RATE: 400,
  // Who is asking.
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  WRONG_CURRENT_PASSWORD: 401,
  // Missing, or another PG's: the same answer.
  NOT_FOUND: 404,
  // The request is fine, the data as it stands refuses it.
  EMAIL_TAKEN: 409,
  DUPLICATE_ROOM: 409,
  CAPACITY_BELOW_OCCUPANTS: 409,
  CAPACITY_BELOW_TAKEN_BED: 409,
  ROOM_OCCUPIED: 409,
  ROOM_FULL: 409,
  BED_TAKEN: 409,
  DUPLICATE_ID_PROOF: 409,
  DUPLICATE_TENANT: 409,
  DUPLICATE_RENT: 409,
  ALREADY_PAID: 409,
  PAYMENT_RECORDED: 409,
  PAYMENT_VOIDED: 409,
  PAYMENT_FROM_DEPOSIT: 409,
  RENT_HAS_PAYMENTS: 409,
  RENT_CANCELLED: 409,
  CHARGE_HAS_PAYMENTS: 409,
  CHARGE_WAIVED: 409,
  OVER_DEPOSIT_HELD: 409,
  METER_READING_ORDER: 409,
  MOVE_BEFORE_READING: 409,
  TENANT_INACTIVE: 409,
  IDENTITY_ERASED: 409,
  DEPOSIT_HELD: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_ATTEMPTS: 429,
  INTERNAL: 500,
} as const satisfies Record<ErrorCode, number>;

/** What an answer may carry beside `error` and `code`: the tenant a duplicate matches. */
export type ErrorDetails = Pick<ErrorResponse, 'duplicate'>;

/** The one error type services throw; the error handler answers its status and code. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = STATUS_BY_CODE[code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);

/**
 * The code of a failure that Fastify or a plugin raised with a status of its own (broken
 * JSON, a body too large, an unknown media type): its own status is kept, with the code that
 * names that kind of failure, INVALID_INPUT for any other client error.
 */
export function codeOfStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHORIZED';
    case 404:
      return 'NOT_FOUND';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 414:
      return 'URI_TOO_LONG';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'TOO_MANY_ATTEMPTS';
    default:
      return status >= 500 ? 'INTERNAL' : 'INVALID_INPUT';
  }
}

/** Every failed answer: `{ success: false, error, code }` (the domain's ErrorResponseSchema). */
export const errorAnswer = (
  code: ErrorCode,
  error: string,
  details: ErrorDetails = {},
): ErrorResponse => ({
  success: false,
  error,
  code,
  ...details,
});
