import { paths } from '@/config/paths';
import { t } from '@/i18n';
import { AuthLayout, InlineLink } from './components/auth-layout';
import { LoginForm } from './components/login-form';
import { useDocumentTitle } from '@/lib/use-document-title';

export function LoginPage() {
  useDocumentTitle(t.auth.login.title);
  return (
    <AuthLayout
      title={t.auth.login.title}
      subtitle={t.auth.login.subtitle}
      footer={
        <p>
          {t.auth.login.noAccount}{' '}
          <InlineLink to={paths.register}>{t.auth.login.registerLink}</InlineLink>
        </p>
      }
    >
      <LoginForm />
    </AuthLayout>
  );
}
