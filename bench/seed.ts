/**
 * npm run seed -- --profile demo|large|multi [--seed N]
 *
 * Fills the database the server uses (DATA_DIR's embedded database, or DATABASE_URL) with a
 * deterministic PG of the chosen size, set-based, in seconds.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { claimDataDirOrExit } from '../apps/api/src/ops/data-dir-lock';
import { assertDataKey } from '../apps/api/src/db/data-key-check';
import { IdentityVault } from '../apps/api/src/db/identity-crypto';
import { PROFILES, type ProfileName } from './lib/profiles';
import { seedPgs } from './lib/seed-sql';

const { values } = parseArgs({
  options: {
    profile: { type: 'string', default: 'demo' },
    seed: { type: 'string', default: '42' },
  },
});
const profileName = values.profile as ProfileName;
const profile = PROFILES[profileName];
if (!profile) {
  console.error(
    `Unknown profile "${values.profile}". Choose one of: ${Object.keys(PROFILES).join(', ')}`,
  );
  process.exit(2);
}

// The embedded database is one process's: seeding under a running server would leave it
// serving a stale copy (its sign-in failed until a restart). Exits with one line if DATA_DIR is
// in use; DATA_DIR's files are made private when this ends.
claimDataDirOrExit('seed');
const config = loadConfig();
const database = await openDatabase(config);
const started = performance.now();
try {
  const shape = { ...profile, seed: Number(values.seed), timeZone: config.businessTimeZone };
  const vault = new IdentityVault(config.dataKey.key);
  await assertDataKey(database.db, vault);
  const { adminIds } = await seedPgs(database.db, vault, shape);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Seeded profile "${profileName}" (${adminIds.length} PG${adminIds.length > 1 ? 's' : ''}) into ${database.kind} in ${seconds} s.`,
  );
  console.log(
    `Sign in as ${profile.emailPrefix}1@${profile.emailDomain} with the password ${profile.password}`,
  );
} catch (error) {
  if (String((error as { cause?: unknown }).cause ?? error).includes('admins_email_lower_key')) {
    console.error(`The "${profileName}" profile is already seeded in this database.`);
    process.exit(1);
  }
  throw error;
} finally {
  await database.close();
}
