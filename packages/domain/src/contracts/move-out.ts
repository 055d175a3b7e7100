import { z } from 'zod';
import { SETTLEMENT_LINE_KINDS } from '../rules/move-out';
import { calendarDateField, dateField, optionalText, requiredText } from './fields';
import { PAYMENT_METHODS, rupeesField } from './rents';

const DeductionSchema = z.object({
  reason: requiredText('Reason', 200),
  amount: rupeesField('Amount', { positive: true }),
});

/**
 * GET /tenants/{id}/move-out/preview: the statement for a notice and a vacate date, with the
 * owner's deductions when chosen (`deductions`, JSON: `[{"reason":"Lost key","amount":300}]`).
 */
export const MoveOutPreviewQuerySchema = z.object({
  noticeDate: calendarDateField('noticeDate'),
  vacateDate: calendarDateField('vacateDate'),
  deductions: z
    .preprocess(
      (v) => {
        if (typeof v !== 'string') return v;
        try {
          return JSON.parse(v);
        } catch {
          return v;
        }
      },
      z
        .array(DeductionSchema, { error: 'deductions must be a JSON list of {reason, amount}' })
        .max(20),
    )
    .optional()
    .default([]),
});
export type MoveOutPreviewQuery = z.output<typeof MoveOutPreviewQuerySchema>;

/** POST /tenants/{id}/move-out: the same inputs, recorded; a refund is paid by `refundMethod`. */
export const MoveOutBodySchema = z.object({
  noticeDate: dateField('Notice date'),
  vacateDate: dateField('Vacate date'),
  deductions: z.array(DeductionSchema).max(20).default([]),
  refundMethod: z
    .enum(PAYMENT_METHODS, { error: `Refund method must be one of ${PAYMENT_METHODS.join(', ')}` })
    .default('Cash'),
  refundReference: optionalText('Refund reference', 100),
});
export type MoveOutBody = z.output<typeof MoveOutBodySchema>;

export const SettlementSchema = z.object({
  lines: z.array(
    z.object({
      kind: z.enum(SETTLEMENT_LINE_KINDS),
      label: z.string(),
      amount: z.number(),
      days: z.number().optional(),
    }),
  ),
  depositHeld: z.number(),
  refund: z.number(),
  owed: z.number(),
});
export type SettlementAnswer = z.infer<typeof SettlementSchema>;

/**
 * GET /tenants/{id}/move-out/preview: the statement, and the months of the stay no rent was
 * recorded for, which it does not charge (rules/move-out.ts: monthsWithoutRent).
 */
export const MoveOutPreviewSchema = SettlementSchema.extend({
  monthsWithoutRent: z.array(z.object({ month: z.number(), year: z.number() })),
});
export type MoveOutPreview = z.infer<typeof MoveOutPreviewSchema>;

/** A recorded move-out, for the printable statement. */
export const MoveOutSchema = SettlementSchema.extend({
  noticeDate: z.string(),
  vacateDate: z.string(),
  /** The day the refund is due by (the house rules' refund days after the vacate date). */
  refundBy: z.string(),
  refundMethod: z.enum(PAYMENT_METHODS),
  refundReference: z.string(),
  recordedAt: z.string(),
});
export type MoveOut = z.infer<typeof MoveOutSchema>;
