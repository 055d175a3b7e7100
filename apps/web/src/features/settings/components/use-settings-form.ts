import type { Settings, UpdateSettingsBody } from '@nivas/domain';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { catalogueResolver } from '@/lib/form-resolver';
import { useUpdateSettings } from '../api/update-settings';

/**
 * One section of /settings as a form: its fields as `toValues` shows the settings, checked by
 * `schema` (the server's, or a part of it: the same limits, the same words), saved on its own,
 * and shown again as the server saved them.
 */
export function useSettingsForm<Values extends FieldValues>(
  schema: z.ZodType,
  toValues: (settings: Settings) => Values,
  settings: Settings,
) {
  const updateSettings = useUpdateSettings();
  const form = useForm<Values, unknown, UpdateSettingsBody>({
    // The form holds text as typed; the schema reads it into the body the server takes.
    resolver: catalogueResolver(schema) as unknown as Resolver<Values, unknown, UpdateSettingsBody>,
    defaultValues: toValues(settings) as DefaultValues<Values>,
  });
  const onSubmit = form.handleSubmit((body) =>
    updateSettings.mutate(body, { onSuccess: (saved) => form.reset(toValues(saved)) }),
  );
  return { form, onSubmit, isSaving: updateSettings.isPending };
}
