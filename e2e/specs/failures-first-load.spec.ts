import { expect, test, type Locator, type Page } from '@playwright/test';
import { fillRegisterForm, newAdmin } from '../fixtures/accounts';
import { answer500, CANNOT_REACH, main, noAnswer, SERVER_SAYS } from '../fixtures/failing-server';
import { pgWithOverdueRent } from '../fixtures/one-tenant-pg';
import { toasts } from '../fixtures/ui';

/**
 * A failed load never looks like good news: a failed first load of a screen says what failed
 * and offers Retry, never the empty-state text; the connection test, sign-in and registration
 * say the server cannot be reached, never "Failed to fetch".
 */

test.use({ timezoneId: 'Asia/Kolkata', locale: 'en-IN' });

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

for (const screen of screens) {
  test.describe(screen.name, () => {
    test('a 500 on first load shows what failed, in the server’s words, with Retry; Retry recovers', async ({
      page,
    }) => {
      const { pg, roomId } = await pgWithOverdueRent(page);
      await page.route(screen.request(roomId), answer500);
      await pg.open(page, screen.path(roomId));
      await expectFailedFirstLoad(page, screen, SERVER_SAYS);
      await expectRetryRecovers(page, screen, roomId);
    });

    test('a network failure on first load says the server cannot be reached; Retry recovers', async ({
      page,
    }) => {
      const { pg, roomId } = await pgWithOverdueRent(page);
      await page.route(screen.request(roomId), noAnswer);
      await pg.open(page, screen.path(roomId));
      await expectFailedFirstLoad(page, screen, CANNOT_REACH);
      await expect(page.getByText('Failed to fetch', { exact: true })).toHaveCount(0);
      await expectRetryRecovers(page, screen, roomId);
    });
  });
}

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
