import {
  dataResponse,
  SettingsSchema,
  type Settings,
  type UpdateSettingsBody,
} from '@nivas/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { InvalidResponseError, serverErrorMessage } from '@/api/errors';
import { settingsKeys } from '@/data/settings/get-settings';
import { t } from '@/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';

const SettingsResponseSchema = dataResponse(SettingsSchema);

/** PUT /settings: replaces the PG's settings and answers what was stored. */
export async function updateSettings(body: UpdateSettingsBody): Promise<Settings> {
  const reply = SettingsResponseSchema.safeParse(await api.put('settings', { json: body }).json());
  if (!reply.success) throw new InvalidResponseError();
  return reply.data.data;
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess(saved) {
      queryClient.setQueryData(settingsKeys.all, saved);
      notifySuccess(t.settings.identity.saved);
    },
    onError(error) {
      notifyError(serverErrorMessage(error, t.settings.identity.saveFailed));
    },
  });
}
