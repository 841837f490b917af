"""Universal Arena rules (seed 003) behind the engine's state API.

Decisions (tuples of ints):
- `(PLAY, hand_index, zone, target)`: play a card from hand into a zone (0 fast, 1 normal, 2 slow);
  `target` is an opposing character's position for cards whose effect depends on it (Splash), else -1.
- `(ULTIMATE, index, zone, target)`: the same for one of the seat's available Ultimates.
- `PASS`: give up priority during a Combat Round.
- `END_TURN`: the player with initiative ends the turn instead of starting another Combat Round
  (the turn's first round must be started while a card is playable: rule "combat-start").
- `(SWAP, position)` (current rules, Movement Round): swap the allied characters at `position` and
  `position + 1`; `PASS` passes in the Movement Round too.

Two rulesets (`GameOptions.extra["ruleset"]`): "current" (the default, this class: the current guide,
pages/index.md — per-character HP, targets, the Movement Round, power ranges rolled) and "seed-003"
(seed003.Seed003State: seed 003 as first read — one team HP pool, fixed numbers, no Movement Round —
which replaces the steps that differ).

Automatic steps happen inside `apply`: Turn Start draws and energy, forced passes (a player with
no legal card), zone resolution and clashes, Turn End. The readings chosen where the seed is
short are named rules in docs/universal-arena-engine.md."""
from __future__ import annotations

import random
from sys import intern
from types import MappingProxyType

from engine.core import BaseState, SeatResult, seat_result
from engine.games.random_order import shuffle
from engine.games.universal_arena.cards import (
    ALL_ALLIES,
    ALL_ENEMIES,
    ATTACK,
    DEFENSE,
    FAST,
    KINDS,
    ONE_ALLY,
    ONE_ENEMY,
    SLOW,
    SPECIAL,
    CardTable,
)
from engine.games.universal_arena.effects import HANDLER_BY_CODE, OPS
from engine.games.universal_arena.innates import EVENT_AMOUNT, crossed
from engine.games.universal_arena.statuses import (
    ATTACK_POWER,
    COVERS,
    DEFENSE_POWER,
    NEGATIVE,
    POSITIVE,
    SPEED_SHIFT,
    STUN,
    modified,
    net_potency,
    restrictions_met,
    status_amount,
)

# Phases (who decides is `self.actor`; `apply` relies on the Combat Round's two coming before OVER and the rest).
ROUND_START, PRIORITY, OVER, MOVEMENT, FOLLOW_UP = 0, 1, 2, 3, 4
PHASE_NAMES = ("round-start", "priority", "over", "movement", "follow-up")

# Actions.
PLAY, ULTIMATE = 0, 1
PASS = (2,)
END_TURN = (3,)
SWAP = 4
FOLLOW = 5  # (FOLLOW, hand position, zone, target): a Follow-Up card played in its window
SCRY_BACK, SCRY_DISCARD = 6, 7  # (SCRY_BACK | SCRY_DISCARD, i): a Scry window's i-th card looked at
SCRY_WINDOW = ""  # the key of a Scry window among the pending windows (reading scry)
CURRENT, SEED_003 = "current", "seed-003"
DEFAULT_HP = 100  # pages/index.md "HP Baseline" 1: a character without its own HP has 100
SWAP_COST = 1  # pages/index.md "Movement Round" 3: a swap after the free one costs 1 Energy

HAND_SIZE = 5
ENERGY_PER_TURN = 5
ULTIMATE_METER = 10  # rule "ultimate-meter": an Ultimate needs a full meter of 10 and empties it
ROUND_LIMIT = 50  # rule "round-limit": a safety valve; after 50 Combat Rounds in a turn only ending it is left
ZONES = 3

# Zone entries are tuples (card, owner, target, reused, power): `power` is the card's value for this
# use — damage per hit for an attack, shield for a defense — rolled from its range under the current
# rules (terminology "Power Roll"), else its fixed number.
# A zone entry: POWER is the use's Power over all its hits (what a clash compares, what a hit deals), HITS its
# multihit count now.
# XS: the play's fifth number: the X of this use (an X Energy cost or a chosen X) or the option chosen
# (choose); 0 for other cards.
CARD, OWNER, TARGET, REUSED, POWER, HITS, XS = 0, 1, 2, 3, 4, 5, 6
UNROLLED = -1  # a zone entry's POWER before the zone pairs it (reading roll-at-clash)
NO_STATUSES = MappingProxyType({})  # (a seed 003 seat's bars and bumps: none, read-only)
STATUS_TESTS = ("self_has_status", "self_missing_status", "target_has_status", "target_missing_status")


class Seat:
    """A seat under every ruleset. Seed 003's rules keep one HP pool and one Shield per team: their seats
    are this class, and the current rules' per-character state (the slots from `hps` on) reads as empty; a
    CharacterSeat fills it. (One class holds every slot, so that the compiled build reads any seat's as fields.)"""
    __slots__ = ("pile", "hand", "discard", "ultimates", "hp", "max_hp", "shield", "energy", "meter", "haste",
                 "slow", "burn", "characters", "own_turns", "idle_turns", "played_now", "drawn", "played", "energy_gained",
                 "blocked",
                 "hps", "max_hps", "shields", "removed", "swapped", "statuses", "innate_uses", "stunned", "barred",
                 "delayed", "created", "bumps", "cancelled", "scrying", "kept")

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
        self.blocked = False  # block_play: this seat cannot play cards until the Combat Round ends
        self.hps = self.max_hps = self.shields = self.removed = self.statuses = self.delayed = self.created = ()
        self.cancelled = self.scrying = self.kept = ()
        self.swapped = False
        self.innate_uses = self.stunned = frozenset()
        self.barred = self.bumps = NO_STATUSES

    def copy(self) -> Seat:
        cls = type(self)
        other = cls.__new__(cls)  # (not object.__new__: the compiled build makes Seat an extension type)
        other.pile, other.hand, other.discard = self.pile[:], self.hand[:], self.discard[:]
        other.ultimates = self.ultimates[:]
        other.hp, other.max_hp, other.shield, other.energy, other.meter = (
            self.hp, self.max_hp, self.shield, self.energy, self.meter)
        other.energy_gained = self.energy_gained
        other.haste, other.slow, other.burn = self.haste, self.slow, self.burn
        other.characters = self.characters[:]  # the Movement Round reorders it
        other.own_turns, other.idle_turns, other.played_now = self.own_turns, self.idle_turns, self.played_now
        other.drawn, other.played = set(self.drawn), set(self.played)
        other.blocked = self.blocked
        other.hps, other.max_hps, other.shields, other.removed = self.hps, self.max_hps, self.shields, self.removed
        other.statuses, other.delayed, other.created = self.statuses, self.delayed, self.created
        other.cancelled, other.scrying, other.kept = self.cancelled, self.scrying, self.kept
        other.swapped, other.innate_uses, other.stunned = self.swapped, self.innate_uses, self.stunned
        other.barred, other.bumps = self.barred, self.bumps
        return other

    def position_of(self, key: str) -> int:
        """The row position of the character with this key, -1 when it is not on the team."""
        try:
            return self.characters.index(key)
        except ValueError:
            return -1


class CharacterSeat(Seat):
    """A seat under the current rules: besides the team's totals, each character's HP, max HP and Shield in
    row order (`hp`, `shield` are their sums) and statuses, and the cards and windows that go with them."""
    __slots__ = ()

    def __init__(self):
        super().__init__()
        self.hps: list[int] = []
        self.max_hps: list[int] = []
        self.shields: list[int] = []
        self.removed: list[int] = []  # the cards removed from play with their defeated character
        self.swapped = False  # whether the free swap is used
        self.statuses: list[dict] = []  # per character: {(status, "value" | "count"): amount}
        self.innate_uses: set = set()  # (character key, trigger id, turn or -1 for the game): scoped triggers used
        self.stunned: frozenset = frozenset()  # characters (keys) skipping this turn (reading stun)
        self.barred: dict = {}  # character key -> the card types its statuses bar (Disarm, Seal, Silence)
        self.delayed: list = []  # (character key, effects) for the next Turn Start ("When this expires: At ...")
        self.created: list = []  # the cards create_card made for this seat (beside its deck)
        self.bumps: dict = {}  # card -> Energy cost added until it is used (Stagnate)
        self.cancelled: list = []  # its cards played while Staggered: Cancelled before Use when they resolve
        self.scrying: list = []  # Scry X: the cards looked at and not yet decided (top of the pile first)
        self.kept: list = []  # ... and those put back so far (the first put back ends on top)

    def copy(self) -> CharacterSeat:
        other = super().copy()
        other.hps, other.max_hps, other.shields = self.hps[:], self.max_hps[:], self.shields[:]
        other.removed, other.swapped = self.removed[:], self.swapped
        other.statuses = [dict(d) for d in self.statuses]
        other.innate_uses = set(self.innate_uses)
        other.stunned, other.barred = self.stunned, self.barred
        other.delayed = self.delayed[:]
        other.created = self.created[:]
        other.bumps = dict(self.bumps)
        other.cancelled = self.cancelled[:]
        other.scrying, other.kept = self.scrying[:], self.kept[:]
        return other


class UniversalArenaState(BaseState):
    __slots__ = ("seats", "initiative", "actor", "zones", "active", "last", "rounds", "decks", "ultimate_meter",
                 "current", "movement_passes", "meter_cap", "meter_need", "forms_stale", "speeds", "follow_ups",
                 "spent", "costs", "landed", "window")
    OVER = OVER
    RULESET = CURRENT  # seed003.Seed003State: seed 003's rules

    def __init__(self, table: CardTable, decks: list[list[int]], ultimates: list[list[int]], teams: list[list[str]],
                 hps: list[int], seed: int, goldfish: bool, turn_cap: int, first_player: int | None,
                 logging: bool = True, ultimate_meter: int = ULTIMATE_METER,
                 character_hps: list[list[int]] | None = None):
        self._start(table, seed, goldfish, turn_cap, logging)
        self.current = self.RULESET == CURRENT
        self.movement_passes = 0
        # The meter holds at most a full meter (seed 003), or the largest written Ultimate Meter cost.
        self.meter_cap = max(ultimate_meter, max(table.meter_cost, default=ultimate_meter)) if self.current else ultimate_meter
        # Each card's Ultimate Meter: its written Ultimate Meter cost under the current rules, else a full meter.
        self.meter_need = ([cost or ultimate_meter for cost in table.meter_cost] if self.current
                           else [ultimate_meter] * len(table.meter_cost))
        self.decks = decks  # every card id a seat owns (pile cards and Ultimates), for the invariants
        self.forms_stale = True  # a hand, the Ultimates or a status changed since the forms were worked out
        self.speeds = table.speed  # each card's Speed now (Haste / Slow: a new list, never changed in place)
        self.costs = table.cost  # each card's Energy cost now (Strain / Focus: a new list, the same way)
        # Windows to offer, oldest first: (seat, character key, -1) after a card of that character is used
        # (Follow-Up, Assist Attack), (seat, defending character key, attacker position) for a Counter
        self.follow_ups: list = []
        self.landed = True  # whether the last hit dealt damage past the Shields (Counter)
        self.window = ""  # the window the card being used was played in: follow_up, assist_attack, counter
        self.spent: dict = {}  # the card being used: {status: X spent} (reading spend-x)
        self.ultimate_meter = ultimate_meter
        self.seats = [CharacterSeat(), CharacterSeat()] if self.current else [Seat(), Seat()]
        self.zones: list[list[tuple]] = [[], [], []]
        self.active = -1
        self.last = [-1, -1, -1]  # who most recently played in each zone
        self.rounds = 0  # Combat Rounds started this turn
        for index, seat in enumerate(self.seats):
            seat.characters = [intern(key) for key in teams[index]]  # (the card table's keys: found by identity)
            seat.hp = seat.max_hp = hps[index]
            if self.current:
                seat.hps = [hp or DEFAULT_HP for hp in character_hps[index]]
                seat.max_hps = seat.hps[:]
                seat.shields = [0] * len(seat.hps)
                seat.statuses = [{} for _ in seat.hps]
                seat.hp = seat.max_hp = sum(seat.hps)
                for position, key in enumerate(seat.characters):  # innate setup: what the character starts with
                    for kind, name, stat, amount in table.innates[key].setup if key in table.innates else ():
                        self._apply_status(index, position, kind, name, stat, amount, events=False)
            if index < len(ultimates):
                seat.ultimates = sorted(ultimates[index])
            if index < len(decks) and not (goldfish and index == 1):
                seat.pile = [card for card in decks[index] if not table.ultimate[card]]
                shuffle(self.rng, seat.pile)
                if self.current and any(table.opening[card] for card in seat.pile):
                    # keywords.yml Innate: "Start the game with this card in the opening hand" (the top of the pile)
                    seat.pile.sort(key=lambda card: table.opening[card])
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

    def is_terminal(self) -> bool:  # (BaseState's, without the class lookup: the runner asks every step)
        return self.phase == OVER

    def legal_actions(self) -> list:
        phase = self.phase  # (the Combat Round's phases first: most decisions are taken there)
        if phase == ROUND_START:
            if self.rounds >= ROUND_LIMIT:
                return [END_TURN]
            plays = self._plays(self.actor, SLOW_ZONE_LIMIT, END_TURN)
            if self.rounds == 0 and len(plays) > 1:
                return plays[1:]  # rule "combat-start": the first Combat Round of a turn is not optional
            return plays
        if phase == PRIORITY:
            return self._plays(self.actor, self.active, PASS)
        if phase == MOVEMENT:
            seat = self.seats[self.actor]
            if seat.swapped and seat.energy < SWAP_COST:
                return [PASS]
            return [PASS, *((SWAP, position) for position in range(len(seat.characters) - 1))]
        if phase == FOLLOW_UP:
            return self._follow_up_plays()
        return []  # OVER

    def apply(self, action) -> None:
        phase = self.phase
        if phase >= OVER:  # (OVER, MOVEMENT and FOLLOW_UP come after the Combat Round's two phases)
            if phase == OVER:
                raise ValueError("the game is over")
            if phase == MOVEMENT:
                self._move(action)
            else:
                self._follow_up(action)
        elif action[0] == PLAY or action[0] == ULTIMATE:
            self._play(self.actor, action)  # checks the play before changing anything
        elif action == PASS and phase == PRIORITY:
            self._pass()
        elif action == END_TURN and phase == ROUND_START and (self.rounds or not self.can_play(self.actor, SLOW_ZONE_LIMIT)):
            self._end_turn()
        else:
            raise ValueError(f"{action!r} is not legal now")
        self.actions.append(action)
        self._settle()

    def _seat_result(self, index: int) -> SeatResult:
        seat, identity = self.seats[index], self.table.identity
        incomplete = 0 if (self.goldfish and index == 1) else self.incomplete_cards(index)
        return seat_result({identity[c] for c in seat.drawn}, {identity[c] for c in seat.played}, False,
                           seat.idle_turns, seat.own_turns, incomplete)

    def _copy_into(self, other: UniversalArenaState) -> None:
        other.seats = [seat.copy() for seat in self.seats]
        other.zones = [zone[:] for zone in self.zones]
        other.last = self.last[:]
        other.follow_ups = self.follow_ups[:]

    def determinize(self, seat: int, rng: random.Random) -> UniversalArenaState:
        """A clone where what `seat` cannot see (both draw pile orders, the opponent's hand) is re-dealt."""
        other = self.clone()
        other.rng = random.Random(rng.getrandbits(64))
        for index, state_seat in enumerate(other.seats):
            if index == seat:
                shuffle(rng, state_seat.pile)
                continue
            hidden = [*state_seat.pile, *state_seat.hand, *state_seat.scrying]
            shuffle(rng, hidden)
            count, looking = len(state_seat.hand), len(state_seat.scrying)
            state_seat.hand = hidden[:count]
            if looking:  # (a Scry window: the current rules only)
                state_seat.scrying = hidden[count:count + looking]
            state_seat.pile = hidden[count + looking:]
        return other

    # --- legal plays ---------------------------------------------------------------------------
    def _plays(self, index: int, limit: int, first: tuple) -> list:
        """`first` (Pass or End turn), then the plays into zones speed..limit (a card fits a zone at
        least as slow as its speed; after the first card of a round only the Active Zone or faster
        zones are open), each at every target it may aim at and with every fifth number it may carry."""
        seat = self.seats[index]
        if seat.blocked:
            return [first]
        cost, speed = self.costs, self.speeds
        out = [first]
        barring = seat.stunned or seat.barred
        for kind, cards in ((PLAY, seat.hand), (ULTIMATE, seat.ultimates)):
            for position, card in enumerate(cards):
                if kind == ULTIMATE and seat.meter < self.meter_need[card]:
                    continue
                if barring and self._barred(seat, card):
                    continue
                if self.table.requires[card] and not self._allowed(index, card):
                    continue
                if cost[card] <= seat.energy and speed[card] <= limit:
                    targets = self.targets(index, card)
                    if self.table.fifth[card]:  # X Energy more; the option; the Swap partner; the Redirect ally
                        spare = seat.energy - cost[card]
                        out.extend([(kind, position, zone, target, x) for zone in range(speed[card], limit + 1)
                                    for target in targets for x in self.fifth_choices(index, card, target, spare)])
                        continue
                    out.extend([(kind, position, zone, target) for zone in range(speed[card], limit + 1)
                                for target in targets])
        return out

    def _allowed(self, index: int, card: int) -> bool:
        """A card's restrictions (data/README.md "Card restrictions", subject self): require ("can only be
        played if") and forbid ("cannot be played if")."""
        seat = self.seats[index]
        own = seat.position_of(self.table.character[card])
        return restrictions_met(seat.statuses[own] if own >= 0 else {}, self.table.requires[card])

    def _status_effects(self, entry: tuple, timing: str) -> bool:
        """The card's structured status effects of one timing ("use", "post": on use but written after the
        card's damage, "hit", "after") on characters;
        False when a gated spend failed (the rest of the card's effects and its damage are not used)."""
        table = self.table
        card, owner = entry[CARD], entry[OWNER]
        seat, enemy = self.seats[owner], self.seats[1 - owner]
        own = seat.position_of(table.character[card])
        self.forms_stale = True
        effects = table.statuses[card]
        if table.options[card]:  # the option chosen in the play action (reading choose-on-play)
            effects = effects + table.options[card][entry[XS]]
        # status conditions look at the characters as the card's effects of this timing begin, not after its
        # earlier effects ("Gain 1 Kaioken and +3 Kaioken Count. If this character has Kaioken: ... +1 Kaioken
        # Count instead." — the second is the alternative, not a follow-on; reading condition-before)
        before = None
        for effect in effects:
            if effect[0] == timing and effect[6] is not None and effect[6][0] in STATUS_TESTS:
                before = ({own: dict(seat.statuses[own])} if own >= 0 else {}), [dict(d) for d in enemy.statuses]
                break
        for when, kind, name, stat, amount, on_target, condition, gate, per in effects:
            if when != timing:
                continue
            if kind == "spend_x":  # reading spend-x: as much as the character has, up to the card's range
                have = seat.statuses[own].get((name, stat), 0) if own >= 0 else 0
                spent = min(have, amount if amount >= 0 else entry[HITS])  # (-1: X is the multihit count left)
                if spent:
                    self._apply_status(owner, own, "spend_status", name, stat, spent)
                self.spent = {**self.spent, name: spent}
                continue
            if kind == "reload" or kind == "switch":  # reading weapons
                if own >= 0 and seat.hps[own]:
                    self._equip(owner, own, kind, name, amount)
                continue
            if per is not None:
                amount *= self.spent.get(per, 0)
                if not amount:
                    continue
            elif amount.__class__ is tuple:  # an X expression (times, plus) with the X paid (reading x-cost)
                amount = max(0, amount[0] * entry[XS] + amount[1])
                if not amount:
                    continue
            if on_target:
                places = [(enemy, p) for p in self._victims(entry)]
            else:
                places = [(seat, own)] if own >= 0 and seat.hps[own] > 0 else []
            if condition is not None:
                test, wanted = condition[:2]
                if test == "window":  # "On Follow-Up: Inflict 1 Stun." (pages/effect-conditions.md play_window)
                    if not (self.window == wanted or (wanted == "after_use" and self.window)):
                        continue
                elif test == "compare":  # "If X is 3": (compare, operator, left, right) with the X of this use
                    x = entry[XS]
                    left, right = condition[2][0] * x + condition[2][1], condition[3][0] * x + condition[3][1]
                    if not COMPARE[wanted](left, right):
                        continue
                elif test.startswith("target"):  # the card's target, wherever the effect lands
                    victims = self._victims(entry)
                    where = (enemy, victims[0]) if victims else (seat, -1)
                else:
                    where = (seat, own)
                if test not in ("compare", "window"):
                    if where[1] < 0:
                        has = False
                    elif before is not None:
                        has = status_amount((before[0] if where[0] is seat else before[1])[where[1]], wanted) > 0
                    else:
                        has = status_amount(where[0].statuses[where[1]], wanted) > 0
                    if has != test.endswith("has_status"):
                        continue
            stat = "count" if stat == "count" else "value"
            for holder, position in places:
                if not self._apply_status(self.seats.index(holder), position, kind, name, stat, amount) and gate:
                    return False
        return True

    def _equip(self, index: int, position: int, kind: str, weapon: str, reload_same: int) -> None:
        """Reload or switch weapons (reading weapons: CardTable.equip_changes)."""
        seat = self.seats[index]
        for op, status, amount in self.table.equip_changes(seat.characters[position], seat.statuses[position], kind,
                                                           weapon, reload_same):
            self._apply_status(index, position, op, status, "value", amount)

    def _apply_status(self, index: int, position: int, kind: str, name: str, stat: str, amount: int,
                      events: bool = True, depth: int = 0) -> bool:
        """One status change on a character (capped by its "Max" lines); False for a spend it cannot pay.
        The change is an event for the character's innate triggers (status_changed, ..._threshold_crossed)."""
        seat = self.seats[index]
        statuses = seat.statuses[position]
        key = (name, stat)
        innates = self.table.innates.get(seat.characters[position]) if events else None
        watched = innates is not None and name in innates.by_status
        before = {k: statuses.get(k, 0) for k in ((name, "value"), (name, "count"))} if watched else {}
        now = statuses.get(key, 0)
        caps = self.table.status_caps
        if kind == "spend_status":
            if now < amount:
                return False
            statuses[key] = now - amount
        elif kind in ("gain_status", "inflict_status"):
            statuses[key] = min(now + amount, caps.get(key, 10 ** 6))
            if name in self.table.potency_count and stat == "value" and (name, "count") not in statuses \
                    and statuses[key]:
                statuses[(name, "count")] = 1  # P/C: a character that had none gets Count 1
        elif kind == "set_status":
            statuses[key] = min(amount, caps.get(key, 10 ** 6))
        elif kind == "reduce_status":
            statuses[key] = max(0, now - amount)
        else:  # remove_status
            statuses.pop((name, "value"), None)
            statuses.pop((name, "count"), None)
        if not statuses.get(key, 1):
            statuses.pop(key, None)
            if name in self.table.potency_count:  # P/C: when either value reaches 0 the status is removed
                statuses.pop((name, "value"), None)
                statuses.pop((name, "count"), None)
        self.forms_stale = True
        if self.logging:
            self.events.append((self.turn, index, "status", kind, name, position, statuses.get(key, 0)))
        if name == "Stagnate" and statuses.get(key, 0):  # On Gain: Value random cards in hand cost 1 more; expires
            self._stagnate(index, statuses.pop(key))
        if stat == "value" and statuses.get(key, 0) > now and kind != "reduce_status" and depth < 5:
            rules = self.table.status_lines.get(name)
            if rules is not None and rules.on_gain:  # the status's "On Gain:" line, at once
                self._status_lines_effects(index, position, rules, rules.on_gain, depth + 1)
        if watched:
            for changed, was in before.items():
                if statuses.get(changed, 0) != was:
                    self._status_event(index, position, name, was, statuses.get(changed, 0), depth)
        return True

    def _status_event(self, index: int, position: int, name: str, before: int, after: int, depth: int) -> None:
        """A character's status went from `before` to `after`: its innate triggers on that status."""
        innates = self.table.innates.get(self.seats[index].characters[position])
        if innates is None or depth > 4:  # (a trigger's own changes may trigger others, a few deep)
            return
        for trigger in innates.by_status.get(name, ()):
            if trigger.event == "status_changed":
                fires = trigger.direction is None or (after > before) == (trigger.direction == "upward")
            elif trigger.event == "status_threshold_crossed":
                fires = crossed(before, after, trigger.threshold, trigger.direction)
            else:
                continue
            if fires:
                self._fire(index, position, trigger, abs(after - before), depth + 1)

    def _hp_event(self, index: int, position: int, before: int, after: int, attack: bool) -> None:
        """A character's HP went from `before` to `after` (still alive): hp_damage_taken (from an enemy
        Attack's hit, when `attack`) and hp_threshold_crossed (a percentage of its max HP) triggers."""
        seat = self.seats[index]
        innates = self.table.innates.get(seat.characters[position])
        if innates is None:
            return
        for trigger in innates.on_hp:
            if trigger.event == "hp_damage_taken":
                fires = after < before and (attack or not trigger.attack_only)
            elif trigger.event == "hp_threshold_crossed":
                fires = crossed(before * 100, after * 100, trigger.threshold * seat.max_hps[position], trigger.direction)
            else:
                continue
            if fires:
                self._fire(index, position, trigger, abs(after - before), 1)

    def _fire(self, index: int, position: int, trigger, amount: int, depth: int) -> None:
        """An innate trigger's effects on its own character, within its scope (always, once per turn,
        once per game); EVENT_AMOUNT effects use the event's amount (after caps)."""
        seat = self.seats[index]
        key = seat.characters[position]
        if trigger.scope != "always":
            use = (key, trigger.id, self.turn if trigger.scope == "once_per_turn" else -1)
            if use in seat.innate_uses:
                return
            seat.innate_uses.add(use)
        if self.logging:
            self.events.append((self.turn, index, "innate", key, trigger.id))
        for kind, name, stat, value in trigger.effects:
            if seat.hps[position] == 0 or self.phase == OVER:
                return
            value = amount if value is EVENT_AMOUNT else value
            if kind == "heal":
                self._heal_at(index, position, value)
            else:
                self._apply_status(index, position, kind, name, stat, value, depth=depth)

    def _victims(self, entry: tuple) -> list[int]:
        """The opposing characters a card's effects land on: its target, every alive one (All Enemies), or the
        leftmost alive one when it names none."""
        enemy = self.seats[1 - entry[OWNER]]
        alive = [p for p, hp in enumerate(enemy.hps) if hp > 0]
        aim = self.table.target[entry[CARD]]
        if aim == ALL_ENEMIES or (aim != ONE_ENEMY and self.table.aoe[entry[CARD]]):
            return alive  # (an AoE card that targets itself or allies: its inflictions land on every enemy)
        target = entry[TARGET]
        if target in alive and self.table.splash[entry[CARD]] < 0:  # a Splash card: its neighbours too
            return [target, *[p for p in (target - 1, target + 1) if p in alive]]
        return [target] if target in alive else alive[:1]

    def splash_span(self, index: int, card: int) -> int:
        """Seed 003: how many opposing positions a Splash card may aim at (0: not Splash, its target is -1)."""
        return len(self.seats[1 - index].characters) if self.table.splash[card] else 0

    def targets(self, index: int, card: int) -> tuple[int, ...]:
        """The legal `target` values of a card: under the current rules an alive opposing character's
        position for a 1 Enemy card, an alive ally's for a 1 Ally card, else -1 (All Enemies, Self: no
        choice; FAQ: defeated characters cannot be targeted); seed 003: Splash chooses any opposing
        position."""
        table = self.table
        if not self.current:
            count = self.splash_span(index, card)
            return tuple(range(count)) if count else (-1,)
        aim = table.target[card]
        if aim == ONE_ENEMY:
            enemy = self.seats[1 - index]
            hps = enemy.hps  # (alive_positions, inline: the shared range when every one is alive)
            alive = None
            if len(hps) < ROW_LIMIT:
                for hp in hps:
                    if hp <= 0:
                        break
                else:
                    alive = RANGES[len(hps)]
            if alive is None:
                alive = tuple([p for p, hp in enumerate(hps) if hp > 0])
            # Taunt: "Enemies must choose this character as the target for any single-target enemy effect
            # if able"; several taunting: any of them
            if any(enemy.statuses):
                taunting = tuple([p for p in alive if ("Taunt", "value") in enemy.statuses[p]])
                return taunting or alive
            return alive
        if aim == ONE_ALLY:
            return tuple([p for p, hp in enumerate(self.seats[index].hps) if hp > 0])
        return (-1,)

    def _aimable(self, index: int, card: int, target: int) -> bool:
        """`target in self.targets(index, card)`, without building the tuple when no status (Taunt) can
        narrow it: under the current rules an alive character's position (enemy or ally by the card's aim),
        else -1."""
        if self.current:
            aim = self.table.target[card]
            if aim == ONE_ENEMY:
                enemy = self.seats[1 - index]
                if not any(enemy.statuses):
                    hps = enemy.hps
                    return target in RANGES[len(hps)] and hps[target] > 0 \
                        if len(hps) < ROW_LIMIT else target in self.targets(index, card)
            elif aim == ONE_ALLY:
                hps = self.seats[index].hps
                return target in RANGES[len(hps)] and hps[target] > 0 \
                    if len(hps) < ROW_LIMIT else target in self.targets(index, card)
            else:
                return target == -1
        return target in self.targets(index, card)

    def _move(self, action) -> None:
        """pages/index.md "Movement Round" 2-5: alternate priority; one free swap per team per turn, then
        1 Energy a swap (not a card play: no Ultimate Meter); the round ends after two passes in a row."""
        index = self.actor
        seat = self.seats[index]
        if action == PASS:
            self.movement_passes += 1
            if self.logging:
                self.events.append((self.turn, index, "move-pass"))
        elif (action[0] == SWAP and len(action) == 2 and 0 <= action[1] < len(seat.characters) - 1
              and (not seat.swapped or seat.energy >= SWAP_COST)):
            if seat.swapped:
                seat.energy -= SWAP_COST
            seat.swapped = True
            a, b = action[1], action[1] + 1
            if ("Root", "value") in seat.statuses[a] or ("Root", "value") in seat.statuses[b]:
                # Root (index.md Movement Round 4, faq.md): the swap fails; the free swap or Energy is spent
                if self.logging:
                    self.events.append((self.turn, index, "swap-fails", a, b))
            else:
                self._swap_positions(index, a, b)
            self.movement_passes = 0
        else:
            raise ValueError(f"{action!r} is not legal now")
        if self.movement_passes >= 2:
            self.phase = ROUND_START
            self.actor = self.initiative
        else:
            self.actor = 1 - index

    def can_play(self, index: int, limit: int) -> bool:
        seat = self.seats[index]
        if seat.blocked:
            return False
        energy = seat.energy
        cost, speed = self.costs, self.speeds
        gated = seat.stunned or seat.barred or self.table.any_requires  # (else every card may be played)
        for card in seat.hand:
            if cost[card] <= energy and speed[card] <= limit and (not gated or self.may_play(index, card)):
                return True
        for card in seat.ultimates:
            if (seat.meter >= self.meter_need[card] and cost[card] <= energy and speed[card] <= limit
                    and (not gated or self.may_play(index, card))):
                return True
        return False

    # --- playing and priority ------------------------------------------------------------------
    def _enter_zone(self, index: int, entry: tuple, zone: int) -> None:
        """A played card goes to the right end of its zone (Playing Cards 2); the first card of a round sets
        the Active Zone, a faster zone interrupts (pauses) it (How To Combat 1-6)."""
        self.zones[zone].append(entry)
        self.last[zone] = index
        if self.phase == ROUND_START:
            self.rounds += 1
        if self.phase == ROUND_START or zone < self.active:
            if self.logging and self.phase == PRIORITY:
                self.events.append((self.turn, index, "interrupt", zone, self.active))
            self.active = zone
            self.phase = PRIORITY
        if self.logging:
            self.events.append((self.turn, index, "play", self.table.identity[entry[CARD]], zone, entry[TARGET]))

    def _play(self, index: int, action) -> None:
        kind, position, zone, target = action[:4]
        seat = self.seats[index]
        table = self.table
        starting = self.phase == ROUND_START
        limit = SLOW_ZONE_LIMIT if starting else self.active
        card = (seat.hand if kind == PLAY else seat.ultimates)[position]
        cost = self.costs[card]
        fifth = x = 0
        if table.fifth[card]:
            fifth = action[4] if len(action) == 5 else -1
            if fifth not in self.fifth_choices(index, card, target, seat.energy - cost):
                raise ValueError(f"{action!r} is not legal now")
            x = fifth if table.fifth[card] == "x" else 0  # X Energy, or a chosen X
        elif len(action) != 4:
            raise ValueError(f"{action!r} is not legal now")
        if (not self._aimable(index, card, target) or cost > seat.energy or not self.speeds[card] <= zone <= limit
                or (kind == ULTIMATE and seat.meter < self.meter_need[card])
                or (starting and self.rounds >= ROUND_LIMIT)):
            raise ValueError(f"{action!r} is not legal now")
        if kind == ULTIMATE:
            seat.meter -= self.meter_need[card]
            seat.ultimates.pop(position)
        else:
            seat.hand.pop(position)
        if x and table.x_cost[card]:
            cost += x
        seat.energy -= cost
        meter = seat.meter + cost  # Playing Cards 3: meter = energy spent, up to the cap (min(), inline)
        seat.meter = meter if meter < self.meter_cap else self.meter_cap
        seat.played.add(table.base_of[card])  # a form counts as its deck card
        seat.played_now = True
        hits = self.hits_of(card, x) if table.hits_x[card] else table.hits[card]
        # its Power is rolled when the zone pairs it for its clash or its use (reading roll-at-clash)
        self._enter_zone(index, (card, index, target, False, UNROLLED, hits, fifth), zone)
        if table.ally_plays:
            self._ally_plays(index, card, cost, target)
        if seat.bumps:
            seat.bumps.pop(card, None)  # Stagnate: "until that card is used" (played: its cost is paid)
        if any(seat.statuses):  # (the steps below act on its characters' statuses only)
            if table.kind[card] == DEFENSE:
                self._staggered(index, card)
            if table.first_play:
                self._first_play(index, card)
            self._allies_card_played(index, cost)
        if self.phase == PRIORITY and not self.zones[self.active]:  # (Bleed defeated the card's character)
            self._after_zone()
            return
        self.actor = 1 - index  # priority passes to the next player

    # --- Follow-Up (keywords.yml) ----------------------------------------------------------------
    def _used(self, entry: tuple) -> None:
        """A card was used (resolved, or lost a clash with its other effects resolving): its owner may play
        a Follow-Up card of the same character next, when one in hand could be played into this zone."""
        if self.phase == OVER or not self.current:
            return
        owner = entry[OWNER]
        key = self.table.character[entry[CARD]]
        if (owner, key, -1) not in self.follow_ups and self._follow_up_cards(owner, key):
            self.follow_ups.append((owner, key, -1))

    def _follow_up_cards(self, index: int, key: str, attacker: int = -1) -> list[int]:
        """Hand positions of the seat's cards playable in a window into the Active Zone: after a card of
        character `key` is used, its Follow-Up cards and the Assist Attack cards of its other characters;
        for a Counter (`attacker`: the attacking character's position), any card that can target it."""
        seat, table = self.seats[index], self.table
        if seat.blocked:
            return []
        if attacker >= 0:
            enemy = self.seats[1 - index]
            if attacker >= len(enemy.hps) or not enemy.hps[attacker]:
                return []
            return [position for position, card in enumerate(seat.hand)
                    if table.target[card] in (ONE_ENEMY, ALL_ENEMIES) and self.speeds[card] <= self.active
                    and self.costs[card] <= seat.energy and self.may_play(index, card)
                    and (table.target[card] == ALL_ENEMIES or attacker in self.targets(index, card))
                    and self._alive_character(seat, card)]
        own = seat.position_of(key)
        if own < 0 or seat.hps[own] == 0:
            return []
        granted = self._granted(seat.statuses[own], "follow-up") if table.grants else ()
        return [position for position, card in enumerate(seat.hand)
                if ((table.character[card] == key and (table.follow_up[card] or table.kind[card] in granted))
                    or (table.assist[card] and table.character[card] != key and self._alive_character(seat, card)))
                and self.speeds[card] <= self.active and self.follow_up_cost(card) <= seat.energy
                and self.may_play(index, card)]

    def _alive_character(self, seat: Seat, card: int) -> bool:
        own = seat.position_of(self.table.character[card])
        return own >= 0 and seat.hps[own] > 0

    def may_play(self, index: int, card: int) -> bool:
        """Whether the card's restrictions and its character's statuses let it be played now (not its cost,
        speed or zone: see legal_actions)."""
        seat = self.seats[index]
        requires = self.table.requires[card]
        if not (requires or seat.blocked or seat.stunned or seat.barred):
            return True
        if seat.blocked or ((seat.stunned or seat.barred) and self._barred(seat, card)):
            return False
        return not requires or self._allowed(index, card)

    def x_payable(self, index: int, card: int, x: int) -> bool:
        """Whether the card's character has what its spends of X (spend_status of an X expression) take."""
        seat = self.seats[index]
        own = seat.position_of(self.table.character[card])
        statuses = seat.statuses[own] if own >= 0 else {}
        for _, kind, name, stat, amount, *_ in self.table.statuses[card]:
            if kind == "spend_status" and amount.__class__ is tuple and \
                    statuses.get((name, stat), 0) < amount[0] * x + amount[1]:
                return False
        return True

    def fifths(self, card: int, spare: int) -> range:
        """The fifth numbers a play of the card may carry: X from 0 to the Energy to spare (reading x-cost),
        or an option's index (reading choose-on-play)."""
        table = self.table
        if table.x_cost[card]:
            return range(max(-1, spare) + 1)
        if table.x_range[card]:
            return range(table.x_range[card][0], table.x_range[card][1] + 1)
        return range(len(table.options[card]))

    def follow_up_cost(self, card: int) -> int:
        table = self.table
        return max(0, self.costs[card] - (table.cost[card] - table.follow_up_cost[card]))

    def _barred(self, seat: Seat, card: int) -> bool:
        """Whether the card's character may not play it now: it is stunned (reading stun), or a status bars
        a type the card lists (Disarm: Physical, Seal: Special, Silence: Magical; status-effects.md)."""
        table = self.table
        key = table.character[card]
        if key in seat.stunned:
            return True
        bars = seat.barred.get(key)
        return bool(bars) and bool("*" in bars or bars & table.types[card]
                                   or ("Special" in bars and table.kind[card] == SPECIAL))

    def _first_hit(self, owner: int, card: int) -> None:
        """A character status's "The first time each turn this character hits with an Attack, gain …"."""
        seat = self.seats[owner]
        key = self.table.character[card]
        own = seat.position_of(key)
        if own < 0 or not seat.hps[own]:
            return
        for name in [name for name, stat in seat.statuses[own] if stat == "value" or (name, "value") not in
                     seat.statuses[own]]:
            rules = self.table.first_hit.get(name)
            use = (key, "first-hit:" + name, self.turn)
            if rules is not None and use not in seat.innate_uses:
                seat.innate_uses.add(use)
                self._status_lines_effects(owner, own, rules, rules.first_hit)

    def _granted(self, statuses: dict, keyword: str) -> set:
        """The card kinds a character's statuses give `keyword` ("While this has 1+ Count, this character's
        Attack cards have Follow-Up.")."""
        grants = self.table.grants
        return {kind for name, _ in statuses if name in grants for kind, granted in grants[name] if granted == keyword}

    def _open_follow_up(self) -> bool:
        """Offer the oldest pending window whose seat can still use it; False when none can."""
        while self.follow_ups:
            index, key, attacker = self.follow_ups[0]
            if self.seats[index].scrying if key == SCRY_WINDOW else self._follow_up_cards(index, key, attacker):
                self.phase = FOLLOW_UP
                self.actor = index
                return True
            self.follow_ups.pop(0)
        return False

    def _follow_up_plays(self) -> list:
        index, key, attacker = self.follow_ups[0]
        if key == SCRY_WINDOW:  # reading scry: put the i-th card looked at back, or into the discard pile
            return [(kind, i) for i in range(len(self.seats[index].scrying)) for kind in (SCRY_BACK, SCRY_DISCARD)]
        out = [PASS]
        seat = self.seats[index]
        for position in self._follow_up_cards(index, key, attacker):
            card = seat.hand[position]
            targets = self.targets(index, card) if attacker < 0 or self.table.target[card] != ONE_ENEMY else (attacker,)
            if self.table.fifth[card]:
                spare = seat.energy - self._window_cost(card, attacker)
                out.extend([(FOLLOW, position, self.active, target, x) for target in targets
                            for x in self.fifth_choices(index, card, target, spare)])
                continue
            out.extend([(FOLLOW, position, self.active, target) for target in targets])
        return out

    def _redirected(self, entry: tuple, other: tuple) -> tuple:
        """keywords.yml Redirect (Target): "Change the target of a single-target card or effect to the listed
        target if legal." Reading **redirect**: when a card with "Redirect (Self)." or "Redirect (Ally)." is
        paired in a clash against an opposing 1 Enemy card and both resolve, that card's target becomes the
        Redirect card's own character (Self) or the ally its play named (its fifth number), when alive;
        Splash and Bounce then spread from it. `entry` is the card that may be redirected."""
        table = self.table
        redirect = table.redirect[other[CARD]]
        if not redirect or table.target[entry[CARD]] != ONE_ENEMY or entry[OWNER] == other[OWNER]:
            return entry
        seat = self.seats[other[OWNER]]
        own = seat.position_of(table.character[other[CARD]]) if redirect == 1 else other[XS]  # Self / the ally
        if own < 0 or not seat.hps[own] or own == entry[TARGET]:
            return entry
        if self.logging:
            self.events.append((self.turn, other[OWNER], "redirect", table.identity[entry[CARD]], own))
        return (entry[CARD], entry[OWNER], own, *entry[REUSED:])

    def _evades(self, entry: tuple, other: tuple) -> bool:
        """Whether the card has Evade in this clash: the keyword, or (reading evade-spend) a Defense paired
        against an Attack whose character spends N of the status its before-clash grant names."""
        table = self.table
        card = entry[CARD]
        if table.evade[card] or not table.evade_spend[card] or not self.current or table.kind[other[CARD]] != ATTACK:
            return table.evade[card]
        status, least = table.evade_spend[card]
        seat = self.seats[entry[OWNER]]
        own = seat.position_of(table.character[card])
        if own < 0 or seat.statuses[own].get((status, "value"), 0) < least:
            return False
        self._apply_status(entry[OWNER], own, "spend_status", status, "value", least)
        return True

    def _counter(self, first: tuple, second: tuple, windows: int) -> None:
        """keywords.yml Counter: "After Clash: If this Defense reduces the Attack's Power damage to 0, you may
        play any card targeting the attacker ... and replaces any Follow-Up/Assist window from that clash"."""
        table = self.table
        defense, attack = (first, second) if table.kind[first[CARD]] == DEFENSE else (second, first)
        if not table.counter[defense[CARD]] or table.kind[attack[CARD]] != ATTACK:
            return
        owner = defense[OWNER]
        attacker = self.seats[attack[OWNER]].position_of(table.character[attack[CARD]])
        if attacker < 0:
            return
        self.follow_ups[windows:] = [w for w in self.follow_ups[windows:] if w[0] != owner]
        window = (owner, table.character[defense[CARD]], attacker)
        if self._follow_up_cards(*window):
            self.follow_ups.append(window)

    def _window_cost(self, card: int, attacker: int) -> int:
        """A card's cost in a window: a Counter pays its cost; a Follow-Up its cost less "On Follow-Up: -N"."""
        return self.costs[card] if attacker >= 0 else self.follow_up_cost(card)

    def _follow_up(self, action) -> None:
        """keywords.yml Follow-Up: "play this card immediately after another card from the same character is
        used. It resolves immediately, does not enter the zone stack, and does not clash with the next
        card ... pay costs and choose legal targets as normal." Pass declines the window."""
        if action != PASS and action not in self._follow_up_plays():
            raise ValueError(f"{action!r} is not legal now")
        if self.follow_ups[0][1] == SCRY_WINDOW:
            if action == PASS:
                raise ValueError("a Scry window is decided card by card")
            if not self._scry_step(action):
                return
            self.follow_ups.pop(0)
            self._resume()
            return
        index, opener, attacker = self.follow_ups.pop(0)  # (opener: the character whose use opened it)
        if action != PASS:
            _, position, zone, target = action[:4]
            fifth = action[4] if len(action) == 5 else 0
            seat, table = self.seats[index], self.table
            card = seat.hand.pop(position)
            x = fifth if table.fifth[card] == "x" else 0
            cost = self._window_cost(card, attacker) + (x if table.x_cost[card] else 0)
            seat.energy -= cost
            seat.meter = min(self.meter_cap, seat.meter + cost)
            seat.played.add(table.base_of[card])
            seat.played_now = True
            hits = self.hits_of(card, x)
            entry = (card, index, target, False, self._roll(card, index, target, hits, x), hits, fifth)
            if self.logging:
                self.events.append((self.turn, index, "follow-up", table.identity[card], zone, target))
            if table.ally_plays:  # the play-time rules of _play: Allies' Card Played triggers, Stagnate's
                self._ally_plays(index, card, cost, target)  # bump ends, a Staggered Defense is Cancelled
            if seat.bumps:
                seat.bumps.pop(card, None)
            if table.kind[card] == DEFENSE:
                self._staggered(index, card)
            if table.first_play:
                self._first_play(index, card)
            self._allies_card_played(index, cost)
            if self.phase != OVER:
                # the window it was played in: a Counter, its own character's (Follow-Up) or another's (Assist)
                self.window = ("counter" if attacker >= 0 else
                               "follow_up" if table.character[card] == opener else "assist_attack")
                self._resolve(entry, evaded=False)
                self.window = ""
            self._discard(entry)  # (even when its use ended the game)
        if self.phase == OVER:
            return
        self._resume()

    def _resume(self) -> None:
        """After a window: the next pending window, else the zone's resolution goes on."""
        self.phase = PRIORITY
        if self._open_follow_up():
            return
        self._resolve_zone(self.active)
        if self.phase != OVER and self.phase != FOLLOW_UP:
            self._after_zone()

    def _scry(self, owner: int, count: int) -> None:
        """keywords.yml Scry X: "Look at the top X cards of your draw pile. Put any number into the discard
        pile, then put the rest back in any order." Reading **scry**: the cards are taken off the pile and a
        window opens for their owner (after the card's use, before the zone goes on), who decides card by
        card: put it back (the first put back ends on top, then the next under it) or discard it."""
        seat = self.seats[owner]
        looked = [seat.pile.pop() for _ in range(min(count, len(seat.pile)))]
        if not looked:
            return
        seat.scrying = seat.scrying + looked
        if self.logging:
            self.events.append((self.turn, owner, "scry", len(looked)))
        for window in self.follow_ups:
            if window[0] == owner and window[1] == SCRY_WINDOW:
                break
        else:
            self.follow_ups.append((owner, SCRY_WINDOW, -1))

    def _scry_step(self, action) -> bool:
        """One Scry decision; True when the last card looked at is decided (the kept cards are back on the
        pile)."""
        index = self.follow_ups[0][0]
        seat = self.seats[index]
        card = seat.scrying.pop(action[1])
        if action[0] == SCRY_BACK:
            seat.kept.append(card)
        else:
            seat.discard.append(card)
        if self.logging:
            self.events.append((self.turn, index, "scry-back" if action[0] == SCRY_BACK else "scry-discard",
                                self.table.identity[card]))
        if seat.scrying:
            return False
        seat.pile.extend(reversed(seat.kept))  # (the top of the pile is the end of the list)
        seat.kept = []
        return True

    def _ally_plays(self, index: int, card: int, cost: int, target: int) -> None:
        """Character statuses' "Allies' Card Played:" triggers (any ally, the user included, played `card`):
        once per turn, the status's own amount, the card's kind, its cost and whether it targets an enemy."""
        seat, table = self.seats[index], self.table
        at_enemy = table.target[card] in (ONE_ENEMY, ALL_ENEMIES)
        for position, statuses in enumerate(seat.statuses):
            if not statuses or not seat.hps[position]:
                continue
            key = seat.characters[position]
            for name in [n for n, stat in statuses if stat == "value" and n in table.ally_plays]:
                rules = table.ally_plays[name]
                for number, (once, least, kind, least_cost, enemy, gains, create) in enumerate(rules.ally_plays):
                    if (least and statuses.get((name, least[0]), 0) < least[1]) or KINDS[kind] != table.kind[card] \
                            or cost < least_cost or (enemy and not at_enemy):
                        continue
                    use = (key, f"ally-play:{name}:{number}", self.turn)
                    if once and use in seat.innate_uses:
                        continue
                    seat.innate_uses.add(use)
                    self._status_lines_effects(index, position, rules, gains)
                    created = table.created_ids.get((key, create[0])) if create else None
                    if created is not None:
                        seat.hand.extend([created] * create[1])
                        seat.created.extend([created] * create[1])
                        self.forms_stale = True

    def _stagnate(self, index: int, times: int) -> None:
        """Stagnate, On Gain: "Increase the Energy cost of a random card in hand by 1 until that card is used.
        Repeat Value times. Expires." (the seat's hand, the game's seeded random)."""
        seat = self.seats[index]
        for _ in range(times):
            if seat.hand:
                card = seat.hand[self.rng.randrange(len(seat.hand))]
                seat.bumps = {**seat.bumps, card: seat.bumps.get(card, 0) + 1}
        self.forms_stale = True

    def _staggered(self, index: int, card: int) -> None:
        """Stagger: "The next time you would play a Defense card, it is Cancelled before Use. Reduce Stack by 1."
        (the character whose card it is)."""
        seat = self.seats[index]
        own = seat.position_of(self.table.character[card])
        if own >= 0 and ("Stagger", "value") in seat.statuses[own]:
            self._apply_status(index, own, "reduce_status", "Stagger", "value", 1)
            seat.cancelled.append(card)

    def _first_play(self, index: int, card: int) -> None:
        """A character status's "The first time each turn this character plays <card>, gain …"."""
        seat, table = self.seats[index], self.table
        key = table.character[card]
        own = seat.position_of(key)
        if own < 0 or not seat.hps[own]:
            return
        name_of_card = table.name[card]
        for name in [name for name, stat in seat.statuses[own] if stat == "value" and name in table.first_play]:
            rules = table.first_play[name]
            gains = rules.first_play.get(name_of_card)
            use = (key, "first-play:" + name, self.turn)
            if gains and use not in seat.innate_uses:
                seat.innate_uses.add(use)
                self._status_lines_effects(index, own, rules, gains)

    def _allies_card_played(self, index: int, energy: int) -> None:
        """status-effects.md "Allies' Card Played" (any ally, the user included, played a card): Bleed,
        "Take Potency damage. Then increase Potency by Energy spent."; Burn, "Take Potency damage. Then
        reduce Count by Energy spent."; Poison, "Increase Potency by Energy spent." (reading
        status-damage: through Shield and Barrier)."""
        seat = self.seats[index]
        for position, statuses in enumerate(seat.statuses):
            if not statuses:
                continue
            for name in ("Bleed", "Burn", "Poison"):
                potency = statuses.get((name, "value"), 0)
                if not potency or not seat.hps[position]:
                    continue
                if name != "Poison":  # Bleed, Burn: "Take Potency damage." first
                    self._status_damage(index, position, potency)
                    if self.phase == OVER:
                        return
                if seat.hps[position] and energy:  # Bleed, Poison: + Energy spent; Burn: Count - Energy spent
                    if name == "Burn":
                        self._apply_status(index, position, "reduce_status", name, "count", energy)
                    else:
                        self._apply_status(index, position, "gain_status", name, "value", energy)

    def hits_of(self, card: int, x: int) -> int:
        """The card's multihit count as played: its hits, or for an X card times x X + plus (at least 1)."""
        table = self.table
        if table.hits_x[card]:
            times, plus = table.hits_x[card]
            return max(1, times * x + plus)
        return table.hits[card]

    def _roll(self, card: int, owner: int, target: int = -1, hits: int = 1, x: int = 0) -> int:
        """The card's Power for this use, summed over its `hits` (what a clash compares and a hit deals).
        Current rules: each hit rolls a uniform integer in the card's range from the game's seeded random
        (index.md Power 2 and 5, terminology "Power Roll") after its character's Power modifiers and the
        Distance to its target, an attack's divided by its power_div N. Seed 003: its damage times its
        hits (attack) or its shield (other cards)."""
        table = self.table
        if not self.current:
            return table.base_total[card]
        plan = table.roll_plans.get(card)
        if plan is None:
            plan = table.roll_plans[card] = roll_plan(table, card)
        low, high, kind, aimed, x_card, divisor, key, plain = plan
        own = -1  # (its character's column: the source of the Distance below, found once for every hit)
        if kind != SPECIAL:  # Power modifiers (status-effects.md): Strength / Weak, Dexterity / Frail
            seat = self.seats[owner]
            try:  # (seat.position_of, inline: this runs for every Power roll)
                own = seat.characters.index(key)
            except ValueError:
                own = -1
            statuses = seat.statuses[own] if own >= 0 else None
            net = net_potency(statuses, ATTACK_POWER if kind == ATTACK else DEFENSE_POWER) * 10 if statuses else 0
            if statuses and table.power_percent:  # a character status's "Increase ... Power by N% times Value"
                for name, attack, defense in table.power_percent:
                    net += statuses.get((name, "value"), 0) * (attack if kind == ATTACK else defense)
            if net:
                low, high = modified(low, net), modified(high, net)
        distance = aimed and target >= 0
        if x_card:
            return self._roll_x(card, owner, target, hits, x, low, high, net if kind != SPECIAL else 0, distance)
        if divisor is None:
            divisor = hits  # (multihit-x: Power / X, X the hits)
        steps = 0  # (the plain Distance rule, inline: 10 % + 1 per column; distance_power otherwise)
        if distance and plain:
            distance = False
            if own >= 0 and own != target:
                steps = own - target if own > target else target - own
        count = hits if kind == ATTACK else 1
        if high <= low:  # no roll: every hit deals the same
            power = high
            if distance:  # (_at_distance from the column found above)
                power = self.distance_power(card, own, target, power)
            elif steps:
                power -= power * steps // 10 + steps
                if power < 0:
                    power = 0
            return power // divisor * count
        total = 0
        randint = self.rng.randint
        for _ in range(count):
            power = randint(low, high)
            if distance:
                power = self.distance_power(card, own, target, power)
            elif steps:
                power -= power * steps // 10 + steps
                if power < 0:
                    power = 0
            total += power // divisor
        return total

    def _roll_x(self, card: int, owner: int, target: int, hits: int, x: int, low: int, high: int, net: int,
                distance: bool) -> int:
        """An X card's Power (reading x-cost): one roll of its range plus X rolls of its "+ A-B times X"
        range (each after Power modifiers), the Distance change on the total; an attack deals it as `hits`
        hits of the total / its divisor (Power / (X + N) damage (X + N) times), rounded down."""
        table = self.table
        rng = self.rng
        total = rng.randint(low, high) if high > low else high
        x_low, x_high = table.x_low[card], table.x_high[card]
        if net:
            x_low, x_high = modified(x_low, net), modified(x_high, net)
        for _ in range(x):
            total += rng.randint(x_low, x_high) if x_high > x_low else x_high
        if distance:
            total = self._at_distance(owner, card, target, total)
        if table.kind[card] != ATTACK:
            return total
        if table.divisor_x[card]:
            times, plus = table.divisor_x[card]
            divisor = max(1, times * x + plus)
        else:
            divisor = table.divisor[card]
        return total // divisor * hits

    def _at_distance(self, owner: int, card: int, target: int, power: int) -> int:
        """index.md Power 7, faq.md "Distance", keywords.yml Close / Far: a single-target card's Power Roll
        loses 10 % + 1 per column between its character and its target (percent first, then flat; rounded
        down; never below 0). Close: an opposed enemy (same column) +10 % + 1, else 20 % + 2 per step; Far:
        an opposed enemy -10 % + 1, one step free, then 10 % + 1 per step beyond the first."""
        return self.distance_power(card, self.seats[owner].position_of(self.table.character[card]), target, power)

    def distance_power(self, card: int, source: int, target: int, power: int) -> int:
        """_at_distance from an explicit column of the card's character (`source`; -1: no change)."""
        table = self.table
        if source < 0 or source == target and not table.close[card] and not table.far[card]:
            return power
        if table.distance_plain[card]:  # (no Close, Far or penalty: the general case below, in short)
            steps = source - target if source > target else target - source
            power -= power * steps // 10 + steps
            return power if power > 0 else 0
        steps = abs(source - target)
        enemy = table.target[card] == ONE_ENEMY
        # "Distance > 0: Reduce this card's final Power by Distance.": after every other change
        penalty = steps if table.distance_penalty[card] else 0
        if enemy and table.close[card]:
            power = power + power // 10 + 1 if steps == 0 else max(0, power - power * 2 * steps // 10 - 2 * steps)
            return max(0, power - penalty)
        if enemy and table.far[card]:
            steps = 1 if steps == 0 else steps - 1
        return max(0, power - power * steps // 10 - steps - penalty)

    def _pass(self) -> None:
        index = self.actor
        if self.logging:
            self.events.append((self.turn, index, "pass", self.active))
        if index != self.last[self.active]:
            self.actor = 1 - index  # priority returns to the player who played last here
            return
        self._resolve_zone(self.active)
        if self.phase == OVER or self.phase == FOLLOW_UP:
            return
        self._after_zone()

    def _after_zone(self) -> None:
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
        for seat in self.seats:  # block_play lasts until the Combat Round ends
            seat.blocked = False

    def _settle(self) -> None:
        """Automatic steps: during a Combat Round the goldfish opponent, and a player whose only
        choice is to pass, pass (ending the turn stays a decision of the initiative player)."""
        while True:
            if self.forms_stale:
                self._refresh_hands()
            phase = self.phase
            if phase == PRIORITY:
                if (self.goldfish and self.actor == 1) or not self.can_play(self.actor, self.active):
                    self._pass()
                    continue
                return
            if phase == MOVEMENT:
                seat = self.seats[self.actor]  # (legal_actions is Pass alone: no swap left to pay for, or a row of one)
                if (self.goldfish and self.actor == 1) or (seat.swapped and seat.energy < SWAP_COST) \
                        or len(seat.characters) < 2:
                    self._move(PASS)
                    continue
                return
            if phase == FOLLOW_UP and len(self.legal_actions()) == 1:
                self._follow_up(PASS)
                continue
            return

    def _refresh_hands(self) -> None:
        """What the cards in hand and among the Ultimates are now, from their characters' statuses:
        cards that transform ("Always: If this character has X: this card becomes Y") are the form the
        statuses give them (reading **transform-in-hand**: checked before every decision; a card in a
        zone stays what it was played as), and Haste / Slow shift their Speed."""
        self.forms_stale = False
        table = self.table
        base_of, forms = table.base_of, table.forms
        transforming = table.transforming  # (no card has a form: every card in hand is what it is)
        speeds = costs = None
        for index, seat in enumerate(self.seats):
            if transforming:
                for cards in (seat.hand, seat.ultimates):
                    for position, card in enumerate(cards):
                        base = base_of[card]
                        if forms[base]:
                            form = self._form(index, base)
                            if form != card:
                                cards[position] = form
            if not any(seat.statuses):  # (no character has a status: no Speed shift, no bars, no cost shift)
                if seat.barred:
                    seat.barred = {}
            else:
                speeds = self._speed_shift(seat, speeds)
                costs = self._barred_and_costs(seat, costs)
            for card in seat.hand if seat.bumps else ():  # Stagnate: + its bumps until it is used
                if card in seat.bumps:
                    costs = costs or list(table.cost)
                    costs[card] = max(0, costs[card] + seat.bumps[card])
        self.speeds = speeds or table.speed
        self.costs = costs or table.cost

    def _speed_shift(self, seat: Seat, speeds: list | None) -> list | None:
        """_refresh_hands: Haste / Slow on the seat's characters shift their cards' Speed (`speeds`: the
        list changed so far, None while none is)."""
        table = self.table
        for statuses in seat.statuses:
            if ("Haste", "value") in statuses or ("Slow", "value") in statuses:
                break
        else:
            return speeds
        for card in (*seat.hand, *seat.ultimates):  # status-effects.md "Speed shift"
            own = seat.position_of(table.character[card])
            net = max(-2, min(2, net_potency(seat.statuses[own], SPEED_SHIFT))) if own >= 0 else 0
            if net:
                speeds = speeds or list(table.speed)
                speeds[card] = max(FAST, min(SLOW, table.speed[card] - net))
        return speeds

    def _barred_and_costs(self, seat: Seat, costs: list | None) -> list | None:
        """_refresh_hands: the card types the seat's characters' statuses bar, and Strain / Focus on their
        cards' Energy cost (`costs`: the list changed so far, None while none is)."""
        table = self.table
        barred = {}
        for position, statuses in enumerate(seat.statuses):
            if not statuses:
                continue
            bars = frozenset([kind for name, kind in table.bars.items() if (name, "value") in statuses])
            if bars:
                barred[seat.characters[position]] = bars
            shift = net_potency(statuses, table.cost_shift)
            if shift:  # Strain / Focus: the character's cards cost + / - Potency (minimum 0)
                key = seat.characters[position]
                for card in (*seat.hand, *seat.ultimates):
                    if table.character[card] == key:
                        costs = costs or list(table.cost)
                        costs[card] = max(0, table.cost[card] + shift)
        seat.barred = barred
        return costs

    def _form(self, index: int, card: int) -> int:
        """The form a deck card is while its own character has (or lacks) the statuses of its transforms:
        the first transform whose condition holds, then that form's own, and so on."""
        seat = self.seats[index]
        own = seat.position_of(self.table.character[card])
        return self.table.form_of(card, seat.statuses[own] if own >= 0 else {})

    # --- resolution ----------------------------------------------------------------------------
    def _resolve_zone(self, zone_index: int) -> None:
        """How To Combat 7-8 and How To Clash: right to left, in pairs."""
        zone = self.zones[zone_index]
        table = self.table
        kind = table.kind
        if self.logging:
            self.events.append((self.turn, -1, "resolve", zone_index, len(zone)))
        while zone and self.phase != OVER:
            if self.follow_ups and self._open_follow_up():
                return
            right = zone[-1]
            if right[POWER] == UNROLLED:  # index.md Power 2 and 5, How To Clash 1: rolled for this clash
                card, owner, target, reused, _, hits, xs = right  # (_rolled, inline)
                right = zone[-1] = (card, owner, target, reused, self._roll(card, owner, target, hits, xs), hits, xs)
            if len(zone) == 1 or zone[-2][OWNER] == right[OWNER]:
                zone.pop()
                self._resolve(right, evaded=False)
                self._discard(right)
                continue
            left = zone[-2]
            if left[POWER] == UNROLLED:
                card, owner, target, reused, _, hits, xs = left  # (_rolled, inline)
                left = zone[-2] = (card, owner, target, reused, self._roll(card, owner, target, hits, xs), hits, xs)
            right_kind, left_kind = kind[right[CARD]], kind[left[CARD]]
            if right_kind == ATTACK and left_kind == ATTACK:
                right_total, left_total = right[POWER], left[POWER]
                if self.logging:
                    self.events.append((self.turn, -1, "clash", table.identity[right[CARD]],
                                        table.identity[left[CARD]], right_total, left_total))
                if right_total > left_total:
                    del zone[-2]
                    self._lose(left)
                    self._lost(zone, left)
                elif left_total > right_total:
                    zone.pop()
                    self._lose(right)
                    self._lost(zone, right)
                else:  # a draw: both lose; the rightmost card's other effects, the left's, then both discarded
                    del zone[-2:]
                    self._lose(right)
                    self._lose(left)
                    self._lost(zone, right)
                    self._lost(zone, left)
                continue
            # Attack vs Defense, Defense vs Defense, anything vs Special: both resolve.
            if self.logging:
                self.events.append((self.turn, -1, "clash", table.identity[right[CARD]], table.identity[left[CARD]]))
            del zone[-2:]
            first, second = (left, right) if left_kind == DEFENSE and right_kind != DEFENSE else (right, left)
            if kind[first[CARD]] == DEFENSE and kind[second[CARD]] == ATTACK and table.target[second[CARD]] == ONE_ENEMY:
                # faq.md "Distance": Attack vs Defense, the attack is retargeted to the defending character
                # (the one the defense shields) for the hit.
                shielded = self._allies(first[OWNER], first[CARD], first[TARGET])[0]
                second = (second[CARD], second[OWNER], shielded, second[REUSED], second[POWER], second[HITS],
                          second[XS])
            if table.any_redirect:  # keywords.yml Redirect (reading redirect)
                first, second = self._redirected(first, second), self._redirected(second, first)
            # Evade (keywords.yml): the attack is not a hit when the Evade card's Shield took its damage to 0,
            # and then the Evade card is reused.
            windows = len(self.follow_ups)
            self.landed = True
            evade, evade_spend = table.evade, table.evade_spend  # (_evades: only a card with either may evade)
            first_evades = self._evades(first, second) if evade[first[CARD]] or evade_spend[first[CARD]] \
                else evade[first[CARD]]
            second_evades = self._evades(second, first) if evade[second[CARD]] or evade_spend[second[CARD]] \
                else evade[second[CARD]]
            evader = second if self._resolve(first, evaded=second_evades) else None
            # (a card whose character the first card's use defeated is removed unresolved: reading defeat-zone)
            seats, character = self.seats, table.character  # (_alive_character, inline below)
            seat = seats[second[OWNER]]
            own = seat.position_of(character[second[CARD]])
            if own >= 0 and seat.hps[own] > 0 and self._resolve(second, evaded=first_evades):
                evader = first
            if table.any_counter and not self.landed and self.phase != OVER:
                self._counter(first, second, windows)
            for entry in (left, right):  # Reuse: stays in the zone (once per play) to be paired again
                seat = seats[entry[OWNER]]
                try:  # (seat.position_of, inline)
                    own = seat.characters.index(character[entry[CARD]])
                except ValueError:
                    own = -1
                if own < 0 or not seat.hps[own] > 0:
                    self._discard(entry)  # (its character was defeated: removed from play, never reused)
                elif (table.reuse[entry[CARD]] or (evader is not None and entry[CARD] == evader[CARD]
                                                 and entry[OWNER] == evader[OWNER])) and not entry[REUSED]:
                    zone.append((entry[CARD], entry[OWNER], entry[TARGET], True, UNROLLED, entry[HITS],
                                 entry[XS]))  # (rolled again when paired again)
                else:
                    self._discard(entry)
        if self.follow_ups and self.phase != OVER:
            self._open_follow_up()


    def _rolled(self, entry: tuple) -> tuple:
        """A zone entry with its Power rolled now (reading **roll-at-clash**: index.md Power 2, "When a card is
        used (after any clash, or when unopposed), roll Power", and How To Clash 1, "sum the Power Rolls for that
        clash": the roll happens as the zone pairs the card, so Power changes between its play and its clash —
        Strength gained from a faster zone — count; from the target it aims at then)."""
        card, owner, target = entry[CARD], entry[OWNER], entry[TARGET]
        return card, owner, target, entry[REUSED], self._roll(card, owner, target, entry[HITS], entry[XS]), \
            entry[HITS], entry[XS]

    def _lost(self, zone: list, entry: tuple) -> None:
        """After losing an Attack vs Attack clash: discarded; a Multihit attack with more than one hit left
        instead has its multihit count lowered by 1 and is Reused (card-types.md Multihit): back at the right
        end of the zone, its Power rolled again, to be paired again."""
        if self.table.multihit[entry[CARD]] and entry[HITS] > 1 and self.phase != OVER:
            card, owner, target = entry[CARD], entry[OWNER], entry[TARGET]
            zone.append((card, owner, target, entry[REUSED], UNROLLED, entry[HITS] - 1, entry[XS]))  # (rolled when paired)
            if self.logging:
                self.events.append((self.turn, owner, "multihit", self.table.identity[card], entry[HITS] - 1))
            return
        self._discard(entry)

    def _lose(self, entry: tuple) -> None:
        """A losing attack (index.md How To Clash 1): it is Cancelled, "skip Before Use onward": none of its
        effects. The caller discards it."""
        if self.phase != OVER and self.logging:
            self.events.append((self.turn, entry[OWNER], "cancelled", self.table.identity[entry[CARD]]))

    def _resolve(self, entry: tuple, evaded: bool) -> bool:
        """Use a card. `evaded`: an Evade card is paired against it. True when an attack was evaded."""
        if self.phase == OVER:
            return False
        table = self.table
        card, owner = entry[CARD], entry[OWNER]
        seat = self.seats[owner]
        if seat.cancelled and card in seat.cancelled:  # Stagger: Cancelled before Use (no effects)
            seat.cancelled.remove(card)
            if self.logging:
                self.events.append((self.turn, owner, "cancelled", table.identity[card]))
            return False
        attack = table.kind[card] == ATTACK
        if attack and table.target[card] == ONE_ENEMY and any(self.seats[1 - owner].statuses):
            entry = self._covered(entry)
        plain = table.plain_uses.get(card)
        if plain is None:
            plain = table.plain_uses[card] = plain_use(table, card)
        if plain:  # the steps below for a card without any of what plain_use rules out
            missed = False
            if attack:
                missed = not self._hit(entry, evaded, True)
                if self.phase == OVER:
                    return False
                if missed and self.logging:
                    self.events.append((self.turn, owner, "evaded", table.identity[card]))
            else:
                self._shield(entry)
            if table.on_resolve[card]:
                self._other_effects(card, owner)
            if table.follow_up_any:
                self._used(entry)
            return missed
        statuses = table.statuses[card] or table.options[card]  # character statuses
        if statuses and self.spent:
            self.spent = {}
        if not attack or table.shield[card] or table.shield_div[card]:  # (an attack's Power is
            self._shield(entry)  # its damage, not a shield, unless it also shields)
        if statuses and not self._status_effects(entry, "use"):
            return False  # a gated spend failed: nothing more of this card is used
        missed = False
        if attack:
            dealt = not (table.damage_condition[card] and not self._damage_allowed(owner, card))
            unpaid = table.spent_hits[card] and not self.spent.get(table.spent_hits[card])
            if (not dealt or unpaid) and self.logging:  # a conditional deal_damage whose condition does not
                # hold: a hit of 0 damage (index.md How To Clash 5); nothing spent for a damage dealt once per
                # point spent (reading multihit-x): no hit at all
                self.events.append((self.turn, owner, "no-damage", table.identity[card]))
            if not unpaid:
                missed = not self._hit(entry, evaded, dealt)
                if self.phase == OVER:
                    return False
            if missed and self.logging:
                self.events.append((self.turn, owner, "evaded", table.identity[card]))
            if statuses and table.post_damage[card] and self.phase != OVER:
                self._status_effects(entry, "post")  # written after the damage (reading written-order)
        if table.rare_use[card]:
            if table.creates[card]:  # create_card: the created cards into its owner's hand
                self._create(owner, card)
            if table.cleanses[card]:  # Cleanse / Dispel / Purge
                self._cleanse(entry)
            if table.moves[card] and self.phase != OVER:  # Push X / Pull X
                self._push(entry)
            if table.finds[card]:  # Search / Seek
                self._find(owner, card)
            if table.scry[card]:  # Scry X: a window for the owner (reading scry)
                self._scry(owner, table.scry[card])
            if table.fifth[card] == "swap" and self.phase != OVER:  # Swap: the target and the chosen character
                self._swap_keyword(entry)
            if table.heal_power[card] and self.phase != OVER:  # "Heal for Power / N HP": its own character
                own = self.seats[owner].position_of(table.character[card])
                if own >= 0 and self.seats[owner].hps[own]:
                    self._heal_at(owner, own, entry[POWER] // table.heal_power[card])
        if table.on_resolve[card]:
            self._other_effects(card, owner)
        if statuses:
            self._status_effects(entry, "after")
        if table.follow_up_any:
            self._used(entry)
        return missed

    def _cleanse(self, entry: tuple) -> None:
        """keywords.yml Cleanse (negative statuses), Dispel (positive ones), Purge (both): "[Status]" removes
        it, "X [Status]" reduces its Potency / Value / Stack by X, "All" every one of the kind (reading
        cleanse-targets: Cleanse on the card's own side — its ally target(s), else its own character —,
        Dispel on its enemy target(s), Purge on its target(s) of either side; the characters' own Unique
        statuses are neither positive nor negative)."""
        table = self.table
        card, owner = entry[CARD], entry[OWNER]
        aim = table.target[card]
        enemy_side = aim in (ONE_ENEMY, ALL_ENEMIES)
        for verb, status, amount in table.cleanses[card]:
            if verb == "dispel" or (verb == "purge" and enemy_side):
                index, places = 1 - owner, self._victims(entry)
            else:
                index, places = owner, self._allies(owner, card, entry[TARGET])
            kinds = NEGATIVE if verb == "cleanse" else POSITIVE if verb == "dispel" else NEGATIVE | POSITIVE
            seat = self.seats[index]
            for position in places:
                statuses = seat.statuses[position]
                names = [status] if status else [n for n in dict.fromkeys([n for n, _ in statuses]) if n in kinds]
                for name in names:
                    if (name, "value") not in statuses and (name, "count") not in statuses:
                        continue
                    if amount is None:
                        self._apply_status(index, position, "remove_status", name, "value", 0)
                    else:
                        self._apply_status(index, position, "reduce_status", name, "value", amount)

    def _find(self, owner: int, card: int) -> None:
        """keywords.yml Search ("Search your draw pile for a card that matches the listed criteria or name ...
        put it into your hand, then shuffle") and Seek X (criteria, Y) ("Look at the top X cards ... take up to
        Y cards that match ... then discard the rest"). Reading **find**: the player takes the matching cards
        nearest the top (cards that match are alike for the criteria), as many as allowed."""
        seat, table = self.seats[owner], self.table
        for wanted, look, take in table.finds[card]:
            top = max(0, len(seat.pile) - look) if look else 0
            seen = seat.pile[top:]
            picked = [i for i in range(len(seen) - 1, -1, -1) if self._matches(seen[i], wanted)][:take]  # from the top
            taken = [seen[i] for i in picked]
            rest = [c for i, c in enumerate(seen) if i not in picked]
            seat.hand.extend(taken)
            seat.drawn.update(taken)
            if look:  # Seek: the rest of those looked at go to the discard
                seat.pile = seat.pile[:top]
                seat.discard.extend(rest)
            else:
                seat.pile = rest
                shuffle(self.rng, seat.pile)
            self.forms_stale = True
            if self.logging:
                self.events.append((self.turn, owner, "find", len(taken)))

    def _matches(self, card: int, wanted: tuple) -> bool:
        """A card against Search / Seek criteria: ("kind", "attack"), ("type", "Melee") or ("name", its name)."""
        what, value = wanted
        table = self.table
        if what == "kind":
            return table.kind[card] == KINDS[value]
        if what == "type":
            return value in table.types[card]
        return table.name[card].lower() == value.lower()

    def _push(self, entry: tuple) -> None:
        """keywords.yml Push X ("Move the target X positions away from the source along the target's team line,
        swapping with any character passed") and Pull X (toward the source's column). Reading **push**: an
        opposed target is pushed toward the end of its line with more room (right on a tie); Root stops a
        move that would include the rooted character."""
        table = self.table
        card, owner = entry[CARD], entry[OWNER]
        aim = table.target[card]
        if aim not in (ONE_ENEMY, ONE_ALLY):
            return
        index = 1 - owner if aim == ONE_ENEMY else owner
        seat = self.seats[index]
        target = entry[TARGET]
        if not 0 <= target < len(seat.hps) or not seat.hps[target]:
            return
        source = self.seats[owner].position_of(table.character[card])
        for verb, steps in table.moves[card]:
            for _ in range(steps):
                if verb == "pull":
                    if source < 0 or target == source:
                        break
                    step = 1 if source > target else -1
                elif target != source or source < 0:
                    step = 1 if target > source else -1
                else:
                    step = 1 if len(seat.hps) - 1 - target >= target else -1
                other = target + step
                if not 0 <= other < len(seat.hps) or ("Root", "value") in seat.statuses[target] \
                        or ("Root", "value") in seat.statuses[other]:
                    break
                self._swap_positions(index, target, other)
                target = other

    def swap_line(self, index: int, card: int) -> int:
        """The seat whose team line a Swap card changes: the enemy's for a 1 Enemy card, else its own."""
        return 1 - index if self.table.target[card] == ONE_ENEMY else index

    def fifth_choices(self, index: int, card: int, target: int, spare: int) -> range | tuple:
        """The fifth numbers a play of the card may carry: the Swap partner, the Redirect ally (an alive
        character of its own team), else fifths (X, an option)."""
        kind = self.table.fifth[card]
        if kind == "swap":
            return self.swap_partners(index, card, target)
        if kind == "ally":
            return tuple([p for p, hp in enumerate(self.seats[index].hps) if hp > 0]) or (0,)
        return self.fifths(card, spare)

    def swap_partners(self, index: int, card: int, target: int) -> range | tuple:
        """keywords.yml Swap ("Exchange the positions of two characters on the same team line"), reading
        **swap**: the card's target (its own character when it has none) trades places with a character
        of the same line that the player picks as the play's fifth number; a line of one has none to pick
        (the fifth number is the target itself, and nothing moves)."""
        line = self.seats[self.swap_line(index, card)]
        primary = target if target >= 0 else line.position_of(self.table.character[card])
        partners = tuple([p for p in range(len(line.characters)) if p != primary])
        return partners or (max(primary, 0),)

    def _swap_keyword(self, entry: tuple) -> None:
        """Swap on use (reading swap): Root on either character stops it; a defeated target moves no one."""
        card, owner = entry[CARD], entry[OWNER]
        index = self.swap_line(owner, card)
        seat = self.seats[index]
        primary = entry[TARGET] if entry[TARGET] >= 0 else seat.position_of(self.table.character[card])
        other = entry[XS]
        if (not 0 <= primary < len(seat.hps) or not 0 <= other < len(seat.hps) or other == primary
                or not seat.hps[primary] or ("Root", "value") in seat.statuses[primary]
                or ("Root", "value") in seat.statuses[other]):
            return
        self._swap_positions(index, primary, other)

    def _swap_positions(self, index: int, a: int, b: int) -> None:
        """Two characters of a team trade places (the Movement Round, Push, Pull); cards waiting in the zones
        keep aiming at the same characters."""
        seat = self.seats[index]
        for row in (seat.characters, seat.hps, seat.max_hps, seat.shields, seat.statuses):
            row[a], row[b] = row[b], row[a]
        table = self.table
        for zone in self.zones:
            for i, e in enumerate(zone):
                aims_here = (e[OWNER] != index and table.target[e[CARD]] == ONE_ENEMY) or (
                    e[OWNER] == index and table.target[e[CARD]] == ONE_ALLY)
                if aims_here and e[TARGET] in (a, b):
                    zone[i] = e = (e[CARD], e[OWNER], b if e[TARGET] == a else a, *e[REUSED:])
                if e[OWNER] == index and table.fifth[e[CARD]] == "ally" and e[XS] in (a, b):  # the Redirect ally
                    zone[i] = (*e[:XS], b if e[XS] == a else a)
                elif (table.fifth[e[CARD]] == "swap" and self.swap_line(e[OWNER], e[CARD]) == index
                      and e[XS] in (a, b)):  # a waiting Swap keeps the partner the player picked
                    zone[i] = (*e[:XS], b if e[XS] == a else a)
        if self.logging:
            self.events.append((self.turn, index, "swap", a, b))

    def _covered(self, entry: tuple) -> tuple:
        """Cover, Before Use: "When a single-target Attack targets an ally, change the target to this character if
        able and reduce Value by 1." Only one Cover applies; among several the defending player picks the
        one with the most HP (reading cover; plain Cover and Cover (Adjacent): adjacent allies only)."""
        defender_index = 1 - entry[OWNER]
        defender = self.seats[defender_index]
        target = entry[TARGET]
        best, best_name = -1, ""
        for position, statuses in enumerate(defender.statuses):
            if position == target or not defender.hps[position]:
                continue
            for name, any_ally in COVERS.items():
                if ((name, "value") in statuses and (any_ally or abs(position - target) == 1)
                        and (best < 0 or defender.hps[position] > defender.hps[best])):
                    best, best_name = position, name
        if best < 0:
            return entry
        self._apply_status(defender_index, best, "reduce_status", best_name, "value", 1)
        if self.logging:
            self.events.append((self.turn, defender_index, "cover", defender.characters[best]))
        return (entry[CARD], entry[OWNER], best, *entry[REUSED:])

    def _damage_allowed(self, owner: int, card: int) -> bool:
        has, status = self.table.damage_condition[card]
        seat = self.seats[owner]
        own = seat.position_of(self.table.character[card])
        statuses = seat.statuses[own] if own >= 0 and seat.statuses else {}
        return (status_amount(statuses, status) > 0) == has

    def _shield(self, entry: tuple) -> None:
        """A card's shield, to the character it targets (Self: the card's own character, or the leftmost alive
        one when that one is not on the row)."""
        table = self.table
        card, owner = entry[CARD], entry[OWNER]
        if table.kind[card] != ATTACK:
            amount = entry[POWER]
        elif table.shield_div[card]:  # reading hybrid-shield: the rolled Power / N
            amount = entry[POWER] * table.divisor[card] // table.shield_div[card]
        else:
            amount = table.shield[card]
        if not amount:
            return
        seat = self.seats[owner]
        for position in self._allies(owner, card, entry[TARGET]):
            seat.shields[position] += amount
        seat.shield = sum(seat.shields)
        if self.logging:
            self.events.append((self.turn, owner, "shield", table.identity[card], amount))

    def _allies(self, owner: int, card: int, target: int) -> list[int]:
        seat = self.seats[owner]
        aim = self.table.target[card]
        if aim == ALL_ALLIES:
            return [p for p, hp in enumerate(seat.hps) if hp > 0]
        if aim == ONE_ALLY and 0 <= target < len(seat.hps) and seat.hps[target] > 0:
            return [target]
        own = seat.position_of(self.table.character[card])
        if own >= 0 and seat.hps[own] > 0:
            return [own]
        return [alive_positions(seat.hps)[0]]

    def _hit(self, entry: tuple, evading: bool = False, damage_dealt: bool = True) -> bool:
        """The hit lands on the targeted character (1 Enemy) or on every alive opposing
        character (All Enemies); Splash adds its amount to the target's alive neighbours (a Splash card,
        card-types.md: the main target's amount). Each character's own Shield absorbs first (not against
        Pierce); the game ends when every opposing character is at 0. `evading` (an Evade card paired
        against it): when the Shields take all its damage to 0, it is not a hit (no On Hit effects, no
        Thorns; faq.md "How does Evade work against Shield": "Evade checks after Shield"), and this returns
        False. `damage_dealt` False: a hit of 0 damage (a conditional damage that does not hold: index.md
        How To Clash 5, "A hit occurs when an Attack is used unless it is prevented"). On Hit effects and
        Thorns resolve once per hit (faq.md "If a Multihit attack hits 3 times, On Hit resolves 3 times")."""
        table = self.table
        card, owner, target = entry[CARD], entry[OWNER], entry[TARGET]
        defender_index = 1 - owner
        defender = self.seats[defender_index]
        amount = entry[POWER] if damage_dealt else 0  # the use's Power over all its hits
        hits = entry[HITS] if table.multihit[card] else 1
        hps = defender.hps
        aim = table.target[card]
        alive = None  # (the alive opposing positions, worked out when needed)
        if table.bonus[card]:  # reading spend-x: N x the resource spent on this use, on the card's own hit
            resource, per = table.bonus[card]
            amount += per * self.spent.get(resource, 0) if damage_dealt else 0
        elif table.spent_hits[card]:  # reading multihit-x: Power / X once per point spent (X: the hits)
            paid = min(self.spent.get(table.spent_hits[card], 0), entry[HITS])
            amount, hits = amount * paid // entry[HITS], paid
        # (single: the hit lands on its target first; else on every alive one, or the leftmost, never the target)
        single = not (aim == ALL_ENEMIES or not 0 <= target < len(hps) or hps[target] == 0)
        if not single:
            alive = [p for p, hp in enumerate(hps) if hp > 0]
            victims = [(p, amount) for p in (alive if aim == ALL_ENEMIES else alive[:1])]
        else:
            victims = [(target, amount)]
        if table.target_bonus[card]:  # reading target-bonus: N more on a target that has (lacks) the status
            has, status, bonus = table.target_bonus[card]
            victims = [(p, damage + bonus if (status_amount(defender.statuses[p], status) > 0) == has else damage)
                       for p, damage in victims]
        if single and (table.splash[card] or table.bounce[card]):  # (victims[0] is the target)
            if alive is None:
                alive = [p for p, hp in enumerate(hps) if hp > 0]
            splash = table.splash[card]
            if splash:  # (-1: a Splash card, its neighbours take what the main target takes)
                victims += [(p, victims[0][1] if splash < 0 else splash) for p in (target - 1, target + 1) if p in alive]
            for _ in range(table.bounce[card]):  # Bounce X: a random adjacent character takes the hit too
                near = [p for p in (target - 1, target + 1) if p in alive]
                if near:
                    victims.append((near[self.rng.randrange(len(near))] if len(near) > 1 else near[0], amount))
        innates = table.innates
        landed = False
        thorned = []  # (Thorns after the hits, when it is a hit: Thorns is an On Hit effect)
        for position, damage in victims:
            if self.phase == OVER:  # (Thorns may have defeated the attacker's team)
                break
            guards = innates[key].mitigations if (key := defender.characters[position]) in innates else ()
            if guards:
                guards = [m for m in guards if m.applies(table.types[card])]
                for mitigation in guards:
                    if mitigation.kind == "immune":  # Immune: 0 before Shield
                        damage = 0
                        break
            statuses = defender.statuses[position]
            if statuses:
                # Vulnerable / Fortified: damage taken + / - 10 % x Potency, net (reading: before Shield);
                # Invulnerable: all damage 0 before Shield (the attack still hits).
                net = statuses.get(("Vulnerable", "value"), 0) - statuses.get(("Fortified", "value"), 0)
                if net:
                    damage = max(0, damage * (10 + net) // 10)
                if ("Invulnerable", "value") in statuses:
                    damage = 0
            if not table.pierce[card] and defender.shields[position]:
                absorbed = defender.shields[position]
                if damage < absorbed:
                    absorbed = damage
                defender.shields[position] -= absorbed
                damage -= absorbed
            landed = landed or damage > 0  # Evade checks after Shield (not Barrier)
            if statuses and damage > 0:
                damage = self._through_barrier(defender_index, position, damage)
            healed = 0
            if guards and damage > 0:  # Resist / Weakness / Absorb: on the damage to HP, after Shield
                # (each on the same damage: faq.md "Resist reduces 5, Absorb reduces 6 and heals 6")
                base = damage
                for mitigation in guards:
                    if mitigation.kind != "immune":
                        change = mitigation.change(base)
                        damage -= change
                        healed += change if mitigation.kind == "absorb" else 0
                damage = max(0, damage)
            self._damage_character(defender_index, position, damage, attack=True)
            if healed and defender.hps[position]:
                self._heal_at(defender_index, position, healed)
            if self.logging:
                self.events.append((self.turn, owner, "hit", table.identity[card], damage, defender.hps[position],
                                    position))
            thorns = statuses.get(("Thorns", "value"), 0) if statuses else 0
            if thorns:
                thorned.append(thorns)
        defender.shield = sum(defender.shields)
        self.landed = landed
        if self.phase == OVER:
            return True
        if evading and not landed:
            return False  # keywords.yml Evade: not a hit
        attacker = self.seats[owner].position_of(table.character[card]) if thorned else -1
        for thorns in thorned:  # Thorns: "When you are hit by an Attack, deal Potency damage" (once per hit)
            if attacker >= 0 and self.phase != OVER:
                self._status_damage(owner, attacker, thorns * hits)
        if self.phase == OVER or not hits:
            return bool(hits)
        if table.first_hit:
            self._first_hit(owner, card)
        if not table.on_hit[card] and not table.statuses[card]:
            return True  # (no On Hit effect)
        for _ in range(hits):  # On Hit: once per hit
            for op, value in table.on_hit[card]:
                self._effect(op, value, owner)
            if table.statuses[card]:
                self._status_effects(entry, "hit")
            if self.phase == OVER:
                break
        return True

    def _status_damage(self, index: int, position: int, amount: int) -> None:
        """Damage that is not an Attack's hit (a status's "Take Potency damage", Thorns): terminology.md Damage,
        "Damage reduces Shield, Barrier, or HP"; status-effects.md Barrier, "Shield first, then Barrier, then
        HP" (reading **status-damage**); Invulnerable, "All damage becomes 0 before Shield, Barrier, and HP"."""
        seat = self.seats[index]
        if ("Invulnerable", "value") in seat.statuses[position]:
            return
        if seat.shields[position] and amount > 0:
            absorbed = min(seat.shields[position], amount)
            seat.shields[position] -= absorbed
            seat.shield -= absorbed
            amount -= absorbed
        if amount > 0:
            amount = self._through_barrier(index, position, amount)
        self._damage_character(index, position, amount)

    def _through_barrier(self, index: int, position: int, damage: int) -> int:
        """status-effects.md Barrier: "Damage is applied to Shield first, then Barrier, then HP": the Barrier takes
        what it can of the damage left after Shield (its Value goes down by that); the rest is returned."""
        barrier = self.seats[index].statuses[position].get(("Barrier", "value"), 0)
        if not barrier:
            return damage
        absorbed = min(barrier, damage)
        self._apply_status(index, position, "reduce_status", "Barrier", "value", absorbed)
        return damage - absorbed

    def _damage_character(self, index: int, position: int, amount: int, attack: bool = False,
                          loss: bool = False) -> None:
        """HP loss for one character (`attack`: from an enemy Attack's hit); at 0 it is defeated (FAQ:
        cannot be targeted or play cards, its cards are removed from play), and with every character of
        the team at 0 the other player wins."""
        seat = self.seats[index]
        if amount <= 0 or seat.hps[position] == 0:
            return
        if not loss and seat.statuses and ("Invulnerable", "value") in seat.statuses[position]:
            return  # Invulnerable: "All damage becomes 0" (`loss`: HP lost, not damage)
        before = seat.hps[position]
        seat.hps[position] = before - amount if before > amount else 0
        if not seat.hps[position] and self.table.innates:
            self._survive(index, position)
        seat.hp = sum(seat.hps)
        if seat.hps[position]:
            innates = self.table.innates.get(seat.characters[position])  # (_hp_event: its HP triggers)
            if innates is not None and innates.on_hp:
                self._hp_event(index, position, before, seat.hps[position], attack)
            return
        key = seat.characters[position]
        character = self.table.character
        seat.shields[position] = 0
        seat.shield = sum(seat.shields)
        for name in ("pile", "hand", "discard", "ultimates", "scrying", "kept"):  # (Scry: the cards looked at too)
            cards = getattr(seat, name)
            gone = [c for c in cards if character[c] == key]
            if gone:
                seat.removed.extend([self.table.base_of[c] for c in gone])
                setattr(seat, name, [c for c in cards if character[c] != key])
        # Reading defeated-cards-leave-zones (faq.md: "their cards are removed from play"): its cards waiting
        # in a zone leave it too, unresolved, and its windows close.
        for zone in self.zones:
            leaving = [entry for entry in zone if entry[OWNER] == index and character[entry[CARD]] == key]
            if leaving:
                seat.removed.extend([self.table.base_of[entry[CARD]] for entry in leaving])
                zone[:] = [entry for entry in zone if not (entry[OWNER] == index and character[entry[CARD]] == key)]
        if self.follow_ups:
            self.follow_ups = [w for w in self.follow_ups if not (w[0] == index and w[1] == key and w[2] < 0)]
        if self.logging:
            self.events.append((self.turn, index, "defeated", key))
        if seat.hp == 0:
            self._end(1 - index, "hp")

    def _create(self, owner: int, card: int) -> None:
        seat = self.seats[owner]
        for created, count in self.table.creates[card]:
            if created.__class__ is int:  # (linked: CardTable.link_created)
                seat.hand.extend([created] * count)
                seat.created.extend([created] * count)
                if self.logging:
                    self.events.append((self.turn, owner, "create", self.table.identity[created], count))
        self.forms_stale = True

    def _survive(self, index: int, position: int) -> None:
        """A would_be_defeated optional defeat replacement (data/README.md: DIO's "Spend 3 Stolen Blood? Set
        HP to 1 instead."), within its scope. Reading **survive-defeat**: the player always accepts when it
        can pay (being defeated is never better)."""
        seat = self.seats[index]
        key = seat.characters[position]
        innates = self.table.innates.get(key)
        if innates is None or not innates.survive:
            return
        trigger, scope, status, amount, hp = innates.survive
        use = (key, trigger, self.turn if scope == "once_per_turn" else -1)
        if scope != "always" and use in seat.innate_uses:
            return
        if status and seat.statuses[position].get((status, "value"), 0) < amount:
            return
        if scope != "always":
            seat.innate_uses.add(use)
        seat.hps[position] = min(hp, seat.max_hps[position])
        if status and amount:
            self._apply_status(index, position, "spend_status", status, "value", amount)
        if self.logging:
            self.events.append((self.turn, index, "survive", key, seat.hps[position]))

    def heal_character(self, owner: int, amount: int) -> None:
        seat = self.seats[owner]
        best = most_hurt(seat, alive_positions(seat.hps))
        if best >= 0:
            self._heal_at(owner, best, amount)

    def _heal_at(self, index: int, position: int, amount: int) -> None:
        seat = self.seats[index]
        statuses = seat.statuses[position] if seat.statuses else None
        if statuses:  # Wither: - Stack % of the healing; Wound: - Stack (percent first, then flat); not below 0
            amount = max(0, amount - amount * statuses.get(("Wither", "value"), 0) // 100
                         - statuses.get(("Wound", "value"), 0))
        before = seat.hps[position]
        seat.hps[position] = min(seat.max_hps[position], before + amount)
        seat.hp = sum(seat.hps)
        if seat.hps[position] != before and self.table.innates:
            innates = self.table.innates.get(seat.characters[position])  # (_hp_event: its HP triggers)
            if innates is not None and innates.on_hp:
                self._hp_event(index, position, before, seat.hps[position], attack=False)

    def _other_effects(self, card: int, owner: int) -> None:
        for op, value in self.table.on_resolve[card]:
            if self.phase == OVER:
                return
            self._effect(op, value, owner)

    def _effect(self, op: int, value: int, owner: int) -> None:
        HANDLER_BY_CODE[op](self, owner, value)  # effects.HANDLERS
        if self.logging:
            self.events.append((self.turn, owner, "effect", OPS[op], value))

    def _forced_discard(self, index: int, count: int) -> None:
        """Rule "discard-choice": the discarding player gives up its cheapest card (the rightmost of those)."""
        seat = self.seats[index]
        cost = self.table.cost
        hand = seat.hand
        for _ in range(count):
            if not hand:
                return
            position = 0
            for i in range(1, len(hand)):
                if cost[hand[i]] <= cost[hand[position]]:
                    position = i
            seat.discard.append(self.table.base_of[hand.pop(position)])

    def _discard(self, entry: tuple) -> None:
        table = self.table
        card = table.base_of[entry[CARD]]  # a form leaves play as its deck card
        seat = self.seats[entry[OWNER]]
        try:  # (seat.position_of, inline: this runs for every card leaving a zone)
            position = seat.characters.index(table.character[card])
        except ValueError:
            position = -1
        if (position >= 0 and seat.hps[position] == 0) or table.exhaust[card]:
            seat.removed.append(card)  # its character was defeated, or Exhaust: removed from play
            return
        if table.ultimate[card]:
            ultimates = seat.ultimates
            ultimates.append(card)  # Preparation 3: an Ultimate stays available after it is used
            ultimates.sort()
            self.forms_stale = True
        else:
            seat.discard.append(card)

    # --- turns ---------------------------------------------------------------------------------
    def _draw(self, index: int, count: int) -> None:
        seat = self.seats[index]
        self.forms_stale = True
        while count > 0:
            if not seat.pile:
                if not seat.discard:
                    return
                seat.pile = seat.discard  # rule "reshuffle": an empty draw pile takes the shuffled discards
                seat.discard = []
                shuffle(self.rng, seat.pile)
                if self.logging:
                    self.events.append((self.turn, index, "reshuffle", len(seat.pile)))
            pile = seat.pile  # (the top cards at once, in the order popping them one by one gives)
            taken = pile[-count:]
            del pile[-count:]
            taken.reverse()
            seat.hand.extend(taken)
            seat.drawn.update(taken)
            count -= len(taken)

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
        for index in self.playing_seats():
            seat = self.seats[index]
            seat.played_now = False
            if seat.burn:
                self._burn(index, log=True)
                if self.phase == OVER:
                    return
            extra = self._status_turn_start(index)  # the statuses' Turn Start lines
            if self.table.any_prepare:  # Prepare X: each turn in hand, cost + X until used
                prepare = self.table.prepare
                for card in seat.hand:
                    if prepare[card]:
                        seat.bumps = {**seat.bumps, card: seat.bumps.get(card, 0) + prepare[card]}
            if self.phase == OVER:
                return
            size = HAND_SIZE + seat.haste - seat.slow + extra  # Turn Start: draw to 5, Haste +N, Slow -N
            if size < 0:
                size = 0
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
                self._burn(1, log=False)
                if self.phase == OVER:
                    return
        self.phase = ROUND_START
        self.active = -1
        self.rounds = 0
        self.actor = initiative
        self.phase = MOVEMENT  # pages/index.md How To Play 3: the Movement Round, initiative first
        self.movement_passes = 0
        for index, seat in enumerate(self.seats):
            seat.swapped = False
            # Stun, "Turn Start: Skip the turn." (reading stun): its characters sit this turn out
            seat.stunned = frozenset([seat.characters[p] for p, statuses in enumerate(seat.statuses)
                                      if STUN in statuses and seat.hps[p]]) if any(seat.statuses) else NO_KEYS
            if seat.stunned and self.logging:
                self.events.append((self.turn, index, "stunned", *sorted(seat.stunned)))

    def _burn(self, index: int, log: bool) -> None:
        """Seed 003's Burn N at Turn Start: the team loses N through shields; current rules: the leftmost
        alive character loses it."""
        seat = self.seats[index]
        amount = seat.burn
        if self.current:
            seat.burn = 0
            self._damage_character(index, alive_positions(seat.hps)[0], amount)
            return
        seat.hp = max(0, seat.hp - amount)
        if self.logging and log:
            self.events.append((self.turn, index, "burn", amount, seat.hp))
        seat.burn = 0
        if seat.hp == 0:
            self._end(1 - index, "hp")

    def _end_turn(self) -> None:
        index = self.initiative
        if self.logging:
            self.events.append((self.turn, index, "end-turn"))
        if not self.seats[index].played_now:
            self.seats[index].idle_turns += 1
        retain = self.table.retain
        for seat in self.seats:  # Turn End: discard the remaining hand, except cards with Retain (index.md How To
            self._status_turn_end(seat)  # Play 7); shields last the turn
            if self.phase == OVER:  # a status's Turn End damage defeated a team
                return
            if self.table.any_ethereal:  # Ethereal: exhausted before the normal hand discard
                ethereal = self.table.ethereal
                seat.removed.extend([c for c in seat.hand if ethereal[c]])
                seat.hand = [c for c in seat.hand if not ethereal[c]]
            if any(map(retain.__getitem__, seat.hand)):
                seat.discard.extend([self.table.base_of[c] for c in seat.hand if not retain[c]])
                seat.hand = [c for c in seat.hand if retain[c]]
            else:  # (nothing retained: the whole hand, in order)
                seat.discard.extend(map(self.table.base_of.__getitem__, seat.hand))
                seat.hand = []
            seat.shield = 0
            seat.shields = [0] * len(seat.shields)
        self._begin_turn(index if self.goldfish else 1 - index)

    def _status_turn_start(self, index: int) -> int:
        """The characters' own statuses' Turn Start lines (status_lines), then the effects delayed to this
        Turn Start; returns the additional cards to draw ("Draw N additional card")."""
        seat = self.seats[index]
        lines = self.table.status_lines
        extra = 0
        if lines:
            for position, statuses in enumerate(seat.statuses):
                for name in [name for name, stat in statuses if stat == "value" and name in lines]:
                    rules = lines[name]
                    if seat.hps[position] and (name, "value") in statuses:
                        extra += rules.draw
                        self._status_lines_effects(index, position, rules, rules.turn_start)
        if seat.delayed:
            delayed, seat.delayed = seat.delayed, []
            for key, effects in delayed:
                position = seat.position_of(key)
                if position >= 0 and seat.hps[position]:
                    self._status_lines_effects(index, position, None, effects)
        return extra

    def _status_lines_effects(self, index: int, position: int, rules, effects, depth: int = 0) -> None:
        """A character status's gains on its own character; an amount ("x", k) is X + k with X as its status
        defines it (its own value or count, or another status's Value / N, rounded down)."""
        statuses = self.seats[index].statuses[position]
        for kind, name, stat, amount in effects:
            if amount.__class__ is tuple:
                amount = self._status_x(statuses, rules) + amount[1]
            if amount > 0 and self.seats[index].hps[position]:
                self._apply_status(index, position, kind, name, stat, amount, depth=depth)

    @staticmethod
    def _status_x(statuses: dict, rules) -> int:
        x = rules.x if rules is not None else ()
        if not x:
            return 0
        if x[0] == "own":
            return statuses.get((rules.name, x[1]), 0)
        return statuses.get((x[1], "value"), 0) // x[2]

    def _status_turn_end(self, seat: Seat) -> None:
        """The characters' own statuses' Turn End lines (Reduce ... by N, Halve, Expires)."""
        rules = self.table.status_turn_end
        self.forms_stale = True
        index = self.seats.index(seat)
        seat.blocked = False
        seat.cancelled = []  # (the zones are empty at Turn End: no Staggered card is pending)
        if seat.stunned:  # Stun, "Turn End: Expires." at the end of the turn it was skipped (reading stun)
            for key in seat.stunned:
                position = seat.position_of(key)
                if STUN in seat.statuses[position]:
                    self._apply_status(index, position, "remove_status", "Stun", "value", 0)
            seat.stunned = frozenset()
        lines = self.table.status_lines
        for position, statuses in enumerate(seat.statuses) if any(seat.statuses) else ():
            if self.phase == OVER:
                return
            if not seat.hps[position] or not statuses:
                continue  # a defeated character's statuses no longer tick; its team's others still do
            had = list(dict.fromkeys([name for name, _ in statuses]))  # in the order gained (deterministic)
            for name, (op, stat, amount) in [(n, rule) for n in had for rule in rules.get(n, ())]:
                key = (name, stat)
                if self.phase == OVER or not seat.hps[position]:
                    break  # (a defeated character's statuses no longer tick; the others' still do)
                if op == "expire":
                    self._apply_status(index, position, "remove_status", name, stat, 0)
                elif key not in statuses and op != "hp_percent":
                    continue
                elif op == "damage":  # "Take Potency damage" (Burn, Poison), 5 x Stack (Spectro Frazzle)
                    self._status_damage(index, position, statuses[key] * amount)
                elif op == "heal":  # Regen: "Heal HP equal to Potency"
                    self._heal_at(index, position, statuses[key])
                elif op == "heal_percent":  # Renewal: "Heal HP equal to Potency% of max HP"
                    self._heal_at(index, position, seat.max_hps[position] * statuses[key] // 100)
                elif op == "hp_percent":  # "Reduce current HP by X times N%" (HP lost, not damage)
                    x = self._status_x(statuses, lines.get(name))
                    self._damage_character(index, position, seat.hps[position] * x * amount // 100, loss=True)
                else:
                    now = statuses[key]
                    self._apply_status(index, position, "reduce_status", name, stat,
                                       now - now // 2 if op == "halve" else amount)
            if lines:  # "When this expires:" a status its Turn End removed
                for name in had:
                    expiring = lines.get(name)
                    if expiring is None or (name, "value") in statuses or (name, "count") in statuses:
                        continue
                    if expiring.on_expire and seat.hps[position]:
                        self._status_lines_effects(index, position, expiring, expiring.on_expire)
                    if expiring.next_turn_start:
                        seat.delayed.append((seat.characters[position], tuple(expiring.next_turn_start)))

    def _end(self, winner: int | None, reason: str) -> None:
        self.winner_seat = winner
        self.phase = OVER
        self.actor = -1
        if self.logging:
            self.events.append((self.turn, winner if winner is not None else -1, "game-over", reason))


SLOW_ZONE_LIMIT = 2  # at the start of a round every zone is open
NO_KEYS = frozenset()
ROW_LIMIT = 16
RANGES = tuple(tuple(range(n)) for n in range(ROW_LIMIT))  # (0, 1, ..., n - 1) for a row of n, built once
COMPARE = {"eq": int.__eq__, "ne": int.__ne__, "lt": int.__lt__, "lte": int.__le__, "gt": int.__gt__,
           "gte": int.__ge__}
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


def alive_positions(hps: list) -> tuple:
    """The positions p with hps[p] > 0, in order: the shared RANGES tuple when every one is alive (no min():
    the builtin parses its keywords on every call; a list comprehension: cheaper than a generator)."""
    count = len(hps)
    if count < ROW_LIMIT:
        for hp in hps:
            if hp <= 0:
                break
        else:
            return RANGES[count]
    return tuple([p for p, hp in enumerate(hps) if hp > 0])


def most_hurt(seat: Seat, positions) -> int:
    """The position among `positions` whose character misses the most HP, the leftmost of those; -1 for none."""
    best, most = -1, 0
    for position in positions:
        missing = seat.max_hps[position] - seat.hps[position]
        if best < 0 or missing > most or (missing == most and position < best):
            best, most = position, missing
    return best


def plain_use(table: CardTable, card: int) -> bool:
    """Whether UniversalArenaState._resolve may take its short way for the card (kept in CardTable.plain_uses):
    no character status effects or options, no rare keyword (rare_use), and for an attack no shield, damage
    condition or damage per point spent."""
    if table.statuses[card] or table.options[card] or table.rare_use[card]:
        return False
    if table.kind[card] != ATTACK:
        return True
    return not (table.shield[card] or table.shield_div[card] or table.damage_condition[card]
                or table.spent_hits[card])


def roll_plan(table: CardTable, card: int) -> tuple:
    """What UniversalArenaState._roll reads of a card, in one tuple (kept in CardTable.roll_plans): its Power
    range (a fixed Power as low = high), kind, whether Distance applies to it (a single-target attack or
    defense), whether it is an X card, its divisor (None: its hits, multihit-x), its character and whether its
    Distance is the plain rule (distance_plain)."""
    low, high = table.power_low[card], table.power_high[card]
    if not high:
        low = high = table.base_power[card]
    kind, aim = table.kind[card], table.target[card]
    return (low, high, kind, kind != SPECIAL and (aim == ONE_ENEMY or aim == ONE_ALLY), table.fifth[card] == "x",
            None if table.count_x[card] else table.divisor[card], table.character[card], table.distance_plain[card])


def zone_cards(state: UniversalArenaState, index: int) -> list[int]:
    return [entry[CARD] for zone in state.zones for entry in zone if entry[OWNER] == index]


def check_invariants(state: UniversalArenaState) -> None:
    """Raise AssertionError when a rule invariant is broken (used by the property tests)."""
    for index, seat in enumerate(state.seats):
        assert 0 <= seat.hp <= seat.max_hp, f"seat {index}: HP {seat.hp} out of 0..{seat.max_hp}"
        assert seat.shield >= 0, f"seat {index}: negative shield"
        assert 0 <= seat.energy <= ENERGY_PER_TURN + seat.energy_gained, f"seat {index}: energy {seat.energy}"
        assert 0 <= seat.meter <= state.meter_cap, f"seat {index}: meter {seat.meter}"
        if state.goldfish and index == 1:
            assert not seat.hand and not seat.pile and not zone_cards(state, 1)
            continue
        cards = [*seat.pile, *seat.hand, *seat.discard, *seat.ultimates, *seat.removed, *seat.scrying, *seat.kept,
                 *zone_cards(state, index)]
        cards = [state.table.base_of[card] for card in cards]  # a form is its deck card
        assert sorted(cards) == sorted([*state.decks[index], *seat.created]), \
            f"seat {index}: a card is missing or duplicated"
        assert all(state.table.base_of[c] == c for c in [*seat.pile, *seat.discard, *seat.removed]), "a form left play"
        assert all(not state.table.ultimate[c] for c in seat.pile + seat.hand + seat.discard), "an Ultimate in the pile"
    if state.phase == PRIORITY:
        assert state.zones[state.active], "the Active Zone is empty"
        assert all(not state.zones[z] for z in range(state.active)), "a zone faster than the Active Zone holds cards"
    elif state.phase == ROUND_START:
        assert not any(state.zones), "a Combat Round starts with cards on a zone"
    if not (state.phase == FOLLOW_UP and state.follow_ups[0][1] == SCRY_WINDOW):
        assert not any(seat.scrying or seat.kept for seat in state.seats), "Scry cards outside a Scry window"
    if state.phase != OVER:
        assert state.legal_actions(), "no legal action while the game runs"
