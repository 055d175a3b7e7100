import { expect, test, type Page } from '@playwright/test';
import { newAdmin, registerViaApi, signIn } from '../fixtures/accounts';
import { saveScreenshot, toasts } from '../fixtures/ui';

const DAYS_LABEL = 'Erase identity data N days after a tenant leaves';

async function openSettings(page: Page, request: Parameters<typeof registerViaApi>[0]) {
  const admin = newAdmin({ pgName: 'Settings Check PG' });
  const { token } = await registerViaApi(request, admin);
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Let the sign-in toast go, so the save's toast is the one read below.
  await toasts(page).getByRole('alert').click();
  await page.goto('/settings');
  return { token };
}

const storedDays = async (request: Parameters<typeof registerViaApi>[0], token: string) => {
  const response = await request.get('/api/v1/settings', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: { eraseIdentityAfterDays: number } }).data
    .eraseIdentityAfterDays;
};

test.describe('settings: erasing identity data', () => {
  test('changes and saves the days; a number out of range is refused on the form', async ({
    page,
    request,
  }) => {
    const { token } = await openSettings(page, request);
    const card = page.getByRole('region', { name: 'Identity data' });
    const days = card.getByLabel(DAYS_LABEL);
    await expect(days).toHaveValue('180');

    await days.fill('4000');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(
      card.getByText('Days before identity data is erased must be at most 3650'),
    ).toBeVisible();
    await expect(days).toHaveAttribute('aria-invalid', 'true');
    expect(await storedDays(request, token)).toBe(180);

    await days.fill('30');
    await days.press('Enter');
    await expect(toasts(page)).toContainText('Settings saved');
    await expect(card.getByText(/must be at most/)).toHaveCount(0);
    expect(await storedDays(request, token)).toBe(30);

    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Identity data' }).getByLabel(DAYS_LABEL),
    ).toHaveValue('30');
  });

  test('a failed load says so and loads again with Try again; a failed save says so', async ({
    page,
    request,
  }) => {
    let failLoad = true;
    await page.route('**/api/v1/settings', async (route) => {
      if (route.request().method() === 'GET' && failLoad) {
        await route.fulfill({ status: 503, json: { success: false, error: 'Unavailable' } });
      } else if (route.request().method() === 'PUT') {
        await route.fulfill({
          status: 500,
          json: { success: false, error: 'Something went wrong. Please try again.' },
        });
      } else {
        await route.continue();
      }
    });
    await openSettings(page, request);
    const card = page.getByRole('region', { name: 'Identity data' });
    await expect(card.getByRole('alert')).toHaveText('Failed to load settings', {
      timeout: 20_000,
    });
    failLoad = false;
    await card.getByRole('button', { name: 'Try again' }).click();
    const days = card.getByLabel(DAYS_LABEL);
    await expect(days).toHaveValue('180');
    await days.fill('7');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page)).toContainText('Something went wrong');
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`screenshot at ${viewport.width} px`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      await openSettings(page, request);
      await expect(page.getByLabel(DAYS_LABEL)).toHaveValue('180');
      await saveScreenshot(page, 'settings-identity');
    });
  }
});
