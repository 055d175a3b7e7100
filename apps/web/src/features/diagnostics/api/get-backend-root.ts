import { BackendRootSchema } from '@nivas/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { timed } from './timed';

/** GET / (the site root, outside /api/v1): the server answers JSON when asked for it. */
export const getBackendRoot = () =>
  timed(async () => BackendRootSchema.parse(await api.get('', { prefixUrl: '/' }).json()));

export const backendRootQueryOptions = () =>
  queryOptions({
    queryKey: ['diagnostics', 'root'],
    queryFn: getBackendRoot,
    staleTime: 0,
    gcTime: 0,
  });

export const useBackendRoot = () => useQuery(backendRootQueryOptions());
