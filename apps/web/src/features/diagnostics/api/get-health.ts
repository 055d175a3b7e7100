import { HealthSchema } from '@nivas/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { timed } from './timed';

/** GET /api/v1/health. */
export const getHealth = () =>
  timed(async () => HealthSchema.parse(await api.get('health').json()));

export const healthQueryOptions = () =>
  queryOptions({
    queryKey: ['diagnostics', 'health'],
    queryFn: getHealth,
    staleTime: 0,
    gcTime: 0,
  });

export const useHealth = () => useQuery(healthQueryOptions());
