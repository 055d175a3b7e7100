/// <reference types="vite/client" />
// The bench's page: the web app's own card reader, built alone, with nothing else around it.
import { decodeImage } from '../../apps/web/src/features/onboarding/images';
import { greyToCanvas } from '../../apps/web/src/features/onboarding/aadhaar/grey-image';
import { turnFromQr } from '../../apps/web/src/features/onboarding/aadhaar/orientation';
import {
  drawForReading,
  imageDataOf,
  prepareCard,
} from '../../apps/web/src/features/onboarding/aadhaar/prepare-image';
import { readAadhaarCard } from '../../apps/web/src/features/onboarding/aadhaar/read-card';
import { readAadhaarQr } from '../../apps/web/src/features/onboarding/aadhaar/read-qr';

declare global {
  interface Window {
    readAadhaarCard: typeof readAadhaarCard;
    preparedPicture: typeof preparedPicture;
  }
}

/** What text recognition is given (before any turn), as a PNG data URL: for BENCH_OCR_SAVE. */
async function preparedPicture(image: Blob): Promise<string> {
  const bitmap = await decodeImage(image);
  const picture = drawForReading(bitmap);
  bitmap.close();
  const qr = await readAadhaarQr(imageDataOf(picture)).catch(() => null);
  const { card } = prepareCard(picture, qr?.corners ?? null, qr ? turnFromQr(qr.corners) : null);
  const blob = await greyToCanvas(card).canvas.convertToBlob({ type: 'image/png' });
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsDataURL(blob);
  });
}

window.readAadhaarCard = readAadhaarCard;
window.preparedPicture = preparedPicture;
