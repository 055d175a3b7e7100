import type { Charge, Rent } from '@nivas/domain';
import { describe, expect, it } from 'vitest';
import { applyLateFees } from '../charges/late-fees';
import {
  accountOf,
  messPlan,
  app,
  newPg,
  owner,
  previewOf,
  setUpMoveOutApp,
  statementOf,
  tenantWithDeposit,
  travelTo,
} from './move-out-test-setup';

/**
 * What a move-out owes for the months it touches and gives back for those after it: the
 * vacate month at the rent recorded for it, a plan's charge paid ahead credited, a late fee
 * gone with its rent. Each preview is then recorded, and the ledgers must say the same.
 */
setUpMoveOutApp();

type Acting = typeof owner;

/** The preview for these dates, then the move-out recorded with them: the same statement. */
async function previewThenRecord(
  tenantId: string,
  dates: { noticeDate: string; vacateDate: string },
  as: Acting = owner,
) {
  const preview = await previewOf(
    tenantId,
    `noticeDate=${dates.noticeDate}&vacateDate=${dates.vacateDate}`,
    as,
  );
  expect(preview.statusCode, preview.body).toBe(200);
  const recorded = await as.post(`/tenants/${tenantId}/move-out`, {
    ...dates,
    refundMethod: 'Cash',
  });
  expect(recorded.statusCode, recorded.body).toBe(201);
  const statement = statementOf(preview.json().data);
  expect(recorded.json().data).toMatchObject(statement);
  return statement;
}

const depositEntries = (account: { deposit: { entries: { kind: string; amount: number }[] } }) =>
  account.deposit.entries.map((e) => [e.kind, e.amount]);

describe('the vacate month at the rent recorded for it', () => {
  it('a month paid in full at ₹6,000 stays so when the rent is raised to ₹7,000', async () => {
    travelTo('2026-11-30');
    const { tenant, room, firstRent } = await tenantWithDeposit();
    await owner.put(`/rents/${firstRent._id}/pay`, { paymentMethod: 'Cash' });
    const raised = await owner.put(`/rooms/${room._id}`, {
      ...room,
      capacity: 1,
      rentAmount: 7000,
      amenities: [],
      description: '',
    });
    expect(raised.statusCode, raised.body).toBe(200);

    // 20 days of it: ₹4,000 of the ₹6,000 recorded, not ₹4,667 of ₹7,000.
    const partly = await previewOf(tenant._id, 'noticeDate=2026-10-21&vacateDate=2026-11-20');
    expect(partly.json().data.lines[0]).toEqual({
      kind: 'rent',
      label: 'Rent · November 2026, 20 days to the vacate date',
      amount: -2000,
      days: 20,
    });

    // All of it: nothing more owed, nothing back; December's rent is cancelled.
    const statement = await previewThenRecord(tenant._id, {
      noticeDate: '2026-10-31',
      vacateDate: '2026-11-30',
    });
    expect(statement).toEqual({
      lines: [{ kind: 'exit', label: 'Exit charge', amount: 500 }],
      depositHeld: 10_000,
      refund: 9500,
      owed: 0,
    });
    const account = await accountOf(tenant._id);
    expect(account.rents.find((rent: Rent) => rent._id === firstRent._id)).toMatchObject({
      amount: 6000,
      amountPaid: 6000,
      status: 'Paid',
    });
    expect(depositEntries(account).sort()).toEqual([
      ['collect', 10_000],
      ['deduct', 500],
      ['refund', 9500],
    ]);
  });

  it('a full first month is owed in full by a tenant who stays to its end', async () => {
    travelTo('2026-11-30');
    const as = await newPg({ firstMonth: 'full' });
    const { tenant, firstRent } = await tenantWithDeposit(10_000, {
      as,
      joiningDate: '2026-11-15',
    });
    expect(firstRent).toMatchObject({ amount: 6000, month: 11 });
    await as.put(`/rents/${firstRent._id}/pay`, { paymentMethod: 'Cash' });

    // Leaving on the 20th, 6 of the 16 days the month's ₹6,000 was for.
    const early = await previewOf(tenant._id, 'noticeDate=2026-10-21&vacateDate=2026-11-20', as);
    expect(early.json().data.lines[0]).toMatchObject({ kind: 'rent', amount: -3750, days: 6 });

    const statement = await previewThenRecord(
      tenant._id,
      { noticeDate: '2026-10-31', vacateDate: '2026-11-30' },
      as,
    );
    expect(statement.lines).toEqual([{ kind: 'exit', label: 'Exit charge', amount: 500 }]);
    const account = await accountOf(tenant._id, as);
    expect(account.rents.find((rent: Rent) => rent._id === firstRent._id)).toMatchObject({
      amount: 6000,
      amountPaid: 6000,
    });
  });
});

describe('a vacate month with no rent yet', () => {
  it("is made at its share with its plans' charges beside it, and the deposit pays both", async () => {
    // November's rent was removed; a mess plan started in November.
    const { tenant, firstRent } = await tenantWithDeposit();
    expect((await owner.delete(`/rents/${firstRent._id}`)).statusCode).toBe(200);
    await messPlan(tenant._id, 2500);

    const statement = await previewThenRecord(tenant._id, {
      noticeDate: '2026-10-21',
      vacateDate: '2026-11-20',
    });
    // November's mess whole, 20 of November's 30 days (₹4,000), the exit charge.
    expect(statement).toEqual({
      lines: [
        { kind: 'charge', label: 'Mess · 1 Nov 2026', amount: 2500 },
        {
          kind: 'rent',
          label: 'Rent · November 2026, 20 days to the vacate date',
          amount: 4000,
          days: 20,
        },
        { kind: 'exit', label: 'Exit charge', amount: 500 },
      ],
      depositHeld: 10_000,
      refund: 3000,
      owed: 0,
    });

    const account = await accountOf(tenant._id);
    expect(account.charges.filter((c: Charge) => c.kind === 'mess')).toMatchObject([
      { date: '2026-11-01', amount: 2500, amountPaid: 2500 },
    ]);
    expect(account.totals).toMatchObject({ due: 0, overdue: 0, upcoming: 0 });
  });
});

describe("a plan's charge for a month after the vacate date", () => {
  it('is waived whole, and what was paid on it is credited and comes back with the deposit', async () => {
    travelTo('2026-11-30');
    const { tenant, firstRent } = await tenantWithDeposit();
    await messPlan(tenant._id, 3000);
    // November paid in full makes December's rent and its mess charge; ₹1,000 is paid on it.
    await owner.put(`/rents/${firstRent._id}/pay`, { paymentMethod: 'Cash' });
    const charges = (await owner.get(`/charges?tenantId=${tenant._id}`)).json().data as Charge[];
    const mess = charges.find((c) => c.kind === 'mess')!;
    expect(mess).toMatchObject({ date: '2026-12-01', amount: 3000 });
    const paid = await owner.put(`/charges/${mess._id}/pay`, {
      amount: 1000,
      paymentMethod: 'UPI',
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const statement = await previewThenRecord(tenant._id, {
      noticeDate: '2026-10-31',
      vacateDate: '2026-11-30',
    });
    expect(statement).toEqual({
      lines: [
        { kind: 'charge', label: 'Mess · 1 Dec 2026 · paid ahead', amount: -1000 },
        { kind: 'exit', label: 'Exit charge', amount: 500 },
      ],
      depositHeld: 10_000,
      refund: 10_500,
      owed: 0,
    });

    const account = await accountOf(tenant._id);
    expect(account.charges.find((c: Charge) => c._id === mess._id)).toMatchObject({
      amountPaid: 0,
      status: 'Cancelled',
    });
    const onMess = account.payments.filter(
      (p: { label: string }) => p.label === 'Mess · 1 Dec 2026',
    );
    expect(onMess).toHaveLength(1);
    expect(onMess[0].voided).not.toBeNull();
    expect(depositEntries(account).sort()).toEqual([
      ['collect', 1000],
      ['collect', 10_000],
      ['deduct', 500],
      ['refund', 10_500],
    ]);
    expect(account.totals).toMatchObject({ due: 0, upcoming: 0 });
  });
});

describe('a late fee goes with its rent', () => {
  const server = { timeZone: 'Asia/Kolkata' };
  const on = (date: string) => new Date(`${date}T06:30:00Z`);

  /** A tenant since 1 Oct, October paid, November's rent overdue with a ₹200 late fee. */
  async function tenantWithLateFee() {
    const as = await newPg({ lateFee: { kind: 'flat', amount: 200, max: 0 } });
    const { tenant, firstRent } = await tenantWithDeposit(10_000, {
      as,
      joiningDate: '2026-10-01',
    });
    const paid = await as.put(`/rents/${firstRent._id}/pay`, { paymentMethod: 'Cash' });
    const november = paid.json().nextRent as Rent;
    expect(november).toMatchObject({ month: 11, year: 2026 });
    await applyLateFees(app.db, server, on('2026-11-20'));
    const fees = (await as.get(`/charges?tenantId=${tenant._id}`)).json().data as Charge[];
    expect(fees.map((c) => [c.kind, c.amount, c.rentId])).toEqual([['lateFee', 200, november._id]]);
    return { as, tenant, november, fee: fees[0]! };
  }

  it('a leaving backdated before its rent cancels the rent and waives its late fee', async () => {
    const { as, tenant, november, fee } = await tenantWithLateFee();
    const statement = await previewThenRecord(
      tenant._id,
      { noticeDate: '2026-10-01', vacateDate: '2026-10-31' },
      as,
    );
    expect(statement).toEqual({
      lines: [{ kind: 'exit', label: 'Exit charge', amount: 500 }],
      depositHeld: 10_000,
      refund: 9500,
      owed: 0,
    });
    const account = await accountOf(tenant._id, as);
    expect(account.rents.find((rent: Rent) => rent._id === november._id)).toMatchObject({
      status: 'Cancelled',
    });
    expect(account.charges.find((c: Charge) => c._id === fee._id)).toMatchObject({
      amountPaid: 0,
      status: 'Cancelled',
    });
    expect(depositEntries(account).sort()).toEqual([
      ['collect', 10_000],
      ['deduct', 500],
      ['refund', 9500],
    ]);
  });

  it('what was paid on such a late fee is credited, as money paid on a rent after leaving', async () => {
    const { as, tenant, november, fee } = await tenantWithLateFee();
    expect((await as.put(`/charges/${fee._id}/pay`, { paymentMethod: 'Cash' })).statusCode).toBe(
      200,
    );
    const statement = await previewThenRecord(
      tenant._id,
      { noticeDate: '2026-10-01', vacateDate: '2026-10-31' },
      as,
    );
    expect(statement).toEqual({
      lines: [
        { kind: 'charge', label: 'Late fee · 20 Nov 2026 · paid ahead', amount: -200 },
        { kind: 'exit', label: 'Exit charge', amount: 500 },
      ],
      depositHeld: 10_000,
      refund: 9700,
      owed: 0,
    });
    const account = await accountOf(tenant._id, as);
    expect(account.rents.find((rent: Rent) => rent._id === november._id)).toMatchObject({
      status: 'Cancelled',
    });
    expect(account.charges.find((c: Charge) => c._id === fee._id)).toMatchObject({
      amountPaid: 0,
      status: 'Cancelled',
    });
    expect(depositEntries(account).sort()).toEqual([
      ['collect', 10_000],
      ['collect', 200],
      ['deduct', 500],
      ['refund', 9700],
    ]);
  });
});
