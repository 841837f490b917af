"""Building Universal Arena positions for the engine tests: invented cards, small teams, and a way
to set a seat's hand to exactly the cards a test names."""
from __future__ import annotations

from pathlib import Path

import engine.games.universal_arena as uva
from engine.cards import parse_card_row
from engine.core import DeckList, GameOptions, new_game
from engine.deckfile import load_card_index, load_deck
from engine.games.universal_arena.state import PASS, PLAY, PRIORITY, ULTIMATE, UniversalArenaState

GAME = uva.NAME
SAMPLE_DECKS = Path(__file__).resolve().parents[1] / "cardsdb" / "samples" / "decks" / GAME
FAST, NORMAL, SLOW = 0, 1, 2


def card(number, kind="attack", speed="normal", cost=1, damage=0, hits=1, shield=0, keywords=(), status=(),
         text="", character="Ayla|Base", card_type="card", effects=()):
    row = {"number": number, "name": number, "type": card_type, "character": character, "speed": speed,
           "kind": kind, "cost": cost, "damage": damage, "hits": hits, "shield": shield,
           "keywords": [k if isinstance(k, dict) else {"name": k} for k in keywords],
           "status_effects": list(status), "text": text, "effects": list(effects)}
    return parse_card_row(GAME, row)


def character(name, hp, version="Base"):
    return parse_card_row(GAME, {"number": f"C-{name}-{version}", "name": name, "version": version,
                                 "type": "character", "hp": hp})


def deck(cards, team=(("Ayla", 20),), ultimates=(), name=""):
    extra = [(character(n, hp), 1) for n, hp in team] + [(u, 1) for u in ultimates]
    return DeckList(main=tuple((c, 1) for c in cards), extra=tuple(extra), name=name)


def filler(prefix, count=6):
    """Blank specials (cost 9: never affordable) that keep a pile from running dry."""
    return [card(f"{prefix}-F{i}", kind="special", speed="slow", cost=9) for i in range(count)]


def game(deck0, deck1=None, seed=1, first=0, goldfish=False, turn_cap=30, **extra) -> UniversalArenaState:
    decks = [deck0] if goldfish else [deck0, deck1]
    extra.setdefault("ruleset", "seed-003")  # these scenarios check seed 003's reading unless they ask otherwise
    return new_game(GAME, decks, seed, GameOptions(goldfish=goldfish, turn_cap=turn_cap, first_player=first,
                                                   extra=extra))


def ids(state, seat, *numbers):
    table = state.table
    found = []
    for number in numbers:
        matches = [c for c in set(state.decks[seat]) if table.records[c].number == number]
        assert matches, f"seat {seat} owns no {number}"
        found.append(matches[0])
    return found


def give(state, seat, *numbers, spare=True):
    """Set the seat's hand to exactly these cards, plus its "Spare" card when it owns one and
    `spare` (a free special that keeps the seat from being made to pass; the rest of its hand goes
    back to the pile)."""
    s = state.seats[seat]
    if spare and any(state.table.records[c].number == "Spare" for c in state.decks[seat]):
        numbers = (*numbers, "Spare")
    wanted = ids(state, seat, *numbers)
    for c in wanted:
        for zone in (s.pile, s.hand, s.discard):
            if c in zone:
                zone.remove(c)
    s.pile.extend(s.hand)
    s.hand = list(wanted)


def play(state, number, zone, target=-1):
    seat = state.actor
    s = state.seats[seat]
    c = ids(state, seat, number)[0]
    if c in s.ultimates:
        action = (ULTIMATE, s.ultimates.index(c), zone, target)
    else:
        action = (PLAY, s.hand.index(c), zone, target)
    assert action in state.legal_actions(), (action, state.legal_actions())
    state.apply(action)


def resolve(state):
    """Everyone passes until the Combat Round is over (every zone resolved)."""
    while state.phase == PRIORITY:
        state.apply(PASS)


SPARE = card("Spare", kind="special", speed="fast", cost=0)


def sample_decks(*names):
    index = load_card_index(GAME)
    return [load_deck(GAME, SAMPLE_DECKS / f"{name}.txt", index) for name in names]


def numbers_in(state, zone):
    return [state.table.records[entry[0]].number for entry in state.zones[zone]]
