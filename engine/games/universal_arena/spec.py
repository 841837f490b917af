"""Universal Arena's GameSpec (seed 003): what the rest of Decklab knows about the game."""
from __future__ import annotations

from engine.games import universal_arena
from engine.games.universal_arena import with_team_cards
from engine.games.universal_arena.effects import has_unsimulated_text
from engine.games.universal_arena.greedy import GreedyPilot
from engine.games.universal_arena.snapshot import board
from engine.games.universal_arena.state import HAND_SIZE
from engine.games.universal_arena.vocabulary import OPS, validate_effects
from engine.spec import register_package


def index_names(record) -> tuple[str, ...]:
    """A character is also found by its `Name|Version` key."""
    return (str(record.get("character", "")),) if record.type == "character" else ()


def section_for(record) -> str:
    return {"character": "team", "ultimate": "ultimates"}.get(record.type, "cards")


SPEC = register_package(
    universal_arena, board=board,
    index_names=index_names,
    complete_deck=with_team_cards,  # a list naming only the team is complete (docs/deck-rules.md)
    sections=("team", "cards", "ultimates"),
    pile_section="cards",
    section_for=section_for,
    hand_size=HAND_SIZE,
    draws_by_turn=lambda turn, first: 0,  # the hand is refilled to 5 each turn: turn N's hand is a fresh 5
    effect_vocabulary=frozenset(OPS),
    cost=lambda record: record.get("cost"),
    power=lambda record: record.get("damage"),
    playable_turn_one=lambda record: record.get("cost", 99) <= 5,
    validate_effects=validate_effects,
    has_unsimulated_text=has_unsimulated_text,
    greedy=GreedyPilot,
    search_budget=0.625,  # the current rules' play-outs are dear: 20 (normal) keep a decision under 50 ms
    labels={"set": "Character", "cost": "Cost", "power": "Damage"},
    bench_decks=("rin-mei-tarek.txt", "heavy-hitters.txt"),
)
