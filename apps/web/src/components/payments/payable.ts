import type { Charge, Rent } from '@nivas/domain';
import { chargeTenantName, chargeTitle } from '@/components/ui/charge-labels';
import { rentTenantName } from '@/components/ui/rent-labels';
import { periodLabel, t } from '@/i18n';

/** Something owed that a payment can go to: a rent, or a charge (electricity, mess, a fee). */
export type Payable = { kind: 'rent'; rent: Rent } | { kind: 'charge'; charge: Charge };

export const payableRent = (rent: Rent): Payable => ({ kind: 'rent', rent });
export const payableCharge = (charge: Charge): Payable => ({ kind: 'charge', charge });

/** The figures every pay form shows, whichever kind of due it is. */
export function payableFigures(payable: Payable) {
  const due = payable.kind === 'rent' ? payable.rent : payable.charge;
  return {
    id: due._id,
    amount: due.amount,
    amountPaid: due.amountPaid,
    amountDue: due.amountDue,
    dueDate: due.dueDate,
  };
}

/** What it is for: 'November 2026' for a rent, 'Electricity · 1 Nov 2026' for a charge. */
export const payableLabel = (payable: Payable): string =>
  payable.kind === 'rent'
    ? t.charges.rentLabel(periodLabel(payable.rent))
    : chargeTitle(payable.charge);

export const payableTenantName = (payable: Payable): string =>
  payable.kind === 'rent' ? rentTenantName(payable.rent) : chargeTenantName(payable.charge);
