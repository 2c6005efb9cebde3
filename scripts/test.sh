#!/usr/bin/env bash
# Every test, in the order that fails fastest: types, unit and integration tests, then the
# browser tests against a production build. What `npm test` runs, locally and in CI.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

step() {
  printf '\n==> %s\n' "$1"
}

step "1/5 Type-check (tsc)"
npm run -s typecheck

step "2/5 Unit and integration tests (vitest${TEST_DATABASE_URL:+, also against PostgreSQL})"
npx vitest run

step "3/5 Chromium for the browser tests"
bash scripts/ensure-chromium.sh

step "4/5 Production build (remix build)"
npm run -s build

step "5/5 Browser tests (Playwright, JavaScript on and off)"
npx playwright test
