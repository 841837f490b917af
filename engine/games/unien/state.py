"""Unien rules (seed 001) behind the engine's state API.

Every physical card is an instance id (0..n-1; `kind[i]` is its row in the CardTable). Decisions
are small int tuples (constants below); automatic steps (untap, draws, effect clauses that need no
choice, win checks) happen inside `apply`. Effects resolve in order from a stack of frames; a
clause that needs the player's choice pauses the game in the CHOICE phase. Win conditions are
checked only when nothing is resolving (rule "WinCheckpoints", docs/unien-engine.md)."""
from __future__ import annotations

import random

from engine.core import BaseState, SeatResult, seat_result
from engine.games.random_order import shuffle
from engine.games.unien.cards import (
    CHARACTER,
    E_FIRE_WATER,
    E_FOREST_DARK,
    E_OMNI,
    ENERGY,
    WIN_CONDITIONS,
    CardTable,
)
from engine.games.unien.energy import can_pay, pay, reduce_cost
from engine.games.unien.handlers import ACCEPT, CHOSEN, DECLINE, HANDLERS  # noqa: F401 - ACCEPT: an action value

REDRAW, MAIN, CHOICE, OVER = range(4)
PHASE_NAMES = ["redraw", "main", "choice", "over"]

# Actions.
DECLARE = 0  # (DECLARE, mask): return the hand cards at these bit positions (0..7) in the re-draw
END = (1,)
CHARGE = 2  # (CHARGE, instance)
USE_ABILITY = 3  # (USE_ABILITY, instance)
SUMMON = 4  # (SUMMON, instance)
ACTIVATE = 5  # (ACTIVATE, instance on the field)
RECOMBINE = (6,)
CHOOSE = 7  # (CHOOSE, instance) or (CHOOSE, DECLINE) / (CHOOSE, ACCEPT)
SURRENDER = (8,)

OPENING_HAND = 3
WIN_ENERGY = 18
WIN_CHARACTERS = 18
WIN_DRAGON_COST = 20
WIN_DEBRIS = 30
WIN_HAND = 30
WIN_ANGELS = 13

# The win conditions (seed 001 勝利条件) as small ints per seat (`Seat.wins`): `satisfied` runs at every checkpoint.
WIN_NAMES = WIN_CONDITIONS
INORI, WIZ, COSMO, LABORA, ATRA, OWL, VOLCA, HADES, AQUA = range(len(WIN_NAMES))
WIN_CODES = {name: code for code, name in enumerate(WIN_NAMES)}


class Seat:
    __slots__ = ("deck", "hand", "field", "energy", "energy_total", "energy_up", "debris", "limbo", "angels",
                 "plays", "looking", "conditions", "wins", "censor_second", "loop", "acted", "own_turns", "drawn", "played",
                 "redrew", "idle_turns", "declared", "dragon_cost", "dragons", "counted")

    def __init__(self):
        self.deck: list[int] = []  # the top of the deck is the END of the list
        self.hand: list[int] = []
        self.field: list[int] = []
        self.energy: list[int] = []
        self.energy_total = [0] * 7  # charged energies by category (cards.E_*)
        self.energy_up = [0] * 7
        self.debris: list[int] = []
        self.limbo: list[int] = []  # abilities resolving
        self.looking: list[int] = []  # cards taken from the deck to look at
        self.angels = 0
        self.plays = 0
        self.conditions: tuple[str, ...] = ()
        self.wins: tuple[int, ...] = ()  # the conditions' WIN_CODES (an unknown one never holds: left out)
        self.censor_second = False  # a 検閲官 character of this seat entered play for the second time
        self.loop = False  # a loop (seed: イノリ) was shown
        self.acted = False  # took a main-phase action this turn
        self.own_turns = 0
        self.drawn: set[int] = set()
        self.played: set[int] = set()
        self.redrew = False
        self.idle_turns = 0
        self.declared = -1  # the re-draw mask, until both players have declared
        # The field's dragon cost (ボルカ) and dragon count (own_dragons reductions), kept up to date by _enter /
        # _leave_field (the only ways onto and off the field) for the list `counted`; a reader finding another
        # list in `field` (a test arranged the field) counts again (`recount`).
        self.dragon_cost = 0
        self.dragons = 0
        self.counted = self.field

    def copy(self) -> Seat:
        other = Seat()
        other.deck, other.hand, other.field, other.energy = self.deck[:], self.hand[:], self.field[:], self.energy[:]
        other.energy_total, other.energy_up = self.energy_total[:], self.energy_up[:]
        other.debris, other.limbo, other.looking = self.debris[:], self.limbo[:], self.looking[:]
        other.angels, other.plays, other.conditions, other.wins = self.angels, self.plays, self.conditions, self.wins
        other.censor_second, other.loop, other.acted = self.censor_second, self.loop, self.acted
        other.own_turns, other.drawn, other.played = self.own_turns, set(self.drawn), set(self.played)
        other.redrew, other.idle_turns, other.declared = self.redrew, self.idle_turns, self.declared
        other.dragon_cost, other.dragons = self.dragon_cost, self.dragons
        other.counted = other.field if self.counted is self.field else None  # stale counts stay stale
        return other

    def recount(self, table, kind: list[int]) -> None:
        """Count the field's dragons afresh (its list was replaced outside _enter / _leave_field)."""
        self.dragon_cost = sum(table.dragon_cost[kind[card]] for card in self.field)
        self.dragons = sum(table.dragon[kind[card]] for card in self.field)
        self.counted = self.field


class Frame:
    """One effect resolving: its clauses, the next clause, the card it comes from, and the
    characters it put on the field (their [cip] effects wait until this effect has resolved)."""

    __slots__ = ("seat", "source", "clauses", "index", "ability", "entered")

    def __init__(self, seat: int, source: int, clauses: tuple, ability: bool = False):
        self.seat = seat
        self.source = source
        self.clauses = clauses
        self.index = 0
        self.ability = ability
        self.entered: list[int] = []

    def copy(self) -> Frame:
        other = Frame(self.seat, self.source, self.clauses, self.ability)
        other.index, other.entered = self.index, self.entered[:]
        return other


class UnienState(BaseState):
    __slots__ = ("kind", "seats", "player", "up", "entries", "category", "frames", "choice", "snapshots", "surrender",
                 "entry", "end_reason", "_first_player")
    OVER = OVER

    def __init__(self, table: CardTable, decks: list[list[int]], conditions: list[tuple[str, ...]], seed: int,
                 goldfish: bool, turn_cap: int, first_player: int | None, logging: bool = True,
                 surrender: bool = False):
        self._start(table, seed, goldfish, turn_cap, logging)
        self.surrender = surrender
        self.seats = [Seat(), Seat()]
        self.kind: list[int] = []
        for seat, kinds, wins in zip(self.seats, decks, conditions):  # noqa: B905 - goldfish: one deck
            start = len(self.kind)
            self.kind.extend(kinds)
            seat.deck = list(range(start, len(self.kind)))
            seat.conditions = wins
            seat.wins = tuple(WIN_CODES[name] for name in wins if name in WIN_CODES)
            shuffle(self.rng, seat.deck)
        count = len(self.kind)
        self.up = [False] * count  # field characters: up (True) or rested
        self.entries = [0] * count  # how many times each card has entered play
        self.category = [-1] * count  # energy category of each charged card (face down: omniscient)
        self.entry = table.entry
        self.player = 0
        self.end_reason = ""
        self.frames: list[Frame] = []
        self.choice: tuple | None = None  # (op, seat, frame, options, optional)
        self.snapshots: dict = {}
        self._first_player = first_player
        for index in self.playing_seats():
            self._draw(index, OPENING_HAND)
        self.phase = REDRAW

    # --- the state API -------------------------------------------------------------------------
    def current_player(self) -> int:
        phase = self.phase
        if phase == MAIN:
            return self.player
        if phase == CHOICE:
            return self.choice[1]
        if phase == REDRAW:
            return 0 if self.seats[0].declared < 0 else 1
        return -1

    def legal_actions(self) -> list:
        phase = self.phase
        if phase == MAIN:
            return self._main_actions()
        if phase == CHOICE:
            op, _, _, options, optional = self.choice
            actions = [(CHOOSE, option) for option in options]
            if optional:
                actions.append((CHOOSE, DECLINE))
            if self.surrender:
                actions.append(SURRENDER)
            return actions
        if phase == REDRAW:
            hand = self.seats[self.current_player()].hand
            return [(DECLARE, mask) for mask in range(1 << len(hand))]
        return []

    def apply(self, action) -> None:
        self.actions.append(action)
        phase = self.phase
        if phase == MAIN:
            self._apply_main(action)
        elif phase == CHOICE:
            if action == SURRENDER and self.surrender:
                self._surrender(self.choice[1])
            else:
                self._apply_choice(action[1])
        elif phase == REDRAW:
            self._apply_declare(action[1])
        else:
            raise ValueError("the game is over")

    def _seat_result(self, index: int) -> SeatResult:
        seat, identity, kind = self.seats[index], self.table.identity, self.kind
        return seat_result({identity[kind[c]] for c in seat.drawn}, {identity[kind[c]] for c in seat.played},
                           seat.redrew, seat.idle_turns, seat.own_turns, self.incomplete_cards(index))

    def _copy_into(self, other: UnienState) -> None:
        other.seats = [seat.copy() for seat in self.seats]
        other.up, other.entries, other.category = self.up[:], self.entries[:], self.category[:]
        frames = {id(frame): frame.copy() for frame in self.frames}
        other.frames = [frames[id(frame)] for frame in self.frames]
        if self.choice is not None:
            op, seat, frame, options, optional = self.choice
            other.choice = (op, seat, frames.get(id(frame), frame), options[:], optional)
        other.snapshots = {key: list(value) for key, value in self.snapshots.items()}

    def determinize(self, seat: int, rng: random.Random) -> UnienState:
        """A clone where what `seat` cannot see is re-dealt: its own deck order, the opponent's deck,
        hand and face-down (omniscient) energies, and the opponent's re-draw declaration."""
        other = self.clone()
        other.rng = random.Random(rng.getrandbits(64))
        mine = other.seats[seat]
        shuffle(rng, mine.deck)
        theirs = other.seats[1 - seat]
        face_down = [i for i, card in enumerate(theirs.energy)
                     if other.category[card] == E_OMNI and self.table.energy[self.kind[card]] != E_OMNI]
        hidden = theirs.deck + theirs.hand + [theirs.energy[i] for i in face_down]
        shuffle(rng, hidden)
        deck_size, hand_size = len(theirs.deck), len(theirs.hand)
        theirs.deck, theirs.hand = hidden[:deck_size], hidden[deck_size:deck_size + hand_size]
        for slot in face_down:
            other.category[theirs.energy[slot]] = -1
        for slot, card in zip(face_down, hidden[deck_size + hand_size:], strict=True):
            theirs.energy[slot] = card
            other.category[card] = E_OMNI
        if theirs.declared >= 0:  # the re-draw is declared at once: the other's choice is not seen
            theirs.declared = rng.randrange(1 << len(theirs.hand))
        return other

    # --- helpers -----------------------------------------------------------------------------
    def _log(self, kind, *details):
        """An event, when the log is kept (hot paths test `self.logging` before calling: most games keep none)."""
        if self.logging:
            self.events.append((self.turn, self.player, kind, *details))

    def _draw(self, index: int, count: int) -> None:
        """Seed 001 ゲームの終了: drawing past the end of the deck draws what is there."""
        seat = self.seats[index]
        deck, hand, drawn = seat.deck, seat.hand, seat.drawn
        left = len(deck)
        for _ in range(count if count < left else left):
            card = deck.pop()
            hand.append(card)
            drawn.add(card)

    def cost_of(self, index: int, card: int) -> tuple:
        """The card's cost as it is in hand now, reductions applied (seed 001 常駐効果)."""
        kind = self.kind[card]
        table = self.table
        reduction = table.reduction[kind]
        if reduction is None:
            return table.cost[kind]
        if reduction == "opponent_debris_characters":
            kinds, character, amount = self.kind, table.character, 0
            for card in self.seats[1 - index].debris:  # a loop: quicker than sum(map(list.__getitem__, ...))
                amount += character[kinds[card]]
        else:  # own_dragons
            seat = self.seats[index]
            if seat.counted is not seat.field:
                seat.recount(table, self.kind)
            amount = seat.dragons
        return reduce_cost(table.cost[kind], amount)

    def _end(self, winner: int | None, reason: str) -> None:
        self.phase = OVER
        self.winner_seat = winner
        self.end_reason = reason
        self.frames.clear()
        self.choice = None
        self._log("game-over", -1 if winner is None else winner, reason)

    # --- win conditions (seed 001 勝利条件) --------------------------------------------------
    def satisfied(self, index: int) -> str:
        """The first of this seat's win conditions that holds now, or ''."""
        seat = self.seats[index]
        for code in seat.wins:
            if code == VOLCA:
                if seat.counted is not seat.field:
                    seat.recount(self.table, self.kind)
                ok = seat.dragon_cost >= WIN_DRAGON_COST
            elif code == ATRA:
                total = seat.energy_total
                ok = total[1] + total[2] + total[5] >= WIN_ENERGY
            elif code == LABORA:
                total = seat.energy_total
                ok = total[0] + total[3] + total[4] >= WIN_ENERGY
            elif code == HADES:
                ok = len(self.seats[0].debris) + len(self.seats[1].debris) >= WIN_DEBRIS
            elif code == WIZ:
                ok = seat.censor_second
            elif code == INORI:
                ok = seat.loop
            elif code == COSMO:
                ok = seat.angels >= WIN_ANGELS
            elif code == OWL:
                ok = len(seat.field) >= WIN_CHARACTERS
            else:  # AQUA
                ok = len(seat.hand) >= WIN_HAND
            if ok:
                return WIN_NAMES[code]
        return ""

    def _check_wins(self) -> bool:
        """Both seats, on either player's turn (seed: 相手のターン中に…即座にゲームに勝利). Both at
        once: a draw (rule "SimultaneousWin")."""
        first = self.satisfied(0)
        second = "" if self.goldfish else self.satisfied(1)
        if not first and not second:
            return False
        if first and second:
            self._end(None, f"both: {first}, {second}")
        else:
            self._end(0 if first else 1, first or second)
        return True

    def _snapshot(self) -> None:
        """Rule "InoriLoop": after every completed action of a player with イノリ, compare with the
        positions earlier this turn; the same field (with rested/up), hand, Debris and deck, up
        energies at least as good (`covers`) and at least as many plays proves a loop."""
        seat = self.seats[self.player]
        up = self.up
        key = (tuple(sorted((c, up[c]) for c in seat.field)), tuple(sorted(seat.hand)), tuple(sorted(seat.debris)),
               tuple(seat.deck))
        resources = (tuple(seat.energy_up), seat.plays)
        earlier = self.snapshots.get(key)
        if earlier is None:
            self.snapshots[key] = [resources]
            return
        energy, plays = resources
        for old_energy, old_plays in earlier:
            if plays >= old_plays and covers(energy, old_energy):
                seat.loop = True
                self._log("loop", plays)
                return
        earlier.append(resources)

    def _checkpoint(self) -> None:
        """Nothing is resolving: check the win conditions, then hand the decision back."""
        if self._check_wins():
            return
        self.phase = MAIN
        if INORI in self.seats[self.player].wins:
            self._snapshot()
            self._check_wins()

    # --- setup: the declared re-draw (seed 001 ゲームの準備) --------------------------------
    def _apply_declare(self, mask: int) -> None:
        index = self.current_player()
        self.seats[index].declared = mask
        if index == 0 and not self.goldfish:
            return  # the second player declares without seeing the first one's number
        returned = []
        for index in self.playing_seats():
            seat = self.seats[index]
            back = [card for bit, card in enumerate(seat.hand) if seat.declared >> bit & 1]
            returned.append(len(back))
            if back:
                seat.redrew = True
                seat.hand = [card for card in seat.hand if card not in back]
                seat.deck[0:0] = back
                self._draw(index, len(back))
            shuffle(self.rng, seat.deck)
            self._log("redraw", index, len(back))
        if self._first_player is not None:
            self.first = self._first_player
        elif self.goldfish:
            self.first = 0
        elif returned[0] != returned[1]:
            self.first = 0 if returned[0] < returned[1] else 1
        else:
            self.first = self.rng.randrange(2)
        for seat in self.seats:
            seat.declared = -1
        self._start_turn(self.first)

    # --- turns (seed 001 ゲームの進行) -------------------------------------------------------
    def _start_turn(self, index: int) -> None:
        while True:
            if self.turn >= self.turn_cap:
                self.capped = True
                self.phase = OVER
                self._log("capped")
                return
            self.turn += 1
            self.player = index
            if not (self.goldfish and index == 1):
                break
            index = 0  # the goldfish opponent's turn passes with nothing done
        seat = self.seats[index]
        seat.own_turns += 1
        seat.acted = False
        table, kind, up = self.table, self.kind, self.up
        draw_plus = table.draw_plus
        play_plus = table.play_plus
        draws = 1
        plays = 1
        for card in seat.field:  # untap, and count the DRAW+ / PLAY+ bonuses
            up[card] = True
            k = kind[card]
            draws += draw_plus[k]
            plays += play_plus[k]
        seat.energy_up = seat.energy_total[:]
        seat.plays = plays
        self._draw(index, draws)
        if self.logging:
            self._log("start", draws, seat.plays)
        self.snapshots = {}
        self._checkpoint()

    def _end_turn(self) -> None:
        seat = self.seats[self.player]
        if not seat.acted:
            seat.idle_turns += 1
        seat.plays = 0  # plays are not carried over
        if self.logging:
            self._log("end")
        self._start_turn(1 - self.player)

    # --- the main phase ----------------------------------------------------------------------
    def _main_actions(self) -> list:
        index = self.player
        seat = self.seats[index]
        actions = [END]
        if seat.plays > 0:
            actions += self.hand_plays(index)
            actions += self.activations(index)
        if not seat.acted and seat.hand:
            actions.append(RECOMBINE)
        if self.surrender:
            actions.append(SURRENDER)
        return actions

    def hand_plays(self, index: int, costs: list | None = None) -> list:
        """The legal plays from hand (one per kind, and per entered-before or not; hand order), the legality
        check shared by `_main_actions` and the greedy pilot; `costs`, when given, gets (kind, total cost
        now) of every such non-energy card costing more than 2, payable or not (the pilot reads no other)."""
        seat = self.seats[index]
        kind, entries, hand = self.kind, self.entries, seat.hand
        info = self.table.play  # per kind: (type, cost or None when reduced in hand, total cost)
        up = seat.energy_up
        have = sum(up)
        up_forest = up[0]
        up_fire = up[1]
        up_water = up[2]
        up_dark = up[3]
        kinds = len(info)
        seen = [False] * (2 * kinds)  # flags by key: quicker than a set's add() call per card
        plays = []
        for card in hand:
            k = kind[card]
            key = k + kinds if entries[card] else k  # one play per kind, and per entered-before or not
            if seen[key]:
                continue
            seen[key] = True
            card_type, cost, need = info[k]
            if card_type == ENERGY:
                plays.append((CHARGE, card))
                continue
            if cost is None:
                cost = self.cost_of(index, card)
                need = sum(cost)
            if need > 2 and costs is not None:
                costs.append((k, need))
            if need:
                if need > have:
                    continue
                forest, fire, water, dark, _ = cost
                # the plain energies pay every attribute (then the rest pays the colourless part), else ask can_pay
                if not (forest <= up_forest and fire <= up_fire and water <= up_water and dark <= up_dark) \
                        and not can_pay(up, cost):
                    continue
            plays.append((SUMMON if card_type == CHARACTER else USE_ABILITY, card))
        return plays

    def activations(self, index: int) -> list:
        """The legal ACTIVATE actions: up field characters whose activated effect the up energies can pay
        (one per kind, field order)."""
        table, kind, card_up = self.table, self.kind, self.up
        activated, activation_cost, up = table.activated, table.activation_cost, self.seats[index].energy_up
        seen = []  # the kinds listed: a list, for the few characters with an activated effect
        actions = []
        for card in self.seats[index].field:
            k = kind[card]
            if card_up[card] and activated[k] is not None and k not in seen and can_pay(up, activation_cost[k]):
                seen.append(k)
                actions.append((ACTIVATE, card))
        return actions

    def _pay(self, seat: Seat, cost) -> None:
        if any(cost):
            rest = pay(seat.energy_up, cost)
            if rest is None:
                raise ValueError("cost cannot be paid")
            seat.energy_up = rest

    def _apply_main(self, action) -> None:
        code = action[0]
        index = self.player
        seat = self.seats[index]
        if code == END[0]:
            self._end_turn()
            return
        if code == RECOMBINE[0]:
            hand = seat.hand
            shuffle(self.rng, hand)
            seat.deck[0:0] = hand
            seat.hand = []
            self._draw(index, len(hand))
            shuffle(self.rng, seat.deck)
            self._log("recombine", len(hand))
            self._end_turn()
            return
        if code == SURRENDER[0]:
            self._surrender(index)
            return
        card = action[1]
        if seat.plays <= 0:
            raise ValueError("no plays left")
        seat.plays -= 1
        seat.acted = True
        kind = self.kind[card]
        table = self.table
        if code == CHARGE:
            seat.hand.remove(card)
            self._charge(seat, card, table.energy[kind])
            seat.played.add(card)
            if self.logging:
                self._log("charge", table.identity[kind])
        elif code == SUMMON:
            self._pay(seat, self.cost_of(index, card))
            seat.hand.remove(card)
            seat.played.add(card)
            if self.logging:
                self._log("summon", table.identity[kind])
            self._enter(index, card, None)
        elif code == USE_ABILITY:
            self._pay(seat, self.cost_of(index, card))
            seat.hand.remove(card)
            seat.limbo.append(card)
            seat.played.add(card)
            if self.logging:
                self._log("ability", table.identity[kind])
            self.frames.append(Frame(index, card, table.ability[kind], ability=True))
        elif code == ACTIVATE:
            self._activate(index, card)
        else:
            raise ValueError(f"not a main-phase action: {action!r}")
        self._run()

    def _surrender(self, index: int) -> None:
        """Seed 001 ゲームの終了: サレンダーを宣言したプレイヤーは敗北 (at any decision of that player)."""
        self._log("surrender", index)
        self._end(1 - index, "surrender")

    def _charge(self, seat: Seat, card: int, category: int) -> None:
        seat.energy.append(card)
        self.category[card] = category
        seat.energy_total[category] += 1
        seat.energy_up[category] += 1  # charged up (seed 001 エネルギーのチャージ)

    def _activate(self, index: int, card: int) -> None:
        kind = self.kind[card]
        seat = self.seats[index]
        self.up[card] = False
        self._pay(seat, self.table.activation_cost[kind])
        if self.logging:
            self._log("activate", self.table.identity[kind])
        self.frames.append(Frame(index, card, self.table.activated[kind]))

    def _enter(self, index: int, card: int, frame: Frame | None) -> None:
        """A character enters play up. Its [cip] waits until the effect that put it there resolved."""
        seat = self.seats[index]
        seat.field.append(card)
        self.up[card] = True
        self.entries[card] += 1
        kind = self.kind[card]
        seat.dragon_cost += self.table.dragon_cost[kind]
        seat.dragons += self.table.dragon[kind]
        if self.table.censor[kind] and self.entries[card] == 2:
            seat.censor_second = True
        if frame is not None:
            frame.entered.append(card)
        elif self.entry[kind]:
            self.frames.append(Frame(index, card, self.entry[kind]))

    def _leave_field(self, seat: Seat, card: int) -> None:
        seat.field.remove(card)
        self.up[card] = False
        kind = self.kind[card]
        seat.dragon_cost -= self.table.dragon_cost[kind]
        seat.dragons -= self.table.dragon[kind]

    # --- effect resolution (seed 001 詳細ルール: 効果は順次処理します) ----------------------
    def _run(self) -> None:
        frames = self.frames
        while frames:
            frame = frames[-1]
            if frame.index >= len(frame.clauses):
                frames.pop()
                if frame.ability:
                    seat = self.seats[frame.seat]
                    if frame.source in seat.limbo:
                        seat.limbo.remove(frame.source)
                        seat.debris.append(frame.source)
                entry = self.entry
                for card in reversed(frame.entered):
                    clauses = entry[self.kind[card]]
                    if clauses and card in self.seats[frame.seat].field:
                        frames.append(Frame(frame.seat, card, clauses))
                continue
            clause = frame.clauses[frame.index]
            frame.index += 1
            if self._do(frame, clause):
                return  # waiting on a choice
            if self.phase == OVER:
                return
        self._checkpoint()

    def _ask(self, op: str, frame: Frame, options: list[int], optional: bool) -> bool:
        """Pause for the player's choice; a mandatory choice with one option is made at once."""
        if not options:
            return False
        if len(options) == 1 and not optional:
            self._resolve(op, frame, options[0])
            return False
        self.choice = (op, frame.seat, frame, options, optional)
        self.phase = CHOICE
        return True

    def _distinct(self, cards) -> list[int]:
        seen, out = set(), []
        kind, entries = self.kind, self.entries
        for card in cards:
            key = kind[card] * 2 + (1 if entries[card] else 0)
            if key not in seen:
                seen.add(key)
                out.append(card)
        return out

    def _do(self, frame: Frame, clause: tuple) -> bool:
        """Play one clause (handlers.HANDLERS); True when the game now waits on a choice."""
        handler = HANDLERS.get(clause[0])
        if handler is None:  # pragma: no cover - the compiler only emits the clauses the table plays
            raise ValueError(f"unknown clause {clause!r}")
        return handler(self, frame, clause)

    def _bottom(self, seat: Seat) -> None:
        """The cards looked at and not taken go to the bottom of the deck, in the order seen."""
        seat.deck[0:0] = seat.looking
        seat.looking = []

    def _resolve(self, op: str, frame: Frame, picked: int) -> None:
        CHOSEN[op](self, frame, picked)  # handlers.CHOSEN
        if self.logging:
            self._log("choose", op, "-" if picked < 0 else self.table.identity[self.kind[picked]])

    def _apply_choice(self, picked: int) -> None:
        op, _, frame, options, optional = self.choice
        if picked not in options and not (optional and picked == DECLINE):
            raise ValueError(f"not a legal choice: {picked}")
        self.choice = None
        self.phase = MAIN
        self._resolve(op, frame, picked)
        self._run()


# Which energy categories can stand in for which (forest, fire, water, dark, forest-or-dark,
# fire-or-water, omniscient): an energy pays at least what another pays when it is the same
# category, an origin energy covering the other's attribute, or omniscient.
_STANDS_IN = tuple(frozenset(c for c in range(7) if c == k or c == E_OMNI
                             or (k in (0, 3) and c == E_FOREST_DARK) or (k in (1, 2) and c == E_FIRE_WATER))
                   for k in range(7))
_SUBSETS = tuple(tuple(k for k in range(7) if mask >> k & 1) for mask in range(1, 1 << 7))


def covers(now, before) -> bool:
    """Rule "InoriLoop": the up energies `now` are at least the up energies `before` when every energy up
    before can be matched with a distinct energy up now that pays at least the same attributes (so
    every cost payable before is payable now). Hall's condition over the categories up before."""
    if all(a >= b for a, b in zip(now, before, strict=True)):
        return True
    if sum(now) < sum(before):
        return False
    for subset in _SUBSETS:
        if any(not before[k] for k in subset):
            continue
        need = sum(before[k] for k in subset)
        able = set().union(*(_STANDS_IN[k] for k in subset))
        if need > sum(now[c] for c in able):
            return False
    return True


def check_invariants(state: UnienState) -> None:
    """Every card in exactly one zone; counters within bounds (used by the property tests)."""
    where: dict[int, str] = {}
    for index, seat in enumerate(state.seats):
        for zone in ("deck", "hand", "field", "energy", "debris", "limbo", "looking"):
            for card in getattr(seat, zone):
                assert card not in where, f"card {card} in {where[card]} and seat {index} {zone}"
                where[card] = f"seat {index} {zone}"
        assert seat.plays >= 0 and seat.angels >= 0
        if seat.counted is seat.field:
            assert seat.dragon_cost == sum(state.table.dragon_cost[state.kind[c]] for c in seat.field)
            assert seat.dragons == sum(state.table.dragon[state.kind[c]] for c in seat.field)
        assert all(0 <= u <= t for u, t in zip(seat.energy_up, seat.energy_total, strict=True))
        totals = [0] * 7
        for card in seat.energy:
            totals[state.category[card]] += 1
        assert totals == seat.energy_total
        if state.phase == MAIN:
            assert not seat.limbo and not seat.looking and not state.frames
    assert len(where) == len(state.kind)
    assert state.turn <= state.turn_cap
