// The closing line of `npm test` counts every leg's tests, and a leg whose report is missing
// (written elsewhere, or never) fails the run instead of leaving its tests out of the count.
// Run by `npm run lint`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('test-summary.mjs', import.meta.url));

function summarize(reports, expectedLegs) {
  const dir = mkdtempSync(path.join(tmpdir(), 'nivas-summary-'));
  try {
    for (const [leg, report] of Object.entries(reports)) {
      writeFileSync(path.join(dir, `${leg}.json`), JSON.stringify(report));
    }
    return spawnSync(process.execPath, [script, dir, '0', ...expectedLegs], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const vitestReport = { numPassedTests: 3, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0 };
const playwrightReport = { stats: { expected: 2, flaky: 0, unexpected: 0, skipped: 0 } };

test('every leg counted in the closing line', () => {
  const run = summarize({ domain: vitestReport, e2e: playwrightReport }, ['domain', 'e2e']);
  assert.equal(run.status, 0, run.stdout + run.stderr);
  assert.match(run.stdout, /\n5 passed, 0 failed, 0 skipped\n$/);
});

test('a leg without a report fails the run, by name', () => {
  const run = summarize({ domain: vitestReport }, ['domain', 'e2e']);
  assert.notEqual(run.status, 0);
  assert.match(run.stdout, /No report from e2e/);
});
