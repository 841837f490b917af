"""Union Arena effects of the "sentence sequencing and quoted actions" family — "Then, ..." openers, actions put in
quotes as one unit ('You may "Draw 1 card and ...". If you did, ...'), a quoted unit replaced by another ('it's "Draw 1
card" instead'), "draw 1 additional card" — compiled from card texts written for Decklab and played through the
engine's API (docs/engine.md, the last bullets)."""
from engine.games.union_arena.effects_runtime import MAX_REPLAYS, run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    card,
    compiled_effects,
    deck,
    game,
    ids,
    in_hand,
    play_from_hand,
    to_main,
    unit_from_zones,
)

UNIT = ('[On Play] You may "Draw 2 cards and this character gets +2000 BP during this turn." If you did, place 1 card '
        'from your hand to the Outside Area.')
JOINED = "[On Play] You may place 1 card from your hand to the Outside Area and retire this character. If you did, draw 2 cards."
REPLACED = ('[On Play] "Draw 1 card and place 1 card from your hand to the Outside Area". If there is a <Corin Ashby> on '
            'your area, it\'s "Draw 1 card" instead.')
ADDITIONAL = ("[On Play] Draw 2 cards, place 2 cards from your hand to the Outside Area. Then, if you have 8 or more cards "
              "in your Outside Area, draw 1 additional card.")




def test_a_quoted_unit_taken_whole():
    """Card wording: '[On Play] You may "Draw 2 cards and this character gets +2000 BP during this turn." If you did,
    place 1 card from your hand to the Outside Area.' Taken, both quoted steps happen, then the step "if you did"."""
    text = UNIT
    effects = compiled_effects(text)
    assert [a.get("in_unit", False) for a in effects[0]["actions"]] == [False, True, False]
    seeker = card("S01", name="Quill Seeker", bp=2000, text=text)
    state = to_main(game([deck((seeker, 4)), deck()], seed=131))
    me = state.seats[0]
    in_hand(state, seeker)
    hand, outside = len(me.hand), len(me.outside)
    played = play_from_hand(state, seeker)
    assert len(me.hand) == hand - 1 + 2 - 1 and len(me.outside) == outside + 1
    assert state._bp(played) == 4000
    check_invariants(state)


def test_a_declined_unit_does_none_of_its_steps():
    """Same wording: declined (the loop backstop declines every "you may", reading loops-end), neither quoted step
    happens — the +2000 BP is part of what "you may" offers — nor the step "if you did"."""
    effects = compiled_effects(UNIT)
    seeker = card("S02", name="Quill Seeker", bp=2000, text=UNIT)
    state = to_main(game([deck((seeker, 4)), deck()], seed=132))
    me = state.seats[0]
    holder = unit_from_zones(state, seeker, 0)
    me.front[:] = [holder]
    hand, outside = len(me.hand), len(me.outside)
    state.replays = MAX_REPLAYS
    run_effects(state, 0, effects, holder)
    assert (len(me.hand), len(me.outside), state._bp(holder)) == (hand, outside, 2000)
    check_invariants(state)


def test_you_may_a_and_b_is_one_step():
    """Card wording: "[On Play] You may place 1 card from your hand to the Outside Area and retire this character. If
    you did, draw 2 cards." The retire is part of the step offered: declined, this character stays."""
    effects = compiled_effects(JOINED)
    assert effects[0]["actions"][1] == {"do": "retire", "target": {"self": True}, "in_unit": True}
    bomber = card("S03", name="Lamp Bomber", bp=2000, text=JOINED)
    state = to_main(game([deck((bomber, 4)), deck()], seed=133))
    me = state.seats[0]
    holder = unit_from_zones(state, bomber, 0)
    me.front[:] = [holder]
    hand = len(me.hand)
    state.replays = MAX_REPLAYS
    run_effects(state, 0, effects, holder)
    assert me.front == [holder] and len(me.hand) == hand
    check_invariants(state)


def test_a_quoted_unit_replaced_by_its_first_step():
    """Card wording: '[On Play] "Draw 1 card and place 1 card from your hand to the Outside Area". If there is a <Corin
    Ashby> on your area, it's "Draw 1 card" instead.' With Corin Ashby the card draws and places nothing; without, it
    draws and places 1."""
    effects = compiled_effects(REPLACED)
    corin = card("S04", name="Corin Ashby", bp=1000)
    scout = card("S05", name="Tide Scout", bp=2000, text=REPLACED)
    state = to_main(game([deck((scout, 4), (corin, 4)), deck()], seed=134))
    me = state.seats[0]
    in_hand(state, scout)
    hand, outside = len(me.hand), len(me.outside)
    play_from_hand(state, scout)
    assert (len(me.hand), len(me.outside)) == (hand - 1, outside + 1)  # drew 1, placed 1
    me.front.append(unit_from_zones(state, corin, 0))
    hand, outside = len(me.hand), len(me.outside)
    run_effects(state, 0, effects, None)
    assert (len(me.hand), len(me.outside)) == (hand + 1, outside)  # "Draw 1 card" instead
    check_invariants(state)


def test_then_draw_an_additional_card():
    """Card wording: "[On Play] Draw 2 cards, place 2 cards from your hand to the Outside Area. Then, if you have 8 or
    more cards in your Outside Area, draw 1 additional card." The count is made after the 2 cards are placed."""
    effects = compiled_effects(ADDITIONAL)
    assert effects[0]["actions"][-1]["do"] == "draw" and effects[0]["actions"][-1]["amount"] == 1
    state = to_main(game([deck(), deck()], seed=135))
    me = state.seats[0]
    for _ in range(5):
        me.outside.append(me.deck.pop())
    hand = len(me.hand)
    run_effects(state, 0, effects, None)
    assert len(me.outside) == 7 and len(me.hand) == hand  # 5 + 2 = 7: no additional card
    me.outside.append(me.deck.pop())  # 8 before: 10 after the 2 placed
    hand = len(me.hand)
    run_effects(state, 0, effects, None)
    assert len(me.outside) == 10 and len(me.hand) == hand + 1
    check_invariants(state)


def test_a_quoted_retire_replaced_by_the_remove_area():
    """Card wording: 'Choose 1 character on your opponent's Front Line and "retire it". If there is a <Trait: Land> card
    on your Front Line, it's "place it to the Remove Area" instead.' Seed 000: a card placed in the Remove Area is not
    retired (it goes to the Remove Area, not the Outside Area)."""
    text = ('Choose 1 character on your opponent\'s Front Line and "retire it". If there is a <Trait: Land> card on your '
            'Front Line, it\'s "place it to the Remove Area" instead.')
    effects = compiled_effects(text)
    land = card("S06", traits=["Land"], bp=1000)
    foe = card("S07", bp=3000)
    state = to_main(game([deck((land, 4)), deck((foe, 4))], seed=136))
    me, other = state.seats[0], state.seats[1]
    other.front[:] = [unit_from_zones(state, foe, 1)]
    run_effects(state, 0, effects, None)
    assert other.front == [] and ids(state, foe)[0] in other.outside  # retired
    other.front[:] = [unit_from_zones(state, foe, 1)]
    me.front[:] = [unit_from_zones(state, land, 0)]
    removed = len(other.remove)
    run_effects(state, 0, effects, None)
    assert other.front == [] and len(other.remove) == removed + 1 and ids(state, foe)[0] in other.remove
    check_invariants(state)
