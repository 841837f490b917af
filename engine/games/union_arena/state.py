"""Union Arena rules (seed 000) behind the engine's state API.

Decisions are small int tuples (constants.py). Automatic steps (untap, AP, draws, battles,
damage) happen inside `apply`. The rules are split by concern: flow.py (turns and phases, playing
cards), legal.py (legal actions), battle.py (attacks, battles, triggers), values.py (BP, keywords,
energy, costs now), effects_runtime.py (card effects). Where the seed leaves a choice to a player
that this engine makes by a fixed rule (trigger targets, which life card, discards at end of turn),
the rule is written down in docs/union-arena-engine.md."""
from __future__ import annotations

import random

from engine.core import SeatResult, seat_result
from engine.games.random_order import shuffle
from engine.games.union_arena.board import AP_PAID, NOTED_MOVED, NOTED_SHIFTED, Seat, Unit
from engine.games.union_arena.cards import AP, BLANK, CardTable
from engine.games.union_arena.constants import (
    ATTACK,
    BLOCK,
    EXTRA,
    EXTRA_DRAW,
    LIFE,
    LINE_SIZE,
    MAIN,
    MOVE,
    MULLIGAN,
    OPENING_HAND,
    OVER,
    TRIGGER,
)
from engine.games.union_arena.flow import FlowMixin


class UnionArenaState(FlowMixin):
    """The Union Arena state (seed 000): its slots in board.StateBase, its rules in the layers between (values,
    battle, legal, flow: one chain of single inheritance, which the compiled build makes extension types)."""

    __slots__ = ()
    OVER = OVER

    def __init__(self, table: CardTable, decks: list[list[int]], seed: int, goldfish: bool, turn_cap: int,
                 first_player: int | None, logging: bool = True):
        self._start(table, seed, goldfish, turn_cap, logging)
        self.decks = decks
        self.seats = [Seat(), Seat()]
        self.attack = None  # (attacker_seat, front_index, target) while an attack waits on a block
        self.attacking = None  # the attacking unit until its attack ends (for "at the end of this character's attack")
        self.from_energy = False  # the attack was declared from the Energy Line ("can attack from the Energy Line")
        self.blocking = None  # the blocker while the attacker's "When this character is blocked" effects resolve
        self.pending: list[int] = []  # life cards waiting for their trigger check
        # "As long as this character is on your Front Line, that character will not set to active during the Start Phase
        # and End Phase": (this character's unit, that character's unit), pairs kept only while both are on the field
        # (flow._untap reads and prunes them; effects_runtime._hold_rested adds them)
        self.holds: list[tuple] = []
        # some unit on the field may have an effect "for the duration of the battle" (Unit.lasting, seat BATTLE): set as
        # one is given (effects_runtime), cleared as _end_battle_effects ends them all
        self.battle_lasting = False
        # effects set off by an effect (or the BP check) that wait for it to finish (reading "retire-after",
        # docs/engine.md): (seat, "retire", card) [On Retire], (seat, "moved", unit) "when moved to the Front
        # Line", (seat, "milled", card) "when placed from your deck to the Outside Area"; `deferring` > 0 while
        # such an effect runs (empty between actions)
        self.waiting: list[tuple] = []
        self.replays = 0  # [On Play] effects of cards an effect played, nested now (effects_runtime.MAX_REPLAYS)
        self.deferring = 0
        # how the character whose [On Retire] effects resolve now left the field: (_remove_from_field's `cause`, "battle",
        # "own-effect", "opponent-effect", ...; the card whose effect it was or -1), ("", -1) otherwise; for "If this
        # character was retired by battle / by the effect of your <X>"
        self.retire_cause = ("", -1)
        # the card whose effect (or effect's cost) is resolving now, -1 between effects: what placed a card to the
        # Outside or Remove Area ("When this card is placed to the Remove Area by the effect of your <X> card")
        self.effect_card = -1
        # where the event card being used goes once its effect is done, when the effect says ("Place this card to the
        # Remove Area": "remove"; "... at the bottom / top of your deck": "bottom" / "top"); None: the Outside Area
        self.event_to = None
        for seat, deck in zip(self.seats, decks):  # noqa: B905 - goldfish has one deck for two seats
            seat.deck = list(deck)
            shuffle(self.rng, seat.deck)
        self.first = first_player if first_player is not None else (0 if goldfish else self.rng.randrange(2))
        self.player = self.first
        if goldfish:
            # The goldfish opponent: seven face-down life cards, no deck, never acts. With
            # first_player=1 the deck plays as the second player (draws on turn 1, 2 AP).
            dummy = self.seats[1]
            blank = table.type.index(BLANK) if BLANK in table.type else table.add(None)
            dummy.life = [blank] * LIFE
            self.player = 0
        for index in self.playing_seats():
            self._draw(index, OPENING_HAND, log=False)
        self.phase = MULLIGAN
        self.actor = self.player
        self.mulligan_next = 1 - self.first if not goldfish else -1

    # --- the state API -------------------------------------------------------------------------
    def current_player(self) -> int:
        return -1 if self.phase == OVER else self.actor

    def is_terminal(self) -> bool:
        return self.phase == OVER  # (BaseState's reads the class attribute; this runs once per step)

    def apply(self, action) -> None:
        self.actions.append(action)
        self._step(action)
        if self.table.any_weakened:  # a continuous effect may have lowered a BP to 0 as the position changed
            self._check_bp()

    def play_out(self, chooses, steps) -> None:
        """The runner's loop (engine.runner.run_games): while the game runs, one step per item of `steps`, each
        `apply(choose(state))` with the pilot of the seat to act (`chooses`: one per seat; a goldfish game's one
        plays every step), as is_terminal / current_player / apply would do it, without their three calls a step."""
        actions, table = self.actions, self.table
        single = chooses[0] if len(chooses) == 1 else None
        for _ in steps:
            if self.phase == OVER:
                return
            action = (single or chooses[self.actor])(self)
            actions.append(action)
            self._step(action)
            if table.any_weakened:
                self._check_bp()

    def _step(self, action) -> None:
        """What `apply` does in the phase: its step (_apply_main, _apply_attack, ...). A chain of tests, the most frequent
        phases first, rather than a table of methods: in the compiled build each is a C call."""
        phase = self.phase
        if phase == MAIN:
            self._apply_main(action)
        elif phase == ATTACK:
            self._apply_attack(action)
        elif phase == BLOCK:
            self._apply_block(action)
        elif phase == TRIGGER:
            self._apply_trigger(action)
        elif phase == MOVE:
            self._apply_move(action)
        elif phase == EXTRA_DRAW:
            self._apply_extra_draw(action)
        elif phase == MULLIGAN:
            self._apply_mulligan(action)
        else:
            self._apply_over(action)

    def _apply_extra_draw(self, action) -> None:
        if action == EXTRA:
            seat = self.seats[self.player]
            self._pay_ap(seat, 1)
            seat.extra_used = True
            if self.logging:
                self._log("extra-draw")
            if not self._draw(self.player, 1):
                return
        self._enter_move()

    def _apply_over(self, action) -> None:
        raise ValueError("the game is over")

    def _seat_result(self, index: int) -> SeatResult:
        table, seat = self.table, self.seats[index]
        return seat_result({table.identity[c] for c in seat.drawn}, {table.identity[c] for c in seat.played},
                           seat.redrew, seat.idle_turns, seat.own_turns, self.incomplete_cards(index))

    def _copy_into(self, other: UnionArenaState) -> None:
        other.seats = [seat.copy() for seat in self.seats]
        other.pending = self.pending[:]
        other.waiting = []  # (always empty between actions)
        other.blocking = None  # (set only while a block's effects resolve)
        if self.holds:  # the same units in the copied seats
            other.holds = [(self._same_unit(other, holder), self._same_unit(other, held)) for holder, held in self.holds]
            other.holds = [pair for pair in other.holds if None not in pair]
        if self.attacking is not None:  # the same unit in the copied seats
            line = self.attacker_line(self.seats[self.player])
            other.attacking = (other.attacker_line(other.seats[self.player])[line.index(self.attacking)]
                               if self.attacking in line else None)

    def _same_unit(self, other: UnionArenaState, unit):
        """The unit of `other` (a copy of this game) at the place `unit` has here; None when it is not on the field."""
        for index, seat in enumerate(self.seats):
            for line, copied in ((seat.front, other.seats[index].front), (seat.energy, other.seats[index].energy)):
                for at, here in enumerate(line):
                    if here is unit:
                        return copied[at]
        return None

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
            seat.drawn_now += 1
        if log:
            if self.logging:
                self._event(self.turn, index, "draw", count)
        return True

    def _end(self, winner: int | None, reason: str) -> None:
        self.winner_seat = winner
        self.phase = OVER
        self.actor = -1
        self._event(self.turn, winner if winner is not None else -1, "game-over", reason)


    def _check_life(self, index: int) -> None:
        """Seed 000, Game Victory Conditions: "Your opponent has zero cards in their Life Area" — however the Life
        Area emptied. While that player's trigger checks are pending, the check waits for them (a Final trigger)."""
        if not self.seats[index].life and self.phase != OVER and not (self.pending and index != self.player):
            self._end(1 - index, "life")

    def _pay_ap(self, seat: Seat, amount: int) -> None:
        if amount and AP_PAID in self.table.history:  # "if you paid an AP during this turn's Attack Phase"
            paid = min(amount, sum(seat.ap))
            if paid:
                seat.history += ((AP_PAID, paid, self.phase in (ATTACK, BLOCK, TRIGGER)),)
        for i in range(len(seat.ap)):
            if amount == 0:
                return
            if seat.ap[i]:
                seat.ap[i] = False
                amount -= 1

    def _note(self, unit: Unit, bit: int) -> None:
        """Unit.noted: this turn, `unit` moved to the other line (NOTED_MOVED in the Move Phase, NOTED_SHIFTED by an
        effect) or was switched from active to rest (NOTED_RESTED: attacking, blocking, a cost, an effect, a trigger).
        Called only when some card reads it (CardTable.history)."""
        if unit.noted >> 3 != self.turn:
            unit.noted = self.turn << 3
        unit.noted |= bit
        if bit & (NOTED_MOVED | NOTED_SHIFTED):  # ("For each time this character moved this turn": Unit.moves)
            moves = unit.moves if unit.moves >> 4 == self.turn else self.turn << 4
            unit.moves = moves + (moves & 15 < 15)

    def _new_unit(self, card: int, owner: int, rested: bool = True) -> Unit:
        return Unit(card, rested=rested, owner=owner, played_turn=self.turn)


def check_invariants(state: UnionArenaState) -> None:
    """Raise AssertionError when a rule invariant is broken (used by the property tests)."""
    for index, seat in enumerate(state.seats):
        assert len(seat.front) <= LINE_SIZE and len(seat.energy) <= LINE_SIZE, "a line holds more than 4"
        assert len(seat.ap) <= 3, "more than 3 AP cards"
        if state.goldfish and index == 1:
            continue
        cards = (seat.deck + seat.hand + seat.life + seat.outside + seat.remove
                 + [u.card for u in seat.front + seat.energy] + [u.base for u in seat.front + seat.energy if u.base >= 0]
                 + [c for u in seat.front + seat.energy for c in u.under])
        if state.phase == TRIGGER and index == state.actor:
            cards += state.pending
        elif state.pending and index == 1 - state.player:
            cards += state.pending
        assert sorted(cards) == sorted(state.decks[index]), f"seat {index}: a card is missing or duplicated"
        assert all(state.table.type[c] != AP for c in cards)
