import { Info } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { t } from '@/i18n';
import { pgSettings } from './pg-settings';

/** DESIGN.md reading 12: the PG's own settings, read-only until they can be changed. */
export function SettingsPage() {
  const rows = [
    { label: t.settings.rentDueDay, value: t.settings.rentDueDayValue(pgSettings.rentDueDay) },
    { label: t.settings.timeZone, value: t.settings.timeZoneValue(pgSettings.businessTimeZone) },
  ];
  return (
    <>
      <PageHeader title={t.settings.title} description={t.settings.subtitle} />
      <Card className="max-w-2xl">
        <dl className="divide-y divide-slate-100">
          {rows.map(({ label, value }) => (
            <div
              key={label}
              className="flex flex-col gap-1 py-3 first:pt-0 sm:flex-row sm:justify-between"
            >
              <dt className="text-sm font-medium text-slate-600">{label}</dt>
              <dd className="text-sm text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 flex gap-2 rounded-lg bg-slate-50 px-3 py-2.5 text-sm text-slate-600">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
          {t.settings.fixedNote}
        </p>
      </Card>
    </>
  );
}

export default SettingsPage;
