"""Universal Arena's Follow-Up keyword under the current rules (issue #14.2; keywords.yml Follow-Up:
"After Use: You may play this card immediately after another card from the same character is used. It
resolves immediately, does not enter the zone stack, and does not clash with the next card. It must be
played into the same zone and be legal for that zone's Speed; pay costs and choose legal targets as
normal."). Invented cards; Ayla (30 HP), Cato, Dara against Bram (20) and Eris (40)."""
from __future__ import annotations

import random

from engine.core import GameOptions, new_game
from engine.games.universal_arena.effects import card_effects
from engine.games.universal_arena.greedy import GreedyPilot
from engine.games.universal_arena.state import (
    FOLLOW,
    FOLLOW_UP,
    PASS,
    PRIORITY,
    ROUND_START,
    check_invariants,
)
from engine.runner import run_games
from tests.test_universal_arena_current_rules import current, skip_movement, ua_card
from tests.universal_arena_engine_helpers import NORMAL, deck, give, ids, play

DAMAGE = [{"timing": "on_use", "type": "deal_damage", "amount": {"kind": "power"}}]


def chaser(name="Chaser", who="Ayla|Base", cost=2, speed="normal", discount=True):
    text = "Deal Power damage.\nFollow-Up." + ("\nOn Follow-Up: -1 Energy Cost." if discount else "")
    return ua_card(name, who=who, power="5", cost=cost, speed=speed, text=text, structured_effects=DAMAGE)


def jab(name="Jab", who="Ayla|Base"):
    return ua_card(name, who=who, power="10", structured_effects=DAMAGE)


def test_follow_up_lines_are_played():
    effects = card_effects(chaser())
    assert "follow_up" in effects.flags and effects.follow_up_discount == 1 and effects.unsupported == []


def to_window(state, follow="Chaser"):
    """Ayla plays the Jab unopposed; when it resolves, her Follow-Up window opens."""
    give(state, 0, "Jab", follow)
    state.seats[1].energy = 0
    play(state, "Jab", NORMAL, target=0)
    while state.phase == PRIORITY:
        state.apply(PASS)


def test_a_follow_up_window_opens_after_a_card_of_the_same_character_and_resolves_at_once():
    state = current([jab(), chaser()])
    skip_movement(state)
    energy = state.seats[0].energy
    to_window(state)
    assert state.phase == FOLLOW_UP and state.actor == 0
    actions = state.legal_actions()
    assert actions[0] == PASS and {a[0] for a in actions[1:]} == {FOLLOW} and {a[2] for a in actions[1:]} == {NORMAL}
    assert state.seats[1].hps == [20 - 10, 40]  # the Jab has resolved
    state.apply(next(a for a in actions if a != PASS and a[3] == 0))
    assert state.seats[1].hps == [20 - 15, 40]  # the Chaser resolved at once, on Bram
    assert state.seats[0].energy == energy - 1 - 1  # the Jab's 1, the Chaser's 2 less its On Follow-Up 1
    chaser_id = ids(state, 0, "Chaser")[0]
    assert chaser_id in state.seats[0].discard and not any(state.zones)
    assert state.phase == ROUND_START
    check_invariants(state)


def test_a_window_can_be_declined_and_is_not_offered_for_another_character_or_without_energy():
    state = current([jab(), chaser()])
    skip_movement(state)
    to_window(state)
    state.apply(PASS)
    assert state.phase == ROUND_START and ids(state, 0, "Chaser")[0] in state.seats[0].hand
    other = current([jab(who="Cato|Base"), chaser()])  # the Jab is Cato's: no window for Ayla's Chaser
    skip_movement(other)
    to_window(other)
    assert other.phase == ROUND_START
    poor = current([jab(), chaser(discount=False, cost=5)])
    skip_movement(poor)
    to_window(poor)
    assert poor.phase == ROUND_START  # 5 Energy less the Jab's 1: it cannot pay


def test_follow_ups_chain_and_the_greedy_pilot_takes_them():
    state = current([jab(), chaser(cost=1), chaser("Chaser Two", cost=1)])
    skip_movement(state)
    give(state, 0, "Jab", "Chaser", "Chaser Two")
    state.seats[1].energy = 0
    play(state, "Jab", NORMAL, target=1)
    while state.phase == PRIORITY:
        state.apply(PASS)
    pilot = GreedyPilot(0)
    state.apply(pilot.choose(state))  # the first Chaser, after the Jab
    assert state.phase == FOLLOW_UP  # the Chaser was used too: the second may follow it
    state.apply(pilot.choose(state))
    # the Jab on Eris one column away (10 - 1 - 1, index.md Power 7); the Chasers on Bram, opposed (the greedy
    # pilot's weakest enemy)
    assert state.seats[1].hps == [20 - 5 - 5, 40 - 8] and state.phase == ROUND_START
    check_invariants(state)


def test_games_with_follow_ups_keep_every_card_and_finish():
    team = (("Ayla", 30), ("Cato", 0))
    cards = [jab(), chaser(cost=1), jab("Cato Jab", who="Cato|Base"), chaser("Cato Chaser", who="Cato|Base")]
    decks = [deck([*cards, *(jab(f"J{i}") for i in range(4))], team),
             deck([*(jab(f"K{i}", who="Bram|Base") for i in range(6))], (("Bram", 60),))]
    for seed in range(12):
        state = new_game("universal-arena", decks, seed, GameOptions(turn_cap=40))
        rng = random.Random(seed)
        while not state.is_terminal():
            state.apply(rng.choice(state.legal_actions()))
            check_invariants(state)
    for pilots in (["greedy", "greedy"], ["random", "random"]):
        batch = run_games("universal-arena", decks, pilots, 0, 20, 2, GameOptions(turn_cap=60)).to_dict()
        assert batch["errors"] == 0, pilots


def test_assist_attack_follows_a_card_of_another_character():
    """keywords.yml Assist Attack: "After Use: You may play this card immediately after another card used by
    a different character on your team. It resolves immediately ... the same timing and play rules as
    Follow-Up." Cato's Assist card is offered after Ayla's Jab, not after Cato's own card."""
    helper = ua_card("Helper", who="Cato|Base", power="4", text="Deal Power damage.\nAssist Attack.",
                     structured_effects=DAMAGE)
    assert "assist" in card_effects(helper).flags and card_effects(helper).unsupported == []
    state = current([jab(), helper, jab("Poke", who="Cato|Base")])
    skip_movement(state)
    give(state, 0, "Jab", "Helper", spare=False)
    state.seats[1].energy = 0
    play(state, "Jab", NORMAL, target=0)
    while state.phase == PRIORITY:
        state.apply(PASS)
    assert state.phase == FOLLOW_UP and state.actor == 0
    helper_at = state.seats[0].hand.index(ids(state, 0, "Helper")[0])
    assert {a[1] for a in state.legal_actions() if a != PASS} == {helper_at}
    state.apply((FOLLOW, helper_at, NORMAL, 1))
    assert state.seats[1].hps == [20 - 10, 40 - 4]  # Cato (column 1) and Eris are opposed
    check_invariants(state)


def test_counter_after_a_defense_stops_the_attack_offers_any_card_at_the_attacker():
    """keywords.yml Counter: "After Clash: If this Defense reduces the Attack's Power damage to 0, you may
    play any card targeting the attacker." Bram's 6 into Ayla's Guard (Shield 10, Counter): Ayla's side
    may play its Jab at Bram only; a Guard that does not stop it all offers nothing."""
    guard = ua_card("Guard", kind="defense", power="10", target="Self", text="Gain Power Shield.\nCounter.",
                    structured_effects=[{"timing": "on_use", "type": "gain_shield", "amount": {"kind": "power"}}])
    assert "counter" in card_effects(guard).flags and card_effects(guard).unsupported == []

    def clash(power):
        """Bram's Hit of `power` at Ayla, answered by her Guard, both in the Normal zone; all pass."""
        hit = ua_card("Hit", who="Bram|Base", power=power, structured_effects=DAMAGE)
        state = current([guard, jab()], [hit])
        skip_movement(state)
        state.initiative = state.actor = 1
        give(state, 1, "Hit")
        give(state, 0, "Guard", "Jab", spare=False)
        play(state, "Hit", NORMAL, target=0)
        play(state, "Guard", NORMAL)
        while state.phase == PRIORITY:
            state.apply(PASS)
        return state

    state = clash("6")
    assert state.phase == FOLLOW_UP and state.follow_ups[0] == (0, "Ayla|Base", 0)
    jab_at = state.seats[0].hand.index(ids(state, 0, "Jab")[0])
    assert set(state.legal_actions()) == {PASS, (FOLLOW, jab_at, NORMAL, 0)}
    state.apply((FOLLOW, jab_at, NORMAL, 0))
    assert state.seats[1].hps[0] == 20 - 10 and state.seats[0].hps[0] == 30
    state = clash("12")
    assert state.phase == ROUND_START and state.seats[0].hps[0] == 30 - 2  # 2 got through: no Counter


def test_an_effect_with_a_play_window_condition_happens_only_in_that_window():
    """pages/effect-conditions.md "Play-window conditions": Suplex's "On Follow-Up: Inflict 1 Stun." (window
    follow_up): played as a Follow-Up it stuns; played into a zone it does not."""
    stun = {"timing": "on_use", "type": "inflict_status", "status": "Stun", "amount": {"kind": "flat", "value": 1},
            "condition": {"kind": "play_window", "window": "follow_up"}}
    suplex = ua_card("Suplex", power="5", cost=1, text="Deal Power damage.\nFollow-Up.\nOn Follow-Up: Inflict 1 Stun.",
                     structured_effects=[*DAMAGE, stun])
    assert card_effects(suplex).unsupported == []
    state = current([jab(), suplex])
    skip_movement(state)
    to_window(state, "Suplex")
    state.apply(next(a for a in state.legal_actions() if a != PASS and a[3] == 0))
    assert state.seats[1].statuses[0] == {("Stun", "value"): 1}
    state = current([suplex])
    skip_movement(state)
    give(state, 0, "Suplex")
    play(state, "Suplex", NORMAL, target=0)
    while state.phase == PRIORITY:
        state.apply(PASS)
    assert state.seats[1].statuses[0] == {} and state.seats[1].hps[0] == 20 - 5
