"""Paying Unien costs from the up energies of an energy zone (seed 001 属性, 全知のエネルギー, エネルギーの消費).

Energies are counted by category (cards.E_*): plain forest/fire/water/dark, the two dual origin
energies (forest-or-dark, fire-or-water) and omniscient (any attribute). A cost is a vector
(forest, fire, water, dark, colourless).

Payment rule (docs/unien-engine.md, rule "Payment"): each coloured requirement is paid first with
plain energy of that attribute, then with the dual origin energy that covers it, then with
omniscient energy; colourless is paid last with the plain energy of which most is up, then dual,
then omniscient. With the two dual kinds covering disjoint pairs this finds a payment whenever
one exists, and keeps the most flexible energies up."""
from __future__ import annotations

from engine.games.unien.cards import E_FIRE_WATER, E_FOREST_DARK, E_OMNI


def pay(up: list[int], cost) -> list[int] | None:
    """The up counts after paying `cost`, or None when it cannot be paid. (Conditional expressions and loops
    rather than min() / max(key=...): builtin calls cost more than they save here in Python 3.11.)"""
    forest, fire, water, dark, colourless = cost
    rest = up[:]
    short_fd = short_fw = 0
    if forest:
        have = rest[0]
        take = forest if forest < have else have
        rest[0] = have - take
        short_fd += forest - take
    if fire:
        have = rest[1]
        take = fire if fire < have else have
        rest[1] = have - take
        short_fw += fire - take
    if water:
        have = rest[2]
        take = water if water < have else have
        rest[2] = have - take
        short_fw += water - take
    if dark:
        have = rest[3]
        take = dark if dark < have else have
        rest[3] = have - take
        short_fd += dark - take
    if short_fd:
        have = rest[E_FOREST_DARK]
        take = short_fd if short_fd < have else have
        rest[E_FOREST_DARK] = have - take
        short_fd -= take
    if short_fw:
        have = rest[E_FIRE_WATER]
        take = short_fw if short_fw < have else have
        rest[E_FIRE_WATER] = have - take
        short_fw -= take
    short = short_fd + short_fw
    if short:
        if short > rest[E_OMNI]:
            return None
        rest[E_OMNI] -= short
    while colourless:
        best, most = 0, rest[0]  # the plain energy of which most is up (the first on a tie)
        for index in (1, 2, 3):
            if rest[index] > most:
                best, most = index, rest[index]
        if most == 0:
            best = E_FOREST_DARK if rest[E_FOREST_DARK] else (E_FIRE_WATER if rest[E_FIRE_WATER] else E_OMNI)
            if rest[best] == 0:
                return None
        have = rest[best]
        take = colourless if colourless < have else have
        rest[best] = have - take
        colourless -= take
    return rest


_payable: dict[tuple, bool] = {}


def can_pay(up: list[int], cost) -> bool:
    """Whether `cost` can be paid (memoised: the answer depends on the up counts and the cost only)."""
    forest, fire, water, dark, colourless = cost
    if not (forest or fire or water or dark):
        return colourless <= sum(up)
    if forest <= up[0] and fire <= up[1] and water <= up[2] and dark <= up[3]:
        # plain energies pay every attribute: the rest pays the colourless part if there is enough of it
        return forest + fire + water + dark + colourless <= sum(up)
    key = (*up, *cost)
    known = _payable.get(key)
    if known is None:
        if len(_payable) > 200_000:
            _payable.clear()
        known = _payable[key] = pay(up, cost) is not None
    return known


def reduce_cost(cost, amount: int):
    """Seed 001 常駐効果 (cost reduction in hand): colourless first, then forest, fire, water, dark."""
    if amount <= 0:
        return cost
    out = list(cost)
    for index in (4, 0, 1, 2, 3):
        have = out[index]
        if amount <= have:  # the rest of the reduction fits here: the later attributes keep their cost
            out[index] = have - amount
            break
        out[index] = 0
        amount -= have
    return tuple(out)
