import { expect, test, type Locator, type Page } from '@playwright/test';
import { pgWithTenant } from '../fixtures/one-tenant-pg';
import { businessDate, dateText, monthOf, nextMonthOf, periodText } from '../fixtures/pg-seed';
import { fifthOf } from '../fixtures/rent-due-dates';
import { closeRecordedPayment, toasts } from '../fixtures/ui';

/**
 * Rent management: next month's records generated, a rent paid in parts, and the overdue
 * tab with its search and status filters.
 */

test.use({ timezoneId: 'Asia/Kolkata', locale: 'en-IN' });

const rentCard = (page: Page, name: string) => page.getByRole('article', { name });
/**
 * A rent management card's status badge, by its full text: 'Paid' alone would also match
 * 'Partially Paid', the 'Pay' button's neighbours and the card's 'Paid' amount.
 */
const cardStatus = (card: Locator, status: string) =>
  card.getByText(`Status: ${status}`, { exact: true });

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
