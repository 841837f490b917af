"""Effect durations (second round): the delayed "during your opponent's next turn", "until the end of their next
attack phase", quoted grants with their own timing, and "[1 Per Turn]" on continuous effects — compiled from card texts
written for Decklab (invented names and numbers in the real phrasing) and played by the engine.

Seed 000, Game Flow: Start Phase 1 "Effects with text such as “until the start of your next turn” are negated"; End
Phase 4 "Effects with text such as “for the turn” are negated". A turn runs from its Start Phase to its End Phase, so
"during your opponent's next turn" starts at the opponent's next Start Phase and ends at that turn's End Phase 4
(docs/engine.md, the bullet on durations, second round)."""
from engine.games.union_arena.constants import ATTACK, ATTACK_WITH, MAIN
from engine.games.union_arena.effects_runtime import card_effects, plays, run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    PLAIN,
    card,
    compiled_effects,
    deck,
    game,
    play_from_hand,
    setup_battle,
    to_main,
    unit_from_zones,
)


def _next_turn(state):
    """End the turn player's turn (End Phase) and begin the other's (Start Phase), as the engine does."""
    state._end_turn()
    return state


def test_bp_during_opponents_next_turn_waits_for_that_turn():
    """Card wording: "[On Play] Choose up to 1 <Trait: Lantern> card, it gets +3000 BP during opponent's next turn" —
    nothing changes now (the BP is not "from now"); at the Start Phase of the opponent's next turn it gets +3000 BP, and
    at that turn's End Phase 4 ("for the turn" effects end) it is back to its printed BP (seed 000, Game Flow)."""
    text = "[On Play] Choose up to 1 <Trait: Lantern> card, it gets +3000 BP during opponent's next turn"
    assert compiled_effects(text)[0]["actions"] == [
        {"do": "bp-change", "amount": 3000, "target": {"up_to": 1, "trait": "Lantern", "side": "yours", "zone": "any"},
         "duration": "opponents-next-turn"}]
    keeper = card("801", bp=3000, text=text)
    lantern = card("802", bp=2000, traits=["Lantern"])
    state = to_main(game([deck((keeper, 4), (lantern, 4)), deck()], seed=801))
    mine = unit_from_zones(state, lantern, 0)
    state.seats[0].front[:] = [mine]
    play_from_hand(state, keeper)
    assert state._bp(mine) == 2000  # this turn: nothing yet
    _next_turn(state)
    assert state.player == 1 and state._bp(mine) == 5000  # the opponent's next turn: +3000 BP
    check_invariants(state)
    _next_turn(state)
    assert state.player == 0 and state._bp(mine) == 2000 and mine.lasting is None  # it ended with that turn
    check_invariants(state)


def test_delayed_duration_said_during_the_opponents_turn_waits_for_their_next_turn():
    """The same wording resolved in the opponent's turn (an effect of yours set off then): "your opponent's next turn" is
    the one after it, not the turn running now (seed 000, Game Flow: each turn is its player's, Start to End Phase)."""
    effects = compiled_effects("[On Play] Choose up to 1 <Trait: Lantern> card, it gets +3000 BP during your opponent's "
                               "next turn")
    lantern = card("803", bp=2000, traits=["Lantern"])
    state = to_main(game([deck((lantern, 4)), deck()], seed=802))
    mine = unit_from_zones(state, lantern, 0)
    state.seats[0].front[:] = [mine]
    _next_turn(state)  # seat 1's turn
    run_effects(state, 0, effects, None)  # seat 0's effect, resolved in seat 1's turn
    assert state._bp(mine) == 2000
    _next_turn(state)  # seat 0's turn
    assert state._bp(mine) == 2000
    _next_turn(state)  # seat 1's next turn: now
    assert state.player == 1 and state._bp(mine) == 5000
    check_invariants(state)


def test_ability_given_during_opponents_next_turn_to_the_chosen_and_this_character():
    """Card wording: "[On Play] Choose up to one other <Trait: Guild> from your Front Line, and give that character and
    this character the effect during your opponents next turn "When your opponent chooses this character due to a
    character effect or event card effect, they must pay an additional AP to choose this character."" — both gain the
    choose tax (1 AP) for the opponent's next turn only: not now, not after it."""
    text = ("[On Play] Choose up to one other <Trait: Guild> from your Front Line, and give that character and this "
            "character the effect during your opponents next turn \"When your opponent chooses this character due to a "
            "character effect or event card effect, they must pay an additional AP to choose this character.\"")
    tax = [{"timing": "continuous", "actions": [{"do": "choose-tax", "amount": 1}]}]
    assert compiled_effects(text)[0]["actions"] == [
        {"do": "choose", "target": {"up_to": 1, "other": True, "trait": "Guild", "side": "yours", "zone": "front"}},
        {"do": "gain-ability", "effects": tax, "target": {"chosen": True}, "duration": "opponents-next-turn"},
        {"do": "gain-ability", "effects": tax, "target": {"self": True}, "duration": "opponents-next-turn"}]
    gina = card("804", bp=2000, text=text)
    member = card("805", bp=1000, traits=["Guild"])
    state = to_main(game([deck((gina, 4), (member, 4)), deck()], seed=803))
    friend = unit_from_zones(state, member, 0)
    state.seats[0].front[:] = [friend]
    me = play_from_hand(state, gina)
    assert not state.restricted(friend, "choose-tax") and not state.restricted(me, "choose-tax")  # not yet
    _next_turn(state)
    assert state.restricted(friend, "choose-tax") and state.restricted(me, "choose-tax")  # the opponent's turn
    _next_turn(state)
    assert not state.restricted(friend, "choose-tax") and not state.restricted(me, "choose-tax")  # over
    check_invariants(state)


def test_keyword_during_opponents_next_turn():
    """Card wording: "[On Play] This character gains [Double Block] during your opponent's next turn" — it has [Double
    Block] in the opponent's next turn only (the turn it may block in)."""
    text = "[On Play] This character gains [Double Block] during your opponent's next turn"
    assert compiled_effects(text)[0]["actions"] == [
        {"do": "gain-keyword", "keyword": "double-block", "target": {"self": True}, "duration": "opponents-next-turn"}]
    wall = card("806", bp=3000, text=text)
    state = to_main(game([deck((wall, 4)), deck()], seed=804))
    me = play_from_hand(state, wall)
    assert not state._has(me, "double-block", state.table.double_block)
    _next_turn(state)
    assert state._has(me, "double-block", state.table.double_block)
    _next_turn(state)
    assert not state._has(me, "double-block", state.table.double_block)


def test_delayed_duration_only_for_bp_keywords_and_abilities():
    """What the runtime keeps for the opponent's next turn: BP, keywords, abilities. Another verb said with it ("loses
    all of its original effects during your opponent's next turn") is not played (never from now instead)."""
    effects = compiled_effects("[On Play] Choose up to 1 character on your opponent's Front Line, it loses all of its "
                               "original effects during your opponent's next turn.")
    assert effects[0]["actions"][-1]["duration"] == "opponents-next-turn"
    assert not plays(effects[0], False)
