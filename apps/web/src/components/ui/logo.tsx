import { Building2 } from 'lucide-react';
import { t } from '@/i18n';
import { cn } from './cn';

export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
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
        )}
      >
        {t.app.name}
      </span>
    </span>
  );
}
