import {
  chargeLabel,
  moveOutDatesProblem,
  rentPaymentLabel,
  settleMoveOut,
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
import { listUnpaidCharges } from '../charges/queries';
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
}

/** An active tenant's move-out inputs and statement; a tenant who left is TENANT_INACTIVE. */
export async function readSettlementInputs(
  db: Database,
  tenant: TenantDetailRow,
  dates: MoveOutDates,
  settings: Pick<RuleSettings, 'house'>,
): Promise<SettlementInputs> {
  if (!tenant.active) {
    throw new AppError('TENANT_INACTIVE', 'This tenant has already moved out');
  }
  const problem = moveOutDatesProblem({ joiningDate: tenant.joiningDate, ...dates });
  if (problem) throw new AppError('INVALID_INPUT', problem);

  const [rentRows, chargeRows, entries] = await Promise.all([
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
    listUnpaidCharges(db, tenant.adminId, tenant.id, { leavingOn: dates.vacateDate }),
    listDepositEntries(db, tenant.adminId, tenant.id),
  ]);

  const [year, month] = dates.vacateDate.split('-').map(Number) as [number, number];
  const settlementRents = rentRows.map(({ row, startsOn }) => ({
    row,
    startsOn,
    label: rentPaymentLabel({ ...row, paymentPeriod: row.paymentPeriod as RentPeriod }),
  }));
  const vacateMonthRent =
    settlementRents.find(
      ({ row }) => row.paymentPeriod === 'monthly' && row.year === year && row.month === month,
    ) ?? null;
  const others = settlementRents.filter((rent) => rent !== vacateMonthRent);
  const unpaidRents = others.filter(
    ({ row, startsOn }) => startsOn <= dates.vacateDate && row.paidPaise < row.amountPaise,
  );
  const paidAhead = others.filter(
    ({ row, startsOn }) => startsOn > dates.vacateDate && row.paidPaise > 0,
  );

  const dues: MoveOutInput['dues'] = [
    ...unpaidRents.map(({ row, label }) => ({
      kind: 'rent' as const,
      label,
      amountDue: row.amountPaise - row.paidPaise,
    })),
    ...chargeRows.map((charge) => ({
      kind: 'charge' as const,
      label: chargeLabel({ kind: charge.kind as ChargeKind, date: charge.date }),
      amountDue: charge.amountPaise - charge.paidPaise,
    })),
    ...paidAhead.map(({ row, label }) => ({
      kind: 'rent' as const,
      label: `${label} · paid ahead`,
      amountDue: -row.paidPaise,
    })),
  ];
  const input: MoveOutInput = {
    joiningDate: tenant.joiningDate,
    noticeDate: dates.noticeDate,
    vacateDate: dates.vacateDate,
    monthlyRent: tenant.rentPaise ?? tenant.room?.rentPaise ?? 0,
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
    vacateMonthRent,
    unpaidRents,
    paidAhead,
    unpaidCharges: chargeRows,
  };
}
