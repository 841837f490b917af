"""Choices, forbidding restrictions, consumables and defeat replacements under the current rules (issue
#14.2/#14.3; data/README.md "Choice effects", "Card restrictions" (kind forbid), "Innate schema": "Use
recordMax: true for starting consumable resources such as Ammo" and "Optional defeat replacements").
Readings **choose-on-play**, **consumable** and **survive-defeat** (docs/universal-arena-engine.md).
Invented cards; the team is Ayla (30 HP), Cato (100) and Dara (25) against Bram (20) and Eris (40)."""
from __future__ import annotations

import pytest

from engine.cards import parse_card_row
from engine.games.universal_arena.effects import card_effects
from engine.games.universal_arena.greedy import GreedyPilot
from engine.games.universal_arena.innates import read_innates
from engine.games.universal_arena.state import PLAY
from engine.games.universal_arena.structured import resource_statuses
from tests.test_universal_arena_current_rules import current, skip_movement, ua_card
from tests.universal_arena_engine_helpers import GAME, NORMAL, give, resolve


def gain(status):
    return {"timing": "on_use", "type": "gain_status", "status": status, "amount": {"kind": "flat", "value": 1}}


STANCES = {"timing": "on_use", "type": "choose", "options": [
    {"label": "Gain Haste", "effects": [gain("Haste")]},
    {"label": "Gain Strength", "effects": [gain("Strength")]}]}
FORBID = {"kind": "forbid", "subject": "self", "mode": "any", "statuses": [{"name": "Haste"}, {"name": "Strength"}]}


def stance(**fields):
    return ua_card("Stance", kind="special", power="-", target="Self", structured_effects=[STANCES],
                   text="Cannot be played if this character has Haste or Strength.\nChoose 1:\nGain 1 Haste.\n"
                        "Gain 1 Strength.", **fields)


def test_a_choice_of_status_effects_is_played_and_others_are_named():
    assert card_effects(stance(restrictions=[FORBID])).unsupported == []
    drawing = {"timing": "on_use", "type": "choose", "options": [
        {"label": "Draw", "effects": [{"timing": "on_use", "type": "draw_cards", "amount": 1}]}]}
    assert card_effects(ua_card("Odd", kind="special", power="-", structured_effects=[drawing])).unsupported == [
        "structured: effects[0] choose (option 'Draw': draw_cards)"]


def test_the_option_is_the_fifth_number_of_the_play():
    state = current([stance()])
    skip_movement(state)
    give(state, 0, "Stance", spare=False)
    plays = {a for a in state.legal_actions() if a[0] == PLAY and a[2] == NORMAL}
    assert plays == {(PLAY, 0, NORMAL, -1, 0), (PLAY, 0, NORMAL, -1, 1)}
    with pytest.raises(ValueError):
        state.apply((PLAY, 0, NORMAL, -1, 2))
    state.apply((PLAY, 0, NORMAL, -1, 1))
    resolve(state)
    assert state.seats[0].statuses[0] == {("Strength", "value"): 1, ("Strength", "count"): 1}


def test_a_forbidding_restriction_bars_the_card_while_the_status_is_there():
    state = current([stance(restrictions=[FORBID])])
    skip_movement(state)
    give(state, 0, "Stance", spare=False)
    assert any(a[0] == PLAY for a in state.legal_actions())
    state.seats[0].statuses[0][("Haste", "value")] = 1
    assert not any(a[0] == PLAY for a in state.legal_actions())


def test_greedy_chooses_the_option_that_unlocks_a_card():
    """An Ultimate needing Strength (require) in hand: the greedy pilot takes "Gain Strength"."""
    need = {"kind": "require", "subject": "self", "mode": "all", "statuses": [{"name": "Strength"}]}
    smash = ua_card("Smash", power="10", restrictions=[need])
    state = current([stance(), smash])
    skip_movement(state)
    give(state, 0, "Stance", "Smash", spare=False)
    assert GreedyPilot(0).choose(state) == (PLAY, 0, NORMAL, -1, 1)


def hero(innates, statuses=()):
    return parse_card_row(GAME, {"number": "hero", "name": "Hero", "version": "Base", "type": "character",
                                 "innates": innates, "statuses": list(statuses)})


def test_a_consumable_no_status_list_defines_is_a_plain_counter():
    setup = [{"type": "gain_status", "status": "Arrows", "amount": 6, "recordMax": True},
             {"type": "gain_status", "status": "Omen", "amount": 1}]
    record = hero([{"id": "quiver", "name": "Quiver", "setup": setup}])
    assert resource_statuses([record]) == {"Arrows"}
    assert read_innates(record).unsupported == ["innate Quiver: status Omen (its own rules are not played)"]


def test_an_optional_defeat_replacement_is_taken_when_it_can_be_paid():
    """DIO's kind: "Once per game, when this character would be reduced to 0 HP: Spend 3 Blood? Set HP to 1"."""
    survive = {"id": "undying", "event": "would_be_defeated", "scope": "once_per_game", "filters": {"subject": "self"},
               "decision": {"type": "optional_defeat_replacement", "spendStatus": "Blood", "spendAmount": 3,
                            "setHp": 1}}
    innates = read_innates(hero([{"id": "u", "name": "Undying", "triggers": [survive]}],
                                [{"name": "Blood", "lines": ["Type: Unique.", "Max Value: 10."]}]))
    assert innates.survive == ("undying", "once_per_game", "Blood", 3, 1) and innates.unsupported == []
    state = current()
    state.table.innates["Bram|Base"] = innates
    bram = state.seats[1].statuses[0]
    bram[("Blood", "value")] = 4
    state._damage_character(1, 0, 50)
    assert state.seats[1].hps[0] == 1 and bram[("Blood", "value")] == 1
    bram[("Blood", "value")] = 5
    state._damage_character(1, 0, 50)  # once per game
    assert state.seats[1].hps[0] == 0


def test_create_card_puts_created_cards_in_hand_and_exhaust_and_ethereal_remove_them():
    """data/README.md "Draw and create effects": create_card cardName / count; keywords.yml Exhaust: "After
    this card is used ... remove it from play instead of putting it in the Discard Pile"; Ethereal: "At Turn
    End, if this card is still in hand, Exhaust it before the normal hand discard"."""
    from engine.core import DeckList, GameOptions, new_game
    from engine.games.universal_arena import with_forms
    from engine.games.universal_arena.state import END_TURN, check_invariants
    from tests.universal_arena_engine_helpers import SPARE, character, filler

    create = {"timing": "on_use", "type": "create_card", "cardName": "Spark", "count": {"kind": "flat", "value": 2}}
    conjure = ua_card("Conjure", kind="special", power="-", target="Self", text="Create 2 Spark in hand.",
                      structured_effects=[create])
    spark = parse_card_row(GAME, {"number": "Spark", "name": "Spark", "type": "created", "character": "Ayla|Base",
                                  "kind": "attack", "speed": "fast", "cost": 0, "power": "4",
                                  "text": "Deal Power damage.\nExhaust. Ethereal.",
                                  "structured_effects": [{"timing": "on_use", "type": "deal_damage",
                                                          "amount": {"kind": "power"}}]})
    assert card_effects(spark).unsupported == [] and card_effects(conjure).unsupported == []
    team0 = (character("Ayla", 30), character("Cato", 0))
    team1 = (character("Bram", 20), character("Eris", 40))
    decks = [with_forms(DeckList(main=tuple((c, 1) for c in [conjure, SPARE, *filler("a")]),
                                 extra=tuple((c, 1) for c in team0)), [spark]),
             DeckList(main=tuple((c, 1) for c in [SPARE, *filler("b")]), extra=tuple((c, 1) for c in team1))]
    state = new_game(GAME, decks, 1, GameOptions(first_player=0, extra={"ruleset": "current"}))
    skip_movement(state)
    give(state, 0, "Conjure", spare=False)
    state.apply((PLAY, 0, NORMAL, -1))
    resolve(state)
    sparks = [c for c in state.seats[0].hand if state.table.name[c] == "Spark"]
    assert len(sparks) == 2 and state.seats[0].created == sparks
    check_invariants(state)
    state.apply(next(a for a in state.legal_actions() if a[0] == PLAY and a[3] == 0))  # a Spark at Bram
    resolve(state)
    assert state.seats[1].hps[0] == 20 - 4 and state.seats[0].removed.count(sparks[0]) == 1  # exhausted
    state.apply(END_TURN)
    assert state.seats[0].removed.count(sparks[0]) == 2 and sparks[0] not in state.seats[0].discard  # ethereal
    check_invariants(state)
