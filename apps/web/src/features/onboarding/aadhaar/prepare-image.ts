/**
 * Getting a photo of a card ready for text recognition: the QR code painted out once it is
 * read (its hundreds of little squares cost time and come back as junk text); the card found
 * and drawn flat when it lies on a table at an angle, or else the picture straightened by the
 * few degrees it leans; turned a quarter turn when its lines of print run up the picture; at a
 * size where the card's small print is 25–35 px tall; the light evened out; and sharpened when
 * the photo is blurred.
 */

import { evenOutLight } from './even-light';
import { findCardQuad, type Point, type Quad } from './find-card';
import {
  canvasContext,
  type GreyImage,
  greyFromCanvas,
  greyToCanvas,
  shrink,
  turnBack,
  type Turn,
  unturnPoint,
} from './grey-image';
import { estimateSkew, linesRunAcross } from './orientation';
import { edgeSteepness, unsharpMask } from './sharpen';
import { flatSize, flatToSource, warpQuad } from './warp';

/** The longest side the QR reader and the card finder get: enough for a dense Secure QR. */
export const WORK_LONG_SIDE = 2000;
/** The card's longest side for text recognition, once found and drawn flat. */
const CARD_LONG_SIDE = 1150;
/** The whole picture's longest side for text recognition, when no card edge was found. */
const PICTURE_LONG_SIDE = 1260;
const MEASURE_LONG_SIDE = 400;
const BLURRED_STEEPNESS = 125;

/** The picture drawn once at the working size; `scale` from the original to it. */
export interface WorkPicture {
  ctx: OffscreenCanvasRenderingContext2D;
  scale: number;
}

export function drawForReading(bitmap: ImageBitmap): WorkPicture {
  const scale = Math.min(1, WORK_LONG_SIDE / Math.max(bitmap.width, bitmap.height));
  const ctx = canvasContext(
    Math.max(1, Math.round(bitmap.width * scale)),
    Math.max(1, Math.round(bitmap.height * scale)),
  );
  ctx.drawImage(bitmap, 0, 0, ctx.canvas.width, ctx.canvas.height);
  return { ctx, scale };
}

export function imageDataOf({ ctx }: WorkPicture): ImageData {
  return ctx.getImageData(0, 0, ctx.canvas.width, ctx.canvas.height);
}

export interface PreparedCard {
  /** Lines of print across, upright unless text recognition finds otherwise. */
  card: GreyImage;
  /** How far the card was turned back already (the QR code's turn, or a guess from the print). */
  turn: Turn;
  /** Whether the card's edges were found (and it was drawn flat). */
  isFound: boolean;
  /**
   * Where a point of `card` lies in the working picture: what is read on the card (the number)
   * can be found again on the photo, to be blacked out there.
   */
  toPicture: (p: Point) => Point;
}

/**
 * `qrCorners` (in the working picture's pixels) are painted out; `qrTurn`, the turn the QR
 * code shows, is trusted over the lines of print.
 */
export function prepareCard(
  picture: WorkPicture,
  qrCorners: readonly Point[] | null,
  qrTurn: Turn | null,
): PreparedCard {
  if (qrCorners) paintOut(picture.ctx, qrCorners);
  const grey = greyFromCanvas(picture.ctx);
  const small = shrink(grey, MEASURE_LONG_SIDE);
  const quad = findCardQuad(small);
  let card: GreyImage;
  let turn: Turn;
  let toPicture: (p: Point) => Point;
  if (quad) {
    const k = grey.width / small.width;
    const corners = quad.map((p) => ({ x: p.x * k, y: p.y * k })) as Quad;
    const { width, height } = flatSize(corners, CARD_LONG_SIDE);
    const flat = evenOutLight(warpQuad(grey, corners, width, height));
    turn = qrTurn ?? (linesRunAcross(shrink(flat, MEASURE_LONG_SIDE)) ? 0 : 90);
    card = turnBack(flat, turn);
    const toPhoto = flatToSource(corners, width, height);
    const turned = { turn, width: card.width, height: card.height };
    toPicture = (p) => toPhoto(unturnPoint(p, turned.turn, turned.width, turned.height));
  } else {
    // Light evened out first: a shadow's edge would pass for a line of print.
    const drawn = drawTurned(picture.ctx.canvas, 0, PICTURE_LONG_SIDE);
    const even = evenOutLight(drawn.image);
    const measure = shrink(even, MEASURE_LONG_SIDE);
    turn = qrTurn ?? (linesRunAcross(measure) ? 0 : 90);
    const skew = estimateSkew(turnBack(measure, turn));
    if (turn === 0 && skew === 0) {
      card = even;
      toPicture = drawn.toSource;
    } else {
      const straightened = drawTurned(greyToCanvas(even).canvas, turn + skew, PICTURE_LONG_SIDE);
      card = straightened.image;
      toPicture = (p) => drawn.toSource(straightened.toSource(p));
    }
  }
  // Print in focus changes from paper to ink by 140 or more grey levels over two pixels (about
  // 200 when clean); a blurred photo's by under 110.
  if (edgeSteepness(card) < BLURRED_STEEPNESS) card = unsharpMask(card, 2.5, 1.2);
  return { card, turn, isFound: quad !== null, toPicture };
}

/** The card's pixels for the QR reader, for a second look when the photo's own gave nothing. */
export function imageDataOfCard(card: GreyImage): ImageData {
  return greyToCanvas(card).getImageData(0, 0, card.width, card.height);
}

/** The card with a QR code found on it painted out. */
export function paintOutOnCard(card: GreyImage, corners: readonly Point[]): GreyImage {
  const ctx = greyToCanvas(card);
  paintOut(ctx, corners);
  return greyFromCanvas(ctx);
}

/** White over the QR code, a little beyond its corners (its quiet zone, the reader's rounding). */
function paintOut(ctx: OffscreenCanvasRenderingContext2D, corners: readonly Point[]) {
  const cx = corners.reduce((s, p) => s + p.x, 0) / corners.length;
  const cy = corners.reduce((s, p) => s + p.y, 0) / corners.length;
  ctx.fillStyle = '#fff';
  ctx.beginPath();
  for (const p of corners) ctx.lineTo(cx + (p.x - cx) * 1.12, cy + (p.y - cy) * 1.12);
  ctx.closePath();
  ctx.fill();
}

/**
 * The picture turned back by `degrees` (clockwise turn of the card), at `longSide`, and where
 * each of its points came from in `source`.
 */
function drawTurned(
  source: OffscreenCanvas,
  degrees: number,
  longSide: number,
): { image: GreyImage; toSource: (p: Point) => Point } {
  const scale = longSide / Math.max(source.width, source.height);
  const across = Math.abs(Math.round(degrees / 90)) % 2 === 0;
  const width = Math.round((across ? source.width : source.height) * scale);
  const height = Math.round((across ? source.height : source.width) * scale);
  const ctx = canvasContext(width, height);
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.imageSmoothingQuality = 'high';
  const angle = (-degrees * Math.PI) / 180;
  ctx.translate(width / 2, height / 2);
  ctx.rotate(angle);
  ctx.scale(scale, scale);
  ctx.translate(-source.width / 2, -source.height / 2);
  ctx.drawImage(source, 0, 0);
  // The same steps undone, last first.
  const cos = Math.cos(-angle);
  const sin = Math.sin(-angle);
  const toSource = ({ x, y }: Point): Point => {
    const dx = x - width / 2;
    const dy = y - height / 2;
    return {
      x: (dx * cos - dy * sin) / scale + source.width / 2,
      y: (dx * sin + dy * cos) / scale + source.height / 2,
    };
  };
  return { image: greyFromCanvas(ctx), toSource };
}
