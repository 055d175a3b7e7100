import { expect, test } from '@playwright/test';
import { businessDate, monthOf, PgSeed } from '../fixtures/pg-seed';
import { stubWhatsApp, toasts } from '../fixtures/ui';

test.use({ timezoneId: 'Asia/Kolkata', locale: 'en-IN' });

test('the warden goes through the reminders one by one; whoever was reminded leaves the list', async ({
  page,
  request,
}) => {
  const pg = await PgSeed.create(request);
  const room = await pg.room({ roomNumber: '101', floorNumber: 1, capacity: 3, rentAmount: 5000 });
  // Three overdue tenants: the longest overdue comes first.
  const owing = [
    { name: 'Meera Nair', phone: '9876500001', daysLate: 20 },
    { name: 'Ravi Kumar', phone: '9876500002', daysLate: 10 },
    { name: 'Sana Shaikh', phone: '9876500003', daysLate: 5 },
  ];
  for (const [index, { name, phone, daysLate }] of owing.entries()) {
    const tenant = await pg.tenant({ name, phone, roomId: room._id, bedNumber: index + 1 });
    const dueDate = businessDate(-daysLate);
    await pg.rent({ tenantId: tenant._id, amount: 5000, ...monthOf(dueDate), dueDate });
  }
  await stubWhatsApp(page.context());
  await pg.open(page, '/reminders');
  await expect(page.getByText('3 to remind')).toBeVisible();

  await page.getByRole('button', { name: 'One by one' }).click();
  await expect(page.getByText('1 of 3')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  const meera = page.getByRole('article', { name: 'Meera Nair' });
  await expect(meera).toContainText('20 days overdue');

  // Reminded: the card stays while it is looked at, then Next moves on and it leaves the list.
  const [chat] = await Promise.all([
    page.context().waitForEvent('page'),
    meera.getByRole('link', { name: 'WhatsApp: remind Meera Nair' }).click(),
  ]);
  await chat.close();
  await expect(meera).toContainText('Reminded today');
  await page.getByRole('button', { name: 'Next tenant' }).click();
  await expect(page.getByRole('article', { name: 'Ravi Kumar' })).toContainText('10 days overdue');
  await expect(page.getByText('1 of 2')).toBeVisible();
  await expect(page.getByText('2 of 3 shown')).toBeVisible();

  await page.getByRole('button', { name: 'Next tenant' }).click();
  await expect(page.getByRole('article', { name: 'Sana Shaikh' })).toBeVisible();
  await expect(page.getByText('2 of 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next tenant' })).toBeDisabled();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('article', { name: 'Ravi Kumar' })).toBeVisible();

  // Shown again with the box unticked; the whole list has all three, Meera marked.
  await page.getByLabel('Hide tenants reminded today').uncheck();
  await expect(page.getByText('3 to remind')).toBeVisible();
  await page.getByRole('button', { name: 'Whole list' }).click();
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('article', { name: 'Meera Nair' })).toContainText('Reminded today');
  // Reminded by the server, not only on this screen: a reload still knows.
  await page.reload();
  await expect(page.getByText('2 of 3 shown')).toBeVisible();
});

test("the owner stops sharing a tenant's links: every link sent stops working", async ({
  page,
  request,
  browser,
}) => {
  const pg = await PgSeed.create(request);
  const room = await pg.room({ roomNumber: '101', floorNumber: 1, capacity: 2, rentAmount: 5000 });
  const tenant = await pg.tenant({
    name: 'Meera Nair',
    phone: '9876500001',
    roomId: room._id,
    bedNumber: 1,
  });
  const links = [await pg.shareLink(tenant._id), await pg.shareLink(tenant._id)];
  const fresh = await browser.newContext();
  const tenantPage = await fresh.newPage();
  await tenantPage.goto(new URL(links[0]!).pathname);
  await expect(tenantPage.getByRole('heading', { name: 'Hello, Meera Nair' })).toBeVisible();

  await pg.open(page, `/tenants/${tenant._id}`);
  const card = page.getByRole('region', { name: 'Tenant’s own link' });
  await card.getByRole('button', { name: 'Stop sharing' }).click();
  // Asked first: the dialog says what stopping does, and Cancel changes nothing.
  const confirm = page.getByRole('dialog', { name: 'Stop sharing this tenant’s links?' });
  await expect(confirm).toContainText('Every link sent to this tenant stops working');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await tenantPage.reload();
  await expect(tenantPage.getByRole('heading', { name: 'Hello, Meera Nair' })).toBeVisible();

  await card.getByRole('button', { name: 'Stop sharing' }).click();
  await confirm.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(toasts(page)).toContainText('2 links stopped working');
  for (const link of links) {
    await tenantPage.goto(new URL(link).pathname);
    await expect(
      tenantPage.getByRole('heading', { name: 'This link does not work' }),
    ).toBeVisible();
  }
  await fresh.close();
});
