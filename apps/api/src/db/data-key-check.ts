import { eq } from 'drizzle-orm';
import type { Database } from './client';
import type { IdentityVault } from './identity-crypto';
import { dataKeyCheck } from './schema';

/** The server was started with a master key other than the one the database was written with. */
export class WrongDataKeyError extends Error {
  override name = 'WrongDataKeyError';
}

/**
 * Checks, before anything is read or written, that the master key is the one this database's
 * identity data was encrypted with; the first start records its check value. Without this a
 * lost or replaced DATA_DIR/data-key would show up as a failure on every tenant instead.
 */
export async function assertDataKey(db: Database, vault: IdentityVault): Promise<void> {
  await db.insert(dataKeyCheck).values({ keyCheck: vault.keyCheck() }).onConflictDoNothing();
  const [row] = await db
    .select({ keyCheck: dataKeyCheck.keyCheck })
    .from(dataKeyCheck)
    .where(eq(dataKeyCheck.id, 1));
  if (!row || !vault.matchesKeyCheck(row.keyCheck)) {
    throw new WrongDataKeyError(
      'The data key (DATA_KEY, or DATA_DIR/data-key) is not the one this database was ' +
        'encrypted with, so tenants’ identity data cannot be read. Nothing was changed. Start ' +
        'with the key this database was written with (a backup does not hold it: it is kept ' +
        'apart); if a key rotation was interrupted, DATA_DIR/data-key.next holds the new key.',
    );
  }
}
