"""The game's own structured card effects (the rules reference's `effects` schema, imported as
`structured_effects`, docs/universal-arena-engine.md "Import") turned into what the engine plays.

Structured effects come first; the text is only the fallback. Read here: `deal_damage` with the card's
Power (hits and Power / N, fixed or X expressions; a flat bonus on a target condition), `gain_shield`
with its Power (an Attack's Power / N too), `draw_cards` and `heal` (flat, or Power / N), `retain`,
status bookkeeping with status / compare / play-window conditions, optional X spends and what scales
with them (read_spend; an X that is the card's remaining multihit count too), weapons (`reload_equipped`,
`switch_equip`: equip_effect), `choose` between status effects (read_choice), `create_card`, `block_play`,
a before-clash spend that grants Evade (read_evade_spend), restrictions (require, forbid), transforms
on the card's own character's statuses, and keyword lines (with values: read_keyword_line). Every
other effect type, condition, status, restriction and transform is reported by name as not played
(never guessed), and so is each text line of the card that states no effect unless a structured
effect or a keyword stands for it."""
from __future__ import annotations

import re

from engine.games.universal_arena.status_lines import EFFECT_VERBS, read_character_statuses
from engine.games.universal_arena.statuses import GAME_STATUSES

PLAYED_BY_CLASH = ("deal_damage", "gain_shield")  # played by the clash engine from the card's Power
FLAT_OPS = {"draw_cards": "draw", "heal": "heal"}
# Status bookkeeping on characters (current rules): (timing, type, status, stat, amount, on_target, condition)
STATUS_TYPES = ("gain_status", "inflict_status", "spend_status", "set_status", "remove_status", "reduce_status")
TIMINGS = {"on_use": "use", "on_hit": "hit", "after_use": "after"}
CONDITIONS = ("self_has_status", "self_missing_status", "target_has_status", "target_missing_status")


def _flat(amount) -> int | None:
    if isinstance(amount, int) and not isinstance(amount, bool):
        return amount
    if isinstance(amount, dict) and amount.get("kind") == "flat" and isinstance(amount.get("value"), int):
        return amount["value"]
    return None


OPERATORS = ("eq", "ne", "lt", "lte", "gt", "gte")
WINDOWS = ("follow_up", "assist_attack", "after_use")


def _compare(condition) -> tuple | None:
    """pages/effect-conditions.md "Scalar comparison conditions": ("compare", operator, left, right) with
    each side (times, plus) of X (a number: (0, n)); None when it is not one."""
    if not isinstance(condition, dict) or condition.get("kind") != "compare" or condition.get("operator") not in OPERATORS:
        return None
    sides = []
    for side in (condition.get("left"), condition.get("right")):
        if isinstance(side, int) and not isinstance(side, bool):
            sides.append((0, side))
        elif x_scalar(side) is not None:
            sides.append(x_scalar(side))
        else:
            return None
    return ("compare", condition["operator"], *sides)


def x_scalar(amount) -> tuple[int, int] | None:
    """An X expression (data/README.md "Scalar expression kinds") as (times, plus): times x X + plus."""
    if not isinstance(amount, dict):
        return None
    kind, value = amount.get("kind"), amount.get("value", 0)
    if kind == "x":
        return 1, 0
    if not isinstance(value, int) or isinstance(value, bool):
        return None
    return {"x_plus": (1, value), "x_minus": (1, -value), "x_times": (value, 0)}.get(kind)


def _power_divisor(amount) -> int:
    """What an amount divides the card's Power by: 1 for `power`; N for `power_div` by a fixed N ("Deal
    Power / 3 damage 3 times": each hit Power / 3, reading **power-div**: rounded down); 0 when the amount
    is not the card's Power (or divides by X: see x_scalar)."""
    if not isinstance(amount, dict):
        return 0
    if amount.get("kind") == "power":
        return 1
    divisor = _flat(amount.get("divisor"))
    if amount.get("kind") == "power_div" and divisor is not None and divisor >= 1:
        return divisor
    return 0


SPEND_X_LINE = re.compile(r"\bSpend X (.+?) \((\d+)-(\d+)\)", re.IGNORECASE)


def _is_x(amount) -> bool:
    return isinstance(amount, dict) and amount.get("kind") == "x"


def spend_cap(text: str, status: str) -> int:
    """The most X may be in "Spend X <status> (0-N)?" (the range is written only in the card's text); no
    range written: as much as the character has."""
    for match in SPEND_X_LINE.finditer(text or ""):
        if match.group(1).strip().lower() == status.lower():
            return int(match.group(3))
    return 10 ** 6


def read_spend(record, item, kind, timing, effects, resources) -> bool:
    """Optional X spends and what scales with them (data/README.md "Spend and per-spend damage", reading
    **spend-x**): `spend_status` of X with `allowPartial` on use spends as much of the status as the card's
    character has, up to the range its text gives; `deal_damage_per_spent` with a flat N adds N x spent
    bonus damage to the card's hit; `gain_status_per_spent` / `inflict_status_per_spent` with a flat N give
    N x spent of their status. Read into `effects.statuses` as kind "spend_x" (amount: the cap) and as
    gain / inflict entries whose last field names the resource they scale with; True when read."""
    if timing != "on_use" or item.get("condition"):
        return False
    status, per = item.get("status"), item.get("resource") or item.get("status")
    if not isinstance(status, str) or not isinstance(per, str):
        return False
    stat = "count" if item.get("stat") == "count" else "value"
    if kind == "spend_status" and _is_x(item.get("amount")) and item.get("allowPartial"):
        cap = -1 if effects.count_x else spend_cap(record.text, status)  # -1: X, the remaining multihit count
        effects.statuses.append(("use", "spend_x", status, stat, cap, False, None, False, None))
    elif kind == "deal_damage_per_spent" and effects.count_x and _per_x(item.get("amount")):
        # reading multihit-x: "Spend X <it>: Deal Power / X damage once per <it> spent"
        effects.spent_hits = status
        effects.hits = effects.divisor = effects.count_x
        return True
    elif kind == "deal_damage_per_spent" and _flat(item.get("amount")) is not None:
        effects.bonus_per_spent = (status, _flat(item["amount"]))
        return True
    elif kind in ("gain_status_per_spent", "inflict_status_per_spent") and _flat(item.get("amount")) is not None:
        verb = kind.replace("_per_spent", "")
        effects.statuses.append(("use", verb, status, stat, _flat(item["amount"]),
                                 verb == "inflict_status" or item.get("target") == "target", None, False, per))
    else:
        return False
    if status not in resources and status not in GAME_STATUSES:
        effects.unsupported.append(f"status: {status} (its own rules are not played)")
    return True


def _per_x(amount) -> bool:
    """Whether an amount is the card's Power / X (`power_div` by `x`)."""
    return isinstance(amount, dict) and amount.get("kind") == "power_div" and _is_x(amount.get("divisor"))


def read_evade_spend(record, index: int, effects) -> bool:
    """data/README.md "Keyword grants (useful with spend gating)": a before-clash optional `spend_status` of
    X (allowPartial; a self_has_status condition on the same status at most) followed by a before-clash
    `grant_keyword` Evade with that `resource` and `minSpent` N ("If this character has 1+ Shadow Clones?
    Spend 1 Shadow Clones: This card gains Evade."). Reading **evade-spend**: as a Defense is paired
    against an Attack, its character spends N of the status when it has them (the least that grants
    Evade: spending more gives nothing) and the card has Evade for that clash. Read when `index` is the
    spend (the grant is read with it); True for both."""
    items = record.get("structured_effects") or []
    item = items[index]
    pair = None
    if item.get("type") == "spend_status" and index + 1 < len(items):
        pair = (item, items[index + 1])
    elif item.get("type") == "grant_keyword" and index > 0:
        pair = (items[index - 1], item)
    if pair is None or not all(isinstance(p, dict) for p in pair):
        return False
    spend, grant = pair
    condition = spend.get("condition")
    least = grant.get("minSpent", 1)
    if not (spend.get("type") == "spend_status" and spend.get("timing") == "before_clash"
            and isinstance(spend.get("status"), str) and x_scalar(spend.get("amount")) == (1, 0)
            and spend.get("allowPartial")
            and (not condition or (isinstance(condition, dict) and condition.get("kind") == "self_has_status"
                                   and condition.get("status") == spend["status"]))
            and grant.get("type") == "grant_keyword" and grant.get("timing") == "before_clash"
            and grant.get("keyword") == "Evade" and grant.get("resource") == spend["status"]
            and isinstance(least, int) and not isinstance(least, bool) and least >= 1):
        return False
    effects.evade_spend = (spend["status"], least)
    return True


MOVE_LINE = re.compile(r"^(Push|Pull) (\d+)$", re.IGNORECASE)
BOUNCE_LINE = re.compile(r"^Bounce (\d+)$", re.IGNORECASE)
PREPARE_LINE = re.compile(r"^Prepare ([+-]?\d+)$", re.IGNORECASE)
CLEANSE_LINE = re.compile(r"^(Cleanse|Dispel|Purge)( All)?(?: (\d+))?(?: (.+))?$", re.IGNORECASE)


SEARCH_LINE = re.compile(r"^Search (.+)$", re.IGNORECASE)
SCRY_LINE = re.compile(r"^Scry (\d+)$", re.IGNORECASE)
SEEK_LINE = re.compile(r"^Seek (\d+) \((.+), (\d+)\)$", re.IGNORECASE)
KIND_CRITERIA = re.compile(r"^an? (attack|defense|special)( card)?$", re.IGNORECASE)
TYPE_CRITERIA = re.compile(r"^an? ([A-Za-z-]+) card$", re.IGNORECASE)


def criteria(text: str) -> tuple:
    """What Search / Seek look for: ("kind", "attack"), ("type", "Melee") or ("name", the card's name)."""
    text = text.strip()
    kind, card_type = KIND_CRITERIA.match(text), TYPE_CRITERIA.match(text)
    if kind:
        return "kind", kind.group(1).lower()
    if card_type:
        return "type", card_type.group(1)
    return "name", text


def read_keyword_line(line: str, effects) -> bool:
    """A line of keywords with values (keywords.yml): "Push 1.", "Pull 2.", "Bounce 1.", "Prepare -1.", "Scry 2.",
    "Cleanse Bleed.", "Cleanse 2 Bleed.", "Dispel All.", "Purge All 1.", "Search Shadow Strike.", "Search an
    Attack card.", "Seek 3 (Attack, 1)." (several may share a line); True when every part of the line is one
    of them."""
    read = []
    for part in [p.strip() for p in line.rstrip(".").split(".") if p.strip()]:
        move, bounce, prepare, cleanse = (MOVE_LINE.match(part), BOUNCE_LINE.match(part), PREPARE_LINE.match(part),
                                          CLEANSE_LINE.match(part))
        search, seek, scry = SEARCH_LINE.match(part), SEEK_LINE.match(part), SCRY_LINE.match(part)
        if scry:
            read.append(("scry", int(scry.group(1))))
        elif seek:
            read.append(("find", (criteria(seek.group(2)), int(seek.group(1)), int(seek.group(3)))))
        elif search:
            read.append(("find", (criteria(search.group(1)), 0, 1)))
        elif move:
            read.append(("move", (move.group(1).lower(), int(move.group(2)))))
        elif bounce:
            read.append(("bounce", int(bounce.group(1))))
        elif prepare:
            read.append(("prepare", int(prepare.group(1))))
        elif cleanse and (cleanse.group(2) or cleanse.group(4)) and not (cleanse.group(2) and cleanse.group(4)):
            verb, status = cleanse.group(1).lower(), (cleanse.group(4) or "").strip() or None
            read.append(("cleanse", (verb, status, int(cleanse.group(3)) if cleanse.group(3) else None)))
        else:
            return False
    for kind, value in read:
        if kind == "move":
            effects.moves = (*effects.moves, value)
        elif kind == "bounce":
            effects.bounce += value
        elif kind == "prepare":
            effects.prepare += value
        elif kind == "scry":
            effects.scry += value
        elif kind == "find":
            effects.finds.append(value)
        else:
            effects.cleanses.append(value)
    return bool(read)


def equip_effect(kind: str, item: dict, effects) -> tuple:
    """data/README.md "Reload and equipment switching" as a status effect entry (reading **weapons**):
    ("use", "reload", "", ...) reloads the equipped weapon; ("use", "switch", weapon, "value", 1 when
    choosing the equipped weapon reloads it ("If you choose the same weapon: Reload instead.") else 0, ...)."""
    if kind == "reload_equipped":
        return "use", "reload", "", "value", 0, False, None, False, None
    return "use", "switch", item["status"], "value", int(effects.reload_same), False, None, False, None


def read_choice(item, where: str, effects, resources) -> bool:
    """data/README.md "Choice effects": `choose` with `options`, each a label and its effects. Played when
    every option's effects are on-use status effects with flat amounts (reading **choose-on-play**: the
    option is part of the play action, its fifth number); otherwise reported with the option's label."""
    options = item.get("options")
    if not isinstance(options, list) or not options:
        effects.unsupported.append(f"structured: {where} without options")
        return False
    read, notes = [], []
    for option in options:
        label = option.get("label", "?") if isinstance(option, dict) else "?"
        chosen = []
        for sub in (option.get("effects") or []) if isinstance(option, dict) else []:
            kind = sub.get("type") if isinstance(sub, dict) else None
            amount = _flat(sub.get("amount")) if isinstance(sub, dict) else None
            if (kind in EQUIP_TYPES and sub.get("timing", "on_use") == "on_use" and not sub.get("condition")
                    and (kind == "reload_equipped" or isinstance(sub.get("status"), str))):
                chosen.append(equip_effect(kind, sub, effects))  # reading weapons
                if kind == "switch_equip" and sub["status"] not in resources:
                    notes.append(f"status: {sub['status']} (its own rules are not played)")
            elif (kind in STATUS_TYPES and kind != "spend_status" and sub.get("timing", "on_use") == "on_use"
                    and not sub.get("condition") and isinstance(sub.get("status"), str)
                    and (amount is not None or kind == "remove_status")):
                chosen.append(("use", kind, sub["status"], sub.get("stat") or "value", amount or 0,
                               kind == "inflict_status" or sub.get("target") == "target", None, False, None))
                if sub["status"] not in resources and sub["status"] not in GAME_STATUSES:
                    notes.append(f"status: {sub['status']} (its own rules are not played)")
            else:
                effects.unsupported.append(f"structured: {where} (option {label!r}: {kind or '?'})")
                return False
        read.append(tuple(chosen))
    effects.options = read
    effects.unsupported.extend(dict.fromkeys(notes))
    return True


def resource_statuses(records, defined: dict | None = None) -> set[str]:
    """The characters' own statuses played in full: every line of them read by status_lines (caps, Turn
    Start / On Gain / When this expires gains, Turn End reductions, the Effect lines it knows, and
    "Effect:" lines that only describe the resource: status_lines.describes_resource). `defined`: the
    records' statuses as read_character_statuses gives them, when the caller has them already."""
    defined = read_character_statuses(records) if defined is None else defined
    played = {name for name, rules in defined.items() if not rules.unread}
    # data/README.md "Innate schema": "Use recordMax: true for starting consumable resources such as Ammo" -
    # a consumable an innate's setup gives, that no status list defines, is a plain counter (reading
    # **consumable**)
    for record in records:
        for innate in record.get("innates") or []:
            for item in (innate.get("setup") or []) if isinstance(innate, dict) else []:
                if (isinstance(item, dict) and item.get("recordMax") and isinstance(item.get("status"), str)
                        and item["status"] not in defined and item["status"] not in GAME_STATUSES):
                    played.add(item["status"])
    return played


def played_statuses(records) -> set[str]:
    """Every status whose rules the engine plays: the game's own (statuses.py) and the characters' counters."""
    return set(GAME_STATUSES) | resource_statuses(records)


# Keyword lines of a card's text played as flags (keywords.yml): Evade (After Clash: a Defense whose
# Shield takes the attack's damage to 0 makes it not a hit, and is reused), Innate (in the opening hand),
# Reuse (stays in the zone to be paired again once), Follow-Up (may be played right after another card of its
# character is used, resolving at once; "On Follow-Up: -N Energy Cost." lowers its cost then), Close and Far
# (how its Power changes with the distance to its target).
KEYWORD_LINES = {"evade": "evade", "innate": "innate", "reuse": "reuse", "follow-up": "follow_up", "close": "close",
                 "far": "far", "exhaust": "exhaust", "ethereal": "ethereal", "assist attack": "assist",
                 "counter": "counter", "swap": "swap", "redirect (self)": "redirect",
                 "redirect (ally)": "redirect-ally", "redirect (an ally)": "redirect-ally",
                 "redirect (1 ally)": "redirect-ally"}
FOLLOW_UP_DISCOUNT = re.compile(r"^On Follow-Up: -(\d+) Energy Cost\.?$", re.IGNORECASE)
TRANSFORM_LINE = re.compile(r"^Always: (Otherwise, )?If this character (has|doesn't have|does not have) .*\bbecomes\b",
                            re.IGNORECASE)
TRANSFORM_CONDITIONS = ("self_has_status", "self_missing_status")
CHOOSE_X_LINE = re.compile(r"\bChoose X \((\d+)-(\d+)\)", re.IGNORECASE)
MULTIHIT_LINE = re.compile(r"^Always: This card's Multihit Count starts at (\d+)\.?$", re.IGNORECASE)
MULTIHIT_X_LINE = re.compile(r"^Set X to this card's remaining Multihit Count( \(before resolving this card\))?\.?$",
                             re.IGNORECASE)
DISTANCE_PENALTY_LINE = re.compile(r"^Distance > 0: Reduce this card's final Power by Distance\.?$", re.IGNORECASE)
SAME_WEAPON_LINE = re.compile(r"^If you choose the same weapon: Reload instead\.?$", re.IGNORECASE)
EQUIP_TYPES = {"reload_equipped": "reload", "switch_equip": "switch"}
BLOCK_LINE = re.compile(r"\bcannot play cards\b", re.IGNORECASE)


def read_transforms(record, effects) -> None:
    """The card's `transforms` (data/README.md "Optional card transforms"): while its own character has
    (or lacks) a status, at least `min` of it (default 1), the card is the card of another slot. Read as
    (has, status, min, slot); a transform on any other condition is reported, not played."""
    for transform in record.get("transforms") or []:
        condition = transform.get("condition") if isinstance(transform, dict) else None
        slot = transform.get("cardSlot") if isinstance(transform, dict) else None
        least = condition.get("min", 1) if isinstance(condition, dict) else 1
        if (isinstance(slot, str) and isinstance(condition, dict) and condition.get("kind") in TRANSFORM_CONDITIONS
                and isinstance(condition.get("status"), str) and isinstance(least, int) and not isinstance(least, bool)
                and least >= 1):
            effects.transforms.append((condition["kind"] == "self_has_status", condition["status"], least, slot))
        else:
            kind = condition.get("kind", "?") if isinstance(condition, dict) else "?"
            effects.unsupported.append(f"transform: into slot {slot or '?'} on a condition ({kind})")


def read(record, effects, resources=frozenset()) -> None:
    """Fill `effects` (effects.CardEffects) from the record's structured effects; sets `effects.hits`.
    `resources`: the status names the engine plays in full (resource_statuses)."""
    played_types = set()
    # X: what the player pays for an X Energy cost (reading x-cost), or chooses ("Choose X (0-3)."; the range
    # is written only in the text; reading chosen-x)
    chosen = CHOOSE_X_LINE.search(record.text or "")
    if chosen and not record.get("x_cost"):
        effects.x_range = (int(chosen.group(1)), int(chosen.group(2)))
    has_x = bool(record.get("x_cost")) or bool(effects.x_range)
    damage_read = False  # an on-use deal_damage came before (reading written-order)
    lines = [line.strip() for line in (record.text or "").splitlines()]
    # reading multihit-x: "Always: This card's Multihit Count starts at N." with "Set X to this card's
    # remaining Multihit Count": X is the count left when the card is used (N, less one per lost clash)
    starts = next((int(m.group(1)) for m in map(MULTIHIT_LINE.match, lines) if m), 0)
    if starts and not has_x and any(MULTIHIT_X_LINE.match(line) for line in lines):
        effects.count_x = starts
    effects.reload_same = any(SAME_WEAPON_LINE.match(line) for line in lines)
    for index, item in enumerate(record.get("structured_effects") or []):
        kind = item.get("type") if isinstance(item, dict) else None
        where = f"effects[{index}] {kind or '?'}"
        if not isinstance(item, dict) or not kind:
            effects.unsupported.append(f"structured: {where}")
            continue
        condition = item.get("condition")
        compare = _compare(condition) if has_x else None
        if (isinstance(condition, dict) and condition.get("kind") == "play_window"
                and condition.get("window") in WINDOWS):
            compare = ("window", condition["window"])  # pages/effect-conditions.md "Play-window conditions"
        if compare is not None and item.get("type") in STATUS_TYPES and _flat(item.get("amount")) is not None:
            condition = None  # (read as `compare` below)
        elif condition and not (isinstance(condition, dict) and condition.get("kind") in CONDITIONS
                                and isinstance(condition.get("status"), str)):
            kind_name = condition.get("kind", "?") if isinstance(condition, dict) else "?"
            effects.unsupported.append(f"structured: {where} with a condition ({kind_name})")
            continue
        timing = item.get("timing", "on_use")
        if timing == "before_clash" and read_evade_spend(record, index, effects):
            played_types.add(kind)
            continue
        if kind == "choose" and timing == "on_use" and not condition and not has_x:
            if read_choice(item, where, effects, resources):
                played_types.add(kind)
            continue
        if read_spend(record, item, kind, timing, effects, resources):
            played_types.add(kind)
            continue
        if kind in EQUIP_TYPES and timing == "on_use" and not condition and (
                kind == "reload_equipped" or isinstance(item.get("status"), str)):
            effects.statuses.append(equip_effect(kind, item, effects))  # reading weapons
            played_types.add(kind)
            if kind == "switch_equip" and item["status"] not in resources:
                effects.unsupported.append(f"status: {item['status']} (its own rules are not played)")
            continue
        amount = _flat(item.get("amount"))
        if amount is None and has_x:
            amount = x_scalar(item.get("amount"))  # (times, plus): worked out with the X paid
        if kind in STATUS_TYPES and timing in TIMINGS and isinstance(item.get("status"), str) and (
                kind == "remove_status" or amount is not None):
            on_target = kind == "inflict_status" or item.get("target") == "target"
            when = TIMINGS[timing]
            gate = bool(item.get("gateAll") or item.get("gateDamage"))
            if when == "use" and damage_read and not gate and kind != "spend_status":
                when = "post"  # written after the card's damage: after it (index.md Card Use and Timing)
            effects.statuses.append((when, kind, item["status"], item.get("stat") or "value",
                                     amount or 0, on_target,
                                     (condition["kind"], condition["status"]) if condition else compare,
                                     gate, None))
            if item["status"] not in resources and item["status"] not in GAME_STATUSES:
                effects.unsupported.append(f"status: {item['status']} (its own rules are not played)")
            continue
        divisor = _power_divisor(item.get("amount"))
        amount = item.get("amount")
        if has_x and not divisor and kind == "deal_damage" and isinstance(amount, dict) \
                and amount.get("kind") == "power_div" and x_scalar(amount.get("divisor")):
            effects.divisor_x = x_scalar(amount["divisor"])  # Power / (X + N)
            divisor = 1
        if (kind == "deal_damage" and timing == "on_use" and condition and _flat(amount) is not None
                and condition["kind"] in ("target_has_status", "target_missing_status") and not effects.target_bonus):
            # "Once per use, if the target has Stun: Deal 10 bonus damage.": N more on the hit of a target that
            # has (lacks) the status as it is hit (reading target-bonus)
            effects.target_bonus = (condition["kind"] == "target_has_status", condition["status"], _flat(amount))
            played_types.add(kind)
            continue
        if (kind == "heal" and timing == "on_use" and not condition and isinstance(amount, dict)
                and _power_divisor(amount)):
            effects.heal_power = _power_divisor(amount)  # "Heal for Power / 2 HP": the card's own character heals the use's Power / N
            played_types.add(kind)
            continue
        if (condition and kind == "deal_damage" and timing == "on_use" and divisor
                and condition["kind"] in ("self_has_status", "self_missing_status") and not effects.damage_condition):
            # The damage is dealt only while the card's character has (lacks) the status when the card is used.
            effects.damage_condition = (condition["kind"] == "self_has_status", condition["status"])
        elif condition:
            effects.unsupported.append(f"structured: {where} with a condition ({condition['kind']})")
            continue
        shield_div = _power_divisor(amount) if kind == "gain_shield" and not condition else 0
        if shield_div and timing == "on_use" and (effects.hits or shield_div > 1):
            # an Attack that also shields: "Deal Power / 2 damage. Gain Power / 2 Shield." (reading hybrid-shield)
            effects.shield_div = shield_div
            played_types.add(kind)
            continue
        if kind in PLAYED_BY_CLASH and timing == "on_use" and divisor:
            hits = item.get("hits", 1)
            if kind == "deal_damage" and has_x and x_scalar(hits):
                effects.hits_x = x_scalar(hits)  # (X + N) times
                hits = max(1, effects.hits_x[1])
            if kind == "deal_damage" and not (isinstance(hits, int) and not isinstance(hits, bool) and hits >= 1):
                effects.unsupported.append(f"structured: {where} with {hits!r} hits")
                continue
            if kind == "deal_damage":
                effects.hits = hits
                effects.divisor = divisor
                damage_read = True
            played_types.add(kind)
        elif kind in FLAT_OPS and timing in ("on_use", "on_hit") and _flat(item.get("amount")) is not None:
            target = effects.on_hit if timing == "on_hit" else effects.on_resolve
            target.append((FLAT_OPS[kind], _flat(item.get("amount"))))
            played_types.add(kind)
        elif kind == "retain":
            effects.flags.add("retain")
            played_types.add(kind)
        elif (kind == "create_card" and timing == "on_use" and isinstance(item.get("cardName"), str)
              and (_flat(item.get("count", 1)) or 0) >= 1):
            effects.creates.append((item["cardName"], _flat(item.get("count", 1))))  # into its owner's hand
            played_types.add(kind)
        elif (kind == "block_play" and timing == "on_use" and item.get("target") == "opponent"
              and item.get("duration") == "combat_round"):
            effects.on_resolve.append(("block", 1))  # "Until the end of this Combat Round, enemies cannot play cards."
            played_types.add(kind)
        else:
            status = item.get("status") or item.get("keyword") or item.get("cardName") or ""
            effects.unsupported.append(f"structured: {where}" + (f" ({status})" if status else ""))
    read_restrictions(record, effects)
    for line in lines:
        if effects.count_x and MULTIHIT_X_LINE.match(line) and effects.spent_hits:
            continue
        if DISTANCE_PENALTY_LINE.match(line):
            effects.distance_penalty = True
            continue
        if SAME_WEAPON_LINE.match(line) and "switch" in {entry[1] for option in effects.options for entry in option}:
            continue
        if not line or EFFECT_VERBS.search(line):
            continue
        if effects.transforms and TRANSFORM_LINE.match(line):
            continue  # "Always: If this character has X: This card becomes Y." is the structured transform
        if line.lower().startswith(("can only be played if", "cannot be played if")) and effects.requires:
            continue  # data/README.md: "rules enforcement only reads" the structured restrictions
        if line.rstrip(".").lower() == "retain" and "retain" in played_types:
            continue
        count = MULTIHIT_LINE.match(line)
        if count and int(count.group(1)) == effects.hits:
            continue  # the structured hits (card-types.md Multihit: the count is the hits of this use)
        if "block_play" in played_types and BLOCK_LINE.search(line):
            continue  # "... enemies cannot play cards." is the structured block_play
        if read_keyword_line(line, effects):
            continue
        keywords = [KEYWORD_LINES.get(part.strip().lower()) for part in line.rstrip(".").split(".")]
        if all(keywords):  # a keyword line (keywords.yml; "Exhaust. Ethereal.") the engine plays as flags of the card
            effects.flags.update(keywords)
            continue
        discount = FOLLOW_UP_DISCOUNT.match(line)
        if discount and any(KEYWORD_LINES.get(other.strip().rstrip(".").lower()) == "follow_up"
                            for other in record.text.splitlines()):
            effects.follow_up_discount = int(discount.group(1))
            continue
        effects.unsupported.append(f"text: {line}")


def read_restrictions(record, effects) -> None:
    """The card's `restrictions` (data/README.md "Card restrictions": "rules enforcement only reads this
    field"): require / forbid on its own character's statuses; any other kind is reported."""
    for restriction in record.get("restrictions") or []:
        statuses = restriction.get("statuses") if isinstance(restriction, dict) else None
        if (isinstance(restriction, dict) and restriction.get("kind") in ("require", "forbid")
                and restriction.get("subject") == "self"
                and restriction.get("mode", "all") in ("all", "any") and isinstance(statuses, list)
                and all(isinstance(x, dict) and isinstance(x.get("name"), str) for x in statuses)):
            # forbid: not playable when the statuses are met (mode any: any of them; all: all of them)
            mode = restriction.get("mode", "all")
            effects.requires.append((mode if restriction["kind"] == "require" else "not-" + mode,
                                     tuple((x["name"], x.get("min", 1) if isinstance(x.get("min", 1), int) else 1)
                                           for x in statuses)))
            continue
        effects.unsupported.append(f"restriction: {restriction.get('kind', '?') if isinstance(restriction, dict) else '?'}")


def status_rules(defined: dict) -> tuple[dict, dict]:
    """From the characters' own statuses as read_character_statuses reads them: caps {(name, stat): max} and
    Turn End rules {name: [(op, stat, n)]}, of every status (one not played in full keeps its read lines)."""
    caps: dict = {}
    turn_end: dict = {}
    for name, rules in defined.items():
        caps.update({(name, stat): most for stat, most in rules.caps.items()})
        if rules.turn_end:
            turn_end[name] = list(rules.turn_end)
    return caps, turn_end


def stat_of(word: str) -> str:
    return "count" if word.lower() == "count" else "value"
