/**
 * Latin-script words a Hindi screen keeps as Hindi speakers write them: brand names, loan
 * words written in English (UPI, PG, WhatsApp), units and technical names shown as they are.
 * The catalogue test and the browser's Hindi spec hold every other Latin word to be an error.
 * Plain data, imported by the e2e suite too.
 */
export const HINDI_LOAN_WORDS: ReadonlySet<string> = new Set([
  'Nivas',
  'English',
  'PG',
  'UPI',
  'WhatsApp',
  'ID',
  'KYC',
  'QR',
  'PDF',
  'CSV',
  'zip',
  'AC',
  'WiFi',
  'IP',
  'API',
  'MB',
  'ms',
  'JPEG',
  'PNG',
  'XXXX',
  'GET',
  // A command and a setting named in the connection test's hints, typed as they are.
  'npm',
  'start',
  'CORS_ORIGINS',
]);

/** The Latin words of a Hindi text that are not on the list: what was left in English. */
export const englishWordsIn = (text: string): string[] =>
  (text.match(/[A-Za-z][A-Za-z_]+/g) ?? []).filter((word) => !HINDI_LOAN_WORDS.has(word));
