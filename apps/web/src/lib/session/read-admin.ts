import type { Admin } from '@nivas/domain';
import { ADMIN_FIELDS, type AdminField } from '@nivas/domain/admin-fields';
import { isLanguage } from '@nivas/domain/language';
import { isRecord } from '@/api/read-answer';

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
