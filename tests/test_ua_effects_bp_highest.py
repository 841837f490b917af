"""Union Arena: a BP limit read from your own characters as the effect resolves — "with BP less than or equal to the BP
of your character with the highest BP", "with BP lower than the highest BP of other characters on your area" — compiled
from card texts written for Decklab and played through the engine's API (docs/engine.md, the bullet "Your highest
BP as a limit")."""
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    card,
    compiled_effects,
    deck,
    game,
    ids,
    play_from_hand,
    to_main,
    unit_from_zones,
)

RETURN = ("Choose 1 character on your opponent's Front Line with BP less than or equal to the BP of your character with "
          "the highest BP and return it to the hand.")
REST = ("[On Play] Choose up to 1 character on your opponent's Front Line with BP lower than the highest BP of other "
        "characters on your area and rest it.")


def test_the_limit_is_your_strongest_characters_bp_as_it_resolves():
    """The card's wording: with a 4000 BP character the 3000 BP opponent is within reach and the 5000 one is not; with
    a 6000 BP character the 5000 one is, and the strongest in reach is the one returned."""
    effects = compiled_effects(RETURN)
    assert effects[0]["actions"][0]["target"]["bp_max_highest"] == 0
    mid, high = card("611", bp=4000), card("612", bp=6000)
    small, big = card("613", bp=3000), card("614", bp=5000)
    for mine, returned in ((mid, small), (high, big)):
        state = to_main(game([deck((mid, 4), (high, 4)), deck((small, 4), (big, 4))], seed=31))
        me, other = state.seats
        me.front[:] = [unit_from_zones(state, mine, 0)]
        other.front[:] = [unit_from_zones(state, small, 1), unit_from_zones(state, big, 1)]
        run_effects(state, 0, effects, None)
        assert [u.card for u in other.front] == [ids(state, r)[0] for r in (small, big) if r is not returned]
        assert ids(state, returned)[0] in other.hand
        check_invariants(state)


def test_with_no_character_of_yours_nothing_is_in_reach():
    effects = compiled_effects(RETURN)
    small = card("616", bp=1000)
    state = to_main(game([deck(), deck((small, 4))], seed=32))
    me, other = state.seats
    me.front[:], me.energy[:] = [], []
    other.front[:] = [unit_from_zones(state, small, 1)]
    run_effects(state, 0, effects, None)
    assert len(other.front) == 1
    check_invariants(state)


def test_lower_than_the_highest_of_other_characters_leaves_this_one_out_and_is_strict():
    """"lower than the highest BP of other characters on your area": the played 7000 BP character does not count; with a
    3000 BP character beside it, a 2000 BP opponent is rested and a 3000 BP one is not (lower, not equal)."""
    effects = compiled_effects(REST)
    target = effects[0]["actions"][0]["target"]
    assert target["bp_max_highest"] == -1 and target["bp_max_highest_other"] is True
    tall = card("617", bp=7000, text=REST)
    friend = card("618", bp=3000)
    for bp, rested in ((2000, True), (3000, False)):
        foe_card = card("619" if bp == 2000 else "620", bp=bp)
        state = to_main(game([deck((tall, 4), (friend, 4)), deck((foe_card, 4))], seed=33))
        me, other = state.seats
        me.front[:] = [unit_from_zones(state, friend, 0)]
        foe = unit_from_zones(state, foe_card, 1)
        other.front[:] = [foe]
        play_from_hand(state, tall)
        assert foe.rested is rested, bp
        check_invariants(state)
