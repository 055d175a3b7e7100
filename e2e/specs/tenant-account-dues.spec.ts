import { expect, test } from '@playwright/test';
import { businessDate, monthOf, nextMonthOf, periodText, PgSeed } from '../fixtures/pg-seed';
import { toasts } from '../fixtures/ui';
import { expectTapTarget, VIEWPORTS } from '../fixtures/viewports';

/**
 * What a tenant owes, outside their page: a rent marked paid from the records and undone, and
 * the dashboard's and the rent cards' dues, each with a phone that calls.
 */

test.use({ timezoneId: 'Asia/Kolkata', locale: 'en-IN' });

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, isMobile: viewport.width < 500, hasTouch: viewport.width < 500 });

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
  });
}
