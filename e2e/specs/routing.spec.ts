import { expect, test } from '@playwright/test';
import { signInAsNewAdmin } from '../fixtures/accounts';

test.describe('routes', () => {
  for (const path of ['/dashboard', '/rooms', '/tenants/add', '/rents/edit/abc', '/profile']) {
    test(`${path} while signed out goes to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    });
  }

  test('an unknown path goes to /login', async ({ page }) => {
    await page.goto('/no-such-screen/at-all');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('public screens open without signing in', async ({ page }) => {
    await page.goto('/tenant-onboarding');
    await expect(page.getByRole('heading', { name: 'Tenant Onboarding' })).toBeVisible();
    await page.goto('/connection-test');
    await expect(page.getByRole('heading', { name: 'Connection Test' })).toBeVisible();
  });

  test('signed in, / opens the dashboard and /login moves on to it', async ({ page, request }) => {
    await signInAsNewAdmin(page, request);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the sidebar and the account menu reach every shell screen', async ({ page, request }) => {
    await signInAsNewAdmin(page, request);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [link, heading, url] of [
      ['Rooms', 'Rooms', /\/rooms$/],
      ['Tenants', 'Tenants', /\/tenants$/],
      ['Rent Management', 'Rent Management', /\/rent-management$/],
      ['Reminders', 'Reminders', /\/reminders$/],
      ['Dashboard', 'Dashboard', /\/dashboard$/],
    ] as const) {
      await nav.getByRole('link', { name: link }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    // The settings are editable now: the due day and the time zone are fields.
    await expect(page.getByLabel('Due day')).toHaveValue('5');
    await expect(page.getByLabel('Time zone')).toHaveValue('Asia/Kolkata');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Profile Information' })).toBeVisible();
  });

  test('the account menu closes with Escape and gives focus back', async ({ page, request }) => {
    await signInAsNewAdmin(page, request);
    const button = page.getByRole('button', { name: 'Account menu' });
    await button.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(button).toBeFocused();
  });
});
