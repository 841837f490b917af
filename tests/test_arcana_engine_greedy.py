"""The greedy Arcana pilot's choices in small positions."""
from pathlib import Path

import pytest

import engine.games  # noqa: F401 - registers the games
from engine.core import GameOptions, new_game
from engine.deckfile import load_card_index, load_deck
from engine.games.arcana import greedy
from engine.games.arcana.constants import (
    ACTIVATE,
    ATTACK,
    BLOCK,
    CHANGE_POSITION,
    COMBO_BEGIN,
    M_BATTLE,
    M_COMBO,
    M_MAIN,
    NEXT_PHASE,
    SET_RUNE,
    SUMMON,
)
from engine.games.arcana.greedy import GreedyPilot
from tests.arcana_engine_helpers import act, at_turn, board, game

SAMPLES = Path(__file__).resolve().parents[1] / "cardsdb" / "samples" / "decks" / "arcana"


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
    while state.phase == M_COMBO:
        act(state, pilot.choose(state))
    assert state.field[1] == [] and len(state.field[0]) == 2


def test_greedy_boosts_an_attacker_to_win_a_battle():
    """Seed 004 §Rune Cards (Red Flag: +1/+1): in its Battle Phase it plays a boost that turns a lost
    attack into a won one (a 3/3 against a 4/4 in defense), then attacks."""
    state = game()
    mine = board(state, 0, hand=["Red Flag"], field=[("Knight", "atk")])
    theirs = board(state, 1, field=[("Captain", "def")])
    at_turn(state, 3, battle=True)
    pilot = GreedyPilot(0)
    assert pilot.choose(state) == (ACTIVATE, mine["Red Flag"], mine["Knight"], 0)
    act(state, pilot.choose(state))
    assert pilot.choose(state) == (ATTACK, mine["Knight"], theirs["Captain"])


def test_greedy_defends_an_exposed_creature():
    """Seed 004 §Creature Cards / §2 Your HP: a face-up attack-position creature destroyed in battle
    costs its owner 1 HP; with no good attack, the pilot turns an outmatched creature to defense."""
    state = game()
    mine = board(state, 0, field=[("Squire", "atk")])
    theirs = board(state, 1, field=[("Guard", "atk")])
    at_turn(state, 3)
    assert theirs and GreedyPilot(0).choose(state) == (CHANGE_POSITION, mine["Squire"])


def test_greedy_never_pays_its_last_hp():
    """Seed 004 §2 Your HP (rule 'hp-cost-payable'): paying the last HP loses, so the pilot does not."""
    state = game()
    placed = board(state, 0, hand=["Revive Creature"], nether=["Guard"])
    state.hp[0] = 1
    assert (ACTIVATE, placed["Revive Creature"], placed["Guard"], 0) in state.legal_actions()
    assert GreedyPilot(0).choose(state)[0] != ACTIVATE


def _listed_choice(state):
    """The first best of `state.legal_actions()`, each scored on its own by the pilot's heuristics."""
    look = greedy.Look(state)

    def score(action):
        kind = action[0]
        if kind == SUMMON:
            uid, position, t1, t2 = action[1:]
            value = 10 + look.value(uid) - sum(look.value(t) + 1 for t in (t1, t2) if t >= 0)
            return value + (1 if (position == 0) == look.summon_in_attack(uid) else 0)
        if kind == SET_RUNE:
            return greedy._set_rune_score(look, action[1])
        if kind == CHANGE_POSITION:
            return greedy._change_position_score(look, action[1])
        if kind == ATTACK:
            return look.clash(action[1], action[2], state.power_of(action[1]))
        if kind == COMBO_BEGIN:
            return greedy._combo_begin_score(look, action[1])
        if kind == ACTIVATE:
            return greedy._activation_score(look, action[1], action[2])
        assert kind == NEXT_PHASE
        return 0

    actions = state.legal_actions()
    best = actions[0]
    for action in actions[1:]:
        if score(action) > score(best):
            best = action
    return best


@pytest.mark.parametrize("seed", range(12))
def test_greedy_main_and_battle_choices_match_the_listed_actions(seed):
    """Seed 004 §3 Flow (Main and Battle Phases): the pilot picks its Main and Battle Phase actions
    without building `legal_actions()`, and its pick is always a legal action — the very one it would
    take scoring every listed action in order (ties to the first)."""
    index = load_card_index("arcana")
    decks = [load_deck("arcana", SAMPLES / name, index) for name in ("heroic-beasts.txt", "fallen-arcana.txt")]
    state = new_game("arcana", decks, seed, GameOptions(turn_cap=60, extra={"events": False}))
    pilots = [GreedyPilot(0), GreedyPilot(1)]
    checked = 0
    while not state.is_terminal():
        pilot = pilots[state.current_player()]
        if state.phase in (M_MAIN, M_BATTLE):
            choice = pilot.choose(state)
            assert state._legal is None  # the list was not built
            assert choice in state.legal_actions() and choice == _listed_choice(state)
            checked += 1
        else:
            choice = pilot.choose(state)
        state.apply(choice)
    assert checked > 20
