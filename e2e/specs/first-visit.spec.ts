import { expect, test, type APIRequestContext } from '@playwright/test';
import { PgSeed } from '../fixtures/pg-seed';

test.use({ timezoneId: 'Asia/Kolkata', locale: 'en-IN' });

/**
 * A signed-in first visit asks for the screen's data beside the session check, not after it
 * (issue 20, Lighthouse): on a slow network each request waited for before the next one starts
 * is a round trip more before the screen shows anything. The screen then takes that answer
 * rather than asking again.
 */
const screens = [
  { name: 'the dashboard', path: () => '/dashboard', data: /\/api\/v1\/dashboard\/stats$/ },
  { name: 'the tenants', path: () => '/tenants', data: /\/api\/v1\/tenants$/ },
  {
    name: 'rent management',
    path: () => '/rent-management',
    data: /\/api\/v1\/rents\?.*status=Overdue/,
  },
  {
    // The bulk actions name the due day: asked for after the screen was drawn, the settings
    // were a third round trip before Rent Management was complete.
    name: "rent management's settings",
    path: () => '/rent-management',
    data: /\/api\/v1\/settings$/,
  },
  {
    name: "a tenant's page",
    path: (tenantId: string) => `/tenants/${tenantId}`,
    data: /\/api\/v1\/tenants\/[^/]+\/account$/,
  },
  {
    // Its dialogs start from the PG's today: the page waits for the settings before it draws.
    name: "a tenant's page's settings",
    path: (tenantId: string) => `/tenants/${tenantId}`,
    data: /\/api\/v1\/settings$/,
  },
  { name: 'the onboarding', path: () => '/tenant-onboarding', data: /\/api\/v1\/tenants$/ },
];

async function seedTenant(request: APIRequestContext) {
  const pg = await PgSeed.create(request);
  const room = await pg.room({ roomNumber: '101', floorNumber: 1, capacity: 2, rentAmount: 8000 });
  const tenant = await pg.tenant({
    name: 'Asha Verma',
    phone: '9876501234',
    roomId: room._id,
    bedNumber: 1,
  });
  return { pg, tenant };
}

for (const screen of screens) {
  test(`${screen.name}: its data is asked for while the session is still being checked`, async ({
    page,
    request,
  }) => {
    const { pg, tenant } = await seedTenant(request);

    // The session check is held until the screen's data has been asked for, or 10 s pass.
    let dataAsked: () => void = () => undefined;
    const dataAskedFirst = new Promise<boolean>((resolve) => {
      dataAsked = () => resolve(true);
      setTimeout(() => resolve(false), 10_000);
    });
    page.on('request', (request) => {
      if (screen.data.test(request.url())) dataAsked();
    });
    await page.route('**/api/v1/admin/me', async (route) => {
      await dataAskedFirst;
      await route.continue();
    });

    await pg.open(page, screen.path(tenant._id));
    expect(await dataAskedFirst, 'the data was asked for before the session was known').toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test(`${screen.name}: its data is asked for once`, async ({ page, request }) => {
    const { pg, tenant } = await seedTenant(request);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (screen.data.test(request.url())) asked.push(request.url());
    });

    await pg.open(page, screen.path(tenant._id));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The screen's polls come every 10 s: until then the page is quiet once it has loaded.
    await page.waitForLoadState('networkidle');
    expect(asked).toHaveLength(1);
  });
}

/** zod's chunk: the forms' schema library. */
const isSchemaLibrary = (url: string) => /\/assets\/zod-[\w-]+\.js$/.test(url);

for (const screen of screens.filter(({ name }) => !name.endsWith("'s settings"))) {
  test(`${screen.name}: its first visit loads no schema library`, async ({ page, request }) => {
    // Answers are read by their envelope (decision 0018); zod comes with the first form opened.
    const { pg, tenant } = await seedTenant(request);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });

    await pg.open(page, screen.path(tenant._id));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.length, 'the screen loaded its scripts').toBeGreaterThan(3);
    expect(scripts.filter(isSchemaLibrary)).toEqual([]);
  });
}

test('before the first script has run, the page says it is loading', async ({ page }) => {
  // The spinner index.html draws itself while a slow phone waits for the app's code: a screen
  // reader hears what it is, as it does for the app's own loading screen.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/dashboard');
  await expect(page.getByRole('status')).toHaveAccessibleName('Loading...');
});

test('while the page loads, its spinner turns in eight steps a second, not a frame at a time', async ({
  page,
}) => {
  // Each frame of a turning spinner is drawn and composited while a slow phone is starting the
  // app; eight a second say "working" as well as sixty (docs/performance.md, the eleventh step).
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/dashboard');
  const spinner = page.getByRole('status').locator('svg');
  const animation = await spinner.evaluate((svg) => {
    const style = getComputedStyle(svg);
    return {
      name: style.animationName,
      duration: style.animationDuration,
      timing: style.animationTimingFunction,
    };
  });
  expect(animation).toEqual({ name: 'spin', duration: '1s', timing: 'steps(8)' });
});

test('the locale data are loaded at start by a worker of their own, which then ends', async ({
  page,
}) => {
  // The first rupee or date formatter a page makes loads the locale's data, a long task on a
  // phone's main thread; a worker shares that data with its page (lib/warm-intl.ts).
  const started = page.waitForEvent('worker', (worker) => /intl-warm-up/.test(worker.url()));
  await page.goto('/login');
  const worker = await started;
  let ended = false;
  worker.on('close', () => (ended = true));
  await expect.poll(() => ended).toBe(true);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
});

/** The scripts index.html loads first: its entry, and the chunk of React it preloads. */
async function firstDownload(request: APIRequestContext) {
  const html = await (await request.get('/login', { headers: { accept: 'text/html' } })).text();
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  const react = /<link rel="modulepreload" crossorigin href="([^"]*\/react-[^"]+)"/.exec(html)?.[1];
  expect(entry, 'index.html names its entry script').toBeDefined();
  expect(react, 'index.html preloads React').toBeDefined();
  return { entry: entry!, react: react! };
}

const codeAt = async (request: APIRequestContext, path: string) => (await request.get(path)).text();

test("the first download's code is compiled as it streams in; a screen's code is not", async ({
  request,
}) => {
  // V8 compiles a function on the main thread at its first call unless the script's first line
  // asks it to compile them all as the script arrives (vite.config.ts, compileHints). The entry
  // and React run almost all their code at start; a screen's chunk runs a part of its own.
  const compiledAsItStreams = async (path: string) =>
    (await codeAt(request, path)).startsWith('//# allFunctionsCalledOnLoad\n');
  const { entry, react } = await firstDownload(request);
  expect(await compiledAsItStreams(entry)).toBe(true);
  expect(await compiledAsItStreams(react)).toBe(true);

  const entryCode = await codeAt(request, entry);
  const dashboard = /assets\/dashboard-page-[\w-]+\.js/.exec(entryCode)?.[0];
  expect(dashboard, "the entry names the dashboard's chunk").toBeDefined();
  expect(await compiledAsItStreams(`/${dashboard}`)).toBe(false);
});

test('React Router comes as its production build', async ({ request }) => {
  // Its package names only its development build, whose warnings for developers would ship to
  // every phone (vite.config.ts aliases the production build).
  const code = await codeAt(request, (await firstDownload(request)).react);
  expect(code.includes('used only in the context of a <Router>'), 'it holds React Router').toBe(
    true,
  );
  expect(code.includes('You rendered descendant <Routes>'), 'a warning for developers').toBe(false);
});
