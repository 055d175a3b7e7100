import {
  language,
  app,
  nav,
  pager,
  form,
  passwordStrength,
  common,
  undo,
  loadState,
  shell,
  pwa,
} from './app';
import { auth, profile, settings } from './auth';
import { charges, deposit, moveOut } from './charges';
import { dashboard } from './dashboard';
import { format } from './helpers';
import { onboarding } from './onboarding';
import { tenantLanguage, tenantLink, sharedAccount } from './own-link';
import { diagnostics, errors, validation } from './problems';
import { receipts, upi, reminders, poster } from './reminders';
import { rents, rentManagement, payments } from './rents';
import { rooms, meter } from './rooms';
import { tenants } from './tenants';

export type { CodeDetails, CodeText, FormIssue } from './helpers';

/**
 * Every text a person can see, in English, one file per part of the app. SPEC.md's wording is
 * quoted exactly where it gives one. The Hindi catalogue (../hi) has the same shape
 * (`Catalogue`), so no screen holds a text of its own.
 */
export const en = {
  /** Numbers, dates and plurals in this language (format.ts). */
  format,
  language,
  app,
  nav,
  pager,
  form,
  passwordStrength,
  auth,
  dashboard,
  common,
  rooms,
  tenants,
  rents,
  rentManagement,
  payments,
  charges,
  deposit,
  meter,
  moveOut,
  undo,
  onboarding,
  profile,
  settings,
  diagnostics,
  errors,
  validation,
  tenantLanguage,
  receipts,
  upi,
  reminders,
  tenantLink,
  sharedAccount,
  poster,
  loadState,
  shell,
  pwa,
};

/** The shape every language's catalogue must have: the same keys, texts and text builders. */
export type Catalogue = typeof en;
