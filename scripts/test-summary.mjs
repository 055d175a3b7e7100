// Sums the JSON reports of every test step into one closing line: "N passed, N failed".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [dir, failedSteps = '0'] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    // Playwright
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  } else if ('numPassedTests' in report) {
    // Vitest
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
  }
}
// A step that failed before writing its report (a crash, a build error) still counts.
if (failed === 0 && Number(failedSteps) > 0) failed = Number(failedSteps);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
if (!existsSync(dir)) process.exit(1);
