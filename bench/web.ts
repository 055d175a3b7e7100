/**
 * npm run bench:web
 *
 * In headless Chromium against the real server and the built app: the JavaScript and CSS
 * each screen's first load brings (gzip sizes), whether any OCR code or data comes before the
 * Aadhaar step, time to a usable /dashboard and /rent-management on the `large` dataset, and
 * how smoothly the longest list scrolls. Writes the figures into docs/performance.md.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { PROFILES } from './lib/profiles';
import { writeSection } from './lib/report';
import { signIn, startServer } from './lib/server';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = `${root}.bench-data/pglite-large`;
const large = PROFILES.large;
const OCR_ASSET = /tesseract|zxing|traineddata|\.wasm/i;

if (!existsSync(`${root}apps/web/dist/index.html`))
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
if (!existsSync(`${dataDir}/pgdata`)) {
  execFileSync(process.execPath, ['--import', 'tsx', 'bench/seed.ts', '--profile', 'large'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: 'inherit',
  });
}

interface Sent {
  js: number;
  css: number;
  ocrRequests: string[];
}

/** Records the scripts and styles a page load fetches, measured as gzip would send them. */
function recordAssets(page: Page): () => Promise<Sent> {
  const pending: Promise<void>[] = [];
  const sent: Sent = { js: 0, css: 0, ocrRequests: [] };
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (OCR_ASSET.test(response.url())) sent.ocrRequests.push(new URL(response.url()).pathname);
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then((body) => {
        sent[type === 'script' ? 'js' : 'css'] += gzipSync(body, { level: 9 }).length;
      }),
    );
  });
  return async () => {
    await Promise.all(pending);
    return sent;
  };
}

/**
 * Milliseconds from the start of navigation until the first frame in which `selector` matches
 * an element holding `text`, read by the page itself on every animation frame. (A Playwright
 * locator wait re-checks at growing intervals, up to half a second apart, which would be
 * counted as the screen's own time.)
 */
async function timeToUsable(page: Page, path: string, selector: string, text: RegExp) {
  await page.goto(path, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    ([selector, source, flags]) => {
      const pattern = new RegExp(source, flags);
      const found = Array.from(document.querySelectorAll(selector)).some((element) =>
        pattern.test(element.textContent ?? ''),
      );
      return found && performance.now();
    },
    [selector, text.source, text.flags] as const,
    { polling: 'raf', timeout: 60_000 },
  );
  return (await handle.jsonValue()) as number;
}

const server = await startServer({
  DATA_DIR: dataDir,
  PORT: '18082',
  JWT_SECRET: 'bench-secret-bench-secret-bench',
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const lines: string[] = [];
const log = (line: string) => {
  console.log(line);
  lines.push(line);
};
try {
  const token = await signIn(
    server.url,
    `${large.emailPrefix}1@${large.emailDomain}`,
    large.password,
  );
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 800 },
  });

  const loginPage = await context.newPage();
  const loginSent = recordAssets(loginPage);
  await loginPage.goto('/login', { waitUntil: 'networkidle' });
  const login = await loginSent();

  // Signed in the way the app keeps a session: the token in local storage.
  await loginPage.evaluate((t) => localStorage.setItem('token', t), token);

  // Timed first, with nothing listening: the server answers the dashboard for the first time,
  // as after a restart.
  const dashboardPage = await context.newPage();
  const dashboardMs = await timeToUsable(dashboardPage, '/dashboard', 'h1, h2, h3', /Rent Status/i);

  const rentsPage = await context.newPage();
  // Usable once the Overdue tab shows its first rent card, not just the tabs.
  const rentManagementMs = await timeToUsable(
    rentsPage,
    '/rent-management',
    '[role=tabpanel] article',
    /./,
  );
  // Closed, so their polling and rendering do not weigh on the next measurements.
  await dashboardPage.close();
  await rentsPage.close();

  // What /dashboard downloads, on a load of its own: reading and compressing every response
  // would slow the timed one.
  const sizedPage = await context.newPage();
  const dashboardSent = recordAssets(sizedPage);
  await sizedPage.goto('/dashboard', { waitUntil: 'networkidle' });
  const dashboard = await dashboardSent();
  await sizedPage.close();

  const tenantsPage = await context.newPage();
  // Usable once the first tenant card is there.
  const tenantsMs = await timeToUsable(tenantsPage, '/tenants', 'article', /./);
  await tenantsPage.waitForTimeout(1500);
  const scroll = await tenantsPage.evaluate(async () => {
    const nodes = document.querySelectorAll('*').length;
    const frames: number[] = [];
    let last = performance.now();
    for (let i = 0; i < 120; i += 1) {
      window.scrollBy(0, 150);
      await new Promise((r) => requestAnimationFrame(r));
      const now = performance.now();
      frames.push(now - last);
      last = now;
    }
    frames.sort((a, b) => a - b);
    return {
      nodes,
      p95: frames[Math.floor(frames.length * 0.95)]!,
      long: frames.filter((f) => f > 50).length,
    };
  });

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  log(
    `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:web\` (headless Chromium, the \`large\` dataset on PGlite, same 2-core machine as the server).`,
  );
  log('');
  log('| screen | JavaScript (gzip) | CSS (gzip) | OCR requests | time to usable |');
  log('|---|---:|---:|---:|---:|');
  log(`| /login | ${kb(login.js)} | ${kb(login.css)} | ${login.ocrRequests.length} | — |`);
  log(
    `| /dashboard (after sign-in) | ${kb(dashboard.js)} | ${kb(dashboard.css)} | ${dashboard.ocrRequests.length} | ${dashboardMs.toFixed(0)} ms |`,
  );
  log(`| /rent-management | — | — | — | ${rentManagementMs.toFixed(0)} ms |`);
  log(`| /tenants (3,000) | — | — | — | ${tenantsMs.toFixed(0)} ms |`);
  log('');
  log(
    `- Scrolling /tenants: ${scroll.nodes.toLocaleString('en-IN')} DOM nodes; p95 frame ${scroll.p95.toFixed(1)} ms; ${scroll.long} of 120 frames over 50 ms.`,
  );
  log(
    `- Targets: /dashboard usable within 1 s; no OCR code or data before the Aadhaar step. What /login downloads is no longer held to a byte budget: Lighthouse measures what an owner waits for (\`npm run bench:lighthouse\`).`,
  );
  writeSection('web', lines.join('\n'));
  console.log('\nWritten to docs/performance.md');
} finally {
  await browser.close();
  await server.stop();
}
