import { t } from '@/i18n';
import { cn } from './cn';
import { Building2 } from './icons';

/** The mark and the name; `compact` shows the mark alone (the name is still read out). */
export function Logo({
  className,
  inverted = false,
  compact = false,
}: {
  className?: string;
  inverted?: boolean;
  compact?: boolean;
}) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <span
        className={cn(
          'flex size-9 items-center justify-center rounded-lg',
          inverted ? 'bg-white/15 text-white' : 'bg-indigo-600 text-white',
        )}
      >
        <Building2 aria-hidden="true" className="size-5" />
      </span>
      <span
        className={cn(
          'text-lg font-semibold tracking-tight',
          inverted ? 'text-white' : 'text-slate-900',
          compact && 'sr-only',
        )}
      >
        {t.app.name}
      </span>
    </span>
  );
}
