import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { queryRows } from '../../db/client';
import { brokenInvariants } from '../../../test/database-checks';
import {
  actingAs,
  createTestApp,
  registerAdmin,
  roomBody,
  tenantBody,
} from '../../../test/test-app';
import { LINKS_PER_TENANT_PER_HOUR } from './links';
import { SHARED_REQUESTS_PER_MINUTE } from './routes';

let app: App;
let owner: ReturnType<typeof actingAs>;

beforeAll(async () => {
  app = await createTestApp();
  owner = actingAs(app, await registerAdmin(app, { pgName: 'Sunrise PG', phone: '9876543210' }));
  await owner.put('/settings', { upiId: 'sunrise.pg@okhdfcbank' });
});
afterAll(async () => {
  await app.close();
});
afterEach(async () => {
  expect(await brokenInvariants(app.db)).toEqual({});
});

let floor = 0;
/** Two tenants in one room at ₹5,200 a month from 1 March 2025, each first rent part paid. */
async function twoTenants(as = owner, first: Record<string, unknown> = {}) {
  floor += 1;
  const room = (
    await as.post(
      '/rooms',
      roomBody({ floorNumber: floor, roomNumber: `S${floor}`, capacity: 2, rentAmount: 5200 }),
    )
  ).json().data;
  const made = [];
  for (const [bed, overrides] of [
    [
      1,
      {
        name: 'Asha Verma',
        phone: `98111${String(floor).padStart(5, '0')}`,
        idProofNumber: `2345 6789 ${String(floor).padStart(4, '0')}`,
        ...first,
      },
    ],
    [2, { name: 'Zoya Khan' }],
  ] as const) {
    const created = (
      await as.post(
        '/tenants',
        tenantBody(room._id, bed, { joiningDate: '2025-03-01', ...overrides }),
      )
    ).json();
    const rent = created.firstRent;
    const paid = (
      await as.put(`/rents/${rent._id}/pay`, { amount: 2000, paymentDate: '2025-03-02' })
    ).json();
    made.push({ tenant: created.data, rent, payment: paid.payment });
  }
  return made as [(typeof made)[0], (typeof made)[0]];
}

const tokenOf = (url: string) => url.split('/t/')[1]!;
const open = (path: string, remoteAddress?: string) =>
  app.inject({ url: path, ...(remoteAddress ? { remoteAddress } : {}) });

describe('POST /api/v1/tenants/{id}/share-link', () => {
  it("answers the web app's /t/{token} with a long random token, and keeps only its hash", async () => {
    const [{ tenant }] = await twoTenants();
    const made = await owner.post(`/tenants/${tenant._id}/share-link`, {});
    expect(made.statusCode, made.body).toBe(201);
    const { url, text, whatsappUrl } = made.json();
    expect(url).toMatch(/^http:\/\/localhost(:\d+)?\/t\/[A-Za-z0-9_-]{43}$/);
    expect(text).toBe(
      `Hello Asha Verma, your account at Sunrise PG (dues, payments and receipts): ${url}`,
    );
    expect(whatsappUrl).toBe(`https://wa.me/91${tenant.phone}?text=${encodeURIComponent(text)}`);
    const token = tokenOf(url);
    const second = tokenOf((await owner.post(`/tenants/${tenant._id}/share-link`, {})).json().url);
    expect(second).not.toBe(token);
    // Nothing in the database holds the token itself.
    const rows = await queryRows<{ row: string }>(
      app.db,
      sql`select to_jsonb(s)::text as row from share_links s`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const { row } of rows) {
      expect(row).not.toContain(token);
      expect(row).not.toContain(Buffer.from(token).toString('hex'));
    }
  });

  it(`makes at most ${LINKS_PER_TENANT_PER_HOUR} links a tenant in an hour, then answers 429`, async () => {
    const [{ tenant }] = await twoTenants();
    for (let i = 0; i < LINKS_PER_TENANT_PER_HOUR; i += 1) {
      expect((await owner.post(`/tenants/${tenant._id}/share-link`, {})).statusCode).toBe(201);
    }
    const refused = await owner.post(`/tenants/${tenant._id}/share-link`, {});
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_ATTEMPTS');
  });
});

describe('GET /api/v1/shared/{token}', () => {
  it("shows, without sign-in, that tenant's dues, payments, receipts and UPI, identity masked, nothing of another tenant", async () => {
    const [mine, theirs] = await twoTenants();
    const token = tokenOf(
      (await owner.post(`/tenants/${mine.tenant._id}/share-link`, {})).json().url,
    );
    const response = await open(`/api/v1/shared/${token}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = response.json();
    expect(data).toMatchObject({
      language: 'en',
      pg: { name: 'Sunrise PG', phone: '9876543210' },
      tenant: {
        name: 'Asha Verma',
        phone: `XXXXXX${mine.tenant.phone.slice(-4)}`,
        idProofType: 'Aadhar',
        idProofNumber: `XXXX XXXX ${String(floor).padStart(4, '0')}`,
        bedNumber: 1,
      },
      dues: [
        {
          kind: 'rent',
          label: 'Rent · March 2025',
          amount: 5200,
          amountPaid: 2000,
          amountDue: 3200,
          dueDate: '2025-03-01',
        },
      ],
      payments: [
        {
          _id: mine.payment._id,
          receiptNumber: mine.payment.receiptNumber,
          amount: 2000,
          isVoided: false,
          receiptUrl: `/api/v1/shared/${token}/receipts/${mine.payment._id}`,
          receiptPdfUrl: `/api/v1/shared/${token}/receipts/${mine.payment._id}.pdf`,
        },
      ],
      totals: { due: 3200, overdue: 3200, upcoming: 0 },
      upiUrl:
        'upi://pay?pa=sunrise.pg@okhdfcbank&pn=Sunrise%20PG&am=3200.00&cu=INR&tn=Asha%20Verma%20%C2%B7%20Room%20' +
        mine.tenant.roomId.roomNumber,
    });
    for (const secret of [
      'Zoya Khan',
      theirs.tenant._id,
      theirs.payment._id,
      '2345 6789 0123',
      '9811112222',
      '234567890123',
    ]) {
      expect(response.body).not.toContain(secret);
    }
    // Nothing of the identity but the masks: no date of birth, address or emergency contact.
    expect(response.body).not.toMatch(/1998-04-12|Park Street|Meena/);
  });

  it("opens that tenant's receipts, HTML and PDF, and no one else's", async () => {
    const [mine, theirs] = await twoTenants();
    const token = tokenOf(
      (await owner.post(`/tenants/${mine.tenant._id}/share-link`, {})).json().url,
    );
    const page = await open(`/api/v1/shared/${token}/receipts/${mine.payment._id}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain(mine.payment.receiptNumber);
    expect(page.body).toContain(`href="/api/v1/shared/${token}/receipts/${mine.payment._id}.pdf"`);
    expect(page.body).toContain(`href="/t/${token}"`);
    const pdf = await open(`/api/v1/shared/${token}/receipts/${mine.payment._id}.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The other tenant's payment, through this tenant's link: not found.
    for (const path of [
      `/api/v1/shared/${token}/receipts/${theirs.payment._id}`,
      `/api/v1/shared/${token}/receipts/${theirs.payment._id}.pdf`,
    ]) {
      const refused = await open(path);
      expect(refused.statusCode).toBe(404);
      expect(refused.body).not.toContain('Zoya');
    }
  });

  it('is in the tenant’s language', async () => {
    const [mine] = await twoTenants(owner, { language: 'hi' });
    const token = tokenOf(
      (await owner.post(`/tenants/${mine.tenant._id}/share-link`, {})).json().url,
    );
    const { data } = (await open(`/api/v1/shared/${token}`)).json();
    expect(data.language).toBe('hi');
    expect(data.dues[0].label).toBe('किराया · मार्च 2025');
    expect(data.payments[0].label).toBe('किराया · मार्च 2025');
    const page = (await open(data.payments[0].receiptUrl)).body;
    expect(page).toContain('दो हज़ार रुपये मात्र');
  });

  it('answers 404 for a wrong token, and for every link of a tenant once revoked', async () => {
    const [mine] = await twoTenants();
    const links = [];
    for (let i = 0; i < 2; i += 1) {
      links.push(
        tokenOf((await owner.post(`/tenants/${mine.tenant._id}/share-link`, {})).json().url),
      );
    }
    expect((await open(`/api/v1/shared/${links[0]}`)).statusCode).toBe(200);
    for (const wrong of [
      'x',
      links[0]!.slice(0, -1) + (links[0]!.endsWith('A') ? 'B' : 'A'),
      'a'.repeat(43),
      '..',
    ]) {
      const answer = await open(`/api/v1/shared/${encodeURIComponent(wrong)}`);
      expect([404]).toContain(answer.statusCode);
    }
    const revoked = await owner.delete(`/tenants/${mine.tenant._id}/share-link`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ success: true, revoked: 2 });
    for (const token of links) {
      expect((await open(`/api/v1/shared/${token}`)).statusCode).toBe(404);
      expect((await open(`/api/v1/shared/${token}/receipts/${mine.payment._id}`)).statusCode).toBe(
        404,
      );
    }
    // Revoking again ends nothing more; a new link works again.
    expect((await owner.delete(`/tenants/${mine.tenant._id}/share-link`)).json().revoked).toBe(0);
    const fresh = tokenOf(
      (await owner.post(`/tenants/${mine.tenant._id}/share-link`, {})).json().url,
    );
    expect((await open(`/api/v1/shared/${fresh}`)).statusCode).toBe(200);
  });

  it('ends with the tenant: a deleted tenant’s link is not found', async () => {
    const [mine] = await twoTenants();
    const token = tokenOf(
      (await owner.post(`/tenants/${mine.tenant._id}/share-link`, {})).json().url,
    );
    await owner.post(`/payments/${mine.payment._id}/void`, { reason: 'Test' });
    expect((await owner.delete(`/tenants/${mine.tenant._id}`)).statusCode).toBe(200);
    expect((await open(`/api/v1/shared/${token}`)).statusCode).toBe(404);
  });

  it(`lets one address open links ${SHARED_REQUESTS_PER_MINUTE} times a minute, then answers 429`, async () => {
    const [mine] = await twoTenants();
    const token = tokenOf(
      (await owner.post(`/tenants/${mine.tenant._id}/share-link`, {})).json().url,
    );
    for (let i = 0; i < SHARED_REQUESTS_PER_MINUTE; i += 1) {
      expect((await open(`/api/v1/shared/${token}`, '203.0.113.7')).statusCode).toBe(200);
    }
    const refused = await open(`/api/v1/shared/${token}`, '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    // Another address is not held back.
    expect((await open(`/api/v1/shared/${token}`, '203.0.113.8')).statusCode).toBe(200);
  });
});

describe('POST /api/v1/payments/{id}/receipt-share', () => {
  it("answers the receipt's link through the tenant's own link, and a WhatsApp message in their language", async () => {
    const [mine] = await twoTenants(owner, { language: 'hi' });
    const shared = await owner.post(`/payments/${mine.payment._id}/receipt-share`, {});
    expect(shared.statusCode, shared.body).toBe(201);
    const { url, pdfUrl, text, whatsappUrl } = shared.json().data;
    expect(url).toMatch(
      new RegExp(`/api/v1/shared/[A-Za-z0-9_-]{43}/receipts/${mine.payment._id}$`),
    );
    expect(pdfUrl).toBe(`${url}.pdf`);
    expect(text).toBe(
      `नमस्ते Asha Verma, Sunrise PG को आपके ₹2,000 (किराया · मार्च 2025) 2 मार्च 2025 को मिल गए। धन्यवाद!\n` +
        `रसीद ${mine.payment.receiptNumber}: ${url}\n` +
        'अभी बाकी: ₹3,200',
    );
    expect(whatsappUrl).toBe(
      `https://wa.me/91${mine.tenant.phone}?text=${encodeURIComponent(text)}`,
    );
    const receipt = await open(new URL(url).pathname);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.body).toContain(mine.payment.receiptNumber);
  });
});
