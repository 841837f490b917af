"""Compile Union Arena English effect text into the effect vocabulary (engine/effects/vocabulary.py).

    compile_card_text(text) -> CompiledText(effects, uncompiled)

A clause is compiled only when every sentence in it matches a known phrasing; otherwise the whole
clause is kept in `uncompiled` and nothing of it is guessed. Phrasings are patterns with
placeholders (numbers, names in <...> or "...", traits), so the same wording compiles with other
names and numbers. Keyword-only clauses and Raid clauses are card fields (engine/union_arena_text),
not effects: they count as compiled and add nothing here."""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from engine.union_arena_text import is_keyword_clause, split_clauses

N = r"(\d+)"
NAME = r"<([^>]+)>"

TIMINGS = [
    (r"\[On Play\]", "on-play"), (r"\[When Attacking\]", "when-attacking"), (r"\[On Block\]", "when-blocking"),
    (r"\[When Blocking\]", "when-blocking"), (r"\[On Retire\]", "on-retire"), (r"\[Your Turn\]", "during-your-turn"),
    (r"\[Opponent's Turn\]", "during-opponents-turn"), (r"\[Main\]", "activate-main"),
    (r"\[Activate: Main\]", "activate-main"), (r"\[When in Front ?line\]", "when-in-front-line"),
    (r"\[When in Energy Line\]", "when-in-energy-line"), (r"\[Trigger\]", "trigger"),
]
COSTS = [
    (r"\[Rest this card\]", lambda m: {"kind": "rest-this-card"}),
    (rf"\[Pay {N} AP\]", lambda m: {"kind": "pay-ap", "amount": int(m.group(1))}),
    (rf"\[Discard {N}\]", lambda m: {"kind": "place-from-hand-to-outside", "amount": int(m.group(1))}),
    (r"\[Retire this card\]", lambda m: {"kind": "retire-this-card"}),
]
ONCE = re.compile(r"\[(?:\d+|Once) Per Turn\]", re.IGNORECASE)

SELF = {"self": True}
DURATION = r"(?: (?:during|for) this turn)?"


def _n(m, group=1) -> int:
    return int(m.group(group))


def _opponent_target(m_bp=None, up_to=None, name=None):
    target = {"side": "opponents", "zone": "front"}
    if m_bp is not None:
        target["bp_max"] = m_bp
    if up_to:
        target["up_to"] = up_to
    if name:
        target["name"] = name
    return target


# Sentence patterns: (regex, builder(match) -> list of actions). Sentences are matched whole.
SENTENCES = [
    (rf"Draw {N} cards?(?:,| and) (?:then )?place {N} cards? from your hand (?:in|to|into) the Outside Area",
     lambda m: [{"do": "draw", "amount": _n(m)}, {"do": "discard", "amount": _n(m, 2)}]),
    (rf"Draw {N} cards?", lambda m: [{"do": "draw", "amount": _n(m)}]),
    (rf"Place {N} cards? from your hand (?:in|to|into) the Outside Area(?:,| and) (?:then )?draw {N} cards?",
     lambda m: [{"do": "discard", "amount": _n(m)}, {"do": "draw", "amount": _n(m, 2)}]),
    (rf"Choose up to {N} of your AP cards and set (?:them|it) (?:to )?active",
     lambda m: [{"do": "set-ap-active", "amount": _n(m)}]),
    (rf"This (?:character|card) (?:gets|gains) \+{N} BP{DURATION}",
     lambda m: [{"do": "bp-change", "amount": _n(m), "target": dict(SELF),
                 **({"duration": "this-turn"} if "turn" in m.group(0) else {})}]),
    (rf"This (?:character|card) (?:gets|gains) -{N} BP{DURATION}",
     lambda m: [{"do": "bp-change", "amount": -_n(m), "target": dict(SELF)}]),
    (rf"Choose (up to )?{N} (other )?characters? on your area(?:,|\.)? (?:it|they) (?:gets?|gains?) \+{N} BP{DURATION}",
     lambda m: [{"do": "bp-change", "amount": _n(m, 4), "duration": "this-turn",
                 "target": {"side": "yours", "zone": "front", "up_to": _n(m, 2)}}]),
    (rf"Choose (up to )?{N} characters? on your opponent's Front Line with \[?BP {N} or less\]? and (retire|rest) (?:it|them)",
     lambda m: [{"do": "retire" if m.group(4) == "retire" else "rest",
                 "target": _opponent_target(_n(m, 3), _n(m, 2))}]),
    (rf"Choose (up to )?{N} characters? on your opponent's Front Line and (retire|rest) (?:it|them)",
     lambda m: [{"do": "retire" if m.group(3) == "retire" else "rest", "target": _opponent_target(None, _n(m, 2))}]),
    (rf"Choose (up to )?{N} characters? on your opponent's (?:Front Line|area) with \[?BP {N} or less\]? and return (?:it|them) to (?:their|its owner's|your opponent's) hand",
     lambda m: [{"do": "return-to-hand", "target": _opponent_target(_n(m, 3), _n(m, 2))}]),
    (rf"Return {N} other characters? on your area with required energy of {N} or less to your hand\. If you cannot, return this (?:card|character) to your hand",
     lambda m: [{"do": "return-to-hand-or-self", "target": {"side": "yours", "zone": "any", "energy_max": _n(m, 2),
                                                             "up_to": _n(m)}}]),
    (rf"This character (?:gains|gets) \[(Impact|Damage) \(?{N}\)? ?\]{DURATION}",
     lambda m: [{"do": "gain-keyword", "keyword": m.group(1).lower(), "value": _n(m, 2), "target": dict(SELF),
                 "duration": "this-turn"}]),
    (rf"This character (?:gains|gets) \[(Sniper|Snipe|Step|Double Attack|Double Block|Impact Negate)\]{DURATION}",
     lambda m: [{"do": "gain-keyword", "keyword": {"sniper": "snipe", "impact negate": "negate-impact"}.get(
         m.group(1).lower(), m.group(1).lower().replace(" ", "-")), "target": dict(SELF), "duration": "this-turn"}]),
    (rf"This character cannot be blocked by characters with BP {N} or less{DURATION}",
     lambda m: [{"do": "cannot-be-blocked-by-bp-at-most", "amount": _n(m)}]),
    (rf"If this character is active, increase (?:this character's generated energy|the energy it generates) by {N}(?:\[\w+\])?",
     lambda m: [{"do": "generated-energy-change", "amount": _n(m), "target": dict(SELF)}]),
    (rf"This character gets \+{N} generated energy{DURATION}",
     lambda m: [{"do": "generated-energy-change", "amount": _n(m), "target": dict(SELF), "duration": "this-turn"}]),
    (r"At the end of your Main Phase, retire this character", lambda m: [{"do": "retire", "target": dict(SELF)}]),
    (rf"This card is also treated as {NAME}", lambda m: [{"do": "also-named", "name": m.group(1)}]),
    (r"This (?:character|card|Field) is played in active", lambda m: [{"do": "enters-active"}]),
    (r"This character also generates energy on the Front Line", lambda m: [{"do": "generates-on-front-line"}]),
    (r"Look at the top (\d+ )?cards? of your deck(?:\.|,| and) (?:Place|place) (?:that card|it|them) (?:on|at) (?:the )?top or (?:the )?bottom of your deck",
     lambda m: [{"do": "top-or-bottom", "amount": int(m.group(1) or 1)}]),
    (r"Set this character to active", lambda m: [{"do": "set-active", "target": dict(SELF)}]),
    (rf"Choose (up to )?{N} characters? on your opponent's Front Line with BP {N} or more, (?:it|they) gets? -{N} BP{DURATION}",
     lambda m: [{"do": "bp-change", "amount": -_n(m, 4), "duration": "this-turn",
                 "target": {"side": "opponents", "zone": "front", "bp_min": _n(m, 3), "up_to": _n(m, 2)}}]),
    (rf"Choose (up to )?{N} characters? on your opponent's Front Line(?:,|\.)? (?:it|they) gets? -{N} BP{DURATION}",
     lambda m: [{"do": "bp-change", "amount": -_n(m, 3), "duration": "this-turn",
                 "target": {"side": "opponents", "zone": "front", "up_to": _n(m, 2)}}]),
    (rf"Look at the top {N} cards of your deck\. Reveal up to {N} {NAME}(?: or {NAME})?(?: cards?)? among them and add (?:it|them) to your hand\. (?:Place the remaining|Put the rest) (?:at|on) the bottom of your deck in any order",
     lambda m: [{"do": "look-at-top-take-one", "amount": _n(m), "name": m.group(3)}]),
    (rf"Look at the top {N} cards of your deck\. Reveal up to {N} (?:\[Trait: ?([^\]]+)\]|<Trait: ?([^>]+)>)(?: cards?)? among them and add (?:it|them) to your hand\. (?:Place the remaining|Put the rest) (?:at|on) the bottom of your deck in any order",
     lambda m: [{"do": "look-at-top-take-one", "amount": _n(m), "trait": m.group(3) or m.group(4)}]),
    (rf"Choose (up to )?{N} characters? on your opponent's Front Line and rest (?:it|them)\. The next time (?:it|they) would (?:be )?set to active,? (?:it|they) (?:doesn't|don't|does not)",
     lambda m: [{"do": "rest", "stays_rested": True, "target": _opponent_target(None, _n(m, 2))}]),
    (r"Play this (?:character|field) (?:in active|and set it to active)", lambda m: [{"do": "enters-active"}]),
    (rf"Add up to {N} cards? from your Outside Area to your hand",
     lambda m: [{"do": "play-from", "zone": "outside", "target": {"up_to": _n(m)}}]),
    (rf"Choose (up to )?{N} characters? on your opponent's Front Line with \[?BP {N} or less\]? and retire it\. If there is a {NAME} on your area, it's \[?BP {N} or less\]? instead",
     lambda m: [{"do": "retire", "target": _opponent_target(_n(m, 5), _n(m, 2))}]),
]
SENTENCES = [(re.compile(rf"^{pattern}\.?$", re.IGNORECASE), build) for pattern, build in SENTENCES]

CONDITIONS = [
    (re.compile(rf"^If there is an? {NAME} on your area, ", re.I), lambda m: {"kind": "card-on-your-area", "name": m.group(1)}),
    (re.compile(rf"^If there are {N} or more (?:other )?{NAME} cards? on your area, ", re.I),
     lambda m: {"kind": "card-on-your-area", "name": m.group(2), "count": int(m.group(1))}),
    (re.compile(r"^If there is an? \[Trait: ([^\]]+)\] (?:card|character) on your area, ", re.I),
     lambda m: {"kind": "card-on-your-area", "trait": m.group(1)}),
    (re.compile(rf"^If you have {N} or less Life, ", re.I), lambda m: {"kind": "life-at-most", "amount": int(m.group(1))}),
    (re.compile(r"^If this character is active, ", re.I), lambda m: {"kind": "this-is-active"}),
]
CHOOSE_ONE = re.compile(rf"^Choose {N} of the following effects\.?$", re.IGNORECASE)


@dataclass
class CompiledText:
    effects: list = field(default_factory=list)
    uncompiled: list = field(default_factory=list)

    @property
    def complete(self) -> bool:
        return not self.uncompiled


def _sentences(body: str) -> list[str]:
    # Split after a full stop followed by a capital letter, keeping "If you cannot, ..." with its sentence
    # only when a pattern needs it (patterns that span sentences are tried on the whole body first).
    return [part.strip() for part in re.split(r"(?<=\.)\s+(?=[A-Z•])", body) if part.strip()]


def _compile_body(body: str) -> tuple[list | None, dict | None]:
    body = body.strip()
    for pattern, build in SENTENCES:  # a whole phrasing that starts with "If ..." is matched as is
        match = pattern.match(body)
        if match:
            return build(match), None
    condition = None
    for pattern, build in CONDITIONS:
        match = pattern.match(body)
        if match:
            condition = build(match)
            body = body[match.end():]
            body = body[0].upper() + body[1:] if body else body
            break
    body = body.strip()
    if not body:
        return None, None
    for pattern, build in SENTENCES:  # whole body first (multi-sentence phrasings)
        match = pattern.match(body)
        if match:
            return build(match), condition
    actions = []
    for sentence in _sentences(body):
        for pattern, build in SENTENCES:
            match = pattern.match(sentence)
            if match:
                actions += build(match)
                break
        else:
            return None, None
    return (actions or None), condition


def _take_costs(text: str, effect: dict, costs: list) -> str:
    """Strip leading "[1 Per Turn]" and cost brackets ("[Rest this card]", "[Pay 1 AP]") from text."""
    while True:
        once = ONCE.match(text)
        if once:
            effect["once_per_turn"] = True
            text = text[once.end():].strip()
            continue
        for pattern, build in COSTS:
            cost = re.match(pattern, text, re.IGNORECASE)
            if cost:
                costs.append(build(cost))
                text = text[cost.end():].strip()
                break
        else:
            return text


def _compile_clause(clause: str) -> dict | None:
    text = clause.strip()
    effect: dict = {}
    match = None
    for pattern, timing in TIMINGS:
        match = re.match(pattern, text, re.IGNORECASE)
        if match:
            effect["timing"] = timing
            text = text[match.end():].strip()
            break
    costs: list = []
    text = _take_costs(text, effect, costs)
    line = re.match(r"\[When in (Front ?line|Energy Line)\]\s*", text, re.IGNORECASE)
    if line and effect.get("timing"):
        # "[Main] [When in Frontline] ...": the line is a condition of the activated effect.
        effect["condition"] = {"kind": "in-line", "line": "front" if "front" in line.group(1).lower() else "energy"}
        text = _take_costs(text[line.end():].strip(), effect, costs)
    if costs:
        effect["cost"] = costs
    actions, condition = _compile_body(text)
    if actions is None:
        return None
    effect.setdefault("timing", "static" if actions[0]["do"] in ("also-named", "enters-active", "generates-on-front-line")
                      else ("during-your-turn" if actions[0]["do"] in ("generated-energy-change", "cannot-be-blocked-by-bp-at-most")
                            else "main"))
    if condition:
        if "condition" in effect:
            return None  # two conditions: the vocabulary takes one; keep the clause uncompiled
        effect["condition"] = condition
    effect["actions"] = actions
    return effect


def compile_card_text(text: str | None) -> CompiledText:
    result = CompiledText()
    clauses = split_clauses(text)
    position = 0
    while position < len(clauses):
        clause = clauses[position]
        position += 1
        if is_keyword_clause(clause) or re.match(r"^\[Raid\]\s*(?:<[^>]+>(?:\s*/\s*<[^>]+>)*|Characters with \"[^\"]+\" in their name)\s*$", clause):
            continue
        if "copies of this card" in clause.lower() or "of this card in your deck" in clause.lower():
            continue  # a deck-building rule (the card's deck limit), not an effect
        head, _, rest = clause.partition("] ")
        timing_prefix = ""
        if CHOOSE_ONE.match(clause) or (rest and CHOOSE_ONE.match(rest)):
            # "[When Attacking] Choose 1 of the following effects." then "• ..." bullet clauses.
            timing_prefix = head + "] " if rest and CHOOSE_ONE.match(rest) else ""
            options, bullets_ok = [], True
            while position < len(clauses) and clauses[position].lstrip().startswith("•"):
                bullet = clauses[position].lstrip()[1:].strip()
                position += 1
                compiled = _compile_clause(bullet)
                if compiled is None or compiled.get("condition") or compiled.get("cost"):
                    bullets_ok = False
                    result.uncompiled.append(clauses[position - 1])
                else:
                    options.append(compiled["actions"][0] if len(compiled["actions"]) == 1 else
                                   {"do": "choose-one", "options": compiled["actions"]})
            if bullets_ok and options:
                timing = _compile_clause(timing_prefix + "Draw 1 card.") if timing_prefix else {"timing": "main"}
                result.effects.append({"timing": (timing or {"timing": "main"})["timing"],
                                       "actions": [{"do": "choose-one", "options": options}]})
            else:
                result.uncompiled.append(clause)
            continue
        compiled = _compile_clause(clause)
        if compiled is None:
            result.uncompiled.append(clause)
        else:
            result.effects.append(compiled)
    return result


def clause_shape(clause: str) -> str:
    """A clause with names, numbers and traits replaced by placeholders (for coverage reports)."""
    shape = re.sub(r"<[^>]+>", "<NAME>", clause)
    shape = re.sub(r"\[Trait: [^\]]+\]", "[Trait: T]", shape)
    shape = re.sub(r"\"[^\"]+\"", '"TEXT"', shape)
    return re.sub(r"\d+", "N", shape)
