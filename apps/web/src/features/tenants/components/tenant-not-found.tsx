import { BackLink } from '@/components/ui/back-link';
import { SearchX } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { t } from '@/i18n';

export function TenantNotFound() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-slate-200">
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100">
        <SearchX aria-hidden="true" className="size-6 text-slate-400" />
      </span>
      <h1 className="text-xl font-semibold text-slate-900">{t.tenants.notFound.title}</h1>
      <p className="max-w-sm text-sm text-slate-600">{t.tenants.notFound.message}</p>
      <BackLink to={paths.tenants} label={t.tenants.form.back} />
    </div>
  );
}
