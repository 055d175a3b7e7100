import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  businessDate,
  dateText,
  monthOf,
  nextMonthOf,
  periodText,
  PgSeed,
} from '../fixtures/pg-seed';
import { closeRecordedPayment, toasts } from '../fixtures/ui';

test.use({ timezoneId: 'Asia/Kolkata', locale: 'en-IN' });

const pad = (n: number) => String(n).padStart(2, '0');
const fifthOf = ({ month, year }: { month: number; year: number }) => `${year}-${pad(month)}-05`;

/** A PG with one room and one tenant in it. */
async function pgWithTenant(request: APIRequestContext, rent = 8000) {
  const pg = await PgSeed.create(request);
  const room = await pg.room({ roomNumber: '101', floorNumber: 1, capacity: 2, rentAmount: rent });
  const tenant = await pg.tenant({
    name: 'Meera Nair',
    phone: '9876500001',
    roomId: room._id,
    bedNumber: 1,
  });
  return { pg, room, tenant };
}

const rentCard = (page: Page, name: string) => page.getByRole('article', { name });
/**
 * A rent management card's status badge, by its full text: 'Paid' alone would also match
 * 'Partially Paid', the 'Pay' button's neighbours and the card's 'Paid' amount.
 */
const cardStatus = (card: Locator, status: string) =>
  card.getByText(`Status: ${status}`, { exact: true });
/**
 * The simple list's Paid/Pending badge, matched exactly: a row that still offers 'Mark Paid'
 * must not pass for a paid one.
 */
const paidState = (row: Locator, state: 'Paid' | 'Pending') =>
  row.getByText(state, { exact: true });

test.describe('rent management', () => {
  test("generating next month's records makes one per tenant with a bed, once", async ({
    page,
    request,
  }) => {
    const { pg, room } = await pgWithTenant(request);
    await pg.tenant({ name: 'Divya Rao', phone: '9876500002', roomId: room._id, bedNumber: 2 });
    const room102 = await pg.room({ roomNumber: '102', capacity: 1, rentAmount: 9500 });
    await pg.tenant({ name: 'Sana Khan', phone: '9876500003', roomId: room102._id, bedNumber: 1 });
    const next = nextMonthOf(monthOf(businessDate()));

    await pg.open(page, '/rent-management');
    const generate = page.getByRole('button', { name: "Generate Next Month's Rent Records" });
    // Asked first, with what it will do; Cancel makes nothing.
    const confirm = page.getByRole('dialog', { name: "Generate next month's rent records?" });
    await generate.click();
    await expect(confirm).toContainText('One record for next month for every tenant with a bed');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await generate.click();
    await confirm.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(toasts(page)).toContainText(
      `Generated 3 rent records for ${next.month}/${next.year}`,
    );

    await page.getByRole('tab', { name: 'Rent Records' }).click();
    const cards = page.getByRole('tabpanel').getByRole('article');
    await expect(cards).toHaveCount(3);
    const sana = rentCard(page, 'Sana Khan');
    await expect(sana).toContainText(periodText(next));
    await expect(sana).toContainText('₹9,500');
    await expect(sana).toContainText(dateText(fifthOf(next)));
    await expect(cardStatus(sana, 'Pending')).toBeVisible();

    // A second run finds every record there already.
    await generate.click();
    await confirm.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(toasts(page)).toContainText(
      `Generated 0 rent records for ${next.month}/${next.year}`,
    );
    await expect(cards).toHaveCount(3);
  });

  test('a part payment, then the rest: Partially Paid with the amount due, then Paid and next month', async ({
    page,
    request,
  }) => {
    const { pg, tenant } = await pgWithTenant(request);
    const next = nextMonthOf(monthOf(businessDate()));
    await pg.rent({ tenantId: tenant._id, amount: 8000, ...next, dueDate: fifthOf(next) });

    await pg.open(page, '/rent-management?tab=records');
    const card = rentCard(page, 'Meera Nair');
    const pay = card.getByRole('button', { name: /^Pay:/ });
    await pay.click();
    const modal = page.getByRole('dialog', { name: 'Record Payment' });
    const amount = modal.getByLabel('Amount', { exact: true });
    // SPEC §5: the amount starts at the balance, the method at Cash.
    await expect(amount).toHaveValue('8000');
    await expect(amount).toBeFocused();
    await expect(modal.getByLabel('Payment method')).toHaveValue('Cash');

    // More than the balance is refused in the form.
    await amount.fill('9000');
    await modal.getByRole('button', { name: 'Record Payment' }).click();
    await expect(modal.getByText('Amount cannot be more than the balance of ₹8,000')).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');

    await amount.fill('3000');
    await modal.getByLabel('Payment method').selectOption('UPI');
    await modal.getByLabel('Reference (optional)').fill('UPI-4471');
    await modal.getByRole('button', { name: 'Record Payment' }).click();
    await expect(modal).toBeHidden();
    await expect(toasts(page)).toContainText('Payment recorded successfully');
    await closeRecordedPayment(page);
    await expect(cardStatus(card, 'Partially Paid')).toBeVisible();
    await expect(card.getByRole('definition').filter({ hasText: '₹3,000' })).toBeVisible();
    await expect(card.getByRole('definition').filter({ hasText: '₹5,000' })).toBeVisible();

    // The rest: the modal now offers the ₹5,000 still due.
    await pay.click();
    await expect(amount).toHaveValue('5000');
    await modal.getByRole('button', { name: 'Record Payment' }).click();
    await expect(toasts(page)).toContainText('Rent marked as paid successfully');
    await expect(toasts(page)).toContainText("Next month's rent record created automatically");
    await closeRecordedPayment(page);

    const after = nextMonthOf(next);
    const paid = rentCard(page, 'Meera Nair').filter({ hasText: periodText(next) });
    const created = rentCard(page, 'Meera Nair').filter({ hasText: periodText(after) });
    await expect(cardStatus(paid, 'Paid')).toBeVisible();
    await expect(paid.getByRole('button', { name: /^Pay:/ })).toHaveCount(0);
    await expect(cardStatus(created, 'Pending')).toBeVisible();
    await expect(created).toContainText('₹8,000');

    // Details: the record and its ledger of two payments.
    const detailsButton = paid.getByRole('button', { name: /^Details:/ });
    await detailsButton.click();
    const details = page.getByRole('dialog', { name: 'Rent Details' });
    const ledger = details.getByRole('listitem');
    await expect(ledger).toHaveCount(2);
    await expect(ledger.nth(0)).toContainText('₹3,000');
    await expect(ledger.nth(0)).toContainText('UPI · UPI-4471');
    await expect(ledger.nth(1)).toContainText('₹5,000');
    await expect(ledger.nth(1)).toContainText('Cash');
    await expect(details).toContainText(dateText(businessDate()));
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(detailsButton).toBeFocused();
  });

  test('overdue tab: count, latest due date first, days overdue, deleted tenants; search and filters', async ({
    page,
    request,
  }) => {
    const { pg, room, tenant: meera } = await pgWithTenant(request);
    const divya = await pg.tenant({
      name: 'Divya Rao',
      phone: '9876500002',
      roomId: room._id,
      bedNumber: 2,
    });
    const lateDue = businessDate(-12);
    const olderDue = businessDate(-40);
    await pg.rent({ tenantId: meera._id, amount: 8000, ...monthOf(lateDue), dueDate: lateDue });
    await pg.rent({
      tenantId: divya._id,
      amount: 6000,
      ...monthOf(olderDue),
      dueDate: olderDue,
      amountPaid: 1000,
    });
    await pg.deleteTenant(divya._id);

    await pg.open(page, '/rent-management');
    const overdueTab = page.getByRole('tab', { name: /Overdue/ });
    await expect(overdueTab).toHaveAttribute('aria-selected', 'true');
    await expect(overdueTab).toContainText('2');
    const cards = page.getByRole('tabpanel').getByRole('article');
    await expect(cards).toHaveCount(2);
    // GET /rents?status=Overdue, a page at a time: the latest due date first, like every rent
    // list; a deleted tenant keeps the stored name.
    await expect(cards.nth(0).getByRole('heading')).toHaveText('Meera Nair');
    await expect(cards.nth(0)).toContainText('12 days overdue');
    await expect(cardStatus(cards.nth(0), 'Overdue')).toBeVisible();
    const divyaCard = cards.nth(1);
    await expect(divyaCard.getByRole('heading')).toHaveText('Divya Rao (Deleted)');
    await expect(divyaCard).toContainText('40 days overdue');
    await expect(divyaCard).toContainText('Room 101 · Floor 1');
    await expect(divyaCard.getByRole('definition').filter({ hasText: '₹5,000' })).toBeVisible();

    // Search by tenant, room or month.
    const search = page.getByRole('searchbox', { name: 'Search rents' });
    await expect(search).toHaveAttribute('placeholder', 'Search by tenant, room, or month...');
    await search.fill('meera');
    await expect(cards).toHaveCount(1);
    await search.fill(periodText(monthOf(olderDue)).split(' ')[0]!);
    await expect(cards.first().getByRole('heading')).toHaveText('Divya Rao (Deleted)');
    await search.fill('Room 999');
    await expect(page.getByText('No rents match your search.')).toBeVisible();
    await search.fill('');

    // Tabs follow the arrow keys; All Rents has the status sub-filters.
    await overdueTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Rent Records' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    const allTab = page.getByRole('tab', { name: 'All Rents' });
    await expect(allTab).toHaveAttribute('aria-selected', 'true');
    const filters = page.getByRole('group', { name: 'Show rents by status' });
    await expect(filters.getByRole('button')).toHaveText([
      'All Rents',
      'Paid',
      'Pending',
      'Partially Paid',
      'Overdue',
    ]);
    await filters.getByRole('button', { name: 'Paid', exact: true }).click();
    await expect(page.getByText('No rents with this status.')).toBeVisible();
    await filters.getByRole('button', { name: 'Overdue' }).click();
    await expect(cards).toHaveCount(2);
    // Partially Paid holds the late rent with something paid: its status stays Overdue.
    await filters.getByRole('button', { name: 'Partially Paid' }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByRole('heading')).toHaveText('Divya Rao (Deleted)');
    await expect(cardStatus(cards.first(), 'Overdue')).toBeVisible();

    // The deleted tenant's record opens in Details, but offers no edit.
    await rentCard(page, 'Divya Rao (Deleted)')
      .getByRole('button', { name: /^Details:/ })
      .click();
    const details = page.getByRole('dialog', { name: 'Rent Details' });
    await expect(details).toContainText('Divya Rao (Deleted)');
    await expect(details.getByRole('link', { name: 'Edit record' })).toHaveCount(0);
  });
});

test.describe('rent records', () => {
  test('Mark Paid asks first, pays the rent now in the method chosen, and next month follows', async ({
    page,
    request,
  }) => {
    const { pg, tenant } = await pgWithTenant(request);
    const next = nextMonthOf(monthOf(businessDate()));
    await pg.rent({ tenantId: tenant._id, amount: 8000, ...next, dueDate: fifthOf(next) });

    await pg.open(page, '/rents');
    const table = page.getByRole('table', { name: 'Rent Records' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Tenant',
      'Room',
      'Period',
      'Amount',
      'Due Date',
      'Status',
      'Payment Details',
      'Actions',
    ]);
    const row = table.getByRole('row').filter({ hasText: periodText(next) });
    await expect(row).toContainText('Meera Nair');
    await expect(row).toContainText('Room 101');
    await expect(row).toContainText('₹8,000');
    await expect(row).toContainText(dateText(fifthOf(next)));
    await expect(paidState(row, 'Pending')).toBeVisible();
    await expect(row).toContainText('Not paid yet');

    // Asked first: the balance, and the method (Cash unless changed). Cancel changes nothing.
    const markPaid = row.getByRole('button', { name: /^Mark Paid/ });
    await markPaid.click();
    const confirm = page.getByRole('dialog', { name: 'Mark this rent as paid?' });
    await expect(confirm).toContainText('Meera Nair');
    await expect(confirm).toContainText('₹8,000');
    await expect(confirm.getByLabel('Payment method')).toHaveValue('Cash');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(paidState(row, 'Pending')).toBeVisible();

    await markPaid.click();
    await confirm.getByLabel('Payment method').selectOption('UPI');
    await confirm.getByRole('button', { name: 'Mark Paid' }).click();
    await expect(confirm).toBeHidden();
    await expect(toasts(page)).toContainText('Rent marked as paid successfully');
    await expect(toasts(page)).toContainText("Next month's rent record created automatically");
    await expect(paidState(row, 'Paid')).toBeVisible();
    await expect(row).toContainText(`${dateText(businessDate())} · UPI`);
    await expect(row.getByRole('button', { name: /^Mark Paid/ })).toHaveCount(0);

    const following = table.getByRole('row').filter({ hasText: periodText(nextMonthOf(next)) });
    await expect(paidState(following, 'Pending')).toBeVisible();
  });

  test('adding a record: the defaults, the amount from the room, and the payment fields', async ({
    page,
    request,
  }) => {
    const { pg } = await pgWithTenant(request, 7500);
    const today = businessDate();
    const current = monthOf(today);

    await pg.open(page, '/rents');
    await page.getByRole('link', { name: 'Add New Rent' }).click();
    await expect(page).toHaveURL(/\/rents\/add$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add New Rent Record');
    await expect(page.getByRole('link', { name: 'Back to Rents' })).toHaveAttribute(
      'href',
      '/rents',
    );

    // SPEC §4: the current month and year, due on the 5th, unpaid.
    await expect(page.getByLabel('Month')).toHaveValue(String(current.month));
    await expect(page.getByLabel('Year')).toHaveValue(String(current.year));
    await expect(page.getByLabel('Due date')).toHaveValue(fifthOf(current));
    await expect(page.getByLabel('Mark as Paid')).not.toBeChecked();
    await expect(page.getByLabel('Payment date')).toHaveCount(0);

    const save = page.getByRole('button', { name: 'Save Rent Record' });
    await save.click();
    await expect(page.getByText('Tenant is required')).toBeVisible();

    // Choosing the tenant brings their room's rent.
    await page.getByLabel('Tenant').selectOption({ label: 'Meera Nair · Room 101' });
    await expect(page.getByLabel('Amount')).toHaveValue('7500');

    // 'Mark as Paid' shows the payment fields, and then date and method are required.
    await page.getByLabel('Mark as Paid').check();
    await expect(page.getByLabel('Payment date')).toHaveValue(today);
    await expect(page.getByLabel('Payment method')).toHaveValue('Cash');
    await expect(page.getByLabel('Payment reference (optional)')).toBeVisible();
    await page.getByLabel('Payment date').fill('');
    await save.click();
    await expect(page.getByText('Payment date is required when the rent is paid')).toBeVisible();
    await page.getByLabel('Mark as Paid').uncheck();
    await expect(page.getByLabel('Payment date')).toHaveCount(0);

    await save.click();
    await expect(page).toHaveURL(/\/rents$/);
    await expect(toasts(page)).toContainText('Rent record created successfully');
    const row = page.getByRole('row').filter({ hasText: periodText(current) });
    await expect(row).toContainText('Meera Nair');
    await expect(row).toContainText('₹7,500');
    await expect(row).toContainText(dateText(fifthOf(current)));

    // The same tenant and month again is refused, in the server's words.
    await page.goto('/rents/add');
    await page.getByLabel('Tenant').selectOption({ label: 'Meera Nair · Room 101' });
    await save.click();
    await expect(toasts(page)).toContainText(
      'A rent record for this tenant and period already exists',
    );
    await expect(page).toHaveURL(/\/rents\/add$/);
  });

  test('editing a record: tenant, month and year are locked; paying it there records the payment', async ({
    page,
    request,
  }) => {
    const { pg, tenant } = await pgWithTenant(request);
    const current = monthOf(businessDate());
    await pg.rent({ tenantId: tenant._id, amount: 8000, ...current, dueDate: fifthOf(current) });

    await pg.open(page, '/rents');
    await page.getByRole('link', { name: /^Edit rent of Meera Nair/ }).click();
    await expect(page).toHaveURL(/\/rents\/edit\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Rent Record');
    await expect(page.getByLabel('Tenant')).toBeDisabled();
    await expect(page.getByLabel('Tenant')).toHaveText('Meera Nair');
    await expect(page.getByLabel('Month')).toBeDisabled();
    await expect(page.getByLabel('Month')).toHaveValue(String(current.month));
    await expect(page.getByLabel('Year')).toBeDisabled();
    await expect(page.getByLabel('Year')).toHaveValue(String(current.year));
    await expect(page.getByLabel('Amount')).toHaveValue('8000');

    const newDue = `${current.year}-${pad(current.month)}-10`;
    await page.getByLabel('Amount').fill('7000');
    await page.getByLabel('Due date').fill(newDue);
    await page.getByLabel('Mark as Paid').check();
    await page.getByLabel('Payment method').selectOption('UPI');
    await page.getByLabel('Payment reference (optional)').fill('UPI-9090');
    await page.getByRole('button', { name: 'Save Rent Record' }).click();

    await expect(page).toHaveURL(/\/rents$/);
    await expect(toasts(page)).toContainText('Rent record updated successfully');
    const row = page.getByRole('row').filter({ hasText: periodText(current) });
    await expect(row).toContainText('₹7,000');
    await expect(row).toContainText(dateText(newDue));
    await expect(paidState(row, 'Paid')).toBeVisible();
    await expect(row).toContainText(`${dateText(businessDate())} · UPI`);

    // A paid record stays paid: the box is ticked and cannot be unticked.
    await row.getByRole('link', { name: /^Edit rent of/ }).click();
    await expect(page.getByLabel('Mark as Paid')).toBeChecked();
    await expect(page.getByLabel('Mark as Paid')).toBeDisabled();
  });

  test('a part-paid record cannot be lowered below what was paid: the form says so', async ({
    page,
    request,
  }) => {
    const { pg, tenant } = await pgWithTenant(request);
    const current = monthOf(businessDate());
    const rent = await pg.rent({
      tenantId: tenant._id,
      amount: 8000,
      ...current,
      dueDate: fifthOf(current),
      amountPaid: 3000,
    });

    await pg.open(page, `/rents/edit/${rent._id}`);
    const amount = page.getByLabel('Amount');
    await expect(amount).toHaveValue('8000');
    await amount.fill('2500');
    await page.getByRole('button', { name: 'Save Rent Record' }).click();
    await expect(
      page.getByText('Amount cannot be less than the ₹3,000 already paid'),
    ).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/rents\/edit\//);

    // Down to exactly what was paid is allowed.
    await amount.fill('3000');
    await page.getByRole('button', { name: 'Save Rent Record' }).click();
    await expect(toasts(page)).toContainText('Rent record updated successfully');
  });

  test('deleting a record asks first', async ({ page, request }) => {
    const { pg, tenant } = await pgWithTenant(request);
    const current = monthOf(businessDate());
    await pg.rent({ tenantId: tenant._id, amount: 8000, ...current, dueDate: fifthOf(current) });

    await pg.open(page, '/rents');
    const remove = page.getByRole('button', { name: /^Delete rent of Meera Nair/ });
    await remove.click();
    const dialog = page.getByRole('dialog', { name: 'Delete this rent record?' });
    await expect(dialog).toContainText('Are you sure you want to delete this rent record?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: 'Meera Nair' })).toHaveCount(1);

    await remove.click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(page)).toContainText('Rent record deleted successfully');
    await expect(page.getByRole('row').filter({ hasText: 'Meera Nair' })).toHaveCount(0);
    await expect(page.getByText(/No rent records yet/)).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('records are rows that open with the same actions, and nothing scrolls sideways', async ({
      page,
      request,
    }) => {
      const { pg, tenant } = await pgWithTenant(request);
      const next = nextMonthOf(monthOf(businessDate()));
      await pg.rent({ tenantId: tenant._id, amount: 8000, ...next, dueDate: fifthOf(next) });

      for (const path of ['/rents', '/rent-management?tab=records', '/rents/add', '/dashboard']) {
        await pg.open(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('status')).toHaveCount(0);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, path).toBeLessThanOrEqual(0);
      }

      await pg.open(page, '/rents');
      await expect(page.getByRole('table')).toHaveCount(0);
      const card = page.getByRole('article', { name: 'Meera Nair' });
      await expect(card).toContainText(periodText(next));
      // The row opens the record, with Mark Paid, Edit and Delete.
      await card.getByRole('button', { name: 'Meera Nair' }).click();
      const record = page.getByRole('dialog', { name: 'Meera Nair' });
      await expect(record).toContainText(periodText(next));
      await expect(record.getByRole('link', { name: /^Edit rent of Meera Nair/ })).toBeVisible();
      await expect(
        record.getByRole('button', { name: /^Delete rent of Meera Nair/ }),
      ).toBeVisible();
      await record.getByRole('button', { name: /^Mark Paid/ }).click();
      await expect(record).toBeHidden();
      await page
        .getByRole('dialog', { name: 'Mark this rent as paid?' })
        .getByRole('button', { name: 'Mark Paid' })
        .click();
      await expect(toasts(page)).toContainText('Rent marked as paid successfully');
      const paidCard = card.filter({ hasText: periodText(next) });
      await expect(paidState(paidCard, 'Paid')).toBeVisible();
      await paidCard.getByRole('button', { name: 'Meera Nair' }).click();
      await expect(paidState(record, 'Paid')).toBeVisible();
      await expect(record.getByRole('button', { name: /^Mark Paid/ })).toHaveCount(0);
    });
  });
});
