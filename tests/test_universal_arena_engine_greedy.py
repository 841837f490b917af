"""Universal Arena greedy pilot: scenario checks that it plays seed 003 sensibly (defends to survive,
starts the round it must start)."""
from __future__ import annotations

from engine.games.universal_arena.greedy import GreedyPilot
from engine.games.universal_arena.state import END_TURN, PASS, PLAY, ROUND_START
from tests.universal_arena_engine_helpers import NORMAL, SPARE, card, deck, filler, game, give, play


def duel(cards0, cards1, **options):
    return game(deck([*cards0, SPARE, *filler("a")], (("Ayla", 20),)),
                deck([*cards1, SPARE, *filler("b")], (("Bram", 20),)), **options)


def chosen_card(state, action):
    return state.table.records[state.seats[state.actor].hand[action[1]]].number


def test_greedy_defends_against_a_lethal_hit_even_for_a_small_shield():
    """Seed 003 Win Conditions and How To Clash 2: at 3 HP against a 3-damage attack, a shield of 1
    keeps the team alive, so the pilot plays it (it skips 1-point shields otherwise)."""
    state = duel([card("A", damage=3)], [card("D", kind="defense", shield=1)])
    give(state, 0, "A")
    give(state, 1, "D")
    state.seats[1].hp = 3
    play(state, "A", NORMAL)
    action = GreedyPilot(1).choose(state)
    assert action[0] == PLAY and chosen_card(state, action) == "D"
    state.seats[1].hp = 20  # not lethal: a 1-point shield is not worth the card
    assert GreedyPilot(1).choose(state) == PASS


def test_greedy_starts_the_first_round_with_its_best_shield_when_it_has_no_attack():
    """Seed 003 How To Play 3 (rule "combat-start"): the turn's first round must be started; with no
    attack the pilot leads with its biggest shield, and ends the turn after that round."""
    state = duel([card("D1", kind="defense", speed="fast", shield=1), card("D3", kind="defense", shield=3)], [])
    give(state, 0, "D1", "D3")
    pilot = GreedyPilot(0)
    action = pilot.choose(state)
    assert action in state.legal_actions() and chosen_card(state, action) == "D3"
    state.apply(action)
    while state.phase != ROUND_START:
        state.apply(PASS)
    assert pilot.choose(state) == END_TURN


def test_greedy_uses_the_free_swap_to_bring_its_attacks_closer():
    """Current rules (issue #14.5, pages/index.md "Movement Round"; index.md Power 7 Distance): Bram is
    defeated, so Ayla's big attack at Eris is one column away; the free swap of Ayla and Cato puts Ayla
    opposite Eris, and the greedy pilot takes it; with nothing to gain it passes."""
    from engine.games.universal_arena.state import MOVEMENT, SWAP
    from tests.test_universal_arena_current_rules import current, ua_card

    big = ua_card("Big", power="30", cost=3)
    state = current([big])
    assert state.phase == MOVEMENT and state.actor == 0
    give(state, 0, "Big")
    assert GreedyPilot(0).choose(state) == PASS  # Bram (column 0) is opposed already
    state.seats[1].hps[0] = 0
    assert GreedyPilot(0).choose(state) == (SWAP, 0)
    state.apply((SWAP, 0))
    assert state.seats[0].characters[1] == "Ayla|Base" and state.seats[0].swapped


def test_greedy_interrupts_in_a_faster_zone_to_defeat_the_attacker_first():
    """Current rules (issue #14.5: "when to interrupt in a faster zone"; How To Combat: a faster zone
    pauses a slower one; reading defeat-zone): Bram's Slow attack waits; Ayla's Fast attack can defeat
    Bram (20 HP) first, so the pilot plays it into the Fast zone; one that cannot is not used so."""
    from engine.games.universal_arena.state import PRIORITY
    from tests.test_universal_arena_current_rules import current, skip_movement, ua_card
    from tests.universal_arena_engine_helpers import FAST, SLOW

    for power, expected in (("25", (PLAY, 0, FAST, 0)), ("10", None)):
        slam = ua_card("Slam", who="Bram|Base", power="30", speed="slow")
        quick = ua_card("Quick", power=power, speed="fast")
        state = current([quick], [slam])
        skip_movement(state)
        state.initiative = state.actor = 1
        give(state, 1, "Slam")
        give(state, 0, "Quick", spare=False)
        play(state, "Slam", SLOW, target=0)
        assert state.phase == PRIORITY and state.actor == 0
        action = GreedyPilot(0).choose(state)
        assert (action == expected) if expected else (len(action) < 4 or action[2] != FAST)
