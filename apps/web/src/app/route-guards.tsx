import { Navigate, Outlet } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session/session-context';

/**
 * Holds every screen back while a stored token is checked (SPEC §4), so nobody sees the
 * sign-in form flash before their dashboard, or a protected screen before a redirect.
 */
export function SessionGate() {
  const session = useSession();
  return session.status === 'loading' ? <FullPageSpinner /> : <Outlet />;
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
