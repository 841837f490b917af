"""Audit of this morning's newly compiled card texts: readings corrected after checking them against the card
wording (seed 000 for the rules)."""
from engine.games.union_arena.constants import ENERGY, MOVE, MOVE_UP, PLAY
from tests.ua_engine_helpers import card, compiled_effects, deck, game, ids, to_main


def test_a_play_and_move_ban_with_a_face_down_condition_never_lets_the_card_be_played_there():
    """Card wording "This character cannot be played on the Front Line and cannot be moved to the Front Line if there
    is a face-down card under this character." (seed 000 Play Character cards: either line unless the text says
    otherwise; Move Phase): a card being played has nothing under it, so the "if" is about the move only. The card
    is played to the Energy Line only; there it moves up once nothing is under it."""
    text = ("This character cannot be played on the Energy Line and cannot be moved to the Energy Line if there are 2 "
            "or more face-down cards under this character.")
    assert compiled_effects(text) == [
        {"timing": "static", "actions": [{"do": "cannot-enter-line", "line": "energy"}]},
        {"timing": "static", "condition": {"kind": "face-down-under-this", "amount": 2},
         "actions": [{"do": "cannot-enter-line", "line": "energy", "moves": True}]}]
    holder = card("951", text=text.replace("Energy", "Front"))
    state = to_main(game([deck((holder, 4)), deck()], seed=7))
    me = state.seats[0]
    copies = ids(state, holder)
    for copy in copies:
        (me.hand if copy in me.hand else me.deck).remove(copy)
    me.hand[:] = copies[:1]
    me.front[:], me.energy[:] = [], []
    assert {action[2] for action in state.legal_actions() if action[0] == PLAY} == {ENERGY}
    me.hand[:] = []
    unit = state._new_unit(copies[0], 0, rested=False)
    me.energy.append(unit)
    unit.under = (me.deck.pop(), me.deck.pop())
    state.phase = MOVE
    assert not [action for action in state.legal_actions() if action[0] == MOVE_UP]  # 2 under it: it stays
    me.outside.append(unit.under[1])  # (the second card left it)
    unit.under = (unit.under[0],)
    assert [action for action in state.legal_actions() if action[0] == MOVE_UP]  # 1 under it: it may move up
