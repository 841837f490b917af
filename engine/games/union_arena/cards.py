"""Union Arena card data as flat integer tables, built once per deck from CardRecords.

Card behaviour comes from the card's data fields (type, colour, required energy, AP cost, BP,
generated energy, trigger, keyword abilities) and its effects in the engine's vocabulary (the
card's `effects`, or its text compiled by engine.effects.compiler), never from its name.
`incomplete` marks cards whose text the engine does not play in full."""
from __future__ import annotations

from engine.cards import CardRecord
from engine.games.union_arena.effects_runtime import RESTRICTIONS, card_effects, card_owner, holds

CHARACTER, FIELD, EVENT, AP, BLANK = 0, 1, 2, 3, 4
TYPES = {"character": CHARACTER, "field": FIELD, "event": EVENT, "ap": AP}
COLORS = {"red": 0, "blue": 1, "green": 2, "yellow": 3, "purple": 4, "all": 5}
ALL_COLORS = 5
T_NONE, T_DRAW, T_GET, T_ACTIVE, T_RAID, T_COLOR, T_SPECIAL, T_FINAL = range(8)
# the kinds of Raid target (a card's raid: (kind, texts)): one of the names, the trait, or each text in the name
RAID_NAME, RAID_TRAIT, RAID_NAME_HAS = range(3)
RAID_KINDS = {"name": RAID_NAME, "trait": RAID_TRAIT, "name-has": RAID_NAME_HAS}
TRIGGERS = {"none": T_NONE, "draw": T_DRAW, "get": T_GET, "active": T_ACTIVE, "raid": T_RAID, "color": T_COLOR,
            "special": T_SPECIAL, "final": T_FINAL}


class CardTable:
    """Per-card attributes indexed by card id (0..n-1). Id 0.. are real cards; blanks (goldfish
    life cards) use BLANK type."""

    __slots__ = ("records", "type", "color", "energy", "ap_cost", "bp", "generated", "trigger", "step", "snipe",
                 "double_attack", "double_block", "impact", "impact_plus", "damage", "damage_plus", "negate_impact",
                 "raid", "name", "names", "traits", "identity", "incomplete", "effects",
                 "keyworded", "hooked", "activatable", "restricted", "weakened", "any_hooks", "any_auras", "any_keyword_auras", "any_guards",
                 "any_chosen_hooks", "any_damage_replacements", "any_substitutes",
                 "any_draw_replacements", "any_under_redirects", "any_outside_hooks", "any_played_hooks", "any_front_sizes", "any_draw_hooks", "any_discard_hooks",
                 "any_negative_auras", "any_weakened", "deck_incomplete", "energy_also", "bp_fixed",
                 "has_continuous", "any_unchanged", "any_energy_on_front", "need_color", "line_bans", "raid_only", "any_raided_reductions", "any_outside_reductions", "any_raid_auras",
                 "any_range_raise", "any_event_auras", "renames", "any_renames", "history", "any_outside_activated",
                 "any_own_protections", "any_hand_raids", "any_retired_hooks", "any_leave_hooks", "any_energy_attackers",
                 "any_outside_ends", "any_choice_records")

    def __init__(self):
        for slot in self.__slots__:
            setattr(self, slot, [])
        self.any_hooks = False  # some card has effects at moments of the turn, or can gain abilities
        self.any_chosen_hooks = False  # some card reacts when an effect chooses it (CardEffects.when_chosen)
        self.any_renames = False  # some card's name changes while a condition holds (effects_runtime.card_names)
        self.any_outside_activated = False  # some card has "[Main] [When in Outside Area]" effects (legal_actions)
        # some card cannot be chosen by its own player's effects either ("by the effects of your or your opponent's
        # characters without <X>": cannot-be-chosen by "both"), read by _units for your own cards only then
        self.any_own_protections = False
        self.any_played_hooks = False  # some card reacts when a card of its player's is played (CardEffects.when_played)
        self.any_hand_raids = False  # some card reacts from its player's hand to a Raid of theirs (CardEffects.hand_raids)
        # some character reacts when another character is retired (CardEffects.when_retired: effects_runtime.retired_watchers)
        self.any_retired_hooks = False
        self.any_leave_hooks = False  # some card has "When this character / your character leaves the area"
        # some character can attack from the Energy Line (its own text, or an ability an effect gives it): only then
        # does the Attack Phase offer Energy Line attackers (LegalMixin._attack_actions)
        self.any_energy_attackers = False
        self.any_choice_records = False  # some effect leaves out characters a <X> card's effect chose this turn
        self.any_outside_ends = False  # some card waits in the Outside Area for the end of the Attack Phase (outside_ends)
        # some card reacts when its player draws by an effect ("when you draw a card with your effects"), or can gain
        # abilities
        self.any_draw_hooks = False
        self.any_discard_hooks = False  # "When you place 1 card from your hand to the Outside Area" (run_discard_hooks)
        self.any_front_sizes = False  # some card changes how many cards a Front Line holds (ValuesMixin.front_size)
        self.any_auras = False  # some card boosts all of its owner's characters
        self.any_keyword_auras = False  # some card gives a keyword to all of its owner's matching characters
        self.any_guards = False  # some card puts a restriction on other cards of its owner (CardEffects.guards)
        # some card cannot be rested / moved / returned to the hand by effects, or some card gives abilities
        self.any_unchanged = False
        self.any_raided_reductions = False  # some character lowers the energy a Raid onto it needs
        self.any_outside_reductions = False  # some card lowers its own required energy in its Outside Area
        self.any_raid_auras = False  # some character lowers the energy a Raid from the hand needs (raid_auras)
        # some character raises the BP limit of its player's choices (range_auras: effects_runtime.range_raise)
        self.any_range_raise = False
        # some card makes its player's Character cards Event cards too (event_auras, or "during this turn":
        # effects_runtime.is_event)
        self.any_event_auras = False
        self.any_damage_replacements = False  # some card may change the damage its player takes ("... 1 damage instead")
        self.any_substitutes = False  # some card may be retired in place of another ("you may retire this character instead")
        self.any_draw_replacements = False  # "If your opponent draws cards by your effect, you draw ... instead"
        self.any_outside_hooks = False  # "When this card is placed to the Outside Area" (to_outside_hooks)
        self.any_under_redirects = False  # "When a face-down card will be placed to the Outside Area from under ..."
        self.any_negative_auras = False  # some card lowers the BP of all of its owner's characters
        # some card's continuous effect (its own, an aura, or an ability it gives) may lower BP as the position
        # changes: only then must BP 0 be checked after every action
        self.any_weakened = False
        self.any_energy_on_front = False  # some card "also generates energy on the Front Line" (or may: a condition, a grant)
        # the kinds of Seat.history event (board.MOVED, ...) some card reads: only those are written as the turn goes
        self.history: frozenset = frozenset()
        # deck_incomplete[i]: how many copy identities of deck i are simulated incompletely

    def add(self, record: CardRecord | None) -> int:
        card_id = len(self.type)
        self.records.append(record)
        if record is None:
            self.type.append(BLANK)
            for slot in ("color", "need_color", "energy", "ap_cost", "bp", "generated", "trigger", "impact", "impact_plus",
                         "damage", "damage_plus"):
                getattr(self, slot).append(0)
            for slot in ("step", "snipe", "double_attack", "double_block", "negate_impact", "incomplete"):
                getattr(self, slot).append(False)
            self.raid.append(None)
            self.name.append("")
            self.names.append(frozenset())
            self.renames.append(())
            self.energy_also.append(())
            self.keyworded.append(False)
            self.hooked.append(False)
            self.activatable.append(False)
            self.restricted.append(False)
            self.weakened.append(False)
            self.bp_fixed.append(True)
            self.has_continuous.append(False)
            self.traits.append(frozenset())
            self.identity.append("")
            self.effects.append(None)
            self.line_bans.append(())
            self.raid_only.append(False)
            return card_id
        keywords = {k["name"]: k for k in record.get("keywords") or []}
        self.type.append(TYPES.get(record.type, EVENT))
        self.color.append(COLORS.get(record.get("color") or "all", ALL_COLORS))
        self.energy.append(record.get("required_energy") or 0)
        self.ap_cost.append(record.get("ap_cost") or 0)
        self.bp.append(record.get("bp") or 0)
        self.generated.append(record.get("generated_energy") or 0)
        self.trigger.append(TRIGGERS.get(record.get("trigger") or "none", T_NONE))
        self.step.append("step" in keywords)
        self.snipe.append("snipe" in keywords)
        self.double_attack.append("double-attack" in keywords)
        self.double_block.append("double-block" in keywords)
        self.impact.append(1 if "impact" in keywords else 0)
        self.impact_plus.append(keywords.get("impact-plus", {}).get("value", 0))
        self.damage.append(keywords.get("damage", {}).get("value", 1) if "damage" in keywords else 1)
        self.damage_plus.append(keywords.get("damage-plus", {}).get("value", 0))
        self.negate_impact.append("negate-impact" in keywords)
        raid = keywords.get("raid")
        self.raid.append((RAID_KINDS[raid.get("target_kind", "name")], tuple(raid["target"].split("|"))) if raid else None)
        self.name.append(record.name)
        self.traits.append(frozenset(record.get("traits") or ()))
        self.identity.append(record.identity)
        effects = card_effects(record)
        self.names.append(frozenset([record.name, *effects.aliases]))  # "also treated as <X>"
        self.renames.append(tuple(effects.renames))  # "If ..., this card's name is changed to <X>"
        self.any_renames = self.any_renames or bool(effects.renames)
        self.energy_also.append(tuple(effects.energy_aliases))  # "also treated as having required energy of N"
        # keywords from a continuous effect ("If ..., this character gains [Impact 1]")
        self.keyworded.append(any(action["do"] == "gain-keyword" for _, _, action in effects.continuous))
        self.hooked.append(bool(effects.hooks))  # effects at moments of the turn (end of the main phase, ...)
        self.activatable.append(bool(effects.activated))  # Activate: Main abilities
        self.any_outside_activated = self.any_outside_activated or bool(effects.outside_activated)
        # "cannot attack / block / be retired / be chosen" from its own continuous effects
        self.restricted.append(any(action["do"] in RESTRICTIONS for _, _, action in effects.continuous))
        self.any_hooks = self.any_hooks or bool(effects.hooks) or effects.grants or bool(effects.life_out)
        self.any_chosen_hooks = self.any_chosen_hooks or bool(effects.when_chosen)
        self.any_retired_hooks = self.any_retired_hooks or bool(effects.when_retired or effects.outside_retired)
        self.any_leave_hooks = self.any_leave_hooks or bool(effects.leaves or effects.when_leaves)
        self.any_outside_ends = self.any_outside_ends or bool(effects.outside_ends)
        self.any_choice_records = self.any_choice_records or effects.choice_records
        self.any_played_hooks = self.any_played_hooks or bool(effects.when_played)
        self.any_hand_raids = self.any_hand_raids or bool(effects.hand_raids)
        self.any_energy_attackers = self.any_energy_attackers or effects.energy_attacks
        self.any_draw_hooks = self.any_draw_hooks or "when-you-draw-by-your-effect" in effects.hooks or bool(effects.grants)
        self.any_discard_hooks = self.any_discard_hooks or bool(effects.grants) or any(
            timing in effects.hooks for timing in ("when-you-discard", "when-you-discard-by-your-effect"))
        self.any_front_sizes = self.any_front_sizes or bool(effects.front_sizes)
        self.any_auras = self.any_auras or bool(effects.auras)
        self.any_keyword_auras = self.any_keyword_auras or bool(effects.keyword_auras)
        self.any_damage_replacements = self.any_damage_replacements or bool(effects.grants) or any(
            action["do"] == "damage-replacement" for _, _, action in effects.continuous)  # (or an ability a card grants)
        self.any_substitutes = self.any_substitutes or bool(effects.grants) or any(
            action["do"] == "substitute-retire" for _, _, action in effects.continuous)
        self.any_draw_replacements = self.any_draw_replacements or bool(effects.grants) or any(
            action["do"] == "draw-replacement" for _, _, action in effects.continuous)
        self.any_outside_hooks = self.any_outside_hooks or bool(effects.to_outside)
        self.any_under_redirects = self.any_under_redirects or bool(effects.grants) or any(
            action["do"] == "under-redirect" for _, _, action in effects.continuous)
        self.any_guards = self.any_guards or bool(effects.guards) or bool(effects.opposing) or effects.player_guards
        self.any_unchanged = self.any_unchanged or effects.grants or any(
            action["do"] == "cannot-be-changed" for _, _, action in effects.continuous + effects.guards)
        self.any_own_protections = self.any_own_protections or any(
            action["do"] == "cannot-be-chosen" and action.get("by") == "both"
            for _, _, action in effects.continuous + effects.guards)
        self.any_negative_auras = self.any_negative_auras or any(a["amount"] < 0 for _, _, a in effects.auras)
        # its own continuous effects can lower its BP (then a BP 0 check must look at it)
        self.weakened.append(effects.your_turn_bp < 0 or any(
            action["do"] == "bp-change" and action["amount"] < 0 for _, _, action in effects.continuous))
        self.any_weakened = self.any_weakened or self.weakened[-1] or self.any_negative_auras or effects.grants
        # its own effects never change its BP (no [Your Turn] BP, no continuous BP change): BP is printed + bonus
        self.bp_fixed.append(effects.your_turn_bp == 0 and not any(
            action["do"] == "bp-change" for _, _, action in effects.continuous))
        self.has_continuous.append(bool(effects.continuous))  # continuous effects ("If ..., this character ...")
        self.any_energy_on_front = self.any_energy_on_front or effects.energy_on_front or bool(effects.grants) or any(
            action["do"] == "generates-on-front-line" for _, _, action in effects.continuous)  # (also while a condition
        # holds, or as an ability a card grants)
        # the colour of energy its required energy asks for: its own, or any (ALL_COLORS) when it says so
        self.need_color.append(ALL_COLORS if effects.any_color_energy else self.color[-1])
        self.effects.append(effects)
        self.line_bans.append(tuple(effects.line_bans))  # "This card cannot be played on the <line>": entry_banned
        self.raid_only.append(effects.raid_only)
        self.any_raided_reductions = self.any_raided_reductions or bool(effects.raided_reductions)
        self.any_outside_reductions = self.any_outside_reductions or bool(effects.outside_reductions)
        if effects.history:
            self.history = self.history | effects.history
        self.any_raid_auras = self.any_raid_auras or bool(effects.raid_auras)
        self.any_range_raise = self.any_range_raise or bool(effects.range_auras)
        self.any_event_auras = self.any_event_auras or bool(effects.event_auras) or any(  # (or for a turn: Seat.events_now)
            "'also-event'" in repr(effect) for effect in effects.on_play + effects.activated)
        self.incomplete.append(not effects.complete)
        return card_id

    def raids_onto(self, card: int, target: int, names: frozenset | None = None) -> bool:
        """Whether `card` may Raid onto the character `target` (seed 000 Raid Boost: the specified Character that
        does not have Raid); `names`: the target's names now when a rename may change them (card_names)."""
        raid = self.raid[card]
        if raid is None or self.type[target] != CHARACTER or self.raid[target] is not None:
            return False
        kind, texts = raid
        if kind == RAID_NAME:
            return not (names or self.names[target]).isdisjoint(texts)
        if kind == RAID_TRAIT:
            return texts[0] in self.traits[target]
        return any(all(text in name for text in texts) for name in (names or self.names[target]))

    def entry_banned(self, card: int, line: int, moved: bool, by_your_effect: bool, under: int = 0,
                     by_this_card: bool = False, state=None) -> bool:
        """Whether the card's own text forbids it to be played (moved: to be moved) to `line` (FRONT / ENERGY) now:
        "This card cannot be played on the Energy Line", "cannot be played to the Front Line or moved to the Front
        Line", "can only be played on or moved to the Front Line using your effects" (then your effects may); "... if
        there is a face-down card under this character" while `under` (its face-down cards) reaches that number;
        "... except by this card's effect": by_this_card, an effect of this card's own, may (who_may 2; 1: your effects);
        "If there isn't 20 or more cards on your Outside Area, this character cannot be played to the Front Line": while
        that condition holds for the card's owner in `state` (with no state: banned)."""
        for banned, moves, who_may, least_under, condition in self.line_bans[card]:
            if (banned == line and (moves or not moved) and not (who_may == 1 and by_your_effect)
                    and not (who_may == 2 and by_this_card) and under >= least_under
                    and (condition is None or state is None or holds(state, card_owner(state, card), condition, None))):
                return True
        return False


def has_unsimulated_text(record: CardRecord) -> bool:
    """True when the card's text holds anything the engine does not play (see effects_runtime)."""
    return not card_effects(record).complete
