import {
  CURRENT_PASSWORD_FOR_EMAIL,
  UpdateDetailsSchema,
  type Admin,
  whenValid,
} from '@nivas/domain';
import { catalogueResolver } from '@/lib/form-resolver';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PasswordField } from '@/components/ui/password-field';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import { t } from '@/i18n';
import { useUpdateDetails } from '../api/update-details';

const formValues = (admin: Admin) => ({
  name: admin.name,
  email: admin.email,
  pgName: admin.pgName,
  address: admin.address,
  phone: admin.phone,
  currentPassword: '',
});

const isNewEmail = (admin: Admin, email: string) =>
  email.trim().toLowerCase() !== admin.email.toLowerCase();

/** The API's contract, plus its rule that a new email needs the current password. */
const detailsFormSchema = (admin: Admin) =>
  UpdateDetailsSchema.refine((form) => !isNewEmail(admin, form.email) || form.currentPassword, {
    message: CURRENT_PASSWORD_FOR_EMAIL,
    path: ['currentPassword'],
    when: whenValid('email', 'currentPassword'),
  });

export function ProfileDetailsForm({ admin }: { admin: Admin }) {
  const updateDetails = useUpdateDetails();
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm({
    resolver: catalogueResolver(detailsFormSchema(admin)),
    defaultValues: formValues(admin),
  });
  const email = useWatch({ control, name: 'email' });
  const needsPassword = isNewEmail(admin, email);
  const text = t.profile.details;

  const onSubmit = handleSubmit(({ currentPassword, ...profile }) =>
    updateDetails.mutate(
      // The password travels only with a new email, the one change that needs it.
      isNewEmail(admin, profile.email) ? { ...profile, currentPassword } : profile,
      {
        // What the server stored (trimmed, as it normalised it) becomes the new starting point.
        onSuccess: (saved) => reset(formValues(saved)),
      },
    ),
  );

  return (
    <Card title={text.title}>
      <form noValidate className="space-y-5" onSubmit={onSubmit}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={text.name}
            autoComplete="name"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label={text.phone}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            error={errors.phone?.message}
            {...register('phone')}
          />
        </div>
        <TextField
          label={text.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          error={errors.email?.message}
          {...register('email')}
        />
        {needsPassword && (
          <PasswordField
            label={text.currentPassword}
            autoComplete="current-password"
            hint={text.currentPasswordHint}
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
        )}
        <TextField
          label={text.pgName}
          autoComplete="organization"
          error={errors.pgName?.message}
          {...register('pgName')}
        />
        <TextAreaField
          label={text.address}
          autoComplete="street-address"
          error={errors.address?.message}
          {...register('address')}
        />
        <div className="flex justify-end">
          <Button type="submit" className="w-full sm:w-auto" isBusy={updateDetails.isPending}>
            {updateDetails.isPending ? text.submitting : text.submit}
          </Button>
        </div>
      </form>
    </Card>
  );
}
