import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { queryClient } from '@/api/query-client';
import { t } from '@/i18n';
import { TOAST_AUTO_CLOSE_MS } from '@/lib/notify';
import { SessionProvider } from '@/lib/session/session-provider';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>{children}</SessionProvider>
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
    </QueryClientProvider>
  );
}
