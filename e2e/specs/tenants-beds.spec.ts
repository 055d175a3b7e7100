import { expect, test, type Page } from '@playwright/test';
import { afterLoadGrace, seedAdmin } from '../fixtures/rooms-tenants';
import { openSignedIn } from '../fixtures/signed-in';
import { bedSelect, roomSelect } from '../fixtures/tenant-form';
import { toasts } from '../fixtures/ui';

/**
 * A tenant in a bed: added from a vacant bed's tile, moved to another bed, kept out of a full
 * room or a bed taken meanwhile, and taken off the bed; the form's own checks.
 */

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
