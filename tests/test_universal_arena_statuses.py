"""Universal Arena's own status effects played by name under the current rules (issue #14.2;
pages/status-effects.md "Explanation", "Power modifiers" and the Reference entries of Bleed,
Vulnerable, Weak, Strength, Frail and Dexterity). Invented cards; the team is Ayla (30 HP), Cato
(100) and Dara (25) against Bram (20) and Eris (40)."""
from __future__ import annotations

from engine.games.universal_arena.effects import card_effects
from engine.games.universal_arena.state import END_TURN
from tests.test_universal_arena_current_rules import current, skip_movement, ua_card
from tests.universal_arena_engine_helpers import NORMAL, give, play, resolve


def inflict(status, amount, stat=None):
    effect = {"timing": "on_use", "type": "inflict_status", "status": status, "amount": {"kind": "flat", "value": amount}}
    return {"structured_effects": [effect, *([{**effect, "stat": stat}] if stat else [])]}


def test_game_statuses_are_played_and_other_ones_are_named():
    assert card_effects(ua_card("Expose", kind="special", power="0", target="1 Enemy",
                                **inflict("Vulnerable", 2))).unsupported == []
    assert card_effects(ua_card("Daze", kind="special", power="0", target="1 Enemy",
                                **inflict("Poison", 1))).unsupported == ["status: Poison (its own rules are not played)"]


def test_inflicting_a_potency_count_status_sets_count_1_and_count_0_removes_it():
    """Explanation: "Inflict X" raises Potency by X; a unit that had none gets Count 1; Reapplying raises
    Potency up to its cap (10); when a value reaches 0 the status is removed. Vulnerable, Turn End:
    "Reduce Count by 1"."""
    expose = ua_card("Expose", kind="special", power="0", target="1 Enemy", **inflict("Vulnerable", 6))
    state = current([expose])
    skip_movement(state)
    for expected in (6, 10):
        give(state, 0, "Expose")
        play(state, "Expose", NORMAL, target=0)
        resolve(state)
        assert state.seats[1].statuses[0] == {("Vulnerable", "value"): expected, ("Vulnerable", "count"): 1}
    state.apply(END_TURN)
    assert ("Vulnerable", "value") not in state.seats[1].statuses[0]


def test_vulnerable_increases_the_damage_taken():
    """Vulnerable, Effect: "Increase damage taken by 10% times Potency" (reading: before Shield)."""
    jab = ua_card("Jab", power="10")
    state = current([jab])
    skip_movement(state)
    state.seats[1].statuses[0].update({("Vulnerable", "value"): 3, ("Vulnerable", "count"): 1})
    give(state, 0, "Jab")
    play(state, "Jab", NORMAL, target=0)  # Ayla and Bram are opposed (distance 0)
    resolve(state)
    assert state.seats[1].hps == [20 - 13, 40]


def test_power_modifiers_strength_weak_dexterity_frail():
    """Power modifiers: Strength and Weak modify Attack Power, Dexterity and Frail Defense Power; net
    Potency; Power min and max times (1 + 0.10 x net), rounded down."""
    jab = ua_card("Jab", power="10")
    guard = ua_card("Guard", who="Cato|Base", kind="defense", power="10", target="Self")
    state = current([jab, guard])
    skip_movement(state)
    ayla, cato = state.seats[0].statuses[0], state.seats[0].statuses[1]
    ayla.update({("Strength", "value"): 5, ("Strength", "count"): 1, ("Weak", "value"): 2, ("Weak", "count"): 1})
    cato.update({("Frail", "value"): 4, ("Frail", "count"): 1})
    jab_id = next(c for c in state.decks[0] if state.table.name[c] == "Jab")
    guard_id = next(c for c in state.decks[0] if state.table.name[c] == "Guard")
    assert state._roll(jab_id, 0) == 13  # net +3
    assert state._roll(guard_id, 0) == 6  # net -4
    cato[("Dexterity", "value")], cato[("Dexterity", "count")] = 9, 1
    assert state._roll(guard_id, 0) == 15  # net +5


def test_bleed_on_allies_card_played_and_turn_end():
    """Bleed, Allies' Card Played: "Take Potency damage. Then increase Potency by Energy spent." (any
    ally, the user included); Turn End: "Halve Count." (Count 1 halves to 0: removed)."""
    jab = ua_card("Jab", power="10", cost=2)
    state = current([jab])
    skip_movement(state)
    state.seats[0].statuses[2].update({("Bleed", "value"): 3, ("Bleed", "count"): 1})  # Dara bleeds
    give(state, 0, "Jab")
    play(state, "Jab", NORMAL, target=0)  # Ayla's card: Dara is her ally
    assert state.seats[0].hps[2] == 25 - 3
    assert state.seats[0].statuses[2][("Bleed", "value")] == 5
    resolve(state)
    state.apply(END_TURN)
    assert ("Bleed", "value") not in state.seats[0].statuses[2]


def test_a_conditional_damage_is_dealt_only_while_the_condition_holds():
    """data/README.md card effect schema: an effect's `condition` (self_has_status): the damage is dealt
    only while the card's character has the status when the card is used; without it no hit."""
    effect = {"timing": "on_use", "type": "deal_damage", "amount": {"kind": "power"},
              "condition": {"kind": "self_has_status", "status": "Strength"}}
    smash = ua_card("Smash", power="10", structured_effects=[effect])
    assert card_effects(smash).unsupported == [] and card_effects(smash).damage_condition == (True, "Strength")
    state = current([smash])
    skip_movement(state)
    give(state, 0, "Smash")
    play(state, "Smash", NORMAL, target=0)
    resolve(state)
    assert state.seats[1].hps == [20, 40]  # no Strength: no damage
    state.seats[0].statuses[0].update({("Strength", "value"): 1, ("Strength", "count"): 1})
    give(state, 0, "Smash")
    play(state, "Smash", NORMAL, target=0)
    resolve(state)
    assert state.seats[1].hps == [20 - 11, 40]  # Strength 1: Power 10 x 1.1


def test_haste_and_slow_shift_the_speed_of_the_characters_cards():
    """status-effects.md "Speed shift": each Potency shifts Speed one step; Haste and Slow cancel step for
    step; the net shift is capped at 2 steps (Haste: Slow -> Normal -> Fast)."""
    from engine.games.universal_arena.cards import FAST, NORMAL, SLOW

    quick = ua_card("Quick", power="5", speed="fast")
    heavy = ua_card("Heavy", power="20", speed="slow")
    state = current([quick, heavy])
    skip_movement(state)
    give(state, 0, "Quick", "Heavy")
    quick_id, heavy_id = state.seats[0].hand[:2]
    ayla = state.seats[0].statuses[0]

    def speeds():
        state.forms_stale = True
        state._settle()
        return state.speeds[quick_id], state.speeds[heavy_id]

    assert speeds() == (FAST, SLOW)
    ayla.update({("Slow", "value"): 1, ("Slow", "count"): 1})
    assert speeds() == (NORMAL, SLOW)
    assert not any(a[0] == 0 and a[1] == 0 and a[2] == FAST for a in state.legal_actions())  # no Fast zone now
    ayla.update({("Haste", "value"): 4, ("Haste", "count"): 1})  # net +3, capped at 2
    assert speeds() == (FAST, FAST)
    assert state.table.speed[heavy_id] == SLOW  # the printed Speed is unchanged
