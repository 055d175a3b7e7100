import { randomUUID } from 'node:crypto';
import { as, f, rentBody, type Case } from './errors-test-setup';

/**
 * The failures of errors-every-code.test.ts about money: rents and their payments, charges,
 * deposits and meter readings.
 */
export const MONEY_CASES: Case[] = [
  // Rents and payments.
  [
    'a second rent for the same month',
    'DUPLICATE_RENT',
    409,
    'A rent record for this tenant and period already exists',
    () => as.post('/rents', rentBody()),
  ],
  [
    "changing a rent's month",
    'RENT_PERIOD_FIXED',
    400,
    'Tenant, month and year cannot be changed',
    () => as.put(`/rents/${f.rent}`, rentBody({ month: 5 })),
  ],
  [
    'a payment over the balance',
    'OVER_BALANCE',
    400,
    'Amount cannot be more than the balance of ₹2,000',
    () => as.put(`/rents/${f.partPaidRent}/pay`, { amount: 2000.01 }),
  ],
  [
    'a payment dated after today',
    'PAYMENT_DATE_IN_FUTURE',
    400,
    'Payment date cannot be in the future',
    () => as.put(`/rents/${f.partPaidRent}/pay`, { amount: 1, paymentDate: '2099-01-01' }),
  ],
  [
    'a payment on a paid rent',
    'ALREADY_PAID',
    409,
    'This rent is already paid',
    () => as.put(`/rents/${f.paidRent}/pay`, { amount: 1 }),
  ],
  [
    'a rent amount below what is paid',
    'BELOW_PAID',
    400,
    'Amount cannot be less than the ₹4,000 already paid',
    () =>
      as.put(
        `/rents/${f.partPaidRent}`,
        rentBody({ month: 6, dueDate: '2030-06-05', amount: 3999 }),
      ),
  ],
  [
    'marking a paid rent unpaid',
    'PAYMENT_RECORDED',
    409,
    'This rent is already paid; recorded payments cannot be undone',
    () => as.put(`/rents/${f.paidRent}`, rentBody({ month: 4, dueDate: '2030-04-05' })),
  ],
  [
    'voiding a payment twice',
    'PAYMENT_VOIDED',
    409,
    'This payment is already voided',
    () => as.post(`/payments/${f.voidedPayment}/void`, { reason: 'again' }),
  ],
  [
    'deleting a rent with a payment standing',
    'RENT_HAS_PAYMENTS',
    409,
    'This rent has payments recorded: void them before deleting the rent',
    () => as.delete(`/rents/${f.partPaidRent}`),
  ],
  [
    'paying a rent cancelled when its tenant left',
    'RENT_CANCELLED',
    409,
    'This rent was cancelled when its tenant left',
    () => as.put(`/rents/${f.cancelledRent}/pay`, {}),
  ],
  // Charges, deposits and meters.
  [
    'a charge that is not there',
    'NOT_FOUND',
    404,
    'Charge not found',
    () => as.put(`/charges/${randomUUID()}/pay`, {}),
  ],
  [
    'a payment on a charge over its balance',
    'OVER_BALANCE',
    400,
    'Amount cannot be more than the balance of ₹400',
    () => as.put(`/charges/${f.partPaidCharge}/pay`, { amount: 401 }),
  ],
  [
    'waiving a charge with a payment standing',
    'CHARGE_HAS_PAYMENTS',
    409,
    'This charge has payments recorded: void them before waiving the charge',
    () => as.post(`/charges/${f.partPaidCharge}/waive`, { reason: 'Goodwill' }),
  ],
  [
    'waiving a charge twice',
    'CHARGE_WAIVED',
    409,
    'This charge is already waived',
    () => as.post(`/charges/${f.waivedCharge}/waive`, { reason: 'Again' }),
  ],
  [
    'paying a waived charge',
    'CHARGE_WAIVED',
    409,
    'This charge is already waived',
    () => as.put(`/charges/${f.waivedCharge}/pay`, {}),
  ],
  [
    'a refund of more deposit than is held',
    'OVER_DEPOSIT_HELD',
    409,
    'Amount cannot be more than the deposit held (₹0)',
    () =>
      as.post(`/tenants/${f.tenantId}/deposit`, {
        kind: 'refund',
        amount: 1,
        date: '2026-11-20',
        method: 'Cash',
      }),
  ],
  [
    'a meter reading not after the last one',
    'METER_READING_ORDER',
    409,
    "A reading must be dated after 1 Oct 2026 and be at least 10, the room's last reading",
    () => as.post(`/rooms/${f.fullRoom}/meter-readings`, { date: '2026-10-01', reading: 20 }),
  ],
  [
    'a meter reading dated after today',
    'DATE_IN_FUTURE',
    400,
    'Date cannot be in the future',
    () => as.post(`/rooms/${f.fullRoom}/meter-readings`, { date: '2099-01-01', reading: 20 }),
  ],
  [
    'closing a meter period with no electricity rate set',
    'NO_ELECTRICITY_RATE',
    400,
    'Set the electricity rate per unit in settings before closing a meter period',
    () => as.post(`/rooms/${f.fullRoom}/meter-readings`, { date: '2026-10-31', reading: 20 }),
  ],
];
