import type { Payment } from '@nivas/domain';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { FileDown, MessageCircle, ReceiptText } from '@/components/ui/icons';
import {
  downloadReceiptPdf,
  openReceipt,
  useSendReceiptOnWhatsApp,
} from '@/data/payments/receipts';
import { t } from '@/i18n';

const text = t.receipts;

/**
 * A payment's receipt: open it (printable), save its PDF, or send its link on WhatsApp to the
 * tenant (through their own link, in their language). A voided payment's receipt says VOID;
 * it is not sent.
 */
export function ReceiptActions({
  payment,
  size = 'small',
  className,
}: {
  payment: Pick<Payment, '_id' | 'receiptNumber' | 'voided' | 'tenantId'>;
  size?: 'small' | 'large';
  className?: string;
}) {
  const sendOnWhatsApp = useSendReceiptOnWhatsApp();
  const small = size === 'small' ? 'min-h-9 px-3 text-xs' : undefined;
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      <Button
        variant="secondary"
        className={small}
        aria-label={text.openFor(payment.receiptNumber)}
        onClick={() => void openReceipt(payment._id)}
      >
        <ReceiptText aria-hidden="true" className="size-4" />
        {text.open}
      </Button>
      <Button
        variant="secondary"
        className={small}
        aria-label={text.pdfFor(payment.receiptNumber)}
        onClick={() => void downloadReceiptPdf(payment._id, payment.receiptNumber)}
      >
        <FileDown aria-hidden="true" className="size-4" />
        {text.pdf}
      </Button>
      {!payment.voided && payment.tenantId && (
        <Button
          variant={size === 'large' ? 'whatsapp' : 'secondary'}
          className={small}
          isBusy={sendOnWhatsApp.isPending}
          onClick={() => sendOnWhatsApp.mutate(payment._id)}
        >
          {!sendOnWhatsApp.isPending && <MessageCircle aria-hidden="true" className="size-4" />}
          {sendOnWhatsApp.isPending ? text.sending : text.sendWhatsApp}
        </Button>
      )}
    </div>
  );
}
