import type { Settings } from '@nivas/domain';
import { Info } from 'lucide-react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { useSettings } from '@/data/settings/get-settings';
import { t } from '@/i18n';
import { timeZoneName } from '@/lib/time-zone-name';
import { IdentityErasureForm } from './components/identity-erasure-form';

/**
 * DESIGN.md reading 12: the PG's own settings, as the server holds and applies them. Those
 * stored per PG can be changed here; the due day and the time zone are shown as they are.
 */
export function SettingsPage() {
  const settings = useSettings();
  const identity = t.settings.identity;
  return (
    <>
      <PageHeader title={t.settings.title} description={t.settings.subtitle} />
      <div className="max-w-2xl space-y-6">
        <Card title={identity.title} description={identity.description}>
          {settings.data ? (
            <IdentityErasureForm settings={settings.data} />
          ) : settings.isPending ? (
            <LoadingState label={t.settings.loading} />
          ) : (
            <div className="space-y-3">
              <ErrorAlert>{t.settings.loadFailed}</ErrorAlert>
              <Button variant="secondary" onClick={() => void settings.refetch()}>
                {t.settings.retry}
              </Button>
            </div>
          )}
        </Card>
        {/* One load and one Retry for the page: the card above says when it failed. */}
        {settings.data && <FixedSettings settings={settings.data} />}
      </div>
    </>
  );
}

/** The settings the server applies and that cannot be changed yet: read-only. */
function FixedSettings({ settings }: { settings: Settings }) {
  const rows = [
    { label: t.settings.rentDueDay, value: t.settings.rentDueDayValue(settings.rentDueDay) },
    {
      label: t.settings.timeZone,
      value: t.settings.timeZoneValue(settings.timeZone, timeZoneName(settings.timeZone)),
    },
  ];
  return (
    <Card>
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
  );
}
