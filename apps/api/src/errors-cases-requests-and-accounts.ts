import { randomUUID } from 'node:crypto';
import { registration, roomBody } from '../test/test-app';
import { BODY_LIMIT_BYTES } from './app';
import { as, f, owner, raw, type Case } from './errors-test-setup';

/**
 * The failures of errors-every-code.test.ts about the request itself (the contract and the
 * framework) and about who is asking: signing in, passwords, emails.
 */
export const REQUEST_AND_ACCOUNT_CASES: Case[] = [
  // The contract and the framework.
  [
    'a body that fails its schema',
    'INVALID_INPUT',
    400,
    'Room number is required',
    () => as.post('/rooms', roomBody({ roomNumber: '' })),
  ],
  [
    'a query that fails its schema',
    'INVALID_INPUT',
    400,
    /status/,
    () => as.get('/rents?status=Late'),
  ],
  [
    'JSON that is not JSON',
    'INVALID_INPUT',
    400,
    /not valid JSON/,
    () => raw({ method: 'POST', url: '/rooms', type: 'application/json', payload: '{"a":' }),
  ],
  [
    'a broken %-escape in the address',
    'INVALID_INPUT',
    400,
    'The address is not valid',
    () => as.get('/rooms/%E0%A4%A'),
  ],
  [
    'an _id that is not the one in the address',
    'INVALID_INPUT',
    400,
    '_id must match the id in the address',
    () => as.put(`/rooms/${f.fullRoom}`, { ...roomBody(), _id: randomUUID() }),
  ],
  [
    'a body over the size limit',
    'PAYLOAD_TOO_LARGE',
    413,
    'Request body is too large',
    () =>
      raw({
        method: 'POST',
        url: '/rooms',
        type: 'application/json',
        payload: JSON.stringify(roomBody({ description: 'x'.repeat(BODY_LIMIT_BYTES) })),
      }),
  ],
  [
    'an id past the address length limit',
    'URI_TOO_LONG',
    414,
    'The id in the address is too long',
    () => as.get(`/rooms/${'x'.repeat(150)}`),
  ],
  [
    'a body of a media type no route reads',
    'UNSUPPORTED_MEDIA_TYPE',
    415,
    /Unsupported Media Type/,
    () => raw({ method: 'POST', url: '/rooms', type: 'application/xml', payload: '<room/>' }),
  ],
  [
    'an unknown route',
    'NOT_FOUND',
    404,
    'Route GET /api/v1/nowhere not found',
    () => as.get('/nowhere'),
  ],
  // Who is asking.
  [
    'no token',
    'UNAUTHORIZED',
    401,
    'Not authorized, no token',
    () => raw({ method: 'GET', url: '/rooms', signedIn: false }),
  ],
  [
    'a wrong password at sign-in',
    'INVALID_CREDENTIALS',
    401,
    'Invalid email or password',
    () =>
      raw({
        method: 'POST',
        url: '/admin/login',
        type: 'application/json',
        payload: JSON.stringify({ email: owner.admin.email, password: 'not-the-password-9' }),
        signedIn: false,
      }),
  ],
  [
    'a wrong current password',
    'WRONG_CURRENT_PASSWORD',
    401,
    'Current password is incorrect',
    () =>
      as.put('/admin/updatepassword', {
        currentPassword: 'not-the-password-9',
        newPassword: 'amber-falcon-orchard-73',
      }),
  ],
  [
    'a new email without the current password',
    'CURRENT_PASSWORD_REQUIRED',
    400,
    'Current password is required to change the email',
    () =>
      as.put('/admin/updatedetails', {
        name: 'Asha Rao',
        email: `new-${randomUUID().slice(0, 8)}@example.com`,
        pgName: 'Sunrise PG',
        address: '12 MG Road, Bengaluru',
        phone: '9876543210',
      }),
  ],
  [
    'a common password',
    'COMMON_PASSWORD',
    400,
    /^Password is one of the most common passwords/,
    () =>
      raw({
        method: 'POST',
        url: '/admin/register',
        type: 'application/json',
        payload: JSON.stringify(
          registration({ password: 'password', confirmPassword: 'password' }),
        ),
        signedIn: false,
      }),
  ],
  [
    'a password too easy to guess',
    'WEAK_PASSWORD',
    400,
    /^Password is too easy to guess/,
    () =>
      raw({
        method: 'POST',
        url: '/admin/register',
        type: 'application/json',
        payload: JSON.stringify(
          registration({ password: 'Whatever#2024', confirmPassword: 'Whatever#2024' }),
        ),
        signedIn: false,
      }),
  ],
  [
    'an email another account has',
    'EMAIL_TAKEN',
    409,
    'An account with this email already exists',
    () =>
      raw({
        method: 'POST',
        url: '/admin/register',
        type: 'application/json',
        payload: JSON.stringify(registration({ email: owner.admin.email })),
        signedIn: false,
      }),
  ],
];
