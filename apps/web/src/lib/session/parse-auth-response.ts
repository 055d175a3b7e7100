import type { Admin } from '@nivas/domain';
import { InvalidResponseError } from '@/api/errors';
import { readAnswer } from '@/api/read-answer';
import { readAdmin } from './read-admin';

/** SPEC §5: a login or register reply must hold both a token and an admin object. */
export function parseAuthResponse(body: unknown): { token: string; admin: Admin } {
  const reply = readAnswer<{ success: true; token?: unknown; admin?: unknown }>(body);
  const admin = readAdmin(reply.admin);
  const token = reply.token;
  if (!admin || typeof token !== 'string' || token === '') throw new InvalidResponseError();
  return { token, admin };
}
