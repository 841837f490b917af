"""Universal Arena engine: one scenario per rule of seed 003 (docs/universal-arena-engine.md names
the readings chosen where the seed is short)."""
from __future__ import annotations

import pytest

from engine.games.universal_arena.state import END_TURN, PASS, PLAY, PRIORITY, ROUND_START, ULTIMATE
from tests.universal_arena_engine_helpers import (
    FAST,
    NORMAL,
    SLOW,
    SPARE,
    card,
    deck,
    filler,
    game,
    give,
    ids,
    numbers_in,
    play,
    resolve,
)


def duel(cards0, cards1, team0=(("Ayla", 20),), team1=(("Bram", 20),), ults0=(), ults1=(), **options):
    """Two small teams; each pile also holds blank fillers and the free "Spare" card (see give)."""
    return game(deck([*cards0, SPARE, *filler("a")], team0, ults0), deck([*cards1, SPARE, *filler("b")], team1, ults1),
                **options)


# --- Preparation and turn start ----------------------------------------------------------------
def test_team_hp_is_the_sum_and_the_draw_pile_holds_the_cards_not_the_ultimates():
    """Seed 003 Preparation 2-3: the characters' cards make one draw pile; the Ultimate starts
    outside it; Win Conditions: the team's HP (rule "team-hp": the characters' HP added up)."""
    ult = card("U1", card_type="ultimate", speed="slow", cost=4, damage=3, hits=3)
    state = game(deck(filler("a", 7), (("Ayla", 20), ("Cato", 22)), [ult]), deck(filler("b"), (("Bram", 25),)))
    seat = state.seats[0]
    assert seat.hp == seat.max_hp == 42 and state.seats[1].hp == 25
    assert ids(state, 0, "U1") == seat.ultimates
    assert len(seat.pile) + len(seat.hand) == 7 and not any(state.table.ultimate[c] for c in seat.pile + seat.hand)


def test_turn_start_both_players_draw_to_five_and_refresh_energy():
    """Seed 003 How To Play 2: at every Turn Start both players (not only the one with initiative)
    draw to a hand of 5 and energy is refreshed to 5."""
    state = duel([card("A", cost=2, damage=1)], [card("D", kind="defense", cost=3, shield=1)])
    assert state.turn == 1
    assert [len(s.hand) for s in state.seats] == [5, 5]
    assert [s.energy for s in state.seats] == [5, 5]
    give(state, 0, "A")
    give(state, 1, "D")
    play(state, "A", NORMAL)
    play(state, "D", NORMAL)  # the answering player spends energy and cards too
    resolve(state)
    assert [s.energy for s in state.seats] == [3, 2] and [len(s.hand) for s in state.seats] == [1, 1]
    state.apply(END_TURN)
    assert state.turn == 2 and state.initiative == 1
    assert [len(s.hand) for s in state.seats] == [5, 5]
    assert [s.energy for s in state.seats] == [5, 5]


def test_haste_draws_to_eight_and_slow_draws_to_two():
    """Seed 003 How To Play 2: Haste +3 means draw to 8; Slow +3 means draw to 2 (rule "statuses":
    Haste helps its owner, Slow the opposing player, both at the next Turn Start)."""
    hasty = card("H", speed="fast", damage=1, keywords=[{"name": "haste", "value": 3}])
    slowing = card("S", kind="special", speed="fast", keywords=[{"name": "slow", "value": 3}])
    state = duel([hasty, slowing], [], team0=(("Ayla", 20),))
    give(state, 0, "H", "S")
    play(state, "H", FAST)
    resolve(state)
    play(state, "S", FAST)
    resolve(state)
    assert state.phase == ROUND_START and state.actor == 0
    state.apply(END_TURN)
    assert len(state.seats[0].hand) == 8
    assert len(state.seats[1].hand) == 2
    assert state.seats[0].haste == 0 and state.seats[1].slow == 0  # used up at that Turn Start


def test_initiative_starts_rounds_and_passes_at_turn_end():
    """Seed 003 Preparation 4 and How To Play 3, 5, 6: the player who goes first has initiative; only
    that player starts a Combat Round (rule "initiative"); after a round it may start another or end
    the turn; at Turn End initiative passes to the next player."""
    jab = card("J", speed="fast", damage=1)
    state = duel([jab], [card("K", speed="fast", damage=1)], first=1)
    assert state.initiative == 1 and state.actor == 1 and state.phase == ROUND_START
    assert PASS not in state.legal_actions()
    give(state, 1, "K")
    play(state, "K", FAST)
    resolve(state)
    assert state.phase == ROUND_START and state.actor == 1  # the round is over: initiative chooses again
    assert END_TURN in state.legal_actions() and PASS not in state.legal_actions()
    state.apply(END_TURN)
    assert state.turn == 2 and state.initiative == 0 and state.actor == 0
    assert state.seats[0].own_turns == 1 and state.seats[1].own_turns == 1


def test_combat_start_the_player_with_initiative_must_start_the_first_round():
    """Seed 003 How To Play 3 ("At Combat Start, the player with initiative plays a card to initiate a
    Combat Round") and 5 (only after a round "may start another Combat Round or end their turn"):
    rule "combat-start": the first round is not optional while a card can be played; with nothing
    playable the turn can only end."""
    state = duel([card("J", speed="fast", damage=1)], [card("Dear", cost=9, damage=1)], first=0)
    give(state, 0, "J", spare=False)
    assert END_TURN not in state.legal_actions() and state.legal_actions()
    with pytest.raises(ValueError):
        state.apply(END_TURN)
    play(state, "J", FAST)
    resolve(state)
    assert state.legal_actions() == [END_TURN]  # nothing left to play; the round was played
    state.apply(END_TURN)
    assert state.initiative == 1
    give(state, 1, "Dear", spare=False)
    assert state.legal_actions() == [END_TURN]  # seat 1 cannot pay for any card: it may end the turn
    state.apply(END_TURN)
    assert state.initiative == 0 and state.turn == 3


def test_turn_end_discards_remaining_hands_and_shields_expire():
    """Seed 003 How To Play 6: at Turn End all players discard all remaining cards (rule
    "shield-duration": a shield lasts until Turn End)."""
    guard = card("G", kind="defense", speed="fast", shield=3)
    state = duel([guard], [], turn_cap=1)  # the game stops right after Turn End, before new draws
    give(state, 0, "G")
    play(state, "G", FAST)
    resolve(state)
    assert state.seats[0].shield == 3
    kept = [list(seat.hand) for seat in state.seats]
    state.apply(END_TURN)
    assert state.seats[0].shield == 0
    for seat, hand in zip(state.seats, kept, strict=True):
        assert seat.hand == [] and set(hand) <= set(seat.discard)


# --- zones and priority ------------------------------------------------------------------------
def test_speeds_decide_the_zones_a_card_may_enter():
    """Seed 003 How To Combat 1: Fast cards in any zone, Normal in Normal/Slow, Slow only in Slow."""
    cards = [card("F", speed="fast", damage=1), card("N", speed="normal", damage=1), card("S", speed="slow", damage=1)]
    state = duel(cards, [])
    give(state, 0, "F", "N", "S", spare=False)
    zones = {}
    for action in state.legal_actions():
        if action[0] == PLAY:
            zones.setdefault(state.table.records[state.seats[0].hand[action[1]]].number, set()).add(action[2])
    assert zones == {"F": {FAST, NORMAL, SLOW}, "N": {NORMAL, SLOW}, "S": {SLOW}}


def test_after_the_first_card_only_the_active_zone_or_faster_zones_are_open():
    """Seed 003 How To Combat 2 and 4: the first card's zone becomes the Active Zone; later cards go
    there or in a faster zone."""
    state = duel([card("N", speed="normal", damage=1)],
                 [card("F", speed="fast", damage=1), card("S", speed="slow", damage=1)])
    give(state, 0, "N")
    give(state, 1, "F", "S", spare=False)
    play(state, "N", NORMAL)
    assert state.active == NORMAL and state.actor == 1  # priority passes to the next player
    legal = state.legal_actions()
    assert {a[2] for a in legal if a[0] == PLAY} == {FAST, NORMAL}
    assert all(state.table.records[state.seats[1].hand[a[1]]].number == "F" for a in legal if a[0] == PLAY)


def test_zone_resolves_only_when_priority_returns_to_the_last_player_and_they_pass():
    """Seed 003 How To Combat 6: a pass by the other player hands priority back; the zone resolves
    when the player who played there last passes."""
    state = duel([card("A", damage=2), card("A2", damage=1)], [card("B", kind="defense", shield=1)])
    give(state, 0, "A", "A2")
    give(state, 1, "B")
    play(state, "A", NORMAL)
    state.apply(PASS)  # seat 1 passes: not the last player here
    assert state.actor == 0 and numbers_in(state, NORMAL) == ["A"]
    play(state, "A2", NORMAL)  # seat 0 may still add cards
    assert state.actor == 1
    play(state, "B", NORMAL)
    assert state.actor == 0
    state.apply(PASS)  # seat 0 passes, seat 1 played last
    assert state.actor == 1 and len(state.zones[NORMAL]) == 3
    state.apply(PASS)
    assert not any(state.zones) and state.phase == ROUND_START


def test_worked_example_fast_interrupt_pauses_normal_zone_then_clashing_continues():
    """Seed 003 How To Combat, Example 1-5, step by step (with How To Combat 2-9): a Fast Zone card
    interrupts the Normal Zone, which is paused; the Fast Zone resolves first; then the clashing in
    the Normal Zone continues (rule "resume-priority": the player who did not play there last, here
    the opponent who interrupted instead of countering, may now counter) and it resolves right to
    left in pairs."""
    you = [card("N1", damage=3), card("N3", damage=2)]
    them = [card("N2", damage=2), card("F1", speed="fast", damage=1), card("N4", damage=3)]
    state = duel(you, them)
    give(state, 0, "N1", "N3")
    give(state, 1, "N2", "F1", "N4")
    # 1. You play a card in the Normal Zone: it becomes the Active Zone; priority passes.
    play(state, "N1", NORMAL)
    assert state.active == NORMAL and state.actor == 1
    # 2. Your opponent plays a card in the Normal Zone to counter it.
    play(state, "N2", NORMAL)
    assert state.actor == 0
    # 3. You play another card in that clash (the Normal Zone or a faster one is open, not Slow).
    assert {a[2] for a in state.legal_actions() if a[0] == PLAY} == {FAST, NORMAL}
    play(state, "N3", NORMAL)
    # 4. Instead of countering again in the Normal Zone, your opponent plays in the Fast Zone.
    play(state, "F1", FAST)
    assert state.active == FAST and numbers_in(state, NORMAL) == ["N1", "N2", "N3"]  # Normal is paused
    assert "interrupt" in [e[2] for e in state.events]
    assert state.actor == 0 and {a[2] for a in state.legal_actions() if a[0] == PLAY} == {FAST}
    # 5. The Fast Zone resolves first: it resolves when priority is back with its last player and
    # that player passes.
    state.apply(PASS)  # you pass: priority returns to the opponent, who played last in the Fast Zone
    assert state.zones[FAST] and state.actor == 1
    state.apply(PASS)
    assert not state.zones[FAST] and state.seats[0].hp == 19  # F1 resolved unopposed
    # ... then the clashing continues in the Normal Zone, untouched by the interrupt.
    assert state.phase == PRIORITY and state.active == NORMAL and numbers_in(state, NORMAL) == ["N1", "N2", "N3"]
    assert state.actor == 1
    play(state, "N4", NORMAL)  # the opponent now counters N3
    state.apply(PASS)  # you pass; the opponent played last in the Normal Zone
    state.apply(PASS)
    # Right to left: N4 (3) beats N3 (2); N4's left neighbour N2 is its owner's: N4 hits (3)
    # unopposed; then N2 (2) clashes N1 (3): N1 wins and hits (3).
    clashes = [(e[2], e[3]) for e in state.events if e[2] in ("clash", "lose", "hit") and e[0] == state.turn][1:]
    assert clashes == [("clash", "N4"), ("lose", "N3"), ("hit", "N4"), ("clash", "N2"), ("lose", "N2"), ("hit", "N1")]
    assert state.seats[0].hp == 16 and state.seats[1].hp == 17
    assert not any(state.zones) and state.phase == ROUND_START and state.actor == 0


def test_a_player_with_no_legal_card_passes_automatically():
    """Seed 003 How To Combat 1 (rule "forced-pass"): when Pass is the only choice the engine takes it."""
    state = duel([card("A", damage=2)], [card("Slowpoke", speed="slow", damage=9)])
    give(state, 0, "A")
    give(state, 1, "Slowpoke", spare=False)
    play(state, "A", NORMAL)  # seat 1 cannot answer in Normal with a slow card: it passes
    assert state.actor == 0 and state.phase == PRIORITY
    state.apply(PASS)
    assert state.seats[1].hp == 18


# --- resolution and clashes --------------------------------------------------------------------
def test_right_to_left_pairs_a_card_with_its_left_neighbour_and_same_owner_resolves_unopposed():
    """Seed 003 How To Combat 7-8: right to left; a right card whose left neighbour is its owner's
    resolves unopposed; the left card remains and is paired later."""
    state = duel([card("X", damage=5)], [card("Y", damage=1), card("Z", speed="fast", damage=2)])
    give(state, 0, "X")
    give(state, 1, "Y", "Z")
    play(state, "X", NORMAL)
    play(state, "Y", NORMAL)
    state.apply(PASS)  # seat 0 passes; seat 1 played last and adds Z on its own card
    play(state, "Z", NORMAL)
    state.apply(PASS)
    assert state.actor == 1
    state.apply(PASS)
    # Z (right) sits on Y (same owner): Z hits unopposed for 2; then Y (1) clashes X (5): X wins and hits.
    assert state.seats[0].hp == 18 and state.seats[1].hp == 15
    kinds = [e[2] for e in state.events if e[2] in ("hit", "clash", "lose")]
    assert kinds == ["hit", "clash", "lose", "hit"]


def test_attack_vs_attack_most_total_damage_wins_and_multi_hit_counts_in_total():
    """Seed 003 How To Clash 1: the card with the most total damage wins (damage × hits); the loser
    deals no damage and no On Hit; its other effects still resolve."""
    loser = card("L", damage=3, keywords=["on-hit", {"name": "haste", "value": 2}], text="On Hit: draw 1 card.")
    state = duel([loser], [card("W", damage=1, hits=4)])
    give(state, 0, "L")
    give(state, 1, "W")
    play(state, "L", NORMAL)
    play(state, "W", NORMAL)
    resolve(state)
    assert state.seats[0].hp == 16 and state.seats[1].hp == 20  # 1 × 4 beats 3
    assert state.seats[0].haste == 2  # the loser's other effect still resolved
    assert len(state.seats[0].hand) == 1  # the Spare only: no On Hit draw


def test_attack_clash_winner_stays_and_pairs_again():
    """Seed 003 How To Clash 1: the winning card is not resolved yet; it is paired with the next
    card to its left."""
    state = duel([card("A1", damage=2), card("A2", damage=1)], [card("B", damage=4)])
    give(state, 0, "A1", "A2")
    give(state, 1, "B")
    play(state, "A1", NORMAL)
    state.apply(PASS)
    play(state, "A2", NORMAL)
    play(state, "B", NORMAL)
    state.apply(PASS)
    state.apply(PASS)
    # B (4) beats A2 (1), then B beats A1 (2), then hits.
    assert [e[2] for e in state.events if e[2] in ("clash", "lose", "hit")] == ["clash", "lose", "clash", "lose", "hit"]
    assert state.seats[0].hp == 16 and state.seats[1].hp == 20


def test_attack_draw_both_lose_and_the_rightmost_card_effects_go_first():
    """Seed 003 How To Clash 1: a draw is a loss for both; the rightmost card's other effects
    resolve first, then the left card's."""
    left = card("Left", damage=2, keywords=[{"name": "haste", "value": 1}])
    right = card("Right", damage=1, hits=2, effects=[{"do": "meter", "amount": 2}])
    state = duel([left], [right])
    give(state, 0, "Left")
    give(state, 1, "Right")
    play(state, "Left", NORMAL)
    play(state, "Right", NORMAL)
    state.apply(PASS)
    state.apply(PASS)
    assert state.seats[0].hp == 20 and state.seats[1].hp == 20
    effects = [(e[1], e[3]) for e in state.events if e[2] == "effect"]
    assert effects == [(1, "meter"), (0, "haste")]


def test_a_losing_attack_still_gives_its_shield_and_its_other_effects():
    """Seed 003 How To Clash 1: the losing card resolves no damage and no On Hit, "its other effects
    still resolve" (the non-damage, non-On Hit effects: its shield too), then it is discarded."""
    loser = card("L", damage=2, shield=2, keywords=[{"name": "haste", "value": 1}])
    state = duel([loser], [card("W", damage=5)])
    give(state, 0, "L")
    give(state, 1, "W")
    play(state, "L", NORMAL)
    play(state, "W", NORMAL)
    resolve(state)
    # W beats L; L gives shield 2 (and Haste 1), then W hits 5: 2 absorbed, 3 to HP.
    assert state.seats[0].hp == 17 and state.seats[0].shield == 0 and state.seats[0].haste == 1
    assert ids(state, 0, "L")[0] in state.seats[0].discard


def test_attack_draw_both_give_shields_right_first_then_both_are_discarded():
    """Seed 003 How To Clash 1: a draw is a loss for both; the other effects (non-damage, non-On Hit:
    shields too) of the rightmost card resolve first, then the left card's, then both are discarded."""
    state = duel([card("Left", damage=3, shield=1)], [card("Right", damage=3, shield=2)])
    give(state, 0, "Left")
    give(state, 1, "Right")
    play(state, "Left", NORMAL)
    play(state, "Right", NORMAL)
    resolve(state)
    assert [s.shield for s in state.seats] == [1, 2] and [s.hp for s in state.seats] == [20, 20]
    assert [(e[2], e[3]) for e in state.events if e[2] in ("lose", "shield")] == [
        ("lose", "Right"), ("shield", "Right"), ("lose", "Left"), ("shield", "Left")]
    assert ids(state, 0, "Left")[0] in state.seats[0].discard and ids(state, 1, "Right")[0] in state.seats[1].discard


def test_attack_vs_defense_shield_first_then_the_attack_hits():
    """Seed 003 How To Clash 2: the defense resolves and gives shield, then the attack hits."""
    state = duel([card("A", damage=5)], [card("D", kind="defense", shield=3)])
    give(state, 0, "A")
    give(state, 1, "D")
    play(state, "A", NORMAL)
    play(state, "D", NORMAL)
    state.apply(PASS)
    state.apply(PASS)
    assert state.seats[1].hp == 18 and state.seats[1].shield == 0
    assert [e[2] for e in state.events if e[2] in ("shield", "hit")] == ["shield", "hit"]


def test_evade_prevents_the_hit_and_its_on_hit_effects():
    """Seed 003 How To Clash 5: a hit occurs when an Attack resolves unless prevented (Evade)."""
    attack = card("A", damage=5, keywords=["on-hit"], text="On Hit: the target discards 1 card.")
    state = duel([attack], [card("E", kind="defense", shield=1, keywords=["evade"]), card("Keep", damage=1)])
    give(state, 0, "A")
    give(state, 1, "E", "Keep")
    play(state, "A", NORMAL)
    play(state, "E", NORMAL)
    state.apply(PASS)
    state.apply(PASS)
    assert state.seats[1].hp == 20 and state.seats[1].shield == 1
    assert len(state.seats[1].hand) == 2  # Keep and the Spare: no On Hit discard


def test_defense_vs_defense_both_give_shield():
    """Seed 003 How To Clash 3: both defense cards resolve and give shield."""
    state = duel([card("D0", kind="defense", shield=2)], [card("D1", kind="defense", shield=3)])
    give(state, 0, "D0")
    give(state, 1, "D1")
    play(state, "D0", NORMAL)
    play(state, "D1", NORMAL)
    state.apply(PASS)
    state.apply(PASS)
    assert [s.shield for s in state.seats] == [2, 3]


def test_anything_vs_special_both_resolve():
    """Seed 003 How To Clash 4: Any vs Special: both cards resolve."""
    special = card("S", kind="special", text="Heal 2.")
    state = duel([card("A", damage=4)], [special])
    state.seats[1].hp = 15
    give(state, 0, "A")
    give(state, 1, "S")
    play(state, "A", NORMAL)
    play(state, "S", NORMAL)
    state.apply(PASS)
    state.apply(PASS)
    assert state.seats[1].hp == 15 + 2 - 4  # the special (right) resolves first, then the attack hits


def test_reuse_keeps_the_card_in_the_zone_to_be_paired_again():
    """Seed 003 How To Clash 5: a card instructed to Reuse is not discarded after its clash and is
    paired again (rule "reuse-once": once per time it is played)."""
    guard = card("R", kind="defense", shield=2, keywords=["reuse"])
    state = duel([card("A1", damage=3), card("A2", speed="fast", damage=3)], [guard])
    give(state, 0, "A1", "A2")
    give(state, 1, "R")
    play(state, "A1", NORMAL)
    state.apply(PASS)
    play(state, "A2", NORMAL)
    play(state, "R", NORMAL)
    state.apply(PASS)
    state.apply(PASS)
    # R vs A2: shield 2, A2 hits for 1; R stays, pairs with A1: shield 2, A1 hits for 1; then R is discarded.
    assert state.seats[1].hp == 18
    assert [e[2] for e in state.events if e[2] == "clash"] == ["clash", "clash"]
    assert ids(state, 1, "R")[0] in state.seats[1].discard


def test_on_hit_effects_happen_on_a_hit():
    """Seed 003 How To Clash 1 and 5: On Hit effects resolve when the attack hits."""
    attack = card("A", damage=2, keywords=["on-hit"], text="On Hit: the target discards 1 card.")
    state = duel([attack], [card("Cheap", speed="slow", cost=0, damage=1), card("Dear", speed="slow", cost=3, damage=1)])
    give(state, 0, "A")
    give(state, 1, "Cheap", "Dear", spare=False)
    play(state, "A", NORMAL)
    state.apply(PASS)
    assert state.seats[1].hp == 18
    assert [state.table.records[c].number for c in state.seats[1].hand] == ["Dear"]  # rule "discard-choice"


def test_shields_absorb_damage_and_pierce_ignores_them():
    """Seed 003 How To Clash 2 (shield) and the engine's Pierce keyword (docs: effect vocabulary)."""
    state = duel([card("A", damage=4), card("P", damage=4, keywords=["pierce"])], [])
    give(state, 0, "A", "P")
    state.seats[1].shield = 3
    play(state, "A", NORMAL)
    resolve(state)
    assert state.seats[1].hp == 19 and state.seats[1].shield == 0
    state.seats[1].shield = 3
    play(state, "P", NORMAL)
    resolve(state)
    assert state.seats[1].hp == 15 and state.seats[1].shield == 3


@pytest.mark.parametrize("target,damage", [(0, 3), (1, 4), (2, 3)])
def test_splash_hits_the_characters_adjacent_to_the_target(target, damage):
    """Seed 003 Board: characters in one row; adjacent means the immediate left or right neighbour
    (rule "splash": each neighbour of the target takes the Splash amount from the team's HP)."""
    lash = card("L", damage=2, keywords=[{"name": "splash", "value": 1}])
    state = duel([lash], [], team1=(("Bram", 10), ("Cleo", 10), ("Dax", 10)))
    give(state, 0, "L")
    lash_position = state.seats[0].hand.index(ids(state, 0, "L")[0])
    assert {a[3] for a in state.legal_actions() if a[0] == PLAY and a[1] == lash_position} == {0, 1, 2}
    play(state, "L", NORMAL, target)
    resolve(state)
    assert state.seats[1].hp == 30 - damage


def test_a_new_round_starts_when_every_zone_is_empty():
    """Seed 003 How To Play 5 and How To Combat 10: the round ends when no zone holds cards; the
    player with initiative may start another round (any zone again) or end the turn."""
    state = duel([card("A", speed="fast", damage=1), card("B", speed="slow", damage=1)], [])
    give(state, 0, "A", "B")
    play(state, "A", FAST)
    resolve(state)
    assert state.phase == ROUND_START and state.actor == 0 and state.active == -1
    play(state, "B", SLOW)
    assert state.active == SLOW


# --- energy, meter, ultimates --------------------------------------------------------------------
def test_energy_pays_for_cards_and_meter_grows_by_the_energy_spent():
    """Seed 003 Playing Cards 1 and 3: pay the energy cost; gain ultimate meter equal to the energy spent."""
    state = duel([card("Big", damage=4, cost=3), card("Two", damage=1, cost=2), card("More", damage=1, cost=1)], [])
    give(state, 0, "Big", "Two", "More", spare=False)
    play(state, "Big", NORMAL)
    assert state.seats[0].energy == 2 and state.seats[0].meter == 3
    resolve(state)
    play(state, "Two", NORMAL)
    assert state.seats[0].energy == 0 and state.seats[0].meter == 5
    assert not state.can_play(0, SLOW)  # "More" costs 1: nothing left to pay with


def test_ultimate_needs_a_full_meter_and_stays_available_after_use():
    """Seed 003 Preparation 3: the Ultimate starts outside the pile and remains available after it
    is used (rule "ultimate-meter": it needs a full meter of 10, which it empties)."""
    ult = card("U", card_type="ultimate", speed="slow", cost=4, damage=3, hits=3)
    state = duel([card("A", damage=1)], [], ults0=[ult])
    assert not any(a[0] == ULTIMATE for a in state.legal_actions())
    state.seats[0].meter = 10
    play(state, "U", SLOW)
    assert state.seats[0].meter == 4 and state.seats[0].ultimates == []
    resolve(state)
    assert state.seats[1].hp == 11
    assert state.seats[0].ultimates == ids(state, 0, "U")
    assert ids(state, 0, "U")[0] not in state.seats[0].discard + state.seats[0].pile


# --- effects, the pile and the end of the game ---------------------------------------------------
def test_draw_heal_energy_burn_statuses_from_fields_and_text():
    """Engine effect vocabulary (docs): burn from status_effects, heal/energy from text, draw On Hit."""
    state = duel([card("Mark", kind="special", speed="fast", status=[{"name": "burn", "value": 2}]),
                  card("Mend", kind="special", speed="fast", cost=0, text="Heal 3. Gain 2 energy."),
                  card("Jab", speed="fast", damage=1, keywords=["on-hit"], text="On Hit: draw 1 card.")], [])
    give(state, 0, "Mark", "Mend", "Jab", spare=False)
    state.seats[0].hp = 10
    play(state, "Mark", FAST)
    resolve(state)
    play(state, "Mend", FAST)
    resolve(state)
    assert state.seats[0].hp == 13 and state.seats[0].energy == 6
    play(state, "Jab", FAST)
    resolve(state)
    assert len(state.seats[0].hand) == 1
    assert state.seats[1].burn == 2
    state.apply(END_TURN)
    assert state.seats[1].hp == 20 - 1 - 2 and state.seats[1].burn == 0


def test_an_empty_draw_pile_takes_the_shuffled_discard_pile():
    """Seed 003 Board 1-2 (rule "reshuffle": the draw pile is refilled from the discard pile)."""
    cards = [card(f"C{i}", speed="fast", damage=1) for i in range(7)]
    state = game(deck(cards), deck(filler("b")), first=0)
    state.apply(state.legal_actions()[0])  # rule "combat-start": one card is played first
    resolve(state)
    state.apply(END_TURN)  # 5 drawn, 2 left; turn 2 draws 2 and reshuffles the 5 discarded
    assert len(state.seats[0].hand) == 5
    assert any(e[2] == "reshuffle" for e in state.events)


def test_the_team_whose_hp_reaches_zero_loses():
    """Seed 003 Win Conditions: reduce the opposing team's HP to 0."""
    state = duel([card("Big", damage=9, hits=3)], [])
    give(state, 0, "Big")
    state.seats[1].hp = 20
    play(state, "Big", NORMAL)
    resolve(state)
    assert state.is_terminal() and state.winner() == 0 and state.seats[1].hp == 0
    assert state.current_player() == -1 and state.legal_actions() == []


def test_goldfish_opponent_has_only_hp_and_kill_turn_counts_own_turns():
    """Goldfish mode (common brief): one team against an opponent with HP only; kill_turn is the
    team's own turn on which the opponent reached 0."""
    attacks = [card(f"A{i}", speed="fast", damage=3) for i in range(5)]
    state = game(deck(attacks), goldfish=True, goldfish_hp=25)
    assert state.seats[1].hp == 25 and not state.seats[1].hand
    while not state.is_terminal():
        if state.phase == ROUND_START:
            state.apply(next((a for a in state.legal_actions() if a[0] == PLAY), END_TURN))
        else:
            state.apply(PASS)
    result = state.result().as_dict()
    assert result["winner"] == 0 and result["kill_turn"] == 2  # 15 damage on turn 1, 15 more on turn 2
    assert result["seats"][0]["turns"] == 2


def test_turn_cap_ends_the_game_without_a_winner():
    """Common brief: a capped game is terminal with no winner."""
    state = duel([], [], turn_cap=3)
    while not state.is_terminal():
        if state.phase == ROUND_START:
            legal = state.legal_actions()
            state.apply(END_TURN if END_TURN in legal else legal[0])
        else:
            state.apply(PASS)
    assert state.capped and state.winner() is None and state.result().capped


def test_round_limit_leaves_only_ending_the_turn():
    """Seed 003 How To Play 5 ("Combat Rounds can repeat"; rule "round-limit": after 50 rounds in one
    turn the initiative player can only end it, so a free self-refilling Ultimate cannot loop forever)."""
    loop = card("Loop", card_type="ultimate", kind="special", speed="fast", cost=0, text="Gain 10 meter.")
    state = duel([], [], ults0=[loop])
    state.seats[0].meter = 10
    for _ in range(50):
        play(state, "Loop", FAST)
        resolve(state)
    assert state.phase == ROUND_START and state.legal_actions() == [END_TURN]


def test_illegal_actions_are_refused():
    """Seed 003 Playing Cards 1 and How To Combat 1: a card needs its energy, a legal zone and a
    legal target; Pass is no choice between rounds."""
    state = duel([card("Dear", cost=6, damage=1), card("Slow", speed="slow", damage=1)], [])
    give(state, 0, "Dear", "Slow")
    for action in [(PLAY, 0, NORMAL, -1), (PLAY, 1, NORMAL, -1), (PLAY, 1, SLOW, 0), PASS]:
        assert action not in state.legal_actions()
        with pytest.raises(ValueError):
            state.apply(action)
    assert state.actions == []


@pytest.mark.parametrize("op", ["draw", "discard", "heal", "energy", "meter", "haste", "slow", "burn"])
def test_every_op_of_the_handler_table_validates_and_is_played(op):
    """The effect vocabulary (docs/universal-arena-engine.md, seed 003 card effects) is the handler
    table: each op validates as stored `effects`, compiles complete and is played when its card resolves."""
    from engine.games.universal_arena.effects import HANDLERS, validate

    assert op in HANDLERS and validate([{"do": op, "amount": 1}]) == []
    special = card("S", kind="special", speed="fast", cost=0, effects=[{"do": op, "amount": 1}])
    state = duel([special], [])
    assert not state.table.incomplete[ids(state, 0, "S")[0]]
    give(state, 0, "S")
    play(state, "S", FAST)
    resolve(state)
    assert [(e[1], e[3], e[4]) for e in state.events if e[2] == "effect"] == [(0, op, 1)]


def test_an_op_outside_the_handler_table_is_refused_and_reported():
    from engine.games.universal_arena.effects import validate

    assert validate([{"do": "teleport"}]) == ["effects[0].do: must be one of block, burn, discard, draw, energy, haste, "
                                              "heal, meter, slow"]
    state = duel([card("T", kind="special", speed="fast", cost=0, effects=[{"do": "teleport"}])], [])
    assert state.table.incomplete[ids(state, 0, "T")[0]]
