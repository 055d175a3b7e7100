import {
  clampedDate,
  DEFAULT_PAYMENT_METHOD,
  type IsoDate,
  type Rent,
  RentFormSchema,
  type RentFormInput,
} from '@nivas/domain';
import { paths } from '@/config/paths';

const monthAndYear = (date: IsoDate) => {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return { year, month };
};

/**
 * SPEC §4: a new record is for the current month and year, due on the PG's due day (the 5th
 * by default), unpaid. `today` is the PG's, in its time zone, so 'the current month' here is
 * the one the server means too.
 */
export function newRentValues(today: IsoDate, dueDay: number): RentFormInput {
  const { year, month } = monthAndYear(today);
  return {
    tenantId: '',
    amount: '',
    month: String(month),
    year: String(year),
    dueDate: clampedDate(year, month, dueDay),
    isPaid: false,
    paymentDate: today,
    paymentMethod: DEFAULT_PAYMENT_METHOD,
    paymentReference: '',
    notes: '',
    paymentPeriod: 'monthly',
    weekNumber: '',
  };
}

/**
 * A new record as a link asks for it (`paths.rentAddForMoveOut`): that tenant, month and
 * amount, due on the PG's due day of that month. What the link does not give, or gives
 * malformed, stays as `newRentValues` has it; the form checks the rest as typed.
 */
export function requestedRentValues(
  values: RentFormInput,
  request: URLSearchParams,
  dueDay: number,
): RentFormInput {
  const month = Number(request.get('month'));
  const year = Number(request.get('year'));
  const isPeriod =
    Number.isInteger(month) && month >= 1 && month <= 12 && /^\d{4}$/.test(String(year));
  const amount = request.get('amount') ?? '';
  return {
    ...values,
    tenantId: request.get('tenantId') ?? values.tenantId,
    amount: /^\d+(\.\d{1,2})?$/.test(amount) ? amount : values.amount,
    ...(isPeriod
      ? { month: String(month), year: String(year), dueDate: clampedDate(year, month, dueDay) }
      : {}),
  };
}

/**
 * Where saving a rent opened from a move-out goes back to: that move-out as it was left
 * (`returnTo`, with its dates and deductions). Followed only to the same tenant's move-out, so
 * that a link cannot send the owner anywhere else; null otherwise.
 */
export function moveOutReturn(request: URLSearchParams): string | null {
  const tenantId = request.get('tenantId');
  const returnTo = request.get('returnTo');
  if (!tenantId || !returnTo) return null;
  const moveOut = paths.tenantMoveOut.to(tenantId);
  return returnTo === moveOut || returnTo.startsWith(`${moveOut}?`) ? returnTo : null;
}

/**
 * A stored record as the form edits it. A paid record shows how it was paid; an unpaid one
 * offers today and cash for the payment that ticking 'Mark as Paid' would record.
 */
export function existingRentValues(rent: Rent, today: IsoDate): RentFormInput {
  return {
    tenantId: rent.tenantId?._id ?? '',
    amount: String(rent.amount),
    month: String(rent.month),
    year: String(rent.year),
    dueDate: rent.dueDate,
    isPaid: rent.isPaid,
    paymentDate: (rent.isPaid && rent.paymentDate) || today,
    paymentMethod: (rent.isPaid && rent.paymentMethod) || DEFAULT_PAYMENT_METHOD,
    paymentReference: rent.isPaid ? rent.paymentReference : '',
    notes: rent.notes,
    paymentPeriod: rent.paymentPeriod,
    weekNumber: rent.weekNumber === null ? '' : String(rent.weekNumber),
  };
}

/** The due date follows the chosen month while the owner has not set one by hand. */
export function defaultDueDate(month: unknown, year: unknown, dueDay: number): IsoDate | null {
  const m = RentFormSchema.shape.month.safeParse(month);
  const y = RentFormSchema.shape.year.safeParse(year);
  return m.success && y.success ? clampedDate(y.data, m.data, dueDay) : null;
}
