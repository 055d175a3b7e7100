import {
  addDays,
  formatInr,
  noticeShortfallDays,
  paiseToRupees,
  rentForDays,
  vacateMonthShare,
} from '@nivas/domain';
import { expect, test, type Page } from '@playwright/test';
import {
  businessDate,
  dateText,
  monthOf,
  nextMonthOf,
  periodText,
  PgSeed,
} from '../fixtures/pg-seed';
import { saveScreenshot, toasts } from '../fixtures/ui';

test.use({ timezoneId: 'Asia/Kolkata', locale: 'en-IN' });

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

const statement = (page: Page) => page.getByRole('article', { name: 'Move-out statement' });
const resultRow = (page: Page, name: string) =>
  statement(page).getByRole('row', { name: new RegExp(`^${name}`) });

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, isMobile: viewport.width < 500, hasTouch: viewport.width < 500 });

    test('a tenant moved out with a deduction: the live statement, recorded, printed and shared', async ({
      page,
      request,
    }) => {
      const pg = await PgSeed.create(request);
      await pg.updateSettings({ noticeDays: 30, exitCharge: 500, minStayMonths: 0 });
      const room = await pg.room({ roomNumber: '101', capacity: 2, rentAmount: 6000 });
      const joined = businessDate(-60);
      const tenant = await pg.tenant({
        name: 'Ravi Kumar',
        phone: '9876500071',
        roomId: room._id,
        bedNumber: 1,
        joiningDate: joined,
        depositAmount: 10000,
      });
      await pg.collectDeposit(tenant._id, 10000, joined);
      const after = nextMonthOf(monthOf(businessDate()));
      await pg.rent({
        tenantId: tenant._id,
        amount: 6000,
        ...after,
        dueDate: `${after.year}-${String(after.month).padStart(2, '0')}-05`,
      });

      // What the house rules make of it, worked out by the same rules the server applies.
      const notice = businessDate(-20);
      const vacate = businessDate();
      const share = vacateMonthShare(600_000, joined, vacate);
      const shortDays = noticeShortfallDays(notice, vacate, 30);
      const noticeCharge = rentForDays(600_000, addDays(vacate, 1), shortDays);
      const owedPaise = share.amount + noticeCharge + 50_000 + 30_000;
      const refund = formatInr(paiseToRupees(1_000_000 - owedPaise));

      await pg.open(page, `/tenants/${tenant._id}`);
      await page.getByRole('link', { name: 'Move out' }).click();
      await expect(page).toHaveURL(`/tenants/${tenant._id}/move-out`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Move Ravi Kumar out');

      const dates = page.getByRole('region', { name: 'Dates' });
      await expect(dates.getByLabel('Notice given on')).toHaveValue(vacate);
      await expect(dates.getByLabel('Leaving on')).toHaveValue(vacate);
      // A leaving date before the notice is refused, and no statement is asked for.
      await dates.getByLabel('Leaving on').fill(businessDate(-25));
      await dates.getByLabel('Notice given on').fill(notice);
      await expect(
        dates.getByText('The leaving date cannot be before the notice date.'),
      ).toBeVisible();
      const preview = page.getByRole('region', { name: 'Settlement' });
      const record = page.getByRole('button', { name: 'Record move-out' });
      // A later leaving is worked out, to show what it would cost, and not recorded.
      const later = businessDate(40);
      await dates.getByLabel('Leaving on').fill(later);
      await expect(preview).toContainText(`Rent · ${periodText(monthOf(later))}, `);
      await expect(page.getByRole('status').filter({ hasText: 'only a preview' })).toContainText(
        `recorded on the day the tenant leaves, or after it (from ${dateText(later)})`,
      );
      await expect(record).toBeDisabled();
      await saveScreenshot(page, 'move-out-later-leaving');

      await dates.getByLabel('Leaving on').fill(vacate);
      await expect(dates).toContainText(`Notice given 20 days ahead, 30 asked for`);
      await expect(record).toBeEnabled();

      await expect(preview).toContainText(`Notice short by ${shortDays} days (30 days required)`);
      await expect(preview).toContainText(`Exit charge`);
      await expect(preview.getByRole('row', { name: /^Deposit held/ })).toContainText('₹10,000');

      const deductions = page.getByRole('region', { name: 'Deductions' });
      const addDeduction = deductions.getByRole('group', { name: 'Add a deduction' });
      await addDeduction.getByRole('button', { name: 'Add' }).click();
      await expect(addDeduction.getByText('Reason is required')).toBeVisible();
      await addDeduction.getByLabel('Reason').fill('Lost room key');
      await addDeduction.getByLabel('Amount').fill('300');
      await addDeduction.getByRole('button', { name: 'Add' }).click();
      await expect(deductions.getByRole('list', { name: 'Deductions' })).toContainText(
        'Lost room key₹300',
      );
      await expect(preview).toContainText('Deduction · Lost room key');
      await expect(preview.getByRole('row', { name: /^Refund to the tenant/ })).toContainText(
        refund,
      );

      // A second deduction, removed again: the statement follows each change.
      await addDeduction.getByLabel('Reason').fill('Wall paint');
      await addDeduction.getByLabel('Amount').fill('700');
      await addDeduction.getByRole('button', { name: 'Add' }).click();
      await expect(preview).toContainText('Deduction · Wall paint');
      await deductions.getByRole('button', { name: 'Remove the deduction “Wall paint”' }).click();
      await expect(preview).not.toContainText('Wall paint');
      await expect(preview.getByRole('row', { name: /^Refund to the tenant/ })).toContainText(
        refund,
      );

      await page
        .getByRole('region', { name: 'Refund' })
        .getByLabel('Refund paid by')
        .selectOption('UPI');
      await saveScreenshot(page, 'move-out');

      // Recording moves money: it is asked first, in words.
      await page.getByRole('button', { name: 'Record move-out' }).click();
      const confirm = page.getByRole('dialog', { name: 'Move Ravi Kumar out?' });
      await expect(confirm).toContainText(`They leave on ${dateText(vacate)}.`);
      await expect(confirm).toContainText(
        `${refund} of the deposit is recorded as paid back by UPI.`,
      );
      await expect(confirm).toContainText('cannot be undone');
      await confirm.getByRole('button', { name: 'Record move-out' }).click();
      await expect(toasts(page)).toContainText('Move-out recorded');

      // The recorded statement: the same figures as the preview.
      await expect(page).toHaveURL(`/tenants/${tenant._id}/move-out/statement`);
      const recorded = statement(page);
      await expect(recorded.getByRole('heading', { name: 'Move-out statement' })).toBeVisible();
      await expect(recorded).toContainText('Ravi Kumar');
      await expect(recorded).toContainText('Room 101 · Floor 1');
      await expect(recorded).toContainText(`Notice given${dateText(notice)}`);
      await expect(recorded).toContainText(`Left on${dateText(vacate)}`);
      await expect(recorded).toContainText('Deduction · Lost room key');
      await expect(resultRow(page, 'Refund to the tenant')).toContainText(refund);
      await expect(recorded).toContainText('by UPI');

      // Share: without the system share sheet, a text summary is copied.
      await page.evaluate(() => {
        Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
        Object.defineProperty(navigator, 'clipboard', {
          value: {
            writeText: async (text: string) => {
              (window as unknown as { copied: string }).copied = text;
            },
          },
          configurable: true,
        });
      });
      await page.getByRole('button', { name: 'Share' }).click();
      await expect(toasts(page)).toContainText('Statement copied');
      const copied = await page.evaluate(() => (window as unknown as { copied: string }).copied);
      expect(copied).toContain('Move-out statement');
      expect(copied).toContain('Ravi Kumar · Room 101 · Floor 1');
      expect(copied).toContain('Deduction · Lost room key: ₹300');
      expect(copied).toContain(`Refund to the tenant: ${refund}`);

      // Print / Save as PDF is the browser's print, of the statement alone.
      await page.evaluate(() => {
        window.print = () => {
          (window as unknown as { printed: boolean }).printed = true;
        };
      });
      await page.getByRole('button', { name: 'Print / Save as PDF' }).click();
      expect(await page.evaluate(() => (window as unknown as { printed?: boolean }).printed)).toBe(
        true,
      );
      await saveScreenshot(page, 'move-out-statement');
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Print / Save as PDF' })).toBeHidden();
      await expect(page.getByRole('link', { name: 'Back to the tenant' })).toBeHidden();
      await expect(recorded).toBeVisible();
      // The page is the statement: no room kept for the sidebar, no card around it.
      const box = await recorded.boundingBox();
      expect(box!.x).toBeLessThan(8);
      expect(box!.width).toBeGreaterThan(viewport.width - 16);
      await saveScreenshot(page, 'move-out-statement-print');
      // Saved as PDF on A4, the statement is one page.
      const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
      expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g)).toHaveLength(1);
      await page.emulateMedia({ media: 'screen' });

      // The tenant's page: moved out, with the way back to the statement.
      await page.getByRole('link', { name: 'Back to the tenant' }).click();
      await expect(page.getByText(`Moved out on ${dateText(vacate)}.`)).toBeVisible();
      await expect(page.getByRole('link', { name: 'View the statement' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Move out' })).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'About' })).toContainText('Inactive');
      // What the deposit paid is part of the settlement: each such payment says so, no Void.
      const ledger = page.getByRole('region', { name: 'Payments' });
      await expect(
        ledger.getByText('Paid from the deposit at move-out: it cannot be voided').first(),
      ).toBeVisible();
      await expect(ledger.getByRole('button', { name: /^Void/ })).toHaveCount(0);
      await expect(
        page
          .getByRole('region', { name: 'Rents' })
          .getByRole('listitem', { name: periodText(after) }),
      ).toContainText('Cancelled');
      // The move-out page of a tenant who left says so, and leads to the statement.
      await page.goto(`/tenants/${tenant._id}/move-out`);
      await expect(page.getByText('This tenant has already moved out.')).toBeVisible();
      await page.getByRole('link', { name: 'View the statement' }).click();
      await expect(statement(page)).toBeVisible();

      await page.goto(`/rooms/details/${room._id}`);
      const beds = page.getByRole('region', { name: 'Bed Layout' }).getByRole('listitem');
      await expect(beds.nth(0)).toContainText('Vacant');
    });

    test('a month of the stay with no rent is named, its rent added from there, and the move-out kept', async ({
      page,
      request,
    }) => {
      const pg = await PgSeed.create(request);
      await pg.updateSettings({ noticeDays: 30, exitCharge: 0, minStayMonths: 0 });
      const room = await pg.room({ roomNumber: '103', capacity: 1, rentAmount: 5000 });
      // Added today, no rent recorded for this month yet; leaving in a later month.
      const tenant = await pg.tenant({
        name: 'Meena Pillai',
        phone: '9876500073',
        roomId: room._id,
        bedNumber: 1,
      });
      const thisMonth = periodText(monthOf(businessDate()));
      const notice = businessDate(10);
      const later = businessDate(40);

      await pg.open(page, `/tenants/${tenant._id}/move-out`);
      const dates = page.getByRole('region', { name: 'Dates' });
      await dates.getByLabel('Leaving on').fill(later);
      await dates.getByLabel('Notice given on').fill(notice);
      const deductions = page.getByRole('region', { name: 'Deductions' });
      await deductions.getByLabel('Reason').fill('Lost room key');
      await deductions.getByLabel('Amount').fill('300');
      await deductions.getByRole('button', { name: 'Add' }).click();
      const preview = page.getByRole('region', { name: 'Settlement' });
      await expect(preview).toContainText('Deduction · Lost room key');
      const missing = preview.getByRole('region', { name: '1 month with no rent recorded' });
      await expect(missing).toContainText('The statement does not charge it.');
      await expect(preview).not.toContainText(`Rent · ${thisMonth}`);
      await saveScreenshot(page, 'move-out-month-without-rent');

      // The rent form comes filled in for that month; saved, it leads back to the move-out.
      await missing.getByRole('link', { name: `Add ${thisMonth}’s rent` }).click();
      await expect(page).toHaveURL(/\/rents\/add\?/);
      await expect(page.getByLabel('Tenant')).toHaveValue(tenant._id);
      await expect(page.getByLabel('Month')).toHaveValue(String(monthOf(businessDate()).month));
      await expect(page.getByLabel('Year')).toHaveValue(String(monthOf(businessDate()).year));
      await expect(page.getByLabel('Amount')).toHaveValue('5000');
      await saveScreenshot(page, 'move-out-month-rent-form');
      await page.getByRole('button', { name: 'Save Rent Record' }).click();

      // Back where it was left: the same dates and deduction, the month now billed.
      await expect(page).toHaveURL(new RegExp(`/tenants/${tenant._id}/move-out\\?`));
      await expect(dates.getByLabel('Leaving on')).toHaveValue(later);
      await expect(dates.getByLabel('Notice given on')).toHaveValue(notice);
      await expect(preview).toContainText(`Rent · ${thisMonth}`);
      await expect(preview).toContainText('Deduction · Lost room key');
      await expect(preview.getByRole('region', { name: /with no rent recorded/ })).toHaveCount(0);
    });

    test('a statement that ends owing: the result says what is still owed', async ({
      page,
      request,
    }) => {
      const pg = await PgSeed.create(request);
      await pg.updateSettings({ noticeDays: 0, exitCharge: 0, minStayMonths: 0 });
      const room = await pg.room({ roomNumber: '102', capacity: 1, rentAmount: 5000 });
      const tenant = await pg.tenant({
        name: 'Divya Rao',
        phone: '9876500072',
        roomId: room._id,
        bedNumber: 1,
        joiningDate: businessDate(-60),
      });
      await pg.charge(tenant._id, { kind: 'damage', amount: 2500, note: 'Broken chair' });

      await pg.open(page, `/tenants/${tenant._id}/move-out`);
      const preview = page.getByRole('region', { name: 'Settlement' });
      await expect(preview).toContainText('Damage');
      await expect(preview.getByRole('row', { name: /^Deposit held/ })).toContainText('₹0');
      await expect(preview.getByRole('row', { name: /^Still owed by the tenant/ })).toBeVisible();
      // Nothing to refund: no refund method is asked.
      await expect(page.getByRole('region', { name: 'Refund' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Record move-out' }).click();
      const confirm = page.getByRole('dialog', { name: 'Move Divya Rao out?' });
      await expect(confirm).toContainText('stays owed by the tenant after the deposit');
      // Cancel records nothing.
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toBeHidden();
      await page.goto(`/tenants/${tenant._id}`);
      await expect(page.getByRole('link', { name: 'Move out' })).toBeVisible();
    });
  });
}
