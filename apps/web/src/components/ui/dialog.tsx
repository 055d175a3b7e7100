import { useId, type ReactNode } from 'react';
import { t } from '@/i18n';
import { ErrorAlert } from './alert';
import { cn } from './cn';
import { X } from './icons';
import { useModal } from './use-modal';

type DialogProps = {
  isOpen: boolean;
  title: string;
  /** A line under the title, read out with it. */
  description?: ReactNode;
  /** While true, Escape, the backdrop and the close button do nothing (a request is running). */
  isBusy?: boolean;
  onClose: () => void;
  children: ReactNode;
  className?: string;
};

/**
 * A modal window for a form or a record, on the native `<dialog>` like ConfirmDialog: the
 * browser keeps focus inside, makes the page behind inert and closes it on Escape. Focus
 * starts on the element marked `data-autofocus`, else on the close button, and goes back to
 * whatever opened the dialog when it goes away.
 */
export function Dialog({ isOpen, ...props }: DialogProps) {
  return isOpen ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
  title,
  description,
  isBusy = false,
  onClose,
  children,
  className,
}: Omit<DialogProps, 'isOpen'>) {
  const titleId = useId();
  const descriptionId = useId();

  const modal = useModal({ isBusy, onDismiss: onClose });

  return (
    <dialog
      {...modal}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={cn(
        'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50',
        className,
      )}
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 py-4 sm:px-6">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {description && (
            <div id={descriptionId} className="mt-1 text-sm text-slate-500">
              {description}
            </div>
          )}
        </div>
        <button
          type="button"
          onClick={onClose}
          disabled={isBusy}
          aria-label={t.common.close}
          className="-mr-2 flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-50"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="px-5 py-5 sm:px-6">{children}</div>
    </dialog>
  );
}

/**
 * A dialog form's buttons (on a phone stacked, the safe one last), and above them why the
 * last try failed: inside the dialog, because a toast would sit behind it, unread. The buttons
 * stay at the dialog's foot while a long form scrolls (a payment with a UPI warning is taller
 * than a laptop's screen), so Record Payment is never below the fold.
 */
export function DialogActions({
  failure,
  children,
}: {
  failure?: string | null;
  children: ReactNode;
}) {
  return (
    <>
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      <div className="sticky bottom-0 -mx-5 -mb-5 flex flex-col-reverse gap-3 border-t border-slate-100 bg-white px-5 py-4 sm:-mx-6 sm:flex-row sm:justify-end sm:px-6">
        {children}
      </div>
    </>
  );
}
