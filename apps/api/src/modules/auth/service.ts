import { hash, verify } from '@node-rs/argon2';
import {
  CURRENT_PASSWORD_FOR_EMAIL,
  type LoginBody,
  type RegisterBody,
  type Language,
  type UpdateDetailsBody,
  type UpdatePasswordBody,
} from '@nivas/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { admins, type AdminRow, type SessionRow } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { assertStrongPassword } from './password-strength';
import { createSession, endAllSessions, type SessionOrigin } from './sessions';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';
const EMAIL_TAKEN = 'An account with this email already exists';

/** Verified against when the email is unknown, so both failures take the same time. */
const DUMMY_HASH = await hash('nivas-timing-equaliser');

/** Runs a password check under the sign-in throttle, counted against the given account. */
export type ThrottledCheck = <T>(email: string, check: () => Promise<T>) => Promise<T>;

export interface SignedIn {
  admin: AdminRow;
  session: SessionRow;
}

const byEmail = (email: string) => eq(sql`lower(${admins.email})`, email.toLowerCase());

/** What an owner's password must not be built from. */
const personalWords = (profile: { name: string; email: string; pgName: string; phone: string }) => [
  profile.name,
  profile.email,
  profile.pgName,
  profile.phone,
];

export async function registerAdmin(
  db: Database,
  body: RegisterBody,
  origin: SessionOrigin,
): Promise<SignedIn> {
  const { confirmPassword: _confirm, password, ...profile } = body;
  await assertStrongPassword(password, personalWords(profile));
  const passwordHash = await hash(password);
  try {
    return await db.transaction(async (tx) => {
      const [admin] = await tx
        .insert(admins)
        .values({ ...profile, passwordHash })
        .returning();
      return { admin: admin!, session: await createSession(tx, admin!.id, origin) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN);
    throw error;
  }
}

/** Checks the email and password (the same 401 for either being wrong). */
export async function authenticateAdmin(db: Database, body: LoginBody): Promise<AdminRow> {
  const [admin] = await db.select().from(admins).where(byEmail(body.email)).limit(1);
  const isValid = await verify(admin?.passwordHash ?? DUMMY_HASH, body.password);
  if (!admin || !isValid) throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
  return admin;
}

export async function findAdmin(db: Database, adminId: string): Promise<AdminRow> {
  const [admin] = await db.select().from(admins).where(eq(admins.id, adminId)).limit(1);
  if (!admin) throw notFound('Admin');
  return admin;
}

async function verifyCurrentPassword(admin: AdminRow, password: string) {
  if (!(await verify(admin.passwordHash, password))) {
    throw new AppError('WRONG_CURRENT_PASSWORD', WRONG_CURRENT_PASSWORD);
  }
}

/**
 * Saves the profile. A new email (the account's sign-in name) needs the current password,
 * checked under the throttle like a sign-in; the same email in another case is not new.
 */
export async function updateAdminDetails(
  db: Database,
  adminId: string,
  body: UpdateDetailsBody,
  throttled: ThrottledCheck,
): Promise<AdminRow> {
  const { currentPassword, ...profile } = body;
  const current = await findAdmin(db, adminId);
  if (profile.email.toLowerCase() !== current.email.toLowerCase()) {
    if (!currentPassword)
      throw new AppError('CURRENT_PASSWORD_REQUIRED', CURRENT_PASSWORD_FOR_EMAIL);
    await throttled(current.email, () => verifyCurrentPassword(current, currentPassword));
  }
  const [taken] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(and(byEmail(profile.email), ne(admins.id, adminId)))
    .limit(1);
  if (taken) throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN);
  try {
    const [admin] = await db
      .update(admins)
      .set({ ...profile, updatedAt: new Date() })
      .where(eq(admins.id, adminId))
      .returning();
    if (!admin) throw notFound('Admin');
    return admin;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN);
    throw error;
  }
}

/** Saves the interface language the owner chose, so every device they sign in on uses it. */
export async function updateAdminLanguage(
  db: Database,
  adminId: string,
  language: Language,
): Promise<AdminRow> {
  const [admin] = await db
    .update(admins)
    .set({ language, updatedAt: new Date() })
    .where(eq(admins.id, adminId))
    .returning();
  if (!admin) throw notFound('Admin');
  return admin;
}

/**
 * Changes the password and renews the sessions: every session of the account ends, the one
 * that asked included, and a new one starts for the answer's token. A copied token of any
 * session, this one too, stops working.
 */
export async function updateAdminPassword(
  db: Database,
  adminId: string,
  body: UpdatePasswordBody,
  throttled: ThrottledCheck,
  origin: SessionOrigin,
): Promise<SignedIn> {
  const current = await findAdmin(db, adminId);
  await assertStrongPassword(body.newPassword, personalWords(current), 'New password');
  await throttled(current.email, () => verifyCurrentPassword(current, body.currentPassword));
  const passwordHash = await hash(body.newPassword);
  return db.transaction(async (tx) => {
    const [admin] = await tx
      .update(admins)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(admins.id, adminId))
      .returning();
    if (!admin) throw notFound('Admin');
    await endAllSessions(tx, adminId);
    return { admin, session: await createSession(tx, adminId, origin) };
  });
}
