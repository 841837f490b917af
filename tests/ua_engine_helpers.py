"""Positions for Union Arena engine tests, built from CardRecords written here."""
from engine.cards import parse_card_row
from engine.core import DeckList, GameOptions, new_game
from engine.games.union_arena.board import Unit
from engine.games.union_arena.constants import ATTACK, KEEP, MAIN, PASS


def card(number, **fields):
    row = {"number": f"UA90BT/TST-1-{number}", "name": fields.pop("name", f"Card {number}"), "type": "character",
           "color": "red", "required_energy": 0, "ap_cost": 1, "bp": 2000, "generated_energy": 1, "trigger": "none"}
    row.update(fields)
    if row["type"] != "character":
        row["bp"] = None
    return parse_card_row("union-arena", row)


PLAIN = card("001")


def deck(*extra, filler=PLAIN, size=50):
    cards = list(extra)
    main = [(record, count) for record, count in cards]
    used = sum(count for _, count in main)
    if used < size:
        main.append((filler, size - used))
    return DeckList(main=tuple(main))


def game(decks, seed=1, goldfish=False, first=0, turn_cap=60):
    return new_game("union-arena", decks, seed, GameOptions(goldfish=goldfish, turn_cap=turn_cap, first_player=first))


def ids(state, record):
    """Card ids of a record in the game's table."""
    return [i for i, r in enumerate(state.table.records) if r is record]


def to_main(state):
    """Keep both hands and pass the optional steps until the turn player's main phase."""
    while state.phase != MAIN:
        state.apply(KEEP if state.phase == 0 else PASS)
    return state


def unit(state, record, rested=False, owner=-1):
    return Unit(ids(state, record)[0], rested=rested, owner=owner)


def setup_battle(state, attacker_units, defender_units):
    """Put units on the turn player's and the opponent's front lines, go to the attack phase."""
    me, other = state.seats[state.player], state.seats[1 - state.player]
    me.front[:] = attacker_units
    other.front[:] = defender_units
    state.phase = ATTACK
    state.actor = state.player
    return state
