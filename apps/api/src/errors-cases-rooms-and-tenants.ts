import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { roomBody, tenantBody } from '../test/test-app';
import { as, f, raw, type Case } from './errors-test-setup';

/**
 * The failures of errors-every-code.test.ts about rooms, beds and tenants: full rooms, taken
 * beds, duplicate people, dates that cannot be.
 */
export const ROOM_AND_TENANT_CASES: Case[] = [
  // Rooms and beds.
  [
    'a room that is not there',
    'NOT_FOUND',
    404,
    'Room not found',
    () => as.get(`/rooms/${randomUUID()}`),
  ],
  [
    'a room number the floor already has',
    'DUPLICATE_ROOM',
    409,
    'Room E1 already exists on Floor 1',
    () => as.post('/rooms', roomBody({ roomNumber: 'E1' })),
  ],
  [
    'a capacity below the tenants in the room',
    'CAPACITY_BELOW_OCCUPANTS',
    409,
    /^Capacity cannot be less than the 2 beds already taken/,
    () => as.put(`/rooms/${f.twoTenantRoom}`, roomBody({ roomNumber: 'E2', capacity: 1 })),
  ],
  [
    'a capacity below a bed that is taken',
    'CAPACITY_BELOW_TAKEN_BED',
    409,
    /^Capacity cannot be less than 2: bed 2 is taken/,
    () => as.put(`/rooms/${f.bedTwoRoom}`, roomBody({ roomNumber: 'E3', capacity: 1 })),
  ],
  [
    'deleting a room with tenants',
    'ROOM_OCCUPIED',
    409,
    /^This room still has 1 tenant/,
    () => as.delete(`/rooms/${f.fullRoom}`),
  ],
  [
    'a tenant for a full room',
    'ROOM_FULL',
    409,
    'Room E1 on Floor 1 is at full capacity',
    () => as.post('/tenants', tenantBody(f.fullRoom, 1)),
  ],
  [
    'a bed the room does not have',
    'BED_OUT_OF_RANGE',
    400,
    'Bed number must be between 1 and 3',
    () => as.post('/tenants', tenantBody(f.twoTenantRoom, 4)),
  ],
  [
    'a bed another tenant holds',
    'BED_TAKEN',
    409,
    'Bed 1 in Room E2 is already occupied',
    () => as.post('/tenants', tenantBody(f.twoTenantRoom, 1)),
  ],
  [
    'an ID number another tenant has',
    'DUPLICATE_ID_PROOF',
    409,
    'Priya Sharma (Room E1) already has this ID number',
    () => as.post('/tenants', tenantBody(f.twoTenantRoom, 3, { idProofNumber: f.aadhaar })),
    { duplicate: { _id: expect.any(String), name: 'Priya Sharma', match: 'idProof' } },
  ],
  [
    'a phone another active tenant has',
    'DUPLICATE_TENANT',
    409,
    'Priya Sharma (Room E1) already has this phone number',
    () => as.post('/tenants', tenantBody(f.twoTenantRoom, 3, { phone: f.phone })),
    { duplicate: { _id: expect.any(String), name: 'Priya Sharma', match: 'phone' } },
  ],
  [
    'making a tenant inactive without a leaving date',
    'LEAVING_DATE_REQUIRED',
    400,
    'Leaving date is required to make a tenant inactive',
    () =>
      as.put(`/tenants/${f.tenantId}`, {
        ...tenantBody(f.fullRoom, 1, { phone: f.phone, idProofNumber: f.aadhaar }),
        active: false,
      }),
  ],
  [
    'making a tenant who left active without a bed',
    'BED_REQUIRED',
    400,
    'Choose a room and a bed to make the tenant active again',
    () =>
      as.put(`/tenants/${f.leftTenant}`, {
        ...tenantBody(f.bedTwoRoom, 1, { name: 'Left Already' }),
        roomId: null,
        bedNumber: null,
      }),
  ],
  [
    'a date of birth after today',
    'DOB_IN_FUTURE',
    400,
    'Date of birth cannot be in the future',
    () => as.post('/tenants', tenantBody(f.twoTenantRoom, 3, { dob: '2099-01-01' })),
  ],
  [
    'a joining date more than a year ahead',
    'JOINING_DATE_TOO_FAR',
    400,
    'Joining date cannot be more than a year ahead',
    () => as.post('/tenants', tenantBody(f.twoTenantRoom, 3, { joiningDate: '2099-01-01' })),
  ],
  [
    'a move dated before the last meter reading of the room moved to',
    'MOVE_BEFORE_READING',
    409,
    "Moved on cannot be before Room E3's last meter reading (20 Nov 2026): its electricity up to then is already shared",
    () =>
      as.put(`/tenants/${f.tenantId}`, {
        ...tenantBody(f.bedTwoRoom, 1),
        phone: f.phone,
        idProofNumber: f.aadhaar,
        movedOn: '2026-11-10',
      }),
  ],
  [
    'a move-out recorded ahead of its vacate date',
    'VACATE_DATE_IN_FUTURE',
    400,
    'A move-out is recorded on the day the tenant leaves or after it: the vacate date cannot be after today',
    () =>
      as.post(`/tenants/${f.tenantId}/move-out`, {
        noticeDate: '2099-01-01',
        vacateDate: '2099-01-01',
      }),
  ],
  [
    'a photo that is not an image',
    'INVALID_PHOTO',
    400,
    'Photo must be a JPEG or PNG image',
    () =>
      raw({
        method: 'PUT',
        url: `/tenants/${f.tenantId}/photo`,
        type: 'image/jpeg',
        payload: Buffer.from('not a picture'),
      }),
  ],
];
