import { describe, expect, it } from 'vitest';
import { registration } from '../../../test/test-app';
import { app, post, setUpAuthApp } from './auth-test-setup';

/**
 * Registering an account: what it answers (never the password hash), the language it keeps,
 * and the weak passwords, missing fields and taken emails it refuses.
 */
setUpAuthApp();

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
