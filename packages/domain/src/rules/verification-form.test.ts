import { describe, expect, it } from 'vitest';
import type { Tenant } from '../contracts/tenants';
import { verificationForm } from './verification-form';

const OWNER = {
  name: 'Anil Mehta',
  phone: '9811100011',
  pgName: 'Sunrise PG',
  address: '14 MG Road, Indore, Madhya Pradesh - 452001',
};

const TENANT: Tenant = {
  _id: 't1',
  name: 'Rohan Das',
  email: '',
  phone: '9876512340',
  emergencyContact: { name: '', phone: '', relation: '' },
  idProofType: 'Aadhar',
  idProofNumber: 'XXXX XXXX 0124',
  occupation: 'Student',
  roomId: { _id: 'r1', roomNumber: '101', floorNumber: 1, rentAmount: 8000, capacity: 2 },
  bedNumber: 2,
  joiningDate: '2026-11-01',
  leavingDate: null,
  active: true,
  rentAmount: null,
  monthlyRent: 8000,
  depositAmount: 0,
  language: 'en',
  dob: '2001-05-09',
  gender: 'Male',
  address: '12 Gandhi Nagar, Bhopal - 462001',
  guardian: { relation: 'S/O', name: 'Ramesh Das' },
  identityErased: false,
  hasPhoto: true,
  idCardSides: ['front', 'back'],
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('verificationForm', () => {
  it('fills every part from the tenant and the owner’s profile', () => {
    expect(verificationForm(TENANT, OWNER)).toEqual({
      owner: {
        name: 'Anil Mehta',
        phone: '9811100011',
        pgName: 'Sunrise PG',
        pgAddress: '14 MG Road, Indore, Madhya Pradesh - 452001',
      },
      tenant: {
        name: 'Rohan Das',
        guardian: 'S/O Ramesh Das',
        dob: '2001-05-09',
        gender: 'Male',
        phone: '9876512340',
        permanentAddress: '12 Gandhi Nagar, Bhopal - 462001',
        idProofType: 'Aadhar',
        maskedIdNumber: 'XXXX XXXX 0124',
        occupation: 'Student',
      },
      stay: {
        room: { roomNumber: '101', floorNumber: 1, bedNumber: 2 },
        joiningDate: '2026-11-01',
      },
      missing: [],
    });
  });

  it.each([
    ['Aadhar', '234567890124', 'XXXX XXXX 0124'],
    ['PAN', 'ABCDE1234F', 'XXXXXX234F'],
  ] as const)(
    'masks a whole %s number (%s → %s): the form never shows one',
    (type, whole, masked) => {
      const form = verificationForm({ ...TENANT, idProofType: type, idProofNumber: whole }, OWNER);
      expect(form.tenant.maskedIdNumber).toBe(masked);
      expect(JSON.stringify(form)).not.toContain(whole);
    },
  );

  it('lists what it asks for and Nivas does not hold, left blank', () => {
    const { guardian: _g, address: _a, ...withoutIdentity } = TENANT;
    const form = verificationForm(
      { ...withoutIdentity, idProofNumber: '', hasPhoto: false, roomId: null, bedNumber: null },
      { ...OWNER, address: '  ' },
    );
    expect(form.missing).toEqual([
      'guardian',
      'permanentAddress',
      'idNumber',
      'photo',
      'pgAddress',
    ]);
    expect(form.tenant).toMatchObject({ guardian: '', permanentAddress: '', maskedIdNumber: '' });
    expect(form.stay.room).toBeNull();
  });
});
