import { proratedRent } from '@nivas/domain';
import { expect, test, type Page } from '@playwright/test';
import { businessDate, dateText, monthOf, periodText } from '../fixtures/pg-seed';
import { afterLoadGrace, seedAdmin } from '../fixtures/rooms-tenants';
import { openSignedIn } from '../fixtures/signed-in';
import { saveScreenshot, toasts } from '../fixtures/ui';

const roomSelect = (page: Page) => page.getByLabel('Room', { exact: true });
const bedSelect = (page: Page) => page.getByLabel('Bed', { exact: true });
const bedLayout = (page: Page) =>
  page.getByRole('region', { name: 'Bed Layout' }).getByRole('listitem');

/** The option texts of a select, with whether each can be chosen. */
async function optionsOf(page: Page, label: string) {
  return page
    .getByLabel(label, { exact: true })
    .locator('option')
    .evaluateAll((options) =>
      (options as HTMLOptionElement[]).map((o) => ({ text: o.text, disabled: o.disabled })),
    );
}

test.describe('tenants', () => {
  test('a tenant added from a vacant bed tile lands in that bed, back on the room', async ({
    page,
    request,
  }) => {
    const seeder = await seedAdmin(request);
    const room = await seeder.room({ roomNumber: '101', floorNumber: 1, capacity: 3 });
    await seeder.tenant({ name: 'Ravi Kumar', room, bedNumber: 1 });
    await openSignedIn(page, seeder, `/rooms/details/${room._id}`);

    await expect(bedLayout(page).nth(0)).toContainText('Ravi Kumar');
    await bedLayout(page).nth(1).getByRole('link', { name: 'Add tenant to Bed 2' }).click();
    await expect(page).toHaveURL(`/tenants/add?roomId=${room._id}&returnToRoom=true&bedNumber=2`);
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Tenant' })).toBeVisible();
    await expect(roomSelect(page)).toHaveValue(room._id);
    await expect(bedSelect(page)).toHaveValue('2');
    // The default joining date is today; Aadhar is the default ID proof.
    await expect(page.getByLabel('Joining date')).not.toHaveValue('');
    await expect(page.getByLabel('ID proof type')).toHaveValue('Aadhar');
    // A new tenant is always active: the status select belongs to editing.
    await expect(page.getByLabel('Status')).toHaveCount(0);

    await page.getByLabel('Full name').fill('Priya Sharma');
    await page.getByLabel('Phone number').fill('9123456780');
    await page.getByLabel('Email address (optional)').fill('priya@example.test');
    await page.getByLabel('ID proof number').fill('2345 6789 0123');
    await page.getByLabel('Occupation (optional)').fill('Software engineer');
    await page.getByLabel('Contact name (optional)').fill('Sunita Sharma');
    await page.getByLabel('Contact phone (optional)').fill('9988776655');
    await page.getByLabel('Relation (optional)').fill('Mother');
    await page.getByRole('button', { name: 'Save Tenant' }).click();

    await expect(toasts(page)).toContainText('Tenant added successfully');
    await expect(page).toHaveURL(`/rooms/details/${room._id}`);
    await expect(bedLayout(page).nth(1)).toContainText('Priya Sharma');
    await expect(bedLayout(page).nth(1)).toContainText('Occupied');
    await expect(page.getByRole('region', { name: 'Room 101' })).toContainText('2/3 beds occupied');
  });

  test("the bed select marks other tenants' beds (Occupied) and the tenant's own (Current)", async ({
    page,
    request,
  }) => {
    const seeder = await seedAdmin(request);
    const room = await seeder.room({ roomNumber: '101', floorNumber: 1, capacity: 3 });
    await seeder.tenant({ name: 'Ravi Kumar', room, bedNumber: 1 });
    const priya = await seeder.tenant({ name: 'Priya Sharma', room, bedNumber: 2 });
    await openSignedIn(page, seeder, `/rooms/details/${room._id}`);

    await bedLayout(page).nth(1).getByRole('link', { name: 'Edit Priya Sharma' }).click();
    await expect(page).toHaveURL(new RegExp(`/tenants/edit/${priya._id}\\?`));
    await expect(page.getByLabel('Full name')).toHaveValue('Priya Sharma');
    await expect
      .poll(() => optionsOf(page, 'Bed'))
      .toEqual([
        { text: 'Choose a bed', disabled: false },
        { text: 'Bed 1 (Occupied)', disabled: true },
        { text: 'Bed 2 (Current)', disabled: false },
        { text: 'Bed 3', disabled: false },
      ]);

    // Moving to bed 3 and saving comes back to the room (the tile's Edit carries the room).
    await bedSelect(page).selectOption('3');
    await page.getByRole('button', { name: 'Save Tenant' }).click();
    await expect(toasts(page)).toContainText('Tenant updated successfully');
    await expect(page).toHaveURL(`/rooms/details/${room._id}`);
    await expect(bedLayout(page).nth(1)).toContainText('Vacant');
    await expect(bedLayout(page).nth(2)).toContainText('Priya Sharma');
  });

  test('a full room cannot be chosen, and a room arriving full shows the capacity message', async ({
    page,
    request,
  }) => {
    const seeder = await seedAdmin(request);
    await seeder.room({ roomNumber: '101', floorNumber: 1, capacity: 2 });
    const full = await seeder.room({ roomNumber: '201', floorNumber: 2, capacity: 1 });
    await seeder.tenant({ name: 'Sneha Rao', room: full, bedNumber: 1 });
    await openSignedIn(page, seeder, '/tenants/add');

    await expect
      .poll(() => optionsOf(page, 'Room'))
      .toEqual([
        { text: 'Choose a room', disabled: false },
        { text: 'Room 101 · Floor 1 (0/2 beds)', disabled: false },
        { text: 'Room 201 · Floor 2 (Full)', disabled: true },
      ]);
    await expect(bedSelect(page)).toBeDisabled();

    // Through the address, without returnToRoom: no prompt, but the form says why it cannot save.
    await page.goto(`/tenants/add?roomId=${full._id}&bedNumber=1`);
    await expect(roomSelect(page)).toHaveValue(full._id);
    await expect(page.getByText('Room 201 on Floor 2 is at full capacity')).toBeVisible();
    const posts: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().endsWith('/api/v1/tenants')) posts.push(req.url());
    });
    await page.getByLabel('Full name').fill('Anil Gupta');
    await page.getByLabel('Phone number').fill('9000000001');
    await page.getByLabel('ID proof type').selectOption('PAN');
    await page.getByLabel('ID proof number').fill('ABCDE1234F');
    await page.getByRole('button', { name: 'Save Tenant' }).click();
    await expect(roomSelect(page)).toBeFocused();
    expect(posts).toEqual([]);
  });

  test('arriving from a full room with returnToRoom prompts to go back after 1.5 s', async ({
    page,
    request,
  }) => {
    const seeder = await seedAdmin(request);
    const full = await seeder.room({ roomNumber: '201', floorNumber: 2, capacity: 1 });
    await seeder.tenant({ name: 'Sneha Rao', room: full, bedNumber: 1 });
    await openSignedIn(page, seeder, `/rooms/details/${full._id}`);

    await page.getByRole('link', { name: 'Add tenant to this room' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Tenant' })).toBeVisible();
    const prompt = page.getByRole('dialog', { name: 'This room is full' });
    await expect(prompt).toBeHidden();
    await expect(prompt).toBeVisible({ timeout: 3000 });
    await expect(prompt).toContainText(
      'Room 201 on Floor 2 is at full capacity. Go back to the room?',
    );
    await prompt.getByRole('button', { name: 'Back to Room' }).click();
    await expect(page).toHaveURL(`/rooms/details/${full._id}`);
  });

  test('Remove takes a tenant off the bed after confirming; they stay on the list', async ({
    page,
    request,
  }) => {
    const seeder = await seedAdmin(request);
    const room = await seeder.room({ roomNumber: '101', floorNumber: 1, capacity: 2 });
    await seeder.tenant({ name: 'Ravi Kumar', room, bedNumber: 2 });
    await openSignedIn(page, seeder, `/rooms/details/${room._id}`);

    await bedLayout(page)
      .nth(1)
      .getByRole('button', { name: 'Remove Ravi Kumar from Bed 2' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Remove Ravi Kumar from this bed?' });
    await expect(dialog).toContainText('leaves Bed 2');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(toasts(page)).toContainText('Tenant updated successfully');
    await expect(bedLayout(page).nth(1)).toContainText('Vacant');
    await expect(bedLayout(page).nth(1)).not.toContainText('Ravi Kumar');
    await expect(page.getByRole('region', { name: 'Room 101' })).toContainText('0/2 beds occupied');

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Tenants' })
      .click();
    const card = page.getByRole('article', { name: 'Ravi Kumar' });
    await expect(card).toContainText('Active');
    await expect(card).toContainText('Not assigned');
  });

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

  test('the list shows each card, searches name, phone and email in any case', async ({
    page,
    request,
  }) => {
    const seeder = await seedAdmin(request);
    const room = await seeder.room({ roomNumber: 'A2', floorNumber: 3, capacity: 3 });
    await seeder.tenant({
      name: 'Farhan Ali',
      room,
      bedNumber: 1,
      phone: '9811122233',
      email: 'farhan.ali@example.test',
      occupation: 'Chartered accountant',
      joiningDate: '2026-11-01',
    });
    await seeder.tenant({ name: 'Lakshmi Iyer', room, bedNumber: 2, phone: '9700011122' });
    await openSignedIn(page, seeder, '/tenants');

    const card = page.getByRole('article', { name: 'Farhan Ali' });
    for (const text of [
      'Active',
      'Floor3',
      'RoomA2 · Bed 1',
      'Phone9811122233',
      'Emailfarhan.ali@example.test',
      'Joined1 Nov 2026',
      'ID proofPAN',
      'OccupationChartered accountant',
    ]) {
      await expect(card).toContainText(text);
    }
    await expect(page.getByRole('article', { name: 'Lakshmi Iyer' })).not.toContainText('Email');

    const names = page.getByRole('article').getByRole('heading', { level: 2 });
    const search = page.getByRole('searchbox', { name: 'Search tenants' });
    await expect(search).toHaveAttribute('placeholder', 'Search by name, phone or email...');
    for (const [query, found] of [
      ['lakshmi', ['Lakshmi Iyer']],
      ['FARHAN.ALI@', ['Farhan Ali']],
      ['97000', ['Lakshmi Iyer']],
      ['', ['Farhan Ali', 'Lakshmi Iyer']],
    ] as const) {
      await search.fill(query);
      await expect(names).toHaveText([...found]);
    }
    await search.fill('nobody');
    await expect(
      page.getByText('No tenants match your search criteria. Try adjusting your filters.'),
    ).toBeVisible();
  });

  test('the Add links: onboarding from the header, the form from the empty list', async ({
    page,
    request,
  }) => {
    const seeder = await seedAdmin(request);
    await openSignedIn(page, seeder, '/tenants');
    await expect(
      page.getByText('No tenants found. Add your first tenant to get started.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add Tenant', exact: true })).toHaveAttribute(
      'href',
      '/tenant-onboarding',
    );
    await page.getByRole('link', { name: 'Add Your First Tenant' }).click();
    await expect(page).toHaveURL(/\/tenants\/add$/);
    await page.getByRole('link', { name: 'Back to Tenants' }).click();
    await expect(page).toHaveURL(/\/tenants$/);
  });

  test('a tenant is deleted after confirming', async ({ page, request }) => {
    const seeder = await seedAdmin(request);
    const room = await seeder.room({ roomNumber: '101', floorNumber: 1, capacity: 2 });
    await seeder.tenant({ name: 'Ravi Kumar', room, bedNumber: 1 });
    await openSignedIn(page, seeder, '/tenants');

    await page.getByRole('button', { name: 'Delete Ravi Kumar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Ravi Kumar?' });
    await expect(dialog).toContainText('Are you sure you want to delete this tenant?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('article', { name: 'Ravi Kumar' })).toBeVisible();

    await page.getByRole('button', { name: 'Delete Ravi Kumar' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(page)).toContainText('Tenant deleted successfully');
    await expect(
      page.getByText('No tenants found. Add your first tenant to get started.'),
    ).toBeVisible();
  });

  test('required fields, the Aadhaar rule and a future date of birth are refused', async ({
    page,
    request,
  }) => {
    const seeder = await seedAdmin(request);
    await seeder.room({ roomNumber: '101', floorNumber: 1, capacity: 2 });
    await openSignedIn(page, seeder, '/tenants/add');
    await page.getByRole('button', { name: 'Save Tenant' }).click();
    for (const message of [
      'Name is required',
      'Phone is required',
      'ID proof number is required',
      'Room is required',
      'Bed number is required',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(roomSelect(page)).toBeFocused();

    await page.getByLabel('Full name').fill('Anil Gupta');
    await page.getByLabel('Phone number').fill('9000000001');
    await page.getByLabel('ID proof number').fill('1234 5678');
    await page.getByLabel('Date of birth (optional)').fill('2099-01-01');
    await roomSelect(page).selectOption({ label: 'Room 101 · Floor 1 (0/2 beds)' });
    await bedSelect(page).selectOption({ label: 'Bed 1' });
    await page.getByRole('button', { name: 'Save Tenant' }).click();
    await expect(page.getByText('Aadhaar number must be 12 digits')).toBeVisible();

    await page.getByLabel('ID proof number').fill('234567890123');
    await page.getByRole('button', { name: 'Save Tenant' }).click();
    await expect(page.getByText('Date of birth cannot be in the future')).toBeVisible();
  });

  test('a bed taken meanwhile by someone else is refused', async ({ page, request }) => {
    const seeder = await seedAdmin(request);
    const room = await seeder.room({ roomNumber: '101', floorNumber: 1, capacity: 2 });
    await openSignedIn(page, seeder, `/tenants/add?roomId=${room._id}&bedNumber=1`);
    await expect(bedSelect(page)).toHaveValue('1');
    await afterLoadGrace(page);
    // Another device takes bed 1 while this form is open.
    await seeder.tenant({ name: 'Quick Person', room, bedNumber: 1 });

    await page.getByLabel('Full name').fill('Slow Person');
    await page.getByLabel('Phone number').fill('9000000002');
    await page.getByLabel('ID proof type').selectOption('PAN');
    await page.getByLabel('ID proof number').fill('ABCDE1234F');
    await page.getByRole('button', { name: 'Save Tenant' }).click();
    // The server refuses it (a toast), or the list refreshed first and the form says so.
    await expect(page.getByText('Bed 1 in Room 101 is already occupied').first()).toBeVisible();
    await expect(page).toHaveURL(/\/tenants\/add/);
  });
});
