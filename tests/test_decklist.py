"""Deck text: every form players paste, errors naming their lines, export/import round trips."""
import pytest

from engine.cardindex import CardIndex
from engine.cards import parse_card_row
from engine.decklist import MAX_LINES, DeckEntry, export_deck_text, parse_deck_text
from tests.deck_factory import ua_deck_text, ua_index

INDEX = ua_index()


def entries(text, index=INDEX, game="union-arena"):
    parsed = parse_deck_text(game, text, index)
    assert parsed.errors == []
    return [(e.count, e.number, e.section) for e in parsed.entries]


@pytest.mark.parametrize("line", [
    "4 UA90BT/TST-1-001", "4x UA90BT/TST-1-001", "4xUA90BT/TST-1-001", "4 x UA90BT/TST-1-001",
    "UA90BT/TST-1-001 x4", "UA90BT/TST-1-001 x 4", "4X UA90BT/TST-1-001",
])
def test_union_arena_line_forms(line):
    assert entries(line) == [(4, "UA90BT/TST-1-001", "main")]


def test_number_resolves_by_copy_identity_whatever_the_prefix():
    # UE/EX/bare identity of a printing the index has under UA90BT resolve to a printing of it.
    assert entries("4 UE17BT/TST-1-005") == [(4, "UA90BT/TST-1-005", "main")]
    assert entries("2 TST-1-006\n1 UA47BT-TST-1-002") == [(2, "UA90BT/TST-1-006", "main"), (1, "UA47BT-TST-1-002", "main")]


def test_several_entries_on_a_line_comments_sections_and_duplicates():
    text = "// My deck\nMain:\n4 UA90BT/TST-1-001 4x UA90BT/TST-1-002\n# note\n2 UA90BT/TST-1-001  // more\nAP:\n3 UA90BT/TST-1-AP01"
    assert entries(text) == [(6, "UA90BT/TST-1-001", "main"), (4, "UA90BT/TST-1-002", "main"), (3, "UA90BT/TST-1-AP01", "ap")]


def test_ap_cards_go_to_the_ap_section_wherever_written():
    assert entries("1 UA90BT/TST-1-AP01\n// AP\n4 UA90BT/TST-1-003") == [(1, "UA90BT/TST-1-AP01", "ap"), (4, "UA90BT/TST-1-003", "main")]


def test_errors_name_their_lines():
    other = {"ARC-001": "Arcana TCG"}
    parsed = parse_deck_text("union-arena", "4 UA90BT/TST-1-001\n4 4 UA90BT/TST-1-002\n0 UA90BT/TST-1-003\n"
                                            "2 UA90BT/NOPE-1-001\n1 ARC-001\n3", INDEX, other.get)
    assert [(e.line, e.code) for e in parsed.errors] == [
        (2, "malformed-line"), (3, "bad-count"), (4, "unknown-card"), (5, "wrong-game"), (6, "malformed-line")]
    assert "Line 5: ARC-001 is a card of Arcana TCG" in parsed.errors[3].message
    assert parsed.entries == [DeckEntry("UA90BT/TST-1-001", 4, "main")]


def test_huge_input_is_refused_clearly():
    parsed = parse_deck_text("union-arena", "1 UA90BT/TST-1-001\n" * (MAX_LINES + 1), INDEX)
    assert parsed.entries == [] and parsed.errors[0].code == "too-large" and "lines" in parsed.errors[0].message
    parsed = parse_deck_text("union-arena", "x" * 50_000, INDEX)
    assert parsed.errors[0].code == "too-large"


def test_union_arena_export_then_import_is_the_same_deck():
    parsed = parse_deck_text("union-arena", ua_deck_text(), INDEX)
    again = parse_deck_text("union-arena", export_deck_text("union-arena", parsed.entries, INDEX, "Test"), INDEX)
    assert again.errors == [] and again.entries == parsed.entries


def test_other_games_by_name_or_number_with_counts_and_round_trip():
    rows = [{"number": "A-1", "name": "Iron Paladin", "type": "creature", "stars": 1, "power": 2, "toughness": 2,
             "creature_type": "Heroic"}, {"number": "A-2", "name": "Fire Rune", "type": "rune"}]
    index = CardIndex([parse_card_row("arcana", r) for r in rows], "arcana")
    text = "// deck\n3 Iron Paladin\n2x fire rune\nA-2 x1\nIron Paladin"
    assert entries(text, index, "arcana") == [(4, "A-1", "main"), (3, "A-2", "main")]
    parsed = parse_deck_text("arcana", text, index)
    exported = export_deck_text("arcana", parsed.entries, index)
    assert "// Iron Paladin" in exported
    assert parse_deck_text("arcana", exported, index).entries == parsed.entries
