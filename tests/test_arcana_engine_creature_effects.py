"""Arcana TCG engine: creature effects beyond 'when summoned' — activated effects (once per turn, your
turn only), Start-of-Turn and End-of-Turn effects (seed 004 §Creature Cards, §3 Flow of the game)."""
from engine.core import DeckList
from engine.games.arcana import card_table
from engine.games.arcana.constants import ACTIVATE, ATTACK, M_PRIORITY, NEXT_PHASE, PASS, Z_FIELD, Z_HAND
from tests.arcana_engine_helpers import CARDS, act, at_turn, board, creature, game, resolve

EXTRA = [
    creature("Dawn Priest", 1, 3, text="At the start of your turn: gain 1 HP."),
    creature("Night Scribe", 1, 2, text="At the end of your turn: draw 1 card."),
    creature("Blood Mage", 2, 2, text="Once per turn: Pay 1 HP: Draw 1 card."),
    creature("Banner Knight", 3, 3,
             text="Once per turn: Select a face-up creature you control: it gets +2/+0 until the end of the turn."),
    creature("Gale Hawk", 2, 1, text="Once per turn: Return 1 creature on the field to its owner's hand."),
]
DECK = DeckList(main=tuple((record, 3) for record in CARDS + EXTRA))


def duel(**kwargs):
    return game(decks=[DECK, DECK], **kwargs)


def test_creature_effect_texts_compile():
    """Seed 004 §Creature Cards / §3 Flow: activated, Start-of-Turn and End-of-Turn creature effects are
    in the vocabulary (no card here is incomplete)."""
    table, _ = card_table([DECK, DECK])
    assert not any(table.incomplete[c] for c in range(len(table.name)) if table.name[c] in {r.name for r in EXTRA})


def test_start_of_turn_effect_resolves_after_the_draw():
    """Seed 004 §3 Start Phase: 'The turn player draws a card … Start of Turn effects resolve, if any' —
    the turn player's face-up creatures' effects; a face-down creature's does not (rule 'turn-effects')."""
    state = duel()
    board(state, 0, field=[("Dawn Priest", "atk")])
    board(state, 1, field=[("Dawn Priest", "down")])
    state.hp = [5, 5]
    act(state, (NEXT_PHASE,))  # turn 1 -> End; turn 2 is seat 1's (its priest is face-down)
    assert state.turn == 2 and state.hp == [5, 5]
    act(state, (NEXT_PHASE,))
    act(state, (NEXT_PHASE,))  # seat 1's Battle -> End; turn 3 is seat 0's
    assert state.turn == 3 and state.hp == [6, 5]
    starts = [e for e in state.events if e[2] == "start-effect"]
    assert starts == [(3, 0, "start-effect", "Dawn Priest")]


def test_end_of_turn_effect_resolves_in_the_end_phase():
    """Seed 004 §3 End Phase: "All 'End of Turn' effects resolve" — the turn player's face-up creatures."""
    state = duel()
    board(state, 0, field=[("Night Scribe", "atk")])
    board(state, 1, field=[("Night Scribe", "atk")])
    act(state, (NEXT_PHASE,))
    assert len(state.hand[0]) == 1 and len(state.hand[1]) == 1  # seat 1 drew for its turn 2, not its scribe
    act(state, (NEXT_PHASE,))
    act(state, (NEXT_PHASE,))
    assert len(state.hand[1]) == 2 and len(state.hand[0]) == 2  # seat 1's scribe; seat 0's turn-3 draw


def test_activated_effect_once_per_turn_on_your_turn_only():
    """Seed 004 §Creature Cards: 'Creature card effects, unless otherwise stated, can be used only once
    per turn by that card and only on your turn' — with its HP cost; not face-down, not on the
    opponent's turn, usable again next turn."""
    state = duel()
    mine = board(state, 0, field=[("Blood Mage", "atk")])
    options = [a for a in state.legal_actions() if a[0] == ACTIVATE]
    assert options == [(ACTIVATE, mine["Blood Mage"], -1, 0)]
    act(state, options[0])
    assert state.phase == M_PRIORITY or state.hp[0] == 9
    resolve(state)
    assert state.hp[0] == 9 and len(state.hand[0]) == 1 and state.zone[mine["Blood Mage"]] == Z_FIELD
    assert ACTIVATE not in {a[0] for a in state.legal_actions()}
    # the opponent's turn: a response window, but the mage's effect is not usable there
    theirs = board(state, 1, field=[("Knight", "atk")])
    at_turn(state, 4, battle=True)
    act(state, (ATTACK, theirs["Knight"], mine["Blood Mage"]))
    assert state.phase != M_PRIORITY  # seat 0 has nothing it may use on seat 1's turn
    state = duel()
    mine = board(state, 0, field=[("Blood Mage", "down")])
    assert ACTIVATE not in {a[0] for a in state.legal_actions()}


def test_activated_effect_goes_on_the_chain_and_can_be_answered():
    """Seed 004 §Rune Cards: responses to 'Summons, Effects, and Attacks' chain, resolved top to bottom —
    the opponent answers Banner Knight's effect by returning its target, so the boost finds nothing."""
    state = duel()
    mine = board(state, 0, field=[("Banner Knight", "atk")])
    theirs = board(state, 1, runes=["Sudden Gale"])
    act(state, (ACTIVATE, mine["Banner Knight"], mine["Banner Knight"], 0))
    assert state.phase == M_PRIORITY and state.current_player() == 1
    act(state, (ACTIVATE, theirs["Sudden Gale"], mine["Banner Knight"], 0))
    resolve(state)
    assert state.zone[mine["Banner Knight"]] == Z_HAND and state.temp_power[mine["Banner Knight"]] == 0


def test_activated_effect_in_the_battle_phase():
    """Seed 004 §Creature Cards / §Rune Cards: a creature effect is used on your turn, in any phase you
    act in — Banner Knight boosts itself (+2/+0) before attacking a 5/5."""
    state = duel()
    mine = board(state, 0, field=[("Banner Knight", "atk")])
    theirs = board(state, 1, field=[("Guard", "def")])
    at_turn(state, 3, battle=True)
    act(state, (ACTIVATE, mine["Banner Knight"], mine["Banner Knight"], 0))
    resolve(state)
    act(state, (ATTACK, mine["Banner Knight"], theirs["Guard"]))
    resolve(state)
    assert state.zone[theirs["Guard"]] != Z_FIELD
    assert (PASS,) not in state.legal_actions()
