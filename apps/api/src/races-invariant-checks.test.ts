import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brokenInvariants, INVARIANTS } from '../test/database-checks';
import { actingAs, registerAdmin, roomBody, tenantBody } from '../test/test-app';
import { addTenant, app, as, createRoom, setUpRacesApp } from './races-test-setup';

/**
 * The invariant checks the races files end each test with find what they look for: every
 * broken invariant is reported once the constraints that back it are lifted.
 */
setUpRacesApp();

describe('the invariant checks', () => {
  it('report each broken invariant, with the database constraints that back them lifted', async () => {
    const strangerAs = actingAs(app, await registerAdmin(app));
    const theirRoom = (await strangerAs.post('/rooms', roomBody())).json().data._id as string;
    const theirTenant = (await strangerAs.post('/tenants', tenantBody(theirRoom, 1))).json().data
      ._id as string;
    const room = await createRoom({ capacity: 3 });
    const a = await addTenant(room._id, 1);
    const b = await addTenant(room._id, 2);
    const c = await addTenant(room._id, 3);
    const rentOf = async (tenantId: string, month: number) => {
      const rent = (
        await as.post('/rents', {
          tenantId,
          amount: 100,
          month,
          year: 2040,
          dueDate: `2040-0${month}-05`,
        })
      ).json().data._id as string;
      expect((await as.put(`/rents/${rent}/pay`, { amount: 10 })).statusCode).toBe(200);
      return rent;
    };
    const rents = [await rentOf(a._id, 1), await rentOf(a._id, 2), await rentOf(b._id, 1)];
    const chargeOf = async (tenantId: string) => {
      const charge = (
        await as.post(`/tenants/${tenantId}/charges`, {
          kind: 'other',
          amount: 100,
          date: '2040-01-01',
          dueDate: '2040-01-05',
        })
      ).json().data._id as string;
      expect((await as.put(`/charges/${charge}/pay`, { amount: 10 })).statusCode).toBe(200);
      return charge;
    };
    const charges = [await chargeOf(a._id), await chargeOf(b._id), await chargeOf(c._id)];
    await as.put('/settings', { electricityRate: 5 });
    const meterRoom = await createRoom({ capacity: 1, rentAmount: 0 });
    await addTenant(meterRoom._id, 1, { joiningDate: '2026-01-01' });
    for (const [date, reading] of [
      ['2026-09-01', 10],
      ['2026-10-01', 50],
    ] as const) {
      const read = await as.post(`/rooms/${meterRoom._id}/meter-readings`, { date, reading });
      expect(read.statusCode, read.body).toBe(201);
    }
    const deposit = await as.post(`/tenants/${a._id}/deposit`, {
      kind: 'collect',
      amount: 100,
      date: '2026-11-01',
      method: 'Cash',
    });
    expect(deposit.statusCode).toBe(201);

    class Rollback extends Error {}
    let found: Record<string, unknown[]> = {};
    await app.db
      .transaction(async (tx) => {
        const run = (text: string) => tx.execute(sql.raw(text));
        for (const constraint of [
          'tenants_room_and_bed_together',
          'tenants_inactive_hold_no_bed',
          'rents_paid_within_amount',
          'payments_amount_positive',
          'charges_paid_within_amount',
          'charges_waive_has_reason',
        ]) {
          await run(`alter table ${constraint.split('_')[0]} drop constraint ${constraint}`);
        }
        await run('drop index tenants_active_bed_key');
        await run('drop index rents_monthly_key');
        await run('drop index charges_late_fee_key');
        await run('set local session_replication_role = replica'); // foreign keys off
        await run(`update rooms set capacity = 1 where id = '${room._id}'`); // beds 2 and 3 of 1
        await run(`insert into tenants (admin_id, name, phone, id_proof_type, id_proof_number, room_id, bed_number, joining_date)
                   select admin_id, 'Twin', phone, id_proof_type, id_proof_number, room_id, 1, joining_date from tenants where id = '${a._id}'`);
        await run(`insert into tenants (admin_id, name, phone, id_proof_type, id_proof_number, room_id, bed_number, joining_date, active)
                   select admin_id, 'Half', phone, id_proof_type, id_proof_number, null, 3, joining_date, false from tenants where id = '${a._id}'`);
        await run(`update tenants set has_photo = true where id = '${b._id}'`);
        await run(`update rents set paid_paise = paid_paise + 1 where id = '${rents[0]}'`);
        await run(`update rents set paid_paise = amount_paise + 100 where id = '${rents[1]}'`);
        // Zero paid, no balance kept, and receipt number 5 of a year that gave none before.
        await run(`insert into payments (admin_id, rent_id, amount_paise, method, paid_on, receipt_year, receipt_sequence)
                   select admin_id, id, 0, 'Cash', due_date, 2099, 5 from rents where id = '${rents[2]}'`);
        await run(`insert into rents (admin_id, tenant_id, tenant_name, tenant_phone, month, year, due_date, amount_paise)
                   select admin_id, tenant_id, tenant_name, tenant_phone, month, year, due_date, amount_paise from rents where id = '${rents[2]}'`);
        await run(
          `update tenants set room_id = '${theirRoom}', bed_number = 2 where id = '${c._id}'`,
        );
        await run(`update rents set tenant_id = '${theirTenant}' where id = '${rents[1]}'`);
        await run(`update rents set tenant_deleted = true where id = '${rents[0]}'`);
        await run(
          `update payments set admin_id = (select admin_id from tenants where id = '${theirTenant}') where rent_id = '${rents[0]}'`,
        );
        await run(`update rooms set admin_id = gen_random_uuid() where id = '${room._id}'`);
        await run(`update rents set cancelled_at = now() where id = '${rents[2]}'`);
        await run(`update charges set paid_paise = paid_paise + 1 where id = '${charges[0]}'`);
        // A payment made from the deposit at move-out, voided.
        await run(`update payments set from_deposit = true, voided_at = now(), void_reason = 'x'
                   where charge_id = '${charges[0]}'`);
        await run(`update charges set paid_paise = amount_paise + 5 where id = '${charges[1]}'`);
        await run(`update charges set waived_at = now() where id = '${charges[2]}'`);
        await run(`update charges set tenant_id = '${theirTenant}' where id = '${charges[2]}'`);
        for (let i = 0; i < 2; i += 1) {
          await run(`insert into charges (admin_id, tenant_id, tenant_name, tenant_phone, kind, amount_paise, date, due_date, rent_id)
                     select admin_id, tenant_id, tenant_name, tenant_phone, 'lateFee', 100, due_date, due_date, id
                     from rents where id = '${rents[1]}'`);
        }
        await run(`update meter_readings set bill_paise = bill_paise + 1
                   where room_id = '${meterRoom._id}' and bill_paise is not null`);
        await run(`update meter_readings set voided_at = now(), void_reason = 'Undone'
                   where room_id = '${meterRoom._id}' and bill_paise is not null`);
        await run(`insert into deposit_entries (admin_id, tenant_id, kind, amount_paise, date)
                   select admin_id, id, 'refund', 50000, '2026-11-02' from tenants where id = '${a._id}'`);
        // A deleted tenant's deposit entry that lost the name.
        await run(`insert into deposit_entries (admin_id, tenant_id, kind, amount_paise, date)
                   select admin_id, null, 'collect', 100, '2026-11-02' from tenants where id = '${a._id}'`);
        found = await brokenInvariants(tx);
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
    expect(Object.keys(found).sort()).toEqual(Object.keys(INVARIANTS).sort());
  });
});
