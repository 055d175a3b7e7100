import { expect, test } from '@playwright/test';
import { signInAsNewAdmin } from '../fixtures/accounts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('at 390 px a bottom bar takes the sections, and More the rest of the sidebar and the account', async ({
  page,
  request,
}) => {
  await signInAsNewAdmin(page, request);
  // The sidebar is for wide screens; no hamburger either.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);

  const bar = page.getByRole('navigation', { name: 'Sections' });
  await expect(bar.getByRole('link')).toHaveText(['Dashboard', 'Rooms', 'Tenants', 'Rents']);
  await expect(bar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await bar.getByRole('link', { name: 'Rooms' }).click();
  await expect(page).toHaveURL(/\/rooms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rooms' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Rooms' })).toHaveAttribute('aria-current', 'page');
  await bar.getByRole('link', { name: 'Rents' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rent Management' })).toBeVisible();

  // More: the sidebar's other screens, the account's, the language switch, and closing it
  // without going anywhere.
  const more = page.getByRole('dialog', { name: 'More' });
  await bar.getByRole('button', { name: 'More' }).click();
  await expect(more.getByRole('link')).toHaveText(['Reminders', 'Profile', 'Settings', 'Sign out']);
  await expect(more.getByRole('button', { name: 'English' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect(more).toBeHidden();
  await expect(bar.getByRole('button', { name: 'More' })).toBeFocused();

  await bar.getByRole('button', { name: 'More' }).click();
  await more.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(more).toBeHidden();
  // More stands for the screen open under it.
  await expect(bar.getByRole('button', { name: 'More' })).toHaveClass(/text-indigo-700/);

  await bar.getByRole('button', { name: 'More' }).click();
  await more.getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('at 1280 px the sidebar shows and the bottom bar does not', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsNewAdmin(page, request);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeHidden();
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
