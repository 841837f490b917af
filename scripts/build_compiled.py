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

from engine.compiled import (  # noqa: E402
    HOT_MODULES,
    ROOT,
    STAMP,
    build_path,
    source_digest,
    source_path,
    up_to_date,
)

CYTHON = "cython>=3.1,<4"
LOG = ROOT / "build" / "engine-compiled.log"
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
    digests = {module: source_digest(source_path(module)) for module in modules}  # (as they are now: what is built)
    compiled = cythonize(extensions, compiler_directives=DIRECTIVES, build_dir=str(ROOT / "build" / "engine-cython"),
                         nthreads=2, quiet=True)
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
    return 0


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "--in-process":  # (the build itself, its output kept in the log)
        build(sys.argv[2:])
        raise SystemExit(0)
    raise SystemExit(main())
