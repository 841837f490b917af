"""The optional compiled build of the engine's hot modules (issue 16, point 1): the pure-Python path keeps working and
both play identical games; a build made from another version of a module's source is never used."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine import compiled

ROOT = Path(__file__).resolve().parents[1]
BUILT = all(compiled.up_to_date(module) for module in compiled.HOT_MODULES)


def _run(code: str, pure: bool) -> str:
    env = {key: value for key, value in os.environ.items() if key != "DECKLAB_PURE_PYTHON"}
    if pure:
        env["DECKLAB_PURE_PYTHON"] = "1"
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                          check=True, timeout=600).stdout


FINGERPRINTS = """
import json, sys
sys.argv = ["fingerprint"]
sys.path.insert(0, "benchmarks")
import fingerprint
from engine import compiled
batches = fingerprint.fingerprints(60, 4242)
print(json.dumps({"loaded": compiled.loaded(), "batches": batches}, sort_keys=True, default=str))
"""


@pytest.mark.skipif(not BUILT and os.environ.get("CI") != "true",
                    reason="no compiled build here (bash scripts/build_compiled.py); CI always builds it")
def test_compiled_and_pure_python_play_identical_games():
    """Every game, goldfish and head-to-head, greedy pilots, 60 games each: the same totals, per-card figures and
    sample games (actions and events) from the compiled modules as from the source."""
    assert BUILT, "CI must build the compiled engine (scripts/_venv.sh runs scripts/build_compiled.py)"
    with_build = json.loads(_run(FINGERPRINTS, pure=False))
    source_only = json.loads(_run(FINGERPRINTS, pure=True))
    assert with_build["loaded"] == sorted(compiled.HOT_MODULES)
    assert source_only["loaded"] == []
    assert with_build["batches"] == source_only["batches"]


def test_a_build_of_another_source_is_not_used(tmp_path):
    """A build whose recorded source digest is not the module's source as it is now (the module was edited since) is
    passed over, and the module is imported from its source; a matching one is found."""
    module = "engine.games.union_arena.greedy"
    built = compiled.build_path(module, tmp_path)
    built.parent.mkdir(parents=True)
    built.write_bytes(b"not really an extension module")
    stamp = built.with_name(built.name + compiled.STAMP)
    finder = compiled.CompiledFinder(tmp_path)
    assert finder.find_spec(module) is None  # no digest at all
    stamp.write_text("0" * 64 + "\n", encoding="ascii")
    assert finder.find_spec(module) is None  # another source's digest
    stamp.write_text(compiled.source_digest(compiled.source_path(module)) + "\n", encoding="ascii")
    assert finder.find_spec(module).origin == str(built)
    assert finder.find_spec("engine.games.union_arena.effects_runtime") is None  # not a hot module


def test_the_switch_turns_the_build_off():
    """DECKLAB_PURE_PYTHON=1: every module from its source, whatever is built."""
    code = "import engine.runner, engine.games.union_arena.greedy; from engine import compiled; print(compiled.loaded())"
    assert _run(code, pure=True).strip() == "[]"
