import { expect, test } from '@playwright/test';
import { launchWithCameraRefused, logRequests } from '../fixtures/onboarding';
import { toasts } from '../fixtures/ui';

/** Camera permission refused: both camera steps say so (SPEC §8), and uploads still work. */
test.use({ launchOptions: launchWithCameraRefused() });

test('a refused camera shows the camera message on the photo and Aadhaar steps', async ({
  page,
  context,
}) => {
  const requests = logRequests(context);
  await page.goto('/tenant-onboarding');
  await page.getByLabel('Mobile number', { exact: true }).fill('9876500000');
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('button', { name: 'Take Photo' }).click();
  await expect(toasts(page)).toContainText(
    'Failed to access camera. Please ensure camera permissions are granted.',
  );
  // Back to the choice, with the upload still offered.
  await expect(page.getByRole('button', { name: 'Take Photo' })).toBeVisible();
  await expect(page.getByLabel('Upload Photo', { exact: true })).toBeAttached();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();

  const picture = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(320, 400);
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#9aa3ad';
    ctx.fillRect(0, 0, 320, 400);
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    return [...new Uint8Array(await blob.arrayBuffer())];
  });
  await page
    .getByLabel('Upload Photo', { exact: true })
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(picture) });
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('button', { name: 'Capture with Camera' }).click();
  await expect(toasts(page)).toContainText(
    'Failed to access camera. Please ensure camera permissions are granted.',
  );
  await expect(page.getByRole('button', { name: 'Capture with Camera' })).toBeVisible();
  await expect(page.getByLabel('Upload Aadhaar', { exact: true })).toBeAttached();

  expect(requests.foreign()).toEqual([]);
});
