import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCK_FILE, type LockHolder } from './ops/data-dir-lock';
import { dataDirFrom, migratedDump } from '../test/data-dir';
import { callApi, listing, runCommand } from '../test/commands';
import { startServerProcess, type ServerProcess } from '../test/server-process';
import { registration, roomBody } from '../test/test-app';

/**
 * One process at a time on a DATA_DIR: the real server, `npm start`, seed, backup and restore
 * as processes. Two servers on one embedded database each answered writes and the last to stop
 * overwrote the other's. PostgreSQL (DATABASE_URL) is shared by design and takes no lock, so
 * these run on the PGlite leg only.
 */
const onPostgresLeg = Boolean(inject('postgresTemplateUrl'));
// Ports of their own, so these servers never meet another test's or a benchmark's.
const PORTS = {
  first: 18220,
  second: 18221,
  restarted: 18222,
  busy: 18223,
  start: 18224,
  killed: 18225,
  takeover: 18226,
  sharedA: 18228,
  sharedB: 18229,
};

let template: Blob;
let scratch: string;
const dataDirs: string[] = [];
async function freshDataDir() {
  const dir = await dataDirFrom(template);
  dataDirs.push(dir);
  return dir;
}
const servers: ServerProcess[] = [];
async function startServer(dataDir: string, port: number, env?: Record<string, string>) {
  const server = await startServerProcess({ dataDir, port, env });
  servers.push(server);
  return server;
}

const holderOf = (dataDir: string) =>
  JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as LockHolder;
const linesOf = (text: string) => text.trim().split('\n');
/** The one line every command prints when the server holds DATA_DIR. */
const heldByServer = (command: string, dataDir: string, server: ServerProcess) =>
  `Cannot run nivas ${command}: DATA_DIR ${dataDir} is in use by process ${server.pid} ` +
  `(nivas server, started ${holderOf(dataDir).startedAt}). Stop it first: one process at a ` +
  'time may use the embedded database.';

async function signUp(api: string) {
  const account = registration();
  const answer = await callApi(api, null, 'POST', '/admin/register', account);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { token: answer.body.token as string, email: account.email, password: account.password };
}
async function addRoom(api: string, token: string, roomNumber: string) {
  const answer = await callApi(api, token, 'POST', '/rooms', roomBody({ roomNumber }));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return (answer.body.data as { _id: string })._id;
}
/** The ids of the account's rooms, signing in again (the server may be a new process). */
async function roomIdsServed(api: string, account: { email: string; password: string }) {
  const { email, password } = account;
  const login = await callApi(api, null, 'POST', '/admin/login', { email, password });
  expect(login.status).toBe(200);
  const rooms = await callApi(api, login.body.token as string, 'GET', '/rooms');
  expect(rooms.status).toBe(200);
  return (rooms.body.data as { _id: string }[]).map((room) => room._id);
}

describe.skipIf(onPostgresLeg)(
  'one process per DATA_DIR (embedded database only)',
  { timeout: 180_000 },
  () => {
    beforeAll(async () => {
      template = await migratedDump();
      scratch = mkdtempSync(path.join(tmpdir(), 'nivas-exclusive-'));
    });
    afterAll(async () => {
      // A failed test may leave its server running: it goes first, then the files.
      for (const server of servers) await server.kill('SIGKILL');
      for (const dir of [...dataDirs, scratch]) rmSync(dir, { recursive: true, force: true });
    });

    it('a second server exits non-zero with one line naming the first, which keeps every write', async () => {
      const dataDir = await freshDataDir();
      const first = await startServer(dataDir, PORTS.first);
      const account = await signUp(first.api);
      const rooms: string[] = [];
      for (let i = 1; i <= 5; i += 1) rooms.push(await addRoom(first.api, account.token, `A-${i}`));

      const before = listing(dataDir);
      const second = await runCommand('server', [], { dataDir, port: PORTS.second });
      expect(second.status).toBe(1);
      expect(second.stdout).toBe('');
      expect(linesOf(second.stderr)).toEqual([heldByServer('server', dataDir, first)]);
      // It created, changed and opened nothing, and never listened.
      expect(listing(dataDir)).toEqual(before);
      await expect(fetch(`http://127.0.0.1:${PORTS.second}/api/v1/health`)).rejects.toThrow();

      for (let i = 6; i <= 10; i += 1)
        rooms.push(await addRoom(first.api, account.token, `A-${i}`));
      expect(await first.kill('SIGTERM')).toEqual({ code: 0, signal: null });
      expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);

      const restarted = await startServer(dataDir, PORTS.restarted);
      expect((await roomIdsServed(restarted.api, account)).sort()).toEqual([...rooms].sort());
      expect(await restarted.kill('SIGTERM')).toEqual({ code: 0, signal: null });
    });

    it('npm start, seed, backup and restore refuse in the same one line while the server runs, changing nothing', async () => {
      const dataDir = await freshDataDir();
      const backupFile = path.join(scratch, 'before.tar.gz');
      const made = await runCommand('backup', [backupFile], { dataDir });
      expect(made.status, made.stderr).toBe(0);

      const server = await startServer(dataDir, PORTS.busy);
      const account = await signUp(server.api);
      const room = await addRoom(server.api, account.token, 'B-1');
      const before = listing(dataDir);
      const refusedBackup = path.join(scratch, 'refused.tar.gz');
      const attempts = [
        ['start', [], 'server'],
        ['seed', ['--profile', 'demo'], 'seed'],
        ['backup', [refusedBackup], 'backup'],
        ['restore', [backupFile, '--force'], 'restore'],
      ] as const;
      for (const [command, args, named] of attempts) {
        const result = await runCommand(command, [...args], { dataDir, port: PORTS.start });
        expect(result.status, `${command}: ${result.stdout}`).toBe(1);
        expect(linesOf(result.stderr), command).toEqual([heldByServer(named, dataDir, server)]);
        // npm start says it before building anything.
        expect(result.stdout, command).toBe('');
      }
      expect(listing(dataDir)).toEqual(before);
      expect(existsSync(refusedBackup)).toBe(false);

      // The server still serves what it had; the demo account was not seeded behind its back.
      expect(await roomIdsServed(server.api, account)).toEqual([room]);
      const demo = await callApi(server.api, null, 'POST', '/admin/login', {
        email: 'demo1@nivas.app',
        password: 'nivas-demo-2026',
      });
      expect(demo.status).toBe(401);
      expect(await server.kill('SIGTERM')).toEqual({ code: 0, signal: null });
    });

    it('takes over the lock a SIGKILLed server left, with every answered write there', async () => {
      const dataDir = await freshDataDir();
      const killed = await startServer(dataDir, PORTS.killed);
      const account = await signUp(killed.api);
      const room = await addRoom(killed.api, account.token, 'K-1');
      expect(await killed.kill('SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });
      expect(holderOf(dataDir).pid).toBe(killed.pid);

      const next = await startServer(dataDir, PORTS.takeover);
      expect(holderOf(dataDir)).toMatchObject({ pid: next.pid, command: 'server' });
      expect(await roomIdsServed(next.api, account)).toEqual([room]);
      expect(await next.kill('SIGTERM')).toEqual({ code: 0, signal: null });
      expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    });
  },
);

describe.skipIf(!onPostgresLeg)(
  'with DATABASE_URL, several servers share one PostgreSQL and take no lock',
  { timeout: 120_000 },
  () => {
    it('two servers on one DATA_DIR and one database both serve, each seeing the other’s writes', async () => {
      const postgresUrl = inject('postgresTemplateUrl');
      const name = `nivas_shared_${randomUUID().replaceAll('-', '')}`;
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name} TEMPLATE nivas_test_template`);
      const url = new URL(postgresUrl);
      url.pathname = `/${name}`;
      const dataDir = mkdtempSync(path.join(tmpdir(), 'nivas-shared-'));
      try {
        const env = { DATABASE_URL: url.toString() };
        const a = await startServer(dataDir, PORTS.sharedA, env);
        const b = await startServer(dataDir, PORTS.sharedB, env);
        expect(readdirSync(dataDir)).not.toContain(LOCK_FILE);
        const account = await signUp(a.api);
        const room = await addRoom(a.api, account.token, 'S-1');
        expect(await roomIdsServed(b.api, account)).toEqual([room]);
        expect(await a.kill('SIGTERM')).toEqual({ code: 0, signal: null });
        expect(await b.kill('SIGTERM')).toEqual({ code: 0, signal: null });
      } finally {
        for (const server of servers) await server.kill('SIGKILL');
        rmSync(dataDir, { recursive: true, force: true });
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    });
  },
);
