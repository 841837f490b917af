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
# worker; WEB_CONCURRENCY defaults to 2 per core. Idle keep-alive connections stay open KEEP_ALIVE
# seconds (gunicorn's 2 s default closes connections a busy client is about to reuse).
exec gunicorn config.wsgi \
  --bind "${BIND:-0.0.0.0:${PORT:-8000}}" \
  --workers "${WEB_CONCURRENCY:-$((2 * $(nproc)))}" \
  --worker-class gthread --threads "${THREADS:-4}" \
  --timeout "${GUNICORN_TIMEOUT:-60}" --keep-alive "${KEEP_ALIVE:-30}" \
  --access-logfile "${ACCESS_LOG:--}" \
  --forwarded-allow-ips "${FORWARDED_ALLOW_IPS:-127.0.0.1}"
