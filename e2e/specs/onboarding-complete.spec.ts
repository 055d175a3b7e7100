import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { generatedCard, withGeneratedCards } from '../fixtures/generated-cards';
import { READING_TEST_TIMEOUT_MS, seedOwner } from '../fixtures/onboarding';
import { openSignedIn } from '../fixtures/signed-in';
import { toasts } from '../fixtures/ui';
import {
  cont,
  expectAadhaarFields,
  heading,
  mobileStep,
  photoStepByUpload,
  uploadCard,
  watchEachTest,
} from '../fixtures/wizard-steps';

/**
 * The onboarding wizard (issue 5) with uploads, through to a new tenant: in a bed chosen on
 * step 4, where full rooms and taken beds are out of reach, and signed out, with a sign-in at
 * the end.
 */

withGeneratedCards();
watchEachTest();

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
    const generated = generatedCard('card-22-hindi-none');
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
    expect(photo.body.length).toBeLessThan(
      readFileSync(generatedCard('card-13-modern-none').png).length,
    );
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
    await uploadCard(page, generatedCard('card-14-modern-none'));
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
    const generated = generatedCard('card-19-older-none');
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
