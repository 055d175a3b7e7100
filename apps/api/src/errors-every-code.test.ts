import { ERROR_CODES, type ErrorCode } from '@nivas/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../test/test-app';
import { STATUS_BY_CODE } from './errors';
import { MONEY_CASES } from './errors-cases-money';
import { REQUEST_AND_ACCOUNT_CASES } from './errors-cases-requests-and-accounts';
import { ROOM_AND_TENANT_CASES } from './errors-cases-rooms-and-tenants';
import { app, as, owner, raw, rowCounts, setUpErrorsApp, type Case } from './errors-test-setup';
import { INTERNAL_MESSAGE } from './plugins/error-handler';

/**
 * Every kind of failure the API answers, each with its status, its English words and its
 * code: `{ success: false, error, code }`, the status always the one errors.ts maps the code to.
 * The cases are in errors-cases-*.ts, one file a subject.
 */
setUpErrorsApp();

const CASES: Case[] = [...REQUEST_AND_ACCOUNT_CASES, ...ROOM_AND_TENANT_CASES, ...MONEY_CASES];

/** Codes this table does not reach, and where they are proved instead. */
const ELSEWHERE: Partial<Record<ErrorCode, string>> = {
  TOO_MANY_ATTEMPTS: 'modules/auth/login-throttle.test.ts (eleven failed sign-ins)',
  NOT_POSITIVE:
    'packages/domain rules/payments.test.ts: over HTTP the contract refuses an amount of 0 first (INVALID_INPUT, rents-payments.test.ts)',
  INTERNAL: 'the last test of this file',
  TENANT_INACTIVE: 'modules/move-out (a move-out of a tenant who already left)',
  PAYMENT_FROM_DEPOSIT:
    'modules/payments/payments-settled-from-deposit.test.ts (voiding what a move-out paid from the deposit)',
  IDENTITY_ERASED:
    'modules/tenants/tenants-photo.test.ts and id-cards.test.ts (a departed tenant whose identity was erased)',
  DEPOSIT_HELD:
    'modules/tenants/tenants-list-edit-and-delete.test.ts (deleting a tenant holding a deposit)',
};

describe('every failed answer carries its code', () => {
  it.each(CASES)('%s: %s, %i', async (_what, code, status, error, send, details = {}) => {
    const before = await rowCounts();
    const response = await send();
    expect(response.statusCode, response.body).toBe(status);
    expect(STATUS_BY_CODE[code]).toBe(status);
    expect(response.json()).toEqual({
      success: false,
      error: typeof error === 'string' ? error : expect.stringMatching(error),
      code,
      ...details,
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('covers every code of the domain, here or in the named test', () => {
    const covered = new Set<string>([...CASES.map((c) => c[1]), ...Object.keys(ELSEWHERE)]);
    expect(ERROR_CODES.filter((code) => !covered.has(code))).toEqual([]);
  });

  it('maps every code to a 4xx or 5xx status', () => {
    for (const code of ERROR_CODES) {
      expect(STATUS_BY_CODE[code], code).toBeGreaterThanOrEqual(400);
      expect(STATUS_BY_CODE[code], code).toBeLessThan(600);
    }
  });

  it('answers an unexpected failure 500 INTERNAL, leaking nothing', async () => {
    await app.db.execute(sql`
      create function refuse_settings() returns trigger language plpgsql as $$
        begin raise exception 'refused for the test'; end $$`);
    await app.db.execute(
      sql`create trigger refuse_settings before insert on admin_settings for each row execute function refuse_settings()`,
    );
    const response = await as.put('/settings', { eraseIdentityAfterDays: 30 });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, error: INTERNAL_MESSAGE, code: 'INTERNAL' });
    expect(response.body).not.toContain('refused for the test');
  });
});

// The sign-in attempts above are the owner's own; the owner can still sign in.
it('leaves the account usable', async () => {
  const response = await raw({
    method: 'POST',
    url: '/admin/login',
    type: 'application/json',
    payload: JSON.stringify({ email: owner.admin.email, password: TEST_PASSWORD }),
    signedIn: false,
  });
  expect(response.statusCode).toBe(200);
});
