import { hash, verify } from '@node-rs/argon2';
import type { AdminProfile, LoginBody, RegisterBody, UpdatePasswordBody } from '@nivas/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { admins, type AdminRow } from '../../db/schema';
import { AppError, notFound } from '../../errors';

export const INVALID_CREDENTIALS = 'Invalid email or password';
const EMAIL_TAKEN = 'An account with this email already exists';

/** Verified against when the email is unknown, so both failures take the same time. */
const DUMMY_HASH = await hash('nivas-timing-equaliser');

const byEmail = (email: string) => eq(sql`lower(${admins.email})`, email.toLowerCase());

export async function registerAdmin(db: Database, body: RegisterBody): Promise<AdminRow> {
  const { confirmPassword: _confirm, password, ...profile } = body;
  try {
    const [admin] = await db
      .insert(admins)
      .values({ ...profile, passwordHash: await hash(password) })
      .returning();
    return admin!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', EMAIL_TAKEN);
    throw error;
  }
}

export async function authenticateAdmin(db: Database, body: LoginBody): Promise<AdminRow> {
  const [admin] = await db.select().from(admins).where(byEmail(body.email)).limit(1);
  const isValid = await verify(admin?.passwordHash ?? DUMMY_HASH, body.password);
  if (!admin || !isValid) throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
  return admin;
}

export async function findAdmin(db: Database, adminId: string): Promise<AdminRow> {
  const [admin] = await db.select().from(admins).where(eq(admins.id, adminId)).limit(1);
  if (!admin) throw notFound('Admin');
  return admin;
}

export async function updateAdminDetails(
  db: Database,
  adminId: string,
  profile: AdminProfile,
): Promise<AdminRow> {
  const [taken] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(and(byEmail(profile.email), ne(admins.id, adminId)))
    .limit(1);
  if (taken) throw new AppError('CONFLICT', EMAIL_TAKEN);
  try {
    const [admin] = await db
      .update(admins)
      .set({ ...profile, updatedAt: new Date() })
      .where(eq(admins.id, adminId))
      .returning();
    if (!admin) throw notFound('Admin');
    return admin;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', EMAIL_TAKEN);
    throw error;
  }
}

/** Changes the password and bumps the token version, which ends every older session. */
export async function updateAdminPassword(
  db: Database,
  adminId: string,
  body: UpdatePasswordBody,
): Promise<AdminRow> {
  const current = await findAdmin(db, adminId);
  if (!(await verify(current.passwordHash, body.currentPassword))) {
    throw new AppError('UNAUTHORIZED', 'Current password is incorrect');
  }
  const [admin] = await db
    .update(admins)
    .set({
      passwordHash: await hash(body.newPassword),
      tokenVersion: sql`${admins.tokenVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(admins.id, adminId))
    .returning();
  return admin!;
}
