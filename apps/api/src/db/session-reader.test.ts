import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createTestApp, registerAdmin, sessionIdOf } from '../../test/test-app';
import { sessions } from './schema';
import { SessionReader } from './session-reader';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** A fresh account's admin id and session id, and a way to end the session behind any cache. */
async function signedIn() {
  const admin = await registerAdmin(app);
  const sessionId = sessionIdOf(admin.token);
  return {
    adminId: admin.admin._id,
    sessionId,
    endInDatabase: () => app.db.delete(sessions).where(eq(sessions.id, sessionId)),
  };
}

describe('SessionReader', () => {
  it('keeps a live session until its admin is forgotten, then reads it again', async () => {
    const reader = new SessionReader(app.db, () => true);
    const { adminId, sessionId, endInDatabase } = await signedIn();
    expect(await reader.read(adminId, sessionId)).toMatchObject({ lastUsedAt: expect.any(Date) });
    await endInDatabase();
    // Kept: nothing told this reader of the change (a write of the admin always does).
    expect(await reader.read(adminId, sessionId)).not.toBeNull();
    reader.forget(adminId);
    expect(await reader.read(adminId, sessionId)).toBeNull();
  });

  it('forgets every admin at once when told nothing precise (a lost change feed)', async () => {
    const reader = new SessionReader(app.db, () => true);
    const first = await signedIn();
    const second = await signedIn();
    await reader.read(first.adminId, first.sessionId);
    await reader.read(second.adminId, second.sessionId);
    await first.endInDatabase();
    await second.endInDatabase();
    reader.forget(null);
    expect(await reader.read(first.adminId, first.sessionId)).toBeNull();
    expect(await reader.read(second.adminId, second.sessionId)).toBeNull();
  });

  it('reads the database every time while it cannot trust what it keeps', async () => {
    let trusted = false;
    const reader = new SessionReader(app.db, () => trusted);
    const { adminId, sessionId, endInDatabase } = await signedIn();
    expect(await reader.read(adminId, sessionId)).not.toBeNull();
    await endInDatabase();
    expect(await reader.read(adminId, sessionId)).toBeNull();
    // Nothing read while untrusted is kept for later either.
    const other = await signedIn();
    expect(await reader.read(other.adminId, other.sessionId)).not.toBeNull();
    trusted = true;
    await other.endInDatabase();
    expect(await reader.read(other.adminId, other.sessionId)).toBeNull();
  });

  it("refuses a session named with another admin's id, and keeps nothing for it", async () => {
    const reader = new SessionReader(app.db, () => true);
    const owner = await signedIn();
    const other = await signedIn();
    expect(await reader.read(other.adminId, owner.sessionId)).toBeNull();
    expect(await reader.read(owner.adminId, owner.sessionId)).not.toBeNull();
    expect(await reader.read(other.adminId, owner.sessionId)).toBeNull();
  });

  it('does not keep a session read while its admin was forgotten (a sign-out committing meanwhile)', async () => {
    const reader = new SessionReader(app.db, () => true);
    const { adminId, sessionId, endInDatabase } = await signedIn();
    const reading = reader.read(adminId, sessionId);
    // The read has gone to the database; a notice of the admin arrives before its answer.
    reader.forget(adminId);
    expect(await reading).not.toBeNull();
    await endInDatabase();
    expect(await reader.read(adminId, sessionId)).toBeNull();
  });
});
