"""Universal Arena under seed 003's rules (ruleset "seed-003"): one HP pool and one Shield per team,
fixed numbers, one Ultimate Meter for every Ultimate, no character statuses, no Movement Round and no
Follow-Up windows.

The zones, priority, draws and effects are the current rules' (UniversalArenaState);
this class replaces the steps where seed 003 plays differently: its legal plays, a play, the forced passes,
a zone's clashes, a card's use, the team Shield and hit, the discard, and Turn Start and Turn End. They are the
hot steps of a game, so each is the seed's rule alone, with none of the current rules' checks on the way
(a bound is a comparison there, not min() / max(), which parse keywords on every call in CPython 3.11)."""
from __future__ import annotations

from engine.games.universal_arena.cards import ATTACK, DEFENSE
from engine.games.universal_arena.state import (
    _CHOICES,
    CARD,
    ENERGY_PER_TURN,
    HAND_SIZE,
    HITS,
    OVER,
    OWNER,
    PLAY,
    POWER,
    PRIORITY,
    REUSED,
    ROUND_LIMIT,
    ROUND_START,
    SEED_003,
    SLOW_ZONE_LIMIT,
    TARGET,
    ULTIMATE,
    XS,
    UniversalArenaState,
    _choices,
)


class Seed003State(UniversalArenaState):
    __slots__ = ()
    RULESET = SEED_003

    # --- legal plays ---------------------------------------------------------------------------
    def _plays(self, index: int, limit: int, first: tuple) -> list:
        """`first` (Pass or End turn), then the plays into zones speed..limit; a Splash card names its target."""
        table = self.table
        seat = self.seats[index]
        if seat.blocked:
            return [first]
        energy = seat.energy
        cost, speed, splash = self.costs, self.speeds, table.splash
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
        seat = self.seats[index]
        if seat.blocked:
            return False
        energy = seat.energy
        cost, speed = self.costs, self.speeds
        for card in seat.hand:  # (no statuses under seed 003: only a card's restrictions may bar it)
            if cost[card] <= energy and speed[card] <= limit and (not self.table.any_requires
                                                                  or self.may_play(index, card)):
                return True
        if seat.meter < self.ultimate_meter:  # one meter for every Ultimate
            return False
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
        cost = table.cost[card]
        if (cost > seat.energy or not table.speed[card] <= zone <= limit
                or not (0 <= target < targets if targets else target == -1)
                or (kind == ULTIMATE and seat.meter < self.ultimate_meter)
                or (self.phase == ROUND_START and self.rounds >= ROUND_LIMIT)):
            raise ValueError(f"{action!r} is not legal now")
        if kind == ULTIMATE:
            seat.meter -= self.ultimate_meter
            seat.ultimates.pop(position)
        else:
            seat.hand.pop(position)
        seat.energy -= cost
        meter = seat.meter + cost  # Playing Cards 3: meter = energy spent (up to a full meter)
        seat.meter = meter if meter < self.meter_cap else self.meter_cap
        seat.played.add(card)
        seat.played_now = True
        self.zones[zone].append((card, index, target, False, table.base_total[card], table.hits[card], 0))
        self.last[zone] = index
        phase = self.phase
        if phase == ROUND_START:
            self.rounds += 1
        if phase == ROUND_START or zone < self.active:  # the first card sets the Active Zone; a faster zone
            if self.logging and phase == PRIORITY:  # interrupts (pauses) it (How To Combat 1-6)
                self.events.append((self.turn, index, "interrupt", zone, self.active))
            self.active = zone
            self.phase = PRIORITY
        if self.logging:
            self.events.append((self.turn, index, "play", table.identity[card], zone, target))
        self.actor = 1 - index  # priority passes to the next player

    def _settle(self) -> None:
        """During a Combat Round the goldfish opponent, and a player whose only choice is to pass, pass
        (ending the turn stays a decision of the initiative player)."""
        while self.phase == PRIORITY:
            if (self.goldfish and self.actor == 1) or not self.can_play(self.actor, self.active):
                self._pass()
            else:
                return

    # --- resolution ----------------------------------------------------------------------------
    def _resolve_zone(self, zone_index: int) -> None:
        """How To Combat 7-8 and How To Clash: right to left, in pairs; Evade makes the attack do nothing."""
        zone = self.zones[zone_index]
        table = self.table
        kind, evade = table.kind, table.evade
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
                right_total, left_total = right[POWER], left[POWER]
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
            self._resolve(first, evaded=evade[second[CARD]])
            self._resolve(second, evaded=evade[first[CARD]])
            for entry in (left, right):  # Reuse: stays in the zone (once per play) to be paired again
                card = entry[CARD]
                if table.reuse[card] and not entry[REUSED]:
                    zone.append((card, entry[OWNER], entry[TARGET], True, table.base_total[card], entry[HITS],
                                 entry[XS]))
                else:
                    self._discard(entry)

    def _lose(self, entry: tuple) -> None:
        """A losing attack: no damage and no On Hit; its other effects (every non-damage, non-On Hit effect:
        its shield too) still resolve. The caller discards it."""
        if self.phase == OVER:
            return
        table = self.table
        card, owner = entry[CARD], entry[OWNER]
        if self.logging:
            self.events.append((self.turn, owner, "lose", table.identity[card]))
        if table.kind[card] != ATTACK or table.shield[card]:  # (an attack's Power is its damage, not a shield)
            self._shield(entry)
        self._other_effects(card, owner)

    def _resolve(self, entry: tuple, evaded: bool) -> bool:
        """Use a card; `evaded`: an Evade card is paired against it, and an attack does nothing."""
        if self.phase == OVER:
            return False
        table = self.table
        card, owner = entry[CARD], entry[OWNER]
        attack = table.kind[card] == ATTACK
        if not attack or table.shield[card]:
            self._shield(entry)
        missed = False
        if attack:
            unpaid = False
            if table.damage_condition[card] or table.spent_hits[card]:  # (most attacks always deal their damage)
                dealt = not (table.damage_condition[card] and not self._damage_allowed(owner, card))
                unpaid = table.spent_hits[card] and not self.spent.get(table.spent_hits[card])
                if (not dealt or unpaid) and self.logging:
                    self.events.append((self.turn, owner, "no-damage", table.identity[card]))
            if unpaid:
                pass
            elif evaded:
                missed = True
                if self.logging:
                    self.events.append((self.turn, owner, "evaded", table.identity[card]))
            else:
                self._hit(entry)
                if self.phase == OVER:
                    return False
        if table.on_resolve[card]:
            self._other_effects(card, owner)
        return missed

    def _shield(self, entry: tuple) -> None:
        """A card's shield, to its owner's team: a defense's Power, an attack's written shield."""
        table = self.table
        card, owner = entry[CARD], entry[OWNER]
        amount = entry[POWER] if table.kind[card] != ATTACK else table.shield[card]
        if not amount:
            return
        self.seats[owner].shield += amount
        if self.logging:
            self.events.append((self.turn, owner, "shield", table.identity[card], amount))

    def _hit(self, entry: tuple, evading: bool = False, damage_dealt: bool = True) -> bool:
        """The attack's damage to the team (Splash: more for the target's neighbours) and its On Hit effects."""
        table = self.table
        card, owner, target = entry[CARD], entry[OWNER], entry[TARGET]
        defender = self.seats[1 - owner]
        amount = entry[POWER]  # the use's Power over all its hits
        splash = table.splash[card]
        if splash and target >= 0:
            last = len(defender.characters) - 1
            amount += splash * ((target > 0) + (target < last))  # adjacency: immediate left and right
        shield = defender.shield
        if shield and not table.pierce[card]:
            absorbed = shield if shield < amount else amount
            defender.shield = shield - absorbed
            amount -= absorbed
        hp = defender.hp - amount
        defender.hp = hp if hp > 0 else 0
        if self.logging:
            self.events.append((self.turn, owner, "hit", table.identity[card], amount, defender.hp))
        if defender.hp == 0:
            self._end(owner, "hp")
            return True
        for op, value in table.on_hit[card]:
            self._effect(op, value, owner)
        return True

    def _discard(self, entry: tuple) -> None:
        card = entry[CARD]
        if self.table.ultimate[card]:
            ultimates = self.seats[entry[OWNER]].ultimates
            ultimates.append(card)  # Preparation 3: an Ultimate stays available after it is used
            ultimates.sort()
            self.forms_stale = True
        else:
            self.seats[entry[OWNER]].discard.append(card)

    # --- turns ---------------------------------------------------------------------------------
    def _begin_turn(self, initiative: int) -> None:
        """Turn Start: Burn, then draw to 5 (Haste +N, Slow -N) and 5 Energy; no Movement Round."""
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
                self._burn(index, log=True)
                if self.phase == OVER:
                    return
            size = HAND_SIZE + seat.haste - seat.slow
            if size < 0:
                size = 0
            seat.haste = seat.slow = 0
            if len(seat.hand) < size:
                self._draw(index, size - len(seat.hand))
            seat.energy = ENERGY_PER_TURN
            seat.energy_gained = 0
            if self.logging:
                self.events.append((self.turn, index, "draw-to", size, len(seat.hand)))
        if self.goldfish and self.seats[1].burn:
            self._burn(1, log=False)
            if self.phase == OVER:
                return
        self.phase = ROUND_START
        self.active = -1
        self.rounds = 0
        self.actor = initiative

    def _end_turn(self) -> None:
        """Turn End: the whole hand is discarded and the team Shield ends."""
        index = self.initiative
        if self.logging:
            self.events.append((self.turn, index, "end-turn"))
        if not self.seats[index].played_now:
            self.seats[index].idle_turns += 1
        for seat in self.seats:
            seat.discard.extend(seat.hand)
            seat.hand = []
            seat.shield = 0
        self._begin_turn(index if self.goldfish else 1 - index)
