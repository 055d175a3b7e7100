import type { Paise } from '../money';
import { amountDueOf, isOverdue, type DueRules, type RentDue } from './rent-status';

/** A tenant's account totals in paise (the account answer gives them in rupees). */
export interface AccountTotalsPaise {
  due: Paise;
  overdue: Paise;
  upcoming: Paise;
  paid: Paise;
  credit: Paise;
}

/**
 * The totals of a tenant's account, from their rents and payments: `due` is what is owed on
 * rents whose due date has come (today included), `upcoming` what is owed on rents due later,
 * `overdue` the part of `due` past its grace days, `paid` the sum of the payments not voided.
 * Cancelled rents owe nothing (`amountDueOf`). `credit` stays 0 until a settlement can leave
 * one.
 */
export function accountTotals(
  rents: readonly RentDue[],
  payments: readonly { amount: Paise; isVoided: boolean }[],
  rules: DueRules,
): AccountTotalsPaise {
  const totals = { due: 0, overdue: 0, upcoming: 0, paid: 0, credit: 0 };
  for (const rent of rents) {
    const owed = amountDueOf(rent);
    if (rent.dueDate <= rules.today) totals.due += owed;
    else totals.upcoming += owed;
    if (isOverdue(rent, rules)) totals.overdue += owed;
  }
  for (const payment of payments) if (!payment.isVoided) totals.paid += payment.amount;
  return totals;
}
