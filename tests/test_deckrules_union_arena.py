"""Union Arena deck rules at every boundary. Seed 000, "Decks" (and seed 002, 牌組):
exactly 50 Character/Field/Event cards, 3 AP cards, one series code, at most 4 per card number,
at most 4 of each restricted trigger; plus the dated per-region restricted list."""
from datetime import date

import pytest

from engine.deckrules import DeckOptions, rule_codes, validate_deck_text
from engine.games.union_arena.restrictions import Restriction
from tests.deck_factory import ua, ua_deck_text, ua_index

INDEX = ua_index()


def codes(text, options=None, index=INDEX):
    return [v.code for v in validate_deck_text("union-arena", text, index, options).violations]


def main_of(size, start=1):
    """`size` cards of the plain characters TST-1-<start>.., four copies each (the last one fewer)."""
    cards, number = [], start
    while size > 0:
        cards.append((min(4, size), f"UA90BT/TST-1-{number:03d}"))
        size -= 4
        number += 1
    return cards


def test_rule_codes_are_stable():
    assert rule_codes("union-arena") == ["deck-size", "ap-cards", "series", "copies", "trigger-limit", "restricted"]


@pytest.mark.parametrize("size,legal", [(49, False), (50, True), (51, False)])
def test_deck_size_exactly_50(size, legal):
    """Seed 000, Decks: "a total of exactly 50 Character cards, Field cards, and Event cards"."""
    assert ("deck-size" not in codes(ua_deck_text(main_of(size)))) is legal


@pytest.mark.parametrize("ap,legal", [(2, False), (3, True), (4, False)])
def test_exactly_three_ap_cards(ap, legal):
    """Seed 000, Decks and Game Setup: three AP cards kept apart from the 50."""
    assert ("ap-cards" not in codes(ua_deck_text(ap=ap))) is legal


def test_one_series_code():
    """Seed 000, Decks: only cards with the same series code after the "/"."""
    text = ua_deck_text(main_of(49), extra_lines=["1 UA91BT/OTH-1-001"])
    result = validate_deck_text("union-arena", text, INDEX)
    violation = next(v for v in result.violations if v.code == "series")
    assert violation.cards == ("UA91BT/OTH-1-001",) and "OTH" in violation.message


@pytest.mark.parametrize("copies,legal", [(4, True), (5, False)])
def test_at_most_four_per_card_number(copies, legal):
    """Seed 000, Decks: up to 4 copies of cards with the same number (UA03BT/HTR-1-001 example)."""
    main = [(copies, "UA90BT/TST-1-001")] + main_of(50 - copies, start=2)
    assert ("copies" not in codes(ua_deck_text(main))) is legal


def test_parallels_and_reprints_count_together():
    """Seed 000, Decks: the limit is per card number, whatever the printing (parallel _p1, EX reprint)."""
    main = [(2, "UA90BT/TST-1-001"), (2, "UA90BT/TST-1-001_p1"), (1, "EX01BT/TST-1-001")] + main_of(45)[1:]
    result = validate_deck_text("union-arena", ua_deck_text(main), INDEX)
    violation = next(v for v in result.violations if v.code == "copies")
    assert "5 copies of TST-1-001" in violation.message and "count together" in violation.message
    assert set(violation.cards) == {"UA90BT/TST-1-001", "UA90BT/TST-1-001_p1", "EX01BT/TST-1-001"}


@pytest.mark.parametrize("copies,legal", [(12, True), (13, False)])
def test_card_level_deck_limit_overrides_four(copies, legal):
    """A card whose own text allows 12 copies may appear 12 times, not 13."""
    main = [(copies, "UA90BT/TST-1-050")] + main_of(50 - copies)
    assert ("copies" not in codes(ua_deck_text(main))) is legal


@pytest.mark.parametrize("trigger,first", [("special", 101), ("color", 111), ("final", 121)])
@pytest.mark.parametrize("count,legal", [(4, True), (5, False)])
def test_restricted_triggers_at_most_four_each(trigger, first, count, legal):
    """Seed 000, Decks: up to 4 cards with each type of special trigger, even with different numbers."""
    triggered = [(1, f"UA90BT/TST-1-{first + i:03d}") for i in range(count)]
    main = triggered + main_of(50 - count)
    assert sum(c for c, _ in main) == 50
    result = codes(ua_deck_text(main))
    assert ("trigger-limit" not in result) is legal
    assert "deck-size" not in result


def test_restricted_triggers_are_counted_separately_and_draw_is_unlimited():
    """4 SPECIAL + 4 COLOR + 4 FINAL is legal (each counted on its own); Draw has no limit."""
    main = ([(1, f"UA90BT/TST-1-{101 + i:03d}") for i in range(4)] + [(1, f"UA90BT/TST-1-{111 + i:03d}") for i in range(4)]
            + [(1, f"UA90BT/TST-1-{121 + i:03d}") for i in range(4)]
            + [(4, "UA90BT/TST-1-131"), (4, "UA90BT/TST-1-132"), (4, "UA90BT/TST-1-133")] + main_of(26))
    assert sum(c for c, _ in main) == 50
    assert codes(ua_deck_text(main)) == []


def test_mixing_colours_is_legal():
    index = ua_index([ua("UA90BT/TST-1-060", color="blue"), ua("UA90BT/TST-1-061", color="green")])
    main = main_of(42) + [(4, "UA90BT/TST-1-060"), (4, "UA90BT/TST-1-061")]
    assert codes(ua_deck_text(main), index=index) == []


def test_unknown_cards_are_violations_naming_the_line():
    result = validate_deck_text("union-arena", ua_deck_text(main_of(49), extra_lines=["1 UA90BT/ZZZ-9-999"]), INDEX)
    unknown = next(v for v in result.violations if v.code == "unknown-card")
    assert "Line 15" in unknown.message and unknown.cards == ("UA90BT/ZZZ-9-999",)
    # Seed 000, Decks (exactly 50): the user typed 50, so the size is not what is wrong; it says so.
    assert "deck-size" not in [v.code for v in result.violations]
    assert result.as_dict()["size"] == "53 cards, 1 of them unknown" and result.as_dict()["unknown_cards"] == 1


def test_deck_size_counts_unknown_cards_and_says_so():
    """Seed 000, Decks: 51 typed with 2 unknown is 51 cards, not 49."""
    result = validate_deck_text("union-arena", ua_deck_text(main_of(49), extra_lines=["2 UA90BT/ZZZ-9-999"]), INDEX)
    size = next(v for v in result.violations if v.code == "deck-size")
    assert size.message.startswith("The deck has 51 cards, 2 of them unknown;")


def test_unknown_cards_count_in_the_deck_size_and_say_so():
    """Seed 000 "Decks": exactly 50 cards. The player typed 50 (one of them mistyped): the size is not
    what is wrong; at 51 typed, the size message counts the unknown card and says so (issue 11)."""
    typed_50 = validate_deck_text("union-arena", ua_deck_text(main_of(49), extra_lines=["1 UA90BT/ZZZ-9-999"]), INDEX)
    assert [v.code for v in typed_50.violations] == ["unknown-card"]
    typed_51 = validate_deck_text("union-arena", ua_deck_text(main_of(49), extra_lines=["2 UA90BT/ZZZ-9-999"]), INDEX)
    size = next(v for v in typed_51.violations if v.code == "deck-size")
    assert size.message.startswith("The deck has 51 cards, 2 of them unknown; it must have exactly 50")


LIMIT = Restriction("limit", ("TST-1-001",), 1, "EN", date(2026, 9, 1), date(2027, 1, 1), "test")
PAIR = Restriction("pair-ban", ("TST-1-002", "TST-1-003"), None, "JP", date(2026, 6, 1))


@pytest.mark.parametrize("region,as_of,expected", [
    ("EN", date(2026, 8, 31), []),                 # the day before it starts
    ("EN", date(2026, 9, 1), ["restricted"]),      # the day it starts
    ("EN", date(2026, 12, 31), ["restricted"]),    # its last day
    ("EN", date(2027, 1, 1), []),                  # the day it ends (first day no longer in force)
    ("JP", date(2026, 9, 1), ["pair-ban"]),        # another region's list
    ("ASIA", date(2026, 9, 1), []),
])
def test_restricted_list_by_region_and_date(region, as_of, expected):
    options = DeckOptions(region=region, as_of=as_of, restrictions=[LIMIT, PAIR])
    assert codes(ua_deck_text(), options) == expected


def test_restricted_limit_counts_parallels():
    main = [(1, "UA90BT/TST-1-001_p1")] + main_of(49)[1:] + [(1, "UA90BT/TST-1-013")]
    options = DeckOptions(region="EN", as_of=date(2026, 10, 1), restrictions=[LIMIT])
    assert "restricted" not in codes(ua_deck_text(main), options)
    main = [(1, "UA90BT/TST-1-001_p1"), (1, "UA90BT/TST-1-001")] + main_of(48)[1:]
    assert "restricted" in codes(ua_deck_text(main), options)
