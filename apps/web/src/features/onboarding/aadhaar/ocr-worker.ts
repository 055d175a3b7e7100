import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';

/**
 * Text recognition in a Web Worker, English and Hindi (SPEC §9). Worker script, wasm core and
 * trained data all come from this app's own origin (copied to public/vendor by
 * scripts/copy-ocr-assets.mjs): without all three paths set, tesseract.js fetches from a CDN,
 * which fails on a closed network and would send the card's owner's device to a third party.
 */
const vendor = (path: string) =>
  new URL(`${import.meta.env.BASE_URL}vendor/tesseract/${path}`, window.location.href).href;

let starting: Promise<Worker> | null = null;

/** One worker for the whole step: starting it (about a second) is the slow part. */
export function startOcrWorker(): Promise<Worker> {
  starting ??= (async () => {
    const worker = await createWorker(['eng', 'hin'], OEM.LSTM_ONLY, {
      workerPath: vendor('worker.min.js'),
      corePath: vendor('core'),
      langPath: vendor('lang'),
      gzip: true,
      workerBlobURL: false,
    });
    await worker.setParameters({
      tessedit_pageseg_mode: PSM.SPARSE_TEXT,
      preserve_interword_spaces: '0',
      // Cards print no white-on-dark text; trying each doubtful line inverted only costs time.
      tessedit_do_invert: '0',
    });
    return worker;
  })();
  starting.catch(() => {
    starting = null;
  });
  return starting;
}

export interface RecognizedText {
  text: string;
  /** Tesseract's mean confidence in its words, 0–100: low for print read upside down. */
  confidence: number;
}

export async function recognizeText(image: Uint8Array): Promise<RecognizedText> {
  const worker = await startOcrWorker();
  const { data } = await worker.recognize(image as unknown as Blob);
  return { text: data.text, confidence: data.confidence };
}

/** Frees the worker's memory (tens of MB) when the person leaves the step. */
export async function stopOcrWorker(): Promise<void> {
  const current = starting;
  starting = null;
  if (current) await (await current).terminate();
}
