import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ensureCards, type GeneratedCard } from '../fixtures/cards/generate';
import {
  launchWithCameraFile,
  logRequests,
  READING_TEST_TIMEOUT_MS,
  READING_TIMEOUT_MS,
} from '../fixtures/onboarding';
import { saveScreenshot, toasts } from '../fixtures/ui';

/**
 * Issue 18: the Aadhaar step with Chromium's fake camera. The camera plays whatever picture
 * the test puts in its feed file before each capture: a card's front, then its back; a card
 * lying upside down; an invoice with a 12-digit number on it.
 */

const FEED = path.join(import.meta.dirname, '..', 'test-results', 'camera-feed.y4m');
test.use({ launchOptions: launchWithCameraFile(FEED) });

let cards: GeneratedCard[];
test.beforeAll(async () => {
  test.setTimeout(180_000);
  cards = (await ensureCards()).cards;
});

/** What the camera shows from now on. */
function showCamera(id: string) {
  const card = cards.find((c) => c.id === id);
  if (!card?.y4m) throw new Error(`No camera frames for ${id}`);
  mkdirSync(path.dirname(FEED), { recursive: true });
  copyFileSync(card.y4m, FEED);
  return card;
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function openAadhaarStep(page: Page, phone: string) {
  await page.goto('/tenant-onboarding');
  await field(page, 'Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Take Photo' }).click();
  await page.getByRole('button', { name: 'Capture' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Aadhaar Card Upload' })).toBeVisible();
}

async function capture(page: Page, button: string, toast: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.getByRole('button', { name: 'Capture' }).click();
  await expect(page.getByText('Processing Aadhaar Card...')).toBeVisible();
  await expect(toasts(page)).toContainText(toast, { timeout: READING_TIMEOUT_MS });
  // Closed, so that the next toast is the next reading's.
  for (const alert of await toasts(page).getByRole('alert').all()) await alert.click();
}

async function expectFront(page: Page, expected: GeneratedCard['expected']) {
  await expect(field(page, 'Name')).toHaveValue(expected.name);
  await expect(field(page, 'Aadhaar No.')).toHaveValue(expected.aadhaarNumber);
  await expect(field(page, 'Date of birth')).toHaveValue(expected.dob);
  await expect(field(page, 'Gender')).toHaveValue(expected.gender);
}

let requests: ReturnType<typeof logRequests>;
test.beforeEach(({ context }) => {
  requests = logRequests(context);
});
test.afterEach(() => {
  expect(requests.foreign()).toEqual([]);
});

test('front then back by camera fills every field; redoing the back keeps the front’s', async ({
  page,
}) => {
  test.setTimeout(READING_TEST_TIMEOUT_MS);
  showCamera('card-13-modern-none-front');
  await openAadhaarStep(page, '9876512340');

  const front = showCamera('card-13-modern-none-front');
  await capture(page, 'Capture with Camera', 'Some Aadhaar details were read.');
  await expectFront(page, front.expected);
  await expect(field(page, 'Address')).toHaveValue('');

  const back = showCamera('card-13-modern-none-back');
  await capture(page, 'Capture address side', 'Aadhaar details extracted successfully!');
  await expectFront(page, front.expected);
  await expect(field(page, 'Address')).toHaveValue(back.expected.address);
  await expect(field(page, 'Relation')).toHaveValue(back.expected.guardianRelation);
  await expect(field(page, "Guardian's name")).toHaveValue(back.expected.guardianName);
  await expect(page.getByRole('img', { name: 'The Aadhaar card' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Address side of the card' })).toBeVisible();
  await saveScreenshot(page, 'onboarding-3-aadhaar-both-sides');
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'onboarding-3-aadhaar-both-sides');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The back again: its picture and what only it gave go; the front's fields stay.
  await field(page, 'Name').fill('Rohan K. Das');
  await page.getByRole('button', { name: 'Upload the address side again' }).click();
  await expect(page.getByRole('img', { name: 'Address side of the card' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'The Aadhaar card' })).toBeVisible();
  await expect(field(page, 'Name')).toHaveValue('Rohan K. Das');
  await expect(field(page, 'Aadhaar No.')).toHaveValue(front.expected.aadhaarNumber);
  await expect(field(page, 'Date of birth')).toHaveValue(front.expected.dob);
  await expect(field(page, 'Address')).toHaveValue('');
  await expect(field(page, "Guardian's name")).toHaveValue('');

  showCamera('card-13-modern-none-back');
  await capture(page, 'Capture address side', 'Aadhaar details extracted successfully!');
  await expect(field(page, 'Name')).toHaveValue('Rohan K. Das');
  await expect(field(page, 'Address')).toHaveValue(back.expected.address);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Additional Details' })).toBeVisible();
});

test('a card lying upside down reads', async ({ page }) => {
  test.setTimeout(READING_TEST_TIMEOUT_MS);
  showCamera('card-16-modern-none-turned-180');
  await openAadhaarStep(page, '9876512341');
  const turned = showCamera('card-16-modern-none-turned-180');
  await capture(page, 'Capture with Camera', 'Aadhaar details extracted successfully!');
  await expectFront(page, turned.expected);
  await expect(field(page, 'Address')).toHaveValue(turned.expected.address);
});

test('an invoice with a 12-digit number is refused, and the fields can be typed', async ({
  page,
}) => {
  test.setTimeout(READING_TEST_TIMEOUT_MS);
  showCamera('not-a-card-invoice-1');
  await openAadhaarStep(page, '9876512342');
  showCamera('not-a-card-invoice-1');
  await capture(page, 'Capture with Camera', 'This does not look like an Aadhaar card');
  await expect(
    page.getByRole('status').filter({ hasText: 'This does not look like an Aadhaar card' }),
  ).toBeVisible();
  await expect(field(page, 'Aadhaar No.')).toHaveValue('');
  await expect(field(page, 'Name')).toHaveValue('');
  await expect(
    page.getByText('The number could not be read. Type it in from the card.'),
  ).toBeVisible();
  await saveScreenshot(page, 'onboarding-3-aadhaar-not-a-card');
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'onboarding-3-aadhaar-not-a-card');

  // Manual entry stays open; a number that fails the check digit is flagged, not refused.
  await field(page, 'Aadhaar No.').fill('2345 6789 0123');
  await expect(page.getByText('Check this number')).toBeVisible();
  await field(page, 'Aadhaar No.').fill('2345 6789 0124');
  await expect(page.getByText('Check this number')).toHaveCount(0);
});
