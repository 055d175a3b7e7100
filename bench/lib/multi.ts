import pg from 'pg';
import { measureGenerateMonthly } from './generate-timing';
import { PROFILES } from './profiles';
import { signIn, startServer } from './server';

type Seed = (profile: string, env: Record<string, string>) => void;

async function timeFor(
  databaseUrl: string,
  profile: { emailPrefix: string; emailDomain: string; password: string },
) {
  const server = await startServer({
    DATABASE_URL: databaseUrl,
    PORT: '18081',
    JWT_SECRET: 'bench-secret-bench-secret-bench',
  });
  try {
    const token = await signIn(
      server.url,
      `${profile.emailPrefix}1@${profile.emailDomain}`,
      profile.password,
    );
    return await measureGenerateMonthly(server.url, token);
  } finally {
    await server.stop();
  }
}

/**
 * generate-monthly for one account among 2,000 (2.4 million rents) against the same account
 * shape alone in an empty database: equal times mean no full-table work.
 */
export async function measureMultiGenerate(url: string, seed: Seed): Promise<string[]> {
  const started = performance.now();
  seed('multi', { DATABASE_URL: url });
  const seedSeconds = ((performance.now() - started) / 1000).toFixed(0);

  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS nivas_bench_empty');
  await admin.query('CREATE DATABASE nivas_bench_empty');
  const [{ rents }] = (await admin.query('select count(*)::int as rents from rents')).rows as [
    { rents: number },
  ];
  await admin.end();
  const emptyUrl = new URL(url);
  emptyUrl.pathname = '/nivas_bench_empty';
  seed('single', { DATABASE_URL: emptyUrl.toString() });

  const crowded = await timeFor(url, PROFILES.multi);
  const alone = await timeFor(emptyUrl.toString(), PROFILES.single);
  const line = `generate-monthly for one account of \`multi\` (2,000 accounts, ${rents.toLocaleString('en-IN')} rents in the database, seeded in ${seedSeconds} s): ${crowded.firstMs.toFixed(0)} ms for ${crowded.created} tenants; the same account alone in an empty database: ${alone.firstMs.toFixed(0)} ms for ${alone.created}.`;
  console.log(line);
  return [line];
}
