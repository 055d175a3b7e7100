// Sums the JSON reports of every test step into one closing line: "N passed, N failed", after
// naming, leg by leg, every test that was skipped (a skip is a test that proved nothing) and
// then every test that failed with the start of its error: CI keeps only the tail of a long
// run's output, so what failed must be said last.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The legs that ran, each of which must have left its report: a report written elsewhere would
// otherwise leave that leg's tests out of the count without a word.
const [dir, failedSteps = '0', ...expectedLegs] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
const skippedByLeg = new Map();
const failedByLeg = new Map();
/** The first lines of an error, without colour codes: enough to tell one failure from another. */
const firstLines = (text = '') =>
  text
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => line.trim() && !/^\s*at /.test(line))
    .slice(0, 6)
    .map((line) => `      ${line.slice(0, 300)}`)
    .join('\n');

/** Playwright nests suites in suites; each spec holds its tests, one per project. */
function* playwrightTests(suite, titles = []) {
  const here = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) yield { name: [...here, spec.title].join(' › '), test };
  }
  for (const child of suite.suites ?? []) yield* playwrightTests(child, here);
}

for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const leg = path.basename(file, '.json');
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  const names = [];
  const failures = [];
  if (report.stats && 'expected' in report.stats) {
    // Playwright
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    for (const suite of report.suites ?? []) {
      for (const { name, test } of playwrightTests(suite)) {
        if (test.status === 'skipped') names.push(name);
        if (test.status === 'unexpected') {
          const last = test.results?.at(-1);
          failures.push(
            `${name}\n${firstLines(last?.error?.message ?? last?.errors?.[0]?.message)}`,
          );
        }
      }
    }
  } else if ('numPassedTests' in report) {
    // Vitest
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
    for (const result of report.testResults ?? []) {
      const where = path.relative(process.cwd(), result.name);
      for (const test of result.assertionResults ?? []) {
        if (['pending', 'skipped', 'todo'].includes(test.status)) {
          names.push(`${where} › ${test.fullName}`);
        }
        if (test.status === 'failed') {
          failures.push(`${where} › ${test.fullName}\n${firstLines(test.failureMessages?.[0])}`);
        }
      }
    }
  }
  if (names.length > 0) skippedByLeg.set(leg, names);
  // A file that failed as a whole (an import error, a hook's timeout) has no test of its own.
  for (const result of report.testResults ?? []) {
    if (
      result.status === 'failed' &&
      !(result.assertionResults ?? []).some((t) => t.status === 'failed')
    ) {
      failures.push(`${path.relative(process.cwd(), result.name)}\n${firstLines(result.message)}`);
    }
  }
  if (failures.length > 0) failedByLeg.set(leg, failures);
}

for (const [leg, names] of skippedByLeg) {
  console.log(`\nSkipped in ${leg} (${names.length}):`);
  for (const name of names) console.log(`  - ${name}`);
}
for (const [leg, failures] of failedByLeg) {
  console.log(`\nFailed in ${leg} (${failures.length}):`);
  for (const failure of failures) console.log(`  - ${failure}`);
}
const missing = expectedLegs.filter((leg) => !existsSync(path.join(dir, `${leg}.json`)));
for (const leg of missing) console.log(`\nNo report from ${leg}: its tests are not counted.`);
// A step that failed before writing its report (a crash, a build error) still counts.
if (failed === 0 && Number(failedSteps) > 0) failed = Number(failedSteps);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
if (!existsSync(dir) || missing.length > 0) process.exit(1);
