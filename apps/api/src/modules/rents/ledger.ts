import {
  balanceOf,
  becomesPaid,
  chargeLabel,
  nextMonthsRent,
  rentPaymentLabel,
  type ChargeKind,
  type RentPeriod,
} from '@nivas/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  charges,
  payments,
  receiptCounters,
  rents,
  rooms,
  tenants,
  type ChargeRow,
  type RentRow,
} from '../../db/schema';
import { createRecurringChargesBesideRents } from '../charges/recurring-monthly';
import type { RuleSettings } from '../settings/rules';

/**
 * The payment ledger's writes under the lock of what is paid, a rent or a charge: recording a
 * payment (and, when it pays a monthly rent in full, next month's rent), and taking a voided
 * one back out of the paid sum. Every path that pays a rent (pay, a rent created or edited as
 * paid) goes through `recordPayment`, and an edit that lowers a rent to what is paid asks
 * `nextMonthIfNowPaid` as it does, so next month follows whichever way a rent became paid
 * (DESIGN.md reading 5); a charge is paid through `recordChargePayment`, the same ledger row.
 * No path deletes a payment row.
 */

export interface NewPayment {
  amountPaise: number;
  method: string;
  reference: string;
  notes: string;
  paidOn: string;
  /** Made by the deposit at move-out's settlement: never voided (payments/service.ts). */
  fromDeposit?: boolean;
}

/** What making next month's rent needs of the PG's rules: its due day, and its zone (its plans). */
type MonthRules = Pick<RuleSettings, 'dueDay' | 'timeZone'>;

/** What recording a payment wrote: its ledger row, and next month's rent when it made one. */
export interface RecordedPayment {
  paymentId: string;
  nextRentId: string | null;
}

/**
 * Writes one ledger row and keeps the rent's paid sum and latest-payment details with it;
 * answers the row's id, and next month's rent's when this payment created it. Called inside the
 * transaction that holds the rent's lock (`lockRent`) or created the rent; `rent` is the row
 * as it stands in that transaction.
 */
export async function recordPayment(
  tx: Database,
  rent: RentRow,
  payment: NewPayment,
  settings: MonthRules,
): Promise<RecordedPayment> {
  const paymentId = await insertLedgerRow(tx, payment, {
    adminId: rent.adminId,
    rentId: rent.id,
    tenantId: rent.tenantId,
    label: rentPaymentLabel({ ...rent, paymentPeriod: rent.paymentPeriod as RentPeriod }),
    balanceAfterPaise: balanceAfter(rent, payment),
  });
  const [paid] = await tx
    .update(rents)
    .set({
      paidPaise: sql`${rents.paidPaise} + ${payment.amountPaise}`,
      paymentDate: payment.paidOn,
      paymentMethod: payment.method,
      paymentReference: payment.reference,
      ...(payment.notes ? { notes: payment.notes } : {}),
      updatedAt: new Date(),
    })
    .where(eq(rents.id, rent.id))
    .returning();
  return { paymentId, nextRentId: await nextMonthIfNowPaid(tx, rent, paid!, settings) };
}

/**
 * The next receipt number of the PG's year, taken in the payment's transaction: the counter's
 * row is created or raised by one and stays locked until the payment commits (the next payment
 * of that PG and year waits for it) or rolls back (and the number is taken again), so numbers
 * are neither skipped nor given twice (decision 0013). In the lock order it comes after the
 * rent or charge and before the payment row.
 */
async function nextReceiptSequence(tx: Database, adminId: string, year: number): Promise<number> {
  const [counter] = await tx
    .insert(receiptCounters)
    .values({ adminId, year, lastSequence: 1 })
    .onConflictDoUpdate({
      target: [receiptCounters.adminId, receiptCounters.year],
      set: { lastSequence: sql`${receiptCounters.lastSequence} + 1` },
    })
    .returning({ sequence: receiptCounters.lastSequence });
  return counter!.sequence;
}

/**
 * What a payment leaves due on its rent or charge, `due` as it stands under its lock before
 * the payment: kept on the payment, so that its receipt, a document the tenant holds, says it
 * whatever is voided or edited later.
 */
const balanceAfter = (
  due: { amountPaise: number; paidPaise: number },
  payment: NewPayment,
): number =>
  balanceOf({ amount: due.amountPaise, amountPaid: due.paidPaise + payment.amountPaise });

/**
 * One row of the ledger, for a rent or for a charge (never both: `payments_one_due`), with
 * its receipt number in the year of its date and the balance it left.
 */
async function insertLedgerRow(
  tx: Database,
  payment: NewPayment,
  paid: {
    adminId: string;
    rentId?: string;
    chargeId?: string;
    tenantId: string | null;
    label: string;
    balanceAfterPaise: number;
  },
): Promise<string> {
  const receiptYear = Number(payment.paidOn.slice(0, 4));
  const receiptSequence = await nextReceiptSequence(tx, paid.adminId, receiptYear);
  const [recorded] = await tx
    .insert(payments)
    .values({
      ...paid,
      receiptYear,
      receiptSequence,
      amountPaise: payment.amountPaise,
      method: payment.method,
      reference: payment.reference,
      notes: payment.notes,
      paidOn: payment.paidOn,
      fromDeposit: payment.fromDeposit ?? false,
      // The moment of writing, not the transaction's start (`now()`): under the locks taken
      // above, so payments waiting on one rent or one receipt counter are listed in the order
      // they took their receipt numbers.
      createdAt: sql`clock_timestamp()`,
    })
    .returning({ id: payments.id });
  return recorded!.id;
}

/**
 * A payment of a charge: the same ledger row as a rent's, its label the charge's, and the
 * charge's paid sum kept with it (decision 0008). Called under the charge's lock
 * (`lockCharge`); `charge` is the row as it stands in that transaction.
 */
export async function recordChargePayment(
  tx: Database,
  charge: ChargeRow,
  payment: NewPayment,
): Promise<{ paymentId: string }> {
  const paymentId = await insertLedgerRow(tx, payment, {
    adminId: charge.adminId,
    chargeId: charge.id,
    tenantId: charge.tenantId,
    label: chargeLabel({ kind: charge.kind as ChargeKind, date: charge.date }),
    balanceAfterPaise: balanceAfter(charge, payment),
  });
  await tx
    .update(charges)
    .set({ paidPaise: sql`${charges.paidPaise} + ${payment.amountPaise}`, updatedAt: new Date() })
    .where(eq(charges.id, charge.id));
  return { paymentId };
}

/** Takes a voided payment's amount out of its charge's paid sum, under the charge's lock. */
export async function unrecordChargePayment(tx: Database, chargeId: string, amountPaise: number) {
  await tx
    .update(charges)
    .set({ paidPaise: sql`${charges.paidPaise} - ${amountPaise}`, updatedAt: new Date() })
    .where(eq(charges.id, chargeId));
}

/**
 * The one place of DESIGN.md reading 5: when a write made a monthly rent Paid (the domain's
 * `becomesPaid`: a payment, or its amount lowered to what is paid), next month's rent is
 * created; answers its id. `before` and `after` are the rent as it stood under its lock
 * before the write and as the write left it, in the write's transaction.
 */
export async function nextMonthIfNowPaid(
  tx: Database,
  before: RentRow,
  after: RentRow,
  settings: MonthRules,
): Promise<string | null> {
  const due = (rent: RentRow) => ({
    amount: rent.amountPaise,
    amountPaid: rent.paidPaise,
    cancelled: rent.cancelledAt !== null,
  });
  if (!becomesPaid(due(before), due(after))) return null;
  return createNextMonthsRent(tx, after, settings);
}

/**
 * Next month's record for a monthly rent of an active tenant just paid in full (if it is not
 * there yet): at the tenant's monthly rent (their own, else their room's; none when that is
 * nothing), due on the PG's due day. The tenant row was locked before the rent (`lockRent`), so
 * a tenant leaving or deleted at the same moment either comes first (no rent is made) or sees
 * the one made here (and cancels it).
 */
async function createNextMonthsRent(
  tx: Database,
  rent: RentRow,
  { dueDay, timeZone }: MonthRules,
): Promise<string | null> {
  if (rent.paymentPeriod !== 'monthly' || !rent.tenantId) return null;
  const [tenant] = await tx
    .select({
      active: tenants.active,
      name: tenants.name,
      phone: tenants.phone,
      rentPaise: tenants.rentPaise,
      room: {
        id: rooms.id,
        number: rooms.roomNumber,
        floor: rooms.floorNumber,
        rent: rooms.rentPaise,
      },
    })
    .from(tenants)
    .leftJoin(rooms, eq(rooms.id, tenants.roomId))
    .where(eq(tenants.id, rent.tenantId));
  if (!tenant?.active) return null;
  // Neither their own rent nor a room: the month just paid is the best guess.
  const amountPaise = tenant.rentPaise ?? tenant.room?.rent ?? rent.amountPaise;
  if (amountPaise <= 0) return null;
  const next = nextMonthsRent(rent, dueDay);
  const [created] = await tx
    .insert(rents)
    .values({
      adminId: rent.adminId,
      tenantId: rent.tenantId,
      // Where the tenant lives now; a tenant taken off their bed keeps the paid rent's room.
      roomId: tenant.room?.id ?? rent.roomId,
      tenantName: tenant.name,
      tenantPhone: tenant.phone,
      roomNumber: tenant.room?.number ?? rent.roomNumber,
      floorNumber: tenant.room?.floor ?? rent.floorNumber,
      paymentPeriod: 'monthly',
      month: next.month,
      year: next.year,
      dueDate: next.dueDate,
      amountPaise,
    })
    .onConflictDoNothing()
    .returning({ id: rents.id });
  if (!created) return null;
  // The month's mess plan and other recurring charges come with its rent.
  await createRecurringChargesBesideRents(tx, rent.adminId, next, timeZone, rent.tenantId);
  return created.id;
}

/**
 * Takes a voided payment's amount out of its rent's paid sum; the latest-payment details the
 * lists show become those of the latest payment still standing (none: cleared). Called under
 * the rent's lock, after the payment was marked voided.
 */
export async function unrecordPayment(tx: Database, rentId: string, amountPaise: number) {
  const latest = tx
    .select({
      paidOn: payments.paidOn,
      method: payments.method,
      reference: payments.reference,
    })
    .from(payments)
    .where(and(eq(payments.rentId, rentId), isNull(payments.voidedAt)))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  const [standing] = await latest;
  await tx
    .update(rents)
    .set({
      paidPaise: sql`${rents.paidPaise} - ${amountPaise}`,
      paymentDate: standing?.paidOn ?? null,
      paymentMethod: standing?.method ?? null,
      paymentReference: standing?.reference ?? '',
      updatedAt: new Date(),
    })
    .where(eq(rents.id, rentId));
}
