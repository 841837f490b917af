"""A greedy Arcana pilot: scores each legal action with a cheap heuristic and plays the best.

Develops the biggest creature it can (tributing the least valuable), equips wards to its best
face-up creature, sets reactive runes for the opponent's turn, attacks when the attack wins or
trades up, strikes directly when the way is clear, gangs up on a defender with a Combination
Attack, answers threatening attacks with its set runes and blocks to save a more valuable
creature. Face-down enemy creatures are guessed at toughness 3 (it never peeks)."""
from __future__ import annotations

from engine.games.arcana.cards import CREATURE, WARD
from engine.games.arcana.constants import (
    ACTIVATE,
    ATTACK,
    BLOCK,
    CALL_OFF,
    CHANGE_POSITION,
    COMBO_ADD,
    COMBO_BEGIN,
    COMBO_GO,
    CONTINUE,
    KEEP,
    M_COMBO,
    M_MAIN,
    M_MULLIGAN,
    MULLIGAN,
    NEXT_PHASE,
    NO_BLOCK,
    PASS,
    SET_RUNE,
    SUMMON,
    W_ATTACK,
    W_END,
    W_NONE,
    W_SUMMON,
)
from engine.games.arcana.effects import (
    T_ANY_FACE_UP,
    T_ATTACK,
    T_ATTACKER,
    T_HAND_CREATURE,
    T_NETHER_CREATURE,
    T_NONE,
    T_OWN_FACE_UP,
    T_WARD,
)
from engine.games.arcana.legal import can_attack

REACTIVE = {T_ATTACK, T_ATTACKER, T_OWN_FACE_UP, T_ANY_FACE_UP}
NEUTRAL = frozenset((NEXT_PHASE, PASS, NO_BLOCK, CALL_OFF, COMBO_ADD, COMBO_GO))  # scored 0
HIDDEN_TOUGHNESS = 3


class GreedyPilot:
    name = "greedy"

    def __init__(self, seat: int):
        self.seat = seat

    def choose(self, state):
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        if state.mode == M_MULLIGAN:
            table = state.table
            starters = sum(1 for u in state.hand[state.decider]
                           if table.kind[state.cid[u]] == CREATURE and table.stars[state.cid[u]] == 1)
            return (KEEP,) if starters >= 2 else (MULLIGAN,)
        if state.mode == M_COMBO:
            return self._combo_step(state, actions)
        me = state.current_player()
        enemy_power = 0  # only summons and position changes (Main Phase) look at it
        if state.mode == M_MAIN:
            enemy_power = max((state.power_of(u) for u in state.field[1 - me] if state.face_up[u]), default=0)
        memo = {}
        best, best_score = actions[0], score(state, actions[0], me, enemy_power, memo)
        for action in actions[1:]:
            value = score(state, action, me, enemy_power, memo)
            if value > best_score:
                best, best_score = action, value
        return best

    def _combo_step(self, state, actions):
        target = state.attack_target
        need = _toughness_seen(state, target)
        have = sum(state.power_of(a) for a in state.attackers)
        if have > need and (COMBO_GO,) in actions:
            return (COMBO_GO,)
        adds = [a for a in actions if a[0] == COMBO_ADD]
        if not adds:
            return actions[-1]  # COMBO_GO: all in, even if it only ties
        return min(adds, key=lambda a: state.power_of(a[1]))


_WORTH: list = [None, []]  # (table, per-card worth) of the last table seen


def value(state, uid: int) -> int:
    """A creature's worth: printed power + toughness + 2 per star."""
    table = state.table
    if _WORTH[0] is not table:
        _WORTH[0] = table
        _WORTH[1] = [p + t + 2 * st for p, t, st in zip(table.power, table.toughness, table.stars, strict=True)]
    return _WORTH[1][state.cid[uid]]


def _toughness_seen(state, uid: int) -> int:
    return state.toughness_of(uid) if state.face_up[uid] else HIDDEN_TOUGHNESS


def _walls(state, seat: int) -> list:
    """`seat`'s face-up defense creatures (the possible blockers)."""
    face_up, attack_pos = state.face_up, state.attack_pos
    return [u for u in state.field[seat] if face_up[u] and not attack_pos[u]]


def _clash_score(state, attacker: int, target: int, power: int, walls: list | None = None) -> int:
    """The attack's score, assuming the defender blocks with whichever face-up defense creature hurts
    the attack most (or does not block)."""
    if target < 0:
        return 20
    result = _plain_clash(state, attacker, target, power)
    for blocker in (_walls(state, state.owner[target]) if walls is None else walls):
        if blocker != target:
            toughness = state.toughness_of(blocker)
            if power < toughness:
                blocked = -2
            elif power == toughness:
                blocked = 5 + value(state, blocker) - value(state, attacker) - 3
            else:
                blocked = 10 + value(state, blocker) + _plain_clash(state, attacker, target, power - toughness)
            result = min(result, blocked)
    return result


def _plain_clash(state, attacker: int, target: int, power: int) -> int:
    if state.face_up[target]:
        toughness, target_attacks = state.toughness_of(target), state.attack_pos[target]
    else:
        toughness, target_attacks = HIDDEN_TOUGHNESS, False
    if power > toughness:
        return 15 + value(state, target) + (3 if target_attacks else 0)
    if power == toughness:  # both destroyed; the attacker's owner takes 1, the target's too if it attacks
        return 5 + value(state, target) - value(state, attacker) - (0 if target_attacks else 3)
    return -20 if target_attacks else -2


def _can_swing(state, me: int, uid: int, power: int, memo: dict | None) -> bool:
    """Could `uid` attack well this turn at `power` (ignoring whether it may attack yet)?"""
    if state.turn <= 1 or state.active != me:
        return False
    key = (uid, power)
    if memo is not None and key in memo:
        return memo[key]
    targets = state.field[1 - state.active]
    walls = _walls(state, 1 - state.active) if targets else ()
    result = not targets or any(_clash_score(state, uid, t, power, walls) > 0 for t in targets)
    if memo is not None:
        memo[key] = result
    return result


def best_attack(state, attacker: int, power: int) -> int:
    """The best single-attack score for `attacker` at `power` against the opponent's field now."""
    targets = state.field[1 - state.active]
    if not targets:
        return 20
    walls = _walls(state, 1 - state.active)
    return max(_clash_score(state, attacker, t, power, walls) for t in targets)


def _threatened(state) -> bool:
    """Would the pending attack hurt the defender if nothing is done?"""
    target = state.attack_target
    if target < 0:
        return True
    power = sum(state.power_of(a) for a in state.attackers)
    return power >= state.toughness_of(target)


def score(state, action, me: int, enemy_power: int, memo: dict | None = None) -> float:
    """How good `action` looks for seat `me`; `enemy_power`: the opponent's best face-up power;
    `memo` caches per-creature answers within one decision."""
    kind = action[0]
    if kind in NEUTRAL:
        return 0
    if kind == SUMMON:
        uid, position, t1, t2 = action[1], action[2], action[3], action[4]
        card = state.cid[uid]
        power, toughness = state.table.power[card], state.table.toughness[card]
        result = 10 + value(state, uid)
        for tribute in (t1, t2):
            if tribute >= 0:
                result -= value(state, tribute) + 1
        # attack position when it can attack well now, or when it survives what the opponent may swing
        prefers_attack = toughness > enemy_power or _can_swing(state, me, uid, power, memo)
        return result + (1 if (position == 0) == prefers_attack else 0)
    if kind == ACTIVATE:
        return _activation_score(state, me, action[1], action[2])
    if kind == ATTACK:
        if action[2] < 0:
            return 20
        walls = memo.get("walls") if memo is not None else None
        if walls is None:
            walls = _walls(state, 1 - state.active)
            if memo is not None:
                memo["walls"] = walls
        return _clash_score(state, action[1], action[2], state.power_of(action[1]), walls)
    if kind == COMBO_BEGIN:
        target = action[1]
        if state.face_up[target] and state.attack_pos[target]:
            return -5
        attackers = can_attack(state)
        if any(state.power_of(a) > _toughness_seen(state, target) for a in attackers):
            return -5
        wall = max((state.toughness_of(u) for u in state.field[state.owner[target]]
                    if u != target and state.face_up[u] and not state.attack_pos[u]), default=0)
        total = sum(max(0, state.power_of(a) - wall) for a in attackers)  # each attack may be blocked
        return 12 + value(state, target) if total >= _toughness_seen(state, target) else -5
    if kind == SET_RUNE:
        spec = state.table.effects[state.cid[action[1]]]
        return 3 if spec.target in REACTIVE or spec.target == T_NETHER_CREATURE else -1
    if kind == CHANGE_POSITION:
        uid = action[1]
        power, toughness = state.power_of(uid), state.toughness_of(uid)
        exposed = toughness <= enemy_power
        if not state.face_up[uid] or not state.attack_pos[uid]:  # to face-up attack
            return 2 if not exposed or _can_swing(state, me, uid, power, memo) else -1
        # attack -> defense: stop offering HP when it has nothing good to attack
        return 1 if exposed and state.field[1 - me] and not _can_swing(state, me, uid, power, memo) else -1
    if kind == BLOCK:
        blocker = action[1]
        power = state.power_of(state.attackers[state.combo_at if state.combo else 0])
        toughness = state.toughness_of(blocker)
        if toughness >= power:
            return 5
        target_toughness = state.combo_tough if state.combo else state.toughness_of(state.attack_target)
        saved = power - toughness < target_toughness
        return 3 if saved and value(state, blocker) < value(state, state.attack_target) else -1
    if kind == CONTINUE:
        if state.combo:
            return 1
        return 1 if _clash_score(state, state.attackers[0], action[1], state.power_of(state.attackers[0])) > 0 else -1
    return 0  # KEEP


def _boost_gain(state, creatures, power: int) -> float:
    """In your own Battle Phase: how much a +power boost improves the best attacks of `creatures`
    (-1 when it changes nothing worth a card)."""
    if not state.battle or power <= 0:
        return -1
    ready = set(can_attack(state))
    gain = 0
    for uid in creatures:
        if uid in ready and state.face_up[uid]:
            now = state.power_of(uid)
            gain += max(0, best_attack(state, uid, now + power) - best_attack(state, uid, now))
    return 4 + gain / 4 if gain >= 8 else -1


def _activation_score(state, me: int, uid: int, target: int) -> float:
    table = state.table
    card = state.cid[uid]
    spec = table.effects[card]
    if table.kind[card] == CREATURE:
        spec = spec.activated  # a creature's activated effect is scored like the rune it reads as
    elif table.kind[card] == WARD:
        return 8 + state.power_of(target) * 0.1
    if spec.cost_hp >= state.hp[me]:
        return -100  # paying that HP would lose the game
    if spec.cost_hp and state.hp[me] - spec.cost_hp <= 3:
        return -1  # keep a margin of HP
    responding = state.window not in (W_NONE, W_END)  # the End Phase window is a free moment to act
    kind = spec.target
    attack_window = state.window == W_ATTACK and state.active != me
    if kind == T_ATTACK:
        return 10 if attack_window and _threatened(state) else -1
    if kind == T_ATTACKER:
        return 12 if attack_window else -1
    if kind == T_OWN_FACE_UP:
        if attack_window and target == state.attack_target and _threatened(state):
            return 9
        if not responding and state.active == me and spec.steps[0][0] == "stat":
            return _boost_gain(state, [target], spec.steps[0][1])
        return -1
    if kind == T_ANY_FACE_UP:
        if spec.steps and spec.steps[0][0] == "bounce":
            if state.owner[target] == me:
                return -5
            if attack_window and target in state.attackers:
                return 8
            if state.window == W_SUMMON:
                return 5 if value(state, target) >= 8 else -1
            return -1 if responding else 4 + value(state, target) / 2
        if attack_window and target in state.attackers and spec.steps[0][1] < 0 and _threatened(state):
            return 9
        return -1
    if kind == T_WARD:
        return 5 if state.owner[target] != me and not responding else -10
    if kind == T_NETHER_CREATURE:
        if attack_window:
            return 4
        return 5 + value(state, target) - 3 if not responding and state.hp[me] > 3 else -1
    if kind == T_HAND_CREATURE:
        return -1 if responding else 6 + value(state, target)
    if kind == T_NONE:
        if responding:
            return -1
        names = [step[0] for step in spec.steps]
        if "destroy-all" in names:
            mine = sum(value(state, u) for u in state.field[me])
            theirs = sum(value(state, u) for u in state.field[1 - me])
            return theirs - mine - 3
        if "draw" in names:
            return 6 if len(state.hand[me]) <= 5 else 1
        if names == ["stat-all"]:
            return _boost_gain(state, state.field[me], spec.steps[0][1]) if state.active == me else -1
        return 2 if names else -1
    return -1
