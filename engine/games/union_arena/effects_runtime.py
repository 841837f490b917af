"""Playing compiled card effects (engine/effects vocabulary) in the Union Arena engine.

What is played (anything else makes the card count as simulated incompletely; actions: `HANDLERS`):
- timings: On Play, an event's effect, When Attacking, When Blocking, On Retire, Activate: Main
  (with its costs — rest this card, pay n AP, place n cards from hand to the Outside Area, retire
  this card — Once Per Turn, and a line condition), continuous effects of a card on the field
  ("[Your Turn] / [When in Frontline] / if ... this character gets +n BP / gains [Impact 1]"),
  "played in active" and cost reductions that apply in hand;
- actions: draw, discard, either player drawing or discarding, set AP cards active, BP changes,
  retire, rest (optionally staying rested), return to hand, set active, move to another line,
  keywords gained this turn, look at the top n cards / reveal and take / put the rest back, add
  from the Outside Area, play from hand or the Outside Area, life to hand, mill, pay AP, choose one
  of several, "you may ... If you did ...", conditions, and "it's ... instead";
- conditions: cards on an area or in a zone (named, trait, type, colour, BP), life, hand size,
  this card active or rested, its line, whose turn, played this turn, an empty area, several at once.

Choices a player would make are made by the fixed rules of docs/union-arena-engine.md (targets:
the opponent's strongest matching character — its active blockers first when that reaches lethal —,
your own strongest for boosts, your own weakest for what a step gives up; "choose N of the following"
takes the N options worth most now, see option_value; optional steps, "you may" replacements and "you
may retire it instead" by value, see step_value and take_optional)."""
from __future__ import annotations

import itertools
import re
from functools import lru_cache

from engine.effects.compiler import SHARED_ONCE_TIMINGS, compile_card_text
from engine.effects.vocabulary import INSTEAD_TARGET_LIMITS
from engine.games.union_arena.board import (
    AP_PAID,
    BY_EFFECT,
    DEALT,
    DECKED,
    MOVED,
    NOTED_MOVED,
    NOTED_RESTED,
    NOTED_SHIFTED,
    PAID_FOR,
    PLACED,
    RAIDED,
    RESTED,
    RETIRED,
    REVEALED,
    Unit,
)
from engine.games.union_arena.constants import ATTACK, BATTLE, BLOCK, ENERGY, FRONT, MAIN, TRIGGER

CHARACTER, FIELD, EVENT = 0, 1, 2  # engine.games.union_arena.cards type codes (kept here to avoid a cycle)
COLOR_CODES = {"red": 0, "blue": 1, "green": 2, "yellow": 3, "purple": 4}

CONDITIONS = {"card-on-your-area", "cards-in-zone", "life-at-most", "life-at-least", "opponent-life-at-most",
              "this-is-active", "this-is-rested", "attack-number", "in-line", "your-turn", "opponents-turn", "hand-at-least",
              "hand-at-most", "area-empty", "played-this-turn", "all", "any", "outside-at-least", "face-down-under-this",
              "compare", "used-this-turn", "used-event-this-turn", "generated-energy-at-least", "generated-energy-at-most",
              "this-bp-at-least", "this-bp-at-most", "rested-by-your-effect-this-turn", "retired-this-turn",
              # docs/engine.md, "Conditions of real cards: what happened this turn, the same line, the chosen and the revealed card"
              "played-by-effect", "same-line", "chosen-matches", "played-from", "revealed-matches", "face-down-under-yours", "retired-by",
              "left-by",  # ("When this character leaves the area by your own effect": when-leaves only)
              "played-from-outside-this-turn", "played-on-area-this-turn",
              # docs/engine.md, "Counts, costs and joined sentences"
              "all-cards-are", "drawn-this-turn", "this-energy-at-least",
              # docs/engine.md, "Cards under characters, Raid by effects, positions, deck and Life"
              "raid-source-matches", "life-to-hand-this-turn", "attacker-in-raid-state", "attack-blocked", "raided-this-turn",
              "attacks-this-turn",  # (also "Conditions on Traits and names; sentences broken over lines")
              # docs/engine.md, "Granted abilities, the opponent's choices and what happened this turn"
              "none", "hand-to-outside-this-turn", "returned-to-hand-this-turn", "revealed-added-this-turn",
              # docs/engine.md, "Looking at and revealing the top of the deck"
              "revealed-is-declared", "opponent-life-at-least",
              # docs/engine.md, "BP changes and conditions on BP, the attacker and names"
              "attacker-matches", "chosen-by",
              "blocker-matches",  # docs/engine.md, "When triggers": the character that blocked this one
              "this-matches",  # docs/engine.md, family activation_limits: this character as it is now
              "copies-on-area",  # (a use condition only: ValuesMixin.may_use)
              # docs/engine.md, "The Outside Area and the Remove Area"
              "added-matches", "placed-card-matches",
              # docs/engine.md, family remove_tiers: the cards a step before took or moved, counted or their BP added up
              "handled-by-this-effect",
              # docs/engine.md, the bullets and leftovers: "You may <cost>. If you did, it's choose 2 instead"
              "done",
              "your-main-phase",  # docs/engine.md, "When triggers, two": "During your Main Phase, ..."
              "placed-by",  # (when placed to the Remove / Outside Area only: _place)
              # docs/engine.md, "What happened earlier in the turn: moves, rests, AP paid, cards played by effects"
              "moved-this-turn", "rested-this-turn", "ap-paid-this-turn", "attack-phase",
              # docs/engine.md, "What happened earlier in the turn: damage dealt, cards back to the deck, played from hand"
              "dealt-damage-this-turn", "outside-to-deck-this-turn", "this-played-from",
              "paid-for-this", "chosen-this-turn-by"}
COSTS = {"rest-this-card", "pay-ap", "place-from-hand-to-outside", "discard", "retire-this-card"}
KEYWORDS = {"impact", "impact-plus", "damage", "damage-plus", "snipe", "double-attack", "double-block", "negate-impact",
            "step"}
LOOKED_TO = {"bottom", "top", "outside", "top-or-bottom", "top-or-outside", "remove"}
TARGET_FIELDS = {"side", "zone", "bp_max", "bp_min", "energy_max", "energy_min", "ap_max", "ap_min", "up_to", "exactly", "all",
                 "other", "state", "card_type", "name", "trait", "not_name", "not_trait", "name_has", "name_or_trait",
                 "color", "self", "different_names", "not_name_has", "each_of", "chosen", "original_bp", "no_face_down", "face_down", "bp_max_count",
                 "bp_max_per", "bp_max_this", "bp_max_highest", "bp_max_highest_other", "bp_vs_original", "energy_met", "not_name_of_chosen", "not_name_on_area", "of_played", "no_trait", "not_trigger", "no_trigger", "no_raid", "keyword", "any_of",
                 "parts", "has_trigger", "raided", "trigger", "rested_by_you", "rested_this_turn", "played_this_turn", "moved_this_turn", "attacked_this_turn", "generated_max", "bp_max_plus", "bp_max_plus_count",
                 "bp_max_plus_placed", "bp_max_plus_if", "bp_min_plus", "bp_total_max", "bp_total_min", "bp_max_plus_used",
                 "bp_max_plus_taken", "not_attacking", "bp_or", "blocker", "has_timing", "same_energy", "bp_max_handled",
                 "not_chosen_by", "chosen_by", "same_line", "bp_max_face_down", "bp_max_count_less", "bp_max_drawn"}  # (bp_max_face_down: with bp_max_count, the
# face-down cards under your characters there counted too)
# target fields read only as a step resolves (this character's BP now, your highest BP, what the step before took, the
# attacker, a count made then, the Energy Line now): never in a condition, a count or a standing guard
AS_RESOLVES = frozenset({"bp_max_count", "bp_max_this", "bp_max_highest", "energy_met", "not_name_of_chosen", "not_name_on_area",
                         "not_attacking", "bp_max_handled", "not_chosen_by", "same_line", "bp_max_drawn", "bp_total_min"})
# engine.games.union_arena.cards trigger codes, by the name a filter gives ("without [Special] nor [Final]")
TRIGGER_CODES = {"none": 0, "draw": 1, "get": 2, "active": 3, "raid": 4, "color": 5, "special": 6, "final": 7}
TIMINGS = {"on-play", "main", "when-attacking", "when-blocking", "on-retire", "activate-main"}
# 'When a character on your area activates a "Choose 1 of the following" effect': kept in CardEffects.hooks, read by
# _choose_one (not a moment run_hook is called at)
CHOOSES_ONE = "when-yours-chooses-one"
# Timings played through CardEffects.hooks (the state calls run_hook at each of these moments).
HOOKS = {"when-attack-not-blocked", "when-attack-blocked", "when-wins-battle", "start-of-attack-phase",
         "end-of-attack-phase", "end-of-main-phase", "end-of-turn", "when-yours-wins-battle", "end-of-attack",
         "start-of-turn", "when-moved-to-front-line", "when-moved-to-energy-line", "when-attacks-and-loses",
         "when-raided-on", "end-of-opponents-attack-phase", "end-of-yours-attack", "start-of-end-phase",
         "when-yours-attacks", "when-set-active-by-your-effect", "when-yours-attacks-and-loses",
         "when-yours-attack-not-blocked", "when-bp-increased", "start-of-main-phase", "when-you-draw-by-your-effect",
         "when-rested-by-your-effect",
         # "When you place 1 card from your hand to the Outside Area (by your own effect)": _discard_worst sets it off
         # for each card, once the effect placing it has resolved (run_discard_hooks: "that card" is the card placed)
         "when-you-discard", "when-you-discard-by-your-effect",
         "when-moved",  # "When this character moves": to either line (flow._moved_to_front / _moved_to_energy)
         "end-of-the-attack-phase"}  # "At the end of the Attack Phase": either player's (flow._end_turn)
# Continuous effects of a card on the field, by action.
CONTINUOUS = {"bp-change", "gain-keyword", "generated-energy-change", "cannot-be-blocked-by-bp-at-least",
              "cannot-be-blocked-by-bp-at-most", "cannot-attack", "cannot-block", "cannot-be-retired", "cannot-be-chosen",
              "cannot-be-removed", "retire-replacement", "damage-replacement", "substitute-retire", "may-stay-rested",
              "draw-replacement", "cannot-move", "must-be-blocked", "must-block", "choose-tax", "gain-ability",
              "cannot-become-active", "generates-on-front-line", "immune-bp-reduction", "cannot-block-matching",
              "cannot-snipe-matching", "must-attack", "denies-active-trigger", "cannot-be-changed",
              "cannot-be-blocked-matching", "cannot-be-affected", "cannot-be-sniped", "attacks-from-energy-line",
              "under-redirect", "hand-limit"}
# Replacement effects ("If ..., ... instead") a [1 Per Turn] limits: the battle code marks each one used (Unit.fired)
ONCE_REPLACEMENTS = {"retire-replacement", "damage-replacement", "substitute-retire"}
RESTRICTIONS = {"cannot-attack", "cannot-block", "cannot-be-retired", "cannot-be-chosen", "cannot-be-removed",
                "retire-replacement", "damage-replacement", "substitute-retire", "may-stay-rested", "draw-replacement",
                "cannot-move", "must-be-blocked", "must-block", "cannot-become-active",
                "immune-bp-reduction", "choose-tax", "cannot-block-matching", "cannot-snipe-matching", "must-attack",
                "denies-active-trigger", "cannot-be-changed", "cannot-be-affected", "cannot-be-sniped",
                "attacks-from-energy-line", "hand-limit"}  # (a permission read as restrictions are: ValuesMixin.restricted)
# what "This character cannot be rested, moved or returned to the hand by your opponent's effects" (cannot-be-changed)
# may keep an effect from doing to it (retire: "cannot be retired by your opponent's effects", an effect's retire only)
CHANGES = {"rest", "move-line", "return-to-hand", "retire"}
# Restrictions a card may put on other cards of its owner ("Characters on your Energy Line will not retire",
# "Characters on your area other than <X> cannot be chosen by ..."): CardEffects.guards
GUARDS = {"cannot-attack", "cannot-block", "cannot-be-retired", "cannot-be-chosen", "cannot-be-removed",
          "cannot-become-active", "choose-tax", "immune-bp-reduction", "cannot-be-affected", "cannot-be-changed",
          "cannot-be-sniped"}
# what an effect that "cannot affect" a card (cannot-be-affected) cannot do to it either: choose it, remove it
AFFECTS = ("cannot-be-chosen", "cannot-be-removed")
# Protections ("cannot be chosen / removed from the field by your opponent's <by> effects"): which of the opponent's
# effects each "by" covers. An effect's kind: "trigger", "character", "field", or "card" when the runtime does not
# know the card (an event, an [On Retire] whose card has left): "card" is covered by every "by" but "trigger".
# ("card": a card's effect whose kind is not known here, e.g. a card off the field; "event": an Event Card being used)
PROTECTED_FROM = {"opponent": None, "any": None, "trigger": {"trigger"}, "character": {"character", "card"},
                  "card": {"character", "field", "card", "event"}, "event": {"card", "event"},
                  "character-or-event": {"character", "card", "event"},
                  "character-event-or-trigger": {"character", "card", "event", "trigger"},
                  "character-effect-or-trigger": {"character", "card", "trigger"},
                  "character-effects-or-trigger": {"character", "card", "trigger"}}
REMOVALS = {"retire", "return-to-hand", "to-outside", "to-deck", "to-remove"}  # actions that take a character off the field


class CardEffects:
    """What the runtime plays for one card."""

    __slots__ = ("on_play", "when_attacking", "when_blocking", "on_retire", "activated", "continuous", "your_turn_bp",
                 "enters_active", "reductions", "complete", "hooks", "aliases", "energy_on_front", "grants", "auras", "keyword_auras",
                 "energy_aliases", "any_color_energy", "milled", "removed", "revealed", "use_conditions", "guards", "energy_shifts", "life_out",
                 "discarded", "when_chosen", "line_bans", "raid_only", "raid_reductions", "raided_reductions", "raid_auras", "opposing",
                 "renames", "when_played", "front_sizes", "returned", "history", "outside_activated", "range_auras",
                 "event_auras", "area_energy_aliases", "hand_raids", "when_retired",
                 "outside_retired", "player_guards", "outside_reductions", "energy_attacks", "outside_ends",
                 "choice_records", "leaves", "when_leaves", "watched", "to_outside")

    def __init__(self):
        self.on_play: list = []
        self.when_attacking: list = []
        self.when_blocking: list = []
        self.on_retire: list = []
        self.activated: list = []  # Activate: Main effects, in printed order
        # "[Main] [When in Outside Area]": Activate: Main effects of the card while it is in its Outside Area
        self.outside_activated: list = []
        self.continuous: list = []  # (condition or None, whose turn "yours"/"opponents"/None, action)
        self.your_turn_bp = 0
        # "This character is played in active" (None) / "If there are 5 or more <X> on your area, this character is
        # played in active": its conditions, one holding as the card is played (plays_active)
        self.enters_active: tuple = ()
        self.reductions: list = []  # (condition or None, "energy"/"ap", amount, per action or None), applied in hand
        # "Reduce the required energy of this card in your Outside Area by 2": (condition or None, amount), read while the
        # card is in its owner's Outside Area (outside_energy)
        self.outside_reductions: list = []
        self.complete = True
        self.hooks: dict = {}  # timing in HOOKS -> effects
        self.aliases: list = []  # "This card is also treated as <X>"
        # (condition, name): "If there are 15 or more cards in your Outside Area, this card's name is changed to <X>"
        # (card_names: its name while the condition holds for its owner)
        self.renames: list = []
        self.energy_aliases: list = []  # "also treated as having required energy of N": filters see N too
        self.area_energy_aliases: tuple = ()  # "This card on your area is also treated as required energy of N"
        self.milled: list = []  # "When this card is placed from your deck to the Outside Area by your effect"
        self.removed: list = []  # "When this card is placed to the Remove Area by your effect"
        self.returned: list = []  # "When this character returns from your area to your hand" (it is in the hand then)
        self.revealed: list = []  # "When this card is revealed from your deck" (revealed_from_deck)
        # (filter, effect): "When a card (with [Draw] / without [Trigger]) is placed from your Life Area to the Outside
        # Area" (run_life_to_outside), the effect without its placed-card-matches condition
        self.life_out: list = []
        # (by your effect only, effect): "When this card is placed from your hand to the Outside Area (by your effect)"
        self.discarded: list = []
        # "When this card is placed to the Outside Area": from the area or from under a character (to_outside_hooks);
        # the same effects are kept on milled and discarded (from the deck, from the hand)
        self.to_outside: list = []
        # (filter, side, effect): "When this character is chosen by your <X> card effect" (run_when_chosen), the effect
        # without its chosen-by condition
        self.when_chosen: list = []
        # (filter, line, effect): "When a <X> is played on a line different from this character" (run_when_played), the
        # effect without its played-card-matches condition
        self.when_played: list = []
        # (filter, effect): "When <X> raids during your Attack Phase, ... play this card from your hand" (run_hand_raids),
        # the effect of the card in its player's hand without its played-card-matches condition
        self.hand_raids: list = []
        # (retired-card-matches condition, effect): "When a character on your opponent's Front Line is retired"
        # (retired_watchers), the effect without that condition
        self.when_retired: list = []
        # the same, "[When in Outside Area] When a <X> on your area is retired, you may add this card from the Outside
        # Area to your hand": waited for by the card in its Outside Area (retired_watchers)
        self.outside_retired: list = []
        # "When / If this character leaves the area": its effects, resolved with the card off the field (left_field)
        self.leaves: list = []
        # (left-card-matches condition, effect): "When your character leaves the area" (left_field), the effect without
        # that condition
        self.when_leaves: list = []
        # ((seat, actions), ...): 'you gain "if the chosen character is retired, draw 2 cards"' given to the chosen
        # character (Unit.abilities, for the turn): the seat that chose it does that as it is retired (battle
        # _remove_from_field)
        self.watched: list = []
        # "[When in Outside Area] At the end of your Attack Phase, ... you may add this card from your Outside Area to your
        # hand": resolved for the card in its player's Outside Area then (flow: outside_phase_end)
        self.outside_ends: list = []
        # (condition or None, whose turn, amount): "[When in Frontline] The number of cards you can place on the Front
        # Line is reduced by 1" (ValuesMixin.front_size), while its condition holds
        self.front_sizes: list = []
        self.energy_on_front = False  # "This character also generates energy on the Front Line"
        self.any_color_energy = False  # "The color and energy required for this card are treated as all colors"
        # (line, moves, your effects may, face-down cards under it at least): "This card cannot be played on the <line>
        # (or moved to it)"; "can only be played on or moved to the <line> using your effects"; "... if there is a
        # face-down card under this character" (cannot-enter-line: CardTable.entry_banned)
        self.line_bans: list = []
        self.raid_only = False  # "This character can only be played by Raid": never played to a line itself
        # (amount, filter): "When this character raids on a <X> card, reduce the required energy by 2" (raid_reduction)
        self.raid_reductions: list = []
        # (amount, filter): "At the moment this character would be raided by an <X>, reduce the required energy of that
        # card by 2" (raid_reduction)
        self.raided_reductions: list = []
        # (condition or None, whose turn, amount, filter): "[When in Frontline] At the moment you would raid a <X> from
        # your hand, reduce the energy requirement of that card by 1" (raid_reduction, from the hand only)
        self.raid_auras: list = []
        self.grants = False  # some effect gives a character an ability
        self.auras: list = []  # (condition, whose turn, bp-change action): "All of your characters get +500 BP"
        # (condition, whose turn, gain-keyword action): "All of your characters with ... gain [Double Attack]"
        self.keyword_auras: list = []
        self.use_conditions: list = []  # "This card can only be used if ...": each must hold to use it from the hand
        # (condition, whose turn, restriction action): a restriction on every matching card of its owner ("Characters on
        # your Energy Line will not retire") while this card is on the field
        self.guards: list = []
        # an effect of the card gives its player a restriction on their characters for the turn ('During this turn,
        # you gain "You cannot attack with characters other than <X>."': PLAYER_GUARDS, read from Seat.gained_now)
        self.player_guards = False
        # "This character can attack from the Energy Line", its own or in an ability it may gain (CardTable.
        # any_energy_attackers: only then does the Attack Phase look at Energy Lines)
        self.energy_attacks = False
        self.choice_records = False  # an effect picks only characters no <X> card's effect chose this turn
        # (condition, whose turn, action): a restriction on every matching character of the opponent's while this card
        # is on the field ("Your opponent's characters must attack if able"; must-attack only)
        self.opposing: list = []
        # (condition or None, whose turn, amount): "reduce this card's required energy on your area and as a raid
        # source by N" (energy-value-change), while its condition holds (required_energies)
        self.energy_shifts: list = []
        self.history: frozenset = frozenset()  # the kinds of Seat.history event its conditions read (_history_reads)
        # (condition or None, whose turn, amount, side or None): "[When in Frontline] When you choose a character (on
        # your opponent's area) with an [effect that specifies a BP range], increase the specified BP range by +1000"
        # (range_raise), while its condition holds
        self.range_auras: list = []
        # (condition or None, whose turn, filter): "[When in Frontline] Your Character cards other than <X> are also
        # treated as Event cards in all places" (is_event), while its condition holds
        self.event_auras: list = []


# --- what is supported ------------------------------------------------------------------------
def _condition_ok(condition) -> bool:
    if condition is None:
        return True
    if condition.get("kind") not in CONDITIONS:
        return False
    if condition["kind"] in ("all", "any", "none"):
        return all(_condition_ok(c) for c in condition["conditions"])
    wanted = condition.get("filter") or {}
    if condition["kind"] in ("attacker-matches", "this-matches") and wanted.get("keyword") not in (None, *ATTACKER_KEYWORDS):
        return False  # a keyword the attacker has now: those the battle reads (ATTACKER_KEYWORDS)
    if (wanted.get("different_traits") or wanted.get("different_energy") or wanted.get("trait_count")) and \
            condition["kind"] != "cards-in-zone":
        return False
    if wanted.get("same_energy"):
        return False  # (a set of cards a step picks: _same_energy_pick)
    wanted = {k: v for k, v in wanted.items() if k not in ("different_traits", "different_energy", "trait_count")}  # (a count's: count_cards)
    if condition["kind"] == "revealed-matches":  # ("If the revealed card fulfills the energy requirement": holds reads it)
        wanted.pop("energy_met", None)
    return _target_ok(wanted) and not AS_RESOLVES & set(wanted)  # (read by actions only)


_RANGE_COUNTS = ("bp_max_plus_count", "bp_max_plus_placed", "bp_max_plus_used", "bp_max_plus_taken")  # what a BP range is raised for (with_range)
# conditions on how many cards a seat's zones hold and whose turn it is: they read neither the card whose effect it is
# (a rename is looked up without it) nor any card's name (a name that depends on names would loop)
_SEAT_CONDITIONS = {"outside-at-least", "hand-at-least", "hand-at-most", "life-at-most", "life-at-least",
                    "opponent-life-at-most", "opponent-life-at-least", "your-turn", "opponents-turn"}


def _reads_this_now(condition) -> bool:
    """Does the condition read this character's keywords or BP now (this-matches)? Checked where an ability is
    activated or a timed effect resolves; a continuous effect under it could change what it reads."""
    if condition is None:
        return False
    if condition["kind"] in ("all", "any", "none"):
        return any(_reads_this_now(part) for part in condition["conditions"])
    return condition["kind"] == "this-matches"


def _of_the_seat(condition) -> bool:
    """A condition on the seat's zones alone, which holds or not for a card still in the hand ("If there isn't 20 or
    more cards on your Outside Area, this character cannot be played to the Front Line"): no card of its own read."""
    if condition["kind"] in ("all", "any", "none"):
        return all(_of_the_seat(part) for part in condition["conditions"])
    if condition["kind"] == "cards-in-zone":
        return condition.get("side", "yours") in ("yours", "opponents") and not {
            "self", "other", "chosen", "rested_by_you", "rested_this_turn", "played_this_turn", "moved_this_turn",
            "attacked_this_turn", "bp_max_this"} & set(condition.get("filter") or {})
    return condition["kind"] in _SEAT_CONDITIONS


def _reads_no_source(condition) -> bool:
    if condition is None:
        return True
    if condition["kind"] in ("all", "any", "none"):
        return all(_reads_no_source(part) for part in condition["conditions"])
    return condition["kind"] in _SEAT_CONDITIONS


def card_owner(state, card) -> int:
    """The seat whose deck the card is of (copies of a card in one deck share its id; the decks' ids are apart)."""
    return 0 if card in state.decks[0] else 1


def card_names(state, card) -> frozenset:
    """The names a card has now: its printed name and the names it is also treated as; while a "this card's name is
    changed to <X>" condition holds for the card's owner, <X> in place of the printed name."""
    table = state.table
    renames = table.renames[card]
    if renames:
        owner = card_owner(state, card)
        for condition, name in renames:
            if holds(state, owner, condition, None):
                return (table.names[card] - {table.name[card]}) | {name}
    return table.names[card]


def card_name(state, card) -> str:
    """The card's name now: printed, or the one a "this card's name is changed to <X>" gives it (card_names)."""
    table = state.table
    if table.renames[card]:
        owner = card_owner(state, card)
        for condition, name in table.renames[card]:
            if holds(state, owner, condition, None):
                return name
    return table.name[card]


def _target_ok(target) -> bool:
    if "bp_or" in target and not ((set(target["bp_or"]) <= {"name", "trait", "name_or_trait"} or len(target["bp_or"]) == 1
                                   and set(target["bp_or"]) <= {"bp_min", "bp_max"}) and not target.get("all")
                                  and target.get("side") in ("yours", "opponents")
                                  and target.get("zone") in ("front", "energy", "any")
                                  and not {"original_bp", "bp_max_count", "bp_max_plus", "bp_total_max",
                                           "bp_max_this"} & set(target)):
        return False  # "with BP 2500 or less or with <X>": a choice among characters on the field (_units) only
    if any(not _target_ok(part) or part.get("zone") or part.get("side") for part in target.get("any_of", ())):
        return False  # one of several kinds of card, each a filter only
    if any(not _target_ok(part) or "any_of" in part for part in target.get("parts", ())):
        return False
    if "trigger" in target and target["trigger"] not in TRIGGER_CODES:
        return False
    if "not_trigger" in target and not set(target["not_trigger"].split("|")) <= set(TRIGGER_CODES):
        return False
    if "keyword" in target and target["keyword"] not in CARD_KEYWORDS:
        return False
    if "has_timing" in target and target["has_timing"] not in PRINTED_TIMINGS:
        return False
    if ("raided" in target or target.get("face_down") or target.get("no_face_down")) and target.get("zone") not in (
            None, "front", "energy", "any"):
        return False  # "in Raid State", "with a face-down card under it": a character on the field
    if target.get("blocker") and (target.get("zone") not in (None, "front", "energy", "any") or target.get("side") != "opponents"):
        return False  # "that blocked this character": the opponent's character on the field
    if target.get("not_attacking") and target.get("zone") not in (None, "front", "energy", "any"):
        return False  # "other than the attacking character": a character on the field
    if target.get("rested_by_you") and (target.get("zone") not in (None, "front", "energy", "any")
                                        or target.get("side") in ("opponents", "any")):
        return False  # "changed from active to rest by your effect": a character of yours on the field (Unit.rested_turn)
    if (target.get("rested_this_turn") or target.get("played_this_turn") or target.get("moved_this_turn")
            or target.get("attacked_this_turn")) and target.get("zone") not in (None, "front", "energy", "any"):
        return False  # "changed from active to rest / came into play / moved this turn": a character on the field
    if "not_chosen_by" in target and (target.get("zone") not in ("front", "energy", "any") or not _target_ok(target["not_chosen_by"])):
        return False  # (characters on the field an effect chose: Unit.chosen_by)
    if "chosen_by" in target and (target.get("zone") not in (None, "front", "energy", "any") or not _target_ok(target["chosen_by"])):
        return False
    if "bp_max_handled" in target and (target.get("zone") not in ("front", "energy", "any")
                                       or not _target_ok(target["bp_max_handled"].get("filter") or {})):
        return False  # "with BP equal or less than the total BP of the cards placed ... by this effect": on the field
    if "bp_max_count" in target and (target.get("zone") not in (None, "front", "energy", "any")
                                     or not _target_ok(target["bp_max_count"])
                                     or target.get("bp_max_face_down") and target["bp_max_count"].get("zone") not in (
                                         "front", "energy", "any")):
        return False  # a computed BP limit: characters on the field, cards counted where the runtime counts
    if "bp_max_drawn" in target and (target.get("zone") not in (None, "front", "energy", "any") or target.get("all")):
        return False  # "BP equal or less than the number of cards you have drawn during this turn x1000": a pick on the field
    if "bp_min_plus" in target and "bp_max_plus" not in target:
        return False
    if "bp_total_min" in target and (target.get("side") != "yours" or target.get("zone") not in ("front", "energy", "any")
                                     or target.get("all") or "bp_total_max" in target):
        return False  # "so that the total BP is 4000 or higher": a pick among your own characters on the field (_units)
    if "bp_total_max" in target and (target.get("side") != "opponents" or target.get("zone") not in ("front", "energy", "any")
                                     or target.get("all")) and (target.keys() & {"side", "zone", "all"}):
        return False  # "up to 2 characters on your opponent's Front Line with a total of BP 6000 or less" (_units); "any
        # number of <X> among them with a combined BP of 7500 or less" (no side or zone: the cards looked at, choose_cards)
    if "bp_max_plus" in target and (target.get("zone") not in (None, "front", "energy", "any") or "bp_max" not in target
                                    or target.get("all")
                                    or sum(key in target for key in _RANGE_COUNTS) != 1
                                    or not _target_ok(next(target[key] for key in _RANGE_COUNTS if key in target))
                                    or {"bp_max_count", "bp_max_this", "bp_max_highest", "self", "chosen"}
                                    & set(next(target[key] for key in _RANGE_COUNTS if key in target))
                                    or not _condition_ok(target.get("bp_max_plus_if"))):
        return False  # "increase the BP range of characters you can choose with this effect by +1000 for each ...": a
        # pick among characters on the field, its bp_max raised as the action resolves (with_range)
    if ("bp_max_this" in target or "bp_max_highest" in target) and (
            target.get("zone") not in (None, "front", "energy", "any") or target.get("all")):
        return False  # this character's BP (your highest): a pick among characters on the field as an action resolves
    if target.get("bp_vs_original") not in (None, "lower", "higher") or "bp_vs_original" in target and target.get(
            "zone") not in (None, "front", "energy", "any"):
        return False  # BP now against printed BP: characters on the field
    return all(key in TARGET_FIELDS for key in target) and target.get("zone") in (None, "front", "energy", "any",
                                                                                    "hand", "outside", "looked", "remove",
                                                                                    "raid-source", "any|revealed",
                                                                                    "any|outside", "outside|remove", "revealed", "placed")


def _action_ok(action, timing) -> bool:
    kind = action["do"]
    if kind not in ACTIONS or not _condition_ok(action.get("condition")):
        return False
    if action.get("duration") == LATER_DURATION and kind not in LATER:
        return False  # "during your opponent's next turn": BP, keywords and abilities wait for that turn (Unit.lasting)
    if (action.get("target") or {}).get("player"):  # an ability the player gains: what the runtime reads of a player's
        return (kind == "gain-ability" and action["target"] == {"player": True} and action.get("duration") == "this-turn"
                and all(e == {"timing": "continuous", "actions": [{"do": "draw-replacement"}]} or _player_guard_ok(e)
                        or e == HAND_LOCK for e in action["effects"]))
    instead = action.get("instead")
    while instead is not None:
        if not _condition_ok(instead.get("condition")):  # (none: "to the Outside Area or under <X>", the choice only)
            return False
        if instead.get("condition") and _of_chosen(instead["condition"]) and "target" in action and not _chosen_then_replaced(action):
            return False  # "If the chosen character ..., ... instead": said of a character the action chooses on the field
        if "do" in instead or "raid" in instead or "keyword" in instead:  # 'it's "retire it" instead': the other verb
            # (a Raid, a keyword) must be played too
            if not _action_ok({k: v for k, v in _as_instead_says(action, instead).items() if k != "instead"}, timing):
                return False
        if "actions" in instead and not all(_action_ok(step, timing) for step in instead["actions"]):
            return False  # ('"Draw 1 card". If <X>, "Look at ..." instead': the other steps must be played too)
        instead = instead.get("instead")
    if kind in ("choose-one",):
        return all(_action_ok(option, timing) for option in action["options"])
    if kind == "all-of":
        return all(_action_ok(step, timing) for step in action["actions"])
    if kind == "gain-keyword" and action["keyword"] not in KEYWORDS:
        return False
    if kind == "choose-count" and (timing != CHOOSES_ONE or action.get("count", 0) < 2):
        return False  # 'that effect becomes "Choose 2 of the following" instead': said of the choice being made only
    if kind == "choose-all-instead" and (action.get("duration") != "this-turn"
                                         or not set(action.get("filter") or {}) <= CARD_FILTERS
                                         or not _target_ok(action.get("filter") or {})):
        return False  # (for this turn, of cards matching a card filter)
    if (action.get("target") or {}).get("same_energy") and (kind != "discard-chosen" or action["target"].get("up_to", 1) < 2
                                                            or action["target"].get("up_to") == ANY_NUMBER):
        return False  # "place 3 cards with the same required energy from your hand": a set of cards picked from the hand
    if (action.get("target") or {}).get("energy_met") and kind != "play-from":
        return False  # "with fulfilled required energy": read where a card is played or raided
    if (action.get("target") or {}).get("not_name_of_chosen") and (
            kind not in ("play-from", "add-to-hand") or action["target"].get("self")):
        return False  # "with a different name from the retired character": read where a card is played or taken
    if (action.get("target") or {}).get("not_name_on_area") and (kind != "play-from" or action["target"].get("self")):
        return False  # "if a card with the same name is already on your area": read where a card is played
    if kind == "play-from" and action.get("raid") not in (None, "only", "may"):
        return False
    if (action.get("target") or {}).get("zone") == "revealed" and (kind != "play-from" or action.get("raid") != "only"):
        return False  # "the revealed card": read where it is raided ("raid the revealed card onto this character")
    if kind == "play-from" and "onto" in action and (action.get("raid") != "only" or action["onto"] != {"chosen": True} and (
            action["onto"] != {"self": True} or timing in ("main", "on-retire"))):
        return False  # "raid ... onto this character": a character on the field, by Raid only; "... onto the chosen
        # character": the one of yours on the field the step before picked (none of yours: no Raid)
    if kind == "defeated-to" and (timing != "when-wins-battle" or action.get("where") not in ("hand", "bottom", "remove", "field")):
        return False  # "the opponent's character that lost this battle ...": the battle this character won
    if kind == "when-chosen-retired":  # (the chosen character, for this turn; what its chooser then does, no card's own)
        return (action.get("target") == {"chosen": True} and action.get("duration") == "this-turn"
                and all(_action_ok(step, "on-retire") and not (step.get("target") or {}).get("self")
                        for step in action["actions"]))
    if kind == "gain-ability":  # (a gained [On Retire] activates as the character is retired: battle._remove_from_field)
        inner = CardEffects()
        return (all(_place(inner, e, False) for e in action["effects"])
                and not (inner.on_play or inner.activated or inner.reductions or inner.aliases or inner.auras or inner.range_auras
                         or inner.event_auras
                         or inner.raid_only or inner.line_bans or inner.use_conditions))
    if kind == "generated-energy-change" and not action.get("target", {}).get("self"):
        return False
    if kind == "also-event" and (action.get("duration") != "this-turn" or not _event_alias_ok(action["target"])):
        return False  # "... are (also) treated as Event cards in all places during this turn" (Seat.events_now)
    if kind == "next-range-raise" and action.get("duration") != "this-turn":
        return False  # "the next time you choose ...": for this turn when said so (Seat.range_next)
    if kind == "lose-effects" and (action.get("duration") not in ("this-turn", "until-next-turn-start")
                                   or (action.get("target") or {}).get("zone") not in (None, "front", "energy", "any")):
        return False  # a character on the field, for a said time
    if kind == "required-energy-change" and (action.get("duration") != "this-turn"
                                             or action["target"].get("zone") not in (None, "front", "energy", "any")):
        return False  # a card on the field, this turn (Unit.granted ends with it)
    if not _per_ok(action) or action.get("per") == "face-down-under-this" and (
            timing == "main" or timing == "on-retire" and kind not in ("draw", "discard")):
        return False  # "for each face-down card under this character": a character on the field, or (an [On Retire]'s
        # draw or hand card placed) those that were under it as it left the field (resolution.under_left)
    if kind == "face-down-under" and action.get("zone") == "this-card" and "target" not in action:
        return False  # "place this card face-down under <X>": this character, the [On Retire] card from the Outside Area,
        # or an Event Card as it is used (timing "main": _event_under)
    if kind == "raid-source-under" and (action.get("zone") not in ("this-card", "outside") or "target" not in action
                                        or action.get("zone") == "this-card" and timing in ("main", "on-retire")):
        return False  # "place this card face up under that character (becomes Raid State)": this character, on the field
    if kind == "face-down-under" and action.get("zone") == "looked" and timing in ("main", "on-retire") and "target" not in action:
        return False  # "place 1 among them face-down under this character": a character on the field
    if kind == "face-down-under" and action.get("zone") == "revealed" and (timing in ("main", "on-retire") or "target" in action):
        return False  # "place the card (revealed from your hand) face-down under this character": on the field
    if _places_chosen_under(action) and (timing in ("main", "on-retire") or "target" in action):
        return False  # "place the chosen character face-down under this character": this character, on the field
    if kind == "face-down-under" and action.get("zone") == "placed" and timing in ("main", "on-retire") and "target" not in action:
        return False  # "place that card under this character": the card placed to the Outside Area, under this character
    if kind == "face-down-move" and timing == "main" and ("to" not in action or action["target"].get("self")):
        return False  # an event has no "this character"
    if kind == "face-down-move" and "to" in action and not _target_ok(action["to"]):
        return False
    if kind == "swap-positions" and ("with" not in action and timing in ("main", "on-retire")
                                     or "with" in action and not _target_ok(action["with"])):
        return False  # "with this character": a character on the field
    if kind == "activate-effect" and (action.get("target") or {}).get("zone") == "raid-source":
        # "[On Retire] This character may activate the [On Play] or [On Retire] effect of this character's raid source"
        return timing != "main" and set(action["timing"].split("|")) <= {"on-play", "on-retire", "when-attacking"}
    if kind == "activate-effect" and "of" in action:  # the [On Retire] of a card the step before placed / returned
        return action["of"] in ("placed", "returned") and action["timing"] == "on-retire"
    if kind == "activate-effect" and action.get("by") == "this":  # as this character's: an event has no character
        return timing != "main" and action["timing"] in ("on-play", "when-attacking") and _target_ok(action["target"])
    if kind == "activate-effect" and "target" in action:  # a chosen character's [On Play]: any effect may
        return action["timing"] == "on-play" and _target_ok(action["target"])
    if kind == "activate-effect" and (timing in ("main", action["timing"]) or action["timing"] not in ("on-play",
                                                                                                     "when-attacking",
                                                                                                     "on-retire")):
        return False  # an event has no character; an effect that activates itself would never end
    if kind == "to-remove" and (action.get("target") or {}).get("zone") not in ("outside", "hand", None, "front", "energy",
                                                                                "any") \
            and not (action.get("target") or {}).get("self"):
        return False
    if "bp_total_min" in (action.get("target") or {}) and kind not in ("rest", "retire"):
        return False  # (your characters given up until their BP adds up: _units, _taken_for_range)
    if "bp_total_max" in (action.get("target") or {}) and kind != "take-looked" and not (
            action["target"].keys() & {"side", "zone", "all"}):
        return False  # (a combined BP over cards off the field: those looked at and taken only, choose_cards)
    if "parts" in (action.get("target") or {}) and kind not in ("take-looked", "looked-to-outside", "play-from", "add-to-hand"):
        return False  # several picks in one: where the cards are chosen from a list (choose_cards)
    if kind == "look-at-top" and ("amount" in action) == ("amount_count" in action):
        return False
    if kind == "look-at-top" and "amount_count" in action and not _target_ok(action["amount_count"]):
        return False
    if kind == "looked-to" and (action["where"] not in LOOKED_TO or "target" in action and (action["where"] != "top"
                                                                                             or "top_at_most" in action)):
        return False  # (only some of them: on top)
    if kind == "play-from" and action.get("zone", (action.get("target") or {}).get("zone")) not in ("hand", "outside", "looked",
                                                                                                    "remove", "raid-source",
                                                                                                    "hand|outside", "revealed",
                                                                                                    "placed", "added") \
            and not (action.get("target") or {}).get("self"):
        return False
    if kind in ("add-to-hand",) and (action.get("target") or {}).get("zone") not in ("outside", "remove", "raid-source"):
        return False
    if (action.get("target") or {}).get("zone") == "raid-source" and (kind not in ("play-from", "add-to-hand",
                                                                                  "raid-source-to-outside",
                                                                                  "activate-effect")
                                                                       or timing == "main"):
        return False  # "this character's raid source": a character's, taken to the hand or played
    if (action.get("target") or {}).get("zone") == "remove" and kind not in ("play-from", "add-to-hand",
                                                                            "next-cost-reduction", "to-outside", "use-from"):
        return False
    if kind == "use-from" and (action["target"].get("zone") not in ("hand", "outside", "remove")
                               or action["target"].get("card_type") != "event"):
        return False  # (an Event Card from a zone of yours)
    target = action.get("target")
    if target is not None:
        if not _target_ok(target):
            return False
        if target.get("side") == "any" and target.get("zone") in (None, "front", "energy", "any") \
                and (kind not in EITHER_SIDE or target.get("all") or action.get("optional") or "instead" in action):
            return False  # "a character on your area or on your opponent's area": a choice over both sides
            # (EITHER_SIDE), not every card of both nor a step the player may decline (its worth is read on one side)
        if target.get("self") and timing == "on-retire" and kind not in ("draw", "return-to-hand", "play-from", "to-remove",
                                                                           "to-deck"):
            return False  # the card has left the field ("return this card to your hand", "play this card to your
            # Front Line", "place this card to the Remove Area / at the bottom of your deck": from the Outside Area)
        if target.get("self") and kind == "play-from" and (timing != "on-retire" or action.get("zone") == "hand") and not (
                timing == "in-hand-when-yours-raids" and action.get("zone") == "hand" and action.get("raid") is None) \
                and not (timing == "when-removed" and action.get("zone") == "remove"):
            return False  # ("play this card" while it is on the field, or from another zone: not read; "from your
            # hand": said by the card in the hand)
        if target.get("self") and timing == "main" and kind not in ("to-remove", "to-deck"):
            return False  # an event has no "this character" ("place this card to the Remove Area": the event card)
        if target.get("blocker") and timing != "end-of-attack":
            return False  # "that blocked this character": read at the end of that attack
    return True


# what an action's "per" may count (per_amount); "moved-this-turn": the times this character moved this turn (Unit.moves)
PER = {"face-down-under-this", "cards", "used-this-turn", "retired-this-turn", "moved-this-turn"}
# "gains ... same amount of [Damage +1] as the chosen <X>": as many as the card the step before chose has now (its own
# and gained Damage +N / Impact +N added up; per_amount)
PER_CHOSEN_KEYWORD = "chosen-keyword"
PER_PLACED = "placed-by-this-effect"  # "draw the same number of cards as placed to the Outside Area by this effect" (_draw)


def _per_ok(action) -> bool:
    per = action.get("per")
    if per is None:
        return True
    if per == PER_CHOSEN_KEYWORD:  # (of a step that resolves: the choice made just before)
        return action["do"] == "gain-keyword" and action["keyword"] in ("damage-plus", "impact-plus") \
            and "per_target" not in action and "per_every" not in action and "duration" in action
    if per == PER_PLACED:  # (and "for each card placed ... by this effect, the chosen gets -1500 BP")
        # ("If you did, all characters on your area also get +500 BP for each card placed ...": every one of yours,
        # the count made as the step resolves; how many to place is weighed for an opposing chosen one only)
        return action["do"] == "draw" and "per_target" not in action or action["do"] == "bp-change" and (
            (action.get("target") == {"chosen": True} or (action.get("target") or {}).get("all")
             and action["target"].get("side") == "yours") and _target_ok(action.get("per_target") or {})
            and not {"zone", "side"} & set(action.get("per_target") or {}))
    if action["do"] == "discard" and per != "face-down-under-this":
        return False  # (a hand card placed for each ...: the face-down cards under this character only)
    counted = action.get("per_target") or {}
    return per in PER and _target_ok(counted) and not (AS_RESOLVES | {"self", "chosen"}) & set(counted) \
        and counted.get("zone") not in ("looked", "raid-source")


def _guard_ok(action) -> bool:
    """A restriction on every matching card of yours (target: all, your side, a field zone, filters)."""
    target = action.get("target") or {}
    return (action["do"] in GUARDS and target.get("all") and target.get("side", "yours") == "yours"
            and target.get("zone", "any") in ("front", "energy", "any") and _target_ok(target)
            and not (AS_RESOLVES | {"self", "chosen", "bp_vs_original"}) & set(target)
            and (target.get("original_bp") or not {"bp_min", "bp_max"} & set(target)))  # (a printed BP: no recursion)


# "You cannot use cards from your hand" as an ability the player gains for the turn: HAND_LOCKED in Seat.gained_now
# (legal_actions and the greedy pilot read it: hand_locked)
HAND_LOCK = {"timing": "continuous", "actions": [{"do": "cannot-use-from-hand"}]}
HAND_LOCKED = CardEffects()


def hand_locked(seat) -> bool:
    """May the seat use no card from its hand now ('you cannot use cards from your hand during this turn')?"""
    return seat.gained_now != () and any(gained is HAND_LOCKED for gained in seat.gained_now)


# restrictions a player may gain on their own characters for the turn (ValuesMixin._guarding reads them)
PLAYER_GUARDS = {"cannot-attack", "cannot-block", "cannot-be-chosen", "cannot-be-retired", "cannot-be-removed",
                 "cannot-become-active", "cannot-be-sniped"}


def _player_guard_ok(effect) -> bool:
    """'You cannot attack with characters other than <X>' as an ability the player gains: one restriction on every
    matching character of theirs, with no condition and no card of its own ("other" than it) to say it."""
    actions = effect.get("actions") or []
    return (set(effect) == {"timing", "actions"} and effect["timing"] == "continuous" and len(actions) == 1
            and actions[0]["do"] in PLAYER_GUARDS and set(actions[0]) <= {"do", "target", "by"} and _guard_ok(actions[0])
            and actions[0].get("by", "opponent") in PROTECTED_FROM
            and not actions[0]["target"].get("other"))


def _opposing_ok(action) -> bool:
    """"Your opponent's characters must attack if able": every matching character of the opponent's (a filter only)."""
    target = action.get("target") or {}
    return (action["do"] == "must-attack" and target.get("all") and target.get("side") == "opponents"
            and target.get("zone", "any") in ("front", "energy", "any") and _target_ok(target)
            and set(target) <= {"all", "side", "zone", "card_type", *CARD_FILTERS})


def _grants(effects) -> bool:
    """Does any action (options and steps included) give a character an ability?"""
    def actions_of(action):
        yield action
        for inner in [*action.get("options", ()), *action.get("actions", ())]:
            yield from actions_of(inner)
    return any(a.get("do") == "gain-ability" for e in effects for top in e.get("actions", []) for a in actions_of(top))


def card_effects(record) -> CardEffects:
    result = CardEffects()
    effects = record.get("effects") or None
    if effects is None:
        compiled = compile_card_text(record.text)
        effects = compiled.effects
        if compiled.uncompiled:
            result.complete = False
    is_event = record.type == "event"
    for effect in effects:
        if not _place(result, effect, is_event):
            result.complete = False
    result.grants = _grants(effects)
    result.history = _history_reads(effects)
    if re.search(r"'(?:not_chosen_by|chosen_by|chosen-this-turn-by)'", repr(effects)):
        # ("cannot be chosen if chosen by a <X> card's effect this turn", "that was chosen by a <X> card effect during
        # this turn": CardTable.any_choice_records, choices are then kept on the characters, Unit.chosen_by)
        result.choice_records = True
    return result


def _history_reads(node) -> frozenset:
    """The kinds of Seat.history event (board.MOVED, ...) the conditions anywhere in these effects read (abilities they
    give included): the state writes those events only when some card in the game reads them (CardTable.history)."""
    found = set()
    stack = [node]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            kind = item.get("kind")
            if kind == "moved-this-turn" or item.get("moved_this_turn") or item.get("per") == "moved-this-turn":
                found.add(MOVED)  # (a target's "that has moved during this turn" too)
            elif kind == "rested-this-turn" or item.get("rested_this_turn"):
                found.add(RESTED)  # (a target's "that changed from active to rest during this turn" too)
            elif kind == "ap-paid-this-turn":
                found.add(AP_PAID)
            elif kind == "raided-this-turn" and item.get("phase") == "attack":
                found.add(RAIDED)
            elif kind == "played-on-area-this-turn" and item.get("by") == "effect":
                found.add(BY_EFFECT)
            elif kind == "hand-to-outside-this-turn" and "placer" in item:
                found.add(PLACED)
            elif kind == "revealed-added-this-turn":
                found.add(REVEALED)
            elif kind == "retired-this-turn" and "by" in item:
                found.add(RETIRED)
            elif kind == "dealt-damage-this-turn":
                found.add(DEALT)
            elif kind == "outside-to-deck-this-turn":
                found.add(DECKED)
            elif kind == "paid-for-this":
                found.add(PAID_FOR)
            stack.extend(item.values())
        elif isinstance(item, list | tuple):
            stack.extend(item)
    return frozenset(found)


IF_CHOOSES = "if-chooses"  # a reduction's condition (CardEffects.reductions only): declared_choice


def declared_choice(state, index, card) -> dict | None:
    """"If you use this card and choose a <X>, reduce this card's AP cost by 1": the filter <X> when the event `card`
    of seat `index` can be used so now — its first choice (of its first effect: a character on the field) has a <X>
    to choose — else None. Used so, the reduction is taken and the choice is of a <X> (declared_effects); the player
    takes it whenever it can (it pays less; the <X> is among what it may choose anyway)."""
    effects = state.table.effects[card]
    for condition, _, _, _ in effects.reductions:
        if condition is not None and condition.get("kind") == IF_CHOOSES:
            narrowed = _declared_target(effects, condition["filter"])
            if narrowed is not None and _units(state, index, narrowed, None):
                return condition["filter"]
    return None


def _declared_target(effects, wanted) -> dict | None:
    """The target of the event's first choice narrowed to `wanted` (exactly one of them), or None when its first step
    chooses no character on the field."""
    for effect in effects.on_play[:1]:
        for action in effect["actions"][:1]:
            target = action.get("target") or {}
            if not target or target.get("self") or target.get("chosen") or target.get("all") or target.get(
                    "zone") not in (None, "front", "energy", "any"):
                return None
            return dict(target, **wanted, up_to=1, exactly=True)
    return None


def declared_effects(effects, wanted) -> list:
    """The event's effects as used with "choose a <X>" said: its first choice narrowed to a <X>."""
    first = effects.on_play[0]
    narrowed = dict(first["actions"][0], target=_declared_target(effects, wanted))
    return [dict(first, actions=[narrowed] + first["actions"][1:])] + effects.on_play[1:]


def plays(effect: dict, is_event: bool) -> bool:
    """Whether the runtime plays this one effect of a card (an event card's or another type's)."""
    return _place(CardEffects(), effect, is_event)


def _place(result: CardEffects, effect: dict, is_event: bool) -> bool:
    actions = effect.get("actions", [])
    timing = effect.get("timing")
    for at, action in enumerate(actions):
        if action["do"] == "look-at-top" and action.get("side") == "opponents" and any(
                a["do"] != "looked-to" or "target" in a or "top_at_most" in a for a in actions[at + 1:]):
            return False  # ("Your opponent reveals the top card of their deck": only put back or placed by you)
        if action["do"] == "raid-source-under" and action["target"].get("chosen") or _places_chosen_under(action):
            chosen = next((a["target"] for a in reversed(actions[:at]) if "target" in a and not a["target"].get("chosen")),
                          None)
            if chosen is None or chosen.get("side") != "yours" or _places_chosen_under(action) and (
                    actions[at - 1]["do"] != "choose" or chosen.get("all") or chosen.get("zone") not in ("any", "front", "energy")):
                return False  # ("place this card face up under that character": a character of yours, chosen before;
                # "place the chosen character face-down under this character": the one a choice of yours on the field picked)
    for at, action in enumerate(actions):
        if action["do"] == "opponent-moves" and action["target"].get("chosen") and (
                next((a["target"] for a in reversed(actions[:at]) if "target" in a and not a["target"].get("chosen")),
                     {}).get("side") != "opponents"):
            return False  # ("Your opponent moves that character ..."): a character of theirs, chosen before
        if (action.get("target") or {}).get("of_played") and not (
                action["target"].get("chosen") and at and actions[at - 1]["do"] == "play-from"
                and not actions[at - 1]["target"].get("self") and action["do"] in _OF_PLAYED_KINDS):
            return False  # ("Choose up to 1 character played by this effect": said right after the step that played them)
        if action.get("retired") and (is_event or not any(
                cost.get("kind") == "retire-this-card" for cost in effect.get("cost") or ())):
            return False  # ("this card that was retired by this effect": by its own [Retire this card] cost)
        if action["do"] == "play-from" and action.get("zone") == "added" and not any(
                a["do"] in ("take-looked", "add-to-hand") or a["do"] == "draw" and a.get("reveal") for a in actions[:at]):
            return False  # ("you may play it instead": said after a step that added a card to the hand)
        if (action.get("condition") or {}).get("kind") == "played-from" and not (
                at and actions[at - 1]["do"] == "play-from" and actions[at - 1].get("zone") == "hand|outside"
                and actions[at - 1].get("raid") is None and action["condition"].get("zone") == "hand"):
            return False  # ("If you played from your hand": said right after a play from the hand or the Outside Area)
    condition = effect.get("condition")
    if timing == "when-life-to-outside":
        return not is_event and _place_life_out(result, effect)
    if timing == "when-chosen":
        return not is_event and _place_when_chosen(result, effect)
    if timing == "when-yours-played":
        return not is_event and _place_when_played(result, effect)
    if timing == "when-character-leaves":
        placed = _placed_as_moment(effect, "left-card-matches", timing)
        if is_event or placed is None or placed[0].get("side") not in ("yours", "opponents", "any"):
            return False
        result.when_leaves.append(placed)
        return True
    if timing in ("when-character-retired", "in-outside-when-character-retired"):
        return not is_event and _place_when_retired(result, effect, timing != "when-character-retired")
    if timing == "in-hand-when-yours-raids":
        return not is_event and _place_hand_raid(result, effect)
    if timing == "in-outside-end-of-attack-phase":  # (an Event card too: it waits there once used)
        return _place_outside_end(result, effect)
    if not _condition_ok(condition) or timing not in _PLACED_TIMINGS and _names_kind(condition, "placed-by"):
        return False
    if _names_kind(condition, "copies-on-area") and not (timing == "static" and [a["do"] for a in actions] == ["use-condition"]):
        return False  # (the card being used: read by ValuesMixin.may_use)
    # (anywhere in the effect: its condition, an action's, an "instead"'s or an option's; read once per card table)
    if timing != "on-retire" and "'retired-by'" in repr(effect):
        return False  # (how this character was retired: known as its [On Retire] effects resolve)
    if timing != "when-leaves" and "'left-by'" in repr(effect):
        return False  # (how this character left the area: known as its "When this character leaves the area" resolve)
    if effect.get("once_shared") and (is_event or timing not in SHARED_ONCE_TIMINGS or not effect.get("once_per_turn")):
        return False  # (one use for several effects: kept on the character as they resolve, run_effects)
    if is_event and timing == "activate-main" and not effect.get("cost"):
        timing = "main"  # an event's "[Main]": used in your main phase, its effect resolves then
    kinds = [a["do"] for a in actions]
    if "gain-ability" in repr(actions) and "'player': True" in repr(actions):
        result.player_guards = True  # (CardTable.any_guards: the player may gain a restriction; read once per card)
    if "'attacks-from-energy-line'" in repr(actions):
        result.energy_attacks = True  # (CardTable.any_energy_attackers; read once per card)
    if timing == "static":
        if kinds == ["enters-active"]:
            result.enters_active += (condition,)
            return True
        if kinds == ["cost-reduction"] and actions[0].get("zone") == "outside":
            if actions[0]["what"] != "energy" or "per" in actions[0] or is_event or "'this-" in repr(condition) \
                    or "'in-line'" in repr(condition):
                return False  # (a condition of the player's position, as the hand's reductions: not of this card on the area)
            result.outside_reductions.append((condition, actions[0]["amount"]))
            return True
        if kinds == ["cost-reduction"] and "if_chooses" in actions[0]:
            # "If you use this card and choose a <X>, reduce this card's AP cost by 1": an event's, said of its choice
            if not is_event or condition is not None or "per" in actions[0] or not _target_ok(actions[0]["if_chooses"]):
                return False
            result.reductions.append(({"kind": IF_CHOOSES, "filter": actions[0]["if_chooses"]}, actions[0]["what"],
                                      actions[0]["amount"], None))
            return True
        if kinds == ["cost-reduction"] and actions[0]["what"] in ("energy", "ap") and "condition" not in actions[0] \
                and _per_ok(actions[0]):
            per = actions[0] if "per" in actions[0] else None  # ("for each <X> on your area": counted as it is used)
            result.reductions.append((condition, actions[0]["what"], actions[0]["amount"], per))
            return True
        if kinds == ["renamed"] and not is_event and _reads_no_source(condition):
            result.renames.append((condition, actions[0]["name"]))
            return True
        if kinds and all(kind == "also-named" for kind in kinds) and condition is None:
            result.aliases.extend(action["name"] for action in actions)  # ("also treated as <A> and <B>": each)
            return True
        if kinds == ["also-energy"] and condition is None:
            if actions[0].get("on_area"):  # (required_energies: the card as a unit on the area)
                result.area_energy_aliases += (actions[0]["amount"],)
                return not is_event
            result.energy_aliases.append(actions[0]["amount"])
            return True
        if kinds == ["use-condition"] and condition is not None and len(actions[0]) == 1:
            result.use_conditions.append(condition)  # checked as the card is used (ValuesMixin.may_use)
            return True
        if kinds == ["generates-on-front-line"] and condition is None:
            result.energy_on_front = True
            return True
        if kinds == ["any-color-energy"] and condition is None:
            result.any_color_energy = True  # (CardTable.need_color)
            return True
        if kinds == ["raid-cost-reduction"] and not is_event and _target_ok(actions[0]["onto"]) and (
                condition is None or not actions[0]["onto"] and _of_the_seat(condition)):
            # ("When you raid this card, if <A>, reduce ...": a condition on its player's cards, read as it raids)
            result.raid_reductions.append((actions[0]["amount"], actions[0]["onto"], condition))
            return True
        if kinds == ["raided-cost-reduction"] and condition is None and not is_event and _target_ok(actions[0]["by"]) \
                and not actions[0].get("yours"):
            result.raided_reductions.append((actions[0]["amount"], actions[0]["by"]))
            return True
        under = condition is not None and condition["kind"] == "face-down-under-this" and "at_most" not in condition
        if kinds == ["cannot-enter-line"] and (condition is None or under or _of_the_seat(condition)) and not is_event:
            action = actions[0]  # (a card in the hand has nothing under it: a face-down condition holds for moves)
            result.line_bans.append((FRONT if action["line"] == "front" else ENERGY, bool(action.get("moves")),
                                     2 if action.get("this_card_may") else 1 if action.get("your_effects_may") else 0,
                                     condition["amount"] if under else 0, None if under else condition))
            return True
    if timing == "continuous" and condition is None and kinds == ["use-limit"] and set(actions[0]) == {"do", "amount", "name"}:
        # "You can only use 1 <X> per turn": a condition on using it, fewer than 1 <X> used this turn (seed 000 has no
        # such rule; the card says it), as "This card can only be used if ..." (ValuesMixin.may_use)
        used = {"kind": "used-this-turn", "filter": {"name": actions[0]["name"]}, "at_least": actions[0]["amount"]}
        result.use_conditions.append({"kind": "none", "conditions": [used]})
        return True
    if kinds == ["raid-only"] and timing in ("static", "continuous") and condition is None and not is_event:
        # (seed 000 Raid Boost: the card goes onto a character, never to a line itself; 2: "... by your effects or
        # raided", an effect of yours may play it to a line)
        result.raid_only = 2 if actions[0].get("effects_may") else True
        return True
    if timing in ("continuous", "during-your-turn", "during-opponents-turn", "when-in-front-line", "when-in-energy-line",
                  "static") and not is_event:
        whose = {"during-your-turn": "yours", "during-opponents-turn": "opponents"}.get(timing)
        if effect.get("once_per_turn") and not all(kind in ONCE_REPLACEMENTS for kind in kinds):
            return False  # "[1 Per Turn]" on what holds all the time: only a replacement's uses are counted (Unit.fired)
        if _reads_this_now(condition):
            return False  # (what holds while this character has a keyword / a BP it may itself change: not played)
        if timing in ("when-in-front-line", "when-in-energy-line"):
            line = {"kind": "in-line", "line": "front" if "front" in timing else "energy"}
            condition = line if condition is None else {"kind": "all", "conditions": [line, condition]}
        if kinds == ["energy-value-change"] and set(actions[0]) == {"do", "amount"}:
            result.energy_shifts.append((condition, whose, actions[0]["amount"]))  # (required_energies)
            return True
        if kinds == ["raided-cost-reduction"] and actions[0].get("yours") and _target_ok(actions[0]["by"]):
            result.raid_auras.append((condition, whose, actions[0]["amount"], actions[0]["by"]))  # (raid_reduction)
            return True
        if kinds == ["also-event"] and set(actions[0]) == {"do", "target"} and _event_alias_ok(actions[0]["target"]):
            result.event_auras.append((condition, whose, {k: v for k, v in actions[0]["target"].items()
                                                          if k not in ("all", "side", "card_type")}))  # (is_event)
            return True
        if kinds == ["range-raise"] and set(actions[0]) <= {"do", "amount", "side"} and actions[0].get("side") in (
                None, "opponents"):
            result.range_auras.append((condition, whose, actions[0]["amount"], actions[0].get("side")))  # (range_raise)
            return True
        if kinds == ["front-line-size"] and set(actions[0]) == {"do", "amount"}:
            result.front_sizes.append((condition, whose, actions[0]["amount"]))  # (front_size)
            return True
        if (len(actions) == 1 and actions[0]["do"] == "bp-change" and "duration" not in actions[0]
                and "condition" not in actions[0] and "per" not in actions[0] and (actions[0].get("target") or {}).get("all")
                and actions[0]["target"].get("side") == "yours" and _target_ok(actions[0]["target"])
                and "bp_vs_original" not in actions[0]["target"]):  # (aura_applies reads no BP now)
            result.auras.append((condition, whose, actions[0]))  # every matching character of yours
            return True
        if (len(actions) == 1 and actions[0]["do"] == "gain-keyword" and "duration" not in actions[0]
                and "condition" not in actions[0] and "per" not in actions[0] and actions[0]["keyword"] in KEYWORDS
                and (actions[0].get("target") or {}).get("all") and actions[0]["target"].get("side") == "yours"
                and _target_ok(actions[0]["target"]) and not {"bp_min", "bp_max", "bp_vs_original", "bp_max_this", "bp_max_highest",
                                                              "bp_max_count"} & set(actions[0]["target"])):
            # "[When in Frontline] Your characters with a face-down card under it gain [Double Attack]": every matching
            # character of yours has the keyword while this card's condition holds (ValuesMixin._keyword_gains)
            result.keyword_auras.append((condition, whose, actions[0]))
            return True
        if any(action.get("duration") == "this-turn" for action in actions) and all(
                _holds_all_turn(condition) if action.get("condition") is None else
                _holds_all_turn(action["condition"]) and (condition is None or _holds_all_turn(condition))
                for action in actions if action.get("duration") == "this-turn"):
            # "[Your Turn] If you used an Event Card during this turn, this character gains ... during this turn": once
            # the condition (the effect's, or each step's) holds it holds until the turn ends, as the gain does: the
            # same as while it holds
            actions = [{k: v for k, v in action.items() if k != "duration"} for action in actions]
        for action in actions:
            target = action.get("target") or {}
            kind = action["do"]
            if kind not in CONTINUOUS or "duration" in action or not _condition_ok(action.get("condition")):
                return False
            if kind in ("bp-change", "gain-keyword", "generated-energy-change") and not target.get("self"):
                return False
            if kind == "substitute-retire" or kind == "retire-replacement" and target:
                if not _target_ok(target) or target.get("side") != "yours" or not {"bp_min", "bp_max"}.isdisjoint(target) \
                        and action.get("to") != "retire-other":  # (retire-other: the other one's BP now, _retire_other)
                    return False  # (the character whose retirement it replaces: a filter aura_applies reads)
            elif kind in RESTRICTIONS and target and not target.get("self") and not _guard_ok(action) \
                    and not _opposing_ok(action):
                return False  # on other cards: every matching character of yours (CardEffects.guards)
            if kind == "gain-keyword" and action["keyword"] not in KEYWORDS:
                return False
            if "against" in action and not _against_ok(action["against"]):
                return False
            if kind == "under-redirect" and not (_target_ok(action["from_under"]) and set(action) <= {
                    "do", "from_under", "optional"}):
                return False  # (the characters of yours whose face-down cards it takes: redirect_under)
            if "from" in action and not (_target_ok(action["from"]) and set(action["from"]) <= {"raided", "trait", "not_trait"}):
                return False  # (the characters a protection holds against the effects of: what _from_source reads)
            if "except_from" in action and not (_target_ok(action["except_from"]) and set(action["except_from"]) <= {
                    "bp_min", "bp_max", "original_bp", "trait"}):
                return False
            if kind == "cannot-be-changed" and (not set(action["changes"].split("|")) <= CHANGES
                                                or action.get("by", "opponent") not in (*PROTECTED_FROM, "both", "own")):
                return False
            if kind == "gain-ability" and (target and not target.get("self") or _granted(
                    action, whose, _both(condition, action.get("condition"))) is None):
                return False
            if not _per_ok(action):
                return False
        for action in actions:
            own = action.get("condition")
            both = condition if own is None else own if condition is None else {"kind": "all", "conditions": [condition, own]}
            if action["do"] == "gain-ability":
                _grant_while(result, both, whose, action)
            elif action["do"] == "bp-change" and whose == "yours" and both is None and "per" not in action:
                result.your_turn_bp += action["amount"]
            elif action["do"] in RESTRICTIONS and _guard_ok(action):
                result.guards.append((both, whose, action))
            elif action["do"] in RESTRICTIONS and _opposing_ok(action):
                result.opposing.append((both, whose, action))
            else:
                if effect.get("once_per_turn") and action["do"] in ONCE_REPLACEMENTS:
                    action = dict(action, once_per_turn=True)  # "[1 Per Turn] If ..., ... instead": used once a turn
                result.continuous.append((both, whose, action))
        return True
    if timing == "main" and not is_event and actions and all(
            action.get("duration") == "this-turn" and (action.get("target") or {}).get("self")
            and (_holds_all_turn(action.get("condition") or condition) or action.get("per") == "moved-this-turn"
                 and action.get("condition") is None and condition is None) for action in actions):
        # ("For each time this character moved this turn, this character gets +1000 BP during this turn": the count
        # only grows during the turn and is 0 at its start, so the gain is the count's, all turn long)
        # "If this character moved during this turn, this character gets +1000 BP during this turn" (untimed): once its
        # condition on what happened this turn holds, it holds until the turn ends, as the gain does: a continuous
        # effect while it holds
        return _place(result, dict(effect, timing="continuous", actions=[
            {k: v for k, v in action.items() if k != "duration"} for action in actions]), is_event)
    if timing == "main" and not is_event:
        return False  # an untimed, one-shot sentence on a character: when it happens is not modelled
    if timing == "when-milled":  # "this card" is the milled card: only "add this card to your hand" may name it
        if effect.get("cost") or not all(_action_ok(a, "main" if not _returns_self(a) else timing) for a in actions):
            return False
        result.milled.append(effect)
        return True
    if timing == "when-to-outside":  # in the Outside Area as it resolves, from wherever it came
        if is_event or effect.get("cost") or not all(
                _action_ok(a, "main" if not _returns_self(a) else "when-milled") for a in actions):
            return False  # (an Event Card goes there each time it is used: not modelled)
        result.milled.append(effect)
        result.discarded.append((False, effect))
        result.to_outside.append(effect)
        return True
    if timing in ("when-discarded", "when-discarded-by-your-effect"):  # in the Outside Area as it resolves
        if effect.get("cost") or not all(_action_ok(a, "main" if not _returns_self(a) else "when-milled") for a in actions):
            return False
        result.discarded.append((timing == "when-discarded-by-your-effect", effect))
        return True
    if timing == "when-returned-to-hand":  # the card is in its owner's hand as it resolves: it names no card itself
        if is_event or effect.get("cost") or not all(_action_ok(a, "main") for a in actions):
            return False
        if effect.get("once_per_turn") and not effect.get("once_per_name"):
            return False  # (off the field, "[1 Per Turn]" is kept by the card's name only: run_effects)
        if any((a.get("target") or {}).get("chosen") and (at == 0 or actions[at - 1]["do"] == "next-cost-reduction")
               for at, a in enumerate(actions)):
            return False  # "reduce the AP cost of the next <X> ... and set it active": "it" is no card chosen
        result.returned.append(effect)
        return True
    if timing == "when-leaves":  # the card is off the field as it resolves (wherever it went): it names no card itself
        if is_event or effect.get("cost") or not all(_action_ok(a, "main") for a in actions):
            return False
        if effect.get("once_per_turn") and not effect.get("once_per_name"):
            return False  # (off the field, "[1 Per Turn]" is kept by the card's name only: run_effects)
        result.leaves.append(effect)
        return True
    if timing == "activate-outside":  # the card is in the Outside Area as it resolves, as an [On Retire]'s is
        if not all(cost.get("kind") in OUTSIDE_COSTS for cost in effect.get("cost") or ()) \
                or not all(_action_ok(a, "on-retire") for a in actions):
            return False
        result.outside_activated.append(effect)
        return True
    if timing == "when-revealed-from-deck":  # the card is in the deck or on its way to the hand: it names no card itself
        if effect.get("cost") or not all(_action_ok(a, "main") for a in actions):
            return False
        result.revealed.append(effect)
        return True
    if timing == "when-removed":  # the card is in the Remove Area: only "add this card to your hand" and "play this card
        # to your area" (from the Remove Area: zone "remove") may name it
        if effect.get("cost") or not all(_action_ok(a, "when-removed" if _plays_self(a) else "main" if not _returns_self(a)
                                                    else "when-milled") for a in actions):
            return False
        result.removed.append(effect)
        return True
    if timing == CHOOSES_ONE:  # read as a "Choose 1 of the following" of a character of yours resolves (_choose_one)
        if is_event or effect.get("cost") or effect.get("once_per_turn") or not actions or kinds[-1] != "choose-count" \
                or kinds.count("choose-count") != 1 or not all(_action_ok(a, timing) for a in actions):
            return False
        result.hooks.setdefault(timing, []).append(effect)
        return True
    if timing in HOOKS and not is_event:
        if effect.get("cost") or not all(_action_ok(a, timing) for a in actions):
            return False
        result.hooks.setdefault(timing, []).append(effect)
        return True
    if timing not in TIMINGS or not all(_action_ok(a, timing) for a in actions):
        return False
    if timing == "activate-main":
        if not all(cost.get("kind") in COSTS for cost in effect.get("cost") or ()):
            return False
        result.activated.append(effect)
        return True
    if effect.get("cost"):
        return False
    if timing in ("on-play", "main"):
        result.on_play.append(effect)
    elif timing == "when-attacking":
        result.when_attacking.append(effect)
    elif timing == "when-blocking":
        result.when_blocking.append(effect)
    else:
        result.on_retire.append(effect)
    return True


# the timings whose card was placed somewhere by an effect, which a placed-by condition names
_PLACED_TIMINGS = {"when-removed", "when-discarded", "when-discarded-by-your-effect", "when-you-discard",
                   "when-you-discard-by-your-effect"}


def _names_kind(condition, kind) -> bool:
    if condition is None:
        return False
    if condition["kind"] in ("all", "any", "none"):
        return any(_names_kind(part, kind) for part in condition["conditions"])
    return condition["kind"] == kind


def _split_condition(effect: dict, kind: str) -> tuple[dict | None, dict | None, dict]:
    """(the effect's condition without a `kind` condition said alone or last of an "all", that condition or None, the
    effect without its condition)."""
    condition, found = effect.get("condition"), None
    if condition is not None and condition["kind"] == kind:
        condition, found = None, condition
    elif condition is not None and condition["kind"] == "all" and condition["conditions"][-1]["kind"] == kind:
        found = condition["conditions"][-1]
        rest = condition["conditions"][:-1]
        condition = rest[0] if len(rest) == 1 else {"kind": "all", "conditions": rest}
    return condition, found, {k: v for k, v in effect.items() if k != "condition"}


def _placed_as_moment(effect: dict, kind: str, timing: str) -> tuple[dict, dict] | None:
    """An effect waiting for a moment whose card a `kind` condition names: (that condition, {} when there is none;
    the effect to play with the rest of its condition), or None when the runtime cannot play it."""
    condition, found, played = _split_condition(effect, kind)
    found = found or {}
    if effect.get("cost") or not _condition_ok(condition) or not _target_ok(found.get("filter") or {}) or not all(
            _action_ok(a, timing) for a in effect["actions"]):
        return None
    if condition is not None:
        played["condition"] = condition
    return found, played


# Conditions on what happened this turn that, once they hold, hold until the turn ends (the history starts again each
# turn): used, retired, returned, drawn ... "during this turn" (at least so many, never at most)
_THIS_TURN_HISTORY = {"used-event-this-turn", "used-this-turn", "retired-this-turn", "returned-to-hand-this-turn",
                      "hand-to-outside-this-turn", "played-from-outside-this-turn", "life-to-hand-this-turn",
                      "played-on-area-this-turn", "moved-this-turn", "rested-this-turn", "ap-paid-this-turn",
                      "revealed-added-this-turn", "dealt-damage-this-turn", "outside-to-deck-this-turn"}


def _holds_all_turn(condition) -> bool:
    if condition is None:
        return False
    if condition["kind"] == "all":
        return any(_holds_all_turn(part) for part in condition["conditions"]) and all(
            _holds_all_turn(part) or part["kind"] == "your-turn" for part in condition["conditions"])
    return condition["kind"] in _THIS_TURN_HISTORY and "at_most" not in condition


def _place_life_out(result: CardEffects, effect: dict) -> bool:
    """A character's "When a card ... is placed from your Life Area to the Outside Area": the card's filter (a
    placed-card-matches condition, alone or last of an "all") is checked as the card moves; the rest as usual."""
    placed = _placed_as_moment(effect, "placed-card-matches", "when-life-to-outside")
    if placed is None:
        return False
    result.life_out.append((placed[0].get("filter") or {}, placed[1]))
    return True


def _place_when_chosen(result: CardEffects, effect: dict) -> bool:
    """"When this character is chosen by your <X> card effect": the chooser's filter (a chosen-by condition) is
    checked as the effect picks this character (run_when_chosen); the rest as usual."""
    placed = _placed_as_moment(effect, "chosen-by", "when-chosen")
    if placed is None or placed[0].get("side") not in ("yours", "any"):
        return False
    result.when_chosen.append((placed[0].get("filter") or {}, placed[0]["side"], placed[1]))
    return True


def own_effects(state, unit):
    """The CardEffects of a unit's card, or None while it has lost all of its original effects ("it loses all of its
    original effects during this turn": the card's own effects; abilities it gained stay)."""
    return state.table.effects[unit.card] if unit.muted == -1 else None


def _place_when_played(result: CardEffects, effect: dict) -> bool:
    """"When a <X> is played (on a line different from this character)": the played card's filter and line (a
    played-card-matches condition) are checked as it is played (run_when_played); the rest as usual."""
    placed = _placed_as_moment(effect, "played-card-matches", "when-yours-played")
    if placed is None or not placed[0] or placed[0].get("line") not in (None, "other"):
        return False
    result.when_played.append((placed[0]["filter"], placed[0].get("line"), placed[1]))
    return True


def _place_outside_end(result: CardEffects, effect: dict) -> bool:
    """"[When in Outside Area] At the end of your Attack Phase, if ..., you may add this card from your Outside Area to
    your hand": resolved for the card in its Outside Area at that moment (outside_phase_end); only "add this card to
    your hand" may name it, "[1 Per Turn]" is kept by its name (the card is off the field)."""
    if effect.get("cost") or effect.get("once_per_turn") and not effect.get("once_per_name") or not _condition_ok(
            effect.get("condition")) or not all(_action_ok(a, "main" if not _returns_self(a) else "when-milled")
                                                 for a in effect["actions"]):
        return False
    result.outside_ends.append(dict(effect, timing="main"))
    return True


def outside_phase_end(state, index) -> None:
    """The end of seat `index`'s Attack Phase: the "[When in Outside Area] At the end of your Attack Phase" effects of
    the cards in its Outside Area (each card once: copies share an id), in the order they lie there."""
    seat, table = state.seats[index], state.table
    for card in dict.fromkeys(seat.outside):
        effects = table.effects[card]
        if effects is not None and effects.outside_ends and card in seat.outside and state.phase != 7:  # 7: OVER
            run_card_effects(state, index, card, effects.outside_ends)


def _place_when_retired(result: CardEffects, effect: dict, outside: bool) -> bool:
    """"When a character on your opponent's Front Line is retired": the retired character's side, line and filter (a
    retired-card-matches condition) are checked as it leaves the field (retired_watchers); the rest as usual. `outside`:
    waited for by the card in its Outside Area (only "add this card to your hand" may name it; "[1 Per Turn]" kept by
    its name)."""
    if outside:
        if effect.get("once_per_turn") and not effect.get("once_per_name") or not all(
                _action_ok(a, "main" if not _returns_self(a) else "when-milled") for a in effect["actions"]):
            return False
        placed = _placed_as_moment(dict(effect, actions=[]), "retired-card-matches", "main")
        if placed is not None:
            placed[1]["actions"] = effect["actions"]
    else:
        placed = _placed_as_moment(effect, "retired-card-matches", "when-character-retired")
    if placed is None or placed[0].get("side") not in ("yours", "opponents") or placed[0].get("line") not in (
            None, "front", "energy"):
        return False
    (result.outside_retired if outside else result.when_retired).append((placed[0], placed[1]))
    return True


def retired_watchers(state, seat_index, card, was_front) -> list:
    """Seat `seat_index`'s character `card` has just been retired (removed from the field to the Outside Area, from the
    Front Line when `was_front`): the (seat, unit, effects) of each character still on the field that waits for such a
    retirement ("When a character on your opponent's Front Line is retired"), the turn player's first (seed 000, "If
    multiple effects are simultaneously activated"), each seat's in the order they are on the area."""
    found = []
    line = "front" if was_front else "energy"

    def seen(watching, side):  # the effects of `watching` whose retired character this one is
        return [effect for wanted, effect in watching if wanted["side"] == side and wanted.get("line") in (None, line)
                and matches_card(state, card, wanted.get("filter") or {})]

    for index in (state.player, 1 - state.player):
        seat = state.seats[index]
        side = "yours" if index == seat_index else "opponents"
        for unit in seat.front + seat.energy:
            effects = own_effects(state, unit)
            mine = seen(effects.when_retired, side) if effects is not None and effects.when_retired else None
            if mine:
                found.append((index, unit, mine))
        # "[When in Outside Area] ...": each card there once (copies share an id), not the retired card itself
        for waiting in dict.fromkeys(seat.outside):
            effects = state.table.effects[waiting]
            mine = seen(effects.outside_retired, side) if (
                effects is not None and effects.outside_retired and waiting != card) else None
            if mine:
                found.append((index, waiting, mine))
    return found


def left_field(state, seat, unit, cause) -> None:
    """A character of `seat` has just left the field (battle._to_zone: to the hand, the Outside Area, the Remove Area,
    the deck or under a character; `cause` as _remove_from_field's, or "own-effect" / "opponent-effect"). Its own
    "When this character leaves the area" effects (the card off the field) and those of the characters still on
    either field with "When your character leaves the area" it matches wait for the effect that moved it (seed 000,
    "If new effects activate as the result of an effect resolving"), the turn player's first."""
    index = state.seats.index(seat)
    effects = state.table.effects[unit.card] if unit.muted == -1 else None
    if effects is not None and effects.leaves:
        state.waiting.append((index, "left", unit.card, effects.leaves, (cause, state.effect_card)))
    for watching in (state.player, 1 - state.player):
        side = "yours" if watching == index else "opponents"
        for other in state.seats[watching].front + state.seats[watching].energy:
            mine = own_effects(state, other)
            if mine is None or not mine.when_leaves:
                continue
            seen = [effect for wanted, effect in mine.when_leaves
                    if wanted["side"] in (side, "any") and matches_card(state, unit.card, wanted.get("filter") or {})]
            if seen:
                state.waiting.append((watching, "saw-left", other, seen))


def _place_hand_raid(result: CardEffects, effect: dict) -> bool:
    """"When <X> raids during your Attack Phase, ... you may play this card from your hand": the raiding card's filter
    (a played-card-matches condition) is checked as it Raids (run_hand_raids); the rest as usual, with this card in the
    hand (off the field: "[1 Per Turn]" is kept by the card's name only)."""
    placed = _placed_as_moment(effect, "played-card-matches", "in-hand-when-yours-raids")
    if placed is None or not placed[0] or effect.get("once_per_turn") and not effect.get("once_per_name"):
        return False
    result.hand_raids.append((placed[0]["filter"], placed[1]))
    return True


def run_hand_raids(state, index, raided) -> None:
    """Seat `index` has Raid Boosted with `raided` (its [On Play] resolved, or waiting for the effect that raided):
    each card in their hand with "When <X> raids during your Attack Phase" reacts when the raiding card matches, in
    the order of the hand (copies of a card: once each, while one is still in the hand)."""
    seat = state.seats[index]
    for card in dict.fromkeys(seat.hand):
        effects = state.table.effects[card]
        if effects is None or not effects.hand_raids:
            continue
        for wanted, effect in effects.hand_raids:
            if state.phase == 7:  # OVER
                return
            if card in seat.hand and matches_card(state, raided.card, wanted):
                run_card_effects(state, index, card, [effect])


def run_when_played(state, index, played) -> None:
    """Seat `index` has played `played` (from the hand, by an effect or by Raid; after its [On Play]): each other
    character of theirs with "When a <X> is played (on a line different from this character)" reacts when the card
    matches (and is on the other line), the Front Line's first."""
    seat = state.seats[index]
    played_front = played in seat.front
    for unit in seat.front + seat.energy:
        effects = own_effects(state, unit)  # (none while it has lost its original effects)
        if unit is played or effects is None or not effects.when_played:
            continue
        for wanted, line, effect in effects.when_played:
            if state.phase == 7 or not _on_field(state, unit) or not _on_field(state, played):  # OVER, or moved away
                return
            if line == "other" and (unit in seat.front) == played_front:
                continue
            if matches_card(state, played.card, wanted):
                run_effects(state, index, [effect], unit)


def run_when_chosen(state, index, units, source, resolution) -> None:
    """An effect of seat `index` has chosen `units`: each of them with "When this character is chosen by (your) <X>
    card effect" reacts, its effects resolving before the choosing effect goes on, when the card whose effect it is
    (this character's, the leaving card's, else the event being used) matches."""
    for unit in units:
        effects = own_effects(state, unit)
        if effects is None or not effects.when_chosen:
            continue
        chooser = chooser_card(state, index, source, resolution)
        for wanted, side, effect in effects.when_chosen:
            if state.phase == 7 or not _on_field(state, unit):  # OVER, or an effect before moved it
                return
            if chooser >= 0 and (side == "any" or unit.owner == index) and matches_card(state, chooser, wanted):
                run_effects(state, unit.owner, [effect], unit)


def run_life_to_outside(state, index, card) -> None:
    """Seed 000 Trigger check: "After the Trigger effect is resolved, the card is placed in the owner's Outside Area"
    (also when it has none, and by "place 1 card from your Life Area to the Outside Area"): the effects of seat
    `index`'s characters that wait for a card (with [Draw], without [Trigger], ...) placed from their Life Area to the
    Outside Area, each character's in printed order, the Front Line first."""
    seat = state.seats[index]
    for unit in seat.front + seat.energy:
        effects = own_effects(state, unit)
        if effects is None or not effects.life_out:
            continue
        for wanted, effect in effects.life_out:
            if state.phase == 7 or not _on_field(state, unit):  # OVER, or an effect before moved it
                return
            if matches_card(state, card, wanted):
                run_effects(state, index, [effect], unit)


def _both(first, second):
    """Two conditions that must both hold (either may be None)."""
    if first is None or second is None:
        return second if first is None else first
    return {"kind": "all", "conditions": [first, second]}


def _granted(action, whose, condition=None):
    """The effects a continuous "this character gains / gets "<ability>"" gives (a CardEffects), or None when one of
    them is not played, or is not an ability a character can have while the condition holds (an [On Play] would
    need the moment it was played; "[Your Turn]" on an "[Opponent's Turn]" ability never holds). A gained [On Retire]
    is read only under a `condition` that can be looked back on as the character leaves (_held_as_it_left)."""
    inner = CardEffects()
    if not all(_place(inner, e, False) for e in action["effects"]):
        return None
    if inner.on_retire and not _held_as_it_left(condition):
        return None
    if inner.energy_on_front:  # 'gains "This character also generates energy on the Front Line."': while it holds
        inner.energy_on_front = False
        inner.continuous.append((None, None, {"do": "generates-on-front-line"}))
    if (inner.on_play or inner.reductions or inner.aliases or inner.auras or inner.use_conditions
            or inner.raid_only or inner.line_bans or inner.enters_active or inner.milled or inner.removed or inner.returned or inner.revealed or inner.life_out or inner.discarded or inner.when_chosen
            or inner.hand_raids or inner.when_retired or inner.outside_retired or inner.leaves or inner.when_leaves
            or inner.energy_aliases
            or inner.energy_on_front
            or inner.energy_shifts or inner.to_outside):
        return None
    if whose is not None and any(w not in (None, whose) for _, w, _ in inner.continuous):
        return None
    if whose == "opponents" and inner.your_turn_bp:
        return None
    return inner


def _held_as_it_left(condition) -> bool:
    """Can `condition` (on a continuous gain of an [On Retire]) be read as the [On Retire] resolves, for the moment the
    character left the field? None (always), or the face-down cards under this character (those that were under it
    as it left: resolution.under_left)."""
    return condition is None or condition["kind"] == "face-down-under-this"


def _grant_while(result, condition, whose, action) -> None:
    """A continuous "this character gains "<ability>"" (under a condition, [Your Turn], a line): the ability is the
    card's own while that holds — its continuous effects with the condition added, its timed effects (When
    Attacking, [Main], the moments of the turn) resolving only if the condition holds then."""
    inner = _granted(action, whose, condition)
    for own, own_whose, granted in inner.continuous:
        result.continuous.append((_both(condition, own), own_whose or whose, granted))
    if inner.your_turn_bp:
        result.continuous.append((condition, "yours", {"do": "bp-change", "amount": inner.your_turn_bp}))
    gate = _both({"kind": "your-turn"} if whose == "yours" else {"kind": "opponents-turn"} if whose == "opponents"
                 else None, condition)

    def gated(effects):
        return [dict(e, condition=_both(gate, e.get("condition"))) if gate is not None else e for e in effects]
    result.when_attacking.extend(gated(inner.when_attacking))
    result.when_blocking.extend(gated(inner.when_blocking))
    # 'If there is a face-down card under this character, this character gains "[On Retire] ..."': it activates as the
    # character is retired if the condition held as it left (the cards that were under it, resolution.under_left)
    result.on_retire.extend(gated(inner.on_retire))
    result.activated.extend(gated(inner.activated))
    for timing, effects in inner.hooks.items():
        result.hooks.setdefault(timing, []).extend(gated(effects))


# --- conditions ----------------------------------------------------------------------------------
def _attacks_this_turn(state, index, wanted: dict, source) -> int:
    """How many times `index`'s characters matching `wanted` attacked this turn (Seat.attacked_now, each attack's
    card); "self": this character's attacks (Unit.attacks, counted from its player's Start Phase); "other": the
    others' (copies of a card share its id: this character's own attacks are taken off)."""
    own = source.attacks if source.__class__ is Unit and state.player == index and _on_field(state, source) else 0
    if wanted.get("self"):
        return own
    plain = {key: value for key, value in wanted.items() if key != "other"}
    count = sum(1 for card in state.seats[index].attacked_now if matches_card(state, card, plain))
    if wanted.get("other") and own and matches_card(state, source.card, plain):
        count -= own
    return count


def holds(state, index, condition, source, resolution=None) -> bool:
    """Does `condition` hold for seat `index` (`source`: the unit whose effect it is, or None; `resolution`: the
    effect resolving, for "the chosen character" / "the revealed card")?"""
    if condition is None:
        return True  # (most effects: without _condition_holds, which sets up its closures' cells per call)
    return _condition_holds(state, index, condition, source, resolution)


def _condition_holds(state, index, condition, source, resolution=None) -> bool:
    """holds for a condition that says something."""
    kind = condition["kind"]
    seat = state.seats[index]
    if kind == "card-on-your-area":
        units = seat.front + seat.energy
        if condition.get("line") == "front":
            units = seat.front
        elif condition.get("line") == "energy":
            units = seat.energy
        wanted = {k: condition[k] for k in ("name", "trait", "card_type") if k in condition}
        if "card_type" in wanted:
            wanted["card_type"] = wanted["card_type"] if wanted["card_type"] != "card" else None
        matching = [u.card for u in units if matches_card(state, u.card, {k: v for k, v in wanted.items() if v})]
        if condition.get("different_names"):
            matching = list({card_name(state, c) for c in matching})
        return len(matching) >= condition.get("count", 1)
    if kind == "cards-in-zone":
        target = dict(condition.get("filter") or {}, side=condition.get("side", "yours"), zone=condition.get("zone", "any"))
        count = count_cards(state, index, target, source, resolution)
        if count is not None and condition.get("plus_face_down"):  # "the total number of <X> and face-down cards under
            # characters on your area": the face-down cards under the characters of that zone too
            side = state.seats[index if target["side"] != "opponents" else 1 - index]
            units = side.front if target["zone"] == "front" else side.energy if target["zone"] == "energy" else \
                side.front + side.energy
            count += sum(len(u.under) for u in units if state.table.type[u.card] == CHARACTER)
        return count is not None and condition.get("at_least", 0) <= count <= condition.get("at_most", 10 ** 6)
    if kind == "life-at-most":
        return len(seat.life) <= condition["amount"]
    if kind == "life-at-least":
        return len(seat.life) >= condition["amount"]
    if kind == "opponent-life-at-least":
        return len(state.seats[1 - index].life) >= condition["amount"]
    if kind == "opponent-life-at-most":
        return len(state.seats[1 - index].life) <= condition["amount"]
    if kind == "this-is-active":
        return source is not None and not source.rested
    if kind == "attack-number":
        # "At this character's third attack during this turn, ... until the end of that attack": the attack going on is
        # its Nth this turn (Unit.attacks counts them), or, in its player's Attack Phase with no attack going on, its
        # next one would be (what it has as that attack is declared: [Sniper], legal._snipes)
        if source is None:
            return False
        if state.attacking is not None:
            return state.attacking is source and source.attacks == condition["amount"]
        return state.player == index and state.phase == ATTACK and source.attacks == condition["amount"] - 1
    if kind == "this-is-rested":
        return source is not None and source.rested
    if kind == "in-line":
        if source is None:
            return False
        return source in (seat.front if condition["line"] == "front" else seat.energy)
    if kind == "your-turn":
        return state.player == index
    if kind == "placed-by":  # "by the effect of your <X> card": the card whose effect placed this one
        placer = resolution.placer if resolution is not None else -1
        return placer >= 0 and matches_card(state, placer, condition.get("filter") or {})
    if kind == "your-main-phase":  # "During your Main Phase, ..."
        return state.player == index and state.phase == MAIN
    if kind == "opponents-turn":
        return state.player != index
    if kind == "compare":  # yours <relation> your opponent's, the same measure
        mine, theirs = (_measured(state, side, condition, source, resolution) for side in (index, 1 - index))
        relation = condition["relation"]
        return (mine > theirs if relation == "more" else mine < theirs if relation == "less" else mine == theirs
                if relation == "same" else mine <= theirs if relation == "at-most" else mine >= theirs)
    if kind == "hand-at-least":
        return len(seat.hand) >= condition["amount"]
    if kind == "hand-at-most":
        return len(seat.hand) <= condition["amount"]
    if kind == "outside-at-least":
        return len(seat.outside) >= condition["amount"]
    if kind == "area-empty":
        return not seat.front and not seat.energy
    if kind == "played-this-turn":
        return source is not None and source.played_turn == state.turn
    if kind == "rested-by-your-effect-this-turn":
        return source is not None and source.rested_turn == state.turn
    if kind == "retired-this-turn":  # "if your <X> was retired this turn"; side "opponents" / "any" (either player's)
        target = condition.get("filter") or {}
        side = target.get("side", "yours")
        retired = (state.seats[1 - index].retired_now if side == "opponents" else
                   seat.retired_now + state.seats[1 - index].retired_now if side == "any" else seat.retired_now)
        if "by" in condition:  # "retired from your field by your effect": how (Seat.history, each seat's own
            # characters, the cause as their owner's: "your effect" on the opponent's side is "opponent-effect" there)
            mine = {"own-effect": "opponent-effect", "opponent-effect": "own-effect"}.get(condition["by"], condition["by"])
            retired = [entry[1] for side_index, by in ((index, condition["by"]), (1 - index, mine))
                       if side == "any" or (side_index == index) == (side == "yours")
                       for entry in state.seats[side_index].history
                       if entry[0] == RETIRED and _RETIRED_AS.get(entry[2], entry[2]) == by]
        bp = state.table.bp
        return any(matches_card(state, c, target) and target.get("bp_min", bp[c] or 0) <= (bp[c] or 0)
                   <= target.get("bp_max", bp[c] or 0) for c in retired)
    if kind == "this-bp-at-least":  # "if this character has 6000 BP or more"; tiers "based on this character's BP"
        return source is not None and _current_bp(state, source) >= condition["amount"]
    if kind == "this-bp-at-most":  # "if this character's BP is 4000 or less" (its BP now)
        return source is not None and _current_bp(state, source) <= condition["amount"]
    if kind in ("generated-energy-at-least", "generated-energy-at-most"):  # your Energy Line's total
        total = sum(state.energy_by_color(seat))
        return total >= condition["amount"] if kind.endswith("least") else total <= condition["amount"]
    if kind == "used-this-turn":  # "if you've used a card with 2 AP this turn" (history of this turn)
        target = condition.get("filter") or {}
        # (zone "remove": "a card from your Remove Area", those used from there this turn)
        used = [c for c in (seat.used_removed_now if target.get("zone") == "remove" else seat.used_now)
                if matches_card(state, c, target)]
        if target.get("other"):  # "another Event card", "3 or more other cards": not the card whose effect this is
            own = source.card if source is not None else seat.used_now[-1] if seat.used_now else -1
            if own in used:
                used.remove(own)
        return len(used) >= condition.get("at_least", 1)
    if kind == "used-event-this-turn":
        if state.table.any_event_auras:  # ("also treated as Event cards": as it is now)
            return any(is_event(state, c) for c in seat.used_now)
        return any(state.table.type[c] == EVENT for c in seat.used_now)
    if kind == "face-down-under-this":  # "if there are N or more (N or less) face-down cards under this character"
        # (an [On Retire]: those that were under it as it left the field, resolution.under_left)
        under = len(source.under) if source is not None else resolution.under_left if resolution is not None else 0
        return condition.get("amount", 0) <= under <= condition.get("at_most", 10 ** 6)
    if kind == "left-by":  # "When this character leaves the area by your own effect" (state.retire_cause, left_field)
        return source is None and _RETIRED_AS.get(state.retire_cause[0], state.retire_cause[0]) in condition["by"].split("|")
    if kind == "retired-by":  # "[On Retire] If this character was retired by battle" (state.retire_cause)
        cause, card = state.retire_cause
        return source is None and _RETIRED_AS.get(cause, cause) in condition["by"].split("|") and (
            "name" not in condition or card >= 0 and matches_card(state, card, {"name": condition["name"]}))
    if kind == "played-by-effect":  # "If this character was played by your (Character / Event) effect"
        if source is None or source.played_by is None:
            return False
        by, card, zone = source.played_by
        if (zone == "raid") != bool(condition.get("raid")):  # "If this character was raided by the effect of your
            return False  # character": a Raid Boost an effect made (_mark_played), not a card it played
        if "zone" in condition and zone != condition["zone"]:  # "If this character was played from the Outside Area"
            return False
        if by == "use" and "zone" not in condition:
            return False  # used by its player from the Remove Area (flow.USED_FROM_REMOVE): no effect played it
        if "by" in condition and by not in condition["by"].split("|"):
            return False
        return "name" not in condition or card >= 0 and matches_card(state, card, {"name": condition["name"]})
    if kind == "same-line":  # "If there is a <X> on the same line (as this character)": the other cards of its line
        if source is None:
            return False
        line = seat.front if source in seat.front else seat.energy if source in seat.energy else None
        if line is None:
            return False
        target = condition.get("filter") or {}
        matching = [u.card for u in line if u is not source and _unit_matches(state, u, target)]
        if target.get("each_of") and not _each_listed(state, matching, target):
            return False
        return condition.get("at_least", 0) <= len(matching) <= condition.get("at_most", 10 ** 6)
    if kind == "played-from":  # "If you played from your hand": a card the play before took from the hand (its
        # played_by zone "" is the hand's; _place keeps this only right after a play from the hand or Outside Area)
        return resolution is not None and any(unit.played_by and unit.played_by[2] == "" for unit in resolution.chosen)
    if kind == "chosen-matches":  # "If the chosen character is <X> / has BP 5000 or more": the card picked before
        target = condition.get("filter") or {}  # ("If the chosen character is another character": not this one)
        return resolution is not None and any(_picked_matches(state, unit, target) for unit in resolution.chosen
                                              if not (target.get("other") and unit is source))
    if kind == "raid-source-matches":  # "If this character is in Raid State" / "this character's raid source has ..."
        base = source.base if source is not None and _on_field(state, source) else -1
        return base >= 0 and _card_matches(state, base, condition.get("filter") or {}, required_energies(state, base, source))
    if kind == "attacks-this-turn":  # tiers "based on the number of times this character / other characters ... attacked";
        # "if a character with "X" in its name attacked during this turn" (side "any": the turn player's characters)
        who = state.player if condition.get("side") == "any" else index
        return _attacks_this_turn(state, who, condition.get("filter") or {}, source) >= condition.get("at_least", 1)
    if kind == "raided-this-turn":  # "If you raided (a <X>) during this turn": a Raid Boost of yours this turn
        if condition.get("phase") == "attack":  # "... during this Attack Phase" (Seat.history)
            raided = [entry[1] for entry in seat.history if entry[0] == RAIDED and entry[2]]
        else:
            raided = seat.raided_now
        return any(matches_card(state, card, condition.get("filter") or {}) for card in raided)
    if kind == "attacker-matches":  # "If the attacking character has BP 4500 or more / has [Impact]": as it is now
        attacker = state.attacking
        if attacker is None or not _on_field(state, attacker):
            return False
        return unit_is(state, attacker, condition.get("filter") or {})
    if kind == "this-matches":  # "Can only be activated if this character has [Impact]": as it is now, on the field
        return source.__class__ is Unit and _on_field(state, source) and unit_is(state, source, condition.get("filter") or {})
    if kind == "blocker-matches":  # "When this character is blocked by a character with BP 3000 or less": as it blocks
        blocker = state.blocking
        return blocker is not None and _on_field(state, blocker) and unit_is(state, blocker, condition.get("filter") or {})
    if kind == "attack-blocked":  # "At the end of an attack that this character was blocked" (battle._after_attack)
        return state.blocking is not None
    if kind == "attacker-in-raid-state":  # seed 000 Raid Boost: the attacking character has a card under it
        return state.attacking is not None and state.attacking.base >= 0
    if kind == "life-to-hand-this-turn":
        return seat.life_taken_now > 0
    if kind == "revealed-matches":  # "If the revealed card is <X>": the card(s) this effect revealed
        target = condition.get("filter") or {}
        if resolution is None:
            return False
        if target.get("energy_met"):  # "If the revealed card fulfills the energy requirement": its player's lines now
            return any(_card_matches(state, c, target) and state._energy_ok(seat, c, state._needs(index, c)[0])
                       for c in resolution.revealed)
        return any(_card_matches(state, c, target) for c in resolution.revealed)
    if kind == "revealed-is-declared":  # "If the revealed card's required energy is the same as the declared"
        if resolution is None or resolution.declared < 0:
            return False
        exactly = {"energy_min": resolution.declared, "energy_max": resolution.declared}  # (or one it is also treated as)
        return any(matches_card(state, c, exactly) for c in resolution.revealed)
    if kind == "handled-by-this-effect":  # "If the total BP of the characters rested by this effect is 10000 or higher"
        return handled_total(state, resolution, condition) >= condition["at_least"]
    if kind == "placed-card-matches":  # "If the card placed (to the Outside Area) by this effect is an Event Card"
        target = condition.get("filter") or {}
        return resolution is not None and any(_card_matches(state, c, target) for c in resolution.placed)
    if kind == "added-matches":  # "If you added a card other than <X> to your hand": the cards this effect added
        target = condition.get("filter") or {}
        return resolution is not None and sum(1 for c in resolution.added if _card_matches(state, c, target)) \
            >= condition.get("at_least", 1)
    if kind == "face-down-under-yours":  # "If there are no face-down cards under a character on your area"
        target = condition.get("filter") or {}
        holding = [u for u in seat.front + seat.energy if u.under and not (target.get("other") and u is source)
                   and _unit_matches(state, u, target)]
        return condition.get("at_least", 0) <= len(holding) <= condition.get("at_most", 10 ** 6)
    if kind == "played-from-outside-this-turn":  # "If a character was played from your Outside Area during this turn"
        return any(matches_card(state, c, condition.get("filter") or {}) for c in seat.revived_now)
    if kind == "played-on-area-this-turn":  # "If you played a <X> on your area during this turn" (Raid Boosts included)
        if condition.get("by") == "effect":  # "... was played by your effect during this turn" (Seat.history)
            played = [entry[1] for entry in seat.history if entry[0] == BY_EFFECT]
        else:
            played = seat.decked_now if condition.get("zone") == "deck" else seat.entered_now  # ("a card from your deck")
        wanted = condition.get("filter") or {}
        return sum(1 for c in played if matches_card(state, c, wanted)) >= condition.get("at_least", 1)
    if kind == "moved-this-turn":  # "If this character moved (outside of your Move Phase) during this turn" (Unit.noted)
        moves = NOTED_SHIFTED if condition.get("outside_move_phase") else NOTED_MOVED | NOTED_SHIFTED
        return source is not None and source.noted >> 3 == state.turn and bool(source.noted & moves)
    if kind == "rested-this-turn":  # "if this active character was rested during this turn" (Unit.noted)
        return source is not None and source.noted >> 3 == state.turn and bool(source.noted & NOTED_RESTED)
    if kind == "ap-paid-this-turn":  # "if you paid an AP (during this turn's Attack Phase)" (Seat.history)
        attack = condition.get("phase") == "attack"
        return sum(entry[1] for entry in seat.history if entry[0] == AP_PAID and (entry[2] or not attack)) \
            >= condition.get("at_least", 1)
    if kind == "attack-phase":  # "During this turn's Attack Phase" (a block's and a trigger check's steps are in it)
        return state.phase in (ATTACK, BLOCK, TRIGGER)
    if kind == "drawn-this-turn":  # "if you have drawn 4 or more cards during this turn"; "if your opponent has drawn ..."
        drew = state.seats[1 - index] if condition.get("side") == "opponents" else seat
        return drew.drawn_now >= condition.get("at_least", 1)
    if kind == "hand-to-outside-this-turn":  # "If you (or your opponent) placed N cards from hand to the Outside Area ..."
        seats = (seat, state.seats[1 - index]) if condition.get("side") == "any" else (seat,)
        if "placer" in condition:  # "... by the effect of your <X> card": only those (Seat.history)
            placed = sum(1 for entry in seat.history if entry[0] == PLACED and entry[2] == index
                         and matches_card(state, entry[1], condition["placer"]))
        else:
            placed = sum(1 for s in seats for by in s.discarded_now if condition.get("by") != "yours" or by == index)
        return placed >= condition.get("at_least", 1)
    if kind == "revealed-added-this-turn":  # "If you revealed and added a <X> from your deck to your hand ..." (Seat.history)
        wanted = condition.get("filter") or {}
        return any(entry[0] == REVEALED and matches_card(state, entry[1], wanted) for entry in seat.history)
    if kind == "dealt-damage-this-turn":  # "If a character on your area dealt damage to your opponent ..." (Seat.history)
        wanted = condition.get("filter") or {}
        return any(entry[0] == DEALT and matches_card(state, entry[1], wanted) for entry in seat.history)
    if kind == "outside-to-deck-this-turn":  # "If you placed cards from your Outside Area to your deck ..." (Seat.history)
        return sum(entry[1] for entry in seat.history if entry[0] == DECKED) >= condition.get("at_least", 1)
    if kind == "chosen-this-turn-by":  # "if this character was chosen by the effect of a <X> card during this turn"
        return source.__class__ is Unit and _chosen_this_turn_by(state, source, condition["filter"])
    if kind == "paid-for-this":  # "If this card was used while paying 0 AP": its use's AP (the last, Seat.history)
        card = source.card if source.__class__ is Unit else resolution.event if resolution is not None else -1
        paid = [entry[2] for entry in seat.history if entry[0] == PAID_FOR and entry[1] == card]
        return bool(paid) and paid[-1] <= condition["at_most"]
    if kind == "this-played-from":  # "If this card was played from your hand": not by an effect from another zone, not
        # used from the Remove Area, not raided from a Raid trigger (Unit.played_by; "" the hand's, by an effect)
        return source.__class__ is Unit and (source.played_by is None or source.played_by[2] == "")
    if kind == "returned-to-hand-this-turn":  # "If a character returned from your area to your hand during this turn"
        target = condition.get("filter") or {}
        return any(matches_card(state, c, target) for c in seat.returned_now)
    if kind == "this-energy-at-least":  # "if this character's required energy is 5 or more" (printed, or also-treated)
        return source is not None and max(required_energies(state, source.card, source)) >= condition["amount"]
    if kind == "all-cards-are":  # "If all characters on your area are <X>": every such card matches (none: it holds)
        side = index if condition.get("side", "yours") == "yours" else 1 - index
        of = condition.get("of") or {}
        return all(matches_card(state, c, condition["filter"]) for c in _zone_cards(state, side, condition.get("zone", "any"))
                   if matches_card(state, c, of))
    if kind == "all":
        return all(holds(state, index, c, source, resolution) for c in condition["conditions"])
    if kind == "any":
        return any(holds(state, index, c, source, resolution) for c in condition["conditions"])
    if kind == "done":  # the optional action just before was done ("You may pay 1 AP. If you did, it's 2 instead")
        return resolution is not None and resolution.done
    if kind == "none":
        return not any(holds(state, index, c, source, resolution) for c in condition["conditions"])
    return False


def _card_matches(state, card, target, energies=None) -> bool:
    """A card off the field against a filter, BP limits on its printed BP (energies: see matches_card)."""
    bp = state.table.bp[card] or 0
    return matches_card(state, card, target, energies) and target.get("bp_min", bp) <= bp <= target.get("bp_max", bp)


def required_energies(state, card, holder=None) -> tuple:
    """The required energies a filter or condition reads for `card`: printed, and any it is also treated as having.
    With `holder` (the unit the card is, or the unit it is the raid source of), the printed one is changed by the
    card's "reduce this card's required energy on your area and as a raid source by N" while its condition holds for
    the holder's owner (never below 0)."""
    table = state.table
    printed = table.energy[card]
    effects = table.effects[card]
    if holder is not None and effects is not None and effects.energy_shifts:
        player = state.player
        for condition, whose, amount in effects.energy_shifts:
            if whose == "yours" and holder.owner != player or whose == "opponents" and holder.owner == player:
                continue
            if condition is None or holds(state, holder.owner, condition, holder):
                printed += amount
        printed = max(printed, 0)
    if holder is not None and holder.granted and holder.card == card:  # "its required energy is 2 higher this turn"
        printed = max(printed + sum(n for name, n in holder.granted if name == "required-energy"), 0)
    if holder is not None and holder.card == card and effects is not None and effects.area_energy_aliases:
        return (printed, *table.energy_also[card], *effects.area_energy_aliases)  # ("on your area": the unit it is)
    return (printed, *table.energy_also[card])


def raid_reduction(state, card, unit, from_hand=None) -> int:
    """How much lower `card`'s required energy is as it Raids onto `unit` ("When this character raids on a <X> card,
    reduce the required energy by 2"; the unit's "At the moment this character would be raided by an <X>, reduce the
    required energy of that card by 2"; from the hand, a character of its owner's "[When in Frontline] At the moment
    you would raid a <X> from your hand, reduce the energy requirement of that card by 1", while it holds: from_hand,
    the index of the player raiding from the hand)."""
    table = state.table
    effects, under = table.effects[card], table.effects[unit.card]
    cut = (sum(amount for amount, onto, condition in effects.raid_reductions if _unit_matches(state, unit, onto) and (
        condition is None or holds(state, state.seats.index(_owner(state, unit)), condition, None))) if effects else 0) + \
        (sum(amount for amount, by in under.raided_reductions if matches_card(state, card, by)) if under else 0)
    if from_hand is not None and table.any_raid_auras:
        seat = state.seats[from_hand]
        for holder in seat.front + seat.energy:
            auras = table.effects[holder.card].raid_auras if table.effects[holder.card] else ()
            for condition, whose, amount, by in auras:
                if (whose is None or (whose == "yours") == (state.player == from_hand)) and matches_card(
                        state, card, by) and (condition is None or holds(state, from_hand, condition, holder)):
                    cut += amount
    return cut


def _rested_now(state, unit) -> bool:
    """Was the unit switched from active to rest this turn, however (Unit.noted: an attack, a block, a cost, an effect,
    a trigger)?"""
    return unit.noted >> 3 == state.turn and bool(unit.noted & NOTED_RESTED)


def _entered_or_moved(state, unit, target) -> bool:
    """"that came into play this turn" (played or raided onto the area this turn: Unit.played_turn), "that has moved
    during this turn" (to the other line, in the Move Phase or by an effect: Unit.noted), "that attacked during this
    turn" (a turn player's character: Unit.attacks, counted from that player's Start Phase)."""
    if target.get("played_this_turn") and unit.played_turn != state.turn:
        return False
    if target.get("attacked_this_turn") and not (unit.attacks and (unit in state.seats[state.player].front
                                                                    or unit in state.seats[state.player].energy)):
        return False
    return not target.get("moved_this_turn") or unit.noted >> 3 == state.turn and bool(unit.noted & (NOTED_MOVED | NOTED_SHIFTED))


def _picked_matches(state, unit, target) -> bool:
    """A card an effect chose: as it is on the field now, or, once it has left, as printed."""
    if "raided" in target and (unit.base >= 0) != target["raided"] or (target.get("rested_by_you") or target.get(
            "rested_this_turn") or target.get("played_this_turn") or target.get("moved_this_turn") or target.get(
            "attacked_this_turn") or "chosen_by" in target) \
            and not _on_field(state, unit) \
            or target.get("face_down") and not unit.under:
        return False
    if _on_field(state, unit):
        return unit_is(state, unit, target)  # (a keyword it has now, printed or gained: "If the chosen character has [Double Block]")
    return _card_matches(state, unit.card, target)


def _each_listed(state, cards, target) -> bool:
    """"<A> and <B>" (each_of): every listed name and trait is among `cards` at least once."""
    wanted = [{"name": n} for n in (target.get("name") or "").split("|") if n] + \
        [{"trait": t} for t in (target.get("trait") or "").split("|") if t]
    return all(any(matches_card(state, c, one) for c in cards) for one in wanted)


def count_cards(state, index, target, source, resolution=None) -> int | None:
    """How many cards `target` (its side and zone, "yours"/"any" by default, and its filters) matches for seat
    `index` now; None when "each of <A> and <B>" is not met. Zone "any|revealed": your area and the cards of your hand
    this effect (`resolution`) revealed."""
    side, zone = index if target.get("side") != "opponents" else 1 - index, target.get("zone", "any")
    if zone in ("front", "energy", "any"):  # on the field: BP and active/rested as they are now
        side_seat = state.seats[side]
        units = side_seat.front if zone == "front" else side_seat.energy if zone == "energy" else \
            side_seat.front + side_seat.energy
        other = target.get("other")  # "other": not the card whose effect this is
        matching = [u.card for u in units if not (other and u is source) and _unit_matches(state, u, target)]
    elif zone == "any|revealed":  # "on your area or revealed by this effect": the area and the hand cards it revealed
        side_seat = state.seats[side]
        matching = [u.card for u in side_seat.front + side_seat.energy if _unit_matches(state, u, target)]
        shown = resolution.revealed if resolution is not None else ()
        matching += [c for c in side_seat.hand if c in shown and matches_card(state, c, target)]
    elif zone == "any|outside":  # "on your area and Outside Area": the characters there and the cards in the Outside Area
        side_seat = state.seats[side]
        matching = [u.card for u in side_seat.front + side_seat.energy if _unit_matches(state, u, target)]
        bp = state.table.bp  # (a card off the field: its printed BP)
        matching += [c for c in side_seat.outside if matches_card(state, c, target)
                     and target.get("bp_min", bp[c]) <= bp[c] <= target.get("bp_max", bp[c])]
    else:
        bp = state.table.bp
        matching = [c for c in _zone_cards(state, side, zone) if matches_card(state, c, target)
                    and target.get("bp_min", bp[c]) <= bp[c] <= target.get("bp_max", bp[c])]
    if target.get("each_of") and not _each_listed(state, matching, target):
        return None  # "if there are <A> and <B>": each name (or trait) at least once
    if target.get("different_names"):
        matching = list({card_name(state, c) for c in matching})
    if target.get("different_energy"):  # "... and different required energy cost": the required energies among them
        matching = list({state.table.energy[c] for c in matching})
    if target.get("different_traits"):
        return most_with_different_traits([state.table.traits[c] for c in matching])
    if target.get("trait_count"):  # "characters with 3 or more different Traits": the Traits they have between them
        return len(frozenset().union(*(state.table.traits[c] for c in matching)))
    return len(matching)


def most_with_different_traits(trait_sets) -> int:
    """"3 or more other characters with different Traits": the most of these cards that can be picked with no Trait
    shared by two of them (a card without a Trait has none to differ by: not counted). A card with one Trait each:
    the number of different Traits."""
    sets = sorted((frozenset(s) for s in trait_sets if s), key=len)
    best = 0

    def pick(start, used, count):
        nonlocal best
        best = max(best, count)
        if count + len(sets) - start <= best:
            return
        for i in range(start, len(sets)):
            if used.isdisjoint(sets[i]):
                pick(i + 1, used | sets[i], count + 1)
    pick(0, frozenset(), 0)
    return best


def bp_limit(state, index, target, source, resolution=None) -> int | None:
    """A target's highest BP now: bp_max, "equal or less than this character" (this character's BP now, plus
    bp_max_this; nothing once it has left the field), and "equal or less than the number of <X> cards on your area x1000"
    (bp_max_per times the cards bp_max_count matches as the action resolves), the lower of the two."""
    limit = target.get("bp_max")
    if limit is not None and (state.table.any_range_raise or state.seats[index].range_next):  # "increase the
        # specified BP range by +1000": while a character of yours says so, or once this turn
        limit += range_raise(state, index, target)
    if "bp_max_this" in target:  # "with BP equal or less than (lower than) this character": its BP now
        own = _current_bp(state, source) + target["bp_max_this"] if source is not None and _on_field(state, source) else -1
        limit = own if limit is None else min(limit, own)
    if "bp_max_highest" in target:  # "with BP less than or equal to the BP of your character with the highest BP"
        others = target.get("bp_max_highest_other")  # ("... the highest BP of other characters on your area")
        seat = state.seats[index]
        highest = max((_current_bp(state, unit) for unit in seat.front + seat.energy if not (others and unit is source)),
                      default=None)
        own = -1 if highest is None else highest + target["bp_max_highest"]
        limit = own if limit is None else min(limit, own)
    counted = target.get("bp_max_count")
    if counted is not None:
        number = count_cards(state, index, counted, source, resolution) or 0
        if target.get("bp_max_face_down"):  # "... and face-down cards under characters on your Front Line x1000"
            side = state.seats[index if counted.get("side") != "opponents" else 1 - index]
            zone = counted.get("zone")
            units = side.front if zone == "front" else side.energy if zone == "energy" else side.front + side.energy
            number += sum(len(u.under) for u in units if state.table.type[u.card] == CHARACTER)
        computed = number * target.get("bp_max_per", 1000) - (1 if target.get("bp_max_count_less") else 0)  # ("less than")
        limit = computed if limit is None else min(limit, computed)
    if "bp_max_drawn" in target:  # "... the number of cards you have drawn during this turn x1000" (Seat.drawn_now)
        computed = state.seats[index].drawn_now * target["bp_max_drawn"]
        limit = computed if limit is None else min(limit, computed)
    handled = target.get("bp_max_handled")
    if handled is not None:  # "... than the total BP of the cards placed to the Remove Area by this effect"
        computed = handled_total(state, resolution, dict(handled, measure="bp"))
        limit = computed if limit is None else min(limit, computed)
    return limit


def _event_alias_ok(target) -> bool:
    """"Your Character cards (other than <X>) are also treated as Event cards": a filter of Character cards of yours
    (read by is_event: name, trait, colour; no zone, no limit read on the field)."""
    return (target.get("card_type") == "character" and target.get("side") == "yours" and _target_ok(target)
            and set(target) <= {"all", "side", "card_type", "name", "not_name", "trait", "not_trait", "color"})


def is_event(state, card) -> bool:
    """Is the card an Event Card now: printed so, or a Character card of a player one of whose characters says "[When
    in Frontline] Your Character cards other than <X> are also treated as Event cards in all places" while it holds
    (wherever the card is: hand, deck, area, Outside Area, Remove Area); or one said so for this turn (Seat.events_now)."""
    table = state.table
    kind = table.type[card]
    if kind == EVENT:
        return True
    if kind != CHARACTER or not table.any_event_auras:
        return False
    owner = card_owner(state, card)
    seat = state.seats[owner]
    if any(matches_card(state, card, wanted) for wanted in seat.events_now):  # (for this turn)
        return True
    for holder in seat.front + seat.energy:
        effects = table.effects[holder.card]
        if effects is None or not effects.event_auras:
            continue
        for condition, whose, wanted in effects.event_auras:
            if (whose is None or (whose == "yours") == (state.player == owner)) and matches_card(state, card, wanted) and (
                    condition is None or holds(state, owner, condition, holder)):
                return True
    return False


def range_raise(state, index, target) -> int:
    """How much higher seat `index` may choose now with a target limited to BP N or less (bp_max; a choice, not "all"):
    its characters' "[When in Frontline] When you choose a character (on your opponent's area) with an [effect that
    specifies a BP range], increase the specified BP range by +1000" while they hold (side "opponents": choices of
    the opponent's characters only), and "the next time you choose ... this turn" not yet used (Seat.range_next)."""
    if target.get("range_fixed") or target.get("self") or target.get("chosen"):
        return 0  # (range_fixed: "all characters with BP 3000 or less" chooses none; a choice is listed with "all" too)
    seat = state.seats[index]
    raised = seat.range_next
    effects_of = state.table.effects
    for holder in seat.front + seat.energy:
        effects = effects_of[holder.card]
        if effects is None or not effects.range_auras:
            continue
        for condition, whose, amount, side in effects.range_auras:
            if (side is None or target.get("side") == "opponents") and (
                    whose is None or (whose == "yours") == (state.player == index)) and (
                    condition is None or holds(state, index, condition, holder)):
                raised += amount
    return raised


def _range_used(state, index, action) -> int:
    """Seat `index`'s "the next time you choose a character with an effect that specifies a BP range" raise, taken
    by this step if it chooses within a BP limit (bp_max: on the field, not "all"): Seat.range_next then 0."""
    seat = state.seats[index]
    target = action.get("target") or {}
    if not seat.range_next or "bp_max" not in target or target.get("all") or target.get("self") or target.get("chosen") \
            or target.get("zone") not in (None, "front", "energy", "any"):
        return 0
    used, seat.range_next = seat.range_next, 0
    return used


_READING_BP: set = set()  # units whose BP is being computed (a BP condition inside a BP effect reads the rest)


def _current_bp(state, unit) -> int:
    """The unit's BP now; while its own BP is being computed (a continuous BP change that depends on its BP), its BP
    without continuous effects: printed, this turn's changes and lasting ones."""
    if id(unit) in _READING_BP:
        return state.table.bp[unit.card] + unit.bonus + sum(a for _, kind, a in unit.lasting or () if kind == "bp")
    _READING_BP.add(id(unit))
    try:
        return state._bp(unit)
    finally:
        _READING_BP.discard(id(unit))


def unit_energies(state, unit, target) -> tuple | None:
    """The required energies a filter reads for a unit on the area (required_energies); None (the card's own) when
    the filter does not read required energy."""
    if "energy_max" not in target and "energy_min" not in target:
        return None
    return required_energies(state, unit.card, unit)


def _unit_matches(state, unit, target) -> bool:
    """Does a unit on the field match a condition's filter, its BP limits and active/rested state included?"""
    if not matches_card(state, unit.card, target, unit_energies(state, unit, target)):
        return False
    if target.get("state") == "active" and unit.rested or target.get("state") == "rested" and not unit.rested:
        return False
    if "raided" in target and (unit.base >= 0) != target["raided"]:  # "in Raid State": a raid source under it (seed 000 Raid Boost)
        return False
    if "bp_vs_original" in target and not _beside_original(state, unit, target["bp_vs_original"]):
        return False
    if target.get("rested_by_you") and unit.rested_turn != state.turn:  # rested by its owner's effect this turn
        return False
    if target.get("rested_this_turn") and not _rested_now(state, unit):
        return False
    if (target.get("played_this_turn") or target.get("moved_this_turn") or target.get("attacked_this_turn")) \
            and not _entered_or_moved(state, unit, target):
        return False
    if "chosen_by" in target and not _chosen_this_turn_by(state, unit, target["chosen_by"]):
        return False
    if target.get("face_down") and not unit.under or target.get("no_face_down") and unit.under:
        return False  # "with a face-down card under it" / "with no face-down card under it"
    if "bp_min" in target or "bp_max" in target:
        # ("original BP": printed; a BP read inside a BP effect's condition: _current_bp, no endless recursion)
        bp = state.table.bp[unit.card] if target.get("original_bp") else _current_bp(state, unit)
        return target.get("bp_min", bp) <= bp <= target.get("bp_max", bp)
    return True


def unit_is(state, unit, target) -> bool:
    """Does a unit on the field match a filter as it is now, a keyword it has now included (printed or gained:
    ATTACKER_KEYWORDS, as the battle reads them)?"""
    keyword = target.get("keyword")
    if keyword is not None:
        if not ATTACKER_KEYWORDS[keyword](state, unit):
            return False
        target = {k: v for k, v in target.items() if k != "keyword"}
    return _unit_matches(state, unit, target)


def _against_ok(target) -> bool:
    """The filter of a restriction against other characters ("cannot block characters with BP 3500 or less / with
    [Impact]"): what unit_is reads."""
    return (_target_ok(target) and target.get("keyword") in (None, *ATTACKER_KEYWORDS)
            and set(target) <= {"bp_min", "bp_max", "energy_min", "energy_max", "keyword", "name", "trait", "color",
                                "name_has"})


def _beside_original(state, unit, how) -> bool:
    """"with BP lower (higher) than its original BP": the unit's BP now against its printed BP."""
    bp, printed = _current_bp(state, unit), state.table.bp[unit.card]
    return bp < printed if how == "lower" else bp > printed


def _zone_cards(state, index, zone) -> list[int]:
    seat = state.seats[index]
    if zone == "front":
        return [u.card for u in seat.front]
    if zone == "energy":
        return [u.card for u in seat.energy]
    if zone == "any":
        return [u.card for u in seat.front] + [u.card for u in seat.energy]
    if zone == "hand":
        return list(seat.hand)
    if zone == "outside":
        return list(seat.outside)
    if zone == "remove":
        return list(seat.remove)
    if zone == "outside|remove":  # "in your Outside Area and Remove Area": both, counted together
        return seat.outside + seat.remove
    if zone == "deck":
        return list(seat.deck)
    if zone == "life":
        return list(seat.life)
    return []


# keywords a filter may ask for ("a Character Card with [Double Block]"): whether the card has it printed
CARD_KEYWORDS = {"step": lambda t, c: t.step[c], "snipe": lambda t, c: t.snipe[c], "double-attack": lambda t, c: t.double_attack[c],
                 "double-block": lambda t, c: t.double_block[c], "impact": lambda t, c: t.impact[c] or t.impact_plus[c],
                 "impact-negate": lambda t, c: t.negate_impact[c], "damage": lambda t, c: t.damage[c] > 1 or t.damage_plus[c],
                 # "a card with [Raid]": the printed Raid keyword (seed 000 Raid Boost Character cards)
                 "raid": lambda t, c: t.raid[c] is not None}


# keywords the attacking character has now, printed or gained (seed 000 Keyword Effects; battle reads them so)
ATTACKER_KEYWORDS = {"impact": lambda state, unit: state._impact(unit) > 0,
                     "damage": lambda state, unit: state._damage_of(unit) > 1,
                     "step": lambda state, unit: state._has(unit, "step", state.table.step),
                     "snipe": lambda state, unit: state._has(unit, "snipe", state.table.snipe),
                     "double-attack": lambda state, unit: state._has(unit, "double-attack", state.table.double_attack),
                     "double-block": lambda state, unit: state._has(unit, "double-block", state.table.double_block),
                     "impact-negate": lambda state, unit: state._has(unit, "negate-impact", state.table.negate_impact)}


# the keys of a target that filter cards (what matches_card reads); a target with none of them matches every card
CARD_FILTERS = frozenset({"has_timing", "any_of", "no_trait", "no_trigger", "has_trigger", "not_trigger", "trigger", "no_raid", "keyword", "card_type", "name",
                          "trait", "name_or_trait", "not_name", "not_trait", "name_has", "color", "energy_max",
                          "energy_min", "ap_max", "ap_min", "generated_max"})


# "a character with an [Main]" (has_timing): the timings a card's text prints, each said as its bracket
PRINTED_TIMINGS = {"main": "[Main]", "when-attacking": "[When Attacking]", "when-blocking": "[When Blocking]",
                   "on-play": "[On Play]", "on-retire": "[On Retire]"}


@lru_cache(maxsize=4096)
def printed_timings(text: str) -> frozenset:
    """The timings (PRINTED_TIMINGS) that head an effect of a card's text: among the brackets a line starts with
    (not "activate its [On Play] effect", nor a quoted ability it gives others)."""
    heads = " ".join(re.match(r"^\s*((?:\[[^\]]*\]\s*)*)", line).group(1) for line in re.split(r"[@\n]", text or "")).lower()
    return frozenset(timing for timing, said in PRINTED_TIMINGS.items() if said.lower() in heads)


def outside_energy(state, card) -> tuple | None:
    """The required energy of a card in its owner's Outside Area lowered by its own "Reduce the required energy of
    this card in your Outside Area by N" while its condition holds for the owner (never below 0); None elsewhere or
    for a card without one (CardTable.any_outside_reductions guards the call)."""
    effects = state.table.effects[card]
    if effects is None or not effects.outside_reductions:
        return None
    owner = card_owner(state, card)
    if card not in state.seats[owner].outside:
        return None
    energy = state.table.energy[card]
    for condition, amount in effects.outside_reductions:
        if condition is None or holds(state, owner, condition, None):
            energy -= amount
    return (max(0, energy),)


def matches_card(state, card, target, energies=None) -> bool:
    """Does a card match a filter? `energies`: the required energies to read (required_energies), by default the
    printed one and any it is also treated as having."""
    if not target or target.keys().isdisjoint(CARD_FILTERS):
        return True  # (no filter on the card: without _matches_filter, which sets up its closures' cells per call)
    return _matches_filter(state, card, target, energies)


def _matches_filter(state, card, target, energies=None) -> bool:
    """matches_card for a filter that says something of the card."""
    table = state.table
    if "any_of" in target and not any(_card_matches(state, card, part) for part in target["any_of"]):
        return False  # "<A> or Event Card": one of the kinds (each with its own limits, BP as printed)
    if target.get("no_trait") and table.traits[card]:
        return False
    if "trigger" in target and table.trigger[card] != TRIGGER_CODES[target["trigger"]]:
        return False  # "a card with [Draw]": that Trigger printed
    if "not_trigger" in target and table.trigger[card] in {TRIGGER_CODES[t] for t in target["not_trigger"].split("|")}:
        return False
    if "keyword" in target and not CARD_KEYWORDS[target["keyword"]](table, card):
        return False
    if "has_timing" in target and target["has_timing"] not in printed_timings(table.records[card].text):
        return False  # "a character with an [Main]": that timing printed on the card
    card_type = target.get("card_type")
    if card_type and card_type != "card" and table.type[card] != {"character": CHARACTER, "field": FIELD,
                                                                  "event": EVENT}.get(card_type, -1) and not (
            card_type == "event" and table.any_event_auras and is_event(state, card)):  # ("also treated as Event cards")
        return False
    names = target.get("name")
    traits = target.get("trait")
    renamed = table.any_renames  # (only then can a card's name differ from the printed one: card_names)
    name_ok = names is None or not (card_names(state, card) if renamed else table.names[card]).isdisjoint(names.split("|"))
    trait_ok = traits is None or any(t in table.traits[card] for t in traits.split("|"))
    if target.get("name_or_trait"):
        if not (name_ok and names is not None) and not (trait_ok and traits is not None):
            return False
    elif not (name_ok and trait_ok):
        return False
    if "not_name" in target and (card_name(state, card) if renamed else table.name[card]) == target["not_name"]:
        return False
    if "not_trait" in target and target["not_trait"] in table.traits[card]:
        return False
    if "name_has" in target and not any(part in (card_name(state, card) if renamed else table.name[card]).lower() for part in target["name_has"].lower().split("|")):
        return False  # ("A|B": any of them in its name)
    if "not_name_has" in target and any(part in (card_name(state, card) if renamed else table.name[card]).lower() for part in target["not_name_has"].lower().split("|")):
        return False  # "without "Mirage" in its name"
    if "color" in target and table.color[card] not in [COLOR_CODES.get(c, -1) for c in target["color"].split("|")]:
        return False
    if energies is None and table.any_outside_reductions and ("energy_max" in target or "energy_min" in target):
        energies = outside_energy(state, card)  # ("this card in your Outside Area": its lowered required energy)
    if ("energy_max" in target or "energy_min" in target) and not any(
            target.get("energy_min", energy) <= energy <= target.get("energy_max", energy)
            for energy in (energies if energies is not None else (table.energy[card], *table.energy_also[card]))):
        return False  # its required energy, or one it is also treated as having
    if target.get("no_raid") and table.raid[card] is not None:
        return False  # "a card without [Raid]"
    if target.get("no_trigger") and table.trigger[card]:
        return False  # "cards without a Trigger" (T_NONE is 0)
    if target.get("has_trigger") and not table.trigger[card]:
        return False  # "a card with [Trigger]": any Trigger printed
    if "generated_max" in target and table.generated[card] > target["generated_max"]:
        return False  # its printed generated energy
    if "ap_max" in target and table.ap_cost[card] > target["ap_max"]:
        return False
    if "ap_min" in target and table.ap_cost[card] < target["ap_min"]:
        return False
    return True


# --- resolving -----------------------------------------------------------------------------------
class _Resolution:
    """Per-effect scratch: the cards being looked at, and whether the last optional step was done."""

    __slots__ = ("looked", "looked_from", "looked_end", "done", "chosen", "played", "lowered", "revealed", "card",
                 "raid_source", "steps", "at", "declared", "added", "placed", "under_left", "under_cards", "shown",
                 "otherwise", "skipped", "event", "placer", "handled")

    def __init__(self, card: int = -1):
        self.card = card  # the card whose effect this is, when it is not on the field (run_card_effects)
        self.event = -1  # the event card being used, whose effect this is ("played by the effect of <X>")
        self.placer = -1  # the card whose effect placed this card to the Remove / Outside Area (placed-by)
        self.revealed: list[int] = []  # the cards this effect last looked at or revealed ("the revealed card")
        self.looked: list[int] = []
        self.looked_from = -1  # whose deck the cards looked at came from (-1: the effect's player's)
        self.looked_end = ""  # the end of that deck they came from ("top", "bottom"; "": not from a deck)
        self.done = True
        self.skipped = False  # the step before was not done at all (declined, its condition unmet): its unit's rest isn't
        self.chosen: list = []  # the units the last choosing action picked ("it gets +1000 BP")
        self.played: list = []  # units this effect played, whose [On Play] waits for it to finish
        self.lowered = False  # the last step lowered a BP (then BP 0 is checked)
        self.raid_source = -1  # the raid source of a character that has left the field (its [On Retire])
        self.steps: list = []  # the list of steps the step resolving belongs to, and its place in it (take_optional)
        self.at = 0
        self.declared = -1  # "Declare a required energy number": the number declared
        self.added: tuple = ()  # the cards this effect added to your hand ("If you added a <X> to your hand")
        self.shown: tuple = ()  # the cards this effect revealed from the deck (revealed_from_deck: each once)
        self.placed: list | tuple = ()  # the cards the last step placed to the Outside Area (PER_PLACED, placed-card-matches)
        # (verb, ((card, BP), ...)): the cards the last step of yours that took your characters (rest, retire) or moved
        # cards to the Outside / Remove Area handled, with their BP then (handled-by-this-effect; later steps keep it)
        self.handled: tuple = ("", ())
        self.under_left = 0  # the face-down cards that were under a character as it left the field (its [On Retire])
        self.under_cards: tuple = ()  # ... those cards (in its owner's Outside Area, while they are still there)
        # an "if you did not" step is resolving: the next "if you did not" step of the same sentence ("If your opponent
        # does not retire one, you draw 3 cards and place 1 card ...") goes on whatever the step before it did
        self.otherwise = False


def _name_key(state, card, effect) -> tuple:
    """"This effect of <X> can only be activated once per turn": the effect as every printing of a card named X has it."""
    return state.table.name[card], effect.get("timing"), repr(effect["actions"])


def name_used(state, index, card, effect) -> bool:
    """Has a card of seat `index` with this card's name used this once-per-name effect this turn?"""
    return effect.get("once_per_name", False) and _name_key(state, card, effect) in state.seats[index].names_used


def _shared_once_used(unit) -> bool:
    """"This character can only activate 1 of the following effects once per turn": has one of them (once_shared)
    resolved for this character this turn?"""
    return any(used.__class__ is dict and used.get("once_shared") for used in unit.fired)


def mark_name_used(state, index, card, effect) -> None:
    if effect.get("once_per_name"):
        state.seats[index].names_used += (_name_key(state, card, effect),)


def run_effects(state, index: int, effects: list, source, card: int = -1, raid_source: int = -1,
                under_left: int = 0, event: int = -1, placer: int = -1, owner: int = -1, placed: int = -1,
                under_cards: tuple = ()) -> None:
    """Resolve effects for seat `index` in order (seed 000: the controller resolves them). `card`: the card whose
    effects these are when it is in the Outside Area rather than on the field (see run_card_effects); `event`: the event
    card being used whose effects these are (what it plays was "played by the effect of <X>"); `owner`: the card that
    prints them when `source` resolves another card's effects as its own ("this character activates that character's
    [When Attacking] effect": "This effect of <X> can only be activated once per turn" is kept by X's name); `placed`: the
    card a "When you place 1 card from your hand to the Outside Area" moment names ("that card"), placed by `placer`'s
    effect."""
    for effect in effects:
        once = effect.get("once_per_turn") and source.__class__ is Unit
        if once and (any(used is effect for used in source.fired)
                     or name_used(state, index, source.card if owner < 0 else owner, effect)
                     or effect.get("once_shared") and _shared_once_used(source)):
            continue  # seed 000 Glossary ターン1: "can only be activated once per turn for each card that has it"
        # a card off the field ("When this card is revealed from your deck"): "This effect of <X> can only be activated
        # once per turn" is kept by its name
        by_name = source is None and card >= 0 and effect.get("once_per_name")
        if by_name and name_used(state, index, card, effect):
            continue
        resolution = None
        if card >= 0:  # (a card that has left the field: its condition may read what was under it)
            resolution = _Resolution(card)
            resolution.raid_source, resolution.under_left, resolution.placer = raid_source, under_left, placer
            resolution.under_cards = under_cards
        elif placed >= 0:  # (the card placed from the hand, and the card whose effect placed it: placed-by)
            resolution = _Resolution(card)
            resolution.placed, resolution.placer = (placed,), placer
        if not holds(state, index, effect.get("condition"), source, resolution):
            continue
        if once:
            source.fired += (effect,)
            mark_name_used(state, index, source.card if owner < 0 else owner, effect)
        elif by_name:
            mark_name_used(state, index, card, effect)
        if resolution is None:
            resolution = _Resolution(card)
        resolution.event = event
        state.deferring += 1  # the [On Retire] effects this effect sets off wait for it to finish
        outer, state.effect_card = state.effect_card, source.card if source is not None else card if card >= 0 else event
        steps = resolution.steps = effect["actions"]
        for at, action in enumerate(steps):
            resolution.at = at
            if card >= 0 and _returns_self(action):
                _return_this_card(state, index, card, action, resolution)
            elif card >= 0 and _places_self_under(action):
                _place_this_card_under(state, index, card, action, resolution)
            else:
                _run_action(state, index, action, source, resolution)
            if resolution.lowered or state.table.any_weakened:
                resolution.lowered = False
                state._check_bp()  # seed 000: BP 0 or less leaves the field (retired)
            if state.phase == 7:  # OVER
                state.deferring -= 1
                return
        state.effect_card = outer
        state.deferring -= 1
        if state.waiting and not state.deferring:
            state._resolve_waiting()
            if state.phase == 7:  # OVER
                return
        if resolution.looked:  # anything still looked at and never put away stays where it was (unlook)
            unlook(state, index, resolution)
        for unit in resolution.played:  # 登場時: "It also activates when the card is played by a card effect."
            if _on_field(state, unit):
                state.replays += 1
                state._on_play(index, unit)
                state.replays -= 1
            if state.phase == 7:  # OVER
                return


# Reading **loops-end**: a "you may" the player would decline (a backstop: take_optional weighs each one). Two cards
# that each "may return 1 other character to your hand. If you did, play ... from your hand" return and replay each
# other for ever when every such step is taken; from the MAX_REPLAYS-th [On Play] nested in effect plays on, optional
# steps are declined (the loop ends).
MAX_REPLAYS = 8


def _run_action(state, index, action, source, resolution) -> None:
    # 'You may "Draw 1 card and this character gets +1000 BP."': a step of a quoted unit (in_unit) is done only with
    # the one before it (not after a step declined or skipped)
    if resolution.skipped and action.get("in_unit"):
        return
    resolution.skipped = True
    otherwise, resolution.otherwise = resolution.otherwise, False
    if action.get("if_done") and not resolution.done:
        return
    if action.get("optional") and (state.replays >= MAX_REPLAYS or not take_optional(
            state, index, action, source, resolution, resolution.steps, resolution.at)):
        resolution.done = False  # declined (reading optional-by-value): "if you did not" follows
        return
    if action.get("if_not_done"):
        if resolution.done and not otherwise:
            return
        resolution.otherwise = True
    if "condition" in action and not holds(state, index, action["condition"], source, resolution):
        resolution.done = False
        return
    resolution.skipped = False
    instead = action.get("instead")
    if instead is not None and _chosen_then_replaced(action):
        raising = state.seats[index].range_next and "bp_max" in action["target"]  # (bp_limit read it as it chose)
        action = _chosen_first(state, index, action, source, resolution)
        if raising and resolution.chosen:
            state.seats[index].range_next = 0  # "the next time you choose ...": this choice took it
    base = action
    while instead is not None:  # each replacement in the order said; a later one that holds wins
        if holds(state, index, instead.get("condition"), source, resolution):
            changed = _as_instead_says(action, instead)
            # "you may retire it instead" / "you may [2 cards] instead": the player's choice
            if not instead.get("optional") or _instead_worth(state, index, base, changed, instead, source, resolution):
                if instead.get("discard"):  # "you may place 1 card from your hand to the Outside Area. If you did,
                    _discard_worst(state, state.seats[index], instead["discard"])  # ... instead": its cost, paid
                action = changed
        instead = instead.get("instead")
    if "bp_max_plus" in (action.get("target") or ()):
        action = with_range(state, index, action, source, resolution)
    used = 0
    if state.table.any_range_raise or state.seats[index].range_next:
        target = action.get("target") or {}
        if target.get("all") and "bp_max" in target:  # "retire all ... with BP 3000 or less": no choice to raise
            action = dict(action, target=dict(target, range_fixed=True))
        used = _range_used(state, index, action)
    if used:  # "the next time you choose ... increase the specified BP range by +1000": this choice, once
        action = dict(action, target=dict(action["target"], bp_max=action["target"]["bp_max"] + used))
    target = action.get("target")
    if target is not None and target.get("side") == "any" and action["do"] in EITHER_SIDE:
        done = _either_side(state, index, action, source, resolution)
    else:
        done = _do(state, index, action, source, resolution)
    if used and not done:
        state.seats[index].range_next += used  # nothing was chosen: the next choice still
    if action.get("in_unit"):  # 'You may "A and B." If you did, ...': when each step of the unit did something
        resolution.done = resolution.done and (bool(done) or action["do"] == "looked-to" and "target" not in action)
    elif action["do"] == "set-ap-active" and action.get("if_done"):
        pass  # "If you did, set this character and 1 of your AP cards to active, this character gains +1000 BP": with
        # every AP card active already, the steps after it still follow (what "if you did" gave, not a step of its own)
    elif action["do"] != "looked-to" or "target" in action or action.get("optional") or "condition" in action:
        resolution.done = bool(done)  # "If you did / If you added ...": whether the step before did anything


# "Choose 1 character on your area or on your opponent's area and <verb> it": the side the verb is worth most on first
# (what harms, your opponent's; what helps, yours), the other only when the text makes you choose one ("Choose 1")
EITHER_SIDE = {"retire": lambda action: "opponents", "rest": lambda action: "opponents",
               "return-to-hand": lambda action: "opponents",
               "bp-change": lambda action: "opponents" if action.get("amount", 0) < 0 else "yours",
               "set-active": lambda action: "yours", "gain-keyword": lambda action: "yours",
               # "place the top card of a Raid State card to the Outside Area": your opponent's Raid stack first
               "raid-top-to": lambda action: "opponents"}


def _either_side(state, index, action, source, resolution):
    """A step on one card of either player's area (target side "any"): tried on the side EITHER_SIDE names, then, for
    "Choose 1" (exactly), on the other."""
    first = EITHER_SIDE[action["do"]](action)
    target = action["target"]
    done = _do(state, index, dict(action, target=dict(target, side=first)), source, resolution)
    if not done and target.get("exactly"):
        done = _do(state, index, dict(action, target=dict(target, side="yours" if first == "opponents" else "opponents")),
                   source, resolution)
    return done


def _as_instead_says(action: dict, instead: dict) -> dict:
    """The action as one "instead" says it (its new values, of the action or of its target's limits)."""
    action = dict(action)
    for key, value in instead.items():
        if key in ("bp_max",) + INSTEAD_TARGET_LIMITS:  # a limit or count of the target
            action["target"] = dict(action["target"], **{key: value})
        elif key == "do":  # another verb on the same card ('it's "retire it" instead')
            action["do"] = value
            action.pop("stays_rested", None)
        elif key == "keyword":  # another keyword, with its own value or none ("you may give it [Sniper] instead")
            action["keyword"] = value
            if "value" not in instead:
                action.pop("value", None)
        elif key not in ("condition", "instead", "optional", "discard"):
            action[key] = value
    return action


def _instead_worth(state, index, action, changed, instead, source, resolution) -> bool:
    """An optional replacement ("you may ... instead") is taken when it does no less: another verb unless it would
    remove nothing (_swap_worth); a new value when the step is worth at least as much with it (step_value)."""
    if instead.get("discard"):  # "When this effect retires a character, you may place 1 card from your hand to the
        # Outside Area. If you did, place the chosen character to the Remove Area instead": paid only when every
        # character it may take has an [On Retire] (its owner's gain) worth more than the cards given up
        amount, seat = instead["discard"], state.seats[index]
        target = action.get("target") or {}
        if len(seat.hand) < amount or target.get("side") != "opponents" or target.get("chosen"):
            return False
        units = _units(state, index, dict(target, all=True), source)
        return bool(units) and min(on_retire_value(state, 1 - index, u) for u in units) > CARD_VALUE * amount and \
            _swap_worth(state, index, action, instead["do"], source)
    if instead.get("do") == "face-down-under":  # "you may change to "under 1 character on your area face-down"
        # instead": when there is such a character to hold it (else the card would stay in the hand)
        return bool(_units(state, index, dict(changed["target"], all=True, exactly=False), source))
    if "do" in instead:
        return _swap_worth(state, index, action, instead["do"], source)
    return step_value(state, index, changed, source, resolution) >= step_value(state, index, action, source, resolution)


def _of_chosen(condition: dict) -> bool:
    return condition["kind"] == "chosen-matches" or any(_of_chosen(c) for c in condition.get("conditions", ()))


def _chosen_then_replaced(action: dict) -> bool:
    """'Choose up to 1 ... and return it to the hand. If the chosen character was rested, retire it instead': a
    replacement whose condition is said of the card the action itself chooses (and changes nothing of the choice)."""
    target = action.get("target") or {}
    if not target or target.get("chosen") or target.get("self") or target.get("all") or \
            target.get("zone") not in (None, "front", "energy", "any"):
        return False
    instead, said = action.get("instead"), False
    while instead is not None:
        if set(instead) & {"bp_max", *INSTEAD_TARGET_LIMITS}:
            return False
        said = said or bool(instead.get("condition")) and _of_chosen(instead["condition"])
        instead = instead.get("instead")
    return said


def _chosen_first(state, index, action, source, resolution) -> dict:
    """The card chosen as the action would choose it, the action then said of it ("it": target chosen), so that a
    replacement's "the chosen character" is that card as it resolves."""
    target = action["target"]
    if action["do"] in REMOVALS and target.get("side") == "opponents":
        resolution.chosen = _removable(state, index, action, source, resolution)
    else:
        _pick(state, index, target, source, resolution, USEFUL.get(action["do"]))
    return dict(action, target={"chosen": True})


def with_range(state, index, action, source, resolution):
    """"For each <X> on your area, increase the BP range of characters you can choose with this effect by +1000": the
    action with its target's bp_max raised by bp_max_plus for each card bp_max_plus_count matches now, or for each card
    the step before placed ("For each card placed to the Outside Area by this effect": bp_max_plus_placed, a filter
    of those cards)."""
    target = action["target"]
    if "bp_max_plus_if" in target and not holds(state, index, target["bp_max_plus_if"], source, resolution):
        count = 0  # "If there is a <Y> on your area, increase the limit ...": not raised
    elif "bp_max_plus_placed" in target:
        wanted = target["bp_max_plus_placed"]
        placed = resolution.placed if resolution is not None else ()
        count = sum(1 for c in placed if matches_card(state, c, wanted))
    elif "bp_max_plus_taken" in target:  # "For each character rested (retired) by this effect": the step before's
        count = len(resolution.chosen) if resolution is not None else 0
    elif "bp_max_plus_used" in target:  # "for each (other) Event Card you used during this turn"
        wanted, used_now = target["bp_max_plus_used"], state.seats[index].used_now
        used = [c for c in used_now if matches_card(state, c, wanted)]
        if wanted.get("other"):  # not the card whose effect this is (an event: the one being used, the last used)
            own = source.card if source is not None else used_now[-1] if used_now else -1
            if own in used:
                used.remove(own)
        count = len(used)
    else:
        count = count_cards(state, index, target["bp_max_plus_count"], source) or 0
    limited = {k: v for k, v in target.items() if not k.startswith(("bp_max_plus", "bp_min_plus"))}
    limited["bp_max"] = target["bp_max"] + target["bp_max_plus"] * count
    if "bp_min_plus" in target:  # "with BP equal to that amount X1000"
        limited["bp_min"] = target.get("bp_min", 0) + target["bp_min_plus"] * count
    return dict(action, target=limited)


def _placed_for_bp(state, index, following, resolution, candidates, from_hand) -> list:
    """"You may place any number of cards from your hand to the Outside Area. For each card placed to the Outside Area
    by this effect, the chosen gets an additional -1500 BP during this turn": the fewest of `candidates` that take the
    chosen opposing character's BP to 0 (it leaves the field) when that is worth the cards (as placed_for_range); none
    otherwise (a BP change that leaves it on the field, or one on your own characters, is not weighed)."""
    counting = [c for c in candidates if matches_card(state, c, following.get("per_target") or {})]
    step = following.get("amount", 0)
    opposing = [u for u in resolution.chosen if _on_field(state, u) and _owner(state, u) is not state.seats[index]]
    if step >= 0 or len(opposing) != 1 or len(resolution.chosen) != 1:
        return []
    bp = state._bp(opposing[0])
    need = next((n for n in range(len(counting) + 1) if bp + step * n <= 0), None)
    if not need:
        return []
    hand = len(state.seats[index].hand)
    cost = need * CARD_VALUE + (LAST_CARDS if need >= hand else 0) if from_hand else 0
    return counting[:need] if 1000 + bp - cost > 0 else []


def _taken_for_range(state, index, action, source, resolution) -> list:
    """"Rest (Retire) any number of ... characters on your area and choose up to 1 character on your opponent's Front
    Line with BP 1000 or less and retire it. For each character rested by this effect, increase the BP range ... by
    +1000": the characters of yours to give up — for the opposing character whose removal is worth most less what they
    cost (resting: what it being active is worth; retiring: what it is worth on the field, less its [On Retire]), the
    fewest (cheapest first) that let the next step reach it; all of them when nothing after reads the count (as said)."""
    if "bp_total_min" in action["target"]:  # "... so that the total BP is 4000 or higher and rest them": that pick
        return _units(state, index, action["target"], source, USEFUL.get(action["do"]), True)
    following = resolution.steps[resolution.at + 1] if resolution.at + 1 < len(resolution.steps) else {}
    target = following.get("target") or {}
    mine = _units(state, index, dict(action["target"], all=True), source, USEFUL.get(action["do"]), True)

    def cost(unit):
        if action["do"] == "rest":
            return _rest_cost(state, index, unit)
        return OWN_REMOVALS.get(action["do"], 1.0) * (1000 + state._bp(unit)) - on_retire_value(state, index, unit)
    takeable = [u for u in mine if not (action["do"] == "rest" and u.rested)]  # (a rested one is not rested again)
    reach = handled_reaching(state, index, source, resolution, action["do"], takeable, state._bp, cost)
    if reach is not None:  # "If the total BP of the characters rested by this effect is 10000 or higher, ..."
        return reach
    if "bp_max_plus_taken" not in target:
        return mine
    if "bp_max_plus_if" in target and not holds(state, index, target["bp_max_plus_if"], source, resolution):
        return []
    mine.sort(key=cost)
    reachable = {k: v for k, v in target.items() if not k.startswith(("bp_max", "bp_min"))}
    best, most = 0, 0.0
    for unit in _units(state, index, dict(reachable, all=True), source):
        bp = state._bp(unit)
        need = next((n for n in range(len(mine) + 1) if bp <= target["bp_max"] + target["bp_max_plus"] * n), None)
        if need is None:
            continue
        worth = _REMOVALS.get(following["do"], 0.5) * (1000 + bp) - sum(cost(u) for u in mine[:need])
        if worth > most:
            best, most = need, worth
    return mine[:best]


def _measured(state, index, condition, source, resolution) -> int:
    """One player's side of a compare condition: the cards in their hand, their Life, their Energy Line's generated
    energy, or how many of the filter's cards are on their line or area."""
    seat = state.seats[index]
    measure = condition["measure"]
    if measure == "hand":
        return len(seat.hand)
    if measure == "life":
        return len(seat.life)
    if measure == "generated-energy":
        return sum(state.energy_by_color(seat))
    return count_cards(state, index, dict(condition["filter"], side="yours"), source, resolution) or 0


def handled_total(state, resolution, condition) -> int:
    """The BP added up (measure "bp") or the number of the cards the step `condition["verb"]` of this effect handled
    (resolution.handled), of those its filter names; 0 when no such step did."""
    if resolution is None or resolution.handled[0] != condition["verb"]:
        return 0
    wanted = condition.get("filter")
    handled = [bp for card, bp in resolution.handled[1] if not wanted or matches_card(state, card, wanted)]
    return sum(handled) if condition["measure"] == "bp" else len(handled)


def _handled_wanted(resolution, verb) -> list:
    """The handled-by-this-effect conditions on `verb`'s cards the steps after the one resolving say ("• 10000 or
    more: ..." tiers, "If you placed 3 or more cards ... with this effect, ...")."""
    found = []

    def walk(condition):
        if condition.get("kind") == "handled-by-this-effect" and condition["verb"] == verb:
            found.append(condition)
        for inner in condition.get("conditions", ()):
            walk(inner)
    for step in resolution.steps[resolution.at + 1:]:
        if step.get("condition"):
            walk(step["condition"])
    return found


def handled_reaching(state, index, source, resolution, verb, candidates: list, bp_of, cost_of) -> list | None:
    """"You may rest any number of your characters. If the total BP of the characters rested by this effect is 10000 or
    higher, ...": which of `candidates` to give up. For each number a later step asks for that all of them can reach:
    the cheapest (cost_of) that reach it, and no more (one that the rest reach without is put back, dearest first);
    of those, the pick whose later steps it lets happen (step_value) are worth most over what it costs -- none when
    none is worth its cost. None when no later step counts them (the caller's own rule then)."""
    wanted = _handled_wanted(resolution, verb)
    if not wanted:
        return None

    def measure(picked, condition):
        counted = [c for c in picked if not condition.get("filter") or matches_card(
            state, c if isinstance(c, int) else c.card, condition["filter"])]
        return sum(bp_of(c) for c in counted) if condition["measure"] == "bp" else len(counted)

    def reaching(goal):
        picked = []  # (positions in candidates: copies of a card share an id)
        for at in sorted(range(len(candidates)), key=lambda at: cost_of(candidates[at])):
            if measure([candidates[p] for p in picked], goal) >= goal["at_least"]:
                break
            picked.append(at)
        for at in sorted(picked, key=lambda at: cost_of(candidates[at]), reverse=True):
            rest = [p for p in picked if p != at]
            if measure([candidates[p] for p in rest], goal) >= goal["at_least"]:
                picked = rest
        return picked

    def gained(picked):  # the later steps whose count the pick reaches
        cards = [candidates[p] for p in picked]
        total = 0.0
        for step in resolution.steps[resolution.at + 1:]:
            asks = []
            stack = [step.get("condition") or {}]
            while stack:
                condition = stack.pop()
                if condition.get("kind") == "handled-by-this-effect" and condition["verb"] == verb:
                    asks.append(condition)
                stack.extend(condition.get("conditions", ()))
            if asks and all(measure(cards, c) >= c["at_least"] for c in asks):
                total += step_value(state, index, _without_handled(step), source, resolution)
        return total
    best, most = [], 0.0
    for goal in sorted(wanted, key=lambda c: c["at_least"]):
        if measure(candidates, goal) < goal["at_least"]:
            continue
        picked = reaching(goal)
        worth = gained(picked) - sum(cost_of(candidates[p]) for p in picked)
        if worth > most:
            best, most = picked, worth
    return [candidates[at] for at in sorted(best)]  # (in the order given)


def _without_handled(step) -> dict:
    """The step with its handled-by-this-effect conditions taken as met (the rest of its condition still read)."""
    condition = step.get("condition") or {}
    if condition.get("kind") == "handled-by-this-effect":
        return {k: v for k, v in step.items() if k != "condition"}
    if condition.get("kind") == "all":
        rest = [c for c in condition["conditions"] if c.get("kind") != "handled-by-this-effect"]
        return dict(step, condition=rest[0] if len(rest) == 1 else dict(condition, conditions=rest)) if rest else \
            {k: v for k, v in step.items() if k != "condition"}
    return step


def placed_for_range(state, index, source, resolution, candidates: list, from_hand: bool = False,
                     verb: str = "") -> list:
    """"Place any number of cards from your hand to the Outside Area, choose up to 1 character on your opponent's
    Front Line with BP 1000 or less and retire it. For each card placed ... by this effect, increase the BP range ...
    by +1000": which of `candidates` (in the order they would be placed) to place — for the character whose removal
    is worth most (as option_value counts it) less what the cards cost (`from_hand`: a card from the hand each, as
    step_value counts it; cards from the Outside Area: nothing), the fewest that let the next step reach it (those that
    count for it only); none when that is worth nothing or reaches only a character it could choose anyway."""
    if verb:  # "If you placed 3 or more cards to the Remove Area with this effect": the fewest that reach it
        reach = handled_reaching(state, index, source, resolution, verb, candidates, lambda c: state.table.bp[c] or 0,
                                 lambda c: CARD_VALUE if from_hand else 0)
        if reach is not None:
            return reach
    following = resolution.steps[resolution.at + 1] if resolution.at + 1 < len(resolution.steps) else {}
    target = following.get("target") or {}
    if following.get("per") == PER_PLACED and following["do"] == "bp-change":
        return _placed_for_bp(state, index, following, resolution, candidates, from_hand)
    if "bp_max_plus_placed" not in target:
        return candidates
    if "bp_max_plus_if" in target and not holds(state, index, target["bp_max_plus_if"], source, resolution):
        return []  # ("If there is a <Y> on your area, for each card placed ...": placing raises nothing)
    counting = [c for c in candidates if matches_card(state, c, target["bp_max_plus_placed"])]
    reachable = {k: v for k, v in target.items() if not k.startswith(("bp_max", "bp_min"))}
    hand = len(state.seats[index].hand)
    best, most = 0, 0.0
    for unit in _units(state, index, dict(reachable, all=True), source):
        bp = state._bp(unit)
        need = next((n for n in range(len(counting) + 1)  # the fewest placed that put its BP within the range
                     if target.get("bp_min", 0) + target.get("bp_min_plus", 0) * n <= bp
                     <= target["bp_max"] + target["bp_max_plus"] * n), None)
        if need is None:
            continue
        cost = need * CARD_VALUE + (LAST_CARDS if need and need >= hand else 0) if from_hand else 0
        worth = _REMOVALS.get(following["do"], 0.5) * (1000 + bp) - cost
        if worth > most:
            best, most = need, worth
    return counting[:best]


def _units(state, index, target, source, useful=None, least=False, resolution=None):
    """The units `target` picks for seat `index` by the fixed rules: the opponent's strongest, your strongest;
    `useful` (a unit -> bool) puts first the units the action changes (rest: an active one; set active: a
    rested one), so a choice never falls on a character it leaves as it was while another would change;
    `least`: the weakest instead (your own characters a step gives up: retired, returned, rested as a cost);
    `resolution`: the effect resolving (a BP limit counted over the cards it revealed)."""
    table = state.table
    if target.get("self"):  # ("rest this active character": only while it is active)
        if source is None or not _on_field(state, source) or target.get("state") == ("active" if source.rested else "rested"):
            return []
        return [source]
    side_index = 1 - index if target.get("side") == "opponents" else index
    side = state.seats[side_index]
    zone = target.get("zone", "front" if target.get("side") == "opponents" else "any")
    units = side.front if zone == "front" else side.energy if zone == "energy" else side.front + side.energy
    wanted_type = target.get("card_type")
    chosen = []
    bp_max = bp_limit(state, index, target, source, resolution)
    protected = side_index != index  # "cannot be chosen by your opponent's effects"
    kind = effect_kind(state, source, resolution)
    rested_by_you = target.get("rested_by_you")
    # "that came into play / moved / attacked this turn", "that was chosen by a <X> during this turn" (read once)
    this_turn = target.get("played_this_turn") or target.get("moved_this_turn") or target.get("attacked_this_turn")
    chosen_by = target.get("chosen_by")
    if target.get("blocker"):  # "that blocked this character": the blocker of the attack ending now (if still there)
        units = [unit for unit in units if unit is state.blocking]
    if target.get("same_line"):  # "on the same line": this character's line, as the step resolves
        units = side.front if source in side.front else side.energy if source in side.energy else ()
    for unit in units:
        if unit is source and target.get("other") or target.get("not_attacking") and unit is state.attacking:
            continue
        if protected and state.protected(unit, "cannot-be-chosen", kind, source):
            continue
        if not protected and table.any_own_protections and state.chosen_by_none(unit, source):
            continue  # "cannot be chosen by the effects of your or your opponent's characters without <X>"
        if protected and kind != "field" and not target.get("all") and not _tax_payable(state, index, unit, kind):
            continue  # "they must pay 1 additional AP" to choose it: not when they cannot
        card = unit.card
        if wanted_type in (None, "character") and table.type[card] != CHARACTER:
            continue
        if not matches_card(state, card, target, unit_energies(state, unit, target)):
            continue
        if target.get("state") == "active" and unit.rested or target.get("state") == "rested" and not unit.rested:
            continue
        if target.get("no_face_down") and unit.under or target.get("face_down") and not unit.under:
            continue
        if "raided" in target and (unit.base >= 0) != target["raided"]:  # "in Raid State"
            continue
        if "bp_vs_original" in target and not _beside_original(state, unit, target["bp_vs_original"]):
            continue
        if rested_by_you and unit.rested_turn != state.turn:
            continue
        if "not_chosen_by" in target and _chosen_this_turn_by(state, unit, target["not_chosen_by"]):
            continue
        if target.get("rested_this_turn") and not _rested_now(state, unit):
            continue
        if this_turn and not _entered_or_moved(state, unit, target):
            continue
        if chosen_by and not _chosen_this_turn_by(state, unit, chosen_by):
            continue
        bp = table.bp[card] if target.get("original_bp") else state._bp(unit)  # ("original BP": printed)
        if (bp_max is not None and bp > bp_max or "bp_min" in target and bp < target["bp_min"]) and not (
                "bp_or" in target and _bp_or_holds(state, card, bp, target["bp_or"])):
            continue  # (outside the BP limits: "... or with <Trait: X>" still picks a card matching that)
        chosen.append(unit)
    if target.get("all"):
        return chosen
    up_to = target.get("up_to", 1)
    if "bp_total_max" in target:  # "with a total of BP 6000 or less": the pick worth most whose BP adds up to that
        return _within_total(state, [u for u in chosen if useful(u)] if useful else chosen, up_to, target["bp_total_max"])
    if "bp_total_min" in target:  # "so that the total BP is 4000 or higher": the weakest pick that reaches it, or none
        return _reaching_total(state, [u for u in chosen if useful(u)] if useful else chosen, up_to, target["bp_total_min"])
    if len(chosen) > up_to:
        if least:
            chosen.sort(key=(lambda u: (not useful(u), state._bp(u))) if useful else state._bp)
        else:
            chosen.sort(key=(lambda u: (useful(u), state._bp(u))) if useful else state._bp, reverse=True)
        return chosen[:up_to]
    return chosen


def _within_total(state, units, up_to, total) -> list:
    """"Choose up to 2 characters on your opponent's Front Line with a total of BP 6000 or less": of the picks of at most
    `up_to` of `units` whose BP adds up to `total` or less, the one that removes most (1000 + BP for each, as
    option_value counts a removal); ties: the earlier on the line."""
    bps = [(unit, state._bp(unit)) for unit in units]
    best, best_value = [], 0
    for size in range(1, min(up_to, len(bps)) + 1):
        for pick in itertools.combinations(bps, size):
            if sum(bp for _, bp in pick) <= total and sum(1000 + bp for _, bp in pick) > best_value:
                best, best_value = [unit for unit, _ in pick], sum(1000 + bp for _, bp in pick)
    return best


def _reaching_total(state, units, up_to, total) -> list:
    """"Choose any number of active <X> on your Front Line so that the total BP is 4000 or higher and rest them": of the
    picks of at most `up_to` of `units` (your own characters, given up) whose BP adds up to `total` or more, the one
    that gives up least (1000 + BP for each, as a removal is counted; ties: fewer cards, then the earlier on the line);
    none when no pick reaches it (the step does nothing, and "If you did" does not follow)."""
    bps = [(unit, state._bp(unit)) for unit in units]
    best, least = [], None
    for size in range(1, min(up_to, len(bps)) + 1):
        for pick in itertools.combinations(bps, size):
            if sum(bp for _, bp in pick) >= total:
                cost = sum(1000 + bp for _, bp in pick)
                if least is None or cost < least:
                    best, least = [unit for unit, _ in pick], cost
    return best


USEFUL = {"rest": lambda unit: not unit.rested, "set-active": lambda unit: unit.rested}


# how a character left the field (_remove_from_field's cause) as "retired by ..." reads it: retired as a cost of your
# effect ("[Retire this card]") or in place of another (a substitute) is retired by your effect
_RETIRED_AS = {"cost": "own-effect", "replacement": "own-effect"}


def effect_kind(state, source, resolution=None) -> str:
    """The kind of card whose effect this is, for protections (PROTECTED_FROM): "event" for an Event Card being used
    (known from the effect resolving), "card" where the kind is not known here."""
    if source is None:
        return "event" if resolution is not None and resolution.event >= 0 else "card"
    return {CHARACTER: "character", FIELD: "field"}.get(state.table.type[source.card], "card")


def _tax_payable(state, index, unit, kind) -> bool:
    """Can seat `index` pay what choosing this opposing unit with an effect of `kind` costs more (choose_tax)?"""
    ap, cards = state.choose_tax(unit, kind)
    seat = state.seats[index]
    return sum(seat.ap) >= ap and len(seat.hand) >= cards


def _choose_taxes_paid(state, index, units, kind) -> list:
    """"At the moment your opponent chooses this character with a character effect or event effect, they must pay 1
    additional AP" (or place cards from their hand to the Outside Area): the chooser pays each chosen character's tax
    (the engine's choice is to pay when it can); one whose tax can no longer be paid is not chosen."""
    seat, kept = state.seats[index], []
    for unit in units:
        ap, cards = state.choose_tax(unit, kind)
        if ap or cards:
            if sum(seat.ap) < ap or len(seat.hand) < cards:
                continue
            state._pay_ap(seat, ap)
            if cards:
                _discard_worst(state, seat, cards)
        kept.append(unit)
    return kept


def _pick(state, index, target, source, resolution, useful=None, least=False):
    """_units, remembering the pick for a following "it"/"they" (target {"chosen": true})."""
    if target.get("chosen"):
        units = [unit for unit in resolution.chosen if _on_field(state, unit)]
        return _of_played(state, units, target, useful) if target.get("of_played") else units
    units = _units(state, index, target, source, useful, least, resolution)
    if units and target.get("side") == "opponents" and not target.get("all"):
        kind = effect_kind(state, source, resolution)
        if kind != "field":
            units = _choose_taxes_paid(state, index, units, kind)
    if not target.get("self"):
        resolution.chosen = units
        if units and not target.get("all") and state.table.any_chosen_hooks:  # ("all": every such card, none chosen)
            run_when_chosen(state, index, units, source, resolution)
        if units and not target.get("all") and state.table.any_choice_records:
            chooser = chooser_card(state, index, source, resolution)
            for unit in units:  # ("cannot be chosen by this effect if chosen by a <X> card's effect this turn")
                unit.chosen_by += ((state.turn, chooser),)
    return units


def chooser_card(state, index, source, resolution) -> int:
    """The card whose effect is choosing: this character's, the leaving card's (resolution.card), else the event
    being used (-1: none)."""
    if source is not None:
        return source.card
    if resolution is not None and resolution.card >= 0:
        return resolution.card
    used = state.seats[index].used_now
    return used[-1] if used else -1


def _chosen_this_turn_by(state, unit, wanted) -> bool:
    """Has an effect of a card matching `wanted` chosen this unit this turn (Unit.chosen_by)?"""
    return any(turn == state.turn and card >= 0 and matches_card(state, card, wanted) for turn, card in unit.chosen_by)
_OF_PLAYED_KINDS = ("set-active", "rest", "bp-change", "gain-ability", "retire", "return-to-hand", "face-down-under")


def _of_played(state, units, target, useful) -> list:
    """"Choose up to 1 character played by this effect and set it to active" / "If the character is played on the
    Energy Line by this effect, set that character to active": of the characters the play step just before played
    (`units`), those on the line said now, up to the number said (the ones the action changes first, then the
    strongest, as _units picks yours)."""
    zone = target.get("zone")
    if zone is not None and units:
        seat = state.seats[units[0].owner]
        line = seat.front if zone == "front" else seat.energy
        units = [unit for unit in units if any(unit is other for other in line)]
    up_to = target.get("up_to")
    if up_to is None or len(units) <= up_to:
        return units
    units = sorted(units, key=(lambda u: (useful(u), state._bp(u))) if useful else state._bp, reverse=True)
    return units[:up_to]


def aura_applies(state, holder, unit, target) -> bool:
    """Does an aura ("All of your characters ...") of `holder` reach `unit`?"""
    if unit.owner != holder.owner or state.table.type[unit.card] != CHARACTER:
        return False
    if target.get("other") and unit is holder:
        return False
    if target.get("face_down") and not unit.under or target.get("no_face_down") and unit.under \
            or "raided" in target and (unit.base >= 0) != target["raided"]:
        return False  # "with a face-down card under it", "in Raid State": the unit as it is on the field
    seat = state.seats[unit.owner]
    zone = target.get("zone", "any")
    if zone == "front" and unit not in seat.front or zone == "energy" and unit not in seat.energy:
        return False
    if target.get("original_bp"):  # "with an original BP of 2500 or less": the printed BP
        bp = state.table.bp[unit.card]
        if bp > target.get("bp_max", bp) or bp < target.get("bp_min", bp):
            return False
    return matches_card(state, unit.card, target, unit_energies(state, unit, target))


def _on_field(state, unit) -> bool:
    for seat in state.seats:
        if unit in seat.front or unit in seat.energy:
            return True
    return False


def _owner(state, unit):
    for seat in state.seats:
        if unit in seat.front or unit in seat.energy:
            return seat
    return None


def _discard_worst(state, seat, amount, allowed=None, by=None) -> int:
    """Place `amount` cards from the seat's hand to its Outside Area (the cheapest first), by an effect or an effect's
    cost of player `by` (default: the seat's own player); recorded for "if you placed ... during this turn". A card
    that waits for that ("When this card is placed from your hand to the Outside Area") resolves once the effect
    doing it has (told whether the opponent's effect placed it: not "by your effect")."""
    table = state.table
    own = state.seats.index(seat)
    if by is None:
        by = own
    done = 0
    for _ in range(amount):
        candidates = [c for c in seat.hand if allowed is None or allowed(c)]
        if not candidates:
            break
        worst = min(candidates, key=lambda c: (table.energy[c] + table.ap_cost[c], table.bp[c]))
        seat.hand.remove(worst)
        seat.outside.append(worst)
        seat.discarded_now += (by,)
        if PLACED in table.history and state.effect_card >= 0:  # "... by the effect of your <X> card during this turn"
            seat.history += ((PLACED, state.effect_card, by),)
        done += 1
        effects = table.effects[worst]
        if effects is not None and effects.discarded and state.phase != 7:
            state.waiting.append((own, "discarded", worst, by != own, state.effect_card))
        if table.any_discard_hooks and state.phase != 7:  # "When you place 1 card from your hand to the Outside Area"
            state.waiting.append((own, "you-discarded", worst, by != own, state.effect_card))
    return done


# --- actions: one handler per "do", each returns whether anything was done (for "If you did") ------
def _draw(state, index, action, source, resolution):
    seat = state.seats[index]
    if resolution.looked and resolution.looked_end and resolution.looked_from < 0 and not _looked_put_later(resolution):
        unlook(state, index, resolution)  # (your deck's top cards still looked at: those are the cards drawn)
    before = len(seat.hand)
    if action.get("per") == PER_PLACED:  # "draw the same number of cards as placed to the Outside Area by this effect"
        amount = action.get("amount", 1) * len(resolution.placed)
    else:
        amount = per_amount(action, source, state, index, resolution=resolution)  # "For every 2 rested characters ..., draw 1 card"
    if amount > 0:
        state._draw(index, amount)
        if state.table.any_draw_hooks:
            drawn_by_effect(state, index)
    # "Reveal the top card of your deck and add it to your hand" is read as a draw (reveal): "If the revealed card is
    # <X>" after it is about the card drawn; a plain draw reveals nothing (the cards an earlier step revealed stay so)
    if action.get("reveal"):
        resolution.revealed = seat.hand[before:]
        revealed_from_deck(state, index, resolution.revealed, resolution)
    return len(seat.hand) > before


def _draw_to(state, index, action, source, resolution):
    """"Draw cards until you have 5 cards in your hand"; "... until your hand has the same number of cards as your
    opponent" (as_opponent: their hand's size now)."""
    wanted = len(state.seats[1 - index].hand) if action.get("as_opponent") else action["amount"]
    missing = wanted - len(state.seats[index].hand)
    if missing > 0:
        state._draw(index, missing)
        if state.table.any_draw_hooks:
            drawn_by_effect(state, index)
    return missing > 0


def drawn_by_effect(state, index) -> None:
    """"During your Main Phase, when you draw a card with your effects, ...": seat `index` drew by an effect of theirs;
    its characters with that timing react once the effect has resolved (seed 000, "If multiple effects are
    simultaneously activated"), once for each drawing step."""
    if state.phase != 7:
        state.waiting.append((index, "drew", None))


def _opponent_draws(state, index, action, source, resolution):
    """"Your opponent draws N cards"; "your opponent may draw N cards": the opponent's fixed choice is to draw (a card
    in hand is worth more to them than one in the deck). "[Your Turn] If your opponent draws cards by your effect, you
    draw the same number of cards instead" (a card of seat `index` says it now): seat `index` draws them."""
    seat = state.seats[index]
    if state.table.any_draw_replacements and (any(state.restricted(unit, "draw-replacement") for unit in seat.front + seat.energy)
                                              or any(a["do"] == "draw-replacement" for gained in seat.gained_now
                                                     for _, _, a in gained.continuous)):
        state._draw(index, action["amount"])
    elif not state.goldfish:
        state._draw(1 - index, action["amount"])
    return True


def _placed_out(state, resolution) -> None:
    """The cards a step just placed to the Outside Area (resolution.placed) are this effect's handled ones
    (handled-by-this-effect "to-outside")."""
    resolution.handled = ("to-outside", tuple((card, state.table.bp[card] or 0) for card in resolution.placed))


def _discard(state, index, action, source, resolution):
    seat = state.seats[index]
    # "[On Retire] For each face-down card under this character, place 1 card from your hand to the Outside Area"
    amount = per_amount(action, source, state, index, resolution=resolution) if "per" in action else action["amount"]
    if action.get("optional") and len(seat.hand) < amount:
        return False
    start = len(seat.outside)
    _discard_worst(state, seat, amount)
    resolution.placed = seat.outside[start:]
    _placed_out(state, resolution)
    return bool(resolution.placed)


def _discard_chosen(state, index, action, source, resolution):
    seat = state.seats[index]
    target = action["target"]
    amount = target.get("up_to", 1)
    if action.get("optional") and amount != ANY_NUMBER and sum(1 for c in seat.hand if matches_card(state, c, target)) < amount:
        return False
    start = len(seat.outside)
    if target.get("same_energy"):  # "Place 3 cards with the same required energy from your hand": all or none
        placing = _same_energy_pick(state, seat.hand, target, amount)
        if placing is None:
            return False
        _discard_worst(state, seat, amount, placing.__contains__)
        resolution.placed = seat.outside[start:]
        _placed_out(state, resolution)
        return bool(resolution.placed)
    def wanted(card):
        return matches_card(state, card, target)
    if amount == ANY_NUMBER:  # "Place any number of cards ..., choose ... For each card placed ... by this effect,
        # increase the BP range ..." / "the chosen gets -1500 BP": the fewest worth placing (placed_for_range)
        following = resolution.steps[resolution.at + 1] if resolution.at + 1 < len(resolution.steps) else {}
        if action.get("optional") and not (following.get("per") == PER_PLACED
                                           or "bp_max_plus_placed" in (following.get("target") or {})
                                           or _handled_wanted(resolution, "to-outside")):
            return False  # (as before: "you may place any number" with nothing counting them is not done)
        placing = placed_for_range(state, index, source, resolution, _worst_first(state, seat.hand, wanted), True,
                                   "to-outside")
        amount = len(placing)
        _discard_worst(state, seat, amount, placing.__contains__)
    else:
        _discard_worst(state, seat, amount, wanted)
    resolution.placed = seat.outside[start:]
    _placed_out(state, resolution)
    return bool(resolution.placed)


ANY_NUMBER = 99  # "any number of": as many as there are (grammar: up_to 99)


def _same_energy_pick(state, hand, target, amount) -> list | None:
    """"Place 3 cards with the same required energy from your hand to the Outside Area": `amount` cards of the hand
    matching the target that share one required energy — of the required energies with that many such cards, the one
    whose cards worth least (_worst_first) are given up — or None when the hand holds no such set (the step is not
    done, and "If you did" does not follow: seed 000, a cost is paid only in full)."""
    energy = state.table.energy
    groups: dict = {}
    for card in _worst_first(state, hand, lambda c: matches_card(state, c, target)):
        groups.setdefault(energy[card], []).append(card)
    table = state.table
    sets = [cards[:amount] for cards in groups.values() if len(cards) >= amount]
    if not sets:
        return None
    return min(sets, key=lambda cards: sum(table.energy[c] + table.ap_cost[c] for c in cards))


def _hand_to_life(state, index, action, source, resolution):
    """"Place up to 1 <X> card without [Trigger] from your hand to your Life Area face-up": the matching cards of the
    hand worth least (_worst_first) go on top of the Life Area (the end of the list), one Life more each; "up to": the
    engine always places them (a Life more keeps the game going)."""
    seat, target = state.seats[index], action["target"]
    placing = _worst_first(state, seat.hand, lambda card: matches_card(state, card, target))[:target.get("up_to", 1)]
    if target.get("exactly") and len(placing) < target.get("up_to", 1):
        return False
    for card in placing:
        seat.hand.remove(card)
        seat.life.append(card)
    return bool(placing)


def _worst_first(state, cards, allowed) -> list:
    """Cards in the order _discard_worst gives them up (least required energy and AP cost, then BP, first)."""
    table = state.table
    return sorted((c for c in cards if allowed(c)), key=lambda c: (table.energy[c] + table.ap_cost[c], table.bp[c]))


def _opponent_rests(state, index, action, source, resolution):
    """"Your opponent rests 1 (active) character on their Front Line / 2 active characters on their area": the opponent
    chooses which; it rests its active characters of least BP (a rested one would not be rested by it)."""
    if state.goldfish:
        return True
    owner = state.seats[1 - index]
    kind = effect_kind(state, source, resolution)

    def stays_active(unit):  # "cannot be rested by your opponent's effects": the opponent names it first
        return (state.table.any_unchanged and state.unchanged(unit, "rest", kind, False, source)
                or state.protected(unit, "cannot-be-affected", kind))  # ("cannot be affected by ...": nor rested)
    lines = owner.front + owner.energy if action.get("zone") == "any" else owner.front  # ("on their area")
    units = sorted((u for u in lines if not u.rested and state.table.type[u.card] == CHARACTER),
                   key=lambda u: (not stays_active(u), state._bp(u)))
    for unit in units[:action["amount"]]:
        if not stays_active(unit):
            _rest(state, owner, unit, action, True)
    return bool(units)


def _opponent_moves(state, index, action, source, resolution):
    """"Choose up to 1 character on your opponent's Front Line. Your opponent moves that character to their Energy Line
    (or switches its position with 1 character on their Energy Line)": the opponent moves it, by your effect (so not a
    character that "cannot be moved by your opponent's effects"), and with or_switch chooses how. Its choice: a switch
    with its strongest active character on that line that may go to the other line (a character back where it can
    block and attack, and no card lost); else the move while the line has room; else a switch with its strongest one
    there (the switch keeps every card: seed 000 Move Phase, "All the cards are moved at the same time"); else the
    move, a full line sending its least valuable card to the Remove Area first (make_room)."""
    owner = 1 - index
    seat = state.seats[owner]
    to, back = (ENERGY, FRONT) if action["to"] == "energy" else (FRONT, ENERGY)
    line, other = (seat.energy, seat.front) if to == ENERGY else (seat.front, seat.energy)
    kind = effect_kind(state, source, resolution)

    def movable(unit, where):  # (by your effect: an effect of its opponent's)
        return state.may_move_to(unit, where) and not (
            state.table.any_unchanged and state.unchanged(unit, "move-line", kind, False, source))
    done = False
    for unit in _pick(state, index, action["target"], source, resolution):
        if unit not in other or not movable(unit, to):
            continue  # (not on the other line of theirs, or it cannot move there now)
        partners = sorted((u for u in line if movable(u, back)), key=lambda u: (u.rested, -state._bp(u))) \
            if action.get("or_switch") else []
        room = len(line) < (4 if to == ENERGY else state.front_size(seat))
        if partners and (not partners[0].rested or not room):
            _switch_lines(state, owner, *((unit, partners[0]) if to == ENERGY else (partners[0], unit)))
        else:
            _move_line(state, seat, unit, action["to"])
        done = True
    return done


def _opponent_discards(state, index, action, source, resolution):
    """"Your opponent places 1 card from their hand to the Outside Area": the opponent chooses which — its least
    valuable cards (_discard_worst). "If a Character Card is placed to the Outside Area by this effect, draw 1 card":
    the cards placed are this effect's (resolution.placed), and the opponent places cards that do not set off such a
    step for the effect's player first (a card given up is worth the same to them either way)."""
    if state.goldfish:
        return True
    seat = state.seats[1 - index]
    start = len(seat.outside)
    steps = resolution.steps or ()
    if action.get("opponent_may") and not _opponent_places(state, index, action, resolution, seat, steps):
        return False
    wanted = [step["condition"].get("filter") or {} for step in steps[resolution.at + 1:]
              if (step.get("condition") or {}).get("kind") == "placed-card-matches"]
    if wanted:
        def spares(card):  # a card whose placing gives the effect's player nothing
            return not any(_card_matches(state, card, target) for target in wanted)
        done = _discard_worst(state, seat, action["amount"], spares, by=index)
        done += _discard_worst(state, seat, action["amount"] - done, by=index)
    else:
        done = _discard_worst(state, seat, action["amount"], by=index)
    resolution.placed = seat.outside[start:]
    return done > 0


def _opponent_places(state, index, action, resolution, seat, steps) -> bool:
    """"Your opponent may place 2 cards from their hand to the Outside Area. If they did, your opponent adds 1 character
    retired by this effect to their hand": the opponent's choice, by value from its side (docs/union-arena-engine.md,
    "Choices made by value"): the cards cost it 700 each (1000 more when that empties its hand; it cannot place more
    than it has); it places them when what the "if they did" steps bring it (a card back to the hand: 1000 each) and
    what the "if not" steps would bring the effect's player (step_value of seat `index`) are worth more."""
    amount = action["amount"]
    if len(seat.hand) < amount:
        return False
    cost = CARD_VALUE * amount + (LAST_CARDS if len(seat.hand) <= amount else 0)
    gain = 0.0
    for step in steps[resolution.at + 1:]:
        if step.get("if_done") and step["do"] == "opponent-adds-retired":
            gain += _GAINS["draw"] * len(_retired_back(state, seat, step, resolution))
        elif step.get("if_not_done"):
            gain += step_value(state, index, step, None, resolution)
    return gain > cost


def _retired_back(state, seat, action, resolution) -> list:
    """The cards of the characters this effect retired (its last pick, now off the field) in the seat's Outside Area,
    as many as the action says."""
    return [u.card for u in resolution.chosen if not _on_field(state, u) and u.card in seat.outside][:action["amount"]]


def _opponent_adds_retired(state, index, action, source, resolution):
    """"If they did, your opponent adds 1 character retired by this effect to their hand": from their Outside Area."""
    seat = state.seats[1 - index]
    back = _retired_back(state, seat, action, resolution)
    for card in back:
        seat.outside.remove(card)
        seat.hand.append(card)
    return bool(back)


def _opponent_outside_to(state, index, action, source, resolution):
    """"Your opponent places 2 cards from their Outside Area to the Remove Area / at the bottom of their deck": the
    opponent places that many (all they have, if fewer) and chooses which — the ones placed there longest ago (the
    Outside Area's order: the first in it), keeping the cards most recently placed there."""
    if state.goldfish:
        return True
    seat = state.seats[1 - index]
    if "card_type" in action:  # "2 Event cards from their Outside Area": of that kind only
        moved = [c for c in seat.outside if _card_matches(state, c, {"card_type": action["card_type"]})][:action["amount"]]
    else:
        moved = seat.outside[:action["amount"]]
    if not moved:
        return False
    for card in moved:  # (copies of a card share an id: one each)
        seat.outside.remove(card)
    if action.get("where") == "remove":
        seat.remove.extend(moved)
    else:
        seat.deck[:0] = moved  # (the deck's end is its top: the bottom is its start)
    return True


def _set_ap_active(state, index, action, source, resolution):
    seat = state.seats[index]
    woken = 0
    for i, active in enumerate(seat.ap):
        if not active and woken < action["amount"]:
            seat.ap[i] = True
            woken += 1
    return woken > 0


def _deal_damage(state, index, action, source, resolution):
    """"Deal 1 damage to your opponent": BattleFlow._effect_damage (the checks of the Life cards it takes)."""
    return state._effect_damage(1 - index, action["amount"]) > 0


def _life_to_deck(state, index, action, source, resolution):
    """"Place 1 card from your Life Area to the bottom of your deck": from the top of the Life Area, no Trigger check
    (it is not damage); a Life Area it empties loses the game (seed 000, Game Victory Conditions: _check_life)."""
    seat = state.seats[index]
    if action.get("optional") and len(seat.life) <= action["amount"]:
        return False  # "you may": never the step that would lose the game
    moved = [seat.life.pop() for _ in range(min(action["amount"], len(seat.life)))]
    seat.deck[:0] = moved  # (the deck's end is its top: the bottom is its start)
    state._check_life(index)
    return bool(moved)


def _pay_ap(state, index, action, source, resolution):
    seat = state.seats[index]
    if sum(seat.ap) < action["amount"]:
        return False
    state._pay_ap(seat, action["amount"])
    return True


def _bp_change(state, index, action, source, resolution):
    target = action.get("target", {"self": True})
    amount = per_amount(action, source, state, index, resolution=resolution)
    # a reduction chooses first the opposing characters it lowers (not one "not affected by BP reducing effects")
    useful = (lambda unit: not state.bp_immune(unit, False)) if amount < 0 and target.get("side") == "opponents" else None
    units = _pick(state, index, target, source, resolution, useful)
    until = _lasting_until(index, action)
    if amount < 0:  # "This character's BP cannot be minus": BP reducing effects do not change it
        units = [unit for unit in units if not state.bp_immune(unit, unit.owner == index)]
    later = action.get("duration") == LATER_DURATION
    for unit in units:
        if later:
            _later(unit, index, action, amount)
            continue  # (nothing changes now: it waits for the opponent's next turn)
        if until is not None:
            unit.lasting = (unit.lasting or ()) + ((until, "bp", amount),)
            if until == BATTLE:
                state.battle_lasting = True  # (_end_battle_effects ends it)
        else:
            unit.bonus += amount
        if amount > 0 and (state.table.hooked[unit.card] or unit.abilities) and has_hook(state, unit, "when-bp-increased"):
            _bp_increased(state, unit)  # "When this character gets its BP increased": after this effect
    resolution.lowered = resolution.lowered or (amount < 0 and bool(units))  # run_effects then checks BP 0
    return bool(units)


def _bp_increased(state, unit) -> None:
    """"When this character gets its BP increased": an effect gave it +BP; its effect resolves after that effect (as the
    other effects an effect sets off: state.waiting), by its player."""
    index = next((i for i, seat in enumerate(state.seats) if unit in seat.front or unit in seat.energy), None)
    if index is None:
        return
    if state.deferring:
        if not any(entry[1] == "bp-increased" and entry[2] is unit for entry in state.waiting):
            state.waiting.append((index, "bp-increased", unit))
    else:
        run_hook(state, index, unit, "when-bp-increased")


def per_amount(action, unit, state=None, index=None, key="amount", resolution=None) -> int:
    """An action's amount (key: "value" for a keyword), multiplied by what its "per" counts now: "For each face-down
    card under this character" (under `unit`; an [On Retire]'s: those under it as it left the field,
    resolution.under_left), "for every 5 cards in your Outside Area" (cards per_target matches for seat `index`,
    per_every at a time), "for each Event Card you used during this turn"."""
    if "per" not in action:
        return action.get(key, 1)  # (no count: without _counted_amount, which sets up its closures' cells per call)
    return _counted_amount(action, unit, state, index, key, resolution)


def _counted_amount(action, unit, state, index, key, resolution) -> int:
    """per_amount for an action with a "per"."""
    amount = action.get(key, 1)
    per = action.get("per")
    if per is None:
        return amount
    if per == PER_PLACED:  # "for each card placed to the Outside Area by this effect" (per_target: those of them)
        placed = resolution.placed if resolution is not None else ()
        return amount * sum(1 for c in placed if matches_card(state, c, action.get("per_target") or {}))
    if per == PER_CHOSEN_KEYWORD:  # the chosen card's own and gained keyword values, added up as the step resolves
        chosen = [u for u in resolution.chosen if _on_field(state, u)] if resolution is not None and state is not None \
            else ()
        return amount * sum(_keyword_total(state, u, action["keyword"]) for u in chosen)
    if per == "moved-this-turn":  # "For each time this character moved this turn" (Unit.moves: turn << 4 | count)
        return amount * (unit.moves & 15) if unit is not None and state is not None and unit.moves >> 4 == state.turn else 0
    if per == "face-down-under-this":
        if unit is None:
            return amount * (resolution.under_left if resolution is not None else 0)
        return amount * len(unit.under)
    if state is None:
        return 0
    index = unit.owner if index is None else index
    target = action.get("per_target") or {}
    if per == "used-this-turn":
        used = [c for c in state.seats[index].used_now if matches_card(state, c, target)]
        if target.get("other") and unit is not None and unit.card in used:
            used.remove(unit.card)
        count = len(used)
    elif per == "retired-this-turn":  # "for each character retired during this turn" (Seat.retired_now, as printed)
        side = target.get("side", "yours")
        seats = (state.seats[index], state.seats[1 - index]) if side == "any" else (
            state.seats[1 - index] if side == "opponents" else state.seats[index],)
        count = sum(1 for seat in seats for c in seat.retired_now if matches_card(state, c, target))
    else:
        count = count_cards(state, index, target, unit) or 0
    return amount * (count // action.get("per_every", 1))


def _keyword_total(state, unit, keyword: str) -> int:
    """A unit's Damage +N / Impact +N values added up: printed (while it keeps its original effects) and gained (as
    battle._damage_of counts them)."""
    printed = getattr(state.table, keyword.replace("-", "_"))[unit.card] if unit.muted == -1 else 0
    return printed + (state._keyword(unit, keyword) if state._may_gain(unit) else 0)


# The delayed duration "during your opponent's next turn" (seed 000: that turn's Start Phase to its End Phase 4): what
# waits, by action. Kept in Unit.lasting as (the opponent's seat, "later", (kind, what)) — read by nothing until that
# seat's next Start Phase (flow._begin_turn), which turns it into this turn's change (start_later); no table flag or
# per-step check is needed (Unit.lasting is looked at only where it is set).
LATER_DURATION = "opponents-next-turn"
LATER = {"bp-change": "bp", "gain-keyword": "keyword", "gain-ability": "ability"}


def _later(unit, index, action, what) -> None:
    unit.lasting = (unit.lasting or ()) + ((1 - index, "later", (LATER[action["do"]], what)),)


def start_later(state, unit, waiting, by: int = -1) -> None:
    """At the Start Phase of the opponent's next turn, what waited "during your opponent's next turn" begins, as this
    turn's change: it ends with the turn (seed 000 End Phase 4, flow._end_turn). `by`: the seat whose effect it is."""
    for kind, what in waiting:
        if kind == "bp":
            if what >= 0 or not state.bp_immune(unit, unit.owner == by):
                unit.bonus += what
            if what > 0 and (state.table.hooked[unit.card] or unit.abilities) and has_hook(state, unit, "when-bp-increased"):
                _bp_increased(state, unit)  # (its BP is increased now, as the waiting change begins)
        elif kind == "keyword":
            unit.granted = (unit.granted or ()) + (what,)
        else:
            unit.abilities = (unit.abilities or ()) + ((what, None),)


def _lasting_until(index, action):
    """When a BP change or keyword ends, if not with the turn: at seat `index`'s next Start Phase ("until the start
    of your next turn"), or with the battle (BATTLE: "for the duration of the battle", duration "this-battle")."""
    duration = action.get("duration")
    return index if duration == "until-next-turn-start" else BATTLE if duration == "this-battle" else None


def _choose(state, index, action, source, resolution):
    if _gives_chosen_up(action, resolution.steps, resolution.at):  # (a character of yours to place under this one)
        return bool(_pick(state, index, action["target"], source, resolution, least=True))
    return bool(_pick(state, index, action["target"], source, resolution))


def _gives_chosen_up(action, steps, at) -> bool:
    """"You may choose 1 other character ... on your area. If you did, place the chosen character face-down under this
    character": a choice of yours the next step takes off the field (the weakest is chosen: step_value)."""
    return action["do"] == "choose" and (action.get("target") or {}).get("side") == "yours" and at + 1 < len(steps or ()) \
        and _places_chosen_under(steps[at + 1])


def _gain_keyword(state, index, action, source, resolution):
    units = _pick(state, index, action.get("target", {"self": True}), source, resolution)
    gained = (action["keyword"], per_amount(action, source, state, index, "value", resolution))
    until = _lasting_until(index, action)
    later = action.get("duration") == LATER_DURATION
    for unit in units:
        if later:
            _later(unit, index, action, gained)
        elif until is not None:
            unit.lasting = (unit.lasting or ()) + ((until, "keyword", gained),)
            if until == BATTLE:
                state.battle_lasting = True  # (_end_battle_effects ends it)
        else:
            unit.granted = (unit.granted or ()) + (gained,)
    return bool(units)


def _on_each_unit(change):
    """A handler that picks its target units and applies `change(state, owner, unit, action)` to each on the field."""
    def handler(state, index, action, source, resolution):
        target = action.get("target", {})
        if action["do"] in REMOVALS and target.get("side") == "opponents" and not target.get("chosen") \
                and not target.get("all"):
            units = _removable(state, index, action, source, resolution)  # the strongest it can actually remove
            resolution.chosen = units
        else:
            # your own characters a removal or a rest gives up ("You may retire 1 other character on your area. If you
            # did, ..."): the weakest (step_value)
            own = target.get("side") == "yours" and (action["do"] in REMOVALS or action["do"] == "rest")
            if own and target.get("up_to") == ANY_NUMBER and resolution is not None:
                # "Rest any number of active characters on your area and choose ... For each character rested by this
                # effect, increase the BP range ...": the fewest worth giving up (_taken_for_range)
                units = resolution.chosen = _taken_for_range(state, index, action, source, resolution)
                if units and state.table.any_chosen_hooks:  # (as _pick)
                    run_when_chosen(state, index, units, source, resolution)
            else:
                useful = USEFUL.get(action["do"])
                if action["do"] == "rest" and target.get("side") == "opponents" and state.table.any_unchanged:
                    kind = effect_kind(state, source, resolution)  # ("cannot be rested by your opponent's effects": not useful)
                    useful = lambda unit: not unit.rested and not state.unchanged(unit, "rest", kind, False, source)  # noqa: E731
                if own and action["do"] == "rest" and resolution is not None and resolution.steps:
                    target = _rest_for_later(state, index, target, source, resolution, useful)
                units = _pick(state, index, target, source, resolution, useful, own)
            if (target.get("exactly") and target.get("side") != "opponents" and not target.get("all")
                    and len(units) < target.get("up_to", 1)):
                return False  # "Rest 3 active characters on your area. If you did": all 3, or nothing
        taken = []
        for unit in units:
            owner = _owner(state, unit)
            if owner is None:
                continue
            if (action["do"] in REMOVALS and owner is not state.seats[index]
                    and state.protected(unit, "cannot-be-removed", effect_kind(state, source, resolution))):
                continue  # "cannot be removed from the field by your opponent's effects"
            if (action["do"] in CHANGES and state.table.any_unchanged
                    and state.unchanged(unit, action["do"], effect_kind(state, source, resolution), owner is state.seats[index],
                                        source)):
                continue  # "This character cannot be rested, moved or returned to the hand by your opponent's effects"
            # (opposing: the kind of card whose effect it is, for replacements said of some kinds: _retire)
            if owner is state.seats[index] and action["do"] in _HANDLED_OWN and target.get("side") == "yours" \
                    and not (action["do"] == "rest" and unit.rested or action["do"] == "set-active" and not unit.rested):
                taken.append((unit.card, state._bp(unit)))  # (its BP as it is taken: handled-by-this-effect)
            change(state, owner, unit, action, owner is not state.seats[index] and effect_kind(state, source, resolution))
        if resolution is not None and action["do"] in _HANDLED_OWN and target.get("side") == "yours":
            resolution.handled = (action["do"], tuple(taken))
        return bool(units)
    return handler


def _rest_for_later(state, index, target, source, resolution, useful) -> dict:
    """"Rest 1 active character on your Front Line ... If a <X> on your Front Line is rested by this effect, set it to
    active": a later step of the effect that asks for a <X> among the characters this rest takes (handled-by-this-effect
    with a filter) makes the player rest such characters when there are enough of them (the later step pays it back);
    else the target as said."""
    for step in resolution.steps[resolution.at + 1:]:
        wanted = (step.get("condition") or {})
        if wanted.get("kind") == "handled-by-this-effect" and wanted.get("verb") == "rest" and wanted.get("filter") \
                and not wanted["filter"].keys() & target.keys():
            narrowed = dict(target, **wanted["filter"])
            if len(_units(state, index, dict(narrowed, all=True), source, useful, True, resolution)) >= target.get("up_to", 1):
                return narrowed
    return target


def _bp_or_holds(state, card, bp, wanted) -> bool:
    """"... with BP 2500 or less or with <X>" / "... or BP 4500 or higher": the other way a card outside the BP limits
    is picked (its BP now, for the other end of the scale)."""
    if "bp_min" in wanted:
        return bp >= wanted["bp_min"]
    if "bp_max" in wanted:
        return bp <= wanted["bp_max"]
    return matches_card(state, card, wanted)


# the steps on your own characters whose cards a later "by this effect" reads (handled-by-this-effect)
_HANDLED_OWN = ("rest", "retire", "set-active")


def _stays(state, unit, do, kind) -> bool:
    """Would an opposing removal `do` by an effect of `kind` leave this unit on the field (protected from removal,
    "will not be retired" or a replacement that keeps it, for a retire)?"""
    return (state.protected(unit, "cannot-be-removed", kind)
            or do in CHANGES and state.table.any_unchanged and state.unchanged(unit, do, kind, False)
            or do == "retire" and state.restricted(unit, "cannot-be-retired")
            or do in REMOVALS and _replaced(state, unit, do))


def _replaced(state, unit, do) -> bool:
    """Has the unit a replacement effect now for being taken off the field by `do` ("If this character would be retired
    / leave the area / return to your hand, ... instead")?"""
    if not (state.table.restricted[unit.card] or unit.abilities):
        return False
    event = "retire" if do == "retire" else "return" if do == "return-to-hand" else None
    return any(action["do"] == "retire-replacement" and action.get("event", "retire") in ("leave", event)
               and state._continuous_on(unit, condition, whose)
               for effects in state._effect_sets(unit) for condition, whose, action in effects.continuous)


def _opponents_characters(state, index, action) -> list:
    """The characters of seat `index`'s opponent a step they take may pick: on their Front Line (zone "any": their
    area), within its BP limits ("one of their Front Line characters with BP 3000 or more")."""
    other = state.seats[1 - index]
    units = [u for u in (other.front if action.get("zone", "front") == "front" else other.front + other.energy)
             if state.table.type[u.card] == CHARACTER]
    if "bp_min" in action or "bp_max" in action:
        units = [u for u in units if action.get("bp_min", 0) <= state._bp(u) <= action.get("bp_max", 10 ** 9)]
    return units


def _given_up_first(state, units, removal, kind, amount) -> list:
    """The opponent's fixed choice of what it gives up: one the effect cannot take off the field first, then the
    weakest (lowest BP now)."""
    return sorted(units, key=lambda u: (not _stays(state, u, removal, kind), state._bp(u)))[:amount]


def _opponent_gives_up(change):
    """"Your opponent retires (returns to their hand) 1 character on their Front Line / area": the opponent chooses
    which. The engine's fixed choice is theirs at its best: one the effect cannot take off the field first, then the
    weakest (lowest BP now)."""
    def handler(state, index, action, source, resolution):
        other = state.seats[1 - index]
        units = _opponents_characters(state, index, action)
        kind = effect_kind(state, source, resolution)
        removal = "retire" if action["do"] == "opponent-retires" else "return-to-hand"
        if action.get("opponent_may"):
            return _opponent_may_give_up(state, index, action, resolution, other, units, removal, kind, change)
        units = _given_up_first(state, units, removal, kind, action.get("amount", 1))
        for unit in units:
            if state.protected(unit, "cannot-be-removed", kind) or (
                    removal in CHANGES and state.table.any_unchanged and state.unchanged(unit, removal, kind, False)):
                continue  # ("cannot be returned to the hand by your opponent's effects")
            change(state, other, unit, action, True)
        return bool(units)
    return handler


def _opponent_may_give_up(state, index, action, resolution, other, units, removal, kind, change) -> bool:
    """"Your opponent may retire 1 character on their Front Line. If your opponent does not retire one, you draw 3
    cards": the opponent's choice, made by value from its side (docs/union-arena-engine.md, "Choices made by value"):
    it gives up its least valuable characters that would leave (1000 + BP, less what their [On Retire] brings it;
    half for a return to the hand) when they are worth less to it than what the "if your opponent does not" steps
    would bring the effect's player (step_value of seat `index`). Done (for those steps) only when it gave them up."""
    amount = action.get("amount", 1)
    owner = 1 - index
    share = OWN_REMOVALS["retire" if removal == "retire" else "return-to-hand"]

    def cost(unit):
        return share * (1000 + state._bp(unit)) - (on_retire_value(state, owner, unit) if removal == "retire" else 0.0)
    units = sorted((u for u in units if not _stays(state, u, removal, kind)), key=cost)[:amount]
    if len(units) < amount:
        return False  # (it cannot give up as many as said: it does not)
    steps = resolution.steps or ()
    spared = sum(step_value(state, index, step, None, resolution) for step in steps[resolution.at + 1:]
                 if step.get("if_not_done"))
    if sum(cost(u) for u in units) >= spared:
        return False
    for unit in units:
        change(state, other, unit, action, True)
    return True


def _removable(state, index, action, source, resolution=None):
    """The opposing characters a removal picks: the strongest matching ones it can take off the field (not protected
    from removal, not "will not be retired" for a retire, no replacement that would keep them), then the others."""
    target = action["target"]
    candidates = _units(state, index, dict(target, all=True), source, resolution=resolution)
    up_to = target.get("up_to", 1)
    kind = effect_kind(state, source, resolution)
    do = action["do"]
    if kind != "field":  # ("all" above: the candidates, of which it chooses; a choose tax it cannot pay leaves one out)
        candidates = [u for u in candidates if _tax_payable(state, index, u, kind)]
    if "bp_total_max" in target:  # "up to 2 characters ... with a total of BP 6000 or less": the pick that removes most
        candidates = [u for u in candidates if not _stays(state, u, do, kind)]
        picked = _within_total(state, candidates, up_to, target["bp_total_max"])
        return _choose_taxes_paid(state, index, picked, kind) if kind != "field" else picked
    if len(candidates) > up_to and _blockers_decide(state, index, candidates, up_to, do, kind):
        # the blockers first: taking them off lets this turn's attacks reach lethal (reading removal-for-lethal)
        front, double = state.seats[1 - index].front, state.table.double_block
        candidates.sort(key=lambda u: (not _stays(state, u, do, kind),
                                       (2 if double[u.card] else 1) if not u.rested and u in front else 0,
                                       state._bp(u)), reverse=True)
    else:
        candidates.sort(key=lambda u: (not _stays(state, u, do, kind), state._bp(u)), reverse=True)
    return _choose_taxes_paid(state, index, candidates[:up_to], kind) if kind != "field" else candidates[:up_to]


def _blockers_decide(state, index, candidates, up_to, do, kind) -> bool:
    """In seat `index`'s turn, before its attacks are over: would removing up to `up_to` of the opponent's active
    Front Line characters among `candidates` let the attacks still to come take the opponent's last Life, when the
    strongest removal would not? Each blocker stops one attack (the hardest-hitting first; Double Block two); each
    character of yours that may attack deals its damage (Double Attack twice)."""
    if not _before_attacks_end(state, index) or state.goldfish:
        return False
    table = state.table
    damages = []
    for unit in state.seats[index].front:
        if state.may_attack(unit):
            damage = state._damage_of(unit)
            damages += [damage, damage] if table.double_attack[unit.card] else [damage]
    if not damages:
        return False
    damages.sort(reverse=True)
    life = len(state.seats[1 - index].life)

    def blocks(unit):
        return 2 if table.double_block[unit.card] else 1
    opposing = state.seats[1 - index].front
    blockers = [u for u in opposing if not u.rested and table.type[u.card] == CHARACTER]
    stopped = sum(blocks(u) for u in blockers)
    if sum(damages[stopped:]) >= life:
        return False  # lethal already, whatever is removed

    def stopped_after(removed):
        return stopped - sum(blocks(u) for u in removed if u in blockers)
    removable = [u for u in candidates if not _stays(state, u, do, kind)]
    by_strength = sorted(removable, key=state._bp, reverse=True)[:up_to]
    by_blocks = sorted((u for u in removable if u in blockers), key=blocks, reverse=True)[:up_to]
    return (sum(damages[max(stopped_after(by_blocks), 0):]) >= life
            and sum(damages[max(stopped_after(by_strength), 0):]) < life)


def _swap_worth(state, index, action, do, source) -> bool:
    """"(rest it ...) If ..., you may retire it instead": the other verb is taken unless it would do less — a removal
    of an opposing character that every matching one would survive (the rest would still have done its part)."""
    target = action.get("target") or {}
    if do not in REMOVALS or target.get("side") != "opponents" or target.get("chosen"):
        return True
    kind = effect_kind(state, source)
    return any(not _stays(state, u, do, kind) for u in _units(state, index, dict(target, all=True), source))


def _retire(state, owner, unit, action, opposing=False):
    state._remove_from_field(owner, unit, "opponent-effect" if opposing else "own-effect",
                             opposing if isinstance(opposing, str) else "card")


def _rest(state, owner, unit, action, opposing=False):
    active = not unit.rested
    if not opposing and active:
        unit.rested_turn = state.turn  # "switched from active to rest by your effect this turn"
    if active and RESTED in state.table.history:
        state._note(unit, NOTED_RESTED)
    unit.rested = True
    unit.frozen = unit.frozen or bool(action.get("stays_rested"))
    if active and not opposing and (state.table.hooked[unit.card] or unit.abilities) and \
            has_hook(state, unit, "when-rested-by-your-effect"):  # "When this active character gets rested by your
        index = state.seats.index(owner)                            # card effect": after that effect
        if state.deferring:
            state.waiting.append((index, "rested", unit))
        else:
            run_hook(state, index, unit, "when-rested-by-your-effect")


def _set_active(state, owner, unit, action, opposing=False):
    rested = unit.rested
    if state.may_become_active(unit):
        unit.rested = False
    if rested and not unit.rested and not opposing and (state.table.hooked[unit.card] or unit.abilities) and \
            has_hook(state, unit, "when-set-active-by-your-effect"):  # "If this rested character is set to active by
        index = state.seats.index(owner)                                # your effect": after that effect
        if state.deferring:
            state.waiting.append((index, "set-active", unit))
        else:
            run_hook(state, index, unit, "when-set-active-by-your-effect")


def _stays_rested(state, owner, unit, action, opposing=False):
    unit.frozen = True  # "the next time it would be set to active, it is not" (flow._untap)


def _hold_rested(state, index, action, source, resolution):
    """"As long as this character is on your Front Line, that character will not set to active during the Start Phase
    and End Phase": the chosen character stays rested through the phases' untaps while this character stays on its
    Front Line (state.holds, flow._untap); an effect may still set it to active."""
    if source is None or source not in state.seats[index].front:
        return False  # (not on the Front Line now: the hold has already ended)
    units = _pick(state, index, action.get("target") or {"chosen": True}, source, resolution)
    if not units:
        return False
    state.holds = state.holds + [(source, unit) for unit in units]  # (a new list: a clone shares the old one)
    return True


def _kept(state, owner, unit, opposing, how) -> bool:
    """Does a replacement effect of the unit keep it on the field as an effect would return it to the hand ("return")
    or place it elsewhere ("place")? ("If this character would leave the area / return to your hand ..., ... instead":
    battle._replace_retire; `opposing`: False, or the kind of card whose effect it is, as _on_each_unit says it)."""
    if not (state.table.restricted[unit.card] or unit.abilities):
        return False
    return state._replace_retire(owner, unit, "opponent-effect" if opposing else "own-effect",
                                 opposing if isinstance(opposing, str) else "card", how)


def _return_to_hand(state, owner, unit, action, opposing=False, cause=None):
    if _kept(state, owner, unit, opposing, "return"):
        return
    (owner.front if unit in owner.front else owner.energy).remove(unit)
    state._to_zone(owner, unit, owner.hand, cause or ("opponent-effect" if opposing else "own-effect"))


def _to_outside(state, owner, unit, action, opposing=False):
    if _kept(state, owner, unit, opposing, "outside"):
        return
    (owner.front if unit in owner.front else owner.energy).remove(unit)
    state._to_zone(owner, unit, owner.outside, "opponent-effect" if opposing else "own-effect")  # placed, not retired


def _this_card_out(state, index, resolution) -> int:
    """"This card" said by a card's effect after it has left the field ([On Retire]: seed 000, 退場時, the card is then
    in the Outside Area): that card while it is still there (-1: it has moved on, or the effect has no card)."""
    card = resolution.card if resolution is not None else -1
    return card if card >= 0 and card in state.seats[index].outside else -1


def _event_placed(state, resolution, where) -> bool:
    """"Place this card to the Remove Area" said by an event as it is used: where the card goes once its effect is done,
    instead of the Outside Area (UnionArenaState.event_to, read by the flow)."""
    if resolution is None or resolution.card >= 0 or resolution.event < 0:
        return False
    state.event_to = where
    return True


def _event_under(state, holder, resolution) -> bool:
    """"You may place this card face-down under a <X> on your area" said by an Event Card as it is used: the card lies
    under that character once its effect is done, instead of going to the Outside Area (seed 000 Main Phase: "After the
    effect is activated, place the card in the Outside Area", unless its effect placed it elsewhere; event_to "under")."""
    if state.event_to is not None:
        return False  # (already placed elsewhere by a step before)
    state.event_to = "under"
    holder.under = holder.under + (resolution.event,)
    return True


def _to_deck_unit(state, owner, unit, action, opposing=False, cause=None):
    """A character on the field to the top or bottom of its owner's deck (a Raid base and face-down cards under it
    go to the Outside Area, as when it leaves the field otherwise)."""
    if _kept(state, owner, unit, opposing, "place"):
        return
    (owner.front if unit in owner.front else owner.energy).remove(unit)
    placed = []
    state._to_zone(owner, unit, placed, cause or ("opponent-effect" if opposing else "own-effect"))
    # "on top or bottom of your opponent's deck by your opponent's choice": the end its own player picks is the top
    # (the card drawn again next); the effect's player picks the bottom (gone for good, as `where` bottom)
    if action.get("where") == "top" or action.get("where") == "top-or-bottom" and action.get("by") == "opponent" and opposing:
        owner.deck.extend(placed)
    else:
        owner.deck[:0] = placed


def _to_deck(state, index, action, source, resolution):
    """"Place <target> on your area / your opponent's Front Line / from your Outside Area at the bottom (top) of the
    deck": a choice of exactly n ("choose 3") that cannot be met does nothing."""
    target = action.get("target") or {}
    if target.get("self") and source is None:  # "[On Retire] Place this card at the bottom of your deck"
        if _event_placed(state, resolution, action.get("where", "bottom")):
            return True
        card = _this_card_out(state, index, resolution)
        if card < 0:
            return False
        state.seats[index].outside.remove(card)
        if action.get("where") == "top":
            state.seats[index].deck.append(card)
        else:
            state.seats[index].deck.insert(0, card)
        _note_decked(state, state.seats[index], 1)
        return True
    if target.get("zone") in ("front", "energy", "any", None) or target.get("self") or target.get("chosen"):
        return _on_each_unit(_to_deck_unit)(state, index, action, source, resolution)
    seat, table = state.seats[index], state.table
    if target.get("zone") == "placed":  # "place that card on top of your deck": the moment's card, still in the Outside Area
        picked = [card for card in dict.fromkeys(resolution.placed) if card in seat.outside][:target.get("up_to", 1)]
        for card in picked:
            seat.outside.remove(card)
            if action.get("where") == "top":
                seat.deck.append(card)
            else:
                seat.deck.insert(0, card)
        _note_decked(state, seat, len(picked))
        return bool(picked)
    if target.get("zone") != "outside":
        return False
    top = action.get("where") == "top"  # the top: the card it will draw next, its best; the bottom: its least
    picked = sorted((c for c in seat.outside if matches_card(state, c, target)), key=lambda c: -(table.bp[c] or 0) if top else
                    table.bp[c] or 0)
    picked = picked if target.get("all") else picked[:target.get("up_to", 1)]
    if not picked or target.get("exactly") and len(picked) < target.get("up_to", 1):
        return False
    for card in picked:
        seat.outside.remove(card)
    if action.get("where") == "top":
        seat.deck.extend(picked)
    else:
        seat.deck[:0] = picked
    _note_decked(state, seat, len(picked))
    return True


def _note_decked(state, seat, count: int) -> None:
    """"If you placed cards from your Outside Area to your deck during this turn": so many of this seat's cards went
    from its Outside Area into its deck (Seat.history, written only when some card reads it: CardTable.history)."""
    if count and DECKED in state.table.history:
        seat.history += ((DECKED, count),)


def _move_line_action(state, owner, unit, action, opposing=False):
    # ("move this character": the effect's own character, moved by its own effect)
    _move_line(state, owner, unit, action.get("to", "other"), by_your_effect=not opposing,
               by_this_card=not opposing and bool((action.get("target") or {}).get("self")))


def _return_to_hand_or_self(state, index, action, source, resolution):
    seat = state.seats[index]
    units = _units(state, index, dict(action["target"], other=True), source)
    unit = units[0] if units else source
    if unit is None or not _on_field(state, unit):
        return False
    if _kept(state, seat, unit, False, "return"):
        return True
    (seat.front if unit in seat.front else seat.energy).remove(unit)
    state._to_zone(seat, unit, seat.hand)
    return True


def _enters_active(state, index, action, source, resolution):
    if source is not None:
        source.rested = False
    return True


def _generated_energy_change(state, index, action, source, resolution):
    if source is None or not _on_field(state, source):
        return False
    amount = per_amount(action, source, state, index, resolution=resolution)  # ("for each <X> ...": counted now)
    if action.get("duration") == "until-next-turn-start":  # ends at Start Phase 1 of this effect's player
        source.lasting = (*(source.lasting or ()), (index, "energy", amount))
        return True
    source.energy_bonus += amount  # until the end of the turn
    return True


def _required_energy_change(state, index, action, source, resolution):
    """"its required energy is 2 higher during this turn": kept with what the unit gained this turn (Unit.granted, as
    ("required-energy", n)); required_energies reads it."""
    units = _pick(state, index, action["target"], source, resolution)
    for unit in units:
        unit.granted = (unit.granted or ()) + (("required-energy", action["amount"]),)
    return bool(units)


def _gain_ability(state, index, action, source, resolution):
    target = action.get("target") or {"self": True}
    if target.get("player"):  # "during this turn, you gain following effect "..."": the player has it this turn
        inner = CardEffects()
        for effect in action["effects"]:
            if effect == HAND_LOCK:
                state.seats[index].gained_now += (HAND_LOCKED,)  # (hand_locked)
            else:
                _place(inner, effect, False)
        state.seats[index].gained_now += (inner,)
        return True
    units = _pick(state, index, target, source, resolution)
    if not units:
        return False
    inner = CardEffects()
    for effect in action["effects"]:
        _place(inner, effect, False)
    until = index if action.get("duration") == "until-next-turn-start" else None  # ends at this seat's Start Phase
    later = action.get("duration") == LATER_DURATION
    for unit in units:
        if later:
            _later(unit, index, action, inner)
        else:
            unit.abilities = (unit.abilities or ()) + ((inner, until),)
    return True


def _when_chosen_retired(state, index, action, source, resolution):
    """'Choose 1 opponent's character. During this turn, you gain "if the chosen character is retired, draw 2 cards"':
    the chosen character carries, for the turn (Unit.abilities), what seat `index` does if it is retired
    (CardEffects.watched, read by battle._remove_from_field)."""
    units = [unit for unit in _pick(state, index, action["target"], source, resolution) if _on_field(state, unit)]
    watch = CardEffects()
    watch.watched.append((index, action["actions"]))
    for unit in units:
        unit.abilities = (unit.abilities or ()) + ((watch, None),)
    return bool(units)


def _lose_effects(state, index, action, source, resolution):
    """"Choose up to 1 character on your opponent's Front Line, it loses all of its original effects during this turn /
    until the start of your next turn": its card's own effects and keywords are not there meanwhile (own_effects);
    what it gained from other effects stays (docs/engine.md)."""
    units = _pick(state, index, action.get("target") or {"self": True}, source, resolution)
    until = index if action.get("duration") == "until-next-turn-start" else -2  # (-2: with the turn)
    for unit in units:
        if unit.muted < 0:  # (a loss already until a Start Phase outlasts one for this turn)
            unit.muted = until
    resolution.lowered = resolution.lowered or bool(units)  # (a BP effect of its own gone: BP may now be 0 or less)
    return bool(units)


def _hand_to_deck(state, index, action, source, resolution):
    """"Place 1 card from your hand on top of your deck" (hand-to-deck-top) / "at the bottom (the top or bottom) of
    your deck" (hand-to-deck): the card worth least; of two ends, the bottom (the player would not draw it again soon)."""
    seat, table = state.seats[index], state.table
    top = action["do"] == "hand-to-deck-top"
    moved = 0
    # ("add this card from your Outside Area to your hand. If you did, place 1 card from your hand to the bottom of
    # your deck": the card just taken back is kept while another card can go)
    kept = resolution.card if resolution is not None and resolution.card >= 0 and resolution.card in seat.hand else -1
    for _ in range(min(action["amount"], len(seat.hand))):
        spare = [c for c in seat.hand if c != kept] or seat.hand
        worst = min(spare, key=lambda c: (table.energy[c] + table.ap_cost[c], table.bp[c] or 0))
        seat.hand.remove(worst)
        if top:
            seat.deck.append(worst)  # the top of the deck is the end of the list
        else:
            seat.deck.insert(0, worst)
        moved += 1
    return moved > 0


def _also_event_now(state, index, action, source, resolution):
    """"All of your character cards other than <X> are treated as Event cards in all places during this turn": the
    filter, until the turn ends (is_event)."""
    state.seats[index].events_now += ({k: v for k, v in action["target"].items() if k not in ("all", "side", "card_type")},)
    return True


def _next_range_raise(state, index, action, source, resolution):
    state.seats[index].range_next += action["amount"]  # (range_raise; used by the next such choice: _range_used)
    return True


def _next_cost_reduction(state, index, action, source, resolution):
    state.seats[index].next_reductions.append((action["what"], action["amount"], action.get("target") or {}))
    return True


def _to_remove_unit(state, owner, unit, action, opposing=False):
    """A character on the field to its owner's Remove Area (placed, not retired: no [On Retire]); a Raid base and
    face-down cards under it go to the Outside Area, as when it leaves the field otherwise."""
    if _kept(state, owner, unit, opposing, "place"):
        return
    (owner.front if unit in owner.front else owner.energy).remove(unit)
    state._to_zone(owner, unit, owner.remove, "opponent-effect" if opposing else "own-effect")
    if not opposing:  # "When this card is placed to the Remove Area by your effect": by its owner's effect only
        _removed_by_effect(state, state.seats.index(owner), [unit.card])


def _to_remove(state, index, action, source, resolution):
    seat = state.seats[index]
    target = action.get("target") or {}
    if target.get("zone") in ("front", "energy", "any") or target.get("chosen"):
        # "Choose 1 character on your opponent's Front Line and place it to the Remove Area"
        return _on_each_unit(_to_remove_unit)(state, index, action, source, resolution)
    if target.get("self") and source is None:  # "[On Retire] Draw 1 card. Place this card to the Remove Area."
        if _event_placed(state, resolution, "remove"):
            return True
        card = _this_card_out(state, index, resolution)
        if card < 0:
            return False
        seat.outside.remove(card)
        seat.remove.append(card)
        _removed_by_effect(state, index, [card])
        return True
    if target.get("self"):
        if source is None or not _on_field(state, source):
            return False
        owner = _owner(state, source)
        (owner.front if source in owner.front else owner.energy).remove(source)
        state._to_zone(owner, source, owner.remove)
        _removed_by_effect(state, state.seats.index(owner), [source.card])
        return True
    zone = seat.outside if target.get("zone") in (None, "outside") else seat.hand
    picked = [c for c in zone if matches_card(state, c, target)]
    if target.get("up_to") == ANY_NUMBER and not action.get("optional"):
        picked = placed_for_range(state, index, source, resolution, picked, verb="to-remove")  # (the fewest that reach: as above)
    elif target.get("up_to") == ANY_NUMBER or target.get("up_to", 1) > 1 and not target.get("exactly"):
        # "You may place (up to 3) ...": as many as a later "If you placed N or more" asks for, when one does
        reach = handled_reaching(state, index, source, resolution, "to-remove", picked, lambda c: state.table.bp[c] or 0,
                                 lambda c: CARD_VALUE if zone is seat.hand else 0)
        picked = picked if reach is None else reach
    following = resolution.steps[resolution.at + 1] if resolution.at + 1 < len(resolution.steps) else {}
    if "bp_max_handled" in (following.get("target") or {}) and not target.get("exactly") and not target.get("all"):
        picked = _placed_for_total(state, index, source, following, picked, target.get("up_to", 1))
    picked = picked if target.get("all") else picked[: target.get("up_to", 1)]
    if target.get("exactly") and len(picked) < target.get("up_to", 1):
        return False  # "place 4 ... If you did": exactly N that cannot be met does nothing
    for card in picked:
        zone.remove(card)
        seat.remove.append(card)
    resolution.placed = picked  # ("for each card placed from the Outside Area to the Remove Area by this effect")
    resolution.handled = ("to-remove", tuple((card, state.table.bp[card] or 0) for card in picked))
    _removed_by_effect(state, index, picked)
    return bool(picked)


def revealed_from_deck(state, index, cards, resolution) -> None:
    """"When this card is revealed from your deck": each such card's effect waits for the effect that revealed it (seed
    000, "If multiple effects are simultaneously activated"), as a card placed to the Remove Area does; a card the
    same effect shows again ("Reveal the top card ... If it is <X>, you may reveal it and add it") sets it off once."""
    for card in cards:
        effects = state.table.effects[card]
        if effects is not None and effects.revealed and state.phase != 7 and card not in resolution.shown:
            resolution.shown += (card,)
            state.waiting.append((index, "revealed", card))


def _placed_for_total(state, index, source, following, cards, most) -> list:
    """"Place up to 2 <X> cards from your hand to the Remove Area. Choose up to 1 character ... with BP equal or less
    than the total BP of the cards placed to the Remove Area by this effect and retire it": the fewest of `cards`
    (strongest first, at most `most`) whose BP reaches the strongest character the next step could then take; none
    when it could take none."""
    strongest = sorted(cards, key=lambda c: state.table.bp[c] or 0, reverse=True)[:most]
    reachable = {k: v for k, v in following["target"].items() if k not in ("bp_max_handled", "up_to", "exactly")}
    bps = sorted((state._bp(u) for u in _units(state, index, dict(reachable, all=True), source)), reverse=True)
    total = sum(state.table.bp[c] or 0 for c in strongest)
    goal = next((bp for bp in bps if bp <= total), None)
    if goal is None:
        return []
    need = next(n for n in range(len(strongest) + 1) if sum(state.table.bp[c] or 0 for c in strongest[:n]) >= goal)
    return strongest[:need]


def _removed_to_outside(state, index, action, source, resolution):
    """"[On Play] You may place 1 <X> from your Remove Area to your Outside Area": cards of yours the target names go
    from the Remove Area to the Outside Area ("any number of": as many as a later "If you placed 3 or more cards ...
    with this effect" asks for, when one does; else all). Exactly N that cannot be met does nothing."""
    seat = state.seats[index]
    target = action["target"]
    picked = [c for c in seat.remove if matches_card(state, c, target)]
    if not target.get("all"):
        reach = handled_reaching(state, index, source, resolution, "to-outside", picked, lambda c: state.table.bp[c] or 0, lambda c: 0) \
            if target.get("up_to", 1) > 1 and not target.get("exactly") else None
        picked = reach if reach is not None else picked[:target.get("up_to", 1)]
    if target.get("exactly") and len(picked) < target.get("up_to", 1):
        return False
    for card in picked:
        seat.remove.remove(card)
        seat.outside.append(card)
    resolution.placed = picked
    _placed_out(state, resolution)
    return bool(picked)


def _removed_by_effect(state, index, cards) -> None:
    """"When this card is placed to the Remove Area by your effect": each such card's effect waits for the effect
    that placed it (seed 000, "If multiple effects are simultaneously activated")."""
    for card in cards:
        effects = state.table.effects[card]
        if effects is not None and effects.removed and state.phase != 7:
            state.waiting.append((index, "removed", card, state.effect_card))


def _look_at_top(state, index, action, source, resolution):
    owner = 1 - index if action.get("side") == "opponents" else index  # "Your opponent reveals the top card of their deck"
    seat = state.seats[owner]
    resolution.looked_from = owner if owner != index else -1
    amount = action["amount"] if "amount_count" not in action else \
        count_cards(state, index, action["amount_count"], source) or 0  # "equal to the number of <X> on your area"
    count = min(amount, len(seat.deck))
    for _ in range(count):  # ("Reveal 1 card from the bottom of your deck": the start of the list)
        resolution.looked.append(seat.deck.pop(0 if action.get("from") == "bottom" else -1))
    resolution.looked_end = "bottom" if action.get("from") == "bottom" else "top"
    resolution.revealed = resolution.looked[-count:] if count else []  # "Reveal the top card": that card
    if action.get("reveal"):  # "Reveal the top 3 cards of your deck": shown, not only looked at
        revealed_from_deck(state, owner, resolution.looked[-count:] if count else [], resolution)
    return count > 0


def unlook(state, index, resolution) -> None:
    """The cards still looked at that no step has put away go back where they lie: looking at or revealing the top
    (bottom) card of a deck does not move it ("Reveal the top card of your deck. If it is <X>, draw 1 card": the card
    drawn is the revealed one; unmet, it stays on top). Cards looked at from elsewhere (the face-down cards under a
    character) go to the bottom of the deck, as before."""
    seat = state.seats[index if resolution.looked_from < 0 else resolution.looked_from]
    if resolution.looked_end == "top":
        seat.deck.extend(reversed(resolution.looked))  # (the first looked at was the top: the end of the list)
    else:
        seat.deck[:0] = resolution.looked  # (the first looked at from the bottom was the bottom: the start)
    resolution.looked = []


_PUTS_LOOKED = frozenset({"looked-to", "take-looked", "looked-to-outside"})


def _looked_put_later(resolution) -> bool:
    """Does a later step of this effect put the cards looked at away ("Reveal the top card of your deck. If ..., draw
    1 card. Return the revealed card to the bottom or top of the deck")? Then they are held apart until it does (the
    card drawn is the one under them); with no such step they lie where they were (unlook)."""
    return any(step["do"] in _PUTS_LOOKED or step.get("zone") == "looked"
               for step in resolution.steps[resolution.at + 1:])


def _declare_energy(state, index, action, source, resolution):
    """"Declare a required energy number": the engine declares the number most cards left in its deck have (the
    deck's make-up, not its order; a tie: the lower number)."""
    counts: dict = {}
    for card in state.seats[index].deck:
        energy = state.table.energy[card]
        counts[energy] = counts.get(energy, 0) + 1
    resolution.declared = min(counts, key=lambda energy: (-counts[energy], energy)) if counts else 0
    return True


def _top_or_bottom(state, index, action, source, resolution):
    """"Look at the top card of your deck and place it on the top or bottom of your deck": a card the player would
    not use soon goes to the bottom (worth_keeping), one it would stays on top."""
    deck = state.seats[index].deck
    looked = deck[len(deck) - min(action.get("amount", 1), len(deck)):]
    for card in [card for card in looked if not worth_keeping(state, index, card)]:
        deck.pop(len(deck) - 1 - deck[::-1].index(card))
        deck.insert(0, card)
    return True


def choose_cards(state, cards, target) -> list[int]:
    """The cards off the field a target picks, in the order given: those matching it (BP limits on the printed
    BP), up to its number; "up to 1 of each <A> and <B>" one per name; "with different names" no name twice."""
    table = state.table
    if "parts" in target:  # "up to 1 <A> and up to 1 Event Card": each part picks from what the others left
        chosen, left = [], list(cards)
        for part in target["parts"]:
            for card in choose_cards(state, left, {**{k: v for k, v in target.items() if k != "parts"}, **part}):
                left.remove(card)
                chosen.append(card)
        return chosen
    each = target.get("each_of") and "|" in (target.get("name") or "")
    limit = target.get("up_to", 1) * (len(target["name"].split("|")) if each else 1)
    if "bp_total_max" in target:  # "any number of <X> among them with a combined BP of 7500 or less"
        matching = choose_cards(state, cards, {**{k: v for k, v in target.items() if k != "bp_total_max"}, "all": True})
        return _cards_within_total(state, matching, limit, target["bp_total_max"])
    chosen, names = [], set()
    for card in cards:
        if len(chosen) >= limit and not target.get("all"):
            break
        bp = table.bp[card] or 0
        if not matches_card(state, card, target) or not target.get("bp_min", bp) <= bp <= target.get("bp_max", bp):
            continue
        name = card_name(state, card)
        if (each or target.get("different_names")) and name in names:
            continue
        names.add(name)
        chosen.append(card)
    return chosen


def _cards_within_total(state, cards, up_to, total) -> list[int]:
    """Of the picks of at most `up_to` of `cards` whose printed BP adds up to `total` or less, the one with most cards,
    then the highest BP in all (a card more in hand is worth more than a stronger one); ties: the earlier in the list."""
    bp = state.table.bp
    best, best_key = [], (0, 0)
    for size in range(1, min(up_to, len(cards)) + 1):
        for pick in itertools.combinations(cards, size):
            power = sum(bp[c] or 0 for c in pick)
            if power <= total and (size, power) > best_key:
                best, best_key = list(pick), (size, power)
    return best


def _take_looked(state, index, action, source, resolution):
    seat, table = state.seats[index], state.table
    taken = choose_cards(state, sorted(resolution.looked, key=lambda c: -(table.bp[c] or 0)), action["target"])
    for card in taken:
        resolution.looked.remove(card)
        seat.hand.append(card)
        seat.drawn.add(card)
    resolution.revealed = list(taken)  # "Reveal up to 1 ... and add it to your hand. If the revealed card is ..."
    resolution.added += tuple(taken)
    if not action.get("hidden"):  # ("Add 1 card among them to your hand": not shown)
        revealed_from_deck(state, index, taken, resolution)
        if REVEALED in table.history:  # "If you revealed and added a <X> from your deck to your hand during this turn"
            seat.history += tuple((REVEALED, card) for card in taken)
    return bool(taken)


def _looked_to_outside(state, index, action, source, resolution):
    seat = state.seats[index]
    moved = choose_cards(state, list(resolution.looked), action["target"])
    for card in moved:
        resolution.looked.remove(card)
        seat.outside.append(card)
    resolution.placed = moved
    return bool(moved)


def _looked_to(state, index, action, source, resolution):
    owner = index if resolution.looked_from < 0 else resolution.looked_from  # (the opponent's: back to their deck)
    seat = state.seats[owner]
    where = action["where"]
    if "target" in action:  # "reveal up to 1 <X> card, place it on top of your deck": only those, the best first
        picked = choose_cards(state, sorted(resolution.looked, key=lambda c: -(state.table.bp[c] or 0)), action["target"])
        for card in picked:
            resolution.looked.remove(card)
        seat.deck.extend(reversed(picked))  # (the best ends on top: the end of the list)
        resolution.revealed = list(picked)
        revealed_from_deck(state, index, picked, resolution)
        return bool(picked)
    if where in ("outside",):
        seat.outside.extend(resolution.looked)
        resolution.placed = list(resolution.looked)
    elif where == "remove":  # "then place the rest to the Remove Area"
        seat.remove.extend(resolution.looked)
        _removed_by_effect(state, index, resolution.looked)
    elif where in ("top-or-bottom", "top-or-outside"):
        # "up to N on top, the rest at the bottom (to the Outside Area)": the strongest N kept on top (copies of one
        # card share an id: each once), those the player can use soon first (worth_keeping); "any number of them on
        # top": those it can use soon, the rest to the bottom (the Outside Area)
        # (the opponent's cards: those worth keeping to them go; the others stay on top of their deck)
        keeps = {card: worth_keeping(state, owner, card) == (owner == index) for card in resolution.looked}
        kept = sorted(resolution.looked, key=lambda c: (not keeps[c], -(state.table.bp[c] or 0)))
        kept = kept[: action["top_at_most"]] if action.get("top_at_most") is not None else [c for c in kept if keeps[c]]
        kept.reverse()  # (the best ends on top: the end of the list)
        rest = list(resolution.looked)
        for card in kept:
            rest.remove(card)
        if where == "top-or-outside":
            seat.outside.extend(rest)
        else:
            seat.deck[:0] = rest
        seat.deck.extend(kept)
    elif where == "top":
        seat.deck.extend(resolution.looked)  # kept on top (the end of the list)
    else:
        seat.deck[:0] = resolution.looked
    resolution.looked = []
    return True


def worth_keeping(state, index, card) -> bool:
    """Would seat `index` rather draw `card` soon than see it go to the bottom of its deck or the Outside Area ("place
    any number of them on top of your deck ... and the remaining to the Outside Area", "you may place it to the Outside
    Area")? A card it can use soon: its required energy met by its lines now with one energy more (the next turn's)."""
    need = state.table.energy[card]
    return need <= 1 or state._energy_ok(state.seats[index], card, need - 1)


def _reveal(state, index, action, source, resolution):
    """"You may reveal 1 <X> from your hand": done when that many matching cards are in the hand (they stay there, and
    are "the revealed card" after it); "you may reveal it": the one card looked at, done when there is one."""
    target = action.get("target")
    if target is None:
        revealed_from_deck(state, index, resolution.revealed, resolution)
        return bool(resolution.revealed)
    shown = choose_cards(state, list(state.seats[index].hand), target)
    if len(shown) < (target.get("up_to", 1) if target.get("exactly") else 1):
        return False
    resolution.revealed = shown
    return True


def _other_names(table, candidates, resolution) -> list:
    """"with a different name from the retired (chosen) character": the candidates named none of the names of the
    cards the step before took (resolution.chosen)."""
    taken = {table.name[unit.card] for unit in resolution.chosen}
    return [card for card in candidates if table.name[card] not in taken]


def _add_to_hand(state, index, action, source, resolution):
    seat, table = state.seats[index], state.table
    target = action["target"]
    raid_source = target.get("zone") == "raid-source"
    zone = (_raid_sources(state, index, source, resolution) if raid_source
            else {"outside": seat.outside, "remove": seat.remove}.get(target.get("zone")))
    if zone is None:
        return False
    candidates = sorted(zone, key=lambda c: -table.bp[c])
    if target.get("not_name_of_chosen"):  # "with a different name from the chosen character"
        candidates = _other_names(table, candidates, resolution)
    picked = choose_cards(state, candidates, target)
    for card in picked:
        if raid_source:
            _take_raid_source(state, index, source, card)
        else:
            zone.remove(card)
        seat.hand.append(card)
    resolution.added += tuple(picked)
    return bool(picked)


def _play_from(state, index, action, source, resolution):
    seat, table = state.seats[index], state.table
    target = action["target"]
    if target.get("self"):  # "play this card": a card that has left the field
        return _play_this_card(state, index, action, resolution)
    where = action.get("zone") or target.get("zone")
    zone = {"hand": seat.hand, "outside": seat.outside, "remove": seat.remove}.get(where, resolution.looked)
    leave = zone.remove
    if where == "raid-source":  # "this character's raid source": the card leaves its character as it is played
        zone = _raid_sources(state, index, source, resolution)

        def leave(card):
            zone.remove(card)
            _take_raid_source(state, index, source, card)
    elif where == "revealed":  # "raid the revealed card onto this character": the hand card(s) this effect revealed
        zone = [card for card in resolution.revealed if card in seat.hand]
        leave = seat.hand.remove
    elif where == "placed":  # "... you may play up to 1 of them": the cards this effect placed to the Outside Area
        zone = [card for card in resolution.placed if card in seat.outside]
        leave = seat.outside.remove
    elif where == "added":  # "... add it to your hand. If ..., you may play it instead": the card this effect added
        # (or, "Reveal the top card of your deck and add it to your hand" being read as a draw, revealed)
        zone = [card for card in resolution.added or resolution.revealed if card in seat.hand]
        leave = seat.hand.remove
    elif where == "hand|outside":  # "from your hand or Outside Area": a copy in the Outside Area is played first
        zone = seat.outside + seat.hand

        def leave(card):
            (seat.outside if card in seat.outside else seat.hand).remove(card)

    def origin(card):  # the zone the card is played from
        if where == "placed":
            return seat.outside
        return (seat.outside if card in seat.outside else seat.hand) if where == "hand|outside" else zone
    played = 0
    # a Field card the sentence allows ("<Reze> or <Crossroad Cafe>", "a blue [Trait: …] card") is played too:
    # to the Energy Line, rested (seed 000 Field cards: "played to the field in Rest Mode ... to the Energy Line")
    raid = action.get("raid")
    kinds = (CHARACTER,) if target.get("card_type") == "character" or raid == "only" else (CHARACTER, FIELD)
    candidates = [c for c in zone if table.type[c] in kinds]
    if target.get("energy_met"):  # "with fulfilled required energy": its player's Energy Line meets it now
        candidates = [c for c in candidates if state._energy_ok(seat, c, _need_to_play(state, index, c))]
    if target.get("not_name_of_chosen"):  # "with a different name from the retired character"
        candidates = _other_names(table, candidates, resolution)
    if target.get("not_name_on_area"):  # "... if a card with the same name is already on your area": names of the area now
        present = frozenset().union(*(card_names(state, unit.card) for unit in seat.front + seat.energy))
        candidates = [c for c in candidates if not card_names(state, c) & present]

    onto = action.get("onto")

    def spots(card):  # where it may Raid ("onto this character": only onto the effect's own character)
        found = state._raid_targets(seat, card, True)
        if onto is not None:  # ("onto the chosen character": only onto the character of yours picked before)
            wanted = [unit for unit in resolution.chosen] if onto.get("chosen") else [source]
            found = [s for s in found if any((seat.front if s[0] == FRONT else seat.energy)[s[1]] is unit for unit in wanted)]
        return found

    def raids(card):  # may this card be raided now?
        return raid is not None and bool(spots(card))
    if raid == "only":  # "raid up to 1 <X> from your hand": only cards with a character of yours to Raid onto
        candidates = [c for c in candidates if raids(c)]
    named = action.get("line")
    candidates = [c for c in candidates if _playable_by_effect(state, seat, c, named, raid)]
    units = []
    for card in choose_cards(state, sorted(candidates, key=lambda c: -(table.bp[c] or 0)), target):
        if where == "looked":  # among the cards looked at: played from the deck ("If you played a card from your deck")
            seat.decked_now += (card,)
        if raids(card):
            leave(card)
            unit = _raid_by_effect(state, index, card, spots(card))
            _mark_played(state, seat, unit, None, source, resolution)  # ("If this character was raided by the effect of ...")
            if not action.get("no_on_play"):  # ("The character played by this effect does not activate its [On Play]")
                resolution.played.append(unit)  # its [On Play] resolves once this effect has (seed 000 登場時)
            units.append(unit)
            played += 1
            continue
        came_from = origin(card)
        leave(card)
        unit = _enter_play(state, index, card, action, came_from, source, resolution)
        if table.type[card] != FIELD:
            units.append(unit)
        played += 1
    resolution.chosen = units  # "... and that character gains [Impact 1]" (none played: "it" is no card)
    return played > 0


def _use_from(state, index, action, source, resolution):
    """"Use up to 1 <X> Event Card ... from your hand / Outside Area / Remove Area without paying AP" (use-from): the
    Event Card is used as from the hand (seed 000 Main Phase A) with its required energy met by its player's Energy
    Line now, no AP paid; its effect resolves within this effect (using the card is the step), then the card goes to
    the Outside Area, unless its effect placed it elsewhere (event_to)."""
    seat, table = state.seats[index], state.table
    target = action["target"]
    zone = {"hand": seat.hand, "outside": seat.outside, "remove": seat.remove}[target["zone"]]
    used = 0
    for card in choose_cards(state, _usable_events(state, index, zone), target):
        zone.remove(card)
        used += 1
        effects = table.effects[card]
        outer, state.event_to = state.event_to, None  # (the event being used now may be inside another one's effect)
        if effects is not None and effects.on_play:
            run_effects(state, index, effects.on_play, None, event=card)
        where, state.event_to = state.event_to, outer
        place_used_event(seat, card, where)
        if state.phase == 7:  # OVER
            break
    return used > 0


def place_used_event(seat, card, where) -> None:
    """Seed 000 Main Phase: "After the effect is activated, place the card in the Outside Area", unless its effect
    placed it elsewhere (`where`, state.event_to: "remove", "top", "bottom", or "under" a character, there already)."""
    if where is None:
        seat.outside.append(card)
    elif where == "remove":
        seat.remove.append(card)
    elif where == "top":
        seat.deck.append(card)
    elif where != "under":
        seat.deck.insert(0, card)


def _usable_events(state, index, zone) -> list:
    """The Event Cards of `zone` seat `index` may use by an effect now: required energy met, "can only be used if" held."""
    seat, table = state.seats[index], state.table
    return [c for c in zone if table.type[c] == EVENT and state._energy_ok(seat, c, _need_to_play(state, index, c))
            and state.may_use(index, c)]


def _need_to_play(state, index, card) -> int:
    """The required energy an effect that plays `card` checks: in the Outside Area, lowered by its own "in your
    Outside Area" reduction (outside_energy); else as in the hand (_needs)."""
    if state.table.any_outside_reductions:
        lowered = outside_energy(state, card)
        if lowered is not None:
            return lowered[0]
    return state._needs(index, card)[0]


def _enter_play(state, index, card, action, came_from, source, resolution):
    """A card an effect plays, already taken out of the zone it came from (`came_from`); returns its unit. A Field
    card goes to the Energy Line, rested (seed 000 Field cards: "played to the field in Rest Mode ... to the Energy
    Line"). A character goes to the line the text names (seed 000 Play Character cards: "If the line you want to
    play the card to already contains the maximum number of cards (4), you must place 1 card from that line in your
    Remove Area before playing the new card"); "to your area": the Front Line while it has room, else the Energy
    Line while it has room, else the Front Line (reading "play-to-line", docs/engine.md)."""
    seat, table = state.seats[index], state.table
    if table.type[card] == FIELD:
        if len(seat.energy) >= 4:
            make_room(state, seat, seat.energy)
        unit = state._new_unit(card, index, rested=True)
        seat.energy.append(unit)
    else:
        named = action.get("line")
        line = (seat.front if named == "front" else seat.energy if named == "energy"
                else seat.front if len(seat.front) < state.front_size(seat) or len(seat.energy) >= 4 else seat.energy)
        if table.line_bans[card] and table.entry_banned(card, FRONT if line is seat.front else ENERGY, False, True, state=state):
            line = seat.energy if line is seat.front else seat.front  # "cannot be played on the <line>": the other
        effects = table.effects[card]
        while line and len(line) >= (state.front_size(seat) if line is seat.front else 4):
            make_room(state, seat, line)
        unit = state._new_unit(card, index, rested=not (action.get("active") or plays_active(state, index, effects)))
        line.append(unit)
    seat.played.add(card)
    seat.entered_now += (card,)  # ("If you played a <X> on your area during this turn")
    _mark_played(state, seat, unit, came_from, source, resolution)
    if not action.get("no_on_play"):  # ("The character played by this effect does not activate its [On Play]")
        resolution.played.append(unit)  # its [On Play] resolves once this effect has (seed 000 登場時)
    return unit


def _play_this_card(state, index, action, resolution) -> bool:
    """"Play this card to your Front Line rested" said by a card that has left the field (its [On Retire]): the card,
    while it is in the Outside Area, played as an effect plays a card (its [On Play] activates)."""
    seat, card = state.seats[index], resolution.card
    # "When <X> raids ..., you may play this card from your hand to your area rested"; "When this card is placed to the
    # Remove Area by your effect, you may play this card to your area rested": from the zone it is in
    zone = {"hand": seat.hand, "remove": seat.remove}.get(action.get("zone"))
    if zone is not None:
        if card < 0 or card not in zone or state.replays >= MAX_REPLAYS or not _playable_by_effect(
                state, seat, card, action.get("line"), None):
            return False
        zone.remove(card)
        _enter_play(state, index, card, action, zone, None, resolution)
        return True
    if card < 0 or card not in seat.outside or state.replays >= MAX_REPLAYS:
        return False
    if action.get("raid") == "only":  # "raid this card onto a character on your area": by Raid (seed 000 Raid Boost)
        if action["target"].get("energy_met") and not state._energy_ok(seat, card, state._needs(index, card)[0]):
            return False  # "If this card meets the required energy": its player's Energy Line meets it now
        spots = state._raid_targets(seat, card, True)
        if not spots or not _playable_by_effect(state, seat, card, None, "only"):
            return False
        seat.outside.remove(card)
        unit = _raid_by_effect(state, index, card, spots)
        _mark_played(state, seat, unit, None, None, resolution)  # ("If this character was raided by the effect of ...")
        resolution.played.append(unit)  # its [On Play] after this effect
        return True
    seat.outside.remove(card)
    _enter_play(state, index, card, action, seat.outside, None, resolution)
    return True


def _playable_by_effect(state, seat, card, named, raid) -> bool:
    """Whether an effect that plays cards (to the `named` line, or "to your area": either) may play `card`: its own
    text may forbid a line ("This card cannot be played on the Energy Line") or all but a Raid ("can only be played
    by Raid")."""
    table = state.table
    if not (table.raid_only[card] or table.line_bans[card]) or table.type[card] != CHARACTER:
        return True
    if raid is not None and state._raid_targets(seat, card, True):
        return True
    if table.raid_only[card] is True:  # (2: "can only be played by your effects or raided")
        return False
    lines = (FRONT,) if named == "front" else (ENERGY,) if named == "energy" else (FRONT, ENERGY)
    return any(not table.entry_banned(card, line, False, True, state=state) for line in lines)


def _mark_played(state, seat, unit, zone, source, resolution) -> None:
    """Remember that an effect played `unit` ("If this character was played by your Character effect") and, from the
    Outside Area, that a card was ("If a character was played from your Outside Area during this turn")."""
    card = source.card if source is not None else resolution.card if resolution.card >= 0 else resolution.event
    kind = {CHARACTER: "character", FIELD: "field"}.get(state.table.type[card], "event") if card >= 0 else "event"
    if zone is None:  # raided onto a character by the effect (zone "raid": "If this character was raided by ...")
        unit.played_by = (kind, card, "raid")
        return
    # (from among the cards looked at: from the deck, the only place those are taken from)
    unit.played_by = (kind, card, "outside" if zone is seat.outside else "remove" if zone is seat.remove else
                      "deck" if resolution is not None and zone is resolution.looked else "")
    if zone is seat.outside:
        seat.revived_now += (unit.card,)
    if BY_EFFECT in state.table.history:  # "If a <X> card ... was played by your effect during this turn"
        seat.history += ((BY_EFFECT, unit.card),)


def _raid_by_effect(state, index, card, spots):
    """Seed 000 Raid Boost by an effect ("If an effect states 'Raid Boost', then you can use Raid Boost with that
    effect"), the procedure a Raid from the hand follows (flow._raid): onto the character of yours it may Raid
    that is rested (it becomes active), then on the Front Line, then of the lowest BP; from the Energy Line into a
    full Front Line, the Front Line's lowest BP goes to the Remove Area first. No AP is paid (the effect plays it)."""
    seat = state.seats[index]

    def key(spot):
        unit = (seat.front if spot[0] == FRONT else seat.energy)[spot[1]]
        removed = state._bp(seat.front[spot[2]]) if len(spot) > 2 else 0
        return (not unit.rested, spot[0] != FRONT, state._bp(unit), removed)
    spot = min(spots, key=key)
    seat.played.add(card)
    return state._raid(index, card, *spot, on_play=False)


def _life_to_hand(state, index, action, source, resolution):
    seat = state.seats[index]
    count = min(action["amount"], len(seat.life))
    for _ in range(count):
        seat.hand.append(seat.life.pop())
    seat.life_taken_now += count
    state._check_life(index)
    return count > 0


def _life_to_outside(state, index, action, source, resolution):
    """"Place 1 card from your Life Area to the Outside Area": from the top of the Life Area. Seed 000, Game Victory
    Conditions: a player with zero cards in their Life Area loses, however it emptied (_check_life)."""
    seat = state.seats[index]
    if seat.life_stays_now:
        return False  # "During this turn, you cannot place cards from your Life Area to the Outside Area by your effect"
    if action.get("optional") and len(seat.life) <= action["amount"]:
        return False  # "you may": never the step that would lose the game
    count = min(action["amount"], len(seat.life))
    moved = [seat.life.pop() for _ in range(count)]
    seat.outside.extend(moved)
    state._check_life(index)
    for card in moved:  # "When a card ... is placed from your Life Area to the Outside Area"
        if state.phase != 7 and state.table.any_hooks:
            run_life_to_outside(state, index, card)
    return count > 0


def _life_stays(state, index, action, source, resolution):
    state.seats[index].life_stays_now = True  # (until the next turn starts: flow's Start Phase)
    return True


def _off_this_card(effects) -> list:
    """[On Retire] effects activated while their card is not in the Outside Area (on the field, returned to the hand):
    without those with a step on "this card", which names the card lying in the Outside Area after 退場時."""
    return [effect for effect in effects if not any((step.get("target") or {}).get("self") for step in effect["actions"])]


def _activate_effect(state, index, action, source, resolution):
    """"Activate this character's [On Play] (When Attacking) effect": its card's effects of that timing resolve again
    now, as when they trigger (their conditions checked then; [1 Per Turn] ones count this use). With a target ("Choose 1
    <X> on your area and activate its [On Play] effect"): the chosen character's, as its own (nested as the [On Play] of
    a card an effect plays: at most MAX_REPLAYS deep); by "this" ("this character activates that character's [When
    Attacking] effect"): the chosen character's, as this character's own ("this character" in them is this one; its
    [1 Per Turn] is this character's use, "This effect of <X>" kept by X's name). "Activate this character's [On
    Retire] effect" on the field: without the steps on "this card" (the card in the Outside Area). Of "placed": the
    [On Retire] of the card(s) the step before placed to the Outside Area, resolved there as 退場時 resolves; of
    "returned": of the character(s) the step before returned to the hand (its card there), without the steps on "this
    card"."""
    if (action.get("target") or {}).get("zone") == "raid-source":
        return _activate_raid_source(state, index, action, source, resolution)
    timing = action["timing"].replace("-", "_")
    if action.get("of") == "placed":  # "you may activate the [On Retire] effect of that card": as it resolves there
        done = False
        outside = state.seats[index].outside
        for card in resolution.placed:
            timed = state.table.effects[card] and state.table.effects[card].on_retire
            if not timed or card not in outside or state.replays >= MAX_REPLAYS:
                continue
            state.replays += 1
            run_effects(state, index, timed, None, card)
            state.replays -= 1
            done = True
        return done
    if action.get("of") == "returned":  # "activate the [On Retire] effect of the returned character": now in the hand
        done = False
        hand = state.seats[index].hand
        for unit in resolution.chosen:
            effects = state.table.effects[unit.card] if unit.muted == -1 else None
            timed = _off_this_card(effects.on_retire if effects is not None else ())
            if unit.card not in hand:
                continue
            done = True  # (activated: "If you did, ..., and this character gains ..." goes on with what was returned)
            if timed and state.replays < MAX_REPLAYS:
                state.replays += 1
                run_effects(state, index, timed, None, unit.card)
                state.replays -= 1
        return done
    if "target" in action:
        by_this = action.get("by") == "this"
        if by_this and (source is None or not _on_field(state, source)):
            return False
        done = False
        # (the choice falls first on a character that has effects of that timing; "this character activates that
        # character's effect": another character's, never its own)
        for unit in _pick(state, index, action["target"], source, resolution,
                          lambda unit: bool(getattr(own_effects(state, unit), timing, None))
                          and not (by_this and unit is source)):
            effects = own_effects(state, unit)
            timed = None if effects is None else getattr(effects, timing)
            if not timed or state.replays >= MAX_REPLAYS or not _on_field(state, unit) or by_this and unit is source:
                continue
            state.replays += 1
            if by_this:  # "this character activates that character's [When Attacking] effect": as this one's
                run_effects(state, index, timed, source, owner=unit.card)
            else:
                run_effects(state, index, timed, unit)
            state.replays -= 1
            done = True
        return done
    if source is None or not _on_field(state, source) or state.replays >= MAX_REPLAYS:
        return False
    effects = own_effects(state, source)
    timed = [] if effects is None else getattr(effects, timing)
    if timing == "on_retire":  # on the field
        timed = _off_this_card(timed)
    if not timed:
        return False
    state.replays += 1
    run_effects(state, index, timed, source)
    state.replays -= 1
    return True


def _activate_raid_source(state, index, action, source, resolution):
    """"This character may activate the [On Play] or [On Retire] effect of this character's raid source": the card under
    it (seed 000 Raid Boost; once this character has left the field, that card in the Outside Area) has its effects of
    one of the timings said resolve now, for this character (on the field: as its own; gone: as that card's, as an [On
    Retire] resolves). Of the timings said, the one worth most now (option_value of its steps); none that would do
    anything: nothing is activated."""
    if state.replays >= MAX_REPLAYS:
        return False
    for card in _raid_sources(state, index, source, resolution):
        effects = state.table.effects[card]
        if effects is None:
            continue
        best, best_value = None, 0.0
        for timing in action["timing"].split("|"):
            timed = list(getattr(effects, timing.replace("-", "_"), ()) or ())
            value = sum(option_value(state, index, step, source, resolution) for effect in timed
                        for step in effect["actions"])
            if timed and value > best_value:
                best, best_value = timed, value
        if best is None:
            continue
        state.replays += 1
        if source is not None and _on_field(state, source):
            run_effects(state, index, best, source)
        else:
            run_effects(state, index, best, None, card)
        state.replays -= 1
        return True
    return False


def _mill(state, index, action, source, resolution):
    seat = state.seats[index]
    amount = action["amount"] if "amount_count" not in action else \
        count_cards(state, index, action["amount_count"], source) or 0  # "equal to the number of <X> on your area"
    count = min(amount, len(seat.deck))
    milled = []
    for _ in range(count):
        milled.append(seat.deck.pop())
        (seat.remove if action.get("to") == "remove" else seat.outside).append(milled[-1])
    resolution.placed = milled  # ("for each <X> card placed to the Outside Area by this effect")
    if action.get("to") == "remove":
        _removed_by_effect(state, index, milled)
    else:
        for card in milled:  # "When this card is placed from your deck to the Outside Area by your card effect"
            effects = state.table.effects[card]
            if effects is not None and effects.milled and state.phase != 7:
                state.waiting.append((index, "milled", card))  # after this effect (reading retire-after)
    return count > 0


def usable_removed(seat) -> list:
    """The cards of the seat's Remove Area it may use this turn (usable_now still there), in the order they were
    allowed: legal_actions offers them after the hand, at hand indices len(hand) + their position."""
    left = list(seat.remove)
    found = []
    for card in seat.usable_now:
        if card in left:
            left.remove(card)
            found.append(card)
    return found


def _usable_from_remove(state, index, action, source, resolution):
    """"During this turn, you may use that card from the Remove Area": the cards the step before (a mill to the Remove
    Area) placed there may be used from it this turn, as a card is used from the hand (seed 000 Main Phase A: its
    required energy met, its AP cost paid; legal_actions offers them after the hand)."""
    seat = state.seats[index]
    cards = tuple(card for card in resolution.placed if card in seat.remove and card not in seat.usable_now)
    seat.usable_now += cards
    return bool(cards)


def _plays_self(action) -> bool:
    """"Play this card to your area rested" said by a card in the Remove Area (zone "remove", no Raid)."""
    return action["do"] == "play-from" and (action.get("target") or {}).get("self", False) \
        and action.get("zone") == "remove" and "raid" not in action and "onto" not in action


def _returns_self(action) -> bool:
    return action["do"] == "return-to-hand" and (action.get("target") or {}).get("self", False)


def _places_chosen_under(action) -> bool:
    """"Place the chosen character (and the face-down cards under it) face-down under this character"."""
    return action["do"] == "face-down-under" and action.get("zone") == "chosen"


def _places_self_under(action) -> bool:
    return action["do"] == "face-down-under" and action.get("zone") == "this-card"


def _place_this_card_under(state, index, card, action, resolution) -> None:
    """"[On Retire] You may place this card face-down under a <X> on your area": the card that left the field, from
    the Outside Area, face-down under your strongest matching character (none: nothing happens, not "If you did")."""
    if action.get("if_done") and not resolution.done:
        return
    seat = state.seats[index]
    holders = _pick(state, index, action["target"], None, resolution) if card in seat.outside else []
    resolution.done = bool(holders) and _on_field(state, holders[0])
    if resolution.done:
        seat.outside.remove(card)
        holders[0].under = holders[0].under + (card,)


def _return_this_card(state, index, card, action, resolution) -> None:
    """"Return / add this card (from the Outside Area, or the Remove Area it was placed in) to your hand", for a card
    that has left the field."""
    if action.get("if_done") and not resolution.done:
        return
    if "condition" in action and not holds(state, index, action["condition"], None, resolution):
        resolution.done = False  # ("At the end of your Attack Phase, if ..., you may add this card ...": not now)
        return
    seat = state.seats[index]
    zone = seat.outside if card in seat.outside else seat.remove
    resolution.done = card in zone
    if resolution.done:
        zone.remove(card)
        seat.hand.append(card)


def run_card_effects(state, index, card, effects, raid_source: int = -1, under_left: int = 0, placer: int = -1,
                     under_cards: tuple = ()) -> None:
    """Effects of a card in the Outside Area ([On Retire], "when milled"): "return / add this card to your hand"
    moves that card from the Outside Area; anything else resolves as an effect without a source on the field.
    `raid_source`: the card that was under it as it left the field (it went to the Outside Area with it);
    `under_left`: how many face-down cards were under it then ("[On Retire] If there is a face-down card under this
    character, ...": as it left the field); `under_cards`: those cards ("[On Retire] Reveal all face-down cards under
    this character and add them to your hand": from the Outside Area they went to with it)."""
    run_effects(state, index, effects, None, card, raid_source, under_left, placer=placer, under_cards=under_cards)


def _raid_sources(state, index, source, resolution) -> list[int]:
    """"This character's raid source": the card under the raiding character (seed 000, Raid Boost: the Raid card is
    placed on top of it), or, once that character has left the field, that card while it is in the Outside Area."""
    if source is not None and _on_field(state, source):
        return [source.base] if source.base >= 0 else []
    card = resolution.raid_source
    return [card] if card >= 0 and card in state.seats[index].outside else []


def _take_raid_source(state, index, source, card) -> None:
    if source is not None and _on_field(state, source) and source.base == card:
        source.base = -1  # the character stays, no longer in Raid State
    else:
        state.seats[index].outside.remove(card)


# Face-down cards under a character (card wording: "place the top card of your deck face-down under this character",
# "place 1 face-down card under this character to the Outside Area", "look at the face-down cards under this
# character and add up to 1 card among them to your hand"). Seed 000 does not name the pile; the engine keeps it on
# the unit (`Unit.under`) and sends it to the Outside Area with the character when it leaves the field.
def _face_down_under(state, index, action, source, resolution):
    target = action.get("target")
    if target is not None:  # under the chosen character / "under 1 <X> on your area" (your strongest matching)
        if action.get("zone") == "this-card" and not target.get("chosen"):
            target = dict(target, other=True)  # (this character goes under another one)
        units = _pick(state, index, target, source, resolution)
        holder = units[0] if units else None
    else:
        holder = source
    if holder is None or not _on_field(state, holder):
        return False
    seat = state.seats[index]
    if action.get("zone") == "placed":  # "place that card under this character": the card placed, still in the Outside Area
        placed = [card for card in resolution.placed if card in seat.outside]
        for card in placed:
            seat.outside.remove(card)
        holder.under = holder.under + tuple(placed)
        return bool(placed)
    if action.get("zone") == "looked":  # "place 1 among them face-down under ...": the looked-at cards worth least
        placed = sorted(resolution.looked, key=lambda c: (state.table.bp[c] or 0))[:action.get("amount", 1)]
        for card in placed:
            resolution.looked.remove(card)
        holder.under = holder.under + tuple(placed)
        return bool(placed)
    if action.get("zone") == "revealed":  # "reveal 1 <X> in your hand and place the card face-down under this character"
        placed = [card for card in resolution.revealed if card in seat.hand]
        for card in placed:
            seat.hand.remove(card)
        holder.under = holder.under + tuple(placed)
        return bool(placed)
    if action.get("zone") == "chosen":  # the character of yours chosen before leaves the field to lie under this one
        return _chosen_under(state, seat, holder, resolution, action.get("with_under", False))
    if action.get("zone") == "this-card" and action.get("retired"):  # "this card that was retired by this effect"
        # (its [Retire this card] cost): from the Outside Area, under the character the step before played
        if source is None or _on_field(state, source) or source.card not in seat.outside:
            return False
        seat.outside.remove(source.card)
        holder.under = holder.under + (source.card,)
        return True
    if action.get("zone") == "this-card":  # this character leaves the field to lie face-down under the other one
        if source is None and resolution is not None and resolution.card < 0 and resolution.event >= 0:
            return _event_under(state, holder, resolution)
        if source is None or holder is source or not _on_field(state, source):
            return False
        (seat.front if source in seat.front else seat.energy).remove(source)
        placed: list = []
        state._to_zone(seat, source, placed)  # (a raid source and face-down cards under it: the Outside Area)
        holder.under = holder.under + tuple(placed)
        return True
    if action.get("zone") == "outside":  # the matching cards of your Outside Area, the highest BP first
        placed = choose_cards(state, sorted(seat.outside, key=lambda c: -(state.table.bp[c] or 0)), action["card"])
        if action["card"].get("exactly") and len(placed) < action["card"].get("up_to", 1):
            return False
        for card in placed:
            seat.outside.remove(card)
        holder.under = holder.under + tuple(placed)
        return bool(placed)
    zone = seat.hand if action.get("zone") == "hand" else seat.deck
    placed = []
    for _ in range(action.get("amount", 1)):
        if not zone:
            break
        if zone is seat.hand:  # from the hand: the card worth least
            card = min(zone, key=lambda c: (state.table.energy[c] + state.table.ap_cost[c], state.table.bp[c]))
            zone.remove(card)
        else:
            card = zone.pop()
        placed.append(card)
    holder.under = holder.under + tuple(placed)
    return bool(placed)


def _chosen_under(state, seat, holder, resolution, with_under: bool) -> bool:
    """"Place the face-down cards under that character and the chosen character face-down under this character": the
    chosen character of yours leaves its line (placed, not removed from the field: no [On Retire], seed 000 Removing
    cards from the field); its card goes face-down under `holder`, its face-down cards with it when said (else, as
    its Raid base, to the Outside Area: seed 000, "If a Raid Boosted Character is moved to a location other than the
    field")."""
    moved = False
    for unit in resolution.chosen:
        if unit is holder or (unit not in seat.front and unit not in seat.energy):
            continue
        (seat.front if unit in seat.front else seat.energy).remove(unit)
        pile = unit.under if with_under else ()
        if with_under:
            unit.under = ()
        placed: list = []
        state._to_zone(seat, unit, placed)  # (its Raid base and the face-down cards left under it: the Outside Area)
        holder.under = holder.under + pile + tuple(placed)
        moved = True
    return moved


def _raid_source_under(state, index, action, source, resolution):
    """"Place this card (1 <X> from your Outside Area) face up under <a character of yours not in Raid State>. (becomes
    Raid State)": the card becomes that character's raid source (Unit.base, as under a Raid Boosted character: seed 000
    Raid Boost), the character staying in its line and mode; not a Raid, so no [On Play] and nothing "raided". This
    card: it leaves the field for it (its own raid source and face-down cards to the Outside Area, as it leaves)."""
    target = action["target"]
    if action.get("zone") == "this-card" and not target.get("chosen"):
        target = dict(target, other=True)  # (this character goes under another one)
    units = _pick(state, index, target, source, resolution)
    holder = units[0] if units else None
    seat = state.seats[index]
    if holder is None or holder.base >= 0 or holder not in seat.front and holder not in seat.energy:
        return False  # (a character of yours; one in Raid State already has its raid source)
    if action.get("zone") == "this-card":
        if source is None or holder is source or not _on_field(state, source):
            return False
        (seat.front if source in seat.front else seat.energy).remove(source)
        placed: list = []
        state._to_zone(seat, source, placed)
        holder.base = placed[0]
        return True
    cards = choose_cards(state, sorted(seat.outside, key=lambda c: -(state.table.bp[c] or 0)), action["card"])
    if not cards:
        return False
    seat.outside.remove(cards[0])
    holder.base = cards[0]
    return True


def _face_down_move(state, index, action, source, resolution):
    """"Move 1 face-down card under another character on your area to under this character": from the matching
    character of yours with the most face-down cards (the top ones). With `to` ("... to a character on your area
    without a face-down card under it"): from this character (target self) or the matching one with the most, to the
    strongest matching character of yours other than the giver."""
    target = action["target"]
    if target.get("self"):
        givers = [source] if source is not None and _on_field(state, source) and source.under else []
    else:
        givers = [u for u in _units(state, index, dict(target, all=True, other="to" not in action), source) if u.under]
    if not givers:
        return False
    giver = max(givers, key=lambda u: len(u.under))
    if "to" in action:
        takers = [u for u in _units(state, index, dict(action["to"], all=True, other=False), source) if u is not giver
                  and not (action["to"].get("other") and u is source)]
        if not takers:
            return False
        taker = max(takers, key=lambda u: state._bp(u))
    elif source is None or not _on_field(state, source):
        return False
    else:
        taker = source
    count = min(action.get("amount", 1), len(giver.under))
    moved = giver.under[len(giver.under) - count:]
    giver.under = giver.under[:len(giver.under) - count]
    taker.under = taker.under + moved
    return True


def _raid_source_to_outside(state, index, action, source, resolution):
    """"Place 1 of this character's raid source cards to the Outside Area": the card under this character (seed 000
    Raid Boost) goes to its owner's Outside Area; this character stays where it is, no longer in Raid State. Once
    this character has left the field its raid source is in the Outside Area already: nothing to do."""
    if source is None or not _on_field(state, source) or source.base < 0:
        return False
    card = source.base
    _take_raid_source(state, index, source, card)
    next(seat for seat in state.seats if source in seat.front or source in seat.energy).outside.append(card)
    return True


def _raid_top_to(state, index, action, source, resolution):
    """"Place the top card of the character in Raid State to the Outside Area" / "return the top card of ... to your
    hand": the Raid card on top goes to its owner's Outside Area or hand; the card it raided stays on the field as
    that character — same line, same Active/Rest mode, what it received this turn kept — no longer in Raid State.
    Seed 000 names only the whole stack leaving ("If a Raid Boosted Character is moved to a location other than the
    field"); here the stack stays, so nothing is removed from the field (no [On Retire]: "Remove from the field"
    doesn't refer to "place in the Outside Area") and the card left is not played (no [On Play])."""
    done = False
    for unit in _pick(state, index, action["target"], source, resolution):  # (either player's: _either_side)
        if unit.base < 0 or not _on_field(state, unit):
            continue
        owner = next(seat for seat in state.seats if unit in seat.front or unit in seat.energy)
        if action["where"] == "deck-bottom":  # "to the bottom of your deck" (its owner's; the top is the end of the list)
            owner.deck.insert(0, unit.card)
        else:
            (owner.hand if action["where"] == "hand" else owner.outside).append(unit.card)
        unit.card, unit.base = unit.base, -1
        done = True
    return done


def to_outside_hooks(state, seat, cards) -> None:
    """"When this card is placed to the Outside Area" of cards that went there from the area or from under a character
    (the hand's and the deck's: as discarded and milled): each waits for the effect doing it, then resolves if the card
    is still there (seed 000, "If new effects activate as the result of an effect resolving")."""
    if not state.table.any_outside_hooks or state.phase == 7:
        return
    index = state.seats.index(seat)
    for card in cards:
        effects = state.table.effects[card]
        if effects is not None and effects.to_outside:
            state.waiting.append((index, "to-outside", card))


def under_to_outside(state, seat, holder, count: int | None = None) -> tuple:
    """The top `count` face-down cards under `holder` (None: all of them) leave it for `seat`'s Outside Area, or go
    under another character instead (redirect_under); those placed there, their "When this card is placed to the
    Outside Area" waiting (to_outside_hooks)."""
    kept = len(holder.under) - (len(holder.under) if count is None else count)
    taken, holder.under = holder.under[kept:], holder.under[:kept]
    placed = redirect_under(state, seat, holder, taken)
    seat.outside.extend(placed)
    to_outside_hooks(state, seat, placed)
    return placed


def redirect_under(state, seat, holder, cards) -> tuple:
    """Face-down cards leaving `holder` (a character of `seat`'s, or one just leaving the field) for the Outside Area:
    those that go there. "[Your Turn] When a face-down card will be placed to the outside area from under a character
    other than <X> on your area, you may place that face-down card under this character instead": another character
    of `seat`'s whose continuous effect holds now and whose filter (from_under) `holder` matches takes them face-down
    (the player's fixed choice: a card under a character is worth more than one in the Outside Area)."""
    if not cards or not state.table.any_under_redirects:
        return cards
    for unit in seat.front + seat.energy:
        if unit is holder:
            continue
        for effects in state._effect_sets(unit):
            for condition, whose, action in effects.continuous:
                if action["do"] == "under-redirect" and state._continuous_on(unit, condition, whose) \
                        and aura_applies(state, unit, holder, action["from_under"]):
                    unit.under = unit.under + tuple(cards)
                    return ()
    return cards


def _face_down_to_outside(state, index, action, source, resolution):
    """"Place 1 face-down card under this character to the Outside Area"; with a target, from under matching characters
    of yours: "under a <X> on your Front Line" (the one with the most), "a total of 3 ... under characters on your
    area" (all: from several). Placing n of them is all or nothing (an "If you did" after it needs all n)."""
    seat = state.seats[index]
    target = action.get("target")
    amount = action.get("amount", 1)
    if action.get("up_to") and source is not None:  # "up to N": those there are (the pilot takes them all)
        amount = min(amount, len(source.under))
        if not amount:
            return False
    if target is None:
        if source is None or len(source.under) < amount:
            return False
        # ("If the card placed to the Outside Area by this effect is <X>": those not taken under another character)
        resolution.placed = list(under_to_outside(state, seat, source, amount))
        return True
    holders = [u for u in _units(state, index, dict(target, all=True), source) if u.under]
    if not target.get("all"):
        holders = [max(holders, key=lambda u: len(u.under))] if holders else []
    if sum(len(u.under) for u in holders) < amount:
        return False
    for holder in sorted(holders, key=lambda u: -len(u.under)):  # the fullest piles first
        count = min(amount, len(holder.under))
        under_to_outside(state, seat, holder, count)
        amount -= count
        if not amount:
            break
    return True


def _swap_positions(state, index, action, source, resolution):
    """"Choose 1 character on your Energy Line, switch its position with this character" / "Choose 1 <X> on your Front
    Line and 1 character on your Energy Line and switch their positions": the two change lines at the same time
    (seed 000 Move Phase: "All the cards are moved at the same time"), so neither line is ever over-full and no card
    goes to the Remove Area. A character that cannot move keeps both where they are. The card going to the Front
    Line is the strongest matching one; the one going to the Energy Line the weakest (a rested one first). Of your
    opponent's characters ("Choose 1 character on your opponent's Front Line and 1 character on your opponent's Energy
    Line and switch their positions"), your choice: their strongest Front Line character goes to the Energy Line (it
    can no longer attack nor block), their weakest Energy Line character to the Front Line."""
    owner = 1 - index if action["target"].get("side") == "opponents" else index
    seat, theirs = state.seats[owner], owner != index

    def pick(target, line):
        units = [u for u in _units(state, index, dict(target, all=True), source) if u in line and u is not source]
        if theirs:
            return (min if line is seat.energy else max)(units, key=lambda u: state._bp(u), default=None)
        if line is seat.energy:
            return max(units, key=lambda u: state._bp(u), default=None)
        return min(units, key=lambda u: (not u.rested, state._bp(u)), default=None)

    if action.get("same_name"):  # "If the chosen characters have the same name, switch their position": a pair
        # with a name in common (card_names), the one going up the strongest, the one going back the weakest
        fronts = [u for u in _units(state, index, dict(action["target"], all=True), source) if u in seat.front and u is not source]
        energies = [u for u in _units(state, index, dict(action["with"], all=True), source) if u in seat.energy and u is not source]
        pairs = [(f, e) for f in fronts for e in energies if card_names(state, f.card) & card_names(state, e.card)]
        front, energy = min(pairs, key=lambda p: (-state._bp(p[1]), not p[0].rested, state._bp(p[0])), default=(None, None))
    elif "with" in action:
        front, energy = pick(action["target"], seat.front), pick(action["with"], seat.energy)
    elif source is None or not _on_field(state, source):
        return False
    elif source in seat.front:
        front, energy = source, pick(action["target"], seat.energy)
    else:
        front, energy = pick(action["target"], seat.front), source
    if front is None or energy is None or not (state.may_move_to(front, ENERGY, not theirs, front is source)
                                               and state.may_move_to(energy, FRONT, not theirs, energy is source)):
        return False
    if action.get("optional") and not theirs and state._bp(energy) < state._bp(front) and not front.rested:
        return False  # "you may switch": not when the Front Line would lose an active, stronger character
    _switch_lines(state, owner, front, energy)
    return True


def _rearrange_lines(state, index, action, source, resolution):
    """"Choose any number of characters on your area, move to another line or switch their position": the player's
    choice, before its attacks are over (_before_attacks_end; else it chooses none): each active matching character on
    its Energy Line goes up, the strongest first, alone while the Front Line has room, else changing places with the
    weakest rested matching one there (the two move at once: no card goes to the Remove Area), and only while its
    Energy Line still generates what the costliest card in its hand needs, or when it has BP 3000 or more (the
    greedy Move Phase's measure). A character that cannot move (to that line, by this effect) stays."""
    seat = state.seats[index]
    if not _before_attacks_end(state, index):
        return False
    kind = effect_kind(state, source, resolution)

    def movable(unit, line):
        return state.may_move_to(unit, line, True, unit is source) and not (
            state.table.any_unchanged and state.unchanged(unit, "move-line", kind, True, source))
    picked = set(map(id, _units(state, index, dict(action["target"], all=True), source)))
    ups = sorted((u for u in seat.energy if id(u) in picked and not u.rested and movable(u, FRONT)),
                 key=lambda u: -state._bp(u))
    backs = sorted((u for u in seat.front if id(u) in picked and u.rested and movable(u, ENERGY)),
                   key=lambda u: state._bp(u))
    types, energies = state.table.type, state.table.energy
    need = max((energies[c] for c in seat.hand if types[c] in (CHARACTER, FIELD)), default=0)
    energy = sum(state._generated(u) for u in seat.energy)
    plan = []  # (the one going back or None, the one going up)
    room = state.front_size(seat) - len(seat.front)
    for unit in ups:
        back = backs[0] if room <= 0 and backs else None
        if room <= 0 and back is None:
            break
        after = energy - state._generated(unit) + (state._generated(back) if back is not None else 0)
        if after >= need or state._bp(unit) >= 3000:
            energy = after
            if back is None:
                room -= 1
            else:
                backs.pop(0)
            plan.append((back, unit))
    moved = [u for pair in plan for u in pair if u is not None]
    if resolution is not None:
        resolution.chosen = moved
    if moved and state.table.any_chosen_hooks:  # (chosen, then moved: as _pick)
        run_when_chosen(state, index, moved, source, resolution)
    for back, unit in plan:
        if unit not in seat.energy or back is not None and back not in seat.front:
            continue  # (a "when chosen" effect took it off its line)
        if back is None:
            _move_line(state, seat, unit, "front", True, unit is source)
        else:
            _switch_lines(state, index, back, unit)
    return bool(moved)


def _switch_lines(state, owner, front, energy) -> None:
    """Seat `owner`'s Front Line character `front` and Energy Line character `energy` change places at once."""
    seat = state.seats[owner]
    seat.front[seat.front.index(front)] = energy
    seat.energy[seat.energy.index(energy)] = front
    if MOVED in state.table.history:  # (both moved: "if this character moved outside of your Move Phase")
        state._note(front, NOTED_SHIFTED)
        state._note(energy, NOTED_SHIFTED)
    state._moved_to_front(owner, energy)
    if state.table.hooked[front.card] or front.abilities:  # (the other moved too: "When this character moves")
        state._moved_any(owner, front)


def _face_down_to_hand(state, index, action, source, resolution):
    """Look at the face-down cards under this character (with a target: under every matching character of yours); add
    up to `amount` of them (all without one) to the hand, the highest BP first."""
    table, seat = state.table, state.seats[index]
    if "target" not in action and (source is None or not _on_field(state, source)):
        # an [On Retire]'s "the face-down cards under this character": those that were under it as it left the field,
        # taken from the Outside Area they went to with it (seed 000: a Raid base goes there the same way)
        cards = []
        for card in resolution.under_cards:  # (copies share an id: each copy still there once)
            if seat.outside.count(card) > cards.count(card):
                cards.append(card)
        for card in cards:
            seat.outside.remove(card)
        cards.sort(key=lambda card: -(table.bp[card] or 0))
        taken = cards if "amount" not in action else cards[:action["amount"]]
        seat.hand.extend(taken)
        rest = cards[len(taken):]
        if _rest_said(resolution):  # "... and place the remaining cards to the Outside Area": where the next step says
            resolution.looked = rest
        else:
            seat.outside.extend(rest)
        return bool(taken)
    if "target" in action:  # "under characters on your area": the cards under every matching character of yours
        holders = [u for u in _units(state, index, action["target"], source) if u.under]
    else:
        holders = [source] if source is not None and source.under else []
    piles = sorted(((card, holder) for holder in holders for card in holder.under), key=lambda pair: -table.bp[pair[0]])
    taken = piles if "amount" not in action else piles[:action["amount"]]
    for card, holder in taken:
        under = list(holder.under)
        under.remove(card)
        holder.under = tuple(under)
        seat.hand.append(card)
    if _rest_said(resolution):  # "... add 1 among them to your hand and place the remaining to the Outside Area"
        resolution.looked = [card for holder in holders for card in holder.under]
        for holder in holders:
            holder.under = ()
    return bool(taken)


def _rest_said(resolution) -> bool:
    """Does the next step place "the remaining" of the cards looked at (looked-to, with no cards of its own)?"""
    steps, at = resolution.steps or (), resolution.at
    return at + 1 < len(steps) and steps[at + 1]["do"] == "looked-to" and "target" not in steps[at + 1]


_REMOVALS = {"retire": 1.0, "return-to-hand": 0.9, "to-outside": 1.0, "sideline": 1.0, "to-deck": 1.0, "to-remove": 1.0,
             "rest": 0.4}
_GAINS = {"draw": 1000, "add-to-hand": 900, "take-looked": 700, "life-to-hand": 600, "set-ap-active": 900,
          "play-from": 1500, "face-down-to-hand": 800}


def option_value(state, index, option, source, resolution) -> float:
    """What one option of "choose N of the following" is worth to seat `index` now (0: it would do nothing).

    Removing an opposing character is worth its BP (the best one the option may pick: the runtime picks the
    strongest); drawing or adding cards about a card each; BP and keywords on your own characters a part of it; cards
    given up from the hand what they cost (less than nothing); what the opponent draws, gives up or loses what it is
    worth to them (_opponent_step_value); anything else a little."""
    if "bp_max_plus" in (option.get("target") or ()):  # (the BP range as it would be now)
        option = with_range(state, index, option, source, resolution)
    if not _would_do(state, index, option, source, resolution):
        return 0.0
    kind = option["do"]
    if kind == "all-of":
        # "Draw 1 card, place 1 card from your hand to the Outside Area": what it gives up counts against what it brings;
        # an option that brings something stays above 0 (ranked last: "choose 1" must still choose one)
        values = [(option_value if step.get("optional") else step_value)(state, index, step, source, resolution)
                  for step in option["actions"]]
        gains = sum(value for value in values if value > 0)
        return max(gains + sum(value for value in values if value < 0), 1.0) if gains > 0 else 0.0
    if kind == "choose-one":
        return max((option_value(state, index, o, source, resolution) for o in option["options"]), default=0.0)
    if kind == "activate-effect" and option.get("of") == "returned" and resolution is not None:
        return _returned_on_retire_value(state, index, source, resolution)
    target = option.get("target") or {}
    if target.get("chosen") and resolution is not None and kind in (*_REMOVALS, "bp-change"):
        # "Choose 1 character ... and choose 1 of the following effects. • Retire the chosen character.": the character
        # picked before the block, valued as the same step on it would be (the opponent's: removing it, lowering it)
        picked = [unit for unit in resolution.chosen if _on_field(state, unit)]
        if picked and all(_owner(state, unit) is not state.seats[index] for unit in picked):
            if kind in _REMOVALS:
                return _REMOVALS[kind] * sum(1000 + state._bp(unit) for unit in picked)
            return -option["amount"] / 2
    if kind in _REMOVALS and target.get("side") == "opponents":
        # (a limit of the BP a step before took, "than that character": read from this effect's resolution)
        units = _units(state, index, target, source, resolution=resolution if "bp_max_handled" in target else None)
        return _REMOVALS[kind] * sum(1000 + state._bp(u) for u in units) if units else 0.0
    if kind == "play-from" and target.get("self") and option.get("zone") == "hand":  # this card, from the hand
        card = resolution.card if resolution is not None else -1
        return 1000.0 + (state.table.bp[card] or 0) if card >= 0 and card in state.seats[index].hand else 0.0
    if kind == "play-from" and option.get("zone", target.get("zone")) in ("hand", "outside", "remove"):
        # the card it would play (the highest BP that matches): a character worth what removing it would be
        seat = state.seats[index]
        zone = {"hand": seat.hand, "outside": seat.outside}.get(option.get("zone", target.get("zone")), seat.remove)
        bp = state.table.bp
        best = max((bp[c] or 0 for c in choose_cards(state, zone, dict(target, all=True))), default=None)
        return 0.0 if best is None else 1000.0 + best
    if kind == "use-from":  # an Event Card used for free: about a card, when one matches
        seat = state.seats[index]
        zone = {"hand": seat.hand, "outside": seat.outside, "remove": seat.remove}[target["zone"]]
        return 1000.0 if choose_cards(state, _usable_events(state, index, zone), target) else 0.0
    if kind in _GAINS:
        return _GAINS[kind] * option.get("amount", (target.get("up_to", 1) if target else 1))
    if kind == "set-active" and target.get("self"):
        return _active_value(state, index, source) if source is not None and source.rested else 0.0
    if kind == "move-line" and option.get("to") == "other" and target.get("side") != "opponents":
        # "you may move the chosen character to another line": a character of yours from the Energy Line up is valued
        # as a move to the Front Line (below); one on the Front Line sent back is an attacker or blocker fewer
        seat = state.seats[index]
        units = [u for u in resolution.chosen if _on_field(state, u)] if target.get("chosen") and resolution is not None \
            else [source] if target.get("self") and source is not None else _units(state, index, target, source)
        if units and all(u in seat.front for u in units):
            return -300.0
        if len(seat.front) >= state.front_size(seat):
            return 0.0
        return max((1000.0 if _before_attacks_end(state, index) and not u.rested else 300.0
                    for u in units if u in seat.energy), default=0.0)
    if kind == "move-line" and option.get("to") == "front" and target.get("side") != "opponents":
        # a character of yours to the Front Line: another attacker in your turn, if it is active and before the attacks
        # are over (_active_value), while the line has room
        if len(state.seats[index].front) >= state.front_size(state.seats[index]):
            return 0.0
        units = _units(state, index, target, source)
        return max((1000.0 if _before_attacks_end(state, index) and not u.rested else 300.0 for u in units), default=0.0)
    if kind == "move-line" and option.get("to") == "energy" and target.get("side") == "opponents":
        # an opponent's Front Line character to their Energy Line: it blocks none of your attacks and attacks only once
        # moved back in their Move Phase (seed 000): worth what resting it is (the removal weights)
        front = state.seats[1 - index].front
        units = [u for u in _units(state, index, target, source) if u in front]
        return _REMOVALS["rest"] * max((1000 + state._bp(u) for u in units), default=0)
    if kind == "bp-change":
        amount = option["amount"]
        if target.get("side") != "opponents" and amount > 0 and not state.seats[1 - index].front:
            return 50.0  # no opposing character to beat: a boost does little
        return amount / 2 if target.get("side") != "opponents" else -amount / 2
    if kind == "gain-keyword" and option["keyword"] in ("damage", "damage-plus", "impact", "impact-plus"):
        # "[Impact 1] or [Damage 2]": Impact pays when the attack is blocked (seed 000, Impact), Damage when it is not
        blockers = any(not unit.rested for unit in state.seats[1 - index].front)
        return 600.0 + (300.0 if blockers == option["keyword"].startswith("impact") else 0.0)
    if kind in ("gain-keyword", "gain-ability"):
        return 600.0
    if kind in ("discard", "discard-chosen"):  # cards given up, alone: worth less than nothing ("Choose 1" may still
        return step_value(state, index, option, source, resolution)  # have to take it; "Choose up to 1" never does)
    if kind in _OPPONENT_STEPS:
        return _opponent_step_value(state, index, option, source, resolution)
    if kind == "deal-damage":  # Life cards the opponent loses (_life_value: the last one wins the game)
        life = state.seats[1 - index].life
        if not life:
            return 0.0
        return 10.0 ** 6 if option["amount"] >= len(life) else _life_value(state.seats[1 - index]) * option["amount"]
    return 300.0


_OPPONENT_STEPS = frozenset({"opponent-draws", "opponent-adds-retired", "opponent-discards", "opponent-outside-to",
                             "opponent-retires", "opponent-returns", "opponent-rests"})


def _opponent_step_value(state, index, action, source, resolution) -> float:
    """What a step the opponent takes is worth to seat `index`: a card they draw or get back costs as much as a card
    drawn brings; a card they give up from their hand, or a character they retire, return or rest (the ones the
    runtime's fixed choice for them takes: the weakest, _opponent_gives_up) is worth what they lose. "Your opponent
    may ..." is their choice, made when it suits them: nothing either way."""
    other = state.seats[1 - index]
    kind = action["do"]
    amount = action.get("amount", 1)
    if kind == "opponent-draws":
        return -float(_GAINS["draw"] * min(amount, len(other.deck)))
    if kind == "opponent-adds-retired":
        return -float(_GAINS["add-to-hand"] * amount)
    if action.get("opponent_may"):
        return 0.0
    if kind == "opponent-discards":
        return float(CARD_VALUE * min(amount, len(other.hand)))
    if kind == "opponent-outside-to":
        return 100.0 * min(amount, len(other.outside))
    units = _opponents_characters(state, index, action)
    if kind == "opponent-rests":
        return sum(sorted(_rest_cost(state, 1 - index, u) for u in units if not u.rested)[:amount])
    removal = "retire" if kind == "opponent-retires" else "return-to-hand"
    kind_of_effect = effect_kind(state, source, resolution)
    return sum(_REMOVALS[removal] * (1000 + state._bp(u))
               for u in _given_up_first(state, units, removal, kind_of_effect, amount)
               if not _stays(state, u, removal, kind_of_effect))


# --- optional steps by value (reading **optional-by-value**, docs/union-arena-engine.md) ------------------------------
CARD_VALUE = 700  # a card given up from the hand (the cheapest one goes: _discard_worst)
LAST_CARDS = 1000  # ... more when it empties the hand
AP_VALUE = 600  # an AP card spent in your own Main Phase (it could have played a card); 100 at any other moment
FACE_DOWN_VALUE = 300  # a face-down card under a character of yours (placed away, gained)
OWN_REMOVALS = {"retire": 1.0, "to-outside": 1.0, "to-deck": 1.0, "to-remove": 1.0, "return-to-hand": 0.5}


def _active_value(state, index, unit) -> float:
    """What setting a rested character of seat `index` active is worth: an attack in that seat's turn (Front Line,
    before the attacks are over), a blocker in the opponent's, little on the Energy Line."""
    if unit not in state.seats[index].front:
        return 100.0
    if state.player == index:
        return 1000.0 if _before_attacks_end(state, index) else 100.0
    return 400.0


def _before_attacks_end(state, index) -> bool:
    """Is it seat `index`'s turn, with its attacks still to come (its Main or Attack Phase)?"""
    return state.player == index and state.phase <= ATTACK


def _rest_cost(state, index, unit) -> float:
    """What resting an active character of seat `index` costs it (the same moments as _active_value)."""
    return 0.0 if unit.rested else _active_value(state, index, unit)


def _life_value(seat) -> float:
    """One Life card: what the game is lost by, worth more the fewer are left."""
    return 4000.0 / len(seat.life) if seat.life else 10 ** 6


def step_value(state, index, action, source, resolution, refilled: bool = False) -> float:
    """What doing one step is worth to seat `index` now: negative for what it gives up — cards from the hand, AP, Life,
    its own characters (retired, returned, rested), face-down cards — option_value for what it gains. `refilled`: cards
    come back to the hand right after (an "if you did, draw" follows), so emptying it costs nothing more."""
    kind = action["do"]
    seat = state.seats[index]
    target = action.get("target") or {}
    if kind in ("discard", "discard-chosen"):
        amount = _cards_given(action)
        return -CARD_VALUE * amount - (LAST_CARDS if len(seat.hand) <= amount and not refilled else 0)
    if kind == "pay-ap":
        own_main = state.player == index and state.phase == MAIN
        return -(AP_VALUE if own_main else 100.0) * action["amount"]
    if kind == "life-to-hand":
        amount = min(action["amount"], len(seat.life))
        return -10.0 ** 6 if amount >= len(seat.life) else amount * (_GAINS["draw"] - _life_value(seat))
    if kind in ("life-to-outside", "life-to-deck"):
        return -10.0 ** 6 if action["amount"] >= len(seat.life) else -action["amount"] * _life_value(seat)
    if kind == "face-down-to-outside":
        return -FACE_DOWN_VALUE * action.get("amount", 1)
    if kind == "face-down-under" and action.get("zone") == "revealed":  # a hand card given up for a face-down card
        return FACE_DOWN_VALUE - CARD_VALUE
    if _places_chosen_under(action):  # a character of yours off the field (half its worth: it stays as a face-down card
        # under this one, its line slot freed), each card it adds to the pile as much as one placed away costs
        units = [unit for unit in (resolution.chosen if resolution is not None else ()) if _on_field(state, unit)]
        return sum(FACE_DOWN_VALUE * (1 + (len(unit.under) if action.get("with_under") else 0)) - (1000 + state._bp(unit)) / 2
                   for unit in units)
    if kind == "to-deck" and target.get("zone") == "outside" or kind in ("to-deck", "to-remove") and target.get(
            "self") and source is None:  # (a card in the Outside Area: one some effects could still use)
        if kind == "to-deck" and target.get("self") and action.get("where") == "top":
            return 100.0  # "place this card from the Outside Area on top of your deck": drawn next, a known card
        return -100.0 * target.get("up_to", 1)
    if target.get("side") != "opponents" and (target.get("self") or target.get("side") == "yours") and (
            kind in OWN_REMOVALS or kind == "rest"):
        units = _pick_own(state, index, action, source, resolution)
        if target.get("exactly") and not target.get("all") and len(units) < target.get("up_to", 1):
            return 0.0  # it cannot be done (the step does nothing)
        if kind == "rest":
            return -sum(_rest_cost(state, index, unit) for unit in units)
        return -sum(OWN_REMOVALS[kind] * (1000 + state._bp(unit))
                    - (on_retire_value(state, index, unit) if kind == "retire" else 0.0) for unit in units)
    return option_value(state, index, action, source, resolution)


def on_retire_value(state, index, unit) -> float:
    """What a character's [On Retire] effects would bring seat `index` now (their gains, as option_value reads them)."""
    effects = own_effects(state, unit)
    if effects is None or not effects.on_retire:
        return 0.0
    resolution = _Resolution(unit.card)
    resolution.under_left = len(unit.under)  # (as it would leave the field)
    return sum(max(option_value(state, index, action, None, resolution), 0.0)
               for effect in effects.on_retire if holds(state, index, effect.get("condition"), None, resolution)
               for action in effect["actions"])


PAID_STEPS = ("discard", "discard-chosen", "pay-ap")  # steps that give up cards or AP for what follows "if you did"


def leading_paid_step(effect) -> dict | None:
    """The step an effect opens with that gives up cards from the hand or AP for what "If you did" says after it
    ("[Main] Place 3 cards with the same required energy from your hand to the Outside Area. If you did, draw 1 card"):
    not a bracketed cost, a step of the effect (None when the effect does not open so)."""
    actions = effect["actions"]
    if len(actions) < 2 or actions[0]["do"] not in PAID_STEPS or actions[0].get("optional") or not actions[1].get("if_done"):
        return None
    return actions[0]


def paid_step_worth(state, index, unit, effect) -> bool:
    """Is the step leading_paid_step found worth doing now: it can be done in full (the cards, a set of them with the
    same required energy, the active AP are there; else nothing is given and nothing follows) and a step it pays for
    would do something (the cost is not paid for nothing)."""
    step = leading_paid_step(effect)
    resolution = _Resolution()
    resolution.steps, resolution.at = effect["actions"], 0
    if not _can_be_done(state, index, step, unit, resolution):
        return False
    return any(step_value(state, index, after, unit, resolution) > 0
               for after in itertools.takewhile(lambda a: a.get("if_done"), effect["actions"][1:]))


def sacrifice_worth(state, index, unit, effect) -> bool:
    """An Activate: Main ability with [Retire this card] in its cost: used when what its effect brings (step_value of
    each step, this card as its source) is worth more than the card — 1000 + its BP for a character, 1000 for another
    card, and 1000 more when its energy is needed for a card in hand — less what its [On Retire] brings back."""
    seat = state.seats[index]
    table = state.table
    resolution = _Resolution()
    gain = sum(step_value(state, index, action, unit, resolution) for action in effect["actions"])
    worth = 1000.0 + (state._bp(unit) if table.type[unit.card] == CHARACTER else 0)
    if unit in seat.energy:
        need = max((table.energy[c] for c in seat.hand), default=0)
        if sum(state.energy_by_color(seat)) - state._generated(unit) < need:
            worth += 1000.0
    return gain > worth - on_retire_value(state, index, unit)


def replacement_worth(state, seat, unit, action, holder=None) -> bool:
    """A "you may" replacement ("If this character would be retired, you may move it to the Energy Line / place N cards
    from your hand to the Outside Area instead"): taken when the character it keeps (1000 + its BP, as a removal is
    valued) is worth more than what it costs — N cards from the hand (step_value's price), or the Energy Line card a
    full line sends to the Remove Area (make_room); "If a character on your area ... is retired, you may retire this
    character instead": the character `holder` retired in its place, valued the same way, less what its [On Retire]
    brings."""
    if action.get("to") == "under":  # "place this card face-down under a <X> instead": unless it gives up an [On Retire]
        return on_retire_value(state, state.seats.index(seat), unit) <= 0
    saved = 1000 + state._bp(unit)
    if action["do"] == "substitute-retire" or action.get("to") == "retire-other":  # (the other one retired instead)
        return saved > 1000 + state._bp(holder) - on_retire_value(state, state.seats.index(seat), holder)
    if action.get("to") == "energy":
        if len(seat.energy) < 4:
            return True
        worst = min(seat.energy, key=lambda u: (state._generated(u), state._bp(u)))
        return saved > 1000 + (state._bp(worst) or 0)
    amount = action.get("discard", 0)
    return saved > CARD_VALUE * amount + (LAST_CARDS if len(seat.hand) <= amount else 0)


def stays_rested_by_choice(state, unit) -> bool:
    """"[Your Turn] You don't have to set this character to active during the End Phase" (seed 000 End Phase 2: every
    rested card of the turn player is set to active): its player keeps it rested when being rested gives it something
    — one of its own continuous effects, auras or guards says "If this character is rested, ..." — and sets it to
    active otherwise (an active character can block)."""
    if not state.restricted(unit, "may-stay-rested"):
        return False
    return any(_reads_rested(condition) for effects in state._effect_sets(unit)
               for condition, _, _ in (*effects.continuous, *effects.guards, *effects.auras))


def _reads_rested(condition) -> bool:
    if condition is None:
        return False
    if condition["kind"] == "all":
        return any(_reads_rested(part) for part in condition["conditions"])
    return condition["kind"] == "this-is-rested"


def _returned_on_retire_value(state, index, source, resolution) -> float:
    """"You may return 1 <X> from your area to your hand. If you did, activate the [On Retire] effect of the returned
    character": what the [On Retire] steps of the character the return would pick bring (those _activate_effect does)."""
    back = next((step for step in reversed(resolution.steps[:resolution.at + 1]) if step["do"] == "return-to-hand"), None)
    if back is None:
        return 0.0
    value = 0.0
    for unit in _pick_own(state, index, back, source, resolution):
        effects = state.table.effects[unit.card] if unit.muted == -1 else None
        for effect in effects.on_retire if effects is not None else ():
            if not any((step.get("target") or {}).get("self") or step["do"] == "activate-effect"
                       for step in effect["actions"]):
                value += sum(option_value(state, index, step, None, resolution) for step in effect["actions"])
    return value


def _pick_own(state, index, action, source, resolution) -> list:
    """The characters of seat `index` a step that gives them up picks (without remembering the pick)."""
    target = action.get("target") or {}
    if target.get("chosen"):
        return [unit for unit in resolution.chosen if _on_field(state, unit)]
    return _units(state, index, target, source, USEFUL.get(action["do"]), least=True)


def take_optional(state, index, action, source, resolution, steps, at) -> bool:
    """"You may <step>. If you did, <gain>": taken when the step and what follows it "if you did" are worth more to
    seat `index` than what follows "if you did not" (nothing, mostly); a step with nothing after it, when it gives up
    nothing. `steps[at]` is the step, in the list of steps it belongs to."""
    following = steps[at + 1] if at + 1 < len(steps) else {}
    if action["do"] in PAID_STEPS and not _can_be_done(state, index, action, source, resolution):
        return False  # (seed 000: paid in full or not at all; "If you did" would not follow)
    if action["do"] == "discard-chosen" and (action.get("target") or {}).get("up_to") == ANY_NUMBER and (
            following.get("per") == PER_PLACED or "bp_max_plus_placed" in (following.get("target") or {})):
        # "You may place any number of cards from your hand ... For each card placed ...": taken when some number is
        # worth placing
        hand = state.seats[index].hand
        return bool(placed_for_range(state, index, source, resolution,
                                     [c for c in hand if matches_card(state, c, action["target"])], True))
    handled = _handled_pick(state, index, action, source, resolution)
    if handled is not None:  # "You may rest any number of your characters. If the total BP of the characters rested by
        return bool(handled)  # this effect is 10000 or higher, ...": taken when some pick reaches a number asked for
    if resolution is not None and "bp_max_handled" in (following.get("target") or {}) and action["do"] in _HANDLED_OWN \
            and (action.get("target") or {}).get("side") == "yours":
        # "You may retire 1 other character. If you did, choose ... with BP equal to or less than that character": the
        # step after valued with the BP of the characters this one would take (the weakest, _pick_own)
        kept, taken = resolution.handled, _pick_own(state, index, action, source, resolution)
        resolution.handled = (action["do"], tuple((u.card, state._bp(u)) for u in taken[:action["target"].get("up_to", 1)]))
        try:
            return bool(taken) and _taken(state, index, action, source, resolution, steps, at)
        finally:
            resolution.handled = kept
    if _gives_chosen_up(action, steps, at) and resolution is not None:  # (valued on the character it would choose)
        picked, resolution.chosen = resolution.chosen, _units(state, index, action["target"], source, least=True)
        try:
            return bool(resolution.chosen) and _taken(state, index, action, source, resolution, steps, at)
        finally:
            resolution.chosen = picked
    return _taken(state, index, action, source, resolution, steps, at)


def _taken(state, index, action, source, resolution, steps, at) -> bool:
    """take_optional's weighing: the step and what follows it "if you did" against what follows "if you did not"."""
    given_up = 0.0
    if action["do"] == "looked-to" and action["where"] == "outside" and "target" not in action:
        # "If the card does not have [Trigger], you may place it to the Outside Area (. If you did, ...)": always when
        # it is not worth keeping; else when what follows is worth more than the card (as a card drawn)
        given_up = _GAINS["draw"] * sum(1 for card in resolution.looked if worth_keeping(state, index, card))
        if not given_up:
            return True
    done = -given_up
    not_done = 0.0
    refilled = False
    unit = [action] + list(itertools.takewhile(lambda step: step.get("in_unit"), steps[at + 1:]))
    if len(unit) > 1 and not all(_would_do(state, index, step, source, resolution) for step in unit
                                 if not (step.get("target") or {}).get("chosen")):
        return False  # a quoted unit is taken whole: not when a step of it would do nothing
    for step in steps[at + 1:]:
        if step.get("if_done") or step.get("in_unit"):  # (the rest of a quoted unit is done with it)
            value = step_value(state, index, step, source, resolution)
            if step.get("per") == "placed-by-this-effect":  # "draw the same number of cards as placed by this effect"
                value *= _cards_given(action)
            done += value
            refilled = refilled or step["do"] in REFILLS and value > 0
        elif step.get("if_not_done"):
            not_done += step_value(state, index, step, source, resolution)
        else:
            more = step.get("instead") or {}
            if step["do"] == "choose-one" and (more.get("condition") or {}).get("kind") == "done":
                # "Choose 1 of the following. You may pay 1 AP. If you did, it's choose 2 instead": the options the
                # step adds (the best ones after those chosen anyway)
                values = sorted((option_value(state, index, option, source, resolution) for option in step["options"]),
                                reverse=True)
                done += sum(value for value in values[step.get("count", 1):more.get("count", 1)] if value > 0)
            elif (more.get("condition") or {}).get("kind") == "done" and step["do"] != "choose-one":
                # "You may rest this character. If you did, it's BP 4000 or less instead" (the offer made first): what
                # the step gains with its new value
                # (a target said anew, "its 4 or more instead": each valued on the cards it would find)
                worth = _finding_value if "target" in more else step_value
                gain = worth(state, index, _as_instead_says(step, more), source, resolution) - worth(
                    state, index, step, source, resolution)
                return gain > 0 and step_value(state, index, action, source, resolution, refilled) + gain > not_done
            break
    return step_value(state, index, action, source, resolution, refilled) + done >= not_done


def _finding_value(state, index, step, source, resolution) -> float:
    """A step's value (step_value) when a card in the zone its target names matches (a card to add from the Outside
    Area, the hand, the Remove Area); 0 when none does."""
    target = step.get("target") or {}
    seat = state.seats[index]
    zone = {"hand": seat.hand, "outside": seat.outside, "remove": seat.remove}.get(target.get("zone"))
    if zone is not None and target.get("side", "yours") == "yours" and not choose_cards(state, zone, dict(target, all=True)):
        return 0.0
    return step_value(state, index, step, source, resolution)


def _handled_pick(state, index, action, source, resolution) -> list | None:
    """What an optional step of "any number" (or "up to N") of your characters or cards would take when a later step
    counts them (handled-by-this-effect: handled_reaching); None when none does or the step is another."""
    target = action.get("target") or {}
    verb = "to-outside" if action["do"] == "discard-chosen" else action["do"]
    if verb not in ("rest", "retire", "to-remove", "to-outside") or target.get("exactly") or target.get("all") \
            or target.get("up_to", 1) < 2 or not _handled_wanted(resolution, verb):
        return None
    seat = state.seats[index]
    if verb in ("rest", "retire"):
        return _taken_for_range(state, index, action, source, resolution) if target.get("side") == "yours" \
            and target.get("up_to") == ANY_NUMBER else None
    zone = {"hand": seat.hand, "outside": seat.outside, "remove": seat.remove}.get(target.get("zone"))
    if zone is None or (action["do"] == "to-outside") != (target.get("zone") == "remove"):
        return None
    cards = [c for c in zone if matches_card(state, c, target)]
    return handled_reaching(state, index, source, resolution, verb, cards, lambda c: state.table.bp[c] or 0,
                            lambda c: CARD_VALUE if zone is seat.hand else 0)


REFILLS = frozenset({"draw", "add-to-hand", "take-looked"})  # steps that bring cards to the hand


def _cards_given(action) -> int:
    """How many cards a step that places cards from the hand gives up."""
    return action.get("amount", (action.get("target") or {}).get("up_to", 1))


def _choose_one(state, index, action, source, resolution):
    """"Choose N of the following": the N options worth most now (option_value; ties in printed order), resolved in
    printed order. "Choose N" is N of them even when some are worth nothing or less (the card says to choose; an
    option that can do nothing does nothing); "Choose up to N" (up_to) never takes an option worth nothing. An option
    already used up this turn is never chosen."""
    options = action["options"]
    if action.get("either"):  # "set it to active or rest it": one that can be done, the one worth most as a step
        doable = [_can_be_done(state, index, option, source, resolution) for option in options]
        picked = max(range(len(options)), key=lambda i: (doable[i], step_value(state, index, options[i], source,
                                                                               resolution), -i))
        return bool(_do(state, index, options[picked], source, resolution))
    values = [option_value(state, index, option, source, resolution) for option in options]
    no_repeat = action.get("no_repeat")
    spent = [_option_spent(state, index, action, option, source, resolution) for option in options] \
        if no_repeat or any(option.get("once_per_name") for option in options) else None
    every = not action.get("up_to")
    ranked = sorted((i for i in range(len(options)) if not (spent and spent[i]) and (every or values[i] > 0)),
                    key=lambda i: -values[i])
    picked = sorted(ranked[:action.get("count", 1)])
    if state.seats[index].choose_all_now and every and action.get("count", 1) == 1 and _all_instead(state, index):
        # 'may be replaced with "Choose all of the following" instead': every option, when all of them together are
        # worth more than the one best (the player's choice, by value)
        every_option = [i for i in range(len(options)) if not (spent and spent[i])]
        if sum(values[i] for i in every_option) > max((values[i] for i in every_option), default=0.0):
            picked = every_option
    if len(picked) == 1 and len(ranked) > 1 and every and action.get("count", 1) == 1 and state.table.any_hooks \
            and source.__class__ is Unit:
        count = _chooses_more(state, index, source, values[ranked[1]])
        if count > 1:
            picked = sorted(ranked[:count])
    chosen = 0
    for i in picked:
        if no_repeat or options[i].get("once_per_name"):
            _spend_option(state, index, action, options[i], source, resolution)
        if "condition" in options[i] and not holds(state, index, options[i]["condition"], source, resolution):
            continue  # "• If <X>, draw 2 cards.": chosen, it does nothing when its condition does not hold
        if _do(state, index, options[i], source, resolution):
            chosen += 1
    return chosen > 0


def _chooses_more(state, index, source, more: float) -> int:
    """'[Your Turn] When a character on your area activates a "Choose 1 of the following" effect, you may rest this
    active character and place 1 face-down card under this character to the Outside Area. If you did, that effect
    becomes "Choose 2 of the following" instead': for the "Choose 1" of `source` (a character of seat `index`), the
    first such effect of that seat's characters whose steps can be done and cost less than `more` (what the next best
    option is worth) is done; the count it gives, or 1."""
    seat = state.seats[index]
    if source not in seat.front and source not in seat.energy:
        return 1
    hooked = state.table.hooked
    for unit in seat.front + seat.energy:
        effects = own_effects(state, unit) if hooked[unit.card] else None
        for effect in (effects.hooks.get(CHOOSES_ONE, ()) if effects is not None else ()):
            steps = effect["actions"][:-1]
            if not holds(state, index, effect.get("condition"), unit):
                continue
            if not all(_would_do(state, index, step, unit, None) for step in steps) or any(
                    step["do"] == "face-down-to-outside" and len(unit.under) < step.get("amount", 1) for step in steps):
                continue  # ("you may A and B. If you did": taken whole, not when a step of it can do nothing)
            resolution = _Resolution()
            if sum(step_value(state, index, step, unit, resolution) for step in steps) + more <= 0:
                continue
            done = [{k: v for k, v in step.items() if k not in ("optional", "in_unit")} for step in steps]
            run_effects(state, index, [{"timing": "main", "actions": done}], unit)
            return effect["actions"][-1]["count"]
    return 1


def _all_instead(state, index) -> bool:
    """Does a "choose-all-instead" of seat `index` this turn apply to the "Choose 1 of the following" effect of the card
    resolving now (state.effect_card)? "The next effect of ...": used up by this one, replaced or not."""
    seat, card = state.seats[index], state.effect_card
    if card is None or card < 0:
        return False
    for at, (wanted, next_only) in enumerate(seat.choose_all_now):
        if matches_card(state, card, wanted):
            if next_only:
                seat.choose_all_now = seat.choose_all_now[:at] + seat.choose_all_now[at + 1:]
            return True
    return False


def _choose_all_instead(state, index, action, source, resolution):
    """"During this turn, the (next) effect(s) of your purple cards with "Choose 1 of the following" may be replaced
    with "Choose all of the following" instead": kept for the turn (flow's Start Phase clears it; _all_instead)."""
    state.seats[index].choose_all_now += ((action.get("filter") or {}, bool(action.get("next"))),)
    return True


def _option_ways(action, option, source) -> tuple[bool, bool]:
    """How an option of "choose N of the following" is used up this turn: (by this character, by its card name). "This
    effect of <X> can only be activated once per turn" on the option, or on the block "You cannot choose an effect that
    <X> has already chosen during this turn" (by name) / "... that this character has already chosen" (by it)."""
    by_unit = action.get("no_repeat") == "this-character" and source.__class__ is Unit
    by_name = bool(option.get("once_per_name")) or action.get("no_repeat") == "name" or (
        action.get("no_repeat") == "this-character" and not by_unit)
    return by_unit, by_name


def _option_key(state, source, resolution, option) -> tuple | None:
    card = source.card if source.__class__ is Unit else resolution.card
    return (state.table.name[card], "option", repr(option)) if card >= 0 else None


def _option_spent(state, index, action, option, source, resolution) -> bool:
    by_unit, by_name = _option_ways(action, option, source)
    if by_unit and ("option", repr(option)) in source.fired:
        return True
    key = _option_key(state, source, resolution, option) if by_name else None
    return key is not None and key in state.seats[index].names_used


def _spend_option(state, index, action, option, source, resolution) -> None:
    by_unit, by_name = _option_ways(action, option, source)
    if by_unit:
        source.fired += (("option", repr(option)),)  # (beside the effects it used, by identity)
    key = _option_key(state, source, resolution, option) if by_name else None
    if key is not None:
        state.seats[index].names_used += (key,)


def _all_of(state, index, action, source, resolution):
    done = False
    outer, outer_at = resolution.steps, resolution.at
    steps = resolution.steps = action["actions"]
    for at, step in enumerate(steps):
        resolution.at = at
        _run_action(state, index, step, source, resolution)
        done = done or resolution.done
    resolution.steps, resolution.at = outer, outer_at
    return done


def _defeated_to(state, index, action, source, resolution):
    return True  # done as the battle retires the loser (defeated_to, battle._battle)


def defeated_to(state, index, attacker) -> str | None:
    """Where the character `attacker` defeats in battle goes instead of being retired ("When this character attacks
    and wins a battle, ... the opponent's character that lost this battle returns to your opponent's hand instead of
    retire"): "hand" / "bottom" / "remove", or None. Its "when-wins-battle" effects whose conditions hold now say it."""
    effects = own_effects(state, attacker)
    sets = ([effects] if effects is not None else []) + [inner for inner, _ in attacker.abilities or ()]
    for effect in (e for inner in sets for e in inner.hooks.get("when-wins-battle", ())):
        if effect.get("once_per_turn") and (any(used is effect for used in attacker.fired)
                                            or name_used(state, index, attacker.card, effect)):
            continue
        if not holds(state, index, effect.get("condition"), attacker):
            continue
        for action in effect["actions"]:
            if action["do"] == "defeated-to" and holds(state, index, action.get("condition"), attacker):
                return action["where"]
    return None


def send_defeated(state, seat, unit, where) -> None:
    """The loser of a battle to its owner's hand or the bottom of its deck instead of the Outside Area (not retired:
    no [On Retire]); a Raid base and face-down cards under it go to the Outside Area."""
    if where == "field":
        return  # "... does not leave the field": it stays as it is
    if where == "hand":
        _return_to_hand(state, seat, unit, {}, cause="battle")
    elif where == "remove":  # "is placed on the Remove Area instead of retire"
        (seat.front if unit in seat.front else seat.energy).remove(unit)
        state._to_zone(seat, unit, seat.remove, "battle")
    else:
        _to_deck_unit(state, seat, unit, {"where": "bottom"}, cause="battle")


HANDLERS = {
    "defeated-to": _defeated_to,
    "draw": _draw,
    "draw-to": _draw_to,
    "opponent-draws": _opponent_draws,
    "discard": _discard,
    "discard-chosen": _discard_chosen,
    "opponent-discards": _opponent_discards,
    "opponent-adds-retired": _opponent_adds_retired,
    "opponent-retires": _opponent_gives_up(_retire),
    "opponent-returns": _opponent_gives_up(_return_to_hand),
    "opponent-rests": _opponent_rests,
    "opponent-moves": _opponent_moves,
    "opponent-outside-to": _opponent_outside_to,
    "set-ap-active": _set_ap_active,
    "pay-ap": _pay_ap,
    "deal-damage": _deal_damage,
    "life-to-deck": _life_to_deck,
    "bp-change": _bp_change,
    "choose": _choose,
    "gain-keyword": _gain_keyword,
    "retire": _on_each_unit(_retire),
    "rest": _on_each_unit(_rest),
    "set-active": _on_each_unit(_set_active),
    "stays-rested": _on_each_unit(_stays_rested),
    "hold-rested": _hold_rested,
    "return-to-hand": _on_each_unit(_return_to_hand),
    "to-outside": lambda state, index, action, source, resolution: (
        _removed_to_outside if (action.get("target") or {}).get("zone") == "remove" else _on_each_unit(_to_outside))(
            state, index, action, source, resolution),
    "move-line": _on_each_unit(_move_line_action),
    "return-to-hand-or-self": _return_to_hand_or_self,
    "enters-active": _enters_active,
    "generated-energy-change": _generated_energy_change,
    "required-energy-change": _required_energy_change,
    "gain-ability": _gain_ability,
    "when-chosen-retired": _when_chosen_retired,
    "lose-effects": _lose_effects,
    "hand-to-deck-top": _hand_to_deck,
    "hand-to-deck": _hand_to_deck,
    "hand-to-life": _hand_to_life,
    "declare-energy": _declare_energy,
    "next-cost-reduction": _next_cost_reduction,
    "next-range-raise": _next_range_raise,
    "also-event": _also_event_now,
    "to-remove": _to_remove,
    "look-at-top": _look_at_top,
    "top-or-bottom": _top_or_bottom,
    "take-looked": _take_looked,
    "looked-to-outside": _looked_to_outside,
    "looked-to": _looked_to,
    "reveal": _reveal,
    "add-to-hand": _add_to_hand,
    "play-from": _play_from,
    "use-from": _use_from,
    "life-to-hand": _life_to_hand,
    "life-to-outside": _life_to_outside,
    "life-stays": _life_stays,
    "choose-all-instead": _choose_all_instead,
    "choose-count": lambda state, index, action, source, resolution: True,  # (read by _choose_one: _chooses_more)
    "activate-effect": _activate_effect,
    "mill": _mill,
    "usable-from-remove": _usable_from_remove,
    "choose-one": _choose_one,
    "all-of": _all_of,
    "face-down-under": _face_down_under,
    "raid-source-under": _raid_source_under,
    "face-down-to-outside": _face_down_to_outside,
    "raid-top-to": _raid_top_to,
    "raid-source-to-outside": _raid_source_to_outside,
    "face-down-move": _face_down_move,
    "swap-positions": _swap_positions,
    "rearrange-lines": _rearrange_lines,
    "face-down-to-hand": _face_down_to_hand,
    "to-deck": _to_deck,
}
ACTIONS = frozenset(HANDLERS)  # what the runtime plays; any other action keeps a card "simulated incompletely"


def _do(state, index, action, source, resolution):
    """Do one action; returns whether anything was done (for "If you did")."""
    handler = HANDLERS.get(action["do"])
    return handler(state, index, action, source, resolution) if handler is not None else False


def _can_be_done(state, index, action, source, resolution) -> bool:
    """Can the step be done in full now ("retire this character or place 1 card from your hand to the Outside Area":
    with no card in hand only the first can)? _would_do, and the cards or AP a cost-like step gives up are there."""
    seat = state.seats[index]
    kind = action["do"]
    if kind == "discard":
        return len(seat.hand) >= action.get("amount", 1)
    if kind == "discard-chosen" and action["target"].get("same_energy"):
        return _same_energy_pick(state, seat.hand, action["target"], action["target"]["up_to"]) is not None
    if kind in ("life-to-outside", "life-to-deck"):
        return len(seat.life) >= action.get("amount", 1)
    if kind == "pay-ap":
        return sum(seat.ap) >= action["amount"]
    if kind == "all-of":
        return all(_can_be_done(state, index, step, source, resolution) for step in action["actions"])
    return _would_do(state, index, action, source, resolution)


def _would_do(state, index, action, source, resolution) -> bool:
    if "condition" in action and not holds(state, index, action["condition"], source, resolution):
        return False
    target = action.get("target")
    if target is not None and action["do"] in ("retire", "rest", "return-to-hand", "set-active", "bp-change",
                                                "gain-keyword", "move-line", "to-outside", "raid-top-to"):
        if target.get("chosen"):
            return any(_on_field(state, unit) for unit in resolution.chosen)
        return bool(_units(state, index, target, source, resolution=resolution if "bp_max_handled" in target else None))
    if action["do"] == "face-down-to-hand":  # a face-down card to take (under this character, or under the targeted)
        holders = _units(state, index, target, source) if target is not None else [source] if source is not None else []
        return any(unit.under for unit in holders)
    return True


def make_room(state, seat, line) -> None:
    """A full line gives up 1 card to the Remove Area (seed 000 Move Phase: "first move 1 card from that line to
    the Remove Area"; Play Character cards: "place 1 card from that line in your Remove Area"): the card worth
    least — on the Energy Line the one generating least energy, then the lowest BP; on the Front Line the
    lowest BP (docs/engine.md)."""
    on_energy = line is seat.energy
    worst = min(line, key=lambda u: (state._generated(u), state._bp(u)) if on_energy else state._bp(u))
    line.remove(worst)
    state._to_zone(seat, worst, seat.remove)


def _move_line(state, seat, unit, to, by_your_effect=False, by_this_card=False) -> None:
    on_front = unit in seat.front
    if to == "front" and on_front or to == "energy" and not on_front or not state.may_move_to(
            unit, ENERGY if on_front else FRONT, by_your_effect, by_this_card):
        return  # (a character that "cannot move" / "cannot be moved to the Front Line" stays on its line)
    destination = seat.energy if on_front else seat.front
    while destination and len(destination) >= (4 if on_front else state.front_size(seat)):
        # ("When moving cards during phases other than the Move Phase, use the same procedure")
        make_room(state, seat, destination)
    (seat.front if on_front else seat.energy).remove(unit)
    destination.append(unit)
    if MOVED in state.table.history:  # "if this character moved outside of your Move Phase"
        state._note(unit, NOTED_SHIFTED)
    if on_front:
        state._moved_to_energy(state.seats.index(seat), unit)
    else:
        state._moved_to_front(state.seats.index(seat), unit)


def plays_active(state, index, effects) -> bool:
    """Is the card whose effects these are played in active now (seed 000: a character is played rested unless an
    effect says otherwise)? Read as it is played, before it is on the field."""
    return effects is not None and any(holds(state, index, condition, None) for condition in effects.enters_active)


def run_hook(state, index, unit, timing) -> None:
    """Resolve `unit`'s effects at a HOOKS timing (its card's, and abilities it gained)."""
    effects = own_effects(state, unit)
    if effects is not None and timing in effects.hooks:
        run_effects(state, index, effects.hooks[timing], unit)
    if unit.abilities:
        for inner, _ in unit.abilities:
            if timing in inner.hooks and state.phase != 7:
                run_effects(state, index, inner.hooks[timing], unit)


def run_discard_hooks(state, index, card, by_opponent, placer) -> None:
    """"When you place 1 card from your hand to the Outside Area (by your own effect), ... you may place that card under
    this character": seat `index` placed `card` from its hand (by its opponent's effect: `by_opponent`; `placer` the card
    whose effect it was); each of its characters with that timing reacts, in the order they are on the area (the
    Front Line's first), while the card is still in the Outside Area."""
    seat = state.seats[index]
    timings = ("when-you-discard",) if by_opponent else ("when-you-discard", "when-you-discard-by-your-effect")
    units = [u for line in (seat.front, seat.energy) for u in line
             if (u.abilities or state.table.hooked[u.card]) and any(has_hook(state, u, t) for t in timings)]
    for unit in units:
        if state.phase == 7 or card not in seat.outside:
            return
        if not _on_field(state, unit):
            continue
        effects = own_effects(state, unit)
        for timing in timings:
            mine = list(effects.hooks.get(timing, ())) if effects is not None else []
            mine += [e for inner, _ in unit.abilities or () for e in inner.hooks.get(timing, ())]
            if mine:
                run_effects(state, index, mine, unit, placer=placer, placed=card)


def has_hook(state, unit, timing) -> bool:
    effects = own_effects(state, unit)
    if effects is not None and timing in effects.hooks:
        return True
    return bool(unit.abilities) and any(timing in inner.hooks for inner, _ in unit.abilities)


# --- activated abilities --------------------------------------------------------------------------
def can_activate(state, index, unit, number, effect) -> bool:
    """Can seat `index` activate effect `number` of `unit` now (costs payable, once per turn, condition)?"""
    if unit.muted != -1:
        return False  # it has lost all of its original effects
    if effect.get("once_per_turn") and (unit.used >> number & 1 or name_used(state, index, unit.card, effect)):
        return False
    seat = state.seats[index]
    for cost in effect.get("cost") or ():
        kind = cost["kind"]
        if kind == "rest-this-card" and unit.rested:
            return False
        if kind == "pay-ap" and sum(seat.ap) < cost["amount"]:
            return False
        if kind in ("place-from-hand-to-outside", "discard") and len(seat.hand) < cost["amount"]:
            return False
        if kind == "retire-this-card" and state.restricted(unit, "cannot-be-retired"):
            return False  # Main Phase B: every cost must be paid ("This character will not be retired": it cannot)
    return holds(state, index, effect.get("condition"), unit)


OUTSIDE_COSTS = ("pay-ap", "place-from-hand-to-outside", "discard")  # (a card in the Outside Area is not rested nor retired)


def outside_activations(state, index) -> list:
    """(position in the Outside Area, effect number) of the "[Main] [When in Outside Area]" effects seat `index` may
    activate now (one position per card: copies share an id)."""
    seat, effects = state.seats[index], state.table.effects
    found, seen = [], set()
    for position, card in enumerate(seat.outside):
        if card in seen or effects[card] is None or not effects[card].outside_activated:
            continue
        seen.add(card)
        for number, effect in enumerate(effects[card].outside_activated):
            if can_activate_outside(state, index, card, number, effect):
                found.append((position, number))
    return found


def can_activate_outside(state, index, card, number, effect) -> bool:
    """Can seat `index` activate effect `number` of `card`, in its Outside Area, now (costs payable, once per turn,
    condition)? ("[1 Per Turn]" is kept per card id: copies in the Outside Area share one.)"""
    seat = state.seats[index]
    if card not in seat.outside or effect.get("once_per_turn") and (
            (card, number) in seat.outside_used_now or name_used(state, index, card, effect)):
        return False
    for cost in effect.get("cost") or ():
        if cost["kind"] == "pay-ap" and sum(seat.ap) < cost["amount"]:
            return False
        if cost["kind"] in ("place-from-hand-to-outside", "discard") and len(seat.hand) < cost["amount"]:
            return False
    return holds(state, index, effect.get("condition"), None)


def activate_outside(state, index, card, number, effect) -> None:
    """Pay the costs, mark Once Per Turn, resolve the effect of the card in the Outside Area ("play this card",
    "add this card to your hand": that card, as an [On Retire]'s)."""
    seat = state.seats[index]
    seat.outside_used_now += ((card, number),)
    outer, state.effect_card = state.effect_card, card  # (a card its cost places was placed by this card's effect)
    for cost in effect.get("cost") or ():
        if cost["kind"] == "pay-ap":
            state._pay_ap(seat, cost["amount"])
        else:
            _discard_worst(state, seat, cost["amount"])
    state.effect_card = outer
    run_card_effects(state, index, card, [dict(effect, condition=None)])


def activate(state, index, unit, number, effect) -> None:
    """Pay the costs, mark Once Per Turn, resolve the effect."""
    seat = state.seats[index]
    unit.used |= 1 << number  # (a once-per-name use is marked as the effect resolves: run_effects)
    retire_after = False
    state.effect_card = unit.card  # (a card its cost places to the Outside Area was placed by this card's effect)
    for cost in effect.get("cost") or ():
        kind = cost["kind"]
        if kind == "rest-this-card":
            if not unit.rested and RESTED in state.table.history:
                state._note(unit, NOTED_RESTED)
            unit.rested = True
        elif kind == "pay-ap":
            state._pay_ap(seat, cost["amount"])
        elif kind in ("place-from-hand-to-outside", "discard"):
            _discard_worst(state, seat, cost["amount"])
        elif kind == "retire-this-card":
            retire_after = True
    state.effect_card = -1
    if retire_after:
        state._remove_from_field(seat, unit, "cost")
    run_effects(state, index, [dict(effect, condition=None)], unit)
