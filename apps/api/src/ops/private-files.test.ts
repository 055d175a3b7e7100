import { chmodSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config';
import { callApi, privateModeProblems, runCommand } from '../../test/commands';
import { startServerProcess, type ServerProcess } from '../../test/server-process';
import { registration, roomBody, tenantBody } from '../../test/test-app';
import { LOCK_FILE } from './data-dir-lock';
import { dataDirFrom, migratedDump } from '../../test/data-dir';

/**
 * DATA_DIR holds every tenant's Aadhaar number and photo: only the owner's user may read it.
 * PGlite creates its files 0666 and folders 0755, so these check every file and folder after
 * each command that writes there. The embedded database's files only: the PGlite leg.
 */
const onPostgresLeg = Boolean(inject('postgresTemplateUrl'));
const PORTS = { start: 18227 };

let template: Blob;
let scratch: string;
const dataDirs: string[] = [];
/**
 * A DATA_DIR as an install made before this rule left it: the database written by PGlite in
 * this process (umask 022: files 0666 and 0644, folders 0755 and 0700), the folder 0755 and a
 * file of the owner's 0644.
 */
async function looseDataDir() {
  const dir = await dataDirFrom(template);
  dataDirs.push(dir);
  chmodSync(dir, 0o755);
  writeFileSync(path.join(dir, 'notes.txt'), 'rent reminders', { mode: 0o644 });
  expect(privateModeProblems(dir).length).toBeGreaterThan(100);
  return dir;
}
const servers: ServerProcess[] = [];

describe('the token secret', () => {
  it('is created 0600 in a new DATA_DIR that is created 0700', () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'nivas-secret-')), 'data');
    dataDirs.push(path.dirname(dataDir));
    loadConfig({ DATA_DIR: dataDir });
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
  });
});

describe.skipIf(onPostgresLeg)(
  'DATA_DIR readable by the owner alone (embedded database only)',
  { timeout: 180_000 },
  () => {
    beforeAll(async () => {
      template = await migratedDump();
      scratch = mkdtempSync(path.join(tmpdir(), 'nivas-private-'));
    });
    afterAll(async () => {
      for (const server of servers) await server.kill('SIGKILL');
      for (const dir of [...dataDirs, scratch]) rmSync(dir, { recursive: true, force: true });
    });

    it('after a start and after a clean stop: folders 0700, files 0600, an older install repaired', async () => {
      const dataDir = await looseDataDir();
      const server = await startServerProcess({ dataDir, port: PORTS.start });
      servers.push(server);
      expect(privateModeProblems(dataDir)).toEqual([]);

      // Writes while it runs, then a clean stop.
      const owner = await callApi(server.api, null, 'POST', '/admin/register', registration());
      const token = owner.body.token as string;
      const room = await callApi(server.api, token, 'POST', '/rooms', roomBody());
      const roomId = (room.body.data as { _id: string })._id;
      for (let bed = 1; bed <= 2; bed += 1) {
        const body = tenantBody(roomId, bed, { phone: `98000000${bed}0` });
        const tenant = await callApi(server.api, token, 'POST', '/tenants', body);
        expect(tenant.status, JSON.stringify(tenant.body)).toBe(201);
      }
      expect(await server.kill('SIGTERM')).toEqual({ code: 0, signal: null });
      expect(privateModeProblems(dataDir)).toEqual([]);
    });

    it('npm run seed -- --profile demo seeds a new DATA_DIR and leaves it private', async () => {
      const dataDir = path.join(scratch, 'seeded');
      const seed = await runCommand('seed', ['--profile', 'demo'], { dataDir });
      expect(seed.status, seed.stderr).toBe(0);
      expect(seed.stdout).toContain('Seeded profile "demo" (1 PG) into pglite');
      expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
      expect(privateModeProblems(dataDir)).toEqual([]);
    });

    it('the backup file is 0600, and a restore leaves DATA_DIR private, the replaced copy included', async () => {
      const source = await looseDataDir();
      const file = path.join(scratch, 'backups', 'private.tar.gz');
      const backup = await runCommand('backup', [file], { dataDir: source });
      expect(backup.status, backup.stderr).toBe(0);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);

      const target = path.join(scratch, 'restored');
      const restored = await runCommand('restore', [file], { dataDir: target });
      expect(restored.status, restored.stderr).toBe(0);
      expect(privateModeProblems(target)).toEqual([]);

      const replaced = await looseDataDir();
      const forced = await runCommand('restore', [file, '--force'], { dataDir: replaced });
      expect(forced.status, forced.stderr).toBe(0);
      expect(forced.stdout).toContain('The database it replaced is kept in');
      expect(privateModeProblems(replaced)).toEqual([]);
    });
  },
);
