import { describe, expect, it } from 'vitest';
import { PASSWORDS_DO_NOT_MATCH, RegisterSchema } from './auth';

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
