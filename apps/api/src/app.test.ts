import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import type { App } from './app';

let app: App;
let withWeb: App;
const SCREEN_CODE = 'console.log("screen");\n'.repeat(200);
const RENTS_CODE = 'console.log("rents");\n'.repeat(200);
beforeAll(async () => {
  app = await createTestApp();
  const dist = mkdtempSync(path.join(tmpdir(), 'nivas-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Nivas</title>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'assets', 'screen-def456.js'), SCREEN_CODE);
  writeFileSync(path.join(dist, 'assets', 'rents-789abc.js'), RENTS_CODE);
  writeFileSync(path.join(dist, 'assets', 'rents-789abc.js.br'), brotliCompressSync(RENTS_CODE));
  withWeb = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await app.close();
  await withWeb.close();
});

describe('the test run', () => {
  it('runs on the database engine its leg of npm test is for', async () => {
    const expected =
      process.env.TEST_DATABASE_KIND ?? (process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    expect(app.database.kind).toBe(expected);
    const version = await app.database.db.execute(sql`select version() as version`);
    const text = String((version as unknown as { rows: { version: string }[] }).rows[0]!.version);
    // PGlite reports a wasm build of PostgreSQL; a real server reports its own platform.
    expect(/wasm|emscripten/i.test(text)).toBe(expected === 'pglite');
  });
});

describe('diagnostics', () => {
  it('GET /api/v1/health answers the database as up', async () => {
    const response = await app.inject({ url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, status: 'ok', db: 'up' });
  });

  it('GET /api/v1/debug answers environment, version, uptime, database and request, never secrets', async () => {
    const response = await app.inject({
      url: '/api/v1/debug',
      headers: { origin: 'http://allowed.example' },
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      environment: 'test',
      version: '0.0.0-test',
      database: { kind: expect.stringMatching(/^(pglite|postgres)$/), reachable: true },
      request: { origin: 'http://allowed.example', time: expect.any(String) },
    });
    expect(data.uptimeSeconds).toEqual(expect.any(Number));
    expect(response.body).not.toContain('test-secret');
  });

  it('GET / answers JSON to an API client', async () => {
    const response = await withWeb.inject({ url: '/', headers: { accept: 'application/json' } });
    expect(response.json()).toEqual({ success: true, message: 'Nivas API is running' });
  });

  it('serves the OpenAPI document generated from the routes', async () => {
    const response = await app.inject({ url: '/api/v1/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/v1/admin/register', '/api/v1/admin/login', '/api/v1/admin/me']),
    );
  });
});

describe('the web app', () => {
  it('answers index.html to a browser at / and at any client route', async () => {
    for (const url of ['/', '/dashboard', '/rooms/details/abc']) {
      const response = await withWeb.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Nivas</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year', async () => {
    const response = await withWeb.inject({ url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sends an asset's compressed copy, and compresses one that has none yet as it sends it", async () => {
    // `npm start` makes the copies once Nivas runs (scripts/precompress.mjs): until then an
    // asset is compressed on its way out.
    const headers = { 'accept-encoding': 'br' };
    const withCopy = await withWeb.inject({ url: '/assets/rents-789abc.js', headers });
    expect(withCopy.headers['content-encoding']).toBe('br');
    expect(withCopy.rawPayload).toEqual(brotliCompressSync(RENTS_CODE));
    const withoutCopy = await withWeb.inject({ url: '/assets/screen-def456.js', headers });
    expect(withoutCopy.statusCode).toBe(200);
    expect(withoutCopy.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(withoutCopy.rawPayload).toString()).toBe(SCREEN_CODE);
    expect(withoutCopy.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers an unknown API path with a JSON 404, even from a browser', async () => {
    const response = await withWeb.inject({
      url: '/api/v1/nothing-here',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      error: 'Route GET /api/v1/nothing-here not found',
      code: 'NOT_FOUND',
    });
  });
});

describe('compression', () => {
  it('compresses answers over 1 KB for clients that accept it, and leaves small ones alone', async () => {
    const large = await app.inject({
      url: '/api/v1/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(large.headers['content-encoding']).toBe('gzip');
    const small = await app.inject({
      url: '/api/v1/health',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('CORS', () => {
  it('allows a listed origin and no other', async () => {
    const allowed = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/admin/me',
      headers: { origin: 'http://allowed.example', 'access-control-request-method': 'GET' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://allowed.example');
    const other = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/admin/me',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
