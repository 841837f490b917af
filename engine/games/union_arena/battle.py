"""Union Arena attacks and battles (seed 000 Attack Phase): blocks, damage, trigger checks, retiring."""
from __future__ import annotations

from engine.games.union_arena.board import Seat, Unit
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
    LINE_SIZE,
    OVER,
    PASS,
    TRIGGER,
    TRIGGER_ORDER,
    TRIGGER_RAID,
    USE_TRIGGER,
)
from engine.games.union_arena.effects_runtime import _discard_worst as discard_worst
from engine.games.union_arena.effects_runtime import _move_line as move_line
from engine.games.union_arena.effects_runtime import (
    defeated_to,
    has_hook,
    make_room,
    replacement_worth,
    run_card_effects,
    run_effects,
    run_hook,
    run_life_to_outside,
    send_defeated,
)


class BattleMixin:
    """The Attack Phase: attacks, blocks, battles, damage and trigger checks."""

    __slots__ = ()

    def _can_attack(self) -> bool:
        for unit in self.seats[self.player].front:
            if self.may_attack(unit):
                return True
        return False

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
        seat.attacked_now += (unit.card,)  # "the number of times other characters ... have attacked during this turn"
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
            if self.phase == OVER or unit not in seat.front:
                self._after_attack()
                return
            index = seat.front.index(unit)
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
            self._damage(defender_index, self._damage_of(unit))
        self._after_attack()

    def _can_be_blocked(self, attacker: Unit, defender: Seat) -> bool:
        for unit in defender.front:
            if self.may_block(unit, attacker):
                return True
        return False

    def _damage_of(self, unit: Unit) -> int:
        """Keyword Effects ダメージ② ("they inflict 2 damage instead ... Even if ダメージ② is gained twice, only
        ダメージ② occurs") and ダメージ+1 ("1 additional damage"): the base is 1, or the largest Damage N the
        card has or gained (never a sum of gains), plus every Damage +N, printed or gained."""
        table = self.table
        base, plus = table.damage[unit.card], table.damage_plus[unit.card]
        if self._may_gain(unit):
            base = max([base, *self._keyword_gains(unit, "damage")])
            plus += self._keyword(unit, "damage-plus")
        return base + plus

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
            if (self._has(blocker, "double-block", self.table.double_block) and blocker.blocks == 1
                    and self.may_become_active(blocker)):
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
            when_blocking = self._gained_or_printed(blocker, "when_blocking")
            if when_blocking:  # Glossary ブロック時: printed and gained [When Blocking] effects
                run_effects(self, defender_index, when_blocking, blocker)
                if self.phase == OVER:
                    return
                if blocker not in defender.front or attacker not in self.seats[attacker_seat].front:
                    self._after_attack()
                    return
            self._battle(attacker, defender_index, blocker)
        self._after_attack()

    def _gained_or_printed(self, unit: Unit, timing: str) -> list:
        """The unit's effects of one timing ("when_attacking", "when_blocking"): its card's, then the abilities it
        gained ("... gains '[When Attacking] ...'")."""
        effects = self.table.effects[unit.card]
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
                    and has_hook(self, attacker, "when-wins-battle") and attacker in self.seats[self.player].front):
                run_hook(self, self.player, attacker, "when-wins-battle")
            if self.phase != OVER:
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
                    and attacker in self.seats[self.player].front:
                run_hook(self, self.player, attacker, "when-attacks-and-loses")
            if self.phase == OVER:
                return
            if (table.hooked[target.card] or target.abilities) and has_hook(self, target, "when-wins-battle") \
                    and target in defender.front:
                run_hook(self, defender_index, target, "when-wins-battle")

    def _impact(self, unit: Unit) -> int:
        """Seed 000, Keyword Effects: Impact 1 (once, however often gained) plus every Impact +n; "Impact +1 ...
        grants Impact 1 if the Character does not have Impact already" (docs/engine.md, "Impact +n")."""
        table = self.table
        has_impact = table.impact[unit.card] > 0
        plus = table.impact_plus[unit.card]
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

    def _remove_from_field(self, seat: Seat, unit: Unit, cause: str = "rule") -> None:
        """Retire a unit (seed 000, Removing cards from the field: a lost battle, BP 0 or less, an effect's
        "retire"): to the Outside Area, then its [On Retire] (退場時) activates. `cause`: "battle", "opponent-effect"
        (triggers included), "own-effect", "cost" or "rule" (BP 0 or less), for replacement effects."""
        if self.restricted(unit, "cannot-be-retired"):
            return  # "This character will not be retired"
        if cause in ("battle", "opponent-effect", "own-effect") and self._replace_retire(seat, unit, cause):
            return  # "... instead of being retired"
        for line in (seat.front, seat.energy):
            if unit in line:
                line.remove(unit)
                break
        else:
            return  # already gone
        under_left = len(unit.under)  # (an [On Retire] reads the face-down cards that were under it)
        self._to_zone(seat, unit, seat.outside)
        seat.retired_now += (unit.card,)
        effects = self.table.effects[unit.card]
        on_retire = list(effects.on_retire) if effects is not None else []
        # an [On Retire] the character gained ('it gains "[On Retire] Draw 1 card." during this turn') is looked back
        # on as it leaves: it activates with the card's own
        on_retire += [e for inner, _ in unit.abilities or () for e in inner.on_retire]
        if on_retire and self.phase != OVER:
            self.waiting.append((self.seats.index(seat), "retire", unit.card, unit.base, on_retire, under_left))
            if not self.deferring:
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
                run_card_effects(self, index, what, entry[4], entry[3], entry[5])  # (its raid source, face-down cards)
            elif kind == "milled":
                run_card_effects(self, index, what, self.table.effects[what].milled)
            elif kind == "removed":
                run_card_effects(self, index, what, self.table.effects[what].removed)
            elif kind == "raided-on":
                if entry[2] in self.seats[index].front + self.seats[index].energy:
                    self._raided_on(index, entry[2], entry[3])
            elif kind == "discarded":  # "When this card is placed from your hand to the Outside Area"
                if what in self.seats[index].outside:
                    run_card_effects(self, index, what, [effect for own, effect in self.table.effects[what].discarded
                                                         if not (own and entry[3])])
            elif kind == "set-active":  # "If this rested character is set to active by your effect"
                if what in self.seats[index].front + self.seats[index].energy:
                    run_hook(self, index, what, "when-set-active-by-your-effect")
            elif kind == "moved-back":
                if what in self.seats[index].energy:
                    run_hook(self, index, what, "when-moved-to-energy-line")
            elif what in self.seats[index].front:
                run_hook(self, index, what, "when-moved-to-front-line")

    def _replace_retire(self, seat: Seat, unit: Unit, cause: str) -> bool:
        """A replacement effect of the unit ("If this character would be retired [by your opponent's effect], move it
        to the Energy Line / place N cards from your hand to the Outside Area instead"): done, if it applies and can
        be done; a "you may" one only when what it saves is worth more than what it costs (replacement_worth)."""
        if not self.table.restricted[unit.card] and not unit.abilities:
            return False
        for effects in self._effect_sets(unit):
            for condition, whose, action in effects.continuous:
                if action["do"] != "retire-replacement" or not self._continuous_on(unit, condition, whose):
                    continue
                by = action.get("by", "any")
                if by == "opponent" and cause != "opponent-effect" or by == "battle" and cause != "battle":
                    continue
                if action.get("to") == "energy":
                    if unit not in seat.front:
                        continue
                    if action.get("optional") and not replacement_worth(self, seat, unit, action):
                        continue  # "you may": not when it costs more than the character is worth
                    move_line(self, seat, unit, "energy")
                    return True
                amount = action.get("discard", 0)
                if amount and len(seat.hand) >= amount:
                    if action.get("optional") and not replacement_worth(self, seat, unit, action):
                        continue
                    discard_worst(self, seat, amount)
                    return True
        return False

    def _to_zone(self, seat: Seat, unit: Unit, zone: list) -> None:
        """A unit leaves the field: the top card goes to `zone`, a Raid base and the face-down cards under it to the
        Outside Area."""
        zone.append(unit.card)
        if zone is seat.hand:  # "if a character returned from your area to your hand during this turn"
            seat.returned_now += (unit.card,)
        if unit.base >= 0:
            seat.outside.append(unit.base)
        if unit.under:
            seat.outside.extend(unit.under)
            unit.under = ()

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
            self._life_card_out(defender_index, card)
            if self.phase == OVER:
                return
        if not self.seats[defender_index].life:
            self._end(1 - defender_index, "life")

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
            self._raid(defender_index, card, *action[1:])
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
                                      and not self.protected(u, "cannot-be-removed", "trigger"))
        if units:
            self._remove_from_field(seat, max(units, key=self._bp), "opponent-effect")

    def _color_trigger(self, index: int, card: int) -> None:
        table = self.table
        seat, opponent = self.seats[index], self.seats[1 - index]
        color = table.color[card]
        if color == 0:  # red: retire a front-line character with BP 2500 or less
            self._sideline(opponent, lambda u: self._bp(u) <= 2500)
        elif color == 1:  # blue: one with BP 3500 or less back to its owner's hand
            units = self._trigger_targets(opponent, lambda u: self._bp(u) <= 3500
                                          and not self.protected(u, "cannot-be-removed", "trigger"))
            if units:
                unit = max(units, key=self._bp)
                opponent.front.remove(unit)
                self._to_zone(opponent, unit, opponent.hand)
        elif color == 3:  # yellow: rest one; it stays rested at its next untap
            units = self._trigger_targets(opponent, lambda u: True)
            if units:
                unit = max(units, key=lambda u: (not u.rested, self._bp(u)))
                unit.rested = True
                unit.frozen = True
        elif color in (2, 4):  # green: from hand; purple: from the Outside Area; to the front line, active
            zone = seat.hand if color == 2 else seat.outside
            candidates = [c for c in zone if table.type[c] == CHARACTER and table.energy[c] <= 2 and table.ap_cost[c] == 1
                          and table.color[c] == color]  # "a [green] / [purple] character"
            chosen = max(candidates, key=lambda c: table.bp[c]) if candidates else -1
            if chosen >= 0 and len(seat.front) >= LINE_SIZE and table.bp[chosen] > min(map(self._bp, seat.front)):
                # Play Character cards: into a full line "you must place 1 card from that line in your Remove
                # Area before playing the new card": worth it when the played one is stronger than the weakest
                make_room(self, seat, seat.front)
            if chosen >= 0 and len(seat.front) < LINE_SIZE:
                zone.remove(chosen)
                unit = self._new_unit(chosen, index, rested=False)
                seat.front.append(unit)
                self._on_play(index, unit)  # 登場時: "also activates when the card is played by a card effect"

    def _end_battle_effects(self) -> None:
        """Seed 000, Resolution timing: "Effects that are specified to be valid for the duration of the battle become
        invalid." (at the end of each attack, whether or not a battle took place)."""
        ended = False
        for seat in self.seats:
            for line in (seat.front, seat.energy):
                for unit in line:
                    if unit.lasting and any(e[0] == BATTLE for e in unit.lasting):
                        unit.lasting = tuple(e for e in unit.lasting if e[0] != BATTLE) or None
                        ended = True
        if ended:
            self._check_bp()

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
        self._end_battle_effects()
        self.phase = ATTACK
        self.actor = self.player
        if not self._can_attack():
            self._end_turn()
