import { z } from 'zod';
import { RENT_STATUSES } from '../rules/rent-status';
import { TENANT_LANGUAGES } from '../rules/tenant-language';
import { PAYMENT_METHODS } from './rents';

/**
 * The tenant's own link (decision 0014): `POST /tenants/{id}/share-link` answers the web
 * app's `/t/{token}`, and `GET /shared/{token}` answers what that page shows, without sign-in:
 * that tenant's dues, payments, receipts and the PG's UPI, identity masked.
 */
export const ShareLinkResponseSchema = z.object({
  success: z.literal(true),
  url: z.string(),
  /** The link sent on WhatsApp with a line in the tenant's language. */
  text: z.string(),
  whatsappUrl: z.string(),
});
export type ShareLinkResponse = z.infer<typeof ShareLinkResponseSchema>;

export const RevokeShareLinkResponseSchema = z.object({
  success: z.literal(true),
  /** How many of the tenant's links stopped working. */
  revoked: z.number(),
});
export type RevokeShareLinkResponse = z.infer<typeof RevokeShareLinkResponseSchema>;

/** A payment's receipt sent on WhatsApp: its link through the tenant's own link, and the message. */
export const ReceiptShareSchema = z.object({
  url: z.string(),
  pdfUrl: z.string(),
  text: z.string(),
  whatsappUrl: z.string(),
});
export type ReceiptShare = z.infer<typeof ReceiptShareSchema>;

export const SharedDueSchema = z.object({
  kind: z.enum(['rent', 'charge']),
  /** In the tenant's language. */
  label: z.string(),
  dueDate: z.string(),
  amount: z.number(),
  amountPaid: z.number(),
  amountDue: z.number(),
  status: z.enum(RENT_STATUSES),
  daysOverdue: z.number(),
});

export const SharedPaymentSchema = z.object({
  _id: z.string(),
  receiptNumber: z.string(),
  paidOn: z.string(),
  amount: z.number(),
  method: z.enum(PAYMENT_METHODS),
  /** In the tenant's language. */
  label: z.string(),
  isVoided: z.boolean(),
  /** The receipt through this link (HTML, and PDF). */
  receiptUrl: z.string(),
  receiptPdfUrl: z.string(),
});

export const SharedAccountSchema = z.object({
  language: z.enum(TENANT_LANGUAGES),
  pg: z.object({ name: z.string(), phone: z.string(), address: z.string() }),
  tenant: z.object({
    name: z.string(),
    /** Masked to its last four digits. */
    phone: z.string(),
    room: z.object({ roomNumber: z.string(), floorNumber: z.number() }).nullable(),
    bedNumber: z.number().nullable(),
    idProofType: z.string(),
    /** Masked, as every list shows it; empty once erased. */
    idProofNumber: z.string(),
  }),
  /** What is still owed, oldest due date first. */
  dues: z.array(SharedDueSchema),
  /** Newest first, voided ones marked. */
  payments: z.array(SharedPaymentSchema),
  totals: z.object({ due: z.number(), overdue: z.number(), upcoming: z.number() }),
  /** The UPI link for everything owed (due and upcoming); null without a UPI ID or dues. */
  upiUrl: z.string().nullable(),
  payeeName: z.string().nullable(),
});
export type SharedAccount = z.infer<typeof SharedAccountSchema>;
