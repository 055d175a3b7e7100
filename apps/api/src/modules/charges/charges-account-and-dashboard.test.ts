import { addDays, type Charge } from '@nivas/domain';
import { describe, expect, it } from 'vitest';
import { actingAs, registerAdmin, roomBody, tenantBody } from '../../../test/test-app';
import {
  addCharge,
  app,
  chargeBody,
  newTenant,
  owner,
  ownerId,
  pay,
  setUpChargesApp,
  today,
} from './charges-test-setup';
import { listUnpaidCharges } from './queries';

/** Where charges are counted besides their list: the account, the dashboard, a move-out. */
setUpChargesApp();

describe('charges in the account and on the dashboard', () => {
  it('lists charges in the account, whose totals count them unless waived', async () => {
    const { tenant } = await newTenant();
    const overdue = await addCharge(tenant._id, {
      amount: 1000,
      date: addDays(today, -30),
      dueDate: addDays(today, -10),
    });
    await pay(overdue._id, { amount: 250 });
    const upcoming = await addCharge(tenant._id, {
      kind: 'mess',
      amount: 3000,
      date: today,
      dueDate: addDays(today, 5),
    });
    const waived = await addCharge(tenant._id, {
      kind: 'damage',
      amount: 700,
      date: addDays(today, -3),
      dueDate: addDays(today, -2),
    });
    await owner.post(`/charges/${waived._id}/waive`, { reason: 'Our fault' });

    const account = (await owner.get(`/tenants/${tenant._id}/account`)).json().data;
    expect(account.charges.map((c: Charge) => [c._id, c.status])).toEqual([
      [upcoming._id, 'Pending'],
      [waived._id, 'Cancelled'],
      [overdue._id, 'Overdue'],
    ]);
    expect(account.totals).toEqual({
      due: 750,
      overdue: 750,
      upcoming: 3000,
      paid: 250,
      credit: 0,
    });
    expect(account.payments).toEqual([
      expect.objectContaining({ amount: 250, label: expect.stringMatching(/^Water · /) }),
    ]);
  });

  it("counts what is owed on charges in the dashboard's pending amount", async () => {
    const admin = await registerAdmin(app);
    const as = actingAs(app, admin);
    const room = (await as.post('/rooms', roomBody({ rentAmount: 0 }))).json().data;
    const tenant = (await as.post('/tenants', tenantBody(room._id, 1))).json().data;
    const rent = await as.post('/rents', {
      tenantId: tenant._id,
      amount: 5000,
      month: 12,
      year: 2026,
      dueDate: '2026-12-05',
    });
    expect(rent.statusCode).toBe(201);
    const charge = (
      await as.post(`/tenants/${tenant._id}/charges`, chargeBody({ amount: 1234.5 }))
    ).json().data;
    await as.put(`/charges/${charge._id}/pay`, { amount: 234.5 });
    const waived = (await as.post(`/tenants/${tenant._id}/charges`, chargeBody())).json().data;
    await as.post(`/charges/${waived._id}/waive`, { reason: 'Not owed' });

    const stats = (await as.get('/dashboard/stats')).json().data;
    expect(stats).toMatchObject({ pendingRents: 1, pendingAmount: 6000 });
  });
});

describe('listUnpaidCharges (what a move-out settles)', () => {
  it("answers a tenant's charges still owed, oldest due first, none paid or waived", async () => {
    const { tenant } = await newTenant();
    const later = await addCharge(tenant._id, { date: '2031-05-01', dueDate: '2031-05-10' });
    const earlier = await addCharge(tenant._id, { date: '2031-04-01', dueDate: '2031-04-10' });
    const part = await addCharge(tenant._id, { date: '2031-06-01', dueDate: '2031-06-10' });
    await pay(part._id, { amount: 50 });
    const paid = await addCharge(tenant._id);
    await pay(paid._id);
    const waived = await addCharge(tenant._id);
    await owner.post(`/charges/${waived._id}/waive`, { reason: 'No' });

    const rows = await listUnpaidCharges(app.db, ownerId, tenant._id);
    expect(rows.map((row) => [row.id, row.amountPaise - row.paidPaise])).toEqual([
      [earlier._id, 45_000],
      [later._id, 45_000],
      [part._id, 40_000],
    ]);
  });
});
