import fc from 'fast-check';
import { booleanField, label, oneOf, optionalText, reference } from './fields';
import { paymentMethods } from './money';
import { dateText, rupees, wholeNumber } from './numbers-and-dates';
import type { BrokenField } from './requests';

/** The bodies of a rent record, of paying it and of making the month's rents. */

export const rentFields = (context: { otherAdminsTenantId: string }): BrokenField[] => [
  reference('tenantId', label('tenant'), context.otherAdminsTenantId),
  rupees('amount', label('amount'), { required: true }),
  wholeNumber('month', label('month'), { min: 1, max: 12 }),
  wholeNumber('year', label('year'), { min: 2000, max: 2100 }),
  dateText('dueDate', label('due date', 'dueDate'), { required: true }),
  booleanField('isPaid', label('isPaid', 'paid')),
  dateText('paymentDate', label('payment date', 'paymentDate'), {
    required: false,
    blankIsUnset: true,
  }),
  oneOf('paymentMethod', label('payment method', 'paymentMethod'), paymentMethods, {
    blankIsUnset: true,
  }),
  optionalText('paymentReference', label('payment reference', 'paymentReference'), 100),
  optionalText('notes', label('notes'), 500),
  oneOf('paymentPeriod', label('payment period', 'paymentPeriod'), ['monthly', 'weekly', 'daily']),
  wholeNumber(
    'weekNumber',
    label('week number', 'weekNumber'),
    { min: 1, max: 53 },
    { required: false, nullable: true },
  ),
];

export const payFields: BrokenField[] = [
  {
    ...booleanField('isPaid', label('isPaid', 'paid')),
    // Only true pays: a payment is undone by voiding it.
    invalid: fc.oneof(booleanField('isPaid', /./).invalid, fc.constant(false)),
  },
  {
    ...rupees('amount', label('amount', 'balance'), { required: false, positive: true }),
    // More than the balance (the fixture rent's balance is below ₹10,000) is refused too.
    invalid: fc.oneof(
      rupees('amount', /./, { required: false, positive: true }).invalid,
      fc.integer({ min: 10_001, max: 10_000_000 }),
    ),
  },
  dateText('paymentDate', label('payment date', 'paymentDate'), {
    required: false,
    blankIsUnset: true,
  }),
  oneOf('paymentMethod', label('payment method', 'paymentMethod'), paymentMethods, {
    blankIsUnset: true,
  }),
  optionalText('paymentReference', label('payment reference', 'paymentReference'), 100),
  optionalText('notes', label('notes'), 500),
];

export const generateFields: BrokenField[] = [
  { ...wholeNumber('month', label('month'), { min: 1, max: 12 }, { required: false }) },
  // Year alone missing is "month without a year"; both missing would be a valid body.
  wholeNumber('year', label('year', 'month and year'), { min: 2000, max: 2100 }),
];
