"""Union Arena counts and what happened this turn, compiled from card texts written for Decklab (docs/engine.md,
"Counts and this turn's history: moves counted, cards drawn, hands compared, names listed"): a BP gain for each time a
character moved, a BP limit from the cards drawn this turn, drawing until the hands match, lists of names, totals of
two kinds of card, "If you use an Event Card during this turn", generated energy for every 10 cards.

Each scenario builds its position through the engine's API; the docstring quotes the card wording and the seed 000
section the reading follows."""
from engine.games.union_arena.effects_runtime import holds, run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, compiled_effects, deck, game, ids, to_main, unit_from_zones

_MOVE_SELF = [{"timing": "main", "actions": [{"do": "move-line", "to": "other", "target": {"self": True}}]}]


def test_bp_for_each_time_this_character_moved_this_turn():
    """Card wording: "For each time this character moved this turn, this character gets +1000 BP during this turn."
    Each move to the other line this turn (seed 000 Move Phase, or an effect's move) adds 1000; the count starts again
    with the next turn (End Phase 4: effects "for the turn" end)."""
    text = "For each time this character moved this turn, this character gets +1000 BP during this turn."
    compiled_effects(text)
    runner = card("930", bp=2000, text=text)
    state = to_main(game([deck((runner, 4)), deck()], seed=930))
    me = state.seats[0]
    holder = unit_from_zones(state, runner, 0)
    me.energy[:] = [holder]
    assert state._bp(holder) == 2000
    run_effects(state, 0, _MOVE_SELF, holder)
    assert holder in me.front and state._bp(holder) == 3000
    run_effects(state, 0, _MOVE_SELF, holder)
    assert holder in me.energy and state._bp(holder) == 4000
    state.turn += 1  # (another turn: no move yet)
    assert state._bp(holder) == 2000
    check_invariants(state)


def test_bp_limit_from_the_cards_you_have_drawn_this_turn():
    """Card wording: "Choose up to 1 character on your opponent's Front Line with BP equal or less the number of cards
    you have drawn during this turn x1000 and retire it." The limit is counted as the effect resolves: every card this
    player drew this turn, the Draw Phase's included."""
    text = ("[Main] Choose up to 1 character on your opponent's Front Line with BP equal or less the number of cards you "
            "have drawn during this turn x1000 and retire it.")
    effects = compiled_effects(text)
    assert effects[0]["actions"][0]["target"]["bp_max_drawn"] == 1000
    hunter = card("931", text=text)
    middle, big = card("932", bp=3000), card("933", bp=4000)
    for drawn, retired in ((2, False), (3, True)):
        state = to_main(game([deck((hunter, 4)), deck((middle, 4), (big, 4))], seed=931))
        me, them = state.seats[0], state.seats[1]
        holder = unit_from_zones(state, hunter, 0)
        me.front[:] = [holder]
        target = unit_from_zones(state, middle, 1)
        them.front[:] = [target]
        me.drawn_now = 0
        state._draw(0, drawn)
        run_effects(state, 0, effects, holder)
        assert (target not in them.front) is retired  # 3000 BP: retired once 3 cards were drawn
        check_invariants(state)


def test_draw_until_your_hand_has_as_many_cards_as_your_opponents():
    """Card wording: "If you have less cards in your hand than your opponent, ... draw cards until your hand has the
    same number of cards as your opponent": as many as their hand holds as it resolves; with as many or more already,
    nothing is drawn."""
    text = "[Main] Draw cards until your hand has the same number of cards as your opponent."
    effects = compiled_effects(text)
    assert effects[0]["actions"] == [{"do": "draw-to", "as_opponent": True}]
    compiled_effects("[On Play] If you have less cards in your hand than your opponent, you may pay 1 AP. If you did, draw "
                     "cards until your hand has the same number of cards as your opponent and you cannot use cards from "
                     "your hand during this turn.")
    drawer = card("934", text=text)
    for mine, theirs in ((2, 5), (6, 5)):
        state = to_main(game([deck((drawer, 4)), deck()], seed=934))
        me, them = state.seats[0], state.seats[1]
        holder = unit_from_zones(state, drawer, 0)
        me.front[:] = [holder]
        me.deck.extend(me.hand)
        them.deck.extend(them.hand)
        me.hand[:] = [me.deck.pop() for _ in range(mine)]
        them.hand[:] = [them.deck.pop() for _ in range(theirs)]
        run_effects(state, 0, effects, holder)
        assert len(me.hand) == max(mine, theirs)
        check_invariants(state)


def test_names_listed_without_and_each_one_on_your_area():
    """Card wording: "If you have <A>, <B>, <C> on you area, ..." and "If you have all of <A>, <B>, <C> and <D> on
    your area and Outside Area, ...": a list of names is every one of them (as "<A>, <B> and <C>"); "on you area" is a
    misprint of "your"."""
    listed = compiled_effects("[Main] If you have <Reed Lark>, <Moss Finch>, <Tarn Wren> on you area, draw 1 card.")
    assert listed == compiled_effects("[Main] If you have <Reed Lark>, <Moss Finch> and <Tarn Wren> on your area, draw 1 card.")
    assert listed == compiled_effects("[Main] If you have all of <Reed Lark>, <Moss Finch> and <Tarn Wren> on your area, "
                                      "draw 1 card.")
    both = compiled_effects("[Main] If you have all of <Reed Lark>, <Moss Finch> and <Tarn Wren> on your area and Outside "
                            "Area, draw 1 card.")
    assert both[0]["condition"]["zone"] == "any|outside"
    lark, finch, wren = card("935", name="Reed Lark"), card("936", name="Moss Finch"), card("937", name="Tarn Wren")
    state = to_main(game([deck((lark, 4), (finch, 4), (wren, 4)), deck()], seed=935))
    me = state.seats[0]
    me.front[:] = [unit_from_zones(state, lark, 0), unit_from_zones(state, finch, 0)]
    on_area, with_outside = listed[0]["condition"], both[0]["condition"]
    assert not holds(state, 0, on_area, None) and not holds(state, 0, with_outside, None)
    wren_id = ids(state, wren)[0]
    me.deck.remove(wren_id) if wren_id in me.deck else me.hand.remove(wren_id)
    me.outside.append(wren_id)
    assert not holds(state, 0, on_area, None) and holds(state, 0, with_outside, None)  # <Tarn Wren> in the Outside Area
    check_invariants(state)


def test_a_total_of_two_kinds_of_card_counted_together():
    """Card wording: "if there are a total of 2 or more other <Trait: Imagin> cards and characters with "Den-O" in
    their name on your area, ...": cards of either kind, counted together, each once; "other": this card is not
    counted."""
    text = ('[Main] If there are a total of 2 or more other <Trait: Glass Choir> cards and characters with "Vane" in '
            'their name on your area, draw 1 card.')
    condition = compiled_effects(text)[0]["condition"]
    singer = card("938", traits=["Glass Choir"], text=text)
    chorus = card("939", traits=["Glass Choir"])
    vane = card("940", name="Vane Rider")
    state = to_main(game([deck((singer, 4), (chorus, 4), (vane, 4)), deck()], seed=938))
    me = state.seats[0]
    holder = unit_from_zones(state, singer, 0)
    me.front[:] = [holder, unit_from_zones(state, chorus, 0)]
    assert not holds(state, 0, condition, holder)  # this card and 1 other
    me.energy[:] = [unit_from_zones(state, vane, 0)]
    assert holds(state, 0, condition, holder)  # a <Trait: Glass Choir> and a "Vane"
    check_invariants(state)


def test_if_you_use_an_event_card_during_this_turn():
    """Card wording: "Choose up to 1 character on your area, it gets +1000 BP during this turn. If you use an Event
    Card during this turn, draw 1 card." Said in the present tense of the same turn: an Event Card used this turn, as
    "If you used an Event Card during this turn"."""
    present = compiled_effects("[Main] If you use an Event Card during this turn, draw 1 card.")
    assert present == compiled_effects("[Main] If you used an Event Card during this turn, draw 1 card.")
    spark = card("941", type="event", text="Draw 1 card.")
    state = to_main(game([deck((spark, 4)), deck()], seed=941))
    me = state.seats[0]
    assert not holds(state, 0, present[0]["condition"], None)
    me.used_now += (ids(state, spark)[0],)
    assert holds(state, 0, present[0]["condition"], None)


def test_generated_energy_for_every_ten_cards_in_your_outside_area():
    """Card wording: "For every 10 cards in your Outside Area, this character gains +1 [purple] generated energy.": +1
    for each full 10 cards there, as the count is now (seed 000, Energy Line: the energy a card generates)."""
    text = "For every 10 cards in your Outside Area, this character gains +1 [purple] generated energy."
    compiled_effects(text)
    well = card("942", color="purple", text=text)
    state = to_main(game([deck((well, 4)), deck()], seed=942))
    me = state.seats[0]
    holder = unit_from_zones(state, well, 0)
    me.energy[:] = [holder]
    me.outside.extend(me.deck.pop() for _ in range(9))
    assert state._generated(holder) == 1
    me.outside.extend(me.deck.pop() for _ in range(12))
    assert state._generated(holder) == 3  # 21 cards: 2 full tens
    check_invariants(state)


def test_front_row_is_the_front_line():
    """Card wording: "For each <X> card on your front row, reduce the required energy for this card in your hand by 1":
    the "front row" is the Front Line."""
    assert compiled_effects("For each <Pale Moth> card on your front row, reduce the required energy for this card in "
                            "your hand by 1.") == compiled_effects(
        "For each <Pale Moth> card on your Front Line, reduce the required energy for this card in your hand by 1.")
