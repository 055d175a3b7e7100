import { expect, test, type Page } from '@playwright/test';
import { seedAdmin, type Seeder } from '../fixtures/rooms-tenants';
import { openSignedIn } from '../fixtures/signed-in';
import { saveScreenshot } from '../fixtures/ui';

/**
 * Screenshots of the rooms and tenants screens at desktop and phone width, with realistic
 * data, for people to look at (e2e/screenshots, git-ignored).
 */
async function seedPg(seeder: Seeder) {
  const r101 = await seeder.room({
    roomNumber: '101',
    floorNumber: 1,
    capacity: 3,
    rentAmount: 8500,
    amenities: ['WiFi', 'Fan', 'Almirah', 'Geyser', 'Attached Balcony'],
    description: 'Corner room with two windows and morning sun.',
  });
  const r102 = await seeder.room({
    roomNumber: '102',
    floorNumber: 1,
    capacity: 2,
    rentAmount: 9500,
    amenities: ['AC', 'WiFi'],
  });
  await seeder.room({ roomNumber: '201', floorNumber: 2, capacity: 4, rentAmount: 6500 });
  const r202 = await seeder.room({
    roomNumber: '202',
    floorNumber: 2,
    capacity: 1,
    rentAmount: 12000,
    amenities: ['AC', 'Washroom', 'Refrigerator', 'TV'],
  });
  await seeder.tenant({
    name: 'Priya Sharma',
    room: r101,
    bedNumber: 1,
    email: 'priya.sharma@example.test',
    occupation: 'Software engineer',
    joiningDate: '2026-01-05',
  });
  await seeder.tenant({ name: 'Ananya Krishnamurthy', room: r101, bedNumber: 3 });
  await seeder.tenant({
    name: 'Farhan Ali',
    room: r102,
    bedNumber: 2,
    occupation: 'Student',
    joiningDate: '2025-11-01',
  });
  await seeder.tenant({
    name: 'Lakshmi Iyer',
    room: r202,
    bedNumber: 1,
    email: 'lakshmi.iyer.longname@example.test',
  });
  return { r101 };
}

async function waitForToastsToClear(page: Page) {
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('alert')).toHaveCount(
    0,
    { timeout: 5000 },
  );
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`rooms and tenants screenshots at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('rooms list, room details, tenants list and tenant form', async ({ page, request }) => {
      const seeder = await seedAdmin(request, { name: 'Asha Verma', pgName: 'Sunrise Ladies PG' });
      const { r101 } = await seedPg(seeder);

      await openSignedIn(page, seeder, '/rooms');
      await expect(page.getByRole('article')).toHaveCount(4);
      await saveScreenshot(page, 'rooms-list');

      await page.goto(`/rooms/details/${r101._id}`);
      await expect(
        page.getByRole('region', { name: 'Bed Layout' }).getByText('Ananya Krishnamurthy'),
      ).toBeVisible();
      await saveScreenshot(page, 'room-details');

      await page.goto('/tenants');
      await expect(page.getByRole('article')).toHaveCount(4);
      await saveScreenshot(page, 'tenants-list');

      await page.goto(`/tenants/add?roomId=${r101._id}&returnToRoom=true&bedNumber=2`);
      await expect(page.getByLabel('Bed', { exact: true })).toHaveValue('2');
      await page.getByRole('button', { name: 'Save Tenant' }).click();
      await expect(page.getByText('Name is required')).toBeVisible();
      await saveScreenshot(page, 'tenant-form');

      await page.goto('/rooms/add');
      await page.getByRole('button', { name: 'WiFi' }).click();
      await page.getByLabel('Custom amenity').fill('Study Lamp');
      await page.getByLabel('Custom amenity').press('Enter');
      await saveScreenshot(page, 'room-form');

      await page.goto('/rooms');
      if (viewport.width < 768) {
        // A phone's row opens the room; Delete is on the room's own screen.
        await page.getByRole('link', { name: 'Room 201' }).click();
        await page.getByRole('button', { name: 'Delete room' }).click();
      } else {
        await page.getByRole('button', { name: 'Delete Room 201' }).click();
      }
      await expect(page.getByRole('dialog')).toBeVisible();
      await waitForToastsToClear(page);
      await saveScreenshot(page, 'room-delete-confirm');
    });
  });
}
