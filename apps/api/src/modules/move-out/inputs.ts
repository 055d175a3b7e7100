import {
  chargeLabel,
  clampedDate,
  dateInZone,
  monthsAheadOfVacate,
  monthsWithoutRent,
  isPlanBilledFor,
  moveOutDatesProblem,
  paidAheadLabel,
  rentPaymentLabel,
  settleMoveOut,
  vacateMonthShare,
  type ChargeKind,
  type IsoDate,
  type MoveOutInput,
  type Paise,
  type RentPeriod,
  type Settlement,
} from '@nivas/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rents, type ChargeRow, type RentRow } from '../../db/schema';
import { listChargesPaidAhead, listUnpaidCharges } from '../charges/queries';
import { listLiveRecurringCharges } from '../charges/recurring';
import { AppError } from '../../errors';
import { heldOf, listDepositEntries } from '../deposits/service';
import { periodStart } from '../rents/leaving-sql';
import type { RuleSettings } from '../settings/rules';
import type { TenantDetailRow } from '../tenants/queries';

/**
 * What a move-out's statement is computed from, read from the ledgers: the preview reads it in
 * one snapshot, the recording under the tenant's lock, so both give the domain's
 * `settleMoveOut` the same inputs and the recorded statement is the preview's.
 */

export interface MoveOutDates {
  noticeDate: IsoDate;
  vacateDate: IsoDate;
  deductions: readonly { reason: string; amount: Paise }[];
}

/** A rent as the statement reads it: the row, its period's first day and its label. */
export interface SettlementRent {
  row: RentRow;
  label: string;
  startsOn: IsoDate;
}

export interface SettlementInputs {
  input: MoveOutInput;
  statement: Settlement;
  /** The vacate month's monthly rent, when recorded. */
  vacateMonthRent: SettlementRent | null;
  /** Rents for periods up to the vacate date (the vacate month's apart) with something due. */
  unpaidRents: SettlementRent[];
  /** Rents for periods after the vacate date with something paid on them: the credits. */
  paidAhead: SettlementRent[];
  unpaidCharges: ChargeRow[];
  /** Charges the move-out takes away whole with something paid on them: credits too. */
  chargesPaidAhead: { row: ChargeRow; label: string }[];
  /** Months of the stay with no rent recorded, which the statement does not charge. */
  monthsWithoutRent: { month: number; year: number }[];
}

/** An active tenant's move-out inputs and statement; a tenant who left is TENANT_INACTIVE. */
export async function readSettlementInputs(
  db: Database,
  tenant: TenantDetailRow,
  dates: MoveOutDates,
  settings: Pick<RuleSettings, 'house' | 'today' | 'timeZone'>,
): Promise<SettlementInputs> {
  if (!tenant.active) {
    throw new AppError('TENANT_INACTIVE', 'This tenant has already moved out');
  }
  const problem = moveOutDatesProblem({ joiningDate: tenant.joiningDate, ...dates });
  if (problem) throw new AppError('INVALID_INPUT', problem);

  const [rentRows, chargeRows, aheadChargeRows, entries, plans] = await Promise.all([
    db
      .select({ row: rents, startsOn: periodStart })
      .from(rents)
      .where(
        and(
          eq(rents.adminId, tenant.adminId),
          eq(rents.tenantId, tenant.id),
          isNull(rents.cancelledAt),
        ),
      )
      .orderBy(asc(rents.dueDate), asc(rents.createdAt)),
    listUnpaidCharges(db, tenant.adminId, tenant.id, { movingOutOn: dates.vacateDate }),
    listChargesPaidAhead(db, tenant.adminId, tenant.id, dates.vacateDate),
    listDepositEntries(db, tenant.adminId, tenant.id),
    listLiveRecurringCharges(db, tenant.adminId, tenant.id),
  ]);

  const [year, month] = dates.vacateDate.split('-').map(Number) as [number, number];
  const settlementRents = rentRows.map(({ row, startsOn }) => ({
    row,
    startsOn,
    label: rentPaymentLabel({ ...row, paymentPeriod: row.paymentPeriod as RentPeriod }),
  }));
  const isMonth = (row: RentRow, period: { month: number; year: number }) =>
    row.paymentPeriod === 'monthly' && row.year === period.year && row.month === period.month;
  const vacateMonthRent = settlementRents.find(({ row }) => isMonth(row, { year, month })) ?? null;
  const others = settlementRents.filter((rent) => rent !== vacateMonthRent);
  const unpaidRents = others.filter(
    ({ row, startsOn }) => startsOn <= dates.vacateDate && row.paidPaise < row.amountPaise,
  );
  const paidAhead = others.filter(
    ({ row, startsOn }) => startsOn > dates.vacateDate && row.paidPaise > 0,
  );
  const monthlyRent = tenant.rentPaise ?? tenant.room?.rentPaise ?? 0;
  // A later leaving, previewed: the months before it with no rent yet are owed in full at the
  // rent now. (Never when recording: a move-out is not recorded ahead of its vacate date.)
  const unrecordedMonths = (
    monthlyRent > 0 ? monthsAheadOfVacate(settings.today, tenant.joiningDate, dates.vacateDate) : []
  )
    .filter((period) => !rentRows.some(({ row }) => isMonth(row, period)))
    .map((period) => {
      const startsOn = clampedDate(period.year, period.month, 1);
      const label = rentPaymentLabel({ ...period, paymentPeriod: 'monthly', dueDate: startsOn });
      return { period, startsOn, label };
    });
  const rentDues = [
    ...unpaidRents.map(({ row, label, startsOn }) => ({
      startsOn,
      label,
      amountDue: row.amountPaise - row.paidPaise,
    })),
    ...unrecordedMonths.map(({ startsOn, label }) => ({ startsOn, label, amountDue: monthlyRent })),
  ].sort((a, b) => (a.startsOn < b.startsOn ? -1 : a.startsOn > b.startsOn ? 1 : 0));
  // The months whose rent the statement bills without a record (a later leaving's months ahead,
  // and the vacate month, whose share the recording makes): their plans' charges too, whole, as
  // they are made beside each month's rent.
  const vacateMonthMade =
    vacateMonthRent === null &&
    vacateMonthShare(monthlyRent, tenant.joiningDate, dates.vacateDate).amount > 0;
  const unrecordedPlanCharges = [
    ...unrecordedMonths.map(({ period }) => period),
    ...(vacateMonthMade ? [{ year, month }] : []),
  ].flatMap((period) =>
    plans
      .filter((plan) => isPlanBilledFor(dateInZone(plan.createdAt, settings.timeZone), period))
      .map((plan) => ({
        label: chargeLabel({
          kind: plan.kind as ChargeKind,
          date: clampedDate(period.year, period.month, 1),
        }),
        amountDue: plan.amountPaise,
      })),
  );
  const chargesPaidAhead = aheadChargeRows.map((row) => ({
    row,
    label: chargeLabel({ kind: row.kind as ChargeKind, date: row.date }),
  }));

  const dues: MoveOutInput['dues'] = [
    ...rentDues.map(({ label, amountDue }) => ({ kind: 'rent' as const, label, amountDue })),
    ...chargeRows.map((charge) => ({
      kind: 'charge' as const,
      label: chargeLabel({ kind: charge.kind as ChargeKind, date: charge.date }),
      amountDue: charge.amountPaise - charge.paidPaise,
    })),
    ...unrecordedPlanCharges.map((due) => ({ kind: 'charge' as const, ...due })),
    ...paidAhead.map(({ row, label }) => ({
      kind: 'rent' as const,
      label: paidAheadLabel(label),
      amountDue: -row.paidPaise,
    })),
    ...chargesPaidAhead.map(({ row, label }) => ({
      kind: 'charge' as const,
      label: paidAheadLabel(label),
      amountDue: -row.paidPaise,
    })),
  ];
  const input: MoveOutInput = {
    joiningDate: tenant.joiningDate,
    noticeDate: dates.noticeDate,
    vacateDate: dates.vacateDate,
    monthlyRent,
    house: settings.house,
    dues,
    vacateMonthRent: vacateMonthRent
      ? { amount: vacateMonthRent.row.amountPaise, amountPaid: vacateMonthRent.row.paidPaise }
      : null,
    deductions: dates.deductions,
    depositHeld: heldOf(entries),
  };
  return {
    input,
    statement: settleMoveOut(input),
    monthsWithoutRent: monthsWithoutRent({
      monthlyRent,
      joiningDate: tenant.joiningDate,
      knownSince: dateInZone(tenant.createdAt, settings.timeZone),
      vacateDate: dates.vacateDate,
      today: settings.today,
      rentStarts: rentRows.map(({ startsOn }) => startsOn),
    }),
    vacateMonthRent,
    unpaidRents,
    paidAhead,
    unpaidCharges: chargeRows,
    chargesPaidAhead,
  };
}
