import type { ErrorCode } from '@nivas/domain';
import {
  formatDuration,
  fromServer,
  type CodeDetails,
  type CodeText,
  type FormIssue,
} from './helpers';

/** What went wrong: the connection test, the server's error codes, form checks. */

export const diagnostics = {
  title: 'Connection Test',
  subtitle: 'Checks that this app can reach the Nivas server.',
  runAgain: 'Run tests again',
  running: 'Testing...',
  backToLogin: 'Back to sign in',
  backToDashboard: 'Back to dashboard',
  backend: {
    title: 'Backend status',
    reachable: 'Reachable',
    unreachable: 'Unreachable',
    checking: 'Checking...',
  },
  endpoints: {
    title: 'API endpoint status',
    /** The request a check sends, as HTTP writes it. */
    request: (path: string) => `GET ${path}`,
    health: 'Health check',
    debug: 'Debug information',
    ok: 'OK',
    failed: 'Failed',
    status: 'Status',
    database: 'Database',
    databaseUp: (kind: string) => `${kind}, reachable`,
    databaseDown: (kind: string) => `${kind}, not reachable`,
    environment: 'Environment',
    version: 'Version',
    uptime: 'Uptime',
    uptimeValue: (seconds: number) => formatDuration(seconds),
  },
  errors: {
    title: 'Errors',
    none: 'No errors. Everything answered.',
    hintsTitle: 'Things to try',
    hints: [
      'Check that the Nivas server is running (npm start) and has not stopped with an error.',
      'Open this page from the same address the server prints when it starts.',
      'If the API runs on another host, add this site to CORS_ORIGINS on the server.',
      'Check the phone or computer is connected to the internet or the local network.',
      'Reload the page after the server is back.',
    ],
    timeout: 'The server took longer than 15 seconds to answer.',
    unexpectedAnswer: 'The server answered, but not in the form this app expects.',
    unknown: 'The check failed for an unknown reason.',
    failedCheck: (what: string) => `${what} failed`,
    offline: 'This device is offline.',
  },
  info: {
    title: 'Connection information',
    apiBaseUrl: 'API base URL',
    origin: 'This site',
    online: 'Browser network',
    onlineYes: 'Online',
    onlineNo: 'Offline',
    responseTime: (what: string) => `${what} response time`,
    milliseconds: (ms: number) => `${Math.round(ms)} ms`,
    notMeasured: 'Not measured',
  },
};

export const errors = {
  pageFailed: 'Something went wrong while opening this page.',
  reload: 'Reload',
  requestTimedOut: 'The server took too long to answer. Please try again.',
  cannotReachServer: 'Cannot reach the server — check your connection',
  /**
   * The words for a failed answer's code (contracts/error-codes.ts), one for every code
   * (i18n.test.ts). The server's English `error` names the field, the room or the limit:
   * where it says more than a fixed text could, English shows it as it is.
   */
  codes: {
    INVALID_INPUT: fromServer('Some of what was sent is not valid. Check the form and try again.'),
    UNAUTHORIZED: fromServer('Not authorized: please sign in again.'),
    INVALID_CREDENTIALS: 'Invalid email or password',
    WRONG_CURRENT_PASSWORD: 'Current password is incorrect',
    CURRENT_PASSWORD_REQUIRED: 'Current password is required to change the email',
    COMMON_PASSWORD: fromServer(
      'This is one of the most common passwords. Choose another: three or four unrelated words make a strong one.',
    ),
    WEAK_PASSWORD: fromServer(
      'This password is too easy to guess. Make it longer: three or four unrelated words, or add uncommon words, numbers and symbols.',
    ),
    EMAIL_TAKEN: 'An account with this email already exists',
    TOO_MANY_ATTEMPTS: 'Too many failed attempts. Please wait a minute and try again.',
    NOT_FOUND: fromServer('Not found: it may have been deleted.'),
    DUPLICATE_ROOM: fromServer('A room with this number already exists'),
    CAPACITY_BELOW_OCCUPANTS: fromServer(
      'The capacity cannot be less than the tenants living in the room.',
    ),
    CAPACITY_BELOW_TAKEN_BED: fromServer(
      'The capacity cannot be less than the highest bed a tenant holds.',
    ),
    ROOM_OCCUPIED: fromServer('This room still has tenants: move them out first.'),
    ROOM_FULL: fromServer('This room is at full capacity'),
    BED_OUT_OF_RANGE: fromServer('This bed number is not in the room'),
    BED_TAKEN: fromServer('This bed is already occupied'),
    DUPLICATE_ID_PROOF: ({ duplicate }: CodeDetails) =>
      duplicate
        ? `${duplicate.name} already has this ID number`
        : 'A tenant with this ID number already exists',
    DUPLICATE_TENANT: ({ duplicate }: CodeDetails) =>
      duplicate
        ? `${duplicate.name} already has this ${duplicate.match === 'phone' ? 'phone number' : 'ID number'}`
        : 'An active tenant already has this phone number',
    LEAVING_DATE_REQUIRED: 'Enter the date the tenant left.',
    BED_REQUIRED: 'Choose a room and a bed: an active tenant needs a bed.',
    DOB_IN_FUTURE: 'Date of birth cannot be in the future',
    INVALID_PHOTO: fromServer('The photo must be a JPEG or PNG image'),
    DUPLICATE_RENT: 'A rent record for this tenant and period already exists',
    RENT_PERIOD_FIXED: 'Tenant, month and year cannot be changed',
    ALREADY_PAID: 'This rent is already paid',
    NOT_POSITIVE: 'Amount must be more than 0',
    OVER_BALANCE: 'Amount cannot be more than the balance still due',
    BELOW_PAID: 'Amount cannot be less than what has already been paid',
    PAYMENT_RECORDED: 'This rent is already paid; recorded payments cannot be undone',
    PAYMENT_VOIDED: 'This payment has already been voided.',
    PAYMENT_FROM_DEPOSIT:
      'This payment was made from the deposit at move-out, so it cannot be voided.',
    RENT_HAS_PAYMENTS:
      'This rent, or its late fee, has payments recorded against it. Void them first, then delete the rent.',
    RENT_CANCELLED: 'This rent was cancelled when its tenant left',
    CHARGE_HAS_PAYMENTS:
      'This charge has payments recorded against it. Void its payments first, then waive it.',
    CHARGE_WAIVED: 'This charge has already been waived.',
    OVER_DEPOSIT_HELD: 'Amount cannot be more than the deposit held',
    METER_READING_ORDER: 'A reading must be later than the room’s last one, and not lower than it.',
    NO_ELECTRICITY_RATE:
      'Set the electricity rate in Settings first: the bill is worked out from it.',
    MOVE_BEFORE_READING: fromServer(
      'The date cannot be before a room’s last meter reading: its electricity up to then is already shared.',
    ),
    TENANT_INACTIVE: 'This tenant has already moved out.',
    VACATE_DATE_IN_FUTURE:
      'A move-out is recorded on the day the tenant leaves, or after it. A later leaving date can be previewed, not recorded.',
    IDENTITY_ERASED:
      'This tenant left and their identity data was erased: a photo or ID card can be added again only if they come back.',
    DEPOSIT_HELD: fromServer(
      'This tenant’s deposit is still held: refund or settle it first (moving them out settles it).',
    ),
    PAYMENT_DATE_IN_FUTURE:
      'The payment date cannot be in the future: use today or an earlier day.',
    DATE_IN_FUTURE: 'The date cannot be in the future: use today or an earlier day.',
    JOINING_DATE_TOO_FAR: 'The joining date cannot be more than a year from today.',
    PAYLOAD_TOO_LARGE: fromServer('The file is too large: at most 2 MB.'),
    URI_TOO_LONG: fromServer('The address is too long.'),
    UNSUPPORTED_MEDIA_TYPE: fromServer('The server cannot read what was sent.'),
    INTERNAL: fromServer('Something went wrong. Please try again.'),
  } satisfies Record<ErrorCode, CodeText> as Record<ErrorCode, CodeText>,
};

/**
 * A form's own check, in this language. English shows the contract's words (the domain's,
 * the same the API answers); another language says it in its own from the issue's kind.
 */
export const validation = {
  issue: (issue: FormIssue) => issue.message,
};
