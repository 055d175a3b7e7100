/**
 * Where the card lies in a photo of it on a table: the four corners of the largest bright
 * region, found on a small copy of the picture. Null when no card-shaped region stands out
 * (a scan or a crop that is all card, or a card on a white sheet), and the picture is read
 * whole.
 */

import { type GreyImage, histogramOf, otsuThreshold } from './grey-image';

export interface Point {
  x: number;
  y: number;
}

/** Corners clockwise from the one nearest the picture's top left. */
export type Quad = [Point, Point, Point, Point];

export function findCardQuad(small: GreyImage): Quad | null {
  const { width, height } = small;
  const threshold = otsuThreshold(histogramOf(small.pixels));
  let mask: Uint8Array = new Uint8Array(width * height);
  for (let p = 0; p < mask.length; p += 1) mask[p] = small.pixels[p]! > threshold ? 1 : 0;
  // Close the gaps that dark print (a coloured band, a photo, lines of text) leaves in the card.
  const radius = Math.max(2, Math.round(Math.max(width, height) / 80));
  mask = erode(dilate(mask, width, height, radius), width, height, radius);

  const region = largestRegion(mask, width, height);
  if (!region) return null;
  const hull = convexHull(region);
  if (hull.length < 4) return null;
  const quad = largestQuad(simplify(hull, 64));
  const imageArea = width * height;
  const quadArea = polygonArea(quad);
  // Too small to be the card, or the whole picture (nothing to straighten), or not four-sided.
  if (quadArea < imageArea * 0.15 || quadArea > imageArea * 0.95) return null;
  if (polygonArea(hull) > quadArea * 1.08) return null;
  if (!quad.every((_, i) => isCornerSquareEnough(quad, i))) return null;
  const ordered = orderClockwise(quad);
  // A card is 85.6 × 54 mm (and an e-Aadhaar cut-out about the same): a region of another shape
  // is part of the card (a shadow cut it) or the card and something else.
  const across = (side(ordered, 0) + side(ordered, 2)) / 2;
  const along = (side(ordered, 1) + side(ordered, 3)) / 2;
  const aspect = Math.max(across, along) / Math.min(across, along);
  return aspect >= 1.3 && aspect <= 1.95 ? ordered : null;
}

function dilate(mask: Uint8Array, w: number, h: number, r: number): Uint8Array {
  return boxExtreme(mask, w, h, r, 1);
}

function erode(mask: Uint8Array, w: number, h: number, r: number): Uint8Array {
  return boxExtreme(mask, w, h, r, 0);
}

/** A square max (target 1) or min (target 0) filter, one direction then the other. */
function boxExtreme(mask: Uint8Array, w: number, h: number, r: number, target: 0 | 1) {
  const pass = (src: Uint8Array, horizontal: boolean) => {
    const out = new Uint8Array(src.length).fill(1 - target);
    const [outer, inner] = horizontal ? [h, w] : [w, h];
    for (let o = 0; o < outer; o += 1) {
      let lastSeen = -Infinity;
      const at = (i: number) => (horizontal ? o * w + i : i * w + o);
      // Forward, then backward: a pixel takes `target` when one lies within r of it.
      for (let i = 0; i < inner; i += 1) {
        if (src[at(i)] === target) lastSeen = i;
        if (i - lastSeen <= r) out[at(i)] = target;
      }
      lastSeen = Infinity;
      for (let i = inner - 1; i >= 0; i -= 1) {
        if (src[at(i)] === target) lastSeen = i;
        if (lastSeen - i <= r) out[at(i)] = target;
      }
    }
    return out;
  };
  return pass(pass(mask, true), false);
}

/** The largest 4-connected region of the mask, as the left and right end of each of its rows. */
function largestRegion(mask: Uint8Array, w: number, h: number): Point[] | null {
  const label = new Int32Array(mask.length);
  let best: { id: number; size: number } | null = null;
  let next = 1;
  const stack: number[] = [];
  for (let start = 0; start < mask.length; start += 1) {
    if (!mask[start] || label[start]) continue;
    const id = next++;
    let size = 0;
    label[start] = id;
    stack.push(start);
    while (stack.length) {
      const p = stack.pop()!;
      size += 1;
      const x = p % w;
      for (const q of [p - w, p + w, x > 0 ? p - 1 : -1, x < w - 1 ? p + 1 : -1]) {
        if (q >= 0 && q < mask.length && mask[q] && !label[q]) {
          label[q] = id;
          stack.push(q);
        }
      }
    }
    if (!best || size > best.size) best = { id, size };
  }
  if (!best) return null;
  const ends: Point[] = [];
  for (let y = 0; y < h; y += 1) {
    let left = -1;
    let right = -1;
    for (let x = 0; x < w; x += 1) {
      if (label[y * w + x] !== best.id) continue;
      if (left < 0) left = x;
      right = x;
    }
    if (left >= 0) ends.push({ x: left, y }, { x: right + 1, y });
  }
  return ends;
}

const cross = (o: Point, a: Point, b: Point) =>
  (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

/** Andrew's monotone chain. */
function convexHull(points: Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  const lower: Point[] = [];
  for (const p of sorted) {
    while (lower.length >= 2 && cross(lower.at(-2)!, lower.at(-1)!, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Point[] = [];
  for (const p of sorted.reverse()) {
    while (upper.length >= 2 && cross(upper.at(-2)!, upper.at(-1)!, p) <= 0) upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

function simplify(hull: Point[], most: number): Point[] {
  if (hull.length <= most) return hull;
  const step = hull.length / most;
  return Array.from({ length: most }, (_, i) => hull[Math.floor(i * step)]!);
}

function polygonArea(points: readonly Point[]): number {
  let twice = 0;
  for (let i = 0; i < points.length; i += 1) {
    const a = points[i]!;
    const b = points[(i + 1) % points.length]!;
    twice += a.x * b.y - b.x * a.y;
  }
  return Math.abs(twice) / 2;
}

const triangle = (a: Point, b: Point, c: Point) => Math.abs(cross(a, b, c)) / 2;

/** The four hull points that enclose the most area: the card's corners. */
function largestQuad(hull: Point[]): Quad {
  const n = hull.length;
  let best: Quad = [hull[0]!, hull[1]!, hull[2]!, hull[3]!];
  let bestArea = -1;
  for (let i = 0; i < n; i += 1) {
    for (let k = i + 2; k < n; k += 1) {
      let left = -1;
      let j = -1;
      for (let m = i + 1; m < k; m += 1) {
        const area = triangle(hull[i]!, hull[m]!, hull[k]!);
        if (area > left) [left, j] = [area, m];
      }
      let right = -1;
      let l = -1;
      for (let m = k + 1; m < n + i; m += 1) {
        const area = triangle(hull[k]!, hull[m % n]!, hull[i]!);
        if (area > right) [right, l] = [area, m % n];
      }
      if (j < 0 || l < 0 || left + right <= bestArea) continue;
      bestArea = left + right;
      best = [hull[i]!, hull[j]!, hull[k]!, hull[l]!];
    }
  }
  return best;
}

/** A photographed card's corners stay within 45° of square, even at a steep angle. */
function isCornerSquareEnough(quad: Quad, i: number): boolean {
  const p = quad[i]!;
  const a = quad[(i + 3) % 4]!;
  const b = quad[(i + 1) % 4]!;
  const angle = Math.abs(Math.atan2(a.y - p.y, a.x - p.x) - Math.atan2(b.y - p.y, b.x - p.x));
  const degrees = ((angle > Math.PI ? 2 * Math.PI - angle : angle) * 180) / Math.PI;
  return degrees > 45 && degrees < 135;
}

const side = (quad: Quad, i: number) => {
  const a = quad[i]!;
  const b = quad[(i + 1) % 4]!;
  return Math.hypot(a.x - b.x, a.y - b.y);
};

function orderClockwise(quad: Quad): Quad {
  const cx = quad.reduce((s, p) => s + p.x, 0) / 4;
  const cy = quad.reduce((s, p) => s + p.y, 0) / 4;
  const around = [...quad].sort(
    (a, b) => Math.atan2(a.y - cy, a.x - cx) - Math.atan2(b.y - cy, b.x - cx),
  );
  const first = around.reduce(
    (best, p, i) => (p.x + p.y < around[best]!.x + around[best]!.y ? i : best),
    0,
  );
  return [0, 1, 2, 3].map((i) => around[(first + i) % 4]!) as Quad;
}
