import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { SettingsReader } from '../modules/settings/rules';
import { createTestApp, registerAdmin } from '../../test/test-app';
import { ChangeStampReader, touchChangeStamps } from './change-stamps';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('what a process keeps of an admin, forgotten while it is being read', () => {
  it('the change stamps: the read answers, and the next one sees the write', async () => {
    const reader = new ChangeStampReader(app.db);
    const { admin } = await registerAdmin(app);
    const before = await reader.read(admin._id);
    reader.forget(admin._id);
    const reading = reader.read(admin._id);
    // Another write's notice arrives while the read is at the database.
    reader.forget(admin._id);
    expect((await reading).version).toBe(before.version);
    await touchChangeStamps(app.db, admin._id, ['rooms']);
    reader.forget(admin._id);
    expect((await reader.read(admin._id)).version).toBe(before.version + 1);
  });

  it('the settings: the read answers rather than failing the request', async () => {
    const reader = new SettingsReader(app.db, { timeZone: 'Asia/Kolkata' });
    const { admin } = await registerAdmin(app);
    const reading = reader.rulesFor(admin._id);
    reader.forget(admin._id);
    expect((await reading).dueDay).toBeGreaterThan(0);
  });
});
