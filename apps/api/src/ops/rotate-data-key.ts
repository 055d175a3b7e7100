import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { normaliseIdNumber } from '@nivas/domain';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { dataKeyFile, loadConfig, type Config } from '../config';
import { claimDataDirOrExit } from './data-dir-lock';
import { openDatabase, type Database } from '../db/client';
import { assertDataKey } from '../db/data-key-check';
import {
  formatMasterKey,
  IdentityVault,
  newMasterKey,
  parseMasterKey,
} from '../db/identity-crypto';
import { dataKeyCheck, tenants } from '../db/schema';
import { openIdentity } from '../modules/tenants/identity';

/**
 * `npm run rotate-data-key`: a new master key for identity data. Every tenant's data key is
 * unwrapped with the old master key and wrapped with the new one, and the keyed hashes of ID
 * numbers (derived from the master key) are computed again, all in one transaction: either
 * every tenant moves to the new key or none does. The identity data itself is not rewritten.
 * Stop the server first: a running server keeps the old key.
 *
 * The new key comes from NEW_DATA_KEY, or is generated. A file-based key (DATA_DIR/data-key)
 * is replaced: the new one is written to data-key.next before the database changes and renamed
 * over data-key after it committed. An environment key (DATA_KEY) cannot be changed from here:
 * the command prints the value to set.
 */

export async function rotateDataKey(
  db: Database,
  oldKey: Buffer,
  newKey: Buffer,
): Promise<{ tenants: number }> {
  const from = new IdentityVault(oldKey);
  const to = new IdentityVault(newKey);
  await assertDataKey(db, from);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: tenants.id,
        adminId: tenants.adminId,
        idProofType: tenants.idProofType,
        identity: tenants.identity,
        dataKey: tenants.dataKey,
        hasHash: sql<boolean>`${tenants.idProofHash} is not null`,
      })
      .from(tenants)
      .where(isNotNull(tenants.dataKey))
      .for('update');
    const values = rows.map((row) => {
      const key = from.unwrapKey(row.id, row.dataKey!);
      const identity = openIdentity(from, row);
      const hash =
        identity && row.hasHash
          ? to.idProofHash(row.adminId, row.idProofType, normaliseIdNumber(identity.idProofNumber))
          : null;
      return {
        id: row.id,
        data_key: to.wrapKey(row.id, key).toString('base64'),
        hash: hash?.toString('base64') ?? null,
      };
    });
    for (let start = 0; start < values.length; start += 1000) {
      const chunk = values.slice(start, start + 1000);
      await tx.execute(sql`
        update tenants t set
          data_key = decode(v.data_key, 'base64'),
          id_proof_hash = decode(v.hash, 'base64')
        from json_to_recordset(${JSON.stringify(chunk)}::json) as v(id uuid, data_key text, hash text)
        where t.id = v.id
      `);
    }
    await tx
      .update(dataKeyCheck)
      .set({ keyCheck: to.keyCheck(), updatedAt: new Date() })
      .where(eq(dataKeyCheck.id, 1));
    return { tenants: rows.length };
  });
}

/** The whole command: the new key, the database, and the key file. Answers what to print. */
export async function runRotation(
  config: Config,
  env: NodeJS.ProcessEnv,
): Promise<{ tenants: number; lines: string[] }> {
  let newKey: Buffer = newMasterKey();
  if (env.NEW_DATA_KEY !== undefined) {
    const parsed = parseMasterKey(env.NEW_DATA_KEY);
    if (!parsed) throw new Error('NEW_DATA_KEY must be 32 bytes written as base64 or hex');
    newKey = parsed;
  }
  if (newKey.equals(config.dataKey.key)) throw new Error('NEW_DATA_KEY is the current key');
  const isFile = config.dataKey.source === 'file';
  const next = `${config.dataKey.file}.next`;
  // Written before the database changes, so an interruption never leaves the new key nowhere.
  if (isFile) writeFileSync(next, `${formatMasterKey(newKey)}\n`, { mode: 0o600 });
  const database = await openDatabase(config);
  let result: { tenants: number };
  try {
    result = await rotateDataKey(database.db, config.dataKey.key, newKey);
  } catch (error) {
    if (isFile) rmSync(next, { force: true });
    throw error;
  } finally {
    await database.close();
  }
  const lines = [
    `Re-wrapped the data keys of ${result.tenants} tenant(s) with the new master key.`,
  ];
  if (isFile) {
    renameSync(next, config.dataKey.file);
    lines.push(
      `The new key is in ${config.dataKey.file}. Discard every copy of the old one: it still ` +
        'opens what deleted rows may have left in the database files and in older backups.',
    );
  } else if (env.NEW_DATA_KEY !== undefined) {
    lines.push('DATA_KEY is set in the environment: set it to the value of NEW_DATA_KEY now.');
  } else {
    lines.push(
      'DATA_KEY is set in the environment: set it to this new value before starting the server:',
      `DATA_KEY=${formatMasterKey(newKey)}`,
    );
  }
  return { ...result, lines };
}

async function main() {
  // A server running on the old key could not open what is re-wrapped under its feet.
  claimDataDirOrExit('rotate-data-key');
  // Without a key there is nothing to rotate, and loadConfig would generate one.
  const file = dataKeyFile(path.resolve(process.env.DATA_DIR ?? './data'));
  if (!process.env.DATA_KEY && !existsSync(file)) {
    throw new Error(`there is no data key: DATA_KEY is not set and ${file} does not exist`);
  }
  // The token secret is not used here; passing one keeps loadConfig from creating it.
  const config = loadConfig({ JWT_SECRET: 'not-used-by-key-rotation', ...process.env });
  const { lines } = await runRotation(config, process.env);
  for (const line of lines) console.log(line);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: Error) => {
    console.error(`Key rotation failed, nothing was changed: ${error.message}`);
    process.exitCode = 1;
  });
}
