/**
 * npm run test:soak [-- --seconds 300] [--print-only]
 *
 * A bounded mixed load against the real server on 127.0.0.1, on the embedded database in a
 * fresh DATA_DIR seeded with the `demo` profile: list reads, the web app's polling, and part
 * payments, all at once for the whole run, two connections each (autocannon, closed loop: a
 * connection sends its next request when the last is answered, so the server is never idle).
 * The server's memory is read every 10 s after a full garbage collection (its inspector), its
 * RSS every second. Fails (exit 1) on any unexpected answer or connection error, on memory
 * that keeps growing after the warm-up, or on a shutdown that is not graceful. Writes the
 * figures into docs/reliability.md, unless --print-only (CI runs it beside other work, so its
 * rates there are not the machine's).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { connectInspector, type Inspector } from './lib/inspector';
import { judgeMemory, sampleHeapAfterGc, sampleRss, type MemoryVerdict } from './lib/memory';
import { PaymentTargets } from './lib/payment-targets';
import { PROFILES } from './lib/profiles';
import { writeSection } from './lib/report';
import { signIn, startServer } from './lib/server';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '300' },
    port: { type: 'string', default: '18250' },
    'print-only': { type: 'boolean', default: false },
  },
});
const seconds = Number(values.seconds);
/**
 * Memory is judged where a leak would stay: the JavaScript heap after a full garbage
 * collection, read through the server's inspector every 10 s, and the memory outside it (the
 * embedded database's WebAssembly memory, buffers). Each is flat when its last quarter's
 * median is within `allowedShare` of its second quarter's, or `allowedMb` when that is more.
 * RSS is printed but not judged: V8 grows its heap in steps and returns memory late, so
 * without any leak a quarter's median RSS can sit 150 MB above another's (CI saw that once).
 */
const HEAP_MARGIN = { allowedMb: 10, allowedShare: 0.1 };
const EXTERNAL_MARGIN = { allowedMb: 10, allowedShare: 0.1 };
const HEAP_EVERY_SECONDS = 10;
const demo = PROFILES.demo;

interface Kind {
  name: string;
  connections: number;
  /** Statuses that are a correct answer for this kind; anything else is an error. */
  expected: number[];
  request: autocannon.Request;
}

interface Figures {
  kind: Kind;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  statuses: Map<number, number>;
  errors: number;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'nivas-soak-'));
let failed = false;
try {
  console.log(`Seeding the demo profile into ${dataDir}...`);
  execFileSync(process.execPath, ['--import', 'tsx', 'bench/seed.ts', '--profile', 'demo'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: 'inherit',
  });
  const inspectPort = Number(values.port) + 1;
  const server = await startServer(
    { DATA_DIR: dataDir, PORT: values.port, JWT_SECRET: 'soak-secret-soak-secret-soak-secret' },
    { inspectPort },
  );
  let exitCode: number | null = null;
  try {
    const token = await signIn(
      server.url,
      `${demo.emailPrefix}1@${demo.emailDomain}`,
      demo.password,
    );
    const inspector = await connectInspector(inspectPort);
    try {
      const figures = await soak(server.url, token, server.pid, inspector);
      failed = report(figures.rows, figures.memory);
    } finally {
      inspector.close();
    }
  } finally {
    exitCode = await server.stop();
  }
  if (exitCode !== 0) {
    console.error(`The server did not shut down gracefully: exit code ${exitCode}.`);
    failed = true;
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

async function unpaidRents(url: string, token: string) {
  const rents = [];
  for (const status of ['Overdue', 'Partially Paid', 'Pending']) {
    const response = await fetch(
      `${url}/api/v1/rents?status=${encodeURIComponent(status)}&page=1&limit=200`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    rents.push(
      ...(
        (await response.json()) as { data: { _id: string; amount: number; amountPaid: number }[] }
      ).data,
    );
  }
  return rents;
}

async function soak(url: string, token: string, pid: number, inspector: Inspector) {
  const payments = new PaymentTargets(50_000);
  for (const rent of await unpaidRents(url, token)) payments.add(rent);
  console.log(`${payments.size} unpaid rents to pay against.`);
  const get = (name: string, path: string, connections: number): Kind => ({
    name: `GET ${name}`,
    connections,
    expected: [200],
    request: { method: 'GET', path: `/api/v1${path}` },
  });
  const kinds: Kind[] = [
    get('/rooms', '/rooms', 2),
    get('/tenants', '/tenants', 2),
    get('/rents?page=1&limit=50', '/rents?page=1&limit=50', 2),
    get('/dashboard/stats', '/dashboard/stats', 2),
    get('/rooms/last-updated', '/rooms/last-updated', 2),
    get('/tenants/last-updated', '/tenants/last-updated', 2),
    {
      name: 'PUT /rents/{id}/pay (up to ₹500)',
      connections: 2,
      // 400: more than the balance, 409: already paid; both when two payments meet on one rent.
      expected: [200, 400, 409],
      request: {
        method: 'PUT',
        path: '/',
        headers: { 'content-type': 'application/json' },
        // Each connection has its own context and one request in flight: it keeps the rent id.
        setupRequest: (request, context) => {
          const target = payments.take();
          (context as { rentId?: string }).rentId = target.id;
          return {
            ...request,
            path: `/api/v1/rents/${target.id}/pay`,
            body: JSON.stringify({ amount: target.rupees, paymentMethod: 'UPI' }),
          };
        },
        onResponse: (status, body, context) => {
          payments.answered((context as { rentId: string }).rentId, status, body);
        },
      },
    },
  ];
  // Top the pool up when payments have used it up, from the API like the web app would.
  const topUp = setInterval(() => {
    if (payments.size < 20) {
      void unpaidRents(url, token).then((rents) => rents.forEach((rent) => payments.add(rent)));
    }
  }, 2000);
  const rss = sampleRss(pid, 1);
  const afterGc = sampleHeapAfterGc(inspector, HEAP_EVERY_SECONDS);
  const rows = await Promise.all(kinds.map((kind) => run(url, token, kind)));
  clearInterval(topUp);
  const { heap, external } = await afterGc.stop();
  const memory = {
    heap: judgeMemory(heap, seconds, HEAP_MARGIN),
    external: judgeMemory(external, seconds, EXTERNAL_MARGIN),
    rss: judgeMemory(rss.stop(), seconds, { allowedMb: Infinity, allowedShare: 0 }),
  };
  return { rows, memory };
}

async function run(url: string, token: string, kind: Kind): Promise<Figures> {
  const statuses = new Map<number, number>();
  const onResponse = kind.request.onResponse;
  const result = await autocannon({
    url,
    connections: kind.connections,
    duration: seconds,
    headers: { accept: 'application/json', authorization: `Bearer ${token}` },
    requests: [
      {
        ...kind.request,
        onResponse: (status, body, context, headers) => {
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (typeof onResponse === 'function') onResponse(status, body, context, headers);
        },
      },
    ],
  });
  const unexpected = [...statuses].filter(([status]) => !kind.expected.includes(status));
  return {
    kind,
    requests: result.requests.total,
    perSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses,
    errors: result.errors + unexpected.reduce((sum, [, count]) => sum + count, 0),
  };
}

type Memory = Record<'heap' | 'external' | 'rss', MemoryVerdict>;

function report(rows: Figures[], memory: Memory): boolean {
  const total = rows.reduce((sum, r) => sum + r.requests, 0);
  const errors = rows.reduce((sum, r) => sum + r.errors, 0);
  const statusText = (r: Figures) =>
    [...r.statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}: ${count.toLocaleString('en-US')}`)
      .join(', ');
  const table = [
    '| kind | connections | requests | requests/s | p50 ms | p99 ms | answers | errors |',
    '|---|---:|---:|---:|---:|---:|---|---:|',
    ...rows.map(
      (r) =>
        `| ${r.kind.name} | ${r.kind.connections} | ${r.requests.toLocaleString('en-US')} | ${r.perSecond.toFixed(0)} | ${r.p50} | ${r.p99} | ${statusText(r)} | ${r.errors} |`,
    ),
    `| all | ${rows.reduce((sum, r) => sum + r.kind.connections, 0)} | ${total.toLocaleString('en-US')} | ${(total / seconds).toFixed(0)} | | | | ${errors} |`,
  ].join('\n');
  const mb = (value: number) => `${value.toFixed(0)} MB`;
  const quarters = (m: MemoryVerdict) =>
    `${mb(m.warmUpEnd)} after the warm-up (20% of the run), median ${mb(m.secondQuarter)} in ` +
    `the second quarter and ${mb(m.lastQuarter)} in the last ` +
    `(${Math.round(m.growth) >= 0 ? '+' : '-'}${mb(Math.abs(m.growth))}`;
  // The quarters' midpoints are half the run apart: about half of all requests fall between.
  const judged = (m: MemoryVerdict) =>
    `${quarters(m)}, allowed +${mb(m.allowed)}: a leak of ` +
    `${((m.allowed * 1024 * 1024) / (total / 2)).toFixed(0)} bytes per request would have shown)`;
  const memoryLines = [
    `JavaScript heap after a full collection: ${judged(memory.heap)}.`,
    `Outside the heap (the database's WebAssembly memory, buffers): ${judged(memory.external)}.`,
    `Server RSS, not judged: ${quarters(memory.rss)}), peak ${mb(memory.rss.peak)}.`,
  ].join('\n');
  const flat = memory.heap.isFlat && memory.external.isFlat;
  const passed = errors === 0 && flat;
  const verdict = passed
    ? 'Passed: no errors, memory flat.'
    : `FAILED: ${errors} errors${flat ? '' : ', memory grew'}.`;
  console.log(`\n${table}\n\n${memoryLines}\n${verdict}`);
  if (values['print-only']) return !passed;
  writeSection(
    'soak',
    [
      `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run test:soak -- --seconds ${seconds}\` (${seconds} s, the \`demo\` profile on the embedded database, server and load on the same 2 cores). Each connection sends its next request as soon as the last is answered, so every latency includes waiting behind the other connections for the one embedded database.`,
      '',
      table,
      '',
      memoryLines,
      '',
      verdict,
    ].join('\n'),
    'reliability.md',
  );
  console.log('Written to docs/reliability.md');
  return !passed;
}
