/**
 * npm run bench:lighthouse
 *
 * Lighthouse (the npm package) with its default mobile preset (a mid-range phone, slow 4G
 * simulated, 4× CPU slowdown) in Debian's Chromium, against the real server over the `demo`
 * profile: /login signed out, then signed in /dashboard, /tenants, /rent-management,
 * /tenant-onboarding and one tenant's page. Each screen is a first visit: the service worker
 * and its caches are cleared before each run, the session token is kept. Prints performance,
 * accessibility and best-practices scores, largest contentful paint and bytes, and writes the
 * table into docs/performance.md. Targets: ≥ 0.95 on every score of every screen.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { PROFILES } from './lib/profiles';
import { writeSection } from './lib/report';
import { signIn, startServer } from './lib/server';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = `${root}.bench-data/lighthouse-demo`;
const TARGET = 0.95;

rmSync(dataDir, { recursive: true, force: true });
console.log('Seeding the demo profile...');
execFileSync(process.execPath, ['--import', 'tsx', 'bench/seed.ts', '--profile', 'demo'], {
  cwd: root,
  env: { ...process.env, DATA_DIR: dataDir },
  stdio: 'inherit',
});
// The web app is what is measured: built as `npm start` would.
execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });

const server = await startServer({
  DATA_DIR: dataDir,
  PORT: '18086',
  JWT_SECRET: 'bench-secret-bench-secret-bench',
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

interface Row {
  screen: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  bytes: number;
}

try {
  const { emailPrefix, emailDomain, password } = PROFILES.demo;
  const token = await signIn(server.url, `${emailPrefix}1@${emailDomain}`, password);
  const tenants = (await (
    await fetch(`${server.url}/api/v1/tenants`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { data: { _id: string }[] };
  const tenantId = tenants.data[0]!._id;

  // The same browser, driven over its debugging port, sets the token and clears the service
  // worker between runs (Lighthouse keeps storage: disableStorageReset).
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = browser.contexts()[0]!;
  const page = await context.newPage();
  await page.goto(`${server.url}/login`);
  const cdp = await context.newCDPSession(page);
  const prepare = async (signedIn: boolean) => {
    // A first visit: nothing in the HTTP cache or the service worker's.
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', {
      origin: server.url,
      storageTypes: 'service_workers,cache_storage',
    });
    await page.evaluate(
      (value) => {
        if (value) localStorage.setItem('token', value);
        else localStorage.removeItem('token');
      },
      signedIn ? token : null,
    );
  };

  const screens: [string, string, boolean][] = [
    ['/login', '/login', false],
    ['/dashboard', '/dashboard', true],
    ['/tenants', '/tenants', true],
    ['/rent-management', '/rent-management', true],
    ['/tenant-onboarding', '/tenant-onboarding', true],
    ['/tenants/{id} (a tenant)', `/tenants/${tenantId}`, true],
  ];
  const rows: Row[] = [];
  console.log(
    '\n| screen | performance | accessibility | best practices | largest paint | bytes |\n|---|---:|---:|---:|---:|---:|',
  );
  for (const [screen, path, signedIn] of screens) {
    await prepare(signedIn);
    const result = await lighthouse(
      `${server.url}${path}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: true,
      },
      undefined,
    );
    const lhr = result!.lhr;
    const row: Row = {
      screen,
      performance: lhr.categories.performance!.score ?? 0,
      accessibility: lhr.categories.accessibility!.score ?? 0,
      bestPractices: lhr.categories['best-practices']!.score ?? 0,
      lcpMs: lhr.audits['largest-contentful-paint']!.numericValue ?? 0,
      bytes: lhr.audits['total-byte-weight']!.numericValue ?? 0,
    };
    rows.push(row);
    console.log(formatRow(row));
    const failing = Object.values(lhr.audits)
      .filter(
        (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary',
      )
      .map((audit) => audit.id);
    if (failing.length > 0) console.log(`  failing audits on ${screen}: ${failing.join(', ')}`);
  }
  await browser.close().catch(() => {});

  const missed = rows.filter((r) =>
    [r.performance, r.accessibility, r.bestPractices].some((score) => score < TARGET),
  );
  writeSection(
    'lighthouse',
    [
      `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:lighthouse\` (Lighthouse ${lighthouseVersion()}, its mobile preset: simulated slow 4G and a 4× slower CPU, in Debian's Chromium, headless, on the same 2-core machine as the server; the \`demo\` profile; each screen a first visit, signed in but for /login).`,
      '',
      '| screen | performance | accessibility | best practices | largest paint | bytes |',
      '|---|---:|---:|---:|---:|---:|',
      ...rows.map(formatRow),
      '',
      `Target: ≥ ${TARGET} on every score of every screen: ${missed.length === 0 ? 'met' : `missed on ${missed.map((r) => r.screen).join(', ')}`}.`,
    ].join('\n'),
  );
  console.log('\nWritten to docs/performance.md');
} finally {
  chrome.kill();
  await server.stop();
}

function formatRow(r: Row) {
  const score = (value: number) => value.toFixed(2);
  return `| ${r.screen} | ${score(r.performance)} | ${score(r.accessibility)} | ${score(r.bestPractices)} | ${(r.lcpMs / 1000).toFixed(1)} s | ${Math.round(r.bytes / 1024)} KiB |`;
}

function lighthouseVersion(): string {
  const manifest = readFileSync(`${root}node_modules/lighthouse/package.json`, 'utf8');
  return (JSON.parse(manifest) as { version: string }).version;
}
