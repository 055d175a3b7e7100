import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EMPTY_AADHAAR_FIELDS } from './fields';
import { mergeAadhaarReadings, missingAadhaarFields } from './merge';
import { parseAadhaarText } from './parse-text';
import { bytesToDecimal, decimalToBytes, decodeAadhaarQr } from './qr';
import { buildSecureQrPayload, type SecureQrRecord } from '../../test/secure-qr-payload';

const gzip = (bytes: Uint8Array) => new Uint8Array(gzipSync(bytes));
const gunzip = (bytes: Uint8Array) => new Uint8Array(gunzipSync(bytes));

/** A stand-in for the JPEG 2000 photo: it starts with the marker FF 4F and holds more 255s. */
const photo = Uint8Array.from({ length: 300 }, (_, i) => (i % 7 === 0 ? 255 : (i * 31) % 256));
photo[0] = 0xff;
photo[1] = 0x4f;

const record: SecureQrRecord = {
  version: 'V2',
  emailMobileStatus: '3',
  referenceId: '012320240115103045123',
  name: 'Rahul Sharma',
  dob: '15-08-1990',
  gender: 'M',
  careOf: 'S/O Ramesh Sharma',
  house: '12',
  street: 'Gandhi Nagar',
  landmark: 'Near Bus Stand',
  location: '',
  vtc: 'Indore',
  postOffice: 'Indore GPO',
  subDistrict: 'Indore',
  district: 'Indore',
  state: 'Madhya Pradesh',
  pincode: '452001',
  mobileLast4: '3210',
  photo,
};

describe('decodeAadhaarQr: Secure QR', () => {
  it('turns a big decimal number into its bytes and back', () => {
    const bytes = Uint8Array.of(0x1f, 0x8b, 0, 255, 7);
    expect(decimalToBytes(bytesToDecimal(bytes))).toEqual(bytes);
    expect(bytesToDecimal(Uint8Array.of(1, 0))).toBe('256');
  });

  it('reads every field of a versioned payload, photo and signature apart', async () => {
    const payload = await buildSecureQrPayload(record, gzip);
    expect(payload).toMatch(/^\d+$/);
    const qr = await decodeAadhaarQr(payload, gunzip);
    expect(qr).toMatchObject({
      kind: 'secure',
      version: 'V2',
      referenceId: '012320240115103045123',
      lastFourDigits: '0123',
      name: 'Rahul Sharma',
      dob: '1990-08-15',
      gender: 'Male',
      careOf: 'S/O Ramesh Sharma',
      address: '12, Gandhi Nagar, Near Bus Stand, Indore, Indore GPO, Madhya Pradesh - 452001',
    });
    expect(qr?.addressParts.pincode).toBe('452001');
    expect(qr?.addressParts.state).toBe('Madhya Pradesh');
    expect(qr?.photo).toEqual(photo);
    expect(qr?.signature).toHaveLength(256);
  });

  it.each([
    ['0', 0],
    ['1', 32],
    ['3', 64],
  ] as const)(
    'reads the first layout with email/mobile status %s (%i bytes of hashes)',
    async (status, _hashBytes) => {
      const payload = await buildSecureQrPayload(
        { ...record, version: '', emailMobileStatus: status, gender: 'F', name: 'Priya Nair' },
        gzip,
      );
      const qr = await decodeAadhaarQr(payload, gunzip);
      expect(qr?.version).toBe('');
      expect(qr?.name).toBe('Priya Nair');
      expect(qr?.gender).toBe('Female');
      expect(qr?.photo).toEqual(photo);
    },
  );

  it('keeps text that is not ASCII', async () => {
    const payload = await buildSecureQrPayload({ ...record, vtc: 'Indore नगर' }, gzip);
    expect((await decodeAadhaarQr(payload, gunzip))?.addressParts.vtc).toBe('Indore नगर');
  });

  it('answers null for numbers that are not a compressed record', async () => {
    expect(await decodeAadhaarQr('1'.repeat(400), gunzip)).toBeNull();
    const truncated = bytesToDecimal(gzip(new TextEncoder().encode('V2\u00ffonly two fields')));
    expect(await decodeAadhaarQr(truncated, gunzip)).toBeNull();
  });

  it('answers null for QR codes that are not Aadhaar', async () => {
    expect(await decodeAadhaarQr('upi://pay?pa=owner@bank', gunzip)).toBeNull();
    expect(await decodeAadhaarQr('12345', gunzip)).toBeNull();
  });
});

describe('decodeAadhaarQr: XML QR', () => {
  it('reads PrintLetterBarcodeData with a full date of birth', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<PrintLetterBarcodeData uid="234567890123" name="Sunita Devi" gender="F" yob="1979"
 co="W/O Mahesh Kumar" house="House 7" street="Ward 12" lm="" loc="Kankarbagh" vtc="Patna"
 po="Patna" dist="Patna" subdist="Patna Rural" state="Bihar" pc="800001" dob="21/01/1979"/>`;
    expect(await decodeAadhaarQr(xml, gunzip)).toMatchObject({
      kind: 'xml',
      aadhaarNumber: '2345 6789 0123',
      lastFourDigits: '0123',
      name: 'Sunita Devi',
      dob: '1979-01-21',
      gender: 'Female',
      careOf: 'W/O Mahesh Kumar',
      address: 'House 7, Ward 12, Kankarbagh, Patna, Patna Rural, Bihar - 800001',
    });
  });

  it('makes 1 January of a year of birth alone, and decodes entities', async () => {
    const xml = `<PrintLetterBarcodeData uid='445566778899' name='Arjun &amp; Co' gender='MALE' yob='1985' state='Telangana' pc='500001'/>`;
    const qr = await decodeAadhaarQr(xml, gunzip);
    expect(qr?.dob).toBe('1985-01-01');
    expect(qr?.name).toBe('Arjun & Co');
    expect(qr?.gender).toBe('Male');
    expect(qr?.address).toBe('Telangana - 500001');
  });
});

describe('mergeAadhaarReadings', () => {
  const text = parseAadhaarText(
    'Rahul Sharrna\nDOB: 16/08/1990\nMALE\nAddress: 12 Gandhi Nagr, Indore\n9999 8888 7777\n2345 6789 0123',
  );

  it('lets the QR code win for name, date of birth, gender, address and guardian', async () => {
    const qr = await decodeAadhaarQr(await buildSecureQrPayload(record, gzip), gunzip);
    const merged = mergeAadhaarReadings(text, qr);
    expect(merged.fields).toEqual({
      name: 'Rahul Sharma',
      aadhaarNumber: '2345 6789 0123',
      dob: '1990-08-15',
      gender: 'Male',
      address: '12, Gandhi Nagar, Near Bus Stand, Indore, Indore GPO, Madhya Pradesh - 452001',
      guardianName: 'Ramesh Sharma',
      guardianRelation: 'S/O',
    });
    expect(merged.fromQr.sort()).toEqual(
      ['address', 'dob', 'gender', 'guardianName', 'guardianRelation', 'name'].sort(),
    );
  });

  it('keeps the text reading alone, and gives blanks when both found nothing', async () => {
    expect(mergeAadhaarReadings(text, null).fields.name).toBe('Rahul Sharrna');
    expect(mergeAadhaarReadings(text, null).fromQr).toEqual([]);
    expect(mergeAadhaarReadings(null, null).fields).toEqual(EMPTY_AADHAAR_FIELDS);
    const qr = await decodeAadhaarQr(await buildSecureQrPayload(record, gzip), gunzip);
    const fromQrOnly = mergeAadhaarReadings(null, qr);
    expect(fromQrOnly.fields.aadhaarNumber).toBe('');
    expect(missingAadhaarFields(fromQrOnly.fields)).toEqual(['aadhaarNumber']);
  });
});
