import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { isOnline, subscribeToConnection } from '@/lib/connection';
import { notifyError } from '@/lib/notify';
import { isPageRefresh } from '@/lib/page-refresh';
import { httpStatus, serverErrorMessage } from './errors';

declare module '@tanstack/react-query' {
  interface Register {
    /**
     * `errorMessage`: the toast for a failed fetch (SPEC §8). Queries without one fail
     * quietly and show their error on the screen instead.
     */
    queryMeta: { errorMessage?: string };
  }
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError(error, query) {
      const fallback = query.meta?.errorMessage;
      // SPEC §4: after the first load a failed refresh shows no toast; the data already
      // on screen stays. Fetches restarted by a page reload stay quiet for its first 2 s.
      if (!fallback || query.state.data !== undefined || isPageRefresh()) return;
      notifyError(serverErrorMessage(error, fallback));
    },
  }),
  // Mutations report their own failures in the screen that started them. A conflict (409:
  // already paid, waived, moved out, taken...) means the server holds something other than
  // what the screen showed, changed from another phone or tab: every screen on show is asked
  // again, so the owner reads the refusal beside what is now true rather than the old figures.
  mutationCache: new MutationCache({
    onError(error) {
      if (httpStatus(error) === 409) void queryClient.invalidateQueries();
    },
  }),
  defaultOptions: {
    queries: {
      // Offline, queries still run: the service worker answers with the last data seen
      // (TanStack's default would pause them with nothing on screen).
      networkMode: 'always',
      staleTime: 30_000,
      retry: false,
      refetchOnWindowFocus: false,
      // Back online, what is on screen may be the service worker's saved answers, which the
      // cache counts as fresh since the page only just received them: asked again at once.
      refetchOnReconnect: 'always',
    },
    // Offline, a change fails at once with a clear message (api/client.ts) rather than waiting
    // paused to be sent later.
    mutations: { retry: false, networkMode: 'always' },
  },
});

// Online and offline as the app decides them (lib/connection.ts: the browser's word, or the
// service worker's saved answers), not the browser's events alone: a phone on a Wi-Fi without
// internet never fires 'online' when it is back.
onlineManager.setEventListener((setOnline) => subscribeToConnection(() => setOnline(isOnline())));
