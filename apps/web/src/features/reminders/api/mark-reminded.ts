import type { Reminder, ReminderSent, ReminderSentBody } from '@nivas/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { serverErrorMessage } from '@/api/errors';
import { readData } from '@/api/read-answer';
import { t } from '@/i18n';
import { notifyError } from '@/lib/notify';
import { reminderKeys } from './get-reminders';

/** POST /tenants/{id}/reminders: the tenant was reminded today, by this channel. */
export async function markReminded({ tenantId, channel }: { tenantId: string } & ReminderSentBody) {
  return readData<ReminderSent>(
    await api
      .post(`tenants/${encodeURIComponent(tenantId)}/reminders`, { json: { channel } })
      .json(),
    'record',
  );
}

/**
 * Marks a tenant reminded once their link was tapped: the list shows it at once (the message
 * itself went from the owner's phone, whatever this answer).
 */
export function useMarkReminded() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markReminded,
    onSuccess(sent) {
      queryClient.setQueryData<Reminder[]>(reminderKeys.list, (list) =>
        list?.map((reminder) =>
          reminder.tenantId === sent.tenantId
            ? { ...reminder, remindedToday: true, lastRemindedOn: sent.remindedOn }
            : reminder,
        ),
      );
    },
    onError(error) {
      notifyError(serverErrorMessage(error, t.reminders.markFailed));
    },
  });
}
