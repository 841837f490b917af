"""Universal Arena card transforms (issue #14.2-3; the rules reference's data/README.md "Optional card
transforms", and the cards' "Always: If this character has X, this card becomes Y." lines): while its
own character has (or lacks) a status, at least `min` of it, a card is the card of another slot.
Reading transform-in-hand (docs/universal-arena-engine.md): a card in hand or among the Ultimates is
the form its character's statuses give it before every decision; a card in a zone stays what it was
played as; a form leaves play as its deck card. The character is tests/universal_arena_forms/, an
invented one in the same schema."""
from __future__ import annotations

import random
from pathlib import Path

from cardsdb.universal_arena_import import read_path
from engine.cards import parse_card_row
from engine.core import DeckList, GameOptions, new_game
from engine.games.universal_arena import with_forms
from engine.games.universal_arena.cards import CardTable
from engine.games.universal_arena.effects import card_effects
from engine.games.universal_arena.state import MOVEMENT, PASS, PLAY, ROUND_START, check_invariants
from engine.runner import run_games

GAME = "universal-arena"
MONK = Path(__file__).parent / "universal_arena_forms" / "stone-monk-iron-vow.yml"
RANGER = Path(__file__).parent / "universal_arena_forms" / "brass-ranger-dust-road.yml"
OTHERS = Path(__file__).parent / "universal_arena_data"


def records() -> dict:
    rows = []
    for path in (MONK, RANGER, OTHERS):
        read = read_path(path)
        assert not read.errors
        rows += read.rows
    return {row["number"]: parse_card_row(GAME, row) for row in rows}


def team_deck(recs, slug) -> DeckList:
    pile = tuple((r, 1) for r in recs.values() if r.type == "card" and r.set_code == recs[slug].set_code)
    ults = tuple((r, 1) for r in recs.values() if r.type == "ultimate" and r.set_code == recs[slug].set_code)
    return with_forms(DeckList(main=pile, extra=((recs[slug], 1), *ults), name=slug), recs.values())


def start(seed=3):
    recs = records()
    state = new_game(GAME, [team_deck(recs, "stone-monk-iron-vow"), team_deck(recs, "tide-caller-deepwater")],
                     seed, GameOptions(first_player=0))
    while state.phase == MOVEMENT:
        state.apply(PASS)
    return state


def card(state, number) -> int:
    return next(c for c, r in enumerate(state.table.records) if r.number == number)


def give_hand(state, *numbers) -> None:
    seat = state.seats[0]
    wanted = [card(state, n) for n in numbers]
    seat.hand = [state.table.base_of[c] for c in seat.hand]  # (a form in hand is put back as its deck card)
    for zone in (seat.pile, seat.discard, seat.hand):
        for c in wanted:
            if c in zone:
                zone.remove(c)
    seat.pile.extend(seat.hand)
    seat.hand = wanted
    state.forms_stale = True


def names_in_hand(state) -> list[str]:
    return [state.table.name[c] for c in state.seats[0].hand]


def play_alone(state, name) -> None:
    """Seat 0 plays the named card from hand; the other seat has no energy and passes; the zone resolves."""
    state.seats[1].energy = 0
    position = names_in_hand(state).index(name)
    state.apply(next(a for a in state.legal_actions() if a[0] == PLAY and a[1] == position))
    while state.phase not in (ROUND_START,):
        state.apply(PASS)
    check_invariants(state)


def test_transforms_are_read_and_their_always_lines_stand_for_them():
    recs = records()
    palm = card_effects(recs["stone-monk-iron-vow/1-1"])
    assert palm.transforms == [(True, "Resolve", 3, "1-2")] and palm.unsupported == []
    mountain = card_effects(recs["stone-monk-iron-vow/1-3"])  # Power / 2, twice
    assert (mountain.divisor, mountain.hits, mountain.unsupported) == (2, 2, [])
    guard = card_effects(recs["stone-monk-iron-vow/4-1"])
    assert guard.transforms == [(False, "Resolve", 1, "4-2")] and guard.unsupported == []
    # A transform on the target's statuses is not played: reported with its "Always" line, never guessed.
    assert card_effects(recs["stone-monk-iron-vow/5"]).unsupported == [
        "transform: into slot 1-2 on a condition (target_has_status)",
        "text: Always: If the target has Resolve, this card becomes Iron Palm."]


def test_a_card_in_hand_is_its_form_while_its_character_has_the_status_and_forms_chain():
    """Palm Strike becomes Iron Palm with at least 3 Resolve (min), and Iron Palm becomes Mountain Palm with
    Iron Stance: the forms chain. Each form plays as itself (cost, speed, Power)."""
    state = start()
    give_hand(state, "stone-monk-iron-vow/1-1", "stone-monk-iron-vow/2", "stone-monk-iron-vow/3")
    state.seats[0].energy = 5
    assert state.phase == ROUND_START and "Palm Strike" in names_in_hand(state)
    play_alone(state, "Meditate")  # gain 3 Resolve
    assert "Iron Palm" in names_in_hand(state) and "Palm Strike" not in names_in_hand(state)
    play_alone(state, "Iron Vow")  # gain Iron Stance
    assert names_in_hand(state) == ["Mountain Palm"]
    mountain = state.seats[0].hand[0]
    assert state.table.cost[mountain] == 2 and state.table.base_of[mountain] == card(state, "stone-monk-iron-vow/1-1")
    before = state.seats[1].hp
    play_alone(state, "Mountain Palm")
    # Mountain Palm's, not Palm Strike's 6: "Deal Power / 2 damage 2 times" with Power 20-21, each hit
    # rounded down (reading power-div): 10 + 10.
    assert before - state.seats[1].hp == 20
    base = card(state, "stone-monk-iron-vow/1-1")
    assert base in state.seats[0].discard and mountain not in state.seats[0].discard  # left play as its deck card
    assert base in state.seats[0].played


def test_a_card_is_its_form_while_its_character_lacks_the_status():
    """self_missing_status: Calm Guard is Open Guard (a 4 shield, not 8) while the monk has no Resolve
    (its innate setup gives it 1 to start with; here it has lost it)."""
    state = start()
    give_hand(state, "stone-monk-iron-vow/4-1", "stone-monk-iron-vow/2")
    state.seats[0].energy = 5
    state._settle()
    assert names_in_hand(state) == ["Calm Guard", "Meditate"]
    del state.seats[0].statuses[0][("Resolve", "value")]
    state.forms_stale = True
    state._settle()
    assert names_in_hand(state) == ["Open Guard", "Meditate"]
    play_alone(state, "Meditate")
    assert names_in_hand(state) == ["Calm Guard"]


def test_a_transform_into_a_missing_slot_is_reported_and_leaves_the_card_incomplete():
    recs = records()
    table = CardTable()
    palm = table.add(recs["stone-monk-iron-vow/1-1"])
    table.link_forms({})
    assert table.incomplete[palm] and table.unsupported[palm] == ("transform: into slot 1-2 (no such card)",)
    assert table.forms[palm] == () and not table.transforming


def test_games_with_forms_keep_every_card_and_finish():
    """Random play with invariants after every action (a form is counted as its deck card and never
    reaches the pile or discard), then greedy and random batches without errors or caps."""
    recs = records()
    decks = [team_deck(recs, "stone-monk-iron-vow"), team_deck(recs, "ember-warden-first-light")]
    for seed in range(15):
        state = new_game(GAME, decks, seed, GameOptions(turn_cap=60))
        rng = random.Random(seed)
        while not state.is_terminal():
            state.apply(rng.choice(state.legal_actions()))
            check_invariants(state)
    for pilots in (["greedy", "greedy"], ["random", "random"]):
        batch = run_games(GAME, decks, pilots, 0, 30, 4, GameOptions(turn_cap=60)).to_dict()
        assert batch["errors"] == 0 and batch["capped"] == 0, pilots


def test_an_otherwise_transform_line_stands_for_its_transform_too():
    """A card's second transform line reads "Always: Otherwise, if this character has X: This card
    becomes Y." (the real roster writes it so); it is the structured transform, not an unplayed line."""
    row = {"number": "cutter/1", "name": "Cut", "type": "card", "character": "Ayla|Base", "speed": "normal",
           "kind": "attack", "cost": 1, "power": "10",
           "text": "Deal Power damage.\nAlways: Otherwise, if this character has Rage: This card becomes Fury Cut.",
           "structured_effects": [{"timing": "on_use", "type": "deal_damage", "amount": {"kind": "power"}}],
           "transforms": [{"condition": {"kind": "self_has_status", "status": "Rage"}, "cardSlot": "1-2"}]}
    assert card_effects(parse_card_row(GAME, row)).unsupported == []
