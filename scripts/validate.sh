#!/usr/bin/env bash
# Everything CI asks of a change: types, lint (import boundaries, cycles, unused exports,
# formatting) and every test. Types and lint run side by side (each is mostly one core);
# the tests run after them so a type or boundary error is reported in the first minute.
set -uo pipefail
cd "$(dirname "$0")/.."
failed=()

npm run typecheck &
typecheck_pid=$!
npm run lint || failed+=(lint)
wait "$typecheck_pid" || failed+=(typecheck)
npm test || failed+=(tests)

if [ ${#failed[@]} -gt 0 ]; then
  printf 'validate failed: %s\n' "${failed[*]}"
  exit 1
fi
