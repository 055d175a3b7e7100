import {
  type AadhaarMarker,
  type AadhaarPictureFields,
  type AadhaarQrReading,
  type AadhaarTextReading,
  EMPTY_AADHAAR_FIELDS,
  findAadhaarMarkers,
  formatAadhaar,
  isPlausibleAadhaar,
  looksLikeAadhaar,
  mergeAadhaarReadings,
  normalizeAadhaar,
  numberCovers,
  parseAadhaarText,
  type TextBox,
} from '@nivas/domain';
import { decodeImage } from '../images';
import type { Point } from './find-card';
import { toPgm, turnBack, type Turn, unturnPoint } from './grey-image';
import {
  recognizeDigits,
  recognizeText,
  startOcrWorker,
  stopOcrWorker,
  type TextLine,
} from './ocr-worker';
import { turnFromQr } from './orientation';
import {
  drawForReading,
  imageDataOf,
  imageDataOfCard,
  paintOutOnCard,
  prepareCard,
} from './prepare-image';
import { readAadhaarQr } from './read-qr';

/**
 * Reads an Aadhaar card, or one side of it, from a photo or scan, entirely in the browser:
 * nothing is sent to any server (SPEC §7). First the QR code, whose fields are exact and whose
 * corners say which way the card lies; then the card found, drawn flat and evened out; then
 * text recognition, turning the picture when what it reads makes no sense the way it lies.
 * Loaded only when the wizard's Aadhaar step opens.
 */

export interface CardReading {
  /** The fields read (blanks for those not found), and which the QR code gave. */
  picture: AadhaarPictureFields;
  /** False for a picture with none of an Aadhaar card's marks: its fields are left blank. */
  isCard: boolean;
  /** Whether any print was read at all (a blank or black picture has none). */
  hasText: boolean;
  markers: AadhaarMarker[];
  qr: AadhaarQrReading['kind'] | null;
  /** How far the card was turned from upright (clockwise). */
  turn: Turn;
  text: string;
  /**
   * What to black out for the masked copy (the number's first eight digits wherever it is
   * printed, and an XML QR code, which holds the whole number), as polygons in fractions of
   * the picture's width and height. Null when no printed number was found: nothing then says
   * where it is, and the picture is not kept.
   */
  masks: Point[][] | null;
  timings: { qrMs: number; prepareMs: number; ocrMs: number; passes: number };
}

export { startOcrWorker as warmUpCardReader, stopOcrWorker as stopCardReader };

/** The quarter turns tried after the first, relative to it, until the print makes sense. */
const FALLBACK_TURNS: Turn[] = [0, 180, 90, 270];

interface Pass {
  turn: Turn;
  /** The picture as text recognition got it. */
  pgm: Uint8Array;
  size: { width: number; height: number };
  text: string;
  confidence: number;
  lines: TextLine[];
  reading: AadhaarTextReading;
}

/** Lines that may hold the card number: digits enough, and not a date, a VID or an address. */
const NOT_NUMBER_LINE = /VID|DOB|D0B|008|जन्म|birth|[,/:]|(?<!\d)\d{6}(?!\d)/i;

/**
 * The card number read again, digits only, line by line, when the whole card's reading gave
 * none with a valid check digit: '' when that finds none either. With a Secure QR code, the
 * number must end in the four digits it holds.
 */
async function readNumberAgain(pass: Pass, lastFour: string): Promise<string> {
  const lines = pass.lines
    .filter(({ text }) => (text.match(/\d/g)?.length ?? 0) >= 6 && !NOT_NUMBER_LINE.test(text))
    .slice(-2);
  for (const { box, text } of lines) {
    const pad = Math.round(box.height * 0.3);
    const left = Math.max(0, box.left - pad * 2);
    const top = Math.max(0, box.top - pad);
    const digits = (
      await recognizeDigits(pass.pgm, {
        left,
        top,
        width: Math.min(pass.size.width - left, box.width + pad * 4),
        height: Math.min(pass.size.height - top, box.height + pad * 2),
      })
    ).replace(/\D/g, '');
    // Twelve digits exactly, keeping every group of four the first reading did get right: a
    // check digit alone passes one misreading in ten.
    const groups = text.match(/(?<!\d)\d{4}(?!\d)/g) ?? [];
    if (
      digits.length === 12 &&
      isPlausibleAadhaar(digits) &&
      digits.endsWith(lastFour) &&
      groups.every((group) => digits.includes(group))
    )
      return digits;
  }
  return '';
}

export async function readAadhaarCard(image: Blob): Promise<CardReading> {
  const bitmap = await decodeImage(image);
  const t0 = performance.now();
  let picture;
  try {
    // The decoded picture, not the file, so that the QR code's corners and the text image
    // agree however the phone stored its rotation.
    picture = drawForReading(bitmap);
  } finally {
    bitmap.close();
  }
  let qr = await readAadhaarQr(imageDataOf(picture)).catch(() => null);
  const qrTurn = qr ? turnFromQr(qr.corners) : null;
  let qrCorners: Point[] | null = qr?.corners ?? null;
  const t1 = performance.now();

  const prepared = prepareCard(picture, qr?.corners ?? null, qrTurn);
  let { card } = prepared;
  let turns = FALLBACK_TURNS;
  if (!qr) {
    // A second look on the card drawn flat, evened out and sharpened: a blurred or small code
    // the photo hid. Quick when there is none.
    qr = await readAadhaarQr(imageDataOfCard(card)).catch(() => null);
    if (qr) {
      card = paintOutOnCard(card, qr.corners);
      qrCorners = qr.corners.map(prepared.toPicture);
      const turn = turnFromQr(qr.corners);
      turns = [turn, ...FALLBACK_TURNS.filter((t) => t !== turn)];
    }
  }
  const t2 = performance.now();
  const passes: Pass[] = [];
  for (const turn of turns) {
    const image = turnBack(card, turn);
    const pgm = toPgm(image);
    const { text, confidence, lines } = await recognizeText(pgm);
    const size = { width: image.width, height: image.height };
    passes.push({ turn, pgm, size, text, confidence, lines, reading: parseAadhaarText(text) });
    if (makesSense(passes.at(-1)!, qr !== null)) break;
  }
  const best = passes.reduce((a, b) => (score(b) > score(a) ? b : a));
  if (!isPlausibleAadhaar(best.reading.fields.aadhaarNumber)) {
    const number = await readNumberAgain(best, qr?.reading.lastFourDigits ?? '');
    if (number) {
      best.reading.fields.aadhaarNumber = formatAadhaar(number);
      best.reading.numberCandidates.unshift(number);
    }
  }
  const t3 = performance.now();

  const markers = findAadhaarMarkers(best.text, qr !== null);
  const isCard = looksLikeAadhaar(markers, best.text);
  const fields = isCard
    ? mergeAadhaarReadings(best.reading, qr?.reading ?? null)
    : { fields: { ...EMPTY_AADHAAR_FIELDS }, fromQr: [] };
  const lastFour =
    normalizeAadhaar(fields.fields.aadhaarNumber)?.slice(-4) ?? qr?.reading.lastFourDigits ?? '';
  // From the recognised picture's pixels to fractions of the photo's.
  const { width, height } = picture.ctx.canvas;
  const toPhoto = (p: Point): Point => {
    const onCard = prepared.toPicture(unturnPoint(p, best.turn, best.size.width, best.size.height));
    return { x: onCard.x / width, y: onCard.y / height };
  };
  const covers = isCard ? numberCovers(best.lines, lastFour) : [];
  const masks = covers.length
    ? [
        ...covers.map((box) => corners(box).map(toPhoto)),
        ...(qr?.reading.kind === 'xml' && qrCorners
          ? [widened(qrCorners).map((p) => ({ x: p.x / width, y: p.y / height }))]
          : []),
      ]
    : null;
  return {
    picture: fields,
    isCard,
    hasText: best.text.replace(/[^\p{L}\p{N}]/gu, '').length >= 20,
    markers,
    qr: qr?.reading.kind ?? null,
    turn: ((prepared.turn + best.turn) % 360) as Turn,
    text: best.text,
    masks,
    timings: { qrMs: t1 - t0, prepareMs: t2 - t1, ocrMs: t3 - t2, passes: passes.length },
  };
}

const corners = ({ left, top, width, height }: TextBox): Point[] => [
  { x: left, y: top },
  { x: left + width, y: top },
  { x: left + width, y: top + height },
  { x: left, y: top + height },
];

/** A QR code's corners a little beyond its edge (its quiet zone, the reader's rounding). */
function widened(points: readonly Point[]): Point[] {
  const cx = points.reduce((s, p) => s + p.x, 0) / points.length;
  const cy = points.reduce((s, p) => s + p.y, 0) / points.length;
  return points.map((p) => ({ x: cx + (p.x - cx) * 1.15, y: cy + (p.y - cy) * 1.15 }));
}

const filledFields = ({ fields }: AadhaarTextReading) =>
  Object.values(fields).filter((value) => value !== '').length;

/**
 * Print read the right way up: a number with a valid check digit, or a card's marks and
 * details, or (a document that is no card) text read with confidence.
 */
function makesSense(pass: Pass, hasQr: boolean): boolean {
  if (hasQr) return true;
  const { reading, confidence, text } = pass;
  const isCardLike = looksLikeAadhaar(reading.markers, text);
  // A number with a valid check digit may come out of print read upside down, once in ten.
  if (isPlausibleAadhaar(reading.fields.aadhaarNumber) && (isCardLike || confidence >= 50))
    return true;
  if (isCardLike && filledFields(reading) >= 2) return true;
  return confidence >= 75 && text.replace(/\s/g, '').length >= 40;
}

function score({ reading, confidence, text }: Pass): number {
  return (
    (isPlausibleAadhaar(reading.fields.aadhaarNumber) ? 4 : 0) +
    (looksLikeAadhaar(reading.markers, text) ? 2 : 0) +
    filledFields(reading) +
    confidence / 50
  );
}
