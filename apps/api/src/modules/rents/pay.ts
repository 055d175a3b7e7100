import {
  balanceOf,
  nextMonthsRent,
  paymentProblem,
  paymentProblemMessage,
  rupeesToPaise,
  type PayRentBody,
} from '@nivas/domain';
import { eq } from 'drizzle-orm';
import { touchChangeStamps } from '../../db/change-stamps';
import type { Database } from '../../db/client';
import { rents, tenants, type RentRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { RuleSettings } from '../settings/service';
import { findRent, lockRent, type RentWithRefs } from './queries';
import { businessDate, recordPayment } from './service';

/**
 * When a monthly rent of an active tenant is paid in full, next month's record is created
 * (if it is not there yet), due on the same day of the next month (DESIGN.md reading 5).
 */
async function createNextMonthsRent(
  tx: Database,
  rent: RentRow,
  dueDay: number,
): Promise<string | null> {
  if (rent.paymentPeriod !== 'monthly' || !rent.tenantId) return null;
  const [tenant] = await tx
    .select({ active: tenants.active })
    .from(tenants)
    .where(eq(tenants.id, rent.tenantId));
  if (!tenant?.active) return null;
  const next = nextMonthsRent(rent, dueDay);
  const [created] = await tx
    .insert(rents)
    .values({
      adminId: rent.adminId,
      tenantId: rent.tenantId,
      roomId: rent.roomId,
      tenantName: rent.tenantName,
      tenantPhone: rent.tenantPhone,
      roomNumber: rent.roomNumber,
      floorNumber: rent.floorNumber,
      paymentPeriod: 'monthly',
      month: next.month,
      year: next.year,
      dueDate: next.dueDate,
      amountPaise: rent.amountPaise,
    })
    .onConflictDoNothing()
    .returning({ id: rents.id });
  return created?.id ?? null;
}

/**
 * Records a payment under a lock on the rent, within the payment limit (the domain's
 * `paymentProblem`: more than zero, at most the balance, never on a paid rent); no amount
 * pays the whole balance. Answers the rent as it now stands and next month's rent when one
 * was created.
 */
export async function payRent(
  db: Database,
  adminId: string,
  rentId: string,
  body: PayRentBody,
  settings: Pick<RuleSettings, 'timeZone' | 'today' | 'dueDay'>,
): Promise<{ rent: RentWithRefs; nextRent: RentWithRefs | null }> {
  const paidOn = body.paymentDate
    ? businessDate(body.paymentDate, 'Payment date', settings.timeZone)
    : settings.today;

  const nextRentId = await db.transaction(async (tx) => {
    const rent = await lockRent(tx, adminId, rentId);
    const balance = balanceOf({ amount: rent.amountPaise, amountPaid: rent.paidPaise });
    const amountPaise = body.amount === undefined ? balance : rupeesToPaise(body.amount);
    const problem = paymentProblem(amountPaise, balance);
    if (problem) throw new AppError(problem, paymentProblemMessage(problem, balance));
    await recordPayment(tx, adminId, rentId, {
      amountPaise,
      method: body.paymentMethod,
      reference: body.paymentReference,
      notes: body.notes,
      paidOn,
    });
    const nextRentId =
      amountPaise === balance ? await createNextMonthsRent(tx, rent, settings.dueDay) : null;
    await touchChangeStamps(tx, adminId, []);
    return nextRentId;
  });

  const [rent, nextRent] = await Promise.all([
    findRent(db, adminId, rentId),
    nextRentId ? findRent(db, adminId, nextRentId) : Promise.resolve(null),
  ]);
  return { rent, nextRent };
}
