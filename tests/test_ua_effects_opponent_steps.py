"""The greedy pilot weighs what the opponent does (issue 13.6): "Your opponent draws / places cards from their hand /
retires a character of theirs" is worth to the effect's player what the opponent gains or loses, not a flat amount
(docs/engine.md, the bullet "Steps the opponent takes, by value")."""
from engine.games.union_arena.effects_runtime import option_value, run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, compiled_effects, deck, game, ids, pull, to_main, unit_from_zones

CHOICE = ("[On Play] Choose 1 of the following effects.\n• Draw 1 card.\n"
          "• Your opponent places 2 cards from their hand to the Outside Area.")


def test_an_opponent_drawing_is_worth_less_than_nothing():
    state = to_main(game([deck(), deck()], seed=3))
    assert option_value(state, 0, {"do": "opponent-draws", "amount": 2}, None, None) < 0
    assert option_value(state, 0, {"do": "opponent-draws", "amount": 1, "opponent_may": True}, None, None) < 0
    assert option_value(state, 0, {"do": "opponent-discards", "amount": 2}, None, None) > \
        option_value(state, 0, {"do": "draw", "amount": 1}, None, None)
    state.seats[1].hand[:] = []
    assert option_value(state, 0, {"do": "opponent-discards", "amount": 2}, None, None) == 0


def test_the_opponent_retires_its_weakest_character():
    """"Your opponent retires 1 character on their Front Line": they choose, and the engine's choice for them is the
    weakest; the step is worth what that character is worth, nothing when they have none."""
    small, big = card("440", bp=1000), card("441", bp=6000)
    state = to_main(game([deck(), deck((small, 4), (big, 4))], seed=4))
    action = {"do": "opponent-retires", "amount": 1, "zone": "front"}
    state.seats[1].front[:] = []
    assert option_value(state, 0, action, None, None) == 0
    state.seats[1].front[:] = [unit_from_zones(state, big, 1), unit_from_zones(state, small, 1)]
    assert option_value(state, 0, action, None, None) == 2000  # 1000 + the 1000-BP character's BP


def test_the_pilot_makes_the_opponent_discard_when_they_hold_cards():
    """Card wording: the choice above. With 2 or more cards in the opponent's hand, taking 2 of them beats drawing 1;
    with an empty hand, the pilot draws (seed 000 has no rule on it: the card says "Choose 1")."""
    compiled_effects(CHOICE)
    chooser = card("442", text=CHOICE)
    for opposing_hand, draws in ((5, False), (0, True)):
        state = to_main(game([deck((chooser, 4)), deck()], seed=5))
        me, other = state.seats
        other.deck.extend(other.hand)
        other.hand[:] = [other.deck.pop() for _ in range(opposing_hand)]
        holder = state._new_unit(pull(me, ids(state, chooser)[0]), 0)
        me.front.append(holder)
        hand = len(me.hand)
        run_effects(state, 0, state.table.effects[holder.card].on_play, holder)
        assert (len(me.hand) == hand + 1) is draws
        assert len(other.hand) == (0 if draws else opposing_hand - 2)
        check_invariants(state)


def test_an_event_makes_the_opponent_retire_past_a_character_effects_protection():
    """Card wordings: "This character cannot be removed from the field by your opponent's character effects." and an
    Event Card "[Main] Your opponent retires 1 character on their Front Line." The opponent's choice is made for an
    Event Card's effect (seed 000, Event Cards: the card is used and its effect resolves), which the protection does
    not name: the protected character is retired."""
    from engine.games.union_arena.constants import PLAY

    guard_text = "This character cannot be removed from the field by your opponent's character effects."
    edict_text = "[Main] Your opponent retires 1 character on their Front Line."
    compiled_effects(guard_text), compiled_effects(edict_text)
    guard = card("443", bp=1000, text=guard_text)
    edict = card("444", type="event", text=edict_text)
    state = to_main(game([deck((edict, 4)), deck((guard, 4))], seed=6))
    me, other = state.seats
    other.front[:] = [unit_from_zones(state, guard, 1)]
    card_id = ids(state, edict)[0]
    if card_id not in me.hand:
        me.hand.append(pull(me, card_id))
    me.ap[:] = [True] * 3
    state.apply(next(a for a in state.legal_actions() if a[0] == PLAY and me.hand[a[1]] == card_id))
    assert other.front == [] and ids(state, guard)[0] in other.outside
    check_invariants(state)
