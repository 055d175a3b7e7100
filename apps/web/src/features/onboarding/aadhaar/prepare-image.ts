/**
 * Getting a photo of a card ready for text recognition, in a canvas: straightened, at a size
 * where the card's small print is 25–35 px tall, in grey levels with the contrast stretched so
 * that faded or dim photos read like clean ones, and with the QR code painted over (its
 * hundreds of little squares cost time and come back as junk text).
 */

import { NoImageDataError } from '../images';

/** The longest side text recognition gets: card photos from phones are scaled to this. */
export const OCR_LONG_SIDE = 1400;

export interface Point {
  x: number;
  y: number;
}

export interface GreyImage {
  width: number;
  height: number;
  /** One byte per pixel. */
  pixels: Uint8Array;
}

function context(width: number, height: number): OffscreenCanvasRenderingContext2D {
  const ctx = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new NoImageDataError();
  return ctx;
}

function toGrey(data: Uint8ClampedArray, histogram?: Uint32Array): Uint8Array {
  const pixels = new Uint8Array(data.length / 4);
  for (let i = 0, p = 0; p < pixels.length; i += 4, p += 1) {
    const grey = Math.round(0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!);
    pixels[p] = grey;
    if (histogram) histogram[grey]! += 1;
  }
  return pixels;
}

/** Otsu's threshold: the grey level that best splits ink from paper. */
function otsu(histogram: Uint32Array, total: number): number {
  let sum = 0;
  for (let v = 0; v < 256; v += 1) sum += v * histogram[v]!;
  let sumBelow = 0;
  let below = 0;
  let best = 0;
  let threshold = 128;
  for (let v = 0; v < 256; v += 1) {
    below += histogram[v]!;
    if (below === 0) continue;
    const above = total - below;
    if (above === 0) break;
    sumBelow += v * histogram[v]!;
    const meanBelow = sumBelow / below;
    const meanAbove = (sum - sumBelow) / above;
    const between = below * above * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      threshold = v;
    }
  }
  return threshold;
}

/**
 * The angle of the card's lines of text, in degrees (a photo is seldom held straight): the
 * angle at which the dark pixels fall into the sharpest rows. Measured on a small copy.
 */
export function estimateSkew(bitmap: ImageBitmap, maxDegrees = 6): number {
  const scale = Math.min(1, 500 / bitmap.width);
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const ctx = context(width, height);
  ctx.drawImage(bitmap, 0, 0, width, height);
  const histogram = new Uint32Array(256);
  const grey = toGrey(ctx.getImageData(0, 0, width, height).data, histogram);
  const threshold = otsu(histogram, grey.length);
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (grey[y * width + x]! < threshold) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  if (xs.length < 50) return 0;

  const rows = new Float64Array(height * 2 + width);
  const sharpness = (degrees: number) => {
    const angle = (degrees * Math.PI) / 180;
    const sin = Math.sin(angle);
    const cos = Math.cos(angle);
    rows.fill(0);
    for (let i = 0; i < xs.length; i += 1) {
      rows[Math.round(ys[i]! * cos - xs[i]! * sin) + width]! += 1;
    }
    let score = 0;
    for (const count of rows) score += count * count;
    return score;
  };
  let best = 0;
  let bestScore = sharpness(0);
  for (const step of [0.5, 0.1]) {
    const centre = best;
    const span = step === 0.5 ? maxDegrees : 0.5;
    for (let degrees = centre - span; degrees <= centre + span + 1e-9; degrees += step) {
      const score = sharpness(degrees);
      if (score > bestScore) {
        bestScore = score;
        best = degrees;
      }
    }
  }
  return Math.abs(best) < 0.2 ? 0 : best;
}

/**
 * The image text recognition reads. `masks` are areas (in the original image's pixels) to
 * paint white: the QR code once it has been read.
 */
export function prepareForOcr(bitmap: ImageBitmap, masks: readonly Point[][] = []): GreyImage {
  const skew = estimateSkew(bitmap);
  const scale = OCR_LONG_SIDE / Math.max(bitmap.width, bitmap.height);
  const width = Math.round(bitmap.width * scale);
  const height = Math.round(bitmap.height * scale);
  const ctx = context(width, height);
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.imageSmoothingQuality = 'high';
  ctx.translate(width / 2, height / 2);
  ctx.rotate((-skew * Math.PI) / 180);
  ctx.scale(scale, scale);
  ctx.translate(-bitmap.width / 2, -bitmap.height / 2);
  ctx.drawImage(bitmap, 0, 0);
  for (const corners of masks) {
    // A little beyond the corners: the QR's quiet zone and the reader's rounding.
    const cx = corners.reduce((s, p) => s + p.x, 0) / corners.length;
    const cy = corners.reduce((s, p) => s + p.y, 0) / corners.length;
    ctx.beginPath();
    for (const p of corners) ctx.lineTo(cx + (p.x - cx) * 1.12, cy + (p.y - cy) * 1.12);
    ctx.closePath();
    ctx.fill();
  }
  ctx.setTransform(1, 0, 0, 1, 0, 0);

  const histogram = new Uint32Array(256);
  const pixels = toGrey(ctx.getImageData(0, 0, width, height).data, histogram);

  // Stretch the 1st–99th percentile of grey levels to the full range.
  const cut = pixels.length * 0.01;
  let low = 0;
  for (let seen = 0; low < 255 && seen + histogram[low]! <= cut; low += 1) seen += histogram[low]!;
  let high = 255;
  for (let seen = 0; high > 0 && seen + histogram[high]! <= cut; high -= 1)
    seen += histogram[high]!;
  if (high - low > 16) {
    const lut = new Uint8Array(256);
    for (let v = 0; v < 256; v += 1) {
      lut[v] = Math.max(0, Math.min(255, Math.round(((v - low) * 255) / (high - low))));
    }
    for (let p = 0; p < pixels.length; p += 1) pixels[p] = lut[pixels[p]!]!;
  }
  return { width, height, pixels };
}

/** The longest side the QR reader gets: enough for a dense Secure QR on a phone photo. */
export const QR_LONG_SIDE = 2000;

/** The picture's pixels for the QR reader, scaled down to QR_LONG_SIDE; and that scale. */
export function imageDataForQr(bitmap: ImageBitmap): { imageData: ImageData; scale: number } {
  const scale = Math.min(1, QR_LONG_SIDE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const ctx = context(width, height);
  ctx.drawImage(bitmap, 0, 0, width, height);
  return { imageData: ctx.getImageData(0, 0, width, height), scale };
}

/** A binary PGM file: the simplest image format text recognition reads, written instantly. */
export function toPgm(image: GreyImage): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${image.width} ${image.height}\n255\n`);
  const file = new Uint8Array(header.length + image.pixels.length);
  file.set(header);
  file.set(image.pixels, header.length);
  return file;
}
