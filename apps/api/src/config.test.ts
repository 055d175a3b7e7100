import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'nivas-config-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      businessTimeZone: 'Asia/Kolkata',
      corsOrigins: [],
      trustProxy: false,
    });
  });

  it.each([
    ['', false],
    ['1', 1],
    [' 2 ', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 192.168.1.10 ,::1', ['10.0.0.0/8', '192.168.1.10', '::1']],
    ['fd00::/8', ['fd00::/8']],
  ])('reads TRUST_PROXY=%j as %j', (value, trustProxy) => {
    expect(
      loadConfig({
        DATA_DIR: tmpdir(),
        JWT_SECRET: 'a-secret-of-enough-length',
        TRUST_PROXY: value,
      }).trustProxy,
    ).toEqual(trustProxy);
  });

  it.each(['0', 'true', 'yes', '10.0.0.0/33', '10.0.0.1/8/2', 'proxy.example', '1,2', '10.0.0.1,'])(
    'refuses TRUST_PROXY=%j with a clear message',
    (value) => {
      expect(() =>
        loadConfig({
          DATA_DIR: tmpdir(),
          JWT_SECRET: 'a-secret-of-enough-length',
          TRUST_PROXY: value,
        }),
      ).toThrow(
        /Invalid environment: TRUST_PROXY: TRUST_PROXY must be a number of proxy hops, or a comma-separated list/,
      );
    },
  );

  it('generates a JWT secret once, keeps it private in DATA_DIR and reuses it', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'nivas-config-'));
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    const file = path.join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8')).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('reads JWT_SECRET, CORS_ORIGINS and DATABASE_URL from the environment', () => {
    const config = loadConfig({
      DATA_DIR: tmpdir(),
      JWT_SECRET: 'a-secret-of-enough-length',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      DATABASE_URL: 'postgres://localhost/nivas',
      DATA_KEY: 'ab'.repeat(32),
      PORT: '9000',
    });
    expect(config).toMatchObject({
      jwtSecret: 'a-secret-of-enough-length',
      corsOrigins: ['https://a.example', 'https://b.example'],
      databaseUrl: 'postgres://localhost/nivas',
      port: 9000,
    });
  });

  it('generates a data key once, keeps it private in DATA_DIR and reuses it', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'nivas-config-'));
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.dataKey.key).toHaveLength(32);
    expect(first.dataKey.source).toBe('file');
    expect(second.dataKey.key.equals(first.dataKey.key)).toBe(true);
    const file = path.join(dataDir, 'data-key');
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64').equals(first.dataKey.key)).toBe(
      true,
    );
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('reads DATA_KEY as base64 or hex, with or without DATABASE_URL, and writes no key file', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'nivas-config-'));
    const key = Buffer.alloc(32, 7);
    for (const env of [
      { DATA_KEY: key.toString('base64') },
      { DATA_KEY: key.toString('hex'), DATABASE_URL: 'postgres://localhost/nivas' },
      { DATA_KEY: key.toString('base64url') },
    ]) {
      const config = loadConfig({ DATA_DIR: dataDir, ...env });
      expect(config.dataKey.source).toBe('env');
      expect(config.dataKey.key.equals(key)).toBe(true);
    }
    expect(existsSync(path.join(dataDir, 'data-key'))).toBe(false);
  });

  it.each(['short', 'ab'.repeat(31), Buffer.alloc(16).toString('base64'), 'zz'.repeat(32)])(
    'refuses DATA_KEY %s with a clear message',
    (value) => {
      expect(() =>
        loadConfig({ DATA_DIR: tmpdir(), JWT_SECRET: 'x'.repeat(16), DATA_KEY: value }),
      ).toThrow(
        /Invalid environment: DATA_KEY: DATA_KEY must be 32 bytes written as base64 or hex/,
      );
    },
  );

  it('refuses a malformed environment with a clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty', JWT_SECRET: 'x' })).toThrow(
      /Invalid environment: PORT.*JWT_SECRET/,
    );
  });
});

describe('the secrets kept in DATA_DIR, made by processes starting together', () => {
  it('are made once: every process reads the same whole token secret and data key', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'nivas-secrets-'));
    // Each process loads the module, then waits for the same moment to look in DATA_DIR.
    const at = Date.now() + 4000;
    const load = `import('./apps/api/src/config.ts').then(({ loadConfig }) => {
      while (Date.now() < ${at});
      const c = loadConfig({ ...process.env, DATA_DIR: ${JSON.stringify(dataDir)} });
      console.log(JSON.stringify([c.jwtSecret, Buffer.from(c.dataKey.key).toString('hex')]));
    })`;
    const root = path.resolve(import.meta.dirname, '../../..');
    // Neither secret given: each process looks in DATA_DIR, and makes them if they are not there.
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => name !== 'JWT_SECRET' && name !== 'DATA_KEY'),
    );
    const runs = await Promise.all(
      Array.from(
        { length: 8 },
        () =>
          new Promise<{ code: number | null; out: string }>((resolve) => {
            const child = spawn(process.execPath, ['--import', 'tsx', '-e', load], {
              cwd: root,
              env,
            });
            let out = '';
            child.stdout.on('data', (chunk: Buffer) => (out += chunk));
            child.stderr.on('data', (chunk: Buffer) => (out += chunk));
            child.on('exit', (code) => resolve({ code, out }));
          }),
      ),
    );
    for (const run of runs) expect(run.code, run.out).toBe(0);
    expect(new Set(runs.map((run) => run.out.trim())).size).toBe(1);
  }, 60_000);
});
