"""Outside Area phrasings, fourth part (docs/engine.md, the "Outside Area counts and spellings" bullet): two counts over
one place joined by "or" ("If there are 4 or more <A> or 4 or more <B> in your Outside Area"), "that has / that have a
required energy of N or less", a colour said after the names ("<A> or <B> [yellow] Character"), "Add to your hand from
your Outside Area up to N ..." and a step said without its capital letter ("Draw 3 cards. place 2 cards ..."). Texts
are written for Decklab (invented names and numbers in the real phrasing); each scenario runs through the engine's API."""
from collections import Counter

from engine.effects.compiler import compile_card_text
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

EITHER_COUNT = ("[On Play] If there are 3 or more Character Cards with BP 5000 or more or 3 or more Event Cards in your "
                "Outside Area, set this character to active.")


def _outside(state, seat, record, copies):
    """`copies` copies of `record` moved from the seat's zones into its Outside Area."""
    card_id = ids(state, record)[0]
    for _ in range(copies):
        seat.outside.append(pull(seat, card_id))


def test_either_of_two_counts_in_the_outside_area():
    """Card wording: "If there are 4 or more Character Cards with BP 4000 or more or 4 or more Event Cards in your
    Outside Area, set this character to active." Either count is enough (seed 000: "or" offers the two); the BP limit
    belongs to the first count only, and neither count is met by the two kinds added together."""
    condition = compiled_effects(EITHER_COUNT)[0]["condition"]
    assert condition["kind"] == "any"
    assert [c["filter"] for c in condition["conditions"]] == [{"card_type": "character", "bp_min": 5000},
                                                              {"card_type": "event"}]
    riser = card("701", text=EITHER_COUNT)
    strong = card("702", name="Stone Warden", bp=5000)
    weak = card("703", name="Reed Scout", bp=3000)
    rite = card("704", name="Ember Rite", type="event")
    cases = [([(strong, 3)], True), ([(rite, 3)], True), ([(strong, 2), (rite, 2)], False), ([(weak, 3)], False)]
    for placed, active in cases:
        state = to_main(game([deck((riser, 4), (strong, 4), (weak, 4), (rite, 4)), deck()], seed=701))
        me = state.seats[0]
        me.outside[:] = []
        for record, copies in placed:
            _outside(state, me, record, copies)
        holder = unit_from_zones(state, riser, 0, rested=True)
        me.front[:] = [holder]
        run_effects(state, 0, effects_of(state, riser).on_play, holder)
        assert holder.rested is not active, placed
        check_invariants(state)


def test_that_have_a_required_energy_and_different_names():
    """Card wording: "Add any number of yellow Character Cards with different names that have a required energy of 1
    or less from your Outside Area to your hand." "that have" limits as "with" does: the 2-energy card stays, and of
    two copies of one name only one comes back."""
    text = ("[On Play] Add any number of yellow Character Cards with different names that have a required energy of 1 "
            "or less from your Outside Area to your hand.")
    target = compiled_effects(text)[0]["actions"][0]["target"]
    assert target == {"up_to": 99, "color": "yellow", "card_type": "character", "different_names": True,
                      "energy_max": 1, "side": "yours", "zone": "outside"}
    caller = card("711", text=text)
    small = card("712", name="Lamp Sprite", color="yellow", required_energy=1)
    other = card("713", name="Moss Sprite", color="yellow", required_energy=0)
    large = card("714", name="Storm Sprite", color="yellow", required_energy=2)
    state = to_main(game([deck((caller, 4), (small, 4), (other, 4), (large, 4)), deck()], seed=711))
    me = state.seats[0]
    me.outside[:] = []
    for record in (small, small, other, large):
        _outside(state, me, record, 1)
    hand_before = Counter(me.hand)
    holder = unit_from_zones(state, caller, 0)
    me.front[:] = [holder]
    run_effects(state, 0, effects_of(state, caller).on_play, holder)
    gained = Counter(me.hand) - hand_before
    assert gained == Counter({ids(state, small)[0]: 1, ids(state, other)[0]: 1})
    assert Counter(me.outside) == Counter({ids(state, small)[0]: 1, ids(state, large)[0]: 1})
    check_invariants(state)


def test_colour_after_the_names_and_add_to_hand_said_first():
    """Card wordings: "Play up to 1 <A> or <B> [yellow] Character with required energy of 3 or less and AP cost of 1
    from your hand or Outside Area to your area rested" and "Add to your hand from your Outside Area up to 1 <X> card
    without Raid with required energy of 3 or less": the colour limits the names; the second adds from the Outside
    Area. A red copy of a named card is not played."""
    play_text = ("[On Play] Play up to 1 <Vessa Quill> or <Tomo Arden> [yellow] Character with required energy of 2 or "
                 "less and AP cost of 1 from your hand or Outside Area to your area rested.")
    target = compiled_effects(play_text)[0]["actions"][0]["target"]
    assert target["color"] == "yellow" and target["name"] == "Vessa Quill|Tomo Arden"
    caller = card("721", text=play_text)
    red_vessa = card("722", name="Vessa Quill", color="red", required_energy=1)
    yellow_tomo = card("723", name="Tomo Arden", color="yellow", required_energy=1)
    state = to_main(game([deck((caller, 4), (red_vessa, 4), (yellow_tomo, 4)), deck()], seed=721))
    me = state.seats[0]
    me.outside[:] = []
    _outside(state, me, red_vessa, 1)
    _outside(state, me, yellow_tomo, 1)
    for record in (red_vessa, yellow_tomo):  # (none in the hand: the Outside Area's cards are the choice)
        while ids(state, record)[0] in me.hand:
            me.hand.remove(ids(state, record)[0])
            me.deck.append(ids(state, record)[0])
    holder = unit_from_zones(state, caller, 0)
    me.front[:] = [holder]
    run_effects(state, 0, effects_of(state, caller).on_play, holder)
    played = [u.card for u in me.front + me.energy if u is not holder]
    assert played == [ids(state, yellow_tomo)[0]]
    assert ids(state, red_vessa)[0] in me.outside
    check_invariants(state)
    add_text = ("[On Play] Add to your hand from your Outside Area up to 1 <Trait: Iron Choir> card without Raid with "
                "required energy of 3 or less")
    assert compiled_effects(add_text)[0]["actions"] == [{"do": "add-to-hand", "target": {
        "up_to": 1, "trait": "Iron Choir", "no_raid": True, "energy_max": 3, "side": "yours", "zone": "outside"}}]


def test_step_said_without_its_capital_letter():
    """Card wording: "Draw 3 cards. place 2 cards from your hand to the Outside Area." Two steps, as with a capital
    letter: the hand grows by 1 and 2 cards reach the Outside Area."""
    text = "Draw 3 cards. place 2 cards from your hand to the Outside Area."
    assert compile_card_text(text).effects == compile_card_text(text.replace(". place", ". Place")).effects
    effect = compiled_effects(text)[0]
    assert effect["actions"] == [{"do": "draw", "amount": 3}, {"do": "discard", "amount": 2}]
    state = to_main(game([deck(), deck()], seed=731))
    me = state.seats[0]
    hand, outside = len(me.hand), len(me.outside)
    run_effects(state, 0, [effect], None)
    assert (len(me.hand), len(me.outside)) == (hand + 1, outside + 2)
    check_invariants(state)
