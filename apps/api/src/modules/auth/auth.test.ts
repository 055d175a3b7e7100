import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp, forgeToken, registerAdmin, registration } from '../../../test/test-app';
import { MAX_FAILED_ATTEMPTS } from './login-throttle';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const post = (url: string, payload: unknown, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, remoteAddress });

describe('POST /api/v1/admin/register', () => {
  it('creates the account and answers a token and the admin without its hash', async () => {
    const body = registration();
    const response = await post('/admin/register', body);
    expect(response.statusCode).toBe(201);
    const json = response.json();
    expect(json).toMatchObject({ success: true, message: 'Registration successful' });
    expect(json.token).toEqual(expect.any(String));
    expect(json.admin).toEqual({
      _id: expect.any(String),
      name: body.name,
      email: body.email,
      pgName: body.pgName,
      address: body.address,
      phone: body.phone,
      createdAt: expect.any(String),
    });
    expect(response.body).not.toMatch(/argon2|passwordHash|password_hash|tokenVersion/);
  });

  it.each([
    ['name', 'Name is required'],
    ['email', 'Email is required'],
    ['password', 'Password is required'],
    ['confirmPassword', 'Confirm password is required'],
    ['pgName', 'PG name is required'],
    ['address', 'Address is required'],
    ['phone', 'Phone is required'],
  ])('answers 400 naming the missing field %s', async (field, message) => {
    const body: Record<string, unknown> = registration();
    delete body[field];
    const response = await post('/admin/register', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: message });
  });

  it.each([
    [{ password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters'],
    [{ phone: '12345' }, 'Phone must be exactly 10 digits'],
    [{ confirmPassword: 'not-the-same' }, 'Passwords do not match'],
    [{ email: 'nobody' }, 'Email must be a valid email address'],
  ])('refuses %o with 400', async (change, message) => {
    const response = await post('/admin/register', registration(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it('refuses an email already registered in another case with 409', async () => {
    const first = registration();
    expect((await post('/admin/register', first)).statusCode).toBe(201);
    const response = await post(
      '/admin/register',
      registration({ email: first.email.toUpperCase() }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      error: 'An account with this email already exists',
    });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });
});

describe('POST /api/v1/admin/login', () => {
  it('signs in with the email in any case and answers token, admin and message', async () => {
    const body = registration();
    await post('/admin/register', body);
    const response = await post('/admin/login', {
      email: body.email.toUpperCase(),
      password: body.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Login successful',
      admin: { email: body.email },
    });
    const me = await app.inject({
      url: '/api/v1/admin/me',
      headers: { authorization: `Bearer ${response.json().token}` },
    });
    expect(me.json().data.email).toBe(body.email);
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const body = registration();
    await post('/admin/register', body);
    const wrongPassword = await post('/admin/login', {
      email: body.email,
      password: 'wrong-password',
    });
    const unknownEmail = await post('/admin/login', {
      email: 'nobody@example.com',
      password: body.password,
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ success: false, error: 'Invalid email or password' });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it(`answers 429 after ${MAX_FAILED_ATTEMPTS} failed attempts from one address for one email`, async () => {
    const body = registration();
    await post('/admin/register', body);
    const ip = '10.9.8.7';
    for (let i = 0; i < MAX_FAILED_ATTEMPTS; i += 1) {
      expect(
        (await post('/admin/login', { email: body.email, password: 'wrong-password' }, ip))
          .statusCode,
      ).toBe(401);
    }
    const blocked = await post('/admin/login', { email: body.email, password: body.password }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe(
      'Too many failed attempts. Please wait a minute and try again.',
    );
    // Another address, and another email from the same address, are not held back.
    expect(
      (await post('/admin/login', { email: body.email, password: body.password }, '10.9.8.8'))
        .statusCode,
    ).toBe(200);
    expect(
      (await post('/admin/login', { email: 'other@example.com', password: 'x' }, ip)).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/v1/admin/me', () => {
  it('answers the signed-in admin', async () => {
    const { auth, admin } = await registerAdmin(app);
    const response = await app.inject({ url: '/api/v1/admin/me', headers: auth });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: expect.objectContaining({ _id: admin._id }),
    });
  });

  it('answers 401 without a token', async () => {
    const response = await app.inject({ url: '/api/v1/admin/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, error: 'Not authorized, no token' });
  });

  it('answers 401 for a tampered, foreign, unsigned or expired token', async () => {
    const { token, admin } = await registerAdmin(app);
    const [header, , signature] = token.split('.');
    const now = Math.floor(Date.now() / 1000);
    const otherAdminPayload = Buffer.from(
      JSON.stringify({ sub: '00000000-0000-4000-8000-000000000000', tv: 0, iat: now }),
    ).toString('base64url');
    const tokens = [
      `${header}.${otherAdminPayload}.${signature}`,
      forgeToken({ sub: admin._id, tv: 0, iat: now }, { secret: 'another-secret-another-secret' }),
      forgeToken({ sub: admin._id, tv: 0, iat: now }, { alg: 'none' }),
      forgeToken({ sub: admin._id, tv: 0, iat: now - 8 * 86400, exp: now - 86400 }),
      'not-a-token',
    ];
    for (const forged of tokens) {
      const response = await app.inject({
        url: '/api/v1/admin/me',
        headers: { authorization: `Bearer ${forged}` },
      });
      expect(response.statusCode, forged).toBe(401);
      expect(response.json().error).toBe('Not authorized, token invalid or expired');
    }
    // The same claims, properly signed and unexpired, pass: the refusals above are about the token.
    const valid = forgeToken({ sub: admin._id, tv: 0, iat: now, exp: now + 60 });
    expect(
      (await app.inject({ url: '/api/v1/admin/me', headers: { authorization: `Bearer ${valid}` } }))
        .statusCode,
    ).toBe(200);
  });
});

describe('PUT /api/v1/admin/updatedetails', () => {
  const details = {
    name: 'Ravi Kumar',
    pgName: 'Lakeview PG',
    address: '4 Lake Road, Pune',
    phone: '9123456780',
  };

  it('updates the profile and answers the admin', async () => {
    const { auth } = await registerAdmin(app);
    const email = `ravi-${Date.now()}@example.com`;
    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/admin/updatedetails',
      headers: auth,
      payload: { ...details, email },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: expect.objectContaining({ ...details, email }),
    });
    const me = await app.inject({ url: '/api/v1/admin/me', headers: auth });
    expect(me.json().data).toMatchObject({ ...details, email });
  });

  it("answers 409 when the email is another account's, in any case, and changes nothing", async () => {
    const first = await registerAdmin(app);
    const second = await registerAdmin(app);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/admin/updatedetails',
      headers: second.auth,
      payload: { ...details, email: first.admin.email.toUpperCase() },
    });
    expect(response.statusCode).toBe(409);
    const me = await app.inject({ url: '/api/v1/admin/me', headers: second.auth });
    expect(me.json().data.email).toBe(second.admin.email);
  });

  it('answers 400 naming a missing field', async () => {
    const { auth, admin } = await registerAdmin(app);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/admin/updatedetails',
      headers: auth,
      payload: { ...details, email: admin.email, pgName: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('PG name is required');
  });
});

describe('PUT /api/v1/admin/updatepassword', () => {
  it('answers 401 for a wrong current password and keeps the old one', async () => {
    const { auth, admin } = await registerAdmin(app);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/admin/updatepassword',
      headers: auth,
      payload: { currentPassword: 'wrong-password', newPassword: 'new-secret-456' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('Current password is incorrect');
    expect(
      (await post('/admin/login', { email: admin.email, password: 'secret-123' })).statusCode,
    ).toBe(200);
  });

  it('changes the password, ends older sessions and answers a working new token', async () => {
    const { auth, admin } = await registerAdmin(app);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/admin/updatepassword',
      headers: auth,
      payload: { currentPassword: 'secret-123', newPassword: 'new-secret-456' },
    });
    expect(response.statusCode).toBe(200);
    const { token } = response.json();
    expect((await app.inject({ url: '/api/v1/admin/me', headers: auth })).statusCode).toBe(401);
    expect(
      (await app.inject({ url: '/api/v1/admin/me', headers: { authorization: `Bearer ${token}` } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post('/admin/login', { email: admin.email, password: 'secret-123' })).statusCode,
    ).toBe(401);
    expect(
      (await post('/admin/login', { email: admin.email, password: 'new-secret-456' })).statusCode,
    ).toBe(200);
  });

  it('answers 400 for a new password under 8 characters', async () => {
    const { auth } = await registerAdmin(app);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/admin/updatepassword',
      headers: auth,
      payload: { currentPassword: 'secret-123', newPassword: 'short' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('New password must be at least 8 characters');
  });
});
