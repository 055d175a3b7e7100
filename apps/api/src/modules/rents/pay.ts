import {
  balanceOf,
  paymentProblem,
  paymentProblemMessage,
  rupeesToPaise,
  type PayRentBody,
} from '@nivas/domain';
import { touchChangeStamps } from '../../db/change-stamps';
import type { Database } from '../../db/client';
import type { PaymentRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { RuleSettings } from '../settings/rules';
import { recordPayment, type NewPayment } from './ledger';
import { findPayment, lockRent } from './queries';
import { assertNotCancelled, paymentDateOf, readWrite, type RentWrite } from './service';

/**
 * The payment a pay body makes on a rent or a charge, within the payment limit (the domain's
 * `paymentProblem`: more than zero, at most the balance, never on one that is paid); no
 * amount pays the whole balance, and without a date it is dated today in the PG's zone. `due` is the row as it
 * stands under its lock. The one reading of the pay body (PUT /rents/{id}/pay and
 * PUT /charges/{id}/pay take the same body).
 */
export function paymentWithinLimit(
  body: PayRentBody,
  due: { amountPaise: number; paidPaise: number },
  settings: Pick<RuleSettings, 'timeZone' | 'today'>,
  what: 'rent' | 'charge',
): NewPayment {
  const balance = balanceOf({ amount: due.amountPaise, amountPaid: due.paidPaise });
  const amountPaise = body.amount === undefined ? balance : rupeesToPaise(body.amount);
  const problem = paymentProblem(amountPaise, balance);
  if (problem) throw new AppError(problem, paymentProblemMessage(problem, balance, what));
  return {
    amountPaise,
    method: body.paymentMethod,
    reference: body.paymentReference,
    notes: body.notes,
    paidOn: body.paymentDate ? paymentDateOf(body.paymentDate, settings) : settings.today,
  };
}

/**
 * Records a payment under a lock on the rent, within the payment limit; answers the rent as
 * it now stands, the payment recorded (so that a client can undo exactly it), and next
 * month's rent when one was created.
 */
export async function payRent(
  db: Database,
  adminId: string,
  rentId: string,
  body: PayRentBody,
  settings: Pick<RuleSettings, 'timeZone' | 'today' | 'dueDay'>,
): Promise<RentWrite & { payment: PaymentRow }> {
  const { paymentId, nextRentId } = await db.transaction(async (tx) => {
    const rent = await lockRent(tx, adminId, rentId);
    assertNotCancelled(rent);
    const payment = paymentWithinLimit(body, rent, settings, 'rent');
    const recorded = await recordPayment(tx, rent, payment, settings);
    await touchChangeStamps(tx, adminId, []);
    return recorded;
  });
  const [written, recorded] = await Promise.all([
    readWrite(db, adminId, { rentId, nextRentId }),
    findPayment(db, adminId, paymentId),
  ]);
  return { ...written, payment: recorded };
}
