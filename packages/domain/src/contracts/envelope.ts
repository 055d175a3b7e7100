import { z } from 'zod';
import { ErrorCodeSchema } from './error-codes';

/** Every failed answer of the API: `{ success: false, error, code }`. */
export const ErrorResponseSchema = z.object({
  success: z.literal(false),
  /** English words for people reading the raw API. */
  error: z.string(),
  /** What a client maps to its own words (contracts/error-codes.ts). */
  code: ErrorCodeSchema,
  /** DUPLICATE_TENANT: the active tenant the new one matches, so a screen can name them. */
  duplicate: z
    .object({ _id: z.string(), name: z.string(), match: z.enum(['phone', 'idProof']) })
    .optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** `{ success: true, data }` around a payload schema. */
export function dataResponse<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}
