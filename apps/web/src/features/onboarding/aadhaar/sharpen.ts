/**
 * A blurred photo (a shaking hand, a lens that did not focus): how blurred it is, measured by
 * how steep its steepest edges are, and an unsharp mask that steepens them again.
 */

import { canvasContext, type GreyImage, greyFromCanvas, greyToCanvas } from './grey-image';

/**
 * The 99.5th percentile of the change in grey level from one pixel to the next but one: print
 * in focus jumps from paper to ink within two pixels; blurred print takes five or six.
 */
export function edgeSteepness(image: GreyImage): number {
  const { width, height, pixels } = image;
  const histogram = new Uint32Array(256);
  let count = 0;
  for (let y = 0; y < height; y += 2) {
    for (let x = 1; x < width - 1; x += 1) {
      const i = y * width + x;
      histogram[Math.abs(pixels[i + 1]! - pixels[i - 1]!)]! += 1;
      count += 1;
    }
  }
  let seen = 0;
  for (let v = 255; v > 0; v -= 1) {
    seen += histogram[v]!;
    if (seen >= count * 0.005) return v;
  }
  return 0;
}

/** pixel + amount × (pixel − blurred pixel), the blur `radius` pixels wide. */
export function unsharpMask(image: GreyImage, radius: number, amount: number): GreyImage {
  const ctx = canvasContext(image.width, image.height);
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, image.width, image.height);
  ctx.filter = `blur(${radius}px)`;
  ctx.drawImage(greyToCanvas(image).canvas, 0, 0);
  const blurred = greyFromCanvas(ctx).pixels;
  const pixels = new Uint8Array(image.pixels.length);
  for (let p = 0; p < pixels.length; p += 1) {
    const v = image.pixels[p]!;
    pixels[p] = Math.max(0, Math.min(255, Math.round(v + amount * (v - blurred[p]!))));
  }
  return { ...image, pixels };
}
