"""The golden set (issue #13.3): card texts written for Decklab — invented names, traits and numbers in the
phrasings real Union Arena sets use — each with the exact effect list it must compile to
(tests/golden/union_arena_effects*.json: the first set, and one file per later batch of mechanics). A text the compiler cannot read must stay uncompiled, whole: the
card is then "incomplete" and nothing of it is guessed.

The expected lists were checked by hand against the text, one by one: no duration, count, "at most",
"exactly", condition or timing that the text does not say, and none dropped that it does say."""
import json
from pathlib import Path

import pytest

from engine.effects import validate_effects
from engine.effects.compiler import compile_card_text
from engine.effects.describe import describe
from engine.effects.vocabulary import (
    ACTION_PARAMETERS,
    CONDITIONS,
    COSTS,
    DURATIONS,
    TARGET_FIELDS,
    TIMINGS,
)

GOLDEN = [case for path in sorted((Path(__file__).parent / "golden").glob("union_arena_effects*.json"))
          for case in json.loads(path.read_text(encoding="utf-8"))]

# Vocabulary the compiler never produces from English text (hand-written effect lists may still use them).
NOT_COMPILED = {
    "timing": set(),
    "cost": {"discard"},  # "[Discard N]" compiles to place-from-hand-to-outside
    "condition": {"front-line-count-at-least"},
    "action": {"sideline"},
    "target": set(),
    "duration": {"while-on-field"},
}


def test_the_set_is_large_and_has_no_repeats():
    texts = [case["text"] for case in GOLDEN]
    assert len(texts) >= 300
    assert len(set(texts)) == len(texts)
    assert sum(1 for case in GOLDEN if case["uncompiled"]) >= 5  # texts that must stay unread


@pytest.mark.parametrize("case", GOLDEN, ids=[case["text"][:70] for case in GOLDEN])
def test_golden_text_compiles_exactly(case):
    compiled = compile_card_text(case["text"])
    assert compiled.effects == case["effects"]
    assert compiled.uncompiled == case["uncompiled"]
    assert validate_effects("union-arena", compiled.effects) == []
    if compiled.effects:
        assert describe(compiled.effects)


def test_an_unread_sentence_keeps_its_whole_clause_out():
    for case in GOLDEN:
        for clause in case["uncompiled"]:
            assert clause in case["text"]  # the exact clause, not a part of it and not a paraphrase


def _walk_condition(condition, seen):
    seen["condition"].add(condition["kind"])
    for inner in condition.get("conditions", []):
        _walk_condition(inner, seen)
    seen["target"].update(condition.get("filter", {}))


def _walk_action(action, seen):
    seen["action"].add(action["do"])
    seen["target"].update(action.get("target", {}))
    if "duration" in action:
        seen["duration"].add(action["duration"])
    if "condition" in action:
        _walk_condition(action["condition"], seen)
    if "condition" in action.get("instead", {}):  # (an optional "instead" may have none: the player's choice)
        _walk_condition(action["instead"]["condition"], seen)
    for inner in [*action.get("options", []), *action.get("actions", [])]:
        _walk_action(inner, seen)
    for effect in action.get("effects", []):
        _walk_effect(effect, seen)


def _walk_effect(effect, seen):
    seen["timing"].add(effect["timing"])
    seen["cost"].update(cost["kind"] for cost in effect.get("cost", []))
    if "condition" in effect:
        _walk_condition(effect["condition"], seen)
    for action in effect["actions"]:
        _walk_action(action, seen)


def test_the_set_covers_every_part_of_the_vocabulary_the_compiler_knows():
    seen = {key: set() for key in NOT_COMPILED}
    for case in GOLDEN:
        for effect in case["effects"]:
            _walk_effect(effect, seen)
    vocabulary = {"timing": TIMINGS, "cost": set(COSTS), "condition": set(CONDITIONS), "action": set(ACTION_PARAMETERS),
                  "target": set(TARGET_FIELDS), "duration": DURATIONS}
    for part, names in vocabulary.items():
        missing = names - NOT_COMPILED[part] - seen[part]
        assert not missing, f"golden set has no {part} {sorted(missing)}"


def test_simulated_as_agrees_with_the_engine_on_what_is_played():
    """engine.played (the card page, the API, job results) and the runtime's own verdict (coverage, the
    'simulated incompletely' count) never disagree; the sentences it names are the card's own."""
    from engine.cards import CardRecord
    from engine.games.union_arena.effects_runtime import card_effects
    from engine.played import simulation

    for case in GOLDEN:
        for card_type in ("character", "event"):
            record = CardRecord("union-arena", "GLD-1-001", "GLD-1-001", "Golden", card_type, "GLD", case["text"])
            result = simulation(record)
            assert result.complete == card_effects(record).complete, case["text"]
            assert all(sentence in case["text"] for sentence in result.not_played)
            assert result.simulated_as == describe(case["effects"])
