import { afterAll, beforeAll } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../../test/test-app';

/** What the account test files share: one app per file, and requests sent without a token. */
export let app: App;

/** Opens the file's app before its tests and closes it after them. */
export function setUpAuthApp() {
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });
}

/** A POST without a token, from a client address of the test's choosing. */
export const post = (url: string, payload: unknown, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, remoteAddress });
