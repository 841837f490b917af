#!/usr/bin/env bash
# Production server: migrate the database (the cache table too), collect the static files (hashed
# names, gzip copies; WhiteNoise serves them), then gunicorn with WEB_CONCURRENCY workers.
# Needs the `deploy` extra (pip install -e ".[deploy]"; scripts/_venv.sh installs it) and the
# production settings in the environment (README "Running in production"). Run Celery workers beside it.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${VIRTUAL_ENV:-}" ] && [ -x .venv/bin/python ]; then
  export PATH="$PWD/.venv/bin:$PATH"
fi

python manage.py migrate --noinput
python manage.py collectstatic --noinput --verbosity 0

# WEB_CONCURRENCY worker processes (default 2 per core), each serving one request at a time (gunicorn's
# sync workers, WORKER_CLASS=sync): Decklab's requests are CPU work, so threads in one process only take
# turns on its interpreter lock, and their requests finish late together. Measured with
# benchmarks/load.py (50 clients, 60 s, PostgreSQL and Redis, 2 cores): 4 sync workers 263 requests/s,
# p95 238 ms; 4 workers of 4 threads 255 requests/s, p95 429 ms. WORKER_CLASS=gthread (THREADS each)
# suits a deployment whose requests wait on slow services instead. Connections close after each answer
# (KEEP_ALIVE=0), as behind a reverse proxy, which also buffers slow clients for the sync workers.
WORKER_CLASS="${WORKER_CLASS:-sync}"
# gunicorn turns sync workers into threaded ones when given more than one thread: THREADS is gthread's.
if [ "$WORKER_CLASS" = gthread ]; then THREADS="${THREADS:-4}"; else THREADS=1; fi
exec gunicorn config.wsgi \
  --bind "${BIND:-0.0.0.0:${PORT:-8000}}" \
  --workers "${WEB_CONCURRENCY:-$((2 * $(nproc)))}" \
  --worker-class "$WORKER_CLASS" --threads "$THREADS" \
  --timeout "${GUNICORN_TIMEOUT:-60}" --keep-alive "${KEEP_ALIVE:-0}" \
  --access-logfile "${ACCESS_LOG:--}" \
  --forwarded-allow-ips "${FORWARDED_ALLOW_IPS:-127.0.0.1}"
