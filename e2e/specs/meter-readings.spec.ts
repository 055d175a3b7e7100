import { expect, test, type Page } from '@playwright/test';
import { businessDate, dateText, PgSeed } from '../fixtures/pg-seed';
import { saveScreenshot, toasts } from '../fixtures/ui';

test.use({ timezoneId: 'Asia/Kolkata', locale: 'en-IN' });

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

const meter = (page: Page) => page.getByRole('region', { name: 'Electricity meter' });
const addForm = (page: Page) => meter(page).getByRole('form', { name: 'Add a meter reading' });

async function addReading(page: Page, date: string, reading: string) {
  await addForm(page).getByLabel('Date').fill(date);
  await addForm(page).getByLabel('Meter reading').fill(reading);
  await addForm(page).getByRole('button', { name: 'Save reading' }).click();
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, isMobile: viewport.width < 500, hasTouch: viewport.width < 500 });

    test('a mistyped reading is undone with a reason: its charges waived, the meter back to the one before', async ({
      page,
      request,
    }) => {
      const pg = await PgSeed.create(request);
      await pg.updateSettings({ electricityRate: 10 });
      const room = await pg.room({ roomNumber: '103', capacity: 1, rentAmount: 6000 });
      const asha = await pg.tenant({
        name: 'Asha Verma',
        phone: '9876500065',
        roomId: room._id,
        bedNumber: 1,
        joiningDate: businessDate(-90),
      });
      const from = businessDate(-30);
      const to = businessDate();
      await pg.open(page, `/rooms/details/${room._id}`);
      await addReading(page, from, '1000');
      await expect(toasts(page)).toContainText('Meter reading saved');
      // Only the last reading offers Undo.
      const undoFirst = meter(page).getByRole('button', {
        name: `Undo the reading of ${dateText(from)}`,
      });
      await expect(undoFirst).toBeVisible();
      await addReading(page, to, '11000');
      await expect(toasts(page)).toContainText('Meter reading saved and the bill shared');
      await expect(undoFirst).toBeHidden();

      await meter(page)
        .getByRole('button', { name: `Undo the reading of ${dateText(to)}` })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Undo this reading?' });
      await expect(dialog).toContainText('11,000');
      await expect(dialog).toContainText('₹1,00,000');
      await dialog.getByRole('button', { name: 'Undo reading' }).click();
      await expect(dialog.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
      await dialog.getByLabel('Reason').fill('Typed 11000 for 1100');
      await saveScreenshot(page, 'meter-undo');
      await dialog.getByRole('button', { name: 'Undo reading' }).click();
      await expect(toasts(page)).toContainText('Reading undone and its charges waived');
      await expect(dialog).toBeHidden();
      const readings = meter(page)
        .getByRole('list', { name: 'Meter readings' })
        .getByRole('listitem');
      await expect(readings).toHaveCount(1);
      await expect(addForm(page).getByLabel('Meter reading')).toHaveAccessibleDescription(
        'Last reading: 1,000',
      );

      // The right figure on the same day: 100 units at ₹10, all Asha's.
      await addReading(page, to, '1100');
      await expect(toasts(page)).toContainText('Meter reading saved and the bill shared');
      await expect(readings.first()).toContainText('Bill₹1,000');

      // Her account: the undone share waived with the reason, the right one owed.
      await page.goto(`/tenants/${asha._id}`);
      const electricity = page
        .getByRole('region', { name: 'Charges', exact: true })
        .getByRole('listitem', { name: /^Electricity/ });
      await expect(electricity).toHaveCount(2);
      await expect(electricity.filter({ hasText: 'Waived' })).toContainText('Typed 11000 for 1100');
      await expect(electricity.filter({ hasNotText: 'Waived' })).toContainText('₹1,000');
    });

    test('two readings split the bill by days stayed: on room details and in each tenant’s account', async ({
      page,
      request,
    }) => {
      const pg = await PgSeed.create(request);
      const room = await pg.room({ roomNumber: '101', capacity: 2, rentAmount: 6000 });
      const from = businessDate(-30);
      const to = businessDate();
      // Meera stayed the whole period; Ravi joined on its 10th day (the period's days run from
      // the first reading's date to the day before the second's): 30 and 21 days.
      const meera = await pg.tenant({
        name: 'Meera Nair',
        phone: '9876500061',
        roomId: room._id,
        bedNumber: 1,
        joiningDate: businessDate(-90),
      });
      const ravi = await pg.tenant({
        name: 'Ravi Kumar',
        phone: '9876500062',
        roomId: room._id,
        bedNumber: 2,
        joiningDate: businessDate(-21),
      });

      await pg.open(page, `/rooms/details/${room._id}`);
      await expect(meter(page)).toContainText('No readings yet.');
      // No rate yet: the room says where to set it.
      await expect(meter(page)).toContainText('Set the electricity rate per unit');
      await meter(page).getByRole('link', { name: 'Open Settings' }).click();
      const house = page.getByRole('region', { name: 'House rules' });
      await house.getByLabel('Electricity rate per unit').fill('8.5');
      await house.getByRole('button', { name: 'Save' }).click();
      await expect(toasts(page)).toContainText('Settings saved');
      await page.goBack();
      await expect(meter(page)).toContainText('At ₹8.50 a unit.');

      await addReading(page, from, '1000');
      await expect(toasts(page)).toContainText('Meter reading saved');
      const readings = meter(page)
        .getByRole('list', { name: 'Meter readings' })
        .getByRole('listitem');
      await expect(readings).toHaveCount(1);
      await expect(readings.first()).toContainText('The first reading');
      await expect(addForm(page).getByLabel('Meter reading')).toHaveValue('');

      // A reading lower than the last is refused beside the field, before anything is sent.
      await addReading(page, to, '990');
      await expect(addForm(page)).toContainText(
        `A reading must be dated after ${dateText(from)} and be at least 1,000`,
      );
      await addReading(page, to, '1120');
      await expect(toasts(page)).toContainText('Meter reading saved and the bill shared');

      // The newest first: 120 units at ₹8.50 is ₹1,020, shared 30 : 21.
      await expect(readings).toHaveCount(2);
      const closing = meter(page).getByRole('listitem', { name: `Reading of ${dateText(to)}` });
      await expect(readings.first()).toContainText(dateText(to));
      await expect(closing).toContainText(`${dateText(from)} to ${dateText(to)} · 30 days`);
      await expect(closing).toContainText('Units120');
      await expect(closing).toContainText('Rate per unit₹8.50');
      await expect(closing).toContainText('Bill₹1,020');
      const shares = closing.getByRole('table');
      await expect(shares.getByRole('row', { name: /Meera Nair/ })).toContainText('30 of 30');
      await expect(shares.getByRole('row', { name: /Meera Nair/ })).toContainText('₹600');
      await expect(shares.getByRole('row', { name: /Ravi Kumar/ })).toContainText('21 of 30');
      await expect(shares.getByRole('row', { name: /Ravi Kumar/ })).toContainText('₹420');
      await saveScreenshot(page, 'room-meter');

      // Each share is an electricity charge on the tenant's account, its note saying how.
      await shares.getByRole('link', { name: 'Ravi Kumar' }).click();
      await expect(page).toHaveURL(`/tenants/${ravi._id}`);
      const raviCharge = page
        .getByRole('region', { name: 'Charges', exact: true })
        .getByRole('listitem', { name: /^Electricity/ });
      await expect(raviCharge).toContainText('₹420');
      await expect(raviCharge).toContainText('120 units × ₹8.50, 21 of 51 days: ₹420');

      await page.goto(`/tenants/${meera._id}`);
      const meeraCharge = page
        .getByRole('region', { name: 'Charges', exact: true })
        .getByRole('listitem', { name: /^Electricity/ });
      await expect(meeraCharge).toContainText('₹600');
      await expect(meeraCharge).toContainText('120 units × ₹8.50, 30 of 51 days: ₹600');
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test('a reading dated after today is refused beside the date, and nothing is saved', async ({
    page,
    request,
  }) => {
    const pg = await PgSeed.create(request);
    await pg.updateSettings({ electricityRate: 9 });
    const room = await pg.room({ roomNumber: '104', capacity: 1, rentAmount: 6000 });
    await pg.open(page, `/rooms/details/${room._id}`);
    await addReading(page, businessDate(1), '1000');
    await expect(addForm(page).getByLabel('Date')).toHaveAccessibleDescription(
      'The date cannot be in the future: use today or an earlier day.',
    );
    await expect(meter(page).getByRole('listitem')).toHaveCount(0);

    await addReading(page, businessDate(), '1000');
    await expect(toasts(page)).toContainText('Meter reading saved');
    await expect(
      meter(page).getByRole('listitem', { name: `Reading of ${dateText(businessDate())}` }),
    ).toBeVisible();
  });

  test('a tenant moved in the edit form is asked the day they moved, and their old room counts them up to the day before', async ({
    page,
    request,
  }) => {
    const pg = await PgSeed.create(request);
    await pg.updateSettings({ electricityRate: 8.5 });
    const old = await pg.room({ roomNumber: '101', capacity: 2, rentAmount: 6000 });
    const next = await pg.room({ roomNumber: '102', capacity: 2, rentAmount: 6000 });
    const ravi = await pg.tenant({
      name: 'Ravi Kumar',
      phone: '9876500063',
      roomId: old._id,
      bedNumber: 1,
      joiningDate: businessDate(-90),
    });
    await pg.tenant({
      name: 'Meera Nair',
      phone: '9876500064',
      roomId: old._id,
      bedNumber: 2,
      joiningDate: businessDate(-90),
    });
    const from = businessDate(-20);
    await pg.open(page, `/rooms/details/${old._id}`);
    await addReading(page, from, '1000');
    await expect(toasts(page)).toContainText('Meter reading saved');

    await page.goto(`/tenants/edit/${ravi._id}`);
    const movedOn = page.getByLabel('Moved on');
    await expect(movedOn).toBeHidden();
    await page.getByLabel('Room', { exact: true }).selectOption(next._id);
    await expect(movedOn).toHaveValue(businessDate());
    await expect(movedOn).toHaveAccessibleDescription(
      'From this day their electricity is shared in the new room, before it in the old.',
    );
    await page.getByLabel('Bed', { exact: true }).selectOption('1');
    // A day still to come is refused beside the field.
    await movedOn.fill(businessDate(1));
    await page.getByRole('button', { name: 'Save Tenant' }).click();
    await expect(movedOn).toHaveAccessibleDescription(
      'The date cannot be in the future: use today or an earlier day.',
    );
    await movedOn.fill(businessDate(-10));
    await saveScreenshot(page, 'tenant-move');
    await page.getByRole('button', { name: 'Save Tenant' }).click();
    await expect(toasts(page)).toContainText('Tenant updated successfully');

    // 90 units at ₹8.50 (₹765) over the twenty days before today: Meera all twenty, Ravi the
    // ten before his move.
    await page.goto(`/rooms/details/${old._id}`);
    const to = businessDate();
    await addReading(page, to, '1090');
    await expect(toasts(page)).toContainText('Meter reading saved and the bill shared');
    const shares = meter(page)
      .getByRole('listitem', { name: `Reading of ${dateText(to)}` })
      .getByRole('table');
    await expect(shares.getByRole('row', { name: /Meera Nair/ })).toContainText('20 of 20');
    await expect(shares.getByRole('row', { name: /Meera Nair/ })).toContainText('₹510');
    await expect(shares.getByRole('row', { name: /Ravi Kumar/ })).toContainText('10 of 20');
    await expect(shares.getByRole('row', { name: /Ravi Kumar/ })).toContainText('₹255');
  });
});
