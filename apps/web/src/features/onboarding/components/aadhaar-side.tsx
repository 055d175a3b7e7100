import { Button } from '@/components/ui/button';
import { Camera, RotateCcw, ShieldCheck } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { t } from '@/i18n';
import type { AadhaarSide } from '../wizard-state';
import { FileButton } from './file-button';
import { WarningNotice } from './notice';

const text = t.onboarding.aadhaar;

export interface SideTexts {
  title: string;
  hint: string;
  upload: string;
  capture: string;
  /** The accessible name of this side's 'Upload Again' (each side's must differ). */
  uploadAgain: string;
  imageAlt: string;
}

/**
 * One side of the card in the Aadhaar step: a choice of upload or camera, the reader at work
 * ('Processing Aadhaar Card...'), or the picture with its own 'Upload Again'.
 */
export function AadhaarSidePanel({
  texts,
  side,
  isProcessing,
  isBusy,
  onFile,
  onCamera,
  onUploadAgain,
}: {
  texts: SideTexts;
  side: AadhaarSide | null;
  isProcessing: boolean;
  /** Another side is being read: one at a time. */
  isBusy: boolean;
  onFile: (file: File) => void;
  onCamera: () => void;
  onUploadAgain: () => void;
}) {
  let body;
  if (isProcessing) {
    body = (
      <div
        role="status"
        className="flex flex-col items-center gap-3 rounded-xl bg-indigo-50 px-4 py-10 text-center"
      >
        <Spinner className="size-8 text-indigo-600" />
        <p className="font-medium text-indigo-900">{text.processing}</p>
        <p className="text-sm text-indigo-800/80">{text.processingHint}</p>
      </div>
    );
  } else if (side) {
    body = (
      <div className="flex flex-col items-center gap-3">
        <img
          src={side.image}
          alt={texts.imageAlt}
          className="max-h-56 w-auto rounded-xl object-contain ring-1 ring-slate-200"
        />
        {!side.isCard && (
          <WarningNotice>
            <p className="font-medium">{text.notAadhaar}</p>
            <p>{text.notAadhaarHint}</p>
          </WarningNotice>
        )}
        {side.isCard &&
          (side.maskedImage ? (
            <p className="flex items-center gap-2 text-sm text-slate-600">
              <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-emerald-600" />
              {text.maskedKept}
            </p>
          ) : (
            <WarningNotice>{text.maskedNotKept}</WarningNotice>
          ))}
        <Button
          variant="secondary"
          aria-label={texts.uploadAgain === text.uploadAgain ? undefined : texts.uploadAgain}
          disabled={isBusy}
          onClick={onUploadAgain}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          {text.uploadAgain}
        </Button>
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col gap-3 rounded-xl border-2 border-dashed border-slate-300 px-4 py-6">
        {isBusy ? (
          <p className="text-center text-sm text-slate-500">{text.otherSideFirst}</p>
        ) : (
          <>
            <FileButton variant="primary" label={texts.upload} onFile={onFile} />
            <Button variant="secondary" onClick={onCamera}>
              <Camera aria-hidden="true" className="size-4" />
              {texts.capture}
            </Button>
          </>
        )}
      </div>
    );
  }
  return (
    <section aria-label={texts.title} className="space-y-3">
      <div>
        <h3 className="font-medium text-slate-900">{texts.title}</h3>
        <p className="text-sm text-slate-600">{texts.hint}</p>
      </div>
      {body}
    </section>
  );
}
