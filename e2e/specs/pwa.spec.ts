import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { businessDate, monthOf, PgSeed } from '../fixtures/pg-seed';
import { saveScreenshot, screenshotDir, toasts } from '../fixtures/ui';

/**
 * The installable app (issue 20): the manifest and the service worker, the last data seen
 * opened with no network under the Offline banner, writes refused offline, and a new version
 * offered with "Reload to update".
 */
test.use({ serviceWorkers: 'allow', timezoneId: 'Asia/Kolkata', locale: 'en-IN' });

const dist = path.join(import.meta.dirname, '..', '..', 'apps', 'web', 'dist');

/** Waits until the service worker is active and controls the page. */
async function controlledByServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * A PG with Meera Nair owing an overdue rent (so the dashboard names her), and its dashboard
 * opened twice: the first visit installs the service worker, the second is kept by it.
 */
async function seedSeenOnce(page: Page, request: APIRequestContext) {
  const pg = await PgSeed.create(request);
  const room = await pg.room({ roomNumber: '101', capacity: 2, rentAmount: 8000 });
  const tenant = await pg.tenant({
    name: 'Meera Nair',
    phone: '9876500001',
    roomId: room._id,
    bedNumber: 1,
  });
  const rent = await pg.rent({
    tenantId: tenant._id,
    amount: 8000,
    ...monthOf(businessDate()),
    dueDate: businessDate(-3),
  });
  await pg.open(page, '/dashboard');
  await controlledByServiceWorker(page);
  await page.reload();
  await expect(page.getByText('Meera Nair').first()).toBeVisible();
  return { pg, rent };
}

const PNG_WIDTH_AT = 16;
const DAY_MS = 24 * 60 * 60 * 1000;

test('the manifest names the app with its icons, and the service worker registers', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const answer = await request.get(href!);
  expect(answer.ok()).toBe(true);
  const manifest = (await answer.json()) as {
    name: string;
    short_name: string;
    display: string;
    start_url: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ short_name: 'Nivas', display: 'standalone' });
  expect(manifest.start_url).toBe('/dashboard');
  // Chrome on Android installs an app with a 192 px and a 512 px icon; a maskable one fills
  // the circle or squircle its launcher cuts.
  expect(manifest.icons.map((icon) => [icon.sizes, icon.purpose ?? 'any'])).toEqual([
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ]);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.headers()['content-type']).toBe('image/png');
    const width = (await image.body()).readUInt32BE(PNG_WIDTH_AT);
    expect(`${width}x${width}`).toBe(icon.sizes);
  }

  await controlledByServiceWorker(page);
  const script = await page.evaluate(
    async () => (await navigator.serviceWorker.ready).active?.scriptURL,
  );
  expect(new URL(script!).pathname).toBe('/sw.js');
});

test('a first visit installs the service worker only once its screen is drawn with its data', async ({
  page,
  request,
}) => {
  // The install downloads and stores every screen's code: begun at the page's load, it took
  // the network and the processor from the first screen still being drawn.
  const pg = await PgSeed.create(request);
  let sendData!: () => void;
  const dataHeld = new Promise<void>((resolve) => (sendData = resolve));
  await page.route('**/api/v1/dashboard/stats', async (route) => {
    await dataHeld;
    await route.continue();
  });
  await pg.open(page, '/dashboard');
  await page.waitForLoadState('load');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // Two idle moments of the page and a second more: time enough for a registration begun at load.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => setTimeout(resolve, 1_000))),
      ),
  );
  const isRegistered = () =>
    page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration()));
  expect(await isRegistered(), 'registered while the data were on their way').toBe(false);

  sendData();
  await expect(page.getByText('Your PG is set up.', { exact: false })).toBeVisible();
  await controlledByServiceWorker(page);
});

test('offline, a second visit shows the last dashboard under the Offline banner and refuses a payment', async ({
  page,
  context,
  request,
}) => {
  const { pg, rent } = await seedSeenOnce(page, request);
  await page.goto('/rent-management?tab=records');
  await expect(page.getByRole('article', { name: 'Meera Nair' })).toBeVisible();

  await context.setOffline(true);
  await page.goto('/dashboard');
  const banner = page.getByRole('status').filter({ hasText: 'Offline' });
  await expect(banner).toContainText(
    'Showing what this phone last loaded. Nothing can be saved until the connection is back.',
  );
  await expect(page.getByText('Meera Nair').first()).toBeVisible();
  await saveScreenshot(page, 'pwa-offline-dashboard');
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'pwa-offline-dashboard');
  await page.setViewportSize({ width: 1280, height: 800 });

  // A payment is refused at once, in words, and nothing is kept to be sent later.
  await page.goto('/rent-management?tab=records');
  await expect(banner).toBeVisible();
  await page
    .getByRole('article', { name: 'Meera Nair' })
    .getByRole('button', { name: /^Pay:/ })
    .click();
  const modal = page.getByRole('dialog', { name: 'Record Payment' });
  await expect(modal.getByRole('alert')).toHaveText(
    'You are offline: a payment cannot be recorded until the connection is back.',
  );
  await modal.getByRole('button', { name: 'Record Payment' }).click();
  await expect(toasts(page)).toContainText(
    'You are offline, so this was not saved. Try again when you are back online.',
  );
  await modal.screenshot({ path: path.join(screenshotDir, 'pwa-offline-payment-refused.png') });

  await context.setOffline(false);
  await expect(banner).toBeHidden();
  const after = await request.get(`/api/v1/rents/${rent._id}`, {
    headers: { Authorization: `Bearer ${pg.token}` },
  });
  expect(((await after.json()) as { data: { amountPaid: number } }).data.amountPaid).toBe(0);
});

test('on a network that reaches nothing while the phone says it is online, the saved dashboard shows as offline until the server answers again', async ({
  page,
  context,
  request,
}) => {
  const seenFrom = Date.now();
  await seedSeenOnce(page, request);
  const seenUntil = Date.now();

  // A Wi-Fi without internet, a day later: the browser keeps saying online, every request
  // fails, and the service worker answers from what it kept (context.route sees its requests).
  await page.clock.setFixedTime(seenUntil + DAY_MS);
  await context.route('**/api/v1/**', (route) => route.abort('internetdisconnected'));
  await page.goto('/dashboard');
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  const banner = page.getByRole('status').filter({ hasText: 'Offline' });
  await expect(banner).toContainText('Showing what this phone last loaded.');
  await expect(page.getByText('Meera Nair').first()).toBeVisible();
  // The refresh status dates the saved answers when the server gave them, yesterday.
  const status = page.getByRole('button', { name: /^Updated / });
  const yesterday = await page.evaluate(
    ({ from, until }) => {
      const dateTime = new Intl.DateTimeFormat('en-IN', {
        dateStyle: 'medium',
        timeStyle: 'short',
      });
      const texts = new Set<string>();
      for (let at = from - 60_000; at <= until + 60_000; at += 30_000) {
        texts.add(`Updated ${dateTime.format(at)}`);
      }
      return [...texts];
    },
    { from: seenFrom, until: seenUntil },
  );
  expect(yesterday).toContain(await status.textContent());
  await saveScreenshot(page, 'pwa-offline-saved-yesterday');
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'pwa-offline-saved-yesterday');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Back online, the screen asks the server again rather than keep the saved answers.
  const fresh = page.waitForResponse(
    (response) =>
      response.url().includes('/api/v1/dashboard/stats') &&
      response.ok() &&
      !response.headers()['x-nivas-saved-copy'],
    { timeout: 7_000 },
  );
  await context.unroute('**/api/v1/**');
  await expect(banner).toBeHidden();
  await fresh;
  await expect(status).toHaveText('Updated just now');
});

test('a new version waits for "Reload to update", and reloading starts it', async ({ page }) => {
  const script = path.join(dist, 'sw.js');
  const original = readFileSync(script);
  // The server would send the old version's compressed copies: set aside while the new one is out.
  const compressed = ['.br', '.gz'].map((ext) => `${script}${ext}`).filter(existsSync);
  try {
    // A returning visit: the page opens under the installed service worker.
    await page.goto('/login');
    await controlledByServiceWorker(page);
    await page.reload();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    for (const file of compressed) renameSync(file, `${file}.aside`);
    writeFileSync(script, `${original.toString()}\n// a new version of the app\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());

    const prompt = page.getByRole('alertdialog', { name: 'A new version of Nivas is ready.' });
    await expect(prompt).toBeVisible();
    await saveScreenshot(page, 'pwa-update-prompt');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'pwa-update-prompt');
    // On a phone it waits clear of the screen's own controls: /login's language switch stays
    // reachable while the owner decides.
    const switchBox = await page.getByRole('group', { name: 'Language' }).boundingBox();
    const promptBox = await prompt.boundingBox();
    expect(switchBox && promptBox && overlaps(switchBox, promptBox)).toBe(false);
    await page.getByRole('button', { name: 'हिंदी' }).click({ trial: true });

    const reloaded = page.waitForEvent('framenavigated');
    await prompt.getByRole('button', { name: 'Reload to update' }).click();
    await reloaded;
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    const waiting = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null,
    );
    expect(waiting).toBeNull();
  } finally {
    writeFileSync(script, original);
    for (const file of compressed)
      if (existsSync(`${file}.aside`)) renameSync(`${file}.aside`, file);
  }
});
