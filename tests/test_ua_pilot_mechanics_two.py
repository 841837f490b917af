"""The greedy pilot with mechanics added in the second fidelity round of issue 13 (issue 13, point 6): each test builds
a position through the engine's API in which using the mechanic wins the game, and lets greedy pilots play it out.
Card texts are written for Decklab."""
from engine.games.union_arena.state import check_invariants
from tests.test_ua_engine_pilot_mechanics import ATTACKER, GUARD, _position, _take
from tests.ua_engine_helpers import card, deck, game, ids, play_out_turn, to_main

HOLDER = card("811", bp=1000, text="[On Play] Choose up to 1 character on your opponent's Front Line and rest it. As long "
                                   "as this character is on your Front Line, that character will not set to active "
                                   "during the Start Phase and End Phase.")
PAID_REMOVER = card("812", bp=1000, text="[On Play] Choose up to 1 character on your opponent's Front Line with BP 5000 or "
                                         "less and retire it.\nWhen this effect retires a character, you may place 1 card "
                                         "from your hand to the Outside Area. If you did, place the chosen character to "
                                         "the Remove Area instead of retire.")
AVENGER = card("813", bp=3000, text="[On Retire] Choose up to 1 character on your opponent's Front Line and retire it.")
HEAVY = card("815", bp=6000, required_energy=6)  # a card the pilot cannot play yet: kept to pay with
REARRANGER = card("814", type="event", text="Choose any number of characters on your area, move to another line or "
                                            "switch their position. Draw 1 card.")


def test_pilot_rests_and_holds_the_only_blocker_and_wins():
    """Card wording: "[On Play] Choose up to 1 character on your opponent's Front Line and rest it. As long as this
    character is on your Front Line, that character will not set to active ...". The opponent, at 1 Life, has one
    active blocker: the pilot plays the card, rests the blocker, and the 3000 attacker takes the last Life."""
    state = play_out_turn(_position(70, HOLDER, [(GUARD, False)]))
    assert state.is_terminal() and state.winner() == 0


def test_pilot_pays_to_keep_an_on_retire_from_stopping_the_winning_attack():
    """Card wording: "... retire it." then "When this effect retires a character, you may place 1 card from your hand
    to the Outside Area. If you did, place the chosen character to the Remove Area instead of retire." Retired, the
    blocker's [On Retire] would retire the attacker; sent to the Remove Area instead (seed 000: a card placed to the
    Remove Area is not retired, so no [On Retire]), it cannot, and the attack takes the last Life."""
    state = to_main(game([deck((PAID_REMOVER, 4), (ATTACKER, 4), (HEAVY, 4)), deck((AVENGER, 4))], seed=71))
    me, other = state.seats
    me.deck.extend(me.hand)
    me.hand[:] = []
    for record in (PAID_REMOVER, HEAVY):  # HEAVY: a card to pay with, one the pilot cannot play yet
        _take(me, ids(state, record)[0], me.hand)
    attacker = state._new_unit(ids(state, ATTACKER)[0], 0, rested=False)
    me.deck.remove(attacker.card)
    me.front[:] = [attacker]
    me.ap[:] = [True, True]
    avenger = state._new_unit(ids(state, AVENGER)[0], 1, rested=False)
    _take(other, avenger.card, [])
    other.front[:] = [avenger]
    other.outside.extend(other.life[1:])
    del other.life[1:]
    check_invariants(state)
    state = play_out_turn(state)
    assert state.is_terminal() and state.winner() == 0
    assert any(state.table.identity[c] == AVENGER.identity for c in state.seats[1].remove)


def test_pilot_moves_its_attacker_up_with_the_rearranging_event_and_wins():
    """Card wording: "Choose any number of characters on your area, move to another line or switch their position.
    Draw 1 card." The only attacker is on the Energy Line in the Main Phase (after the Move Phase, seed 000): the
    pilot uses the event, the attacker goes up to the Front Line, and it takes the last Life."""
    state = _position(72, REARRANGER, [])
    me = state.seats[0]
    me.energy[:] = me.front[:]
    me.front[:] = []
    check_invariants(state)
    state = play_out_turn(state)
    assert state.is_terminal() and state.winner() == 0


LAB_LEAD = card("816", bp=1500, traits=["Lab Crew"],
                text="[Main] Choose any number of active <Trait: Lab Crew> characters on your Energy Line so that the "
                     "total BP is 4000 or higher and rest them. If you did, choose up to 1 character on your opponent's "
                     "Front Line with BP 3000 or less and retire it.")
LAB_HAND = card("817", bp=2500, traits=["Lab Crew"])


def test_pilot_rests_characters_up_to_the_total_to_remove_the_blocker_and_wins():
    """Card wording: "[Main] Choose any number of active <Trait: Lab Crew> characters on your Energy Line so that the
    total BP is 4000 or higher and rest them. If you did, choose up to 1 character ... and retire it." The two Energy
    Line characters reach 4000 together (1500 + 2500): the pilot rests both, retires the only blocker, and the 3000
    attacker takes the last Life."""
    state = to_main(game([deck((LAB_LEAD, 4), (LAB_HAND, 4), (ATTACKER, 4), (HEAVY, 4)), deck((GUARD, 4))], seed=73))
    me, other = state.seats
    me.deck.extend(me.hand)
    me.hand[:] = []
    _take(me, ids(state, HEAVY)[0], me.hand)  # (a card the pilot cannot play yet)
    for record, line in ((ATTACKER, me.front), (LAB_LEAD, me.energy), (LAB_HAND, me.energy)):
        unit = state._new_unit(ids(state, record)[0], 0, rested=False)
        _take(me, unit.card, [])
        line.append(unit)
    me.ap[:] = [True, True]
    guard = state._new_unit(ids(state, GUARD)[0], 1, rested=False)
    _take(other, guard.card, [])
    other.front[:] = [guard]
    other.outside.extend(other.life[1:])
    del other.life[1:]
    check_invariants(state)
    state = play_out_turn(state)
    assert state.is_terminal() and state.winner() == 0
    assert all(unit.rested for unit in me.energy)
