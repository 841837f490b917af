"""Unien (seed 001 デッキの構築), Universal Arena (seed 003 Preparation) and Arcana TCG (seed 004
Deck Construction) deck rules at their boundaries."""
import pytest

from engine.cardindex import CardIndex
from engine.cards import parse_card_row
from engine.deckrules import DeckOptions, validate_deck_text


def codes(game, text, index, options=None):
    return [v.code for v in validate_deck_text(game, text, index, options).violations]


# --- Arcana ------------------------------------------------------------------------------------
def arcana_index():
    rows = [{"number": f"A-{i:02d}", "name": f"Soldier {i}", "type": "creature", "stars": 1, "power": 1,
             "toughness": 1, "creature_type": "Heroic"} for i in range(1, 25)]
    rows += [{"number": "A-90", "name": "Great Dragon", "type": "creature", "stars": 3, "power": 8, "toughness": 8,
              "creature_type": "Beast"},
             {"number": "A-91", "name": "Old Crown", "type": "ward", "relic": True},
             {"number": "A-92", "name": "Fire Rune", "type": "rune"}]
    return CardIndex([parse_card_row("arcana", r) for r in rows], "arcana")


ARCANA = arcana_index()


def arcana_deck(size, extra=()):
    lines, number = list(extra), 1
    while size > 0:
        lines.append(f"{min(3, size)} Soldier {number}")
        size -= 3
        number += 1
    return "\n".join(lines)


@pytest.mark.parametrize("size,legal", [(29, False), (30, True), (60, True), (61, False)])
def test_arcana_deck_size_30_to_60(size, legal):
    """Seed 004, Deck Construction: at least 30 cards, at most 60."""
    assert ("deck-size" not in codes("arcana", arcana_deck(size), ARCANA)) is legal


@pytest.mark.parametrize("copies,legal", [(3, True), (4, False)])
def test_arcana_three_copies(copies, legal):
    """Seed 004: up to 3 copies of the same card."""
    assert ("copies" not in codes("arcana", arcana_deck(30 - copies, [f"{copies} Fire Rune"]), ARCANA)) is legal


@pytest.mark.parametrize("card,code", [("Great Dragon", "three-star"), ("Old Crown", "relic")])
@pytest.mark.parametrize("copies,legal", [(1, True), (2, False)])
def test_arcana_one_three_star_and_one_relic(card, code, copies, legal):
    """Seed 004: only 1 copy of the same three-star card; only 1 copy of the same Relic card."""
    result = codes("arcana", arcana_deck(30 - copies, [f"{copies} {card}"]), ARCANA)
    assert (code not in result) is legal


@pytest.mark.parametrize("card,code", [("Great Dragon", "three-star"), ("Old Crown", "relic")])
def test_arcana_four_copies_of_a_one_copy_card_name_its_own_limit(card, code):
    """Issue 15: four copies of a three-star (or Relic) card say "only 1 is allowed" at once, not "the most
    is 3" first (the player would cut to 3 and only then learn the real limit)."""
    result = codes("arcana", arcana_deck(26, [f"4 {card}"]), ARCANA)
    assert code in result and "copies" not in result


# --- Universal Arena ---------------------------------------------------------------------------
def uva_index():
    rows = []
    for n, (name, version) in enumerate([("Rin", "Base"), ("Rin", "Storm"), ("Mei", "Base"), ("Kato", "Base")]):
        rows.append({"number": f"U-{n}-0", "name": name, "version": version, "type": "character", "hp": 20})
        for m in range(1, 6):
            rows.append({"number": f"U-{n}-{m}", "name": f"{name} move {m}", "type": "card",
                         "character": f"{name}|{version}", "speed": "fast", "kind": "attack", "cost": 1})
        rows.append({"number": f"U-{n}-U", "name": f"{name} {version} ultimate", "type": "ultimate",
                     "character": f"{name}|{version}", "speed": "slow", "kind": "attack", "cost": 3})
    return CardIndex([parse_card_row("universal-arena", r) for r in rows], "universal-arena")


UVA = uva_index()


def test_universal_arena_team_of_three_and_versions_count_as_different():
    """Seed 003, Preparation: no two characters with the same Name and Version (two Rins of
    different versions are fine)."""
    assert codes("universal-arena", "1 Rin|Base\n1 Rin|Storm\n1 Mei|Base", UVA) == []
    assert codes("universal-arena", "1 Rin|Base\n1 Mei|Base", UVA) == ["team-size"]
    assert codes("universal-arena", "1 Rin|Base\n1 Mei|Base", UVA, DeckOptions(team_size=2)) == []
    assert codes("universal-arena", "2 Rin|Base\n1 Mei|Base", UVA) == ["unique-character"]


def test_universal_arena_draw_pile_is_exactly_the_teams_cards():
    """Seed 003, Preparation 2-3: the characters' 5 cards each make the pile; Ultimates stay apart."""
    team = "1 Rin|Base\n1 Mei|Base\n1 Kato|Base\n"
    pile = "".join(f"1 U-{n}-{m}\n" for n in (0, 2, 3) for m in range(1, 6))
    assert codes("universal-arena", team + pile + "1 U-0-U", UVA) == []
    assert codes("universal-arena", team + pile.replace("1 U-3-5\n", ""), UVA) == ["draw-pile"]
    assert codes("universal-arena", team + pile + "1 U-1-1", UVA) == ["draw-pile"]
    assert codes("universal-arena", team + "1 U-1-U", UVA) == ["ultimates"]


# --- Unien -------------------------------------------------------------------------------------
def unien_index():
    rows = []
    for leader in ("volca", "atra", "cosmo"):
        rows.append({"number": f"L-{leader}", "name": leader.title(), "type": "leader", "leader": leader,
                     "card_set": leader, "win_condition": "win"})
        rows += [{"number": f"{leader}-{k:02d}", "name": f"{leader} card {k}", "type": "character", "card_set": leader,
                  "attribute": "fire", "cost": {"fire": 1}, "copies_in_set": 2} for k in range(1, 11)]
    rows += [{"number": "E-FIRE", "name": "Fire energy", "type": "energy", "attribute": "fire"}]
    return CardIndex([parse_card_row("unien", r) for r in rows], "unien")


UNIEN = unien_index()


def unien_deck(leaders=("volca", "atra"), play_kinds=10, energies=0, copies=2, sets=("volca", "atra")):
    lines = [f"1 L-{leader}" for leader in leaders]
    for card_set in sets:
        lines += [f"{copies} {card_set}-{k:02d}" for k in range(1, play_kinds + 1)]
    if energies:
        lines.append(f"{energies} E-FIRE")
    return "\n".join(lines)


@pytest.mark.parametrize("play_kinds,energies,legal", [(10, 0, True), (7, 12, True), (7, 11, False), (7, 13, False)])
def test_unien_deck_is_forty_cards_with_energies(play_kinds, energies, legal):
    """Seed 001 デッキの構築: 計40枚 — Decklab's reading (docs/deck-rules.md, unien-deck-size): exactly 40
    cards, play cards from the two sets plus any number of energies."""
    assert ("unien-deck-size" not in codes("unien", unien_deck(play_kinds=play_kinds, energies=energies), UNIEN)) is legal


def test_unien_two_different_leaders():
    """Seed 001: 9人のリーダーカードの中から2枚選び."""
    assert "unien-leaders" in codes("unien", unien_deck(leaders=("volca",)), UNIEN)
    assert "unien-leaders" in codes("unien", unien_deck(leaders=("volca", "volca")), UNIEN)
    assert "unien-leaders" not in codes("unien", unien_deck(), UNIEN)


def test_unien_play_cards_only_from_the_leaders_sets_and_as_many_as_the_set_holds():
    """Seed 001: 選んだリーダーカードと同じカードセットアイコンを持つプレイカード20枚×2."""
    assert "unien-card-sets" in codes("unien", unien_deck(sets=("volca", "cosmo")), UNIEN)
    assert "unien-copies" in codes("unien", unien_deck(copies=3, play_kinds=6, energies=4), UNIEN)
