import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { fontFile } from './fonts';
import type { ReceiptContent } from './receipt-content';

/**
 * The receipt as a PDF on A5, made on the server with pdfkit and Noto Sans Devanagari from the
 * `@fontsource/noto-sans-devanagari` package (its Latin and Devanagari subsets): pdfkit shapes
 * Devanagari as a browser does (conjuncts, the i-matra before its consonant), so Hindi prints
 * right. Text is written in runs, each in the subset that holds its letters.
 */

const FONTS = {
  latin: fontFile('latin', 400, 'woff'),
  latinBold: fontFile('latin', 700, 'woff'),
  deva: fontFile('devanagari', 400, 'woff'),
  devaBold: fontFile('devanagari', 700, 'woff'),
} as const;

/** Letters the Devanagari subset holds: the script, its extensions, the joiners and ₹. */
const DEVANAGARI_RANGES = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cff],
  [0xa8e0, 0xa8ff],
  [0x200c, 0x200d],
  [0x20b9, 0x20b9],
] as const;
const isDevanagariLetter = (char: string) => {
  const code = char.codePointAt(0)!;
  return DEVANAGARI_RANGES.some(([from, to]) => code >= from && code <= to);
};

/** The text cut where it changes between the subsets; spaces go with the run they are in. */
function scriptRuns(text: string): { text: string; isDevanagari: boolean }[] {
  const runs: { text: string; isDevanagari: boolean }[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const isDevanagari = char === ' ' && last ? last.isDevanagari : isDevanagariLetter(char);
    if (last && last.isDevanagari === isDevanagari) last.text += char;
    else runs.push({ text: char, isDevanagari });
  }
  return runs;
}

const MM = 72 / 25.4;
const PAGE = { width: 148 * MM, height: 210 * MM, margin: 12 * MM };
const INK = '#0f172a';
const MUTED = '#475569';
const LINE = '#cbd5e1';

type Doc = InstanceType<typeof PDFDocument>;

interface WriteOptions {
  size: number;
  bold?: boolean;
  color?: string;
  x?: number;
  y?: number;
  width?: number;
  align?: 'left' | 'right' | 'center';
}

/** Writes one text in its script runs, wrapped within `width`; the document's y moves below it. */
function write(doc: Doc, text: string, options: WriteOptions) {
  const runs = scriptRuns(text);
  doc.fillColor(options.color ?? INK).fontSize(options.size);
  runs.forEach((run, i) => {
    const font = run.isDevanagari
      ? options.bold
        ? 'devaBold'
        : 'deva'
      : options.bold
        ? 'latinBold'
        : 'latin';
    doc.font(font);
    const layout = {
      width: options.width,
      align: options.align,
      continued: i < runs.length - 1,
      lineGap: 1,
    };
    if (i === 0 && options.x !== undefined) doc.text(run.text, options.x, options.y, layout);
    else doc.text(run.text, layout);
  });
}

/** Label and value side by side, row after row, with a rule under each. */
function rows(doc: Doc, pairs: [string, string][], left: number, width: number) {
  const labelWidth = width * 0.42;
  for (const [label, value] of pairs) {
    const top = doc.y + 4;
    write(doc, label, { size: 9, color: MUTED, x: left, y: top, width: labelWidth - 8 });
    const labelBottom = doc.y;
    write(doc, value, {
      size: 10,
      bold: true,
      x: left + labelWidth,
      y: top,
      width: width - labelWidth,
    });
    doc.y = Math.max(labelBottom, doc.y) + 4;
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.5)
      .strokeColor(LINE)
      .stroke();
  }
}

/** The QR code of a UPI link, drawn module by module: sharp at any printer's resolution. */
function drawQr(doc: Doc, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + quiet * 2);
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) {
        doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell, cell);
      }
    }
  }
  doc.fill(INK);
}

export function renderReceiptPdf(content: ReceiptContent): Promise<Buffer> {
  const { words, pg } = content;
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: PAGE.margin,
    lang: content.language === 'hi' ? 'hi-IN' : 'en-IN',
    info: { Title: `${content.title} · ${pg.name}`, Author: pg.name },
  });
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = PAGE.margin;
  const width = PAGE.width - PAGE.margin * 2;

  if (content.voided) {
    doc.save();
    doc.rotate(-18, { origin: [PAGE.width / 2, PAGE.height * 0.36] });
    doc.fillOpacity(0.22);
    write(doc, content.voided.stamp, {
      // रद्द is narrower than VOID at one size.
      size: content.language === 'hi' ? 96 : 64,
      bold: true,
      color: '#b91c1c',
      x: 0,
      y: PAGE.height * 0.36 - 40,
      width: PAGE.width,
      align: 'center',
    });
    doc.restore();
  }

  write(doc, pg.name, { size: 16, bold: true, x: left, y: PAGE.margin, width });
  if (pg.address) write(doc, pg.address, { size: 9, color: MUTED, width });
  if (pg.phone) write(doc, `${words.phone}: ${pg.phone}`, { size: 9, color: MUTED, width });
  doc.moveDown(0.4);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(1.5)
    .strokeColor(INK)
    .stroke();
  doc.moveDown(0.6);

  const heading = content.voided ? `${words.receipt} — ${content.voided.stamp}` : words.receipt;
  write(doc, heading, { size: 12, bold: true, x: left, width });
  write(doc, `${words.number} ${content.receiptNumber} · ${words.date} ${content.date}`, {
    size: 9,
    color: MUTED,
    width,
  });
  doc.moveDown(0.4);
  rows(doc, content.payer, left, width);

  const boxTop = doc.y + 10;
  write(doc, words.amount, {
    size: 9,
    color: MUTED,
    x: left + 10,
    y: boxTop + 8,
    width: width - 20,
  });
  write(doc, content.amount, { size: 20, bold: true, width: width - 20 });
  write(doc, content.amountInWords, { size: 10, width: width - 20 });
  const boxBottom = doc.y + 8;
  doc
    .roundedRect(left, boxTop, width, boxBottom - boxTop, 6)
    .lineWidth(0.8)
    .strokeColor(LINE)
    .stroke();
  doc.y = boxBottom + 6;

  rows(doc, content.details, left, width);
  if (content.voided) {
    doc.moveDown(0.5);
    write(doc, content.voided.note, { size: 10, bold: true, color: '#991b1b', x: left, width });
  }
  if (content.upi) {
    const top = doc.y + 12;
    const qrSize = 96;
    drawQr(doc, content.upi.link, left, top, qrSize);
    write(doc, `${words.payRest}: ${content.upi.balance}`, {
      size: 10,
      bold: true,
      x: left + qrSize + 10,
      y: top + 8,
      width: width - qrSize - 10,
    });
    write(doc, words.scan, { size: 9, color: MUTED, width: width - qrSize - 10 });
    doc.y = Math.max(doc.y, top + qrSize);
  }
  doc.moveDown(1);
  write(doc, words.footer, { size: 8, color: MUTED, x: left, width });
  doc.end();
  return done;
}
