"""Union Arena "treated as" and BP-range raises (issue 13), compiled from card texts written for Decklab (invented
names, traits and numbers in the real phrasing).

Each scenario builds its position through the engine's API and shows the effect holding and not holding; the
docstring quotes the card wording and the seed 000 section the reading follows (docs/engine.md, the last bullet)."""
from engine.games.union_arena.cards import T_COLOR
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, compiled_effects, deck, game, ids, pull, to_main, unit_from_zones

RETIRE_2000 = "Choose 1 character on your opponent's Front Line with BP 2000 or less and retire it."


def _foe_front(state, *records):
    """Characters of seat 1 on its Front Line, one copy of each record."""
    units = [unit_from_zones(state, record, 1) for record in records]
    state.seats[1].front[:] = units
    return units


def test_when_in_frontline_every_bp_limited_choice_of_yours_reaches_higher():
    """Card wording: "[When in Frontline] When you choose a character on your opponent's area with an [effect that
    specifies a BP range], increase the specified BP range by +1000. (Including [Color] Trigger)". While the character
    is on the Front Line, a "BP 2000 or less" choice of the opponent's characters reaches 3000; on the Energy Line (or
    without it) it stays 2000. Two on the Front Line: +2000."""
    text = ("[When in Frontline] When you choose a character on your opponent's area with an [effect that specifies a "
            "BP range], increase the specified BP range by +1000. (Including [Color] Trigger)")
    assert compiled_effects(text)[0]["actions"] == [{"do": "range-raise", "amount": 1000, "side": "opponents"}]
    scout = card("R01", name="Vale Scout", text=text)
    brute, giant = card("R02", name="Iron Brute", bp=3000), card("R03", name="Hill Giant", bp=4000)
    state = to_main(game([deck((scout, 4)), deck((brute, 4), (giant, 4))], seed=41))
    assert state.table.any_range_raise
    me, them = state.seats[0], state.seats[1]
    retire = compiled_effects(RETIRE_2000)
    brute_unit, = _foe_front(state, brute)
    me.energy[:] = [unit_from_zones(state, scout, 0)]
    run_effects(state, 0, retire, None)  # on the Energy Line: 2000
    assert them.front == [brute_unit]
    me.front[:] = [me.energy.pop()]
    run_effects(state, 0, retire, None)  # on the Front Line: 3000
    assert them.front == []
    giant_unit, = _foe_front(state, giant)
    run_effects(state, 0, retire, None)
    assert them.front == [giant_unit]
    me.front.append(unit_from_zones(state, scout, 0))
    run_effects(state, 0, retire, None)  # two of them: 4000
    assert them.front == []
    check_invariants(state)


def test_a_raise_for_the_opponents_area_leaves_your_own_choices_as_printed():
    """Card wording: "When you choose a character on your opponent's area with an [effect that specifies a BP range],
    increase ... by +1000": a choice among your own characters ("Choose 1 character on your area with BP 2000 or
    less, it gets +1000 BP") keeps its 2000; "At the moment you choose a character with an [Effect that specifies a BP
    range]" (any side) raises that one too."""
    narrow = ("[When in Frontline] When you choose a character on your opponent's area with an [effect that specifies a "
              "BP range], increase the specified BP range by +1000.")
    wide = ("[When in Frontline] At the moment you choose a character with an [Effect that specifies a BP range], "
            "increase the specified range by +1000.  ([Color] trigger included)")
    boost = compiled_effects("Choose 1 character on your area with BP 2000 or less, it gets +1000 BP during this turn.")
    for text, raised in ((narrow, False), (wide, True)):
        holder = card("R04", name="Lens Keeper", bp=1000, text=text)
        mine = card("R05", name="Tall Ally", bp=3000)
        state = to_main(game([deck((holder, 4), (mine, 4)), deck()], seed=42))
        me = state.seats[0]
        ally = unit_from_zones(state, mine, 0)
        me.front[:] = [unit_from_zones(state, holder, 0), ally]
        run_effects(state, 0, boost, None)
        assert state._bp(ally) == (4000 if raised else 3000)
        check_invariants(state)


def test_the_next_choice_this_turn_reaches_higher_once():
    """Card wording: "[Main] [Discard 1] [1 Per Turn] During this turn, the next time you choose a character with an
    effect that specifies a BP range, increase the specified BP range by +1000." The next "BP 2000 or less" choice
    this turn reaches 3000, once: the one after it is 2000 again; a choice that finds nothing leaves it for the next;
    at the end of the turn it is gone."""
    text = ("During this turn, the next time you choose a character with an effect that specifies a BP range, increase "
            "the specified BP range by +1000.")
    raise_next = compiled_effects(text)
    assert raise_next[0]["actions"] == [{"do": "next-range-raise", "amount": 1000, "duration": "this-turn"}]
    brute, giant = card("R06", name="Iron Brute", bp=3000), card("R07", name="Hill Giant", bp=9000)
    state = to_main(game([deck(), deck((brute, 4), (giant, 4))], seed=43))
    me, them = state.seats[0], state.seats[1]
    retire = compiled_effects(RETIRE_2000)
    run_effects(state, 0, raise_next, None)
    assert me.range_next == 1000
    giant_unit, = _foe_front(state, giant)
    run_effects(state, 0, retire, None)  # 3000 reaches no 9000: nothing chosen, the raise waits
    assert them.front == [giant_unit] and me.range_next == 1000
    them.front.append(unit_from_zones(state, brute, 1))
    run_effects(state, 0, retire, None)  # 3000: the 3000 BP one retired, the raise used
    assert them.front == [giant_unit] and me.range_next == 0
    brute_unit = unit_from_zones(state, brute, 1)
    them.front.append(brute_unit)
    run_effects(state, 0, retire, None)  # 2000 again
    assert them.front == [giant_unit, brute_unit]
    run_effects(state, 0, raise_next, None)
    check_invariants(state)


def test_the_next_choice_raise_ends_with_the_turn():
    """Card wording: "During this turn, the next time you choose ...": not used this turn, it is gone at the End
    Phase (seed 000 End Phase: "this turn" effects end)."""
    from engine.games.union_arena.constants import PASS
    raise_next = compiled_effects("During this turn, the next time you choose a character with an effect that specifies "
                                  "a BP range, increase the specified BP range by +1000.")
    state = to_main(game([deck(), deck()], seed=44))
    run_effects(state, 0, raise_next, None)
    assert state.seats[0].range_next == 1000
    turn = state.turn
    while state.turn == turn:
        state.apply(PASS)
    assert state.seats[0].range_next == 0
    check_invariants(state)


def test_the_color_trigger_reaches_higher_too():
    """Card wording: "... increase the specified BP range by +1000. (Including [Color] Trigger)"; seed 000 Trigger
    effects: the red [Color] trigger retires a character on the opponent's Front Line with BP 2500 or less. With the
    raise it reaches 3500."""
    text = ("[When in Frontline] When you choose a character on your opponent's area with an [effect that specifies a "
            "BP range], increase the specified BP range by +1000. (Including [Color] Trigger)")
    scout = card("R08", name="Vale Scout", text=text)
    flare = card("R09", name="Red Flare", trigger="color")
    foe = card("R10", name="Tower Knight", bp=3500)
    for raised in (False, True):
        state = to_main(game([deck((scout, 4), (flare, 4)), deck((foe, 4))], seed=45))
        me, them = state.seats[0], state.seats[1]
        foe_unit, = _foe_front(state, foe)
        if raised:
            me.front[:] = [unit_from_zones(state, scout, 0)]
        state._color_trigger(0, ids(state, flare)[0])
        assert (them.front == []) == raised and (foe_unit not in them.front) == raised
        assert state.table.trigger[ids(state, flare)[0]] == T_COLOR
        check_invariants(state)


ALSO_EVENT = ("[When in Frontline] Your Character cards other than <Ivo Lark> are also treated as Event cards in all "
              "places.")


def test_character_cards_are_also_event_cards_while_the_holder_is_on_the_front_line():
    """Card wording: "[When in Frontline] Your Character cards other than <X> are also treated as Event cards in all
    places." While <Ivo Lark> is on the Front Line, a Character card of yours in the Outside Area is an Event Card for
    "Add up to 1 Event Card from your Outside Area to your hand" (one named <Ivo Lark> is not); on the Energy Line it is
    not; the opponent's Character cards never are."""
    assert compiled_effects(ALSO_EVENT)[0]["actions"] == [
        {"do": "also-event", "target": {"all": True, "card_type": "character", "not_name": "Ivo Lark", "side": "yours"}}]
    lark = card("T01", name="Ivo Lark", text=ALSO_EVENT)
    mote = card("T02", name="Dust Mote")
    fetch = compiled_effects("Add up to 1 Event Card from your Outside Area to your hand.")
    state = to_main(game([deck((lark, 4), (mote, 4)), deck((mote, 4))], seed=47))
    assert state.table.any_event_auras
    me = state.seats[0]
    mote_id, lark_id = ids(state, mote)[0], ids(state, lark)[0]
    me.outside[:] = [pull(me, lark_id), pull(me, mote_id)]
    me.energy[:] = [unit_from_zones(state, lark, 0)]
    hand = len(me.hand)
    run_effects(state, 0, fetch, None)  # on the Energy Line: no Event Card there
    assert len(me.hand) == hand and len(me.outside) == 2
    me.front[:] = [me.energy.pop()]
    run_effects(state, 0, fetch, None)
    assert me.hand[-1] == mote_id and me.outside == [lark_id]  # <Ivo Lark> itself is not one
    run_effects(state, 0, fetch, None)
    assert me.outside == [lark_id]
    check_invariants(state)


def test_a_character_you_used_counts_as_an_event_you_used():
    """Card wording: "[When in Frontline] Your Character cards other than <X> are also treated as Event cards in all
    places." with "If you used an Event Card during this turn, draw 1 card": a Character card of yours played from the
    hand this turn, while <Ivo Lark> is on the Front Line, is an Event Card you used."""
    from engine.games.union_arena.effects_runtime import holds
    lark = card("T03", name="Ivo Lark", text=ALSO_EVENT)
    mote = card("T04", name="Dust Mote")
    state = to_main(game([deck((lark, 4), (mote, 4)), deck()], seed=48))
    me = state.seats[0]
    used = {"kind": "used-event-this-turn"}
    me.used_now = (pull(me, ids(state, mote)[0]),)
    me.front[:] = [state._new_unit(me.used_now[0], 0, rested=True)]
    assert not holds(state, 0, used, None)
    me.front.append(unit_from_zones(state, lark, 0))
    assert holds(state, 0, used, None)
    check_invariants(state)


def test_on_your_area_a_second_required_energy_counts_there_only():
    """Card wording: "This card on your area is also treated as required energy of 3." On the area a filter "with
    required energy of 3" sees it (its printed 1 too); in the hand it is only its printed 1."""
    from engine.games.union_arena.effects_runtime import count_cards
    text = "This card on your area is also treated as required energy of 3."
    assert compiled_effects(text)[0]["actions"] == [{"do": "also-energy", "amount": 3, "on_area": True}]
    twin = card("T05", name="Twin Lamp", required_energy=1, text=text)
    state = to_main(game([deck((twin, 4)), deck()], seed=49))
    me = state.seats[0]
    on_area = {"side": "yours", "zone": "any", "energy_min": 3, "energy_max": 3}
    in_hand = {"side": "yours", "zone": "hand", "energy_min": 3, "energy_max": 3}
    me.deck.extend(me.hand)
    me.hand[:] = [pull(me, ids(state, twin)[0])]
    assert count_cards(state, 0, on_area, None) == 0 and count_cards(state, 0, in_hand, None) == 0
    me.front[:] = [unit_from_zones(state, twin, 0)]
    assert count_cards(state, 0, on_area, None) == 1 and count_cards(state, 0, in_hand, None) == 0
    check_invariants(state)


def test_also_treated_as_a_name_without_is():
    """Card wording: "This card also treated as <X>" (the "is" left out): the same as "This card is also treated as
    <X>", a second name."""
    assert compiled_effects("This card also treated as <Pale Ghost>.") == [
        {"timing": "static", "actions": [{"do": "also-named", "name": "Pale Ghost"}]}]


def test_the_pilot_takes_the_raise_when_the_other_option_does_nothing():
    """Card wording: "[On Play] Choose 1 of the following effects. • Choose up to 1 other character on your area, it
    gets +1000 BP during this turn. • The next time you choose a character with an [effect that specifies a BP range]
    during this turn, increase the specified BP range by +1000." With no other character of yours the boost does
    nothing, so the pilot takes the raise (a small gain, option_value); with one it takes the boost."""
    text = ("[On Play] Choose 1 of the following effects.\n• Choose up to 1 other character on your area, it gets +1000 BP "
            "during this turn.\n• The next time you choose a character with an [effect that specifies a BP range] during "
            "this turn, increase the specified BP range by +1000.")
    effects = compiled_effects(text)
    herald = card("T06", name="Bell Herald", text=text)
    foe = card("T07", name="Tower Knight", bp=3000)
    state = to_main(game([deck((herald, 4)), deck((foe, 4))], seed=50))
    me = state.seats[0]
    _foe_front(state, foe)
    source = unit_from_zones(state, herald, 0)
    me.front[:] = [source]
    run_effects(state, 0, effects, source)
    assert me.range_next == 1000
    me.range_next = 0
    ally = unit_from_zones(state, herald, 0)
    me.front.append(ally)
    run_effects(state, 0, effects, source)
    assert me.range_next == 0 and state._bp(ally) == 3000
    check_invariants(state)


def test_for_each_named_card_in_two_zones_the_range_rises():
    """Card wording: "Choose 1 character on your opponent's Front Line with "BP 1000 or less" and retire it. For each
    <X> in your Outside Area and Remove Area, increase the specified BP range by +1000." The cards of both zones count
    together (zone "outside|remove")."""
    text = ('Choose 1 character on your opponent\'s Front Line with "BP 1000 or less" and retire it. For each <Moth Kin> '
            "in your Outside Area and Remove Area, increase the specified BP range by +1000.")
    effects = compiled_effects(text)
    assert effects[0]["actions"][0]["target"]["bp_max_plus_count"] == {"name": "Moth Kin", "side": "yours",
                                                                       "zone": "outside|remove"}
    moth = card("R11", name="Moth Kin")
    foe = card("R12", name="Tower Knight", bp=3000)
    state = to_main(game([deck((moth, 4)), deck((foe, 4))], seed=46))
    me, them = state.seats[0], state.seats[1]
    foe_unit, = _foe_front(state, foe)
    me.outside[:] = [pull(me, ids(state, moth)[0])]
    run_effects(state, 0, effects, None)  # 1000 + 1000
    assert them.front == [foe_unit]
    me.remove[:] = [pull(me, ids(state, moth)[0])]
    run_effects(state, 0, effects, None)  # 1000 + 2000
    assert them.front == []
    check_invariants(state)


def test_a_condition_that_widens_the_range_also_raises_the_next_choice():
    """Card wording: 'Choose 1 character on your opponent's Front Line with "BP 3000 or less" and retire it. If there is
    a character with "X" in its name on your area, its "BP 4000 or less" instead and during this turn, the next time
    you choose a character with an effect that specifies a BP range, increase the specified BP range by +1000.' With
    such a character: 4000, and the next choice this turn reaches 1000 higher; without it: 3000 and no raise."""
    text = ('Choose 1 character on your opponent\'s Front Line with "BP 3000 or less" and retire it. If there is a '
            'character with "Rook" in its name on your area, its "BP 4000 or less" instead and during this turn, the '
            "next time you choose a character with an effect that specifies a BP range, increase the specified BP range "
            "by +1000.")
    effects = compiled_effects(text)
    rook = card("T08", name="Rook of Ash")
    foe = card("T09", name="Tower Knight", bp=4000)
    state = to_main(game([deck((rook, 4)), deck((foe, 8))], seed=51))
    me, them = state.seats[0], state.seats[1]
    foe_unit, = _foe_front(state, foe)
    run_effects(state, 0, effects, None)
    assert them.front == [foe_unit] and me.range_next == 0
    me.front[:] = [unit_from_zones(state, rook, 0)]
    run_effects(state, 0, effects, None)
    assert them.front == [] and me.range_next == 1000
    check_invariants(state)


def test_for_this_turn_character_cards_are_event_cards_too():
    """Card wording: "All of your character cards other than <X> are treated as Event cards in all places during this
    turn." (an event): after it resolves, a Character card of yours in the Outside Area is an Event Card for "Add up to
    1 Event Card from your Outside Area to your hand" — still a Character card, as "character cards other than <X>"
    says; the turn over, it is not (seed 000 End Phase: "this turn" effects end)."""
    from engine.games.union_arena.constants import PASS
    text = ("All of your character cards other than <Ivo Lark> are treated as Event cards in all places during this "
            "turn.")
    effects = compiled_effects(text)
    assert effects == [{"timing": "main", "actions": [{"do": "also-event", "target": {
        "all": True, "card_type": "character", "not_name": "Ivo Lark", "side": "yours"}, "duration": "this-turn"}]}]
    rite = card("T10", name="Mask Rite", type="event", text=text)
    mote = card("T11", name="Dust Mote")
    fetch = compiled_effects("Add up to 1 Event Card from your Outside Area to your hand.")
    state = to_main(game([deck((rite, 4), (mote, 4)), deck()], seed=52))
    assert state.table.any_event_auras
    me = state.seats[0]
    mote_id = ids(state, mote)[0]
    me.outside[:] = [pull(me, mote_id)]
    run_effects(state, 0, fetch, None)
    assert me.outside == [mote_id]
    run_effects(state, 0, effects, None)
    run_effects(state, 0, fetch, None)
    assert me.hand[-1] == mote_id and me.outside == []
    me.outside.append(me.hand.pop())
    turn = state.turn
    while state.turn == turn:
        state.apply(PASS)
    assert me.events_now == ()
    run_effects(state, 0, fetch, None)
    assert me.outside == [mote_id]
    check_invariants(state)


def test_the_next_choice_raise_is_taken_by_a_choice_made_before_its_replacement():
    """Card wording: "During this turn, the next time you choose a character with an effect that specifies a BP range,
    increase the specified BP range by +1000." then "Choose up to 1 character on your opponent's Front Line with BP 2000
    or less and return it to its owner's hand. If the chosen character was rested, retire it instead.": the choice is
    made first (3000 reaches the 3000 BP character), and it takes the raise."""
    raise_next = compiled_effects("During this turn, the next time you choose a character with an effect that specifies "
                                  "a BP range, increase the specified BP range by +1000.")
    bounce = compiled_effects("Choose up to 1 character on your opponent's Front Line with BP 2000 or less and return it "
                              "to its owner's hand. If the chosen character was rested, retire it instead.")
    brute = card("T12", name="Iron Brute", bp=3000)
    state = to_main(game([deck(), deck((brute, 4))], seed=53))
    me, them = state.seats[0], state.seats[1]
    brute_unit, = _foe_front(state, brute)
    brute_unit.rested = True
    run_effects(state, 0, raise_next, None)
    run_effects(state, 0, bounce, None)
    assert them.front == [] and ids(state, brute)[0] in them.outside and me.range_next == 0
    check_invariants(state)
