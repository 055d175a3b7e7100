import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { actingAs, createTestApp, registerAdmin, registration } from '../../test/test-app';
import { CONTENT_SECURITY_POLICY, PERMISSIONS_POLICY } from './security-headers';

let app: App;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'nivas-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><title>Nivas</title><script type="module" src="/assets/index-abc.js"></script>',
  );
  writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
  app = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await app.close();
});

/** The CSP header as directive name → sources. */
function directives(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    (header as string)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

const answers = {
  'the web app page': { url: '/', headers: { accept: 'text/html' } },
  'a client route': { url: '/tenant-onboarding', headers: { accept: 'text/html' } },
  'a hashed asset': { url: '/assets/index-abc.js', headers: {} },
  'an API answer': { url: '/api/v1/health', headers: {} },
  'a 404': { url: '/api/v1/nothing', headers: {} },
  'an error': { url: '/api/v1/rooms', headers: {} },
};

describe('security headers', () => {
  it.each(Object.entries(answers))('are on %s', async (_, request) => {
    const response = await app.inject(request);
    expect(response.statusCode).toBeLessThan(500);
    const h = response.headers;
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('no-referrer');
    expect(h['x-frame-options']).toBe('DENY');
    expect(h['cross-origin-opener-policy']).toBe('same-origin');
    expect(h['cross-origin-resource-policy']).toBe('same-origin');
    expect(h['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(h['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(h['x-powered-by']).toBeUndefined();
    expect(directives(h['content-security-policy'])).toEqual(
      Object.fromEntries(Object.entries(CONTENT_SECURITY_POLICY).map(([k, v]) => [k, [...v]])),
    );
  });

  it('let scripts come only from our origin: no inline script, no eval, wasm allowed', async () => {
    const csp = directives((await app.inject({ url: '/' })).headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    expect(csp['worker-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    for (const sources of Object.values(csp)) {
      expect(sources).not.toContain('*');
      expect(sources.some((s) => s.startsWith('http'))).toBe(false);
    }
    // Served over plain HTTP on a hostel's network, the app must not upgrade its requests.
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
  });

  it('leave the OpenAPI page working: its page and assets are served under the same policy', async () => {
    const page = await app.inject({ url: '/api/v1/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-initializer.js');
    // Every script on the page has a src: nothing inline for the policy to refuse.
    expect(page.body.match(/<script(?![^>]*\ssrc=)[^>]*>/g)).toBeNull();
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const script = await app.inject({ url: '/api/v1/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('Cache-Control', () => {
  it('is no-store on every JSON answer of the API, signed in or not, success or error', async () => {
    const owner = actingAs(app, await registerAdmin(app));
    const nobody = '00000000-0000-4000-8000-000000000000';
    const reads = app.routeTable
      .filter((r) => r.method === 'GET' && r.url.startsWith('/api/v1/') && !r.url.includes('/docs'))
      .map((r) => r.url.replace('/api/v1', '').replaceAll(/:\w+/g, nobody));
    expect(reads.length).toBeGreaterThan(10);
    const answers = [
      ...(await Promise.all(reads.map((url) => owner.get(url)))),
      await owner.get('/no-such-route'),
      await app.inject({ url: '/api/v1/rooms' }), // 401
      await app.inject({ method: 'POST', url: '/api/v1/admin/register', payload: registration() }),
    ];
    for (const answer of answers) {
      expect(
        String(answer.headers['cache-control']),
        `${answer.statusCode} ${answer.body.slice(0, 80)}`,
      ).toMatch(/no-store/);
    }
  });
});
