import { expect, test } from '@playwright/test';
import { fillRegisterForm, newAdmin, registerViaApi, signIn } from '../fixtures/accounts';
import { saveScreenshot, toasts } from '../fixtures/ui';

test.describe('registration and sign-in', () => {
  test('registering lands on the dashboard with the admin and PG names', async ({ page }) => {
    const admin = newAdmin({ name: 'Ravi Kumar' });
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await fillRegisterForm(page, admin);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome back, Ravi Kumar' })).toBeVisible();
    await expect(page.getByRole('main').getByText(admin.pgName)).toBeVisible();
    await expect(toasts(page)).toContainText('Account created successfully');

    // The history entry was replaced: going back does not return to the form.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/register$/);
  });

  test('register refuses mismatched passwords before sending anything', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/admin/register')) sent.push(request.url());
    });
    await page.goto('/register');
    await fillRegisterForm(page, newAdmin(), 'Different#2024');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expect(page.getByLabel('Confirm password', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(sent).toEqual([]);
    await expect(page).toHaveURL(/\/register$/);
  });

  test('the strength meter says in words how guessable the password is, and a weak one is refused', async ({
    page,
  }) => {
    const estimator: string[] = [];
    page.on('request', (request) => {
      if (/password-dictionary-[\w-]+\.js/.test(request.url())) estimator.push(request.url());
    });
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    // Nothing of the estimator comes before someone types a password.
    expect(estimator).toEqual([]);

    const admin = newAdmin({ pgName: 'Tulsidas Residency' });
    await fillRegisterForm(page, { ...admin, password: 'password' });
    const meter = page.getByText('Password strength:').locator('..');
    await expect(meter).toHaveAttribute('aria-live', 'polite');
    await expect(meter).toContainText('Very weak. This is one of the most common passwords.');

    // Strong for anyone, but made of this owner's own PG name.
    await page.getByLabel('Password', { exact: true }).fill('Tulsidas Residency');
    await expect(meter).toContainText('Too easy to guess');
    await page.getByLabel('Confirm password', { exact: true }).fill('Tulsidas Residency');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'Password is too easy to guess',
    );
    await expect(page).toHaveURL(/\/register$/);

    // The refusal was of what was sent: once the owner changes it, it is no longer said.
    await page.getByLabel('Password', { exact: true }).fill('Short1');
    await expect(page.getByText('Password is too easy to guess')).toHaveCount(0);
    await expect(meter).toContainText('Too short: use at least 8 characters.');

    await page.getByLabel('Password', { exact: true }).fill('Monsoon-Tiffin-Lantern-42');
    await expect(meter).toContainText('Strong. Hard enough to guess.');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await meter.scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'register-strength-meter');
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByLabel('Confirm password', { exact: true }).fill('Monsoon-Tiffin-Lantern-42');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('/login loads no password estimator', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.getByLabel('Password', { exact: true }).fill('typing-a-password');
    await page.waitForTimeout(500);
    expect(scripts.filter((url) => /password-(strength|dictionary)|zxcvbn/.test(url))).toEqual([]);
  });

  test('an email already registered shows the server message', async ({ page, request }) => {
    const admin = newAdmin();
    await registerViaApi(request, admin);
    await page.goto('/register');
    await fillRegisterForm(page, { ...admin, email: admin.email.toUpperCase() });
    await page.getByRole('button', { name: 'Create Account' }).click();

    const taken = 'An account with this email already exists';
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(taken);
    await expect(toasts(page).getByRole('alert')).toContainText(taken);
    await expect(page).toHaveURL(/\/register$/);
  });

  test('sign out goes to /login with a notice, and sign in comes back', async ({
    page,
    request,
  }) => {
    const admin = newAdmin({ name: 'Meera Nair' });
    await registerViaApi(request, admin);

    await signIn(page, admin);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome back, Meera Nair' })).toBeVisible();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(toasts(page)).toContainText('Logged out successfully');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // Signed out, the dashboard is out of reach.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);

    await signIn(page, admin);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('main').getByText(admin.pgName)).toBeVisible();
  });

  test('a wrong password shows the server message in a toast and in the form', async ({
    page,
    request,
  }) => {
    const admin = newAdmin();
    await registerViaApi(request, admin);
    await signIn(page, { email: admin.email, password: 'not-the-password' });

    await expect(toasts(page).getByRole('alert')).toContainText('Invalid email or password');
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'Invalid email or password',
    );
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  test('the login form has what SPEC.md lists', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(page.getByLabel('Email address')).toHaveAttribute('type', 'email');
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await password.fill('secret-value');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(page.getByText("Don't have an account? Register here")).toBeVisible();
    await page.getByRole('link', { name: 'Register here' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a stored session survives a reload', async ({ page, request }) => {
    const admin = newAdmin();
    await registerViaApi(request, admin);
    await signIn(page, admin);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('main').getByText(admin.pgName)).toBeVisible();
  });

  test('a stored token the server rejects signs out', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('token', 'not-a-real-token'));
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

test('a start without a reply from the server keeps the stored session for the next start', async ({
  page,
  request,
}) => {
  const admin = newAdmin();
  const { token } = await registerViaApi(request, admin);
  await page.goto('/login');
  await page.evaluate((stored) => localStorage.setItem('token', stored), token);
  await page.route('**/api/v1/admin/me', (route) => route.abort('internetdisconnected'));
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);

  await page.unroute('**/api/v1/admin/me');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome back, ${admin.name}` })).toBeVisible();
});

test('a session the server has ended sends the user to sign in, with a hint', async ({
  page,
  request,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const admin = newAdmin();
  await registerViaApi(request, admin);
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile Information' })).toBeVisible();

  // As if the token expired while the screen was open.
  await page.evaluate(() => localStorage.setItem('token', 'expired-token'));
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(toasts(page)).toContainText('Please login first');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(warnings).toContain('Session expired or invalid token');
});

test('a login reply without a token is refused as an invalid response', async ({ page }) => {
  await page.route('**/api/v1/admin/login', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ success: true, message: 'Login successful' }),
    }),
  );
  await signIn(page, { email: 'someone@example.test', password: 'Whatever#2024' });
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Invalid response from server',
  );
  await expect(toasts(page)).toContainText('Invalid response from server');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('nothing is loaded from another host', async ({ page, request, baseURL }) => {
  const foreign: string[] = [];
  page.on('request', (req) => {
    if (!req.url().startsWith(baseURL ?? '') && !req.url().startsWith('data:')) {
      foreign.push(req.url());
    }
  });
  const admin = newAdmin();
  await registerViaApi(request, admin);
  await page.goto('/register');
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile Information' })).toBeVisible();
  expect(foreign).toEqual([]);
});
