import { decodeImage, NoImageDataError } from '../images';
import type { Point } from './find-card';

/**
 * The masked copy of a card kept for KYC, as UIDAI's masked Aadhaar shows it: the picture with
 * solid black over what `masks` outline (the number's first eight digits wherever it is
 * printed; an XML QR code). Made here, in the browser, from the picture the person chose: the
 * unmasked picture never leaves the device. The black is drawn into the pixels before the JPEG
 * is encoded, so nothing of the digits under it survives.
 */
export async function maskedCardCopy(
  image: Blob,
  masks: readonly (readonly Point[])[],
  maxSide: number,
): Promise<string> {
  const bitmap = await decodeImage(image);
  try {
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new NoImageDataError();
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    ctx.fillStyle = '#000';
    for (const polygon of masks) {
      ctx.beginPath();
      for (const { x, y } of polygon) ctx.lineTo(x * canvas.width, y * canvas.height);
      ctx.closePath();
      ctx.fill();
    }
    return canvas.toDataURL('image/jpeg', 0.85);
  } finally {
    bitmap.close();
  }
}
