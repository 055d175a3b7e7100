/**
 * Receipt numbers: one gapless sequence per PG and calendar year of the payment's date,
 * `RCPT-2026-000123`. The API allocates them in the payment's transaction (decision 0013).
 */
export const formatReceiptNumber = (year: number, sequence: number): string =>
  `RCPT-${year}-${String(sequence).padStart(6, '0')}`;
