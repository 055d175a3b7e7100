import { rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openPglite, queryRows } from './db/client';
import { dataDirFrom, migratedDump } from '../test/data-dir';
import { callApi } from '../test/commands';
import { brokenInvariants } from '../test/database-checks';
import { startServerProcess, type ServerProcess } from '../test/server-process';
import { registration, roomBody, tenantBody } from '../test/test-app';

/**
 * The real server on the embedded database, killed and stopped while it writes. Every write
 * it answered 2xx must be there after a restart, and the database must keep its invariants.
 * These tests are about PGlite's files, so they run on the PGlite leg only.
 */
const onPostgresLeg = Boolean(inject('postgresTemplateUrl'));
// Ports of their own, so these servers never meet another test's or a benchmark's.
const PORTS = { kill: 18210, restartAfterKill: 18211, term: 18212 };

const dataDirs: string[] = [];
/** A new DATA_DIR holding a freshly migrated database (a copy of the run's template). */
async function freshDataDir() {
  const dir = await dataDirFrom(await migratedDump());
  dataDirs.push(dir);
  return dir;
}
const servers: ServerProcess[] = [];
async function startServer(dataDir: string, port: number) {
  const server = await startServerProcess({ dataDir, port });
  servers.push(server);
  return server;
}
afterAll(async () => {
  // A failed test may leave its server running: it goes first, then the files.
  for (const server of servers) await server.kill('SIGKILL');
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  body: { data?: { _id: string } } & Record<string, unknown>;
}

/** One request through fetch; rejects when no answer arrives (connection refused or reset). */
const call = (...request: Parameters<typeof callApi>) => callApi(...request) as Promise<Answer>;

/**
 * A POST /tenants whose body is sent in two parts, the second when `finish` is called: a
 * request the server has begun to receive and cannot have answered yet.
 */
function slowWrite(api: string, token: string, body: unknown) {
  const text = JSON.stringify(body);
  let finish = () => {};
  const answer = new Promise<Answer>((resolve, reject) => {
    const request = httpRequest(
      `${api}/tenants`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
        },
      },
      (response) => {
        let data = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (data += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body: JSON.parse(data) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    const half = Math.floor(text.length / 2);
    request.write(text.slice(0, half));
    finish = () => request.end(text.slice(half));
  });
  return { answer, finish: () => finish() };
}

/** Every write the server answered 2xx, by kind: what must survive. */
class AnsweredWrites {
  rooms: string[] = [];
  tenants: string[] = [];
  rents: string[] = [];
  payments: { rentId: string; reference: string }[] = [];
  private waiters: { count: number; wake: () => void }[] = [];

  get count() {
    return this.rooms.length + this.tenants.length + this.rents.length + this.payments.length;
  }
  /** Resolves once `count` writes in all have been answered. */
  reach(count: number) {
    return new Promise<void>((wake) => {
      this.waiters.push({ count, wake });
      this.settle();
    });
  }
  settle() {
    for (const waiter of this.waiters.filter((w) => this.count >= w.count)) waiter.wake();
    this.waiters = this.waiters.filter((w) => this.count < w.count);
  }
}

/** A new admin account; answers its token and the email and password to sign in again. */
async function signUp(api: string) {
  const account = registration();
  const answer = await call(api, null, 'POST', '/admin/register', account);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { token: answer.body.token as string, email: account.email, password: account.password };
}

let phones = 0;
const tenantFor = (roomId: string, bed: number, name: string) => {
  phones += 1;
  return tenantBody(roomId, bed, { name, phone: `93${`${phones}`.padStart(8, '0')}` });
};
const rentFor = (tenantId: string, month: number) => ({
  tenantId,
  amount: 3000,
  month,
  year: 2031,
  dueDate: `2031-${`${month}`.padStart(2, '0')}-05`,
});

/**
 * One client of the write load, as an owner at the desk would: a room, a tenant on each of its
 * beds, a rent for each tenant and four part payments on it. Stops at the first request that
 * gets no answer (the server is gone); any answer other than 2xx fails the test.
 */
async function writeLoad(
  api: string,
  token: string,
  client: string,
  answered: AnsweredWrites,
  unexpected: string[],
) {
  const write = async (method: string, url: string, body: unknown) => {
    const answer = await call(api, token, method, url, body);
    if (answer.status >= 300) {
      unexpected.push(`${method} ${url} ${answer.status} ${JSON.stringify(answer.body)}`);
      throw new Error('unexpected answer');
    }
    return answer.body;
  };
  try {
    for (let round = 1; ; round += 1) {
      const room = (
        await write('POST', '/rooms', roomBody({ roomNumber: `${client}-${round}`, capacity: 3 }))
      ).data!._id;
      answered.rooms.push(room);
      answered.settle();
      for (let bed = 1; bed <= 3; bed += 1) {
        const name = `Tenant ${client}-${round}-${bed}`;
        const tenant = (await write('POST', '/tenants', tenantFor(room, bed, name))).data!._id;
        answered.tenants.push(tenant);
        answered.settle();
        const rent = (await write('POST', '/rents', rentFor(tenant, 1))).data!._id;
        answered.rents.push(rent);
        answered.settle();
        for (let part = 1; part <= 4; part += 1) {
          const reference = `${name} part ${part}`;
          await write('PUT', `/rents/${rent}/pay`, {
            amount: 500,
            paymentMethod: 'UPI',
            paymentReference: reference,
          });
          answered.payments.push({ rentId: rent, reference });
          answered.settle();
        }
      }
    }
  } catch {
    // The server was killed (or answered something unexpected, recorded above): this client stops.
  }
}

/** The answered writes that cannot be found: empty when every one is there. */
function missingFrom(
  answered: AnsweredWrites,
  found: { rooms: string[]; tenants: string[]; rents: string[]; payments: string[] },
) {
  const lost = (kind: string, ids: string[], there: string[]) => {
    const set = new Set(there);
    return ids.filter((id) => !set.has(id)).map((id) => `${kind} ${id}`);
  };
  return [
    ...lost('room', answered.rooms, found.rooms),
    ...lost('tenant', answered.tenants, found.tenants),
    ...lost('rent', answered.rents, found.rents),
    ...lost(
      'payment',
      answered.payments.map((p) => `${p.rentId} ${p.reference}`),
      found.payments,
    ),
  ];
}

/** Every answered write is there, read back through the restarted server's API. */
async function expectAllServed(
  server: ServerProcess,
  account: { email: string; password: string },
  answered: AnsweredWrites,
) {
  const login = await call(server.api, null, 'POST', '/admin/login', {
    email: account.email,
    password: account.password,
  });
  expect(login.status).toBe(200);
  const token = login.body.token as string;
  const list = async <T>(url: string) => {
    const answer = await call(server.api, token, 'GET', url);
    expect(answer.status).toBe(200);
    return answer.body.data as unknown as T[];
  };
  const ids = async (url: string) => (await list<{ _id: string }>(url)).map((row) => row._id);
  const payments: string[] = [];
  for (const rentId of new Set(answered.payments.map((p) => p.rentId))) {
    const ledger = await list<{ reference: string }>(`/rents/${rentId}/payments`);
    payments.push(...ledger.map((p) => `${rentId} ${p.reference}`));
  }
  const found = {
    rooms: await ids('/rooms'),
    tenants: await ids('/tenants'),
    rents: await ids('/rents'),
    payments,
  };
  expect(missingFrom(answered, found)).toEqual([]);
}

/**
 * Every answered write is in the files the stopped server left, and the invariants of
 * test/database-checks.ts hold there. Opening the files runs PostgreSQL's recovery, as a
 * restart would.
 */
async function expectAllInFiles(dataDir: string, answered: AnsweredWrites) {
  const database = await openPglite({ dataDir });
  try {
    const column = async (query: string) =>
      (await queryRows<{ v: string }>(database.db, sql.raw(query))).map((row) => row.v);
    const found = {
      rooms: await column('select id::text as v from rooms'),
      tenants: await column('select id::text as v from tenants'),
      rents: await column('select id::text as v from rents'),
      payments: await column(`select rent_id::text || ' ' || reference as v from payments`),
    };
    expect(missingFrom(answered, found)).toEqual([]);
    expect(await brokenInvariants(database.db)).toEqual({});
  } finally {
    await database.close();
  }
}

// Each test starts the server twice or once, a few seconds each on an idle machine; the limit
// leaves room for a machine busy with other work.
describe.skipIf(onPostgresLeg)('the embedded database under a crash', { timeout: 120_000 }, () => {
  it('keeps every write answered before SIGKILL, twice over, and stays consistent', async () => {
    const dataDir = await freshDataDir();
    const answered = new AnsweredWrites();
    const unexpected: string[] = [];
    let account = { token: '', email: '', password: '' };
    for (const [round, port] of [PORTS.kill, PORTS.restartAfterKill].entries()) {
      const server = await startServer(dataDir, port);
      if (round === 0) account = await signUp(server.api);
      // After the first kill, the restarted server serves everything answered before it.
      else await expectAllServed(server, account, answered);
      // Six clients write at once; the server is killed once 100 more writes are answered,
      // while each client has a request in flight.
      const clients = ['A', 'B', 'C', 'D', 'E', 'F'].map((name) =>
        writeLoad(server.api, account.token, `${name}${round}`, answered, unexpected),
      );
      await answered.reach(answered.count + 100);
      expect(await server.kill('SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });
      await Promise.all(clients);
      expect(unexpected).toEqual([]);
    }
    expect(answered.payments.length).toBeGreaterThan(0);
    await expectAllInFiles(dataDir, answered);
  });

  it('answers every request it has received when SIGTERM comes, exits 0, and keeps them', async () => {
    const dataDir = await freshDataDir();
    const server = await startServer(dataDir, PORTS.term);
    const account = await signUp(server.api);
    const as = (method: string, url: string, body?: unknown) =>
      call(server.api, account.token, method, url, body);
    const room = (await as('POST', '/rooms', roomBody({ roomNumber: 'T-1', capacity: 50 }))).body
      .data!._id;
    const answered = new AnsweredWrites();
    answered.rooms.push(room);
    for (let bed = 1; bed <= 10; bed += 1) {
      const tenant = await as('POST', '/tenants', tenantFor(room, bed, `Settled ${bed}`));
      const rent = await as('POST', '/rents', rentFor(tenant.body.data!._id, 1));
      answered.tenants.push(tenant.body.data!._id);
      answered.rents.push(rent.body.data!._id);
    }

    // Forty writes at once (new tenants, payments on the rents above), and one more whose body
    // is still on its way when the server begins to shut down, so that one surely is in flight.
    // The signal goes once the server has logged every one of them as received.
    const payments = answered.rents.flatMap((rentId, i) =>
      ['a', 'b'].map((part) => ({ rentId, reference: `term ${i} ${part}` })),
    );
    const newTenants = Array.from({ length: 20 }, (_, i) =>
      tenantFor(room, 11 + i, `Arriving ${11 + i}`),
    );
    const mark = server.logs.length;
    const sent = [
      ...newTenants.map((body) => as('POST', '/tenants', body)),
      ...payments.map((p) =>
        as('PUT', `/rents/${p.rentId}/pay`, { amount: 700, paymentReference: p.reference }),
      ),
    ].map((answer) => answer.catch((error: Error) => error));
    const slow = slowWrite(server.api, account.token, tenantFor(room, 31, 'Slow upload'));
    await server.waitForLogs(
      (line) =>
        line.msg === 'request received' && (line.req as { method: string }).method !== 'GET',
      sent.length + 1,
      mark,
    );
    const exit = server.kill('SIGTERM');
    // The rest of the slow body goes once the server has begun to shut down.
    await server.waitForLogs((line) => line.msg === 'shutting down', 1, mark);
    slow.finish();
    const answers = await Promise.all([...sent, slow.answer.catch((error: Error) => error)]);
    // Every one is answered, none is reset or refused: 201 for each tenant, 200 for each payment.
    expect(answers.map((a) => (a instanceof Error ? a.message : a.status))).toEqual([
      ...newTenants.map(() => 201),
      ...payments.map(() => 200),
      201,
    ]);
    for (const answer of answers.filter((a) => !(a instanceof Error) && a.status === 201)) {
      answered.tenants.push((answer as Answer).body.data!._id);
    }
    answered.payments.push(...payments);
    expect(await exit, server.lastWords()).toEqual({ code: 0, signal: null });

    await expectAllInFiles(dataDir, answered);
  });
});
