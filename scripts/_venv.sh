# Sourced by scripts/run.sh and scripts/test.sh: make .venv and install Decklab into it when
# pyproject.toml has changed since the last install. Nothing else needs to be installed by hand.
PYTHON=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  echo "decklab: creating .venv with $($PYTHON --version)"
  "$PYTHON" -m venv .venv
fi
stamp=.venv/.decklab-installed
want=$(sha256sum pyproject.toml | cut -d' ' -f1)
if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
  echo "decklab: installing Python packages into .venv"
  .venv/bin/python -m pip install --quiet --upgrade pip
  .venv/bin/python -m pip install --quiet -e ".[test,deploy]"
  echo "$want" > "$stamp"
fi
# The optional compiled engine (Cython; engine/compiled.py): built again only where a hot module's source changed, and
# skipped with a warning (the engine then runs as pure Python) where Cython or a C compiler is missing.
.venv/bin/python scripts/build_compiled.py
export PATH="$PWD/.venv/bin:$PATH"
