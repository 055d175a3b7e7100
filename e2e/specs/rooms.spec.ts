import { expect, test } from '@playwright/test';
import { afterLoadGrace, seedAdmin } from '../fixtures/rooms-tenants';
import { openSignedIn } from '../fixtures/signed-in';
import { toasts } from '../fixtures/ui';

test.describe('rooms', () => {
  test('a room is added with two custom amenities, and a duplicate is refused', async ({
    page,
    request,
  }) => {
    const seeder = await seedAdmin(request);
    await openSignedIn(page, seeder, '/rooms');
    await expect(
      page.getByText('No rooms found. Add your first room to get started.'),
    ).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Add Room' }).first().click();
    await expect(page).toHaveURL(/\/rooms\/add$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Add Room' })).toBeVisible();

    await page.getByLabel('Floor number').fill('1');
    await page.getByLabel('Room number').fill('101');
    await page.getByLabel('Capacity (persons)').fill('3');
    await page.getByLabel('Rent amount (per month)').fill('8500');
    await page.getByRole('button', { name: 'WiFi' }).click();
    await page.getByRole('button', { name: 'Fan' }).click();
    await expect(page.getByRole('button', { name: 'WiFi' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const custom = page.getByLabel('Custom amenity');
    await custom.fill('  Balcony  ');
    await page.getByRole('button', { name: 'Add amenity' }).click();
    // Enter adds too, without sending the form.
    await custom.fill('Study Lamp');
    await custom.press('Enter');
    await expect(page).toHaveURL(/\/rooms\/add$/);
    await custom.fill(' balcony ');
    await page.getByRole('button', { name: 'Add amenity' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Balcony is already in the list',
    );
    await expect(page.getByRole('button', { name: 'Remove Balcony' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Remove Study Lamp' })).toBeVisible();

    await page.getByLabel('Description').fill('Corner room with morning sun');
    await page.getByRole('button', { name: 'Save Room' }).click();
    await expect(toasts(page)).toContainText('Room created successfully');
    await expect(page).toHaveURL(/\/rooms$/);

    const card = page.getByRole('article', { name: 'Room 101' });
    await expect(card).toContainText('Floor 1');
    await expect(card).toContainText('₹8,500/month');
    await expect(card).toContainText('0/3 beds');
    await expect(card).toContainText('Vacant');
    for (const amenity of ['WiFi', 'Fan', 'Balcony', 'Study Lamp']) {
      await expect(card.getByRole('listitem').filter({ hasText: amenity })).toHaveCount(1);
    }
  });

  test('a form with missing or invalid values says so and sends nothing', async ({
    page,
    request,
  }) => {
    const seeder = await seedAdmin(request);
    await openSignedIn(page, seeder, '/rooms/add');
    const posts: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().endsWith('/api/v1/rooms')) posts.push(req.url());
    });
    await page.getByLabel('Capacity (persons)').fill('0');
    await page.getByRole('button', { name: 'Save Room' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Please fill all required fields with valid values.',
    );
    await expect(page.getByText('Floor number is required')).toBeVisible();
    await expect(page.getByText('Room number is required')).toBeVisible();
    await expect(page.getByText('Capacity must be at least 1')).toBeVisible();
    await expect(page.getByText('Rent amount is required')).toBeVisible();
    expect(posts).toEqual([]);
  });

  test('the list filters by occupancy and searches, with both empty states', async ({
    page,
    request,
  }) => {
    const seeder = await seedAdmin(request);
    await seeder.room({ roomNumber: '101', floorNumber: 1, capacity: 2, amenities: ['Geyser'] });
    const partial = await seeder.room({ roomNumber: '102', floorNumber: 1, capacity: 2 });
    const full = await seeder.room({ roomNumber: '201', floorNumber: 2, capacity: 1 });
    await seeder.tenant({ name: 'Ravi Kumar', room: partial, bedNumber: 1 });
    await seeder.tenant({ name: 'Sneha Rao', room: full, bedNumber: 1 });
    await openSignedIn(page, seeder, '/rooms');

    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(3);
    await expect(page.getByRole('article', { name: 'Room 102' })).toContainText('1/2 beds');
    // SPEC §4: the badge reads Vacant while a bed is free, Full otherwise.
    await expect(page.getByRole('article', { name: 'Room 102' })).toContainText('Vacant');
    await expect(page.getByRole('article', { name: 'Room 201' })).toContainText('Full');
    await expect(page.getByRole('article', { name: 'Room 201' })).toContainText('None');

    const filter = page.getByRole('combobox', { name: 'Filter rooms by occupancy' });
    for (const [option, rooms] of [
      ['Vacant', ['Room 101']],
      ['Partially Occupied', ['Room 102']],
      ['Full', ['Room 201']],
      ['All Rooms', ['Room 101', 'Room 102', 'Room 201']],
    ] as const) {
      await filter.selectOption({ label: option });
      await expect(cards.getByRole('heading', { level: 2 })).toHaveText([...rooms]);
    }

    const search = page.getByRole('searchbox', { name: 'Search rooms' });
    await search.fill('201');
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(['Room 201']);
    await search.fill('GEYSER');
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(['Room 101']);
    await filter.selectOption({ label: 'Full' });
    await expect(
      page.getByText('No rooms match your search criteria. Try adjusting your filters.'),
    ).toBeVisible();

    // The search and filter survive a visit to a room and Back.
    await search.fill('');
    await cards.getByRole('link', { name: 'Room 201', exact: true }).click();
    await expect(page).toHaveURL(/\/rooms\/details\//);
    await page.goBack();
    await expect(filter).toHaveValue('full');
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(['Room 201']);
  });

  test('a card opens the room details with its header, amenities and bed layout', async ({
    page,
    request,
  }) => {
    const seeder = await seedAdmin(request, { name: 'Meera Nair', pgName: 'Lotus Residency' });
    const room = await seeder.room({
      roomNumber: '305',
      floorNumber: 3,
      capacity: 3,
      rentAmount: 12500,
      amenities: ['AC', 'Attached Balcony'],
    });
    await seeder.tenant({ name: 'Arjun Mehta', room, bedNumber: 2 });
    await openSignedIn(page, seeder, '/rooms');
    await page.getByRole('article', { name: 'Room 305' }).click({ position: { x: 20, y: 90 } });
    await expect(page).toHaveURL(new RegExp(`/rooms/details/${room._id}$`));

    const header = page.getByRole('region', { name: 'Room 305' });
    await expect(header).toContainText('Lotus Residency');
    await expect(header).toContainText('Meera Nair');
    await expect(page.getByRole('heading', { level: 1, name: 'Room 305' })).toBeVisible();
    await expect(header).toContainText('Vacant');
    await expect(header).toContainText('Floor 3');
    await expect(header).toContainText('1/3 beds occupied');
    await expect(header).toContainText('₹12,500/month');
    const amenities = page.getByRole('region', { name: 'Amenities' });
    await expect(amenities.getByRole('listitem')).toHaveText(['AC', 'Attached Balcony']);

    const beds = page.getByRole('region', { name: 'Bed Layout' }).getByRole('listitem');
    await expect(beds).toHaveCount(3);
    await expect(beds.nth(0)).toContainText('Bed 1');
    await expect(beds.nth(0)).toContainText('Vacant');
    await expect(beds.nth(1)).toContainText('Occupied');
    await expect(beds.nth(1)).toContainText('Arjun Mehta');
    await expect(
      beds.nth(1).getByRole('button', { name: 'Remove Arjun Mehta from Bed 2' }),
    ).toBeVisible();
    await expect(beds.nth(2).getByRole('link', { name: 'Add tenant to Bed 3' })).toHaveAttribute(
      'href',
      `/tenants/add?roomId=${room._id}&returnToRoom=true&bedNumber=3`,
    );

    // Clicking the occupied tile opens the tenant.
    await beds.nth(1).click({ position: { x: 10, y: 10 } });
    await expect(page).toHaveURL(/\/tenants\/edit\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Tenant' })).toBeVisible();
  });

  test('a room with no amenities says so, and a missing room shows its page', async ({
    page,
    request,
  }) => {
    const seeder = await seedAdmin(request);
    const room = await seeder.room({ roomNumber: 'G1', floorNumber: 0, capacity: 1 });
    await openSignedIn(page, seeder, `/rooms/details/${room._id}`);
    await expect(page.getByText('No amenities listed')).toBeVisible();

    await page.goto('/rooms/details/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Room Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Rooms' }).click();
    await expect(page).toHaveURL(/\/rooms$/);

    await page.goto('/rooms/edit/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Room not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Rooms' })).toBeVisible();
    await page.getByRole('link', { name: 'Add New Room' }).click();
    await expect(page).toHaveURL(/\/rooms\/add$/);
  });

  test('a room is edited, and a room number taken on the floor is refused', async ({
    page,
    request,
  }) => {
    const seeder = await seedAdmin(request);
    await seeder.room({ roomNumber: '101', floorNumber: 1, capacity: 2 });
    await seeder.room({ roomNumber: '102', floorNumber: 1, capacity: 2, amenities: ['Cooler'] });
    await openSignedIn(page, seeder, '/rooms');
    await afterLoadGrace(page);

    await page.getByRole('link', { name: 'Edit Room 102' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Room' })).toBeVisible();
    await expect(page.getByLabel('Room number')).toHaveValue('102');
    await expect(page.getByRole('button', { name: 'Cooler' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.getByLabel('Room number').fill('101');
    await page.getByRole('button', { name: 'Save Room' }).click();
    await expect(toasts(page)).toContainText('Room 101 already exists on Floor 1');
    await expect(page).toHaveURL(/\/rooms\/edit\//);

    await page.getByLabel('Room number').fill('103');
    await page.getByLabel('Rent amount (per month)').fill('9250.50');
    await page.getByRole('button', { name: 'Cooler' }).click();
    await page.getByRole('button', { name: 'Save Room' }).click();
    await expect(toasts(page)).toContainText('Room updated successfully');
    const card = page.getByRole('article', { name: 'Room 103' });
    await expect(card).toContainText('₹9,250.50/month');
    await expect(card).toContainText('None');
  });

  test('a room is deleted after confirming; one with a tenant is refused', async ({
    page,
    request,
  }) => {
    const seeder = await seedAdmin(request);
    await seeder.room({ roomNumber: '101', floorNumber: 1, capacity: 2 });
    const taken = await seeder.room({ roomNumber: '102', floorNumber: 1, capacity: 2 });
    await seeder.tenant({ name: 'Kiran Das', room: taken, bedNumber: 1 });
    await openSignedIn(page, seeder, '/rooms');
    await afterLoadGrace(page);

    const deleteButton = page.getByRole('button', { name: 'Delete Room 101' });
    await deleteButton.click();
    const dialog = page.getByRole('dialog', { name: 'Delete Room 101?' });
    await expect(dialog).toContainText('Are you sure you want to delete this room?');
    // The safe answer has focus; Escape keeps the room, and focus goes back.
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(deleteButton).toBeFocused();
    await expect(page.getByRole('article', { name: 'Room 101' })).toBeVisible();

    await deleteButton.click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(page)).toContainText('Room deleted successfully');
    await expect(page.getByRole('article', { name: 'Room 101' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Delete Room 102' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(page)).toContainText(
      'This room still has 1 tenant. Remove them from their beds or move them to another room first.',
    );
    await expect(page.getByRole('article', { name: 'Room 102' })).toBeVisible();
  });

  test('Delete room on the details screen asks, deletes and goes back to the list', async ({
    page,
    request,
  }) => {
    const seeder = await seedAdmin(request);
    const room = await seeder.room({ roomNumber: 'T1', floorNumber: 4, capacity: 1 });
    await openSignedIn(page, seeder, `/rooms/details/${room._id}`);
    await page.getByRole('button', { name: 'Delete room' }).click();
    await page
      .getByRole('dialog', { name: 'Delete Room T1?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(toasts(page)).toContainText('Room deleted successfully');
    await expect(page).toHaveURL(/\/rooms$/);
    await expect(
      page.getByText('No rooms found. Add your first room to get started.'),
    ).toBeVisible();
  });

  test('a second session sees a new room within 10 s without reloading', async ({
    browser,
    request,
  }) => {
    const seeder = await seedAdmin(request);
    const watcherContext = await browser.newContext();
    const editorContext = await browser.newContext();
    try {
      const watcher = await watcherContext.newPage();
      const editor = await editorContext.newPage();
      // The watcher's clock is ours to move: the 10 s poll comes when the test says.
      await watcher.clock.install();
      await openSignedIn(watcher, seeder, '/rooms');
      await expect(
        watcher.getByText('No rooms found. Add your first room to get started.'),
      ).toBeVisible();
      let reloads = 0;
      watcher.on('framenavigated', () => (reloads += 1));

      await openSignedIn(editor, seeder, '/rooms/add');
      await editor.getByLabel('Floor number').fill('2');
      await editor.getByLabel('Room number').fill('204');
      await editor.getByLabel('Capacity (persons)').fill('2');
      await editor.getByLabel('Rent amount (per month)').fill('7000');
      await editor.getByRole('button', { name: 'Save Room' }).click();
      await expect(toasts(editor)).toContainText('Room created successfully');

      const newRoom = watcher.getByRole('article', { name: 'Room 204' });
      await expect(newRoom).toHaveCount(0);
      await watcher.clock.fastForward(10_000);
      await expect(newRoom).toBeVisible();
      expect(reloads).toBe(0);
    } finally {
      await watcherContext.close();
      await editorContext.close();
    }
  });
});
