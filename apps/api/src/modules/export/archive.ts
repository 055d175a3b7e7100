import { strToU8, zipSync } from 'fflate';

/** The export's CSV files by name. */
export type ExportCsvFiles = Record<
  'rooms.csv' | 'tenants.csv' | 'rents.csv' | 'payments.csv' | 'charges.csv' | 'deposits.csv',
  string
>;

const README = `Nivas: your data, exported

rooms.csv     your rooms, with the beds occupied when this was made
tenants.csv   your tenants; identity numbers (Aadhaar and others) are whole, not masked;
              identity_erased is true where a departed tenant's identity data was erased
rents.csv     every rent record; status as of the export date
payments.csv  every payment, one row each, with its receipt number (a rent's or charge's
              amount_paid is the sum of its payments not voided)
charges.csv   every due other than rent (electricity, mess, late fees, move-out charges…);
              status as of the export date, waived ones included
deposits.csv  every deposit entry: collect, deduct (with its reason) and refund

Money is in rupees with two decimals. Dates are YYYY-MM-DD; times are UTC (ISO 8601).
A text cell that begins with = + - or @ is written with a leading apostrophe so that a
spreadsheet does not run it as a formula.

This file holds your tenants' personal data. Keep it as safely as the originals.
`;

/** A file name people can recognise: the PG's name in plain letters and the date. */
export function exportFileName(pgName: string, date: string) {
  const slug = pgName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `nivas-export-${slug ? `${slug}-` : ''}${date}.zip`;
}

/** The CSV files and a README saying what they hold, in one zip. */
export function zipExport(files: ExportCsvFiles, now: Date): Uint8Array {
  const entries: Record<string, Uint8Array> = { 'README.txt': strToU8(README) };
  for (const [name, csv] of Object.entries(files)) entries[name] = strToU8(csv);
  return zipSync(entries, { level: 6, mtime: now });
}
