import { expect, test, type Page } from '@playwright/test';
import { PgSeed } from '../fixtures/pg-seed';
import { seedAdmin, type SeededRoom } from '../fixtures/rooms-tenants';
import { openSignedIn } from '../fixtures/signed-in';

/**
 * Lists past a few hundred cards keep only the rows on or near the screen in the page, and
 * still reach every card by scrolling; searching down to a short list shows it whole.
 */
test.describe('long lists', () => {
  test.describe.configure({ timeout: 120_000 });

  const cardsInPage = (page: Page) => page.getByRole('main').getByRole('article');

  /** Whether any script the page loaded holds the virtual list's library (a name of its own). */
  function watchForVirtualListCode(page: Page) {
    const bodies: Promise<string>[] = [];
    page.on('response', (response) => {
      // A body still unread when the test ends can no longer be read: it held nothing asked.
      if (response.request().resourceType() === 'script') {
        bodies.push(response.text().catch(() => ''));
      }
    });
    return async () =>
      (await Promise.all(bodies)).some((body) => body.includes('measurementsCache'));
  }

  async function scrollToEnd(page: Page) {
    // Rows are measured as they are drawn, so the end moves a little until all are measured.
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 100_000);
        return page.evaluate(
          () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
        );
      })
      .toBe(true);
  }

  test('300 tenants: a few cards in the page, every one reachable, a search shows its matches', async ({
    page,
    request,
  }) => {
    const seeder = await seedAdmin(request);
    const rooms: SeededRoom[] = [];
    for (let floor = 1; floor <= 3; floor += 1) {
      for (let n = 1; n <= 10; n += 1) {
        rooms.push(
          await seeder.room({
            roomNumber: `${floor}${String(n).padStart(2, '0')}`,
            floorNumber: floor,
            capacity: 10,
          }),
        );
      }
    }
    const names = Array.from({ length: 300 }, (_, i) => `Tenant ${String(i + 1).padStart(3, '0')}`);
    // Ten at a time: the server takes them as fast as one by one, in a tenth of the waiting.
    for (let i = 0; i < names.length; i += 10) {
      await Promise.all(
        names.slice(i, i + 10).map((name, j) =>
          seeder.tenant({
            name,
            room: rooms[(i + j) % rooms.length]!,
            bedNumber: Math.floor((i + j) / rooms.length) + 1,
          }),
        ),
      );
    }

    await page.setViewportSize({ width: 1280, height: 900 });
    const loadedVirtualList = watchForVirtualListCode(page);
    await openSignedIn(page, seeder, '/tenants');
    const list = page.getByRole('main').getByRole('list');
    await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '300');
    await expect(cardsInPage(page).first()).toBeVisible();
    const inPage = await cardsInPage(page).count();
    expect(inPage).toBeGreaterThan(2);
    expect(inPage).toBeLessThan(60);

    await scrollToEnd(page);
    // The list is sorted by name: the last tenant is at the bottom, and the first has left.
    await expect(page.getByRole('heading', { name: names.at(-1) })).toBeVisible();
    await expect(page.getByRole('heading', { name: names[0], exact: true })).toHaveCount(0);
    expect(await cardsInPage(page).count()).toBeLessThan(60);
    const last = list.getByRole('listitem').last();
    await expect(last).toHaveAttribute('aria-posinset', '300');
    expect(await loadedVirtualList()).toBe(true);

    // Tenants 100–199: a hundred, drawn whole (the first cards at once, then the rest).
    await page.getByRole('searchbox').fill('Tenant 1');
    await expect(cardsInPage(page)).toHaveCount(100);

    await page.getByRole('searchbox').fill('Tenant 12');
    // Tenants 120–129: a short list, shown whole as a plain list.
    await expect(cardsInPage(page)).toHaveCount(10);
    await expect(page.getByRole('main').getByRole('listitem').first()).not.toHaveAttribute(
      'aria-setsize',
    );
  });

  test('25 tenants: every card drawn, without the code of long lists', async ({
    page,
    request,
  }) => {
    const seeder = await seedAdmin(request);
    const room = await seeder.room({ roomNumber: '101', floorNumber: 1, capacity: 25 });
    await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        seeder.tenant({ name: `Tenant ${String(i + 1).padStart(2, '0')}`, room, bedNumber: i + 1 }),
      ),
    );
    await page.setViewportSize({ width: 1280, height: 900 });
    const loadedVirtualList = watchForVirtualListCode(page);
    await openSignedIn(page, seeder, '/tenants');
    await expect(cardsInPage(page)).toHaveCount(25);
    await expect(page.getByRole('heading', { name: 'Tenant 25' })).toBeAttached();
    expect(await loadedVirtualList()).toBe(false);
  });

  test("Rent Management: a page of 25 rents drawn whole, on a phone's rows too", async ({
    page,
    request,
  }) => {
    const pg = await PgSeed.create(request);
    const room = await pg.room({ roomNumber: '101', capacity: 25, rentAmount: 6000 });
    const names = Array.from({ length: 25 }, (_, i) => `Tenant ${String(i + 1).padStart(2, '0')}`);
    // Each with the rent the server makes as they join.
    await Promise.all(
      names.map((name, i) =>
        pg.tenant({
          name,
          phone: `98765${String(i).padStart(5, '0')}`,
          roomId: room._id,
          bedNumber: i + 1,
          keepFirstRent: true,
        }),
      ),
    );
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await openSignedIn(page, pg, '/rent-management');
      for (const name of [names[0]!, names.at(-1)!]) {
        await expect(page.getByRole('main').getByText(name, { exact: true })).toBeAttached();
      }
      await expect(
        page.getByRole('main').getByRole('list').first().getByRole('listitem'),
      ).toHaveCount(25);
    }
  });

  test('250 rooms on a phone: one column of rows, the last room reachable', async ({
    page,
    request,
  }) => {
    const seeder = await seedAdmin(request);
    for (let i = 0; i < 250; i += 10) {
      await Promise.all(
        Array.from({ length: 10 }, (_, j) =>
          seeder.room({
            roomNumber: `R${String(i + j + 1).padStart(3, '0')}`,
            floorNumber: 1 + ((i + j) % 5),
            capacity: 2,
          }),
        ),
      );
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, seeder, '/rooms');
    // Measured once the virtual list has taken over from the first rows drawn while its code
    // arrived (its rows say where they stand): before, the rows may be replaced mid-measure.
    await expect(page.getByRole('main').getByRole('listitem').first()).toHaveAttribute(
      'aria-posinset',
      '1',
    );
    await expect(cardsInPage(page).first()).toBeVisible();
    expect(await cardsInPage(page).count()).toBeLessThan(30);
    const firstBox = await cardsInPage(page).nth(0).boundingBox();
    const secondBox = await cardsInPage(page).nth(1).boundingBox();
    // One column: the second row sits below the first (they share a hairline), not beside it.
    expect(secondBox!.y).toBeGreaterThanOrEqual(firstBox!.y + firstBox!.height - 1);
    await scrollToEnd(page);
    await expect(page.getByRole('main').getByRole('listitem').last()).toHaveAttribute(
      'aria-posinset',
      '250',
    );
  });
});
