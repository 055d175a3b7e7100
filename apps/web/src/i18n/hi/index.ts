import type { Catalogue } from '../en';
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

/**
 * हर वह शब्द जो स्क्रीन पर दिखता है, रोज़मर्रा की हिंदी में: जैसे कोई PG मालिक बोलता है, शब्दशः
 * अनुवाद नहीं। English loan words stay where Hindi speakers use them (UPI, WhatsApp, PG, ईमेल,
 * पासवर्ड, डैशबोर्ड); names of people, rooms and amounts come in as they are. Typed as the
 * English catalogue (`Catalogue`), so a key missing here or there fails the type check; one
 * file per part of the app, as in English.
 */
export const hi: Catalogue = {
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
