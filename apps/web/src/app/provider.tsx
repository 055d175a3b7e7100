import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { queryClient } from '@/api/query-client';
import { UpdatePrompt } from '@/components/pwa/update-prompt';
import { t } from '@/i18n';
import { TOAST_AUTO_CLOSE_MS, toastContainerState } from '@/lib/notify';
import { SessionProvider } from '@/lib/session/session-provider';

const ToastContainer = lazy(() =>
  toastContainerState.load().then((module) => ({ default: module.ToastContainer })),
);

/** The toast container, put on the page with the first toast (see lib/notify). */
function Toasts() {
  const isWanted = useSyncExternalStore(
    toastContainerState.subscribe,
    toastContainerState.isWanted,
  );
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      {/* SPEC §2 and §9: top-right, one at a time, gone after 3 s. */}
      <ToastContainer
        position="top-right"
        limit={1}
        autoClose={TOAST_AUTO_CLOSE_MS}
        newestOnTop
        closeOnClick
        pauseOnFocusLoss={false}
        aria-label={t.app.notifications}
      />
    </Suspense>
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>{children}</SessionProvider>
      <Toasts />
      <UpdatePrompt />
    </QueryClientProvider>
  );
}
