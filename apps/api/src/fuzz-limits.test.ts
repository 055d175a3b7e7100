import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from './app';
import { databaseDigest } from '../test/database-checks';
import { toJsonText } from '../test/malformed';
import { actingAs, roomBody, tenantBody } from '../test/test-app';
import { app, createPg, JPEG, MAX_PHOTO_BYTES, setUpFuzzApp, type Pg } from './fuzz-test-setup';

/**
 * Size limits hold at their edge: a body, a text field, the amenities and a photo are taken
 * at their largest, and one more is refused without changing the database.
 */
setUpFuzzApp();

describe('limits', () => {
  let pg: Pg;
  let as: ReturnType<typeof actingAs>;
  beforeAll(async () => {
    pg = await createPg();
    as = actingAs(app, pg.admin);
  });

  /** Sends `body`, expects a refusal naming `error`, and no change to the database. */
  async function expectRefused(
    request: () => Promise<LightMyRequestResponse>,
    status: number,
    error: string,
  ) {
    const before = await databaseDigest(app.db);
    const response = await request();
    expect(response.statusCode, response.body).toBe(status);
    const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : 'INVALID_INPUT';
    expect(response.json()).toEqual({ success: false, error, code });
    expect(await databaseDigest(app.db)).toBe(before);
  }

  it(`reads a JSON body of up to ${BODY_LIMIT_BYTES / 1024} KB and refuses a larger one with 413`, async () => {
    const sized = (bytes: number) => {
      const base = toJsonText(roomBody({ roomNumber: 'BIG', description: '' }));
      return toJsonText(
        roomBody({ roomNumber: 'BIG', description: 'x'.repeat(bytes - base.length) }),
      );
    };
    expect(Buffer.byteLength(sized(BODY_LIMIT_BYTES))).toBe(BODY_LIMIT_BYTES);
    const post = (payload: string) => () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/rooms',
        headers: { ...pg.admin.auth, 'content-type': 'application/json' },
        payload,
      });
    // At the limit the body is read, and refused for what it says.
    await expectRefused(
      post(sized(BODY_LIMIT_BYTES)),
      400,
      'Description must be at most 1000 characters',
    );
    await expectRefused(post(sized(BODY_LIMIT_BYTES + 1)), 413, 'Request body is too large');
  });

  it.each([
    ['/rooms', 'roomNumber', 20, 'Room number'],
    ['/rooms', 'description', 1000, 'Description'],
    ['/tenants', 'name', 100, 'Name'],
    ['/tenants', 'address', 500, 'Address'],
    ['/tenants', 'idProofNumber', 30, 'ID proof number'],
    ['/rents/:id/pay', 'notes', 500, 'Notes'],
    ['/rents/:id/pay', 'paymentReference', 100, 'Payment reference'],
    ['/admin/updatedetails', 'pgName', 120, 'PG name'],
  ] as const)(
    '%s: %s takes %i characters and refuses one more',
    async (route, field, max, label) => {
      const roomId = (
        await as.post('/rooms', roomBody({ roomNumber: `L-${field}`, capacity: 5 }))
      ).json().data._id as string;
      let n = 0;
      const write = (value: string) => {
        n += 1;
        switch (route) {
          case '/rooms':
            return as.post(
              '/rooms',
              roomBody({ roomNumber: `L${n}-${field}`, [field as string]: value }),
            );
          case '/tenants':
            return as.post(
              '/tenants',
              tenantBody(roomId, n, {
                idProofType: 'PAN',
                // Each its own number: two active tenants of a PG may not share one.
                idProofNumber: `LIMIT${field.length}${n}F`,
                [field]: value,
              }),
            );
          case '/rents/:id/pay':
            return as.put(`/rents/${pg.rentId}/pay`, { amount: 1, [field]: value });
          case '/admin/updatedetails':
            return as.put('/admin/updatedetails', {
              name: 'Owner',
              email: pg.admin.admin.email,
              pgName: 'PG',
              address: 'Somewhere',
              phone: '9000000001',
              [field as string]: value,
            });
        }
      };
      // Characters, not bytes or UTF-16 units: a Devanagari letter or an emoji counts as one.
      for (const value of ['x'.repeat(max), 'ह'.repeat(max), '😀'.repeat(max)]) {
        const accepted = await write(value);
        expect(accepted.statusCode, accepted.body).toBeLessThan(300);
      }
      await expectRefused(
        () => write('x'.repeat(max + 1)),
        400,
        `${label} must be at most ${max} characters`,
      );
    },
  );

  it('takes 40 amenities of 40 characters, and refuses a 41st or a 41st character', async () => {
    const list = (n: number, length = 10) =>
      Array.from({ length: n }, (_, i) => `${i}`.padStart(length, 'A'));
    const ok = await as.post('/rooms', roomBody({ roomNumber: 'AM-1', amenities: list(40, 40) }));
    expect(ok.statusCode, ok.body).toBe(201);
    await expectRefused(
      () => as.post('/rooms', roomBody({ roomNumber: 'AM-2', amenities: list(41) })),
      400,
      'At most 40 amenities',
    );
    await expectRefused(
      () => as.post('/rooms', roomBody({ roomNumber: 'AM-3', amenities: list(1, 41) })),
      400,
      'Amenity must be at most 40 characters',
    );
  });

  it('takes a photo of exactly 2 MB and refuses one byte more with 413', async () => {
    const photo = (bytes: number) => () =>
      app.inject({
        method: 'PUT',
        url: `/api/v1/tenants/${pg.tenantId}/photo`,
        headers: { ...pg.admin.auth, 'content-type': 'image/jpeg' },
        payload: Buffer.concat([JPEG, Buffer.alloc(bytes - JPEG.length, 1)]),
      });
    const ok = await photo(MAX_PHOTO_BYTES)();
    expect(ok.statusCode, ok.body).toBe(200);
    await expectRefused(photo(MAX_PHOTO_BYTES + 1), 413, 'Photo must be at most 2 MB');
    await expectRefused(photo(MAX_PHOTO_BYTES + 256 * 1024 + 1), 413, 'Request body is too large');
  });
});
