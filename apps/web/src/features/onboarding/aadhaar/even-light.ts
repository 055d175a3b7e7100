/**
 * Evening out the light of a phone photo: a lamp on one side, a hand's shadow, a flash's hot
 * spot. The paper's own brightness is estimated everywhere (the picture made tiny, the print
 * taken out with a maximum filter, smoothed, made big again) and each pixel divided by it, so
 * that paper comes out white and ink dark however the light fell; then the contrast is
 * stretched so that faded or dim photos read like clean ones.
 */

import {
  canvasContext,
  type GreyImage,
  greyFromCanvas,
  greyToCanvas,
  histogramOf,
} from './grey-image';

/** How many times smaller the estimate of the paper's brightness is made. */
const BACKGROUND_SHRINK = 16;

export function evenOutLight(image: GreyImage): GreyImage {
  const background = paperBrightness(image);
  // Dividing by a dim background magnifies the sensor's grain there as much as the print; where
  // the light was uneven, the grain is smoothed a little first, or text recognition takes its
  // specks for letters and breaks lines at them.
  const source = isUneven(background) ? smooth(image, 0.8) : image;
  const pixels = new Uint8Array(image.pixels.length);
  for (let p = 0; p < pixels.length; p += 1) {
    pixels[p] = Math.min(255, Math.round((source.pixels[p]! * 255) / Math.max(24, background[p]!)));
  }
  return stretchContrast({ ...image, pixels });
}

/** Whether the dimmest tenth of the paper gets less than 70% of the light of the brightest. */
function isUneven(background: Uint8Array): boolean {
  const histogram = histogramOf(background);
  const below = (share: number) => {
    let seen = 0;
    for (let v = 0; v < 256; v += 1) {
      seen += histogram[v]!;
      if (seen >= background.length * share) return v;
    }
    return 255;
  };
  return below(0.1) < below(0.9) * 0.7;
}

function smooth(image: GreyImage, radius: number): GreyImage {
  const ctx = canvasContext(image.width, image.height);
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, image.width, image.height);
  ctx.filter = `blur(${radius}px)`;
  ctx.drawImage(greyToCanvas(image).canvas, 0, 0);
  return greyFromCanvas(ctx);
}

function paperBrightness(image: GreyImage): Uint8Array {
  const sw = Math.max(4, Math.round(image.width / BACKGROUND_SHRINK));
  const sh = Math.max(4, Math.round(image.height / BACKGROUND_SHRINK));
  const small = canvasContext(sw, sh);
  small.imageSmoothingQuality = 'high';
  small.drawImage(greyToCanvas(image).canvas, 0, 0, sw, sh);
  let tiny = greyFromCanvas(small);
  // Lines of print are a pixel or two tall here: a maximum over 5 × 5 leaves only the paper.
  tiny = filter(tiny, 2, (values) => Math.max(...values));
  tiny = filter(tiny, 2, (values) => values.reduce((s, v) => s + v, 0) / values.length);
  const big = canvasContext(image.width, image.height);
  big.imageSmoothingQuality = 'high';
  big.drawImage(greyToCanvas(tiny).canvas, 0, 0, image.width, image.height);
  return greyFromCanvas(big).pixels;
}

/** A square filter of radius r over a small picture, edges clamped. */
function filter(image: GreyImage, r: number, reduce: (values: number[]) => number): GreyImage {
  const { width: w, height: h, pixels } = image;
  const out = new Uint8Array(pixels.length);
  const values: number[] = [];
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      values.length = 0;
      for (let dy = -r; dy <= r; dy += 1) {
        const yy = Math.min(h - 1, Math.max(0, y + dy));
        for (let dx = -r; dx <= r; dx += 1) {
          values.push(pixels[yy * w + Math.min(w - 1, Math.max(0, x + dx))]!);
        }
      }
      out[y * w + x] = reduce(values);
    }
  }
  return { width: w, height: h, pixels: out };
}

/** The 1st to 99th percentile of grey levels stretched to the full range. */
export function stretchContrast(image: GreyImage): GreyImage {
  const histogram = histogramOf(image.pixels);
  const cut = image.pixels.length * 0.01;
  let low = 0;
  for (let seen = 0; low < 255 && seen + histogram[low]! <= cut; low += 1) seen += histogram[low]!;
  let high = 255;
  for (let seen = 0; high > 0 && seen + histogram[high]! <= cut; high -= 1)
    seen += histogram[high]!;
  if (high - low <= 16) return image;
  const lut = new Uint8Array(256);
  for (let v = 0; v < 256; v += 1) {
    lut[v] = Math.max(0, Math.min(255, Math.round(((v - low) * 255) / (high - low))));
  }
  return { ...image, pixels: image.pixels.map((v) => lut[v]!) };
}
