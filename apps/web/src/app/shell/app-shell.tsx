import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Outlet, useLocation } from 'react-router';
import { OfflineBanner } from '@/components/pwa/offline-banner';
import { t } from '@/i18n';
import { useAdmin } from '@/lib/session/session-context';
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { Navbar } from './navbar';
import { Sidebar } from './sidebar';

/** The frame of every protected screen: sidebar, top bar and the screen itself. */
export function AppShell() {
  const admin = useAdmin();
  const location = useLocation();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const sidebarId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);

  // The drawer is open for the screen it was opened on, so every route change closes it
  // (SPEC §2) without an effect watching the location.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const isDrawer = !isDesktop;
  const isOpen = isDrawer && openAt === location.key;

  const openSidebar = () => {
    // Render the open drawer now, so focus can move into it before the next key press.
    flushSync(() => setOpenAt(location.key));
    closeButtonRef.current?.focus();
  };
  const closeSidebar = () => {
    if (!isOpen) return;
    setOpenAt(null);
    menuButtonRef.current?.focus();
  };

  return (
    // Printed (a verification form, a move-out statement), only the screen itself shows.
    <div className="min-h-dvh bg-slate-50 print:min-h-0 print:bg-white">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg print:hidden bg-white px-4 py-2 text-sm font-medium text-indigo-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t.app.skipToContent}
      </a>

      <Sidebar
        id={sidebarId}
        pgName={admin.pgName}
        isDrawer={isDrawer}
        isOpen={isOpen}
        onClose={closeSidebar}
        onNavigate={() => setOpenAt(null)}
        closeButtonRef={closeButtonRef}
      />
      {isOpen && (
        <div
          aria-hidden="true"
          className="fixed inset-0 z-30 bg-slate-900/40 lg:hidden"
          onClick={closeSidebar}
        />
      )}

      <div className="lg:pl-64 print:pl-0" inert={isOpen}>
        <Navbar
          admin={admin}
          sidebarId={sidebarId}
          isSidebarOpen={isOpen}
          onOpenSidebar={openSidebar}
          menuButtonRef={menuButtonRef}
        />
        <main
          id="main"
          tabIndex={-1}
          className="px-4 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8 print:p-0"
        >
          <div className="mx-auto max-w-6xl print:max-w-none">
            <OfflineBanner />
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}
