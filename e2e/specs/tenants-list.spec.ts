import { expect, test } from '@playwright/test';
import { seedAdmin } from '../fixtures/rooms-tenants';
import { openSignedIn } from '../fixtures/signed-in';
import { toasts } from '../fixtures/ui';

/** The tenants list: each card, the search, the Add links, and deleting a tenant. */

test.describe('tenants', () => {
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

  test('a tenant holding a deposit is not deleted: the refusal says to refund or settle it', async ({
    page,
    request,
  }) => {
    const seeder = await seedAdmin(request);
    const room = await seeder.room({ roomNumber: '102', floorNumber: 1, capacity: 2 });
    const tenant = await seeder.tenant({ name: 'Meera Nair', room, bedNumber: 1 });
    const collected = await request.post(`/api/v1/tenants/${tenant._id}/deposit`, {
      headers: { Authorization: `Bearer ${seeder.token}` },
      data: { kind: 'collect', amount: 10000, date: '2026-11-01', method: 'UPI', reference: '' },
    });
    expect(collected.status(), await collected.text()).toBe(201);
    await openSignedIn(page, seeder, '/tenants');

    await page.getByRole('button', { name: 'Delete Meera Nair' }).click();
    await page
      .getByRole('dialog', { name: 'Delete Meera Nair?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(toasts(page)).toContainText(
      'This tenant’s deposit of ₹10,000 is still held: refund or settle it first (moving them out settles it)',
    );
    await expect(page.getByRole('article', { name: 'Meera Nair' })).toBeVisible();
  });
});
