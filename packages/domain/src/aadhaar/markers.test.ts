import { describe, expect, it } from 'vitest';
import { findAadhaarMarkers, looksLikeAadhaar } from './markers';

const judge = (text: string, hasQr = false) =>
  looksLikeAadhaar(findAadhaarMarkers(text, hasQr), text);

describe('looksLikeAadhaar', () => {
  it.each([
    [
      'a front',
      'भारत सरकार\nGovernment of India\nRahul Sharma\nDOB: 15/08/1990\nMale\n2345 6789 0124',
    ],
    ['a front whose header was lost', 'Rahul Sharma\nजन्म तिथि/DOB: 15/08/1990\nपुरुष/ MALE'],
    ['a back', 'Unique Identification Authority of India\nAddress: S/O Ramesh, Indore - 452001'],
    ['a back read only in part', 'पता: आत्मज रमेश, इंदौर\nVID : 9134 5678 9012 3456'],
    ['the Hindi footer', 'मेरा आधार, मेरी पहचान\n2345 6789 0124'],
    ['an e-Aadhaar letter', 'Your Aadhaar No. :\n2345 6789 0124'],
    ['a QR code and nothing legible', '~ ,. ;'],
  ])('accepts %s', (_, text) => {
    expect(judge(text, text.startsWith('~'))).toBe(true);
  });

  it.each([
    [
      'an invoice with a 12-digit number',
      'TAX INVOICE\nInvoice No. 2345 6789 0124\nGSTIN 27ABCDE1234F1Z5\nAddress: 12 MG Road, Pune\nTotal ₹ 4,500',
    ],
    [
      'a PAN card',
      'आयकर विभाग भारत सरकार\nINCOME TAX DEPARTMENT GOVT. OF INDIA\nDate of Birth\n15/08/1990',
    ],
    ['a receipt with an address only', 'Address: 12 MG Road, Pune\nAmount 2345 6789 0124'],
    ['a blank page', ''],
  ])('refuses %s', (_, text) => {
    expect(judge(text)).toBe(false);
  });

  it('names what it found', () => {
    expect(findAadhaarMarkers('Government of India\nDOB: 01/01/1990\nFemale', true)).toEqual([
      'qr',
      'government',
      'dob',
      'gender',
    ]);
  });
});
