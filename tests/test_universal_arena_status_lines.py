"""A character's own status effects read from their lines and played (issue #14.2; data/README.md
`statusEffects`; pages/status-effects.md "Explanation": Turn Start, "On Gain triggers immediately when the
status is gained", "'Next Turn Start' means the next time that unit reaches Turn Start"). Invented
statuses of an invented character, Vera (60 HP), with Ayla (30) against Bram (20) and Eris (40); the
reading is docs/universal-arena-engine.md "character statuses"."""
from __future__ import annotations

from engine.cards import parse_card_row
from engine.core import DeckList, GameOptions, new_game
from engine.games.universal_arena.state import MOVEMENT, PASS
from engine.games.universal_arena.status_lines import read_character_statuses, read_status
from tests.test_universal_arena_current_rules import ua_card
from tests.universal_arena_engine_helpers import GAME, SPARE, character, filler

OVERDRIVE = ["Type: Unique.", "Potency: Max 4.", "Count: Max 99.",
             "Turn Start: Gain X Strength. Gain X-1 Haste. X equal to Potency.",
             "Turn End: Reduce Count by 1. Reduce current HP by X times 10%."]
STATUSES = [
    {"name": "Overdrive", "lines": OVERDRIVE},
    {"name": "Rush", "lines": ["Type: Unique.", "Max Stack: 1.", "On Gain: Gain 2 Strength. Gain 1 Haste.",
                               "Turn End: Expires.", "When this expires: At your next Turn Start, gain Slump."]},
    {"name": "Slump", "lines": ["Type: Unique.", "Max Stack: 1.", "Effect: Cannot play any card from this character.",
                                "Turn End: Reduce Stack by 1."]},
    {"name": "Blaze", "lines": ["Type: Unique.", "Max Stack: 1.", "Turn Start: Gain 1 Haste.", "Turn End: Expires.",
                                "When this expires: Gain 1 Strain and +3 Strain Count."]},
    {"name": "Thrift", "lines": ["Type: Unique.", "Max Value: 10.",
                                 "Effect: Reduce the Energy cost of this character's cards by Value (minimum 0). "
                                 "This stacks with Focus."]},
    {"name": "Grit", "lines": ["Type: Unique.", "Max Value: 999.",
                               "Effect: Increase Attack and Defense Power by 5% times Value."]},
    {"name": "Calm", "lines": ["Type: Unique.", "Max Value: 1.", "Turn Start: Draw 1 additional card."]},
    {"name": "Tier", "lines": ["Type: Unique.", "Max Value: 30."]},
    {"name": "Tier: High", "lines": ["Type: Unique.", "Max Value: 1.",
                                     "Turn Start: Gain X Dexterity. X equals Tier Value / 10 (round down)."]},
    {"name": "Echo", "lines": ["Type: Unique.", "Effect: The first time each turn this character hits, it sings."]},
    {"name": "Lure", "lines": ["Type: Unique.", "Turn Start: Gain 1 Moonlight."]},
]


def vera():
    return parse_card_row(GAME, {"number": "C-Vera", "name": "Vera", "version": "Base", "type": "character",
                                 "hp": 60, "statuses": STATUSES})


def game_with_vera(cards=()):
    cards0 = [*cards, SPARE, *filler("a")]
    team0 = (vera(), character("Ayla", 30))
    team1 = (character("Bram", 20), character("Eris", 40))
    decks = [DeckList(main=tuple((c, 1) for c in cards0), extra=tuple((c, 1) for c in team0)),
             DeckList(main=tuple((c, 1) for c in [SPARE, *filler("b")]), extra=tuple((c, 1) for c in team1))]
    state = new_game(GAME, decks, 1, GameOptions(first_player=0, extra={"ruleset": "current"}))
    while state.phase == MOVEMENT:
        state.apply(PASS)
    return state


def end_turn(state):
    state._end_turn()
    while state.phase == MOVEMENT:
        state.apply(PASS)


def test_the_lines_are_read_into_rules():
    rules = read_status(OVERDRIVE)
    assert rules.caps == {"value": 4, "count": 99} and not rules.unread
    assert rules.turn_start == [("gain_status", "Strength", "value", ("x", 0)),
                                ("gain_status", "Haste", "value", ("x", -1))]
    assert rules.x == ("own", "value") and rules.turn_end == [("reduce", "count", 1), ("hp_percent", "x", 10)]
    read = read_character_statuses([vera()])
    assert read["Blaze"].on_expire == [("gain_status", "Strain", "value", 1), ("gain_status", "Strain", "count", 3)]
    assert read["Rush"].next_turn_start == [("gain_status", "Slump", "value", 1)]
    assert read["Slump"].no_play and read["Thrift"].cost_shift == -1 and read["Grit"].power_percent == (5, 5)
    assert read["Calm"].draw == 1 and read["Tier: High"].x == ("other", "Tier", 10)
    assert read["Echo"].unread == ["Effect: The first time each turn this character hits, it sings."]
    assert read["Lure"].unread == ["gains Moonlight, a status defined nowhere"]  # never guessed


def test_turn_start_gains_with_x_and_the_turn_end_hp_loss():
    """Overdrive 3: each Turn Start, +3 Strength and +2 Haste; Turn End: Count - 1, then HP - 3 x 10 %."""
    state = game_with_vera()
    state.seats[0].statuses[0].update({("Overdrive", "value"): 3, ("Overdrive", "count"): 2})
    end_turn(state)
    assert state.seats[0].hps[0] == 60 - 18  # 60 x 30 %
    vera_now = state.seats[0].statuses[0]
    assert vera_now[("Strength", "value")] == 3 and vera_now[("Haste", "value")] == 2


def test_on_gain_when_this_expires_and_the_next_turn_start():
    """Rush: On Gain +2 Strength, +1 Haste at once; it expires at Turn End; at the next Turn Start Vera
    gains Slump, which bars every card of hers for that turn."""
    jab = ua_card("Jab", who="Vera|Base", power="5")
    state = game_with_vera([jab])
    state._apply_status(0, 0, "gain_status", "Rush", "value", 1)
    assert state.seats[0].statuses[0][("Strength", "value")] == 2
    end_turn(state)
    assert ("Rush", "value") not in state.seats[0].statuses[0]
    assert state.seats[0].statuses[0][("Slump", "value")] == 1 and not state.seats[0].delayed
    state._settle()
    assert state.seats[0].barred == {"Vera|Base": frozenset({"*"})}


def test_when_this_expires_gains_value_and_count():
    state = game_with_vera()
    state._apply_status(0, 0, "gain_status", "Blaze", "value", 1)
    end_turn(state)
    assert state.seats[0].statuses[0][("Strain", "value")] == 1
    assert state.seats[0].statuses[0][("Strain", "count")] == 4  # 1 + 3, gained after the Turn End lines


def test_effect_lines_cost_and_power_and_turn_start_draws():
    """Thrift: the cost less its Value; Grit: Power + 5 % x Value; Calm: draw 1 additional card."""
    heavy = ua_card("Heavy", who="Vera|Base", power="20", cost=4)
    state = game_with_vera([heavy])
    card = next(c for c in state.decks[0] if state.table.name[c] == "Heavy")
    state.seats[0].hand = [card]
    state.seats[0].statuses[0][("Thrift", "value")] = 3
    state.forms_stale = True
    state._settle()
    assert state.costs[card] == 1
    state.seats[0].statuses[0][("Grit", "value")] = 4
    assert state._roll(card, 0) == 24  # 20 x 1.20
    state = game_with_vera()
    state.seats[0].statuses[0][("Calm", "value")] = 1
    end_turn(state)
    assert len(state.seats[0].hand) == 6


def test_x_from_another_status():
    """Tier: High, Turn Start: "Gain X Dexterity. X equals Tier Value / 10 (round down)."."""
    state = game_with_vera()
    state.seats[0].statuses[0].update({("Tier", "value"): 27, ("Tier: High", "value"): 1})
    end_turn(state)
    assert state.seats[0].statuses[0][("Dexterity", "value")] == 2


def test_a_status_grants_follow_up_and_gains_on_the_first_hit_each_turn():
    """"While this has 1+ Count, this character's Attack cards have Follow-Up." and "The first time each turn
    this character hits with an Attack, gain 1 Focus." (statuses of another invented character)."""
    lines = {"name": "Frenzy", "lines": ["Type: Unique.", "Count: Max 8.",
                                          "Effect: While this has 1+ Count, this character's Attack cards have "
                                          "Follow-Up.", "Turn End: Reduce Count by 1."]}
    edge = {"name": "Edge", "lines": ["Type: Unique.", "Count: Max 6.",
                                       "Effect: The first time each turn this character hits with an Attack, gain 1 "
                                       "Strength."]}
    read = read_character_statuses([parse_card_row(GAME, {"number": "C-Kai", "name": "Kai", "version": "Base",
                                                           "type": "character", "statuses": [lines, edge]})])
    assert read["Frenzy"].grants == [("attack", "follow-up")] and not read["Frenzy"].unread
    assert read["Edge"].first_hit == [("gain_status", "Strength", "value", 1)] and not read["Edge"].unread
    STATUSES.extend([lines, edge])
    try:
        jab = ua_card("Jab", who="Vera|Base", power="3")
        state = game_with_vera([jab, ua_card("Jab2", who="Vera|Base", power="3")])
    finally:
        del STATUSES[-2:]
    vera_statuses = state.seats[0].statuses[0]
    vera_statuses[("Frenzy", "count")] = 2
    vera_statuses[("Edge", "count")] = 1
    state.active = 2
    jab_ids = [c for c in state.decks[0] if state.table.name[c] in ("Jab", "Jab2")]
    state.seats[0].hand = jab_ids
    assert len(state._follow_up_cards(0, "Vera|Base")) == 2
    del vera_statuses[("Frenzy", "count")]
    assert state._follow_up_cards(0, "Vera|Base") == []
    state._first_hit(0, jab_ids[0])
    state._first_hit(0, jab_ids[0])  # once per turn
    assert vera_statuses[("Strength", "value")] == 1


def test_a_status_gains_on_the_first_play_of_a_named_card_each_turn():
    """"The first time each turn this character plays Split, gain X Clones. X equals Potency." (a status of
    another invented character, Kai)."""
    chakra = {"name": "Chakra", "lines": ["Type: Unique.", "Potency: Max 4.", "Count: Max 4.",
                                           "Effect: The first time each turn this character plays Split, gain X "
                                           "Strength. X equals Potency.", "Turn End: Reduce Count by 1."]}
    read = read_character_statuses([parse_card_row(GAME, {"number": "C-Kai", "name": "Kai", "version": "Base",
                                                           "type": "character", "statuses": [chakra]})])
    assert read["Chakra"].first_play == {"Split": [("gain_status", "Strength", "value", ("x", 0))]}
    assert not read["Chakra"].unread
    STATUSES.append(chakra)
    try:
        split = ua_card("Split", who="Vera|Base", kind="special", power="-", target="Self", cost=0)
        state = game_with_vera([split])
    finally:
        STATUSES.pop()
    state.seats[0].statuses[0].update({("Chakra", "value"): 3, ("Chakra", "count"): 2})
    card = next(c for c in state.decks[0] if state.table.name[c] == "Split")
    state.seats[0].hand = [card]
    state._first_play(0, card)
    state._first_play(0, card)  # once per turn
    assert state.seats[0].statuses[0][("Strength", "value")] == 3


def test_an_allies_card_played_trigger_creates_a_card_once_per_turn():
    """"Allies' Card Played: Once per turn, if Stack is 1+ and any ally plays an Attack that costs 2+ Energy and
    targets an enemy: Create 1 Toad in this character's hand." (status-effects.md: "Allies' Card Played"
    triggers whenever any ally (including the user) plays a card)."""
    from engine.games.universal_arena import with_forms

    summon = {"name": "Summoned", "lines": [
        "Type: Unique.", "Max Stack: 3.",
        "Allies' Card Played: Once per turn, if Stack is 1+ and any ally plays an Attack that costs 2+ Energy and "
        "targets an enemy: Create 1 Toad in this character's hand.", "Turn End: Reduce Stack by 1."]}
    rules = read_status(summon["lines"])
    assert rules.ally_plays == [(True, ("value", 1), "attack", 2, True, (), ("Toad", 1))] and not rules.unread
    STATUSES.append(summon)
    try:
        toad = parse_card_row(GAME, {"number": "Toad", "name": "Toad", "type": "created", "character": "Vera|Base",
                                     "kind": "attack", "speed": "normal", "cost": 0, "power": "5"})
        big = ua_card("Big", who="Ayla|Base", power="10", cost=2)
        small = ua_card("Small", who="Ayla|Base", power="3", cost=1)
        vera_card = ua_card("Croak", who="Vera|Base", kind="special", power="-", target="Self", cost=9)
        cards0 = [big, small, vera_card, SPARE, *filler("a")]
        team0 = (vera(), character("Ayla", 30))
        team1 = (character("Bram", 20), character("Eris", 40))
        decks = [with_forms(DeckList(main=tuple((c, 1) for c in cards0), extra=tuple((c, 1) for c in team0)), [toad]),
                 DeckList(main=tuple((c, 1) for c in [SPARE, *filler("b")]), extra=tuple((c, 1) for c in team1))]
        state = new_game(GAME, decks, 1, GameOptions(first_player=0, extra={"ruleset": "current"}))
    finally:
        STATUSES.pop()
    while state.phase == MOVEMENT:
        state.apply(PASS)
    state.seats[0].statuses[0][("Summoned", "value")] = 1
    from tests.universal_arena_engine_helpers import NORMAL, give, play, resolve

    give(state, 0, "Small", "Big")
    play(state, "Small", NORMAL, target=0)  # costs 1: nothing
    resolve(state)
    assert not state.seats[0].created
    play(state, "Big", NORMAL, target=0)  # an Attack at an enemy costing 2: a Toad for Vera
    resolve(state)
    toad_id = state.table.created_ids[("Vera|Base", "Toad")]
    assert state.seats[0].created == [toad_id] and toad_id in state.seats[0].hand
