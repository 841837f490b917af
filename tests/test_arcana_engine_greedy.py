"""The greedy Arcana pilot's choices in small positions."""
from engine.games.arcana.constants import ACTIVATE, ATTACK, BLOCK, COMBO_BEGIN, M_COMBO, SUMMON
from engine.games.arcana.greedy import GreedyPilot
from tests.arcana_engine_helpers import act, at_turn, board, game


def test_greedy_strikes_directly():
    """Seed 004 §Creature Cards: with the opponent's field empty the greedy pilot attacks directly."""
    state = game()
    mine = board(state, 0, field=[("Knight", "atk")])
    board(state, 1)
    at_turn(state, 3, battle=True)
    assert GreedyPilot(0).choose(state) == (ATTACK, mine["Knight"], -1)


def test_greedy_tributes_for_a_bigger_creature():
    """Seed 004 §Creature Cards: it tributes a small creature for a 2-star of the same type."""
    state = game()
    placed = board(state, 0, hand=["Captain"], field=[("Mite", "atk")])
    at_turn(state, 3)
    assert GreedyPilot(0).choose(state) == (SUMMON, placed["Captain"], 0, placed["Mite"], -1)


def test_greedy_negates_a_direct_attack_and_blocks():
    """Seed 004 §Rune Cards / blocks: it answers a threatening attack with a set rune, and blocks with a
    defender that survives."""
    state = game()
    mine = board(state, 0, field=[("Knight", "atk")])
    theirs = board(state, 1, runes=["Smoke Screen"])
    at_turn(state, 3, battle=True)
    act(state, (ATTACK, mine["Knight"], -1))
    assert GreedyPilot(1).choose(state) == (ACTIVATE, theirs["Smoke Screen"], -1, 0)
    state = game()
    mine = board(state, 0, field=[("Knight", "atk")])
    theirs = board(state, 1, field=[("Squire", "atk"), ("Guard", "def")])
    at_turn(state, 3, battle=True)
    act(state, (ATTACK, mine["Knight"], theirs["Squire"]))
    assert GreedyPilot(1).choose(state) == (BLOCK, theirs["Guard"])


def test_greedy_gangs_up_on_a_wall():
    """Seed 004 §Combination Attack: no single attacker beats a 5/5 in defense, together they do."""
    state = game()
    board(state, 0, field=[("Knight", "atk"), ("Wall", "atk")])
    theirs = board(state, 1, field=[("Guard", "def")])
    at_turn(state, 3, battle=True)
    pilot = GreedyPilot(0)
    assert pilot.choose(state) == (COMBO_BEGIN, theirs["Guard"])
    act(state, pilot.choose(state))
    while state.mode == M_COMBO:
        act(state, pilot.choose(state))
    assert state.field[1] == [] and len(state.field[0]) == 2
