import { expect, test } from '@playwright/test';
import { signInAsNewAdmin } from '../fixtures/accounts';
import { saveScreenshot, toasts } from '../fixtures/ui';

/**
 * Screenshots of the main screens at desktop and phone width, written to e2e/screenshots
 * for people to look at; each waits for the screen to be complete first.
 */
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`screenshots at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('login and register', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
      await saveScreenshot(page, 'login');
      await page.goto('/register');
      await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
      await saveScreenshot(page, 'register');
    });

    test('dashboard and profile', async ({ page, request }) => {
      await signInAsNewAdmin(page, request, { name: 'Asha Verma', pgName: 'Sunrise Ladies PG' });
      await expect(page.getByRole('heading', { name: 'Welcome back, Asha Verma' })).toBeVisible();
      // Dismiss the sign-in toast (a click closes it), so the screenshot shows the screen.
      await toasts(page).getByRole('alert').click();
      await expect(toasts(page).getByRole('alert')).toHaveCount(0);
      await saveScreenshot(page, 'dashboard');
      await page.goto('/profile');
      await expect(page.getByRole('heading', { name: 'Profile Information' })).toBeVisible();
      await saveScreenshot(page, 'profile');
      await page.goto('/settings');
      await expect(page.getByLabel('Due day')).toHaveValue('5');
      await expect(page.getByLabel('Erase identity data N days after a tenant leaves')).toHaveValue(
        '180',
      );
      await saveScreenshot(page, 'settings');
      if (viewport.width < 1024) {
        await page.getByRole('button', { name: 'More' }).click();
        await expect(page.getByRole('dialog', { name: 'More' })).toBeVisible();
        await saveScreenshot(page, 'more-open');
      }
    });

    test('connection test', async ({ page }) => {
      await page.goto('/connection-test');
      await expect(page.getByText('Nivas API is running')).toBeVisible();
      await saveScreenshot(page, 'connection-test');
    });
  });
}
