import type { Admin } from '@nivas/domain';
import { createContext, useContext } from 'react';

/** SPEC §4: unauthenticated, loading (a stored token is being checked), authenticated. */
export type Session =
  | { status: 'unauthenticated'; admin: null }
  | { status: 'loading'; admin: null }
  | { status: 'authenticated'; admin: Admin };

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** For screens inside the protected shell, where a session is guaranteed. */
export function useAdmin(): Admin {
  const session = useSession();
  if (session.status !== 'authenticated') throw new Error('useAdmin needs a signed-in admin');
  return session.admin;
}
