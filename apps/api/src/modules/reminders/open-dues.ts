import {
  dueLabelIn,
  rentStatus,
  type ChargeKind,
  type DueDescription,
  type DueRules,
  type IsoDate,
  type Paise,
  type RentPeriod,
  type RentStatus,
  type TenantLanguage,
} from '@nivas/domain';
import { and, eq, isNotNull, isNull, lt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { charges, rents } from '../../db/schema';

/**
 * What tenants still owe, rents and charges together, oldest due date first: what a reminder
 * asks for and what the tenant's own link shows. Cancelled rents and waived charges owe nothing.
 */
export interface OpenDue {
  kind: 'rent' | 'charge';
  id: string;
  tenantId: string;
  amount: Paise;
  amountPaid: Paise;
  dueDate: IsoDate;
  /** What the label is made of, in any language (`label`). */
  what: DueDescription;
}

export async function listOpenDues(
  db: Database,
  adminId: string,
  filter: { tenantId?: string; dueBy?: IsoDate },
): Promise<OpenDue[]> {
  const [rentRows, chargeRows] = await Promise.all([
    db
      .select({
        id: rents.id,
        tenantId: rents.tenantId,
        amount: rents.amountPaise,
        amountPaid: rents.paidPaise,
        dueDate: rents.dueDate,
        paymentPeriod: rents.paymentPeriod,
        month: rents.month,
        year: rents.year,
        weekNumber: rents.weekNumber,
      })
      .from(rents)
      .where(
        and(
          eq(rents.adminId, adminId),
          filter.tenantId ? eq(rents.tenantId, filter.tenantId) : isNotNull(rents.tenantId),
          isNull(rents.cancelledAt),
          lt(rents.paidPaise, rents.amountPaise),
          filter.dueBy ? lte(rents.dueDate, filter.dueBy) : undefined,
        ),
      ),
    db
      .select({
        id: charges.id,
        tenantId: charges.tenantId,
        amount: charges.amountPaise,
        amountPaid: charges.paidPaise,
        dueDate: charges.dueDate,
        kind: charges.kind,
        date: charges.date,
      })
      .from(charges)
      .where(
        and(
          eq(charges.adminId, adminId),
          filter.tenantId ? eq(charges.tenantId, filter.tenantId) : isNotNull(charges.tenantId),
          isNull(charges.waivedAt),
          lt(charges.paidPaise, charges.amountPaise),
          filter.dueBy ? lte(charges.dueDate, filter.dueBy) : undefined,
        ),
      ),
  ]);
  const dues: OpenDue[] = [
    ...rentRows.map((r) => ({
      kind: 'rent' as const,
      id: r.id,
      tenantId: r.tenantId!,
      amount: r.amount,
      amountPaid: r.amountPaid,
      dueDate: r.dueDate,
      what: {
        kind: 'rent' as const,
        rent: { ...r, paymentPeriod: r.paymentPeriod as RentPeriod },
      },
    })),
    ...chargeRows.map((c) => ({
      kind: 'charge' as const,
      id: c.id,
      tenantId: c.tenantId!,
      amount: c.amount,
      amountPaid: c.amountPaid,
      dueDate: c.dueDate,
      what: { kind: 'charge' as const, charge: { kind: c.kind as ChargeKind, date: c.date } },
    })),
  ];
  return dues.sort((a, b) =>
    a.dueDate === b.dueDate ? a.id.localeCompare(b.id) : a.dueDate < b.dueDate ? -1 : 1,
  );
}

/** A due as a tenant reads it: its label in their language, what is owed, its status. */
export function describeDue(
  due: OpenDue,
  language: TenantLanguage,
  rules: DueRules,
): { label: string; amountDue: Paise; status: RentStatus; daysOverdue: number } {
  return {
    label: dueLabelIn(due.what, language),
    amountDue: due.amount - due.amountPaid,
    ...rentStatus(due, rules),
  };
}
