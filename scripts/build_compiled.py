"""Build the optional compiled engine (issue 16): Cython compiles the hot modules named in engine/compiled.py, unchanged,
into build/engine-compiled/, each with the SHA-256 of the source it was made from. Only modules whose source changed
since their last build are built again. Optional: without Cython or a C compiler the engine runs as pure Python, and
this script says so and exits 0 (`--require` makes that an error, for CI).

    .venv/bin/python scripts/build_compiled.py [--require] [--force]
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ["DECKLAB_PURE_PYTHON"] = "1"  # (the build reads the modules' source, never an earlier build of them)

from engine.compiled import (  # noqa: E402
    HOT_MODULES,
    ROOT,
    STAMP,
    build_digest,
    build_path,
    declarations,
    declared_modules,
    source_path,
    up_to_date,
)

CYTHON = "cython>=3.1,<4"
LOG = ROOT / "build" / "engine-compiled.log"
DECLARATIONS = ROOT / "build" / "engine-pxd"  # the augmenting .pxd files written for this build (not in the source)
# Python's own semantics, exactly: annotations are not C types, no type inference beyond Python objects
DIRECTIVES = {"language_level": 3, "binding": True, "annotation_typing": False, "infer_types": False}


def _have_cython() -> bool:
    try:
        import Cython  # noqa: F401
    except ImportError:
        result = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", CYTHON], capture_output=True, text=True)
        if result.returncode:
            print(f"decklab: no Cython ({result.stderr.strip().splitlines()[-1:]}): the engine runs as pure Python")
            return False
    return True


def build(modules: list[str]) -> None:
    from Cython.Build import cythonize
    from setuptools import Extension, setup

    extensions = [Extension(module, [str(source_path(module).relative_to(ROOT))], extra_compile_args=["-O2", "-g0"])
                  for module in modules]
    digests = {module: build_digest(module) for module in modules}  # (as they are now: what is built)
    write_declarations()
    compiled = cythonize(extensions, compiler_directives=DIRECTIVES, build_dir=str(ROOT / "build" / "engine-cython"),
                         include_path=[str(DECLARATIONS)], nthreads=2, quiet=True,
                         force=True)  # (our digests decide what is stale: cythonize misses an augmenting .pxd's change)
    fresh = ROOT / "build" / "engine-compiled-new"  # (built apart, then moved in: a process importing meanwhile
    shutil.rmtree(fresh, ignore_errors=True)         # finds the old build or the new one, never half of one)
    setup(name="decklab-engine-compiled", ext_modules=compiled, script_args=[
        "--quiet", "build_ext", "--build-lib", str(fresh), "--build-temp", str(ROOT / "build" / "engine-cython-tmp"),
        "--parallel", "2"])
    for module, digest in digests.items():
        built = build_path(module)
        stamp = built.with_name(built.name + STAMP)
        built.parent.mkdir(parents=True, exist_ok=True)
        stamp.unlink(missing_ok=True)
        os.replace(build_path(module, fresh), built)
        stamp.write_text(digest + "\n", encoding="ascii")
    shutil.rmtree(fresh, ignore_errors=True)


def write_declarations() -> None:
    """Every declared module's .pxd (those not built now too: the built ones cimport their types), in packages."""
    shutil.rmtree(DECLARATIONS, ignore_errors=True)
    for module in declared_modules():
        path = DECLARATIONS.joinpath(*module.split(".")).with_suffix(".pxd")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(declarations(module), encoding="utf-8")
        for package in path.relative_to(DECLARATIONS).parents:
            if package.parts:
                (DECLARATIONS / package / "__init__.pxd").touch()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--require", action="store_true", help="fail when the build cannot be made")
    parser.add_argument("--force", action="store_true", help="build every hot module again")
    args = parser.parse_args()
    stale = [module for module in HOT_MODULES if args.force or not up_to_date(module)]
    if not stale:
        return 0
    print(f"decklab: compiling {len(stale)} engine modules with Cython (optional; log: {LOG.relative_to(ROOT)})")
    if not _have_cython():
        return 1 if args.require else 0
    LOG.parent.mkdir(parents=True, exist_ok=True)
    with LOG.open("w", encoding="utf-8") as log:
        result = subprocess.run([sys.executable, __file__, "--in-process", *stale], cwd=ROOT, stdout=log,
                                stderr=subprocess.STDOUT)
    if result.returncode:
        print(f"decklab: the compiled build failed (see {LOG}): the engine runs as pure Python")
        return 1 if args.require else 0
    # the built modules import each other's types as they load: a loop the source does not have would break every
    # import of the engine, so a build that cannot load the games is withdrawn (its modules run from source)
    env = {key: value for key, value in os.environ.items() if key != "DECKLAB_PURE_PYTHON"}
    check = subprocess.run([sys.executable, "-c", "import engine.games"], cwd=ROOT, env=env, capture_output=True,
                           text=True)
    if check.returncode:
        for module in stale:
            built = build_path(module)
            built.with_name(built.name + STAMP).unlink(missing_ok=True)
        print(f"decklab: the compiled build does not load ({check.stderr.strip().splitlines()[-1:]}): the engine "
              f"runs as pure Python")
        return 1 if args.require else 0
    return 0


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "--in-process":  # (the build itself, its output kept in the log)
        build(sys.argv[2:])
        raise SystemExit(0)
    raise SystemExit(main())
