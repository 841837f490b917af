"""A kept sample game, step by step: the board after every action, for the job page's viewer.

A sample (engine.aggregate) keeps the seed and the actions; replaying them through the state API
gives the same game, so the board after each action can be read back without storing it:

    snapshots("union-arena", decks, seed, GameOptions(first_player=0), sample["actions"])
    # [{"step": 0, "turn": 0, "events": [...], "board": {...}}, {"step": 1, ...}, ...]

Each game draws its own board: `spec.board(state) -> dict` (engine/games/<game>/snapshot.py),
plain JSON values only. Step 0 is the board before the first action; step n's `events` are the
events its action logged.
"""
from __future__ import annotations

from collections.abc import Sequence

from engine.core import DeckList, GameOptions, new_game


def card_face(record, **extra) -> dict:
    """A card as the board shows it: number and name (blank for a goldfish's face-down card), plus `extra`."""
    face = {"number": record.number, "name": record.name} if record is not None else {"number": "", "name": ""}
    face.update(extra)
    return face


def thaw(action):
    """An action read back from JSON (lists) as the engine's value (tuples)."""
    if isinstance(action, list):
        return tuple(thaw(part) for part in action)
    return action


def board_of(game: str, state) -> dict:
    from engine.spec import spec_for

    draw = spec_for(game).board
    if draw is None:
        raise ValueError(f"{game}: the game has no board view")
    return draw(state)


def snapshots(game: str, decks: Sequence[DeckList], seed: int, options: GameOptions | None,
              actions: Sequence) -> list[dict]:
    """The board before the first action and after each one; raises ValueError when an action is
    not legal where it is replayed (a sample from another version of the rules or decks)."""
    state = new_game(game, decks, seed, options)
    steps = [{"step": 0, "turn": state.turn, "events": [list(e) for e in state.events], "board": board_of(game, state)}]
    for number, raw in enumerate(actions, 1):
        action = thaw(raw)
        if state.is_terminal():
            raise ValueError(f"step {number}: the game is already over, but the sample has more actions")
        if action not in state.legal_actions():
            raise ValueError(f"step {number}: action {list(raw)} is not legal here (a sample from other decks or rules?)")
        seen = len(state.events)
        state.apply(action)
        steps.append({"step": number, "turn": state.turn, "events": [list(e) for e in state.events[seen:]],
                      "board": board_of(game, state)})
    return steps
