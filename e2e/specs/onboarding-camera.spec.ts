import { expect, test } from '@playwright/test';
import { CARDS_DIR, ensureCards, type GeneratedCard } from '../fixtures/cards/generate';
import {
  cameraStreams,
  launchWithCameraFile,
  logRequests,
  seedOwner,
  watchCameraStreams,
  READING_TIMEOUT_MS,
  READING_TEST_TIMEOUT_MS,
} from '../fixtures/onboarding';
import { openSignedIn } from '../fixtures/signed-in';
import { toasts } from '../fixtures/ui';

/**
 * The whole wizard with the camera alone: Chromium's fake camera plays a generated card (with
 * a Secure QR), which serves as the tenant's photo and as the card captured in step 3.
 */

const CAMERA_CARD = 'card-01-modern-secure';
test.use({ launchOptions: launchWithCameraFile(`${CARDS_DIR}/${CAMERA_CARD}.y4m`) });

let generated: GeneratedCard;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  const found = (await ensureCards()).cards.find((c) => c.id === CAMERA_CARD);
  if (!found?.y4m) throw new Error(`No camera frames for ${CAMERA_CARD}`);
  generated = found;
});

test('camera photo and camera capture of the card → tenant on the room’s bed, photo saved', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(READING_TEST_TIMEOUT_MS);
  const requests = logRequests(context);
  await watchCameraStreams(page);
  const owner = await seedOwner(request);
  const room = await owner.room({ roomNumber: '101', floorNumber: 1, capacity: 3 });
  await openSignedIn(
    page,
    owner,
    `/tenant-onboarding?roomId=${room._id}&bedNumber=2&returnToRoom=true`,
  );
  const heading = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });
  const cont = page.getByRole('button', { name: 'Continue' });

  await page.getByLabel('Mobile number', { exact: true }).fill('9876501234');
  await cont.click();

  await expect(heading('Live Photo Capture')).toBeVisible();
  await page.getByRole('button', { name: 'Take Photo' }).click();
  await page.getByRole('button', { name: 'Capture' }).click();
  await expect(page.getByRole('img', { name: 'Photo of the new tenant' })).toBeVisible();
  expect(await cameraStreams(page)).toEqual({ opened: 1, live: 0 });
  await cont.click();

  await expect(heading('Aadhaar Card Upload')).toBeVisible();
  await page.getByRole('button', { name: 'Capture with Camera' }).click();
  await page.getByRole('button', { name: 'Capture' }).click();
  expect(await cameraStreams(page)).toEqual({ opened: 2, live: 0 });
  await expect(page.getByText('Processing Aadhaar Card...')).toBeVisible();
  await expect(toasts(page)).toContainText('Aadhaar details extracted successfully!', {
    timeout: READING_TIMEOUT_MS,
  });
  const { expected } = generated;
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(expected.name);
  await expect(page.getByLabel('Aadhaar No.', { exact: true })).toHaveValue(expected.aadhaarNumber);
  await expect(page.getByLabel('Date of birth', { exact: true })).toHaveValue(expected.dob);
  await expect(page.getByLabel('Gender', { exact: true })).toHaveValue(expected.gender);
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue(expected.address);
  await cont.click();

  await expect(heading('Additional Details')).toBeVisible();
  await expect(page.getByLabel('Room', { exact: true })).toHaveValue(room._id);
  await expect(page.getByLabel('Bed', { exact: true })).toHaveValue('2');
  await page.getByLabel('Occupation (optional)', { exact: true }).fill('Accountant');
  await cont.click();

  await expect(heading('Review & Submit')).toBeVisible();
  await page.getByRole('button', { name: 'Complete Onboarding' }).click();
  await expect(toasts(page)).toContainText('Tenant onboarding complete!');
  await expect(page).toHaveURL(new RegExp(`/rooms/details/${room._id}$`));

  // The room's details show bed 2 taken by the new tenant.
  const bed2 = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Bed 2' }) });
  await expect(bed2).toContainText('Occupied');
  await expect(bed2).toContainText(expected.name);
  const listed = (await owner.tenants()).find((t) => t.phone === '9876501234');
  const tenant = await owner.tenantById(listed!._id);
  expect(tenant).toMatchObject({
    name: expected.name,
    bedNumber: 2,
    dob: expected.dob,
    gender: expected.gender,
    address: expected.address,
    hasPhoto: true,
  });
  const photo = await owner.photo(tenant!._id);
  expect(photo.type).toBe('image/jpeg');
  expect(photo.body.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

  expect(requests.foreign()).toEqual([]);
});
