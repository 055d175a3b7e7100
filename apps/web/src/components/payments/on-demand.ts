import { lazyDialog } from '@/components/ui/lazy-dialog';

/** The payment dialogs, loaded when first opened (components/ui/lazy-dialog.tsx). */
export const PaymentDialog = lazyDialog(
  () => import('./payment-dialog').then((module) => module.PaymentDialog),
  ({ payable }) => payable !== null,
);

export const VoidPaymentDialog = lazyDialog(
  () => import('./void-payment-dialog').then((module) => module.VoidPaymentDialog),
  ({ payment }) => payment !== null,
);
