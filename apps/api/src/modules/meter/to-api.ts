import { daysBetween, paiseToRupees, unitsBetween, type MeterReading } from '@nivas/domain';
import type { MeterReadingView } from './queries';

/** A reading; one that closed a period carries its units, rate, bill and each share. */
export function toApiMeterReading({ reading, previous, shares }: MeterReadingView): MeterReading {
  const closesPeriod = previous !== null && reading.ratePaise !== null;
  return {
    _id: reading.id,
    date: reading.date,
    reading: reading.reading,
    period: closesPeriod
      ? {
          from: previous.date,
          to: reading.date,
          days: daysBetween(previous.date, reading.date),
          units: unitsBetween(previous.reading, reading.reading),
          rate: paiseToRupees(reading.ratePaise!),
          bill: paiseToRupees(reading.billPaise ?? 0),
          shares: shares.map((share) => ({
            tenantId: share.tenantId,
            name: share.name,
            days: share.days,
            amount: paiseToRupees(share.amountPaise),
            chargeId: share.chargeId,
          })),
        }
      : null,
    createdAt: reading.createdAt.toISOString(),
  };
}
