import { Outlet } from 'react-router';
import { OfflineBanner } from '@/components/pwa/offline-banner';
import { t } from '@/i18n';
import { useIsWide } from '@/lib/use-media-query';
import { useAdmin } from '@/lib/session/session-context';
import { BottomNav } from './bottom-nav';
import { Navbar } from './navbar';
import { Sidebar } from './sidebar';

/**
 * The frame of every protected screen: from 1024 px the sidebar and the top bar; below it the
 * top bar and a bottom navigation bar, where a thumb reaches.
 */
export function AppShell() {
  const admin = useAdmin();
  // Only the navigation the width shows is drawn: a phone's first screen comes sooner
  // (docs/performance.md, Lighthouse's blocking time).
  const isWide = useIsWide();

  return (
    // Printed (a verification form, a move-out statement), only the screen itself shows.
    <div className="min-h-dvh bg-slate-50 print:min-h-0 print:bg-white">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg print:hidden bg-white px-4 py-2 text-sm font-medium text-indigo-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:inline-flex focus:min-h-11 focus:items-center"
      >
        {t.app.skipToContent}
      </a>

      {isWide && <Sidebar />}

      <div className="lg:pl-64 print:pl-0">
        <Navbar admin={admin} />
        <main
          id="main"
          tabIndex={-1}
          // Below 1024 px the bottom bar covers the last 56 px: the page ends above it.
          className="px-4 pt-4 pb-[calc(5rem+env(safe-area-inset-bottom))] focus:outline-none sm:px-6 sm:pt-6 lg:px-8 lg:py-8 print:p-0"
        >
          <div className="mx-auto max-w-6xl print:max-w-none">
            <OfflineBanner />
            <Outlet />
          </div>
        </main>
      </div>

      {!isWide && <BottomNav admin={admin} />}
    </div>
  );
}
