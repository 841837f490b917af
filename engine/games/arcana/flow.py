"""Applying Arcana actions: turns and phases, summons, chains, attacks and battle (seed 004)."""
from __future__ import annotations

from engine.games.arcana.cards import WARD
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
    HAND_SIZE,
    M_BATTLE,
    M_BLOCK,
    M_COMBO,
    M_CONTINUE,
    M_MAIN,
    M_OVER,
    M_PRIORITY,
    MULLIGAN,
    NEXT_PHASE,
    NO_BLOCK,
    PASS,
    SET_RUNE,
    SUMMON,
    W_ACTIVATION,
    W_ATTACK,
    W_END,
    W_NONE,
    W_SUMMON,
    Z_CHAIN,
    Z_DECK,
    Z_FIELD,
    Z_HAND,
    Z_NETHER,
    Z_RUNES,
)
from engine.games.arcana.handlers import STEPS, creature_there, played
from engine.games.arcana.legal import activations, blockers, could_respond
from engine.games.random_order import shuffle


def apply_action(s, action) -> None:
    """ArcanaState.apply itself (the class binds this function: one Python call less per action)."""
    s._legal = None
    s.actions.append(action)
    kind = action[0]
    if kind == NEXT_PHASE:
        if s.phase == M_MAIN and s.turn > 1:
            s.phase, s.battle = M_BATTLE, True
        else:
            end_phase(s)
    elif kind == SUMMON:
        normal_summon(s, action[1], action[2], action[3], action[4])
    elif kind == ACTIVATE:
        activate(s, action[1], action[2], action[3])
    elif kind == PASS:
        pass_priority(s)
    elif kind == ATTACK:
        s.attackers, s.attack_stamps, s.combo = [action[1]], [s.stamp[action[1]]], False
        declare_attack(s, action[2])
    elif kind == COMBO_BEGIN:
        s.attackers = []
        s.attack_stamps = []
        s.combo = True
        s.attack_target = action[1]
        s.phase = M_COMBO
    elif kind == COMBO_ADD:
        s.attackers.append(action[1])
        s.attack_stamps.append(s.stamp[action[1]])
    elif kind == COMBO_GO:
        declare_attack(s, s.attack_target)
    elif kind == BLOCK or kind == NO_BLOCK:
        blocker = action[1] if kind == BLOCK else -1
        if s.combo:
            combo_attack(s, blocker)
        else:
            fight(s, blocker)
    elif kind == CONTINUE:
        if action[1] != s.attack_target:
            s.attack_target = action[1]
            s.target_stamp = s.stamp[action[1]] if action[1] >= 0 else 0
        block_step(s)
    elif kind == CALL_OFF:
        if s.logging:
            s._log(s.active, "attack-called-off")
        end_attack(s)
    elif kind == SET_RUNE:
        set_rune(s, action[1])
    elif kind == CHANGE_POSITION:
        change_position(s, action[1])
    else:
        mulligan(s, kind == MULLIGAN)
    if s.phase == M_PRIORITY:
        settle(s)


def settle(s) -> None:
    """Pass automatically for a player holding priority with nothing to activate."""
    while s.phase == M_PRIORITY:
        seat = s.priority
        acts = activations(s, seat) if could_respond(s, seat) else None
        if acts:
            s._legal = [(PASS,)] + acts
            return
        pass_priority(s)


# --- opening, turns and phases --------------------------------------------------------------
def mulligan(s, take: bool) -> None:
    seat = s.decider
    if take:
        hand = s.hand[seat]
        for uid in hand:
            s.deck[seat].append(uid)
            s.zone[uid] = Z_DECK
        hand.clear()
        shuffle(s.rng, s.deck[seat])
        for _ in range(HAND_SIZE):
            s._draw(seat)
        s.redrew[seat] = True
    if s.logging:
        s._log(seat, "mulligan" if take else "keep")
    if seat == 0 and not s.goldfish:
        s.decider = 1
        return
    s.first = s.first_choice if s.first_choice is not None else s.rng.randrange(2)
    if s.logging:
        s._log(s.first, "goes-first")
    start_turn(s, s.first)


def start_turn(s, seat: int) -> None:
    s.turn += 1
    if s.turn > s.turn_cap:
        s.turn = s.turn_cap
        s.capped = True
        s.winner_seat = None
        s.phase = M_OVER
        s.decider = -1
        return
    s.active = seat
    s.normal_summoned = False
    s.battle = False
    s.played_now = False
    if s.goldfish and seat == 1:
        end_turn(s)  # the goldfish opponent never acts
        return
    s.own_turns[seat] += 1
    if s.logging:
        s._log(seat, "turn-start")
    if s.turn > 1:
        s._draw(seat)
    if s.table.any_turn_effects:
        s._run_triggers(seat, s.table.on_start, "start-effect")
    s.phase, s.decider = M_MAIN, seat


def end_phase(s) -> None:
    """Entering the End Phase: the opponent may use its set runes (rule 'end-phase-window'), then the
    End of Turn effects resolve and the turn passes."""
    if not s.goldfish and could_respond(s, 1 - s.active):
        open_window(s, W_END, 1 - s.active)
        return
    end_turn(s)


def end_turn(s) -> None:
    if s.table.any_turn_effects:
        s._run_triggers(s.active, s.table.on_end, "end-effect")
    for uid in s.temped:
        s.temp_power[uid] = s.temp_tough[uid] = 0
    s.temped = []
    seat = s.active
    if not s.played_now and not (s.goldfish and seat == 1):
        s.idle_turns[seat] += 1
    start_turn(s, 1 - seat)


def back_to_phase(s) -> None:
    s.phase, s.decider = (M_BATTLE if s.battle else M_MAIN), s.active


# --- main phase -----------------------------------------------------------------------------
def normal_summon(s, uid: int, position: int, t1: int, t2: int) -> None:
    seat = s.active
    for tribute in (t1, t2):
        if tribute >= 0:
            s._to_nether(tribute)
            if s.logging:
                s._log(seat, "tribute", s.table.name[s.cid[tribute]])
    played(s, seat, uid)
    s.normal_summoned = True
    face_up = position == ATTACK_POS
    s._put_on_field(uid, face_up, face_up)
    if s.logging:
        s._log(seat, "summon" if face_up else "set-creature", s.table.name[s.cid[uid]] if face_up else "?")
    window_or_pass(s, W_SUMMON, 1 - seat)


def set_rune(s, uid: int) -> None:
    seat = s.active
    played(s, seat, uid)
    s._take(uid)
    s.runes[seat].append(uid)
    s.zone[uid], s.equip[uid] = Z_RUNES, -1
    if s.logging:
        s._log(seat, "set-rune")


def change_position(s, uid: int) -> None:
    if s.face_up[uid]:
        s.attack_pos[uid] = not s.attack_pos[uid]
    else:
        s.face_up[uid] = s.attack_pos[uid] = True
    s.moved_turn[uid] = s.turn
    if s.logging:
        s._log(s.active, "position", s.table.name[s.cid[uid]], "attack" if s.attack_pos[uid] else "defense")


# --- chains ---------------------------------------------------------------------------------
def open_window(s, kind: int, seat: int) -> None:
    s.window = kind
    s.priority = seat
    s.passes = 0
    s.board_start = s.board_moves
    s.phase, s.decider = M_PRIORITY, seat


def window_or_pass(s, kind: int, seat: int) -> None:
    """open_window for a summon or an attack, with the pass settle() would make at once when `seat`
    holds nothing to activate (no chain: the window just closes), without the round trip."""
    if could_respond(s, seat):
        open_window(s, kind, seat)  # settle() asks for the activations
        return
    s.window = W_NONE  # as the pass leaves them
    s.priority = seat
    s.passes = 0
    s.board_start = s.board_moves
    if kind == W_ATTACK:
        after_attack_responses(s)
    else:
        back_to_phase(s)


def activate(s, uid: int, target: int, arg: int) -> None:
    seat = s.decider
    by_creature = s.zone[uid] == Z_FIELD  # a creature's activated effect: the creature stays put
    if by_creature:
        spec = s.table.effects[s.cid[uid]].activated
        s.used_turn[uid] = s.turn
    else:
        if s.zone[uid] == Z_HAND:
            played(s, seat, uid)
        s._take(uid)
        s.zone[uid] = Z_CHAIN
        spec = s.table.effects[s.cid[uid]]
    stamp = s.stamp[target] if target >= 0 else 0
    s.chain.append((uid, seat, target, arg, stamp, by_creature))
    if spec.cost_hp:
        s.hp[seat] -= spec.cost_hp
        if s.logging:
            s._log(seat, "pay-hp", spec.cost_hp, s.hp[seat])
        if s._check_over():  # rule 'hp-cost-payable': HP paid down to 0 loses at once
            return
    if s.logging:
        s._log(seat, "activate", s.table.name[s.cid[uid]], s.table.name[s.cid[target]] if target >= 0 else "")
    if s.window == W_NONE:
        open_window(s, W_ACTIVATION, 1 - seat)
    else:
        s.priority, s.passes = 1 - seat, 0
        s.phase, s.decider = M_PRIORITY, 1 - seat


def pass_priority(s) -> None:
    if s.chain:
        s.passes += 1
        if s.passes < 2:
            s.priority = s.decider = 1 - s.priority
            return
        while s.chain:
            resolve_link(s, s.chain.pop())
    kind, s.window = s.window, W_NONE
    if kind == W_ATTACK:
        after_attack_responses(s)
    elif kind == W_END:
        end_turn(s)
    else:
        back_to_phase(s)


def resolve_link(s, link) -> None:
    uid, seat, target, arg, stamp, by_creature = link
    table = s.table
    spec = table.effects[s.cid[uid]]
    if by_creature:
        spec = spec.activated
    if s.logging:
        s._log(seat, "resolve", table.name[s.cid[uid]])
    if not by_creature and table.kind[s.cid[uid]] == WARD:
        if creature_there(s, target, stamp) and s.face_up[target] and s.owner[target] == seat:
            s.runes[seat].append(uid)
            s.zone[uid], s.equip[uid] = Z_RUNES, target
            s.eq_power[target] += spec.power
            s.eq_tough[target] += spec.toughness
            s.eq_attacks[target] += spec.extra_attacks
            s.eq_thorns[target] += spec.thorns
            s.eq_immune[target] += spec.battle_immune
            s.board_moves += 1
        else:
            s.zone[uid] = Z_NETHER
            s.nether[s.owner[uid]].append(uid)
        return
    for step in spec.steps:
        STEPS[step[0]](s, seat, step, spec, target, stamp, arg)  # handlers.STEPS
    if by_creature:
        return
    s.zone[uid] = Z_NETHER
    s.nether[s.owner[uid]].append(uid)


# --- attacks and battle ---------------------------------------------------------------------
def declare_attack(s, target: int) -> None:
    turn = s.turn
    for attacker in s.attackers:
        if s.attack_turn[attacker] != turn:
            s.attack_turn[attacker], s.attacks[attacker] = turn, 0
        s.attacks[attacker] += 1
    s.attack_target, s.target_stamp, s.negated = target, (s.stamp[target] if target >= 0 else 0), False
    if s.logging:
        names = "+".join(s.table.name[s.cid[a]] for a in s.attackers)
        s._log(s.active, "combination-attack" if s.combo else "attack", names,
               s.table.name[s.cid[target]] if target >= 0 and s.face_up[target] else ("direct" if target < 0 else "?"))
    window_or_pass(s, W_ATTACK, 1 - s.active)


def after_attack_responses(s) -> None:
    if s.negated:
        if s.logging:
            s._log(s.active, "attack-negated")
        end_attack(s)
        return
    zone, stamp = s.zone, s.stamp
    for attacker, attacker_stamp in zip(s.attackers, s.attack_stamps, strict=True):
        if zone[attacker] != Z_FIELD or stamp[attacker] != attacker_stamp:  # one left: keep those still there
            kept = [(a, st) for a, st in zip(s.attackers, s.attack_stamps, strict=True) if creature_there(s, a, st)]
            s.attackers, s.attack_stamps = [a for a, _ in kept], [st for _, st in kept]
            break
    target = s.attack_target
    if not s.attackers or (target >= 0 and not creature_there(s, target, s.target_stamp)):
        if s.logging:
            s._log(s.active, "attack-cancelled")
        end_attack(s)
        return
    if s.board_moves != s.board_start:
        s.phase, s.decider = M_CONTINUE, s.active
        return
    block_step(s)


def block_step(s) -> None:
    if s.combo:
        _flip_up(s, s.attack_target)
        s.combo_at, s.combo_tough = 0, s.toughness_of(s.attack_target)
        combo_step(s)
        return
    if s.attack_target >= 0 and blockers(s):
        s.phase, s.decider = M_BLOCK, 1 - s.active
        return
    fight(s, -1)


def combo_step(s) -> None:
    """The next attack of a Combination Attack: each attack of the sequence may be blocked (rule
    'combination-blockable'); the sequence ends when the target falls or the attackers run out."""
    target = s.attack_target
    while s.combo_at < len(s.attackers):
        if s.zone[target] != Z_FIELD or s.hp[0] <= 0 or s.hp[1] <= 0:
            break
        attacker = s.attackers[s.combo_at]
        if s.zone[attacker] != Z_FIELD or s.stamp[attacker] != s.attack_stamps[s.combo_at]:
            s.combo_at += 1  # removed during the attack: it drops out
            continue
        if blockers(s):
            s.phase, s.decider = M_BLOCK, 1 - s.active
            return
        combo_attack(s, -1)
        return
    end_attack(s)


def _past_blocker(s, attacker: int, blocker: int) -> int | None:
    """The attacker's power left for its target once the blocker (if any, -1 for none) is dealt
    with, or None when the block stopped the attack (the attacker lost or tied, or the blocker
    survived)."""
    power = s.power_of(attacker)
    if blocker < 0:
        return power
    if s.logging:
        s._log(1 - s.active, "block", s.table.name[s.cid[blocker]])
    blocker_toughness = s.toughness_of(blocker)
    outcome = clash(s, attacker, blocker, power, blocker_toughness)
    if outcome <= 0 or s.zone[blocker] == Z_FIELD:
        return None
    return max(0, power - blocker_toughness)


def combo_attack(s, blocker: int) -> None:
    """One attack of a Combination Attack, blocked or not; the target's toughness drops by the power
    that reached it."""
    attacker, target = s.attackers[s.combo_at], s.attack_target
    s.combo_at += 1
    power = _past_blocker(s, attacker, blocker)
    if power is None:
        combo_step(s)
        return
    if s.zone[attacker] == Z_FIELD and s.zone[target] == Z_FIELD:
        if clash(s, attacker, target, power, s.combo_tough) >= 0:
            end_attack(s)
            return
        s.combo_tough = max(0, s.combo_tough - power)
    combo_step(s)


def end_attack(s) -> None:
    s.attackers = []
    s.attack_stamps = []
    s.combo = False
    s.attack_target = -1
    s.negated = False
    if not s._check_over():
        back_to_phase(s)


def _flip_up(s, uid: int) -> None:
    if not s.face_up[uid]:
        s.face_up[uid] = True
        if s.logging:
            s._log(s.owner[uid], "flipped", s.table.name[s.cid[uid]])


def _destroy(s, uid: int, other: int, dead: list, damage: list) -> None:
    """Mark `uid` destroyed by battle with `other` (unless it cannot be) and count the damage."""
    if s.eq_immune[uid]:
        return
    dead.append(uid)
    if s.attack_pos[uid]:
        damage[s.owner[uid]] += 1
    if s.eq_thorns[uid]:
        damage[s.owner[other]] += s.eq_thorns[uid]


def _settle_battle(s, dead: list, damage: list) -> None:
    if len(dead) > 1:
        dead.sort(key=lambda uid: s.owner[uid] != s.active)  # the turn player's cards first
    for uid in dead:
        if s.zone[uid] == Z_FIELD:
            if s.logging:
                s._log(s.owner[uid], "destroyed", s.table.name[s.cid[uid]])
            s._to_nether(uid)
    for seat in (s.active, 1 - s.active):
        if damage[seat]:
            s._damage(seat, damage[seat])


def clash(s, attacker: int, target: int, power: int, toughness: int) -> int:
    """One attack: attacker's power against target's toughness. Returns 1 (power higher), 0 (tie) or -1."""
    dead, damage = [], [0, 0]
    if power > toughness:
        _destroy(s, target, attacker, dead, damage)
        outcome = 1
    elif power == toughness:
        _destroy(s, attacker, target, dead, damage)
        _destroy(s, target, attacker, dead, damage)
        outcome = 0
    else:
        if s.attack_pos[target]:
            _destroy(s, attacker, target, dead, damage)
        outcome = -1
    _settle_battle(s, dead, damage)
    return outcome


def fight(s, blocker: int) -> None:
    target = s.attack_target
    if target < 0:
        for _ in s.attackers:
            s._damage(1 - s.active, 1)
        end_attack(s)
        return
    _flip_up(s, target)
    attacker = s.attackers[0]
    power = _past_blocker(s, attacker, blocker)
    if power is None:
        end_attack(s)
        return
    if s.zone[attacker] == Z_FIELD and s.zone[target] == Z_FIELD:
        clash(s, attacker, target, power, s.toughness_of(target))
    end_attack(s)
