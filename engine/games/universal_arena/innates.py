"""A character's innates (the rules reference's data/README.md "Innate schema"), read from its
structured `innates` into what the engine plays: `setup` (status gains, sets and removals the character
starts the game with) and `triggers` (an event, a usage scope, filters, effects). The innate's `text`
is display copy and is never read; `mitigations` (Resist, Weakness, Absorb X flat or percent, Immune)
on the hits of cards of given types or tags. What is not played yet is reported by name, never
guessed: `decision` replacements other than an optional defeat replacement, the
`status_inflicted` event, filters on anything but the character itself, and effects other than status
changes and heals."""
from __future__ import annotations

from dataclasses import dataclass, field

STATUS_KINDS = ("gain_status", "set_status", "remove_status", "reduce_status", "spend_status")
SCOPES = ("always", "once_per_turn", "once_per_game")
# Per event, the filters it is played with (any other filter key is reported as not played).
EVENT_FILTERS = {
    "status_changed": {"subject", "status", "direction"},
    "status_threshold_crossed": {"subject", "status", "direction", "threshold"},
    "hp_damage_taken": {"subject", "source", "cardType", "hpDamageOnly"},
    "hp_threshold_crossed": {"subject", "direction", "threshold"},
    "would_be_defeated": {"subject"},
}
EVENT_AMOUNT = None  # an effect amount that is the event's own (useEventAmount)


@dataclass(frozen=True, slots=True)
class Trigger:
    id: str
    event: str
    scope: str
    status: str | None  # the status it watches (status events)
    direction: str | None  # "upward", "downward" or None (either)
    threshold: int | None  # a status amount, or a percentage of the character's max HP
    attack_only: bool  # hp_damage_taken: only from an enemy Attack's hit
    effects: tuple  # (kind, status, stat, amount | EVENT_AMOUNT); kind "heal": (heal, None, None, amount)


@dataclass(frozen=True, slots=True)
class Mitigation:
    """Resist / Weakness / Absorb X (flat, or a percentage of the damage) or Immune, on the hits of cards
    whose types or tags include any of `include` (all cards when empty) and none of `exclude`."""
    kind: str
    amount: int
    percent: bool
    include: frozenset
    exclude: frozenset

    def applies(self, types: frozenset) -> bool:
        return (not self.include or bool(self.include & types)) and not self.exclude & types

    def change(self, damage: int) -> int:
        """How much it takes off (Resist, Absorb) or adds (Weakness, negative) to HP damage."""
        amount = damage * self.amount // 100 if self.percent else self.amount
        return -amount if self.kind == "weakness" else min(damage, amount)


@dataclass(slots=True)
class Innates:
    setup: list  # (kind, status, stat, amount)
    triggers: list  # Trigger
    unsupported: list  # what is not played, by name
    by_status: dict = field(default_factory=dict)  # status name -> its status triggers
    on_hp: list = field(default_factory=list)  # the HP triggers
    mitigations: list = field(default_factory=list)  # Mitigation
    # would_be_defeated with an optional_defeat_replacement: (trigger id, scope, spend status, amount, set HP)
    survive: tuple = ()
    # a starting consumable's full value (its setup's recordMax; terms.yml Ammo: "'Full' means the amount
    # granted by the effect or innate that set the Ammo"): status -> amount; what Reload restores
    full: dict = field(default_factory=dict)


def _flat(amount):
    if isinstance(amount, int) and not isinstance(amount, bool):
        return amount
    if isinstance(amount, dict) and amount.get("kind") == "flat" and isinstance(amount.get("value"), int):
        return amount["value"]
    return None


def _stat(item: dict) -> str:
    return "count" if item.get("stat") == "count" else "value"  # potency and stack are the status's value


def _status_effect(item, event_amount: bool):
    """(kind, status, stat, amount) of a structured status change, or None when it is not one we play."""
    if not isinstance(item, dict) or not isinstance(item.get("status"), str):
        return None
    kind = item.get("type")
    if kind == "inflict_status":
        return None  # on an enemy: an innate's effects here land on its own character only
    if kind not in STATUS_KINDS:
        return None
    if kind == "remove_status":
        return kind, item["status"], _stat(item), 0
    if event_amount and (item.get("amount") in (0, "event_amount") or item.get("amount") is None):
        return kind, item["status"], _stat(item), EVENT_AMOUNT
    amount = _flat(item.get("amount"))
    return None if amount is None or amount < 0 else (kind, item["status"], _stat(item), amount)


def _trigger(trigger, name: str, unsupported: list) -> Trigger | None:
    if not isinstance(trigger, dict):
        unsupported.append(f"innate {name}: a trigger that is not a mapping")
        return None
    label = f"innate {name}: trigger {trigger.get('id', '?')} ({trigger.get('event', '?')})"
    event, scope, filters = trigger.get("event"), trigger.get("scope"), trigger.get("filters") or {}
    if event == "would_be_defeated" or trigger.get("decision"):
        unsupported.append(label)  # (read by _survive when it is an optional defeat replacement)
        return None
    if event not in EVENT_FILTERS or scope not in SCOPES or not isinstance(filters, dict):
        unsupported.append(label)
        return None
    if set(filters) - EVENT_FILTERS[event] or filters.get("subject", "self") != "self" \
            or filters.get("source", "enemy") != "enemy" or filters.get("cardType", "Attack") != "Attack" \
            or filters.get("direction") not in (None, "upward", "downward"):
        unsupported.append(f"{label} with filters {sorted(filters)}")
        return None
    threshold = filters.get("threshold")
    if event.endswith("threshold_crossed") and not (isinstance(threshold, int) and not isinstance(threshold, bool)):
        unsupported.append(f"{label} without a whole-number threshold")
        return None
    effects = []
    for item in trigger.get("effects") or []:
        if isinstance(item, dict) and item.get("type") == "heal" and _flat(item.get("amount")) is not None:
            effects.append(("heal", None, None, _flat(item.get("amount"))))
            continue
        effect = _status_effect(item, bool(trigger.get("useEventAmount")))
        if effect is None:
            unsupported.append(f"{label}: effect {item.get('type', '?') if isinstance(item, dict) else '?'}")
            return None
        effects.append(effect)
    if not effects:
        unsupported.append(f"{label} without effects")
        return None
    return Trigger(str(trigger.get("id", "?")), event, scope, filters.get("status"), filters.get("direction"),
                   threshold, event == "hp_damage_taken", tuple(effects))


def _names(predicate) -> frozenset | None:
    """The types and tags a mitigation's include/exclude predicate names (mode any), None when unreadable."""
    if predicate is None:
        return frozenset()
    if not isinstance(predicate, dict) or predicate.get("mode", "any") != "any" \
            or set(predicate) - {"mode", "types", "tags"}:
        return None
    names = [*(predicate.get("types") or []), *(predicate.get("tags") or [])]
    return frozenset(names) if all(isinstance(n, str) for n in names) else None


def _mitigation(item) -> Mitigation | None:
    if not isinstance(item, dict) or item.get("kind") not in ("resist", "weakness", "absorb", "immune"):
        return None
    include, exclude = _names(item.get("include")), _names(item.get("exclude"))
    amount = 0 if item["kind"] == "immune" else _flat(item.get("amount"))
    mode = item.get("amountMode", "flat")
    if include is None or exclude is None or amount is None or amount < 0 or mode not in ("flat", "percent"):
        return None
    return Mitigation(item["kind"], amount, mode == "percent", include, exclude)


def _survive(trigger) -> tuple | None:
    """data/README.md "Optional defeat replacements": would_be_defeated, decision optional_defeat_replacement
    with spendStatus, spendAmount, setHp (DIO's "Spend 3 Stolen Blood? Set HP to 1 instead.")."""
    decision = trigger.get("decision") if isinstance(trigger, dict) else None
    filters = trigger.get("filters") or {} if isinstance(trigger, dict) else {}
    if not (isinstance(decision, dict) and trigger.get("event") == "would_be_defeated"
            and decision.get("type") == "optional_defeat_replacement" and trigger.get("scope") in SCOPES
            and isinstance(filters, dict) and filters.get("subject", "self") == "self" and set(filters) <= {"subject"}
            and isinstance(decision.get("setHp"), int) and decision["setHp"] >= 1
            and set(decision) <= {"type", "spendStatus", "spendAmount", "setHp"}):
        return None
    status, amount = decision.get("spendStatus"), decision.get("spendAmount", 0)
    if (status is not None and not isinstance(status, str)) or not isinstance(amount, int) or amount < 0:
        return None
    return str(trigger.get("id", "?")), trigger["scope"], status, amount, decision["setHp"]


def read_innates(record) -> Innates:
    """The played setup and triggers of a character record's innates, and what is not played (a status
    they change whose own rules are not played is named too, as on cards)."""
    from engine.games.universal_arena.structured import played_statuses

    out = Innates([], [], [])
    played = played_statuses([record])
    for innate in record.get("innates") or []:
        if not isinstance(innate, dict):
            out.unsupported.append("innate: not a mapping")
            continue
        name = innate.get("name") or innate.get("id") or "?"
        for item in innate.get("setup") or []:
            effect = _status_effect(item, event_amount=False)
            if effect is None or effect[0] not in ("gain_status", "set_status", "remove_status"):
                out.unsupported.append(f"innate {name}: setup {item.get('type', '?') if isinstance(item, dict) else '?'}")
            else:
                out.setup.append(effect)
                if item.get("recordMax") and effect[0] in ("gain_status", "set_status"):
                    out.full[effect[1]] = effect[3]
        for item in innate.get("mitigations") or []:
            mitigation = _mitigation(item)
            if mitigation is None:
                kind = item.get("kind", "?") if isinstance(item, dict) else "?"
                out.unsupported.append(f"innate {name}: mitigation {kind}")
            else:
                out.mitigations.append(mitigation)
        changed = {effect[1] for effect in out.setup}
        for trigger in innate.get("triggers") or []:
            survive = _survive(trigger)
            if survive is not None and not out.survive:
                out.survive = survive
                if survive[2]:
                    changed.add(survive[2])
                continue
            read = _trigger(trigger, name, out.unsupported)
            if read is not None:
                changed.update(effect[1] for effect in read.effects if effect[1] is not None)
                out.triggers.append(read)
                if read.event.startswith("hp_"):
                    out.on_hp.append(read)
                else:
                    out.by_status.setdefault(read.status, []).append(read)
        out.unsupported.extend(f"innate {name}: status {status} (its own rules are not played)"
                               for status in sorted(changed - played))
    return out


def crossed(before: int, after: int, threshold: int, direction: str | None) -> bool:
    """Whether a change from `before` to `after` reaches `threshold` in the given direction."""
    up = before < threshold <= after
    down = before > threshold >= after
    return up if direction == "upward" else down if direction == "downward" else up or down
