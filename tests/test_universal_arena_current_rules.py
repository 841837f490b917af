"""Universal Arena under the current guide (issue #14.2, the default ruleset): one scenario per rule,
citing the page and section of the rules reference it checks (pages/index.md, faq.md,
terminology.md). Seed 003's reading stays available as `ruleset="seed-003"`; its fixed-seed games
are today's, hash for hash."""
from __future__ import annotations

import hashlib
import json

import pytest

from engine.cards import parse_card_row
from engine.core import GameOptions
from engine.games.universal_arena.state import MOVEMENT, PASS, ROUND_START, SWAP, UNROLLED
from tests.universal_arena_engine_helpers import (
    GAME,
    NORMAL,
    SPARE,
    deck,
    filler,
    game,
    give,
    ids,
    play,
    resolve,
)


def ua_card(number, who="Ayla|Base", kind="attack", speed="normal", cost=1, power="10", target=None, **fields):
    row = {"number": number, "name": number, "type": "card", "character": who, "speed": speed, "kind": kind,
           "cost": cost, "power": power, **fields}
    if target:
        row["target"] = target
    return parse_card_row(GAME, row)


TEAM0 = (("Ayla", 30), ("Cato", 0), ("Dara", 25))  # Cato gives no HP: the default 100 applies
TEAM1 = (("Bram", 20), ("Eris", 40))


def current(cards0=(), cards1=(), team0=TEAM0, team1=TEAM1, **options):
    state = game(deck([*cards0, SPARE, *filler("a")], team0), deck([*cards1, SPARE, *filler("b")], team1),
                 ruleset="current", **options)
    return state


def skip_movement(state):
    while state.phase == MOVEMENT:
        state.apply(PASS)


def test_each_character_has_its_own_hp_default_100():
    """index.md "HP Baseline" 1-2: 100 max HP per character unless the character sets another; each
    starts at full HP. Win Conditions: all opposing characters must reach 0 (no team pool)."""
    state = current()
    assert state.seats[0].hps == [30, 100, 25] and state.seats[0].max_hps == [30, 100, 25]
    assert state.seats[1].hps == [20, 40] and state.seats[1].hp == 60


def test_an_attack_hits_the_enemy_it_targets_and_a_defeat_needs_every_character_at_zero():
    """index.md Playing Cards 1 ("select a legal target"), Win Conditions; faq.md "What happens when
    a character is defeated": a defeated character cannot be targeted and its cards leave play."""
    big = ua_card("Big", power="25")
    bram_card = ua_card("BramCard", who="Bram|Base")
    state = current([big], [bram_card])
    skip_movement(state)
    give(state, 0, "Big")
    assert {a[3] for a in state.legal_actions() if a[0] == 0 and a[1] == 0} == {0, 1}  # Bram or Eris
    play(state, "Big", NORMAL, target=0)
    resolve(state)
    bram = state.seats[1]
    assert bram.hps == [0, 40] and state.phase != state.OVER  # Eris still stands: no winner yet
    gone = ids(state, 1, "BramCard")[0]
    assert gone in bram.removed and gone not in bram.pile + bram.hand + bram.discard
    give(state, 0, "Big")
    assert {a[3] for a in state.legal_actions() if a[0] == 0 and a[1] == 0} == {1}  # only Eris is a target


def test_defeating_the_last_character_wins():
    """index.md Win Conditions: reduce all opposing characters' HP to 0."""
    big = ua_card("Big", power="50")
    state = current([big], team1=(("Bram", 20), ("Eris", 40)))
    skip_movement(state)
    state.seats[1].hps = [0, 40]
    state.seats[1].hp = 40
    give(state, 0, "Big")
    play(state, "Big", NORMAL, target=1)
    resolve(state)
    assert state.phase == state.OVER and state.winner_seat == 0


def test_all_enemies_hits_every_alive_character_and_shields_belong_to_characters():
    """card-types/target "All Enemies"; terminology.md "Shield": Shield soaks damage before HP (here,
    the shield of the character who gained it, from a Self defense)."""
    wave = ua_card("Wave", power="10", target="All Enemies")
    guard = ua_card("Guard", who="Eris|Base", kind="defense", power="6", target="Self")
    state = current([wave], [guard])
    skip_movement(state)
    give(state, 0, "Wave")
    give(state, 1, "Guard")
    play(state, "Wave", NORMAL)
    play(state, "Guard", NORMAL)
    resolve(state)
    assert state.seats[1].hps == [10, 36]  # Bram takes 10; Eris's own 6 Shield takes 6 of her 10


def test_power_is_rolled_from_the_range_with_the_games_seeded_random():
    """terminology.md "Power Roll": a uniform integer between the printed min and max each time the
    card is used; the same seed gives the same rolls (the game's one seeded random)."""
    jab = ua_card("Jab", power="5-15")

    def rolls(seed):
        state = current([jab], seed=seed)
        skip_movement(state)
        give(state, 0, "Jab")
        play(state, "Jab", NORMAL, target=1)
        card = ids(state, 0, "Jab")[0]
        assert state.zones[NORMAL][-1][4] == UNROLLED  # rolled as the zone pairs it (reading roll-at-clash)
        return [state._roll(card, 0) for _ in range(40)]

    first = rolls(3)
    assert all(5 <= value <= 15 for value in first) and len(set(first)) > 5
    assert rolls(3) == first and rolls(4) != first


def test_movement_round_free_swap_then_paid_swaps_and_two_passes_end_it():
    """index.md "Movement Round" 1-5: after Turn Start, initiative first; one free swap per team per
    turn, further swaps cost 1 Energy and give no Ultimate Meter; ends when both pass in a row."""
    state = current()
    assert state.phase == MOVEMENT and state.actor == 0
    state.apply((SWAP, 0))  # free
    seat = state.seats[0]
    assert seat.characters[:2] == ["Cato|Base", "Ayla|Base"] and seat.hps[:2] == [100, 30] and seat.energy == 5
    assert state.actor == 1
    state.apply(PASS)
    state.apply((SWAP, 1))  # paid
    assert seat.characters == ["Cato|Base", "Dara|Base", "Ayla|Base"] and seat.energy == 4 and seat.meter == 0
    state.apply(PASS)
    state.apply(PASS)
    assert state.phase == ROUND_START and state.actor == 0


def test_a_swap_without_energy_is_not_offered():
    """index.md "Movement Round" 3: after the free swap, a swap costs 1 Energy."""
    state = current()
    state.apply((SWAP, 0))
    state.apply(PASS)
    state.seats[0].energy = 0
    assert state.legal_actions() == [PASS]


def test_unknown_ruleset_is_refused_by_name():
    with pytest.raises(ValueError, match="ruleset 'house' is not one of current, seed-003"):
        game(deck([SPARE, *filler("a")]), deck([SPARE, *filler("b")]), ruleset="house")


def test_goldfish_under_current_rules_ends_with_a_defeat():
    """Goldfish: the opponent has the team's HP (with the 100 default) as one character."""
    from engine.core import new_game
    from engine.runner import run_games
    from tests.universal_arena_engine_helpers import sample_decks

    decks = sample_decks("rin-mei-tarek")
    state = new_game(GAME, decks, 1, GameOptions(goldfish=True))
    assert state.current and len(state.seats[1].hps) == 1
    batch = run_games(GAME, decks, ["greedy"], 0, 20, 7, GameOptions(goldfish=True, turn_cap=40)).to_dict()
    assert batch["errors"] == 0 and batch["capped"] == 0 and batch["wins"] == 20


# Today's fixed-seed fingerprints (benchmarks/fingerprint.py, 200 games, seed 4242) before the current
# rules existed: the seed-003 ruleset must reproduce them exactly.
SEED_003_HASHES = {"goldfish": "9dad153c6fb9", "h2h": "6c030b814164"}


@pytest.mark.parametrize("mode", ["goldfish", "h2h"])
def test_seed_003_ruleset_reproduces_todays_fixed_seed_games(mode):
    from engine.commands.bench import SAMPLE_DECKS, bench_decks
    from engine.deckfile import load_card_index, load_deck
    from engine.runner import run_games

    index = load_card_index(GAME)
    decks = [load_deck(GAME, SAMPLE_DECKS / GAME / name, index) for name in bench_decks()[GAME]]
    options = GameOptions(goldfish=mode == "goldfish", turn_cap=40, extra={"ruleset": "seed-003"})
    data = run_games(GAME, decks, ["greedy", "greedy"], 0, 200, 4242, options).to_dict()
    data.pop("elapsed", None)
    assert hashlib.sha1(json.dumps(data, sort_keys=True, default=str).encode()).hexdigest()[:12] == SEED_003_HASHES[mode]



def test_distance_close_and_far_change_a_single_target_cards_power():
    """index.md Power 7 and faq.md "Distance": per column between the card's character and its target the
    Power Roll loses 10 % + 1 (percent first, then flat, rounded down): 15 at distance 1 is 13, at 2 is 10;
    keywords.yml Close (opposed: +10 % + 1; else 20 % + 2 per step) and Far (opposed: -10 % + 1; one step
    free, then 10 % + 1 per step beyond the first); All Enemies cards have no distance."""
    plain = ua_card("Plain", power="15", target="1 Enemy", who="Dara|Base")
    close = ua_card("Near", power="15", target="1 Enemy", who="Dara|Base", text="Close.",
                    structured_effects=[{"timing": "on_use", "type": "deal_damage", "amount": {"kind": "power"}}])
    far = ua_card("Afar", power="15", target="1 Enemy", who="Dara|Base", text="Far.",
                  structured_effects=[{"timing": "on_use", "type": "deal_damage", "amount": {"kind": "power"}}])
    wave = ua_card("Wave", power="15", target="All Enemies", who="Dara|Base")
    state = current([plain, close, far, wave], team1=(("Bram", 20), ("Eris", 40), ("Fenn", 30)))
    p, c, f, w = ids(state, 0, "Plain", "Near", "Afar", "Wave")  # Dara is in column 2
    assert [state._roll(p, 0, t) for t in (2, 1, 0)] == [15, 13, 10]
    assert [state._roll(c, 0, t) for t in (2, 1, 0)] == [15 + 1 + 1, 15 - 3 - 2, 15 - 6 - 4]
    assert [state._roll(f, 0, t) for t in (2, 1, 0)] == [13, 15, 13]
    assert state._roll(w, 0, -1) == 15


def test_a_losing_attack_is_cancelled_and_an_attack_on_a_defense_hits_the_defended_character():
    """index.md How To Clash 1: the losing card of Attack vs Attack is Cancelled (none of its effects: here
    no shield, no draw); faq.md "Distance": Attack vs Defense, the attack is retargeted to the defending
    character for the hit (its Shield takes it first)."""
    big = ua_card("Big", power="20", target="1 Enemy")
    small = ua_card("Small", who="Bram|Base", power="5", target="1 Enemy", shield=4, effects=[{"do": "draw", "amount": 1}])
    state = current([big], [small])
    skip_movement(state)
    give(state, 0, "Big")
    give(state, 1, "Small")
    hand = len(state.seats[1].hand)
    play(state, "Big", NORMAL, target=0)
    play(state, "Small", NORMAL, target=0)
    resolve(state)
    assert state.seats[1].shields == [0, 0] and len(state.seats[1].hand) == hand - 1  # cancelled: no shield, no draw
    assert state.seats[1].hps == [0, 40]  # the winner hits Bram, opposed: 20
    guard = ua_card("Guard", who="Eris|Base", kind="defense", power="6", target="Self")
    jab = ua_card("Jab", power="10", target="1 Enemy")
    state = current([jab], [guard])
    skip_movement(state)
    give(state, 0, "Jab")
    give(state, 1, "Guard")
    play(state, "Jab", NORMAL, target=0)  # aimed at Bram ...
    play(state, "Guard", NORMAL)  # ... Eris defends herself
    resolve(state)
    assert state.seats[1].hps == [20, 40 - (10 - 6)]  # ... so the Jab hits Eris, through her 6 Shield


def test_a_losing_multihit_attack_loses_a_hit_and_is_reused():
    """card-types.md Multihit: "If it loses a clash with another Attack, reduce the multihit count by 1 and
    Reuse it instead of discarding it"; index.md Power 5: it rolls again; the clash compares total Power
    (hits x Power). Here 3 x 4 loses to 20, then 2 x 4, then 1 x 4 is discarded; 20 then lands."""
    flurry = ua_card("Flurry", power="4", hits=3, types=["Technique", "Attack", "Multihit"])
    big = ua_card("Big", who="Bram|Base", power="20", target="1 Enemy")
    state = current([flurry], [big])
    skip_movement(state)
    give(state, 0, "Flurry")
    give(state, 1, "Big")
    events = len(state.events)
    play(state, "Flurry", NORMAL, target=0)
    play(state, "Big", NORMAL, target=0)
    resolve(state)
    log = [e for e in state.events[events:] if e[2] in ("clash", "multihit", "cancelled")]
    assert [e[2] for e in log] == ["clash", "cancelled", "multihit", "clash", "cancelled", "multihit", "clash",
                                   "cancelled"]
    assert [(e[5], e[6]) for e in log if e[2] == "clash"] == [(20, 12), (8, 20), (4, 20)]
    assert state.seats[0].hps[0] == 30 - 20 and ids(state, 0, "Flurry")[0] in state.seats[0].discard


def test_the_greedy_pilot_aims_where_the_hit_leaves_the_least_hp():
    """The greedy pilot's target: the enemy with the least HP left after the card's hit, Distance counted
    (index.md Power 7): Ayla (column 0) with a 10 Power card leaves Bram (column 0, 20 HP) at 10 and Eris
    (column 1) at 12 - (10 - 2) = 4: Eris; with Eris at 19 HP, Bram."""
    from engine.games.universal_arena.greedy import GreedyPilot

    state = current([ua_card("Jab", power="10", target="1 Enemy")])
    skip_movement(state)
    jab = ids(state, 0, "Jab")[0]
    state.seats[1].hps = [20, 12]
    assert GreedyPilot()._target(state, 0, jab) == 1
    state.seats[1].hps = [20, 19]
    assert GreedyPilot()._target(state, 0, jab) == 0


def test_each_hit_of_a_multihit_attack_rolls_its_own_power():
    """index.md Power 5: "Roll Power each time a card is used. Multihit and Reuse roll again for each hit";
    How To Clash 1: a clash compares the sum of the hits' Power Rolls. 3 hits of 1-9: sums from 3 to 27,
    not always a multiple of 3 (one roll times 3 would be)."""
    flurry = ua_card("Flurry", power="1-9", hits=3, target="1 Enemy")
    state = current([flurry])
    card = ids(state, 0, "Flurry")[0]
    totals = [state._roll(card, 0, 0, 3) for _ in range(60)]
    assert all(3 <= t <= 27 for t in totals) and any(t % 3 for t in totals)


def test_a_defeated_characters_cards_waiting_in_a_zone_are_removed_unresolved():
    """faq.md "What happens when a character is defeated": "their cards are removed from play" (reading
    defeat-zone): Bram's Slow attack waits in the Slow zone; Ayla interrupts in the Fast zone and defeats
    Bram, so his attack leaves the zone without hitting."""
    from engine.games.universal_arena.state import PRIORITY
    from tests.universal_arena_engine_helpers import FAST as FAST_ZONE
    from tests.universal_arena_engine_helpers import SLOW as SLOW_ZONE
    from tests.universal_arena_engine_helpers import give, play

    slam = ua_card("Slam", who="Bram|Base", power="25", speed="slow")
    quick = ua_card("Quick", power="25", speed="fast")
    state = current([quick], [slam])
    skip_movement(state)
    state.initiative = state.actor = 1
    state.seats[0].energy = state.seats[1].energy = 5
    give(state, 1, "Slam")
    give(state, 0, "Quick")
    play(state, "Slam", SLOW_ZONE, target=0)
    play(state, "Quick", FAST_ZONE, target=0)  # Ayla and Bram are opposed
    while state.phase == PRIORITY:
        state.apply(PASS)
    assert state.seats[1].hps[0] == 0 and state.seats[0].hps[0] == 30
    slam_id = next(c for c in state.decks[1] if state.table.name[c] == "Slam")
    assert slam_id in state.seats[1].removed and not any(state.zones)
