import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app';
import {
  actingAs,
  createTestApp,
  registerAdmin,
  roomBody,
  sessionIdOf,
  tenantBody,
} from '../test/test-app';

/**
 * Nobody sees or changes another PG's data. The cases are generated from the server's own
 * route table, so a new route that takes an id fails this file until it is covered here.
 */
let app: App;
let owner: ReturnType<typeof actingAs>;
let stranger: ReturnType<typeof actingAs>;
let strangerToken: string;
const ids = {
  room: '',
  tenant: '',
  rent: '',
  payment: '',
  session: '',
  charge: '',
  recurringCharge: '',
  reading: '',
};
let ownerNames: string[];
/** The owner's tenant's own link: no stranger may end it. */
let ownerShareToken = '';

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32, 7)]);

beforeAll(async () => {
  app = await createTestApp();
  const ownerAdmin = await registerAdmin(app, { name: 'Owner Person', pgName: 'Owner Heights' });
  owner = actingAs(app, ownerAdmin);
  ids.session = sessionIdOf(ownerAdmin.token);
  const strangerAdmin = await registerAdmin(app, {
    name: 'Stranger Person',
    pgName: 'Stranger Lodge',
  });
  stranger = actingAs(app, strangerAdmin);
  strangerToken = strangerAdmin.token;

  ids.room = (await owner.post('/rooms', roomBody({ roomNumber: 'OWN-1' }))).json().data._id;
  ids.tenant = (
    await owner.post('/tenants', tenantBody(ids.room, 1, { name: 'Owned Tenant' }))
  ).json().data._id;
  await app.inject({
    method: 'PUT',
    url: `/api/v1/tenants/${ids.tenant}/photo`,
    headers: { ...ownerAdmin.auth, 'content-type': 'image/jpeg' },
    payload: JPEG,
  });
  await app.inject({
    method: 'PUT',
    url: `/api/v1/tenants/${ids.tenant}/id-card/front`,
    headers: { ...ownerAdmin.auth, 'content-type': 'image/jpeg' },
    payload: JPEG,
  });
  ids.rent = (
    await owner.post('/rents', {
      tenantId: ids.tenant,
      amount: 5000,
      month: 1,
      year: 2030,
      dueDate: '2030-01-05',
    })
  ).json().data._id;
  await owner.put(`/rents/${ids.rent}/pay`, { amount: 1000 });
  ids.payment = (await owner.get(`/rents/${ids.rent}/payments`)).json().data[0]._id;
  // A charge part paid, a recurring charge, a deposit and two meter readings.
  await owner.put('/settings', { electricityRate: 8 });
  ids.charge = (
    await owner.post(`/tenants/${ids.tenant}/charges`, {
      kind: 'water',
      amount: 300,
      date: '2030-01-01',
      dueDate: '2030-01-05',
    })
  ).json().data._id;
  await owner.put(`/charges/${ids.charge}/pay`, { amount: 100 });
  ids.recurringCharge = (
    await owner.post(`/tenants/${ids.tenant}/recurring-charges`, { kind: 'mess', amount: 2500 })
  ).json().data._id;
  await owner.post(`/tenants/${ids.tenant}/deposit`, {
    kind: 'collect',
    amount: 5000,
    date: '2026-11-01',
    method: 'Cash',
  });
  for (const [date, reading] of [
    ['2026-10-01', 100],
    ['2026-10-31', 160],
  ] as const) {
    ids.reading = (
      await owner.post(`/rooms/${ids.room}/meter-readings`, { date, reading })
    ).json().data._id;
  }
  ownerShareToken = (await owner.post(`/tenants/${ids.tenant}/share-link`, {}))
    .json()
    .url.split('/t/')[1];
  // The stranger has data of their own, so their lists are not trivially empty.
  const theirRoom = (await stranger.post('/rooms', roomBody({ roomNumber: 'THEIRS' }))).json().data
    ._id;
  await stranger.post('/tenants', tenantBody(theirRoom, 1, { name: 'Their Tenant' }));
  ownerNames = [
    'OWN-1',
    'Owned Tenant',
    'Owner Person',
    'Owner Heights',
    ids.room,
    ids.tenant,
    ids.rent,
    ids.payment,
    ids.session,
    ids.charge,
    ids.recurringCharge,
  ];
});
afterAll(async () => {
  await app.close();
});

/** What a stranger sends to each route that names a row: a valid body, so only ownership can refuse it. */
function strangerRequest(method: string, url: string) {
  const path = url
    .replace('/rooms/:id', `/rooms/${ids.room}`)
    .replace('/tenants/:id', `/tenants/${ids.tenant}`)
    .replace('/rents/:id', `/rents/${ids.rent}`)
    .replace('/payments/:id', `/payments/${ids.payment}`)
    .replace('/charges/:id', `/charges/${ids.charge}`)
    .replace('/recurring-charges/:id', `/recurring-charges/${ids.recurringCharge}`)
    .replace('/meter-readings/:id', `/meter-readings/${ids.reading}`)
    .replace('/admin/sessions/:id', `/admin/sessions/${ids.session}`)
    .replace('/:side', '/front');
  const bodies: Record<string, { payload?: unknown; contentType?: string }> = {
    'PUT /api/v1/rooms/:id': { payload: roomBody({ roomNumber: 'HIJACK' }) },
    'PUT /api/v1/tenants/:id': { payload: tenantBody(ids.room, 1, { name: 'Hijacked' }) },
    'PUT /api/v1/tenants/:id/vacate': { payload: {} },
    'PUT /api/v1/tenants/:id/photo': { payload: JPEG, contentType: 'image/jpeg' },
    'PUT /api/v1/tenants/:id/id-card/:side': { payload: JPEG, contentType: 'image/jpeg' },
    'PUT /api/v1/rents/:id': {
      payload: { tenantId: ids.tenant, amount: 1, month: 1, year: 2030, dueDate: '2030-01-05' },
    },
    'PUT /api/v1/rents/:id/pay': { payload: { amount: 1 } },
    'POST /api/v1/payments/:id/void': { payload: { reason: 'Not mine' } },
    'POST /api/v1/tenants/:id/deposit': {
      payload: { kind: 'refund', amount: 1, date: '2026-11-20', method: 'Cash' },
    },
    'POST /api/v1/tenants/:id/charges': {
      payload: { kind: 'damage', amount: 1, date: '2030-01-01', dueDate: '2030-01-01' },
    },
    'POST /api/v1/tenants/:id/recurring-charges': { payload: { kind: 'mess', amount: 1 } },
    'PUT /api/v1/charges/:id/pay': { payload: { amount: 1 } },
    'POST /api/v1/charges/:id/waive': { payload: { reason: 'Not mine' } },
    'POST /api/v1/rooms/:id/meter-readings': { payload: { date: '2026-11-20', reading: 900 } },
    'POST /api/v1/meter-readings/:id/undo': { payload: { reason: 'Not mine' } },
    'POST /api/v1/tenants/:id/move-out': {
      payload: { noticeDate: '2026-11-01', vacateDate: '2026-11-20' },
    },
    'POST /api/v1/tenants/:id/share-link': { payload: {} },
    'POST /api/v1/payments/:id/receipt-share': { payload: {} },
    'POST /api/v1/tenants/:id/reminders': { payload: { channel: 'whatsapp' } },
  };
  const key = `${method} ${url}`;
  const query = url.endsWith('/move-out/preview')
    ? '?noticeDate=2026-11-01&vacateDate=2026-11-20'
    : '';
  const spec = bodies[key] ?? (['PUT', 'POST'].includes(method) ? undefined : {});
  if (!spec)
    throw new Error(`No stranger request for ${key}: add a valid body for it to this test`);
  return app.inject({
    method: method as 'GET',
    url: `${path}${query}`,
    headers: {
      authorization: `Bearer ${strangerToken}`,
      ...(spec.contentType ? { 'content-type': spec.contentType } : {}),
    },
    ...(spec.payload === undefined ? {} : { payload: spec.payload as object }),
  });
}

async function ownerSnapshot() {
  const photo = await owner.get(`/tenants/${ids.tenant}/photo`);
  const card = await owner.get(`/tenants/${ids.tenant}/id-card/front`);
  return {
    rooms: (await owner.get('/rooms')).json().data,
    tenants: (await owner.get(`/tenants/${ids.tenant}`)).json().data,
    rents: (await owner.get('/rents')).json().data,
    payments: (await owner.get(`/rents/${ids.rent}/payments`)).json().data,
    charges: (await owner.get('/charges')).json().data,
    chargePayments: (await owner.get(`/charges/${ids.charge}/payments`)).json().data,
    readings: (await owner.get(`/rooms/${ids.room}/meter-readings`)).json().data,
    account: (await owner.get(`/tenants/${ids.tenant}/account`)).json().data,
    photo: photo.rawPayload.toString('base64'),
    card: card.rawPayload.toString('base64'),
    roomsStamp: (await owner.get('/rooms/last-updated')).json().lastUpdated,
    tenantsStamp: (await owner.get('/tenants/last-updated')).json().lastUpdated,
    sessions: (await owner.get('/admin/sessions')).json().data.map((s: { _id: string }) => s._id),
    reminders: (await owner.get('/reminders')).json().data,
    sharedAccount: (await app.inject({ url: `/api/v1/shared/${ownerShareToken}` })).json(),
  };
}

const apiRoutes = () =>
  app.routeTable.filter((r) => r.url.startsWith('/api/v1/') && r.method !== 'HEAD');

describe('isolation between PGs', () => {
  it('answers 404 to another admin on every route that takes an id, and changes nothing', async () => {
    const routes = apiRoutes().filter((r) => r.url.includes(':id'));
    expect(routes.length).toBeGreaterThanOrEqual(14);
    const before = await ownerSnapshot();
    for (const route of routes) {
      const response = await strangerRequest(route.method, route.url);
      expect(response.statusCode, `${route.method} ${route.url}: ${response.body}`).toBe(404);
    }
    expect(await ownerSnapshot()).toEqual(before);
  });

  it("never opens another PG's payment through a tenant's own link", async () => {
    const theirTenant = (await stranger.get('/tenants')).json().data[0]._id;
    const theirToken = (await stranger.post(`/tenants/${theirTenant}/share-link`, {}))
      .json()
      .url.split('/t/')[1];
    for (const path of [
      `/api/v1/shared/${theirToken}/receipts/${ids.payment}`,
      `/api/v1/shared/${theirToken}/receipts/${ids.payment}.pdf`,
    ]) {
      const response = await app.inject({ url: path });
      expect(response.statusCode, path).toBe(404);
      expect(response.body).not.toContain('Owned Tenant');
    }
    const theirs = (await app.inject({ url: `/api/v1/shared/${theirToken}` })).body;
    for (const secret of ownerNames) expect(theirs).not.toContain(secret);
  });

  it("never shows one admin's rows in another's lists, stats or stamps", async () => {
    const lists = apiRoutes().filter(
      (r) => r.method === 'GET' && !r.url.includes(':') && !/\/(health|debug|docs)/.test(r.url),
    );
    expect(lists.map((r) => r.url)).toEqual(
      expect.arrayContaining([
        '/api/v1/rooms',
        '/api/v1/tenants',
        '/api/v1/rents',
        '/api/v1/dashboard/stats',
      ]),
    );
    for (const route of lists) {
      const response = await stranger.get(route.url.replace('/api/v1', ''));
      expect(response.statusCode, route.url).toBe(200);
      for (const secret of ownerNames)
        expect(response.body, `${route.url} leaks ${secret}`).not.toContain(secret);
    }
    // The owner's own answers do contain them: the check above can fail.
    expect((await owner.get('/tenants')).body).toContain('Owned Tenant');
  });
});
