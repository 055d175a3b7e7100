import {
  type AadhaarFields,
  EMPTY_AADHAAR_FIELDS,
  missingAadhaarFields,
  normalizeAadhaar,
} from '@nivas/domain';
import { Camera, RotateCcw } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { t } from '@/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import {
  CARD_PREVIEW_MAX_SIDE,
  fileToJpegDataUrl,
  NoImageDataError,
  videoFrameToBlob,
} from '../images';
import { type AadhaarFieldErrors, AadhaarFieldsForm } from './aadhaar-fields';
import { CameraView } from './camera-view';
import { FileButton } from './file-button';
import type { StepProps } from './step-props';
import { WizardNav } from './wizard-nav';

const text = t.onboarding.aadhaar;

/** The card reader and its text-recognition data load only once this step opens. */
const loadReader = () => import('../aadhaar/read-card');

type Mode = 'choose' | 'camera' | 'processing';

/**
 * Step 3: the Aadhaar card, uploaded or captured, read in the browser ('Processing Aadhaar
 * Card...'), then shown with its five fields to check and correct. 'Upload Again' clears the
 * image and the fields.
 */
export function AadhaarStep({ data, update, next, back, today }: StepProps) {
  const [mode, setMode] = useState<Mode>('choose');
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

  const read = async (image: Blob) => {
    setMode('processing');
    setProblem(undefined);
    setErrors({});
    let preview: string;
    try {
      preview = await fileToJpegDataUrl(image, CARD_PREVIEW_MAX_SIDE);
    } catch {
      notifyError(t.onboarding.noImageData);
      setMode('choose');
      return;
    }
    try {
      const { readAadhaarCard } = await loadReader();
      const reading = await readAadhaarCard(image);
      update({ aadhaarImage: preview, aadhaar: reading.fields ?? { ...EMPTY_AADHAAR_FIELDS } });
      if (reading.fields) notifySuccess(text.extracted);
      else notifyError(text.notExtracted);
    } catch (error) {
      // The picture shows; the person can still type the fields in.
      update({ aadhaarImage: preview, aadhaar: { ...EMPTY_AADHAAR_FIELDS } });
      notifyError(error instanceof NoImageDataError ? t.onboarding.noImageData : text.failed);
    } finally {
      setMode('choose');
    }
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
    if (mode === 'processing') return;
    if (!data.aadhaarImage) {
      setProblem(text.noImage);
      return;
    }
    const missing = missingAadhaarFields(data.aadhaar);
    if (missing.length) {
      setProblem(text.incomplete);
      const labels = {
        name: text.name,
        aadhaarNumber: text.number,
        dob: text.dob,
        gender: text.gender,
        address: text.address,
      };
      setErrors(Object.fromEntries(missing.map((key) => [key, text.required(labels[key])])));
      return;
    }
    const fieldErrors: AadhaarFieldErrors = {};
    if (!normalizeAadhaar(data.aadhaar.aadhaarNumber))
      fieldErrors.aadhaarNumber = text.numberInvalid;
    if (data.aadhaar.dob > today) fieldErrors.dob = text.dobFuture;
    if (Object.keys(fieldErrors).length) {
      setErrors(fieldErrors);
      return;
    }
    next();
  };

  let body;
  if (mode === 'processing') {
    body = (
      <div
        role="status"
        className="flex flex-col items-center gap-3 rounded-xl bg-indigo-50 px-4 py-12 text-center"
      >
        <Spinner className="size-8 text-indigo-600" />
        <p className="font-medium text-indigo-900">{text.processing}</p>
        <p className="text-sm text-indigo-800/80">{text.processingHint}</p>
      </div>
    );
  } else if (mode === 'camera') {
    body = (
      <CameraView
        facingMode="environment"
        onCapture={(video) => {
          // The whole frame, full size: small print needs every pixel.
          const frame = videoFrameToBlob(video);
          setMode('processing');
          void frame.then(read, () => {
            notifyError(t.onboarding.noImageData);
            setMode('choose');
          });
        }}
        onCancel={() => setMode('choose')}
        onError={() => {
          setMode('choose');
          notifyError(t.onboarding.camera.failed);
        }}
      />
    );
  } else if (data.aadhaarImage) {
    body = (
      <div className="space-y-5">
        <div className="flex flex-col items-center gap-3">
          <img
            src={data.aadhaarImage}
            alt={text.imageAlt}
            className="max-h-72 w-auto rounded-xl object-contain ring-1 ring-slate-200"
          />
          <Button
            variant="secondary"
            onClick={() => {
              update({ aadhaarImage: null, aadhaar: { ...EMPTY_AADHAAR_FIELDS } });
              setErrors({});
              setProblem(undefined);
            }}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            {text.uploadAgain}
          </Button>
        </div>
        <p className="text-sm text-slate-600">{text.check}</p>
        <AadhaarFieldsForm
          fields={data.aadhaar}
          errors={errors}
          today={today}
          onChange={changeFields}
        />
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col gap-3 rounded-xl border-2 border-dashed border-slate-300 px-4 py-8 sm:flex-row sm:justify-center">
        <FileButton variant="primary" label={text.upload} onFile={(file) => void read(file)} />
        <Button variant="secondary" onClick={() => setMode('camera')}>
          <Camera aria-hidden="true" className="size-4" />
          {text.capture}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <p className="text-sm text-slate-600">{text.intro}</p>
      {body}
      <WizardNav onBack={mode === 'processing' ? undefined : back} isBusy={mode === 'processing'}>
        {problem && (
          <div className="mb-4">
            <ErrorAlert>{problem}</ErrorAlert>
          </div>
        )}
      </WizardNav>
    </form>
  );
}
