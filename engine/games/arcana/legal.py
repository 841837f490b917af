"""Legal actions of an Arcana state (see state.py for the action tuples)."""
from __future__ import annotations

from engine.games.arcana.cards import CREATURE, RUNE, WARD
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
    M_BATTLE,
    M_BLOCK,
    M_COMBO,
    M_CONTINUE,
    M_MAIN,
    M_MULLIGAN,
    M_PRIORITY,
    MULLIGAN,
    NEXT_PHASE,
    NO_BLOCK,
    PASS,
    SET_RUNE,
    SUMMON,
    W_ATTACK,
    W_NONE,
    Z_FIELD,
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


def legal_actions(s) -> list:
    mode = s.mode
    if mode == M_MAIN:
        return main_actions(s)
    if mode == M_BATTLE:
        return battle_actions(s)
    if mode == M_PRIORITY:
        return [(PASS,)] + activations(s, s.priority)
    if mode == M_COMBO:
        acts = [(COMBO_ADD, a) for a in can_attack(s) if a not in s.attackers]
        if len(s.attackers) >= 2:
            acts.append((COMBO_GO,))
        return acts
    if mode == M_BLOCK:
        return [(NO_BLOCK,)] + [(BLOCK, b) for b in blockers(s)]
    if mode == M_CONTINUE:
        return continue_options(s)
    if mode == M_MULLIGAN:
        return [(KEEP,), (MULLIGAN,)]
    return []


def _distinct(s, uids, kind):
    seen, out = set(), []
    cid, kinds = s.cid, s.table.kind
    for uid in uids:
        card = cid[uid]
        if kinds[card] == kind and card not in seen:
            seen.add(card)
            out.append(uid)
    return out


def summons(s) -> list:
    seat = s.active
    field = s.field[seat]
    table = s.table
    acts = []
    room = len(field) < ZONE_SIZE
    for uid in _distinct(s, s.hand[seat], CREATURE):
        card = s.cid[uid]
        stars, tribe = table.stars[card], table.tribe[card]
        if stars <= 1:
            if room:
                acts.append((SUMMON, uid, 0, -1, -1))
                acts.append((SUMMON, uid, 1, -1, -1))
        elif stars == 2:
            for t in field:
                if table.tribe[s.cid[t]] == tribe:
                    acts.append((SUMMON, uid, 0, t, -1))
                    acts.append((SUMMON, uid, 1, t, -1))
        else:
            for i, t1 in enumerate(field):
                same1 = table.tribe[s.cid[t1]] == tribe
                for t2 in field[i + 1:]:
                    if same1 or table.tribe[s.cid[t2]] == tribe:
                        acts.append((SUMMON, uid, 0, t1, t2))
                        acts.append((SUMMON, uid, 1, t1, t2))
    return acts


def main_actions(s) -> list:
    seat, turn = s.active, s.turn
    acts = [(NEXT_PHASE,)]
    if not s.normal_summoned:
        acts += summons(s)
    if s.rune_zone_used(seat) < ZONE_SIZE:
        acts += [(SET_RUNE, uid) for uid in _distinct(s, s.hand[seat], RUNE)]
    acts += activations(s, seat, open_main=True)
    for uid in s.field[seat]:
        if s.summoned_turn[uid] != turn and s.moved_turn[uid] != turn and s.attack_turn[uid] != turn:
            acts.append((CHANGE_POSITION, uid))
    return acts


def can_attack(s) -> list:
    if s.turn <= 1:
        return []
    turn = s.turn
    return [uid for uid in s.field[s.active]
            if s.face_up[uid] and s.attack_pos[uid]
            and (s.attack_turn[uid] != turn or s.attacks[uid] < 1 + s.eq_attacks[uid])]


def battle_actions(s) -> list:
    acts = [(NEXT_PHASE,)]
    attackers = can_attack(s)
    if attackers:
        targets = s.field[1 - s.active]
        if not targets:
            acts += [(ATTACK, a, -1) for a in attackers]
        else:
            acts += [(ATTACK, a, t) for a in attackers for t in targets]
            if len(attackers) >= 2:
                acts += [(COMBO_BEGIN, t) for t in targets]
    acts += activations(s, s.active)
    return acts


def blockers(s) -> list:
    target = s.attack_target
    return [uid for uid in s.field[1 - s.active] if s.face_up[uid] and not s.attack_pos[uid] and uid != target]


def continue_options(s) -> list:
    acts = [(CALL_OFF,)]
    if s.attack_target >= 0:
        acts.append((CONTINUE, s.attack_target))
    else:
        targets = s.field[1 - s.active]
        acts += [(CONTINUE, t) for t in targets] if targets else [(CONTINUE, -1)]
    return acts


def could_respond(s, seat) -> bool:
    """Cheap test: does this seat hold anything it might activate now?"""
    kind = s.table.kind
    for uid in s.runes[seat]:
        if s.equip[uid] < 0 and kind[s.cid[uid]] == RUNE:
            return True
    if seat == s.active:
        if s.rune_zone_used(seat) < ZONE_SIZE:
            for uid in s.hand[seat]:
                if kind[s.cid[uid]] == RUNE:
                    return True
        effects, turn = s.table.effects, s.turn
        for uid in (s.field[seat] if s.table.any_activated else ()):
            if s.face_up[uid] and effects[s.cid[uid]].activated is not None and s.used_turn[uid] != turn:
                return True
    return False


def activations(s, seat, open_main=False) -> list:
    """(ACTIVATE, uid, target, arg) for the runes (set, or in hand on your own turn), in your open Main
    Phase the wards, and on your own turn your face-up creatures' activated effects."""
    table, cid = s.table, s.cid
    kind, effects, equip = table.kind, table.effects, s.equip
    sources, seen = [], set()
    for uid in s.runes[seat]:  # set runes (an unequipped card in the Rune Zone is a rune)
        if equip[uid] < 0 and cid[uid] not in seen:
            seen.add(cid[uid])
            sources.append(uid)
    acts = []
    if seat == s.active:
        if s.rune_zone_used(seat) < ZONE_SIZE:
            wards, seen = open_main and s.window == W_NONE, set()
            for uid in s.hand[seat]:
                card = cid[uid]
                if card not in seen and (kind[card] == RUNE or (wards and kind[card] == WARD)):
                    seen.add(card)
                    sources.append(uid)
        if table.any_activated:
            acts += creature_activations(s, seat)
    for uid in sources:
        card = cid[uid]
        spec = effects[card]
        if kind[card] == WARD:
            acts += [(ACTIVATE, uid, c, 0) for c in s.field[seat] if s.face_up[c]]
            continue
        if spec.cost_hp > s.hp[seat]:  # rule 'hp-cost-payable': you may pay down to 0 HP (and lose)
            continue
        for target, arg in rune_targets(s, seat, uid, spec):
            acts.append((ACTIVATE, uid, target, arg))
    return acts


def creature_activations(s, seat) -> list:
    """Activated effects of `seat`'s face-up creatures: once per turn per card, only on your own turn
    (seed §Creature Cards); they go on the chain like a rune, with no Rune Zone."""
    acts, effects, turn = [], s.table.effects, s.turn
    for uid in s.field[seat]:
        spec = effects[s.cid[uid]].activated
        if spec is None or not s.face_up[uid] or s.used_turn[uid] == turn or spec.cost_hp > s.hp[seat]:
            continue
        for target, arg in rune_targets(s, seat, uid, spec):
            acts.append((ACTIVATE, uid, target, arg))
    return acts


def rune_targets(s, seat, uid, spec) -> list:
    kind = spec.target
    if kind == T_NONE:
        return [(-1, 0)]
    if kind == T_OWN_FACE_UP:
        return [(c, 0) for c in s.field[seat] if s.face_up[c]]
    if kind == T_ANY_FACE_UP:
        return [(c, 0) for side in (seat, 1 - seat) for c in s.field[side] if s.face_up[c]]
    if kind == T_WARD:
        return [(w, 0) for side in (seat, 1 - seat) for w in s.runes[side] if s.equip[w] >= 0]
    if kind in (T_ATTACKER, T_ATTACK):
        if s.window != W_ATTACK or s.negated:
            return []
        if kind == T_ATTACK:
            return [(-1, 0)]
        return [(a, 0) for a, stamp in zip(s.attackers, s.attack_stamps, strict=True)
                if s.zone[a] == Z_FIELD and s.stamp[a] == stamp and s.power_of(a) <= spec.target_power_max]
    if len(s.field[seat]) >= ZONE_SIZE:
        return []
    if kind == T_NETHER_CREATURE:
        return [(c, 0) for c in _distinct(s, s.nether[seat], CREATURE)]
    if kind == T_HAND_CREATURE:
        stars = s.table.stars
        return [(c, pos) for c in _distinct(s, s.hand[seat], CREATURE)
                if c != uid and stars[s.cid[c]] == spec.target_stars for pos in (0, 1)]
    return []
