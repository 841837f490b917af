"""Face-down cards under characters, in the wordings of issue #13's third face-down family: "When you place 1 card from
your hand to the Outside Area (by your own effect / , except by a <X> effect,) and there are no character with a
face-down card under it, you may place that card under this character" (card wording; seed 000 has no rule that places
a card from the hand to the Outside Area: only effects and costs do)."""
from engine.games.union_arena.constants import ACTIVATE, FRONT, MAIN, MOVE, MOVE_UP
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    card,
    compiled_effects,
    deck,
    game,
    ids,
    play_from_hand,
    pull,
    to_main,
    unit_from_zones,
)

KEEPER_TEXT = ("When you place 1 card from your hand to the Outside Area and there are no character with a face-down card "
               "under it, you may place that card under this character.")
KEEPER = card("701", name="Tarn Vosk", text=KEEPER_TEXT)
PICKY = card("702", name="Odo Lark", text=(
    "When you place 1 card from your hand to the Outside Area, except by a <Odo Lark> effect, and there are no "
    "character with a face-down card under it, you may place that card under this character."))
OWN_ONLY = card("703", name="Sela Brin", text=(
    "When you place 1 card from your hand to the Outside Area by your own effect, if there are no face-down cards under "
    "characters on your area, you may place that card face-down under this character."))
SIFTER = card("704", name="Card Sifter", text="[On Play] Draw 1 card and place 1 card from your hand to the Outside Area.")
LARK_SIFTER = card("705", name="Odo Lark", text="[Main] [Discard 1] Draw 1 card.")
SPITE = card("706", name="Spite", text="[On Play] Your opponent places 1 card from their hand to the Outside Area.")


def _state(*records, seed=11):
    state = to_main(game([deck(*((r, 4) for r in records)), deck(*((r, 4) for r in records))], seed=seed))
    for seat in state.seats:
        seat.front[:] = []
        seat.energy[:] = []
    return state


def test_the_wording_reads_as_a_moment_of_any_card_you_place_from_your_hand():
    """"When you place 1 card ... and there are no character with a face-down card under it, you may place that card
    under this character": the moment, its condition (no character of yours with a face-down card under it) and "that
    card" (the card placed, under this character)."""
    assert compiled_effects(KEEPER_TEXT) == [{"timing": "when-you-discard", "actions": [
        {"do": "face-down-under", "zone": "placed", "optional": True,
         "condition": {"kind": "face-down-under-yours", "filter": {"card_type": "character"}, "at_most": 0}}]}]
    assert compiled_effects(PICKY.text)[0]["condition"] == {
        "kind": "none", "conditions": [{"kind": "placed-by", "filter": {"name": "Odo Lark"}}]}
    assert compiled_effects(OWN_ONLY.text)[0]["timing"] == "when-you-discard-by-your-effect"


def test_the_card_placed_by_an_effect_goes_under_the_character():
    """An [On Play] places 1 card from the hand to the Outside Area: once that effect has resolved, the card goes
    face-down under the character that waits for it (seed 000, "If new effects activate as the result of an effect
    resolving": after it)."""
    state = _state(KEEPER, SIFTER)
    me = state.seats[0]
    keeper = unit_from_zones(state, KEEPER, 0)
    me.front[:] = [keeper]
    outside = len(me.outside)
    sifter = play_from_hand(state, SIFTER)
    assert sifter is not None
    assert len(keeper.under) == 1 and len(me.outside) == outside  # the card placed is under it, not in the Outside Area
    check_invariants(state)
    # a second card placed: there is a character with a face-down card under it now, so it stays in the Outside Area
    run_effects(state, 0, state.table.effects[sifter.card].on_play, sifter)
    assert len(keeper.under) == 1 and len(me.outside) == outside + 1
    check_invariants(state)


def test_a_cost_paid_from_the_hand_is_placed_too_but_not_by_the_named_card():
    """"except by a <Odo Lark> effect": a card the [Discard 1] cost of an <Odo Lark> places stays in the Outside Area;
    the same cost of another card's is taken under the plain wording's character."""
    state = _state(PICKY, LARK_SIFTER)
    me = state.seats[0]
    picky, lark = unit_from_zones(state, PICKY, 0), unit_from_zones(state, LARK_SIFTER, 0)
    me.front[:] = [picky, lark]
    before = len(me.outside)
    state.apply(next(a for a in state.legal_actions() if a[0] == ACTIVATE and a[1] == FRONT and me.front[a[2]] is lark))
    assert picky.under == () and len(me.outside) == before + 1
    check_invariants(state)
    state = _state(KEEPER, LARK_SIFTER)
    me = state.seats[0]
    keeper, lark = unit_from_zones(state, KEEPER, 0), unit_from_zones(state, LARK_SIFTER, 0)
    me.front[:] = [keeper, lark]
    before = len(me.outside)
    state.apply(next(a for a in state.legal_actions() if a[0] == ACTIVATE and a[1] == FRONT and me.front[a[2]] is lark))
    assert len(keeper.under) == 1 and len(me.outside) == before
    check_invariants(state)


def test_by_your_own_effect_is_not_your_opponents():
    """"by your own effect": a card your opponent's effect makes you place ("Your opponent places 1 card from their
    hand to the Outside Area") stays there; the plain wording takes it ("When you place ...": you placed it)."""
    for record, taken in ((OWN_ONLY, 0), (KEEPER, 1)):
        state = _state(record, SPITE)
        me, other = state.seats
        waiting = state._new_unit(pull(other, ids(state, record)[-1]), 1)  # (seat 1's copies)
        other.front[:] = [waiting]
        spite = play_from_hand(state, SPITE)
        assert spite is not None
        assert len(waiting.under) == taken
        check_invariants(state)


SWITCHER_TEXT = ("[On Play] Draw 1 card and place 1 card from your hand to the Outside Area. If there is no face-down card "
                 "under a character on your area, you may change to \"under 1 character on your area face-down\" instead.")
SWITCHER = card("707", name="Pell Dorran", text=SWITCHER_TEXT)
HOLDER = card("708", name="Holder", bp=3000)


def test_change_to_under_a_character_reads_as_where_the_card_goes_instead():
    """'place 1 card from your hand to the Outside Area. If ..., you may change to "under 1 character on your area
    face-down" instead': the words stand in for where the card goes (the one "to the Outside Area" of the sentence)."""
    assert compiled_effects(SWITCHER_TEXT) == [{"timing": "on-play", "actions": [
        {"do": "draw", "amount": 1},
        {"do": "discard", "amount": 1, "instead": {
            "condition": {"kind": "face-down-under-yours", "filter": {"card_type": "character"}, "at_most": 0},
            "do": "face-down-under", "zone": "hand", "optional": True,
            "target": {"up_to": 1, "exactly": True, "card_type": "character", "side": "yours", "zone": "any"}}}]}]
    unquoted = SWITCHER_TEXT.replace('"', "")
    assert compiled_effects(unquoted) == compiled_effects(SWITCHER_TEXT)


def test_the_card_from_the_hand_goes_under_a_character_while_none_has_one():
    """With no face-down card under any character of yours, the card placed from the hand goes face-down under your
    character instead of to the Outside Area (the strongest one: the card's own choice, taken as it keeps the card on
    the field); once one has a face-down card under it, it goes to the Outside Area as written."""
    state = _state(SWITCHER, HOLDER)
    me = state.seats[0]
    holder = unit_from_zones(state, HOLDER, 0)
    me.front[:] = [holder]
    outside = len(me.outside)
    switcher = play_from_hand(state, SWITCHER)
    assert switcher is not None
    assert len(holder.under) == 1 and len(me.outside) == outside  # under the 3000 BP holder, nothing to the Outside Area
    check_invariants(state)
    run_effects(state, 0, state.table.effects[switcher.card].on_play, switcher)  # again: one has a face-down card now
    assert len(holder.under) == 1 and switcher.under == () and len(me.outside) == outside + 1
    check_invariants(state)


MOVER_TEXT = ("When this character moves, if there are no face-down cards under other characters on your area, you may "
              "place the top card of your deck face-down under this character.")
MOVER = card("709", name="Rook Tallis", text=MOVER_TEXT)
SHIFTER = card("710", name="Shifter", type="event", text="Choose up to 1 character on your Front Line and move it to the "
                                                          "Energy Line.")


def test_when_this_character_moves_either_way():
    """"When this character moves, ...": moved to the Front Line in the Move Phase (seed 000 Move Phase) or to the
    Energy Line by an effect; it reacts each time, its condition read then (no face-down card under another
    character of yours)."""
    assert compiled_effects(MOVER_TEXT) == [{"timing": "when-moved", "actions": [
        {"do": "face-down-under", "amount": 1, "optional": True, "condition": {
            "kind": "face-down-under-yours", "filter": {"other": True, "card_type": "character"}, "at_most": 0}}]}]
    state = _state(MOVER, SHIFTER, HOLDER)
    me = state.seats[0]
    mover = unit_from_zones(state, MOVER, 0)
    me.energy[:] = [mover]
    state.phase = MOVE
    state.apply((MOVE_UP, 0, -1))
    assert mover in me.front and len(mover.under) == 1  # moved to the Front Line: the top card of the deck under it
    check_invariants(state)
    state.phase = MAIN
    state.actor = state.player
    run_effects(state, 0, state.table.effects[ids(state, SHIFTER)[0]].on_play, None)
    assert mover in me.energy and len(mover.under) == 2  # moved back by an effect: once more
    check_invariants(state)
    holder = unit_from_zones(state, HOLDER, 0)
    holder.under = (pull(me, me.deck[-1]),)
    me.front[:] = [holder]
    state.phase = MOVE
    state.apply((MOVE_UP, 0, -1))
    assert mover in me.front and len(mover.under) == 2  # another character has a face-down card: not this time
    check_invariants(state)


KEEPSAKE = card("711", name="Mira Sol", required_energy=9, ap_cost=3)  # (the card worth least in hand goes first)
TOVA = card("712", name="Tova Renn")
BINDER_TEXT = ("[On Play] Draw 1 card, place 1 card from your hand to the Outside Area. If a <Mira Sol> is placed to the "
               "Outside Area by this effect, you may place that card face-down under a <Tova Renn> on your area without a "
               "face-down card under it.")
BINDER = card("713", name="Binder", text=BINDER_TEXT)


def test_that_card_placed_by_the_step_before_goes_under_the_named_character():
    """"If a <Mira Sol> is placed to the Outside Area by this effect, you may place that card face-down under a <Tova
    Renn> on your area without a face-down card under it": the card the step before placed, only when it is one."""
    state = _state(BINDER, TOVA, KEEPSAKE)
    me = state.seats[0]
    tova = unit_from_zones(state, TOVA, 0)
    me.front[:] = [tova]
    keepsake = pull(me, ids(state, KEEPSAKE)[0])
    me.deck.extend(me.hand)
    me.hand[:] = []
    me.deck.append(keepsake)  # drawn by the effect, then the only card in hand: the one placed
    binder = play_from_hand(state, BINDER)
    assert binder is not None and tova.under == (keepsake,) and keepsake not in me.outside
    check_invariants(state)
    me.deck.extend(me.hand)
    me.hand[:] = []
    other = next(c for c in me.deck if c != keepsake)
    me.deck.remove(other)
    me.deck.append(other)  # (not a <Mira Sol>)
    tova.under = ()  # (no face-down card under it again: only what is placed decides)
    me.outside.append(keepsake)
    run_effects(state, 0, state.table.effects[binder.card].on_play, binder)
    assert tova.under == () and me.outside[-1] == other  # not a <Mira Sol>: it stays in the Outside Area
    check_invariants(state)


PACK_TEXT = ("[Your Turn] If the total number of <Trait: Ash Hound> and face-down cards under characters on your area is 2 "
             "or higher, this character gets +1000 BP.")
PACK_LEADER = card("714", name="Pack Leader", text=PACK_TEXT, bp=2000)
HOUND = card("715", name="Hound", traits=["Ash Hound"])


def test_the_total_of_matching_cards_and_face_down_cards_under_characters():
    """"If the total number of <Trait: X> and face-down cards under characters on your area is 2 or higher": the
    matching characters and the face-down cards under your characters, counted together."""
    assert compiled_effects(PACK_TEXT)[0]["condition"] == {
        "kind": "cards-in-zone", "side": "yours", "zone": "any", "filter": {"trait": "Ash Hound"}, "at_least": 2,
        "plus_face_down": True}
    state = _state(PACK_LEADER, HOUND)
    me = state.seats[0]
    leader, hound = unit_from_zones(state, PACK_LEADER, 0), unit_from_zones(state, HOUND, 0)
    me.front[:] = [leader, hound]
    assert state.player == 0 and state._bp(leader) == 2000  # one <Ash Hound>, no face-down card: 1
    leader.under = (me.deck.pop(),)
    assert state._bp(leader) == 3000  # and a face-down card under it: 2
    me.front[:] = [leader]
    me.deck.append(hound.card)  # (the hound back in the deck)
    assert state._bp(leader) == 2000  # the face-down card alone: 1
    check_invariants(state)


def test_an_on_retire_taking_a_face_down_card_from_under_this_character_is_played():
    """"[On Retire] Add 1 face-down card under this character to your hand": the cards under it went to the Outside Area
    as it left the field, and the [On Retire] takes them from there (face-down four: the [On Retire]'s `under_cards`,
    tests/test_ua_effects_facedown_four.py); "[On Play] ..." is played as before."""
    from engine.cards import CardRecord
    from engine.games.union_arena.effects_runtime import card_effects

    def played(text):
        return card_effects(CardRecord("union-arena", "X", "X", "X", "character", "", text)).complete

    assert played("[On Retire] Add 1 face-down card under this character to your hand.")
    assert played("[On Play] Add 1 face-down card under this character to your hand.")
