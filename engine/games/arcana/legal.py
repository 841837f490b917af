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

ATTACK_ONLY = frozenset((T_ATTACKER, T_ATTACK))  # rune targets that exist only while an attack can be answered


def legal_actions(s) -> list:
    mode = s.phase
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


def hand_cards(s, seat) -> tuple[list, list, list]:
    """One instance per distinct card in `seat`'s hand, in hand order: (creatures, runes, runes and wards)."""
    creatures = []  # one assignment each: a parallel one of 4 or more builds a tuple in Python 3.11
    runes = []
    spells = []
    seen = []  # a list is quicker than a set for a hand
    cid, kinds = s.cid, s.table.kind
    for uid in s.hand[seat]:
        card = cid[uid]
        if card in seen:
            continue
        seen.append(card)
        card_kind = kinds[card]
        if card_kind == CREATURE:
            creatures.append(uid)
        else:
            spells.append(uid)
            if card_kind == RUNE:
                runes.append(uid)
    return creatures, runes, spells


def summon_options(s, creatures) -> list:
    """(uid, t1, t2) for each Normal (Tribute) Summon of the `creatures` in hand (main_actions gives one
    instance per distinct card; the greedy pilot its whole hand: other cards are passed over); t1/t2: the
    tributes or -1. Each may be made in either position."""
    field = s.field[s.active]
    cid = s.cid
    stars_of = s.table.stars
    tribes = s.table.tribe
    kinds = s.table.kind
    options = []
    room = len(field) < ZONE_SIZE
    for uid in creatures:
        card = cid[uid]
        if kinds[card] != CREATURE:
            continue
        stars, tribe = stars_of[card], tribes[card]
        if stars <= 1:
            if room:
                options.append((uid, -1, -1))
        elif stars == 2:
            for t in field:
                if tribes[cid[t]] == tribe:
                    options.append((uid, t, -1))
        else:
            for i, t1 in enumerate(field):
                same1 = tribes[cid[t1]] == tribe
                for t2 in field[i + 1:]:
                    if same1 or tribes[cid[t2]] == tribe:
                        options.append((uid, t1, t2))
    return options


def summons(s, creatures) -> list:
    """(SUMMON, uid, position, t1, t2): each summon option in attack position, then set."""
    acts = []  # a loop, not a list comprehension: cheaper for a few options
    for uid, t1, t2 in summon_options(s, creatures):
        acts.append((SUMMON, uid, 0, t1, t2))
        acts.append((SUMMON, uid, 1, t1, t2))
    return acts


def position_changes(s) -> list:
    """The active seat's creatures that may change position (not summoned, moved or attacking this turn)."""
    turn = s.turn
    summoned_turn = s.summoned_turn
    moved_turn = s.moved_turn
    attack_turn = s.attack_turn
    movable = []  # a loop, not a list comprehension: cheaper for the few creatures on a field
    for uid in s.field[s.active]:
        if summoned_turn[uid] != turn and moved_turn[uid] != turn and attack_turn[uid] != turn:
            movable.append(uid)
    return movable


def main_actions(s) -> list:
    """The Main Phase actions (the greedy pilot walks the same pieces in the same order)."""
    seat = s.active
    creatures, runes, spells = hand_cards(s, seat)
    acts = [(NEXT_PHASE,)]
    if not s.normal_summoned and creatures:
        acts += summons(s, creatures)
    room = len(s.runes[seat]) < ZONE_SIZE  # s.rune_zone_used(seat): no chain in the Main Phase
    if room:
        for uid in runes:  # loops, not list comprehensions: cheaper for a few cards
            acts.append((SET_RUNE, uid))
    acts += activations(s, seat, open_main=True, hand=spells if room else ())
    for uid in position_changes(s):
        acts.append((CHANGE_POSITION, uid))
    return acts


def can_attack(s) -> list:
    turn = s.turn
    if turn <= 1:
        return []
    face_up = s.face_up
    attack_pos = s.attack_pos
    attack_turn = s.attack_turn
    attacks = s.attacks
    eq_attacks = s.eq_attacks
    ready = []  # a loop, not a list comprehension: cheaper for the few creatures on a field
    for uid in s.field[s.active]:
        if face_up[uid] and attack_pos[uid] and (attack_turn[uid] != turn or attacks[uid] < 1 + eq_attacks[uid]):
            ready.append(uid)
    return ready


def battle_actions(s) -> list:
    """The Battle Phase actions (the greedy pilot walks the same pieces in the same order)."""
    acts = [(NEXT_PHASE,)]
    attackers = can_attack(s)
    if attackers:
        targets = s.field[1 - s.active]
        if not targets:
            for a in attackers:  # loops, not list comprehensions: cheaper for a few creatures
                acts.append((ATTACK, a, -1))
        else:
            for a in attackers:
                for t in targets:
                    acts.append((ATTACK, a, t))
            if len(attackers) >= 2:
                for t in targets:
                    acts.append((COMBO_BEGIN, t))
    acts += activations(s, s.active)
    return acts


def blockers(s) -> list:
    target = s.attack_target
    face_up = s.face_up
    attack_pos = s.attack_pos
    walls = []
    for uid in s.field[1 - s.active]:  # a loop: cheaper than a list comprehension for a few creatures
        if face_up[uid] and not attack_pos[uid] and uid != target:
            walls.append(uid)
    return walls


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
    kind, cid, runes = s.table.kind, s.cid, s.runes[seat]
    if runes:
        equip = s.equip
        for uid in runes:
            if equip[uid] < 0 and kind[cid[uid]] == RUNE:
                return True
    if seat == s.active:
        if (len(runes) if not s.chain else s.rune_zone_used(seat)) < ZONE_SIZE:
            for uid in s.hand[seat]:
                if kind[cid[uid]] == RUNE:
                    return True
        if s.table.any_activated:
            activated = s.table.activated
            face_up = s.face_up
            used_turn = s.used_turn
            turn = s.turn
            for uid in s.field[seat]:
                if face_up[uid] and activated[cid[uid]] is not None and used_turn[uid] != turn:
                    return True
    return False


def activations(s, seat, open_main=False, hand=None) -> list:
    """(ACTIVATE, uid, target, arg) for the runes (set, or in hand on your own turn), in your open Main
    Phase the wards, and on your own turn your face-up creatures' activated effects. `hand`: the runes
    and wards of the hand that may be activated, when the caller has already worked them out."""
    table, cid = s.table, s.cid
    kind = table.kind
    own_turn = seat == s.active
    acts = []
    if own_turn and table.any_activated:
        activated = table.activated
        for uid in s.field[seat]:
            if activated[cid[uid]] is not None:  # a creature with an activated effect: list them all
                acts = creature_activations(s, seat)
                break
    sources = []
    runes = s.runes[seat]
    if runes:
        equip, seen = s.equip, []  # seen: a list is quicker than a set for a few cards
        for uid in runes:  # set runes (an unequipped card in the Rune Zone is a rune)
            if equip[uid] < 0:
                card = cid[uid]
                if card not in seen:
                    seen.append(card)
                    sources.append(uid)
    if own_turn:
        if hand is not None:
            if hand:
                if open_main and s.window == W_NONE:  # the wards too: all of them
                    sources += hand
                else:
                    for uid in hand:  # a loop, not a list comprehension: cheaper for a few cards
                        if kind[cid[uid]] == RUNE:
                            sources.append(uid)
        elif s.hand[seat] and (len(runes) if not s.chain else s.rune_zone_used(seat)) < ZONE_SIZE:
            wards, seen = open_main and s.window == W_NONE, []  # seen: a list is quicker than a set for a hand
            for uid in s.hand[seat]:
                card = cid[uid]
                card_kind = kind[card]
                if card_kind != CREATURE and (wards or card_kind == RUNE) and card not in seen:
                    seen.append(card)
                    sources.append(uid)
    if not sources:
        return acts
    effects, hp = table.effects, s.hp[seat]
    no_attack_to_answer = s.window != W_ATTACK or s.negated  # rune_targets finds nothing for ATTACK_ONLY then
    for uid in sources:
        card = cid[uid]
        if kind[card] == WARD:
            face_up = s.face_up
            for creature in s.field[seat]:
                if face_up[creature]:
                    acts.append((ACTIVATE, uid, creature, 0))
            continue
        spec = effects[card]
        if spec.cost_hp > hp:  # rule 'hp-cost-payable': you may pay down to 0 HP (and lose)
            continue
        if spec.target == T_NONE:
            acts.append((ACTIVATE, uid, -1, 0))
            continue
        if no_attack_to_answer and spec.target in ATTACK_ONLY:
            continue
        for target, arg in rune_targets(s, seat, uid, spec):
            acts.append((ACTIVATE, uid, target, arg))
    return acts


def creature_activations(s, seat) -> list:
    """Activated effects of `seat`'s face-up creatures: once per turn per card, only on your own turn
    (seed §Creature Cards); they go on the chain like a rune, with no Rune Zone."""
    acts = []
    activated = s.table.activated
    cid = s.cid
    face_up = s.face_up
    used_turn = s.used_turn
    turn = s.turn
    for uid in s.field[seat]:
        spec = activated[cid[uid]]
        if spec is None or not face_up[uid] or used_turn[uid] == turn or spec.cost_hp > s.hp[seat]:
            continue
        for target, arg in rune_targets(s, seat, uid, spec):
            acts.append((ACTIVATE, uid, target, arg))
    return acts


def rune_targets(s, seat, uid, spec) -> list:
    kind = spec.target
    if kind == T_NONE:
        return [(-1, 0)]
    if kind == T_OWN_FACE_UP or kind == T_ANY_FACE_UP:  # loops: cheaper than comprehensions for a few creatures
        face_up, targets = s.face_up, []
        for c in s.field[seat]:
            if face_up[c]:
                targets.append((c, 0))
        if kind == T_ANY_FACE_UP:
            for c in s.field[1 - seat]:
                if face_up[c]:
                    targets.append((c, 0))
        return targets
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
