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
# without a build the tests that need one skip on a developer's machine; in CI (which always builds) they run and fail
needs_build = pytest.mark.skipif(not BUILT and os.environ.get("CI") != "true",
                                 reason="no compiled build here (bash scripts/build_compiled.py); CI always builds it")


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


@needs_build
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
    stamp.write_text(compiled.build_digest(module) + "\n", encoding="ascii")
    assert finder.find_spec(module).origin == str(built)
    assert finder.find_spec("engine.games.union_arena.effects_runtime") is None  # not a hot module


def test_the_switch_turns_the_build_off():
    """DECKLAB_PURE_PYTHON=1: every module from its source, whatever is built."""
    code = "import engine.runner, engine.games.union_arena.greedy; from engine import compiled; print(compiled.loaded())"
    assert _run(code, pure=True).strip() == "[]"


DECLARATIONS = """
import json, sys
from engine.compiled import declarations
print(json.dumps({module: declarations(module) for module in sys.argv[1:]}))
"""


def _declarations(*modules: str) -> dict:
    env = {**os.environ, "DECKLAB_PURE_PYTHON": "1"}
    return json.loads(subprocess.run([sys.executable, "-c", DECLARATIONS, *modules], cwd=ROOT, env=env,
                                     capture_output=True, text=True, check=True, timeout=300).stdout)


def test_the_declarations_make_each_state_an_extension_type_with_its_slots_as_fields():
    """The build's .pxd for a game state: `cdef class` on its base's extension type, one C field per slot; a function
    that takes the state has it typed, and calls within the module are C calls (cpdef)."""
    from engine.games.arcana.state import ArcanaState

    found = _declarations("engine.games.arcana.state", "engine.games.arcana.flow", "engine.core")
    state = found["engine.games.arcana.state"]
    assert "from engine.core cimport BaseState" in state and "cdef class ArcanaState(BaseState):" in state
    assert all(f"    cdef public object {slot}\n" in state for slot in ArcanaState.__slots__)
    assert "@cython.locals(s=ArcanaState)\ncpdef apply_action(s, action)\n" in found["engine.games.arcana.flow"]
    assert "cdef class BaseState:" in found["engine.core"]


def test_the_declarations_type_what_is_read_out_of_a_typed_list_and_leave_what_cython_cannot_compile():
    """`seat = self.seats[index]` types `seat` (ELEMENT_TYPES); a function with a closure (a lambda) stays a Python
    function; a method a subclass overrides stays a Python method."""
    found = _declarations("engine.games.unien.state", "engine.games.arcana.flow", "engine.games.union_arena.greedy",
                          "engine.core")
    assert "    @cython.locals(seat=Seat)\n" in found["engine.games.unien.state"]
    flow = found["engine.games.arcana.flow"]
    assert "_settle_battle" not in flow  # dead.sort(key=lambda ...)
    assert "cpdef _main(self, state)" in found["engine.games.union_arena.greedy"]
    assert "cpdef _seat_result" not in found["engine.core"]  # each game's state writes its own


def _function(source: str):
    import ast

    return ast.parse(source).body[0]


def test_small_integers_are_c_integers_where_nothing_sets_them_to_none():
    """C_INTS names and parameters annotated int (but a seed) are C integers in a function, unless it sets or compares
    one to None or annotates it otherwise; C_INT_SLOTS are C integer fields."""
    ints = frozenset({"card", "index"})
    assert compiled._c_ints(_function("def f(self, card, seed: int, amount: int, index: str):\n    x = card"), ints) \
        == ["card", "amount"]
    assert compiled._c_ints(_function("def f(card):\n    if card is None:\n        return"), ints) == []
    assert compiled._c_ints(_function("def f():\n    index = None\n    for card in range(3):\n        pass"), ints) \
        == ["card"]
    found = _declarations("engine.games.union_arena.board", "engine.games.universal_arena.state")
    assert "    cdef public Py_ssize_t card\n" in found["engine.games.union_arena.board"]
    assert "    cdef public object rested\n" in found["engine.games.union_arena.board"]
    assert "card=Py_ssize_t, owner=Py_ssize_t, target=Py_ssize_t" in found["engine.games.universal_arena.state"]


def test_a_module_with_c_integers_alone_gets_declarations_too():
    """A module with C_INTS but no extension type or typed name (the shuffle's loop indices) has its .pxd written and
    its build digest covers the declarations' rules."""
    assert "engine.games.random_order" in compiled.declared_modules()
    found = _declarations("engine.games.random_order")
    assert "@cython.locals(top=Py_ssize_t, i=Py_ssize_t, j=Py_ssize_t)\ncpdef shuffle(rng, cards)" \
        in found["engine.games.random_order"]
    assert compiled.declared_with("engine.games.random_order")[-1] == "engine.compiled"


def test_the_union_arena_effect_runtime_types_its_units_and_resolutions():
    """The effect runtime's per-effect scratch (_Resolution) is an extension type, and its `unit` and `resolution`
    names are typed, so that reading a unit's card or a resolution's steps is a field access."""
    runtime = _declarations("engine.games.union_arena.effects_runtime")["engine.games.union_arena.effects_runtime"]
    assert "cdef class _Resolution:" in runtime and "    cdef public object steps\n" in runtime
    assert "from engine.games.union_arena.board cimport Unit" in runtime
    assert "resolution=_Resolution" in runtime and "unit=Unit" in runtime


def test_a_default_skipped_by_a_keyword_from_another_module_keeps_a_function_python():
    """Cython calls a cpdef function with keywords past a defaulted parameter left out only within its own module:
    UA's CardTable.entry_banned (the greedy pilot passes state= and not under=) stays a Python method; a function
    called that way within its module becomes cpdef."""
    found = _declarations("engine.games.union_arena.cards", "engine.games.universal_arena.state")
    assert "entry_banned" not in found["engine.games.union_arena.cards"]
    assert "cpdef _damage_character(self, index, position, amount, attack=*, loss=*)" in found[
        "engine.games.universal_arena.state"]  # (its own module calls it with loss=True, attack left out)
    node = _function("def g(a, b=1, c=2):\n    pass")
    assert not compiled._skipped_from_elsewhere(node, "engine.games.unien.state", method=False)


def test_a_typed_module_is_built_again_when_a_type_it_uses_changes():
    """The digest of a module with declarations covers the modules whose extension types it may use (engine.core's
    and its own game's) and the declarations' own rules; a module without any covers itself alone."""
    assert compiled.declared_with("engine.games.arcana.flow") == [
        "engine.games.arcana.flow", "engine.core", "engine.games.arcana.cards", "engine.games.arcana.greedy",
        "engine.games.arcana.state", "engine.compiled"]
    assert compiled.declared_with("engine.aggregate") == ["engine.aggregate"]
    assert compiled.build_digest("engine.aggregate") == compiled.source_digest(
        compiled.source_path("engine.aggregate"))


@needs_build
def test_each_hot_module_can_be_the_first_one_imported():
    """A compiled module imports the modules of the types it uses as it loads: whichever hot module a process imports
    first (a page's view, a worker, the runner), the engine loads, and every hot module runs compiled."""
    code = ("import importlib, sys\nfrom engine import compiled\nimportlib.import_module(sys.argv[1])\n"
            "for name in compiled.HOT_MODULES:\n    importlib.import_module(name)\nprint(len(compiled.loaded()))")
    for module in compiled.HOT_MODULES:
        env = {key: value for key, value in os.environ.items() if key != "DECKLAB_PURE_PYTHON"}
        result = subprocess.run([sys.executable, "-c", code, module], cwd=ROOT, env=env, capture_output=True,
                                text=True, timeout=120)
        assert result.returncode == 0, (module, result.stderr[-2000:])
        assert int(result.stdout) == len(compiled.HOT_MODULES), module
