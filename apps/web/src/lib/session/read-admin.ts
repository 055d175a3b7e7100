import type { Admin } from '@nivas/domain';

const ADMIN_FIELDS = ['_id', 'name', 'email', 'pgName', 'address', 'phone', 'createdAt'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * AdminSchema's check, by hand: the session is read on every screen, /login included, and
 * zod there would cost more than the screen itself. Extra fields are dropped as zod would.
 */
export function readAdmin(value: unknown): Admin | null {
  if (!isRecord(value)) return null;
  const admin: Partial<Record<(typeof ADMIN_FIELDS)[number], string>> = {};
  for (const field of ADMIN_FIELDS) {
    const text = value[field];
    if (typeof text !== 'string') return null;
    admin[field] = text;
  }
  return admin as Admin;
}

/** `{ success: true, …rest }`, or null. */
export const readSuccess = (body: unknown) =>
  isRecord(body) && body.success === true ? body : null;
