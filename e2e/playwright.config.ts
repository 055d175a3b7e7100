import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests drive Debian's Chromium (no browser download) against the built web
 * app served by the real API server on a throw-away embedded database.
 */
const port = Number(process.env.E2E_PORT ?? 4310);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  fullyParallel: false,
  // A test left focused with .only would run alone and the rest would not count.
  forbidOnly: !!process.env.CI,
  // Two spec files at a time, each in its own browser: every test signs up an owner of its
  // own, so they share only the server. On two cores the suite takes 12 minutes instead of 15.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Generous: a spec may take a dozen full-page screenshots, and CI machines have two cores.
  timeout: 60_000,
  // Two workers share two cores: while one reads a card (the OCR engine takes a core), a
  // 300-tenant list took more than 7 s to draw in the other on CI.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    // A trace records every action's DOM and screen: on every test it costs a quarter of the
    // suite's CPU. CI retries a failure once, and that retry is traced.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The app's service worker would answer the API from its cache when a spec cuts or fakes
    // a response with page.route (which sees only the page's own requests): it is kept out,
    // except in pwa.spec.ts, whose subject it is.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'node ../scripts/e2e-server.mjs',
    url: `${baseURL}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
