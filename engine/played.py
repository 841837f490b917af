"""What the Union Arena engine plays of one card, for people to read ("Simulated as: ...").

    simulation(record) -> Simulation(effects, hand_written, simulated_as, not_played)

`effects` is what the engine plays from: the card's own effect list when it has one (hand-written by staff,
or given by the card file), else its text compiled by engine.effects.compiler. `not_played` lists the exact
clauses of the card's text that are not played — those that do not compile, and those that compile to an
effect the engine has no runtime for — or, for a given effect list, the rendering of each effect not played.
The same test decides "simulated incompletely" in jobs, `coverage` and `fidelity`."""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from engine.cards import CardRecord
from engine.effects.compiler import compile_card_text
from engine.effects.describe import describe, describe_effect

GAME = "union-arena"


@dataclass
class Simulation:
    effects: list = field(default_factory=list)
    hand_written: bool = False  # the card carries its own effect list (the text is not compiled)
    simulated_as: str = ""
    not_played: list = field(default_factory=list)

    @property
    def complete(self) -> bool:
        return not self.not_played

    @property
    def lines(self) -> list[str]:
        """One sentence per effect (what `simulated_as` says, for a list on a page)."""
        return [describe_effect(effect) for effect in self.effects]

    def as_dict(self) -> dict:
        return {"simulated_as": self.simulated_as, "not_played": list(self.not_played), "complete": self.complete,
                "hand_written": self.hand_written}


def _played(effect: dict, is_event: bool) -> bool:
    from engine.games.union_arena.effects_runtime import plays  # the runtime imports the compiler

    return plays(effect, is_event)


@lru_cache(maxsize=8192)
def _compiled_text(text: str):
    """compile_card_text and its description, once per distinct text (a character and an event with the same text
    compile alike)."""
    compiled = compile_card_text(text)
    return compiled, describe(compiled.effects)


@lru_cache(maxsize=8192)
def _compiled(text: str, is_event: bool):
    """compile_card_text, its description and whether each effect is played, once per distinct text: the
    card list and the job results ask for the same texts again and again (the result is shared: read it,
    never change it)."""
    compiled, described = _compiled_text(text)
    return compiled, described, tuple(_played(effect, is_event) for effect in compiled.effects)


def simulation(record: CardRecord) -> Simulation | None:
    """What the engine plays of a Union Arena card (None for the other games)."""
    if record.game != GAME:
        return None
    given = list(record.get("effects") or [])
    is_event = record.type == "event"
    if given:
        missing = [f"not played: {describe_effect(effect)}" for effect in given if not _played(effect, is_event)]
        return Simulation(given, True, describe(given), missing)
    compiled, described, played = _compiled(record.text, is_event)
    missing = list(compiled.uncompiled)
    for clauses, effect_played in zip(compiled.sources, played, strict=True):
        if not effect_played:
            missing.extend(clause for clause in clauses if clause not in missing)
    return Simulation(compiled.effects, False, described, missing)


def not_played_by_card(records) -> list[dict]:
    """Per Union Arena card simulated incompletely (each printing once, in number order): its number, name and
    the sentences not played. Cards of the other games are left out."""
    rows = {}
    for record in records:
        result = simulation(record)
        if result is not None and not result.complete and record.number not in rows:
            rows[record.number] = {"number": record.number, "name": record.name, "not_played": result.not_played}
    return [rows[number] for number in sorted(rows)]
