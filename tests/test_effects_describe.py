"""engine.effects.describe: compiled Union Arena effects rendered back to plain English ("Simulated as")."""
import pytest

from engine.effects.compiler import compile_card_text
from engine.effects.describe import (
    ACTION_TEXT,
    CONDITION_TEXT,
    COST_TEXT,
    TIMING_TEXT,
    action_text,
    condition_text,
    describe,
    target_text,
)
from engine.effects.vocabulary import ACTION_PARAMETERS, CONDITIONS, COSTS, TIMINGS


def test_every_vocabulary_entry_has_a_rendering():
    assert set(TIMING_TEXT) == TIMINGS
    assert set(COST_TEXT) == set(COSTS)
    assert set(CONDITION_TEXT) == set(CONDITIONS)
    assert set(ACTION_TEXT) == set(ACTION_PARAMETERS)


@pytest.mark.parametrize("kind", sorted(ACTION_PARAMETERS))
def test_every_action_renders_with_its_bare_parameters(kind):
    text = action_text({"do": kind})
    assert text and f"({kind})" not in text


@pytest.mark.parametrize("kind", sorted(CONDITIONS))
def test_every_condition_renders(kind):
    condition = {"kind": kind}
    if kind in ("all", "any"):
        condition["conditions"] = [{"kind": "your-turn"}, {"kind": "life-at-most", "amount": 3}]
    text = condition_text(condition)
    assert text and f"({kind})" not in text


@pytest.mark.parametrize("text,expected", [
    ("[On Play] Draw 2 cards.", "[On Play] Draw 2 cards."),
    ("[On Play] Choose up to 2 characters on your opponent's Front Line with BP 2500 or less and rest them.",
     "[On Play] Rest up to 2 characters on your opponent's Front Line with BP 2500 or less."),
    ("[When Attacking] If there are 2 or more <Trait: Tidecaller> characters on your Front Line, draw 1 card.",
     "[When Attacking] If there are 2 or more [Tidecaller] characters on your Front Line, draw 1 card."),
    ("If you have 0 cards in your hand, this character gains [Impact (1) ].",
     "[Continuous] If there are no cards in your hand, this character gains [Impact 1]."),
    ("[Main] [Rest this card] Choose 1 other character on your area, it gains +1500 BP during this turn.",
     "[Activate: Main] (cost: rest this card) 1 other character on your area gets +1500 BP during this turn."),
])
def test_compiled_texts_read_back(text, expected):
    compiled = compile_card_text(text)
    assert compiled.complete
    assert describe(compiled.effects) == expected


@pytest.mark.parametrize("text,expected", [
    ("[Main] Play up to 1 yellow <Trait: Lantern> with required energy of 1 or less from your Outside Area to your area rested.",
     "[Activate: Main] Play up to 1 yellow [Lantern] with required energy 1 or less from your Outside Area."),
    ("[Main] [1 Per Turn] Move this character to another line.",
     "[Activate: Main] (once per turn) Move this character to the other line."),
    ("[On Play] Add up to 1 Character Card with required energy of 0 from your Outside Area to your hand.",
     "[On Play] Add up to 1 character in your Outside Area with required energy 0 to your hand."),
])
def test_zones_lines_and_exact_values_read_back(text, expected):
    assert describe(compile_card_text(text).effects) == expected


def test_targets_name_side_zone_and_limits():
    assert target_text({"side": "opponents", "zone": "front", "up_to": 1, "bp_max": 3000, "state": "active"}) == (
        "up to 1 active character on your opponent's Front Line with BP 3000 or less")
    assert target_text({"name": "Aster|Briar", "side": "yours", "zone": "hand", "up_to": 1}, "card") == (
        "up to 1 <Aster> or <Briar> in your hand")
    assert target_text(None) == "this character"


def test_nothing_compiled_describes_as_empty():
    assert describe([]) == "" and describe(None) == ""

