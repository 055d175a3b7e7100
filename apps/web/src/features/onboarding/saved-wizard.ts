/**
 * Where the wizard keeps what it holds (photo and card image as data URLs, every field): the
 * tab's sessionStorage. Kept apart from wizard-state.ts so that signing out, which must wipe
 * it, does not bring the wizard's code into the first screen's bundle.
 */
export const SAVED_WIZARD_KEY = 'nivas.tenant-onboarding';

export function clearSavedWizard() {
  try {
    sessionStorage.removeItem(SAVED_WIZARD_KEY);
  } catch {
    // Nothing to clear.
  }
}
