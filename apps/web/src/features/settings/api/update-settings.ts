import type { Settings, UpdateSettingsBody } from '@nivas/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { serverErrorMessage } from '@/api/errors';
import { readData } from '@/api/read-answer';
import { rentKeys } from '@/data/rents/rent-keys';
import { settingsKeys } from '@/data/settings/get-settings';
import { t } from '@/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';

/** PUT /settings: any of the settings; those left out keep their value. Answers them all. */
export async function updateSettings(body: UpdateSettingsBody): Promise<Settings> {
  return readData<Settings>(await api.put('settings', { json: body }).json(), 'record');
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess(saved) {
      // Today, the due day and the forms that start from them follow at once.
      queryClient.setQueryData(settingsKeys.all, saved);
      // Grace days and the time zone change which rents are overdue.
      void queryClient.invalidateQueries({ queryKey: rentKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      notifySuccess(t.settings.saved);
    },
    onError(error) {
      notifyError(serverErrorMessage(error, t.settings.saveFailed));
    },
  });
}
