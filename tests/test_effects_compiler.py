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
                    "target": {"side": "yours", "zone": "any", "up_to": 1, "exactly": True, "other": True}}]}]),
    ("[On Play] Choose up to 1 character on your opponent's Front Line with BP 3000 or less and retire it.",
     [{"timing": "on-play", "actions": [{"do": "retire", "target": {"side": "opponents", "zone": "front", "bp_max": 3000,
                                                                     "up_to": 1}}]}]),
    ("This character cannot be blocked by characters with BP 2500 or less.",
     [{"timing": "continuous", "actions": [{"do": "cannot-be-blocked-by-bp-at-most", "amount": 2500}]}]),
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
    limited = compile_card_text("This card can only put 2 as Maximum in deck.@[On Play] Draw 1 card.")
    assert limited.complete and limited.effects == [{"timing": "on-play", "actions": [{"do": "draw", "amount": 1}]}]


def test_a_clause_that_only_mentions_copies_of_this_card_is_not_taken_for_a_deck_limit():
    """Only a sentence the deck rules read as this card's copy limit is skipped; any other sentence about copies of
    this card is an effect and must compile on its own or stay unread."""
    compiled = compile_card_text("If you have 2 or more copies of this card on your area, draw 1 card.")
    assert not compiled.complete


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
    assert main(["coverage", str(path), "--hold-out", "YYR"]) == 0
    out = capsys.readouterr().out
    rows = {line.split()[0]: line.split()[1:] for line in out.splitlines()
            if line.split() and line.split()[0] in {"YYR", "ZZQ", "ALL", "tuned", "held"}}
    # cards, compiled, played; then the same for cards with effect text only (the card with no text is left out)
    assert rows["ZZQ"] == ["3", "66.7%", "66.7%", "2", "50.0%", "50.0%"]
    assert rows["YYR"] == ["*", "1", "100.0%", "100.0%", "1", "100.0%", "100.0%"]
    assert rows["ALL"] == ["4", "75.0%", "75.0%", "3", "66.7%", "66.7%"]
    assert rows["tuned"] == rows["ZZQ"] and rows["held"] == ["out", *rows["YYR"][1:]]
    assert "[On Play] Juggle." in out


def test_coverage_hold_out_is_a_stable_quarter_of_series():
    from engine.commands.coverage import held_out_series

    codes = [f"S{n:03d}" for n in range(400)]
    held = [code for code in codes if held_out_series(code, "auto")]
    assert 60 <= len(held) <= 140  # about a quarter, decided by the code alone
    assert held == [code for code in codes if held_out_series(code, "auto")]
    assert not any(held_out_series(code, "none") for code in codes)
    assert held_out_series("ABC", "XYZ, ABC") and not held_out_series("ABD", "XYZ,ABC")


# --- the sentence grammar: phrasings with other names, numbers and traits than the reference cards ---
@pytest.mark.parametrize("text,expected", [
    # a condition on the effect; "or lower" and "field" normalised
    ("[On Play] If there are 2 or more <Trait: Stormguard> characters on your Front Line, draw 2 cards.",
     [{"timing": "on-play", "condition": {"kind": "card-on-your-area", "count": 2, "trait": "Stormguard", "card_type": "character",
                                        "line": "front"},
       "actions": [{"do": "draw", "amount": 2}]}]),
    # you may ... If you did ...
    ("[When Attacking] You may place 1 card from your hand to the Outside Area. If you did, this character gets "
     "+2500 BP during this turn.",
     [{"timing": "when-attacking", "actions": [{"do": "discard", "amount": 1, "optional": True},
                                               {"do": "bp-change", "amount": 2500, "target": {"self": True},
                                                "duration": "this-turn", "if_done": True}]}]),
    # the pronoun follows the chosen card; BP4000 / "or lower" / "field"
    ("[On Play] Choose 1 character on your opponent's field with BP4000 or lower. It gets -2000 BP during this turn.",
     [{"timing": "on-play", "actions": [
         {"do": "choose", "target": {"up_to": 1, "exactly": True, "card_type": "character", "side": "opponents",
                                     "zone": "any", "bp_max": 4000}},
         {"do": "bp-change", "amount": -2000, "target": {"chosen": True}, "duration": "this-turn"}]}]),
    # cost reduction in hand
    ("If there are no cards on your area, reduce the required energy of this card in your hand by 2.",
     [{"timing": "static", "condition": {"kind": "area-empty"},
       "actions": [{"do": "cost-reduction", "what": "energy", "amount": 2}]}]),
    # a delayed effect later in the clause becomes an ability for this turn
    ("[On Play] Draw 1 card. At the end of your Main Phase, retire this character.",
     [{"timing": "on-play", "actions": [{"do": "draw", "amount": 1}, {
         "do": "gain-ability", "target": {"self": True}, "duration": "this-turn",
         "effects": [{"timing": "end-of-main-phase", "actions": [{"do": "retire", "target": {"self": True}}]}]}]}]),
    # a quoted ability
    ('[On Play] This character gains "[When Attacking] Draw 1 card." during this turn.',
     [{"timing": "on-play", "actions": [{"do": "gain-ability", "target": {"self": True}, "duration": "this-turn",
                                         "effects": [{"timing": "when-attacking",
                                                      "actions": [{"do": "draw", "amount": 1}]}]}]}]),
    # two timings, one effect each
    ("[On Play] [When Attacking] Draw 1 card.",
     [{"timing": "on-play", "actions": [{"do": "draw", "amount": 1}]},
      {"timing": "when-attacking", "actions": [{"do": "draw", "amount": 1}]}]),
    # "it's ... instead"
    ("[On Play] Choose up to 1 character on your opponent's Front Line with BP 2000 or less and retire it. "
     "If there is a <Vel Arno> on your area, it's BP 3500 or less instead.",
     [{"timing": "on-play", "actions": [{"do": "retire", "target": {
         "side": "opponents", "zone": "front", "bp_max": 2000, "up_to": 1},
         "instead": {"condition": {"kind": "card-on-your-area", "name": "Vel Arno"}, "bp_max": 3500}}]}]),
    # Activate: Main with a use condition and once per turn as a sentence
    ("[Main] [Pay 1 AP] Can only be activated if this character was played during this turn. Set this character "
     "to active. This effect can only be activated once per turn.",
     [{"timing": "activate-main", "cost": [{"kind": "pay-ap", "amount": 1}], "condition": {"kind": "played-this-turn"},
       "once_per_turn": True, "actions": [{"do": "set-active", "target": {"self": True}}]}]),
])
def test_sentence_grammar(text, expected):
    compiled = compile_card_text(text)
    assert compiled.uncompiled == [] and compiled.effects == expected
    assert validate_effects("union-arena", compiled.effects) == []


def test_tiers_become_conditional_effects():
    compiled = compile_card_text("This character gains all the following effects based on the number of Event Cards "
                                 "in your Outside Area.@• 3 or more: This character gets +1000 BP.@• 5 or more: [Impact 1]")
    assert compiled.complete
    condition = {"kind": "cards-in-zone", "side": "yours", "zone": "outside", "filter": {"card_type": "event"}}
    assert compiled.effects == [
        {"timing": "continuous", "actions": [{"do": "bp-change", "amount": 1000, "target": {"self": True}}],
         "condition": dict(condition, at_least=3)},
        {"timing": "continuous", "actions": [{"do": "gain-keyword", "keyword": "impact", "value": 1, "target": {"self": True}}],
         "condition": dict(condition, at_least=5)}]


def test_conditional_choose_one_head():
    compiled = compile_card_text("[On Play] If you have 3 or less Life, choose 1 of the following effects.@"
                                 "• Draw 2 cards.@• Choose up to 1 of your AP cards and set it to active.")
    assert compiled.complete
    assert compiled.effects == [{"timing": "on-play", "actions": [{
        "do": "choose-one", "condition": {"kind": "life-at-most", "amount": 3},
        "options": [{"do": "draw", "amount": 2}, {"do": "set-ap-active", "amount": 1}]}]}]


def test_a_sentence_it_cannot_read_keeps_the_clause_whole():
    text = "[On Play] Draw 1 card. If you have revealed a moon this turn, choose 1 character and retire it."
    compiled = compile_card_text(text)
    assert compiled.effects == [] and compiled.uncompiled == [text]


def test_once_per_turn_before_a_timing_phrase_and_colour_lists():
    compiled = compile_card_text("[1 Per Turn] When a character from your area attacks and wins a battle, draw 1 card.@"
                                 "If there is a yellow or purple card on your opponent's area, reduce this card's "
                                 "required energy in your hand by 1.")
    assert compiled.complete
    assert compiled.effects == [
        {"once_per_turn": True, "timing": "when-yours-wins-battle", "actions": [{"do": "draw", "amount": 1}]},
        {"timing": "static", "condition": {"kind": "cards-in-zone", "side": "opponents", "zone": "any",
                                           "filter": {"color": "yellow|purple"}, "at_least": 1},
         "actions": [{"do": "cost-reduction", "what": "energy", "amount": 1}]}]
