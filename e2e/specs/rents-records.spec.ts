import { expect, test, type Locator } from '@playwright/test';
import { pgWithTenant } from '../fixtures/one-tenant-pg';
import { businessDate, dateText, monthOf, nextMonthOf, periodText } from '../fixtures/pg-seed';
import { fifthOf, pad } from '../fixtures/rent-due-dates';
import { toasts } from '../fixtures/ui';

/**
 * Rent records: Mark Paid, adding, editing and deleting a record, and the list as rows on a
 * phone.
 */

test.use({ timezoneId: 'Asia/Kolkata', locale: 'en-IN' });

/**
 * The simple list's Paid/Pending badge, matched exactly: a row that still offers 'Mark Paid'
 * must not pass for a paid one.
 */
const paidState = (row: Locator, state: 'Paid' | 'Pending') =>
  row.getByText(state, { exact: true });

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
