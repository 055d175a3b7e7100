import {
  type AadhaarFields,
  type AadhaarPictureFields,
  addCardSide,
  type CardSide,
  EMPTY_AADHAAR_FIELDS,
  hasAnyField,
  missingAadhaarFields,
  normalizeAadhaar,
  removeCardSide,
} from '@nivas/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { t } from '@/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import {
  CARD_PREVIEW_MAX_SIDE,
  fileToJpegDataUrl,
  NoImageDataError,
  videoFrameToBlob,
} from '../images';
import { hasAadhaarImage, type WizardData } from '../wizard-state';
import { maskedCardCopy } from '../aadhaar/mask-card';
import { type AadhaarFieldErrors, AadhaarFieldsForm } from './aadhaar-fields';
import { AadhaarSidePanel, type SideTexts } from './aadhaar-side';
import { CameraView } from './camera-view';
import type { StepProps } from './step-props';
import { WizardNav } from './wizard-nav';

const text = t.onboarding.aadhaar;

/** The card reader and its text-recognition data load only once this step opens. */
const loadReader = () => import('../aadhaar/read-card');

const SIDE_TEXTS: Record<CardSide, SideTexts> = {
  front: {
    title: text.front,
    hint: text.frontHint,
    upload: text.upload,
    capture: text.capture,
    uploadAgain: text.uploadAgain,
    imageAlt: text.imageAlt,
  },
  back: {
    title: text.back,
    hint: text.backHint,
    upload: text.uploadBack,
    capture: text.captureBack,
    uploadAgain: text.uploadBackAgain,
    imageAlt: text.backImageAlt,
  },
};

const NOTHING_READ: AadhaarPictureFields = { fields: EMPTY_AADHAAR_FIELDS, fromQr: [] };

type Mode =
  { kind: 'choose' } | { kind: 'camera'; side: CardSide } | { kind: 'processing'; side: CardSide };

/**
 * Step 3: the Aadhaar card, front and back (or one picture of both), each uploaded or captured
 * and read in the browser ('Processing Aadhaar Card...'), then its fields to check and correct.
 * A side fills what is blank and never wipes what the other gave; each side's 'Upload Again'
 * clears its picture and what only it gave.
 */
export function AadhaarStep({ data, update, next, back, today }: StepProps) {
  const [mode, setMode] = useState<Mode>({ kind: 'choose' });
  const [problem, setProblem] = useState<string>();
  const [errors, setErrors] = useState<AadhaarFieldErrors>({});

  // Start the reader while the person finds the card (the worker takes about a second), and
  // let it go with the step: it holds tens of megabytes.
  useEffect(() => {
    let isCurrent = true;
    void loadReader()
      .then((reader) => (isCurrent ? reader.warmUpCardReader() : undefined))
      .catch(() => undefined);
    return () => {
      isCurrent = false;
      void loadReader().then((reader) => reader.stopCardReader());
    };
  }, []);

  const read = async (side: CardSide, image: Blob) => {
    setMode({ kind: 'processing', side });
    setProblem(undefined);
    setErrors({});
    let preview: string;
    try {
      preview = await fileToJpegDataUrl(image, CARD_PREVIEW_MAX_SIDE);
    } catch {
      notifyError(t.onboarding.noImageData);
      setMode({ kind: 'choose' });
      return;
    }
    try {
      const { readAadhaarCard } = await loadReader();
      const reading = await readAadhaarCard(image);
      const picture = reading.isCard ? reading.picture : NOTHING_READ;
      const merged = addCardSide(data.aadhaar, picture);
      // Only a card whose number was found is kept, and only as the masked copy.
      const maskedImage =
        reading.isCard && reading.masks
          ? await maskedCardCopy(image, reading.masks, CARD_PREVIEW_MAX_SIDE).catch(() => null)
          : null;
      update((current) => ({
        aadhaarSides: {
          ...current.aadhaarSides,
          [side]: {
            image: preview,
            reading: picture,
            isCard: reading.isCard || !reading.hasText,
            maskedImage,
          },
        },
        aadhaar: addCardSide(current.aadhaar, picture),
      }));
      if (!reading.isCard && reading.hasText) notifyError(text.notAadhaar);
      else if (!hasAnyField(picture.fields)) notifyError(text.notExtracted);
      else if (missingAadhaarFields(merged).length) notifySuccess(text.extractedInPart);
      else notifySuccess(text.extracted);
    } catch (error) {
      // The picture shows; the person can still type the fields in.
      update((current) => ({
        aadhaarSides: {
          ...current.aadhaarSides,
          [side]: { image: preview, reading: NOTHING_READ, isCard: true, maskedImage: null },
        },
      }));
      notifyError(error instanceof NoImageDataError ? t.onboarding.noImageData : text.failed);
    } finally {
      setMode({ kind: 'choose' });
    }
  };

  const uploadAgain = (side: CardSide) => {
    update((current: WizardData) => {
      const removed = current.aadhaarSides[side];
      const other = current.aadhaarSides[side === 'front' ? 'back' : 'front'];
      return {
        aadhaarSides: { ...current.aadhaarSides, [side]: null },
        aadhaar: removed
          ? removeCardSide(current.aadhaar, removed.reading, other?.reading ?? null)
          : current.aadhaar,
      };
    });
    setErrors({});
    setProblem(undefined);
  };

  const changeFields = (change: Partial<AadhaarFields>) => {
    update((current) => ({ aadhaar: { ...current.aadhaar, ...change } }));
    setErrors((current) => {
      const rest = { ...current };
      for (const key of Object.keys(change)) delete rest[key as keyof AadhaarFields];
      return rest;
    });
    setProblem(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mode.kind === 'processing') return;
    if (!hasAadhaarImage(data)) {
      setProblem(text.noImage);
      return;
    }
    const missing = missingAadhaarFields(data.aadhaar);
    if (missing.length) {
      setProblem(text.incomplete);
      const labels: Partial<Record<keyof AadhaarFields, string>> = {
        name: text.name,
        aadhaarNumber: text.number,
        dob: text.dob,
        gender: text.gender,
        address: text.address,
      };
      setErrors(Object.fromEntries(missing.map((key) => [key, text.required(labels[key] ?? key)])));
      return;
    }
    const fieldErrors: AadhaarFieldErrors = {};
    // 12 digits are required; a failed check digit only warns (the field says so).
    if (!normalizeAadhaar(data.aadhaar.aadhaarNumber))
      fieldErrors.aadhaarNumber = text.numberInvalid;
    if (data.aadhaar.dob > today) fieldErrors.dob = text.dobFuture;
    if (Object.keys(fieldErrors).length) {
      setErrors(fieldErrors);
      return;
    }
    next();
  };

  const isProcessing = mode.kind === 'processing';
  let body;
  if (mode.kind === 'camera') {
    const { side } = mode;
    body = (
      <CameraView
        facingMode="environment"
        onCapture={(video) => {
          // The whole frame, full size: small print needs every pixel.
          const frame = videoFrameToBlob(video);
          setMode({ kind: 'processing', side });
          void frame.then(
            (blob) => read(side, blob),
            () => {
              notifyError(t.onboarding.noImageData);
              setMode({ kind: 'choose' });
            },
          );
        }}
        onCancel={() => setMode({ kind: 'choose' })}
        onError={() => {
          setMode({ kind: 'choose' });
          notifyError(t.onboarding.camera.failed);
        }}
      />
    );
  } else {
    body = (
      <div className="space-y-6">
        <div className="grid gap-6 sm:grid-cols-2">
          {(['front', 'back'] as const).map((side) => (
            <AadhaarSidePanel
              key={side}
              texts={SIDE_TEXTS[side]}
              side={data.aadhaarSides[side]}
              isProcessing={isProcessing && mode.side === side}
              isBusy={isProcessing && mode.side !== side}
              onFile={(file) => void read(side, file)}
              onCamera={() => setMode({ kind: 'camera', side })}
              onUploadAgain={() => uploadAgain(side)}
            />
          ))}
        </div>
        {hasAadhaarImage(data) && (
          <div className="space-y-5">
            <p className="text-sm text-slate-600">{text.check}</p>
            <AadhaarFieldsForm
              fields={data.aadhaar}
              errors={errors}
              today={today}
              onChange={changeFields}
            />
          </div>
        )}
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <p className="text-sm text-slate-600">{text.intro}</p>
      {body}
      <WizardNav onBack={isProcessing ? undefined : back} isBusy={isProcessing}>
        {problem && (
          <div className="mb-4">
            <ErrorAlert>{problem}</ErrorAlert>
          </div>
        )}
      </WizardNav>
    </form>
  );
}
