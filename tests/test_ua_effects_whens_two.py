"""Union Arena triggered timings, second part (the whens family): "At the start of your Main Phase", "When this character
returns from your area to your hand", "During your Main Phase, when you draw a card with your effects" and "When this
card is placed to the Remove Area / from your hand to the Outside Area by the effect of your <X> card", compiled from
card texts written for Decklab and played through the engine's API (docs/engine.md, the last bullet)."""
from engine.games.union_arena.constants import ACTIVATE, FRONT, MAIN, PASS, PLAY
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    card,
    compiled_effects,
    deck,
    game,
    ids,
    in_hand,
    play_from_hand,
    pull,
    to_main,
    unit_from_zones,
)


def _next_own_main(state):
    """Goldfish: seat 0 passes its Main and Attack Phases; its next turn runs to its Main Phase (the Start Phase's draw,
    no extra draw, no move)."""
    state.apply(PASS)  # Main Phase -> Attack Phase
    while state.turn == 1 or state.phase != MAIN:
        state.apply(PASS)
    return state


def _use_event(state, record):
    """Seat 0 uses one copy of the event `record` from its hand (a legal PLAY action, AP to spare)."""
    me = state.seats[0]
    in_hand(state, record)
    card_id = ids(state, record)[0]
    me.ap[:] = [True] * 3
    state.apply(next(a for a in state.legal_actions() if a[0] == PLAY and me.hand[a[1]] == card_id))


# --- "At the start of your Main Phase" --------------------------------------------------------------
MAIN_START = "At the start of your Main Phase, draw 1 card."


def test_start_of_main_phase_resolves_as_the_main_phase_begins():
    """Card wording: "At the start of your Main Phase, ...". Seed 000, Turn structure: Start Phase, Move Phase, Main
    Phase; the effect resolves once, as the Main Phase begins (after the Start Phase's draw), and not in the opponent's
    turn."""
    assert compiled_effects(MAIN_START) == [{"timing": "start-of-main-phase", "actions": [{"do": "draw", "amount": 1}]}]
    opener = card("W01", bp=2000, text=MAIN_START)
    state = to_main(game([deck((opener, 4))], goldfish=True, seed=81))
    me = state.seats[0]
    me.front.append(unit_from_zones(state, opener, 0))
    hand = len(me.hand)
    _next_own_main(state)
    assert state.phase == MAIN and state.player == 0
    assert len(me.hand) == hand + 2  # the Start Phase's draw and this effect's
    check_invariants(state)


RELIEF = ("At the start of your Main Phase, retire this character. Play up to 1 <Trait: Lantern> card with required "
          "energy of 1 or less from your Outside Area to your area rested.")


def test_start_of_main_phase_retires_itself_and_plays_from_the_outside_area():
    """Card wording: "At the start of your Main Phase, retire this character. Play up to 1 <Trait: X> card ... from your
    Outside Area to your area rested." The character goes to the Outside Area first, then a matching card of the
    Outside Area is played rested (seed 000: a character is played rested unless an effect says otherwise)."""
    relief = card("W02", bp=3000, text=RELIEF)
    lantern = card("W03", bp=1500, required_energy=1, traits=["Lantern"])
    state = to_main(game([deck((relief, 4), (lantern, 4))], goldfish=True, seed=82))
    me = state.seats[0]
    me.front[:] = [unit_from_zones(state, relief, 0)]
    me.energy[:] = [unit_from_zones(state, lantern, 0) for _ in range(2)]  # (energy for the played card)
    me.outside.append(pull(me, ids(state, lantern)[0]))
    _next_own_main(state)
    assert ids(state, relief)[0] in me.outside
    played = [u for u in me.front if u.card == ids(state, lantern)[0]]
    assert len(played) == 1 and played[0].rested
    check_invariants(state)


# --- "When this character returns from your area to your hand" -----------------------------------------
RETURNS = "[Your Turn] When this character returns from your area to your hand, draw 1 card."
SEND_BACK = [{"timing": "main", "actions": [{"do": "return-to-hand", "target": {"side": "yours", "zone": "front",
                                                                                  "up_to": 1, "exactly": True}}]}]


def test_returned_to_hand_in_your_turn():
    """Card wording: "[Your Turn] When this character returns from your area to your hand, draw 1 card." The card is in
    the hand as the effect resolves, after the effect that returned it (seed 000, "If multiple effects are
    simultaneously activated"); in the opponent's turn (an effect of theirs returning it) it does nothing."""
    assert compiled_effects(RETURNS) == [{"timing": "when-returned-to-hand", "condition": {"kind": "your-turn"},
                                          "actions": [{"do": "draw", "amount": 1}]}]
    runner = card("W04", bp=1000, text=RETURNS)
    state = to_main(game([deck((runner, 4)), deck()], seed=83))
    me = state.seats[0]
    me.front[:] = [unit_from_zones(state, runner, 0)]
    hand = len(me.hand)
    run_effects(state, 0, SEND_BACK, None)
    assert me.front == [] and ids(state, runner)[0] in me.hand
    assert len(me.hand) == hand + 2  # the card itself and the card drawn
    check_invariants(state)
    # the opponent's turn: their effect returns it, no draw
    state = to_main(game([deck((runner, 4)), deck()], seed=83))
    me = state.seats[0]
    me.front[:] = [unit_from_zones(state, runner, 0)]
    state.player = state.actor = 1
    hand = len(me.hand)
    run_effects(state, 1, [{"timing": "main", "actions": [{"do": "return-to-hand", "target": {
        "side": "opponents", "zone": "front", "up_to": 1, "exactly": True}}]}], None)
    assert me.front == [] and len(me.hand) == hand + 1


RETURNS_MAY = ("[Your Turn] When this character returns from your area to your hand, you may place 1 <Ivo Stern> from "
               "your hand to the Outside Area. If you did, draw 2 cards.")


def test_returned_to_hand_you_may():
    """Card wording: "..., you may place 1 <X> from your hand to the Outside Area. If you did, draw 2 cards." The
    optional step is weighed as every "you may" (take_optional): a spare <X> for two cards is taken; without one in the
    hand nothing is done, and "If you did" draws nothing."""
    runner = card("W05", bp=1000, text=RETURNS_MAY)
    ivo = card("W06", name="Ivo Stern", bp=1000)
    for with_ivo, drawn in ((True, 2), (False, 0)):
        state = to_main(game([deck((runner, 4), (ivo, 4)), deck()], seed=84))
        me = state.seats[0]
        me.hand[:] = [c for c in me.hand if c != ids(state, ivo)[0]]
        if with_ivo:
            in_hand(state, ivo)
        me.front[:] = [unit_from_zones(state, runner, 0)]
        hand = len(me.hand)
        run_effects(state, 0, SEND_BACK, None)
        assert len(me.hand) == hand + 1 - (1 if with_ivo else 0) + drawn
        assert (ids(state, ivo)[0] in me.outside) == with_ivo
        check_invariants(state)


def test_returned_next_cost_and_set_it_active_is_not_played():
    """"reduce the AP cost of the next <X> you use ... and set it active": "it" is the card used later, not a card the
    effect chose — the runtime does not play that reading (the card stays simulated incompletely)."""
    from engine.games.union_arena.effects_runtime import plays

    text = ("[Your Turn] When this character returns from your area to your hand, reduce the AP cost of the next blue "
            "<Pale Kite> you use from your hand during this turn by 1 and set it active.")
    assert not any(plays(effect, False) for effect in compiled_effects(text))


# --- "During your Main Phase, when you draw a card with your effects" -------------------------------
DRAW_WAKE = "[When in Frontline] During your Main Phase, when you draw a card with your effects, set this character to active."
DRAW_WAKE_LATER = ("[When in Frontline] During your Main Phase, except the turn this character was played, when you draw "
                   "a card with your effects, set this character to active.")
DRAW_EVENT = "Draw 1 card."


def test_draw_by_your_effect_in_main_phase_sets_active():
    """Card wording: "[When in Frontline] During your Main Phase, when you draw a card with your effects, set this
    character to active." An event's draw in your Main Phase sets the rested character active (after the event's
    effect); on the Energy Line it does not."""
    assert compiled_effects(DRAW_WAKE) == [{"timing": "when-you-draw-by-your-effect", "condition": {"kind": "all", "conditions": [
        {"kind": "in-line", "line": "front"}, {"kind": "your-main-phase"}]}, "actions": [{"do": "set-active", "target": {"self": True}}]}]
    waker = card("W07", bp=3000, text=DRAW_WAKE)
    book = card("W08", type="event", text=DRAW_EVENT)
    for line in ("front", "energy"):
        state = to_main(game([deck((waker, 4), (book, 4))], goldfish=True, seed=85))
        me = state.seats[0]
        unit = unit_from_zones(state, waker, 0, rested=True)
        (me.front if line == "front" else me.energy).append(unit)
        _use_event(state, book)
        assert unit.rested == (line == "energy")
        check_invariants(state)
    assert state.table.any_draw_hooks
    plain = to_main(game([deck((book, 4))], goldfish=True, seed=85))
    assert not plain.table.any_draw_hooks  # no card with the timing: a draw asks nothing


def test_draw_outside_the_main_phase_or_played_this_turn_does_nothing():
    """Seed 000: the Start Phase's draw is the rules', not an effect's (the character is untapped then anyway); "except
    the turn this character was played": played this turn, an event's draw leaves it rested."""
    waker = card("W09", bp=3000, text=DRAW_WAKE_LATER)
    book = card("W10", type="event", text=DRAW_EVENT)
    state = to_main(game([deck((waker, 4), (book, 4))], goldfish=True, seed=86))
    unit = play_from_hand(state, waker)
    assert unit is not None and unit.rested
    _use_event(state, book)
    assert unit.rested  # played this turn
    unit.played_turn = state.turn - 1  # as if it had been played before this turn
    _use_event(state, book)
    assert not unit.rested
    check_invariants(state)


def test_draw_by_activated_effect_sets_it_active_again():
    """A character that rests as the cost of its own "[Main] [Rest this card] Draw 1 card." is set to active by the
    draw (the two effects together: seed 000 has no rule against it; the card's own [Main] has no once per turn)."""
    text = "[When in Frontline] During your Main Phase, when you draw a card with your effects, set this character to active.@[Main] [Rest this card] Draw 1 card."
    engine_card = card("W11", bp=2000, text=text)
    state = to_main(game([deck((engine_card, 4))], goldfish=True, seed=87))
    me = state.seats[0]
    unit = unit_from_zones(state, engine_card, 0)
    me.front.append(unit)
    hand = len(me.hand)
    state.apply(next(a for a in state.legal_actions() if a[0] == ACTIVATE and a[1] == FRONT))
    assert len(me.hand) == hand + 1 and not unit.rested
    check_invariants(state)


# --- "placed ... by the effect of your <X> card" ---------------------------------------------------
REMOVED_BY = ("When this card is placed to the Remove Area by the effect of your purple <Trait: Ember> card, draw 1 "
              "card.")
TO_REMOVE = "Place 1 card from your Outside Area to your Remove Area."


def test_placed_to_remove_area_by_a_named_card():
    """Card wording: "When this card is placed to the Remove Area by the effect of your purple <Trait: X> card, draw 1
    card." The card whose effect placed it must match: a purple <Trait: Ember> event's does, another event's does
    not."""
    assert compiled_effects(REMOVED_BY) == [{"timing": "when-removed", "condition": {
        "kind": "placed-by", "filter": {"color": "purple", "trait": "Ember"}}, "actions": [{"do": "draw", "amount": 1}]}]
    ash = card("W12", bp=1000, text=REMOVED_BY)
    ember = card("W13", type="event", color="purple", traits=["Ember"], text=TO_REMOVE)
    plain = card("W14", type="event", color="purple", text=TO_REMOVE)
    for event, drawn in ((ember, 1), (plain, 0)):
        state = to_main(game([deck((ash, 4), (ember, 4), (plain, 4))], goldfish=True, seed=88))
        me = state.seats[0]
        me.outside[:] = [pull(me, ids(state, ash)[0])]
        in_hand(state, event)
        hand = len(me.hand)
        _use_event(state, event)
        assert ids(state, ash)[0] in me.remove
        assert len(me.hand) == hand - 1 + drawn
        check_invariants(state)


DISCARDED_BY = ("If this card is placed from your hand to the Outside Area by your Event Card or <Vale Warden> effect, "
                "draw 1 card.")


def test_placed_from_hand_by_an_event_or_a_named_character():
    """Card wording: "If this card is placed from your hand to the Outside Area by your Event Card or <X> effect, draw
    1 card." By an event's effect it draws; by the [Main] of a character that is not <X> it does not; by <X>'s it
    does (its cost counts: "placed ... by an effect or an effect's cost")."""
    spark = card("W15", bp=1000, required_energy=0, ap_cost=0, text=DISCARDED_BY)
    toss = card("W16", type="event", text="Place 1 card from your hand to the Outside Area.")
    warden = card("W17", name="Vale Warden", bp=2000, text="[Main] [Rest this card] [Discard 1] Draw 1 card.")
    other = card("W18", name="Oak Warden", bp=2000, text="[Main] [Rest this card] [Discard 1] Draw 1 card.")
    heavy = card("W19", bp=4000, required_energy=5, ap_cost=3)
    for how, drawn in (("event", 1), (warden, 1), (other, 0)):
        state = to_main(game([deck((spark, 4), (toss, 4), (warden, 4), (other, 4), (heavy, 20))], goldfish=True,
                             seed=89))
        me = state.seats[0]
        me.deck.extend(me.hand)
        me.hand.clear()
        me.hand.extend(pull(me, card_id) for card_id in [ids(state, heavy)[0]] * 3 + [ids(state, spark)[0]])
        if how == "event":
            _use_event(state, toss)  # (added to the hand, then used): the cheapest card, the spark, is placed
        else:
            me.front[:] = [unit_from_zones(state, how, 0)]
            state.apply(next(a for a in state.legal_actions() if a[0] == ACTIVATE))  # the spark, then a draw
        assert ids(state, spark)[0] in me.outside
        assert len(me.hand) == (3 if how == "event" else 4) + drawn
        check_invariants(state)


def test_placed_by_is_read_only_for_placed_cards():
    """A placed-by condition names the card whose effect placed this one; only the timings of a card placed somewhere
    read it (the runtime refuses it elsewhere)."""
    from engine.games.union_arena.effects_runtime import plays

    effect = {"timing": "on-play", "condition": {"kind": "placed-by", "filter": {"card_type": "event"}},
              "actions": [{"do": "draw", "amount": 1}]}
    assert not plays(effect, False)
    assert plays(dict(effect, timing="when-discarded-by-your-effect"), False)
