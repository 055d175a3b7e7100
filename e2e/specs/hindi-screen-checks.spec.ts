import { expect, test } from '@playwright/test';
import { englishOnScreen, overflowingText } from '../fixtures/hindi';

/**
 * The checks the Hindi specs rely on (e2e/fixtures/hindi.ts), tried on a page made to fail
 * them: they must find what they are there to find.
 */

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
