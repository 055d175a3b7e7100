import { readdirSync } from 'node:fs';
import path from 'node:path';
import {
  expect,
  test,
  type APIRequestContext,
  type ConsoleMessage,
  type Page,
} from '@playwright/test';
import { newAdmin, registerViaApi, signIn } from '../fixtures/accounts';

/**
 * The app under its real Content-Security-Policy, as the server sends it: every main screen,
 * the OCR worker and wasm of the onboarding wizard, and the API's Swagger page load without a
 * single violation, and the token never travels in a URL.
 */
const assetsDir = path.join(import.meta.dirname, '..', '..', 'apps', 'web', 'dist', 'assets');
/** A 1×1 PNG, for a tenant photo that the lists show from an object URL. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Chromium reports each refusal on the console (pages and workers), and as an event. `first`
 * settles at the first one, so a test waiting on work the policy broke fails at once.
 */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  let seen!: () => void;
  const first = new Promise<void>((resolve) => (seen = resolve));
  const note = (message: ConsoleMessage) => {
    if (/Content Security Policy/i.test(message.text())) {
      violations.push(`${page.url()}: ${message.text()}`);
      seen();
    }
  };
  page.on('console', note);
  page.on('worker', (worker) => worker.on('console', note));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.effectiveDirective} refused ${event.blockedURI} (${event.sourceFile}:${event.lineNumber}:${event.columnNumber})`,
      );
    });
  });
  return { list: violations, first };
}

async function seedRoomAndTenant(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const room = await request.post('/api/v1/rooms', {
    headers,
    data: { roomNumber: 'CSP-1', floorNumber: 1, capacity: 2, rentAmount: 6000 },
  });
  expect(room.status(), await room.text()).toBe(201);
  const roomId = (await room.json()).data._id as string;
  const tenant = await request.post('/api/v1/tenants', {
    headers,
    data: {
      name: 'Meera Pillai',
      phone: '9812345670',
      idProofType: 'Aadhar',
      idProofNumber: '234567890123',
      roomId,
      bedNumber: 1,
      joiningDate: '2025-01-01',
    },
  });
  expect(tenant.status(), await tenant.text()).toBe(201);
  const tenantId = (await tenant.json()).data._id as string;
  const photo = await request.put(`/api/v1/tenants/${tenantId}/photo`, {
    headers: { ...headers, 'Content-Type': 'image/png' },
    data: PNG,
  });
  expect(photo.status(), await photo.text()).toBeLessThan(300);
  return { roomId, tenantId };
}

test.describe('content security policy in the browser', () => {
  test('the served page has the policy and no inline script', async ({ request }) => {
    const page = await request.get('/', { headers: { Accept: 'text/html' } });
    expect(page.headers()['content-security-policy']).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain('<script type="module"');
    expect(html.match(/<script(?![^>]*\ssrc=)[^>]*>/g)).toBeNull();
  });

  test('the detector sees a refused inline script, so silence below means something', async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    await page.goto('/login');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.name = "inline script ran"';
      document.head.append(script);
    });
    await violations.first;
    expect(violations.list[0]).toContain('script-src');
    expect(await page.evaluate(() => window.name)).not.toBe('inline script ran');
  });

  test('every main screen runs without a violation, and the token never travels in a URL', async ({
    page,
    request,
  }) => {
    test.slow();
    const violations = await watchViolations(page);
    const urls: string[] = [];
    const withBearer: string[] = [];
    page.on('request', (r) => {
      urls.push(r.url());
      if (r.headers()['authorization']?.startsWith('Bearer ')) withBearer.push(r.url());
    });

    for (const screen of ['/login', '/register', '/tenant-onboarding']) {
      await page.goto(screen);
      await expect(page.getByRole('heading').first(), screen).toBeVisible();
    }

    const admin = newAdmin();
    const { token } = await registerViaApi(request, admin);
    const { roomId, tenantId } = await seedRoomAndTenant(request, token);
    await signIn(page, admin);
    await expect(page).toHaveURL(/\/dashboard$/);
    const session = await page.evaluate(() => localStorage.getItem('token'));
    expect(session).toBeTruthy();

    const screens = [
      '/dashboard',
      '/rooms',
      `/rooms/details/${roomId}`,
      '/rooms/add',
      `/tenants/edit/${tenantId}`,
      `/tenants/${tenantId}`,
      '/tenants/add',
      '/rents',
      '/rents/add',
      '/rent-management',
      '/profile',
      '/settings',
      '/connection-test',
      '/tenant-onboarding',
      '/tenants',
    ];
    for (const screen of screens) {
      await page.goto(screen);
      await expect(page.getByRole('heading').first(), screen).toBeVisible();
      // Loaded: no spinner or skeleton left, so every request the screen makes has answered.
      await expect(page.getByRole('main').getByRole('status'), screen).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Testing...' }), screen).toHaveCount(0);
    }
    // The tenant list shows the photo from an object URL (img-src blob:).
    await expect(page.getByRole('img', { name: /Meera Pillai/ }).first()).toBeVisible();

    expect(violations.list).toEqual([]);
    // The token was in use, in headers, and never in any address.
    expect(withBearer.length).toBeGreaterThan(5);
    expect(urls.filter((u) => u.includes(token) || u.includes(session!))).toEqual([]);
  });

  test('the card reader runs its QR wasm, OCR worker, wasm core and trained data under the policy', async ({
    page,
  }) => {
    test.slow();
    const violations = await watchViolations(page);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto('/tenant-onboarding');
    await expect(page.getByRole('heading').first()).toBeVisible();
    // The chunk the wizard loads when its Aadhaar step opens, called as the step calls it.
    const readerChunk = readdirSync(assetsDir).find((f) => /^read-card-[\w-]+\.js$/.test(f));
    expect(readerChunk, 'the built card reader chunk').toBeTruthy();
    const reading = page.evaluate(async (chunkUrl) => {
      const canvas = document.createElement('canvas');
      canvas.width = 900;
      canvas.height = 260;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.fillStyle = '#000';
      context.font = 'bold 56px sans-serif';
      context.fillText('2345 6789 0123', 60, 150);
      const image = await new Promise<Blob>((resolve) =>
        canvas.toBlob((blob) => resolve(blob!), 'image/png'),
      );
      const reader = await import(chunkUrl);
      try {
        const result = await reader.readAadhaarCard(image);
        return { text: String(result.text) };
      } finally {
        await reader.stopCardReader();
      }
    }, `/assets/${readerChunk}`);
    reading.catch(() => undefined); // a refusal below ends the test before the reading settles
    const outcome = await Promise.race([reading, violations.first.then(() => null)]);
    expect(violations.list).toEqual([]);
    expect(outcome?.text.replace(/\s/g, '')).toContain('234567890123');
    // Beside the worker every page starts for the locale data (lib/warm-intl.ts).
    expect(workers.filter((url) => !/\/intl-warm-up\.worker-[\w-]+\.js$/.test(url))).toEqual([
      expect.stringMatching(/\/vendor\/tesseract\/worker\.min\.js$/),
    ]);
    expect(violations.list).toEqual([]);
  });

  test('the API docs page works under the policy', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/api/v1/docs');
    await expect(page.getByText('Nivas API').first()).toBeVisible();
    await expect(page.getByText('/api/v1/admin/export').first()).toBeVisible();
    expect(violations.list).toEqual([]);
  });
});
