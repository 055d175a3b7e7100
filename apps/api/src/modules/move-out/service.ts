import {
  canRecordMoveOutOn,
  refundDueBy,
  rupeesToPaise,
  VACATE_DATE_IN_FUTURE_MESSAGE,
  vacateMonthShareOf,
  type ChargeKind,
  type MoveOutBody,
  type Settlement,
  type SettlementLineKind,
} from '@nivas/domain';
import { and, desc, eq } from 'drizzle-orm';
import { touchChangeStamps } from '../../db/change-stamps';
import type { Database } from '../../db/client';
import { moveOuts, tenants, type MoveOutRow } from '../../db/schema';
import { AppError } from '../../errors';
import { createRecurringChargesBesideRents } from '../charges/recurring-monthly';
import { insertCharge } from '../charges/service';
import { writeDepositEntry } from '../deposits/service';
import { businessDate } from '../rents/service';
import type { RuleSettings } from '../settings/rules';
import { findTenant } from '../tenants/queries';
import { endStaysOnLeaving } from '../tenants/stays';
import { cancelRentsAfterLeaving } from '../tenants/tenant-rents';
import { readSettlementInputs, type MoveOutDates, type SettlementInputs } from './inputs';
import {
  createVacateMonthRent,
  holdChargeWithDeposit,
  holdWithDeposit,
  settleFromDeposit,
} from './ledger-writes';

/**
 * Moving a tenant out: the statement of what they owe and what comes back of their
 * deposit, from the PG's house rules, and its recording in the ledgers in one transaction.
 */

type MoveOutSettings = Pick<
  RuleSettings,
  'house' | 'dueDay' | 'timeZone' | 'depositRefundDays' | 'today'
>;

/** What the recorded statement keeps beside the settlement, in paise. */
export interface RecordedStatement {
  settlement: Settlement;
  refundBy: string;
  refundMethod: MoveOutBody['refundMethod'];
  refundReference: string;
}

/**
 * GET /tenants/{id}/move-out/preview: the statement, and the months of the stay it does not
 * charge for want of a rent record; writing nothing.
 */
export async function previewMoveOut(
  db: Database,
  adminId: string,
  tenantId: string,
  dates: MoveOutDates,
  settings: MoveOutSettings,
): Promise<Pick<SettlementInputs, 'statement' | 'monthsWithoutRent'>> {
  return db.transaction(
    async (tx) => {
      const tenant = await findTenant(tx, adminId, tenantId);
      const { statement, monthsWithoutRent } = await readSettlementInputs(
        tx,
        tenant,
        dates,
        settings,
      );
      return { statement, monthsWithoutRent };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The charge each line of the house rules becomes in the tenant's account. */
const CHARGE_OF_LINE: Partial<Record<SettlementLineKind, ChargeKind>> = {
  notice: 'other',
  minStay: 'other',
  exit: 'maintenance',
  deduction: 'damage',
};

/**
 * POST /tenants/{id}/move-out: under the tenant's lock, the statement the preview answers is
 * written into the ledgers so that they say the same. It is recorded on the vacate date or
 * after it, never ahead (VACATE_DATE_IN_FUTURE): it frees the bed and ends the tenancy at once,
 * and a later leaving is only previewed.
 * 1. money paid beyond the vacate date (the vacate month above its prorated share, months paid
 *    ahead, a plan's charge of a later month, the late fee of a later rent) leaves those rents
 *    and charges (their payments voided, the share re-recorded) and is held with the deposit:
 *    it is the tenant's money, as the deposit is;
 * 2. the vacate month's rent becomes its prorated share (made, with its plans' charges, when the
 *    month has no rent yet); the house rules' lines and the owner's deductions become charges
 *    dated the vacate date;
 * 3. the tenant leaves: inactive, bed freed, later rents cancelled with their late fees, the
 *    plans' later charges waived;
 * 4. the deposit pays what is due, oldest first, each a payment and a deduction of the same
 *    amount; what is left is refunded by the chosen method. What it cannot pay stays owed.
 */
export async function recordMoveOut(
  db: Database,
  adminId: string,
  tenantId: string,
  body: MoveOutBody,
  settings: MoveOutSettings,
  now: Date = new Date(),
): Promise<MoveOutRow> {
  const dates: MoveOutDates = {
    noticeDate: businessDate(body.noticeDate, 'Notice date', settings.timeZone),
    vacateDate: businessDate(body.vacateDate, 'Vacate date', settings.timeZone),
    deductions: body.deductions.map((d) => ({ reason: d.reason, amount: rupeesToPaise(d.amount) })),
  };
  const { vacateDate } = dates;
  return db.transaction(async (tx) => {
    const tenant = await findTenant(tx, adminId, tenantId, { lock: true });
    const inputs = await readSettlementInputs(tx, tenant, dates, settings);
    if (!canRecordMoveOutOn(vacateDate, settings.today)) {
      throw new AppError('VACATE_DATE_IN_FUTURE', VACATE_DATE_IN_FUTURE_MESSAGE);
    }
    const { statement } = inputs;
    const share = vacateMonthShareOf(inputs.input);

    // The vacate month's share when it has no rent yet, and its plans' charges beside it, as
    // generate-monthly makes them (for a tenant still active): the statement bills both.
    if (!inputs.vacateMonthRent && share.amount > 0) {
      await createVacateMonthRent(tx, tenant, share.amount, vacateDate, settings.dueDay);
      const [year, month] = vacateDate.split('-').map(Number) as [number, number];
      await createRecurringChargesBesideRents(
        tx,
        adminId,
        { year, month },
        settings.timeZone,
        tenantId,
      );
    }

    // Inactive then: a rent paid in full below creates no next month for them.
    await tx
      .update(tenants)
      .set({
        active: false,
        leftAt: now,
        leavingDate: vacateDate,
        leftRoomId: tenant.roomId,
        roomId: null,
        bedNumber: null,
        updatedAt: now,
      })
      .where(eq(tenants.id, tenantId));
    await endStaysOnLeaving(tx, tenantId, vacateDate);

    for (const ahead of inputs.paidAhead) {
      await holdWithDeposit(tx, adminId, ahead, 0, vacateDate, settings, now);
    }
    // Before the later rents are cancelled: a late fee with money on it keeps its rent.
    for (const ahead of inputs.chargesPaidAhead) {
      await holdChargeWithDeposit(tx, adminId, ahead, vacateDate, now);
    }
    // The statement's own share of a month with a rent record: what was paid beyond it is held.
    if (inputs.vacateMonthRent) {
      await holdWithDeposit(
        tx,
        adminId,
        inputs.vacateMonthRent,
        share.amount,
        vacateDate,
        settings,
        now,
      );
    }
    for (const line of statement.lines) {
      const kind = CHARGE_OF_LINE[line.kind];
      if (!kind) continue;
      await insertCharge(tx, adminId, {
        tenantId,
        kind,
        amountPaise: line.amount,
        date: vacateDate,
        dueDate: vacateDate,
        note: line.label,
      });
    }
    await cancelRentsAfterLeaving(tx, tenantId, vacateDate, now);

    const left = await settleFromDeposit(tx, adminId, tenantId, vacateDate, settings);
    if (left !== statement.refund) {
      // The ledgers would say something else than the statement: write neither.
      throw new Error(
        `Move-out settlement left ${left} paise held, the statement ${statement.refund}`,
      );
    }
    if (left > 0) {
      await writeDepositEntry(tx, adminId, tenantId, {
        kind: 'refund',
        amountPaise: left,
        date: vacateDate,
        method: body.refundMethod,
        reference: body.refundReference,
        reason: 'Refund at move-out',
      });
    }

    const recorded: RecordedStatement = {
      settlement: statement,
      refundBy: refundDueBy(vacateDate, settings.depositRefundDays),
      refundMethod: body.refundMethod,
      refundReference: body.refundReference,
    };
    const [row] = await tx
      .insert(moveOuts)
      .values({
        adminId,
        tenantId,
        tenantName: tenant.name,
        noticeDate: dates.noticeDate,
        vacateDate,
        statement: recorded,
        recordedAt: now,
      })
      .returning();
    await touchChangeStamps(tx, adminId, ['tenants', 'rooms']);
    return row!;
  });
}

/** The tenant's latest recorded move-out (GET /tenants/{id}/move-out); 404 when none. */
export async function findMoveOut(
  db: Database,
  adminId: string,
  tenantId: string,
): Promise<MoveOutRow | null> {
  const [row] = await db
    .select()
    .from(moveOuts)
    .where(and(eq(moveOuts.adminId, adminId), eq(moveOuts.tenantId, tenantId)))
    .orderBy(desc(moveOuts.recordedAt))
    .limit(1);
  return row ?? null;
}
