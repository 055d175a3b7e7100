import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/api/client';
import { timed } from './timed';

const DebugSchema = z.object({
  success: z.boolean(),
  data: z.object({
    environment: z.string(),
    version: z.string(),
    uptimeSeconds: z.number(),
    database: z.object({ kind: z.string(), reachable: z.boolean() }),
    request: z.object({
      origin: z.string().nullable().optional(),
      ip: z.string().optional(),
      time: z.string(),
    }),
  }),
});
export type DebugInfo = z.infer<typeof DebugSchema>['data'];

/** GET /api/v1/debug: server facts for troubleshooting, never secrets. */
export const getDebug = () =>
  timed(async () => DebugSchema.parse(await api.get('debug').json()).data);

export const debugQueryOptions = () =>
  queryOptions({
    queryKey: ['diagnostics', 'debug'],
    queryFn: getDebug,
    staleTime: 0,
    gcTime: 0,
  });

export const useDebug = () => useQuery(debugQueryOptions());
