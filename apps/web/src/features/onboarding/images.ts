/**
 * Pictures in the browser: decoding what the person chose, making small JPEGs of it, and
 * turning a stored data URL back into bytes. Nothing here leaves the device.
 */

export class NoImageDataError extends Error {
  constructor() {
    super('No valid image data');
    this.name = 'NoImageDataError';
  }
}

/** A decoded picture; EXIF rotation applied, so phone photos stand the right way up. */
export async function decodeImage(image: Blob): Promise<ImageBitmap> {
  if (image.size === 0) throw new NoImageDataError();
  try {
    return await createImageBitmap(image, { imageOrientation: 'from-image' });
  } catch {
    throw new NoImageDataError();
  }
}

/** The tenant's photo: the longest side at most this, before it goes anywhere (issue 5). */
export const PHOTO_MAX_SIDE = 800;
/** The Aadhaar card as the wizard shows it back (reading uses the full picture). */
export const CARD_PREVIEW_MAX_SIDE = 1200;

type Drawable = ImageBitmap | HTMLCanvasElement | HTMLVideoElement;

function sizeOf(source: Drawable) {
  if (source instanceof HTMLVideoElement) {
    return { width: source.videoWidth, height: source.videoHeight };
  }
  return { width: source.width, height: source.height };
}

/** A JPEG data URL of the picture, scaled down (never up) to `maxSide`. */
export function toJpegDataUrl(source: Drawable, maxSide: number, quality = 0.85): string {
  const { width, height } = sizeOf(source);
  if (!width || !height) throw new NoImageDataError();
  const scale = Math.min(1, maxSide / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new NoImageDataError();
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(source, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', quality);
}

/** A chosen file as a small JPEG data URL. */
export async function fileToJpegDataUrl(file: Blob, maxSide: number): Promise<string> {
  const bitmap = await decodeImage(file);
  try {
    return toJpegDataUrl(bitmap, maxSide);
  } finally {
    bitmap.close();
  }
}

/** The full-size frame of a live camera, as a JPEG file for reading. */
export function videoFrameToBlob(video: HTMLVideoElement): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const ctx = canvas.getContext('2d');
  if (!ctx || !canvas.width) return Promise.reject(new NoImageDataError());
  ctx.drawImage(video, 0, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new NoImageDataError())),
      'image/jpeg',
      0.92,
    ),
  );
}

/** The bytes of a data URL, decoded here rather than fetched. */
export function dataUrlToBlob(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(',');
  const type = /^data:([^;,]+)/.exec(dataUrl)?.[1] ?? 'application/octet-stream';
  const binary = atob(dataUrl.slice(comma + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}
