import fc from 'fast-check';
import { ERROR_CODES, type ErrorCode } from '@nivas/domain';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES, type App } from './app';
import { databaseDigest, snapshotDatabase } from '../test/database-checks';
import {
  brokenJson,
  chargeFields,
  depositFields,
  generateFields,
  junkKeys,
  adminLanguageFields,
  loginFields,
  meterFields,
  moveOutFields,
  payFields,
  profileFields,
  recurringChargeFields,
  registerFields,
  reminderFields,
  rentFields,
  roomFields,
  settingsFields,
  tenantFields,
  toJsonText,
  updatePasswordFields,
  voidFields,
  waiveFields,
  withValues,
  wrongContentTypes,
  type BrokenField,
} from '../test/malformed';
import {
  actingAs,
  createTestApp,
  registerAdmin,
  registration,
  roomBody,
  sessionIdOf,
  tenantBody,
  TEST_PASSWORD,
  type SignedInAdmin,
} from '../test/test-app';

/**
 * Bad input changes nothing. Every write route of the server's own route table gets a few
 * hundred malformed requests, each made from a valid request with something broken: fields
 * of the wrong type, too long, out of range, unknown fields, JSON that is not JSON, media
 * types the API does not take, bodies over the limit, ids that are not ours. Every answer must
 * be a 4xx whose error names what is wrong, and the database must be exactly as before.
 * Then the unbroken request must succeed, which proves the breakage was the only fault.
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 150);
const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let app: App;
/** Another PG's rows: their ids must be refused as if they did not exist. */
let stranger: {
  roomId: string;
  tenantId: string;
  rentId: string;
  paymentId: string;
  chargeId: string;
  recurringChargeId: string;
  email: string;
  sessionId: string;
};
let requestsSent = 0;

/**
 * One PG with a room of 3 beds (tenants on beds 1 and 2), an empty room, a part-paid rent
 * (its payment standing) and an unpaid one, a part-paid charge and an unpaid one, a recurring
 * charge, and the room's meter read once (100 on 1 Oct 2026) at the PG's rate of ₹8 a unit.
 */
async function createPg() {
  const admin = await registerAdmin(app);
  const as = actingAs(app, admin);
  const ok = async (response: Awaited<ReturnType<typeof as.get>>) => {
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json().data as { _id: string };
  };
  const room = await ok(await as.post('/rooms', roomBody({ roomNumber: 'F1', capacity: 3 })));
  const emptyRoom = await ok(await as.post('/rooms', roomBody({ roomNumber: 'F2' })));
  const tenant = await ok(await as.post('/tenants', tenantBody(room._id, 1, { name: 'On Bed 1' })));
  const second = await ok(await as.post('/tenants', tenantBody(room._id, 2, { name: 'On Bed 2' })));
  const rent = await ok(
    await as.post('/rents', {
      tenantId: tenant._id,
      amount: 5000,
      month: 1,
      year: 2031,
      dueDate: '2031-01-05',
    }),
  );
  await ok(await as.put(`/rents/${rent._id}/pay`, { amount: 1000 }));
  const [payment] = (await as.get(`/rents/${rent._id}/payments`)).json().data as { _id: string }[];
  const unpaidRent = await ok(
    await as.post('/rents', {
      tenantId: second._id,
      amount: 5000,
      month: 1,
      year: 2031,
      dueDate: '2031-01-05',
    }),
  );
  await ok(await as.put('/settings', { electricityRate: 8 }));
  const charge = await ok(
    await as.post(`/tenants/${tenant._id}/charges`, {
      kind: 'water',
      amount: 5000,
      date: '2031-01-01',
      dueDate: '2031-01-05',
    }),
  );
  await ok(await as.put(`/charges/${charge._id}/pay`, { amount: 1000 }));
  const unpaidCharge = await ok(
    await as.post(`/tenants/${second._id}/charges`, {
      kind: 'damage',
      amount: 700,
      date: '2031-01-01',
      dueDate: '2031-01-05',
    }),
  );
  const recurringCharge = await ok(
    await as.post(`/tenants/${tenant._id}/recurring-charges`, { kind: 'mess', amount: 3000 }),
  );
  await ok(
    await as.post(`/rooms/${room._id}/meter-readings`, { date: '2026-10-01', reading: 100 }),
  );
  return {
    admin,
    roomId: room._id,
    emptyRoomId: emptyRoom._id,
    tenantId: tenant._id,
    rentId: rent._id,
    paymentId: payment!._id,
    unpaidRentId: unpaidRent._id,
    chargeId: charge._id,
    unpaidChargeId: unpaidCharge._id,
    recurringChargeId: recurringCharge._id,
  };
}
type Pg = Awaited<ReturnType<typeof createPg>>;

/** What one route is sent: the valid request, and what may be broken in it. */
interface Target {
  admin: SignedInAdmin;
  /** The URL with a valid id, when the route takes one. */
  url: string;
  /** Ids that are valid-looking but must be refused, with how the refusal names them. */
  badIds?: { id: string; names: RegExp }[];
  /** How the refusal of a malformed id names it. */
  idNames?: RegExp;
  /** The valid JSON body; none for routes without a body. */
  body?: Record<string, unknown>;
  fields?: BrokenField[];
  isPhoto?: boolean;
  /** Whether the valid request changes the database (signing in does not). */
  changes?: boolean;
}

const roomNames = /Room not found|^id: /;
const tenantNames = /Tenant not found|^id: /;
const rentNames = /Rent record not found|^id: /;
const paymentNames = /Payment not found|^id: /;
const sessionNames = /Session not found|^id: /;
const chargeNames = /Charge not found|^id: /;
const recurringChargeNames = /Recurring charge not found|^id: /;
const rentBody = (tenantId: string) => ({
  tenantId,
  amount: 4500,
  month: 7,
  year: 2031,
  dueDate: '2031-07-05',
});

const TARGETS: Record<string, (pg: Pg) => Target> = {
  'POST /api/v1/admin/register': (pg) => ({
    admin: pg.admin,
    url: '/api/v1/admin/register',
    body: registration(),
    fields: registerFields(pg.admin.admin.email).map((f) =>
      f.key === 'email' ? { ...f, names: /email|already exists|too many failed/i } : f,
    ),
  }),
  'POST /api/v1/admin/login': (pg) => ({
    admin: pg.admin,
    url: '/api/v1/admin/login',
    body: { email: pg.admin.admin.email, password: TEST_PASSWORD },
    fields: loginFields,
  }),
  'PUT /api/v1/admin/updatedetails': (pg) => ({
    admin: pg.admin,
    url: '/api/v1/admin/updatedetails',
    body: {
      name: 'Renamed Owner',
      email: pg.admin.admin.email,
      pgName: 'Renamed PG',
      address: '1 New Road',
      phone: '9000000001',
    },
    fields: profileFields(stranger.email),
  }),
  'PUT /api/v1/admin/language': (pg) => ({
    admin: pg.admin,
    url: '/api/v1/admin/language',
    body: { language: 'hi' },
    fields: adminLanguageFields,
  }),
  'PUT /api/v1/admin/updatepassword': (pg) => ({
    admin: pg.admin,
    url: '/api/v1/admin/updatepassword',
    body: { currentPassword: TEST_PASSWORD, newPassword: 'another-secret-456' },
    fields: updatePasswordFields,
  }),
  'POST /api/v1/admin/logout': (pg) => ({ admin: pg.admin, url: '/api/v1/admin/logout' }),
  'POST /api/v1/admin/logout-all': (pg) => ({ admin: pg.admin, url: '/api/v1/admin/logout-all' }),
  'DELETE /api/v1/admin/sessions/:id': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/admin/sessions/${sessionIdOf(pg.admin.token)}`,
    idNames: sessionNames,
    badIds: [{ id: stranger.sessionId, names: sessionNames }],
  }),
  'POST /api/v1/rooms': (pg) => ({
    admin: pg.admin,
    url: '/api/v1/rooms',
    body: roomBody({ roomNumber: 'NEW-1' }),
    fields: roomFields({ roomNumber: 'F1', floorNumber: 1 }),
  }),
  'PUT /api/v1/rooms/:id': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/rooms/${pg.emptyRoomId}`,
    idNames: roomNames,
    badIds: [{ id: stranger.roomId, names: roomNames }],
    body: roomBody({ roomNumber: 'F2-renamed', capacity: 4 }),
    fields: roomFields({ roomNumber: 'F1', floorNumber: 1 }),
  }),
  'DELETE /api/v1/rooms/:id': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/rooms/${pg.emptyRoomId}`,
    idNames: roomNames,
    badIds: [
      { id: stranger.roomId, names: roomNames },
      { id: pg.roomId, names: /still has 2 tenants/ },
    ],
  }),
  'POST /api/v1/tenants': (pg) => ({
    admin: pg.admin,
    url: '/api/v1/tenants',
    body: tenantBody(pg.roomId, 3, { name: 'Newcomer' }),
    fields: [
      ...tenantFields({ otherAdminsRoomId: stranger.roomId, forUpdate: false }),
      // Bed 2 is taken.
      { key: 'bedNumber', names: /Bed 2 in Room F1 is already occupied/, invalid: fc.constant(2) },
    ],
  }),
  'PUT /api/v1/tenants/:id': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/tenants/${pg.tenantId}`,
    idNames: tenantNames,
    badIds: [{ id: stranger.tenantId, names: tenantNames }],
    body: tenantBody(pg.roomId, 1, { name: 'On Bed 1, renamed' }),
    fields: [
      ...tenantFields({ otherAdminsRoomId: stranger.roomId, forUpdate: true }),
      { key: 'bedNumber', names: /Bed 2 in Room F1 is already occupied/, invalid: fc.constant(2) },
    ],
  }),
  'PUT /api/v1/tenants/:id/vacate': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/tenants/${pg.tenantId}/vacate`,
    idNames: tenantNames,
    badIds: [{ id: stranger.tenantId, names: tenantNames }],
  }),
  'DELETE /api/v1/tenants/:id': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/tenants/${pg.tenantId}`,
    idNames: tenantNames,
    badIds: [{ id: stranger.tenantId, names: tenantNames }],
  }),
  'PUT /api/v1/tenants/:id/photo': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/tenants/${pg.tenantId}/photo`,
    idNames: tenantNames,
    badIds: [{ id: stranger.tenantId, names: tenantNames }],
    isPhoto: true,
  }),
  'PUT /api/v1/tenants/:id/id-card/:side': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/tenants/${pg.tenantId}/id-card/back`,
    idNames: tenantNames,
    badIds: [{ id: stranger.tenantId, names: tenantNames }],
    isPhoto: true,
  }),
  'POST /api/v1/rents/generate-monthly': (pg) => ({
    admin: pg.admin,
    url: '/api/v1/rents/generate-monthly',
    body: { month: 3, year: 2032 },
    fields: generateFields,
  }),
  'POST /api/v1/rents': (pg) => ({
    admin: pg.admin,
    url: '/api/v1/rents',
    body: rentBody(pg.tenantId),
    fields: [
      ...rentFields({ otherAdminsTenantId: stranger.tenantId }),
      // January 2031 already has a rent for this tenant.
      {
        key: 'month',
        names: /already exists/,
        invalid: fc.constant(1),
      },
    ],
  }),
  'PUT /api/v1/rents/:id': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/rents/${pg.rentId}`,
    idNames: rentNames,
    badIds: [{ id: stranger.rentId, names: rentNames }],
    body: { tenantId: pg.tenantId, amount: 5500, month: 1, year: 2031, dueDate: '2031-01-06' },
    fields: rentFields({ otherAdminsTenantId: stranger.tenantId }),
  }),
  'DELETE /api/v1/rents/:id': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/rents/${pg.unpaidRentId}`,
    idNames: rentNames,
    badIds: [
      { id: stranger.rentId, names: rentNames },
      // A payment stands on it.
      { id: pg.rentId, names: /void them before deleting/ },
    ],
  }),
  'POST /api/v1/payments/:id/void': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/payments/${pg.paymentId}/void`,
    idNames: paymentNames,
    badIds: [{ id: stranger.paymentId, names: paymentNames }],
    body: { reason: 'Entered twice' },
    fields: voidFields,
  }),
  'POST /api/v1/tenants/:id/move-out': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/tenants/${pg.tenantId}/move-out`,
    idNames: tenantNames,
    badIds: [{ id: stranger.tenantId, names: tenantNames }],
    body: {
      noticeDate: '2026-11-01',
      vacateDate: '2026-11-20',
      deductions: [{ reason: 'Lost key', amount: 300 }],
      refundMethod: 'UPI',
      refundReference: 'UPI-9',
    },
    fields: moveOutFields,
  }),
  'PUT /api/v1/rents/:id/pay': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/rents/${pg.rentId}/pay`,
    idNames: rentNames,
    badIds: [{ id: stranger.rentId, names: rentNames }],
    body: { amount: 250, paymentMethod: 'UPI', paymentReference: 'UPI-1' },
    fields: payFields,
  }),
  'POST /api/v1/tenants/:id/deposit': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/tenants/${pg.tenantId}/deposit`,
    idNames: tenantNames,
    badIds: [{ id: stranger.tenantId, names: tenantNames }],
    body: {
      kind: 'collect',
      amount: 5000,
      date: '2026-11-01',
      method: 'Cash',
      reference: 'DEP-1',
      reason: '',
    },
    fields: depositFields,
  }),
  'POST /api/v1/tenants/:id/charges': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/tenants/${pg.tenantId}/charges`,
    idNames: tenantNames,
    badIds: [{ id: stranger.tenantId, names: tenantNames }],
    body: { kind: 'laundry', amount: 350, date: '2031-03-01', dueDate: '2031-03-05', note: 'Iron' },
    fields: chargeFields,
  }),
  'PUT /api/v1/charges/:id/pay': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/charges/${pg.chargeId}/pay`,
    idNames: chargeNames,
    badIds: [{ id: stranger.chargeId, names: chargeNames }],
    body: { amount: 250, paymentMethod: 'UPI', paymentReference: 'UPI-1' },
    fields: payFields,
  }),
  'POST /api/v1/charges/:id/waive': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/charges/${pg.unpaidChargeId}/waive`,
    idNames: chargeNames,
    badIds: [
      { id: stranger.chargeId, names: chargeNames },
      // A payment stands on it.
      { id: pg.chargeId, names: /void them before waiving/ },
    ],
    body: { reason: 'Goodwill' },
    fields: waiveFields,
  }),
  'POST /api/v1/tenants/:id/recurring-charges': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/tenants/${pg.tenantId}/recurring-charges`,
    idNames: tenantNames,
    badIds: [{ id: stranger.tenantId, names: tenantNames }],
    body: { kind: 'laundry', amount: 400, note: 'Weekly wash' },
    fields: recurringChargeFields,
  }),
  'DELETE /api/v1/recurring-charges/:id': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/recurring-charges/${pg.recurringChargeId}`,
    idNames: recurringChargeNames,
    badIds: [{ id: stranger.recurringChargeId, names: recurringChargeNames }],
  }),
  'POST /api/v1/rooms/:id/meter-readings': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/rooms/${pg.roomId}/meter-readings`,
    idNames: roomNames,
    badIds: [{ id: stranger.roomId, names: roomNames }],
    body: { date: '2026-11-01', reading: 150.5 },
    fields: meterFields,
  }),
  'PUT /api/v1/settings': (pg) => ({
    admin: pg.admin,
    url: '/api/v1/settings',
    body: {
      eraseIdentityAfterDays: 45,
      dueDay: 7,
      graceDays: 2,
      firstMonth: 'full',
      timeZone: 'Asia/Kolkata',
      electricityRate: 8.5,
      lateFee: { kind: 'perDay', amount: 50, max: 500 },
      noticeDays: 15,
      minStayMonths: 2,
      exitCharge: 500,
      depositRefundDays: 10,
      upiId: 'fuzz.pg@okaxis',
      payeeName: 'Fuzz PG',
      remindDaysBefore: 5,
      reminderTemplates: { en: 'Hi {name}, {amount} is due', hi: 'नमस्ते {name}, {amount} बाकी है' },
    },
    fields: settingsFields,
  }),
  'POST /api/v1/tenants/:id/share-link': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/tenants/${pg.tenantId}/share-link`,
    idNames: tenantNames,
    badIds: [{ id: stranger.tenantId, names: tenantNames }],
  }),
  'DELETE /api/v1/tenants/:id/share-link': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/tenants/${pg.tenantId}/share-link`,
    idNames: tenantNames,
    badIds: [{ id: stranger.tenantId, names: tenantNames }],
    // The tenant has no link yet: there is nothing to end.
    changes: false,
  }),
  'POST /api/v1/payments/:id/receipt-share': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/payments/${pg.paymentId}/receipt-share`,
    idNames: paymentNames,
    badIds: [{ id: stranger.paymentId, names: paymentNames }],
  }),
  'POST /api/v1/tenants/:id/reminders': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/tenants/${pg.tenantId}/reminders`,
    idNames: tenantNames,
    badIds: [{ id: stranger.tenantId, names: tenantNames }],
    body: { channel: 'whatsapp' },
    fields: reminderFields,
  }),
};

/** One malformed request and how its refusal must name the problem. */
interface Attempt {
  what: string;
  request: InjectOptions;
  names: RegExp;
}

const TOO_LARGE = /Request body is too large/;
const anyOf = (...patterns: RegExp[]) =>
  new RegExp(patterns.map((p) => `(?:${p.source})`).join('|'), 'i');

/** Everything that may be sent to one route, valid request aside. */
function attempts(method: string, target: Target): fc.Arbitrary<Attempt> {
  const at = (
    what: string,
    names: RegExp,
    options: { url?: string; payload?: string | Buffer; type?: string },
  ): Attempt => ({
    what,
    names,
    request: {
      method: method as InjectOptions['method'],
      url: options.url ?? target.url,
      headers: {
        ...target.admin.auth,
        ...(options.type ? { 'content-type': options.type } : {}),
      },
      ...(options.payload === undefined ? {} : { payload: options.payload }),
    },
  });
  const validText = target.body ? toJsonText(target.body) : '{}';
  const choices: fc.WeightedArbitrary<Attempt>[] = [];

  const withId = (id: string) =>
    target.url.replace(/(\/api\/v1\/(?:admin\/)?[\w-]+\/)[^/]+/, `$1${id}`);
  if (target.idNames) {
    const badId = fc.oneof(
      fc
        .string({ minLength: 1, maxLength: 64 })
        // "." and ".." are no ids: the URL's dot segments, resolved before routing (PUT
        // /tenants/./vacate is PUT /tenants/vacate).
        .filter((s) => !/^[0-9a-f-]{36}$/i.test(s) && s !== '.' && s !== '..')
        .map((id) => ({ id, names: target.idNames! })),
      fc.integer({ min: 65, max: 3000 }).map((n) => ({
        id: 'a'.repeat(n),
        names: anyOf(target.idNames!, /^id: .*64/, /id in the address is too long/),
      })),
      fc.uuid({ version: 4 }).map((id) => ({ id, names: target.idNames! })),
      fc.constantFrom(...(target.badIds ?? [])),
    );
    const payload = target.isPhoto ? JPEG : target.body ? validText : undefined;
    const type = target.isPhoto ? 'image/jpeg' : target.body ? 'application/json' : undefined;
    choices.push({
      weight: 2,
      arbitrary: badId.map(({ id, names }) =>
        at(`id ${JSON.stringify(id.slice(0, 80))}`, names, {
          url: withId(encodeURIComponent(id)),
          payload,
          type,
        }),
      ),
    });
    choices.push({
      weight: 1,
      arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', 'a%00b%').map((raw) =>
        at(`id with a broken escape ${raw}`, anyOf(/address is not valid/, target.idNames!), {
          url: withId(raw),
          payload,
          type,
        }),
      ),
    });
  }

  if (target.isPhoto) {
    const magic = (b: Uint8Array) =>
      (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) ||
      Buffer.from(b.subarray(0, 8)).equals(PNG_SIGNATURE);
    choices.push(
      {
        weight: 4,
        arbitrary: fc
          .tuple(
            fc.oneof(
              fc.uint8Array({ maxLength: 2048 }).filter((b) => !magic(b)),
              fc.constantFrom(Buffer.from([0xff, 0xd8, 0xff]), PNG_SIGNATURE),
              fc.string({ maxLength: 100 }).map((s) => Buffer.from(s)),
            ),
            fc.constantFrom('image/jpeg', 'image/png', 'application/json', 'text/plain', undefined),
          )
          .map(([bytes, type]) =>
            at(`not an image (${bytes.length} bytes, ${type})`, /JPEG or PNG/, {
              payload: Buffer.from(bytes),
              type,
            }),
          ),
      },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom(1, 100_000, 256 * 1024, 256 * 1024 + 1, 1024 * 1024)
          .map((over) =>
            at(`a photo ${over} bytes over 2 MB`, /at most 2 MB|too large/, {
              payload: Buffer.concat([JPEG, Buffer.alloc(MAX_PHOTO_BYTES + over - JPEG.length)]),
              type: 'image/jpeg',
            }),
          ),
      },
    );
    return fc.oneof(...choices);
  }

  if (target.body && target.fields) {
    const fields = target.fields;
    const knownKeys = Object.keys(target.body).concat(fields.map((f) => f.key.split('.')[0]!));
    choices.push(
      {
        weight: 8,
        arbitrary: fc
          .uniqueArray(fc.constantFrom(...fields), {
            minLength: 1,
            maxLength: 3,
            selector: (f) => f.key,
          })
          .chain((broken) =>
            fc.tuple(
              fc.constant(broken),
              fc.tuple(...broken.map((f) => f.invalid)),
              fc.oneof(
                { weight: 2, arbitrary: fc.constant(null) },
                { weight: 1, arbitrary: junkKeys(knownKeys) },
              ),
            ),
          )
          .map(([broken, values, junk]) => {
            const body = {
              ...withValues(
                target.body!,
                broken.map((f, i) => [f.key, values[i]]),
              ),
              ...junk,
            };
            const names = anyOf(
              ...broken.map((f) => f.names),
              ...(junk ? [/Unrecognized key|not valid JSON|_id must match/] : []),
              TOO_LARGE,
            );
            return at(`broken ${broken.map((f) => f.key).join(', ')}`, names, {
              payload: toJsonText(body),
              type: 'application/json',
            });
          }),
      },
      {
        weight: 1,
        arbitrary: junkKeys(knownKeys).map((junk) =>
          at(
            `unknown fields ${Object.keys(junk).join(', ')}`,
            /Unrecognized key|not valid JSON|_id must match/,
            {
              payload: toJsonText({ ...target.body, ...junk }),
              type: 'application/json',
            },
          ),
        ),
      },
      {
        weight: 1,
        arbitrary: fc
          .oneof(
            fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
            fc.string({ maxLength: 20 }),
            fc.integer(),
            fc.boolean(),
            fc.constant(null),
            fc.constant([target.body]),
          )
          .map((value) =>
            at(`a JSON ${Array.isArray(value) ? 'array' : typeof value}`, /expected object/, {
              payload: JSON.stringify(value),
              type: 'application/json',
            }),
          ),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom(...wrongContentTypes, undefined).map((type) =>
          at(`content type ${type}`, /Unsupported Media Type|expected object/, {
            payload: Buffer.from(validText),
            type,
          }),
        ),
      },
    );
  } else {
    // A route without a body: a body that is not JSON, or of a type it does not take, is refused.
    choices.push({
      weight: 1,
      arbitrary: fc
        .constantFrom(...wrongContentTypes.filter((t) => t !== 'text/plain'))
        .map((type) =>
          at(`content type ${type}`, /Unsupported Media Type/, { payload: 'x=1', type }),
        ),
    });
  }

  choices.push(
    {
      weight: 1,
      arbitrary: brokenJson(validText).map((text) =>
        at(`broken JSON ${JSON.stringify(text.slice(0, 60))}`, /not valid JSON/, {
          payload: text,
          type: 'application/json',
        }),
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.integer({ min: 1, max: 200_000 }), fc.constantFrom('application/json', undefined))
        .map(([over, type]) => {
          const filler = 'x'.repeat(BODY_LIMIT_BYTES + over);
          const payload = target.body
            ? toJsonText({ ...target.body, description: filler })
            : JSON.stringify({ filler });
          return at(`a body ${over} bytes over the limit`, /too large|Unsupported Media Type/, {
            payload: type ? payload : Buffer.from(payload),
            type,
          });
        }),
    },
  );
  return fc.oneof(...choices);
}

function refusal(response: { statusCode: number; body: string }, names: RegExp): string | null {
  if (response.statusCode < 400 || response.statusCode >= 500) {
    return `answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
  }
  let json: { success?: unknown; error?: unknown; code?: unknown };
  try {
    json = JSON.parse(response.body);
  } catch {
    return `answered ${response.statusCode} with a body that is not JSON: ${response.body.slice(0, 200)}`;
  }
  if (
    json.success !== false ||
    typeof json.error !== 'string' ||
    !ERROR_CODES.includes(json.code as ErrorCode)
  ) {
    return `answered ${response.statusCode} without {success: false, error, code}: ${response.body.slice(0, 200)}`;
  }
  if (!names.test(json.error)) {
    return `answered ${response.statusCode} "${json.error}", which does not name the problem (${names})`;
  }
  return null;
}

beforeAll(async () => {
  app = await createTestApp();
  const other = await createPg();
  stranger = {
    ...other,
    email: other.admin.admin.email,
    sessionId: sessionIdOf(other.admin.token),
  };
});
afterAll(async () => {
  await app.close();
});

describe('malformed requests to every write route', () => {
  it('has a malformed-request plan for every write route of the route table, and no other', () => {
    const writes = app.routeTable
      .filter(
        (r) =>
          r.url.startsWith('/api/v1/') && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method),
      )
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(writes).toEqual(Object.keys(TARGETS).sort());
  });

  it.each(Object.keys(TARGETS))(
    '%s: answers each with a 4xx naming the problem, changes nothing, and takes the unbroken request',
    async (key) => {
      const [method] = key.split(' ') as [string];
      const target = TARGETS[key]!(await createPg());
      const before = await snapshotDatabase(app.db);
      const beforeDigest = await databaseDigest(app.db);
      // Once a request has changed the data every later run fails too, and shrinking would
      // report one of those: the message always names the request that changed it first.
      let changedBy: string | undefined;
      await fc.assert(
        fc.asyncProperty(attempts(method, target), async (attempt) => {
          if (changedBy) throw new Error(`the database was changed earlier by ${changedBy}`);
          requestsSent += 1;
          const response = await app.inject(attempt.request);
          if ((await databaseDigest(app.db)) !== beforeDigest) {
            const after = await snapshotDatabase(app.db);
            const { method, url, payload } = attempt.request as {
              method: string;
              url: string;
              payload?: unknown;
            };
            changedBy = `${key}, ${attempt.what} (${method} ${url} ${String(payload).slice(0, 300)}), answered ${response.statusCode} ${response.body.slice(0, 300)}`;
            expect(after, `the database changed: ${changedBy}`).toEqual(before);
          }
          const problem = refusal(response, attempt.names);
          if (problem) throw new Error(`${key}, ${attempt.what}: ${problem}`);
        }),
        { numRuns: RUNS_PER_ROUTE },
      );

      // The request with nothing broken is accepted, so each refusal above was for the breakage.
      const valid = await app.inject({
        method: method as InjectOptions['method'],
        url: target.url,
        headers: target.isPhoto
          ? { ...target.admin.auth, 'content-type': 'image/jpeg' }
          : target.admin.auth,
        ...(target.isPhoto ? { payload: JPEG } : target.body ? { payload: target.body } : {}),
      });
      expect(valid.statusCode, valid.body).toBeLessThan(300);
      const changed = (await databaseDigest(app.db)) !== beforeDigest;
      expect(changed).toBe(target.changes ?? true);
    },
    180_000,
  );

  it('sent thousands of malformed requests in all', () => {
    expect(requestsSent).toBeGreaterThanOrEqual(Object.keys(TARGETS).length * RUNS_PER_ROUTE);
  });
});

describe('limits', () => {
  let pg: Pg;
  let as: ReturnType<typeof actingAs>;
  beforeAll(async () => {
    pg = await createPg();
    as = actingAs(app, pg.admin);
  });

  /** Sends `body`, expects a refusal naming `error`, and no change to the database. */
  async function expectRefused(
    request: () => Promise<LightMyRequestResponse>,
    status: number,
    error: string,
  ) {
    const before = await databaseDigest(app.db);
    const response = await request();
    expect(response.statusCode, response.body).toBe(status);
    const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : 'INVALID_INPUT';
    expect(response.json()).toEqual({ success: false, error, code });
    expect(await databaseDigest(app.db)).toBe(before);
  }

  it(`reads a JSON body of up to ${BODY_LIMIT_BYTES / 1024} KB and refuses a larger one with 413`, async () => {
    const sized = (bytes: number) => {
      const base = toJsonText(roomBody({ roomNumber: 'BIG', description: '' }));
      return toJsonText(
        roomBody({ roomNumber: 'BIG', description: 'x'.repeat(bytes - base.length) }),
      );
    };
    expect(Buffer.byteLength(sized(BODY_LIMIT_BYTES))).toBe(BODY_LIMIT_BYTES);
    const post = (payload: string) => () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/rooms',
        headers: { ...pg.admin.auth, 'content-type': 'application/json' },
        payload,
      });
    // At the limit the body is read, and refused for what it says.
    await expectRefused(
      post(sized(BODY_LIMIT_BYTES)),
      400,
      'Description must be at most 1000 characters',
    );
    await expectRefused(post(sized(BODY_LIMIT_BYTES + 1)), 413, 'Request body is too large');
  });

  it.each([
    ['/rooms', 'roomNumber', 20, 'Room number'],
    ['/rooms', 'description', 1000, 'Description'],
    ['/tenants', 'name', 100, 'Name'],
    ['/tenants', 'address', 500, 'Address'],
    ['/tenants', 'idProofNumber', 30, 'ID proof number'],
    ['/rents/:id/pay', 'notes', 500, 'Notes'],
    ['/rents/:id/pay', 'paymentReference', 100, 'Payment reference'],
    ['/admin/updatedetails', 'pgName', 120, 'PG name'],
  ] as const)(
    '%s: %s takes %i characters and refuses one more',
    async (route, field, max, label) => {
      const roomId = (
        await as.post('/rooms', roomBody({ roomNumber: `L-${field}`, capacity: 5 }))
      ).json().data._id as string;
      let n = 0;
      const write = (value: string) => {
        n += 1;
        switch (route) {
          case '/rooms':
            return as.post(
              '/rooms',
              roomBody({ roomNumber: `L${n}-${field}`, [field as string]: value }),
            );
          case '/tenants':
            return as.post(
              '/tenants',
              tenantBody(roomId, n, {
                idProofType: 'PAN',
                // Each its own number: two active tenants of a PG may not share one.
                idProofNumber: `LIMIT${field.length}${n}F`,
                [field]: value,
              }),
            );
          case '/rents/:id/pay':
            return as.put(`/rents/${pg.rentId}/pay`, { amount: 1, [field]: value });
          case '/admin/updatedetails':
            return as.put('/admin/updatedetails', {
              name: 'Owner',
              email: pg.admin.admin.email,
              pgName: 'PG',
              address: 'Somewhere',
              phone: '9000000001',
              [field as string]: value,
            });
        }
      };
      // Characters, not bytes or UTF-16 units: a Devanagari letter or an emoji counts as one.
      for (const value of ['x'.repeat(max), 'ह'.repeat(max), '😀'.repeat(max)]) {
        const accepted = await write(value);
        expect(accepted.statusCode, accepted.body).toBeLessThan(300);
      }
      await expectRefused(
        () => write('x'.repeat(max + 1)),
        400,
        `${label} must be at most ${max} characters`,
      );
    },
  );

  it('takes 40 amenities of 40 characters, and refuses a 41st or a 41st character', async () => {
    const list = (n: number, length = 10) =>
      Array.from({ length: n }, (_, i) => `${i}`.padStart(length, 'A'));
    const ok = await as.post('/rooms', roomBody({ roomNumber: 'AM-1', amenities: list(40, 40) }));
    expect(ok.statusCode, ok.body).toBe(201);
    await expectRefused(
      () => as.post('/rooms', roomBody({ roomNumber: 'AM-2', amenities: list(41) })),
      400,
      'At most 40 amenities',
    );
    await expectRefused(
      () => as.post('/rooms', roomBody({ roomNumber: 'AM-3', amenities: list(1, 41) })),
      400,
      'Amenity must be at most 40 characters',
    );
  });

  it('takes a photo of exactly 2 MB and refuses one byte more with 413', async () => {
    const photo = (bytes: number) => () =>
      app.inject({
        method: 'PUT',
        url: `/api/v1/tenants/${pg.tenantId}/photo`,
        headers: { ...pg.admin.auth, 'content-type': 'image/jpeg' },
        payload: Buffer.concat([JPEG, Buffer.alloc(bytes - JPEG.length, 1)]),
      });
    const ok = await photo(MAX_PHOTO_BYTES)();
    expect(ok.statusCode, ok.body).toBe(200);
    await expectRefused(photo(MAX_PHOTO_BYTES + 1), 413, 'Photo must be at most 2 MB');
    await expectRefused(photo(MAX_PHOTO_BYTES + 256 * 1024 + 1), 413, 'Request body is too large');
  });
});
