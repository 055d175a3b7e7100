import { useCallback, type MouseEvent, type SyntheticEvent } from 'react';

/**
 * What makes a native `<dialog>` one of ours, spread onto it: shown as a modal when it enters
 * the page and closed when it leaves, focus first on the element marked `data-autofocus`, and
 * back on whatever opened it afterwards, because a dialog that is removed (not closed) would
 * leave focus on <body>. Escape and a click on the backdrop dismiss it, unless what it does is
 * already under way.
 */
export function useModal({ isBusy, onDismiss }: { isBusy: boolean; onDismiss: () => void }) {
  const ref = useCallback((dialog: HTMLDialogElement | null) => {
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return {
    ref,
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      // The browser would close it; whether it goes is the page's to say.
      event.preventDefault();
      if (!isBusy) onDismiss();
    },
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (event.target === event.currentTarget && !isBusy) onDismiss();
    },
  };
}
