import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { queryRows } from '../../db/client';
import {
  actingAs,
  createTestApp,
  registerAdmin,
  roomBody,
  tenantBody,
} from '../../../test/test-app';
import { eraseDepartedIdentities } from './identity-erasure';

/**
 * The tenant's guardian (S/O, D/O, W/O or C/O and a name, issue 18): in the tenant contract
 * apart from the address, stored inside the encrypted identity, answered where the address is,
 * and erased with it.
 */
let app: App;
let owner: ReturnType<typeof actingAs>;
let stranger: ReturnType<typeof actingAs>;

beforeAll(async () => {
  app = await createTestApp();
  owner = actingAs(app, await registerAdmin(app));
  stranger = actingAs(app, await registerAdmin(app));
});
afterAll(async () => {
  await app.close();
});

let floor = 0;
async function newRoom() {
  floor += 1;
  const answer = await owner.post(
    '/rooms',
    roomBody({ floorNumber: floor, roomNumber: `G${floor}`, capacity: 3 }),
  );
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data._id as string;
}

const FATHER = { relation: 'S/O', name: 'Ramesh Quillfeather' };

async function addTenant(overrides: Record<string, unknown> = {}) {
  const room = await newRoom();
  const answer = await owner.post('/tenants', tenantBody(room, 1, overrides));
  expect(answer.statusCode, answer.body).toBe(201);
  return { room, tenant: answer.json().data };
}

describe('POST /api/v1/tenants with a guardian', () => {
  it('keeps it apart from the address and answers it where the address is', async () => {
    const { tenant } = await addTenant({ guardian: FATHER, address: '12 Gandhi Nagar, Indore' });
    expect(tenant).toMatchObject({ guardian: FATHER, address: '12 Gandhi Nagar, Indore' });
    const single = (await owner.get(`/tenants/${tenant._id}`)).json().data;
    expect(single).toMatchObject({ guardian: FATHER, address: '12 Gandhi Nagar, Indore' });
    const account = (await owner.get(`/tenants/${tenant._id}/account`)).json().data;
    expect(account.tenant.guardian).toEqual(FATHER);
    // Lists carry no identity data, the guardian included.
    const listed = (await owner.get('/tenants'))
      .json()
      .data.find((t: { _id: string }) => t._id === tenant._id);
    expect(listed).not.toHaveProperty('guardian');
  });

  it('is none (null) without one, or with both parts blank', async () => {
    const { tenant: without } = await addTenant();
    expect(without.guardian).toBeNull();
    const { tenant: blank } = await addTenant({ guardian: { relation: '', name: '' } });
    expect(blank.guardian).toBeNull();
  });

  it.each([
    [{ relation: 'S/O', name: '' }, "Guardian's name is required with the relation"],
    [{ relation: '', name: 'Ramesh' }, "Guardian's relation must be one of S/O, D/O, W/O, C/O"],
    [{ relation: 'F/O', name: 'Ramesh' }, "Guardian's relation must be one of S/O, D/O, W/O, C/O"],
    [{ relation: 'S/O', name: 'x'.repeat(101) }, "Guardian's name must be at most 100 characters"],
    [{ relation: 'S/O', name: 'Ramesh', age: 60 }, 'guardian'],
  ])('refuses %j with 400 naming the problem', async (guardian, message) => {
    const room = await newRoom();
    const answer = await owner.post('/tenants', tenantBody(room, 1, { guardian }));
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().error).toContain(message);
  });

  it('stores the guardian encrypted, never in plain', async () => {
    const { tenant } = await addTenant({ guardian: FATHER });
    const [row] = await queryRows<{ row: string }>(
      app.db,
      sql`select t::text as row from tenants t where id = ${tenant._id}`,
    );
    expect(row!.row).not.toContain('Quillfeather');
  });
});

describe('PUT /api/v1/tenants/:id and the guardian', () => {
  it('changes it, keeps it when left out, and clears it with null', async () => {
    const { room, tenant } = await addTenant({ guardian: FATHER });
    const base = tenantBody(room, 1, { idProofNumber: tenant.idProofNumber });

    const husband = { relation: 'W/O', name: 'महेश कुमार' };
    const changed = await owner.put(`/tenants/${tenant._id}`, { ...base, guardian: husband });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.guardian).toEqual(husband);

    const { guardian: _left, ...withoutGuardian } = base as Record<string, unknown>;
    const kept = await owner.put(`/tenants/${tenant._id}`, { ...withoutGuardian, name: 'Renamed' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await owner.get(`/tenants/${tenant._id}`)).json().data.guardian).toEqual(husband);

    // The record as read, sent back whole, changes nothing.
    const read = (await owner.get(`/tenants/${tenant._id}`)).json().data;
    const echoed = await owner.put(`/tenants/${tenant._id}`, read);
    expect(echoed.statusCode, echoed.body).toBe(200);
    expect(echoed.json().data.guardian).toEqual(husband);

    const cleared = await owner.put(`/tenants/${tenant._id}`, { ...base, guardian: null });
    expect(cleared.json().data.guardian).toBeNull();
  });

  it('answers 404 to another admin and leaves the guardian as it was', async () => {
    const { room, tenant } = await addTenant({ guardian: FATHER });
    for (const answer of [
      await stranger.get(`/tenants/${tenant._id}`),
      await stranger.put(`/tenants/${tenant._id}`, {
        ...tenantBody(room, 1),
        guardian: { relation: 'C/O', name: 'Intruder' },
      }),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('Quillfeather');
    }
    expect((await owner.get(`/tenants/${tenant._id}`)).json().data.guardian).toEqual(FATHER);
  });
});

describe('erasure after leaving', () => {
  it('erases the guardian with the rest of the identity', async () => {
    const { room, tenant } = await addTenant({ guardian: FATHER });
    const left = await owner.put(`/tenants/${tenant._id}`, {
      ...tenantBody(room, 1, { idProofNumber: tenant.idProofNumber }),
      active: false,
      leavingDate: '2026-11-30',
    });
    expect(left.statusCode, left.body).toBe(200);
    const later = new Date(Date.now() + 400 * 24 * 60 * 60 * 1000);
    expect(await eraseDepartedIdentities(app.db, later)).toBeGreaterThanOrEqual(1);
    const erased = (await owner.get(`/tenants/${tenant._id}`)).json().data;
    expect(erased.identityErased).toBe(true);
    expect(erased).not.toHaveProperty('guardian');
    expect(
      (await owner.get(`/tenants/${tenant._id}/account`)).json().data.tenant,
    ).not.toHaveProperty('guardian');
  });
});
