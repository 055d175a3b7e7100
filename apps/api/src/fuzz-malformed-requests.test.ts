import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseDigest, snapshotDatabase } from '../test/database-checks';
import { attempts, refusal } from './fuzz-attempts';
import { ACCOUNT_ROOM_AND_TENANT_TARGETS } from './fuzz-targets-accounts-rooms-tenants';
import { LEDGER_AND_SETTINGS_TARGETS } from './fuzz-targets-ledgers-and-settings';
import { app, createPg, createStranger, JPEG, setUpFuzzApp } from './fuzz-test-setup';

/**
 * Bad input changes nothing. Every write route of the server's own route table gets a few
 * hundred malformed requests, each made from a valid request with something broken: fields
 * of the wrong type, too long, out of range, unknown fields, JSON that is not JSON, media
 * types the API does not take, bodies over the limit, ids that are not ours. Every answer must
 * be a 4xx whose error names what is wrong, and the database must be exactly as before.
 * Then the unbroken request must succeed, which proves the breakage was the only fault.
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 150);
let requestsSent = 0;

/** Every write route's plan, from fuzz-targets-*.ts. */
const TARGETS = { ...ACCOUNT_ROOM_AND_TENANT_TARGETS, ...LEDGER_AND_SETTINGS_TARGETS };

setUpFuzzApp();
beforeAll(async () => {
  await createStranger();
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
