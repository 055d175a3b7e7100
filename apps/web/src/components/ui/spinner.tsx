import { t } from '@/i18n';
import { cn } from './cn';
import { LoaderCircle } from './icons';

export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('animate-spin', className)} />;
}

/** Covers the page while the app cannot yet show anything true (a stored token is checked). */
export function FullPageSpinner({ label = t.app.loading }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center bg-slate-50">
      <Spinner className="size-8 text-indigo-600" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
