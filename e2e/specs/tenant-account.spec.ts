import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  businessDate,
  dateText,
  monthOf,
  nextMonthOf,
  periodText,
  PgSeed,
} from '../fixtures/pg-seed';
import { closeRecordedPayment, saveScreenshot, toasts } from '../fixtures/ui';

test.use({ timezoneId: 'Asia/Kolkata', locale: 'en-IN' });

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** A phone's tap target: at least 44 × 44 px, a thumb's width. */
async function expectTapTarget(link: Locator) {
  const box = await link.boundingBox();
  expect(box, 'the link is on screen').not.toBeNull();
  expect(box!.width).toBeGreaterThanOrEqual(44);
  expect(box!.height).toBeGreaterThanOrEqual(44);
}

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

      // From the top: a sticky navbar would otherwise sit where the page was scrolled to.
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreenshot(page, 'tenant-page');
    });

    test('Mark Paid asks first, and Undo voids the payment: the rent is unpaid again', async ({
      page,
      request,
    }) => {
      const pg = await PgSeed.create(request);
      const room = await pg.room({ roomNumber: '101', rentAmount: 8000 });
      const tenant = await pg.tenant({
        name: 'Meera Nair',
        phone: '9876500001',
        roomId: room._id,
        bedNumber: 1,
      });
      const next = nextMonthOf(monthOf(businessDate()));
      const rent = await pg.rent({
        tenantId: tenant._id,
        amount: 8000,
        ...next,
        dueDate: businessDate(20),
      });

      await pg.open(page, '/rents');
      // Paying it creates next month's record: the one seeded is found by its period.
      const isPhone = viewport.width < 500;
      const record = page
        .getByRole(isPhone ? 'article' : 'row')
        .filter({ hasText: periodText(next) });
      // On a phone the row opens the record, and Mark Paid is there.
      const sheet = page.getByRole('dialog', { name: 'Meera Nair' });
      const actions = isPhone ? sheet : record;
      if (isPhone) await record.getByRole('button', { name: 'Meera Nair' }).click();
      await actions.getByRole('button', { name: /^Mark Paid/ }).click();
      const confirm = page.getByRole('dialog', { name: 'Mark this rent as paid?' });
      await expect(confirm).toContainText('₹8,000');
      await expect(confirm.getByLabel('Payment method')).toHaveValue('Cash');
      await confirm.getByRole('button', { name: 'Mark Paid' }).click();

      const undoToast = toasts(page).getByRole('status');
      await expect(undoToast).toContainText('Rent marked as paid successfully');
      await expect(record.getByText('Paid', { exact: true })).toBeVisible();
      await undoToast.getByRole('button', { name: 'Undo' }).click();
      await expect(toasts(page)).toContainText('Payment undone: the rent is unpaid again');
      await expect(record.getByText('Pending', { exact: true })).toBeVisible();
      if (isPhone) await record.getByRole('button', { name: 'Meera Nair' }).click();
      await expect(actions).toContainText('Not paid yet');
      await expect(actions.getByRole('button', { name: /^Mark Paid/ })).toBeVisible();

      // The ledger keeps the payment, voided with the reason 'undone'.
      const ledger = await request.get(`/api/v1/rents/${rent._id}/payments`, {
        headers: { Authorization: `Bearer ${pg.token}` },
      });
      const { data } = (await ledger.json()) as {
        data: { amount: number; voided: { reason: string } | null }[];
      };
      expect(data).toHaveLength(1);
      expect(data[0]).toMatchObject({ amount: 8000, voided: { reason: 'undone' } });
    });

    test('the dashboard shows what is still owed, and each phone calls', async ({
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
      const lateDue = businessDate(-10);
      await pg.rent({
        tenantId: tenant._id,
        amount: 5000,
        ...monthOf(lateDue),
        dueDate: lateDue,
        amountPaid: 2500,
      });
      const soonDue = businessDate(5);
      await pg.rent({
        tenantId: tenant._id,
        amount: 5000,
        ...nextMonthOf(monthOf(lateDue)),
        dueDate: soonDue,
      });

      await pg.open(page, '/dashboard');
      const overdue = page.getByRole('region', { name: 'Overdue Rents' }).getByRole('listitem');
      await expect(overdue).toHaveCount(1);
      // A phone's row puts 'of ₹5,000' under the ₹2,500 still owed.
      await expect(overdue.first()).toContainText(/₹2,500\s*of ₹5,000/);
      await expect(overdue.first()).toContainText('10 days overdue');
      const upcoming = page.getByRole('region', { name: 'Upcoming Dues' }).getByRole('listitem');
      await expect(upcoming.first()).toContainText('₹5,000');
      await expect(upcoming.first()).not.toContainText(' of ');
      for (const item of [overdue.first(), upcoming.first()]) {
        const phone = item.getByRole('link', { name: '9876500001' });
        await expect(phone).toHaveAttribute('href', 'tel:9876500001');
        if (viewport.width < 500) await expectTapTarget(phone);
      }

      // The rent cards call too; on a phone, the rent's details.
      await page.goto('/rent-management?tab=records');
      const rentCard = page.getByRole('article', { name: 'Meera Nair' }).first();
      if (viewport.width < 500) await rentCard.getByRole('button', { name: /^Details: / }).click();
      const cardPhone = (
        viewport.width < 500 ? page.getByRole('dialog', { name: 'Rent Details' }) : rentCard
      ).getByRole('link', { name: '9876500001' });
      await expect(cardPhone).toHaveAttribute('href', 'tel:9876500001');
      if (viewport.width < 500) await expectTapTarget(cardPhone);
    });

    test('a phone an active tenant has: the match is named, and Add anyway adds', async ({
      page,
      request,
    }) => {
      const pg = await PgSeed.create(request);
      const room = await pg.room({ roomNumber: '101', capacity: 3, rentAmount: 7000 });
      const ravi = await pg.tenant({
        name: 'Ravi Kumar',
        phone: '9876500007',
        roomId: room._id,
        bedNumber: 1,
        idProofNumber: '2345 6789 0001',
      });

      await pg.open(page, `/tenants/add?roomId=${room._id}&bedNumber=2`);
      // The own rent is optional; the room's rent shows where it would go.
      const ownRent = page.getByLabel('Own monthly rent (optional)');
      await expect(ownRent).toHaveAttribute('placeholder', '7000');
      await ownRent.fill('6500');
      await page.getByLabel('Full name').fill('Sita Kumar');
      await page.getByLabel('Phone number').fill('9876500007');
      await page.getByLabel('ID proof number').fill('2345 6789 0001');
      await page.getByRole('button', { name: 'Save Tenant' }).click();

      // The same ID number: named, and no way to add anyway.
      const idProof = page.getByRole('dialog', { name: 'This ID number is already in use' });
      await expect(idProof).toContainText('Ravi Kumar already has this ID number');
      await expect(idProof.getByRole('button', { name: 'Add anyway' })).toHaveCount(0);
      await idProof.getByRole('button', { name: 'Cancel' }).click();

      // The same phone only: a family may share one.
      await page.getByLabel('ID proof number').fill('2345 6789 0002');
      await page.getByRole('button', { name: 'Save Tenant' }).click();
      const phone = page.getByRole('dialog', { name: 'Is this the same person?' });
      await expect(phone).toContainText('Ravi Kumar already has this phone number');
      await expect(phone.getByRole('link', { name: 'Open Ravi Kumar' })).toHaveAttribute(
        'href',
        `/tenants/${ravi._id}`,
      );
      await phone.getByRole('button', { name: 'Add anyway' }).click();
      await expect(toasts(page)).toContainText('Tenant added successfully');
      await expect(page).toHaveURL(/\/tenants$/);
      const sita = page.getByRole('article', { name: 'Sita Kumar' });
      // Her phone calls from the list: the number on a card, an icon named for it on a row.
      await expect(sita.getByRole('link', { name: /9876500007/ })).toHaveAttribute(
        'href',
        'tel:9876500007',
      );

      await sita.getByRole('link', { name: 'Sita Kumar', exact: true }).click();
      const about = page.getByRole('region', { name: 'About' });
      await expect(about).toContainText('₹6,500');
      await expect(about).toContainText('Their own rent');
      // Added with a bed, she has her first rent: this month's, due the day she joined.
      const firstRent = page
        .getByRole('region', { name: 'Rents' })
        .getByRole('listitem', { name: periodText(monthOf(businessDate())) });
      await expect(firstRent).toContainText(`Due ${dateText(businessDate())}`);
    });
  });
}

test('the wizard, signed in, opens inside the app: sidebar, navbar and a way back', async ({
  page,
  request,
}) => {
  const pg = await PgSeed.create(request);
  await pg.open(page, '/tenants');
  await page.getByRole('link', { name: 'Add Tenant' }).click();
  await expect(page).toHaveURL(/\/tenant-onboarding$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tenant Onboarding');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Tenants' }).click();
  await expect(page).toHaveURL(/\/tenants$/);
  // The other way in: the one form, for tenants who already live here.
  await expect(page.getByRole('link', { name: 'Quick add' })).toHaveAttribute(
    'href',
    '/tenants/add',
  );

  // Signed out, it stays the public page it was.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/tenant-onboarding');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tenant Onboarding');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});

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
