import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { App } from './app';
import { brokenInvariants } from '../test/database-checks';
import { actingAs, createTestApp, registerAdmin, roomBody, tenantBody } from '../test/test-app';

/**
 * What the races test files share. Requests race for the same bed, balance, month or room.
 * The module tests show one race each through the API; in the races files several kinds of
 * write race at once, every answer must be a decision (never a 5xx), and every test ends with
 * the database's invariants checked by SQL (see test/database-checks.ts).
 *
 * Only the PostgreSQL leg of `npm test` (TEST_DATABASE_URL) can catch a missing lock: there the
 * requests run in parallel transactions on a pool of connections. PGlite has one connection
 * and runs one transaction at a time, so on it these tests pass even with a row lock removed
 * (tried: without `for update` in lockRent the payment races fail on PostgreSQL only). They
 * still run on PGlite, where they check that every answer is a decision and the invariants hold.
 */
export let app: App;
export let as: ReturnType<typeof actingAs>;

/**
 * Opens the file's app and signs up its admin before its tests, checks the invariants after
 * each test, and closes the app after them all.
 */
export function setUpRacesApp() {
  beforeAll(async () => {
    app = await createTestApp();
    as = actingAs(app, await registerAdmin(app));
  });
  afterAll(async () => {
    await app.close();
  });
  afterEach(async () => {
    expect(await brokenInvariants(app.db)).toEqual({});
  });
}

export type Answer = LightMyRequestResponse;
/** Every answer is a success or a refusal the API documents; a 5xx is a lost race. */
export function expectDecisions(answers: Answer[], allowed: number[]) {
  for (const answer of answers) {
    expect(allowed, `${answer.statusCode} ${answer.body.slice(0, 200)}`).toContain(
      answer.statusCode,
    );
  }
}

let rooms = 0;
export async function createRoom(overrides: Record<string, unknown> = {}) {
  rooms += 1;
  const response = await as.post('/rooms', roomBody({ roomNumber: `RACE-${rooms}`, ...overrides }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; roomNumber: string };
}
let phones = 0;
export async function addTenant(
  roomId: string,
  bed: number,
  overrides: Record<string, unknown> = {},
) {
  const response = await as.post('/tenants', tenantBody(roomId, bed, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; name: string };
}
export const newTenant = (roomId: string, bed: number) => {
  phones += 1;
  return tenantBody(roomId, bed, {
    name: `Racer ${phones}`,
    phone: `91${`${phones}`.padStart(8, '0')}`,
  });
};
