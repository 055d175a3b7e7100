import { expect, test, type Locator, type Page } from '@playwright/test';
import { answer500, CANNOT_REACH, main, noAnswer } from '../fixtures/failing-server';
import { pgWithOverdueRent } from '../fixtures/one-tenant-pg';
import { saveScreenshot } from '../fixtures/ui';

/**
 * A failed refresh never looks like good news: it keeps the data on screen under a quiet
 * "Not updated since HH:MM — retrying" that goes away once a refresh succeeds.
 */

test.use({ timezoneId: 'Asia/Kolkata', locale: 'en-IN' });

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
    // Where the screen says when it was updated, it gives the same time rather than calling
    // it recent ("Updated just now" beside "Not updated since").
    const updated = main(page).getByRole('button', { name: /^Updated / });
    if ((await updated.count()) > 0) {
      await expect(updated).toHaveText(`Updated at ${clockText(start)}`);
    }
    await expect(data.first()).toBeVisible();
    await expect(main(page).getByRole('alert')).toHaveCount(0);

    // The marker's promise: it keeps asking, and goes once an answer comes.
    await page.unroute(failing);
    await page.clock.fastForward(10_000);
    await expect(staleMarker(page)).toHaveCount(0);
    await expect(data.first()).toBeVisible();
  }

  test('rooms: the 10 s change poll fails', async ({ page }) => {
    const { pg } = await pgWithOverdueRent(page);
    await pg.open(page, '/rooms');
    await failRefresh(
      page,
      page.getByRole('article', { name: 'Room 101' }),
      /rooms\/last-updated/,
      () => page.clock.fastForward(11_000),
    );
  });

  test('tenants: the 10 s change poll fails', async ({ page }) => {
    const { pg } = await pgWithOverdueRent(page);
    await pg.open(page, '/tenants');
    await failRefresh(
      page,
      page.getByRole('article', { name: 'Meera Nair' }),
      /tenants\/last-updated/,
      () => page.clock.fastForward(11_000),
    );
  });

  test('room details: the 10 s change poll fails', async ({ page }) => {
    const { pg, roomId } = await pgWithOverdueRent(page);
    await pg.open(page, `/rooms/details/${roomId}`);
    await failRefresh(
      page,
      page.getByRole('listitem').filter({ hasText: 'Meera Nair' }),
      /rooms\/last-updated/,
      () => page.clock.fastForward(11_000),
    );
  });

  test('dashboard: the 300 s refresh fails', async ({ page }) => {
    const { pg } = await pgWithOverdueRent(page);
    await pg.open(page, '/dashboard');
    await failRefresh(page, page.getByText('Total Rooms'), /dashboard\/stats$/, () =>
      page.clock.fastForward(300_000),
    );
  });

  test('rent management: Refresh fails', async ({ page }) => {
    const { pg } = await pgWithOverdueRent(page);
    await pg.open(page, '/rent-management');
    await failRefresh(
      page,
      page.getByRole('article', { name: 'Meera Nair' }),
      /\/api\/v1\/rents\?/,
      () => main(page).getByRole('button', { name: 'Refresh' }).click(),
    );
  });

  test('rent records: coming back to the list, its reload fails', async ({ page }) => {
    const { pg } = await pgWithOverdueRent(page);
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
    const { pg } = await pgWithOverdueRent(page);
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
