import type { IsoDate } from '../dates';
import type { Paise } from '../money';
import { clampedDate, type RentPeriod } from './periods';

/** The first day a rent is for: the 1st of its month, or its due date for weekly and daily rents. */
export function periodStart(rent: {
  paymentPeriod: RentPeriod;
  month: number;
  year: number;
  dueDate: IsoDate;
}): IsoDate {
  return rent.paymentPeriod === 'monthly' ? clampedDate(rent.year, rent.month, 1) : rent.dueDate;
}

/**
 * A tenant who leaves owes nothing for the periods after they left: such a rent is cancelled
 * when they leave (or are deleted), unless something was paid on it or on its late fee, which
 * belongs to it (voiding the payments first is the owner's explicit choice). The month they
 * leave in stays owed. A rent cancelled takes its late fee with it.
 */
export const isCancelledByLeaving = (
  rent: {
    paymentPeriod: RentPeriod;
    month: number;
    year: number;
    dueDate: IsoDate;
    amountPaid: Paise;
    /** What stands paid on its late fee; 0 when it has none. */
    lateFeePaid?: Paise;
  },
  leavingDate: IsoDate,
): boolean =>
  rent.amountPaid === 0 && (rent.lateFeePaid ?? 0) === 0 && periodStart(rent) > leavingDate;

/** Setting an active tenant inactive needs the day they left (LEAVING_DATE_REQUIRED). */
export const LEAVING_DATE_REQUIRED_MESSAGE = 'Leaving date is required to make a tenant inactive';

/** Making an inactive tenant active again needs a room and a bed (BED_REQUIRED). */
export const BED_REQUIRED_MESSAGE = 'Choose a room and a bed to make the tenant active again';
