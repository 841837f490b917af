"""Deck statistics as one pure function, with exact opening-hand odds.

    deck_statistics(game, entries, index, categories=()) -> dict
    sample_hand(game, entries, index, seed) -> {"hand": [...], "redraw": [...]}

Odds are exact hypergeometric probabilities (math.comb), not simulations:
- Union Arena (seed 000, Game Setup): 7-card hand from the 50; one re-draw, in which the new 7
  are drawn BEFORE the first hand is shuffled back, so a re-draw after a hand with no hits draws
  from the 43 other cards, which hold every hit. "Playable turn 1" = a card with required energy
  0 and AP cost 1. By turn N: the first player draws N-1 cards (no draw on their first turn), the
  second player N. Life cards are set aside face down, unseen, so they change nothing in these odds.
- Arcana TCG (seed 004): 5-card hand, one mulligan (the whole hand shuffled back, a fresh 5);
  "playable turn 1" = a one-star creature. Draws as Union Arena.
- Unien (seed 001): 3-card hand; the re-draw returns cards to the bottom, modelled as one full
  re-draw of the hand (a lower bound on what a partial re-draw can reach); "playable" = an
  energy card (every play needs energy); both players draw every turn.
- Universal Arena (seed 003): no deck building beyond the team; each turn the hand is refilled
  to 5 from the team's pile of 15, so "turn 1" odds are those of a 5-card hand from the pile.
A category is {"label", "field", "value", "at_least", "by_turn"} (e.g. field "trigger", value
"special"): the chance of at least k such cards in hand by turn N, going first and second.
"""
from __future__ import annotations

import random
from collections import Counter
from math import comb

from engine.cardindex import CardIndex
from engine.cards import CardRecord
from engine.deckfile import deck_from_entries
from engine.decklist import DeckEntry, cards_phrase, resolved
from engine.spec import spec_for

TURNS = (1, 2, 3, 4, 5)


def at_least(population: int, successes: int, draws: int, k: int = 1) -> float:
    """P(X >= k) for X ~ Hypergeometric(population, successes, draws). Any sizes are accepted: a
    deck smaller than a hand draws every card it has, and k more than the draws is 0."""
    population = max(0, population)
    successes = max(0, min(successes, population))
    draws = max(0, min(draws, population))
    if k <= 0:
        return 1.0
    total = comb(population, draws)
    miss = sum(comb(successes, i) * comb(population - successes, draws - i) for i in range(0, min(k, draws + 1)))
    return max(0.0, 1.0 - miss / total)


def _pile(game: str, entries: list[DeckEntry], index: CardIndex) -> list[tuple[CardRecord, int]]:
    """The draw pile the game plays (a team-only Universal Arena list: its characters' cards)."""
    return list(deck_from_entries(game, entries, index).main)


def opening_odds(game: str, deck_size: int, hits: int, turns=TURNS) -> dict:
    """Chance of at least one hit: in the opening hand, with the re-draw, and by turn N."""
    spec = spec_for(game)
    hand = spec.hand_size
    first = at_least(deck_size, hits, hand)
    if spec.redraw_from_rest:
        # The re-draw comes from the other deck_size - hand cards, all hits among them.
        rest = max(0, deck_size - hand)
        second = at_least(rest, hits, hand)
        miss_both = (1 - first) * (1 - second)
    else:
        second = first
        miss_both = (1 - first) ** 2
    by_turn = {}
    for turn in turns:
        row = {}
        for seat, going_first in (("first", True), ("second", False)):
            draws = spec.draws_by_turn(turn, going_first)
            without = at_least(deck_size, hits, hand + draws)
            if spec.redraw_from_rest:
                rest = max(0, deck_size - hand)
                with_redraw = 1 - (1 - first) * (1 - at_least(rest, hits, hand)) * (1 - at_least(rest, hits, draws))
            else:
                with_redraw = 1 - (1 - first) * (1 - at_least(deck_size, hits, hand + draws))
            row[seat] = {"without_redraw": without, "with_redraw": with_redraw}
        by_turn[str(turn)] = row
    return {"hand_size": hand, "deck_size": deck_size, "hits": hits, "opening": first,
            "opening_with_redraw": 1 - miss_both, "by_turn": by_turn}


def category_odds(game: str, pile: list[tuple[CardRecord, int]], category: dict) -> dict:
    field, value = category["field"], category.get("value")
    k = int(category.get("at_least", 1))
    turn = int(category.get("by_turn", 1))

    def matches(record: CardRecord) -> bool:
        actual = record.type if field == "type" else (record.name if field == "name" else record.get(field))
        if isinstance(actual, list):
            return value in actual or any(isinstance(a, dict) and a.get("name") == value for a in actual)
        return actual == value

    size = sum(c for _, c in pile)
    hits = sum(c for r, c in pile if matches(r))
    spec = spec_for(game)
    hand = spec.hand_size
    first_draws, second_draws = spec.draws_by_turn(turn, True), spec.draws_by_turn(turn, False)
    return {"label": category.get("label") or f"at least {k} {field}={value} by turn {turn}", "hits": hits,
            "first": at_least(size, hits, hand + first_draws, k), "second": at_least(size, hits, hand + second_draws, k)}


def deck_statistics(game: str, entries: list[DeckEntry], index: CardIndex, categories=(), unknown: int = 0) -> dict:
    """`unknown`: copies the list names that Decklab does not know; they count in `cards` (and `size`
    says so) but the odds are those of the known cards. A deck smaller than a hand draws all it has."""
    spec = spec_for(game)
    cards = resolved(entries, index)
    pile = _pile(game, entries, index)
    by_type: Counter = Counter()
    by_colour: Counter = Counter()
    curve: Counter = Counter()
    power: Counter = Counter()
    triggers: Counter = Counter()
    for record, count, _ in cards:
        by_type[record.type] += count
    for record, count in pile:
        colour = record.get("color") or record.get("attribute") or record.get("creature_type") or record.get("speed")
        if colour:
            by_colour[colour] += count
        cost = spec.cost(record)
        if cost is not None:
            curve[cost] += count
        strength = spec.power(record)
        if strength is not None:
            power[strength] += count
        if record.get("trigger"):
            triggers[record.get("trigger")] += count
    size = sum(c for _, c in pile)
    hits = sum(c for r, c in pile if spec.playable_turn_one(r))
    return {
        "game": game,
        "cards": sum(c for _, c, _ in cards) + unknown,
        "unknown_cards": unknown,
        "size": cards_phrase(sum(c for _, c, _ in cards) + unknown, unknown),
        "pile_size": size,
        "by_type": dict(sorted(by_type.items())),
        "by_colour": dict(sorted(by_colour.items())),
        "cost_curve": {str(k): v for k, v in sorted(curve.items())},
        "power": {str(k): v for k, v in sorted(power.items())},
        "triggers": dict(sorted(triggers.items())),
        "playable_turn_one": opening_odds(game, size, hits) if size else None,
        "categories": [category_odds(game, pile, c) for c in categories],
    }


def sample_hand(game: str, entries: list[DeckEntry], index: CardIndex, seed: int) -> dict:
    """A seeded opening hand and the hand its re-draw would give (Union Arena: drawn from the rest
    of the deck before the first hand goes back)."""
    pile = [record.number for record, count in _pile(game, entries, index) for _ in range(count)]
    rng = random.Random(seed)
    rng.shuffle(pile)
    hand_size = spec_for(game).hand_size
    hand = pile[:hand_size]
    if spec_for(game).redraw_from_rest:
        redraw = pile[hand_size:hand_size * 2]
    else:
        reshuffled = list(pile)
        rng.shuffle(reshuffled)
        redraw = reshuffled[:hand_size]
    return {"seed": seed, "hand": hand, "redraw": redraw}
