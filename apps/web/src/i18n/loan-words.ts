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
  'SMS',
  'ID',
  // The UPI transaction's number as bank statements and UPI apps name it.
  'UTR',
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

/**
 * Typed as they are, in any language: a reminder template's placeholders ({name}), a link
 * (upi://pay?pa=…, https://…) and an address (an email, a UPI ID such as
 * sunrisepg@okhdfcbank).
 */
const VERBATIM = /\{\w+\}|\b[a-z][a-z+.-]*:\/\/\S+|[\w.+-]+@[\w.-]+/g;

/** The Latin words of a Hindi text that are not on the list: what was left in English. */
export const englishWordsIn = (text: string): string[] =>
  (text.replace(VERBATIM, ' ').match(/[A-Za-z][A-Za-z_]+/g) ?? []).filter(
    (word) => !HINDI_LOAN_WORDS.has(word),
  );
