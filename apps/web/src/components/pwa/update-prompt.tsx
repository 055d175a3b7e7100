import { useEffect, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { t } from '@/i18n';
import { Button } from '@/components/ui/button';

/**
 * Registers the service worker once `after` resolves (main.tsx: once the first screen is drawn,
 * lib/first-screen-drawn.ts), and when a new version of the app has been downloaded, asks before
 * using it: reloading mid-form would lose what was typed, so the owner chooses when.
 */
export function UpdatePrompt({ after }: { after: Promise<void> }) {
  const [isDue, setDue] = useState(false);
  useEffect(() => {
    let isMounted = true;
    void after.then(() => isMounted && setDue(true));
    return () => {
      isMounted = false;
    };
  }, [after]);
  return isDue ? <RegisteredUpdatePrompt /> : null;
}

function RegisteredUpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  if (!needRefresh) return null;
  return (
    // Low on the screen, where a thumb reaches and no screen keeps its own controls: on a phone
    // just above the bottom bar (AppShell), from 1024 px in the corner away from the sidebar.
    <div
      role="alertdialog"
      aria-labelledby="update-prompt-text"
      className="fixed inset-x-3 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-50 mx-auto flex max-w-xl flex-wrap items-center gap-3 rounded-lg border border-indigo-200 bg-white px-4 py-3 text-sm shadow-lg lg:inset-x-auto lg:right-6 lg:bottom-6 print:hidden"
    >
      <p id="update-prompt-text" className="min-w-40 flex-1 text-slate-800">
        {t.pwa.updateReady}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" onClick={() => setNeedRefresh(false)}>
          {t.pwa.later}
        </Button>
        <Button onClick={() => void updateServiceWorker(true)}>{t.pwa.reload}</Button>
      </div>
    </div>
  );
}
