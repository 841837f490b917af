"""A greedy Arcana pilot: scores each legal action with a cheap heuristic and plays the best.

Develops the biggest creature it can (tributing the least valuable), equips wards to its best
face-up creature, sets reactive runes for the opponent's turn, attacks when the attack wins or
trades up, strikes directly when the way is clear, gangs up on a defender with a Combination
Attack, answers threatening attacks with its set runes and blocks to save a more valuable
creature. Face-down enemy creatures are guessed at toughness 3 (it never peeks).

Speed: in the Main and Battle Phases (most decisions) it walks the pieces of legal.main_actions and
legal.battle_actions in the same order and scores each action as it goes, without building the list
(the first best action wins, as over the list); a Look works out once per decision what several
actions read (the opponent's field as targets and walls, the attackers, which attacks go well)."""
from __future__ import annotations

from engine.games.arcana.cards import CREATURE, RUNE, WARD
from engine.games.arcana.constants import (
    ACTIVATE,
    ATTACK,
    ATTACK_POS,
    BLOCK,
    CALL_OFF,
    CHANGE_POSITION,
    COMBO_ADD,
    COMBO_BEGIN,
    COMBO_GO,
    CONTINUE,
    KEEP,
    M_BATTLE,
    M_COMBO,
    M_MAIN,
    M_MULLIGAN,
    MULLIGAN,
    NEXT_PHASE,
    NO_BLOCK,
    PASS,
    SET_POS,
    SET_RUNE,
    SUMMON,
    W_ATTACK,
    W_END,
    W_NONE,
    W_SUMMON,
    ZONE_SIZE,
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
from engine.games.arcana.legal import activations, can_attack, position_changes, summon_options

REACTIVE = {T_ATTACK, T_ATTACKER, T_OWN_FACE_UP, T_ANY_FACE_UP}
NEUTRAL = frozenset((NEXT_PHASE, PASS, NO_BLOCK, CALL_OFF, COMBO_ADD, COMBO_GO))  # scored 0
HIDDEN_TOUGHNESS = 3
SET_RUNE_TOP, POSITION_TOP = 3, 2  # the highest score of a rune set and of a position change: when the best
# action so far already scores that much, none of them can win (the first best wins) and they are not scored


class GreedyPilot:
    __slots__ = ("seat", "look")
    name = "greedy"

    def __init__(self, seat: int):
        self.seat = seat
        self.look = Look.__new__(Look)  # this pilot's Look, renewed for each decision (see _renew)

    def choose(self, state):
        # the Main and Battle Phases (most decisions) read the state directly, without the action list
        phase = state.phase
        if phase == M_MAIN:
            return _choose_main(state, self.look)
        if phase == M_BATTLE:
            return _choose_battle(state, self.look)
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        if state.phase == M_MULLIGAN:
            table = state.table
            starters = sum(1 for u in state.hand[state.decider]
                           if table.kind[state.cid[u]] == CREATURE and table.stars[state.cid[u]] == 1)
            return (KEEP,) if starters >= 2 else (MULLIGAN,)
        if state.phase == M_COMBO:
            return self._combo_step(state, actions)
        look, scorers = _renew(self.look, state), SCORERS
        best, best_score = actions[0], score(look, actions[0])
        for action in actions[1:]:
            scorer = scorers[action[0]]
            value = 0 if scorer is None else scorer(look, action)
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


class Look:
    """What one decision of seat `me` reads, each part worked out at most once: the opponent's best
    face-up power, the opponent's field as attack targets and walls, the creatures that may attack,
    and which attacks would go well."""

    __slots__ = ("state", "me", "worth", "cid", "_enemy_power", "_field", "_ready", "_swings")

    def __init__(self, state):
        self.state, self.me = state, state.decider  # the deciding seat (the game is not over)
        self.worth, self.cid = state.table.worth, state.cid
        self._enemy_power = self._field = self._ready = self._swings = None

    def enemy_power(self) -> int:
        """The opponent's best face-up power (only summons and position changes look at it)."""
        if self._enemy_power is None:
            state, best = self.state, 0
            face_up = state.face_up
            printed = state.table.power
            cid = state.cid
            temp_power = state.temp_power
            eq_power = state.eq_power
            for uid in state.field[1 - self.me]:
                if face_up[uid]:
                    power = printed[cid[uid]] + temp_power[uid] + eq_power[uid]  # state.power_of, face-up
                    if power > best:
                        best = power
            self._enemy_power = best
        return self._enemy_power

    def value(self, uid: int) -> int:
        """A creature's worth: printed power + toughness + 2 per star."""
        return self.worth[self.cid[uid]]

    def field(self) -> tuple[dict, list]:
        """The non-active seat's creatures as targets {uid: (uid, toughness seen, in attack position,
        worth)} and its face-up defense creatures (the possible blockers) as walls [(uid, toughness, worth)]."""
        if self._field is not None:
            return self._field
        state, worth, cid = self.state, self.worth, self.cid
        face_up, attack_pos = state.face_up, state.attack_pos
        printed, temp_tough, eq_tough = state.table.toughness, state.temp_tough, state.eq_tough
        targets, walls = {}, []
        for uid in state.field[1 - state.active]:
            if face_up[uid]:
                toughness = printed[cid[uid]] + temp_tough[uid] + eq_tough[uid]  # state.toughness_of, face-up
                if toughness < 0:
                    toughness = 0
                targets[uid] = (uid, toughness, attack_pos[uid], worth[cid[uid]])
                if not attack_pos[uid]:
                    walls.append((uid, toughness, worth[cid[uid]]))
            else:
                targets[uid] = (uid, HIDDEN_TOUGHNESS, False, worth[cid[uid]])
        self._field = targets, walls
        return self._field

    def ready(self) -> list:
        """The active seat's creatures that may attack now."""
        if self._ready is None:
            self._ready = can_attack(self.state)
        return self._ready

    def clash(self, attacker: int, target: int, power: int) -> int:
        """The score of `attacker` attacking `target` (-1: directly) at `power`."""
        if target < 0:
            return 20
        targets, walls = self.field()
        return _clash(power, self.worth[self.cid[attacker]], targets[target], walls)

    def best_attack(self, attacker: int, power: int) -> int:
        """The best single-attack score for `attacker` at `power` against the opponent's field now."""
        targets, walls = self.field()
        if not targets:
            return 20
        worth, best = self.worth[self.cid[attacker]], None
        for target in targets.values():  # a loop: cheaper than max() over a generator
            value = _clash(power, worth, target, walls)
            if best is None or value > best:
                best = value
        return best

    def can_swing(self, uid: int, power: int) -> bool:
        """Could `uid` attack well this turn at `power` (ignoring whether it may attack yet)?"""
        state = self.state
        if state.turn <= 1 or state.active != self.me:
            return False
        if self._swings is None:
            self._swings = {}
        key = (uid, power)
        result = self._swings.get(key)
        if result is None:
            targets, walls = self.field()
            worth = self.worth[self.cid[uid]]
            result = not targets
            for target in targets.values():  # a loop: cheaper than any() over a generator
                if _clash(power, worth, target, walls) > 0:
                    result = True
                    break
            self._swings[key] = result
        return result

    def summon_in_attack(self, uid: int) -> bool:
        """Should `uid` be summoned in attack position? When it can attack well now, or when it
        survives what the opponent may swing."""
        table, card = self.state.table, self.cid[uid]  # asked once per decision: nothing to remember
        return table.toughness[card] > self.enemy_power() or self.can_swing(uid, table.power[card])


def _renew(look: Look, state) -> Look:
    """`look` (a pilot's own Look) made a Look at `state` for one decision, its parts forgotten: making
    a new object costs more than many a decision's scoring, and a pilot's decisions never nest."""
    look.state, look.me = state, state.decider
    look.worth, look.cid = state.table.worth, state.cid
    look._enemy_power = look._field = look._ready = look._swings = None
    return look


def _toughness_seen(state, uid: int) -> int:
    return state.toughness_of(uid) if state.face_up[uid] else HIDDEN_TOUGHNESS


def _clash(power: int, worth: int, target: tuple, walls: list) -> int:
    """An attack's score (attacker's `power` and `worth` against a target seen as (uid, toughness,
    in attack position, worth)), assuming the defender blocks with whichever wall (uid, toughness,
    worth) hurts the attack most (or does not block)."""
    uid, toughness, target_attacks, target_worth = target
    if power > toughness:  # _plain_clash(power, worth, toughness, target_attacks, target_worth), inlined: the
        result = 15 + target_worth + (3 if target_attacks else 0)  # Battle Phase scores every attack this way
    elif power == toughness:
        result = 5 + target_worth - worth - (0 if target_attacks else 3)
    else:
        result = -20 if target_attacks else -2
    for blocker, wall, wall_worth in walls:
        if blocker != uid:
            if power < wall:
                blocked = -2
            elif power == wall:
                blocked = 5 + wall_worth - worth - 3
            else:
                blocked = 10 + wall_worth + _plain_clash(power - wall, worth, toughness, target_attacks, target_worth)
            if blocked < result:
                result = blocked
    return result


def _plain_clash(power: int, worth: int, toughness: int, target_attacks: bool, target_worth: int) -> int:
    if power > toughness:
        return 15 + target_worth + (3 if target_attacks else 0)
    if power == toughness:  # both destroyed; the attacker's owner takes 1, the target's too if it attacks
        return 5 + target_worth - worth - (0 if target_attacks else 3)
    return -20 if target_attacks else -2


def _threatened(state) -> bool:
    """Would the pending attack hurt the defender if nothing is done?"""
    target = state.attack_target
    if target < 0:
        return True
    power = sum(state.power_of(a) for a in state.attackers)
    return power >= state.toughness_of(target)


def _score_activate(look: Look, action) -> float:
    return _activation_score(look, action[1], action[2])


def _combo_begin_score(look: Look, target: int, powers: list | None = None) -> int:
    """`powers`: the ready attackers' powers, in order, when the caller has them (else worked out here)."""
    state = look.state
    if state.face_up[target] and state.attack_pos[target]:
        return -5
    if powers is None:
        powers = [state.power_of(a) for a in look.ready()]
    need = _toughness_seen(state, target)
    if max(powers) > need:  # one attacker wins alone
        return -5
    wall = max((toughness for uid, toughness, _ in look.field()[1] if uid != target), default=0)
    total = sum(power - wall for power in powers if power > wall)  # each attack may be blocked
    return 12 + look.value(target) if total >= need else -5


def _set_rune_score(look: Look, uid: int) -> int:
    spec = look.state.table.effects[look.cid[uid]]
    return 3 if spec.target in REACTIVE or spec.target == T_NETHER_CREATURE else -1


def _change_position_score(look: Look, uid: int) -> int:
    state = look.state
    if not state.face_up[uid] or not state.attack_pos[uid]:  # to face-up attack
        exposed = state.toughness_of(uid) <= look.enemy_power()
        return 2 if not exposed or look.can_swing(uid, state.power_of(uid)) else -1
    # attack -> defense: stop offering HP when it has nothing good to attack
    if not state.field[1 - look.me]:
        return -1
    exposed = state.toughness_of(uid) <= look.enemy_power()
    return 1 if exposed and not look.can_swing(uid, state.power_of(uid)) else -1


def _score_block(look: Look, action) -> int:
    state, blocker = look.state, action[1]
    power = state.power_of(state.attackers[state.combo_at if state.combo else 0])
    toughness = state.toughness_of(blocker)
    if toughness >= power:
        return 5
    target_toughness = state.combo_tough if state.combo else state.toughness_of(state.attack_target)
    saved = power - toughness < target_toughness
    return 3 if saved and look.value(blocker) < look.value(state.attack_target) else -1


def _score_continue(look: Look, action) -> int:
    state = look.state
    if state.combo:
        return 1
    attacker = state.attackers[0]
    return 1 if look.clash(attacker, action[1], state.power_of(attacker)) > 0 else -1


# the scorer of each action kind outside the Main and Battle Phases (_choose_main, _choose_battle);
# None: scored 0 (KEEP and MULLIGAN are decided before scoring)
SCORERS = {kind: None for kind in NEUTRAL | {KEEP, MULLIGAN}}
SCORERS.update({ACTIVATE: _score_activate, BLOCK: _score_block, CONTINUE: _score_continue})


def score(look: Look, action) -> float:
    """How good `action` (in a chain window, a block or after an answered attack) looks for the deciding seat."""
    scorer = SCORERS[action[0]]
    return 0 if scorer is None else scorer(look, action)


def _choose_main(state, look: Look):
    """The best Main Phase action. Walks the pieces of legal.main_actions in the same order (so ties
    go the same way) and scores them without building the list. A summon scores 10 + its worth, less
    each tribute's worth + 1, and 1 more in its preferred position (Look.summon_in_attack): only
    that position can be best, so only it is looked at, and only for the summon that wins."""
    look, seat = _renew(look, state), state.active
    # legal.hand_cards without its one-instance-per-card filter: a second copy of a card comes after the
    # first and scores exactly as it does (every score reads the card, not the instance), so it never
    # beats it (the first best wins) and the choice is the same
    runes, spells = [], []
    kinds, cid, hand = state.table.kind, state.cid, state.hand[seat]
    for uid in hand:
        card_kind = kinds[cid[uid]]
        if card_kind != CREATURE:
            spells.append(uid)
            if card_kind == RUNE:
                runes.append(uid)
    best, best_score = (NEXT_PHASE,), 0
    if not state.normal_summoned:
        worth = look.worth
        for uid, t1, t2 in summon_options(state, hand):  # it passes over the hand's runes and wards
            value = 11 + worth[cid[uid]]
            if t1 >= 0:
                value -= worth[cid[t1]] + 1
            if t2 >= 0:
                value -= worth[cid[t2]] + 1
            if value > best_score:
                best, best_score = (SUMMON, uid, -1, t1, t2), value  # the position is settled at the end
    room = len(state.runes[seat]) < ZONE_SIZE  # state.rune_zone_used(seat): no chain in the Main Phase
    if room and best_score < SET_RUNE_TOP:
        for uid in runes:
            value = _set_rune_score(look, uid)
            if value > best_score:
                best, best_score = (SET_RUNE, uid), value
    for action in activations(state, seat, True, spells if room else ()):  # (open_main, hand)
        value = _activation_score(look, action[1], action[2])
        if value > best_score:
            best, best_score = action, value
    if best_score < POSITION_TOP:
        for uid in position_changes(state):
            value = _change_position_score(look, uid)
            if value > best_score:
                best, best_score = (CHANGE_POSITION, uid), value
    if best[0] == SUMMON:
        uid = best[1]
        best = (SUMMON, uid, ATTACK_POS if look.summon_in_attack(uid) else SET_POS, best[3], best[4])
    return best


def _boost_gain(look: Look, creatures, power: int) -> float:
    """In your own Battle Phase: how much a +power boost improves the best attacks of `creatures`
    (-1 when it changes nothing worth a card)."""
    state = look.state
    if not state.battle or power <= 0:
        return -1
    ready = look.ready()
    gain = 0
    for uid in creatures:
        if uid in ready and state.face_up[uid]:
            now = state.power_of(uid)
            gain += max(0, look.best_attack(uid, now + power) - look.best_attack(uid, now))
    return 4 + gain / 4 if gain >= 8 else -1


def _activation_score(look: Look, uid: int, target: int) -> float:
    state, me = look.state, look.me
    table = state.table
    card = state.cid[uid]
    card_kind = table.kind[card]
    if card_kind == WARD:
        return 8 + state.power_of(target) * 0.1
    spec = table.effects[card]
    if card_kind == CREATURE:
        spec = spec.activated  # a creature's activated effect is scored like the rune it reads as
    cost, hp = spec.cost_hp, state.hp[me]
    if cost >= hp:
        return -100  # paying that HP would lose the game
    if cost and hp - cost <= 3:
        return -1  # keep a margin of HP
    value = look.value
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
            return _boost_gain(look, [target], spec.steps[0][1])
        return -1
    if kind == T_ANY_FACE_UP:
        if spec.steps and spec.steps[0][0] == "bounce":
            if state.owner[target] == me:
                return -5
            if attack_window and target in state.attackers:
                return 8
            if state.window == W_SUMMON:
                return 5 if value(target) >= 8 else -1
            return -1 if responding else 4 + value(target) / 2
        if attack_window and target in state.attackers and spec.steps[0][1] < 0 and _threatened(state):
            return 9
        return -1
    if kind == T_WARD:
        return 5 if state.owner[target] != me and not responding else -10
    if kind == T_NETHER_CREATURE:
        if attack_window:
            return 4
        return 5 + value(target) - 3 if not responding and state.hp[me] > 3 else -1
    if kind == T_HAND_CREATURE:
        return -1 if responding else 6 + value(target)
    if kind == T_NONE:
        if responding:
            return -1
        names = [step[0] for step in spec.steps]
        if "destroy-all" in names:
            worth = look.worth  # sums of value(): loops, not generators
            cid = look.cid
            mine = 0
            theirs = 0
            for u in state.field[me]:
                mine += worth[cid[u]]
            for u in state.field[1 - me]:
                theirs += worth[cid[u]]
            return theirs - mine - 3
        if "draw" in names:
            return 6 if len(state.hand[me]) <= 5 else 1
        if names == ["stat-all"]:
            return _boost_gain(look, state.field[me], spec.steps[0][1]) if state.active == me else -1
        return 2 if names else -1
    return -1


def _choose_battle(state, look: Look):
    """The best Battle Phase action, walking legal.battle_actions' pieces in the same order: each
    attacker's attacks (its power and worth looked up once), the Combination Attacks, the activations."""
    look = _renew(look, state)
    best, best_score = (NEXT_PHASE,), 0
    attackers = look._ready = can_attack(state)  # look.ready()
    if attackers:
        targets, walls = look.field()
        if not targets:
            best, best_score = (ATTACK, attackers[0], -1), 20  # every direct attack scores 20: the first
        else:
            worth = look.worth
            cid = look.cid
            powers = []
            seen_targets = targets.values()
            printed, temp_power, eq_power = state.table.power, state.temp_power, state.eq_power
            for attacker in attackers:
                power = printed[cid[attacker]] + temp_power[attacker] + eq_power[attacker]  # state.power_of: face-up
                if power < 0:
                    power = 0
                attacker_worth = worth[cid[attacker]]
                powers.append(power)  # read again by _combo_begin_score
                for target in seen_targets:
                    if walls:
                        value = _clash(power, attacker_worth, target, walls)
                    else:  # _clash with no wall to block: _plain_clash, inlined (most attacks meet none)
                        _, toughness, target_attacks, target_worth = target
                        if power > toughness:
                            value = 15 + target_worth + (3 if target_attacks else 0)
                        elif power == toughness:
                            value = 5 + target_worth - attacker_worth - (0 if target_attacks else 3)
                        else:
                            value = -20 if target_attacks else -2
                    if value > best_score:
                        best, best_score = (ATTACK, attacker, target[0]), value
            if len(attackers) >= 2:
                for target in targets:
                    value = _combo_begin_score(look, target, powers)
                    if value > best_score:
                        best, best_score = (COMBO_BEGIN, target), value
    # the hand as activations() filters it (its runes, when the Rune Zone has room: no chain is open in the Battle
    # Phase), every copy: a later copy of a rune scores as the first and never beats it (the first best wins)
    seat = state.active
    for action in activations(state, seat, False, state.hand[seat] if len(state.runes[seat]) < ZONE_SIZE else ()):
        value = _activation_score(look, action[1], action[2])
        if value > best_score:
            best, best_score = action, value
    return best
