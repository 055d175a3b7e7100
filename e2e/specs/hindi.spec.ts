import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newAdmin, registerViaApi, type AdminDetails } from '../fixtures/accounts';
import {
  englishOnScreen,
  expectAllHindi,
  NUMBERS_AS_WRITTEN,
  overflowingText,
  TIME_ZONE_IDS,
  type Kept,
} from '../fixtures/hindi';
import { businessDate, monthOf, PgSeed } from '../fixtures/pg-seed';
import { closeToasts, saveScreenshot } from '../fixtures/ui';
import { TINY_PNG } from '../fixtures/wizard';

/**
 * Nivas in Hindi: every main screen at phone and desktop width with nothing left in English
 * and no text spilling out of or cut off by its box, errors from the server in Hindi, and the
 * language following the owner from one device to another.
 */

/** The owner's own data, as a Hindi-speaking owner types it: shown as typed. */
const OWNER = { name: 'आशा वर्मा', pgName: 'सूर्योदय PG', address: '14 एमजी रोड, इंदिरानगर, बेंगलुरु' };
/** A tenant whose name was typed in Latin letters: data, not the interface, so it may stay. */
const LATIN_NAME = 'Farhan Ali';
/** The PG takes UPI: its QR on the tenant's page, reminders, receipts and the poster. */
const UPI_ID = 'suryodaypg@okhdfcbank';
/** The owner's own note on a charge. */
const METER_NOTE = 'नवंबर का मीटर';

async function apiAs(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  return {
    async put(path: string, data: object) {
      const response = await request.put(`/api/v1/${path}`, { headers, data });
      expect(response.ok(), await response.text()).toBe(true);
      return response.json();
    },
    async post(path: string, data: object) {
      const response = await request.post(`/api/v1/${path}`, { headers, data });
      expect(response.ok(), await response.text()).toBe(true);
      return response.json();
    },
    async language() {
      const response = await request.get('/api/v1/admin/me', { headers });
      return ((await response.json()) as { data: { language: string } }).data.language;
    },
  };
}

/** A new owner registered through the API, with their API calls. */
async function newOwner(request: APIRequestContext) {
  const admin = newAdmin();
  const { token } = await registerViaApi(request, admin);
  return { admin, api: await apiAs(request, token) };
}

/**
 * A PG with something on every screen: rooms, tenants, rents due, overdue and part paid, a
 * UPI ID. Ramesh reads Hindi (his reminders, receipts and own page), Farhan English.
 */
async function seedHindiPg(request: APIRequestContext) {
  const seed = await PgSeed.create(request, OWNER);
  const api = await apiAs(request, seed.token);
  await api.put('admin/language', { language: 'hi' });
  await seed.updateSettings({ upiId: UPI_ID });
  const room = (
    await api.post('rooms', {
      roomNumber: '101',
      floorNumber: 1,
      capacity: 3,
      rentAmount: 8500,
      amenities: ['Cooler', 'WiFi', 'Almirah', 'बालकनी'],
      description: 'सड़क की तरफ़ खिड़की वाला हवादार कमरा',
    })
  ).data as { _id: string };
  await seed.room({ roomNumber: '102', floorNumber: 1, capacity: 2, rentAmount: 7000 });
  const ramesh = await seed.tenant({
    name: 'रमेश कुमार',
    phone: '9811100001',
    roomId: room._id,
    bedNumber: 1,
    depositAmount: 17000,
    language: 'hi',
  });
  const farhan = await seed.tenant({
    name: LATIN_NAME,
    phone: '9811100002',
    roomId: room._id,
    bedNumber: 2,
  });
  await seed.collectDeposit(ramesh._id, 10000);
  const thisMonth = monthOf(businessDate());
  const lastMonth = monthOf(businessDate(-31));
  await seed.rent({
    tenantId: ramesh._id,
    amount: 8500,
    ...lastMonth,
    dueDate: businessDate(-20),
    amountPaid: 3000,
  });
  await seed.rent({ tenantId: ramesh._id, amount: 8500, ...thisMonth, dueDate: businessDate(5) });
  await seed.rent({ tenantId: farhan._id, amount: 8500, ...lastMonth, dueDate: businessDate(-20) });
  await seed.charge(ramesh._id, { kind: 'electricity', amount: 640, note: METER_NOTE });
  return { seed, room, ramesh };
}

// The initials of the Latin name stand in for a photo; receipt and masked numbers as written.
// The owner's note may be cut short with an ellipsis on a phone's one-line row.
const OWNER_DATA: Kept[] = [LATIN_NAME, 'FA', METER_NOTE, ...NUMBERS_AS_WRITTEN];
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

/** The wizard at a step, as the tab keeps it (steps 1 to 3 read a camera and a card). */
async function wizardAt(page: Page, step: number, room: { _id: string }) {
  await page.evaluate(
    ({ step, photo, roomId }) =>
      sessionStorage.setItem(
        'nivas.tenant-onboarding',
        JSON.stringify({
          version: 2,
          step,
          editingFromReview: false,
          origin: { roomId: '', bedNumber: '', returnToRoom: false },
          phone: '9811100009',
          photo,
          aadhaarSides: {
            front: { image: photo, reading: { fields: {}, fromQr: [] }, isCard: true },
            back: null,
          },
          aadhaar: {
            name: 'सुनीता देवी',
            aadhaarNumber: '2345 6789 0124',
            dob: '1999-04-12',
            gender: 'Female',
            address: 'गली 4, शास्त्री नगर, जयपुर',
            guardianRelation: 'D/O',
            guardianName: 'रामलाल शर्मा',
          },
          details: {
            roomId: step > 4 ? roomId : '',
            bedNumber: step > 4 ? '3' : '',
            joiningDate: new Date().toISOString().slice(0, 10),
            rentAmount: '',
            depositAmount: '15000',
            email: '',
            occupation: 'नर्स',
            emergencyName: 'रामलाल शर्मा',
            emergencyPhone: '9811100010',
            emergencyRelation: 'पिता',
          },
          detailsDone: step > 4,
        }),
      ),
    { step, photo: TINY_PNG, roomId: room._id },
  );
  await page.goto('/tenant-onboarding');
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
      await check(page, 'room-add-refused');

      await page.goto('/tenants');
      await expect(page.getByRole('heading', { level: 1, name: 'किरायेदार' })).toBeVisible();
      await expect(page.getByText('रमेश कुमार')).toBeVisible();
      await check(page, 'tenants');

      await page.goto(`/tenants/${ramesh._id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'रमेश कुमार' })).toBeVisible();
      await expect(page.getByText('बिजली · ').first()).toBeVisible();
      await check(page, 'tenant-page');

      await page.goto('/tenants/add');
      await expect(page.getByRole('heading', { level: 1, name: 'नया किरायेदार जोड़ें' })).toBeVisible();
      await expect(page.getByLabel('कमरा', { exact: true })).toBeEnabled();
      await check(page, 'tenant-form');

      // Moving out: the statement worked out live, line by line, in Hindi.
      await page.goto(`/tenants/${ramesh._id}/move-out`);
      await page.getByLabel('नोटिस कब दिया').fill(businessDate(-5));
      await page.getByLabel('कब जा रहे हैं').fill(businessDate());
      await expect(page.getByText(/^नोटिस \d+ दिन कम/)).toBeVisible();
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
        if (step === 4) await expect(page.getByLabel('कमरा', { exact: true })).toBeEnabled();
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

test('the screen checks find English, spilling text and clipped vowel signs', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'hi-IN' });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'फिर से स्वागत है' })).toBeVisible();
  expect(await englishOnScreen(page)).toEqual([]);
  expect(await overflowingText(page)).toEqual([]);
  await page.evaluate(() => {
    const add = (html: string) => document.body.insertAdjacentHTML('beforeend', html);
    add('<p>किराया Save करें</p>');
    add('<button aria-label="Close menu">×</button>');
    add('<p lang="en">Pay rent here</p>');
    add('<div style="width: 60px; white-space: nowrap">बहुत लंबा हिंदी वाक्य</div>');
    add('<p style="overflow: hidden; height: 12px; line-height: 12px">किरायेदार</p>');
    add('<input style="width: 60px" placeholder="नाम, फ़ोन या ईमेल से खोजें">');
  });
  expect(await englishOnScreen(page)).toEqual(['Save', 'Close', 'menu']);
  const problems = await overflowingText(page);
  expect(problems.map((p) => p.text)).toEqual([
    'बहुत लंबा हिंदी वाक्य',
    'किरायेदार',
    'नाम, फ़ोन या ईमेल से खोजें',
  ]);
  await context.close();
});

test.describe('the language follows the owner', () => {
  test('switching on one device shows the choice on another after sign-in', async ({
    browser,
    request,
  }) => {
    const { admin, api } = await newOwner(request);

    const phone = await browser.newContext({ locale: 'en-US' });
    const laptop = await browser.newContext({ locale: 'en-US' });
    const onPhone = await phone.newPage();
    const onLaptop = await laptop.newPage();

    await signInInEnglish(onPhone, admin);
    await expect(
      onPhone.getByRole('heading', { name: `Welcome back, ${admin.name}` }),
    ).toBeVisible();
    await onPhone.getByRole('button', { name: 'Account menu' }).click();
    await onPhone.getByRole('menuitemradio', { name: 'हिंदी' }).click();
    await expect(onPhone.getByRole('heading', { name: `नमस्ते, ${admin.name}` })).toBeVisible();
    await expect(onPhone.locator('html')).toHaveAttribute('lang', 'hi');
    await expect.poll(() => api.language()).toBe('hi');

    // Another device, its browser in English: after sign-in, the account's Hindi.
    await onLaptop.goto('/login');
    await expect(onLaptop.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await signInInEnglish(onLaptop, admin);
    await expect(onLaptop.getByRole('heading', { name: `नमस्ते, ${admin.name}` })).toBeVisible();
    await expect(onLaptop.locator('html')).toHaveAttribute('lang', 'hi');
    await onLaptop.reload();
    await expect(onLaptop.getByRole('heading', { name: `नमस्ते, ${admin.name}` })).toBeVisible();

    // And back: English chosen on the laptop reaches the phone when it next opens Nivas.
    await onLaptop.getByRole('button', { name: 'खाता मेन्यू' }).click();
    await onLaptop.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(
      onLaptop.getByRole('heading', { name: `Welcome back, ${admin.name}` }),
    ).toBeVisible();
    await expect.poll(() => api.language()).toBe('en');
    await onPhone.reload();
    await expect(
      onPhone.getByRole('heading', { name: `Welcome back, ${admin.name}` }),
    ).toBeVisible();
    await expect(onPhone.locator('html')).toHaveAttribute('lang', 'en');

    await phone.close();
    await laptop.close();
  });

  test('a choice made on /login or /register is the one the owner signs in with', async ({
    browser,
    request,
  }) => {
    const { admin, api } = await newOwner(request);
    await api.put('admin/language', { language: 'hi' });

    // A Hindi browser opens /login in Hindi; the owner switches to English there, and it stays.
    const hindiBrowser = await browser.newContext({ locale: 'hi-IN' });
    const page = await hindiBrowser.newPage();
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'फिर से स्वागत है' })).toBeVisible();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await signInInEnglish(page, admin);
    await expect(page.getByRole('heading', { name: `Welcome back, ${admin.name}` })).toBeVisible();
    await expect.poll(() => api.language()).toBe('en');
    await hindiBrowser.close();

    // An English browser registers in Hindi: the account keeps Hindi, and the form's own
    // checks speak it.
    const englishBrowser = await browser.newContext({ locale: 'en-US' });
    const registering = await englishBrowser.newPage();
    await registering.goto('/register');
    await registering.getByRole('button', { name: 'हिंदी' }).click();
    await expect(registering.getByRole('button', { name: 'खाता बनाएँ' })).toBeVisible();
    await registering.getByRole('button', { name: 'खाता बनाएँ' }).click();
    await expect(registering.getByText('यह भरना ज़रूरी है').first()).toBeVisible();
    const owner = newAdmin();
    await registering.getByLabel('आपका नाम').fill(owner.name);
    await registering.getByLabel('फ़ोन नंबर').fill(owner.phone);
    await registering.getByLabel('ईमेल पता').fill(owner.email);
    await registering.getByLabel('पासवर्ड', { exact: true }).fill(owner.password);
    await registering.getByLabel('पासवर्ड दोबारा लिखें').fill(owner.password);
    await registering.getByLabel('PG का नाम').fill(owner.pgName);
    await registering.getByLabel('PG का पता').fill(owner.address);
    await registering.getByRole('button', { name: 'खाता बनाएँ' }).click();
    await expect(registering.getByRole('heading', { name: `नमस्ते, ${owner.name}` })).toBeVisible();
    const registered = await registering.evaluate(() => localStorage.getItem('token'));
    expect(await (await apiAs(request, registered!)).language()).toBe('hi');
    await englishBrowser.close();
  });

  test('Devanagari is drawn with the app’s own font: the Hindi switch on an English page, every Hindi page', async ({
    browser,
  }) => {
    for (const locale of ['en-US', 'hi-IN']) {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      const fonts: string[] = [];
      page.on('request', (r) => r.url().endsWith('.woff2') && fonts.push(r.url()));
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      const loaded = await page.evaluate(() =>
        Array.from(document.fonts as unknown as Iterable<FontFace>)
          .filter((f) => f.family === 'Nivas Devanagari' && f.status === 'loaded')
          .map((f) => f.weight),
      );
      expect(fonts.length).toBeGreaterThan(0);
      expect(fonts.every((url) => url.startsWith(new URL(page.url()).origin))).toBe(true);
      expect(fonts.every((url) => url.includes('noto-sans-devanagari-devanagari'))).toBe(true);
      // English: only the switch's हिंदी, in its one weight; Hindi: the page's weights.
      if (locale === 'en-US') expect(loaded).toEqual(['500']);
      else expect(loaded.length).toBeGreaterThan(1);
      await context.close();
    }
  });
});

async function signInInEnglish(page: Page, admin: Pick<AdminDetails, 'email' | 'password'>) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
