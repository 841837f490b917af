#!/usr/bin/env bash
# Sets up and runs Decklab on this machine: virtualenv, install, migrate, sample cards and decks,
# an admin account, then the web server and a Celery worker together. Ctrl-C stops both.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/_venv.sh

export DEBUG=${DEBUG:-1}
PORT=${PORT:-8000}

python manage.py migrate --noinput
python manage.py load_samples
python manage.py load_sample_decks
python manage.py ensure_admin

pids=()
stop() { trap - INT TERM EXIT; kill "${pids[@]}" 2>/dev/null || true; wait 2>/dev/null || true; }
trap stop INT TERM EXIT

celery -A config worker -Q simulation,celery --concurrency "${WORKER_CONCURRENCY:-2}" --loglevel INFO &
pids+=($!)
python manage.py runserver "127.0.0.1:$PORT" --noreload &
pids+=($!)

echo
echo "Decklab is running at http://127.0.0.1:$PORT/  (admin: http://127.0.0.1:$PORT/admin/)  Ctrl-C stops it."
wait -n
