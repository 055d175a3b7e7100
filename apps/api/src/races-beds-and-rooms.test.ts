import { describe, expect, it } from 'vitest';
import { roomBody, tenantBody } from '../test/test-app';
import {
  addTenant,
  as,
  createRoom,
  expectDecisions,
  newTenant,
  setUpRacesApp,
} from './races-test-setup';

/**
 * Races for a room's beds: each bed goes to one tenant, a capacity cut never strands one, and
 * a room is deleted or gets its tenant, never both. (Why on PostgreSQL: races-test-setup.ts.)
 */
setUpRacesApp();

describe('beds', () => {
  it('gives each bed to one tenant while new tenants, moves and a capacity cut race for the room', async () => {
    for (let round = 0; round < 4; round += 1) {
      const room = await createRoom({ capacity: 3 });
      const other = await createRoom({ capacity: 2 });
      const movers = [await addTenant(other._id, 1), await addTenant(other._id, 2)];
      const requests = [
        ...[1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3].map((bed) => ({
          bed,
          send: () => as.post('/tenants', newTenant(room._id, bed)),
        })),
        ...movers.map((mover, i) => ({
          bed: i + 1,
          send: () =>
            as.put(`/tenants/${mover._id}`, tenantBody(room._id, i + 1, { name: mover.name })),
        })),
        {
          bed: 0,
          send: () =>
            as.put(`/rooms/${room._id}`, roomBody({ roomNumber: room.roomNumber, capacity: 2 })),
        },
      ];
      const answers = await Promise.all(requests.map((r) => r.send()));
      expectDecisions(answers, [200, 201, 400, 409]);

      const won = requests.filter((r, i) => r.bed > 0 && answers[i]!.statusCode < 300);
      const beds = won.map((r) => r.bed);
      expect(new Set(beds).size, `beds given twice: ${beds}`).toBe(beds.length);
      const capacityCut = answers.at(-1)!.statusCode === 200;
      expect(won.length).toBeLessThanOrEqual(capacityCut ? 2 : 3);
      const inRoom = (await as.get(`/rooms/${room._id}`)).json().data;
      expect(inRoom.occupiedBeds).toBe(won.length);
      expect(inRoom.capacity).toBe(capacityCut ? 2 : 3);
    }
  });
});

describe('capacity', () => {
  it('refuses a cut that fits the number of tenants but not the beds they hold', async () => {
    const room = await createRoom({ capacity: 3 });
    await addTenant(room._id, 1);
    await addTenant(room._id, 3);
    const cut = await as.put(
      `/rooms/${room._id}`,
      roomBody({ roomNumber: room.roomNumber, capacity: 2 }),
    );
    expect(cut.statusCode).toBe(409);
    expect(cut.json().error).toBe(
      'Capacity cannot be less than 3: bed 3 is taken. Move its tenant to another bed first.',
    );
    const fits = await as.put(
      `/rooms/${room._id}`,
      roomBody({ roomNumber: room.roomNumber, capacity: 3 }),
    );
    expect(fits.statusCode).toBe(200);
  });
});

describe('deleting a room while a tenant is added or moved to it', () => {
  it('lets exactly one win: the delete (the tenant gets 404) or the tenant (the delete gets 409)', async () => {
    const outcomes = { deleteWon: 0, tenantWon: 0 };
    const elsewhere = await createRoom({ capacity: 12 });
    for (let round = 0; round < 12; round += 1) {
      const room = await createRoom({ capacity: 2 });
      const moving = round % 2 === 1;
      const mover = moving ? await addTenant(elsewhere._id, Math.ceil(round / 2)) : null;
      const toRoom = () =>
        mover
          ? as.put(`/tenants/${mover._id}`, tenantBody(room._id, 1, { name: mover.name }))
          : as.post('/tenants', newTenant(room._id, 1));
      const remove = () => as.delete(`/rooms/${room._id}`);
      // Both orders of sending, so either request may reach the database first.
      const [tenantAnswer, deleteAnswer] =
        round % 4 < 2
          ? await Promise.all([toRoom(), remove()])
          : (await Promise.all([remove(), toRoom()])).reverse();
      const tenantWon = tenantAnswer!.statusCode < 300;
      const deleteWon = deleteAnswer!.statusCode === 200;
      expect(
        tenantWon !== deleteWon,
        `tenant ${tenantAnswer!.statusCode} ${tenantAnswer!.body}, delete ${deleteAnswer!.statusCode} ${deleteAnswer!.body}`,
      ).toBe(true);
      if (deleteWon) {
        expect(tenantAnswer!.statusCode).toBe(404);
        expect(tenantAnswer!.json().error).toBe('Room not found');
        outcomes.deleteWon += 1;
      } else {
        expect(deleteAnswer!.statusCode).toBe(409);
        expect((await as.get(`/rooms/${room._id}`)).json().data.occupiedBeds).toBe(1);
        outcomes.tenantWon += 1;
      }
      if (mover) {
        // A mover who lost stays where they were.
        const now = (await as.get(`/tenants/${mover._id}`)).json().data;
        expect(now.roomId._id).toBe(tenantWon ? room._id : elsewhere._id);
      }
    }
    expect(outcomes.deleteWon + outcomes.tenantWon).toBe(12);
  });
});
