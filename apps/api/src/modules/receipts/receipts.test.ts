import { PDFParse } from 'pdf-parse';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { brokenInvariants } from '../../../test/database-checks';
import {
  actingAs,
  createTestApp,
  registerAdmin,
  roomBody,
  tenantBody,
} from '../../../test/test-app';

let app: App;
let owner: ReturnType<typeof actingAs>;

beforeAll(async () => {
  app = await createTestApp();
  owner = actingAs(
    app,
    await registerAdmin(app, {
      pgName: 'Sunrise PG',
      address: '12 MG Road, Bengaluru',
      phone: '9876543210',
    }),
  );
});
afterAll(async () => {
  await app.close();
});
afterEach(async () => {
  expect(await brokenInvariants(app.db)).toEqual({});
});

let floor = 0;
/** A tenant on bed 2 of their own room, with a rent of ₹5,200 for March 2025. */
async function tenantWithRent(
  as = owner,
  overrides: Record<string, unknown> = {},
  rent: { month?: number; year?: number; amount?: number } = {},
) {
  floor += 1;
  const room = (
    await as.post('/rooms', roomBody({ floorNumber: floor, roomNumber: `R${floor}`, capacity: 2 }))
  ).json().data;
  const tenant = (
    await as.post('/tenants', tenantBody(room._id, 2, { name: `Tenant ${floor}`, ...overrides }))
  ).json().data;
  const created = await as.post('/rents', {
    tenantId: tenant._id,
    amount: rent.amount ?? 5200,
    month: rent.month ?? 3,
    year: rent.year ?? 2025,
    dueDate: `${rent.year ?? 2025}-${String(rent.month ?? 3).padStart(2, '0')}-05`,
  });
  expect(created.statusCode, created.body).toBe(201);
  return { room, tenant, rent: created.json().data };
}

async function pay(rentId: string, body: Record<string, unknown>, as = owner) {
  const response = await as.put(`/rents/${rentId}/pay`, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const receiptNumbers = (payments: { receiptNumber: string }[]) =>
  payments.map((p) => p.receiptNumber);

describe('receipt numbers', () => {
  it('numbers every payment, rents and charges alike, in one sequence of the PG and year, on every answer', async () => {
    const pg = actingAs(app, await registerAdmin(app));
    const { tenant, rent } = await tenantWithRent(pg);
    const first = await pay(rent._id, { amount: 1000, paymentDate: '2025-03-02' }, pg);
    expect(first.payment.receiptNumber).toBe('RCPT-2025-000001');
    const charge = (
      await pg.post(`/tenants/${tenant._id}/charges`, {
        kind: 'water',
        amount: 300,
        date: '2025-03-01',
        dueDate: '2025-03-05',
      })
    ).json().data;
    const paidCharge = await pg.put(`/charges/${charge._id}/pay`, {
      amount: 300,
      paymentDate: '2025-03-03',
    });
    expect(paidCharge.json().payment.receiptNumber).toBe('RCPT-2025-000002');
    await pay(rent._id, { amount: 4200, paymentDate: '2025-03-04' }, pg);

    expect(receiptNumbers((await pg.get(`/rents/${rent._id}/payments`)).json().data)).toEqual([
      'RCPT-2025-000001',
      'RCPT-2025-000003',
    ]);
    expect(receiptNumbers((await pg.get(`/charges/${charge._id}/payments`)).json().data)).toEqual([
      'RCPT-2025-000002',
    ]);
    const account = (await pg.get(`/tenants/${tenant._id}/account`)).json().data;
    expect(receiptNumbers(account.payments)).toEqual([
      'RCPT-2025-000003',
      'RCPT-2025-000002',
      'RCPT-2025-000001',
    ]);
  });

  it("starts again at 1 in each year of the payment's date, and each PG has its own", async () => {
    const pg = actingAs(app, await registerAdmin(app));
    const { rent } = await tenantWithRent(pg);
    const december = await pay(rent._id, { amount: 100, paymentDate: '2024-12-31' }, pg);
    const january = await pay(rent._id, { amount: 100, paymentDate: '2025-01-01' }, pg);
    expect([december.payment.receiptNumber, january.payment.receiptNumber]).toEqual([
      'RCPT-2024-000001',
      'RCPT-2025-000001',
    ]);
    const other = actingAs(app, await registerAdmin(app));
    const theirs = await tenantWithRent(other);
    expect(
      (await pay(theirs.rent._id, { amount: 100, paymentDate: '2025-02-01' }, other)).payment
        .receiptNumber,
    ).toBe('RCPT-2025-000001');
  });

  it('stay unique and gapless under 20 parallel payments, refused ones taking no number', async () => {
    const pg = actingAs(app, await registerAdmin(app));
    const dues = [];
    for (let i = 0; i < 10; i += 1)
      dues.push((await tenantWithRent(pg, {}, { amount: 1000 })).rent);
    // Each rent is paid in full twice at once: one payment of each pair wins, the other is
    // refused (already paid, or more than the balance) and must leave no gap behind it.
    const answers = await Promise.all(
      dues.flatMap((rent) =>
        [1, 2].map(() =>
          pg.put(`/rents/${rent._id}/pay`, { amount: 1000, paymentDate: '2025-03-10' }),
        ),
      ),
    );
    expect(answers).toHaveLength(20);
    const paid = answers.filter((a) => a.statusCode === 200);
    expect(paid).toHaveLength(10);
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.statusCode)).toEqual(
      Array(10).fill(409),
    );
    // 20 more, each on a rent of its own: all recorded.
    const more = [];
    for (let i = 0; i < 20; i += 1) more.push((await tenantWithRent(pg, {}, { amount: 500 })).rent);
    const moreAnswers = await Promise.all(
      more.map((rent) => pg.put(`/rents/${rent._id}/pay`, { paymentDate: '2025-03-11' })),
    );
    expect(moreAnswers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const numbers = [...paid, ...moreAnswers].map((a) => a.json().payment.receiptNumber as string);
    expect(new Set(numbers).size).toBe(30);
    expect(numbers.map((n) => Number(n.slice(-6))).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
  });

  it('keeps a voided payment’s number and never gives it again', async () => {
    const pg = actingAs(app, await registerAdmin(app));
    const { rent } = await tenantWithRent(pg);
    const first = await pay(rent._id, { amount: 1000, paymentDate: '2025-03-02' }, pg);
    const voided = await pg.post(`/payments/${first.payment._id}/void`, { reason: 'Wrong amount' });
    expect(voided.json().data.receiptNumber).toBe('RCPT-2025-000001');
    const again = await pay(rent._id, { amount: 1500, paymentDate: '2025-03-02' }, pg);
    expect(again.payment.receiptNumber).toBe('RCPT-2025-000002');
  });
});

describe('GET /api/v1/payments/{id}/receipt', () => {
  it('shows the PG, the tenant, room and bed, what was paid for, the amount in figures and words, method, reference, balance and date', async () => {
    const { rent, tenant, room } = await tenantWithRent(owner, { name: 'Asha Verma' });
    const { payment } = await pay(rent._id, {
      amount: 2000,
      paymentMethod: 'UPI',
      paymentReference: '412345678901',
      paymentDate: '2025-03-06',
    });
    const response = await owner.get(`/payments/${payment._id}/receipt`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const page = response.body;
    for (const text of [
      '<html lang="en">',
      'Sunrise PG',
      '12 MG Road, Bengaluru',
      '9876543210',
      payment.receiptNumber,
      '6 Mar 2025',
      'Asha Verma',
      `${room.roomNumber} (Floor ${room.floorNumber})`,
      /<dt>Bed<\/dt>\s*<dd>2<\/dd>/,
      'Rent · March 2025',
      '₹2,000',
      'Rupees Two Thousand Only',
      /<dd>UPI<\/dd>/,
      '412345678901',
      /<dt>Balance due after this payment<\/dt>\s*<dd>₹3,200<\/dd>/,
    ]) {
      expect(page).toMatch(text);
    }
    expect(page).not.toContain('VOID');
    // No UPI ID is set: no QR code for the balance.
    expect(page).not.toContain('<svg');
    expect(tenant.language).toBe('en');
  });

  it("is in the tenant's language: Hindi words, months and amount", async () => {
    const { rent } = await tenantWithRent(owner, { name: 'Ravi Kumar', language: 'hi' });
    const { payment } = await pay(rent._id, { paymentDate: '2025-03-06' });
    const page = (await owner.get(`/payments/${payment._id}/receipt`)).body;
    for (const text of [
      '<html lang="hi">',
      'भुगतान की रसीद',
      'किराया · मार्च 2025',
      '6 मार्च 2025',
      '₹5,200',
      'पाँच हज़ार दो सौ रुपये मात्र',
      /<dd>नकद<\/dd>/,
      '₹0 (पूरा भुगतान हो गया)',
    ]) {
      expect(page).toMatch(text);
    }
    // The owner may print it in English too.
    const english = (await owner.get(`/payments/${payment._id}/receipt?lang=en`)).body;
    expect(english).toContain('Rupees Five Thousand Two Hundred Only');
  });

  it.each([
    [0.5, 'Fifty Paise Only', 'पचास पैसे मात्र'],
    [5200, 'Rupees Five Thousand Two Hundred Only', 'पाँच हज़ार दो सौ रुपये मात्र'],
    [100000, 'Rupees One Lakh Only', 'एक लाख रुपये मात्र'],
    [
      1234567.89,
      'Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven and Eighty Nine Paise Only',
      'बारह लाख चौंतीस हज़ार पाँच सौ सड़सठ रुपये और नवासी पैसे मात्र',
    ],
  ])('says ₹%s in words, in English and in Hindi', async (amount, english, hindi) => {
    const { rent } = await tenantWithRent(owner, {}, { amount });
    const { payment } = await pay(rent._id, { amount, paymentDate: '2025-03-06' });
    const receipt = (lang: string) => owner.get(`/payments/${payment._id}/receipt?lang=${lang}`);
    expect((await receipt('en')).body).toContain(english);
    expect((await receipt('hi')).body).toContain(hindi);
  });

  it('shows VOID with when and why on a voided payment, and no balance', async () => {
    const { rent } = await tenantWithRent(owner);
    const { payment } = await pay(rent._id, { amount: 700, paymentDate: '2025-03-06' });
    await owner.post(`/payments/${payment._id}/void`, { reason: 'Cheque bounced' });
    const page = (await owner.get(`/payments/${payment._id}/receipt`)).body;
    expect(page).toContain('class="void"');
    expect(page).toMatch(/Voided on \d+ \w{3} \d{4}: Cheque bounced/);
    expect(page).toContain(payment.receiptNumber);
    expect(page).not.toContain('Balance due after this payment');
  });

  it('offers the balance of a part payment by UPI, as a link and a QR code, once the PG has a UPI ID', async () => {
    const pg = actingAs(app, await registerAdmin(app, { pgName: 'Lotus PG' }));
    await pg.put('/settings', { upiId: 'lotus.pg@okaxis', payeeName: 'Lotus Rooms' });
    const { rent } = await tenantWithRent(pg);
    const { payment } = await pay(rent._id, { amount: 5000, paymentDate: '2025-03-06' }, pg);
    const page = (await pg.get(`/payments/${payment._id}/receipt`)).body;
    expect(page).toContain(
      'href="upi://pay?pa=lotus.pg%40okaxis&amp;pn=Lotus%20Rooms&amp;am=200.00&amp;cu=INR&amp;tn=Rent%20%C2%B7%20March%202025"',
    );
    expect(page).toContain('<svg');
    expect(page).toContain('Pay the balance by UPI: ₹200');
    // Paid in full: nothing to pay, no QR.
    const { payment: last } = await pay(rent._id, { paymentDate: '2025-03-07' }, pg);
    expect((await pg.get(`/payments/${last._id}/receipt`)).body).not.toContain('<svg');
  });

  it('escapes what owners and tenants typed', async () => {
    const { rent } = await tenantWithRent(owner, { name: 'Bobby <b>Tables</b>' });
    const { payment } = await pay(rent._id, {
      paymentReference: '"><script>alert(1)</script>',
      paymentDate: '2025-03-06',
    });
    const page = (await owner.get(`/payments/${payment._id}/receipt`)).body;
    expect(page).not.toContain('<script>');
    expect(page).toContain('Bobby &lt;b&gt;Tables&lt;/b&gt;');
  });

  it('answers 404 for an unknown payment, 400 for an unknown language, 401 without a token', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await owner.get(`/payments/${unknown}/receipt`)).statusCode).toBe(404);
    expect((await owner.get(`/payments/not-an-id/receipt.pdf`)).statusCode).toBe(404);
    const { rent } = await tenantWithRent(owner);
    const { payment } = await pay(rent._id, { amount: 10, paymentDate: '2025-03-06' });
    const wrongLanguage = await owner.get(`/payments/${payment._id}/receipt?lang=fr`);
    expect(wrongLanguage.statusCode).toBe(400);
    expect(wrongLanguage.json().error).toMatch(/lang must be one of en, hi/);
    const signedOut = await app.inject({ url: `/api/v1/payments/${payment._id}/receipt` });
    expect(signedOut.statusCode).toBe(401);
  });
});

/** The text of a PDF as a PDF reader finds it, whitespace made single spaces. */
async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

describe('GET /api/v1/payments/{id}/receipt.pdf', () => {
  it('is a PDF a reader opens, with the amount in figures and in words', async () => {
    const { rent } = await tenantWithRent(owner, { name: 'Meera Nair' });
    const { payment } = await pay(rent._id, { paymentDate: '2025-03-06' });
    const response = await owner.get(`/payments/${payment._id}/receipt.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="${payment.receiptNumber}.pdf"`,
    );
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('5,200');
    expect(text).toContain('Rupees Five Thousand Two Hundred Only');
    expect(text).toContain('Meera Nair');
    expect(text).toContain(payment.receiptNumber);
  });

  it('prints Hindi: the words of the amount and the labels come back from the PDF', async () => {
    const { rent } = await tenantWithRent(owner, { language: 'hi' });
    const { payment } = await pay(rent._id, { amount: 1200, paymentDate: '2025-03-06' });
    await owner.post(`/payments/${payment._id}/void`, { reason: 'गलत राशि' });
    const text = await pdfText(
      (await owner.get(`/payments/${payment._id}/receipt.pdf`)).rawPayload,
    );
    expect(text).toContain('1,200');
    // A PDF reader gives the letters back in the order the glyphs are drawn, so a word with a
    // vowel sign drawn before its consonant (ि) or a reph (र्) reads otherwise: these have none.
    for (const word of ['एक हज़ार दो सौ', 'मात्र', 'भुगतान की रसीद', 'रद्द', 'नकद', 'गलत']) {
      expect(text, text).toContain(word);
    }
  });
});

describe('recording a UPI payment', () => {
  it('warns, without refusing, when the reference is not a 12-digit UPI transaction id', async () => {
    const { rent, tenant } = await tenantWithRent(owner);
    const doubtful = await pay(rent._id, {
      amount: 100,
      paymentMethod: 'UPI',
      paymentReference: 'T2311',
    });
    expect(doubtful.warnings).toEqual([
      'The reference does not look like a UPI transaction id (12 digits)',
    ]);
    expect(doubtful.payment).toMatchObject({ method: 'UPI', reference: 'T2311', amount: 100 });
    const good = await pay(rent._id, {
      amount: 100,
      paymentMethod: 'UPI',
      paymentReference: '412345678901',
    });
    expect(good.warnings).toEqual([]);
    expect((await pay(rent._id, { amount: 100, paymentMethod: 'Cash' })).warnings).toEqual([]);

    const charge = (
      await owner.post(`/tenants/${tenant._id}/charges`, {
        kind: 'mess',
        amount: 900,
        date: '2025-03-01',
        dueDate: '2025-03-05',
      })
    ).json().data;
    const chargePaid = await owner.put(`/charges/${charge._id}/pay`, { paymentMethod: 'UPI' });
    expect(chargePaid.statusCode).toBe(200);
    expect(chargePaid.json().warnings).toEqual(['No UPI transaction id was given (12 digits)']);
  });
});

describe('the receipt page’s Devanagari font', () => {
  it('is loaded from this server by its full address, and served to anyone, kept for a year', async () => {
    const { rent } = await tenantWithRent(owner, { language: 'hi' });
    const { payment } = await pay(rent._id, { amount: 10, paymentDate: '2025-03-06' });
    const page = (await owner.get(`/payments/${payment._id}/receipt`)).body;
    expect(page).toContain(
      'src:url("http://localhost/api/v1/fonts/noto-sans-devanagari-400.woff2") format("woff2")',
    );
    const font = await app.inject({ url: '/api/v1/fonts/noto-sans-devanagari-700.woff2' });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(font.rawPayload.subarray(0, 4).toString()).toBe('wOF2');
    expect(
      (await app.inject({ url: '/api/v1/fonts/noto-sans-devanagari-300.woff2' })).statusCode,
    ).toBe(404);
  });
});
