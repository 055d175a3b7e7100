import { Card } from '@/components/ui/card';
import { t } from '@/i18n';
import type { useDebug } from '../api/get-debug';
import type { useHealth } from '../api/get-health';
import { checkState, latestAnswer, StatusBadge, type CheckState } from './status-badge';

const stateLabel = (state: CheckState) =>
  ({
    checking: t.diagnostics.backend.checking,
    ok: t.diagnostics.endpoints.ok,
    failed: t.diagnostics.endpoints.failed,
  })[state];

function EndpointRow({
  name,
  path,
  state,
  details,
}: {
  name: string;
  path: string;
  state: CheckState;
  details: Array<[string, string]>;
}) {
  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-900">{name}</p>
          <p className="font-mono text-xs break-all text-slate-500">
            {t.diagnostics.endpoints.request(path)}
          </p>
        </div>
        <StatusBadge state={state} label={stateLabel(state)} />
      </div>
      {details.length > 0 && (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {details.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-500">{label}</dt>
              <dd className="break-words text-slate-800">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}

export function EndpointStatusCard({
  health,
  debug,
}: {
  health: ReturnType<typeof useHealth>;
  debug: ReturnType<typeof useDebug>;
}) {
  const text = t.diagnostics.endpoints;
  const info = latestAnswer(debug)?.data;
  const healthAnswer = latestAnswer(health)?.data;
  const healthDetails: Array<[string, string]> = healthAnswer
    ? [
        [text.status, healthAnswer.status],
        ...(healthAnswer.db ? [[text.database, healthAnswer.db] as [string, string]] : []),
      ]
    : [];
  const debugDetails: Array<[string, string]> = info
    ? [
        [text.environment, info.environment],
        [text.version, info.version],
        [text.uptime, text.uptimeValue(info.uptimeSeconds)],
        [
          text.database,
          info.database.reachable
            ? text.databaseUp(info.database.kind)
            : text.databaseDown(info.database.kind),
        ],
      ]
    : [];
  return (
    <Card title={text.title}>
      <ul className="divide-y divide-slate-100">
        <EndpointRow
          name={text.health}
          path="/api/v1/health"
          state={checkState(health)}
          details={healthDetails}
        />
        <EndpointRow
          name={text.debug}
          path="/api/v1/debug"
          state={checkState(debug)}
          details={debugDetails}
        />
      </ul>
    </Card>
  );
}
