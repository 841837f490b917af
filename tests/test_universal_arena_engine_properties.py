"""Universal Arena engine: random-play invariants, the greedy pilot, goldfish and head-to-head batches,
the effect vocabulary and the sample cards (determinism, replay, clone and determinize:
tests/test_engine_contract.py)."""
from __future__ import annotations

import random

import pytest

from engine.core import DeckList, GameOptions, new_game
from engine.deckfile import load_card_index
from engine.games.universal_arena import has_unsimulated_text, with_team_cards
from engine.games.universal_arena.effects import card_effects
from engine.games.universal_arena.greedy import GreedyPilot
from engine.games.universal_arena.state import HAND_SIZE, ROUND_START, check_invariants
from engine.runner import run_games
from tests.universal_arena_engine_helpers import GAME, card, sample_decks

DECKS = sample_decks("rin-mei-tarek", "heavy-hitters")
WIDE = sample_decks("vex-juno-storm", "nox-trial")
SEEDS = range(40)


def random_game(decks, seed, **options):
    state = new_game(GAME, decks, seed, GameOptions(**options))
    rng = random.Random(seed * 7 + 1)
    steps = 0
    while not state.is_terminal():
        check_invariants(state)
        actions = state.legal_actions()
        assert actions and len(set(actions)) == len(actions)
        state.apply(actions[rng.randrange(len(actions))])
        steps += 1
        assert steps < 5000
    check_invariants(state)
    return state


@pytest.mark.parametrize("decks", [DECKS, WIDE], ids=["base", "wide"])
def test_random_play_keeps_every_invariant(decks):
    """Seed 003 throughout: every card in exactly one zone (pile, hand, discard, Ultimates, a combat
    zone), energy and meter within bounds, HP never negative, a faster zone than the Active Zone
    is always empty, a legal action always exists."""
    for seed in SEEDS:
        state = random_game(decks, seed, turn_cap=40)
        result = state.result().as_dict()
        assert result["winner"] in (0, 1, None) and len(result["seats"]) == 2
        assert (result["winner"] is None) == result["capped"]


def test_turn_start_hands_are_five_unless_statuses_change_them():
    """Seed 003 How To Play 2: at the first decision of a turn each hand holds 5 cards (plus Haste,
    minus Slow), or the whole pile and discard pile when they hold fewer."""
    for seed in range(10):
        state = new_game(GAME, WIDE, seed, GameOptions(turn_cap=20))
        rng = random.Random(seed)
        seen_turn = 0
        while not state.is_terminal():
            if state.turn != seen_turn and state.phase == ROUND_START and not any(state.zones):
                seen_turn = state.turn
                draws = [e for e in state.events if e[0] == state.turn and e[2] == "draw-to"]
                for _, seat, _, size, held in draws:
                    assert held == min(size, len(state.decks[seat]) - len(state.seats[seat].ultimates)) or held <= size
                    assert size == HAND_SIZE or any(e[2] == "effect" and e[3] in ("haste", "slow") for e in state.events)
            actions = state.legal_actions()
            state.apply(actions[rng.randrange(len(actions))])


def test_greedy_pilot_always_chooses_a_legal_action_and_beats_random():
    """The greedy pilot (common brief) picks legal actions and wins most games against random."""
    wins = 0
    for seed in range(30):
        state = new_game(GAME, DECKS, seed, GameOptions(first_player=seed % 2, turn_cap=60))
        greedy = GreedyPilot(0)
        rng = random.Random(seed)
        while not state.is_terminal():
            actions = state.legal_actions()
            if state.current_player() == 0:
                action = greedy.choose(state)
                assert action in actions
            else:
                action = actions[rng.randrange(len(actions))]
            state.apply(action)
        wins += state.winner() == 0
    assert wins >= 27


def test_head_to_head_and_goldfish_batches_run_without_errors():
    """Runner batches: head-to-head greedy vs greedy and goldfish (a team alone against an opponent
    with HP only); the result shape the aggregate reads."""
    aggregate = run_games(GAME, DECKS, ["greedy", "greedy"], 0, 60, 99, GameOptions(turn_cap=60))
    assert not aggregate.errors and aggregate.capped < 6
    goldfish = run_games(GAME, DECKS, ["greedy"], 0, 40, 99, GameOptions(goldfish=True, turn_cap=60))
    assert not goldfish.errors and goldfish.capped == 0
    state = new_game(GAME, DECKS, 11, GameOptions(goldfish=True, first_player=1))
    pilot = GreedyPilot(0)
    while not state.is_terminal():
        state.apply(pilot.choose(state))
    result = state.result().as_dict()
    assert result["winner"] == 0 and 1 <= result["kill_turn"] <= result["turns"]
    assert set(result) == {"winner", "first_player", "turns", "capped", "kill_turn", "seats"}
    assert set(result["seats"][1]) == {"drawn", "played", "redrew", "turns_without_play", "turns", "incomplete_cards"}


def test_wide_sample_decks_play_head_to_head():
    """The extended sample characters (splash, pierce, burn, heal, draw, meter, reuse) play full games."""
    aggregate = run_games(GAME, WIDE, ["greedy", "greedy"], 0, 40, 5, GameOptions(turn_cap=60))
    assert not aggregate.errors


# --- the effect vocabulary ------------------------------------------------------------------------
def test_effect_vocabulary_compiles_fields_and_text_and_reports_the_rest():
    """Engine effect vocabulary (docs/universal-arena-engine.md): fields and text compile; anything
    unknown is reported, never guessed."""
    effects = card_effects(card("A", keywords=["on-hit", {"name": "haste", "value": 2}],
                                status=[{"name": "burn", "value": 1, "on_hit": True}],
                                text="On Hit: the target discards 1 card and draw 1 card. Gain 2 meter."))
    assert effects.complete
    assert effects.on_hit == [("burn", 1), ("discard", 1), ("draw", 1)]
    assert effects.on_resolve == [("haste", 2), ("meter", 2)]
    odd = card("B", keywords=["stealth"], status=["frozen"], text="Swap two characters.",
               effects=[{"do": "teleport", "amount": 1}])
    assert card_effects(odd).unsupported == ["keyword: stealth", "status: frozen", "effect: {'do': 'teleport', "
                                             "'amount': 1}", "text: Swap two characters."]
    assert has_unsimulated_text(odd)
    assert has_unsimulated_text(card("C", keywords=["on-hit"]))  # an On Hit marker with nothing to do


def test_sample_cards_are_simulated_except_noxs_two_and_reports_count_them():
    """Sample data: every sample card plays in full except Nox's Hex (text) and Veil (keyword), which
    the reports count as incomplete."""
    incomplete = {record.name for deck in DECKS + WIDE for record, _ in deck.main + deck.extra
                  if record.type != "character" and has_unsimulated_text(record)}
    assert incomplete == {"Nox's Hex", "Nox's Veil"}
    state = new_game(GAME, WIDE, 1, GameOptions())
    assert [seat["incomplete_cards"] for seat in state.result().as_dict()["seats"]] == [0, 2]


def test_a_team_only_list_needs_its_cards_and_with_team_cards_builds_them():
    """Seed 003 Preparation 2 (docs/deck-rules.md: a list naming only the team is complete): the
    engine asks for the pile; `with_team_cards` builds it from the card pool."""
    team_only = DeckList(main=(), extra=tuple((r, 1) for r, _ in DECKS[0].extra if r.type == "character"))
    with pytest.raises(ValueError, match="draw pile is empty"):
        new_game(GAME, [team_only, DECKS[1]], 1, GameOptions())
    full = with_team_cards(team_only, load_card_index(GAME).records)
    assert sorted(r.number for r, _ in full.main) == sorted(r.number for r, _ in DECKS[0].main)
    assert sorted(r.number for r, _ in full.extra) == sorted(r.number for r, _ in DECKS[0].extra)
    assert not new_game(GAME, [full, DECKS[1]], 1, GameOptions()).is_terminal()



def test_characters_in_the_games_own_schema_keep_every_invariant_and_greedy_plays_only_legal_actions():
    """The invented characters written in the rules reference's schema (tests/universal_arena_data,
    tests/universal_arena_forms): 3-character teams under the current rules, random and greedy pilots,
    every invariant after every step, and every greedy choice one of the legal actions."""
    from engine.games.universal_arena import with_forms
    from tests.test_universal_arena_forms import records

    recs = records()
    characters = [r for r in recs.values() if r.type == "character"]

    def team(members):
        keys = {c.set_code for c in members}
        pile = tuple((r, 1) for r in recs.values() if r.type == "card" and r.set_code in keys)
        ults = tuple((r, 1) for r in recs.values() if r.type == "ultimate" and r.set_code in keys)
        return with_forms(DeckList(main=pile, extra=tuple((c, 1) for c in members) + ults), recs.values())

    decks = [team(characters), team(list(reversed(characters)))]
    for seed in range(12):
        state = new_game(GAME, decks, seed, GameOptions(turn_cap=60))
        rng = random.Random(seed)
        pilots = [GreedyPilot(0), GreedyPilot(1)]
        steps = 0
        while not state.is_terminal():
            actions = state.legal_actions()
            seat = state.current_player()
            if seed % 3 == 2 or (seed % 3 == 1 and seat == 1):
                action = actions[rng.randrange(len(actions))]
            else:
                action = pilots[seat].choose(state)
                assert action in actions
            state.apply(action)
            check_invariants(state)
            steps += 1
            assert steps < 20000
