import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/components/ui/cn';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { t } from '@/i18n';

/** The calm, centred frame of the sign-in and registration screens. */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
  wide = false,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="flex min-h-dvh flex-col items-center bg-gradient-to-b from-indigo-50 via-slate-50 to-slate-50 px-4 py-10 sm:justify-center sm:py-12">
      <main className={cn('w-full', wide ? 'max-w-xl' : 'max-w-md')}>
        <div className="mb-4 flex justify-end">
          <LanguageSwitch />
        </div>
        <div className="mb-8 flex flex-col items-center text-center">
          <Logo />
          <p className="mt-2 text-sm text-slate-500">{t.app.tagline}</p>
        </div>
        <div className="rounded-2xl bg-white px-5 py-7 shadow-sm ring-1 ring-slate-200 sm:px-8 sm:py-8">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
          <p className="mt-1 text-sm text-slate-500">{subtitle}</p>
          <div className="mt-6">{children}</div>
        </div>
        <div className="mt-6 space-y-3 text-center text-sm text-slate-600">
          {footer}
          <p>
            <Link
              to={paths.connectionTest}
              className="text-slate-500 underline-offset-4 hover:text-slate-700 hover:underline"
            >
              {t.auth.connectionTestLink}
            </Link>
          </p>
        </div>
      </main>
    </div>
  );
}

/** A link styled for use inside running text. */
export function InlineLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="font-semibold text-indigo-600 underline-offset-4 hover:text-indigo-700 hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      {children}
    </Link>
  );
}
