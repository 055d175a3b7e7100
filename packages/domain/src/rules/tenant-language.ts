/**
 * The language a tenant reads: their reminders, receipts and their own link are written in it,
 * whatever language the owner's screens are in.
 */
export const TENANT_LANGUAGES = ['en', 'hi'] as const;
export type TenantLanguage = (typeof TENANT_LANGUAGES)[number];
export const DEFAULT_TENANT_LANGUAGE: TenantLanguage = 'en';
