import {
  type AadhaarFields,
  type AadhaarQrReading,
  mergeAadhaarReadings,
  parseAadhaarText,
} from '@nivas/domain';
import { recognizeText, startOcrWorker, stopOcrWorker } from './ocr-worker';
import { decodeImage, NoImageDataError, prepareForOcr, toPgm } from './prepare-image';
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

export { NoImageDataError, startOcrWorker as warmUpCardReader, stopOcrWorker as stopCardReader };

export async function readAadhaarCard(image: Blob): Promise<CardReading> {
  const bitmap = await decodeImage(image);
  try {
    const t0 = performance.now();
    const qr = await readAadhaarQr(image).catch(() => null);
    const t1 = performance.now();
    const text = await recognizeText(toPgm(prepareForOcr(bitmap, qr ? [qr.corners] : [])));
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
