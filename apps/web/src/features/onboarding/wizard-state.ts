import { type AadhaarFields, EMPTY_AADHAAR_FIELDS, missingAadhaarFields } from '@nivas/domain';
import { useCallback, useEffect, useState } from 'react';
import { clearSavedWizard, SAVED_WIZARD_KEY as STORAGE_KEY } from './saved-wizard';

/**
 * Everything the wizard holds, kept in sessionStorage (photo included, as a data URL) so that
 * signing in, a reload or a phone that drops the tab loses nothing. sessionStorage is per tab
 * and ends with it: the data never outlives the visit, and never reaches the server until the
 * owner completes the onboarding. Signing out wipes it (saved-wizard.ts).
 */

export const STEP_COUNT = 5;
export type Step = 1 | 2 | 3 | 4 | 5;

/** The query parameters the wizard was opened with, carried to the end (SPEC §2). */
export interface WizardOrigin {
  roomId: string;
  bedNumber: string;
  returnToRoom: boolean;
}

export interface AdditionalDetails {
  roomId: string;
  bedNumber: string;
  joiningDate: string;
  /** Their own monthly rent as typed; empty: the room's. Absent from wizards saved before it. */
  rentAmount?: string;
  email: string;
  occupation: string;
  emergencyName: string;
  emergencyPhone: string;
  emergencyRelation: string;
}

export interface WizardData {
  version: typeof VERSION;
  step: Step;
  /** Set by a review's Edit link: that step's Continue goes back to the review. */
  editingFromReview: boolean;
  origin: WizardOrigin;
  phone: string;
  /** JPEG data URL, at most 800 px on its longest side. */
  photo: string | null;
  /** JPEG data URL of the card, as shown back; the card itself is never uploaded. */
  aadhaarImage: string | null;
  aadhaar: AadhaarFields;
  details: AdditionalDetails;
  /** Step 4 was submitted (SPEC §4: "Step 4 to 5 needs the details submitted"). */
  detailsDone: boolean;
}

const VERSION = 1;

export function newWizard(origin: WizardOrigin, today: string): WizardData {
  return {
    version: VERSION,
    step: 1,
    editingFromReview: false,
    origin,
    phone: '',
    photo: null,
    aadhaarImage: null,
    aadhaar: { ...EMPTY_AADHAAR_FIELDS },
    details: {
      roomId: origin.roomId,
      bedNumber: origin.bedNumber,
      joiningDate: today,
      rentAmount: '',
      email: '',
      occupation: '',
      emergencyName: '',
      emergencyPhone: '',
      emergencyRelation: '',
    },
    detailsDone: false,
  };
}

export const isPhoneValid = (phone: string) => /^\d{10}$/.test(phone);
export const isAadhaarComplete = (data: WizardData) =>
  data.aadhaarImage !== null && missingAadhaarFields(data.aadhaar).length === 0;

/** The furthest step the data allows (SPEC §4's rules for moving on). */
export function furthestStep(data: WizardData): Step {
  if (!isPhoneValid(data.phone)) return 1;
  if (!data.photo) return 2;
  if (!isAadhaarComplete(data)) return 3;
  if (!data.detailsDone) return 4;
  return 5;
}

const sameOrigin = (a: WizardOrigin, b: WizardOrigin) =>
  a.roomId === b.roomId && a.bedNumber === b.bedNumber && a.returnToRoom === b.returnToRoom;

function restore(origin: WizardOrigin): WizardData | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as WizardData | null;
    // A wizard opened for another room and bed is another onboarding.
    if (!stored || stored.version !== VERSION || !sameOrigin(stored.origin, origin)) return null;
    return { ...stored, step: Math.min(stored.step, furthestStep(stored)) as Step };
  } catch {
    return null;
  }
}

function save(data: WizardData) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(data));
  } catch {
    // Full or unavailable storage: the wizard still works, it only cannot survive a reload.
  }
}

export type UpdateWizard = (
  change: Partial<WizardData> | ((data: WizardData) => Partial<WizardData>),
) => void;

export function useWizardData(origin: WizardOrigin, today: string) {
  const [data, setData] = useState<WizardData>(() => restore(origin) ?? newWizard(origin, today));
  useEffect(() => save(data), [data]);

  const update: UpdateWizard = useCallback((change) => {
    setData((current) => ({
      ...current,
      ...(typeof change === 'function' ? change(current) : change),
    }));
  }, []);

  const startOver = useCallback(() => {
    clearSavedWizard();
    setData(newWizard(origin, today));
  }, [origin, today]);

  return { data, update, startOver };
}
