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
  if (schema instanceof z.ZodObject) {
    // Objects inside the body too (a tenant's emergencyContact): a misspelt `phon` there
    // was dropped silently and the contact saved without a phone.
    const nested = Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(
      ([key, field]) => {
        const strict = strictObjectField(field);
        return strict ? [[key, strict] as const] : [];
      },
    );
    return schema.safeExtend(Object.fromEntries(nested)).strict() as unknown as T;
  }
  if (schema instanceof z.ZodPipe)
    return z.pipe(strictBody(schema.in as z.ZodType), schema.out) as unknown as T;
  if (schema instanceof z.ZodOptional)
    return strictBody(schema.unwrap() as z.ZodType).optional() as unknown as T;
  return schema;
}

/** A field that holds an object, bare or with a default, made strict; null for other fields. */
function strictObjectField(field: z.ZodType): z.ZodType | null {
  if (field instanceof z.ZodObject) return strictBody(field);
  if (field instanceof z.ZodDefault) {
    const inner = strictObjectField(field.unwrap() as z.ZodType);
    return inner && inner.default(field.def.defaultValue as never);
  }
  return null;
}
