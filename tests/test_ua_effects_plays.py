"""Union Arena effects of the "playing and using cards by effects" family, compiled from card texts written for Decklab
and played through the engine's API (docs/engine.md, the last bullets)."""
from engine.games.union_arena.constants import ACTIVATE, PLAY
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    card,
    compiled_effects,
    deck,
    game,
    ids,
    on_top,
    pull,
    to_main,
    unit_from_zones,
)

SCOUT_TEXT = "[On Play] If this character is played from the deck, set this character to active."
DIG_TEXT = ("Look at the top 3 cards of your deck. Play up to 1 <Harbor Scout> among them to your area rested. "
            "Place the remaining at the bottom of your deck in any order.")
REACH_TEXT = "Play up to 1 <Harbor Scout> from your hand to your area rested."


def _scout_position(seed):
    scout = card("P01", name="Harbor Scout", bp=2000, text=SCOUT_TEXT)
    dig = card("P02", type="event", text=DIG_TEXT)
    reach = card("P03", type="event", text=REACH_TEXT)
    state = to_main(game([deck((scout, 4), (dig, 2), (reach, 2)), deck()], seed=seed))
    return state, scout


def _units_of(seat, card_id):
    return [u for u in seat.front + seat.energy if u.card == card_id]


def test_a_character_played_from_the_deck_by_an_effect():
    """Card wording: "[On Play] If this character is played from the deck, set this character to active." An effect
    that looks at the top cards of the deck and plays one among them plays it from the deck: it enters rested ("to your
    area rested"), then its [On Play] activates (seed 000 登場時: "It also activates when the card is played by a card
    effect") and sets it to active."""
    assert compiled_effects(SCOUT_TEXT)[0]["condition"] == {"kind": "played-by-effect", "zone": "deck"}
    state, scout = _scout_position(301)
    me = state.seats[0]
    scout_id = ids(state, scout)[0]
    me.front[:], me.energy[:] = [], []
    on_top(state, me, scout)
    run_effects(state, 0, compiled_effects(DIG_TEXT), None)
    [played] = _units_of(me, scout_id)
    assert not played.rested
    check_invariants(state)


def test_a_character_played_from_the_hand_is_not_played_from_the_deck():
    """Same wording: played by an effect from the hand ("Play up to 1 <X> from your hand to your area rested"), or from
    the hand by its player (rested, seed 000 Play Character cards), the condition does not hold: it stays rested."""
    state, scout = _scout_position(302)
    me = state.seats[0]
    scout_id = ids(state, scout)[0]
    me.front[:], me.energy[:] = [], []
    if scout_id not in me.hand:
        me.hand.append(pull(me, scout_id))
    run_effects(state, 0, compiled_effects(REACH_TEXT), None)
    [played] = _units_of(me, scout_id)
    assert played.rested
    if scout_id not in me.hand:
        me.hand.append(pull(me, scout_id))
    me.ap[:] = [True] * 3
    play = next(a for a in state.legal_actions() if a[0] == PLAY and me.hand[a[1]] == scout_id)
    state.apply(play)
    assert len(_units_of(me, scout_id)) == 2 and all(u.rested for u in _units_of(me, scout_id))
    check_invariants(state)


FORT_TEXT = ("[Main] [Rest this card] This can only be activated if you played a character with an original AP cost of 2 "
             "or more on your area during this turn. Draw 1 card.")


def _fort_position(seed):
    fort = card("P04", name="Granite Keep", bp=1000, text=FORT_TEXT)
    heavy = card("P05", name="Granite Giant", ap_cost=2, bp=5000)
    light = card("P06", name="Granite Page", ap_cost=1, bp=1000)
    call = card("P07", type="event", text="Play up to 1 <Granite Giant> from your Outside Area to your area rested.")
    state = to_main(game([deck((fort, 2), (heavy, 4), (light, 4), (call, 2)), deck()], seed=seed))
    me = state.seats[0]
    me.front[:], me.energy[:] = [unit_from_zones(state, fort, 0)], []
    me.ap[:] = [True] * 3
    return state, fort, heavy, light, call


def _can_activate(state, fort):
    me = state.seats[0]
    return any(a[0] == ACTIVATE and (me.front if a[1] == 0 else me.energy)[a[2]].card == ids(state, fort)[0]
               for a in state.legal_actions())


def test_activation_needs_a_character_of_original_ap_cost_two_played_this_turn():
    """Card wording: "This can only be activated if you played a character with an original AP cost of 2 or more on your
    area during this turn. Draw 1 card." Playing a 1 AP character does not allow it; after playing a 2 AP character
    from the hand (seed 000 Play Character cards: "pay the required Action Points") it can be activated and draws."""
    assert compiled_effects(FORT_TEXT)[0]["condition"] == {"kind": "played-on-area-this-turn",
                                                          "filter": {"card_type": "character", "ap_min": 2}}
    state, fort, heavy, light, _ = _fort_position(303)
    me = state.seats[0]
    for record in (light, heavy):
        if ids(state, record)[0] not in me.hand:
            me.hand.append(pull(me, ids(state, record)[0]))
    assert not _can_activate(state, fort)
    state.apply(next(a for a in state.legal_actions() if a[0] == PLAY and me.hand[a[1]] == ids(state, light)[0]))
    assert not _can_activate(state, fort)  # AP cost 1
    state.apply(next(a for a in state.legal_actions() if a[0] == PLAY and me.hand[a[1]] == ids(state, heavy)[0]))
    assert _can_activate(state, fort)
    hand = len(me.hand)
    state.apply(next(a for a in state.legal_actions() if a[0] == ACTIVATE))
    assert len(me.hand) == hand + 1
    check_invariants(state)


def test_a_character_played_by_an_effect_counts_and_the_history_ends_with_the_turn():
    """Same wording: a character an effect plays onto your area is played too (seed 000 登場時: "played by a card
    effect"); the history is of this turn only ("during this turn"): at the next turn it no longer holds."""
    state, fort, heavy, _, call = _fort_position(304)
    me = state.seats[0]
    heavy_id = ids(state, heavy)[0]
    me.outside.append(pull(me, heavy_id))
    assert not _can_activate(state, fort)
    run_effects(state, 0, compiled_effects("Play up to 1 <Granite Giant> from your Outside Area to your area rested."),
                None)
    assert _units_of(me, heavy_id) and _can_activate(state, fort)
    assert me.entered_now == (heavy_id,)
    state.seats[0].entered_now = ()  # (what the next Start Phase does, flow: the history starts again each turn)
    assert not _can_activate(state, fort)
    check_invariants(state)


def test_played_and_set_to_rest_with_the_ap_cost_said_after_cost():
    """Card wordings: "Play up to 1 <Trait: X> Character Card ... and cost 1 AP from your Outside Area to your area and
    set it to rest." — "cost 1 AP" is an AP cost of exactly 1 (the 2 AP card is not played) and "set it to rest" is
    played rested (seed 000 Play Character cards: a character is played in Rest Mode)."""
    text = ("Play up to 1 <Trait: Tide Court> Character Card with required energy of 3 or less and cost 1 AP from your "
            "Outside Area to your area and set it to rest.")
    [effect] = compiled_effects(text)
    assert effect["actions"] == [{"do": "play-from", "active": False, "target": {
        "up_to": 1, "trait": "Tide Court", "card_type": "character", "energy_max": 3, "ap_max": 1, "ap_min": 1,
        "side": "yours", "zone": "outside"}}]
    cheap = card("P08", name="Tide Page", traits=["Tide Court"], ap_cost=1, bp=1000)
    dear = card("P09", name="Tide Regent", traits=["Tide Court"], ap_cost=2, bp=6000)
    state = to_main(game([deck((cheap, 4), (dear, 4)), deck()], seed=305))
    me = state.seats[0]
    me.front[:], me.energy[:] = [], []
    me.outside[:] = [pull(me, ids(state, dear)[0]), pull(me, ids(state, cheap)[0])]
    run_effects(state, 0, [effect], None)
    [played] = me.front + me.energy
    assert played.card == ids(state, cheap)[0] and played.rested
    assert me.outside == [ids(state, dear)[0]]
    check_invariants(state)


def test_a_card_played_from_the_deck_this_turn():
    """Card wording: "[Your Turn] If you played a card from your deck during this turn, this character gets +500 BP."
    A card played from the hand does not count; a card an effect plays from among the top cards of the deck does (seed
    000 登場時: "played by a card effect"), for the rest of the turn."""
    text = "[Your Turn] If you played a card from your deck during this turn, this character gets +500 BP."
    assert compiled_effects(text)[0]["condition"] == {"kind": "played-on-area-this-turn", "zone": "deck"}
    watcher = card("P10", name="Tide Watcher", bp=3000, text=text)
    scout = card("P01", name="Harbor Scout", bp=2000)
    state = to_main(game([deck((watcher, 2), (scout, 4)), deck()], seed=306))
    me = state.seats[0]
    keeper = unit_from_zones(state, watcher, 0)
    me.front[:], me.energy[:] = [keeper], []
    assert state._bp(keeper) == 3000
    scout_id = ids(state, scout)[0]
    if scout_id not in me.hand:
        me.hand.append(pull(me, scout_id))
    me.ap[:] = [True] * 3
    state.apply(next(a for a in state.legal_actions() if a[0] == PLAY and me.hand[a[1]] == scout_id))
    assert state._bp(keeper) == 3000  # from the hand
    on_top(state, me, scout)
    run_effects(state, 0, compiled_effects(DIG_TEXT), None)
    assert len(_units_of(me, scout_id)) == 2 and state._bp(keeper) == 3500
    check_invariants(state)
