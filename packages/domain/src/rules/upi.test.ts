import { describe, expect, it } from 'vitest';
import { isUpiId, isUpiTransactionId, upiPaymentLink, upiReferenceWarning } from './upi';

describe('isUpiId', () => {
  it.each(['sunrisepg@okhdfcbank', 'sunrise.pg@okaxis', '9876543210@ybl', 'a-b_c@paytm', 'x1@upi'])(
    'takes %s',
    (id) => expect(isUpiId(id)).toBe(true),
  );
  it.each([
    '',
    'sunrisepg',
    '@okhdfcbank',
    'sunrise pg@okaxis',
    'sunrise@',
    'sunrise@ok axis',
    'a@b',
    'sunrise@@ybl',
    '.x@ybl',
    'sunrise@9bank',
    'name@bank.com',
  ])('refuses %j', (id) => expect(isUpiId(id)).toBe(false));
});

describe('upiPaymentLink', () => {
  const payee = { upiId: 'sunrisepg@okhdfcbank', payeeName: 'Sunrise PG & Rooms' };

  it('carries payee, name, amount in rupees with paise, INR and the note, each escaped', () => {
    expect(upiPaymentLink(payee, { amountPaise: 5_200_00, note: 'Rent November 2026' })).toBe(
      'upi://pay?pa=sunrisepg@okhdfcbank&pn=Sunrise%20PG%20%26%20Rooms&am=5200.00&cu=INR&tn=Rent%20November%202026',
    );
    expect(upiPaymentLink(payee, { amountPaise: 1234_56 })).toContain('&am=1234.56&cu=INR');
  });

  it('leaves the amount to the payer without one (the poster), and cuts the note at 50', () => {
    const link = upiPaymentLink(payee, { note: 'x'.repeat(60) });
    expect(link).not.toContain('am=');
    expect(new URL(link.replace('upi://', 'https://')).searchParams.get('tn')).toBe('x'.repeat(50));
  });

  it('reads back as the same values', () => {
    const link = upiPaymentLink(payee, { amountPaise: 50, note: 'किराया नवंबर' });
    const params = new URL(link.replace('upi://', 'https://')).searchParams;
    expect(Object.fromEntries(params)).toEqual({
      pa: 'sunrisepg@okhdfcbank',
      pn: 'Sunrise PG & Rooms',
      am: '0.50',
      cu: 'INR',
      tn: 'किराया नवंबर',
    });
  });
});

describe('UPI references', () => {
  it('takes 12 digits as a transaction id', () => {
    expect(isUpiTransactionId('412345678901')).toBe(true);
    expect(isUpiTransactionId(' 412345678901 ')).toBe(true);
    expect(isUpiTransactionId('41234567890')).toBe(false);
    expect(isUpiTransactionId('4123456789012')).toBe(false);
    expect(isUpiTransactionId('UPI-412345678')).toBe(false);
  });

  it('warns of a UPI payment without one, and of no other method', () => {
    expect(upiReferenceWarning({ method: 'UPI', reference: '412345678901' })).toBeNull();
    expect(upiReferenceWarning({ method: 'UPI', reference: 'T2311' })).toMatch(/12 digits/);
    expect(upiReferenceWarning({ method: 'UPI', reference: '' })).toMatch(/No UPI transaction/);
    expect(upiReferenceWarning({ method: 'Cash', reference: '' })).toBeNull();
  });
});
