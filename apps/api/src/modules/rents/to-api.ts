import {
  paiseToRupees,
  rentStatus,
  type IsoDate,
  type Pagination,
  type Payment,
  type Rent,
} from '@nivas/domain';
import type { PaymentRow } from '../../db/schema';
import type { GenerateResult } from './generate';
import type { RentList, RentWithRefs } from './queries';

/** A rent as SPEC.md §7 answers it, its status computed for `today`, never stored. */
export function toApiRent({ rent, tenant, room }: RentWithRefs, today: string): Rent {
  const { status, daysOverdue } = rentStatus(
    { amount: rent.amountPaise, amountPaid: rent.paidPaise, dueDate: rent.dueDate },
    today,
  );
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

/** A list of rents; a page of them carries its `pagination`. */
export function toApiRentList(
  { rows, pagination }: RentList,
  today: IsoDate,
): { data: Rent[]; pagination?: Pagination } {
  const data = rows.map((row) => toApiRent(row, today));
  return pagination ? { data, pagination } : { data };
}

/** One row of a rent's payment ledger. */
export const toApiPayment = (payment: PaymentRow): Payment => ({
  _id: payment.id,
  amount: paiseToRupees(payment.amountPaise),
  method: payment.method as Payment['method'],
  reference: payment.reference,
  notes: payment.notes,
  paidOn: payment.paidOn,
});

/** The monthly run's counts and the sentence SPEC.md §7 answers with them. */
export const toApiGenerateResult = (result: GenerateResult) => ({
  data: result,
  message: `Generated ${result.created} rent records for ${result.month}/${result.year}`,
});
