"""Union Arena: what an effect says of the characters it has just played (family plays, issue #13): "The character
played by this effect does not activate its [On Play] effect", "Choose up to 1 character played by this effect and set it
to active", "If the character is played on the Energy Line by this effect, set that character to active". Card texts
written for Decklab, played through the engine's API (docs/engine.md, the last bullet)."""
from collections import Counter

from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    card,
    compiled_effects,
    deck,
    game,
    ids,
    in_hand,
    only_in_hand,
    play_out_turn,
    to_main,
    unit_from_zones,
)

DRAWER_TEXT = "[On Play] Draw 1 card."
QUIET_TEXT = ("Play up to 1 <Lantern Keeper> from your hand to your area rested. The character played by this effect "
              "does not activate its [On Play] effect.")
LOUD_TEXT = "Play up to 1 <Lantern Keeper> from your hand to your area rested."


def _keeper_position(seed):
    keeper = card("Q01", name="Lantern Keeper", bp=3000, text=DRAWER_TEXT)
    quiet = card("Q02", type="event", text=QUIET_TEXT)
    loud = card("Q03", type="event", text=LOUD_TEXT)
    state = to_main(game([deck((keeper, 4), (quiet, 2), (loud, 2)), deck()], seed=seed))
    me = state.seats[0]
    me.front[:], me.energy[:] = [], []
    return state, keeper


def test_the_character_played_by_this_effect_does_not_activate_its_on_play():
    """Card wording (KJN, KMR): "The character played by this effect does not activate its [On Play] effects." Seed 000
    登場時: an [On Play] "also activates when the card is played by a card effect" unless the effect says it does not: the
    character is played rested and its "Draw 1 card" does not resolve."""
    assert compiled_effects(QUIET_TEXT)[0]["actions"][0]["no_on_play"] is True
    state, keeper = _keeper_position(501)
    me = only_in_hand(state, keeper)
    run_effects(state, 0, compiled_effects(QUIET_TEXT), None)
    [played] = [u for u in me.front + me.energy if u.card == ids(state, keeper)[0]]
    assert played.rested and me.hand == []
    check_invariants(state)


def test_without_the_sentence_the_played_character_draws():
    """The same play without that sentence: the played character's [On Play] resolves after the effect (seed 000 登場時)."""
    state, keeper = _keeper_position(502)
    me = only_in_hand(state, keeper)
    run_effects(state, 0, compiled_effects(LOUD_TEXT), None)
    assert len(me.hand) == 1
    check_invariants(state)


PAIR_TEXT = ("Play up to 2 blue Character Cards with required energy of 2 or less and AP cost of 1 from your hand or Outside "
             "Area to your area rested or raid them. Choose up to 1 character played by this effect and set it to active.")


def test_one_of_the_characters_played_is_set_to_active():
    """Card wording (ARK): "... to your area rested or raid them. Choose up to 1 character played by this effect and set it
    to active." Both are played rested (seed 000 Play Character cards); then one of those two - not any other character
    of yours - is set to active: the pilot's pick is the stronger one (the one worth more attacking)."""
    effects = compiled_effects(PAIR_TEXT)
    assert effects[0]["actions"][1] == {"do": "set-active", "target": {"chosen": True, "of_played": True, "up_to": 1}}
    small = card("Q04", name="Tide Runner", color="blue", bp=2000)
    big = card("Q05", name="Tide Breaker", color="blue", bp=4000)
    resting = card("Q06", name="Dock Hand", color="blue", bp=6000)
    state = to_main(game([deck((small, 4), (big, 4), (resting, 4)), deck()], seed=503))
    me = state.seats[0]
    me.front[:], me.energy[:] = [unit_from_zones(state, resting, 0, rested=True)], []
    only_in_hand(state, small)
    in_hand(state, big)
    run_effects(state, 0, effects, None)
    played = [u for u in me.front + me.energy if u.card != ids(state, resting)[0]]
    assert Counter(state.table.records[u.card].name for u in played) == Counter({"Tide Runner": 1, "Tide Breaker": 1})
    assert [state.table.records[u.card].name for u in played if not u.rested] == ["Tide Breaker"]
    assert me.front[0].rested  # (a character not played by this effect is not chosen)
    check_invariants(state)


LINE_TEXT = ("[On Play] Play up to 1 green Character Card with AP cost of 1 from your hand to your area rested. If the "
             "character is played on the Energy Line by this effect, set that character to active.")


def _line_position(seed, front_count):
    host = card("Q07", name="Grove Warden", color="green", bp=3000, text=LINE_TEXT)
    sprout = card("Q08", name="Grove Sprout", color="green", bp=1500)
    state = to_main(game([deck((host, 4), (sprout, 4)), deck()], seed=seed))
    me = state.seats[0]
    me.front[:] = [unit_from_zones(state, host, 0, rested=True) for _ in range(front_count)]
    me.energy[:] = []
    only_in_hand(state, sprout)
    return state, me, ids(state, sprout)[0], me.front[0] if me.front else None


def test_a_character_played_on_the_energy_line_is_set_to_active():
    """Card wording (ARK): "If the character is played on the Energy Line by this effect, set that character to active."
    With the Front Line full (seed 000 Your Field: up to 4 cards), "to your area" plays it on the Energy Line: it is set
    to active."""
    state, me, sprout, host = _line_position(504, 4)
    run_effects(state, 0, compiled_effects(LINE_TEXT), host)
    [played] = [u for u in me.energy if u.card == sprout]
    assert not played.rested
    check_invariants(state)


def test_a_character_played_on_the_front_line_stays_rested():
    """Same wording: played on the Front Line (it has room), the condition does not hold: it stays rested."""
    state, me, sprout, host = _line_position(505, 1)
    run_effects(state, 0, compiled_effects(LINE_TEXT), host)
    [played] = [u for u in me.front if u.card == sprout]
    assert played.rested
    check_invariants(state)


def test_the_pilot_plays_a_game_with_these_cards():
    """The greedy pilot plays turns with the three wordings in its deck, the invariants holding after every action."""
    keeper = card("Q01", name="Lantern Keeper", bp=3000, text=DRAWER_TEXT)
    quiet = card("Q02", type="event", text=QUIET_TEXT)
    pair = card("Q09", type="event", color="blue", text=PAIR_TEXT)
    small = card("Q04", name="Tide Runner", color="blue", bp=2000)
    host = card("Q07", name="Grove Warden", color="green", bp=3000, text=LINE_TEXT)
    state = to_main(game([deck((keeper, 8), (quiet, 6), (pair, 6), (small, 8), (host, 8)), deck()], seed=506))
    for _ in range(8):
        if state.is_terminal():
            break
        play_out_turn(state)
