import { catalogueResolver } from '@/lib/form-resolver';
import { LoginSchema } from '@nivas/domain';
import { useForm } from 'react-hook-form';
import { LogIn } from '@/components/ui/icons';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { t } from '@/i18n';
import { forgetRefusalOnEdit } from '@/lib/forget-refusal-on-edit';
import { signInErrorMessage, useWizardSignIn } from '../api/sign-in';

const text = t.onboarding.signIn;

/**
 * The last step, signed out (DESIGN.md reading 1): sign in here, and the review is still on
 * screen afterwards with everything in it. A form, not a link to /login, which would go on
 * to the dashboard.
 */
export function InlineSignIn() {
  const signIn = useWizardSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: catalogueResolver(LoginSchema),
    defaultValues: { email: '', password: '' },
  });

  return (
    <section
      aria-labelledby="onboarding-sign-in"
      className="rounded-xl border border-indigo-200 bg-indigo-50/60 p-5"
    >
      <h3 id="onboarding-sign-in" className="text-base font-semibold text-slate-900">
        {text.title}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{text.description}</p>
      {/* A form of its own, not nested in the review's: its Enter signs in, nothing else. */}
      <form
        noValidate
        className="mt-4 grid gap-4 sm:grid-cols-2"
        onChange={forgetRefusalOnEdit(signIn)}
        onSubmit={(event) => {
          event.stopPropagation();
          void handleSubmit((body) => signIn.mutate(body))(event);
        }}
      >
        {signIn.isError && (
          <div className="sm:col-span-2">
            <ErrorAlert>{signInErrorMessage(signIn.error)}</ErrorAlert>
          </div>
        )}
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
        <div className="sm:col-span-2">
          <Button type="submit" className="w-full sm:w-auto" isBusy={signIn.isPending}>
            {!signIn.isPending && <LogIn aria-hidden="true" className="size-4" />}
            {signIn.isPending ? text.submitting : text.submit}
          </Button>
        </div>
      </form>
    </section>
  );
}
