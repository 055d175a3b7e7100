import {
  DEFAULT_REMINDER_TEMPLATES,
  fillReminderTemplate,
  formatDateIn,
  upiPaymentLink,
  whatsappLink,
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
import { saveScreenshot, stubWhatsApp } from '../fixtures/ui';

test.use({ timezoneId: 'Asia/Kolkata', locale: 'en-IN' });

const UPI_ID = 'sunrise.pg@okhdfcbank';

/** Meera in Room 101 with a rent of ₹5,000 ten days overdue; the PG takes UPI. */
async function meeraOverdue(request: Parameters<typeof PgSeed.create>[0]) {
  const pg = await PgSeed.create(request);
  await pg.updateSettings({ upiId: UPI_ID });
  const room = await pg.room({ roomNumber: '101', floorNumber: 1, capacity: 2, rentAmount: 5000 });
  const tenant = await pg.tenant({
    name: 'Meera Nair',
    phone: '9876500001',
    roomId: room._id,
    bedNumber: 1,
  });
  const dueDate = businessDate(-10);
  const period = monthOf(dueDate);
  await pg.rent({ tenantId: tenant._id, amount: 5000, ...period, dueDate });
  return { pg, room, tenant, dueDate, period };
}

/** The tab a click opens, once it has gone where it was sent. */
async function tabOpenedBy(page: Page, click: () => Promise<void>) {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), click()]);
  await tab.waitForURL((url) => url.href !== 'about:blank');
  return tab;
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("remind an overdue tenant on WhatsApp, record their UPI payment, open the receipt, and open the tenant's link in a fresh browser", async ({
    page,
    request,
    browser,
  }) => {
    const { pg, tenant, dueDate, period } = await meeraOverdue(request);
    await stubWhatsApp(page.context());
    await pg.open(page, '/reminders');

    // The reminder: what is owed, since when, and the WhatsApp message of the PG's template.
    const card = page.getByRole('article', { name: 'Meera Nair' });
    await expect(card).toContainText('₹5,000');
    await expect(card).toContainText('10 days overdue');
    const upiLink = upiPaymentLink(
      { upiId: UPI_ID, payeeName: pg.admin.pgName },
      { amountPaise: 5000_00, note: 'Meera Nair · Room 101' },
    );
    const message = fillReminderTemplate(DEFAULT_REMINDER_TEMPLATES.en, {
      name: 'Meera Nair',
      amount: '₹5,000',
      month: periodText(period),
      dueDate: formatDateIn(dueDate, 'en'),
      pgName: pg.admin.pgName,
      upiLink,
    });
    const whatsapp = card.getByRole('link', { name: 'WhatsApp: remind Meera Nair' });
    await expect(whatsapp).toHaveAttribute('href', whatsappLink('9876500001', message));
    await saveScreenshot(page, 'reminders-list');
    const chat = await tabOpenedBy(page, () => whatsapp.click());
    expect(chat.url()).toBe(whatsappLink('9876500001', message));
    await chat.close();
    await expect(card).toContainText('Reminded today');

    // Their UPI payment, from their page: a reference that is not a UPI id is warned of.
    await card.getByRole('link', { name: 'Meera Nair', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/tenants/${tenant._id}$`));
    await expect(page.getByRole('img', { name: 'UPI QR code to pay ₹5,000' })).toBeVisible();
    await page.getByRole('button', { name: 'Record payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record Payment' });
    await dialog.getByLabel('Payment method').selectOption('UPI');
    await dialog.getByLabel(/Reference/).fill('T2311');
    await expect(dialog.getByRole('status')).toContainText(
      'does not look like a UPI transaction id',
    );
    await dialog.getByLabel(/Reference/).fill('412345678901');
    await expect(dialog.getByRole('status')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Record Payment' }).click();
    const recorded = page.getByRole('dialog', { name: 'Payment recorded' });
    await expect(recorded).toContainText(/₹5,000 recorded\. Receipt RCPT-\d{4}-\d{6} is ready\./);

    // The receipt opens in a tab of its own.
    const receipt = await tabOpenedBy(page, () =>
      recorded.getByRole('button', { name: /^Open receipt RCPT-/ }).click(),
    );
    await expect(receipt.locator('body')).toContainText('Rupees Five Thousand Only');
    await expect(receipt.locator('body')).toContainText('Meera Nair');
    await expect(receipt.locator('body')).toContainText('412345678901');
    await receipt.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(receipt, 'receipt-en');
    // Printed, on A4 or on A5, the receipt is one page.
    for (const format of ['A4', 'A5'] as const) {
      const pdf = await receipt.pdf({ format });
      expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g), format).toHaveLength(1);
    }
    await receipt.close();

    // Sent on WhatsApp: the receipt's link goes through the tenant's own link.
    const sent = await tabOpenedBy(page, () =>
      recorded.getByRole('button', { name: 'Send receipt on WhatsApp' }).click(),
    );
    const text = new URL(sent.url()).searchParams.get('text')!;
    expect(sent.url()).toMatch(/^https:\/\/wa\.me\/919876500001\?text=/);
    expect(text).toContain(
      `received ₹5,000 (Rent · ${periodText(period)}) on ${dateText(businessDate())}`,
    );
    const receiptUrl = /(http\S+\/api\/v1\/shared\/\S+\/receipts\/\S+)/.exec(text)![1]!;
    await sent.close();

    // A fresh browser, not signed in: the tenant's own page and the receipt sent to them.
    const fresh = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
    });
    const tenantPage = await fresh.newPage();
    await tenantPage.goto(receiptUrl);
    await expect(tenantPage.locator('body')).toContainText('Rupees Five Thousand Only');
    await tenantPage.goto(new URL(await pg.shareLink(tenant._id)).pathname);
    await expect(tenantPage.getByRole('heading', { name: 'Hello, Meera Nair' })).toBeVisible();
    // Paid in full: next month's rent is what is owed now, payable by UPI.
    await expect(tenantPage.getByText(`Rent · ${periodText(nextMonthOf(period))}`)).toBeVisible();
    await expect(tenantPage.getByRole('link', { name: /^Pay with a UPI app/ })).toHaveAttribute(
      'href',
      /^upi:\/\/pay\?pa=sunrise\.pg@okhdfcbank&/,
    );
    await expect(tenantPage.getByRole('link', { name: /^Receipt RCPT-/ })).toHaveCount(1);
    await expect(tenantPage.getByText('XXXXXX0001')).toBeVisible();
    // Nothing of the owner's app: no navigation, no sign-in.
    await expect(tenantPage.getByRole('navigation')).toHaveCount(0);
    await fresh.close();
  });
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const) {
  test(`screenshots at ${viewport.width} px: receipts in English and Hindi, reminders, the poster and the tenant's link`, async ({
    page,
    request,
    browser,
  }) => {
    await page.setViewportSize(viewport);
    const { pg, room, tenant } = await meeraOverdue(request);
    const ravi = await pg.tenant({
      name: 'Ravi Kumar',
      phone: '9876500002',
      roomId: room._id,
      bedNumber: 2,
      language: 'hi',
    });
    const dueDate = businessDate(2);
    await pg.rent({
      tenantId: ravi._id,
      amount: 5000,
      ...monthOf(dueDate),
      dueDate,
      amountPaid: 2000,
    });
    await pg.open(page, '/reminders');
    await expect(page.getByRole('article', { name: 'Ravi Kumar' })).toBeVisible();
    await page
      .getByRole('article', { name: 'Ravi Kumar' })
      .getByText(/^Message/)
      .click();
    await saveScreenshot(page, 'reminders');

    for (const [who, name] of [
      [tenant, 'receipt-tenant-page-en'],
      [ravi, 'receipt-tenant-page-hi'],
    ] as const) {
      await pg.open(page, `/tenants/${who._id}`);
      await expect(page.getByRole('heading', { name: who.name })).toBeVisible();
      if (who === ravi) {
        const receipt = await tabOpenedBy(page, () =>
          page
            .getByRole('button', { name: /^Open receipt RCPT-/ })
            .first()
            .click(),
        );
        await receipt.setViewportSize(viewport);
        await expect(receipt.locator('body')).toContainText('दो हज़ार रुपये मात्र');
        await saveScreenshot(receipt, 'receipt-hi');
        await receipt.close();
      }
      await saveScreenshot(page, name);
    }

    await pg.open(page, '/settings/upi-poster');
    await expect(page.getByRole('img', { name: 'UPI QR code of the PG' })).toBeVisible();
    await saveScreenshot(page, 'upi-poster');

    const fresh = await browser.newContext({ viewport });
    const tenantPage = await fresh.newPage();
    await tenantPage.goto(new URL(await pg.shareLink(ravi._id)).pathname);
    // Ravi reads Hindi: his page is in it, whatever this browser's language.
    await expect(tenantPage.getByRole('heading', { name: 'नमस्ते, Ravi Kumar' })).toBeVisible();
    await saveScreenshot(tenantPage, 'tenant-link');
    await tenantPage.goto('/t/not-a-token');
    await expect(
      tenantPage.getByRole('heading', { name: 'This link does not work' }),
    ).toBeVisible();
    await fresh.close();
  });
}
