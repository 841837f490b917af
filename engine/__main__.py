"""`python -m engine COMMAND ...`: each command is a module under engine/commands with
`add_arguments(parser)` and `run(args) -> int`."""
from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys

import engine.commands


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine", description="Decklab engine tools")
    sub = parser.add_subparsers(dest="command", required=True)
    modules = {}
    for info in pkgutil.iter_modules(engine.commands.__path__):
        module = importlib.import_module(f"engine.commands.{info.name}")
        command = sub.add_parser(info.name.replace("_", "-"), help=(module.__doc__ or "").strip().splitlines()[0])
        module.add_arguments(command)
        modules[info.name.replace("_", "-")] = module
    args = parser.parse_args(argv)
    return modules[args.command].run(args)


if __name__ == "__main__":
    sys.exit(main())
