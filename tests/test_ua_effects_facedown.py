"""Face-down cards under characters, issue #13's face-down / Remove Area family (docs/engine.md, the "face-down
choice" bullet): where a card from the hand goes is the player's choice ("place 1 card from your hand to the Outside
Area or face-down under 1 <X> on your area" / "... or under 1 <X> card on your Front Line face-down"), and an Event
Card that places itself face-down under a character as it is used ("You may place this card face-down under a <X> on
your area") instead of going to the Outside Area (seed 000, Main Phase: "After the effect is activated, place the
card in the Outside Area", unless its effect placed it elsewhere)."""
from collections import Counter

from engine.effects import validate_effects
from engine.effects.describe import describe
from engine.games.union_arena.constants import PLAY
from engine.games.union_arena.effects_runtime import plays
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
)

CHOICE_TEXT = "[On Play] Draw 1 card, place 1 card from your hand to the Outside Area or face-down under 1 <Tessa Rook> on your area."
SCOUT = card("F01", name="Wren Scout", bp=2000, text=CHOICE_TEXT)
ROOK = card("F02", name="Tessa Rook", bp=4000)
OTHER = card("F03", name="Milo Bram", bp=3000)
FRONT_TEXT = ("[On Retire] Draw 1 card and place 1 card from your hand to the Outside Area or under 1 <Trait: Iron Guild> "
              "card on your Front Line face-down.")
EVENT_TEXT = "Draw 1 card. You may place this card face-down under a <Tessa Rook> on your area."
TOKEN = card("F04", name="Rook's Token", type="event", ap_cost=1, text=EVENT_TEXT)


def _state(*records, seed=7):
    state = to_main(game([deck(*((r, 4) for r in records)), deck()], seed=seed))
    for seat in state.seats:
        seat.front[:] = []
        seat.energy[:] = []
    return state


def _on_front(state, record):
    me = state.seats[0]
    placed = state._new_unit(pull(me, ids(state, record)[0]), 0, rested=False)
    me.front.append(placed)
    return placed


def test_the_two_places_read_as_a_discard_the_player_may_put_under_the_character_instead():
    """"to the Outside Area or face-down under 1 <X> on your area": one card from the hand, to the Outside Area, or,
    as the player chooses, face-down under that character (no condition: the choice only)."""
    choice = {"do": "face-down-under", "zone": "hand", "optional": True,
              "target": {"up_to": 1, "exactly": True, "name": "Tessa Rook", "side": "yours", "zone": "any"}}
    effects = compiled_effects(CHOICE_TEXT)
    assert effects == [{"timing": "on-play", "actions": [{"do": "draw", "amount": 1},
                                                          {"do": "discard", "amount": 1, "instead": choice}]}]
    assert validate_effects("union-arena", effects) == [] and all(plays(e, False) for e in effects)
    assert "you may place the card face-down under" in describe(effects)
    front = compiled_effects(FRONT_TEXT)  # "under 1 <Trait: X> card on your Front Line face-down"
    assert front[0]["actions"][1]["instead"]["target"] == {"up_to": 1, "exactly": True, "trait": "Iron Guild",
                                                           "side": "yours", "zone": "front"}


def test_with_the_character_on_the_area_the_card_goes_under_it():
    """The pilot puts the card under the <Tessa Rook> (a card kept on the field) rather than in the Outside Area."""
    state = _state(SCOUT, ROOK)
    me = state.seats[0]
    rook = _on_front(state, ROOK)
    in_hand(state, SCOUT)
    outside, hand = Counter(me.outside), len(me.hand)
    scout = play_from_hand(state, SCOUT)
    assert scout is not None and len(rook.under) == 1 and scout.under == ()
    assert Counter(me.outside) == outside  # nothing placed to the Outside Area
    assert len(me.hand) == hand - 1  # (the scout played, 1 drawn, 1 placed under the <Tessa Rook>)
    check_invariants(state)


def test_without_the_character_the_card_goes_to_the_outside_area():
    """No <Tessa Rook> on the area (another character is no holder): the card is placed to the Outside Area."""
    state = _state(SCOUT, OTHER)
    me = state.seats[0]
    other = _on_front(state, OTHER)
    outside = sum(Counter(me.outside).values())
    play_from_hand(state, SCOUT)
    assert other.under == () and sum(Counter(me.outside).values()) == outside + 1
    check_invariants(state)


def _use_token(state):
    me = state.seats[0]
    token = ids(state, TOKEN)[0]
    if token not in me.hand:
        me.hand.append(pull(me, token))
    me.ap[:] = [True] * 3
    state.apply(next(a for a in state.legal_actions() if a[0] == PLAY and me.hand[a[1]] == token))
    return token


def test_an_event_placing_itself_under_a_character_is_played():
    """"You may place this card face-down under a <X> on your area" said by an Event Card: played (its card, as it
    is used); an untimed sentence of a character's ("this card" of no [On Play]) stays unplayed."""
    effects = compiled_effects(EVENT_TEXT)
    assert effects == [{"timing": "main", "actions": [
        {"do": "draw", "amount": 1},
        {"do": "face-down-under", "zone": "this-card", "optional": True,
         "target": {"up_to": 1, "exactly": True, "name": "Tessa Rook", "side": "yours", "zone": "any"}}]}]
    assert plays(effects[0], True) and not plays(effects[0], False)


def test_the_used_event_lies_under_the_character_not_in_the_outside_area():
    state = _state(TOKEN, ROOK)
    me = state.seats[0]
    rook = _on_front(state, ROOK)
    outside = Counter(me.outside)
    token = _use_token(state)
    assert rook.under == (token,)
    assert Counter(me.outside) == outside and token not in me.hand
    check_invariants(state)


def test_with_no_such_character_the_used_event_goes_to_the_outside_area():
    state = _state(TOKEN, OTHER)
    me = state.seats[0]
    other = _on_front(state, OTHER)
    outside = Counter(me.outside)
    token = _use_token(state)
    assert other.under == ()
    assert Counter(me.outside) - outside == Counter([token])
    check_invariants(state)


EITHER_TEXT = ("Draw 2 cards. If there is a <Lantern Hall> on your area or if there is a face-down card under a <Tessa Rook> "
               "on your area, it's 3 instead.")
LANTERN = card("F05", name="Lantern Hall", type="event", ap_cost=1, text=EITHER_TEXT)


def test_either_of_two_conditions_each_with_its_own_if():
    """"If <A> or if <B>, ...": either one is enough (kind "any"), each read whole as it would be alone."""
    effects = compiled_effects(EITHER_TEXT)
    assert effects == [{"timing": "main", "actions": [{"do": "draw", "amount": 2, "instead": {"condition": {
        "kind": "any", "conditions": [{"kind": "card-on-your-area", "name": "Lantern Hall"},
                                      {"kind": "face-down-under-yours", "filter": {"name": "Tessa Rook"}, "at_least": 1}]},
        "amount": 3}}]}]
    assert plays(effects[0], True)


def test_a_face_down_card_under_the_named_character_draws_three():
    for pile in (False, True):
        state = _state(LANTERN, ROOK)
        me = state.seats[0]
        rook = _on_front(state, ROOK)
        if pile:
            rook.under = (pull(me, me.deck[0]),)
        lantern = ids(state, LANTERN)[0]
        if lantern not in me.hand:
            me.hand.append(pull(me, lantern))
        me.ap[:] = [True] * 3
        hand = len(me.hand)
        state.apply(next(a for a in state.legal_actions() if a[0] == PLAY and me.hand[a[1]] == lantern))
        assert len(me.hand) == hand - 1 + (3 if pile else 2)
        check_invariants(state)


def test_a_trigger_named_in_parentheses_is_the_trigger():
    """"a card with (Special) Trigger" is said as "with [Special] Trigger" is (as "without (Draw) Trigger" already is)."""
    text = ("[On Play] You may reveal 1 card with (Special) Trigger in your hand and place the card face-down under this "
            "character. If you did, set this character to active.")
    assert compiled_effects(text) == compiled_effects(text.replace("(Special)", "[Special]"))
    assert compiled_effects(text)[0]["actions"][0]["target"]["trigger"] == "special"


HOUND_TEXT = ("[On Play] Choose up to 1 character on your opponent's Front Line with BP equal or less to the total number of "
              "<Trait: Pale Beast> on your Front Line and face-down cards under characters on your Front Line x1000 and "
              "retire it")
HOUND = card("F06", name="Vex Hound", bp=2000, text=HOUND_TEXT)
BEAST = card("F07", name="Ash Beast", bp=1000, traits=["Pale Beast"])
WALL = card("F08", name="Grey Wall", bp=3000)


def test_a_bp_limit_counts_the_face_down_cards_too():
    """"the total number of <X> on your Front Line and face-down cards under characters on your Front Line x1000": the
    matching characters there and the face-down cards under your characters there, counted together as it resolves."""
    effects = compiled_effects(HOUND_TEXT)
    assert effects[0]["actions"][0]["target"] == {
        "up_to": 1, "card_type": "character", "side": "opponents", "zone": "front", "bp_max_per": 1000,
        "bp_max_count": {"trait": "Pale Beast", "side": "yours", "zone": "front"}, "bp_max_face_down": True}
    assert plays(effects[0], False) and validate_effects("union-arena", effects) == []
    for piles in (0, 2):  # 1 <Pale Beast>: 1000, too low for a 3000 BP character; with 2 face-down cards, 3000
        state = to_main(game([deck((HOUND, 4), (BEAST, 4)), deck((WALL, 4))], seed=11))
        me = state.seats[0]
        for seat in state.seats:
            seat.front[:], seat.energy[:] = [], []
        beast = _on_front(state, BEAST)
        beast.under = tuple(pull(me, me.deck[0]) for _ in range(piles))
        wall = state._new_unit(pull(state.seats[1], ids(state, WALL)[0]), 1, rested=False)
        state.seats[1].front[:] = [wall]
        play_from_hand(state, HOUND)
        assert (wall in state.seats[1].front) == (piles == 0)
        check_invariants(state)
