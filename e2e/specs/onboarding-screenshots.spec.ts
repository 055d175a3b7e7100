import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ensureCards, type GeneratedCard } from '../fixtures/cards/generate';
import {
  logRequests,
  seedOwner,
  READING_TIMEOUT_MS,
  READING_TEST_TIMEOUT_MS,
} from '../fixtures/onboarding';
import { openSignedIn } from '../fixtures/signed-in';
import { portrait } from '../fixtures/portrait';
import { closeToasts, saveScreenshot, toasts } from '../fixtures/ui';

/**
 * Every step of the onboarding wizard at desktop and phone width, written to e2e/screenshots
 * (git-ignored) for people to look at.
 */

let cardWithQr: GeneratedCard;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  const cards = (await ensureCards()).cards;
  cardWithQr = cards.find((c) => c.id === 'card-01-modern-secure')!;
});

async function shot(page: Page, name: string) {
  // Toasts sit over the page's corner: closed first, so the picture shows the step.
  await closeToasts(toasts(page));
  await saveScreenshot(page, `onboarding-${name}`);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`onboarding screenshots at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('each step, signed in', async ({ page, request, context }) => {
      test.setTimeout(READING_TEST_TIMEOUT_MS);
      const requests = logRequests(context);
      const owner = await seedOwner(request);
      const room = await owner.room({ roomNumber: '101', floorNumber: 1, capacity: 3 });
      await owner.room({ roomNumber: '102', floorNumber: 1, capacity: 2 });
      await owner.tenant({ name: 'Farhan Ali', phone: '9000000011', room, bedNumber: 1 });
      await openSignedIn(
        page,
        owner,
        `/tenant-onboarding?roomId=${room._id}&bedNumber=2&returnToRoom=true`,
      );
      const cont = page.getByRole('button', { name: 'Continue' });

      await expect(page.getByRole('heading', { name: 'Mobile Number Verification' })).toBeVisible();
      await shot(page, '1-mobile');
      await page.getByLabel('Mobile number', { exact: true }).fill('98450');
      await cont.click();
      await expect(page.getByText('Please enter a valid 10-digit mobile number')).toBeVisible();
      await shot(page, '1-mobile-invalid');
      await page.getByLabel('Mobile number', { exact: true }).fill('9000000011');
      await expect(page.getByText(/already has this number/)).toBeVisible();
      await shot(page, '1-mobile-in-use');
      await page.getByLabel('Mobile number', { exact: true }).fill('9845012345');
      await cont.click();

      await expect(page.getByRole('button', { name: 'Take Photo' })).toBeVisible();
      await shot(page, '2-photo');
      await page.getByRole('button', { name: 'Take Photo' }).click();
      await expect(page.getByRole('button', { name: 'Capture' })).toBeEnabled();
      await shot(page, '2-photo-camera');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page
        .getByLabel('Upload Photo', { exact: true })
        .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await portrait(page) });
      await expect(page.getByRole('img', { name: 'Photo of the new tenant' })).toBeVisible();
      await shot(page, '2-photo-preview');
      await cont.click();

      await expect(page.getByLabel('Upload Aadhaar', { exact: true })).toBeAttached();
      await cont.click();
      await expect(page.getByText('Please upload an Aadhaar image first.')).toBeVisible();
      await shot(page, '3-aadhaar');
      await page.getByLabel('Upload Aadhaar', { exact: true }).setInputFiles({
        name: 'aadhaar.png',
        mimeType: 'image/png',
        buffer: readFileSync(cardWithQr.png),
      });
      await expect(page.getByText('Processing Aadhaar Card...')).toBeVisible();
      // One side at a time: the address side waits, and says so rather than its hint again.
      await expect(
        page.getByText('This side can be added once the other one is read.'),
      ).toBeVisible();
      await saveScreenshot(page, 'onboarding-3-aadhaar-processing');
      await expect(page.getByLabel('Name', { exact: true })).toHaveValue(cardWithQr.expected.name, {
        timeout: READING_TIMEOUT_MS,
      });
      await shot(page, '3-aadhaar-fields');
      await cont.click();

      await expect(page.getByLabel('Bed', { exact: true })).toHaveValue('2');
      await page.getByLabel('Occupation (optional)', { exact: true }).fill('Software engineer');
      await page.getByLabel('Contact name (optional)', { exact: true }).fill('Ramesh Sharma');
      await page.getByLabel('Contact phone (optional)', { exact: true }).fill('9812300000');
      await page.getByLabel('Relation (optional)', { exact: true }).fill('Father');
      await shot(page, '4-details');
      await cont.click();

      await expect(page.getByRole('button', { name: 'Complete Onboarding' })).toBeEnabled();
      await shot(page, '5-review');
      expect(requests.foreign()).toEqual([]);
    });

    test('the last step, signed out', async ({ page }) => {
      test.setTimeout(READING_TEST_TIMEOUT_MS);
      await page.goto('/tenant-onboarding');
      await page.getByLabel('Mobile number', { exact: true }).fill('9845012399');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page
        .getByLabel('Upload Photo', { exact: true })
        .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await portrait(page) });
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByLabel('Upload Aadhaar', { exact: true }).setInputFiles({
        name: 'aadhaar.png',
        mimeType: 'image/png',
        buffer: readFileSync(cardWithQr.png),
      });
      await expect(page.getByLabel('Name', { exact: true })).toHaveValue(cardWithQr.expected.name, {
        timeout: READING_TIMEOUT_MS,
      });
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText(/Your rooms appear here once you are signed in/)).toBeVisible();
      await shot(page, '4-details-signed-out');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(
        page.getByRole('region', { name: 'Sign in to complete onboarding' }),
      ).toBeVisible();
      await shot(page, '5-review-signed-out');
    });
  });
}
