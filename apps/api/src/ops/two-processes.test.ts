import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNT_LIMIT } from '../modules/auth/login-throttle';
import { callApi } from '../../test/commands';
import { startServerProcess, type ServerProcess } from '../../test/server-process';
import { registration, roomBody } from '../../test/test-app';

/**
 * Two server processes on one PostgreSQL behave as one (decision 0012): a write on one is seen
 * by a poll on the other within a second, a session ended on one is refused on the other at
 * once, and failed sign-ins count together. On the PostgreSQL leg only: the embedded database
 * takes one process at a time.
 */
const postgresUrl = inject('postgresTemplateUrl');
// Ports of their own (see data-dir-exclusive.test.ts for the others of 18210–18229).
const PORTS = { a: 18216, b: 18217 };

const databaseName = `nivas_two_${randomUUID().replaceAll('-', '')}`;
let admin: pg.Client;
let dataDir: string;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  if (!postgresUrl) return;
  admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName} TEMPLATE nivas_test_template`);
  const url = new URL(postgresUrl);
  url.pathname = `/${databaseName}`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'nivas-two-'));
  const env = { DATABASE_URL: url.toString(), LOG_LEVEL: 'warn' };
  [a, b] = await Promise.all([
    startServerProcess({ dataDir, port: PORTS.a, env }),
    startServerProcess({ dataDir, port: PORTS.b, env }),
  ]);
  // Each keeps what it read (stamps, sessions) once its change feed listens: wait for both, so
  // the tests below prove the notices rather than a process that still reads everything.
  const deadline = Date.now() + 10_000;
  const listeners = async () =>
    Number(
      (
        await admin.query(
          `select count(*) from pg_stat_activity where datname = $1 and query = 'LISTEN nivas_changes'`,
          [databaseName],
        )
      ).rows[0].count,
    );
  while ((await listeners()) < 2 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(await listeners()).toBe(2);
}, 120_000);

afterAll(async () => {
  if (!postgresUrl) return;
  await Promise.all([a?.kill('SIGTERM'), b?.kill('SIGTERM')]);
  rmSync(dataDir, { recursive: true, force: true });
  await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin.end();
});

async function signUp() {
  const account = registration();
  const answer = await callApi(a.api, null, 'POST', '/admin/register', account);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { token: answer.body.token as string, email: account.email as string };
}

describe.skipIf(!postgresUrl)('two server processes on one PostgreSQL', () => {
  it('a write on one is seen by the polls and lists of the other within a second', async () => {
    const { token } = await signUp();
    const stampOn = async (server: ServerProcess) =>
      (await callApi(server.api, token, 'GET', '/rooms/last-updated')).body.lastUpdated;
    const roomCountOn = async (server: ServerProcess) =>
      ((await callApi(server.api, token, 'GET', '/rooms')).body.data as unknown[]).length;
    // B has read (and keeps) the stamps and the list before the write.
    const before = await stampOn(b);
    expect(await roomCountOn(b)).toBe(0);

    const created = await callApi(a.api, token, 'POST', '/rooms', roomBody({ roomNumber: 'X-1' }));
    expect(created.status).toBe(201);
    const written = Date.now();
    let after = await stampOn(b);
    while (after === before && Date.now() - written < 1000) after = await stampOn(b);
    expect(after).not.toBe(before);
    expect(Date.now() - written).toBeLessThan(1000);
    expect(await roomCountOn(b)).toBe(1);
  });

  it('a session ended on one is refused on the other at once', async () => {
    const { token } = await signUp();
    expect((await callApi(b.api, token, 'GET', '/admin/me')).status).toBe(200);
    expect((await callApi(a.api, token, 'POST', '/admin/logout')).status).toBe(200);
    expect((await callApi(b.api, token, 'GET', '/admin/me')).status).toBe(401);
    expect((await callApi(a.api, token, 'GET', '/admin/me')).status).toBe(401);
  });

  it('failed sign-ins on both count against one limit', async () => {
    const { email } = await signUp();
    const wrong = (server: ServerProcess) =>
      callApi(server.api, null, 'POST', '/admin/login', { email, password: 'not-the-password' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < ACCOUNT_LIMIT; attempt += 1) {
      statuses.push((await wrong(attempt % 2 === 0 ? a : b)).status);
    }
    expect(statuses).toEqual(Array.from({ length: ACCOUNT_LIMIT }, () => 401));
    // Half the attempts went to each: alone, neither process would have reached the limit.
    expect((await wrong(a)).status).toBe(429);
    expect((await wrong(b)).status).toBe(429);
  });
});
