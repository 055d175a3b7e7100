import type { Reminder } from '@nivas/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { readData } from '@/api/read-answer';
import { rentKeys } from '@/data/rents/rent-keys';

/** Under the rents' root: a payment on any screen takes its tenant off the list. */
export const reminderKeys = { list: [...rentKeys.all, 'reminders'] as const };

/** GET /reminders: the tenants to remind, oldest due first. */
export async function getReminders(): Promise<Reminder[]> {
  return readData<Reminder[]>(await api.get('reminders').json(), 'list');
}

export const remindersQueryOptions = () =>
  queryOptions({ queryKey: reminderKeys.list, queryFn: getReminders });

export function useReminders() {
  return useQuery(remindersQueryOptions());
}
