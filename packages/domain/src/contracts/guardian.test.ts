import { describe, expect, it } from 'vitest';
import { CreateTenantBodySchema, UpdateTenantBodySchema } from './tenants';
import { GUARDIAN_NAME_REQUIRED, GUARDIAN_RELATION_REQUIRED, guardianField } from './guardian';

describe('the guardian field', () => {
  it.each([
    [
      { relation: 'S/O', name: 'Ramesh Sharma' },
      { relation: 'S/O', name: 'Ramesh Sharma' },
    ],
    [
      { relation: 'W/O', name: '  महेश कुमार ' },
      { relation: 'W/O', name: 'महेश कुमार' },
    ],
    [{ relation: '', name: '' }, null],
    [{}, null],
    [null, null],
    ['', null],
  ])('reads %j as %j', (input, expected) => {
    expect(guardianField.parse(input)).toEqual(expected);
  });

  it.each([
    [{ relation: 'S/O', name: ' ' }, GUARDIAN_NAME_REQUIRED, 'name'],
    [{ relation: '', name: 'Ramesh Sharma' }, GUARDIAN_RELATION_REQUIRED, 'relation'],
    [{ relation: 'F/O', name: 'Ramesh Sharma' }, GUARDIAN_RELATION_REQUIRED, 'relation'],
    [
      { relation: 'S/O', name: 'Ramesh\u0000' },
      "Guardian's name must not contain control characters",
      'name',
    ],
  ])('refuses %j: %s', (input, message, field) => {
    const issue = guardianField.safeParse(input).error?.issues[0];
    expect(issue?.message).toBe(message);
    expect(issue?.path).toEqual([field]);
  });

  it('is none on a new tenant without one, and left out of an edit keeps what is stored', () => {
    const body = {
      name: 'Ravi',
      phone: '9876543210',
      idProofType: 'PAN',
      idProofNumber: 'ABCDE1234F',
      joiningDate: '2026-01-10',
      roomId: '7b0c5a8e-6a3c-4a47-9a57-5f0f5b2f7a10',
      bedNumber: 1,
    };
    expect(CreateTenantBodySchema.parse(body).guardian).toBeNull();
    expect(UpdateTenantBodySchema.parse(body).guardian).toBeUndefined();
    expect(
      UpdateTenantBodySchema.parse({ ...body, guardian: { relation: 'D/O', name: 'Suresh' } })
        .guardian,
    ).toEqual({ relation: 'D/O', name: 'Suresh' });
  });
});
