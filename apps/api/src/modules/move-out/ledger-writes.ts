import {
  chargeLabel,
  clampedDate,
  rentPaymentLabel,
  type ChargeKind,
  type RentPeriod,
} from '@nivas/domain';
import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments, rents, type ChargeRow, type PaymentRow } from '../../db/schema';
import { listUnpaidCharges, lockCharge } from '../charges/queries';
import { heldOf, listDepositEntries, writeDepositEntry } from '../deposits/service';
import {
  recordChargePayment,
  recordPayment,
  unrecordChargePayment,
  unrecordPayment,
} from '../rents/ledger';
import { lockRent } from '../rents/queries';
import type { RuleSettings } from '../settings/rules';
import type { TenantDetailRow } from '../tenants/queries';
import type { SettlementRent } from './inputs';

/**
 * The ledger writes a move-out is made of (service.ts, recordMoveOut, calls them in order under
 * the tenant's lock): money paid beyond the vacate date (on rents and on charges) held with the
 * deposit, the vacate month's rent when none was recorded, and the deposit paying what is still
 * due.
 */

/** How the deposit's settlement of a due is written in the payment ledger. */
const SETTLED_FROM_DEPOSIT = {
  method: 'Other',
  reference: 'Deposit',
  notes: 'Settled from the deposit at move-out',
  fromDeposit: true,
} as const;

/**
 * Leaves `keep` paid on a rent and holds what was paid beyond it with the deposit, where the
 * tenant's money waits for the settlement: the rent's payments are voided, newest first, until
 * the excess is covered; what the last of them paid within `keep` is recorded again; the rent's
 * amount becomes `keep` (a rent kept at 0 is cancelled with the leaving). `keep` is a share of
 * the rent as recorded (the statement's `vacateMonthShareOf`): a rent is lowered to it, never
 * raised. Under the rent's lock.
 */
export async function holdWithDeposit(
  tx: Database,
  adminId: string,
  rent: SettlementRent,
  keep: number,
  vacateDate: string,
  settings: Pick<RuleSettings, 'dueDay' | 'timeZone'>,
  now: Date,
) {
  const locked = await lockRent(tx, adminId, rent.row.id);
  if (keep > locked.amountPaise) {
    // The statement would say the tenant owes more for the month than its rent: write nothing.
    throw new Error(`Move-out share ${keep} is more than the rent's ${locked.amountPaise} paise`);
  }
  if (keep > 0) {
    // Lowered to the share; never below what stays paid until the voids below.
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

/**
 * Holds all that was paid on a charge the move-out takes away (a plan's charge of a later month,
 * the late fee of a later rent) with the deposit, as `holdWithDeposit` does a rent's: its
 * payments are voided and their sum becomes a deposit `collect` entry. The leaving then waives
 * the charge, nothing paid on it (charges/leaving.ts, charges/rent-late-fee.ts). Under the
 * charge's lock.
 */
export async function holdChargeWithDeposit(
  tx: Database,
  adminId: string,
  charge: { row: ChargeRow; label: string },
  vacateDate: string,
  now: Date,
) {
  const locked = await lockCharge(tx, adminId, charge.row.id);
  const standing = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.chargeId, locked.id), isNull(payments.voidedAt)))
    .orderBy(desc(payments.paidOn), desc(payments.createdAt), desc(payments.id));
  let voided = 0;
  for (const payment of standing) {
    await tx
      .update(payments)
      .set({ voidedAt: now, voidReason: `Moved out on ${vacateDate}: paid beyond the vacate date` })
      .where(eq(payments.id, payment.id));
    await unrecordChargePayment(tx, locked.id, payment.amountPaise);
    voided += payment.amountPaise;
  }
  if (voided > 0) {
    await writeDepositEntry(tx, adminId, locked.tenantId!, {
      kind: 'collect',
      amountPaise: voided,
      date: vacateDate,
      method: standing[0]!.method,
      reference: '',
      reason: `${charge.label}: paid beyond the vacate date`,
    });
  }
}

/** The vacate month's rent when none was recorded: its prorated share, due by the vacate date. */
export async function createVacateMonthRent(
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
export async function settleFromDeposit(
  tx: Database,
  adminId: string,
  tenantId: string,
  vacateDate: string,
  settings: Pick<RuleSettings, 'dueDay' | 'timeZone'>,
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
