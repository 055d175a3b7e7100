import { Card } from '@/components/ui/card';
import { Server } from '@/components/ui/icons';
import { t } from '@/i18n';
import type { useBackendRoot } from '../api/get-backend-root';
import { checkState, latestAnswer, StatusBadge } from './status-badge';

export function BackendStatusCard({ root }: { root: ReturnType<typeof useBackendRoot> }) {
  const state = checkState(root);
  const label = {
    checking: t.diagnostics.backend.checking,
    ok: t.diagnostics.backend.reachable,
    failed: t.diagnostics.backend.unreachable,
  }[state];
  const message = latestAnswer(root)?.data.message;
  return (
    <Card title={t.diagnostics.backend.title}>
      <div className="flex items-start gap-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600">
          <Server aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 space-y-1.5">
          <StatusBadge state={state} label={label} />
          {message && <p className="text-sm break-words text-slate-600">{message}</p>}
        </div>
      </div>
    </Card>
  );
}
