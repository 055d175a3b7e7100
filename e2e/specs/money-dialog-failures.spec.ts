import { expect, test, type Locator, type Page } from '@playwright/test';
import { businessDate, dateText, monthOf, periodText, PgSeed } from '../fixtures/pg-seed';
import { saveScreenshot } from '../fixtures/ui';

/**
 * Every dialog that records money says a refusal inside itself: a toast would sit behind the
 * open modal dialog, dimmed and never read out. The server is made to refuse each write with a
 * 409 in its own words; the dialog stays open with them, and opens clean the next time.
 */

test.use({ timezoneId: 'Asia/Kolkata', locale: 'en-IN' });

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** Makes the server refuse `method` on `url` with a 409 and a code the catalogue words. */
async function refuse(page: Page, method: string, url: RegExp, code: string) {
  await page.route(url, (route) =>
    route.request().method() === method
      ? route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, error: `Refused: ${code}`, code }),
        })
      : route.fallback(),
  );
}

/** Submits, then expects the refusal inside the dialog, still open; closes it and opens it clean. */
async function expectRefusedInside(
  dialog: Locator,
  submit: () => Promise<void>,
  words: string,
  reopen: () => Promise<void>,
  cancel = 'Cancel',
) {
  await submit();
  await expect(dialog.getByRole('alert')).toHaveText(words);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: cancel }).click();
  await expect(dialog).toBeHidden();
  await reopen();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: cancel }).click();
}

/** A tenant with a part-paid rent, a charge, a deposit held and a monthly charge. */
async function tenantWithMoney(request: Parameters<typeof PgSeed.create>[0]) {
  const pg = await PgSeed.create(request);
  const room = await pg.room({ roomNumber: '101', rentAmount: 6000 });
  const tenant = await pg.tenant({
    name: 'Meera Nair',
    phone: '9876500071',
    roomId: room._id,
    bedNumber: 1,
    depositAmount: 12000,
  });
  const due = businessDate(-3);
  const period = monthOf(due);
  const rent = await pg.rent({
    tenantId: tenant._id,
    amount: 6000,
    ...period,
    dueDate: due,
    amountPaid: 2000,
  });
  await pg.charge(tenant._id, { kind: 'mess', amount: 3000 });
  await pg.collectDeposit(tenant._id, 12000);
  await pg.recurringCharge(tenant._id, { kind: 'mess', amount: 2500 });
  return { pg, tenant, period, rent };
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, isMobile: viewport.width < 500, hasTouch: viewport.width < 500 });

    test('a refused payment is said inside the payment dialog', async ({ page, request }) => {
      const { pg, tenant, period } = await tenantWithMoney(request);
      await pg.open(page, `/tenants/${tenant._id}`);
      await refuse(page, 'PUT', /\/api\/v1\/rents\/[^/]+\/pay$/, 'ALREADY_PAID');

      const rents = page.getByRole('region', { name: 'Rents' });
      const payRent = () =>
        rents
          .getByRole('listitem', { name: periodText(period) })
          .getByRole('button', { name: /^Pay/ })
          .click();
      await payRent();
      const pay = page.getByRole('dialog', { name: 'Record Payment' });
      await expect(pay.getByLabel('Amount', { exact: true })).toHaveValue('4000');
      await pay.getByRole('button', { name: 'Record Payment' }).click();
      await expect(pay.getByRole('alert')).toHaveText('This rent is already paid');
      await expect(pay).toBeVisible();
      await saveScreenshot(page, 'payment-refused');
      await pay.getByRole('button', { name: 'Cancel' }).click();
      await expect(pay).toBeHidden();
      await payRent();
      await expect(pay.getByRole('alert')).toHaveCount(0);
    });
  });
}

test('a payment refused because another phone recorded it meanwhile: the page then shows the rent as it now is', async ({
  page,
  request,
}) => {
  const { pg, tenant, period, rent } = await tenantWithMoney(request);
  // The page's 10-second change polls go unanswered, so they cannot bring the news: only the
  // refusal can.
  await page.route(/\/last-updated$/, (route) => route.abort());
  await pg.open(page, `/tenants/${tenant._id}`);
  const row = page
    .getByRole('region', { name: 'Rents' })
    .getByRole('listitem', { name: periodText(period) });
  await row.getByRole('button', { name: /^Pay/ }).click();
  const pay = page.getByRole('dialog', { name: 'Record Payment' });
  await expect(pay.getByLabel('Amount', { exact: true })).toHaveValue('4000');

  // The warden's phone pays the balance while the owner's dialog is open.
  const paidElsewhere = await request.put(`/api/v1/rents/${rent._id}/pay`, {
    headers: { Authorization: `Bearer ${pg.token}` },
    data: { isPaid: true, paymentMethod: 'Cash' },
  });
  expect(paidElsewhere.ok()).toBe(true);

  await pay.getByRole('button', { name: 'Record Payment' }).click();
  await expect(pay.getByRole('alert')).toHaveText('This rent is already paid');
  await pay.getByRole('button', { name: 'Cancel' }).click();
  await expect(row.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  await expect(row).toContainText('Paid');
});

test('every other dialog that records money says a refusal inside itself', async ({
  page,
  request,
}) => {
  const { pg, tenant } = await tenantWithMoney(request);
  const chargeTitle = `Mess · ${dateText(businessDate())}`;
  await pg.open(page, `/tenants/${tenant._id}`);
  const charges = page.getByRole('region', { name: 'Charges', exact: true });
  const charge = charges.getByRole('listitem', { name: chargeTitle });
  await expect(charge).toBeVisible();

  // A charge's payment.
  await refuse(page, 'PUT', /\/api\/v1\/charges\/[^/]+\/pay$/, 'CHARGE_WAIVED');
  const pay = page.getByRole('dialog', { name: 'Record Payment' });
  const openPay = () => charge.getByRole('button', { name: `Pay ${chargeTitle}` }).click();
  await openPay();
  await expectRefusedInside(
    pay,
    () => pay.getByRole('button', { name: 'Record Payment' }).click(),
    'This charge has already been waived.',
    openPay,
  );

  // Waiving the charge.
  await refuse(page, 'POST', /\/api\/v1\/charges\/[^/]+\/waive$/, 'CHARGE_WAIVED');
  const waive = page.getByRole('dialog', { name: 'Waive this charge?' });
  const openWaive = () => charge.getByRole('button', { name: `Waive ${chargeTitle}` }).click();
  await openWaive();
  await waive.getByLabel('Reason').fill('Mess was closed that week');
  await expectRefusedInside(
    waive,
    () => waive.getByRole('button', { name: 'Waive charge' }).click(),
    'This charge has already been waived.',
    openWaive,
  );

  // A new charge.
  await refuse(page, 'POST', /\/api\/v1\/tenants\/[^/]+\/charges$/, 'TENANT_INACTIVE');
  const add = page.getByRole('dialog', { name: 'Add a charge' });
  const openAdd = () => charges.getByRole('button', { name: 'Add charge' }).click();
  await openAdd();
  await add.getByLabel('Amount').fill('500');
  await expectRefusedInside(
    add,
    () => add.getByRole('button', { name: 'Add charge' }).click(),
    'This tenant has already moved out.',
    openAdd,
  );

  // Voiding the rent's payment.
  await refuse(page, 'POST', /\/api\/v1\/payments\/[^/]+\/void$/, 'PAYMENT_VOIDED');
  const voidDialog = page.getByRole('dialog', { name: 'Void this payment?' });
  const openVoid = () =>
    page
      .getByRole('button', { name: `Void the payment of ₹2,000 on ${dateText(businessDate())}` })
      .click();
  await openVoid();
  await voidDialog.getByLabel('Reason').fill('Entered twice');
  await expectRefusedInside(
    voidDialog,
    () => voidDialog.getByRole('button', { name: 'Void payment' }).click(),
    'This payment has already been voided.',
    openVoid,
  );

  // A deposit deduction, refused after its confirmation.
  await refuse(page, 'POST', /\/api\/v1\/tenants\/[^/]+\/deposit$/, 'OVER_DEPOSIT_HELD');
  const deposit = page.getByRole('region', { name: 'Security deposit' });
  const deduct = page.getByRole('dialog', { name: 'Deduct from deposit' });
  const openDeduct = () => deposit.getByRole('button', { name: 'Deduct' }).click();
  await openDeduct();
  await deduct.getByLabel('Amount').fill('1000');
  await deduct.getByLabel('Reason').fill('Broken chair');
  await deduct.getByRole('button', { name: 'Review' }).click();
  await deduct.getByRole('button', { name: 'Record deduction' }).click();
  await expect(deduct.getByRole('alert')).toHaveText('Amount cannot be more than the deposit held');
  await deduct.getByRole('button', { name: 'Back' }).click();
  await deduct.getByRole('button', { name: 'Cancel' }).click();
  await openDeduct();
  await expect(deduct.getByRole('alert')).toHaveCount(0);
  await deduct.getByRole('button', { name: 'Cancel' }).click();

  // A monthly charge, added and ended.
  const monthly = page.getByRole('region', { name: 'Monthly charges' });
  await refuse(page, 'POST', /\/api\/v1\/tenants\/[^/]+\/recurring-charges$/, 'TENANT_INACTIVE');
  const addMonthly = page.getByRole('dialog', { name: 'Add a monthly charge' });
  const openAddMonthly = () => monthly.getByRole('button', { name: 'Add monthly charge' }).click();
  await openAddMonthly();
  await addMonthly.getByLabel('Amount').fill('800');
  await expectRefusedInside(
    addMonthly,
    () => addMonthly.getByRole('button', { name: 'Add monthly charge' }).click(),
    'This tenant has already moved out.',
    openAddMonthly,
  );
  await refuse(page, 'DELETE', /\/api\/v1\/recurring-charges\/[^/]+$/, 'TENANT_INACTIVE');
  const end = page.getByRole('dialog', { name: 'End this monthly charge?' });
  const openEnd = () =>
    monthly.getByRole('button', { name: 'End the monthly Mess charge' }).click();
  await openEnd();
  await expectRefusedInside(
    end,
    () => end.getByRole('button', { name: 'End charge' }).click(),
    'This tenant has already moved out.',
    openEnd,
  );
});

test('Mark Paid says a refusal inside its dialog', async ({ page, request }) => {
  const { pg, period } = await tenantWithMoney(request);
  await refuse(page, 'PUT', /\/api\/v1\/rents\/[^/]+\/pay$/, 'ALREADY_PAID');
  await pg.open(page, '/rents');
  const row = page
    .getByRole('table', { name: 'Rent Records' })
    .getByRole('row')
    .filter({ hasText: periodText(period) });
  const confirm = page.getByRole('dialog', { name: 'Mark this rent as paid?' });
  const openMarkPaid = () => row.getByRole('button', { name: /^Mark Paid/ }).click();
  await openMarkPaid();
  await expectRefusedInside(
    confirm,
    () => confirm.getByRole('button', { name: 'Mark Paid' }).click(),
    'This rent is already paid',
    openMarkPaid,
  );
});
