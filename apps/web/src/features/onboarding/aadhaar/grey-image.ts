/**
 * A picture as one grey level a pixel, the form every step of reading works on, and the few
 * operations on it that need no canvas: exact quarter turns, the threshold that splits ink from
 * paper, and the PGM file text recognition reads.
 */

import { NoImageDataError } from '../images';

export interface GreyImage {
  width: number;
  height: number;
  /** One byte per pixel, row by row. */
  pixels: Uint8Array;
}

/** A quarter turn clockwise, as many times as the card lies turned. */
export type Turn = 0 | 90 | 180 | 270;

export function canvasContext(width: number, height: number): OffscreenCanvasRenderingContext2D {
  const ctx = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new NoImageDataError();
  return ctx;
}

export function greyFromImageData({ data, width, height }: ImageData): GreyImage {
  const pixels = new Uint8Array(width * height);
  for (let i = 0, p = 0; p < pixels.length; i += 4, p += 1) {
    pixels[p] = (77 * data[i]! + 150 * data[i + 1]! + 29 * data[i + 2]!) >> 8;
  }
  return { width, height, pixels };
}

/** The whole canvas as grey levels. */
export function greyFromCanvas(ctx: OffscreenCanvasRenderingContext2D): GreyImage {
  return greyFromImageData(ctx.getImageData(0, 0, ctx.canvas.width, ctx.canvas.height));
}

/** Grey levels back into a canvas, for the steps the browser does best (scaling, blurring). */
export function greyToCanvas(image: GreyImage): OffscreenCanvasRenderingContext2D {
  const ctx = canvasContext(image.width, image.height);
  const data = new ImageData(image.width, image.height);
  for (let p = 0, i = 0; p < image.pixels.length; p += 1, i += 4) {
    const v = image.pixels[p]!;
    data.data[i] = v;
    data.data[i + 1] = v;
    data.data[i + 2] = v;
    data.data[i + 3] = 255;
  }
  ctx.putImageData(data, 0, 0);
  return ctx;
}

/** The picture turned back by `turn` (a card lying at 90° comes out upright). */
export function turnBack(image: GreyImage, turn: Turn): GreyImage {
  if (turn === 0) return image;
  const { width: w, height: h, pixels } = image;
  const out = new Uint8Array(pixels.length);
  if (turn === 180) {
    for (let p = 0; p < pixels.length; p += 1) out[p] = pixels[pixels.length - 1 - p]!;
    return { width: w, height: h, pixels: out };
  }
  // Turning back a quarter turn clockwise is turning a quarter anticlockwise, and so on.
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const v = pixels[y * w + x]!;
      if (turn === 90) out[(w - 1 - x) * h + y] = v;
      else out[x * h + (h - 1 - y)] = v;
    }
  }
  return { width: h, height: w, pixels: out };
}

/**
 * Where a point of a picture turned back by `turn` (`turnBack`) lies in the picture before the
 * turn; `width` and `height` are the turned picture's. Used to find on the photo what was read
 * on the turned card.
 */
export function unturnPoint(
  p: { x: number; y: number },
  turn: Turn,
  width: number,
  height: number,
): { x: number; y: number } {
  if (turn === 180) return { x: width - p.x, y: height - p.y };
  if (turn === 90) return { x: height - p.y, y: p.x };
  if (turn === 270) return { x: p.y, y: width - p.x };
  return p;
}

export function histogramOf(pixels: Uint8Array): Uint32Array {
  const histogram = new Uint32Array(256);
  for (const v of pixels) histogram[v]! += 1;
  return histogram;
}

/** Otsu's threshold: the grey level that best splits ink from paper. */
export function otsuThreshold(histogram: Uint32Array): number {
  let total = 0;
  let sum = 0;
  for (let v = 0; v < 256; v += 1) {
    total += histogram[v]!;
    sum += v * histogram[v]!;
  }
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
    const between = below * above * (sumBelow / below - (sum - sumBelow) / above) ** 2;
    if (between > best) {
      best = between;
      threshold = v;
    }
  }
  return threshold;
}

/** A binary PGM file: the simplest image format text recognition reads, written instantly. */
export function toPgm(image: GreyImage): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${image.width} ${image.height}\n255\n`);
  const file = new Uint8Array(header.length + image.pixels.length);
  file.set(header);
  file.set(image.pixels, header.length);
  return file;
}

/** A copy at most `longSide` pixels on its longest side, for measuring rather than reading. */
export function shrink(image: GreyImage, longSide: number): GreyImage {
  const scale = Math.min(1, longSide / Math.max(image.width, image.height));
  if (scale === 1) return image;
  const ctx = canvasContext(
    Math.max(1, Math.round(image.width * scale)),
    Math.max(1, Math.round(image.height * scale)),
  );
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(greyToCanvas(image).canvas, 0, 0, ctx.canvas.width, ctx.canvas.height);
  return greyFromCanvas(ctx);
}
