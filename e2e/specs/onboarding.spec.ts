import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ensureCards, type GeneratedCard } from '../fixtures/cards/generate';
import {
  cameraStreams,
  logRequests,
  seedOwner,
  watchCameraStreams,
  READING_TIMEOUT_MS,
  READING_TEST_TIMEOUT_MS,
} from '../fixtures/onboarding';
import { openSignedIn } from '../fixtures/signed-in';
import { toasts } from '../fixtures/ui';

/**
 * The onboarding wizard (issue 5) with uploads and Chromium's own fake camera: every gate with
 * SPEC.md's words, Upload Again, Back, the camera stopping, and the wizard signed out.
 */

const PHOTO = { name: 'tenant.png', mimeType: 'image/png' };
let cards: GeneratedCard[];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  cards = (await ensureCards()).cards;
});

const card = (id: string) => {
  const found = cards.find((c) => c.id === id);
  if (!found) throw new Error(`No generated card ${id}`);
  return found;
};

let requests: ReturnType<typeof logRequests>;
test.beforeEach(async ({ context, page }) => {
  requests = logRequests(context);
  await watchCameraStreams(page);
});
test.afterEach(() => {
  // Nothing, the card above all, goes to any host but the app's own.
  expect(requests.foreign()).toEqual([]);
});

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true });
const cont = (page: Page) => page.getByRole('button', { name: 'Continue' });

async function mobileStep(page: Page, phone: string) {
  await expect(heading(page, 'Mobile Number Verification')).toBeVisible();
  await page.getByLabel('Mobile number', { exact: true }).fill(phone);
  await cont(page).click();
}

/** A photo file: any small picture (a generated card's PNG serves). */
function photoFile() {
  return { ...PHOTO, buffer: readFileSync(card('card-13-modern-none').png) };
}

async function photoStepByUpload(page: Page) {
  await expect(heading(page, 'Live Photo Capture')).toBeVisible();
  await page.getByLabel('Upload Photo', { exact: true }).setInputFiles(photoFile());
  await expect(page.getByRole('img', { name: 'Photo of the new tenant' })).toBeVisible();
  await cont(page).click();
}

async function uploadCard(page: Page, generated: GeneratedCard) {
  await expect(heading(page, 'Aadhaar Card Upload')).toBeVisible();
  await page.getByLabel('Upload Aadhaar', { exact: true }).setInputFiles({
    name: 'aadhaar.png',
    mimeType: 'image/png',
    buffer: readFileSync(generated.png),
  });
  await expect(page.getByText('Processing Aadhaar Card...')).toBeVisible();
  await expect(toasts(page)).toContainText('Aadhaar details extracted successfully!', {
    timeout: READING_TIMEOUT_MS,
  });
}

async function expectAadhaarFields(page: Page, generated: GeneratedCard) {
  const { expected } = generated;
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(expected.name);
  await expect(page.getByLabel('Aadhaar No.', { exact: true })).toHaveValue(expected.aadhaarNumber);
  await expect(page.getByLabel('Date of birth', { exact: true })).toHaveValue(expected.dob);
  await expect(page.getByLabel('Gender', { exact: true })).toHaveValue(expected.gender);
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue(expected.address);
}

test.describe('tenant onboarding', () => {
  test('the upload path creates the tenant with photo and lands on /tenants', async ({
    page,
    request,
  }) => {
    test.setTimeout(READING_TEST_TIMEOUT_MS);
    const owner = await seedOwner(request);
    const room = await owner.room({ roomNumber: '204', floorNumber: 2, capacity: 3 });
    await openSignedIn(page, owner, '/tenant-onboarding');

    await mobileStep(page, '9812345670');
    await photoStepByUpload(page);
    const generated = card('card-22-hindi-none');
    await uploadCard(page, generated);
    await expectAadhaarFields(page, generated);
    await cont(page).click();

    await expect(heading(page, 'Additional Details')).toBeVisible();
    await expect(page.getByLabel('Joining date', { exact: true })).not.toHaveValue('');
    await expect(page.getByLabel('ID proof type', { exact: true })).toHaveValue('Aadhar');
    await expect(page.getByLabel('ID proof number', { exact: true })).toHaveValue(
      generated.expected.aadhaarNumber,
    );
    await page
      .getByLabel('Room', { exact: true })
      .selectOption({ label: 'Room 204 · Floor 2 (0/3 beds)' });
    await page.getByLabel('Bed', { exact: true }).selectOption('3');
    await page.getByLabel('Email address (optional)', { exact: true }).fill('tenant@example.test');
    await page.getByLabel('Occupation (optional)', { exact: true }).fill('Nurse');
    await page.getByLabel('Contact name (optional)', { exact: true }).fill('Abdul Chauhan');
    await page.getByLabel('Contact phone (optional)', { exact: true }).fill('9822001122');
    await page.getByLabel('Relation (optional)', { exact: true }).fill('Father');
    await cont(page).click();

    await expect(heading(page, 'Review & Submit')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Photo of the new tenant' })).toBeVisible();
    await expect(page.getByText(generated.expected.address)).toBeVisible();
    await expect(page.getByText('Room 204 · Floor 2 · Bed 3')).toBeVisible();
    await page.getByRole('button', { name: 'Complete Onboarding' }).click();

    await expect(toasts(page)).toContainText('Tenant onboarding complete!');
    await expect(page).toHaveURL(/\/tenants$/);
    const listed = (await owner.tenants()).find((t) => t.phone === '9812345670');
    const tenant = await owner.tenantById(listed!._id);
    expect(tenant).toMatchObject({
      name: generated.expected.name,
      email: 'tenant@example.test',
      occupation: 'Nurse',
      idProofType: 'Aadhar',
      roomId: { _id: room._id },
      bedNumber: 3,
      dob: generated.expected.dob,
      gender: generated.expected.gender,
      address: generated.expected.address,
      hasPhoto: true,
      emergencyContact: { name: 'Abdul Chauhan', phone: '9822001122', relation: 'Father' },
    });
    expect(tenant?.idProofNumber).toContain(generated.expected.aadhaarNumber.slice(-4));
    const photo = await owner.photo(tenant!._id);
    expect(photo.status).toBe(200);
    expect(photo.type).toBe('image/jpeg');
    // The photo reached the server already made small in the browser (≤ 800 px).
    expect(photo.body.length).toBeLessThan(readFileSync(card('card-13-modern-none').png).length);
  });

  test('the card reader loads only when the Aadhaar step opens', async ({ page, request }) => {
    const owner = await seedOwner(request);
    const isReader = (url: string) => /\/vendor\/tesseract\/|zxing_reader|read-card/.test(url);
    await openSignedIn(page, owner, '/tenants');
    await expect(page.getByRole('heading', { level: 1, name: 'Tenants' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.goto('/tenant-onboarding');
    await mobileStep(page, '9812345679');
    await page.getByLabel('Upload Photo', { exact: true }).setInputFiles(photoFile());
    await expect(page.getByRole('img', { name: 'Photo of the new tenant' })).toBeVisible();
    const before = requests.all().map((r) => r.url);
    await cont(page).click();
    await expect(heading(page, 'Aadhaar Card Upload')).toBeVisible();
    // Opening the step starts the reader (worker, core, trained data), all from this host.
    await expect
      .poll(() => requests.all().filter((r) => isReader(r.url)).length)
      .toBeGreaterThan(3);
    expect(before.filter(isReader)).toEqual([]);
  });

  test('step 1 wants exactly ten digits, and warns about a number already in use', async ({
    page,
    request,
  }) => {
    const owner = await seedOwner(request);
    const room = await owner.room({ roomNumber: '101', floorNumber: 1, capacity: 2 });
    await owner.tenant({ name: 'Kiran Rao', phone: '9000012345', room, bedNumber: 1 });
    await openSignedIn(page, owner, '/tenant-onboarding');

    const mobile = page.getByLabel('Mobile number', { exact: true });
    await mobile.fill('98765');
    await cont(page).click();
    await expect(page.getByText('Please enter a valid 10-digit mobile number')).toBeVisible();
    await expect(heading(page, 'Mobile Number Verification')).toBeVisible();

    // Limited to ten characters, and only digits stay.
    await mobile.fill('');
    await mobile.pressSequentially('98-765 432109999');
    await expect(mobile).toHaveValue('9876543210');

    await mobile.fill('9000012345');
    await expect(page.getByText(/Kiran Rao already has this number/)).toBeVisible();
    await cont(page).click();
    await expect(heading(page, 'Live Photo Capture')).toBeVisible();
  });

  test('step 2 needs a photo; the camera stops on capture and on cancel', async ({ page }) => {
    await page.goto('/tenant-onboarding');
    await mobileStep(page, '9812345671');

    await expect(heading(page, 'Live Photo Capture')).toBeVisible();
    await expect(cont(page)).toBeDisabled();
    await expect(page.getByText('Take or upload a photo to continue.')).toBeVisible();

    await page.getByRole('button', { name: 'Take Photo' }).click();
    await expect(page.getByRole('button', { name: 'Capture' })).toBeEnabled();
    expect(await cameraStreams(page)).toEqual({ opened: 1, live: 1 });
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await cameraStreams(page)).toEqual({ opened: 1, live: 0 });
    await expect(cont(page)).toBeDisabled();

    await page.getByRole('button', { name: 'Take Photo' }).click();
    await page.getByRole('button', { name: 'Capture' }).click();
    await expect(page.getByRole('img', { name: 'Photo of the new tenant' })).toBeVisible();
    expect(await cameraStreams(page)).toEqual({ opened: 2, live: 0 });
    const size = await page
      .getByRole('img', { name: 'Photo of the new tenant' })
      .evaluate((img: HTMLImageElement) => Math.max(img.naturalWidth, img.naturalHeight));
    expect(size).toBeLessThanOrEqual(800);
    await expect(cont(page)).toBeEnabled();

    // Take Again opens the camera once more; leaving the screen stops it.
    await page.getByRole('button', { name: 'Take Again' }).click();
    await expect(page.getByRole('button', { name: 'Capture' })).toBeEnabled();
    expect(await cameraStreams(page)).toEqual({ opened: 3, live: 1 });
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(heading(page, 'Mobile Number Verification')).toBeVisible();
    expect(await cameraStreams(page)).toEqual({ opened: 3, live: 0 });
  });

  test('step 3 gates: no image, missing fields, a bad image; Upload Again clears', async ({
    page,
  }) => {
    test.setTimeout(READING_TEST_TIMEOUT_MS);
    await page.goto('/tenant-onboarding');
    await mobileStep(page, '9812345672');
    await photoStepByUpload(page);

    await expect(heading(page, 'Aadhaar Card Upload')).toBeVisible();
    await cont(page).click();
    await expect(page.getByText('Please upload an Aadhaar image first.')).toBeVisible();

    await page.getByLabel('Upload Aadhaar', { exact: true }).setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture at all'),
    });
    await expect(toasts(page)).toContainText('Failed to process image: No valid image data.');

    const generated = card('card-01-modern-secure');
    await uploadCard(page, generated);
    await expectAadhaarFields(page, generated);
    // The card is read here: nothing but the reader's own files was asked of the server.
    const sinceStart = requests.all().filter((r) => r.method !== 'GET');
    expect(sinceStart).toEqual([]);

    await page.getByLabel('Address', { exact: true }).fill('');
    await cont(page).click();
    await expect(
      page.getByText(
        'Please ensure all Aadhaar details (Name, Aadhaar No., DOB, Gender, Address) are filled before continuing.',
      ),
    ).toBeVisible();
    await expect(heading(page, 'Aadhaar Card Upload')).toBeVisible();

    await page.getByRole('button', { name: 'Upload Again' }).click();
    await expect(page.getByRole('img', { name: 'The Aadhaar card' })).toHaveCount(0);
    await expect(page.getByLabel('Name', { exact: true })).toHaveCount(0);
    await cont(page).click();
    await expect(page.getByText('Please upload an Aadhaar image first.')).toBeVisible();

    // A card read again starts from its own fields, not the cleared ones.
    await uploadCard(page, generated);
    await expectAadhaarFields(page, generated);
    await page.getByLabel('Aadhaar No.', { exact: true }).fill('2345 6789');
    await cont(page).click();
    await expect(page.getByText('Aadhaar number must be 12 digits')).toBeVisible();
  });

  test('a card with nothing to read says so and lets the fields be typed in', async ({ page }) => {
    test.setTimeout(READING_TEST_TIMEOUT_MS);
    await page.goto('/tenant-onboarding');
    await mobileStep(page, '9812345673');
    await photoStepByUpload(page);
    // A picture, but a blank one: no QR code, no number.
    const blank = await page.evaluate(async () => {
      const canvas = new OffscreenCanvas(600, 380);
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#fafafa';
      ctx.fillRect(0, 0, 600, 380);
      const blob = await canvas.convertToBlob({ type: 'image/png' });
      return [...new Uint8Array(await blob.arrayBuffer())];
    });
    await page.getByLabel('Upload Aadhaar', { exact: true }).setInputFiles({
      name: 'blank.png',
      mimeType: 'image/png',
      buffer: Buffer.from(blank),
    });
    await expect(toasts(page)).toContainText(
      'Could not extract Aadhaar details. Please try again or enter manually.',
      { timeout: READING_TIMEOUT_MS },
    );
    await page.getByLabel('Name', { exact: true }).fill('Typed In');
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Typed In');
  });

  test('Back keeps what was entered, and a reload loses nothing', async ({ page, request }) => {
    test.setTimeout(READING_TEST_TIMEOUT_MS);
    const owner = await seedOwner(request);
    await owner.room({ roomNumber: '305', floorNumber: 3, capacity: 2 });
    await openSignedIn(page, owner, '/tenant-onboarding');
    await mobileStep(page, '9812345674');
    await photoStepByUpload(page);
    const generated = card('card-13-modern-none');
    await uploadCard(page, generated);
    await page.getByLabel('Name', { exact: true }).fill('Rohan Kumar Das');
    await cont(page).click();
    await page.getByLabel('Occupation (optional)', { exact: true }).fill('Chef');

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Rohan Kumar Das');
    await expect(page.getByLabel('Aadhaar No.', { exact: true })).toHaveValue(
      generated.expected.aadhaarNumber,
    );
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('img', { name: 'Photo of the new tenant' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('Mobile number', { exact: true })).toHaveValue('9812345674');

    await page.reload();
    await expect(page.getByLabel('Mobile number', { exact: true })).toHaveValue('9812345674');
    await cont(page).click();
    await cont(page).click();
    await cont(page).click();
    await expect(heading(page, 'Additional Details')).toBeVisible();
    await expect(page.getByLabel('Occupation (optional)', { exact: true })).toHaveValue('Chef');

    // Start over asks first, then clears everything.
    await page.getByRole('button', { name: 'Start over' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start over?' });
    await dialog.getByRole('button', { name: 'Keep going' }).click();
    await expect(heading(page, 'Additional Details')).toBeVisible();
    await page.getByRole('button', { name: 'Start over' }).click();
    await dialog.getByRole('button', { name: 'Start over' }).click();
    await expect(heading(page, 'Mobile Number Verification')).toBeVisible();
    await expect(page.getByLabel('Mobile number', { exact: true })).toHaveValue('');
  });

  test('step 4 keeps full rooms and taken beds out of reach', async ({ page, request }) => {
    test.setTimeout(READING_TEST_TIMEOUT_MS);
    const owner = await seedOwner(request);
    const full = await owner.room({ roomNumber: '110', floorNumber: 1, capacity: 1 });
    const open = await owner.room({ roomNumber: '111', floorNumber: 1, capacity: 2 });
    await owner.tenant({ name: 'Meera Pillai', phone: '9000000001', room: full, bedNumber: 1 });
    await owner.tenant({ name: 'Sana Khan', phone: '9000000002', room: open, bedNumber: 2 });
    await openSignedIn(page, owner, '/tenant-onboarding');
    await mobileStep(page, '9812345675');
    await photoStepByUpload(page);
    await uploadCard(page, card('card-14-modern-none'));
    await cont(page).click();

    await cont(page).click();
    await expect(page.getByText('Room is required')).toBeVisible();
    const roomSelect = page.getByLabel('Room', { exact: true });
    await expect(
      roomSelect.getByRole('option', { name: 'Room 110 · Floor 1 (Full)' }),
    ).toBeDisabled();
    await roomSelect.selectOption({ label: 'Room 111 · Floor 1 (1/2 beds)' });
    const bedSelect = page.getByLabel('Bed', { exact: true });
    await expect(bedSelect.getByRole('option', { name: 'Bed 2 (Occupied)' })).toBeDisabled();
    await expect(bedSelect.getByRole('option', { name: 'Bed 1', exact: true })).toBeEnabled();
    await page.getByLabel('Email address (optional)', { exact: true }).fill('not-an-email');
    await bedSelect.selectOption('1');
    await cont(page).click();
    await expect(page.getByText('Email must be a valid email address')).toBeVisible();
    await page.getByLabel('Email address (optional)', { exact: true }).fill('');
    await cont(page).click();
    await expect(heading(page, 'Review & Submit')).toBeVisible();

    // Edit from the review goes to the step, and its Continue comes back to the review.
    await page.getByRole('button', { name: 'Edit Mobile number' }).click();
    await expect(page.getByLabel('Mobile number', { exact: true })).toHaveValue('9812345675');
    await cont(page).click();
    await expect(heading(page, 'Review & Submit')).toBeVisible();
  });

  test('signed out, the wizard asks for a sign-in at the end and keeps everything', async ({
    page,
    request,
  }) => {
    test.setTimeout(READING_TEST_TIMEOUT_MS);
    const owner = await seedOwner(request);
    const room = await owner.room({ roomNumber: '12', floorNumber: 0, capacity: 2 });
    await page.goto(`/tenant-onboarding?roomId=${room._id}&bedNumber=2&returnToRoom=true`);

    await mobileStep(page, '9812345676');
    await photoStepByUpload(page);
    const generated = card('card-19-older-none');
    await uploadCard(page, generated);
    await cont(page).click();
    await expect(page.getByText(/Your rooms appear here once you are signed in/)).toBeVisible();
    await page.getByLabel('Occupation (optional)', { exact: true }).fill('Teacher');
    await cont(page).click();

    await expect(heading(page, 'Review & Submit')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Complete Onboarding' })).toBeDisabled();
    const signIn = page.getByRole('region', { name: 'Sign in to complete onboarding' });
    await signIn.getByLabel('Email address', { exact: true }).fill(owner.admin.email);
    await signIn.getByLabel('Password', { exact: true }).fill(owner.admin.password);
    await signIn.getByRole('button', { name: 'Sign in' }).click();

    // Back on the review, signed in, with nothing lost; the room from the link is chosen.
    await expect(signIn).toHaveCount(0);
    await expect(heading(page, 'Review & Submit')).toBeVisible();
    await expect(page).toHaveURL(/\/tenant-onboarding\?roomId=.*&bedNumber=2&returnToRoom=true$/);
    await expect(page.getByText(generated.expected.name).first()).toBeVisible();
    await expect(page.getByText('Teacher')).toBeVisible();
    await expect(page.getByText('Room 12 · Floor 0 · Bed 2')).toBeVisible();
    await page.getByRole('button', { name: 'Complete Onboarding' }).click();

    await expect(toasts(page)).toContainText('Tenant onboarding complete!');
    await expect(page).toHaveURL(new RegExp(`/rooms/details/${room._id}$`));
    const tenant = (await owner.tenants()).find((t) => t.phone === '9812345676');
    expect(tenant).toMatchObject({ bedNumber: 2, occupation: 'Teacher', hasPhoto: true });
  });
});
