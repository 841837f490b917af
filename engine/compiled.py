"""The optional compiled build of the engine's hot modules (issue 16): the same Python source, compiled by Cython into
extension modules under `build/engine-compiled/` by `scripts/build_compiled.py`.

Pure Python stays the reference: a compiled module is used only when its build was made from the very source file that
is there now (the SHA-256 of the `.py` written beside the build), so an edited module runs as the edited source until
it is built again, never as a stale build. `DECKLAB_PURE_PYTHON=1` turns the compiled build off altogether. Both paths
play identical games (tests/test_compiled_build.py compares whole batches).
"""
from __future__ import annotations

import hashlib
import importlib.abc
import importlib.machinery
import importlib.util
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUILD = ROOT / "build" / "engine-compiled"
STAMP = ".sha256"

# The modules a game's turn runs through (each game's state, rules and greedy pilot, the runner). Not the Union Arena
# effect runtime: compiling its 6,000 lines takes minutes and gains a few per cent (most cards resolve rarely).
HOT_MODULES = (
    "engine.runner",
    "engine.core",
    "engine.aggregate",
    "engine.games.batch",
    "engine.games.random_order",
    "engine.games.union_arena.battle",
    "engine.games.union_arena.board",
    "engine.games.union_arena.flow",
    "engine.games.union_arena.greedy",
    "engine.games.union_arena.legal",
    "engine.games.union_arena.state",
    "engine.games.union_arena.values",
    "engine.games.universal_arena.state",
    "engine.games.universal_arena.greedy",
    "engine.games.universal_arena.statuses",
    "engine.games.universal_arena.effects",
    "engine.games.arcana.state",
    "engine.games.arcana.flow",
    "engine.games.arcana.legal",
    "engine.games.arcana.greedy",
    "engine.games.arcana.effects",
    "engine.games.arcana.handlers",
    "engine.games.unien.state",
    "engine.games.unien.greedy",
    "engine.games.unien.handlers",
    "engine.games.unien.effects",
    "engine.games.unien.energy",
)


def source_path(module: str) -> Path:
    return ROOT.joinpath(*module.split(".")).with_suffix(".py")


def build_path(module: str, build: Path = BUILD) -> Path:
    """Where the extension module built from `module` lies (this interpreter's suffix: cpython-311-x86_64-linux-gnu)."""
    *package, name = module.split(".")
    return build.joinpath(*package, name + importlib.machinery.EXTENSION_SUFFIXES[0])


def source_digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def up_to_date(module: str, build: Path = BUILD) -> bool:
    """Is there a build of `module` made from its source as it is now?"""
    built = build_path(module, build)
    stamp = built.with_name(built.name + STAMP)
    try:
        return built.is_file() and stamp.read_text(encoding="ascii").strip() == source_digest(source_path(module))
    except OSError:
        return False


def disabled() -> bool:
    return os.environ.get("DECKLAB_PURE_PYTHON", "") not in ("", "0")


class CompiledFinder(importlib.abc.MetaPathFinder):
    """Finds the up-to-date build of a hot module; leaves every other import (and every stale build) to Python."""

    def __init__(self, build: Path = BUILD):
        self.build = build

    def find_spec(self, fullname, path=None, target=None):
        if fullname not in HOT_MODULES or not up_to_date(fullname, self.build):
            return None
        return importlib.util.spec_from_file_location(fullname, build_path(fullname, self.build))


def install() -> None:
    """Put the finder first (once), unless the compiled build is turned off."""
    if not disabled() and not any(isinstance(finder, CompiledFinder) for finder in sys.meta_path):
        sys.meta_path.insert(0, CompiledFinder())


def loaded() -> list[str]:
    """The hot modules imported so far that run compiled."""
    return sorted(name for name in HOT_MODULES
                  if getattr(sys.modules.get(name), "__file__", "").endswith(importlib.machinery.EXTENSION_SUFFIXES[0]))


def status() -> str:
    """One line for `bench`: which build the engine runs."""
    if disabled():
        return "pure Python (DECKLAB_PURE_PYTHON is set)"
    ready = sum(up_to_date(module) for module in HOT_MODULES)
    if not ready:
        return "pure Python (no compiled build: bash scripts/build_compiled.sh)"
    return f"compiled: {ready} of {len(HOT_MODULES)} hot modules built from their current source (Cython)"
