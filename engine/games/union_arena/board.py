"""What sits on a Union Arena player's side: a Unit on a line, a Seat's zones."""
from __future__ import annotations

from engine.core import BaseState

# The events of a turn some card may read (CardTable.history: only those are written as the turn goes): MOVED and
# RESTED on the character itself (Unit.noted), AP_PAID, BY_EFFECT, RAIDED, PLACED, REVEALED, DEALT and DECKED in its
# seat's log (Seat.history)
MOVED, RESTED, AP_PAID, BY_EFFECT, RAIDED, PLACED, REVEALED, DEALT, DECKED, RETIRED, PAID_FOR = range(11)
# Unit.noted bits: moved in the Move Phase, moved by an effect, switched from active to rest (however)
NOTED_MOVED, NOTED_SHIFTED, NOTED_RESTED = 1, 2, 4
# Unit.played_by of a character Raid Boosted with a Raid trigger's card: its player's, from the Life Area (not the hand)
RAIDED_FROM_LIFE = ("use", -1, "life")


class Unit:
    """A character or field on a line; `base` is the card under a Raid Boost."""

    __slots__ = ("card", "base", "rested", "bonus", "frozen", "attacks", "blocks", "owner", "used", "granted",
                 "played_turn", "energy_bonus", "abilities", "lasting", "under", "rested_turn", "fired",
                 "moved_turn", "played_by", "muted", "noted", "chosen_by", "moves")

    def __init__(self, card: int, rested: bool = True, base: int = -1, owner: int = -1, played_turn: int = 0):
        self.card, self.base, self.rested, self.owner = card, base, rested, owner
        self.bonus = 0
        self.frozen = False
        self.attacks = 0
        self.blocks = 0
        self.used = 0  # bit n: Activate: Main effect n used this turn (Once Per Turn)
        self.granted = None  # keywords gained this turn: ((keyword, value), ...), ("required-energy", n) a change to it
        self.played_turn = played_turn
        self.energy_bonus = 0  # generated energy gained this turn
        # abilities gained: ((CardEffects, None for this turn or the seat whose next Start Phase ends it), ...)
        self.abilities = None
        # BP and keywords "until the start of your next turn": ((seat whose Start Phase ends it, "bp", n) or
        # (seat, "keyword", (name, value)), ...)
        self.lasting = None
        self.under: tuple[int, ...] = ()  # cards placed face-down under this character (top of the pile last)
        self.rested_turn = -1  # the turn its owner's effect last rested it
        self.fired: tuple = ()  # its [1 Per Turn] triggered effects used this turn (the effect objects)
        self.moved_turn = -1  # the turn it last moved in a Move Phase ("All the cards are moved at the same time")
        # played by an effect: (kind of card "character"/"field"/"event", that card or -1, "outside"/"remove"/"" the
        # zone it was played from)
        self.played_by = None
        # "it loses all of its original effects": -1 not; -2 until this turn ends; a seat: until that seat's next Start
        # Phase (its card's own effects and keywords are not there meanwhile: effects_runtime.own_effects)
        self.muted = -1
        # what happened to it this turn that some card reads (CardTable.history): turn << 3 | NOTED_* bits
        self.noted = 0
        # the effects that chose it ((turn, card whose effect it was), ...): kept only when some card reads them
        # (CardTable.any_choice_records: "cannot be chosen by this effect if chosen by a <X> card's effect this turn")
        self.chosen_by: tuple = ()
        # how many times it moved to the other line this turn (turn << 4 | count), written with noted (CardTable.history)
        self.moves = 0

    def copy(self) -> Unit:
        other = Unit(self.card, self.rested, self.base, self.owner, self.played_turn)
        other.bonus, other.frozen, other.attacks, other.blocks = self.bonus, self.frozen, self.attacks, self.blocks
        other.used, other.granted = self.used, self.granted
        other.energy_bonus, other.abilities, other.lasting = self.energy_bonus, self.abilities, self.lasting
        other.under, other.rested_turn, other.fired = self.under, self.rested_turn, self.fired
        other.moved_turn, other.played_by, other.muted, other.noted = self.moved_turn, self.played_by, self.muted, self.noted
        other.chosen_by, other.moves = self.chosen_by, self.moves
        return other


class Seat:
    __slots__ = ("deck", "hand", "life", "front", "energy", "outside", "remove", "ap", "own_turns", "extra_used",
                 "played_now", "drawn", "played", "redrew", "idle_turns", "next_reductions", "used_now", "retired_now",
                 "revived_now", "entered_now", "decked_now", "drawn_now", "life_taken_now", "discarded_now", "returned_now", "raided_now",
                 "names_used", "life_stays_now", "attacked_now", "history", "gained_now", "usable_now",
                 "used_removed_now", "outside_used_now", "choose_all_now", "range_next", "events_now")

    def __init__(self):
        self.deck: list[int] = []  # top of the deck is the END of the list
        self.hand: list[int] = []
        self.life: list[int] = []
        self.front: list[Unit] = []
        self.energy: list[Unit] = []
        self.outside: list[int] = []
        self.remove: list[int] = []
        self.ap: list[bool] = []  # True = active
        self.own_turns = 0
        self.extra_used = False
        self.played_now = False
        self.used_now: tuple[int, ...] = ()  # cards used from the hand this turn (played, raided, events), in order
        self.retired_now: tuple[int, ...] = ()  # this seat's characters retired this turn (either player's turn)
        self.revived_now: tuple[int, ...] = ()  # cards played from this seat's Outside Area this turn (either player's)
        # cards this seat played onto its area this turn: from the hand, by an effect or by Raid Boost (seed 000 Raid
        # Boost: "instead of playing the card normally"), in order ("If you played a <X> on your area during this turn")
        self.entered_now: tuple[int, ...] = ()
        self.decked_now: tuple[int, ...] = ()  # of those, the ones an effect played (or raided) from the deck
        self.drawn_now = 0  # cards this seat drew this turn (either player's turn; the Draw Phase's included)
        self.life_taken_now = 0  # cards an effect added from this seat's Life Area to its hand this turn
        # per card an effect (or its cost) placed from this seat's hand to its Outside Area this turn: whose effect
        self.discarded_now: tuple[int, ...] = ()
        self.returned_now: tuple[int, ...] = ()  # cards returned from this seat's area to its hand this turn
        self.raided_now: tuple[int, ...] = ()  # the cards this seat Raid Boosted with this turn (either player's turn)
        self.attacked_now: tuple[int, ...] = ()  # per attack this seat's characters made this turn: the attacker's card
        # "This effect of <X> can only be activated once per turn": (name, effect) pairs used this turn by any card of
        # this seat with that name (effects_runtime.name_used)
        self.names_used: tuple = ()
        # what else happened this turn that some card in the game reads (CardTable.history: only then is it written):
        # (AP_PAID, amount, in the Attack Phase), (BY_EFFECT, card) played onto this seat's area by its effect,
        # (RAIDED, card, in the Attack Phase) a Raid Boost of this seat's, (PLACED, card, seat) a card placed from this
        # seat's hand to its Outside Area by the effect (or cost) of that card of that seat's, (REVEALED, card) a card
        # an effect of this seat's revealed from among the cards looked at in its deck and added to its hand, (DEALT,
        # card) a character of this seat's whose attack dealt damage to the opponent, (DECKED, n) n cards an effect
        # placed from this seat's Outside Area into its deck, (RETIRED, card, cause) a character of this seat's retired
        # (cause as BattleFlow._remove_from_field's), (PAID_FOR, card, ap) a card this seat used paying that much AP
        self.history: tuple = ()
        self.life_stays_now = False  # "During this turn, you cannot place cards from your Life Area to the Outside Area"
        # what the player gained for this turn ("during this turn, you gain following effect "..."": CardEffects)
        self.gained_now: tuple = ()
        # "During this turn, you may use that card from the Remove Area": cards of this seat's Remove Area it may use this
        # turn (as from the hand: required energy met, AP paid), and the cards it used from there this turn
        self.usable_now: tuple[int, ...] = ()
        self.used_removed_now: tuple[int, ...] = ()
        self.outside_used_now: tuple = ()  # (card, effect number): "[Main] [When in Outside Area] [1 Per Turn]" used
        # "During this turn, the (next) effect(s) of your purple cards with "Choose 1 of the following" may be replaced with
        # "Choose all of the following" instead": (filter, next only) per such effect resolved this turn (choose-all-instead)
        self.choose_all_now: tuple = ()
        self.drawn: set[int] = set()
        self.played: set[int] = set()
        self.redrew = False
        self.idle_turns = 0
        self.next_reductions: list = []  # "reduce the AP cost of the next <X> you use this turn": (what, amount, target)
        # "During this turn, the next time you choose a character with an effect that specifies a BP range, increase
        # the specified BP range by +1000": the raise not yet used (effects_runtime.range_raise)
        self.range_next = 0
        # "All of your character cards other than <X> are treated as Event cards in all places during this turn": the
        # filters of this seat's Character cards that are Event cards too this turn (effects_runtime.is_event)
        self.events_now: tuple = ()

    def copy(self) -> Seat:
        other = Seat()
        other.deck, other.hand, other.life = self.deck[:], self.hand[:], self.life[:]
        other.front = [u.copy() for u in self.front]
        other.energy = [u.copy() for u in self.energy]
        other.outside, other.remove, other.ap = self.outside[:], self.remove[:], self.ap[:]
        other.own_turns, other.extra_used, other.played_now = self.own_turns, self.extra_used, self.played_now
        other.drawn, other.played = set(self.drawn), set(self.played)
        other.redrew, other.idle_turns = self.redrew, self.idle_turns
        other.next_reductions = self.next_reductions[:]
        other.used_now, other.retired_now, other.revived_now = self.used_now, self.retired_now, self.revived_now
        other.drawn_now, other.life_taken_now, other.entered_now = self.drawn_now, self.life_taken_now, self.entered_now
        other.decked_now = self.decked_now
        other.discarded_now, other.returned_now = self.discarded_now, self.returned_now
        other.raided_now, other.names_used, other.attacked_now = self.raided_now, self.names_used, self.attacked_now
        other.life_stays_now, other.history = self.life_stays_now, self.history
        other.gained_now = self.gained_now
        other.life_stays_now = self.life_stays_now
        other.usable_now, other.used_removed_now = self.usable_now, self.used_removed_now
        other.outside_used_now = self.outside_used_now
        other.choose_all_now = self.choose_all_now
        other.range_next, other.events_now = self.range_next, self.events_now
        return other


class StateBase(BaseState):
    """The slots of the Union Arena state (state.UnionArenaState says what each holds), below the layers of its rules:
    values, battle, legal, flow."""

    __slots__ = ("seats", "player", "actor", "attack", "pending", "mulligan_next", "decks", "attacking", "waiting",
                 "deferring", "replays", "blocking", "retire_cause", "effect_card", "event_to", "from_energy",
                 "holds", "battle_lasting")
