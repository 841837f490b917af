"""A greedy Universal Arena pilot: cheap heuristics, no search.

- Starting a round (initiative): an Ultimate when the meter is full, else the attack with the most
  total damage it can pay for, else a special; placed in the fastest zone the card allows (fewer
  answers for the opponent). Ends the turn when it has nothing worth starting with.
- Answering an opposing attack at the right end of the Active Zone: an attack that beats it on
  total damage (cheapest such), else the defense that stops the most (Evade counts as stopping it
  all), else passes.
- Against an opposing defense or special at the right end: adds an attack (it takes the clash and
  lets the earlier attack through).
- Its own card at the right end: passes, letting the zone resolve.
- Splash cards aim at the opposing character with the most neighbours."""
from __future__ import annotations

from engine.games.universal_arena.cards import ATTACK, DEFENSE, SPECIAL
from engine.games.universal_arena.state import (
    END_TURN,
    PASS,
    PLAY,
    PRIORITY,
    ROUND_START,
    ULTIMATE,
    UniversalArenaState,
)


class GreedyPilot:
    name = "greedy"

    def __init__(self, seat: int = 0):
        self.seat = seat

    def choose(self, state: UniversalArenaState):
        if state.phase == ROUND_START:
            return self._start_round(state)
        if state.phase == PRIORITY:
            return self._respond(state)
        return state.legal_actions()[0]

    @staticmethod
    def _target(state: UniversalArenaState, index: int, card: int) -> int:
        if not state.table.splash[card]:
            return -1
        count = len(state.seats[1 - index].characters)
        return 1 if count >= 3 else 0

    def _start_round(self, state: UniversalArenaState):
        index = state.actor
        seat = state.seats[index]
        table = state.table
        cost, kind, total, speed = table.cost, table.kind, table.total, table.speed
        energy = seat.energy
        if seat.meter >= state.ultimate_meter:
            best = -1
            for position, card in enumerate(seat.ultimates):
                if cost[card] <= energy and (best < 0 or total[card] > total[seat.ultimates[best]]):
                    best = position
            if best >= 0:
                card = seat.ultimates[best]
                return (ULTIMATE, best, speed[card], self._target(state, index, card))
        best, best_score = -1, -1
        for position, card in enumerate(seat.hand):
            if cost[card] > energy:
                continue
            if kind[card] == ATTACK:
                score = 100 + total[card] * 4 - cost[card]
            elif kind[card] == SPECIAL and (table.on_resolve[card] or table.on_hit[card]):
                score = 10 - cost[card]
            else:
                continue
            if score > best_score:
                best, best_score = position, score
        if best < 0:
            return END_TURN
        card = seat.hand[best]
        return (PLAY, best, speed[card], self._target(state, index, card))

    def _respond(self, state: UniversalArenaState):
        index = state.actor
        seat = state.seats[index]
        table = state.table
        zone = state.active
        right = state.zones[zone][-1]
        cost, kind, total, speed = table.cost, table.kind, table.total, table.speed
        energy = seat.energy
        hand = seat.hand
        if right[1] != index and kind[right[0]] == ATTACK:
            danger = total[right[0]]
            beat, beat_cost = -1, 99
            guard, guard_value = -1, 0
            for position, card in enumerate(hand):
                if cost[card] > energy:
                    continue
                card_kind = kind[card]
                if card_kind == ATTACK:
                    if speed[card] <= zone and total[card] > danger and cost[card] < beat_cost:
                        beat, beat_cost = position, cost[card]
                elif card_kind == DEFENSE and speed[card] <= zone:
                    value = danger if table.evade[card] else min(danger, table.shield[card])
                    if value > guard_value or (value == guard_value and guard >= 0 and cost[card] < cost[hand[guard]]):
                        guard, guard_value = position, value
            if beat >= 0:
                return (PLAY, beat, zone, self._target(state, index, hand[beat]))
            if guard >= 0 and guard_value >= 2:
                return (PLAY, guard, zone, -1)
            return PASS
        # Our own card, or an opposing defense or special, at the right end: add our best attack
        # (on our own card it resolves unopposed; on theirs it takes the clash).
        best, best_total = -1, 0
        for position, card in enumerate(hand):
            if cost[card] <= energy and speed[card] <= zone and kind[card] == ATTACK and total[card] > best_total:
                best, best_total = position, total[card]
        if best >= 0:
            return (PLAY, best, zone, self._target(state, index, hand[best]))
        return PASS
