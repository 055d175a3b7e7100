import { addDays, businessToday, latestJoiningDate } from '@nivas/domain';
import { describe, expect, it } from 'vitest';
import { tenantBody } from '../../../test/test-app';
import {
  addTenant,
  createRoom,
  occupiedBeds,
  owner,
  setUpTenantsApp,
  stranger,
} from './tenants-test-setup';

/**
 * Adding a tenant: every field and its default, what the contract refuses, the room's capacity
 * and beds, and one bed asked for 20 times at once.
 */
setUpTenantsApp();

describe('POST /api/v1/tenants', () => {
  it('creates a tenant with every field, the room embedded and the Aadhaar number masked', async () => {
    const room = await createRoom();
    const response = await owner.post(
      '/tenants',
      tenantBody(room._id, 2, { idProofNumber: '2345 6789 0123', phone: '9812345670' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toEqual({
      _id: expect.any(String),
      name: 'Priya Sharma',
      email: 'priya@example.com',
      phone: '9812345670',
      emergencyContact: { name: 'Meena Sharma', phone: '9812345671', relation: 'Mother' },
      idProofType: 'Aadhar',
      idProofNumber: 'XXXX XXXX 0123',
      occupation: 'Engineer',
      roomId: {
        _id: room._id,
        roomNumber: room.roomNumber,
        floorNumber: room.floorNumber,
        rentAmount: room.rentAmount,
        capacity: room.capacity,
      },
      bedNumber: 2,
      joiningDate: '2026-11-01',
      language: 'en',
      leavingDate: null,
      active: true,
      rentAmount: null,
      monthlyRent: room.rentAmount,
      depositAmount: 0,
      dob: '1998-04-12',
      gender: 'Female',
      address: '5 Park Street, Kolkata',
      guardian: null,
      identityErased: false,
      hasPhoto: false,
      idCardSides: [],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await occupiedBeds(room._id)).toBe(1);
  });

  it('keeps optional fields optional: dob null, gender null, email empty', async () => {
    const room = await createRoom();
    const tenant = await addTenant(room._id, 1, {
      dob: '',
      gender: '',
      email: '',
      occupation: undefined,
      emergencyContact: undefined,
    });
    expect(tenant).toMatchObject({
      dob: null,
      gender: null,
      email: '',
      occupation: '',
      emergencyContact: { name: '', phone: '', relation: '' },
    });
  });

  it('reads a full ISO joining date as the date in India', async () => {
    const room = await createRoom();
    const tenant = await addTenant(room._id, 1, { joiningDate: '2026-10-31T20:00:00.000Z' });
    expect(tenant.joiningDate).toBe('2026-11-01');
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ phone: undefined }, 'Phone is required'],
    [{ phone: '98123' }, 'Phone must be exactly 10 digits'],
    [{ idProofNumber: '' }, 'ID proof number is required'],
    [{ idProofNumber: '1234 5678' }, 'Aadhaar number must be 12 digits'],
    [
      { idProofType: 'Ration Card' },
      'ID proof type must be one of Aadhar, PAN, Driving License, Passport, Voter ID, Other',
    ],
    [{ roomId: undefined }, 'Room is required'],
    [{ bedNumber: undefined }, 'Bed number is required'],
    [{ joiningDate: '' }, 'Joining date is required'],
    [{ joiningDate: 'someday' }, 'Joining date must be a date'],
    [{ email: 'nope' }, 'Email must be a valid email address'],
    [{ gender: 'X' }, 'Gender must be Male, Female or Other'],
    [{ dob: '2099-01-01' }, 'Date of birth cannot be in the future', 'DOB_IN_FUTURE'],
    [{ dob: '+010000-01-01' }, 'Date of birth must be a date'],
    [{ dob: '0000-01-01' }, 'Date of birth must be between 1900 and 2100'],
    [{ joiningDate: '2101-01-01' }, 'Joining date must be between 1900 and 2100'],
    [{ name: 'Ravi\u0000' }, 'Name must not contain control characters'],
    [{ bedNumber: 3 }, 'Bed number must be between 1 and 2', 'BED_OUT_OF_RANGE'],
    [{ bedNumber: 0 }, 'Bed number must be at least 1'],
  ])('refuses %o with 400 "%s" and stores nothing', async (change, message, code?: string) => {
    const room = await createRoom();
    const response = await owner.post('/tenants', tenantBody(room._id, 1, change));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: message,
      code: code ?? 'INVALID_INPUT',
    });
    expect(await occupiedBeds(room._id)).toBe(0);
  });

  it('takes a joining date up to a year ahead and refuses a day more, on adding and editing', async () => {
    const today = businessToday('Asia/Kolkata');
    const lastDay = latestJoiningDate(today);
    const room = await createRoom();
    const tenant = await addTenant(room._id, 1, { joiningDate: lastDay });
    expect(tenant.joiningDate).toBe(lastDay);

    const tooFar = await owner.post(
      '/tenants',
      tenantBody(room._id, 2, { joiningDate: addDays(lastDay, 1) }),
    );
    expect(tooFar.statusCode, tooFar.body).toBe(400);
    expect(tooFar.json()).toEqual({
      success: false,
      error: 'Joining date cannot be more than a year ahead',
      code: 'JOINING_DATE_TOO_FAR',
    });
    expect(await occupiedBeds(room._id)).toBe(1);

    const edited = await owner.put(
      `/tenants/${tenant._id}`,
      tenantBody(room._id, 1, { phone: tenant.phone, joiningDate: addDays(lastDay, 1) }),
    );
    expect(edited.statusCode, edited.body).toBe(400);
    expect(edited.json().code).toBe('JOINING_DATE_TOO_FAR');
    expect((await owner.get(`/tenants/${tenant._id}`)).json().data.joiningDate).toBe(lastDay);
  });

  it('accepts another ID proof as written, masked in the answer and whole in the edit read', async () => {
    const room = await createRoom();
    const tenant = await addTenant(room._id, 1, {
      idProofType: 'PAN',
      idProofNumber: 'ABCDE1234F',
    });
    expect(tenant).toMatchObject({ idProofType: 'PAN', idProofNumber: 'XXXXXX234F' });
    expect((await owner.get(`/tenants/${tenant._id}`)).json().data.idProofNumber).toBe(
      'ABCDE1234F',
    );
  });

  it('refuses a full room with the capacity message (409)', async () => {
    const room = await createRoom({ capacity: 1 });
    await addTenant(room._id, 1);
    const response = await owner.post('/tenants', tenantBody(room._id, 1, { phone: '9000000009' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(
      `Room ${room.roomNumber} on Floor ${room.floorNumber} is at full capacity`,
    );
  });

  it('refuses a bed held by another active tenant (409)', async () => {
    const room = await createRoom({ capacity: 3 });
    await addTenant(room._id, 2);
    const response = await owner.post('/tenants', tenantBody(room._id, 2, { phone: '9000000008' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(`Bed 2 in Room ${room.roomNumber} is already occupied`);
  });

  it("answers 404 for another admin's room", async () => {
    const room = await createRoom();
    const response = await stranger.post('/tenants', tenantBody(room._id, 1));
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('Room not found');
  });

  it('gives exactly one success to 20 concurrent requests for one free bed', async () => {
    const room = await createRoom({ capacity: 2 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        owner.post(
          '/tenants',
          tenantBody(room._id, 1, { phone: `90000001${String(i).padStart(2, '0')}` }),
        ),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const inRoom = (await owner.get('/tenants'))
      .json()
      .data.filter((t: { roomId: { _id: string } | null }) => t.roomId?._id === room._id);
    expect(inRoom).toHaveLength(1);
    expect(await occupiedBeds(room._id)).toBe(1);
  });
});
