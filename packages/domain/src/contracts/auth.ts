import { z } from 'zod';
import type { AdminField } from './admin-fields';
import { emailField, passwordField, phoneField, requiredText, whenValid } from './fields';
import { LANGUAGES } from './language';

/** One of the interface's languages (contracts/language.ts). */
export const LanguageSchema = z.enum(LANGUAGES, { error: 'Language must be en or hi' });

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

export const AdminProfileSchema = z.object({
  name: requiredText('Name', 100),
  email: emailField,
  pgName: requiredText('PG name', 120),
  address: requiredText('Address', 500),
  phone: phoneField,
});
export type AdminProfile = z.infer<typeof AdminProfileSchema>;

export const RegisterSchema = AdminProfileSchema.extend({
  password: passwordField('Password'),
  confirmPassword: z
    .string({ error: 'Confirm password is required' })
    .min(1, 'Confirm password is required'),
  /** The language chosen on the registration screen; English when none is sent. */
  language: LanguageSchema.optional(),
}).refine((body) => body.password === body.confirmPassword, {
  message: PASSWORDS_DO_NOT_MATCH,
  path: ['confirmPassword'],
  when: whenValid('password', 'confirmPassword'),
});
export type RegisterBody = z.infer<typeof RegisterSchema>;

export const LoginSchema = z.object({
  email: requiredText('Email', 254),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
});
export type LoginBody = z.infer<typeof LoginSchema>;

export const CURRENT_PASSWORD_FOR_EMAIL = 'Current password is required to change the email';

/**
 * The profile; `currentPassword` is needed only when the email changes (the email is what
 * signs in, so whoever holds a session alone must not be able to take the account over).
 */
export const UpdateDetailsSchema = AdminProfileSchema.extend({
  currentPassword: z.string({ error: 'Current password must be text' }).max(1024).optional(),
});
export type UpdateDetailsBody = z.infer<typeof UpdateDetailsSchema>;

export const UpdatePasswordSchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(1024),
  newPassword: passwordField('New password'),
});
export type UpdatePasswordBody = z.infer<typeof UpdatePasswordSchema>;

/** PUT /admin/language: the interface language, saved with the account. */
export const UpdateLanguageSchema = z.object({ language: LanguageSchema });
export type UpdateLanguageBody = z.infer<typeof UpdateLanguageSchema>;

/** The admin as the API answers it: never the password hash. */
export const AdminSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  pgName: z.string(),
  address: z.string(),
  phone: z.string(),
  language: LanguageSchema,
  createdAt: z.string(),
} satisfies Record<AdminField, z.ZodType<string>>);
export type Admin = z.infer<typeof AdminSchema>;

export const AuthResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  admin: AdminSchema,
  message: z.string(),
});
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

/** A signed-in device as the API describes it: read from its user agent, empty when unknown. */
export const SessionDeviceSchema = z.object({
  /** "Chrome 131" */
  browser: z.string(),
  /** "Android 14" */
  os: z.string(),
  deviceType: z.enum(['desktop', 'mobile', 'tablet', 'tv', 'bot', 'unknown']),
  /** "iPhone", when the user agent names it */
  deviceModel: z.string(),
});
export type SessionDevice = z.infer<typeof SessionDeviceSchema>;

/** One of the account's live sessions (GET /admin/sessions). */
export const AccountSessionSchema = SessionDeviceSchema.extend({
  _id: z.string(),
  ip: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** The session of the request that asked. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;

export const MessageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type MessageResponse = z.infer<typeof MessageResponseSchema>;
