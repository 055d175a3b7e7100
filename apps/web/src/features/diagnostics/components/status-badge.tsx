import { cn } from '@/components/ui/cn';
import { CircleCheck, CircleX, LoaderCircle } from '@/components/ui/icons';

export type CheckState = 'checking' | 'ok' | 'failed';

const looks = {
  checking: { icon: LoaderCircle, classes: 'bg-slate-100 text-slate-600', spin: true },
  ok: {
    icon: CircleCheck,
    classes: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
    spin: false,
  },
  failed: { icon: CircleX, classes: 'bg-red-50 text-red-700 ring-red-200', spin: false },
} as const;

export function StatusBadge({ state, label }: { state: CheckState; label: string }) {
  const { icon: Icon, classes, spin } = looks[state];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-transparent ring-inset',
        classes,
      )}
    >
      <Icon aria-hidden="true" className={cn('size-3.5', spin && 'animate-spin')} />
      {label}
    </span>
  );
}

export function checkState(query: { isFetching: boolean; isError: boolean }): CheckState {
  if (query.isFetching) return 'checking';
  return query.isError ? 'failed' : 'ok';
}

/**
 * What the check's latest run answered. TanStack Query keeps an earlier answer after a failed
 * run; shown under 'Failed' it would say the opposite of the badge.
 */
export function latestAnswer<T>(query: {
  isFetching: boolean;
  isError: boolean;
  data: T | undefined;
}): T | undefined {
  return checkState(query) === 'ok' ? query.data : undefined;
}
