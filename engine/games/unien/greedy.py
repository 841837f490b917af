"""A greedy Unien pilot: works toward its own leaders' win conditions with cheap heuristics, no search.

- Re-draw: returns the cards costing 3 or more when it has no energy to pay for them.
- Each main-phase action is scored by what it does for the pilot's win conditions (dragon cost
  for ボルカ, characters for オウル, angel tokens for コスモ, 検閲官 re-entry for ウィズ, counted
  energies for ラボラ / アトラ, Debris for ハデス, hand size for アクア, play-gaining activations
  for イノリ's loop) plus general value (DRAW+1, PLAY+1, draws); it charges energy while its hand
  needs more. The best action with a positive score is taken, else the turn ends.
- Choices: discards and face-down charges take the least useful card; look / recover / revive
  take the most useful; optional looks and "[cip] may use" offers are always accepted.
- It never surrenders and recombines only when it has nothing else to do on its first action."""
from __future__ import annotations

from engine.games.unien.cards import ABILITY, CHARACTER, E_FIRE_WATER, E_FOREST_DARK, E_OMNI, ENERGY
from engine.games.unien.state import (
    ACCEPT,
    ACTIVATE,
    CHARGE,
    CHOICE,
    CHOOSE,
    DECLARE,
    END,
    MAIN,
    RECOMBINE,
    REDRAW,
    SUMMON,
    USE_ABILITY,
    UnienState,
)

COUNTED = {"labora": (0, 3, E_FOREST_DARK), "atra": (1, 2, E_FIRE_WATER)}
COVERS = (1, 2, 4, 8, 9, 6, 15)  # per energy category, the bitmask of the attributes it pays
DEBRIS_OPS = ("discard", "mill", "self_to_debris")


def attribute_needs(table) -> list[int]:
    """Per card kind, the bitmask of the attributes (bit a for forest, fire, water, dark) its play cost or
    its activated effect's cost asks for."""
    needs = []
    for kind in range(len(table.type)):
        mask = 0
        for cost in (table.cost[kind], table.activation_cost[kind]):
            if cost:
                mask |= sum(1 << a for a in range(4) if cost[a])
        needs.append(mask)
    return needs


def missing_attributes(state: UnienState, index: int, needs: list[int]) -> int:
    """Bitmask of the attributes some card in hand needs that no charged energy of the seat can pay."""
    total = state.seats[index].energy_total
    if total[E_OMNI]:
        return 0
    uncovered = ((0 if total[0] or total[E_FOREST_DARK] else 1) | (0 if total[1] or total[E_FIRE_WATER] else 2)
                 | (0 if total[2] or total[E_FIRE_WATER] else 4) | (0 if total[3] or total[E_FOREST_DARK] else 8))
    if not uncovered:
        return 0
    wanted, kind = 0, state.kind
    for card in state.seats[index].hand:
        wanted |= needs[kind[card]]
    return wanted & uncovered


def feeds_opponent_hades(state: UnienState, index: int, clauses) -> bool:
    """Whether these clauses would bring both Debris to the opponent's ハデス count (30) while the
    pilot itself would not win by it: a move that hands the opponent the game."""
    opponent = state.seats[1 - index]
    if "hades" not in opponent.conditions or "hades" in state.seats[index].conditions:
        return False
    added = 0
    for clause in clauses or ():
        if clause[0] == "mill":
            added += min(clause[1], len(state.seats[index].deck))
        elif clause[0] in ("discard", "self_to_debris"):
            added += 1 if clause[0] == "self_to_debris" else clause[1]
        elif clause[0] == "recover":
            added -= clause[1]
    debris = len(state.seats[0].debris) + len(state.seats[1].debris)
    return added > 0 and debris + added >= 30


TARGETS = {"cosmo": 13, "labora": 18, "atra": 18, "owl": 18, "volca": 20, "hades": 30, "aqua": 30}


def progress(state: UnienState, index: int, condition: str) -> float:
    """How far the seat is toward one of its conditions (0..1), or -1 when it can no longer be met
    with what is left (aqua: hand + deck under 30; hades: both Debris + own deck and hand under 30;
    owl: field + characters in deck and hand under 18; volca / labora / atra likewise)."""
    seat = state.seats[index]
    table, kind = state.table, state.kind
    if condition == "hades":
        debris = len(state.seats[0].debris) + len(state.seats[1].debris)
        if debris + len(seat.deck) + len(seat.hand) + (0 if state.goldfish else len(state.seats[1 - index].deck)) < 30:
            return -1.0
        return debris / 30
    if condition == "aqua":
        return -1.0 if len(seat.hand) + len(seat.deck) < 30 else len(seat.hand) / 30
    if condition == "owl":
        types = table.type
        left = sum(1 for c in seat.deck if types[kind[c]] == CHARACTER) + sum(
            1 for c in seat.hand if types[kind[c]] == CHARACTER)
        return -1.0 if len(seat.field) + left < 18 else len(seat.field) / 18
    if condition == "volca":
        dragon, cost = table.dragon, table.total_cost
        now = sum(cost[kind[c]] for c in seat.field if dragon[kind[c]])
        left = sum(cost[kind[c]] for c in seat.deck + seat.hand if dragon[kind[c]])
        return -1.0 if now + left < 20 else now / 20
    if condition in COUNTED:
        a, b, dual = COUNTED[condition]
        total = seat.energy_total
        now = total[a] + total[b] + total[dual]
        left = sum(1 for c in seat.deck + seat.hand if table.energy[kind[c]] in COUNTED[condition])
        return -1.0 if now + left < 18 else now / 18
    if condition == "cosmo":
        return seat.angels / 13
    if condition == "wiz":  # a 検閲官 that has entered once and can come back
        entries = state.entries
        return 0.5 if any(entries[c] for c in seat.hand) else 0.0
    return 0.0


def deck_speed(table, kinds: list[int], condition: str) -> float:
    """What the whole pile can do for a condition, as a share of its target (capped at 2): Debris
    the cards put there (mill, discards, abilities; a repeatable activation counts 3 times), hand
    the cards drawn (DRAW+1 counts 5 turns), characters, dragon cost, counted energies, angels.
    イノリ / ウィズ: 1 when the pile has a play-gaining [0] activation / a 検閲官 and a bounce or
    revive, else 0.3."""
    supply = 0.0

    def clause_sum(clauses, ops, weight=1.0):
        total = 0.0
        for clause in clauses or ():
            if clause[0] in ops:
                total += weight * (clause[1] if len(clause) > 1 and isinstance(clause[1], int) else 1)
        return total
    for k in kinds:
        card_type = table.type[k]
        if condition == "hades":
            supply += clause_sum(table.cip[k] + table.ability[k], ("mill", "discard", "self_to_debris"))
            supply += clause_sum(table.activated[k], ("mill", "discard"), 3) + (card_type == ABILITY)
        elif condition == "aqua":
            supply += clause_sum(table.cip[k] + table.ability[k], ("draw",)) - clause_sum(table.ability[k], ("discard",))
            supply += clause_sum(table.activated[k], ("draw",), 3) + 5 * table.draw_plus[k]
        elif condition == "owl":
            supply += card_type == CHARACTER and not any(c[0] == "self_to_debris" for c in table.cip[k])
        elif condition == "volca":
            supply += table.total_cost[k] if table.dragon[k] else 0
        elif condition in COUNTED:
            supply += table.energy[k] in COUNTED[condition]
        elif condition == "cosmo":
            supply += clause_sum(table.cip[k] + table.ability[k], ("angel",)) + clause_sum(table.activated[k],
                                                                                           ("angel",), 4)
        elif condition == "inori":
            supply += any(c[0] == "plays" for c in table.activated[k] or ())
        elif condition == "wiz":
            supply += table.censor[k] + any(c[0] in ("bounce_self", "revive") for c in
                                            (table.activated[k] or ()) + table.cip[k])
    if condition in ("inori", "wiz"):
        return 1.0 if supply >= 2 else 0.3
    return min(2.0, supply / TARGETS[condition])


def slack(state: UnienState, index: int, condition: str) -> int:
    """Cards the seat can still put where they do not count (field, energy zone; aqua: also the
    Debris) and keep ハデス (both Debris + own deck + hand >= 30) / アクア (hand + deck >= 30) within reach."""
    seat = state.seats[index]
    if condition == "hades":
        return len(state.seats[0].debris) + len(state.seats[1].debris) + len(seat.deck) + len(seat.hand) - 30
    return len(seat.hand) + len(seat.deck) - 30


def consumed(table, code: int, kind: int, condition: str) -> int:
    """How many cards a move takes out of reach of ハデス / アクア: a charged energy or a summoned character
    (ハデス: unless it puts itself in the Debris), an ability (アクア: it goes to the Debris), the cards an
    effect discards or charges face down (アクア)."""
    if code == CHARGE:
        return 1
    if code == SUMMON:
        clauses = table.entry[kind]
        if condition == "hades":
            return 0 if any(c[0] == "self_to_debris" for c in clauses) else 1
    elif code == USE_ABILITY:
        clauses = table.ability[kind]
        if condition == "hades":
            return 0
    else:
        clauses = table.activated[kind] or ()
        if condition == "hades":
            return 0
    return (code != ACTIVATE) + sum(c[1] if c[0] == "discard" else 1 for c in clauses if c[0] in ("discard", "omni"))


class GreedyPilot:
    name = "greedy"
    PRIOR = 0.15  # weight of the pile's speed (deck_speed) next to the progress made
    MARGIN = 0.1  # commit when one condition's score leads by this much
    OTHER_WEIGHT = 0.25  # the weight left on the condition not committed to

    def __init__(self, seat: int = 0):
        self.seat = seat
        self._key = None
        self._card_value: list[float] = []
        self._effect_value: dict[tuple, float] = {}
        self._needs: list[int] = []

    # --- values ------------------------------------------------------------------------------
    def _prepare(self, state: UnienState, index: int, conditions: tuple[str, ...]) -> None:
        key = (id(state.table), conditions, index)
        if key == self._key:
            return
        self._key = key
        self._effect_value = {}
        self._needs = attribute_needs(state.table)
        self._base = self._values(state.table, ())
        self._single = [self._values(state.table, (c,)) for c in conditions]
        self._mixed = {}
        seat = state.seats[index]
        pile = seat.deck + seat.hand + seat.field + seat.energy + seat.debris
        self._prior = [deck_speed(state.table, [state.kind[c] for c in pile], c) for c in conditions]
        self._card_value = self._mix((1.0,) * len(conditions))

    def _values(self, table, conditions) -> list[float]:
        values = []
        for kind in range(len(table.type)):
            value = 0.2 * table.total_cost[kind]
            card_type = table.type[kind]
            if card_type == CHARACTER:
                value += 3 * table.draw_plus[kind] + 4 * table.play_plus[kind] + 0.5
                value += self._clauses_value(table.cip[kind], conditions)
                if table.activated[kind] is not None:
                    value += 0.5 * self._clauses_value(table.activated[kind], conditions)
                if "volca" in conditions and table.dragon[kind]:
                    value += 5 + table.total_cost[kind]
                if "owl" in conditions:
                    value += 3
                if "wiz" in conditions and table.censor[kind]:
                    value += 4
                if "aqua" in conditions:
                    value += 2 * table.draw_plus[kind] - 1
            elif card_type == ABILITY:
                value += self._clauses_value(table.ability[kind], conditions)
                if "aqua" in conditions:
                    value -= 1
            elif card_type == ENERGY:
                value = 1.0
                counted = next((c for name, c in COUNTED.items() if name in conditions), None)
                if counted and table.energy[kind] in counted:
                    value = 6.0
            values.append(value)
        return values

    def _mix(self, weights: tuple[float, ...]) -> list[float]:
        """Card values for these weights on the leaders' conditions: the neutral value plus each
        condition's extra value times its weight (weights (1, 1): the sum of both, as before)."""
        mixed = self._mixed.get(weights)
        if mixed is None:
            base = self._base
            mixed = list(base)
            for weight, single in zip(weights, self._single, strict=True):
                if weight:
                    mixed = [m + weight * (s - b) for m, s, b in zip(mixed, single, base, strict=True)]
            self._mixed[weights] = mixed
        return mixed

    def weights(self, state: UnienState, index: int) -> tuple[float, ...]:
        """How much each of the seat's conditions counts now: with two conditions, the one clearly
        closer to completion (progress plus how fast the deck can progress it) gets weight 1 and the
        other OTHER_WEIGHT; a condition that can no longer be met gets 0; close calls keep (1, 1)."""
        conditions = state.seats[index].conditions
        if len(conditions) < 2:
            return (1.0,) * len(conditions)
        scores = [progress(state, index, c) + (self.PRIOR * p if p >= 0 else 0.0)
                  for c, p in zip(conditions, self._prior, strict=True)]
        scores = [-1.0 if p < 0 else s for s, p in zip(scores, self._prior, strict=True)]
        best = max(range(len(conditions)), key=scores.__getitem__)
        rest = max(s for i, s in enumerate(scores) if i != best)
        if scores[best] - rest < self.MARGIN and rest >= 0:
            return (1.0,) * len(conditions)
        return tuple(1.0 if i == best else (0.0 if scores[i] < 0 else self.OTHER_WEIGHT)
                     for i in range(len(conditions)))

    def _weighted_clauses(self, clauses, conditions, weights) -> float:
        base = self._clauses_value(clauses, ())
        return base + sum(w * (self._clauses_value(clauses, (c,)) - base)
                          for c, w in zip(conditions, weights, strict=True) if w)

    def _clauses_value(self, clauses, conditions) -> float:
        key = (clauses, conditions)
        cached = self._effect_value.get(key)
        if cached is not None:
            return cached
        value = 0.0
        for clause in clauses or ():
            op = clause[0]
            if op == "draw":
                value += clause[1] * (2.5 if "aqua" in conditions else 1.2)
            elif op == "discard":
                value += 1.0 if "hades" in conditions else -1.0
            elif op == "angel":
                value += clause[1] * (7 if "cosmo" in conditions else 0.1)
            elif op == "plays":
                value += clause[1] * (6 if "inori" in conditions else 1)
            elif op == "mill":
                value += clause[1] * (1.5 if "hades" in conditions else 0.05)
            elif op in ("recover", "revive"):
                value += 3 + (10 if op == "revive" and "wiz" in conditions else 0)
            elif op == "look_play":
                value += 3
            elif op == "look_charge":
                value += clause[1] * (2 if any(c in conditions for c in COUNTED) else 0.5)
            elif op == "omni":
                value += 1
            elif op in ("untap_other", "untap_energy"):
                value += 1
            elif op == "bounce_self":
                value += 8 if "wiz" in conditions else -2
            elif op == "self_to_debris":
                value += 1 if "hades" in conditions else -3
        self._effect_value[key] = value
        return value

    # --- decisions -----------------------------------------------------------------------------
    def choose(self, state: UnienState):
        seat_index = state.current_player()
        seat = state.seats[seat_index]
        self._prepare(state, seat_index, seat.conditions)
        self._weights = self.weights(state, seat_index)
        self._card_value = self._mix(self._weights)
        phase = state.phase
        if phase == MAIN:
            return self._main(state, seat_index, seat)
        if phase == CHOICE:
            return self._choice(state)
        if phase == REDRAW:
            return self._redraw(state, seat)
        return state.legal_actions()[0]

    def _redraw(self, state, seat):
        table, kind = state.table, state.kind
        has_energy = any(table.type[kind[c]] == ENERGY for c in seat.hand)
        mask = 0
        for bit, card in enumerate(seat.hand):
            if table.type[kind[card]] != ENERGY and table.total_cost[kind[card]] >= 3 and not has_energy:
                mask |= 1 << bit
        return (DECLARE, mask)

    def _main(self, state: UnienState, index: int, seat):
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        table, kind = state.table, state.kind
        values = self._card_value
        conditions = seat.conditions
        weights = self._weights
        focus = [c for c, w in zip(conditions, weights, strict=True) if w >= 0.5]
        guarded = {c: slack(state, index, c) for c in focus if c in ("hades", "aqua")}
        energy = sum(seat.energy_total)
        needed = 2
        for card in seat.hand:
            k = kind[card]
            if table.type[k] != ENERGY and values[k] > 1:
                needed = max(needed, min(6, sum(state.cost_of(index, card))))
        best, best_score = END, 0.0
        can_act = False
        missing = missing_attributes(state, index, self._needs)
        for action in actions:
            code = action[0]
            if code == CHARGE:
                k = kind[action[1]]
                score = values[k] if values[k] > 1 else (5.0 if energy < needed + 1 else 0.3)
                if "aqua" in focus and energy >= 3 and values[k] <= 1:
                    score = 0.1
                if missing & COVERS[table.energy[k]]:
                    score = max(score, 6.0)  # an attribute the hand needs and the zone cannot pay
            elif code == SUMMON:
                k = kind[action[1]]
                score = values[k]
                if "wiz" in conditions and table.censor[k] and state.entries[action[1]]:
                    score += 50  # its second entry wins
                if feeds_opponent_hades(state, index, table.entry[k]):
                    score = -1.0
            elif code == USE_ABILITY:
                k = kind[action[1]]
                score = values[k]
                if feeds_opponent_hades(state, index, table.ability[k] + (("self_to_debris",),)):
                    score = -1.0  # the ability itself goes to the Debris too
            elif code == ACTIVATE:
                k = kind[action[1]]
                score = self._weighted_clauses(table.activated[k], conditions, weights)
                if "wiz" in conditions and table.censor[k] and seat.plays < 2:
                    score = min(score, 0.1)  # bounce only with a play left to summon it again
                if feeds_opponent_hades(state, index, table.activated[k]):
                    score = -1.0
            else:
                continue
            for condition in guarded:
                if consumed(table, code, k, condition) > guarded[condition]:
                    score = -1.0  # the committed condition would be out of reach
            can_act = True
            if score > best_score:
                best, best_score = action, score
        if not can_act and RECOMBINE in actions and seat.plays > 0 and len(seat.hand) >= 2:
            return RECOMBINE
        return best

    def _choice(self, state: UnienState):
        op, _, _, options, optional = state.choice
        if optional:
            if options[0] == ACCEPT:
                return (CHOOSE, ACCEPT)
        values, kind = self._card_value, state.kind
        if op in ("discard", "omni"):
            table = state.table
            index = state.choice[1]
            short = sum(state.seats[index].energy_total) < 5  # keep energy while short of it
            missing = missing_attributes(state, index, self._needs)

            def keep(card):
                k = kind[card]
                if table.type[k] != ENERGY:
                    return values[k]
                needed = op == "discard" and missing & COVERS[table.energy[k]]
                return values[k] + (4 if short else 0) + (6 if needed else 0)
            return (CHOOSE, min(options, key=keep))
        if op == "untap_other":
            table = state.table
            return (CHOOSE, max(options, key=lambda c: table.activated[kind[c]] is not None))
        return (CHOOSE, max(options, key=lambda c: values[kind[c]]))
