import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { actingAs, createTestApp, registerAdmin } from '../../../test/test-app';

let app: App;
let owner: ReturnType<typeof actingAs>;
let other: ReturnType<typeof actingAs>;

beforeAll(async () => {
  app = await createTestApp();
  owner = actingAs(app, await registerAdmin(app));
  other = actingAs(app, await registerAdmin(app));
});
afterAll(async () => {
  await app.close();
});

describe('GET and PUT /api/v1/settings', () => {
  it('answers the defaults, saves a change for this PG only, and reads it back', async () => {
    expect((await owner.get('/settings')).json()).toEqual({
      success: true,
      data: {
        timeZone: 'Asia/Kolkata',
        dueDay: 5,
        graceDays: 0,
        firstMonth: 'prorated',
        eraseIdentityAfterDays: 180,
      },
    });
    for (const days of [30, 0, 3650]) {
      const saved = await owner.put('/settings', { eraseIdentityAfterDays: days });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data).toMatchObject({ eraseIdentityAfterDays: days });
      expect((await owner.get('/settings')).json().data.eraseIdentityAfterDays).toBe(days);
    }
    expect((await other.get('/settings')).json().data.eraseIdentityAfterDays).toBe(180);
  });

  it.each([
    [{ eraseIdentityAfterDays: -1 }, 'Days before identity data is erased must be at least 0'],
    [{ eraseIdentityAfterDays: 3651 }, 'Days before identity data is erased must be at most 3650'],
    [{ eraseIdentityAfterDays: 1.5 }, 'Days before identity data is erased must be a whole number'],
    [{ eraseIdentityAfterDays: 'soon' }, 'Days before identity data is erased must be a number'],
    [{ eraseIdentityAfterDays: null }, 'Days before identity data is erased must be a number'],
    [{ eraseIdentityAfterDays: 10, retention: 5 }, /retention/],
  ])('refuses %o with 400 and changes nothing', async (body, message) => {
    await owner.put('/settings', { eraseIdentityAfterDays: 90 });
    const response = await owner.put('/settings', body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatch(message);
    expect((await owner.get('/settings')).json().data.eraseIdentityAfterDays).toBe(90);
  });

  it('answers 401 without a token', async () => {
    expect((await app.inject({ url: '/api/v1/settings' })).statusCode).toBe(401);
    const put = await app.inject({
      method: 'PUT',
      url: '/api/v1/settings',
      payload: { eraseIdentityAfterDays: 1 },
    });
    expect(put.statusCode).toBe(401);
  });
});
