import { lazyDialog } from '@/components/ui/lazy-dialog';

/** Room details' dialogs, loaded when first opened (components/ui/lazy-dialog.tsx). */
export const UndoReadingDialog = lazyDialog(
  () => import('./undo-reading-dialog').then((module) => module.UndoReadingDialog),
  (props) => props.reading !== null,
);
