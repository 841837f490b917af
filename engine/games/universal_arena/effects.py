"""Universal Arena's small effect vocabulary, compiled from a card's fields and text.

An effect is a tuple `(op, amount)`; a card carries two lists of them:

- `on_hit`: happens only when the card's attack hits (seed 003 "How To Clash" 1 and 5);
- `on_resolve`: the card's "other effects", which happen whenever the card resolves, even as the
  loser of an attack clash.

Ops (`OPS`, the keys of `HANDLERS`, the function that plays each): `draw` (its owner draws),
`discard` (the opposing player discards), `heal` (its owner's team regains HP, up to the team's
starting HP), `energy` (its owner gains energy now), `meter` (its owner gains ultimate meter),
`block` (the opposing player cannot play cards until the Combat Round ends; structured block_play), and
the statuses `haste` (its owner draws +N at the next Turn Start), `slow` (the opposing player draws
−N at the next Turn Start) and `burn` (the opposing team loses N HP at the next Turn Start, through
shields). The card table stores an op as its index in `OPS` (`OP_CODES`); `validate` checks a
card's stored `effects` against the same vocabulary.

Sources, in order: the `keywords` field (haste, slow, burn as statuses; on-hit, evade, reuse, splash,
pierce as flags), the `status_effects` field (names or `{"name", "value", "on_hit"}` objects), the
card's `effects` list (`{"do": op, "amount": n, "timing": "on-hit" | "on-resolve"}`) and the
English text, sentence by sentence. Anything that none of these understands is kept in
`unsupported` and never guessed."""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from engine.cards import CardRecord
from engine.games.universal_arena import structured


# --- the handlers: what each op does to the state (owner: the seat whose card it is) -------------
def _draw(state, owner: int, amount: int) -> None:
    state._draw(owner, amount)


def _discard(state, owner: int, amount: int) -> None:
    state._forced_discard(1 - owner, amount)


def _heal(state, owner: int, amount: int) -> None:
    seat = state.seats[owner]
    if state.current:  # current rules: the most hurt alive character heals, never above its max HP
        state.heal_character(owner, amount)
        return
    seat.hp = min(seat.max_hp, seat.hp + amount)


def _energy(state, owner: int, amount: int) -> None:
    seat = state.seats[owner]
    seat.energy += amount
    seat.energy_gained += amount


def _meter(state, owner: int, amount: int) -> None:
    seat = state.seats[owner]
    seat.meter = min(state.ultimate_meter, seat.meter + amount)


def _block(state, owner: int, amount: int) -> None:
    state.seats[1 - owner].blocked = True


def _haste(state, owner: int, amount: int) -> None:
    state.seats[owner].haste += amount


def _slow(state, owner: int, amount: int) -> None:
    state.seats[1 - owner].slow += amount


def _burn(state, owner: int, amount: int) -> None:
    state.seats[1 - owner].burn += amount


HANDLERS = {"draw": _draw, "discard": _discard, "heal": _heal, "energy": _energy, "meter": _meter,
            "haste": _haste, "slow": _slow, "burn": _burn, "block": _block}
OPS = tuple(HANDLERS)  # the vocabulary is what the engine plays
OP_CODES = {op: code for code, op in enumerate(OPS)}
HANDLER_BY_CODE = tuple(HANDLERS.values())
STATUS_OPS = ("haste", "slow", "burn")
FLAG_KEYWORDS = ("on-hit", "evade", "reuse", "splash", "pierce")
DEFAULT_STATUS_VALUE = 3  # "Haste +3" is the seed's example; a status without a number means 3

_N = r"(\d+)"
_PHRASES = [
    (re.compile(rf"^(?:the target|your opponent|the opponent) discards? {_N} cards?$"), "discard"),
    (re.compile(rf"^draw {_N} cards?$"), "draw"),
    (re.compile(rf"^(?:heal {_N}|your team heals {_N}|gain {_N} hp)$"), "heal"),
    (re.compile(rf"^gain {_N} energy$"), "energy"),
    (re.compile(rf"^gain {_N} (?:ultimate )?meter$"), "meter"),
    (re.compile(rf"^(?:gain |apply )?haste \+?{_N}$"), "haste"),
    (re.compile(rf"^(?:apply )?slow \+?{_N}(?: to the target)?$"), "slow"),
    (re.compile(rf"^(?:apply )?burn {_N}(?: to the target)?$"), "burn"),
]
_MARKERS = {"ultimate"}  # sentences that only name what the card is


@dataclass
class CardEffects:
    on_hit: list = field(default_factory=list)
    on_resolve: list = field(default_factory=list)
    flags: set = field(default_factory=set)
    splash: int = 0  # the Splash keyword's value (0: none given)
    unsupported: list = field(default_factory=list)
    hits: int = 0  # from a structured deal_damage (0: the card's `hits` field)
    divisor: int = 1  # a structured deal_damage of Power / N: each hit's damage is the Power divided by N
    follow_up_discount: int = 0  # "On Follow-Up: -N Energy Cost."
    x_range: tuple = ()  # (low, high): "Choose X (0-3)." (reading chosen-x)
    hits_x: tuple = ()  # (times, plus): an X card's hits, times x X + plus (reading x-cost)
    divisor_x: tuple = ()  # (times, plus): an X card's Power / (times x X + plus) per hit
    options: list = field(default_factory=list)  # choose: each option's status effects (as `statuses`)
    creates: list = field(default_factory=list)  # create_card: (card name, count) into its owner's hand
    evade_spend: tuple = ()  # (status, N): Evade for a clash when its character spends N (reading evade-spend)
    moves: tuple = ()  # keywords Push X / Pull X: ("push" | "pull", X) on the card's target
    bounce: int = 0  # keyword Bounce X: X random adjacent characters of the main target take the hit too
    prepare: int = 0  # keyword Prepare X: each Turn Start in hand, its cost changes by X until it is used
    scry: int = 0  # keyword Scry X: on use, its owner looks at the top X cards of its pile (reading scry)
    finds: list = field(default_factory=list)  # Search / Seek: (criteria, look at N (0: the whole pile), take Y)
    cleanses: list = field(default_factory=list)  # Cleanse / Dispel / Purge: (verb, status or None: all, X or None)
    shield_div: int = 0  # N: an Attack's on-use "Gain Power / N Shield" (its rolled Power / N to its character)
    target_bonus: tuple = ()  # (has, status, N): N bonus damage on a hit target that has (lacks) the status
    heal_power: int = 0  # N: on use, the card's character heals the use's Power / N
    bonus_per_spent: tuple = ()  # (resource, N): N x the resource spent on use, added to the hit's damage
    damage_condition: tuple = ()  # (has: bool, status): the damage only while the card's character has (lacks) it
    count_x: int = 0  # N: "Multihit Count starts at N" and X is the remaining count (reading multihit-x)
    spent_hits: str = ""  # the resource of "Spend X <it>: Deal Power / X damage once per <it> spent" (multihit-x)
    distance_penalty: bool = False  # "Distance > 0: Reduce this card's final Power by Distance."
    reload_same: bool = False  # "If you choose the same weapon: Reload instead." (reading weapons)
    statuses: list = field(default_factory=list)  # structured status effects (structured.STATUS_TYPES)
    requires: list = field(default_factory=list)  # "can only be played if" restrictions: (mode, ((status, min),))
    transforms: list = field(default_factory=list)  # "this card becomes": (has: bool, status, min, card slot)

    @property
    def complete(self) -> bool:
        return not self.unsupported


def _phrase(sentence: str):
    text = sentence.strip().rstrip(".").strip().lower()
    for pattern, op in _PHRASES:
        match = pattern.match(text)
        if match:
            amount = next(int(group) for group in match.groups() if group is not None)
            return op, amount
    return None


def compile_text(text: str, effects: CardEffects) -> None:
    """Add the effects of `text` (sentences; `On Hit: ...` sentences go to on_hit)."""
    for sentence in re.split(r"(?<=\.)\s+", text.strip()):
        sentence = sentence.strip()
        if not sentence:
            continue
        body = sentence.rstrip(".").strip()
        if body.lower() in _MARKERS:
            continue
        on_hit = False
        match = re.match(r"^on hit:\s*(.+)$", body, re.IGNORECASE)
        if match:
            on_hit, body = True, match.group(1)
        parts = [part for part in re.split(r",? then |, and | and ", body) if part.strip()]
        compiled = [_phrase(part) for part in parts]
        if not parts or any(item is None for item in compiled):
            effects.unsupported.append(f"text: {sentence}")
            continue
        (effects.on_hit if on_hit else effects.on_resolve).extend(compiled)


def card_effects(record: CardRecord, resources=frozenset()) -> CardEffects:
    effects = CardEffects()
    for keyword in record.get("keywords") or []:
        name = keyword.get("name", "")
        if name in STATUS_OPS:
            effects.on_resolve.append((name, keyword.get("value", DEFAULT_STATUS_VALUE)))
        elif name in FLAG_KEYWORDS:
            effects.flags.add(name)
            if name == "splash":
                effects.splash = keyword.get("value", 0)
        else:
            effects.unsupported.append(f"keyword: {name}")
    for status in record.get("status_effects") or []:
        if isinstance(status, str):
            status = {"name": status}
        name = str(status.get("name", "")).strip().lower() if isinstance(status, dict) else ""
        if name not in STATUS_OPS:
            effects.unsupported.append(f"status: {name}" if name else f"status: {status!r}")
            continue
        value = status.get("value", DEFAULT_STATUS_VALUE)
        (effects.on_hit if status.get("on_hit") else effects.on_resolve).append((name, int(value)))
    for item in record.get("effects") or []:
        op = item.get("do") if isinstance(item, dict) else None
        amount = item.get("amount", 1) if isinstance(item, dict) else None
        if op not in OPS or not isinstance(amount, int) or isinstance(amount, bool):
            effects.unsupported.append(f"effect: {item!r}")
            continue
        (effects.on_hit if item.get("timing") == "on-hit" else effects.on_resolve).append((op, amount))
    structured.read_transforms(record, effects)
    # the game's own structured effects first, the text the fallback (a card of its schema has a slot: one
    # whose text is only keyword lines, "Scry 2.", has no structured effects)
    if record.get("structured_effects") or record.get("slot"):
        structured.read(record, effects, resources)
    else:
        structured.read_restrictions(record, effects)
        if record.text:
            compile_text(record.text, effects)
    if "on-hit" in effects.flags and not effects.on_hit:
        effects.unsupported.append("keyword: on-hit without an On Hit effect")
    return effects


def _int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def validate(effects: list) -> list[str]:
    """Problems of a card's stored `effects` (`[{"do": <OPS>, "amount": n, "timing": "on-hit"}]`), each
    naming its path; empty when valid."""
    problems = []
    for index, item in enumerate(effects):
        path = f"effects[{index}]"
        if not isinstance(item, dict):
            problems.append(f"{path}: must be an object")
            continue
        if item.get("do") not in HANDLERS:
            problems.append(f"{path}.do: must be one of {', '.join(sorted(OPS))}")
        if "amount" in item and (not _int(item["amount"]) or item["amount"] < 0):
            problems.append(f"{path}.amount: must be an int of 0 or more")
        if item.get("timing") not in (None, "on-hit", "on-resolve"):
            problems.append(f"{path}.timing: must be on-hit or on-resolve")
    return problems


def has_unsimulated_text(record: CardRecord) -> bool:
    """True when the card carries a keyword, status, effect or sentence the engine does not play."""
    if record.type == "character":
        return False
    return not card_effects(record).complete
