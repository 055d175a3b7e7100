import type { Admin } from '@nivas/domain';
import type { AdminRow } from '../../db/schema';

/** The admin as the API answers it: never the password hash or the token version. */
export function toApiAdmin(row: AdminRow): Admin {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    pgName: row.pgName,
    address: row.address,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
  };
}
