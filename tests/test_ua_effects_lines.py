"""A step on a line of its own (issue 13): a card's text broken over two lines, the second with no timing of its own,
is one ability when the first is done at a moment ("[On Play] ...@This character gains [Sniper] during this turn.").
On a card on the field a step done once has no moment of its own, so it goes on with the line above; a line above that
holds all the time (continuous, "[Your Turn]") or has a condition of its own is not gone on (docs/engine.md, "A step on
a line of its own")."""
from engine.effects.compiler import compile_card_text
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, compiled_effects, deck, game, in_hand, play_from_hand, to_main

SNIPE_AFTER = "[On Play] Draw 1 card.@This character gains [Sniper] during this turn."


def test_the_untimed_line_goes_on_with_the_on_play_above():
    """Card wording: "[On Play] Draw 1 card." then, on the next line, "This character gains [Sniper] during this
    turn." Played from the hand, the character draws and has [Sniper] this turn (seed 000, [On Play]: activates when
    the card is played), and the card is played in full (no stray "main" effect a character never resolves)."""
    effects = compiled_effects(SNIPE_AFTER)
    assert [e["timing"] for e in effects] == ["on-play"]
    assert [a["do"] for a in effects[0]["actions"]] == ["draw", "gain-keyword"]
    runner = card("L01", text=SNIPE_AFTER)
    state = to_main(game([deck((runner, 4)), deck()], seed=41))
    assert state.table.effects[state.table.records.index(runner)].complete
    me = state.seats[0]
    in_hand(state, runner)
    hand = len(me.hand)
    unit = play_from_hand(state, runner)
    assert len(me.hand) == hand  # one played, one drawn
    assert state._keyword(unit, "snipe")
    check_invariants(state)


def test_a_line_above_with_a_condition_is_not_gone_on():
    """Card wording: "[On Play] If you have 6 or more cards in your hand, draw 1 card." then "Choose up to 1 character
    on your opponent's Front Line and rest it.": joined, the condition would become the rest's too, which the text does
    not say. The second line stays an effect of its own."""
    compiled = compile_card_text("[On Play] If you have 6 or more cards in your hand, draw 1 card.@"
                                 "Choose up to 1 character on your opponent's Front Line and rest it.")
    assert len(compiled.effects) == 2 and compiled.effects[1]["timing"] == "main"


def test_a_continuous_line_above_is_not_gone_on():
    """Card wording: "[Your Turn] This character gets +1000 BP." then "Draw 1 card.": a bonus that holds all the time
    has no moment a draw could follow, so the draw is not made part of it."""
    compiled = compile_card_text("[Your Turn] This character gets +1000 BP.@Draw 1 card.")
    assert [e["timing"] for e in compiled.effects] == ["during-your-turn", "main"]


def test_two_timings_above_are_not_gone_on():
    """Card wording: "[On Play] [When Attacking] Draw 1 card." then "This character gets +1000 BP during this turn.":
    the line above is two effects (one per timing); which one the step would follow is not said, so it is not joined."""
    compiled = compile_card_text("[On Play] [When Attacking] Draw 1 card.@This character gets +1000 BP during this turn.")
    assert [e["timing"] for e in compiled.effects] == ["on-play", "when-attacking", "main"]
