"""Pilots, registered by name: `random`, `greedy` (each game's own heuristic, named by its GameSpec)
and `search` (information-set MCTS with greedy rollouts, engine/pilots/search.py; `mcts` is its
old name, kept as an alias)."""
from __future__ import annotations

from random import Random

from engine.core import register_pilot
from engine.pilots.search import STRENGTHS, SearchPilot
from engine.spec import spec_for


def greedy_class(game: str) -> type:
    """The game's own heuristic pilot (its GameSpec's `greedy`)."""
    pilot_class = spec_for(game).greedy
    if pilot_class is None:
        raise KeyError(f"no greedy pilot for {game!r}")
    return pilot_class


class RandomPilot:
    """Uniform over the legal actions, with its own seeded generator."""

    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = Random(seed)

    def reseed(self, seed: int) -> None:
        self.rng.seed(seed)

    def choose(self, state):
        actions = state.legal_actions()
        return actions[self.rng.randrange(len(actions))]


def _random_factory(game: str, seat: int, options: dict):
    return RandomPilot(options.get("seed", seat))


def _greedy_factory(game: str, seat: int, options: dict):
    return greedy_class(game)(seat)


def _search_factory(game: str, seat: int, options: dict):
    """Options: `strength` (fast, normal, strong), or `playouts` per decision; `ms` caps a decision's time."""
    strength = options.get("strength", "normal")
    if strength not in STRENGTHS:
        raise ValueError(f"search: unknown strength {strength!r}; use {', '.join(STRENGTHS)}")
    spec = spec_for(game)
    return SearchPilot(greedy_class(game), seat, options.get("playouts", search_playouts(game, strength)),
                       options.get("ms"), options.get("seed", seat), spec.search_tree, spec.search_full_width)


def search_playouts(game: str, strength: str = "normal") -> int:
    """The search pilot's playouts per decision in `game` at a strength: the strength's, times the game's budget."""
    return max(1, round(STRENGTHS[strength] * spec_for(game).search_budget))


register_pilot("greedy", _greedy_factory,
               "Each game's own heuristic: plays the move it scores best, never looks ahead. Fast; the default.")
register_pilot("random", _random_factory,
               "Any legal move, uniformly at random. The fastest; a floor to compare against, not a player.")
register_pilot("search", _search_factory,
               f"Looks ahead: tree search over what it cannot see, with greedy play-outs (about {STRENGTHS['normal']} "
               "per decision, more where a game's play-outs are cheap). Tens of times slower than greedy.")
register_pilot("mcts", _search_factory, "The old name of search: the same pilot.")

