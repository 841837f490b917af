"""Information-set Monte Carlo tree search with greedy rollouts, the `search` pilot.

Each round deals one determinization of what the seat to move cannot see (`state.determinize`: the
opponent's hand and deck, its own deck order) and plays, on copies of that same world, the game's
greedy choice and the other root actions offered so far (progressive widening: round r offers
greedy's choice and ceil(WIDEN * r ** ALPHA) others, in legal order). Below each root action one
tree per action is walked with UCT over the information set: children are keyed by action, an action
absent from this world is skipped, and UCT counts how often a child was available rather than the
parent's visits; a node visited n times offers its first ceil(WIDEN * (n + 1) ** ALPHA) actions,
greedy's first. Below the tree both seats play the game's greedy pilot to the end (a win is 1, a
draw or a rollout over ROLLOUT_STEPS 0.5, for the seat that moved). A game's spec can ask for a
flatter search (`GameSpec.search_tree` False: the rollout starts right after the root action;
`search_full_width`: every legal root action is played in every round's world).

The root compares actions on the same worlds (paired): an action's gain is its reward minus greedy's
in each world it was tried in, and the pilot leaves greedy's choice only for an action whose summed
gain reaches MARGIN. (Unpaired, with a few dozen playouts, the noise of the deals picked worse actions
than greedy's; the pairing and the margin keep greedy's play wherever the search sees no clear gain.)

The budget per decision is `playouts` rollouts (deterministic for a seed: the pilot draws only from
its own `random.Random`) and optionally `ms`, a wall-clock cap that ends the search early (then the
choice depends on the machine's speed). `strength` names a preset of playouts: fast, normal, strong.
"""
from __future__ import annotations

import math
import time
from random import Random

STRENGTHS = {"fast": 16, "normal": 32, "strong": 128}  # playouts per decision
EXPLORATION = 0.7  # UCT constant for rewards in [0, 1]
WIDEN, ALPHA = 1.0, 0.5  # progressive widening: actions offered at a node visited n times
MARGIN = 2.0  # the root leaves greedy's choice only for an action that won this many more of the same worlds
ROLLOUT_STEPS = 2000


class Node:
    __slots__ = ("children", "visits", "score", "available")

    def __init__(self):
        self.children: dict = {}
        self.visits = 0
        self.score = 0.0  # summed rewards for the seat that chose the action leading here
        self.available = 0  # iterations in which this node's action was legal and offered

    def uct(self, exploration: float) -> float:
        return self.score / self.visits + exploration * math.sqrt(math.log(self.available) / self.visits)


class SearchPilot:
    name = "search"

    def __init__(self, greedy: type, seat: int, playouts: int = STRENGTHS["normal"], ms: float | None = None,
                 seed: int = 0, tree: bool = True, full_width: bool = False):
        if playouts < 1:
            raise ValueError(f"search: playouts must be at least 1, not {playouts}")
        if ms is not None and ms <= 0:
            raise ValueError(f"search: ms must be positive, not {ms}")
        self.seat = seat
        self.playouts, self.ms = playouts, ms
        self.rng = Random(seed)
        self.greedy = (greedy(0), greedy(1))
        self.tree, self.full_width = tree, full_width  # the game's GameSpec.search_tree / search_full_width
        self.decisions = 0
        self.iterations = 0

    def reseed(self, seed: int) -> None:
        self.rng.seed(seed)

    def choose(self, state):
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        seat = state.current_player()
        self.decisions += 1
        candidates = self._ordered(state, actions)
        greedy = candidates[0]
        root = {action: Node() for action in candidates}
        gain = dict.fromkeys(candidates, 0.0)  # summed (reward of the action - reward of greedy's) per world
        deadline = time.perf_counter() + self.ms / 1000 if self.ms else None
        done = rounds = 0
        while done < self.playouts:
            if deadline is not None and done and time.perf_counter() > deadline:
                break
            rounds += 1
            # one determinization per round; greedy's choice and the offered others are all played in it
            world = state.determinize(seat, self.rng)
            offered = candidates if self.full_width else candidates[:1 + math.ceil(WIDEN * rounds ** ALPHA)]
            base = self._iterate(root[greedy], self._after(world, greedy), seat)
            for action in offered[1:]:
                gain[action] += self._iterate(root[action], self._after(world, action), seat) - base
            done += len(offered)
            self.iterations += len(offered)
        best = max(candidates, key=lambda a: (gain[a], a == greedy))
        return best if gain[best] >= MARGIN else greedy

    @staticmethod
    def _after(world, action):
        copy = world.clone()
        copy.apply(action)
        return copy

    def _iterate(self, top: Node, world, seat: int) -> float:
        """Walk the tree below a root action with UCT (expanding one node), finish the game with
        greedy rollouts and back the result up; returns `seat`'s reward. Without a tree (`tree`
        False) the rollout starts right after the root action."""
        path: list[tuple[Node, int]] = [(top, seat)]  # (node, seat that chose the action leading to it)
        node = top
        while self.tree and not world.is_terminal():
            mover = world.current_player()
            actions = world.legal_actions()
            if len(actions) == 1:  # forced: no decision, no node
                world.apply(actions[0])
                continue
            offered = self._ordered(world, actions)[:math.ceil(WIDEN * (node.visits + 1) ** ALPHA)]
            untried = next((a for a in offered if a not in node.children), None)
            if untried is not None:
                child = node.children[untried] = Node()
                for action in offered:
                    if action in node.children:
                        node.children[action].available += 1
                world.apply(untried)
                path.append((child, mover))
                break
            for action in offered:
                node.children[action].available += 1
            action = max(offered, key=lambda a: node.children[a].uct(EXPLORATION))
            node = node.children[action]
            world.apply(action)
            path.append((node, mover))
        winner = self._rollout(world)
        for visited, mover in path:
            visited.visits += 1
            visited.score += 0.5 if winner is None else (1.0 if winner == mover else 0.0)
        return 0.5 if winner is None else (1.0 if winner == seat else 0.0)

    def _ordered(self, world, actions: list) -> list:
        """The legal actions with the game's greedy choice first."""
        first = self.greedy[world.current_player()].choose(world)
        return [first] + [a for a in actions if a != first]

    def _rollout(self, world) -> int | None:
        greedy = self.greedy
        steps = 0
        while not world.is_terminal():
            if steps >= ROLLOUT_STEPS:
                return None
            world.apply(greedy[world.current_player()].choose(world))
            steps += 1
        return world.winner()
