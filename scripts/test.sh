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
npm run lint --silent &
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

stage "End-to-end tests in Chromium"
npx playwright test -c apps/web/playwright.config.ts

printf '\nAll test stages passed in %ss.\n' "$(($(date +%s) - started))"
