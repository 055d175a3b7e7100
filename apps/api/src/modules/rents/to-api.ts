import {
  amountDueOf,
  formatReceiptNumber,
  paiseToRupees,
  rentStatus,
  type DueRules,
  type Pagination,
  type Payment,
  type Rent,
} from '@nivas/domain';
import type { PaymentRow } from '../../db/schema';
import type { GenerateResult } from './generate';
import type { RentList, RentWithRefs } from './queries';
import type { RentWrite } from './service';

/** What the status rules read of a rent row. */
export const dueOf = (rent: RentWithRefs['rent']) => ({
  amount: rent.amountPaise,
  amountPaid: rent.paidPaise,
  dueDate: rent.dueDate,
  cancelled: rent.cancelledAt !== null,
});

/** A rent as SPEC.md §7 answers it, its status computed for the day and grace of `rules`, never stored. */
export function toApiRent({ rent, tenant, room }: RentWithRefs, rules: DueRules): Rent {
  const due = dueOf(rent);
  const { status, daysOverdue } = rentStatus(due, rules);
  return {
    _id: rent.id,
    tenantId: tenant ? { _id: tenant.id, name: tenant.name, phone: tenant.phone } : null,
    roomId: room
      ? { _id: room.id, roomNumber: room.roomNumber, floorNumber: room.floorNumber }
      : null,
    tenantInfo: tenant
      ? { name: tenant.name, phone: tenant.phone }
      : { name: rent.tenantName, phone: rent.tenantPhone },
    roomInfo:
      rent.roomNumber !== null && rent.floorNumber !== null
        ? { roomNumber: rent.roomNumber, floorNumber: rent.floorNumber }
        : null,
    tenantDeleted: rent.tenantDeleted,
    month: rent.month,
    year: rent.year,
    dueDate: rent.dueDate,
    amount: paiseToRupees(rent.amountPaise),
    amountPaid: paiseToRupees(rent.paidPaise),
    amountDue: paiseToRupees(amountDueOf(due)),
    isPaid: status === 'Paid',
    status,
    daysOverdue,
    paymentDate: rent.paymentDate,
    paymentMethod: rent.paymentMethod as Rent['paymentMethod'],
    paymentReference: rent.paymentReference,
    notes: rent.notes,
    paymentPeriod: rent.paymentPeriod as Rent['paymentPeriod'],
    weekNumber: rent.weekNumber,
    createdAt: rent.createdAt.toISOString(),
    updatedAt: rent.updatedAt.toISOString(),
  };
}

/** A rent written, and next month's rent when the write paid it in full. */
export const toApiRentWrite = ({ rent, nextRent }: RentWrite, rules: DueRules) => ({
  data: toApiRent(rent, rules),
  nextRent: nextRent ? toApiRent(nextRent, rules) : null,
});

/** A list of rents; a page of them carries its `pagination`. */
export function toApiRentList(
  { rows, pagination }: RentList,
  rules: DueRules,
): { data: Rent[]; pagination?: Pagination } {
  const data = rows.map((row) => toApiRent(row, rules));
  return pagination ? { data, pagination } : { data };
}

/** One row of the payment ledger, voided or not. */
export const toApiPayment = (payment: PaymentRow): Payment => ({
  _id: payment.id,
  amount: paiseToRupees(payment.amountPaise),
  method: payment.method as Payment['method'],
  reference: payment.reference,
  notes: payment.notes,
  paidOn: payment.paidOn,
  rentId: payment.rentId,
  tenantId: payment.tenantId,
  label: payment.label,
  receiptNumber: formatReceiptNumber(payment.receiptYear, payment.receiptSequence),
  voided:
    payment.voidedAt !== null
      ? { at: payment.voidedAt.toISOString(), reason: payment.voidReason ?? '' }
      : null,
  fromDeposit: payment.fromDeposit,
  createdAt: payment.createdAt.toISOString(),
});

/** The monthly run's counts and the sentence SPEC.md §7 answers with them. */
export const toApiGenerateResult = (result: GenerateResult) => ({
  data: result,
  message: `Generated ${result.created} rent records for ${result.month}/${result.year}`,
});
