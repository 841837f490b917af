"""Facts derived from Union Arena English effect text: clauses, keyword abilities, Raid targets
and card-level deck limits. Pure functions, used by the card importer and the effect compiler.

A keyword counts as the card's own only when a clause consists of keywords alone ("[Step]",
"[Impact 1] [Double Attack]", "[Raid] <Name>"); a keyword granted by an effect ("this character
gains [Impact 1] during this turn") belongs to that effect, not to the card.
"""
from __future__ import annotations

import re

_STRAY_ICON_DIGITS = re.compile(r"^\s*-?\d+\s*(?=[\[A-Z]|$)")
_KEYWORD_TOKEN = re.compile(
    r"\[(?:"
    r"(?P<step>Step)|(?P<snipe>Snipe(?:r)?)|(?P<double_attack>Double Attack)|(?P<double_block>Double Block)"
    r"|(?P<negate>Impact Negate|Negate Impact|Impact Negatge|Impact Nagate|Impact Cancel)"
    r"|Impact\s*\+\s*(?P<impact_plus>\d+)|Impact\s*\(?\s*(?P<impact>\d+)\s*\)?"
    r"|Damage\s*\+\s*(?P<damage_plus>\d+)|Damage\s*\(?\s*(?P<damage>\d+)\s*\)?"
    r")\s*\]",
    re.IGNORECASE,
)
# Raid targets (seed 000 Raid Boost: "The specified Character is written to the right of Raid"): a trait, one or
# more names ("<A> / <B>", "<A> or <B>": any of them), or "Characters with "X" (and "Y") in their name" (each text
# in the name: target_kind "name-has"); a bare name ("[Raid] Kisara") only as the whole clause
_RAID_TRAIT = re.compile(r"^\[Raid\]\s*<\s*Trait\s*:\s*(?P<target>[^>]+?)\s*>", re.IGNORECASE)
_RAID_NAME = r"<(?!\s*Trait\s*:)[^>]+>"
_RAID_NAMES = re.compile(rf"^\[Raid\]\s*(?P<names>{_RAID_NAME}(?:\s*(?:/|,|or)\s*{_RAID_NAME})*)", re.IGNORECASE)
_NAME_PART = rf"(?:\"[^\"]+\"|{_RAID_NAME})"
_RAID_NAME_HAS = re.compile(rf"^\[Raid\]\s*Characters? with (?P<parts>{_NAME_PART}(?: and {_NAME_PART})*) in "
                            r"(?:their|its|it's) names?\.?", re.IGNORECASE)
_RAID_BARE_NAME = re.compile(r"^\[Raid\]\s*(?P<target>[A-Z][\w'.-]*(?: [A-Z][\w'.-]*){0,3})\s*$")
_DECK_LIMIT = [
    re.compile(r"(?:a deck|you) can (?:contain|have|include) up to (\d+) (?:copies|cards) (?:of|named)", re.I),
    re.compile(r"you can only have (\d+) (?:copies )?of this card in your deck", re.I),
    re.compile(r"(?:a deck|your deck) can (?:only )?(?:contain|have|include) (?:up to )?(\d+) (?:copies )?of this card", re.I),
    re.compile(r"you can include up to (\d+) copies of this card", re.I),
    re.compile(r"up to (\d+) copies of this card (?:can|may) be (?:included|put) in (?:a|your) deck", re.I),
    re.compile(r"this card can only (?:be )?(?:put|have|include|included) (\d+) (?:copies |cards )?as (?:a |the )?maximum "
               r"in (?:a |the |your )?deck", re.I),
    re.compile(r"(?:a|your) deck can (?:only )?(?:contain|have|include) a maximum of (\d+) (?:copies )?of this card", re.I),
]
_UNLIMITED = re.compile(r"(?:any number of|no limit to the number of) (?:copies of )?(?:this card|cards named)", re.I)


def split_clauses(text: str | None) -> list[str]:
    """Clauses of an effect text: split on '@' and line breaks, stray icon digits removed."""
    if not text:
        return []
    clauses = []
    for part in re.split(r"@|\n", text):
        part = _STRAY_ICON_DIGITS.sub("", part).strip()
        if part:
            clauses.extend(_keywords_apart(part))
    return clauses


def _keywords_apart(clause: str) -> list[str]:
    """"[Impact (1) ] [When Attacking] Choose ...": the card's keywords printed on the line of an effect are a clause of
    their own (the keywords, then the effect that starts with its timing tag)."""
    position, found = 0, False
    while True:
        match = _KEYWORD_TOKEN.match(clause, position)
        if match is None:
            break
        found, position = True, match.end()
        while position < len(clause) and clause[position] == " ":
            position += 1
    if not found or not clause.startswith("[", position):
        return [clause]
    return [clause[:position].strip(), clause[position:]]


def _keyword_only_clause(clause: str) -> list[dict] | None:
    found = []
    rest = clause
    raid = raid_keyword(clause)
    if raid:
        return [raid[0]]  # a Raid clause goes on with its own text; the keyword is the card's own
    position = 0
    while True:
        match = _KEYWORD_TOKEN.match(rest, position)
        if match is None:
            break
        found.append(_keyword_from_match(match))
        position = match.end()
        while position < len(rest) and rest[position] in " ,/":
            position += 1
    remainder = rest[position:].strip()
    if not found or (remainder and not remainder.startswith("(")):
        return None
    return found


def raid_keyword(clause: str) -> tuple[dict, str] | None:
    """The Raid keyword a clause starts with and the rest of the clause after its target, or None."""
    trait = _RAID_TRAIT.match(clause)
    if trait:
        return {"name": "raid", "target": trait.group("target"), "target_kind": "trait"}, clause[trait.end():].strip()
    names = _RAID_NAMES.match(clause)
    if names:
        target = "|".join(name.strip() for name in re.findall(r"<([^>]+)>", names.group("names")))
        return {"name": "raid", "target": target, "target_kind": "name"}, clause[names.end():].strip()
    name_has = _RAID_NAME_HAS.match(clause)
    if name_has:
        target = "|".join(part[1:-1].strip() for part in re.findall(_NAME_PART, name_has.group("parts")))
        return {"name": "raid", "target": target, "target_kind": "name-has"}, clause[name_has.end():].strip()
    bare = _RAID_BARE_NAME.match(clause)
    if bare:
        return {"name": "raid", "target": bare.group("target"), "target_kind": "name"}, ""
    return None


def _keyword_from_match(match: re.Match) -> dict:
    groups = match.groupdict()
    if groups["step"]:
        return {"name": "step"}
    if groups["snipe"]:
        return {"name": "snipe"}
    if groups["double_attack"]:
        return {"name": "double-attack"}
    if groups["double_block"]:
        return {"name": "double-block"}
    if groups["negate"]:
        return {"name": "negate-impact"}
    for group, name in (("impact_plus", "impact-plus"), ("impact", "impact"),
                        ("damage_plus", "damage-plus"), ("damage", "damage")):
        if groups[group]:
            return {"name": name, "value": int(groups[group])}
    raise AssertionError("keyword pattern matched nothing")  # pragma: no cover


def derive_keywords(text: str | None) -> list[dict]:
    """The card's own keyword abilities, in the canonical format's shape."""
    keywords: list[dict] = []
    for clause in split_clauses(text):
        for keyword in _keyword_only_clause(clause) or []:
            if keyword not in keywords:
                keywords.append(keyword)
    return keywords


def is_keyword_clause(clause: str) -> bool:
    """True when a clause is nothing but keyword abilities (the compiler need not compile it)."""
    found = _keyword_only_clause(_STRAY_ICON_DIGITS.sub("", clause).strip())
    return bool(found) and found[0]["name"] != "raid"


def derive_deck_limit(text: str | None) -> int | None:
    """A copy limit the card's own text sets, e.g. 'You can have up to 12 copies of this card in
    your deck' -> 12; 'You can only have 1 of this card in your deck' -> 1; none -> None."""
    if not text:
        return None
    if _UNLIMITED.search(text):
        return 999
    for pattern in _DECK_LIMIT:
        match = pattern.search(text)
        if match:
            return int(match.group(1))
    return None
