/**
 * The bearer token, kept in localStorage so a session survives a reload. Listeners are told
 * of every change, including one made in another tab, so the session state never goes stale.
 */
import { forgetOfflineData } from '../offline-data';

const TOKEN_KEY = 'token';

type Listener = () => void;
const listeners = new Set<Listener>();

function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    // Storage can be unavailable (private mode, blocked cookies): act as signed out.
    return null;
  }
}

function notify() {
  for (const listener of listeners) listener();
}

export const tokenStorage = {
  get: readToken,

  set(token: string) {
    try {
      localStorage.setItem(TOKEN_KEY, token);
    } finally {
      notify();
    }
  },

  clear() {
    try {
      localStorage.removeItem(TOKEN_KEY);
    } finally {
      forgetOfflineData();
      notify();
    }
  },

  subscribe(listener: Listener) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_KEY || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};
