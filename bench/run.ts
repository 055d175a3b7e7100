/**
 * npm run bench [-- --seconds 5] [-- --skip-postgres] [-- --skip-multi]
 *
 * Starts the real server on 127.0.0.1 over the `large` dataset (PGlite, then PostgreSQL when
 * its binaries are present), drives each endpoint with autocannon for a bounded time, and
 * prints requests/s, p50, p99 and the ratio to bare Fastify (no plugin, one constant JSON
 * route, its own process: the framework's ceiling on this machine, measured first in the same
 * run). On PostgreSQL, two server processes share the database and are polled together.
 * Writes the table into docs/performance.md.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { measureGenerateMonthly, type GenerateTiming } from './lib/generate-timing';
import { load, type LoadResult } from './lib/load';
import { PROFILES } from './lib/profiles';
import { writeSection } from './lib/report';
import { signIn, startBareFastify, startServer, type RunningServer } from './lib/server';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    'skip-postgres': { type: 'boolean', default: false },
    'skip-multi': { type: 'boolean', default: false },
  },
});
const seconds = Number(values.seconds);
const large = PROFILES.large;

interface Row extends LoadResult {
  endpoint: string;
  dataset: string;
  ratio: number;
}

function seed(profile: string, env: Record<string, string>) {
  execFileSync(process.execPath, ['--import', 'tsx', 'bench/seed.ts', '--profile', profile], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
}

const BENCH_SECRET = 'bench-secret-bench-secret-bench';
/** The row of the target: its ratio is measured against bare Fastify round by round. */
const TARGET_ROW = 'GET /rooms/last-updated (the target, 3 rounds against bare Fastify)';

/** Bare Fastify, running from the start to the end of the run in a process of its own. */
const bare = await startBareFastify('18089');
const loadBare = () => load({ url: bare.url, path: '/', seconds });

/** Bare Fastify's rate: the baseline of every ratio. */
async function measureBareFastify(): Promise<Row> {
  await load({ url: bare.url, path: '/', seconds: 2 });
  return {
    endpoint: 'bare Fastify: constant JSON, no plugin (the baseline)',
    dataset: '—',
    ratio: 1,
    ...(await loadBare()),
  };
}

const toBaseline = (result: LoadResult) => ({
  ...result,
  ratio: result.requestsPerSecond / baseline.requestsPerSecond,
});

/** Rounds of the target row against bare Fastify, alternately, so both see the same load. */
const TARGET_ROUNDS = 3;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/**
 * The target (the poll at ≥ 35% of bare Fastify): a shared machine's load changes from second
 * to second, so the poll and bare Fastify are measured alternately, three rounds each, and the
 * ratio is of their medians. The row shows the poll's median round.
 */
async function againstBare(run: () => Promise<LoadResult>) {
  const poll: LoadResult[] = [];
  const bareRates: number[] = [];
  for (let round = 0; round < TARGET_ROUNDS; round += 1) {
    bareRates.push((await loadBare()).requestsPerSecond);
    poll.push(await run());
  }
  const middle = median(poll.map((r) => r.requestsPerSecond));
  const result = poll.find((r) => r.requestsPerSecond === middle)!;
  return { ...result, ratio: middle / median(bareRates) };
}

/**
 * The poll on two server processes sharing one PostgreSQL, both loaded at once (10
 * connections each): their summed rate. On 2 cores the two servers and the two load
 * generators share the same cores, so this shows that sharing costs nothing, not a doubling.
 */
async function measureTwoProcesses(
  first: RunningServer,
  env: Record<string, string>,
  token: string,
) {
  const second = await startServer({ ...env, PORT: '18082', JWT_SECRET: BENCH_SECRET });
  try {
    await load({ url: second.url, path: '/api/v1/rooms/last-updated', token, seconds: 1 });
    const results = await Promise.all(
      [first, second].map((server) =>
        load({ url: server.url, path: '/api/v1/rooms/last-updated', token, seconds }),
      ),
    );
    return {
      requestsPerSecond: results.reduce((sum, r) => sum + r.requestsPerSecond, 0),
      p50: Math.max(...results.map((r) => r.p50)),
      p99: Math.max(...results.map((r) => r.p99)),
      errors: results.reduce((sum, r) => sum + r.errors, 0),
      non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    };
  } finally {
    await second.stop();
  }
}

async function benchDataset(
  dataset: string,
  env: Record<string, string>,
  options: { twoProcesses?: boolean } = {},
): Promise<{ rows: Row[]; generate: GenerateTiming }> {
  const server = await startServer({ ...env, PORT: '18080', JWT_SECRET: BENCH_SECRET });
  try {
    const token = await signIn(
      server.url,
      `${large.emailPrefix}1@${large.emailDomain}`,
      large.password,
    );
    const get =
      (path: string, connections = 10) =>
      () =>
        load({ url: server.url, path, token, seconds, connections });
    const unpaid = (await (
      await fetch(`${server.url}/api/v1/rents?status=Pending&limit=2000`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { data: { _id: string }[] };
    let next = 0;
    const ids = unpaid.data.map((r) => r._id);
    const plan: [string, () => Promise<LoadResult>][] = [
      [
        'GET / (constant JSON through every plugin)',
        () => load({ url: server.url, path: '/', seconds }),
      ],
      [TARGET_ROW, get('/api/v1/rooms/last-updated')],
      ['GET /tenants/last-updated', get('/api/v1/tenants/last-updated')],
      ['GET /dashboard/stats', get('/api/v1/dashboard/stats')],
      ['GET /rooms (1,000)', get('/api/v1/rooms')],
      ['GET /tenants (3,000)', get('/api/v1/tenants')],
      ['GET /rents?page=1&limit=50', get('/api/v1/rents?page=1&limit=50')],
      ['GET /rents/overdue', get('/api/v1/rents/overdue')],
      // One request at a time takes seconds: timed alone, so no abandoned request keeps the
      // server busy while the next endpoint is measured.
      [
        'GET /rents (all ~180,000, one request)',
        () => timeOnce(server.url, '/api/v1/rents', token),
      ],
      [
        'PUT /rents/{id}/pay (₹1 each)',
        () =>
          load({
            url: server.url,
            path: '/',
            token,
            seconds,
            method: 'PUT',
            body: JSON.stringify({ amount: 1, paymentMethod: 'UPI' }),
            nextPath: () => `/api/v1/rents/${ids[next++ % ids.length]}/pay`,
          }),
      ],
    ];
    // Warm the server (JIT, caches, connections) before anything is measured.
    await load({ url: server.url, path: '/', seconds: 2 });
    await load({ url: server.url, path: '/api/v1/rooms/last-updated', token, seconds: 1 });
    if (options.twoProcesses) {
      plan.splice(2, 0, [
        'GET /rooms/last-updated, two processes on one database',
        () => measureTwoProcesses(server, env, token),
      ]);
    }
    const rows: Row[] = [];
    for (const [endpoint, run] of plan) {
      const result = endpoint === TARGET_ROW ? await againstBare(run) : toBaseline(await run());
      rows.push({ endpoint, dataset, ...result });
      console.log(formatRow(rows.at(-1)!));
    }
    const generate = await measureGenerateMonthly(server.url, token);
    console.log(
      `generate-monthly on ${dataset}: ${generate.firstMs.toFixed(0)} ms for ${generate.created} tenants; again ${generate.secondMs.toFixed(0)} ms (created ${generate.createdAgain})`,
    );
    return { rows, generate };
  } finally {
    await server.stop();
  }
}

/**
 * A database just loaded with 1,86,000 rows is not yet at rest: autovacuum and the checkpointer
 * then work for minutes on the same two cores as the server and the load, which measured the
 * PostgreSQL rows, even the constant `GET /`, a third below PGlite's. Vacuumed, analysed and
 * checkpointed first, the database is as a running PG's would be.
 */
async function settle(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('VACUUM (ANALYZE)');
    await client.query('CHECKPOINT');
  } finally {
    await client.end();
  }
}

/** One request, timed to its last byte, reported in the same shape as a load run. */
async function timeOnce(url: string, path: string, token: string): Promise<LoadResult> {
  const started = performance.now();
  const response = await fetch(`${url}${path}`, {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' },
  });
  await response.arrayBuffer();
  const ms = Math.round(performance.now() - started);
  return {
    requestsPerSecond: 1000 / ms,
    p50: ms,
    p99: ms,
    errors: 0,
    non2xx: response.ok ? 0 : 1,
  };
}

const header = `| endpoint | dataset | requests/s | p50 ms | p99 ms | ratio to bare Fastify | errors |\n|---|---|---:|---:|---:|---:|---:|`;
function formatRow(r: Row) {
  const errors = r.errors + r.non2xx;
  return `| ${r.endpoint} | ${r.dataset} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50} | ${r.p99} | ${(r.ratio * 100).toFixed(0)}% | ${errors} |`;
}

const dataDir = `${root}.bench-data`;
mkdirSync(dataDir, { recursive: true });
const seededDir = `${dataDir}/pglite-large`;
if (!existsSync(`${seededDir}/pgdata`)) {
  console.log('Seeding the large dataset into PGlite (once; kept in .bench-data/)...');
  seed('large', { DATA_DIR: seededDir });
}
// Each run starts from the seeded copy: payments and generated months of an earlier run
// would otherwise change what the next one measures.
const pgliteDir = `${dataDir}/pglite-large-run`;
rmSync(pgliteDir, { recursive: true, force: true });
cpSync(seededDir, pgliteDir, { recursive: true });

// The machine is shared: the load average beside the figures says how busy it was.
const loadAtStart = loadavg()[0]!;
console.log(`\n${header}`);
const baseline = await measureBareFastify();
console.log(formatRow(baseline));
const results = [await benchDataset('large, PGlite', { DATA_DIR: pgliteDir })];
const extraLines: string[] = [];

const hasPostgres = (() => {
  try {
    execFileSync('bash', ['scripts/postgres.sh', 'bindir'], { cwd: root, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (hasPostgres && !values['skip-postgres']) {
  const pgDir = '/tmp/nivas-bench-postgres';
  const url = execFileSync('bash', ['scripts/postgres.sh', 'start', pgDir, '54340'], { cwd: root })
    .toString()
    .trim();
  try {
    seed('large', { DATABASE_URL: url, DATA_DIR: `${dataDir}/pg-unused` });
    await settle(url);
    results.push(
      await benchDataset(
        'large, PostgreSQL',
        { DATABASE_URL: url, DATA_DIR: `${dataDir}/pg-unused` },
        { twoProcesses: true },
      ),
    );
    if (!values['skip-multi']) {
      const { measureMultiGenerate } = await import('./lib/multi');
      extraLines.push(...(await measureMultiGenerate(url, seed, seconds)));
    }
  } finally {
    execFileSync('bash', ['scripts/postgres.sh', 'stop', pgDir], { cwd: root });
    rmSync(`${dataDir}/pg-unused`, { recursive: true, force: true });
  }
} else {
  extraLines.push('PostgreSQL was not run (binaries not found, or --skip-postgres).');
}

await bare.stop();
const loadAtEnd = loadavg()[0]!;

const table = [header, formatRow(baseline), ...results.flatMap((r) => r.rows.map(formatRow))].join(
  '\n',
);
const generateLines = results.map(
  (r, i) =>
    `- generate-monthly, ${i === 0 ? 'PGlite' : 'PostgreSQL'}: ${r.generate.firstMs.toFixed(0)} ms creating ${r.generate.created} records; a second run ${r.generate.secondMs.toFixed(0)} ms creating ${r.generate.createdAgain}.`,
);
writeSection(
  'server',
  [
    `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench -- --seconds ${seconds}\` (10 connections, ${seconds} s per endpoint, server and load on the same 2 cores, the server logging at \`info\`; load average ${loadAtStart.toFixed(1)} at the start, ${loadAtEnd.toFixed(1)} at the end). Target: the poll (\`GET /rooms/last-updated\`, signed in) at ≥ 35% of bare Fastify, measured alternately with it (${TARGET_ROUNDS} rounds of each; the ratio of the medians).`,
    '',
    table,
    '',
    ...generateLines,
    ...extraLines.map((l) => `- ${l}`),
  ].join('\n'),
);
console.log('\nWritten to docs/performance.md');
