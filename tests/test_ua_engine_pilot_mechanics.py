"""The greedy pilot with the mechanics of issue 13 point 2 (issue 13, point 6): each test builds a position through
the engine's API in which using the mechanic well wins the game (or keeps a resource), and lets greedy pilots play it
out. Card texts are written for Decklab."""
from engine.games.union_arena.constants import ACTIVATE, MAIN, PASS
from engine.games.union_arena.greedy import GreedyPilot
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, deck, game, ids, play_out_turn, to_main

CHOOSER = card("801", bp=2000, text="[On Play] Choose 1 of the following effects.\n• Draw 1 card.\n• Choose up to 1 "
                                    "character on your opponent's Front Line with BP 3000 or less and retire it.")
REMOVER = card("802", bp=2000, text="[On Play] Choose up to 1 character on your opponent's Front Line with BP 5000 or "
                                    "less and retire it.")
ATTACKER = card("803", bp=3000)
GUARD = card("804", bp=3000)
SHIELDED = card("805", bp=4000, text="This character cannot be removed from the field by your opponent's abilities.")
WARDEN = card("806", bp=3000, text="[Main] [Pay 1 AP] This character gains \"This character cannot be chosen by your "
                                   "opponent's effects.\" until the start of your next turn.")


def _take(seat, card_id, zone):
    next(place for place in (seat.deck, seat.hand, seat.life) if card_id in place).remove(card_id)
    zone.append(card_id)


def _position(seed, hand_card, defenders):
    """Seat 0 in its main phase with an active 3000 attacker and `hand_card` in hand; seat 1 at 1 Life with
    `defenders` ((record, rested), ...) on its Front Line."""
    state = to_main(game([deck((hand_card, 4), (ATTACKER, 4)), deck(*[(record, 4) for record, _ in defenders])],
                         seed=seed))
    me, other = state.seats
    me.deck.extend(me.hand)
    me.hand[:] = []
    _take(me, ids(state, hand_card)[0], me.hand)
    attacker = state._new_unit(ids(state, ATTACKER)[0], 0, rested=False)
    me.deck.remove(attacker.card)
    me.front[:] = [attacker]
    me.ap[:] = [True, True]
    for record, rested in defenders:
        unit = state._new_unit(ids(state, record)[0], 1, rested=rested)
        _take(other, unit.card, [])
        other.front.append(unit)
    other.outside.extend(other.life[1:])
    del other.life[1:]
    check_invariants(state)
    return state


def test_pilot_plays_choose_n_by_value_and_wins():
    """"Choose 1 of the following": retiring the only blocker (printed second) is worth more than a card (printed
    first); with the blocker gone the 3000 attacker takes the last Life."""
    state = play_out_turn(_position(60, CHOOSER, [(GUARD, False)]))
    assert state.is_terminal() and state.winner() == 0


def test_pilot_removes_the_best_character_it_can_remove_and_wins():
    """The strongest opposing character cannot be removed by the opponent's abilities: the removal takes the blocker
    it can remove (not the 4000 it cannot), and the attack wins."""
    state = play_out_turn(_position(61, REMOVER, [(SHIELDED, True), (GUARD, False)]))
    assert state.is_terminal() and state.winner() == 0
    assert [state.table.identity[u.card] for u in state.seats[1].front] == [SHIELDED.identity]


def test_pilot_does_not_waste_a_protection():
    """An Activate: Main that only protects its character is used once, not paid for again while it holds, and never
    against the goldfish opponent."""
    state = to_main(game([deck((WARDEN, 4)), deck()], seed=62))
    me = state.seats[0]
    warden = state._new_unit(ids(state, WARDEN)[0], 0, rested=True)
    me.deck.remove(warden.card)
    me.front[:] = [warden]
    me.hand[:], me.deck[:0] = [], me.hand
    me.ap[:] = [True, True, True]
    pilot = GreedyPilot(0)
    action = pilot.choose(state)
    assert action[0] == ACTIVATE
    state.apply(action)
    assert state.phase == MAIN and sum(me.ap) == 2
    assert pilot.choose(state) == PASS  # already protected: keeps its AP
    goldfish = to_main(game([deck((WARDEN, 4))], seed=63, goldfish=True))
    goldfish.seats[0].front[:] = [goldfish._new_unit(ids(goldfish, WARDEN)[0], 0, rested=True)]
    goldfish.seats[0].deck.remove(goldfish.seats[0].front[0].card)
    goldfish.seats[0].hand[:] = []
    assert GreedyPilot(0).choose(goldfish) == PASS
