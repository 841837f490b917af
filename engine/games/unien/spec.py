"""Unien's GameSpec (seed 001): what the rest of Decklab knows about the game."""
from __future__ import annotations

from engine.games import unien
from engine.games.unien.cards import has_unsimulated_text
from engine.games.unien.greedy import GreedyPilot
from engine.games.unien.snapshot import board
from engine.games.unien.vocabulary import validate_effects
from engine.spec import register_package


def section_for(record) -> str:
    return "leaders" if record.type == "leader" else "main"


def cost(record):
    """A play card's total energy cost; leaders and energies have none."""
    return sum((record.get("cost") or {}).values()) if record.type in ("character", "ability") else None


SPEC = register_package(
    unien, board=board,
    sections=("leaders", "main"),
    section_for=section_for,
    hand_size=3,
    draws_by_turn=lambda turn, first: turn,  # both players draw on every turn, the first one too
    cost=cost,
    colors=lambda record: record.get("attribute") or "",
    playable_turn_one=lambda record: record.type == "energy",  # every play needs energy
    validate_effects=validate_effects,
    has_unsimulated_text=has_unsimulated_text,
    greedy=GreedyPilot,
    # A race with little interaction: a move's gain over greedy's shows only on the same worlds with the same
    # (greedy) continuation, and only with every root action tried often enough (docs/unien-engine.md, search).
    search_budget=3.0, search_tree=False, search_full_width=True,
    labels={"set": "Card set / leader", "colors": "Attribute", "cost": "Energy cost"},
    bench_decks=("volca-atra.txt", "wiz-hades.txt"),
)
