import { AuthResponseSchema, type Admin } from '@nivas/domain';
import { InvalidResponseError } from '@/api/errors';

/** SPEC §5: a login or register reply must hold both a token and an admin object. */
const SessionReplySchema = AuthResponseSchema.pick({ token: true, admin: true });

export function parseAuthResponse(body: unknown): { token: string; admin: Admin } {
  const reply = SessionReplySchema.safeParse(body);
  if (!reply.success || reply.data.token === '') throw new InvalidResponseError();
  return reply.data;
}
