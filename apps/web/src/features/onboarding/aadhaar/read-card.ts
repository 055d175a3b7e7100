import {
  type AadhaarFields,
  type AadhaarQrReading,
  mergeAadhaarReadings,
  parseAadhaarText,
} from '@nivas/domain';
import { decodeImage } from '../images';
import { recognizeText, startOcrWorker, stopOcrWorker } from './ocr-worker';
import { imageDataForQr, prepareForOcr, toPgm } from './prepare-image';
import { readAadhaarQr } from './read-qr';

/**
 * Reads an Aadhaar card from a photo or scan, entirely in the browser: nothing is sent to any
 * server (SPEC §7). First the QR code, whose fields are exact; then text recognition for the
 * rest, above all the number. Loaded only when the wizard's Aadhaar step opens.
 */

export interface CardReading {
  /** null when nothing could be read: the extraction failed. */
  fields: AadhaarFields | null;
  qr: AadhaarQrReading['kind'] | null;
  text: string;
  timings: { qrMs: number; ocrMs: number };
}

export { startOcrWorker as warmUpCardReader, stopOcrWorker as stopCardReader };

export async function readAadhaarCard(image: Blob): Promise<CardReading> {
  const bitmap = await decodeImage(image);
  try {
    const t0 = performance.now();
    // The decoded picture, not the file, so that the QR code's corners and the text image
    // agree however the phone stored its rotation.
    const { imageData, scale } = imageDataForQr(bitmap);
    const qr = await readAadhaarQr(imageData).catch(() => null);
    const qrArea = qr?.corners.map((p) => ({ x: p.x / scale, y: p.y / scale }));
    const t1 = performance.now();
    const text = await recognizeText(toPgm(prepareForOcr(bitmap, qrArea ? [qrArea] : [])));
    const t2 = performance.now();
    return {
      fields: mergeAadhaarReadings(parseAadhaarText(text), qr?.reading ?? null),
      qr: qr?.reading.kind ?? null,
      text,
      timings: { qrMs: t1 - t0, ocrMs: t2 - t1 },
    };
  } finally {
    bitmap.close();
  }
}
