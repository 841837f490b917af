"""The runner and mergeable aggregates: game i depends only on (base seed, i); any cut of a batch
merges to the same totals; errors are recorded with their seed and do not stop the batch."""
import json
from dataclasses import replace
from pathlib import Path

import pytest

from engine.aggregate import Aggregate
from engine.core import GameOptions
from engine.runner import game_seed, run_games
from engine.spec import register_spec, spec_for
from engine.statistics import wilson_interval
from tests.engine_play_helpers import sample_decks

SAMPLES = Path(__file__).resolve().parents[1] / "cardsdb" / "samples" / "decks" / "union-arena"


@pytest.fixture(scope="module")
def decks():
    return sample_decks("union-arena", "dawnblade-aggro", "skyward-tempo")


def test_game_seed_depends_only_on_base_and_index():
    assert game_seed(1, 5) == game_seed(1, 5) != game_seed(1, 6) != game_seed(2, 5)


@pytest.mark.parametrize("cuts", [[0, 60], [0, 1, 60], [0, 17, 18, 40, 60], [0, 30, 60]])
def test_any_cut_merges_to_the_same_totals(decks, cuts):
    options = GameOptions(turn_cap=60)
    whole = run_games("union-arena", decks, ["greedy", "random"], 0, 60, 9, options)
    parts = [run_games("union-arena", decks, ["greedy", "random"], a, b, 9, options) for a, b in zip(cuts, cuts[1:], strict=False)]
    assert Aggregate.merged(parts).totals() == whole.totals()
    assert whole.games == 60 and whole.wins + whole.losses + whole.draws + whole.capped + whole.errors == 60


def test_goldfish_figures_and_json_round_trip(decks):
    aggregate = run_games("union-arena", decks[:1], ["greedy"], 0, 40, 3, GameOptions(goldfish=True))
    summary = aggregate.summary()
    assert summary["wins"] == 40 and summary["kill_turn"]["mean"] > 1
    assert summary["going_first"]["games"] == 20 and summary["going_second"]["games"] == 20
    again = Aggregate.from_dict(json.loads(json.dumps(aggregate.to_dict())))
    assert again.totals() == aggregate.totals()
    assert len(summary["samples"]) == 3 and summary["samples"][0]["events"]
    assert any(card["played"] for card in summary["cards"])


def test_errors_are_counted_with_their_seed_and_the_batch_goes_on(decks):
    from engine.games.union_arena import new_game as real_new_game

    def flaky(decks_, seed, options):
        if seed % 3 == 0:
            raise RuntimeError("boom")
        return real_new_game(decks_, seed, options)

    register_spec(replace(spec_for("union-arena"), name="flaky-union-arena", new_game=flaky, bench_decks=()))
    aggregate = run_games("flaky-union-arena", decks, ["greedy", "greedy"], 0, 30, 1, GameOptions())
    expected = [i for i in range(30) if game_seed(1, i) % 3 == 0]
    assert aggregate.errors == len(expected) and aggregate.games == 30
    assert [e["index"] for e in aggregate.error_samples] == expected[:20]
    assert "RuntimeError: boom" in aggregate.error_samples[0]["error"]


def test_should_stop_ends_at_a_game_boundary(decks):
    done = []
    aggregate = run_games("union-arena", decks, ["greedy", "greedy"], 0, 50, 1, GameOptions(),
                          should_stop=lambda: len(done) >= 5, progress=done.append)
    assert aggregate.games == 5


def test_turn_cap_counts_capped_games(decks):
    aggregate = run_games("union-arena", decks, ["greedy", "greedy"], 0, 10, 1, GameOptions(turn_cap=2))
    assert aggregate.capped == 10


def test_step_cap_counts_capped_games_by_count_not_by_clock(decks):
    """A game still running after `step_cap` actions counts as capped: a count, so a slow or loaded worker gets the
    same result for the same seeds (a wall-clock cap made a loaded machine cap search games that a quiet one won)."""
    capped = run_games("union-arena", decks, ["greedy", "greedy"], 0, 6, 1, GameOptions(), step_cap=20,
                       keep_samples=False)
    assert capped.capped == 6 and capped.wins == 0
    again = run_games("union-arena", decks, ["greedy", "greedy"], 0, 6, 1, GameOptions(), step_cap=20,
                      keep_samples=False)
    assert again.to_dict() | {"elapsed": None} == capped.to_dict() | {"elapsed": None}
    full = run_games("union-arena", decks, ["greedy", "greedy"], 0, 6, 1, GameOptions(), keep_samples=False)
    assert full.capped == 0


def test_wilson_interval_known_values():
    low, high = wilson_interval(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-3) and high == pytest.approx(0.5962, abs=1e-3)
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_simulate_and_bench_commands(capsys):
    from engine.__main__ import main

    deck = str(SAMPLES / "dawnblade-aggro.txt")
    assert main(["simulate", "--deck", deck, "--games", "20", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["games"] == 20
    assert main(["simulate", "--deck", deck, "--opponent", str(SAMPLES / "skyward-tempo.txt"), "--mode",
                 "head-to-head", "--games", "20"]) == 0
    assert "win rate" in capsys.readouterr().out
    # a gauntlet: several --opponent files, one line each, then the totals
    assert main(["simulate", "--deck", deck, "--opponent", str(SAMPLES / "skyward-tempo.txt"), "--opponent", deck,
                 "--mode", "head-to-head", "--games", "10"]) == 0
    out = capsys.readouterr().out
    assert out.count("\nvs ") + out.startswith("vs ") == 2 and "gauntlet of 2: 20 games" in out
    assert main(["simulate", "--deck", deck, "--opponent", str(SAMPLES / "skyward-tempo.txt"), "--opponent", deck,
                 "--mode", "head-to-head", "--games", "10", "--json"]) == 0
    assert [s["games"] for s in json.loads(capsys.readouterr().out)] == [10, 10]
    assert main(["bench", "--games", "20", "--search-decisions", "2"]) == 0
    assert "games/s" in capsys.readouterr().out


def test_bench_floor_prints_ratios_to_the_reference_loop(capsys, tmp_path, monkeypatch):
    """Issue 16.1: `bench --floor` runs the reference loop in the same run and prints each figure
    as a fraction of its games/s; a missing loop is named and the figures still print."""
    from engine.__main__ import main
    from engine.commands import bench

    loop = tmp_path / "floor.py"
    loop.write_text("print('games/s', 1000.0, 'us/game', 1000.0)\n")
    assert bench.floor_games_per_second(loop) == 1000.0
    assert bench.ratio(125.0, 1000.0) == "  = 1/8.0 of the loop"
    monkeypatch.setattr(bench, "FLOOR_LOOP", loop)
    assert main(["bench", "--floor", "--only", "arcana", "--games", "10", "--search-decisions", "1"]) == 0
    out = capsys.readouterr().out
    assert "reference loop" in out and "1000 games/s" in out
    assert out.count("of the loop") == 3
    monkeypatch.setattr(bench, "FLOOR_LOOP", tmp_path / "absent.py")
    assert main(["bench", "--floor", "--only", "arcana", "--games", "5", "--search-decisions", "1"]) == 0
    captured = capsys.readouterr()
    assert "absent.py is missing" in captured.err and "of the loop" not in captured.out


def test_bench_option_plays_universal_arena_under_the_seed_003_rules(capsys):
    """`bench --option ruleset=seed-003` plays the games under seed 003's rules: the same wins as
    run_games with that option (a before/after comparison with the rules of an older tree)."""
    from engine.__main__ import main
    from engine.commands.bench import bench_decks
    from engine.core import GameOptions
    from engine.runner import run_games

    assert main(["bench", "--only", "universal-arena", "--games", "20", "--search-decisions", "0",
                 "--option", "ruleset=seed-003"]) == 0
    out = capsys.readouterr().out
    decks = sample_decks("universal-arena", *(name.removesuffix(".txt") for name in bench_decks()["universal-arena"]))
    options = GameOptions(turn_cap=60, extra={"ruleset": "seed-003"})
    wins = run_games("universal-arena", decks, ["random", "random"], 0, 20, 12345, options, keep_samples=False).wins
    assert "head-to-head random vs random" in out and f"(wins {wins}," in out.split("random vs random")[1]
