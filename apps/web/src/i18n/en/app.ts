import type { Language } from '@nivas/domain/language';
import { format } from './helpers';

/**
 * The frame around every screen: the language switch, navigation, forms, loading states, the
 * installed app.
 */

/** The language switch: each language named in its own words, the same in every catalogue. */
export const language = {
  label: 'Language',
  names: { en: 'English', hi: 'हिंदी' } satisfies Record<Language, string>,
  saveFailed:
    'Your language could not be saved to your account; it is changed on this device only.',
};

export const app = {
  name: 'Nivas',
  tagline: 'Rooms, tenants and rent for your PG',
  loading: 'Loading...',
  notifications: 'Notifications',
  /** A toast's bar that shows how long it stays. */
  toastTimer: 'Time left on this notification',
  skipToContent: 'Skip to main content',
};

export const nav = {
  main: 'Main',
  dashboard: 'Dashboard',
  rooms: 'Rooms',
  tenants: 'Tenants',
  rentManagement: 'Rent Management',
  reminders: 'Reminders',
  profileMenu: 'Account menu',
  /** The menu's button: it shows the owner's name, so its name for a screen reader starts with it. */
  profileMenuOf: (name: string) => `${name}, account menu`,
  profile: 'Profile',
  settings: 'Settings',
  signOut: 'Sign out',
};

export const pager = {
  label: 'Pages',
  previous: 'Previous',
  next: 'Next',
  status: (page: number, pages: number, total: number) =>
    `Page ${page} of ${pages} · ${format.number(total)} ${format.plural(total, { one: 'record', other: 'records' })}`,
};

export const form = {
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  required: 'required',
};

export const passwordStrength = {
  label: 'Password strength:',
  labels: ['Very weak', 'Weak', 'Fair', 'Good', 'Strong'],
  tooShort: (min: number) => `Too short: use at least ${min} characters.`,
  checking: 'Checking...',
  unavailable: 'It could not be checked here; it will be checked when you save.',
  common: 'This is one of the most common passwords. Choose another.',
  advice:
    'Too easy to guess: use three or four unrelated words, or add uncommon words, numbers and symbols.',
  accepted: 'Hard enough to guess.',
};

export const common = {
  cancel: 'Cancel',
  edit: 'Edit',
  delete: 'Delete',
  deleting: 'Deleting...',
  close: 'Close',
  optional: (label: string) => `${label} (optional)`,
};

/** The toast that offers to take a payment back. */
export const undo = {
  action: 'Undo',
  undoing: 'Undoing...',
  done: 'Payment undone: the rent is unpaid again',
  failed: 'Failed to undo the payment',
};

/** The four states of a screen that loads data: loading, failed, empty and data. */
export const loadState = {
  retry: 'Retry',
  retrying: 'Retrying...',
  httpStatus: (status: number) => `The server answered with error ${status}.`,
  staleSince: (time: string) => `Not updated since ${time} — retrying`,
};

/** The phone-first frame: bottom navigation, the More sheet, titles, pull to refresh. */
export const shell = {
  bottomNav: 'Sections',
  more: 'More',
  moreTitle: 'More',
  account: 'Account',
  /** The browser tab's title: 'Rent Management · Mehta Residency'. */
  documentTitle: (screen: string, place: string) => `${screen} · ${place}`,
  /** Short names for the bottom bar, where a long one would not fit under its icon. */
  shortLabels: { rentManagement: 'Rents' },
  pullToRefresh: 'Pull to refresh',
  releaseToRefresh: 'Release to refresh',
  refreshing: 'Refreshing...',
  updatedJustNow: 'Updated just now',
  updatedMinutesAgo: (minutes: number) =>
    minutes === 1 ? 'Updated a minute ago' : `Updated ${minutes} minutes ago`,
  updatedAt: (time: string) => `Updated at ${time}`,
  /** An update on an earlier day: the day and time, as format.dateTime writes them. */
  updatedOn: (dateTime: string) => `Updated ${dateTime}`,
  call: (name: string, phone: string) => `Call ${name} on ${phone}`,
};

/** The installed app: offline, and a new version (issue 20). */
export const pwa = {
  offline: 'Offline',
  offlineDetail:
    'Showing what this phone last loaded. Nothing can be saved until the connection is back.',
  writeRefused: 'You are offline, so this was not saved. Try again when you are back online.',
  offlinePayment: 'You are offline: a payment cannot be recorded until the connection is back.',
  updateReady: 'A new version of Nivas is ready.',
  reload: 'Reload to update',
  later: 'Later',
};
