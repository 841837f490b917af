"""Render a compiled Union Arena effect list back to plain English.

`describe(effects)` is what the card pages and the API show as "Simulated as: …", so a player can
check what the engine will actually do with a card's text. Every timing, cost, condition and action
of the vocabulary (`engine.effects.vocabulary`) has a rendering here; a test walks the tables so a
new vocabulary entry cannot be added without one.
"""
from __future__ import annotations

TIMING_TEXT = {
    "on-play": "On Play", "when-attacking": "When Attacking", "when-blocking": "On Block",
    "on-retire": "On Retire", "during-your-turn": "During your turn", "during-opponents-turn": "During your opponent's turn",
    "activate-main": "Activate: Main", "activate-outside": "Activate: Main, while this card is in your Outside Area",
    "start-of-turn": "At the start of your turn",
    "start-of-main-phase": "At the start of your Main Phase", "end-of-turn": "At the end of your turn",
    "start-of-end-phase": "At the start of your End Phase", "trigger": "Trigger", "when-in-front-line": "While on the Front Line",
    "when-in-energy-line": "While on the Energy Line", "main": "When used", "when-moved-to-front-line":
    "When moved to the Front Line", "when-moved-to-energy-line": "When moved from the Front Line to the Energy Line",
    "when-moved": "When this character moves to the other line",
    "when-returned-to-hand": "When returned to the hand", "when-removed": "When put into the Remove Area by your effect",
    "when-revealed-from-deck": "When revealed from your deck",
    "when-milled":
    "When put into the Outside Area from the deck", "when-yours-wins-battle": "When a character of yours wins a battle",
    "when-attack-not-blocked": "When this attacks and is not blocked", "when-attack-blocked":
    "When this attacks and is blocked", "when-wins-battle": "When this wins a battle",
    "when-attacks-and-loses": "When this attacks and loses a battle",
    "when-yours-attacks-and-loses": "When a character of yours attacks and loses a battle",
    "when-yours-attack-not-blocked": "When an attack of a character of yours is not blocked",
    "when-bp-increased": "When this gets its BP increased by an effect", "start-of-attack-phase":
    "At the start of your Attack Phase", "end-of-attack": "At the end of this character's attack",
    "end-of-attack-phase": "At the end of your Attack Phase",
    "end-of-opponents-attack-phase": "At the end of your opponent's Attack Phase",
    "end-of-the-attack-phase": "At the end of each Attack Phase",
    "when-yours-played": "When a card of yours is played",
    "in-hand-when-yours-raids": "While this card is in your hand, when a card of yours raids",
    "end-of-yours-attack": "At the end of an attack of a character of yours",
    "when-yours-attacks": "When a character of yours attacks", "end-of-main-phase": "At the end of your Main Phase",
    "when-life-to-outside": "When a card is placed from your Life Area to your Outside Area",
    "when-raided-on": "When a Raid card is placed on this character",
    "when-set-active-by-your-effect": "When this rested character is set to active by your effect",
    "when-rested-by-your-effect": "When this active character is rested by your effect",
    "when-yours-chooses-one": 'When a character of yours uses a "choose 1 of the following" effect',
    "when-chosen": "When this character is chosen by an effect",
    "when-discarded": "When put into the Outside Area from the hand",
    "when-to-outside": "When put into the Outside Area",
    "when-discarded-by-your-effect": "When put into the Outside Area from the hand by your effect",
    "when-you-discard": "When you place a card from your hand to the Outside Area",
    "when-you-discard-by-your-effect": "When you place a card from your hand to the Outside Area by your effect",
    "when-you-draw-by-your-effect": "When you draw a card with your effect",
    "when-character-retired": "When another character is retired",
    "when-leaves": "When this character leaves the area", "when-character-leaves": "When another character leaves the area",
    "in-outside-when-character-retired": "While this card is in your Outside Area, when a character is retired",
    "in-outside-end-of-attack-phase": "While this card is in your Outside Area, at the end of your Attack Phase",
    "continuous": "Continuous", "static": "Always",
}

ZONE_TEXT = {"front": "Front Line", "energy": "Energy Line", "any": "area", "hand": "hand", "outside": "Outside Area",
             "deck": "deck", "life": "Life Area", "remove": "Remove Area", "looked": "looked-at cards",
             "raid-source": "this character's raid source", "hand|outside": "hand or Outside Area",
             "any|revealed": "area or revealed from your hand", "any|outside": "area and Outside Area",
             "outside|remove": "Outside Area and Remove Area", "placed": "Outside Area (of the cards this effect placed there)",
             "added": "hand (the card this effect added there), instead of keeping it in your hand"}

DURATION_TEXT = {"this-turn": " during this turn", "until-next-turn-start": " until the start of your next turn",
                 "while-on-field": " while this card is on the field", "this-battle": " during this battle",
                 "opponents-next-turn": " during your opponent's next turn"}


def _plural(amount: int, word: str) -> str:
    return f"{amount} {word}" + ("" if amount == 1 else "s")


def _signed(amount: int) -> str:
    return f"+{amount}" if amount >= 0 else str(amount)


def target_text(target: dict | None, default: str = "character", counted: bool = True) -> str:
    """'up to 1 active <Knight> character on your opponent's Front Line with BP 3000 or less'. With
    counted=False, the kind of card alone, in the plural ('active <Knight> characters')."""
    if not counted:
        target = {key: value for key, value in (target or {}).items() if key not in ("up_to", "exactly", "all")}
        target["all"] = True
        return target_text(target, default).removeprefix("all ")
    if not target:
        return f"this {default}"
    if target.get("parts"):  # "up to 1 <A> and up to 1 Event Card"
        shared = {k: v for k, v in target.items() if k != "parts"}
        return " and ".join(target_text({**shared, **part}, default) for part in target["parts"])
    if target.get("self"):
        return f"this {default}"
    if target.get("player"):  # ("you gain the effect ...": the player)
        return "you"
    if target.get("chosen"):
        return "the chosen card"
    words = []
    if target.get("all"):
        words.append("all")
    elif target.get("up_to") == 99 and not target.get("exactly"):  # ("any number of": parse_target's 99)
        words.append("any number of")
    elif target.get("up_to") is not None:
        words.append(("" if target.get("exactly") else "up to ") + str(target["up_to"]))
    if target.get("each_of"):
        words.append("one of each")
    if target.get("other"):
        words.append("other")
    if target.get("state"):
        words.append(target["state"])
    if target.get("color"):
        words.append(target["color"].replace("|", " or "))
    names = []
    if target.get("name"):
        names.append((" and " if target.get("each_of") else " or ").join(f"<{name}>" for name in target["name"].split("|")))
    if target.get("trait"):
        joiner = " or " if target.get("name_or_trait") else " with "
        trait = " or ".join(f"[{trait}]" for trait in target["trait"].split("|"))
        names.append(trait if not names else joiner + trait)
    if target.get("any_of"):  # "<A> or Event Card": one of the kinds
        names.append(" or ".join(target_text(part, default) for part in target["any_of"]))
    kind = target.get("card_type") or default
    count = target.get("up_to")
    plural = "s" if target.get("all") or (count is not None and count != 1) else ""
    if names:
        words.append("".join(names))
        if target.get("card_type"):
            words.append(target["card_type"] + plural)
    else:
        words.append(kind + plural)
    text = " ".join(words)
    side = target.get("side")
    zone = ZONE_TEXT.get(target.get("zone") or "", "")
    owner = {"yours": "your ", "opponents": "your opponent's ", "any": "either player's "}.get(side or "", "")
    if zone:
        text += f" {'in' if target.get('zone') in ('hand', 'deck', 'outside', 'remove', 'life', 'raid-source') else 'on'} {owner}{zone}"
    elif owner:
        text += f" of {owner.strip()}" if side != "yours" else " of yours"
    limits = []
    for low, high, name in (("bp_min", "bp_max", "original BP" if target.get("original_bp") else "BP"),
                            ("energy_min", "energy_max", "required energy"),
                            ("ap_min", "ap_max", "AP cost")):
        if low == "bp_min" and target.get("bp_min_plus"):  # "with BP equal to that amount X1000"
            limits.append(f"BP {target['bp_min_plus']} × the number of cards placed by the step before")
            continue
        if target.get(low) is not None and target.get(low) == target.get(high):
            limits.append(f"{name} {target[low]}")  # "with BP 2500"
            continue
        if target.get(high) is not None:
            limits.append(f"{name} {target[high]} or less")
        if target.get(low) is not None:
            limits.append(f"{name} {target[low]} or more")
    other_end = {k: v for k, v in (target.get("bp_or") or {}).items() if k in ("bp_min", "bp_max")}
    if other_end and limits and limits[0].startswith("BP "):  # "with BP 2500 or less or BP 4500 or more"
        limits[0] += " or " + (f"BP {other_end['bp_min']} or more" if "bp_min" in other_end else f"BP {other_end['bp_max']} or less")
    elif target.get("bp_or") and limits and limits[0].startswith("BP "):  # "with BP 2500 or less or with <Trait: X>"
        limits[0] = f"{limits[0]} or being {target_text(target['bp_or'], 'card', counted=False)}"
    if target.get("bp_max_count"):  # "BP 1000 × the number of <X> cards on your area or less"
        limits.append(("BP less than " if target.get("bp_max_count_less") else "BP ")  # ("less than": strictly)
                      + f"{target.get('bp_max_per', 1000)} × the number of "
                      f"{target_text(target['bp_max_count'], 'card', counted=False)}"
                      + (" and of the face-down cards under your characters there" if target.get("bp_max_face_down") else "")
                      + ("" if target.get("bp_max_count_less") else " or less"))
    if target.get("bp_max_drawn"):  # "BP equal or less than the number of cards you have drawn during this turn x1000"
        limits.append(f"BP {target['bp_max_drawn']} × the number of cards you drew this turn or less")
    if target.get("bp_max_handled"):  # "BP equal or less than the total BP of the cards placed ... by this effect"
        limits.append("BP equal or less than " + _handled({**target["bp_max_handled"], "measure": "bp", "at_least": 0})
                      .removesuffix(" is 0 or more"))
    if target.get("bp_max_plus") and not target.get("bp_min_plus"):  # "the BP range raised by +1000 for each <X> on your area"
        if "bp_max_plus_placed" in target:
            counted = "card placed by the step before" + (
                f" that is {target_text(target['bp_max_plus_placed'], 'card', counted=False)}" if target["bp_max_plus_placed"] else "")
        elif "bp_max_plus_taken" in target:
            counted = "character of yours the step before rested or retired"
        elif "bp_max_plus_used" in target:
            counted = target_text(target["bp_max_plus_used"], "card", counted=False) + " you used this turn"
        else:
            counted = target_text(target["bp_max_plus_count"], "card", counted=False)
        limits.append(f"the BP limit raised by +{target['bp_max_plus']} for each {counted}"
                      + (f" if {condition_text(target['bp_max_plus_if'])}" if target.get("bp_max_plus_if") else ""))
    if target.get("bp_total_max") is not None:  # "with a total of BP 6000 or less"
        limits.append(f"a total BP of {target['bp_total_max']} or less")
    if target.get("bp_total_min") is not None:  # "so that the total BP is 4000 or higher"
        limits.append(f"a total BP of {target['bp_total_min']} or more")
    if target.get("bp_vs_original"):  # "BP lower than its original BP"
        limits.append(f"BP {target['bp_vs_original']} than its original BP")
    if target.get("bp_max_highest") is not None:  # "BP less than or equal to the BP of your character with the highest BP"
        limits.append("BP " + ("lower than" if target["bp_max_highest"] < 0 else "equal to or less than") + " the highest BP"
                      + (" of your other characters" if target.get("bp_max_highest_other") else " of your characters"))
    if target.get("bp_max_this") is not None:  # "BP equal to or less than this character's" / "lower than"
        limits.append("BP " + ("lower than" if target["bp_max_this"] < 0 else "equal to or less than") + " this character's")
    if target.get("energy_met"):
        limits.append("its required energy met by your Energy Line")
    if target.get("not_name_of_chosen"):
        limits.append("a different name from the card the step before took")
    if target.get("not_name_on_area"):
        limits.append("no card with the same name already on your area")
    if target.get("generated_max") is not None:
        limits.append(f"generated energy {target['generated_max']} or less")
    if target.get("keyword"):
        limits.append(keyword_text(target["keyword"]))
    if target.get("has_timing"):  # "a character with an [Main]"
        said = {"main": "Main", "when-attacking": "When Attacking", "when-blocking": "When Blocking", "on-play": "On Play",
                "on-retire": "On Retire"}[target["has_timing"]]
        limits.append(("an [" if said.startswith("O") else "a [") + said + "] effect")
    if target.get("name_has"):
        limits.append(" or ".join(f'"{part}"' for part in target["name_has"].split("|")) + " in its name")
    if limits:
        text += " with " + " and ".join(limits)
    others = []
    if target.get("not_name"):
        others.append(f"<{target['not_name']}>")
    if target.get("not_trait"):
        others.append(f"[{target['not_trait']}]")
    if others:
        text += " other than " + " or ".join(others)
    if target.get("different_names"):
        text += " with different names"
    if target.get("different_traits"):
        text += " with different Traits"
    if target.get("different_energy"):
        text += " with different required energy"
    if target.get("same_energy"):
        text += " with the same required energy"
    if target.get("not_name_has"):
        text += " without " + " or ".join(f'"{part}"' for part in target["not_name_has"].split("|")) + " in its name"
    if target.get("no_trigger"):
        text += " without a trigger"
    if target.get("has_trigger"):
        text += " with a trigger"
    if target.get("no_trait"):
        text += " without a trait"
    if target.get("trigger"):
        text += f" with [{target['trigger'].capitalize()}]"
    if target.get("not_trigger"):
        text += " without " + " or ".join(f"[{name.capitalize()}]" for name in target["not_trigger"].split("|"))
    if target.get("no_raid"):
        text += " without [Raid]"
    if "raided" in target:
        text += " in Raid State" if target["raided"] else " not in Raid State"
    if target.get("no_face_down"):
        text += " with no face-down card under it"
    if target.get("rested_by_you"):
        text += " that changed from active to rest by your effect this turn"
    if target.get("rested_this_turn"):
        text += " that changed from active to rest this turn"
    if target.get("played_this_turn"):
        text += " that came into play this turn"
    if target.get("moved_this_turn"):
        text += " that moved this turn"
    if target.get("attacked_this_turn"):
        text += " that attacked this turn"
    if target.get("face_down"):
        text += " with a face-down card under it"
    if target.get("not_attacking"):
        text += " other than the attacking character"
    if target.get("blocker"):
        text += " that blocked this character"
    if target.get("same_line"):
        text += " on this character's line"
    if target.get("chosen_by"):
        text += f" chosen this turn by the effect of {_one(target['chosen_by'], 'card')}"
    if target.get("not_chosen_by"):
        text += f" not chosen this turn by the effect of {_one(target['not_chosen_by'], 'card')}"
    return text


COST_TEXT = {
    "rest-this-card": lambda cost: "rest this card",
    "pay-ap": lambda cost: f"pay {cost.get('amount', 1)} AP",
    "place-from-hand-to-outside": lambda cost: f"place {_plural(cost.get('amount', 1), 'card')} from your hand "
                                               "to the Outside Area",
    "retire-this-card": lambda cost: "retire this card",
    "discard": lambda cost: f"discard {_plural(cost.get('amount', 1), 'card')}",
}


def _amount(condition: dict) -> int:
    return condition.get("amount", 1)


def _compared(condition) -> str:
    """"you have fewer cards in your hand than your opponent", "you have more characters on your Front Line than your
    opponent has on theirs"."""
    relation = {"more": "more", "less": "fewer", "same": "the same number of", "at-most": "no more",
                "at-least": "no fewer"}.get(condition.get("relation"), "more")
    measure = condition.get("measure", "cards")
    if measure == "cards":
        wanted = condition.get("filter") or {}
        line = {"front": "Front Line", "energy": "Energy Line"}.get(wanted.get("zone"), "area")
        what = target_text({k: v for k, v in wanted.items() if k != "zone"}, "character", counted=False)
        return f"you have {relation} {what} on your {line} than your opponent has on theirs" if relation != \
            "the same number of" else f"you and your opponent have the same number of {what} on your {line}s"
    what = {"hand": "cards in your hand", "life": "Life", "generated-energy": "generated energy"}.get(measure, measure)
    if relation == "the same number of":
        return f"you and your opponent have the same amount of {what}"
    return f"you have {'less' if relation == 'fewer' and measure != 'hand' else relation} {what} than your opponent"


CONDITION_TEXT = {
    "all": lambda c: " and ".join(condition_text(part) for part in c.get("conditions", [])),
    "any": lambda c: " or ".join(condition_text(part) for part in c.get("conditions", [])),
    "none": lambda c: "it is not so that " + " or ".join(condition_text(part) for part in c.get("conditions", [])),
    "card-on-your-area": lambda c: (
        f"there are {c.get('count', 1)} or more "
        + target_text({"name": c.get("name"), "trait": c.get("trait"), "card_type": c.get("card_type"),
                       "different_names": c.get("different_names")}, "card", counted=False)
        + f" on your {ZONE_TEXT.get(c.get('line') or 'any', 'area')}"),
    "cards-in-zone": lambda c: _cards_in_zone(c),
    "opponent-life-at-most": lambda c: f"your opponent has {_amount(c)} or less Life",
    "opponent-life-at-least": lambda c: f"your opponent has {_amount(c)} or more Life",
    "this-bp-at-least": lambda c: f"this character has {_amount(c)} or more BP",
    "this-bp-at-most": lambda c: f"this character has {_amount(c)} or less BP",
    "area-empty": lambda c: "your area is empty",
    "used-event-this-turn": lambda c: "you have used an event this turn",
    "used-this-turn": lambda c: _used_this_turn(c),
    "played-this-turn": lambda c: "this card was played this turn",
    "played-by-effect": lambda c: _played_by_effect(c),
    "retired-by": lambda c: "this character was retired by " + (f"the effect of your <{c['name']}>" if c.get("name") else " or ".join(
        {"battle": "battle", "own-effect": "your effect", "opponent-effect": "your opponent's effect",
         "rule": "its BP becoming 0 or less"}[by]
        for by in c.get("by", "own-effect|opponent-effect").split("|"))),
    "moved-this-turn": lambda c: ("this character moved outside of your Move Phase this turn" if c.get("outside_move_phase")
                                  else "this character moved this turn"),
    "rested-this-turn": lambda c: "this character was switched from active to rest this turn",
    "ap-paid-this-turn": lambda c: (f"you paid {c.get('at_least', 1)} or more AP "
                                    + ("during this turn's Attack Phase" if c.get("phase") == "attack" else "this turn")),
    "attack-phase": lambda c: "it is this turn's Attack Phase",
    "your-turn": lambda c: "it is your turn",
    "your-main-phase": lambda c: "it is your Main Phase",
    "done": lambda c: "you did",
    "opponents-turn": lambda c: "it is your opponent's turn",
    "outside-at-least": lambda c: f"your Outside Area holds {_amount(c)} or more cards",
    "hand-at-most": lambda c: f"your hand holds {_amount(c)} or fewer cards",
    "generated-energy-at-least": lambda c: f"your Energy Line generates {_amount(c)} or more energy",
    "generated-energy-at-most": lambda c: f"your Energy Line generates {_amount(c)} or less energy",
    "life-at-most": lambda c: f"you have {_amount(c)} or less Life",
    "life-at-least": lambda c: f"you have {_amount(c)} or more Life",
    "front-line-count-at-least": lambda c: f"your Front Line has {_amount(c)} or more characters",
    "in-line": lambda c: f"this card is on your {ZONE_TEXT.get(c.get('line') or 'front', 'area')}",
    "ap-active-at-least": lambda c: f"you have {_amount(c)} or more active AP",
    "hand-at-least": lambda c: f"your hand holds {_amount(c)} or more cards",
    "compare": lambda c: _compared(c),
    "this-is-active": lambda c: "this card is active",
    "this-is-rested": lambda c: "this card is rested",
    "attack-number": lambda c: f"it is this character's attack number {c.get('amount', 1)} during this turn",
    "rested-by-your-effect-this-turn": lambda c: "this card was rested by your effect this turn",
    "retired-this-turn": lambda c: _retired_this_turn(c),
    "face-down-under-this": lambda c: (f"there are {c['at_most']} or fewer face-down cards under this character"
                                       if "at_most" in c else
                                       f"there are {_amount(c)} or more face-down cards under this character"),
    "same-line": lambda c: _counted(c, "on the same line as this character", "other "),
    "chosen-matches": lambda c: f"the chosen card is {_one(c.get('filter') or {}, 'card')}",
    "played-from": lambda c: f"the card played just before came from your {c.get('zone', 'hand')}",
    "placed-card-matches": lambda c: f"the card placed is {_one(c.get('filter') or {}, 'card')}",
    "handled-by-this-effect": lambda c: _handled(c),
    "retired-card-matches": lambda c: (f"the retired character is {_one(c.get('filter') or {}, 'character')} that was on "
                                       + ("your " if c.get("side") == "yours" else "your opponent's ")
                                       + {"front": "Front Line", "energy": "Energy Line"}.get(c.get("line"), "area")),
    "left-card-matches": lambda c: (f"the character leaving is {_one(c.get('filter') or {}, 'character')} that was on "
                                    + {"yours": "your ", "any": "either player's "}.get(c.get("side"), "your opponent's ")
                                    + "area"),
    "left-by": lambda c: "it left the area by " + " or ".join(
        {"own-effect": "your effect", "opponent-effect": "your opponent's effect"}[by] for by in c.get("by", "own-effect|opponent-effect").split("|")),
    "placed-by": lambda c: f"it was placed by the effect of {_one(c.get('filter') or {}, 'card')} of yours",
    "revealed-matches": lambda c: f"the revealed card is {_one(c.get('filter') or {}, 'card')}",
    "revealed-is-declared": lambda c: "the revealed card's required energy is the number declared",
    "added-matches": lambda c: ("you added " + (_one(c.get("filter") or {}, "card") if c.get("at_least", 1) == 1 else
                                                 target_text({**(c.get("filter") or {}), "up_to": c["at_least"],
                                                              "exactly": True}, "card"))
                                + " to your hand by this effect"),
    "attacker-in-raid-state": lambda c: "the attacking character is in Raid State",
    "attack-blocked": lambda c: "this character's attack was blocked",
    "chosen-by": lambda c: ("the effect choosing it is of " + ("your " if c.get("side") == "yours" else "")
                            + _one(c.get("filter") or {}, "card")),
    "copies-on-area": lambda c: ("there is no card with this card's number on your area" if c.get("at_most") == 0 else
                                 f"there are {c.get('at_least', 0)} to {c.get('at_most', 'any number')} cards with this "
                                 "card's number on your area"),
    "this-matches": lambda c: f"this card is {_one(c.get('filter') or {}, 'character')}",
    "attacker-matches": lambda c: f"the attacking character is {_one(c.get('filter') or {}, 'character')}",
    "blocker-matches": lambda c: f"the blocking character is {_one(c.get('filter') or {}, 'character')}",
    "attacks-this-turn": lambda c: (f"this character attacked {c.get('at_least', 1)} or more times this turn"
                                    if (c.get("filter") or {}).get("self") else
                                    _one(c.get("filter") or {}, "character") + " attacked this turn"
                                    if c.get("side") == "any" and c.get("at_least", 1) == 1 else
                                    f"characters attacked {c.get('at_least', 1)} or more times in all this turn"
                                    if c.get("side") == "any" and c.get("filter") == {"card_type": "character"} else
                                    f"your {target_text(c.get('filter') or {}, 'character', counted=False)} attacked "
                                    f"{c.get('at_least', 1)} or more times in all this turn"),
    "raided-this-turn": lambda c: ("you raided " + (_one(c["filter"], "card") if c.get("filter") else "")).strip()
                                  + (" during this turn's Attack Phase" if c.get("phase") == "attack" else " this turn"),
    "raid-source-matches": lambda c: ("this character is in Raid State" if not c.get("filter") else
                                      f"this character's raid source is {_one(c['filter'], 'card')}"),
    "life-to-hand-this-turn": lambda c: "you added a card from your Life Area to your hand this turn",
    "face-down-under-yours": lambda c: (("there are no face-down cards under any " if c.get("at_most") == 0 else
                                         "there is a face-down card under ")
                                        + _one(c.get("filter") or {}, "character").removeprefix("a ").removeprefix("an ")
                                        * (c.get("at_most") == 0)
                                        + (_one(c.get("filter") or {}, "character") if c.get("at_most") != 0 else "")
                                        + " of yours"),
    "played-from-outside-this-turn": lambda c: f"{_one(c.get('filter') or {}, 'card')} was played from your Outside Area this turn",
    "played-on-area-this-turn": lambda c: ((f"you played {c['at_least']} or more {target_text(c.get('filter') or {}, 'card', counted=False)}"
                                            if c.get("at_least", 1) > 1 else f"you played {_one(c.get('filter') or {}, 'card')}")
                                           + f"{' from your deck' if c.get('zone') == 'deck' else ' on your area'}"
                                           + (" by your effect" if c.get("by") == "effect" else "") + " this turn"),
    "played-card-matches": lambda c: (f"the played card is {_one(c.get('filter') or {}, 'card')}"
                                      + (", on a line different from this character" if c.get("line") == "other" else "")),
    "all-cards-are": lambda c: _all_cards_are(c),
    "drawn-this-turn": lambda c: (f"{'your opponent has' if c.get('side') == 'opponents' else 'you have'} drawn "
                                  f"{c.get('at_least', 1)} or more cards this turn"),
    "hand-to-outside-this-turn": lambda c: (f"{'you or your opponent' if c.get('side') == 'any' else 'you'} placed "
                                            f"{c.get('at_least', 1)} or more cards from hand to the Outside Area "
                                            + (f"by the effect of {_one(c['placer'], 'card')} of yours" if c.get("placer")
                                               else 'by your effects' if c.get('by') == 'yours' else 'by effects')
                                            + " this turn"),
    "revealed-added-this-turn": lambda c: (f"you revealed and added {_one(c.get('filter') or {}, 'card')} from your deck to "
                                           "your hand this turn"),
    "returned-to-hand-this-turn": lambda c: f"{_one(c.get('filter') or {}, 'card')} returned from your area to your hand this turn",
    "this-energy-at-least": lambda c: f"this card's required energy is {_amount(c)} or more",
    "dealt-damage-this-turn": lambda c: f"{_one(c.get('filter') or {}, 'character')} of yours dealt damage to your opponent this turn",
    "outside-to-deck-this-turn": lambda c: (f"you placed {c.get('at_least', 1)} or more cards from your Outside Area to your "
                                            "deck this turn"),
    "this-played-from": lambda c: f"this card was played from your {c.get('zone', 'hand')}",
    "chosen-this-turn-by": lambda c: f"this character was chosen this turn by the effect of {_one(c.get('filter') or {}, 'card')}",
    "paid-for-this": lambda c: f"{c.get('at_most', 0)} AP or less was paid to use this card",
}


def _all_cards_are(condition: dict) -> str:
    """'all characters on your area are [X] cards'."""
    owner = "your opponent's" if condition.get("side") == "opponents" else "your"
    zone = ZONE_TEXT.get(condition.get("zone") or "any", "area")
    of = target_text({**(condition.get("of") or {}), "all": True}, "card", counted=False)
    return f"all {of.removeprefix('all ')} on {owner} {zone} are {target_text(condition.get('filter') or {}, 'card', counted=False)}"


def _counted(condition: dict, where: str, other: str = "") -> str:
    """'there are 2 or more other <X> cards on the same line as this character'."""
    at_least, at_most = condition.get("at_least"), condition.get("at_most")
    wanted = condition.get("filter") or {}
    if wanted.get("each_of"):  # "a <A> and a <B>"
        names = " and ".join(f"a <{name}>" for name in wanted.get("name", "").split("|"))
        return f"there are {names} {where}"
    if at_least == 1 and at_most is None:
        return f"there is an{other and 'other'} {_one(wanted, 'card').removeprefix('a ')} {where}".replace("an ", "a ", not other)
    count = ("no " if at_most == 0 else f"{at_least} to {at_most} " if at_least and at_most is not None
             else f"{at_most} or fewer " if at_most is not None else f"{at_least or 1} or more ")
    return f"there are {count}{other}{target_text(wanted, 'card', counted=False)} {where}"


def _either(words: list, joiner: str) -> str:
    """'rested, moved or returned' (a list said in English)."""
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} {joiner} {words[-1]}"


def _handled(condition: dict) -> str:
    """'the total BP of the characters rested by this effect is 10000 or more', '3 or more cards were placed to the
    Remove Area by this effect'."""
    verb = condition.get("verb", "to-remove")
    default = "character" if verb in ("rest", "retire") else "card"
    what = target_text(condition.get("filter") or {}, default, counted=False) if condition.get("filter") else f"{default}s"
    done = {"rest": "rested", "retire": "retired", "to-outside": "placed to the Outside Area"}.get(
        verb, "placed to the Remove Area")
    if condition.get("measure") == "bp":
        return f"the total BP of the {what} {done} by this effect is {condition.get('at_least', 0)} or more"
    where = " on your Front Line" if condition.get("zone") == "front" else ""
    return f"{condition.get('at_least', 1)} or more {what}{where} were {done} by this effect"


def _one(wanted: dict, default: str) -> str:
    """'a <X> card with BP 5000 or more' (one card of a filter)."""
    return "a " + target_text({**wanted, "up_to": 1, "exactly": True}, default).removeprefix("1 ")


def _played_by_effect(condition: dict) -> str:
    if condition.get("raid"):
        return _played_by_effect({k: v for k, v in condition.items() if k != "raid"}).replace(" played ", " raided onto a "
                                                                                             "character ")
    if condition.get("zone"):
        if condition["zone"] == "deck":
            return "this card was played from your deck"
        return f"this card was played from your {'Outside' if condition['zone'] == 'outside' else 'Remove'} Area"
    if condition.get("name"):
        return f"this card was played by the effect of your <{condition['name']}>"
    kinds = (condition.get("by") or "").split("|")
    if kinds == [""]:
        return "this card was played by your effect"
    return f"this card was played by your {' or '.join(kinds)} effect"


def _retired_this_turn(condition: dict) -> str:
    wanted = dict(condition.get("filter") or {})
    side = wanted.pop("side", "yours")
    owner = {"yours": "of yours", "opponents": "of your opponent's", "any": "(either player's)"}.get(side, "of yours")
    how = {"battle": " by battle", "own-effect": " by your effect", "opponent-effect": " by your opponent's effect"}.get(
        condition.get("by"), "")
    return f"{_one(wanted, 'character')} {owner} was retired{how} this turn"


def _cards_in_zone(condition: dict) -> str:
    at_least, at_most = condition.get("at_least"), condition.get("at_most")
    if at_most == 0:
        count = "no"
    elif at_least and at_most is not None:
        count = f"exactly {at_least}" if at_least == at_most else f"{at_least} to {at_most}"
    elif at_least:
        count = f"{at_least} or more"
    elif at_most is not None:
        count = f"{at_most} or fewer"
    else:
        count = "any"
    owner = "your opponent's" if condition.get("side") == "opponents" else "your"
    zone = condition.get("zone") or "any"
    where = f"{'on' if zone in ('front', 'energy', 'any') else 'in'} {owner} {ZONE_TEXT.get(zone, 'area')}"
    wanted = condition.get("filter") or {}
    if wanted.get("each_of") and set(wanted) == {"name", "each_of"} and at_least == 1 and at_most is None:
        names = [f"<{name}>" for name in wanted["name"].split("|")]  # "If there are both <A> and <B> on your area"
        listed = ", ".join(names[:-1]) + " and " + names[-1]
        return f"there are both {listed} {where}" if len(names) == 2 else f"there are {listed} all {where}"
    if wanted.get("trait_count"):
        cards = target_text({k: v for k, v in wanted.items() if k != "trait_count"}, "card", counted=False)
        return f"there are {count} different Traits among the {cards} {where}"
    if condition.get("plus_face_down"):
        return (f"the {target_text(condition.get('filter'), 'card', counted=False)} and face-down cards under "
                f"characters {where} number {count}")
    return f"there are {count} {target_text(condition.get('filter'), 'card', counted=False)} {where}"


# keywords as cards print them (the vocabulary's names are lower-case, hyphenated)
KEYWORD_TEXT = {"impact": "Impact", "impact-plus": "Impact +", "damage": "Damage", "damage-plus": "Damage +",
                "snipe": "Sniper", "double-attack": "Double Attack", "double-block": "Double Block",
                "negate-impact": "Impact Negate", "step": "Step"}


def keyword_text(keyword, value=None) -> str:
    """"[Impact 1]", "[Impact +1]", "[Sniper]": a keyword as printed."""
    name = KEYWORD_TEXT.get(keyword, str(keyword).replace("-", " ").title())
    if value is None:
        return f"[{name}]"
    return f"[{name}{value}]" if name.endswith("+") else f"[{name} {value}]"


def _cost_word(action: dict) -> str:
    what = action.get("what", "energy")
    return "AP" if what == "ap" else what


def condition_text(condition: dict) -> str:
    render = CONDITION_TEXT.get(condition.get("kind"))
    return render(condition) if render else f"({condition.get('kind')})"


def _source_text(source: dict) -> str:
    """The characters a protection holds against the effects of: 'not in Raid State', 'without [Trait: X]'."""
    said = []
    if "raided" in source:
        said.append("in Raid State" if source["raided"] else "not in Raid State")
    if "trait" in source:
        said.append(f"with [Trait: {source['trait']}]")
    if "not_trait" in source:
        said.append(f"without [Trait: {source['not_trait']}]")
    return " and ".join(said)


def _target(action: dict, default: str = "character") -> str:
    return target_text(action.get("target"), default)


def _without_zone(action: dict) -> dict:
    """The action with its target's zone left out (said once, by the verb: "play ... from your Outside Area")."""
    target = {k: v for k, v in (action.get("target") or {}).items() if k not in ("zone", "side")}
    return dict(action, target=target) if target else action


def _used_this_turn(condition: dict) -> str:
    """"you have used a card with AP cost 2 this turn" (a filter of exactly one AP cost), else the filter's words."""
    wanted = dict(condition.get("filter") or {})
    removed = " from your Remove Area" if wanted.pop("zone", None) == "remove" else ""
    count = condition.get("at_least", 1)
    ap = wanted.pop("ap_min", None) if wanted.get("ap_min") == wanted.get("ap_max") else None
    if ap is not None:
        wanted.pop("ap_max")
    kind = wanted.pop("card_type", "card")
    what = (f"{'a' if count == 1 else f'{count} or more'} {kind if kind != 'card' else 'card'}{'s' if count > 1 else ''}"
            if not wanted else target_text(dict(wanted, up_to=count, exactly=True), kind).replace(
                f"{count} ", "a " if count == 1 else f"{count} or more ", 1).replace("a other ", "another "))
    return f"you have used {what}{f' with AP cost {ap}' if ap is not None else ''}{removed} this turn"


def _instead_change(key: str, value) -> str:
    """One thing an "it's X instead" changes, in words."""
    if key == "do":
        return "place it in the Remove Area" if value == "to-remove" else f"{value.replace('-', ' ')} it"
    if key == "where":  # (with do "to-deck": "place it at the bottom of your opponent's deck instead")
        return f"put it on the {value.replace('-or-', ' or ')} of its owner's deck"
    if key == "all":
        return "all of them"
    if key == "raid":  # "If it's your turn, you may raid it instead": the cards it plays may Raid
        return "raid with it when it can"
    if key == "keyword":  # ("you may give it [Sniper] instead")
        return f"give it {keyword_text(value)}"
    if key in ("amount", "count"):  # "Draw 1 card (2 instead if ...)"
        return str(value)
    if key in ("bp_max", "bp_min", "energy_max", "energy_min"):  # a limit of the target
        what = "BP" if key.startswith("bp") else "required energy"
        return f"{what} {value} or {'less' if key.endswith('max') else 'more'}"
    if key == "target":  # ("with 3 or less required energy ... its 4 or more instead": the target, a limit turned round)
        return f"choose {target_text(value, 'card')}"
    if key == "actions":  # (of an all-of: other steps in place of the quoted ones)
        return f'"{_actions_text(value)}"'

    if key == "duration":
        return DURATION_TEXT.get(value, f" {value}").strip()
    if key == "by":  # (of a to-deck: "its by your choice instead")
        return "you choose which end" if value == "you" else "your opponent chooses which end"
    return f"{key.replace('_', ' ')} {value}"


# who picks the end of the deck a to-deck puts a card on ("by your opponent's choice")
_CHOOSER_TEXT = {"opponent": " (your opponent chooses which)", "you": " (you choose which)"}


def _duration(action: dict) -> str:
    return DURATION_TEXT.get(action.get("duration") or "", "")


def _per(action: dict) -> str:
    """" for each face-down card under this character" / " for every 5 cards in your Outside Area" / " for each Event
    card you used this turn": what an amount is multiplied by."""
    per = action.get("per")
    if per is None:
        return ""
    if per == "face-down-under-this":
        return " for each face-down card under this character"
    if per == "chosen-keyword":  # "same amount of [Damage +1] as the chosen <X>"
        return " for each one the chosen card has"
    if per == "moved-this-turn":
        return " for each time this character moved this turn"
    if per == "retired-this-turn":
        wanted = dict(action.get("per_target") or {})
        side = wanted.pop("side", "yours")
        owner = {"yours": " of yours", "opponents": " of your opponent's"}.get(side, "")
        return f" for each {target_text(wanted, 'character', counted=False)}{owner} retired this turn"
    if per == "placed-by-this-effect":  # (the cards the step before placed: from the hand, the deck or the Outside Area)
        wanted = action.get("per_target")
        return f" for each {target_text(wanted, 'card', counted=False) if wanted else 'card'} the step before placed"
    every = action.get("per_every", 1)
    counted = target_text(dict(action.get("per_target") or {}, up_to=every, exactly=True), "card")
    counted = counted if every > 1 else counted.removeprefix("1 ")
    return f" for {'every' if every > 1 else 'each'} {counted}" + (" you used this turn" if per == "used-this-turn" else "")


# the kinds of the opponent's effects a "cannot be chosen by" names
_CHOOSER_KINDS = {"character-effect-or-trigger": "character or trigger", "character-effects-or-trigger": "character or trigger",
                  "character-or-event": "character or event", "character-event-or-trigger": "character, event or trigger"}
def _opponent_bp(action) -> str:
    """"with BP 3000 or more" of an opponent's own choice of characters."""
    if "bp_min" in action:
        return f" with BP {action['bp_min']} or more"
    return f" with BP {action['bp_max']} or less" if "bp_max" in action else ""


ACTION_TEXT = {
    "draw": lambda a: f"draw {_plural(a.get('amount', 1), 'card')}{_per(a)}",
    "discard": lambda a: f"discard {_plural(a.get('amount', 1), 'card')}{_per(a)}",
    "bp-change": lambda a: (f"{_target(a)} gets {_signed(a.get('amount', 0))} BP"
                            + _per(a) + _duration(a)),
    "retire": lambda a: f"retire {_target(a)}",
    "return-to-hand": lambda a: f"return {_target(a)} to its owner's hand",
    "rest": lambda a: f"rest {_target(a)}" + (" (it does not become active in the next Start Phase)"
                                             if a.get("stays_rested") else ""),
    "set-active": lambda a: f"set {_target(a)} to active",
    "set-ap-active": lambda a: f"set {_plural(a.get('amount', 1), 'AP card')} to active",
    "generated-energy-change": lambda a: f"{_target(a)} generates {_signed(a.get('amount', 0))} energy{_per(a)}{_duration(a)}",
    "required-energy-change": lambda a: f"{_target(a)}'s required energy is {_signed(a.get('amount', 0))}{_duration(a)}",
    "use-from": lambda a: (f"use {_target(_without_zone(a), 'card')} from your "
                           f"{ZONE_TEXT.get((a.get('target') or {}).get('zone') or 'hand', 'hand')} without paying AP"),
    "play-from": lambda a: "raid with the card revealed from your hand onto this character" if (a.get(
        "target") or {}).get("zone") == "revealed" else (
                            "raid with this card from your Outside Area onto a character of yours"
                            + (" if its required energy is met" if a["target"].get("energy_met") else "")
                            if a.get("raid") == "only" and (a.get("target") or {}).get("self") else
                            f"raid with {_target(_without_zone(a), 'card')} from your "
                            f"{ZONE_TEXT.get(a.get('zone') or (a.get('target') or {}).get('zone') or 'hand', 'hand')}"
                            + (" onto this character" if (a.get("onto") or {}).get("self") else " onto the chosen character"
                               if (a.get("onto") or {}).get("chosen") else " onto a character of yours")
                            if a.get("raid") == "only" else
                            (f"play {_target(_without_zone(a), 'card')} from your "
                             f"{ZONE_TEXT.get(a.get('zone') or (a.get('target') or {}).get('zone') or 'hand', 'hand')}"
                             if not (a.get("target") or {}).get("self") else
                             f"play this card from your {'Remove' if a.get('zone') == 'remove' else 'Outside'} Area")
                            + (f" to your {a['line'].capitalize()} Line" if a.get("line") in ("front", "energy") else "")
                            + (" active" if a.get("active") else "")
                            + (" (or raid with it when it can)" if a.get("raid") == "may" else "")),
    "defeated-to": lambda a: "the opponent's character this one defeats in that battle does not leave the field" if a.get(
        "where") == "field" else ("the opponent's character this one defeats in that battle goes to "
                              + {"hand": "its owner's hand", "remove": "its owner's Remove Area"}.get(
                                  a.get("where"), "the bottom of its owner's deck")
                              + " instead of being retired"),
    "sideline": lambda a: f"move {_target(a)} out of play",
    "cannot-be-blocked-by-bp-at-most": lambda a: f"this character cannot be blocked by characters with BP "
                                                 f"{a.get('amount')} or less{_duration(a)}",
    "gain-keyword": lambda a: f"{_target(a)} gains {keyword_text(a.get('keyword'), a.get('value'))}{_per(a)}{_duration(a)}",
    "life-to-hand": lambda a: f"add {_plural(a.get('amount', 1), 'card')} from your Life Area to your hand",
    "deck-to-life": lambda a: f"add the top {_plural(a.get('amount', 1), 'card')} of your deck to your Life Area",
    "hand-to-life": lambda a: (f"place {_target(_without_zone(a), 'card')} from your hand to your Life Area"
                               + (" face-up" if a.get("face_up") else "")),
    "choose-one": lambda a: ("either " + " or ".join(_actions_text([option]) for option in a.get("options", []))
                             + " (your choice)") if a.get("either") else (
                            f"choose {'up to ' if a.get('up_to') else ''}{a.get('count', 1)}"
                             + {"name": " not chosen this turn by a card of this name",
                                "this-character": " not chosen this turn by this character"}.get(a.get("no_repeat"), "")
                             + " of: " + " / ".join(_actions_text([option]) for option in a.get("options", []))),
    "choose": lambda a: f"choose {_target(a, 'card')}",
    "raid-only": lambda a: "this card can only be played by Raid" + (" or by your effects" if a.get("effects_may") else ""),
    "cannot-move": lambda a: "this character cannot move",
    "raid-cost-reduction": lambda a: (f"this card's required energy is {a.get('amount', 0)} lower as it raids"
                                      + (f" onto {target_text(a['onto'], 'character')}" if a.get("onto") else "")),
    "raided-cost-reduction": lambda a: (f"{target_text(a.get('by') or {}, 'card')} needs {a.get('amount', 0)} less required "
                                        f"energy to raid" + (" from your hand onto a character of yours" if a.get("yours")
                                                             else " onto this character")),
    "cannot-enter-line": lambda a: (f"this card can only be played{' or moved' if a.get('moves') else ''} to the "
                                    f"{a.get('line', 'front').title()} Line by your effects" if a.get("your_effects_may") else
                                    f"this card cannot be played{' or moved' if a.get('moves') else ''} to the "
                                    f"{a.get('line', 'front').title()} Line"
                                    + (" except by this card's effects" if a.get("this_card_may") else "")),
    "energy-value-change": lambda a: f"this card counts as {_signed(a.get('amount', 0))} required energy on the area",
    "use-condition": lambda a: "this card can only be used while the condition holds",
    "choose-tax": lambda a: ("your opponent "
                             + (f"places {_plural(a['discard'], 'card')} from their hand in the Outside Area"
                                if "discard" in a else f"pays {a.get('amount', 1)} more AP")
                             + (f" to choose {_target(a)}" if a.get("target") else " to choose this character")
                             + " with " + ("an event" if a.get("by") == "event" else "an effect")
                             + (" (copies of this card do not stack)" if a.get("no_stack") else "")),
    "also-event": lambda a: (f"{_target(a, 'card')} are also Event cards, wherever they are"
                             f"{' this turn' if a.get('duration') == 'this-turn' else ''}"),
    "range-raise": lambda a: (f"whenever you choose a character{' on your opponent' + chr(39) + 's area' if a.get('side') == 'opponents' else ''}"
                              f" with an effect limited to BP N or less (the Color trigger's too), that "
                              f"limit is {a.get('amount', 0)} higher"),
    "next-range-raise": lambda a: (f"the next time you choose a character with an effect limited to BP N or less"
                                   f"{' this turn' if a.get('duration') == 'this-turn' else ''}, that limit is "
                                   f"{a.get('amount', 0)} higher"),
    "front-line-size": lambda a: (f"your Front Line holds {abs(a.get('amount', 0))} "
                                  f"{'fewer' if a.get('amount', 0) < 0 else 'more'} cards"),
    "next-cost-reduction": lambda a: (f"every {_target(dict(a, target={k: v for k, v in a['target'].items() if k != 'all'}), 'card')} "
                                      f"in your hand costs {a.get('amount', 1)} less {_cost_word(a)} this turn"
                                      if (a.get("target") or {}).get("all") else
                                      f"the next {_target(_without_zone(a), 'card') if set(a['target']) - {'zone'} else 'card'} "
                                      f"you use{' from your Remove Area' if a['target'].get('zone') == 'remove' else ''} "
                                      f"this turn costs {a.get('amount', 1)} less {_cost_word(a)}"
                                      if a.get("target") else
                                      f"the next card you use this turn costs {a.get('amount', 1)} less {_cost_word(a)}"),
    "all-of": lambda a: _actions_text(a.get("actions") or []) or "nothing",
    "look-at-top": lambda a: (f"look at as many cards from the top of your deck as there are "
                              f"{target_text(a['amount_count'], 'card', counted=False)}" if a.get("amount_count") else
                              f"your opponent reveals the top {_plural(a.get('amount', 1), 'card')} of their deck"
                              if a.get("side") == "opponents" else
                              f"{'reveal' if a.get('reveal') else 'look at'} the {a.get('from') or 'top'} "
                              f"{_plural(a.get('amount', 1), 'card')} of your deck"),
    "take-looked": lambda a: (f"add {_target(a, 'card')} among them to your hand" if a.get("hidden") else
                              f"reveal {_target(a, 'card')} among them and add it to your hand"
                              + (" or place it to the Outside Area" if a.get("or_outside") else "")),
    "looked-to": lambda a: f"reveal {_target(a, 'card')} among them and put it on top of your deck" if a.get("target") else
    (f"put up to {a['top_at_most']} of them on top of your deck and the rest "
                            f"{'into your Outside Area' if a.get('where') == 'top-or-outside' else 'on the bottom'}"
                            if a.get("top_at_most") else "") or f"put the rest {({'bottom': 'on the bottom of your deck', 'top': 'on top of your deck', 'outside': 'into your Outside Area', 'remove': 'into your Remove Area', 'top-or-bottom': 'on the top or bottom of your deck', 'top-or-outside': 'on top of your deck or into your Outside Area'}).get(a.get('where') or 'bottom', a.get('where'))}",  # noqa: E501
    "add-to-hand": lambda a: f"add {_target(a, 'card')} to your hand",
    "reveal": lambda a: ("reveal the card looked at" if not a.get("target") else "reveal any number of cards in your hand"
                         if a["target"].get("up_to") == 99 else f"reveal {_target(a, 'card')}"),
    "to-remove": lambda a: f"put {_target(a, 'card')} into the Remove Area",
    "to-outside": lambda a: f"put {_target(a, 'card')} into the Outside Area",
    "discard-chosen": lambda a: f"place {_target(_without_zone(a), 'card')} from your hand to the Outside Area",
    "looked-to-outside": lambda a: f"put {_target(a, 'card')} among them into your Outside Area",
    "life-to-outside": lambda a: f"put {_plural(a.get('amount', 1), 'card')} from your Life Area into the Outside Area",
    "deal-damage": lambda a: f"deal {a.get('amount', 1)} damage to your opponent",
    "life-to-deck": lambda a: f"put {_plural(a.get('amount', 1), 'card')} from your Life Area at the bottom of your deck",
    "cannot-use-from-hand": lambda a: "you cannot use cards from your hand",
    "life-stays": lambda a: f"your effects cannot put cards from your Life Area into the Outside Area{_duration(a)}",
    "choose-count": lambda a: f"that effect chooses {a.get('count', 1)} of them instead",
    "choose-all-instead": lambda a: (f"{'the next' if a.get('next') else 'every'} \"choose 1 of the following\" effect of "
                                     f"your {target_text(a.get('filter') or {}, 'card', counted=False)} may "
                                     f"choose all of them instead{_duration(a)}"),
    "hand-to-deck-top": lambda a: f"put {_plural(a.get('amount', 1), 'card')} from your hand on top of your deck",
    "declare-energy": lambda a: "declare a required energy number",
    "hand-to-deck": lambda a: f"put {_plural(a.get('amount', 1), 'card')} from your hand on the "
                              f"{(a.get('where') or 'bottom').replace('-or-', ' or ')} of your deck",
    "draw-to": lambda a: "draw until you have as many cards in hand as your opponent" if a.get("as_opponent") else
    f"draw until you have {_plural(a.get('amount', 1), 'card')} in hand",
    "immune-bp-reduction": lambda a: (f"the BP of {_target(a)} cannot be reduced"
                                      + (" by your opponent's effects" if a.get("by") == "opponent" else "")),
    "renamed": lambda a: f"this card's name is <{a.get('name')}> in place of its own",
    "to-deck": lambda a: f"put {_target(a, 'card')} on the {a.get('where', 'bottom').replace('-or-', ' or ')} of its owner's deck"
                         f"{_CHOOSER_TEXT.get(a.get('by'), '')}",
    "raid-source-to-outside": lambda a: f"put {_target(a, 'card')} into its owner's Outside Area (this stays)",
    "raid-top-to": lambda a: (f"put the top card of {_target(a)}{'' if (a.get('target') or {}).get('raided') else ' (in Raid State)'} "
                              + {"hand": "into its owner's hand", "deck-bottom": "on the bottom of its owner's deck"}.get(
                                  a.get("where"), "into its owner's Outside Area")),
    "move-line": lambda a: f"move {_target(a)} to the {ZONE_TEXT.get(a.get('to') or 'front', 'other line')}",
    "mill": lambda a: f"put the top {_plural(a.get('amount', 1), 'card')} of your deck into your "
                      f"{ZONE_TEXT.get(a.get('to') or 'outside', 'Outside Area')}",
    "usable-from-remove": lambda a: ("this turn, you may use the cards just placed in your Remove Area from there "
                                     "(required energy met, AP cost paid)"),
    "pay-ap": lambda a: f"pay {a.get('amount', 1)} AP",
    "rest-ap": lambda a: f"rest {_plural(a.get('amount', 1), 'AP card')}",
    "opponent-draws": lambda a: (f"your opponent may draw {_plural(a.get('amount', 1), 'card')} (the engine: they do)"
                                 if a.get("opponent_may") else f"your opponent draws {_plural(a.get('amount', 1), 'card')}"),
    "opponent-discards": lambda a: f"your opponent {'may discard' if a.get('opponent_may') else 'discards'} "
                                   f"{_plural(a.get('amount', 1), 'card')}",
    "opponent-adds-retired": lambda a: f"your opponent adds {_plural(a.get('amount', 1), 'character')} retired by this "
                                       f"effect to their hand",
    "opponent-outside-to": lambda a: (f"your opponent places {a.get('amount', 1)} "
                                      f"{(a['card_type'].capitalize() + ' ') if a.get('card_type') else ''}"
                                      f"card{'s' if a.get('amount', 1) != 1 else ''} from their Outside Area "
                                      + ("to their Remove Area" if a.get("where") == "remove" else "at the bottom of their deck")),
    "opponent-rests": lambda a: (f"your opponent rests {a.get('amount', 1)} of their active characters"
                                 + (" on their area" if a.get("zone") == "any" else " on their Front Line")),
    "opponent-moves": lambda a: (f"your opponent moves {_target(a)} to their {ZONE_TEXT.get(a.get('to'), 'other line')}"
                                 + (f" or switches it with 1 character on their {ZONE_TEXT.get(a.get('to'), 'other line')}"
                                    if a.get("or_switch") else "")),
    "opponent-retires": lambda a: f"your opponent {'may retire' if a.get('opponent_may') else 'retires'} "
                                  f"{_plural(a.get('amount', 1), 'character')} of theirs"
                                  + (" on their Front Line" if a.get("zone") == "front" else "") + _opponent_bp(a),
    "opponent-returns": lambda a: f"your opponent {'may return' if a.get('opponent_may') else 'returns'} "
                                  f"{_plural(a.get('amount', 1), 'character')} of theirs"
                                  + (" on their Front Line" if a.get("zone") == "front" else "") + _opponent_bp(a)
                                  + " to their hand",
    "when-chosen-retired": lambda a: (f"you gain \"if {_target(a)} is retired, {_actions_text(a.get('actions') or [])}\""
                                      f"{_duration(a)}"),
    "gain-ability": lambda a: (f"{_target(a)} {'gain' if (a.get('target') or {}).get('player') else 'gains'} "
                               f"\"{describe(a.get('effects') or [])}\"{_duration(a)}"),
    "cost-reduction": lambda a: (f"while this card is in your Outside Area, its required energy is {a.get('amount', 1)} "
                                 f"lower (when an effect plays or picks it from there)") if a.get("zone") == "outside" else
    f"this card costs {a.get('amount', 1)} less {_cost_word(a)}{_per(a)} to use" + (
        f" when its effect is to choose {target_text(a['if_chooses'], 'card', counted=False)} (said as it is used)"
        if a.get("if_chooses") else ""),
    "cannot-be-blocked-by-bp-at-least": lambda a: f"this character cannot be blocked by characters with BP "
                                                  f"{a.get('amount')} or more{_duration(a)}",
    "activate-effect": lambda a: (("this character activates the " if a.get("by") == "this" else "activate the ")
                                  + " or ".join(f"[{TIMING_TEXT.get(t, t)}]" for t in (a.get("timing") or "").split("|"))
                                  + f" effect of {_target(a)}"
                                  + (" as its own" if a.get("by") == "this" else "") if a.get("target") else
                                  f"activate the [{TIMING_TEXT.get(a.get('timing') or '', a.get('timing'))}] effect of "
                                  "the card placed to the Outside Area" if a.get("of") == "placed" else
                                  "activate the [On Retire] effect of the returned character" if a.get("of") == "returned" else
                                  f"activate this card's [{TIMING_TEXT.get(a.get('timing') or '', a.get('timing'))}] effect"),
    "must-be-blocked": lambda a: ("your opponent must block this character if they can"
                                  + (f", with a character with BP {a['bp_max']} or less" if "bp_max" in a else "")
                                  + (f", with a character with BP {a['bp_min']} or more" if "bp_min" in a else "")
                                  + (", with a character with a higher BP than this one" if a.get("bp_min_this") == 1 else "")),
    "must-block": lambda a: "this character must block its opponent's attacks if it can",
    "cannot-block-matching": lambda a: f"this character cannot block {target_text(a.get('against') or {}, 'character', counted=False)}",
    "cannot-snipe-matching": lambda a: (f"this character cannot target {target_text(a.get('against') or {}, 'character', counted=False)}"
                                        " with [Sniper]"),
    "must-attack": lambda a: "this character must attack if it can",
    "lose-effects": lambda a: f"{_target(a)} loses all of its original effects{_duration(a)}",
    "cannot-be-blocked-matching": lambda a: ("this character cannot be blocked by "
                                             f"{target_text(a.get('against') or {}, 'character', counted=False)}"),
    "cannot-be-changed": lambda a: (_target(a) + " cannot be " + _either([
        {"rest": "rested", "move-line": "moved", "return-to-hand": "returned to the hand", "retire": "retired"}.get(c, c)
        for c in (a.get("changes") or "").split("|")], "or") + " by "
        + {"both": "your or your opponent's effects", "opponent": "your opponent's effects", "own": "your effects"}.get(
            a.get("by", "opponent"), f"your opponent's {a.get('by', 'opponent').replace('-', ' ')} effects")
        + (f" of characters {_source_text(a['from'])}" if a.get("from") else "")),
    "denies-active-trigger": lambda a: ("your opponent cannot activate [Active] triggers checked for damage this character "
                                        "deals"),
    "cannot-be-retired": lambda a: f"{_target(a)} cannot be retired",
    "cannot-become-active": lambda a: f"{_target(a)} cannot become active",
    "cannot-be-sniped": lambda a: f"{_target(a)} cannot be targeted by [Sniper]",
    "stays-rested": lambda a: f"{_target(a)} does not become active the next time it would",
    "hand-limit": lambda a: f"the maximum of your hand size is {a.get('amount', 8)}",
    "hold-rested": lambda a: (f"as long as this character is on your Front Line, {_target(a)} does not become active in "
                              "the Start Phase or End Phase"),
    "cannot-be-affected": lambda a: (f"{_target(a)} cannot be affected by "
                                     + ("your opponent's effects" if a.get("by", "opponent") == "opponent" else
                                        f"your opponent's {_CHOOSER_KINDS.get(a.get('by'), a.get('by'))} effects")),
    "cannot-be-removed": lambda a: (f"{_target(a)} cannot be removed from the field by your opponent's "
                                    + ("effects" if a.get("by", "opponent") == "opponent" else f"{a['by']} effects")),
    "retire-replacement": lambda a: ("if this character would "
                                     + {"leave": "leave the area", "return": "return to your hand",
                                      "outside": "be placed from your area to the Outside Area"}.get(
                                         a.get("event", ""), "be retired")
                                     + {"opponent": " by your opponent's effect", "battle": " by losing a battle",
                                        "effect": " by your or your opponent's effect"}.get(a.get("by", "any"), "")
                                     + "".join(f" with a character with BP {v} or {'less' if k == 'bp_max' else 'more'}"
                                               for k, v in (a.get("against") or {}).items())
                                     + (", you may" if a.get("optional") else ",")
                                     + (" it does not" if a.get("stays") else
                                        " move it to the Energy Line instead" if a.get("to") == "energy" else
                                        f" retire 1 {_target(a)} instead" if a.get("to") == "retire-other" else
                                        " return this card" + (" and its raid source" if a.get("with_base") else "")
                                        + " to your hand instead" if a.get("to") == "hand" else
                                        f" place this card face-down under a {_target({'target': a.get('target') or {}})} "
                                        "instead" if a.get("to") == "under" else
                                        f" place {_plural(a['under'], 'face-down card')} under it in the Outside Area "
                                        "instead" if a.get("under") else
                                        f" place {_plural(a.get('discard', 1), 'card')} "
                                        + (f"({_target({'target': a['card']})}) " if a.get("card") else "")
                                        + "from your hand in the Outside Area instead")),
    "substitute-retire": lambda a: (f"if a {_target(a)} would be retired"
                                    + {"opponent": " by your opponent's effect", "character": " by your opponent's "
                                       "character effect"}.get(a.get("by", "any"), "")
                                    + (", you may" if a.get("optional") else ",") + " retire this character instead"),
    "under-redirect": lambda a: ("when a face-down card would be placed to the Outside Area from under a "
                                 f"{_target({'target': a.get('from_under') or {}})}, "
                                 + ("you may " if a.get("optional") else "") + "place it under this character instead"),
    "draw-replacement": lambda a: "if your opponent draws cards by your effect, you draw the same number of cards instead",
    "may-stay-rested": lambda a: "you don't have to set this character to active during the End Phase",
    "damage-replacement": lambda a: (f"if you would take {a.get('at_least', 2)} or more damage at once, "
                                     + ("you may " if a.get("optional") else "") + f"take {a.get('amount', 1)} damage instead"),
    "cannot-attack": lambda a: f"{_target(a)} cannot attack",
    "cannot-block": lambda a: f"{_target(a)} cannot block",
    "attacks-from-energy-line": lambda a: "this character can attack from the Energy Line",
    "cannot-be-chosen": lambda a: (f"{_target(a)} cannot be chosen by "
                                   + ("your opponent's effects" if a.get("by", "opponent") == "opponent" else
                                      "your or your opponent's effects" if a.get("by") == "both" else
                                      f"your opponent's {_CHOOSER_KINDS.get(a.get('by'), a.get('by'))} effects")
                                   + (f" of characters {_source_text(a['from'])}" if a.get("from") else "")
                                   + (" other than those of " + target_text(a["except_from"], "character", counted=False)
                                      if a.get("except_from") else "")),
    "use-limit": lambda a: f"you can use only {a.get('amount', 1)} <{a.get('name')}> per turn",
    "face-down-under": lambda a: ((f"place {_plural(a.get('amount', 1), 'card')} from your hand face-down under "
                                   if a.get("zone") == "hand" else
                                   f"place {target_text(a.get('card') or {}, 'card')} from your Outside Area"
                                   + (" (or characters on your area)" if a.get("or_area") else "") + " face-down under "
                                   if a.get("zone") == "outside" else
                                   "place this card (retired by this effect) from the Outside Area face-down under "
                                   if a.get("zone") == "this-card" and a.get("retired") else "place this card face-down under "
                                   if a.get("zone") == "this-card" else "place that card face-down under "
                                   if a.get("zone") == "placed" else
                                   ("place the chosen character and the face-down cards under it face-down under "
                                    if a.get("with_under") else "place the chosen character face-down under ")
                                   if a.get("zone") == "chosen" else "place the revealed card face-down under "
                                   if a.get("zone") == "revealed" else
                                   f"place {_plural(a.get('amount', 1), 'card')} among them face-down under "
                                   if a.get("zone") == "looked" else
                                   f"place the top {_plural(a.get('amount', 1), 'card')} of your deck face-down under ")
                                  + (_target(a) if a.get("target") else "this character")),
    "raid-source-under": lambda a: (("place this card" if a.get("zone") == "this-card" else
                                     f"place {target_text(a.get('card') or {}, 'card')} from your Outside Area")
                                    + f" face up under {_target(a)} as its raid source (it becomes Raid State)"),
    "face-down-move": lambda a: (f"move {_plural(a.get('amount', 1), 'face-down card')} from under {_target(a)} to under "
                                 + (target_text(a["to"], "character") if a.get("to") else "this character")),
    "face-down-to-hand": lambda a: ("add " + (f"up to {a['amount']}" if "amount" in a else "all") + " of the face-down "
                                    f"cards under {_target(a) if a.get('target') else 'this character'} to your hand"),
    "face-down-to-outside": lambda a: (f"put {'a total of ' if (a.get('target') or {}).get('all') else ''}"
                                       f"{'up to ' if a.get('up_to') else ''}"
                                       f"{_plural(a.get('amount', 1), 'face-down card')} under "
                                       f"{_target(a) if a.get('target') else 'this character'} into the Outside Area"),
    "rearrange-lines": lambda a: f"choose {_target(a)}; move each to the other line or switch their positions",
    "swap-positions": lambda a: (f"switch the positions of {_target(a)} and "
                                 + (target_text(a["with"], "character") if a.get("with") else "this character")
                                 + (" (only two with the same name)" if a.get("same_name") else "")),
    "return-to-hand-or-self": lambda a: f"return {_target(a)} to your hand; if you cannot, return this card",
    "also-energy": lambda a: (f"this card{' on your area' if a.get('on_area') else ''} is also treated as having required "
                              f"energy of {a.get('amount')}"),
    "also-named": lambda a: f"this card is also treated as <{a.get('name')}>",
    "enters-active": lambda a: "this card is played active",
    "any-color-energy": lambda a: "this card's required energy is met by energy of any colour",
    "top-or-bottom": lambda a: f"put {_plural(a.get('amount', 1), 'card')} on the top or bottom of your deck",
    "generates-on-front-line": lambda a: "this character also generates energy on the Front Line",
}


def action_text(action: dict) -> str:
    render = ACTION_TEXT.get(action.get("do"))
    text = render(action) if render else f"({action.get('do')})"
    # ("If <X>, you may pay 1 AP": the condition first, then the choice it leaves)
    may_after_if = action.get("condition") and action.get("optional") and not action.get("instead") and \
        action.get("do") not in ("retire-replacement", "damage-replacement", "substitute-retire", "under-redirect")
    if may_after_if:
        text = f"you may {text}"
    if action.get("condition"):
        text = f"if {condition_text(action['condition'])}, {text}"
    instead = action.get("instead")
    while instead:  # (a later replacement, when it holds, wins over the one before)
        changed = ", ".join(_instead_change(key, value) for key, value in instead.items()
                            if key not in ("condition", "instead", "optional", "discard")
                            and not (key == "do" and value == "to-deck" and "where" in instead)
                            and not (instead.get("do") == "face-down-under" and key in ("zone", "target")))
        if instead.get("do") == "face-down-under":  # "change to "under 1 character on your area face-down" instead"
            changed = "place the card face-down under " + target_text(instead.get("target") or {}, "character")
        if instead.get("discard"):  # ("you may place 1 card from your hand to the Outside Area. If you did, ...")
            changed = f"place {_plural(instead['discard'], 'card')} from your hand in the Outside Area and {changed}"
        may = "you may " if instead.get("optional") else ""
        if may and changed.startswith('"you may '):  # ('you may "draw up to 1 card" instead': one "you may")
            changed = '"' + changed[len('"you may '):]
        when = f" if {condition_text(instead['condition'])}" if instead.get("condition") else ""  # (or: the choice only)
        text += f" ({may}{changed} instead{when})"
        instead = instead.get("instead")
    if action.get("once_per_name"):
        text += " (once per turn for all cards of this name)"
    if action.get("optional") and not may_after_if and action.get("do") not in (
            "retire-replacement", "damage-replacement", "substitute-retire", "under-redirect"):  # (its "you may" is said inside)
        text = f"you may {text}"
    if action.get("if_done"):
        text = f"if you did, {text}"
    if action.get("if_not_done"):
        text = f"if you did not, {text}"
    if action.get("in_unit"):
        text = f"together with that, {text}"
    return text


def _actions_text(actions: list) -> str:
    texts = []
    theirs = False  # the step "if you did (not)" reads is the opponent's own choice ("Your opponent may retire ...")
    looked = None  # the look-at step the cards put away come from
    for action in actions:
        text = action_text(action)
        if action.get("do") == "look-at-top":
            looked = action
        elif action.get("do") == "looked-to" and looked is not None and "target" not in action:
            if looked.get("amount") == 1 and "top_at_most" not in action:  # ("put it on top of your deck ...")
                text = text.replace("put the rest ", "put it ", 1)
            if looked.get("side") == "opponents":  # (their cards go back to their deck, their Outside Area)
                text = text.replace("your deck", "their deck").replace("your Outside Area", "their Outside Area")
        follows = action.get("if_done") or action.get("if_not_done")
        if theirs and follows:
            text = text.replace("if you did", "if your opponent did", 1)
        if action.get("opponent_may") or not follows:
            theirs = bool(action.get("opponent_may"))
        texts.append(text)
    return "; ".join(texts)


def describe_effect(effect: dict) -> str:
    """One effect as one sentence: '[On Play] If ..., draw 1 card.'"""
    head = TIMING_TEXT.get(effect.get("timing") or "", effect.get("timing") or "")
    tags = []
    if effect.get("once_per_turn"):
        tags.append("once per turn for all cards of this name" if effect.get("once_per_name") else
                    "once per turn, one of this character's such effects" if effect.get("once_shared") else "once per turn")
    if effect.get("cost"):
        tags.append("cost: " + ", ".join(COST_TEXT[cost["kind"]](cost) if cost.get("kind") in COST_TEXT
                                         else f"({cost.get('kind')})" for cost in effect["cost"]))
    body = _actions_text(effect.get("actions") or [])
    if (effect.get("timing") or "").startswith("in-outside-"):  # (the card waiting in the Outside Area is "this card")
        body = body.replace("return this character to its owner's hand", "add this card from your Outside Area to your hand")
    condition = effect.get("condition")
    kinds = [action.get("do") for action in effect.get("actions") or []]
    negated = condition is not None and condition.get("kind") == "none" and len(condition.get("conditions") or []) == 1
    if kinds == ["use-condition"] and condition:  # "This card can only be used if ..." / "You cannot use this card if ..."
        body = (f"this card cannot be used if {condition_text(condition['conditions'][0])}" if negated else
                f"this card can only be used if {condition_text(condition)}")
    elif negated and kinds in (["cannot-attack"], ["cannot-block"]) and set(effect["actions"][0]) == {"do"}:
        # "This character can only attack if ...": it cannot while that does not hold
        body = f"this character can only {kinds[0][7:]} if {condition_text(condition['conditions'][0])}"
    elif condition:
        body = f"if {condition_text(condition)}, {body}"
    label = f"[{head}]" + (f" ({'; '.join(tags)})" if tags else "")
    return f"{label} {body[:1].upper()}{body[1:]}."


def describe(effects: list | None) -> str:
    """A compiled effect list as plain English, one sentence per effect ('' for no effects)."""
    return " ".join(describe_effect(effect) for effect in effects or [])
