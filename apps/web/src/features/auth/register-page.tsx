import { paths } from '@/config/paths';
import { t } from '@/i18n';
import { AuthLayout, InlineLink } from './components/auth-layout';
import { RegisterForm } from './components/register-form';
import { useDocumentTitle } from '@/lib/use-document-title';

export function RegisterPage() {
  useDocumentTitle(t.auth.register.title);
  return (
    <AuthLayout
      wide
      title={t.auth.register.title}
      subtitle={t.auth.register.subtitle}
      footer={
        <p>
          {t.auth.register.haveAccount}{' '}
          <InlineLink to={paths.login}>{t.auth.register.loginLink}</InlineLink>
        </p>
      }
    >
      <RegisterForm />
    </AuthLayout>
  );
}
