#!/usr/bin/env bash
# `npm test`: every test there is, in order of speed. Stops at the first failing stage.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each stage says how long the run has taken so far, so slow stages show in CI logs.
started=$(date +%s)
stage() { printf '\n==> %s (at %ss)\n' "$1" "$(($(date +%s) - started))"; }

stage "Chromium for end-to-end tests"
bash scripts/ensure-chromium.sh

# Each of the three runs on one core: side by side they take the time of the slowest.
stage "Type-check, lint and format (side by side)"
npm run typecheck --silent &
typecheck=$!
npx eslint . --max-warnings=0 &
lint=$!
npx prettier --check . --log-level warn &
format=$!
wait "$typecheck"
wait "$lint"
wait "$format"

stage "Unit tests (contracts, web)"
npx vitest run --project contracts --project web

stage "Server integration tests (${TEST_DATABASE_URL:+PostgreSQL}${TEST_DATABASE_URL:-embedded PGlite})"
npx vitest run --project server

stage "Build"
node scripts/build-if-stale.mjs

# Both on PGlite (the PostgreSQL variants run in .ci/run): no database server needed here.
stage "Crash safety: SIGKILL during concurrent writes, restart, nothing lost (PGlite)"
node scripts/crash-test.mjs --database pglite

stage "Restore drill: backup, restore into a fresh database, compare (PGlite)"
node scripts/restore-drill.mjs --database pglite

# .ci/run passes a PostgreSQL database here: the server tests run on it beside the end-to-end
# tests, which leave one of the two cores mostly idle (browser and server wait on each other).
if [[ -n "${ALSO_POSTGRES_TEST_URL:-}" ]]; then
  postgres_log=$(mktemp)
  TEST_DATABASE_URL="$ALSO_POSTGRES_TEST_URL" npx vitest run --project server >"$postgres_log" 2>&1 &
  postgres_tests=$!
  # A failing stage ends this script: do not leave those tests running behind it.
  trap 'kill "$postgres_tests" 2>/dev/null || true' EXIT
fi

stage "End-to-end tests in Chromium${ALSO_POSTGRES_TEST_URL:+ (server tests on PostgreSQL beside them)}"
npx playwright test -c apps/web/playwright.config.ts

if [[ -n "${ALSO_POSTGRES_TEST_URL:-}" ]]; then
  stage "Server integration tests on PostgreSQL (ran beside the end-to-end tests)"
  postgres_status=0
  wait "$postgres_tests" || postgres_status=$?
  cat "$postgres_log"
  rm -f "$postgres_log"
  if [[ $postgres_status -ne 0 ]]; then exit "$postgres_status"; fi
fi

printf '\nAll test stages passed in %ss.\n' "$(($(date +%s) - started))"
