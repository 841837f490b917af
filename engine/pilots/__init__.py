"""Pilots, registered by name: `random`, `greedy` (each game's own heuristic) and `mcts` (flat
Monte Carlo over determinized hidden information, with a per-decision budget)."""
from __future__ import annotations

import time
from random import Random

from engine.core import register_pilot

GREEDY: dict[str, type] = {}


def register_greedy(game: str, pilot_class: type) -> None:
    GREEDY[game] = pilot_class


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


class FlatMonteCarloPilot:
    """For each legal action: play it on determinized copies of the game and finish them with the
    game's greedy pilot; choose the action with the best win rate. The budget is playouts per
    decision (`playouts`) and a wall-clock cap (`ms`)."""

    name = "mcts"

    def __init__(self, game: str, seat: int, playouts: int = 32, ms: float = 50.0, seed: int = 0):
        self.game, self.seat = game, seat
        self.playouts, self.ms = playouts, ms
        self.rng = Random(seed)
        self.rollout = GREEDY[game]

    def reseed(self, seed: int) -> None:
        self.rng.seed(seed)

    def choose(self, state):
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        seat = state.current_player()
        wins = [0.0] * len(actions)
        tries = [0] * len(actions)
        deadline = time.perf_counter() + self.ms / 1000
        rollout = self.rollout(seat)
        for playout in range(self.playouts):
            index = playout % len(actions)
            world = state.determinize(seat, self.rng)
            world.apply(actions[index])
            steps = 0
            while not world.is_terminal() and steps < 2000:
                world.apply(rollout.choose(world))
                steps += 1
            winner = world.winner()
            wins[index] += 1.0 if winner == seat else (0.5 if winner is None else 0.0)
            tries[index] += 1
            if time.perf_counter() > deadline and playout >= len(actions):
                break
        scores = [wins[i] / tries[i] if tries[i] else -1 for i in range(len(actions))]
        return actions[max(range(len(actions)), key=scores.__getitem__)]


def _random_factory(game: str, seat: int, options: dict):
    return RandomPilot(options.get("seed", seat))


def _greedy_factory(game: str, seat: int, options: dict):
    try:
        return GREEDY[game](seat)
    except KeyError:
        raise KeyError(f"no greedy pilot for {game!r}; games with one: {sorted(GREEDY)}") from None


def _mcts_factory(game: str, seat: int, options: dict):
    return FlatMonteCarloPilot(game, seat, options.get("playouts", 32), options.get("ms", 50.0), options.get("seed", seat))


register_pilot("random", _random_factory)
register_pilot("greedy", _greedy_factory)
register_pilot("mcts", _mcts_factory)


def _register_builtin_greedy() -> None:
    from engine.games.arcana.greedy import GreedyPilot as ArcanaGreedy
    from engine.games.unien.greedy import GreedyPilot as UnienGreedy
    from engine.games.union_arena.greedy import GreedyPilot
    from engine.games.universal_arena.greedy import GreedyPilot as UniversalArenaGreedy

    register_greedy("arcana", ArcanaGreedy)
    register_greedy("unien", UnienGreedy)
    register_greedy("union-arena", GreedyPilot)
    register_greedy("universal-arena", UniversalArenaGreedy)


_register_builtin_greedy()
