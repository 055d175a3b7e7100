import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@nivas/domain/language';
import { en, type Catalogue } from './en';

/**
 * The interface language: which catalogue `t` reads. English ships with the first download;
 * Hindi is a chunk of its own, fetched when it is first wanted, so an English /login downloads
 * no Hindi.
 */
const loaders: Record<Language, () => Promise<Catalogue>> = {
  en: async () => en,
  hi: () => import('./hi').then((module) => module.hi),
};

const loading = new Map<Language, Promise<Catalogue>>();

/**
 * A language's catalogue, whatever the interface's own language is: for a screen about
 * someone else, shown in theirs (a tenant's own page, a receipt in the tenant's language). A
 * component reads it with React's `use(catalogueFor(language))`: the promise is kept, so it
 * suspends once, while the catalogue downloads.
 */
export function catalogueFor(language: Language): Promise<Catalogue> {
  let catalogue = loading.get(language);
  if (!catalogue) {
    catalogue = loaders[language]();
    // A failed download (offline) may be tried again later.
    catalogue.catch(() => loading.delete(language));
    loading.set(language, catalogue);
  }
  return catalogue;
}

let active: { language: Language; catalogue: Catalogue } = { language: 'en', catalogue: en };
const listeners = new Set<() => void>();

/** The catalogue `t` reads now. */
export const activeCatalogue = (): Catalogue => active.catalogue;
export const currentLanguage = (): Language => active.language;

/** For `useSyncExternalStore`: the app's root re-renders when the language changes. */
export const languageStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: currentLanguage,
};

/** The choice made on this device (by the switch, or brought by the account at sign-in). */
const STORAGE_KEY = 'language';

function storedLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

function storeLanguage(language: Language) {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage unavailable (private mode): the choice lasts as long as the page.
  }
}

/** The first of the browser's languages that Nivas speaks: hi-IN and hi are Hindi. */
export function browserLanguage(languages: readonly string[]): Language | null {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return null;
}

/** What a page opens in: the choice made on this device, else the browser's language. */
export function preferredLanguage(): Language {
  return storedLanguage() ?? browserLanguage(navigator.languages ?? []) ?? DEFAULT_LANGUAGE;
}

let latestRequest = 0;

/**
 * Makes `language` the interface's language: its catalogue is fetched if need be, `t` reads
 * it, `<html lang>` says it and the app's root renders again. Only the latest of overlapping
 * calls wins. `remember` keeps it for the next visit on this device.
 */
export async function setLanguage(
  language: Language,
  { remember = true }: { remember?: boolean } = {},
): Promise<void> {
  const request = ++latestRequest;
  const catalogue = await catalogueFor(language);
  if (request !== latestRequest) return;
  if (remember) storeLanguage(language);
  document.documentElement.lang = language;
  if (active.language === language) return;
  active = { language, catalogue };
  for (const listener of listeners) listener();
}
