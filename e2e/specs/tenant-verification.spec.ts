import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seedOwner, type Owner } from '../fixtures/onboarding';
import { openSignedIn } from '../fixtures/signed-in';
import { portrait } from '../fixtures/portrait';
import { saveScreenshot } from '../fixtures/ui';

/**
 * Issue 18: the police tenant verification form, from the tenant's page: filled from the tenant
 * record (photo, guardian, permanent address, ID masked, joining date) and the owner's profile
 * (name, phone, PG name and address), with a Print button; printed, only the A4 sheet shows.
 */

const AADHAAR = '2345 6789 0124';

async function addTenant(
  request: APIRequestContext,
  owner: Owner,
  room: { _id: string },
  details: Record<string, unknown>,
) {
  const answer = await request.post('/api/v1/tenants', {
    headers: { Authorization: `Bearer ${owner.token}` },
    data: {
      phone: '9876500011',
      idProofType: 'Aadhar',
      idProofNumber: AADHAAR,
      roomId: room._id,
      bedNumber: 1,
      joiningDate: '2026-11-03',
      ...details,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { data: { _id: string } }).data._id;
}

async function uploadPhoto(page: Page, request: APIRequestContext, owner: Owner, id: string) {
  const answer = await request.put(`/api/v1/tenants/${id}/photo`, {
    headers: { Authorization: `Bearer ${owner.token}`, 'Content-Type': 'image/jpeg' },
    data: await portrait(page),
  });
  expect(answer.status()).toBe(200);
}

test('the form holds the tenant, guardian, masked ID, PG and owner, and prints on one A4 page', async ({
  page,
  request,
}) => {
  const owner = await seedOwner(request);
  const room = await owner.room({ roomNumber: '301', floorNumber: 3, capacity: 2 });
  await page.goto('/login');
  const id = await addTenant(request, owner, room, {
    name: 'Kavya Raghunathan',
    dob: '1999-08-15',
    gender: 'Female',
    occupation: 'Software engineer',
    address: 'Flat 4B, Lakshmi Residency, 12th Cross, Jayanagar, Bengaluru, Karnataka - 560041',
    guardian: { relation: 'D/O', name: 'Suresh Raghunathan' },
  });
  await uploadPhoto(page, request, owner, id);
  // Print is counted, not opened: a headless browser has no print dialog to show.
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await openSignedIn(page, owner, `/tenants/${id}`);
  await page.getByRole('link', { name: 'Police verification form' }).click();
  await expect(page).toHaveURL(new RegExp(`/tenants/${id}/verification$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Police verification form' }),
  ).toBeVisible();

  const sheet = page.getByRole('article', { name: 'Tenant Verification Form' });
  const value = (label: string) =>
    sheet
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('+ dd');
  await expect(value('Owner’s name')).toHaveText(owner.admin.name);
  await expect(value('Owner’s phone')).toHaveText(owner.admin.phone);
  await expect(value('PG name')).toHaveText(owner.admin.pgName);
  await expect(value('Address of the premises let out')).toHaveText(owner.admin.address);
  await expect(value('Full name')).toHaveText('Kavya Raghunathan');
  await expect(value('Father’s / husband’s name')).toHaveText('D/O Suresh Raghunathan');
  await expect(value('Date of birth')).toHaveText('15 Aug 1999');
  await expect(value('Gender')).toHaveText('Female');
  await expect(value('Mobile number')).toHaveText('9876500011');
  await expect(value('Permanent address')).toHaveText(
    'Flat 4B, Lakshmi Residency, 12th Cross, Jayanagar, Bengaluru, Karnataka - 560041',
  );
  await expect(value('ID proof')).toHaveText('Aadhar · XXXX XXXX 0124');
  await expect(value('Room and bed')).toHaveText('Room 301 · Floor 3 · Bed 1');
  await expect(value('Living here since')).toHaveText('3 Nov 2026');
  const photo = sheet.getByRole('img', { name: 'Photo of Kavya Raghunathan' });
  await expect(photo).toBeVisible();
  await expect(photo).toHaveJSProperty('complete', true);
  // The whole number is nowhere on the page; everything it needs is held, so no gaps are listed.
  await expect(page.locator('body')).not.toContainText(AADHAAR.replaceAll(' ', ''));
  await expect(page.locator('body')).not.toContainText(AADHAAR);
  await expect(page.getByText('Not held in Nivas')).toHaveCount(0);

  await page.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await saveScreenshot(page, 'tenant-verification');
  await page.setViewportSize({ width: 390, height: 844 });
  // At a phone's width the sheet fits: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await saveScreenshot(page, 'tenant-verification');

  // Printed: the sheet alone, without the app's frame, the Print button or the page's heading,
  // laid out in the width A4 leaves inside the page's margins (182 mm) and within its height
  // (271 mm, 1024 px at 96 px an inch).
  await page.setViewportSize({ width: 688, height: 1024 });
  await page.emulateMedia({ media: 'print' });
  await expect(sheet).toBeVisible();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThanOrEqual(1024);
  for (const hidden of [
    page.getByRole('navigation', { name: 'Main' }),
    page.getByRole('banner'),
    page.getByRole('button', { name: 'Print' }),
    page.getByRole('heading', { level: 1, name: 'Police verification form' }),
  ]) {
    await expect(hidden).toBeHidden();
  }
  await saveScreenshot(page, 'tenant-verification-print');
  // As Chromium prints it: A4, and one page.
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? [];
  expect(pages).toHaveLength(1);
  const mediaBox = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(
    pdf.toString('latin1'),
  );
  // A4 in points: 595 × 842.
  expect(Math.round(Number(mediaBox?.[1]))).toBe(595);
  expect(Math.round(Number(mediaBox?.[2]))).toBe(842);
});

test('what Nivas does not hold is listed and left blank to fill in by hand', async ({
  page,
  request,
}) => {
  const owner = await seedOwner(request);
  const room = await owner.room({ roomNumber: '302', floorNumber: 3, capacity: 2 });
  const id = await addTenant(request, owner, room, { name: 'Imran Qureshi', dob: null });
  await openSignedIn(page, owner, `/tenants/${id}/verification`);
  await expect(page.getByRole('status').filter({ hasText: 'Not held in Nivas' })).toContainText(
    'guardian, permanent address, photo',
  );
  const sheet = page.getByRole('article', { name: 'Tenant Verification Form' });
  await expect(sheet.getByText('Affix passport-size photo')).toBeVisible();
  await expect(sheet).toContainText('Aadhar · XXXX XXXX 0124');
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'tenant-verification-gaps');
});

test('a tenant who does not exist, or is another owner’s, is not found', async ({
  page,
  request,
}) => {
  const owner = await seedOwner(request);
  const other = await seedOwner(request);
  const room = await other.room({ roomNumber: '9', floorNumber: 0, capacity: 1 });
  const theirs = await addTenant(request, other, room, { name: 'Not Yours' });
  await openSignedIn(page, owner, `/tenants/${theirs}/verification`);
  await expect(page.getByRole('heading', { name: 'Tenant not found' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('Not Yours');
});
