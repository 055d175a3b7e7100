import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../contracts/language';

/**
 * The language a tenant reads: their reminders, receipts and their own link are written in it,
 * whatever language the owner's screens are in. The same languages as the interface's.
 */
export const TENANT_LANGUAGES = LANGUAGES;
export type TenantLanguage = Language;
export const DEFAULT_TENANT_LANGUAGE: TenantLanguage = DEFAULT_LANGUAGE;
