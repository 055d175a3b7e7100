import type { ReceiptShare } from '@nivas/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/api/client';
import { serverErrorMessage } from '@/api/errors';
import { readData } from '@/api/read-answer';
import { t } from '@/i18n';
import { notifyError } from '@/lib/notify';
import { openWhenReady } from '@/lib/open-when-ready';

/**
 * A payment's receipt from the owner's screens. The API answers it to a bearer token, not a
 * cookie, so a plain link cannot carry the sign-in: the receipt is fetched with the token and
 * opened as a file of its own (decision 0014). Tenants open theirs through their own link.
 */

const receiptPath = (paymentId: string, format: 'html' | 'pdf') =>
  `payments/${encodeURIComponent(paymentId)}/receipt${format === 'pdf' ? '.pdf' : ''}`;

async function receiptFile(paymentId: string, format: 'html' | 'pdf'): Promise<string> {
  const blob = await api.get(receiptPath(paymentId, format), { headers: { Accept: '*/*' } }).blob();
  return URL.createObjectURL(blob);
}

/** The printable receipt page in a new tab (opened at once, so a phone does not block it). */
export function openReceipt(paymentId: string) {
  return openWhenReady(() => receiptFile(paymentId, 'html'), {
    onError: (error) => notifyError(serverErrorMessage(error, t.receipts.openFailed)),
  });
}

/** The receipt's PDF, saved as RCPT-2026-000123.pdf. */
export async function downloadReceiptPdf(paymentId: string, receiptNumber: string) {
  try {
    const url = await receiptFile(paymentId, 'pdf');
    const link = document.createElement('a');
    link.href = url;
    link.download = `${receiptNumber}.pdf`;
    link.click();
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    notifyError(serverErrorMessage(error, t.receipts.openFailed));
  }
}

/** POST /payments/{id}/receipt-share: the receipt's link through the tenant's own link. */
export async function shareReceipt(paymentId: string) {
  return readData<ReceiptShare>(
    await api.post(`payments/${encodeURIComponent(paymentId)}/receipt-share`).json(),
    'record',
  );
}

/** "Send receipt on WhatsApp": WhatsApp opens with the receipt's link and a summary. */
export function useSendReceiptOnWhatsApp() {
  return useMutation({
    mutationFn: (paymentId: string) =>
      openWhenReady(async () => (await shareReceipt(paymentId)).whatsappUrl),
    onError(error) {
      notifyError(serverErrorMessage(error, t.receipts.shareFailed));
    },
  });
}
