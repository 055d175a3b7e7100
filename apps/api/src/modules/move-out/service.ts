import {
  chargeLabel,
  clampedDate,
  refundDueBy,
  rentPaymentLabel,
  rupeesToPaise,
  vacateMonthShare,
  type ChargeKind,
  type MoveOutBody,
  type RentPeriod,
  type Settlement,
  type SettlementLineKind,
} from '@nivas/domain';
import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import { touchChangeStamps } from '../../db/change-stamps';
import type { Database } from '../../db/client';
import {
  moveOuts,
  payments,
  rents,
  tenants,
  type MoveOutRow,
  type PaymentRow,
} from '../../db/schema';
import { heldOf, listDepositEntries, writeDepositEntry } from '../deposits/service';
import { insertCharge } from '../charges/service';
import { listUnpaidCharges, lockCharge } from '../charges/queries';
import { recordChargePayment, recordPayment, unrecordPayment } from '../rents/ledger';
import { lockRent } from '../rents/queries';
import { businessDate } from '../rents/service';
import type { RuleSettings } from '../settings/service';
import { findTenant, type TenantDetailRow } from '../tenants/queries';
import { cancelRentsAfterLeaving } from '../tenants/tenant-rents';
import { readSettlementInputs, type MoveOutDates, type SettlementRent } from './inputs';

/**
 * Moving a tenant out (issue 16): the statement of what they owe and what comes back of their
 * deposit, from the PG's house rules, and its recording in the ledgers in one transaction.
 */

type MoveOutSettings = Pick<RuleSettings, 'house' | 'dueDay' | 'timeZone' | 'depositRefundDays'>;

/** What the recorded statement keeps beside the settlement, in paise. */
export interface RecordedStatement {
  settlement: Settlement;
  refundBy: string;
  refundMethod: MoveOutBody['refundMethod'];
  refundReference: string;
}

/** GET /tenants/{id}/move-out/preview: the statement, writing nothing. */
export async function previewMoveOut(
  db: Database,
  adminId: string,
  tenantId: string,
  dates: MoveOutDates,
  settings: MoveOutSettings,
): Promise<Settlement> {
  return db.transaction(
    async (tx) => {
      const tenant = await findTenant(tx, adminId, tenantId);
      return (await readSettlementInputs(tx, tenant, dates, settings)).statement;
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

/** How the deposit's settlement of a due is written in the payment ledger. */
const SETTLED_FROM_DEPOSIT = {
  method: 'Other',
  reference: 'Deposit',
  notes: 'Settled from the deposit at move-out',
} as const;

/**
 * POST /tenants/{id}/move-out: under the tenant's lock, the statement the preview answers is
 * written into the ledgers so that they say the same:
 * 1. money paid beyond the vacate date (the vacate month above its prorated share, months paid
 *    ahead) leaves those rents (their payments voided, the share re-recorded) and is held with
 *    the deposit: it is the tenant's money, as the deposit is;
 * 2. the vacate month's rent becomes its prorated share; the house rules' lines and the owner's
 *    deductions become charges dated the vacate date;
 * 3. the tenant leaves: inactive, bed freed, later rents cancelled;
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
    const { statement } = inputs;

    // Inactive first: a rent paid in full below creates no next month for them.
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

    const share = vacateMonthShare(inputs.input.monthlyRent, tenant.joiningDate, vacateDate);
    for (const ahead of inputs.paidAhead) {
      await holdWithDeposit(tx, adminId, ahead, 0, vacateDate, settings, now);
    }
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
    } else if (share.amount > 0) {
      await createVacateMonthRent(tx, tenant, share.amount, vacateDate, settings.dueDay);
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

/**
 * Leaves `keep` paid on a rent and holds what was paid beyond it with the deposit, where the
 * tenant's money waits for the settlement: the rent's payments are voided, newest first, until
 * the excess is covered; what the last of them paid within `keep` is recorded again; the rent's
 * amount becomes `keep` (a rent kept at 0 is cancelled with the leaving). Under the rent's lock.
 */
async function holdWithDeposit(
  tx: Database,
  adminId: string,
  rent: SettlementRent,
  keep: number,
  vacateDate: string,
  settings: Pick<RuleSettings, 'dueDay'>,
  now: Date,
) {
  const locked = await lockRent(tx, adminId, rent.row.id);
  if (keep > 0) {
    // Raised or lowered to the share; never below what stays paid until the voids below.
    await tx
      .update(rents)
      .set({ amountPaise: Math.max(keep, locked.paidPaise), updatedAt: now })
      .where(eq(rents.id, locked.id));
  }
  const excess = locked.paidPaise - keep;
  if (excess > 0) {
    const standing = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.rentId, locked.id), isNull(payments.voidedAt)))
      .orderBy(desc(payments.paidOn), desc(payments.createdAt), desc(payments.id));
    let voided = 0;
    let last: PaymentRow | undefined;
    for (const payment of standing) {
      if (voided >= excess) break;
      await tx
        .update(payments)
        .set({
          voidedAt: now,
          voidReason: `Moved out on ${vacateDate}: paid beyond the vacate date`,
        })
        .where(eq(payments.id, payment.id));
      await unrecordPayment(tx, locked.id, payment.amountPaise);
      voided += payment.amountPaise;
      last = payment;
    }
    if (keep > 0) await tx.update(rents).set({ amountPaise: keep }).where(eq(rents.id, locked.id));
    if (voided > excess && last) {
      const rentNow = await lockRent(tx, adminId, locked.id);
      const { method, reference, notes, paidOn } = last;
      await recordPayment(
        tx,
        rentNow,
        { amountPaise: voided - excess, method, reference, notes, paidOn },
        settings,
      );
    }
    await writeDepositEntry(tx, adminId, rent.row.tenantId!, {
      kind: 'collect',
      amountPaise: excess,
      date: vacateDate,
      method: last?.method ?? 'Other',
      reference: '',
      reason: `${rent.label}: paid beyond the vacate date`,
    });
  }
  // Nothing of it is owed: the month paid ahead, or a vacate month at no rent.
  if (keep === 0) {
    await tx.update(rents).set({ cancelledAt: now, updatedAt: now }).where(eq(rents.id, locked.id));
  }
}

/** The vacate month's rent when none was recorded: its prorated share, due by the vacate date. */
async function createVacateMonthRent(
  tx: Database,
  tenant: TenantDetailRow,
  amountPaise: number,
  vacateDate: string,
  dueDay: number,
) {
  const [year, month] = vacateDate.split('-').map(Number) as [number, number];
  const dueDate = clampedDate(year, month, dueDay);
  await tx.insert(rents).values({
    adminId: tenant.adminId,
    tenantId: tenant.id,
    roomId: tenant.roomId,
    tenantName: tenant.name,
    tenantPhone: tenant.phone,
    roomNumber: tenant.room?.roomNumber ?? null,
    floorNumber: tenant.room?.floorNumber ?? null,
    paymentPeriod: 'monthly',
    month,
    year,
    dueDate: dueDate < vacateDate ? dueDate : vacateDate,
    amountPaise,
  });
}

/**
 * The deposit pays what the tenant still owes, rents and charges by due date, oldest first:
 * each a payment (method Other, reference Deposit) and a deduction of the same amount. Answers
 * what is left held.
 */
async function settleFromDeposit(
  tx: Database,
  adminId: string,
  tenantId: string,
  vacateDate: string,
  settings: Pick<RuleSettings, 'dueDay'>,
): Promise<number> {
  let held = heldOf(await listDepositEntries(tx, adminId, tenantId));
  const [rentDues, chargeDues] = await Promise.all([
    tx
      .select()
      .from(rents)
      .where(
        and(
          eq(rents.tenantId, tenantId),
          isNull(rents.cancelledAt),
          lt(rents.paidPaise, rents.amountPaise),
        ),
      ),
    listUnpaidCharges(tx, adminId, tenantId),
  ]);
  const dues = [
    ...rentDues.map((row) => ({ dueDate: row.dueDate, createdAt: row.createdAt, rent: row })),
    ...chargeDues.map((row) => ({ dueDate: row.dueDate, createdAt: row.createdAt, charge: row })),
  ].sort((a, b) =>
    a.dueDate === b.dueDate
      ? a.createdAt.getTime() - b.createdAt.getTime()
      : a.dueDate < b.dueDate
        ? -1
        : 1,
  );
  for (const due of dues) {
    if (held <= 0) break;
    const row = 'rent' in due ? due.rent! : due.charge!;
    const take = Math.min(row.amountPaise - row.paidPaise, held);
    const payment = { amountPaise: take, paidOn: vacateDate, ...SETTLED_FROM_DEPOSIT };
    let label: string;
    if ('rent' in due) {
      const rent = await lockRent(tx, adminId, due.rent!.id);
      await recordPayment(tx, rent, payment, settings);
      label = rentPaymentLabel({ ...rent, paymentPeriod: rent.paymentPeriod as RentPeriod });
    } else {
      const charge = await lockCharge(tx, adminId, due.charge!.id);
      await recordChargePayment(tx, charge, payment);
      label = chargeLabel({ kind: charge.kind as ChargeKind, date: charge.date });
    }
    await writeDepositEntry(tx, adminId, tenantId, {
      kind: 'deduct',
      amountPaise: take,
      date: vacateDate,
      method: null,
      reference: '',
      reason: `Settled: ${label}`,
    });
    held -= take;
  }
  return held;
}
