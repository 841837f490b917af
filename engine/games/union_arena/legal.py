"""Legal actions of a Union Arena state (see constants.py for the action tuples)."""
from __future__ import annotations

from engine.games.union_arena.battle import BattleMixin
from engine.games.union_arena.cards import CHARACTER, EVENT, FIELD, T_NONE, T_RAID
from engine.games.union_arena.constants import (
    ACTIVATE,
    ATTACK,
    ATTACK_WITH,
    BLOCK,
    BLOCK_WITH,
    ENERGY,
    EXTRA,
    EXTRA_DRAW,
    FRONT,
    KEEP,
    LINE_SIZE,
    MAIN,
    MOVE,
    MOVE_UP,
    MULLIGAN,
    OUTSIDE,
    PASS,
    PLAY,
    RAID,
    REDRAW,
    STEP_BACK,
    TRIGGER,
    TRIGGER_ORDER,
    TRIGGER_RAID,
    USE_TRIGGER,
)
from engine.games.union_arena.effects_runtime import (
    can_activate,
    card_names,
    hand_locked,
    matches_card,
    outside_activations,
    own_effects,
    raid_reduction,
    usable_removed,
)


class LegalMixin(BattleMixin):
    """The decisions the actor may take in each phase."""

    __slots__ = ()

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
            attacker = self.attacker_unit()
            blocks = [(BLOCK_WITH, i) for i, unit in enumerate(defender.front) if self.may_block(unit, attacker)]
            forced = [b for b in blocks if self.restricted(defender.front[b[1]], "must-block")]
            if forced:
                return forced  # "This character must block your opponent's attack if able": it is the blocker
            if blocks and self.restricted(attacker, "must-be-blocked"):
                # "Your opponent must block this character's attack (with a character with BP N or less) if possible"
                forced = self.forced_blocks(attacker, blocks, defender.front)
                if forced:
                    return forced
            return [PASS] + blocks
        if phase == TRIGGER:
            return self._trigger_actions()
        return []

    def _trigger_actions(self) -> list:
        """Use the trigger or not; the Raid trigger may instead Raid with its card when the checking player has
        its required energy (docs/engine.md, "Raid trigger")."""
        actions = [USE_TRIGGER, PASS]
        card, index = self.pending[-1], self.actor
        trigger = self.table.trigger
        # Seed 000 Trigger check: several triggers "can be activated in any order chosen by the player".
        actions.extend((TRIGGER_ORDER, k) for k, other in enumerate(self.pending[:-1])
                       if trigger[other] != T_NONE and not self._trigger_denied(other))
        if self.table.trigger[card] == T_RAID:
            seat = self.seats[index]
            actions.extend((TRIGGER_RAID, *target) for target in self._raid_targets_met(seat, card, self._needs(index, card)[0]))
        return actions

    def _raid_targets_met(self, seat, card, need, from_hand=None) -> list:
        """The _raid_targets `card` may Raid onto with its required energy (`need`) met, lower onto a character its
        text names ("When this character raids on a <X> card, reduce the required energy by 2") or, from the hand
        (from_hand: the player's index), as a character of theirs says ("At the moment you would raid a <X> from your
        hand, reduce the energy requirement of that card by 1")."""
        if self._energy_ok(seat, card, need):
            return self._raid_targets(seat, card)
        effects = self.table.effects[card]
        if not (effects is not None and effects.raid_reductions or self.table.any_raided_reductions
                or from_hand is not None and self.table.any_raid_auras):
            return []
        return [target for target in self._raid_targets(seat, card) if self._energy_ok(
            seat, card, max(0, need - raid_reduction(self, card, (seat.front if target[0] == FRONT else seat.energy)[target[1]],
                                                     from_hand)))]

    def _raid_targets(self, seat, card, by_your_effect=False) -> list:
        """(line, index) of the characters `card` may Raid onto: named or of the trait, without Raid themselves
        (seed 000, Raid Boost); from the Energy Line into a full Front Line, (line, index, front card removed first).
        None when the card may not be played to the Front Line, where a Raid ends (Raid Boost step 4)."""
        table = self.table
        targets = []
        if table.raid[card] is not None and not (table.line_bans[card]
                                                 and table.entry_banned(card, FRONT, False, by_your_effect, state=self)):
            size = self.front_size(seat)  # (from the Energy Line, the Raid adds a card to the Front Line)
            for line, units in ((FRONT, seat.front), (ENERGY, seat.energy)):
                for t, unit in enumerate(units):
                    if table.raids_onto(card, unit.card, card_names(self, unit.card) if table.any_renames else None):
                        if line == FRONT or len(seat.front) < size:
                            targets.append((line, t))
                        elif len(seat.front) == size:
                            targets.extend((line, t, r) for r in range(len(seat.front)))
        return targets

    def _move_actions(self) -> list:
        seat = self.seats[self.player]
        table = self.table
        actions = [PASS]
        size = self.front_size(seat) if table.any_front_sizes else LINE_SIZE
        front_full = len(seat.front) >= size
        turn = self.turn
        for i, unit in enumerate(seat.energy):
            if table.type[unit.card] != CHARACTER or unit.moved_turn == turn or not self.may_move_to(unit, FRONT) or len(
                    seat.front) > size:
                continue
            if front_full:
                actions.extend((MOVE_UP, i, r) for r in range(len(seat.front)))
            else:
                actions.append((MOVE_UP, i, -1))
        energy_full = len(seat.energy) >= LINE_SIZE
        for i, unit in enumerate(seat.front):
            if unit.moved_turn != turn and self._has(unit, "step", table.step) and self.may_move_to(unit, ENERGY):  # printed, or gained
                if energy_full:  # swap with an energy-line character, or first remove a card of that line
                    actions.extend((STEP_BACK, i, s) for s, other in enumerate(seat.energy)
                                   if table.type[other.card] == CHARACTER and other.moved_turn != turn
                                   and self.may_move_to(other, FRONT))
                    actions.extend((STEP_BACK, i, -1, r) for r in range(len(seat.energy)))
                else:
                    actions.append((STEP_BACK, i, -1))
        return actions

    def _main_actions(self) -> list:
        seat = self.seats[self.player]
        table = self.table
        actions = [PASS]
        seen = set()
        active_ap = sum(seat.ap)
        by_color = self.energy_by_color(seat)
        total = sum(by_color)
        front_size = self.front_size(seat) if table.any_front_sizes else LINE_SIZE
        hand = seat.hand
        held = len(hand)
        if seat.usable_now:  # cards it may use from its Remove Area this turn: after the hand (flow._apply_main)
            hand = hand + usable_removed(seat)
        locked = seat.gained_now != () and hand_locked(seat)  # "you cannot use cards from your hand during this turn"
        for i, card in enumerate(hand):
            if locked and i < held:
                continue
            key = card if i < held else -1 - card  # (a copy in the Remove Area is another choice)
            if key in seen:
                continue
            seen.add(key)
            kind = table.type[card]
            effects = table.effects[card]
            if (effects is not None and effects.reductions) or seat.next_reductions:
                need, ap_cost = self._needs(self.player, card, i >= held)
            else:
                need, ap_cost = table.energy[card], table.ap_cost[card]
            if ap_cost > active_ap:
                continue
            color = table.need_color[card]  # (5: any colour pays)
            if need and (total if color == 5 else by_color[color] + by_color[5]) < need:
                if (effects is not None and effects.raid_reductions or (table.any_raided_reductions or table.any_raid_auras)
                        and table.raid[card] is not None) and not (effects is not None and effects.use_conditions
                                                                   and not self.may_use(self.player, card)):
                    actions.extend((RAID, i, *target) for target in self._raid_targets_met(seat, card, need, self.player))
                continue  # (only a Raid onto a character that lowers its required energy)
            if effects is not None and effects.use_conditions and not self.may_use(self.player, card):
                continue  # "This card can only be used if ..."
            if kind == CHARACTER:
                for line, units in ((FRONT, seat.front), (ENERGY, seat.energy)):
                    if table.raid_only[card] or table.line_bans[card] and table.entry_banned(card, line, False, False, state=self):
                        continue  # "can only be played by Raid", "cannot be played on the <line>"
                    size = front_size if line == FRONT else LINE_SIZE
                    if len(units) < size:
                        actions.append((PLAY, i, line, -1))
                    elif len(units) == size:  # (a Front Line over its size takes no card)
                        actions.extend((PLAY, i, line, r) for r in range(len(units)))
                if table.raid[card] is not None:
                    actions.extend((RAID, i, *target) for target in self._raid_targets(seat, card))
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
                if activatable[unit.card] and unit.muted == -1:  # (lost with its original effects)
                    for number, effect in enumerate(table.effects[unit.card].activated):
                        if can_activate(self, self.player, unit, number, effect):
                            actions.append((ACTIVATE, line, u, number))
        if table.any_outside_activated and seat.outside:  # "[Main] [When in Outside Area]": line OUTSIDE
            actions.extend((ACTIVATE, OUTSIDE, position, number)
                           for position, number in outside_activations(self, self.player))
        return actions

    def _forced_by_opponent(self, unit) -> bool:
        """"[When in Frontline] Your opponent's characters must attack if able": a card of the opponent's on the field
        whose restriction (CardEffects.opposing) holds now and matches this character."""
        if not self.table.any_guards:
            return False
        opponent = self.seats[1 - unit.owner] if unit.owner >= 0 else self.seats[1 - self.player]
        for line in (opponent.front, opponent.energy):
            for holder in line:
                effects = own_effects(self, holder)
                if effects is None or not effects.opposing:
                    continue
                for condition, whose, action in effects.opposing:
                    target = action["target"]
                    zone = target.get("zone", "any")
                    seat = self.seats[self.player]
                    if (zone == "energy" or zone == "front" and unit not in seat.front
                            or not self._continuous_on(holder, condition, whose)):
                        continue
                    if self.table.type[unit.card] == CHARACTER and matches_card(self, unit.card, target):
                        return True
        return False

    def _attack_actions(self) -> list:
        seat = self.seats[self.player]
        opponent = self.seats[1 - self.player]
        table = self.table
        actions = [PASS]
        must = False
        for i, unit in enumerate(seat.front):
            if not self.may_attack(unit):
                continue
            actions.append((ATTACK_WITH, i, -1))
            restricted = table.restricted[unit.card] or unit.abilities
            if self._has(unit, "snipe", table.snipe):
                actions.extend(self._snipes(unit, (ATTACK_WITH, i), opponent, restricted))
            must = must or bool(restricted) and self.restricted(unit, "must-attack") or self._forced_by_opponent(unit)
        if table.any_energy_attackers:
            # "This character can attack from the Energy Line": (ATTACK_WITH, energy_index, target, ENERGY)
            for i, unit in enumerate(seat.energy):
                if self.may_attack_from_energy(unit):
                    actions.append((ATTACK_WITH, i, -1, ENERGY))
                    if self._has(unit, "snipe", table.snipe):
                        actions.extend(action + (ENERGY,) for action in self._snipes(unit, (ATTACK_WITH, i), opponent, True))
        if must:
            actions.remove(PASS)  # "This character must attack if able": the Attack Phase goes on while it may attack
        return actions

    def _snipes(self, unit, head: tuple, opponent, restricted) -> list:
        """Sniper's targets (seed 000 Called Strike): a character on the opponent's Front Line, not one this attacker
        "cannot target with [Sniper]" nor one that "cannot be targeted by [Sniper]"."""
        table = self.table
        return [(*head, t) for t, target in enumerate(opponent.front)
                if table.type[target.card] == CHARACTER
                and not (restricted and self.held_against(unit, "cannot-snipe-matching", target))
                and not self.restricted(target, "cannot-be-sniped")]
