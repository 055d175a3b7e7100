import { proratedRent } from '@nivas/domain';
import { expect, test } from '@playwright/test';
import { businessDate, dateText, monthOf, periodText } from '../fixtures/pg-seed';
import { seedAdmin } from '../fixtures/rooms-tenants';
import { openSignedIn } from '../fixtures/signed-in';
import { bedSelect, roomSelect } from '../fixtures/tenant-form';
import { saveScreenshot, toasts } from '../fixtures/ui';

/**
 * A tenant leaving and coming back: Move out rather than the edit form, the status filters,
 * and a tenant made Active again in a room and a bed, dated by the day they returned.
 */

test.describe('tenants', () => {
  test('an active tenant leaves through Move out, not the edit form; inactive ones move between the filters', async ({
    page,
    request,
  }) => {
    const seeder = await seedAdmin(request);
    const room = await seeder.room({ roomNumber: '101', floorNumber: 1, capacity: 2 });
    const ravi = await seeder.tenant({ name: 'Ravi Kumar', room, bedNumber: 1 });
    await seeder.tenant({ name: 'Divya Menon', room, bedNumber: 2 });
    await openSignedIn(page, seeder, '/tenants');

    // The edit form of an active tenant has no Inactive of its own: leaving settles the
    // deposit and dues, so its Status leads to the move-out flow.
    await page.getByRole('link', { name: 'Edit Ravi Kumar' }).click();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveCount(0);
    await expect(page.getByText('Moving out settles their deposit and dues')).toBeVisible();
    await page.getByRole('link', { name: 'Move out…' }).click();
    await expect(page).toHaveURL(`/tenants/${ravi._id}/move-out`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Move Ravi Kumar out');

    await seeder.leave(ravi._id, businessDate(-1));
    await page.goto('/tenants');
    const names = page.getByRole('article').getByRole('heading', { level: 2 });
    const filter = page.getByRole('combobox', { name: 'Filter tenants by status' });
    await expect(page.getByRole('article', { name: 'Ravi Kumar' })).toContainText('Inactive');
    await filter.selectOption({ label: 'Inactive' });
    await expect(names).toHaveText(['Ravi Kumar']);
    await filter.selectOption({ label: 'Active' });
    await expect(names).toHaveText(['Divya Menon']);
    await filter.selectOption({ label: 'All Tenants' });
    await expect(names).toHaveText(['Divya Menon', 'Ravi Kumar']);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Rooms' })
      .click();
    await expect(page.getByRole('article', { name: 'Room 101' })).toContainText('1/2 beds');
  });

  test('an inactive tenant made Active again is asked for a room and a bed', async ({
    page,
    request,
  }) => {
    const seeder = await seedAdmin(request);
    const room = await seeder.room({ roomNumber: '101', floorNumber: 1, capacity: 2 });
    const ravi = await seeder.tenant({ name: 'Ravi Kumar', room, bedNumber: 1 });
    await seeder.leave(ravi._id, businessDate());
    await openSignedIn(page, seeder, '/tenants');

    const card = page.getByRole('article', { name: 'Ravi Kumar' });
    await expect(card).toContainText('Inactive');
    await expect(card).toContainText(`Left`);

    await page.getByRole('link', { name: 'Edit Ravi Kumar' }).click();
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('inactive');
    await expect(roomSelect(page)).toBeDisabled();
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Active' });
    await expect(roomSelect(page)).toBeEnabled();
    await expect(
      page.getByText('Choose a room and a bed: an active tenant needs a bed.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Save Tenant' }).click();
    await expect(roomSelect(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/tenants\/edit\//);

    await roomSelect(page).selectOption(room._id);
    await bedSelect(page).selectOption('2');
    await page.getByRole('button', { name: 'Save Tenant' }).click();
    await expect(toasts(page)).toContainText('Tenant updated successfully');
    await expect(card).toContainText('Active');
    await expect(card).toContainText('101 · Bed 2');
  });

  test('a tenant who came back days ago is dated by the day they returned, not before they left', async ({
    page,
    request,
  }) => {
    const seeder = await seedAdmin(request);
    const room = await seeder.room({
      roomNumber: '101',
      floorNumber: 1,
      capacity: 2,
      rentAmount: 9000,
    });
    const ravi = await seeder.tenant({
      name: 'Ravi Kumar',
      room,
      bedNumber: 1,
      joiningDate: businessDate(-60),
    });
    await seeder.leave(ravi._id, businessDate(-10));
    // The room's meter, read while he was away: the next reading shares his days back.
    const headers = { Authorization: `Bearer ${seeder.token}` };
    const rate = await request.put('/api/v1/settings', { headers, data: { electricityRate: 10 } });
    expect(rate.ok()).toBe(true);
    const read = (date: string, reading: number) =>
      request.post(`/api/v1/rooms/${room._id}/meter-readings`, {
        headers,
        data: { date, reading },
      });
    expect((await read(businessDate(-8), 1000)).status()).toBe(201);
    await openSignedIn(page, seeder, `/tenants/edit/${ravi._id}`);

    const returnedOn = page.getByLabel('Returned on', { exact: true });
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('inactive');
    await expect(returnedOn).toBeHidden();
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Active' });
    // Asked with the room and the bed; today unless changed.
    await expect(returnedOn).toHaveValue(businessDate());
    await expect(
      page.getByText(
        'From this day they owe rent again, as a tenant joining that day would, and share the room’s electricity.',
      ),
    ).toBeVisible();
    await roomSelect(page).selectOption(room._id);
    await bedSelect(page).selectOption('1');

    await returnedOn.fill(businessDate(-11));
    await page.getByRole('button', { name: 'Save Tenant' }).click();
    await expect(returnedOn).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.getByText(/^Returned on cannot be before the day they left \(\d{1,2} \w{3} \d{4}\)$/),
    ).toBeVisible();
    await saveScreenshot(page, 'tenant-returned-on');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'tenant-returned-on');
    await page.setViewportSize({ width: 1280, height: 800 });

    await returnedOn.fill(businessDate(-5));
    await page.getByRole('button', { name: 'Save Tenant' }).click();
    await expect(toasts(page)).toContainText('Tenant updated successfully');
    // Counted from the day he came back: the five days before today.
    const shared = await read(businessDate(), 1100);
    expect(shared.status()).toBe(201);
    const { period } = (
      (await shared.json()) as {
        data: { period: { shares: { name: string; days: number }[] } };
      }
    ).data;
    expect(period.shares.map((share) => [share.name, share.days])).toEqual([['Ravi Kumar', 5]]);

    // He owes the month he came back in from that day, as a tenant joining then would.
    await page.goto(`/tenants/${ravi._id}`);
    const returnMonth = page
      .getByRole('region', { name: 'Rents' })
      .getByRole('listitem', { name: periodText(monthOf(businessDate(-5))) });
    await expect(returnMonth).toContainText(`Due ${dateText(businessDate(-5))}`);
    const owed = proratedRent(9000_00, businessDate(-5)) / 100;
    await expect(returnMonth).toContainText(`₹${owed.toLocaleString('en-IN')}`);
  });
});
