"""Universal Arena rules (seed 003) behind the engine's state API.

Decisions (tuples of ints):
- `(PLAY, hand_index, zone, target)`: play a card from hand into a zone (0 fast, 1 normal, 2 slow);
  `target` is an opposing character's position for cards whose effect depends on it (Splash), else -1.
- `(ULTIMATE, index, zone, target)`: the same for one of the seat's available Ultimates.
- `PASS`: give up priority during a Combat Round.
- `END_TURN`: the player with initiative ends the turn instead of starting another Combat Round
  (the turn's first round must be started while a card is playable: rule "combat-start").

Automatic steps happen inside `apply`: Turn Start draws and energy, forced passes (a player with
no legal card), zone resolution and clashes, Turn End. The readings chosen where the seed is
short are named rules in docs/universal-arena-engine.md."""
from __future__ import annotations

import random

from engine.core import game_result, seat_result
from engine.games.universal_arena.cards import (
    ATTACK,
    BURN,
    DEFENSE,
    DISCARD,
    DRAW,
    ENERGY,
    HASTE,
    HEAL,
    METER,
    SLOW_STATUS,
    CardTable,
)

# Phases (who decides is `self.actor`).
ROUND_START, PRIORITY, OVER = 0, 1, 2
PHASE_NAMES = ("round-start", "priority", "over")

# Actions.
PLAY, ULTIMATE = 0, 1
PASS = (2,)
END_TURN = (3,)

HAND_SIZE = 5
ENERGY_PER_TURN = 5
ULTIMATE_METER = 10  # rule "ultimate-meter": an Ultimate needs a full meter of 10 and empties it
ROUND_LIMIT = 50  # rule "round-limit": a safety valve; after 50 Combat Rounds in a turn only ending it is left
ZONES = 3

# Zone entries are tuples (card, owner, target, reused).
CARD, OWNER, TARGET, REUSED = 0, 1, 2, 3


class Seat:
    __slots__ = ("pile", "hand", "discard", "ultimates", "hp", "max_hp", "shield", "energy", "meter", "haste",
                 "slow", "burn", "characters", "own_turns", "idle_turns", "played_now", "drawn", "played", "energy_gained")

    def __init__(self):
        self.pile: list[int] = []  # the top of the draw pile is the END of the list
        self.hand: list[int] = []
        self.discard: list[int] = []
        self.ultimates: list[int] = []  # Ultimates available (not in a zone)
        self.hp = self.max_hp = 0
        self.shield = 0
        self.energy = 0
        self.energy_gained = 0  # energy added by effects this turn (the invariants' upper bound)
        self.meter = 0
        self.haste = self.slow = self.burn = 0  # statuses waiting for the next Turn Start
        self.characters: list[str] = []  # the team row, left to right
        self.own_turns = 0  # turns this seat began with initiative
        self.idle_turns = 0
        self.played_now = False
        self.drawn: set[int] = set()
        self.played: set[int] = set()

    def copy(self) -> Seat:
        other = Seat()
        other.pile, other.hand, other.discard = self.pile[:], self.hand[:], self.discard[:]
        other.ultimates = self.ultimates[:]
        other.hp, other.max_hp, other.shield, other.energy, other.meter = (
            self.hp, self.max_hp, self.shield, self.energy, self.meter)
        other.energy_gained = self.energy_gained
        other.haste, other.slow, other.burn = self.haste, self.slow, self.burn
        other.characters = self.characters
        other.own_turns, other.idle_turns, other.played_now = self.own_turns, self.idle_turns, self.played_now
        other.drawn, other.played = set(self.drawn), set(self.played)
        return other


class UniversalArenaState:
    __slots__ = ("table", "seats", "rng", "seed", "goldfish", "turn_cap", "turn", "first", "initiative", "phase",
                 "actor", "zones", "active", "last", "rounds", "winner_seat", "capped", "kill_turn", "actions", "events",
                 "logging", "decks", "ultimate_meter")

    def __init__(self, table: CardTable, decks: list[list[int]], ultimates: list[list[int]], teams: list[list[str]],
                 hps: list[int], seed: int, goldfish: bool, turn_cap: int, first_player: int | None,
                 logging: bool = True, ultimate_meter: int = ULTIMATE_METER):
        self.table = table
        self.decks = decks  # every card id a seat owns (pile cards and Ultimates), for the invariants
        self.seed = seed
        self.rng = random.Random(seed)
        self.goldfish = goldfish
        self.turn_cap = turn_cap
        self.logging = logging
        self.ultimate_meter = ultimate_meter
        self.seats = [Seat(), Seat()]
        self.turn = 0
        self.winner_seat: int | None = None
        self.capped = False
        self.kill_turn = 0
        self.actions: list = []
        self.events: list = []
        self.zones: list[list[tuple]] = [[], [], []]
        self.active = -1
        self.last = [-1, -1, -1]  # who most recently played in each zone
        self.rounds = 0  # Combat Rounds started this turn
        for index, seat in enumerate(self.seats):
            seat.characters = teams[index]
            seat.hp = seat.max_hp = hps[index]
            if index < len(ultimates):
                seat.ultimates = sorted(ultimates[index])
            if index < len(decks) and not (goldfish and index == 1):
                seat.pile = [card for card in decks[index] if not table.ultimate[card]]
                self.rng.shuffle(seat.pile)
        if goldfish:
            self.first = first_player if first_player is not None else 0
        else:
            self.first = first_player if first_player is not None else self.rng.randrange(2)
        self.phase = ROUND_START
        self.actor = self.first
        self.initiative = self.first
        self._begin_turn(0 if goldfish else self.first)
        self._settle()

    # --- the state API -------------------------------------------------------------------------
    def current_player(self) -> int:
        return -1 if self.phase == OVER else self.actor

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def winner(self) -> int | None:
        return self.winner_seat

    def legal_actions(self) -> list:
        phase = self.phase
        if phase == OVER:
            return []
        if phase == ROUND_START:
            if self.rounds >= ROUND_LIMIT:
                return [END_TURN]
            plays = self._plays(self.actor, SLOW_ZONE_LIMIT, END_TURN)
            if self.rounds == 0 and len(plays) > 1:
                return plays[1:]  # rule "combat-start": the first Combat Round of a turn is not optional
            return plays
        return self._plays(self.actor, self.active, PASS)

    def apply(self, action) -> None:
        phase = self.phase
        if phase == OVER:
            raise ValueError("the game is over")
        kind = action[0]
        if kind == PLAY or kind == ULTIMATE:
            self._play(self.actor, action)  # checks the play before changing anything
        elif action == PASS and phase == PRIORITY:
            self._pass()
        elif action == END_TURN and phase == ROUND_START and (self.rounds or not self.can_play(self.actor, SLOW_ZONE_LIMIT)):
            self._end_turn()
        else:
            raise ValueError(f"{action!r} is not legal now")
        self.actions.append(action)
        self._settle()

    def result(self) -> dict:
        table = self.table
        seats = []
        for index in range(2):
            seat = self.seats[index]
            incomplete = table.deck_incomplete[index] if index < len(table.deck_incomplete) else 0
            seats.append(seat_result(
                {table.identity[c] for c in seat.drawn}, {table.identity[c] for c in seat.played}, False,
                seat.idle_turns, seat.own_turns, 0 if (self.goldfish and index == 1) else incomplete))
        return game_result(self.winner_seat, self.first, self.turn, self.capped,
                           self.kill_turn if (self.goldfish and self.winner_seat == 0) else None, seats)

    def clone(self) -> UniversalArenaState:
        other = object.__new__(UniversalArenaState)
        for slot in self.__slots__:
            setattr(other, slot, getattr(self, slot))
        other.seats = [seat.copy() for seat in self.seats]
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.actions = self.actions[:]
        other.events = self.events[:]
        other.zones = [zone[:] for zone in self.zones]
        other.last = self.last[:]
        return other

    def determinize(self, seat: int, rng: random.Random) -> UniversalArenaState:
        """A clone where what `seat` cannot see (both draw pile orders, the opponent's hand) is re-dealt."""
        other = self.clone()
        other.rng = random.Random(rng.getrandbits(64))
        for index, state_seat in enumerate(other.seats):
            if index == seat:
                rng.shuffle(state_seat.pile)
                continue
            hidden = state_seat.pile + state_seat.hand
            rng.shuffle(hidden)
            count = len(state_seat.hand)
            state_seat.hand = hidden[:count]
            state_seat.pile = hidden[count:]
        return other

    # --- legal plays ---------------------------------------------------------------------------
    def _plays(self, index: int, limit: int, first: tuple) -> list:
        """`first` (Pass or End turn), then the plays into zones speed..limit (a card fits a zone at
        least as slow as its speed; after the first card of a round only the Active Zone or faster
        zones are open)."""
        table = self.table
        seat = self.seats[index]
        energy = seat.energy
        cost, speed, splash = table.cost, table.speed, table.splash
        opponents = len(self.seats[1 - index].characters)
        cache = _CHOICES
        out = [first]
        for position, card in enumerate(seat.hand):
            if cost[card] <= energy and speed[card] <= limit:
                key = (PLAY, position, speed[card], limit, opponents if splash[card] else 0)
                found = cache.get(key)
                out.extend(found if found is not None else _choices(key))
        if seat.meter >= self.ultimate_meter:
            for position, card in enumerate(seat.ultimates):
                if cost[card] <= energy and speed[card] <= limit:
                    out.extend(_choices((ULTIMATE, position, speed[card], limit, opponents if splash[card] else 0)))
        return out

    def can_play(self, index: int, limit: int) -> bool:
        table = self.table
        seat = self.seats[index]
        energy = seat.energy
        cost, speed = table.cost, table.speed
        for card in seat.hand:
            if cost[card] <= energy and speed[card] <= limit:
                return True
        if seat.meter >= self.ultimate_meter:
            for card in seat.ultimates:
                if cost[card] <= energy and speed[card] <= limit:
                    return True
        return False

    # --- playing and priority ------------------------------------------------------------------
    def _play(self, index: int, action) -> None:
        kind, position, zone, target = action
        seat = self.seats[index]
        table = self.table
        limit = SLOW_ZONE_LIMIT if self.phase == ROUND_START else self.active
        card = (seat.hand if kind == PLAY else seat.ultimates)[position]
        targets = len(self.seats[1 - index].characters) if table.splash[card] else 0
        if (table.cost[card] > seat.energy or not table.speed[card] <= zone <= limit
                or not (0 <= target < targets if targets else target == -1)
                or (kind == ULTIMATE and seat.meter < self.ultimate_meter)
                or (self.phase == ROUND_START and self.rounds >= ROUND_LIMIT)):
            raise ValueError(f"{action!r} is not legal now")
        if kind == ULTIMATE:
            seat.meter -= self.ultimate_meter
            seat.ultimates.pop(position)
        else:
            seat.hand.pop(position)
        cost = table.cost[card]
        seat.energy -= cost
        seat.meter = min(self.ultimate_meter, seat.meter + cost)  # Playing Cards 3: meter = energy spent
        seat.played.add(card)
        seat.played_now = True
        self.zones[zone].append((card, index, target, False))
        self.last[zone] = index
        if self.phase == ROUND_START:
            self.rounds += 1
        if self.phase == ROUND_START or zone < self.active:
            if self.logging and self.phase == PRIORITY:
                self.events.append((self.turn, index, "interrupt", zone, self.active))
            self.active = zone  # the first card sets the Active Zone; a faster zone interrupts (pauses) it
            self.phase = PRIORITY
        if self.logging:
            self.events.append((self.turn, index, "play", table.identity[card], zone, target))
        self.actor = 1 - index  # priority passes to the next player

    def _pass(self) -> None:
        index = self.actor
        if self.logging:
            self.events.append((self.turn, index, "pass", self.active))
        if index != self.last[self.active]:
            self.actor = 1 - index  # priority returns to the player who played last here
            return
        self._resolve_zone(self.active)
        if self.phase == OVER:
            return
        # How To Combat 9: return to the fastest paused zone (every slower zone with cards was paused).
        for zone in range(ZONES):
            if self.zones[zone]:
                self.active = zone
                self.actor = 1 - self.last[zone]
                if self.logging:
                    self.events.append((self.turn, self.actor, "resume", zone))
                return
        self.active = -1
        self.phase = ROUND_START
        self.actor = self.initiative

    def _settle(self) -> None:
        """Automatic steps: during a Combat Round the goldfish opponent, and a player whose only
        choice is to pass, pass (ending the turn stays a decision of the initiative player)."""
        while self.phase == PRIORITY:
            if (self.goldfish and self.actor == 1) or not self.can_play(self.actor, self.active):
                self._pass()
            else:
                return

    # --- resolution ----------------------------------------------------------------------------
    def _resolve_zone(self, zone_index: int) -> None:
        """How To Combat 7-8 and How To Clash: right to left, in pairs."""
        zone = self.zones[zone_index]
        table = self.table
        kind, total = table.kind, table.total
        if self.logging:
            self.events.append((self.turn, -1, "resolve", zone_index, len(zone)))
        while zone and self.phase != OVER:
            right = zone[-1]
            if len(zone) == 1 or zone[-2][OWNER] == right[OWNER]:
                zone.pop()
                self._resolve(right, evaded=False)
                self._discard(right)
                continue
            left = zone[-2]
            right_kind, left_kind = kind[right[CARD]], kind[left[CARD]]
            if right_kind == ATTACK and left_kind == ATTACK:
                right_total, left_total = total[right[CARD]], total[left[CARD]]
                if self.logging:
                    self.events.append((self.turn, -1, "clash", table.identity[right[CARD]],
                                        table.identity[left[CARD]], right_total, left_total))
                if right_total > left_total:
                    del zone[-2]
                    self._lose(left)
                    self._discard(left)
                elif left_total > right_total:
                    zone.pop()
                    self._lose(right)
                    self._discard(right)
                else:  # a draw: both lose; the rightmost card's other effects, the left's, then both discarded
                    del zone[-2:]
                    self._lose(right)
                    self._lose(left)
                    self._discard(right)
                    self._discard(left)
                continue
            # Attack vs Defense, Defense vs Defense, anything vs Special: both resolve.
            if self.logging:
                self.events.append((self.turn, -1, "clash", table.identity[right[CARD]], table.identity[left[CARD]]))
            del zone[-2:]
            first, second = (left, right) if left_kind == DEFENSE and right_kind != DEFENSE else (right, left)
            self._resolve(first, evaded=table.evade[second[CARD]])
            self._resolve(second, evaded=table.evade[first[CARD]])
            for entry in (left, right):  # Reuse: stays in the zone (once per play) to be paired again
                if table.reuse[entry[CARD]] and not entry[REUSED]:
                    zone.append((entry[CARD], entry[OWNER], entry[TARGET], True))
                else:
                    self._discard(entry)

    def _lose(self, entry: tuple) -> None:
        """A losing attack: no damage and no On Hit; its other effects (every non-damage, non-On Hit
        effect: its shield too) still resolve. The caller discards it."""
        if self.phase == OVER:
            return
        table = self.table
        card, owner = entry[CARD], entry[OWNER]
        if self.logging:
            self.events.append((self.turn, owner, "lose", table.identity[card]))
        if table.shield[card]:
            self.seats[owner].shield += table.shield[card]
            if self.logging:
                self.events.append((self.turn, owner, "shield", table.identity[card], table.shield[card]))
        self._other_effects(card, owner)

    def _resolve(self, entry: tuple, evaded: bool) -> None:
        if self.phase == OVER:
            return
        table = self.table
        card, owner = entry[CARD], entry[OWNER]
        seat = self.seats[owner]
        if table.shield[card]:
            seat.shield += table.shield[card]
            if self.logging:
                self.events.append((self.turn, owner, "shield", table.identity[card], table.shield[card]))
        if table.kind[card] == ATTACK:
            if evaded:
                if self.logging:
                    self.events.append((self.turn, owner, "evaded", table.identity[card]))
            else:
                self._hit(card, owner, entry[TARGET])
                if self.phase == OVER:
                    return
        self._other_effects(card, owner)

    def _hit(self, card: int, owner: int, target: int) -> None:
        table = self.table
        defender_index = 1 - owner
        defender = self.seats[defender_index]
        amount = table.total[card]
        splash = table.splash[card]
        if splash and target >= 0:
            last = len(defender.characters) - 1
            amount += splash * ((target > 0) + (target < last))  # adjacency: immediate left and right
        if not table.pierce[card] and defender.shield:
            absorbed = min(defender.shield, amount)
            defender.shield -= absorbed
            amount -= absorbed
        defender.hp = max(0, defender.hp - amount)
        if self.logging:
            self.events.append((self.turn, owner, "hit", table.identity[card], amount, defender.hp))
        if defender.hp == 0:
            self._end(owner, "hp")
            return
        for op, value in table.on_hit[card]:
            self._effect(op, value, owner)

    def _other_effects(self, card: int, owner: int) -> None:
        for op, value in self.table.on_resolve[card]:
            if self.phase == OVER:
                return
            self._effect(op, value, owner)

    def _effect(self, op: int, value: int, owner: int) -> None:
        seat, opponent = self.seats[owner], self.seats[1 - owner]
        if op == DRAW:
            self._draw(owner, value)
        elif op == DISCARD:
            self._forced_discard(1 - owner, value)
        elif op == HEAL:
            seat.hp = min(seat.max_hp, seat.hp + value)
        elif op == ENERGY:
            seat.energy += value
            seat.energy_gained += value
        elif op == METER:
            seat.meter = min(self.ultimate_meter, seat.meter + value)
        elif op == HASTE:
            seat.haste += value
        elif op == SLOW_STATUS:
            opponent.slow += value
        elif op == BURN:
            opponent.burn += value
        if self.logging:
            self.events.append((self.turn, owner, "effect", EFFECT_NAMES[op], value))

    def _forced_discard(self, index: int, count: int) -> None:
        """Rule "discard-choice": the discarding player gives up its cheapest card (the rightmost of those)."""
        seat = self.seats[index]
        cost = self.table.cost
        for _ in range(count):
            if not seat.hand:
                return
            position = min(range(len(seat.hand)), key=lambda i: (cost[seat.hand[i]], -i))
            seat.discard.append(seat.hand.pop(position))

    def _discard(self, entry: tuple) -> None:
        card = entry[CARD]
        if self.table.ultimate[card]:
            ultimates = self.seats[entry[OWNER]].ultimates
            ultimates.append(card)  # Preparation 3: an Ultimate stays available after it is used
            ultimates.sort()
        else:
            self.seats[entry[OWNER]].discard.append(card)

    # --- turns ---------------------------------------------------------------------------------
    def _draw(self, index: int, count: int) -> None:
        seat = self.seats[index]
        for _ in range(count):
            if not seat.pile:
                if not seat.discard:
                    return
                seat.pile = seat.discard  # rule "reshuffle": an empty draw pile takes the shuffled discards
                seat.discard = []
                self.rng.shuffle(seat.pile)
                if self.logging:
                    self.events.append((self.turn, index, "reshuffle", len(seat.pile)))
            card = seat.pile.pop()
            seat.hand.append(card)
            seat.drawn.add(card)

    def _begin_turn(self, initiative: int) -> None:
        self.turn += 1
        if self.turn > self.turn_cap:
            self.capped = True
            self._end(None, "turn cap")
            return
        self.initiative = initiative
        self.seats[initiative].own_turns += 1
        if self.logging:
            self.events.append((self.turn, initiative, "turn-start"))
        for index in (0,) if self.goldfish else (0, 1):
            seat = self.seats[index]
            seat.played_now = False
            if seat.burn:
                seat.hp = max(0, seat.hp - seat.burn)
                if self.logging:
                    self.events.append((self.turn, index, "burn", seat.burn, seat.hp))
                seat.burn = 0
                if seat.hp == 0:
                    self._end(1 - index, "hp")
                    return
            size = max(0, HAND_SIZE + seat.haste - seat.slow)  # Turn Start: draw to 5, Haste +N, Slow -N
            seat.haste = seat.slow = 0
            if len(seat.hand) < size:
                self._draw(index, size - len(seat.hand))
            seat.energy = ENERGY_PER_TURN
            seat.energy_gained = 0
            if self.logging:
                self.events.append((self.turn, index, "draw-to", size, len(seat.hand)))
        if self.goldfish:
            dummy = self.seats[1]
            if dummy.burn:
                dummy.hp = max(0, dummy.hp - dummy.burn)
                dummy.burn = 0
                if dummy.hp == 0:
                    self._end(0, "hp")
                    return
        self.phase = ROUND_START
        self.active = -1
        self.rounds = 0
        self.actor = initiative

    def _end_turn(self) -> None:
        index = self.initiative
        if self.logging:
            self.events.append((self.turn, index, "end-turn"))
        if not self.seats[index].played_now:
            self.seats[index].idle_turns += 1
        for seat in self.seats:  # Turn End: discard the remaining hand; shields last the turn
            seat.discard.extend(seat.hand)
            seat.hand = []
            seat.shield = 0
        self._begin_turn(index if self.goldfish else 1 - index)

    def _end(self, winner: int | None, reason: str) -> None:
        self.winner_seat = winner
        self.phase = OVER
        self.actor = -1
        if winner == 0:
            self.kill_turn = self.seats[0].own_turns
        if self.logging:
            self.events.append((self.turn, winner if winner is not None else -1, "game-over", reason))


SLOW_ZONE_LIMIT = 2  # at the start of a round every zone is open
_CHOICES: dict[tuple, tuple] = {}


def _choices(key: tuple) -> tuple:
    """The action tuples for one card (kind, hand position, speed, zone limit, target count): every
    zone speed..limit and every target (or -1), built once and shared."""
    found = _CHOICES.get(key)
    if found is None:
        kind, position, speed, limit, targets = key
        found = tuple((kind, position, zone, target) for zone in range(speed, limit + 1)
                      for target in (range(targets) if targets else (-1,)))
        _CHOICES[key] = found
    return found


EFFECT_NAMES = ("draw", "discard", "heal", "energy", "meter", "haste", "slow", "burn")


def zone_cards(state: UniversalArenaState, index: int) -> list[int]:
    return [entry[CARD] for zone in state.zones for entry in zone if entry[OWNER] == index]


def check_invariants(state: UniversalArenaState) -> None:
    """Raise AssertionError when a rule invariant is broken (used by the property tests)."""
    for index, seat in enumerate(state.seats):
        assert 0 <= seat.hp <= seat.max_hp, f"seat {index}: HP {seat.hp} out of 0..{seat.max_hp}"
        assert seat.shield >= 0, f"seat {index}: negative shield"
        assert 0 <= seat.energy <= ENERGY_PER_TURN + seat.energy_gained, f"seat {index}: energy {seat.energy}"
        assert 0 <= seat.meter <= state.ultimate_meter, f"seat {index}: meter {seat.meter}"
        if state.goldfish and index == 1:
            assert not seat.hand and not seat.pile and not zone_cards(state, 1)
            continue
        cards = seat.pile + seat.hand + seat.discard + seat.ultimates + zone_cards(state, index)
        assert sorted(cards) == sorted(state.decks[index]), f"seat {index}: a card is missing or duplicated"
        assert all(not state.table.ultimate[c] for c in seat.pile + seat.hand + seat.discard), "an Ultimate in the pile"
    if state.phase == PRIORITY:
        assert state.zones[state.active], "the Active Zone is empty"
        assert all(not state.zones[z] for z in range(state.active)), "a zone faster than the Active Zone holds cards"
    elif state.phase == ROUND_START:
        assert not any(state.zones), "a Combat Round starts with cards on a zone"
    if state.phase != OVER:
        assert state.legal_actions(), "no legal action while the game runs"
