import { lazyDialog } from '@/components/ui/lazy-dialog';

/** Waiving a charge, loaded when first opened (components/ui/lazy-dialog.tsx). */
export const WaiveChargeDialog = lazyDialog(
  () => import('./waive-charge-dialog').then((module) => module.WaiveChargeDialog),
  ({ charge }) => charge !== null,
);
