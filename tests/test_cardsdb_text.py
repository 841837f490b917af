"""Union Arena numbers and text: copy identity, keyword abilities, Raid targets, deck limits.

Seed 000, "Decks": copies are counted by card number across printings; keyword effects per
seed 000 "Keyword Effects". The phrasings here are written for the test."""
import pytest

from engine.cards import CardFieldError, parse_card_row
from engine.games.union_arena.records import identity_of
from engine.union_arena_text import derive_deck_limit, derive_keywords, is_keyword_clause, split_clauses


@pytest.mark.parametrize("number,identity,series", [
    ("UA01BT/CGH-1-004", "CGH-1-004", "CGH"),
    ("UA01BT/CGH-1-004_p1", "CGH-1-004", "CGH"),
    ("UE01BT/CGH-1-004", "CGH-1-004", "CGH"),
    ("CGH-1-004-ALT1", "CGH-1-004", "CGH"),
    ("UA30BT-ARK-1-001", "ARK-1-001", "ARK"),
    ("EX13BT-GIM-2-AP08★-ALT1", "GIM-2-AP08", "GIM"),
    ("UAPR_YYH-1-038-ALT1", "YYH-1-038", "YYH"),
    ("UA47BT-TKG-1-080", "TKG-1-080", "TKG"),
    ("PR/XYZ-1-100", "XYZ-1-100", "XYZ"),
])
def test_copy_identity_ignores_product_prefix_and_parallels(number, identity, series):
    assert identity_of(number) == (identity, series)


def test_garbage_number_is_refused():
    with pytest.raises(CardFieldError, match="number"):
        identity_of("not a number!")


def test_clauses_split_and_stray_icon_digits_removed():
    assert split_clauses("2[Step]@1[On Play] Draw 1 card.\n[Main] Rest it.") == [
        "[Step]", "[On Play] Draw 1 card.", "[Main] Rest it."]


@pytest.mark.parametrize("text,expected", [
    ("[Step]", [{"name": "step"}]),
    ("[Sniper]", [{"name": "snipe"}]),
    ("[Impact (2) ]", [{"name": "impact", "value": 2}]),
    ("[Impact 1] [Double Attack]", [{"name": "impact", "value": 1}, {"name": "double-attack"}]),
    ("[Impact +1]@[Damage +1]", [{"name": "impact-plus", "value": 1}, {"name": "damage-plus", "value": 1}]),
    ("[Damage 2]@[Double Block]", [{"name": "damage", "value": 2}, {"name": "double-block"}]),
    # (seed 000 Keyword Effects: Negate Impact, also printed misspelt and as "Impact Cancel")
    ("[Impact Nagate]", [{"name": "negate-impact"}]),
    ("[Impact Cancel]", [{"name": "negate-impact"}]),
    ("[Impact Negate]", [{"name": "negate-impact"}]),
    ("[Raid] <Grey Falcon>@[On Play] Draw 1 card.", [{"name": "raid", "target": "Grey Falcon", "target_kind": "name"}]),
    ("[Raid] <Trait: Sky Fleet>", [{"name": "raid", "target": "Sky Fleet", "target_kind": "trait"}]),
    ("[When Attacking] This character gains [Impact 1] during this turn.", []),
    ("[Your Turn] If you have 3 or more cards, this character gains [Double Attack].", []),
])
def test_keyword_abilities_are_the_cards_own_not_granted(text, expected):
    assert derive_keywords(text) == expected


def test_keyword_clause_detection_for_the_compiler():
    assert is_keyword_clause("3[Step]")
    assert not is_keyword_clause("[On Play] Draw 1 card.")


@pytest.mark.parametrize("text,limit", [
    ("You can have up to 12 copies of this card in your deck.", 12),
    ("A deck can contain up to 20 copies of this card.", 20),
    ("You can only have 3 of this card in your deck.", 3),
    ("You can include up to 8 copies of this card in your deck.", 8),
    ("This card can only put 2 as Maximum in deck.", 2),
    ("Your deck can contain a maximum of 6 copies of this card.", 6),
    ("[On Play] Draw 2 cards.", None),
    (None, None),
])
def test_card_level_deck_limits(text, limit):
    assert derive_deck_limit(text) == limit


def test_canonical_row_errors_name_the_field():
    with pytest.raises(CardFieldError) as info:
        parse_card_row("union-arena", {"number": "UA01BT/TST-1-001", "name": "X", "type": "character"})
    assert info.value.field == "bp"
    with pytest.raises(CardFieldError) as info:
        parse_card_row("arcana", {"number": "A", "name": "X", "type": "creature", "stars": 4, "power": 1,
                                  "toughness": 1, "creature_type": "Heroic"})
    assert (info.value.field, info.value.reason) == ("stars", "4 is above 3")
    with pytest.raises(CardFieldError, match="keywords\\[0\\].target"):
        parse_card_row("union-arena", {"number": "TST-1-001", "name": "X", "type": "event",
                                       "keywords": [{"name": "raid"}]})
