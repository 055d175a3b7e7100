/// <reference types="vite/client" />
// The bench's page: the web app's own card reader, built alone, with nothing else around it.
import { readAadhaarCard } from '../../apps/web/src/features/onboarding/aadhaar/read-card';

declare global {
  interface Window {
    readAadhaarCard: typeof readAadhaarCard;
  }
}

window.readAadhaarCard = readAadhaarCard;
