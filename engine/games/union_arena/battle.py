"""Union Arena attacks and battles (seed 000 Attack Phase): blocks, damage, trigger checks, retiring."""
from __future__ import annotations

from engine.games.union_arena.board import DEALT, NOTED_RESTED, RAIDED_FROM_LIFE, RESTED, RETIRED, Seat, Unit
from engine.games.union_arena.cards import (
    CHARACTER,
    T_ACTIVE,
    T_COLOR,
    T_DRAW,
    T_FINAL,
    T_GET,
    T_NONE,
    T_RAID,
    T_SPECIAL,
)
from engine.games.union_arena.constants import (
    ACTIVE_TRIGGER_BP,
    ATTACK,
    BATTLE,
    BLOCK,
    OVER,
    PASS,
    TRIGGER,
    TRIGGER_ORDER,
    TRIGGER_RAID,
    USE_TRIGGER,
)
from engine.games.union_arena.effects_runtime import (
    PROTECTED_FROM,
    aura_applies,
    defeated_to,
    has_hook,
    holds,
    left_field,
    make_room,
    matches_card,
    on_retire_value,
    range_raise,
    replacement_worth,
    retired_watchers,
    run_card_effects,
    run_discard_hooks,
    run_effects,
    run_hand_raids,
    run_hook,
    run_life_to_outside,
    send_defeated,
    to_outside_hooks,
    under_to_outside,
)
from engine.games.union_arena.effects_runtime import _discard_worst as discard_worst
from engine.games.union_arena.effects_runtime import _move_line as move_line
from engine.games.union_arena.values import ValuesMixin


class BattleMixin(ValuesMixin):
    """The Attack Phase: attacks, blocks, battles, damage and trigger checks."""

    __slots__ = ()

    def _can_attack(self) -> bool:
        seat = self.seats[self.player]
        table = self.table
        types, restricted, guarded = table.type, table.restricted, table.any_guards
        for unit in seat.front:  # (self.may_attack, inline)
            if not unit.rested and types[unit.card] == CHARACTER and not (
                    (guarded or restricted[unit.card] or unit.abilities) and self.restricted(unit, "cannot-attack")):
                return True
        if self.table.any_energy_attackers:  # "This character can attack from the Energy Line"
            for unit in seat.energy:
                if self.may_attack_from_energy(unit):
                    return True
        return False

    def attacker_line(self, seat: Seat) -> list:
        """The line the attacking character attacks from: its Front Line, or its Energy Line for a character that
        "can attack from the Energy Line" declared there (`from_energy`); leaving it ends the attack."""
        return seat.energy if self.from_energy else seat.front

    def attacker_unit(self) -> Unit:
        """The attacking character while its attack waits on a block (`attack`: its seat and index on its line)."""
        seat, index = self.seats[self.attack[0]], self.attack[1]
        return (seat.energy if self.from_energy else seat.front)[index]  # (attacker_line)

    def _apply_attack(self, action) -> None:
        if action == PASS:
            self._end_turn()
            return
        seat = self.seats[self.player]
        table = self.table
        index, target = action[1], action[2]
        self.from_energy = from_energy = len(action) > 3  # (ATTACK_WITH, energy_index, target, ENERGY): from the Energy Line
        line = seat.energy if from_energy else seat.front  # (attacker_line)
        unit = line[index]
        if RESTED in table.history and not unit.rested:
            self._note(unit, NOTED_RESTED)
        unit.rested = True
        unit.attacks += 1
        seat.attacked_now += (unit.card,)  # per attack: "attacked during this turn" conditions and counts
        if self._has(unit, "double-attack", table.double_attack) and unit.attacks == 1 and self.may_become_active(unit):
            unit.rested = False  # Double Attack: active again after its first attack this turn
        if self.logging:
            self._log("attack", table.identity[unit.card], target)
        self.attacking = unit
        defender_index = 1 - self.player
        defender = self.seats[defender_index]
        sniped = defender.front[target] if 0 <= target < len(defender.front) else None  # Snipe: that character
        when_attacking = self._gained_or_printed(unit, "when_attacking")
        if when_attacking:  # Glossary アタック時: its printed [When Attacking] effects and those it gained
            run_effects(self, self.player, when_attacking, unit)
            if self.phase == OVER or unit not in line:
                self._after_attack()
                return
            index = line.index(unit)
        if self.table.any_hooks:  # "When a character on your area attacks" (after the attacker's own [When Attacking])
            self._hooks(self.player, "when-yours-attacks")
            if self.phase == OVER or unit not in line:
                self._after_attack()
                return
            index = line.index(unit)
        if sniped is not None:
            # Snipe (Keyword Effects, 狙い撃ち): the attack is on that character; when it has left the field in
            # the meantime there is no battle, no block and no damage (reading "snipe-target", docs/engine.md)
            if sniped in defender.front:
                self._battle(unit, defender_index, sniped)
        elif not self.goldfish and self._can_be_blocked(unit, defender):
            self.attack = (self.player, index)
            self.phase = BLOCK
            self.actor = defender_index
            return
        else:
            if (self.table.hooked[unit.card] or unit.abilities) and has_hook(self, unit, "when-attack-not-blocked"):
                run_hook(self, self.player, unit, "when-attack-not-blocked")
                if self.phase == OVER:
                    return
            if self.table.any_hooks:  # "When your <X>'s attack is not blocked"
                self._hooks(self.player, "when-yours-attack-not-blocked")
                if self.phase == OVER:
                    return
            self._damage(defender_index, self._damage_of(unit))
        self._after_attack()

    def _can_be_blocked(self, attacker: Unit, defender: Seat) -> bool:
        table = self.table
        types, restricted, guarded = table.type, table.restricted, table.any_guards
        plain_attacker = not (attacker.abilities or table.has_continuous[attacker.card])  # (nothing limits its blockers)
        for unit in defender.front:
            if unit.rested or types[unit.card] != CHARACTER:
                continue  # (may_block's first test, without the call)
            if plain_attacker and not (guarded or restricted[unit.card] or unit.abilities) or self.may_block(unit, attacker):
                return True
        return False

    def _damage_of(self, unit: Unit) -> int:
        """Keyword Effects ダメージ② ("they inflict 2 damage instead ... Even if ダメージ② is gained twice, only
        ダメージ② occurs") and ダメージ+1 ("1 additional damage"): the base is 1, or the largest Damage N the
        card has or gained (never a sum of gains), plus every Damage +N, printed or gained."""
        table = self.table
        if unit.muted == -1:
            base, plus = table.damage[unit.card], table.damage_plus[unit.card]
        else:  # it has lost its original effects: its printed Damage too
            base = 1
            plus = 0
        if self._may_gain(unit):
            for gained in self._keyword_gains(unit, "damage"):  # (the highest Damage of printed and gained)
                if gained > base:
                    base = gained
            plus += self._keyword(unit, "damage-plus")
        return base + plus

    def _apply_block(self, action) -> None:
        attacker_seat = self.attack[0]
        attacker = self.attacker_unit()
        self.attack = None
        defender_index = 1 - attacker_seat
        self.phase = ATTACK
        self.actor = attacker_seat
        if action == PASS:
            if (self.table.hooked[attacker.card] or attacker.abilities) and has_hook(self, attacker, "when-attack-not-blocked"):
                run_hook(self, attacker_seat, attacker, "when-attack-not-blocked")
                if self.phase == OVER:
                    return
            if self.table.any_hooks:  # "When your <X>'s attack is not blocked"
                self._hooks(attacker_seat, "when-yours-attack-not-blocked")
                if self.phase == OVER:
                    return
            self._damage(defender_index, self._damage_of(attacker))
        else:
            defender = self.seats[defender_index]
            blocker = defender.front[action[1]]
            if RESTED in self.table.history and not blocker.rested:
                self._note(blocker, NOTED_RESTED)
            blocker.rested = True
            blocker.blocks += 1
            if (self._has(blocker, "double-block", self.table.double_block) and blocker.blocks == 1
                    and self.may_become_active(blocker)):
                blocker.rested = False  # Double Block: active again after its first block this turn
            if self.logging:
                self._event(self.turn, defender_index, "block", self.table.identity[blocker.card])
            if (self.table.hooked[attacker.card] or attacker.abilities) and has_hook(self, attacker, "when-attack-blocked"):
                self.blocking = blocker  # ("When this character is blocked by a character with BP 3000 or less")
                try:
                    run_hook(self, attacker_seat, attacker, "when-attack-blocked")
                finally:
                    self.blocking = None
                if self.phase == OVER:
                    return
                if blocker not in defender.front or attacker not in self.attacker_line(self.seats[attacker_seat]):
                    self._after_attack(blocker)
                    return
            when_blocking = self._gained_or_printed(blocker, "when_blocking")
            if when_blocking:  # Glossary ブロック時: printed and gained [When Blocking] effects
                run_effects(self, defender_index, when_blocking, blocker)
                if self.phase == OVER:
                    return
                if blocker not in defender.front or attacker not in self.attacker_line(self.seats[attacker_seat]):
                    self._after_attack(blocker)
                    return
            self._battle(attacker, defender_index, blocker)
            self._after_attack(blocker)
            return
        self._after_attack()

    def _gained_or_printed(self, unit: Unit, timing: str) -> list:
        """The unit's effects of one timing ("when_attacking", "when_blocking"): its card's, then the abilities it
        gained ("... gains '[When Attacking] ...'")."""
        effects = self.table.effects[unit.card] if unit.muted == -1 else None  # (own_effects, inline)
        printed = getattr(effects, timing) if effects is not None else ()
        if not unit.abilities:
            return printed
        return [*printed, *(e for inner, _ in unit.abilities for e in getattr(inner, timing))]

    def _battle(self, attacker: Unit, defender_index: int, target: Unit) -> None:
        """Seed 000 Resolution timing: ties go to the attacker; a losing attacker stays."""
        table = self.table
        defender = self.seats[defender_index]
        if self._bp(attacker) >= self._bp(target):
            negated = self._has(target, "negate-impact", table.negate_impact)
            where = defeated_to(self, self.player, attacker) if table.hooked[attacker.card] or attacker.abilities else None
            if where is not None and not self.restricted(target, "cannot-be-retired"):
                send_defeated(self, defender, target, where)  # "... returns to your opponent's hand instead of retire"
            else:
                self._remove_from_field(defender, target, "battle")
            if self.logging:
                self._log("battle-won", table.identity[attacker.card], table.identity[target.card])
            # Resolution timing A 3: the effects of winning a battle, "such as Impact 1 or 'If this Character attacks
            # and wins a battle'", are the attacker's, resolved one after the other in its order (reading
            # **win-effects-first**: the "wins a battle" effects, then Impact, whose damage ends in the defender's
            # trigger checks — so no effect resolves in the middle of Impact's damage)
            if (self.phase != OVER and (table.hooked[attacker.card] or attacker.abilities)
                    and has_hook(self, attacker, "when-wins-battle") and attacker in self.attacker_line(self.seats[self.player])):
                run_hook(self, self.player, attacker, "when-wins-battle")
            if self.phase != OVER and table.any_hooks:
                self._hooks(self.player, "when-yours-wins-battle")  # "When a character from your area attacks and wins"
            impact = self._impact(attacker)
            if impact and not negated and self.phase != OVER:
                self._damage(defender_index, impact)
        else:
            if self.logging:
                self._log("battle-lost", table.identity[attacker.card], table.identity[target.card])
            # Resolution timing B 1: "Resolve any effects that are activated when you attack and lose a battle", then
            # (2) the effects of the opponent winning it
            if (table.hooked[attacker.card] or attacker.abilities) and has_hook(self, attacker, "when-attacks-and-loses") \
                    and attacker in self.attacker_line(self.seats[self.player]):
                run_hook(self, self.player, attacker, "when-attacks-and-loses")
            if self.phase != OVER and table.any_hooks:
                self._hooks(self.player, "when-yours-attacks-and-loses")  # "When a character on your area attacks and loses"
            if self.phase == OVER:
                return
            if (table.hooked[target.card] or target.abilities) and has_hook(self, target, "when-wins-battle") \
                    and target in defender.front:
                run_hook(self, defender_index, target, "when-wins-battle")

    def _impact(self, unit: Unit) -> int:
        """Seed 000, Keyword Effects: Impact 1 (once, however often gained) plus every Impact +n; "Impact +1 ...
        grants Impact 1 if the Character does not have Impact already" (docs/engine.md, "Impact +n")."""
        table = self.table
        has_impact = table.impact[unit.card] > 0 and unit.muted == -1
        plus = table.impact_plus[unit.card] if unit.muted == -1 else 0
        if self._may_gain(unit):
            has_impact = has_impact or self._keyword(unit, "impact") > 0
            plus += self._keyword(unit, "impact-plus")
        return 1 + plus if has_impact else plus

    def _check_bp(self) -> None:
        """Seed 000, "If BP drops to 0 or less": "If the BP of a Character on the field drops to zero or less, that
        Character is removed from the field" — checked after every action and every effect step, so changes from
        continuous effects and ending durations count too. Again after each retirement: its [On Retire] may lower
        more BP."""
        if not self._bp_may_drop():
            return  # the common case: nothing lowers any BP
        drops_out = self._drops_out
        while self.phase != OVER:
            dropped = [(seat, unit) for seat in self.seats for line in (seat.front, seat.energy) for unit in line
                       if drops_out(unit)]
            if not dropped:
                return
            # every character at 0 or less leaves together; their [On Retire] effects resolve afterwards
            self.deferring += 1
            removed = False
            for seat, unit in dropped:
                on_field = unit in seat.front or unit in seat.energy
                self._remove_from_field(seat, unit)
                removed = removed or (on_field and unit not in seat.front and unit not in seat.energy)
            self.deferring -= 1
            if not self.deferring:
                self._resolve_waiting()
            if not removed:
                return  # ("will not be retired": nothing changed)

    def _bp_may_drop(self) -> bool:
        """Does anything lower some unit's BP (what _drops_out looks for first)?"""
        table = self.table
        if table.any_negative_auras:
            return True
        weakened = table.weakened
        for seat in self.seats:
            for line in (seat.front, seat.energy):
                for unit in line:
                    if unit.bonus < 0 or unit.lasting or unit.abilities or weakened[unit.card]:
                        return True
        return False

    def _remove_from_field(self, seat: Seat, unit: Unit, cause: str = "rule", kind: str = "card") -> None:
        """Retire a unit (seed 000, Removing cards from the field: a lost battle, BP 0 or less, an effect's
        "retire"): to the Outside Area, then its [On Retire] (退場時) activates. `cause`: "battle", "opponent-effect"
        (triggers included), "own-effect", "cost", "rule" (BP 0 or less) or "replacement", for replacement effects;
        `kind`: the kind of card whose effect it is ("trigger", "character", ... as PROTECTED_FROM reads it)."""
        if self.restricted(unit, "cannot-be-retired"):
            return  # "This character will not be retired"
        replaceable = cause in REPLACEABLE_CAUSES
        if (replaceable or self.table.restricted[unit.card]) and self._replace_retire(seat, unit, cause, kind) or (
                replaceable and self.table.any_substitutes and self._substitute_retire(seat, unit, cause, kind)):
            return  # "... instead of being retired"
        for line in (seat.front, seat.energy):
            if unit in line:
                was_front = line is seat.front
                line.remove(unit)
                break
        else:
            return  # already gone
        under_left = unit.under  # (an [On Retire] reads the face-down cards that were under it)
        self._to_zone(seat, unit, seat.outside, cause, resolve=False)
        seat.retired_now += (unit.card,)
        if RETIRED in self.table.history:  # "if a character was retired from your field by your effect this turn"
            seat.history += ((RETIRED, unit.card, cause),)
        # (own_effects, inline: one that has lost its original effects has no [On Retire] as it leaves)
        effects = self.table.effects[unit.card] if unit.muted == -1 else None
        on_retire = list(effects.on_retire) if effects is not None else []
        # an [On Retire] the character gained ('it gains "[On Retire] Draw 1 card." during this turn') is looked back
        # on as it leaves: it activates with the card's own
        on_retire += [e for inner, _ in unit.abilities or () for e in inner.on_retire]
        if on_retire and self.phase != OVER:
            self.waiting.append((self.seats.index(seat), "retire", unit.card, unit.base, on_retire, under_left,
                                 (cause, self.effect_card)))
        if unit.abilities and self.phase != OVER:  # 'you gain "if the chosen character is retired, draw 2 cards"'
            for inner, _ in unit.abilities:
                for watcher, actions in inner.watched:
                    self.waiting.append((watcher, "watched-retired", unit.card, actions))
        # "When a character on your opponent's Front Line is retired": the characters that see it leave react after
        # its own [On Retire] (seed 000, "If new effects activate as the result of an effect resolving ...")
        watchers = retired_watchers(self, self.seats.index(seat), unit.card, was_front) if (
            self.table.any_retired_hooks and self.phase != OVER) else ()
        for index, watcher, effects in watchers:
            self.waiting.append((index, "saw-retired", watcher, effects))
        if self.waiting and self.phase != OVER and not self.deferring:
            self._resolve_waiting()

    def _resolve_waiting(self) -> None:
        """The waiting [On Retire] effects (seed 000, "If multiple effects are simultaneously activated": "If the
        effects of you and your opponent are simultaneously activated, the player whose turn it is resolves their
        effects first followed by the other player"; "If new effects activate as the result of an effect
        resolving, the unresolved effects can be resolved in any order" — after that effect: 處理完一項效果後):
        the turn player's first, each player's in the order they were set off. Also "when moved to the Front
        Line" (if the character is still there) and "when placed from your deck to the Outside Area"."""
        while self.waiting and self.phase != OVER:
            entry = next((e for e in self.waiting if e[0] == self.player), self.waiting[0])
            self.waiting.remove(entry)
            index, kind, what = entry[:3]
            if kind == "retire":
                cause, self.retire_cause = self.retire_cause, entry[6]  # (restored: an [On Retire] it sets off has its own)
                run_card_effects(self, index, what, entry[4], entry[3], len(entry[5]),  # (its raid source, face-down cards)
                                 under_cards=entry[5])
                self.retire_cause = cause
            elif kind == "to-outside":  # "When this card is placed to the Outside Area" (from the area, a pile)
                if what in self.seats[index].outside:
                    run_card_effects(self, index, what, self.table.effects[what].to_outside)
            elif kind == "milled":
                run_card_effects(self, index, what, self.table.effects[what].milled)
            elif kind == "removed":
                run_card_effects(self, index, what, self.table.effects[what].removed, placer=entry[3])
            elif kind == "saw-retired":  # "When a character on your opponent's Front Line is retired"
                if what.__class__ is int:  # (a card waiting in its Outside Area)
                    if what in self.seats[index].outside:
                        run_card_effects(self, index, what, entry[3])
                elif what in self.seats[index].front or what in self.seats[index].energy:
                    run_effects(self, index, entry[3], what)
            elif kind == "watched-retired":  # (what the player who chose it does: no card's own effect)
                run_effects(self, index, [{"timing": "main", "actions": entry[3]}], None)
            elif kind == "drew":  # "During your Main Phase, when you draw a card with your effects"
                self._hooks(index, "when-you-draw-by-your-effect")
            elif kind == "left":  # "When this character leaves the area": the card off the field, how it left known
                cause, self.retire_cause = self.retire_cause, entry[4]
                run_card_effects(self, index, what, entry[3])
                self.retire_cause = cause
            elif kind == "saw-left":  # "When your character leaves the area": while the watcher is still there
                if what in self.seats[index].front or what in self.seats[index].energy:
                    run_effects(self, index, entry[3], what)
            elif kind == "returned":  # "When this character returns from your area to your hand"
                if what in self.seats[index].hand:
                    run_card_effects(self, index, what, self.table.effects[what].returned)
            elif kind == "revealed":  # "When this card is revealed from your deck"
                run_card_effects(self, index, what, self.table.effects[what].revealed)
            elif kind == "hand-raid":  # "When <X> raids during your Attack Phase" (a card in the hand)
                run_hand_raids(self, index, what)
            elif kind == "raided-on":
                if entry[2] in self.seats[index].front + self.seats[index].energy:
                    self._raided_on(index, entry[2], entry[3])
            elif kind == "discarded":  # "When this card is placed from your hand to the Outside Area"
                if what in self.seats[index].outside:
                    run_card_effects(self, index, what, [effect for own, effect in self.table.effects[what].discarded
                                                         if not (own and entry[3])], placer=entry[4])
            elif kind == "you-discarded":  # "When you place 1 card from your hand to the Outside Area"
                run_discard_hooks(self, index, what, entry[3], entry[4])
            elif kind == "set-active":  # "If this rested character is set to active by your effect"
                if what in self.seats[index].front + self.seats[index].energy:
                    run_hook(self, index, what, "when-set-active-by-your-effect")
            elif kind == "rested":  # "When this active character gets rested by your card effect"
                if what in self.seats[index].front + self.seats[index].energy:
                    run_hook(self, index, what, "when-rested-by-your-effect")
            elif kind == "bp-increased":  # "When this character gets its BP increased"
                if what in self.seats[index].front + self.seats[index].energy:
                    run_hook(self, index, what, "when-bp-increased")
            elif kind == "moved-any":  # "When this character moves"
                if what in self.seats[index].front + self.seats[index].energy:
                    run_hook(self, index, what, "when-moved")
            elif kind == "moved-back":
                if what in self.seats[index].energy:
                    run_hook(self, index, what, "when-moved-to-energy-line")
            elif what in self.seats[index].front:
                run_hook(self, index, what, "when-moved-to-front-line")

    def _replace_retire(self, seat: Seat, unit: Unit, cause: str, kind: str = "card", how: str = "retire") -> bool:
        """A replacement effect of the unit ("If this character would be retired (leave the area / return to your hand)
        [by your opponent's effect], move it to the Energy Line / place N cards (N <X>) from your hand to the Outside
        Area / place N face-down cards under this character to the Outside Area instead / it does not instead"): done,
        if it applies and can be done; a "you may" one only when what it saves is worth more than what it costs
        (replacement_worth). `how` the unit would leave: "retire", "return" (to the hand) or "place" (anywhere else:
        the deck, the Outside or Remove Area, not retired); "leave the area" is each of them (seed 000, Removing cards
        from the field: placing is not removing, but it is leaving the area)."""
        if not self.table.restricted[unit.card] and not unit.abilities:
            return False
        for effects in self._effect_sets(unit):
            for condition, whose, action in effects.continuous:
                if action["do"] != "retire-replacement" or not self._continuous_on(unit, condition, whose):
                    continue
                event = action.get("event", "retire")
                if event == "outside":  # "When this character is placed from your area to the Outside Area": retired
                    if how not in ("retire", "outside"):  # (by anything: BP 0 or less, a cost) or placed there
                        continue
                elif cause not in REPLACEABLE_CAUSES or event != "leave" and event != how.replace("outside", "place"):
                    continue
                if not _replaces(action.get("by", "any"), cause, kind) or action.get(
                        "once_per_turn") and any(used is action for used in unit.fired):
                    continue
                against = action.get("against")
                if against and not (cause == "battle" and self.attacking is not None  # (the attacker won the battle)
                                    and against.get("bp_min", 0) <= self._bp(self.attacking)
                                    <= against.get("bp_max", self._bp(self.attacking))):
                    continue
                if action.get("stays"):  # "it does not instead"
                    _mark_used(unit, action)
                    return True
                if action.get("to") == "retire-other":  # "retire 1 other character ... instead"
                    if self._retire_other(seat, unit, action):
                        return True
                    continue
                if action.get("to") == "energy":
                    if unit not in seat.front:
                        continue
                    if action.get("optional") and not replacement_worth(self, seat, unit, action):
                        continue  # "you may": not when it costs more than the character is worth
                    _mark_used(unit, action)
                    move_line(self, seat, unit, "energy")
                    return True
                if action.get("to") == "hand":  # "return this card (and its raid source) to your hand instead"
                    _mark_used(unit, action)
                    (seat.front if unit in seat.front else seat.energy).remove(unit)
                    if action.get("with_base") and unit.base >= 0:
                        seat.hand.append(unit.base)
                        unit.base = -1
                    self._to_zone(seat, unit, seat.hand, "replacement")
                    return True
                if action.get("to") == "under":
                    holders = [u for u in seat.front + seat.energy if u is not unit
                               and aura_applies(self, unit, u, action["target"])]
                    if not holders or action.get("optional") and not replacement_worth(self, seat, unit, action):
                        continue
                    _mark_used(unit, action)
                    (seat.front if unit in seat.front else seat.energy).remove(unit)
                    holder = max(holders, key=self._bp)
                    if unit.base >= 0:  # (its Raid base and the cards under it: the Outside Area, as it leaves)
                        seat.outside.append(unit.base)
                        to_outside_hooks(self, seat, (unit.base,))
                    under_to_outside(self, seat, unit)
                    holder.under = (*holder.under, unit.card)  # face-down under it: not retired, no [On Retire]
                    if self.table.any_outside_hooks and self.waiting and not self.deferring:
                        self._resolve_waiting()
                    if self.table.any_leave_hooks and self.phase != OVER:  # (it has left the area all the same)
                        left_field(self, seat, unit, "replacement")
                        if self.waiting and not self.deferring:
                            self._resolve_waiting()
                    return True
                under = action.get("under", 0)
                if under and len(unit.under) >= under:  # (the face-down cards worth less than the character: taken)
                    _mark_used(unit, action)
                    under_to_outside(self, seat, unit, under)
                    if self.table.any_outside_hooks and self.waiting and not self.deferring:
                        self._resolve_waiting()
                    return True
                amount = action.get("discard", 0)
                card = action.get("card")
                allowed = None if card is None else (lambda c, card=card: matches_card(self, c, card))
                if amount and (len(seat.hand) if card is None else sum(map(allowed, seat.hand))) >= amount:
                    if action.get("optional") and not replacement_worth(self, seat, unit, action):
                        continue
                    _mark_used(unit, action)
                    discard_worst(self, seat, amount, allowed)
                    return True
        return False

    def _retire_other(self, seat: Seat, unit: Unit, action: dict) -> bool:
        """"When this character (with BP 500 or more) is retired, (you may) retire 1 other character with BP 4000 or
        more on your Front Line instead": the one of the seat's other characters that matches (its BP now) and is worth
        least is retired in its place (its [On Retire] activates: it is retired); with "you may", only when the one kept
        is worth more (replacement_worth). The condition said of this character (its BP) is read as it would leave."""
        if "condition" in action and not holds(self, self.seats.index(seat), action["condition"], unit):
            return False
        target = action["target"]
        shape = {k: v for k, v in target.items() if k not in ("bp_min", "bp_max")}
        others = [u for u in seat.front + seat.energy if u is not unit and aura_applies(self, unit, u, shape)
                  and target.get("bp_min", 0) <= self._bp(u) <= target.get("bp_max", self._bp(u))
                  and not self.restricted(u, "cannot-be-retired")]
        if not others:
            return False
        index = self.seats.index(seat)
        other = min(others, key=lambda u: 1000 + self._bp(u) - on_retire_value(self, index, u))
        if action.get("optional") and not replacement_worth(self, seat, unit, action, other):
            return False
        _mark_used(unit, action)
        self._remove_from_field(seat, other, "replacement")
        return True

    def _substitute_retire(self, seat: Seat, unit: Unit, cause: str, kind: str) -> bool:
        """"[When in Frontline] If a character on your area other than <X> (your <X>) is retired [by your opponent's
        (character) effect], you may retire this character instead": another character of the seat that says so is
        retired in its place (its [On Retire] activates: it is retired, seed 000 Removing cards from the field); with
        "you may", when the one kept is worth more than the one given up (replacement_worth)."""
        for holder in seat.front + seat.energy:
            if holder is unit or not (self.table.restricted[holder.card] or holder.abilities):
                continue
            for effects in self._effect_sets(holder):
                for condition, whose, action in effects.continuous:
                    if (action["do"] != "substitute-retire" or not _replaces(action.get("by", "any"), cause, kind)
                            or action.get("once_per_turn") and any(used is action for used in holder.fired)
                            or not self._continuous_on(holder, condition, whose)
                            or not aura_applies(self, holder, unit, action["target"])
                            or self.restricted(holder, "cannot-be-retired")):
                        continue
                    if action.get("optional") and not replacement_worth(self, seat, unit, action, holder):
                        continue
                    _mark_used(holder, action)
                    self._remove_from_field(seat, holder, "replacement")
                    return True
        return False

    def _replace_damage(self, seat: Seat, amount: int) -> int:
        """"[When in Frontline][1 Per Turn] If you take 2 or more damage at once, you may change it to 1 damage
        instead": a damage dealt to the seat at once (seed 000, When a player sustains damage: one Life card for each
        point) of at least that much is that much less. Its player takes it whenever it lowers the damage (Life lost is
        what loses the game); a [1 Per Turn] one once a turn for each card that has it (Glossary ターン1)."""
        for unit in seat.front + seat.energy:
            if not (self.table.restricted[unit.card] or unit.abilities):
                continue
            for effects in self._effect_sets(unit):
                for condition, whose, action in effects.continuous:
                    if (action["do"] != "damage-replacement" or amount < action["at_least"]
                            or action["amount"] >= amount or not self._continuous_on(unit, condition, whose)):
                        continue
                    if action.get("once_per_turn"):
                        if any(used is action for used in unit.fired):
                            continue
                        unit.fired += (action,)
                    amount = action["amount"]
        return amount

    def _to_zone(self, seat: Seat, unit: Unit, zone: list, cause: str | None = None, resolve: bool = True) -> None:
        """A unit leaves the field: the top card goes to `zone`, a Raid base and the face-down cards under it to the
        Outside Area. `cause`: how it left, as _remove_from_field's (None: an effect of its owner's while one resolves,
        else a rule); `resolve`: the effects its leaving sets off resolve now unless an effect is resolving."""
        zone.append(unit.card)
        if zone is seat.hand:  # "if a character returned from your area to your hand during this turn"
            seat.returned_now += (unit.card,)
        if unit.base >= 0:
            seat.outside.append(unit.base)
        if self.table.any_outside_hooks:  # "When this card is placed to the Outside Area"
            to_outside_hooks(self, seat, ((unit.card,) if zone is seat.outside else ())
                             + ((unit.base,) if unit.base >= 0 else ()))
        if unit.under:
            under_to_outside(self, seat, unit)  # (or under another character instead)
        if self.table.any_outside_hooks and resolve and self.waiting and not self.deferring:
            self._resolve_waiting()
        if zone is seat.hand:
            effects = self.table.effects[unit.card]
            if effects is not None and effects.returned and unit.muted == -1 and self.phase != OVER:
                # "When this character returns from your area to your hand": the card, in the hand, after the effect
                # that returned it (seed 000, "If multiple effects are simultaneously activated")
                self.waiting.append((self.seats.index(seat), "returned", unit.card))
                if not self.deferring:
                    self._resolve_waiting()
        if self.table.any_leave_hooks and self.phase != OVER:  # "When this character leaves the area"
            left_field(self, seat, unit, cause or ("own-effect" if self.effect_card >= 0 else "rule"))
            if resolve and self.waiting and not self.deferring:
                self._resolve_waiting()

    def _damage(self, defender_index: int, amount: int) -> None:
        defender = self.seats[defender_index]
        if self.table.any_damage_replacements:
            amount = self._replace_damage(defender, amount)
        if amount > 0 and defender.life and DEALT in self.table.history and self.attacking is not None:
            # "If a character on your area dealt damage to your opponent during this turn" (an attack's damage)
            self.seats[1 - defender_index].history += ((DEALT, self.attacking.card),)
        for _ in range(amount):
            if not defender.life:
                break
            self.pending.append(defender.life.pop())  # face down: any card is as good as another
        if self.logging:
            self._event(self.turn, defender_index, "damage", amount)
        self._next_trigger(defender_index)

    def _effect_damage(self, defender_index: int, amount: int) -> int:
        """"Deal 1 damage to your opponent" (reading **effect-damage**, docs/engine.md): seed 000, When a player sustains
        damage — a Life card for each point, each turned face up for its Trigger check, then placed in the Outside
        Area; "If your opponent has zero Life cards left after the Trigger check, you win". Outside an attack there is
        no trigger step to hand the damaged player: the checks resolve at once, each Trigger activated (every Trigger
        helps the player who checks it; the Raid trigger adds the card to the hand, its other half), in the order the
        cards were taken. Returns the Life cards taken."""
        defender = self.seats[defender_index]
        if self.table.any_damage_replacements:
            amount = self._replace_damage(defender, amount)
        taken = [defender.life.pop() for _ in range(min(amount, len(defender.life)))]
        if self.logging and taken:
            self._event(self.turn, defender_index, "damage", len(taken))
        for card in taken:
            if self.table.trigger[card] != T_NONE and not self.goldfish:
                self._resolve_trigger(defender_index, card)
            else:
                defender.outside.append(card)
                self._life_card_out(defender_index, card)
            if self.phase == OVER:
                return len(taken)
        self._check_life(defender_index)
        return len(taken)

    def _next_trigger(self, defender_index: int) -> None:
        while self.pending:
            card = self.pending[-1]
            if self.table.trigger[card] != T_NONE and not self.goldfish and not self._trigger_denied(card):
                self.phase = TRIGGER
                self.actor = defender_index
                return
            self.pending.pop()
            self.seats[defender_index].outside.append(card)
            self._life_card_out(defender_index, card)
            if self.phase == OVER:
                return
        if not self.seats[defender_index].life:
            self._end(1 - defender_index, "life")

    def _trigger_denied(self, card: int) -> bool:
        """"Your opponent cannot activate [Active] trigger from a trigger check caused by damage dealt by this
        character": the checked card is placed in the Outside Area as one without a Trigger (seed 000 Trigger check),
        while the attacking character that dealt the damage is on the field with that restriction."""
        attacker = self.attacking
        if self.table.trigger[card] != T_ACTIVE or attacker is None:
            return False
        if not (self.table.restricted[attacker.card] or attacker.abilities):
            return False
        seat = self.seats[self.player]
        return (attacker in seat.front or attacker in seat.energy) and self.restricted(attacker, "denies-active-trigger")

    def _apply_trigger(self, action) -> None:
        if action[0] == TRIGGER_ORDER:  # check this card next; the decision stays with the checking player
            self.pending.append(self.pending.pop(action[1]))
            return
        defender_index = self.actor
        card = self.pending.pop()
        seat = self.seats[defender_index]
        if action == USE_TRIGGER:
            self._resolve_trigger(defender_index, card)
        elif action[0] == TRIGGER_RAID:  # the Raid trigger: Raid with the card instead of adding it to hand
            if self.logging:
                self._event(self.turn, defender_index, "trigger", self.table.identity[card], T_RAID)
            seat.played.add(card)
            self._raid(defender_index, card, *action[1:], played_by=RAIDED_FROM_LIFE)
        else:
            seat.outside.append(card)
            self._life_card_out(defender_index, card)
        if self.phase == OVER:  # an effect it caused ended the game (a Life Area emptied)
            return
        self.phase = ATTACK
        self.actor = self.player
        self._next_trigger(defender_index)
        if self.phase == ATTACK:
            self._after_attack()

    def _life_card_out(self, index: int, card: int) -> None:
        """A card of seat `index` placed from its Life Area to the Outside Area after its Trigger check: the effects
        waiting for that ("When a card with [Draw] is placed from your Life Area to the Outside Area")."""
        if self.table.any_hooks:
            run_life_to_outside(self, index, card)

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
            self._life_card_out(index, card)

    def _trigger_targets(self, seat: Seat, allowed) -> list:
        """The opposing front-line characters a trigger may choose: "cannot be chosen by your opponent's
        effects" keeps a character out of reach (a trigger is its owner's opponent's effect)."""
        return [u for u in seat.front if self.table.type[u.card] == CHARACTER and allowed(u)
                and not self.protected(u, "cannot-be-chosen", "trigger")]

    def _sideline(self, seat: Seat, allowed) -> None:
        """Retire the highest-BP character the trigger may choose and that can be retired (seed 000, Removing
        cards from the field: it goes to the Outside Area, so its [On Retire] activates)."""
        units = self._trigger_targets(seat, lambda u: allowed(u) and not self.restricted(u, "cannot-be-retired")
                                      and not self.protected(u, "cannot-be-removed", "trigger")
                                      and not (self.table.any_unchanged and self.unchanged(u, "retire", "trigger", False)))
        if units:
            self._remove_from_field(seat, max(units, key=self._bp), "opponent-effect", "trigger")

    def _color_trigger(self, index: int, card: int) -> None:
        table = self.table
        seat, opponent = self.seats[index], self.seats[1 - index]
        color = table.color[card]
        limit = 2500 if color == 0 else 3500
        if color in (0, 1) and (table.any_range_raise or seat.range_next):
            # "When you choose a character on your opponent's area with an [effect that specifies a BP range], increase
            # the specified BP range by +1000. (Including [Color] Trigger)": the trigger's limit too (range_raise)
            limit += range_raise(self, index, {"side": "opponents"})
            if seat.range_next and any(self._bp(u) <= limit for u in opponent.front):
                seat.range_next = 0  # "the next time you choose ...": this choice
        if color == 0:  # red: retire a front-line character with BP 2500 or less
            self._sideline(opponent, lambda u: self._bp(u) <= limit)
        elif color == 1:  # blue: one with BP 3500 or less back to its owner's hand
            units = self._trigger_targets(opponent, lambda u: self._bp(u) <= limit
                                          and not self.protected(u, "cannot-be-removed", "trigger")
                                          and not (table.any_unchanged and self.unchanged(u, "return-to-hand", "trigger", False)))
            if units:
                unit = max(units, key=self._bp)
                if self.table.restricted[unit.card] or unit.abilities:
                    if self._replace_retire(opponent, unit, "opponent-effect", "trigger", "return"):
                        return  # "If this character would leave the area (return to your hand) ..., ... instead"
                opponent.front.remove(unit)
                self._to_zone(opponent, unit, opponent.hand, "opponent-effect")
        elif color == 3:  # yellow: rest one; it stays rested at its next untap
            units = self._trigger_targets(opponent, lambda u: not (table.any_unchanged
                                                                   and self.unchanged(u, "rest", "trigger", False)))
            if units:
                unit = max(units, key=lambda u: (not u.rested, self._bp(u)))
                if RESTED in table.history and not unit.rested:
                    self._note(unit, NOTED_RESTED)
                unit.rested = True
                unit.frozen = True
        elif color in (2, 4):  # green: from hand; purple: from the Outside Area; to the front line, active
            zone = seat.hand if color == 2 else seat.outside
            candidates = [c for c in zone if table.type[c] == CHARACTER and table.energy[c] <= 2 and table.ap_cost[c] == 1
                          and table.color[c] == color]  # "a [green] / [purple] character"
            chosen = max(candidates, key=lambda c: table.bp[c]) if candidates else -1
            size = self.front_size(seat)
            if chosen >= 0 and len(seat.front) == size and table.bp[chosen] > min(map(self._bp, seat.front)):
                # Play Character cards: into a full line "you must place 1 card from that line in your Remove
                # Area before playing the new card": worth it when the played one is stronger than the weakest
                make_room(self, seat, seat.front)
            if chosen >= 0 and len(seat.front) < size:
                zone.remove(chosen)
                unit = self._new_unit(chosen, index, rested=False)
                seat.front.append(unit)
                seat.entered_now += (chosen,)
                self._on_play(index, unit)  # 登場時: "also activates when the card is played by a card effect"

    def _end_battle_effects(self) -> None:
        """Seed 000, Resolution timing: "Effects that are specified to be valid for the duration of the battle become
        invalid." (at the end of each attack, whether or not a battle took place)."""
        if not self.battle_lasting:
            return  # none was given since they last ended
        self.battle_lasting = False
        ended = False
        for seat in self.seats:
            for line in (seat.front, seat.energy):
                for unit in line:
                    if unit.lasting and any(e[0] == BATTLE for e in unit.lasting):
                        unit.lasting = tuple(e for e in unit.lasting if e[0] != BATTLE) or None
                        ended = True
        if ended:
            self._check_bp()

    def _after_attack(self, blocker: Unit | None = None) -> None:
        """The end of an attack; `blocker`: the character that blocked it ("At the end of an attack that this character
        was blocked, ... that blocked this character": `blocking` while the attacker's end-of-attack effects resolve)."""
        if self.phase == OVER or self.phase == TRIGGER:
            return
        attacker, self.attacking = self.attacking, None
        if attacker is not None and (self.table.hooked[attacker.card] or attacker.abilities) \
                and attacker in self.attacker_line(self.seats[self.player]) and has_hook(self, attacker, "end-of-attack"):
            # Seed 000 Resolution timing: "the battle ends": effects at the end of the battle / attack.
            self.blocking = blocker
            try:
                run_hook(self, self.player, attacker, "end-of-attack")
            finally:
                self.blocking = None
            if self.phase == OVER or self.phase == TRIGGER:
                return
        if attacker is not None and self.table.any_hooks:
            # "At the end of your character's attack": every character of the attacker's player (after the attacker's own)
            self._hooks(self.player, "end-of-yours-attack")
            if self.phase == OVER or self.phase == TRIGGER:
                return
        self._end_battle_effects()
        self.phase = ATTACK
        self.actor = self.player
        if not self._can_attack():
            self._end_turn()


REPLACEABLE_CAUSES = ("battle", "opponent-effect", "own-effect")  # a retirement a replacement effect may replace


def _replaces(by: str, cause: str, kind: str) -> bool:
    """Does a replacement said of retirements "by" (any: by an effect or a battle; opponent: by the opponent's
    effects; battle: by losing a battle; character ...: by the opponent's effects of those kinds, PROTECTED_FROM)
    replace one of `cause` by an effect of `kind`?"""
    if by == "any":
        return True
    if by == "battle":
        return cause == "battle"
    if by == "effect":  # "by your or your opponent's effect"
        return cause in ("opponent-effect", "own-effect")
    if cause != "opponent-effect":
        return False
    covered = PROTECTED_FROM.get(by)
    return covered is None or kind in covered


def _mark_used(unit: Unit, action: dict) -> None:
    """A [1 Per Turn] replacement used (seed 000 Glossary ターン1: once per turn for each card that has it)."""
    if action.get("once_per_turn"):
        unit.fired += (action,)
