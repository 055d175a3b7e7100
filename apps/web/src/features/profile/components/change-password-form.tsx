import { catalogueResolver } from '@/lib/form-resolver';
import { PASSWORDS_DO_NOT_MATCH, UpdatePasswordSchema } from '@nivas/domain';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PasswordField } from '@/components/ui/password-field';
import { PasswordStrengthMeter } from '@/components/ui/password-strength-meter';
import { t } from '@/i18n';
import { useAdmin } from '@/lib/session/session-context';
import { useUpdatePassword } from '../api/update-password';

/** The API's contract plus the confirmation that only the form knows about (SPEC §3). */
const ChangePasswordFormSchema = UpdatePasswordSchema.extend({
  confirmPassword: z.string().min(1, { error: () => t.profile.password.confirmRequired }),
}).refine((form) => form.newPassword === form.confirmPassword, {
  message: PASSWORDS_DO_NOT_MATCH,
  path: ['confirmPassword'],
  // Say so as soon as both are typed, even while another field still has a problem.
  when: ({ value }) => {
    const form = value as Partial<Record<'newPassword' | 'confirmPassword', unknown>>;
    return typeof form.newPassword === 'string' && Boolean(form.confirmPassword);
  },
});

const emptyForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const updatePassword = useUpdatePassword();
  const admin = useAdmin();
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm({ resolver: catalogueResolver(ChangePasswordFormSchema), defaultValues: emptyForm });
  const newPassword = useWatch({ control, name: 'newPassword' });
  const text = t.profile.password;

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    updatePassword.mutate({ currentPassword, newPassword }, { onSuccess: () => reset(emptyForm) }),
  );

  return (
    <Card title={text.title}>
      <form noValidate className="space-y-5" onSubmit={onSubmit}>
        <PasswordField
          label={text.current}
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <div className="space-y-2">
          <PasswordField
            label={text.new}
            autoComplete="new-password"
            hint={text.newHint}
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <PasswordStrengthMeter
            password={newPassword}
            userInputs={[admin.name, admin.email, admin.pgName, admin.phone]}
          />
        </div>
        <PasswordField
          label={text.confirm}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <div className="flex justify-end">
          <Button type="submit" className="w-full sm:w-auto" isBusy={updatePassword.isPending}>
            {updatePassword.isPending ? text.submitting : text.submit}
          </Button>
        </div>
      </form>
    </Card>
  );
}
