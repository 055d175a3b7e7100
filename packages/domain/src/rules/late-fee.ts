import type { IsoDate } from '../dates';
import type { Paise } from '../money';
import { daysBetween, graceEnd, isOverdue, type DueRules, type RentDue } from './rent-status';

export const LATE_FEE_KINDS = ['none', 'flat', 'perDay'] as const;
export type LateFeeKind = (typeof LATE_FEE_KINDS)[number];

/**
 * The PG's late-fee rule: none; a flat fee once a rent is overdue (past its grace days); or a
 * fee for each day overdue, up to `max` (0: no maximum).
 */
export interface LateFeeRule {
  kind: LateFeeKind;
  amount: Paise;
  max: Paise;
}

/** Days a rent has been overdue by `today`: the days after its grace ended. */
export const daysPastGrace = (dueDate: IsoDate, rules: DueRules): number =>
  Math.max(0, daysBetween(graceEnd(dueDate, rules.graceDays), rules.today));

/**
 * The late fee a rent has earned by `today` under the rule: nothing while it is not overdue
 * (paid, cancelled, or within its grace days). The fee is worked out from the dates alone,
 * so applying it again the same day, or twice at start, gives the same figure.
 */
export function lateFeeFor(rule: LateFeeRule, rent: RentDue, rules: DueRules): Paise {
  if (rule.kind === 'none' || !isOverdue(rent, rules)) return 0;
  if (rule.kind === 'flat') return rule.amount;
  const fee = rule.amount * daysPastGrace(rent.dueDate, rules);
  return rule.max > 0 ? Math.min(fee, rule.max) : fee;
}

/** The note of a late-fee charge: the rent it is for ('Late fee on Rent · November 2026'). */
export const lateFeeNote = (rentLabel: string): string => `Late fee on ${rentLabel}`;
