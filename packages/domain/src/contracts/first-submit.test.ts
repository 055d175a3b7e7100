import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { RegisterSchema } from './auth';
import { CreateChargeBodySchema } from './charges';
import { DepositEntryBodySchema } from './deposit';
import { RentFormSchema } from './rents';
import { CreateTenantBodySchema, UpdateTenantBodySchema } from './tenants';

/** Each field named in the issues, once, in order. */
const fieldsOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return [...new Set(result.error!.issues.map((issue) => String(issue.path[0])))];
};

/**
 * A form's cross-field rules run beside its fields' own errors, so the first submit shows
 * every error: zod would otherwise skip an object's rules while any field is missing.
 */
describe('every error on the first submit', () => {
  const tenant = {
    name: '',
    phone: '',
    idProofType: 'Aadhar',
    idProofNumber: '1234',
    joiningDate: '',
    roomId: '',
    bedNumber: '',
  };

  it.each([
    [
      'a new tenant: missing fields and an Aadhaar number too short',
      CreateTenantBodySchema,
      tenant,
      ['name', 'phone', 'idProofNumber', 'joiningDate', 'roomId', 'bedNumber'],
    ],
    [
      'an edited tenant: a room without a bed, and the Aadhaar number',
      UpdateTenantBodySchema,
      { ...tenant, roomId: '6f1c2b1e-8f0a-4c1e-9b7a-2d3e4f5a6b7c', bedNumber: '' },
      ['name', 'phone', 'idProofNumber', 'joiningDate', 'bedNumber'],
    ],
    [
      'registration: missing fields and passwords that differ',
      RegisterSchema,
      { name: '', email: '', password: 'a-long-password', confirmPassword: 'other' },
      ['name', 'email', 'confirmPassword', 'pgName', 'address', 'phone'],
    ],
    [
      'a rent marked paid: no date, no method, and a missing due date',
      RentFormSchema,
      { tenantId: '', amount: '', month: 1, year: 2026, dueDate: '', isPaid: true },
      ['tenantId', 'amount', 'dueDate', 'paymentDate', 'paymentMethod'],
    ],
    [
      'a charge due before its date, and no amount',
      CreateChargeBodySchema,
      { kind: 'other', amount: '', date: '2026-11-05', dueDate: '2026-11-01' },
      ['amount', 'dueDate'],
    ],
    [
      'a deduction without a reason, and no date',
      DepositEntryBodySchema,
      { kind: 'deduct', amount: 100, date: '' },
      ['date', 'reason'],
    ],
  ])('%s', (_name, schema, input, fields) => {
    expect(fieldsOf(schema, input).sort()).toEqual([...fields].sort());
  });

  it.each([
    ['null', null],
    ['a list', []],
    ['a number', 7],
  ])('a body that is %s is refused as such, the cross-field rules not run on it', (_name, body) => {
    for (const schema of [
      CreateTenantBodySchema,
      UpdateTenantBodySchema,
      RegisterSchema,
      RentFormSchema,
      CreateChargeBodySchema,
      DepositEntryBodySchema,
    ]) {
      const result = schema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]!.path).toEqual([]);
    }
  });

  it('a valid Aadhaar number is still kept as its twelve digits', () => {
    const parsed = CreateTenantBodySchema.parse({
      ...tenant,
      name: 'Asha',
      phone: '9876543210',
      idProofNumber: '2345 6789 0123',
      joiningDate: '2026-11-05',
      roomId: '6f1c2b1e-8f0a-4c1e-9b7a-2d3e4f5a6b7c',
      bedNumber: 1,
    });
    expect(parsed.idProofNumber).toBe('234567890123');
  });
});
