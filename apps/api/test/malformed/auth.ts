import fc from 'fast-check';
import { TEST_PASSWORD } from '../test-app';
import { email, label, language, notText, passwordField, phone, requiredText } from './fields';
import { MISSING, type BrokenField } from './requests';

/** The bodies of the owner's account: registering, signing in, the profile, password, language. */

export const profileFields = (takenEmail: string): BrokenField[] => [
  requiredText('name', label('name'), 100),
  email('email', { taken: takenEmail }),
  requiredText('pgName', label('PG name', 'pgName'), 120),
  requiredText('address', label('address'), 500),
  phone('phone'),
];

export const registerFields = (takenEmail: string): BrokenField[] => [
  ...profileFields(takenEmail),
  passwordField('password', label('password')),
  {
    key: 'confirmPassword',
    names: label('password'),
    invalid: fc.oneof(
      fc.constant(MISSING),
      fc.string({ maxLength: 20 }).filter((s) => s !== TEST_PASSWORD),
      notText,
    ),
  },
];

export const loginFields: BrokenField[] = [
  requiredText('email', label('email'), 254),
  {
    key: 'password',
    names: label('password'),
    invalid: fc.oneof(
      fc.constant(MISSING),
      fc.constant(''),
      notText,
      fc.integer({ min: 1025, max: 5000 }).map((n) => 'p'.repeat(n)),
    ),
  },
];

export const updatePasswordFields: BrokenField[] = [
  {
    key: 'currentPassword',
    names: label('current password', 'currentPassword'),
    invalid: fc.oneof(
      fc.constant(MISSING),
      fc.constant(''),
      notText,
      fc.integer({ min: 1025, max: 5000 }).map((n) => 'p'.repeat(n)),
      // A well-formed wrong password is not malformed: it is a counted failure, and a dozen of
      // them hold the account (login-throttle.test.ts).
    ),
  },
  passwordField('newPassword', label('new password', 'newPassword')),
];

/** The owner's interface language: required, en or hi. */
export const adminLanguageFields: BrokenField[] = [
  { ...language, invalid: fc.oneof(fc.constant(MISSING), language.invalid) },
];
