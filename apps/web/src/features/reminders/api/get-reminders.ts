import { dataResponse, ReminderSchema, type Reminder } from '@nivas/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/api/client';
import { InvalidResponseError } from '@/api/errors';
import { rentKeys } from '@/data/rents/rent-keys';

const RemindersResponseSchema = dataResponse(z.array(ReminderSchema));

/** Under the rents' root: a payment on any screen takes its tenant off the list. */
export const reminderKeys = { list: [...rentKeys.all, 'reminders'] as const };

/** GET /reminders: the tenants to remind, oldest due first. */
export async function getReminders(): Promise<Reminder[]> {
  const reply = RemindersResponseSchema.safeParse(await api.get('reminders').json());
  if (!reply.success) throw new InvalidResponseError();
  return reply.data.data;
}

export const remindersQueryOptions = () =>
  queryOptions({ queryKey: reminderKeys.list, queryFn: getReminders });

export function useReminders() {
  return useQuery(remindersQueryOptions());
}
