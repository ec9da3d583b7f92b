#!/usr/bin/env bash
# The whole gate: browser prerequisites, lint, type-check, format, unit and integration tests,
# then the browser tests against the built app. Set DATABASE_URL to run against PostgreSQL.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-browser.sh

echo "== lint, type-check, format"
npm run --silent check

echo "== unit and integration tests"
npx vitest run

echo "== browser tests"
npm run --silent test:e2e
