import { zodResolver } from '@hookform/resolvers/zod';
import { LoginSchema } from '@nivas/domain';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/alert';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { t } from '@/i18n';
import { loginErrorMessage, useLogin } from '../api/login';

export function LoginForm() {
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: '', password: '' },
  });

  return (
    <form noValidate className="space-y-5" onSubmit={handleSubmit((body) => login.mutate(body))}>
      {login.isError && <ErrorAlert>{loginErrorMessage(login.error)}</ErrorAlert>}
      <TextField
        label={t.auth.login.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label={t.auth.login.password}
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" className="w-full" isBusy={login.isPending}>
        {login.isPending ? t.auth.login.submitting : t.auth.login.submit}
      </Button>
    </form>
  );
}
