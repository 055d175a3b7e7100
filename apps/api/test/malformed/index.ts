/**
 * The malformed-request plans of the write routes, for fuzz-malformed-requests.test.ts: how a
 * request is broken (requests.ts), the kinds of field and their broken values (fields.ts,
 * numbers-and-dates.ts), and each area's bodies field by field.
 */
export {
  brokenJson,
  junkKeys,
  toJsonText,
  withValues,
  wrongContentTypes,
  type BrokenField,
} from './requests';
export {
  adminLanguageFields,
  loginFields,
  profileFields,
  registerFields,
  updatePasswordFields,
} from './auth';
export { meterFields, roomFields } from './rooms';
export { moveOutFields, reminderFields, tenantFields } from './tenants';
export { generateFields, payFields, rentFields } from './rents';
export {
  chargeFields,
  depositFields,
  recurringChargeFields,
  voidFields,
  waiveFields,
} from './money';
export { settingsFields } from './settings';
