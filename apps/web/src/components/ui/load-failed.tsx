import { t } from '@/i18n';
import { Button } from './button';
import { cn } from './cn';
import { CircleAlert, RotateCw } from './icons';

/**
 * A first load that failed: what failed, why, and a Retry. Never an empty list, which would
 * tell the owner there is nothing when the truth is that nothing arrived.
 */
export function LoadFailed({
  title,
  reason,
  onRetry,
  isRetrying,
  compact = false,
}: {
  title: string;
  reason?: string;
  onRetry: () => void;
  isRetrying: boolean;
  /** Inside a card or a dialog, where a whole-screen panel would be too much. */
  compact?: boolean;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-4 rounded-xl border border-red-200 bg-white text-center',
        compact ? 'px-4 py-5' : 'px-6 py-12',
      )}
    >
      <div role="alert" className="flex flex-col items-center gap-2">
        {!compact && (
          <span className="flex size-12 items-center justify-center rounded-full bg-red-50">
            <CircleAlert aria-hidden="true" className="size-6 text-red-600" />
          </span>
        )}
        <p className="font-semibold text-slate-900">{title}</p>
        {reason && <p className="max-w-md text-sm break-words text-slate-600">{reason}</p>}
      </div>
      <Button variant="secondary" onClick={onRetry} isBusy={isRetrying}>
        {!isRetrying && <RotateCw aria-hidden="true" className="size-4" />}
        {isRetrying ? t.loadState.retrying : t.loadState.retry}
      </Button>
    </div>
  );
}
