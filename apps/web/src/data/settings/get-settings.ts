import type { Settings } from '@nivas/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readData } from '@/api/read-answer';
import { apiPaths } from '@/api/paths';
import { readJson } from '@/api/read-ahead';

export const settingsKeys = { all: ['settings'] as const };

/**
 * GET /settings: the PG's own settings. The time zone and the due day are the ones the server
 * applies, so the screens read them here and keep no copy of their own.
 */
export async function getSettings(): Promise<Settings> {
  return readData<Settings>(await readJson(apiPaths.settings()), 'record');
}

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.all, queryFn: getSettings });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
