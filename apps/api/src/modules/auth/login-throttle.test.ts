import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { queryRows, type DatabaseHandle } from '../../db/client';
import {
  openTestDatabase,
  registerAdmin,
  registration,
  TEST_PASSWORD,
  testConfig,
} from '../../../test/test-app';
import { ACCOUNT_LIMIT, ADDRESS_LIMIT, TOO_MANY_ATTEMPTS } from './login-throttle';

let database: DatabaseHandle;
let app: App;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig, database, logger: false });
});
afterAll(async () => {
  await app.close();
});

let addressCount = 0;
/** A fresh client address per test, so one test's failures never hold back another's. */
const newAddress = () => {
  addressCount += 1;
  return `10.77.${Math.floor(addressCount / 250)}.${(addressCount % 250) + 1}`;
};

const login = (email: string, password: string, remoteAddress: string, on: App = app) =>
  on.inject({
    method: 'POST',
    url: '/api/v1/admin/login',
    remoteAddress,
    payload: { email, password },
  });

async function newAccount() {
  const body = registration();
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/register',
    payload: body,
  });
  expect(response.statusCode).toBe(201);
  return { email: body.email, token: response.json().token as string };
}

function expectThrottled(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
}) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({
    success: false,
    error: TOO_MANY_ATTEMPTS,
    code: 'TOO_MANY_ATTEMPTS',
  });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

/** Moves every count's window back by `seconds`, as if that much time had passed. */
const age = (seconds: number) =>
  database.db.execute(
    sql`update login_throttle set window_start = window_start - make_interval(secs => ${seconds})`,
  );

describe('sign-in throttling per account', () => {
  it(`holds an account after ${ACCOUNT_LIMIT} failures spread over 5 addresses`, async () => {
    const account = await newAccount();
    const addresses = Array.from({ length: 5 }, newAddress);
    for (let i = 0; i < ACCOUNT_LIMIT; i += 1) {
      expect((await login(account.email, 'wrong-password', addresses[i % 5]!)).statusCode).toBe(
        401,
      );
    }
    for (const address of [...addresses, newAddress()]) {
      expectThrottled(await login(account.email, TEST_PASSWORD, address));
    }
  });

  it('lets the account in again once the window has passed', async () => {
    const account = await newAccount();
    const address = newAddress();
    for (let i = 0; i < ACCOUNT_LIMIT; i += 1) await login(account.email, 'wrong', address);
    expectThrottled(await login(account.email, TEST_PASSWORD, address));
    await age(61);
    expect((await login(account.email, TEST_PASSWORD, address)).statusCode).toBe(200);
  });

  it("clears the account's count on a right password", async () => {
    const account = await newAccount();
    const address = newAddress();
    for (let i = 0; i < ACCOUNT_LIMIT - 1; i += 1) await login(account.email, 'wrong', address);
    expect((await login(account.email, TEST_PASSWORD, address)).statusCode).toBe(200);
    for (let i = 0; i < ACCOUNT_LIMIT; i += 1) {
      expect((await login(account.email, 'wrong', newAddress())).statusCode).toBe(401);
    }
    expectThrottled(await login(account.email, TEST_PASSWORD, newAddress()));
  });

  it(`checks at most ${ACCOUNT_LIMIT} of 30 parallel wrong passwords; the rest are 429`, async () => {
    const account = await newAccount();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => login(account.email, 'wrong-password', newAddress())),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(ACCOUNT_LIMIT);
    expect(
      statuses.filter((s) => s === 401).length + statuses.filter((s) => s === 429).length,
    ).toBe(30);
    for (const answer of answers.filter((a) => a.statusCode === 429)) expectThrottled(answer);
    expectThrottled(await login(account.email, TEST_PASSWORD, newAddress()));
  });
});

describe('sign-in throttling per address', () => {
  it(`holds an address after ${ADDRESS_LIMIT} failures spread over ${ADDRESS_LIMIT} emails`, async () => {
    const address = newAddress();
    const account = await newAccount();
    for (let i = 0; i < ADDRESS_LIMIT; i += 1) {
      expect((await login(`sprayed-${i}@example.com`, 'Summer2024!', address)).statusCode).toBe(
        401,
      );
    }
    // The right password of an untouched account, from that address, waits too...
    expectThrottled(await login(account.email, TEST_PASSWORD, address));
    // ...while from anywhere else it goes in.
    expect((await login(account.email, TEST_PASSWORD, newAddress())).statusCode).toBe(200);
  });

  it(`checks at most ${ADDRESS_LIMIT} of 60 parallel attempts on 60 emails from one address`, async () => {
    const address = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(`parallel-${i}@example.com`, 'wrong', address)),
    );
    expect(answers.filter((a) => a.statusCode === 401).length).toBeLessThanOrEqual(ADDRESS_LIMIT);
    expect(answers.filter((a) => a.statusCode === 429).length).toBeGreaterThanOrEqual(
      60 - ADDRESS_LIMIT,
    );
  });

  it("is not reset by a success on the attacker's own account", async () => {
    const address = newAddress();
    const own = await newAccount();
    for (let i = 0; i < ADDRESS_LIMIT - 1; i += 1) {
      await login(`victim-${i}@example.com`, 'wrong', address);
    }
    expect((await login(own.email, TEST_PASSWORD, address)).statusCode).toBe(200);
    expect((await login('victim-last@example.com', 'wrong', address)).statusCode).toBe(401);
    expectThrottled(await login('victim-more@example.com', 'wrong', address));
  });

  it('does not count refused attempts: retrying a held account does not hold the address', async () => {
    const held = await newAccount();
    for (let i = 0; i < ACCOUNT_LIMIT; i += 1) await login(held.email, 'wrong', newAddress());
    const office = newAddress();
    for (let i = 0; i < ADDRESS_LIMIT + 10; i += 1) {
      expect((await login(held.email, TEST_PASSWORD, office)).statusCode).toBe(429);
    }
    const colleague = await newAccount();
    expect((await login(colleague.email, 'typo', office)).statusCode).toBe(401);
    expect((await login(colleague.email, TEST_PASSWORD, office)).statusCode).toBe(200);
  });
});

describe('the current password of account changes counts against the account', () => {
  it(`holds the password change after ${ACCOUNT_LIMIT} wrong current passwords, and sign-in with it`, async () => {
    const admin = await registerAdmin(app);
    const change = (currentPassword: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/v1/admin/updatepassword',
        headers: admin.auth,
        remoteAddress: newAddress(),
        payload: { currentPassword, newPassword: 'copper-monsoon-tiffin-73' },
      });
    for (let i = 0; i < ACCOUNT_LIMIT; i += 1) {
      const wrong = await change(`guess-${i}`);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error).toBe('Current password is incorrect');
    }
    expectThrottled(await change(TEST_PASSWORD));
    expectThrottled(await login(admin.admin.email, TEST_PASSWORD, newAddress()));
    // The session itself stays: a throttled check is not a sign-out.
    expect((await app.inject({ url: '/api/v1/admin/me', headers: admin.auth })).statusCode).toBe(
      200,
    );
  });

  it('counts wrong current passwords of an email change the same way', async () => {
    const admin = await registerAdmin(app);
    const changeEmail = (currentPassword: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/v1/admin/updatedetails',
        headers: admin.auth,
        remoteAddress: newAddress(),
        payload: {
          name: 'Asha Rao',
          email: `elsewhere-${Date.now()}@example.com`,
          pgName: 'Sunrise PG',
          address: '12 MG Road, Bengaluru',
          phone: '9876543210',
          currentPassword,
        },
      });
    for (let i = 0; i < ACCOUNT_LIMIT; i += 1) {
      expect((await changeEmail(`guess-${i}`)).statusCode).toBe(401);
    }
    expectThrottled(await changeEmail(TEST_PASSWORD));
    expectThrottled(await login(admin.admin.email, TEST_PASSWORD, newAddress()));
  });
});

describe('what the throttle keeps', () => {
  it('keeps neither emails nor addresses readable, and drops counts whose window has passed', async () => {
    const address = newAddress();
    await login('typed-secret@example.com', 'wrong', address);
    const rows = await queryRows<{ key: string }>(database.db, sql`select key from login_throttle`);
    expect(rows.length).toBeGreaterThan(0);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('typed-secret');
    expect(stored).not.toContain(address);

    // A count two minutes old goes at the next attempt of a process that has not swept yet.
    await age(120);
    const freshProcess = await buildApp({
      config: testConfig,
      database: { ...database, close: async () => {} },
      logger: false,
    });
    try {
      await login('someone-new@example.com', 'wrong', newAddress(), freshProcess);
    } finally {
      await freshProcess.close();
    }
    const [{ stale }] = (await queryRows<{ stale: number }>(
      database.db,
      sql`select count(*)::int as stale from login_throttle where window_start <= now() - interval '60 seconds'`,
    )) as [{ stale: number }];
    expect(stale).toBe(0);
  });
});
