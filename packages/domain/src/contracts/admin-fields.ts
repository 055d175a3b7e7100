/**
 * The admin's fields, as a plain list with no zod: the web app checks the session reply by hand
 * on every screen, /login included, where zod would cost more than the screen itself
 * (docs/decisions/0006). AdminSchema is checked against this list when it compiles, so the two
 * cannot drift. Imported alone as '@nivas/domain/admin-fields'.
 */
export const ADMIN_FIELDS = [
  '_id',
  'name',
  'email',
  'pgName',
  'address',
  'phone',
  /** The interface language the owner chose (contracts/language.ts). */
  'language',
  'createdAt',
] as const;
export type AdminField = (typeof ADMIN_FIELDS)[number];
