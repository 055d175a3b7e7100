import {
  dataResponse,
  ReminderSentSchema,
  type Reminder,
  type ReminderSentBody,
} from '@nivas/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { InvalidResponseError, serverErrorMessage } from '@/api/errors';
import { t } from '@/i18n';
import { notifyError } from '@/lib/notify';
import { reminderKeys } from './get-reminders';

const ReminderSentResponseSchema = dataResponse(ReminderSentSchema);

/** POST /tenants/{id}/reminders: the tenant was reminded today, by this channel. */
export async function markReminded({ tenantId, channel }: { tenantId: string } & ReminderSentBody) {
  const reply = ReminderSentResponseSchema.safeParse(
    await api
      .post(`tenants/${encodeURIComponent(tenantId)}/reminders`, { json: { channel } })
      .json(),
  );
  if (!reply.success) throw new InvalidResponseError();
  return reply.data.data;
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
