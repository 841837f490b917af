"""Universal Arena keyword lines of a card's text played as the game's keywords (issue #14.2;
keywords.yml): Evade ("After Clash: If a Defense card's Shield reduces the Attack's Power damage to 0,
that Attack is not a hit. Reuse this card.") and Innate ("Start the game with this card in the opening
hand."). The characters are invented ones in the same schema."""
from __future__ import annotations

from engine.core import GameOptions, new_game
from engine.games.universal_arena.effects import card_effects
from engine.games.universal_arena.state import REUSED, check_invariants
from tests.test_universal_arena_forms import GAME, records, team_deck


def game(seed=2):
    recs = records()
    return new_game(GAME, [team_deck(recs, "stone-monk-iron-vow"), team_deck(recs, "ember-warden-first-light")],
                    seed, GameOptions(first_player=0))


def card(state, number):
    return next(c for c, r in enumerate(state.table.records) if r.number == number)


def test_keyword_lines_are_played_as_keywords():
    recs = records()
    guard = card_effects(recs["stone-monk-iron-vow/4-1"])
    assert "evade" in guard.flags and guard.unsupported == []
    assert "innate" in card_effects(recs["stone-monk-iron-vow/3"]).flags


def clash(state, power):
    """Ember Warden's Cinder Jab (Power `power`, On Hit: gain 1 Kindle) against the monk's Calm Guard
    (Shield 8, Evade) in the Normal zone."""
    jab, guard = card(state, "ember-warden-first-light/1"), card(state, "stone-monk-iron-vow/4-1")
    for seat, taken in ((state.seats[0], guard), (state.seats[1], jab)):
        for pile in (seat.pile, seat.hand, seat.discard):
            if taken in pile:
                pile.remove(taken)
    state.zones[1] = [(jab, 1, 0, False, power, 1, 0), (guard, 0, -1, False, 8, 1, 0)]
    state._resolve_zone(1)
    return guard


def test_evade_a_fully_shielded_attack_is_not_a_hit_and_the_evade_card_is_reused():
    state = game()
    monk, ember = state.seats[0], state.seats[1]
    events = len(state.events)
    guard = clash(state, 6)  # 6 into an 8 Shield: 0 damage
    assert monk.hps[0] == 100 and ember.statuses[0].get(("Kindle", "value"), 0) == 0  # no On Hit
    assert any(e[2] == "evaded" for e in state.events[events:])
    assert monk.discard.count(guard) == 1 and not state.zones[1]  # then discarded, once
    reused = [e for e in state.events[events:] if e[2] == "shield"]
    assert len(reused) == 2  # the Evade card stayed in the zone once (Reuse) and resolved again
    check_invariants(state)


def test_evade_an_attack_through_the_shield_is_a_hit():
    state = game()
    monk, ember = state.seats[0], state.seats[1]
    guard = clash(state, 12)  # 12 into an 8 Shield: 4 through, Resist 2 (Physical): 2 to HP
    assert monk.hps[0] == 98 and ember.statuses[0][("Kindle", "value")] == 1
    assert guard in monk.discard and not any(entry[REUSED] for zone in state.zones for entry in zone)
    check_invariants(state)


def test_innate_cards_are_in_the_opening_hand():
    for seed in range(12):
        state = game(seed)
        vow = card(state, "stone-monk-iron-vow/3")
        assert vow in state.seats[0].hand, seed
