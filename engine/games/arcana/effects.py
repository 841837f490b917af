"""Arcana effects: a small declarative vocabulary, a compiler from card text, and the runtime specs.

An effect is a dict in the engine's shape (engine/effects), with Arcana actions:

    {"timing": "on-summon" | "start-of-turn" | "end-of-turn" | "activated" | "on-activate" | "static",
     "cost": [{"kind": "pay-hp", "amount": 1}],            # optional
     "actions": [{"do": "draw", "amount": 1}, ...]}

Actions (ACTIONS, the keys of the tables RUNE_ACTIONS and WARD_ACTIONS that turn each into runtime
steps; handlers.STEPS plays the steps): draw, gain-hp, stat-change (power/toughness, target: one face-up creature of
yours / any face-up creature / all your face-up creatures, duration this-turn), return-to-hand,
destroy (one ward, one attacking creature with power at most N, or all creatures), special-summon
(from your hand with given stars, or from your Netherworld, position attack/defense), recycle
(shuffle N Netherworld cards into the deck), negate-attack; ward statics: stat-change on the
equipped creature, extra-attack, thorns (battle destruction hurts the other creature's owner),
battle-immune.

Effects come from `record.data["effects"]` when present, else from `compile_text(record.text)`.
A sentence the compiler does not know is kept in `uncompiled` (never guessed); an effect the
runtime does not play is reported too. Either makes the card incomplete.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

N = r"(\d+)"
SIGNED = r"([+-]\d+)"
WORD_NUMBERS = {"one": 1, "two": 2, "three": 3}

# target kinds a rune chooses on activation
T_NONE, T_OWN_FACE_UP, T_ANY_FACE_UP, T_WARD, T_ATTACKER, T_NETHER_CREATURE, T_HAND_CREATURE, T_ATTACK = range(8)


def _stat(match, side):
    return {"do": "stat-change", "power": int(match.group(1)), "toughness": int(match.group(2)),
            "target": side, "duration": "this-turn"}


# (pattern, builder(match) -> list of actions); sentences are matched whole, case-insensitively
RUNE_SENTENCES = [
    (rf"Select a face-up creature you control: it gets {SIGNED}/{SIGNED} until the end of the turn",
     lambda m: [_stat(m, {"side": "yours", "count": 1})]),
    (rf"Select a face-up creature: it gets {SIGNED}/{SIGNED} until the end of the turn",
     lambda m: [_stat(m, {"side": "any", "count": 1})]),
    (rf"All face-up creatures you control get {SIGNED}/{SIGNED} until the end of the turn",
     lambda m: [_stat(m, {"side": "yours", "all": True})]),
    (rf"Draw {N} cards?", lambda m: [{"do": "draw", "amount": int(m.group(1))}]),
    (rf"Gain {N} HP", lambda m: [{"do": "gain-hp", "amount": int(m.group(1))}]),
    (r"Destroy 1 Ward on the field", lambda m: [{"do": "destroy", "target": {"kind": "ward"}}]),
    (r"Destroy all creatures on the field", lambda m: [{"do": "destroy", "target": {"kind": "creature", "all": True}}]),
    (rf"Destroy 1 attacking creature with {N} or less power",
     lambda m: [{"do": "destroy", "target": {"kind": "attacking-creature", "power_max": int(m.group(1))}}]),
    (r"Return 1 creature on the field to its owner's hand", lambda m: [{"do": "return-to-hand"}]),
    (r"Special Summon 1 (one|two|three)-star creature from your hand",
     lambda m: [{"do": "special-summon", "zone": "hand", "stars": WORD_NUMBERS[m.group(1).lower()]}]),
    (r"Special Summon 1 creature from your Netherworld in Face-up (Attack|Defense) Position",
     lambda m: [{"do": "special-summon", "zone": "netherworld", "position": m.group(1).lower()}]),
    (rf"Shuffle {N} cards from your Netherworld into your deck, then draw {N} cards?",
     lambda m: [{"do": "recycle", "amount": int(m.group(1))}, {"do": "draw", "amount": int(m.group(2))}]),
    (r"Negate 1 attack", lambda m: [{"do": "negate-attack"}]),
]
WARD_SENTENCES = [
    (rf"The equipped creature gets {SIGNED}/{SIGNED}",
     lambda m: [{"do": "stat-change", "power": int(m.group(1)), "toughness": int(m.group(2)),
                 "target": {"equipped": True}}]),
    (r"The equipped creature can attack twice each Battle Phase", lambda m: [{"do": "extra-attack", "amount": 1}]),
    (rf"When the equipped creature is destroyed by battle, the attacker's owner takes {N} damage",
     lambda m: [{"do": "thorns", "amount": int(m.group(1))}]),
    (r"The equipped creature cannot be destroyed by battle", lambda m: [{"do": "battle-immune"}]),
]
SUMMON_PREFIX = re.compile(r"^When this creature is summoned:\s*(.+)$", re.IGNORECASE)
START_PREFIX = re.compile(r"^At the start of your turn:\s*(.+)$", re.IGNORECASE)
END_PREFIX = re.compile(r"^At the end of your turn:\s*(.+)$", re.IGNORECASE)
ACTIVATED_PREFIX = re.compile(r"^Once per turn:\s*(.+)$", re.IGNORECASE)
COST_PREFIX = re.compile(rf"^Pay {N} HP:\s*(.+)$", re.IGNORECASE)
CREATURE_TIMINGS = ((SUMMON_PREFIX, "on-summon"), (START_PREFIX, "start-of-turn"), (END_PREFIX, "end-of-turn"))


@dataclass
class CompiledText:
    effects: list = field(default_factory=list)
    uncompiled: list = field(default_factory=list)


def _sentences(text: str) -> list[str]:
    return [part.strip() for part in re.split(r"(?<=\.)\s+|@", text) if part.strip().rstrip(".")]


def _match(sentence: str, table) -> list | None:
    body = sentence.strip().rstrip(".")
    for pattern, build in table:
        match = re.fullmatch(pattern, body, re.IGNORECASE)
        if match:
            return build(match)
    return None


def compile_text(text: str, card_type: str) -> CompiledText:
    """Compile a card's English text (the phrasings of the sample cards) into effects."""
    out = CompiledText()
    for sentence in _sentences(text or ""):
        if card_type == "creature":
            effect = None
            for prefix, timing in CREATURE_TIMINGS:
                match = prefix.match(sentence)
                if match:
                    actions = _match(match.group(1), RUNE_SENTENCES)
                    effect = {"timing": timing, "actions": actions} if actions else None
                    break
            activated = ACTIVATED_PREFIX.match(sentence)
            if activated:
                effect = _activated(activated.group(1), "activated")
            if effect is None:
                out.uncompiled.append(sentence)
            else:
                out.effects.append(effect)
        elif card_type == "ward":
            actions = _match(sentence, WARD_SENTENCES)
            if actions is None:
                out.uncompiled.append(sentence)
            else:
                out.effects.append({"timing": "static", "actions": actions})
        else:
            effect = _activated(sentence, "on-activate")
            if effect is None:
                out.uncompiled.append(sentence)
            else:
                out.effects.append(effect)
    return out


def _activated(sentence: str, timing: str) -> dict | None:
    """'[Pay N HP: ]<rune sentence>' as an effect with that timing, or None."""
    cost = COST_PREFIX.match(sentence.rstrip("."))
    body = cost.group(2) if cost else sentence
    actions = _match(body, RUNE_SENTENCES)
    if actions is None:
        return None
    effect = {"timing": timing, "actions": actions}
    if cost:
        effect["cost"] = [{"kind": "pay-hp", "amount": int(cost.group(1))}]
    return effect


# --- runtime specs -------------------------------------------------------------------------------
# Rune steps (tuples): ("draw", n) ("gain-hp", n) ("stat", dp, dt) on the chosen target, ("stat-all", dp, dt)
# ("bounce",) ("destroy-target",) ("destroy-all",) ("summon-target", position 0 attack / 1 defense / -1 chosen)
# ("recycle", n) ("negate-attack",)
SUMMON_DRAW_ONLY = {"draw", "gain-hp"}


@dataclass
class CardEffects:
    """What the engine plays for one card."""

    on_summon: list = field(default_factory=list)  # creature: steps when summoned face-up on its owner's turn
    on_start: list = field(default_factory=list)  # creature: steps in its owner's Start Phase (face-up)
    on_end: list = field(default_factory=list)  # creature: steps in its owner's End Phase (face-up)
    activated: CardEffects | None = None  # creature: its once-per-turn activated effect (a rune-like spec)
    target: int = T_NONE  # rune: what it chooses on activation
    target_power_max: int = 99  # T_ATTACKER: power limit
    target_stars: int = 0  # T_HAND_CREATURE: stars of the creature
    steps: list = field(default_factory=list)  # rune: what happens on resolution, in order
    cost_hp: int = 0
    power: int = 0  # ward statics
    toughness: int = 0
    extra_attacks: int = 0
    thorns: int = 0
    battle_immune: bool = False
    unsupported: list = field(default_factory=list)  # clauses / effects the engine does not play

    @property
    def complete(self) -> bool:
        return not self.unsupported

    @property
    def board_changing(self) -> bool:
        return any(step[0] in ("bounce", "destroy-target", "destroy-all", "summon-target") for step in self.steps)


# --- actions -> steps: one builder per action of the vocabulary; False when the engine cannot play it
def _amount(action, spec: CardEffects) -> bool:  # draw, gain-hp, recycle
    if not isinstance(action.get("amount"), int):
        return False
    spec.steps.append((action["do"], action["amount"]))
    return True


def _negate_attack(action, spec: CardEffects) -> bool:
    if spec.target != T_NONE:
        return False
    spec.target = T_ATTACK
    spec.steps.append(("negate-attack",))
    return True


def _stat_change(action, spec: CardEffects) -> bool:
    if action.get("duration", "this-turn") != "this-turn":
        return False
    target = action.get("target") or {}
    power, toughness = action.get("power", 0), action.get("toughness", 0)
    if target.get("all") and target.get("side") == "yours":
        spec.steps.append(("stat-all", power, toughness))
        return True
    if target.get("side") in ("yours", "any") and spec.target == T_NONE:
        spec.target = T_OWN_FACE_UP if target["side"] == "yours" else T_ANY_FACE_UP
        spec.steps.append(("stat", power, toughness))
        return True
    return False


def _return_to_hand(action, spec: CardEffects) -> bool:
    if spec.target != T_NONE:
        return False
    spec.target = T_ANY_FACE_UP
    spec.steps.append(("bounce",))
    return True


def _destroy(action, spec: CardEffects) -> bool:
    target = action.get("target") or {}
    if target.get("kind") == "creature" and target.get("all"):
        spec.steps.append(("destroy-all",))
        return True
    if spec.target != T_NONE:
        return False
    if target.get("kind") == "ward":
        spec.target = T_WARD
    elif target.get("kind") == "attacking-creature":
        spec.target, spec.target_power_max = T_ATTACKER, target.get("power_max", 99)
    else:
        return False
    spec.steps.append(("destroy-target",))
    return True


def _special_summon(action, spec: CardEffects) -> bool:
    if spec.target != T_NONE:
        return False
    if action.get("zone") == "hand":
        spec.target, spec.target_stars = T_HAND_CREATURE, action.get("stars", 1)
        spec.steps.append(("summon-target", -1))
        return True
    if action.get("zone") == "netherworld":
        spec.target = T_NETHER_CREATURE
        spec.steps.append(("summon-target", 1 if action.get("position", "defense") == "defense" else 0))
        return True
    return False


# What a rune, or a creature's activated effect, does (steps played by handlers.STEPS).
RUNE_ACTIONS = {"draw": _amount, "gain-hp": _amount, "recycle": _amount, "negate-attack": _negate_attack,
                "stat-change": _stat_change, "return-to-hand": _return_to_hand, "destroy": _destroy,
                "special-summon": _special_summon}


def _equipped_stats(action, spec: CardEffects) -> bool:
    if not (action.get("target") or {}).get("equipped"):
        return False
    spec.power += action.get("power", 0)
    spec.toughness += action.get("toughness", 0)
    return True


def _extra_attack(action, spec: CardEffects) -> bool:
    spec.extra_attacks += action.get("amount", 1)
    return True


def _thorns(action, spec: CardEffects) -> bool:
    spec.thorns += action.get("amount", 1)
    return True


def _battle_immune(action, spec: CardEffects) -> bool:
    spec.battle_immune = True
    return True


# A ward's statics on the creature it equips.
WARD_ACTIONS = {"stat-change": _equipped_stats, "extra-attack": _extra_attack, "thorns": _thorns,
                "battle-immune": _battle_immune}
ACTIONS = frozenset(RUNE_ACTIONS) | frozenset(WARD_ACTIONS)  # the vocabulary: what the engine plays


def _rune_step(action, spec: CardEffects) -> bool:
    build = RUNE_ACTIONS.get(action.get("do"))
    return build is not None and build(action, spec)


def _ward_static(action, spec: CardEffects) -> bool:
    build = WARD_ACTIONS.get(action.get("do"))
    return build is not None and build(action, spec)


TRIGGERS = {"on-summon": "on_summon", "start-of-turn": "on_start", "end-of-turn": "on_end"}


def _activated_spec(costs, actions, spec: CardEffects) -> bool:
    ok = True
    for cost in costs:
        if cost.get("kind") == "pay-hp" and isinstance(cost.get("amount"), int):
            spec.cost_hp += cost["amount"]
        else:
            ok = False
    for action in actions:
        ok = _rune_step(action, spec) and ok
    return ok


def card_effects(record) -> CardEffects:
    """The runtime spec of a card, from its `effects` data or its compiled text."""
    spec = CardEffects()
    effects = record.get("effects") or None
    if effects is None:
        compiled = compile_text(record.text, record.type)
        effects = compiled.effects
        spec.unsupported.extend(compiled.uncompiled)
    for effect in effects:
        timing = effect.get("timing")
        actions = effect.get("actions") or []
        costs = effect.get("cost") or []
        ok = bool(actions)
        if record.type == "creature" and timing in TRIGGERS and not costs:
            steps = getattr(spec, TRIGGERS[timing])
            for action in actions:
                if action.get("do") in SUMMON_DRAW_ONLY and isinstance(action.get("amount"), int):
                    steps.append((action["do"], action["amount"]))
                else:
                    ok = False
        elif record.type == "creature" and timing == "activated" and spec.activated is None:
            spec.activated = CardEffects()
            ok = _activated_spec(costs, actions, spec.activated) and ok
        elif record.type == "rune" and timing == "on-activate":
            ok = _activated_spec(costs, actions, spec) and ok
        elif record.type == "ward" and timing == "static" and not costs:
            for action in actions:
                ok = _ward_static(action, spec) and ok
        else:
            ok = False
        if not ok:
            spec.unsupported.append(effect)
    return spec


TIMINGS = frozenset(TRIGGERS) | {"activated", "on-activate", "static"}


def _int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def validate(effects: list) -> list[str]:
    """Problems of a card's stored `effects` (the shape in the module docstring; actions from `ACTIONS`),
    each naming its path; empty when valid."""
    problems = []
    for index, effect in enumerate(effects):
        path = f"effects[{index}]"
        if not isinstance(effect, dict):
            problems.append(f"{path}: must be an object")
            continue
        if effect.get("timing") not in TIMINGS:
            problems.append(f"{path}.timing: must be one of {', '.join(sorted(TIMINGS))}")
        for number, cost in enumerate(effect.get("cost") or []):
            if not isinstance(cost, dict) or cost.get("kind") != "pay-hp" or not _int(cost.get("amount")):
                problems.append(f"{path}.cost[{number}]: must be {{\"kind\": \"pay-hp\", \"amount\": n}}")
        actions = effect.get("actions")
        if not isinstance(actions, list) or not actions:
            problems.append(f"{path}.actions: must be a non-empty list")
            continue
        for number, action in enumerate(actions):
            if not isinstance(action, dict) or action.get("do") not in ACTIONS:
                problems.append(f"{path}.actions[{number}].do: must be one of {', '.join(sorted(ACTIONS))}")
    return problems
