import fc from 'fast-check';
import { TEST_PASSWORD } from './test-app';

/**
 * Values that break one field of a write body, built from the contract's rules as SPEC.md and
 * packages/domain state them (written again here, on purpose: if the server's validation grew
 * lax, these values would pass it and the fuzz test would see a success). Each field also says
 * how a good error names it, so an answer that blames the wrong thing fails the test.
 */
export interface BrokenField {
  /** Dotted path in the body: `emergencyContact.phone`. */
  key: string;
  /** What an error about this field contains: its label or its key. */
  names: RegExp;
  invalid: fc.Arbitrary<unknown>;
}

/** Put in place of a value: the field is left out of the body. */
export const MISSING = Symbol('missing');
/** Put in place of a value: written into the JSON text as `1e400`, which parses as Infinity. */
export const HUGE_NUMBER = Symbol('1e400');
const HUGE_NUMBER_TEXT = '\u0000huge-number\u0000';

/** A copy of `body` with each broken value set at its path (or removed, for MISSING). */
export function withValues(body: Record<string, unknown>, values: [string, unknown][]) {
  const copy = structuredClone(body);
  for (const [key, value] of values) {
    const path = key.split('.');
    let target = copy;
    for (const part of path.slice(0, -1)) {
      if (typeof target[part] !== 'object' || target[part] === null) target[part] = {};
      target = target[part] as Record<string, unknown>;
    }
    const last = path.at(-1)!;
    if (value === MISSING) delete target[last];
    else target[last] = value === HUGE_NUMBER ? HUGE_NUMBER_TEXT : structuredClone(value);
  }
  return copy;
}

export function toJsonText(body: unknown): string {
  return JSON.stringify(body).replaceAll(JSON.stringify(HUGE_NUMBER_TEXT), '1e400');
}

const label = (...names: string[]) => new RegExp(names.join('|'), 'i');

// Building blocks ------------------------------------------------------------------------

const anyObject = fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), {
  maxKeys: 3,
});
const finiteDouble = fc.double({ noNaN: true, noDefaultInfinity: true });
/** Not a string, and not null (which some fields read as blank). */
const notTextNorNull = fc.oneof(
  fc.integer(),
  finiteDouble,
  fc.boolean(),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  anyObject,
);
const notText = fc.oneof(notTextNorNull, fc.constant(null));
const blank = fc.constantFrom('', ' ', '  \t\n ');

/**
 * Longer than `max` characters (code points, as the contract counts them) even after trimming:
 * a little over, far over, in other scripts, and 100,000 characters.
 */
export function tooLong(max: number) {
  const codePoints = (s: string) => [...s].length;
  return fc.oneof(
    fc.integer({ min: max + 1, max: max + 300 }).map((n) => 'x'.repeat(n)),
    fc
      .string({ minLength: max + 1, maxLength: max + 40, unit: 'grapheme' })
      .filter((s) => codePoints(s.trim()) > max),
    fc.constantFrom('😀'.repeat(max + 1), 'ह'.repeat(max + 1)),
    fc.constantFrom('x'.repeat(100_000), 'ह'.repeat(100_000)),
  );
}

/**
 * Text holding a control character: a NUL byte (which PostgreSQL cannot store in text and
 * once reached a 500 that logged the whole query), or another C0/C1 control.
 */
export const withControlCharacter = fc
  .tuple(
    fc.string({ maxLength: 6 }),
    fc.constantFrom('\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\u0085', '\u009f'),
    fc.string({ maxLength: 6 }),
  )
  .map(([before, control, after]) => `a${before}${control}${after}`);

function requiredText(key: string, names: RegExp, max: number): BrokenField {
  return {
    key,
    names,
    invalid: fc.oneof(fc.constant(MISSING), blank, notText, tooLong(max), withControlCharacter),
  };
}

function optionalText(key: string, names: RegExp, max: number): BrokenField {
  return { key, names, invalid: fc.oneof(notText, tooLong(max), withControlCharacter) };
}

/** Strings that are no number at all, whatever a form might send. */
const notNumeric = fc.oneof(
  fc.string({ maxLength: 10 }).map((s) => `x${s}`),
  fc.constantFrom('', '   ', 'NaN', 'Infinity', '-Infinity', '1e999', '1,5', '١٢', '0x', '5 rooms'),
  // Number() reads these, but they are no plain decimals.
  fc.constantFrom('0x10', '1e1', '0b11', '0o7', '1_000', '1e-9'),
);

/** A whole number between min and max; numeric strings are accepted, so they are broken too. */
function wholeNumber(
  key: string,
  names: RegExp,
  bounds: { min: number; max: number },
  options: { required?: boolean; nullable?: boolean } = {},
): BrokenField {
  const { min, max } = bounds;
  const fractional = fc
    .double({ min: min - 5, max: max + 5, noNaN: true })
    .filter((n) => !Number.isInteger(n));
  const outOfRange = fc.oneof(
    fc.integer({ min: -1_000_000_000, max: min - 1 }),
    fc.integer({ min: max + 1, max: 2_000_000_000 }),
    fc.constantFrom(2 ** 53 + 2, -(2 ** 53) - 2, 1e300),
  );
  const wrongType = options.nullable
    ? fc.oneof(fc.boolean(), fc.array(fc.integer(), { maxLength: 2 }), anyObject)
    : fc.oneof(
        fc.boolean(),
        fc.constant(null),
        fc.array(fc.integer(), { maxLength: 2 }),
        anyObject,
      );
  const numericText = fc.oneof(fractional, outOfRange).map(String);
  const strings = options.nullable ? notNumeric.filter((s) => s !== '') : notNumeric;
  return {
    key,
    names,
    invalid: fc.oneof(
      ...(options.required === false ? [] : [fc.constant(MISSING)]),
      fractional,
      outOfRange,
      numericText,
      strings,
      wrongType,
      fc.constant(HUGE_NUMBER),
    ),
  };
}

/** Rupees: negative, more than the limit, more than two decimals, or no number. */
function rupees(
  key: string,
  names: RegExp,
  options: { required: boolean; positive?: boolean },
): BrokenField {
  const threeDecimals = fc
    .integer({ min: 0, max: 9_999_999_999 })
    .filter((n) => n % 10 !== 0)
    .map((n) => n / 1000);
  return {
    key,
    names,
    invalid: fc.oneof(
      ...(options.required ? [fc.constant(MISSING), fc.constant(null)] : []),
      threeDecimals,
      threeDecimals.map(String),
      fc.double({ min: -1e9, max: -0.01, noNaN: true }),
      ...(options.positive ? [fc.constantFrom(0, '0', 0.0)] : []),
      // More than zero, yet less than a paisa.
      fc.constantFrom(1e-9, 0.001, 1e-300, 0.004),
      fc.double({ min: 10_000_000.01, max: 1e15, noNaN: true }),
      options.required ? notNumeric : notNumeric.filter((s) => s !== ''),
      fc.oneof(fc.boolean(), fc.array(fc.integer(), { maxLength: 2 }), anyObject),
      fc.constant(HUGE_NUMBER),
    ),
  };
}

function oneOf(
  key: string,
  names: RegExp,
  values: readonly string[],
  options: { blankIsUnset?: boolean } = {},
): BrokenField {
  const others = fc.string({ maxLength: 20 }).filter((s) => !values.includes(s));
  return {
    key,
    names,
    invalid: fc.oneof(
      options.blankIsUnset ? others.filter((s) => s !== '') : others,
      // Near misses: another case or a leading space ('UPI' upper-cased is still 'UPI').
      fc.constantFrom(
        ...[...values.map((v) => v.toUpperCase()), ...values.map((v) => ` ${v}`)].filter(
          (v) => !values.includes(v),
        ),
      ),
      options.blankIsUnset ? notTextNorNull : notText,
    ),
  };
}

const isDate = (text: string) => !Number.isNaN(new Date(text.trim()).getTime());

/** A date: text that no date parser reads, or more than 40 characters. */
function dateText(
  key: string,
  names: RegExp,
  options: { required: boolean; blankIsUnset?: boolean },
): BrokenField {
  const unreadable = fc
    .string({ maxLength: 40 })
    .filter((s) => !isDate(s) && !(options.blankIsUnset && s === ''));
  return {
    key,
    names,
    invalid: fc.oneof(
      ...(options.required ? [fc.constant(MISSING)] : []),
      unreadable,
      fc.constantFrom(
        '2026-13-01',
        '2026-02-30x',
        '31/12/2026',
        'tomorrow',
        '12345678901234567890',
      ),
      // Dates a parser reads, outside 1900 to 2100 or in expanded years.
      fc.constantFrom(
        '0000-01-01',
        '1899-12-31',
        '2101-01-01',
        '+010000-01-01',
        '275760-09-13',
        '0000-01-01T00:00:00.000Z',
      ),
      fc.constant(`2026-01-01${' '.repeat(20)}T00:00:00.000000000000000000Z`),
      options.blankIsUnset ? notTextNorNull : notText,
    ),
  };
}

const notUuid = fc.oneof(
  fc.string({ maxLength: 40 }).filter((s) => s !== '' && !/^[0-9a-f-]{36}$/i.test(s)),
  fc.constantFrom("' or 1=1 --", '00000000-0000-0000-0000-00000000000g', '{}', '../rooms'),
);

/** An id in the body: no id at all, a random one (nobody's), or another admin's. */
function reference(
  key: string,
  names: RegExp,
  otherAdminsId: string,
  options: { nullable?: boolean } = {},
): BrokenField {
  return {
    key,
    names,
    invalid: fc.oneof(
      ...(options.nullable ? [] : [fc.constant(MISSING), fc.constant('')]),
      notUuid,
      options.nullable ? notTextNorNull : notText,
      fc.uuid({ version: 4 }),
      fc.constant(otherAdminsId),
    ),
  };
}

function booleanField(key: string, names: RegExp): BrokenField {
  return {
    key,
    names,
    invalid: fc.oneof(
      fc.constantFrom('true', 'false', 'yes', '', 0, 1, null),
      fc.string({ maxLength: 8 }),
      fc.array(fc.boolean(), { maxLength: 2 }),
      anyObject,
    ),
  };
}

const nonTenDigits = fc.oneof(
  fc.stringMatching(/^\d{1,9}$/),
  fc.stringMatching(/^\d{11,20}$/),
  fc
    .tuple(
      fc.stringMatching(/^\d{10}$/),
      fc.integer({ min: 0, max: 9 }),
      fc.constantFrom(...'ab+-.# '),
    )
    .map(([digits, at, char]) => digits.slice(0, at) + char + digits.slice(at + 1))
    .filter((s) => !/^\d{10}$/.test(s.trim())),
  fc.constantFrom('+919876543210', '98765 43210', '९८७६५४३२१०'),
);

function phone(key: string, options: { blankIsUnset?: boolean } = {}): BrokenField {
  return {
    key,
    names: label('phone'),
    invalid: options.blankIsUnset
      ? fc.oneof(nonTenDigits, notTextNorNull, fc.constantFrom(' ', '\t'))
      : fc.oneof(fc.constant(MISSING), blank, nonTenDigits, notText),
  };
}

const noAt = fc
  .string({ minLength: 1, maxLength: 60 })
  .map((s) => s.replaceAll('@', ''))
  .filter((s) => s.trim() !== '');

function email(key: string, options: { blankIsUnset?: boolean; taken?: string } = {}): BrokenField {
  const wrong = fc.oneof(
    noAt,
    fc.constantFrom('a@', '@b.co', 'a b@c.co', 'a@@b.co', 'a@b@c.co'),
    fc.constant(`${'a'.repeat(250)}@example.com`),
    ...(options.taken ? [fc.constant(options.taken)] : []),
  );
  return {
    key,
    names: label('email', 'already exists'),
    invalid: options.blankIsUnset
      ? fc.oneof(wrong, notTextNorNull)
      : fc.oneof(fc.constant(MISSING), blank, wrong, notText),
  };
}

function passwordField(key: string, names: RegExp): BrokenField {
  return {
    key,
    names,
    invalid: fc.oneof(
      fc.constant(MISSING),
      fc.string({ maxLength: 7 }),
      fc.integer({ min: 129, max: 2000 }).map((n) => 'p'.repeat(n)),
      notText,
    ),
  };
}

// The bodies of the write routes ---------------------------------------------------------

export const profileFields = (takenEmail: string): BrokenField[] => [
  requiredText('name', label('name'), 100),
  email('email', { taken: takenEmail }),
  requiredText('pgName', label('PG name', 'pgName'), 120),
  requiredText('address', label('address'), 500),
  phone('phone'),
];

export const registerFields = (takenEmail: string): BrokenField[] => [
  ...profileFields(takenEmail),
  passwordField('password', label('password')),
  {
    key: 'confirmPassword',
    names: label('password'),
    invalid: fc.oneof(
      fc.constant(MISSING),
      fc.string({ maxLength: 20 }).filter((s) => s !== TEST_PASSWORD),
      notText,
    ),
  },
];

export const loginFields: BrokenField[] = [
  requiredText('email', label('email'), 254),
  {
    key: 'password',
    names: label('password'),
    invalid: fc.oneof(
      fc.constant(MISSING),
      fc.constant(''),
      notText,
      fc.integer({ min: 1025, max: 5000 }).map((n) => 'p'.repeat(n)),
    ),
  },
];

export const updatePasswordFields: BrokenField[] = [
  {
    key: 'currentPassword',
    names: label('current password', 'currentPassword'),
    invalid: fc.oneof(
      fc.constant(MISSING),
      fc.constant(''),
      notText,
      fc.integer({ min: 1025, max: 5000 }).map((n) => 'p'.repeat(n)),
      // A well-formed wrong password is not malformed: it is a counted failure, and a dozen of
      // them hold the account (login-throttle.test.ts).
    ),
  },
  passwordField('newPassword', label('new password', 'newPassword')),
];

const amenities: BrokenField = {
  key: 'amenities',
  names: label('amenit'),
  invalid: fc.oneof(
    fc.oneof(
      fc.string({ maxLength: 10 }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      anyObject,
    ),
    fc.integer({ min: 41, max: 300 }).map((n) => Array.from({ length: n }, (_, i) => `A${i}`)),
    fc
      .tuple(
        fc.array(fc.constantFrom('Fan', 'WiFi', 'AC'), { maxLength: 2 }),
        fc.oneof(blank, notText, tooLong(40)),
      )
      .map(([good, bad]) => [...new Set(good), bad]),
    fc.constantFrom(['Fan', 'fan'], ['WiFi', 'WiFi'], ['AC', ' ac ']),
  ),
};

export const roomFields = (taken: { roomNumber: string; floorNumber: number }): BrokenField[] => [
  {
    ...requiredText('roomNumber', label('room number', 'roomNumber'), 20),
    // Another room's number on the same floor is a 409 naming the room.
    invalid: fc.oneof(requiredText('roomNumber', /./, 20).invalid, fc.constant(taken.roomNumber)),
    names: label('room number', 'roomNumber', `Room ${taken.roomNumber} already exists`),
  },
  wholeNumber('floorNumber', label('floor number', 'floorNumber'), { min: 0, max: 200 }),
  wholeNumber('capacity', label('capacity'), { min: 1, max: 50 }),
  rupees('rentAmount', label('rent amount', 'rentAmount'), { required: true }),
  amenities,
  optionalText('description', label('description'), 1000),
];

const idProofTypes = ['Aadhar', 'PAN', 'Driving License', 'Passport', 'Voter ID', 'Other'];

/** An owner's or a tenant's language: en or hi. */
const language = oneOf('language', label('language'), ['en', 'hi']);

export const tenantFields = (context: {
  otherAdminsRoomId: string;
  forUpdate: boolean;
}): BrokenField[] => [
  requiredText('name', label('name'), 100),
  email('email', { blankIsUnset: true }),
  phone('phone'),
  {
    key: 'emergencyContact',
    names: label('emergency', 'expected object'),
    invalid: fc.oneof(
      fc.oneof(
        fc.string({ maxLength: 10 }),
        fc.integer(),
        fc.constant(null),
        fc.array(fc.string()),
      ),
      // A misspelt field inside must not pass for a valid body either.
      fc.constant({ name: 'Meena Sharma', phon: '9812345671', relation: 'Mother' }),
    ),
  },
  optionalText('emergencyContact.name', label('emergency contact name', 'emergencyContact'), 100),
  {
    ...phone('emergencyContact.phone', { blankIsUnset: true }),
    names: label('phone', 'emergency'),
  },
  optionalText(
    'emergencyContact.relation',
    label('emergency contact relation', 'emergencyContact'),
    50,
  ),
  oneOf('idProofType', label('ID proof type', 'idProofType'), idProofTypes),
  {
    key: 'idProofNumber',
    names: label('ID proof number', 'idProofNumber', 'Aadhaar'),
    // The body's type is Aadhar: anything but 12 digits is refused.
    invalid: fc.oneof(
      requiredText('idProofNumber', /./, 30).invalid,
      fc.stringMatching(/^\d{1,11}$/),
      fc.stringMatching(/^\d{13,20}$/),
      fc.constantFrom('2345 6789 012X', 'ABCD EFGH IJKL'),
    ),
  },
  optionalText('occupation', label('occupation'), 100),
  dateText('joiningDate', label('joining date', 'joiningDate'), { required: true }),
  booleanField('active', label('active')),
  {
    ...dateText('dob', label('date of birth', 'dob'), { required: false, blankIsUnset: true }),
    invalid: fc.oneof(
      dateText('dob', /./, { required: false, blankIsUnset: true }).invalid,
      fc.constantFrom('2999-01-01', '9999-12-31'),
    ),
    names: label('date of birth', 'dob'),
  },
  oneOf('gender', label('gender'), ['Male', 'Female', 'Other'], { blankIsUnset: true }),
  language,
  optionalText('address', label('address'), 500),
  reference('roomId', label('room', 'bed'), context.otherAdminsRoomId, {
    nullable: context.forUpdate,
  }),
  rupees('rentAmount', label('rent amount', 'rentAmount'), { required: false }),
  rupees('depositAmount', label('deposit', 'depositAmount'), { required: false }),
  booleanField('allowDuplicate', label('allowDuplicate')),
  ...(context.forUpdate
    ? [
        dateText('leavingDate', label('leaving date', 'leavingDate'), {
          required: false,
          blankIsUnset: true,
        }),
      ]
    : []),
  {
    ...wholeNumber(
      'bedNumber',
      label('bed'),
      { min: 1, max: 50 },
      { required: !context.forUpdate, nullable: context.forUpdate },
    ),
    // The fixture room has 3 beds: 4 to 50 pass the contract and are refused by the room.
    invalid: fc.oneof(
      wholeNumber('bedNumber', /./, { min: 1, max: 50 }, { nullable: context.forUpdate }).invalid,
      fc.integer({ min: 4, max: 50 }),
    ),
  },
];

const paymentMethods = ['Cash', 'UPI', 'Bank Transfer', 'Cheque', 'Other'];

export const rentFields = (context: { otherAdminsTenantId: string }): BrokenField[] => [
  reference('tenantId', label('tenant'), context.otherAdminsTenantId),
  rupees('amount', label('amount'), { required: true }),
  wholeNumber('month', label('month'), { min: 1, max: 12 }),
  wholeNumber('year', label('year'), { min: 2000, max: 2100 }),
  dateText('dueDate', label('due date', 'dueDate'), { required: true }),
  booleanField('isPaid', label('isPaid', 'paid')),
  dateText('paymentDate', label('payment date', 'paymentDate'), {
    required: false,
    blankIsUnset: true,
  }),
  oneOf('paymentMethod', label('payment method', 'paymentMethod'), paymentMethods, {
    blankIsUnset: true,
  }),
  optionalText('paymentReference', label('payment reference', 'paymentReference'), 100),
  optionalText('notes', label('notes'), 500),
  oneOf('paymentPeriod', label('payment period', 'paymentPeriod'), ['monthly', 'weekly', 'daily']),
  wholeNumber(
    'weekNumber',
    label('week number', 'weekNumber'),
    { min: 1, max: 53 },
    { required: false, nullable: true },
  ),
];

export const payFields: BrokenField[] = [
  {
    ...booleanField('isPaid', label('isPaid', 'paid')),
    // Only true pays: a payment is undone by voiding it.
    invalid: fc.oneof(booleanField('isPaid', /./).invalid, fc.constant(false)),
  },
  {
    ...rupees('amount', label('amount', 'balance'), { required: false, positive: true }),
    // More than the balance (the fixture rent's balance is below ₹10,000) is refused too.
    invalid: fc.oneof(
      rupees('amount', /./, { required: false, positive: true }).invalid,
      fc.integer({ min: 10_001, max: 10_000_000 }),
    ),
  },
  dateText('paymentDate', label('payment date', 'paymentDate'), {
    required: false,
    blankIsUnset: true,
  }),
  oneOf('paymentMethod', label('payment method', 'paymentMethod'), paymentMethods, {
    blankIsUnset: true,
  }),
  optionalText('paymentReference', label('payment reference', 'paymentReference'), 100),
  optionalText('notes', label('notes'), 500),
];

export const generateFields: BrokenField[] = [
  { ...wholeNumber('month', label('month'), { min: 1, max: 12 }, { required: false }) },
  // Year alone missing is "month without a year"; both missing would be a valid body.
  wholeNumber('year', label('year', 'month and year'), { min: 2000, max: 2100 }),
];

/** Every setting may be left out (it keeps its value); what is sent must be valid. */
export const settingsFields: BrokenField[] = [
  wholeNumber(
    'eraseIdentityAfterDays',
    label('days before identity data is erased', 'eraseIdentityAfterDays'),
    { min: 0, max: 3650 },
    { required: false },
  ),
  wholeNumber('dueDay', label('due day', 'dueDay'), { min: 1, max: 28 }, { required: false }),
  wholeNumber(
    'graceDays',
    label('grace days', 'graceDays'),
    { min: 0, max: 30 },
    { required: false },
  ),
  oneOf('firstMonth', label('first month', 'firstMonth'), ['prorated', 'full']),
  {
    key: 'timeZone',
    names: label('time zone', 'timeZone'),
    invalid: fc.oneof(
      blank,
      notText,
      tooLong(64),
      withControlCharacter,
      fc.constantFrom('Mars/Olympus_Mons', 'Asia/Bangalore', 'GMT+5:30', 'asia kolkata'),
    ),
  },
  rupees('electricityRate', label('electricity rate', 'electricityRate'), { required: false }),
  {
    key: 'lateFee',
    names: label('late fee', 'lateFee', 'expected object'),
    invalid: fc.oneof(
      fc.oneof(
        fc.string({ maxLength: 10 }),
        fc.integer(),
        fc.constant(null),
        fc.array(fc.string()),
      ),
      fc.constant({ kind: 'flat', amount: 100, max: 0, maximum: 5 }),
    ),
  },
  oneOf('lateFee.kind', label('late fee kind', 'lateFee'), ['none', 'flat', 'perDay']),
  rupees('lateFee.amount', label('late fee amount', 'lateFee'), { required: true }),
  rupees('lateFee.max', label('late fee maximum', 'lateFee'), { required: true }),
  wholeNumber(
    'noticeDays',
    label('notice days', 'noticeDays'),
    { min: 0, max: 365 },
    { required: false },
  ),
  wholeNumber(
    'minStayMonths',
    label('minimum stay', 'minStayMonths'),
    { min: 0, max: 36 },
    { required: false },
  ),
  rupees('exitCharge', label('exit charge', 'exitCharge'), { required: false }),
  wholeNumber(
    'depositRefundDays',
    label('deposit refund days', 'depositRefundDays'),
    { min: 0, max: 90 },
    { required: false },
  ),
  {
    key: 'upiId',
    names: label('UPI ID', 'upiId'),
    invalid: fc.oneof(
      notText,
      tooLong(256),
      withControlCharacter,
      fc.constantFrom('sunrise', 'a@b', 'sun rise@ybl', '@ybl', 'sunrise@ybl.com', 'x@@ybl'),
    ),
  },
  {
    key: 'payeeName',
    names: label('payee name', 'payeeName'),
    invalid: fc.oneof(notText, tooLong(50), withControlCharacter),
  },
  wholeNumber(
    'remindDaysBefore',
    label('days before a due to remind', 'remindDaysBefore'),
    { min: 0, max: 30 },
    { required: false },
  ),
  ...(['en', 'hi'] as const).map((language) => ({
    key: `reminderTemplates.${language}`,
    names: label(`${language === 'en' ? 'English' : 'Hindi'} reminder`, 'reminderTemplates'),
    invalid: fc.oneof(
      blank,
      notText,
      tooLong(1000),
      withControlCharacter,
      fc.constantFrom('Hello {nmae}', '{amount} {upi_link}'),
    ),
  })),
];

/** POST /tenants/{id}/reminders: how the reminder went. */
/** The owner's interface language: required, en or hi. */
export const adminLanguageFields: BrokenField[] = [
  { ...language, invalid: fc.oneof(fc.constant(MISSING), language.invalid) },
];

export const reminderFields: BrokenField[] = [
  oneOf('channel', label('channel'), ['whatsapp', 'sms', 'call']),
];

export const voidFields: BrokenField[] = [requiredText('reason', label('reason'), 200)];

export const moveOutFields: BrokenField[] = [
  dateText('noticeDate', label('notice date', 'noticeDate'), { required: true }),
  dateText('vacateDate', label('vacate date', 'vacateDate'), { required: true }),
  {
    key: 'deductions',
    names: label('deductions', 'reason', 'amount'),
    invalid: fc.oneof(
      notTextNorNull.filter((v) => !Array.isArray(v)),
      fc.constant(null),
      fc.constantFrom(
        [{ reason: '', amount: 100 }],
        [{ reason: 'Lost key', amount: 0 }],
        [{ reason: 'Lost key', amount: -5 }],
        [{ reason: 'Lost key' }],
        [{ amount: 100 }],
        ['Lost key'],
        Array.from({ length: 21 }, () => ({ reason: 'Key', amount: 1 })),
      ),
    ),
  },
  oneOf('refundMethod', label('refund method', 'refundMethod'), paymentMethods),
  optionalText('refundReference', label('refund reference', 'refundReference'), 100),
];

/** Waiving a charge takes a reason, as voiding a payment does. */
export const waiveFields: BrokenField[] = voidFields;

/** The valid body is a collection: it needs a method, and any amount is within the limit. */
export const depositFields: BrokenField[] = [
  oneOf('kind', label('kind'), ['collect', 'deduct', 'refund']),
  rupees('amount', label('amount'), { required: true, positive: true }),
  dateText('date', label('date'), { required: true }),
  {
    ...oneOf('method', label('method'), paymentMethods),
    invalid: fc.oneof(oneOf('method', /./, paymentMethods).invalid, fc.constant(MISSING)),
  },
  optionalText('reference', label('reference'), 100),
  optionalText('reason', label('reason'), 200),
];

const chargeKinds = [
  'electricity',
  'water',
  'mess',
  'laundry',
  'maintenance',
  'lateFee',
  'damage',
  'other',
];

/** The valid body's date is 2031-03-01: a due date before it is refused too. */
export const chargeFields: BrokenField[] = [
  oneOf('kind', label('kind'), chargeKinds),
  rupees('amount', label('amount'), { required: true, positive: true }),
  dateText('date', label('date'), { required: true }),
  {
    ...dateText('dueDate', label('due date', 'dueDate'), { required: true }),
    invalid: fc.oneof(
      dateText('dueDate', /./, { required: true }).invalid,
      fc.constantFrom('2031-02-28', '2020-01-01'),
    ),
  },
  optionalText('note', label('note'), 300),
];

export const recurringChargeFields: BrokenField[] = [
  oneOf('kind', label('kind'), chargeKinds),
  rupees('amount', label('amount'), { required: true, positive: true }),
  optionalText('note', label('note'), 300),
];

/**
 * A meter reading: the fixture room's last reading is 100 on 2026-10-01, so a reading on that
 * day or before, or below 100, is refused as out of order (its words name the reading).
 */
export const meterFields: BrokenField[] = [
  {
    ...dateText('date', label('date', 'reading'), { required: true }),
    invalid: fc.oneof(
      dateText('date', /./, { required: true }).invalid,
      fc.constantFrom('2026-10-01', '2026-09-30', '2001-01-01'),
    ),
  },
  {
    key: 'reading',
    names: label('reading'),
    invalid: fc.oneof(
      fc.constant(MISSING),
      fc.constant(null),
      fc.double({ min: -1e9, max: -0.01, noNaN: true }),
      fc
        .integer({ min: 0, max: 9_999_999_999 })
        .filter((n) => n % 10 !== 0)
        .map((n) => n / 1000),
      fc.double({ min: 100_000_000, max: 1e15, noNaN: true }),
      fc.double({ min: 0, max: 99.99, noNaN: true }).map((n) => Math.floor(n * 100) / 100),
      notNumeric,
      fc.oneof(fc.boolean(), fc.array(fc.integer(), { maxLength: 2 }), anyObject),
      fc.constant(HUGE_NUMBER),
    ),
  },
];

/** Unknown top-level keys: any name the body does not have, including prototype tricks. */
export function junkKeys(known: readonly string[]) {
  return fc
    .dictionary(
      fc.oneof(
        fc.string({ minLength: 1, maxLength: 12 }),
        fc.constantFrom(
          '__proto__',
          'constructor',
          'admin_id',
          'adminId',
          'id',
          '_id',
          'paidPaise',
        ),
      ),
      fc.jsonValue({ maxDepth: 2 }),
      { minKeys: 1, maxKeys: 3 },
    )
    .filter((junk) => Object.keys(junk).every((k) => !known.includes(k)));
}

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** JSON text that is not valid JSON: a cut-off body, a stray character, a different syntax. */
export function brokenJson(validText: string) {
  return (
    fc
      .oneof(
        fc
          .integer({ min: 0, max: Math.max(0, validText.length - 1) })
          .map((n) => validText.slice(0, n)),
        fc.constantFrom(
          `${validText}}`,
          `${validText}x`,
          validText.replaceAll('"', "'"),
          `[${validText}`,
        ),
        fc.constantFrom('{', '}', 'undefined', "{'a': 1}", '{"a": 01}', '{"a": NaN}', '\u0000'),
      )
      // An empty body is no body, which the API reads as {} (liberal-input.test.ts).
      .filter((text) => text !== '' && !isJson(text))
  );
}

/** Media types the API does not take for a JSON body (text/plain parses as a string, and is refused as one). */
export const wrongContentTypes = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'text/html',
  'application/octet-stream',
  'image/png',
  'application/vnd.api+json',
  'application/jsonx',
];
