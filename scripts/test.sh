#!/usr/bin/env bash
# Every test, in the order that fails fastest: the import rules, types, the production build,
# unit and integration tests, then the browser tests against that build. What `npm test` runs,
# locally and in CI.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

step() {
  printf '\n==> %s\n' "$1"
}

step "1/6 Import rules (docs/architecture.md, Layers and import rules)"
node scripts/check-imports.mjs

step "2/6 Type-check (tsc)"
npm run -s typecheck

# The build comes before the vitest suites: the operations tests (metrics, backups, the stop
# on SIGTERM) drive the built server, as an operator runs it.
step "3/6 Production build (remix build)"
npm run -s build

step "4/6 Unit and integration tests (vitest${TEST_DATABASE_URL:+, also against PostgreSQL})"
npx vitest run

step "5/6 Chromium for the browser tests"
bash scripts/ensure-chromium.sh

step "6/6 Browser tests (Playwright, JavaScript on and off)"
npx playwright test
