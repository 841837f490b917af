"""Shared by the engine property tests: the sample decks of a game, and a game played out by pilots
with every action checked against legal_actions() and the game's invariants after each."""
from __future__ import annotations

from pathlib import Path

from engine.core import GameOptions, make_pilot, new_game
from engine.deckfile import load_card_index, load_deck

SAMPLE_DECKS = Path(__file__).resolve().parents[1] / "cardsdb" / "samples" / "decks"


def sample_decks(game: str, *names: str) -> list:
    """The sample deck files `names` (without .txt) of a game, loaded against its sample cards."""
    index = load_card_index(game)
    return [load_deck(game, SAMPLE_DECKS / game / f"{name}.txt", index) for name in names]


def play_checked(game: str, decks, seed: int, *, invariants=None, pilots=("random", "random"),
                 goldfish: bool = False, turn_cap: int = 80):
    """Play a whole game; every chosen action must be legal, and `invariants(state)` (if given) must hold
    after each."""
    state = new_game(game, decks[:1] if goldfish else decks, seed, GameOptions(goldfish=goldfish, turn_cap=turn_cap))
    players = [make_pilot(name, game, seat, {"seed": seed + seat}) for seat, name in enumerate(pilots)]
    while not state.is_terminal():
        action = players[state.current_player()].choose(state)
        assert action in state.legal_actions()
        state.apply(action)
        if invariants is not None:
            invariants(state)
    return state
