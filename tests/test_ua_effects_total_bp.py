"""Union Arena: a pick of your own characters whose BP must add up to a number ("Choose any number of active <X> on
your Front Line so that the total BP is 4000 or higher and rest them. If you did, ..."). The grammar reads the limit as
a target field, `bp_total_min`, beside `bp_total_max` ("with a total of BP 6000 or less"); docs/engine.md."""
from engine.effects.describe import describe
from engine.games.union_arena.effects_runtime import plays, run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, compiled_effects, deck, game, to_main, unit_from_zones

TEXT = ("[Main] [1 Per Turn] Choose any number of active <Trait: Lab Crew> cards on your Front Line so that the total "
        "number of BP is 4000 or higher and rest them. If you did, draw 1 card.")


def _crew(number, bp):
    return card(number, bp=bp, traits=["Lab Crew"])


def _front(state, *records, rested=False):
    """Characters of seat 0 on its Front Line, one copy of each record."""
    units = [unit_from_zones(state, record, 0, rested=rested) for record in records]
    state.seats[0].front[:] = units
    return units


def test_the_total_is_a_target_limit_described_back():
    """Card wording (as above): "so that the total number of BP is 4000 or higher" limits the pick, not each card."""
    effects = compiled_effects(TEXT)
    rest, draw = effects[0]["actions"]
    assert rest["do"] == "rest" and rest["target"]["bp_total_min"] == 4000 and rest["target"]["up_to"] == 99
    assert draw == {"do": "draw", "amount": 1, "if_done": True}
    assert plays(effects[0], False)
    assert "a total BP of 4000 or more" in describe(effects)


def test_the_weakest_pick_that_reaches_the_total_is_rested():
    """Your characters are given up: of the picks reaching 4000, the one giving up least (1500 + 2500 rather than the
    6000 alone); the 1000 is not needed and stays active. Then "If you did, draw 1 card"."""
    effects = compiled_effects(TEXT)
    small, mid, tiny, big = _crew("T01", 1500), _crew("T02", 2500), _crew("T03", 1000), _crew("T04", 6000)
    state = to_main(game([deck((small, 4), (mid, 4), (tiny, 4), (big, 4)), deck()], seed=41))
    small_unit, mid_unit, tiny_unit, big_unit = _front(state, small, mid, tiny, big)
    hand = len(state.seats[0].hand)
    run_effects(state, 0, effects, None)
    assert small_unit.rested and mid_unit.rested and not tiny_unit.rested and not big_unit.rested
    assert len(state.seats[0].hand) == hand + 1
    check_invariants(state)


def test_no_pick_reaches_the_total_so_nothing_is_rested_and_nothing_drawn():
    """1000 + 2000 active is under 4000, and a rested 5000 cannot be chosen ("active"): no character is rested, and
    "If you did" does not follow."""
    effects = compiled_effects(TEXT)
    one, two, five = _crew("T05", 1000), _crew("T06", 2000), _crew("T07", 5000)
    state = to_main(game([deck((one, 4), (two, 4), (five, 4)), deck()], seed=42))
    one_unit, two_unit = _front(state, one, two)
    five_unit = unit_from_zones(state, five, 0, rested=True)
    state.seats[0].front.append(five_unit)
    hand = len(state.seats[0].hand)
    run_effects(state, 0, effects, None)
    assert not one_unit.rested and not two_unit.rested
    assert len(state.seats[0].hand) == hand
    check_invariants(state)


def test_other_traits_do_not_count_towards_the_total():
    """Only <Trait: Lab Crew> cards may be chosen: a 4000 BP character without the trait does not help reach it."""
    effects = compiled_effects(TEXT)
    crew, stranger = _crew("T08", 3000), card("T09", bp=4000)
    state = to_main(game([deck((crew, 4), (stranger, 4)), deck()], seed=43))
    crew_unit, stranger_unit = _front(state, crew, stranger)
    run_effects(state, 0, effects, None)
    assert not crew_unit.rested and not stranger_unit.rested


def test_an_opposing_pick_with_a_total_minimum_is_not_played():
    """Only a pick among your own characters is played: "your opponent's ... so that the total BP is 4000 or higher"
    stays unplayed rather than guessed."""
    effects = compiled_effects("[On Play] Choose any number of characters on your opponent's Front Line so that the "
                               "total BP is 4000 or higher and rest them.")
    assert effects and not plays(effects[0], False)
