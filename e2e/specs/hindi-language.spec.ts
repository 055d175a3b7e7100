import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newAdmin, registerViaApi, type AdminDetails } from '../fixtures/accounts';
import { apiAs } from '../fixtures/owner-api';

/**
 * The language follows the owner: chosen on one device, or on /login or /register, it is the
 * one they sign in with everywhere; and Devanagari is drawn with the app's own font.
 */

/** A new owner registered through the API, with their API calls. */
async function newOwner(request: APIRequestContext) {
  const admin = newAdmin();
  const { token } = await registerViaApi(request, admin);
  return { admin, api: await apiAs(request, token) };
}

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
          .filter((f) => f.status === 'loaded')
          .map((f) => `${f.family} ${f.weight}`),
      );
      // The switch's हिंदी is drawn from a font file (not the system's), whichever it is.
      const cdp = await context.newCDPSession(page);
      const { root } = await cdp.send('DOM.getDocument');
      const { nodeId } = await cdp.send('DOM.querySelector', {
        nodeId: root.nodeId,
        selector: 'button[lang="hi"]',
      });
      await cdp.send('CSS.enable');
      const drawnWith = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      expect(drawnWith.fonts.map((font) => font.isCustomFont)).toEqual([true]);
      if (locale === 'en-US') {
        // English: the word alone, from its own face inlined in the stylesheet; no file at all
        // (the whole Devanagari file, 54 KB, for five letters before).
        expect(fonts).toEqual([]);
        expect(loaded).toEqual(['Nivas Hindi Word 500']);
      } else {
        // Hindi: the page's weights of the whole font, served by Nivas itself.
        expect(fonts.length).toBeGreaterThan(1);
        expect(fonts.every((url) => url.startsWith(new URL(page.url()).origin))).toBe(true);
        expect(fonts.every((url) => url.includes('noto-sans-devanagari-devanagari'))).toBe(true);
        expect(
          loaded.filter((face) => face.startsWith('Nivas Devanagari ')).length,
        ).toBeGreaterThan(1);
      }
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
