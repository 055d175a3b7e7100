import fc from 'fast-check';
import { label, oneOf, optionalText, requiredText } from './fields';
import { dateText, rupees } from './numbers-and-dates';
import { MISSING, type BrokenField } from './requests';

/** The bodies of voiding a payment, of a deposit entry and of charges, one-off or monthly. */

/** How money is paid: rents, deposit entries and move-out refunds take these. */
export const paymentMethods = ['Cash', 'UPI', 'Bank Transfer', 'Cheque', 'Other'];

export const voidFields: BrokenField[] = [requiredText('reason', label('reason'), 200)];

/** Waiving a charge takes a reason, as voiding a payment does. */
export const waiveFields: BrokenField[] = voidFields;

/** The valid body is a collection: it needs a method, and any amount is within the limit. */
export const depositFields: BrokenField[] = [
  oneOf('kind', label('kind'), ['collect', 'deduct', 'refund']),
  rupees('amount', label('amount'), { required: true, positive: true }),
  dateText('date', label('date'), { required: true }),
  {
    ...oneOf('method', label('method'), paymentMethods),
    invalid: fc.oneof(oneOf('method', /./, paymentMethods).invalid, fc.constant(MISSING)),
  },
  optionalText('reference', label('reference'), 100),
  optionalText('reason', label('reason'), 200),
];

const chargeKinds = [
  'electricity',
  'water',
  'mess',
  'laundry',
  'maintenance',
  'lateFee',
  'damage',
  'other',
];

/** The valid body's date is 2031-03-01: a due date before it is refused too. */
export const chargeFields: BrokenField[] = [
  oneOf('kind', label('kind'), chargeKinds),
  rupees('amount', label('amount'), { required: true, positive: true }),
  dateText('date', label('date'), { required: true }),
  {
    ...dateText('dueDate', label('due date', 'dueDate'), { required: true }),
    invalid: fc.oneof(
      dateText('dueDate', /./, { required: true }).invalid,
      fc.constantFrom('2031-02-28', '2020-01-01'),
    ),
  },
  optionalText('note', label('note'), 300),
];

export const recurringChargeFields: BrokenField[] = [
  oneOf('kind', label('kind'), chargeKinds),
  rupees('amount', label('amount'), { required: true, positive: true }),
  optionalText('note', label('note'), 300),
];
