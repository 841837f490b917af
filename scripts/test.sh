#!/usr/bin/env bash
# Runs the whole test suite: lint, then pytest on SQLite, then pytest on PostgreSQL when one is
# reachable (always in CI). Extra arguments go to pytest, e.g. `bash scripts/test.sh -k decks`.
# The PostgreSQL pass runs the tests that reach the database (TEST_DATABASE_ONLY=1, tests/conftest.py): the others
# (the engine's, the parsers') do not depend on it and have run in the first pass.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/_venv.sh

PG_URL=${TEST_POSTGRES_URL:-postgres://postgres:postgres@127.0.0.1:5432/decklab}

echo "== ruff check"
ruff check .

echo "== pytest on SQLite"
env -u DATABASE_URL pytest "$@"

if [ "${CI:-}" = "true" ] || python - "$PG_URL" <<'PY' 2>/dev/null
import sys, psycopg
psycopg.connect(sys.argv[1].rsplit("/", 1)[0] + "/postgres", connect_timeout=3).close()
PY
then
  echo "== pytest on PostgreSQL ($PG_URL)"
  DATABASE_URL="$PG_URL" TEST_DATABASE_ONLY=1 pytest "$@"
else
  echo "== PostgreSQL not reachable at $PG_URL: skipped the PostgreSQL pass (CI always runs it)"
fi
