"""Union Arena effects played in full (issue 13): phrasings older and newer sets use for things the engine already
plays — a subject said without "Choose" ("Up to 1 character on your area gains ..."), "Each player draws", "While this
character is on the Front Line", "When your <X> attacks" — from card texts written for Decklab (invented names and
numbers in the real phrasing). Each scenario builds its position through the engine's API and quotes the card
wording it plays and the seed 000 section where a rule is involved."""
from engine.games.union_arena.constants import ATTACK, ATTACK_WITH, PASS
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    PLAIN,
    card,
    compiled_effects,
    deck,
    game,
    setup_battle,
    to_main,
    unit_from_zones,
)


def test_when_your_trait_character_attacks_only_that_attacker_counts():
    """Card wording: "[Your Turn] [1 Per Turn] When your <Trait: Glimmerkin> character attacks, draw 1 card." Seed 000,
    Attacking Character specification timing: the attacker is rested, its own [When Attacking] effects resolve, then
    the effects that wait for "a character attacks". Only an attack by a <Trait: Glimmerkin> character of this card's
    player draws; another character's attack does not."""
    text = "[Your Turn] [1 Per Turn] When your <Trait: Glimmerkin> character attacks, draw 1 card."
    assert compiled_effects(text)[0]["condition"]["conditions"][1] == {
        "kind": "attacker-matches", "filter": {"trait": "Glimmerkin", "card_type": "character"}}
    watcher = card("981", text=text)
    kin = card("982", traits=["Glimmerkin"])
    state = to_main(game([deck((watcher, 4), (kin, 4)), deck()], seed=11))
    me = state.seats[0]
    holder, plain, glimmer = (unit_from_zones(state, watcher, 0), unit_from_zones(state, PLAIN, 0),
                              unit_from_zones(state, kin, 0))
    me.energy[:] = [holder]
    setup_battle(state, [plain, glimmer], [])
    hand = len(me.hand)
    state.apply((ATTACK_WITH, 0, -1))  # the plain character attacks: nothing
    while state.phase != ATTACK or state.actor != 0:
        state.apply(PASS)
    assert len(me.hand) == hand
    state.apply((ATTACK_WITH, 1, -1))  # the Glimmerkin attacks: draw 1
    assert len(me.hand) == hand + 1
    check_invariants(state)


def test_each_player_draws_one_card():
    """Card wording: "[On Play] Each player draws 1 card." Both players draw, the player of the effect first (seed
    000, Resolving effects: an effect is resolved in the order written; each player's step is the same draw as a
    turn's draw)."""
    drawer = card("983", text="[On Play] Each player draws 1 card.")
    state = to_main(game([deck((drawer, 4)), deck()], seed=12))
    me, them = state.seats
    mine, theirs = len(me.hand), len(them.hand)
    source = unit_from_zones(state, drawer, 0)
    me.front.append(source)
    run_effects(state, 0, compiled_effects("[On Play] Each player draws 1 card."), source)
    assert (len(me.hand), len(them.hand)) == (mine + 1, theirs + 1)
    check_invariants(state)


def test_up_to_one_character_gains_double_attack_is_a_choice():
    """Card wording: "[On Play] Up to 1 character on your area gains [Double Attack] during this turn." The subject is
    the choice: up to 1 of your characters (as "Choose up to 1 character on your area, it gains ..."), not all of them
    and not this character only."""
    text = "[On Play] Up to 1 character on your area gains [Double Attack] during this turn."
    action = compiled_effects(text)[0]["actions"][0]
    assert action["target"] == {"up_to": 1, "card_type": "character", "side": "yours", "zone": "any"}
    assert action["duration"] == "this-turn" and action["keyword"] == "double-attack"


def test_while_on_the_front_line_is_the_front_line_condition():
    """Card wording: "[Your Turn] While this character is on the Front Line, this character gets +1500 BP." The same
    as "[Your Turn] [When in Frontline] This character gets +1500 BP": the bonus holds in its player's turn while it
    is on the Front Line, and not on the Energy Line."""
    text = "[Your Turn] While this character is on the Front Line, this character gets +1500 BP."
    assert compiled_effects(text) == compiled_effects("[Your Turn] [When in Frontline] This character gets +1500 BP.")
    runner = card("984", bp=3000, text=text)
    state = to_main(game([deck((runner, 4)), deck()], seed=13))
    me = state.seats[0]
    front, back = unit_from_zones(state, runner, 0), unit_from_zones(state, runner, 0)
    me.front.append(front)
    me.energy.append(back)
    assert state._bp(front) == 4500 and state._bp(back) == 3000
    check_invariants(state)
