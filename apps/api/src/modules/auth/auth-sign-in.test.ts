import { describe, expect, it } from 'vitest';
import { forgeToken, registerAdmin, registration, sessionIdOf } from '../../../test/test-app';
import { app, post, setUpAuthApp } from './auth-test-setup';
import { ACCOUNT_LIMIT } from './login-throttle';

/**
 * Signing in and being signed in: one answer for a wrong password or an unknown email, a wait
 * after too many failures, and no way in with a tampered, foreign or expired token.
 */
setUpAuthApp();

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
    expect(wrongPassword.json()).toEqual({
      success: false,
      error: 'Invalid email or password',
      code: 'INVALID_CREDENTIALS',
    });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it(`answers 429 with Retry-After once one account has ${ACCOUNT_LIMIT} failures, from any addresses`, async () => {
    const body = registration();
    await post('/admin/register', body);
    const other = registration();
    await post('/admin/register', other);
    const addresses = ['10.9.8.1', '10.9.8.2', '10.9.8.3', '10.9.8.4', '10.9.8.5'];
    for (let i = 0; i < ACCOUNT_LIMIT; i += 1) {
      const wrong = await post(
        '/admin/login',
        { email: body.email, password: 'wrong-password' },
        addresses[i % addresses.length],
      );
      expect(wrong.statusCode).toBe(401);
    }
    // Even the right password, in another case of the email and from a new address, waits.
    const blocked = await post(
      '/admin/login',
      { email: body.email.toUpperCase(), password: body.password },
      '10.9.8.6',
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe(
      'Too many failed attempts. Please wait a minute and try again.',
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another account from the same addresses is not held back.
    expect(
      (await post('/admin/login', { email: other.email, password: other.password }, addresses[0]))
        .statusCode,
    ).toBe(200);
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
    expect(response.json()).toEqual({
      success: false,
      error: 'Not authorized, no token',
      code: 'UNAUTHORIZED',
    });
  });

  it('answers 401 for a tampered, foreign, unsigned or expired token', async () => {
    const { token, admin } = await registerAdmin(app);
    const [header, , signature] = token.split('.');
    const now = Math.floor(Date.now() / 1000);
    const sid = sessionIdOf(token);
    const other = await registerAdmin(app);
    const otherAdminPayload = Buffer.from(
      JSON.stringify({ sub: '00000000-0000-4000-8000-000000000000', sid, iat: now }),
    ).toString('base64url');
    const tokens = [
      `${header}.${otherAdminPayload}.${signature}`,
      forgeToken({ sub: admin._id, sid, iat: now }, { secret: 'another-secret-another-secret' }),
      forgeToken({ sub: admin._id, sid, iat: now }, { alg: 'none' }),
      forgeToken({ sub: admin._id, sid, iat: now - 8 * 86400, exp: now - 86400 }),
      // Properly signed, but naming no session, a session that is not a uuid, another
      // admin's session, or none at all (as tokens from before sessions did).
      forgeToken({ sub: admin._id, sid: '00000000-0000-4000-8000-000000000000', iat: now }),
      forgeToken({ sub: admin._id, sid: 'not-a-uuid', iat: now }),
      forgeToken({ sub: admin._id, sid: sessionIdOf(other.token), iat: now }),
      forgeToken({ sub: admin._id, tv: 0, iat: now }),
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
    const valid = forgeToken({ sub: admin._id, sid, iat: now, exp: now + 60 });
    expect(
      (await app.inject({ url: '/api/v1/admin/me', headers: { authorization: `Bearer ${valid}` } }))
        .statusCode,
    ).toBe(200);
  });
});
