import { expect, test, type Page } from '@playwright/test';
import { businessDate, dateText, PgSeed } from '../fixtures/pg-seed';
import { closeRecordedPayment, saveScreenshot, toasts } from '../fixtures/ui';

test.use({ timezoneId: 'Asia/Kolkata', locale: 'en-IN' });

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

const charges = (page: Page) => page.getByRole('region', { name: 'Charges', exact: true });
/** A charge on the tenant's page, by what it is for: 'Mess · 25 Nov 2026'. */
const chargeItem = (page: Page, title: string) =>
  charges(page).getByRole('listitem', { name: title });
/** One of a charge's figures: 'Amount', 'Paid', 'Due'. */
const figure = (page: Page, title: string, label: string) =>
  chargeItem(page, title)
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) })
    .getByRole('definition');
const totalOf = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Account' })
    .locator('div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) })
    .getByRole('definition');

async function meeraInRoom(request: Parameters<typeof PgSeed.create>[0]) {
  const pg = await PgSeed.create(request);
  const room = await pg.room({ roomNumber: '101', rentAmount: 6000 });
  const tenant = await pg.tenant({
    name: 'Meera Nair',
    phone: '9876500051',
    roomId: room._id,
    bedNumber: 1,
  });
  return { pg, room, tenant };
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, isMobile: viewport.width < 500, hasTouch: viewport.width < 500 });

    test('a charge added on the tenant’s page, paid in two parts, and a payment voided', async ({
      page,
      request,
    }) => {
      const { pg, tenant } = await meeraInRoom(request);
      await pg.open(page, `/tenants/${tenant._id}`);
      await expect(charges(page)).toContainText('No charges yet.');

      await charges(page).getByRole('button', { name: 'Add charge' }).click();
      const add = page.getByRole('dialog', { name: 'Add a charge' });
      await expect(add.getByLabel('Kind')).toHaveValue('mess');
      // Late fees are the house rules' to add.
      await expect(add.getByLabel('Kind').getByRole('option', { name: 'Late fee' })).toHaveCount(0);
      await expect(add.getByLabel('Date', { exact: true })).toHaveValue(businessDate());
      await add.getByRole('button', { name: 'Add charge' }).click();
      await expect(add.getByText('Amount must be a number')).toBeVisible();
      await add.getByLabel('Amount').fill('3000');
      await add.getByLabel('Due date').fill(businessDate(-1));
      await add.getByRole('button', { name: 'Add charge' }).click();
      await expect(add.getByText('Due date cannot be before the date')).toBeVisible();
      await add.getByLabel('Due date').fill(businessDate(7));
      await add.getByLabel('Note (optional)').fill('November mess, veg');
      await add.getByRole('button', { name: 'Add charge' }).click();
      await expect(add).toBeHidden();
      await expect(toasts(page)).toContainText('Charge added');

      const title = `Mess · ${dateText(businessDate())}`;
      await expect(chargeItem(page, title)).toContainText('November mess, veg');
      await expect(chargeItem(page, title)).toContainText(`Due ${dateText(businessDate(7))}`);
      await expect(chargeItem(page, title)).toContainText('Pending');
      await expect(figure(page, title, 'Due')).toHaveText('₹3,000');
      await expect(totalOf(page, 'Upcoming')).toHaveText('₹3,000');

      // The first part: the same pay dialog as a rent's, starting at the balance.
      await chargeItem(page, title)
        .getByRole('button', { name: `Pay ${title}` })
        .click();
      const pay = page.getByRole('dialog', { name: 'Record Payment' });
      await expect(pay).toContainText(`Meera Nair · ${title}`);
      const amount = pay.getByLabel('Amount', { exact: true });
      await expect(amount).toHaveValue('3000');
      await amount.fill('3500');
      await pay.getByRole('button', { name: 'Record Payment' }).click();
      await expect(pay.getByText('Amount cannot be more than the balance of ₹3,000')).toBeVisible();
      await amount.fill('1200');
      await pay.getByLabel('Payment method').selectOption('UPI');
      await pay.getByRole('button', { name: 'Record Payment' }).click();
      await expect(pay).toBeHidden();
      await expect(toasts(page)).toContainText('Payment recorded successfully');
      await closeRecordedPayment(page);
      await expect(figure(page, title, 'Paid')).toHaveText('₹1,200');
      await expect(figure(page, title, 'Due')).toHaveText('₹1,800');
      await expect(chargeItem(page, title)).toContainText('Partially Paid');
      if (viewport.width < 500) await saveScreenshot(page, 'charge-part-paid');

      // The rest: Record payment offers it, the only thing owed.
      await page.getByRole('button', { name: 'Record payment' }).click();
      await expect(amount).toHaveValue('1800');
      await pay.getByRole('button', { name: 'Record Payment' }).click();
      await expect(toasts(page)).toContainText('Charge paid in full');
      await closeRecordedPayment(page);
      await expect(figure(page, title, 'Due')).toHaveText('₹0');
      await expect(chargeItem(page, title)).toContainText('Paid');
      await expect(chargeItem(page, title).getByRole('button', { name: /^Pay/ })).toHaveCount(0);
      await expect(totalOf(page, 'Paid')).toHaveText('₹3,000');

      const payments = page.getByRole('region', { name: 'Payments' }).getByRole('listitem');
      await expect(payments).toHaveCount(2);
      await expect(payments.filter({ hasText: '₹1,200' })).toContainText(title);

      // A payment of a charge is voided like a rent's, with a reason.
      const today = dateText(businessDate());
      await page.getByRole('button', { name: `Void the payment of ₹1,800 on ${today}` }).click();
      const voidDialog = page.getByRole('dialog', { name: 'Void this payment?' });
      await voidDialog.getByLabel('Reason').fill('Counted twice');
      await voidDialog.getByRole('button', { name: 'Void payment' }).click();
      await expect(toasts(page)).toContainText('Payment voided');
      await expect(figure(page, title, 'Due')).toHaveText('₹1,800');
      await expect(payments.filter({ hasText: 'Voided on' })).toContainText('Counted twice');

      await saveScreenshot(page, 'tenant-charges');
    });

    test('a charge waived with a reason; one with a payment must have it voided first', async ({
      page,
      request,
    }) => {
      const { pg, tenant } = await meeraInRoom(request);
      const damage = await pg.charge(tenant._id, {
        kind: 'damage',
        amount: 500,
        note: 'Cracked mirror',
      });
      const laundry = await pg.charge(tenant._id, {
        kind: 'laundry',
        amount: 400,
        date: businessDate(-1),
        dueDate: businessDate(-1),
      });
      await pg.payCharge(laundry._id, 150);
      void damage;

      await pg.open(page, `/tenants/${tenant._id}`);
      const damageTitle = `Damage · ${dateText(businessDate())}`;
      await chargeItem(page, damageTitle)
        .getByRole('button', { name: `Waive ${damageTitle}` })
        .click();
      const waive = page.getByRole('dialog', { name: 'Waive this charge?' });
      await expect(waive).toContainText('Cracked mirror');
      await waive.getByRole('button', { name: 'Waive charge' }).click();
      await expect(waive.getByText('Reason is required')).toBeVisible();
      await waive.getByLabel('Reason').fill('Was already cracked at joining');
      await waive.getByRole('button', { name: 'Waive charge' }).click();
      await expect(waive).toBeHidden();
      await expect(toasts(page)).toContainText('Charge waived');
      await expect(chargeItem(page, damageTitle)).toContainText('Waived');
      await expect(chargeItem(page, damageTitle)).toContainText(
        `Waived on ${dateText(businessDate())} — Was already cracked at joining`,
      );
      await expect(figure(page, damageTitle, 'Due')).toHaveText('₹0');
      await expect(
        chargeItem(page, damageTitle).getByRole('button', { name: /^(Pay|Waive)/ }),
      ).toHaveCount(0);

      // Something paid stands on the laundry charge: the dialog says to void it first.
      const laundryTitle = `Laundry · ${dateText(businessDate(-1))}`;
      await chargeItem(page, laundryTitle)
        .getByRole('button', { name: `Waive ${laundryTitle}` })
        .click();
      await expect(waive).toContainText('₹150 has been paid towards this charge');
      await expect(waive.getByRole('button', { name: 'Waive charge' })).toHaveCount(0);
      await waive.getByRole('button', { name: 'Close' }).last().click();
      await expect(waive).toBeHidden();

      // Rent management lists the charges beside the rents; the rest is paid from there.
      await page.goto('/rent-management?tab=charges');
      const panel = page.getByRole('tabpanel');
      await expect(page.getByRole('tab', { name: 'Charges' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const cards = panel.getByRole('article');
      await expect(cards).toHaveCount(2);
      const laundryCard = cards.filter({ hasText: 'Laundry' });
      await expect(laundryCard).toContainText('₹250');
      await laundryCard.getByRole('button', { name: `Pay: Meera Nair, ${laundryTitle}` }).click();
      const pay = page.getByRole('dialog', { name: 'Record Payment' });
      await expect(pay.getByLabel('Amount', { exact: true })).toHaveValue('250');
      await pay.getByRole('button', { name: 'Record Payment' }).click();
      await expect(toasts(page)).toContainText('Charge paid in full');
      await closeRecordedPayment(page);
      await expect(laundryCard).toContainText('Paid');

      const filters = page.getByRole('group', { name: 'Show charges by status' });
      await filters.getByRole('button', { name: 'Waived' }).click();
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText('Cracked mirror');
      await cards
        .first()
        .getByRole('button', { name: /^Details:/ })
        .click();
      const details = page.getByRole('dialog', { name: 'Charge Details' });
      await expect(details).toContainText('Was already cracked at joining');
      await expect(details).toContainText('No payments recorded yet.');
      await details.getByRole('button', { name: 'Close' }).click();
      await filters.getByRole('button', { name: 'All Charges' }).click();
      await expect(cards).toHaveCount(2);
      await saveScreenshot(page, 'rent-management-charges');
    });

    test('a monthly charge is added, then ended after asking', async ({ page, request }) => {
      const { pg, tenant } = await meeraInRoom(request);
      await pg.open(page, `/tenants/${tenant._id}`);
      const monthly = page.getByRole('region', { name: 'Monthly charges' });
      await expect(monthly).toContainText('No monthly charges.');
      await monthly.getByRole('button', { name: 'Add monthly charge' }).click();
      const add = page.getByRole('dialog', { name: 'Add a monthly charge' });
      await add.getByLabel('Amount').fill('2500');
      await add.getByLabel('Note (optional)').fill('Veg mess, two meals');
      await add.getByRole('button', { name: 'Add monthly charge' }).click();
      await expect(toasts(page)).toContainText('Monthly charge added');
      await expect(monthly.getByRole('listitem')).toContainText('Mess · ₹2,500 a month');
      await expect(monthly.getByRole('listitem')).toContainText('Veg mess, two meals');

      await monthly.getByRole('button', { name: 'End the monthly Mess charge' }).click();
      const end = page.getByRole('dialog', { name: 'End this monthly charge?' });
      await expect(end).toContainText('Mess of ₹2,500 a month is no longer charged');
      await end.getByRole('button', { name: 'End charge' }).click();
      await expect(toasts(page)).toContainText('Monthly charge ended');
      await expect(monthly).toContainText('No monthly charges.');
    });
  });
}
