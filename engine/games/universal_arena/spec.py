"""Universal Arena's GameSpec (seed 003): what the rest of Decklab knows about the game."""
from __future__ import annotations

from engine.cards import GAME_NAMES
from engine.games.universal_arena import NAME, card_table, deckrules, new_game, records, with_team_cards
from engine.games.universal_arena.effects import has_unsimulated_text
from engine.games.universal_arena.greedy import GreedyPilot
from engine.games.universal_arena.snapshot import board
from engine.games.universal_arena.state import HAND_SIZE
from engine.games.universal_arena.vocabulary import OPS, validate_effects
from engine.spec import GameSpec, register_spec


def index_names(record) -> tuple[str, ...]:
    """A character is also found by its `Name|Version` key."""
    return (str(record.get("character", "")),) if record.type == "character" else ()


def section_for(record) -> str:
    return {"character": "team", "ultimate": "ultimates"}.get(record.type, "cards")


SPEC = register_spec(GameSpec(
    board=board,
    name=NAME,
    display_name=GAME_NAMES[NAME],
    new_game=new_game,
    card_table=card_table,
    card_types=records.TYPES,
    card_fields=records.FIELDS,
    parse_row=records.parse_row,
    row_extras=records.row_extras,
    index_names=index_names,
    complete_deck=with_team_cards,  # a list naming only the team is complete (docs/deck-rules.md)
    rules=tuple(deckrules.RULES),
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
    labels={"set": "Character", "cost": "Cost", "power": "Damage"},
    bench_decks=("rin-mei-tarek.txt", "heavy-hitters.txt"),
))
