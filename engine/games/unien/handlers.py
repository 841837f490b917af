"""What each Unien effect clause does (the clauses engine/games/unien/effects.py compiles).

`HANDLERS[op](state, frame, clause)` plays one clause of a resolving effect; it returns True when
the game now waits on the player's choice (the state's `_ask`), which `CHOSEN[op](state, frame,
picked)` completes. The ops the engine plays are the keys of `HANDLERS` (`OPS`); `offer_activation`
is the engine's own clause for "[cip]以下の起動型効果を使用してもよい" (cards.py adds it)."""
from __future__ import annotations

from engine.games.unien.cards import CHARACTER, E_FIRE_WATER, E_FOREST_DARK, E_OMNI, ENERGY
from engine.games.unien.energy import can_pay

DECLINE, ACCEPT = -1, -2  # (CHOOSE, DECLINE) / (CHOOSE, ACCEPT): an optional choice refused / taken
UNTAP_ORDER = (E_OMNI, E_FOREST_DARK, E_FIRE_WATER, 0, 1, 2, 3)  # rule "UntapEnergy"


def _characters(state, cards) -> list[int]:
    table, kind = state.table, state.kind
    return [c for c in cards if table.type[kind[c]] == CHARACTER]


# --- clauses -------------------------------------------------------------------------------------
def _draw(state, frame, clause) -> bool:
    state._draw(frame.seat, clause[1])
    return False


def _discard(state, frame, clause) -> bool:
    return state._ask("discard", frame, state._distinct(state.seats[frame.seat].hand), False)


def _angel(state, frame, clause) -> bool:
    state.seats[frame.seat].angels += clause[1]
    return False


def _plays(state, frame, clause) -> bool:
    state.seats[frame.seat].plays += clause[1]
    return False


def _mill(state, frame, clause) -> bool:
    seat = state.seats[frame.seat]
    for _ in range(min(clause[1], len(seat.deck))):
        seat.debris.append(seat.deck.pop())
    return False


def _recover(state, frame, clause) -> bool:
    options = state._distinct(_characters(state, state.seats[frame.seat].debris))
    return state._ask("recover", frame, options, False)


def _omni(state, frame, clause) -> bool:
    return state._ask("omni", frame, state._distinct(state.seats[frame.seat].hand), False)


def _untap_other(state, frame, clause) -> bool:
    up = state.up
    options = state._distinct(c for c in state.seats[frame.seat].field if not up[c] and c != frame.source)
    return state._ask("untap_other", frame, options, False)


def _untap_energy(state, frame, clause) -> bool:
    seat, amount = state.seats[frame.seat], clause[1]
    for category in UNTAP_ORDER:
        take = min(seat.energy_total[category] - seat.energy_up[category], amount)
        seat.energy_up[category] += take
        amount -= take
    return False


def _self_leaves_to(zone: str):
    """A handler: the effect's own card, if still on the field, goes to its seat's `zone` ("hand", "debris")."""
    def handler(state, frame, clause) -> bool:
        seat = state.seats[frame.seat]
        if frame.source in seat.field:
            state._leave_field(seat, frame.source)
            getattr(seat, zone).append(frame.source)
        return False
    return handler


_bounce_self = _self_leaves_to("hand")
_self_to_debris = _self_leaves_to("debris")


def _revive(state, frame, clause) -> bool:
    table, kind, word = state.table, state.kind, clause[1]
    options = state._distinct(c for c in _characters(state, state.seats[frame.seat].debris)
                              if word in table.name[kind[c]])
    return state._ask("revive", frame, options, False)


def _look(seat, count: int) -> list[int]:
    looked = [seat.deck.pop() for _ in range(min(count, len(seat.deck)))]
    seat.looking.extend(looked)
    return looked


def _look_play(state, frame, clause) -> bool:
    seat, (count, most) = state.seats[frame.seat], clause[1:]
    table, kind = state.table, state.kind
    options = state._distinct(c for c in _characters(state, _look(seat, count)) if table.total_cost[kind[c]] <= most)
    if not options:
        state._bottom(seat)
        return False
    return state._ask("look_play", frame, options, True)  # hidden zone: optional (seed 詳細ルール)


def _look_charge(state, frame, clause) -> bool:
    seat = state.seats[frame.seat]
    table, kind = state.table, state.kind
    if not any(table.type[kind[c]] == ENERGY for c in _look(seat, clause[1])):
        state._bottom(seat)
        return False
    return state._ask("look_charge", frame, [ACCEPT], True)


def _offer_activation(state, frame, clause) -> bool:
    card, seat = frame.source, state.seats[frame.seat]
    if card in seat.field and state.up[card] and can_pay(seat.energy_up, state.table.activation_cost[state.kind[card]]):
        return state._ask("offer_activation", frame, [ACCEPT], True)
    return False


HANDLERS = {"draw": _draw, "discard": _discard, "angel": _angel, "plays": _plays, "mill": _mill, "recover": _recover,
            "omni": _omni, "untap_other": _untap_other, "untap_energy": _untap_energy, "bounce_self": _bounce_self,
            "self_to_debris": _self_to_debris, "revive": _revive, "look_play": _look_play,
            "look_charge": _look_charge, "offer_activation": _offer_activation}
OPS = frozenset(HANDLERS)


# --- choices -------------------------------------------------------------------------------------
def _discarded(state, frame, picked: int) -> None:
    seat = state.seats[frame.seat]
    seat.hand.remove(picked)
    seat.debris.append(picked)


def _recovered(state, frame, picked: int) -> None:
    seat = state.seats[frame.seat]
    seat.debris.remove(picked)
    seat.hand.append(picked)


def _charged_face_down(state, frame, picked: int) -> None:
    seat = state.seats[frame.seat]
    seat.hand.remove(picked)
    state._charge(seat, picked, E_OMNI)  # face down: omniscient, whatever the card is


def _untapped(state, frame, picked: int) -> None:
    state.up[picked] = True


def _revived(state, frame, picked: int) -> None:
    state.seats[frame.seat].debris.remove(picked)
    state._enter(frame.seat, picked, frame)


def _looked_and_played(state, frame, picked: int) -> None:
    seat = state.seats[frame.seat]
    if picked >= 0:
        seat.looking.remove(picked)
        state._enter(frame.seat, picked, frame)
    state._bottom(seat)


def _looked_and_charged(state, frame, picked: int) -> None:
    seat = state.seats[frame.seat]
    if picked == ACCEPT:
        table, kind = state.table, state.kind
        for card in [c for c in seat.looking if table.type[kind[c]] == ENERGY]:
            seat.looking.remove(card)
            state._charge(seat, card, table.energy[kind[card]])
    state._bottom(seat)


def _activation_offered(state, frame, picked: int) -> None:
    if picked == ACCEPT:
        state._activate(frame.seat, frame.source)  # no play spent; the cost and the rest still apply


CHOSEN = {"discard": _discarded, "recover": _recovered, "omni": _charged_face_down, "untap_other": _untapped,
          "revive": _revived, "look_play": _looked_and_played, "look_charge": _looked_and_charged,
          "offer_activation": _activation_offered}
