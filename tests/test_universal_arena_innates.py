"""Universal Arena innates (issue #14.2: "innate triggers with their scopes"; the rules reference's
data/README.md "Innate schema"): `setup` statuses a character starts with, and triggers on status
changes, status thresholds, HP damage and HP thresholds, used always, once per turn or once per game,
whose effects land on the innate's own character. Status triggers see the amount actually applied,
after caps. What is not played (mitigations, decisions, other events or filters) is named. The
characters are invented ones in the same schema (tests/universal_arena_forms/, tests/universal_arena_data/)."""
from __future__ import annotations

from engine.core import GameOptions, new_game
from engine.games.universal_arena.innates import read_innates
from engine.games.universal_arena.state import check_invariants
from tests.test_universal_arena_forms import GAME, give_hand, play_alone, records, start, team_deck


def resolve_of(state, name="Resolve") -> int:
    return state.seats[0].statuses[0].get((name, "value"), 0)


def test_innates_are_read_and_what_is_not_played_is_named():
    recs = records()
    monk = read_innates(recs["stone-monk-iron-vow"])
    assert monk.setup == [("gain_status", "Resolve", "value", 1)]
    assert [(t.id, t.event, t.scope) for t in monk.triggers] == [
        ("mirror-focus", "status_changed", "always"), ("steel-resolve", "status_threshold_crossed", "once_per_game"),
        ("second-wind", "hp_threshold_crossed", "once_per_game")]
    assert monk.unsupported == []
    assert [(m.kind, m.amount, sorted(m.include), sorted(m.exclude)) for m in monk.mitigations] == [
        ("resist", 2, ["Physical"], ["Ranged"]), ("immune", 0, ["Magical"], [])]
    ember = read_innates(recs["ember-warden-first-light"])
    assert [(t.event, t.attack_only) for t in ember.triggers] == [("hp_damage_taken", True)] and not ember.unsupported


def test_setup_status_change_and_threshold_triggers():
    """Setup: the monk starts with 1 Resolve. Meditate's +3 Resolve is capped at 5 (Max Value 5): the 1 actually
    gained is mirrored as 1 Calm (useEventAmount), and Resolve reaching 5 gives Iron Stance once per game,
    which makes Palm Strike the Mountain Palm at once (a transform on the trigger's status)."""
    state = start()
    assert resolve_of(state) == 1 and resolve_of(state, "Calm") == 0
    give_hand(state, "stone-monk-iron-vow/2", "stone-monk-iron-vow/1-1")
    state.seats[0].energy = 5
    state.seats[0].statuses[0][("Resolve", "value")] = 4
    play_alone(state, "Meditate")
    assert resolve_of(state) == 5 and resolve_of(state, "Calm") == 1 and resolve_of(state, "Iron Stance") == 1
    assert names_after(state) == ["Mountain Palm"]
    state.seats[0].statuses[0][("Resolve", "value")] = 0
    state._apply_status(0, 0, "gain_status", "Resolve", "value", 5)  # reaching 5 again: once per game
    assert resolve_of(state, "Calm") == 3 and resolve_of(state, "Iron Stance") == 1  # Calm capped at 3 (Max Value 3)


def names_after(state):
    return [state.table.name[c] for c in state.seats[0].hand]


def test_hp_threshold_and_damage_triggers_with_their_scopes():
    """Second Wind: the first time the monk reaches 50 % HP it heals 10 (once per game). Ember Warden's
    Smoulder: the first time each turn it takes HP damage from an enemy Attack it gains 1 Kindle (not
    from other damage, not twice in a turn, again the next turn)."""
    recs = records()
    state = new_game(GAME, [team_deck(recs, "stone-monk-iron-vow"), team_deck(recs, "ember-warden-first-light")],
                     2, GameOptions(first_player=0))
    monk, ember = state.seats[0], state.seats[1]
    state._damage_character(0, 0, 55, attack=True)
    assert monk.hps[0] == 100 - 55 + 10
    state._damage_character(0, 0, 10, attack=True)
    assert monk.hps[0] == 45  # below 50 % again: no second heal
    state._damage_character(1, 0, 5, attack=False)  # not an Attack's hit
    assert ember.statuses[0].get(("Kindle", "value"), 0) == 0
    state._damage_character(1, 0, 5, attack=True)
    state._damage_character(1, 0, 5, attack=True)
    assert ember.statuses[0][("Kindle", "value")] == 1  # once per turn
    state.turn += 1
    state._damage_character(1, 0, 5, attack=True)
    assert ember.statuses[0][("Kindle", "value")] == 2
    check_invariants(state)


def test_a_clone_keeps_its_own_trigger_uses():
    """A search pilot's copy of the game uses a once-per-game trigger without using the real game's."""
    state = start()
    other = state.clone()
    other._damage_character(0, 0, 55, attack=True)
    state._damage_character(0, 0, 55, attack=True)
    assert other.seats[0].hps[0] == state.seats[0].hps[0] == 55  # each healed once


def test_mitigations_on_the_hits_of_cards_of_their_types():
    """keywords.yml Resist X: after Shield, damage to HP of the listed types is reduced by X (not below 0);
    an excluded tag is not reduced; Immune (Damage Type): that damage is 0 before Shield (the Shield stays).
    The monk resists 2 of non-Ranged Physical damage and is immune to Magical."""
    recs = records()
    state = new_game(GAME, [team_deck(recs, "stone-monk-iron-vow"), team_deck(recs, "ember-warden-first-light")],
                     2, GameOptions(first_player=0))
    monk = state.seats[0]
    jab = next(c for c, r in enumerate(state.table.records) if r.number == "ember-warden-first-light/1")
    wave = next(c for c, r in enumerate(state.table.records) if r.number == "ember-warden-first-light/3")
    state._hit((jab, 1, 0, False, 10, 1, 0))  # Physical, Melee: 10 - 2
    assert monk.hps[0] == 92
    monk.shields[0] = 5
    state._hit((jab, 1, 0, False, 10, 1, 0))  # 5 through the Shield, then 5 - 2
    assert monk.hps[0] == 89 and monk.shields[0] == 0
    monk.shields[0] = 5
    state._hit((wave, 1, 0, False, 16, 1, 0))  # Magical: Immune, the Shield untouched
    assert monk.hps[0] == 89 and monk.shields[0] == 5
    state.table.types[jab] = state.table.types[jab] | {"Ranged"}  # an excluded tag: not resisted
    monk.shields[0] = 0
    state._hit((jab, 1, 0, False, 10, 1, 0))
    assert monk.hps[0] == 79


def test_resist_weakness_and_absorb_amounts():
    """keywords.yml Resist / Weakness / Absorb X: a flat X or X % of the damage, never below 0 damage."""
    from engine.games.universal_arena.innates import Mitigation

    def change(kind, amount, percent, damage):
        return Mitigation(kind, amount, percent, frozenset(), frozenset()).change(damage)

    assert change("resist", 5, False, 3) == 3 and change("resist", 5, False, 12) == 5
    assert change("resist", 20, True, 15) == 3  # 20 % of 15, rounded down
    assert change("weakness", 4, False, 10) == -4
    assert change("absorb", 5, False, 8) == 5  # taken off the damage, then healed


def test_a_status_with_an_effect_line_is_a_resource_and_one_with_a_rule_is_not():
    """Reading resource-status: a character's own status whose lines are Type, Max, Count, Turn End
    reductions and "Effect:" (what the resource is for; its uses are the cards' and innates' effects) is
    played in full, and so is one whose rule lines status_lines reads (Trance's "Turn Start: Draw 1
    additional card.")."""
    from engine.games.universal_arena.structured import resource_statuses

    monk = records()["stone-monk-iron-vow"]
    assert resource_statuses([monk]) == {"Resolve", "Iron Stance", "Calm", "Trance"}


def test_an_effect_line_that_states_a_rule_is_not_a_resource_and_innates_name_unplayed_statuses():
    """Reading resource-status: "Effect: Whenever this character heals, double the healing." is a rule,
    not a description of a resource, and not one status_lines reads, so the status is not played in full;
    an innate that gains such a status names it (as cards do). "Cannot play any card from this character"
    is read."""
    from engine.cards import parse_card_row
    from engine.games.universal_arena.innates import read_innates
    from engine.games.universal_arena.structured import resource_statuses

    def status(name, effect):
        return {"name": name, "lines": ["Type: Unique.", "Max Value: 5.", f"Effect: {effect}"]}

    hero = parse_card_row("universal-arena", {
        "number": "hero", "name": "Hero", "version": "Base", "type": "character",
        "statuses": [status("Grit", "A resource earned by taking hits."),
                     status("Thrift", "Whenever this character heals, double the healing."),
                     status("Tired", "Cannot play any card from this character.")],
        "innates": [{"name": "Second Wind", "triggers": [{
            "id": "wind", "event": "hp_threshold_crossed", "scope": "once_per_game",
            "filters": {"subject": "self", "direction": "downward", "threshold": 50},
            "effects": [{"type": "gain_status", "status": "Grit", "amount": 1},
                        {"type": "gain_status", "status": "Thrift", "amount": 1}]}]}]})
    assert resource_statuses([hero]) == {"Grit", "Tired"}
    assert read_innates(hero).unsupported == ["innate Second Wind: status Thrift (its own rules are not played)"]


def test_the_greedy_pilot_builds_a_status_with_a_special_when_no_attack_is_affordable():
    """issue #14.5 (a pilot that builds statuses): after its first round, with no attack in hand, the greedy
    pilot plays a special whose only effect is a status gain (Meditate: +3 Resolve) instead of ending the turn."""
    from engine.games.universal_arena.greedy import GreedyPilot
    from engine.games.universal_arena.state import END_TURN, PLAY

    state = start()
    give_hand(state, "stone-monk-iron-vow/3", "stone-monk-iron-vow/2")
    state.seats[0].energy = 5
    play_alone(state, "Iron Vow")  # the turn's first round
    assert state.rounds == 1 and names_after(state) == ["Meditate"]
    action = GreedyPilot(0).choose(state)
    assert action != END_TURN and action[0] == PLAY and names_after(state)[action[1]] == "Meditate"


def test_the_viewer_board_shows_each_characters_hp_shield_and_statuses():
    """issue #14.4: the sample-game viewer's board (engine/games/universal_arena/snapshot.py) shows, under the
    current rules, each character of the row with its HP, Shield and statuses."""
    from engine.games.universal_arena.snapshot import board

    state = start()
    state.seats[1].statuses[0].update({("Vulnerable", "value"): 2, ("Vulnerable", "count"): 1})
    state.seats[1].shields[0] = 4
    seats = board(state)["seats"]
    assert seats[0]["team"] == [{"name": "Stone Monk (Iron Vow)", "hp": 100, "max_hp": 100, "shield": 0,
                                 "statuses": [{"name": "Resolve", "value": 1, "count": None}]}]
    tide = seats[1]["team"][0]
    assert tide["shield"] == 4 and tide["statuses"] == [{"name": "Vulnerable", "value": 2, "count": 1}]
    assert seats[0]["characters"] == ["Stone Monk (Iron Vow)"]
