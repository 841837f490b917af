"""BP arithmetic and static gains (docs/engine.md, the "BP arithmetic and static gains" bullet): a chosen character's
BP change counted "for each <A>, <B> and <C> on your field" after a colon, "When this character's BP is N or more:
[Impact 1]", "For each Front Line character you have, +500 BP" and "If ..., +500 BP" with no subject, BP limits "less
than the number of <X> x1000", "equal or lower than the number of your other characters x 1000", "equal to or lower
than 1 of your other characters", "equal to or less than that character" (the one just retired) and "gains BP equal to
500 multiplied by the number of ...". Texts are written for Decklab (invented names and numbers in the real phrasing);
each scenario runs through the engine."""
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    card,
    compiled_effects,
    deck,
    effects_of,
    game,
    ids,
    pull,
    to_main,
    unit_from_zones,
)


def _event(state, record, seat=0):
    """Use the event `record`'s effect for `seat` (its main effect resolves; seed 000 Main Phase A)."""
    event = ids(state, record)[0]
    run_effects(state, seat, effects_of(state, record).on_play, None, event=event)


def test_for_each_listed_kind_after_a_colon():
    """Card wording: "Choose 1 of your opponent's Frontline character: For each <Trait: A>, <B> and <C> on your field,
    it gets -1000BP for the turn." Every card of yours that is any of the three counts once (not "each of them at least
    once"): two such characters give -2000 BP to the chosen opposing character, a third character of another kind
    nothing."""
    text = ("Choose 1 of your opponent's Frontline character: For each <Trait: Iron Lancers>, <Mira Holt> and <Sable "
            "Knight> on your field, it gets -1000BP for the turn")
    assert compiled_effects(text)[0]["actions"][1]["per_target"] == {
        "name": "Mira Holt|Sable Knight", "trait": "Iron Lancers", "name_or_trait": True, "side": "yours", "zone": "any"}
    cry = card("B01", type="event", text=text)
    lancer = card("B02", name="Pike Rider", traits=["Iron Lancers"])
    mira = card("B03", name="Mira Holt")
    plain = card("B04", name="Farm Hand")
    foe = card("B05", name="Ogre Chief", bp=4000)
    state = to_main(game([deck((cry, 4), (lancer, 4), (mira, 4), (plain, 4)), deck((foe, 4))], seed=801))
    me, them = state.seats
    me.front[:] = [unit_from_zones(state, lancer, 0), unit_from_zones(state, mira, 0), unit_from_zones(state, plain, 0)]
    ogre = unit_from_zones(state, foe, 1)
    them.front[:] = [ogre]
    _event(state, cry)
    assert state._bp(ogre) == 2000
    check_invariants(state)


def test_impact_while_this_characters_bp_is_high_enough():
    """Card wording: "When this Character BP is 4000 or above: [Impact (1)]." (and "If this character's have BP4000 or
    more, this character gains [Impact (1)]"): a continuous effect, Impact 1 while its BP is 4500 or more now."""
    text = "When this Character BP is 4500 or above: [Impact (1) ]."
    assert compiled_effects(text) == compiled_effects("If this character's have BP4500 or more, this character gains "
                                                      "[Impact (1) ].")
    brute = card("B11", name="Tusk Brute", bp=4000, text=text)
    state = to_main(game([deck((brute, 4)), deck()], seed=811))
    holder = unit_from_zones(state, brute, 0)
    state.seats[0].front[:] = [holder]
    assert state._keyword(holder, "impact") == 0
    holder.bonus += 500  # (+500 BP this turn, as an effect gives it)
    assert state._bp(holder) == 4500 and state._keyword(holder, "impact") == 1
    check_invariants(state)


def test_for_each_front_line_character_you_have_with_no_subject():
    """Card wording: "[When in Frontline] For each frontline character you have, +500BP." The BP is this character's
    (no other is named), one step for each character on your Front Line, itself included; on the Energy Line it gets
    nothing."""
    captain = card("B21", name="Deck Captain", bp=2000, text="[When in Frontline] For each frontline character you have, +500BP.")
    plain = card("B22", name="Deck Hand")
    state = to_main(game([deck((captain, 4), (plain, 4)), deck()], seed=821))
    me = state.seats[0]
    holder = unit_from_zones(state, captain, 0)
    me.front[:] = [holder, unit_from_zones(state, plain, 0), unit_from_zones(state, plain, 0)]
    assert state._bp(holder) == 3500
    me.front.remove(holder)
    me.energy[:] = [holder]
    assert state._bp(holder) == 2000
    check_invariants(state)


def test_if_you_have_a_card_in_your_outside_area_plus_bp():
    """Card wording: "If you have 1 or more <X> in your outside area, +500BP" (beside "this card +500BP" on the same
    card): this character gets +500 BP while the condition holds."""
    cook = card("B31", name="Oven Cook", bp=1500, text="If you have 1 or more <Copper Lantern> in your outside area, +500BP")
    lantern = card("B32", name="Copper Lantern")
    state = to_main(game([deck((cook, 4), (lantern, 4)), deck()], seed=831))
    me = state.seats[0]
    holder = unit_from_zones(state, cook, 0)
    me.front[:] = [holder]
    lantern_id = ids(state, lantern)[0]
    assert lantern_id not in me.outside and state._bp(holder) == 1500
    me.outside.append(pull(me, lantern_id))
    assert state._bp(holder) == 2000
    check_invariants(state)


def test_bp_less_than_a_count_times_1000_and_the_replacement():
    """Card wording: "Choose one of your opponent's Front Line characters with BP less than the total number of <Trait:
    X> cards on your field x 1000 and "retire" it. If you have a <Y> on your field, this is replaced with "Place it in the
    Remove Area"". Strictly less: with two <X> cards a 2000 BP character stays; with three it is retired, or, with <Y>
    on the area, placed in the Remove Area instead."""
    text = ('Choose one of your opponent\'s Front Line characters with BP less than the total number of <Trait: Vanguard> '
            'cards on your field x 1000 and "retire" it. If you have a <Grey Marshal> on your field, this is replaced with '
            '"Place it in the Remove Area"')
    order = card("B41", type="event", text=text)
    guard = card("B42", name="Gate Guard", traits=["Vanguard"])
    marshal = card("B43", name="Grey Marshal")
    foe = card("B44", name="Ogre Scout", bp=2000)
    for guards, with_marshal, where in ((2, False, "front"), (3, False, "outside"), (3, True, "remove")):
        state = to_main(game([deck((order, 4), (guard, 4), (marshal, 4)), deck((foe, 4))], seed=841))
        me, them = state.seats
        me.front[:] = [unit_from_zones(state, guard, 0) for _ in range(guards)]
        if with_marshal:
            me.energy[:] = [unit_from_zones(state, marshal, 0)]
        scout = unit_from_zones(state, foe, 1)
        them.front[:] = [scout]
        _event(state, order)
        assert (scout.card in them.outside, scout.card in them.remove, scout in them.front) == (
            where == "outside", where == "remove", where == "front"), (guards, with_marshal)
        check_invariants(state)


def test_bp_equal_or_lower_than_the_number_of_your_other_characters():
    """Card wording: "[On Play] Choose and Retire 1 of your opponent Front Line Character that BP is equal or lower
    than the number of your other Characters x 1000." Two other characters: a 2000 BP character is retired, never the
    2500 one."""
    hunter = card("B51", name="Marsh Hunter", text="[On Play] Choose and Retire 1 of your opponent Front Line Character "
                  "that BP is equal or lower than the number of your other Characters x 1000.")
    plain = card("B52", name="Marsh Hand")
    small = card("B53", name="Bog Imp", bp=2000)
    big = card("B54", name="Bog Troll", bp=2500)
    state = to_main(game([deck((hunter, 4), (plain, 4)), deck((small, 4), (big, 4))], seed=851))
    me, them = state.seats
    holder = unit_from_zones(state, hunter, 0)
    me.front[:] = [holder, unit_from_zones(state, plain, 0)]
    me.energy[:] = [unit_from_zones(state, plain, 0)]
    imp, troll = unit_from_zones(state, small, 1), unit_from_zones(state, big, 1)
    them.front[:] = [troll, imp]
    run_effects(state, 0, effects_of(state, hunter).on_play, holder)
    assert them.front == [troll]
    check_invariants(state)


def test_bp_equal_or_lower_than_one_of_your_other_characters():
    """Card wording: "[On Play] Choose and Retire up to 1 of your opponent's Frontline Characters with BP equal to or
    lower than 1 of your other Character." You name one of your other characters: your strongest other one (3000 BP)
    lets a 3000 BP character go; this 1000 BP character's own BP does not count."""
    sniper = card("B61", name="Reed Sniper", bp=1000, text="[On Play] Choose and Retire up to 1 of your opponent's "
                  "Frontline Characters with BP equal to or lower than 1 of your other Character.")
    mate = card("B62", name="Reed Captain", bp=3000)
    low = card("B63", name="Reed Boy", bp=1500)
    foe = card("B64", name="Iron Ogre", bp=3000)
    state = to_main(game([deck((sniper, 4), (mate, 4), (low, 4)), deck((foe, 4))], seed=861))
    me, them = state.seats
    holder = unit_from_zones(state, sniper, 0)
    me.front[:] = [holder, unit_from_zones(state, low, 0)]
    me.energy[:] = [unit_from_zones(state, mate, 0)]
    them.front[:] = [unit_from_zones(state, foe, 1)]
    run_effects(state, 0, effects_of(state, sniper).on_play, holder)
    assert them.front == []
    check_invariants(state)


def test_bp_equal_or_less_than_that_character_just_retired():
    """Card wording: "[On Play] You may retire 1 other character from your field. If you do, ... with BP equal to or
    less than that character, retire it": the limit is the BP of the character retired by the step before (as it was
    retired, its +1000 BP included)."""
    text = ("[On Play] You may retire 1 other character on your area. If you did, choose up to 1 character on your "
            "opponent's Front Line with BP equal to or less than that character and retire it.")
    caller = card("B71", name="Pyre Keeper", text=text)
    fodder = card("B72", name="Pyre Moth", bp=2000)
    foe = card("B73", name="Stone Ogre", bp=3000)
    state = to_main(game([deck((caller, 4), (fodder, 4)), deck((foe, 4))], seed=871))
    me, them = state.seats
    holder = unit_from_zones(state, caller, 0)
    moth = unit_from_zones(state, fodder, 0)
    moth.bonus += 1000
    me.front[:] = [holder, moth]
    ogre = unit_from_zones(state, foe, 1)
    them.front[:] = [ogre]
    run_effects(state, 0, effects_of(state, caller).on_play, holder)
    assert moth not in me.front and them.front == []
    check_invariants(state)


def test_bp_equal_to_500_multiplied_by_a_count():
    """Card wording: "This character gains BP equal to 500 multiplied by the number of ... until the end of the turn":
    +500 BP for each such card as it resolves, for the turn."""
    text = ("[When Attacking] This character gains BP equal to 500 multiplied by the number of <Trait: Choir> cards on "
            "your field until the end of the turn.")
    singer = card("B81", name="Lead Singer", bp=2000, traits=["Choir"], text=text)
    voice = card("B82", name="Back Voice", traits=["Choir"])
    state = to_main(game([deck((singer, 4), (voice, 4)), deck()], seed=881))
    me = state.seats[0]
    holder = unit_from_zones(state, singer, 0)
    me.front[:] = [holder, unit_from_zones(state, voice, 0)]
    me.energy[:] = [unit_from_zones(state, voice, 0)]
    run_effects(state, 0, effects_of(state, singer).when_attacking, holder)
    assert state._bp(holder) == 3500
    check_invariants(state)


def test_also_get_for_each_card_placed_lasts_as_the_change_before():
    """Card wording: "All character on your area gets +1000 BP during this turn. You may place any number of cards in
    your hand to the Outside Area. If you did, all character on your area also get +500 BP for each card placed on the
    Outside Area by this effect." "also" adds to the change before: +500 BP for each card placed, during this turn (it
    ends with the turn, seed 000 End Phase)."""
    text = ("All character on your area gets +1000 BP during this turn. You may place any number of cards in your hand to "
            "the Outside Area. If you did, all character on your area also get +500 BP for each card placed on the "
            "Outside Area by this effect.")
    assert compiled_effects(text)[0]["actions"][2]["duration"] == "this-turn"
    rally = card("B91", type="event", text=text)
    plain = card("B92", name="Camp Hand", bp=2000)
    foe = card("B93", name="Hill Ogre", bp=6000)
    state = to_main(game([deck((rally, 4), (plain, 4)), deck((foe, 4))], seed=891))
    me, them = state.seats
    units = [unit_from_zones(state, plain, 0), unit_from_zones(state, plain, 0)]
    me.front[:] = units
    them.front[:] = [unit_from_zones(state, foe, 1)]
    hand_before = len(me.hand)
    _event(state, rally)
    # (how many to place is weighed only for a chosen opposing character: for a boost of your own, none)
    assert len(me.hand) == hand_before and all(state._bp(u) == 3000 for u in units)
    # said without "You may" (2 cards placed): +1000 BP and 2 x +500 BP, during this turn
    order = card("B94", type="event", text=text.replace("You may place any number of cards", "Place 2 cards"))
    state = to_main(game([deck((order, 4), (plain, 4)), deck((foe, 4))], seed=892))
    me, them = state.seats
    units = [unit_from_zones(state, plain, 0), unit_from_zones(state, plain, 0)]
    me.front[:] = units
    them.front[:] = [unit_from_zones(state, foe, 1)]
    outside_before = len(me.outside)
    _event(state, order)
    assert len(me.outside) == outside_before + 2
    assert all(state._bp(u) == 4000 for u in units)
    assert all(u.bonus == 2000 for u in units)  # (Unit.bonus: the changes that end with this turn)
    check_invariants(state)


def test_if_you_have_characters_with_listed_kinds_without_a_comma():
    """Card wording: "If you have 3 or more characters with <Trait: A> , <B> or <C> this character gains [Impact (1)]."
    Characters of yours that are any of the three (this one included) count; with 3 it has Impact 1, with 2 none."""
    text = "If you have 3 or more characters with <Trait: Lantern Guard> , <Oda Rell> or <Pike Unit> this character gains [Impact (1) ] ."
    guard = card("BA1", name="Lamp Sergeant", traits=["Lantern Guard"], text=text)
    oda = card("BA2", name="Oda Rell")
    other = card("BA3", name="Plain Farmer")
    state = to_main(game([deck((guard, 4), (oda, 4), (other, 4)), deck()], seed=901))
    me = state.seats[0]
    holder = unit_from_zones(state, guard, 0)
    me.front[:] = [holder, unit_from_zones(state, oda, 0), unit_from_zones(state, other, 0)]
    assert state._keyword(holder, "impact") == 0
    me.energy[:] = [unit_from_zones(state, oda, 0)]
    assert state._keyword(holder, "impact") == 1
    check_invariants(state)
