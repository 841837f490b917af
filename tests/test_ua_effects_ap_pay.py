"""Union Arena: damage an effect deals, a Life card an effect moves to the deck, and the AP paid for them — "If your
opponent has 4 or more Life, you may pay 1 AP. If you did, deal 1 damage to your opponent", "If your Life is 2 or more,
place 1 card from your Life Area to the bottom of your deck" — compiled from card texts written for Decklab and played
through the engine's API (docs/engine.md, the bullet "AP payments, effect damage and Life"). Seed 000, When a player
sustains damage: "The damaged player's opponent specifies 1 card in the damaged player's Life Area for each point of
damage inflicted, and the damaged player performs a Trigger check for each of those cards. If your opponent has zero Life
cards left after the Trigger check, you win." """
from engine.games.union_arena.constants import OVER
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, compiled_effects, deck, game, ids, pull, to_main, unit_from_zones

OFFER = "[On Play] If your opponent has 4 or more Life, you may pay 1 AP. If you did, deal 1 damage to your opponent."
STRIKE = "[On Play] Deal 2 damage to your opponent."
BURY = "[On Play] Draw 1 card. If your Life is 2 or more, place 1 card from your Life Area to the bottom of your deck."

DRAWER = card("B09", trigger="draw")


def _position(text, seed, their_life, ap=1, goldfish=False, their_cards=()):
    source = card("B01", text=text)
    state = to_main(game([deck((source, 4)), deck(*their_cards)], seed=seed, goldfish=goldfish))
    me, them = state.seats
    held = unit_from_zones(state, source, 0)
    me.front[:] = [held]
    me.ap[:] = [True] * ap + [False] * (len(me.ap) - ap)
    them.deck.extend(them.life[their_life:])
    del them.life[their_life:]
    return state, me, them, held


def test_the_offer_compiles_to_an_optional_payment_and_the_damage_it_pays_for():
    assert compiled_effects(OFFER)[0]["actions"] == [
        {"do": "pay-ap", "amount": 1, "condition": {"kind": "opponent-life-at-least", "amount": 4}, "optional": True},
        {"do": "deal-damage", "amount": 1, "if_done": True}]


def test_with_four_life_the_pilot_pays_and_the_opponent_loses_a_life_card_to_the_outside_area():
    state, me, them, held = _position(OFFER, 81, their_life=4)
    outside = len(them.outside)
    run_effects(state, 0, compiled_effects(OFFER), held)
    assert sum(me.ap) == 0 and len(them.life) == 3 and len(them.outside) == outside + 1
    check_invariants(state)


def test_the_pilot_keeps_its_ap_while_a_life_card_is_worth_less_than_an_ap_card():
    """With 7 Life a Life card is worth less to take than the AP card that could still play a card this Main Phase
    (a Life card is worth more the fewer are left): "you may" is declined; with 3 Life the condition fails."""
    for life in (7, 3):
        state, me, them, held = _position(OFFER, 82 + life, their_life=life)
        run_effects(state, 0, compiled_effects(OFFER), held)
        assert sum(me.ap) == 1 and len(them.life) == life
        check_invariants(state)


def test_with_no_active_ap_card_nothing_is_paid_and_no_damage_is_dealt():
    state, me, them, held = _position(OFFER, 86, their_life=4, ap=0)
    run_effects(state, 0, compiled_effects(OFFER), held)
    assert len(them.life) == 4
    check_invariants(state)


def test_each_life_card_the_damage_takes_gets_its_trigger_check():
    """A [Draw] trigger on the Life card taken: the damaged player draws 1 card, then the card goes to the Outside Area."""
    state, me, them, held = _position(STRIKE, 87, their_life=5, their_cards=((DRAWER, 50),))
    hand, outside = len(them.hand), len(them.outside)
    run_effects(state, 0, compiled_effects(STRIKE), held)
    assert len(them.life) == 3 and len(them.hand) == hand + 2 and len(them.outside) == outside + 2
    assert all(c == ids(state, DRAWER)[0] for c in them.outside[-2:])
    check_invariants(state)


def test_damage_that_takes_the_last_life_card_wins_the_game():
    state, me, them, held = _position(STRIKE, 88, their_life=2, goldfish=False)
    run_effects(state, 0, compiled_effects(STRIKE), held)
    assert not them.life and state.phase == OVER and state.winner_seat == 0


def test_a_life_card_goes_to_the_bottom_of_the_deck_only_with_two_or_more_life():
    for life, moved in ((3, True), (1, False)):
        state, me, them, held = _position(BURY, 89 + life, their_life=5)
        me.deck.extend(me.life[life:])
        del me.life[life:]
        top_life = me.life[-1]
        bottom = me.deck[0]
        run_effects(state, 0, compiled_effects(BURY), held)
        assert len(me.life) == (life - 1 if moved else life)
        assert me.deck[0] == (top_life if moved else bottom)
        check_invariants(state)


def test_the_pilot_plays_the_offer_from_its_hand_and_pays_for_the_damage():
    """Through the greedy pilot: the card is played from the hand (1 AP), its [On Play] offer is taken with the AP card
    left (nothing else in hand to pay for), and the opponent goes from 4 to 3 Life."""
    from engine.games.union_arena.constants import PLAY
    from engine.games.union_arena.greedy import GreedyPilot

    source = card("B02", text=OFFER)
    state = to_main(game([deck((source, 4)), deck()], seed=93))
    me, them = state.seats
    me.deck.extend(me.hand)
    me.hand[:] = [pull(me, ids(state, source)[0])]
    me.ap[:] = [True, True] + [False] * (len(me.ap) - 2)
    them.deck.extend(them.life[4:])
    del them.life[4:]
    action = GreedyPilot(0).choose(state)
    assert action[0] == PLAY
    state.apply(action)
    assert len(them.life) == 3 and sum(me.ap) == 0
    check_invariants(state)


BOTH_PLACES = ("[On Play] You may place 1 card each from both your hand and Life to the Outside Area. If you did, draw 2 "
               "cards.")


def test_a_card_each_from_hand_and_life_is_placed_together_or_not_at_all():
    """"place 1 card each from both your hand and Life": both placements or neither; the pilot takes the offer with 6
    Life (two cards for a card and a Life card) and declines it with 2 (the Life card is worth more than the draw)."""
    assert [a["do"] for a in compiled_effects(BOTH_PLACES)[0]["actions"]] == ["discard", "life-to-outside", "draw"]
    for life, taken in ((6, True), (2, False)):
        state, me, them, held = _position(BOTH_PLACES, 95 + life, their_life=5)
        me.deck.extend(me.life[life:])
        del me.life[life:]
        hand = len(me.hand)
        run_effects(state, 0, compiled_effects(BOTH_PLACES), held)
        assert len(me.life) == (life - 1 if taken else life)
        assert len(me.hand) == (hand + 1 if taken else hand)
        check_invariants(state)
