import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Camera, RotateCcw, X } from '@/components/ui/icons';
import { t } from '@/i18n';
import { notifyError } from '@/lib/notify';
import { fileToJpegDataUrl, PHOTO_MAX_SIDE, toJpegDataUrl } from '../images';
import { CameraView } from './camera-view';
import { FileButton } from './file-button';
import type { StepProps } from './step-props';
import { WizardNav } from './wizard-nav';

const text = t.onboarding;

/**
 * Step 2: the tenant's photo, from the front camera or a file, shown back with 'Take Again'
 * and 'Cancel'. It is made small (at most 800 px, JPEG) the moment it is taken.
 */
export function PhotoStep({ data, update, next, back }: StepProps) {
  const [isCameraOn, setIsCameraOn] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (data.photo) next();
  };

  const takeFile = async (file: File) => {
    try {
      update({ photo: await fileToJpegDataUrl(file, PHOTO_MAX_SIDE) });
    } catch {
      notifyError(text.noImageData);
    }
  };

  let body;
  if (data.photo) {
    body = (
      <div className="space-y-4">
        <img
          src={data.photo}
          alt={text.photo.alt}
          className="mx-auto max-h-80 w-auto rounded-xl object-contain ring-1 ring-slate-200"
        />
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button
            variant="secondary"
            onClick={() => {
              update({ photo: null });
              setIsCameraOn(true);
            }}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            {text.photo.takeAgain}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              update({ photo: null });
              setIsCameraOn(false);
            }}
          >
            <X aria-hidden="true" className="size-4" />
            {text.cancel}
          </Button>
        </div>
      </div>
    );
  } else if (isCameraOn) {
    body = (
      <CameraView
        facingMode="user"
        onCapture={(video) => {
          setIsCameraOn(false);
          try {
            update({ photo: toJpegDataUrl(video, PHOTO_MAX_SIDE) });
          } catch {
            notifyError(text.noImageData);
          }
        }}
        onCancel={() => setIsCameraOn(false)}
        onError={() => {
          setIsCameraOn(false);
          notifyError(text.camera.failed);
        }}
      />
    );
  } else {
    body = (
      <div className="flex flex-col gap-3 rounded-xl border-2 border-dashed border-slate-300 px-4 py-8 sm:flex-row sm:justify-center">
        <Button onClick={() => setIsCameraOn(true)}>
          <Camera aria-hidden="true" className="size-4" />
          {text.photo.take}
        </Button>
        <FileButton label={text.photo.upload} onFile={(file) => void takeFile(file)} />
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <p className="text-sm text-slate-600">{text.photo.intro}</p>
      {body}
      <WizardNav onBack={back} isContinueDisabled={!data.photo}>
        {!data.photo && (
          <p className="mb-3 text-sm text-slate-500 sm:text-right">{text.photo.needed}</p>
        )}
      </WizardNav>
    </form>
  );
}
