"""Union Arena rules (seed 000) behind the engine's state API.

Decisions are small int tuples (see the constants below). Automatic steps (untap, AP, draws,
battles, damage) happen inside `apply`. Where the seed leaves a choice to a player that this
engine makes by a fixed rule (trigger targets, which life card, discards at end of turn), the
rule is written down in docs/union-arena-engine.md."""
from __future__ import annotations

import random

from engine.core import game_result, seat_result
from engine.games.union_arena.cards import (
    AP,
    BLANK,
    CHARACTER,
    EVENT,
    FIELD,
    T_ACTIVE,
    T_COLOR,
    T_DRAW,
    T_FINAL,
    T_GET,
    T_NONE,
    T_RAID,
    T_SPECIAL,
    CardTable,
)
from engine.games.union_arena.effects_runtime import (
    activate,
    aura_applies,
    can_activate,
    has_hook,
    holds,
    matches_card,
    run_effects,
    run_hook,
)

# Phases (who decides is `self.actor`).
MULLIGAN, EXTRA_DRAW, MOVE, MAIN, ATTACK, BLOCK, TRIGGER, OVER = range(8)
PHASE_NAMES = ["mulligan", "extra-draw", "move", "main", "attack", "block", "trigger", "over"]

# Actions.
KEEP, REDRAW = (0,), (1,)
PASS = (2,)  # decline the extra draw / end the move, main or attack phase / no block / skip a trigger
EXTRA = (3,)  # pay 1 AP for the extra draw
MOVE_UP = 4  # (MOVE_UP, energy_index, removed_front_index or -1)
STEP_BACK = 5  # (STEP_BACK, front_index, swapped_energy_index or -1)
PLAY = 6  # (PLAY, hand_index, line 0 front / 1 energy / 2 event, removed_index or -1)
RAID = 7  # (RAID, hand_index, line of the target, target_index)
ATTACK_WITH = 8  # (ATTACK_WITH, front_index, target: -1 the player or an opponent front index with Snipe)
BLOCK_WITH = 9  # (BLOCK_WITH, front_index)
USE_TRIGGER = (10,)
ACTIVATE = 11  # (ACTIVATE, line 0 front / 1 energy, unit index, effect number): an Activate: Main ability

FRONT, ENERGY = 0, 1
LINE_SIZE = 4
HAND_LIMIT = 8
LIFE = 7
OPENING_HAND = 7
ACTIVE_TRIGGER_BP = 3000


def ap_cards_for(first: bool, own_turn: int) -> int:
    """Seed 000, Start Phase table: first player 1/2/3, second player 2/2/3."""
    if own_turn >= 3:
        return 3
    return (1 if own_turn == 1 else 2) if first else 2


class Unit:
    """A character or field on a line; `base` is the card under a Raid Boost."""

    __slots__ = ("card", "base", "rested", "bonus", "frozen", "attacks", "blocks", "owner", "used", "granted",
                 "played_turn", "energy_bonus", "abilities")

    def __init__(self, card: int, rested: bool = True, base: int = -1, owner: int = -1, played_turn: int = 0):
        self.card, self.base, self.rested, self.owner = card, base, rested, owner
        self.bonus = 0
        self.frozen = False
        self.attacks = 0
        self.blocks = 0
        self.used = 0  # bit n: Activate: Main effect n used this turn (Once Per Turn)
        self.granted = None  # keywords gained this turn: ((keyword, value), ...)
        self.played_turn = played_turn
        self.energy_bonus = 0  # generated energy gained this turn
        self.abilities = None  # abilities gained: ((CardEffects, lasts until its owner's next turn), ...)

    def copy(self) -> Unit:
        other = Unit(self.card, self.rested, self.base, self.owner, self.played_turn)
        other.bonus, other.frozen, other.attacks, other.blocks = self.bonus, self.frozen, self.attacks, self.blocks
        other.used, other.granted = self.used, self.granted
        other.energy_bonus, other.abilities = self.energy_bonus, self.abilities
        return other


class Seat:
    __slots__ = ("deck", "hand", "life", "front", "energy", "outside", "remove", "ap", "own_turns", "extra_used",
                 "played_now", "drawn", "played", "redrew", "idle_turns", "next_reductions")

    def __init__(self):
        self.deck: list[int] = []  # top of the deck is the END of the list
        self.hand: list[int] = []
        self.life: list[int] = []
        self.front: list[Unit] = []
        self.energy: list[Unit] = []
        self.outside: list[int] = []
        self.remove: list[int] = []
        self.ap: list[bool] = []  # True = active
        self.own_turns = 0
        self.extra_used = False
        self.played_now = False
        self.drawn: set[int] = set()
        self.played: set[int] = set()
        self.redrew = False
        self.idle_turns = 0
        self.next_reductions: list = []  # "reduce the AP cost of the next <X> you use this turn": (what, amount, target)

    def copy(self) -> Seat:
        other = Seat()
        other.deck, other.hand, other.life = self.deck[:], self.hand[:], self.life[:]
        other.front = [u.copy() for u in self.front]
        other.energy = [u.copy() for u in self.energy]
        other.outside, other.remove, other.ap = self.outside[:], self.remove[:], self.ap[:]
        other.own_turns, other.extra_used, other.played_now = self.own_turns, self.extra_used, self.played_now
        other.drawn, other.played = set(self.drawn), set(self.played)
        other.redrew, other.idle_turns = self.redrew, self.idle_turns
        other.next_reductions = self.next_reductions[:]
        return other


class UnionArenaState:
    __slots__ = ("table", "seats", "rng", "seed", "goldfish", "turn_cap", "turn", "player", "first", "phase", "actor",
                 "winner_seat", "capped", "actions", "events", "attack", "pending", "mulligan_next", "kill_turn",
                 "decks", "logging", "attacking")

    def __init__(self, table: CardTable, decks: list[list[int]], seed: int, goldfish: bool, turn_cap: int,
                 first_player: int | None, logging: bool = True):
        self.table = table
        self.logging = logging  # the event log; the runner turns it off for games it keeps no sample of
        self.decks = decks
        self.seed = seed
        self.rng = random.Random(seed)
        self.goldfish = goldfish
        self.turn_cap = turn_cap
        self.seats = [Seat(), Seat()]
        self.turn = 0
        self.winner_seat: int | None = None
        self.capped = False
        self.actions: list = []
        self.events: list = []
        self.attack = None  # (attacker_seat, front_index, target) while an attack waits on a block
        self.attacking = None  # the attacking unit until its attack ends (for "at the end of this character's attack")
        self.pending: list[int] = []  # life cards waiting for their trigger check
        self.kill_turn = 0
        for seat, deck in zip(self.seats, decks):  # noqa: B905 - goldfish has one deck for two seats
            seat.deck = list(deck)
            self.rng.shuffle(seat.deck)
        self.first = first_player if first_player is not None else (0 if goldfish else self.rng.randrange(2))
        self.player = self.first
        if goldfish:
            # The goldfish opponent: seven face-down life cards, no deck, never acts. With
            # first_player=1 the deck plays as the second player (draws on turn 1, 2 AP).
            dummy = self.seats[1]
            blank = table.type.index(BLANK) if BLANK in table.type else table.add(None)
            dummy.life = [blank] * LIFE
            self.player = 0
        for index in self._playing_seats():
            self._draw(index, OPENING_HAND, log=False)
        self.phase = MULLIGAN
        self.actor = self.player
        self.mulligan_next = 1 - self.first if not goldfish else -1

    # --- the state API -------------------------------------------------------------------------
    def current_player(self) -> int:
        return -1 if self.phase == OVER else self.actor

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def winner(self) -> int | None:
        return self.winner_seat

    def legal_actions(self) -> list:
        phase = self.phase
        if phase == MAIN:
            return self._main_actions()
        if phase == ATTACK:
            return self._attack_actions()
        if phase == MULLIGAN:
            return [KEEP, REDRAW]
        if phase == EXTRA_DRAW:
            return [PASS, EXTRA]
        if phase == MOVE:
            return self._move_actions()
        if phase == BLOCK:
            defender = self.seats[self.actor]
            attacker = self.seats[self.attack[0]].front[self.attack[1]]
            return [PASS] + [(BLOCK_WITH, i) for i, unit in enumerate(defender.front) if self.may_block(unit, attacker)]
        if phase == TRIGGER:
            return [USE_TRIGGER, PASS]
        return []

    def apply(self, action) -> None:
        self.actions.append(action)
        phase = self.phase
        if phase == MAIN:
            self._apply_main(action)
        elif phase == ATTACK:
            self._apply_attack(action)
        elif phase == MULLIGAN:
            self._apply_mulligan(action)
        elif phase == EXTRA_DRAW:
            if action == EXTRA:
                seat = self.seats[self.player]
                self._pay_ap(seat, 1)
                seat.extra_used = True
                if self.logging:
                    self._log("extra-draw")
                if not self._draw(self.player, 1):
                    return
            self._enter_move()
        elif phase == MOVE:
            self._apply_move(action)
        elif phase == BLOCK:
            self._apply_block(action)
        elif phase == TRIGGER:
            self._apply_trigger(action == USE_TRIGGER)
        else:
            raise ValueError("the game is over")

    def result(self) -> dict:
        table = self.table
        seats = []
        for index in range(2):
            seat = self.seats[index]
            seats.append(seat_result(
                {table.identity[c] for c in seat.drawn}, {table.identity[c] for c in seat.played}, seat.redrew,
                seat.idle_turns, seat.own_turns,
                table.deck_incomplete[index] if index < len(table.deck_incomplete) else 0))
        return game_result(self.winner_seat, self.first, self.turn, self.capped,
                           self.kill_turn if self.winner_seat == 0 else None, seats)

    def clone(self) -> UnionArenaState:
        other = object.__new__(UnionArenaState)
        for slot in self.__slots__:
            setattr(other, slot, getattr(self, slot))
        other.seats = [seat.copy() for seat in self.seats]
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.actions = self.actions[:]
        other.events = self.events[:]
        other.pending = self.pending[:]
        if self.attacking is not None:  # the same unit in the copied seats
            front = self.seats[self.player].front
            other.attacking = (other.seats[self.player].front[front.index(self.attacking)]
                               if self.attacking in front else None)
        return other

    def determinize(self, seat: int, rng: random.Random) -> UnionArenaState:
        """A clone where what `seat` cannot see (deck orders, life cards, the opponent's hand) is re-dealt."""
        other = self.clone()
        other.rng = random.Random(rng.getrandbits(64))
        for index, state_seat in enumerate(other.seats):
            hidden = state_seat.deck + state_seat.life + ([] if index == seat else state_seat.hand)
            rng.shuffle(hidden)
            sizes = (len(state_seat.deck), len(state_seat.life), 0 if index == seat else len(state_seat.hand))
            state_seat.deck = hidden[:sizes[0]]
            state_seat.life = hidden[sizes[0]:sizes[0] + sizes[1]]
            if index != seat:
                state_seat.hand = hidden[sizes[0] + sizes[1]:]
        return other

    # --- helpers -----------------------------------------------------------------------------
    def _playing_seats(self):
        return (0,) if self.goldfish else (0, 1)

    def _log(self, kind, *details):
        if self.logging:
            self.events.append((self.turn, self.player, kind, *details))

    def _event(self, *event):
        if self.logging:
            self.events.append(event)

    def _draw(self, index: int, count: int, log: bool = True) -> bool:
        seat = self.seats[index]
        for _ in range(count):
            if not seat.deck:
                return True  # drawing from an empty deck outside the start phase simply draws nothing
            card = seat.deck.pop()
            seat.hand.append(card)
            seat.drawn.add(card)
        if log:
            if self.logging:
                self._event(self.turn, index, "draw", count)
        return True

    def _end(self, winner: int | None, reason: str) -> None:
        self.winner_seat = winner
        self.phase = OVER
        self.actor = -1
        if winner == 0:
            self.kill_turn = self.seats[0].own_turns
        self._event(self.turn, winner if winner is not None else -1, "game-over", reason)

    def _pay_ap(self, seat: Seat, amount: int) -> None:
        for i in range(len(seat.ap)):
            if amount == 0:
                return
            if seat.ap[i]:
                seat.ap[i] = False
                amount -= 1

    def _energy_ok(self, seat: Seat, card: int, need: int | None = None) -> bool:
        table = self.table
        need = table.energy[card] if need is None else need
        if need == 0:
            return True
        color = table.color[card]
        by_color = self.energy_by_color(seat)
        return (sum(by_color) if color == 5 else by_color[color] + by_color[5]) >= need

    def _affordable(self, seat: Seat, card: int) -> bool:
        return sum(seat.ap) >= self.table.ap_cost[card] and self._energy_ok(seat, card)

    def _bp(self, unit: Unit) -> int:
        bp = self.table.bp[unit.card] + unit.bonus
        effects = self.table.effects[unit.card]
        if effects is not None:
            if unit.owner == self.player:
                bp += effects.your_turn_bp  # "[Your Turn] this character gets +N BP"
            if effects.continuous:
                for condition, whose, action in effects.continuous:
                    if action["do"] == "bp-change" and self._continuous_on(unit, condition, whose):
                        bp += action["amount"]
        if unit.abilities:
            for inner, _ in unit.abilities:
                for condition, whose, action in inner.continuous:
                    if action["do"] == "bp-change" and self._continuous_on(unit, condition, whose):
                        bp += action["amount"]
                if unit.owner == self.player:
                    bp += inner.your_turn_bp
        if self.table.any_auras and unit.owner >= 0:
            bp += self._aura_bp(unit)
        return bp

    def _aura_bp(self, unit: Unit) -> int:
        """BP from the owner's cards that boost all of their characters ("All of your characters get +500 BP")."""
        seat, effects, bonus = self.seats[unit.owner], self.table.effects, 0
        for line in (seat.front, seat.energy):
            for holder in line:
                card_effects = effects[holder.card]
                if card_effects is not None and card_effects.auras:
                    for condition, whose, action in card_effects.auras:
                        if self._continuous_on(holder, condition, whose) and aura_applies(self, holder, unit, action["target"]):
                            bonus += action["amount"]
        return bonus

    def _continuous_on(self, unit: Unit, condition, whose) -> bool:
        if whose == "yours" and unit.owner != self.player or whose == "opponents" and unit.owner == self.player:
            return False
        return condition is None or holds(self, unit.owner, condition, unit)

    def _keyword(self, unit: Unit, keyword: str) -> int:
        """A keyword's value on a unit beyond the card's own: gained this turn or from a continuous effect."""
        value = 0
        if unit.granted:
            for name, amount in unit.granted:
                if name == keyword:
                    value += amount
        for effects in self._effect_sets(unit):
            for condition, whose, action in effects.continuous:
                if (action["do"] == "gain-keyword" and action["keyword"] == keyword
                        and self._continuous_on(unit, condition, whose)):
                    value += action.get("value", 1)
        return value

    def _effect_sets(self, unit: Unit) -> list:
        """The unit's card effects and any abilities it gained."""
        effects = self.table.effects[unit.card]
        sets = [effects] if effects is not None else []
        if unit.abilities:
            sets.extend(inner for inner, _ in unit.abilities)
        return sets

    def _generated(self, unit: Unit) -> int:
        """Energy a unit generates now: printed, gained this turn, and continuous effects."""
        amount = self.table.generated[unit.card] + unit.energy_bonus
        effects = self.table.effects[unit.card]
        if (effects is not None and effects.continuous) or unit.abilities:
            for sets in self._effect_sets(unit):
                for condition, whose, action in sets.continuous:
                    if action["do"] == "generated-energy-change" and self._continuous_on(unit, condition, whose):
                        amount += action["amount"]
        return amount

    def energy_by_color(self, seat: Seat) -> list[int]:
        """Energy on a seat's lines by colour (index 5: any colour), as costs count it."""
        table = self.table
        colors, generated, effects = table.color, table.generated, table.effects
        by_color = [0, 0, 0, 0, 0, 0]
        for unit in seat.energy:
            card = unit.card
            if unit.energy_bonus or unit.abilities or (effects[card] is not None and effects[card].continuous):
                by_color[colors[card]] += self._generated(unit)
            else:
                by_color[colors[card]] += generated[card]
        for unit in seat.front:
            card_effects = effects[unit.card]
            if card_effects is not None and card_effects.energy_on_front:
                by_color[colors[unit.card]] += self._generated(unit)
        return by_color

    def restricted(self, unit: Unit, kind: str) -> bool:
        """Does a continuous effect (its card's, or an ability it gained) say this unit cannot attack / block /
        be retired / be chosen by the opponent's effects?"""
        if not (self.table.restricted[unit.card] or unit.abilities):
            return False
        for effects in self._effect_sets(unit):
            for condition, whose, action in effects.continuous:
                if action["do"] == kind and self._continuous_on(unit, condition, whose):
                    return True
        return False

    def may_attack(self, unit: Unit) -> bool:
        return not unit.rested and self.table.type[unit.card] == CHARACTER and not self.restricted(unit, "cannot-attack")

    def may_block(self, unit: Unit, attacker: Unit) -> bool:
        return (not unit.rested and self.table.type[unit.card] == CHARACTER and not self.restricted(unit, "cannot-block")
                and self._blockable_by(attacker, unit))

    def _blockable_by(self, attacker: Unit, blocker: Unit) -> bool:
        """'This character cannot be blocked by characters with BP n or more / or less.'"""
        for effects in self._effect_sets(attacker):
            for condition, whose, action in effects.continuous:
                kind = action["do"]
                if kind.startswith("cannot-be-blocked") and self._continuous_on(attacker, condition, whose):
                    bp = self._bp(blocker)
                    if kind.endswith("at-least") and bp >= action["amount"] or kind.endswith("at-most") and bp <= action["amount"]:
                        return False
        return True

    def _may_gain(self, unit: Unit) -> bool:
        """Can this unit have keywords beyond its card's own (gained this turn, an ability, a continuous effect)?"""
        return unit.granted is not None or unit.abilities is not None or self.table.keyworded[unit.card]

    def _has(self, unit: Unit, keyword: str, printed) -> bool:
        return bool(printed[unit.card]) or (self._may_gain(unit) and self._keyword(unit, keyword) > 0)

    def _new_unit(self, card: int, owner: int, rested: bool = True) -> Unit:
        return Unit(card, rested=rested, owner=owner, played_turn=self.turn)

    def _needs(self, index: int, card: int) -> tuple[int, int]:
        """(required energy, AP cost) of a card in seat `index`'s hand after cost reductions."""
        table = self.table
        energy, ap = table.energy[card], table.ap_cost[card]
        effects = table.effects[card]
        if effects is not None and effects.reductions:
            for condition, what, amount in effects.reductions:
                if condition is None or holds(self, index, condition, None):
                    if what == "energy":
                        energy = max(0, energy - amount)
                    else:
                        ap = max(0, ap - amount)
        for what, amount, target in self.seats[index].next_reductions:
            if matches_card(self, card, target):
                if what == "energy":
                    energy = max(0, energy - amount)
                else:
                    ap = max(0, ap - amount)
                break  # one "next card" reduction applies to a card
        return energy, ap

    # --- setup -------------------------------------------------------------------------------
    def _apply_mulligan(self, action) -> None:
        seat = self.seats[self.actor]
        if action == REDRAW:
            # Seed 000 Game Setup 4: set the hand aside, draw 7, then shuffle the old hand back.
            old = seat.hand
            seat.hand = []
            self._draw(self.actor, OPENING_HAND, log=False)
            seat.deck.extend(old)
            self.rng.shuffle(seat.deck)
            seat.redrew = True
        self._event(0, self.actor, "redraw" if action == REDRAW else "keep")
        if self.mulligan_next >= 0:
            self.actor = self.mulligan_next
            self.mulligan_next = -1
            return
        for index in self._playing_seats():
            life_seat = self.seats[index]
            for _ in range(LIFE):
                life_seat.life.append(life_seat.deck.pop())
        self._begin_turn(0 if self.goldfish else self.first)

    # --- turn flow ---------------------------------------------------------------------------
    def _begin_turn(self, index: int) -> None:
        self.turn += 1
        self.player = index
        if self.turn > self.turn_cap:
            self.capped = True
            self._end(None, "turn cap")
            return
        seat = self.seats[index]
        seat.own_turns += 1
        seat.extra_used = False
        seat.played_now = False
        # Start phase 1-2: "until the start of your next turn" effects end; untap everything.
        for line in (seat.front, seat.energy):
            for unit in line:
                if unit.frozen:
                    unit.frozen = False
                else:
                    unit.rested = False
                unit.attacks = unit.blocks = 0
                unit.used = 0
                if unit.abilities:
                    unit.abilities = None  # "until the start of your next turn" abilities end
        count = ap_cards_for(index == self.first, seat.own_turns)
        seat.ap = [True] * count
        # Start phase 4: draw, except the first player's first turn; an empty deck loses.
        if not (index == self.first and seat.own_turns == 1):
            if not seat.deck:
                self._end(1 - index, "deck-out")
                return
            self._draw(index, 1)
        self.actor = index
        if seat.deck and any(seat.ap):
            self.phase = EXTRA_DRAW
        else:
            self._enter_move()

    def _enter_move(self) -> None:
        self.phase = MOVE if self._can_move() else MAIN

    def _can_move(self) -> bool:
        seat = self.seats[self.player]
        types, step = self.table.type, self.table.step
        for unit in seat.energy:
            if types[unit.card] == CHARACTER:
                return True
        for unit in seat.front:
            if step[unit.card]:
                return True
        return False

    def _can_attack(self) -> bool:
        for unit in self.seats[self.player].front:
            if self.may_attack(unit):
                return True
        return False

    def _move_actions(self) -> list:
        seat = self.seats[self.player]
        table = self.table
        actions = [PASS]
        front_full = len(seat.front) >= LINE_SIZE
        for i, unit in enumerate(seat.energy):
            if table.type[unit.card] != CHARACTER:
                continue
            if front_full:
                actions.extend((MOVE_UP, i, r) for r in range(len(seat.front)))
            else:
                actions.append((MOVE_UP, i, -1))
        energy_full = len(seat.energy) >= LINE_SIZE
        for i, unit in enumerate(seat.front):
            if table.step[unit.card]:
                if energy_full:
                    actions.extend((STEP_BACK, i, s) for s, other in enumerate(seat.energy)
                                   if table.type[other.card] == CHARACTER)
                else:
                    actions.append((STEP_BACK, i, -1))
        return actions

    def _apply_move(self, action) -> None:
        if action == PASS:
            self.phase = MAIN
            return
        seat = self.seats[self.player]
        kind, index, other = action
        if kind == MOVE_UP:
            unit = seat.energy.pop(index)
            if other >= 0:
                self._to_zone(seat, seat.front.pop(other), seat.remove)
            seat.front.append(unit)
            if self.logging:
                self._log("move-up", self.table.identity[unit.card])
        else:
            unit = seat.front.pop(index)
            if other >= 0:
                # A Step character swaps with an energy-line character instead of removing one.
                seat.front.append(seat.energy.pop(other))
            seat.energy.append(unit)
            if self.logging:
                self._log("step-back", self.table.identity[unit.card])
        if not self._can_move():
            self.phase = MAIN

    def _main_actions(self) -> list:
        seat = self.seats[self.player]
        table = self.table
        actions = [PASS]
        seen = set()
        active_ap = sum(seat.ap)
        by_color = self.energy_by_color(seat)
        total = sum(by_color)
        for i, card in enumerate(seat.hand):
            if card in seen:
                continue
            seen.add(card)
            kind = table.type[card]
            effects = table.effects[card]
            if (effects is not None and effects.reductions) or seat.next_reductions:
                need, ap_cost = self._needs(self.player, card)
            else:
                need, ap_cost = table.energy[card], table.ap_cost[card]
            if ap_cost > active_ap or need and (total if table.color[card] == 5 else
                                                by_color[table.color[card]] + by_color[5]) < need:
                continue
            if kind == CHARACTER:
                for line, units in ((FRONT, seat.front), (ENERGY, seat.energy)):
                    if len(units) < LINE_SIZE:
                        actions.append((PLAY, i, line, -1))
                    else:
                        actions.extend((PLAY, i, line, r) for r in range(len(units)))
                raid_name, raid_trait = table.raid_name[card], table.raid_trait[card]
                if raid_name or raid_trait:
                    for line, units in ((FRONT, seat.front), (ENERGY, seat.energy)):
                        for t, unit in enumerate(units):
                            target = unit.card
                            if table.type[target] != CHARACTER or table.raid_name[target] or table.raid_trait[target]:
                                continue
                            if (raid_name and raid_name in table.names[target]) or (raid_trait and raid_trait in table.traits[target]):
                                if line == FRONT or len(seat.front) < LINE_SIZE:
                                    actions.append((RAID, i, line, t))
            elif kind == FIELD:
                if len(seat.energy) < LINE_SIZE:
                    actions.append((PLAY, i, ENERGY, -1))
                else:
                    actions.extend((PLAY, i, ENERGY, r) for r in range(len(seat.energy)))
            elif kind == EVENT:
                actions.append((PLAY, i, 2, -1))
        activatable = table.activatable
        for line, units in ((FRONT, seat.front), (ENERGY, seat.energy)):
            for u, unit in enumerate(units):
                if activatable[unit.card]:
                    for number, effect in enumerate(table.effects[unit.card].activated):
                        if can_activate(self, self.player, unit, number, effect):
                            actions.append((ACTIVATE, line, u, number))
        return actions

    def _apply_main(self, action) -> None:
        if action == PASS:
            self._hooks(self.player, "end-of-main-phase")
            if self.phase == OVER:
                return
            self.phase = ATTACK
            self._hooks(self.player, "start-of-attack-phase")
            if self.phase == OVER:
                return
            if not self._can_attack():
                self._end_turn()
            return
        seat = self.seats[self.player]
        table = self.table
        kind, hand_index, line, other = action
        if kind == ACTIVATE:
            unit = (seat.front if hand_index == FRONT else seat.energy)[line]
            effect = table.effects[unit.card].activated[other]
            if self.logging:
                self._log("activate", table.identity[unit.card], other)
            activate(self, self.player, unit, other, effect)
            return
        card = seat.hand.pop(hand_index)
        effects = table.effects[card]
        if (effects is not None and effects.reductions) or seat.next_reductions:
            self._pay_ap(seat, self._needs(self.player, card)[1])
            for number, (_, _, target) in enumerate(seat.next_reductions):
                if matches_card(self, card, target):
                    del seat.next_reductions[number]  # the next card has used it
                    break
        else:
            self._pay_ap(seat, table.ap_cost[card])
        seat.played.add(card)
        seat.played_now = True
        if kind == RAID:
            units = seat.front if line == FRONT else seat.energy
            base = units.pop(other)
            # Seed 000 Raid Boost 1-4: on top, base effects negated, active, moved to the front line.
            raided = Unit(card, rested=False, base=base.card, owner=self.player, played_turn=self.turn)
            seat.front.append(raided)
            if self.logging:
                self._log("raid", table.identity[card], table.identity[base.card])
            return
        if table.type[card] == EVENT:
            if self.logging:
                self._log("event", table.identity[card])
            if effects is not None and effects.on_play:
                run_effects(self, self.player, effects.on_play, None)
            seat.outside.append(card)
            return
        units = seat.front if line == FRONT else seat.energy
        if other >= 0:
            self._to_zone(seat, units.pop(other), seat.remove)
        unit = Unit(card, rested=True, owner=self.player, played_turn=self.turn)
        units.append(unit)
        if self.logging:
            self._log("play", table.identity[card], "front" if line == FRONT else "energy")
        if effects is not None:
            if effects.enters_active:
                unit.rested = False
            if effects.on_play:
                run_effects(self, self.player, effects.on_play, unit)

    def _hooks(self, index: int, timing: str) -> None:
        """Resolve a seat's effects at a moment of the turn (end of the main phase, start of the attack phase, ...)."""
        if not self.table.any_hooks:
            return
        seat = self.seats[index]
        hooked = self.table.hooked
        units = [u for line in (seat.front, seat.energy) for u in line
                 if (u.abilities or hooked[u.card]) and has_hook(self, u, timing)]
        for unit in units:
            if self.phase == OVER:
                return
            if unit in seat.front or unit in seat.energy:
                run_hook(self, index, unit, timing)

    def _attack_actions(self) -> list:
        seat = self.seats[self.player]
        opponent = self.seats[1 - self.player]
        table = self.table
        actions = [PASS]
        for i, unit in enumerate(seat.front):
            if not self.may_attack(unit):
                continue
            actions.append((ATTACK_WITH, i, -1))
            if self._has(unit, "snipe", table.snipe):
                actions.extend((ATTACK_WITH, i, t) for t, target in enumerate(opponent.front)
                               if table.type[target.card] == CHARACTER)
        return actions

    def _apply_attack(self, action) -> None:
        if action == PASS:
            self._end_turn()
            return
        seat = self.seats[self.player]
        table = self.table
        _, index, target = action
        unit = seat.front[index]
        unit.rested = True
        unit.attacks += 1
        if self._has(unit, "double-attack", table.double_attack) and unit.attacks == 1:
            unit.rested = False  # Double Attack: active again after its first attack this turn
        if self.logging:
            self._log("attack", table.identity[unit.card], target)
        self.attacking = unit
        effects = table.effects[unit.card]
        if effects is not None and effects.when_attacking:
            run_effects(self, self.player, effects.when_attacking, unit)
            if self.phase == OVER or unit not in seat.front:
                self._after_attack()
                return
            index = seat.front.index(unit)
        defender_index = 1 - self.player
        defender = self.seats[defender_index]
        if target >= len(defender.front):
            target = -1  # the sniped character left the field in the meantime
        if target >= 0:
            self._battle(unit, defender_index, defender.front[target])
        elif not self.goldfish and any(self.may_block(u, unit) for u in defender.front):
            self.attack = (self.player, index)
            self.phase = BLOCK
            self.actor = defender_index
            return
        else:
            if (self.table.hooked[unit.card] or unit.abilities) and has_hook(self, unit, "when-attack-not-blocked"):
                run_hook(self, self.player, unit, "when-attack-not-blocked")
                if self.phase == OVER:
                    return
            self._damage(defender_index, self._damage_of(unit))
        self._after_attack()

    def _damage_of(self, unit: Unit) -> int:
        table = self.table
        damage = table.damage[unit.card] + table.damage_plus[unit.card]
        if self._may_gain(unit):
            extra = self._keyword(unit, "damage")
            if extra:
                damage = max(damage, extra) if not table.damage_plus[unit.card] else damage
            damage += self._keyword(unit, "damage-plus")
        return damage

    def _apply_block(self, action) -> None:
        attacker_seat, index = self.attack
        self.attack = None
        attacker = self.seats[attacker_seat].front[index]
        defender_index = 1 - attacker_seat
        self.phase = ATTACK
        self.actor = attacker_seat
        if action == PASS:
            if (self.table.hooked[attacker.card] or attacker.abilities) and has_hook(self, attacker, "when-attack-not-blocked"):
                run_hook(self, attacker_seat, attacker, "when-attack-not-blocked")
                if self.phase == OVER:
                    return
            self._damage(defender_index, self._damage_of(attacker))
        else:
            defender = self.seats[defender_index]
            blocker = defender.front[action[1]]
            blocker.rested = True
            blocker.blocks += 1
            if self._has(blocker, "double-block", self.table.double_block) and blocker.blocks == 1:
                blocker.rested = False  # Double Block: active again after its first block this turn
            if self.logging:
                self._event(self.turn, defender_index, "block", self.table.identity[blocker.card])
            if (self.table.hooked[attacker.card] or attacker.abilities) and has_hook(self, attacker, "when-attack-blocked"):
                run_hook(self, attacker_seat, attacker, "when-attack-blocked")
                if self.phase == OVER:
                    return
                if blocker not in defender.front or attacker not in self.seats[attacker_seat].front:
                    self._after_attack()
                    return
            effects = self.table.effects[blocker.card]
            if effects is not None and effects.when_blocking:
                run_effects(self, defender_index, effects.when_blocking, blocker)
                if self.phase == OVER:
                    return
                if blocker not in defender.front or attacker not in self.seats[attacker_seat].front:
                    self._after_attack()
                    return
            self._battle(attacker, defender_index, blocker)
        self._after_attack()

    def _battle(self, attacker: Unit, defender_index: int, target: Unit) -> None:
        """Seed 000 Resolution timing: ties go to the attacker; a losing attacker stays."""
        table = self.table
        defender = self.seats[defender_index]
        if self._bp(attacker) >= self._bp(target):
            negated = self._has(target, "negate-impact", table.negate_impact)
            self._remove_from_field(defender, target, retired=True)
            impact = table.impact[attacker.card] or (1 if table.impact_plus[attacker.card] else 0)
            if impact and table.impact_plus[attacker.card] and table.impact[attacker.card]:
                impact += table.impact_plus[attacker.card]
            if self._may_gain(attacker):
                gained = self._keyword(attacker, "impact")
                if gained and not impact:
                    impact = gained
                impact += self._keyword(attacker, "impact-plus") if impact else 0
            if impact and not negated and self.phase != OVER:
                self._damage(defender_index, impact)
            if self.logging:
                self._log("battle-won", table.identity[attacker.card], table.identity[target.card])
            if (self.phase != OVER and (table.hooked[attacker.card] or attacker.abilities)
                    and has_hook(self, attacker, "when-wins-battle") and attacker in self.seats[self.player].front):
                run_hook(self, self.player, attacker, "when-wins-battle")
            if self.phase != OVER:
                self._hooks(self.player, "when-yours-wins-battle")  # "When a character from your area attacks and wins"
        else:
            if self.logging:
                self._log("battle-lost", table.identity[attacker.card], table.identity[target.card])
            if (table.hooked[target.card] or target.abilities) and has_hook(self, target, "when-wins-battle") \
                    and target in defender.front:
                run_hook(self, defender_index, target, "when-wins-battle")

    def _remove_from_field(self, seat: Seat, unit: Unit, retired: bool = False) -> None:
        if retired and self.restricted(unit, "cannot-be-retired"):
            return  # "This character will not be retired"
        for line in (seat.front, seat.energy):
            if unit in line:
                line.remove(unit)
                break
        else:
            return  # already gone
        self._to_zone(seat, unit, seat.outside)
        if retired:
            effects = self.table.effects[unit.card]
            if effects is not None and effects.on_retire and self.phase != OVER:
                run_effects(self, self.seats.index(seat), effects.on_retire, None)

    def _to_zone(self, seat: Seat, unit: Unit, zone: list) -> None:
        """A unit leaves the field: the top card goes to `zone`, a Raid base to the Outside Area."""
        zone.append(unit.card)
        if unit.base >= 0:
            seat.outside.append(unit.base)

    def _damage(self, defender_index: int, amount: int) -> None:
        defender = self.seats[defender_index]
        for _ in range(amount):
            if not defender.life:
                break
            self.pending.append(defender.life.pop())  # face down: any card is as good as another
        if self.logging:
            self._event(self.turn, defender_index, "damage", amount)
        self._next_trigger(defender_index)

    def _next_trigger(self, defender_index: int) -> None:
        while self.pending:
            card = self.pending[-1]
            if self.table.trigger[card] != T_NONE and not self.goldfish:
                self.phase = TRIGGER
                self.actor = defender_index
                return
            self.pending.pop()
            self.seats[defender_index].outside.append(card)
        if not self.seats[defender_index].life:
            self._end(1 - defender_index, "life")

    def _apply_trigger(self, use: bool) -> None:
        defender_index = self.actor
        card = self.pending.pop()
        seat = self.seats[defender_index]
        if use:
            self._resolve_trigger(defender_index, card)
        else:
            seat.outside.append(card)
        self.phase = ATTACK
        self.actor = self.player
        self._next_trigger(defender_index)
        if self.phase == ATTACK:
            self._after_attack()

    def _resolve_trigger(self, index: int, card: int) -> None:
        """The seven triggers (seed 000 and the issue's list); targets chosen by the fixed rules in
        docs/union-arena-engine.md."""
        table = self.table
        seat, opponent = self.seats[index], self.seats[1 - index]
        kind = table.trigger[card]
        if self.logging:
            self._event(self.turn, index, "trigger", table.identity[card], kind)
        to_outside = True
        if kind == T_DRAW:
            self._draw(index, 1)
        elif kind in (T_GET, T_RAID):
            seat.hand.append(card)
            to_outside = False
        elif kind == T_ACTIVE:
            units = [u for u in seat.front if table.type[u.card] == CHARACTER]
            if units:
                unit = max(units, key=lambda u: (u.rested, self._bp(u)))
                unit.bonus += ACTIVE_TRIGGER_BP
                unit.rested = False
        elif kind == T_SPECIAL:
            self._sideline(opponent, lambda u: True)
        elif kind == T_FINAL:
            if not seat.life and seat.deck:
                seat.life.append(seat.deck.pop())
        elif kind == T_COLOR:
            self._color_trigger(index, card)
        if to_outside:
            seat.outside.append(card)

    def _sideline(self, seat: Seat, allowed) -> None:
        units = [u for u in seat.front if self.table.type[u.card] == CHARACTER and allowed(u)]
        if units:
            self._remove_from_field(seat, max(units, key=self._bp))

    def _color_trigger(self, index: int, card: int) -> None:
        table = self.table
        seat, opponent = self.seats[index], self.seats[1 - index]
        color = table.color[card]
        if color == 0:  # red: a front-line character with BP 2500 or less to the Outside Area
            self._sideline(opponent, lambda u: self._bp(u) <= 2500)
        elif color == 1:  # blue: one with BP 3500 or less back to its owner's hand
            units = [u for u in opponent.front if table.type[u.card] == CHARACTER and self._bp(u) <= 3500]
            if units:
                unit = max(units, key=self._bp)
                opponent.front.remove(unit)
                self._to_zone(opponent, unit, opponent.hand)
        elif color == 3:  # yellow: rest one; it stays rested at its next untap
            units = [u for u in opponent.front if table.type[u.card] == CHARACTER]
            if units:
                unit = max(units, key=lambda u: (not u.rested, self._bp(u)))
                unit.rested = True
                unit.frozen = True
        elif color in (2, 4):  # green: from hand; purple: from the Outside Area; to the front line, active
            zone = seat.hand if color == 2 else seat.outside
            candidates = [c for c in zone if table.type[c] == CHARACTER and table.energy[c] <= 2 and table.ap_cost[c] == 1
                          and (color == 4 or table.color[c] == 2)]
            if candidates and len(seat.front) < LINE_SIZE:
                chosen = max(candidates, key=lambda c: table.bp[c])
                zone.remove(chosen)
                seat.front.append(Unit(chosen, rested=False, owner=index))

    def _after_attack(self) -> None:
        if self.phase == OVER or self.phase == TRIGGER:
            return
        attacker, self.attacking = self.attacking, None
        if attacker is not None and (self.table.hooked[attacker.card] or attacker.abilities) \
                and attacker in self.seats[self.player].front and has_hook(self, attacker, "end-of-attack"):
            # Seed 000 Resolution timing: "the battle ends": effects at the end of the battle / attack.
            run_hook(self, self.player, attacker, "end-of-attack")
            if self.phase == OVER or self.phase == TRIGGER:
                return
        self.phase = ATTACK
        self.actor = self.player
        if not self._can_attack():
            self._end_turn()

    def _end_turn(self) -> None:
        index = self.player
        seat = self.seats[index]
        self._hooks(index, "end-of-attack-phase")
        if self.phase != OVER:
            self._hooks(index, "end-of-turn")
        if self.phase == OVER:
            return
        # End phase 2: untap characters and fields (not AP); a frozen unit stays rested once.
        for line in (seat.front, seat.energy):
            for unit in line:
                if unit.frozen:
                    unit.frozen = False
                else:
                    unit.rested = False
        # End phase 3: discard down to 8 into the Remove Area (the most expensive cards go first).
        if len(seat.hand) > HAND_LIMIT:
            seat.hand.sort(key=lambda c: (self.table.energy[c], self.table.ap_cost[c]))
            while len(seat.hand) > HAND_LIMIT:
                seat.remove.append(seat.hand.pop())
        # End phase 4: "this turn" effects end.
        for other in self.seats:
            for line in (other.front, other.energy):
                for unit in line:
                    unit.bonus = 0
                    unit.granted = None
                    unit.energy_bonus = 0
                    if unit.abilities:
                        unit.abilities = tuple(a for a in unit.abilities if a[1]) or None
        seat.next_reductions.clear()
        if not seat.played_now:
            seat.idle_turns += 1
        if self.logging:
            self._log("end-turn")
        self._begin_turn(index if self.goldfish else 1 - index)


def check_invariants(state: UnionArenaState) -> None:
    """Raise AssertionError when a rule invariant is broken (used by the property tests)."""
    for index, seat in enumerate(state.seats):
        assert len(seat.front) <= LINE_SIZE and len(seat.energy) <= LINE_SIZE, "a line holds more than 4"
        assert len(seat.ap) <= 3, "more than 3 AP cards"
        assert len(seat.life) >= 0
        if state.goldfish and index == 1:
            continue
        cards = (seat.deck + seat.hand + seat.life + seat.outside + seat.remove
                 + [u.card for u in seat.front + seat.energy] + [u.base for u in seat.front + seat.energy if u.base >= 0])
        if state.phase == TRIGGER and index == state.actor:
            cards += state.pending
        elif state.pending and index == 1 - state.player:
            cards += state.pending
        assert sorted(cards) == sorted(state.decks[index]), f"seat {index}: a card is missing or duplicated"
        assert all(state.table.type[c] != AP for c in cards)
