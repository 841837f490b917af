"""Union Arena effects played in full (issue 13): timings and lines — the end of an attack, of a phase, moves between
the Front Line and the Energy Line and blocks they force — from card texts written for Decklab (invented names and
numbers in the real phrasing).

Each scenario builds its position through the engine's API, quotes the card wording it plays and names the seed 000
section where a rule is involved."""
from engine.games.union_arena.constants import ACTIVATE, ATTACK, ATTACK_WITH, BLOCK, BLOCK_WITH, FRONT, PASS
from engine.games.union_arena.greedy import GreedyPilot
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import PLAIN, card, compiled_effects, deck, game, ids, setup_battle, to_main, unit_from_zones


def test_at_the_end_of_this_characters_attack_raid_onto_this_character():
    """Card wording: "At the end of this character's attack, raid up to 1 <Gale Runner Ascendant> from your hand onto
    this character." Seed 000, Resolution timing: effects "activated at the end of a battle" resolve once the attack
    is resolved; Raid Boost ("If an effect states Raid Boost, then you can use Raid Boost with that effect"): the Raid
    card goes on top, active. "onto this character": not onto another character it could Raid (here a rested one,
    which a Raid by an effect would otherwise prefer)."""
    text = "At the end of this character's attack, raid up to 1 <Gale Runner Ascendant> from your hand onto this character."
    assert compiled_effects(text)[0]["actions"][0]["onto"] == {"self": True}
    runner = card("951", name="Gale Runner", bp=2000, text=text)
    ascendant = card("952", name="Gale Runner Ascendant", bp=5000, required_energy=3,
                     text="[Raid] <Gale Runner>", keywords=[{"name": "raid", "target": "Gale Runner"}])
    state = to_main(game([deck((runner, 4), (ascendant, 4)), deck()], seed=91))
    me = state.seats[0]
    holder = unit_from_zones(state, runner, 0)
    other = unit_from_zones(state, runner, 0, rested=True)
    raider = ids(state, ascendant)[0]
    me.deck.extend(card_id for card_id in me.hand if card_id == raider)
    me.hand[:] = [card_id for card_id in me.hand if card_id != raider] + [raider]
    me.deck.remove(raider)
    setup_battle(state, [holder, other], [])
    state.apply((ATTACK_WITH, 0, -1))
    while state.phase != ATTACK or state.actor != 0:  # (the opponent's block step, Trigger checks)
        state.apply(PASS)
    raided = next(u for u in me.front if u.card == raider)
    assert raided.base == holder.card and not raided.rested  # onto the attacker, active (Raid Boost step 3)
    assert holder not in me.front and other in me.front and other.rested
    assert raider not in me.hand
    check_invariants(state)


def test_your_opponent_must_block_with_a_character_with_bp_n_or_less_if_possible():
    """Card wording: "[Main] [Discard 1] [1 Per Turn] This character gains +500 BP and Your opponent must block this
    character's attack with a character with BP 3000 or less if possible. during this turn." Seed 000, Blocking
    Character specification timing: the attacked player "can specify 1 Character in Active Mode on their Front Line"
    — here, while one with BP 3000 or less can block, it must be one of those (no pass, no other blocker); with none,
    the block is the player's choice as usual."""
    text = ("[Main] [Discard 1] [1 Per Turn] This character gains +500 BP and Your opponent must block this character's "
            "attack with a character with BP 3000 or less if possible. during this turn.")
    gained = compiled_effects(text)[0]["actions"][1]
    assert gained["effects"][0]["actions"] == [{"do": "must-be-blocked", "bp_max": 3000}]
    lure = card("953", bp=4000, text=text)
    small = card("954", bp=2500)
    big = card("955", bp=5000)
    state = to_main(game([deck((lure, 4)), deck((small, 4), (big, 4))], seed=92))
    me = state.seats[0]
    holder = unit_from_zones(state, lure, 0)
    me.front[:] = [holder]
    state.apply((ACTIVATE, FRONT, 0, 0))
    assert state._bp(holder) == 4500
    guard_small, guard_big = unit_from_zones(state, small, 1), unit_from_zones(state, big, 1)
    spare = unit_from_zones(state, PLAIN, 0)
    setup_battle(state, [holder, spare], [guard_big, guard_small])
    state.apply((ATTACK_WITH, 0, -1))
    assert state.phase == BLOCK and state.legal_actions() == [(BLOCK_WITH, 1)]  # only the 2500 BP one, no pass
    assert GreedyPilot(1).choose(state) == (BLOCK_WITH, 1)
    state.apply((BLOCK_WITH, 1))
    while state.phase != ATTACK or state.actor != 0:
        state.apply(PASS)
    assert guard_small not in state.seats[1].front and guard_big in state.seats[1].front
    holder.rested = False  # (it attacks again) none with BP 3000 or less can block: the block is free again
    state.apply((ATTACK_WITH, state.seats[0].front.index(holder), -1))
    assert state.phase == BLOCK and state.legal_actions() == [PASS, (BLOCK_WITH, 0)]
    state.apply(PASS)
    check_invariants(state)
