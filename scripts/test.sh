#!/usr/bin/env bash
# The whole gate, each check run where it proves something (docs/testing.md says why):
#   lint, type-check, format ........................................ once
#   unit and integration tests, every project ....................... PGlite
#   browser specs and fault scenarios (web app and server built once) PGlite
#   tests that open a database (vitest project @lf/server:sql) ...... PostgreSQL
#   fault scenarios that store data, and a browser smoke ............ PostgreSQL
# The PostgreSQL passes use DATABASE_URL when it is set, else the server on 127.0.0.1:5432 when
# one answers there; with neither they are skipped, and the summary says so.
set -euo pipefail
cd "$(dirname "$0")/.."

POSTGRES_URL=${DATABASE_URL:-}
unset DATABASE_URL
if [ -z "$POSTGRES_URL" ] && node scripts/postgresAnswers.mjs 127.0.0.1 5432; then
  POSTGRES_URL=postgres://postgres@127.0.0.1:5432/test
fi

summary=()
phase() {
  local name=$1
  shift
  echo "== $name"
  local started=$SECONDS
  if ! "$@"; then
    summary+=("$(printf '%6d s  %s: FAILED' $((SECONDS - started)) "$name")")
    exit 1
  fi
  summary+=("$(printf '%6d s  %s' $((SECONDS - started)) "$name")")
}
print_summary() {
  echo "== phases"
  printf '%s\n' "${summary[@]}"
}
trap print_summary EXIT

phase "browser prerequisites" bash scripts/ensure-browser.sh
phase "lint, type-check, format" npm run --silent check
phase "unit and integration tests (PGlite)" npx vitest run
phase "build web app and server" npm run --silent build:apps
phase "browser specs and fault scenarios (PGlite)" npx vitest run --config e2e/vitest.config.ts

if [ -z "$POSTGRES_URL" ]; then
  summary+=("     -  PostgreSQL passes skipped: no DATABASE_URL and nothing answers on 127.0.0.1:5432")
  exit 0
fi
export DATABASE_URL=$POSTGRES_URL
phase "tests that open a database (PostgreSQL)" npx vitest run --project '@lf/server:sql'
# databaseRestart runs its own PostgreSQL cluster whatever DATABASE_URL says: once is enough.
phase "browser smoke and fault scenarios (PostgreSQL)" npx vitest run --config e2e/vitest.config.ts \
  postgresSmoke faults/ --exclude '**/databaseRestart.e2e.ts'
