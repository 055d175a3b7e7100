import QRCode from 'qrcode';
import { html, trusted } from './html';
import { RECEIPT_FONT_WEIGHTS, receiptFontPath } from './fonts';
import type { ReceiptContent } from './receipt-content';

/**
 * The receipt as a page of its own: printable on A4 and A5 (one column, at most A5's width,
 * centred; `@page` leaves the size to the printer) and readable on a phone. No script: the
 * browser's own Print and Share do the rest. The UPI QR code is inline SVG.
 */
const STYLE = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:#f1f5f9;color:#0f172a;font:16px/1.6 "Receipt Devanagari",system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Devanagari",sans-serif}
main{position:relative;max-width:148mm;margin:16px auto;background:#fff;padding:20px;border:1px solid #e2e8f0;border-radius:12px;overflow:hidden}
header{border-bottom:2px solid #0f172a;padding-bottom:10px;margin-bottom:14px}
h1{font-size:1.35rem;line-height:1.3;margin:0}
header p{margin:2px 0 0;color:#334155;font-size:.9rem}
.title{display:flex;flex-wrap:wrap;justify-content:space-between;gap:4px 16px;align-items:baseline;margin-bottom:12px}
h2{font-size:1.05rem;margin:0;text-transform:uppercase;letter-spacing:.04em}
.meta{margin:0;font-size:.9rem;color:#334155}
.meta b{color:#0f172a;white-space:nowrap}
dl{margin:0}
.rows div{display:flex;gap:12px;padding:6px 0;border-bottom:1px solid #e2e8f0}
.rows dt{flex:0 0 42%;color:#475569;font-size:.9rem}
.rows dd{margin:0;flex:1;font-weight:600;overflow-wrap:anywhere}
.amount{margin:14px 0;padding:12px;background:#f8fafc;border:1px solid #cbd5e1;border-radius:8px}
.amount .label{margin:0;color:#475569;font-size:.9rem}
.amount .figures{margin:2px 0 0;font-size:1.75rem;font-weight:700}
.amount .words{margin:2px 0 0;font-style:italic}
:lang(hi) .amount .words{font-style:normal}
.void{position:absolute;top:34%;left:50%;transform:translate(-50%,-50%) rotate(-18deg);font-size:4.5rem;font-weight:800;letter-spacing:.1em;color:rgba(185,28,28,.28);border:6px solid rgba(185,28,28,.28);border-radius:12px;padding:0 18px;pointer-events:none}
.void-note{margin:12px 0 0;padding:8px 10px;background:#fef2f2;color:#991b1b;border-radius:6px;font-weight:600}
.upi{display:flex;flex-wrap:wrap;gap:12px;align-items:center;margin-top:16px;padding:12px;border:1px dashed #94a3b8;border-radius:8px}
.upi svg{width:132px;height:132px;flex:none}
.upi h3{margin:0;font-size:1rem}
.upi p{margin:4px 0 0;font-size:.9rem}
.upi a{display:inline-block;margin-top:6px;font-weight:600;color:#1d4ed8}
.actions{margin:14px 0 0}
.actions{display:flex;flex-wrap:wrap;gap:8px}
.actions a{display:inline-block;padding:10px 14px;border-radius:8px;background:#0f172a;color:#fff;font-weight:600;text-decoration:none}
.actions a.secondary{background:#fff;color:#0f172a;border:1px solid #94a3b8}
footer{margin-top:16px;color:#64748b;font-size:.8rem}
@media (max-width:480px){main{margin:0;border:0;border-radius:0;padding:16px}.rows div{flex-direction:column;gap:0}.rows dt{flex:none}}
@page{margin:12mm}
@media print{body{background:#fff}main{margin:0 auto;border:0;padding:0}.actions{display:none}.upi a{display:none}}
`;

/**
 * The Devanagari font, from this server: an absolute address, since a receipt opened as a file
 * of its own (the owner's app) has no address of its own to resolve a path against.
 */
function fontFaces(origin: string) {
  return RECEIPT_FONT_WEIGHTS.map(
    (weight) =>
      `@font-face{font-family:"Receipt Devanagari";font-weight:${weight};font-display:swap;` +
      `src:url("${origin}${receiptFontPath(weight)}") format("woff2");` +
      'unicode-range:U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+25CC,U+A830-A839,U+A8E0-A8FF}',
  ).join('');
}

/** The server's origin as the request named it, or none when it is no plain origin. */
function safeOrigin(origin: string | undefined): string {
  if (!origin) return '';
  try {
    const url = new URL(origin);
    return /^https?:$/.test(url.protocol) ? url.origin : '';
  } catch {
    return '';
  }
}

const rows = (pairs: [string, string][]) =>
  html`<dl class="rows">
    ${pairs.map(
      ([label, value]) =>
        html`<div>
          <dt>${label}</dt>
          <dd>${value}</dd>
        </div>`,
    )}
  </dl>`;

export async function renderReceiptHtml(
  content: ReceiptContent,
  options: { origin?: string; pdfHref?: string; accountHref?: string } = {},
): Promise<string> {
  const { words, pg } = content;
  const qr = content.upi
    ? await QRCode.toString(content.upi.link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
    : null;
  const page = html`<!doctype html>
    <html lang="${content.language}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${content.title} · ${pg.name}</title>
        <style>
          ${trusted(fontFaces(safeOrigin(options.origin)) + STYLE)}
        </style>
      </head>
      <body>
        <main>
          ${content.voided && html`<div class="void" aria-hidden="true">${content.voided.stamp}</div>`}
          <header>
            <h1>${pg.name}</h1>
            ${pg.address && html`<p>${pg.address}</p>`}
            ${pg.phone && html`<p>${words.phone}: ${pg.phone}</p>`}
          </header>
          <div class="title">
            <h2>${words.receipt}${content.voided && html` — ${content.voided.stamp}`}</h2>
            <p class="meta">
              ${words.number} <b>${content.receiptNumber}</b> · ${words.date} <b>${content.date}</b>
            </p>
          </div>
          ${rows(content.payer)}
          <section class="amount" aria-label="${words.amount}">
            <p class="label">${words.amount}</p>
            <p class="figures">${content.amount}</p>
            <p class="words">${content.amountInWords}</p>
          </section>
          ${rows(content.details)}
          ${content.voided && html`<p class="void-note">${content.voided.note}</p>`}
          ${
            content.upi &&
            qr &&
            html`<section class="upi">
              ${trusted(qr)}
              <div>
                <h3>${words.payRest}: ${content.upi.balance}</h3>
                <p>${words.scan}</p>
                <a href="${content.upi.link}">${words.openUpi}</a>
              </div>
            </section>`
          }
          ${
            (options.pdfHref || options.accountHref) &&
            html`<p class="actions">
              ${options.pdfHref && html`<a href="${options.pdfHref}" download>${words.download}</a>`}
              ${options.accountHref && html`<a class="secondary" href="${options.accountHref}">${words.account}</a>`}
            </p>`
          }
          <footer>${words.footer}</footer>
        </main>
      </body>
    </html> `;
  return page.text;
}
