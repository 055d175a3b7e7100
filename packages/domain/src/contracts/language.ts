/**
 * The languages of the interface. A plain list with no zod, like the admin's fields: the web
 * app reads it on /login, before zod is downloaded. Imported alone as '@nivas/domain/language'.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value);
