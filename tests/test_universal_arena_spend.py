"""Optional X spends under the current rules (issue #14.2/#14.3; data/README.md "Spend and per-spend
damage" and "Per-spend status gains/inflicts", terms.yml "Spend X": "Optional Spend uses '?'"). Reading
**spend-x** (docs/universal-arena-engine.md): the card's character spends as much of the resource as it
has, up to the range its text writes ("(0-N)"), when the card is used. Invented cards and the resource
"Grit"; the team is Ayla (30 HP), Cato (100) and Dara (25) against Bram (20) and Eris (40)."""
from __future__ import annotations

from engine.games.universal_arena.effects import card_effects
from engine.games.universal_arena.greedy import GreedyPilot
from tests.test_universal_arena_current_rules import current, skip_movement, ua_card
from tests.universal_arena_engine_helpers import NORMAL, give, play, resolve

SPEND = {"timing": "on_use", "type": "spend_status", "status": "Grit", "amount": {"kind": "x"}, "allowPartial": True}
BONUS = {"timing": "on_use", "type": "deal_damage_per_spent", "status": "Grit", "amount": {"kind": "flat", "value": 4}}
HIT = {"timing": "on_use", "type": "deal_damage", "amount": {"kind": "power"}}


def grit_strike(cap="0-3"):
    text = f"Deal Power damage.\nSpend X Grit ({cap})? Deal 4 times X bonus damage."
    return ua_card("Grit Strike", power="5", text=text, structured_effects=[HIT, SPEND, BONUS])


def test_spend_x_with_bonus_damage_is_played_in_full():
    assert card_effects(grit_strike(), frozenset({"Grit"})).unsupported == []
    leon_like = {"timing": "on_use", "type": "deal_damage_per_spent", "status": "Grit",
                 "amount": {"kind": "power_div", "divisor": {"kind": "x"}}}
    effects = card_effects(ua_card("Split", power="9", structured_effects=[SPEND, leon_like]), frozenset({"Grit"}))
    assert effects.unsupported == ["structured: effects[1] deal_damage_per_spent (Grit)"]  # never guessed


def test_the_spend_takes_what_the_character_has_up_to_the_written_range():
    """"Spend X Grit (0-3)? Deal 4 times X bonus damage.": with 5 Grit, 3 are spent and the hit deals
    Power + 12; the bonus joins the card's own hit on its target."""
    state = current([grit_strike()])
    skip_movement(state)
    state.seats[0].statuses[0][("Grit", "value")] = 5
    give(state, 0, "Grit Strike")
    play(state, "Grit Strike", NORMAL, target=0)  # Ayla and Bram are opposed (distance 0)
    resolve(state)
    assert state.seats[0].statuses[0] == {("Grit", "value"): 2}
    assert state.seats[1].hps == [20 - 5 - 12, 40]


def test_with_less_than_the_range_the_character_spends_all_it_has_and_with_none_no_bonus():
    state = current([grit_strike()])
    skip_movement(state)
    state.seats[0].statuses[0][("Grit", "value")] = 2
    give(state, 0, "Grit Strike")
    play(state, "Grit Strike", NORMAL, target=0)
    resolve(state)
    assert ("Grit", "value") not in state.seats[0].statuses[0]
    assert state.seats[1].hps == [20 - 5 - 8, 40]
    give(state, 0, "Grit Strike")
    play(state, "Grit Strike", NORMAL, target=0)
    resolve(state)
    assert state.seats[1].hps == [20 - 5 - 8 - 5, 40]


def test_without_a_written_range_x_is_all_the_character_has():
    text = "Deal Power damage.\nSpend X Grit? Deal 4 times X bonus damage."
    strike = ua_card("Open Strike", power="5", text=text, structured_effects=[HIT, SPEND, BONUS])
    state = current([strike])
    skip_movement(state)
    state.seats[0].statuses[0][("Grit", "value")] = 7
    give(state, 0, "Open Strike")
    play(state, "Open Strike", NORMAL, target=1)  # Eris: one column away, Power 5 - 10 % - 1 = 4
    resolve(state)
    assert ("Grit", "value") not in state.seats[0].statuses[0]
    assert state.seats[1].hps == [20, 40 - 4 - 28]


def test_per_spent_status_inflicts_and_gains_scale_with_x():
    """"Spend X Grit (0-4)? Inflict X Vulnerable and gain 2 times X Guard.": inflict_status_per_spent
    and gain_status_per_spent with their `resource`."""
    inflict = {"timing": "on_use", "type": "inflict_status_per_spent", "status": "Vulnerable", "resource": "Grit",
               "amount": {"kind": "flat", "value": 1}}
    gain = {"timing": "on_use", "type": "gain_status_per_spent", "status": "Guard", "resource": "Grit",
            "stat": "count", "amount": {"kind": "flat", "value": 2}}
    text = "Spend X Grit (0-4)? Inflict X Vulnerable and gain 2 times X Guard Count."
    hex_card = ua_card("Hex", kind="special", power="-", target="1 Enemy", text=text,
                       structured_effects=[SPEND, inflict, gain])
    assert card_effects(hex_card, frozenset({"Grit", "Guard"})).unsupported == []
    state = current([hex_card])
    skip_movement(state)
    state.seats[0].statuses[0][("Grit", "value")] = 3
    give(state, 0, "Hex")
    play(state, "Hex", NORMAL, target=1)
    resolve(state)
    assert state.seats[1].statuses[1] == {("Vulnerable", "value"): 3, ("Vulnerable", "count"): 1}
    assert state.seats[0].statuses[0] == {("Guard", "count"): 6}


def test_greedy_counts_the_bonus_its_resource_would_add():
    state = current([grit_strike()])
    skip_movement(state)
    card = next(c for c in state.decks[0] if state.table.name[c] == "Grit Strike")
    assert GreedyPilot().bonus(state, 0, card) == 0
    state.seats[0].statuses[0][("Grit", "value")] = 9
    assert GreedyPilot().bonus(state, 0, card) == 12
