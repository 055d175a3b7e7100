import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { newAdmin, registerViaApi, signIn } from '../fixtures/accounts';
import { seedOwner } from '../fixtures/onboarding';
import { openSignedIn } from '../fixtures/signed-in';
import { saveScreenshot, toasts } from '../fixtures/ui';

/**
 * Sessions that end on the server (issue 12, item 7): signing out wipes what this browser
 * held, and /profile signs other browsers out, each or all at once.
 */

/** A small photo for the wizard's photo step. */
const PHOTO = {
  name: 'tenant.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGM4EWBDEmIY1TCqYfhqAABNl1QQCJDDNgAAAABJRU5ErkJggg==',
    'base64',
  ),
};
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const WIZARD_KEY = 'nivas.tenant-onboarding';
const savedWizard = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), WIZARD_KEY);

async function signOutFromMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

const sessionsCard = (page: Page) => page.getByRole('region', { name: 'Where you are signed in' });

test.describe('signing out', () => {
  test('ends the session on the server; Back shows nothing private and the wizard is empty', async ({
    page,
    request,
  }) => {
    const owner = await seedOwner(request);
    const room = await owner.room({ roomNumber: 'S-1', floorNumber: 1, capacity: 2 });
    await owner.tenant({ name: 'Kiran Private', phone: '9812300001', room, bedNumber: 1 });

    // A half-done onboarding: number and photo, kept in this tab's storage.
    await openSignedIn(page, owner, '/tenant-onboarding');
    await page.getByLabel('Mobile number', { exact: true }).fill('9812300002');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Upload Photo', { exact: true }).setInputFiles(PHOTO);
    await expect(page.getByRole('img', { name: 'Photo of the new tenant' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Aadhaar Card Upload' })).toBeVisible();
    expect(await savedWizard(page)).toContain('data:image/');

    await page.goto('/tenants');
    await expect(page.getByRole('main').getByText('Kiran Private').first()).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expect(page.getByRole('main').getByText(owner.admin.pgName)).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('token'));

    await signOutFromMenu(page);
    await expect(toasts(page)).toContainText('Logged out successfully');
    expect(await savedWizard(page)).toBeNull();
    // The server ended the session: the token is dead even where it was copied.
    const afterwards = await request.get('/api/v1/admin/me', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(afterwards.status()).toBe(401);

    // Back returns to the private screens of the session: they show nothing and go to /login.
    await page.goBack();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(page.getByText('Kiran Private')).toHaveCount(0);
    await expect(page.getByText(owner.admin.pgName)).toHaveCount(0);

    await page.goto('/tenant-onboarding');
    await expect(page.getByRole('heading', { name: 'Mobile Number Verification' })).toBeVisible();
    await expect(page.getByLabel('Mobile number', { exact: true })).toHaveValue('');
  });

  test('signs out here even when the server cannot be reached', async ({ page, request }) => {
    const owner = await seedOwner(request);
    await openSignedIn(page, owner, '/dashboard');
    await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
    await page.route('**/api/v1/admin/logout', (route) => route.abort('connectionrefused'));
    await signOutFromMenu(page);
    await expect(toasts(page)).toContainText('Signed out on this device');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

/**
 * One account signed in from a second browser first, then from `page`, which is left on
 * /profile. Answers the second browser; the caller closes its context.
 */
async function signedInTwice(
  page: Page,
  browser: Browser,
  request: APIRequestContext,
  otherOptions: BrowserContextOptions = {},
) {
  const admin = newAdmin();
  await registerViaApi(request, admin);
  const other = await browser.newContext(otherOptions);
  const otherPage = await other.newPage();
  await signIn(otherPage, admin);
  await expect(otherPage).toHaveURL(/\/dashboard$/);
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/profile');
  return { other, otherPage };
}

test.describe('where you are signed in', () => {
  test('lists the sessions and signs another browser out; that browser lands on /login', async ({
    page,
    browser,
    request,
  }) => {
    const { other: phone, otherPage: phonePage } = await signedInTwice(page, browser, request, {
      userAgent: IPHONE_SAFARI,
    });
    try {
      const card = sessionsCard(page);
      await expect(card.getByText('This device')).toHaveCount(1);
      const phoneEntry = card.getByRole('listitem').filter({ hasText: 'Safari 17 on iOS 17.5' });
      await expect(phoneEntry).toContainText('Phone · iPhone');
      await expect(phoneEntry).toContainText('127.0.0.1');
      await expect(phoneEntry).not.toContainText('This device');
      const thisEntry = card.getByRole('listitem').filter({ hasText: 'This device' });
      await expect(thisEntry.getByRole('button', { name: /Sign out/ })).toHaveCount(0);
      await saveScreenshot(page, 'profile-sessions');

      await phoneEntry.getByRole('button', { name: 'Sign out of Safari 17 on iOS 17.5' }).click();
      await expect(toasts(page)).toContainText('That device has been signed out');
      await expect(phoneEntry).toHaveCount(0);

      // The phone's next request is refused, and it lands on /login.
      await phonePage
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Rooms' })
        .click();
      await expect(phonePage).toHaveURL(/\/login$/);

      // This browser carries on.
      await page.reload();
      await expect(sessionsCard(page).getByText('This device')).toBeVisible();
    } finally {
      await phone.close();
    }
  });

  test('Sign out everywhere asks first, then signs out every browser', async ({
    page,
    browser,
    request,
  }) => {
    const { other, otherPage } = await signedInTwice(page, browser, request);
    try {
      await sessionsCard(page).getByRole('button', { name: 'Sign out everywhere' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page).toHaveURL(/\/profile$/);

      await sessionsCard(page).getByRole('button', { name: 'Sign out everywhere' }).click();
      await page
        .getByRole('dialog', { name: 'Sign out everywhere?' })
        .getByRole('button', { name: 'Sign out everywhere' })
        .click();
      await expect(page).toHaveURL(/\/login$/);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

      await otherPage.reload();
      await expect(otherPage).toHaveURL(/\/login$/);
    } finally {
      await other.close();
    }
  });

  test('a failed load says so and offers to try again', async ({ page, request }) => {
    const owner = await seedOwner(request);
    let fail = true;
    await page.route('**/api/v1/admin/sessions', (route) =>
      fail ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
    );
    await openSignedIn(page, owner, '/profile');
    const card = sessionsCard(page);
    await expect(card.getByRole('alert')).toContainText('Failed to load where you are signed in');
    fail = false;
    await card.getByRole('button', { name: 'Try again' }).click();
    await expect(card.getByText('This device')).toBeVisible();
    // Only this browser is signed in: the list says so instead of looking empty.
    await expect(card.getByText('No other device is signed in.')).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the session list and its buttons fit a 390 px screen', async ({
    page,
    browser,
    request,
  }) => {
    const admin = newAdmin();
    await registerViaApi(request, admin);
    const phone = await browser.newContext({ userAgent: IPHONE_SAFARI });
    try {
      await signIn(await phone.newPage(), admin);
      await signIn(page, admin);
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto('/profile');
      const card = sessionsCard(page);
      const button = card.getByRole('button', { name: 'Sign out of Safari 17 on iOS 17.5' });
      await expect(button).toBeVisible();
      const box = await button.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(390);
      await card.scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'profile-sessions');
    } finally {
      await phone.close();
    }
  });
});
