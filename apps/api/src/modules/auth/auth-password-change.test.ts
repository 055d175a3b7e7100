import { describe, expect, it } from 'vitest';
import { registerAdmin, TEST_PASSWORD } from '../../../test/test-app';
import { app, post, setUpAuthApp } from './auth-test-setup';

/**
 * Changing the password: only with the current one, never to a weak one, and the change ends
 * the sessions signed in before it.
 */
setUpAuthApp();

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
