import { z } from 'zod';

/** Every failed answer of the API: `{ success: false, error }`. */
export const ErrorResponseSchema = z.object({
  success: z.literal(false),
  error: z.string(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** `{ success: true, data }` around a payload schema. */
export function dataResponse<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}
