import { DebugSchema } from '@nivas/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { timed } from './timed';

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
