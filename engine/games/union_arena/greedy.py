"""A greedy Union Arena pilot: sensible play from cheap heuristics, no search.

- Re-draws a hand with no card it can play on its first two turns.
- Takes the extra draw when its hand is small and it has AP to spare.
- Moves characters up while the energy line keeps enough energy for its hand.
- Plays Raids first, then the most expensive affordable characters (to the energy line while it
  needs energy, else to the front), then events whose effect the engine plays, then fields; then
  uses Activate: Main abilities it can pay for (once each per turn; never resting a front-line
  character that could still attack, retiring its own card as a cost only when the effect is worth more than the
  card (sacrifice_worth), never paying for a protection
  its character already has or that has no opponent to face).
- Attacks with everything that survives or when the opponent is low; Snipes the biggest
  character it beats; blocks only to stop lethal damage or when its blocker wins.
- Always uses triggers, several in the order removals (Special, Color), Raid, Active, Get, Draw, Final;
  the Raid trigger Raids (free of AP) onto the weakest base it may, when the raider
  has at least that base's BP, and else goes to the hand."""
from __future__ import annotations

from engine.games.union_arena.cards import (
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
)
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
    TRIGGER,
    TRIGGER_ORDER,
    TRIGGER_RAID,
    USE_TRIGGER,
)
from engine.games.union_arena.effects_runtime import (
    can_activate,
    card_names,
    hand_locked,
    leading_paid_step,
    matches_card,
    outside_activations,
    paid_step_worth,
    sacrifice_worth,
    usable_removed,
)
from engine.games.union_arena.state import UnionArenaState

PROTECTIONS = {"cannot-be-chosen", "cannot-be-removed", "cannot-be-retired", "retire-replacement"}


def _gives_itself_a_leaving(effect) -> bool:
    """Does the effect give this character an ability that takes it off the field ("... and "At the end of the Attack
    Phase, retire this character" during this turn": retired or returned to the hand)?"""
    return any(a["do"] == "gain-ability" and (a.get("target") or {}).get("self") and any(
        inner["do"] in ("retire", "return-to-hand", "to-outside", "to-remove", "to-deck")
        and (inner.get("target") or {}).get("self") for e in a["effects"] for inner in e.get("actions", ()))
        for a in effect["actions"])


def _protection_only(effect) -> bool:
    """Does the ability only give this character protections ("gains 'cannot be chosen by ...'")?"""
    actions = effect["actions"]
    return bool(actions) and all(
        a["do"] == "gain-ability" and (a.get("target") or {}).get("self")
        and all(b["do"] in PROTECTIONS for inner in a["effects"] for b in inner["actions"]) for a in actions)


def _choices_ahead(state, seat, wanted) -> bool:
    """Is there a card in the hand or on the area that `wanted` (a choose-all-instead's filter) matches whose [On Play],
    event or Activate: Main effect says "Choose 1 of the following" (not "up to")? Only then is "Choose all" worth a
    cost this turn."""
    table = state.table
    for card in list(seat.hand) + [unit.card for unit in seat.front + seat.energy]:
        effects = table.effects[card]
        if effects is not None and matches_card(state, card, wanted) and any(
                a["do"] == "choose-one" and a.get("count", 1) == 1 and not a.get("up_to") and not a.get("either")
                for timed in (effects.on_play, effects.activated) for e in timed for a in e["actions"]):
            return True
    return False


def _choose_all_only(effect):
    """The (filter, False) a "choose-all-instead" for the whole turn leaves, when that is all the effect does; else None."""
    actions = effect["actions"]
    if len(actions) == 1 and actions[0]["do"] == "choose-all-instead" and not actions[0].get("next"):
        return (actions[0].get("filter") or {}, False)
    return None


def _protected_now(state, unit, effect) -> bool:
    """Does the unit already have every protection the ability would give?"""
    kinds = {b["do"] for a in effect["actions"] for inner in a["effects"] for b in inner["actions"]}
    return all(state.restricted(unit, kind) for kind in kinds)


TRIGGER_PRIORITY = {T_SPECIAL: 6, T_COLOR: 5, T_RAID: 4, T_ACTIVE: 3, T_GET: 2, T_DRAW: 1, T_FINAL: 0, T_NONE: -1}


class GreedyPilot:
    __slots__ = ("seat", "_facts_table", "_facts", "_needs_of", "_activations_table", "_activations")
    name = "greedy"

    def __init__(self, seat: int = 0):
        self.seat = seat
        self._facts_table = None
        self._facts: list = []
        self._needs_of: list = []
        self._activations_table = None
        self._activations: dict = {}

    def choose(self, state: UnionArenaState):
        try:
            chooser = _CHOOSERS[state.phase]
        except KeyError:
            return state.legal_actions()[0]
        return chooser(self, state)

    def _extra_draw(self, state):
        seat = state.seats[state.player]
        return EXTRA if len(seat.hand) <= 4 and sum(seat.ap) >= 2 else PASS

    def _mulligan(self, state):
        table = state.table
        hand = state.seats[state.actor].hand
        early = any(table.type[c] == CHARACTER and table.energy[c] <= 1 and table.ap_cost[c] == 1 for c in hand)
        return KEEP if early else REDRAW

    def _energy_needed(self, state, seat) -> int:
        """The most energy a character or field in the hand requires (0 with none)."""
        if self._facts_table is not state.table:
            self._card_facts(state.table)
        needs = self._needs_of
        need = 0
        for c in seat.hand:
            if needs[c] > need:
                need = needs[c]
        return need

    def _move(self, state):
        seat = state.seats[state.player]
        table = state.table
        if len(seat.front) >= (state.front_size(seat) if table.any_front_sizes else LINE_SIZE):
            return PASS  # never removes a card to make room
        generated = table.generated
        need = energy = None  # the energy the hand needs and the Energy Line gives, read when first needed
        types, line_bans, restricted, guarded = table.type, table.line_bans, table.restricted, table.any_guards
        for index, unit in enumerate(seat.energy):  # the MOVE_UP actions state.legal_actions() offers
            if types[unit.card] == CHARACTER and (
                    not (line_bans[unit.card] or guarded or restricted[unit.card] or unit.abilities)  # (may_move_to,
                    or state.may_move_to(unit, FRONT)):  # without the call when nothing forbids it)
                if table.bp[unit.card] >= 3000:
                    return (MOVE_UP, index, -1)
                if need is None:
                    need = self._energy_needed(state, seat)
                    energy = 0
                    for other in seat.energy:
                        energy += generated[other.card]
                if energy - generated[unit.card] >= need:  # (the line keeps enough energy for the hand)
                    return (MOVE_UP, index, -1)
        return PASS

    def _card_facts(self, table):
        """Per card id: (kind, AP cost, colour, required energy, base score, low BP, raider, cost
        reducible, conditional use, a line its text may forbid), built once per card table (a batch reuses one table).
        Events whose effect the engine does not play get kind 9 (never played). Also per card id the energy it asks of
        the Energy Line (_energy_needed: a character's or field's required energy, else 0)."""
        if self._facts_table is not table:
            facts = []
            for c in range(len(table.type)):
                effects = table.effects[c]
                kind = table.type[c]
                if kind == EVENT and (effects is None or not effects.on_play):
                    kind = 9
                facts.append((kind, table.ap_cost[c], table.color[c], table.energy[c],
                              (10 if kind != EVENT else 8) + table.energy[c] * 10 + table.bp[c] / 1000,
                              table.bp[c] <= 1500, table.raid[c] is not None,
                              effects is not None and bool(effects.reductions),
                              effects is not None and bool(effects.use_conditions),
                              bool(table.raid_only[c] or table.line_bans[c])))
            self._facts = facts
            self._needs_of = [table.energy[c] if table.type[c] <= FIELD else 0  # CHARACTER = 0, FIELD = 1
                              for c in range(len(table.type))]
            self._facts_table = table
        return self._facts

    def _main(self, state):
        """The best play by score, found straight from the hand (the same candidates as
        state.legal_actions() minus plays that would send a card to the Remove Area)."""
        seat = state.seats[state.player]
        table = state.table
        facts = self._facts if self._facts_table is table else self._card_facts(table)
        best, best_score = PASS, 0.0
        front_open = len(seat.front) < (state.front_size(seat) if table.any_front_sizes else LINE_SIZE)
        energy_open = len(seat.energy) < LINE_SIZE
        active_ap = sum(seat.ap)
        # read when first needed (many steps play nothing or only cards that need no energy):
        by_color = total = None  # energy by colour (index 5 = all colours), and all of it
        wants_energy_line = None  # whether characters go to the energy line first
        next_reductions = bool(seat.next_reductions)
        hand = seat.hand
        held = len(hand)
        # the hand's cards, then those it may use from its Remove Area this turn (legal_actions: after the hand, at
        # hand indices len(hand) + their position); each card once per group, at its first place
        groups = [] if seat.gained_now != () and hand_locked(seat) else [(False, hand)]  # (locked: none from the hand)
        if seat.usable_now:
            groups.append((True, usable_removed(seat)))
        for removed, cards in groups:
            # each card is weighed at its first place only (a copy after it never scores higher): the tests up to the
            # energy one only read the table, the energy and what _needs gave that card, so copies are left out after them
            seen = set()
            reduced = {}  # the card's (required energy, AP cost) after reductions, once per card
            for i, card in enumerate(cards, held if removed else 0):
                kind, ap, color, needed, base, low_bp, raider, reducible, conditional, banned = facts[card]
                if reducible or next_reductions:
                    costs = reduced.get(card)
                    if costs is None:
                        costs = reduced[card] = state._needs(state.player, card, removed)
                    needed, ap = costs
                if kind > EVENT or ap > active_ap:
                    continue  # events whose effect is not simulated are never played
                if needed:
                    if by_color is None:
                        by_color = state.energy_by_color(seat)
                        total = sum(by_color)
                    if (total if color == 5 else by_color[color] + by_color[5]) < needed:
                        continue  # the same test as state._energy_ok
                if card in seen:
                    continue
                seen.add(card)
                if conditional and not state.may_use(state.player, card):
                    continue  # "This card can only be used if ..." (the same test as legal_actions)
                if kind == EVENT:
                    if base > best_score:
                        best, best_score = (PLAY, i, 2, -1), base
                    continue
                if kind == FIELD:
                    if energy_open and best_score < 5:
                        best, best_score = (PLAY, i, ENERGY, -1), 5
                    continue
                if raider:
                    score = 100 + table.bp[card]
                    if score > best_score:
                        raid = self._raid_target(state, seat, card, front_open)
                        if raid is not None:
                            best, best_score = (RAID, i, *raid), score
                if wants_energy_line is None:
                    need = self._energy_needed(state, seat)
                    wants_energy_line = len(seat.energy) < (need if need > 2 else 2)
                to_energy = wants_energy_line or low_bp
                # (banned: a line its text may forbid, the legal_actions test)
                if front_open and not (banned and (table.raid_only[card] or table.entry_banned(card, FRONT, False, False, state=state))):
                    score = base if to_energy else base + 5
                    if score > best_score:
                        best, best_score = (PLAY, i, FRONT, -1), score
                if energy_open and not (banned and (table.raid_only[card] or table.entry_banned(card, ENERGY, False, False, state=state))):
                    score = base + 5 if to_energy else base
                    if score > best_score:
                        best, best_score = (PLAY, i, ENERGY, -1), score
        if best == PASS:
            return self._activation(state, seat) or PASS
        return best

    def _activation_facts(self, table, card):
        """Per Activate: Main ability of a card, what _activation weighs that never changes: (number, effect, its
        cost kinds, a boost only, Life it spends, a protection only), built once per card table."""
        if self._activations_table is not table:
            self._activations = {}
            self._activations_table = table
        facts = self._activations.get(card)
        if facts is None:
            facts = self._activations[card] = [
                (number, effect, {cost["kind"] for cost in effect.get("cost") or ()},
                 all(a["do"] in ("bp-change", "gain-keyword", "choose") for a in effect["actions"]),
                 sum(a["amount"] for a in effect["actions"] if a["do"] == "life-to-outside"),
                 _protection_only(effect), _choose_all_only(effect), _gives_itself_a_leaving(effect),
                 leading_paid_step(effect) is not None)
                for number, effect in enumerate(table.effects[card].activated)]
        return facts

    def _activation(self, state, seat):
        """An Activate: Main ability worth using now (each at most once a turn), or None."""
        table = state.table
        activatable = table.activatable
        opponent_front = state.seats[1 - state.player].front
        for line, units in ((FRONT, seat.front), (ENERGY, seat.energy)):
            for u, unit in enumerate(units):
                if not activatable[unit.card]:
                    continue
                for (number, effect, costs, boost, spent, protection, choose_all, leaves,
                     paid) in self._activation_facts(table, unit.card):
                    if unit.used >> number & 1:
                        continue
                    if "retire-this-card" in costs and not (
                            can_activate(state, state.player, unit, number, effect)
                            and sacrifice_worth(state, state.player, unit, effect)):
                        continue  # the card is worth more than what its effect brings
                    if ("rest-this-card" in costs and line == FRONT and table.type[unit.card] == CHARACTER
                            and not unit.rested):
                        continue  # it would rather attack
                    if costs & {"place-from-hand-to-outside", "discard"} and len(seat.hand) <= 3:
                        continue
                    if not opponent_front and boost:
                        continue  # a boost with no battle to win (e.g. goldfish) is wasted
                    if leaves and (line != FRONT or unit.rested or not state.may_attack(unit)):
                        continue  # ('gains +1000 BP and "At the end of the Attack Phase, retire this character"': the
                        # character is given up for the boost, worth it only for an attack it makes this turn)
                    if spent and len(seat.life) - spent < 3:
                        continue  # Life is what it loses the game by: spent only with 3 or more left after
                    if protection and (state.goldfish or _protected_now(state, unit, effect)):
                        continue  # a protection with no opponent, or one this character already has, is wasted
                    if choose_all and (choose_all in seat.choose_all_now or not _choices_ahead(state, seat, choose_all[0])):
                        continue  # "Choose all" for the turn already, or no such choice at hand to make: nothing gained
                    if paid and not paid_step_worth(state, state.player, unit, effect):
                        continue  # "Place 3 cards ... If you did, ...": not when it cannot be paid, nor for nothing
                    if can_activate(state, state.player, unit, number, effect):
                        return (ACTIVATE, line, u, number)
        if table.any_outside_activated and seat.outside:  # "[Main] [When in Outside Area]": the card back to use
            for position, number in outside_activations(state, state.player):
                effect = table.effects[seat.outside[position]].outside_activated[number]
                hand_cost = 0
                for cost in effect.get("cost") or ():
                    if cost["kind"] in ("place-from-hand-to-outside", "discard"):
                        hand_cost += cost["amount"]
                for action in effect["actions"]:
                    if action["do"] in ("discard", "discard-chosen"):
                        hand_cost += action.get("amount", 1)
                if hand_cost and len(seat.hand) - hand_cost < 2:
                    continue  # (it costs the hand more than the card it brings back is worth)
                return (ACTIVATE, OUTSIDE, position, number)
        return None

    @staticmethod
    def _raid_target(state, seat, card, front_open):
        table = state.table
        if table.line_bans[card] and table.entry_banned(card, FRONT, False, False, state=state):
            return None  # (a Raid ends on the Front Line: the legal_actions test)
        for line, units in ((FRONT, seat.front), (ENERGY, seat.energy)):
            if line == ENERGY and not front_open:
                continue
            for t, unit in enumerate(units):
                if table.raids_onto(card, unit.card, card_names(state, unit.card) if table.any_renames else None):
                    return line, t
        return None

    def _attack(self, state):
        me, opponent = state.seats[state.player], state.seats[1 - state.player]
        table = state.table
        types, restricted, guarded = table.type, table.restricted, table.any_guards
        strongest_blocker, known = None, False  # the opponent's strongest active character, found when first needed
        # the ATTACK_WITH actions state.legal_actions() offers, one at a time (the first that may attack is mostly the
        # one taken): the Front Line's, then the Energy Line's of a character that "can attack from the Energy Line"
        lines = (((), me.front), ((ENERGY,), me.energy)) if table.any_energy_attackers else (((), me.front),)
        for line, units in lines:
            for index, unit in enumerate(units):
                if line:
                    if not state.may_attack_from_energy(unit):
                        continue
                elif unit.rested or types[unit.card] != CHARACTER or (
                        (guarded or restricted[unit.card] or unit.abilities) and state.restricted(unit, "cannot-attack")):
                    continue  # (state.may_attack, inline)
                if state.goldfish or len(opponent.life) <= 2:
                    return (ATTACK_WITH, index, -1, *line)
                if not known:
                    known = True
                    for other in opponent.front:
                        if not other.rested and types[other.card] == CHARACTER:
                            bp = state._bp(other)
                            if strongest_blocker is None or bp > strongest_blocker:
                                strongest_blocker = bp
                if strongest_blocker is None:
                    return (ATTACK_WITH, index, -1, *line)
                power = state._bp(unit)
                if strongest_blocker <= power:
                    return (ATTACK_WITH, index, -1, *line)
                if table.snipe[unit.card] or line and state._has(unit, "snipe", table.snipe):  # (gained, from the Energy Line)
                    for target, victim in enumerate(opponent.front):
                        if types[victim.card] == CHARACTER and 2500 <= state._bp(victim) <= power \
                                and not state.restricted(victim, "cannot-be-sniped"):  # (legal_actions: not a Sniper's target)
                            return (ATTACK_WITH, index, target, *line)
        return PASS

    @staticmethod
    def _trigger(state):
        trigger = state.table.trigger
        if len(state.pending) > 1:
            first = max(range(len(state.pending)), key=lambda k: (TRIGGER_PRIORITY[trigger[state.pending[k]]], k))
            if first != len(state.pending) - 1:
                return (TRIGGER_ORDER, first)  # several triggers: removals first, Final last
        if trigger[state.pending[-1]] != T_RAID:
            return USE_TRIGGER  # (only the Raid trigger offers TRIGGER_RAID actions)
        best, best_gain = USE_TRIGGER, -1
        raider = state.table.bp[state.pending[-1]]
        seat = state.seats[state.actor]
        for action in state.legal_actions():
            if action[0] == TRIGGER_RAID:
                gain = raider - state._bp((seat.front if action[1] == FRONT else seat.energy)[action[2]])
                if gain > best_gain:
                    best, best_gain = action, gain
        return best

    def _block(self, state):
        defender = state.seats[state.actor]
        attacker = state.attacker_unit()
        table = state.table
        types, restricted, guarded = table.type, table.restricted, table.any_guards
        plain_attacker = not (attacker.abilities or table.has_continuous[attacker.card])  # (nothing limits its blockers)
        # the BLOCK_WITH actions state.legal_actions() offers, with each blocker's BP; those that "must block"
        blockers, forced = [], []
        for i, unit in enumerate(defender.front):
            if unit.rested or types[unit.card] != CHARACTER:
                continue
            special = guarded or restricted[unit.card] or unit.abilities  # (else nothing restricts it)
            if (special or not plain_attacker) and not state.may_block(unit, attacker):
                continue
            blocker = (i, state._bp(unit))
            blockers.append(blocker)
            if special and state.restricted(unit, "must-block"):
                forced.append(blocker)
        if not blockers:
            return PASS
        if forced:  # "This character must block your opponent's attack if able": the strongest of them blocks
            strongest = forced[0]
            for blocker in forced:
                if blocker[1] > strongest[1]:
                    strongest = blocker
            return (BLOCK_WITH, strongest[0])
        lethal = state._damage_of(attacker) >= len(defender.life)  # (Damage 2 and Damage +N, printed or gained)
        best = None  # (index, BP) of the blocker chosen; None: no block
        if state.restricted(attacker, "must-be-blocked"):  # (only blockers that meet it: legal_actions)
            allowed = {block[1] for block in state.forced_blocks(attacker, [(BLOCK_WITH, i) for i, _ in blockers],
                                                                  defender.front)}
            if allowed:
                blockers = [blocker for blocker in blockers if blocker[0] in allowed]
                best = blockers[0]  # "must block": the weakest unless one wins
                for blocker in blockers:
                    if blocker[1] < best[1]:
                        best = blocker
        attacker_bp = state._bp(attacker)
        for blocker in blockers:
            if blocker[1] > attacker_bp or lethal:
                if best is None or blocker[1] > best[1]:
                    best = blocker
        return PASS if best is None else (BLOCK_WITH, best[0])


# what GreedyPilot.choose asks in each phase
_CHOOSERS = {MAIN: GreedyPilot._main, ATTACK: GreedyPilot._attack, MULLIGAN: GreedyPilot._mulligan,
             EXTRA_DRAW: GreedyPilot._extra_draw, MOVE: GreedyPilot._move, BLOCK: GreedyPilot._block,
             TRIGGER: lambda pilot, state: GreedyPilot._trigger(state)}
