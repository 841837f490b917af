"""Compiled card effects played by the Union Arena engine (engine/games/union_arena/effects_runtime.py);
unsupported text keeps a card counted as simulated incompletely."""
from engine.games.union_arena.cards import has_unsimulated_text
from engine.games.union_arena.state import ATTACK_WITH, FRONT, PLAY, Unit
from tests.ua_engine_helpers import PLAIN, card, deck, game, ids, setup_battle, to_main, unit


def play_from_hand(state, record):
    seat = state.seats[state.player]
    seat.hand.insert(0, ids(state, record)[0])
    seat.ap[:] = [True, True, True]
    state.apply((PLAY, 0, FRONT, -1))
    return seat


def test_on_play_draw_then_discard():
    drawer = card("200", text="[On Play] Draw 2 cards, place 1 card from your hand to the Outside Area.")
    state = to_main(game([deck((drawer, 4)), deck()], seed=30))
    hand = len(state.seats[0].hand)
    seat = play_from_hand(state, drawer)
    assert len(seat.hand) == hand + 1 and len(seat.outside) == 1  # played 1, drew 2, discarded 1


def test_played_in_active_and_your_turn_bp():
    quick = card("201", bp=2000, text="This character is played in active.@[Your Turn] This character gets +1000 BP.")
    state = to_main(game([deck((quick, 4)), deck()], seed=31))
    seat = play_from_hand(state, quick)
    played = seat.front[-1]
    assert not played.rested and state._bp(played) == 3000
    state.player = 1  # on the opponent's turn the bonus is off
    assert state._bp(played) == 2000


def test_on_play_retires_the_opponents_character_by_bp():
    hunter = card("202", text="[On Play] Choose up to 1 character on your opponent's Front Line with BP 2500 or less and retire it.")
    big = card("203", bp=4000)
    state = to_main(game([deck((hunter, 4)), deck((big, 10))], seed=32))
    state.seats[1].front[:] = [Unit(ids(state, PLAIN)[0]), Unit(ids(state, big)[0])]
    play_from_hand(state, hunter)
    assert [u.card for u in state.seats[1].front] == ids(state, big)[:1]
    assert ids(state, PLAIN)[0] in state.seats[1].outside


def test_when_attacking_bp_change_wins_the_battle():
    brave = card("204", bp=2000, text="[When Attacking] This character gets +2000 BP during this turn.")
    wall = card("205", bp=3500)
    state = to_main(game([deck((brave, 4)), deck((wall, 50))], seed=33))
    setup_battle(state, [unit(state, brave), unit(state, PLAIN)], [unit(state, wall)])
    state.apply((ATTACK_WITH, 0, -1))
    state.apply((9, 0))  # the wall blocks
    assert state.seats[1].front == []  # 4000 beats 3500


def test_unsupported_text_is_counted_incomplete():
    assert not has_unsimulated_text(card("206", text="[On Play] Draw 1 card."))
    assert has_unsimulated_text(card("207", text="[Main] [Rest this card] Draw 1 card."))  # activated: not played yet
    assert has_unsimulated_text(card("208", text="[On Play] Swap the moons."))
    assert not has_unsimulated_text(card("209", text="[Impact 1]"))
