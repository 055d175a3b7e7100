import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { registerAdmin, tenantBody } from '../../../test/test-app';
import {
  addTenant,
  app,
  createRoom,
  occupiedBeds,
  owner,
  PNG,
  setUpTenantsApp,
  stranger,
} from './tenants-test-setup';

/**
 * Listing, editing, vacating and deleting tenants, that another PG's admin reaches none of it,
 * and the stamp that tells the web app the list changed.
 */
setUpTenantsApp();

describe('GET /api/v1/tenants', () => {
  it("lists the admin's tenants with the room embedded and Aadhaar masked; GET by id reveals it", async () => {
    const room = await createRoom();
    const tenant = await addTenant(room._id, 1, {
      name: 'Listed Person',
      idProofNumber: '2345 6789 9123',
    });
    const listed = (await owner.get('/tenants'))
      .json()
      .data.find((t: { _id: string }) => t._id === tenant._id);
    expect(listed).toMatchObject({ idProofNumber: 'XXXX XXXX 9123', roomId: { _id: room._id } });
    // Lists decrypt nothing: no date of birth, address or emergency contact.
    expect(Object.keys(listed)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(dob|address|emergencyContact)$/)]),
    );
    const single = (await owner.get(`/tenants/${tenant._id}`)).json().data;
    expect(single).toMatchObject({
      idProofNumber: '234567899123',
      dob: '1998-04-12',
      address: '5 Park Street, Kolkata',
      emergencyContact: { name: 'Meena Sharma', phone: '9812345671', relation: 'Mother' },
    });
    expect((await stranger.get('/tenants')).json().data).toEqual([]);
  });
});

describe('PUT /api/v1/tenants/:id', () => {
  it("keeps the tenant's language when an edit leaves it out, changes it when given, and refuses another", async () => {
    const room = await createRoom();
    const tenant = await addTenant(room._id, 1, { language: 'hi' });
    expect(tenant.language).toBe('hi');
    // The body has no language: the edit keeps the stored one.
    const kept = await owner.put(
      `/tenants/${tenant._id}`,
      tenantBody(room._id, 1, { name: 'Kept' }),
    );
    expect(kept.json().data).toMatchObject({ name: 'Kept', language: 'hi' });
    const changed = await owner.put(
      `/tenants/${tenant._id}`,
      tenantBody(room._id, 1, { language: 'en' }),
    );
    expect(changed.json().data.language).toBe('en');
    const refused = await owner.put(
      `/tenants/${tenant._id}`,
      tenantBody(room._id, 1, { language: 'ta' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/Language must be one of en, hi/);
  });

  it('moves a tenant to another bed of a full room: capacity is only checked when the room changes', async () => {
    const room = await createRoom({ capacity: 2 });
    const first = await addTenant(room._id, 1);
    await addTenant(room._id, 2, { phone: '9000000022' });
    // Swap is refused only because bed 2 is taken, not because the room is full.
    const taken = await owner.put(`/tenants/${first._id}`, tenantBody(room._id, 2));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(`Bed 2 in Room ${room.roomNumber} is already occupied`);
    // Editing other fields while keeping the bed in a full room works.
    const renamed = await owner.put(
      `/tenants/${first._id}`,
      tenantBody(room._id, 1, { name: 'Renamed' }),
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Renamed', bedNumber: 1 });
  });

  it('refuses a move into a full room with the capacity message', async () => {
    const full = await createRoom({ capacity: 1 });
    await addTenant(full._id, 1);
    const other = await createRoom();
    const mover = await addTenant(other._id, 1, { phone: '9000000033' });
    const response = await owner.put(
      `/tenants/${mover._id}`,
      tenantBody(full._id, 1, { phone: '9000000033' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(
      `Room ${full.roomNumber} on Floor ${full.floorNumber} is at full capacity`,
    );
  });

  it('frees the bed when a tenant is made inactive', async () => {
    const room = await createRoom();
    const tenant = await addTenant(room._id, 1);
    const response = await owner.put(
      `/tenants/${tenant._id}`,
      tenantBody(room._id, 1, { active: false, leavingDate: '2026-11-30' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      active: false,
      roomId: null,
      bedNumber: null,
      leavingDate: '2026-11-30',
    });
    expect(await occupiedBeds(room._id)).toBe(0);
    // The bed can be taken by someone else now.
    await addTenant(room._id, 1, { phone: '9000000044' });
  });
});

describe('PUT /api/v1/tenants/:id/vacate', () => {
  it('takes the tenant off the bed; the tenant stays on the list without a room', async () => {
    const room = await createRoom();
    const tenant = await addTenant(room._id, 2);
    const response = await owner.put(`/tenants/${tenant._id}/vacate`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      _id: tenant._id,
      active: true,
      roomId: null,
      bedNumber: null,
    });
    expect(await occupiedBeds(room._id)).toBe(0);
    expect((await owner.get(`/tenants/${tenant._id}`)).statusCode).toBe(200);
  });
});

describe('DELETE /api/v1/tenants/:id', () => {
  it('deletes the tenant and frees the bed; the room can then be deleted', async () => {
    const room = await createRoom();
    const tenant = await addTenant(room._id, 1);
    expect((await owner.delete(`/tenants/${tenant._id}`)).json()).toEqual({ success: true });
    expect((await owner.get(`/tenants/${tenant._id}`)).statusCode).toBe(404);
    expect((await owner.delete(`/rooms/${room._id}`)).statusCode).toBe(200);
  });

  const deposit = (id: string, kind: string, amount: number) =>
    owner.post(`/tenants/${id}/deposit`, {
      kind,
      amount,
      date: '2026-11-01',
      method: 'UPI',
      reference: 'DEP',
      reason: kind === 'deduct' ? 'Broken chair' : '',
    });

  it('refuses to delete a tenant while a deposit is held (409), and changes nothing', async () => {
    const room = await createRoom();
    const tenant = await addTenant(room._id, 1, { name: 'Deposit Holder' });
    expect((await deposit(tenant._id, 'collect', 10000)).statusCode).toBe(201);
    expect((await deposit(tenant._id, 'refund', 2500.5)).statusCode).toBe(201);

    const refused = await owner.delete(`/tenants/${tenant._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      code: 'DEPOSIT_HELD',
      error:
        'This tenant’s deposit of ₹7,499.50 is still held: refund or settle it first (moving them out settles it)',
    });
    expect((await owner.get(`/tenants/${tenant._id}`)).statusCode).toBe(200);
    expect(await occupiedBeds(room._id)).toBe(1);
    const [entries] = await queryRows<{ ours: number }>(
      app.db,
      sql`select count(*)::int as ours from deposit_entries where tenant_id = ${tenant._id}`,
    );
    expect(entries!.ours).toBe(2);
  });

  it('deletes a tenant whose deposit was paid back; their payments and deposit entries keep their name', async () => {
    const room = await createRoom();
    const tenant = await addTenant(room._id, 1, { name: 'Settled Person' });
    expect((await deposit(tenant._id, 'collect', 6000)).statusCode).toBe(201);
    expect((await deposit(tenant._id, 'deduct', 1000)).statusCode).toBe(201);
    expect((await deposit(tenant._id, 'refund', 5000)).statusCode).toBe(201);
    const rent = (
      await owner.post('/rents', {
        tenantId: tenant._id,
        amount: 5000,
        month: 2,
        year: 2031,
        dueDate: '2031-02-05',
      })
    ).json().data;
    expect((await owner.put(`/rents/${rent._id}/pay`, {})).statusCode).toBe(200);
    // A payment made by mistake: voided, and its rent deleted. Only the payment says whose.
    const wrong = (
      await owner.post('/rents', {
        tenantId: tenant._id,
        amount: 700,
        month: 8,
        year: 2031,
        dueDate: '2031-08-05',
      })
    ).json().data;
    expect((await owner.put(`/rents/${wrong._id}/pay`, {})).statusCode).toBe(200);
    const [wrongPayment] = await queryRows<{ id: string }>(
      app.db,
      sql`select id from payments where rent_id = ${wrong._id}`,
    );
    expect(
      (await owner.post(`/payments/${wrongPayment!.id}/void`, { reason: 'Entered twice' }))
        .statusCode,
    ).toBe(200);
    expect((await owner.delete(`/rents/${wrong._id}`)).statusCode).toBe(200);

    expect((await owner.delete(`/tenants/${tenant._id}`)).json()).toEqual({ success: true });

    const kept = await queryRows<{ kind: string; tenant_id: string | null; name: string }>(
      app.db,
      sql`select 'deposit ' || kind as kind, tenant_id, tenant_name as name from deposit_entries
            where tenant_name = 'Settled Person'
          union all
          select 'payment' || case when voided_at is null then '' else ' voided' end,
                 tenant_id, tenant_name from payments where tenant_name = 'Settled Person'
          order by kind`,
    );
    expect(kept).toEqual([
      { kind: 'deposit collect', tenant_id: null, name: 'Settled Person' },
      { kind: 'deposit deduct', tenant_id: null, name: 'Settled Person' },
      { kind: 'deposit refund', tenant_id: null, name: 'Settled Person' },
      { kind: 'payment', tenant_id: null, name: 'Settled Person' },
      { kind: 'payment voided', tenant_id: null, name: 'Settled Person' },
    ]);
    // Nobody's money row is left without a name.
    const [nameless] = await queryRows<{ rows: number }>(
      app.db,
      sql`select (select count(*) from deposit_entries
                    where tenant_id is null and tenant_name is null)::int
               + (select count(*) from payments p
                    where p.tenant_id is null and p.tenant_name is null)::int as rows`,
    );
    expect(nameless!.rows).toBe(0);
  });
});

describe("another admin's tenant", () => {
  it('answers 404 on every verb and changes nothing', async () => {
    const room = await createRoom();
    const tenant = await addTenant(room._id, 1);
    const id = tenant._id;
    const responses = [
      await stranger.get(`/tenants/${id}`),
      await stranger.put(`/tenants/${id}`, tenantBody(room._id, 1, { name: 'Hijacked' })),
      await stranger.put(`/tenants/${id}/vacate`),
      await stranger.delete(`/tenants/${id}`),
      await stranger.get(`/tenants/${id}/photo`),
    ];
    for (const response of responses) expect(response.statusCode).toBe(404);
    const photo = await app.inject({
      method: 'PUT',
      url: `/api/v1/tenants/${id}/photo`,
      headers: {
        authorization: `Bearer ${(await registerAdmin(app)).token}`,
        'content-type': 'image/png',
      },
      payload: PNG,
    });
    expect(photo.statusCode).toBe(404);
    expect((await owner.get(`/tenants/${id}`)).json().data).toMatchObject({
      name: 'Priya Sharma',
      bedNumber: 1,
      hasPhoto: false,
    });
  });
});

describe('GET /api/v1/tenants/last-updated', () => {
  it('moves on create, edit, vacate and delete', async () => {
    const stamp = async () =>
      (await owner.get('/tenants/last-updated')).json().lastUpdated as string;
    const room = await createRoom();
    const t0 = await stamp();
    const tenant = await addTenant(room._id, 1);
    const t1 = await stamp();
    await owner.put(`/tenants/${tenant._id}`, tenantBody(room._id, 1, { name: 'Edited' }));
    const t2 = await stamp();
    await owner.put(`/tenants/${tenant._id}/vacate`);
    const t3 = await stamp();
    await owner.delete(`/tenants/${tenant._id}`);
    const t4 = await stamp();
    expect([t0 < t1, t1 < t2, t2 < t3, t3 < t4]).toEqual([true, true, true, true]);
  });
});
