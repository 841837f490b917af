"""X Energy costs under the current rules (issue #14.2/#14.3; pages/power-calculation.md "Variable Energy
cards"; data/README.md "X-scaled amounts and hits"; card-types.md Multihit: "deal damage X times" means
count X after X is set). Reading **x-cost** (docs/universal-arena-engine.md): X is chosen as the card is
played — the play action carries it as a fifth number, from 0 up to the Energy left after the card's
cost — and the card costs its cost + X. Invented cards; the team is Ayla (30 HP), Cato (100) and Dara
(25) against Bram (20) and Eris (40)."""
from __future__ import annotations

import pytest

from engine.games.universal_arena.effects import card_effects
from engine.games.universal_arena.greedy import GreedyPilot
from engine.games.universal_arena.state import PLAY, UNROLLED
from tests.test_universal_arena_current_rules import current, skip_movement, ua_card
from tests.universal_arena_engine_helpers import NORMAL, give, ids, resolve

FLURRY_EFFECTS = [
    {"timing": "on_use", "type": "deal_damage",
     "amount": {"kind": "power_div", "divisor": {"kind": "x_plus", "value": 1}}, "hits": {"kind": "x_plus", "value": 1}},
    {"timing": "on_use", "type": "gain_status", "status": "Strength", "amount": {"kind": "x"}},
]


def flurry(cost=0):
    """"Deal Power / (X + 1) damage (X + 1) times. Gain X Strength." Power 5 + 3 times X."""
    return ua_card("Flurry", cost=cost, power="5 + 3 times X", x_cost=True, types=["Attack", "Multihit"],
                   text="Deal Power / (X + 1) damage (X + 1) times.\nGain X Strength.",
                   structured_effects=FLURRY_EFFECTS)


def test_x_expressions_are_played_only_on_x_cards():
    assert card_effects(flurry()).unsupported == []
    plain = ua_card("Plain", power="5", text="Deal Power / (X + 1) damage (X + 1) times.",
                    structured_effects=FLURRY_EFFECTS[:1])
    assert card_effects(plain).unsupported == ["structured: effects[0] deal_damage"]  # no X to read


def test_the_play_carries_x_from_0_to_the_energy_left():
    state = current([flurry(cost=1)])
    skip_movement(state)
    give(state, 0, "Flurry", spare=False)
    plays = {a for a in state.legal_actions() if a[0] == PLAY and a[2] == NORMAL and a[3] == 0}
    assert plays == {(PLAY, 0, NORMAL, 0, x) for x in range(0, 5)}  # 5 Energy: 1 + X, X up to 4
    with pytest.raises(ValueError):
        state.apply((PLAY, 0, NORMAL, 0))  # an X card needs its X
    with pytest.raises(ValueError):
        state.apply((PLAY, 0, NORMAL, 0, 5))


def test_x_sets_the_cost_the_power_the_hits_and_the_amounts():
    """X = 2: it costs 1 + 2 Energy (and gives 3 Ultimate Meter); Power 5 + 3 x 2 = 11, dealt as 3 hits
    of 11 / 3 = 3 (rounded down); Gain X Strength gives 2."""
    state = current([flurry(cost=1)])
    skip_movement(state)
    give(state, 0, "Flurry", spare=False)
    state.apply((PLAY, 0, NORMAL, 0, 2))
    assert state.seats[0].energy == 5 - 3 and state.seats[0].meter == 3
    assert state.zones[NORMAL][-1][4:] == (UNROLLED, 3, 2)  # (Power rolled at the clash), multihit count, X
    assert state._rolled(state.zones[NORMAL][-1])[4] == 9  # Power over its hits
    resolve(state)
    assert state.seats[1].hps[0] == 20 - 9
    assert state.seats[0].statuses[0][("Strength", "value")] == 2


def test_x_zero_is_one_hit_of_the_base_power():
    state = current([flurry()])
    skip_movement(state)
    give(state, 0, "Flurry", spare=False)
    state.apply((PLAY, 0, NORMAL, 0, 0))
    resolve(state)
    assert state.seats[1].hps[0] == 20 - 5 and ("Strength", "value") not in state.seats[0].statuses[0]


def test_greedy_pays_all_the_energy_left_for_x():
    state = current([flurry(cost=1)])
    skip_movement(state)
    give(state, 0, "Flurry", spare=False)
    action = GreedyPilot(0).choose(state)
    assert action[:2] == (PLAY, 0) and action[4] == 4
    assert ids(state, 0, "Flurry")[0] == state.seats[0].hand[0]


def barrage():
    """"Choose X (0-3). Spend X Grit: Deal Power / (X + 2) damage (X + 2) times. On Hit: If X is 3: Inflict 1
    Stun." (pages/effect-conditions.md "Scalar comparison conditions")."""
    effects = [
        {"timing": "on_use", "type": "spend_status", "status": "Grit", "amount": {"kind": "x"}, "gateAll": True},
        {"timing": "on_use", "type": "deal_damage", "amount": {"kind": "power_div", "divisor": {"kind": "x_plus", "value": 2}},
         "hits": {"kind": "x_plus", "value": 2}},
        {"timing": "on_hit", "type": "inflict_status", "status": "Stun", "amount": {"kind": "flat", "value": 1},
         "condition": {"kind": "compare", "left": {"kind": "x"}, "operator": "eq", "right": 3}}]
    return ua_card("Barrage", cost=1, power="12", types=["Attack", "Multihit"], structured_effects=effects,
                   text="Choose X (0-3).\nSpend X Grit: Deal Power / (X + 2) damage (X + 2) times.\n"
                        "On Hit: If X is 3: Inflict 1 Stun.")


def test_a_chosen_x_is_in_the_written_range_and_does_not_cost_energy():
    """Reading chosen-x: "Choose X (0-3)." - the play carries X from 0 to 3; the card costs its cost."""
    assert card_effects(barrage(), frozenset({"Grit"})).unsupported == []
    state = current([barrage()])
    skip_movement(state)
    give(state, 0, "Barrage", spare=False)
    assert {a[4] for a in state.legal_actions() if a[0] == PLAY} == {0, 1, 2, 3}
    state.seats[0].statuses[0][("Grit", "value")] = 3
    assert GreedyPilot(0).choose(state)[4] == 3  # the largest X its Grit pays for
    state.apply((PLAY, 0, NORMAL, 0, 3))
    assert state.seats[0].energy == 5 - 1
    resolve(state)
    assert state.seats[1].hps[0] == 20 - 10  # 12 / 5 = 2, 5 times
    assert state.seats[1].statuses[0] == {("Stun", "value"): 1}  # X is 3
    assert ("Grit", "value") not in state.seats[0].statuses[0]


def test_a_gated_spend_of_x_that_cannot_be_paid_stops_the_card():
    state = current([barrage()])
    skip_movement(state)
    give(state, 0, "Barrage", spare=False)
    state.seats[0].statuses[0][("Grit", "value")] = 1
    assert GreedyPilot(0).choose(state)[4] == 1
    state.apply((PLAY, 0, NORMAL, 0, 2))
    resolve(state)
    assert state.seats[1].hps[0] == 20 and state.seats[0].statuses[0] == {("Grit", "value"): 1}
