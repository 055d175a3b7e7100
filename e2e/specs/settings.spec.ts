import { expect, test, type Page } from '@playwright/test';
import { newAdmin, registerViaApi, signIn } from '../fixtures/accounts';
import { PgSeed } from '../fixtures/pg-seed';
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

  test('a failed load says so and loads again with Retry; a failed save says so', async ({
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
    // One load and one Retry for the page (it holds two forms now).
    await expect(page.getByRole('alert')).toContainText('Failed to load settings', {
      timeout: 20_000,
    });
    failLoad = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    const card = page.getByRole('region', { name: 'Identity data' });
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
      await expect(page.getByLabel('Due day')).toHaveValue('5');
      await saveScreenshot(page, 'settings');
    });
  }
});

const pad = (n: number) => String(n).padStart(2, '0');
/** 'YYYY-MM-DD' of an instant in a time zone. */
const dateIn = (timeZone: string, at: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
/** The due date of a month on a due day, kept inside the month (31 → 30 in April). */
const dueDateOf = (today: string, dueDay: number) => {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${pad(month)}-${pad(Math.min(dueDay, lastDay))}`;
};

test.describe('settings: rent and dates', () => {
  test('/settings shows the time zone and the due day that GET /settings reports', async ({
    page,
    request,
  }) => {
    const pg = await PgSeed.create(request);
    const settings = await pg.settings();
    await pg.open(page, '/settings');
    const card = page.getByRole('region', { name: 'Rent and dates' });
    await expect(card.getByLabel('Due day')).toHaveValue(String(settings.dueDay));
    await expect(card.getByLabel('Grace days')).toHaveValue(String(settings.graceDays));
    await expect(card.getByLabel('Time zone')).toHaveValue(settings.timeZone);
    await expect(card.getByRole('radio', { name: /Prorated from the joining day/ })).toBeChecked();
    await expect(card.getByText('India Standard Time', { exact: false })).toBeVisible();
  });

  test('saving the due day, grace days and first month; the rent form follows the new due day', async ({
    page,
    request,
  }) => {
    const pg = await PgSeed.create(request);
    await pg.open(page, '/settings');
    const card = page.getByRole('region', { name: 'Rent and dates' });
    const dueDay = card.getByLabel('Due day');
    await expect(dueDay).toHaveValue('5');

    // Out of range: the domain's limits, said beside the field, and nothing is saved.
    await dueDay.fill('31');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByText('Due day must be at most 28')).toBeVisible();
    expect((await pg.settings()).dueDay).toBe(5);

    await dueDay.fill('12');
    await card.getByLabel('Grace days').fill('3');
    await card.getByRole('radio', { name: /The full month/ }).check();
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page)).toContainText('Settings saved');
    expect(await pg.settings()).toMatchObject({ dueDay: 12, graceDays: 3, firstMonth: 'full' });

    // The rent form's default due date is now on the 12th, without reloading the app.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Rent Management' })
      .click();
    await page.getByRole('link', { name: 'Add New Rent' }).click();
    const today = dateIn((await pg.settings()).timeZone, new Date());
    await expect(page.getByLabel('Due date')).toHaveValue(dueDateOf(today, 12));

    await page.goto('/settings');
    await expect(page.getByLabel('Due day')).toHaveValue('12');
    await expect(page.getByRole('radio', { name: /The full month/ })).toBeChecked();
  });

  test('a failed save says so and keeps what was typed', async ({ page, request }) => {
    await page.route('**/api/v1/settings', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 500,
            json: {
              success: false,
              error: 'Something went wrong. Please try again.',
              code: 'INTERNAL',
            },
          })
        : route.continue(),
    );
    const pg = await PgSeed.create(request);
    await pg.open(page, '/settings');
    const card = page.getByRole('region', { name: 'Rent and dates' });
    await card.getByLabel('Due day').fill('9');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page)).toContainText('Something went wrong');
    await expect(card.getByLabel('Due day')).toHaveValue('9');
    expect((await pg.settings()).dueDay).toBe(5);
  });

  test('a new rent starts in the current month of the server’s time zone, due on its due day', async ({
    page,
    request,
  }) => {
    const pg = await PgSeed.create(request);
    const settings = await pg.settings();
    await pg.open(page, '/rents/add');
    const today = dateIn(settings.timeZone, new Date());
    const [year, month] = today.split('-').map(Number) as [number, number];
    await expect(page.getByLabel('Month')).toHaveValue(String(month));
    await expect(page.getByLabel('Year')).toHaveValue(String(year));
    await expect(page.getByLabel('Due date')).toHaveValue(dueDateOf(today, settings.dueDay));
    await page.getByLabel('Mark as Paid').check();
    await expect(page.getByLabel('Payment date')).toHaveValue(today);
  });

  test.describe('whatever the server says', () => {
    // The device is in California; the PG, as the server reports it, 22 hours ahead.
    test.use({ timezoneId: 'America/Los_Angeles' });
    const served = {
      timeZone: 'Pacific/Kiritimati',
      dueDay: 12,
      graceDays: 0,
      firstMonth: 'prorated',
      eraseIdentityAfterDays: 180,
      electricityRate: 0,
      lateFee: { kind: 'none', amount: 0, max: 0 },
      noticeDays: 30,
      minStayMonths: 0,
      exitCharge: 0,
      depositRefundDays: 15,
      upiId: '',
      payeeName: '',
      remindDaysBefore: 3,
      reminderTemplates: {
        en: 'Hello {name}: {amount} is due.',
        hi: 'नमस्ते {name}: {amount} बाकी है।',
      },
    };
    // 31 October in California, already 1 November on Kiritimati.
    const now = new Date('2026-10-31T12:00:00Z');

    test.beforeEach(async ({ page }) => {
      await page.clock.setFixedTime(now);
      await page.route('**/api/v1/settings', (route) =>
        route.request().method() === 'GET'
          ? route.fulfill({ json: { success: true, data: served } })
          : route.continue(),
      );
    });

    test('/settings, the rent form and the tenant form follow the settings answer', async ({
      page,
      request,
    }) => {
      expect(dateIn('America/Los_Angeles', now)).toBe('2026-10-31');
      const pg = await PgSeed.create(request);
      const room = await pg.room({ roomNumber: '301', rentAmount: 6000 });

      await pg.open(page, '/settings');
      await expect(page.getByLabel('Due day')).toHaveValue('12');
      await expect(page.getByLabel('Time zone')).toHaveValue('Pacific/Kiritimati');

      await page.goto('/rents/add');
      await expect(page.getByLabel('Month')).toHaveValue('11');
      await expect(page.getByLabel('Year')).toHaveValue('2026');
      await expect(page.getByLabel('Due date')).toHaveValue('2026-11-12');
      // Another month: the due date follows it, still on the 12th.
      await page.getByLabel('Month').selectOption({ label: 'February' });
      await expect(page.getByLabel('Due date')).toHaveValue('2026-02-12');
      await page.getByLabel('Mark as Paid').check();
      await expect(page.getByLabel('Payment date')).toHaveValue('2026-11-01');

      await page.goto(`/tenants/add?roomId=${room._id}`);
      await expect(page.getByLabel('Joining date')).toHaveValue('2026-11-01');
    });

    test('a form that needs the settings waits for them, and says when they fail', async ({
      page,
      request,
    }) => {
      let fail = true;
      await page.route('**/api/v1/settings', (route) =>
        fail
          ? route.fulfill({ status: 503, json: { success: false, error: 'Unavailable' } })
          : route.fallback(),
      );
      const pg = await PgSeed.create(request);
      await pg.open(page, '/rents/add');
      await expect(page.getByRole('alert')).toContainText('Failed to load settings');
      await expect(page.getByLabel('Due date')).toHaveCount(0);
      fail = false;
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByLabel('Due date')).toHaveValue('2026-11-12');
    });
  });
});

test.describe('settings: house rules', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ] as const) {
    test(`the electricity rate, the late fee and the move-out rules are saved at ${viewport.width} px`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      const pg = await PgSeed.create(request);
      await pg.open(page, '/settings');
      const card = page.getByRole('region', { name: 'House rules' });
      await expect(card.getByRole('radio', { name: /^None/ })).toBeChecked();
      // The fee's amount is asked only for a fee; the maximum only for one per day.
      await expect(card.getByLabel('Fee once overdue')).toHaveCount(0);
      await card.getByRole('radio', { name: /^Per day/ }).check();
      await expect(card.getByLabel('Maximum late fee')).toBeVisible();

      await card.getByLabel('Electricity rate per unit').fill('8.555');
      await card.getByLabel('Fee per day overdue').fill('50');
      await card.getByLabel('Maximum late fee').fill('500');
      await card.getByLabel('Notice period (days)').fill('400');
      await card.getByRole('button', { name: 'Save' }).click();
      await expect(card.getByText('Electricity rate may have at most two decimals')).toBeVisible();
      await expect(card.getByText('Notice days must be at most 365')).toBeVisible();
      expect((await pg.settings()).electricityRate).toBe(0);

      await card.getByLabel('Electricity rate per unit').fill('8.5');
      await card.getByLabel('Notice period (days)').fill('45');
      await card.getByLabel('Minimum stay (months)').fill('3');
      await card.getByLabel('Exit charge').fill('1000');
      await card.getByLabel('Deposit refunded within (days)').fill('10');
      await saveScreenshot(page, 'settings-house-rules');
      await card.getByRole('button', { name: 'Save' }).click();
      await expect(toasts(page)).toContainText('Settings saved');
      expect(await pg.settings()).toMatchObject({
        electricityRate: 8.5,
        lateFee: { kind: 'perDay', amount: 50, max: 500 },
        noticeDays: 45,
        minStayMonths: 3,
        exitCharge: 1000,
        depositRefundDays: 10,
      });

      await page.reload();
      await expect(card.getByRole('radio', { name: /^Per day/ })).toBeChecked();
      await expect(card.getByLabel('Maximum late fee')).toHaveValue('500');
      // A flat fee has no maximum.
      await card.getByRole('radio', { name: /^Flat fee/ }).check();
      await expect(card.getByLabel('Fee once overdue')).toHaveValue('50');
      await expect(card.getByLabel('Maximum late fee')).toHaveCount(0);
    });
  }
});
