import type { Payment } from '@nivas/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { brokenInvariants } from '../../../test/database-checks';
import {
  accountOf,
  app,
  owner,
  setUpMoveOutApp,
  tenantWithDeposit,
  travelTo,
} from '../move-out/move-out-test-setup';

/**
 * A payment the deposit made at move-out is part of the settlement: its deduction, the refund
 * and the statement stand on it, so voiding it alone would leave the tenant owing the rent a
 * second time. It is refused; the tenant's own payments stay voidable.
 */
setUpMoveOutApp();

const REFUSAL = {
  success: false,
  error: 'This payment was made from the deposit at move-out; it cannot be voided',
  code: 'PAYMENT_FROM_DEPOSIT',
};

describe('voiding a payment made from the deposit at move-out', () => {
  it('is refused with 409 and changes nothing: the rent stays paid, the deposit settled', async () => {
    const { tenant, firstRent } = await tenantWithDeposit();
    // A payment the owner typed as "Deposit" themselves is the tenant's own, not the settlement.
    const own = await owner.put(`/rents/${firstRent._id}/pay`, {
      amount: 1000,
      paymentMethod: 'Other',
      paymentReference: 'Deposit',
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().payment).toMatchObject({ reference: 'Deposit', fromDeposit: false });
    const ownVoid = await owner.post(`/payments/${own.json().payment._id}/void`, { reason: 'x' });
    expect(ownVoid.statusCode, ownVoid.body).toBe(200);

    // The day they leave: a move-out is recorded on it or after it.
    travelTo('2026-11-30');
    const recorded = await owner.post(`/tenants/${tenant._id}/move-out`, {
      noticeDate: '2026-10-31',
      vacateDate: '2026-11-30',
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json().data).toMatchObject({ depositHeld: 10_000, refund: 3500, owed: 0 });

    const before = await accountOf(tenant._id);
    const settled = before.payments.find((p: Payment) => p.rentId === firstRent._id && !p.voided);
    expect(settled).toMatchObject({
      amount: 6000,
      method: 'Other',
      reference: 'Deposit',
      fromDeposit: true,
    });

    const refused = await owner.post(`/payments/${settled._id}/void`, { reason: 'x' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(REFUSAL);

    const after = await accountOf(tenant._id);
    expect(after).toEqual(before);
    expect(after.totals).toMatchObject({ due: 0, overdue: 0 });
    expect(after.deposit.held).toBe(0);
    expect(after.rents.find((r: { _id: string }) => r._id === firstRent._id)).toMatchObject({
      amount: 6000,
      amountPaid: 6000,
      status: 'Paid',
    });
    expect(after.moveOut).toMatchObject({ refund: 3500 });
  });

  it('is refused for a charge paid from the deposit too', async () => {
    const { tenant } = await tenantWithDeposit();
    // The day they leave: a move-out is recorded on it or after it.
    travelTo('2026-11-30');
    await owner.post(`/tenants/${tenant._id}/move-out`, {
      noticeDate: '2026-10-31',
      vacateDate: '2026-11-30',
    });
    const account = await accountOf(tenant._id);
    const exitCharge = account.payments.find(
      (p: Payment) => p.rentId === null && p.fromDeposit && p.amount === 500,
    );
    expect(exitCharge).toBeDefined();
    const refused = await owner.post(`/payments/${exitCharge._id}/void`, { reason: 'x' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(REFUSAL);
    expect(await accountOf(tenant._id)).toEqual(account);
  });

  it('is an invariant the database checks: no payment made from the deposit is voided', async () => {
    const { tenant } = await tenantWithDeposit();
    // The day they leave: a move-out is recorded on it or after it.
    travelTo('2026-11-30');
    await owner.post(`/tenants/${tenant._id}/move-out`, {
      noticeDate: '2026-10-31',
      vacateDate: '2026-11-30',
    });
    const settled = (await accountOf(tenant._id)).payments.find((p: Payment) => p.fromDeposit);
    const rule = 'a payment made from the deposit at move-out is never voided';
    // Written past the API, as a bug would: the checks every suite runs after each test see it.
    await queryRows(
      app.db,
      sql`update payments set voided_at = now(), void_reason = 'x' where id = ${settled._id}`,
    );
    expect(Object.keys(await brokenInvariants(app.db))).toContain(rule);
    await queryRows(
      app.db,
      sql`update payments set voided_at = null, void_reason = null where id = ${settled._id}`,
    );
  });
});
