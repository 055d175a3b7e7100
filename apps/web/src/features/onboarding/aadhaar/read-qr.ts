import { type AadhaarQrReading, decodeAadhaarQr } from '@nivas/domain';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

// The QR reader's wasm comes from our own origin: by default it would be fetched from a CDN.
prepareZXingModule({
  overrides: {
    locateFile: (file: string, prefix: string) =>
      file.endsWith('.wasm') ? wasmUrl : prefix + file,
  },
});

/** gzip, as the Secure QR compresses its record, with the browser's own decompressor. */
async function gunzip(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart])
    .stream()
    .pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export interface FoundQr {
  reading: AadhaarQrReading;
  /** The code's four corners in the image, clockwise from the top left. */
  corners: { x: number; y: number }[];
}

/** The card's QR code, read and decoded; null when there is none, or it is not an Aadhaar QR. */
export async function readAadhaarQr(image: Blob | ImageData): Promise<FoundQr | null> {
  const results = await readBarcodes(image, {
    formats: ['QRCode'],
    tryHarder: true,
    maxNumberOfSymbols: 1,
  });
  for (const result of results) {
    if (!result.isValid) continue;
    const reading = await decodeAadhaarQr(result.text, gunzip);
    const { topLeft, topRight, bottomRight, bottomLeft } = result.position;
    if (reading) return { reading, corners: [topLeft, topRight, bottomRight, bottomLeft] };
  }
  return null;
}
