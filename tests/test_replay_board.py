"""engine.replay: a kept sample game replays into the board at every step (issue #15 point 4).

The board after each replayed action must equal the board the live game showed at that step, for
every game, head-to-head and goldfish; the boards are plain JSON."""
import json

import pytest

from engine.commands.bench import SAMPLE_DECKS, bench_decks
from engine.core import GameOptions, make_pilot, new_game
from engine.deckfile import load_card_index, load_deck
from engine.replay import board_of, snapshots
from engine.runner import game_seed, run_games
from engine.spec import all_specs

GAMES = sorted(bench_decks())


def decks_of(game):
    index = load_card_index(game)
    return [load_deck(game, SAMPLE_DECKS / game / name, index) for name in bench_decks()[game]]


def live_boards(game, decks, seed, options):
    """Play a game with greedy pilots and read the board after every action."""
    state = new_game(game, decks, seed, options)
    pilots = [make_pilot("greedy", game, seat) for seat in range(2)]
    boards = [board_of(game, state)]
    while not state.is_terminal():
        seat = 0 if options.goldfish else state.current_player()
        state.apply(pilots[seat].choose(state))
        boards.append(board_of(game, state))
    return state, boards


def test_every_game_draws_a_board():
    assert {spec.name for spec in all_specs() if spec.board is not None} == {spec.name for spec in all_specs()}


@pytest.mark.parametrize("goldfish", [False, True], ids=["h2h", "goldfish"])
@pytest.mark.parametrize("game", GAMES)
def test_replayed_boards_equal_the_live_game(game, goldfish):
    decks = decks_of(game)
    options = GameOptions(goldfish=goldfish, turn_cap=40, first_player=1)
    state, boards = live_boards(game, decks, 2026, options)
    steps = snapshots(game, decks, 2026, options, json.loads(json.dumps([list(a) for a in state.actions])))
    assert [s["board"] for s in steps] == boards
    assert [e for s in steps for e in s["events"]] == [list(e) for e in state.events]
    assert steps[-1]["board"]["over"] and steps[-1]["board"]["winner"] == state.winner()
    assert json.loads(json.dumps(steps)) == steps  # plain JSON


@pytest.mark.parametrize("game", GAMES)
def test_a_kept_sample_replays(game):
    decks = decks_of(game)
    sample = json.loads(json.dumps(run_games(game, decks, ["greedy", "greedy"], 0, 1, 7,
                                             GameOptions(turn_cap=40)).to_dict()))["samples"][0]
    options = GameOptions(turn_cap=40, first_player=sample["first_player"])
    assert sample["seed"] == game_seed(7, 0)
    steps = snapshots(game, decks, sample["seed"], options, sample["actions"])
    assert len(steps) == len(sample["actions"]) + 1
    assert [e for s in steps for e in s["events"]] == sample["events"]


def test_union_arena_board_shows_lines_life_and_ap():
    decks = decks_of("union-arena")
    state, boards = live_boards("union-arena", decks, 5, GameOptions(turn_cap=40, first_player=0))
    start = boards[0]["seats"][0]
    # seed 000 Game Setup: a 7-card hand; the 7 Life cards are set once both players have kept (after the re-draw)
    assert start["life"] == 0 and start["hand"] == 7 and start["front"] == []
    assert max(b["seats"][0]["life"] for b in boards) == 7
    played = [b for b in boards if b["seats"][0]["front"]]
    assert played, "the greedy pilot put a character on the front line"
    unit = played[0]["seats"][0]["front"][0]
    assert unit["number"] and unit["name"] and isinstance(unit["bp"], int) and isinstance(unit["rested"], bool)
    assert any(b["seats"][0]["energy"] for b in boards)
    assert max(b["seats"][0]["ap_total"] for b in boards) >= 1


def test_an_illegal_action_is_named():
    decks = decks_of("union-arena")
    with pytest.raises(ValueError, match="step 1: action \\[99, 99\\] is not legal"):
        snapshots("union-arena", decks, 1, GameOptions(), [[99, 99]])
