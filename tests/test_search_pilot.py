"""The `search` pilot (engine/pilots/search.py, issue 16.2), over every registered game with its
bench decks: it only returns legal actions, it is deterministic for a seed when its budget is in
playouts, `mcts` is the same pilot, bad options are named, and it beats a uniformly random pilot."""
import pytest

import engine.games  # noqa: F401 - registers every game
import engine.pilots  # noqa: F401 - and their pilots
from engine.commands.bench import SAMPLE_DECKS, bench_decks
from engine.core import GAMES, GameOptions, make_pilot, new_game
from engine.pilots.search import SearchPilot
from engine.runner import run_games
from engine.spec import spec_for

GAME_NAMES = sorted(GAMES)
FAST = {"playouts": 4}


def _decks(game):
    from engine.deckfile import load_card_index, load_deck

    index = load_card_index(game)
    return [load_deck(game, SAMPLE_DECKS / game / name, index) for name in bench_decks()[game]]


def _play(game, seed, options, decisions=12):
    """Search as seat 0 against greedy; its first `decisions` searched choices, each checked legal."""
    state = new_game(game, _decks(game), seed, GameOptions(turn_cap=30, extra={"events": False}))
    search = make_pilot("search", game, 0, {**options, "seed": seed})
    greedy = make_pilot("greedy", game, 1)
    chosen = []
    while not state.is_terminal() and len(chosen) < decisions:
        if state.current_player() == 0:
            legal = state.legal_actions()
            action = search.choose(state)
            assert action in legal, f"{game}: {action!r} is not legal here"
            if len(legal) > 1:
                chosen.append(action)
        else:
            action = greedy.choose(state)
        state.apply(action)
    return chosen


@pytest.mark.parametrize("game", GAME_NAMES)
def test_search_returns_legal_actions_and_is_deterministic_for_a_seed(game):
    first = _play(game, 5, FAST)
    assert first, f"{game}: no searched decision"
    assert _play(game, 5, FAST) == first


def test_mcts_is_an_alias_and_strengths_are_presets():
    assert type(make_pilot("mcts", "arcana", 0)) is SearchPilot
    assert make_pilot("search", "arcana", 0).playouts < make_pilot("search", "arcana", 0, {"strength": "strong"}).playouts
    assert make_pilot("search", "arcana", 0, {"strength": "fast"}).playouts < make_pilot("search", "arcana", 0).playouts
    with pytest.raises(ValueError, match="unknown strength 'hard'; use fast, normal, strong"):
        make_pilot("search", "arcana", 0, {"strength": "hard"})
    with pytest.raises(ValueError, match="playouts must be at least 1, not 0"):
        make_pilot("search", "arcana", 0, {"playouts": 0})


@pytest.mark.parametrize("game", GAME_NAMES)
def test_search_beats_a_random_pilot(game):
    decks = _decks(game)
    aggregate = run_games(game, decks, ["search", "random"], 0, 12, 77, GameOptions(turn_cap=40),
                          [FAST, {}], keep_samples=False)
    assert aggregate.errors == 0
    assert aggregate.wins >= 9, f"{game}: search won {aggregate.wins} of 12 against random"


def test_the_normal_preset_scales_with_the_games_search_budget():
    """A game's normal preset is 32 playouts times its GameSpec.search_budget (docs/engine.md, pilots): Arcana's cheap
    play-outs afford 64, Universal Arena's dear ones 20; an explicit `playouts` is taken as given."""
    from engine.pilots import search_playouts

    assert search_playouts("union-arena") == 32
    assert search_playouts("arcana") == 64 and make_pilot("search", "arcana", 0).playouts == 64
    assert search_playouts("universal-arena") == 20 and search_playouts("universal-arena", "strong") == 80
    assert make_pilot("search", "arcana", 0, {"playouts": 5}).playouts == 5
    assert search_playouts("unien") == 96


def _position(game, seed):
    """The first position of a game of its bench decks where seat 0 has several legal actions in its main phase."""
    state = new_game(game, _decks(game), seed, GameOptions(turn_cap=30, extra={"events": False}))
    greedy = (make_pilot("greedy", game, 0), make_pilot("greedy", game, 1))
    while not (state.current_player() == 0 and state.turn > 2 and len(state.legal_actions()) > 2):
        state.apply(greedy[state.current_player()].choose(state))
    return state


def test_a_games_spec_sets_the_search_shape():
    """Unien's spec asks for flat rollouts over every root action (GameSpec.search_tree / search_full_width);
    the other games keep the UCT tree and progressive widening."""
    unien = make_pilot("search", "unien", 0)
    assert (unien.tree, unien.full_width) == (False, True)
    for game in GAME_NAMES:
        if game != "unien":
            pilot = make_pilot("search", game, 0)
            assert (pilot.tree, pilot.full_width) == (True, False), game


def test_full_width_tries_every_root_action_in_each_round():
    state = _position("unien", 3)
    legal = len(state.legal_actions())
    wide = SearchPilot(spec_for("unien").greedy, 0, playouts=1, full_width=True)
    wide.choose(state)
    assert wide.iterations == legal  # one round: greedy's choice and every other legal action
    narrow = SearchPilot(spec_for("unien").greedy, 0, playouts=1)
    narrow.choose(state)
    assert narrow.iterations == 2  # progressive widening: greedy's choice and one other


def test_without_a_tree_the_rollout_starts_after_the_root_action():
    from engine.pilots.search import Node

    state = _position("unien", 3)
    for tree, children in ((True, 1), (False, 0)):
        pilot = SearchPilot(spec_for("unien").greedy, 0, tree=tree)
        top = Node()
        reward = pilot._iterate(top, state.clone(), 0)
        assert reward in (0.0, 0.5, 1.0) and top.visits == 1
        assert len(top.children) == children
