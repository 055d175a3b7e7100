import { expect, test } from '@playwright/test';
import { signIn, signInAsNewAdmin, signOut } from '../fixtures/accounts';
import { saveScreenshot, toasts } from '../fixtures/ui';

test.describe('profile', () => {
  test('edited details are saved and still shown after a reload', async ({ page, request }) => {
    await signInAsNewAdmin(page, request);
    await page.goto('/profile');
    const details = page.getByRole('region', { name: 'Profile Information' });

    await details.getByLabel('Name', { exact: true }).fill('Kavya Iyer');
    await details.getByLabel('PG name').fill('Lakeview Residency');
    await details.getByLabel('PG address').fill('2 Lake Road, Kochi 682001');
    await details.getByLabel('Phone number').fill('9123456780');
    await details.getByRole('button', { name: 'Save changes' }).click();
    await expect(toasts(page)).toContainText('Profile updated successfully');
    // The session's admin follows at once: the account menu shows the new name.
    await expect(page.getByRole('banner')).toContainText('Kavya Iyer');

    await page.reload();
    await expect(details.getByLabel('Name', { exact: true })).toHaveValue('Kavya Iyer');
    await expect(details.getByLabel('PG name')).toHaveValue('Lakeview Residency');
    await expect(details.getByLabel('PG address')).toHaveValue('2 Lake Road, Kochi 682001');
    await expect(details.getByLabel('Phone number')).toHaveValue('9123456780');

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expect(page.getByRole('heading', { name: 'Welcome back, Kavya Iyer' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Lakeview Residency')).toBeVisible();
  });

  test('every profile field is required', async ({ page, request }) => {
    await signInAsNewAdmin(page, request);
    await page.goto('/profile');
    const details = page.getByRole('region', { name: 'Profile Information' });
    await details.getByLabel('PG name').fill('   ');
    await details.getByRole('button', { name: 'Save changes' }).click();
    await expect(details.getByLabel('PG name')).toHaveAttribute('aria-invalid', 'true');
    await expect(details.getByText('PG name is required')).toBeVisible();
  });

  test('a new email needs the current password: missing, wrong, then right', async ({
    page,
    request,
  }) => {
    const admin = await signInAsNewAdmin(page, request);
    await page.goto('/profile');
    const details = page.getByRole('region', { name: 'Profile Information' });
    const currentPassword = details.getByLabel('Current password', { exact: true });
    // Name, phone and the rest need no password.
    await expect(currentPassword).toHaveCount(0);

    const newEmail = `moved-${Date.now()}@example.test`;
    await details.getByLabel('Email address').fill(newEmail);
    await expect(currentPassword).toBeVisible();
    await details.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      details.getByText('Current password is required to change the email'),
    ).toBeVisible();

    await currentPassword.fill('Not-my-password#1');
    await details.getByRole('button', { name: 'Save changes' }).click();
    await expect(toasts(page).getByRole('alert')).toContainText('Current password is incorrect');
    await expect(page).toHaveURL(/\/profile$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();

    await currentPassword.fill(admin.password);
    await details.getByRole('button', { name: 'Save changes' }).click();
    await expect(toasts(page)).toContainText('Profile updated successfully');
    await expect(currentPassword).toHaveCount(0);

    await signOut(page);
    await signIn(page, { email: newEmail, password: admin.password });
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the new password has a strength meter; a weak one is refused', async ({
    page,
    request,
  }) => {
    const admin = await signInAsNewAdmin(page, request);
    await page.goto('/profile');
    const form = page.getByRole('region', { name: 'Change Password' });
    await form.getByLabel('Current password', { exact: true }).fill(admin.password);
    await form.getByLabel('New password', { exact: true }).fill('Password1');
    await expect(form.getByText('Password strength:').locator('..')).toContainText(
      'This is one of the most common passwords.',
    );
    await form.getByLabel('Confirm new password', { exact: true }).fill('Password1');
    await form.getByRole('button', { name: 'Update password' }).click();
    await expect(toasts(page).getByRole('alert')).toContainText(
      'New password is one of the most common passwords',
    );
    await form.getByLabel('New password', { exact: true }).fill('Copper-Monsoon-Tiffin-73');
    await expect(form.getByText('Password strength:').locator('..')).toContainText(
      'Hard enough to guess.',
    );
    await form.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'profile-password-strength');
  });

  test('a password change with a mismatch is refused without a request', async ({
    page,
    request,
  }) => {
    const admin = await signInAsNewAdmin(page, request);
    await page.goto('/profile');
    const sent: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/admin/updatepassword')) sent.push(req.method());
    });
    const form = page.getByRole('region', { name: 'Change Password' });
    await form.getByLabel('Current password', { exact: true }).fill(admin.password);
    await form.getByLabel('New password', { exact: true }).fill('Brand-new#2025');
    await form.getByLabel('Confirm new password', { exact: true }).fill('Brand-new#2026');
    await form.getByRole('button', { name: 'Update password' }).click();

    await expect(form.getByText('Passwords do not match')).toBeVisible();
    // A request of our own, sent after the click: its answer arrives after any request the
    // click could have sent, so by then `sent` would hold it.
    await page.evaluate(() => fetch('/api/v1/health').then((r) => r.status));
    expect(sent).toEqual([]);
  });

  test('each password field has its own show/hide toggle', async ({ page, request }) => {
    await signInAsNewAdmin(page, request);
    await page.goto('/profile');
    const form = page.getByRole('region', { name: 'Change Password' });
    await expect(form.getByRole('button', { name: 'Show password' })).toHaveCount(3);
    await form.getByRole('button', { name: 'Show password' }).nth(1).click();
    await expect(form.getByLabel('New password', { exact: true })).toHaveAttribute('type', 'text');
    await expect(form.getByLabel('Current password', { exact: true })).toHaveAttribute(
      'type',
      'password',
    );
  });

  test('a wrong current password is reported and keeps the session', async ({ page, request }) => {
    await signInAsNewAdmin(page, request);
    await page.goto('/profile');
    const form = page.getByRole('region', { name: 'Change Password' });
    await form.getByLabel('Current password', { exact: true }).fill('Wrong-password#1');
    await form.getByLabel('New password', { exact: true }).fill('Brand-new#2025');
    await form.getByLabel('Confirm new password', { exact: true }).fill('Brand-new#2025');
    await form.getByRole('button', { name: 'Update password' }).click();

    await expect(toasts(page).getByRole('alert')).toContainText('Current password is incorrect');
    await expect(page).toHaveURL(/\/profile$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
  });

  test('a password change keeps the session on its fresh token', async ({ page, request }) => {
    const admin = await signInAsNewAdmin(page, request);
    const oldToken = await page.evaluate(() => localStorage.getItem('token'));
    await page.goto('/profile');
    const form = page.getByRole('region', { name: 'Change Password' });
    await form.getByLabel('Current password', { exact: true }).fill(admin.password);
    await form.getByLabel('New password', { exact: true }).fill('Brand-new#2025');
    await form.getByLabel('Confirm new password', { exact: true }).fill('Brand-new#2025');
    await form.getByRole('button', { name: 'Update password' }).click();
    await expect(toasts(page)).toContainText('Password updated successfully');
    await expect(form.getByLabel('Current password', { exact: true })).toHaveValue('');

    const newToken = await page.evaluate(() => localStorage.getItem('token'));
    expect(newToken).not.toBeNull();
    expect(newToken).not.toBe(oldToken);
    // The server ended the old token; the app must be running on the new one.
    await page.reload();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Profile Information' })).toBeVisible();

    await signOut(page);
    await signIn(page, { email: admin.email, password: 'Brand-new#2025' });
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
