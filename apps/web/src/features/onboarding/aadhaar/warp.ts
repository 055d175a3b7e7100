/**
 * Straightening a card photographed at an angle: the perspective transform (homography) that
 * takes the card's four corners to a rectangle, applied pixel by pixel with bilinear sampling.
 */

import type { Point, Quad } from './find-card';
import type { GreyImage } from './grey-image';

/** Solves A·x = b by Gaussian elimination with partial pivoting (8 unknowns here). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let r = col + 1; r < n; r += 1) {
      if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    }
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    const p = m[col]![col]!;
    if (Math.abs(p) < 1e-12) throw new Error('Degenerate quadrilateral');
    for (let r = 0; r < n; r += 1) {
      if (r === col) continue;
      const f = m[r]![col]! / p;
      for (let c = col; c <= n; c += 1) m[r]![c]! -= f * m[col]![c]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/** The 3×3 matrix (row-major, last entry 1) that maps each `from` point onto its `to` point. */
export function homography(from: readonly Point[], to: readonly Point[]): number[] {
  const a: number[][] = [];
  const b: number[] = [];
  for (let i = 0; i < 4; i += 1) {
    const { x, y } = from[i]!;
    const { x: u, y: v } = to[i]!;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  }
  return [...solve(a, b), 1];
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** The card's size as it would lie flat, its longest side `longSide` pixels. */
export function flatSize(quad: Quad, longSide: number): { width: number; height: number } {
  const width = (distance(quad[0], quad[1]) + distance(quad[3], quad[2])) / 2;
  const height = (distance(quad[1], quad[2]) + distance(quad[0], quad[3])) / 2;
  const scale = longSide / Math.max(width, height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

const flatCorners = (width: number, height: number) => [
  { x: 0, y: 0 },
  { x: width - 1, y: 0 },
  { x: width - 1, y: height - 1 },
  { x: 0, y: height - 1 },
];

/** Where a point of the flat card (`warpQuad`'s picture) lies in the photo it was taken from. */
export function flatToSource(quad: Quad, width: number, height: number): (p: Point) => Point {
  const [a, b, c, d, e, f, g, h] = homography(flatCorners(width, height), quad) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return ({ x: u, y: v }) => {
    const w = g * u + h * v + 1;
    return { x: (a * u + b * v + c) / w, y: (d * u + e * v + f) / w };
  };
}

/** The quadrilateral of `source` drawn flat into a `width` × `height` picture. */
export function warpQuad(source: GreyImage, quad: Quad, width: number, height: number): GreyImage {
  // From each pixel of the flat card back to where it lies in the photo.
  const [a, b, c, d, e, f, g, h] = homography(flatCorners(width, height), quad) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const { width: sw, height: sh, pixels: src } = source;
  const out = new Uint8Array(width * height);
  for (let v = 0; v < height; v += 1) {
    for (let u = 0; u < width; u += 1) {
      const w = g * u + h * v + 1;
      const x = (a * u + b * v + c) / w;
      const y = (d * u + e * v + f) / w;
      const x0 = Math.floor(x);
      const y0 = Math.floor(y);
      if (x0 < 0 || y0 < 0 || x0 >= sw - 1 || y0 >= sh - 1) {
        out[v * width + u] = 255;
        continue;
      }
      const fx = x - x0;
      const fy = y - y0;
      const i = y0 * sw + x0;
      const top = src[i]! + (src[i + 1]! - src[i]!) * fx;
      const bottom = src[i + sw]! + (src[i + sw + 1]! - src[i + sw]!) * fx;
      out[v * width + u] = top + (bottom - top) * fy;
    }
  }
  return { width, height, pixels: out };
}
