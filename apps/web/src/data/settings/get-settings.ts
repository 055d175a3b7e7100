import { dataResponse, SettingsSchema, type Settings } from '@nivas/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { InvalidResponseError } from '@/api/errors';
import { apiPaths } from '@/api/paths';
import { readJson } from '@/api/read-ahead';

const SettingsResponseSchema = dataResponse(SettingsSchema);

export const settingsKeys = { all: ['settings'] as const };

/**
 * GET /settings: the PG's own settings. The time zone and the due day are the ones the server
 * applies, so the screens read them here and keep no copy of their own.
 */
export async function getSettings(): Promise<Settings> {
  const reply = SettingsResponseSchema.safeParse(await readJson(apiPaths.settings()));
  if (!reply.success) throw new InvalidResponseError();
  return reply.data.data;
}

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.all, queryFn: getSettings });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
