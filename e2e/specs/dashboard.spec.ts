import { expect, test, type Page } from '@playwright/test';
import { businessDate, dateText, monthOf, nextMonthOf, PgSeed } from '../fixtures/pg-seed';
import { closeRecordedPayment, toasts } from '../fixtures/ui';

test.use({ timezoneId: 'Asia/Kolkata', locale: 'en-IN' });

const statCard = (page: Page, title: string) => page.getByRole('article', { name: title });

/** The big figure comes straight after the card's title. */
async function expectFigure(page: Page, title: string, value: number) {
  await expect(statCard(page, title)).toHaveText(new RegExp(`^${title}${value}(?!\\d)`));
}

test.describe('dashboard', () => {
  test('a new PG sees zeros, the way to start, and the quick actions', async ({
    page,
    request,
  }) => {
    const pg = await PgSeed.create(request);
    await pg.open(page, '/dashboard');

    for (const title of ['Total Rooms', 'Total Tenants', 'Pending Rents', 'Vacant Rooms']) {
      await expectFigure(page, title, 0);
    }
    await expect(page.getByText(/Your PG is set up/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add your first room' })).toHaveAttribute(
      'href',
      '/rooms/add',
    );
    const actions = page.getByRole('region', { name: 'Quick Actions' });
    await expect(actions.getByRole('link', { name: /^Add Room/ })).toHaveAttribute(
      'href',
      '/rooms/add',
    );
    await expect(actions.getByRole('link', { name: /^Add Tenant/ })).toHaveAttribute(
      'href',
      '/tenants/add',
    );
    await expect(actions.getByRole('link', { name: /^Add Rent Record/ })).toHaveAttribute(
      'href',
      '/rents/add',
    );
  });

  test('the figures and rent lists follow the rooms, tenants and payments', async ({
    page,
    request,
  }) => {
    const pg = await PgSeed.create(request);
    const full = await pg.room({
      roomNumber: '101',
      floorNumber: 1,
      capacity: 2,
      rentAmount: 8000,
    });
    const partial = await pg.room({
      roomNumber: '201',
      floorNumber: 2,
      capacity: 2,
      rentAmount: 6000,
    });
    await pg.room({ roomNumber: '301', floorNumber: 3, capacity: 1, rentAmount: 5000 });
    const meera = await pg.tenant({
      name: 'Meera Nair',
      phone: '9876500001',
      roomId: full._id,
      bedNumber: 1,
    });
    await pg.tenant({ name: 'Divya Rao', phone: '9876500002', roomId: full._id, bedNumber: 2 });
    const sana = await pg.tenant({
      name: 'Sana Khan',
      phone: '9876500003',
      roomId: partial._id,
      bedNumber: 1,
    });
    // Meera owes last month and has next month's record already; Sana's rent is due soon.
    const lateDue = businessDate(-10);
    const late = monthOf(lateDue);
    await pg.rent({ tenantId: meera._id, amount: 8000, ...late, dueDate: lateDue });
    await pg.rent({
      tenantId: meera._id,
      amount: 8000,
      ...nextMonthOf(late),
      dueDate: businessDate(20),
    });
    const soonDue = businessDate(5);
    await pg.rent({ tenantId: sana._id, amount: 6000, ...monthOf(soonDue), dueDate: soonDue });

    await pg.open(page, '/dashboard');
    await expectFigure(page, 'Total Rooms', 3);
    const rooms = statCard(page, 'Total Rooms');
    await expect(rooms.getByRole('term')).toHaveText([
      'Fully occupied',
      'Partially occupied',
      'Vacant',
    ]);
    await expect(rooms.getByRole('definition')).toHaveText(['1', '1', '1']);
    // DESIGN.md reading 3: 3 of the 5 beds are taken.
    await expectFigure(page, 'Total Tenants', 3);
    await expect(statCard(page, 'Total Tenants')).toContainText('Occupancy rate60%');
    await expect(statCard(page, 'Total Tenants')).toContainText('3 of 5 beds taken');
    await expectFigure(page, 'Pending Rents', 3);
    await expect(statCard(page, 'Pending Rents')).toContainText('₹22,000 to collect');
    await expect(statCard(page, 'Pending Rents')).toContainText('1 overdue');
    await expectFigure(page, 'Vacant Rooms', 1);
    await expect(statCard(page, 'Vacant Rooms')).toContainText('Vacancy rate33%');

    const overdue = page.getByRole('region', { name: 'Overdue Rents' });
    const overdueItems = overdue.getByRole('listitem');
    await expect(overdueItems).toHaveCount(1);
    for (const text of [
      'Meera Nair',
      '9876500001',
      'Room 101 · Floor 1',
      'monthly',
      '₹8,000',
      `Due ${dateText(lateDue)}`,
      '10 days overdue',
    ]) {
      await expect(overdueItems.first()).toContainText(text);
    }
    const upcoming = page.getByRole('region', { name: 'Upcoming Dues' });
    await expect(upcoming.getByRole('listitem')).toHaveCount(2);
    await expect(upcoming.getByRole('listitem').first()).toContainText('Sana Khan');
    await expect(upcoming.getByRole('listitem').first()).toContainText('Room 201 · Floor 2');
    await expect(upcoming.getByRole('listitem').first()).toContainText(`Due ${dateText(soonDue)}`);
    await expect(upcoming.getByRole('listitem').first()).not.toContainText('overdue');

    // Paying the overdue rent in rent management clears it from the dashboard.
    await overdue.getByRole('link', { name: 'View all overdue rents' }).click();
    await expect(page).toHaveURL(/\/rent-management\?tab=overdue$/);
    await expect(page.getByRole('tab', { name: /Overdue/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('button', { name: /^Pay: Meera Nair/ }).click();
    await page
      .getByRole('dialog', { name: 'Record Payment' })
      .getByRole('button', { name: 'Record Payment' })
      .click();
    await expect(toasts(page)).toContainText('Rent marked as paid successfully');
    await closeRecordedPayment(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expectFigure(page, 'Pending Rents', 2);
    await expect(statCard(page, 'Pending Rents')).toContainText('₹14,000 to collect');
    await expect(overdue.getByText('No overdue rents. Everyone is up to date.')).toBeVisible();

    // Each card opens its list.
    for (const [title, url] of [
      ['Total Rooms', /\/rooms$/],
      ['Total Tenants', /\/tenants$/],
      ['Pending Rents', /\/rent-management$/],
      ['Vacant Rooms', /\/rooms$/],
    ] as const) {
      await statCard(page, title).getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(url);
      await page.goBack();
      await expect(page).toHaveURL(/\/dashboard$/);
    }
    await upcoming.getByRole('link', { name: 'View all rents' }).click();
    await expect(page).toHaveURL(/\/rent-management\?tab=records$/);
  });

  test('Refresh Stats asks the server again and shows what changed', async ({ page, request }) => {
    const pg = await PgSeed.create(request);
    await pg.open(page, '/dashboard');
    await expectFigure(page, 'Total Rooms', 0);

    await pg.room({ roomNumber: 'G1', floorNumber: 0, capacity: 1, rentAmount: 4000 });
    const refetched = page.waitForResponse('**/api/v1/dashboard/stats');
    await page.getByRole('button', { name: 'Refresh Stats' }).click();
    await refetched;
    await expectFigure(page, 'Total Rooms', 1);
    await expectFigure(page, 'Vacant Rooms', 1);
  });

  test('the figures refresh by themselves every 300 seconds', async ({ page, request }) => {
    const pg = await PgSeed.create(request);
    await page.clock.install();
    await pg.open(page, '/dashboard');
    await expectFigure(page, 'Total Rooms', 0);

    await pg.room({ roomNumber: 'G1', floorNumber: 0, capacity: 1, rentAmount: 4000 });
    await page.clock.fastForward('04:50');
    await expectFigure(page, 'Total Rooms', 0);
    const refetched = page.waitForResponse('**/api/v1/dashboard/stats');
    await page.clock.fastForward('00:11');
    await refetched;
    await expectFigure(page, 'Total Rooms', 1);
  });

  test('a 401 from the dashboard ends the session and shows /login', async ({ page, request }) => {
    const pg = await PgSeed.create(request);
    await page.route('**/api/v1/dashboard/stats', (route) =>
      route.fulfill({ status: 401, json: { success: false, error: 'Not authorized' } }),
    );
    await pg.open(page, '/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
