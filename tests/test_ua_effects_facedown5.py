"""Face-down cards under characters, issue #13's fifth face-down family (docs/engine.md, the "face-down five" bullet):
"[Your Turn] When a face-down card will be placed to the outside area from under a character other than <X> on your
area, you may place that face-down card under this character instead" (the cards go under this character instead,
whatever sends them: an effect, a cost, the character leaving the field), and "If there is a face-down card under this
character, this character gains +1000 BP and [Double Attack] and "[On Retire] ..."" (the [On Retire] activates when
there was a face-down card under the character as it left the field)."""
from collections import Counter

from engine.games.union_arena.effects_runtime import plays, run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, compiled_effects, deck, game, pull, to_main, unit_from_zones

REDIRECT_TEXT = ("[Your Turn] When a face-down card will be placed to the outside area from under a character other "
                 "than <Rook Vale> on your area, you may place that face-down card under this character instead")
REDIRECTOR = card("851", name="Rook Vale", bp=3000, text=REDIRECT_TEXT)
OTHER_ROOK = card("852", name="Rook Vale", bp=2000)
SPENDER = card("853", name="Tamsin Holt", bp=2000, text=(
    "[Main] Place 1 face-down card under this character to the Outside Area. If you did, draw 1 card."))
CLOAKED_TEXT = ('If there is a face-down card under this character, this character gains +1000 BP and [Double Attack] '
                'and "[On Retire] Draw 1 card."')
CLOAKED = card("854", name="Ysolde Marrow", bp=3000, text=CLOAKED_TEXT)


def _state(*records, seed=7):
    state = to_main(game([deck(*((r, 4) for r in records)), deck(*((r, 4) for r in records))], seed=seed))
    for seat in state.seats:
        seat.front[:] = []
        seat.energy[:] = []
    return state


def _pile(seat, count):
    return tuple(pull(seat, seat.deck[-1]) for _ in range(count))


def test_the_redirect_reads_as_a_continuous_replacement_of_your_turn():
    """"[Your Turn] When a face-down card will be placed to the outside area from under a character other than <X> on
    your area, you may place that face-down card under this character instead": one replacement, held during your
    turn, with the characters whose face-down cards it takes; a line the words do not give stays unread."""
    assert compiled_effects(REDIRECT_TEXT) == [{"timing": "during-your-turn", "actions": [
        {"do": "under-redirect", "from_under": {"card_type": "character", "not_name": "Rook Vale", "side": "yours"},
         "optional": True}]}]
    assert all(plays(effect, False) for effect in compiled_effects(REDIRECT_TEXT))
    from engine.effects.compiler import compile_card_text
    assert compile_card_text(REDIRECT_TEXT.replace("on your area", "on your Front Line")).uncompiled


def test_a_face_down_card_an_effect_places_to_the_outside_area_goes_under_the_redirector_and_the_step_counts():
    """"Place 1 face-down card under this character to the Outside Area. If you did, draw 1 card": the card leaves the
    spender for the redirector's pile instead of the Outside Area; the step was done (the card left the spender as
    it said), so the draw follows."""
    state = _state(REDIRECTOR, SPENDER)
    me = state.seats[0]
    rook, spender = unit_from_zones(state, REDIRECTOR, 0), unit_from_zones(state, SPENDER, 0)
    spender.under = _pile(me, 2)
    moved = spender.under[-1]
    me.front[:] = [rook, spender]
    outside, hand = Counter(me.outside), len(me.hand)
    run_effects(state, 0, state.table.effects[spender.card].activated, spender)
    assert rook.under == (moved,) and len(spender.under) == 1
    assert Counter(me.outside) == outside and len(me.hand) == hand + 1
    check_invariants(state)


def test_the_pile_of_a_character_leaving_the_field_goes_under_the_redirector():
    """A retired character's face-down cards are placed to the Outside Area from under it as it leaves: they go under
    the redirector instead; the retired card itself goes to the Outside Area."""
    state = _state(REDIRECTOR, SPENDER)
    me = state.seats[0]
    rook, spender = unit_from_zones(state, REDIRECTOR, 0), unit_from_zones(state, SPENDER, 0)
    spender.under = _pile(me, 2)
    pile = spender.under
    me.front[:] = [rook, spender]
    outside = Counter(me.outside)
    state._remove_from_field(me, spender, "opponent-effect")
    assert Counter(rook.under) == Counter(pile)
    assert Counter(me.outside) - outside == Counter([spender.card])
    check_invariants(state)


def test_no_redirect_from_a_named_character_or_during_the_opponents_turn():
    """"Other than <Rook Vale>": a second <Rook Vale>'s cards go to the Outside Area; "[Your Turn]": during the
    opponent's turn the spender's card goes to the Outside Area too."""
    state = _state(REDIRECTOR, OTHER_ROOK, SPENDER)
    me = state.seats[0]
    rook, twin = unit_from_zones(state, REDIRECTOR, 0), unit_from_zones(state, OTHER_ROOK, 0)
    twin.under = _pile(me, 1)
    pile = twin.under
    me.front[:] = [rook, twin]
    outside = Counter(me.outside)
    state._remove_from_field(me, twin, "opponent-effect")
    assert rook.under == () and Counter(me.outside) - outside == Counter([twin.card, *pile])
    state.player = 1  # the opponent's turn
    spender = unit_from_zones(state, SPENDER, 0)
    spender.under = _pile(me, 1)
    me.front[:] = [rook, spender]
    card_under = spender.under[0]
    run_effects(state, 0, state.table.effects[spender.card].activated, spender)
    assert rook.under == () and card_under in me.outside
    check_invariants(state)


def test_the_granted_on_retire_activates_when_a_face_down_card_was_under_it():
    """"If there is a face-down card under this character, this character gains +1000 BP and [Double Attack] and
    "[On Retire] Draw 1 card."": with a face-down card under it the character has 4000 BP and [Double Attack], and as it
    is retired its [On Retire] draws (the pile as it left the field); without one, none of these."""
    assert all(plays(effect, False) for effect in compiled_effects(CLOAKED_TEXT))
    state = _state(CLOAKED)
    me = state.seats[0]
    cloaked = unit_from_zones(state, CLOAKED, 0)
    cloaked.under = _pile(me, 1)
    me.front[:] = [cloaked]
    assert state._bp(cloaked) == 4000 and state._keyword(cloaked, "double-attack")
    hand = len(me.hand)
    state._remove_from_field(me, cloaked, "opponent-effect")
    assert len(me.hand) == hand + 1
    bare = unit_from_zones(state, CLOAKED, 0)
    me.front[:] = [bare]
    assert state._bp(bare) == 3000 and not state._keyword(bare, "double-attack")
    hand = len(me.hand)
    state._remove_from_field(me, bare, "opponent-effect")
    assert len(me.hand) == hand
    check_invariants(state)


def test_a_granted_on_retire_under_a_line_condition_stays_unplayed():
    """"[When in Frontline] If there is a face-down card under this character, this character gains "[On Retire] ..."":
    the line it was on is not read as it leaves, so the card is not played (only a face-down condition is)."""
    text = '[When in Frontline] If there is a face-down card under this character, this character gains "[On Retire] Draw 1 card."'
    assert not all(plays(effect, False) for effect in compiled_effects(text))


GATHER_TEXT = ("[On Play] Choose up to 3 cards in total (Characters on your area or Character Cards in your Outside Area) "
               "with required energy of 3 or less with different names without <Trait: Driftwood> and place them "
               "face-down under this character.")
GATHERER = card("855", name="Oska Reed", bp=4000, required_energy=0, text=GATHER_TEXT)
LOW_A = card("856", name="Pell", bp=3000, required_energy=1)
LOW_B = card("857", name="Quin", bp=2500, required_energy=3)
DRIFT = card("858", name="Rusk", bp=5000, required_energy=1, traits=["Driftwood"])
HIGH = card("859", name="Sable", bp=6000, required_energy=4)


def test_cards_in_total_from_the_area_or_the_outside_area_read_as_one_choice():
    """"Choose up to 3 cards in total (Characters on your area or Character Cards in your Outside Area) with ... and
    place them face-down under this character": the Outside Area's matching cards, the area's characters allowed
    (or_area); a near miss without "in total" stays unread."""
    assert compiled_effects(GATHER_TEXT) == [{"timing": "on-play", "actions": [
        {"do": "face-down-under", "zone": "outside", "or_area": True, "card": {
            "up_to": 3, "card_type": "character", "energy_max": 3, "different_names": True, "not_trait": "Driftwood"}}]}]
    from engine.effects.compiler import compile_card_text
    assert compile_card_text(GATHER_TEXT.replace(" in total", "")).uncompiled


def test_the_gatherer_takes_matching_cards_with_different_names_from_the_outside_area():
    """Required energy 3 or less, different names, not <Trait: Driftwood>: one <Pell> (of two) and one <Quin> go under
    it, <Rusk> (the trait) and <Sable> (energy 4) stay; the character on the area stays there (the pilot's fixed
    choice: a character on the area is worth more than a face-down card)."""
    state = _state(GATHERER, LOW_A, LOW_B, DRIFT, HIGH)
    me = state.seats[0]
    me.outside[:] = []
    for record in (LOW_A, LOW_A, LOW_B, DRIFT, HIGH):
        me.outside.append(pull(me, state.table.records.index(record)))
    keeper = unit_from_zones(state, LOW_B, 0)
    gatherer = unit_from_zones(state, GATHERER, 0)
    me.front[:] = [keeper, gatherer]
    run_effects(state, 0, state.table.effects[gatherer.card].on_play, gatherer)
    names = sorted(state.table.records[c].name for c in gatherer.under)
    assert names == ["Pell", "Quin"] and keeper in me.front
    assert sorted(state.table.records[c].name for c in me.outside) == ["Pell", "Rusk", "Sable"]
    check_invariants(state)


RETURN_TEXT = "When this card is placed to the Outside Area, you may place this card from the Outside Area on top of your deck."
RETURNER = card("860", name="Wren Ashby", bp=2000, required_energy=1, text=RETURN_TEXT)
DISCARDER = card("861", name="Tolan", type="event", text="Draw 1 card, place 1 card from your hand to the Outside Area.")


def test_when_this_card_is_placed_to_the_outside_area_reads_as_its_own_timing():
    """"When this card is placed to the Outside Area, ...": from anywhere (its own timing); "... to the Outside Area
    from your hand, ..." (a place the words give after it) is not read as it."""
    assert compiled_effects(RETURN_TEXT) == [{"timing": "when-to-outside", "actions": [
        {"do": "to-deck", "target": {"self": True}, "where": "top", "optional": True}]}]
    assert all(plays(effect, False) for effect in compiled_effects(RETURN_TEXT))
    assert not plays(compiled_effects(RETURN_TEXT)[0], True)  # (an Event Card goes there each time it is used)
    from engine.effects.compiler import compile_card_text
    assert compile_card_text(RETURN_TEXT.replace("Outside Area,", "Outside Area from your hand,", 1)).effects != \
        compiled_effects(RETURN_TEXT)


def test_the_card_returns_to_the_top_of_the_deck_from_the_area_and_from_under_a_character():
    """Retired from the area, and lying face-down under a character that is retired: each time the card is placed to
    the Outside Area, it goes on top of its owner's deck."""
    state = _state(RETURNER, CLOAKED)
    me = state.seats[0]
    wren = unit_from_zones(state, RETURNER, 0)
    me.front[:] = [wren]
    state._remove_from_field(me, wren, "opponent-effect")
    assert me.deck[-1] == wren.card and wren.card not in me.outside
    holder = unit_from_zones(state, CLOAKED, 0)
    holder.under = (pull(me, wren.card),)
    me.front[:] = [holder]
    state._remove_from_field(me, holder, "opponent-effect")
    assert me.deck[-1] == wren.card and holder.card in me.outside
    check_invariants(state)


def test_the_card_returns_to_the_top_of_the_deck_when_discarded_from_the_hand():
    """"Place 1 card from your hand to the Outside Area" (the only card in the hand): placed there from the hand, it
    goes on top of the deck (the pilot takes the "you may": a known card as its next draw)."""
    state = _state(RETURNER, DISCARDER)
    me = state.seats[0]
    wren = pull(me, state.table.records.index(RETURNER))
    me.deck[:0] = me.hand
    me.hand[:] = [wren]
    deck_top = me.deck[-1]
    run_effects(state, 0, compiled_effects("[On Play] Place 1 card from your hand to the Outside Area."), None)
    assert wren not in me.outside and me.deck[-1] == wren and me.deck[-2] == deck_top
    check_invariants(state)


SHEDDER = card("862", name="Vey Lorn", bp=4000, text=(
    "[Main] Place up to 2 face-down cards under this character to the Outside Area. If you did, draw 1 card."))


def test_up_to_n_face_down_cards_go_as_many_as_there_are():
    """"Place up to 2 face-down cards under this character to the Outside Area. If you did, draw 1 card": with one
    face-down card under it, that one goes (and the draw follows); with none, nothing is done and no card is drawn."""
    assert compiled_effects(SHEDDER.text)[0]["actions"][0] == {"do": "face-down-to-outside", "amount": 2, "up_to": True}
    state = _state(SHEDDER)
    me = state.seats[0]
    shedder = unit_from_zones(state, SHEDDER, 0)
    shedder.under = _pile(me, 1)
    card_under = shedder.under[0]
    me.front[:] = [shedder]
    hand = len(me.hand)
    run_effects(state, 0, state.table.effects[shedder.card].activated, shedder)
    assert shedder.under == () and card_under in me.outside and len(me.hand) == hand + 1
    run_effects(state, 0, state.table.effects[shedder.card].activated, shedder)
    assert len(me.hand) == hand + 1
    check_invariants(state)


HELPER_TEXT = ("[Main][Rest this card][Retire this card]. You may play 1 red <Brisk Talon> with required energy of 1 or "
               "less from your Outside Area to your Energy Line in active. If you did, place this card that was retired by "
               "this effect face-down under that <Brisk Talon>.")
HELPER = card("863", name="Nib", bp=1000, text=HELPER_TEXT)
TALON = card("864", name="Brisk Talon", bp=3000, required_energy=1)


def test_this_card_retired_by_its_cost_goes_face_down_under_the_character_it_played():
    """"[Retire this card] ... You may play 1 <X> ... from your Outside Area to your Energy Line in active. If you did,
    place this card that was retired by this effect face-down under that <X>": the retired card leaves the Outside
    Area for the pile of the character just played; said without the play step before (or without the retire cost) it
    is not read (played)."""
    from engine.effects.compiler import compile_card_text
    from engine.games.union_arena.effects_runtime import activate
    assert compiled_effects(HELPER_TEXT)[0]["actions"][1] == {
        "do": "face-down-under", "zone": "this-card", "retired": True, "target": {"chosen": True, "of_played": True},
        "if_done": True}
    assert compile_card_text("[Main][Retire this card] Draw 1 card. Place this card that was retired by this effect "
                             "face-down under that <Brisk Talon>.").uncompiled
    assert not plays(compiled_effects(HELPER_TEXT.replace("[Retire this card]", ""))[0], False)
    state = _state(HELPER, TALON)
    me = state.seats[0]
    nib = unit_from_zones(state, HELPER, 0)
    me.energy[:] = [nib]
    talon_card = pull(me, state.table.records.index(TALON))
    me.outside.append(talon_card)
    activate(state, 0, nib, 0, state.table.effects[nib.card].activated[0])
    talons = [u for u in me.energy if u.card == talon_card]
    assert talons and talons[0].under == (nib.card,) and not talons[0].rested
    assert nib.card not in me.outside and talon_card not in me.outside
    check_invariants(state)
