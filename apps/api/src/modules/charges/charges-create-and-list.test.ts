import { addDays, type Charge } from '@nivas/domain';
import { describe, expect, it } from 'vitest';
import {
  addCharge,
  chargeBody,
  newTenant,
  owner,
  pay,
  setUpChargesApp,
  stranger,
  today,
} from './charges-test-setup';

/** Recording a charge on a tenant, what the contract refuses, and the list's filters. */
setUpChargesApp();

describe('POST /api/v1/tenants/{id}/charges', () => {
  it('records a due with its tenant and room, owed as a rent is', async () => {
    const { room, tenant } = await newTenant('Water Drinker');
    const response = await owner.post(`/tenants/${tenant._id}/charges`, chargeBody());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toEqual({
      _id: expect.any(String),
      tenantId: { _id: tenant._id, name: 'Water Drinker', phone: tenant.phone },
      tenantInfo: { name: 'Water Drinker', phone: tenant.phone },
      roomId: { _id: room._id, roomNumber: room.roomNumber, floorNumber: room.floorNumber },
      kind: 'water',
      amount: 450,
      amountPaid: 0,
      amountDue: 450,
      date: '2030-03-01',
      dueDate: '2030-03-05',
      note: 'Tanker, March',
      status: 'Pending',
      daysOverdue: 0,
      waived: null,
      rentId: null,
      meterReadingId: null,
      createdAt: expect.any(String),
    });
  });

  it('counts a charge past its due date as overdue', async () => {
    const { tenant } = await newTenant();
    const charge = await addCharge(tenant._id, {
      date: addDays(today, -20),
      dueDate: addDays(today, -6),
    });
    expect(charge).toMatchObject({ status: 'Overdue', daysOverdue: 6 });
  });

  it.each([
    [{ amount: 0 }, /Amount must be/],
    [{ amount: -5 }, /Amount/],
    [{ amount: 10.005 }, /Amount/],
    [{ kind: 'rent' }, /Kind must be one of electricity, water/],
    [{ dueDate: '2030-02-28' }, 'Due date cannot be before the date'],
    [{ date: 'someday' }, /Date/],
    [{ note: 'x'.repeat(301) }, 'Note must be at most 300 characters'],
    [{ paidPaise: 100 }, /Unrecognized key/],
  ])('refuses %o with 400, adding nothing', async (overrides, message) => {
    const { tenant } = await newTenant();
    const response = await owner.post(`/tenants/${tenant._id}/charges`, chargeBody(overrides));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_INPUT' });
    expect(response.json().error).toMatch(message);
    expect((await owner.get(`/charges?tenantId=${tenant._id}`)).json().data).toEqual([]);
  });

  it("answers 404 for another admin's tenant and an unknown one", async () => {
    const { tenant } = await newTenant();
    for (const id of [tenant._id, '6f1c1a52-7a55-4c51-9d0b-2f2a0c7f0b11', 'nobody']) {
      const response = await stranger.post(`/tenants/${id}/charges`, chargeBody());
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'Tenant not found', code: 'NOT_FOUND' });
    }
    expect((await owner.get(`/charges?tenantId=${tenant._id}`)).json().data).toEqual([]);
  });
});

describe('GET /api/v1/charges', () => {
  it('filters by the month a charge falls due in, its status and its tenant', async () => {
    const { tenant: asha } = await newTenant('Asha Filter');
    const { tenant: ravi } = await newTenant('Ravi Filter');
    const march = await addCharge(asha._id, { date: '2031-03-01', dueDate: '2031-03-31' });
    const april = await addCharge(asha._id, { date: '2031-03-20', dueDate: '2031-04-01' });
    const raviMarch = await addCharge(ravi._id, { date: '2031-03-02', dueDate: '2031-03-05' });
    await pay(raviMarch._id, { amount: 50 });
    const ids = (response: { json(): { data: Charge[] } }) =>
      response.json().data.map((c) => c._id);

    expect(ids(await owner.get('/charges?month=3&year=2031'))).toEqual([march._id, raviMarch._id]);
    expect(ids(await owner.get('/charges?month=4&year=2031'))).toEqual([april._id]);
    expect(ids(await owner.get(`/charges?tenantId=${asha._id}`))).toEqual([april._id, march._id]);
    expect(ids(await owner.get('/charges?month=3&year=2031&status=Partially%20Paid'))).toEqual([
      raviMarch._id,
    ]);
    expect(ids(await owner.get('/charges?month=3&year=2031&status=Pending'))).toEqual([march._id]);
    // Another admin sees none of them.
    expect((await stranger.get('/charges?month=3&year=2031')).json().data).toEqual([]);
  });

  it.each([
    ['month=3', 'Give both month and year, or neither'],
    ['month=13&year=2031', /month/],
    ['status=Late', /status must be one of/],
    ['tenantId=nobody', 'tenantId must be an id'],
  ])('refuses ?%s with 400', async (query, message) => {
    const response = await owner.get(`/charges?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(message);
  });
});
