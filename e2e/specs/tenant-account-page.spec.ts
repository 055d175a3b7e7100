import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  businessDate,
  dateText,
  monthOf,
  nextMonthOf,
  periodText,
  PgSeed,
} from '../fixtures/pg-seed';
import { closeRecordedPayment, saveScreenshot, toasts } from '../fixtures/ui';
import { expectTapTarget, VIEWPORTS } from '../fixtures/viewports';

/**
 * A tenant's own page, reached from the list: the account, a payment recorded on it and then
 * voided; a failed load, a tenant with no rents yet, and one that does not exist.
 */

test.use({ timezoneId: 'Asia/Kolkata', locale: 'en-IN' });

/**
 * Meera in Room 101 at ₹5,000 a month: last month's rent late with ₹2,000 paid by UPI, and
 * this month's due in five days.
 */
async function meeraWithAccount(request: APIRequestContext) {
  const pg = await PgSeed.create(request);
  const room = await pg.room({ roomNumber: '101', floorNumber: 1, capacity: 2, rentAmount: 5000 });
  const tenant = await pg.tenant({
    name: 'Meera Nair',
    phone: '9876500001',
    roomId: room._id,
    bedNumber: 1,
  });
  const lateDue = businessDate(-25);
  const late = monthOf(businessDate(-30));
  const current = nextMonthOf(late);
  const lateRent = await pg.rent({
    tenantId: tenant._id,
    amount: 5000,
    ...late,
    dueDate: lateDue,
    amountPaid: 2000,
  });
  await pg.rent({ tenantId: tenant._id, amount: 5000, ...current, dueDate: businessDate(5) });
  return { pg, room, tenant, late, current, lateRent, lateDue };
}

const totals = (page: Page) => page.getByRole('region', { name: 'Account' });
/** A figure of the account, by its label: 'Balance due', 'Overdue', 'Upcoming', 'Paid'. */
const totalOf = (page: Page, label: string) =>
  totals(page)
    .locator('div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) })
    .getByRole('definition');

async function expectTotals(page: Page, expected: Record<string, string>) {
  for (const [label, value] of Object.entries(expected)) {
    await expect(totalOf(page, label), label).toHaveText(value);
  }
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, isMobile: viewport.width < 500, hasTouch: viewport.width < 500 });

    test('a tenant from the list: the account, a part payment recorded, then voided with a reason', async ({
      page,
      request,
    }) => {
      const { pg, tenant, late, current, lateDue } = await meeraWithAccount(request);
      await pg.open(page, '/tenants');

      // The card opens the tenant's page; its phone calls.
      const card = page.getByRole('article', { name: 'Meera Nair' });
      const cardPhone = card.getByRole('link', { name: '9876500001' });
      await expect(cardPhone).toHaveAttribute('href', 'tel:9876500001');
      if (viewport.width < 500) await expectTapTarget(cardPhone);
      await card.getByRole('link', { name: 'Meera Nair', exact: true }).click();
      await expect(page).toHaveURL(`/tenants/${tenant._id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meera Nair');

      const about = page.getByRole('region', { name: 'About' });
      await expect(about).toContainText('Room 101 · Floor 1 · Bed 1');
      await expect(about).toContainText(dateText(businessDate(-60)));
      await expect(about).toContainText('₹5,000');
      await expect(about).toContainText('The room’s rent');
      // The ID number is masked.
      await expect(about).toContainText(/Aadhar · XXXX XXXX \d{4}/);
      const phone = about.getByRole('link', { name: '9876500001' });
      await expect(phone).toHaveAttribute('href', 'tel:9876500001');
      if (viewport.width < 500) await expectTapTarget(phone);

      await expectTotals(page, {
        'Balance due': '₹3,000',
        Overdue: '₹3,000',
        Upcoming: '₹5,000',
        Paid: '₹2,000',
      });
      // What is owed is drawn in red and what was paid in green; what falls due later is not.
      const colourOf = (label: string) =>
        totalOf(page, label).evaluate((element) => getComputedStyle(element).color);
      const plain = await colourOf('Upcoming');
      expect(await colourOf('Balance due')).not.toBe(plain);
      expect(await colourOf('Overdue')).toBe(await colourOf('Balance due'));
      expect(await colourOf('Paid')).not.toBe(plain);
      expect(await colourOf('Paid')).not.toBe(await colourOf('Balance due'));
      const rents = page.getByRole('region', { name: 'Rents' });
      const lateItem = rents.getByRole('listitem', { name: periodText(late) });
      await expect(lateItem).toContainText(`Due ${dateText(lateDue)}`);
      await expect(lateItem).toContainText('25 days overdue');
      await expect(lateItem).toContainText('₹2,000');
      await expect(lateItem).toContainText('₹3,000');
      await expect(rents.getByRole('listitem', { name: periodText(current) })).toContainText(
        'Pending',
      );
      const payments = page.getByRole('region', { name: 'Payments' }).getByRole('listitem');
      await expect(payments).toHaveCount(1);
      await expect(payments.first()).toContainText('₹2,000');
      await expect(payments.first()).toContainText('UPI');

      // Record payment: two rents are owed, so it asks which; the oldest comes first.
      await page.getByRole('button', { name: 'Record payment' }).click();
      const pick = page.getByRole('dialog', { name: 'Record payment' });
      await expect(pick.getByRole('listitem').first()).toContainText(
        `${periodText(late)} · ₹3,000 due`,
      );
      await pick.getByRole('button', { name: new RegExp(periodText(late)) }).click();
      const pay = page.getByRole('dialog', { name: 'Record Payment' });
      const amount = pay.getByLabel('Amount', { exact: true });
      await expect(amount).toHaveValue('3000');
      await amount.fill('1000');
      await pay.getByRole('button', { name: 'Record Payment' }).click();
      await expect(pay).toBeHidden();
      await expect(toasts(page)).toContainText('Payment recorded successfully');
      await closeRecordedPayment(page);
      await expectTotals(page, { 'Balance due': '₹2,000', Paid: '₹3,000' });
      await expect(payments).toHaveCount(2);

      // Void it: a reason is required, and the payment stays, struck through, with it.
      const today = dateText(businessDate());
      await page.getByRole('button', { name: `Void the payment of ₹1,000 on ${today}` }).click();
      const voidDialog = page.getByRole('dialog', { name: 'Void this payment?' });
      await expect(voidDialog).toContainText('₹1,000');
      await expect(voidDialog).toContainText(`Rent · ${periodText(late)}`);
      await voidDialog.getByRole('button', { name: 'Void payment' }).click();
      await expect(voidDialog.getByText('Reason is required')).toBeVisible();
      await voidDialog.getByLabel('Reason').fill('Entered the wrong amount');
      await voidDialog.getByRole('button', { name: 'Void payment' }).click();
      await expect(voidDialog).toBeHidden();
      await expect(toasts(page)).toContainText('Payment voided');
      await expectTotals(page, { 'Balance due': '₹3,000', Paid: '₹2,000' });
      const voided = payments.filter({ hasText: 'Voided on' });
      await expect(voided).toHaveCount(1);
      await expect(voided).toContainText(`Voided on ${today} — Entered the wrong amount`);
      await expect(voided.getByRole('button', { name: /^Void/ })).toHaveCount(0);
      await expect(lateItem).toContainText('₹3,000');

      await saveScreenshot(page, 'tenant-page');
    });
  });
}

test('the tenant page: a failed load says so and Retry recovers; no rents yet; a missing tenant', async ({
  page,
  request,
}) => {
  const pg = await PgSeed.create(request);
  const room = await pg.room({ roomNumber: '101', rentAmount: 5000 });
  const tenant = await pg.tenant({
    name: 'Meera Nair',
    phone: '9876500001',
    roomId: room._id,
    bedNumber: 1,
  });
  const account = new RegExp(`/api/v1/tenants/${tenant._id}/account$`);
  await page.route(account, (route) =>
    route.fulfill({
      status: 500,
      json: { success: false, error: 'Database unavailable, try again shortly', code: 'INTERNAL' },
    }),
  );

  await pg.open(page, `/tenants/${tenant._id}`);
  const failure = page.getByRole('main').getByRole('alert');
  await expect(failure).toContainText('Failed to fetch tenant details');
  await expect(failure).toContainText('Database unavailable, try again shortly');
  await page.unroute(account);
  await page.getByRole('button', { name: 'Retry' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meera Nair');
  await expect(page.getByRole('region', { name: 'Rents' })).toContainText('No rents yet');
  await expect(page.getByRole('region', { name: 'Payments' })).toContainText(
    'No payments recorded yet.',
  );
  await expect(totalOf(page, 'Balance due')).toHaveText('₹0');
  // Nothing is owed: nothing to record a payment for.
  await expect(page.getByRole('button', { name: 'Record payment' })).toHaveCount(0);

  await page.goto('/tenants/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Tenant not found' })).toBeVisible();
});
