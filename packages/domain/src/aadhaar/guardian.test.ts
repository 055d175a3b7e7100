import { describe, expect, it } from 'vitest';
import { guardianFromCareOf, splitGuardian } from './guardian';
import { parseAadhaarText } from './parse-text';

const PLACE = 'H.No. 12, Gandhi Nagar, Indore, Madhya Pradesh - 452001';

describe('splitGuardian', () => {
  it.each([
    ['S/O: Ramesh Sharma, ', 'S/O', 'Ramesh Sharma'],
    ['S/o Ramesh Sharma, ', 'S/O', 'Ramesh Sharma'],
    ['5/0 Ramesh Sharma, ', 'S/O', 'Ramesh Sharma'],
    ['Son of Ramesh Sharma, ', 'S/O', 'Ramesh Sharma'],
    ['D/O: Suresh Nair, ', 'D/O', 'Suresh Nair'],
    ['D|O Suresh Nair, ', 'D/O', 'Suresh Nair'],
    ['W/O Mahesh Kumar, ', 'W/O', 'Mahesh Kumar'],
    ['W/0: Mahesh Kumar, ', 'W/O', 'Mahesh Kumar'],
    ['C/O Gopal Krishnan, ', 'C/O', 'Gopal Krishnan'],
    ['C\\O Gopal Krishnan, ', 'C/O', 'Gopal Krishnan'],
    ['आत्मज: रमेश शर्मा, ', 'S/O', 'रमेश शर्मा'],
    ['पुत्र रमेश शर्मा, ', 'S/O', 'रमेश शर्मा'],
    ['एस/ओ रमेश शर्मा, ', 'S/O', 'रमेश शर्मा'],
    ['आत्मजा: सुरेश नायर, ', 'D/O', 'सुरेश नायर'],
    ['पुत्री सुरेश नायर, ', 'D/O', 'सुरेश नायर'],
    ['पत्नी: महेश कुमार, ', 'W/O', 'महेश कुमार'],
    ['द्वारा: गोपाल कृष्णन, ', 'C/O', 'गोपाल कृष्णन'],
  ])('%s → %s %s, the place apart', (prefix, relation, name) => {
    expect(splitGuardian(`${prefix}${PLACE}`)).toEqual({
      guardian: { relation, name },
      rest: PLACE,
    });
  });

  it('without the comma, the name ends at the first word with a digit', () => {
    expect(splitGuardian('S/O Ramesh Sharma H.No. 12 Gandhi Nagar')).toEqual({
      guardian: { relation: 'S/O', name: 'Ramesh Sharma' },
      rest: 'H.No. 12 Gandhi Nagar',
    });
  });

  it.each([
    ['an address without a guardian', PLACE],
    ['a word that only begins like a relation', 'Sodala Road, Jaipur - 302006'],
    ['a relation with no name', 'S/O , 12 Gandhi Nagar'],
  ])('finds none in %s', (_, text) => {
    expect(splitGuardian(text)).toBeNull();
  });
});

describe('guardianFromCareOf (the QR code)', () => {
  it.each([
    ['S/O Ramesh Sharma', 'S/O', 'Ramesh Sharma'],
    ['D/O: Suresh Nair', 'D/O', 'Suresh Nair'],
    ['W/O Mahesh Kumar', 'W/O', 'Mahesh Kumar'],
    ['C/O Gopal Krishnan', 'C/O', 'Gopal Krishnan'],
    ['आत्मज रमेश शर्मा', 'S/O', 'रमेश शर्मा'],
    ['पत्नी महेश कुमार', 'W/O', 'महेश कुमार'],
    // A name alone claims no relation but care of.
    ['Ramesh Sharma', 'C/O', 'Ramesh Sharma'],
  ])('%s → %s %s', (careOf, relation, name) => {
    expect(guardianFromCareOf(careOf)).toEqual({ relation, name });
  });

  it('gives none for an empty care-of', () => {
    expect(guardianFromCareOf('  ')).toBeNull();
  });
});

describe('the guardian in a card’s text', () => {
  it('is found after a misread label or a speck', () => {
    const { fields } = parseAadhaarText(
      'महिला, FEMALE\nEs W/O Gopal Kaur, 5, Ashok Vihar, Ranchi, Jharkhand - 834001\n5695 1745 9511',
    );
    expect(fields).toMatchObject({
      guardianRelation: 'W/O',
      guardianName: 'Gopal Kaur',
      address: '5, Ashok Vihar, Ranchi, Jharkhand - 834001',
      gender: 'Female',
    });
  });

  it.each([
    [
      'Address: S/O: Ramesh Sharma, 12 Gandhi Nagar, Indore, Madhya Pradesh - 452001',
      'S/O',
      'Ramesh Sharma',
    ],
    [
      'Address: D/O Suresh Nair, 12 Gandhi Nagar, Indore, Madhya Pradesh - 452001',
      'D/O',
      'Suresh Nair',
    ],
    [
      'Address: W/O Mahesh Kumar, 12 Gandhi Nagar, Indore, Madhya Pradesh - 452001',
      'W/O',
      'Mahesh Kumar',
    ],
    [
      'Address: C/O Gopal Krishnan, 12 Gandhi Nagar, Indore, Madhya Pradesh - 452001',
      'C/O',
      'Gopal Krishnan',
    ],
    ['पता: आत्मज: रमेश शर्मा, 12 Gandhi Nagar, Indore, Madhya Pradesh - 452001', 'S/O', 'रमेश शर्मा'],
    ['पता: पुत्री सुरेश नायर, 12 Gandhi Nagar, Indore, Madhya Pradesh - 452001', 'D/O', 'सुरेश नायर'],
    ['पता: पत्नी महेश कुमार, 12 Gandhi Nagar, Indore, Madhya Pradesh - 452001', 'W/O', 'महेश कुमार'],
  ])('%s', (line, relation, name) => {
    const { fields } = parseAadhaarText(`${line}\n2345 6789 0124`);
    expect(fields.guardianRelation).toBe(relation);
    expect(fields.guardianName).toBe(name);
    // Kept out of the address.
    expect(fields.address).toBe('12 Gandhi Nagar, Indore, Madhya Pradesh - 452001');
  });
});
