"""Union Arena turn flow (seed 000): mulligan, Start, Move and Main Phases, playing cards, End Phase."""
from __future__ import annotations

from engine.games.random_order import shuffle
from engine.games.union_arena.board import MOVED, NOTED_MOVED, PAID_FOR, RAIDED, Unit
from engine.games.union_arena.cards import CHARACTER, EVENT
from engine.games.union_arena.constants import (
    ACTIVATE,
    ATTACK,
    BLOCK,
    ENERGY,
    EXTRA_DRAW,
    FRONT,
    HAND_LIMIT,
    LIFE,
    MAIN,
    MOVE,
    MOVE_UP,
    OPENING_HAND,
    OUTSIDE,
    OVER,
    PASS,
    RAID,
    REDRAW,
    TRIGGER,
    ap_cards_for,
)
from engine.games.union_arena.effects_runtime import (
    activate,
    activate_outside,
    can_activate,
    can_activate_outside,
    declared_choice,
    declared_effects,
    has_hook,
    matches_card,
    outside_phase_end,
    place_used_event,
    plays_active,
    run_effects,
    run_hand_raids,
    run_hook,
    run_when_played,
    start_later,
    stays_rested_by_choice,
    usable_removed,
)
from engine.games.union_arena.legal import LegalMixin

# Unit.played_by of a character its player used from the Remove Area ("usable-from-remove"): no effect played it, so
# only "If this card was played from the Remove Area" (played-by-effect with zone "remove") holds for it
USED_FROM_REMOVE = ("use", -1, "remove")


class FlowMixin(LegalMixin):
    """Turns and phases; playing cards from the hand."""

    __slots__ = ()

    def _apply_mulligan(self, action) -> None:
        seat = self.seats[self.actor]
        if action == REDRAW:
            # Seed 000 Game Setup 4: set the hand aside, draw 7, then shuffle the old hand back.
            old = seat.hand
            seat.hand = []
            self._draw(self.actor, OPENING_HAND, log=False)
            seat.deck.extend(old)
            shuffle(self.rng, seat.deck)
            seat.redrew = True
        self._event(0, self.actor, "redraw" if action == REDRAW else "keep")
        if self.mulligan_next >= 0:
            self.actor = self.mulligan_next
            self.mulligan_next = -1
            return
        for index in self.playing_seats():
            life_seat = self.seats[index]
            for _ in range(LIFE):
                life_seat.life.append(life_seat.deck.pop())
        self._begin_turn(0 if self.goldfish else self.first)

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
        seat.used_now = ()
        weakened = self.table.weakened
        weak = self.table.any_weakened  # (False: no card is `weakened`)
        lowered = self.table.any_negative_auras  # whether some BP may now be 0 or less (what _check_bp looks for)
        for other in self.seats:
            other.retired_now = other.revived_now = other.raided_now = other.attacked_now = other.entered_now = other.decked_now = ()
            other.drawn_now = other.life_taken_now = 0
            other.discarded_now = other.returned_now = other.names_used = other.history = ()
            other.life_stays_now = False
            other.gained_now = ()  # (the turn it was gained for is over: seed 000 End Phase 4)
            other.usable_now = other.used_removed_now = other.outside_used_now = other.choose_all_now = ()
            # Start Phase 1: "Effects with text such as “until the start of your next turn” are negated" — those of
            # this player's effects, on any character.
            for line in (other.front, other.energy):
                for unit in line:
                    unit.fired = ()  # Glossary ターン1: "[1 Per Turn]" effects are used once per turn
                    if not (unit.abilities or unit.lasting or unit.muted == index):
                        if unit.bonus < 0 or weak and weakened[unit.card]:  # (the last test below, for such a unit)
                            lowered = True
                        continue
                    if unit.abilities:
                        unit.abilities = tuple([a for a in unit.abilities if a[1] != index]) or None
                    if unit.lasting:
                        waiting = [e[2] for e in unit.lasting if e[0] == index and e[1] == "later"]
                        unit.lasting = tuple([e for e in unit.lasting if e[0] != index]) or None
                        if waiting:  # "during your opponent's next turn": this is that turn (it ends with it)
                            start_later(self, unit, waiting, 1 - index)  # (the effect of the other seat's)
                    if unit.muted == index:  # "loses all of its original effects until the start of your next turn"
                        unit.muted = -1
                        lowered = True
                    if unit.bonus < 0 or unit.lasting or unit.abilities or weakened[unit.card]:
                        lowered = True
        if lowered:
            self._check_bp()
            if self.phase == OVER:
                return
        # Start Phase 2: untap everything (a unit frozen by the yellow Color trigger stays rested once).
        _untap(self, seat)
        for line in (seat.front, seat.energy):
            for unit in line:
                unit.attacks = unit.blocks = 0
                unit.used = 0
        count = ap_cards_for(index == self.first, seat.own_turns)
        seat.ap = [True] * count
        # Start phase 4: draw, except the first player's first turn; an empty deck loses.
        if not (index == self.first and seat.own_turns == 1):
            if not seat.deck:
                self._end(1 - index, "deck-out")
                return
            self._draw(index, 1)
        if self.table.any_hooks:  # "At the start of your turn" (docs/engine.md, "Start of turn")
            self._hooks(index, "start-of-turn")
            if self.phase == OVER:
                return
        self.actor = index
        if seat.deck and any(seat.ap):
            self.phase = EXTRA_DRAW
        else:
            self._enter_move()

    def _enter_move(self) -> None:
        if self._can_move():
            self.phase = MOVE
        else:
            self._enter_main()

    def _enter_main(self) -> None:
        """The Main Phase begins: "At the start of your Main Phase" effects resolve first (only when some card has
        effects at moments of the turn)."""
        self.phase = MAIN
        if self.table.any_hooks:
            self._hooks(self.player, "start-of-main-phase")

    def _can_move(self) -> bool:
        seat = self.seats[self.player]
        table = self.table
        types, step, turn = table.type, table.step, self.turn
        line_bans, restricted, guarded = table.line_bans, table.restricted, table.any_guards
        # Move Phase: "All the cards are moved at the same time": a character moves once per Move Phase
        for unit in seat.energy:
            if types[unit.card] == CHARACTER and unit.moved_turn != turn and (
                    not (line_bans[unit.card] or guarded or restricted[unit.card] or unit.abilities)  # (nothing forbids it:
                    or self.may_move_to(unit, FRONT)):  # may_move_to without the call)
                return True
        for unit in seat.front:
            if (unit.moved_turn != turn and (step[unit.card] or self._has(unit, "step", step))  # printed, or gained
                    and self.may_move_to(unit, ENERGY)):
                return True
        return False

    def _apply_move(self, action) -> None:
        if action == PASS:
            self._enter_main()
            return
        seat = self.seats[self.player]
        kind, index, other = action[:3]
        if kind == MOVE_UP:
            unit = seat.energy.pop(index)
            unit.moved_turn = self.turn
            if MOVED in self.table.history:
                self._note(unit, NOTED_MOVED)
            if other >= 0:
                self._to_zone(seat, seat.front.pop(other), seat.remove)
            seat.front.append(unit)
            if self.logging:
                self._log("move-up", self.table.identity[unit.card])
            self._moved_to_front(self.player, unit)
        else:
            unit = seat.front.pop(index)
            unit.moved_turn = self.turn
            if MOVED in self.table.history:
                self._note(unit, NOTED_MOVED)
            if other >= 0:
                # A Step character swaps with an energy-line character instead of removing one.
                swapped = seat.energy.pop(other)
                swapped.moved_turn = self.turn
                if MOVED in self.table.history:
                    self._note(swapped, NOTED_MOVED)
                seat.front.append(swapped)
                self._moved_to_front(self.player, swapped)
            elif len(action) > 3:  # into a full Energy Line: first a card of that line to the Remove Area
                self._to_zone(seat, seat.energy.pop(action[3]), seat.remove)
            seat.energy.append(unit)
            if self.logging:
                self._log("step-back", self.table.identity[unit.card])
            self._moved_to_energy(self.player, unit)
        if self.phase == OVER:  # a "when moved to the Front Line" effect ended the game
            return
        if not self._can_move():
            self._enter_main()

    def _apply_main(self, action) -> None:
        if action == PASS:
            if self.table.any_hooks:
                self._hooks(self.player, "end-of-main-phase")
                if self.phase == OVER:
                    return
            self.phase = ATTACK
            if self.table.any_hooks:
                self._hooks(self.player, "start-of-attack-phase")
                if self.phase == OVER:
                    return
            if not self._can_attack():
                self._end_turn()
            return
        seat = self.seats[self.player]
        table = self.table
        kind, hand_index, line, other = action[:4]
        if kind == ACTIVATE and hand_index == OUTSIDE:  # "[Main] [When in Outside Area]"
            card = seat.outside[line]
            effect = table.effects[card].outside_activated[other]
            if not can_activate_outside(self, self.player, card, other, effect):
                raise ValueError(f"{action!r} is not legal now")
            if self.logging:
                self._log("activate-outside", table.identity[card], other)
            activate_outside(self, self.player, card, other, effect)
            return
        if kind == ACTIVATE:
            unit = (seat.front if hand_index == FRONT else seat.energy)[line]
            effect = table.effects[unit.card].activated[other]
            if not can_activate(self, self.player, unit, other, effect):
                raise ValueError(f"{action!r} is not legal now")
            if self.logging:
                self._log("activate", table.identity[unit.card], other)
            activate(self, self.player, unit, other, effect)
            return
        removed = hand_index >= len(seat.hand)
        if removed:  # a card the seat may use from its Remove Area this turn ("usable-from-remove"), after the hand
            card = usable_removed(seat)[hand_index - len(seat.hand)]
            seat.remove.remove(card)
            usable = list(seat.usable_now)
            usable.remove(card)
            seat.usable_now = tuple(usable)
            seat.used_removed_now += (card,)
        else:
            card = seat.hand.pop(hand_index)
        effects = table.effects[card]
        declared = None  # "If you use this card and choose a <X>, reduce ...": the <X> its choice is said to be
        if (effects is not None and effects.reductions) or seat.next_reductions:
            if effects is not None and effects.reductions and table.type[card] == EVENT:
                declared = declared_choice(self, self.player, card)
            paid = self._needs(self.player, card, removed)[1]
            self._pay_ap(seat, paid)
            for number, (_, _, target) in enumerate(seat.next_reductions):
                if (not target.get("all") and (target.get("zone") == "remove") == removed
                        and matches_card(self, card, target)):
                    del seat.next_reductions[number]  # the next card has used it
                    break
        else:
            paid = table.ap_cost[card]
            self._pay_ap(seat, paid)
        if PAID_FOR in table.history:  # "If this card was used while paying 0 AP"
            seat.history += ((PAID_FOR, card, paid),)
        seat.played.add(card)
        seat.played_now = True
        seat.used_now += (card,)  # (a card used from the Remove Area is used too: used-this-turn counts it)
        if kind == RAID:
            if removed:  # "If this card was played from the Remove Area" holds for its [On Play]
                raided = self._raid(self.player, card, line, other, action[4] if len(action) > 4 else -1, on_play=False)
                raided.played_by = USED_FROM_REMOVE
                self._on_play(self.player, raided)
                return
            self._raid(self.player, card, line, other, action[4] if len(action) > 4 else -1)
            return
        if table.type[card] == EVENT:
            if self.logging:
                self._log("event", table.identity[card])
            if effects is not None and effects.on_play:
                run_effects(self, self.player, effects.on_play if declared is None else declared_effects(effects, declared),
                            None, event=card)
            # seed 000 Main Phase: "After the effect is activated, place the card in the Outside Area", unless its
            # effect placed it elsewhere ("Place this card to the Remove Area")
            where, self.event_to = self.event_to, None
            place_used_event(seat, card, where)
            return
        units = seat.front if line == FRONT else seat.energy
        if other >= 0:
            self._to_zone(seat, units.pop(other), seat.remove)
        unit = Unit(card, rested=True, owner=self.player, played_turn=self.turn)
        if removed:
            unit.played_by = USED_FROM_REMOVE  # (used, not played by an effect: only "played from the Remove Area")
        seat.entered_now += (card,)
        active = effects is not None and bool(effects.enters_active) and plays_active(self, self.player, effects)
        units.append(unit)
        if self.logging:
            self._log("play", table.identity[card], "front" if line == FRONT else "energy")
        if effects is not None:
            if active:
                unit.rested = False
            if effects.on_play:
                run_effects(self, self.player, effects.on_play, unit)
        if self.table.any_played_hooks and self.phase != OVER:
            run_when_played(self, self.player, unit)  # "When a <X> is played ...": after its [On Play]

    def _raid(self, index: int, card: int, line: int, target: int, removed: int = -1, on_play: bool = True,
              played_by: tuple | None = None) -> Unit:
        """Seed 000 Raid Boost 1-5: on top, the base's effects negated, active, moved to the Front Line (into a full
        one, the Move Phase procedure: card `removed` of it to the Remove Area first); then [On Play] (登場時 "can
        also be activated ... as a result of Raid Boosts")."""
        seat = self.seats[index]
        base = (seat.front if line == FRONT else seat.energy).pop(target)
        if removed >= 0:
            self._to_zone(seat, seat.front.pop(removed), seat.remove)
        raided = Unit(card, rested=False, base=base.card, owner=index, played_turn=self.turn)
        raided.played_by = played_by  # (board.RAIDED_FROM_LIFE: a Raid trigger's card; "If this card was played from your hand")
        raided.under = base.under  # face-down cards under the character stay under it
        seat.raided_now += (card,)  # "If you raided (a <X>) during this turn"
        if RAIDED in self.table.history:  # "if you have not raided during this Attack Phase"
            seat.history += ((RAIDED, card, self.phase in (ATTACK, BLOCK, TRIGGER)),)
        seat.entered_now += (card,)
        seat.front.append(raided)
        if self.logging:
            self._event(self.turn, index, "raid", self.table.identity[card], self.table.identity[base.card])
        if self.table.hooked[base.card]:
            # "When this character is raided on" (the card raided): "The [On Play] of the raided character and this
            # effect can be resolved in any order" — the engine's fixed order: this one first; by an effect, after it
            if self.deferring:
                self.waiting.append((index, "raided-on", raided, base.card))
            else:
                self._raided_on(index, raided, base.card)
        if on_play:  # (a Raid by an effect: its [On Play] waits for that effect to finish)
            self._on_play(index, raided)
        if self.table.any_hand_raids and self.phase != OVER:
            # "When <X> raids during your Attack Phase" (a card in the hand); by an effect: after that effect
            if self.deferring:
                self.waiting.append((index, "hand-raid", raided))
            else:
                run_hand_raids(self, index, raided)
        return raided

    def _raided_on(self, index: int, unit: Unit, base: int) -> None:
        """The raided card's "When this character is raided on" effects, on the character it is now under."""
        effects = self.table.effects[base]
        if effects is not None and "when-raided-on" in effects.hooks and self.phase != OVER and unit.base == base:
            run_effects(self, index, effects.hooks["when-raided-on"], unit)

    def _moved_to_front(self, index: int, unit: Unit) -> None:
        """"When this character moves from the Energy Line to the Front Line" (Move Phase, a Step swap, an effect)."""
        if not (self.table.hooked[unit.card] or unit.abilities):
            return
        if has_hook(self, unit, "when-moved-to-front-line"):
            if self.deferring:  # moved by an effect: after that effect (reading retire-after)
                self.waiting.append((index, "moved", unit))
            else:
                run_hook(self, index, unit, "when-moved-to-front-line")
        self._moved_any(index, unit)

    def _moved_to_energy(self, index: int, unit: Unit) -> None:
        """"When this character moves from the Front Line to the Energy Line" (Move Phase, a Step swap, an effect)."""
        if not (self.table.hooked[unit.card] or unit.abilities):
            return
        if has_hook(self, unit, "when-moved-to-energy-line"):
            if self.deferring:  # moved by an effect: after that effect
                self.waiting.append((index, "moved-back", unit))
            else:
                run_hook(self, index, unit, "when-moved-to-energy-line")
        self._moved_any(index, unit)

    def _moved_any(self, index: int, unit: Unit) -> None:
        """"When this character moves, ...": to the other line, either way (after the effect that moved it)."""
        if self.phase != OVER and has_hook(self, unit, "when-moved"):
            if self.deferring:
                self.waiting.append((index, "moved-any", unit))
            elif unit in self.seats[index].front or unit in self.seats[index].energy:
                run_hook(self, index, unit, "when-moved")

    def _on_play(self, index: int, unit: Unit) -> None:
        """Seed 000 Glossary, 登場時: [On Play] "is activated when this card is played", by a Raid Boost too,
        and "also activates when the card is played by a card effect"."""
        effects = self.table.effects[unit.card]
        if effects is not None and effects.on_play and self.phase != OVER:
            run_effects(self, index, effects.on_play, unit)
        if self.table.any_played_hooks and self.phase != OVER:
            run_when_played(self, index, unit)  # "When a <X> is played ...": after its [On Play]

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

    def _end_turn(self) -> None:
        index = self.player
        seat = self.seats[index]
        if self.table.any_outside_ends:  # "[When in Outside Area] At the end of your Attack Phase" (its cards there)
            outside_phase_end(self, index)
            if self.phase == OVER:
                return
        if self.table.any_hooks:  # (no card reacts at a moment of the turn: nothing to ask)
            self._hooks(index, "end-of-attack-phase")
            if self.phase != OVER:  # "At the end of the Attack Phase": this turn's, a character of either player's
                self._hooks(index, "end-of-the-attack-phase")
            if self.phase != OVER:  # (seed 000, "If multiple effects are simultaneously activated": the turn player's first)
                self._hooks(1 - index, "end-of-opponents-attack-phase")
            if self.phase != OVER:
                self._hooks(1 - index, "end-of-the-attack-phase")
            if self.phase != OVER:  # seed 000 End Phase 1: "effects that are activated at the start of the End Phase"
                self._hooks(index, "start-of-end-phase")
            if self.phase != OVER:
                self._hooks(index, "end-of-turn")
            if self.phase == OVER:
                return
        # End phase 2: untap characters and fields (not AP); a frozen unit stays rested once.
        _untap(self, seat, end_phase=True)
        # End phase 3: discard down to 8 into the Remove Area (the most expensive cards go first).
        # ("Maximum of your hand size is 15": read only when the hand is over 8, hand_limit)
        limit = self.hand_limit(index) if len(seat.hand) > HAND_LIMIT else HAND_LIMIT
        if len(seat.hand) > limit:
            energy, ap_cost = self.table.energy, self.table.ap_cost  # (ties keep their order: the index before the card)
            seat.hand[:] = [c for *_, c in sorted([(energy[c], ap_cost[c], i, c) for i, c in enumerate(seat.hand)])]
            while len(seat.hand) > limit:
                seat.remove.append(seat.hand.pop())
        # End phase 4: "this turn" effects end.
        weakened = self.table.weakened
        weak = self.table.any_weakened  # (False: no card is `weakened`)
        lowered = self.table.any_negative_auras  # whether some BP may now be 0 or less (what _check_bp looks for)
        for other in self.seats:
            other.range_next = 0  # "During this turn, the next time you choose ...": not used, it ends
            other.events_now = ()  # "... are treated as Event cards in all places during this turn"
            for line in (other.front, other.energy):
                for unit in line:
                    unit.bonus = 0
                    unit.granted = None
                    unit.energy_bonus = 0
                    if not (unit.abilities or unit.lasting or unit.muted == -2):
                        if weak and weakened[unit.card]:  # (the last test below, for such a unit)
                            lowered = True
                        continue
                    if unit.abilities:
                        unit.abilities = tuple([a for a in unit.abilities if a[1] is not None]) or None
                    if unit.muted == -2:  # "loses all of its original effects during this turn"
                        unit.muted = -1
                        lowered = True
                    if unit.lasting or unit.abilities or weakened[unit.card]:
                        lowered = True
        seat.next_reductions.clear()
        if lowered:
            self._check_bp()  # a bonus that ended may leave BP at 0 or less
            if self.phase == OVER:
                return
        if not seat.played_now:
            seat.idle_turns += 1
        if self.logging:
            self._log("end-turn")
        self._begin_turn(index if self.goldfish else 1 - index)


def _is_one_of(unit, units) -> bool:
    for other in units:
        if other is unit:
            return True
    return False


def _untap(state, seat, end_phase: bool = False) -> None:
    """Untap a seat's characters and fields (not its AP cards); a unit frozen by the yellow Color
    trigger or an effect ("the next time it would set to active, it doesn't") stays rested this once instead, and one
    that "cannot become active" stays rested. In the End Phase, one that says "You don't have to set this character to
    active during the End Phase" stays rested when its player keeps it so (stays_rested_by_choice)."""
    table = state.table
    guarded, restricted = table.any_guards, table.restricted
    held = ()
    if state.holds:  # "As long as this character is on your Front Line, that character will not set to active during
        # the Start Phase and End Phase": only while this character is on its player's Front Line (then it ends)
        state.holds = [(holder, unit) for holder, unit in state.holds
                       if holder in state.seats[holder.owner].front and unit in state.seats[unit.owner].front + state.seats[unit.owner].energy]
        held = [unit for _, unit in state.holds]
    for line in (seat.front, seat.energy):
        for unit in line:
            if held and _is_one_of(unit, held):
                continue
            if unit.frozen:
                unit.frozen = False
            elif not (guarded or restricted[unit.card] or unit.abilities):
                unit.rested = False  # (nothing restricts it: may_become_active's first test, without the call)
            elif end_phase and unit.rested and table.restricted[unit.card] and stays_rested_by_choice(state, unit):
                continue
            elif state.may_become_active(unit):
                unit.rested = False
