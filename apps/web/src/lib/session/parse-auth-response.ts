import type { Admin } from '@nivas/domain';
import { InvalidResponseError } from '@/api/errors';
import { readAdmin, readSuccess } from './read-admin';

/** SPEC §5: a login or register reply must hold both a token and an admin object. */
export function parseAuthResponse(body: unknown): { token: string; admin: Admin } {
  const reply = readSuccess(body);
  const admin = readAdmin(reply?.admin);
  const token = reply?.token;
  if (!admin || typeof token !== 'string' || token === '') throw new InvalidResponseError();
  return { token, admin };
}
