"""Playing compiled card effects (engine/effects vocabulary) in the Union Arena engine.

Supported now: On Play / event Main effects and When Attacking effects whose actions are draw,
discard, set-ap-active, bp-change (this character, or one of yours / the opponent's), retire,
rest (optionally staying rested), return-to-hand (the opponent's); "[Your Turn] this character
gets +N BP"; "played in active". Conditions: none, a named card or a trait on your area.
Everything else — activated abilities, other timings, other actions, other conditions — is not
played, and a card carrying any of it counts as simulated incompletely (`supported()` says so).
Target choices follow the same fixed rules as the triggers (docs/union-arena-engine.md)."""
from __future__ import annotations

from engine.effects.compiler import compile_card_text

RUN_TIMINGS = {"on-play", "main", "when-attacking"}
ACTIONS = {"draw", "discard", "set-ap-active", "bp-change", "retire", "rest", "return-to-hand", "enters-active"}
CONDITIONS = {"card-on-your-area"}


class CardEffects:
    """What the runtime plays for one card."""

    __slots__ = ("on_play", "when_attacking", "your_turn_bp", "enters_active", "complete")

    def __init__(self):
        self.on_play: list = []
        self.when_attacking: list = []
        self.your_turn_bp = 0
        self.enters_active = False
        self.complete = True


def card_effects(record) -> CardEffects:
    result = CardEffects()
    effects = record.get("effects") or None
    if effects is None:
        compiled = compile_card_text(record.text)
        effects = compiled.effects
        if compiled.uncompiled:
            result.complete = False
    for effect in effects:
        actions = effect.get("actions", [])
        timing = effect.get("timing")
        condition = effect.get("condition")
        if condition and condition.get("kind") not in CONDITIONS:
            result.complete = False
            continue
        if timing == "static" and [a["do"] for a in actions] == ["enters-active"]:
            result.enters_active = True
            continue
        if (timing == "during-your-turn" and not condition and len(actions) == 1 and actions[0]["do"] == "bp-change"
                and actions[0].get("target", {}).get("self")):
            result.your_turn_bp += actions[0]["amount"]
            continue
        if timing not in RUN_TIMINGS or effect.get("cost") or not all(a["do"] in ACTIONS for a in actions):
            result.complete = False
            continue
        (result.when_attacking if timing == "when-attacking" else result.on_play).append(effect)
    return result


def run_effects(state, index: int, effects: list, source) -> None:
    """Resolve effects for seat `index` in order (seed 000: the controller resolves them)."""
    for effect in effects:
        condition = effect.get("condition")
        if condition and not _condition_holds(state, index, condition):
            continue
        for action in effect["actions"]:
            _do(state, index, action, source)
            if state.phase == 7:  # OVER
                return


def _condition_holds(state, index, condition) -> bool:
    table = state.table
    seat = state.seats[index]
    units = seat.front + seat.energy
    if condition.get("name"):
        matches = sum(1 for u in units if table.name[u.card] == condition["name"])
    else:
        matches = sum(1 for u in units if condition.get("trait") in table.traits[u.card])
    return matches >= condition.get("count", 1)


def _targets(state, index, target, source):
    table = state.table
    if target.get("self"):
        return [source] if source is not None else []
    side = state.seats[1 - index] if target.get("side") == "opponents" else state.seats[index]
    units = [u for u in side.front if table.type[u.card] == 0 and u is not source]
    if "bp_max" in target:
        units = [u for u in units if state._bp(u) <= target["bp_max"]]
    if "bp_min" in target:
        units = [u for u in units if state._bp(u) >= target["bp_min"]]
    units.sort(key=state._bp, reverse=True)
    return units[: target.get("up_to", 1)]


def _do(state, index, action, source) -> None:
    seat = state.seats[index]
    opponent = state.seats[1 - index]
    kind = action["do"]
    if kind == "draw":
        state._draw(index, action["amount"])
    elif kind == "discard":
        table = state.table
        for _ in range(min(action["amount"], len(seat.hand))):
            worst = max(seat.hand, key=lambda c: (table.energy[c], table.ap_cost[c]))
            seat.hand.remove(worst)
            seat.outside.append(worst)
    elif kind == "set-ap-active":
        woken = 0
        for i, active in enumerate(seat.ap):
            if not active and woken < action["amount"]:
                seat.ap[i] = True
                woken += 1
    elif kind == "bp-change":
        for unit in _targets(state, index, action.get("target", {"self": True}), source):
            unit.bonus += action["amount"]
        for side in (seat, opponent):
            for unit in [u for u in side.front if state.table.type[u.card] == 0 and state._bp(u) <= 0]:
                state._remove_from_field(side, unit)  # seed 000: BP 0 or less leaves the field
    elif kind in ("retire", "rest", "return-to-hand"):
        owner = opponent if action.get("target", {}).get("side") == "opponents" else seat
        for unit in _targets(state, index, action.get("target", {}), source):
            if kind == "retire":
                state._remove_from_field(owner, unit)
            elif kind == "rest":
                unit.rested = True
                unit.frozen = unit.frozen or bool(action.get("stays_rested"))
            else:
                owner.front.remove(unit)
                state._to_zone(owner, unit, owner.hand)
    elif kind == "enters-active" and source is not None:
        source.rested = False
