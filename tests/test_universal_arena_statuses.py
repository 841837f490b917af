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
                                **inflict("Dazed", 1))).unsupported == ["status: Dazed (its own rules are not played)"]


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


def put(state, seat, position, name, value, count=None):
    state.seats[seat].statuses[position][(name, "value")] = value
    if count is not None:
        state.seats[seat].statuses[position][(name, "count")] = count
    state.forms_stale = True


def test_every_status_of_the_reference_is_known_by_name_and_mode():
    """status-effects.md Reference: Stack and Value statuses are single-value (no Count); P/C ones have
    Potency max 10 (Regen, Renewal 999) and Count max 99. Every one of the 30 is played."""
    from engine.games.universal_arena.statuses import GAME_STATUSES, POTENCY_COUNT

    reference = {"Bleed", "Burn", "Disarm", "Frail", "Poison", "Root", "Seal", "Silence", "Slow", "Spectro Frazzle",
                 "Stagger", "Strain", "Stagnate", "Stun", "Weak", "Vulnerable", "Wound", "Wither", "Dexterity", "Focus",
                 "Fortified", "Haste", "Strength", "Barrier", "Invulnerable", "Regen", "Renewal", "Cover", "Taunt",
                 "Thorns"}
    assert reference - set(GAME_STATUSES) == set()
    assert POTENCY_COUNT == {"Bleed", "Burn", "Poison", "Vulnerable", "Fortified", "Weak", "Strength", "Frail",
                             "Dexterity", "Haste", "Slow", "Focus", "Strain", "Thorns", "Regen", "Renewal"}
    assert GAME_STATUSES["Regen"].caps == {"value": 999, "count": 99} and GAME_STATUSES["Wound"].caps == {"value": 999}


def test_burn_and_poison_on_cards_played_and_at_turn_end():
    """Burn, Allies' Card Played: "Take Potency damage. Then reduce Count by Energy spent."; Turn End:
    "Take Potency damage. Then Halve Count." Poison, Allies' Card Played: "Increase Potency by Energy
    spent."; Turn End as Burn."""
    jab = ua_card("Jab", power="10", cost=2)
    state = current([jab])
    skip_movement(state)
    put(state, 0, 2, "Burn", 3, 5)  # Dara (25 HP)
    put(state, 0, 1, "Poison", 2, 4)  # Cato (100 HP)
    give(state, 0, "Jab")
    play(state, "Jab", NORMAL, target=0)
    assert state.seats[0].hps == [30, 100, 25 - 3]
    assert state.seats[0].statuses[2] == {("Burn", "value"): 3, ("Burn", "count"): 3}
    assert state.seats[0].statuses[1] == {("Poison", "value"): 4, ("Poison", "count"): 4}
    resolve(state)
    state.apply(END_TURN)
    assert state.seats[0].hps == [30, 100 - 4, 25 - 3 - 3]
    assert state.seats[0].statuses[2] == {("Burn", "value"): 3, ("Burn", "count"): 1}
    assert state.seats[0].statuses[1] == {("Poison", "value"): 4, ("Poison", "count"): 2}


def test_regen_renewal_and_spectro_frazzle_at_turn_end():
    """Regen: "Heal HP equal to Potency. Then reduce Count by 1."; Renewal: "Heal HP equal to Potency%
    of max HP."; Spectro Frazzle: "Inflict damage equal to 5 times Stack. Then reduce Stack by 1." (on
    the character that has it)."""
    state = current()
    skip_movement(state)
    state.seats[0].hps = [10, 50, 25]
    put(state, 0, 0, "Regen", 7, 1)
    put(state, 0, 1, "Renewal", 30, 2)
    put(state, 1, 1, "Spectro Frazzle", 2)  # Eris (40)
    state._end_turn()
    assert state.seats[0].hps == [17, 80, 25]
    assert state.seats[0].statuses[0] == {} and state.seats[0].statuses[1][("Renewal", "count")] == 1
    assert state.seats[1].hps == [20, 30] and state.seats[1].statuses[1] == {("Spectro Frazzle", "value"): 1}


def test_fortified_invulnerable_barrier_and_thorns_on_a_hit():
    """Fortified: "Reduce damage taken by 10% times Potency" (net with Vulnerable, before Shield);
    Invulnerable: "All damage becomes 0 before Shield, Barrier, and HP. Attacks against you still count
    as hits."; Barrier: "Damage is applied to Shield first, then Barrier, then HP. Reduce Value by the
    damage it absorbs."; Thorns: "When you are hit by an Attack, deal Potency damage to the attacker."."""
    jab = ua_card("Jab", power="10")
    state = current([jab])
    skip_movement(state)
    put(state, 1, 0, "Fortified", 3, 1)
    put(state, 1, 0, "Barrier", 4)
    put(state, 1, 0, "Thorns", 2, 1)
    state.seats[1].shields[0] = 2
    give(state, 0, "Jab")
    play(state, "Jab", NORMAL, target=0)  # Ayla and Bram are opposed
    resolve(state)
    # 10 x 0.7 = 7; Shield 2 -> 5; Barrier 4 -> 1 to HP
    assert state.seats[1].hps[0] == 19 and ("Barrier", "value") not in state.seats[1].statuses[0]
    assert state.seats[0].hps[0] == 30 - 2  # Thorns
    put(state, 1, 0, "Invulnerable", 1)
    give(state, 0, "Jab")
    play(state, "Jab", NORMAL, target=0)
    resolve(state)
    assert state.seats[1].hps[0] == 19 and state.seats[0].hps[0] == 26  # no damage, still a hit (Thorns)


def test_wound_and_wither_reduce_healing():
    """Wither: "reduce that healing by Stack% of the healing amount"; Wound: "reduce that healing by
    Stack" (reading: percent first, then flat); healing cannot go below 0."""
    state = current()
    state.seats[0].hps[1] = 40
    put(state, 0, 1, "Wither", 50)
    put(state, 0, 1, "Wound", 3)
    state._heal_at(0, 1, 20)
    assert state.seats[0].hps[1] == 40 + 7
    state._heal_at(0, 1, 4)
    assert state.seats[0].hps[1] == 47


def test_disarm_seal_and_silence_bar_cards_by_type():
    """Disarm: "You cannot play Physical cards."; Seal: Special cards; Silence: Magical cards ("any card
    that lists that type is blocked even if it lists other types")."""
    punch = ua_card("Punch", power="5", types=["Attack", "Physical", "Melee"])
    bolt = ua_card("Bolt", power="5", types=["Attack", "Magical", "Ranged"])
    chant = ua_card("Chant", kind="special", power="-", target="Self", types=["Special", "Magical"])
    state = current([punch, bolt, chant])
    skip_movement(state)
    give(state, 0, "Punch", "Bolt", "Chant", spare=False)

    def playable():
        state._settle()
        hand = state.seats[0].hand
        return sorted({state.table.name[hand[a[1]]] for a in state.legal_actions() if a[0] == 0})

    assert playable() == ["Bolt", "Chant", "Punch"]
    put(state, 0, 0, "Disarm", 1)
    assert playable() == ["Bolt", "Chant"]
    put(state, 0, 0, "Silence", 1)
    assert playable() == []
    del state.seats[0].statuses[0][("Disarm", "value")], state.seats[0].statuses[0][("Silence", "value")]
    put(state, 0, 0, "Seal", 2)
    assert playable() == ["Bolt", "Punch"]


def test_strain_and_focus_change_the_energy_cost():
    """Strain: "Increase the Energy cost of this character's cards by Potency."; Focus: "Reduce ... by
    Potency (minimum 0)"; the cost paid is the cost now."""
    heavy = ua_card("Heavy", power="20", cost=3)
    state = current([heavy])
    skip_movement(state)
    give(state, 0, "Heavy")
    card = state.seats[0].hand[0]
    put(state, 0, 0, "Strain", 3, 1)
    state._settle()
    assert state.costs[card] == 6 and not any(a[0] == 0 and a[1] == 0 for a in state.legal_actions())
    put(state, 0, 0, "Focus", 5, 1)
    state._settle()
    assert state.costs[card] == 1 and state.table.cost[card] == 3
    play(state, "Heavy", NORMAL, target=0)
    assert state.seats[0].energy == 5 - 1


def test_taunt_forces_single_target_choices_and_root_makes_swaps_fail():
    """Taunt: "Enemies must choose this character as the target for any single-target enemy effect if
    able." Root: "If a move or swap would include you, that movement fails; costs are still paid"."""
    from engine.games.universal_arena.state import SWAP

    jab = ua_card("Jab", power="5")
    state = current([jab])
    card = next(c for c in state.decks[0] if state.table.name[c] == "Jab")
    assert state.targets(0, card) == (0, 1)
    put(state, 1, 1, "Taunt", 1)
    assert state.targets(0, card) == (1,)
    put(state, 0, 1, "Root", 1)  # Cato
    state.apply((SWAP, 0))  # the free swap: Ayla and Cato (rooted) - it fails, the free swap is used
    assert state.seats[0].characters[:2] == ["Ayla|Base", "Cato|Base"] and state.seats[0].swapped


def test_stagger_cancels_the_next_defense_and_stagnate_raises_random_costs():
    """Stagger: "The next time you would play a Defense card, it is Cancelled before Use. Reduce Stack by 1.";
    Stagnate, On Gain: "Increase the Energy cost of a random card in hand by 1 until that card is used.
    Repeat Value times. Expires." """
    guard = ua_card("Guard", kind="defense", power="10", target="Self")
    state = current([guard])
    skip_movement(state)
    put(state, 0, 0, "Stagger", 1)
    give(state, 0, "Guard")
    play(state, "Guard", NORMAL)
    assert ("Stagger", "value") not in state.seats[0].statuses[0]
    resolve(state)
    assert state.seats[0].shields[0] == 0  # cancelled: no Shield
    give(state, 0, "Guard")
    play(state, "Guard", NORMAL)
    resolve(state)
    assert state.seats[0].shields[0] == 10  # only the next one
    state = current([guard])
    skip_movement(state)
    give(state, 0, "Guard", spare=False)
    card = state.seats[0].hand[0]
    state._apply_status(0, 0, "inflict_status", "Stagnate", "value", 2)
    state._settle()
    assert ("Stagnate", "value") not in state.seats[0].statuses[0] and state.seats[0].bumps == {card: 2}
    assert state.costs[card] == 1 + 2
    play(state, "Guard", NORMAL)
    assert state.seats[0].energy == 5 - 3 and state.seats[0].bumps == {}


def test_cover_takes_a_single_target_attack_aimed_at_an_ally():
    """Cover, Before Use: "When a single-target Attack targets an ally, change the target to this character if
    able and reduce Value by 1. Cover (Adjacent) only applies to adjacent allies; Cover (All) applies to any
    ally." (reading cover: plain Cover is the adjacent kind)."""
    jab = ua_card("Jab", power="8")
    for name, covered in (("Cover (All)", True), ("Cover", True)):
        state = current([jab])
        skip_movement(state)
        put(state, 1, 1, name, 1)  # Eris covers Bram (adjacent)
        give(state, 0, "Jab")
        play(state, "Jab", NORMAL, target=0)
        resolve(state)
        assert (state.seats[1].hps == [20, 40 - 8]) == covered  # the Power rolled for Bram stands
        assert (name, "value") not in state.seats[1].statuses[1]
