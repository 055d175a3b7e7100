import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registerAdmin, registration, TEST_PASSWORD } from '../../../test/test-app';
import { app, post, setUpAuthApp } from './auth-test-setup';

/**
 * The account's profile and language: an email changes only with the current password, and
 * the language is one the app speaks, kept with the account.
 */
setUpAuthApp();

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
