#!/usr/bin/env bash
# Every test: domain units, the API on PGlite, the same API tests on a real PostgreSQL,
# and the browser suite against the built app served by the real server.
# Each step runs even when an earlier one fails; the last line sums them up.
set -uo pipefail
cd "$(dirname "$0")/.."
out=.test-output
mkdir -p "$out"
rm -f "$out"/*.json
failed_steps=()
# The legs that run, each to leave its JSON report in $out for the closing count.
legs=(domain web api-pglite)

step() {
  local name=$1
  shift
  printf '\n=== %s\n' "$name"
  "$@" || failed_steps+=("$name")
}

step 'Domain unit tests' npx vitest run --project domain --reporter=default --reporter=json --outputFile.json="$out/domain.json"
step 'Web unit tests' npx vitest run --project web --reporter=default --reporter=json --outputFile.json="$out/web.json"
step 'API tests on PGlite' env -u TEST_DATABASE_URL TEST_DATABASE_KIND=pglite npx vitest run --project api --reporter=default --reporter=json --outputFile.json="$out/api-pglite.json"

pg_dir=/tmp/nivas-test-postgres-$$
if scripts/postgres.sh bindir >/dev/null 2>&1; then
  trap 'scripts/postgres.sh stop "$pg_dir"' EXIT
  # A PostgreSQL that does not start fails the run: an empty URL would mean PGlite again.
  if url=$(scripts/postgres.sh start "$pg_dir" "${TEST_PG_PORT:-54329}") && [ -n "$url" ]; then
    legs+=(api-postgres)
    step 'API tests on PostgreSQL' env TEST_DATABASE_URL="$url" TEST_DATABASE_KIND=postgres npx vitest run --project api --reporter=default --reporter=json --outputFile.json="$out/api-postgres.json"
  else
    echo 'PostgreSQL did not start; its log:'
    cat "$pg_dir"/*.log 2>/dev/null | tail -n 20
    failed_steps+=('API tests on PostgreSQL (PostgreSQL did not start)')
  fi
  scripts/postgres.sh stop "$pg_dir"
  trap - EXIT
elif [ "${CI:-}" = true ]; then
  echo 'PostgreSQL was not found, and CI must test on it: install it with apt-get install -y postgresql'
  failed_steps+=('API tests on PostgreSQL (PostgreSQL not found)')
else
  printf '\nNOTICE: PostgreSQL not found (apt-get install -y postgresql); the API tests on PostgreSQL were SKIPPED.\n'
fi

step 'Build the web app' npm run build --silent
# An absolute path: Playwright reads a relative one from the config's folder (e2e/).
legs+=(e2e)
step 'Browser tests' env PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/$out/e2e.json" npx playwright test -c e2e/playwright.config.ts --reporter=list,json

node scripts/test-summary.mjs "$out" "${#failed_steps[@]}" "${legs[@]}" ||
  failed_steps+=('The closing count (a report is missing)')
if [ ${#failed_steps[@]} -gt 0 ]; then
  printf 'Failed: %s\n' "${failed_steps[@]}"
  exit 1
fi
