import { businessToday, type IsoDate, type Settings } from '@nivas/domain';
import { useQuery } from '@tanstack/react-query';
import { settingsQueryOptions } from './get-settings';

/** A stable `select`, so today is worked out once per settings answer, not on every render. */
const todayOf = (settings: Settings): IsoDate => businessToday(settings.timeZone);

/**
 * Today as the PG's calendar has it ('YYYY-MM-DD'), in the time zone the server judges due
 * dates and overdue in, whatever the device's zone. A query: pending until the settings have
 * come, so a form that starts from today waits for them (QueryState) instead of guessing.
 */
export function useBusinessToday({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...settingsQueryOptions(), select: todayOf, enabled });
}
