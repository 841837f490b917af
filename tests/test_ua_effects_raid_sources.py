"""Raid sources and face-down cards (issue #13): the top card of a character in Raid State to the bottom of the deck,
"that raided card", "this character's raid source card", the card under a retired character in Raid State, face-down
cards under "your character" and under a Field card. Card texts written for Decklab (invented names, real phrasing).

Seed 000, Raid Boost Character cards: the Raid card is placed on top of the specified Character (that card is its
raid source, `Unit.base`); "If a Raid Boosted Character is moved to a location other than the field, the top card is
moved to the specified location, while the card on the bottom is placed in its owner's Outside Area"."""
from engine.effects.compiler import compile_card_text
from engine.effects.describe import describe
from engine.games.union_arena.constants import ACTIVATE
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, compiled_effects, deck, game, ids, pull, to_main


def _put(state, record, line="front", seat=0):
    """One copy of `record` out of the seat's zones onto a line."""
    me = state.seats[seat]
    unit = state._new_unit(pull(me, ids(state, record)[0]), seat)
    (me.front if line == "front" else me.energy).append(unit)
    return unit


def _activate(state, unit):
    line = 0 if unit in state.seats[0].front else 1
    index = (state.seats[0].front if line == 0 else state.seats[0].energy).index(unit)
    action = next(a for a in state.legal_actions() if a[0] == ACTIVATE and a[1] == line and a[2] == index)
    state.apply(action)


TOP_TO_BOTTOM = ("[Main] [1 Per Turn] You may place the top card of this character in Raid State to the bottom of your "
                 "deck. If you did, draw 1 card.")


def test_top_card_of_this_character_in_raid_state_to_the_bottom_of_the_deck():
    """Card wording "place the top card of this card in Raid State to the bottom of your deck. If you did, ...": the
    Raid card on top goes under the deck, the card it raided stays on the field as that character (no longer in Raid
    State); a character not in Raid State has no top card to place, so nothing is done and there is no draw."""
    assert compiled_effects(TOP_TO_BOTTOM)[0]["actions"] == [
        {"do": "raid-top-to", "where": "deck-bottom", "target": {"self": True}, "optional": True},
        {"do": "draw", "amount": 1, "if_done": True}]
    assert "on the bottom of its owner's deck" in describe(compiled_effects(TOP_TO_BOTTOM))
    raider, base = card("701", text=TOP_TO_BOTTOM, bp=5000), card("702", name="Vela Crane", bp=2000)
    state = to_main(game([deck((raider, 4), (base, 4)), deck()], seed=61))
    me = state.seats[0]
    unit = _put(state, raider)
    unit.base = pull(me, ids(state, base)[0])
    hand, deck_size = len(me.hand), len(me.deck)
    _activate(state, unit)
    assert me.deck[0] == ids(state, raider)[0]  # at the bottom (the top of the deck is the end of the list)
    assert unit in me.front and unit.card == ids(state, base)[0] and unit.base == -1
    assert len(me.hand) == hand + 1 and len(me.deck) == deck_size  # one card under the deck, one drawn
    check_invariants(state)
    plain = _put(state, raider)  # not in Raid State
    hand = len(me.hand)
    _activate(state, plain)
    assert plain in me.front and len(me.hand) == hand
    check_invariants(state)


THAT_RAIDED = ("[On Play] You may choose 1 <Vela Crane> in Raid State on your area and place the top card of that raided "
               "card to the Outside Area. If you did, draw 1 card.")


def test_top_card_of_that_raided_card_to_the_outside_area():
    """Card wording "choose 1 <X> in Raid State on your area and place the top card of that raided card to the Outside
    Area": the chosen character in Raid State loses its top card; the card under it stays, no longer in Raid State."""
    actions = compiled_effects(THAT_RAIDED)[0]["actions"]
    assert actions[0]["do"] == "raid-top-to" and actions[0]["where"] == "outside" and actions[0]["target"]["raided"]
    player, base, top = card("703", text=THAT_RAIDED), card("704", name="Vela Crane"), card("705", name="Vela Crane", bp=6000)
    state = to_main(game([deck((player, 4), (base, 4), (top, 4)), deck()], seed=62))
    me = state.seats[0]
    raided = _put(state, top)
    raided.base = pull(me, ids(state, base)[0])
    holder = _put(state, player)
    hand = len(me.hand)
    run_effects(state, 0, state.table.effects[holder.card].on_play, holder)
    assert raided.card == ids(state, base)[0] and raided.base == -1 and ids(state, top)[0] in me.outside
    assert len(me.hand) == hand + 1
    hand = len(me.hand)
    run_effects(state, 0, state.table.effects[holder.card].on_play, holder)  # none in Raid State now
    assert len(me.hand) == hand
    check_invariants(state)


SHED_SOURCE = ("[Main] [1 Per Turn] This character gains [Impact 1] during this turn. Place this character's raid "
               "source card to the Outside Area.")


def test_this_characters_raid_source_card_to_the_outside_area():
    """Card wording "Place this character's raid source card to the Outside Area": the card under this character (its
    raid source, seed 000 Raid Boost) goes to the Outside Area; this character stays, no longer in Raid State."""
    assert compiled_effects(SHED_SOURCE)[0]["actions"][1] == {
        "do": "raid-source-to-outside", "target": {"zone": "raid-source", "up_to": 1, "exactly": True}}
    raider, base = card("706", text=SHED_SOURCE, bp=5000), card("707", bp=1000)
    state = to_main(game([deck((raider, 4), (base, 4)), deck()], seed=63))
    me = state.seats[0]
    unit = _put(state, raider)
    unit.base = pull(me, ids(state, base)[0])
    _activate(state, unit)
    assert unit in me.front and unit.card == ids(state, raider)[0] and unit.base == -1
    assert ids(state, base)[0] in me.outside
    check_invariants(state)


RETIRE_RETURN = ("[On Retire] If there is a <Ilse Marr> on the same line, return the card under this character in Raid "
                 "State to your hand.")


def test_on_retire_return_the_card_under_this_character_in_raid_state():
    """Card wording "[On Retire] ... return the card under this character in Raid State to your hand": seed 000 (a Raid
    Boosted Character moved off the field) places the bottom card in the Outside Area; the [On Retire] then takes that
    raid source from there to the hand (the same reading as "Add the character card under this to hand")."""
    assert compiled_effects(RETIRE_RETURN)[0]["actions"] == [
        {"do": "add-to-hand", "target": {"zone": "raid-source", "up_to": 1, "exactly": True}}]
    raider, base, ilse = card("708", text=RETIRE_RETURN), card("709"), card("710", name="Ilse Marr")
    state = to_main(game([deck((raider, 4), (base, 4), (ilse, 4)), deck()], seed=64))
    me = state.seats[0]
    unit = _put(state, raider)
    unit.base = pull(me, ids(state, base)[0])
    _put(state, ilse)
    state._remove_from_field(me, unit, "own-effect")
    assert ids(state, base)[0] in me.hand and ids(state, raider)[0] in me.outside
    check_invariants(state)


UNDER_YOURS = "[On Play] You may place a face-down card under your character to the Outside Area. If you did, draw 1 card."


def test_a_face_down_card_under_your_character_to_the_outside_area():
    """Card wording "You may place a face-down card under your character to the Outside Area. If you did, ...": one
    face-down card from under a character of yours (the one with the most); with none, no draw."""
    assert compiled_effects(UNDER_YOURS)[0]["actions"][0] == {
        "do": "face-down-to-outside", "amount": 1, "optional": True,
        "target": {"up_to": 1, "exactly": True, "card_type": "character", "side": "yours", "zone": "any"}}
    player, other = card("711", text=UNDER_YOURS), card("712")
    state = to_main(game([deck((player, 4), (other, 8)), deck()], seed=65))
    me = state.seats[0]
    holder, keeper = _put(state, player), _put(state, other)
    hand = len(me.hand)
    run_effects(state, 0, state.table.effects[holder.card].on_play, holder)
    assert len(me.hand) == hand  # no face-down card under a character of yours
    keeper.under = (pull(me, ids(state, other)[0]),)
    run_effects(state, 0, state.table.effects[holder.card].on_play, holder)
    assert keeper.under == () and ids(state, other)[0] in me.outside and len(me.hand) == hand + 1
    check_invariants(state)


FIELD_STORE = "[Main] [Rest this card] Place 1 <Mira Tonic> from your Outside Area face-down under this field."
FIELD_TAKE = "[Main] [Rest this card] Look at the face-down cards placed under this field and add 1 among them to your hand."


def test_face_down_cards_under_a_field():
    """Card wording "Place 1 <X> from your Outside Area face-down under this field" and "Look at the face-down cards
    placed under this field and add 1 among them to your hand": a Field card on your area holds face-down cards as a
    character does (seed 000 Play Field cards: it stays on the field)."""
    assert compiled_effects(FIELD_STORE)[0]["actions"] == [
        {"do": "face-down-under", "zone": "outside", "card": {"up_to": 1, "exactly": True, "name": "Mira Tonic"}}]
    assert compiled_effects(FIELD_TAKE)[0]["actions"] == [{"do": "face-down-to-hand", "amount": 1}]
    store = card("713", type="field", text=FIELD_STORE)
    take = card("714", type="field", text=FIELD_TAKE)
    tonic = card("715", name="Mira Tonic", bp=1000)
    state = to_main(game([deck((store, 4), (take, 4), (tonic, 4)), deck()], seed=66))
    me = state.seats[0]
    field = _put(state, store, "energy")
    field.rested = False  # (a Field is played rested; it has been set to active)
    me.outside.append(pull(me, ids(state, tonic)[0]))
    _activate(state, field)
    assert field.under == (ids(state, tonic)[0],) and ids(state, tonic)[0] not in me.outside and field.rested
    keeper = _put(state, take, "energy")
    keeper.rested = False
    keeper.under = (pull(me, ids(state, tonic)[0]),)
    hand = len(me.hand)
    _activate(state, keeper)
    assert keeper.under == () and len(me.hand) == hand + 1 and ids(state, tonic)[0] in me.hand
    check_invariants(state)


def test_near_misses_stay_unread():
    """A field's own card placed under it from the looked-at cards, and "this character Raid State" without "in", are
    not read here."""
    for text in ("[On Play] Look at the top 6 cards of your deck. Reveal up to 1 Character Card among them and place it "
                 "under this field face-down. Place the remaining at the bottom of your deck in any order.",):
        assert not compile_card_text(text).complete


SOURCE_EFFECT = "[On Retire] This character may activate the [On Play] or [On Retire] effect of this character's raid source."
SOURCE_ON_ATTACK = "[When Attacking] This character may activate the [On Play] effect of this character's raid source."


def test_activate_the_on_play_or_on_retire_effect_of_this_characters_raid_source():
    """Card wording "[On Retire] This character may activate the [On Play] or [On Retire] effect of this character's
    raid source.": the card under it (seed 000 Raid Boost; once the Raid Boosted character has left the field, "the
    card on the bottom is placed in its owner's Outside Area") has its effects of one of the timings said resolve —
    the one worth more now: "[On Retire] Draw 2 cards." over "[On Play] Draw 1 card."."""
    assert compiled_effects(SOURCE_EFFECT)[0]["actions"] == [
        {"do": "activate-effect", "target": {"zone": "raid-source", "up_to": 1, "exactly": True},
         "timing": "on-play|on-retire", "optional": True}]
    assert "[On Play] or [On Retire] effect of" in describe(compiled_effects(SOURCE_EFFECT))
    raider = card("716", text=SOURCE_EFFECT, bp=5000)
    base = card("717", text="[On Play] Draw 1 card.\n[On Retire] Draw 2 cards.")
    state = to_main(game([deck((raider, 4), (base, 4)), deck()], seed=67))
    me = state.seats[0]
    unit = _put(state, raider)
    unit.base = pull(me, ids(state, base)[0])
    hand = len(me.hand)
    state._remove_from_field(me, unit, "own-effect")
    assert len(me.hand) == hand + 2 and ids(state, base)[0] in me.outside
    check_invariants(state)
    plain = _put(state, raider)  # not in Raid State: no raid source, nothing activated
    hand = len(me.hand)
    state._remove_from_field(me, plain, "own-effect")
    assert len(me.hand) == hand
    check_invariants(state)


def test_this_character_activates_its_raid_sources_on_play_as_its_own():
    """Card wording "[When Attacking] This character may activate the [On Play] effect of this character's raid
    source.": on the field, the raid source's "[On Play] This character gets +2000 BP during this turn." is this
    character's (the Raid card on top is the character)."""
    raider = card("718", text=SOURCE_ON_ATTACK, bp=4000)
    base = card("719", text="[On Play] This character gets +2000 BP during this turn.")
    state = to_main(game([deck((raider, 4), (base, 4)), deck()], seed=68))
    me = state.seats[0]
    unit = _put(state, raider)
    unit.base = pull(me, ids(state, base)[0])
    run_effects(state, 0, state.table.effects[unit.card].when_attacking, unit)
    assert state._bp(unit) == 6000 and unit.base == ids(state, base)[0]
    check_invariants(state)


NOT_RAIDED = ("[On Play] Choose up to 1 <Tova Rusk> on your area that's not in Raid State and has no face-down cards "
              "under it and place up to 1 <Grim Pup> from your Outside Area face-down under the chosen character.")


def test_a_character_not_in_raid_state_with_no_face_down_cards():
    """Card wording "choose up to 1 <X> on your area that's not in raid state and has no face-down cards under it,
    place up to 1 <Y> from your Outside Area face-down under the chosen character": a character with no raid source
    under it (seed 000 Raid Boost) and no face-down card; one in Raid State is not chosen, however strong."""
    actions = compiled_effects(NOT_RAIDED)[0]["actions"]
    assert actions[0] == {"do": "choose", "target": {"up_to": 1, "name": "Tova Rusk", "side": "yours", "zone": "any",
                                                     "raided": False, "no_face_down": True}}
    assert "not in Raid State" in describe(compiled_effects(NOT_RAIDED))
    player, tova, strong_tova = card("720", text=NOT_RAIDED), card("721", name="Tova Rusk"), card("722", name="Tova Rusk", bp=7000)
    pup = card("723", name="Grim Pup")
    state = to_main(game([deck((player, 4), (tova, 4), (strong_tova, 4), (pup, 4)), deck()], seed=69))
    me = state.seats[0]
    raided = _put(state, strong_tova)
    raided.base = pull(me, ids(state, tova)[0])
    plain = _put(state, tova)
    holder = _put(state, player)
    me.outside.append(pull(me, ids(state, pup)[0]))
    run_effects(state, 0, state.table.effects[holder.card].on_play, holder)
    assert plain.under == (ids(state, pup)[0],) and raided.under == ()
    check_invariants(state)
