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
    M_MULLIGAN,
    MULLIGAN,
    SET_RUNE,
    SUMMON,
    W_ATTACK,
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
        enemy_power = max((state.power_of(u) for u in state.field[1 - me] if state.face_up[u]), default=0)
        best, best_score = actions[0], score(state, actions[0], me, enemy_power)
        for action in actions[1:]:
            value = score(state, action, me, enemy_power)
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


def value(state, uid: int) -> int:
    card = state.cid[uid]
    return state.table.power[card] + state.table.toughness[card] + 2 * state.table.stars[card]


def _toughness_seen(state, uid: int) -> int:
    return state.toughness_of(uid) if state.face_up[uid] else HIDDEN_TOUGHNESS


def _clash_score(state, attacker: int, target: int, power: int) -> int:
    if target < 0:
        return 20
    toughness = _toughness_seen(state, target)
    target_attacks = state.face_up[target] and state.attack_pos[target]
    if power > toughness:
        return 15 + value(state, target) + (3 if target_attacks else 0)
    if power == toughness:
        return 5 + value(state, target) - value(state, attacker)
    return -20 if target_attacks else -2


def _threatened(state) -> bool:
    """Would the pending attack hurt the defender if nothing is done?"""
    target = state.attack_target
    if target < 0:
        return True
    power = sum(state.power_of(a) for a in state.attackers)
    return power >= state.toughness_of(target)


def score(state, action, me: int, enemy_power: int) -> float:
    """How good `action` looks for seat `me`; `enemy_power`: the opponent's best face-up power."""
    kind = action[0]
    if kind == SUMMON:
        uid, position, t1, t2 = action[1], action[2], action[3], action[4]
        card = state.cid[uid]
        power, toughness = state.table.power[card], state.table.toughness[card]
        result = 10 + value(state, uid)
        for tribute in (t1, t2):
            if tribute >= 0:
                result -= value(state, tribute) + 1
        prefers_attack = power >= toughness or power > enemy_power
        return result + (1 if (position == 0) == prefers_attack else 0)
    if kind == ACTIVATE:
        return _activation_score(state, me, action[1], action[2])
    if kind == ATTACK:
        return _clash_score(state, action[1], action[2], state.power_of(action[1]))
    if kind == COMBO_BEGIN:
        target = action[1]
        if state.face_up[target] and state.attack_pos[target]:
            return -5
        attackers = can_attack(state)
        if any(state.power_of(a) > _toughness_seen(state, target) for a in attackers):
            return -5
        total = sum(state.power_of(a) for a in attackers)
        return 12 + value(state, target) if total >= _toughness_seen(state, target) else -5
    if kind == SET_RUNE:
        spec = state.table.effects[state.cid[action[1]]]
        return 3 if spec.target in REACTIVE or spec.target == T_NETHER_CREATURE else -1
    if kind == CHANGE_POSITION:
        uid = action[1]
        if not state.face_up[uid] or not state.attack_pos[uid]:
            return 1 if state.power_of(uid) >= state.toughness_of(uid) else -1
        return -1
    if kind == BLOCK:
        blocker = action[1]
        power = state.power_of(state.attackers[0])
        toughness = state.toughness_of(blocker)
        if toughness >= power:
            return 5
        saved = power - toughness < state.toughness_of(state.attack_target)
        return 3 if saved and value(state, blocker) < value(state, state.attack_target) else -1
    if kind == CONTINUE:
        if state.combo:
            return 1
        return 1 if _clash_score(state, state.attackers[0], action[1], state.power_of(state.attackers[0])) > 0 else -1
    if kind == CALL_OFF or kind == COMBO_ADD or kind == COMBO_GO:
        return 0
    return 0  # NEXT_PHASE, PASS, NO_BLOCK, KEEP


def _activation_score(state, me: int, uid: int, target: int) -> float:
    table = state.table
    card = state.cid[uid]
    spec = table.effects[card]
    if table.kind[card] == WARD:
        return 8 + state.power_of(target) * 0.1
    responding = state.window != 0
    kind = spec.target
    attack_window = state.window == W_ATTACK and state.active != me
    if kind == T_ATTACK:
        return 10 if attack_window and _threatened(state) else -1
    if kind == T_ATTACKER:
        return 12 if attack_window else -1
    if kind == T_OWN_FACE_UP:
        if attack_window and target == state.attack_target and _threatened(state):
            return 9
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
        return 2 if names else -1
    return -1
