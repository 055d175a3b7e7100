import { lazyDialog } from '@/components/ui/lazy-dialog';

/** The tenant page's dialogs with forms, loaded when first opened (components/ui/lazy-dialog.tsx). */
export const DepositEntryDialog = lazyDialog(
  () => import('./deposit-entry-dialog').then((module) => module.DepositEntryDialog),
  ({ kind }) => kind !== null,
);

export const AddChargeDialog = lazyDialog(
  () => import('./add-charge-dialog').then((module) => module.AddChargeDialog),
  ({ isOpen }) => isOpen,
);

export const RecurringChargeDialog = lazyDialog(
  () => import('./recurring-charge-dialog').then((module) => module.RecurringChargeDialog),
  ({ isOpen }) => isOpen,
);
