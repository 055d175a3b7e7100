import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { actingAs, registerAdmin } from '../../../test/test-app';
import { app, owner, pay, setUpReceiptsApp, tenantWithRent } from './receipts-test-setup';

/**
 * The receipt of a payment, as a web page and as a PDF: what it shows, in the tenant's
 * language, and the Devanagari font the page loads.
 */
setUpReceiptsApp();

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
      'href="upi://pay?pa=lotus.pg@okaxis&amp;pn=Lotus%20Rooms&amp;am=200.00&amp;cu=INR&amp;tn=Rent%20%C2%B7%20March%202025"',
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

describe('the balance due a receipt shows', () => {
  it('is what was left when the payment was made: an earlier void or a new amount leaves it as given', async () => {
    // ₹5,200 due: A pays ₹1,000, then B ₹1,200, leaving ₹3,000.
    const { rent, tenant } = await tenantWithRent(owner);
    const a = (await pay(rent._id, { amount: 1000, paymentDate: '2025-03-06' })).payment;
    const b = (await pay(rent._id, { amount: 1200, paymentDate: '2025-03-07' })).payment;
    const link = (await owner.post(`/tenants/${tenant._id}/share-link`, {})).json().url as string;
    const shared = `/api/v1/shared/${link.split('/t/')[1]}/receipts/${b._id}`;
    // The owner's page and PDF, and the tenant's own page and PDF, all say the same.
    const receiptOfB = async () => {
      const [page, pdf, sharedPage, sharedPdf] = await Promise.all([
        owner.get(`/payments/${b._id}/receipt`),
        owner.get(`/payments/${b._id}/receipt.pdf`),
        app.inject({ url: shared }),
        app.inject({ url: `${shared}.pdf` }),
      ]);
      return {
        page: page.body.match(/<dt>Balance due after this payment<\/dt>\s*<dd>([^<]*)<\/dd>/)?.[1],
        sharedPage: sharedPage.body.match(
          /<dt>Balance due after this payment<\/dt>\s*<dd>([^<]*)<\/dd>/,
        )?.[1],
        pdf: (await pdfText(pdf.rawPayload)).match(
          /Balance due after this payment ₹?([\d,]+)/,
        )?.[1],
        sharedPdf: (await pdfText(sharedPdf.rawPayload)).match(
          /Balance due after this payment ₹?([\d,]+)/,
        )?.[1],
      };
    };
    const asGiven = { page: '₹3,000', sharedPage: '₹3,000', pdf: '3,000', sharedPdf: '3,000' };
    expect(await receiptOfB()).toEqual(asGiven);

    const voided = await owner.post(`/payments/${a._id}/void`, { reason: 'Entered twice' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().rent).toMatchObject({ amount: 5200, amountPaid: 1200 });
    expect(await receiptOfB()).toEqual(asGiven);

    const edited = await owner.put(`/rents/${rent._id}`, {
      tenantId: tenant._id,
      amount: 6000,
      month: 3,
      year: 2025,
      dueDate: '2025-03-05',
      isPaid: false,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await receiptOfB()).toEqual(asGiven);

    // A voided payment's receipt shows no balance, as before.
    const receiptOfA = (await owner.get(`/payments/${a._id}/receipt`)).body;
    expect(receiptOfA).toContain('VOID');
    expect(receiptOfA).not.toContain('Balance due after this payment');
  });
});

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
