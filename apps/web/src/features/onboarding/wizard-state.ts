import type { PAYMENT_METHODS } from '@nivas/domain';
import {
  type AadhaarFields,
  type AadhaarPictureFields,
  type CardSide,
  DEFAULT_TENANT_LANGUAGE,
  EMPTY_AADHAAR_FIELDS,
  type TenantLanguage,
  missingAadhaarFields,
} from '@nivas/domain';
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
  /** The security deposit agreed, as typed; empty: none. Absent from older saved wizards. */
  depositAmount?: string;
  /** The deposit (or part of it) is handed over now, at onboarding. */
  depositCollect?: DepositCollection;
  email: string;
  occupation: string;
  /** The language of their receipts and reminders. Absent from older saved wizards: English. */
  language?: TenantLanguage;
  emergencyName: string;
  emergencyPhone: string;
  emergencyRelation: string;
}

/** A deposit collected at onboarding: recorded on the new tenant once they are created. */
export interface DepositCollection {
  /** As typed. */
  amount: string;
  method: (typeof PAYMENT_METHODS)[number];
  reference: string;
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
  /** The card's front and back as read; null for a side not given (one picture may hold both). */
  aadhaarSides: Record<CardSide, AadhaarSide | null>;
  /**
   * The form's fields: what the sides gave, merged, and the person's corrections; the guardian
   * goes to the tenant record apart from the address.
   */
  aadhaar: AadhaarFields;
  details: AdditionalDetails;
  /** Step 4 was submitted (SPEC §4: "Step 4 to 5 needs the details submitted"). */
  detailsDone: boolean;
}

/** One side of the card: its picture and what was read from it. */
export interface AadhaarSide {
  /** JPEG data URL, as shown back; this unmasked picture is never uploaded. */
  image: string;
  reading: AadhaarPictureFields;
  /** False when the picture showed none of a card's marks (its reading is then left blank). */
  isCard: boolean;
  /**
   * The copy kept for KYC: a JPEG data URL with the number's first eight digits blacked out,
   * the only picture of the card that is uploaded. Null (or absent, in a wizard saved before
   * it) when the number was not found on the picture to mask: nothing of this side is kept.
   */
  maskedImage?: string | null;
}

export const NO_AADHAAR_SIDES: WizardData['aadhaarSides'] = { front: null, back: null };

const VERSION = 2;

export function newWizard(origin: WizardOrigin, today: string): WizardData {
  return {
    version: VERSION,
    step: 1,
    editingFromReview: false,
    origin,
    phone: '',
    photo: null,
    aadhaarSides: NO_AADHAAR_SIDES,
    aadhaar: { ...EMPTY_AADHAAR_FIELDS },
    details: {
      roomId: origin.roomId,
      bedNumber: origin.bedNumber,
      joiningDate: today,
      rentAmount: '',
      depositAmount: '',
      email: '',
      occupation: '',
      language: DEFAULT_TENANT_LANGUAGE,
      emergencyName: '',
      emergencyPhone: '',
      emergencyRelation: '',
    },
    detailsDone: false,
  };
}

export const isPhoneValid = (phone: string) => /^\d{10}$/.test(phone);
export const hasAadhaarImage = (data: WizardData) =>
  data.aadhaarSides.front !== null || data.aadhaarSides.back !== null;
export const isAadhaarComplete = (data: WizardData) =>
  hasAadhaarImage(data) && missingAadhaarFields(data.aadhaar).length === 0;

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

/** What version 1 kept: one picture of the card and five fields. */
type WizardDataV1 = Omit<WizardData, 'version' | 'aadhaarSides'> & {
  version: 1;
  aadhaarImage: string | null;
};

/**
 * A wizard saved before the card had two sides (a tab left open across an update): its one
 * picture becomes the front, what was read from it stays as the person left it.
 */
function upgrade(stored: WizardData | WizardDataV1): WizardData {
  if (stored.version === VERSION) return stored;
  const { aadhaarImage, ...rest } = stored;
  const aadhaar = { ...EMPTY_AADHAAR_FIELDS, ...stored.aadhaar };
  return {
    ...rest,
    version: VERSION,
    aadhaar,
    aadhaarSides: {
      front: aadhaarImage
        ? { image: aadhaarImage, reading: { fields: aadhaar, fromQr: [] }, isCard: true }
        : null,
      back: null,
    },
  };
}

function restore(origin: WizardOrigin): WizardData | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as
      WizardData | WizardDataV1 | null;
    const stored =
      saved && (saved.version === 1 || saved.version === VERSION) ? upgrade(saved) : null;
    // A wizard opened for another room and bed is another onboarding.
    if (!stored || !sameOrigin(stored.origin, origin)) return null;
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
