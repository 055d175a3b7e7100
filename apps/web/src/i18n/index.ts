import { en } from './en';

/**
 * The active catalogue. English is the only language today; when Hindi arrives this is where
 * the choice is made, and components keep reading `t`.
 */
export const t = en;
