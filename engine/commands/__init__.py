"""Subcommands of `python -m engine`, one module each."""
