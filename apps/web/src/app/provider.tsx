import { QueryClientProvider } from '@tanstack/react-query';
import { Fragment, lazy, Suspense, useCallback, useSyncExternalStore, type ReactNode } from 'react';
import type { CloseButtonProps } from 'react-toastify';
import { queryClient } from '@/api/query-client';
import { UpdatePrompt } from '@/components/pwa/update-prompt';
import { languageStore, t } from '@/i18n';
import { TOAST_AUTO_CLOSE_MS, toastContainerState } from '@/lib/notify';
import { AccountLanguage } from '@/lib/session/account-language';
import { SessionProvider } from '@/lib/session/session-provider';

const ToastContainer = lazy(() =>
  toastContainerState.load().then((module) => ({ default: module.ToastContainer })),
);

/** The library's close button (its look, its cross), named in the interface's language. */
function CloseToastButton({ closeToast, theme }: CloseButtonProps) {
  return (
    <button
      type="button"
      aria-label={t.common.close}
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

/**
 * react-toastify names each toast's progress bar 'notification timer', in English, with no
 * option to change it: the bars the container shows are named from the catalogue instead.
 */
function useNamedTimers() {
  return useCallback((container: HTMLElement | null) => {
    if (!container) return;
    const name = () => {
      for (const bar of container.querySelectorAll('[role="progressbar"]')) {
        bar.setAttribute('aria-label', t.app.toastTimer);
      }
    };
    const observer = new MutationObserver(name);
    observer.observe(container, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
}

/** The toast container, put on the page with the first toast (see lib/notify). */
function Toasts() {
  const isWanted = useSyncExternalStore(
    toastContainerState.subscribe,
    toastContainerState.isWanted,
  );
  const namedTimers = useNamedTimers();
  if (!isWanted) return null;
  return (
    <div ref={namedTimers}>
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
          closeButton={CloseToastButton}
        />
      </Suspense>
    </div>
  );
}

/**
 * Everything below is drawn again, from the start, in a newly chosen language: `t` already
 * reads it (docs/decisions/0016). The session and the query cache stay above, so nothing is
 * fetched again.
 */
function LanguageRoot({ children }: { children: ReactNode }) {
  const language = useSyncExternalStore(languageStore.subscribe, languageStore.get);
  return <Fragment key={language}>{children}</Fragment>;
}

/** `serviceWorkerAfter`: when the service worker may be registered (see UpdatePrompt). */
export function AppProvider({
  children,
  serviceWorkerAfter,
}: {
  children: ReactNode;
  serviceWorkerAfter: Promise<void>;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <AccountLanguage />
        <LanguageRoot>
          {children}
          <Toasts />
          <UpdatePrompt after={serviceWorkerAfter} />
        </LanguageRoot>
      </SessionProvider>
    </QueryClientProvider>
  );
}
