import { z } from 'zod';

/** Shared route pieces: the `:id` parameter and the security requirement of signed-in routes. */
export const IdParamsSchema = z.object({ id: z.string().max(64) });
export const bearerSecurity = [{ bearerAuth: [] }];
export const SuccessSchema = z.object({ success: z.literal(true) });

/**
 * The server's view of a body schema: unknown fields are refused (400 naming them) instead
 * of silently dropped, so a typo like `{ "amout": 100 }` on a payment can never pass for a
 * payment of the whole balance. The shared contracts stay lenient for the forms.
 */
export function strictBody<T extends z.ZodType>(schema: T): T {
  if (schema instanceof z.ZodObject) return schema.strict() as unknown as T;
  if (schema instanceof z.ZodPipe)
    return z.pipe(strictBody(schema.in as z.ZodType), schema.out) as unknown as T;
  if (schema instanceof z.ZodOptional)
    return strictBody(schema.unwrap() as z.ZodType).optional() as unknown as T;
  return schema;
}
