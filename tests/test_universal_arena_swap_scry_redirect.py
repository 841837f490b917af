"""The keywords Swap, Scry X and Redirect (Self) under the current rules (issue #14.2: "every keyword
... in keywords.yml"). Readings (docs/universal-arena-engine.md):
- **swap** (keywords.yml Swap: "Exchange the positions of two characters on the same team line"): the
  card's target (its own character when it has none) trades places with a character of the same line
  that the player picks as the play's fifth number.
- **scry** (keywords.yml Scry X: "Look at the top X cards of your draw pile. Put any number into the
  discard pile, then put the rest back in any order."): a window for the owner, card by card.
- **redirect** (keywords.yml Redirect (Target): "Change the target of a single-target card or effect to
  the listed target if legal"; faq.md "How do Redirect and Cover interact with Splash and Bounce?"): a
  card with "Redirect (Self)." paired against an opposing 1 Enemy card turns that card on its own
  character.
Invented cards; the team is Ayla (30 HP), Cato (100) and Dara (25) against Bram (20) and Eris (40)."""
from __future__ import annotations

import random

from engine.games.universal_arena.effects import card_effects
from engine.games.universal_arena.greedy import GreedyPilot
from engine.games.universal_arena.state import (
    FOLLOW_UP,
    PRIORITY,
    SCRY_BACK,
    SCRY_DISCARD,
    check_invariants,
)
from tests.test_universal_arena_current_rules import current, skip_movement, ua_card
from tests.universal_arena_engine_helpers import NORMAL, give, ids, play, resolve

HIT = {"timing": "on_use", "type": "deal_damage", "amount": {"kind": "power"}}
SHIELD = {"timing": "on_use", "type": "gain_shield", "amount": {"kind": "power"}}


def hook():
    return ua_card("Hook", power="5", slot="1", text="Deal Power damage.\nSwap.", structured_effects=[HIT])


def step_aside():
    return ua_card("Step Aside", kind="special", power="-", target="Self", slot="2", text="Swap.")


def foresight(count=2):
    return ua_card("Foresight", kind="special", power="-", target="Self", slot="3", text=f"Scry {count}.")


def test_swap_scry_and_redirect_lines_are_read_and_other_forms_reported():
    assert card_effects(hook()).unsupported == []
    assert card_effects(step_aside()).unsupported == []
    assert card_effects(foresight()).unsupported == [] and card_effects(foresight()).scry == 2
    guard = ua_card("Guard", kind="defense", power="6", slot="4", text="Gain Power Shield.\nRedirect (Self).",
                    structured_effects=[SHIELD])
    assert card_effects(guard).unsupported == []
    other = ua_card("Lure", kind="defense", power="6", slot="5", text="Redirect (an adjacent ally).",
                    structured_effects=[SHIELD])
    assert card_effects(other).unsupported == ["text: Redirect (an adjacent ally)."]  # never guessed
    storm = ua_card("Storm", power="5", target="All Enemies", slot="6", text="Swap.", structured_effects=[HIT])
    state = current([storm])
    card = ids(state, 0, "Storm")[0]
    assert state.table.incomplete[card] and state.table.fifth[card] == ""


def test_swap_trades_the_enemy_target_with_the_character_the_player_picks():
    """Ayla (column 0) hooks Eris (column 1) and picks Bram's column: Eris and Bram trade places, with
    their HP."""
    state = current([hook()])
    skip_movement(state)
    give(state, 0, "Hook")
    plays = {a for a in state.legal_actions() if a[0] == 0 and a[1] == 0}
    assert {(a[3], a[4]) for a in plays} == {(0, 1), (1, 0)}  # each target with the other character
    play_hook = next(a for a in plays if a[3] == 1 and a[2] == NORMAL)
    state.apply(play_hook)
    resolve(state)
    enemy = state.seats[1]
    assert enemy.characters == ["Eris|Base", "Bram|Base"]
    assert enemy.hps == [40 - 4, 20]  # hit first (5 - 10 % - 1 at Distance 1), then moved
    check_invariants(state)


def test_swap_on_a_self_card_moves_its_own_character_and_root_stops_it():
    state = current([step_aside()])
    skip_movement(state)
    give(state, 0, "Step Aside")
    choices = {a[4] for a in state.legal_actions() if a[0] == 0 and a[1] == 0}
    assert choices == {1, 2}  # Ayla (column 0) with Cato or Dara
    state.apply(next(a for a in state.legal_actions() if a[0] == 0 and a[1] == 0 and a[4] == 2))
    resolve(state)
    assert state.seats[0].characters == ["Dara|Base", "Cato|Base", "Ayla|Base"]
    assert state.seats[0].hps == [25, 100, 30]
    state = current([step_aside()])
    skip_movement(state)
    state.seats[0].statuses[2][("Root", "value")] = 1  # status-effects.md Root: cannot be moved
    give(state, 0, "Step Aside")
    state.apply(next(a for a in state.legal_actions() if a[0] == 0 and a[1] == 0 and a[4] == 2))
    resolve(state)
    assert state.seats[0].characters == ["Ayla|Base", "Cato|Base", "Dara|Base"]


def test_scry_opens_a_window_card_by_card_and_the_first_put_back_is_drawn_first():
    """Scry 3: the top three cards leave the pile; the owner discards one and puts two back; the first
    put back is on top."""
    state = current([foresight(3)])
    skip_movement(state)
    seat = state.seats[0]
    give(state, 0, "Foresight")
    top = seat.pile[-3:][::-1]  # the top three, top first
    rest = seat.pile[:-3]
    play(state, "Foresight", NORMAL)
    while state.phase == PRIORITY:
        state.apply((2,))  # both pass: the zone resolves and Foresight is used
    assert state.phase == FOLLOW_UP and state.current_player() == 0
    assert seat.scrying == top
    assert sorted(state.legal_actions()) == sorted((k, i) for i in range(3) for k in (SCRY_BACK, SCRY_DISCARD))
    check_invariants(state)
    state.apply((SCRY_DISCARD, 1))  # the second card to the discard pile
    state.apply((SCRY_BACK, 1))  # then the third card back first
    check_invariants(state)
    state.apply((SCRY_BACK, 0))  # then the first card
    assert seat.pile == rest + [top[0], top[2]] and top[1] in seat.discard
    assert not seat.scrying and state.phase != FOLLOW_UP
    check_invariants(state)


def test_the_greedy_pilot_discards_what_it_cannot_play_and_puts_back_attacks_first():
    heavy = ua_card("Heavy", power="40", cost=6, slot="7", structured_effects=[HIT])
    jab = ua_card("Jab", power="7", slot="8", structured_effects=[HIT])
    wall = ua_card("Wall", kind="defense", power="9", slot="9", structured_effects=[SHIELD])
    state = current([foresight(3), heavy, jab, wall])
    skip_movement(state)
    seat = state.seats[0]
    give(state, 0, "Foresight")
    for card in ids(state, 0, "Wall", "Jab", "Heavy"):
        seat.pile.remove(card)
        seat.pile.append(card)  # Heavy on top, then Jab, then Wall
    play(state, "Foresight", NORMAL)
    while state.phase == PRIORITY:
        state.apply((2,))
    pilot = GreedyPilot(0)
    names = []
    while state.phase == FOLLOW_UP:
        action = pilot.choose(state)
        assert action in state.legal_actions()
        names.append((action[0], state.table.name[seat.scrying[action[1]]]))
        state.apply(action)
    assert names == [(SCRY_DISCARD, "Heavy"), (SCRY_BACK, "Jab"), (SCRY_BACK, "Wall")]
    assert [state.table.name[c] for c in seat.pile[-2:]] == ["Wall", "Jab"]


def bram_attacks_ayla(redirect: str):
    """Bram's Big (12) goes at Ayla; Cato holds Guard (1 Ally, Shield 6) with the Redirect line."""
    guard = ua_card("Guard", who="Cato|Base", kind="defense", power="6", target="1 Ally", slot="4",
                    text=f"Gain Power Shield.\nRedirect ({redirect}).", structured_effects=[SHIELD])
    assert card_effects(guard).unsupported == []
    big = ua_card("Big", who="Bram|Base", power="12", target="1 Enemy")
    state = current([guard], [big])
    skip_movement(state)
    state.actor = 1
    give(state, 0, "Guard")
    give(state, 1, "Big")
    play(state, "Big", NORMAL, target=0)
    return state


def test_redirect_self_turns_an_enemy_attack_on_the_defending_card_s_own_character():
    """Cato shields Ayla with Guard (1 Ally); Bram's attack on Ayla would be retargeted to the defended
    character (faq.md "Distance"), but Guard's Redirect (Self) turns it on Cato, whom no Shield covers."""
    state = bram_attacks_ayla("Self")
    events = len(state.events)
    play(state, "Guard", NORMAL, target=0)  # Cato shields Ayla
    resolve(state)
    # Big rolled 12 against its own target (Ayla, opposed: Distance 0), faq.md "Distance"; Cato takes it all
    assert state.seats[0].hps == [30, 100 - 12, 25]
    assert any(e[2] == "redirect" for e in state.events[events:])


def test_determinize_hides_the_opponents_scry_cards():
    state = current([], [foresight(2)])
    skip_movement(state)
    state.actor = 1
    give(state, 1, "Foresight")
    play(state, "Foresight", NORMAL)
    while state.phase == PRIORITY:
        state.apply((2,))
    assert state.phase == FOLLOW_UP and state.current_player() == 1
    seen = state.seats[1].scrying[:]
    other = state.determinize(0, random.Random(5))
    assert len(other.seats[1].scrying) == 2
    assert sorted(other.seats[1].scrying + other.seats[1].pile + other.seats[1].hand) == sorted(
        seen + state.seats[1].pile + state.seats[1].hand)
    assert state.determinize(1, random.Random(5)).seats[1].scrying == seen


def test_redirect_ally_turns_the_attack_on_the_ally_the_play_names():
    """"Redirect (Ally).": the ally is the play's fifth number (the defending player's choice); Cato's Guard
    shields Ayla and sends Bram's attack to Dara."""
    state = bram_attacks_ayla("Ally")
    assert {a[4] for a in state.legal_actions() if a[0] == 0 and a[1] == 0} == {0, 1, 2}  # any alive ally
    state.apply(next(a for a in state.legal_actions() if a[0] == 0 and a[1] == 0 and a[3] == 0 and a[4] == 2))
    resolve(state)
    assert state.seats[0].hps == [30, 100, 25 - 12]
    check_invariants(state)
