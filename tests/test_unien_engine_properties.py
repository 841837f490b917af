"""Unien engine: random play over many seeds keeps every invariant; greedy pilots reach their leaders'
win conditions (determinism, replay, clone and determinize: tests/test_engine_contract.py)."""
from dataclasses import replace
from pathlib import Path

import pytest

import engine.games.unien  # noqa: F401 - registers the game
from engine.core import GameOptions, new_game
from engine.deckfile import load_card_index, load_deck
from engine.games.unien.state import check_invariants
from engine.runner import run_games
from tests.engine_play_helpers import play_checked

SAMPLES = Path(__file__).resolve().parents[1] / "cardsdb" / "samples" / "decks" / "unien"
DECKS = ["volca-atra", "wiz-hades", "inori-cosmo", "labora-owl", "atra-aqua"]


@pytest.fixture(scope="module")
def decks():
    index = load_card_index("unien")
    return {name: load_deck("unien", SAMPLES / f"{name}.txt", index) for name in DECKS}


def play(pair, seed, pilots=("random", "random"), goldfish=False, check=True, turn_cap=60):
    return play_checked("unien", pair, seed, invariants=check_invariants if check else None, pilots=pilots,
                        goldfish=goldfish, turn_cap=turn_cap)


@pytest.mark.parametrize("seed", range(40))
def test_random_play_never_breaks_an_invariant(decks, seed):
    """Engine contract: every card in exactly one zone, energy counts within bounds, the game ends."""
    a, b = DECKS[seed % 5], DECKS[(seed + 1 + seed // 5) % 5]
    state = play([decks[a], decks[b]], seed)
    assert state.is_terminal() and (state.capped or state.end_reason)
    result = state.result().as_dict()
    assert result["turns"] == state.turn and len(result["seats"]) == 2


@pytest.mark.parametrize("name", DECKS)
def test_goldfish_random_and_greedy_keep_invariants(decks, name):
    for seed in range(3):
        assert play([decks[name]], seed, ("random",), goldfish=True).is_terminal()
        state = play([decks[name]], seed, ("greedy",), goldfish=True)
        assert state.winner() == 0 and state.result().kill_turn == state.seats[0].own_turns


def test_sample_decks_have_forty_cards_and_two_leaders_apart(decks):
    """Seed 001 デッキの構築: leaders in `extra`, the 40-card pile (play cards + energies) in `main`."""
    for deck in decks.values():
        assert sum(count for _, count in deck.main) == 40
        assert [record.type for record, _ in deck.extra] == ["leader", "leader"]


def test_greedy_goldfish_reaches_each_leaders_condition(decks):
    """The greedy pilot works toward its leaders' win conditions: each sample deck wins goldfish games."""
    reasons = set()
    for name in DECKS:
        for seed in range(6):
            state = play([decks[name]], seed, ("greedy",), goldfish=True, check=False)
            assert state.winner() == 0, (name, seed)
            reasons.add(state.end_reason)
    assert reasons >= {"volca", "wiz", "inori", "labora", "atra", "aqua"}


def test_run_games_head_to_head_and_goldfish(decks):
    pair = [decks["volca-atra"], decks["wiz-hades"]]
    aggregate = run_games("unien", pair, ["greedy", "greedy"], 0, 40, 5, GameOptions(turn_cap=60))
    assert aggregate.errors == 0 and aggregate.games == 40
    goldfish = run_games("unien", pair, ["greedy"], 0, 20, 5, GameOptions(goldfish=True, turn_cap=60))
    assert goldfish.errors == 0 and goldfish.capped == 0


def _with_leaders(deck, index, *numbers):
    return replace(deck, extra=tuple((index.get(number), 1) for number in numbers))


def test_a_leaders_partner_card_carries_the_leaders_win_condition(decks):
    """Seed 001 ゲームの概要 / ゲームの終了: a player wins by 自分のリーダーのいずれかの勝利条件; カードの種類
    (リーダーカード): each leader has one card that prints its condition and one that does not (用語:
    各リーダーカードが異なる勝利条件を持っています). The condition is the leader's, so a list whose leaders
    are the partner cards (UN-WIZ-L2 + UN-HADES-L2) wins its greedy goldfish games as the original does."""
    index = load_card_index("unien")
    original = decks["wiz-hades"]
    partners = _with_leaders(original, index, "UN-WIZ-L2", "UN-HADES-L2")
    mixed = _with_leaders(original, index, "UN-WIZ-L1", "UN-HADES-L2")
    options = GameOptions(goldfish=True, turn_cap=60)
    results = {name: run_games("unien", [deck], ["greedy"], 0, 20, 11, options)
               for name, deck in (("original", original), ("partners", partners), ("mixed", mixed))}
    assert results["original"].wins >= 18  # before the fix the partner list won 0 of 20
    # the same conditions, so the very same games, whichever card of each leader the list names
    assert results["partners"].totals() == results["mixed"].totals() == results["original"].totals()
    assert new_game("unien", [partners], 1, options).seats[0].conditions == ("wiz", "hades")
