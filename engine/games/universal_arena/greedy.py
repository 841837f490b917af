"""A greedy Universal Arena pilot: cheap heuristics, no search.

- Starting a round (initiative): an Ultimate when the meter is full, else the attack with the most
  total damage it can pay for (with the bonus damage its character's resource would add now), else a
  special with an effect; placed in the fastest zone the card allows (fewer answers for the opponent). Ends the turn when it has nothing worth starting with,
  except that the turn's first round must be started (rule "combat-start"): then it leads with
  its biggest shield, else its cheapest card.
- The Movement Round (current rules): the free swap when it brings its attacks closer to their targets.
- Answering an opposing attack at the right end of the Active Zone (current rules): first, an attack that
  fits a faster zone and defeats the attacking character even on a low roll interrupts there; else
  an attack that beats it on
  total damage (cheapest such), else the defense that stops the most (Evade counts as stopping it
  all) when it saves 2 HP or more or when the hit would be lethal; else passes.
- Against an opposing defense or special, or its own card, at the right end: adds its biggest
  attack (it takes the clash and lets the earlier attack through; on its own card it resolves
  unopposed).
- A Follow-Up window (current rules): it plays the Follow-Up card with the most total damage (any
  Follow-Up card when none attacks) at its usual target; it never declines one.
- Splash cards aim at the opposing character with the most neighbours."""
from __future__ import annotations

from engine.games.universal_arena.cards import ALL_ENEMIES, ATTACK, DEFENSE, ONE_ALLY, ONE_ENEMY, SPECIAL
from engine.games.universal_arena.state import (
    END_TURN,
    ENERGY_PER_TURN,
    FOLLOW_UP,
    MOVEMENT,
    PASS,
    PLAY,
    PRIORITY,
    ROUND_START,
    SCRY_BACK,
    SCRY_DISCARD,
    SCRY_WINDOW,
    SWAP,
    ULTIMATE,
    UniversalArenaState,
    alive_positions,
    most_hurt,
)
from engine.games.universal_arena.statuses import restrictions_met


def gates(state: UniversalArenaState, seat) -> bool:
    """Whether a restriction or a status may bar some card of the seat now (else every card may be played)."""
    return state.current and bool(state.table.any_requires or seat.blocked or seat.stunned or seat.barred)


def len_and_x(action) -> tuple:
    return len(action), action[-1]


class GreedyPilot:
    __slots__ = ("seat",)
    name = "greedy"

    def __init__(self, seat: int = 0):
        self.seat = seat

    def choose(self, state: UniversalArenaState):
        phase = state.phase
        if not state.current:  # seed 003's rules: no Movement Round, windows, X or restrictions
            return self._start_round_seed(state) if phase == ROUND_START else self._respond(state)
        if phase == ROUND_START or phase == PRIORITY:
            action = self._start_round(state) if phase == ROUND_START else self._respond(state)
            return self._with_x(state, action) if state.table.any_fifth else action
        if state.phase == FOLLOW_UP:
            return self._follow_up(state)
        if state.phase == MOVEMENT:
            return self._movement(state)
        return state.legal_actions()[0]

    def _movement(self, state: UniversalArenaState):
        """The Movement Round: the free swap when it brings the attacks in hand closer to the enemies they
        would hit (their mean Power after Distance, each at its best target, summed), else Pass."""
        index = state.actor
        seat = state.seats[index]
        if seat.swapped or len(seat.characters) < 2:
            return PASS
        table = state.table
        alive = alive_positions(state.seats[1 - index].hps)
        order = seat.characters
        width = len(order)
        # each key's column (its first one, as seat.position_of: filled from the right)
        where = {order[column]: column for column in range(width - 1, -1, -1)}
        cache = table.reach_cache.get((width, alive))  # {card: its option values per column}, for this row, enemies
        if cache is None:
            cache = table.reach_cache[(width, alive)] = {}
        # The reach of a choice (Pass, or a swap at position p) is the sum over the attacks in hand of each
        # one's reach (its mean Power after Distance at its best target) from the column its character has
        # after the choice: each card's values for every choice, from each column, are worked out once.
        character, hps = table.character, seat.hps
        values = []
        for card in seat.hand:
            options = cache.get(card)
            if options is None:
                options = cache[card] = GreedyPilot._reach_options(state, card, width, alive)
            if not options:  # (not a 1 Enemy attack)
                continue
            own = where.get(character[card], -1)
            if own < 0 or not hps[own]:
                continue
            values.append(options[own])
        if not values:
            return PASS
        # per choice (Pass, then a swap at each position) the sum over the cards; the rows have the same length
        # (no strict=: a keyword makes zip parse its arguments on each call)
        totals = list(map(sum, zip(*values)))  # noqa: B905
        best, best_reach = PASS, totals[0]
        statuses = seat.statuses
        for position in range(width - 1):
            if ("Root", "value") in statuses[position] or ("Root", "value") in statuses[position + 1]:
                continue
            if totals[position + 1] > best_reach:
                best, best_reach = (SWAP, position), totals[position + 1]
        return best

    @staticmethod
    def _reach_options(state: UniversalArenaState, card: int, width: int, alive: tuple) -> tuple:
        """_movement's table for one card: () unless it is a 1 Enemy attack; else, for each column of its
        character, its reach after each choice (Pass, then a swap at position 0, 1, ...)."""
        table = state.table
        if table.kind[card] != ATTACK or table.target[card] != ONE_ENEMY:
            return ()
        power = table.mean_power[card] * table.hits[card]
        reaches = tuple(max((state.distance_power(card, column, t, power) for t in alive), default=0)
                        for column in range(width))
        return tuple((reaches[own], *(reaches[p + 1 if own == p else p if own == p + 1 else own]
                                     for p in range(width - 1)))
                     for own in range(width))

    def _follow_up(self, state: UniversalArenaState):
        if state.follow_ups[0][1] == SCRY_WINDOW:
            return self._scry(state)
        index = state.actor
        hand, table = state.seats[index].hand, state.table
        options = {action[1] for action in state.legal_actions() if action != PASS}
        position = max(options, key=lambda p: (table.kind[hand[p]] == ATTACK, table.total[hand[p]], -p))
        target = self._target(state, index, hand[position])
        plays = [a for a in state.legal_actions() if a != PASS and a[1] == position]
        return max((a for a in plays if a[3] == target), key=len_and_x, default=plays[0])

    @staticmethod
    def _scry(state: UniversalArenaState):
        """Scry (reading scry): it discards a card it could not play next turn (its cost above a turn's Energy,
        or barred by its restrictions now), else puts back its best card first (attacks by total damage,
        then defenses by shield, then the rest), so the best is drawn first."""
        index = state.actor
        seat, table = state.seats[index], state.table
        looked = seat.scrying
        for i, card in enumerate(looked):
            if table.cost[card] > ENERGY_PER_TURN or (table.requires[card] and not state.may_play(index, card)):
                return SCRY_DISCARD, i

        def value(card: int) -> tuple:
            return table.kind[card] == ATTACK, table.kind[card] == DEFENSE, table.total[card] + table.shield[card]

        return SCRY_BACK, max(range(len(looked)), key=lambda i: (value(looked[i]), -i))

    @classmethod
    def _with_x(cls, state: UniversalArenaState, action):
        """An X Energy card is played with all the Energy left after its cost (reading x-cost); a choose
        card with the option that lets most of its cards be played that cannot be now (reading
        choose-on-play), else the first."""
        if len(action) != 4 or action[0] not in (PLAY, ULTIMATE):
            return action
        seat = state.seats[state.actor]
        card = (seat.hand if action[0] == PLAY else seat.ultimates)[action[1]]
        fifth = state.table.fifth[card]
        if not fifth or not state.current:
            return action
        if fifth == "swap":
            return (*action, cls.swap_partner(state, state.actor, card, action[3]))
        if fifth == "ally":  # Redirect (Ally): onto the ally with the most HP and Shield
            seat = state.seats[state.actor]
            return (*action, max(state.fifth_choices(state.actor, card, action[3], 0),
                                 key=lambda p: (seat.hps[p] + seat.shields[p], -p)))
        if fifth == "x":
            if state.table.x_cost[card]:
                return (*action, seat.energy - state.costs[card])
            # a chosen X (reading chosen-x): the largest its character can pay for
            return (*action, max((x for x in state.fifths(card, 0) if state.x_payable(state.actor, card, x)),
                                 default=min(state.fifths(card, 0))))
        return (*action, cls._option(state, state.actor, card))

    @staticmethod
    def swap_partner(state: UniversalArenaState, index: int, card: int, target: int) -> int:
        """Swap (reading swap): an enemy target is brought to the column of the card's own character
        (opposed: no Distance for its next attacks), else to the nearest column; an ally or the character
        itself trades places with the neighbour on its right, else its left."""
        partners = state.swap_partners(index, card, target)
        if state.table.target[card] == ONE_ENEMY:
            own = state.seats[index].position_of(state.table.character[card])
            return min(partners, key=lambda p: (abs(p - own), p))
        primary = target if target >= 0 else state.seats[index].position_of(state.table.character[card])
        return min(partners, key=lambda p: (p < primary, abs(p - primary)))

    @staticmethod
    def _option(state: UniversalArenaState, index: int, card: int) -> int:
        table = state.table
        seat = state.seats[index]
        own = seat.position_of(table.character[card])
        if own < 0:
            return 0
        now = seat.statuses[own]
        others = [c for c in (*seat.hand, *seat.ultimates) if c != card and table.requires[c]
                  and table.character[c] == table.character[card]]

        def unlocked(option) -> int:
            gained = dict(now)
            for _, kind, name, stat, amount, *_ in option:
                if kind in ("gain_status", "set_status"):
                    gained[(name, stat)] = gained.get((name, stat), 0) + max(1, amount)
            return sum(restrictions_met(gained, table.requires[other]) for other in others)

        options = table.options[card]
        if table.weapons.get(table.character[card]):  # a weapon choice: the weapon its cards hit hardest with
            return max(range(len(options)), key=lambda i: (GreedyPilot.armed(state, index, card, options[i]), -i))
        return max(range(len(options)), key=lambda i: (unlocked(options[i]), -i))

    @staticmethod
    def armed(state: UniversalArenaState, index: int, card: int, effects) -> int:
        """What the weapon cards in hand of the card's character would deal after the card's weapon
        `effects` (reading weapons): each one's form under the new statuses, its total damage less the
        hits its Ammo cannot pay for (nothing when a spend it must pay in full cannot be paid)."""
        table = state.table
        seat = state.seats[index]
        key = table.character[card]
        own = seat.position_of(key)
        arsenal = table.weapons.get(key)
        if own < 0 or not arsenal:
            return 0
        statuses = dict(seat.statuses[own])
        for _, kind, name, _, amount, *_ in effects:
            if kind == "reload" or kind == "switch":
                for op, status, value in table.equip_changes(key, statuses, kind, name, amount):
                    if op == "remove_status":
                        statuses.pop((status, "value"), None)
                    else:
                        statuses[(status, "value")] = value
        value = 0
        for held in seat.hand:
            base = table.base_of[held]
            if table.character[held] != key or not any(link[1] in arsenal for link in table.forms[base]):
                continue
            form = table.form_of(base, statuses)
            damage = table.total[form]
            for _, kind, name, stat, amount, _, _, gate, _ in table.statuses[form]:
                if kind == "spend_status" and gate and statuses.get((name, stat), 0) < amount:
                    damage = 0
            if table.spent_hits[form]:
                hits = table.hits[form]
                damage = damage * min(statuses.get((table.spent_hits[form], "value"), 0), hits) // hits
            value += damage
        return value

    def bonus(self, state: UniversalArenaState, index: int, card: int) -> int:
        """The change its character's resource makes now to an attack's damage: the bonus damage of spending
        it (reading spend-x), or the hits it cannot pay for when the damage is dealt once per point spent
        (reading multihit-x; negative)."""
        table = state.table
        if not (table.bonus[card] or table.spent_hits[card]) or not state.current:
            return 0
        seat = state.seats[index]
        own = seat.position_of(table.character[card])
        if table.spent_hits[card]:
            hits = table.hits[card]
            have = seat.statuses[own].get((table.spent_hits[card], "value"), 0) if own >= 0 else 0
            return -(table.total[card] * (hits - min(have, hits)) // hits)
        resource, per = table.bonus[card]
        for _, kind, name, stat, cap, *_ in table.statuses[card]:
            if kind == "spend_x" and name == resource and own >= 0:
                return per * min(cap, seat.statuses[own].get((name, stat), 0))
        return 0

    def _target(self, state: UniversalArenaState, index: int, card: int) -> int:
        if not state.current:  # seed 003: Splash aims at the middle character (state.targets: any position)
            if not state.table.splash[card]:
                return -1
            return 1 if len(state.seats[1 - index].characters) >= 3 else 0
        aim = state.table.target[card]
        if aim != ONE_ENEMY and aim != ONE_ALLY:  # (state.targets: (-1,))
            return -1
        targets = state.targets(index, card)
        if len(targets) == 1:  # (the one choice: also (-1,))
            return targets[0]
        return self._aim(state, index, card, targets)

    def _aim(self, state: UniversalArenaState, index: int, card: int, targets: tuple[int, ...]) -> int:
        """_target of a card with a choice of targets."""
        if state.table.target[card] == ONE_ALLY:
            return most_hurt(state.seats[index], targets)
        # The enemy left with the least HP after this card's hit (its mean Power after Distance, index.md
        # Power 7): the one closest to defeat, unless a nearer one takes much more of the hit.
        table = state.table
        hps = state.seats[1 - index].hps
        source = state.seats[index].position_of(table.character[card])
        # the hit on each enemy column from the card's column (state._at_distance), the same every game
        key = (card, source, len(hps))
        hit = table.aim_cache.get(key)
        if hit is None:
            power = (table.power_low[card] + table.power_high[card]) // 2 if table.power_high[card] \
                else table.base_power[card]
            hit = table.aim_cache[key] = tuple(state.distance_power(card, source, p, power) * table.hits[card]
                                               for p in range(len(hps)))
        # min over (HP left, position), in a loop
        best, best_left = -1, 0
        for p in targets:
            left = hps[p] - hit[p]
            if best < 0 or left < best_left or (left == best_left and p < best):
                best, best_left = p, left
        return best

    def _start_round(self, state: UniversalArenaState):
        index = state.actor
        seat = state.seats[index]
        table = state.table
        cost, kind, total, speed = state.costs, table.kind, table.total, state.speeds
        energy = seat.energy
        gated = state.current and bool(table.any_requires or seat.blocked or seat.stunned or seat.barred)  # gates
        if seat.ultimates and (state.current or seat.meter >= state.ultimate_meter):  # seed 003: one meter
            best = -1
            meter, need = seat.meter, state.meter_need
            for position, card in enumerate(seat.ultimates):
                if (meter >= need[card] and cost[card] <= energy
                        and (not gated or state.may_play(index, card))
                        and (best < 0 or total[card] > total[seat.ultimates[best]])):
                    best = position
            if best >= 0:
                card = seat.ultimates[best]
                return (ULTIMATE, best, speed[card], self._target(state, index, card))
        best, best_score = -1, -1
        bonus, spent_hits, options = table.bonus, table.spent_hits, table.options
        for position, card in enumerate(seat.hand):
            if cost[card] > energy or (gated and not state.may_play(index, card)):
                continue
            if kind[card] == ATTACK:
                score = 100 + (total[card] + (self.bonus(state, index, card)
                                              if bonus[card] or spent_hits[card] else 0)) * 4 - cost[card]
            elif options[card] and table.weapons.get(table.character[card]):
                # a weapon choice, when its best option makes the weapon cards in hand hit harder
                gain = self.armed(state, index, card, table.options[card][self._option(state, index, card)]) \
                    - self.armed(state, index, card, ())
                score = 100 + gain * 4 - cost[card] if gain > 0 else -1
            elif kind[card] == SPECIAL and (table.on_resolve[card] or table.on_hit[card] or table.statuses[card]):
                score = 10 - cost[card]
            else:
                continue
            if score > best_score:
                best, best_score = position, score
        if best < 0:
            return self._open_round(state, index, best_score, gated)
        card = seat.hand[best]
        return (PLAY, best, speed[card], self._target(state, index, card))

    def _open_round(self, state: UniversalArenaState, index: int, best_score: int, gated: bool):
        """No attack or effect worth a round: end the turn, unless the turn's first round must be started
        (rule "combat-start"); then lead with the defense that gives the most shield, else the cheapest card."""
        if state.rounds or not state.can_play(index, 2):
            return END_TURN
        seat, table = state.seats[index], state.table
        cost, energy = state.costs, seat.energy
        best = -1
        for position, card in enumerate(seat.hand):
            if cost[card] > energy or (gated and not state.may_play(index, card)):
                continue
            score = 50 + table.shield[card] if table.kind[card] == DEFENSE else 20 - cost[card]
            if score > best_score:
                best, best_score = position, score
        if best < 0:  # only an Ultimate is playable
            return self._lead_ultimate(state, index)
        card = seat.hand[best]
        return (PLAY, best, state.speeds[card], self._target(state, index, card))

    def _lead_ultimate(self, state: UniversalArenaState, index: int):
        """_open_round when only an Ultimate is playable: the first one (apart, so that _open_round makes no
        closures)."""
        seat = state.seats[index]
        cost, energy = state.costs, seat.energy
        position = next(p for p, c in enumerate(seat.ultimates)
                        if cost[c] <= energy and seat.meter >= state.meter_need[c] and state.may_play(index, c))
        card = seat.ultimates[position]
        return (ULTIMATE, position, state.speeds[card], self._target(state, index, card))

    def _start_round_seed(self, state: UniversalArenaState):
        """_start_round under seed 003's rules: every card may be played, one meter for every Ultimate, fixed
        numbers (the same choices, without the current rules' checks)."""
        index = state.actor
        seat = state.seats[index]
        table = state.table
        cost, kind, total, speed = table.cost, table.kind, table.total, table.speed
        energy = seat.energy
        if seat.meter >= state.ultimate_meter:
            best = -1
            for position, card in enumerate(seat.ultimates):
                if cost[card] <= energy and (best < 0 or total[card] > total[seat.ultimates[best]]):
                    best = position
            if best >= 0:
                card = seat.ultimates[best]
                return (ULTIMATE, best, speed[card], self._target(state, index, card))
        best, best_score = -1, -1
        on_resolve, on_hit = table.on_resolve, table.on_hit
        for position, card in enumerate(seat.hand):
            if cost[card] > energy:
                continue
            if kind[card] == ATTACK:
                score = 100 + total[card] * 4 - cost[card]
            elif kind[card] == SPECIAL and (on_resolve[card] or on_hit[card]):
                score = 10 - cost[card]
            else:
                continue
            if score > best_score:
                best, best_score = position, score
        if best < 0:
            return self._open_round(state, index, best_score, False)
        card = seat.hand[best]
        return (PLAY, best, speed[card], self._target(state, index, card))

    def _interrupt(self, state: UniversalArenaState, index: int, card: int, position: int, attacker: int,
                   toughness: int, known: dict):
        """Current rules: an attack of ours that fits a faster zone than the Active Zone and is expected to
        defeat the attacking character (its Power rolled low, after Distance, against its HP and Shield)
        is played there: it resolves first, and the defeated attacker's card leaves the zone unresolved
        (reading defeat-zone). This is the test for one such attack (the hand position `position`, the
        attacker's column, its HP and Shield): the play, or None. _respond plays the first one in hand.
        `known`: state.targets by the card's kind of target (all it depends on), kept for the next cards."""
        table = state.table
        aim = table.target[card]
        targets = known.get(aim)
        if targets is None:
            targets = known[aim] = state.targets(index, card)
        if attacker not in targets and table.target[card] != ALL_ENEMIES:
            return None
        low = table.power_low[card] if table.power_high[card] else table.base_power[card]
        aimed = attacker in targets
        if aimed:
            low = state.distance_power(card, state.seats[index].position_of(table.character[card]), attacker, low)
        if low * table.hits[card] >= toughness:
            return (PLAY, position, state.speeds[card], attacker if aimed else -1)
        return None

    def _respond(self, state: UniversalArenaState):
        index = state.actor
        seat = state.seats[index]
        table = state.table
        zone = state.active
        right = state.zones[zone][-1]
        cost, kind, total, speed = state.costs, table.kind, table.total, state.speeds
        energy = seat.energy
        hand = seat.hand
        gated = state.current and bool(table.any_requires or seat.blocked or seat.stunned or seat.barred)  # gates
        if right[1] != index and kind[right[0]] == ATTACK:
            # First (current rules, a zone slower than Fast): the first attack in hand that _interrupt plays in a
            # faster zone, when the attacking character is alive (attacker: its column, else -1); in the same
            # pass over the hand as the answers below, which count only when there is none.
            attacker = toughness = -1
            known = {}
            if state.current and zone > 0:
                enemy = state.seats[1 - index]
                attacker = enemy.position_of(table.character[right[0]])
                if attacker >= 0 and enemy.hps[attacker]:
                    toughness = enemy.hps[attacker] + enemy.shields[attacker]
                else:
                    attacker = -1
            danger = total[right[0]]
            beat, beat_cost = -1, 99
            guard, guard_value = -1, 0
            evade, shield, fifth = table.evade, table.shield, table.fifth
            for position, card in enumerate(hand):
                card_cost, card_speed = cost[card], speed[card]
                if card_cost > energy or card_speed > zone or (gated and not state.may_play(index, card)):
                    continue
                card_kind = kind[card]
                if card_kind == ATTACK:
                    if attacker >= 0 and card_speed < zone and not fifth[card]:
                        interrupt = self._interrupt(state, index, card, position, attacker, toughness, known)
                        if interrupt is not None:
                            return interrupt
                    if total[card] > danger and card_cost < beat_cost:
                        beat, beat_cost = position, card_cost
                elif card_kind == DEFENSE:
                    value = danger if evade[card] or danger < shield[card] else shield[card]  # (min(), inline)
                    if value > guard_value or (value == guard_value and guard >= 0 and card_cost < cost[hand[guard]]):
                        guard, guard_value = position, value
            if beat >= 0:
                return (PLAY, beat, zone, self._target(state, index, hand[beat]))
            # Defend when it saves at least 2 HP, or whenever the hit would be lethal (shields count).
            # (Measured against the older pilot: skipping a defense because a shield or an own attack
            # already covers the hit, or answering with an attack that only draws, loses more games:
            # the opponent keeps priority and pairs a new card against the answer.)
            lethal = danger >= seat.hp + (0 if table.pierce[right[0]] else seat.shield)
            if guard >= 0 and (guard_value >= 2 or lethal):
                return (PLAY, guard, zone, self._target(state, index, hand[guard]))
            return PASS
        # Our own card, or an opposing defense or special, at the right end: add our best attack
        # (on our own card it resolves unopposed; on theirs it takes the clash).
        best, best_total = -1, 0
        for position, card in enumerate(hand):
            if (cost[card] <= energy and speed[card] <= zone and kind[card] == ATTACK and total[card] > best_total
                    and (not gated or state.may_play(index, card))):
                best, best_total = position, total[card]
        if best >= 0:
            return (PLAY, best, zone, self._target(state, index, hand[best]))
        return PASS
