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

# Each worker is a process with THREADS threads (gthread), so a slow request does not hold a whole
# worker; WEB_CONCURRENCY defaults to 2 per core. Connections close after each answer (KEEP_ALIVE=0), as
# behind a reverse proxy: a kept-alive connection stays with one worker, so clients that keep theirs
# load the workers unevenly (benchmarks/load.py, 50 clients: p95 565 ms with 30 s keep-alive, 376 ms
# without). WORKER_CLASS=sync gives gunicorn's plain workers.
exec gunicorn config.wsgi \
  --bind "${BIND:-0.0.0.0:${PORT:-8000}}" \
  --workers "${WEB_CONCURRENCY:-$((2 * $(nproc)))}" \
  --worker-class "${WORKER_CLASS:-gthread}" --threads "${THREADS:-4}" \
  --timeout "${GUNICORN_TIMEOUT:-60}" --keep-alive "${KEEP_ALIVE:-0}" \
  --access-logfile "${ACCESS_LOG:--}" \
  --forwarded-allow-ips "${FORWARDED_ALLOW_IPS:-127.0.0.1}"
