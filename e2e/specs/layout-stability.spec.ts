import { expect, test, type Page } from '@playwright/test';
import { businessDate, PgSeed } from '../fixtures/pg-seed';

test.use({ timezoneId: 'Asia/Kolkata', locale: 'en-IN' });

/**
 * A first screen does not move under the owner's thumb as its data arrives (issue 20,
 * Lighthouse's layout shift): what shows while loading keeps the places of what comes after.
 * Every answer of the API is held a moment, so the loading state is drawn first, as on a
 * slow network.
 */
const screens = [
  { name: 'the dashboard', path: () => '/dashboard' },
  { name: 'the tenants', path: () => '/tenants' },
  { name: 'rent management', path: () => '/rent-management' },
  { name: "a tenant's page", path: (tenantId: string) => `/tenants/${tenantId}` },
];

/** The layout shifts seen so far, summed as Lighthouse does, with what moved. */
async function layoutShifts(page: Page) {
  return page.evaluate(
    () => (window as unknown as { shifts: { value: number; moved: string[] }[] }).shifts,
  );
}

for (const width of [390, 1280]) {
  for (const screen of screens) {
    test(`${screen.name} at ${width} px does not move as its data arrives`, async ({
      page,
      request,
    }) => {
      const pg = await PgSeed.create(request);
      const room = await pg.room({
        roomNumber: '101',
        floorNumber: 1,
        capacity: 2,
        rentAmount: 8000,
      });
      const tenant = await pg.tenant({
        name: 'Asha Verma',
        phone: '9876501234',
        roomId: room._id,
        bedNumber: 1,
      });
      // Something on every list: an overdue rent and an overdue charge.
      const due = businessDate(-10);
      const [year, month] = due.split('-').map(Number) as [number, number];
      await pg.rent({ tenantId: tenant._id, amount: 8000, month, year, dueDate: due });
      await pg.charge(tenant._id, {
        kind: 'electricity',
        amount: 650,
        date: businessDate(-8),
        dueDate: businessDate(-3),
      });

      await page.setViewportSize({ width, height: 844 });
      await page.addInitScript(() => {
        const shifts: { value: number; moved: string[] }[] = [];
        (window as unknown as { shifts: typeof shifts }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node | null }[];
          }[]) {
            if (entry.hadRecentInput) continue;
            const moved = entry.sources.map((source) =>
              source.node instanceof Element
                ? `${source.node.tagName}.${source.node.className}`
                : String(source.node?.nodeName),
            );
            shifts.push({ value: entry.value, moved });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.route('**/api/v1/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });

      await pg.open(page, screen.path(tenant._id));
      await expect(page.getByText('Asha Verma').filter({ visible: true }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');

      const shifts = await layoutShifts(page);
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(total, JSON.stringify(shifts)).toBeLessThan(0.01);
    });
  }
}
