import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { generatedCard, withGeneratedCards } from '../fixtures/generated-cards';
import { expectMasked, MASKED_COPIES_DIR } from '../fixtures/masked-copy';
import {
  launchWithCameraFile,
  logRequests,
  READING_TEST_TIMEOUT_MS,
  READING_TIMEOUT_MS,
  seedOwner,
} from '../fixtures/onboarding';
import { openSignedIn } from '../fixtures/signed-in';
import { portrait } from '../fixtures/portrait';
import { saveScreenshot, toasts } from '../fixtures/ui';
import { field } from '../fixtures/wizard-steps';

/**
 * Issue 18: the masked copy for KYC. The fake camera plays a card's front, then its back; the
 * wizard keeps each with the number's first eight digits blacked out in the image, and only
 * that copy is uploaded. The stored copies are read back through the API and checked by text
 * recognition and by their pixels: the last four digits are legible, the first eight are not
 * there to read, and the box where they were printed is solid black. The guardian read from the
 * address reaches the tenant record, and the tenant's page shows both.
 */

const FEED = path.join(import.meta.dirname, '..', 'test-results', 'kyc-camera-feed.y4m');
test.use({ launchOptions: launchWithCameraFile(FEED) });

withGeneratedCards();

function showCamera(id: string) {
  const card = generatedCard(id);
  if (!card.y4m) throw new Error(`No camera frames for ${id}`);
  mkdirSync(path.dirname(FEED), { recursive: true });
  copyFileSync(card.y4m, FEED);
  return card;
}

async function capture(page: Page, button: string, toast: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.getByRole('button', { name: 'Capture' }).click();
  await expect(page.getByText('Processing Aadhaar Card...')).toBeVisible();
  await expect(toasts(page)).toContainText(toast, { timeout: READING_TIMEOUT_MS });
  for (const alert of await toasts(page).getByRole('alert').all()) await alert.click();
}

test('front then back by camera: the stored copies show XXXX XXXX and the last four digits only', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(READING_TEST_TIMEOUT_MS + 60_000);
  const requests = logRequests(context);
  const front = showCamera('card-13-modern-none-front');
  const back = generatedCard('card-13-modern-none-back');
  const owner = await seedOwner(request);
  const room = await owner.room({ roomNumber: '204', floorNumber: 2, capacity: 2 });
  await openSignedIn(page, owner, `/tenant-onboarding?roomId=${room._id}&bedNumber=1`);

  await field(page, 'Mobile number').fill('9876512399');
  await page.getByRole('button', { name: 'Continue' }).click();
  // A portrait for the photo: the camera is showing the card.
  await field(page, 'Upload Photo').setInputFiles({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: await portrait(page),
  });
  await expect(page.getByRole('img', { name: 'Photo of the new tenant' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  const kept = 'A copy with the number masked (XXXX XXXX) will be kept for KYC.';
  await capture(page, 'Capture with Camera', 'Some Aadhaar details were read.');
  await expect(page.getByRole('region', { name: 'Front' }).getByText(kept)).toBeVisible();
  showCamera('card-13-modern-none-back');
  await capture(page, 'Capture address side', 'Aadhaar details extracted successfully!');
  await expect(page.getByRole('region', { name: 'Address side' }).getByText(kept)).toBeVisible();
  await expect(field(page, 'Relation')).toHaveValue(back.expected.guardianRelation);
  await expect(field(page, "Guardian's name")).toHaveValue(back.expected.guardianName);
  await saveScreenshot(page, 'onboarding-3-aadhaar-kyc-kept');
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'onboarding-3-aadhaar-kyc-kept');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Additional Details' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Review & Submit' })).toBeVisible();
  const review = page.getByRole('region', { name: 'Aadhaar details' });
  await expect(review).toContainText(
    `${back.expected.guardianRelation} ${back.expected.guardianName}`,
  );
  await expect(review.getByRole('img', { name: /with the number masked$/ })).toHaveCount(2);
  await saveScreenshot(page, 'onboarding-5-review-kyc-copies');
  await page.getByRole('button', { name: 'Complete Onboarding' }).click();
  await expect(toasts(page)).toContainText('Tenant onboarding complete!');

  const listed = (await owner.tenants()).find((t) => t.phone === '9876512399')!;
  const tenant = await owner.tenantById(listed._id);
  expect(tenant.guardian).toEqual({
    relation: back.expected.guardianRelation,
    name: back.expected.guardianName,
  });
  // Kept apart: the address does not begin with the guardian.
  expect(tenant.address).toBe(back.expected.address);
  expect(tenant.idCardSides).toEqual(['front', 'back']);

  // Each stored copy, read back: the last group legible, the first two gone, their box black.
  mkdirSync(MASKED_COPIES_DIR, { recursive: true });
  for (const side of ['front', 'back'] as const) {
    const answer = await request.get(`/api/v1/tenants/${tenant._id}/id-card/${side}`, {
      headers: { Authorization: `Bearer ${owner.token}` },
    });
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/jpeg');
    const jpeg = await answer.body();
    await expectMasked(page, jpeg, front.expected.aadhaarNumber, side);
  }

  // The tenant's page shows the guardian and both masked copies.
  await page.goto(`/tenants/${tenant._id}`);
  const about = page.getByRole('region', { name: 'About' });
  await expect(about).toContainText(
    `${back.expected.guardianRelation} ${back.expected.guardianName}`,
  );
  for (const side of ['Front', 'Back']) {
    await expect(
      about.getByRole('button', { name: `${side} of ${tenant.name}’s ID card, number masked` }),
    ).toBeVisible();
  }
  await expect(about.locator('img[alt$="number masked"]').first()).toHaveJSProperty(
    'complete',
    true,
  );
  await saveScreenshot(page, 'tenant-page-kyc-copies');
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'tenant-page-kyc-copies');
  // Tapped, a copy opens at full width.
  await about.getByRole('button', { name: /^Back of .* number masked$/ }).click();
  const opened = page.getByRole('dialog', { name: 'Back' });
  await expect(opened.locator('img')).toBeVisible();
  await saveScreenshot(page, 'tenant-page-kyc-copy-open');
  await opened.getByRole('button', { name: 'Close' }).click();
  await expect(opened).toHaveCount(0);

  // Only the masked copies travelled: one upload per side, nothing else of the card.
  const uploads = requests.all().filter((r) => r.method === 'PUT' && /\/id-card\//.test(r.url));
  expect(uploads.map((r) => new URL(r.url).pathname.split('/').at(-1))).toEqual(['front', 'back']);
  expect(requests.foreign()).toEqual([]);
});
