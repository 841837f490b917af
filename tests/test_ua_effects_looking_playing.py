"""Looking at cards, taking and playing them: the follow-ups of "Look at the top N cards of your deck", the target
lists and card filters of what is taken or played (issue 13), compiled from card texts written for Decklab (invented
names, traits and numbers in the real phrasing).

Each scenario builds its position through the engine's API and quotes the card wording (and the seed 000 section
where a rule is involved)."""
from engine.effects.compiler import compile_card_text
from engine.games.union_arena.constants import PLAY
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import PLAIN, card, deck, effects_of, game, ids, on_top, to_main, unit_from_zones


def test_add_one_of_them_to_your_hand_and_the_remaining_to_the_outside_area():
    """Card wording: "Look at the top 3 cards of your deck, add 1 to your hand and place the remaining to the Outside
    Area." The pilot takes the card worth most (the strongest); the other two go to the Outside Area."""
    text = "[On Play] Look at the top 3 cards of your deck, add 1 to your hand and place the remaining to the Outside Area."
    assert compile_card_text(text).complete
    seer = card("901", text=text)
    weak, mid, strong = card("902", bp=1000), card("903", bp=2500), card("904", bp=4500)
    state = to_main(game([deck((seer, 4), (weak, 1), (mid, 1), (strong, 1)), deck()], seed=71))
    me = state.seats[0]
    on_top(state, me, weak, strong, mid)
    holder = unit_from_zones(state, seer, 0)
    me.front[:] = [holder]
    hand, outside = len(me.hand), len(me.outside)
    run_effects(state, 0, effects_of(state, seer).on_play, holder)
    assert me.hand[-1] == ids(state, strong)[0] and len(me.hand) == hand + 1
    assert sorted(me.outside[outside:]) == sorted(ids(state, weak) + ids(state, mid))
    check_invariants(state)


def test_one_on_top_and_the_remaining_to_the_outside_area_said_in_a_second_sentence():
    """Card wording: "Look at the top 3 cards of your deck. Place 1 card among them on top of your deck. Place the
    remaining to the Outside Area." The second sentence says where the cards the first left go."""
    text = ("[On Play] Look at the top 3 cards of your deck. Place 1 card among them on top of your deck. Place the "
            "remaining to the Outside Area.")
    compiled = compile_card_text(text)
    assert compiled.effects[0]["actions"][1] == {"do": "looked-to", "where": "top-or-outside", "top_at_most": 1}
    seer = card("905", text=text)
    weak, strong, other = card("906", bp=1000), card("907", bp=5000), card("908", bp=1500)
    state = to_main(game([deck((seer, 4), (weak, 1), (strong, 1), (other, 1)), deck()], seed=72))
    me = state.seats[0]
    on_top(state, me, strong, weak, other)
    holder = unit_from_zones(state, seer, 0)
    me.front[:] = [holder]
    deck_size, outside = len(me.deck), len(me.outside)
    run_effects(state, 0, effects_of(state, seer).on_play, holder)
    assert me.deck[-1] == ids(state, strong)[0] and len(me.deck) == deck_size - 2
    assert sorted(me.outside[outside:]) == sorted(ids(state, weak) + ids(state, other))
    check_invariants(state)


def test_up_to_one_of_a_trait_and_up_to_one_event_card_among_them():
    """Card wording: "Reveal up to 1 <Trait: X> card and up to 1 Event Card among them and add them to your hand."
    Two picks in one: each up to its own number, from what the other left."""
    text = ("[On Play] Look at the top 4 cards of your deck. Reveal up to 1 <Trait: Tidecaller> card and up to 1 Event "
            "Card among them and add them to your hand. Place the remaining at the bottom of your deck in any order.")
    assert compile_card_text(text).complete
    seer = card("909", text=text)
    tide = card("910", traits=["Tidecaller"], bp=3000)
    tide_two = card("911", traits=["Tidecaller"], bp=2000)
    spell = card("912", type="event")
    state = to_main(game([deck((seer, 4), (tide, 1), (tide_two, 1), (spell, 1)), deck()], seed=73))
    me = state.seats[0]
    on_top(state, me, tide_two, spell, PLAIN, tide)
    holder = unit_from_zones(state, seer, 0)
    me.front[:] = [holder]
    hand = len(me.hand)
    run_effects(state, 0, effects_of(state, seer).on_play, holder)
    assert sorted(me.hand[hand:]) == sorted(ids(state, tide) + ids(state, spell))  # the stronger Tidecaller
    assert ids(state, tide_two)[0] in me.deck[:2]  # the other two at the bottom
    check_invariants(state)


def test_card_filters_without_a_trigger_and_a_card_of_either_kind():
    """Card wording: "Add up to 1 Event Card without [Special] nor [Final] from your Outside Area to your hand." and
    "Add up to 1 <X> or Character Card with [Double Block] from your Outside Area to your hand." (seed 000 Trigger:
    the effect a card's Trigger field holds; [Double Block]: a keyword printed on the card)."""
    no_special = "[On Play] Add up to 1 Event Card without [Special] nor [Final] from your Outside Area to your hand."
    either = "[On Play] Add up to 1 <Brannoc> or Character Card with [Double Block] from your Outside Area to your hand."
    assert compile_card_text(no_special).complete and compile_card_text(either).complete
    digger, finder = card("913", text=no_special), card("914", text=either)
    special = card("915", type="event", trigger="special")
    plain_event = card("916", type="event", trigger="draw")
    wall = card("917", bp=4000, keywords=[{"name": "double-block"}])
    brannoc = card("918", name="Brannoc", bp=1000)
    big = card("919", bp=6000)
    state = to_main(game([deck((digger, 4), (finder, 4), (special, 1), (plain_event, 1), (wall, 1), (brannoc, 1),
                               (big, 1)), deck()], seed=74))
    me = state.seats[0]
    for record in (special, plain_event, wall, brannoc, big):
        card_id = ids(state, record)[0]
        next(place for place in (me.deck, me.hand, me.life) if card_id in place).remove(card_id)
        me.outside.append(card_id)
    holder = unit_from_zones(state, digger, 0)
    me.front[:] = [holder]
    run_effects(state, 0, effects_of(state, digger).on_play, holder)
    assert ids(state, plain_event)[0] in me.hand and ids(state, special)[0] in me.outside
    other = unit_from_zones(state, finder, 0)
    me.front.append(other)
    run_effects(state, 0, effects_of(state, finder).on_play, other)
    assert ids(state, wall)[0] in me.hand  # the strongest of <Brannoc> or a [Double Block] character
    assert ids(state, big)[0] in me.outside and ids(state, brannoc)[0] in me.outside
    check_invariants(state)


def test_look_at_as_many_cards_as_a_count():
    """Card wording: "Look at cards from the top of your deck equal to the number of rested characters on your
    opponent's area. Reveal up to 1 <Trait: X> card among them and add it to your hand." (counted as it resolves)."""
    text = ("[On Play] Look at cards from the top of your deck equal to the number of rested characters on your "
            "opponent's area. Reveal up to 1 <Trait: Tidecaller> card among them and add it to your hand. Place the "
            "remaining at the bottom of your deck in any order.")
    assert compile_card_text(text).complete
    seer = card("920", text=text)
    tide = card("921", traits=["Tidecaller"])
    foe = card("925")
    state = to_main(game([deck((seer, 4), (tide, 1)), deck((foe, 4))], seed=75))
    me, other = state.seats[0], state.seats[1]
    on_top(state, me, tide, PLAIN)  # the Tidecaller is second from the top
    holder = unit_from_zones(state, seer, 0)
    me.front[:] = [holder]
    other.front[:] = [unit_from_zones(state, foe, 1, rested=True)]
    run_effects(state, 0, effects_of(state, seer).on_play, holder)
    assert ids(state, tide)[0] not in me.hand  # 1 rested character: only the top card was looked at
    other.front.append(unit_from_zones(state, foe, 1, rested=True))
    on_top(state, me, tide, PLAIN)
    run_effects(state, 0, effects_of(state, seer).on_play, holder)
    assert ids(state, tide)[0] in me.hand  # 2 now
    check_invariants(state)


def test_play_a_card_without_a_trait_through_the_engine_api():
    """Card wording: "Play up to 1 yellow Character Card without a Trait with a required energy of 2 or less and AP
    cost of 1 from your hand to your area rested." played as an event (PLAY), the pilot's own path (seed 000 Play
    Character cards: played to the field in Rest Mode)."""
    text = ("Play up to 1 yellow Character Card without a Trait with a required energy of 2 or less and AP cost of 1 "
            "from your hand to your area rested.")
    assert compile_card_text(text).complete
    call = card("922", type="event", color="yellow", text=text)
    plain = card("923", color="yellow", required_energy=1, bp=3000)
    traited = card("924", color="yellow", required_energy=1, bp=4000, traits=["Tidecaller"])
    state = to_main(game([deck((call, 4), (plain, 1), (traited, 1)), deck()], seed=76))
    me = state.seats[0]
    me.deck.extend(me.hand)
    me.hand[:] = []
    for record in (call, traited, plain):
        card_id = ids(state, record)[0]
        next(place for place in (me.deck, me.life) if card_id in place).remove(card_id)
        me.hand.append(card_id)
    me.ap[:] = [True]
    state.apply((PLAY, 0, 2, -1))
    played = [u.card for u in me.front + me.energy]
    assert ids(state, plain)[0] in played and ids(state, traited)[0] in me.hand
    assert all(u.rested for u in me.front + me.energy if u.card == ids(state, plain)[0])
    check_invariants(state)


def test_a_card_placed_from_the_hand_to_your_area_is_played():
    """Card wording: "Place up to 1 green <Trait: X> card with required energy of 2 or less from your hand to your area
    rested." (a card placed onto the area is played: seed 000 Play Character cards, in Rest Mode; its [On Play] after
    the effect, seed 000 登場時)."""
    text = ("[On Play] Place up to 1 green <Trait: Wren> card with required energy of 2 or less from your hand to your "
            "area rested.")
    assert compile_card_text(text).complete
    caller = card("926", color="green", text=text)
    wren = card("927", color="green", required_energy=2, bp=3500, traits=["Wren"])
    state = to_main(game([deck((caller, 4), (wren, 1)), deck()], seed=77))
    me = state.seats[0]
    wren_id = ids(state, wren)[0]
    next(place for place in (me.deck, me.hand, me.life) if wren_id in place).remove(wren_id)
    me.hand.append(wren_id)
    holder = unit_from_zones(state, caller, 0)
    me.front[:] = [holder]
    run_effects(state, 0, effects_of(state, caller).on_play, holder)
    played = [u for u in me.front + me.energy if u.card == wren_id]
    assert len(played) == 1 and played[0].rested and wren_id not in me.hand
    check_invariants(state)
