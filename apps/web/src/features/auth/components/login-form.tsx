import type { LoginBody } from '@nivas/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/alert';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { t } from '@/i18n';
import { forgetRefusalOnEdit } from '@/lib/forget-refusal-on-edit';
import { loginErrorMessage, useLogin } from '../api/login';

type Errors = Partial<Record<keyof LoginBody, string>>;

/**
 * LoginSchema's two rules (both fields filled) checked by hand: /login is the first screen,
 * and a form library and zod would more than double what it downloads. The server checks
 * the body against the schema itself.
 */
function checkLogin(body: LoginBody): Errors {
  const errors: Errors = {};
  if (!body.email.trim()) errors.email = t.auth.login.emailRequired;
  if (!body.password) errors.password = t.auth.login.passwordRequired;
  return errors;
}

export function LoginForm() {
  const login = useLogin();
  const [errors, setErrors] = useState<Errors>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = {
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
    };
    const found = checkLogin(body);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    login.mutate({ ...body, email: body.email.trim() });
  };

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={onSubmit}
      onChange={forgetRefusalOnEdit(login)}
    >
      {login.isError && <ErrorAlert>{loginErrorMessage(login.error)}</ErrorAlert>}
      <TextField
        label={t.auth.login.email}
        name="email"
        type="email"
        required
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        maxLength={254}
        error={errors.email}
      />
      <PasswordField
        label={t.auth.login.password}
        name="password"
        required
        autoComplete="current-password"
        maxLength={1024}
        error={errors.password}
      />
      <Button type="submit" className="w-full" isBusy={login.isPending}>
        {login.isPending ? t.auth.login.submitting : t.auth.login.submit}
      </Button>
    </form>
  );
}
