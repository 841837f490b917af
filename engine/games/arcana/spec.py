"""Arcana TCG's GameSpec (seed 004): what the rest of Decklab knows about the game."""
from __future__ import annotations

from engine.cards import GAME_NAMES
from engine.games.arcana import NAME, card_table, deckrules, new_game, records
from engine.games.arcana.cards import has_unsimulated_text
from engine.games.arcana.constants import HAND_SIZE
from engine.games.arcana.greedy import GreedyPilot
from engine.games.arcana.snapshot import board
from engine.games.arcana.vocabulary import ACTIONS, validate_effects
from engine.spec import GameSpec, register_spec

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
    rules=tuple(deckrules.RULES),
    sections=("main",),
    hand_size=HAND_SIZE,
    effect_vocabulary=frozenset(ACTIONS),
    cost=lambda record: record.get("stars"),
    power=lambda record: record.get("power"),
    playable_turn_one=lambda record: record.type == "creature" and record.get("stars") == 1,
    validate_effects=validate_effects,
    has_unsimulated_text=has_unsimulated_text,
    greedy=GreedyPilot,
    labels={"set": "Set", "cost": "Stars", "power": "Power"},
    bench_decks=("heroic-beasts.txt", "fallen-arcana.txt"),
))
