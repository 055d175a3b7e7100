import { expect, test, type Locator, type Page } from '@playwright/test';
import { answer500, main, SERVER_SAYS } from '../fixtures/failing-server';
import { pgWithOverdueRent } from '../fixtures/one-tenant-pg';

/**
 * A failed load never looks like good news, inside a screen either: a form or a list whose
 * data failed to come says what failed and offers Retry, never that there is nothing.
 */

test.use({ timezoneId: 'Asia/Kolkata', locale: 'en-IN' });

test.describe('forms and lists inside screens, on a failed first load', () => {
  /** The failure, then Retry bringing `loaded`; `notFound` is what must never be said. */
  async function failThenRetry(
    page: Page,
    request: RegExp,
    failedTitle: string,
    notFound: Locator,
    loaded: () => Promise<void>,
  ) {
    const failure = main(page).getByRole('alert');
    await expect(failure).toContainText(failedTitle);
    await expect(failure).toContainText(SERVER_SAYS);
    await expect(notFound).toHaveCount(0);
    await page.unroute(request);
    await main(page).getByRole('button', { name: 'Retry' }).click();
    await loaded();
    await expect(failure).toHaveCount(0);
  }

  test('rent edit says the record failed to load, not that it does not exist', async ({ page }) => {
    const { pg, rentId } = await pgWithOverdueRent(page);
    const request = new RegExp(`/api/v1/rents/${rentId}$`);
    await page.route(request, answer500);
    await pg.open(page, `/rents/edit/${rentId}`);
    await failThenRetry(
      page,
      request,
      'Failed to fetch rent details',
      main(page).getByText(/not found|does not exist/),
      () => expect(page.getByLabel('Amount')).toHaveValue('8000'),
    );
  });

  test('tenant edit says the tenant failed to load, not that they do not exist', async ({
    page,
  }) => {
    const { pg, tenantId } = await pgWithOverdueRent(page);
    const request = new RegExp(`/api/v1/tenants/${tenantId}$`);
    await page.route(request, answer500);
    await pg.open(page, `/tenants/edit/${tenantId}`);
    await failThenRetry(
      page,
      request,
      'Failed to fetch tenant details',
      main(page).getByText(/not found|does not exist/),
      () => expect(page.getByLabel('Full name')).toHaveValue('Meera Nair'),
    );
  });

  test('new tenant says the rooms failed to load, never offers a form without rooms', async ({
    page,
  }) => {
    const { pg } = await pgWithOverdueRent(page);
    const request = /\/api\/v1\/rooms$/;
    await page.route(request, answer500);
    await pg.open(page, '/tenants/add');
    await expect(page.getByLabel('Full name')).toHaveCount(0);
    await failThenRetry(
      page,
      request,
      'Failed to fetch rooms',
      main(page).getByText(/no rooms|add a room first/i),
      () => expect(page.getByLabel('Full name')).toBeVisible(),
    );
  });

  test('room edit says the room failed to load, not that it does not exist', async ({ page }) => {
    const { pg, roomId } = await pgWithOverdueRent(page);
    const request = new RegExp(`/api/v1/rooms/${roomId}$`);
    await page.route(request, answer500);
    await pg.open(page, `/rooms/edit/${roomId}`);
    await failThenRetry(
      page,
      request,
      'Error loading room data',
      main(page).getByText(/not found|does not exist/),
      () => expect(page.getByLabel('Room number')).toHaveValue('101'),
    );
  });

  test('room details: the bed layout says the tenants failed, never that every bed is vacant', async ({
    page,
  }) => {
    const { pg, roomId } = await pgWithOverdueRent(page);
    const request = /\/api\/v1\/tenants$/;
    await page.route(request, answer500);
    await pg.open(page, `/rooms/details/${roomId}`);
    const bedLayout = page.getByRole('region', { name: 'Bed Layout' });
    await expect(bedLayout).toBeVisible();
    await failThenRetry(
      page,
      request,
      'Failed to fetch tenants',
      bedLayout.getByText('Vacant'),
      () => expect(page.getByRole('listitem').filter({ hasText: 'Meera Nair' })).toBeVisible(),
    );
  });

  test('room details: the meter says its readings failed, never that there are none', async ({
    page,
  }) => {
    const { pg, roomId } = await pgWithOverdueRent(page);
    const request = new RegExp(`/api/v1/rooms/${roomId}/meter-readings$`);
    await page.route(request, answer500);
    await pg.open(page, `/rooms/details/${roomId}`);
    const meter = page.getByRole('region', { name: 'Electricity meter' });
    await failThenRetry(
      page,
      request,
      'Failed to load meter readings',
      meter.getByText(/No readings yet/),
      () => expect(meter.getByText(/No readings yet/)).toBeVisible(),
    );
  });

  test('rent management: the charges say they failed, never that there are none', async ({
    page,
  }) => {
    const { pg } = await pgWithOverdueRent(page);
    const request = /\/api\/v1\/charges(\?.*)?$/;
    await page.route(request, answer500);
    await pg.open(page, '/rent-management?tab=charges');
    await failThenRetry(
      page,
      request,
      'Failed to fetch charges',
      main(page).getByText(/No charges yet/),
      () => expect(main(page).getByText(/No charges yet/)).toBeVisible(),
    );
  });

  test('move-out: a statement that failed to come says so, with Retry, and cannot be recorded', async ({
    page,
  }) => {
    const { pg, tenantId } = await pgWithOverdueRent(page);
    const request = new RegExp(`/api/v1/tenants/${tenantId}/move-out/preview`);
    await page.route(request, answer500);
    await pg.open(page, `/tenants/${tenantId}/move-out`);
    await expect(page.getByRole('button', { name: 'Record move-out' })).toBeDisabled();
    await failThenRetry(
      page,
      request,
      'Failed to work out the statement',
      main(page).getByText(/Refund to the tenant|Still owed by the tenant/),
      () =>
        expect(main(page).getByText(/Refund to the tenant|Still owed by the tenant/)).toBeVisible(),
    );
    await expect(page.getByRole('button', { name: 'Record move-out' })).toBeEnabled();
  });

  test('a new rent record says the tenants failed, not "add a tenant first"', async ({ page }) => {
    const { pg } = await pgWithOverdueRent(page);
    const request = /\/api\/v1\/tenants$/;
    await page.route(request, answer500);
    await pg.open(page, '/rents/add');
    await failThenRetry(
      page,
      request,
      'Failed to fetch tenants',
      main(page).getByText(/Add a tenant first/),
      () =>
        expect(
          page.getByLabel('Tenant').getByRole('option', { name: 'Meera Nair · Room 101' }),
        ).toBeAttached(),
    );
  });

  test("a rent's payments say they failed, not that none were recorded", async ({ page }) => {
    const { pg, rentId } = await pgWithOverdueRent(page);
    const request = new RegExp(`/api/v1/rents/${rentId}/payments$`);
    await page.route(request, answer500);
    await pg.open(page, '/rent-management');
    await page.getByRole('button', { name: /^Details: Meera Nair/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Rent Details' });
    await expect(dialog.getByRole('alert')).toContainText('Failed to fetch rent data');
    await expect(dialog.getByRole('alert')).toContainText(SERVER_SAYS);
    await expect(dialog.getByText('No payments recorded yet.')).toHaveCount(0);
    await page.unroute(request);
    await dialog.getByRole('button', { name: 'Retry' }).click();
    await expect(dialog.getByText('No payments recorded yet.')).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
  });

  test('onboarding step 4 says the rooms failed, not "there are no rooms yet"', async ({
    page,
  }) => {
    const { pg } = await pgWithOverdueRent(page);
    await pg.open(page, '/login');
    // A wizard that has reached Additional Details (steps 1 to 3 have their own specs).
    await page.evaluate(() =>
      sessionStorage.setItem(
        'nivas.tenant-onboarding',
        JSON.stringify({
          version: 1,
          step: 4,
          editingFromReview: false,
          origin: { roomId: '', bedNumber: '', returnToRoom: false },
          phone: '9876500009',
          photo: 'data:image/jpeg;base64,AAAA',
          aadhaarImage: 'data:image/jpeg;base64,AAAA',
          aadhaar: {
            name: 'Kavya Menon',
            aadhaarNumber: '2345 6789 0124',
            dob: '2000-01-01',
            gender: 'Female',
            address: '1 Lake Road, Kochi',
          },
          details: {
            roomId: '',
            bedNumber: '',
            joiningDate: '2026-01-01',
            email: '',
            occupation: '',
            emergencyName: '',
            emergencyPhone: '',
            emergencyRelation: '',
          },
          detailsDone: false,
        }),
      ),
    );
    const request = /\/api\/v1\/rooms$/;
    await page.route(request, answer500);
    await page.goto('/tenant-onboarding');
    await expect(page.getByRole('heading', { name: 'Additional Details' })).toBeVisible();
    await failThenRetry(
      page,
      request,
      'Failed to fetch rooms',
      main(page).getByText(/no rooms yet/),
      () =>
        expect(
          page.getByLabel('Room', { exact: true }).getByRole('option', { name: /^Room 101/ }),
        ).toBeAttached(),
    );
  });
});
