"""Decklab's game engine: pure Python, never imports Django.

Deck rules, game rules, effects, pilots, the simulation runner and statistics live here; the web
apps and the Celery workers both call it.
"""
from engine import compiled as _compiled

_compiled.install()  # the optional compiled build of the hot modules, where it is up to date (engine/compiled.py)
