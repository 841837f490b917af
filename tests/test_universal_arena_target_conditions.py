"""Effects on the target's statuses and on the use's Power (issue #14.2/#14.3; pages/effect-conditions.md
"Status conditions": target_has_status / target_missing_status; data/README.md card effect schema: a heal
of Power / N). Readings **target-bonus** and **power-heal** (docs/universal-arena-engine.md). Invented
cards; the team is Ayla (30 HP), Cato (100) and Dara (25) against Bram (20) and Eris (40)."""
from __future__ import annotations

from engine.games.universal_arena.effects import card_effects
from tests.test_universal_arena_current_rules import current, skip_movement, ua_card
from tests.universal_arena_engine_helpers import NORMAL, give, play, resolve

HIT = {"timing": "on_use", "type": "deal_damage", "amount": {"kind": "power"}}
STUNNED = {"kind": "target_has_status", "status": "Stun"}


def drain():
    """"Deal Power damage. Heal for Power / 2 HP. On Hit: If the target has Stun: Gain 2 Vigor. Once per
    use, if the target has Stun: Deal 10 bonus damage.\""""
    effects = [HIT, {"timing": "on_use", "type": "heal", "amount": {"kind": "power_div", "divisor": 2}},
               {"timing": "on_hit", "type": "gain_status", "status": "Strength", "amount": {"kind": "flat", "value": 2},
                "condition": STUNNED},
               {"timing": "on_use", "type": "deal_damage", "amount": {"kind": "flat", "value": 10}, "condition": STUNNED}]
    return ua_card("Drain", power="8", structured_effects=effects,
                   text="Deal Power damage.\nHeal for Power / 2 HP.\nOn Hit: If the target has Stun: Gain 2 Strength.\n"
                        "Once per use, if the target has Stun: Deal 10 bonus damage.")


def test_they_are_played():
    assert card_effects(drain()).unsupported == []
    knives = ua_card("Knives", power="12", text="Always: This card's Multihit Count starts at 3.\nDeal Power / 3 damage 3 times.",
                     structured_effects=[{"timing": "on_use", "type": "deal_damage", "hits": 3,
                                          "amount": {"kind": "power_div", "divisor": 3}}])
    assert card_effects(knives).unsupported == []  # the count line is the structured hits


def test_a_target_condition_looks_at_the_target_and_bonus_damage_lands_on_it():
    state = current([drain()])
    skip_movement(state)
    state.seats[0].hps[0] = 10
    give(state, 0, "Drain")
    play(state, "Drain", NORMAL, target=0)  # Bram, not stunned
    resolve(state)
    assert state.seats[1].hps[0] == 20 - 8 and state.seats[0].hps[0] == 10 + 4
    assert ("Strength", "value") not in state.seats[0].statuses[0]  # Ayla's own statuses are not the target's
    state.seats[1].statuses[1][("Stun", "value")] = 1
    give(state, 0, "Drain")
    play(state, "Drain", NORMAL, target=1)  # Eris, stunned, one column away: Power 8 - 10 % - 1 = 7
    resolve(state)
    assert state.seats[1].hps[1] == 40 - 7 - 10
    assert state.seats[0].statuses[0][("Strength", "value")] == 2
    assert state.seats[0].hps[0] == 14 + 3  # Power 7 / 2


def test_an_attack_that_also_shields_gives_its_character_the_rolled_power_over_n():
    """Reading hybrid-shield: an Attack + Defense card's "Deal Power / 2 damage. Gain Power / 2 Shield."
    deals the rolled Power / 2 and shields its own character with the rolled Power / 2."""
    effects = [{"timing": "on_use", "type": "deal_damage", "amount": {"kind": "power_div", "divisor": 2}},
               {"timing": "on_use", "type": "gain_shield", "amount": {"kind": "power_div", "divisor": 2}}]
    hops = ua_card("Hops", power="20", target="All Enemies", types=["Attack", "Defense"], structured_effects=effects,
                   text="Deal Power / 2 damage.\nGain Power / 2 Shield.")
    assert card_effects(hops).unsupported == [] and card_effects(hops).shield_div == 2
    state = current([hops])
    skip_movement(state)
    give(state, 0, "Hops")
    play(state, "Hops", NORMAL)
    resolve(state)
    assert state.seats[1].hps == [20 - 10, 40 - 10] and state.seats[0].shields[0] == 10
