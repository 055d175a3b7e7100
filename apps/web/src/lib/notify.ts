import type { ToastContent, ToastOptions } from 'react-toastify';
import { catalogueText } from '@/api/errors';
import { quietPaths } from '@/config/paths';
import { t } from '@/i18n';

/** SPEC §9: our own toasts close after 3 s (the library's default is 5 s). */
export const TOAST_AUTO_CLOSE_MS = 3000;
/** How long a toast that offers Undo stays: time to read it and reach the button. */
export const UNDO_WINDOW_MS = 10_000;
/** SPEC §8: 'Please login first' appears at most once in this window. */
export const PLEASE_LOGIN_REPEAT_GUARD_MS = 5000;

/**
 * SPEC §8: failures that mean "there is no valid session" are not shown as errors; the user
 * is told to sign in instead. Whole messages only, because a substring test would also hide
 * real errors that happen to contain them ("Room 401 is full", "Failed to fetch rent
 * records"). The two authorisation phrases start the server's 401 texts, so they match as
 * prefixes.
 */
const SIGN_IN_MESSAGES = new Set([
  'Failed to fetch rooms',
  'Failed to fetch tenants',
  'Failed to load dashboard data',
  'Failed to fetch',
  'Not authorized',
  'Session expired',
  '401',
]);
const SIGN_IN_PREFIXES = ['Not authorized', 'Session expired'];

/** The same failures as the interface words them, in whichever language it speaks. */
const signInTexts = () => [
  t.rooms.toasts.fetchFailed,
  t.tenants.toasts.fetchFailed,
  t.dashboard.loadFailed,
  catalogueText('UNAUTHORIZED'),
];

export function isSignInProblem(message: string): boolean {
  return (
    SIGN_IN_MESSAGES.has(message) ||
    SIGN_IN_PREFIXES.some((p) => message.startsWith(p)) ||
    signInTexts().includes(message)
  );
}

let lastPleaseLoginAt = Number.NEGATIVE_INFINITY;

/**
 * The toast library arrives with the first toast, not with the first screen: /login needs
 * none until something happens. Toasts raised before its container is on the page wait in
 * the library's queue and appear once it is.
 */
const loadToastify = () => import('react-toastify');
let toastsWanted = false;
const toastsWantedListeners = new Set<() => void>();

/** For the app's provider: whether to put the toast container on the page yet. */
export const toastContainerState = {
  subscribe(listener: () => void) {
    toastsWantedListeners.add(listener);
    return () => toastsWantedListeners.delete(listener);
  },
  isWanted: () => toastsWanted,
  load: loadToastify,
};

/** One toast at a time (SPEC §2): a new message replaces the one on screen. */
export function showToast(message: ToastContent, options: ToastOptions) {
  if (!toastsWanted) {
    toastsWanted = true;
    toastsWantedListeners.forEach((listener) => listener());
  }
  void loadToastify().then(({ toast }) => {
    toast.dismiss();
    toast(message, { autoClose: TOAST_AUTO_CLOSE_MS, ...options });
  });
}

export function notifySuccess(message: string) {
  showToast(message, { type: 'success' });
}

export function notifyInfo(message: string) {
  showToast(message, { type: 'info' });
}

export function notifyPleaseLogin(now = Date.now()) {
  if (now - lastPleaseLoginAt < PLEASE_LOGIN_REPEAT_GUARD_MS) return;
  lastPleaseLoginAt = now;
  showToast(t.auth.pleaseLogin, { type: 'info', toastId: 'please-login' });
}

/**
 * Error toasts, with SPEC §8's suppression: a 'Please login first' hint instead of sign-in
 * failures, and no error toasts on /login, /logout and /register. The hint is checked first
 * because a dropped session may already have moved the user to /login, where it is exactly
 * the right thing to read. `force` is for failures that answer the user's own action on a
 * quiet path, such as a failed login.
 */
export function notifyError(message: string, { force = false }: { force?: boolean } = {}) {
  if (!force) {
    if (isSignInProblem(message)) {
      notifyPleaseLogin();
      return;
    }
    if (quietPaths.includes(window.location.pathname)) return;
  }
  showToast(message, { type: 'error' });
}
