import { Card } from '@/components/ui/card';
import { t } from '@/i18n';

export interface ResponseTime {
  name: string;
  ms: number | undefined;
}

export function ConnectionInfoCard({
  apiBaseUrl,
  origin,
  isOnline,
  responseTimes,
}: {
  apiBaseUrl: string;
  origin: string;
  isOnline: boolean;
  responseTimes: ResponseTime[];
}) {
  const text = t.diagnostics.info;
  const rows: Array<[string, string]> = [
    [text.apiBaseUrl, apiBaseUrl],
    [text.origin, origin],
    [text.online, isOnline ? text.onlineYes : text.onlineNo],
    ...responseTimes.map(({ name, ms }): [string, string] => [
      text.responseTime(name),
      ms === undefined ? text.notMeasured : text.milliseconds(ms),
    ]),
  ];
  return (
    <Card title={text.title}>
      <dl className="divide-y divide-slate-100">
        {rows.map(([label, value]) => (
          <div
            key={label}
            className="flex flex-col gap-0.5 py-2.5 first:pt-0 last:pb-0 sm:flex-row sm:justify-between sm:gap-4"
          >
            <dt className="text-sm text-slate-500">{label}</dt>
            <dd className="text-sm font-medium break-all text-slate-900 sm:text-right">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
