import { expect, test, type Page } from '@playwright/test';
import { businessDate, dateText, PgSeed } from '../fixtures/pg-seed';
import { saveScreenshot, toasts } from '../fixtures/ui';
import { wizardAtDetails } from '../fixtures/wizard';

test.use({ timezoneId: 'Asia/Kolkata', locale: 'en-IN' });

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

const depositCard = (page: Page) => page.getByRole('region', { name: 'Security deposit' });
/** A figure of the deposit, by its label: 'Agreed', 'Held now'. */
const depositFigure = (page: Page, label: string) =>
  depositCard(page)
    .locator('div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) })
    .getByRole('definition');
const depositEntries = (page: Page) =>
  depositCard(page).getByRole('list', { name: 'Deposit entries' }).getByRole('listitem');

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, isMobile: viewport.width < 500, hasTouch: viewport.width < 500 });

    test('the wizard collects the deposit at onboarding: reviewed, recorded, held on the tenant’s page', async ({
      page,
      request,
    }) => {
      const pg = await PgSeed.create(request);
      const room = await pg.room({ roomNumber: '204', capacity: 2, rentAmount: 9000 });
      await pg.open(page, '/login');
      await wizardAtDetails(page, {
        name: 'Kavya Menon',
        phone: '9876500041',
        aadhaarNumber: '2345 6789 0124',
        joiningDate: businessDate(),
      });
      await page.goto('/tenant-onboarding');
      await expect(page.getByRole('heading', { name: 'Additional Details' })).toBeVisible();

      await page.getByLabel('Room', { exact: true }).selectOption(room._id);
      await page.getByLabel('Bed', { exact: true }).selectOption('1');
      const deposit = page.getByRole('region', { name: 'Security deposit' });
      await deposit.getByLabel('Agreed deposit (optional)').fill('18000');
      await deposit.getByLabel('Collect the deposit now').check();
      // The amount starts at the agreed deposit; a part may be collected now.
      await expect(deposit.getByLabel('Amount collected')).toHaveValue('18000');
      await expect(deposit).toContainText('The agreed deposit is ₹18,000.');
      await deposit.getByLabel('Amount collected').fill('');
      await deposit.getByLabel('Payment method').selectOption('UPI');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(deposit.getByText('Amount must be a number')).toBeVisible();
      await deposit.getByLabel('Amount collected').fill('15000');
      await deposit.getByLabel('Reference (optional)').fill('UPI-771204');
      await saveScreenshot(page, 'onboarding-deposit');
      await page.getByRole('button', { name: 'Continue' }).click();

      // The review says what completing records, before anything is recorded.
      await expect(page.getByRole('heading', { name: 'Review & Submit' })).toBeVisible();
      const details = page.getByRole('region', { name: 'Additional details' });
      await expect(details).toContainText('Agreed deposit₹18,000');
      await expect(details).toContainText('Collected now₹15,000 by UPI · UPI-771204');
      await expect(page.getByText('Completing also records ₹15,000 collected')).toBeVisible();
      await saveScreenshot(page, 'onboarding-deposit-review');
      await page.getByRole('button', { name: 'Complete Onboarding' }).click();
      await expect(toasts(page)).toContainText('Tenant onboarding complete!');
      await expect(page).toHaveURL(/\/tenants$/);

      await page
        .getByRole('article', { name: 'Kavya Menon' })
        .getByRole('link', { name: 'Kavya Menon', exact: true })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kavya Menon');
      await expect(depositFigure(page, 'Agreed')).toHaveText('₹18,000');
      await expect(depositFigure(page, 'Held now')).toHaveText('₹15,000');
      await expect(depositEntries(page)).toHaveCount(1);
      await expect(depositEntries(page).first()).toContainText(
        `Collected · ${dateText(businessDate())}`,
      );
      await expect(depositEntries(page).first()).toContainText('UPI · UPI-771204');
      await expect(depositEntries(page).first()).toContainText('+₹15,000');
      // The deposit is held money: it pays no rent and is not in the account's figures.
      await expect(page.getByRole('region', { name: 'Account' }).getByText('₹15,000')).toHaveCount(
        0,
      );
    });

    test('on the tenant’s page: collect the rest, deduct with a reason, refund; each asked first', async ({
      page,
      request,
    }) => {
      const pg = await PgSeed.create(request);
      const room = await pg.room({ roomNumber: '101', rentAmount: 7000 });
      const tenant = await pg.tenant({
        name: 'Meera Nair',
        phone: '9876500042',
        roomId: room._id,
        bedNumber: 1,
        depositAmount: 10000,
      });
      await pg.open(page, `/tenants/${tenant._id}`);
      await expect(depositFigure(page, 'Agreed')).toHaveText('₹10,000');
      await expect(depositFigure(page, 'Held now')).toHaveText('₹0');
      await expect(depositCard(page)).toContainText('Nothing collected yet.');
      // Nothing is held: nothing to deduct or refund.
      await expect(depositCard(page).getByRole('button', { name: 'Deduct' })).toHaveCount(0);

      // Collect: the rest of the agreed deposit, then a confirmation that says it in words.
      await depositCard(page).getByRole('button', { name: 'Collect' }).click();
      const collect = page.getByRole('dialog', { name: 'Collect deposit' });
      await expect(collect.getByLabel('Amount')).toHaveValue('10000');
      await collect.getByLabel('Payment method').selectOption('Cash');
      // Money is recorded once received: a day still to come is refused beside the date.
      await collect.getByLabel('Date').fill(businessDate(1));
      await collect.getByRole('button', { name: 'Review' }).click();
      await expect(collect.getByLabel('Date')).toHaveAccessibleDescription(
        'The date cannot be in the future: use today or an earlier day.',
      );
      await collect.getByLabel('Date').fill(businessDate());
      await collect.getByRole('button', { name: 'Review' }).click();
      await expect(collect).toContainText(
        `Record ₹10,000 collected as deposit by Cash on ${dateText(businessDate())}?`,
      );
      await expect(collect).toContainText('Held after this: ₹10,000');
      // Back keeps what was typed.
      await collect.getByRole('button', { name: 'Back' }).click();
      await expect(collect.getByLabel('Amount')).toHaveValue('10000');
      await collect.getByRole('button', { name: 'Review' }).click();
      await collect.getByRole('button', { name: 'Record collection' }).click();
      await expect(collect).toBeHidden();
      await expect(toasts(page)).toContainText('Deposit collected');
      await expect(depositFigure(page, 'Held now')).toHaveText('₹10,000');

      // Deduct: a reason is required, and never more than is held.
      await depositCard(page).getByRole('button', { name: 'Deduct' }).click();
      const deduct = page.getByRole('dialog', { name: 'Deduct from deposit' });
      await deduct.getByLabel('Amount').fill('12000');
      await deduct.getByRole('button', { name: 'Review' }).click();
      await expect(deduct.getByText('A deduction needs a reason')).toBeVisible();
      await expect(
        deduct.getByText('Amount cannot be more than the deposit held (₹10,000)'),
      ).toBeVisible();
      await deduct.getByLabel('Amount').fill('1500');
      await deduct.getByLabel('Reason').fill('Broken cupboard lock');
      await deduct.getByRole('button', { name: 'Review' }).click();
      await expect(deduct).toContainText(
        'Keep back ₹1,500 of the deposit for “Broken cupboard lock”?',
      );
      await expect(deduct).toContainText('Held after this: ₹8,500');
      if (viewport.width < 500) await saveScreenshot(page, 'deposit-confirm');
      await deduct.getByRole('button', { name: 'Record deduction' }).click();
      await expect(toasts(page)).toContainText('Deduction recorded');
      await expect(depositFigure(page, 'Held now')).toHaveText('₹8,500');

      // Refund: it starts at what is held.
      await depositCard(page).getByRole('button', { name: 'Refund' }).click();
      const refund = page.getByRole('dialog', { name: 'Refund deposit' });
      await expect(refund.getByLabel('Amount')).toHaveValue('8500');
      await refund.getByLabel('Amount').fill('3000');
      await refund.getByLabel('Payment method').selectOption('Bank Transfer');
      await refund.getByRole('button', { name: 'Review' }).click();
      await refund.getByRole('button', { name: 'Record refund' }).click();
      await expect(toasts(page)).toContainText('Refund recorded');
      await expect(depositFigure(page, 'Held now')).toHaveText('₹5,500');

      await expect(depositEntries(page)).toHaveCount(3);
      await expect(depositEntries(page).filter({ hasText: 'Deducted' })).toContainText(
        'Broken cupboard lock',
      );
      await expect(depositEntries(page).filter({ hasText: 'Refunded' })).toContainText(
        'Bank Transfer',
      );
      await saveScreenshot(page, 'tenant-deposit');
    });
  });
}

test('the deposit agreed is set in the tenant form and shows on their page', async ({
  page,
  request,
}) => {
  const pg = await PgSeed.create(request);
  const room = await pg.room({ roomNumber: '101', rentAmount: 7000 });
  const tenant = await pg.tenant({
    name: 'Meera Nair',
    phone: '9876500042',
    roomId: room._id,
    bedNumber: 1,
  });
  await pg.open(page, `/tenants/${tenant._id}`);
  await expect(depositFigure(page, 'Agreed')).toHaveText('None agreed');

  await pg.open(page, `/tenants/edit/${tenant._id}?returnToTenant=true`);
  await page.getByLabel('Security deposit (optional)').fill('12500');
  await page.getByRole('button', { name: 'Save Tenant' }).click();
  await expect(page).toHaveURL(new RegExp(`/tenants/${tenant._id}$`));
  await expect(depositFigure(page, 'Agreed')).toHaveText('₹12,500');
  await expect(depositFigure(page, 'Held now')).toHaveText('₹0');
});
