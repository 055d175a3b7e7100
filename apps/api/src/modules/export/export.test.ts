import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import {
  actingAs,
  createTestApp,
  forgeToken,
  registerAdmin,
  roomBody,
  tenantBody,
  type SignedInAdmin,
} from '../../../test/test-app';
import { exportFileName } from './archive';
import {
  CHARGE_COLUMNS,
  DEPOSIT_COLUMNS,
  PAYMENT_COLUMNS,
  RENT_COLUMNS,
  ROOM_COLUMNS,
  TENANT_COLUMNS,
} from './to-api';

let app: App;
let owner: SignedInAdmin;
let stranger: SignedInAdmin;
const ownerIds: string[] = [];
const strangerIds: string[] = [];

const TRICKY_DESCRIPTION = 'Corner room, "sea view"\nsecond line: नमस्ते ₹';
const FORMULA = '=HYPERLINK("http://evil.example","click")';

beforeAll(async () => {
  app = await createTestApp();
  owner = await registerAdmin(app, { pgName: 'Lakeview Residency' });
  stranger = await registerAdmin(app, { pgName: 'Hilltop Lodge' });

  const as = actingAs(app, owner);
  const room = (
    await as.post('/rooms', roomBody({ roomNumber: 'A-1', description: TRICKY_DESCRIPTION }))
  ).json().data._id;
  const room2 = (
    await as.post(
      '/rooms',
      roomBody({ roomNumber: 'A-2', rentAmount: 7250.5, description: FORMULA }),
    )
  ).json().data._id;
  const tenant = (
    await as.post(
      '/tenants',
      tenantBody(room, 1, {
        name: 'Priya Sharma',
        idProofNumber: '2345 6789 0123',
        guardian: { relation: 'D/O', name: 'Rakesh Sharma' },
      }),
    )
  ).json().data._id;
  const leaver = (
    await as.post('/tenants', tenantBody(room, 2, { name: 'Ravi Leaver', phone: '9000000001' }))
  ).json().data._id;
  const rent = (
    await as.post('/rents', {
      tenantId: tenant,
      amount: 5000,
      month: 1,
      year: 2030,
      dueDate: '2030-01-05',
    })
  ).json().data._id;
  for (const amount of [1000.5, 250]) {
    const paid = await as.put(`/rents/${rent}/pay`, {
      amount,
      paymentMethod: 'UPI',
      paymentReference: `UPI-${amount}`,
      notes: amount === 250 ? '-5 for the late fee, "agreed"' : '',
    });
    expect(paid.statusCode, paid.body).toBe(200);
  }
  const leaverRent = (
    await as.post('/rents', {
      tenantId: leaver,
      amount: 4000,
      month: 2,
      year: 2030,
      dueDate: '2030-02-05',
    })
  ).json().data._id;
  const charge = await as.post(`/tenants/${tenant}/charges`, {
    kind: 'electricity',
    amount: 420.5,
    date: '2030-01-10',
    dueDate: '2030-01-15',
    note: '60 units',
  });
  expect(charge.statusCode, charge.body).toBe(201);
  await as.put(`/charges/${charge.json().data._id}/pay`, { amount: 100, paymentMethod: 'Cash' });
  const deposit = await as.post(`/tenants/${tenant}/deposit`, {
    kind: 'collect',
    amount: 10000,
    date: '2026-11-01',
    method: 'Bank Transfer',
    reference: 'NEFT-7',
  });
  expect(deposit.statusCode, deposit.body).toBe(201);
  expect((await as.delete(`/tenants/${leaver}`)).statusCode).toBe(200);
  ownerIds.push(room, room2, tenant, leaver, rent, leaverRent);

  const them = actingAs(app, stranger);
  const theirRoom = (await them.post('/rooms', roomBody({ roomNumber: 'THEIRS-9' }))).json().data
    ._id;
  const theirTenant = (
    await them.post(
      '/tenants',
      tenantBody(theirRoom, 1, { name: 'Stranger Tenant', idProofNumber: '9999 8888 7777' }),
    )
  ).json().data._id;
  const theirRent = (
    await them.post('/rents', {
      tenantId: theirTenant,
      amount: 9100,
      month: 3,
      year: 2030,
      dueDate: '2030-03-05',
    })
  ).json().data._id;
  await them.put(`/rents/${theirRent}/pay`, { amount: 9100, paymentMethod: 'Cash' });
  strangerIds.push(theirRoom, theirTenant, theirRent);
});
afterAll(async () => {
  await app.close();
});

async function exportOf(admin: SignedInAdmin) {
  const response = await app.inject({ url: '/api/v1/admin/export', headers: admin.auth });
  expect(response.statusCode, response.body).toBe(200);
  const files = unzipSync(new Uint8Array(response.rawPayload));
  const text = Object.fromEntries(
    Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]),
  );
  const table = (name: string) =>
    parse(text[name] ?? '', { bom: true, columns: true }) as Record<string, string>[];
  return { response, files, text, table };
}

describe('GET /api/v1/admin/export', () => {
  it('answers a zip of rooms, tenants, rents and payments CSV files, as a download', async () => {
    const { response, files } = await exportOf(owner);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="nivas-export-lakeview-residency-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(Object.keys(files).sort()).toEqual([
      'README.txt',
      'charges.csv',
      'deposits.csv',
      'payments.csv',
      'rents.csv',
      'rooms.csv',
      'tenants.csv',
    ]);
  });

  it('writes a header row, a BOM, CRLF records, and quotes what needs quoting', async () => {
    const { files, text, table } = await exportOf(owner);
    for (const [name, columns] of [
      ['rooms.csv', ROOM_COLUMNS],
      ['tenants.csv', TENANT_COLUMNS],
      ['rents.csv', RENT_COLUMNS],
      ['payments.csv', PAYMENT_COLUMNS],
      ['charges.csv', CHARGE_COLUMNS],
      ['deposits.csv', DEPOSIT_COLUMNS],
    ] as const) {
      expect([...files[name]!.subarray(0, 3)], `${name} starts with a UTF-8 BOM`).toEqual([
        0xef, 0xbb, 0xbf,
      ]);
      // (the decoder drops the BOM)
      expect(text[name]!.split('\r\n')[0], name).toBe(columns.join(','));
    }
    // A field with a comma, quotes and a line break is quoted, its quotes doubled.
    expect(text['rooms.csv']).toContain('"Corner room, ""sea view""\nsecond line: नमस्ते ₹"');
    const rooms = table('rooms.csv');
    expect(rooms.map((r) => r.description)).toContain(TRICKY_DESCRIPTION);
  });

  it('holds every row of the admin with whole Aadhaar numbers, rupees and computed status', async () => {
    const { table } = await exportOf(owner);
    const rooms = table('rooms.csv');
    expect(rooms.map((r) => [r.room_number, r.rent_amount, r.occupied_beds, r.amenities])).toEqual([
      ['A-1', '6500.00', '1', 'Fan; WiFi'],
      ['A-2', '7250.50', '0', 'Fan; WiFi'],
    ]);

    const tenants = table('tenants.csv');
    expect(tenants).toHaveLength(1);
    expect(tenants[0]).toMatchObject({
      name: 'Priya Sharma',
      id_proof_type: 'Aadhar',
      id_proof_number: '234567890123',
      room_number: 'A-1',
      bed_number: '1',
      active: 'true',
      // Stored encrypted; the owner's own copy has them decrypted.
      emergency_contact_name: 'Meena Sharma',
      emergency_contact_phone: '9812345671',
      emergency_contact_relation: 'Mother',
      dob: '1998-04-12',
      address: '5 Park Street, Kolkata',
      guardian_relation: 'D/O',
      guardian_name: 'Rakesh Sharma',
      identity_erased: 'false',
      leaving_date: '',
      rent_amount: '',
    });
    // The list answer masks the same number: the export is the one place it is whole.
    expect((await actingAs(app, owner).get('/tenants')).body).not.toContain('234567890123');

    const rents = table('rents.csv');
    expect(
      rents.map((r) => [r.tenant_name, r.tenant_deleted, r.amount, r.amount_paid, r.balance]),
    ).toEqual([
      // The first rents made with each tenant (November 2026, from the 1st: the whole month).
      ['Priya Sharma', 'false', '6500.00', '0.00', '6500.00'],
      ['Ravi Leaver', 'true', '6500.00', '0.00', '6500.00'],
      ['Priya Sharma', 'false', '5000.00', '1250.50', '3749.50'],
      // Deleted today: the later month is cancelled, nothing owed on it.
      ['Ravi Leaver', 'true', '4000.00', '0.00', '0.00'],
    ]);
    expect(rents[2]!.status).toMatch(/^(Partially Paid|Overdue)$/);
    expect(rents[3]).toMatchObject({
      status: 'Cancelled',
      cancelled_at: expect.stringMatching(/^20/),
    });
    expect(rents[2]!.cancelled_at).toBe('');

    const payments = table('payments.csv');
    expect(
      payments.map((p) => [p.amount, p.method, p.reference, p.rent_id, p.label, p.voided_at]),
    ).toEqual([
      ['1000.50', 'UPI', 'UPI-1000.5', rents[2]!.id, 'Rent · January 2030', ''],
      ['250.00', 'UPI', 'UPI-250', rents[2]!.id, 'Rent · January 2030', ''],
      ['100.00', 'Cash', '', '', 'Electricity · 10 Jan 2030', ''],
    ]);
    expect(payments[0]!.tenant_id).toBe(tenants[0]!.id);
    // Each payment's receipt number, as its receipt prints it.
    expect(payments.map((p) => p.receipt_number)).toEqual([
      expect.stringMatching(/^RCPT-\d{4}-\d{6}$/),
      expect.stringMatching(/^RCPT-\d{4}-\d{6}$/),
      expect.stringMatching(/^RCPT-\d{4}-\d{6}$/),
    ]);
    expect(new Set(payments.map((p) => p.receipt_number)).size).toBe(3);

    const charges = table('charges.csv');
    expect(charges).toEqual([
      expect.objectContaining({
        tenant_id: tenants[0]!.id,
        tenant_name: 'Priya Sharma',
        kind: 'electricity',
        amount: '420.50',
        amount_paid: '100.00',
        balance: '320.50',
        date: '2030-01-10',
        due_date: '2030-01-15',
        status: 'Partially Paid',
        note: '60 units',
        waived_at: '',
      }),
    ]);
    expect(payments[2]!.charge_id).toBe(charges[0]!.id);
    expect(table('deposits.csv')).toEqual([
      expect.objectContaining({
        tenant_id: tenants[0]!.id,
        tenant_name: 'Priya Sharma',
        kind: 'collect',
        amount: '10000.00',
        date: '2026-11-01',
        method: 'Bank Transfer',
        reference: 'NEFT-7',
      }),
    ]);
  });

  it('writes text that a spreadsheet would run as a formula with a leading apostrophe', async () => {
    const { table } = await exportOf(owner);
    expect(table('rooms.csv').map((r) => r.description)).toContain(`'${FORMULA}`);
    expect(table('payments.csv').map((p) => p.notes)).toContain(`'-5 for the late fee, "agreed"`);
  });

  it("never holds another admin's rows, in either direction", async () => {
    const mine = await exportOf(owner);
    const theirs = await exportOf(stranger);
    const mineText = Object.values(mine.text).join('\n');
    const theirText = Object.values(theirs.text).join('\n');
    for (const id of strangerIds) expect(mineText).not.toContain(id);
    for (const id of ownerIds) expect(theirText).not.toContain(id);
    for (const word of ['THEIRS-9', 'Stranger Tenant', '999988887777', '9100.00'])
      expect(mineText).not.toContain(word);
    for (const word of ['A-1', 'Priya Sharma', '234567890123', '1000.50'])
      expect(theirText).not.toContain(word);
    // Each export does hold its own admin's rows, so the checks above can fail.
    for (const id of strangerIds) expect(theirText).toContain(id);
    expect(theirs.table('payments.csv').map((p) => p.amount)).toEqual(['9100.00']);
  });

  it('answers a new account with header rows only', async () => {
    const newcomer = await registerAdmin(app, { pgName: 'नया PG' });
    const { table, text, response } = await exportOf(newcomer);
    for (const name of [
      'rooms.csv',
      'tenants.csv',
      'rents.csv',
      'payments.csv',
      'charges.csv',
      'deposits.csv',
    ]) {
      expect(table(name), name).toEqual([]);
      expect(text[name]!.trim().split('\r\n'), name).toHaveLength(1);
    }
    expect(response.headers['content-disposition']).toMatch(/filename="nivas-export-pg-\d{4}-/);
  });

  it('is refused without a valid token', async () => {
    const none = await app.inject({ url: '/api/v1/admin/export' });
    expect(none.statusCode).toBe(401);
    const forged = await app.inject({
      url: '/api/v1/admin/export',
      headers: {
        authorization: `Bearer ${forgeToken({ sub: owner.admin._id, tv: 0 }, { secret: 'another-secret-another-secret' })}`,
      },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({
      success: false,
      error: expect.stringMatching(/^Not authorized/),
      code: 'UNAUTHORIZED',
    });
  });
});

describe('exportFileName', () => {
  it.each([
    ['Lakeview Residency', 'nivas-export-lakeview-residency-2030-01-05.zip'],
    ['Sai Krupa PG (Koramangala)', 'nivas-export-sai-krupa-pg-koramangala-2030-01-05.zip'],
    ['श्री निवास', 'nivas-export-2030-01-05.zip'],
    ['Crème "Brûlée"/../..', 'nivas-export-creme-brulee-2030-01-05.zip'],
  ])('%s → %s', (pgName, expected) => {
    expect(exportFileName(pgName, '2030-01-05')).toBe(expected);
  });
});
