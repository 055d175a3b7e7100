import { expect, test } from '@playwright/test';
import { signInAsNewAdmin } from '../fixtures/accounts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('at 390 px the sidebar is a drawer that opens, navigates and closes', async ({
  page,
  request,
}) => {
  await signInAsNewAdmin(page, request);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'Rooms' }).click();
  await expect(page).toHaveURL(/\/rooms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rooms' })).toBeVisible();
  await expect(nav).toBeHidden();

  // Closing without navigating: the close button and Escape.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(nav).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();

  // Any route change closes it, also one the drawer did not make.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(nav).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(nav).toBeHidden();
});

test('at 390 px no screen scrolls sideways', async ({ page, request }) => {
  await signInAsNewAdmin(page, request);
  for (const path of ['/dashboard', '/profile', '/settings', '/connection-test']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
