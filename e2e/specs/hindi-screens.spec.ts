import { expect, test, type Page } from '@playwright/test';
import type { AdminDetails } from '../fixtures/accounts';
import {
  englishOnScreen,
  expectAllHindi,
  overflowingText,
  TIME_ZONE_IDS,
  type Kept,
} from '../fixtures/hindi';
import { LATIN_NAME, OWNER, OWNER_DATA, seedHindiPg, UPI_ID, wizardAt } from '../fixtures/hindi-pg';
import { businessDate } from '../fixtures/pg-seed';
import { closeToasts, saveScreenshot } from '../fixtures/ui';

/**
 * Nivas in Hindi: every main screen at phone and desktop width with nothing left in English
 * and no text spilling out of or cut off by its box, and errors from the server in Hindi.
 */

/** Signed-in devices are named by their browser and system, as their makers spell them. */
const DEVICE_NAMES = [/\b(Chrome|Chromium|Linux|Windows|Android|macOS)\b/g];

async function signInInHindi(page: Page, admin: Pick<AdminDetails, 'email' | 'password'>) {
  await page.goto('/login');
  await page.getByLabel('ईमेल पता').fill(admin.email);
  await page.getByLabel('पासवर्ड', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'लॉग इन करें' }).click();
}

/** The toasts, their region named in Hindi. */
const hindiToasts = (page: Page) => page.getByRole('region', { name: 'सूचनाएँ' });

/** Checked and photographed once the screen is complete. */
async function check(page: Page, name: string, kept: readonly Kept[] = []) {
  await closeToasts(hindiToasts(page));
  await expectAllHindi(page, name, [...OWNER_DATA, ...kept]);
  await saveScreenshot(page, `hindi-${name}`);
}

/** The tab a click opens, once it has gone where it was sent. */
async function tabOpenedBy(page: Page, click: () => Promise<void>) {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), click()]);
  await tab.waitForURL((url) => url.href !== 'about:blank');
  return tab;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`in Hindi at ${viewport.width} px`, () => {
    test.use({ viewport, locale: 'hi-IN' });

    test('every main screen speaks Hindi and holds its text', async ({
      page,
      request,
      browser,
    }) => {
      test.setTimeout(300_000);
      const { seed, room, ramesh } = await seedHindiPg(request);

      // The browser's language decides the first visit.
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'फिर से स्वागत है' })).toBeVisible();
      await check(page, 'login');

      await page.goto('/register');
      await expect(page.getByRole('button', { name: 'खाता बनाएँ' })).toBeVisible();
      await check(page, 'register');

      // An error from the server, in Hindi: a wrong password.
      await page.goto('/login');
      await page.getByLabel('ईमेल पता').fill(seed.admin.email);
      await page.getByLabel('पासवर्ड', { exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: 'लॉग इन करें' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'ईमेल या पासवर्ड गलत है' })).toHaveCount(
        2, // the box on the form and the toast
      );
      await check(page, 'login-failed');

      await signInInHindi(page, seed.admin);
      await expect(page.getByRole('heading', { name: `नमस्ते, ${OWNER.name}` })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'बकाया किराए' })).toBeVisible();
      await check(page, 'dashboard');

      if (viewport.width < 1024) {
        // The phone's bottom bar: five sections whose Hindi names fit under their icons, and
        // More's sheet with the rest, the account and the language switch.
        const bar = page.getByRole('navigation', { name: 'ऐप के हिस्से' });
        for (const tab of ['डैशबोर्ड', 'कमरे', 'किरायेदार', 'किराया']) {
          await expect(bar.getByRole('link', { name: tab, exact: true })).toBeVisible();
        }
        await closeToasts(hindiToasts(page));
        await bar.getByRole('button', { name: 'और', exact: true }).click();
        const more = page.getByRole('dialog', { name: 'और विकल्प' });
        await expect(more.getByRole('link', { name: 'रिमाइंडर' })).toBeVisible();
        await expect(more.getByRole('button', { name: 'हिंदी' })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        // Checked as it is: the page behind the sheet takes no clicks.
        await expectAllHindi(page, 'more-sheet', OWNER_DATA);
        await saveScreenshot(page, 'hindi-more-sheet');
        await page.keyboard.press('Escape');
        await expect(more).toHaveCount(0);
      }

      await page.goto('/rooms');
      await expect(page.getByRole('heading', { level: 1, name: 'कमरे' })).toBeVisible();
      // A phone's compact rows name the room and its beds; wider, the cards list amenities.
      await expect(
        viewport.width < 768 ? page.getByText('2/3 बिस्तर').first() : page.getByText('कूलर').first(),
      ).toBeVisible();
      await check(page, 'rooms');

      await page.goto(`/rooms/details/${room._id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'कमरा 101' })).toBeVisible();
      await expect(page.getByText('बिस्तरों का नक्शा')).toBeVisible();
      await check(page, 'room-details');

      // A refusal from the server on a data screen: a room number that exists.
      await page.goto('/rooms/add');
      await page.getByLabel('मंज़िल').fill('1');
      await page.getByLabel('कमरा नंबर').fill('101');
      await page.getByLabel('कितने लोग रह सकते हैं').fill('2');
      await page.getByLabel('किराया (हर महीने)').fill('7000');
      await page.getByRole('button', { name: 'कमरा सहेजें' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'इस नंबर का कमरा पहले से है' }).first(),
      ).toBeVisible();
      // Said at the field too, which keeps it once the toast is gone; a new number clears it.
      const roomNumber = page.getByLabel('कमरा नंबर');
      await expect(roomNumber).toHaveAttribute('aria-invalid', 'true');
      await expect(roomNumber).toHaveAccessibleDescription('इस नंबर का कमरा पहले से है');
      await expect(roomNumber).toBeFocused();
      await check(page, 'room-add-refused');
      await roomNumber.fill('102');
      await expect(roomNumber).not.toHaveAttribute('aria-invalid', 'true');

      await page.goto('/tenants');
      await expect(page.getByRole('heading', { level: 1, name: 'किरायेदार' })).toBeVisible();
      await expect(page.getByText('रमेश कुमार')).toBeVisible();
      await check(page, 'tenants');

      await page.goto(`/tenants/${ramesh._id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'रमेश कुमार' })).toBeVisible();
      await expect(page.getByText('बिजली · ').first()).toBeVisible();
      // The UPI code asks for what falls due later too, and says so.
      await expect(page.getByText(/^₹[\d,]+ अभी देने हैं और ₹[\d,]+ आगे की तारीख पर।$/)).toBeVisible();
      await check(page, 'tenant-page');

      await page.goto('/tenants/add');
      await expect(page.getByRole('heading', { level: 1, name: 'नया किरायेदार जोड़ें' })).toBeVisible();
      await expect(page.getByLabel('कमरा', { exact: true })).toBeEnabled();
      await check(page, 'tenant-form');

      // Moving out: the statement worked out live, line by line, in Hindi.
      await page.goto(`/tenants/${ramesh._id}/move-out`);
      await page.getByLabel('नोटिस कब दिया').fill(businessDate(-5));
      await page.getByLabel('कब जा रहे हैं').fill(businessDate());
      // Notice 5 days ahead of the 30 the PG asks: 25 days short, once the statement has caught
      // up with both dates (not the figure worked out from the first date alone).
      await expect(page.getByText(/^नोटिस 25 दिन कम/)).toBeVisible();
      await expect(page.getByText('हिसाब बदल रहा है...')).toHaveCount(0);
      await check(page, 'move-out');

      for (const [step, heading] of [
        [1, 'मोबाइल नंबर'],
        [2, 'अभी की फ़ोटो'],
        [3, 'आधार कार्ड'],
        [4, 'बाकी जानकारी'],
        [5, 'जाँचें और पूरा करें'],
      ] as const) {
        await wizardAt(page, step, room);
        await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
        // The step itself, not the loading state shown while a later step's code arrives.
        await expect(
          page.getByRole('region', { name: heading }).getByRole('button').first(),
        ).toBeVisible();
        if (step === 4) {
          await expect(page.getByLabel('कमरा', { exact: true })).toBeEnabled();
          // The ID type from the card, in the screen's language.
          await expect(page.getByLabel('पहचान पत्र का प्रकार')).toHaveValue('आधार');
        }
        await check(page, `onboarding-step-${step}`);
      }

      await page.goto('/rents');
      await expect(page.getByRole('heading', { level: 1, name: 'किराया रिकॉर्ड' })).toBeVisible();
      await expect(page.getByText(LATIN_NAME).first()).toBeVisible();
      await check(page, 'rents');

      await page.goto('/rents/add');
      await expect(
        page.getByRole('heading', { level: 1, name: 'नया किराया रिकॉर्ड जोड़ें' }),
      ).toBeVisible();
      await check(page, 'rent-form');

      // Who to remind: Ramesh's message in Hindi, Farhan's (folded) in English; the owner's
      // card says their dues in the owner's Hindi either way.
      await page.goto('/reminders');
      await expect(page.getByRole('heading', { level: 1, name: 'रिमाइंडर' })).toBeVisible();
      const rameshCard = page.getByRole('article', { name: 'रमेश कुमार' });
      await expect(rameshCard).toContainText('दिन से बकाया');
      await expect(page.getByRole('article', { name: LATIN_NAME })).toContainText('किराया · ');
      await rameshCard.getByText('हिंदी में मैसेज').click();
      await expect(rameshCard.locator('p[lang="hi"]')).toContainText('नमस्ते रमेश कुमार');
      await check(page, 'reminders');

      await page.goto('/rent-management');
      await expect(page.getByRole('heading', { level: 1, name: 'किराया वसूली' })).toBeVisible();
      await expect(page.getByText('से बकाया').first()).toBeVisible();
      await check(page, 'rent-management');
      for (const tab of ['सारे किराए', 'शुल्क']) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByText(/लोड हो रहे हैं/)).toHaveCount(0);
        await check(page, `rent-management-${tab === 'शुल्क' ? 'charges' : 'all'}`);
      }
      await page.getByRole('tab', { name: 'बकाया' }).click();
      await page.getByRole('button', { name: /^भुगतान: रमेश कुमार/ }).click();
      const payment = page.getByRole('dialog', { name: 'भुगतान दर्ज करें' });
      await expect(payment).toBeVisible();
      await check(page, 'rent-management-payment');

      // Recorded: the receipt, from the dialog, in Ramesh's Hindi.
      await payment.getByLabel('भुगतान का तरीका').selectOption('UPI');
      await payment.getByLabel(/रेफ़रेंस/).fill('T2311');
      await expect(payment.getByRole('status')).toContainText('UPI ट्रांज़ैक्शन ID (12 अंक) जैसा नहीं');
      await check(page, 'rent-management-payment-upi');
      // Taller than the screen now, yet its buttons stay whole at the dialog's foot.
      await expect(payment.getByRole('button', { name: 'भुगतान दर्ज करें' })).toBeInViewport({
        ratio: 1,
      });
      await payment.getByLabel(/रेफ़रेंस/).fill('412345678901');
      await payment.getByRole('button', { name: 'भुगतान दर्ज करें' }).click();
      const recorded = page.getByRole('dialog', { name: 'भुगतान दर्ज हो गया' });
      await expect(recorded).toContainText(/₹5,500 दर्ज हो गए। रसीद RCPT-\d{4}-\d{6} तैयार है।/);
      await check(page, 'payment-recorded');
      const receipt = await tabOpenedBy(page, () =>
        recorded.getByRole('button', { name: /^रसीद RCPT-\S+ खोलें$/ }).click(),
      );
      await receipt.setViewportSize(viewport);
      await expect(receipt.locator('body')).toContainText('पाँच हज़ार पाँच सौ रुपये मात्र');
      await check(receipt, 'receipt');
      await receipt.close();
      await recorded.getByRole('button', { name: 'ठीक है' }).click();
      await expect(recorded).toHaveCount(0);

      await page.goto('/settings');
      await expect(page.getByRole('heading', { level: 1, name: 'सेटिंग्स' })).toBeVisible();
      await expect(page.getByLabel('किराए की तारीख़')).toHaveValue('5');
      await expect(page.getByText('भारतीय मानक समय')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'UPI और रिमाइंडर' })).toBeVisible();
      await expect(page.getByLabel(/^UPI ID/)).toHaveValue(UPI_ID);
      await check(page, 'settings', TIME_ZONE_IDS);

      // The poster speaks to every tenant: its English lines are English on purpose.
      await page.getByRole('link', { name: '“यहाँ किराया भरें” पोस्टर छापें' }).click();
      await expect(page.getByRole('img', { name: 'PG का UPI QR कोड' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Pay rent here' })).toHaveAttribute(
        'lang',
        'en',
      );
      await expect(page.getByText('यहाँ किराया भरें', { exact: true })).toBeVisible();
      await check(page, 'upi-poster');

      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1, name: 'प्रोफ़ाइल' })).toBeVisible();
      await expect(page.getByText('यह डिवाइस')).toBeVisible();
      await check(page, 'profile', DEVICE_NAMES);

      // The form's own checks, in Hindi, from the contract's rules.
      await page.getByLabel('फ़ोन नंबर').fill('12345');
      await page.getByRole('button', { name: 'बदलाव सहेजें' }).click();
      await expect(page.getByText('10 अंकों का मोबाइल नंबर लिखें')).toBeVisible();

      await page.getByRole('button', { name: 'खाता मेन्यू' }).click();
      await expect(page.getByRole('menuitemradio', { name: 'हिंदी' })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      await check(page, 'profile-menu', DEVICE_NAMES);

      // A session the server no longer knows: the hint to sign in, in Hindi, not an error.
      await page.keyboard.press('Escape');
      await page.getByLabel('फ़ोन नंबर').fill('9876543210');
      await page.evaluate(() => localStorage.setItem('token', 'expired-token'));
      await page.getByRole('button', { name: 'बदलाव सहेजें' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(hindiToasts(page)).toContainText('पहले लॉग इन करें');

      // Ramesh's own link, opened on his phone whose browser is in English: his Hindi.
      const link = new URL(await seed.shareLink(ramesh._id)).pathname;
      const phone = await browser.newContext({ viewport, locale: 'en-US' });
      const own = await phone.newPage();
      await own.goto(link);
      await expect(own.getByRole('heading', { name: 'नमस्ते, रमेश कुमार' })).toBeVisible();
      await expect(own.locator('main [lang="hi"]')).toBeVisible();
      await expect(own.getByText('आधार XXXX XXXX')).toBeVisible();
      await expect(own.getByRole('link', { name: /^रसीद RCPT-/ }).first()).toBeVisible();
      await expect(own).toHaveTitle('आपका हिसाब · सूर्योदय PG');
      expect(await englishOnScreen(own, OWNER_DATA), 'English left on the tenant’s link').toEqual(
        [],
      );
      expect(await overflowingText(own), 'text overflowing on the tenant’s link').toEqual([]);
      await saveScreenshot(own, 'hindi-tenant-link');
      await phone.close();
    });
  });
}
