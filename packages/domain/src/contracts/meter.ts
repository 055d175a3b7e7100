import { z } from 'zod';
import { dateField, decimalText, ReasonBodySchema } from './fields';

export const MAX_METER_READING = 99_999_999;

/** POST /rooms/{id}/meter-readings: the room meter's reading on a day. */
export const MeterReadingBodySchema = z.object({
  date: dateField('Date'),
  reading: z.preprocess(
    decimalText,
    z
      .number({ error: 'Reading must be a number' })
      .min(0, 'Reading must be 0 or more')
      .max(MAX_METER_READING, `Reading must be at most ${MAX_METER_READING}`)
      .refine((n) => Number(n.toFixed(2)) === n, 'Reading may have at most two decimals'),
  ),
});
export type MeterReadingBody = z.output<typeof MeterReadingBodySchema>;

/**
 * A reading, and when it closes a period (a reading before it exists), the units, the bill at
 * the PG's rate and each tenant's share by days stayed (each share is an electricity charge).
 */
export const MeterReadingSchema = z.object({
  _id: z.string(),
  date: z.string(),
  reading: z.number(),
  period: z
    .object({
      from: z.string(),
      to: z.string(),
      days: z.number(),
      units: z.number(),
      rate: z.number(),
      bill: z.number(),
      shares: z.array(
        z.object({
          tenantId: z.string().nullable(),
          name: z.string(),
          days: z.number(),
          amount: z.number(),
          chargeId: z.string(),
        }),
      ),
    })
    .nullable(),
  createdAt: z.string(),
});
export type MeterReading = z.infer<typeof MeterReadingSchema>;

/**
 * POST /meter-readings/{id}/undo: why the room's last reading is undone; its shares are
 * waived with this reason, as a charge is.
 */
export const UndoMeterReadingBodySchema = ReasonBodySchema;
export type UndoMeterReadingBody = z.output<typeof UndoMeterReadingBodySchema>;
