import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { sessions } from '../../db/schema';
import {
  openTestDatabase,
  registerAdmin,
  sessionIdOf,
  TEST_PASSWORD,
  testConfig,
  type SignedInAdmin,
} from '../../../test/test-app';

/**
 * Sessions end on the server. Two app instances share one database, as two server processes
 * on one PostgreSQL do: whatever one of them ends, the other refuses as soon as PostgreSQL's
 * notice reaches it.
 */
let database: DatabaseHandle;
let app: App;
let otherProcess: App;

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WINDOWS_EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig, database, logger: false });
  // The second instance must not close the shared database when it closes.
  otherProcess = await buildApp({
    config: testConfig,
    database: { ...database, close: async () => {} },
    logger: false,
  });
});
afterAll(async () => {
  await otherProcess.close();
  await app.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (token: string, on: App = app) =>
  on.inject({ url: '/api/v1/admin/me', headers: bearer(token) });

/** Signs in again as the admin, from another browser and address: answers the new token. */
async function signInAgain(
  admin: SignedInAdmin,
  from: { userAgent: string; ip: string },
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/login',
    headers: { 'user-agent': from.userAgent },
    remoteAddress: from.ip,
    payload: { email: admin.admin.email, password: TEST_PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token;
}

const listSessions = (token: string) =>
  app.inject({ url: '/api/v1/admin/sessions', headers: bearer(token) });

describe('POST /api/v1/admin/logout', () => {
  it('ends the session: its token answers 401 afterwards, other sessions go on', async () => {
    const admin = await registerAdmin(app);
    const phone = await signInAgain(admin, { userAgent: ANDROID_CHROME, ip: '10.1.1.2' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/logout',
      headers: admin.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Logged out successfully' });
    const after = await me(admin.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toBe('Not authorized, token invalid or expired');
    expect((await me(phone)).statusCode).toBe(200);
    // Signing out twice is a 401, not a crash.
    expect(
      (await app.inject({ method: 'POST', url: '/api/v1/admin/logout', headers: admin.auth }))
        .statusCode,
    ).toBe(401);
  });

  // Two processes share a database only on PostgreSQL (the embedded one takes one process).
  it.skipIf(!inject('postgresTemplateUrl'))(
    'is refused on every process sharing the database once its notice arrives',
    async () => {
      const admin = await registerAdmin(app);
      // Both processes have just answered this token, so both keep its session.
      expect((await me(admin.token, app)).statusCode).toBe(200);
      expect((await me(admin.token, otherProcess)).statusCode).toBe(200);
      const response = await otherProcess.inject({
        method: 'POST',
        url: '/api/v1/admin/logout',
        headers: admin.auth,
      });
      expect(response.statusCode).toBe(200);
      expect((await me(admin.token, otherProcess)).statusCode).toBe(401);
      // In one Node.js process the notice comes through the event loop, after this line would
      // run: wait for it (ops/two-processes.test.ts shows real processes refuse at once).
      const deadline = Date.now() + 1000;
      let status = (await me(admin.token, app)).statusCode;
      while (status === 200 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        status = (await me(admin.token, app)).statusCode;
      }
      expect(status).toBe(401);
    },
  );

  it('needs a session to end: no token is a 401', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/admin/logout' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/v1/admin/sessions', () => {
  it("lists the account's live sessions with device, address and times, the current one marked", async () => {
    const admin = await registerAdmin(app);
    const phone = await signInAgain(admin, { userAgent: ANDROID_CHROME, ip: '10.1.1.2' });
    await signInAgain(admin, { userAgent: IPHONE_SAFARI, ip: '10.1.1.3' });
    // Another admin's sessions never show.
    await registerAdmin(app);

    const response = await listSessions(phone);
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json().data as Record<string, unknown>[];
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.current)).toEqual([
      expect.objectContaining({
        _id: sessionIdOf(phone),
        browser: 'Chrome 131',
        os: 'Android 14',
        deviceType: 'mobile',
        ip: '10.1.1.2',
      }),
    ]);
    expect(list).toContainEqual(
      expect.objectContaining({
        browser: 'Safari 17',
        os: 'iOS 17.5',
        deviceType: 'mobile',
        deviceModel: 'iPhone',
        ip: '10.1.1.3',
        current: false,
      }),
    );
    // The registration's own session: no user agent, so nothing is made up about it.
    expect(list).toContainEqual(
      expect.objectContaining({
        _id: sessionIdOf(admin.token),
        browser: '',
        deviceType: 'unknown',
        ip: '127.0.0.1',
      }),
    );
    for (const session of list) {
      expect(Date.parse(session.createdAt as string)).not.toBeNaN();
      expect(Date.parse(session.lastUsedAt as string)).not.toBeNaN();
    }
    expect(response.body).not.toMatch(/userAgent|Mozilla/);
  });

  it('describes a desktop browser by its name and system', async () => {
    const admin = await registerAdmin(app);
    const desktop = await signInAgain(admin, { userAgent: WINDOWS_EDGE, ip: '10.1.1.4' });
    const current = (await listSessions(desktop))
      .json()
      .data.find((s: { current: boolean }) => Boolean(s.current));
    expect(current).toMatchObject({
      browser: 'Microsoft Edge 131',
      os: 'Windows 10',
      deviceType: 'desktop',
    });
  });

  it('writes "last used" at most once a minute, so polling does not write each time', async () => {
    const admin = await registerAdmin(app);
    const sid = sessionIdOf(admin.token);
    const lastUsed = async () =>
      (
        await database.db
          .select({ at: sessions.lastUsedAt })
          .from(sessions)
          .where(eq(sessions.id, sid))
      )[0]!.at.getTime();
    const first = await lastUsed();
    for (let i = 0; i < 3; i += 1) expect((await me(admin.token)).statusCode).toBe(200);
    expect(await lastUsed()).toBe(first);
    // Two minutes later (moved back in the database), the next request records its use.
    await database.db
      .update(sessions)
      .set({ lastUsedAt: sql`now() - interval '2 minutes'` })
      .where(eq(sessions.id, sid));
    // This process keeps the session it read: it forgets it as on hearing another's write.
    app.sessions.forget(admin.admin._id);
    const stale = await lastUsed();
    expect((await me(admin.token)).statusCode).toBe(200);
    expect(await lastUsed()).toBeGreaterThan(stale + 60_000);
  });
});

describe('DELETE /api/v1/admin/sessions/:id', () => {
  it('ends another session of the account: that token answers 401, this one goes on', async () => {
    const admin = await registerAdmin(app);
    const phone = await signInAgain(admin, { userAgent: ANDROID_CHROME, ip: '10.1.1.2' });
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/sessions/${sessionIdOf(phone)}`,
      headers: admin.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await me(phone, otherProcess)).statusCode).toBe(401);
    expect((await me(admin.token)).statusCode).toBe(200);
    const ids = (await listSessions(admin.token)).json().data.map((s: { _id: string }) => s._id);
    expect(ids).toEqual([sessionIdOf(admin.token)]);
  });

  it("answers 404 for another admin's session, an unknown id or one already ended, and ends nothing", async () => {
    const admin = await registerAdmin(app);
    const stranger = await registerAdmin(app);
    const ended = await signInAgain(admin, { userAgent: ANDROID_CHROME, ip: '10.1.1.2' });
    await app.inject({ method: 'POST', url: '/api/v1/admin/logout', headers: bearer(ended) });
    for (const id of [
      sessionIdOf(admin.token),
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
    ]) {
      const response = await app.inject({
        method: 'DELETE',
        url: `/api/v1/admin/sessions/${id}`,
        headers: stranger.auth,
      });
      expect(response.statusCode, id).toBe(404);
      expect(response.json().error).toBe('Session not found');
    }
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/sessions/${sessionIdOf(ended)}`,
      headers: admin.auth,
    });
    expect(response.statusCode).toBe(404);
    expect((await me(admin.token)).statusCode).toBe(200);
  });
});

describe('POST /api/v1/admin/logout-all', () => {
  it("ends every session of the account, this one included, and no other account's", async () => {
    const admin = await registerAdmin(app);
    const stranger = await registerAdmin(app);
    const phone = await signInAgain(admin, { userAgent: ANDROID_CHROME, ip: '10.1.1.2' });
    const laptop = await signInAgain(admin, { userAgent: WINDOWS_EDGE, ip: '10.1.1.4' });
    const response = await otherProcess.inject({
      method: 'POST',
      url: '/api/v1/admin/logout-all',
      headers: bearer(phone),
    });
    expect(response.statusCode, response.body).toBe(200);
    for (const token of [admin.token, phone, laptop]) {
      expect((await me(token, app)).statusCode).toBe(401);
      expect((await me(token, otherProcess)).statusCode).toBe(401);
    }
    expect((await me(stranger.token)).statusCode).toBe(200);
  });
});

describe('PUT /api/v1/admin/updatepassword and sessions', () => {
  it('ends every other session and carries on in one new session', async () => {
    const admin = await registerAdmin(app);
    const phone = await signInAgain(admin, { userAgent: ANDROID_CHROME, ip: '10.1.1.2' });
    const laptop = await signInAgain(admin, { userAgent: WINDOWS_EDGE, ip: '10.1.1.4' });
    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/admin/updatepassword',
      headers: { ...bearer(laptop), 'user-agent': WINDOWS_EDGE },
      remoteAddress: '10.1.1.4',
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'copper-monsoon-tiffin-73' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const renewed = response.json().token as string;
    for (const token of [admin.token, phone, laptop]) {
      expect((await me(token, otherProcess)).statusCode).toBe(401);
    }
    expect((await me(renewed, otherProcess)).statusCode).toBe(200);
    const list = (await listSessions(renewed)).json().data;
    expect(list).toEqual([
      expect.objectContaining({
        _id: sessionIdOf(renewed),
        current: true,
        browser: 'Microsoft Edge 131',
        ip: '10.1.1.4',
      }),
    ]);
  });

  it('a wrong current password ends nothing', async () => {
    const admin = await registerAdmin(app);
    const phone = await signInAgain(admin, { userAgent: ANDROID_CHROME, ip: '10.1.1.2' });
    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/admin/updatepassword',
      headers: admin.auth,
      payload: { currentPassword: 'not-the-password', newPassword: 'copper-monsoon-tiffin-73' },
    });
    expect(response.statusCode).toBe(401);
    expect((await me(admin.token)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(200);
  });
});

describe('sessions and expired tokens', () => {
  it('does not list sessions whose tokens have expired, and a new sign-in deletes them', async () => {
    const admin = await registerAdmin(app);
    const old = await signInAgain(admin, { userAgent: ANDROID_CHROME, ip: '10.1.1.2' });
    await database.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(eq(sessions.id, sessionIdOf(old)));
    const ids = (await listSessions(admin.token)).json().data.map((s: { _id: string }) => s._id);
    expect(ids).toEqual([sessionIdOf(admin.token)]);
    await signInAgain(admin, { userAgent: WINDOWS_EDGE, ip: '10.1.1.4' });
    const rows = await database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(old)));
    expect(rows).toEqual([]);
  });
});
