"""Looking at and revealing the top of the deck, fourth round: the spellings of "the top N cards of your deck" ("Look at
your top 4 cards from you deck", "Look at the top 4 of your deck"), "to the bottom or
top of the deck", "up to 1 of each <A> card and other card without <A>" (two picks), "up to 1 <X> with "A" in its name
and up to 1 with "B" in its name" (the second pick's noun is the first's), "with energy of N or higher", "with "A" but
without "B" in its name", "up to a total of N characters card with each different name", and a line "If you added a
card to your hand with this effect, ..." after the look it speaks of — compiled from card texts written for Decklab
(invented names, traits and numbers in the real phrasing; tests/golden/union_arena_effects_look.json).

Each scenario plays the card through the engine's API and quotes the card wording it follows (docs/engine.md,
"Looking at and revealing, fourth round")."""
from collections import Counter

from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    card,
    compiled_effects,
    deck,
    game,
    ids,
    on_top,
    play_from_hand,
    to_main,
)

SPELLED = ("[On Play] Look at your top 4 cards from you deck, Reveal and Add 1 card with <Trait: Tide Guild> other than "
           "<Ormand> among them. Return the remaining to the bottom of deck. If you have added card to hand, place 1 card "
           "from hand to Outside Area.")
REVEAL_TOP = ("[On Play] Reveal the top card of your deck. If the revealed card is require 3 energy or above, draw 1 card. "
              "Return the revealed card to the bottom or top of the deck.")
EACH_KIND = ("[On Play] Look at the top 5 cards of your deck. Reveal up to 1 of each <Trait: Moonlit> card and other card "
             "without <Trait: Moonlit> among them and add it to your hand. Put the rest at the bottom of your deck in any "
             "order.")
TWO_NAMES = ("[On Play] Look at the top 5 cards of your deck. Reveal up to 1 character Character Card with \"Ash\" in its "
             "name and up to 1 with \"Bram\" in its name among them and add them to your hand. Place the remaining at the "
             "bottom of your deck in any order.")
NEXT_LINE = ("[On Play] Look at the top 3 cards of your deck. Reveal 1 <Trait: Dune Riders> card among them and add it to "
             "your hand. Put the rest at the bottom of your deck in any order.@If you added a card to your hand with this "
             "effect, place 1 card from your hand to the Outside Area.")
ENERGY = ("[On Play] Look at the top 4 of your deck. Reveal up to 1 Character with energy of 4 or higher and add it to the "
          "hand. Place the remaining at the bottom of your deck in any order.")
BUT_WITHOUT = ("[On Play] Look at the top 4 cards of your deck. Reveal up to 1 <Trait: Gale Squad> card with \"Kite\" but "
               "without \"Hawk\" in its name and add it to your hand. Place the remaining cards at the bottom of your deck "
               "in any order.")

BLUE = card("K90", color="blue", bp=1000)  # (the decks' filler: no trait, energy 0)


def _played(seeker, *top, seed=501, extra=()):
    """Seat 0 with `seeker` in hand and `top` on top of its deck (the last one on top) plays `seeker`; the state, seat 0
    and its hand size before the play."""
    cards = [(record, 1) for i, record in enumerate(top) if record is not BLUE and record not in top[:i]]
    state = to_main(game([deck((seeker, 4), *cards, *extra, filler=BLUE), deck()], seed=seed))
    me = state.seats[0]
    on_top(state, me, *top)
    if ids(state, seeker)[0] not in me.hand:
        on_top(state, me, seeker)
        me.hand.append(me.deck.pop())
    hand = len(me.hand)
    play_from_hand(state, seeker)
    return state, me, hand


def test_the_spelled_look_takes_the_trait_card_that_is_not_the_named_one():
    """Card wording: "Look at your top 4 cards from you deck, Reveal and Add 1 card with <Trait: Tide Guild> other than
    <Ormand> among them. Return the remaining to the bottom of deck. If you have added card to hand, place 1 card from
    hand to Outside Area." The top 4 are looked at; <Ormand> (of the trait) is not taken, the other Tide Guild card is;
    the 3 others go to the bottom and a card of the hand goes to the Outside Area."""
    seeker = card("K01", text=SPELLED)
    ormand = card("K02", name="Ormand", traits=["Tide Guild"], bp=5000)
    guild = card("K03", traits=["Tide Guild"], bp=3000)
    state, me, hand = _played(seeker, BLUE, guild, BLUE, ormand)
    assert ids(state, guild)[0] in me.hand and ids(state, ormand)[0] not in me.hand
    assert Counter(me.deck[:3]) == Counter([ids(state, ormand)[0], ids(state, BLUE)[0], ids(state, BLUE)[0]])
    assert len(me.hand) == hand - 1 + 1 - 1 and len(me.outside) == 1
    check_invariants(state)


def test_a_revealed_card_draws_when_its_energy_is_high_enough():
    """Card wording: "Reveal the top card of your deck. If the revealed card is require 3 energy or above, draw 1 card.
    Return the revealed card to the bottom or top of the deck." A revealed card with required energy 3 draws the card
    under it; the revealed card goes back to the deck (top or bottom), not to the hand."""
    seeker, heavy = card("K05", text=REVEAL_TOP), card("K06", required_energy=3)
    state, me, hand = _played(seeker, BLUE, heavy, seed=502)
    assert len(me.hand) == hand - 1 + 1
    assert ids(state, heavy)[0] not in me.hand and ids(state, heavy)[0] in (me.deck[0], me.deck[-1])
    check_invariants(state)


def test_a_revealed_card_with_low_energy_draws_nothing():
    """Same wording: a revealed card with required energy 2 ("3 energy or above" does not hold) draws nothing, and it
    goes back to the deck."""
    seeker, light = card("K07", text=REVEAL_TOP), card("K08", required_energy=2)
    state, me, hand = _played(seeker, BLUE, light, seed=503)
    assert len(me.hand) == hand - 1
    assert ids(state, light)[0] in (me.deck[0], me.deck[-1])
    check_invariants(state)


def test_one_of_each_kind_takes_a_trait_card_and_a_card_without_it():
    """Card wording: "Reveal up to 1 of each <Trait: Moonlit> card and other card without <Trait: Moonlit> among them
    and add it to your hand." Among two Moonlit cards and three without the trait, one Moonlit card (the stronger) and
    one card without it (the stronger) are added; the 3 others go to the bottom."""
    seeker = card("K10", text=EACH_KIND)
    moon_a, moon_b = card("K11", traits=["Moonlit"], bp=4000), card("K12", traits=["Moonlit"], bp=3000)
    plain_big = card("K13", bp=6000)
    state, me, hand = _played(seeker, BLUE, moon_a, plain_big, moon_b, BLUE, seed=504)
    assert ids(state, moon_a)[0] in me.hand and ids(state, plain_big)[0] in me.hand
    assert ids(state, moon_b)[0] not in me.hand
    assert len(me.hand) == hand - 1 + 2
    assert Counter(me.deck[:3]) == Counter([ids(state, moon_b)[0], ids(state, BLUE)[0], ids(state, BLUE)[0]])
    check_invariants(state)


def test_two_picks_by_name_take_one_card_of_each_name():
    """Card wording: "Reveal up to 1 character Character Card with "Ash" in its name and up to 1 with "Bram" in its name
    among them and add them to your hand." One "Ash" character and one "Bram" character are added (not two "Ash"), and
    the second pick is a Character Card too: a "Bram" Event Card is not taken."""
    seeker = card("K15", text=TWO_NAMES)
    ash_a, ash_b = card("K16", name="Ash Vell", bp=4000), card("K17", name="Ash Corin", bp=3000)
    bram = card("K18", name="Bram Ode", bp=2000)
    bram_event = card("K19", name="Bram's Gambit", type="event")
    assert compiled_effects(TWO_NAMES)[0]["actions"][1]["target"]["parts"][1]["card_type"] == "character"
    state, me, hand = _played(seeker, ash_b, bram_event, ash_a, bram, BLUE, seed=505)
    assert ids(state, ash_a)[0] in me.hand and ids(state, bram)[0] in me.hand
    assert ids(state, ash_b)[0] not in me.hand and ids(state, bram_event)[0] not in me.hand
    assert len(me.hand) == hand - 1 + 2
    check_invariants(state)


def test_the_next_line_discards_only_when_the_look_added_a_card():
    """Card wording: "... Reveal 1 <Trait: Dune Riders> card among them and add it to your hand. Put the rest at the
    bottom ... @If you added a card to your hand with this effect, place 1 card from your hand to the Outside Area." The
    second line speaks of the look ("this effect"): with a Dune Riders card among the 3, it is added and a card of the
    hand is placed; with none, nothing is added and nothing is placed."""
    seeker, rider = card("K21", text=NEXT_LINE), card("K22", traits=["Dune Riders"])
    state, me, hand = _played(seeker, BLUE, rider, BLUE, seed=506)
    assert ids(state, rider)[0] in me.hand and len(me.hand) == hand - 1 and len(me.outside) == 1
    check_invariants(state)
    seeker_two, rider_two = card("K23", text=NEXT_LINE), card("K24", traits=["Dune Riders"])
    state, me, hand = _played(seeker_two, BLUE, BLUE, BLUE, seed=507, extra=((rider_two, 1),))
    assert len(me.hand) == hand - 1 and me.outside == []
    check_invariants(state)


def test_energy_of_n_or_higher_is_the_required_energy():
    """Card wording: "Look at the top 4 of your deck. Reveal up to 1 Character with energy of 4 or higher and add it to
    the hand." Of a 6000 BP character with required energy 3 and a 2000 BP one with required energy 4, the one with
    energy 4 is added (the stronger one does not qualify)."""
    seeker = card("K26", text=ENERGY)
    three, four = card("K27", required_energy=3, bp=6000), card("K28", required_energy=4, bp=2000)
    state, me, hand = _played(seeker, BLUE, three, four, BLUE, seed=508)
    assert ids(state, four)[0] in me.hand and ids(state, three)[0] not in me.hand
    assert len(me.hand) == hand - 1 + 1
    check_invariants(state)


def test_with_a_word_but_without_another_in_its_name():
    """Card wording: "Reveal up to 1 <Trait: Gale Squad> card with "Kite" but without "Hawk" in its name and add it to
    your hand." A Gale Squad "Kite Hawk" (the stronger) is not taken; the Gale Squad "Kite Runner" is."""
    seeker = card("K30", text=BUT_WITHOUT)
    hawk = card("K31", name="Kite Hawk", traits=["Gale Squad"], bp=6000)
    runner = card("K32", name="Kite Runner", traits=["Gale Squad"], bp=2000)
    state, me, hand = _played(seeker, BLUE, runner, hawk, BLUE, seed=509)
    assert ids(state, runner)[0] in me.hand and ids(state, hawk)[0] not in me.hand
    check_invariants(state)


KINDS = ("[On Play] Look at the top \"3 cards\" of your deck. Reveal up to 1 Character Card, Event Card and Field Card "
         "among them and add them to your hand. Place the remaining at the bottom of your deck in any order. If there is "
         "a <Varro Steel> on your area, it's \"5 cards\" instead.")


def test_one_card_of_each_kind_among_the_quoted_number_of_cards():
    """Card wording: 'Look at the top "3 cards" of your deck. Reveal up to 1 Character Card, Event Card and Field Card
    among them and add them to your hand. ... If there is a <Varro Steel> on your area, it's "5 cards" instead.' With
    no <Varro Steel> the top 3 are looked at: of two characters and an event, the stronger character and the event are
    added (one of each kind); the field fourth from the top is not looked at."""
    seeker = card("K34", text=KINDS)
    big, small = card("K35", bp=5000), card("K36", bp=1000)
    event, field = card("K37", type="event"), card("K38", type="field")
    state, me, hand = _played(seeker, BLUE, field, small, event, big, seed=510)
    assert ids(state, big)[0] in me.hand and ids(state, event)[0] in me.hand
    assert ids(state, small)[0] not in me.hand and ids(state, field)[0] not in me.hand
    assert len(me.hand) == hand - 1 + 2
    check_invariants(state)


def test_the_quoted_number_is_replaced_with_the_named_card_on_the_area():
    """Same wording with <Varro Steel> on your area: "5 cards" are looked at instead, so the field fourth from the top
    is added too (one card of each of the three kinds)."""
    seeker, varro = card("K40", text=KINDS), card("K41", name="Varro Steel")
    big, event, field = card("K42", bp=5000), card("K43", type="event"), card("K44", type="field")
    state = to_main(game([deck((seeker, 4), (varro, 4), (big, 1), (event, 1), (field, 1), filler=BLUE), deck()], seed=512))
    me = state.seats[0]
    on_top(state, me, BLUE, field, BLUE, event, big)
    play_from_hand(state, varro)
    hand = len(me.hand)
    play_from_hand(state, seeker)
    assert all(ids(state, r)[0] in me.hand for r in (big, event, field))
    assert len(me.hand) == hand - 1 + 3
    check_invariants(state)
