import {
  amountDueOf,
  paiseToRupees,
  rentStatus,
  type Charge,
  type DueRules,
  type RecurringCharge,
  type RentDue,
} from '@nivas/domain';
import type { ChargeRow, RecurringChargeRow } from '../../db/schema';
import type { ChargeWithRefs } from './queries';

/** What the status rules read of a charge: a rent's fields, a waived charge being cancelled. */
export const chargeDueOf = (charge: ChargeRow): RentDue => ({
  amount: charge.amountPaise,
  amountPaid: charge.paidPaise,
  dueDate: charge.dueDate,
  cancelled: charge.waivedAt !== null,
});

/** A charge as the API answers it, its status computed for the day and grace of `rules`. */
export function toApiCharge({ charge, tenant, room }: ChargeWithRefs, rules: DueRules): Charge {
  const due = chargeDueOf(charge);
  const { status, daysOverdue } = rentStatus(due, rules);
  return {
    _id: charge.id,
    tenantId: tenant ? { _id: tenant.id, name: tenant.name, phone: tenant.phone } : null,
    tenantInfo: tenant
      ? { name: tenant.name, phone: tenant.phone }
      : { name: charge.tenantName, phone: charge.tenantPhone },
    roomId: room
      ? { _id: room.id, roomNumber: room.roomNumber, floorNumber: room.floorNumber }
      : null,
    kind: charge.kind as Charge['kind'],
    amount: paiseToRupees(charge.amountPaise),
    amountPaid: paiseToRupees(charge.paidPaise),
    amountDue: paiseToRupees(amountDueOf(due)),
    date: charge.date,
    dueDate: charge.dueDate,
    note: charge.note,
    status,
    daysOverdue,
    waived:
      charge.waivedAt !== null
        ? { at: charge.waivedAt.toISOString(), reason: charge.waiveReason ?? '' }
        : null,
    rentId: charge.rentId,
    meterReadingId: charge.meterReadingId,
    createdAt: charge.createdAt.toISOString(),
  };
}

export const toApiRecurringCharge = (row: RecurringChargeRow): RecurringCharge => ({
  _id: row.id,
  kind: row.kind as RecurringCharge['kind'],
  amount: paiseToRupees(row.amountPaise),
  note: row.note,
  createdAt: row.createdAt.toISOString(),
});
