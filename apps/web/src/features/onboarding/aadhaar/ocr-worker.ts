import { createWorker, OEM, PSM, type RecognizeOptions, type Worker } from 'tesseract.js';

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

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface TextLine {
  text: string;
  box: Box;
  /** Each word with its box: where on the card the number's digits are, to black them out. */
  words: { text: string; box: Box }[];
}

const boxOf = ({ x0, y0, x1, y1 }: { x0: number; y0: number; x1: number; y1: number }): Box => ({
  left: x0,
  top: y0,
  width: x1 - x0,
  height: y1 - y0,
});

export interface RecognizedText {
  text: string;
  /** Tesseract's mean confidence in its words, 0–100: low for print read upside down. */
  confidence: number;
  lines: TextLine[];
}

export async function recognizeText(image: Uint8Array): Promise<RecognizedText> {
  const worker = await startOcrWorker();
  const { data } = await worker.recognize(
    image as unknown as Blob,
    {},
    { text: true, blocks: true },
  );
  const lines = (data.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) =>
      paragraph.lines.map(({ text, bbox, words }) => ({
        text,
        box: boxOf(bbox),
        words: words.map((word) => ({ text: word.text, box: boxOf(word.bbox) })),
      })),
    ),
  );
  return { text: data.text, confidence: data.confidence, lines };
}

/**
 * One line of the picture read again as digits alone: a card number whose digits came back as
 * letters ('Le vem 6021 6954') in a reading of the whole card.
 */
export async function recognizeDigits(image: Uint8Array, box: TextLine['box']): Promise<string> {
  const worker = await startOcrWorker();
  // Tesseract's own parameters ride along with the job and are put back after it.
  const options = {
    rectangle: box,
    tessedit_char_whitelist: '0123456789 ',
    tessedit_pageseg_mode: PSM.SINGLE_LINE,
  } as Partial<RecognizeOptions>;
  const { data } = await worker.recognize(image as unknown as Blob, options);
  return data.text;
}

/** Frees the worker's memory (tens of MB) when the person leaves the step. */
export async function stopOcrWorker(): Promise<void> {
  const current = starting;
  starting = null;
  if (current) await (await current).terminate();
}
