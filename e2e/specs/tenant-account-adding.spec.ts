import { expect, test } from '@playwright/test';
import { businessDate, dateText, monthOf, periodText, PgSeed } from '../fixtures/pg-seed';
import { toasts } from '../fixtures/ui';
import { VIEWPORTS } from '../fixtures/viewports';

/**
 * Adding a tenant: the form with a phone another tenant has, and the wizard opened inside the
 * app when signed in.
 */

test.use({ timezoneId: 'Asia/Kolkata', locale: 'en-IN' });

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, isMobile: viewport.width < 500, hasTouch: viewport.width < 500 });

    test('a phone an active tenant has: the match is named, and Add anyway adds', async ({
      page,
      request,
    }) => {
      const pg = await PgSeed.create(request);
      const room = await pg.room({ roomNumber: '101', capacity: 3, rentAmount: 7000 });
      const ravi = await pg.tenant({
        name: 'Ravi Kumar',
        phone: '9876500007',
        roomId: room._id,
        bedNumber: 1,
        idProofNumber: '2345 6789 0001',
      });

      await pg.open(page, `/tenants/add?roomId=${room._id}&bedNumber=2`);
      // The own rent is optional; the room's rent shows where it would go.
      const ownRent = page.getByLabel('Own monthly rent (optional)');
      await expect(ownRent).toHaveAttribute('placeholder', '7000');
      await ownRent.fill('6500');
      await page.getByLabel('Full name').fill('Sita Kumar');
      await page.getByLabel('Phone number').fill('9876500007');
      await page.getByLabel('ID proof number').fill('2345 6789 0001');
      await page.getByRole('button', { name: 'Save Tenant' }).click();

      // The same ID number: named, and no way to add anyway.
      const idProof = page.getByRole('dialog', { name: 'This ID number is already in use' });
      await expect(idProof).toContainText('Ravi Kumar already has this ID number');
      await expect(idProof.getByRole('button', { name: 'Add anyway' })).toHaveCount(0);
      await idProof.getByRole('button', { name: 'Cancel' }).click();

      // The same phone only: a family may share one.
      await page.getByLabel('ID proof number').fill('2345 6789 0002');
      await page.getByRole('button', { name: 'Save Tenant' }).click();
      const phone = page.getByRole('dialog', { name: 'Is this the same person?' });
      await expect(phone).toContainText('Ravi Kumar already has this phone number');
      await expect(phone.getByRole('link', { name: 'Open Ravi Kumar' })).toHaveAttribute(
        'href',
        `/tenants/${ravi._id}`,
      );
      await phone.getByRole('button', { name: 'Add anyway' }).click();
      await expect(toasts(page)).toContainText('Tenant added successfully');
      await expect(page).toHaveURL(/\/tenants$/);
      const sita = page.getByRole('article', { name: 'Sita Kumar' });
      // Her phone calls from the list: the number on a card, an icon named for it on a row.
      await expect(sita.getByRole('link', { name: /9876500007/ })).toHaveAttribute(
        'href',
        'tel:9876500007',
      );

      await sita.getByRole('link', { name: 'Sita Kumar', exact: true }).click();
      const about = page.getByRole('region', { name: 'About' });
      await expect(about).toContainText('₹6,500');
      await expect(about).toContainText('Their own rent');
      // Added with a bed, she has her first rent: this month's, due the day she joined.
      const firstRent = page
        .getByRole('region', { name: 'Rents' })
        .getByRole('listitem', { name: periodText(monthOf(businessDate())) });
      await expect(firstRent).toContainText(`Due ${dateText(businessDate())}`);
    });
  });
}

test('the wizard, signed in, opens inside the app: sidebar, navbar and a way back', async ({
  page,
  request,
}) => {
  const pg = await PgSeed.create(request);
  await pg.open(page, '/tenants');
  await page.getByRole('link', { name: 'Add Tenant' }).click();
  await expect(page).toHaveURL(/\/tenant-onboarding$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tenant Onboarding');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Tenants' }).click();
  await expect(page).toHaveURL(/\/tenants$/);
  // The other way in: the one form, for tenants who already live here.
  await expect(page.getByRole('link', { name: 'Quick add' })).toHaveAttribute(
    'href',
    '/tenants/add',
  );

  // Signed out, it stays the public page it was.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/tenant-onboarding');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tenant Onboarding');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});
