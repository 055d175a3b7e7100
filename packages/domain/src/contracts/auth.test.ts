import { describe, expect, it } from 'vitest';
import { PASSWORDS_DO_NOT_MATCH, RegisterSchema, UpdateDetailsSchema } from './auth';
import { passwordUserInputs } from './fields';

const valid = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  password: 'secret-123',
  confirmPassword: 'secret-123',
  pgName: 'Sunrise PG',
  address: '12 MG Road, Bengaluru',
  phone: '9876543210',
};

function firstMessage(body: unknown) {
  const result = RegisterSchema.safeParse(body);
  return result.success ? null : result.error.issues[0]?.message;
}

describe('RegisterSchema', () => {
  it('accepts a complete registration and trims text', () => {
    const parsed = RegisterSchema.parse({ ...valid, name: '  Asha Rao ' });
    expect(parsed.name).toBe('Asha Rao');
  });

  it.each([
    ['name', 'Name is required'],
    ['email', 'Email is required'],
    ['password', 'Password is required'],
    ['confirmPassword', 'Confirm password is required'],
    ['pgName', 'PG name is required'],
    ['address', 'Address is required'],
    ['phone', 'Phone is required'],
  ])('names the missing field %s', (field, message) => {
    const body: Record<string, unknown> = { ...valid };
    delete body[field];
    expect(firstMessage(body)).toBe(message);
  });

  it.each([
    [{ phone: '98765' }, 'Phone must be exactly 10 digits'],
    [{ phone: '98765abcde' }, 'Phone must be exactly 10 digits'],
    [{ email: 'not-an-email' }, 'Email must be a valid email address'],
    [{ password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters'],
    [{ confirmPassword: 'different-1' }, PASSWORDS_DO_NOT_MATCH],
    [{ name: '   ' }, 'Name is required'],
    [{ name: 42 }, 'Name must be text'],
  ])('refuses %o with "%s"', (change, message) => {
    expect(firstMessage({ ...valid, ...change })).toBe(message);
  });
});

describe('UpdateDetailsSchema', () => {
  const profile = {
    name: 'Asha Rao',
    email: 'asha@example.com',
    pgName: 'Sunrise PG',
    address: '12 MG Road',
    phone: '9876543210',
  };

  it('takes the profile with or without a current password', () => {
    expect(UpdateDetailsSchema.parse(profile)).toEqual(profile);
    expect(UpdateDetailsSchema.parse({ ...profile, currentPassword: 'x' }).currentPassword).toBe(
      'x',
    );
  });

  it('refuses a current password that is not text', () => {
    const result = UpdateDetailsSchema.safeParse({ ...profile, currentPassword: 42 });
    expect(result.success ? null : result.error.issues[0]?.message).toBe(
      'Current password must be text',
    );
  });
});

describe('passwordUserInputs', () => {
  it.each([
    [['Asha Rao'], ['Asha Rao', 'Asha', 'Rao']],
    [['asha.rao@example.com'], ['asha.rao@example.com', 'asha.rao', 'example.com']],
    [
      ['Sunrise PG', '9876543210'],
      ['Sunrise PG', 'Sunrise', 'PG', '9876543210', '9876543210'],
    ],
    [
      ['', '  ', ' Lakeview '],
      ['Lakeview', 'Lakeview'],
    ],
  ])('makes %j into the words %j', (values, words) => {
    expect(passwordUserInputs(values)).toEqual(words);
  });
});
