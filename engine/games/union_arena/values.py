"""What a unit's BP, keywords, generated energy and restrictions are now, and what a card costs (seed 000)."""
from __future__ import annotations

from engine.games.union_arena.board import Seat, StateBase, Unit
from engine.games.union_arena.cards import CHARACTER
from engine.games.union_arena.constants import HAND_LIMIT, LINE_SIZE
from engine.games.union_arena.effects_runtime import (
    AFFECTS,
    IF_CHOOSES,
    PROTECTED_FROM,
    _names_kind,
    aura_applies,
    declared_choice,
    holds,
    matches_card,
    own_effects,
    per_amount,
    unit_is,
)


class ValuesMixin(StateBase):
    """Reads of the position that the rules and the pilots share (printed values plus effects)."""

    __slots__ = ()

    def _energy_ok(self, seat: Seat, card: int, need: int | None = None) -> bool:
        table = self.table
        need = table.energy[card] if need is None else need
        if need == 0:
            return True
        color = table.need_color[card]  # (its colour, or any)
        by_color = self.energy_by_color(seat)
        return (sum(by_color) if color == 5 else by_color[color] + by_color[5]) >= need

    def _bp(self, unit: Unit) -> int:
        table = self.table
        if table.bp_fixed[unit.card] and not (unit.lasting or unit.abilities or table.any_auras):
            return table.bp[unit.card] + unit.bonus  # the common case: nothing but this turn's bonus changes it
        bp = table.bp[unit.card] + unit.bonus
        if unit.lasting:
            for _, kind, amount in unit.lasting:
                if kind == "bp":
                    bp += amount
        effects = self.table.effects[unit.card] if unit.muted == -1 else None  # (own_effects, inline)
        if effects is not None:
            if unit.owner == self.player:
                bp += effects.your_turn_bp  # "[Your Turn] this character gets +N BP"
            if effects.continuous:
                for condition, whose, action in effects.continuous:
                    if action["do"] == "bp-change" and self._continuous_on(unit, condition, whose):
                        bp += per_amount(action, unit, self)
        if unit.abilities:
            for inner, _ in unit.abilities:
                for condition, whose, action in inner.continuous:
                    if action["do"] == "bp-change" and self._continuous_on(unit, condition, whose):
                        bp += per_amount(action, unit, self)
                if unit.owner == self.player:
                    bp += inner.your_turn_bp
        if self.table.any_auras and unit.owner >= 0:
            bp += self._aura_bp(unit)
        return bp

    def _drops_out(self, unit: Unit) -> bool:
        """Has this character's BP dropped to 0 or less (a printed BP of 0 has not dropped)?"""
        table = self.table
        if not (unit.bonus < 0 or unit.lasting or unit.abilities or table.weakened[unit.card]
                or table.any_negative_auras):
            return False  # nothing lowers its BP
        return table.type[unit.card] == CHARACTER and table.bp[unit.card] > 0 and self._bp(unit) <= 0

    def _aura_bp(self, unit: Unit) -> int:
        """BP from the owner's cards that boost all of their characters ("All of your characters get +500 BP")."""
        seat, effects, bonus = self.seats[unit.owner], self.table.effects, 0
        for line in (seat.front, seat.energy):
            for holder in line:
                card_effects = effects[holder.card] if holder.muted == -1 else None
                if card_effects is not None and card_effects.auras:
                    for condition, whose, action in card_effects.auras:
                        if self._continuous_on(holder, condition, whose) and aura_applies(self, holder, unit, action["target"]):
                            if action["amount"] < 0 and self.bp_immune(unit, True):
                                continue  # "This character's BP cannot be minus" (an aura of its owner's card)
                            bonus += action["amount"]
        return bonus

    def _continuous_on(self, unit: Unit, condition, whose) -> bool:
        if whose == "yours" and unit.owner != self.player or whose == "opponents" and unit.owner == self.player:
            return False
        return condition is None or holds(self, unit.owner, condition, unit)

    def _keyword(self, unit: Unit, keyword: str) -> int:
        """A keyword's value on a unit beyond the card's own: gained this turn or from a continuous effect
        (the gains added up)."""
        return sum(self._keyword_gains(unit, keyword))

    def _keyword_gains(self, unit: Unit, keyword: str) -> list[int]:
        """Each value of a keyword the unit gained (this turn, until a Start Phase, or continuously)."""
        values = []
        if unit.granted:
            values += [amount for name, amount in unit.granted if name == keyword]
        if unit.lasting:
            values += [gained[1] for _, kind, gained in unit.lasting if kind == "keyword" and gained[0] == keyword]
        for effects in self._effect_sets(unit):
            for condition, whose, action in effects.continuous:
                if (action["do"] == "gain-keyword" and action["keyword"] == keyword
                        and self._continuous_on(unit, condition, whose)):
                    values.append(per_amount(action, unit, self, key="value"))
        if self.table.any_keyword_auras and unit.owner >= 0:  # "All your characters with ... gain [X]" of a card of theirs
            effects = self.table.effects
            seat = self.seats[unit.owner]
            for line in (seat.front, seat.energy):
                for holder in line:
                    card_effects = effects[holder.card] if holder.muted == -1 else None
                    if card_effects is not None and card_effects.keyword_auras:
                        for condition, whose, action in card_effects.keyword_auras:
                            if (action["keyword"] == keyword and self._continuous_on(holder, condition, whose)
                                    and aura_applies(self, holder, unit, action["target"])):
                                values.append(action.get("value", 1))
        return values

    def _effect_sets(self, unit: Unit) -> list:
        """The unit's card effects and any abilities it gained."""
        effects = self.table.effects[unit.card] if unit.muted == -1 else None  # (own_effects, inline)
        sets = [effects] if effects is not None else []
        if unit.abilities:
            sets.extend(inner for inner, _ in unit.abilities)
        return sets

    def _generated(self, unit: Unit) -> int:
        """Energy a unit generates now: printed, gained this turn, and continuous effects."""
        amount = self.table.generated[unit.card] + unit.energy_bonus
        if unit.lasting:  # "+N generated energy until the start of your next turn"
            amount += sum(e[2] for e in unit.lasting if e[1] == "energy")
        effects = self.table.effects[unit.card] if unit.muted == -1 else None  # (own_effects, inline)
        if (effects is not None and effects.continuous) or unit.abilities:
            for sets in self._effect_sets(unit):
                for condition, whose, action in sets.continuous:
                    if action["do"] == "generated-energy-change" and self._continuous_on(unit, condition, whose):
                        amount += per_amount(action, unit, self)  # ("for every 10 cards in your Outside Area")
        return amount

    def energy_by_color(self, seat: Seat) -> list[int]:
        """Energy on a seat's lines by colour (index 5: any colour), as costs count it."""
        table = self.table
        colors, generated, effects, has_continuous = table.color, table.generated, table.effects, table.has_continuous
        by_color = [0, 0, 0, 0, 0, 0]
        for unit in seat.energy:
            card = unit.card
            if unit.energy_bonus or unit.abilities or unit.lasting or has_continuous[card]:
                by_color[colors[card]] += self._generated(unit)
            else:
                by_color[colors[card]] += generated[card]
        if not table.any_energy_on_front:
            return by_color
        for unit in seat.front:
            card_effects = effects[unit.card] if unit.muted == -1 else None
            if card_effects is not None and card_effects.energy_on_front or self._on_front_generates(unit):
                by_color[colors[unit.card]] += self._generated(unit)
        return by_color

    def _on_front_generates(self, unit: Unit) -> bool:
        """Does a continuous effect say this Front Line character also generates energy now ("If ..., this character
        also generates energy on the Front Line", a tier, or an ability it gained)?"""
        if not (self.table.restricted[unit.card] or unit.abilities or self.table.effects[unit.card] is not None
                and self.table.effects[unit.card].continuous):
            return False
        if unit.abilities and any(inner.energy_on_front for inner, _ in unit.abilities):
            return True  # gained: 'This character gains "This character also generates energy on the Front Line" ...'
        return any(action["do"] == "generates-on-front-line" and self._continuous_on(unit, condition, whose)
                   for effects in self._effect_sets(unit) for condition, whose, action in effects.continuous)

    def restricted(self, unit: Unit, kind: str) -> bool:
        """Does a continuous effect (its card's, an ability it gained, or another card of its owner's that guards
        it) say this unit cannot attack / block / be retired / be chosen by the opponent's effects?"""
        table = self.table
        if not (table.any_guards or table.restricted[unit.card] or unit.abilities):
            return False  # the common case: nothing restricts it
        if table.any_guards and any(action["do"] == kind for action in self._guarding(unit)):
            return True
        if not (table.restricted[unit.card] or unit.abilities):
            return False
        for effects in self._effect_sets(unit):
            for condition, whose, action in effects.continuous:
                if action["do"] == kind and self._continuous_on(unit, condition, whose):
                    return True
        return False

    def bp_immune(self, unit: Unit, own: bool) -> bool:
        """"This character is not affected by BP reducing effects" (its card's, an ability it gained, or a card of its
        owner's that guards it: "Your characters with original BP 1000 or less are not affected by ..."): does it keep a
        BP reducing effect (of its owner's when `own`) from lowering its BP? by "opponent" ("... get its BP reduced by your
        opponent's effect"): only the opponent's effects."""
        table = self.table
        if not (table.any_guards or table.restricted[unit.card] or unit.abilities):
            return False  # the common case: nothing protects it
        if table.any_guards and any(action["do"] == "immune-bp-reduction" and not (own and action.get("by") == "opponent")
                                    for action in self._guarding(unit)):
            return True
        if not (table.restricted[unit.card] or unit.abilities):
            return False
        return any(action["do"] == "immune-bp-reduction" and not (own and action.get("by") == "opponent")
                   and self._continuous_on(unit, condition, whose)
                   for effects in self._effect_sets(unit) for condition, whose, action in effects.continuous)

    def held_against(self, unit: Unit, kind: str, other: Unit) -> bool:
        """Does a continuous restriction of this unit (its card's or an ability it gained) hold against `other` as it is
        now ("This character cannot block characters with [Impact]": kind "cannot-block-matching", other the attacker;
        "... cannot target characters with BP 2500 or higher with [Sniper]": "cannot-snipe-matching", the target)?"""
        for effects in self._effect_sets(unit):
            for condition, whose, action in effects.continuous:
                if action["do"] == kind and self._continuous_on(unit, condition, whose) and unit_is(self, other, action["against"]):
                    return True
        return False

    def unchanged(self, unit: Unit, change: str, by_kind: str, own: bool, source: Unit | None = None) -> bool:
        """"This character cannot be rested, moved or returned to the hand by your opponent's effects" (by "both": "by
        your or your opponent's effects"): does one of its continuous effects (or a guard of a card of its owner's:
        "<X> on your area cannot be ... rested by the effects of ... characters without <Y>", whose `from` the effect's
        character `source` must match) keep an effect of kind `by_kind` (of its owner's when `own`) from doing `change`
        ("rest", "move-line", "return-to-hand") to it?"""
        guarded = self.table.any_guards
        if not (guarded or self.table.restricted[unit.card] or unit.abilities):
            return False
        actions = [action for action in self._guarding(unit) if action["do"] == "cannot-be-changed"] if guarded else []
        for effects in self._effect_sets(unit):
            actions.extend(action for condition, whose, action in effects.continuous
                           if action["do"] == "cannot-be-changed" and self._continuous_on(unit, condition, whose))
        for action in actions:
            if change not in action["changes"].split("|"):
                continue
            by = action.get("by", "opponent")
            if by == "own":  # ("cannot be rested by your card effects": its own player's effects only)
                if own and self._from_source(action, source):
                    return True
                continue
            if own and by != "both" or not self._from_source(action, source):
                continue
            covered = None if by == "both" else PROTECTED_FROM.get(by)
            if own or covered is None or by_kind in covered:
                return True
        return False

    def chosen_by_none(self, unit: Unit, source: Unit | None) -> bool:
        """"<X> on your area cannot be chosen ... by the effects of your or your opponent's characters without <Y>"
        (cannot-be-chosen by "both"): is this unit kept from being chosen by an effect of its own player's (of
        `source`)?"""
        if not (self.table.any_guards or self.table.restricted[unit.card] or unit.abilities):
            return False
        actions = [action for action in self._guarding(unit)] if self.table.any_guards else []
        for effects in self._effect_sets(unit):
            actions.extend(action for condition, whose, action in effects.continuous
                           if action["do"] == "cannot-be-chosen" and self._continuous_on(unit, condition, whose))
        return any(action["do"] == "cannot-be-chosen" and action.get("by") == "both" and self._from_source(action, source)
                   for action in actions)

    def front_size(self, seat) -> int:
        """How many cards the seat's Front Line holds: seed 000 Your Field, "Up to 4 Character cards can be placed on
        the Front Line", less N for each card of that seat's field whose "[When in Frontline] The number of cards you
        can place on the Front Line is reduced by N" holds now. A line with more cards than that keeps them; no card
        is placed there until it has fewer (reading front-line-size, docs/engine.md)."""
        if not self.table.any_front_sizes:
            return LINE_SIZE
        size = LINE_SIZE
        for unit in seat.front + seat.energy:
            card_effects = own_effects(self, unit)  # (none while it has lost its original effects)
            if card_effects is not None and card_effects.front_sizes:
                size += sum(amount for condition, whose, amount in card_effects.front_sizes
                            if self._continuous_on(unit, condition, whose))
        return max(size, 0)

    def forced_blocks(self, attacker: Unit, blocks: list, front: list) -> list:
        """"Your opponent must block this character's attack (with a character with BP N or less) if possible": of the
        BLOCK_WITH actions `blocks` (indices into the defender's `front`), those that meet it; none: the attack may
        go unblocked (not possible)."""
        forced = []
        for effects in self._effect_sets(attacker):
            for condition, whose, action in effects.continuous:
                if action["do"] == "must-be-blocked" and self._continuous_on(attacker, condition, whose):
                    least = max(action.get("bp_min", 0), self._bp(attacker) + action["bp_min_this"]
                                if "bp_min_this" in action else 0)
                    forced.extend(block for block in blocks if block not in forced
                                  and least <= self._bp(front[block[1]]) <= action.get("bp_max", self._bp(front[block[1]])))
        return forced

    def _guarding(self, unit: Unit) -> list:
        """The restrictions other cards of the unit's owner put on it now ("Characters on your Energy Line will not
        retire"): each card's guards whose condition holds and whose target the unit matches."""
        if unit.owner < 0:
            return []
        seat, effects, found = self.seats[unit.owner], self.table.effects, []
        for line in (seat.front, seat.energy):
            for holder in line:
                card_effects = effects[holder.card] if holder.muted == -1 else None
                if card_effects is not None and card_effects.guards:
                    for condition, whose, action in card_effects.guards:
                        if self._continuous_on(holder, condition, whose) and aura_applies(self, holder, unit, action["target"]):
                            found.append(action)
        for gained in seat.gained_now:  # 'During this turn, you gain "You cannot attack with characters other than <X>."'
            for _, _, action in gained.guards:  # (no condition, no "other": _player_guard_ok)
                if aura_applies(self, unit, unit, action["target"]):
                    found.append(action)
        return found

    def hand_limit(self, index: int) -> int:
        """The hand seat `index` keeps at the End Phase: 8 (seed 000), or what a card of its on the area says ("Maximum
        of your hand size is 15"; with more than one, the largest)."""
        table, seat, limits = self.table, self.seats[index], []
        for unit in seat.front + seat.energy:
            if table.restricted[unit.card] or unit.abilities:
                for effects in self._effect_sets(unit):
                    limits += [action["amount"] for condition, whose, action in effects.continuous
                               if action["do"] == "hand-limit" and self._continuous_on(unit, condition, whose)]
        return max(limits) if limits else HAND_LIMIT

    def may_become_active(self, unit: Unit) -> bool:
        """"This character cannot become active": not by the untap of a phase, an effect or Double Attack / Block."""
        table = self.table
        if not (table.any_guards or table.restricted[unit.card] or unit.abilities):
            return True  # nothing restricts it (restricted()'s first test, without the call)
        return not self.restricted(unit, "cannot-become-active")

    def protected(self, unit: Unit, kind: str, by_kind: str, source: Unit | None = None) -> bool:
        """Does a continuous "cannot be chosen" / "cannot be removed from the field" (`kind`) of this unit hold
        against an opponent's effect of kind `by_kind` ("trigger", "character", "field", "card")? ("cannot be affected by
        ...": it is neither chosen nor removed by that effect, AFFECTS)"""
        affected = kind in AFFECTS
        if self.table.any_guards:
            for action in self._guarding(unit):
                if action["do"] == kind or affected and action["do"] == "cannot-be-affected":
                    covered = PROTECTED_FROM.get(action.get("by", "opponent"))
                    if (covered is None or by_kind in covered) and self._from_source(action, source):
                        return True
        if not (self.table.restricted[unit.card] or unit.abilities):
            return False
        for effects in self._effect_sets(unit):
            for condition, whose, action in effects.continuous:
                if (action["do"] == kind or affected and action["do"] == "cannot-be-affected") \
                        and self._continuous_on(unit, condition, whose):
                    covered = PROTECTED_FROM.get(action.get("by", "opponent"))  # an unknown "by": all
                    if (covered is None or by_kind in covered) and self._from_source(action, source):
                        return True
        return False

    def _from_source(self, action, source) -> bool:
        """A protection's "from" ("by the effects of your opponent's characters that are not in Raid State"): does the
        effect's character (`source`, as it is now) match it? None known (an event, a card off the field): no."""
        wanted = action.get("from")
        if "except_from" in action:  # "they can only choose this character with effects of characters with ...": all
            return source is None or not unit_is(self, source, action["except_from"])  # other characters' effects
        return wanted is None or source is not None and unit_is(self, source, wanted)

    def choose_tax(self, unit: Unit, by_kind: str = "card") -> tuple[int, int]:
        """What an opponent's effect of kind `by_kind` pays more to choose this unit: (AP, cards from the hand to the
        Outside Area) ("At the moment your opponent chooses this character with a character effect or event effect,
        they must pay 1 additional AP"; "... using the effect of an Event Card, this character cannot be chosen unless
        your opponent additionally places 1 card from their hand to the Outside Area": events only)."""
        ap = cards = 0
        if self.table.any_guards:  # 'Your <X> gain "... additionally place 1 card ..."' (CardEffects.guards)
            counted = set()
            for action in self._guarding(unit):
                if action["do"] == "choose-tax" and (by_kind in ("card", "event") or action.get("by") != "event"):
                    if action.get("no_stack"):  # "This effect of <X> does not stack": once for all copies
                        if id(action) in counted:
                            continue
                        counted.add(id(action))
                    if "discard" in action:
                        cards += action["discard"]
                    else:
                        ap += action.get("amount", 1)
        if not (self.table.restricted[unit.card] or unit.abilities):
            return ap, cards
        for effects in self._effect_sets(unit):
            for condition, whose, action in effects.continuous:
                if action["do"] == "choose-tax" and (by_kind in ("card", "event") or action.get("by") != "event") \
                        and self._continuous_on(unit, condition, whose):
                    if "discard" in action:
                        cards += action["discard"]
                    else:
                        ap += action.get("amount", 1)
        return ap, cards

    def may_move(self, unit: Unit) -> bool:
        """"This character cannot move": not between the lines (Move Phase, Step, effects)."""
        table = self.table
        if not (table.any_guards or table.restricted[unit.card] or unit.abilities):
            return True  # nothing restricts it
        return not self.restricted(unit, "cannot-move")

    def may_move_to(self, unit: Unit, line: int, by_your_effect: bool = False, by_this_card: bool = False) -> bool:
        """may_move, unless the card's own text forbids it to be moved to `line` ("cannot be moved to the Front
        Line"; "... using your effects": by_your_effect, an effect of its owner's, may; "... except by this card's
        effect": by_this_card, an effect of the unit's own, may)."""
        if self.table.line_bans[unit.card] and unit.muted == -1 and self.table.entry_banned(unit.card, line, True, by_your_effect,
                                                                        len(unit.under), by_this_card, self):
            return False
        return self.may_move(unit)

    def may_attack(self, unit: Unit) -> bool:
        table = self.table
        if unit.rested or table.type[unit.card] != CHARACTER:
            return False
        if not (table.any_guards or table.restricted[unit.card] or unit.abilities):
            return True  # nothing restricts it
        return not self.restricted(unit, "cannot-attack")

    def may_attack_from_energy(self, unit: Unit) -> bool:
        """"This character can attack from the Energy Line" (its own continuous effect or an ability it gained, while
        it holds): seed 000 Attack Phase lets "Characters in Active Mode on your Front Line" attack; the card says this
        one may from the Energy Line too (read only when CardTable.any_energy_attackers)."""
        return self.may_attack(unit) and self.restricted(unit, "attacks-from-energy-line")

    def may_block(self, unit: Unit, attacker: Unit) -> bool:
        table = self.table
        if unit.rested or table.type[unit.card] != CHARACTER:
            return False
        if table.restricted[unit.card] or unit.abilities:
            if self.held_against(unit, "cannot-block-matching", attacker):
                return False  # "This character cannot block characters with BP 3500 or less / with [Impact]"
            if self.restricted(unit, "cannot-block"):
                return False
        elif table.any_guards and self.restricted(unit, "cannot-block"):
            return False
        if not (attacker.abilities or table.has_continuous[attacker.card]):
            return True  # (_blockable_by's first test, without the call)
        return self._blockable_by(attacker, unit)

    def _blockable_by(self, attacker: Unit, blocker: Unit) -> bool:
        """'This character cannot be blocked by characters with BP n or more / or less.'"""
        if not (attacker.abilities or self.table.has_continuous[attacker.card]):
            return True  # no continuous effect: nothing says so
        for effects in self._effect_sets(attacker):
            for condition, whose, action in effects.continuous:
                kind = action["do"]
                if kind == "cannot-be-blocked-matching":  # "... by characters with required energy of 4 or more"
                    if self._continuous_on(attacker, condition, whose) and unit_is(self, blocker, action["against"]):
                        return False
                elif kind.startswith("cannot-be-blocked") and self._continuous_on(attacker, condition, whose):
                    bp = self._bp(blocker)
                    if kind.endswith("at-least") and bp >= action["amount"] or kind.endswith("at-most") and bp <= action["amount"]:
                        return False
        return True

    def _may_gain(self, unit: Unit) -> bool:
        """Can this unit have keywords beyond its card's own (gained this turn, an ability, a continuous effect)?"""
        return (unit.granted is not None or unit.abilities is not None or unit.lasting is not None
                or self.table.keyworded[unit.card] or self.table.any_keyword_auras)

    def _has(self, unit: Unit, keyword: str, printed) -> bool:
        if printed[unit.card] and unit.muted == -1:
            return True  # (a printed keyword is one of its original effects)
        if (unit.granted is None and unit.abilities is None and unit.lasting is None
                and not self.table.keyworded[unit.card] and not self.table.any_keyword_auras):
            return False  # it can gain no keyword (_may_gain, without the call)
        return self._keyword(unit, keyword) > 0

    def may_use(self, index: int, card: int) -> bool:
        """"This card can only be used (played) if ...": may seat `index` use this card from its hand now?"""
        effects = self.table.effects[card]
        return effects is None or not effects.use_conditions or all(
            self._use_holds(index, condition, card) for condition in effects.use_conditions)

    def _use_holds(self, index: int, condition: dict, card: int) -> bool:
        """A use condition of `card` for seat `index`: "no cards with the same card number as this card on your area"
        (copies-on-area: its printings, table.identity, counted together) read here, the rest by holds."""
        kind = condition["kind"]
        if kind == "copies-on-area":
            seat, identity = self.seats[index], self.table.identity
            count = sum(1 for unit in seat.front + seat.energy if identity[unit.card] == identity[card])
            return condition.get("at_least", 0) <= count <= condition.get("at_most", 10 ** 6)
        if kind in ("all", "any", "none") and _names_kind(condition, "copies-on-area"):
            found = [self._use_holds(index, part, card) for part in condition["conditions"]]
            return all(found) if kind == "all" else any(found) if kind == "any" else not any(found)
        return holds(self, index, condition, None)

    def _needs(self, index: int, card: int, removed: bool = False) -> tuple[int, int]:
        """(required energy, AP cost) of a card in seat `index`'s hand (removed: one it may use from its Remove Area)
        after cost reductions; "the next card you use from your Remove Area" (target zone "remove") lowers only those."""
        table = self.table
        energy, ap = table.energy[card], table.ap_cost[card]
        effects = table.effects[card]
        if effects is not None and effects.reductions:
            for condition, what, amount, per in effects.reductions:
                if condition is not None and condition["kind"] == IF_CHOOSES:  # ("If you use this card and choose a <X>")
                    if declared_choice(self, index, card) is None:
                        continue
                elif not (condition is None or holds(self, index, condition, None)):
                    continue
                if per is not None:
                    amount = per_amount(per, None, self, index)
                if what == "energy":
                    energy = max(0, energy - amount)
                else:
                    ap = max(0, ap - amount)
        for what, amount, target in self.seats[index].next_reductions:
            if (target.get("zone") == "remove") == removed and matches_card(self, card, target):
                if what == "energy":
                    energy = max(0, energy - amount)
                else:
                    ap = max(0, ap - amount)
                if not target.get("all"):  # ("all": every matching card this turn, not used up)
                    break  # one "next card" reduction applies to a card
        return energy, ap
