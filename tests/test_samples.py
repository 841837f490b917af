"""The shipped sample data: coverage of every rule and keyword, and loading on a fresh database."""
import json
from pathlib import Path

import pytest
from django.core.management import call_command

from cardsdb.models import Card
from engine.cards import GAMES, parse_card_row

SAMPLES = Path(__file__).resolve().parents[1] / "cardsdb" / "samples"


def sample(game):
    return [parse_card_row(game, row) for row in json.loads((SAMPLES / f"{game}.json").read_text())["cards"]]


def test_union_arena_samples_cover_every_trigger_and_keyword():
    cards = sample("union-arena")
    series = {card.set_code for card in cards}
    assert series == {"DLB", "SKY"}
    for code in series:
        assert sum(card.set_code == code for card in cards) >= 50
    assert {card.get("trigger") for card in cards} >= {"draw", "get", "active", "raid", "color", "special", "final"}
    keywords = {k["name"] for card in cards for k in card.get("keywords")}
    assert keywords >= {"step", "snipe", "double-attack", "double-block", "impact", "impact-plus", "damage",
                        "damage-plus", "negate-impact", "raid"}
    raid_kinds = {k["target_kind"] for card in cards for k in card.get("keywords") if k["name"] == "raid"}
    assert raid_kinds == {"name", "trait"}
    assert {card.get("color") for card in cards} >= {"red", "blue", "green", "yellow", "purple", "all"}
    assert {card.type for card in cards} == {"character", "event", "field", "ap"}
    assert {card.deck_limit for card in cards} >= {12, 1}
    identities = {}
    for card in cards:
        identities.setdefault(card.identity, set()).add(card.number)
    assert any(len(numbers) >= 3 for numbers in identities.values())  # base, parallel and reprint


def test_unien_samples_have_nine_leaders_with_twenty_card_sets():
    cards = sample("unien")
    leaders = {card.get("leader") for card in cards if card.type == "leader"}
    assert leaders == {"inori", "wiz", "cosmo", "labora", "atra", "owl", "volca", "hades", "aqua"}
    for leader in leaders:
        pair = [c for c in cards if c.type == "leader" and c.get("leader") == leader]
        assert sorted(bool(c.get("win_condition")) for c in pair) == [False, True]
        play = [c for c in cards if c.set_code == leader and c.type in ("character", "ability")]
        assert len(play) == 10 and sum(c.get("copies_in_set") for c in play) == 20
    assert {c.get("attribute") for c in cards if c.type == "energy"} >= {"forest", "fire", "water", "dark"}


def test_universal_arena_samples_have_characters_with_five_cards_and_an_ultimate_each():
    cards = sample("universal-arena")
    characters = [c for c in cards if c.type == "character"]
    assert len(characters) == 10  # docs/sample-data.md
    for character in characters:
        key = character.get("character")
        assert sum(c.type == "card" and c.set_code == key for c in cards) == 5
        assert sum(c.type == "ultimate" and c.set_code == key for c in cards) == 1
    assert {c.get("speed") for c in cards if c.type == "card"} == {"fast", "normal", "slow"}


def test_arcana_samples():
    cards = sample("arcana")
    assert len(cards) >= 80
    assert sum(c.get("relic") for c in cards) >= 3
    assert {c.get("stars") for c in cards if c.type == "creature"} == {1, 2, 3}
    assert {c.type for c in cards} == {"creature", "rune", "ward"}


@pytest.mark.django_db
def test_load_samples_on_a_fresh_database_is_idempotent():
    call_command("load_samples")
    counts = {game: Card.objects.filter(game=game).count() for game in GAMES}
    assert all(counts.values())
    call_command("load_samples")
    assert counts == {game: Card.objects.filter(game=game).count() for game in GAMES}


@pytest.mark.django_db
def test_fresh_setup_migrate_and_load(django_db_blocker):
    """The run command's set-up: migrations apply cleanly and the samples load."""
    call_command("migrate", verbosity=0)
    call_command("load_samples")
    assert Card.objects.filter(game="union-arena", card_type="ap").exists()


@pytest.mark.django_db
def test_sample_decks_load_with_the_legality_their_names_say():
    from decks.models import Deck

    call_command("load_samples")
    call_command("load_sample_decks")
    call_command("load_sample_decks")
    decks = Deck.objects.filter(owner__username="decklab")
    assert decks.count() == len(list((SAMPLES / "decks").glob("*/*.txt")))
    for deck in decks:
        assert deck.legal is (not deck.name.lower().startswith("illegal")), (deck.name, deck.violations)
        assert deck.version == 1 and deck.visibility == "public"


def test_every_union_arena_sample_text_is_played_and_the_other_games_report_theirs():
    """The shipped Union Arena samples are played in full (docs/sample-data.md); the Universal Arena and
    Arcana samples each keep a card their engine cannot play, to show the report."""
    from engine.deckfile import load_card_index
    from engine.games import unsimulated_cards

    assert unsimulated_cards("union-arena", load_card_index("union-arena").records) == []
    assert unsimulated_cards("unien", load_card_index("unien").records) == []
    assert unsimulated_cards("universal-arena", load_card_index("universal-arena").records) == ["Nox's Hex", "Nox's Veil"]
    assert unsimulated_cards("arcana", load_card_index("arcana").records) == ["Mirror Pact"]
