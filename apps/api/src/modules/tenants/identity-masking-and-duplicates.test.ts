import { describe, expect, it } from 'vitest';
import { tenantBody } from '../../../test/test-app';
import { tenantInOwnRoom, roomIdOf, stranger, owner, setUpTenantsApp } from './tenants-test-setup';

/**
 * A tenant's ID number in the API's answers, masked but in the edit read, and one number held
 * by one active tenant of a PG at a time.
 */
setUpTenantsApp();

const ID_CASES = [
  ['Aadhar', '2345 6789 7771', '234567897771', 'XXXX XXXX 7771'],
  ['PAN', 'ABCDE7772F', 'ABCDE7772F', 'XXXXXX772F'],
  ['Passport', 'K7777773', 'K7777773', 'XXXXXX7773'],
  ['Driving License', 'MH-12 2011 0077774', 'MH-12 2011 0077774', 'XXXXXX7774'],
  ['Voter ID', 'XYZ7777775', 'XYZ7777775', 'XXXXXX7775'],
  ['Other', '987654777776', '987654777776', 'XXXXXX7776'],
] as const;

describe('ID numbers in answers', () => {
  it.each(ID_CASES)(
    'masks %s %s in lists, create, update and vacate answers; only GET by id is whole',
    async (idProofType, typed, whole, masked) => {
      const room = await roomIdOf();
      const body = tenantBody(room, 1, { idProofType, idProofNumber: typed });
      const created = (await owner.post('/tenants', body)).json().data;
      expect(created.idProofNumber).toBe(masked);
      const updated = await owner.put(`/tenants/${created._id}`, { ...body, name: 'Edited' });
      expect(updated.json().data.idProofNumber).toBe(masked);
      const vacated = await owner.put(`/tenants/${created._id}/vacate`);
      expect(vacated.json().data.idProofNumber).toBe(masked);
      const list = await owner.get('/tenants');
      const listed = list.json().data.find((t: { _id: string }) => t._id === created._id);
      expect(listed.idProofNumber).toBe(masked);
      for (const answer of [created, updated.body, vacated.body, list.body]) {
        expect(JSON.stringify(answer)).not.toContain(whole);
      }
      const single = (await owner.get(`/tenants/${created._id}`)).json().data;
      expect(single.idProofNumber).toBe(whole);
    },
  );

  it('keeps the stored number when an edit sends back the masked one', async () => {
    for (const [idProofType, typed, whole] of ID_CASES.slice(0, 2)) {
      const created = await tenantInOwnRoom({
        idProofType,
        idProofNumber: typed.replace('777', '888'),
      });
      const room = created.roomId._id;
      const echoed = await owner.put(`/tenants/${created._id}`, {
        ...tenantBody(room, 1, { idProofType }),
        idProofNumber: created.idProofNumber,
      });
      expect(echoed.statusCode, echoed.body).toBe(200);
      const single = (await owner.get(`/tenants/${created._id}`)).json().data;
      expect(single.idProofNumber).toBe(whole.replace('777', '888'));
    }
    // A mask that is not the stored number's is no Aadhaar number.
    const created = await tenantInOwnRoom();
    const wrong = await owner.put(`/tenants/${created._id}`, {
      ...tenantBody(created.roomId._id, 1),
      idProofNumber: 'XXXX XXXX 0000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('Aadhaar number must be 12 digits');
  });
});

describe('duplicate ID numbers', () => {
  it('refuses a second active tenant of the PG with the same type and number (409)', async () => {
    const first = await tenantInOwnRoom({ idProofType: 'PAN', idProofNumber: 'PQRST1234K' });
    const room = await roomIdOf();
    const again = await owner.post(
      '/tenants',
      tenantBody(room, 1, { idProofType: 'PAN', idProofNumber: 'pqrst 1234k' }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(
      `Priya Sharma (Room ${first.roomId.roomNumber}) already has this ID number`,
    );
    // The same number as another type, in another PG, or as an inactive tenant is no duplicate.
    for (const response of [
      await owner.post(
        '/tenants',
        tenantBody(room, 1, { idProofType: 'Other', idProofNumber: 'PQRST1234K' }),
      ),
      await stranger.post(
        '/tenants',
        tenantBody(await roomIdOf(stranger), 1, {
          idProofType: 'PAN',
          idProofNumber: 'PQRST1234K',
        }),
      ),
      await owner.post(
        '/tenants',
        tenantBody(room, 2, { idProofType: 'PAN', idProofNumber: 'PQRST1234K', active: false }),
      ),
    ]) {
      expect(response.statusCode, response.body).toBe(201);
    }
    // Making the inactive one active again while the first is active is refused too.
    const inactive = (await owner.get('/tenants'))
      .json()
      .data.find(
        (t: { active: boolean; idProofNumber: string }) =>
          !t.active && t.idProofNumber === 'XXXXXX234K',
      );
    const reactivated = await owner.put(
      `/tenants/${inactive._id}`,
      tenantBody(room, 2, { idProofType: 'PAN', idProofNumber: 'PQRST1234K' }),
    );
    expect(reactivated.statusCode).toBe(409);
    // Once the first has left, the number is free.
    await owner.put(`/tenants/${first._id}`, {
      ...tenantBody(first.roomId._id, 1, { idProofType: 'PAN', idProofNumber: 'PQRST1234K' }),
      active: false,
      leavingDate: '2026-11-30',
    });
    expect(
      (
        await owner.put(
          `/tenants/${inactive._id}`,
          tenantBody(room, 2, { idProofType: 'PAN', idProofNumber: 'PQRST1234K' }),
        )
      ).statusCode,
    ).toBe(200);
  });

  it('lets only one of 10 concurrent requests with one number win', async () => {
    const rooms = await Promise.all(Array.from({ length: 10 }, () => roomIdOf()));
    const responses = await Promise.all(
      rooms.map((room) =>
        owner.post('/tenants', tenantBody(room, 1, { idProofNumber: '2345 1111 2222' })),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
  });
});
