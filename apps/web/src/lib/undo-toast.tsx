import { useState } from 'react';
import { Undo2 } from '@/components/ui/icons';
import { t } from '@/i18n';
import { showToast, UNDO_WINDOW_MS } from './notify';

interface UndoToastProps {
  message: string;
  /** A second line: what else happened (next month's record was created). */
  detail?: string;
  /** Runs once; the toast closes when it has settled. */
  onUndo: () => Promise<unknown>;
  closeToast: () => void;
}

function UndoToast({ message, detail, onUndo, closeToast }: UndoToastProps) {
  const [isUndoing, setIsUndoing] = useState(false);
  return (
    <div className="flex items-center gap-3">
      <div className="min-w-0 flex-1">
        <p>{message}</p>
        {detail && <p className="mt-0.5 text-xs opacity-80">{detail}</p>}
      </div>
      <button
        type="button"
        disabled={isUndoing}
        aria-busy={isUndoing || undefined}
        onClick={(event) => {
          // The toast itself closes on a click; the undo must run first.
          event.stopPropagation();
          setIsUndoing(true);
          void onUndo().finally(closeToast);
        }}
        className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg bg-white px-3 text-sm font-semibold text-indigo-700 ring-1 ring-indigo-200 ring-inset hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-60"
      >
        <Undo2 aria-hidden="true" className="size-4" />
        {isUndoing ? t.undo.undoing : t.undo.action}
      </button>
    </div>
  );
}

/**
 * A success toast with an Undo button, kept UNDO_WINDOW_MS (and while the pointer or focus is
 * on it) instead of the usual 3 s. A polite status: read out without interrupting, and the
 * toast region is a live region already.
 */
export function notifyUndoable({
  message,
  detail,
  onUndo,
}: {
  message: string;
  detail?: string;
  onUndo: () => Promise<unknown>;
}) {
  showToast(
    ({ closeToast }) => (
      <UndoToast message={message} detail={detail} onUndo={onUndo} closeToast={closeToast} />
    ),
    {
      type: 'success',
      role: 'status',
      autoClose: UNDO_WINDOW_MS,
      closeOnClick: false,
      pauseOnHover: true,
      pauseOnFocusLoss: false,
    },
  );
}
