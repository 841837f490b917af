"""The optional compiled build of the engine's hot modules (issue 16): the same Python source, compiled by Cython into
extension modules under `build/engine-compiled/` by `scripts/build_compiled.py`.

The build declares each game's state, seats, units, card table and greedy pilot as Cython extension types with their
slots as C fields, and types the names that hold them (EXTENSION_TYPES, TYPED_NAMES, ELEMENT_TYPES; `declarations`
writes the .pxd at build time). Pure Python stays the reference: a compiled module is used only when its build was
made from the very sources that are there now (the SHA-256 of its `.py`, and for a typed module of those its types
come from, written beside the build), so an edited module runs as the edited source until it is built again, never as
a stale build. `DECKLAB_PURE_PYTHON=1` turns the compiled build off altogether. Both paths play identical games
(tests/test_compiled_build.py compares whole batches).
"""
from __future__ import annotations

import ast
import functools
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

# The modules a game's turn runs through (each game's state, rules and greedy pilot, the runner, the Union Arena effect
# runtime).
HOT_MODULES = (
    "engine.runner",
    "engine.core",
    "engine.aggregate",
    "engine.games.batch",
    "engine.games.random_order",
    "engine.games.union_arena.cards",
    "engine.games.union_arena.effects_runtime",
    "engine.games.union_arena.battle",
    "engine.games.union_arena.board",
    "engine.games.union_arena.flow",
    "engine.games.union_arena.greedy",
    "engine.games.union_arena.legal",
    "engine.games.union_arena.state",
    "engine.games.union_arena.values",
    "engine.games.universal_arena.cards",
    "engine.games.universal_arena.state",
    "engine.games.universal_arena.greedy",
    "engine.games.universal_arena.statuses",
    "engine.games.universal_arena.effects",
    "engine.games.arcana.cards",
    "engine.games.arcana.state",
    "engine.games.arcana.flow",
    "engine.games.arcana.legal",
    "engine.games.arcana.greedy",
    "engine.games.arcana.effects",
    "engine.games.arcana.handlers",
    "engine.games.unien.cards",
    "engine.games.unien.state",
    "engine.games.unien.greedy",
    "engine.games.unien.handlers",
    "engine.games.unien.effects",
    "engine.games.unien.energy",
)

# Typed extension types (issue 16): the build declares these classes `cdef class`, their `__slots__` C fields, so that
# reading an attribute is a field access instead of a lookup by name. The source stays plain Python: the declarations
# are written at build time (`declarations`) beside the build, never into the source tree.
EXTENSION_TYPES = {
    "engine.core": ("BaseState",),
    "engine.games.arcana.cards": ("CardTable",),
    "engine.games.arcana.state": ("ArcanaState",),
    "engine.games.arcana.greedy": ("Look", "GreedyPilot"),
    "engine.games.unien.cards": ("CardTable",),
    "engine.games.unien.state": ("Seat", "Frame", "UnienState"),
    "engine.games.unien.greedy": ("GreedyPilot",),
    "engine.games.universal_arena.cards": ("CardTable",),
    "engine.games.universal_arena.state": ("Seat", "CharacterSeat", "UniversalArenaState"),
    "engine.games.universal_arena.greedy": ("GreedyPilot",),
    "engine.games.union_arena.cards": ("CardTable",),
    "engine.games.union_arena.board": ("Unit", "Seat", "StateBase"),
    "engine.games.union_arena.values": ("ValuesMixin",),  # (the layers of UnionArenaState, one chain)
    "engine.games.union_arena.battle": ("BattleMixin",),
    "engine.games.union_arena.legal": ("LegalMixin",),
    "engine.games.union_arena.flow": ("FlowMixin",),
    "engine.games.union_arena.state": ("UnionArenaState",),
    "engine.games.union_arena.greedy": ("GreedyPilot",),
    "engine.games.union_arena.effects_runtime": ("_Resolution",),
}
# The parameters, locals and slots the build types as one of those classes, by module and name (in the functions and
# methods it makes `cpdef`: see `declarations`).
_ARCANA = {"s": "engine.games.arcana.state.ArcanaState", "state": "engine.games.arcana.state.ArcanaState",
           "table": "engine.games.arcana.cards.CardTable", "look": "engine.games.arcana.greedy.Look"}
_UNIEN = {"state": "engine.games.unien.state.UnienState", "table": "engine.games.unien.cards.CardTable",
          "frame": "engine.games.unien.state.Frame"}
_UNIVERSAL_ARENA = {"state": "engine.games.universal_arena.state.UniversalArenaState",
                    "table": "engine.games.universal_arena.cards.CardTable"}
_UNION_ARENA = {"state": "engine.games.union_arena.state.UnionArenaState",
                "table": "engine.games.union_arena.cards.CardTable", "unit": "engine.games.union_arena.board.Unit"}
# (Union Arena's state layers type their units, seats, card table and state; board.py, which the card table's module
# imports through the effect runtime, its units and seats alone)
_UNION_ARENA_BOARD = {"unit": "engine.games.union_arena.board.Unit", "attacker": "engine.games.union_arena.board.Unit",
                      "blocker": "engine.games.union_arena.board.Unit", "seat": "engine.games.union_arena.board.Seat"}
_UNION_ARENA_LAYERS = {**_UNION_ARENA_BOARD, "table": "engine.games.union_arena.cards.CardTable",
                       "state": "engine.games.union_arena.board.StateBase"}
# The lists whose items are one of those classes, by game package and attribute: a local bound only to their items
# (`seat = state.seats[index]`, `for seat in self.seats`) is typed as that class.
ELEMENT_TYPES = {
    "engine.games.unien": {"seats": "engine.games.unien.state.Seat"},
    "engine.games.universal_arena": {"seats": "engine.games.universal_arena.state.Seat"},
    "engine.games.union_arena": {"seats": "engine.games.union_arena.board.Seat", "front": "engine.games.union_arena.board.Unit"},
}
# The names that always hold a small integer in a module (a card's number in its table, a seat's or a character's
# index): the build types them as C integers (Py_ssize_t) in each function that binds them and never sets or compares
# them to None. (A parameter annotated `int` is one too, but for a seed: WIDE_INTS.)
_UNIVERSAL_ARENA_INTS = frozenset({"card", "index", "position", "target", "owner", "attacker"})
_UNION_ARENA_INTS = frozenset({"index", "card"})
C_INTS = {
    "engine.games.random_order": frozenset({"top", "i", "j"}),
    "engine.games.universal_arena.state": _UNIVERSAL_ARENA_INTS,
    "engine.games.universal_arena.greedy": _UNIVERSAL_ARENA_INTS,
    "engine.games.universal_arena.statuses": _UNIVERSAL_ARENA_INTS,
    **{f"engine.games.union_arena.{name}": _UNION_ARENA_INTS
       for name in ("board", "values", "battle", "legal", "flow", "state", "greedy", "effects_runtime")},
}
WIDE_INTS = frozenset({"seed"})  # (a 64-bit game seed: more than a Py_ssize_t holds)
# The slots of an extension type that always hold a small integer: C integer fields (every read of one through a typed
# name is a C integer; set to anything else, it raises TypeError).
C_INT_SLOTS = {
    "engine.games.union_arena.board.Unit": ("card", "base", "owner", "bonus", "muted", "played_turn", "rested_turn",
                                            "moved_turn", "attacks", "blocks"),
}
TYPED_NAMES = {
    "engine.games.arcana.state": _ARCANA,
    "engine.games.arcana.flow": _ARCANA,
    "engine.games.arcana.legal": _ARCANA,
    "engine.games.arcana.handlers": _ARCANA,
    "engine.games.arcana.greedy": _ARCANA,
    "engine.games.unien.state": _UNIEN,
    "engine.games.unien.handlers": _UNIEN,
    "engine.games.unien.greedy": _UNIEN,
    "engine.games.universal_arena.state": _UNIVERSAL_ARENA,
    "engine.games.universal_arena.greedy": _UNIVERSAL_ARENA,
    "engine.games.universal_arena.statuses": _UNIVERSAL_ARENA,
    "engine.games.union_arena.greedy": _UNION_ARENA,
    "engine.games.union_arena.board": _UNION_ARENA_BOARD,
    **{f"engine.games.union_arena.{name}": _UNION_ARENA_LAYERS for name in ("values", "battle", "legal", "flow", "state")},
    # (the effect runtime is imported by the state's modules and the card table's: its `state` is typed as the class of
    # the state's slots, whose module does not import it back)
    "engine.games.union_arena.effects_runtime": {
        "state": "engine.games.union_arena.board.StateBase", "unit": "engine.games.union_arena.board.Unit",
        "resolution": "engine.games.union_arena.effects_runtime._Resolution"},
}


def source_path(module: str) -> Path:
    return ROOT.joinpath(*module.split(".")).with_suffix(".py")


def build_path(module: str, build: Path = BUILD) -> Path:
    """Where the extension module built from `module` lies (this interpreter's suffix: cpython-311-x86_64-linux-gnu)."""
    *package, name = module.split(".")
    return build.joinpath(*package, name + importlib.machinery.EXTENSION_SUFFIXES[0])


def source_digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _package(module: str) -> str:
    return ".".join(module.split(".")[:3])  # engine.games.<game>, or engine.core


def declared_modules() -> list[str]:
    """The modules the build writes declarations for: those with extension types, typed names or C integers."""
    return sorted(set(EXTENSION_TYPES) | set(TYPED_NAMES) | set(C_INTS))


def declared_with(module: str) -> list[str]:
    """The sources a module's build is made from: its own, and for a module with declarations, every module whose
    extension types it may use (`engine.core` and its own game's; types never cross games) and this file."""
    if module not in declared_modules():
        return [module]
    used = {name for name in EXTENSION_TYPES if name == "engine.core" or _package(name) == _package(module)}
    return [module, *sorted(used - {module}), __name__]


def build_digest(module: str) -> str:
    """The SHA-256 of every source the build of `module` is made from, as they are now."""
    parts = [source_digest(source_path(name)) for name in declared_with(module)]
    return parts[0] if len(parts) == 1 else hashlib.sha256(" ".join(parts).encode("ascii")).hexdigest()


def up_to_date(module: str, build: Path = BUILD) -> bool:
    """Is there a build of `module` made from its sources as they are now?"""
    built = build_path(module, build)
    stamp = built.with_name(built.name + STAMP)
    try:
        return built.is_file() and stamp.read_text(encoding="ascii").strip() == build_digest(module)
    except OSError:
        return False


def declarations(module: str) -> str:
    """The Cython declarations (an augmenting .pxd) of `module`: its EXTENSION_TYPES as `cdef class` with their slots
    as fields, and its functions and those classes' methods as `cpdef` (direct C calls within the module) with the
    names in TYPED_NAMES, and the locals read out of a typed list (ELEMENT_TYPES), typed. Imports the hot modules:
    call it with the compiled build off."""
    import importlib

    for name in HOT_MODULES:  # (every subclass of a declared class exists before any is declared)
        importlib.import_module(name)
    names, elements = TYPED_NAMES.get(module, {}), ELEMENT_TYPES.get(_package(module), {})
    ints = C_INTS.get(module, frozenset())
    source = importlib.import_module(module)
    lines, aliases = ["cimport cython"], {}

    def type_name(qualified: str) -> str:  # (a class name means one class within one module's declarations)
        home, _, cls = qualified.rpartition(".")
        if aliases.setdefault(cls, qualified) != qualified:
            raise ValueError(f"{module}: two declared classes named {cls}")
        if home != module and f"from {home} cimport {cls}" not in lines:
            lines.append(f"from {home} cimport {cls}")
        return cls

    tree = ast.parse(source_path(module).read_text(encoding="utf-8"))
    classes = []
    for cls in EXTENSION_TYPES.get(module, ()):
        klass = getattr(source, cls)
        base = klass.__bases__[0]
        qualified_base = f"{base.__module__}.{base.__qualname__}"
        if "__slots__" not in klass.__dict__:
            raise ValueError(f"{module}.{cls}: an extension type's fields are its __slots__, and it has none")
        if len(klass.__bases__) > 1 or (base is not object and base.__name__ not in EXTENSION_TYPES.get(base.__module__, ())):
            raise ValueError(f"{module}.{cls}: an extension type's one base must be object or an extension type")
        head = f"cdef class {cls}({type_name(qualified_base)}):" if base is not object else f"cdef class {cls}:"
        for ancestor in klass.__mro__[2:-1]:  # (in scope too: Cython names them when it wraps an inherited method)
            type_name(f"{ancestor.__module__}.{ancestor.__qualname__}")
        int_slots = C_INT_SLOTS.get(f"{module}.{cls}", ())
        fields = [f"    cdef public {type_name(names[slot]) if slot in names else 'Py_ssize_t' if slot in int_slots else 'object'}"
                  f" {slot}" for slot in klass.__dict__["__slots__"]]
        # a method another extension type of its family also defines stays a Python method (Cython would not let a
        # cpdef one be overridden there; a Python subclass may override it, which the cpdef call checks for)
        family = [other for other in (*klass.__mro__[1:-1], *_subclasses(klass))
                  if other.__name__ in EXTENSION_TYPES.get(other.__module__, ())]
        node = next(node for node in tree.body if isinstance(node, ast.ClassDef) and node.name == cls)
        methods = [_cpdef(method, module, names, elements, ints, type_name, "    ") for method in node.body
                   if isinstance(method, ast.FunctionDef) and not method.decorator_list
                   and not method.name.startswith("__") and not any(method.name in vars(other) for other in family)]
        classes += ["", head, *fields, *(line for method in methods for line in method)]
        if not fields and not any(methods):
            classes.append("    pass")
    functions = [line for node in tree.body if isinstance(node, ast.FunctionDef) and not node.decorator_list
                 for line in _cpdef(node, module, names, elements, ints, type_name, "")]
    return "\n".join(lines + classes + functions) + "\n"


@functools.cache
def _keyword_calls() -> dict[str, list[tuple[str, int, frozenset]]]:
    """The calls with keyword arguments in the hot modules, by the name called: (calling module, positional count,
    keywords) each."""
    calls = {}
    for module in HOT_MODULES:
        for call in ast.walk(ast.parse(source_path(module).read_text(encoding="utf-8"))):
            if isinstance(call, ast.Call) and call.keywords:
                function = call.func
                name = function.attr if isinstance(function, ast.Attribute) else getattr(function, "id", "")
                positional = -1 if any(isinstance(arg, ast.Starred) for arg in call.args) else len(call.args)
                calls.setdefault(name, []).append((module, positional,
                                                   frozenset(keyword.arg for keyword in call.keywords)))
    return calls


def _skipped_from_elsewhere(node, module: str, method: bool) -> bool:
    """Whether a call from another module passes a keyword argument past a defaulted parameter of the function that it
    leaves out, or passes *args or **kwargs along with keywords (Cython cannot make that call to a cpdef function of
    another module; within the module it can)."""
    params = [arg.arg for arg in node.args.args][1 if method else 0:]
    for caller, positional, keywords in _keyword_calls().get(node.name, ()) if node.args.defaults else ():
        if caller == module:
            continue
        last = max((params.index(keyword) + 1 for keyword in keywords if keyword in params), default=0)
        if positional < 0 or None in keywords or any(name not in keywords for name in params[positional:last]):
            return True
    return False


def _subclasses(klass: type) -> list[type]:
    found = []
    for sub in klass.__subclasses__():
        found += [sub, *_subclasses(sub)]
    return found


def _cpdef(node, module: str, names: dict, elements: dict, ints: frozenset, type_name, indent: str) -> list[str]:
    """A function's (or method's) `cpdef` declaration, with its typed names; none for one Cython cannot make cpdef
    (a closure inside: lambda, generator, inner def; *args, **kwargs, keyword-only or positional-only parameters;
    _skipped_from_elsewhere)."""
    arguments = node.args
    if _skipped_from_elsewhere(node, module, bool(indent)) or arguments.vararg or arguments.kwarg or arguments.kwonlyargs or arguments.posonlyargs or any(
            isinstance(inner, (ast.Lambda, ast.GeneratorExp, ast.FunctionDef, ast.ClassDef, ast.Yield, ast.YieldFrom))
            for inner in ast.walk(node) if inner is not node):
        return []
    params = [arg.arg for arg in arguments.args]
    # (a parameter annotated as something else, `seat: int` where `seat` names a Seat elsewhere, keeps its own type)
    other = {arg.arg for arg in arguments.args if arg.annotation is not None and arg.arg in names
             and ast.unparse(arg.annotation) not in (names[arg.arg].rpartition(".")[2], f"{names[arg.arg].rpartition('.')[2]} | None")}
    typed = {name: names[name] for name in _bound(node) if name in names and name not in other}
    typed.update({name: elements[attr] for name, attr in _read_from_lists(node, elements).items()
                  if name not in params and name not in typed})
    header_types = {name: type_name(t) for name, t in typed.items()}
    header_types.update({name: "Py_ssize_t" for name in _c_ints(node, ints) if name not in header_types})
    first_default = len(params) - len(arguments.defaults)
    signature = ", ".join(param + ("=*" if i >= first_default else "") for i, param in enumerate(params))
    header = [f"{indent}@cython.locals({', '.join(f'{name}={t}' for name, t in header_types.items())})"] if header_types else []
    return ["", *header, f"{indent}cpdef {node.name}({signature})"]


def _c_ints(node, ints: frozenset) -> list[str]:
    """The names a function binds that the build types as C integers: those in `ints` (but a parameter annotated as
    anything else), and the parameters annotated `int` (but WIDE_INTS), unless the function sets or compares one to
    None."""
    def annotated_int(arg) -> bool:
        return isinstance(arg.annotation, ast.Name) and arg.annotation.id == "int"

    params = {arg.arg: arg for arg in node.args.args}
    noned = set()
    for inner in ast.walk(node):
        if isinstance(inner, ast.Compare) and any(isinstance(side, ast.Constant) and side.value is None
                                                  for side in (inner.left, *inner.comparators)):
            noned.update(side.id for side in (inner.left, *inner.comparators) if isinstance(side, ast.Name))
        elif isinstance(inner, (ast.Assign, ast.AnnAssign)) and isinstance(inner.value, ast.Constant) and inner.value.value is None:
            targets = inner.targets if isinstance(inner, ast.Assign) else [inner.target]
            noned.update(target.id for target in targets if isinstance(target, ast.Name))
    found = []
    for name in _bound(node):
        arg = params.get(name)
        if name in noned or (arg is not None and arg.annotation is not None and not annotated_int(arg)):
            continue
        if name in ints or (arg is not None and annotated_int(arg) and name not in WIDE_INTS):
            found.append(name)
    return found


def _bound(node) -> list[str]:
    """The names a function binds: its parameters, then what it assigns, in order."""
    seen = [arg.arg for arg in node.args.args]
    for name in ast.walk(node):
        if isinstance(name, ast.Name) and isinstance(name.ctx, ast.Store) and name.id not in seen:
            seen.append(name.id)
    return seen


def _read_from_lists(node, elements: dict) -> dict[str, str]:
    """The locals whose every binding is an item of a list ELEMENT_TYPES types (`seat = state.seats[i]`, `for seat in
    self.seats`, `seat, x = state.seats[i], ...`): name -> that list's attribute."""
    def item_of(value):  # x.attr[i] -> attr
        if isinstance(value, ast.Subscript) and isinstance(value.value, ast.Attribute) and not isinstance(value.slice, ast.Slice):
            return value.value.attr
        return None

    found, recognised = {}, set()
    for inner in ast.walk(node):
        pairs = []
        if isinstance(inner, ast.Assign):
            for target in inner.targets:
                if isinstance(target, ast.Tuple) and isinstance(inner.value, ast.Tuple) and len(target.elts) == len(inner.value.elts):
                    pairs += [(one, item_of(value)) for one, value in zip(target.elts, inner.value.elts, strict=True)]
                else:
                    pairs.append((target, item_of(inner.value)))
        elif isinstance(inner, (ast.For, ast.comprehension)) and isinstance(inner.iter, ast.Attribute):
            pairs.append((inner.target, inner.iter.attr))
        for target, attr in pairs:
            if isinstance(target, ast.Name) and attr in elements:
                found.setdefault(target.id, set()).add(attr)
                recognised.add(id(target))
    other = {name.id for name in ast.walk(node)
             if isinstance(name, ast.Name) and isinstance(name.ctx, ast.Store) and id(name) not in recognised}
    other.update(handler.name for handler in ast.walk(node) if isinstance(handler, ast.ExceptHandler) and handler.name)
    return {name: attrs.pop() for name, attrs in found.items() if len(attrs) == 1 and name not in other}


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
        return "pure Python (no compiled build: .venv/bin/python scripts/build_compiled.py)"
    return f"compiled: {ready} of {len(HOT_MODULES)} hot modules built from their current source (Cython)"
