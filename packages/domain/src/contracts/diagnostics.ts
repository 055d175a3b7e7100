import { z } from 'zod';

/** GET / asked for JSON (the site root, outside /api/v1): the server says it is up. */
export const BackendRootSchema = z.object({ success: z.boolean(), message: z.string() });

/** GET /api/v1/health: 200 with the database up, 503 when it is not. */
export const HealthSchema = z.object({
  success: z.boolean(),
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['up', 'down']),
});

/** GET /api/v1/debug: server facts for troubleshooting, never secrets. */
export const DebugSchema = z.object({
  success: z.literal(true),
  data: z.object({
    environment: z.string(),
    version: z.string(),
    uptimeSeconds: z.number(),
    database: z.object({ kind: z.string(), reachable: z.boolean() }),
    request: z.object({ origin: z.string().nullable(), ip: z.string(), time: z.string() }),
  }),
});
export type DebugInfo = z.infer<typeof DebugSchema>['data'];
