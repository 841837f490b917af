"""Revealing and looking at the top (bottom) of the deck, and where those cards go (docs/engine.md, the "revealed
cards stay where they lie" bullet). Texts are written for Decklab (invented names, traits, numbers) in the real
phrasing of the card sets."""
from collections import Counter

from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    card,
    compiled_effects,
    deck,
    effects_of,
    game,
    ids,
    on_top,
    to_main,
    unit_from_zones,
)


def _holder(state, record):
    """One copy of `record` on seat 0's Front Line (taken from its zones: before the zones are counted)."""
    holder = unit_from_zones(state, record, 0)
    state.seats[0].front[:] = [holder]
    return holder


def _run(state, record, holder):
    run_effects(state, 0, effects_of(state, record).on_play, holder)
    check_invariants(state)


SCRYER = "[On Play] Reveal the top card of your deck. If it is a <Trait: Lantern Guild> card, draw 1 card."


def test_the_revealed_card_is_the_card_drawn():
    """Card wording: "Reveal the top card of your deck. If it is a <Trait: X> card, draw 1 card." Revealing does not
    move the card: it is still the top card, so "draw 1 card" draws that very card (not the one under it), and nothing
    goes to the bottom of the deck."""
    compiled_effects(SCRYER)
    scryer, lantern = card("R01", text=SCRYER), card("R02", traits=["Lantern Guild"], required_energy=6)
    state = to_main(game([deck((scryer, 4), (lantern, 2)), deck()], seed=931))
    me = state.seats[0]
    holder = _holder(state, scryer)
    on_top(state, me, lantern)
    second, bottom, hand, size = me.deck[-2], me.deck[0], Counter(me.hand), len(me.deck)
    _run(state, scryer, holder)
    assert Counter(me.hand) - hand == Counter(ids(state, lantern)[:1])
    assert len(me.deck) == size - 1 and me.deck[-1] == second and me.deck[0] == bottom


def test_a_revealed_card_that_does_not_match_stays_on_top():
    """Card wording: "Reveal the top card of your deck. If it is a <Trait: X> card, draw 1 card." When the revealed
    card is not <Trait: X>, nothing is drawn and no sentence moves the card: it stays on top of the deck."""
    scryer, other = card("R03", text=SCRYER), card("R04", traits=["Dusk"])
    state = to_main(game([deck((scryer, 4), (other, 2)), deck()], seed=932))
    me = state.seats[0]
    holder = _holder(state, scryer)
    on_top(state, me, other)
    deck_before, hand = list(me.deck), Counter(me.hand)
    _run(state, scryer, holder)
    assert Counter(me.hand) == hand and me.deck == deck_before


SEER = ("[On Play] Reveal 1 card from top deck, if the revealed card is require 2 energy or above, Retire 1 Opponent Front "
        "Line Character with BP3000 or below. Return the revealed card to the bottom or top of the deck.")


def test_reveal_one_card_from_top_deck_retires_on_a_high_requirement_and_puts_the_card_back():
    """Card wording: "Reveal 1 card from top deck, if the revealed card is require 2 energy or above, Retire 1 Opponent
    Front Line Character with BP3000 or below. Return the revealed card to the bottom or top of the deck." "1 card from
    top deck" is the top card of your deck; the card is shown, the retire waits on its required energy, and the revealed
    card goes back to the deck (not the hand)."""
    actions = compiled_effects(SEER)[0]["actions"]
    assert actions[0] == {"do": "look-at-top", "amount": 1, "reveal": True}
    assert actions[1]["condition"] == {"kind": "revealed-matches", "filter": {"energy_min": 2}}
    assert actions[2] == {"do": "looked-to", "where": "top-or-bottom"}
    seer, heavy, light = card("R05", text=SEER), card("R06", required_energy=2), card("R07", required_energy=1)
    victim = card("R08", bp=3000)
    for revealed, retired in ((heavy, True), (light, False)):
        state = to_main(game([deck((seer, 4), (heavy, 2), (light, 2)), deck((victim, 4))], seed=933))
        me, other = state.seats
        holder = _holder(state, seer)
        other.front[:] = [unit_from_zones(state, victim, 1)]
        on_top(state, me, revealed)
        top, hand, size = me.deck[-1], Counter(me.hand), len(me.deck)
        _run(state, seer, holder)
        assert (other.front == []) == retired and Counter(me.hand) == hand
        assert len(me.deck) == size and top in (me.deck[0], me.deck[-1])


GAMLIN = ("[On Play] Look at the top 4 cards of your deck. Reveal up to 1 Character Card with <Trait: Night Choir> or with "
          "<Vesper> in its name among them and add it to your hand. Place the remaining at the bottom of your deck in any "
          "order.")


def test_a_character_card_with_the_trait_or_with_the_name_is_taken():
    """Card wording: "Reveal up to 1 Character Card with <Trait: X> or with <Y> in its name among them and add it to
    your hand." The noun is said once: a Character Card of the Trait, or a Character Card with <Y> in its name, may be
    taken; an Event Card of the Trait may not."""
    take = compiled_effects(GAMLIN)[0]["actions"][1]
    assert take["target"] == {"up_to": 1, "any_of": [{"card_type": "character", "trait": "Night Choir"},
                                                     {"card_type": "character", "name_has": "Vesper"}]}
    seeker = card("R09", text=GAMLIN)
    named = card("R10", name="Vesper Lane", bp=1000)
    choir_event = card("R11", type="event", traits=["Night Choir"])
    choir = card("R12", traits=["Night Choir"], bp=4000)
    for top_cards, taken in (((choir_event, named), named), ((choir_event, choir), choir), ((choir_event,), None)):
        state = to_main(game([deck((seeker, 4), (named, 2), (choir_event, 2), (choir, 2)), deck()], seed=934))
        me = state.seats[0]
        holder = _holder(state, seeker)
        on_top(state, me, *top_cards)
        hand = Counter(me.hand)
        _run(state, seeker, holder)
        assert Counter(me.hand) - hand == (Counter(ids(state, taken)[:1]) if taken else Counter())
        assert ids(state, choir_event)[0] not in Counter(me.hand) - hand


HERO = ("[On Play] Draw 1 card. If your life is 6 or less, place up to 1 <Trait: Dawn Guard> card without [Trigger] from "
        "your hand to your life area face-up.")


def test_a_card_without_trigger_of_the_trait_goes_from_the_hand_to_the_life_area():
    """Card wording: "If your life is 6 or less, place up to 1 <Trait: X> card without [Trigger] from your hand to your
    life area face-up." With 6 Life or less, one matching card of the hand goes on top of the Life Area (one Life more);
    a card with a Trigger, or of another Trait, stays in the hand; with 7 Life nothing moves."""
    action = compiled_effects(HERO)[0]["actions"][1]
    assert action["do"] == "hand-to-life" and action["face_up"] is True
    assert action["target"] == {"up_to": 1, "trait": "Dawn Guard", "no_trigger": True, "side": "yours", "zone": "hand"}
    hero = card("R13", text=HERO)
    guard = card("R14", traits=["Dawn Guard"])
    triggered = card("R15", traits=["Dawn Guard"], trigger="draw")
    for life, placed in ((6, True), (7, False)):
        state = to_main(game([deck((hero, 4), (guard, 2), (triggered, 2)), deck()], seed=935))
        me = state.seats[0]
        holder = _holder(state, hero)
        me.deck.extend(me.life[life:])
        del me.life[life:]
        me.deck.extend(me.hand)
        me.hand[:] = []
        me.hand += [me.deck.pop(me.deck.index(ids(state, triggered)[0])), me.deck.pop(me.deck.index(ids(state, guard)[0]))]
        _run(state, hero, holder)
        assert len(me.life) == life + placed and (me.life[-1] == ids(state, guard)[0]) == placed
        assert ids(state, triggered)[0] in me.hand


SALT = ("[On Play] Look at the top 3 cards of your deck. Reveal up to 1 <Trait: Tide Choir> card among them and add it to "
        "your hand or place it to the Outside Area. Place the remaining at the bottom of your deck in any order. If you "
        "added a card to your hand, place 1 card from your hand to the Outside Area.")


def test_hand_or_outside_adds_the_card_and_then_places_one_from_the_hand():
    """Card wording: "Reveal up to 1 <Trait: X> card among them and add it to your hand or place it to the Outside Area.
    ... If you added a card to your hand, place 1 card from your hand to the Outside Area." Where the card goes is the
    player's choice (or_outside); the engine adds it to the hand (then the card of the hand worth least goes to the
    Outside Area, at least as good as placing the revealed card there). No matching card: nothing is added or placed."""
    take = compiled_effects(SALT)[0]["actions"][1]
    assert take == {"do": "take-looked", "target": {"up_to": 1, "trait": "Tide Choir"}, "or_outside": True}
    salt, choir = card("R16", text=SALT), card("R17", traits=["Tide Choir"], bp=5000, required_energy=3)
    for tops, found in (((choir,), True), ((), False)):
        state = to_main(game([deck((salt, 4), (choir, 2)), deck()], seed=936))
        me = state.seats[0]
        holder = _holder(state, salt)
        choir_id = ids(state, choir)[0]
        me.deck[:] = [c for c in me.deck if c == choir_id] + [c for c in me.deck if c != choir_id]  # (at the bottom)
        on_top(state, me, *tops)
        hand, outside, size = len(me.hand), len(me.outside), len(me.deck)
        _run(state, salt, holder)
        assert (ids(state, choir)[0] in me.hand) == found
        assert len(me.hand) == hand and len(me.outside) == outside + found and len(me.deck) == size - found
