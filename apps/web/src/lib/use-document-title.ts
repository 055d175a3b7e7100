import { useEffect } from 'react';
import { t } from '@/i18n';
import { useSession } from '@/lib/session/session-context';

/**
 * Names the screen in the browser's tab, its history and for screen readers: 'Rent
 * Management · Mehta Residency' when signed in, 'Welcome Back · Nivas' before. Each screen
 * calls it once with its title from the catalogue.
 */
export function useDocumentTitle(screen: string) {
  const session = useSession();
  const place = session.status === 'authenticated' ? session.admin.pgName : t.app.name;
  useEffect(() => {
    document.title = t.shell.documentTitle(screen, place);
  }, [screen, place]);
}
