"""Union Arena: costs said as steps of an effect and what "If you did" makes of them — "Place 3 cards with the same
required energy from your hand to the Outside Area. If you did, ...", "If you retired a character by this effect, you may
pay 1 AP. If you did, ...", "set this character and 1 of your AP cards to active", an AP cost lowered while named
characters are on the Front Line and on the area — compiled from card texts written for Decklab and played through the
engine's API (docs/engine.md, the bullet "Costs said as steps"). Seed 000, Action Point Cards: "To pay 1 AP, switch 1
Action Point card (AP card) in Active Mode to Rest Mode" — a cost is paid only when it can be, and in full."""
from engine.games.union_arena.constants import ACTIVATE, FRONT, PASS, PLAY
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.greedy import GreedyPilot
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    card,
    compiled_effects,
    deck,
    game,
    ids,
    only_in_hand,
    pull,
    to_main,
    unit_from_zones,
)

SAME_ENERGY = ("[Main] [When in Frontline] [1 Per Turn] Place 3 cards with the same required energy from your hand to "
               "the Outside Area. If you did, draw 1 card and at the end of your Main Phase, draw 3 cards.")
SAME_ENERGY_PLAY = ("[Main] [1 Per Turn] Place 3 cards with the same required energy from your hand to the Outside Area. "
                    "If you did, play up to 1 <Trait: Hollow Choir> card with required energy of 3 or less and AP cost of "
                    "1 from your hand to your area rested and at the end of this Main Phase, draw 3 cards.")
RETIRED_THEN_PAY = ("[On Play] Choose up to 1 character on your opponent's Front Line with BP 4000 or less and retire it. "
                    "If you retired a character by this effect, you may pay 1 AP. If you did, play up to 1 <Trait: Ash "
                    "Walker> from your Outside Area to your area rested.")
PAY_AP_CARD = "[On Play] You may pay 1 AP card. If you did, draw 2 cards."
BOTH_ACTIVE = ("[On Play] You may retire 1 other character on your area. If you did, set this character and 1 of your AP "
               "cards to active, this character gains +1000 BP and [Impact 1] during this turn.")
CHEAPER = ("If there is a <Marl Ostrey> on your Front Line, and a <Tove Quist> and a <Hessa Lind> on your area, reduce "
           "the AP cost of this card in your hand by 2.")

TWOS = card("A01", required_energy=2)
THREES = card("A02", required_energy=3)
ONES = card("A03", required_energy=1)


def _hand(state, *counts):
    """Seat 0's hand: so many copies of each record (the rest of its hand back to the deck)."""
    me = state.seats[0]
    me.deck.extend(me.hand)
    me.hand[:] = []
    for record, count in counts:
        for _ in range(count):
            me.hand.append(pull(me, ids(state, record)[0]))
    return me


def _sorter(number, text, seed):
    sorter = card(number, bp=3000, text=text)
    state = to_main(game([deck((sorter, 4), (TWOS, 6), (THREES, 6), (ONES, 6)), deck()], seed=seed))
    me = state.seats[0]
    held = unit_from_zones(state, sorter, 0)
    me.front[:] = [held]
    me.ap[:] = [False] * len(me.ap)  # (nothing to play from the hand first: the pilot looks at its abilities)
    return state, me, held


def test_three_cards_of_one_required_energy_are_placed_and_the_draws_follow():
    """Of a hand with three 2-energy cards (and 3- and 1-energy ones, two of each), the three 2-energy cards go to the
    Outside Area; 1 card is drawn now and 3 at the end of the Main Phase."""
    effect = compiled_effects(SAME_ENERGY)[0]
    assert effect["actions"][0] == {"do": "discard-chosen", "target": {
        "up_to": 3, "exactly": True, "same_energy": True, "side": "yours", "zone": "hand"}}
    state, me, held = _sorter("A10", SAME_ENERGY, 61)
    _hand(state, (TWOS, 3), (THREES, 2), (ONES, 2))
    outside = len(me.outside)
    state.apply((ACTIVATE, FRONT, 0, 0))
    placed = me.outside[outside:]
    assert len(placed) == 3 and {state.table.energy[c] for c in placed} == {2}
    assert len(me.hand) == 7 - 3 + 1
    state.apply(PASS)  # the end of the Main Phase
    assert len(me.hand) == 5 + 3
    check_invariants(state)


def test_with_no_three_cards_of_one_required_energy_nothing_is_placed_and_nothing_follows():
    """Two cards of each required energy: no set of three to place — no card is given up (not two of them, nor three of
    different energies) and "If you did" does not follow; the greedy pilot does not activate it at all."""
    state, me, held = _sorter("A11", SAME_ENERGY, 62)
    _hand(state, (TWOS, 2), (THREES, 2), (ONES, 2))
    assert GreedyPilot(0).choose(state)[0] != ACTIVATE
    outside, hand = len(me.outside), list(me.hand)
    state.apply((ACTIVATE, FRONT, 0, 0))
    assert len(me.outside) == outside and sorted(me.hand) == sorted(hand)
    state.apply(PASS)
    assert sorted(me.hand) == sorted(hand)  # (no delayed draw either)
    check_invariants(state)


def test_the_greedy_pilot_places_a_set_when_it_has_one():
    state, me, held = _sorter("A12", SAME_ENERGY, 63)
    _hand(state, (THREES, 3), (ONES, 1))
    action = GreedyPilot(0).choose(state)
    assert action == (ACTIVATE, FRONT, 0, 0)
    state.apply(action)
    assert [state.table.energy[c] for c in me.outside[-3:]] == [3, 3, 3]
    check_invariants(state)


def test_the_delayed_draw_does_not_wait_on_the_play_said_with_it():
    """"If you did, play up to 1 <Trait: Hollow Choir> ... and at the end of this Main Phase, draw 3 cards": with no
    such card to play, the 3 cards are still drawn (both follow the placing)."""
    state, me, held = _sorter("A13", SAME_ENERGY_PLAY, 64)
    _hand(state, (ONES, 3))
    state.apply((ACTIVATE, FRONT, 0, 0))
    assert me.hand == [] and len(me.front) == 1
    state.apply(PASS)
    assert len(me.hand) == 3
    check_invariants(state)


def _titan_position(seed, opposing_bp, ap):
    walker = card("A21", traits=["Ash Walker"], bp=2000)
    titan = card("A20", bp=4000, text=RETIRED_THEN_PAY)
    target = card("A22", bp=opposing_bp)
    state = to_main(game([deck((titan, 4), (walker, 4)), deck((target, 4))], seed=seed))
    me, them = state.seats
    them.front[:] = [unit_from_zones(state, target, 1)]
    me.outside.append(pull(me, ids(state, walker)[0]))
    me.ap[:] = [True] * ap + [False] * (len(me.ap) - ap)
    held = unit_from_zones(state, titan, 0)
    me.front[:] = [held]
    return state, me, them, held, walker


def test_after_a_retire_the_ap_is_paid_and_the_card_is_played():
    state, me, them, held, walker = _titan_position(71, 3000, ap=2)
    run_effects(state, 0, compiled_effects(RETIRED_THEN_PAY), held)
    assert them.front == []
    assert sum(me.ap) == 1
    assert any(u.card == ids(state, walker)[0] and u.rested for u in me.front + me.energy)
    check_invariants(state)


def test_with_nothing_retired_no_ap_is_paid():
    """The opposing character has 5000 BP: nothing is retired, so "you may pay 1 AP" is not offered."""
    state, me, them, held, walker = _titan_position(72, 5000, ap=2)
    run_effects(state, 0, compiled_effects(RETIRED_THEN_PAY), held)
    assert len(them.front) == 1 and sum(me.ap) == 2
    assert ids(state, walker)[0] in me.outside
    check_invariants(state)


def test_with_no_active_ap_card_nothing_is_paid_nor_played():
    state, me, them, held, walker = _titan_position(73, 3000, ap=0)
    run_effects(state, 0, compiled_effects(RETIRED_THEN_PAY), held)
    assert them.front == [] and sum(me.ap) == 0
    assert ids(state, walker)[0] in me.outside
    check_invariants(state)


def test_pay_one_ap_card_rests_one_ap_card_when_one_is_active():
    """"pay 1 AP card": 1 AP (seed 000: an active AP card rested); with none active, nothing is paid and nothing drawn."""
    assert compiled_effects(PAY_AP_CARD)[0]["actions"][0] == {"do": "pay-ap", "amount": 1, "optional": True}
    payer = card("A30", text=PAY_AP_CARD)
    for active, drawn in ((1, 2), (0, 0)):
        state = to_main(game([deck((payer, 4)), deck()], seed=74 + active))
        me = state.seats[0]
        held = unit_from_zones(state, payer, 0)
        me.front[:] = [held]
        me.ap[:] = [True] * active + [False] * (len(me.ap) - active)
        hand = len(me.hand)
        run_effects(state, 0, compiled_effects(PAY_AP_CARD), held)
        assert len(me.hand) == hand + drawn and sum(me.ap) == 0
        check_invariants(state)


def test_this_character_and_an_ap_card_set_to_active_and_the_gains_follow_with_every_ap_card_active():
    """"If you did, set this character and 1 of your AP cards to active, this character gains +1000 BP and [Impact 1]":
    with every AP card active already, this character still gets its +1000 BP and [Impact 1]."""
    helper = card("A41", bp=1000)
    reze = card("A40", bp=4000, text=BOTH_ACTIVE)
    state = to_main(game([deck((reze, 4), (helper, 4)), deck()], seed=77))
    me = state.seats[0]
    held = unit_from_zones(state, reze, 0, rested=True)
    me.front[:] = [held, unit_from_zones(state, helper, 0)]
    for active in (True, False):
        me.ap[:] = [active] * len(me.ap)
        held.rested = True
        if len(me.front) < 2:
            me.front.append(unit_from_zones(state, helper, 0))
        bp = state._bp(held)
        run_effects(state, 0, compiled_effects(BOTH_ACTIVE), held)
        assert me.front == [held] and not held.rested
        assert sum(me.ap) == (len(me.ap) if active else 1)
        assert state._bp(held) == bp + 1000
        check_invariants(state)


def test_the_ap_cost_is_lowered_only_with_each_named_character_where_said():
    """2 AP less with a <Marl Ostrey> on the Front Line and a <Tove Quist> and a <Hessa Lind> on the area (the Energy
    Line counts for those two); not with <Marl Ostrey> on the Energy Line only."""
    marl, tove, hessa = (card(n, name=name) for n, name in (("A51", "Marl Ostrey"), ("A52", "Tove Quist"),
                                                              ("A53", "Hessa Lind")))
    cheap = card("A50", ap_cost=3, text=CHEAPER)
    for marl_front, cost in ((True, 1), (False, 3)):
        state = to_main(game([deck((cheap, 4), (marl, 4), (tove, 4), (hessa, 4)), deck()], seed=78))
        me = only_in_hand(state, cheap, ap=3)
        marl_unit = unit_from_zones(state, marl, 0)
        me.front[:] = [marl_unit] if marl_front else []
        me.energy[:] = [unit_from_zones(state, tove, 0), unit_from_zones(state, hessa, 0)] + (
            [] if marl_front else [marl_unit])
        assert state._needs(0, ids(state, cheap)[0])[1] == cost
        me.ap[:] = [True, False, False]  # one active AP card: enough only at the lowered cost
        plays = [a for a in state.legal_actions() if a[0] == PLAY]
        assert bool(plays) == (cost == 1)
        if plays:
            state.apply(plays[0])
            assert sum(me.ap) == 0 and ids(state, cheap)[0] not in me.hand
        check_invariants(state)


DECLARED = ("If you use this card and choose a <Shen Vale>, reduce this card's AP cost by 1.@Choose up to 1 <Trait: "
            "Jade Court> card on your Front Line and give it +1000 BP and [Double Attack] during this turn.")


def _declared_position(seed, shen_on_front):
    shen = card("A61", name="Shen Vale", traits=["Jade Court"], bp=3000)
    courtier = card("A62", name="Lin Oro", traits=["Jade Court"], bp=4000)
    decree = card("A60", type="event", ap_cost=2, text=DECLARED)
    state = to_main(game([deck((decree, 4), (shen, 4), (courtier, 4)), deck()], seed=seed))
    me = only_in_hand(state, decree, ap=3)
    me.front[:] = [unit_from_zones(state, courtier, 0)] + ([unit_from_zones(state, shen, 0)] if shen_on_front else [])
    return state, me, decree, shen, courtier


def test_used_choosing_the_named_character_it_costs_less_and_chooses_it():
    """"If you use this card and choose a <Shen Vale>, reduce this card's AP cost by 1": with a <Shen Vale> among what
    it may choose, it is used for 1 AP (not 2) and the +1000 BP and [Double Attack] go to the <Shen Vale> (not to the
    higher-BP <Lin Oro> the choice would otherwise favour)."""
    static = compiled_effects(DECLARED)[0]
    assert static == {"timing": "static", "actions": [{"do": "cost-reduction", "what": "ap", "amount": 1,
                                                       "if_chooses": {"name": "Shen Vale"}}]}
    state, me, decree, shen, courtier = _declared_position(81, True)
    assert state._needs(0, ids(state, decree)[0])[1] == 1
    shen_unit = me.front[1]
    before = state._bp(shen_unit)
    state.apply(next(a for a in state.legal_actions() if a[0] == PLAY))
    assert sum(me.ap) == 2
    assert state._bp(shen_unit) == before + 1000 and state._bp(me.front[0]) == 4000
    check_invariants(state)


def test_with_no_named_character_to_choose_it_costs_its_full_ap():
    state, me, decree, shen, courtier = _declared_position(82, False)
    assert state._needs(0, ids(state, decree)[0])[1] == 2
    state.apply(next(a for a in state.legal_actions() if a[0] == PLAY))
    assert sum(me.ap) == 1 and state._bp(me.front[0]) == 5000
    check_invariants(state)
