import { readFileSync } from 'node:fs';
import { expect, test, type Request } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { newAdmin, registerViaApi, signIn } from '../fixtures/accounts';
import { toasts } from '../fixtures/ui';

test.describe('export my data', () => {
  test('Profile downloads a zip of the PG’s own CSV files, the token only in a header', async ({
    page,
    request,
  }) => {
    const admin = newAdmin({ pgName: 'Export Check PG' });
    const { token } = await registerViaApi(request, admin);
    const room = await request.post('/api/v1/rooms', {
      headers: { Authorization: `Bearer ${token}` },
      data: { roomNumber: 'EXP-7', floorNumber: 2, capacity: 3, rentAmount: 7100.5 },
    });
    expect(room.status(), await room.text()).toBe(201);
    await signIn(page, admin);
    await expect(page).toHaveURL(/\/dashboard$/);
    const session = await page.evaluate(() => localStorage.getItem('token'));
    expect(session).toBeTruthy();

    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Export my data' });
    await expect(card).toContainText('full Aadhaar numbers');

    // Hold the answer until the busy state has been seen, so the check does not race it.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const exportRequests: Request[] = [];
    await page.route('**/api/v1/admin/export', async (route) => {
      exportRequests.push(route.request());
      await released;
      await route.continue();
    });

    const button = card.getByRole('button', { name: 'Export my data' });
    const download = page.waitForEvent('download');
    await button.click();
    const busy = card.getByRole('button', { name: 'Preparing your data...' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    release();

    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      /^nivas-export-export-check-pg-\d{4}-\d{2}-\d{2}\.zip$/,
    );
    await expect(toasts(page)).toContainText('Your data has been downloaded');
    await expect(button).toBeEnabled();

    const entries = unzipSync(new Uint8Array(readFileSync(await file.path())));
    expect(Object.keys(entries).sort()).toEqual([
      'README.txt',
      'charges.csv',
      'deposits.csv',
      'payments.csv',
      'rents.csv',
      'rooms.csv',
      'tenants.csv',
    ]);
    const rooms = strFromU8(entries['rooms.csv']!).split('\r\n');
    expect(rooms[0]).toMatch(/^id,room_number,floor_number,capacity,/);
    expect(rooms[1]).toMatch(/,EXP-7,2,3,0,7100\.50,/);

    // One request, through the app's client: the token in the Authorization header only.
    expect(exportRequests).toHaveLength(1);
    const sent = exportRequests[0]!;
    expect(sent.url()).not.toContain(session!);
    expect(await sent.headerValue('authorization')).toBe(`Bearer ${session}`);
  });

  test('a failed export is reported in a toast and the button comes back', async ({
    page,
    request,
  }) => {
    const admin = newAdmin();
    await registerViaApi(request, admin);
    await signIn(page, admin);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.route('**/api/v1/admin/export', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: 'Something went wrong. Please try again.' }),
      }),
    );
    await page.goto('/profile');
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    const card = page.getByRole('region', { name: 'Export my data' });
    await card.getByRole('button', { name: 'Export my data' }).click();
    await expect(toasts(page)).toContainText('Something went wrong. Please try again.');
    await expect(card.getByRole('button', { name: 'Export my data' })).toBeEnabled();
    expect(downloads).toBe(0);
  });
});
