import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app';
import { loggerOptions } from './logging';
import { sql } from 'drizzle-orm';
import {
  actingAs,
  openTestDatabase,
  registerAdmin,
  registration,
  roomBody,
  tenantBody,
  testConfig,
} from '../test/test-app';

const lines: string[] = [];
let app: App;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  app = await buildApp({
    config: testConfig,
    database: await openTestDatabase(),
    logger: { ...(loggerOptions('trace') as object), stream },
  });
});
afterAll(async () => {
  await app.close();
});

describe('logs', () => {
  it('never contain passwords, password hashes or tokens, even at trace level', async () => {
    const body = registration({
      password: 'very-secret-pw-1',
      confirmPassword: 'very-secret-pw-1',
    });
    const registered = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/register',
      payload: body,
    });
    const { token } = registered.json();
    await app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      payload: { email: body.email, password: 'very-secret-pw-1' },
    });
    await app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      payload: { email: body.email, password: 'wrong-secret-pw' },
    });
    await app.inject({ url: '/api/v1/admin/me', headers: { authorization: `Bearer ${token}` } });
    await app.inject({
      method: 'PUT',
      url: '/api/v1/admin/updatepassword',
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword: 'very-secret-pw-1', newPassword: 'next-secret-pw-2' },
    });

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(5); // the logger did write: the checks below mean something
    expect(log).toContain('/api/v1/admin/login');
    for (const secret of [
      'very-secret-pw-1',
      'wrong-secret-pw',
      'next-secret-pw-2',
      token,
      '$argon2',
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it('describe a failed query by its code and route, never its parameters', async () => {
    const owner = actingAs(app, await registerAdmin(app));
    const room = (await owner.post('/rooms', roomBody({ roomNumber: 'L1' }))).json().data;
    // Any insert of a tenant or an admin now fails inside the database, as a broken
    // constraint or a full disk would, after the driver has been handed every value.
    await app.db.execute(sql`
      create function refuse_insert() returns trigger language plpgsql as $$
        begin raise exception 'refused for the test'; end $$`);
    await app.db.execute(
      sql`create trigger refuse_tenants before insert on tenants for each row execute function refuse_insert()`,
    );
    await app.db.execute(
      sql`create trigger refuse_admins before insert on admins for each row execute function refuse_insert()`,
    );
    try {
      lines.length = 0;
      const tenant = tenantBody(room._id, 1, {
        name: 'Lakshmi Venkataraman',
        phone: '9123456780',
        email: 'lakshmi.v@example.com',
        idProofType: 'Aadhar',
        idProofNumber: '234567890124',
        address: '44 Temple Street, Madurai',
      });
      const failedTenant = await owner.post('/tenants', tenant);
      const newOwner = registration({ name: 'Suresh Iyer', phone: '9988776655' });
      const failedAdmin = await app.inject({
        method: 'POST',
        url: '/api/v1/admin/register',
        payload: newOwner,
      });

      for (const response of [failedTenant, failedAdmin]) {
        expect(response.statusCode).toBe(500);
        expect(response.json()).toMatchObject({
          error: 'Something went wrong. Please try again.',
          code: 'INTERNAL',
        });
      }
      const failures = lines
        .map((line) => JSON.parse(line))
        .filter((l) => l.msg === 'request failed');
      expect(failures.map((l) => [l.route, l.err.code])).toEqual([
        ['/api/v1/tenants', 'P0001'],
        ['/api/v1/admin/register', 'P0001'],
      ]);
      const log = lines.join('');
      for (const personal of [
        'Lakshmi',
        '9123456780',
        'lakshmi.v@example.com',
        '234567890124',
        'Temple Street',
        'Suresh',
        '9988776655',
        String(newOwner.email),
        '$argon2',
        'insert into',
      ]) {
        expect(log).not.toContain(personal);
      }
    } finally {
      await app.db.execute(sql`drop trigger refuse_tenants on tenants`);
      await app.db.execute(sql`drop trigger refuse_admins on admins`);
      await app.db.execute(sql`drop function refuse_insert`);
    }
  });

  it('leave the query string out of request lines, where a search holds names', async () => {
    const owner = actingAs(app, await registerAdmin(app));
    lines.length = 0;
    await owner.get('/rents?q=Lakshmi%209123456780');
    const log = lines.join('');
    expect(log).toContain('/api/v1/rents');
    expect(log).not.toContain('Lakshmi');
    expect(log).not.toContain('9123456780');
  });

  it('say each answered request in one line (method, route, status, time), the polls at debug only', async () => {
    const owner = actingAs(app, await registerAdmin(app));
    const requestLines = () =>
      lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((l) => 'route' in l);
    try {
      app.log.level = 'info';
      lines.length = 0;
      await owner.get('/rooms');
      await owner.get('/rooms/last-updated');
      await owner.get('/tenants/last-updated');
      await owner.get(`/tenants/${randomUUID()}`);
      // Nothing else is said at info: one line for each request, none for the polls.
      expect(lines).toHaveLength(2);
      expect(requestLines().map((l) => [l.level, l.method, l.route, l.status])).toEqual([
        [30, 'GET', '/api/v1/rooms', 200],
        // The route's pattern: the tenant's id is not written.
        [30, 'GET', '/api/v1/tenants/:id', 404],
      ]);
      for (const line of requestLines()) {
        expect(line.ms).toEqual(expect.any(Number));
        expect(line.msg).toBe(`${line.method} ${line.route} ${line.status} ${line.ms} ms`);
      }

      app.log.level = 'debug';
      lines.length = 0;
      await owner.get('/rooms/last-updated');
      await owner.get('/tenants/last-updated');
      expect(requestLines().map((l) => [l.level, l.route, l.status])).toEqual([
        [20, '/api/v1/rooms/last-updated', 200],
        [20, '/api/v1/tenants/last-updated', 200],
      ]);
    } finally {
      app.log.level = 'trace';
    }
  });
});
