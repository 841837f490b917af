"""Union Arena counted costs, amounts and zone costs, third round (issue 13), compiled from card texts written for
Decklab (invented names, traits and numbers in the real phrasing).

Each scenario builds its position through the engine's API and shows the effect holding and not holding; the
docstring quotes the card wording and the seed 000 section the reading follows (docs/engine.md, the last bullets)."""
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, compiled_effects, deck, game, ids, pull, to_main, unit_from_zones


def test_on_retire_for_each_face_down_card_under_it_place_a_hand_card():
    """Card wording: "[On Retire] For each face-down card under this character, place 1 card from your hand to the
    Outside Area." The count is of the face-down cards that were under it as it left the field (seed 000: they go
    to the Outside Area with it), one hand card for each; none under it, none placed."""
    text = "[On Retire] For each face-down card under this character, place 1 card from your hand to the Outside Area."
    assert compiled_effects(text)[0]["actions"] == [{"do": "discard", "amount": 1, "per": "face-down-under-this"}]
    keeper = card("C01", name="Ash Reliquary", bp=3000, text=text)
    state = to_main(game([deck((keeper, 8)), deck()], seed=31))
    me = state.seats[0]
    for holding in (2, 0):
        vault = unit_from_zones(state, keeper, 0)
        vault.under = tuple(pull(me, ids(state, keeper)[0]) for _ in range(holding))
        me.front[:] = [vault]
        hand, outside = len(me.hand), len(me.outside)
        state._remove_from_field(me, vault, "own-effect")
        assert me.front == [] and len(me.hand) == hand - holding
        assert len(me.outside) == outside + 1 + holding + holding  # it, the cards under it, the hand cards placed
    check_invariants(state)


def _foe_front(state, *records):
    """Characters of seat 1 on its Front Line, one copy of each record."""
    units = [unit_from_zones(state, record, 1) for record in records]
    state.seats[1].front[:] = units
    return units


def test_for_each_named_card_on_your_area_increase_the_bp_range():
    """Card wording: "Choose 1 character on your opponent's Front Line with BP 2000 or less and retire it. For each
    <Orla Finch> on your area, increase the BP range of characters you can choose with this effect by +1000." The
    limit is 2000 plus 1000 for each <Orla Finch> on your area as the event resolves."""
    text = ("Choose 1 character on your opponent's Front Line with BP 2000 or less and retire it. For each <Orla Finch> "
            "on your area, increase the BP range of characters you can choose with this effect by +1000.")
    effects = compiled_effects(text)
    assert effects[0]["actions"][0]["target"]["bp_max_plus"] == 1000
    finch = card("C02", name="Orla Finch")
    brute = card("C03", name="Iron Brute", bp=4000)
    state = to_main(game([deck((finch, 4)), deck((brute, 4))], seed=32))
    me = state.seats[0]
    brute_unit, = _foe_front(state, brute)
    me.front[:] = [unit_from_zones(state, finch, 0)]
    run_effects(state, 0, effects, None)  # 2000 + 1000: not 4000
    assert state.seats[1].front == [brute_unit]
    me.front.append(unit_from_zones(state, finch, 0))
    run_effects(state, 0, effects, None)  # 2000 + 2000
    assert state.seats[1].front == []
    check_invariants(state)


def test_place_any_number_of_hand_cards_and_raise_the_range_by_each():
    """Card wording: "[On Play] Place any number of cards from your hand to the Outside Area, choose up to 1 character
    on your opponent's Front Line with BP 1000 or less and retire it. For each card placed to the Outside Area by this
    effect, increase the BP range of characters you can choose with this effect by +1000." Each card placed raises the
    limit by 1000; the player places the fewest that reach the strongest character they can (here 2 for a 3000 BP
    character), and none when no number of cards reaches one."""
    text = ("[On Play] Place any number of cards from your hand to the Outside Area, choose up to 1 character on your "
            "opponent's Front Line with BP 1000 or less and retire it. For each card placed to the Outside Area by this "
            "effect, increase the BP range of characters you can choose with this effect by +1000.")
    effects = compiled_effects(text)
    guard, giant = card("C05", name="Gate Guard", bp=3000), card("C06", name="Hill Giant", bp=9000)
    state = to_main(game([deck(), deck((guard, 4), (giant, 4))], seed=33))
    me, them = state.seats[0], state.seats[1]
    _foe_front(state, guard)
    hand, outside = len(me.hand), len(me.outside)
    assert hand >= 3
    run_effects(state, 0, effects, None)
    assert them.front == [] and len(me.hand) == hand - 2 and len(me.outside) == outside + 2
    giant_unit, = _foe_front(state, giant)
    hand = len(me.hand)
    run_effects(state, 0, effects, None)  # 9000 needs 8 cards: none placed, nothing retired
    assert them.front == [giant_unit] and len(me.hand) == hand
    check_invariants(state)


def test_event_cards_from_the_outside_area_to_the_remove_area_raise_the_range():
    """Card wording: "[On Play] Place any number of Event Cards from your Outside Area to the Remove Area, choose up to 1
    character on your opponent's Front Line with BP 2500 or less and retire it. For each card placed from the Outside
    Area to the Remove Area by this effect, increase the BP range of characters you can choose with this effect by
    +500." Only Event Cards are placed, +500 each: 2 for a 3500 BP character; a character card there stays."""
    text = ("[On Play] Place any number of Event Cards from your Outside Area to the Remove Area, choose up to 1 character "
            "on your opponent's Front Line with BP 2500 or less and retire it. For each card placed from the Outside Area "
            "to the Remove Area by this effect, increase the BP range of characters you can choose with this effect by "
            "+500.")
    effects = compiled_effects(text)
    spark = card("C07", name="Spark Rite", type="event")
    other = card("C08", name="Mill Hand")
    foe = card("C09", name="Tower Knight", bp=3500)
    state = to_main(game([deck((spark, 4), (other, 4)), deck((foe, 4))], seed=34))
    me, them = state.seats[0], state.seats[1]
    me.outside[:] = [pull(me, ids(state, spark)[0]) for _ in range(3)] + [pull(me, ids(state, other)[0])]
    _foe_front(state, foe)
    run_effects(state, 0, effects, None)
    assert them.front == [] and me.remove == [ids(state, spark)[0]] * 2
    assert sorted(me.outside) == sorted([ids(state, spark)[0], ids(state, other)[0]])
    check_invariants(state)


def test_if_a_name_is_on_your_area_the_limit_rises_for_each_event_in_the_outside_area():
    """Card wording: "Choose 1 character on your opponent's Front Line with BP 2000 or less and retire it. If there is a
    <Bram Corvid> on your area, increase the limit by BP +1000 for each Event Card on your Outside Area." Without
    <Bram Corvid> the limit stays 2000; with it, 2000 plus 1000 for each Event Card there. The pilot values the event
    by the character it would retire with the limit as it is now (option_value)."""
    from engine.games.union_arena.effects_runtime import option_value
    text = ("Choose 1 character on your opponent's Front Line with BP 2000 or less and retire it. If there is a <Bram "
            "Corvid> on your area, increase the limit by BP +1000 for each Event Card on your Outside Area.")
    effects = compiled_effects(text)
    corvid = card("C10", name="Bram Corvid")
    rite = card("C11", name="Ash Rite", type="event")
    brute = card("C12", name="Iron Brute", bp=4000)
    state = to_main(game([deck((corvid, 4), (rite, 4)), deck((brute, 4))], seed=35))
    me, them = state.seats[0], state.seats[1]
    me.outside[:] = [pull(me, ids(state, rite)[0]) for _ in range(2)]
    brute_unit, = _foe_front(state, brute)
    retire = effects[0]["actions"][0]
    assert option_value(state, 0, retire, None, None) == 0.0
    run_effects(state, 0, effects, None)  # no <Bram Corvid>: 2000
    assert them.front == [brute_unit]
    me.front[:] = [unit_from_zones(state, corvid, 0)]
    assert option_value(state, 0, retire, None, None) > 0.0
    run_effects(state, 0, effects, None)  # 2000 + 2 x 1000
    assert them.front == []
    check_invariants(state)


def test_bp_equal_to_that_amount_times_1000():
    """Card wording: "[On Play] Place any number of Event Card from your Outside Area to the Remove Area, choose up to 1
    character on your opponent's Front Line with BP equal to that amount X1000 and retire it." "that amount" is the
    number of cards placed: BP exactly 1000 for each. The player places as many as the strongest character it can
    match needs (3 for 3000 BP; a 2500 BP character is matched by no number) and none when it matches none."""
    text = ("[On Play] Place any number of Event Card from your Outside Area to the Remove Area, choose up to 1 character "
            "on your opponent's Front Line with BP equal to that amount X1000 and retire it.")
    effects = compiled_effects(text)
    rite = card("C13", name="Bell Rite", type="event")
    odd, three, nine = card("C14", bp=2500), card("C15", bp=3000), card("C16", bp=9000)
    state = to_main(game([deck((rite, 6)), deck((odd, 4), (three, 4), (nine, 4))], seed=36))
    me, them = state.seats[0], state.seats[1]
    me.outside[:] = [pull(me, ids(state, rite)[0]) for _ in range(4)]
    odd_unit, _, nine_unit = _foe_front(state, odd, three, nine)
    run_effects(state, 0, effects, None)
    assert them.front == [odd_unit, nine_unit] and len(me.remove) == 3 and len(me.outside) == 1
    run_effects(state, 0, effects, None)  # 1 Event left: only a 1000 BP character; none there
    assert them.front == [odd_unit, nine_unit] and len(me.remove) == 3 and len(me.outside) == 1
    check_invariants(state)


def test_up_to_two_characters_with_a_total_of_bp():
    """Card wording: "[On Play] Choose up to 2 characters on your opponent's Front Line with a total of BP 6000 or less
    and retire them." The chosen characters' BP added together is at most 6000; the player picks the pair that removes
    most (4000 and 2000 rather than 3000 and 2500), and a character over 6000 alone cannot be chosen."""
    text = ("[On Play] Choose up to 2 characters on your opponent's Front Line with a total of BP 6000 or less and retire "
            "them.")
    effects = compiled_effects(text)
    assert effects[0]["actions"][0]["target"]["bp_total_max"] == 6000
    four, three, two_half, two, seven = (card(f"C{n}", bp=bp) for n, bp in
                                         ((17, 4000), (18, 3000), (19, 2500), (20, 2000), (21, 7000)))
    state = to_main(game([deck(), deck((four, 4), (three, 4), (two_half, 4), (two, 4), (seven, 4))], seed=37))
    them = state.seats[1]
    _, three_unit, two_half_unit, _ = _foe_front(state, four, three, two_half, two)
    run_effects(state, 0, effects, None)
    assert them.front == [three_unit, two_half_unit]
    them.outside.extend(unit.card for unit in them.front)
    seven_unit, = _foe_front(state, seven)
    run_effects(state, 0, effects, None)
    assert them.front == [seven_unit]
    check_invariants(state)


def test_hand_cards_are_placed_only_when_the_character_is_worth_them():
    """Card wording: "[On Play] Place any number of cards from your hand to the Outside Area, choose up to 1 character
    on your opponent's Front Line with BP 1000 or less and retire it. For each card placed to the Outside Area by this
    effect, increase the BP range of characters you can choose with this effect by +250." Each hand card costs what
    giving one up is worth (step_value): a 3000 BP character needs 8 cards, more than retiring it brings, so none are
    placed; a 1500 BP one needs 2 and is retired."""
    text = ("[On Play] Place any number of cards from your hand to the Outside Area, choose up to 1 character on your "
            "opponent's Front Line with BP 1000 or less and retire it. For each card placed to the Outside Area by this "
            "effect, increase the BP range of characters you can choose with this effect by +250.")
    effects = compiled_effects(text)
    big, small = card("C22", bp=3000), card("C23", bp=1500)
    state = to_main(game([deck(), deck((big, 4), (small, 4))], seed=38))
    me, them = state.seats[0], state.seats[1]
    while len(me.hand) < 10:
        me.hand.append(me.deck.pop())
    me.deck.extend(me.hand[10:])
    del me.hand[10:]
    big_unit, = _foe_front(state, big)
    run_effects(state, 0, effects, None)
    assert them.front == [big_unit] and len(me.hand) == 10
    them.outside.append(big_unit.card)
    _foe_front(state, small)
    run_effects(state, 0, effects, None)
    assert them.front == [] and len(me.hand) == 8
    check_invariants(state)


def test_you_may_place_any_number_and_the_chosen_gets_more_for_each():
    """Card wording: "[On Play] Choose up to 1 character on your opponent's Front Line, it gets -2000 BP during this turn.
    You may place any number of cards from your hand to the Outside Area. For each card placed to the Outside Area by
    this effect, the chosen gets an additional -1500 BP during this turn." -1500 more for each card placed: the player
    places the fewest that take the chosen character to BP 0 (seed 000: it is retired), here 2 for 5000 BP, and none
    when the hand cannot (9000 BP with 3 cards)."""
    text = ("[On Play] Choose up to 1 character on your opponent's Front Line, it gets -2000 BP during this turn. You may "
            "place any number of cards from your hand to the Outside Area. For each card placed to the Outside Area by "
            "this effect, the chosen gets an additional -1500 BP during this turn.")
    effects = compiled_effects(text)
    assert effects[0]["actions"][2] == {"do": "bp-change", "amount": -1500, "target": {"chosen": True},
                                        "duration": "this-turn", "per": "placed-by-this-effect"}
    mid, big = card("C24", bp=5000), card("C25", bp=9000)
    state = to_main(game([deck(), deck((mid, 4), (big, 4))], seed=39))
    me, them = state.seats[0], state.seats[1]
    while len(me.hand) < 6:
        me.hand.append(me.deck.pop())
    me.deck.extend(me.hand[6:])
    del me.hand[6:]
    _foe_front(state, mid)
    run_effects(state, 0, effects, None)
    assert them.front == [] and len(me.hand) == 4
    me.deck.extend(me.hand[3:])
    del me.hand[3:]
    big_unit, = _foe_front(state, big)
    run_effects(state, 0, effects, None)
    assert them.front == [big_unit] and state._bp(big_unit) == 7000 and len(me.hand) == 3
    check_invariants(state)


def test_the_next_card_you_use_with_an_ap_cost():
    """Card wording: "[On Play] During this turn, reduce the AP cost of the next card you use with AP cost of 3 from
    your hand by 1." Only a card whose AP cost is 3 pays 1 less (seed 000, Main Phase A: a card is used by paying its
    AP), once; a card with AP cost 2 pays its own."""
    text = ("[On Play] During this turn, reduce the AP cost of the next card you use with AP cost of 3 from your hand by "
            "1.")
    effects = compiled_effects(text)
    assert effects[0]["actions"] == [{"do": "next-cost-reduction", "what": "ap", "amount": 1,
                                      "target": {"ap_max": 3, "ap_min": 3}}]
    heavy, light = card("C26", ap_cost=3), card("C27", ap_cost=2)
    state = to_main(game([deck((heavy, 4), (light, 4)), deck()], seed=40))
    heavy_id, light_id = ids(state, heavy)[0], ids(state, light)[0]
    run_effects(state, 0, effects, None)
    assert state._needs(0, heavy_id)[1] == 2 and state._needs(0, light_id)[1] == 2
    check_invariants(state)


def test_the_limit_rises_for_each_other_event_used_this_turn():
    """Card wording: "Choose 1 character on your opponent's Front Line with BP 2000 or less and retire it. If there is a
    <Tam Reed> on your area, increase the limit by BP +1000 for each other Event used during this turn." The event
    being used is not one of the others (seed 000: an event is used from the hand, then its effect resolves)."""
    from engine.games.union_arena.constants import PLAY
    text = ("Choose 1 character on your opponent's Front Line with BP 2000 or less and retire it. If there is a <Tam "
            "Reed> on your area, increase the limit by BP +1000 for each other Event used during this turn.")
    assert compiled_effects(text)[0]["actions"][0]["target"]["bp_max_plus_used"] == {"card_type": "event", "other": True}
    reed = card("C28", name="Tam Reed")
    cut = card("C29", name="Quick Cut", type="event", ap_cost=1, text=text)
    flare = card("C30", name="Flare", type="event", ap_cost=1)
    foe = card("C31", bp=3000)
    state = to_main(game([deck((reed, 4), (cut, 4), (flare, 4)), deck((foe, 4))], seed=41))
    me, them = state.seats[0], state.seats[1]
    me.front[:] = [unit_from_zones(state, reed, 0)]
    foe_unit, = _foe_front(state, foe)
    me.deck.extend(me.hand)
    me.hand[:] = [pull(me, ids(state, cut)[0])]
    me.ap[:] = [True, True, True]
    state.apply((PLAY, 0, 0, -1))  # no other Event used: 2000
    assert them.front == [foe_unit]
    state.seats[0].used_now += (ids(state, flare)[0],)  # an Event used before
    me.hand[:] = [pull(me, ids(state, cut)[0])]
    state.apply((PLAY, 0, 0, -1))  # one other (the first <Quick Cut>, and the Flare): 2000 + 2000
    assert them.front == []
    check_invariants(state)


def test_rest_any_number_of_your_characters_and_raise_the_range_by_each():
    """Card wording: "[On Play] Rest any number of active characters on your area and choose up to 1 character on your
    opponent's Front Line with [BP 1000 or less] and retire it. For each character rested by this effect increase the
    BP range of characters you can choose with this effect by +1000." Each character rested raises the limit by 1000;
    the player rests the fewest, the cheapest first (Energy Line characters before a Front Line one that could still
    attack), and none when no number reaches a character."""
    text = ("[On Play] Rest any number of active characters on your area and choose up to 1 character on your opponent's "
            "Front Line with [BP 1000 or less] and retire it. For each character rested by this effect increase the BP "
            "range of characters you can choose with this effect by +1000.")
    effects = compiled_effects(text)
    helper = card("C32", name="Lamp Keeper")
    foe, giant = card("C33", bp=3000), card("C34", bp=9000)
    state = to_main(game([deck((helper, 6)), deck((foe, 4), (giant, 4))], seed=42))
    me, them = state.seats[0], state.seats[1]
    attacker = unit_from_zones(state, helper, 0)
    me.front[:] = [attacker]
    me.energy[:] = [unit_from_zones(state, helper, 0), unit_from_zones(state, helper, 0)]
    _foe_front(state, foe)
    run_effects(state, 0, effects, None)
    assert them.front == [] and all(u.rested for u in me.energy) and not attacker.rested
    giant_unit, = _foe_front(state, giant)
    run_effects(state, 0, effects, None)  # 1 active character left: 2000 at most
    assert them.front == [giant_unit] and not attacker.rested
    check_invariants(state)
