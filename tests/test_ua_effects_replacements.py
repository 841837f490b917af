"""Union Arena replacement effects ("If ..., ... instead"), compiled from card texts written for Decklab and played
through the engine's API (docs/engine.md, the last bullets). Seed 000: "When a player sustains damage" (one Life card
for each point of damage), "Removing cards from the field", Glossary ターン1 ("[1 Per Turn]")."""
from engine.games.union_arena.constants import ATTACK_WITH, PASS
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, compiled_effects, deck, game, setup_battle, to_main, unit_from_zones

SHIELD = "[When in Frontline][1 Per Turn] If you take 2 or more damage at once, you may change it to 1 damage instead."


def test_damage_of_two_or_more_at_once_becomes_one_once_a_turn():
    """Card wording: "[When in Frontline][1 Per Turn] If you take 2 or more damage at once, you may change it to 1
    damage instead." Seed 000, When a player sustains damage: one Life card for each point; the first 2-damage attack
    takes 1 Life, the second one that turn (the [1 Per Turn] used) takes 2."""
    assert compiled_effects(SHIELD)[0]["actions"][0]["do"] == "damage-replacement"
    shield = card("R01", bp=1000, text=SHIELD)
    hitter = card("R02", bp=5000, keywords=[{"name": "damage", "value": 2}])
    state = to_main(game([deck((hitter, 4)), deck((shield, 4))], seed=301))
    attackers = [unit_from_zones(state, hitter, 0) for _ in range(2)]
    guard = unit_from_zones(state, shield, 1, rested=True)
    setup_battle(state, attackers, [guard])
    other = state.seats[1]
    life = len(other.life)
    state.apply((ATTACK_WITH, 0, -1))
    assert len(other.life) == life - 1  # 2 damage at once: 1 instead
    while state.actor == 1:  # the trigger checks of the defender
        state.apply(PASS)
    state.apply((ATTACK_WITH, 1, -1))
    assert len(other.life) == life - 3  # the second time this turn: 2
    check_invariants(state)


def test_damage_replacement_needs_its_line_and_the_amount():
    """Same wording: on the Energy Line ([When in Frontline] does not hold) the 2 damage is taken; 1 damage is never
    changed (not "2 or more")."""
    shield = card("R01", bp=1000, text=SHIELD)
    hitter = card("R02", bp=5000, keywords=[{"name": "damage", "value": 2}])
    plain = card("R03", bp=5000)
    state = to_main(game([deck((hitter, 4), (plain, 4)), deck((shield, 4))], seed=302))
    other = state.seats[1]
    other.energy[:] = [unit_from_zones(state, shield, 1, rested=True)]
    setup_battle(state, [unit_from_zones(state, hitter, 0)], [])
    life = len(other.life)
    state.apply((ATTACK_WITH, 0, -1))
    assert len(other.life) == life - 2
    check_invariants(state)
