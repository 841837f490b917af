"""Universal Arena deck rules with characters in the game's own schema (issue #14.4): the invented
characters of tests/universal_arena_data/ as the importer reads them. index.md Preparation 1-3: a
team of three with no duplicate Name + Version, each character's five cards in one draw pile,
Ultimates outside it; created cards and transformed forms are never in the pile."""
from pathlib import Path

from cardsdb.universal_arena_import import read_path
from engine.cardindex import CardIndex
from engine.cards import parse_card_row
from engine.core import DeckList
from engine.deckrules import DeckOptions, validate_deck_text
from engine.games.universal_arena import with_team_cards

DATA = Path(__file__).parent / "universal_arena_data"
GAME = "universal-arena"
TWO = DeckOptions(team_size=2)  # the test data has two characters


def index():
    read = read_path(DATA)
    return CardIndex([parse_card_row(GAME, row) for row in read.rows], GAME)


def codes(text, options=TWO):
    return [v.code for v in validate_deck_text(GAME, text, index(), options).violations]


TEAM = "1 Ember Warden|First Light\n1 Tide Caller|Deepwater\n"
PILE = "".join(f"1 ember-warden-first-light/{n}\n" for n in range(1, 6)) + \
    "".join(f"1 tide-caller-deepwater/{n}\n" for n in range(1, 6))


def test_a_team_of_the_real_schema_is_legal_alone_or_with_its_pile_and_ultimates():
    assert codes(TEAM) == []
    assert codes(TEAM + PILE + "1 ember-warden-first-light/ultimate\n") == []


def test_team_size_and_duplicates():
    assert codes(TEAM, DeckOptions()) == ["team-size"]
    assert codes("2 Ember Warden|First Light\n") == ["unique-character"]


def test_created_cards_are_not_pile_cards():
    assert codes(TEAM + PILE + "1 tide-caller-deepwater/created-1\n") == ["draw-pile"]


def test_a_team_only_list_gets_the_five_cards_each_and_the_ultimates():
    read = read_path(DATA)
    records = [parse_card_row(GAME, row) for row in read.rows]
    team = tuple((r, 1) for r in records if r.type == "character")
    deck = with_team_cards(DeckList(main=(), extra=team, name="t"), records)
    assert sorted(r.number for r, _ in deck.main) == sorted(
        [f"ember-warden-first-light/{n}" for n in range(1, 6)] + [f"tide-caller-deepwater/{n}" for n in range(1, 6)])
    assert sorted(r.number for r, _ in deck.extra if r.type == "ultimate") == [
        "ember-warden-first-light/ultimate", "tide-caller-deepwater/ultimate"]
