import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient } from './api/query-client';
import { AppProvider } from './app/provider';
import { AppRoutes, createAppRouter } from './app/router';
import { preferredLanguage, setLanguage } from './i18n';
import { whenFirstScreenDrawn } from './lib/first-screen-drawn';
import { nextTask } from './lib/next-task';
import { markPageRefresh } from './lib/page-refresh';
import { warmIntlOffMainThread } from './lib/warm-intl';
import './index.css';

markPageRefresh();
warmIntlOffMainThread();
// zod compiles object parsers with `new Function` when it may; the Content-Security-Policy
// allows no eval, so zod is told not to try (its probe alone is reported as a violation).
// zod keeps its settings on the page's global object, under this name, shared by every copy
// of it, and takes them from there when it loads: set before zod comes (with the first screen
// that parses), they cost the first download no part of zod (its settings module and the
// helpers it brings, 5 KB before; docs/performance.md). Should zod stop reading them, every
// screen that loads it reports its probe, and csp.spec.ts fails.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// The first screen opens in its language, never in English first: a Hindi catalogue is
// fetched before it is drawn (English, or a failed fetch, draws at once). Not remembered:
// until the owner chooses, the browser decides. A promise, not a top-level await: with one,
// the bundler splits every module the lazy screens share out of the first file.
//
// Three tasks, not one (docs/performance.md, Lighthouse): running the code, then the router
// (its first navigation asks for the screen's code and data), then the first screen, drawn in
// a transition so React yields to the phone every few milliseconds. The service worker's first
// install (every screen's code downloaded and stored) waits until that screen is drawn.
async function start() {
  await setLanguage(preferredLanguage(), { remember: false }).catch(() => undefined);
  await nextTask();
  const router = createAppRouter(queryClient);
  const firstScreenDrawn = whenFirstScreenDrawn(router, queryClient);
  await nextTask();
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProvider serviceWorkerAfter={firstScreenDrawn}>
          <AppRoutes router={router} />
        </AppProvider>
      </StrictMode>,
    ),
  );
}
void start();
