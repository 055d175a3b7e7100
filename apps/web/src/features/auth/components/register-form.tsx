import { catalogueResolver } from '@/lib/form-resolver';
import { RegisterSchema } from '@nivas/domain';
import { useForm, useWatch } from 'react-hook-form';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { PasswordStrengthMeter } from '@/components/ui/password-strength-meter';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import { t } from '@/i18n';
import { forgetRefusalOnEdit } from '@/lib/forget-refusal-on-edit';
import { registerErrorMessage, useRegister } from '../api/register';

const emptyForm = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  pgName: '',
  address: '',
  phone: '',
};

export function RegisterForm() {
  const registerAdmin = useRegister();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({ resolver: catalogueResolver(RegisterSchema), defaultValues: emptyForm });
  const [password, name, email, pgName, phone] = useWatch({
    control,
    name: ['password', 'name', 'email', 'pgName', 'phone'],
  });
  const text = t.auth.register;

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={handleSubmit((body) => registerAdmin.mutate(body))}
      onChange={forgetRefusalOnEdit(registerAdmin)}
    >
      {registerAdmin.isError && (
        <ErrorAlert>{registerErrorMessage(registerAdmin.error)}</ErrorAlert>
      )}
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
          hint={text.phoneHint}
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
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <div className="space-y-2">
          <PasswordField
            label={text.password}
            autoComplete="new-password"
            hint={text.passwordHint}
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordStrengthMeter password={password} userInputs={[name, email, pgName, phone]} />
        </div>
        <PasswordField
          label={text.confirmPassword}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </div>
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
      <Button type="submit" className="w-full" isBusy={registerAdmin.isPending}>
        {registerAdmin.isPending ? text.submitting : text.submit}
      </Button>
    </form>
  );
}
