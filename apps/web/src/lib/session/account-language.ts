import type { Admin } from '@nivas/domain';
import type { Language } from '@nivas/domain/language';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/api/client';
import { InvalidResponseError } from '@/api/errors';
import { readData } from '@/api/read-answer';
import { currentLanguage, setLanguage, t } from '@/i18n';
import { notifyError } from '@/lib/notify';
import { meQueryKey } from './get-me';
import { readAdmin } from './read-admin';
import { useSession } from './session-context';

/**
 * The owner's language lives with the account (`admin.language`), so it follows them to every
 * device: the interface takes it at start-up and at sign-in. Signed out, the switch on /login
 * and /register changes this device only, and a choice made there is the one the owner signs
 * in with: this tab remembers that one was made, through a reload too.
 */
const CHOSEN_KEY = 'language-chosen-signed-out';

const chosenWhileSignedOut = {
  get: () => {
    try {
      return sessionStorage.getItem(CHOSEN_KEY) !== null;
    } catch {
      return false;
    }
  },
  set: (isChosen: boolean) => {
    try {
      if (isChosen) sessionStorage.setItem(CHOSEN_KEY, '1');
      else sessionStorage.removeItem(CHOSEN_KEY);
    } catch {
      // Storage unavailable: the account's language applies at sign-in.
    }
  },
};

/** PUT /admin/language: the admin with the language saved. */
async function saveAccountLanguage(language: Language): Promise<Admin> {
  const admin = readAdmin(
    readData<unknown>(await api.put('admin/language', { json: { language } }).json(), 'record'),
  );
  if (!admin) throw new InvalidResponseError();
  return admin;
}

function saveToAccount(queryClient: QueryClient, language: Language) {
  saveAccountLanguage(language).then(
    (admin) => queryClient.setQueryData(meQueryKey, admin),
    // The interface stays in the chosen language on this device; the account keeps its own.
    () => notifyError(t.language.saveFailed),
  );
}

/**
 * The admin a new session starts with: in the language chosen on the sign-in screen, saved to
 * the account when it differs, else in the account's own.
 */
export function signedInAdmin(queryClient: QueryClient, admin: Admin): Admin {
  if (!chosenWhileSignedOut.get()) return admin;
  chosenWhileSignedOut.set(false);
  const language = currentLanguage();
  if (language === admin.language) return admin;
  // After the session's token is stored: the save is sent with it.
  queueMicrotask(() => saveToAccount(queryClient, language));
  return { ...admin, language };
}

/** The language switch's action: this device at once, and the account when signed in. */
export function useChooseLanguage(): (language: Language) => void {
  const queryClient = useQueryClient();
  const session = useSession();
  return (language) => {
    if (session.status === 'authenticated') {
      // The session's admin says the new language at once, so AccountLanguage agrees with it.
      queryClient.setQueryData(meQueryKey, { ...session.admin, language });
      saveToAccount(queryClient, language);
    } else {
      chosenWhileSignedOut.set(true);
    }
    void setLanguage(language);
  };
}

/** Puts the interface in the signed-in owner's language (at start-up, at sign-in). */
export function AccountLanguage() {
  const session = useSession();
  const language = session.status === 'authenticated' ? session.admin.language : null;
  useEffect(() => {
    if (language !== null && language !== currentLanguage()) void setLanguage(language);
  }, [language]);
  return null;
}
