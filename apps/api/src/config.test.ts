import { mkdtempSync, readFileSync, statSync } from 'node:fs';
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
    });
  });

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
      PORT: '9000',
    });
    expect(config).toMatchObject({
      jwtSecret: 'a-secret-of-enough-length',
      corsOrigins: ['https://a.example', 'https://b.example'],
      databaseUrl: 'postgres://localhost/nivas',
      port: 9000,
    });
  });

  it('refuses a malformed environment with a clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty', JWT_SECRET: 'x' })).toThrow(
      /Invalid environment: PORT.*JWT_SECRET/,
    );
  });
});
