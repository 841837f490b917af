"""Union Arena: "this card" after it has left the field, and conditions on the card a step before handled
(docs/engine.md, the bullet "This card out of the field; the handled card"), compiled from card texts written for
Decklab and played through the engine's API:
- "[On Retire] Draw 1 card. Place this card to the Remove Area." / "... at the bottom of your deck": seed 000, Glossary
  退場時 — the [On Retire] effect activates once the card is in the Outside Area, so "this card" moves from there;
- "If the character played is <X>", "If the returned card was <X>", "If the rested card has BP 3000 or more", "If the
  chosen <X> is a [Trait: Y] card": the card the step before picked (a returned or retired card is read as printed, so
  its BP or state then is not read)."""
from collections import Counter

from engine.effects.compiler import compile_card_text
from engine.games.union_arena.constants import PLAY
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    card,
    compiled_effects,
    deck,
    game,
    ids,
    only_in_hand,
    pull,
    to_main,
    unit_from_zones,
)

REMOVE_AFTER = "[On Retire] Draw 1 card. Place this card to the Remove Area."
BOTTOM_AFTER = "[On Retire] Place this card at the bottom of your deck."
MAY_REMOVE = "[On Retire] You may place this card to the Remove Area. If you did, draw 1 card."
PLAYED_IS = ("[On Play] Play 1 blue Character Card with required energy of 3 or less and AP cost of 1 from your Outside "
             "Area to your Energy Line rested. If the character played is <Mira Vale>, set it to active.")
RETURNED_WAS = ("[On Play] Choose up to 1 character on your opponent's Front Line with BP 3000 or less and return it to its "
                "owner's hand. If the returned card was <Tarn Oak>, draw 1 card.")
RETIRED_HAD_BP = ("[On Play] Choose up to 1 character on your opponent's Front Line with BP 3000 or less and retire it. If "
                  "the retired character had BP 3000 or more, draw 1 card.")


def _retired_from_front(text, seed):
    """Seat 0's character with `text` leaves the Front Line by an opposing effect (its [On Retire] resolves); the
    seat, the card's id and how many cards the hand gained."""
    leaver = card("801", bp=1000, text=text)
    state = to_main(game([deck((leaver, 4)), deck()], seed=seed))
    me = state.seats[0]
    leaver_id = ids(state, leaver)[0]
    held = unit_from_zones(state, leaver, 0)
    me.front[:] = [held]
    hand = len(me.hand)
    state._remove_from_field(me, held, "opponent-effect")
    check_invariants(state)
    return me, leaver_id, len(me.hand) - hand


def test_on_retire_places_this_card_from_the_outside_area_to_the_remove_area():
    """Seed 000 Glossary 退場時: the card is in the Outside Area as its [On Retire] resolves; "Place this card to the
    Remove Area" moves it from there (the draw happens too)."""
    assert compile_card_text(REMOVE_AFTER).complete
    me, leaver_id, drawn = _retired_from_front(REMOVE_AFTER, seed=81)
    assert leaver_id in me.remove and leaver_id not in me.outside
    assert drawn == 1 and me.front == []


def test_on_retire_places_this_card_at_the_bottom_of_the_deck():
    me, leaver_id, _ = _retired_from_front(BOTTOM_AFTER, seed=82)
    assert me.deck[0] == leaver_id and leaver_id not in me.outside


def test_the_pilot_gives_the_card_up_for_a_draw():
    """"You may place this card to the Remove Area. If you did, draw 1 card": a card in the Outside Area is worth
    less than a card in the hand, so the engine's player takes the offer."""
    leaver = card("802", bp=1000, text=MAY_REMOVE)
    state = to_main(game([deck((leaver, 4)), deck()], seed=83))
    me = state.seats[0]
    leaver_id = ids(state, leaver)[0]
    held = unit_from_zones(state, leaver, 0)
    me.front[:] = [held]
    hand = len(me.hand)
    state._remove_from_field(me, held, "opponent-effect")
    assert leaver_id in me.remove and len(me.hand) == hand + 1
    check_invariants(state)


def test_this_card_that_has_moved_on_is_not_placed():
    """Only while the card is in the Outside Area: once another effect took it away, the step does nothing."""
    leaver = card("803", bp=1000, text=REMOVE_AFTER)
    state = to_main(game([deck((leaver, 4)), deck()], seed=84))
    me = state.seats[0]
    leaver_id = pull(me, ids(state, leaver)[0])
    me.hand.append(leaver_id)
    remove = list(me.remove)
    run_effects(state, 0, compiled_effects(REMOVE_AFTER), None, leaver_id)
    assert me.remove == remove and leaver_id in me.hand


def _play_check(played_record, seed):
    source = card("804", text=PLAYED_IS)
    state = to_main(game([deck((source, 4), (played_record, 4)), deck()], seed=seed))
    me = state.seats[0]
    held = unit_from_zones(state, source, 0)
    me.front[:] = [held]
    me.energy[:] = []
    me.outside.append(pull(me, ids(state, played_record)[0]))
    run_effects(state, 0, compiled_effects(PLAYED_IS), held)
    check_invariants(state)
    return [u for u in me.energy if u.card == ids(state, played_record)[0]]


def test_the_character_played_is_named():
    """"If the character played is <Mira Vale>, set it to active": the card the play before played, by name."""
    mira = card("805", name="Mira Vale", color="blue", required_energy=2, bp=3000)
    other = card("806", name="Dune Scout", color="blue", required_energy=2, bp=3000)
    assert [u.rested for u in _play_check(mira, seed=85)] == [False]
    assert [u.rested for u in _play_check(other, seed=86)] == [True]


def _returned(record, seed):
    source = card("807", text=RETURNED_WAS)
    state = to_main(game([deck((source, 4)), deck((record, 4))], seed=seed))
    me, them = state.seats
    held = unit_from_zones(state, source, 0)
    me.front[:] = [held]
    them.front[:] = [unit_from_zones(state, record, 1)]
    hand = Counter(me.hand)
    run_effects(state, 0, compiled_effects(RETURNED_WAS), held)
    check_invariants(state)
    return them.front, sum((Counter(me.hand) - hand).values())


def test_the_returned_card_is_read_by_name():
    """"If the returned card was <Tarn Oak>, draw 1 card": the opposing character the return picked."""
    oak = card("808", name="Tarn Oak", bp=3000)
    elm = card("809", name="Tarn Elm", bp=3000)
    assert _returned(oak, seed=87) == ([], 1)
    assert _returned(elm, seed=88) == ([], 0)


def test_what_a_retired_card_was_is_not_guessed():
    """A retired card is read as printed once it has left the field: "had BP 3000 or more" (its BP then, boosts
    included) stays not played rather than read from the printed value."""
    compiled = compile_card_text(RETIRED_HAD_BP)
    assert not compiled.complete and compiled.effects == []


DID_AND = ("[On Play] You may place 1 card from your hand to the Outside Area. If you did and you have 3 or less Life, "
           "draw 2 cards.")


def test_if_you_did_and_a_condition_needs_both():
    """Card wording "If you did and you have 3 or less Life, draw 2 cards": the offer taken and the condition met, as
    "If you did, and if ..." says; with more Life the draw does not happen."""
    effect = compiled_effects(DID_AND)[0]
    assert effect["actions"][1] == {"do": "draw", "amount": 2, "if_done": True,
                                    "condition": {"kind": "life-at-most", "amount": 3}}
    source = card("810", text=DID_AND)
    for life, drawn in ((3, 2), (5, 0)):
        state = to_main(game([deck((source, 4)), deck()], seed=89))
        me = state.seats[0]
        held = unit_from_zones(state, source, 0)
        me.front[:] = [held]
        while len(me.life) > life:
            me.outside.append(me.life.pop())
        hand = len(me.hand)
        run_effects(state, 0, [dict(effect, actions=[dict(effect["actions"][0], optional=False), effect["actions"][1]])], held)
        check_invariants(state)
        assert len(me.hand) == hand - 1 + drawn


EVENT_REMOVE = "Draw 2 cards. Place this card to the Remove Area."
EVENT_BOTTOM = ("Choose up to 1 character on your opponent's Front Line with BP 3000 or less and retire it. Place this card "
                "at the bottom of your deck.")


def _use_event(text, seed):
    """Seat 0 uses an event with `text` through the engine's API (a legal PLAY action); the seat and the card's id."""
    event = card("811", type="event", text=text)
    state = to_main(game([deck((event, 4)), deck()], seed=seed))
    me = only_in_hand(state, event)
    event_id = ids(state, event)[0]
    me.energy[:] = []
    outside, remove = me.outside.count(event_id), me.remove.count(event_id)
    state.apply(next(a for a in state.legal_actions() if a[0] == PLAY and me.hand[a[1]] == event_id))
    check_invariants(state)
    return me, event_id, me.outside.count(event_id) - outside, me.remove.count(event_id) - remove


def test_an_event_placed_to_the_remove_area_by_its_own_effect():
    """Seed 000 Main Phase: "After the effect is activated, place the card in the Outside Area" — unless the card's
    own text places it elsewhere ("Place this card to the Remove Area")."""
    me, event_id, to_outside, to_remove = _use_event(EVENT_REMOVE, seed=90)
    assert (to_outside, to_remove) == (0, 1)
    assert len(me.hand) == 2  # (the event left the hand; the two cards drawn)


def test_an_event_placed_at_the_bottom_of_the_deck_by_its_own_effect():
    me, event_id, to_outside, to_remove = _use_event(EVENT_BOTTOM, seed=91)
    assert (to_outside, to_remove) == (0, 0) and me.deck[0] == event_id


def test_an_event_without_such_a_step_goes_to_the_outside_area():
    me, event_id, to_outside, to_remove = _use_event("Draw 1 card.", seed=92)
    assert (to_outside, to_remove) == (1, 0)


PLAY_INSTEAD = ("[On Play] Look at the top 3 cards of your deck. Reveal up to 1 Character Card with required energy of 2 or "
                "less among them and add it to your hand. Place the remaining at the bottom of your deck in any order. If "
                "you fulfil the energy requirements of the revealed card, you may play it to your area rested instead.")


def _revealed_then(energy_cards, seed):
    """Seat 0's character with PLAY_INSTEAD resolves it with a 2-energy character on top of its deck and
    `energy_cards` red characters on its Energy Line; where the revealed card went (hand, Front Line or Energy Line)."""
    source = card("812", text=PLAY_INSTEAD)
    wanted = card("813", name="Ash Courier", required_energy=2, bp=3000)
    state = to_main(game([deck((source, 4), (wanted, 4)), deck()], seed=seed))
    me = state.seats[0]
    held = unit_from_zones(state, source, 0)
    me.front[:] = [held]
    me.energy[:] = [unit_from_zones(state, source, 0) for _ in range(energy_cards)]
    wanted_id = ids(state, wanted)[0]
    me.deck.append(pull(me, wanted_id))
    hand = Counter(me.hand)
    run_effects(state, 0, compiled_effects(PLAY_INSTEAD), held)
    check_invariants(state)
    on_area = [u for u in me.front + me.energy if u.card == wanted_id]
    return (Counter(me.hand) - hand)[wanted_id], len(on_area), [u.rested for u in on_area]


def test_the_revealed_card_is_played_instead_when_its_energy_is_met():
    """Card wording "... add it to your hand. If you fulfil the energy requirements of the revealed card, you may play it
    to your area rested instead": with two energy on the Energy Line the card is played (rested), not kept; with one it
    stays in the hand."""
    effect = compiled_effects(PLAY_INSTEAD)[0]
    assert effect["actions"][-1] == {"do": "play-from", "zone": "added", "target": {"up_to": 1}, "active": False,
                                     "condition": {"kind": "revealed-matches", "filter": {"energy_met": True}},
                                     "optional": True}
    assert _revealed_then(2, seed=93) == (0, 1, [True])
    assert _revealed_then(1, seed=94) == (1, 0, [])


SET_COUNTED = ("Draw 1 card, and set all characters in rested state on your Energy Line to active. If 3 or more cards are "
               "set to active by this effect, choose up to 1 of your AP cards and set it to active.")
REST_OR_RETURN = ("[On Play] Rest up to 2 active characters with required energy of 0 on your area. If you did not rest 2, "
                  "return this character to your hand.")


def _set_counted(rested_on_energy, active_on_energy, seed):
    """Seat 0 resolves SET_COUNTED with that many rested and active characters on its Energy Line and every AP card
    rested; how many AP cards are active after it."""
    helper = card("814", bp=1000)
    state = to_main(game([deck((helper, 8)), deck()], seed=seed))
    me = state.seats[0]
    me.energy[:] = [unit_from_zones(state, helper, 0, rested=True) for _ in range(rested_on_energy)] + \
        [unit_from_zones(state, helper, 0) for _ in range(active_on_energy)]
    me.ap[:] = [False] * len(me.ap)
    run_effects(state, 0, compiled_effects(SET_COUNTED), None)
    check_invariants(state)
    assert not any(u.rested for u in me.energy)
    return sum(me.ap)


def test_the_cards_set_to_active_by_this_effect_are_counted():
    """Card wording "If 3 or more cards are set to active by this effect": the characters the step before set to active
    (a character that was active already is not set to active, so it does not count)."""
    assert _set_counted(3, 0, seed=93) == 1
    assert _set_counted(2, 2, seed=94) == 0


def _rest_or_return(others, seed):
    """Seat 0 plays a character with REST_OR_RETURN through a legal PLAY action with `others` active 0-energy
    characters of its own on the field; whether it is still on the field and how many of the others are rested."""
    source = card("815", required_energy=0, text=REST_OR_RETURN)
    helper = card("816", required_energy=0)
    state = to_main(game([deck((source, 4), (helper, 6)), deck()], seed=seed))
    me = only_in_hand(state, source)
    me.front[:] = [unit_from_zones(state, helper, 0) for _ in range(others)]
    source_id = ids(state, source)[0]
    state.apply(next(a for a in state.legal_actions() if a[0] == PLAY and me.hand[a[1]] == source_id))
    check_invariants(state)
    on_field = any(u.card == source_id for u in me.front + me.energy)
    return on_field, sum(u.rested for u in me.front + me.energy if u.card != source_id)


def test_if_you_did_not_rest_two_this_character_returns():
    """Card wording "Rest up to 2 ... If you did not rest 2, return this character to your hand": with two others to
    rest the pilot rests them and the character stays; with one it is rested and the character goes back (fewer than
    two were rested by this effect)."""
    assert _rest_or_return(2, seed=95) == (True, 2)
    on_field, rested = _rest_or_return(1, seed=96)
    assert not on_field and rested == 1
