import fc from 'fast-check';
import {
  booleanField,
  email,
  label,
  language,
  notTextNorNull,
  oneOf,
  optionalText,
  phone,
  reference,
  requiredText,
} from './fields';
import { paymentMethods } from './money';
import { dateText, rupees, wholeNumber } from './numbers-and-dates';
import type { BrokenField } from './requests';

/** The bodies of a tenant, of a reminder sent to them and of their move-out. */

const idProofTypes = ['Aadhar', 'PAN', 'Driving License', 'Passport', 'Voter ID', 'Other'];

export const tenantFields = (context: {
  otherAdminsRoomId: string;
  forUpdate: boolean;
}): BrokenField[] => [
  requiredText('name', label('name'), 100),
  email('email', { blankIsUnset: true }),
  phone('phone'),
  {
    key: 'emergencyContact',
    names: label('emergency', 'expected object'),
    invalid: fc.oneof(
      fc.oneof(
        fc.string({ maxLength: 10 }),
        fc.integer(),
        fc.constant(null),
        fc.array(fc.string()),
      ),
      // A misspelt field inside must not pass for a valid body either.
      fc.constant({ name: 'Meena Sharma', phon: '9812345671', relation: 'Mother' }),
    ),
  },
  optionalText('emergencyContact.name', label('emergency contact name', 'emergencyContact'), 100),
  {
    ...phone('emergencyContact.phone', { blankIsUnset: true }),
    names: label('phone', 'emergency'),
  },
  optionalText(
    'emergencyContact.relation',
    label('emergency contact relation', 'emergencyContact'),
    50,
  ),
  oneOf('idProofType', label('ID proof type', 'idProofType'), idProofTypes),
  {
    key: 'idProofNumber',
    names: label('ID proof number', 'idProofNumber', 'Aadhaar'),
    // The body's type is Aadhar: anything but 12 digits is refused.
    invalid: fc.oneof(
      requiredText('idProofNumber', /./, 30).invalid,
      fc.stringMatching(/^\d{1,11}$/),
      fc.stringMatching(/^\d{13,20}$/),
      fc.constantFrom('2345 6789 012X', 'ABCD EFGH IJKL'),
    ),
  },
  optionalText('occupation', label('occupation'), 100),
  dateText('joiningDate', label('joining date', 'joiningDate'), { required: true }),
  booleanField('active', label('active')),
  {
    ...dateText('dob', label('date of birth', 'dob'), { required: false, blankIsUnset: true }),
    invalid: fc.oneof(
      dateText('dob', /./, { required: false, blankIsUnset: true }).invalid,
      fc.constantFrom('2999-01-01', '9999-12-31'),
    ),
    names: label('date of birth', 'dob'),
  },
  oneOf('gender', label('gender'), ['Male', 'Female', 'Other'], { blankIsUnset: true }),
  language,
  optionalText('address', label('address'), 500),
  reference('roomId', label('room', 'bed'), context.otherAdminsRoomId, {
    nullable: context.forUpdate,
  }),
  rupees('rentAmount', label('rent amount', 'rentAmount'), { required: false }),
  rupees('depositAmount', label('deposit', 'depositAmount'), { required: false }),
  booleanField('allowDuplicate', label('allowDuplicate')),
  ...(context.forUpdate
    ? [
        dateText('leavingDate', label('leaving date', 'leavingDate'), {
          required: false,
          blankIsUnset: true,
        }),
      ]
    : []),
  {
    ...wholeNumber(
      'bedNumber',
      label('bed'),
      { min: 1, max: 50 },
      { required: !context.forUpdate, nullable: context.forUpdate },
    ),
    // The fixture room has 3 beds: 4 to 50 pass the contract and are refused by the room.
    invalid: fc.oneof(
      wholeNumber('bedNumber', /./, { min: 1, max: 50 }, { nullable: context.forUpdate }).invalid,
      fc.integer({ min: 4, max: 50 }),
    ),
  },
];

/** POST /tenants/{id}/reminders: how the reminder went. */
export const reminderFields: BrokenField[] = [
  oneOf('channel', label('channel'), ['whatsapp', 'sms', 'call']),
];

export const moveOutFields: BrokenField[] = [
  dateText('noticeDate', label('notice date', 'noticeDate'), { required: true }),
  dateText('vacateDate', label('vacate date', 'vacateDate'), { required: true }),
  {
    key: 'deductions',
    names: label('deductions', 'reason', 'amount'),
    invalid: fc.oneof(
      notTextNorNull.filter((v) => !Array.isArray(v)),
      fc.constant(null),
      fc.constantFrom(
        [{ reason: '', amount: 100 }],
        [{ reason: 'Lost key', amount: 0 }],
        [{ reason: 'Lost key', amount: -5 }],
        [{ reason: 'Lost key' }],
        [{ amount: 100 }],
        ['Lost key'],
        Array.from({ length: 21 }, () => ({ reason: 'Key', amount: 1 })),
      ),
    ),
  },
  oneOf('refundMethod', label('refund method', 'refundMethod'), paymentMethods),
  optionalText('refundReference', label('refund reference', 'refundReference'), 100),
];
