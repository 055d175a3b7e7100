import { useQuery } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { meQueryOptions } from './get-me';
import { SessionContext, type Session } from './session-context';
import { tokenStorage } from './token-storage';

const noServerToken = () => null;

/**
 * The session is derived, never stored twice: the token lives in localStorage and the admin
 * in the query cache. Dropping the token anywhere (logout, a 401, another tab) signs out
 * everywhere on the next render.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const token = useSyncExternalStore(tokenStorage.subscribe, tokenStorage.get, noServerToken);
  const me = useQuery({ ...meQueryOptions(), enabled: token !== null });

  const session = useMemo<Session>(() => {
    if (token === null) return { status: 'unauthenticated', admin: null };
    if (me.data) return { status: 'authenticated', admin: me.data };
    if (me.isError) return { status: 'unauthenticated', admin: null };
    return { status: 'loading', admin: null };
  }, [token, me.data, me.isError]);

  return <SessionContext value={session}>{children}</SessionContext>;
}
