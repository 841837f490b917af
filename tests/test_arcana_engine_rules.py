"""Arcana TCG engine: one scenario per rule of seed 004 (docs/arcana-engine.md names each reading)."""
import pytest

from engine.core import DeckList, GameOptions, new_game
from engine.games.arcana.constants import (
    ACTIVATE,
    ATTACK,
    BLOCK,
    CALL_OFF,
    CHANGE_POSITION,
    COMBO_ADD,
    COMBO_BEGIN,
    COMBO_GO,
    CONTINUE,
    KEEP,
    M_BATTLE,
    M_BLOCK,
    M_CONTINUE,
    M_MAIN,
    M_MULLIGAN,
    M_PRIORITY,
    MULLIGAN,
    NEXT_PHASE,
    NO_BLOCK,
    SET_RUNE,
    SUMMON,
    Z_FIELD,
    Z_HAND,
    Z_NETHER,
    Z_RUNES,
)
from tests.arcana_engine_helpers import DECK, act, at_turn, board, game, kinds, names, resolve, rune


def summon_actions(state):
    return [a for a in state.legal_actions() if a[0] == SUMMON]


# --- 2. The Basics / 3. Flow of the game ------------------------------------------------------
def test_start_ten_hp_five_cards_one_mulligan():
    """Seed 004 §2 Your HP (10 HP) and §3 Flow: hands of 5, one mulligan each, then the duel starts."""
    state = new_game("arcana", [DECK, DECK], 3, GameOptions(first_player=0))
    assert state.hp == [10, 10]
    assert len(state.hand[0]) == len(state.hand[1]) == 5
    assert state.phase == M_MULLIGAN and set(state.legal_actions()) == {(KEEP,), (MULLIGAN,)}
    before = sorted(state.hand[0] + state.deck[0])
    act(state, (MULLIGAN,))
    assert state.redrew[0] and len(state.hand[0]) == 5 and state.current_player() == 1
    assert sorted(state.hand[0] + state.deck[0]) == before  # the hand went back into the deck
    act(state, (KEEP,))
    assert state.turn == 1 and state.phase == M_MAIN and not state.redrew[1]
    assert MULLIGAN not in kinds(state)


def test_coin_flip_decides_who_goes_first():
    """Seed 004 §3 Flow: 'flip a coin or roll the dice' — from the game's seed; GameOptions can force it."""
    firsts = {game(seed=seed, first=None).first for seed in range(20)}
    assert firsts == {0, 1}
    assert game(seed=5, first=1).active == 1


def test_first_player_skips_first_draw_second_player_draws():
    """Seed 004 §3 Start Phase: the player going first does not draw on the first turn of the duel."""
    state = game(first=0)
    assert len(state.hand[0]) == 5
    act(state, (NEXT_PHASE,))  # turn 1 has no Battle Phase: straight to the End Phase
    assert state.turn == 2 and state.active == 1 and len(state.hand[1]) == 6


def test_draw_over_hand_limit_goes_to_netherworld():
    """Seed 004 §2 Hand / §3 Start Phase: a card drawn into a full hand (7) is sent to the Netherworld."""
    state = game()
    board(state, 1, hand=["Knight"] * 1 + ["Squire"] * 3 + ["Mite"] * 3)
    assert len(state.hand[1]) == 7
    top = state.deck[1][-1]
    act(state, (NEXT_PHASE,))
    assert len(state.hand[1]) == 7 and state.zone[top] == Z_NETHER


def test_empty_deck_play_continues():
    """Seed 004 §2 Deck Zone: with 0 cards in the deck play continues, there is just no draw."""
    state = game()
    state.deck[1].clear()
    hand = len(state.hand[1])
    act(state, (NEXT_PHASE,))
    assert not state.is_terminal() and state.active == 1 and len(state.hand[1]) == hand


# --- Creature cards: summons -------------------------------------------------------------------
def test_one_normal_summon_per_turn():
    """Seed 004 §Creature Cards: each player can only Normal Summon once per turn."""
    state = game()
    board(state, 0, hand=["Knight", "Squire"])
    act(state, (SUMMON, state.hand[0][0], 0, -1, -1))
    assert state.phase == M_MAIN and not summon_actions(state)


def test_two_star_needs_one_tribute_of_the_same_type():
    """Seed 004 §Creature Cards: 2 Star Creatures require a single tribute of the same type."""
    state = game()
    placed = board(state, 0, hand=["Captain"], field=[("Ghoul", "atk")])
    assert not summon_actions(state)  # Ghoul is Fallen, Captain Heroic
    placed = board(state, 0, hand=["Captain"], field=[("Ghoul", "atk"), ("Squire", "atk")])
    assert summon_actions(state) == [(SUMMON, placed["Captain"], 0, placed["Squire"], -1),
                                     (SUMMON, placed["Captain"], 1, placed["Squire"], -1)]
    act(state, (SUMMON, placed["Captain"], 0, placed["Squire"], -1))
    assert state.zone[placed["Squire"]] == Z_NETHER and names(state, state.field[0]) == ["Ghoul", "Captain"]


def test_three_star_needs_two_tributes_one_of_the_same_type():
    """Seed 004 §Creature Cards: 3 Star Creatures require two tributes, at least one of the same type."""
    state = game()
    board(state, 0, hand=["Dragon"], field=[("Ghoul", "atk"), ("Brute", "atk")])
    assert not summon_actions(state)
    placed = board(state, 0, hand=["Dragon"], field=[("Ghoul", "atk"), ("Squire", "atk")])
    act(state, (SUMMON, placed["Dragon"], 0, placed["Ghoul"], placed["Squire"]))
    assert names(state, state.field[0]) == ["Dragon"] and len(state.nether[0]) == 2


def test_set_face_down_defense():
    """Seed 004 §Creature Cards: Normal Summon face-up attack or set face-down defense."""
    state = game()
    placed = board(state, 0, hand=["Knight"])
    assert {a[2] for a in summon_actions(state)} == {0, 1}
    act(state, (SUMMON, placed["Knight"], 1, -1, -1))
    uid = placed["Knight"]
    assert not state.face_up[uid] and not state.attack_pos[uid]
    assert ("set-creature", "?") in [e[2:] for e in state.events]  # hidden in the log


def test_special_summon_has_no_limit_and_is_face_up():
    """Seed 004 §Creature Cards: Special Summons have no per-turn limit, need no tributes, and are
    face-up attack or face-up defense, never face-down."""
    state = game()
    placed = board(state, 0, hand=["Knight", "Call to Arms", "Squire"])
    act(state, (SUMMON, placed["Knight"], 0, -1, -1))
    options = [a for a in state.legal_actions() if a[0] == ACTIVATE and a[1] == placed["Call to Arms"]]
    assert options == [(ACTIVATE, placed["Call to Arms"], placed["Squire"], 0),
                       (ACTIVATE, placed["Call to Arms"], placed["Squire"], 1)]
    act(state, options[1])
    resolve(state)  # the turn player lets its own chain resolve
    uid = placed["Squire"]
    assert state.zone[uid] == Z_FIELD and state.face_up[uid] and not state.attack_pos[uid]


def test_revive_pays_hp_and_summons_in_defense():
    """Seed 004 §Rune Cards (Revive Creature example): pay 1 HP, Special Summon from the Netherworld in
    face-up defense."""
    state = game()
    placed = board(state, 0, hand=["Revive Creature"], nether=["Guard"])
    act(state, (ACTIVATE, placed["Revive Creature"], placed["Guard"], 0))
    resolve(state)
    assert state.hp[0] == 9 and state.face_up[placed["Guard"]] and not state.attack_pos[placed["Guard"]]
    assert state.zone[placed["Revive Creature"]] == Z_NETHER


def test_hp_cost_can_be_paid_down_to_zero_and_loses():
    """Seed 004 §2 Your HP ('When your HP reaches 0, you lose the game') and §Rune Cards (Revive Creature
    'paid 1 HP'): rule 'hp-cost-payable' — a cost is payable while you have that much HP; paying your
    last HP is legal and loses the game at once; a cost above your HP cannot be paid."""
    state = game()
    placed = board(state, 0, hand=["Revive Creature"], nether=["Guard"])
    state.hp[0] = 1
    act(state, (ACTIVATE, placed["Revive Creature"], placed["Guard"], 0))
    assert state.is_terminal() and state.winner() == 1 and state.hp[0] == 0
    pact = rune("Blood Pact", "Pay 2 HP: Draw 2 cards.")
    deck = DeckList(main=DECK.main + ((pact, 3),))
    state = game(decks=[deck, deck])
    placed = board(state, 0, hand=["Blood Pact"])
    state.hp[0] = 1
    assert ACTIVATE not in kinds(state)
    state.hp[0], state._legal = 2, None
    act(state, (ACTIVATE, placed["Blood Pact"], -1, 0))
    assert state.winner() == 1


def test_summon_effect_draws_on_own_turn_only():
    """Seed 004 §Creature Cards: creature effects work once per turn and only on your turn (rule
    'summon-effects-own-turn'); setting face-down does not trigger them."""
    state = game()
    placed = board(state, 0, hand=["Scout"])
    act(state, (SUMMON, placed["Scout"], 0, -1, -1))
    assert len(state.hand[0]) == 1
    state = game()
    placed = board(state, 0, hand=["Scout"])
    act(state, (SUMMON, placed["Scout"], 1, -1, -1))
    assert len(state.hand[0]) == 0
    state = game()
    placed = board(state, 0, field=[("Knight", "atk")])
    revive = board(state, 1, runes=["Revive Creature"], nether=["Scout"])
    at_turn(state, 3, battle=True)
    act(state, (ATTACK, placed["Knight"], -1))
    act(state, (ACTIVATE, revive["Revive Creature"], revive["Scout"], 0))
    resolve(state)
    assert state.zone[revive["Scout"]] == Z_FIELD and len(state.hand[1]) == 0


def test_position_change_rules():
    """Seed 004 §Creature Cards: attack -> defense allowed except on the summoning turn or after it
    declared an attack; rule 'one-position-change' (once a turn, face-down flips to face-up attack)."""
    state = game()
    placed = board(state, 0, hand=["Knight"], field=[("Wall", "atk"), ("Squire", "down")])
    act(state, (SUMMON, placed["Knight"], 0, -1, -1))
    changes = {a[1] for a in state.legal_actions() if a[0] == CHANGE_POSITION}
    assert changes == {placed["Wall"], placed["Squire"]}
    act(state, (CHANGE_POSITION, placed["Squire"]))
    assert state.face_up[placed["Squire"]] and state.attack_pos[placed["Squire"]]
    assert (CHANGE_POSITION, placed["Squire"]) not in state.legal_actions()
    at_turn(state, 3, battle=True)
    act(state, (ATTACK, placed["Wall"], -1))
    state.phase = M_MAIN
    state._legal = None
    assert (CHANGE_POSITION, placed["Wall"]) not in state.legal_actions()


def test_no_attacks_on_the_first_turn():
    """Seed 004 §Creature Cards: creatures summoned on the first turn of the duel cannot attack
    (rule 'no-first-turn-battle': turn 1 goes from Main straight to End)."""
    state = game()
    board(state, 0, field=[("Knight", "atk")])
    act(state, (NEXT_PHASE,))
    assert state.turn == 2 and not any(e[2] == "attack" for e in state.events)


def test_summoned_creatures_may_attack_from_turn_two():
    """Seed 004 §Creature Cards: only the first turn of the duel forbids attacks (no summoning sickness)."""
    state = game()
    placed = board(state, 0, hand=["Knight"])
    at_turn(state, 3)
    act(state, (SUMMON, placed["Knight"], 0, -1, -1))
    act(state, (NEXT_PHASE,))
    assert (ATTACK, placed["Knight"], -1) in state.legal_actions()


# --- Battle -----------------------------------------------------------------------------------
def battle(attacker, target, position="atk", seed=1):
    state = game(seed=seed)
    mine = board(state, 0, field=[(attacker, "atk")])
    theirs = board(state, 1, field=[(target, position)])
    at_turn(state, 3, battle=True)
    act(state, (ATTACK, mine[attacker], theirs[target]))
    return state, mine[attacker], theirs[target]


@pytest.mark.parametrize("position,damage", [("atk", 1), ("def", 0)])
def test_power_over_toughness_destroys_target(position, damage):
    """Seed 004 §Creature Cards: power greater than toughness destroys the target; its owner takes 1
    damage if it was in face-up attack position."""
    state, attacker, target = battle("Guard", "Knight", position)
    assert state.zone[target] == Z_NETHER and state.zone[attacker] == Z_FIELD
    assert state.hp == [10, 10 - damage]


def test_tie_destroys_both():
    """Seed 004 §Creature Cards: equal power and toughness destroy both; each owner whose creature was
    in attack position takes 1 damage."""
    state, attacker, target = battle("Knight", "Wall", "atk")
    assert state.zone[target] == state.zone[attacker] == Z_NETHER and state.hp == [9, 9]
    state, attacker, target = battle("Knight", "Wall", "def")
    assert state.zone[target] == state.zone[attacker] == Z_NETHER and state.hp == [9, 10]


@pytest.mark.parametrize("position,survives,hp", [("atk", False, 9), ("def", True, 10)])
def test_toughness_over_power(position, survives, hp):
    """Seed 004 §Creature Cards: a target with greater toughness survives; if it was in attack position
    the attacker is destroyed and its owner takes 1 damage, otherwise nothing happens."""
    state, attacker, target = battle("Squire", "Guard", position)
    assert state.zone[target] == Z_FIELD
    assert (state.zone[attacker] == Z_FIELD) is survives and state.hp == [hp, 10]


def test_attacked_face_down_creature_is_flipped():
    """Seed 004 §Creature Cards (rule 'attacked-face-down-flips'): a face-down target is turned face-up
    in defense position and battles with its printed toughness; no damage to its owner."""
    state, attacker, target = battle("Squire", "Guard", "down")
    assert state.face_up[target] and not state.attack_pos[target] and state.hp == [10, 10]


def test_direct_attack_only_when_no_creatures():
    """Seed 004 §Creature Cards: with no creatures on the opponent's field a creature strikes directly
    for 1 damage; a face-down creature still counts as present."""
    state = game()
    placed = board(state, 0, field=[("Knight", "atk")])
    board(state, 1, field=[("Squire", "down")])
    at_turn(state, 3, battle=True)
    assert (ATTACK, placed["Knight"], -1) not in state.legal_actions()
    board(state, 1)
    state._legal = None
    act(state, (ATTACK, placed["Knight"], -1))
    assert state.hp == [10, 9] and (ATTACK, placed["Knight"], -1) not in state.legal_actions()


def test_combination_attack_nine_nine_example():
    """Seed 004 §Creature Cards, the Combination Attack example: three 3/3s against a 9/9 in attack
    position — A and B are destroyed (1 damage each to their owner), C ties: both destroyed, both
    players take 1."""
    state = game()
    mine = board(state, 0, field=[("Knight", "atk"), ("Wall", "atk"), ("Ghoul", "atk")])
    theirs = board(state, 1, field=[("Giant", "atk")])
    at_turn(state, 3, battle=True)
    act(state, (COMBO_BEGIN, theirs["Giant"]))
    for name in ("Knight", "Wall", "Ghoul"):
        assert (COMBO_GO,) in state.legal_actions() or name != "Ghoul"
        act(state, (COMBO_ADD, mine[name]))
    act(state, (COMBO_GO,))
    assert state.phase == M_BATTLE  # no face-up defense creature: no block step
    assert not state.field[0] and not state.field[1]
    assert state.hp == [10 - 3, 10 - 1]
    destroyed = [e[3] for e in state.events if e[2] == "destroyed"]
    assert destroyed == ["Knight", "Wall", "Ghoul", "Giant"]
    # step by step: A (9 > 3) -1, toughness 6; B (6 > 3) -1, toughness 3; C ties: both players take 1
    damage = [(e[1], e[4]) for e in state.events if e[2] == "damage"]
    assert damage == [(0, 9), (0, 8), (0, 7), (1, 9)]


def test_combination_attack_each_attack_can_be_blocked():
    """Seed 004 §Creature Cards, Combination Attack + Block (rule 'combination-blockable'): the attacks
    of a Combination Attack are attacks directed at a creature, so each may be blocked by a face-up
    defense creature; a destroyed blocker lets the attack go on with power reduced by its toughness,
    and the target's toughness drops by the power that reached it."""
    state = game()
    mine = board(state, 0, field=[("Knight", "atk"), ("Wall", "atk"), ("Ghoul", "atk")])
    theirs = board(state, 1, field=[("Giant", "atk"), ("Squire", "def")])
    at_turn(state, 3, battle=True)
    act(state, (COMBO_BEGIN, theirs["Giant"]))
    for name in ("Knight", "Wall", "Ghoul"):
        act(state, (COMBO_ADD, mine[name]))
    act(state, (COMBO_GO,))
    assert state.phase == M_BLOCK and state.current_player() == 1
    assert set(state.legal_actions()) == {(NO_BLOCK,), (BLOCK, theirs["Squire"])}
    act(state, (BLOCK, theirs["Squire"]))
    # Knight (3) destroys Squire (2) and goes on at power 1: 1 < 9, Knight destroyed; toughness 9 -> 8.
    # Wall: 3 < 8, destroyed; 8 -> 5. Ghoul: 3 < 5, destroyed. The 9/9 survives.
    assert state.phase == M_BATTLE and state.field[0] == [] and state.field[1] == [theirs["Giant"]]
    assert state.hp == [7, 10]
    destroyed = [e[3] for e in state.events if e[2] == "destroyed"]
    assert destroyed == ["Squire", "Knight", "Wall", "Ghoul"]


def test_combination_attack_surviving_blocker_stops_one_attack_only():
    """Seed 004 §Creature Cards, Combination Attack + Block (rule 'combination-blockable'): a blocker
    that survives ends that one attack (the target's toughness is not reduced by it); the next attack
    of the sequence may be blocked again or reach the target."""
    state = game()
    mine = board(state, 0, field=[("Knight", "atk"), ("Wall", "atk")])
    theirs = board(state, 1, field=[("Ghoul", "def"), ("Guard", "def")])
    at_turn(state, 3, battle=True)
    act(state, (COMBO_BEGIN, theirs["Ghoul"]))
    act(state, (COMBO_ADD, mine["Knight"]))
    act(state, (COMBO_ADD, mine["Wall"]))
    act(state, (COMBO_GO,))
    act(state, (BLOCK, theirs["Guard"]))  # Knight 3 < Guard 5 (defense): nothing happens
    assert state.phase == M_BLOCK
    act(state, (NO_BLOCK,))  # Wall 3 == Ghoul 3: both destroyed, no damage (Ghoul in defense)
    assert state.zone[theirs["Ghoul"]] == Z_NETHER and state.zone[mine["Wall"]] == Z_NETHER
    assert state.zone[mine["Knight"]] == Z_FIELD and state.zone[theirs["Guard"]] == Z_FIELD
    assert state.hp == [9, 10] and state.phase == M_BATTLE


def test_combination_attack_call_off_and_revived_blocker():
    """Seed 004 §Rune Cards (the Revive Creature example) with a Combination Attack: a chained revive adds
    a card, so the attacker may call off or continue; continuing, the revived face-up defense creature
    may block the first attack of the sequence (rule 'combination-blockable')."""
    state = game()
    mine = board(state, 0, field=[("Knight", "atk"), ("Wall", "atk")])
    theirs = board(state, 1, field=[("Guard", "def")], runes=["Revive Creature"], nether=["Squire"])
    at_turn(state, 3, battle=True)
    act(state, (COMBO_BEGIN, theirs["Guard"]))
    act(state, (COMBO_ADD, mine["Knight"]))
    act(state, (COMBO_ADD, mine["Wall"]))
    act(state, (COMBO_GO,))
    act(state, (ACTIVATE, theirs["Revive Creature"], theirs["Squire"], 0))
    resolve(state)
    assert state.phase == M_CONTINUE and set(state.legal_actions()) == {(CALL_OFF,), (CONTINUE, theirs["Guard"])}
    act(state, (CONTINUE, theirs["Guard"]))
    assert state.phase == M_BLOCK and (BLOCK, theirs["Squire"]) in state.legal_actions()
    act(state, (BLOCK, theirs["Squire"]))  # Knight 3 > 2: Squire destroyed, 1 power reaches Guard: 5 -> 4
    assert state.phase == M_BATTLE  # the Squire is gone: no blocker for Wall; 3 < 4, nothing happens
    assert state.zone[theirs["Guard"]] == Z_FIELD and state.zone[theirs["Squire"]] == Z_NETHER
    assert len(state.field[0]) == 2 and state.hp == [10, 9]


def test_combination_attack_stops_when_target_falls():
    """Seed 004 §Creature Cards: attacks are performed in sequence 'until it can finally be destroyed'
    (rule 'combination-ends-on-kill'); toughness reductions last only for that attack."""
    state = game()
    mine = board(state, 0, field=[("Knight", "atk"), ("Guard", "atk"), ("Squire", "atk")])
    theirs = board(state, 1, field=[("Brute", "def")])
    at_turn(state, 3, battle=True)
    act(state, (COMBO_BEGIN, theirs["Brute"]))
    for name in ("Knight", "Guard", "Squire"):
        act(state, (COMBO_ADD, mine[name]))
    act(state, (COMBO_GO,))
    assert state.zone[theirs["Brute"]] == Z_NETHER and len(state.field[0]) == 3 and state.hp == [10, 10]
    assert state.attack_turn[mine["Squire"]] == 3  # it was declared, so it has attacked


def test_block_example_seven_five():
    """Seed 004 §Creature Cards, the Block example: A (7/5) attacks B (5/5); C (3/3, face-up defense)
    blocks, is destroyed, and the attack goes on at power 4, which fails against B: A is destroyed
    and its owner takes 1 damage (B in attack position)."""
    state = game()
    mine = board(state, 0, field=[("Brute", "atk")])
    theirs = board(state, 1, field=[("Guard", "atk"), ("Wall", "def")])
    at_turn(state, 3, battle=True)
    act(state, (ATTACK, mine["Brute"], theirs["Guard"]))
    assert state.phase == M_BLOCK and state.current_player() == 1
    assert set(state.legal_actions()) == {(NO_BLOCK,), (BLOCK, theirs["Wall"])}
    act(state, (BLOCK, theirs["Wall"]))
    assert state.zone[theirs["Wall"]] == Z_NETHER and state.zone[theirs["Guard"]] == Z_FIELD
    assert state.zone[mine["Brute"]] == Z_NETHER and state.hp == [9, 10]


def test_without_block_the_seven_five_destroys_the_target():
    """Seed 004 §Creature Cards, the Block example: 'Creature B will be destroyed if the attack continues'."""
    state = game()
    mine = board(state, 0, field=[("Brute", "atk")])
    theirs = board(state, 1, field=[("Guard", "atk"), ("Wall", "def")])
    at_turn(state, 3, battle=True)
    act(state, (ATTACK, mine["Brute"], theirs["Guard"]))
    act(state, (NO_BLOCK,))
    assert state.zone[theirs["Guard"]] == Z_NETHER and state.hp == [10, 9]


def test_block_example_seven_five_with_b_in_defense():
    """Seed 004 §Creature Cards, the Block example, last step: 'The attack fails and if Creature B was in
    Face-up Attack Position, Creature A is destroyed' — with B in face-up defense nothing else happens."""
    state = game()
    mine = board(state, 0, field=[("Brute", "atk")])
    theirs = board(state, 1, field=[("Guard", "def"), ("Wall", "def")])
    at_turn(state, 3, battle=True)
    act(state, (ATTACK, mine["Brute"], theirs["Guard"]))
    act(state, (BLOCK, theirs["Wall"]))
    assert state.zone[theirs["Wall"]] == Z_NETHER and state.zone[theirs["Guard"]] == Z_FIELD
    assert state.zone[mine["Brute"]] == Z_FIELD and state.hp == [10, 10]


def test_set_runes_usable_in_the_opponents_end_phase():
    """Seed 004 §Rune Cards: 'Rune cards can be used during the opponent's turn but only if they've been
    set face-down beforehand' and 'can be played during any phase' — rule 'end-phase-window': entering
    the End Phase, the opponent may activate a set rune (here Quick Study); then the turn passes."""
    state = game()
    board(state, 0)
    theirs = board(state, 1, hand=["Mending Light"], runes=["Quick Study"])
    act(state, (NEXT_PHASE,))  # turn 1: Main -> End
    assert state.phase == M_PRIORITY and state.current_player() == 1 and state.turn == 1
    assert {a[1] for a in state.legal_actions() if a[0] == ACTIVATE} == {theirs["Quick Study"]}
    act(state, (ACTIVATE, theirs["Quick Study"], -1, 0))
    resolve(state)
    assert state.turn == 2 and state.active == 1 and len(state.hand[1]) == 1 + 2 + 1
    state = game()
    board(state, 0)
    board(state, 1, hand=["Mending Light"])  # nothing set: no window, the turn just passes
    act(state, (NEXT_PHASE,))
    assert state.turn == 2 and state.phase == M_MAIN


def test_stats_never_below_zero_and_zero_toughness_survives():
    """Seed 004 §Creature Cards: power and toughness cannot be reduced below 0; 0 toughness does not
    destroy a creature."""
    state = game()
    placed = board(state, 0, hand=["Crushing Hex"], field=[("Knight", "atk")])
    act(state, (ACTIVATE, placed["Crushing Hex"], placed["Knight"], 0))
    resolve(state)
    assert state.power_of(placed["Knight"]) == 0 and state.toughness_of(placed["Knight"]) == 0
    assert state.zone[placed["Knight"]] == Z_FIELD
    act(state, (NEXT_PHASE,))
    act(state, (NEXT_PHASE,))
    assert state.power_of(placed["Knight"]) == 3  # 'until the end of the turn'


def test_face_down_creatures_cannot_be_targeted_but_suffer_destroy_all():
    """Seed 004 §Creature Cards: face-down creatures are not targets of runes, but 'Destroy all' hits them."""
    state = game()
    placed = board(state, 0, hand=["Sudden Gale", "Tome of Ruin"], field=[("Knight", "atk")])
    theirs = board(state, 1, field=[("Guard", "down")])
    targets = {a[2] for a in state.legal_actions() if a[0] == ACTIVATE and a[1] == placed["Sudden Gale"]}
    assert targets == {placed["Knight"]}
    act(state, (ACTIVATE, placed["Tome of Ruin"], -1, 0))
    resolve(state)
    assert state.zone[theirs["Guard"]] == Z_NETHER and state.zone[placed["Knight"]] == Z_NETHER
    assert names(state, state.nether[0])[:1] == ["Knight"]  # turn player's cards first


# --- Rune cards and chains --------------------------------------------------------------------
def test_runes_set_in_main_used_on_opponents_turn_only_if_set():
    """Seed 004 §Rune Cards: runes are played from hand or set; on the opponent's turn only set runes
    can be used; setting happens only in your Main Phase."""
    state = game()
    mine = board(state, 0, field=[("Knight", "atk")])
    theirs = board(state, 1, hand=["Smoke Screen"], field=[("Wall", "atk")])
    at_turn(state, 3, battle=True)
    assert SET_RUNE not in kinds(state)
    act(state, (ATTACK, mine["Knight"], theirs["Wall"]))
    assert state.phase == M_BATTLE  # the hand rune could not answer: no window was offered
    state = game()
    mine = board(state, 0, field=[("Knight", "atk")])
    theirs = board(state, 1, runes=["Smoke Screen"], field=[("Wall", "atk")])
    at_turn(state, 3, battle=True)
    act(state, (ATTACK, mine["Knight"], theirs["Wall"]))
    assert state.phase == M_PRIORITY and state.current_player() == 1
    act(state, (ACTIVATE, theirs["Smoke Screen"], -1, 0))
    assert state.phase == M_BATTLE and state.zone[mine["Knight"]] == Z_FIELD and state.hp == [10, 10]
    assert state.zone[theirs["Smoke Screen"]] == Z_NETHER


def test_set_rune_goes_to_rune_zone_face_down():
    """Seed 004 §Rune Cards: a rune can be set face-down in the Rune Zone during your Main Phase."""
    state = game()
    placed = board(state, 0, hand=["Red Flag"])
    act(state, (SET_RUNE, placed["Red Flag"]))
    assert state.zone[placed["Red Flag"]] == Z_RUNES and state.equip[placed["Red Flag"]] == -1


def test_chain_resolves_top_to_bottom():
    """Seed 004 §Rune Cards: a chain resolves from the top of the stack to the bottom — the response
    (Sudden Gale) resolves first, so Red Flag finds no target."""
    state = game()
    mine = board(state, 0, hand=["Red Flag"], field=[("Knight", "atk")], runes=["Mending Light"])
    theirs = board(state, 1, runes=["Sudden Gale"])
    act(state, (ACTIVATE, mine["Red Flag"], mine["Knight"], 0))
    assert state.phase == M_PRIORITY and state.current_player() == 1
    act(state, (ACTIVATE, theirs["Sudden Gale"], mine["Knight"], 0))
    assert state.phase == M_PRIORITY and state.current_player() == 0  # priority passes back
    resolve(state)
    resolved = [e[3] for e in state.events if e[2] == "resolve"]
    assert resolved == ["Sudden Gale", "Red Flag"]
    assert state.zone[mine["Knight"]] == Z_HAND and state.temp_power[mine["Knight"]] == 0
    assert {state.zone[mine["Red Flag"]], state.zone[theirs["Sudden Gale"]]} == {Z_NETHER}


def test_red_flag_example_attack_cannot_be_called_off():
    """Seed 004 §Rune Cards, the Red Flag example: 3/3 attacks 3/3, the defender chains Red Flag (+1/+1):
    the attacker is destroyed, and as no card was added or removed the attack could not be called off."""
    state = game()
    mine = board(state, 0, field=[("Knight", "atk")])
    theirs = board(state, 1, runes=["Red Flag"], field=[("Wall", "atk")])
    at_turn(state, 3, battle=True)
    act(state, (ATTACK, mine["Knight"], theirs["Wall"]))
    act(state, (ACTIVATE, theirs["Red Flag"], theirs["Wall"], 0))
    assert state.phase == M_BATTLE
    assert state.zone[mine["Knight"]] == Z_NETHER and state.zone[theirs["Wall"]] == Z_FIELD
    assert state.hp == [9, 10]


def test_revive_example_attacker_may_call_off():
    """Seed 004 §Rune Cards, the Revive Creature example: a chained revive adds a blocker, so the
    attacker may continue or call off; calling off saves the attacker (rule 'called-off-attack-spent')."""
    state = game()
    mine = board(state, 0, field=[("Knight", "atk")])
    theirs = board(state, 1, runes=["Revive Creature"], field=[("Squire", "atk")], nether=["Wall"])
    at_turn(state, 3, battle=True)
    act(state, (ATTACK, mine["Knight"], theirs["Squire"]))
    act(state, (ACTIVATE, theirs["Revive Creature"], theirs["Wall"], 0))
    assert state.phase == M_CONTINUE and state.current_player() == 0
    assert set(state.legal_actions()) == {(CALL_OFF,), (CONTINUE, theirs["Squire"])}
    act(state, (CALL_OFF,))
    assert state.zone[mine["Knight"]] == Z_FIELD and state.hp == [10, 9]
    assert (ATTACK, mine["Knight"], theirs["Squire"]) not in state.legal_actions()


def test_revive_example_continue_meets_the_blocker():
    """Seed 004 §Rune Cards, the Revive Creature example: continuing lets the revived 3/3 block."""
    state = game()
    mine = board(state, 0, field=[("Knight", "atk")])
    theirs = board(state, 1, runes=["Revive Creature"], field=[("Squire", "atk")], nether=["Wall"])
    at_turn(state, 3, battle=True)
    act(state, (ATTACK, mine["Knight"], theirs["Squire"]))
    act(state, (ACTIVATE, theirs["Revive Creature"], theirs["Wall"], 0))
    act(state, (CONTINUE, theirs["Squire"]))
    act(state, (BLOCK, theirs["Wall"]))
    assert state.zone[mine["Knight"]] == Z_NETHER and state.zone[theirs["Wall"]] == Z_NETHER
    assert state.zone[theirs["Squire"]] == Z_FIELD and state.hp == [9, 9]  # tie: 1 to the attacker, 1 HP paid


def test_direct_attack_retargets_when_a_creature_appears():
    """Seed 004 §Rune Cards (rule 'direct-attack-retarget'): if a chain puts a creature on an empty
    field, a continued direct attack must pick one of the new creatures."""
    state = game()
    mine = board(state, 0, field=[("Knight", "atk")])
    theirs = board(state, 1, runes=["Revive Creature"], nether=["Guard"])
    at_turn(state, 3, battle=True)
    act(state, (ATTACK, mine["Knight"], -1))
    act(state, (ACTIVATE, theirs["Revive Creature"], theirs["Guard"], 0))
    assert set(state.legal_actions()) == {(CALL_OFF,), (CONTINUE, theirs["Guard"])}


def test_removed_attacker_cancels_the_attack():
    """Seed 004 §Creature Cards: if the creature is removed during the attack, the attack is cancelled."""
    state = game()
    mine = board(state, 0, field=[("Knight", "atk")])
    theirs = board(state, 1, runes=["Ambush"], field=[("Squire", "atk")])
    at_turn(state, 3, battle=True)
    act(state, (ATTACK, mine["Knight"], theirs["Squire"]))
    act(state, (ACTIVATE, theirs["Ambush"], mine["Knight"], 0))
    assert state.phase == M_BATTLE and state.zone[mine["Knight"]] == Z_NETHER
    assert state.zone[theirs["Squire"]] == Z_FIELD and state.hp == [10, 10]
    assert any(e[2] == "attack-cancelled" for e in state.events)


# --- Ward cards -------------------------------------------------------------------------------
def test_ward_equips_face_up_creature_in_main_and_dies_with_it():
    """Seed 004 §Ward Cards: activated in your Main Phase on a face-up creature you control; stays in
    the Rune Zone until it or the creature is destroyed."""
    state = game()
    placed = board(state, 0, hand=["Crown of Embers", "Iron Buckler"], field=[("Knight", "atk"), ("Squire", "down")])
    at_turn(state, 3)
    targets = {a[2] for a in state.legal_actions() if a[0] == ACTIVATE and a[1] == placed["Crown of Embers"]}
    assert targets == {placed["Knight"]}
    act(state, (ACTIVATE, placed["Crown of Embers"], placed["Knight"], 0))
    resolve(state)
    assert state.zone[placed["Crown of Embers"]] == Z_RUNES
    assert (state.power_of(placed["Knight"]), state.toughness_of(placed["Knight"])) == (6, 6)
    act(state, (NEXT_PHASE,))
    assert state.phase == M_BATTLE and not any(a[0] == ACTIVATE for a in state.legal_actions())  # not in Battle
    theirs = board(state, 1, hand=["Tome of Ruin"])
    at_turn(state, 4)
    act(state, (ACTIVATE, theirs["Tome of Ruin"], -1, 0))
    resolve(state)
    assert state.zone[placed["Crown of Embers"]] == Z_NETHER and state.equip[placed["Crown of Embers"]] == -1


def test_ward_removed_when_creature_returns_to_hand():
    """Seed 004 §Ward Cards: if the equipped creature is removed from the field by any means, the Ward
    is destroyed."""
    state = game()
    placed = board(state, 0, hand=["Iron Buckler", "Sudden Gale"], field=[("Knight", "atk")])
    act(state, (ACTIVATE, placed["Iron Buckler"], placed["Knight"], 0))
    resolve(state)
    assert state.toughness_of(placed["Knight"]) == 5
    act(state, (ACTIVATE, placed["Sudden Gale"], placed["Knight"], 0))
    resolve(state)
    assert state.zone[placed["Knight"]] == Z_HAND and state.zone[placed["Iron Buckler"]] == Z_NETHER


def test_wind_boots_shield_and_thorns():
    """Seed 004 §Ward Cards (sample ward texts): attack twice; cannot be destroyed by battle (and so no
    damage); thorns hurt the other creature's owner."""
    state = game()
    mine = board(state, 0, hand=["Wind Boots"], field=[("Guard", "atk")])
    act(state, (ACTIVATE, mine["Wind Boots"], mine["Guard"], 0))
    resolve(state)
    act(state, (NEXT_PHASE,))
    at_turn(state, 3, battle=True)
    act(state, (ATTACK, mine["Guard"], -1))
    act(state, (ATTACK, mine["Guard"], -1))
    assert state.hp[1] == 8 and not [a for a in state.legal_actions() if a[0] == ATTACK]

    state = game()
    mine = board(state, 0, field=[("Knight", "atk")])
    theirs = board(state, 1, hand=["Shield of the First King", "Thorn Mail"], field=[("Squire", "atk"),
                                                                                  ("Mite", "atk")])
    at_turn(state, 2)
    act(state, (ACTIVATE, theirs["Shield of the First King"], theirs["Squire"], 0))
    resolve(state)
    act(state, (ACTIVATE, theirs["Thorn Mail"], theirs["Mite"], 0))
    resolve(state)
    at_turn(state, 3, battle=True)
    act(state, (ATTACK, mine["Knight"], theirs["Squire"]))
    assert state.zone[theirs["Squire"]] == Z_FIELD and state.hp == [10, 10]
    state.attack_turn[mine["Knight"]] = -1
    state._legal = None
    act(state, (ATTACK, mine["Knight"], theirs["Mite"]))
    assert state.zone[theirs["Mite"]] == Z_NETHER and state.hp == [9, 9]


# --- zones, priority, game end ----------------------------------------------------------------
def test_five_creature_zones_and_five_rune_zones():
    """Seed 004 §2 Creature Zone / Rune Zone: at most 5 creatures; rule 'rune-zone-five' for runes and wards."""
    state = game()
    field = [(name, "atk") for name in ("Knight", "Squire", "Guard", "Wall", "Mite")]
    board(state, 0, hand=["Knight", "Red Flag"], field=field, runes=["Smoke Screen"] * 3 + ["Ambush"] * 2)
    assert not summon_actions(state) and SET_RUNE not in kinds(state)
    assert not [a for a in state.legal_actions() if a[0] == ACTIVATE and state.zone[a[1]] == Z_HAND]


def test_simultaneous_defeat_is_a_draw():
    """Seed 004 §2 Your HP (rule 'simultaneous-defeat-draw'): both players reaching 0 HP at once is a draw."""
    state = game()
    mine = board(state, 0, field=[("Knight", "atk")])
    theirs = board(state, 1, field=[("Wall", "atk")])
    state.hp = [1, 1]
    at_turn(state, 3, battle=True)
    act(state, (ATTACK, mine["Knight"], theirs["Wall"]))
    assert state.is_terminal() and state.winner() is None and not state.capped and state.current_player() == -1


def test_hp_zero_loses():
    """Seed 004 §2 Your HP: when your HP reaches 0 you lose the game."""
    state = game()
    mine = board(state, 0, field=[("Knight", "atk")])
    board(state, 1)
    state.hp[1] = 1
    at_turn(state, 3, battle=True)
    act(state, (ATTACK, mine["Knight"], -1))
    assert state.is_terminal() and state.winner() == 0 and state.result().winner == 0


def test_turn_cap():
    """Engine contract: a game past the turn cap is capped (terminal, no winner)."""
    state = game(turn_cap=3)
    while not state.is_terminal():
        act(state, (NEXT_PHASE,))
    assert state.is_terminal() and state.capped and state.winner() is None and state.turn == 3


def test_returned_card_to_full_hand_goes_to_netherworld():
    """Seed 004 §2 Hand (rule 'hand-limit-all'): the limit of 7 holds for cards returned to the hand too."""
    state = game()
    mine = board(state, 0, hand=["Mite"] * 3 + ["Squire"] * 3 + ["Wall"], field=[("Knight", "atk")])
    theirs = board(state, 1, hand=["Sudden Gale"])
    at_turn(state, 2)
    act(state, (ACTIVATE, theirs["Sudden Gale"], mine["Knight"], 0))
    resolve(state)
    assert len(state.hand[0]) == 7 and state.zone[mine["Knight"]] == Z_NETHER


def test_surviving_blocker_ends_the_attack():
    """Seed 004 §Creature Cards (rule 'block-continues-past-destroyed-blocker'): a blocker that is not
    destroyed stops the attack; a defense-position blocker costs no HP."""
    state = game()
    mine = board(state, 0, field=[("Knight", "atk")])
    theirs = board(state, 1, field=[("Squire", "atk"), ("Guard", "def")])
    at_turn(state, 3, battle=True)
    act(state, (ATTACK, mine["Knight"], theirs["Squire"]))
    act(state, (BLOCK, theirs["Guard"]))
    assert state.zone[theirs["Squire"]] == Z_FIELD and state.zone[theirs["Guard"]] == Z_FIELD
    assert state.zone[mine["Knight"]] == Z_FIELD and state.hp == [10, 10]


def test_target_leaving_cancels_the_attack():
    """Seed 004 §Creature Cards (rule 'attack-cancelled'): if the attacked creature leaves the field
    during the responses, the attack is cancelled (and still spent)."""
    state = game()
    mine = board(state, 0, field=[("Guard", "atk")])
    theirs = board(state, 1, runes=["Sudden Gale"], field=[("Squire", "atk")])
    at_turn(state, 3, battle=True)
    act(state, (ATTACK, mine["Guard"], theirs["Squire"]))
    act(state, (ACTIVATE, theirs["Sudden Gale"], theirs["Squire"], 0))
    assert state.phase == M_BATTLE and state.zone[theirs["Squire"]] == Z_HAND and state.hp == [10, 10]
    assert not [a for a in state.legal_actions() if a[0] == ATTACK]


def test_runes_in_the_battle_phase():
    """Seed 004 §Rune Cards (rule 'runes-main-and-battle'): runes can be played in the Battle Phase
    but only set in the Main Phase."""
    state = game()
    placed = board(state, 0, hand=["Rally"], field=[("Knight", "atk")])
    at_turn(state, 3, battle=True)
    assert (ACTIVATE, placed["Rally"], -1, 0) in state.legal_actions() and SET_RUNE not in kinds(state)
    act(state, (ACTIVATE, placed["Rally"], -1, 0))
    resolve(state)
    assert state.power_of(placed["Knight"]) == 4 and state.phase == M_BATTLE
