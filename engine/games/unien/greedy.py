"""A greedy Unien pilot: works toward its own leaders' win conditions with cheap heuristics, no search.

- Re-draw: returns the cards costing 3 or more when it has no energy to pay for them.
- Each main-phase action is scored by what it does for the pilot's win conditions (dragon cost
  for ボルカ, characters for オウル, angel tokens for コスモ, 検閲官 re-entry for ウィズ, counted
  energies for ラボラ / アトラ, Debris for ハデス, hand size for アクア, play-gaining activations
  for イノリ's loop) plus general value (DRAW+1, PLAY+1, draws); it charges energy while its hand
  needs more. The best action with a positive score is taken, else the turn ends.
- Between its two conditions it commits (`GreedyPilot.weights`, once per turn): each condition is
  scored by its progress (`progress`) plus how fast the pile can progress it (`deck_speed`); the
  one clearly ahead counts fully and the other not at all, a condition out of reach never counts,
  close calls count both. While committed to ハデス / アクア / オウル it makes no move that would
  put that condition out of reach (`slack`, `consumed`).
- Choices: discards and face-down charges take the least useful card; look / recover / revive
  take the most useful; optional looks and "[cip] may use" offers are always accepted.
- Defence: it does not complete an opponent's ハデス (`feeds_opponent_hades`).
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


def most_debris_added(table) -> int:
    """The most cards any one effect of the table's cards can add to the Debris (what
    `feeds_opponent_hades` counts, mills in full, recovers not subtracted): with fewer than 30 minus
    this in both Debris, no move can feed the opponent's ハデス."""
    def added(clauses) -> int:
        return sum(clause[1] if clause[0] in ("mill", "discard") else 1 if clause[0] == "self_to_debris" else 0
                   for clause in clauses or ())
    return max([0] + [max(added(entry), added(ability) + 1, added(activated))
                      for entry, ability, activated in zip(table.entry, table.ability, table.activated, strict=True)])


GUARDED = ("hades", "aqua", "owl")  # conditions a move can put out of reach (see `slack`)
SHORT_DECK = 20
TARGETS = {"cosmo": 13, "labora": 18, "atra": 18, "owl": 18, "volca": 20, "hades": 30, "aqua": 30}


class Instances:
    """Per card instance of one game, what the progress estimates count (from per-kind rows built
    once per card table)."""

    FIELDS = ("character", "dragon_cost", "labora", "atra", "ability", "discards", "censor", "reviver")
    __slots__ = ("kinds",) + FIELDS
    _rows: dict = {}

    def __init__(self, state: UnienState):
        table, kind = state.table, state.kind
        cached = Instances._rows.get(id(table))
        if cached is None or cached[0] is not table:
            rows = {
                "character": [int(t == CHARACTER) for t in table.type],
                "dragon_cost": [c if d else 0 for c, d in zip(table.total_cost, table.dragon, strict=True)],
                "ability": [int(t == ABILITY) for t in table.type],
                "discards": [sum(c[1] for c in clauses if c[0] == "discard") for clauses in table.ability],
                # 検閲官: 2 when it can return itself to the hand, 1 otherwise; reviver: a [cip] revive.
                "censor": [(2 if any(c[0] == "bounce_self" for c in activated or ()) else 1) if censor else 0
                           for censor, activated in zip(table.censor, table.activated, strict=True)],
                "reviver": [int(any(c[0] == "revive" for c in entry)) for entry in table.entry],
                **{name: [int(e in cats) for e in table.energy] for name, cats in COUNTED.items()}}
            if len(Instances._rows) > 64:
                Instances._rows.clear()
            cached = Instances._rows[id(table)] = (table, rows)
        self.kinds = kind
        for name, row in cached[1].items():
            setattr(self, name, list(map(row.__getitem__, kind)))


_instances: list = [None]


def instances(state: UnienState) -> Instances:
    cached = _instances[0]
    if cached is None or cached.kinds is not state.kind:
        cached = _instances[0] = Instances(state)
    return cached


def _count(values: list[int], cards: list[int]) -> int:
    total = 0
    for card in cards:  # a loop: quicker than sum(map(values.__getitem__, cards)) in Python 3.11
        total += values[card]
    return total


def progress(state: UnienState, index: int, condition: str) -> float:
    """How far the seat is toward one of its conditions (0..1), or -1 when it can no longer be met
    with what is left (aqua: hand + deck under 30; hades: both Debris + the decks + the hand's
    abilities and what they discard under 30; owl: field + characters in deck and hand under 18;
    volca / labora / atra likewise)."""
    seat = state.seats[index]
    if condition == "hades":
        debris = len(state.seats[0].debris) + len(state.seats[1].debris)
        if debris + len(seat.deck) + len(seat.hand) >= 30 + len(seat.hand) or not state.goldfish and (
                debris + len(seat.deck) + len(state.seats[1 - index].deck) >= 30):
            return debris / 30
        # Hand cards reach the Debris only as abilities or discards.
        inst = instances(state)
        abilities = _count(inst.ability, seat.hand)
        discards = _count(inst.discards, seat.hand)
        reach = debris + len(seat.deck) + abilities + min(len(seat.hand) - abilities, discards + 1)
        if not state.goldfish:
            reach += len(state.seats[1 - index].deck)
        return -1.0 if reach < 30 else debris / 30
    if condition == "aqua":
        return -1.0 if len(seat.hand) + len(seat.deck) < 30 else len(seat.hand) / 30
    # オウル / ボルカ / ラボラ / アトラ: what is left is counted once the deck is short (a pile that
    # never held enough is seen by deck_speed).
    if condition == "owl":
        if len(seat.deck) >= SHORT_DECK:
            return len(seat.field) / 18
        character = instances(state).character
        left = _count(character, seat.deck) + _count(character, seat.hand)
        return -1.0 if len(seat.field) + left < 18 else len(seat.field) / 18
    if condition == "volca":
        if seat.counted is not seat.field:
            seat.recount(state.table, state.kind)
        now = seat.dragon_cost  # the field's dragon cost
        if len(seat.deck) >= SHORT_DECK:
            return now / 20
        cost = instances(state).dragon_cost
        left = _count(cost, seat.deck) + _count(cost, seat.hand)
        return -1.0 if now + left < 20 else now / 20
    if condition in COUNTED:
        a, b, dual = COUNTED[condition]
        total = seat.energy_total
        now = total[a] + total[b] + total[dual]
        if len(seat.deck) >= SHORT_DECK:
            return now / 18
        if now + len(seat.deck) + len(seat.hand) < 18:
            return -1.0
        counted = getattr(instances(state), condition)
        left = _count(counted, seat.deck) + _count(counted, seat.hand)
        return -1.0 if now + left < 18 else now / 18
    if condition == "cosmo":
        return seat.angels / 13
    if condition == "wiz":  # how near a 検閲官 is to its second entry
        inst = instances(state)
        censor, entries = inst.censor, state.entries
        best = 0.0
        for card in seat.hand:
            if censor[card]:
                best = max(best, 0.8 if entries[card] else 0.2)
        for card in seat.field:
            if censor[card]:
                best = max(best, 0.7 if censor[card] == 2 else 0.3)
        if best < 0.7:
            for card in seat.debris:  # a loop, not any() over a generator: a 検閲官 entered before, in the Debris
                if entries[card] and censor[card]:
                    if _count(inst.reviver, seat.hand):  # ... and a reviver in hand
                        best = 0.7
                    break
        return best
    return 0.0


def deck_speed(table, kinds: list[int], condition: str, self_speed: float = 1.0) -> float:
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
        return self_speed if supply >= 2 else 0.3
    if condition in ("owl", "volca", "labora", "atra") and supply < TARGETS[condition]:
        return -1.0  # the whole pile cannot make it
    return min(2.0, supply / TARGETS[condition])


def slack(state: UnienState, index: int, condition: str) -> int:
    """Cards the seat can still put where they do not count (field, energy zone; aqua: also the
    Debris) and keep ハデス (both Debris + own deck + hand >= 30) / アクア (hand + deck >= 30) within reach."""
    seat = state.seats[index]
    if condition == "hades":
        other = 0 if state.goldfish else len(state.seats[1 - index].deck)
        return len(state.seats[0].debris) + len(state.seats[1].debris) + len(seat.deck) + len(seat.hand) + other - 30
    if condition == "owl":
        character = instances(state).character
        return len(seat.field) + _count(character, seat.deck) + _count(character, seat.hand) - 18
    return len(seat.hand) + len(seat.deck) - 30


def consumed(table, code: int, kind: int, condition: str, share: float = 0.0) -> float:
    """How many cards a move takes out of reach of ハデス / アクア / オウル: a charged energy or a summoned
    character (ハデス: unless it puts itself in the Debris), an ability (アクア: it goes to the Debris), the
    cards an effect discards or charges face down (アクア); オウル: the characters it mills (`share`: the
    deck's share of characters) or discards, or a character putting itself in the Debris."""
    if condition == "owl":
        clauses = (table.entry[kind] if code == SUMMON else table.ability[kind] if code == USE_ABILITY
                   else table.activated[kind] or () if code == ACTIVATE else ())
        return sum(c[1] * share if c[0] == "mill" else 1 if c[0] in ("discard", "self_to_debris") else 0
                   for c in clauses)
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
    __slots__ = ("seat", "_key", "_state", "_turn", "_index", "_card_value", "_effect_value", "_needs", "_weights",
                 "_focus", "_guarded", "_activation_value", "_committed", "_most_debris", "_base", "_single", "_mixed",
                 "_activation_mixed", "_activated", "_prior")
    name = "greedy"
    # Tuned on goldfish games of the sample decks and of conflicting pairs (docs/unien-engine.md).
    PRIOR = 0.15  # weight of the pile's speed (deck_speed) next to the progress made
    MARGIN = 0.1  # commit when one condition's score leads by this much
    OTHER_WEIGHT = 0.0  # the weight left on the condition not committed to
    DEAD_WEIGHT = 0.0  # ... and on a condition out of reach
    COMBO_SPEED = 3.0  # deck_speed of ウィズ / イノリ when the pile holds their combo (a few plays win)
    DRAW_PLUS, PLAY_PLUS = 5.0, 7.0  # value of a character's DRAW+1 / PLAY+1 (was 3 / 4)
    OWL_MILL = 0.3  # オウル: what milling a card costs (the characters it may take)

    def __init__(self, seat: int = 0):
        self.seat = seat
        self._key = None
        self._card_value: list[float] = []
        self._effect_value: dict[tuple, float] = {}
        self._needs: list[int] = []
        self._state, self._turn, self._index = None, -1, -1
        self._weights: tuple[float, ...] = ()
        self._focus: list[str] = []
        self._guarded: list[str] = []
        self._activation_value: list = []
        self._committed: dict = {}

    # --- values ------------------------------------------------------------------------------
    def _prepare(self, state: UnienState, index: int, conditions: tuple[str, ...]) -> None:
        key = (id(state.table), conditions, index)
        if key == self._key:
            return
        self._key = key
        self._effect_value = {}
        self._committed = {}  # per weights: card values, activation values, focus, guarded conditions
        self._needs = attribute_needs(state.table)
        self._most_debris = most_debris_added(state.table)
        self._base = self._values(state.table, ())
        self._single = [self._values(state.table, (c,)) for c in conditions]
        self._mixed = {}
        self._activation_mixed = {}
        self._activated = state.table.activated
        seat = state.seats[index]
        pile = seat.deck + seat.hand + seat.field + seat.energy + seat.debris
        self._prior = [deck_speed(state.table, [state.kind[c] for c in pile], c, self.COMBO_SPEED) for c in conditions]
        self._card_value = self._mix((1.0,) * len(conditions))

    def _values(self, table, conditions) -> list[float]:
        values = []
        for kind in range(len(table.type)):
            value = 0.2 * table.total_cost[kind]
            card_type = table.type[kind]
            if card_type == CHARACTER:
                value += self.DRAW_PLUS * table.draw_plus[kind] + self.PLAY_PLUS * table.play_plus[kind] + 0.5
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
            conditions = self._key[1]
            self._activation_mixed[weights] = [
                None if clauses is None else self._weighted_clauses(clauses, conditions, weights)
                for clauses in self._activated]
        return mixed

    def weights(self, state: UnienState, index: int) -> tuple[float, ...]:
        """How much each of the seat's two conditions counts now. Each gets a score: its progress
        (`progress`, 0..1) plus PRIOR times how fast the pile can progress it (`deck_speed`); -1 when
        it is out of reach. The one leading by MARGIN or more gets weight 1 and the other
        OTHER_WEIGHT (DEAD_WEIGHT when out of reach); closer calls keep (1, 1)."""
        conditions = state.seats[index].conditions
        if len(conditions) != 2:
            return (1.0,) * len(conditions)
        self._prepare(state, index, conditions)
        prior = self._prior
        first = progress(state, index, conditions[0])
        second = progress(state, index, conditions[1])
        if first >= 0 and prior[0] >= 0:
            first += self.PRIOR * prior[0]
        else:
            first = -1.0
        if second >= 0 and prior[1] >= 0:
            second += self.PRIOR * prior[1]
        else:
            second = -1.0
        if abs(first - second) < self.MARGIN and min(first, second) >= 0:
            return (1.0, 1.0)
        other = self.OTHER_WEIGHT if min(first, second) >= 0 else self.DEAD_WEIGHT
        return (1.0, other) if first >= second else (other, 1.0)

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
                value += clause[1] * (1.5 if "hades" in conditions else -self.OWL_MILL if "owl" in conditions else 0.05)
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
        phase = state.phase
        seat_index = state.player if phase == MAIN else state.current_player()  # state.current_player, inlined
        seat = state.seats[seat_index]
        if phase == MAIN and seat.plays <= 0 and (seat.acted or not seat.hand) and not state.surrender:
            return END  # the only legal action (state._main_actions): no commitment needed to take it
        if state is not self._state or state.turn != self._turn or seat_index != self._index:
            # the commitment is decided once per turn
            self._state, self._turn, self._index = state, state.turn, seat_index
            self._prepare(state, seat_index, seat.conditions)
            self._weights = weights = self.weights(state, seat_index)
            committed = self._committed.get(weights)
            if committed is None:
                focus = [c for c, w in zip(seat.conditions, weights, strict=True) if w >= 0.5]
                committed = self._committed[weights] = (self._mix(weights), self._activation_mixed[weights], focus,
                                                        [c for c in focus if c in GUARDED])
            self._card_value, self._activation_value, self._focus, self._guarded = committed
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
        """Scores the legal plays from hand (`state.hand_plays`) and the usable activations; the best with a
        positive score, else END (RECOMBINE when nothing can be done on the first action)."""
        costs = []
        if seat.plays > 0:
            plays = state.hand_plays(index, costs)
            activations = state.activations(index)
        else:
            plays = activations = ()
        if not plays and not activations:
            if not seat.acted and seat.plays > 0 and len(seat.hand) >= 2:
                return RECOMBINE
            return END
        table = state.table
        values = self._card_value
        conditions = seat.conditions
        guard_hades = "hades" in state.seats[1 - index].conditions and (
            len(state.seats[0].debris) + len(state.seats[1].debris) + self._most_debris >= 30)
        guarded = {c: slack(state, index, c) for c in self._guarded} if self._guarded else None
        share = 0.0
        if guarded and "owl" in guarded and seat.deck:
            share = _count(instances(state).character, seat.deck) / len(seat.deck)
        best, best_score = END, 0.0
        aqua = "aqua" in self._focus
        kind = state.kind
        energy = -1  # what only a charge's score reads (energy, needed, missing) is worked out at the first charge
        for action in plays:
            code, k = action[0], kind[action[1]]
            if code == CHARGE:
                if energy < 0:
                    energy = sum(seat.energy_total)
                    needed = 2  # the energy the hand's valued cards ask for (2..6); `costs`: the cards costing over 2
                    for cost_kind, need in costs:
                        if need > needed and values[cost_kind] > 1:
                            needed = min(6, need) if needed < 6 else needed
                    missing = missing_attributes(state, index, self._needs)
                score = values[k] if values[k] > 1 else (5.0 if energy < needed + 1 else 0.3)
                if aqua and energy >= 3 and values[k] <= 1:
                    score = 0.1
                if missing & COVERS[table.energy[k]]:
                    score = max(score, 6.0)  # an attribute the hand needs and the zone cannot pay
            elif code == SUMMON:
                score = values[k]
                if "wiz" in conditions and table.censor[k] and state.entries[action[1]]:
                    score += 50  # its second entry wins
                if guard_hades and feeds_opponent_hades(state, index, table.entry[k]):
                    score = -1.0
            else:  # USE_ABILITY
                score = values[k]
                if guard_hades and feeds_opponent_hades(state, index, table.ability[k] + (("self_to_debris",),)):
                    score = -1.0  # the ability itself goes to the Debris too
            if guarded:
                for condition in guarded:
                    if consumed(table, code, k, condition, share) > guarded[condition]:
                        score = -1.0  # the committed condition would be out of reach
            if score > best_score:
                best, best_score = action, score
        for action in activations:
            k = kind[action[1]]
            score = self._activation_value[k]
            if "wiz" in conditions and table.censor[k] and seat.plays < 2:
                score = min(score, 0.1)  # bounce only with a play left to summon it again
            if guard_hades and feeds_opponent_hades(state, index, table.activated[k]):
                score = -1.0
            for condition in guarded or ():
                if consumed(table, ACTIVATE, k, condition, share) > guarded[condition]:
                    score = -1.0
            if score > best_score:
                best, best_score = action, score
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
