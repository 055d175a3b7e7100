import type { Admin } from '@nivas/domain';
import { Building2 } from 'lucide-react';
import { t } from '@/i18n';

export function WelcomeBanner({ admin }: { admin: Admin }) {
  return (
    <section
      aria-labelledby="welcome-heading"
      className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-indigo-600 to-indigo-800 px-6 py-7 text-white shadow-sm sm:px-8"
    >
      <Building2
        aria-hidden="true"
        className="absolute -right-4 -bottom-6 hidden size-44 text-white/10 sm:block"
      />
      <h2 id="welcome-heading" className="relative text-xl font-semibold sm:text-2xl">
        {t.dashboard.welcome(admin.name)}
      </h2>
      <p className="relative mt-2 text-sm text-indigo-100">
        <span className="sr-only">{t.dashboard.pgLabel}: </span>
        <span className="text-base font-medium text-white">{admin.pgName}</span>
      </p>
    </section>
  );
}
