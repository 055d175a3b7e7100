import { QueryClientProvider } from '@tanstack/react-query';
import { Fragment, lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { queryClient } from '@/api/query-client';
import { languageStore, t } from '@/i18n';
import { TOAST_AUTO_CLOSE_MS, toastContainerState } from '@/lib/notify';
import { AccountLanguage } from '@/lib/session/account-language';
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

/**
 * Everything below is drawn again, from the start, in a newly chosen language: `t` already
 * reads it (docs/decisions/0014). The session and the query cache stay above, so nothing is
 * fetched again.
 */
function LanguageRoot({ children }: { children: ReactNode }) {
  const language = useSyncExternalStore(languageStore.subscribe, languageStore.get);
  return <Fragment key={language}>{children}</Fragment>;
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <AccountLanguage />
        <LanguageRoot>
          {children}
          <Toasts />
        </LanguageRoot>
      </SessionProvider>
    </QueryClientProvider>
  );
}
