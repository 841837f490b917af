"""Universal Arena cards played from their structured effects (issue #14.3): the invented characters
of tests/universal_arena_data/ read by the importer's reader, played by the current rules. What is
not played yet is reported by name, never guessed."""
from __future__ import annotations

from pathlib import Path

from cardsdb.universal_arena_import import read_path
from engine.cards import parse_card_row
from engine.core import DeckList, GameOptions, new_game
from engine.games.universal_arena.effects import card_effects
from engine.games.universal_arena.state import END_TURN, MOVEMENT, PASS, PLAY
from engine.games.universal_arena.structured import resource_statuses
from engine.runner import run_games

DATA = Path(__file__).parent / "universal_arena_data"
GAME = "universal-arena"


def records():
    read = read_path(DATA)
    assert not read.errors
    return {row["number"]: parse_card_row(GAME, row) for row in read.rows}


def team_deck(recs, *slugs):
    characters = tuple((recs[s], 1) for s in slugs)
    pile = tuple((r, 1) for r in recs.values() if r.type == "card" and r.set_code in {c.set_code for c, _ in characters})
    ults = tuple((r, 1) for r in recs.values() if r.type == "ultimate" and r.set_code in {c.set_code for c, _ in characters})
    return DeckList(main=pile, extra=characters + ults, name="+".join(slugs))


def test_hits_come_from_the_structured_deal_damage_and_plain_cards_play_in_full():
    recs = records()
    riptide = card_effects(recs["tide-caller-deepwater/3"])
    assert riptide.hits == 2
    assert card_effects(recs["ember-warden-first-light/2"]).unsupported == []  # Gain Power Shield
    assert card_effects(recs["tide-caller-deepwater/5"]).unsupported == []  # damage + Retain


def test_what_is_not_played_is_named():
    recs = records()
    burst = card_effects(recs["ember-warden-first-light/5"]).unsupported  # without its character's statuses
    assert burst == ["status: Kindle (its own rules are not played)"]
    resources = resource_statuses([r for r in recs.values() if r.type == "character"])
    assert resources == {"Kindle", "Current"}  # lines only of Type, Max, Turn End Reduce
    assert card_effects(recs["ember-warden-first-light/5"], resources).unsupported == []
    assert card_effects(recs["ember-warden-first-light/3"], resources).unsupported == [
        "status: Scorch (its own rules are not played)"]
    assert card_effects(recs["tide-caller-deepwater/created-1"]).unsupported == []  # Exhaust is played
    assert card_effects(recs["tide-caller-deepwater/4"]).unsupported == [
        "structured: effects[0] choose (option 'Draw 1 card': draw_cards)"]


def start(seed=5):
    recs = records()
    decks = [team_deck(recs, "ember-warden-first-light"), team_deck(recs, "tide-caller-deepwater")]
    state = new_game(GAME, decks, seed, GameOptions(first_player=0))
    while state.phase == MOVEMENT:
        state.apply(PASS)
    return state


def hand_of(state, seat, *numbers):
    cards = [next(c for c in state.decks[seat] if state.table.records[c].number == n) for n in numbers]
    s = state.seats[seat]
    for c in cards:
        for zone in (s.pile, s.discard, s.hand):
            if c in zone:
                zone.remove(c)
    s.pile.extend(s.hand)
    s.hand = cards
    return cards


def test_can_only_be_played_if_and_spend_and_on_hit_gain_and_turn_end():
    """data/README.md "Card restrictions" (require, subject self) and the effect schema: Flare Burst
    needs 2 Kindle on its character and spends them; Cinder Jab's On Hit gains 1 Kindle (capped by
    "Max Value: 5."); Turn End: "Reduce Value by 1." (index.md How To Play 7)."""
    state = start()
    burst, jab = hand_of(state, 0, "ember-warden-first-light/5", "ember-warden-first-light/1")
    plays = {a[1] for a in state.legal_actions() if a[0] == PLAY}
    assert plays == {1}  # the Jab only: no Kindle yet
    state.seats[0].statuses[0][("Kindle", "value")] = 5
    plays = {a[1] for a in state.legal_actions() if a[0] == PLAY}
    assert plays == {0, 1}
    state.seats[1].energy = 0
    state.apply(next(a for a in state.legal_actions() if a[0] == PLAY and a[1] == 1))  # the Jab, unopposed
    while state.phase != 0:
        state.apply(PASS)
    assert state.seats[0].statuses[0][("Kindle", "value")] == 5  # the hit's +1 is capped at 5
    state.apply(next(a for a in state.legal_actions() if a[0] == PLAY and a[1] == 0))  # Flare Burst
    while state.phase != 0:
        state.apply(PASS)
    assert state.seats[0].statuses[0][("Kindle", "value")] == 3
    state.apply(END_TURN)
    assert state.seats[0].statuses[0][("Kindle", "value")] == 2


def test_retain_keeps_the_card_in_hand_at_turn_end():
    """index.md How To Play 7: at Turn End keep cards with Retain, discard the rest."""
    recs = records()
    decks = [team_deck(recs, "tide-caller-deepwater"), team_deck(recs, "ember-warden-first-light")]
    state = new_game(GAME, decks, 5, GameOptions(first_player=0))
    while state.phase == MOVEMENT:
        state.apply(PASS)
    surge = next(c for c in state.decks[0] if state.table.records[c].number == "tide-caller-deepwater/5")
    seat = state.seats[0]
    for zone in (seat.pile, seat.discard, seat.hand):
        if surge in zone:
            zone.remove(surge)
    seat.hand.append(surge)
    state.seats[1].energy = 0
    state.seats[0].energy = 1  # enough to start a round with a 1-cost card, so Surge (X) stays
    cheap = next(i for i, c in enumerate(seat.hand) if state.table.cost[c] == 1)
    action = next(a for a in state.legal_actions() if a[0] == PLAY and a[1] == cheap)
    state.apply(action)
    while state.phase != 0:
        state.apply(PASS)
    state.apply(END_TURN)
    assert surge in state.seats[0].hand


def test_ultimate_needs_its_written_meter():
    """index.md Playing Cards 3 and the card's cost: an Ultimate costing 30 Ultimate Meter needs 30."""
    recs = records()
    state = new_game(GAME, [team_deck(recs, "ember-warden-first-light"), team_deck(recs, "tide-caller-deepwater")],
                     1, GameOptions(first_player=0))
    sunfall = next(c for c in state.decks[0] if state.table.ultimate[c])
    assert state.meter_need[sunfall] == 30 and state.meter_cap == 30


def test_invented_teams_play_without_errors_or_caps():
    recs = records()
    decks = [team_deck(recs, "ember-warden-first-light"), team_deck(recs, "tide-caller-deepwater")]
    batch = run_games(GAME, decks, ["greedy", "greedy"], 0, 40, 3, GameOptions(turn_cap=60)).to_dict()
    assert batch["errors"] == 0 and batch["capped"] == 0
    batch = run_games(GAME, decks, ["random", "random"], 0, 40, 3, GameOptions(turn_cap=60)).to_dict()
    assert batch["errors"] == 0
