import { paiseToRupees, rentStatus, type Rent } from '@nivas/domain';
import type { RentWithRefs } from './queries';

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
