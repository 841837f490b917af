"""The effect compiler on phrasings written here (with varied names, numbers and traits), and the
coverage command on a small file. Unknown phrasings are reported, never guessed."""
import json

import pytest

from engine.effects import validate_effects
from engine.effects.compiler import clause_shape, compile_card_text


@pytest.mark.parametrize("text,expected", [
    ("[On Play] Draw 1 card.", [{"timing": "on-play", "actions": [{"do": "draw", "amount": 1}]}]),
    ("[On Retire] Draw 3 cards.", [{"timing": "on-retire", "actions": [{"do": "draw", "amount": 3}]}]),
    ("[When Attacking] Draw 2 cards, place 1 card from your hand to the Outside Area.",
     [{"timing": "when-attacking", "actions": [{"do": "draw", "amount": 2}, {"do": "discard", "amount": 1}]}]),
    ("Choose up to 2 of your AP cards and set them to active.",
     [{"timing": "main", "actions": [{"do": "set-ap-active", "amount": 2}]}]),
    ("[Your Turn] This character gets +1500 BP.",
     [{"timing": "during-your-turn", "actions": [{"do": "bp-change", "amount": 1500, "target": {"self": True}}]}]),
    ("[Your Turn] If there is a <Captain Rowe> on your area, this character gets +500 BP.",
     [{"timing": "during-your-turn", "condition": {"kind": "card-on-your-area", "name": "Captain Rowe"},
       "actions": [{"do": "bp-change", "amount": 500, "target": {"self": True}}]}]),
    ("[Main] [Rest this card] [1 Per Turn] Choose 1 other character on your area, it gets +2000 BP during this turn.",
     [{"timing": "activate-main", "once_per_turn": True, "cost": [{"kind": "rest-this-card"}],
       "actions": [{"do": "bp-change", "amount": 2000, "duration": "this-turn",
                    "target": {"side": "yours", "zone": "any", "up_to": 1, "other": True}}]}]),
    ("[On Play] Choose up to 1 character on your opponent's Front Line with BP 3000 or less and retire it.",
     [{"timing": "on-play", "actions": [{"do": "retire", "target": {"side": "opponents", "zone": "front", "bp_max": 3000,
                                                                     "up_to": 1}}]}]),
    ("This character cannot be blocked by characters with BP 2500 or less.",
     [{"timing": "during-your-turn", "actions": [{"do": "cannot-be-blocked-by-bp-at-most", "amount": 2500}]}]),
    ("4This card is also treated as <Mira Sol>.", [{"timing": "static", "actions": [{"do": "also-named", "name": "Mira Sol"}]}]),
    ("[On Play] Look at the top 5 cards of your deck. Reveal up to 1 <Zed Orban> card among them and add it to your hand. "
     "Place the remaining at the bottom of your deck in any order.",
     [{"timing": "on-play", "actions": [{"do": "look-at-top", "amount": 5},
                                        {"do": "take-looked", "target": {"up_to": 1, "name": "Zed Orban"}},
                                        {"do": "looked-to", "where": "bottom"}]}]),
])
def test_phrasings_compile_to_the_vocabulary(text, expected):
    compiled = compile_card_text(text)
    assert compiled.uncompiled == [] and compiled.effects == expected
    assert validate_effects("union-arena", compiled.effects) == []


def test_choose_one_groups_its_bullets():
    compiled = compile_card_text("[When Attacking] Choose 1 of the following effects.@• Draw 1 card.@"
                                 "• This character gets +1000 BP during this turn.")
    assert compiled.complete
    assert compiled.effects == [{"timing": "when-attacking", "actions": [{"do": "choose-one", "options": [
        {"do": "draw", "amount": 1},
        {"do": "bp-change", "amount": 1000, "target": {"self": True}, "duration": "this-turn"}]}]}]


def test_keywords_raid_and_deck_limits_are_card_fields_not_effects():
    compiled = compile_card_text("2[Impact 1]@[Raid] <Kane Ito>@You can have up to 12 copies of this card in your deck.")
    assert compiled.complete and compiled.effects == []


def test_unknown_phrasing_is_reported_not_guessed():
    compiled = compile_card_text("[On Play] Draw 1 card.@[On Play] Swap the two moons of the opponent.")
    assert compiled.effects == [{"timing": "on-play", "actions": [{"do": "draw", "amount": 1}]}]
    assert compiled.uncompiled == ["[On Play] Swap the two moons of the opponent."]
    # A clause with one known and one unknown sentence is kept whole, uncompiled.
    partial = compile_card_text("[On Play] Draw 1 card. Then flip a coin.")
    assert partial.effects == [] and partial.uncompiled == ["[On Play] Draw 1 card. Then flip a coin."]


def test_clause_shapes_normalise_names_numbers_and_traits():
    assert clause_shape('If there is a <Ana> with [Trait: Fleet] and "Go" on 3 cards') == (
        'If there is a <NAME> with [Trait: T] and "TEXT" on N cards')


def test_coverage_command(tmp_path, capsys):
    from engine.__main__ import main

    path = tmp_path / "cards.json"
    path.write_text(json.dumps([
        {"cardNo": "ZZQ-1-001", "series": "ZZQ", "effect": "[On Play] Draw 1 card."},
        {"cardNo": "ZZQ-1-002", "series": "ZZQ", "effect": "[On Play] Juggle."},
        {"cardNo": "ZZQ-1-003", "series": "ZZQ", "effect": None},
        {"cardNo": "YYR-1-001", "series": "YYR", "effect": "[Step]"},
    ]))
    assert main(["coverage", str(path)]) == 0
    out = capsys.readouterr().out
    lines = {line.split()[0]: line.split()[1:3] for line in out.splitlines()[1:4]}
    assert lines == {"YYR": ["1", "100.0%"], "ZZQ": ["3", "66.7%"], "ALL": ["4", "75.0%"]}
    assert "1 cards have no effect text" in out and "[On Play] Juggle." in out
