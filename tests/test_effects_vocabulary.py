"""The effect vocabulary's schema: valid effects pass, bad ones are refused with named paths."""
import pytest
from django.core.exceptions import ValidationError

from engine.effects import validate_effects

VALID = [
    {"timing": "on-play", "actions": [{"do": "draw", "amount": 1}]},
    {"timing": "activate-main", "cost": [{"kind": "rest-this-card"}, {"kind": "pay-ap", "amount": 1}],
     "once_per_turn": True, "actions": [{"do": "bp-change", "amount": 1000, "duration": "this-turn",
                                         "target": {"side": "yours", "zone": "front", "up_to": 1}}]},
    {"timing": "when-attacking", "condition": {"kind": "life-at-most", "amount": 3},
     "actions": [{"do": "choose-one", "options": [{"do": "draw", "amount": 1},
                                                  {"do": "rest", "target": {"side": "opponents", "bp_max": 2500}}]}]},
]


def test_valid_effects_pass():
    assert validate_effects("union-arena", VALID) == []
    assert validate_effects("union-arena", None) == []


@pytest.mark.parametrize("effects,problem", [
    ("draw", "effects: must be a list"),
    ([{"timing": "sometimes", "actions": [{"do": "draw", "amount": 1}]}], "effects[0].timing: must be one of"),
    ([{"timing": "on-play", "actions": [{"do": "draw", "amount": "one"}]}], "effects[0].actions[0].amount: must be an int"),
    ([{"timing": "on-play", "actions": [{"do": "explode"}]}], "effects[0].actions[0].do: unknown action 'explode'"),
    ([{"timing": "on-play", "actions": []}], "effects[0].actions: must be a non-empty list"),
    ([{"timing": "on-play", "actions": [{"do": "retire", "target": {"side": "theirs"}}]}],
     "effects[0].actions[0].target.side: must be one of"),
    ([{"timing": "activate-main", "cost": [{"kind": "pay-ap", "amount": True}], "actions": [{"do": "draw", "amount": 1}]}],
     "effects[0].cost[0].amount: must be an int"),
    ([{"timing": "on-play", "actions": [{"do": "bp-change", "amount": 1, "duration": "forever"}]}],
     "effects[0].actions[0].duration: must be one of"),
])
def test_bad_effects_name_the_path(effects, problem):
    problems = validate_effects("union-arena", effects)
    assert any(p.startswith(problem) for p in problems), problems


@pytest.mark.django_db
def test_card_model_validates_effects_on_save():
    from cardsdb.models import Card

    card = Card(game="union-arena", number="TST-1-001", identity="TST-1-001", name="X", card_type="event",
                effects=[{"timing": "on-play", "actions": [{"do": "explode"}]}])
    with pytest.raises(ValidationError, match="unknown action"):
        card.full_clean()


def test_other_games_are_checked_against_their_own_engines_vocabulary():
    from engine.games.arcana.effects import compile_text

    arcana = compile_text("Draw 2 cards.", "rune").effects
    assert arcana and validate_effects("arcana", arcana) == []
    assert validate_effects("arcana", [{"timing": "on-play", "actions": [{"do": "juggle"}]}]) == [
        "effects[0].timing: must be one of activated, end-of-turn, on-activate, on-summon, start-of-turn, static",
        "effects[0].actions[0].do: must be one of battle-immune, destroy, draw, extra-attack, gain-hp, negate-attack, "
        "recycle, return-to-hand, special-summon, stat-change, thorns"]
    assert validate_effects("universal-arena", [{"do": "heal", "amount": 2, "timing": "on-hit"}]) == []
    assert validate_effects("universal-arena", [{"do": "teleport"}]) == [
        "effects[0].do: must be one of block, burn, discard, draw, energy, haste, heal, meter, slow"]
    assert validate_effects("unien", []) == []
    assert validate_effects("unien", [{"do": "draw"}])[0].startswith("effects: the Unien engine plays a card from its text")
