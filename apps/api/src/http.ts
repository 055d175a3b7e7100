import { z } from 'zod';

/** Shared route pieces: the `:id` parameter and the security requirement of signed-in routes. */
export const IdParamsSchema = z.object({ id: z.string().max(64) });
export const bearerSecurity = [{ bearerAuth: [] }];
export const SuccessSchema = z.object({ success: z.literal(true) });
