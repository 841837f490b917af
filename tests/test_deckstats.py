"""Deck statistics: exact hypergeometric odds checked against scipy, the Union Arena re-draw rule
(seed 000 Game Setup: the new 7 are drawn before the old hand goes back) against a seeded Monte
Carlo, and the counts."""
import random

import pytest
from scipy.stats import hypergeom

from engine.decklist import parse_deck_text
from engine.deckstats import at_least, deck_statistics, opening_odds, sample_hand
from tests.deck_factory import ua, ua_deck_text, ua_index


@pytest.mark.parametrize("population,successes,draws,k", [(50, 8, 7, 1), (50, 12, 9, 2), (40, 3, 5, 1), (60, 20, 12, 4),
                                                           (30, 0, 5, 1), (50, 50, 7, 7)])
def test_at_least_matches_scipy(population, successes, draws, k):
    expected = hypergeom(population, successes, draws).sf(k - 1)
    assert at_least(population, successes, draws, k) == pytest.approx(expected, abs=1e-12)


def simulate_redraw(deck_size, hits, hand, trials, rng):
    success = 0
    for _ in range(trials):
        deck = [1] * hits + [0] * (deck_size - hits)
        rng.shuffle(deck)
        first, rest = deck[:hand], deck[hand:]
        if any(first):
            success += 1
            continue
        # Seed 000: place the hand aside, draw another 7, then shuffle the first 7 back.
        if any(rest[:hand]):
            success += 1
    return success / trials


def test_union_arena_redraw_odds_match_a_simulation_of_the_seed_procedure():
    odds = opening_odds("union-arena", 50, 6)
    assert odds["opening"] == pytest.approx(hypergeom(50, 6, 7).sf(0))
    simulated = simulate_redraw(50, 6, 7, 40_000, random.Random(11))
    assert odds["opening_with_redraw"] == pytest.approx(simulated, abs=0.01)
    # The re-draw from the other 43 is better than an independent fresh hand would be.
    independent = 1 - (1 - odds["opening"]) ** 2
    assert odds["opening_with_redraw"] > independent


def test_by_turn_counts_draws_per_seat():
    odds = opening_odds("union-arena", 50, 4)["by_turn"]
    assert odds["1"]["first"]["without_redraw"] == pytest.approx(hypergeom(50, 4, 7).sf(0))
    assert odds["1"]["second"]["without_redraw"] == pytest.approx(hypergeom(50, 4, 8).sf(0))
    assert odds["3"]["first"]["without_redraw"] == pytest.approx(hypergeom(50, 4, 9).sf(0))


def test_statistics_of_a_union_arena_deck():
    index = ua_index([ua("UA90BT/TST-1-070", required_energy=0, ap_cost=1)])
    text = ua_deck_text([(4, "UA90BT/TST-1-070")] + [(4, f"UA90BT/TST-1-{i:03d}") for i in range(1, 12)]
                        + [(2, "UA90BT/TST-1-101")])
    parsed = parse_deck_text("union-arena", text, index)
    stats = deck_statistics("union-arena", parsed.entries, index,
                            [{"field": "trigger", "value": "special", "at_least": 1, "by_turn": 2}])
    assert stats["cards"] == 53 and stats["pile_size"] == 50
    assert stats["by_type"] == {"ap": 3, "character": 50}
    assert stats["cost_curve"] == {"0": 4, "1": 46}
    assert stats["triggers"] == {"none": 48, "special": 2}
    assert stats["playable_turn_one"]["hits"] == 4
    category = stats["categories"][0]
    assert category["first"] == pytest.approx(hypergeom(50, 2, 8).sf(0))
    assert category["second"] == pytest.approx(hypergeom(50, 2, 9).sf(0))


def test_sample_hand_is_seeded():
    index = ua_index()
    parsed = parse_deck_text("union-arena", ua_deck_text(), index)
    one = sample_hand("union-arena", parsed.entries, index, 42)
    assert one == sample_hand("union-arena", parsed.entries, index, 42)
    assert len(one["hand"]) == 7 and len(one["redraw"]) == 7
    assert one != sample_hand("union-arena", parsed.entries, index, 43)


@pytest.mark.parametrize("size", [0, 1, 3, 6, 7, 8, 13])
@pytest.mark.parametrize("game", ["union-arena", "arcana", "unien", "universal-arena"])
def test_odds_for_decks_smaller_than_a_hand(game, size):
    """A deck smaller than an opening hand (seed 000 Game Setup: a 7-card hand) draws every card it
    has: any hit is certain, no hit is impossible, and nothing raises."""
    for hits in range(0, size + 1):
        odds = opening_odds(game, size, hits)
        certain = 1.0 if hits and size <= odds["hand_size"] else None
        for value in (odds["opening"], odds["opening_with_redraw"]):
            assert 0.0 <= value <= 1.0
            if certain is not None:
                assert value == pytest.approx(1.0)
            if hits == 0:
                assert value == 0.0
        for row in odds["by_turn"].values():
            for seat in row.values():
                assert 0.0 <= seat["without_redraw"] <= 1.0 and 0.0 <= seat["with_redraw"] <= 1.0


def test_at_least_more_than_drawn_is_impossible():
    assert at_least(10, 10, 3, 4) == 0.0
    assert at_least(2, 2, 7, 2) == 1.0


def test_statistics_of_a_one_card_deck_and_of_unknown_cards():
    index = ua_index([ua("UA90BT/TST-1-070", required_energy=0, ap_cost=1)])
    parsed = parse_deck_text("union-arena", "1 UA90BT/TST-1-070\n2 UA90BT/NOPE-1-999", index)
    stats = deck_statistics("union-arena", parsed.entries, index,
                            [{"field": "trigger", "value": "none", "at_least": 3, "by_turn": 5}], unknown=parsed.unknown)
    assert stats["pile_size"] == 1 and stats["playable_turn_one"]["opening"] == 1.0
    assert stats["categories"][0]["first"] == 0.0  # 3 copies of a card there is 1 of
    assert stats["cards"] == 3 and stats["unknown_cards"] == 2 and stats["size"] == "3 cards, 2 of them unknown"
    empty = deck_statistics("union-arena", [], index)
    assert empty["cards"] == 0 and empty["playable_turn_one"] is None
