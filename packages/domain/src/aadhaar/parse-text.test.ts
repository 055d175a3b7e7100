import { describe, expect, it } from 'vitest';
import { type AadhaarFields, EMPTY_AADHAAR_FIELDS } from './fields';
import { parseAadhaarText } from './parse-text';

type Expected = Omit<AadhaarFields, 'guardianName' | 'guardianRelation'>;

/** Texts shaped like what text recognition returns for synthetic cards, noise included. */
const cases: { name: string; text: string; fields: Expected; careOf?: string }[] = [
  {
    name: 'a clean card, English and Hindi',
    text: `भारत सरकार
Government of India
राहुल शर्मा
Rahul Sharma
जन्म तिथि/DOB: 15/08/1990
पुरुष/ MALE
पता: एस/ओ रमेश शर्मा, 12 गांधी नगर, इंदौर, मध्य प्रदेश - 452001
Address: S/O Ramesh Sharma, 12 Gandhi Nagar,
Near Bus Stand, Indore, Madhya Pradesh - 452001
2345 6789 0124
मेरा आधार, मेरी पहचान`,
    fields: {
      name: 'Rahul Sharma',
      aadhaarNumber: '2345 6789 0124',
      dob: '1990-08-15',
      gender: 'Male',
      address: '12 Gandhi Nagar, Near Bus Stand, Indore, Madhya Pradesh - 452001',
    },
    careOf: 'S/O Ramesh Sharma',
  },
  {
    name: 'a noisy reading: specks, stray symbols, broken spacing',
    text: `| भारत सरकार ©
GOVERNMENT OF INDIA _
a Priya Nair |
जन्म तिथि / DOB : 03-11-1996
महिला / FEMALE ~
Address : D/O Suresh Nair , Flat 4B, Lake View Apartments ,, Kakkanad,
Kochi, Kerala — 682030 .
6412 3377 9021 _
VID : 9134 5678 9012 3456`,
    fields: {
      name: 'Priya Nair',
      aadhaarNumber: '6412 3377 9021',
      dob: '1996-11-03',
      gender: 'Female',
      address: 'Flat 4B, Lake View Apartments, Kakkanad, Kochi, Kerala - 682030',
    },
    careOf: 'D/O Suresh Nair',
  },
  {
    name: 'Hindi labels only around the values',
    text: `भारत सरकार
सुनीता देवी
Sunita Devi
जन्म तिथि: 21/01/1979
महिला
पता: W/O Mahesh Kumar, House 7, Ward 12,
Patna, Bihar 800001
9988 7766 5548`,
    fields: {
      name: 'Sunita Devi',
      aadhaarNumber: '9988 7766 5548',
      dob: '1979-01-21',
      gender: 'Female',
      address: 'House 7, Ward 12, Patna, Bihar - 800001',
    },
    careOf: 'W/O Mahesh Kumar',
  },
  {
    name: 'a year of birth only (1 January of that year)',
    text: `Government of India
Arjun Reddy
जन्म वर्ष / Year of Birth : 1985
पुरुष / Male
Address: 3-4-12 Tilak Road, Hyderabad, Telangana - 500001
4455 6677 8892`,
    fields: {
      name: 'Arjun Reddy',
      aadhaarNumber: '4455 6677 8892',
      dob: '1985-01-01',
      gender: 'Male',
      address: '3-4-12 Tilak Road, Hyderabad, Telangana - 500001',
    },
  },
  {
    name: 'an older card: a Father line, the number without spaces, dd-mm-yyyy',
    text: `Government of India
Mohammed Imran
Father : Abdul Rashid
DOB : 07-02-2001
Male
Address: 55 Civil Lines, Lucknow, Uttar Pradesh - 226001
512345678903`,
    fields: {
      name: 'Mohammed Imran',
      aadhaarNumber: '5123 4567 8903',
      dob: '2001-02-07',
      gender: 'Male',
      address: '55 Civil Lines, Lucknow, Uttar Pradesh - 226001',
    },
  },
  {
    name: 'a Name label and a misread date label',
    text: `नाम / Name: Kavya Iyer
D0B 30.04.1999
FEMALE
Address: 9 Temple Street, Mylapore, Chennai, Tamil Nadu - 600004
Aadhaar no. issued: 12/05/2015
7788 1122 3347`,
    fields: {
      name: 'Kavya Iyer',
      aadhaarNumber: '7788 1122 3347',
      dob: '1999-04-30',
      gender: 'Female',
      address: '9 Temple Street, Mylapore, Chennai, Tamil Nadu - 600004',
    },
  },
  {
    name: 'no label for the date at all: the first date that is not an issue date',
    text: `Download Date: 01/02/2024
Anil Kapoor
12/12/1970
पुरुष
Address: Sector 15, Rohini, Delhi - 110085
3456 7890 1238`,
    fields: {
      name: 'Anil Kapoor',
      aadhaarNumber: '3456 7890 1238',
      dob: '1970-12-12',
      gender: 'Male',
      address: 'Sector 15, Rohini, Delhi - 110085',
    },
  },
  {
    name: 'no address label: the lines ending in a PIN code',
    text: `Government of India
Deepa Menon
DOB: 09/09/1992
Female
14, Rose Garden, MG Road,
Pune, Maharashtra 411001
2233 4455 6676`,
    fields: {
      name: 'Deepa Menon',
      aadhaarNumber: '2233 4455 6676',
      dob: '1992-09-09',
      gender: 'Female',
      address: '14, Rose Garden, MG Road, Pune, Maharashtra - 411001',
    },
  },
  {
    name: 'a state read in the wrong case is written as on the card',
    text: `Government of India
Ritu Singh
DOB: 03/03/1995
Female
Address: 5, Ashok Vihar, Near City Mall,
Ranchi, jharkhand - 834001
4455 6677 8893`,
    fields: {
      name: 'Ritu Singh',
      aadhaarNumber: '4455 6677 8893',
      dob: '1995-03-03',
      gender: 'Female',
      address: '5, Ashok Vihar, Near City Mall, Ranchi, Jharkhand - 834001',
    },
  },
  {
    name: 'a sparse reading: one block a line, specks from the photo, misread digits',
    text: `भारत सरकार

Government of India

हरप्रीत कौर

Harpreet Kaur

@

जन्म तिथि/008: 23/1 2/1993

महिला/ FEMALE

A

Address:

5/0 Gopal Kaur, 9, Temple Street, Mylapore, Chennai,

Tamil Nadu - 60 0004

5695 1745 9511

Mepis en ET RT आधार, मेरी पहचान`,
    fields: {
      name: 'Harpreet Kaur',
      aadhaarNumber: '5695 1745 9511',
      dob: '1993-12-23',
      gender: 'Female',
      address: '9, Temple Street, Mylapore, Chennai, Tamil Nadu - 600004',
    },
    careOf: 'S/O Gopal Kaur',
  },
];

describe('parseAadhaarText', () => {
  it.each(cases)('reads $name', ({ text, fields, careOf }) => {
    const reading = parseAadhaarText(text);
    const [relation = '', ...name] = careOf?.split(' ') ?? [];
    expect(reading.fields).toEqual({
      ...fields,
      guardianRelation: relation,
      guardianName: name.join(' '),
    });
  });

  it.each([
    ['no number at all', 'Government of India\nRahul Sharma\nDOB: 15/08/1990\nMale'],
    [
      'a number one digit short',
      'Government of India\nRahul Sharma\nDOB: 15/08/1990\nMale\n2345 6789 012',
    ],
    [
      'only a 16-digit VID',
      'Government of India\nRahul Sharma\nDOB: 15/08/1990\nMale\nVID: 9134 5678 9012 3456',
    ],
  ])('without a 12-digit number still reads the rest: %s', (_, text) => {
    expect(parseAadhaarText(text).fields).toMatchObject({
      name: 'Rahul Sharma',
      aadhaarNumber: '',
      dob: '1990-08-15',
      gender: 'Male',
    });
  });

  it('reads nothing from an empty text', () => {
    expect(parseAadhaarText('')).toEqual({
      fields: EMPTY_AADHAAR_FIELDS,
      numberCandidates: [],
      markers: [],
    });
  });

  it('prefers a number with a valid check digit to one seen more often', () => {
    const reading = parseAadhaarText('2345 6789 0123\n2345 6789 0123\n2345 6789 0124');
    expect(reading.numberCandidates).toEqual(['234567890124', '234567890123']);
    expect(reading.fields.aadhaarNumber).toBe('2345 6789 0124');
  });

  it('keeps a number that fails the check when it is the only one (the form asks to check it)', () => {
    expect(parseAadhaarText('2345 6789 0123').fields.aadhaarNumber).toBe('2345 6789 0123');
  });

  it('rejects dates that do not exist and keeps looking', () => {
    const reading = parseAadhaarText('Asha\nDOB: 31/02/1990\n1990\n2345 6789 0124');
    expect(reading?.fields.dob).toBe('1990-01-01');
  });

  it('lists every number seen, the most frequent first', () => {
    const reading = parseAadhaarText('2345 6789 0124\n9876 5432 1096\n9876 5432 1096');
    expect(reading?.numberCandidates).toEqual(['987654321096', '234567890124']);
    expect(reading?.fields.aadhaarNumber).toBe('9876 5432 1096');
  });

  it('leaves a field blank rather than guessing', () => {
    const reading = parseAadhaarText('2345 6789 0124');
    expect(reading?.fields).toEqual({
      ...EMPTY_AADHAAR_FIELDS,
      aadhaarNumber: '2345 6789 0124',
    });
  });
});

describe('parseAadhaarText on blurred photos', () => {
  it('reads a date label misread as 008 with the date on the next line, its separator lost', () => {
    const reading = parseAadhaarText(
      'सरकार Government of edie\nVikram Singh Rathore\nos ho\nFather : Harish Rathore\n2a\n008\n2607-1974\nMale',
    );
    expect(reading.fields).toMatchObject({
      name: 'Vikram Singh Rathore',
      dob: '1974-07-26',
      gender: 'Male',
    });
  });

  it('takes the first name-like line under the header when no date was read', () => {
    const reading = parseAadhaarText(
      'Government of India\nRohan Das\nFather : Ramesh Das\nAddress: S/O Ramesh Das, Near Bus Stand, Indore\n3356 4074 4517',
    );
    expect(reading.fields.name).toBe('Rohan Das');
  });

  it('takes no address line of a back for a name', () => {
    const reading = parseAadhaarText(
      'Unique Identification Authority of India\nAddress:\nS/O Ramesh Das, Near Shiv Mandir,\nBhilai, Durg, Chhattisgarh - 490001\n3356 4074 4517',
    );
    expect(reading.fields.name).toBe('');
  });
});

describe('parseAadhaarText on a back whose QR code was not read', () => {
  it('passes over the specks between the address label and the address', () => {
    const reading = parseAadhaarText(`भारतीय विशिष्ट पहचान प्राधिकरण
Unique Identification Authority of India
DERE velit nS RRR SBE co कक a SS A RR
Address:
[=
Pe
पा
=
a
XP
oy
S/O Ramesh Mehta, 14, Rose Garden, MG Road, Camp,
है दल]
Pune, Maharashtra - 411001
3693 4206 8951
VID : 9693 4206 8951 3693`);
    expect(reading.fields).toEqual({
      ...EMPTY_AADHAAR_FIELDS,
      aadhaarNumber: '3693 4206 8951',
      address: '14, Rose Garden, MG Road, Camp, Pune, Maharashtra - 411001',
      guardianName: 'Ramesh Mehta',
      guardianRelation: 'S/O',
    });
  });
});
