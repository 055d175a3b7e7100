import { activeCatalogue } from './language';
import { liveView } from './live-view';

export type { Catalogue } from './en';
export {
  catalogueFor,
  currentLanguage,
  languageStore,
  preferredLanguage,
  setLanguage,
} from './language';
export { formatDate, periodLabel } from './labels';

/**
 * The catalogue of the interface's language: every text a person sees. A live view
 * (docs/decisions/0016): after `setLanguage`, every read answers in the new language, parts of
 * it kept in module constants included, and the app's root renders again.
 */
export const t = liveView(activeCatalogue);
