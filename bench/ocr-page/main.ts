/// <reference types="vite/client" />
// The bench's page: the web app's own card reader, built alone, with nothing else around it.
import { readAadhaarCard } from '../../apps/web/src/features/onboarding/aadhaar/read-card';
import * as ocr from '../../apps/web/src/features/onboarding/aadhaar/ocr-worker';
import * as prep from '../../apps/web/src/features/onboarding/aadhaar/prepare-image';

declare global {
  interface Window {
    readAadhaarCard: typeof readAadhaarCard;
    exp: unknown;
  }
}

window.readAadhaarCard = readAadhaarCard;
window.exp = { ocr, prep };
