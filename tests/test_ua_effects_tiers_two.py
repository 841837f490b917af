"""Union Arena effects of the "bulleted and tiered, second round" family, compiled from card texts written for
Decklab and played through the engine's API (docs/engine.md, the last bullets)."""
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, compiled_effects, deck, game, to_main, unit_from_zones

REPLACING = ("Choose 1 character on your opponent's Front Line with [BP 2000 or less] and retire it. If there are 3 or "
             "more <Trait: Lantern Guild> cards on your area, choose 1 of the following effects.@"
             "• It's [BP 4000 or less] instead.@• Place the top 3 cards of your deck to the Outside Area.")


def _position(seed):
    guild = card("T01", traits=["Lantern Guild"], bp=1000)
    small, big = card("T02", bp=2000), card("T03", bp=4000)
    state = to_main(game([deck((guild, 8)), deck((small, 4), (big, 4))], seed=seed))
    return state, guild, small, big


def test_an_option_that_replaces_the_step_before_the_choice():
    """Card wording: "Choose 1 character ... with [BP 2000 or less] and retire it. If there are 3 or more <Trait: X>
    cards on your area, choose 1 of the following effects. • It's [BP 4000 or less] instead. • Place the top 3 cards of
    your deck to the Outside Area." The first option changes the retire said before the block: with the condition the
    player chooses between the wider retire and the retire plus the other option; without it, the retire as said."""
    effects = compiled_effects(REPLACING)
    state, guild, small, big = _position(91)
    me, other = state.seats[0], state.seats[1]
    strong = unit_from_zones(state, big, 1)
    other.front[:] = [strong]
    me.front[:] = [unit_from_zones(state, guild, 0) for _ in range(2)]
    outside = len(me.outside)
    run_effects(state, 0, effects, None)
    assert other.front == [strong] and len(me.outside) == outside  # 2 guild cards: 4000 BP is out of the range
    me.front.append(unit_from_zones(state, guild, 0))
    run_effects(state, 0, effects, None)
    assert other.front == [] and len(me.outside) == outside  # 3: the wider retire is chosen (the 4000 BP one goes)
    check_invariants(state)


def test_the_other_option_keeps_the_step_before_as_said():
    """Same wording: with the condition and only a 2000 BP character to retire, choosing the other option still retires
    it (BP 2000 or less) and then places the top 3 cards of the deck to the Outside Area."""
    effects = compiled_effects(REPLACING)
    state, guild, small, big = _position(92)
    me, other = state.seats[0], state.seats[1]
    other.front[:] = [unit_from_zones(state, small, 1)]
    me.front[:] = [unit_from_zones(state, guild, 0) for _ in range(3)]
    choice = effects[0]["actions"][-1]
    both = {"timing": "main", "actions": [choice["options"][1]]}
    outside = len(me.outside)
    run_effects(state, 0, [both], None)
    assert other.front == [] and len(me.outside) == outside + 3
    check_invariants(state)
