import type { Admin } from '@nivas/domain';
import { ADMIN_FIELDS, type AdminField } from '@nivas/domain/admin-fields';
import { isLanguage } from '@nivas/domain/language';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * AdminSchema's check, by hand over the domain's field list: the session is read on every
 * screen, /login included, and zod there would cost more than the screen itself
 * (docs/decisions/0006). Extra fields are dropped as zod would.
 */
export function readAdmin(value: unknown): Admin | null {
  if (!isRecord(value)) return null;
  const admin: Partial<Record<AdminField, string>> = {};
  for (const field of ADMIN_FIELDS) {
    const text = value[field];
    if (typeof text !== 'string') return null;
    admin[field] = text;
  }
  if (!isLanguage(admin.language)) return null;
  return admin as Admin;
}

/** `{ success: true, …rest }`, or null. */
export const readSuccess = (body: unknown) =>
  isRecord(body) && body.success === true ? body : null;
