import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { fillRegisterForm, newAdmin } from '../fixtures/accounts';
import { businessDate, monthOf, PgSeed } from '../fixtures/pg-seed';
import { saveScreenshot, toasts } from '../fixtures/ui';

/**
 * A failed load never looks like good news: a failed first load says what failed and offers
 * Retry, never the empty-state text; a failed refresh keeps the data on screen under a quiet
 * "Not updated since HH:MM — retrying" that goes away once a refresh succeeds.
 */

test.use({ timezoneId: 'Asia/Kolkata', locale: 'en-IN' });

const CANNOT_REACH = 'Cannot reach the server — check your connection';
const SERVER_SAYS = 'Database unavailable, try again shortly';

/** One room, one tenant in it, and one overdue rent: something on every screen. */
async function seededPg(page: Page) {
  const pg = await PgSeed.create(page.request);
  const room = await pg.room({ roomNumber: '101', floorNumber: 1, capacity: 2, rentAmount: 8000 });
  const tenant = await pg.tenant({
    name: 'Meera Nair',
    phone: '9876500001',
    roomId: room._id,
    bedNumber: 1,
  });
  const due = businessDate(-12);
  const rent = await pg.rent({ tenantId: tenant._id, amount: 8000, ...monthOf(due), dueDate: due });
  return { pg, roomId: room._id, tenantId: tenant._id, rentId: rent._id };
}

interface Screen {
  name: string;
  path: (roomId: string) => string;
  /** The request that brings the screen its data. */
  request: (roomId: string) => RegExp;
  failedTitle: string;
  /** What the screen says when there is nothing, which a failure must never say. */
  emptyText: RegExp;
  data: (page: Page) => Locator;
}

const main = (page: Page) => page.getByRole('main');

const screens: Screen[] = [
  {
    name: 'rooms',
    path: () => '/rooms',
    request: () => /\/api\/v1\/rooms$/,
    failedTitle: 'Failed to fetch rooms',
    emptyText: /No rooms found/,
    data: (page) => page.getByRole('article', { name: 'Room 101' }),
  },
  {
    name: 'tenants',
    path: () => '/tenants',
    request: () => /\/api\/v1\/tenants$/,
    failedTitle: 'Failed to fetch tenants',
    emptyText: /No tenants found/,
    data: (page) => page.getByRole('article', { name: 'Meera Nair' }),
  },
  {
    name: 'rent records',
    path: () => '/rents',
    request: () => /\/api\/v1\/rents\?/,
    failedTitle: 'Failed to fetch rent records',
    emptyText: /No rent records yet/,
    data: (page) => page.getByRole('row').filter({ hasText: 'Meera Nair' }),
  },
  {
    name: 'rent management',
    path: () => '/rent-management',
    request: () => /\/api\/v1\/rents\?/,
    failedTitle: 'Failed to fetch overdue rents',
    emptyText: /No overdue rents/,
    data: (page) => page.getByRole('article', { name: 'Meera Nair' }),
  },
  {
    name: 'dashboard',
    path: () => '/dashboard',
    request: () => /\/api\/v1\/dashboard\/stats$/,
    failedTitle: 'Failed to load dashboard data',
    emptyText: /Your PG is set up|No overdue rents/,
    data: (page) => page.getByText('Total Rooms'),
  },
  {
    name: 'room details',
    path: (roomId) => `/rooms/details/${roomId}`,
    request: (roomId) => new RegExp(`/api/v1/rooms/${roomId}$`),
    failedTitle: 'Error loading room data',
    emptyText: /Room Not Found|does not exist, or it was deleted/,
    data: (page) => page.getByRole('heading', { name: 'Bed Layout' }),
  },
];

const answer500 = (route: Route) =>
  route.fulfill({
    status: 500,
    contentType: 'application/json',
    body: JSON.stringify({ success: false, error: SERVER_SAYS, code: 'INTERNAL' }),
  });
const noAnswer = (route: Route) => route.abort('internetdisconnected');

async function expectFailedFirstLoad(page: Page, screen: Screen, reason: string) {
  const failure = main(page).getByRole('alert');
  await expect(failure).toContainText(screen.failedTitle);
  await expect(failure).toContainText(reason);
  await expect(main(page).getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(main(page).getByText(screen.emptyText)).toHaveCount(0);
  await expect(screen.data(page)).toHaveCount(0);
}

async function expectRetryRecovers(page: Page, screen: Screen, roomId: string) {
  await page.unroute(screen.request(roomId));
  await main(page).getByRole('button', { name: 'Retry' }).click();
  await expect(screen.data(page).first()).toBeVisible();
  await expect(main(page).getByRole('alert')).toHaveCount(0);
  await expect(main(page).getByRole('button', { name: 'Retry' })).toHaveCount(0);
}

/** HH:MM as the marker shows it: the device's language, 24-hour clock, its time zone. */
const clockText = (at: Date) =>
  new Intl.DateTimeFormat('en-IN', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Kolkata',
  }).format(at);

const staleMarker = (page: Page) =>
  main(page)
    .getByRole('status')
    .filter({ hasText: /^Not updated since/ });

for (const screen of screens) {
  test.describe(screen.name, () => {
    test('a 500 on first load shows what failed, in the server’s words, with Retry; Retry recovers', async ({
      page,
    }) => {
      const { pg, roomId } = await seededPg(page);
      await page.route(screen.request(roomId), answer500);
      await pg.open(page, screen.path(roomId));
      await expectFailedFirstLoad(page, screen, SERVER_SAYS);
      await expectRetryRecovers(page, screen, roomId);
    });

    test('a network failure on first load says the server cannot be reached; Retry recovers', async ({
      page,
    }) => {
      const { pg, roomId } = await seededPg(page);
      await page.route(screen.request(roomId), noAnswer);
      await pg.open(page, screen.path(roomId));
      await expectFailedFirstLoad(page, screen, CANNOT_REACH);
      await expect(page.getByText('Failed to fetch', { exact: true })).toHaveCount(0);
      await expectRetryRecovers(page, screen, roomId);
    });
  });
}

test.describe('a failed refresh keeps the data and says since when it is not updated', () => {
  // The clock starts on a whole minute, so the marker's HH:MM is known.
  const start = new Date(Math.floor(Date.now() / 60_000) * 60_000);

  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: start });
  });

  /** Runs the failing refresh, checks the marker and the data, then lets a retry succeed. */
  async function failRefresh(
    page: Page,
    data: Locator,
    failing: RegExp,
    refresh: () => Promise<void>,
  ) {
    await expect(data.first()).toBeVisible();
    await expect(staleMarker(page)).toHaveCount(0);
    await page.route(failing, answer500);
    await refresh();
    await expect(staleMarker(page)).toHaveText(`Not updated since ${clockText(start)} — retrying`);
    await expect(data.first()).toBeVisible();
    await expect(main(page).getByRole('alert')).toHaveCount(0);

    // The marker's promise: it keeps asking, and goes once an answer comes.
    await page.unroute(failing);
    await page.clock.fastForward(10_000);
    await expect(staleMarker(page)).toHaveCount(0);
    await expect(data.first()).toBeVisible();
  }

  test('rooms: the 10 s change poll fails', async ({ page }) => {
    const { pg } = await seededPg(page);
    await pg.open(page, '/rooms');
    await failRefresh(
      page,
      page.getByRole('article', { name: 'Room 101' }),
      /rooms\/last-updated/,
      () => page.clock.fastForward(11_000),
    );
  });

  test('tenants: the 10 s change poll fails', async ({ page }) => {
    const { pg } = await seededPg(page);
    await pg.open(page, '/tenants');
    await failRefresh(
      page,
      page.getByRole('article', { name: 'Meera Nair' }),
      /tenants\/last-updated/,
      () => page.clock.fastForward(11_000),
    );
  });

  test('room details: the 10 s change poll fails', async ({ page }) => {
    const { pg, roomId } = await seededPg(page);
    await pg.open(page, `/rooms/details/${roomId}`);
    await failRefresh(
      page,
      page.getByRole('listitem').filter({ hasText: 'Meera Nair' }),
      /rooms\/last-updated/,
      () => page.clock.fastForward(11_000),
    );
  });

  test('dashboard: the 300 s refresh fails', async ({ page }) => {
    const { pg } = await seededPg(page);
    await pg.open(page, '/dashboard');
    await failRefresh(page, page.getByText('Total Rooms'), /dashboard\/stats$/, () =>
      page.clock.fastForward(300_000),
    );
  });

  test('rent management: Refresh fails', async ({ page }) => {
    const { pg } = await seededPg(page);
    await pg.open(page, '/rent-management');
    await failRefresh(
      page,
      page.getByRole('article', { name: 'Meera Nair' }),
      /\/api\/v1\/rents\?/,
      () => main(page).getByRole('button', { name: 'Refresh' }).click(),
    );
  });

  test('rent records: coming back to the list, its reload fails', async ({ page }) => {
    const { pg } = await seededPg(page);
    await pg.open(page, '/rents');
    const row = page.getByRole('row').filter({ hasText: 'Meera Nair' });
    await failRefresh(page, row, /\/api\/v1\/rents\?page=1&limit=50$/, async () => {
      await page.getByRole('link', { name: 'Dashboard' }).first().click();
      await expect(page).toHaveURL(/\/dashboard$/);
      // The address changes before the dashboard's code has loaded; until it shows, the rent
      // list is still the page, and going back would not load it again.
      await expect(main(page).getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/rents$/);
    });
  });

  test('screenshots: a failed first load and the marker, at 1280 and 390 px', async ({ page }) => {
    const { pg } = await seededPg(page);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.route(/\/api\/v1\/rooms$/, noAnswer);
      await pg.open(page, '/rooms');
      await expect(main(page).getByRole('alert')).toContainText(CANNOT_REACH);
      await saveScreenshot(page, 'failures-rooms-failed');

      await page.unroute(/\/api\/v1\/rooms$/);
      await main(page).getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('article', { name: 'Room 101' })).toBeVisible();
      await page.route(/rooms\/last-updated/, answer500);
      await page.clock.fastForward(11_000);
      await expect(staleMarker(page)).toBeVisible();
      await saveScreenshot(page, 'failures-rooms-stale');
      await page.unroute(/rooms\/last-updated/);
    }
  });
});

test.describe('forms and lists inside screens, on a failed first load', () => {
  /** The failure, then Retry bringing `loaded`; `notFound` is what must never be said. */
  async function failThenRetry(
    page: Page,
    request: RegExp,
    failedTitle: string,
    notFound: Locator,
    loaded: () => Promise<void>,
  ) {
    const failure = main(page).getByRole('alert');
    await expect(failure).toContainText(failedTitle);
    await expect(failure).toContainText(SERVER_SAYS);
    await expect(notFound).toHaveCount(0);
    await page.unroute(request);
    await main(page).getByRole('button', { name: 'Retry' }).click();
    await loaded();
    await expect(failure).toHaveCount(0);
  }

  test('rent edit says the record failed to load, not that it does not exist', async ({ page }) => {
    const { pg, rentId } = await seededPg(page);
    const request = new RegExp(`/api/v1/rents/${rentId}$`);
    await page.route(request, answer500);
    await pg.open(page, `/rents/edit/${rentId}`);
    await failThenRetry(
      page,
      request,
      'Failed to fetch rent details',
      main(page).getByText(/not found|does not exist/),
      () => expect(page.getByLabel('Amount')).toHaveValue('8000'),
    );
  });

  test('tenant edit says the tenant failed to load, not that they do not exist', async ({
    page,
  }) => {
    const { pg, tenantId } = await seededPg(page);
    const request = new RegExp(`/api/v1/tenants/${tenantId}$`);
    await page.route(request, answer500);
    await pg.open(page, `/tenants/edit/${tenantId}`);
    await failThenRetry(
      page,
      request,
      'Failed to fetch tenant details',
      main(page).getByText(/not found|does not exist/),
      () => expect(page.getByLabel('Full name')).toHaveValue('Meera Nair'),
    );
  });

  test('new tenant says the rooms failed to load, never offers a form without rooms', async ({
    page,
  }) => {
    const { pg } = await seededPg(page);
    const request = /\/api\/v1\/rooms$/;
    await page.route(request, answer500);
    await pg.open(page, '/tenants/add');
    await expect(page.getByLabel('Full name')).toHaveCount(0);
    await failThenRetry(
      page,
      request,
      'Failed to fetch rooms',
      main(page).getByText(/no rooms|add a room first/i),
      () => expect(page.getByLabel('Full name')).toBeVisible(),
    );
  });

  test('room edit says the room failed to load, not that it does not exist', async ({ page }) => {
    const { pg, roomId } = await seededPg(page);
    const request = new RegExp(`/api/v1/rooms/${roomId}$`);
    await page.route(request, answer500);
    await pg.open(page, `/rooms/edit/${roomId}`);
    await failThenRetry(
      page,
      request,
      'Error loading room data',
      main(page).getByText(/not found|does not exist/),
      () => expect(page.getByLabel('Room number')).toHaveValue('101'),
    );
  });

  test('room details: the bed layout says the tenants failed, never that every bed is vacant', async ({
    page,
  }) => {
    const { pg, roomId } = await seededPg(page);
    const request = /\/api\/v1\/tenants$/;
    await page.route(request, answer500);
    await pg.open(page, `/rooms/details/${roomId}`);
    const bedLayout = page.getByRole('region', { name: 'Bed Layout' });
    await expect(bedLayout).toBeVisible();
    await failThenRetry(
      page,
      request,
      'Failed to fetch tenants',
      bedLayout.getByText('Vacant'),
      () => expect(page.getByRole('listitem').filter({ hasText: 'Meera Nair' })).toBeVisible(),
    );
  });

  test('room details: the meter says its readings failed, never that there are none', async ({
    page,
  }) => {
    const { pg, roomId } = await seededPg(page);
    const request = new RegExp(`/api/v1/rooms/${roomId}/meter-readings$`);
    await page.route(request, answer500);
    await pg.open(page, `/rooms/details/${roomId}`);
    const meter = page.getByRole('region', { name: 'Electricity meter' });
    await failThenRetry(
      page,
      request,
      'Failed to load meter readings',
      meter.getByText(/No readings yet/),
      () => expect(meter.getByText(/No readings yet/)).toBeVisible(),
    );
  });

  test('rent management: the charges say they failed, never that there are none', async ({
    page,
  }) => {
    const { pg } = await seededPg(page);
    const request = /\/api\/v1\/charges(\?.*)?$/;
    await page.route(request, answer500);
    await pg.open(page, '/rent-management?tab=charges');
    await failThenRetry(
      page,
      request,
      'Failed to fetch charges',
      main(page).getByText(/No charges yet/),
      () => expect(main(page).getByText(/No charges yet/)).toBeVisible(),
    );
  });

  test('move-out: a statement that failed to come says so, with Retry, and cannot be recorded', async ({
    page,
  }) => {
    const { pg, tenantId } = await seededPg(page);
    const request = new RegExp(`/api/v1/tenants/${tenantId}/move-out/preview`);
    await page.route(request, answer500);
    await pg.open(page, `/tenants/${tenantId}/move-out`);
    await expect(page.getByRole('button', { name: 'Record move-out' })).toBeDisabled();
    await failThenRetry(
      page,
      request,
      'Failed to work out the statement',
      main(page).getByText(/Refund to the tenant|Still owed by the tenant/),
      () =>
        expect(main(page).getByText(/Refund to the tenant|Still owed by the tenant/)).toBeVisible(),
    );
    await expect(page.getByRole('button', { name: 'Record move-out' })).toBeEnabled();
  });

  test('a new rent record says the tenants failed, not "add a tenant first"', async ({ page }) => {
    const { pg } = await seededPg(page);
    const request = /\/api\/v1\/tenants$/;
    await page.route(request, answer500);
    await pg.open(page, '/rents/add');
    await failThenRetry(
      page,
      request,
      'Failed to fetch tenants',
      main(page).getByText(/Add a tenant first/),
      () =>
        expect(
          page.getByLabel('Tenant').getByRole('option', { name: 'Meera Nair · Room 101' }),
        ).toBeAttached(),
    );
  });

  test("a rent's payments say they failed, not that none were recorded", async ({ page }) => {
    const { pg, rentId } = await seededPg(page);
    const request = new RegExp(`/api/v1/rents/${rentId}/payments$`);
    await page.route(request, answer500);
    await pg.open(page, '/rent-management');
    await page.getByRole('button', { name: /^Details: Meera Nair/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Rent Details' });
    await expect(dialog.getByRole('alert')).toContainText('Failed to fetch rent data');
    await expect(dialog.getByRole('alert')).toContainText(SERVER_SAYS);
    await expect(dialog.getByText('No payments recorded yet.')).toHaveCount(0);
    await page.unroute(request);
    await dialog.getByRole('button', { name: 'Retry' }).click();
    await expect(dialog.getByText('No payments recorded yet.')).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
  });

  test('onboarding step 4 says the rooms failed, not "there are no rooms yet"', async ({
    page,
  }) => {
    const { pg } = await seededPg(page);
    await pg.open(page, '/login');
    // A wizard that has reached Additional Details (steps 1 to 3 have their own specs).
    await page.evaluate(() =>
      sessionStorage.setItem(
        'nivas.tenant-onboarding',
        JSON.stringify({
          version: 1,
          step: 4,
          editingFromReview: false,
          origin: { roomId: '', bedNumber: '', returnToRoom: false },
          phone: '9876500009',
          photo: 'data:image/jpeg;base64,AAAA',
          aadhaarImage: 'data:image/jpeg;base64,AAAA',
          aadhaar: {
            name: 'Kavya Menon',
            aadhaarNumber: '2345 6789 0124',
            dob: '2000-01-01',
            gender: 'Female',
            address: '1 Lake Road, Kochi',
          },
          details: {
            roomId: '',
            bedNumber: '',
            joiningDate: '2026-01-01',
            email: '',
            occupation: '',
            emergencyName: '',
            emergencyPhone: '',
            emergencyRelation: '',
          },
          detailsDone: false,
        }),
      ),
    );
    const request = /\/api\/v1\/rooms$/;
    await page.route(request, answer500);
    await page.goto('/tenant-onboarding');
    await expect(page.getByRole('heading', { name: 'Additional Details' })).toBeVisible();
    await failThenRetry(
      page,
      request,
      'Failed to fetch rooms',
      main(page).getByText(/no rooms yet/),
      () =>
        expect(
          page.getByLabel('Room', { exact: true }).getByRole('option', { name: /^Room 101/ }),
        ).toBeAttached(),
    );
  });
});

test('the connection test shows only each check’s latest run after a failed re-run', async ({
  page,
}) => {
  await page.goto('/connection-test');
  const backend = page.getByRole('region', { name: 'Backend status' });
  const endpoints = page.getByRole('region', { name: 'API endpoint status' });
  await expect(backend.getByText('Nivas API is running')).toBeVisible();
  await expect(endpoints.getByText('OK', { exact: true })).toHaveCount(2);
  await expect(endpoints.getByRole('definition')).not.toHaveCount(0);

  await page.route((url) => url.pathname === '/' || url.pathname.startsWith('/api/v1/'), noAnswer);
  await page.getByRole('button', { name: 'Run tests again' }).click();

  await expect(backend.getByText('Unreachable')).toBeVisible();
  await expect(backend.getByText('Nivas API is running')).toHaveCount(0);
  await expect(endpoints.getByText('Failed', { exact: true })).toHaveCount(2);
  await expect(endpoints.getByRole('definition')).toHaveCount(0);
  await expect(endpoints).not.toContainText(/reachable|Database|up\b/);
  await expect(page.getByRole('region', { name: 'Errors' })).toContainText(CANNOT_REACH);
});

test.describe('signing in or registering with the server unreachable', () => {
  test('sign-in says the server cannot be reached, not "Failed to fetch"', async ({ page }) => {
    await page.goto('/login');
    await page.route('**/api/v1/admin/login', noAnswer);
    await page.getByLabel('Email address').fill('owner@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Some-password#1');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(main(page).getByRole('alert')).toHaveText(CANNOT_REACH);
    await expect(toasts(page).getByRole('alert')).toHaveText(CANNOT_REACH);
    await expect(page.getByText('Failed to fetch')).toHaveCount(0);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('registering says the server cannot be reached, not "Failed to fetch"', async ({ page }) => {
    await page.goto('/register');
    await page.route('**/api/v1/admin/register', noAnswer);
    await fillRegisterForm(page, newAdmin());
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(main(page).getByRole('alert')).toHaveText(CANNOT_REACH);
    await expect(page.getByText('Failed to fetch')).toHaveCount(0);
    await expect(page).toHaveURL(/\/register$/);
  });
});
