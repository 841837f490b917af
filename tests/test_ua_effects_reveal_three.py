"""Looking at and revealing cards, third round: a looked-at card revealed and put back on top, the one card looked at
put back and then revealed and taken (or only revealed), "a card with [Trigger]", "you may reveal 1 <X> from your
hand", and the face-down cards under your characters looked at — compiled from card texts written for Decklab
(invented names, traits and numbers in the real phrasing; tests/golden/union_arena_effects_reveal_three.json).

Each scenario builds its position through the engine's API and quotes the card wording it follows (docs/engine.md,
"Looking at and revealing cards, third round")."""
from engine.games.union_arena.constants import ATTACK_WITH
from engine.games.union_arena.effects_runtime import _Resolution, option_value, run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    PLAIN,
    card,
    compiled_effects,
    deck,
    effects_of,
    game,
    ids,
    in_hand,
    on_top,
    play_from_hand,
    pull,
    setup_battle,
    to_main,
    unit_from_zones,
)

BACK_ON_TOP = ("[On Play] Look at the top 4 cards of your deck, reveal up to 1 <Trait: Starlit Choir> card, place it on "
               "top of your deck. Place the remaining cards at the bottom of your deck in any order.")
ADDED_TRIGGER = ("[On Play] Look at the top 4 cards of your deck, reveal up to 1 card and add it to your hand. Place the "
                 "remaining on top of your deck in any order. If you added a card with [Trigger] to your hand, place 1 "
                 "card from your hand to the Outside Area.")
PUT_BACK_TAKEN = ("[When Attacking] Look at the top card of your deck and place it on top of your deck. If that card had "
                  "no trigger and is a <Trait: Lantern Guild> card, you may reveal it and add it to your hand.")
SHOWN = ("[When Attacking] Look at the top card of your deck. If the revealed card is <Orrin Vale> or <Orrin's Blade>, "
         "you may reveal it to the opponent. If you did, this character gets +1500 BP during this turn. Place the "
         "revealed card on the top of your deck.")
FROM_HAND = "[On Play] You may reveal 1 <Trait: Ember Court> card from your hand. If you did, draw 1 card."
UNDER_YOURS = ("[On Play] Look at all face-down cards placed under characters on your area and add up to 1 card among "
               "them to your hand.")




def _attacker(state, record):
    """`record`'s character on seat 0's Front Line with a plain one (the Attack Phase goes on after its attack)."""
    attacker = unit_from_zones(state, record, 0)
    setup_battle(state, [attacker, unit_from_zones(state, PLAIN, 0)], [])
    return attacker


def _attack(state):
    """The Front Line's character attacks the player (its [When Attacking] resolves)."""
    state.apply((ATTACK_WITH, 0, -1))


def test_a_revealed_card_goes_back_on_top_and_the_rest_to_the_bottom():
    """Card wording: "Look at the top 4 cards of your deck, reveal up to 1 <Trait: X> card, place it on top of your
    deck. Place the remaining cards at the bottom of your deck in any order." The matching card is the top card again;
    the 3 others are at the bottom; nothing reaches the hand."""
    assert compiled_effects(BACK_ON_TOP)[0]["actions"][1] == {"do": "looked-to", "where": "top",
                                                               "target": {"up_to": 1, "trait": "Starlit Choir"}}
    singer = card("R01", text=BACK_ON_TOP)
    choir = card("R02", traits=["Starlit Choir"], bp=1500)
    other = card("R03", bp=5000)
    state = to_main(game([deck((singer, 4), (choir, 1), (other, 12)), deck()], seed=301))
    me = state.seats[0]
    on_top(state, me, other, choir, other, other)  # the choir card second from the top
    in_hand(state, singer)
    hand = len(me.hand)
    play_from_hand(state, singer)
    assert me.deck[-1] == ids(state, choir)[0]
    assert me.deck[:3] == [ids(state, other)[0]] * 3
    assert len(me.hand) == hand - 1  # only the character played left it
    check_invariants(state)


def test_with_no_matching_card_all_of_them_go_to_the_bottom():
    """Same wording: "up to 1" — with no <Trait: X> card among the 4, none is put back on top; all 4 go to the bottom."""
    singer = card("R04", text=BACK_ON_TOP)
    other = card("R05", bp=5000)
    state = to_main(game([deck((singer, 4), (other, 12)), deck()], seed=302))
    me = state.seats[0]
    on_top(state, me, other, other, other, other)
    in_hand(state, singer)
    top_before = me.deck[-5]  # the card under the 4 looked at
    play_from_hand(state, singer)
    assert me.deck[-1] == top_before and me.deck[:4] == [ids(state, other)[0]] * 4
    check_invariants(state)


def test_if_you_added_a_card_with_a_trigger_you_place_a_card_from_your_hand():
    """Card wording: "... reveal up to 1 card and add it to your hand. ... If you added a card with [Trigger] to your
    hand, place 1 card from your hand to the Outside Area." "[Trigger]": any Trigger printed; the card taken (the
    highest BP) has a Draw trigger, so a card of the hand goes to the Outside Area."""
    seeker = card("R06", text=ADDED_TRIGGER)
    drawn = card("R07", bp=6000, trigger="draw")
    state = to_main(game([deck((seeker, 4), (drawn, 1)), deck()], seed=303))
    me = state.seats[0]
    on_top(state, me, drawn)
    in_hand(state, seeker)
    hand, outside = len(me.hand), len(me.outside)
    play_from_hand(state, seeker)
    assert ids(state, drawn)[0] in me.hand
    assert len(me.hand) == hand - 1 + 1 - 1 and len(me.outside) == outside + 1
    check_invariants(state)


def test_a_card_without_a_trigger_added_costs_nothing():
    """Same wording: the card taken has no Trigger; nothing is placed from the hand."""
    seeker = card("R08", text=ADDED_TRIGGER)
    plain_big = card("R09", bp=6000)
    state = to_main(game([deck((seeker, 4), (plain_big, 1)), deck()], seed=304))
    me = state.seats[0]
    on_top(state, me, plain_big)
    in_hand(state, seeker)
    hand, outside = len(me.hand), len(me.outside)
    play_from_hand(state, seeker)
    assert ids(state, plain_big)[0] in me.hand
    assert len(me.hand) == hand and len(me.outside) == outside
    check_invariants(state)


def test_the_card_put_back_on_top_is_revealed_and_taken():
    """Card wording: "Look at the top card of your deck and place it on top of your deck. If that card had no trigger
    and is a <Trait: X> card, you may reveal it and add it to your hand." The card back on top matches: it is taken
    from the top into the hand."""
    scout = card("R10", bp=3000, text=PUT_BACK_TAKEN)
    guild = card("R11", traits=["Lantern Guild"])
    state = to_main(game([deck((scout, 4), (guild, 2)), deck()], seed=305))
    me = state.seats[0]
    on_top(state, me, guild)
    _attacker(state, scout)
    size, hand = len(me.deck), len(me.hand)
    _attack(state)
    assert me.hand[-1] == ids(state, guild)[0] and len(me.hand) == hand + 1 and len(me.deck) == size - 1
    check_invariants(state)


def test_a_card_with_a_trigger_stays_on_top():
    """Same wording: "had no trigger" — a <Trait: X> card with a Trigger stays on top of the deck."""
    scout = card("R12", bp=3000, text=PUT_BACK_TAKEN)
    guild_draw = card("R13", traits=["Lantern Guild"], trigger="draw")
    state = to_main(game([deck((scout, 4), (guild_draw, 2)), deck()], seed=306))
    me = state.seats[0]
    on_top(state, me, guild_draw)
    _attacker(state, scout)
    size, hand = len(me.deck), len(me.hand)
    _attack(state)
    assert me.deck[-1] == ids(state, guild_draw)[0] and len(me.deck) == size and len(me.hand) == hand
    check_invariants(state)


def test_revealing_the_card_looked_at_gives_the_bonus():
    """Card wording: "Look at the top card of your deck. If the revealed card is <A> or <B>, you may reveal it to the
    opponent. If you did, this character gets +1500 BP during this turn. Place the revealed card on the top of your
    deck." A <B> on top: revealed, +1500 BP, and it is the top card again."""
    actions = compiled_effects(SHOWN)[0]["actions"]
    assert actions[1]["do"] == "reveal" and "target" not in actions[1] and actions[1]["optional"]
    swordsman = card("R14", bp=3000, text=SHOWN)
    blade = card("R15", name="Orrin's Blade", type="field")
    state = to_main(game([deck((swordsman, 4), (blade, 2)), deck()], seed=307))
    me = state.seats[0]
    on_top(state, me, blade)
    attacker = _attacker(state, swordsman)
    size = len(me.deck)
    _attack(state)
    assert state._bp(attacker) == 4500
    assert me.deck[-1] == ids(state, blade)[0] and len(me.deck) == size
    check_invariants(state)


def test_a_card_of_another_name_is_not_revealed():
    """Same wording: the top card is neither name: no reveal, no bonus; it stays on top."""
    swordsman = card("R16", bp=3000, text=SHOWN)
    stranger = card("R17", name="Pell Harrow")
    state = to_main(game([deck((swordsman, 4), (stranger, 2)), deck()], seed=308))
    me = state.seats[0]
    on_top(state, me, stranger)
    attacker = _attacker(state, swordsman)
    _attack(state)
    assert state._bp(attacker) == 3000 and me.deck[-1] == ids(state, stranger)[0]
    check_invariants(state)


def test_revealing_a_card_from_the_hand_keeps_it_there():
    """Card wording: "[On Play] You may reveal 1 <Trait: X> card from your hand. If you did, draw 1 card." With such a
    card in hand it is shown (it stays in the hand) and a card is drawn."""
    herald = card("R18", text=FROM_HAND)
    courtier = card("R19", traits=["Ember Court"])
    state = to_main(game([deck((herald, 4), (courtier, 2)), deck()], seed=309))
    me = state.seats[0]
    court_id = ids(state, courtier)[0]
    in_hand(state, courtier)
    in_hand(state, herald)
    hand = len(me.hand)
    play_from_hand(state, herald)
    assert court_id in me.hand and len(me.hand) == hand - 1 + 1
    check_invariants(state)


def test_with_nothing_to_reveal_nothing_is_drawn():
    """Same wording: no <Trait: X> card in the hand — the reveal cannot be done, so "If you did" draws nothing."""
    herald = card("R20", text=FROM_HAND)
    state = to_main(game([deck((herald, 4)), deck()], seed=310))
    me = state.seats[0]
    in_hand(state, herald)
    hand = len(me.hand)
    play_from_hand(state, herald)
    assert len(me.hand) == hand - 1
    check_invariants(state)


def test_face_down_cards_under_your_characters_are_looked_at():
    """Card wording: "Look at all face-down cards placed under characters on your area and add up to 1 card among them
    to your hand." The cards under every character of yours are looked at; the one worth most (highest BP) is added,
    the others stay under their characters."""
    keeper = card("R21", text=UNDER_YOURS)
    holder = card("R22")
    small, big = card("R23", bp=1000), card("R24", bp=7000)
    state = to_main(game([deck((keeper, 4), (holder, 4), (small, 2), (big, 2)), deck()], seed=311))
    me = state.seats[0]
    first, second = unit_from_zones(state, holder, 0), unit_from_zones(state, holder, 0)
    first.under = (pull(me, ids(state, small)[0]),)
    second.under = (pull(me, ids(state, small)[0]), pull(me, ids(state, big)[0]))
    me.front[:] = [first]
    me.energy[:] = [second]
    in_hand(state, keeper)
    hand = len(me.hand)
    play_from_hand(state, keeper)
    assert ids(state, big)[0] in me.hand and len(me.hand) == hand - 1 + 1
    assert first.under == (ids(state, small)[0],) and second.under == (ids(state, small)[0],)
    check_invariants(state)


def test_the_pilot_sees_no_gain_with_nothing_under_your_characters():
    """Same wording, as an option of "choose N of the following": worth nothing while no character of yours has a
    face-down card under it, and a card's worth once one has."""
    option = compiled_effects(UNDER_YOURS)[0]["actions"][0]
    holder = card("R25")
    hidden = card("R26")
    state = to_main(game([deck((holder, 4), (hidden, 2)), deck()], seed=312))
    me = state.seats[0]
    mine = unit_from_zones(state, holder, 0)
    me.front[:] = [mine]
    assert option_value(state, 0, option, None, _Resolution()) == 0.0
    mine.under = (pull(me, ids(state, hidden)[0]),)
    assert option_value(state, 0, option, None, _Resolution()) > 0.0


WREN = ("[Your Turn] When this card is revealed from your deck, choose up to 1 <Trait: Lantern Guild> card on your area "
        "and give it +1000 BP and [Impact +1] during this turn. You can only activate this <Wren Lamplight> effect once "
        "per turn.")
SEEK = ("[On Play] Look at the top 3 cards of your deck. Reveal up to 1 <Trait: Lantern Guild> card among them and add "
        "it to your hand. Place the remaining at the bottom of your deck in any order.")
TAKE = ("[On Play] Look at the top 3 cards of your deck. Add 1 card among them to your hand. Place the remaining at the "
        "bottom of your deck in any order.")


def _lantern_position(seed, seeker_text, wrens=1):
    wren = card("R30", name="Wren Lamplight", traits=["Lantern Guild"], bp=6000, text=WREN)
    seeker = card("R31", text=seeker_text)
    guild = card("R32", traits=["Lantern Guild"], bp=2000)
    state = to_main(game([deck((wren, 4), (seeker, 4), (guild, 4)), deck((seeker, 4), (wren, 4), (guild, 4))], seed=seed))
    me = state.seats[0]
    held = unit_from_zones(state, guild, 0)
    me.front[:] = [held]
    for _ in range(wrens):
        on_top(state, me, wren)
    return state, wren, seeker, held


def test_a_card_revealed_from_the_deck_sets_off_its_own_effect():
    """Card wordings: "[Your Turn] When this card is revealed from your deck, choose up to 1 <Trait: X> card on your
    area and give it +1000 BP and [Impact +1] during this turn." and "Look at the top 3 cards of your deck. Reveal up
    to 1 <Trait: X> card among them and add it to your hand." The revealed card's effect resolves after the effect that
    revealed it (seed 000, "If multiple effects are simultaneously activated"): the <Trait: X> character gets both."""
    assert compiled_effects(WREN)[0]["timing"] == "when-revealed-from-deck"
    state, wren, seeker, held = _lantern_position(321, SEEK)
    me = state.seats[0]
    in_hand(state, seeker)
    play_from_hand(state, seeker)
    assert ids(state, wren)[0] in me.hand
    assert state._bp(held) == 3000 and state._impact(held) == 1
    check_invariants(state)


def test_a_card_added_without_being_revealed_does_nothing():
    """Card wording: "Look at the top 3 cards of your deck. Add 1 card among them to your hand." The card is added,
    not revealed (take-looked hidden): its "When this card is revealed" effect does not resolve."""
    assert compiled_effects(TAKE)[0]["actions"][1]["hidden"] is True
    state, wren, seeker, held = _lantern_position(322, TAKE)
    me = state.seats[0]
    in_hand(state, seeker)
    play_from_hand(state, seeker)
    assert ids(state, wren)[0] in me.hand and state._bp(held) == 2000
    check_invariants(state)


def test_once_per_turn_for_every_card_of_that_name():
    """Same wordings: "You can only activate this <X> effect once per turn" — a second copy revealed by another effect
    the same turn gives nothing (the name's use is kept while the card is off the field)."""
    state, wren, seeker, held = _lantern_position(323, SEEK)
    me = state.seats[0]
    in_hand(state, seeker)
    play_from_hand(state, seeker)
    assert state._bp(held) == 3000
    on_top(state, me, wren)
    in_hand(state, seeker)
    hand = len(me.hand)
    play_from_hand(state, seeker)
    assert len(me.hand) == hand  # the second copy was revealed and taken ...
    assert state._bp(held) == 3000  # ... and gave nothing more
    check_invariants(state)


def test_not_in_your_opponents_turn():
    """Same wordings: "[Your Turn]" — a card revealed from its owner's deck during the opponent's turn does nothing."""
    state, wren, seeker, held = _lantern_position(324, SEEK)
    other = state.seats[1]
    guild_id = next(i for i in ids(state, state.table.records[held.card]) if i in other.deck)
    theirs = state._new_unit(pull(other, guild_id), 1)
    other.front[:] = [theirs]
    wren_id = next(i for i in ids(state, wren) if i in other.deck)
    other.deck.remove(wren_id)
    other.deck.append(wren_id)
    hand = len(other.hand)
    run_effects(state, 1, effects_of(state, seeker).on_play, None)  # seat 1 reveals in seat 0's turn
    assert len(other.hand) == hand + 1 and state._bp(theirs) == 2000
    check_invariants(state)


NO_RAID = ("[On Play] Look at the top 3 cards of your deck. Reveal up to 1 <Trait: Glass Academy> card among them and add "
           "it to your hand. Place the remaining at the bottom of your deck in any order. If you added to your hand and "
           "the added card doesn't have [Raid], place 1 card from your hand to the Outside Area.")


def test_the_added_card_without_raid_costs_a_card_from_the_hand():
    """Card wording: "... Reveal up to 1 <Trait: X> card among them and add it to your hand. ... If you added to your
    hand and the added card doesn't have [Raid], place 1 card from your hand to the Outside Area." The card added has
    no [Raid]: a card of the hand goes to the Outside Area; a card added with [Raid] costs nothing."""
    assert compiled_effects(NO_RAID)[0]["actions"][-1]["condition"] == {"kind": "added-matches",
                                                                        "filter": {"no_raid": True}}
    student = card("R40", text=NO_RAID)
    plain = card("R41", traits=["Glass Academy"], bp=1000)
    raider = card("R42", name="Vell Ashe", traits=["Glass Academy"], bp=4000, text="[Raid] <Vell Ashe>",
                  keywords=[{"name": "raid", "target": "Vell Ashe"}])
    for top, discarded in ((plain, 1), (raider, 0)):
        state = to_main(game([deck((student, 4), (plain, 2), (raider, 2)), deck()], seed=331))
        me = state.seats[0]
        on_top(state, me, PLAIN, PLAIN, top)  # (the other two looked at do not match)
        in_hand(state, student)
        hand, outside = len(me.hand), len(me.outside)
        play_from_hand(state, student)
        assert ids(state, top)[0] in me.hand + me.outside[outside:]  # (taken; the weakest card of the hand is placed)
        assert me.deck[-1] != ids(state, top)[0] and len(me.outside) == outside + discarded and len(me.hand) == hand - discarded
        check_invariants(state)


RELAY = ("[On Play] Reveal any number of cards in your hand. Choose up to 1 character on your opponent's Front Line with "
         "BP equal or less than the number of <Trait: Quiet Relay> cards with different names on your area or revealed "
         "by this effect x1000 and retire it.")


def test_cards_on_your_area_or_revealed_from_your_hand_are_counted():
    """Card wording: "Reveal any number of cards in your hand. Choose up to 1 character on your opponent's Front Line
    with BP equal or less than the number of <Trait: X> cards with different names on your area or revealed by this
    effect x1000 and retire it." The engine reveals every card of its hand (showing costs nothing): a <Trait: X> on
    the area and another name in the hand make 2 names — a 2000 BP character is retired; a copy of the same name in
    the hand adds nothing."""
    count = compiled_effects(RELAY)[0]["actions"][1]["target"]["bp_max_count"]
    assert count == {"trait": "Quiet Relay", "different_names": True, "side": "yours", "zone": "any|revealed"}
    caller = card("R50", name="Relay Caller", traits=["Quiet Relay"], text=RELAY)
    runner = card("R51", name="Relay Runner", traits=["Quiet Relay"])
    target = card("R52", bp=2000)
    for held, retired in ((runner, True), (caller, False)):
        state = to_main(game([deck((caller, 6), (runner, 4)), deck((target, 4))], seed=341))
        me, other = state.seats[0], state.seats[1]
        me.deck[:0], me.hand[:] = me.hand, []  # (the hand's cards to the bottom of the deck: only those below are shown)
        victim = unit_from_zones(state, target, 1)
        other.front[:] = [victim]
        in_hand(state, caller)
        me.hand.append(pull(me, ids(state, held)[0]))
        play_from_hand(state, caller)  # the caller on the area (1 name) and the card left in the hand
        assert (victim not in other.front) is retired
        check_invariants(state)
