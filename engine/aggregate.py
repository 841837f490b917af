"""Mergeable simulation results.

An Aggregate holds only counts and sums, so merging the aggregates of two batches gives exactly
the aggregate of all their games, whatever the cut (job chunks, several workers). Derived
figures (win rate, Wilson interval, percentiles) are computed by `summary()`.

Everything is from deck A's point of view (seat 0). Per game the runner adds `state.result()`, an
`engine.core.GameResult` (winner, first player, turns, capped, kill turn, and per seat the identities
drawn and played, re-draw, turns without play, own turns, cards simulated incompletely).
"""
from __future__ import annotations

from collections import Counter

from engine.core import GameResult
from engine.statistics import histogram_percentile, wilson_interval

SAMPLE_GAMES = 3
ERROR_SAMPLES = 20


class Aggregate:
    __slots__ = ("games", "wins", "losses", "draws", "capped", "errors", "first_games", "first_wins", "second_games",
                 "second_wins", "turns", "kill_turns", "redraws", "idle_turns", "own_turns", "cards", "error_samples",
                 "samples", "incomplete", "elapsed")

    def __init__(self):
        self.games = self.wins = self.losses = self.draws = self.capped = self.errors = 0
        self.first_games = self.first_wins = self.second_games = self.second_wins = 0
        self.turns: Counter = Counter()
        self.kill_turns: Counter = Counter()
        self.redraws = self.idle_turns = self.own_turns = 0
        self.cards: dict[str, list[int]] = {}  # identity -> [drawn, drawn_wins, played, played_wins]
        self.error_samples: list[dict] = []
        self.samples: list[dict] = []
        self.incomplete = [0, 0]
        self.elapsed = 0.0

    # --- adding games --------------------------------------------------------------------
    def add(self, result: GameResult, index: int, seed: int, actions=None, events=None) -> None:
        self.games += 1
        winner = result.winner
        won = winner == 0
        if result.capped:
            self.capped += 1
        elif winner is None:
            self.draws += 1
        elif won:
            self.wins += 1
        else:
            self.losses += 1
        if result.first_player == 0:
            self.first_games += 1
            self.first_wins += won
        else:
            self.second_games += 1
            self.second_wins += won
        self.turns[result.turns] += 1
        kill_turn = result.kill_turn
        if kill_turn:
            self.kill_turns[kill_turn] += 1
        mine = result.seats[0]
        self.redraws += mine.redrew
        self.idle_turns += mine.turns_without_play
        self.own_turns += mine.turns
        for seat in (0, 1):
            self.incomplete[seat] = max(self.incomplete[seat], result.seats[seat].incomplete_cards)
        played = set(mine.played)
        cards = self.cards
        for identity in mine.drawn:
            row = cards.get(identity)
            if row is None:
                row = cards[identity] = [0, 0, 0, 0]
            row[0] += 1
            row[1] += won
            if identity in played:
                row[2] += 1
                row[3] += won
        if actions is not None:
            self._keep_sample({"index": index, "seed": seed, "winner": winner, "first_player": result.first_player,
                               "turns": result.turns, "actions": [list(a) for a in actions],
                               "events": [list(e) for e in events or ()]})

    def add_error(self, index: int, seed: int, error: str) -> None:
        self.games += 1
        self.errors += 1
        self.error_samples.append({"index": index, "seed": seed, "error": error})
        self.error_samples.sort(key=lambda e: e["index"])
        del self.error_samples[ERROR_SAMPLES:]

    def _keep_sample(self, sample: dict) -> None:
        self.samples.append(sample)
        self.samples.sort(key=lambda s: s["index"])
        del self.samples[SAMPLE_GAMES:]

    # --- merging -------------------------------------------------------------------------
    def merge(self, other: Aggregate) -> Aggregate:
        for name in ("games", "wins", "losses", "draws", "capped", "errors", "first_games", "first_wins",
                     "second_games", "second_wins", "redraws", "idle_turns", "own_turns"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.turns.update(other.turns)
        self.kill_turns.update(other.kill_turns)
        for identity, row in other.cards.items():
            mine = self.cards.setdefault(identity, [0, 0, 0, 0])
            for i in range(4):
                mine[i] += row[i]
        self.incomplete = [max(a, b) for a, b in zip(self.incomplete, other.incomplete, strict=True)]
        for sample in other.samples:
            self._keep_sample(sample)
        for error in other.error_samples:
            self.error_samples.append(error)
        self.error_samples.sort(key=lambda e: e["index"])
        del self.error_samples[ERROR_SAMPLES:]
        self.elapsed += other.elapsed
        return self

    @classmethod
    def merged(cls, parts) -> Aggregate:
        total = cls()
        for part in parts:
            total.merge(part)
        return total

    # --- (de)serialising -------------------------------------------------------------------
    def to_dict(self) -> dict:
        data = {name: getattr(self, name) for name in self.__slots__}
        data["turns"] = {str(k): v for k, v in sorted(self.turns.items())}
        data["kill_turns"] = {str(k): v for k, v in sorted(self.kill_turns.items())}
        data["cards"] = {k: list(v) for k, v in sorted(self.cards.items())}
        return data

    @classmethod
    def from_dict(cls, data: dict) -> Aggregate:
        aggregate = cls()
        for name in cls.__slots__:
            if name in data:
                setattr(aggregate, name, data[name])
        aggregate.turns = Counter({int(k): v for k, v in data.get("turns", {}).items()})
        aggregate.kill_turns = Counter({int(k): v for k, v in data.get("kill_turns", {}).items()})
        aggregate.cards = {k: list(v) for k, v in data.get("cards", {}).items()}
        return aggregate

    def totals(self) -> dict:
        """Everything except timing: equal for any cut of the same games."""
        data = self.to_dict()
        data.pop("elapsed")
        return data

    # --- derived figures -------------------------------------------------------------------
    def summary(self) -> dict:
        played = self.games - self.errors
        score = self.wins + 0.5 * self.draws
        low, high = wilson_interval(score, played)
        kills = sum(self.kill_turns.values())
        return {
            "games": self.games, "wins": self.wins, "losses": self.losses, "draws": self.draws,
            "capped": self.capped, "errors": self.errors,
            "win_rate": score / played if played else None, "win_rate_interval": [low, high],
            "going_first": {"games": self.first_games, "wins": self.first_wins,
                            "win_rate": self.first_wins / self.first_games if self.first_games else None},
            "going_second": {"games": self.second_games, "wins": self.second_wins,
                             "win_rate": self.second_wins / self.second_games if self.second_games else None},
            "turns_histogram": {str(k): v for k, v in sorted(self.turns.items())},
            "kill_turn": {
                "histogram": {str(k): v for k, v in sorted(self.kill_turns.items())},
                "mean": sum(k * v for k, v in self.kill_turns.items()) / kills if kills else None,
                "p50": histogram_percentile(self.kill_turns, 0.5), "p90": histogram_percentile(self.kill_turns, 0.9),
            },
            "redraw_rate": self.redraws / played if played else None,
            "turns_without_play_rate": self.idle_turns / self.own_turns if self.own_turns else None,
            "cards": [{"identity": identity, "drawn": row[0], "win_rate_when_drawn": row[1] / row[0] if row[0] else None,
                       "played": row[2], "win_rate_when_played": row[3] / row[2] if row[2] else None}
                      for identity, row in sorted(self.cards.items())],
            "incomplete_cards": {"deck_a": self.incomplete[0], "deck_b": self.incomplete[1]},
            "error_samples": self.error_samples,
            "samples": self.samples,
            "games_per_second": played / self.elapsed if self.elapsed else None,
        }
