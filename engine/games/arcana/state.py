"""The Arcana TCG rules state machine (seed 004; docs/arcana-engine.md names every reading).

Cards are instances `uid` 0..n-1 (seat 0's deck first); `cid[uid]` is the card id in the
CardTable. Per-instance facts live in flat lists indexed by uid. Actions are tuples of ints:

    (KEEP,) (MULLIGAN,)                         opening hand
    (NEXT_PHASE,)                               Main -> Battle -> End
    (SUMMON, uid, 0 attack | 1 set, t1, t2)     Normal (Tribute) Summon; t1/t2 tributes or -1
    (SET_RUNE, uid)                             set a rune face-down
    (ACTIVATE, uid, target, arg)                a rune (hand or set), a ward (hand) or a face-up creature's
                                                activated effect (the creature stays put); arg: position
    (CHANGE_POSITION, uid)
    (ATTACK, attacker, target | -1 direct)
    (COMBO_BEGIN, target) (COMBO_ADD, attacker) (COMBO_GO,)   Combination Attack, attackers in order
    (PASS,)                                     no (further) response in a chain window
    (BLOCK, uid) (NO_BLOCK,)
    (CONTINUE, target | -1) (CALL_OFF,)         after a board-changing chain answered an attack
"""
from __future__ import annotations

import random

from engine.core import BaseState, SeatResult, seat_result
from engine.games.arcana.cards import CREATURE, RUNE, WARD, CardTable
from engine.games.arcana.constants import (
    HAND_LIMIT,
    HAND_SIZE,
    M_MULLIGAN,
    M_OVER,
    START_HP,
    W_NONE,
    Z_CHAIN,
    Z_DECK,
    Z_FIELD,
    Z_HAND,
    Z_NETHER,
    Z_RUNES,
)
from engine.games.arcana.flow import apply_action
from engine.games.arcana.handlers import STEPS
from engine.games.arcana.legal import legal_actions
from engine.games.random_order import shuffle

_PER_UID = ("face_up", "attack_pos", "summoned_turn", "moved_turn", "attack_turn", "attacks", "temp_power",
            "temp_tough", "equip", "stamp", "effect_turn", "eq_power", "eq_tough", "eq_attacks", "eq_thorns",
            "eq_immune", "used_turn")
_PER_SEAT = ("deck", "hand", "field", "runes", "nether", "drawn", "played")


class ArcanaState(BaseState):
    __slots__ = ("cid", "owner", "zone", *_PER_UID, *_PER_SEAT, "hp", "healed", "active", "decider",
                 "normal_summoned", "battle", "chain", "window", "priority", "passes", "board_moves", "board_start",
                 "attackers", "attack_stamps", "attack_target", "target_stamp", "negated", "combo", "combo_at", "combo_tough",
                 "first_choice", "redrew", "idle_turns", "own_turns", "played_now", "temped",
                 "stamps", "_legal")

    OVER = M_OVER

    def __init__(self, table: CardTable, decks: list[list[int]], seed: int, goldfish: bool, turn_cap: int,
                 first_player: int | None, logging: bool = True):
        self._start(table, seed, goldfish, turn_cap, logging)
        self.cid, self.owner = [], []
        for seat, cards in enumerate(decks):
            self.cid.extend(cards)
            self.owner.extend([seat] * len(cards))
        n = len(self.cid)
        self.zone = [Z_DECK] * n
        for name in ("summoned_turn", "moved_turn", "attack_turn", "effect_turn", "used_turn"):
            setattr(self, name, [-1] * n)
        for name in ("attacks", "temp_power", "temp_tough", "stamp", "eq_power", "eq_tough", "eq_attacks",
                     "eq_thorns", "eq_immune"):
            setattr(self, name, [0] * n)
        self.face_up, self.attack_pos, self.equip = [False] * n, [False] * n, [-1] * n
        for name in _PER_SEAT:
            setattr(self, name, [[], []])
        first_deck = len(decks[0])  # seat 0's cards are uids 0..first_deck-1, seat 1's the rest
        self.deck = [list(range(first_deck)), list(range(first_deck, n))]
        self.hp, self.healed = [START_HP, START_HP], [0, 0]
        self.active, self.first, self.phase, self.decider = 0, 0, M_MULLIGAN, 0
        self.normal_summoned, self.battle = False, False
        self.chain, self.window, self.priority, self.passes = [], W_NONE, 0, 0
        self.board_moves = self.board_start = 0
        self.attackers, self.attack_stamps, self.attack_target, self.target_stamp = [], [], -1, 0
        self.negated, self.combo, self.combo_at, self.combo_tough = False, False, 0, 0
        self.redrew, self.idle_turns, self.own_turns = [False, False], [0, 0], [0, 0]
        self.played_now, self.temped, self.stamps, self._legal = False, [], 0, None
        self.first_choice = first_player
        for seat in self.playing_seats():
            shuffle(self.rng, self.deck[seat])
            for _ in range(HAND_SIZE):
                self._draw(seat)
        self.phase, self.decider = M_MULLIGAN, 0

    # --- helpers ---------------------------------------------------------------------------
    def _log(self, seat, kind, *details):
        self.events.append((self.turn, seat, kind, *details))

    def power_of(self, uid: int) -> int:
        if not self.face_up[uid]:
            return self.table.power[self.cid[uid]]
        value = self.table.power[self.cid[uid]] + self.temp_power[uid] + self.eq_power[uid]
        return value if value > 0 else 0

    def toughness_of(self, uid: int) -> int:
        if not self.face_up[uid]:
            return self.table.toughness[self.cid[uid]]
        value = self.table.toughness[self.cid[uid]] + self.temp_tough[uid] + self.eq_tough[uid]
        return value if value > 0 else 0

    def rune_zone_used(self, seat: int) -> int:
        if not self.chain:
            return len(self.runes[seat])
        return len(self.runes[seat]) + sum(1 for link in self.chain if link[1] == seat and not link[5])

    def _draw(self, seat: int) -> None:
        deck = self.deck[seat]
        if not deck:
            return
        uid = deck.pop()
        self.drawn[seat].append(self.table.identity[self.cid[uid]])
        if len(self.hand[seat]) >= HAND_LIMIT:
            self.zone[uid] = Z_NETHER
            self.nether[seat].append(uid)
            if self.logging:
                self._log(seat, "draw-to-netherworld", self.table.name[self.cid[uid]])
        else:
            self.zone[uid] = Z_HAND
            self.hand[seat].append(uid)

    def _take(self, uid: int) -> None:
        """Remove a card from whatever zone list holds it (not the chain)."""
        seat, zone = self.owner[uid], self.zone[uid]
        if zone == Z_HAND:
            self.hand[seat].remove(uid)
        elif zone == Z_FIELD:
            self._leave_field(uid)
        elif zone == Z_RUNES:
            self.runes[seat].remove(uid)
            creature = self.equip[uid]
            if creature >= 0:
                self._unequip(uid, creature)
        elif zone == Z_NETHER:
            self.nether[seat].remove(uid)
        elif zone == Z_DECK:
            self.deck[seat].remove(uid)

    def _leave_field(self, uid: int) -> None:
        seat = self.owner[uid]
        self.field[seat].remove(uid)
        self.board_moves += 1
        self.face_up[uid] = self.attack_pos[uid] = False
        self.temp_power[uid] = self.temp_tough[uid] = 0
        if not self.runes[seat]:
            return  # no ward to take along
        for ward in [w for w in self.runes[seat] if self.equip[w] == uid]:
            self._unequip(ward, uid)
            self.runes[seat].remove(ward)
            self.zone[ward] = Z_NETHER
            self.nether[seat].append(ward)
            if self.logging:
                self._log(seat, "ward-destroyed", self.table.name[self.cid[ward]])

    def _unequip(self, ward: int, creature: int) -> None:
        spec = self.table.effects[self.cid[ward]]
        self.eq_power[creature] -= spec.power
        self.eq_tough[creature] -= spec.toughness
        self.eq_attacks[creature] -= spec.extra_attacks
        self.eq_thorns[creature] -= spec.thorns
        self.eq_immune[creature] -= spec.battle_immune
        self.equip[ward] = -1
        self.board_moves += 1

    def _to_nether(self, uid: int) -> None:
        self._take(uid)
        self.zone[uid] = Z_NETHER
        self.nether[self.owner[uid]].append(uid)

    def _to_hand(self, uid: int) -> None:
        self._take(uid)
        seat = self.owner[uid]
        if len(self.hand[seat]) >= HAND_LIMIT:
            self.zone[uid] = Z_NETHER
            self.nether[seat].append(uid)
        else:
            self.zone[uid] = Z_HAND
            self.hand[seat].append(uid)

    def _put_on_field(self, uid: int, face_up: bool, attack: bool) -> None:
        self._take(uid)
        seat = self.owner[uid]
        self.field[seat].append(uid)
        self.zone[uid] = Z_FIELD
        self.face_up[uid], self.attack_pos[uid] = face_up, attack
        self.summoned_turn[uid] = self.turn
        self.attack_turn[uid] = self.moved_turn[uid] = -1  # a new creature on the field
        self.stamps += 1
        self.stamp[uid] = self.stamps
        self.board_moves += 1
        if face_up and seat == self.active and self.effect_turn[uid] != self.turn:
            steps = self.table.effects[self.cid[uid]].on_summon
            if steps:
                self.effect_turn[uid] = self.turn
                self._run_simple(seat, steps)

    def _run_triggers(self, seat: int, steps_of: list, label: str) -> None:
        """Start- or End-of-turn effects (`steps_of`: table.on_start / on_end, logged as `label`) of
        `seat`'s face-up creatures, in the order they came onto the field (rule 'turn-effects')."""
        if not self.table.any_turn_effects:
            return
        cid, field = self.cid, self.field[seat]
        for uid in field:
            if steps_of[cid[uid]]:
                break
        else:
            return  # no creature there has such an effect
        for uid in list(field):
            steps = steps_of[cid[uid]]
            if steps and self.face_up[uid] and self.zone[uid] == Z_FIELD:
                if self.logging:
                    self._log(seat, label, self.table.name[cid[uid]])
                self._run_simple(seat, steps)

    def _run_simple(self, seat: int, steps) -> None:
        """Trigger steps (draw, gain-hp: effects.SUMMON_DRAW_ONLY), which choose no target."""
        for step in steps:
            STEPS[step[0]](self, seat, step, None, -1, 0, 0)

    def _damage(self, seat: int, amount: int = 1) -> None:
        self.hp[seat] = max(0, self.hp[seat] - amount)
        if self.logging:
            self._log(seat, "damage", amount, self.hp[seat])

    def _check_over(self) -> bool:
        hp = self.hp
        if hp[0] > 0 and hp[1] > 0:
            return False
        dead = [seat for seat in (0, 1) if hp[seat] <= 0]
        self.winner_seat = None if len(dead) == 2 else 1 - dead[0]
        self.phase, self.decider = M_OVER, -1
        if self.logging:
            self._log(-1, "game-over", -1 if self.winner_seat is None else self.winner_seat)
        return True

    # --- the contract ----------------------------------------------------------------------
    def current_player(self) -> int:
        return self.decider if self.phase != M_OVER else -1

    def is_terminal(self) -> bool:  # BaseState's, reading the constant directly (the runner asks every action)
        return self.phase == M_OVER

    def legal_actions(self) -> list:
        if self._legal is None:
            self._legal = legal_actions(self)
        return self._legal

    apply = apply_action  # (self, action): clears the cached legal actions, records the action and plays it

    def _seat_result(self, seat: int) -> SeatResult:
        return seat_result(self.drawn[seat], self.played[seat], self.redrew[seat], self.idle_turns[seat],
                           self.own_turns[seat], self.incomplete_cards(seat))

    def _copy_into(self, other: ArcanaState) -> None:
        for slot in ArcanaState.__slots__:  # flat lists per card, lists of lists per seat
            value = getattr(self, slot)
            if type(value) is list:
                setattr(other, slot, [v[:] if type(v) is list else v for v in value])

    def determinize(self, seat: int, rng: random.Random) -> ArcanaState:
        """A clone in which the opponent's hand, deck and face-down cards and this seat's own deck
        order are re-dealt at random (face-down creatures stay creatures, set runes stay runes)."""
        world = self.clone()
        world.rng = random.Random(rng.random())
        rng.shuffle(world.deck[seat])
        other = 1 - seat
        if self.goldfish:
            return world
        kind = self.table.kind
        down_creatures = [u for u in world.field[other] if not world.face_up[u]]
        set_runes = [u for u in world.runes[other] if world.equip[u] < 0]
        loose = world.hand[other] + world.deck[other]
        pool = [world.cid[u] for u in down_creatures + set_runes + loose]
        rng.shuffle(pool)
        creatures = [c for c in pool if kind[c] == CREATURE]
        runes = [c for c in pool if kind[c] == RUNE]
        rest = [c for c in pool if kind[c] == WARD]
        for uid, card in zip(down_creatures, creatures, strict=False):
            world.cid[uid] = card
        for uid, card in zip(set_runes, runes, strict=False):
            world.cid[uid] = card
        rest += creatures[len(down_creatures):] + runes[len(set_runes):]
        rng.shuffle(rest)
        for uid, card in zip(loose, rest, strict=True):
            world.cid[uid] = card
        world._legal = None
        return world


def check_invariants(state) -> None:
    """Raise AssertionError when a rule invariant is broken (used by the property tests)."""
    zones = {Z_DECK: state.deck, Z_HAND: state.hand, Z_FIELD: state.field, Z_RUNES: state.runes,
             Z_NETHER: state.nether}
    seen = []
    for code, per_seat in zones.items():
        for seat in (0, 1):
            for uid in per_seat[seat]:
                assert state.zone[uid] == code and state.owner[uid] == seat
                seen.append(uid)
    seen += [link[0] for link in state.chain if not link[5]]  # a creature's effect leaves it on the field
    assert all(state.zone[link[0]] == Z_CHAIN for link in state.chain if not link[5])
    assert sorted(seen) == list(range(len(state.cid))), "every card in exactly one zone"
    for seat in (0, 1):
        assert len(state.field[seat]) <= 5 and state.rune_zone_used(seat) <= 5
        assert len(state.hand[seat]) <= HAND_LIMIT
        assert 0 <= state.hp[seat] <= START_HP + state.healed[seat]
        for uid in state.field[seat]:
            assert state.power_of(uid) >= 0 and state.toughness_of(uid) >= 0
            assert state.face_up[uid] or not state.attack_pos[uid]
        for uid in state.runes[seat]:
            creature = state.equip[uid]
            if creature >= 0:
                assert state.zone[creature] == Z_FIELD and state.owner[creature] == seat and state.face_up[creature]
            else:
                assert state.table.kind[state.cid[uid]] == RUNE
    if state.is_terminal():
        assert state.current_player() == -1
    else:
        assert state.legal_actions() and state.current_player() in (0, 1)
