"""A character's own status effects (data/README.md: `statusEffects`, each a name and its `lines`), read
into what the engine plays (docs/universal-arena-engine.md "character statuses").

The lines follow the reference's own layout (pages/status-effects.md): a timing label, a colon, then
sentences. This reads a small, closed grammar of them and nothing else:

- `Type: …`, `Max Value|Stack|Count|Potency: N`, `Potency|Count: Max N` (caps);
- `Turn Start:`, `On Gain:`, `When this expires:` with the sentences `Gain N <Status>`, `Gain X <Status>`,
  `Gain X-1 <Status>`, `Gain +N <Status> Count`, several joined by "and", `Gain <Status>` (1),
  `Draw N additional card(s)`, `At your next Turn Start, gain <Status>` (When this expires only), and a
  definition of X: `X equal(s) (to) Potency|Value|Count|Stack` (this status's) or `X equals <Status>
  Value / N (round down)`;
- `Turn End:` with `Reduce Value|Stack|Count|Potency by N`, `Halve Value|Count`, `Expires`, `Reduce current
  HP by X times N%`, `No change`;
- `Effect:` with `Cannot play any card from this character`, `Reduce the Energy cost of this character's
  cards by Value|Potency (minimum 0)`, `Increase Attack (and Defense) Power by N% times Value|Potency`,
  `While this has 1+ Count, this character's Attack cards have Follow-Up`, `The first time each turn this
  character hits with an Attack, gain …`, `The first time each turn this character plays <card>, gain …`,
  a note `This stacks with <Status>`, or a description of what the status is for (no rule in it:
  describes_resource).

A status is played in full when every one of its lines is read; any other sentence leaves it reported
"its own rules are not played" (never guessed)."""
from __future__ import annotations

import re
from dataclasses import dataclass, field

# An amount: ("n", N) a number, ("x", k) X + k with X from the line's definition.
_NUMBER = r"(\+?\d+|\+?X(?:\s*[-+]\s*\d+)?)"
GAIN = re.compile(rf"^gain\s+(?:{_NUMBER}\s+)?(.+?)(\s+count)?$", re.IGNORECASE)
DRAW = re.compile(r"^draw\s+(\d+)\s+additional\s+cards?$", re.IGNORECASE)
X_OWN = re.compile(r"^X\s+equals?\s+(?:to\s+)?(potency|value|count|stack)$", re.IGNORECASE)
X_OTHER = re.compile(r"^X\s+equals?\s+(?:to\s+)?(.+?)\s+value\s*/\s*(\d+)\s*\(round down\)$", re.IGNORECASE)
NEXT_TURN = re.compile(r"^at your next turn start,\s*gain\s+(.+)$", re.IGNORECASE)
CAP = re.compile(r"^(?:Max (Value|Stack|Count|Potency): (\d+)|(Potency|Count): Max (\d+))\.?$")
TURN_END_REDUCE = re.compile(r"^reduce (value|stack|count|potency) by (\d+)$", re.IGNORECASE)
TURN_END_HALVE = re.compile(r"^halve (value|count|stack|potency)$", re.IGNORECASE)
HP_PERCENT = re.compile(r"^reduce current hp by x times (\d+)%$", re.IGNORECASE)
NO_PLAY = re.compile(r"^cannot play any card from this character$", re.IGNORECASE)
COST = re.compile(r"^reduce the energy cost of this character's cards by (value|potency)( \(minimum 0\))?$",
                  re.IGNORECASE)
POWER = re.compile(r"^increase (attack|defense|attack and defense) power by (\d+)% times (value|potency)$",
                   re.IGNORECASE)
NOTE = re.compile(r"^this stacks with .+$", re.IGNORECASE)
EFFECT_VERBS = re.compile(r"\b(deal|gain|draw|heal|inflict|spend|reduce|set|create|switch|reload|choose|lose)\b",
                          re.IGNORECASE)
RULE_WORDS = re.compile(r"\b(increase|decrease|cannot|can't|can|have|has|while|whenever|when|if|first time|"
                        r"each|prevent|ignore|double|halve|become|becomes)\b", re.IGNORECASE)


def describes_resource(effect: str) -> bool:
    """An "Effect:" line that only says what the resource is for (data/README.md's Reiatsu: "A resource gained
    through combat exchanges; spent to amplify Getsuga Tensho."): no effect verb and no rule word (Increase,
    Cannot, have, While, the first time ...). Reading **resource-status**."""
    return not (EFFECT_VERBS.search(effect) or RULE_WORDS.search(effect))
GRANT = re.compile(r"^while this has 1\+ (count|value|stack|potency), this character's (attack|defense|special) cards "
                   r"have (follow-up)$", re.IGNORECASE)
ALLY_PLAYS = re.compile(r"^(once per turn, )?(?:if (stack|value|count|potency) is (\d+)\+ and )?any ally plays an? "
                        r"(attack|defense|special)( card)?(?: that costs (\d+)\+ energy)?( and targets an enemy)?: (.+)$",
                        re.IGNORECASE)
CREATE = re.compile(r"^create (\d+) (.+?) in this character's hand$", re.IGNORECASE)
FIRST_PLAY = re.compile(r"^the first time each turn this character plays (.+?), (gain .+)$", re.IGNORECASE)
FIRST_HIT = re.compile(r"^the first time each turn this character hits with an attack, (gain .+)$", re.IGNORECASE)


def stat_of(word: str) -> str:
    return "count" if word.lower() == "count" else "value"  # Potency, Stack and Value are the status's value


@dataclass
class StatusRules:
    """What one character status does. Effects are (kind, status, stat, amount) with amount an int or
    ("x", k); `x` says what X is: ("own", stat) or ("other", status, divisor)."""

    name: str = ""
    caps: dict = field(default_factory=dict)  # stat -> max
    turn_start: list = field(default_factory=list)
    draw: int = 0  # Turn Start: draw N additional cards
    on_gain: list = field(default_factory=list)
    on_expire: list = field(default_factory=list)
    next_turn_start: list = field(default_factory=list)  # "When this expires: At your next Turn Start, gain …"
    turn_end: list = field(default_factory=list)  # ops as statuses.GameStatus.turn_end, plus ("hp_percent", x, N)
    x: tuple = ()  # what X is, for every line of the status: ("own", stat) or ("other", status, divisor)
    no_play: bool = False
    cost_shift: int = 0  # -1: the character's cards cost its value less
    power_percent: tuple = (0, 0)  # (attack, defense) percent per point of its value
    grants: list = field(default_factory=list)  # (card kind, keyword) its character's cards have while it lasts
    first_hit: list = field(default_factory=list)  # gains the first time each turn its character hits with an Attack
    first_play: dict = field(default_factory=dict)  # card name -> gains the first time each turn it plays that card
    # "Allies' Card Played:" triggers: (once per turn, (stat, least) | None, card kind, least cost, at an enemy,
    # gains, created (card name, count) | None)
    ally_plays: list = field(default_factory=list)
    unread: list = field(default_factory=list)  # the lines not read


def _amount(text: str | None):
    if text is None:
        return 1
    text = text.replace(" ", "").lstrip("+")
    if text.upper().startswith("X"):
        return ("x", int(text[1:]) if len(text) > 1 else 0)
    return int(text.lstrip("+"))


def _gains(sentence: str) -> list | None:
    """"Gain 1 Strain and +3 Strain Count" -> [(gain_status, Strain, value, 1), (gain_status, Strain, count, 3)]."""
    out = []
    parts = re.split(r"\s+and\s+", sentence, flags=re.IGNORECASE)
    for index, part in enumerate(parts):
        part = part.strip()
        if index and not part.lower().startswith("gain"):
            part = "gain " + part
        match = GAIN.match(part)
        if not match or not match.group(2).strip():
            return None
        status = match.group(2).strip()
        out.append(("gain_status", status, "count" if match.group(3) else "value", _amount(match.group(1))))
    return out


def _sentences(text: str) -> list[str]:
    # a "." ends a sentence unless it is inside parentheses ("(round down)") or a number ("0.5")
    return [s.strip() for s in re.split(r"\.(?:\s+|$)", text.strip()) if s.strip()]


def _ally_play(sentence: str) -> tuple | None:
    """"Once per turn, if Stack is 1+ and any ally plays an Attack that costs 2+ Energy and targets an enemy:
    Create 1 <card> in this character's hand." (or a gain) -> the trigger's parts; None when not that form."""
    match = ALLY_PLAYS.match(sentence)
    if not match:
        return None
    effect = match.group(8).strip()
    create, gains = CREATE.match(effect), _gains(effect)
    if not create and gains is None:
        return None
    least = (stat_of(match.group(2)), int(match.group(3))) if match.group(2) else None
    return (bool(match.group(1)), least, match.group(4).lower(), int(match.group(6) or 0), bool(match.group(7)),
            tuple(gains or ()), (create.group(2).strip(), int(create.group(1))) if create else None)


def read_status(lines: list) -> StatusRules:
    rules = StatusRules()
    for line in lines:
        if not isinstance(line, str):
            rules.unread.append(repr(line))
            continue
        line = line.strip()
        cap = CAP.match(line)
        if cap:
            rules.caps[stat_of(cap.group(1) or cap.group(3))] = int(cap.group(2) or cap.group(4))
            continue
        if line.startswith("Type:"):
            continue
        timing, _, body = line.partition(":")
        timing = timing.strip().lower()
        if timing == "effect" and describes_resource(body):
            continue  # a description of what the status is for
        if not _read_line(rules, timing, _sentences(body)):
            rules.unread.append(line)
    return rules


def _read_line(rules: StatusRules, timing: str, sentences: list[str]) -> bool:
    effects: list = []
    for sentence in sentences:
        own, other = X_OWN.match(sentence), X_OTHER.match(sentence)
        if own or other:
            x = ("own", stat_of(own.group(1))) if own else ("other", other.group(1), int(other.group(2)))
            if rules.x and rules.x != x:
                return False  # two readings of X in one status
            rules.x = x
            continue
        if timing in ("turn start", "on gain", "when this expires"):
            gains = _gains(sentence)
            if gains is not None:
                effects.extend(gains)
                continue
            draw = DRAW.match(sentence)
            if draw and timing == "turn start":
                rules.draw += int(draw.group(1))
                continue
            later = NEXT_TURN.match(sentence)
            if later and timing == "when this expires":
                rules.next_turn_start.append(("gain_status", later.group(1).strip(), "value", 1))
                continue
            return False
        elif timing == "turn end":
            reduce, halve, hp = TURN_END_REDUCE.match(sentence), TURN_END_HALVE.match(sentence), HP_PERCENT.match(sentence)
            if reduce:
                rules.turn_end.append(("reduce", stat_of(reduce.group(1)), int(reduce.group(2))))
            elif halve:
                rules.turn_end.append(("halve", stat_of(halve.group(1)), 0))
            elif sentence.lower() == "expires":
                rules.turn_end.append(("expire", "value", 0))
            elif hp:
                rules.turn_end.append(("hp_percent", "x", int(hp.group(1))))
            elif sentence.lower().startswith("no change"):
                continue
            else:
                return False
        elif timing == "allies' card played":
            trigger = _ally_play(sentence)
            if trigger is None:
                return False
            rules.ally_plays.append(trigger)
        elif timing == "effect":
            cost, power = COST.match(sentence), POWER.match(sentence)
            if NO_PLAY.match(sentence):
                rules.no_play = True
            elif cost:
                rules.cost_shift = -1
            elif power:
                percent = int(power.group(2))
                which = power.group(1).lower()
                rules.power_percent = (percent if "attack" in which else 0, percent if "defense" in which else 0)
            elif GRANT.match(sentence):
                grant = GRANT.match(sentence)
                rules.grants.append((grant.group(2).lower(), grant.group(3).lower()))
            elif FIRST_HIT.match(sentence) and _gains(FIRST_HIT.match(sentence).group(1)) is not None:
                rules.first_hit.extend(_gains(FIRST_HIT.match(sentence).group(1)))
            elif FIRST_PLAY.match(sentence) and _gains(FIRST_PLAY.match(sentence).group(2)) is not None:
                first = FIRST_PLAY.match(sentence)
                rules.first_play.setdefault(first.group(1).strip(), []).extend(_gains(first.group(2)))
            elif not NOTE.match(sentence):
                return False
        else:
            return False
    {"turn start": rules.turn_start, "on gain": rules.on_gain, "when this expires": rules.on_expire}.get(
        timing, []).extend(effects)
    return True


def read_character_statuses(records) -> dict[str, StatusRules]:
    """{status name: StatusRules} for every character status of the records (the first definition wins).
    A line that gains a status no one defines (neither the game nor a character) is not read."""
    from engine.games.universal_arena.statuses import GAME_STATUSES

    out: dict[str, StatusRules] = {}
    for record in records:
        for status in record.get("statuses") or []:
            if isinstance(status, dict) and isinstance(status.get("name"), str) and status["name"] not in out:
                lines = status.get("lines")
                out[status["name"]] = read_status(lines if isinstance(lines, list) else [repr(lines)])
                out[status["name"]].name = status["name"]
    known = set(GAME_STATUSES) | set(out)
    for rules in out.values():
        effects = (*rules.turn_start, *rules.on_gain, *rules.on_expire, *rules.next_turn_start, *rules.first_hit,
                   *(gain for gains in rules.first_play.values() for gain in gains),
                   *(gain for trigger in rules.ally_plays for gain in trigger[5]))
        for effect in effects:
            if effect[1] not in known:
                rules.unread.append(f"gains {effect[1]}, a status defined nowhere")
        uses_x = any(isinstance(e[3], tuple) for e in effects) or any(op[1] == "x" for op in rules.turn_end)
        if uses_x and not rules.x:
            rules.unread.append("X is used and not defined")
        if rules.x and rules.x[0] == "other" and rules.x[1] not in known:
            rules.unread.append(f"X from {rules.x[1]}, a status defined nowhere")
    return out
