"""Compile Union Arena English effect text into the effect vocabulary (engine/effects/vocabulary.py).

    compile_card_text(text) -> CompiledText(effects, uncompiled)

A clause is compiled only when every sentence in it matches a known phrasing; otherwise the whole
clause is kept in `uncompiled` and nothing of it is guessed. Phrasings are patterns with
placeholders (numbers, names in <...> or "...", traits), so the same wording compiles with other
names and numbers. Keyword-only clauses and Raid clauses are card fields (engine/union_arena_text),
not effects: they count as compiled and add nothing here."""
from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field

from engine.effects.grammar import (
    REPLACEMENTS,
    _filter_of,
    added_to_hand,
    compile_core,
    handled_measure,
    keyword_actions,
    normalise,
    on_area_or_outside,
    parse_condition,
    parse_per,
    parse_range_increase,
    parse_target,
    placer_filter,
    verbs_on,
)
from engine.effects.vocabulary import ACTION_PARAMETERS, INSTEAD_TARGET_LIMITS
from engine.union_arena_text import derive_deck_limit, is_keyword_clause, raid_keyword, split_clauses

N = r"(\d+)"
NAME = r"<([^>]+)>"

TIMINGS = [
    (r"\[On Play\]", "on-play"), (r"\[When Attacking\]", "when-attacking"), (r"\[On Block\]", "when-blocking"),
    (r"\[When Blocking\]", "when-blocking"), (r"\[On Retire\]", "on-retire"), (r"\[Your Turn\]", "during-your-turn"),
    (r"\[Opponent's Turn\]", "during-opponents-turn"), (r"\[Main\]", "activate-main"),
    (r"\[Activate:? Main\]", "activate-main"), (r"\[When in Front ?line\]", "when-in-front-line"),
    (r"\[When in Energy Line\]", "when-in-energy-line"), (r"\[Trigger\]", "trigger"),
]
TIMING_PHRASES = [(re.compile(pattern, re.I), timing) for pattern, timing in (
    (r"^When this card is placed from your deck (?:to|in|into) the Outside Area by your (?:card )?effects?,? ", "when-milled"),
    (r"^When this card is placed (?:to|in|into|on) (?:the |your )?Remove Area by your (?:own )?(?:card )?effects?,? ", "when-removed"),
    # "... by the effect of your purple <Trait: X> card", "... by your Event Card or <X> effect": the card whose effect
    # placed it (a placed-by condition, _placer)
    (r"^(?:When|If) this card is placed (?:to|in|into|on) (?:the|your) Remove Area by (?:the effects? of your (?P<placer>[^,]+?)"
     r"|your (?P<placer_kind>[^,]+?) effects?), ", "when-removed"),
    # "When / If this card is revealed from your deck" (by an effect: revealed while looked at, or taken by "reveal")
    (r"^(?:When|If) this card is revealed from your deck,? ", "when-revealed-from-deck"),
    # "When this card is placed from your hand to the Outside Area (by your effect)": seed 000 has no rule that does
    # it, only effects and costs ("placing 1 card from your hand in your Outside Area"); "by your effect": not by an
    # effect of your opponent's ("your opponent places 1 card from their hand to the Outside Area")
    (r"^When this card is placed from your hand (?:to|in|into) (?:the|your) Outside Area by your (?:own )?(?:card )?"
     r"effects?,? ", "when-discarded-by-your-effect"),
    (r"^(?:When|If) this card is placed from your hand (?:to|in|into) (?:the|your) Outside Area by (?:the effects? of your "
     r"(?P<placer>[^,]+?)|your (?P<placer_kind>[^,]+?) effects?), ", "when-discarded-by-your-effect"),
    (r"^When this card is placed from your hand (?:to|in|into) (?:the|your) Outside Area,? ", "when-discarded"),
    # "When this card is placed to the Outside Area, ...": from wherever it is (the hand, the deck, the area, under a
    # character); the comma said, so "... to the Outside Area from <where>" is not read as it
    (r"^When this card is placed (?:to|in|into) (?:the|your) Outside Area, ", "when-to-outside"),
    # "When you place 1 card from your hand to the Outside Area (by your own effect / , except by a <X> effect,)": any
    # card of yours placed so, once for each card (seed 000 has no rule that does it: effects and costs); "and there are
    # no ..." after it is the effect's condition ("if there are no ...")
    (r"^When you place (?:1|a) card from your hand (?:to|in|into) (?:the|your) Outside Area by your (?:own )?(?:card )?"
     r"effects?(?:,? and (?=there )|,? )", "when-you-discard-by-your-effect"),
    # "When you place a <Trait: X> card from your hand to the Outside Area by your character's effect": the card placed
    # (a placed-card-matches condition) and the card whose effect placed it (placed-by), each when said
    (r"^When you place (?:1|a|an) (?P<discarded>(?:[^,]+? )?card) from your hand (?:to|in|into) (?:the|your) Outside Area by "
     r"(?:the effects? of your (?P<placer>[^,]+?)|your (?P<placer_kind>[^,]+?) effects?)(?:,? and (?=there )|, )",
     "when-you-discard-by-your-effect"),
    (r"^When you place (?:1|a|an) (?P<discarded>(?:[^,]+? )?card) from your hand (?:to|in|into) (?:the|your) Outside Area"
     r"(?:, except by (?:an? |the |your )?"
     r"(?P<except>[^,]+?) effects?,)?(?:,? and (?=there )|,? )", "when-you-discard"),
    # "When a card without [Trigger] / with [Draw] is placed from your Life Area to the Outside Area" (after its Trigger
    # check, seed 000 Trigger check); the card's filter becomes a placed-card-matches condition (_life_card_filter)
    (r"^When (?:a card(?P<life_card>(?: with| without) [^,]*?)? is placed|you place a card(?P<life_placed>(?: with| without)"
     r" [^,]*?)?) from your Life Area (?:to|in|into) (?:the|your) Outside Area,? ", "when-life-to-outside"),
    # seed 000 Raid Boost: a Raid card placed on this character (its effects resolve with the Raid card's [On Play])
    (r"^When this character is raided on,? ", "when-raided-on"),
    # "When this character gets its BP increased": an effect's +BP given to it (read with [1 Per Turn] only: its own +BP
    # would set it off again)
    (r"^When this character (?:gets its BP increased|gets BP increased|has its BP increased),? ", "when-bp-increased"),
    # "If this rested character is set to active by your effect": an effect of yours makes it active (from rested)
    (r"^(?:When|If) this (?:rested )?character is set to active by your (?:card )?effects?,? ", "when-set-active-by-your-effect"),
    # "(During your Main Phase,) when this active character gets rested by your card effect": an effect of yours rests it
    # (from active; not a cost, not a battle), in your Main Phase when said so
    (r"^(?P<in_main>During your Main Phase, )?(?:When|If) this (?:active )?character (?:gets|is|becomes) rested by your "
     r"(?:own )?(?:card )?effects?,? ", "when-rested-by-your-effect"),
    # 'When a character on your area activates a "Choose 1 of the following" effect, ...': as that choice is made
    (r'^When a character on your area activates an? "Choose 1 of the following(?: effects?)?" effect,? ', "when-yours-chooses-one"),
    # "When this character is chosen by your <Trait: X> card effect": as an effect picks it (a chosen-by condition
    # names the card whose effect it is: _chosen_by)
    (r"^When this character is chosen by (?:your|an?) [^,]+? (?:card )?effects?,? ", "when-chosen"),
    (r"^When this character moves from (?:the )?Energy Line to (?:the )?Front Line,? ", "when-moved-to-front-line"),
    # ("moves to the Front Line": from the Energy Line, the only other line; "is played": its [On Play])
    (r"^When this character (?:moves|is moved) to (?:the |your )?Front Line,? ", "when-moved-to-front-line"),
    (r"^When this (?:character|card) is played,? ", "on-play"),
    (r"^When this character (?:returns|is returned) from your area to your hand,? ", "when-returned-to-hand"),
    (r"^(?:When|If) this character(?: attacks and (?:it )?is|'s attack is| attack is) not blocked,? ", "when-attack-not-blocked"),
    (r"^When this character attacks and wins? (?:a|the) battle,? ", "when-wins-battle"),  # ("and win": said so)
    (r"^When this character attacks and loses (?:a|the) battle,? ", "when-attacks-and-loses"),
    # "When a character on your area attacks and loses a battle" / "When your <X> attacks and loses a battle" (seed 000,
    # Resolution timing B 1), "When your <X>'s attack is not blocked" (Blocking Character specification timing)
    (r"^When (?:a|one of your) characters? (?:from|on) your area attacks and loses (?:a|the) battle,? ",
     "when-yours-attacks-and-loses"),
    (r"^When (?:(?P<your>your) (?P<winner>[^,]+?)|(?:a|an) (?P<winner_on>[^,]+?) (?:on|from) your area) attacks and loses? "
     r"(?:a|the) battle,? ", "when-yours-attacks-and-loses"),
    (r"^When (?:(?P<your>your) (?P<winner>[^,]+?)|(?:a|an) (?P<winner_on>[^,]+?) (?:on|from) your area)(?:'s attack is| "
     r"attacks and (?:it )?is) not blocked,? ", "when-yours-attack-not-blocked"),
    (r"^When (?:a|one of your) characters? (?:from|on) your area attacks and wins (?:a|the) battle,? ", "when-yours-wins-battle"),
    # "When your <X> attacks and wins a battle" / "When a <X> on your area attacks and wins a battle": a character of
    # yours that attacks and wins (seed 000 Resolution timing A 3), the attacker as an attacker-matches condition
    (r"^When (?:(?P<your>your) (?P<winner>[^,]+?)|(?:a|an) (?P<winner_on>[^,]+?) (?:on|from) your area) attacks and wins? "
     r"(?:a|the) battle,? ", "when-yours-wins-battle"),
    # "When this character is blocked by a character with BP 3000 or less": the blocker as a blocker-matches condition
    (r"^When this character(?: attacks and (?:it )?is| is) blocked by an? (?P<blocker>[^,]+?), ", "when-attack-blocked"),
    (r"^When this character(?: attacks and (?:it )?is|'s attack is| attack is| is) blocked,? ", "when-attack-blocked"),
    (r"^When this character moves from (?:the )?Front Line to (?:the )?Energy Line,? ", "when-moved-to-energy-line"),
    # "When this character moves, ...": to the other line, either way (seed 000 Move Phase, or an effect)
    (r"^When this character moves, ", "when-moved"),
    (r"^(?:At the end of this character's attack|When this character's attack ends),? ", "end-of-attack"),
    # "At the end of an attack that this character was blocked": this character's attack, with an attack-blocked condition
    (r"^At the end of an attack (?:that|in which|where) this character (?:was|is) blocked,? ", "end-of-attack"),
    (r"^At the end of (?:your character's|an attack of your character|your characters') attack,? ", "end-of-yours-attack"),
    (r"^When (?:a|one of your) characters? (?:on|from) your area attacks,? ", "when-yours-attacks"),
    # "When your <X> attacks", "When a <Trait: X> character on your area attacks": the attacker as an attacker-matches
    # condition (a subject that names no side, "When a <X> attacks", does not say whose attack: not read)
    (r"^When (?:(?P<your>your) (?P<winner>(?!opponent)[^,]+?)|(?:a|an) (?P<winner_on>[^,]+?) (?:on|from) your area) attacks,? ",
     "when-yours-attacks"),
    (r"^At the end of your Attack Phase,? ", "end-of-attack-phase"),
    # "At the end of the Attack Phase": of whichever player's turn it is (an ability given "during this turn": this
    # turn's Attack Phase, whoever has it)
    (r"^At the end of the Attack Phase,? ", "end-of-the-attack-phase"),
    (r"^At the end of (?:your opponent's|the opponent's|your opponent) Attack Phase,? ", "end-of-opponents-attack-phase"),
    # "When a <X> is played (on a line different from this character)": the card's filter and line become a
    # played-card-matches condition (_played_card)
    (r"^When (?:a|an|your) (?P<played>[^,]+?) is played(?P<other_line> on a (?:line different from|different line "
     r"(?:from|than)) this character)?,? ", "when-yours-played"),
    (r"^When you play (?:a|an) (?P<played>[^,]+?), ", "when-yours-played"),  # ("you play": yours)
    (r"^At the end of (?:your|the|this|this turn's) Main Phase,? ", "end-of-main-phase"),
    (r"^When this character (?:blocks and )?wins? (?:a|in|the) battle,? ", "when-wins-battle"),
    (r"^At the start of your Attack Phase,? ", "start-of-attack-phase"),
    # "When <X> raids during your Attack Phase" (a card in your hand: "you may play this card from your hand"): a Raid
    # Boost of yours with that card in this turn's Attack Phase (a played-card-matches condition names it)
    (r"^When (?:your )?(?P<raider><[^>]+>) raids during your Attack Phase,? ", "in-hand-when-yours-raids"),
    # "During your Main Phase, (except the turn this character was played,) when you draw a card with your effects":
    # a draw an effect of yours makes (the Start Phase's and the extra draw are the rules'), in your Main Phase
    (r"^During your Main Phase,(?P<not_played> except (?:during |in )?the turn (?:this character|this card|it) (?:was|is) "
     r"played,)? when you draw (?:a card|cards?) (?:with|by) your (?:own )?(?:card )?effects?,? ", "when-you-draw-by-your-effect"),
    (r"^At the start of your Main Phase,? ", "start-of-main-phase"),
    (r"^At the start of your turn,? ", "start-of-turn"),
    # seed 000 End Phase 1: "If there are any effects that are activated at the start of the End Phase, activate and
    # resolve them" ("At your End Phase": the same moment)
    (r"^At (?:the start of )?your End Phase,? ", "start-of-end-phase"),
    (r"^At the end of your turn,? ", "end-of-turn"),
    (r"^When this character is retired,? ", "on-retire"),  # "leaves the field" is wider than retiring: not read
    # "[On Retire] When this character leaves the area by battle": retired by losing a battle (seed 000, Removing cards
    # from the field: "moving a card on the field to the Outside Area after a battle"), its [On Retire] (a retired-by
    # condition)
    (r"^When this character leaves the (?:area|field) by (?:a )?battle,? ", "on-retire"),
    # "When / If this character leaves the area (by your own effect / by your or your opponent's effect)": it moves from
    # the field to any other place (seed 000 keeps "remove from the field" for retiring only: returning it to the hand
    # or placing it elsewhere is leaving too), however it left unless said (a left-by condition: _left_by)
    (r"^(?:When|If) this character leaves? the (?:area|field)(?! by (?:a )?battle)(?: (?:by|due to) (?P<left_by>(?:your or "
     r"your opponent's|your (?:own )?|your opponent's|an?|) ?(?:card )?effects?))?, ", "when-leaves"),
    # "When your character leaves the area" / "When a <X> on your area leaves the field": another character (any known
    # subject with its side: _retired_card) moving from the field to any other place, a left-card-matches condition
    # ("When <X> leaves the field you may ...": the comma left out before "you may")
    (r"^When (?P<leaving>(?!this\b)[^,]+?) leaves? the (?:area|field)(?:, |,? (?=you may\b))", "when-character-leaves"),
    # "When a character on your opponent's Front Line is retired": another character (any known subject: _retired_card)
    # removed from the field to the Outside Area (seed 000, Removing cards from the field), a retired-card-matches
    # condition naming it
    (r"^When (?P<retired>(?!this\b)[^,]+?) (?:is|are|gets|get) retired,? ", "when-character-retired"),
    (r"^When this character attacks,? ", "when-attacking"),
    (r"^When this character blocks,? ", "when-blocking"),
)]
COSTS = [
    (r"\[Rest this card\]", lambda m: {"kind": "rest-this-card"}),
    (rf"\[Pay {N} AP\]", lambda m: {"kind": "pay-ap", "amount": int(m.group(1))}),
    (rf"\[Discard {N}\]", lambda m: {"kind": "place-from-hand-to-outside", "amount": int(m.group(1))}),
    (r"\[Retire this card\]", lambda m: {"kind": "retire-this-card"}),
]
ONCE = re.compile(r"\[(?:\d+ ?|Once )Per Turn\]\)?|\((?:1|Once) Per Turn\)", re.IGNORECASE)  # ("[1Per Turn]"; "[1 Per Turn])": a stray bracket)

SELF = {"self": True}
HAND_LOCK = {"timing": "continuous", "actions": [{"do": "cannot-use-from-hand"}]}  # (a player's: gain-ability)
DURATION = r"(?: (?:during|for) this turn)?"


def _n(m, group=1) -> int:
    return int(m.group(group))


def _turn(m) -> dict:
    """"... during this turn" -> {"duration": "this-turn"}; no duration when the text gives none."""
    return {"duration": "this-turn"} if re.search(r"\bthis turn$", m.group(0).rstrip(".")) else {}


def _how_many(m, up_group: int, n_group: int) -> dict:
    """"up to 2" -> {"up_to": 2}; "Choose 2" (no "up to") -> {"up_to": 2, "exactly": True}."""
    return {"up_to": _n(m, n_group), **({} if m.group(up_group) else {"exactly": True})}


def _opponent_target(m_bp=None, count=None):
    target = {"side": "opponents", "zone": "front"}
    if m_bp is not None:
        target["bp_max"] = m_bp
    target.update(count or {})
    return target


def _player_gains(m) -> list | None:
    if not (m.group(2) or m.group(0).lower().startswith("during")):
        return None  # (for how long is not said)
    watched = re.fullmatch(r"(?:if|when) the chosen character is retired, (?P<then>.+?)\.?", m.group(1).strip(), re.I)
    if watched:  # 'During this turn, you gain "if the chosen character is retired, draw 2 cards"': what the player does
        # if the character the step before chose is retired this turn (by anything), with no card of its own
        then = compile_card_text(watched.group("then")[:1].upper() + watched.group("then")[1:] + ".")
        if not then.complete or len(then.effects) != 1 or set(then.effects[0]) != {"timing", "actions"} \
                or then.effects[0]["timing"] != "main":
            return None
        return [{"do": "when-chosen-retired", "actions": then.effects[0]["actions"], "target": {"chosen": True},
                 "duration": "this-turn"}]
    if re.fullmatch(r"You cannot use cards from your hand\.?", m.group(1).strip(), re.I):
        effects = [copy.deepcopy(HAND_LOCK)]  # (a player's restriction: said only of the player)
    else:
        inner = compile_card_text(m.group(1))
        if not inner.complete or not inner.effects:
            return None
        effects = inner.effects
    return [{"do": "gain-ability", "effects": effects, "target": {"player": True}, "duration": "this-turn"}]


def _return_or_self(phrase: str) -> list | None:
    if not re.search(r"\b(?:on|in|from) your\b", phrase):
        phrase += " on your area"  # (returned "to your hand": a character of yours)
    parsed = parse_target(phrase)
    if parsed is None or parsed[1].strip() or parsed[0].get("side") != "yours" or parsed[0].get("zone") not in ("any", "front",
                                                                                                            "energy"):
        return None
    return [{"do": "return-to-hand-or-self", "target": parsed[0]}]


def _choose_all_instead(m) -> list | None:
    """'During this turn, the effects of your purple cards with "Choose 1 of the following" may be replaced with "Choose
    all of the following" instead' / '... the next effect of ...': for the rest of the turn (its next one only), a
    "choose 1 of the following" effect of your cards of that kind may choose every option instead (the player's
    choice: "may")."""
    parsed = parse_target(f"all {m.group('cards')}")
    if parsed is None or parsed[1].strip() or set(parsed[0]) - {"all", "color", "card_type", "name", "trait"}:
        return None
    action = {"do": "choose-all-instead", "duration": "this-turn"}
    wanted = {k: v for k, v in parsed[0].items() if k != "all"}
    if wanted:
        action["filter"] = wanted
    if m.group("next"):
        action["next"] = True
    return [action]


# Sentence patterns: (regex, builder(match) -> list of actions). Sentences are matched whole.
SENTENCES = [
    (rf"Draw {N} cards?(?:,| and) (?:then )?place {N} cards? from your hand (?:in|to|into) the Outside Area",
     lambda m: [{"do": "draw", "amount": _n(m)}, {"do": "discard", "amount": _n(m, 2)}]),
    (rf"Draw {N} cards?", lambda m: [{"do": "draw", "amount": _n(m)}]),
    (rf"Place {N} cards? from your hand (?:in|to|into) the Outside Area(?:,| and) (?:then )?draw {N} cards?",
     lambda m: [{"do": "discard", "amount": _n(m)}, {"do": "draw", "amount": _n(m, 2)}]),
    (rf"Choose up to {N} of your AP cards and set (?:them|it) (?:to )?active",
     lambda m: [{"do": "set-ap-active", "amount": _n(m)}]),
    # "If you use this card and choose a <X>, reduce this card's AP cost by 1": the player says as it is used that its
    # effect will choose a <X> (if_chooses), and pays that much less
    (rf"If you use this card and choose (?:a|an|1) (<[^>]+>|\[Trait: [^\]]+\])(?: card)?, reduce (?:this card's AP cost|the AP "
     rf"cost of this card) by {N}",
     lambda m: [{"do": "cost-reduction", "what": "ap", "amount": _n(m, 2), "if_chooses": _filter_of(m.group(1))}]
     if _filter_of(m.group(1)) else None),
    (rf"This (?:character|card) (?:gets|gains) \+{N} BP{DURATION}",
     lambda m: [{"do": "bp-change", "amount": _n(m), "target": dict(SELF),
                 **({"duration": "this-turn"} if "turn" in m.group(0) else {})}]),
    (rf"This (?:character|card) (?:gets|gains) -{N} BP{DURATION}",
     lambda m: [{"do": "bp-change", "amount": -_n(m), "target": dict(SELF),
                 **({"duration": "this-turn"} if "turn" in m.group(0) else {})}]),
    (rf"Choose (up to )?{N} (other )?characters? on your area(?:,|\.)? (?:it|they) (?:gets?|gains?) \+{N} BP{DURATION}",
     lambda m: [{"do": "bp-change", "amount": _n(m, 4), **_turn(m),
                 "target": {"side": "yours", "zone": "any", **_how_many(m, 1, 2), **({"other": True} if m.group(3) else {})}}]),
    (rf"Choose (up to )?{N} characters? on your opponent's Front Line with \[?BP {N} or less\]? and (retire|rest) (?:it|them)",
     lambda m: [{"do": "retire" if m.group(4).lower() == "retire" else "rest",
                 "target": _opponent_target(_n(m, 3), _how_many(m, 1, 2))}]),
    (rf"Choose (up to )?{N} characters? on your opponent's Front Line and (retire|rest) (?:it|them)",
     lambda m: [{"do": "retire" if m.group(3).lower() == "retire" else "rest", "target": _opponent_target(None, _how_many(m, 1, 2))}]),
    (rf"Choose (up to )?{N} characters? on your opponent's Front Line with \[?BP {N} or less\]? and return (?:it|them) to (?:their|its owner's|your opponent's) hand",
     lambda m: [{"do": "return-to-hand", "target": _opponent_target(_n(m, 3), _how_many(m, 1, 2))}]),
    # "Return 1 other <X> on your area (to your hand). If you cannot, return this card to your hand (instead)": one of
    # your other characters, or this one ("return" alone is to the hand)
    # ("Return 1 character with required energy of 1 or less to your hand": one of yours, this one too)
    (r"Return (?P<what>1 (?:other )?.+?)(?: to your hand)?\. If you (?:cannot|can't|can not), return this (?:card|character) to "
     r"your hand(?: instead)?", lambda m: _return_or_self(m.group("what"))),
    (rf"This character cannot be blocked by characters with BP {N} or less{DURATION}",
     lambda m: [{"do": "cannot-be-blocked-by-bp-at-most", "amount": _n(m),
                 **({"duration": "this-turn"} if "turn" in m.group(0) else {})}]),
    (rf"This card is also treated as {NAME}", lambda m: [{"do": "also-named", "name": m.group(1)}]),
    # "is played in active", "comes into play as Active", "is placed onto the field in Active" (seed 000: cards are
    # played in Rest Mode; these are not)
    (r"This (?:character|card|Field) (?:is played|comes (?:in)?to play|is placed (?:onto|on to|on|to) the field) (?:in|as) active",
     lambda m: [{"do": "enters-active"}]),
    (r"This (?:character|card|Field) is active when (?:it is )?played(?: onto (?:the field|your area))?", lambda m: [{"do": "enters-active"}]),
    (r"This character also generates energy on the Front Line", lambda m: [{"do": "generates-on-front-line"}]),
    # seed 000, Playing Character cards: the Energy Line must include "the amount and color" of the Required Energy;
    # for this card any colour counts
    (r"(?:The colou?r and energy required for this card are treated as all colou?rs|You can treat this card(?:'s)? required "
     r"energy's colou?r as all colou?rs|The required energy of this card(?: in your hand)? can be fulfilled by ignoring "
     r"the colou?r of the generated energy)", lambda m: [{"do": "any-color-energy"}]),
    (r"Look at the top (\d+ )?cards? of your deck(?:\.|,| and) (?:Place|place) (?:that card|it|them) (?:on|at|to) (?:the )?top or (?:the )?bottom of your deck",
     lambda m: [{"do": "top-or-bottom", "amount": int(m.group(1) or 1)}]),
    (r"Set this character to active", lambda m: [{"do": "set-active", "target": dict(SELF)}]),
    (rf"Choose (up to )?{N} characters? on your opponent's Front Line with BP {N} or more, (?:it|they) gets? -{N} BP{DURATION}",
     lambda m: [{"do": "bp-change", "amount": -_n(m, 4), **_turn(m),
                 "target": {"side": "opponents", "zone": "front", "bp_min": _n(m, 3), **_how_many(m, 1, 2)}}]),
    (rf"Choose (up to )?{N} characters? on your opponent's Front Line(?:,|\.)? (?:it|they) gets? -{N} BP{DURATION}",
     lambda m: [{"do": "bp-change", "amount": -_n(m, 3), **_turn(m),
                 "target": {"side": "opponents", "zone": "front", **_how_many(m, 1, 2)}}]),
    (rf"Choose (up to )?{N} characters? on your opponent's Front Line and rest (?:it|them)\. The next time (?:it|they) would (?:be )?set to active,? (?:it|they) (?:doesn't|don't|does not)",
     lambda m: [{"do": "rest", "stays_rested": True, "target": _opponent_target(None, _how_many(m, 1, 2))}]),
    (r"Play this (?:character|field|card)(?: (?:on|onto|to) your area)? (?:in active|as active|and set it to active)",
     lambda m: [{"do": "enters-active"}]),
    (rf"Add up to {N} cards? from your Outside Area to your hand",
     lambda m: [{"do": "add-to-hand", "target": {"side": "yours", "zone": "outside", "up_to": _n(m)}}]),
    # (said with its duration only: without it, for how long is not said)
    # "You cannot use cards from your hand during this turn": the player gains that restriction for the turn (said
    # with its duration; alone it is what the player gains, 'you gain "You cannot use cards from your hand."')
    (r"(?:During this turn,? you cannot use cards from your hand|you cannot use cards from your hand (?:during|for) this "
     r"turn)", lambda m: [{"do": "gain-ability", "effects": [copy.deepcopy(HAND_LOCK)], "target": {"player": True}, "duration": "this-turn"}]),
    (r"During this turn,? you cannot place cards from your Life Area to the Outside Area by your (?:card )?effects?",
     lambda m: [{"do": "life-stays", "duration": "this-turn"}]),
    # "during this turn, you gain following effect "..."", "You gain "..." until the end of the turn": an ability the
    # player has (target "player"), for the time said ("During this turn," may lead: _peel gives it)
    (r"(?:During this turn,? )?you gain (?:the )?(?:following )?(?:effect|ability)? ?\"([^\"]+)\"( during this turn| until the "
     r"end of (?:the|this) turn)?", lambda m: _player_gains(m)),
    (r'During this turn,? the (?:(?P<next>next) effect|effects) of your (?P<cards>[^"]+?) with "Choose 1 of the following'
     r'(?: effects?)?" may be replaced with "Choose all of the following(?: effects?)?"(?: instead)?', _choose_all_instead),
]
SENTENCES = [(re.compile(rf"^{pattern}\.?$", re.IGNORECASE), build) for pattern, build in SENTENCES]
# "If [you have 1 or more cards in your hand and] this character would be retired ..., ... instead": read whole, the
# "If" is part of the replacement
SENTENCES += REPLACEMENTS

_COUNTED = r"(?:(?:<([^>]+)>|\[Trait: ([^\]]+)\]|(Character Card|Event Card|Field Card|character|card))s?(?: (cards?|characters?))?)"


def _counted(m, first_group: int, count) -> dict:
    name, trait, noun = m.group(first_group), m.group(first_group + 1), m.group(first_group + 2)
    condition = {"kind": "card-on-your-area", "count": count}
    if name:
        condition["name"] = name
    elif trait:
        condition["trait"] = trait
    else:
        condition["card_type"] = noun.lower().split()[0]
    if (name or trait) and (m.group(first_group + 3) or "").startswith("character"):
        condition["card_type"] = "character"  # "2 or more [Trait: X] characters": fields with the trait do not count
    return condition


CONDITIONS = [
    (re.compile(rf"^If (?:there is|you have) an? {NAME}(?: card| character)? (?:on|in) your (area|Front Line(?: or Energy Line)?),? ", re.I),
     lambda m: {"kind": "card-on-your-area", "name": m.group(1), **({"line": "front"} if m.group(2).lower() == "front line" else {})}),
    (re.compile(rf"^If an? {NAME}(?: card| character)? is (?:on|in) your (area|Front Line),? ", re.I),  # "If a <X> is on your area"
     lambda m: {"kind": "card-on-your-area", "name": m.group(1), **({"line": "front"} if m.group(2).lower() == "front line" else {})}),
    # (not "... on your area with BP 6000 or more": parse_condition reads the limits said after the zone)
    (re.compile(rf"^If (?:there are|you have) {N} or more {_COUNTED} (?:on|in) your (area|Front Line|Energy Line),? (?!with |other than |and (?:in )?(?:your )?Outside Area)", re.I),
     lambda m: dict(_counted(m, 2, int(m.group(1))), **({"line": {"front line": "front", "energy line": "energy"}[m.group(6).lower()]}
                                                        if m.group(6).lower() != "area" else {}))),
    (re.compile(r"^If (?:there is|you have) an? \[Trait: ([^\]]+)\] (card|character) (?:on|in) your area,? ", re.I),
     lambda m: {"kind": "card-on-your-area", "trait": m.group(1), **({"card_type": "character"} if m.group(2) == "character" else {})}),
    (re.compile(rf"^If you have {N} or less Life,? ", re.I), lambda m: {"kind": "life-at-most", "amount": int(m.group(1))}),
    (re.compile(rf"^If your Life is {N} or less,? ", re.I), lambda m: {"kind": "life-at-most", "amount": int(m.group(1))}),
    (re.compile(rf"^If (?:you have {N} or more Life|your Life is {N} or more),? ", re.I),
     lambda m: {"kind": "life-at-least", "amount": int(m.group(1) or m.group(2))}),
    (re.compile(rf"^If your opponent(?:'s Life is| has) {N} or less(?: Life)?,? ", re.I),
     lambda m: {"kind": "opponent-life-at-most", "amount": int(m.group(1))}),
    # "If your opponent's Life is 3 or more" / "is 1" (exactly: at most and at least that)
    (re.compile(rf"^If your opponent(?:'s Life is| has) {N}( or more)?(?: Life)?,? ", re.I),
     lambda m: {"kind": "opponent-life-at-least", "amount": int(m.group(1))} if m.group(2) else
     {"kind": "all", "conditions": [{"kind": "opponent-life-at-most", "amount": int(m.group(1))},
                                    {"kind": "opponent-life-at-least", "amount": int(m.group(1))}]}),
    (re.compile(r"^If this (?:character|card) is active,? ", re.I), lambda m: {"kind": "this-is-active"}),
    (re.compile(rf"^If this character(?:'s BP| has BP| has) (?:is )?(?:BP )?{N} or more(?: BP)?,? ", re.I),
     lambda m: {"kind": "this-bp-at-least", "amount": int(m.group(1))}),
    (re.compile(rf"^If this character(?:'s BP| has BP| has) (?:is )?(?:BP )?{N} or (?:less|lower)(?: BP)?,? ", re.I),
     lambda m: {"kind": "this-bp-at-most", "amount": int(m.group(1))}),
    # "If you use an Event Card during this turn" (present tense, said in the same turn): the same history
    (re.compile(r"^If you (?:have )?(?:used|use) an Event Card during this turn,? ", re.I), lambda m: {"kind": "used-event-this-turn"}),
    (re.compile(rf"^If there are {N} or more {_COUNTED} with different names (?:on|in) your (area|Front Line),? ", re.I),
     lambda m: dict(_counted(m, 2, int(m.group(1))), different_names=True,
                    **({"line": "front"} if m.group(6).lower() == "front line" else {}))),
    (re.compile(r"^If there are no (?:other )?cards on your area,? ", re.I), lambda m: {"kind": "area-empty"}),
    (re.compile(rf"^If there are {N} or more cards in your Outside Area,? ", re.I),
     lambda m: {"kind": "outside-at-least", "amount": int(m.group(1))}),
    (re.compile(rf"^If you have {N} or more cards in your hand,? ", re.I), lambda m: {"kind": "hand-at-least", "amount": int(m.group(1))}),
    (re.compile(rf"^If you have {N} or less cards in your hand,? ", re.I), lambda m: {"kind": "hand-at-most", "amount": int(m.group(1))}),
    (re.compile(rf"^If you have {N} or more active AP cards,? ", re.I), lambda m: {"kind": "ap-active-at-least", "amount": int(m.group(1))}),
    (re.compile(r"^If this character is on (?:your|the) (Front Line|Energy Line),? ", re.I),
     lambda m: {"kind": "in-line", "line": "front" if "front" in m.group(1).lower() else "energy"}),
]
STATIC_ACTIONS = ("also-named", "enters-active", "generates-on-front-line", "cost-reduction", "renamed")
STATIC_ACTIONS += ("also-energy", "any-color-energy")  # issue 13.2: "also treated as having required energy of N"
STATIC_ACTIONS += ("also-event",)  # "Your Character cards other than <X> are also treated as Event cards in all places"
STATIC_ACTIONS += ("cannot-enter-line", "raid-cost-reduction", "raided-cost-reduction")  # "This card cannot be played on the Energy Line"
TIERS = re.compile(r"^(?P<your_turn>\[Your Turn\] ?)?(\[When in (?:Front ?Line|Energy Line)\] ?)?(?P<if>If [^,]+, )?This (?:character|card) "
                   r"gains (?:all )?(?:of )?"
                   # "This card gains effects based on ...": the same header, "the following" left unsaid
                   r"(?:the following )?effects? based on (?:the number of (?!face-down)(.*?) (?:on|in) "
                   # "... in the Outside Area": yours, as "from the Outside Area" is
                   r"(?:your |the (?=Outside Area))"
                   r"(area and (?:in )?(?:your )?Outside Area|area|Front Line|Energy Line|Outside Area|Remove Area|hand)"
                   r"(?P<different> with different names)?|(your generated energy)|"
                   r"(?:this character's|its) (BP)|the number of (?P<face_down>face-down cards under this character)|"
                   r"the number of (?P<used>[^,]+?) (?:that )?you used (?:during )?this turn|"
                   # "based on the number of characters with required energy of 3 on the same line": this character's
                   r"the number of (?P<same_line>[^,]+?) on the same line(?: as this character)?|"
                   # "the number of times this character attacked during this turn" / "... times other characters with
                   # a required energy of 4 or less have attacked during this turn"
                   r"the number of times (?P<attackers>this character|other [^,]+?) (?:has |have )?attacked "
                   r"(?:during )?this turn)[.:]?$", re.I)
# "[Your Turn] This character gets +1000 BP and gains all the following effects based on ...": a BP gain, then the header
_GETS_AND_GAINS_TIERS = re.compile(r"^(?P<head>(?:\[[^\]]+\] ?)*)This character gets (?P<bp>[+-]\d+ BP) and gains all (?:of )?"
                                   r"the following effects (?P<rest>based on .+)$", re.I)
# "Based on the number of X, this character gains all the following effects.": the same header, said the other way round
_BASED_ON_FIRST = re.compile(r"^Based on (the number of [^,]+), this (character|card) gains all (?:of )?the following "
                             r"effects?[.:]?$", re.I)
# "<a sentence>. This character gains all the following effects based on ...": two clauses on one line
_TIERS_SAID_AFTER = re.compile(r"^(?P<before>[^\[][^\[]*?\.)\s+(?P<header>This (?:character|card) gains (?:all )?(?:of )?"
                               r"(?:the following )?effects? based on .+)$", re.I)
# "... based on the different types of <A>, <B> and <C> on your area": how many of those names are there
_DIFFERENT_TYPES = re.compile(r"based on the different (?:types|kinds) of ([^.]+?) on your (area and (?:in )?(?:your )?Outside "
                              r"Area|area|Front Line|Energy Line|Outside Area)[.:]?$", re.I)
# a tier's label: "• 2 or more:", "• BP 6000 or more:" (tiers by this character's BP), "• 2 or more cards:" (face-down cards)
# "• 3 or less:" (a count at most N: the tiers a header whose count any condition reads, _tier_count), "• 2 or more
# characters:" (the noun the header counts, said again)
TIER_LABEL = re.compile(r"^(?:[•\-]\s*)?(?P<bp>BP )?(?P<n>\d+) or (?:more|higher|(?P<fewer>less|lower))"
                        r"(?P<cards> (?:cards?|characters?|Events?|Event Cards?))?:\s*(?P<body>.*)$", re.I)
# the same header as TIERS, with any count after "based on" (_tier_count reads it, or the tiers are not read; "based on the
# characters on your opponent's Front Line" is OPPONENT_TIERS)
ANY_TIERS = re.compile(r"^(?P<your_turn>\[Your Turn\] ?)?(\[When in (?:Front ?Line|Energy Line)\] ?)?(?P<if>If [^,]+, )?This "
                       r"(?:character|card) gains (?:all )?(?:of )?(?:the following )?effects? based on (?P<what>(?:the number of |your |this character's |its )[^.]+?)[.:]?$",
                       re.I)
# (after ", ": the end of a sentence that says a timing or steps first: "When this card is placed ..., choose 1 of the
# following effects" / "If you did, choose up to 1 character ... and retire it, choose up to 1 of the following effects")
# ("Choose 1 character ... and choose 1 of the following effects": after the step it picks a character in: its options
# say "the chosen character")
CHOOSE_ONE = re.compile(r"(?:^|(?<=\] )|(?<=\.) |(?<=, )|(?<=[a-z0-9>\]] and ))(?:Then,? )?(If [^,.]+,? )?choose (?:up to )?(\d+) "
                        r"(?:of|if|from) the "
                        r"(?:following(?: effects?)?(?: to activate)?|effects? to activate) ?[.:]?"
                        r"(?P<no_repeat> You (?:cannot|can't) choose [^.]*(?:again|already|have chosen)[^.]*\.?)?"
                        # "... of the following effects. This effect of <X> can only be activated once per turn.": the
                        # whole effect's, as said before the block
                        r"(?P<once> This effect (?:of <[^>]+> )?can only be activated once per turn\.?)?$", re.IGNORECASE)
# 'Choose "1" of the following effects' / 'Choose [1] of ...' / '[Choose 1] of ...': the count, marked
_MARKED_CHOOSE_COUNT = re.compile(r"\[(choose (?:up to )?\d+)\](?= (?:of|from) the following)|"
                                  r"\b(choose (?:up to )?)[\"\[](\d+)[\"\]](?= (?:of|from) the following)", re.I)
# "Choose one of the following." / "Choose up to two of the following effects.": the count in words
_COUNT_WORDS = {"one": 1, "two": 2, "three": 3}
_CHOOSE_COUNT_WORD = re.compile(r"\b(choose (?:up to )?)(one|two|three)(?= (?:of|from) the following)", re.I)
# "... If there is a face-down card under this character, activate the following effect." (then "• ..." bullets): the
# bullets' steps, done as the sentence's last
_ACTIVATE_FOLLOWING = re.compile(r"^(?P<head>.+?),? activate (?:all )?(?:of )?the following effects?[.:]?$", re.I)
# "If there is a <X> on your area. Choose 1 of the following effects.": a condition said as a sentence of its own
# before the choice (nothing else in it) is the choice's condition
_CONDITION_SAID_APART = re.compile(r"(?:^|(?<=\] ))(If [^,.]+)\. C(?=hoose (?:up to )?\d+ (?:of|from) the following)")
# "[On Play] This character activates the following effects based on the number of X." / "[On Play] Activate all the
# following effects based on ..." (then "• 5 or more: ..." tiers): one effect whose actions each need their tier
# "[Main] [1 Per Turn] Reveal any number of cards in your hand. Activate all the effects based on the number of cards with
# different names and <Trait: X> from your area and revealed by this effect." (REVEALED_COUNT)
ACTIVATES_TIERS = re.compile(r"^(?P<head>(?:\[(?:On Play|When Attacking|On Block|When Blocking|On Retire|Main|"
                             r"When in Front ?Line|When in Energy Line|\d+ Per Turn)\]\s*)+)"
                             r"(?P<reveal>Reveal any number of cards in your hand\. )?"
                             # "You may rest any number of your characters. Activate all the following effects based on the
                             # total BP of the characters rested by this effect.": a step first, whose cards the tiers count
                             r"(?P<step>(?!This character activates|Activate all)[A-Z][^.\[\]]*\. )?"
                             r"(?:This character activates|Activate all(?: of)?) the (?:following )?effects based on (?P<what>[^.]+)\."
                             r"(?P<rest>(?: This effect (?:of <[^>]+> )?can only be activated once per turn\.?)?)$", re.I)
# "[Main] [1 Per Turn] During this turn, this character gains all the following effects based on the characters on your
# opponent's Front Line." then "• BP 2000 or less: ...", "• Raid State: ...", "• AP cost of 2 or more: ..." bullets: each
# bullet's effect when the opponent has such a character there
OPPONENT_TIERS = re.compile(r"^(?P<head>(?:\[[^\]]+\]\s*)*)(?P<during>During this turn, )?this character gains all (?:of )?the "
                            r"following effects based on the characters on your opponent's (?P<line>Front Line|Energy Line|"
                            r"area)[.:]?$", re.I)
OPPONENT_TIER_LABEL = re.compile(r"^(?:[•\-]\s*)?(?P<label>(?:BP|AP cost of|required energy of) \d+ or (?:more|higher|less)|"
                                 r"Raid State):\s*(?P<body>.*)$", re.I)
# "If there is a <X> on your Front Line, this character gains all the following effects." then "• ..." bullets: each
# bullet is an effect of this character while the condition holds
GAINS_ALL = re.compile(r"^(?P<if>If [^,]+), this (?:character|card) gains all (?:of )?the following effects?[.:]?$", re.I)
# "This character can only activate 1 of the following effects once per turn." then "• When this character attacks and
# is not blocked, ..." bullets: each bullet is an effect of this character; the turn's one use is theirs together
ONE_OF_ONCE = re.compile(r"^This (?:character|card) can only activate (?:1|one) of the following effects once per turn[.:]?$",
                         re.I)
# the moments such an effect may wait for (its uses are kept on the character: Unit.fired)
SHARED_ONCE_TIMINGS = ("when-attacking", "when-blocking", "when-attack-blocked", "when-attack-not-blocked")


_BULLETS = ("•", "·", "・")  # the options of a "choose N of the following" block


@dataclass
class CompiledText:
    effects: list = field(default_factory=list)
    uncompiled: list = field(default_factory=list)  # the exact clauses of the text that did not compile
    sources: list = field(default_factory=list, compare=False)  # per effect: the exact clauses it was compiled from
    # a clause read from several lines of the text (_broken_lines_joined) -> those lines
    pieces: dict = field(default_factory=dict, compare=False, repr=False)

    def _lines(self, clauses) -> list:
        # (once each: a line may hold two clauses, "Choose 1 of the following effects: • Draw 1 card.")
        return list(dict.fromkeys(line for clause in clauses for line in self.pieces.get(clause, (clause,))))

    def _keep(self, effects: list, sources: list) -> None:
        self.effects.extend(effects)
        self.sources.extend(tuple(self._lines(source)) for source in sources)

    def _miss(self, clauses: list) -> None:
        self.uncompiled.extend(clause for clause in self._lines(clauses) if clause not in self.uncompiled)

    @property
    def complete(self) -> bool:
        return not self.uncompiled


def _standing_before_timed(clause: str) -> tuple[str, str] | None:
    """A clause with no timing label whose first sentences say only what this character always is (a standing
    restriction: continuous actions with no condition or duration) and whose next sentence starts with a time ("At the
    end of your Attack Phase, ..."): (the standing part, the timed part), two effects. None otherwise."""
    text = clause.strip()
    if text.startswith("[") or "\"" in text:
        return None
    sentences = _sentences(normalise(text))
    for at in range(1, len(sentences)):
        if not any(pattern.match(sentences[at].strip()) for pattern, _ in TIMING_PHRASES):
            continue
        before, after = " ".join(sentences[:at]).strip(), " ".join(sentences[at:]).strip()
        effect = _compile_clause(before)
        if effect is None or effect.get("timing") != "continuous" or not effect.get("actions") or any(
                a.get("do") not in CONTINUOUS_ACTIONS or set(a) & (_MODIFIED | {"duration", "condition"})
                for a in effect["actions"]) or set(effect) - {"timing", "actions"}:
            return None
        return before, after
    return None


def _sentences(body: str) -> list[str]:
    # Split after a full stop followed by a capital letter, keeping "If you cannot, ..." with its sentence
    # only when a pattern needs it (patterns that span sentences are tried on the whole body first).
    # "it's BP 4000 or less instead, if <B>, it's BP 5000 or less instead" / "... instead and if <B>, ...": a second
    # "If ..., it's ... instead" sentence joined to the first
    body = re.sub(r"\binstead(?:,? and|,) if\b", "instead. If", body)
    # "If <X>, it's BP 5000 or less instead, you may retire 1 field on your area": the next step, a sentence of its own
    body = re.sub(r"\binstead, you may\b", "instead. You may", body)
    # "If there are 3 or more <X> cards with different names on your area, ..., if there are 5 or more, it's [+2000 BP]
    # instead": the second count is of the same cards (what they are and where, said once): a sentence of its own
    body = re.sub(r"(?P<head>\bIf there are \d+ or more (?P<counted>[^,.]+?), [^.]*?), if there are (?P<n>\d+) or more, "
                  r"(?P<what>(?:it's|it is|its) [^.]*? instead)",
                  r"\g<head>. If there are \g<n> or more \g<counted>, \g<what>", body)
    # "If <A>, its "BP 4000 or less" instead and during this turn, the next time ...": a second thing <A> brings, said
    # as its own sentence under the same condition
    body = re.sub(r"(?P<cond>\bIf [^,.]+?, )(?P<what>(?:it's|it is|its) [^.]*? instead) and (?P<more>during this turn, [^.]+)",
                  r"\g<cond>\g<what>. \g<cond>\g<more>", body)
    if body.count('"') % 2:  # (a quote never closed: the sentences as the full stops say)
        return [part.strip() for part in re.split(r"(?<=\.)\s+(?=[A-Z•])", body) if part.strip()]
    # a quoted unit is never split ('You may "Look at ... . Reveal ... . Place ... ." If you did, ...'), and a closing
    # quote ends a sentence as a full stop does ('You may "Draw 1 card." If you did, ...'; '"Draw 1 card" If ...')
    sentences: list[str] = []
    for part in re.split(r'(?:(?<=\.)|(?<=\."))\s+(?=[A-Z•]|"[A-Z][^"]*"\.?(?:\s|$))|(?<=")\s+(?=If\b)', body):
        if sentences and (sentences[-1].count('"') % 2 or sentences[-1].count("<") > sentences[-1].count(">")
                          or sentences[-1].count("[") > sentences[-1].count("]")):
            sentences[-1] += " " + part  # (nor a name or Trait in brackets: "[Trait: A.I.M. Squad]")
        else:
            sentences.append(part)
    return [part.strip() for part in sentences if part.strip()]


_IT = re.compile(r"^((?:you may )?(?:retire|rest|return|set)) it\b", re.I)


def _it_is_this(text: str) -> str:
    """"If this character is active, retire it" / "When this character attacks and loses the battle, retire it": with
    nothing chosen before, "it" is the character the condition or timing named."""
    return _IT.sub(lambda m: f"{m.group(1)} this character", text, count=1)


# "During this turn, this character gains When this character attacks and is blocked, draw up to 1 card." / "... gains
# [When Attacking] Draw 1 card.": the ability said without its quotes, to the end of the clause
_UNQUOTED_GAIN = re.compile(r'^(During this turn, (?:this character|it) gains) ((?:\[(?:When Attacking|On Block|When Blocking)\]|'
                            r'When this character )[^"]*?)\.?$', re.I)


def _compile_body(body: str) -> tuple[list | None, dict | None, dict]:
    """(actions, effect condition, effect flags) of a clause body, or (None, None, {})."""
    body = normalise(body.strip())
    body = _UNQUOTED_GAIN.sub(lambda m: f'{m.group(1)} "{m.group(2)}."', body)
    for pattern, build in SENTENCES:  # a whole phrasing that starts with "If ..." is matched as is
        match = pattern.match(body)
        if match:
            return build(match), None, {}
    condition = None
    for pattern, build in CONDITIONS:
        match = pattern.match(body)
        if match:
            condition = build(match)
            rest = body[match.end():].strip()
            if condition["kind"].startswith("this-"):
                rest = _it_is_this(rest)
            rest = rest[0].upper() + rest[1:] if rest else rest
            if rest and not re.search(r"\.\s+[A-Z]", rest.rstrip(".")):  # one sentence: the condition is the effect's
                actions = _compile_sequence(rest)
                if actions is not None:
                    flags = actions.pop() if actions and "flags" in actions[-1] else {}
                    return actions, condition, flags.get("flags", {})
            condition = None
            break
    actions = _compile_sequence(body)
    if actions is None:
        return None, None, {}
    flags = actions.pop()["flags"] if actions and "flags" in actions[-1] else {}
    if len(actions) == 1 and "condition" in actions[0] and not any(k in actions[0] for k in ("optional", "if_done", "if_not_done")):
        # "If <condition>, <one action>.": the condition is the effect's
        condition = actions[0]["condition"]
        actions = [{k: v for k, v in actions[0].items() if k != "condition"}]
        return actions, condition, flags
    return (actions or None), None, flags


# ("This Field can only be played if ...": a Field is used by playing it)
_USE_ONLY_IF = re.compile(r"^This (?:card|Field) can only be (?:used|played) (?:if|when) (.*?)\.?$", re.I)
# "If there is a <X> on your Outside Area, you cannot use this card." / "You cannot use this card if ...": the card can
# only be used while the condition does not hold
_USE_NOT_IF = re.compile(r"^(?:If (.+?), (?:you cannot (?:use|play) this card|this card cannot be (?:used|played))|(?:You cannot "
                         r"(?:use|play) this card|This card cannot be (?:used|played)) (?:if|when) (.+?))\.?$", re.I)
# "This character can only attack if ...": it cannot attack (block) while the condition does not hold
_ACT_ONLY_IF = re.compile(r"^This character can only (attack|block) (?:if|when) (.+)$", re.I)
_SAME_NAME_BAN = re.compile(r"^You cannot play (?:a card|a character) (?:with|by) this effect if (?:a card|a character) with the "
                            r"same name is already (?:on|in) your (?:area|field)$", re.I)
# "The character played by this effect does not activate its [On Play] effect(s)" / "Characters played by this effect
# don't activate their [On Play] effects" / "This effect does not activate the character's [On Play] effect that played
# by this card effect": the play step just said plays its cards without their [On Play] (no_on_play)
_PLAYED_QUIET = re.compile(r"^(?:(?:The )?(?:characters?|cards?) played by this (?:card(?:'s)? )?effect (?:does not|do not|doesn't|"
                           r"don't|cannot|can't) activate (?:its|their) \[On Play\] effects?|This effect does not activate the "
                           r"(?:character's|characters'|card's) \[On Play\] effects? (?:that|which) (?:was |were )?played by "
                           r"this (?:card )?effect)$", re.I)
# "Choose up to 1 character played by this effect and set it to active" / "If the character is played on the Energy
# Line by this effect, set that character to active": the characters the play step just said played (of_played,
# among resolution.chosen), those on the line said
_OF_PLAYED = re.compile(r"^(?:Choose (?:up to (?P<n>\d+)|(?P<exact>\d+)) (?:of the )?characters? played by this effect(?: on "
                        r"your (?P<line>Front|Energy) Line)?,? (?:and )?(?P<verbs>.+)|If (?:the|a) character (?:is|was) played "
                        r"(?:on|to) (?:the|your) (?P<if_line>Front|Energy) Line by this effect, (?P<then>.+))$", re.I)
_DURING = re.compile(r"^During this turn,? ", re.I)
# "If your opponent does not retire one," / "If your opponent did not retire any of the chosen characters," / "If they
# did not,": the opponent's "may" step (opponent_may) before it was not done
_OPPONENT_NOT_DONE = re.compile(r"^If (?:your opponent|they) (?:does not|did not|didn't|doesn't)(?: (?:retire|return) "
                                r"(?:one|1|any|a character)(?: of (?:them|the chosen characters))?)?, ", re.I)
# "If they did," / "If your opponent did (so)," : the opponent's "may" step (opponent_may) before it was done
_OPPONENT_DONE = re.compile(r"^If (?:your opponent|they) (?:did|do|does)(?: so)?, ", re.I)
_OPPONENT_ADDS_RETIRED = re.compile(r"^your opponent adds (\d+) characters? retired by this effect to their hand$", re.I)
_IF_NOT_DONE = re.compile(r"^If you did(?: not|n't)(?: add(?: it| a card| any cards?| them)? (?:to|into) (?:your|the) hand)?(?! use\b| (?:rest|retire) \d),? ", re.I)
# "Otherwise," / "If it's not," / "If not,": said after an action with a condition of its own (the step not done)
_OTHERWISE = re.compile(r"^(?:Otherwise,? |(?:If (?:it's|it is) not|If not), )", re.I)  # (not "If it is not your turn")
_IF_DONE = re.compile(r"^(?:If you did|If you do|If so|If you (?:have )?add(?:ed)?(?: a card| 1 card| it| them| cards?)?(?: (?:to|into) (?:your |the )?hand)?"
                      r"(?: (?:with|by) this effect| in this way)?|"
                      r"If you placed it|When you do)(?![^,.]*? from your Life)(?! not\b| use\b),? ", re.I)
# "If you retired (rested, returned) a character by this effect,": the step just before, that verb on a chosen
# character, did something (as "If you did")
_IF_VERB_DONE = re.compile(r"^If you (retired|rested|returned) (?:a|any|1) characters?(?: (?:to (?:your|the|their) hand))? "
                           r"(?:by|with) this effect,? ", re.I)
_DONE_VERBS = {"retired": "retire", "rested": "rest", "returned": "return-to-hand"}
_META = [
    (re.compile(r"^(?:You can only activate this effect once per turn|This effect can only be activated once per turn)$",
                re.I),
     {"once_per_turn": True}),
    # "This effect of <X> can only be activated once per turn": once per turn for every card of that name together
    (re.compile(r"^(?:This effect of <[^>]+> (?:can only be|only can be) activated once per turn|You can only activate "
                r"this <[^>]+> effect once per turn)$", re.I),
     {"once_per_turn": True, "once_per_name": True}),
    (re.compile(r"^(?:This can only|Can only|You can only|This effect can only|This can) (?:be )?(?:activated|activate)(?: only)? "
                r"(?:(?:during )?the turn (?:this character|this card|this Field) (?:was|is) played|if this character was played during this turn)$", re.I),
     {"condition": {"kind": "played-this-turn"}}),
    (re.compile(r"^(?:This (?:effect )?)?(?:Cannot|can't) be activated (?:during )?the turn (?:this character|this card|this Field) (?:was|is) played$",
                re.I), {"condition": {"kind": "none", "conditions": [{"kind": "played-this-turn"}]}}),
    (re.compile(r"^(?:This can only|Can only|You can only|This effect can only) (?:be )?(?:activated|activate)(?: only)? "
                r"if you (?:have )?used an Event Card during this turn$", re.I), {"condition": {"kind": "used-event-this-turn"}}),
]
_CHOSEN_AND_THIS = re.compile(r"^(?:It|That character|The chosen character) and this character (?:both )?((?:gets?|gains?) .+)$|"
                              r"^This character and (?:it|that character|the chosen character) (?:both )?((?:gets?|gains?) .+)$", re.I)
_TRAILING_IF = re.compile(r"^(?!If )(?P<head>)(?P<main>[A-Z][^,]+?) if (?P<cond>[^,]+)$")
_HEADED_TRAILING_IF = re.compile(r"^(?P<head>If [^,]+, )(?P<main>(?!if )[a-z][^,]+?) if (?P<cond>[^,]+)$")
# ("If <X>, BP 5000 or less instead": the new BP limit said alone)
_INSTEAD = re.compile(r"^If (.*?), (?:it's|it is|its|replace with|you may change it to|(?=target BP)|(?=BP \d+ or less instead$)|"
                      r"(?=(?:choose and )?(?:retire|rest) (?:a character with )?BP \d+ or less instead$))(?: ?target)? ?"
                      r"(.*?) instead$", re.I)
# "If <condition>, (you may) retire it instead": the other verb on the chosen card said without "it's"
_INSTEAD_VERB = re.compile(r"^If (.*?), (?:you may )?((?:retire|rest|return|place|raid) (?:it|them)\b.*?) instead$", re.I)
# (a colour said with the amount, "by 1 [purple]", is always the card's own on real cards: the card's required energy
# is of its colour; "You can reduce ...": a lower cost is never worse, so it is taken; "from your hand": in your hand)
_OWN_COLOR = r"(?: ?\[?(?:red|blue|green|yellow|purple)\]?)?"
# "in all places except on the area" / "other than your area": wherever the card is used from (the engine uses cards
# from the hand), not on the area, where its printed required energy counts
_NOT_ON_AREA = r" in all places (?:except|other than) (?:on )?(?:the|your) area"
_REDUCE = re.compile(r"^(?:(?:You can )?(?:reduce|decrease) (?:the (?P<a>required energy|energy requirement|AP cost) (?:of|for) this card|"
                     r"this card's (?P<b>AP cost|required energy|energy requirement))(?P<hand1> in your hand|" + _NOT_ON_AREA +
                     r")? by -?(?P<n>\d+)" + _OWN_COLOR +
                     r"(?P<hand3> (?:in|from) your hand)?|this card's (?P<c>AP cost|required energy|"
                     r"energy requirement) (?P<hand2>in your hand )?(?:is reduced by -?|-)(?P<m>\d+)" + _OWN_COLOR +
                     r"(?P<hand4> (?:in|from) your hand)?|reduce the (?P<d>required energy|energy requirement|AP cost) by "
                     r"(?P<o>\d+|one) of this card (?P<hand5>in (?:your )?hand))$", re.I)
# "Reduce the required energy of this card in your Outside Area by 2": the card's required energy while it is in its
# player's Outside Area (what an effect that plays or adds a card from there reads); the AP cost is never said so
_IN_OUTSIDE_REDUCE = re.compile(r"^(?:reduce|decrease) (?:the (?:required energy|energy requirement) (?:of|for) this card|"
                                r"this card's (?:required energy|energy requirement)) (?:in|on) your Outside Area by (\d+)$", re.I)
# "If <condition>, in your hand, this card's energy requirement is reduced by 1" (where first)
_IN_HAND = re.compile(r"^In your hand,? ", re.I)
# "Look at the top 5 cards of your deck. From among them, play/reveal/add ..." (normalise reads
# "from among them" as "among them"): the phrase names where the verb's cards come from
_AMONG = re.compile(r"^Among them,? (.+)$", re.I)
_AMONG_VERB = re.compile(r"^(play|reveal|add|place|put) (.+?)( to your (?:area|Front Line|Energy Line)(?: rested| active)?"
                         r"(?: or raid (?:it|them))?| and add (?:it|them) (?:to|into) (?:your|the) hand| to (?:your|the) hand"
                         r"| (?:to|in|into) the Outside Area)$", re.I)


_THIS_TURNS_PHASE = re.compile(r"^(At the start of your Attack Phase) this turn,", re.I)
_THIS_END_PHASE = re.compile(r"^At (?:the start|the beginning) of (?:the|this turn's) End Phase,", re.I)
_THAT_CHARACTER = re.compile(r"\bthat character\b", re.I)
# "..., draw 1 card and at the end of your Main Phase, draw 3 cards": a delayed effect said within a sentence
_LATER_WITHIN = re.compile(r"^(?P<now>.+?),? and (?P<later>at the end of (?:your|this) (?:Main|Attack) Phase,? .+)$", re.I)


def _later_said_within(sentences: list[str]) -> tuple[list[str], dict]:
    """The sentences with "<now> and at the end of your Main Phase, <later>" said as two, "<now>" and "At the end of
    your Main Phase, <later>"; and, for the place of each such second part, the first (its leading "If you did, ..."
    is the delayed effect's too)."""
    result, joined = [], {}
    for sentence in sentences:
        m = _LATER_WITHIN.match(sentence.strip())
        if m is None or any(pattern.match(sentence.strip()) for pattern, _ in TIMING_PHRASES):
            result.append(sentence)
            continue
        result.append(m.group("now"))
        joined[len(result)] = m.group("now")
        result.append(m.group("later")[:1].upper() + m.group("later")[1:])
    return result, joined


def _compile_sequence(body: str) -> list | None:
    """Sentence by sentence; returns the actions plus, last, {"flags": {...}} when a sentence sets an effect flag."""
    actions: list = []
    flags: dict = {}
    sentences, joined = _later_said_within(_sentences(body))
    quoted = None  # the last quoted unit of actions said: (where its actions start, where they end)
    replaced_with = None  # the sentence after, when it only says what stands in for a quoted part of this one
    starts = {}  # where the actions of each sentence start
    for position, sentence in enumerate(sentences):
        starts[position] = len(actions)
        if replaced_with is not None and position == replaced_with:
            continue
        if not sentence.strip(" ."):
            continue
        if position + 1 < len(sentences) and (
                _fragment_replaced(sentence.rstrip(".").strip(), sentences[position + 1].rstrip(".").strip(), actions, flags)
                or _destination_replaced(sentence.rstrip(".").strip(), sentences[position + 1].rstrip(".").strip(),
                                         actions, flags)):
            replaced_with = position + 1  # 'Draw "1" card ... If <X>, this is replaced with "2"': both sentences read
            continue
        this_turn = _THIS_TURNS_PHASE.match(sentence)  # "At the start of this turn's Attack Phase, ...": said first too
        if this_turn:
            if position == 0 and len(sentences) > 1:
                return None  # which of the sentences after it happen then is not said
            sentence = f"{this_turn.group(1)},{sentence[this_turn.end():]}"
        if position:  # "... At the beginning of the End Phase, retire that character.": this turn's End Phase
            sentence = _THIS_END_PHASE.sub("At the start of your End Phase,", sentence)
        if (position or this_turn) and any(pattern.match(sentence) for pattern, _ in TIMING_PHRASES):
            # "... At the end of this character's attack, you may pay 1 AP. If you did, ...": a delayed effect this
            # character has for the rest of the turn.
            if any(a.get("do") in CONTINUOUS_ACTIONS and "duration" not in a for a in actions):
                return None  # after a standing restriction ("This character cannot be returned ..."): not one effect
            said = " ".join([sentence] + sentences[position + 1:])
            holder = {"self": True}
            if _THAT_CHARACTER.search(said) and not re.search(r"\b(?:choose|play|retire \d|rest \d)\b", said, re.I):
                # "Play up to 1 <X> ... . At the start of your End Phase, retire that character.": the delayed effect is
                # the chosen (played) character's, of itself
                if not actions or "target" not in actions[-1] or actions[-1]["target"].get("self") or \
                        actions[-1]["target"].get("side") != "yours" or actions[-1]["target"].get("all") or \
                        actions[-1]["do"] in _OF_LOOKED or re.search(r"\bthis character\b", said, re.I):
                    return None  # (a character of yours: its player's moments of the turn are the ones played)
                said, holder = _THAT_CHARACTER.sub("this character", said), {"chosen": True}
            later = _compile_clause(said)
            if later is None:
                return None
            gain = {"do": "gain-ability", "effects": [later], "target": holder, "duration": "this-turn"}
            if position in joined:  # "If you did, draw 1 card and at the end of your Main Phase, draw 3 cards": the
                peeled = _peel(joined[position], actions)  # leading "if you did" / "if ..." is the delayed one's too
                if peeled is None or set(peeled[0]) - {"if_done", "if_not_done", "condition"}:
                    return None  # ("You may draw 1 card and at the end ...": whether the delayed one waits on it)
                gain = _with_modifiers([gain], peeled[0])[0]
                # (before the steps said with it: "If you did, play up to 1 <X> ... and at the end of this Main Phase,
                # draw 3 cards" waits on what "if you did" says, not on whether the play found a card)
                actions.insert(starts[position - 1], gain)
                break
            actions.append(gain)
            break
        sentence = sentence.rstrip(".").strip()
        if any(a.get("do") == "draw" for a in actions):  # "Draw 2 cards. ... Then, if ..., draw 1 additional card": more
            sentence = _ADDITIONAL_DRAW.sub(r"\1 \2", sentence)  # cards drawn, one draw of its own
        unit = _QUOTED_UNIT.match(sentence)
        lead = _peel(unit.group("lead") + "Q", actions) if unit else None
        if lead is not None and lead[1] == "Q":
            # 'You may "Draw 1 card and ... ." If you did, ...': the quoted actions are one step
            said = _quoted_unit(lead[0], unit.group("inner"), actions, flags)
            if said is None:
                return None
            quoted = said
            continue
        unit_instead = _UNIT_INSTEAD.match(sentence)
        if unit_instead and quoted is not None and quoted[1] == len(actions):
            # '"Draw 1 card, place 1 card from your hand to the Outside Area". If ..., it's "Draw 1 card" instead'
            replaced = _unit_replaced(unit_instead, actions[quoted[0]:quoted[1]])
            if replaced:
                continue
        else:
            unit_instead = None
        widen_from = None
        if _REVEALED_TOO.search(sentence):  # (after "Reveal any number of cards in your hand" only)
            if not _reveal_all_said(actions) or len(_REVEALED_TOO.findall(sentence)) != 1:
                return None
            sentence, widen_from = _REVEALED_TOO.sub(" on your area", sentence), len(actions)
        if widen_from is None and _OUTSIDE_OR_UNDER.search(sentence) and _destination_either(sentence, actions, flags):
            continue
        if not _add_sentence(sentence, actions, flags):
            if unit_instead and widen_from is None and _unit_alternative(unit_instead, actions, quoted):
                continue  # (other actions in place of the unit's, when not read as a changed value of one of them)
            return None
        if widen_from is not None and not _widened(actions[widen_from:]):
            return None
    if len(actions) > 1 and any(a.get("do") in _REPLACEMENT_ACTIONS for a in actions) and not all(
            a.get("do") in CONTINUOUS_ACTIONS and not set(a) & _MODIFIED and not a.get("to") for a in actions):
        return None  # a replacement ("If ..., ... instead") is read as a whole sentence alone, never with more said
        # (but for what this character always is: "This character does not leave your area by losing a battle or card
        # effects and is not affected by BP reducing effects")
    if not _revealed_said(actions):
        return None
    if flags:
        actions.append({"flags": flags})
    return actions


_REPLACEMENT_ACTIONS = {"retire-replacement", "damage-replacement", "substitute-retire", "draw-replacement",
                        "under-redirect"}


def _revealed_said(actions: list) -> bool:
    """"Raid the revealed card onto this character" (target zone "revealed") names the hand card a step before revealed
    ("You may reveal 1 <X> from your hand"): with no such step said before, it is not read. "If the card placed to the
    Outside Area by this effect is <X>, you may play up to 1 of them" (zone "placed"): "them" are the cards placed, said
    with that condition on the step itself only."""
    for at, action in enumerate(actions):
        zone = (action.get("target") or {}).get("zone")
        if action.get("do") == "face-down-under" and action.get("zone") == "revealed":
            zone = "revealed"  # ("place the card face-down under this character": the hand card revealed before)
        if action.get("do") == "face-down-under" and action.get("zone") == "looked" and not _looking(actions[:at]):
            return False  # "place 1 among them face-down under ...": the cards a look before it shows
        if action.get("do") == "face-down-under" and action.get("zone") == "chosen" and not (
                at and actions[at - 1].get("do") == "choose" and actions[at - 1]["target"].get("side") == "yours"):
            return False  # "place the chosen character face-down under this character": one of yours, chosen just before
        if action.get("do") == "face-down-under" and action.get("retired") and not (
                at and actions[at - 1].get("do") == "play-from" and not actions[at - 1]["target"].get("self")):
            return False  # "place this card that was retired by this effect face-down under that <X>": the one just played
        if zone == "revealed" and not any(
                a.get("do") == "reveal" and (a.get("target") or {}).get("zone") == "hand" for a in actions[:at]):
            return False
        if zone == "placed" and ((action.get("condition") or {}).get("kind") != "placed-card-matches"
                                 or not _placed_said(action["condition"], actions[:at])):
            return False
    return True


def _add_sentence(sentence: str, actions: list, flags: dict) -> bool:
    """One sentence's actions added to `actions`; False when it does not read (also "activate the [On Retire] effect of
    that card" with no step before it that placed a card to the Outside Area, "... of the returned character" with no
    step before it that returned a character of yours to the hand)."""
    start = len(actions)
    if not _add_sentence_unchecked(sentence, actions, flags):
        return False
    if any(a.get("of") == "placed" for a in actions[start:]) and not any(
            a.get("do") in _PLACING for a in actions[:start]) or any(
            a.get("of") == "returned" for a in actions[start:]) and not any(
            a.get("do") == "return-to-hand" and (a.get("target") or {}).get("side") == "yours"
            and not (a.get("target") or {}).get("all") for a in actions[:start]):
        del actions[start:]
        return False
    return True


def _add_sentence_unchecked(sentence: str, actions: list, flags: dict) -> bool:
    compiled = _compile_sentence(sentence, actions, flags)
    if compiled is not None:
        actions.extend(compiled)
        return True
    # "If you did, draw 1 card and this character gets +1000 BP": the leading modifiers apply to every part.
    peeled = _peel(sentence, actions)
    if peeled is None:
        return False
    modifiers, rest = peeled
    if "per" in modifiers:
        return False  # "for each ..." over several verbs is not read
    joined = _joined_phrases(rest, actions, flags)
    if joined is None:
        either = _either(rest, actions, flags)
        if either is None:
            return False
        joined = [either]
    unit = modifiers.get("optional")
    for number, compiled in enumerate(joined):
        unit = unit and not (compiled and {"if_done", "if_not_done", "optional"} & set(compiled[0]))
        if number and unit:  # "You may rest it and draw 1 card": one step, taken whole (not "..., if you did, ...")
            compiled = [dict(a, in_unit=True) for a in compiled]
        actions.extend(_with_modifiers(compiled, modifiers if number == 0 else
                                       {k: v for k, v in modifiers.items() if k != "optional"}))
    return True


_ADDITIONAL_DRAW = re.compile(r"\b(draw \d+) additional (cards?)\b", re.I)
# a sentence that is one quoted unit of actions, with what leads it ("You may", "Then,", "If <X>,"): the quotes mark the
# actions a "you may", a condition or a later "instead" is said of as a whole
_QUOTED_UNIT = re.compile(r'^(?P<lead>[^"]*)"(?P<inner>[^"]+?)\.?"$')
_UNIT_INSTEAD = re.compile(r'^If (?P<if>[^"]+?), (?:(?P<may>you may )(?:change it to )?|it\'s |it is )?"(?P<what>[^"]+?)\.?" '
                           r'instead$', re.I)
_UNIT_LEAD = ("optional", "condition", "if_done", "if_not_done")  # what may lead a quoted unit


def _quoted_unit(modifiers: dict, inner: str, actions: list, flags: dict) -> tuple | None:
    """The quoted unit's actions added to `actions` -> (where they start, where they end), or None. What leads the unit
    is said of its first action; each later one is done only with the one before it ("in_unit": not when that one was
    declined or skipped)."""
    if set(modifiers) - set(_UNIT_LEAD):
        return None
    start = len(actions)
    for sentence in _sentences(inner):
        sentence = sentence.rstrip(".").strip()
        if not sentence or '"' in sentence or not _add_sentence(sentence, actions, flags):
            return None
    if len(actions) == start or not _placed_said(modifiers.get("condition"), actions[:start]):
        return None
    first = actions[start]
    if set(modifiers) & set(first):
        return None  # (a "you may" inside the quotes too: which one is the step's is not read)
    first.update(modifiers)
    if modifiers:
        for action in actions[start + 1:]:
            action["in_unit"] = True
    return start, len(actions)


# 'Draw "1" card ... . If <X>, this is replaced with "2"' / 'Choose "up to 1" character ... . If <X>, it's "up to 2"
# instead' / '... and [Return it to the hand]. If <X>, [Retire it] instead' / 'Draw [1 card], ... . If <X>, you may
# [2 cards] instead': the quoted (bracketed) words stand in for the one quoted (bracketed) part of the sentence before
_FRAGMENT_INSTEAD = re.compile(r'^If (?P<if>.+?), (?P<may>you may )?(?:(?:it\'s|it is|its|it|this is replaced with|'
                               r'(?:you may )?change it to|replace with) )?(?P<lead>[a-z ]*?)'
                               r'(?P<what>"[^"]+"|\[[^\[\]]+\]|[^"\[\]]+?)(?P<instead> instead)?$', re.I)
_FRAGMENTS = {'"': re.compile(r'"([^"]+)"'), "[": re.compile(r"\[([^\[\]]+)\]")}
_FRAGMENT_CHANGES = ("amount", "count", "do", "duration", "by")  # what a replaced part may change in an action (and the
# target's limits: bp_max and INSTEAD_TARGET_LIMITS)


def _fragment_replaced(sentence: str, following: str, actions: list, flags: dict) -> bool:
    """`sentence` with a quoted (bracketed) part, and `following` saying "If <X>, (it's) "<Y>" instead": the two read
    as the sentence, each action of it that the words Y change (an amount, a count, a limit of its target, the verb on
    the chosen card) taking the new value when X holds as it resolves ("you may": the player's choice). The part Y
    stands in for is the one quoted (bracketed) part of the sentence; with the replacement's own quotes already taken
    off, the one part of the sentence that Y reads in place of. False (nothing added) when they do not read so."""
    said = _FRAGMENT_INSTEAD.match(following)
    unit = _QUOTED_UNIT.match(sentence)
    if said is None or not (said.group("instead") or re.search(r"\breplaced with\b", following, re.I)) or \
            unit and (not re.search(r"\bdeck(?: by)?$", unit.group("lead").strip(), re.I) or '"' not in said.group("what")):
        return False  # (a quoted unit of steps last: _unit_replaced; "... deck by "your opponent's choice"": who
        # picks the end of the deck, a part said in place of another)
    what = said.group("what")
    if what[0] in _FRAGMENTS:
        parts, words = list(_FRAGMENTS[what[0]].finditer(sentence)), what[1:-1]
        if not words.startswith("Trait:"):  # (a trait the normaliser put in brackets is a name, not a part said instead)
            parts = [m for m in parts if not m.group(1).startswith("Trait:")]
        if len(parts) != 1:
            return False
    else:  # ('... and [Return it to the hand]. If ..., Retire it instead': the brackets taken off the second already)
        parts, words = [m for pattern in _FRAGMENTS.values() for m in pattern.finditer(sentence)], what
        if said.group("lead"):
            return False
    condition = _whole_condition(said.group("if"))
    if condition is None:
        return False
    read = [r for r in (_part_replaced(sentence, part, words, said, condition[0], actions, flags) for part in parts) if r]
    if len(read) != 1:
        return False  # (none, or more than one part it may stand in for)
    added, added_flags = read[0]
    actions.extend(added)
    flags.clear()
    flags.update(added_flags)
    return True


# "Place 1 card from your hand to the Outside Area. If there is no face-down card under a character on your area, you
# may change to "under 1 character on your area face-down" instead": the words (a place under a character) stand in
# for where the card goes, the sentence's one "to the Outside Area"
_DESTINATION_INSTEAD = re.compile(r'^If (?P<if>.+?), (?P<may>you may )?change (?:it |this )?to "?(?P<where>(?:under|below) '
                                  r'[^"]+?)\.?"? instead$', re.I)
_TO_OUTSIDE = re.compile(r"\b(?:to|in|into) (?:the|your) Outside Area\b", re.I)


def _destination_replaced(sentence: str, following: str, actions: list, flags: dict) -> bool:
    """`sentence` placing a card from the hand to the Outside Area, and `following` saying "If <X>, (you may) change to
    "under <a character of yours> face-down" instead": the sentence's actions, the card placed from the hand going
    face-down under that character instead when X holds (a discard whose "instead" is a face-down-under from the hand,
    with its target). False (nothing added) when they do not read so."""
    said = _DESTINATION_INSTEAD.match(following)
    places = list(_TO_OUTSIDE.finditer(sentence))
    if said is None or len(places) != 1:
        return False
    condition = _whole_condition(said.group("if"))
    if condition is None:
        return False
    told = sentence[:places[0].start()] + said.group("where").strip() + sentence[places[0].end():]
    return _hand_card_under(sentence, told, actions, flags, {"condition": condition[0]}, bool(said.group("may")))


# "Draw 1 card, place 1 card from your hand to the Outside Area or face-down under 1 <X> on your area" / "... to the
# Outside Area or under 1 <X> card on your Front Line face-down": where the card goes is the player's choice (the
# second place, said last in the sentence, stands in for the first: a discard whose "you may ... instead" has no "if")
_OUTSIDE_OR_UNDER = re.compile(r",? (?:to|in|into) (?:the|your) Outside Area or (?P<down>face[- ]?down )?"
                               r"(?P<where>(?:under|below) [^,]+?)(?P<after> face[- ]?down)?$", re.I)


def _destination_either(sentence: str, actions: list, flags: dict) -> bool:
    """`sentence` ending "... to the Outside Area or (face-down) under <a character of yours> (face-down)": its
    actions, the card from the hand placed to the Outside Area, or, as the player may choose, face-down under that
    character instead. False (nothing added) when it does not read so."""
    m = _OUTSIDE_OR_UNDER.search(sentence)
    if m is None or bool(m.group("down")) == bool(m.group("after")):
        return False
    return _hand_card_under(sentence[:m.start()] + " to the Outside Area", sentence[:m.start()] + " face-down "
                            + m.group("where"), actions, flags, {}, True, single=True)


def _hand_card_under(outside: str, under: str, actions: list, flags: dict, when: dict, may: bool, single=False) -> bool:
    """The two readings of one sentence, `outside` placing a card from the hand to the Outside Area and `under` the
    same placing it face-down under a character of yours, differing in that step only: `actions` extended with the
    first, its discard given the face-down-under as its "instead" (`when`: its condition, if any; `may`: the player's
    choice; `single`: of one card only — "place 2 cards ... to the Outside Area or under <X>" may split them or not,
    not said). False (nothing added) when they do not read so."""
    compiled = []
    for told in (outside, under):
        trial, trial_flags = copy.deepcopy(actions), copy.deepcopy(flags)
        if not _add_sentence(told, trial, trial_flags) or trial[:len(actions)] != actions or trial_flags != flags:
            return False
        compiled.append(trial[len(actions):])
    old, new = compiled
    changed = [(was, now) for was, now in zip(old, new, strict=False) if was != now]
    if len(old) != len(new) or len(changed) != 1:
        return False
    was, now = changed[0]
    if was["do"] != "discard" or now["do"] != "face-down-under" or now.get("zone") != "hand" or "target" not in now or \
            set(was) != {"do", "amount"} or now.get("amount", 1) != was["amount"] or set(now) - {"do", "amount", "zone", "target"} \
            or single and was["amount"] != 1:
        return False
    was["instead"] = {**when, "do": "face-down-under", "zone": "hand", "target": now["target"],
                      **({"optional": True} if may else {})}
    actions.extend(old)
    return True


def _part_replaced(sentence: str, part: re.Match, words: str, said: re.Match, condition: dict, actions: list,
                   flags: dict) -> tuple | None:
    """The actions of `sentence` (after `actions`), with an "instead" where `words` in place of `part` changes them,
    and the flags; or None."""
    lead = said.group("lead").strip().lower()
    if lead and not sentence[:part.start()].rstrip().lower().endswith(lead) and not (
            lead in ("give it", "give them") and _GIVES.search(sentence[:part.start()].rstrip())):
        return None  # ('its by "your choice" instead': the words before the part say which it is; "you may give it
        # [Sniper] instead" after "it gains [Damage +1]": the same verb, the other way round)
    before, after = sentence[:part.start()], sentence[part.end():]
    opening, closing = part.group(0)[0], part.group(0)[-1]
    compiled = []
    for inner in (part.group(1), words):
        for told in (opening + inner.strip() + closing, inner.strip()):  # (as said, where the grammar reads it so)
            trial, trial_flags = copy.deepcopy(actions), copy.deepcopy(flags)
            if _add_sentence(before + told + after, trial, trial_flags) and trial[:len(actions)] == actions:
                compiled.append((trial[len(actions):], trial_flags))
                break
        else:
            return None
    (old, old_flags), (new, new_flags) = compiled
    if len(new) > len(old) and len(new) >= 2 and new[0].get("do") == "choose" and set(new[0]) == {"do", "target"} and \
            old and new[1].get("target") == {"chosen": True} and old[0].get("target") == new[0]["target"]:
        # '... , [it gets +1000 BP during this turn]. If the chosen character was in Raid State, [that character and
        # this character get +2000 BP during this turn] instead': the chosen card's step said of the choice itself
        new = [dict(new[1], target=new[0]["target"]), *new[2:]]
    added = new[len(old):]
    if added and (said.group("may") or any(set(a) - {"do", "amount", "target", "duration"} or a.get("target") != {"self": True}
                                           for a in added)):
        return None  # (what the replacement adds besides: only a step on this character, always done when X holds)
    new = new[:len(old)]
    if old_flags != new_flags or len(old) != len(new) or old == new or not _placed_said(condition, actions + old):
        return None
    changes = []
    for was, now in zip(old, new, strict=True):
        change = _value_changed(was, now)
        if change is None:
            return None
        changes.append(change)
    for action, change in zip(old, changes, strict=True):
        if not change:
            continue
        if "condition" in action and not _implies(condition, action["condition"]):
            return None  # (an action with a condition of its own the replacement's does not include)
        last = action
        while "instead" in last:
            last = last["instead"]
        if last is not action and set(change) != set(last) - {"condition", "instead", "optional"}:
            return None  # a later tier changes the same value, or it is not a tier
        last["instead"] = {"condition": condition, **change, **({"optional": True} if said.group("may") else {})}
    return old + [dict(a, condition=condition) for a in added], old_flags


_GIVES = re.compile(r"\b(?:gains?|gets?|give (?:it|them))$", re.I)


def _value_changed(was: dict, now: dict) -> dict | None:
    """What `now` changes of `was` that an "instead" may say ({} when nothing), or None when it changes more."""
    if was.get("do") == now.get("do") == "gain-keyword" and was.get("keyword") != now.get("keyword"):
        # "it gains [Damage +1] ... you may give it [Sniper] instead": another keyword (with its own value, if any)
        rest = _value_changed(*({k: v for k, v in d.items() if k not in ("keyword", "value")} for d in (was, now)))
        return None if rest is None or rest else {"keyword": now["keyword"], **{k: now[k] for k in ("value",) if k in now}}
    if set(was) != set(now):
        return None
    change = {}
    for key in was:
        if was[key] == now[key]:
            continue
        if key == "target" and isinstance(was[key], dict) and isinstance(now[key], dict):
            odd = set(was[key]) ^ set(now[key])  # ("character" said or not of a card on a line: one thing)
            if odd and (odd != {"card_type"} or {was[key].get("card_type"), now[key].get("card_type")} != {"character", None}
                        or was[key].get("zone") not in ("front", "energy")):
                return None
            for inner in set(was[key]) & set(now[key]):
                if was[key][inner] != now[key][inner]:
                    if inner not in ("bp_max",) + INSTEAD_TARGET_LIMITS:
                        return None
                    change[inner] = now[key][inner]
        elif key in _FRAGMENT_CHANGES:
            change[key] = now[key]
        else:
            return None
    if "do" in change and (was["do"] not in _REPLACEABLE or change["do"] not in _REPLACEABLE + ("to-remove",)
                           or len(change) > 1):
        return None  # another verb on the chosen card (a removal for a removal), its limits the same
    return change


def _each_named_on_area(condition: dict) -> bool:
    """"If there are both <A> and <B> on your area" (a card of each name on your area)."""
    return (condition.get("kind") == "cards-in-zone" and condition.get("zone") == "any" and condition.get("side") == "yours"
            and condition.get("at_least") == 1 and condition.get("filter", {}).keys() == {"name", "each_of"})


def _implies(condition: dict, other: dict) -> bool:
    """Whether `condition` holding means `other` holds: the same, or the same count said with a higher "N or more"
    ("If you have 3 or more cards in your Remove Area, ... If you have 6 or more ..., it's ... instead")."""
    if condition == other:
        return True
    if condition.get("kind") == "all" and any(_implies(inner, other) for inner in condition.get("conditions", ())):
        return True
    if _each_named_on_area(condition) and other.get("kind") == "card-on-your-area" and set(other) == {"kind", "name"}:
        return other["name"] in condition["filter"]["name"].split("|")  # (both <A> and <B> on your area: <A> is)
    if condition.get("kind") != other.get("kind"):
        return False
    if set(condition) - set(other) == {"name"} and all(condition[k] == other[k] for k in other):
        return True  # ("played by the effect of your <X>" is "played by your effect")
    at_least = ("at_least", "count") + (("amount",) if condition["kind"].endswith("-at-least") else ())
    numbers = [key for key in other if key in at_least and isinstance(other[key], int)]
    if len(numbers) != 1 or set(condition) != set(other) or "at_most" in other:
        return False
    key = numbers[0]
    return all(condition[k] == other[k] for k in other if k != key) and condition[key] >= other[key]


def _unit_replaced(match: re.Match, unit: list) -> bool:
    """"If <X>, it's "<actions>" instead" said of the quoted unit just before: the unit's actions the replacement says
    again, with a new amount ("Draw 2 cards" for "Draw 1 card"), take it when X holds; those it leaves out are not done
    when X holds. False (nothing changed) when the replacement is not the unit's own actions in order."""
    condition = _whole_condition(match.group("if"))
    what = match.group("what").strip()
    replacing = _compile_sequence(what[:1].upper() + what[1:])
    if condition is None or not replacing or "flags" in replacing[-1] or len(replacing) > len(unit) or replacing == unit:
        return False
    if any(set(action) & (_MODIFIED | {"in_unit"}) for action in unit):
        return False
    changes = []
    for new, old in zip(replacing, unit, strict=False):
        if new == old:
            changes.append(None)
        elif set(new) == set(old) and [k for k in new if new[k] != old[k]] == ["amount"]:
            changes.append(new["amount"])
        else:
            return False
    if match.group("may") and len(replacing) < len(unit):
        return False  # (you may leave steps out: read as another unit, _unit_alternative)
    for action, amount in zip(unit, changes, strict=False):
        if amount is not None:
            action["instead"] = {"condition": condition[0], "amount": amount,
                                 **({"optional": True} if match.group("may") else {})}
    for action in unit[len(replacing):]:
        action["condition"] = {"kind": "none", "conditions": [condition[0]]}
    return True


def _said_after(what: str, before: list) -> list | None:
    """The actions of the sentences `what` said after the steps `before` ("place the remaining ..." after a look),
    or None."""
    trial, flags = copy.deepcopy(before), {}
    for sentence in _sentences(what[:1].upper() + what[1:]):
        sentence = sentence.rstrip(".").strip()
        if not sentence or '"' in sentence or not _add_sentence(sentence, trial, flags):
            return None
    return trial[len(before):] if not flags and trial[:len(before)] == before and len(trial) > len(before) else None


def _unit_alternative(match: re.Match, actions: list, quoted: tuple) -> bool:
    """'"Draw 1 card". If <X>, (you may) "Look at the top 3 cards ... ." instead': other actions stand in for the whole
    quoted unit just before when X holds as it resolves ("you may": the player's choice, by value). The unit becomes
    one step (all-of) whose "instead" gives the other actions. A unit led by a condition of its own is read only when
    X includes it ('If <A> is on your area, "...". If both <A> and <B> are, "..." instead'). False (nothing changed)
    when the other actions do not read."""
    condition = _whole_condition(match.group("if"))
    what = match.group("what").strip()
    replacing = _compile_sequence(what[:1].upper() + what[1:]) or _said_after(what, actions[:quoted[0]])
    if condition is None or not replacing or "flags" in replacing[-1]:
        return False
    unit = actions[quoted[0]:quoted[1]]
    lead = {key: unit[0][key] for key in _UNIT_LEAD if key in unit[0]}
    if "optional" in lead or "condition" in lead and not _implies(condition[0], lead["condition"]):
        return False  # ('You may "..."' and then what you may do instead: which choice comes first is not read)
    steps = [{k: v for k, v in action.items() if k not in lead and k != "in_unit"} for action in unit]
    alternative = {"condition": condition[0], "actions": replacing, **({"optional": True} if match.group("may") else {})}
    actions[quoted[0]:quoted[1]] = [{"do": "all-of", "actions": steps, **lead, "instead": alternative}]
    return True


def _of_played_step(sentence: str, previous: list) -> list | None:
    """A sentence about the characters the play step just before played (_PLAYED_QUIET, _OF_PLAYED): only right after
    a play-from step of cards (not of this card) to your area."""
    played = previous[-1] if previous else {}
    if played.get("do") != "play-from" or played["target"].get("self") or "instead" in played:
        return None
    if _PLAYED_QUIET.match(sentence):
        if played.get("no_on_play"):
            return None
        played["no_on_play"] = True
        return []
    m = _OF_PLAYED.match(sentence)
    line = m.group("line") or m.group("if_line")
    target = {"chosen": True, "of_played": True, **({"zone": line.lower()} if line else {})}
    if m.group("n") or m.group("exact"):
        target["up_to"] = int(m.group("n") or m.group("exact"))
        if m.group("exact"):
            target["exactly"] = True
    phrase = m.group("verbs") or re.sub(r"\b(?:that|the) character\b", "it", m.group("then"), flags=re.I)
    actions = verbs_on(phrase, target)
    if not actions or any(a.get("target") != target for a in actions):
        return None
    return actions


# Where one verb phrase of a sentence ends and the next begins: "Draw 1 card and place 1 card ...", "..., reveal
# it and add it to your hand", "rest it, then draw 1 card". Any joint may split; a split is kept only when every
# phrase it makes compiles on its own (or on what the phrases before it chose: "play ... and set it to active").
_JOINT = re.compile(r",? and then |,? and |, then |, ", re.I)


def _joined_phrases(sentence: str, previous: list, flags: dict) -> list | None:
    """A sentence that is a list of verb phrases sharing the sentence's subject, object and modifiers -> the compiled
    actions of each phrase, in order (two or more), or None. The longest first phrase whose rest also reads is
    taken; a phrase is compiled with the actions before it, so "it" is the card the previous one chose."""
    for joint in reversed(list(_JOINT.finditer(sentence))):
        head, tail = sentence[:joint.start()].strip(), sentence[joint.end():].strip()
        if not head or not tail:
            continue
        trial_previous, trial_flags = copy.deepcopy(previous), copy.deepcopy(flags)
        first = _joined_part(head, 0, trial_previous, trial_flags)
        if first is None:
            continue
        trial_previous.extend(first)
        rest = _joined_part(tail, 1, trial_previous, trial_flags)
        parts = None if rest is None else [rest]
        if parts is None:
            parts = _joined_phrases(tail, trial_previous, trial_flags)
        if parts is None:
            continue
        count = len(previous)
        first = trial_previous[count:count + len(first)]  # (as a later phrase left them)
        previous[:] = trial_previous[:count]  # an "instead" or "the next time ..." phrase changes what was before
        flags.clear()
        flags.update(trial_flags)
        return [first] + parts
    return None


def _joined_part(part: str, number: int, previous: list, flags: dict) -> list | None:
    """One verb phrase of a joined sentence; a phrase with no subject ("gains [Impact 1]") is the first's subject's."""
    part = re.sub(r"^(?:then|and) ", "", part.strip(), flags=re.I)
    if not part:
        return None
    if re.match(r"^(?:gains?|gets?) ", part, re.I):
        part = "This character " + part  # "set this character to active and gains [Impact 1]"
    elif number and re.match(r"^the (?:remaining|rest)\b", part, re.I) and previous and \
            previous[-1].get("do") == "looked-to-outside":
        part = "Place " + part  # "place up to 1 card to the Outside Area and the remaining on top of your deck": the same verb
    elif re.match(r"^it (?:gains?|gets?) ", part, re.I) and number and previous and previous[-1].get("target") == SELF:
        part = "This character " + part[3:]  # "set this character to active and it gets +2000 BP": this character
    elif number and previous and previous[-1].get("do", "").startswith("face-down") and \
            re.search(r"\b(?:it|them)\b", part, re.I):
        return None  # "move 1 face-down card under a character ... to under this character and move it to the Front
        # Line": "it" is the face-down card the verb moved, or one of the two characters — not read
    compiled = _compile_sentence(part[0].upper() + part[1:], previous, flags) or _either(part, previous, flags)
    return compiled or None  # (a phrase that only changes another, or says nothing, is not one of the list)


_OR = re.compile(r",? or ", re.I)


def _either(phrase: str, previous: list, flags: dict) -> list | None:
    """"set it to active or rest it", "place 1 card from your Life Area to the Outside Area or retire this character":
    one of two verb phrases, the player's choice as it resolves (choose-one, `either`: one that can be done before one
    that cannot). Each side must read on its own, on what was said before it, and change nothing else; a side with a
    "you may", an "if" or a flag of its own, a phrase that splits so in more than one place, and one said while cards
    are looked at, are not read."""
    if _looking(previous):
        return None  # ("reveal 1 <X> among them and add it to your hand or place it to the Outside Area": what "it" is of
        # the looked-at cards is not read so)
    found = None
    for joint in _OR.finditer(phrase):
        left, right = phrase[:joint.start()].strip(), phrase[joint.end():].strip()
        options = []
        for side in (left, right):
            if not side:
                break
            trial_previous, trial_flags = copy.deepcopy(previous), copy.deepcopy(flags)
            compiled = _compile_sentence(side[0].upper() + side[1:], trial_previous, trial_flags)
            if not compiled or trial_previous != previous or trial_flags != flags or any(
                    set(action) & (_MODIFIED | {"in_unit"}) or action.get("do") in _REPLACEMENT_ACTIONS
                    or action.get("do") in CONTINUOUS_ACTIONS and "duration" not in action for action in compiled):
                break
            options.append(compiled[0] if len(compiled) == 1 else {"do": "all-of", "actions": compiled})
        else:
            if found is not None:
                return None  # (it splits so in two places: which two phrases is not read)
            found = [{"do": "choose-one", "options": options, "either": True}]
    return found


_NO_STACK = re.compile(r"^This (?:<[^>]+> )?effect(?: of <[^>]+>)? (?:does not|doesn't|cannot|can't|can not) stack$", re.I)


def _compile_sentence(sentence: str, previous: list, flags: dict) -> list | None:
    if _NO_STACK.match(sentence):
        # "Your <A> ... gain "... additionally place 1 card ...". This effect of <X> does not stack": several copies of
        # this card put the tax on once (no_stack); said after restrictions on all your matching characters only
        if not previous or not all((a.get("target") or {}).get("all") and a.get("do") in _NO_STACK_KINDS for a in previous):
            return None
        for action in previous:
            if action["do"] == "choose-tax":
                action["no_stack"] = True
        return []
    ranged = parse_range_increase(sentence) if re.search(r"\b(?:range|limit|additional)\b", sentence, re.I) else None
    if ranged is None and re.match(r"^If ", sentence) and re.search(r"\b(?:range|limit)\b", sentence, re.I):
        # "If there is a <X> on your area, increase the limit by BP +1000 for each Event Card on your Outside Area":
        # raised only while the condition holds as the action resolves (bp_max_plus_if)
        condition = _condition(sentence)
        rest = sentence[condition[1]:] if condition is not None else ""
        ranged = parse_range_increase(rest[:1].upper() + rest[1:]) if rest else None
        if ranged is not None:
            ranged["bp_max_plus_if"] = condition[0]
    if ranged is not None:
        # "Choose 1 ... with BP 2000 or less and retire it. For each <X> on your area, increase the BP range of
        # characters you can choose with this effect by +1000": the BP limit of the choice just said, raised as it
        # resolves; "for each card placed ... by this effect": the cards the step before it placed
        chosen = previous[-1].get("target") if previous else None
        verb = ranged.pop("verb", None)  # "for each character rested (retired) by this effect": the step before's verb
        before = previous[-2] if len(previous) >= 2 else {}
        if (chosen is None or "bp_max" not in chosen or "bp_max_plus" in chosen or "instead" in previous[-1]
                or chosen.get("side") != "opponents"
                or "bp_max_plus_placed" in ranged and before.get("do") not in ("discard", "discard-chosen", "to-remove")
                or "bp_max_plus_taken" in ranged and (before.get("do") != verb or (before.get("target") or {}).get(
                    "side") != "yours" or {"self", "chosen"} & set(before.get("target") or {}))):
            return None
        chosen.update(ranged)
        return []
    for pattern, build in SENTENCES:
        match = pattern.match(sentence)
        if match:
            return build(match)
    for pattern, meta in _META:
        if pattern.match(sentence):
            for key, value in meta.items():
                if key == "condition" and "condition" in flags:
                    return None
                flags[key] = value
            return []
    if _PLAYED_QUIET.match(sentence) or _OF_PLAYED.match(sentence):
        return _of_played_step(sentence, previous)
    if _SAME_NAME_BAN.match(sentence):
        # "Play up to 1 <X> ... . You cannot play a card with this effect if a card with the same name is already on your
        # area": the play step before plays only a card no card on your area is named as (as it resolves)
        played = previous[-1] if previous else {}
        if played.get("do") != "play-from" or played["target"].get("self") or played["target"].get("not_name_on_area"):
            return None
        played["target"]["not_name_on_area"] = True
        return []
    acts = _ACT_ONLY_IF.match(sentence)
    if acts:
        condition = _whole_condition(acts.group(2))
        if condition is None or "condition" in flags or previous:
            return None
        flags["condition"] = {"kind": "none", "conditions": [condition[0]]}
        return [{"do": f"cannot-{acts.group(1).lower()}"}]
    only_if = re.match(r"^(?:(?:This can only|Can only|You can only|This effect can only|This card can only|You can) "
                       r"(?:be )?(?:activated|activate|used|use this card)(?: this)?(?: only)?|Activate only) (?:if|when) (.*)$",
                       sentence, re.I)
    if only_if:
        condition = _whole_condition(only_if.group(1))
        if condition is None or "condition" in flags:
            return None
        flags["condition"] = condition[0]
        return []
    drawn = re.match(r"^(If .*?, )(you may )?draw (\d+ cards?) instead$", sentence, re.I)
    # "If ..., (you may) draw 3 cards instead": the amount of the draw said last, also of "draw 1 card, place 1 card
    # from your hand to the Outside Area" (the draw said before the card it lets you place)
    draws = [a for a in previous[-2:] if a.get("do") == "draw"]
    said_of = None
    if drawn and len(draws) == 1 and (draws[0] is previous[-1] or previous[-1].get("do") == "discard"):
        sentence = f"{drawn.group(1)}{'you may change it to ' if drawn.group(2) else 'it is '}{drawn.group(3)} instead"
        said_of = draws[0]
    instead = _INSTEAD.match(sentence) or _INSTEAD_VERB.match(sentence)
    # "If it's your turn, you may rest this character. If you did, it's BP 4000 or less instead": a value of the step
    # before the offer changed when the offer is taken; the offer is made first (it decides how that step resolves)
    offer = previous[-1] if instead and len(previous) >= 2 and re.fullmatch(r"you did", instead.group(1), re.I) else None
    if offer is not None and (not offer.get("optional") or set(offer) & {"if_done", "if_not_done", "instead", "in_unit"}
                              or (offer.get("target") or {}).get("chosen")):
        return None
    if instead and previous:
        condition = ({"kind": "done"}, 0) if offer is not None else _whole_condition(instead.group(1))
        value = instead.group(2).strip(' "[]').rstrip(".")
        before = previous[:-1] if offer is not None else previous
        replaced = said_of or before[-1]
        # "Choose and retire BP 5000 or less instead" / "retire a character with BP 5000 or less instead": the limit of
        # the same verb said before
        verb = re.match(r"^(?:choose and )?(retire|rest) (?:a character with )?(?=BP \d+ or less$)", value, re.I)
        if verb:
            value = value[verb.end():]
        if re.fullmatch(r"BP \d+(?: or less)?|\d{4,} or less", value, re.I):
            # "it's [BP 5000 or less] instead": the BP limit said before, also a sentence or two back ("... and retire
            # it. Draw 1 card. If ..., it's BP 5000 or less instead")
            replaced = next((a for a in reversed(before) if "bp_max" in (a.get("target") or {})), replaced)
            if verb and replaced.get("do") != verb.group(1).lower():
                return None
        elif re.fullmatch(r"(?:the )?top \d+(?: cards?)?", value, re.I):
            # "Look at the top 2 cards of your deck. Place 1 ... If ..., it's top 5 instead": how many are looked at
            replaced = next((a for a in reversed(before) if a.get("do") == "look-at-top"), {})
            if "amount" not in replaced:
                return None
            value = re.search(r"\d+", value).group(0)
        elif re.fullmatch(r"(?:retire|rest|return) (?:it|them)\b.*", value, re.I) and replaced.get("do") == "stays-rested":
            # "rest it. The next time it would set to active, it doesn't. If ..., retire it instead": the rest's verb
            replaced = next((a for a in reversed(before) if a.get("do") in _REPLACEABLE), replaced)
        change = _instead_value(value, replaced)
        if change is not None and "raid" not in change and re.search(r", you may ", sentence, re.I):
            change["optional"] = True  # "you may retire it instead": the player's choice (reading optional-by-value)
        if condition is None or change is None or "condition" in replaced and not _implies(condition[0], replaced["condition"]) \
                or not _placed_said(condition[0], previous):
            return None  # (an action with a condition of its own: "If 3-5 ..., retire ... If 6 or more, it's ... instead")
        # a second "instead" said of the same action (tiers of replacement: "If <A>, it's BP 4000 or less instead.
        # If <A> and <B>, it's BP 5000 or less instead"): checked after the first, it wins when it holds
        last = replaced
        while "instead" in last:
            last = last["instead"]
        if last is not replaced and set(change) != set(last) - {"condition", "instead"}:
            return None  # a later tier changes the same value, or it is not a tier
        if offer is not None and (last is not replaced or set(replaced) & _MODIFIED):
            return None  # (the offer made first: only before a step said plainly, with no other replacement)
        last["instead"] = {"condition": condition[0], **change}
        if offer is not None:
            previous.pop()
            previous.insert(next(at for at, a in enumerate(previous) if a is replaced), offer)
        return []
    swap = _SWAP_INSTEAD.match(sentence)
    if swap and previous and previous[-1].get("do") == "move-line" and not set(previous[-1]) & _MODIFIED:
        # "Choose 1 character on your opponent's Energy Line and move it to the Front Line. If your opponent's Front
        # Line is full, choose 1 ... and 1 ..., exchange their positions instead": the swap when the condition holds,
        # else the move (the swap first: it changes no line's count, so the condition is read once)
        condition = _whole_condition(swap.group(1))
        replacing = compile_core(swap.group(2)[:1].upper() + swap.group(2)[1:])
        if condition is None or replacing is None or [a["do"] for a in replacing] != ["swap-positions"]:
            return None
        moved = previous.pop()
        previous.extend([dict(replacing[0], condition=condition[0]),
                         dict(moved, condition={"kind": "none", "conditions": [condition[0]]})])
        return []
    trailing = _TRAILING_IF.match(sentence) or _HEADED_TRAILING_IF.match(sentence)
    if trailing and _whole_condition(trailing.group("cond")) is not None:
        # "Set this character to active if this character's BP is 4000 or more": the condition said last; after a
        # condition said first ("If there is a <X> on your Front Line, you may ... if there is space on ..."): both
        head = trailing.group("head")
        sentence = f"{head}{'if' if head else 'If'} {trailing.group('cond')}, {trailing.group('main')}"
    picker = _picker(previous)
    if picker is not None:
        # "Choose up to 1 character ... . If that character's BP is 5000 or higher, ...": the card the step picked, as
        # "the chosen character" says it
        sentence = re.sub(r"^If that (character|card)(?=[' ])", r"If the chosen \1", sentence)
    peeled = _peel(sentence, previous)
    if peeled is None or not _placed_said(peeled[0].get("condition"), previous):
        return None
    modifiers, sentence = peeled
    if picker is not None and previous[-1] is not picker and _NAMED_CHOSEN_VERB.match(sentence):
        # "Choose up to 1 character ... . If ..., you may place 2 cards from your hand to the Outside Area. If you did,
        # retire that character.": the card picked before, past steps that pick nothing ("it" says the step just before)
        on_chosen = verbs_on(sentence, {"chosen": True})
        if on_chosen is not None:
            return _with_modifiers(on_chosen, modifiers)
    back = _OPPONENT_ADDS_RETIRED.match(sentence)
    if back:  # "your opponent adds 1 character retired by this effect to their hand": after a retire of theirs
        if not any(a.get("do") == "retire" and (a.get("target") or {}).get("side") == "opponents" for a in previous):
            return None
        return _with_modifiers([{"do": "opponent-adds-retired", "amount": int(back.group(1))}], modifiers)
    handled = modifiers.get("condition") or {}
    if handled.get("kind") == "handled-by-this-effect" and handled.get("verb") == "rest" and handled.get("filter") and \
            re.match(r"^Set it (?:to )?active$", sentence.rstrip("."), re.I):
        # "Rest 1 active character on your Front Line (and your opponent rests 1 ...). If a <X> on your Front Line is
        # rested by this effect, set it to active": "it" is the one character that rest took (the steps since are the
        # opponent's: they choose none of yours)
        step = next((a for a in reversed(previous) if not a.get("do", "").startswith("opponent-")), None)
        if step is not None and step.get("do") == "rest" and step["target"].get("up_to") == 1:
            return _with_modifiers([{"do": "set-active", "target": {"chosen": True}}], modifiers)
    if previous and "target" in previous[-1] and not previous[-1]["target"].get("self") and \
            previous[-1]["do"] not in _OF_LOOKED and re.search(r"\b(?:it|them|that character|the chosen character)\b", sentence):
        # "Choose up to 1 ... . Rest it." / "Return it to their hand.": a verb on the card chosen before.
        on_chosen = verbs_on(sentence, {"chosen": True})
        if on_chosen is not None:
            return _with_modifiers(on_chosen, modifiers)
    # "If the chosen character is <X>, also give it [Impact +1] during this turn": "it also gains ..."
    sentence = re.sub(r"^Also give (it|them) ", lambda m: m.group(1).capitalize() + " also gains ", sentence)
    # 'Give those characters "..." during this turn', "Give that character [Impact 1]": they gain it (what a gain says
    # comes next: a quote, a keyword or BP)
    sentence = re.sub(r"^Give (it|them|that character|those characters|the chosen characters?) (?=[\"\[+-])",
                      lambda m: {"them": "They"}.get(m.group(1), m.group(1).capitalize()) + " gains ", sentence)
    both = _CHOSEN_AND_THIS.match(sentence)
    if both and previous and any("target" in a and not a["target"].get("self") for a in previous):
        # "the chosen character and this character get +1500 BP during this turn": each of the two gets it
        said = re.sub(r"^(get|gain)\b", r"\1s", both.group(1) or both.group(2), flags=re.I)
        inner = compile_core("This character " + said)
        if inner is None or any(a.get("target") != {"self": True} for a in inner):
            return None
        return _with_modifiers([dict(a, target={"chosen": True}) for a in inner] + inner, modifiers)
    pronoun = re.match(r"^(?:It|They|That character|Those characters|The chosen(?: characters?)?) (?:also )?", sentence)
    if pronoun:
        # "For each card placed ... by this effect, the chosen gets an additional -1500 BP": more of the same
        sentence = re.sub(r"^(.+? gets? )an additional (?=[+-]\d+ BP\b)", r"\1", sentence)
        # "It gets +1000 BP": the card(s) the previous action chose; "the chosen character" / "that character" also
        # past a step that chooses nothing ("If you did, draw 1 card and the chosen character gains [Impact 1]")
        named = not re.match(r"^(?:It|They) ", sentence)
        chooser = next((a for a in reversed(previous) if "target" in a), None) if named else (previous or [None])[-1]
        if chooser is None or "target" not in chooser or chooser["target"].get("self"):
            return None
        inner = compile_core("This character " + sentence[pronoun.end():])
        if inner is None or any(a.get("target") != {"self": True} for a in inner):
            return None
        return _placed_before(_with_modifiers([dict(a, target={"chosen": True}) for a in inner], modifiers), previous)
    if _looking(previous) and _looked_from_opponent(previous):
        # "Your opponent reveals the top card of their deck. You place the revealed card by this effect on top of your
        # opponent's deck or to the Outside Area": their deck is where the cards looked at are put back (looked-to
        # reads "your deck" as the deck they came from); the Outside Area is their owner's
        sentence = re.sub(r"^You (?=place |put )", "", sentence, flags=re.I)
        sentence = re.sub(r"\b(the revealed card|it|them|that card) by this effect\b", r"\1", sentence, flags=re.I)
        sentence = re.sub(r"\b(?:your opponent's|their) deck\b", "your deck", sentence, flags=re.I)
        sentence = sentence[:1].upper() + sentence[1:]
    among = _AMONG.match(sentence)
    if among:  # "From among them, play up to 1 <X> to your area": the verb's cards are the looked-at ones
        sentence = _AMONG_VERB.sub(r"\1 \2 among them\3", among.group(1), count=1)
        if sentence == among.group(1):
            return None
        sentence = sentence[:1].upper() + sentence[1:]
    in_outside = _IN_OUTSIDE_REDUCE.match(sentence.rstrip("."))
    if in_outside:  # "Reduce the required energy of this card in your Outside Area by 2": while it waits there
        return [{"do": "cost-reduction", "what": "energy", "amount": int(in_outside.group(1)), "zone": "outside"}]
    in_hand = _IN_HAND.match(sentence)
    if in_hand:
        sentence = sentence[in_hand.end():]
    reduce = _REDUCE.match(sentence.rstrip("."))
    if reduce and not (in_hand or any(reduce.group(f"hand{n}") for n in (1, 3, 4, 5))
                       or reduce.group("c") and re.search(r" is reduced by ", reduce.group(0), re.I)):
        reduce = None  # "reduce this card's AP cost by 1" without "in your hand": where it applies is not said
    if in_hand and not reduce:
        return None
    if reduce:
        what = (reduce.group("a") or reduce.group("b") or reduce.group("c") or reduce.group("d")).lower()
        amount = reduce.group("n") or reduce.group("m") or reduce.group("o")
        actions = [{"do": "cost-reduction", "what": "ap" if "ap" in what else "energy",
                    "amount": 1 if amount.lower() == "one" else int(amount)}]
    else:
        actions = next((build(m) for pattern, build in SENTENCES if (m := pattern.match(sentence))), None)
        if actions is None:
            actions = compile_core(sentence)
    if actions is None and _REVEAL_IT.match(sentence) and (_looking(previous) or _put_back_on_top(previous)) and \
            _one_looked(previous):
        actions = [{"do": "reveal"}]  # "If that card is <X>, you may reveal it (to your opponent). If you did, ..."
    elif actions is None and _looking(previous):
        actions = _from_looked(sentence, previous)
    elif actions is None and _put_back_on_top(previous) and _LOOKED_ONE_ADD.match(sentence):
        # "Look at the top card of your deck and place it on top of your deck. If that card is <X>, you may reveal it
        # and add it to your hand": the card put back is taken from the top again, as if before it was put back
        put_back = previous.pop()
        return _with_modifiers([_take_one(sentence)], modifiers) + [put_back]
    if actions is None or "per" in modifiers and (len(actions) != 1 or "per" not in ACTION_PARAMETERS[actions[0]["do"]]):
        return None  # "for each ...": the amount of one action
    if _rest_after_top(actions, previous, modifiers):
        return []
    if any(a.get("per") == "placed-by-this-effect" for a in actions) and (
            not previous or previous[-1].get("do") not in ("discard", "discard-chosen")):
        return None  # "the same number of cards as placed ... by this effect": said right after placing from the hand
    if any(a.get("per") == "chosen-keyword" for a in actions) and not _chose_just_before(sentence, previous):
        return None  # "same amount of [Damage +1] as the chosen <X>": the card the step just before chose
    if any(a["do"] == "usable-from-remove" for a in actions) and (
            not previous or previous[-1].get("do") != "mill" or previous[-1].get("to") != "remove"):
        return None  # "you may use that card from the Remove Area": the card(s) the step just before placed there
    if any("bp_max_handled" in (a.get("target") or {}) and not _handled_step(a["target"]["bp_max_handled"], previous)
           for a in actions):
        return None  # "the total BP of the cards placed ... by this effect": the step just before placed them
    if any("bp_max_plus_placed" in (a.get("target") or {}) for a in actions) and (
            not previous or previous[-1].get("do") not in ("discard", "discard-chosen", "to-remove")):
        return None  # "with BP equal to that amount X1000": the number the step just before placed
    if actions and actions[0]["do"] == "stays-rested" and "target" not in actions[0]:
        # "Rest it. The next time it would set to active, it doesn't.": the rest's; after another verb on a chosen
        # card ("Choose 1 ... . It gets ... . The next time it would ..."), a verb of its own on that card
        if previous and previous[-1].get("do") == "rest":
            previous[-1]["stays_rested"] = True
            return []
        if not previous or "target" not in previous[-1] or previous[-1]["target"].get("self"):
            return None
        actions = [{"do": "stays-rested", "target": {"chosen": True}}]
    if actions and actions[0]["do"] == "hold-rested" and "target" not in actions[0]:
        # "Choose 1 ... and rest it. As long as this character is on your Front Line, that character will not set to
        # active ...": the character the step before chose (an opponent's: the step chose it, not this character)
        if modifiers or not previous or "target" not in previous[-1] or previous[-1]["target"].get("self") \
                or previous[-1]["target"].get("all"):
            return None
        actions = [{"do": "hold-rested", "target": {"chosen": True}}]
    actions = _with_modifiers(actions, modifiers)
    if any(a["do"] == "next-range-raise" and a.get("duration") != "this-turn" for a in actions):
        return None  # "the next time you choose ...": for how long is said ("during this turn"), or it is not read
    return _placed_before(actions, previous)


def _placed_before(actions: list | None, previous: list) -> list | None:
    """"For each card placed to the Outside Area by this effect, the chosen gets -1500 BP": the cards a step said before
    placed (the last step other than a choice: placing from the hand, milling, to the Remove Area); said with no such
    step, not read. (A draw "the same number as placed" is checked where it is read.)"""
    if actions is None or not any(a.get("per") == "placed-by-this-effect" and a["do"] != "draw" for a in actions):
        return actions
    step = next((a for a in reversed(previous) if a.get("do") != "choose"), None)
    return actions if step is not None and step.get("do") in ("discard", "discard-chosen", "mill", "to-remove") else None


# "Reveal any number of cards in your hand. If there are 4 or more <X> cards with different names on your area and/or
# revealed by this effect, ...": the engine reveals every card of its hand (showing more never costs anything), so the
# cards revealed are the hand's: the count is over your area and those cards (zone "any|revealed")
_REVEALED_TOO = re.compile(r" (?:on|from) your (?:area|field) (?:and/or|or|and) revealed by this effect\b", re.I)


_REVEAL_HAND = {"do": "reveal", "target": {"up_to": 99, "side": "yours", "zone": "hand"}}  # every card of the hand


def _reveal_all_said(previous: list) -> bool:
    return any(a.get("do") == "reveal" and (a.get("target") or {}).get("zone") == "hand"
               and (a.get("target") or {}).get("up_to") == 99 for a in previous)


def _widened(actions: list) -> bool:
    """The one count of `actions` (those a sentence "... on your area or revealed by this effect ..." compiled to, with
    the words read as "on your area") is made over your area and your hand; False when there is not exactly one."""
    counts = []

    def widen(node):
        if isinstance(node, dict):
            if node.get("kind") == "card-on-your-area" and not node.get("line"):
                counts.append(node)
                filters = {k: node.pop(k) for k in ("name", "trait", "card_type", "different_names") if k in node}
                node.update(kind="cards-in-zone", side="yours", zone="any|revealed", at_least=node.pop("count", 1),
                            filter={k: v for k, v in filters.items() if k != "different_names"}
                            | ({"different_names": True} if filters.get("different_names") else {}))
                return
            count = node.get("bp_max_count")
            if isinstance(count, dict) and count.get("zone") == "any" and count.get("side", "yours") == "yours":
                counts.append(count)
                count["zone"] = "any|revealed"
            for value in node.values():
                widen(value)
        elif isinstance(node, list):
            for value in node:
                widen(value)
    widen(actions)
    return len(counts) == 1


_OF_LOOKED = ("take-looked", "looked-to-outside")  # actions whose target is of the looked-at cards, not a character
_SWAP_INSTEAD = re.compile(r"^If (.+?), ((?:choose|switch|swap) .+? (?:switch|swap|exchange) their positions?) instead$", re.I)
_MODIFIED = {"condition", "instead", "optional", "if_done", "if_not_done"}  # an action said with more than its verb
# steps that place cards to the Outside Area (opponent-discards: the opponent's cards, placed by this effect too)
_PLACING = ("discard", "discard-chosen", "looked-to-outside", "opponent-discards")


# "Characters that have been chosen by the effect of a <Trait: X> card cannot be chosen by this effect during this
# turn.": said first, of the characters this effect's choices may pick
_NOT_CHOSEN_AGAIN = re.compile(r"^(?:Characters?|Cards?) (?:that|which) (?:have|has) been chosen by (?:the |an? )?effects? of "
                               r"(?:an? |your )?(?P<what>[^.]+?) cards? (?:cannot|can't|can not) be chosen (?:by|with) this "
                               r"effect (?:during )?this turn\.\s*", re.I)


def _not_chosen_again(actions: list, said: re.Match) -> bool:
    """Every choice of characters on the field this effect makes leaves out those an effect of a <X> card chose this
    turn (target not_chosen_by: that card's filter); False when the words name no card or the effect chooses none."""
    wanted = placer_filter(said.group("what"))
    chooses = [a["target"] for a in actions if isinstance(a.get("target"), dict) and a["target"].get("zone") in
               ("front", "energy", "any") and not {"self", "chosen", "all"} & set(a["target"])]
    if not wanted or not chooses:
        return False
    for target in chooses:
        target["not_chosen_by"] = wanted
    return True


def _placed_said(condition: dict | None, previous: list) -> bool:
    """"If the card placed by this effect is <X>" (placed-card-matches) reads the cards a step before placed to the
    Outside Area: with no such step said before, it is not read."""
    if condition is None:
        return True
    if condition["kind"] == "placed-card-matches":
        return any(a.get("do") in _PLACING or a.get("do") == "looked-to" and a.get("where") == "outside"
                   or a.get("do") == "face-down-to-outside" and "target" not in a for a in previous)
    if condition["kind"] == "handled-by-this-effect":  # the step it reads, said before with no other verb between
        return _handled_step(condition, previous)
    return all(_placed_said(inner, previous) for inner in condition.get("conditions", ()))


def _handled_step(condition: dict, previous: list) -> bool:
    """"If the total BP of the characters rested by this effect is ...": the last step said before (a choice aside) is
    that verb -- a rest or a retire of your own characters, or a move of cards to that zone from the hand, the
    Outside Area or the Remove Area."""
    # (a step of the opponent's between, "Rest 1 ... and your opponent rests 1 ...", takes none of your cards)
    step = next((a for a in reversed(previous) if a.get("do") != "choose" and not a.get("do", "").startswith("opponent-")),
                None)
    if step is None:
        return False
    target = step.get("target") or {}
    if condition.get("zone") and target.get("zone") != condition["zone"]:
        return False  # ("If a <X> on your Front Line is rested by this effect": the step rested on that line)
    if condition["verb"] in ("rest", "retire", "set-active"):
        return step.get("do") == condition["verb"] and target.get("side") == "yours" and not target.get("self")
    if condition["verb"] == "to-outside":
        return step.get("do") in ("discard", "discard-chosen") or step.get("do") == "to-outside" and target.get("zone") == "remove"
    return step.get("do") == "to-remove" and target.get("zone") in ("hand", "outside")


def _looking(previous: list) -> bool:
    """Are cards being looked at (a look-at-top with no looked-to after it)?"""
    for action in reversed(previous):
        if action.get("do") == "looked-to":
            return False
        if action.get("do") == "look-at-top":
            return True
    return False


# While cards are looked at, a verb that names no zone takes its cards from them: "Look at the top 2 cards of your
# deck, add 1 to your hand", "place up to 1 <X> card to the Outside Area", "reveal 1 <X> and put it into your hand".
_LOOKED_ADD = re.compile(r"^Add (up to )?(\d+)(?: cards?)?(?: (?:of|among) them)? (?:to|into) (?:your|the) hand$", re.I)
_LOOKED_VERB = re.compile(r"^(play|place|put|reveal|add) (.+?)( to your (?:area|Front Line|Energy Line)(?: rested| active)?"
                          r"(?: or raid (?:it|them))?| (?:to|in|into) the Outside Area| (?:to|into) (?:your|the) hand)$", re.I)


# "Reveal the top card of your deck. If it is <X>, add it to your hand": the one card revealed is "it", "that card",
# "the revealed card" (a single card looked at: with more, "it" is one of them, not read)
_LOOKED_ONE_ADD = re.compile(r"^(?:Reveal (?:it|that card|the card) and )?(?:Add|Put) (?:it|that card|the revealed card|the card) "
                             r"(?:to|into) (?:your|the) hand$", re.I)
# "Look at the top card of your deck and if that card is <X>, ...": the one card looked at, said as the subject of a
# condition ("that card", "the card you looked at", "the looked card") is the revealed card
_LOOKED_SUBJECT = re.compile(r"^If (?:that card|the card(?: you looked at)?|the looked(?:-at)? card) (?=(?:is|was|has|had|does|did|doesn't|didn't)\b)"
                             r"|^If it(?:'s| is) (?=an? (?:<|\[Trait)|<|\[Trait)", re.I)
# "If it's a <Trait: X> you may reveal it and add it to your hand": the condition said without its comma, before "you may"
_CONDITION_NO_COMMA = re.compile(r"^(If [^,]+?) (?=you may\b)", re.I)


def _looked_from_opponent(previous: list) -> bool:
    look = next((action for action in reversed(previous) if action.get("do") == "look-at-top"), None)
    return look is not None and look.get("side") == "opponents"


def _one_looked(previous: list) -> bool:
    look = next((action for action in reversed(previous) if action.get("do") == "look-at-top"), None)
    return look is not None and look.get("amount") == 1


_REVEAL_IT = re.compile(r"^Reveal (?:it|that card|the card)(?: to (?:your|the) opponent)?$", re.I)


def _put_back_on_top(previous: list) -> bool:
    """Was the one card looked at just put back on top of the deck ("... and place it on top of your deck")?"""
    return bool(previous) and previous[-1] == {"do": "looked-to", "where": "top"} and _one_looked(previous)


# "Look at the top 3 cards of your deck, reveal up to 1 <X> card, place it on top of your deck": those go back on top
_LOOKED_TOP = re.compile(r"^Reveal (.+?),? (?:and )?(?:place|put) (?:it|them) (?:on|at|to) (?:the )?top (?:of|on) your deck$", re.I)


def _take_one(sentence: str) -> dict:
    """"(Reveal it and) add it to your hand": the one card looked at (not shown without "reveal")."""
    return {"do": "take-looked", "target": {"up_to": 1, "exactly": True},
            **({} if re.match(r"^Reveal\b", sentence, re.I) else {"hidden": True})}


def _from_looked(sentence: str, previous: list) -> list | None:
    top = _LOOKED_TOP.match(sentence.replace(" among them", ""))
    if top:
        parsed = parse_target(top.group(1))
        if parsed is None or parsed[1].strip() or {"side", "zone", "all"} & set(parsed[0]):
            return None
        return [{"do": "looked-to", "where": "top", "target": parsed[0]}]
    if _LOOKED_ONE_ADD.match(sentence):
        return [_take_one(sentence)] if _one_looked(previous) else None
    m = _LOOKED_ADD.match(sentence)
    if m:
        return [{"do": "take-looked", "target": {"up_to": int(m.group(2)), **({} if m.group(1) else {"exactly": True})},
                 "hidden": True}]
    m = _LOOKED_VERB.match(sentence.replace(" among them", ""))
    if not m:
        return None
    verb, what, tail = m.group(1), m.group(2), m.group(3)
    hidden = verb.lower() == "add"  # ("add 1 <X> to your hand": not shown)
    if verb.lower() == "reveal" or verb.lower() == "add" and "hand" in tail:  # "reveal 1 <X> to your hand"
        tail = " and add it to your hand"
        verb = "Reveal"
    if re.fullmatch(r"(?:up to )?\d+", what, re.I):  # "place up to 1 to the Outside Area": that many of the cards
        what += " card"
    elif verb.lower() in ("place", "put") and " to your " in tail:  # "place up to 1 <X> to your area rested": played
        verb = "Play"
    actions = compile_core(f"{verb[:1].upper()}{verb[1:]} {what} among them{tail}")
    if hidden and actions and actions[0]["do"] == "take-looked":
        actions[0]["hidden"] = True
    return actions


def _rest_after_top(actions: list, previous: list, modifiers: dict) -> bool:
    """"Place any number of cards among them on top of your deck. Place the remaining to the Outside Area": the second
    sentence says where the cards the first left go (the first becomes top-or-outside; the bottom is already said)."""
    if modifiers or len(actions) != 1 or actions[0]["do"] != "looked-to" or actions[0]["where"] not in ("bottom", "outside"):
        return False
    before = previous[-1] if previous else {}
    if before.get("do") != "looked-to" or before.get("where") != "top-or-bottom" or set(before) - {"do", "where", "top_at_most"}:
        return False
    if actions[0]["where"] == "outside":
        before["where"] = "top-or-outside"
    return True


# "If you did not place it to the Outside Area (on top of your deck), ...": the step before (placing the card(s) looked
# at there) was not done; said of another step, not read
_NOT_DONE_RESTATED = re.compile(r"^If you did(?: not|n't) (?:place|put) (?:it|them|that card|the card|those cards) "
                                r"(?P<where>to the Outside Area|(?:on|to|at) (?:the )?top of your deck|(?:on|to|at) "
                                r"(?:the )?bottom of your deck),? ", re.I)


def _restates(where: str, step: dict) -> bool:
    """Does "place it <where>" say `step` again (the cards looked at placed there)?"""
    place = "outside" if "Outside" in where else "top" if "top" in where.lower() else "bottom"
    return step.get("do") == "looked-to" and step.get("where") == place and "target" not in step or \
        place == "outside" and step.get("do") == "looked-to-outside"


# "Reveal up to 1 <X> among them and add it to your hand. ... If you revealed a card with required energy of 6 or
# higher, ...": the card revealed is the card added (as "If you added a card with ... to your hand")
_REVEALED_ADDED = re.compile(r"^If you revealed (?P<what>(?:a|an|1) [^,]+), ", re.I)


def _revealed_and_added(previous: list) -> bool:
    """Is the one step of `previous` that took cards looked at a shown "reveal ... and add it to your hand"
    (take-looked, not hidden), with no other step that reveals after it?"""
    takes = [a for a in previous if a.get("do") in ("take-looked", "looked-to-outside", "reveal") or "target" in a
             and a.get("do") == "looked-to"]
    # ("... add it to your hand or place it to the Outside Area": the card revealed is not surely the card added)
    return len(takes) == 1 and takes[0].get("do") == "take-looked" and not takes[0].get("hidden") \
        and not takes[0].get("or_outside")


def _peel(sentence: str, previous: list) -> tuple[dict, str] | None:
    """Leading "Then,", "If you did,", "If <condition>,", "During this turn,", "You may" -> (modifiers, the rest)."""
    modifiers: dict = {}
    while True:
        text = sentence
        then = re.match(r"^(?:Then|After that|And),? ", sentence, re.I)
        if then:
            sentence = sentence[then.end():]
        restated = _NOT_DONE_RESTATED.match(sentence)
        if restated:  # "If you did not place it to the Outside Area, ...": the step before, said again
            if not previous or not _restates(restated.group("where"), previous[-1]):
                return None
            modifiers["if_not_done"] = True
            sentence = sentence[restated.end():]
        not_done = _IF_NOT_DONE.match(sentence) if not restated else None
        otherwise = _OTHERWISE.match(sentence)
        if otherwise:  # "If <X>, add it to your hand. Otherwise, ...": when the step before was not done
            if not previous or "condition" not in previous[-1]:
                return None
            not_done = otherwise
        if not_done:
            if not previous:
                return None
            modifiers["if_not_done"] = True
            sentence = sentence[not_done.end():]
        opponent_not = _OPPONENT_NOT_DONE.match(sentence) if previous and previous[-1].get("opponent_may") else None
        if opponent_not:  # "If your opponent does not retire one, you draw 3 cards": after the opponent's own choice
            if "if_not_done" in modifiers:
                return None
            modifiers["if_not_done"] = True
            sentence = sentence[opponent_not.end():]
            sentence = re.sub(r"^you (?!may\b)", "", sentence, flags=re.I)  # ("you draw 3 cards": the effect's player)
            sentence = sentence[:1].upper() + sentence[1:]
        opponent_done = _OPPONENT_DONE.match(sentence) if previous and previous[-1].get("opponent_may") else None
        if opponent_done:  # "If they did, your opponent adds ...": after the opponent's own choice
            if "if_done" in modifiers:
                return None
            modifiers["if_done"] = True
            sentence = sentence[opponent_done.end():]
        if previous and sentence.startswith("During your turn, if "):  # "... add it to your hand. During your turn, if
            sentence = "If it's your turn, i" + sentence[len("During your turn, i"):]  # <X>, ...": both are said of now
        revealed = _REVEALED_ADDED.match(sentence)
        if revealed and _revealed_and_added(previous):  # "If you revealed a card with ..., ": the card it added
            said = re.sub(r"\boriginal (?=required energy)", "", revealed.group("what"), flags=re.I)  # (printed, in hand)
            sentence = f"If you added {said} to your hand, {sentence[revealed.end():]}"
        done = _IF_DONE.match(sentence) if added_to_hand(sentence) is None else None  # ("If you added a <X> ...")
        verb_done = _IF_VERB_DONE.match(sentence) if done is None else None
        if verb_done:  # "... and retire it. If you retired a character by this effect, ...": the step before did so
            if not previous or previous[-1].get("do") != _DONE_VERBS[verb_done.group(1).lower()] or (
                    previous[-1].get("target") or {}).get("self") or set(previous[-1]) & {"optional", "condition"}:
                return None
            done = verb_done
        if done:
            if not previous:
                return None
            modifiers["if_done"] = True
            sentence = sentence[done.end():]
        if _one_looked(previous):
            sentence = _LOOKED_SUBJECT.sub(lambda m: "If the revealed card " + ("is " if m.group(0)[3:5].lower() == "it" else ""),
                                           sentence, count=1)
        condition = _condition(sentence)
        no_comma = _CONDITION_NO_COMMA.match(sentence) if condition is None else None
        if no_comma and (said := _condition(no_comma.group(1) + ", " + sentence[no_comma.end():])) is not None \
                and said[1] == len(no_comma.group(1)) + 2:
            sentence, condition = no_comma.group(1) + ", " + sentence[no_comma.end():], said
        if condition is not None:
            if "condition" in modifiers:  # "If it's your turn, if there is a <X> on your area, ..."
                modifiers["condition"] = {"kind": "all", "conditions": [modifiers["condition"], condition[0]]}
            else:
                modifiers["condition"] = condition[0]
            sentence = sentence[condition[1]:]
            sentence = re.sub(r"^if ", "If ", sentence)
        per = _per_phrase(sentence) if "per" not in modifiers else None
        if per is not None:  # "For every 5 cards in your Outside Area, this character gets +500 BP"
            modifiers.update(per[0])
            sentence = per[1]
        during = _DURING.match(sentence)
        if during:
            modifiers["duration"] = "this-turn"
            sentence = sentence[during.end():]
        may = re.match(r"^you may ", sentence, re.I)
        if may:
            modifiers["optional"] = True
            sentence = sentence[may.end():]
        if sentence == text:
            return modifiers, sentence
        sentence = sentence[:1].upper() + sentence[1:]


_PER = re.compile(r"(?:^| )for (?:each|every) ", re.I)


def _chose_just_before(sentence: str, previous: list) -> bool:
    """"Choose up to 1 <X> on your area. This character gains ... same amount of [Damage +1] as the chosen <X>": the
    step just before chose one card (of the name said, if one is said)."""
    step = previous[-1] if previous else {}
    target = step.get("target") or {}
    if step.get("do") != "choose" or target.get("all") or target.get("up_to", 1) != 1 or target.get("self"):
        return False
    named = re.search(r"\bas the chosen <([^>]+)>", sentence)
    return named is None or target.get("name") == named.group(1)


def _per_phrase(sentence: str) -> tuple[dict, str] | None:
    """A "for each / for every ..." phrase leading the sentence ("For each <X> card on your Front Line, this character
    gains [Damage +1]") or after its amount ("it gets -1000 BP for each <X> card on your area during this turn"):
    (per parameters, the sentence without it). The phrase is the longest that reads (grammar.parse_per)."""
    m = _PER.search(sentence)
    if m is None:
        return None
    rest = sentence[m.end():]
    if m.start() == 0:
        for comma in reversed(list(re.finditer(r",? ", rest))):
            if comma.group(0) != ", ":
                continue
            per = parse_per(rest[:comma.start()])
            if per is not None:
                remainder = rest[comma.end():]
                return per, remainder[:1].upper() + remainder[1:]
        return None
    ends = [len(rest)] + [e.start() for e in re.finditer(r" (?=during|until|for the|this turn|in this battle)", rest)]
    for end in ends:
        per = parse_per(rest[:end])
        if per is not None:
            return per, sentence[:m.start()] + rest[end:]
    return None


# restrictions that hold while their card says so (no duration of their own): said "during this turn", each is an
# ability gained for the turn
_TIMED_RESTRICTIONS = {"cannot-attack", "cannot-block", "cannot-move", "cannot-be-chosen", "cannot-be-retired",
                       "cannot-be-removed", "cannot-be-changed", "cannot-become-active", "cannot-be-affected",
                       "cannot-block-matching", "cannot-be-blocked-matching", "must-attack", "must-block",
                       "cannot-be-sniped"}


def _restriction_for_turn(action: dict) -> dict:
    """'During this turn, this character cannot attack': this character gains the restriction during this turn;
    'During this turn, your characters other than <X> cannot attack': the player gains it (the restriction on every
    matching character of theirs) during this turn. Another action keeps its own form (no duration to give it)."""
    if action["do"] not in _TIMED_RESTRICTIONS:
        return action
    target = action.get("target")
    if not target or target.get("self"):
        inner, holder = {k: v for k, v in action.items() if k != "target"}, {"self": True}
    elif target.get("all") and target.get("side") == "yours" and not target.get("other"):
        inner, holder = action, {"player": True}
    else:
        return action
    return {"do": "gain-ability", "effects": [{"timing": "continuous", "actions": [inner]}], "target": holder,
            "duration": "this-turn"}


def _with_modifiers(actions: list, modifiers: dict) -> list:
    if not modifiers:
        return actions
    modifiers = dict(modifiers)
    if modifiers.pop("duration", None):
        actions = [dict(a, duration="this-turn") if "duration" in ACTION_PARAMETERS.get(a["do"], ()) else
                   _restriction_for_turn(a) for a in actions]
    if not modifiers:
        return actions
    rest = {k: v for k, v in modifiers.items() if k != "optional"}
    return [dict(actions[0], **modifiers)] + [dict(a, **rest) for a in actions[1:]]


_REPLACEABLE = ("retire", "rest", "return-to-hand")  # verbs on a chosen character an "instead" may swap


def _instead_value(value: str, action: dict) -> dict | None:
    """What "it's X instead" changes in the action before it: a BP limit, an amount or a count."""
    # "Play up to 1 <X> from your hand to your area rested. If it's your turn, you may raid it instead": the cards it
    # plays may Raid (seed 000: "If an effect states Raid Boost, then you can use Raid Boost with that effect"), as
    # "play ... or raid it" (raid "may": the player's option, the engine raids when it can)
    if re.fullmatch(r"raid (?:it|them)", value, re.I) and action.get("do") == "play-from" and "raid" not in action \
            and not (action.get("target") or {}).get("self") and "onto" not in action:
        return {"raid": "may"}
    m = re.fullmatch(r"BP (\d+)(?: or less)?", value, re.I)  # ("replace with BP 5000 instead": the limit)
    if m and "bp_max" in (action.get("target") or {}):
        return {"bp_max": int(m.group(1))}
    if m and "target" in action and "or less" in value:
        return {"bp_max": int(m.group(1))}
    if action.get("do") in _REPLACEABLE and "target" in action:  # 'it's "retire it" instead': another verb on the card
        verbs = verbs_on(value, {"chosen": True})
        if verbs is not None and len(verbs) == 1 and verbs[0]["do"] in _REPLACEABLE + ("to-remove",) and \
                set(verbs[0]) == {"do", "target"}:  # ('it's "place it to the Remove Area" instead')
            return {"do": verbs[0]["do"]} if verbs[0]["do"] != action["do"] else None
        if verbs is not None and len(verbs) == 1 and verbs[0]["do"] == "to-deck" and set(verbs[0]) == {"do", "target", "where"} \
                and "where" not in action:  # ("place it at the bottom of your opponent's deck instead": where, too)
            return {"do": "to-deck", "where": verbs[0]["where"]}
    # "Play up to 1 ... with required energy of 2 or less ... If ..., it's 4 or less instead": the one limit of that
    # kind the target has; "it's up to 2 instead": how many
    m = re.fullmatch(r"(\d+) or (less|more)", value, re.I)
    if m and "target" in action:
        side = "max" if m.group(2).lower() == "less" else "min"
        limits = [key for key in (f"bp_{side}", f"energy_{side}") if key in action["target"]]
        other = "min" if side == "max" else "max"
        flipped = [key for key in (f"bp_{other}", f"energy_{other}") if key in action["target"]]
        if not limits and len(flipped) == 1 and action.get("do") != "bp-change":
            # "... with 3 or less required energy ... If you did, its 4 or more instead": the one limit of the target
            # said the other way round (the whole target, with that limit replaced)
            kind = flipped[0].split("_")[0]
            target = {k: v for k, v in action["target"].items() if k != flipped[0]}
            return {"target": dict(target, **{f"{kind}_{side}": int(m.group(1))})}
        return {limits[0]: int(m.group(1))} if len(limits) == 1 else None
    m = re.fullmatch(r"up to (\d+)", value, re.I)
    if m and "up_to" in (action.get("target") or {}) and not action["target"].get("chosen"):
        return {"up_to": int(m.group(1))}
    # "choose up to 2 characters on your area, they get +500 BP ... If ..., it's all instead": every one of them
    if value.lower() == "all" and "up_to" in (action.get("target") or {}) and not action["target"].get("chosen") \
            and not action["target"].get("exactly") and action.get("do") != "choose-one":
        return {"all": True}
    # "it gets +1000 BP during this turn. If ..., it's until the start of your next turn instead": how long
    if re.fullmatch(r"until the start of your next turn", value, re.I) and action.get("duration") == "this-turn":
        return {"duration": "until-next-turn-start"}
    m = re.fullmatch(r"([+-]\d+) BP", value, re.I)
    if m and action.get("do") == "bp-change":
        return {"amount": int(m.group(1))}
    m = re.fullmatch(r"(?:draw )?(\d+)(?: cards?)?|all", value, re.I)
    if m and action.get("do") == "choose-one":
        return {"count": int(m.group(1)) if m.group(1) else len(action["options"])}
    if m and m.group(1) and "amount" in action and action.get("do") != "bp-change":
        return {"amount": int(m.group(1))}  # ("it gets +1000 BP ... it's 2 instead": not 2 BP; how many? not said)
    return None


def _condition(text: str):
    """(condition, length) of a leading "If ..., " phrase, or None; "If <A> and <B>, " (each a whole condition): both."""
    either = on_area_or_outside(text)  # (before the table: "If there is a <X> on your area" would read its start)
    if either is not None:
        return either
    found = None
    for pattern, build in CONDITIONS:
        match = pattern.match(text)
        if match:
            found = build(match), match.end()
            break
    if found is None:
        found = parse_condition(text)
    if found is not None and text[:found[1]].endswith(", ") and not re.match(r"and (?:an?|no) [<\[]", text[found[1]:]):
        return found
    return _both_conditions(text) or found


def _both_conditions(text: str):
    """"If there are 4 or more <X> characters on your Front Line and this character's BP is 5000 or more, ": two
    conditions joined by "and", each read whole (the first comma after which both read); "If there is a <A> on your
    area or if there is a face-down card under a <B> on your area, ": either of two, each said with its own "if"."""
    if not text.startswith("If ") or " and " not in text and " or if " not in text:
        return None
    for comma in re.finditer(r", ", text):
        words = text[3:comma.start()]
        for joint in re.finditer(r",? or if ", words, re.I):  # "If <A> or if <B>, ": either of the two
            first, second = _whole_condition(words[:joint.start()]), _whole_condition(words[joint.end():])
            if first is not None and second is not None:
                return {"kind": "any", "conditions": [first[0], second[0]]}, comma.end()
        for joint in re.finditer(r",? and (?=(?:your|this|there|you|if|it's|the revealed card)\b)", words, re.I):
            first, second = _whole_condition(words[:joint.start()]), _whole_condition(words[joint.end():])
            if first is not None and second is not None:
                return {"kind": "all", "conditions": [first[0], second[0]]}, comma.end()
        # "If there is a <A> on your Front Line, and a <B> and a <C> on your area, ": "there is" said once for both
        there = re.match(r"there (?:is|are) ", words, re.I)
        for joint in re.finditer(r",? and (?=(?:an?|\d+ or more|no) [<\[]|(?:an?|another|other|\d+ or more|1 other) (?:other )?"
                                 r"(?:characters?|cards?|Character Cards?) )", words, re.I) if there else ():
            first = _whole_condition(words[:joint.start()])
            # ("and another <X>", normalised "and 1 other <X>": one more, at least)
            second = _whole_condition(there.group(0) + re.sub(r"^1 other ", "another ", words[joint.end():]))
            if first is not None and second is not None and re.search(r" (?:on|in) your [^,]+$", words[:joint.start()]) \
                    and re.search(r" on your (?:area|Front Line|Energy Line)$", words, re.I):  # (not "... or Outside Area")
                return {"kind": "all", "conditions": [first[0], second[0]]}, comma.end()
    return None


def _whole_condition(text: str):
    """(condition, length) when all of `text` ("there is a <X> on your area") reads as one condition, else None:
    "there is a <X> on your area and your Life is 5 or less" is not "there is a <X> on your area"."""
    phrase = f"If {text.strip().rstrip('.')}, "
    condition = _condition(phrase)
    return condition if condition is not None and condition[1] == len(phrase) else None


def _use_condition(text: str):
    """The condition of "This card can only be used if <text>": one whole condition, or two joined by ", and" ("there is
    a character with "A" in its name on your area, and you have 2 or more other cards in your hand": both). "you have 2
    or more other cards in your hand": other than this card, which is in the hand as it is used (3 or more in all)."""
    conditions = []
    # ("... and no cards with the same card number as this card on your area": no copy of it there, its printings
    # counted together)
    for part in re.split(r",? and (?=you have \d+ or more other cards in your hand$)|, and (?=(?:there|you|your) )"
                         r"|,? and (?=no cards with the same card number as this card )", text.strip().rstrip(".")):
        other = re.fullmatch(r"you have (\d+) or more other cards in your hand", part.strip(), re.I)
        copies = re.fullmatch(r"no cards with the same card number as this card (?:on|in) your area", part.strip(), re.I)
        found = ({"kind": "hand-at-least", "amount": int(other.group(1)) + 1}, 0) if other else \
            ({"kind": "copies-on-area", "at_most": 0}, 0) if copies else _whole_condition(part)
        if found is None:
            return None
        conditions.append(found[0])
    return (conditions[0] if len(conditions) == 1 else {"kind": "all", "conditions": conditions}), len(text)


def _take_costs(text: str, effect: dict, costs: list) -> str:
    """Strip leading "[1 Per Turn]" and cost brackets ("[Rest this card]", "[Pay 1 AP]") from text."""
    while True:
        once = ONCE.match(text)
        if once:
            effect["once_per_turn"] = True
            text = text[once.end():].strip()
            continue
        for pattern, build in COSTS:
            cost = re.match(pattern, text, re.IGNORECASE)
            if cost:
                costs.append(build(cost))
                text = text[cost.end():].strip()
                break
        else:
            return text


CONTINUOUS_ACTIONS = {"energy-value-change", "use-limit", "choose-tax", "front-line-size", "cannot-move", "raid-only", "cannot-be-blocked-by-bp-at-most", "cannot-be-blocked-by-bp-at-least", "must-be-blocked", "must-block", "cannot-be-retired",
                      "cannot-attack", "cannot-block", "attacks-from-energy-line", "cannot-be-chosen", "immune-bp-reduction"}
CONTINUOUS_ACTIONS |= {"cannot-be-removed", "retire-replacement", "damage-replacement",
                       "substitute-retire", "may-stay-rested",
                       "draw-replacement", "under-redirect"}  # issue 13.2: protection, replacement effects
CONTINUOUS_ACTIONS |= {"cannot-become-active"}  # "This character cannot become active"
# "cannot block / target with [Sniper] characters with ...", "must attack if able", "Your opponent cannot activate [Active]
# trigger from a trigger check caused by damage dealt by this character"
CONTINUOUS_ACTIONS |= {"cannot-block-matching", "cannot-snipe-matching", "must-attack", "denies-active-trigger"}
CONTINUOUS_ACTIONS |= {"cannot-be-changed", "cannot-be-blocked-matching", "cannot-be-affected"}
CONTINUOUS_ACTIONS |= {"cannot-be-sniped"}  # "This character cannot be targeted by [Sniper]"
CONTINUOUS_ACTIONS |= {"hand-limit"}  # "Maximum of your hand size is 15"
# restrictions on every matching character of yours a "This effect of <X> does not stack" may follow
_NO_STACK_KINDS = {"cannot-be-chosen", "cannot-attack", "cannot-block", "cannot-be-retired", "cannot-be-removed",
                   "cannot-become-active", "choose-tax", "cannot-be-affected", "immune-bp-reduction",
                   "cannot-be-sniped"}  # "This character cannot be rested ... by your opponent's effects"


def _untimed(actions: list) -> str:
    """The timing of a clause without one: how the card exists (static), a continuous effect of a card on the
    field, or what an event does as it resolves ("main")."""
    kinds = [a["do"] for a in actions]
    if kinds[0] in STATIC_ACTIONS and "duration" not in actions[0]:  # ("... during this turn": done as it resolves)
        return "static"
    if all(kind in CONTINUOUS_ACTIONS or (kind in ("bp-change", "gain-keyword", "generated-energy-change", "gain-ability")
                                           and (a.get("target", {}).get("self") or a.get("target", {}).get("all")) and "duration" not in a)
           for kind, a in zip(kinds, actions, strict=True)):
        return "continuous"
    return "main"


def _add_condition(effect: dict, condition: dict) -> None:
    """Give the effect a condition; with one already there, both must hold."""
    if "condition" in effect:
        condition = {"kind": "all", "conditions": [effect["condition"], condition]}
    effect["condition"] = condition


def _and_condition(effect: dict, condition: dict) -> None:
    """As _add_condition, one more part of an "all" already there rather than an "all" inside another."""
    said = effect.get("condition")
    if said is not None and said["kind"] == "all":
        effect["condition"] = dict(said, conditions=said["conditions"] + [condition])
    else:
        _add_condition(effect, condition)


def _chosen_by(phrase: str) -> dict | None:
    """"When this character is chosen by your <Trait: X> card effect" -> a chosen-by condition: the card whose effect
    chose it matches the filter (side "yours": a card of yours; "a <X> card effect": either player's)."""
    m = re.match(r"^When this character is chosen by (your|an?) (.+?) (?:card )?effects?,? $", phrase, re.I)
    if m is None:
        return None
    parsed = parse_target(normalise(f"1 {m.group(2)} card"))
    if parsed is None or parsed[1].strip():
        return None
    wanted = {k: v for k, v in parsed[0].items() if k not in ("up_to", "exactly")}
    if not wanted or {"side", "zone"} & set(wanted):
        return None  # (the kind of card whose effect it is: "your opponent's effect" is whose, read elsewhere)
    return {"kind": "chosen-by", "filter": wanted, "side": "yours" if m.group(1).lower() == "your" else "any"}


# what a retired-card-matches condition may ask of the retired card (as printed: its BP as it left is not read)
_RETIRED_FILTERS = {"card_type", "name", "trait", "name_or_trait", "color", "name_has", "not_name", "not_trait", "not_name_has"}


def _retired_card(words: str, on_field: bool = True, named: bool = False) -> dict | None:
    """"When a character on your opponent's Front Line is retired" / "When another <X> on your area is retired" /
    "When your opponent's character is retired": the retired character (any subject the target grammar reads, with a
    side) as a retired-card-matches condition (side and line relative to this card's player). One of yours that may be
    this character itself ("a character on your area", no "other") is not read: whether it sees its own leaving is
    unsaid (`on_field` False: the card waits in the Outside Area, and is not one of them). With `named` (a character
    leaving: one off the field never sees itself leave), a card a name names ("When your <X> leaves the field"; a card
    says "this character" of itself) is another card, and one named with no side said ("When <X> leaves the field")
    is either player's (side "any")."""
    words = re.sub(r"^(?:a|an|one) ", "", words.strip(), flags=re.I)
    words = re.sub(r"^another ", "other ", words, flags=re.I)
    whose = re.match(r"^your (opponent's )?(.+)$", words, re.I)
    if whose and not re.search(r" (?:on|in|from) your ", whose.group(2), re.I):
        words = f"{whose.group(2)} on your {whose.group(1) or ''}area"
    parsed = parse_target(normalise("1 " + words))
    if parsed is None or parsed[1].strip():
        return None
    target = parsed[0]
    side, zone = target.get("side"), target.get("zone")
    wanted = {k: v for k, v in target.items() if k not in ("up_to", "exactly", "side", "zone", "other")}
    if named and "name" in wanted and side is None and zone is None:
        side, zone = "any", "any"
    if named and "name" in wanted and side in ("yours", "any"):
        target["other"] = True
    if side not in ("yours", "opponents", "any") or side == "any" and not named or (
            side == "yours" and on_field and not target.get("other")) or zone not in ("any", "front", "energy") or not wanted or set(wanted) - _RETIRED_FILTERS or target.get("up_to") != 1 or (
            wanted.get("card_type", "character") != "character"):
        return None
    wanted["card_type"] = "character"
    return {"kind": "retired-card-matches", "filter": wanted, "side": side, **({"line": zone} if zone != "any" else {})}


def _left_by(words: str) -> str:
    """"by your own effect" / "by your opponent's effect" / "by your or your opponent's effect" ("by an effect"): whose
    effect moved this character off the field, as a left-by condition's `by` reads it."""
    words = words.lower()
    if "or your opponent" in words or not words.startswith("your"):
        return "own-effect|opponent-effect"
    return "opponent-effect" if "opponent" in words else "own-effect"


def _played_card(match) -> dict | None:
    """"When a <X> is played on a line different from this character, ...": the played card (one of yours: the lines
    said are this character's player's) as a played-card-matches condition. "When a <X> is played" with no line said
    does not say whose card: not read ("When your <X> is played" is)."""
    other_line = match.groupdict().get("other_line")
    if not (other_line or match.group(0).lower().startswith(("when your ", "when you play "))):
        return None
    parsed = parse_target(normalise("1 " + match.group("played")))
    if parsed is None or parsed[1].strip() or set(parsed[0]) & {"side", "zone", "all", "other", "self", "chosen"}:
        return None
    wanted = {k: v for k, v in parsed[0].items() if k not in ("up_to", "exactly")}
    if not wanted:
        return None
    return {"kind": "played-card-matches", "filter": wanted, **({"line": "other"} if other_line else {})}


# the moments of this character's attack a "[When Attacking] When this character attacks and ..." names
_ATTACK_MOMENTS = {"when-attack-not-blocked", "when-attack-blocked", "when-wins-battle", "when-attacks-and-loses"}
# the timings of an attack by any character of this one's player: "When your <X> attacks and wins ..." names the attacker
YOURS_ATTACKING = {"when-yours-wins-battle", "when-yours-attacks-and-loses", "when-yours-attack-not-blocked",
                   "when-yours-attacks"}


def _winner(words: str) -> dict | None:
    """"When your <X> attacks and wins a battle": the character of yours that attacks and wins is a <X> (an
    attacker-matches condition on the attacking character; a side, zone or count said in the words is not read)."""
    parsed = parse_target(normalise("1 " + words))
    if parsed is None or parsed[1].strip() or set(parsed[0]) & {"side", "zone", "all", "other", "self", "chosen"}:
        return None
    wanted = {k: v for k, v in parsed[0].items() if k not in ("up_to", "exactly")}
    if wanted == {"card_type": "character"}:
        return {}  # "When your character attacks and wins": any of yours (only characters attack)
    return {"kind": "attacker-matches", "filter": wanted} if wanted else None


def _life_card_filter(phrase: str) -> dict | None:
    """What the card placed from the Life Area must be ("a card with [Draw] trigger", "a card without <Trigger>"):
    {} for any card, None when the words are not a card filter."""
    m = re.search(r"a card((?: with| without) .*?)? (?:is placed )?from your Life Area", phrase, re.I)
    words = re.sub(r"(?<=\]) Trigger$", "", (m.group(1) or "").strip(), flags=re.I) if m else ""
    if not words:
        return {}
    parsed = parse_target(f"1 card {words}")
    if parsed is None or parsed[1].strip():
        return None
    return {k: v for k, v in parsed[0].items() if k not in ("up_to", "exactly")}


def _placer(words: str) -> dict | None:
    """The card filter of "by the effect of your <X> card" (grammar.placer_filter)."""
    return placer_filter(words)


# Battles won: "when-wins-battle" happens to an attacker and to a blocker alike; "attacks and wins" happens only
# in your turn, "blocks and wins" only in your opponent's.
_WINS = re.compile(r"\b(attacks|blocks) and wins?\b", re.I)


# "(The [On Play] of the raided character and this effect can be resolved in any order)": a reminder after "When this
# character is raided on, ..." (seed 000, "If multiple effects are simultaneously activated")
_RESOLVED_IN_ANY_ORDER = re.compile(r"\s*\(?The \[On Play\] of the raided character and this effect can be resolved in "
                                    r"any order\)?\.?", re.I)


# bracket timings that are conditions of a triggered effect they come before
_BRACKET_CONDITIONS = {"when-in-front-line": {"kind": "in-line", "line": "front"},
                       "when-in-energy-line": {"kind": "in-line", "line": "energy"},
                       "during-your-turn": {"kind": "your-turn"}, "during-opponents-turn": {"kind": "opponents-turn"}}
_BRACKET_TIMING = {"wheninfrontline": "when-in-front-line", "wheninenergyline": "when-in-energy-line",
                   "yourturn": "during-your-turn", "opponent'sturn": "during-opponents-turn"}
_MORE_BRACKETS = re.compile(r"\[(When in Front ?line|When in Energy Line|Your Turn|Opponent's Turn)\]\s*|"
                            r"\[(?:1|Once) Per Turn\]\s*", re.I)


# "... it gains {+1000 BP and [Impact 1]} during this turn. If <X>, you may change it to {[Double Attack]} instead." /
# "{This character gains [Impact 1] during this turn.} If <X>, this effect is changed to {Choose 1 ...}": the braced
# words, and what replaces them while <X> holds
_BRACED_CHANGE = re.compile(r"^(?P<head>[^{}]*)\{(?P<a>[^{}]+)\}(?P<tail>[^{}]*?)\.?\s*If (?P<cond>[^{}]+?), (?:(?P<may>you "
                            r"may )?change it to|this effect is changed to) \{(?P<b>[^{}]+)\}(?: instead)?\.?\s*"
                            r"(?P<once>This effect (?:of <[^<>]+> )?can only be activated once per turn\.?)?\s*$", re.I)
_CHANGE_UNSAFE = ("condition", "if_done", "if_not_done", "optional", "in_unit", "instead", "once_per_name")


def _braced_change(clause: str) -> dict | None:
    """The effect of a clause whose braced words another set replaces while a condition holds (_BRACED_CHANGE): the
    clause read with each set; the steps both readings share, then one step doing the first reading's own steps, or,
    when the condition holds as it resolves, the second's instead ("change it to"; "you may change it to": the player's
    choice, by value), as a quoted unit and another said instead (_unit_alternative). None when either reading or the
    condition is not read."""
    m = _BRACED_CHANGE.match(clause.strip())
    if m is None:
        return None
    condition = _whole_condition(normalise(m.group("cond")))
    if condition is None:
        return None
    readings = [_compile_clause(f"{m.group('head')}{words.strip().rstrip('.')}{m.group('tail')}. {m.group('once') or ''}")
                for words in (m.group("a"), m.group("b"))]
    if any(reading is None for reading in readings):
        return None
    first, second = readings
    if {k: v for k, v in first.items() if k != "actions"} != {k: v for k, v in second.items() if k != "actions"}:
        return None
    shared = 0
    while shared < min(len(first["actions"]), len(second["actions"])) and \
            first["actions"][shared] == second["actions"][shared]:
        shared += 1
    own = [first["actions"][shared:], second["actions"][shared:]]
    if not all(own) or any(key in action for steps in own for action in steps for key in _CHANGE_UNSAFE):
        return None
    # (as '"<A>". If <X>, (you may) "<B>" instead', _unit_alternative: one step, X checked once as it resolves)
    changed = {"do": "all-of", "actions": own[0],
               "instead": {"condition": condition[0], "actions": own[1], **({"optional": True} if m.group("may") else {})}}
    return dict(first, actions=first["actions"][:shared] + [changed])


_MOMENT_IN_PHASE = re.compile(r"^((?:\[[^\]]+\]\s*)*When [^,.\[]+?)( during (the|your) Attack Phase)(?=,)", re.I)


_WHILE_ON_LINE = re.compile(r"(?i)(?:^|(?<=\] ))While this character is on (?:the |your )?(Front|Energy) ?Line, "
                            r"(?:it|this character) (gets|gains)\b")
_IT_AFTER_THIS = re.compile(r"(?i)\b(When this character (?:attacks|blocks|is blocked|wins a battle|moves|is played|"
                            r"is raided on|moves (?:from (?:the )?(?:Front|Energy) Line )?to (?:the |your )?(?:Front|Energy) Line), )"
                            r"it (gets|gains|cannot)\b")


_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5}
# "At this character's third attack during this turn, this character gains [Sniper] until the end of that attack": what
# it has for its Nth attack of the turn, from when that attack is declared until it ends
_NTH_ATTACK = re.compile(r"^At this character's (?P<nth>" + "|".join(_ORDINALS) + r") attack (?:during|of|in) this turn, "
                         r"(?P<gain>this character (?:gains?|gets?) .+?),? until the end of (?:that|the|this) attack\.?$", re.I)


def _nth_attack_gain(clause: str) -> dict | None:
    """"At this character's <Nth> attack during this turn, this character gains <BP / keywords> until the end of that
    attack": a continuous effect under the attack-number condition (its Nth attack is being declared or is going on);
    None for anything else gained (what holds only for that attack is read for BP and keywords alone)."""
    m = _NTH_ATTACK.match(clause.strip())
    if not m:
        return None
    actions = compile_core(m.group("gain")[:1].upper() + m.group("gain")[1:])
    if not actions or not all(a["do"] in ("bp-change", "gain-keyword") and a.get("target") == {"self": True}
                              and set(a) <= {"do", "amount", "keyword", "value", "target"} for a in actions):
        return None
    return {"timing": "continuous", "condition": {"kind": "attack-number", "amount": _ORDINALS[m.group("nth").lower()]},
            "actions": actions}


def _compile_clause(clause: str, tail: list | None = None) -> dict | None:
    """One clause -> one effect; `tail` actions (a choose-one block) are added after the clause's own."""
    if tail is None and "{" in clause:
        changed = _braced_change(clause)
        if changed is not None:
            return changed
    if tail is None and clause.lstrip().lower().startswith("at this character's "):
        nth = _nth_attack_gain(clause)
        if nth is not None:
            return nth
    # "While this character is on the Front Line, it gets +1000 BP": [When in Frontline] (the line, said as a time)
    text = _WHILE_ON_LINE.sub(lambda m: f"[When in {'Frontline' if m.group(1).lower() == 'front' else 'Energy Line'}] "
                                        f"This character {m.group(2)}", clause.strip())
    # "When this character is retired by your opponent's effect, ...": [On Retire] with how it was retired
    text = re.sub(r"^When this character is retired (by (?:battle|a battle|your opponent's (?:card )?effects?|an effect)), ",
                  r"[On Retire] If this character was retired \1, ", text, flags=re.I)
    # "When this character blocks, it gets +2000 BP": "it" is this character (the moment names no other card)
    text = _IT_AFTER_THIS.sub(r"\1this character \2", text)
    # "When this character moves during the Attack Phase, ...": any moment, only in (your) Attack Phase (an attack-phase
    # condition; "your": in your turn too), the moment read without the words
    # "[When in Outside Area] When a <X> on your area is retired, you may add this card from the Outside Area to your
    # hand": the moment waited for by this card in its Outside Area
    # (also "([Your Turn]) [When in Outside Area] At the end of your Attack Phase, ...": that moment, waited for the same
    # way; the end of your Attack Phase is in your turn)
    in_outside = re.match(r"\[When in (?:the |your )?Outside Area\]\s*(?=When )", text, re.I) or re.match(
        r"(?:\[Your Turn\]\s*)?\[When in (?:the |your )?Outside Area\]\s*(?=At the end of your Attack Phase)", text, re.I)
    if in_outside:
        text = text[in_outside.end():]
    in_phase = _MOMENT_IN_PHASE.match(text)
    if in_phase:
        head = re.sub(r"^(?:\[[^\]]+\]\s*)*", "", text)
        said_at = in_phase.start(2) - (len(text) - len(head))
        if any((found := pattern.match(head)) and found.end() > said_at + 1 for pattern, _ in TIMING_PHRASES):
            in_phase = None  # (a moment said with its phase: "When <X> raids during your Attack Phase")
    if in_phase:
        text = in_phase.group(1) + text[in_phase.end(1) + len(in_phase.group(2)):]
    effect: dict = {}
    match = None
    phrase = ""  # the timing phrase read ("When this character attacks and wins a battle, ")
    for pattern, timing in TIMINGS:
        match = re.match(pattern, text, re.IGNORECASE)
        if match:
            effect["timing"] = timing
            text = text[match.end():].strip()
            break
    if "timing" not in effect:
        for pattern, timing in TIMING_PHRASES:
            match = pattern.match(text)
            if match:
                effect["timing"], phrase = timing, match.group(0)
                text = text[match.end():].strip()
                text = text[:1].upper() + text[1:]
                break
    if effect.get("timing") == "when-attacking" and re.match(r"When this character attacks and ", text, re.I):
        # "[When Attacking] When this character attacks and is not blocked, ...": the bracket and the moment of the
        # attack the sentence names (seed 000, Blocking Character specification timing / Resolution timing): that moment
        for pattern, timing in TIMING_PHRASES:
            found = pattern.match(text)
            if found and timing in _ATTACK_MOMENTS:
                effect["timing"], phrase, match = timing, found.group(0), found
                text = text[found.end():].strip()
                text = text[:1].upper() + text[1:]
                break
    if effect.get("timing") == "on-retire" and not phrase and re.match(r"When this character ", text, re.I):
        # "[On Retire] When this character leaves the area by battle, ...": the bracket and the way it left, said again
        for pattern, timing in TIMING_PHRASES:
            found = pattern.match(text)
            if found and timing == "on-retire":
                phrase, match = found.group(0), found
                text = text[found.end():].strip()
                text = text[:1].upper() + text[1:]
                break
    costs: list = []
    text = _take_costs(text, effect, costs)
    if "timing" not in effect:  # "[1 Per Turn] [On Play] Draw 1 card.": the timing bracket after the others
        for pattern, timing in TIMINGS:
            match = re.match(pattern, text, re.IGNORECASE)
            if match:
                effect["timing"] = timing
                text = _take_costs(text[match.end():].strip(), effect, costs)
                break
    if effect.get("timing") == "when-raided-on":  # "the raided character": this character, with the Raid card on it
        text = re.sub(r"\bthe raided character\b", "this character", _RESOLVED_IN_ANY_ORDER.sub("", text), flags=re.I)
    if phrase and re.search(r"\bthis character\b", phrase, re.I):
        text = _it_is_this(text)
    if "timing" not in effect:  # "[1 Per Turn] When this character attacks and wins a battle, ..."
        for pattern, timing in TIMING_PHRASES:
            match = pattern.match(text)
            if match:
                effect["timing"], phrase = timing, match.group(0)
                text = text[match.end():].strip()
                text = text[:1].upper() + text[1:]
                break
    if effect.get("timing") in _BRACKET_CONDITIONS:
        # "[When in Frontline] At the start of your Attack Phase, ...", also after more such brackets ("[Opponent's Turn]
        # [When in Frontline] [1 Per Turn] When ...": each bracket a condition of the triggered effect)
        brackets, rest, once = [effect["timing"]], text, False
        while True:
            more = _MORE_BRACKETS.match(rest)
            if more is None:
                break
            if more.group(1):
                brackets.append(_BRACKET_TIMING[more.group(1).lower().replace(" ", "")])
            once = once or not more.group(1)
            rest = rest[more.end():].strip()
        for pattern, timing in TIMING_PHRASES:
            match = pattern.match(rest)
            if match and len(set(brackets)) == len(brackets):
                for bracket in brackets:
                    _add_condition(effect, _BRACKET_CONDITIONS[bracket])
                if once:
                    effect["once_per_turn"] = True
                effect["timing"], phrase = timing, match.group(0)
                text = rest[match.end():].strip()
                text = text[:1].upper() + text[1:]
                break
    line = re.match(r"\[When in (Front ?line|Energy Line)\]\s*", text, re.IGNORECASE)
    if line and effect.get("timing"):
        # "[Main] [When in Frontline] ...": the line is a condition of the activated effect.
        _add_condition(effect, {"kind": "in-line", "line": "front" if "front" in line.group(1).lower() else "energy"})
        text = _take_costs(text[line.end():].strip(), effect, costs)
    # ("[Main] Activate only when this card is on your Outside Area.": the same, said as a sentence)
    outside = re.match(r"(?:\[When in (?:the |your )?Outside Area\]|Activate only when this card is (?:on|in) your Outside "
                       r"Area\.)\s*", text, re.IGNORECASE)
    if outside and effect.get("timing") == "activate-main" and not effect.get("condition"):
        # "[Main] [When in Outside Area] [Pay 1 AP] ...": an Activate: Main ability of this card while it is in your
        # Outside Area (its player activates it from there in the Main Phase, as one on the field)
        effect["timing"] = "activate-outside"
        text = _take_costs(text[outside.end():].strip(), effect, costs)
    elif outside and not effect and re.search(r"\bthis card (?:in|on) your Outside Area by \d+\.?$", text, re.I):
        # "[When in Outside Area] If <X> is on your area, reduce the required energy of this card in your Outside Area
        # by 1": the tag says again where the sentence's reduction applies
        text = text[outside.end():]
    turn = re.match(r"\[(Your Turn|Opponent's Turn)\]\s*", text, re.IGNORECASE)
    if turn and effect.get("timing") in ("on-play", "on-retire", "when-attacking", "when-blocking"):
        # "[On Retire] [Your Turn] ...": the turn is a condition of the triggered effect
        _add_condition(effect, _BRACKET_CONDITIONS[_BRACKET_TIMING[turn.group(1).lower().replace(" ", "")]])
        text = _take_costs(text[turn.end():].strip(), effect, costs)
    if in_phase:
        if not phrase:
            return None
        if in_phase.group(3).lower() == "your":
            if "'opponents-turn'" in repr(effect.get("condition")):
                return None  # ("[Opponent's Turn] ... during your Attack Phase": never both)
            _and_condition(effect, {"kind": "your-turn"})
        _and_condition(effect, {"kind": "attack-phase"})
    if effect.get("timing") == "when-chosen":
        chooser = _chosen_by(phrase)
        if chooser is None:
            return None
        _add_condition(effect, chooser)
    if effect.get("timing") == "end-of-attack" and re.search(r"\bblocked\b", phrase):
        _add_condition(effect, {"kind": "attack-blocked"})
    if effect.get("timing") == "in-hand-when-yours-raids":
        raider = parse_target(normalise("1 " + match.group("raider")))
        if raider is None or raider[1].strip() or set(raider[0]) - {"up_to", "exactly"} != {"name"}:
            return None
        said = [effect["condition"]] if "condition" in effect else []  # (the card that raids: last, as the moment's)
        effect["condition"] = {"kind": "all", "conditions": said + [{"kind": "your-turn"}, {"kind": "attack-phase"}, {
            "kind": "played-card-matches", "filter": {"name": raider[0]["name"]}}]}
    if effect.get("timing") == "on-retire" and re.search(r"\bby (?:a )?battle\b", phrase, re.I):
        _add_condition(effect, {"kind": "retired-by", "by": "battle"})  # ("leaves the area by battle")
    if in_outside and effect.get("timing") == "end-of-attack-phase":
        effect["timing"] = "in-outside-end-of-attack-phase"
    elif in_outside and effect.get("timing") != "when-character-retired":
        return None
    if effect.get("timing") == "when-character-retired":
        retired = _retired_card(match.group("retired"), on_field=not in_outside)
        if retired is None:
            return None
        _and_condition(effect, retired)
        if in_outside:
            effect["timing"] = "in-outside-when-character-retired"
    if effect.get("timing") == "when-leaves" and match.groupdict().get("left_by") is not None:
        _add_condition(effect, {"kind": "left-by", "by": _left_by(match.group("left_by"))})
    if effect.get("timing") == "when-character-leaves":
        # (a card that calls itself "this Field" is no character: "your character" is never this one)
        leaving = _retired_card(match.group("leaving"), on_field=not re.search(r"\bthis (?:active |rested )?Field\b",
                                                                                text, re.I), named=True)
        if leaving is None or "line" in leaving:
            return None
        _and_condition(effect, dict(leaving, kind="left-card-matches"))
    if effect.get("timing") == "when-yours-played":
        played = _played_card(match)
        if played is None:
            return None
        _add_condition(effect, played)
    if effect.get("timing") in YOURS_ATTACKING and (match.groupdict().get("winner") or
                                                             match.groupdict().get("winner_on")):
        winner = _winner(match.group("winner") or match.group("winner_on"))
        if winner is None:
            return None
        if winner:
            _add_condition(effect, winner)
    if effect.get("timing") == "when-attack-blocked" and match.groupdict().get("blocker"):
        blocker = _winner(match.group("blocker"))
        if blocker is None:
            return None
        if blocker:
            _add_condition(effect, dict(blocker, kind="blocker-matches"))
    if match is not None and effect.get("timing") in ("when-removed", "when-discarded-by-your-effect") and (
            match.groupdict().get("placer") or match.groupdict().get("placer_kind")):
        placer = _placer(match.group("placer") or match.group("placer_kind"))
        if placer is None:
            return None
        _add_condition(effect, {"kind": "placed-by", "filter": placer})
    if effect.get("timing") == "when-rested-by-your-effect" and match.groupdict().get("in_main"):
        _add_condition(effect, {"kind": "your-main-phase"})  # ("During your Main Phase, when ...")
    if effect.get("timing") in _YOU_DISCARD and match.groupdict().get("discarded"):
        wanted = _filter_of(normalise(match.group("discarded").strip()))
        if wanted is None:
            return None
        if wanted:
            _and_condition(effect, {"kind": "placed-card-matches", "filter": wanted})
    if effect.get("timing") in _YOU_DISCARD and (match.groupdict().get("placer") or match.groupdict().get("placer_kind")):
        words = match.group("placer") or match.group("placer_kind")
        if not re.fullmatch(r"(?:own|card|own card)", words.strip(), re.I):
            placer = _placer(words)
            if placer is None:
                return None
            _and_condition(effect, {"kind": "placed-by", "filter": placer})
    if effect.get("timing") in _YOU_DISCARD:
        if match.groupdict().get("except"):  # "except by a <X> effect": not placed by the effect of your <X>
            placer = _placer(match.group("except"))
            if placer is None:
                return None
            _add_condition(effect, {"kind": "none", "conditions": [{"kind": "placed-by", "filter": placer}]})
        if re.match(r"There (?:is|are) ", text):  # "... Outside Area and there are no ..., you may ...": its condition
            text = "If t" + text[1:]
    if effect.get("timing") == "when-you-draw-by-your-effect":
        said = effect.get("condition")
        parts = said["conditions"] if said and said["kind"] == "all" else [said] if said else []
        parts = parts + [{"kind": "your-main-phase"}]
        if match.groupdict().get("not_played"):  # "except the turn this character was played"
            parts.append({"kind": "none", "conditions": [{"kind": "played-this-turn"}]})
        effect["condition"] = parts[0] if len(parts) == 1 else {"kind": "all", "conditions": parts}
    if effect.get("timing") == "when-bp-increased" and not effect.get("once_per_turn"):
        return None  # (without a limit its own +BP would set it off without end)
    if effect.get("timing") == "when-life-to-outside":
        wanted = _life_card_filter(phrase)
        if wanted is None:
            return None
        if wanted:
            _add_condition(effect, {"kind": "placed-card-matches", "filter": wanted})
    wins = _WINS.search(phrase) if effect.get("timing") == "when-wins-battle" else None
    if wins:
        _add_condition(effect, {"kind": "your-turn" if wins.group(1).lower() == "attacks" else "opponents-turn"})
    if costs:
        effect["cost"] = costs
    if "timing" not in effect and _THIS_TURNS_PHASE.match(normalise(text)):
        return None  # "At the start of this turn's Attack Phase, ..." with no timing: an event's (it has no character)
    if tail is not None and not text:
        actions, condition, flags = [], None, {}
    else:
        unchosen = _NOT_CHOSEN_AGAIN.match(text)
        if unchosen:  # "Characters that have been chosen by the effect of a <X> card cannot be chosen by this effect ..."
            text = text[unchosen.end():]
        actions, condition, flags = _compile_body(text)
        if unchosen and actions is not None and not _not_chosen_again(actions, unchosen):
            return None
        if actions is None and tail is not None and flags:
            actions = []  # "This effect can only be activated if ... . Choose 1 of the following effects.": the block's
        if actions is None:
            restriction = _USE_ONLY_IF.match(normalise(text))
            use_condition = _use_condition(restriction.group(1)) if restriction else None
            banned = _USE_NOT_IF.match(normalise(text)) if restriction is None else None
            if banned:
                found = _use_condition(banned.group(1) or banned.group(2))
                use_condition = ({"kind": "none", "conditions": [found[0]]}, found[1]) if found else None
            if use_condition is None:
                return None
            # "This card can only be used if there is a <X> on your area.": a condition on playing the card.
            actions, condition, flags = [{"do": "use-condition"}], None, {"condition": use_condition[0]}
            effect["timing"] = "static"
    if tail is not None:
        actions = actions + tail
    if flags.get("once_per_turn"):
        effect["once_per_turn"] = True
    if flags.get("once_per_name"):
        effect["once_per_name"] = True  # (with once_per_turn: the turn's one use is every same-named card's)
    if "condition" in flags:
        if condition:
            return None
        _add_condition(effect, flags["condition"])  # "can only be activated if ...", with the line or turn it has
    if effect.get("timing") == "during-your-turn" and actions and all(a["do"] == "defeated-to" for a in actions):
        # "[Your Turn] The opponent's character that battled with this character and lost ... instead of retire": in
        # your turn this character battles as the attacker, so it is the loser of a battle it attacked and won
        effect["timing"] = "when-wins-battle"
        _add_condition(effect, {"kind": "your-turn"})
    effect.setdefault("timing", _untimed(actions))
    if condition:
        if "condition" in effect:  # two conditions: the second is checked on each action
            if any("condition" in action for action in actions):
                return None
            actions = [dict(action, condition=condition) for action in actions]
        else:
            effect["condition"] = condition
    if effect["timing"] == "when-removed":  # "When this card is placed to the Remove Area ..., you may play this card to
        # your area rested": from the Remove Area it is in
        actions = [dict(a, zone="remove") if a["do"] == "play-from" and a.get("target") == {"self": True}
                   and "zone" not in a and "raid" not in a and "onto" not in a else a for a in actions]
    effect["actions"] = actions
    if not _that_card_placed(effect["timing"], actions):
        return None
    if effect["timing"] in _YOU_DISCARD and actions and actions[0]["do"] == "looked-to" and actions[0].get("where") in (
            "top", "bottom") and set(actions[0]) <= {"do", "where", "optional"} and _THAT_CARD_TO_DECK.match(text):
        # "When you place a <X> card from your hand to the Outside Area ..., you may place that card on top of your
        # deck": the moment's card (target zone "placed": the card placed, while it is still in the Outside Area)
        actions = [dict(actions[0], do="to-deck", target={"up_to": 1, "zone": "placed"})] + actions[1:]
        effect["actions"] = actions
    if tail is None and actions and actions[0]["do"] in ("looked-to", "take-looked", "looked-to-outside"):
        return None  # ("When you place 1 card ..., you may place that card on top of your deck": no card looked at)
    if effect["timing"] == "when-you-draw-by-your-effect" and not effect.get("once_per_turn") and _draws(actions):
        return None  # (without a limit its own draw would set it off without end)
    if "'blocker'" in repr(actions) and not (effect["timing"] == "end-of-attack" and re.search(r"\bblocked\b", phrase) and all(
            (a.get("target") or {}).get("side") == "opponents" for a in actions if (a.get("target") or {}).get("blocker"))):
        return None  # "the character that blocked this character": the opponent's, said at the end of an attack that was blocked
    if effect["timing"] == "in-hand-when-yours-raids" and not any(
            a["do"] == "play-from" and a.get("target") == {"self": True} and a.get("zone") == "hand" for a in actions):
        return None  # (a card in the hand: said by "play this card from your hand"; otherwise whose moment it is is unsaid)
    return effect


# a verb whose object names the card chosen before: "retire that character", "rest the chosen character"
_NAMED_CHOSEN_VERB = re.compile(r"^[A-Za-z]+ (?:that character|the chosen character)\b", re.I)


def _picker(previous: list) -> dict | None:
    """The last step that picked cards on the field (its target not this card), when every step after it picks none
    ("Choose up to 1 character ... . You may place 2 cards from your hand to the Outside Area."); else None."""
    for action in reversed(previous):
        if "target" in action:
            target = action["target"]
            return action if action["do"] == "choose" and not target.get("self") and not target.get("chosen") else None
    return None


_YOU_DISCARD = ("when-you-discard", "when-you-discard-by-your-effect")
_THAT_CARD_TO_DECK = re.compile(r"^(?:You may )?(?:place|put|return) (?:that|the placed) card (?:on|at|to) (?:the )?(?:top|bottom) "
                                r"of your deck\.?$", re.I)


def _placed_own(step: dict) -> bool:
    """Does the step place cards of yours to the Outside Area (from the hand, or looked at)?"""
    return step["do"] in ("discard", "discard-chosen", "looked-to-outside") or (
        step["do"] == "looked-to" and step.get("where") == "outside")


def _that_card_placed(timing: str, actions: list) -> bool:
    """"Place that card face-down under this character" (face-down-under zone "placed") names a card placed to the
    Outside Area: the one a when-you-discard moment names (its first step), or the one the step before placed."""
    for at, action in enumerate(actions):
        if action["do"] == "face-down-under" and action.get("zone") == "placed" and not (
                at == 0 and timing in _YOU_DISCARD or at > 0 and _placed_own(actions[at - 1])):
            return False
    return True


def _draws(actions: list) -> bool:
    """Does a step (or an option of one) draw cards for this card's player?"""
    for action in actions:
        if action["do"] in ("draw", "draw-to", "draw-replacement") or _draws(action.get("options") or []):
            return True
    return False


# "[On Play] [When Attacking]", also "[On Play] / [When Attacking]"
_TWO_TIMINGS = re.compile(r"^((?:\[(?:On Play|When Attacking|On Block|When Blocking|On Retire)\]\s*(?:/\s*(?=\[))?){2,})(.*)$", re.I | re.S)


def _one_timing_each(clauses: list[str]) -> tuple[list[str], list[str]]:
    """"[On Play] [When Attacking] Draw 1 card." is the same effect at two timings: one clause each. Returns the
    clauses and, for each, the card's own clause it came from."""
    result, origins = [], []
    position = 0
    while position < len(clauses):
        clause = clauses[position]
        position += 1
        both = _TWO_TIMINGS.match(clause.strip())
        if not both:
            result.append(clause)
            origins.append(clause)
            continue
        bullets = []  # "[On Play] [When Attacking] Choose 1 of the following effects." then its bullets: each timing's
        while position < len(clauses) and clauses[position].lstrip().startswith(_BULLETS):
            bullets.append(clauses[position])
            position += 1
        for timing in re.findall(r"\[[^\]]+\]", both.group(1)):
            result.extend([f"{timing} {both.group(2)}", *bullets])
            origins.extend([clause, *bullets])
    return result, origins


# a word no sentence ends with: a line ending so goes on in the next one, whatever that starts with ("... this
# character gains" / "[Damage (2) ]. ...", "... 3 or more <X>" / "with" / "[Raid] in your Outside Area, ...")
_DANGLING = re.compile(r"\b(?:with|and|or|to|the|a|an|of|that|gains?|gets?|give|from|by|in|on|its|their|non)$")
# a timing label that starts a new effect after a full stop on the same line ("... gains [Damage (2) ]. [On Play] ..."),
# outside quotes (a quoted ability keeps its labels)
_NEW_EFFECT = re.compile(r"(?<=\.)\s+(?=\[(?:On Play|When Attacking|On Block|When Blocking|On Retire|Main|Your Turn|"
                         r"Opponent's Turn)\])")


# a line of timing and cost labels alone ("[Main] [Rest this card] [Retire this card]"): the effect they head is said
# on the next line (keyword abilities are not among them: "[Impact Negate]" alone is the card's own)
_LABELS_ALONE = re.compile(r"^(?:\[(?:On Play|When Attacking|On Block|When Blocking|On Retire|Main|Your Turn|Opponent's Turn|"
                           r"When in (?:Front ?line|Energy Line)|\d+ Per Turn|Rest this card|Retire this card|Discard \d+|"
                           r"Pay \d+ AP)\]\s*)+$", re.I)


def _effects_of_a_line(line: str) -> list[str]:
    """A line holding two effects, the second after a full stop and its own timing label: each apart."""
    parts, start = [], 0
    for m in _NEW_EFFECT.finditer(line):
        if line.count('"', 0, m.start()) % 2 == 0 and line[start:m.start()].strip():
            parts.append(line[start:m.start()].strip())
            start = m.end()
    parts.append(line[start:].strip())
    return parts


# "Look at the top 7 cards of your deck." ending a line: what is done with those cards is said on the next one
# ("Reveal up to 1 ... among them"), one effect
_LOOK_ALONE = re.compile(r"(?:^|\. |\] )Look at the top (?:\d+ cards?|card) of your deck\.?\s*$", re.I)
# "If you added a card to your hand with (by) this effect, ..." starting a line: said of the cards the line before added
# to the hand ("... reveal 1 <X> among them and add it to your hand. ..."), one effect
_ADDED_BY_THIS = re.compile(r"If you (?:have )?added\b[^,.]*?\b(?:by|with) this effect,", re.I)
_ADDS_TO_HAND = re.compile(r"\badd (?:it|them|up to \d+|\d+)\b[^.]*\bto (?:your|the) hand\b", re.I)


def _broken_lines_joined(clauses: list[str], pieces: dict) -> list[str]:
    """A line ending with a quoted unit ('... , "Look at the top card ..."') goes on in a next one that only says what
    stands in for it ('If ..., you may "draw up to 1 card" instead.'). A line that stops mid-sentence ("... choose 1 character on your area and it" / "... place 1 card from your hand
    to") goes on in the next one when that starts in lower case ("gains ...", "the Outside Area]. ..."), also after a
    keyword or a name ("... gains [Damage (2) ]" / "during this turn.", "... place 1 <X>" / "from your hand ..."), and
    whatever the next starts with when the line ends with a word no sentence ends with ("... this character gains" /
    "[Damage (2) ]."), and a line of timing and cost labels alone goes on in the next: one clause (`pieces` keeps the
    lines it was read from). A line that holds a second effect after a full stop ("... [Damage (2) ]. [On Play] ...")
    is two."""
    joined: list[str] = []
    for clause in (part for line in clauses for part in _effects_of_a_line(line)):
        if joined and (re.search(r"[A-Za-z,\]>]$", joined[-1]) and re.match(r"[a-z]", clause)
                       or _DANGLING.search(joined[-1]) and re.match(r"[\[<\"]", clause)
                       or _LABELS_ALONE.match(joined[-1]) and not _LABELS_ALONE.match(clause)
                       and not clause.startswith(_BULLETS)
                       or _LOOK_ALONE.search(joined[-1]) and re.match(r"[A-Z][a-z]", clause)
                       or _ADDED_BY_THIS.match(clause) and _ADDS_TO_HAND.search(joined[-1])
                       or re.search(r'"\.?$', joined[-1]) and _UNIT_INSTEAD.match(clause.rstrip(". "))):
            lines = pieces.pop(joined[-1], (joined[-1],))
            joined[-1] = f"{joined[-1]} {clause}"
            pieces[joined[-1]] = (*lines, clause)
        else:
            joined.append(clause)
    return joined


_INLINE_BULLET = re.compile(r"(?<=of the following effects:) (?=[•・] ?\S)|(?<=of the following:) (?=[•・] ?\S)", re.I)


def _inline_bullets_apart(clauses: list[str], pieces: dict) -> list[str]:
    """"Choose 1 of the following effects: • Choose up to 1 ..." (the first option on the line of the head): the head
    and its option are clauses of their own, as when the option starts a line (`pieces` keeps the line they are of)."""
    result: list[str] = []
    for clause in clauses:
        parts = _INLINE_BULLET.split(clause)
        if len(parts) > 1:
            lines = pieces.pop(clause, (clause,))
            for part in parts:
                pieces[part] = lines
        result.extend(parts)
    return result


def _stray_closing_quote_dropped(text: str | None) -> str | None:
    """'... @・This character gains [Damage (2) ] during this turn."': a closing quote that opens nothing (the only quote
    on the text's last line, the text's quotes odd in number) is a misprint: dropped."""
    if not text or text.count('"') % 2 == 0:
        return text
    last_line = re.split(r"[@\n]", text.rstrip())[-1]
    return text.rstrip()[:-1] if last_line.count('"') == 1 and last_line.endswith('."') else text


def _doubled_apostrophes_as_quotes(text: str | None) -> str | None:
    """"gains [Impact 1] and ''At the moment ...'' until ...": two apostrophes on each side are a quote (the ability
    quoted), read as one; a pair not closed stays as printed."""
    if not text or "''" not in text:
        return text
    return re.sub(r"''([^\"]+?)''", r'"\1"', text)


_NAME_WORDS = re.compile(r"\"[^\"<>@\n]+\"(?:(?:,|,? or) \"[^\"<>@\n]+\")*(?= (?:included )?in (?:its|their) (?:card )?names?\b)")


def _nested_name_quotes(text: str | None) -> str | None:
    """'it gains "This character cannot block characters with "Zephyr" in its name." during this turn': the words of a
    name quoted within a quoted ability ("with "X" in its name") are read as <X> (the same name, its brackets not a
    quote's), so the ability's own quotes pair up."""
    if not text or text.count('"') < 4:
        return text
    out, inside, position = [], False, 0
    while True:
        found = text.find('"', position)
        if found < 0:
            out.append(text[position:])
            return "".join(out)
        out.append(text[position:found])
        words = _NAME_WORDS.match(text, found) if inside and text[:found].endswith("with ") else None
        if words:  # ('with "A" or "B" in their name': each word)
            out.append(re.sub(r"\"([^\"]+)\"", r"<\1>", words.group(0)))
            position = words.end()
            continue
        out.append('"')
        inside = not inside
        position = found + 1


def compile_card_text(text: str | None) -> CompiledText:
    result = CompiledText()
    text = _nested_name_quotes(_stray_closing_quote_dropped(_doubled_apostrophes_as_quotes(text)))
    clauses = _inline_bullets_apart(_broken_lines_joined(split_clauses(text), result.pieces), result.pieces)
    clauses, origins = _one_timing_each(clauses)
    position = 0
    plain = None  # (effects kept, clause): the last effect read from one clause of its own
    while position < len(clauses):
        clause, origin = clauses[position], origins[position]
        above = origins[position - 1] if position else None
        position += 1
        raid = raid_keyword(clause.strip())
        if is_keyword_clause(clause) or (raid and not raid[1]):  # the card's Raid keyword alone: a card field
            continue
        if _RESOLVED_IN_ANY_ORDER.fullmatch(clause.strip()) and result.effects and \
                result.effects[-1]["timing"] == "when-raided-on":
            continue  # the reminder of the "When this character is raided on" before it (seed 000: any order)
        if derive_deck_limit(clause) is not None:
            continue  # a deck-building rule (the card's deck limit, read by the deck rules), not an effect
        standing = _standing_before_timed(clause)
        if standing is not None:
            # "This character cannot be returned to your hand by your opponent's effects. At the end of your Attack
            # Phase, you may ...": what this character always is, then an effect of its own at a time it names
            clauses, origins = [*clauses[:position], standing[1], *clauses[position:]], \
                [*origins[:position], origin, *origins[position:]]
            clause = standing[0]
        apart = _TIERS_SAID_AFTER.match(clause.strip())
        if apart and position < len(clauses) and TIER_LABEL.match(normalise(clauses[position].strip())):
            # "This character gets +1000 BP. This card gains all the following effects based on ...": the sentence
            # before the header is an effect of its own (a timing label before it would be the header's too: not split)
            clauses, origins = [*clauses[:position], apart.group("header"), *clauses[position:]], \
                [*origins[:position], origin, *origins[position:]]
            clause = apart.group("before")
        header = _BASED_ON_FIRST.sub(r"This \2 gains all the following effects based on \1.", normalise(clause))
        header = _DIFFERENT_TYPES.sub(r"based on the number of \1 on your \2 with different names.", header)
        gets_too = _GETS_AND_GAINS_TIERS.match(header)
        if gets_too:  # "[Your Turn] This character gets +1000 BP and gains all the following effects based on ...": the
            header = f"{gets_too.group('head')}This character gains all the following effects {gets_too.group('rest')}"
        in_hand = re.match(r"^This card in your hand (gains all .*)$", header, re.I)
        if in_hand:  # "This card in your hand gains all the following effects based on ...": effects it has in the hand
            header = f"This card {in_hand.group(1)}"
        known = TIERS.match(header)
        tiers = known or ANY_TIERS.match(header)
        if known or tiers and position < len(clauses) and TIER_LABEL.match(normalise(clauses[position].strip())):
            # "This character gains all the following effects based on the number of X on your area." then
            # "• 2 or more: ..." bullets: each bullet is an effect with a count condition (a count TIERS does not
            # name: the condition "If there are N or more X" reads, _tier_count).
            base = _tier_base(known) if known else None
            counted = re.search(r"based on (.+?)[.:]?$", header, re.I).group(1)
            bullets, effects, sources = [], [], []
            if gets_too:  # (the gain said first is an effect of its own, with the header's timing)
                gain = _compile_clause(f"{gets_too.group('head')}This character gets {gets_too.group('bp')}.")
                effects = [gain] if gain is not None else None
                sources = [(origin,)]
            while position < len(clauses) and TIER_LABEL.match(normalise(clauses[position].strip())):
                bullets.append(clauses[position])
                position += 1
                tier = TIER_LABEL.match(normalise(bullets[-1].strip()))
                # a label that says what the tiers count must say the header's: "BP 6000 or more" only for tiers
                # by BP, "2 or more cards" only for tiers that count cards ("characters" characters)
                if tier.group("bp") and (base is None or base[0]["kind"] != "this-bp-at-least") or (
                        tier.group("cards") and not _counts_noun(counted, tier.group("cards"))):
                    effects = None
                    continue
                effect = _bullet_effect(tier.group("body"))
                if in_hand:  # "• 2 or more: Reduce the required energy of this card by 5.": of this card in your hand
                    effect = effect or _bullet_effect(re.sub(r"\bof this card\b(?! in your hand)", "of this card in your hand",
                                                             tier.group("body"), flags=re.I))
                    if effect is not None and effect["timing"] != "static":
                        effect = None  # (only what a card has in the hand: its cost, how it is played)
                if effects is None or effect is None:
                    effects = None
                    continue
                amount = int(tier.group("n"))
                if base is not None and not tier.group("fewer"):
                    count = (dict(base[0], amount=amount) if "at_least" not in base[0] else dict(base[0], at_least=amount))
                else:  # "• 3 or less:", or a count only the condition reader knows ("the number of cards in your Life")
                    count = _tier_count(counted, amount, bool(tier.group("fewer")))
                    if count is None:
                        effects = None
                        continue
                if tiers.group("if"):  # "If there is a <X> on your area, this character gains ... based on ...": both
                    said = _whole_condition(tiers.group("if")[3:].rstrip(", "))
                    if said is None:
                        effects = None
                        continue
                    count = {"kind": "all", "conditions": [said[0], count]}
                if tiers.group("your_turn"):  # "[Your Turn] This character gains ...": each tier only in your turn
                    count = {"kind": "all", "conditions": [{"kind": "your-turn"}, count]}
                # "• 4 or more: [Main] If you used an Event Card during this turn, ...": the tier's count and the
                # bullet's own condition must both hold.
                effect["condition"] = ({"kind": "all", "conditions": [count, effect["condition"]]}
                                       if "condition" in effect else count)
                if tiers.group(2):  # "[When in Frontline] This character gains ...": the line is checked on each action
                    line = {"kind": "in-line", "line": "front" if "front" in tiers.group(2).lower() else "energy"}
                    effect["actions"] = [dict(action, condition=line) for action in effect["actions"]]
                effects.append(effect)
                sources.append((origin, bullets[-1]))
            if effects and bullets:
                result._keep(effects, sources)
            else:
                result._miss([origin, *bullets])
            continue
        activates = ACTIVATES_TIERS.match(normalise(clause))
        if activates and position < len(clauses) and TIER_LABEL.match(normalise(clauses[position].strip())):
            # "[On Play] This character activates the following effects based on the number of X on your area." then
            # "• 5 or more: Set this character to active.": one effect, each bullet's actions only with that many
            header = TIERS.match(f"This character gains all the following effects based on {activates.group('what')}.")
            base = _tier_base(header) if header and not header.group("if") and not header.group(2) else None
            if activates.group("reveal"):  # the count takes in the cards revealed from the hand
                base = _revealed_count(activates.group("what"))
            handled = handled_measure(activates.group("what"))
            if activates.group("step"):  # the tiers count what the step before handled, or they are not read
                base = (handled, 0) if handled is not None else None
            elif handled is not None:
                base = None  # "the cards placed by this effect" with no step before that placed them
            # (a count of the game as it resolves, no step or reveal before it: any count the condition reader knows,
            # "• 3 or less:" and "• 2 or more cards:" too, _tier_count)
            plain = not activates.group("reveal") and not activates.group("step") and handled is None and (
                base is None or base[0]["kind"] != "this-bp-at-least")
            bullets, actions = [], [] if plain or base is not None and base[0]["kind"] != "this-bp-at-least" else None
            while position < len(clauses) and TIER_LABEL.match(normalise(clauses[position].strip())):
                bullets.append(clauses[position])
                position += 1
                tier = TIER_LABEL.match(normalise(bullets[-1].strip()))
                step = _compile_clause(tier.group("body")) if actions is not None and not tier.group("bp") and (
                    not tier.group("cards") or plain and _counts_noun(activates.group("what"), tier.group("cards"))) and (
                    not tier.group("fewer") or plain) else None
                if step is None or step["timing"] != "main" or set(step) - {"timing", "actions", "condition"}:
                    actions = None
                    continue
                amount = int(tier.group("n"))
                if plain and (base is None or tier.group("fewer")):
                    count = _tier_count(activates.group("what"), amount, bool(tier.group("fewer")))
                    if count is None:
                        actions = None
                        continue
                else:
                    count = (dict(base[0], amount=amount) if "at_least" not in base[0] else dict(base[0], at_least=amount))
                if "condition" in step:
                    count = {"kind": "all", "conditions": [count, step["condition"]]}
                for action in step["actions"]:
                    actions.append(dict(action, condition={"kind": "all", "conditions": [count, action["condition"]]})
                                   if "condition" in action else dict(action, condition=count))
            if actions and activates.group("reveal"):  # the reveal first: the tiers count what it revealed
                actions = [dict(_REVEAL_HAND, target=dict(_REVEAL_HAND["target"])), *actions]
            effect = _compile_clause(f"{activates.group('head')} {activates.group('step') or ''}{activates.group('rest')}".strip(),
                                     tail=actions) if actions else None
            if effect is not None and activates.group("step") and (
                    set(effect) - {"timing", "actions", "once_per_turn", "cost"} or
                    not _handled_step(base[0], effect["actions"][:len(effect["actions"]) - len(actions)])):
                effect = None  # (the step's own actions, right before the tiers': the ones counted)
            if effect is None:
                result._miss([origin, *bullets])
            else:
                result._keep([effect], [(origin, *bullets)])
            continue
        opponents = OPPONENT_TIERS.match(normalise(clause))
        if opponents and position < len(clauses) and OPPONENT_TIER_LABEL.match(normalise(clauses[position].strip())):
            bullets = []
            while position < len(clauses) and OPPONENT_TIER_LABEL.match(normalise(clauses[position].strip())):
                bullets.append(clauses[position])
                position += 1
            effects = _opponent_tiers(opponents, [normalise(bullet.strip()) for bullet in bullets])
            if effects is None:
                result._miss([origin, *bullets])
            else:
                result._keep(effects, [(origin, *bullets)] if len(effects) == 1 and len(bullets) > 1 else
                             [(origin, bullet) for bullet in bullets])
            continue
        gains_all = GAINS_ALL.match(normalise(clause))
        if gains_all and position < len(clauses) and clauses[position].lstrip().startswith(_BULLETS):
            said = _whole_condition(gains_all.group("if")[3:])
            bullets, effects, sources = [], [] if said is not None else None, []
            while position < len(clauses) and clauses[position].lstrip().startswith(_BULLETS):
                bullets.append(clauses[position])
                position += 1
                effect = _bullet_effect(bullets[-1].lstrip()[1:])
                if effects is None or effect is None:
                    effects = None
                    continue
                effect["condition"] = ({"kind": "all", "conditions": [said[0], effect["condition"]]}
                                       if "condition" in effect else said[0])
                effects.append(effect)
                sources.append((origin, bullets[-1]))
            if effects:
                result._keep(effects, sources)
            else:
                result._miss([origin, *bullets])
            continue
        if ONE_OF_ONCE.match(normalise(clause)) and position < len(clauses) and \
                clauses[position].lstrip().startswith(_BULLETS):
            # "This character can only activate 1 of the following effects once per turn." then "• ..." bullets: each
            # bullet an effect waiting for a moment of this character's, [1 Per Turn] all together (once_shared)
            bullets, effects = [], [] if not any(e.get("once_shared") for e in result.effects) else None
            while position < len(clauses) and clauses[position].lstrip().startswith(_BULLETS):
                bullets.append(clauses[position])
                position += 1
                effect = _bullet_effect(bullets[-1].lstrip()[1:])
                if effects is None or effect is None or effect["timing"] not in SHARED_ONCE_TIMINGS or \
                        effect.get("once_per_turn") or effect.get("cost"):
                    effects = None  # (a bullet with a limit or a cost of its own, or an ability at another moment)
                    continue
                effects.append(dict(effect, once_per_turn=True, once_shared=True))
            if effects and len(effects) > 1:
                result._keep(effects, [(origin, bullet) for bullet in bullets])
            else:
                result._miss([origin, *bullets])
            continue
        following = _ACTIVATE_FOLLOWING.match(normalise(clause))
        if following and position < len(clauses) and clauses[position].lstrip().startswith(_BULLETS):
            # "..., if there is a face-down card under this character, activate the following effect." then "• ..."
            # bullets: each bullet's steps are the sentence's last ones, as if said in its place
            bullets, tail = [], []
            while position < len(clauses) and clauses[position].lstrip().startswith(_BULLETS):
                bullets.append(clauses[position])
                position += 1
                said = _compile_clause(bullets[-1].lstrip()[1:].strip())
                if tail is None or said is None or set(said) != {"timing", "actions"} or said["timing"] != "main":
                    tail = None  # (a bullet with a timing, a cost or a condition of its own: not read)
                    continue
                tail.extend(said["actions"])
            if tail and len(tail) > 1:  # (the sentence's condition checked once, before the first of them)
                tail = [{"do": "all-of", "actions": tail}]
            effect = _choose_said_after(f"{following.group('head')},", "", tail) if tail else None
            if effect is None:
                result._miss([origin, *bullets])
            else:
                result._keep([effect], [(origin, *bullets)])
            continue
        after = _count_said_after(clause, clauses, position)
        clause = _MARKED_CHOOSE_COUNT.sub(lambda m: m.group(1) or m.group(2) + m.group(3), clause)
        clause = _CHOOSE_COUNT_WORD.sub(lambda m: f"{m.group(1)}{_COUNT_WORDS[m.group(2).lower()]}", clause)
        clause = _CONDITION_SAID_APART.sub(lambda m: f"{m.group(1)}, c", clause)
        trailing = []  # "• ... @If ..., you may pay 1 AP. If you did, it's all instead.": the count's change after the options
        if after is not None:
            joined = f"{clause.rstrip()} {normalise(clauses[after].strip())}"
            if _choose_count_if_paid(joined)[1] is not None or _choose_count_instead(joined)[1] is not None:
                trailing, clause = [origins[after]], joined  # (else the line stays apart, read on its own)
                clauses, origins = clauses[:after] + clauses[after + 1:], origins[:after] + origins[after + 1:]
        clause, count_if_paid = _choose_count_if_paid(clause)
        clause, count_instead = _choose_count_instead(clause)  # issue 13.2: "... If <condition>, it's 2 instead."
        if count_if_paid is not None and count_instead is not None:
            clause = origin  # two replaced counts: not read
        choose = CHOOSE_ONE.search(normalise(clause))
        if choose:
            # "[When Attacking] Choose 1 of the following effects." then "• ..." bullet clauses, one option each.
            options, bullets_ok, bullets, replacements = [], True, [], []
            # "Choose 1 character ... and choose 1 of the following effects.": the step before said as a sentence
            before = normalise(clause)[:choose.start()].strip()
            if before.lower().endswith(" and"):
                before = before[:-4].rstrip(" ,") + "."
            picked = None  # the sentence before, when it picks cards ("the chosen character" in an option is one)
            # "Choose 1 of the following effects:" and then lines with no bullet (or "." for one): each line up to the
            # next timing is an option
            unmarked = normalise(clause).rstrip().endswith(":") and position < len(clauses) and \
                not clauses[position].lstrip().startswith(_BULLETS)
            while position < len(clauses) and (clauses[position].lstrip().startswith(_BULLETS) if not unmarked else
                                               not clauses[position].lstrip().startswith("[")):
                bullets.append(clauses[position])
                bullet = clauses[position].lstrip()[1:].strip() if not unmarked else clauses[position].strip().lstrip(". ")
                position += 1
                keywords = keyword_actions(normalise(bullet))
                if _REPLACES_BEFORE.match(normalise(bullet)):  # "• It's BP 5000 or less instead.": the step before
                    replacements.append((len(options), normalise(bullet)))
                    options.append(None)
                    continue
                compiled = {"timing": "main", "actions": keywords} if keywords else _compile_clause(bullet)
                named = _BEFORE_NAMED.search(bullet) if compiled is None else None
                if named:
                    # "• Retire the chosen character.": the character the step before the block picked; "• If the card
                    # placed to the Outside Area by this effect is <X>, ...": the card(s) the step before placed there
                    picked = picked or _compile_clause(before) or {}
                    if picked.get("actions") and (picked["actions"][-1]["do"] == "choose" if named.group("chosen")
                                                  else _placed_own(picked["actions"][-1])):
                        compiled = _compile_clause(f"{before} {bullet}")
                        if compiled is not None and (set(compiled) != set(picked) or compiled["timing"] != picked["timing"]
                                                     or compiled["actions"][:len(picked["actions"])] != picked["actions"]):
                            compiled = None
                        elif compiled is not None:
                            compiled = {"timing": "main", "actions": compiled["actions"][len(picked["actions"]):]}
                if compiled is None or compiled.get("cost") or compiled["timing"] not in (
                        "main", "static", "continuous", "during-your-turn") or (
                        compiled.get("once_per_turn") and not compiled.get("once_per_name")):  # (once per card: not read)
                    bullets_ok = False
                    continue
                option = compiled["actions"][0] if len(compiled["actions"]) == 1 else {"do": "all-of", "actions": compiled["actions"]}
                if compiled.get("condition"):
                    option = dict(option, condition=compiled["condition"])
                if compiled.get("once_per_name"):  # "• ... This effect of <X> can only be activated once per turn."
                    option = dict(option, once_per_name=True)
                options.append(option)
            action = {"do": "choose-one", "options": options}
            if choose.group(2) != "1":
                action["count"] = int(choose.group(2))
            if normalise(clause)[:choose.start(2)].lower().endswith("up to "):
                action["up_to"] = True  # "Choose up to 2 of the following effects": fewer (even none) may be chosen
            if choose.group("no_repeat"):  # an option already chosen this turn (by this character) cannot be chosen again
                action["no_repeat"] = "this-character" if "this character" in choose.group("no_repeat").lower() else "name"
            if count_instead is not None:
                condition, count = count_instead
                action["instead"] = {"condition": condition, "count": count if count > 0 else len(options)}
            offer = []
            if count_if_paid is not None:  # the offer first; the count is the larger one if it was taken
                offer, count = count_if_paid
                action["instead"] = {"condition": {"kind": "done"}, "count": count if count > 0 else len(options)}
            head = normalise(clause)[:choose.start()].strip()
            if head.lower().endswith(" and"):  # "Choose 1 character ... and choose 1 of the following effects"
                head = before
            if choose.group(1):
                peeled = _peel(choose.group(1).rstrip(" ,") + ", ", [{}])
                if peeled is not None and not peeled[1].strip(" ,"):
                    action.update(peeled[0])
                elif choose.group(1).rstrip().endswith(","):  # not a condition: maybe a timing ("If this rested
                    head = f"{head} {choose.group(1).strip()}".strip()  # character is set to active by your effect,")
                else:
                    options = []  # a prefix it cannot read: the block stays uncompiled
            once = choose.group("once").strip() if choose.group("once") else ""
            if head.endswith(","):  # "When ..., choose 1 of the following effects": the sentence's last step
                effect = _choose_said_after(head, once, [*offer, action]) if bullets_ok and options and not replacements \
                    else None
            elif replacements:
                head = f"{head} {once}".strip()
                effect = (_choose_replacing_before(head, action, replacements, count_if_paid, count_instead)
                          if bullets_ok and options else None)
            else:
                head = f"{head} {once}".strip()
                effect = _compile_clause(head, tail=[*offer, action]) if bullets_ok and options else None
            if effect is not None and not head and plain == (len(result.effects), above) and \
                    not _TWO_TIMINGS.match(above.strip()) and _choice_goes_on(result.effects[-1], effect):
                # "[On Play] ... .@If there is a <X> on your area. Choose 1 of the following effects.@• ...": a block
                # with no timing of its own after a line with one goes on with that line's effect (a choice is done
                # at a moment, never true all the time): its last steps
                result.effects[-1] = dict(result.effects[-1], actions=result.effects[-1]["actions"] + effect["actions"])
                result.sources[-1] = tuple(dict.fromkeys((*result.sources[-1], *result._lines([origin, *bullets, *trailing]))))
                continue
            if effect is None:
                result._miss([origin, *bullets, *trailing])
            else:
                result._keep([effect], [(origin, *bullets, *trailing)])
            continue
        if trailing:  # (the head was not a choice after all)
            result._miss(trailing)
        joined = _instead_said_apart(clause, clauses[position] if position < len(clauses) else None) or \
            _paid_removal_said_apart(clause, clauses[position] if position < len(clauses) else None)
        if joined is not None:  # "... retire it. @If ..., replace with BP 4000 instead": one effect, two lines
            position += 1
            result._keep([joined], [(origin, origins[position - 1])])
            continue
        compiled = _compile_clause(_bracketed_count_instead(_bracketed_unit_instead(_quoted_look_instead(clause))))
        if compiled is None:
            result._miss([origin])
        else:
            if plain == (len(result.effects), above) and not _TWO_TIMINGS.match(above.strip()) and \
                    _goes_on(result.effects[-1], compiled):
                # "[On Play] Choose up to 1 Field ... retire it.@This character gains [Sniper] during this turn.": a
                # step with no timing of its own after a line with one goes on with that line's effect (on a card on
                # the field, a step done once has no moment of its own)
                result.effects[-1] = dict(result.effects[-1], actions=result.effects[-1]["actions"] + compiled["actions"])
                result.sources[-1] = tuple(dict.fromkeys((*result.sources[-1], origin)))
                plain = (len(result.effects), origin)
                continue
            kept = _entry_ban_split(compiled)
            result._keep(kept, [(origin,)] * len(kept))
            plain = (len(result.effects), origin)
    return result


# the timings of effects a choice said on the next line may go on with: done at one moment (not all the time, not an
# event's resolving, which has no line of its own to go on from)
_NOT_GONE_ON = ("main", "continuous", "static", "during-your-turn", "during-opponents-turn", "trigger")


def _goes_on(before: dict, after: dict) -> bool:
    """May `after` (done once, with no timing, condition, cost or limit of its own) be the last steps of the effect read
    from the line before it? Only when that effect is done at a moment and has no condition of its own (which would
    then be read as these steps' too)."""
    return (set(after) == {"timing", "actions"} and after["timing"] == "main"
            and before.get("timing") not in _NOT_GONE_ON and "condition" not in before and bool(before.get("actions")))


def _choice_goes_on(before: dict, choice: dict) -> bool:
    """May the choice (a block with no timing, cost or limit of its own) be the last steps of the effect before it?"""
    return [action["do"] for action in choice["actions"]] == ["choose-one"] and _goes_on(before, choice)


_STAND_IN = {"do": "draw", "amount": 1}  # a step the grammar reads anywhere in a sentence, said as "draw 1 card"


def _choose_said_after(head: str, once: str, tail: list) -> dict | None:
    """"When this card is placed from your deck to the Outside Area by your effect, choose 1 of the following effects" /
    "Retire 1 <X>. If you did, choose up to 1 character ... and retire it, choose up to 1 of the following effects": the
    choice is the sentence's last step. The sentence is read with a stand-in last step ("draw 1 card"), which the choice
    then takes the place of, with what the sentence said of it ("if you did", a condition). None when it cannot be read
    so."""
    said = _compile_clause(f"{head} draw 1 card. {once}".strip())
    if said is None or not said["actions"]:
        return None
    before = _compile_clause(f"{head.rstrip(', ')}. {once}".strip())
    if before is not None and len(before["actions"]) != len(said["actions"]) - 1:
        return None  # the stand-in was joined with a step said before it
    last = said["actions"][-1]
    flags = {key: value for key, value in last.items() if key not in _STAND_IN}
    if {key: last[key] for key in _STAND_IN if key in last} != _STAND_IN or set(flags) - {"if_done", "condition"}:
        return None
    if any(key in step for step in tail for key in flags):
        return None  # the block's own condition and the sentence's
    return dict(said, actions=said["actions"][:-1] + [dict(step, **flags) for step in tail])


# what an option of a "choose N of the following" block may say of the step before the block: the character it picked,
# the card(s) it placed to the Outside Area
_BEFORE_NAMED = re.compile(r"\b(?P<chosen>the chosen (?:character|card))|\bthe cards? placed (?:to|in) (?:the|your) Outside Area by "
                           r"this effect\b", re.I)
# "• It's [BP 5000 or less] instead." / "• If there is a <X> on your area, it's BP 5000 or less instead.": an option that
# changes the step said just before the "Choose 1 of the following effects"
_REPLACES_BEFORE = re.compile(r"^(?P<if>If [^,]+, )?it(?:'s| is) (?P<what>[^.]+?) instead\.?$", re.I)


def _choose_replacing_before(head: str, action: dict, replacements: list, count_if_paid, count_instead) -> dict | None:
    """'Choose 1 character ... with BP 3000 or less and retire it. Choose 1 of the following effects. • It's BP 5000 or
    less instead. • Draw 1 card.': the step before the block (A) is done as the chosen option says, so the block becomes
    one choice: A as the replacing option changes it, or A and then the other option. With a condition on the block
    ("If ..., choose 1 of the following effects"), A alone when it does not hold. None when it cannot be read so."""
    if len(replacements) != 1 or action.get("count", 1) != 1 or count_if_paid is not None or count_instead is not None:
        return None
    before = _compile_clause(head)
    if before is None or not before["actions"] or set(before) - {"timing", "actions", "once_per_turn", "cost"}:
        return None
    step = before["actions"][-1]
    if "condition" in step or "instead" in step:
        return None
    index, bullet = replacements[0]
    said = _REPLACES_BEFORE.match(bullet)
    stand_in = "If it's your turn, "  # a condition the "instead" grammar reads; taken off again when the bullet has none
    replaced = _compile_clause(f"{head} {said.group('if') or stand_in}it's {said.group('what')} instead.")
    if replaced is None or len(replaced["actions"]) != len(before["actions"]):
        return None
    changed = replaced["actions"][-1]
    instead = changed.get("instead")
    if instead is None or "instead" in instead or {k: v for k, v in changed.items() if k != "instead"} != step:
        return None
    if not said.group("if"):  # always: the changed values are the step's own
        changed = dict(step)
        for key, value in instead.items():
            if key in ("bp_max",) + INSTEAD_TARGET_LIMITS and "target" in changed:
                changed["target"] = dict(changed["target"], **{key: value})
            elif key == "do":
                changed["do"] = value
            elif key == "optional":  # "you may ... instead" as an option of its own: not read
                return None
            elif key != "condition":
                changed[key] = value
    options = []
    for place, option in enumerate(action["options"]):
        if place == index:
            options.append(changed)
        elif option["do"] == "all-of" and "condition" not in option:
            options.append({"do": "all-of", "actions": [step, *option["actions"]]})
        else:
            options.append({"do": "all-of", "actions": [step, option]})
    choice = dict(action, options=options)
    tail = [choice]
    if "condition" in action:  # the block's condition does not hold: the step as said
        tail = [dict(step, condition={"kind": "none", "conditions": [action["condition"]]}), choice]
    return dict(before, actions=before["actions"][:-1] + tail)


def _entry_ban_split(effect: dict) -> list[dict]:
    """"This character cannot be played on the Front Line and cannot be moved to the Front Line if there is a face-down
    card under this character": a card being played has nothing under it, so the "if" can only be about the move; the
    play is never allowed (one unconditional ban), the move while the condition holds."""
    actions, condition = effect["actions"], effect.get("condition")
    if (effect["timing"] != "static" or condition is None or condition["kind"] != "face-down-under-this"
            or "at_most" in condition or len(actions) != 1 or actions[0]["do"] != "cannot-enter-line"
            or not actions[0].get("moves") or actions[0].get("your_effects_may")):
        return [effect]
    played = {key: value for key, value in actions[0].items() if key != "moves"}
    return [{"timing": "static", "actions": [played]}, effect]


_REVEALED_COUNT = re.compile(r"^the number of cards with different names and (?P<what>\[Trait: [^\]]+\]|<[^>]+>) from your "
                             r"area and revealed by this effect$", re.I)


def _revealed_count(what: str) -> tuple | None:
    """"Reveal any number of cards in your hand. Activate all the effects based on the number of cards with different
    names and <Trait: X> from your area and revealed by this effect": the <Trait: X> cards with different names on your
    area and among the cards of your hand the effect revealed (zone "any|revealed"; the reveal is a step before the
    tiers, _REVEAL_HAND). None for another count."""
    m = _REVEALED_COUNT.match(what)
    wanted = _filter_of(f"{m.group('what')} cards") if m else None
    if not wanted:
        return None
    return {"kind": "cards-in-zone", "side": "yours", "zone": "any|revealed", "filter": dict(wanted, different_names=True),
            "at_least": 1}, 0


def _tier_count(counted: str, amount: int, fewer: bool) -> dict | None:
    """The condition of a tier "• N or more:" ("• N or less:" when `fewer`) of a header "... based on <counted>": what
    the sentence a player reads in it says — "the number of X": "If there are N or more X"; "your X": "If you have N or
    more X" / "If your X is N or more"; "your opponent's X": "If your opponent has N or more X"; "this character's X": "If
    this character's X is N or more" — read by the condition reader (every count it knows). None when no such sentence
    reads whole, or when its condition does not change with N (the number not read)."""
    word = "less" if fewer else "more"
    phrases = []
    for pattern, said in ((r"the number of (.+)", ("there are {n} or {w} {x}",)),
                          (r"your opponent's (.+)", ("your opponent has {n} or {w} {x}",)),
                          (r"your (.+)", ("you have {n} or {w} {x}", "your {x} is {n} or {w}")),
                          (r"(?:this character's|its) (.+)", ("this character's {x} is {n} or {w}",))):
        m = re.fullmatch(pattern, counted.strip(), re.I)
        if m:
            phrases = said
            break
    for phrase in phrases:
        found = _whole_condition(phrase.format(n=amount, w=word, x=m.group(1)))
        other = _whole_condition(phrase.format(n=amount + 1, w=word, x=m.group(1)))
        if found is not None and other is not None and found[0] != other[0]:
            return found[0]
    return None


def _counts_noun(counted: str, noun: str) -> bool:
    """Whether a tier label's noun ("• 2 or more cards:") is what the header counts: the words before where and how
    ("the number of face-down cards under this character": cards; "... characters on your Front Line": characters)."""
    head = re.split(r" (?:on|in|under|with|from|that|other than|without) ", counted, maxsplit=1)[0]
    stem = re.sub(r"s$", "", noun.strip().split()[0], flags=re.I)  # ("Event Cards": Events)
    return re.search(rf"\b{stem}s?\b", head, re.I) is not None


def _tier_base(tiers: re.Match) -> tuple | None:
    """(the count condition without its number, length) a TIERS header says its tiers count, or None."""
    if tiers.group(7):
        return {"kind": "generated-energy-at-least"}, 0
    if tiers.group(8):
        return {"kind": "this-bp-at-least"}, 0
    if tiers.group("face_down"):
        return {"kind": "face-down-under-this"}, 0
    if tiers.group("attackers"):  # your characters' attacks this turn (this character's, or the others')
        attackers = tiers.group("attackers")
        if attackers.lower() == "this character":
            return {"kind": "attacks-this-turn", "filter": {"self": True}, "at_least": 1}, 0
        parsed = parse_target(attackers)
        if parsed is None or parsed[1].strip() or not parsed[0].get("other") or set(parsed[0]) & {"side", "zone"}:
            return None  # (only "other characters ...": whose attacks are counted)
        wanted = {key: value for key, value in parsed[0].items() if key not in ("up_to", "exactly")}
        return {"kind": "attacks-this-turn", "filter": wanted, "at_least": 1}, 0
    if tiers.group("same_line"):  # other cards on this character's line (the "same-line" condition)
        return parse_condition(f"If there are 1 or more {tiers.group('same_line')} on the same line as this character, ")
    if tiers.group("used"):  # "based on the number of Event cards you used during this turn" ("Event(s)": Event Cards)
        used = "Event Cards" if re.fullmatch(r"Events?", tiers.group("used"), re.I) else tiers.group("used")
        return parse_condition(f"If you used 1 or more {used} during this turn, ")
    # "the number of characters with different names, other than <X>, on your area": the aside is part of the phrase
    counted = re.sub(r",\s*(other than <[^>]+>),?$", r" \1", tiers.group(4))
    if re.fullmatch(r"Events?", counted, re.I):  # "the number of Event on your Outside Area": Event Cards
        counted = "Event Cards"
    base = parse_condition(f"If there are 1 or more {counted} on your {tiers.group(5)}{tiers.group('different') or ''}, ")
    if base is not None and base[0].get("filter", {}).get("different_names"):
        # "based on the number of <A>, <B> and <C> cards with different names": how many of those names are there, not
        # "each of them" as "if there are <A> and <B>" would be
        base = (dict(base[0], filter={k: v for k, v in base[0]["filter"].items() if k != "each_of"}), base[1])
    return base


def _opponent_tiers(header: re.Match, bullets: list[str]) -> list[dict] | None:
    """The effects of an OPPONENT_TIERS block. Each label is what one of the opponent's characters there has ("BP 2000 or
    less", "Raid State": a card under it by Raid, "AP cost of 2 or more"), and its bullet's effect needs such a character.
    With a timing and "During this turn" (an activated or triggered effect): one effect; as it resolves, this character
    gains each bullet's effect for this turn when such a character is there then. With neither: each bullet is an
    effect of this character while such a character is there. None when a label or a bullet cannot be read."""
    head, during = header.group("head").strip(), bool(header.group("during"))
    if bool(head) != during:
        return None  # a timing with no "During this turn" (for how long?), or "During this turn" with no timing
    line = header.group("line")
    effects, actions = [], []
    for bullet in bullets:
        tier = OPPONENT_TIER_LABEL.match(bullet)
        label = tier.group("label")
        wanted = "in Raid State" if label.lower() == "raid state" else f"with {label}"
        text = f"If there is a character {wanted} on your opponent's {line}, "
        said = parse_condition(text)
        if said is None or said[1] != len(text):
            return None
        condition, body = said[0], tier.group("body").strip()
        if not during:
            effect = _bullet_effect(body)
            if effect is None:
                return None
            effect["condition"] = ({"kind": "all", "conditions": [condition, effect["condition"]]}
                                   if "condition" in effect else condition)
            effects.append(effect)
            continue
        effect = _bullet_effect(body)
        if effect is None or effect["timing"] != "continuous" or set(effect) != {"timing", "actions"} or any(
                "duration" in action for action in effect["actions"]):
            return None  # (an effect of its own with a timing or a condition: not read in a block for this turn)
        # each bullet is an effect this character gains for this turn, when such a character is there as it resolves
        actions.append({"do": "gain-ability", "effects": [effect], "target": {"self": True}, "duration": "this-turn",
                        "condition": condition})
    if not during:
        return effects
    effect = _compile_clause(head, tail=actions)
    if effect is None or effect["timing"] in ("main", "continuous", "static"):
        return None
    return [effect]


def _bullet_effect(text: str) -> dict | None:
    """The effect one bullet of a "gains all the following effects" block says: "[Impact 1]" or "[Impact 1] and
    [Damage 2]" (keywords this character has), "+1000 BP and [Damage 2]" (this character gets it), or an effect of its
    own ("[On Play] Draw 1 card.", "This character gets +1000 BP.")."""
    text = normalise(text.strip()).rstrip(",")
    if re.match(r"^[+-]\d+ BP\b", text):  # "• 2 or more: +1000 BP and [Damage 2]": this character gets it
        text = f"This character gets {text}"
    actions = keyword_actions(text.rstrip(" ."))
    if actions:
        return {"timing": "continuous", "actions": actions}
    first = re.match(r"^\[[^\]]+\]", text)
    if first and keyword_actions(first.group(0)) and re.match(r"^\[[^\]]+\]\s*and\s*\[[^\]]+\]\.?$", text):
        text = f"This character gains {text}"  # "[Impact 1] and [Damage 2]"
    return _compile_clause(text)


_INSTEAD_LINE = re.compile(r"^If [^.]*\binstead\.?$", re.I)


def _instead_said_apart(clause: str, following: str | None) -> dict | None:
    """The effect of `clause` and the next line when that line is only "If <condition>, <replacement> instead" (it
    changes the action just before it, said on a line of its own), else None."""
    if following is None or not _INSTEAD_LINE.match(following.strip()):
        return None
    alone = _compile_clause(clause)
    joined = _compile_clause(f"{clause.rstrip(' .')}. {following.strip()}")
    return joined if alone is not None and joined is not None else None


# "When this effect retires a character, you may place 1 card from your hand to the Outside Area. If you did, place the
# chosen character to the Remove Area instead of retire": a line of its own after the effect whose retire it replaces
_PAID_REMOVAL = re.compile(r"^When this effect retires a character, you may (?:place|put) (\d+) cards? from your hand (?:to|in|into) "
                           r"(?:the|your) Outside Area\. If you did, (?:place|put) (?:the chosen|that|the retired) character "
                           r"(?:to|in|into) (?:the|your) Remove Area instead(?: of (?:being )?retir(?:e|ed|ing)(?: it)?)?\.?$", re.I)


def _paid_removal_said_apart(clause: str, following: str | None) -> dict | None:
    """The effect of `clause` and the next line when that line is "When this effect retires a character, you may place
    N cards from your hand to the Outside Area. If you did, place the chosen character to the Remove Area instead of
    retire": the effect's one retire, with an optional replacement (the player's choice, as the character would be
    retired) that costs N cards from the hand (instead "discard") and places the character in the Remove Area. None
    when it does not read so (the effect retires none, or more than once)."""
    said = _PAID_REMOVAL.match(following.strip()) if following is not None else None
    effect = _compile_clause(clause) if said else None
    if effect is None:
        return None
    retires = [a for a in effect["actions"] if a.get("do") == "retire"]
    if len(retires) != 1 or "instead" in retires[0] or (retires[0].get("target") or {}).get("self"):
        return None
    retires[0]["instead"] = {"optional": True, "discard": int(said.group(1)), "do": "to-remove"}
    return effect


_BRACKETED_COUNT = re.compile(r"(?:\b(?:Choose|up to) )\[(\d+)\]", re.I)
_BRACKETED_DRAW = re.compile(r"\bdraw \[\d+(?: cards?)?\]", re.I)
_BRACKETED_AMOUNT_INSTEAD = re.compile(r"(?<=, )(?P<may>you may )?(?:it's |it is |(?:you may )?change it to )?\[(?P<n>\d+)"
                                       r"(?: cards?)?\] instead", re.I)
_BRACKETED_INSTEAD = re.compile(r"(?<=, )(it's|it is|you may change it to|change it to) \[(\d+)\] instead", re.I)


# '[Look at the top card of your deck and ... bottom of your deck]. If you have 3 or less Life, [Draw 1 card] instead': a
# whole sentence of actions in brackets, and the actions said in brackets in place of it
_BRACKETED_UNIT_INSTEAD = re.compile(r'(?:(?<=\] )|(?<=\. )|^)\[(?P<unit>[A-Z][a-z]+ [^\[\]"]*?)\]\.? (?P<if>If [^\[\]"]+?, '
                                     r'(?:it\'s |it is |you may )?)\[(?P<what>[A-Z][a-z]+ [^\[\]"]*?)\] instead')


# 'Look at the top "3 cards" of your deck. ... If ..., it's "7 cards" instead': the quotes say which words are replaced
# — how many cards are looked at — so the replacement reads as "it's top 7 instead"
_QUOTED_LOOK = re.compile(r'\bLook at the top "(\d+) cards?" of your deck\b', re.I)
_QUOTED_LOOK_INSTEAD = re.compile(r"""\bit's "(\d+) cards?" instead\b""", re.I)


def _quoted_look_instead(clause: str) -> str:
    if len(_QUOTED_LOOK.findall(clause)) != 1 or len(_QUOTED_LOOK_INSTEAD.findall(clause)) != 1 or clause.count('"') != 4:
        return clause
    return _QUOTED_LOOK_INSTEAD.sub(lambda m: f"it's top {m.group(1)} instead", _QUOTED_LOOK.sub(
        lambda m: f"Look at the top {m.group(1)} cards of your deck", clause))


def _bracketed_unit_instead(clause: str) -> str:
    """The brackets of a whole sentence of actions and of the actions said instead of it read as quotes: a quoted unit
    and what stands in for it (_unit_replaced, _unit_alternative)."""
    return _BRACKETED_UNIT_INSTEAD.sub(lambda m: f'"{m.group("unit")}." {m.group("if")}"{m.group("what")}" instead', clause)


def _bracketed_count_instead(clause: str) -> str:
    """'Choose [1] other character ... If ..., change it to [2] instead' / 'Play up to [1] ... it's [2] instead': the
    brackets say which number is replaced — the count before — so the replacement reads as "it's up to 2 instead"
    (with "Choose [1]", still exactly that many). With other bracketed numbers the clause is left as it is."""
    counts = _BRACKETED_COUNT.findall(clause)
    drawn, amount = _BRACKETED_DRAW.findall(clause), _BRACKETED_AMOUNT_INSTEAD.search(clause)
    if len(drawn) == 1 and not counts and amount and len(re.findall(r"\[\d+(?: cards?)?\]", clause)) == 2:
        # 'Draw [1 card], place 1 card ... If ..., you may [2 cards] instead' / 'Draw [2] cards. If ..., it's [3]
        # instead': the number replaced is the draw's ("you may": the player's choice)
        n = int(amount.group("n"))
        return (clause[:amount.start()] + f"{amount.group('may') or ''}draw {n} card{'s' if n != 1 else ''} instead"
                + clause[amount.end():])
    replacement = _BRACKETED_INSTEAD.search(clause)
    if len(counts) != 1 or replacement is None or len(re.findall(r"\[\d+\]", clause)) != 2:
        return clause
    return clause[:replacement.start()] + f"it's up to {replacement.group(2)} instead" + clause[replacement.end():]


# --- issue 13.2: a conditional count after "Choose N of the following effects." --------------------
_COUNT_INSTEAD = re.compile(r"(of the following(?: effects?)?\.) (If .*?),? (?:it's|it is|choose) \W?(\d+|all)\W? instead\.?$", re.I)


def _choose_count_instead(clause: str) -> tuple[str, tuple | None]:
    """'Choose 1 of the following effects. If there are 2 or more <X> on your area, it's 2 instead.' -> the clause
    without its last sentence, and (condition, 2); "all" gives count 0 (every option). A condition it cannot read
    leaves the clause as it is (and so uncompiled)."""
    m = _COUNT_INSTEAD.search(clause)
    if m is None:
        return clause, None
    text = normalise(m.group(2).rstrip(",")) + ", "
    parsed = _condition(text)
    if parsed is None or text[parsed[1]:].strip(" ,"):
        return clause, None
    count = m.group(3).lower()
    return clause[:m.start()] + m.group(1), (parsed[0], 0 if count == "all" else int(count))


# "Choose 1 of the following effects. You may pay 1 AP. If you did, it's choose 2 instead." ("[Choose 2] instead", "it's
# [2] instead"): the cost is offered before the choice, and the count changes if it was paid
_COUNT_IF_PAID = re.compile(r"(of the following(?: effects?)?\.) ((?:If [^,.]+, )?You may [^.]+)\. If you did, (?:it's |it is )?\[?(?:choose )?"
                            r"[\"\[]?(\d+|all)[\"\]]? instead\.?(?P<rest> This effect (?:of <[^>]+> )?can only be activated once "
                            r"per turn\.?)?$", re.I)


# a line after a choice's options that can only change how many of them are chosen: "it's all instead" / "it's choose
# 2 instead", after a condition ("If ..., it's all instead") or an offer ("[If ...,] you may pay 1 AP. If you did, ...")
# ("it's 2 instead" alone may be said of the last option's own number: not moved; 'it's [2] instead' only when the
# head's count is marked so too: 'Choose [1] of the following effects.')
_COUNT_SAID_AFTER = re.compile(r"^(?:(?:If [^,.]+, )?You may [^.]+\. If you did|If [^.]+?),? (?:it's|it is) "
                               r"(?:[\"\[{]?(?:all|choose (?:up to )?\d+)[\"\]}]?|(?P<marked>[\"\[{]\d+[\"\]}])) instead\.?$", re.I)
_CHOICE_HEAD = re.compile(r"\b(?:of|from) the following(?: effects?)?[.:]?$", re.I)
_MARKED_HEAD = re.compile(r"\bchoose (?:up to )?[\"\[{]\d+[\"\]}] (?:of|from) the following", re.I)


def _count_said_after(clause: str, clauses: list[str], position: int) -> int | None:
    """The place of the line that changes the count of the choice `clause` heads when said after its options (the
    bullets from `position` on), else None."""
    after = position
    while after < len(clauses) and clauses[after].lstrip().startswith(_BULLETS):
        after += 1
    line = clauses[after].strip() if position < after < len(clauses) else ""
    if "instead" not in line or not _CHOICE_HEAD.search(normalise(clause).rstrip()):  # (cheap tests first)
        return None
    said = _COUNT_SAID_AFTER.match(line) or _COUNT_SAID_AFTER.match(normalise(line))  # (the marks as printed)
    if said is None or said.group("marked") and not _MARKED_HEAD.search(clause):
        return None
    return after


def _choose_count_if_paid(clause: str) -> tuple[str, tuple | None]:
    """'Choose 1 of the following effects. You may pay 1 AP. If you did, it's 2 instead.' -> the clause without the
    offer, and (the offered actions, 2); "all" gives count 0 (every option). An offer it cannot read (or one that is
    not optional) leaves the clause as it is (and so uncompiled)."""
    m = _COUNT_IF_PAID.search(clause)
    if m is None:
        return clause, None
    offer = _compile_sequence(normalise(m.group(2)))
    if not offer or any("flags" in action or not action.get("optional") for action in offer):
        return clause, None
    count = m.group(3).lower()
    return clause[:m.start()] + m.group(1) + (m.group("rest") or ""), (offer, 0 if count == "all" else int(count))


def clause_shape(clause: str) -> str:
    """A clause with names, numbers and traits replaced by placeholders (for coverage reports)."""
    shape = re.sub(r"<[^>]+>", "<NAME>", clause)
    shape = re.sub(r"\[Trait: [^\]]+\]", "[Trait: T]", shape)
    shape = re.sub(r"\"[^\"]+\"", '"TEXT"', shape)
    return re.sub(r"\d+", "N", shape)
