import { lazy, Suspense, useState, type ComponentType } from 'react';
import { t } from '@/i18n';
import { Spinner } from './spinner';

/**
 * A dialog whose code (its form, the forms library, its schemas) comes when it first opens
 * rather than with the screen: a first visit on a slow phone then downloads and runs only what
 * the screen shows (docs/performance.md, Lighthouse). The service worker keeps it for the next
 * time. Once opened it stays mounted, as a dialog written in place would; while its code
 * arrives, a spinner covers the screen.
 */
export function lazyDialog<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  isOpen: (props: Props) => boolean,
): ComponentType<Props> {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function OnDemandDialog(props: Props) {
    const open = isOpen(props);
    const [wasOpened, setWasOpened] = useState(open);
    if (open && !wasOpened) setWasOpened(true);
    if (!open && !wasOpened) return null;
    return (
      <Suspense fallback={<DialogLoading />}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

function DialogLoading() {
  return (
    <div
      role="status"
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/40"
    >
      <Spinner className="size-8 text-white" />
      <span className="sr-only">{t.app.loading}</span>
    </div>
  );
}
