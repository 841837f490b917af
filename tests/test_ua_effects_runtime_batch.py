"""Union Arena effects played in full (issue 13, batch B): runtime gaps and face-down / raid-source mechanics, from card
texts written for Decklab (invented names and traits in the real phrasing).

Each scenario builds its position through the engine's API, quotes the card wording it plays and names the seed 000
section where a rule is involved."""
from engine.effects.compiler import compile_card_text
from engine.games.union_arena.constants import ACTIVATE, OVER, PASS, PLAY
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.greedy import GreedyPilot
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, deck, game, ids, to_main


def _on_front(state, record, seat=0, rested=False):
    """Take one copy of `record` out of the seat's deck or hand and put it on the Front Line."""
    me = state.seats[seat]
    card_id = ids(state, record)[0]
    (me.deck if card_id in me.deck else me.hand).remove(card_id)
    unit = state._new_unit(card_id, seat, rested=rested)
    me.front.append(unit)
    return unit


ACTIVATE_TEXT = "[On Play] Draw 1 card.\n[Main] [1 Per Turn] Activate this character's [On Play] effect."


def test_activate_this_characters_on_play_effect():
    """Card wording: "[Main] [1 Per Turn] Activate this character's [On Play] effect." — the card's [On Play] resolves
    again, once per turn."""
    assert compile_card_text(ACTIVATE_TEXT).complete
    echo = card("801", text=ACTIVATE_TEXT)
    state = to_main(game([deck((echo, 4)), deck()], seed=41))
    holder = _on_front(state, echo)
    me = state.seats[0]
    assert state.table.effects[holder.card].complete
    before = len(me.hand)
    state.apply(next(a for a in state.legal_actions() if a[0] == ACTIVATE))
    assert len(me.hand) == before + 1
    assert not any(a[0] == ACTIVATE for a in state.legal_actions())  # [1 Per Turn]
    check_invariants(state)


LIFE_TEXT = "[Main] [Rest this card] Place 1 card from your Life Area to the Outside Area. If you did, draw 2 cards."


def test_life_to_outside_and_zero_life_ends_the_game():
    """Card wording: "Place 1 card from your Life Area to the Outside Area. If you did, draw 2 cards." Seed 000, Game
    Victory Conditions: "Your opponent has zero cards in their Life Area" — a Life Area emptied by an effect loses the
    game as one emptied by damage does."""
    assert compile_card_text(LIFE_TEXT).complete
    spender = card("802", text=LIFE_TEXT)
    state = to_main(game([deck((spender, 4)), deck()], seed=42))
    holder = _on_front(state, spender, rested=False)
    me = state.seats[0]
    life, hand, outside = len(me.life), len(me.hand), len(me.outside)
    state.apply(next(a for a in state.legal_actions() if a[0] == ACTIVATE))
    assert len(me.life) == life - 1 and len(me.outside) == outside + 1 and len(me.hand) == hand + 2
    check_invariants(state)
    me.outside.extend(me.life[1:])
    del me.life[1:]
    run_effects(state, 0, state.table.effects[holder.card].activated, holder)
    assert me.life == [] and state.phase == OVER and state.winner_seat == 1


USE_IF_TEXT = "This card can only be used if there is a <Orrin Vale> on your area.\n[Main] Draw 2 cards."


def test_an_event_that_can_only_be_used_if():
    """Card wording (an Event): "This card can only be used if there is a <X> on your area." — without one the event
    is not among the legal plays (nor the greedy pilot's); with one it is used and resolves."""
    assert compile_card_text(USE_IF_TEXT).complete
    flare = card("803", type="event", text=USE_IF_TEXT)
    orrin = card("804", name="Orrin Vale")
    state = to_main(game([deck((flare, 4), (orrin, 4)), deck()], seed=43))
    me = state.seats[0]
    flare_id = ids(state, flare)[0]
    me.deck.extend(me.hand)
    me.hand[:] = [me.deck.pop(me.deck.index(flare_id))]
    me.ap[:] = [True, True]
    assert state.table.effects[flare_id].complete and state.table.effects[flare_id].use_conditions
    assert not any(a[0] == PLAY for a in state.legal_actions())
    assert GreedyPilot(0).choose(state) == PASS
    _on_front(state, orrin)
    play = next(a for a in state.legal_actions() if a[0] == PLAY)
    assert GreedyPilot(0).choose(state) == play
    state.apply(play)
    assert flare_id in me.outside and len(me.hand) == 2
    check_invariants(state)
