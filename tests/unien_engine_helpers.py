"""Building Unien positions for the engine's scenario tests (no database)."""
from __future__ import annotations

import engine.games.unien  # noqa: F401 - registers the game
from engine.cards import parse_card_row
from engine.core import DeckList, GameOptions, new_game
from engine.games.unien.state import DECLARE, MAIN, UnienState

_numbers = iter(range(1, 1_000_000))
JP = {"forest": "森", "fire": "炎", "water": "水", "dark": "闇"}


def card(name: str, kind: str = "character", cost: dict | None = None, text: str = "", **fields):
    row = {"number": f"T-{next(_numbers)}", "name": name, "type": kind, "text": text, **fields}
    if kind in ("character", "ability"):
        row.setdefault("card_set", "test")
        row["cost"] = cost or {}
    return parse_card_row("unien", row)


def energy(attribute: str, name: str | None = None, **fields):
    return card(name or f"{JP.get(attribute, attribute)}のエネルギー", "energy", attribute=attribute, **fields)


YGGDRASIL = card("起源のユグドラシル", "energy", attribute="forest", traits=["forest", "dark"],
                 text="森または闇のエネルギーとして扱う。")
ATLANTIS = card("起源のアトランティス", "energy", attribute="fire", traits=["fire", "water"],
                text="炎または水のエネルギーとして扱う。")
FOREST, FIRE, WATER, DARK = (energy(a) for a in ("forest", "fire", "water", "dark"))
FILLER = card("ただの少女", cost={"colourless": 1})


def leader(key: str):
    return card(f"leader {key}", "leader", leader=key, card_set=key, win_condition=f"{key} wins")


def deck(cards: list, leaders=("volca", "atra"), filler: int = 40) -> DeckList:
    """The given (record, count) pairs plus filler characters up to `filler` cards."""
    pile = list(cards)
    total = sum(count for _, count in pile)
    if total < filler:
        pile.append((FILLER, filler - total))
    return DeckList(main=tuple(pile), extra=tuple((leader(key), 1) for key in leaders))


def game(deck0: DeckList, deck1: DeckList | None = None, seed: int = 1, first: int | None = 0, goldfish=False,
         turn_cap: int = 60, **extra) -> UnienState:
    """A game past the re-draw (nobody returns a card), in the first player's main phase."""
    decks = [deck0] if goldfish else [deck0, deck1 or deck([])]
    state = new_game("unien", decks, seed, GameOptions(goldfish=goldfish, turn_cap=turn_cap, first_player=first,
                                                       extra=extra))
    while state.phase != MAIN and not state.is_terminal():
        state.apply((DECLARE, 0))
    return state


def _all_cards(state, seat):
    s = state.seats[seat]
    return s.deck + s.hand + s.field + s.energy + s.debris + s.limbo + s.looking


def arrange(state: UnienState, seat: int, hand=(), field=(), energy=(), debris=(), top=(), plays=None,
            rested=(), face_down=()) -> None:
    """Put the named cards of `seat` in these zones (everything else of that seat goes to its deck);
    `top` lists the deck's top cards, first = the top card. Energies are charged up; `face_down`
    names cards charged face down (omniscient)."""
    s = state.seats[seat]
    everything = _all_cards(state, seat)
    for card_id in s.field:
        state.up[card_id] = False
    s.hand, s.field, s.energy, s.debris, s.limbo, s.looking = [], [], [], [], [], []
    s.energy_total, s.energy_up = [0] * 7, [0] * 7
    for card_id in everything:
        state.category[card_id] = -1
    s.deck = list(everything)
    name_of = state.table.name

    def take(name):
        for card_id in s.deck:
            if name_of[state.kind[card_id]] == name:
                s.deck.remove(card_id)
                return card_id
        raise LookupError(f"no {name} left in seat {seat}'s cards")

    for name in hand:
        s.hand.append(take(name))
    for name in field:
        card_id = take(name)
        s.field.append(card_id)
        state.up[card_id] = name not in rested
    for name in energy:
        card_id = take(name)
        state._charge(s, card_id, state.table.energy[state.kind[card_id]])
    for name in face_down:
        card_id = take(name)
        state._charge(s, card_id, 6)
    for name in debris:
        s.debris.append(take(name))
    for name in reversed(list(top)):
        card_id = take(name)
        s.deck.append(card_id)
    if plays is not None:
        s.plays = plays
    state.snapshots = {}


def names(state: UnienState, cards) -> list[str]:
    return [state.table.name[state.kind[c]] for c in cards]


def find(state: UnienState, seat: int, zone: str, name: str) -> int:
    for card_id in getattr(state.seats[seat], zone):
        if state.table.name[state.kind[card_id]] == name:
            return card_id
    raise LookupError(name)
