/**
 * Which way the card lies: a few degrees off (a photo is seldom held straight) and which of the
 * four quarter turns. The QR code, when there is one, says the turn outright; otherwise the
 * direction of the lines of print says whether the card lies across or along, and text
 * recognition (read-card.ts) tells upright from upside down.
 */

import type { Point } from './find-card';
import { type GreyImage, histogramOf, otsuThreshold, type Turn } from './grey-image';

function darkPixels(image: GreyImage): { xs: number[]; ys: number[] } {
  const threshold = otsuThreshold(histogramOf(image.pixels));
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      if (image.pixels[y * image.width + x]! < threshold) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  return { xs, ys };
}

/**
 * The angle of the card's lines of print, in degrees: the angle at which the dark pixels fall
 * into the sharpest rows. Measured on a small copy.
 */
export function estimateSkew(small: GreyImage, maxDegrees = 6): number {
  const { xs, ys } = darkPixels(small);
  if (xs.length < 50) return 0;
  const { width, height } = small;
  const rows = new Float64Array(height * 2 + width);
  const sharpness = (degrees: number) => {
    const angle = (degrees * Math.PI) / 180;
    const sin = Math.sin(angle);
    const cos = Math.cos(angle);
    rows.fill(0);
    for (let i = 0; i < xs.length; i += 1)
      rows[Math.round(ys[i]! * cos - xs[i]! * sin) + width]! += 1;
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

/** Whether the lines of print run across the picture (the card upright or upside down). */
export function linesRunAcross(small: GreyImage): boolean {
  const { xs, ys } = darkPixels(small);
  const rows = new Float64Array(small.height);
  const columns = new Float64Array(small.width);
  for (let i = 0; i < xs.length; i += 1) {
    rows[ys[i]!]! += 1;
    columns[xs[i]!]! += 1;
  }
  // Lines of print make the row counts swing between ink and gap; columns cut across them.
  const swing = (counts: Float64Array) => {
    const mean = counts.reduce((s, v) => s + v, 0) / counts.length;
    if (!mean) return 0;
    return counts.reduce((s, v) => s + (v - mean) ** 2, 0) / counts.length / mean ** 2;
  };
  return swing(rows) >= swing(columns);
}

/** The turn of a card from its QR code's corners (clockwise from the code's own top left). */
export function turnFromQr(corners: readonly Point[]): Turn {
  const [topLeft, topRight] = corners;
  if (!topLeft || !topRight) return 0;
  const degrees = (Math.atan2(topRight.y - topLeft.y, topRight.x - topLeft.x) * 180) / Math.PI;
  return ((((Math.round(degrees / 90) * 90) % 360) + 360) % 360) as Turn;
}
