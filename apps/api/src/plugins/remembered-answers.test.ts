import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { actingAs, createTestApp, registerAdmin, roomBody } from '../../test/test-app';

/**
 * In service, remembered lists go out as JSON written once and compressed once per encoding,
 * not through the schema serializer the other tests use: this app runs as in production.
 */
let app: App;
beforeAll(async () => {
  app = await createTestApp({ environment: 'production' });
});
afterAll(async () => {
  await app.close();
});

async function getRooms(auth: { authorization: string }, acceptEncoding?: string) {
  return app.inject({
    method: 'GET',
    url: '/api/v1/rooms',
    headers: { ...auth, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });
}

function decoded(response: Awaited<ReturnType<typeof getRooms>>) {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return JSON.parse(brotliDecompressSync(response.rawPayload).toString());
  if (encoding === 'gzip') return JSON.parse(gunzipSync(response.rawPayload).toString());
  expect(encoding).toBeUndefined();
  return response.json();
}

describe('remembered answers in service', () => {
  it('answer the same list as JSON, brotli and gzip, each as the client asks', async () => {
    const admin = await registerAdmin(app);
    const owner = actingAs(app, admin);
    // Enough rooms for an answer past the 1 KB below which nothing is compressed.
    for (let n = 1; n <= 12; n += 1) {
      await owner.post('/rooms', roomBody({ roomNumber: `R${n}`, amenities: ['WiFi', 'AC'] }));
    }
    const plain = await getRooms(admin.auth);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.json().data).toHaveLength(12);

    const br = await getRooms(admin.auth, 'gzip, deflate, br');
    const gzip = await getRooms(admin.auth, 'gzip');
    const refused = await getRooms(admin.auth, 'br;q=0, gzip;q=0');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    for (const response of [br, gzip, refused]) expect(decoded(response)).toEqual(plain.json());
  });

  it('go out uncompressed when small, and never outlive a write in any encoding', async () => {
    const admin = await registerAdmin(app);
    const owner = actingAs(app, admin);
    const empty = await getRooms(admin.auth, 'br');
    expect(empty.headers['content-encoding']).toBeUndefined();
    expect(empty.json()).toEqual({ success: true, data: [] });

    for (let n = 1; n <= 12; n += 1) await owner.post('/rooms', roomBody({ roomNumber: `S${n}` }));
    expect(decoded(await getRooms(admin.auth, 'br')).data).toHaveLength(12);
    await owner.post('/rooms', roomBody({ roomNumber: 'S13' }));
    for (const encoding of ['br', 'gzip', undefined]) {
      expect(decoded(await getRooms(admin.auth, encoding)).data).toHaveLength(13);
    }
  });
});
