import { createHmac, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App, type BuildAppOptions } from '../src/app';
import type { Config } from '../src/config';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/db/client';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret';
/** The master key of identity data in tests (32 bytes). */
export const TEST_DATA_KEY = Buffer.from('nivas-test-data-key-32-bytes-abc');

export const testConfig: Config = {
  port: 0,
  host: '127.0.0.1',
  dataDir: '/nonexistent',
  databaseUrl: undefined,
  jwtSecret: TEST_JWT_SECRET,
  dataKey: { key: TEST_DATA_KEY, source: 'env', file: '/nonexistent/data-key' },
  corsOrigins: ['http://allowed.example'],
  businessTimeZone: 'Asia/Kolkata',
  logLevel: 'silent',
  environment: 'test',
  trustProxy: false,
  webDistDir: '/nonexistent',
  version: '0.0.0-test',
};

/** A fresh, migrated database for one test file, on whichever engine this run tests. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const postgresUrl = inject('postgresTemplateUrl');
  if (postgresUrl) {
    const name = `nivas_test_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE nivas_test_template`);
    await admin.end();
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    return openPostgres(url.toString());
  }
  const dump = readFileSync(inject('pgliteTemplate'));
  return openPglite({ loadDataDir: new Blob([dump]) });
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  { now }: Pick<BuildAppOptions, 'now'> = {},
): Promise<App> {
  const database = await openTestDatabase();
  // Quiet by default; TEST_LOG=error (or any pino level) shows what the app logs, such as the
  // SQLSTATE behind an unexpected 500 in a race.
  const logLevel = process.env.TEST_LOG;
  return buildApp({
    config: { ...testConfig, ...overrides },
    database,
    logger: logLevel ? { level: logLevel } : false,
    now,
  });
}

/** Strong enough for the password rules (zxcvbn score 4), unrelated to the profile's words. */
export const TEST_PASSWORD = 'quiet-harbor-lantern-58';

let sequence = 0;
/** A valid registration body with a unique email. */
export function registration(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    name: 'Asha Rao',
    email: `owner${sequence}-${randomUUID().slice(0, 8)}@example.com`,
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    pgName: 'Sunrise PG',
    address: '12 MG Road, Bengaluru',
    phone: '9876543210',
    ...overrides,
  };
}

export interface SignedInAdmin {
  token: string;
  admin: { _id: string; email: string; name: string };
  auth: { authorization: string };
}

export async function registerAdmin(
  app: App,
  overrides: Record<string, unknown> = {},
): Promise<SignedInAdmin> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/register',
    payload: registration(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  const { token, admin } = response.json();
  return { token, admin, auth: { authorization: `Bearer ${token}` } };
}

/** The session a token names (its `sid` claim), read without checking the signature. */
export function sessionIdOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
  return payload.sid as string;
}

/** Builds a JWT by hand, so tests can forge what a client never should send. */
export function forgeToken(
  payload: object,
  options: { secret?: string; alg?: 'HS256' | 'none' } = {},
) {
  const alg = options.alg ?? 'HS256';
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const unsigned = `${encode({ alg, typ: 'JWT' })}.${encode(payload)}`;
  if (alg === 'none') return `${unsigned}.`;
  const signature = createHmac('sha256', options.secret ?? TEST_JWT_SECRET)
    .update(unsigned)
    .digest('base64url');
  return `${unsigned}.${signature}`;
}

/** Requests as one signed-in admin: `as.post('/rooms', body)`. */
export function actingAs(app: App, admin: SignedInAdmin) {
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: admin.auth,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    get: (url: string) => send('GET', url),
    post: (url: string, payload: unknown) => send('POST', url, payload),
    put: (url: string, payload?: unknown) => send('PUT', url, payload ?? {}),
    delete: (url: string) => send('DELETE', url),
  };
}

export const roomBody = (overrides: Record<string, unknown> = {}) => ({
  roomNumber: '101',
  floorNumber: 1,
  capacity: 2,
  rentAmount: 6500,
  amenities: ['Fan', 'WiFi'],
  description: 'Corner room',
  ...overrides,
});

let aadhaarSequence = 0;
/**
 * A different Aadhaar number on each call: two active tenants of one PG may not share one.
 * The numbers start with 4, so a test's own numbers (starting with 2) never meet them.
 */
export function uniqueAadhaar(): string {
  aadhaarSequence += 1;
  return `4${String(aadhaarSequence).padStart(11, '0')}`.replace(/(\d{4})(?=\d)/g, '$1 ');
}

let phoneSequence = 0;
/**
 * A different phone number on each call: a second active tenant of one PG with the same phone
 * is refused unless the request says it is intended. They start with 70, so a test's own
 * numbers (starting with 98) never meet them.
 */
export function uniquePhone(): string {
  phoneSequence += 1;
  return `70${String(phoneSequence).padStart(8, '0')}`;
}

export const tenantBody = (
  roomId: string,
  bedNumber: number,
  overrides: Record<string, unknown> = {},
) => ({
  name: 'Priya Sharma',
  email: 'priya@example.com',
  phone: uniquePhone(),
  emergencyContact: { name: 'Meena Sharma', phone: '9812345671', relation: 'Mother' },
  idProofType: 'Aadhar',
  idProofNumber: uniqueAadhaar(),
  occupation: 'Engineer',
  roomId,
  bedNumber,
  joiningDate: '2026-11-01',
  dob: '1998-04-12',
  gender: 'Female',
  address: '5 Park Street, Kolkata',
  ...overrides,
});
