import type { AccountSession, Admin } from '@nivas/domain';
import type { AdminRow, SessionRow } from '../../db/schema';
import { describeUserAgent } from './user-agent';

/** The admin as the API answers it: never the password hash. */
export function toApiAdmin(row: AdminRow): Admin {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    pgName: row.pgName,
    address: row.address,
    phone: row.phone,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A session as GET /admin/sessions answers it: the device read from its user agent. */
export function toApiSession(row: SessionRow, currentSessionId: string): AccountSession {
  return {
    _id: row.id,
    ...describeUserAgent(row.userAgent),
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    current: row.id === currentSessionId,
  };
}
