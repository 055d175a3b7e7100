import type { Rent } from '@nivas/domain';
import { describe, expect, it } from 'vitest';
import { actingAs, registerAdmin } from '../../../test/test-app';
import {
  accountOf,
  app,
  owner,
  previewOf,
  setUpMoveOutApp,
  statementOf,
  tenantWithDeposit,
  TODAY,
  travelTo,
} from './move-out-test-setup';

/**
 * Recording a move-out: the statement is the preview, the dues are settled from the deposit,
 * the rest refunded or left owing, and a tenant moves out once.
 */
setUpMoveOutApp();

describe('POST /api/v1/tenants/{id}/move-out', () => {
  it('records exactly the preview, settles the dues from the deposit and refunds the rest', async () => {
    const { tenant, room, firstRent } = await tenantWithDeposit();
    const deductions = [{ reason: 'Lost key', amount: 300 }];
    const query = `noticeDate=2026-11-10&vacateDate=2026-11-20&deductions=${encodeURIComponent(
      JSON.stringify(deductions),
    )}`;
    const preview = (await previewOf(tenant._id, query)).json().data;

    const recorded = await owner.post(`/tenants/${tenant._id}/move-out`, {
      noticeDate: '2026-11-10',
      vacateDate: '2026-11-20',
      deductions,
      refundMethod: 'UPI',
      refundReference: 'REF-9',
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const statement = recorded.json().data;
    expect(statement).toMatchObject({
      ...statementOf(preview),
      noticeDate: '2026-11-10',
      vacateDate: '2026-11-20',
      refundBy: '2026-11-30',
      refundMethod: 'UPI',
      refundReference: 'REF-9',
    });
    expect((await owner.get(`/tenants/${tenant._id}/move-out`)).json().data).toEqual(statement);
    expect((await accountOf(tenant._id)).moveOut).toEqual(statement);

    // The bed is free and the tenant inactive, gone on the vacate date.
    const account = await accountOf(tenant._id);
    expect(account.tenant).toMatchObject({
      active: false,
      leavingDate: '2026-11-20',
      roomId: null,
    });
    const roomNow = (await owner.get(`/rooms/${room._id}`)).json().data;
    expect(roomNow.currentOccupancy ?? roomNow.occupiedBeds ?? 0).toBe(0);

    // November is its prorated share, paid from the deposit; the house rules' lines are charges,
    // paid from it too; what is left is refunded; nothing stays owed or held.
    const november = account.rents.find((rent: Rent) => rent._id === firstRent._id);
    expect(november).toMatchObject({ amount: 4000, amountPaid: 4000, status: 'Paid' });
    expect(
      account.charges.map((c: { kind: string; amount: number; amountPaid: number }) => [
        c.kind,
        c.amount,
        c.amountPaid,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['other', 3935, 3935],
        ['maintenance', 500, 500],
        ['damage', 300, 300],
      ]),
    );
    expect(account.totals).toMatchObject({ due: 0, overdue: 0 });
    expect(account.deposit.held).toBe(0);
    const entries = account.deposit.entries.map((e: { kind: string; amount: number }) => [
      e.kind,
      e.amount,
    ]);
    expect(entries).toEqual(
      expect.arrayContaining([
        ['collect', 10_000],
        ['deduct', 4000],
        ['deduct', 3935],
        ['deduct', 500],
        ['deduct', 300],
        ['refund', 1265],
      ]),
    );
    expect(entries).toHaveLength(6);
    const settled = account.payments.find(
      (p: { rentId: string | null }) => p.rentId === firstRent._id,
    );
    expect(settled).toMatchObject({ amount: 4000, method: 'Other', reference: 'Deposit' });
  });

  it('holds what was paid beyond the vacate date with the deposit: no later rent counts', async () => {
    const { tenant, firstRent } = await tenantWithDeposit(2000);
    // November paid in full in two parts makes December's rent; December is paid ahead too.
    await owner.put(`/rents/${firstRent._id}/pay`, { amount: 4500, paymentMethod: 'Cash' });
    const paid = (await owner.put(`/rents/${firstRent._id}/pay`, { paymentMethod: 'UPI' })).json();
    const december = paid.nextRent as Rent;
    expect(december).toMatchObject({ month: 12, year: 2026 });
    await owner.put(`/rents/${december._id}/pay`, { amount: 1000, paymentMethod: 'Cash' });

    const query = 'noticeDate=2026-10-21&vacateDate=2026-11-20';
    const preview = (await previewOf(tenant._id, query)).json().data;
    // November for 20 days (₹4,000) of ₹6,000 paid, December's ₹1,000 paid ahead, ₹500 exit.
    expect(statementOf(preview)).toEqual({
      lines: [
        { kind: 'rent', label: 'Rent · December 2026 · paid ahead', amount: -1000 },
        {
          kind: 'rent',
          label: 'Rent · November 2026, 20 days to the vacate date',
          amount: -2000,
          days: 20,
        },
        { kind: 'exit', label: 'Exit charge', amount: 500 },
      ],
      depositHeld: 2000,
      refund: 4500,
      owed: 0,
    });
    const recorded = await owner.post(`/tenants/${tenant._id}/move-out`, {
      noticeDate: '2026-10-21',
      vacateDate: '2026-11-20',
      refundMethod: 'Cash',
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json().data).toMatchObject(statementOf(preview));

    const account = await accountOf(tenant._id);
    const rentOf = (id: string) => account.rents.find((rent: Rent) => rent._id === id);
    // November: the UPI payment of ₹1,500 voided, ₹4,500 cash stands… less ₹500 beyond the
    // share: the cash payment is recorded again at ₹4,000 once the rent is its share.
    expect(rentOf(firstRent._id)).toMatchObject({ amount: 4000, amountPaid: 4000, status: 'Paid' });
    expect(rentOf(december._id)).toMatchObject({ status: 'Cancelled', amountPaid: 0 });
    const standing = account.payments.filter((p: { voided: unknown }) => !p.voided);
    expect(standing.reduce((sum: number, p: { amount: number }) => sum + p.amount, 0)).toBe(
      4000 + 500,
    );
    expect(account.totals).toMatchObject({ due: 0, overdue: 0 });
    expect(account.deposit.held).toBe(0);
    expect(account.deposit.entries.find((e: { kind: string }) => e.kind === 'refund').amount).toBe(
      4500,
    );
  });

  it('names an unpaid charge on the statement and pays it from the deposit', async () => {
    const { tenant } = await tenantWithDeposit(5000);
    const charge = await owner.post(`/tenants/${tenant._id}/charges`, {
      kind: 'electricity',
      amount: 420,
      date: '2026-11-15',
      dueDate: '2026-11-20',
    });
    expect(charge.statusCode, charge.body).toBe(201);
    const preview = (
      await previewOf(tenant._id, 'noticeDate=2026-10-16&vacateDate=2026-11-15')
    ).json().data;
    // November for 15 days: ₹3,000; the electricity; the exit charge.
    expect(preview).toMatchObject({
      lines: [
        { kind: 'charge', label: 'Electricity · 15 Nov 2026', amount: 420 },
        { kind: 'rent', amount: 3000, days: 15 },
        { kind: 'exit', amount: 500 },
      ],
      refund: 5000 - 420 - 3000 - 500,
    });
    const recorded = await owner.post(`/tenants/${tenant._id}/move-out`, {
      noticeDate: '2026-10-16',
      vacateDate: '2026-11-15',
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const account = await accountOf(tenant._id);
    expect(
      account.charges.find((c: { _id: string }) => c._id === charge.json().data._id),
    ).toMatchObject({
      amountPaid: 420,
      status: 'Paid',
    });
    expect(account.deposit.entries).toContainEqual(
      expect.objectContaining({
        kind: 'deduct',
        amount: 420,
        reason: 'Settled: Electricity · 15 Nov 2026',
      }),
    );
  });

  it('ends owing when the deposit is short: the rest stays due on the tenant', async () => {
    travelTo('2026-11-30');
    const { tenant, firstRent } = await tenantWithDeposit(1000);
    const body = { noticeDate: '2026-10-31', vacateDate: '2026-11-30', refundMethod: 'Cash' };
    const preview = (
      await previewOf(tenant._id, `noticeDate=${body.noticeDate}&vacateDate=${body.vacateDate}`)
    ).json().data;
    expect(preview).toMatchObject({ depositHeld: 1000, refund: 0, owed: 5500 });
    const recorded = await owner.post(`/tenants/${tenant._id}/move-out`, body);
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json().data).toMatchObject(statementOf(preview));

    const account = await accountOf(tenant._id);
    // The deposit paid the oldest due first: November's rent, in part.
    expect(account.rents.find((rent: Rent) => rent._id === firstRent._id)).toMatchObject({
      amount: 6000,
      amountPaid: 1000,
    });
    // November's ₹5,000 and the exit charge, due on the vacate date, today.
    expect(account.totals).toMatchObject({ due: 5500, upcoming: 0 });
    expect(account.deposit.held).toBe(0);
    expect(account.deposit.entries.map((e: { kind: string }) => e.kind).sort()).toEqual([
      'collect',
      'deduct',
    ]);
  });

  it('refuses a vacate date after today (400 VACATE_DATE_IN_FUTURE) and writes nothing', async () => {
    const { tenant, room } = await tenantWithDeposit(20_000);
    const before = await accountOf(tenant._id);
    for (const vacateDate of ['2027-01-31', '2026-11-29']) {
      const refused = await owner.post(`/tenants/${tenant._id}/move-out`, {
        noticeDate: TODAY,
        vacateDate,
      });
      expect(refused.statusCode, vacateDate).toBe(400);
      expect(refused.json()).toEqual({
        success: false,
        code: 'VACATE_DATE_IN_FUTURE',
        error:
          'A move-out is recorded on the day the tenant leaves or after it: the vacate date cannot be after today',
      });
    }
    // Still here, in their bed, nothing recorded; the preview still answers for that day.
    expect(await accountOf(tenant._id)).toEqual(before);
    expect(before.tenant).toMatchObject({ active: true, roomId: { _id: room._id } });
    expect(
      (await previewOf(tenant._id, `noticeDate=${TODAY}&vacateDate=2027-01-31`)).statusCode,
    ).toBe(200);

    // Leaving today is recorded.
    const recorded = await owner.post(`/tenants/${tenant._id}/move-out`, {
      noticeDate: TODAY,
      vacateDate: TODAY,
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
  });

  it('refuses a tenant who has moved out already (409 TENANT_INACTIVE), for preview and record', async () => {
    const { tenant } = await tenantWithDeposit(0);
    const body = { noticeDate: '2026-10-20', vacateDate: '2026-11-20' };
    expect((await owner.post(`/tenants/${tenant._id}/move-out`, body)).statusCode).toBe(201);
    const again = await owner.post(`/tenants/${tenant._id}/move-out`, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('TENANT_INACTIVE');
    const preview = await previewOf(tenant._id, 'noticeDate=2026-10-20&vacateDate=2026-11-20');
    expect(preview.statusCode).toBe(409);
    expect(preview.json().code).toBe('TENANT_INACTIVE');
  });

  it("answers 404 for a tenant who never moved out, and for another admin's tenant", async () => {
    const { tenant } = await tenantWithDeposit(0);
    expect((await owner.get(`/tenants/${tenant._id}/move-out`)).statusCode).toBe(404);
    const stranger = actingAs(app, await registerAdmin(app));
    const body = { noticeDate: '2026-10-20', vacateDate: '2026-11-20' };
    for (const response of [
      await stranger.get(
        `/tenants/${tenant._id}/move-out/preview?noticeDate=2026-10-20&vacateDate=2026-11-20`,
      ),
      await stranger.post(`/tenants/${tenant._id}/move-out`, body),
      await stranger.get(`/tenants/${tenant._id}/move-out`),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect((await accountOf(tenant._id)).tenant.active).toBe(true);
  });
});
