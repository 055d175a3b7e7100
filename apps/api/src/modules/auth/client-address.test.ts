import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import type { TrustProxy } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase, registration, testConfig } from '../../../test/test-app';
import { ADDRESS_LIMIT } from './login-throttle';

/**
 * TRUST_PROXY decides which address a request comes from: the one sessions show and sign-in
 * throttling counts. Unset, a forged X-Forwarded-For changes nothing.
 */
let database: DatabaseHandle;
const apps: App[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const app of apps.slice(1)) await app.close();
  await apps[0]?.close();
});

async function appTrusting(trustProxy: TrustProxy) {
  const app = await buildApp({
    config: { ...testConfig, trustProxy },
    // Only the first app closes the shared database.
    database: apps.length === 0 ? database : { ...database, close: async () => {} },
    logger: false,
  });
  apps.push(app);
  return app;
}

/** Registers through `app` from `remoteAddress` with a forwarded-for header; answers the address the session shows. */
async function addressSeen(app: App, remoteAddress: string, forwardedFor: string) {
  const registered = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/register',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: registration(),
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const list = await app.inject({
    url: '/api/v1/admin/sessions',
    headers: { authorization: `Bearer ${registered.json().token}` },
  });
  return list.json().data[0].ip as string;
}

describe('TRUST_PROXY', () => {
  it('unset: the address is the connection’s, whatever X-Forwarded-For says', async () => {
    const app = await appTrusting(false);
    expect(await addressSeen(app, '10.0.0.1', '203.0.113.7')).toBe('10.0.0.1');
  });

  it('a hop count: the client the proxy in front saw', async () => {
    const app = await appTrusting(1);
    expect(await addressSeen(app, '10.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
    // One hop only: what the client itself claims before the proxy is not believed.
    expect(await addressSeen(app, '10.0.0.1', '198.51.100.9, 203.0.113.8')).toBe('203.0.113.8');
  });

  it('a list: only those proxies are believed', async () => {
    const app = await appTrusting(['10.0.0.1', '192.168.0.0/16']);
    expect(await addressSeen(app, '10.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
    expect(await addressSeen(app, '192.168.4.5', '203.0.113.9')).toBe('203.0.113.9');
    expect(await addressSeen(app, '10.0.0.2', '203.0.113.7')).toBe('10.0.0.2');
  });

  it('unset: forging X-Forwarded-For does not walk around the per-address limit', async () => {
    const app = await appTrusting(false);
    const attempt = (i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/admin/login',
        remoteAddress: '10.0.9.9',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        payload: { email: `forged-${i}@example.com`, password: 'wrong' },
      });
    for (let i = 0; i < ADDRESS_LIMIT; i += 1) expect((await attempt(i)).statusCode).toBe(401);
    expect((await attempt(ADDRESS_LIMIT)).statusCode).toBe(429);
  });

  it('behind a trusted proxy, each client behind it has its own count', async () => {
    const app = await appTrusting(1);
    const attempt = (client: string, i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/admin/login',
        remoteAddress: '10.0.8.8',
        headers: { 'x-forwarded-for': client },
        payload: { email: `behind-proxy-${client}-${i}@example.com`, password: 'wrong' },
      });
    for (let i = 0; i < ADDRESS_LIMIT; i += 1) {
      expect((await attempt('198.51.100.1', i)).statusCode).toBe(401);
    }
    expect((await attempt('198.51.100.1', ADDRESS_LIMIT)).statusCode).toBe(429);
    expect((await attempt('198.51.100.2', 0)).statusCode).toBe(401);
  });
});
