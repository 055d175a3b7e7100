import { useDeferredValue } from 'react';
import { Navigate, Outlet } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session/session-context';

/**
 * Holds every screen back while a stored token is checked (SPEC §4), so nobody sees the
 * sign-in form flash before their dashboard, or a protected screen before a redirect.
 *
 * The answer of that check reveals the whole app (shell, screen and all): read through
 * `useDeferredValue`, it is drawn in a render React can pause rather than in the query's
 * update, which React must finish in one go (docs/performance.md, the blocking time).
 */
export function SessionGate() {
  const isChecking = useDeferredValue(useSession().status === 'loading');
  return isChecking ? <FullPageSpinner /> : <Outlet />;
}

/** Protected routes: signed-out visitors go to /login (SPEC §2). */
export function RequireAuth() {
  const session = useSession();
  return session.status === 'authenticated' ? <Outlet /> : <Navigate to={paths.login} replace />;
}

/** /login and /register: someone already signed in belongs on the dashboard. */
export function GuestOnly() {
  const session = useSession();
  return session.status === 'authenticated' ? (
    <Navigate to={paths.dashboard} replace />
  ) : (
    <Outlet />
  );
}
