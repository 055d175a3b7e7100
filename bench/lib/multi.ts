import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { measureGenerateMonthly } from './generate-timing';
import { PROFILES } from './profiles';
import { load } from './load';
import { signIn, startServer } from './server';

type Seed = (profile: string, env: Record<string, string>) => void;

/**
 * The data key of the benchmark's PostgreSQL (DATA_DIR/data-key, made by the `large` seed):
 * every seed and server on that database must use the same one.
 */
const dataKeyDir = fileURLToPath(new URL('../../.bench-data/pg-unused', import.meta.url));

/** Accounts signed in at once for the many-accounts load (each polls and opens its dashboard). */
const SIGNED_IN = 100;

/**
 * The load many PGs put on one PostgreSQL: `SIGNED_IN` accounts of `multi`, each request from
 * the next account in turn, so no one account's remembered answers make it cheap.
 */
async function manyAccountsLoad(url: string, seconds: number) {
  const { emailPrefix, emailDomain, password } = PROFILES.multi;
  const tokens: string[] = [];
  for (let i = 1; i <= SIGNED_IN; i += 1) {
    tokens.push(await signIn(url, `${emailPrefix}${i}@${emailDomain}`, password));
  }
  let next = 0;
  const rotating = (path: string) =>
    load({
      url,
      path,
      seconds,
      headers: {},
      setup: (request) => ({
        ...request,
        headers: { ...request.headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` },
      }),
    });
  return {
    poll: await rotating('/api/v1/rooms/last-updated'),
    dashboard: await rotating('/api/v1/dashboard/stats'),
  };
}

async function timeFor(
  databaseUrl: string,
  profile: { emailPrefix: string; emailDomain: string; password: string },
  seconds?: number,
) {
  const server = await startServer({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataKeyDir,
    PORT: '18081',
    JWT_SECRET: 'bench-secret-bench-secret-bench',
  });
  try {
    const token = await signIn(
      server.url,
      `${profile.emailPrefix}1@${profile.emailDomain}`,
      profile.password,
    );
    const generate = await measureGenerateMonthly(server.url, token);
    return { generate, many: seconds ? await manyAccountsLoad(server.url, seconds) : undefined };
  } finally {
    await server.stop();
  }
}

/**
 * generate-monthly for one account among 2,000 (2.4 million rents) against the same account
 * shape alone in an empty database: equal times mean no full-table work.
 */
export async function measureMultiGenerate(
  url: string,
  seed: Seed,
  seconds: number,
): Promise<string[]> {
  const started = performance.now();
  seed('multi', { DATABASE_URL: url, DATA_DIR: dataKeyDir });
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
  seed('single', { DATABASE_URL: emptyUrl.toString(), DATA_DIR: dataKeyDir });

  const { generate: crowded, many } = await timeFor(url, PROFILES.multi, seconds);
  const { generate: alone } = await timeFor(emptyUrl.toString(), PROFILES.single);
  const line = `generate-monthly for one account of \`multi\` (2,000 accounts, ${rents.toLocaleString('en-IN')} rents in the database, seeded in ${seedSeconds} s): ${crowded.firstMs.toFixed(0)} ms for ${crowded.created} tenants; the same account alone in an empty database: ${alone.firstMs.toFixed(0)} ms for ${alone.created}.`;
  const manyLine = `${SIGNED_IN} accounts of \`multi\` at once, one server process, each request from the next account: the poll ${many!.poll.requestsPerSecond.toFixed(0)}/s (p99 ${many!.poll.p99} ms), the dashboard ${many!.dashboard.requestsPerSecond.toFixed(0)}/s (p99 ${many!.dashboard.p99} ms), ${many!.poll.errors + many!.poll.non2xx + many!.dashboard.errors + many!.dashboard.non2xx} errors.`;
  console.log(line);
  console.log(manyLine);
  return [line, manyLine];
}
