import { describe, expect, it } from 'vitest';
import { type AadhaarFields, EMPTY_AADHAAR_FIELDS } from './fields';
import type { AadhaarPictureFields } from './merge';
import { addCardSide, removeCardSide } from './sides';

const side = (
  fields: Partial<AadhaarFields>,
  fromQr: (keyof AadhaarFields)[] = [],
): AadhaarPictureFields => ({ fields: { ...EMPTY_AADHAAR_FIELDS, ...fields }, fromQr });

const FRONT = side({
  name: 'Rahul Sharma',
  aadhaarNumber: '2345 6789 0124',
  dob: '1990-08-15',
  gender: 'Male',
});
const BACK = side({
  aadhaarNumber: '2345 6789 0124',
  address: 'H.No. 12, Gandhi Nagar, Indore, Madhya Pradesh - 452001',
  guardianName: 'Ramesh Sharma',
  guardianRelation: 'S/O',
});
const BOTH = addCardSide(addCardSide(EMPTY_AADHAAR_FIELDS, FRONT), BACK);
const EVERY_FIELD: AadhaarFields = {
  name: 'Rahul Sharma',
  aadhaarNumber: '2345 6789 0124',
  dob: '1990-08-15',
  gender: 'Male',
  address: 'H.No. 12, Gandhi Nagar, Indore, Madhya Pradesh - 452001',
  guardianName: 'Ramesh Sharma',
  guardianRelation: 'S/O',
};

describe('addCardSide', () => {
  it('front then back fills every field', () => {
    expect(BOTH).toEqual(EVERY_FIELD);
    expect(addCardSide(addCardSide(EMPTY_AADHAAR_FIELDS, BACK), FRONT)).toEqual(BOTH);
  });

  it('never wipes what the other side gave, even with a different reading', () => {
    const blurredBack = side({ name: 'Rahu1 Sharrna', address: '' });
    expect(addCardSide(BOTH, blurredBack)).toEqual(BOTH);
  });

  it('never replaces what the person typed', () => {
    const typed = { ...EMPTY_AADHAAR_FIELDS, name: 'Rahul K. Sharma' };
    expect(addCardSide(typed, FRONT).name).toBe('Rahul K. Sharma');
  });

  it('lets a QR code win for the fields it carries, and only those', () => {
    const misread = addCardSide(
      EMPTY_AADHAAR_FIELDS,
      side({ ...FRONT.fields, name: 'Rahu1 Sharrna' }),
    );
    const backWithQr = side(
      { ...BACK.fields, name: 'Rahul Sharma', aadhaarNumber: '9999 8888 7777' },
      ['name', 'address', 'guardianName', 'guardianRelation'],
    );
    const merged = addCardSide(misread, backWithQr);
    expect(merged.name).toBe('Rahul Sharma');
    // The number came from text recognition on both sides: the first one stays.
    expect(merged.aadhaarNumber).toBe('2345 6789 0124');
  });
});

describe('removeCardSide', () => {
  it('redoing the back keeps the front’s fields', () => {
    const withoutBack = removeCardSide(BOTH, BACK, FRONT);
    expect(withoutBack).toEqual(FRONT.fields);
    const newBack = side({ ...BACK.fields, address: 'Flat 4B, Kochi, Kerala - 682030' });
    expect(addCardSide(withoutBack, newBack)).toEqual({
      ...BOTH,
      address: 'Flat 4B, Kochi, Kerala - 682030',
    });
  });

  it('clears only what that side alone gave: a shared field stays', () => {
    const withoutFront = removeCardSide(BOTH, FRONT, BACK);
    expect(withoutFront).toEqual(BACK.fields);
    expect(withoutFront.aadhaarNumber).toBe('2345 6789 0124');
  });

  it('gives back the other side’s value where the removed side’s QR had replaced it', () => {
    const front = side({ ...FRONT.fields, name: 'Rahu1 Sharrna' });
    const qrBack = side({ ...BACK.fields, name: 'Rahul Sharma' }, ['name']);
    const both = addCardSide(addCardSide(EMPTY_AADHAAR_FIELDS, front), qrBack);
    expect(removeCardSide(both, qrBack, front).name).toBe('Rahu1 Sharrna');
  });

  it('keeps what the person typed over a side’s value', () => {
    const edited = { ...BOTH, address: 'Typed by hand' };
    expect(removeCardSide(edited, BACK, FRONT).address).toBe('Typed by hand');
  });

  it('with no other side, clears that side’s fields', () => {
    const onlyFront = addCardSide(EMPTY_AADHAAR_FIELDS, FRONT);
    expect(removeCardSide(onlyFront, FRONT, null)).toEqual(EMPTY_AADHAAR_FIELDS);
  });
});
