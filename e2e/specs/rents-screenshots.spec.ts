import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { businessDate, monthOf, PgSeed } from '../fixtures/pg-seed';
import path from 'node:path';
import { saveScreenshot, screenshotDir, toasts } from '../fixtures/ui';

/**
 * A PG with a few months of history: overdue, part-paid, paid and upcoming rents, and one
 * tenant who has left. Screens are photographed once their data is on them.
 */
async function seedLivedInPg(request: APIRequestContext) {
  const pg = await PgSeed.create(request, { name: 'Asha Verma', pgName: 'Sunrise Ladies PG' });
  const r101 = await pg.room({ roomNumber: '101', floorNumber: 1, capacity: 2, rentAmount: 8000 });
  const r102 = await pg.room({ roomNumber: '102', floorNumber: 1, capacity: 3, rentAmount: 6500 });
  const r201 = await pg.room({ roomNumber: '201', floorNumber: 2, capacity: 1, rentAmount: 12000 });
  await pg.room({ roomNumber: '202', floorNumber: 2, capacity: 2, rentAmount: 7000 });

  const priya = await pg.tenant({
    name: 'Priya Sharma',
    phone: '9876501234',
    roomId: r101._id,
    bedNumber: 1,
  });
  const neha = await pg.tenant({
    name: 'Neha Gupta',
    phone: '9812345670',
    roomId: r101._id,
    bedNumber: 2,
  });
  const kavya = await pg.tenant({
    name: 'Kavya Iyer',
    phone: '9900112233',
    roomId: r102._id,
    bedNumber: 1,
  });
  const ritu = await pg.tenant({
    name: 'Ritu Singh',
    phone: '9845098450',
    roomId: r201._id,
    bedNumber: 1,
  });
  const anjali = await pg.tenant({
    name: 'Anjali Das',
    phone: '9731122334',
    roomId: r102._id,
    bedNumber: 2,
  });

  const rentDue = async (tenantId: string, amount: number, days: number, amountPaid = 0) => {
    const dueDate = businessDate(days);
    return pg.rent({ tenantId, amount, dueDate, amountPaid, ...monthOf(dueDate) });
  };
  await rentDue(priya._id, 8000, -20);
  await rentDue(kavya._id, 6500, -35, 2000);
  await rentDue(neha._id, 8000, 6);
  await rentDue(ritu._id, 12000, -3, 12000);
  await rentDue(kavya._id, 6500, 9, 3000);
  await rentDue(anjali._id, 6500, -50);
  await pg.deleteTenant(anjali._id);
  return pg;
}

/** A modal is photographed as the screen shows it: a full-page shot would stretch the backdrop. */
async function saveModalScreenshot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({
    path: path.join(screenshotDir, `${name}-${width}.png`),
    animations: 'disabled',
  });
}

async function dismissToasts(page: Page) {
  const toast = toasts(page).getByRole('alert');
  if (await toast.count()) await toast.first().click();
  await expect(toasts(page).getByRole('alert')).toHaveCount(0);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`rent screenshots at ${viewport.width} px`, () => {
    test.use({ viewport, timezoneId: 'Asia/Kolkata', locale: 'en-IN' });

    test('dashboard, rent management, payment modal and rent records', async ({
      page,
      request,
    }) => {
      const pg = await seedLivedInPg(request);

      await pg.open(page, '/dashboard');
      await expect(page.getByRole('heading', { name: 'Overdue Rents' })).toBeVisible();
      await expect(page.getByText('Priya Sharma')).toBeVisible();
      await saveScreenshot(page, 'rents-dashboard');

      await page.goto('/rent-management');
      await expect(page.getByRole('heading', { name: 'Anjali Das (Deleted)' })).toBeVisible();
      await dismissToasts(page);
      await saveScreenshot(page, 'rent-management-overdue');

      await page.getByRole('tab', { name: 'Rent Records' }).click();
      await expect(page.getByRole('heading', { name: 'Neha Gupta' })).toBeVisible();
      await saveScreenshot(page, 'rent-management-records');

      await page.getByRole('tab', { name: 'All Rents' }).click();
      await page.getByRole('button', { name: 'Partially Paid', exact: true }).click();
      // Her late rent with ₹2,000 paid is there too: Partially Paid holds late part payments.
      await expect(page.getByRole('heading', { name: 'Kavya Iyer' })).toHaveCount(2);
      await saveScreenshot(page, 'rent-management-all');

      // The latest due date first: the rent due in nine days, ₹3,000 of ₹6,500 paid.
      await page
        .getByRole('button', { name: /^Pay: Kavya Iyer/ })
        .first()
        .click();
      const modal = page.getByRole('dialog', { name: 'Record Payment' });
      await expect(modal.getByLabel('Amount')).toHaveValue('3500');
      await saveModalScreenshot(page, 'payment-modal');
      await modal.getByRole('button', { name: 'Cancel' }).click();

      await page
        .getByRole('button', { name: /^Details: Kavya Iyer/ })
        .first()
        .click();
      const details = page.getByRole('dialog', { name: 'Rent Details' });
      await expect(details.getByText('Loading payments...')).toBeHidden();
      await saveModalScreenshot(page, 'rent-details');
      await page.keyboard.press('Escape');

      await page.goto('/rents');
      await expect(page.getByText('Ritu Singh').first()).toBeVisible();
      await saveScreenshot(page, 'rents');

      await page.goto('/rents/add');
      await expect(page.getByLabel('Tenant')).toBeEnabled();
      await page.getByLabel('Tenant').selectOption({ label: 'Neha Gupta · Room 101' });
      await page.getByLabel('Mark as Paid').check();
      await saveScreenshot(page, 'rent-form');
    });
  });
}
