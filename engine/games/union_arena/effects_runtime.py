"""Playing compiled card effects (engine/effects vocabulary) in the Union Arena engine.

What is played (anything else makes the card count as simulated incompletely, see `supported`):
- timings: On Play, an event's effect, When Attacking, When Blocking, On Retire, Activate: Main
  (with its costs — rest this card, pay n AP, place n cards from hand to the Outside Area, retire
  this card — Once Per Turn, and a line condition), continuous effects of a card on the field
  ("[Your Turn] / [When in Frontline] / if ... this character gets +n BP / gains [Impact 1]"),
  "played in active" and cost reductions that apply in hand;
- actions: draw, discard, either player drawing or discarding, set AP cards active, BP changes,
  retire, rest (optionally staying rested), return to hand, set active, move to another line,
  keywords gained this turn, look at the top n cards / reveal and take / put the rest back, add
  from the Outside Area, play from hand or the Outside Area, life to hand, mill, pay AP, choose one
  of several, "you may ... If you did ...", conditions, and "it's ... instead";
- conditions: cards on an area or in a zone (named, trait, type, colour, BP), life, hand size,
  this card active or rested, its line, whose turn, played this turn, an empty area, several at once.

Choices a player would make are made by the fixed rules of docs/union-arena-engine.md (targets:
the opponent's strongest matching character, your own strongest for boosts; optional steps are
taken when they can be; a choice of effects takes the first option in printed order that has
something to do)."""
from __future__ import annotations

from engine.effects.compiler import compile_card_text

CHARACTER, FIELD, EVENT = 0, 1, 2  # engine.games.union_arena.cards type codes (kept here to avoid a cycle)
COLOR_CODES = {"red": 0, "blue": 1, "green": 2, "yellow": 3, "purple": 4}

ACTIONS = {"draw", "discard", "set-ap-active", "bp-change", "retire", "rest", "return-to-hand", "enters-active",
           "set-active", "move-line", "gain-keyword", "look-at-top", "take-looked", "looked-to", "add-to-hand",
           "play-from", "life-to-hand", "mill", "pay-ap", "choose-one", "all-of", "opponent-draws", "opponent-discards",
           "discard-chosen", "draw-to", "looked-to-outside", "return-to-hand-or-self", "top-or-bottom", "choose",
           "to-remove", "generated-energy-change", "gain-ability", "next-cost-reduction", "hand-to-deck-top",
           "to-outside"}
CONDITIONS = {"card-on-your-area", "cards-in-zone", "life-at-most", "life-at-least", "opponent-life-at-most",
              "this-is-active", "this-is-rested", "in-line", "your-turn", "opponents-turn", "hand-at-least",
              "hand-at-most", "area-empty", "played-this-turn", "all", "outside-at-least"}
COSTS = {"rest-this-card", "pay-ap", "place-from-hand-to-outside", "discard", "retire-this-card"}
KEYWORDS = {"impact", "impact-plus", "damage", "damage-plus", "snipe", "double-attack", "double-block", "negate-impact"}
LOOKED_TO = {"bottom", "top", "outside", "top-or-bottom", "top-or-outside"}
TARGET_FIELDS = {"side", "zone", "bp_max", "bp_min", "energy_max", "energy_min", "ap_max", "up_to", "exactly", "all",
                 "other", "state", "card_type", "name", "trait", "not_name", "not_trait", "name_has", "name_or_trait",
                 "color", "self", "different_names", "each_of", "chosen"}
TIMINGS = {"on-play", "main", "when-attacking", "when-blocking", "on-retire", "activate-main"}
# Timings played through CardEffects.hooks (the state calls run_hook at each of these moments).
HOOKS = {"when-attack-not-blocked", "when-attack-blocked", "when-wins-battle", "start-of-attack-phase",
         "end-of-attack-phase", "end-of-main-phase", "end-of-turn", "when-yours-wins-battle", "end-of-attack"}
# Continuous effects of a card on the field, by action.
CONTINUOUS = {"bp-change", "gain-keyword", "generated-energy-change", "cannot-be-blocked-by-bp-at-least",
              "cannot-be-blocked-by-bp-at-most", "cannot-attack", "cannot-block", "cannot-be-retired", "cannot-be-chosen"}
RESTRICTIONS = {"cannot-attack", "cannot-block", "cannot-be-retired", "cannot-be-chosen"}


class CardEffects:
    """What the runtime plays for one card."""

    __slots__ = ("on_play", "when_attacking", "when_blocking", "on_retire", "activated", "continuous", "your_turn_bp",
                 "enters_active", "reductions", "complete", "hooks", "aliases", "energy_on_front", "grants", "auras")

    def __init__(self):
        self.on_play: list = []
        self.when_attacking: list = []
        self.when_blocking: list = []
        self.on_retire: list = []
        self.activated: list = []  # Activate: Main effects, in printed order
        self.continuous: list = []  # (condition or None, whose turn "yours"/"opponents"/None, action)
        self.your_turn_bp = 0
        self.enters_active = False
        self.reductions: list = []  # (condition or None, "energy"/"ap", amount), applied in hand
        self.complete = True
        self.hooks: dict = {}  # timing in HOOKS -> effects
        self.aliases: list = []  # "This card is also treated as <X>"
        self.energy_on_front = False  # "This character also generates energy on the Front Line"
        self.grants = False  # some effect gives a character an ability
        self.auras: list = []  # (condition, whose turn, bp-change action): "All of your characters get +500 BP"


# --- what is supported ------------------------------------------------------------------------
def _condition_ok(condition) -> bool:
    if condition is None:
        return True
    if condition.get("kind") not in CONDITIONS:
        return False
    if condition["kind"] == "all":
        return all(_condition_ok(c) for c in condition["conditions"])
    return _target_ok(condition.get("filter") or {})


def _target_ok(target) -> bool:
    return all(key in TARGET_FIELDS for key in target) and target.get("zone") in (None, "front", "energy", "any",
                                                                                    "hand", "outside", "looked")


def _action_ok(action, timing) -> bool:
    kind = action["do"]
    if kind not in ACTIONS or not _condition_ok(action.get("condition")):
        return False
    instead = action.get("instead")
    if instead is not None and not _condition_ok(instead["condition"]):
        return False
    if kind in ("choose-one",):
        return all(_action_ok(option, timing) for option in action["options"])
    if kind == "all-of":
        return all(_action_ok(step, timing) for step in action["actions"])
    if kind == "gain-keyword" and action["keyword"] not in KEYWORDS:
        return False
    if kind == "gain-ability":
        inner = CardEffects()
        return (all(_place(inner, e, False) for e in action["effects"])
                and not (inner.on_play or inner.on_retire or inner.activated or inner.reductions or inner.aliases
                         or inner.auras))
    if kind == "generated-energy-change" and not action.get("target", {}).get("self"):
        return False
    if kind == "to-remove" and (action.get("target") or {}).get("zone") not in ("outside", "hand", None) \
            and not (action.get("target") or {}).get("self"):
        return False
    if kind == "looked-to" and action["where"] not in LOOKED_TO:
        return False
    if kind == "play-from" and action.get("zone", (action.get("target") or {}).get("zone")) not in ("hand", "outside", "looked"):
        return False
    target = action.get("target")
    if target is not None:
        if not _target_ok(target):
            return False
        if target.get("self") and timing == "on-retire" and kind not in ("draw",):
            return False  # the card has left the field
        if target.get("self") and timing == "main":
            return False  # an event has no "this character"
    return True


def _grants(effects) -> bool:
    """Does any action (options and steps included) give a character an ability?"""
    def actions_of(action):
        yield action
        for inner in [*action.get("options", ()), *action.get("actions", ())]:
            yield from actions_of(inner)
    return any(a.get("do") == "gain-ability" for e in effects for top in e.get("actions", []) for a in actions_of(top))


def card_effects(record) -> CardEffects:
    result = CardEffects()
    effects = record.get("effects") or None
    if effects is None:
        compiled = compile_card_text(record.text)
        effects = compiled.effects
        if compiled.uncompiled:
            result.complete = False
    is_event = record.type == "event"
    for effect in effects:
        if not _place(result, effect, is_event):
            result.complete = False
    result.grants = _grants(effects)
    return result


def _place(result: CardEffects, effect: dict, is_event: bool) -> bool:
    actions = effect.get("actions", [])
    timing = effect.get("timing")
    condition = effect.get("condition")
    if not _condition_ok(condition):
        return False
    if is_event and timing == "activate-main" and not effect.get("cost"):
        timing = "main"  # an event's "[Main]": used in your main phase, its effect resolves then
    kinds = [a["do"] for a in actions]
    if timing == "static":
        if kinds == ["enters-active"]:
            result.enters_active = True
            return True
        if kinds == ["cost-reduction"] and actions[0]["what"] in ("energy", "ap") and "condition" not in actions[0]:
            result.reductions.append((condition, actions[0]["what"], actions[0]["amount"]))
            return True
        if kinds == ["also-named"] and condition is None:
            result.aliases.append(actions[0]["name"])
            return True
        if kinds == ["generates-on-front-line"] and condition is None:
            result.energy_on_front = True
            return True
    if timing in ("continuous", "during-your-turn", "during-opponents-turn", "when-in-front-line", "when-in-energy-line",
                  "static") and not is_event:
        whose = {"during-your-turn": "yours", "during-opponents-turn": "opponents"}.get(timing)
        if timing in ("when-in-front-line", "when-in-energy-line"):
            line = {"kind": "in-line", "line": "front" if "front" in timing else "energy"}
            condition = line if condition is None else {"kind": "all", "conditions": [line, condition]}
        if (len(actions) == 1 and actions[0]["do"] == "bp-change" and "duration" not in actions[0]
                and "condition" not in actions[0] and (actions[0].get("target") or {}).get("all")
                and actions[0]["target"].get("side") == "yours" and _target_ok(actions[0]["target"])):
            result.auras.append((condition, whose, actions[0]))  # every matching character of yours
            return True
        for action in actions:
            target = action.get("target") or {}
            kind = action["do"]
            if kind not in CONTINUOUS or "duration" in action or not _condition_ok(action.get("condition")):
                return False
            if kind in ("bp-change", "gain-keyword", "generated-energy-change") and not target.get("self"):
                return False
            if kind in RESTRICTIONS and target and not target.get("self"):
                return False  # protecting other cards is not played yet
            if kind == "gain-keyword" and action["keyword"] not in KEYWORDS:
                return False
        for action in actions:
            own = action.get("condition")
            both = condition if own is None else own if condition is None else {"kind": "all", "conditions": [condition, own]}
            if action["do"] == "bp-change" and whose == "yours" and both is None:
                result.your_turn_bp += action["amount"]
            else:
                result.continuous.append((both, whose, action))
        return True
    if timing == "main" and not is_event:
        return False  # an untimed, one-shot sentence on a character: when it happens is not modelled
    if timing in HOOKS and not is_event:
        if effect.get("cost") or not all(_action_ok(a, timing) for a in actions):
            return False
        result.hooks.setdefault(timing, []).append(effect)
        return True
    if timing not in TIMINGS or not all(_action_ok(a, timing) for a in actions):
        return False
    if timing == "activate-main":
        if not all(cost.get("kind") in COSTS for cost in effect.get("cost") or ()):
            return False
        result.activated.append(effect)
        return True
    if effect.get("cost"):
        return False
    if timing in ("on-play", "main"):
        result.on_play.append(effect)
    elif timing == "when-attacking":
        result.when_attacking.append(effect)
    elif timing == "when-blocking":
        result.when_blocking.append(effect)
    else:
        result.on_retire.append(effect)
    return True


# --- conditions ----------------------------------------------------------------------------------
def holds(state, index, condition, source) -> bool:
    """Does `condition` hold for seat `index` (`source`: the unit whose effect it is, or None)?"""
    if condition is None:
        return True
    kind = condition["kind"]
    seat = state.seats[index]
    if kind == "card-on-your-area":
        units = seat.front + seat.energy
        if condition.get("line") == "front":
            units = seat.front
        elif condition.get("line") == "energy":
            units = seat.energy
        wanted = {k: condition[k] for k in ("name", "trait", "card_type") if k in condition}
        if "card_type" in wanted:
            wanted["card_type"] = wanted["card_type"] if wanted["card_type"] != "card" else None
        matching = [u.card for u in units if matches_card(state, u.card, {k: v for k, v in wanted.items() if v})]
        if condition.get("different_names"):
            matching = list({state.table.name[c] for c in matching})
        return len(matching) >= condition.get("count", 1)
    if kind == "cards-in-zone":
        cards = _zone_cards(state, index if condition.get("side") != "opponents" else 1 - index, condition.get("zone", "any"))
        target = condition.get("filter") or {}
        matching = [c for c in cards if matches_card(state, c, target)]
        if target.get("different_names"):
            matching = list({state.table.name[c] for c in matching})
        count = len(matching)
        return condition.get("at_least", 0) <= count <= condition.get("at_most", 10 ** 6)
    if kind == "life-at-most":
        return len(seat.life) <= condition["amount"]
    if kind == "life-at-least":
        return len(seat.life) >= condition["amount"]
    if kind == "opponent-life-at-most":
        return len(state.seats[1 - index].life) <= condition["amount"]
    if kind == "this-is-active":
        return source is not None and not source.rested
    if kind == "this-is-rested":
        return source is not None and source.rested
    if kind == "in-line":
        if source is None:
            return False
        return source in (seat.front if condition["line"] == "front" else seat.energy)
    if kind == "your-turn":
        return state.player == index
    if kind == "opponents-turn":
        return state.player != index
    if kind == "hand-at-least":
        return len(seat.hand) >= condition["amount"]
    if kind == "hand-at-most":
        return len(seat.hand) <= condition["amount"]
    if kind == "outside-at-least":
        return len(seat.outside) >= condition["amount"]
    if kind == "area-empty":
        return not seat.front and not seat.energy
    if kind == "played-this-turn":
        return source is not None and source.played_turn == state.turn
    if kind == "all":
        return all(holds(state, index, c, source) for c in condition["conditions"])
    return False


def _zone_cards(state, index, zone) -> list[int]:
    seat = state.seats[index]
    if zone == "front":
        return [u.card for u in seat.front]
    if zone == "energy":
        return [u.card for u in seat.energy]
    if zone == "any":
        return [u.card for u in seat.front] + [u.card for u in seat.energy]
    if zone == "hand":
        return list(seat.hand)
    if zone == "outside":
        return list(seat.outside)
    if zone == "remove":
        return list(seat.remove)
    if zone == "deck":
        return list(seat.deck)
    if zone == "life":
        return list(seat.life)
    return []


def matches_card(state, card, target) -> bool:
    table = state.table
    if not target:
        return True
    card_type = target.get("card_type")
    if card_type and card_type != "card" and table.type[card] != {"character": CHARACTER, "field": FIELD,
                                                                  "event": EVENT}.get(card_type, -1):
        return False
    names = target.get("name")
    traits = target.get("trait")
    name_ok = names is None or not table.names[card].isdisjoint(names.split("|"))
    trait_ok = traits is None or any(t in table.traits[card] for t in traits.split("|"))
    if target.get("name_or_trait"):
        if not (name_ok and names is not None) and not (trait_ok and traits is not None):
            return False
    elif not (name_ok and trait_ok):
        return False
    if "not_name" in target and table.name[card] == target["not_name"]:
        return False
    if "not_trait" in target and target["not_trait"] in table.traits[card]:
        return False
    if "name_has" in target and target["name_has"].lower() not in table.name[card].lower():
        return False
    if "color" in target and table.color[card] not in [COLOR_CODES.get(c, -1) for c in target["color"].split("|")]:
        return False
    if "energy_max" in target and table.energy[card] > target["energy_max"]:
        return False
    if "energy_min" in target and table.energy[card] < target["energy_min"]:
        return False
    if "ap_max" in target and table.ap_cost[card] > target["ap_max"]:
        return False
    return True


# --- resolving -----------------------------------------------------------------------------------
class _Resolution:
    """Per-effect scratch: the cards being looked at, and whether the last optional step was done."""

    __slots__ = ("looked", "done", "chosen")

    def __init__(self):
        self.looked: list[int] = []
        self.done = True
        self.chosen: list = []  # the units the last choosing action picked ("it gets +1000 BP")


def run_effects(state, index: int, effects: list, source) -> None:
    """Resolve effects for seat `index` in order (seed 000: the controller resolves them)."""
    for effect in effects:
        if not holds(state, index, effect.get("condition"), source):
            continue
        resolution = _Resolution()
        for action in effect["actions"]:
            _run_action(state, index, action, source, resolution)
            if state.phase == 7:  # OVER
                return
        if resolution.looked:  # anything still looked at goes to the bottom of the deck
            state.seats[index].deck[:0] = resolution.looked


def _run_action(state, index, action, source, resolution) -> None:
    if action.get("if_done") and not resolution.done:
        return
    if action.get("if_not_done") and resolution.done:
        return
    if "condition" in action and not holds(state, index, action["condition"], source):
        resolution.done = False
        return
    instead = action.get("instead")
    if instead is not None and holds(state, index, instead["condition"], source):
        action = dict(action)
        for key, value in instead.items():
            if key == "bp_max":
                action["target"] = dict(action["target"], bp_max=value)
            elif key != "condition":
                action[key] = value
    done = _do(state, index, action, source, resolution)
    if action["do"] != "looked-to":  # "If you did / If you added ...": whether the step before did anything
        resolution.done = bool(done)


def _units(state, index, target, source):
    """The units `target` picks for seat `index` by the fixed rules: the opponent's strongest, your strongest."""
    table = state.table
    if target.get("self"):
        return [source] if source is not None and _on_field(state, source) else []
    side_index = 1 - index if target.get("side") == "opponents" else index
    side = state.seats[side_index]
    zone = target.get("zone", "front" if target.get("side") == "opponents" else "any")
    units = side.front if zone == "front" else side.energy if zone == "energy" else side.front + side.energy
    wanted_type = target.get("card_type")
    chosen = []
    protected = side_index != index  # "cannot be chosen by your opponent's effects"
    for unit in units:
        if unit is source and target.get("other"):
            continue
        if protected and state.restricted(unit, "cannot-be-chosen"):
            continue
        card = unit.card
        if wanted_type in (None, "character") and table.type[card] != CHARACTER:
            continue
        if not matches_card(state, card, target):
            continue
        if target.get("state") == "active" and unit.rested or target.get("state") == "rested" and not unit.rested:
            continue
        bp = state._bp(unit)
        if "bp_max" in target and bp > target["bp_max"]:
            continue
        if "bp_min" in target and bp < target["bp_min"]:
            continue
        chosen.append(unit)
    if target.get("all"):
        return chosen
    up_to = target.get("up_to", 1)
    if len(chosen) > up_to:
        chosen.sort(key=state._bp, reverse=True)
        return chosen[:up_to]
    return chosen


def _pick(state, index, target, source, resolution):
    """_units, remembering the pick for a following "it"/"they" (target {"chosen": true})."""
    if target.get("chosen"):
        return [unit for unit in resolution.chosen if _on_field(state, unit)]
    units = _units(state, index, target, source)
    if not target.get("self"):
        resolution.chosen = units
    return units


def aura_applies(state, holder, unit, target) -> bool:
    """Does an aura ("All of your characters ...") of `holder` reach `unit`?"""
    if unit.owner != holder.owner or state.table.type[unit.card] != CHARACTER:
        return False
    if target.get("other") and unit is holder:
        return False
    seat = state.seats[unit.owner]
    zone = target.get("zone", "any")
    if zone == "front" and unit not in seat.front or zone == "energy" and unit not in seat.energy:
        return False
    return matches_card(state, unit.card, target)


def _on_field(state, unit) -> bool:
    return any(unit in line for seat in state.seats for line in (seat.front, seat.energy))


def _owner(state, unit):
    for seat in state.seats:
        if unit in seat.front or unit in seat.energy:
            return seat
    return None


def _discard_worst(state, seat, amount, allowed=None) -> int:
    table = state.table
    done = 0
    for _ in range(amount):
        candidates = [c for c in seat.hand if allowed is None or allowed(c)]
        if not candidates:
            break
        worst = min(candidates, key=lambda c: (table.energy[c] + table.ap_cost[c], table.bp[c]))
        seat.hand.remove(worst)
        seat.outside.append(worst)
        done += 1
    return done


def _do(state, index, action, source, resolution):
    """Do one action; returns whether anything was done (for "If you did")."""
    seat = state.seats[index]
    opponent = state.seats[1 - index]
    table = state.table
    kind = action["do"]
    if kind == "draw":
        before = len(seat.hand)
        state._draw(index, action["amount"])
        return len(seat.hand) > before
    if kind == "draw-to":
        missing = action["amount"] - len(seat.hand)
        if missing > 0:
            state._draw(index, missing)
        return missing > 0
    if kind == "opponent-draws":
        if not state.goldfish:
            state._draw(1 - index, action["amount"])
        return True
    if kind == "discard":
        if action.get("optional") and len(seat.hand) < action["amount"]:
            return False
        return _discard_worst(state, seat, action["amount"]) > 0
    if kind == "discard-chosen":
        target = action["target"]
        amount = target.get("up_to", 1)
        if action.get("optional") and sum(1 for c in seat.hand if matches_card(state, c, target)) < amount:
            return False
        return _discard_worst(state, seat, amount, lambda c: matches_card(state, c, target)) > 0
    if kind == "opponent-discards":
        if state.goldfish:
            return True
        return _discard_worst(state, opponent, action["amount"]) > 0
    if kind == "set-ap-active":
        woken = 0
        for i, active in enumerate(seat.ap):
            if not active and woken < action["amount"]:
                seat.ap[i] = True
                woken += 1
        return woken > 0
    if kind == "pay-ap":
        if sum(seat.ap) < action["amount"]:
            return False
        state._pay_ap(seat, action["amount"])
        return True
    if kind == "bp-change":
        units = _pick(state, index, action.get("target", {"self": True}), source, resolution)
        amount = action["amount"]
        for unit in units:
            unit.bonus += amount
        if amount < 0:
            for unit in units:
                owner = _owner(state, unit)
                if owner is not None and table.type[unit.card] == CHARACTER and state._bp(unit) <= 0:
                    state._remove_from_field(owner, unit)  # seed 000: BP 0 or less leaves the field
        return bool(units)
    if kind == "choose":
        return bool(_pick(state, index, action["target"], source, resolution))
    if kind == "gain-keyword":
        units = _pick(state, index, action.get("target", {"self": True}), source, resolution)
        for unit in units:
            unit.granted = (unit.granted or ()) + ((action["keyword"], action.get("value", 1)),)
        return bool(units)
    if kind in ("retire", "rest", "return-to-hand", "set-active", "move-line", "to-outside"):
        target = action.get("target", {})
        units = _pick(state, index, target, source, resolution)
        for unit in units:
            owner = _owner(state, unit)
            if owner is None:
                continue
            if kind == "retire":
                state._remove_from_field(owner, unit, retired=True)
            elif kind == "rest":
                unit.rested = True
                unit.frozen = unit.frozen or bool(action.get("stays_rested"))
            elif kind == "set-active":
                unit.rested = False
            elif kind == "return-to-hand":
                (owner.front if unit in owner.front else owner.energy).remove(unit)
                state._to_zone(owner, unit, owner.hand)
            elif kind == "to-outside":
                (owner.front if unit in owner.front else owner.energy).remove(unit)
                state._to_zone(owner, unit, owner.outside)  # placed, not retired: no On Retire
            else:
                _move_line(state, owner, unit, action.get("to", "other"))
        return bool(units)
    if kind == "return-to-hand-or-self":
        units = _units(state, index, dict(action["target"], other=True), source)
        unit = units[0] if units else source
        if unit is None or not _on_field(state, unit):
            return False
        (seat.front if unit in seat.front else seat.energy).remove(unit)
        state._to_zone(seat, unit, seat.hand)
        return True
    if kind == "enters-active":
        if source is not None:
            source.rested = False
        return True
    if kind == "generated-energy-change":
        if source is None or not _on_field(state, source):
            return False
        source.energy_bonus += action["amount"]  # until the end of the turn
        return True
    if kind == "gain-ability":
        target = action.get("target") or {"self": True}
        units = _pick(state, index, target, source, resolution)
        if not units:
            return False
        inner = CardEffects()
        for effect in action["effects"]:
            _place(inner, effect, False)
        until_next = action.get("duration") == "until-next-turn-start"
        for unit in units:
            unit.abilities = (unit.abilities or ()) + ((inner, until_next),)
        return True
    if kind == "hand-to-deck-top":
        table_cost = table.energy
        moved = 0
        for _ in range(min(action["amount"], len(seat.hand))):
            worst = min(seat.hand, key=lambda c: (table_cost[c] + table.ap_cost[c], table.bp[c]))
            seat.hand.remove(worst)
            seat.deck.append(worst)  # the top of the deck is the end of the list
            moved += 1
        return moved > 0
    if kind == "next-cost-reduction":
        seat.next_reductions.append((action["what"], action["amount"], action.get("target") or {}))
        return True
    if kind == "to-remove":
        target = action.get("target") or {}
        if target.get("self"):
            if source is None or not _on_field(state, source):
                return False
            owner = _owner(state, source)
            (owner.front if source in owner.front else owner.energy).remove(source)
            state._to_zone(owner, source, owner.remove)
            return True
        zone = seat.outside if target.get("zone") in (None, "outside") else seat.hand
        picked = [c for c in zone if matches_card(state, c, target)]
        picked = picked if target.get("all") else picked[: target.get("up_to", 1)]
        for card in picked:
            zone.remove(card)
            seat.remove.append(card)
        return bool(picked)
    if kind == "look-at-top":
        count = min(action["amount"], len(seat.deck))
        for _ in range(count):
            resolution.looked.append(seat.deck.pop())
        return count > 0
    if kind == "top-or-bottom":
        return True  # which end the card goes to does not change a card's zone; the deck stays as it is
    if kind == "take-looked":
        target = action["target"]
        taken = 0
        for card in sorted(resolution.looked, key=lambda c: -table.bp[c]):
            if taken >= target.get("up_to", 1):
                break
            if matches_card(state, card, target):
                resolution.looked.remove(card)
                seat.hand.append(card)
                seat.drawn.add(card)
                taken += 1
        return taken > 0
    if kind == "looked-to-outside":
        target = action["target"]
        moved = [c for c in resolution.looked if matches_card(state, c, target)][: target.get("up_to", 1)]
        for card in moved:
            resolution.looked.remove(card)
            seat.outside.append(card)
        return bool(moved)
    if kind == "looked-to":
        where = action["where"]
        if where in ("outside",):
            seat.outside.extend(resolution.looked)
        elif where == "top" or where in ("top-or-bottom", "top-or-outside"):
            seat.deck.extend(resolution.looked)  # kept on top (the end of the list)
        else:
            seat.deck[:0] = resolution.looked
        resolution.looked = []
        return True
    if kind == "add-to-hand":
        target = action["target"]
        zone = seat.outside if target.get("zone") == "outside" else None
        if zone is None:
            return False
        picked = sorted((c for c in zone if matches_card(state, c, target)), key=lambda c: -table.bp[c])
        picked = picked[: target.get("up_to", 1)]
        for card in picked:
            zone.remove(card)
            seat.hand.append(card)
        return bool(picked)
    if kind == "play-from":
        target = action["target"]
        where = action.get("zone") or target.get("zone")
        zone = seat.hand if where == "hand" else seat.outside if where == "outside" else resolution.looked
        played = 0
        for card in sorted([c for c in zone if table.type[c] == CHARACTER and matches_card(state, c, target)],
                           key=lambda c: -table.bp[c]):
            if played >= target.get("up_to", 1):
                break
            line = seat.front if len(seat.front) < 4 else seat.energy if len(seat.energy) < 4 else None
            if line is None:
                break
            zone.remove(card)
            unit = state._new_unit(card, index, rested=not action.get("active"))
            line.append(unit)
            seat.played.add(card)
            played += 1
        return played > 0
    if kind == "life-to-hand":
        count = min(action["amount"], len(seat.life))
        for _ in range(count):
            seat.hand.append(seat.life.pop())
        return count > 0
    if kind == "mill":
        count = min(action["amount"], len(seat.deck))
        for _ in range(count):
            (seat.remove if action.get("to") == "remove" else seat.outside).append(seat.deck.pop())
        return count > 0
    if kind == "choose-one":
        # The first options in printed order that have something to do.
        chosen = 0
        for option in action["options"]:
            if chosen >= action.get("count", 1):
                break
            if _would_do(state, index, option, source, resolution) and _do(state, index, option, source, resolution):
                chosen += 1
        return chosen > 0
    if kind == "all-of":
        done = False
        for step in action["actions"]:
            _run_action(state, index, step, source, resolution)
            done = done or resolution.done
        return done
    return False


def _would_do(state, index, action, source, resolution) -> bool:
    if "condition" in action and not holds(state, index, action["condition"], source):
        return False
    target = action.get("target")
    if target is not None and action["do"] in ("retire", "rest", "return-to-hand", "set-active", "bp-change",
                                                "gain-keyword", "move-line", "to-outside"):
        if target.get("chosen"):
            return any(_on_field(state, unit) for unit in resolution.chosen)
        return bool(_units(state, index, target, source))
    return True


def _move_line(state, seat, unit, to) -> None:
    on_front = unit in seat.front
    if to == "front" and on_front or to == "energy" and not on_front:
        return
    destination = seat.energy if on_front else seat.front
    if len(destination) >= 4:
        return
    (seat.front if on_front else seat.energy).remove(unit)
    destination.append(unit)


def run_hook(state, index, unit, timing) -> None:
    """Resolve `unit`'s effects at a HOOKS timing (its card's, and abilities it gained)."""
    effects = state.table.effects[unit.card]
    if effects is not None and timing in effects.hooks:
        run_effects(state, index, effects.hooks[timing], unit)
    if unit.abilities:
        for inner, _ in unit.abilities:
            if timing in inner.hooks and state.phase != 7:
                run_effects(state, index, inner.hooks[timing], unit)


def has_hook(state, unit, timing) -> bool:
    effects = state.table.effects[unit.card]
    if effects is not None and timing in effects.hooks:
        return True
    return bool(unit.abilities) and any(timing in inner.hooks for inner, _ in unit.abilities)


# --- activated abilities --------------------------------------------------------------------------
def can_activate(state, index, unit, number, effect) -> bool:
    """Can seat `index` activate effect `number` of `unit` now (costs payable, once per turn, condition)?"""
    if effect.get("once_per_turn") and unit.used >> number & 1:
        return False
    seat = state.seats[index]
    for cost in effect.get("cost") or ():
        kind = cost["kind"]
        if kind == "rest-this-card" and unit.rested:
            return False
        if kind == "pay-ap" and sum(seat.ap) < cost["amount"]:
            return False
        if kind in ("place-from-hand-to-outside", "discard") and len(seat.hand) < cost["amount"]:
            return False
    return holds(state, index, effect.get("condition"), unit)


def activate(state, index, unit, number, effect) -> None:
    """Pay the costs, mark Once Per Turn, resolve the effect."""
    seat = state.seats[index]
    unit.used |= 1 << number
    retire_after = False
    for cost in effect.get("cost") or ():
        kind = cost["kind"]
        if kind == "rest-this-card":
            unit.rested = True
        elif kind == "pay-ap":
            state._pay_ap(seat, cost["amount"])
        elif kind in ("place-from-hand-to-outside", "discard"):
            _discard_worst(state, seat, cost["amount"])
        elif kind == "retire-this-card":
            retire_after = True
    if retire_after:
        state._remove_from_field(seat, unit, retired=True)
    run_effects(state, index, [dict(effect, condition=None)], unit)
