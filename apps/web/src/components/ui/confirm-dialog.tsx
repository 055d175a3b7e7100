import { useId, type ReactNode } from 'react';
import { t } from '@/i18n';
import { ErrorAlert } from './alert';
import { Button } from './button';
import { useModal } from './use-modal';

type ConfirmDialogProps = {
  isOpen: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the confirmed action runs. */
  busyLabel?: string;
  cancelLabel?: string;
  isBusy?: boolean;
  /** Why the confirmed action failed: shown inside, since a toast would sit behind. */
  failure?: string | null;
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A modal question with two answers, built on the native `<dialog>`: the browser keeps focus
 * inside, makes the page behind inert and closes on Escape, which `window.confirm` does too but
 * without our words, our styling or a busy state.
 */
export function ConfirmDialog({ isOpen, ...props }: ConfirmDialogProps) {
  return isOpen ? <OpenConfirmDialog {...props} /> : null;
}

function OpenConfirmDialog({
  title,
  message,
  confirmLabel,
  busyLabel,
  cancelLabel = t.common.cancel,
  isBusy = false,
  failure,
  tone = 'danger',
  onConfirm,
  onCancel,
}: Omit<ConfirmDialogProps, 'isOpen'>) {
  const titleId = useId();
  const messageId = useId();

  const modal = useModal({ isBusy, onDismiss: onCancel });

  return (
    // Escape and the backdrop answer "no", unless the confirmed action is already under way.
    <dialog
      {...modal}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="p-6">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <div id={messageId} className="mt-2 text-sm text-slate-600">
          {message}
        </div>
        {failure && (
          <div className="mt-4">
            <ErrorAlert>{failure}</ErrorAlert>
          </div>
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {/* The safe answer has focus first, so a stray Enter never deletes anything. */}
          <Button variant="secondary" data-autofocus onClick={onCancel} disabled={isBusy}>
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={onConfirm} isBusy={isBusy}>
            {isBusy && busyLabel ? busyLabel : confirmLabel}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
