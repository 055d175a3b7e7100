import { t } from '@/i18n';
import { CloudOff } from './icons';

/**
 * The quiet note beside data kept on screen after a refresh failed. A polite status: read out
 * when it appears, without interrupting.
 */
export function StaleDataMarker({ since }: { since: number | undefined }) {
  if (since === undefined) return null;
  return (
    <p
      role="status"
      className="mb-3 flex items-center gap-2 text-xs font-medium text-amber-800 sm:text-sm print:hidden"
    >
      <CloudOff aria-hidden="true" className="size-4 shrink-0" />
      {t.loadState.staleSince(t.format.time(since))}
    </p>
  );
}
