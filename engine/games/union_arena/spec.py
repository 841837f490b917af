"""Union Arena's GameSpec (seed 000): what the rest of Decklab knows about the game."""
from __future__ import annotations

from engine.effects.vocabulary import ACTION_PARAMETERS, validate_effect
from engine.games import union_arena
from engine.games.union_arena import records
from engine.games.union_arena.cards import has_unsimulated_text
from engine.games.union_arena.decktext import deck_line_tokens
from engine.games.union_arena.greedy import GreedyPilot
from engine.games.union_arena.snapshot import board
from engine.spec import register_package


def validate_effects(effects: list) -> list[str]:
    """Stored effects are checked against the declarative vocabulary (engine/effects/vocabulary.py)."""
    problems: list[str] = []
    for index, effect in enumerate(effects):
        problems += validate_effect(effect, f"effects[{index}]")
    return problems


def resolve_identity(token: str) -> str:
    """A typed number's copy identity, whatever its product prefix or parallel suffix."""
    return records.identity_of(token)[0]


def section_for(record) -> str:
    return "ap" if record.type == "ap" else "main"


def playable_turn_one(record) -> bool:
    """A character with required energy 0 and AP cost 1."""
    return record.type == "character" and record.get("required_energy") == 0 and record.get("ap_cost") == 1


SPEC = register_package(
    union_arena, board=board,
    resolve_identity=resolve_identity,
    deck_line_tokens=deck_line_tokens,
    export_names=False,  # a Union Arena number says which card it is
    sections=("main", "ap"),
    section_titles={"ap": "AP"},
    section_for=section_for,
    hand_size=7,  # seed 000, Game Setup: 7 cards; no draw on the first player's first turn
    has_restricted_list=True,  # dated per-region restricted lists (engine/games/union_arena/restrictions.py)
    redraw_from_rest=True,  # the new 7 are drawn before the first hand is shuffled back
    cost=lambda record: record.get("required_energy"),
    power=lambda record: record.get("bp"),
    colors=lambda record: record.get("color") or "",
    playable_turn_one=playable_turn_one,
    effect_vocabulary=frozenset(ACTION_PARAMETERS),
    validate_effects=validate_effects,
    has_unsimulated_text=has_unsimulated_text,
    greedy=GreedyPilot,
    labels={"set": "Series", "colors": "Colour", "cost": "Required energy", "power": "BP"},
    bench_decks=("dawnblade-aggro.txt", "skyward-tempo.txt"),
)
