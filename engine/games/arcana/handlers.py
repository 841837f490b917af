"""What each Arcana effect step does when it resolves (the steps effects.py builds from a card's
actions: see "runtime specs" there).

`STEPS[name](s, seat, step, spec, target, stamp, arg)` plays one step of a rune's or a creature's
effect for `seat`: `step` is the step tuple (its name first), `spec` the card's CardEffects, `target`
the card chosen on activation with its `stamp` (the target must still be the same card on the field),
`arg` the position chosen for a summon."""
from __future__ import annotations

from engine.games.arcana.constants import Z_DECK, Z_FIELD, Z_HAND, Z_NETHER, Z_RUNES
from engine.games.arcana.effects import T_NETHER_CREATURE, T_WARD
from engine.games.random_order import shuffle


def creature_there(s, uid: int, stamp: int) -> bool:
    """The card is still the same creature on the field (not moved since it was chosen)."""
    return uid >= 0 and s.zone[uid] == Z_FIELD and s.stamp[uid] == stamp


def played(s, seat: int, uid: int) -> None:
    s.played[seat].append(s.table.identity[s.cid[uid]])
    if seat == s.active:
        s.played_now = True


def _draw(s, seat, step, spec, target, stamp, arg) -> None:
    for _ in range(step[1]):
        s._draw(seat)


def _gain_hp(s, seat, step, spec, target, stamp, arg) -> None:
    s.hp[seat] += step[1]
    s.healed[seat] += step[1]


def _stat(s, seat, step, spec, target, stamp, arg) -> None:
    if creature_there(s, target, stamp) and s.face_up[target]:
        s.temp_power[target] += step[1]
        s.temp_tough[target] += step[2]
        s.temped.append(target)


def _stat_all(s, seat, step, spec, target, stamp, arg) -> None:
    for creature in s.field[seat]:
        if s.face_up[creature]:
            s.temp_power[creature] += step[1]
            s.temp_tough[creature] += step[2]
            s.temped.append(creature)


def _bounce(s, seat, step, spec, target, stamp, arg) -> None:
    if creature_there(s, target, stamp) and s.face_up[target]:
        s._to_hand(target)


def _destroy_target(s, seat, step, spec, target, stamp, arg) -> None:
    if spec.target == T_WARD:
        if s.zone[target] == Z_RUNES and s.equip[target] >= 0:
            s._to_nether(target)
    elif creature_there(s, target, stamp):
        s._to_nether(target)


def _destroy_all(s, seat, step, spec, target, stamp, arg) -> None:
    for side in (s.active, 1 - s.active):
        for creature in list(s.field[side]):
            s._to_nether(creature)


def _summon_target(s, seat, step, spec, target, stamp, arg) -> None:
    source = Z_NETHER if spec.target == T_NETHER_CREATURE else Z_HAND
    if s.zone[target] == source and s.owner[target] == seat and len(s.field[seat]) < 5:
        if source == Z_HAND:
            played(s, seat, target)
        position = step[1] if step[1] >= 0 else arg
        s._put_on_field(target, True, position == 0)


def _recycle(s, seat, step, spec, target, stamp, arg) -> None:
    nether = s.nether[seat]
    for _ in range(min(step[1], len(nether))):
        card = nether.pop()
        s.zone[card] = Z_DECK
        s.deck[seat].append(card)
    shuffle(s.rng, s.deck[seat])


def _negate_attack(s, seat, step, spec, target, stamp, arg) -> None:
    s.negated = True


STEPS = {"draw": _draw, "gain-hp": _gain_hp, "stat": _stat, "stat-all": _stat_all, "bounce": _bounce,
         "destroy-target": _destroy_target, "destroy-all": _destroy_all, "summon-target": _summon_target,
         "recycle": _recycle, "negate-attack": _negate_attack}
