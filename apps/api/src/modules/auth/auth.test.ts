import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import {
  createTestApp,
  forgeToken,
  registerAdmin,
  registration,
  sessionIdOf,
  TEST_PASSWORD,
} from '../../../test/test-app';
import { ACCOUNT_LIMIT } from './login-throttle';

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
      language: 'en',
      createdAt: expect.any(String),
    });
    expect(response.body).not.toMatch(/argon2|passwordHash|password_hash|tokenVersion/);
  });

  it('saves the language chosen on the registration screen', async () => {
    const response = await post('/admin/register', registration({ language: 'hi' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().admin.language).toBe('hi');
    const me = await app.inject({
      url: '/api/v1/admin/me',
      headers: { authorization: `Bearer ${response.json().token}` },
    });
    expect(me.json().data.language).toBe('hi');
  });

  it.each(['fr', 'HI', '', 'hindi'])(
    'refuses the unknown language %j with 400',
    async (language) => {
      const body = registration({ language });
      const response = await post('/admin/register', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'INVALID_INPUT',
        error: expect.stringMatching(/en or hi/),
      });
      expect(
        (await post('/admin/login', { email: body.email, password: body.password })).statusCode,
        'no account was created',
      ).toBe(401);
    },
  );

  it.each([
    ['password', 'one of the most common passwords'],
    ['Password1', 'one of the most common passwords'],
    ['iloveyou1', 'one of the most common passwords'],
    ['Whatever#2024', 'too easy to guess'],
    ['qwertyuiop12', 'one of the most common passwords'],
    ['aaaaaaaaaaaa', 'too easy to guess'],
  ])('refuses the common or weak password %s with 400 saying what to do', async (password, why) => {
    const body = registration({ password, confirmPassword: password });
    const response = await post('/admin/register', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(why);
    expect(response.json().error).toMatch(/three or four unrelated words/);
    expect(
      (await post('/admin/login', { email: body.email, password })).statusCode,
      'no account was created',
    ).toBe(401);
  });

  it.each(['Tulsidas Residency', 'Tulsidas9876543210'])(
    "refuses %s, made of the owner's own PG name and phone (strong for anyone else)",
    async (password) => {
      const owner = { pgName: 'Tulsidas Residency', phone: '9876543210' };
      const response = await post(
        '/admin/register',
        registration({ ...owner, password, confirmPassword: password }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain('too easy to guess');
      const someoneElse = await post(
        '/admin/register',
        registration({
          pgName: 'Lakeview PG',
          phone: '9123456780',
          password,
          confirmPassword: password,
        }),
      );
      expect(someoneElse.statusCode, someoneElse.body).toBe(201);
    },
  );

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
    expect(response.json()).toEqual({ success: false, error: message, code: 'INVALID_INPUT' });
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
      code: 'EMAIL_TAKEN',
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

describe('PUT /api/v1/admin/updatedetails', () => {
  const details = {
    name: 'Ravi Kumar',
    pgName: 'Lakeview PG',
    address: '4 Lake Road, Pune',
    phone: '9123456780',
  };

  const updateDetails = (auth: { authorization: string }, payload: object) =>
    app.inject({ method: 'PUT', url: '/api/v1/admin/updatedetails', headers: auth, payload });

  it('updates the profile and answers the admin', async () => {
    const { auth } = await registerAdmin(app);
    const email = `ravi-${Date.now()}@example.com`;
    const response = await updateDetails(auth, {
      ...details,
      email,
      currentPassword: TEST_PASSWORD,
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
      payload: {
        ...details,
        email: first.admin.email.toUpperCase(),
        currentPassword: TEST_PASSWORD,
      },
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

  it('keeps the email, or changes only its case, without the password', async () => {
    const { auth, admin } = await registerAdmin(app);
    const same = await updateDetails(auth, { ...details, email: admin.email });
    expect(same.statusCode, same.body).toBe(200);
    const recased = await updateDetails(auth, { ...details, email: admin.email.toUpperCase() });
    expect(recased.statusCode, recased.body).toBe(200);
  });

  it('refuses a new email without the current password (400) and changes nothing', async () => {
    const { auth, admin } = await registerAdmin(app);
    for (const currentPassword of [undefined, '']) {
      const response = await updateDetails(auth, {
        ...details,
        email: `taken-over-${Date.now()}@example.com`,
        ...(currentPassword === undefined ? {} : { currentPassword }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Current password is required to change the email');
    }
    const me = await app.inject({ url: '/api/v1/admin/me', headers: auth });
    expect(me.json().data).toMatchObject({ email: admin.email, name: 'Asha Rao' });
  });

  it('refuses a new email with a wrong current password (401), keeps the session, changes nothing', async () => {
    const { auth, admin } = await registerAdmin(app);
    const response = await updateDetails(auth, {
      ...details,
      email: `taken-over-${Date.now()}@example.com`,
      currentPassword: 'wrong-password',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('Current password is incorrect');
    const me = await app.inject({ url: '/api/v1/admin/me', headers: auth });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe(admin.email);
  });

  it('changes the email with the right current password; the new email signs in', async () => {
    const { auth, admin } = await registerAdmin(app);
    const email = `moved-${Date.now()}@example.com`;
    const response = await updateDetails(auth, {
      ...details,
      email,
      currentPassword: TEST_PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.email).toBe(email);
    expect((await post('/admin/login', { email, password: TEST_PASSWORD })).statusCode).toBe(200);
    expect(
      (await post('/admin/login', { email: admin.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(401);
  });
});

describe('PUT /api/v1/admin/language', () => {
  const setLanguage = (auth: { authorization: string } | undefined, payload: unknown) =>
    app.inject({
      method: 'PUT',
      url: '/api/v1/admin/language',
      headers: auth,
      payload: payload as object,
    });

  it('saves the language with the account: read back by /me and by a sign-in elsewhere', async () => {
    const body = registration();
    const registered = await post('/admin/register', body);
    const auth = { authorization: `Bearer ${registered.json().token}` };

    const response = await setLanguage(auth, { language: 'hi' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: expect.objectContaining({ _id: registered.json().admin._id, language: 'hi' }),
    });
    expect(
      (await app.inject({ url: '/api/v1/admin/me', headers: auth })).json().data.language,
    ).toBe('hi');
    // Another device signs in: the answer carries the saved language.
    const elsewhere = await post(
      '/admin/login',
      { email: body.email, password: body.password },
      '10.1.2.3',
    );
    expect(elsewhere.json().admin.language).toBe('hi');

    expect((await setLanguage(auth, { language: 'en' })).json().data.language).toBe('en');
    expect(
      (await app.inject({ url: '/api/v1/admin/me', headers: auth })).json().data.language,
    ).toBe('en');
  });

  it('changes only the language, and only of the account that asks', async () => {
    const mine = await registerAdmin(app);
    const theirs = await registerAdmin(app);
    const before = (await app.inject({ url: '/api/v1/admin/me', headers: mine.auth })).json().data;
    // The admin's answered fields may be sent back (as for the profile): only the language is taken.
    const { _id: _ignored, ...echoed } = before;
    const saved = await setLanguage(mine.auth, {
      ...echoed,
      name: 'Someone else',
      language: 'hi',
    });
    expect(saved.statusCode).toBe(200);
    const after = (await app.inject({ url: '/api/v1/admin/me', headers: mine.auth })).json().data;
    expect(after).toEqual({ ...before, language: 'hi' });
    expect(
      (await app.inject({ url: '/api/v1/admin/me', headers: theirs.auth })).json().data.language,
    ).toBe('en');
  });

  it.each([
    [{ language: 'fr' }],
    [{ language: 'HI' }],
    [{ language: '' }],
    [{ language: null }],
    [{ language: 1 }],
    [{}],
    [{ language: 'hi', theme: 'dark' }],
  ])('refuses %j with 400 INVALID_INPUT and keeps the saved language', async (payload) => {
    const { auth } = await registerAdmin(app);
    await setLanguage(auth, { language: 'hi' });
    const response = await setLanguage(auth, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'INVALID_INPUT' });
    expect(
      (await app.inject({ url: '/api/v1/admin/me', headers: auth })).json().data.language,
    ).toBe('hi');
  });

  it('answers 401 without a token', async () => {
    const response = await setLanguage(undefined, { language: 'hi' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });

  it('is refused by the database too: no row can hold another language', async () => {
    const { admin } = await registerAdmin(app);
    const failure = await app.db
      .execute(sql`update admins set language = 'fr' where id = ${admin._id}`)
      .then(
        () => null,
        (error: Error) => error,
      );
    expect(String(failure?.cause ?? failure)).toMatch(/admins_language_known/);
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
      (await post('/admin/login', { email: admin.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('changes the password, ends older sessions and answers a working new token', async () => {
    const { auth, admin } = await registerAdmin(app);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/admin/updatepassword',
      headers: auth,
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'new-secret-456' },
    });
    expect(response.statusCode).toBe(200);
    const { token } = response.json();
    expect((await app.inject({ url: '/api/v1/admin/me', headers: auth })).statusCode).toBe(401);
    expect(
      (await app.inject({ url: '/api/v1/admin/me', headers: { authorization: `Bearer ${token}` } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post('/admin/login', { email: admin.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(401);
    expect(
      (await post('/admin/login', { email: admin.email, password: 'new-secret-456' })).statusCode,
    ).toBe(200);
  });

  it.each([
    ['password123', 'one of the most common passwords'],
    ['Whatever#2024', 'too easy to guess'],
  ])('refuses the weak new password %s with 400 and keeps the old one', async (weak, why) => {
    const { auth, admin } = await registerAdmin(app);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/admin/updatepassword',
      headers: auth,
      payload: { currentPassword: TEST_PASSWORD, newPassword: weak },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(new RegExp(`^New password is ${why}`));
    expect((await app.inject({ url: '/api/v1/admin/me', headers: auth })).statusCode).toBe(200);
    expect(
      (await post('/admin/login', { email: admin.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('answers 400 for a new password under 8 characters', async () => {
    const { auth } = await registerAdmin(app);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/admin/updatepassword',
      headers: auth,
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'short' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('New password must be at least 8 characters');
  });
});
