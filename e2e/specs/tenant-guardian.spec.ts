import { expect, test, type Page } from '@playwright/test';
import { seedOwner } from '../fixtures/onboarding';
import { openSignedIn } from '../fixtures/signed-in';
import { saveScreenshot } from '../fixtures/ui';

/**
 * Issue 18: the tenant's guardian (S/O, D/O, W/O or C/O and a name), apart from the address,
 * in the add and edit forms and on the tenant's page.
 */

const relation = (page: Page) =>
  page.getByLabel('Relation to guardian (optional)', { exact: true });
const guardianName = (page: Page) => page.getByLabel('Guardian’s name (optional)', { exact: true });
const about = (page: Page) => page.getByRole('region', { name: 'About' });

test('the add form saves a guardian; the edit form changes and clears it; the page shows it', async ({
  page,
  request,
}) => {
  const owner = await seedOwner(request);
  const room = await owner.room({ roomNumber: '105', floorNumber: 1, capacity: 2 });
  await openSignedIn(page, owner, `/tenants/add?roomId=${room._id}&bedNumber=1`);

  await page.getByLabel('Full name').fill('Meera Pillai');
  await page.getByLabel('Phone number').fill('9123400001');
  await page.getByLabel('ID proof number').fill('2345 6789 0124');
  await page
    .getByLabel('Permanent address (optional)')
    .fill('22 Beach Road, Kochi, Kerala - 682001');
  // A relation without a name is refused beside the field.
  await relation(page).selectOption({ label: 'Wife of (W/O)' });
  await page.getByRole('button', { name: 'Save Tenant' }).click();
  await expect(page.getByText("Guardian's name is required with the relation")).toBeVisible();
  await guardianName(page).fill('Arjun Pillai');
  await page.setViewportSize({ width: 390, height: 844 });
  await guardianName(page).scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'tenant-form-guardian');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Save Tenant' }).click();
  await expect(page).toHaveURL(/\/tenants$/);

  const listed = (await owner.tenants()).find((t) => t.phone === '9123400001')!;
  const saved = await owner.tenantById(listed._id);
  expect(saved.guardian).toEqual({ relation: 'W/O', name: 'Arjun Pillai' });
  // Kept apart from the address.
  expect(saved.address).toBe('22 Beach Road, Kochi, Kerala - 682001');

  await page.goto(`/tenants/${listed._id}`);
  await expect(about(page)).toContainText('GuardianW/O Arjun Pillai');

  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(relation(page)).toHaveValue('W/O');
  await expect(guardianName(page)).toHaveValue('Arjun Pillai');
  await relation(page).selectOption({ label: 'Care of (C/O)' });
  await guardianName(page).fill('K. Raman Nair');
  await page.getByRole('button', { name: 'Save Tenant' }).click();
  await expect(page).toHaveURL(new RegExp(`/tenants/${listed._id}$`));
  await expect(about(page)).toContainText('GuardianC/O K. Raman Nair');
  expect((await owner.tenantById(listed._id)).guardian).toEqual({
    relation: 'C/O',
    name: 'K. Raman Nair',
  });

  // Both blank: no guardian.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await relation(page).selectOption({ label: 'None' });
  await guardianName(page).fill('');
  await page.getByRole('button', { name: 'Save Tenant' }).click();
  await expect(page).toHaveURL(new RegExp(`/tenants/${listed._id}$`));
  await expect(about(page)).not.toContainText('Guardian');
  expect((await owner.tenantById(listed._id)).guardian).toBeNull();
});
