/** The one error type services throw; the error handler maps its code to an HTTP status. */
const STATUS_BY_CODE = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** An active tenant of the PG already has this ID type and number. */
  DUPLICATE_ID_PROOF: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
} as const;

export type AppErrorCode = keyof typeof STATUS_BY_CODE;

export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: AppErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = STATUS_BY_CODE[code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
