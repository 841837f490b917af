"""A small grammar for one sentence of Union Arena effect text, used by engine.effects.compiler.

Real cards say the same thing in many ways ("BP 3000 or lower", "with BP3000 or less", "on your
field", "on your area"), so a sentence is first normalised (`normalise`) and then read as
[connectors] [condition,] [You may] core, where the core is one of a few shapes:

    Choose <target> and <verb>[ and <verb>]     Choose up to 1 character on your opponent's Front Line with BP 3000 or less and retire it
    Choose <target>, it gets/gains ...          Choose 1 <Trait: Mage> character on your area, it gets +1000 BP during this turn
    <subject> <verb>                            This character gains [Impact 1] during this turn / All your characters get +500 BP
    a stand-alone action                        Draw 2 cards / Look at the top 5 cards of your deck / Set 1 of your AP cards to active

A target phrase is read into a vocabulary target (side, zone, up_to, other, bp_max/bp_min,
energy_max, name, trait, state, card type). `compile_sentence` returns a list of actions or None;
it never guesses: a sentence with any part it cannot read is None.
"""
from __future__ import annotations

import re

N = r"(\d+)"
_WORD_NUMBERS = {"one": "1", "two": "2", "three": "3", "four": "4", "five": "5"}

def _each_kind_limited(kinds: list[str], limits: str) -> str:
    """Kinds in braces with limits after them: each kind with the limits, or the names as one list (a list of
    names already shares what follows it)."""
    if all(re.fullmatch(r"<[^<>]+>", kind.strip()) for kind in kinds):
        return ", ".join(kind.strip() for kind in kinds[:-1]) + " or " + kinds[-1].strip() + limits
    return " or ".join(kind.strip() + limits for kind in kinds)


# the characters whose effects a protection holds against, said after them ("the effects of your opponent's characters
# that are not in Raid State", "... without [Trait: X]"): cannot-be-chosen's "from"
_SOURCE_FILTER = r"(?:not )?in Raid State|without \[Trait: [^\]]+\]|with \[Trait: [^\]]+\]"


def _source_filter(said: str) -> dict:
    if said.lower().endswith("raid state"):
        return {"raided": not said.lower().startswith("not ")}
    trait = re.search(r"\[Trait: ([^\]]+)\]", said).group(1)
    return {"not_trait": trait} if said.lower().startswith("without") else {"trait": trait}


def _chosen_only_by(said: str) -> list | None:
    """"... they can only choose this character with effects of characters with an original BP of 4000": cannot be
    chosen by the effects of characters the limits do not match (the limits read whole, or not at all)."""
    wanted: dict = {}
    if _limits_read(said.rstrip(" ."), wanted, 2).strip() or not wanted or not set(wanted) <= {"bp_min", "bp_max", "original_bp", "trait"}:
        return None
    return [{"do": "cannot-be-chosen", "by": "character", "except_from": wanted}]


# the kinds of the opponent's effects "Your opponent cannot choose this character by ..." names, as cannot-be-chosen's
# "by" reads them (_CHOSEN_BY; the runtime's PROTECTED_FROM)
_CHOOSER_NAMES = {frozenset({"character"}): "character", frozenset({"event"}): "event", frozenset({"trigger"}): "trigger",
                  frozenset({"card"}): "card", frozenset({"character", "trigger"}): "character or trigger",
                  frozenset({"character", "event"}): "character or event",
                  frozenset({"character", "event", "trigger"}): "character-event-or-trigger"}


def _chooser_kinds(m) -> str:
    """"Your opponent cannot choose this character by Character or Event Card effect": "This character cannot be
    chosen by your opponent's character or event effects" (kinds no reading names: as written)."""
    name = _CHOOSER_NAMES.get(frozenset(kind.lower() for kind in re.findall(r"character|event|trigger|card", m.group(1), re.I)))
    return m.group(0) if name is None else f"This character cannot be chosen by your opponent's {name} effects"


_NORMALISE = [
    (r"\s+", " "),
    (r"(?i)\bIt there (is|are)\b", r"If there \1"),  # "It there is a ... on your Front Line, draw 1 card." (a misprint of "If")
    (r"(?i)\[BP (\d+)\] or (less|more)\b", r"BP \1 or \2"),  # "with [BP 2500] or less": the bracket closed early
    (r"\bOuside Area\b", "Outside Area"),  # (a misprint)
    (r"(?i)\b(on) you (area|Front Line|Energy Line)\b", r"\1 your \2"),  # "on you area" (a misprint of "your")
    (r"(?i)\b(your|your opponent's) front row\b", r"\1 Front Line"),  # "on your front row": the Front Line
    # "If you have all of <A>, <B> and <C> on your area": each of the names listed ("all of" only stresses it)
    (r"(?i)\b(If (?:you have|there (?:is|are))) all of (?=<[^>]+>(?:, <[^>]+>)*,? and <)", r"\1 "),
    # "If you have <A>, <B>, <C> on your area": a list of names with no "and" or "or" before the last is read as a
    # list is in English, every one of them (as "<A>, <B> and <C>")
    (r"(?i)\b(If (?:you have|there (?:is|are)) (?:<[^>]+>, )+)(<[^>]+>)(?= (?:on|in) your )",
     lambda m: f"{m.group(1)[:-2]} and {m.group(2)}"),
    # 'it gets "-3000 BP" during this turn ... it's "-4000 BP" instead': the quotes only mark the value replaced
    (r'"([+-]\d+ BP)"', r"\1"),
    (r"<\s*Traits?\s*:\s*([^>\]<]+?)\s*\]", r"[Trait: \1]"),  # "<Trait: Child]": opened with "<", closed with "]"
    (r"<\s*Traits?\s*:\s*([^>]+?)\s*>", r"[Trait: \1]"),
    (r"\[Trait\s*:\s*([^\]]+?)\s*\]", r"[Trait: \1]"),
    # ("retire one opponent's Frontline character": one of the opponent's)
    (r"\b(?:one|two|three|four|five)\b(?= (?:of|card|cards|character|characters|other|active|rested|AP|opponent's)\b)",
     lambda m: _WORD_NUMBERS[m.group(0).lower()]),
    (r"(?i)\bup to one\b", "up to 1"),
    (r"\[(\d+)\](?! Per)", r"\1"),
    (r"(?i)\[(\d+ cards?)\]|\"(\d+ cards?)\"", lambda m: m.group(1) or m.group(2)),  # "draw [1 card] / "1 card". If ..., it's [2 cards] instead"
    # "{[Trait: X] or Event Card} with a required energy of 2 or less (and AP cost of 1)": the limits after the
    # braces are every kind's ("{<A>, <B> or <C>} with BP 5000 or more": each of the three)
    (r"\{([^{}]*?)\}((?: (?:with|and) (?:a |an )?(?:BP|required energy|energy cost|AP cost)(?: of)? \d+(?: or (?:less|more))?)+)",
     lambda m: _each_kind_limited(re.split(r",? or |, ", m.group(1)), m.group(2))),
    (r"\{([^{}]*)\}", r"\1"),
    (r"\[([+-]\d+ ?BP)\]", r"\1"),
    (r"\bBP ?([+-]\d+)", r"\1 BP"),
    (r"\bBP(\d)", r"BP \1"),
    # a BP limit said with "and": "with 1000 BP and above", "BP 3000 and below" (the same as "or more" / "or less")
    (r"(?i)\b(BP \d+|\d+ BP) and (?:above|more|higher|over)\b", r"\1 or more"),
    (r"(?i)\b(BP \d+|\d+ BP) and (?:below|less|lower|under)\b", r"\1 or less"),
    (r"\b(\d+) ?BP or (less|more|lower|higher|below|above)\b", r"BP \1 or \2"),
    (r"(?i)\bcharacters? of BP\b", "characters with BP"),
    (r"([+-]\d+)BP\b", r"\1 BP"),
    (r"(?i)\bor (?:lower|fewer|below)\b", "or less"),
    (r"(?i)\bor (?:higher|greater|above)\b", "or more"),
    # "If your opponent have 4 or more life" ("you and your opponent have" stays plural); "Choose up to of your 1 AP
    # cards" (the number after "of your")
    (r"(?i)(?<!you and )\byour opponent have\b(?= \d| no\b| less\b| more\b)", "your opponent has"),
    (r"(?i)\b(Choose up to) of your (\d+) AP (cards?)\b", r"\1 \2 of your AP \3"),
    # "When this character is chosen by the effect of your opponent's Character or Event Card, they cannot choose this
    # character unless they (additionally) place 1 (additional) card from their hand to the Outside Area": the tax on the
    # opponent's choice (choose-tax), said as "Your opponent cannot choose this card with ..., unless ..." (not a
    # moment "when chosen": nothing happens after the choice)
    (r"(?i)\bWhen this character is chosen by the effects? of (?:your|the) opponent's Character or Event Cards?, they cannot "
     r"choose this character unless they (?:additionally )?(?:must )?(?:place|put) (\d+) (?:additional )?(cards?) from their "
     r"hand (?:to|in|into) (?:the|their) Outside Area",
     r"Your opponent cannot choose this character with Character effects or Event Card effects, unless they additionally "
     r"place \1 \2 from their hand to the Outside Area"),
    # "Choose 1 other than <X> and give it ...": a character other than <X> (a card that gains "When this character
    # attacks ..." is a character; whose it is, unsaid, is yours as in every "Choose 1 character")
    (r"(?i)\b(Choose (?:up to )?\d+) other than <", r"\1 character other than <"),
    # "cannot be blocked by BP2000 or lower characters": by characters with BP 2000 or less
    (r"(?i)\bby BP (\d+) or (less|more) characters\b", r"by characters with BP \1 or \2"),
    # "This card cannot blocked by ...": the verb's "be" left out; only a character is blocked (seed 000 Attack Phase),
    # so "this card" that is blocked is this character
    (r"(?i)\bcannot blocked\b", "cannot be blocked"),
    (r"(?i)\bThis card (cannot be blocked)\b", r"This character \1"),
    (r"(?i)\bfront ?line\b", "Front Line"),
    (r"(?i)\benergy line\b", "Energy Line"),
    (r"(?i)\boutside area\b", "Outside Area"),
    (r"(?i)\bremove area\b", "Remove Area"),
    (r"(?i)\blife area\b", "Life Area"),
    # spellings of whose a line is: "your opponent’s" (a curly apostrophe), "your opppoent's", "your opponent Front Line"
    (r"(?i)\b(opponent|opppoent)’s\b", "opponent's"),
    (r"(?i)\bopppoent's\b", "opponent's"),
    # misspelt words of card text: "charater", "choosen", "[When Attackinig]", "on you area", "from the top your deck",
    # "during this during" (the only word that follows "during this"), "reveal up 1 to" (up to 1)
    (r"(?i)\bcharater(s?)\b", r"character\1"),
    # "Draw 1 card. place 1 card ...": a step said without its capital letter (a verb that starts a step)
    (r"(?<=[a-z0-9\]\)]\. )(place|put|draw|choose|retire|rest|return|add|look|reveal|play|set|give|move)(?= )",
     lambda m: m.group(1).capitalize()),
    (r"<[ \t]+([^<>]*?)[ \t]*>|<([^<>]*?)[ \t]+>", lambda m: f"<{m.group(1) if m.group(1) is not None else m.group(2)}>"),  # "<Kamado Tanjiro >"
    (r"(?i)\bchoosen\b", "chosen"),
    # "(You may) give this character [Damage 2] / +1000 BP during this turn", "This character may gain [Impact 1]": it gains
    # them (a gain of its own that only helps it: taking it is never worse, so "may" changes nothing)
    (r"(?i)\b(?:you may )?give this character ((?:\[(?:Impact|Damage|Double Attack|Double Block|Snipe|Step)[^\]]*\]|\+\d+ ?BP)"
     r"(?:(?:,| and|, and) (?:\[(?:Impact|Damage|Double Attack|Double Block|Snipe|Step)[^\]]*\]|\+\d+ ?BP))*)",
     r"this character gains \1"),
    # "This character may gain [Impact (1)] during this turn. If it did, the next time this character would set to
    # active it doesn't": a gain the player may decline, as a step a later one waits on ("you may", _peel's optional)
    (r"(?i)\bthis character may gain (\[(?:Impact|Damage|Double Attack|Double Block|Snipe|Step)[^\]]*\](?: during this "
     r"turn)?)\.? If it did, ", r"You may this character gains \1. If you did, "),
    (r"(?i)\bthis character may gain (?=\[(?:Impact|Damage|Double Attack|Double Block|Snipe|Step)[^\]]*\])", "this character gains "),
    # "discard 1 card (from your hand)": place it from your hand to the Outside Area (seed 000 has no other discard);
    # durations said another way: "until end of turn" (during this turn), "until the end of the battle" (this battle)
    (r"(?i)\bdiscard (\d+) (cards?)(?: from your hand)?(?! (?:from|to|in|under|face))", r"place \1 \2 from your hand to the Outside Area"),
    (r"(?i)\buntil end of (?:the |this )?turn\b", "during this turn"),
    (r"(?i)\buntil the end of (?:the|this) battle\b", "during this battle"),
    # "choose ... and put it at the bottom of its owner's deck": put is place
    (r"(?i)\bput (it|them|that character|the chosen character|this card|this character) (?=(?:at|on|to|in|into) (?:the |its |your |their )(?!hand\b))",
     r"place \1 "),  # ("put it into your hand" is add: not this)
    # conditions said from the player's side, read as the counts they are: "If your opponent has 5 or more cards in
    # their hand" (in your opponent's hand), "If your opponent has 2 or more rested characters" (on their area), "If your
    # opponent's Front Line is empty" (no characters there), "If your deck has 10 or less cards" (in your deck), "If this
    # character has a face-down card under it", "If all of your characters are <X>" (all characters on your area)
    (r"(?i)\bIf your opponent has (\d+ or (?:more|less)|no) cards in (?:their|his|her) hand\b", r"If there are \1 cards in your opponent's hand"),
    (r"(?i)\bIf your opponent has (\d+ or more|no) ((?:rested |active )?characters?)(?! (?:on|in|with|that|which))\b",
     r"If there are \1 \2 on your opponent's area"),
    (r"(?i)\bIf your opponent's (Front Line|Energy Line|area) is empty\b", r"If there are no characters on your opponent's \1"),
    (r"(?i)\bIf your (Front Line|Energy Line|area) is empty\b", r"If there are no characters on your \1"),
    (r"(?i)\bIf your deck has (\d+ or (?:more|less)) cards\b", r"If you have \1 cards in your deck"),
    (r"(?i)\bIf this character has (a|\d+ or more) face-down cards? (?:under|below) it\b",
     lambda m: f"If there {'is' if m.group(1) == 'a' else 'are'} {m.group(1)} face-down card{'' if m.group(1) == 'a' else 's'} under this character"),
    (r"(?i)\bIf all (?:of )?your characters are\b", "If all characters on your area are"),
    # "Give up to 1 character on your opponent's Front Line -2000 BP": choose it, it gets that; "Draw cards equal to the
    # number of <X> on your area": 1 card for each
    (r"(?i)\bGive ((?:up to )?\d+ [^,.\"]+? (?:on|in) (?:your|your opponent's) (?:Front Line|Energy Line|area)) ([+-]\d+ BP\b)",
     r"Choose \1, it gets \2"),
    # "You may give this character BP -2000" / "give this character -2000 BP": this character gets that (no duration
    # said: none added)
    (r"(?i)\bgive this character (?:BP ([+-]\d+)|([+-]\d+) BP)\b", lambda m: f"this character gets {m.group(1) or m.group(2)} BP"),
    (r"(?<![\w,] )\bUp to (\d+ [^,.\"]+? (?:on|in) (?:your|your opponent's) (?:Front Line|Energy Line|area)) gets? ([+-]\d+ BP\b)",
     r"Choose up to \1, it gets \2"),
    (r"(?i)\bDraw cards equal to the number of ([^,.]+?) (on|in) your ", r"Draw 1 card for each \1 \2 your "),
    # "If the chosen card was <X>, also set it to active": "also" adds the step to those before (it says nothing more)
    (r"(?i)(\bIf [^,.]+, )also (?=(?:set|draw|retire|rest|return|give|add|place|play) )", r"\1"),
    # "If there is not other rested character", "no another rested characters": no other
    (r"(?i)\b(there (?:is|are)) (?:not|no) (?:an)?others?\b", r"\1 no other"),
    (r"(?i)\bAttackinig\b", "Attacking"),
    (r"(?i)\b(on|in|from) you (area|hand|Front Line|Energy Line|Outside Area)\b", r"\1 your \2"),
    (r"(?i)\b(the (?:top|bottom)) (your deck)\b", r"\1 of \2"),
    (r"(?i)\bduring this during\b", "during this turn"),
    (r"(?<![\w+-])([+-])BP ?(\d+)\b", r"\1\2 BP"),  # "gain +BP1000": +1000 BP
    (r"(?i)\bup (\d+) to (?=(?:characters?|cards?|<|\[))", r"up to \1 "),
    (r"(?i)\bop's (?=(?:Front Line|Energy Line|area|field)\b)", "your opponent's "),
    # "If there are 3+ <X> on your area": "3 or more"; "with 3000 or less": a number of a thousand or more said after
    # "with" is a BP (required energies and AP costs are single digits)
    (r"\b(\d+)\+ (?=[\[<A-Za-z])", r"\1 or more "),
    (r"(?i)\bwith (\d{4,}) or (less|more)\b(?! BP)", r"with BP \1 or \2"),
    # "choose 1 ... and place the character and this card to the Remove Area": the chosen one, then this card (an
    # event's own destination, or this character leaving the field), each by the same verb
    (r"(?i)\b(place|put) (it|them|the character|that character|the chosen character) and this (card|character) "
     r"((?:to|in|on|at) (?:the (?:Remove|Outside) Area|the (?:top|bottom) of (?:your|its owner's) deck))(?=[.,])",
     lambda m: f"{m.group(1)} {'them' if m.group(2).lower() == 'them' else 'it'} {m.group(4)}. "
               f"{m.group(1).capitalize()} this {m.group(3)} {m.group(4)}"),
    # "All characters on opponent's Front Line": the line said without "your" (whose it is: the opponent's)
    (r"(?i)\b(on|in|from) opponent's (?=(?:Front Line|Energy Line|area|field)\b)", r"\1 your opponent's "),
    (r"(?i)\byour your opponent's\b", "your opponent's"),
    # "Place a total of 12 <Trait: A> or <B> cards from ...": 12 cards, each of either kind (the count is the kinds'
    # together, as "12 <Trait: A> or <B> cards" says; face-down cards under several characters keep "a total of")
    (r"(?i)\b(Place|Put|Choose|Retire|Rest|Return|Add) (up to )?a total of (\d+) (?!face)", r"\1 \2\3 "),
    # "on your or your opponent's area", "on your area or on your opponent's area": either player's (a card of either)
    (r"(?i)\b(on|in|from) your (?:(area|Front Line|Energy Line) or (?:on |in |from )?your opponent's \2|or your opponent's "
     r"(area|Front Line|Energy Line))\b", lambda m: f"{m.group(1)} either player's {m.group(2) or m.group(3)}"),
    (r"(?i)\byour opponent (?=(?:Front Line|Energy Line|area|field)\b)", "your opponent's "),
    (r"(?i)\bfrom your Outside(?! Area)\b", "from your Outside Area"),
    # "... on top or bottom of your opponent's deck by your opponent's choice. If <X>, its by your choice instead": the
    # chooser said in place of the one before, as when both are quoted
    (r"(?i)\bdeck by (your opponent's choice|your choice)(\. If [^.\"]+?, (?:it's|its|it is) by )(your choice|your "
     r"opponent's choice) instead\b", r'deck by "\1"\2"\3" instead'),
    (r"(?i)\bwith fullfill?(?:ed)? (?:the )?energy requirements?\b", "with fulfilled energy requirements"),
    # "If you fulfil the energy requirements of the revealed card, ...": the revealed card's required energy is met
    (r"(?i)\bIf you (?:fulfil|fulfill|meet)l?s? the (?:required energy|energy requirements?) of the revealed card,",
     "If the revealed card fulfills the energy requirement,"),
    # "[On Retire] If this card meets the required energy, you may raid this card onto ...": the card raids only with
    # its required energy met (energy_met), as "raid up to 1 <X> with fulfilled required energy"
    (r"(?i)\bIf this card (?:meets|fulfills) (?:the |its )(?:required energy|energy requirements?), (you may )?raid this card\b",
     r"\1raid this card with fulfilled required energy"),
    # a card's required energy (seed 000, Cards: Required Energy) in other words: "energy consumption(t)"
    (r"(?i)\benergy consumptiont?\b", "required energy"),
    (r"(?i)\b(?:with a cost of (\d+) or (less|more) energy|(?:whose|with) (?:an? )?(?:required energy|energy requirement) "
     r"(?:is|with|of) (\d+) or (less|more))\b",
     lambda m: f"with required energy of {m.group(1) or m.group(3)} or {m.group(2) or m.group(4)}"),
    (r"(?i)\bcharacer\b", "character"),
    (r"(?i)\bcannot be choose by\b", "cannot be chosen by"),
    # a Front Line character that generates energy: "This Character can generates energy when in Front Line", "This
    # character generates energy even if it is on the Front Line" (seed 000: only the Energy Line's cards count)
    (r"(?i)\bThis character (?:can generates?|generates?) energy (?:when|while|even if it is|even when it is) (?:in|on) "
     r"(?:the |your )?Front Line\b", "This character also generates energy on the Front Line"),
    (r"(?i)\bWhen your (?:area|field) ha(?:ve|s) (<[^>]+>),", r"If there is a \1 on your area,"),
    (r"(?i)\byour field\b", "your area"),
    (r"(?i)\bopponent's field\b", "opponent's area"),
    (r"(?i)\bthe opponent's\b", "your opponent's"),
    (r"(?i)\bon field\b", "on your area"),
    (r"(?i)\bcharacter cards?\b", lambda m: "Character Card" + ("s" if m.group(0).lower().endswith("s") else "")),
    (r"(?i)\bevent cards?\b", lambda m: "Event Card" + ("s" if m.group(0).lower().endswith("s") else "")),
    (r"(?i)\bfield cards?\b", lambda m: "Field Card" + ("s" if m.group(0).lower().endswith("s") else "")),
    (r"\[\s*Impact\s*\(?\s*(\d+)\s*\)?\s*\]", r"[Impact \1]"),
    (r"\[\s*Damage\s*\(?\s*(\d+)\s*\)?\s*\]", r"[Damage \1]"),
    (r"\[\s*Impact\s*\+\s*(\d+)\s*\]", r"[Impact +\1]"),
    (r"\[\s*Damage\s*\+\s*(\d+)\s*\]", r"[Damage +\1]"),
    (r"\[Sniper\]", "[Snipe]"),
    # a keyword's closing bracket printed twice ("give it [Damage +1]] during this turn"): one keyword (not a bracket
    # inside brackets: "[[Raid]]" keeps its pair)
    (r"(?<!\[)(\[(?:Impact|Damage|Snipe|Double Attack|Double Block|Impact Negate)[^\[\]]*\])\](?!\])", r"\1"),
    # "this character gains [can attack from energy line] and [Sniper]": the permission in brackets, as a keyword is
    # given, is the ability 'This character can attack from the Energy Line.' (a gained continuous effect)
    (r"(?i)\b(gains?|gets?|give (?:it|them|this character)) \[can attack from (?:the |your )?energy line\]",
     r'\1 "This character can attack from the Energy Line."'),
    (r"(?i)\[(red|blue|green|yellow|purple)\](?=[a-z])", r"[\1] "),  # "generated energy [red]during this turn"
    (r"(?i)\[(red|blue|green|yellow|purple)\] (?=[A-Z<\[{])", lambda m: m.group(1).lower() + " "),
    (r"(?i)\b(red|blue|green|yellow|purple) (?=Character|Event|Field|card|character|<|\[Trait)", lambda m: m.group(1).lower() + " "),
    # "non-yellow", "non [yellow]", "non yellow": one spelling (read below as the other four colours)
    (r"(?i)\bnon[- ]?\[?(red|blue|green|yellow|purple)\]?(?= )", lambda m: "non-" + m.group(1).lower()),
    (r"(?i)\b(?:in|as) rested\b", "rested"),
    (r"(?i)\bcharacter character\b", "character"),
    (r"\[Negate Impact\]|\[Impact Negatge\]|\[Impact Nagate\]|\[Impact Cancel\]", "[Impact Negate]"),  # (and misspellings)
    (r"\b(it|they) gain\b", r"\1 gains"),
    (r"\b(gains?|gets?) (\d+) BP\b", r"\1 +\2 BP"),
    (r"\bit get\b", "it gets"),
    (r"\bthis turn\b", "this turn"),
    (r" ,", ","),
    (r"(?i)(?<!there is )(?<!you have )\banother (character|card|<|\[Trait)", r"1 other \1"),
    (r"(?i)\bChoose an? (?=character|card|<|\[Trait|rested|active|other)", "Choose 1 "),
    (r"(?i)\bChoose (\d+) your (?=(?:red|blue|green|yellow|purple|other) )", r"Choose \1 of your "),  # "Choose 1 your [purple] character"
    (r"(?i)\bcannot be by blocked by\b", "cannot be blocked by"),
    (r"(?i)\bcharacters? of (\d+) ?BP or (less|more)", r"characters with BP \1 or \2"),
    (r"(?i)\b(\d+) of your opponent's (Front Line|Energy Line) characters?\b", r"\1 character on your opponent's \2"),
    (r"(?i)(\d) ?\[(?:red|blue|green|yellow|purple)\](?=\.|$)", r"\1"),
    (r"(?i)\byou deck\b", "your deck"),
    (r"(?i)\b(draw (?:\d+|a) cards?) from your deck\b", r"\1"),
    (r"(?i)\bfrom hand to\b", "from your hand to"),
    (r"(?i)\bto Outside Area\b", "to the Outside Area"),
    (r"(?i)\b(?:in)?to your Outside Area\b", "to the Outside Area"),
    # spellings of the Outside and Remove Areas as a source or destination: "Add 1 card from the Outside Area to your
    # hand" (your own, unless the sentence is about your opponent's), "Place 1 card on your Life Area to the Outside
    # Area", "... to Remove Area", "Place the up to 1 card ..."
    (r"(?i)\bfrom the Outside Area\b", lambda m: m.group(0) if "opponent" in m.string[:m.start()].rsplit(".", 1)[-1].lower()
     else "from your Outside Area"),
    (r"(?i)\b(place|put) (\d+) (cards?) on your Life Area to\b", r"\1 \2 \3 from your Life Area to"),
    (r"(?i)\b(?:in)?to (?:your )?Remove Area\b", "to the Remove Area"),
    # "(If you use it, you have to fulfill the required energy and pay the AP cost)": a reminder of what using a card is
    # (seed 000 Main Phase A), after "you may use that card from the Remove Area"
    (r"(?i)\.?\s*\(If you use (?:it|that card|them), you (?:have to|must) fulfil(?:l)? (?:the|its) required energy and pay "
     r"(?:the|its) AP cost\)\.?", "."),
    # "During this turn, you may use that card from the Remove Area": a permission, not a choice made as the effect
    # resolves (the reading "usable-from-remove")
    (r"(?i)\b(?:During this turn, )?you may use (?:that card|those cards) from (?:the|your) Remove Area(?: (?:during|for) "
     r"this turn)?", "The card placed there is usable from the Remove Area this turn"),
    (r"(?i)\bfrom Outside Area\b", "from your Outside Area"),
    # "Place up to 1 <X> from your Outside Area and place that card at the top of your deck": one move said twice
    (r"(?i)\b((?:place|put) [^.]*? from your Outside Area) and (?:place|put) (?:that card|those cards|it|them) "
     r"((?:at|on|to) the (?:top|bottom) of your deck)\b", r"\1 \2"),
    (r"(?i)\bat your Outside Area\b", "in your Outside Area"),
    (r"(?i)\bto the Outside(?! Area)\b", "to the Outside Area"),
    (r"(?i)\b(add [^.]*?) (?:on|in) your Outside Area (to (?:your|the) hand)\b", r"\1 from your Outside Area \2"),
    # "Place 1 card each from both your hand and (your) Life (pile) to the Outside Area": one move for each zone named,
    # said apart as two placements joined by "and" ("... from your hand to the Outside Area and place 1 card from your
    # Life Area to the Outside Area"; a quoted or "you may" unit: both or neither)
    (r"(?i)\b(place|put) (\d+) cards? each from (?:both )?your (hand|life(?: pile| area)?|area) and (?:your |from (?:your )?)?"
     r"(hand|life(?: pile| area)?|area) (to|in|into) (the Outside Area|the Remove Area|the bottom of your deck)\b",
     lambda m: (f"{m.group(1)} {m.group(2)} card from your {_zone_named(m.group(3))} {m.group(5)} {m.group(6)} and place "
                f"{m.group(2)} card from your {_zone_named(m.group(4))} {m.group(5)} {m.group(6)}")),
    # "Choose 2 <X> cards from your Outside Area. If you did, <steps>, then put the chosen cards at the bottom of your
    # deck in any order": the chosen cards go to the bottom (all of them, or "If you did" is not met); said first when
    # no step between reads the Outside Area or activates an effect not said here (which could)
    (r"(?i)\b(You may )?choose (\d+ [^.]*?cards?) from your Outside Area\. If you did, ((?:(?!Outside Area|activate)[^.])+?),? "
     r"then (?:put|place) the chosen cards (?:at|on|to) the bottom of your deck(?: in any order)?\.",
     lambda m: (f"{'You may place' if m.group(1) else 'Place'} {m.group(2)} from your Outside Area at the bottom of your "
                f"deck in any order. If you did, {m.group(3)}.")),
    # "Add to your hand from your Outside Area up to 1 <X> card ...": destination and source said before the cards
    (r"(?i)\badd to your hand from your Outside Area ((?:up to )?\d+ [^.]+?)(?= *(?:\.|$))",
     r"Add \1 from your Outside Area to your hand"),
    # "Add 1 card other than <X> to your hand from your Outside Area": the source said after the destination
    (r"(?i)\b(add [^.]*?) (to (?:your|the) hand) (from your Outside Area)\b(?= *(?:\.|$))", r"\1 \3 \2"),
    # "Play 1 character with ... and 1 AP consumption from your Outside Area rested": its AP cost; played to your area
    (r"(?i)\b(required energy|energy required) and (\d+) AP consumption\b", r"\1 and AP cost of \2"),
    (r"(?i)\b(play [^.]*? from your (?:hand or )?Outside Area) (rested|active)(?= *(?:\.|$))", r"\1 to your area \2"),
    (r"(?i)\b(place|put) the up to\b", r"\1 up to"),
    (r"(?i)\bIf there (\d)", r"If there are \1"),
    # "up to 1 of your opponent's characters in the front line": on that line
    (r"(?i)\b(up to )?(\d+) of your opponent's characters (?:in|on) the (Front Line|Energy Line)\b", r"\1\2 character on your opponent's \3"),
    (r"(?i)\b(up to )?(\d+) of your opponent's characters on their (Front|Energy) ?Line\b",
     lambda m: f"{m.group(1) or ''}{m.group(2)} character on your opponent's {m.group(3).capitalize()} Line"),
    (r"(?i)\b(up to )?(\d+) of your opponent's characters\b", r"\1\2 character on your opponent's area"),
    (r"(?i)\b(up to )?(\d+) of your characters\b", r"\1\2 character on your area"),
    (r"(?i)\bChoose (\d+) of your (other )?Character ([+-]\d+) ?BP for the turn\b",
     r"Choose \1 \2character on your area, it gets \3 BP during this turn"),
    (r"(?i)\bChoose (\d+) of your Opponent(?:'s)? Front Line Characters? ([+-]\d+) ?BP for the turn\b",
     r"Choose \1 character on your opponent's Front Line, it gets \2 BP during this turn"),
    (r"\+ (\d+)", r"+\1"),
    (r"(?i)\bgenerated energy (?:red|blue|green|yellow|purple)\b", "generated energy"),
    (r"(?i)\bit's name\b", "its name"),
    (r"(?i)\bup (\d+)\b", r"up to \1"),
    (r"(?i)\b(?:for|during) turn\b", "for the turn"),
    (r"(?i)\bon you area\b", "on your area"),
    (r"(?i)\bby the (effects?) your\b", r"by the \1 of your"),
    # a quoted ability said without its subject: '"Cannot be blocked by ..."', '"Your opponent cannot choose this
    # character by character effect"': this character cannot be ...
    (r"(?i)\"Cannot be (blocked|chosen|retired)\b", r'"This character cannot be \1'),
    # "cannot be chosen by opponent's Character effect": the only opponent there is, the card's owner's
    (r"(?i)\b(cannot be chosen by) opponent's\b", r"\1 your opponent's"),
    # "... by Character or Event Card effect", "... by Character, Event or Trigger Effect": each kind named (_chooser_kinds)
    (r"(?i)\bYour opponent cannot choose this character (?:by|with) ((?:character|event|trigger|card)(?:(?:,| or| and) "
     r"(?:character|event|trigger))*) (?:cards? )?effects?\b", lambda m: _chooser_kinds(m)),
    # whose effects a character cannot be chosen by, in one spelling each: "the effects of your opponent's characters",
    # "your opponent's character's effect" (character effects); "your opponent's Event Cards" (event effects); "your
    # opponent's Character and Trigger effects", "... Character effects or Trigger effects" (both kinds)
    (r"(?i)\bcannot be chosen by (?:the effects? of your opponent's characters?|your opponent's character's effects?)\b",
     "cannot be chosen by your opponent's character effects"),
    (r"(?i)\bcannot be chosen by (?:your opponent's Event Cards?(?: effects?)?|the effects? of your opponent's events?"
     r"(?: cards?)?)\b(?! (?:that|used|from))",
     "cannot be chosen by your opponent's event effects"),
    (r"(?i)\bcannot be chosen by your opponent's character (?:effects? )?(?:and|or) trigger effects?\b",
     "cannot be chosen by your opponent's character-effect-or-trigger effects"),
    # "[On Play] This character cannot be chosen by your opponent's effects during this turn": it has that ability
    # for that long
    (r"(?i)(?<!\")\bThis character (cannot be chosen by your opponent's [\w -]*?effects) (during this turn|until the start of "
     r"your next turn)(?=\.|$)", r'This character gains "This character \1" \2'),
    (r"(?i)\bin your Outside(?! Area)\b", "in your Outside Area"),
    # "[during this turn]", "[until the start of your next turn]": a duration in brackets
    (r"(?i)\[((?:during|for) this turn|until the start of your next turn)\]", r"\1"),
    # "If this character was played during this turn, it gains [Impact 1]": "it" is this character
    (r"(?i)\b(If this character [^,]+, )it (gains?|gets?)\b", r"\1this character \2"),
    (r"(?i)\btop (\d+ )?cards? from your deck\b", lambda m: f"top {m.group(1) or ''}card{'s' if m.group(1) else ''} of your deck"),
    (r"(?i)\bfrom among them\b", lambda m: "Among them" if m.group(0)[0] == "F" else "among them"),
    (r"(?i)\bother then\b", "other than"),
    (r"(?i)\bgains\"", 'gains "'),
    (r"(?i)\b(give (?:it|them))\"", r'\1 "'),
    # '"[Your opponent cannot choose ..."': a bracket opened in a quoted ability and never closed there is no label
    (r'"\[([^\]"]*)"', r'"\1"'),
    # what a character gets: word orders and spellings of "<subject> gets +N BP / [keyword] <duration>"
    (r"(?i)\buntill\b", "until"),
    (r"(?i)\bDuring (?:the )?end of (?:the |your )?main phase,? ", "At the end of your Main Phase, "),
    (r"(?i),? during this turn, ((?:its|their) required energy is \d+ (?:higher|lower))\b", r", \1 during this turn"),
    (r"(?i)\bDuring this turn, (reduce the (?:required energy|AP cost) of all [^.]+? in your hand[^.]*? by \d+)(?=\.|$)",
     r"\1 during this turn"),
    # a moment later this turn, said as the effect's first words too (compiler._THIS_TURNS_PHASE)
    (r"(?i)\bAt the start of (?:this turn's Attack Phase|your Attack Phase this turn),", "At the start of your Attack Phase this turn,"),
    (r"(?i)\b(AP cards? and set) then (to active)\b", r"\1 them \2"),
    # your Energy Line's total (seed 000 Energy Line): "When your Energy Lane generates 6 energy, ..." (while it does: 6
    # or more), "If you have 6 or more energy generation", "if your generated energy is 3 or more"
    (r"(?i)\bWhen your Energy (?:Lane|Line) generates (\d+) energy,", r"If you have \1 or more generated energy,"),
    (r"(?i)\b(?:you have (\d+) or (more|less) energy generation|your generated energy is (\d+) or (more|less))\b",
     lambda m: f"you have {m.group(1) or m.group(3)} or {m.group(2) or m.group(4)} generated energy"),
    (r"(?i)\buntil (?:the start of your next Start Phase|the next start of your turn|the start of your turn|start of your next turn)\b",
     "until the start of your next turn"),
    # the delayed duration (seed 000, Start Phase 1 / End Phase 4 bound a turn): "during opponent's next turn", "during
    # your opponents next turn" are "during your opponent's next turn"; said before a quoted ability ('give it the
    # effect during your opponent's next turn "..."'), it is said after it
    (r"(?i)\bduring (?:your )?opponents?'?s? next turn\b", "during your opponent's next turn"),
    (r"(?i)\b(gains?|gets?|give [^\".]+?) the (?:ability|effect) (during your opponent's next turn) (\"[^\"]+\")(\.?)",
     lambda m: m.group(1) + " " + m.group(3) + " " + m.group(2) + (m.group(4) or ("." if m.group(3).endswith('."') else ""))),
    # 'Choose ..., and give that character and this character "..."': the chosen one and this one gain it
    (r"(?i),? and give (that character|the chosen character) and this character (?=\")", r", \1 and this character gain "),
    (r"(?i)\b(gains?) gain\b", r"\1"),
    # granted abilities: 'gains the ability "..."', 'give it the effect "..."' are 'gains "..."', 'give it "..."'; a
    # duration said before the quoted ability ('gets +1 generated energy during this turn and "At the end of ..."')
    # is said of both, after the quote
    (r"(?i)\b(gains?|gets?|give (?:it|them|the chosen characters?)) the (?:ability|effect) (?=\")", r"\1 "),
    (r"(?i)\b(gets?|gains?) ([^\".]+?) (during this turn|for this turn) and (\"[^\"]+\")(\.?)(?! during| until| for)",
     r"\1 \2 and \4 \3\5"),
    (r"(?i)\bgets's\b|\bget's\b", "gets"),
    (r"(?i)\bthis characters (gets?|gains?)\b", r"this character \1"),
    (r"(?i)\b(this (?:character|card)|all (?:of )?your characters?|(?:up to )?\d+ of your (?:other )?characters?) ([+-]\d+ BP)\b",
     r"\1 gets \2"),
    (r"(?i)\b(this character) during this turn (gets?|gains?) (.+?)(?=, then|\.|$)", r"\1 \2 \3 during this turn"),
    (r"(?i)\bfor the turn,? (that character|it) (gets?|gains?) ((?:[^.\"]|\"[^\"]*\")+?)(?=\.|$|(?<=\.\")\s)",
     lambda m: f"{m.group(1)} {m.group(2)} {m.group(3)} for the turn" + ("." if m.group(3).endswith('."') else "")),
    # "Until the start of your next turn, this character gains "[When in Frontline] ..."": the duration said first (the
    # quoted ability, with its own timing, whole)
    (r"(?i)\buntil the start of your next turn, (this character|that character|the chosen character|it|all [^,.\"]+?|your "
     r"[^,.\"]*?characters) (gets?|gains?) "
     r"((?:[^.\"]|\"[^\"]*\")+?)(?=\.|$|(?<=\.\")\s)",
     lambda m: (m.group(1)[:1].upper() if re.search(r"(?:^|[.\]:])\s*$", m.string[:m.start()]) else m.group(1)[:1])
     + m.group(1)[1:] + f" {m.group(2)} {m.group(3)} until the start of your next turn"
     + ("." if m.group(3).endswith('."') else "")),
    (r"(?i)\b(gains?|gets?),? ([+-]\d+) and \[", r"\1 \2 BP and ["),
    (r"(?i)\b(gains?|gets?), (?=[+\[])", r"\1 "),
    # "red (Character Card or Field Card)": the brackets group the kinds a colour is said of
    (r"\(((?:<[^<>()]+>|\[Trait: [^\]]+\]|Character Card|Event Card|Field Card)(?: or (?:<[^<>()]+>|\[Trait: [^\]]+\]|"
     r"Character Card|Event Card|Field Card))+)\)", r"\1"),
    (r"(?i)\b(Character|Event|Field) or (Character|Event|Field) Cards?\b",
     lambda m: f"{m.group(1).capitalize()} Card or {m.group(2).capitalize()} Card"),
    (r"(?i)\bLook (?:the )?top\b", "Look at the top"),
    # "Choose 1 of your characters in the Frontline" (-> "... on your area in the Front Line"); "If you have <X> draw 1
    # card" (a name alone: on your area)
    (r"(?i)\bon your area (?:in|on) (?:the |your )?Front Line\b", "on your Front Line"),
    # "All of your opponent's characters on/in the Front Line get ...", "All of your characters on the Energy Line":
    # all characters on that player's line
    (r"(?i)\bAll (?:of )?(your|your opponent's) ((?:(?:other|active|rested|red|blue|green|yellow|purple) |<[^<>]+> |\[Trait: "
     r"[^\]]+\] )*)characters? (?:on|in) (?:the |their |your )?(Front|Energy) ?Line\b",
     lambda m: f"All {m.group(2)}characters on {m.group(1)} {m.group(3).capitalize()} Line"),
    # "Each player draws 1 card", "Both players place 1 card from their hand to the Outside Area", "You and your opponent
    # draw 1 card each": you do it, then your opponent (the turn player first, as the seed's simultaneous steps go)
    (r"(?i)\b(?:Each player|Both players|You and your opponent(?: each)?) (draw|place)s? (\d+ cards?)( from their hand to "
     r"(?:the|their) Outside Area)?(?: each)?(?=\.|$)",
     lambda m: f"{m.group(1).capitalize()} {m.group(2)}{' from your hand to the Outside Area' if m.group(3) else ''}. "
               f"Your opponent {m.group(1).lower()}s {m.group(2)}{' from their hand to the Outside Area' if m.group(3) else ''}"),
    # "Add the top card of your deck to your Life Area": place it there (only "place" said so far)
    (r"(?i)\bAdd (the top (?:\d+ )?cards? of your deck) to your Life Area\b", r"Place \1 to your Life Area"),
    # "Your characters on the Front Line get +500 BP": all of them (as "All your characters get ...")
    (r"(?:^|(?<=\] )|(?<=\. ))(Your|Your opponent's) (other )?characters (?:on|in) (?:the |your |their )?(Front|Energy) ?Line "
     r"(?=gets?\b|gains?\b)", lambda m: f"All {m.group(2) or ''}characters on {m.group(1).lower()} "
                                        f"{m.group(3).capitalize()} Line "),
    # "If your opponent has 2 or more (rested) characters on their Front Line": there are that many on that line
    (r"(?i)\bIf your opponent has (\d+ or (?:more|less)) ((?:active |rested )?characters) on their (Front|Energy) ?Line\b",
     lambda m: f"If there are {m.group(1)} {m.group(2)} on your opponent's {m.group(3).capitalize()} Line"),
    # "If your opponent's Front Line has 3 or more characters": there are that many on that line
    (r"(?i)\bIf (your|your opponent's) (Front|Energy) ?Line has (\d+ or (?:more|less)|no) ((?:active |rested )?characters?)\b",
     lambda m: f"If there are {m.group(3)} {m.group(4)} on {m.group(1).lower()} {m.group(2).capitalize()} Line"),
    # "Up to 1 character on your area gains [Sniper] during this turn": choose it (the sentence's subject is the choice)
    (r"(?:^|(?<=\] )|(?<=\. ))Up to (\d+) ([^,.\"]+?) (gets?|gains?) (?=[+-]\d|\[|\")", r"Choose up to \1 \2, it \3 "),
    # "Choose up to 1 <X> character card ... from your Outside Area and play it to your area rested": play it (the
    # choice and the play are one step)
    (r"(?i)\bChoose ((?:up to )?\d+ [^.]*? from your (?:hand|Outside Area|Remove Area)) and play (?:it|them) (?=to your |on your )",
     r"Play \1 "),
    # "an opposing character on the Front Line", "Choose up to 1 opponent character": the opponent's characters (of
    # that line)
    (r"(?i)\b(up to \d+|\d+) opposing (characters?) (?:on|in) (?:the )?(Front|Energy) ?Line\b",
     lambda m: f"{m.group(1)} {m.group(2)} on your opponent's {m.group(3).capitalize()} Line"),
    (r"(?i)\b(Choose (?:up to )?\d+) (?:opposing|opponent) (characters?)\b", r"\1 of your opponent's \2"),
    # "whose BP is 3000 or less", "whose required energy is 2 or more": with that limit
    (r"(?i)\bwhose (BP|required energy) is (\d+ or (?:less|more))\b",
     lambda m: f"with BP {m.group(2)}" if m.group(1).upper() == "BP" else f"with required energy of {m.group(2)}"),
    # "Choose up to 1 character ... with BP 3000 or less to retire": choose it and retire (rest) it
    (r"(?i)\b(Choose (?:up to )?\d+ [^.]+?) to (retire|rest)(?=\.|$)", r"\1 and \2 it"),
    # "You may place 1 card from your hand to the Outside Area to draw 2 cards", "By placing 1 card from your hand to
    # the Outside Area, you may draw 2 cards": the placing is a step done first, the rest only if it was done
    (r"(?i)\bYou may ((?:place|put) \d+ cards? from your hand (?:to|in|into) (?:the|your) Outside Area|pay \d+ AP) to "
     r"(draw|choose|add|look|set|rest|retire)\b", r"You may \1. If you did, \2"),
    (r"(?i)(?:^|(?<=\] ))By (?:placing|putting) (\d+ cards? from your hand (?:to|in|into) (?:the|your) Outside Area), you may "
     r"(draw|choose|add|look|set|rest|retire)\b", r"You may place \1. If you did, \2"),
    # "Select up to 1 ...": choose (the passive "is selected by" is a moment, not this verb)
    (r"\bSelect (?=(?:up to )?(?:\d+|one|an?|any number)\b)", "Choose "),
    (r"(?<=[.,] )select (?=(?:up to )?(?:\d+|one|an?|any number)\b)", "choose "),
    # "Choose up to 1 <X> card from your Outside Area and add it to your hand", "Put up to 1 <X> from your Outside
    # Area into your hand": add it (the choice and the adding are one step: nothing happens between)
    (r"(?i)\b(?:Choose|Put) ((?:up to )?\d+ [^.]*? from your (?:Outside|Remove) Area)(?: and add (?:it|them))? "
     r"(?:in)?to your hand\b", r"Add \1 to your hand"),
    (r"(?i)\bIf you have (<[^<>]+>),? (?=(?:draw|choose|set|rest|retire|play|add|look|place|this)\b)", r"If you have \1 on your area, "),
    (r"(?i)\bAction Points?\b(?! cards?)", "AP"),
    (r"(?i)\bthis cards? (AP cost|required energy)\b", r"this card's \1"),  # "reduce this card(s) AP cost in your hand"
    (r"(?i)\bof your AP\b(?! cards?)", "of your AP cards"),
    (r"(?i)\b(AP cost|required energy) of of\b", r"\1 of"),  # "reduce the AP cost of of this card": the word doubled
    (r"(?i)\bamong those cards?\b", lambda m: "Among them" if m.group(0)[0] == "A" else "among them"),
    (r"(?i)\bin (?:any order|the order you wish)(?: (?:as )?you (?:like|wish))?", "in any order"),
    (r"(?i)\b(?:tthe|the) (?:remainining|reamining)\b", "the remaining"),
    (r"(?i)\bOutsisde\b", "Outside"),
    # "with <BP 2000 or less> ... it's <BP 5000 or less> instead": a BP limit in angle brackets (not a name)
    (r"(?i)<(BP \d+ or (?:less|more))>", r"\1"),
    # "If you don't have a <X> on your Front Line": "If there is no <X> on your Front Line" (the cards on your own
    # area, lines or Outside Area)
    (r"(?i)\bIf you (?:don't|do not) have (?:a|an|any) ([^,.]+? (?:on|in) your (?:area|Front Line|Energy Line|Outside Area|"
     r"Remove Area))\b", r"If there is no \1"),
    # "non-yellow": a card of any of the other four colours (seed 000 cards are of one colour each)
    (r"(?i)(?<!\bor )\bnon-(red|blue|green|yellow|purple)\b(?! or non)",  # ("non-yellow or non-red": not read)
     lambda m: " or ".join(c for c in ("red", "blue", "green", "yellow", "purple") if c != m.group(1).lower())),
    (r"(?i)(?<= )\.\[Raid\]", "[Raid]"),  # "with .[Raid]": a stray full stop before the keyword
    # "up to 1 red or blue [Raid] card": a card with the printed Raid keyword, after its colours
    (r"(?i)\b((?:red|blue|green|yellow|purple)(?: or (?:red|blue|green|yellow|purple))*) \[Raid\] (characters?|cards?)\b",
     r"\1 \2 with [Raid]"),
    # "If there is a [Raid] character on ...": a character with the printed Raid keyword
    # ("1 <X> [Raid] character": after its name too)
    (r"(?i)\b(a|an|\d+) ((?:<[^<>]+>|\[Trait: [^\]]+\]) )?\[Raid\] (characters?|cards?)\b", r"\1 \2\3 with [Raid]"),
    # "... with [Raid] ... (Regardless if in Raid State or not)": a reminder that "with [Raid]" is the printed keyword
    (r"(?i)\.?\s*\(?Regardless (?:if|of whether it is) in Raid State or not\)?\.?$", "."),
    # "Reveal up to 1 Character Card, Event Card and Field Card among them and add them": up to 1 of each kind (parts)
    (r"(?i)\b(reveal) up to (\d+) ((?:Character|Event|Field) Card), ((?:Character|Event|Field) Card),? and "
     r"((?:Character|Event|Field) Card) among them and add (?:them|then)\b",
     r"\1 up to \2 \3 and up to \2 \4 and up to \2 \5 among them and add them"),
    # typos of the looked-at cards' wording: "add it o your hand", "add then to your hand", "Place tthe remaining"
    (r"(?i)\b(reveal [^.]*?\badd) (?:it o|then to) your hand\b", r"\1 it to your hand"),
    (r"(?i)\b(Place|Put) tthe (remaining|rest)\b", r"\1 the \2"),
    (r"(?i)<(Impact|Damage) (\+?\d+)>", r"[\1 \2]"),  # "it gain <Impact +1>": the keyword in angle brackets
    # "it also gains <Sniper> during this turn": a keyword in angle brackets after the verb that gives it
    (r"(?i)\b(gains?|gets?) <(?:Sniper|Snipe)>", r"\1 [Snipe]"),
    (r"(?i)\b(gains?|gets?) <(Double Attack|Double Block|Step|Impact Negate)>", r"\1 [\2]"),
    (r"(?i)\b(reveal [^.]*?),? (?:and )?(?:add|put) (it|them) (?:to|into) (?:your|the) hand\b", r"\1 and add \2 to your hand"),
    # cards of the deck looked at / revealed (docs/engine.md, "Looking at and revealing the top of the deck"):
    # "Reveal and add 1 card with <X> among them (to hand)", "up to 1 each of <A> and <B>", "Draw 1 card from your deck",
    # "Draw a card", "discard 1", "the required energy of the revealed card is ...", "the revealed is not ..."
    # the top of the deck in other words (docs/engine.md, "Looking at and revealing, fourth round"): "Look at your top 4
    # cards from you deck", "Look at the top 4 of your deck", "look at the 2 cards of your deck": the top N cards of your
    # deck; "to the bottom or top of the deck": the top or bottom of your deck (either)
    (r"(?i)\b(Look at|Reveal) (?:your|the) top (\d+) (?:cards? )?(?:from|of) your? deck\b", r"\1 the top \2 cards of your deck"),
    (r"(?i)\b(Look at) the (\d+) cards of your deck\b", r"\1 the top \2 cards of your deck"),
    (r"(?i)\b(to|on) the bottom or (?:the )?top of (?:the|your) deck\b", r"\1 the top or bottom of your deck"),
    # "up to 1 of each <Trait: A> card and other card without <Trait: A>": two picks, one of each kind (parts)
    (r"(?i)\bup to (\d+) (?:of each|each of) ((?:<[^<>]+>|\[Trait: [^\]]+\])(?: (?:Character )?cards?)?) and (?:an? |1 )?(?:other |another )?"
     r"((?:Character )?cards?) without\b", r"up to \1 \2 and up to \1 \3 without"),
    # "up to 1 Character Card with "A" in its name and up to 1 with "B" in its name": the second pick's noun is the
    # first's (two picks, parts); "character Character Card": the noun said twice
    (r"(?i)\bcharacters? (Character Cards?)\b", r"\1"),
    (r"(?i)\bup to (\d+) ((?:(?:<[^<>]+>|\[Trait: [^\]]+\]) )?(?:(?:Character|Event|Field) Card|card|character)) (with [^.]*?) "
     r"and up to (\d+) with\b", r"up to \1 \2 \3 and up to \4 \2 with"),
    # "Reveal up to a total of 3 characters card with each different name": up to 3 Character Cards with different names
    (r"(?i)\b(reveal) up to a total of (\d+)\b", r"\1 up to \2"),
    (r"(?i)\bcharacters cards?\b", "Character Cards"),
    (r"(?i)\bwith each different (?:card )?names?\b", "with different names"),
    # "Place any number of cards among them to the top of your deck in any order, place the remaining to the bottom of
    # your deck": any number on top, the rest at the bottom (as "... on top of your deck and the remaining at the bottom")
    (r"(?i)\b(Place|Put) any number of cards among them (?:to|on) (?:the )?top of your deck( in any order)?,? (?:and )?"
     r"(?:place|put) the (?:remaining|rest) (?:to|at|on) the bottom\b", r"\1 any number of them on top of your deck\2 and the remaining at the bottom"),
    # "Character with energy of 3 or higher": its required energy (the one energy number a card has printed)
    (r"(?i)\bwith energy of (\d+) or (?:(higher|more)|less|lower)\b",
     lambda m: f"with required energy of {m.group(1)} or {'more' if m.group(2) else 'less'}"),
    # "with "A" but without "B" in its name", "in it name", "with "A" in its name card": the words of the name
    (r'(?i)\bwith ("[^"]+") but without ("[^"]+") in its name\b', r"with \1 in its name and without \2 in its name"),
    (r"(?i)\bin it name\b", "in its name"),
    (r"(?i)\bin its name card(?= and\b|[.,])", "in its name"),
    # "If you added a card to your hand with this effect": by this effect
    (r"(?i)\b(If you (?:have )?added [^,.]*? to your hand) with this effect\b", r"\1 by this effect"),
    (r"(?i)\bReveal and add ((?:up to )?\d+ [^.]*?)(?: among them)?(?: (?:to|into) (?:your |the )?hand)?(?=\.|$)",
     r"Reveal \1 among them and add it to your hand"),
    (r"(?i)\bup to (\d+) each of\b", r"up to \1 of each"),
    # "Reveal up to 1 red Event Card among them with required energy of 2 or less and add it": the card's limits said
    # after "among them"; "Reveal a total of up to 3 ...": up to 3 in all
    (r"(?i)\b(reveal [^.]*?) among them ((?:with|without) [^.]*?) and add (it|them) to your hand\b", r"\1 \2 among them and add \3 to your hand"),
    (r"(?i)\b(reveal) a total of (up to \d+)\b", r"\1 \2"),
    # ("Reveal 1 card from top deck": the deck of the player whose effect it is)
    (r"(?i)\b(Reveal|Look at) (\d+) cards? from (?:the top of your deck|top deck)\b", r"\1 the top \2 cards of your deck"),
    (r"(?i)\b(Draw (?:\d+|a) cards?) from your deck\b", r"\1"),
    (r"(?i)(?<!you )\b(d)raw a card\b", r"\1raw 1 card"),  # (not "when you draw a card")
    (r"(?i)\bdiscard (\d+)(?= ?(?:\.|,|$))", r"place \1 card from your hand to the Outside Area"),
    (r"(?i)\bthe required energy(?: number)? of the revealed card is\b", "the revealed card's required energy is"),
    (r"(?i)\bthe revealed (?=(?:is|has|was|had)\b)", "the revealed card "),
    (r"(?i)\b(to|into) (?:the |your )?Outside(?! Area)\b", r"\1 the Outside Area"),
    (r"(?i)\bon the top of bottom of your deck\b", "on the top or bottom of your deck"),
    (r"(?i)\b(Add [^.]*? among them) and add (?:it|them) (?:to|into) (?:your|the) hand\b", r"\1 to your hand"),
    (r"(?i)\binto your Outside Area\b", "into the Outside Area"),
    # cards under characters and Raid: "in [Raid] State", "face down", "a character's raid source card"
    (r"(?i)\bin \[Raid\] State\b", "in Raid State"),
    (r"(?i)\bIf this character raided was by\b", "If this character was raided by"),  # (word order of one printing)
    (r"(?i)\bthe top card of this character Raid State\b", "the top card of this character in Raid State"),  # ("in" left out)
    # "Choose 1 card in Raid State on ..., place the top card of a Raid State card to ...": the one chosen
    (r"(?i)\b(Choose [^.]*? in Raid State\b[^.]*?),? (place|put|return) the top card of a Raid State (?:card|character)\b",
     r"\1 and \2 the top card of it"),
    # "play ... to your Front Line and set them to active, or raid them into characters on your area": played active, or
    # by Raid onto a character of yours it may Raid onto (seed 000 Raid Boost: which one its [Raid] says), as "... in
    # active or raid them"; "Play or Raid 1 <X> from ... to your area rested": "Play 1 <X> ... rested or raid it"
    (r"(?i)\b((?:to|onto) your (?:area|Front Line|Energy Line)) and set (?:it|them) to active,? or raid (it|them)\b",
     r"\1 in active or raid \2"),
    (r"(?i)\b(or raid (?:it|them)) (?:into|onto|on) (?:a |the )?characters? (?:on|in) your area\b", r"\1"),
    (r"(?i)^((?:\[[^\]]+\] ?)*)Play or Raid ((?:up to )?(\d+) [^.]*? (?:to|onto) your (?:area|Front Line|Energy Line)"
     r"(?: (?:in |as )?(?:rested|active))?)(?=\.|$)",
     lambda m: f"{m.group(1)}Play {m.group(2)} or raid {'it' if m.group(3) == '1' else 'them'}"),
    # "Choose 1 <X> on your area, raid up to 1 <Y> from your hand onto the chosen character": the pick, then the raid
    # onto it, two sentences (as "Choose 1 <X> on your area. Raid ... onto the chosen character.")
    (r"(?i)\b(choose (?:up to )?1 [^.,]+? on your (?:area|Front Line|Energy Line)), (raid [^.]+? from your hand(?: that can be "
     r"raided)? onto the chosen character)\b", lambda m: f"{m.group(1)}. {m.group(2)[0].upper()}{m.group(2)[1:]}"),
    # "choose a <X> with [Raid] in your hand to raid on this character": the card chosen from the hand raids onto this
    # character (seed 000 Raid Boost by an effect), as "raid 1 <X> with [Raid] from your hand onto this character"
    (r"(?i)\bchoose (?:a|an|1) ((?:<[^>]+>|\[Trait: ?[^\]]+\])(?: (?:card|character))?(?: with \[Raid\])?) in your hand to raid "
     r"(?:on|onto) this character\b", r"raid 1 \1 from your hand onto this character"),
    # "return the top card of this character in Raid State to your hand and raid the revealed card onto this
    # character's raid source card": with its top card gone, the raid source card is this character (raid-top-to
    # keeps the character, its raid source card left on the field: it is raided onto where it is)
    (r"(?i)\b((?:place|put|return) the top card of this character in Raid State (?:to|in|into) (?:the |your )?"
     r"(?:Outside Area|hand) and raid [^.,]+? onto this character)'s raid source card\b", r"\1"),
    # "place this card face up under that character. (becomes Raid State)": the card goes under it as its raid source
    # (seed 000 Raid Boost: the card under a Raid Boosted character; not a Raid, so no [On Play]), the reminder said
    # of that placement only
    (r"(?i)\bface[- ]?up (under|below)\b(?=[^()]*\(becomes Raid State\))", r"as the raid source \1"),
    (r"(?i)(\bas the raid source (?:under|below)\b[^()]*?)\.?\s*\(becomes Raid State\)\.?", r"\1."),
    (r"(?i)\bface down\b", "face-down"),
    # "Place 1 card from your top deck with face-down to the bottom of this Character" / "Look at the cards at the
    # bottom of this Character": the face-down cards under this character, said of where they lie
    (r"(?i)\b(\d+|a) cards? from your top deck\b", r"\1 card from the top of your deck"),
    (r"(?i)\bfrom top of your deck\b", "from the top of your deck"),
    (r"(?i)\bwith face-down (?:to|at) the bottom of this character\b", "face-down under this character"),
    (r"(?i)\bthe cards (?:at|from) the bottom of this character\b", "the face-down cards under this character"),
    # "Choose one of your characters on the other line from this character and swap it with this character": this
    # character and one of yours on its other line change places (as "Choose this character and another character on
    # a different line, switch their positions")
    # ("one of your characters": by now "1 character on your area")
    (r"(?i)\bChoose (?:1 ((?:[^,.\"]+? )?character) on your area|(?:one|1|a) of your ((?:[^,.\"]+? )?character)s?) on "
     r"(?:the other|a different) line (?:from|than) this character,? (?:and )?(switch|swap) (?:it|its positions?|their "
     r"positions) with this character\b",
     lambda m: f"Choose this character and 1 other {m.group(1) or m.group(2)} on the other line and {m.group(3)} their positions"),
    # "You may choose both 1 other character on your Front Line and 1 character on your Energy Line. If the chosen
    # characters have the same name, switch their position": a swap of the two, only of two with the same name
    (r"(?i)\byou may choose both (1 [^.\"@]+? on your Front Line) and (1 [^.\"@]+? on your Energy Line)\. If the chosen "
     r"characters have the same name, (switch|swap) (?:its|their) positions?\b", r"Choose \1 and \2 with the same name, you may \3 their positions"),
    (r"(?i)\b(switch|swap) (?:its|their) positions?\b", r"\1 their positions"),
    (r"(?i)\b(switch|swap) positions? with\b", r"\1 their positions with"),
    # decks' cards (docs/engine.md, "What competitive decks' cards needed"): a space before "'s", "N opponent Front
    # Line Character", "the card revealed", "its's", "Active this character", "his BP", "only can be activated"
    (r"(?<=\w) +'s\b", "'s"),
    (r"(?i)\b(up to )?(\d+) opponent(?:'s)? (Front Line|Energy Line) characters?\b", r"\1\2 character on your opponent's \3"),
    (r"(?i)\bthe card revealed\b", "the revealed card"),
    (r"(?i)\bits's\b", "it's"),  # "If you did, its's all instead"
    # "Choose 1 character on your opponent's Front Line rest it": the comma before the verb left out
    (r"\b(Choose (?:up to )?\d+ characters? on (?:your|your opponent's) (?:Front Line|Energy Line|area)) (rest|retire) (it|them)\b",
     r"\1, \2 \3"),
    (r"(?i)(?:^|(?<=\] )|(?<=\. ))Active (this (?:character|card))\b", r"Set \1 to active"),
    (r"(?i)(\bthis character\b[^.,]*?) if (?:his|her|its) BP(?: is)? (\d+ or (?:less|more))\b", r"\1 if this character's BP is \2"),
    (r"(?i)\b(?:can )?only can be activated\b", "can only be activated"),
    # "If the total number of your other rested <A> or <B> on your area is 3 or higher": "If there are 3 or more other
    # rested <A> or <B> on your area" (a count of the cards on your area or a line; with face-down cards added:
    # _total_with_face_down)
    (r"(?i)\bIf the (?:total )?number of (?:your )?((?:(?!face[- ]?down|\bis\b)[^.,\"])+?) on your (area|Front Line|Energy Line) is "
     r"(\d+) or (?:(more|higher|greater)|less|lower|fewer)\b",
     lambda m: f"If there are {m.group(3)} or {'more' if m.group(4) else 'less'} {m.group(1)} on your {m.group(2)}"),
    # "This can only be activated when you have a character on your field that requires 5 or more energy": "if there
    # is a character with required energy of 5 or more on your area" (the activation condition said with "you have")
    (r"(?i)\b(can only be activated) (?:when|if) you have (?:a|1) character on your area (?:that requires (\d+) or more "
     r"energy|with (?:a )?required energy of (\d+) or more)(?=\.)",
     lambda m: f"{m.group(1)} if there is a character with required energy of {m.group(2) or m.group(3)} or more on "
               "your area"),
    # "Choose and retire 1 character ...": "Choose 1 character ... and retire it" (the verb said before its object)
    (r"(?i)\bChoose and (retire|rest) ((?:up to )?\d+ [^.]*?)(?=\.|$)", lambda m: f"Choose {m.group(2)} and {m.group(1).lower()} it"),
    # "... and retire it. if your field have <X>, ...": a sentence's "if" in lower case; "if your area have <X>" is "If
    # there is a <X> on your area"
    (r"(?<=\. )if\b", "If"),
    (r"(?i)\bIf your area (?:have|has) (?:an? )?(<[^>]+>)", r"If there is a \1 on your area"),
    # "If it is your turn", "is unaffected by BP reducing effects": "If it's your turn", "is not affected by ..."
    (r"(?i)\bIf it is (your|your opponent's) turn\b", r"If it's \1 turn"),
    (r"(?i)\b(is|are) unaffected by\b", r"\1 not affected by"),
    # "rest it" and what follows it in brackets, quotes or after a comma: "[rest it. The next time it would set to active
    # it doesn't]", '"rest it. Next time it would set to active it doesn't"', "rest it, next time it would switch to
    # active it doesn't", "(The next time it would set to active it doesn't)" (seed 000: Start Phase 2 sets cards active)
    (r"(?i)\b(next time (?:it|they|this character) would (?:be )?)switch(?:ed)? to active\b", r"\1set to active"),
    (r"\((The next time (?:it|they) would [^()]*?)\)", r"\1"),
    (r"(?i)\[(rest (?:it|them))\.? ((?:The )?next time (?:it|they) would [^\[\]\"]*?)\]", r"\1. \2"),
    (r"(?i)\"(rest (?:it|them))\.? ((?:The )?next time (?:it|they) would [^\[\]\"]*?)\"", r"\1. \2"),
    (r"(?i)\b(rest (?:it|them)), (?:the )?next time (?=(?:it|they) would)", r"\1. The next time "),
    # "You may choose 1 or 2 characters on your opponent's Front Line and give them -500 BP": the step is the player's
    # choice, and taken, it chooses 1 or 2 (up to 2, at least 1: a step taken that chose none was not done, "If you
    # did"); without "You may" (at least 1 when there is one) it is not read
    (r"(?i)\b(You may choose) 1 or (\d+) (?=characters? )", r"\1 up to \2 "),
    # "Rest up to 1 of your opponent's characters on the Front Line, the next time it would switch to active it
    # doesn't": the rest said with its object, then the same sentence after a comma
    (r"(?i)^((?:\[[^\]]+\] ?)*Rest (?:up to )?\d+ (?:of )?[^.,\"]*?characters? on (?:the|your opponent's) Front Line), "
     r"(?:the )?next time (?=it would)", r"\1. The next time "),
    # 'you may [retire it] instead': a verb in brackets
    (r"(?i)\[((?:retire|rest) (?:it|them))\]", r"\1"),
    # "if your opponent has a rested character on their area": "if there is a rested character on your opponent's area"
    (r"(?i)\b(if) your opponent has (an?) ([^,.\"]+?) (?:on|in) their (area|field|Front Line|Energy Line)\b",
     lambda m: f"{m.group(1)} there is {m.group(2)} {m.group(3)} on your opponent's {'area' if m.group(4).lower() == 'field' else m.group(4)}"),
    # "During the turn, Opponent must block this Character's attack" (an activated effect): this character has it this turn
    (r"(?i)^(.*?)\bDuring (?:the|this) turn, (?:your )?opponent must block this character's attack\.?$",
     lambda m: m.group(1) + 'This character gains "Your opponent must block this character\'s attack if able" during this turn.'),
    # "If your opponent has [purple] or [red] card (on their field)": a card of those colours on the opponent's area
    (r"(?i)\bIf your opponent has (?:an? |any )?((?:red|blue|green|yellow|purple)(?: or (?:red|blue|green|yellow|purple))*) "
     r"cards?(?: (?:on|in) (?:their|your opponent's) (?:field|area))?,", r"If there is a \1 card on your opponent's area,"),
    (r"(?i)\bcharater\b", "character"),
    # "The opponent must block this character's attacks if possible", "... this character attack if able"
    (r"(?i)\b(?:The|Your) opponent must block this character(?:'s)? attacks?\b", "Your opponent must block this character's attack"),
    # "This character gains +500 BP and Your opponent must block this character's attack ... if possible. during this
    # turn": the must-block said without its quotes (the capital and the full stop are the ability's): 'gains +500 BP
    # and "Your opponent must block ... if possible." during this turn'
    (r"\b(gains? [^\".]*? and )(Your opponent must block this character's attack[^\".]*? if (?:possible|able))\.? "
     r"(during this turn)", r'\1"\2." \3'),
    # informal spellings of what the standard template already says (issue #13, variant wordings), each the same
    # meaning wherever it appears:
    # "If you do so," / "If you do,": "If you did," (the step before it was done)
    (r"(?i)\bIf you do(?: so)?,", "If you did,"),
    # "If you did and the rested card is BP 3000 or more, ...", "If you did and you have 3 or less Life, ...": the step
    # was done and the condition holds, as "If you did, and if <condition>, ..." says
    (r"(?i)\bIf you (?:did|do) and (?=(?:the|there|you|your|this|it's|it is)\b)", "If you did, and if "),
    # a card's required energy said around the number: "with 1 energy required or less", "with 2 or less energy
    # required", "with 3 or less Energy Required", "3 or less required energy": "with required energy of N or less"
    (r"(?i)\bwith (\d+) (?:energy required|required energy) or (less|more)\b", r"with required energy of \1 or \2"),
    (r"(?i)\bwith (\d+) or (less|more) (?:energy required|required energy)\b", r"with required energy of \1 or \2"),
    # "... and 1 AP consumption", "with 2 or less energy and 1 AP required": an AP cost of 1
    (r"(?i)\b(with required energy of \d+ or (?:less|more)) and (\d+) AP consumption\b", r"\1 and AP cost of \2"),
    (r"(?i)\bwith (\d+) or (less|more) energy and (\d+) AP required\b", r"with required energy of \1 or \2 and AP cost of \3"),
    # "if the revealed card is require 2 energy or above": its required energy is 2 or more
    (r"(?i)\bthe revealed card is requir(?:e|es|ing) (\d+) energy or (less|more)\b", r"the revealed card's required energy is \1 or \2"),
    # "Discard 1 card to outside area": place 1 card from your hand to the Outside Area (seed 000: discarding is from the hand)
    (r"(?i)\bdiscard (\d+) (cards?) to the Outside Area\b", r"place \1 \2 from your hand to the Outside Area"),
    # "BP lower than or equal to": "BP less than or equal to"
    (r"(?i)\blower than or equal to\b", "less than or equal to"),
    # "If you did, you can play up to 1 ...": you may (a step the player chooses to do, said at a clause's start)
    (r"(?i)(?:^|(?<=, )|(?<=\. ))you can (?=(?:play|draw|add)\b)", "you may "),
    # "Draw 1 card. If ..., you may also place the top card of your deck under ...": a further step, after those before
    (r"(?i)(?<=, )you may also (?=(?:place|put|draw|add|play)\b)", "you may "),
    # where a played card goes and how: "onto your field" (your area), "in active position" / "in active status" (set
    # to active: "in active"), "in rest position" (rested)
    (r"(?i)\bonto your area\b", "to your area"),
    # "set this character as active", "to your Energy Line as active": set to active, played in active
    (r"(?i)\b(set (?:this character|that character|it|them)) as active\b", r"\1 to active"),
    (r"(?i)\b(to your (?:area|Front Line|Energy Line)) as active\b", r"\1 in active"),
    # "If there are other characters with BP 4000 or more in both your Front Line and Energy Line": one such on each line
    (r"(?i)\b(there (?:is|are) )(another|other|an?|\d+ or more) ([^,.]+?) (?:in|on) both (?:your )?Front Line and "
     r"(?:your )?Energy Line\b", r"\1\2 \3 on your Front Line and \2 \3 on your Energy Line"),
    # "Choose 1 of your other character in field", "Choose 1 of your character on the field and it gains ...": one of
    # the (other) characters on your area (seed 000: the field is the area, Front Line and Energy Line)
    (r"(?i)\b(Choose (?:up to )?\d+) of your (other )?characters? (?:in|on) (?:the |your )?(?:field|area)\b",
     r"\1 \2character on your area"),
    (r"(?i)\bon your area (?:on|in) (?:the |your )?(?:area|field)\b", "on your area"),
    # "If this character is in rest": it is rested
    (r"(?i)\b(this character is) in rest\b", r"\1 rested"),
    # "set all characters in rested state on your Energy Line to active": the rested ones (a state said after the noun)
    (r"(?i)\b(all|any|\d+|up to \d+) (characters?|Character Cards?|<[^>]+>) (?:in )?(rested|active) state\b", r"\1 \3 \2"),
    # "it gains -5000 during this turn", "it get -1500 during this turn": BP (the only value said with a sign alone)
    (r"(?i)\b(gains?|gets?) ([+-]\d+) (?=(?:during|until|for) )", r"\1 \2 BP "),
    # "If <Gate of Truth> is on your area, ...": If there is a <Gate of Truth> on your area
    (r"(?i)\bIf (<[^<>]+>) is on your (area|Front Line|Energy Line)\b", r"If there is a \1 on your \2"),
    # "You can only use this effect (of <X>) once per turn", "... can only activated once per turn": this effect
    # (of <X>) can only be activated once per turn
    (r"(?i)\bYou can only use this effect( of <[^<>]+>)? once per turn\b", r"This effect\1 can only be activated once per turn"),
    (r"(?i)\bcan only activated\b", "can only be activated"),
    # Limits on when an ability may be activated (family activation_limits): "Can only be activated your generated
    # energy is 6 or more" (the "if" left out); "... during the turn this character was played and if <B>": both, said
    # as one "if"; "if there are total of 3 or more": a total of; "required energy is 4 or higher": 4 or more;
    # "Can only be activated if <A>, move this character ...": the condition ends at the comma before the step's verb;
    # "[Main] Activate only when this card is on your Outside Area.": [When in Outside Area]; "You can only activate
    # this <X>'s effect once per turn": this effect of <X>
    (r"(?i)\b(can only be activated) (?=your (?:generated energy|opponent's|Life)\b|you have )", r"\1 if "),
    # "Until the start of your next turn, increase this character's generated energy by 1": the duration said first
    (r"(?i)\buntil the start of your next turn, increase (this character's generated energy by \d+)(?=\.|$)",
     lambda m: ("I" if re.search(r"(?:^|[.\]:])\s*$", m.string[:m.start()]) else "i") + f"ncrease {m.group(1)} until the start of your next turn"),
    (r"(?i)\b(can only be activated) during the turn this character was played and if ",
     r"\1 if this character was played during this turn and "),
    (r"(?i)\b(if there (?:is|are)) total of (?=\d)", r"\1 a total of "),
    # "If there isn't 20 or more cards on your Outside Area": 19 or less
    (r"(?i)\b(if) there (?:isn't|is not|aren't|are not) ([1-9]\d*) or more (?=cards? )",
     lambda m: f"{m.group(1)} there are {int(m.group(2)) - 1} or less "),
    (r"(?i)\b(this (?:character|card)'s required energy is \d+) or higher\b", r"\1 or more"),
    (r"(?i)\b(can only be activated if [^.,\"]+), (move|draw|choose|set|rest|retire|add|place|play|this character)(?= )",
     lambda m: m.group(1) + ". " + m.group(2)[:1].upper() + m.group(2)[1:]),
    (r"(?i)\bYou can only activate this (<[^<>]+>)'s effect once per turn\b", r"This effect of \1 can only be activated once per turn"),
    # "Choose up to 1 character on your opponent's area. Until the start of your next turn, your opponent cannot move the
    # chosen character and cannot rest it with their card effects": what its player may not do to the character, said of
    # the character ("... cannot move and cannot be rested by your card effects": "your" is its player's); "with their
    # (card) effects" belongs to the verb it follows; "cannot rest it" without it (an attack rests it too) is not read
    (r"(?i)((?:^|(?<=[.\]] ))Choose (?:up to )?\d+ [^.\"]*?(?:on|in) your opponent's (?:area|Front Line|Energy Line)[^.\"]*\. )"
     r"(During this turn|Until the start of your next turn), your opponent cannot ([^.\"]+?)(?=\.|$)", lambda m: _opponent_cannot(m)),
    # Restrictions (family restrictions_three): a restriction put on a chosen character for a time, "Choose 1 ..., it
    # cannot block during this turn" / "... . Until the start of your next turn, the chosen character cannot attack":
    # the chosen character gains "This character cannot <act>." for that time (the quoted restriction is read as any
    # "This character cannot ..." is; "for the turn" / "this turn": during this turn)
    (r"(?i)(?:(?<=, )|(?<=\. )|(?<=\] )|(?<=^))(it|that character|the chosen character|this character) cannot "
     r"(?!be blocked by characters with BP)([^.,\"]+?) (during this turn|for (?:the|this) turn|this turn|until the start of your next turn)(?=\.|$)",
     lambda m: f'{m.group(1)} gains "This character cannot {m.group(2)}." {_said_duration(m.group(3))}'),
    (r"(?i)(?:(?<=, )|(?<=\. )|(?<=\] )|(?<=^))(During this turn|Until the start of your next turn), (it|that character|the "
     r"chosen character|this character) cannot (?!be blocked by characters with BP)([^.,\"]+?)(?=\.|$)",
     lambda m: f'{m.group(2)[:1].upper()}{m.group(2)[1:]} gains "This character cannot {m.group(3)}." '
               f'{_said_duration(m.group(1))}'),
    # the time said inside the quoted restriction a character gains: 'give it "During this turn, this character cannot
    # block"', 'it gains "This character cannot block during this turn."': the gain's time (none said after the quote)
    (r"(?i)\b(gains?|give (?:it|them)) \"During this turn, (this character cannot [^\".]+?)(\.?)\"(?! (?:during|until|for)\b)",
     lambda m: f'{m.group(1)} "{m.group(2)[:1].upper()}{m.group(2)[1:]}." during this turn{_sentence_end(m)}'),
    (r"(?i)\b(gains?|give (?:it|them)) \"(this character cannot [^\".]+?) during this turn(\.?)\"(?! (?:during|until|for)\b)",
     lambda m: f'{m.group(1)} "{m.group(2)}." during this turn{_sentence_end(m)}'),
    # "You cannot attack with characters other than <X>": your characters other than <X> cannot attack (said of the
    # player, as "you gain ..." gives it)
    (r"(?i)\bYou cannot (attack|block) with (characters?\b[^.\"]*?)(?=\.|\"|$)", r"Your \2 cannot \1"),
    # "You can only activate this ability if ...", "You can activate if you used an Event during this turn": the
    # activation condition ("can only be activated if"); "an Event" is an Event Card
    (r"(?i)\bYou can (?:only )?activate(?: this (?:ability|effect))?(?: only)? (?=if |when )", "Can only be activated "),
    (r"(?i)\b(if you used an Event) (?=during this turn\b)", r"\1 Card "),
    # "instead of placing this card in the Outside Area after use, place this card at the bottom of your deck" (an
    # event): where it goes once used, said as an event says "Place this card at the bottom of your deck"
    (r"(?i)\binstead of placing this card (?:in|to|into) (?:the|your) Outside Area(?: after (?:use|using it|it is used|"
     r"it resolves))?, (place this card (?:at|on|to|in) [^.,\"]+)", r"\1"),
    # "if you have no <X> on your area and used an Event Card during this turn": "you" said once for both conditions
    (r"(?i)\b(if you have [^.,\"]+?) and (used|played|raided|paid|placed|drew) (?=[^.,\"]*?\bthis turn\b)", r"\1 and you \2 "),
    # "Choose 1 of your Opponent Front Line Character -2000BP for the turn": the chosen character gets it
    (r"(?i)\b(Choose (?:up to )?\d+ (?:other )?characters? on (?:your|your opponent's) (?:area|Front Line|Energy Line)),? "
     r"([+-]\d+ BP) (?:for the turn|during this turn)(?=\.|$)", r"\1, it gets \2 during this turn"),
    # the same with no verb said of all characters of a line ("All characters on your opponent's Front Line -1000 BP for
    # the turn": they get it) and of "1 of your (other) characters" (choose it, it gets it)
    (r"(?i)\b(All characters on (?:your|your opponent's) (?:Front|Energy) Line) ([+-]\d+ BP) (?:for the turn|during this "
     r"turn)(?=\.|$)", r"\1 get \2 during this turn"),
    (r"(?i)(?:^|(?<=\] ))(\d+) of your (other )?characters? (?:gets? )?([+-]\d+ BP) (?:for the turn|during this turn)(?=\.|$)",
     r"Choose \1 of your \2characters, it gets \3 during this turn"),
    # misprints: "If there area 3 or more ...", "your Ouside Area"
    # BP arithmetic and static gains (issue 13, bpmath): "Choose 1 of your opponent's Front Line character: For each <X>
    # on your area, it gets -1000 BP": the chosen one's change said after a colon (a step of its own on the chosen card);
    # "If this character's have BP 4000 or more" (this character has); "When this character's BP is 4000 or more:
    # [Impact 1]" (while it is: the keywords it gains, as "If ..., this character gains [Impact 1]" says); "If ...,
    # +500 BP" / "For each ..., +500 BP" with no subject (this character gets it, as "this card +500 BP" says)
    (r"(?i)\b(Choose (?:up to )?\d+ (?!of the following)[^:.\"\u2022]*?characters?\b[^:.\"\u2022]*?): (?=(?:For (?:each|every)|it|they) )",
     r"\1. "),
    (r"(?i)\bthis character's have BP\b", "this character has BP"),
    (r"(?i)\bWhen this character(?:'s)? BP is (\d+) or (more|less) ?: ?((?:\[[^\]\[]+\])(?:(?:,|,? and) \[[^\]\[]+\])*)(?=\.|$)",
     r"If this character's BP is \1 or \2, this character gains \3"),
    (r"(?i)(\b(?:If|For (?:each|every)) [^,.\"]+), ([+-]\d+ BP)(?=\.|$)", r"\1, this character gets \2"),
    # "with BP equal to or less than 1 of your other characters": than one of them, the one you name (the highest BP
    # among them, as "... than the highest BP among other characters on your area" says)
    (r"(?i)\bwith BP (equal (?:to )?or less|less) than (?:that of |the BP of )?1 of your (other )?characters?\b",
     r"with BP \1 than the highest BP among \2characters on your area"),
    # "You may retire 1 other character on your area. If you did, choose up to 1 ... with BP equal or less than that
    # character": the BP of the character that step retired (as it was retired: "the total BP of the characters
    # retired by this effect")
    (r"(?i)(\bretire (?:up to )?1 (?:other )?(?:character|<[^<>]+>|\[Trait: [^\]]+\])[^.\"]*\. If you (?:do|did), [^.\"]*?with BP "
     r"(?:equal (?:to )?or less|less than or equal to)(?: than| to)?) that character\b(?!')",
     r"\1 the total BP of the characters retired by this effect"),
    # "All characters on your area get +1000 BP during this turn. ... If you did, all characters on your area also get
    # +500 BP for each ...": "also" adds to the change said before, for as long (its "during this turn" when it says no
    # time of its own); "place any number of cards in your hand to the Outside Area": from your hand
    (r"(?i)\balso (gets?|gains?) ([+-]\d+ BP(?: for (?:each|every) [^.\"]+?)?)(?=\.|$)",
     lambda m: _also_as_long(m)),
    (r"(?i)\b(place|put) ((?:up to )?(?:any number of|\d+) cards?) in your hand (?=(?:to|into) the Outside Area\b)",
     r"\1 \2 from your hand "),
    # "gains BP equal to 500 multiplied by the number of <X> on your area": +500 BP for each of them
    (r"(?i)\b(gains?|gets?) BP equal to (\d+) (?:multiplied by|times|x|×) the (?:total )?number of ", r"\1 +\2 BP for each "),
    # 'and "retire" it. If ..., this is replaced with "Place it in the Remove Area"': the quotes mark the verb replaced;
    # "this is replaced with" is "it's ... instead"
    (r'(?i)\band "(retire|rest)" (it|them)\b', r"and \1 \2"),
    (r'(?i)\b(?:this|that) (?:is|will be) replaced (?:with|by) ("[^"]+")', r"it's \1 instead"),
    # "If you have 3 or more characters with <A>, <B> or <C> this character gains [Impact 1]": characters that are any of
    # them on your area (what you have), the condition ending before the step
    (r"(?i)\bIf you have (\d+ or more) characters with ((?:<[^<>]+>|\[Trait: [^\]]+\])(?:(?:,|,? or|,? and) (?:<[^<>]+>|"
     r"\[Trait: [^\]]+\]))*),? (?!on |in |and |or )", r"If you have \1 \2 characters on your area, "),
    # "Character that BP is equal or less than ...": with BP equal or less than
    (r"(?i)\b(characters?((?: on your opponent's (?:Front Line|Energy Line|area))?)) (?:that|whose) BP is (equal (?:to )?or less|less) "
     r"than\b", r"\1 with BP \3 than"),
    (r"(?i)\bIf there area (?=\d)", "If there are "),
    (r"(?i)\bthere is are (?=\(|<|\d|an? )", "there are "),  # "If there is are (<A> or <B>) and <C> on your area"
    # "If you have 3 Card or above with <Trait: X> in your field": 3 or more such cards on your area
    (r"(?i)\bIf you have (\d+) Cards? or (?:more|above) with (<[^<>]+>|\[Trait: ?[^\]]+\]) (?:in|on) your (?:area|field),",
     r"If there are \1 or more \2 cards on your area,"),
    # "Choose 1 BP 3000 or Lower character in the opponent Frontline": the BP said before the noun
    (r"(?i)\b(Choose (?:up to )?\d+) BP ?(\d+) or (less|lower|more|higher) (characters?) (?:in|on) (?:the |your )?opponent(?:'s)? "
     r"Front ?Line\b", lambda m: f"{m.group(1)} {m.group(4)} on your opponent's Front Line with BP {m.group(2)} or "
     f"{'less' if m.group(3).lower() in ('less', 'lower') else 'more'}"),
    # "If you control <A> or <B>": you have them on your area
    (r"(?i)\bIf you control ((?:<[^<>]+>)(?:(?:,| or| and) <[^<>]+>)*),", r"If you have \1 on your area,"),
    # "a character on your area that requires 5 or more energy": with required energy of 5 or more
    (r"(?i)\b(an?|\d+(?: or more)?) (character|card)s? on your (area|Front Line|Energy Line) that requires? (\d+) or "
     r"(more|less) energy\b", r"\1 \2 with required energy of \4 or \5 on your \3"),
    (r"(?i)\bOuside Area\b", "Outside Area"),
    (r"(?i)\bbased ona (?=the\b)", "based on "),  # "... gains all the following effects based ona the number of ..."
    # "You may rest an active <X> on your Front Line": 1 (as "Choose a ..." is "Choose 1 ...")
    (r"(?i)\b(You may (?:rest|retire)) an? (?=(?:active |rested )?(?:<|\[Trait|character|card)\b)", r"\1 1 "),
    # "place a <X> or 1 card with required energy of 1 or less from your hand to the Outside Area": one card (the
    # article is the count of the whole target, as "Choose a ..." is "Choose 1 ...")
    (r"(?i)\b(place|put) an? (?=(?:<|\[Trait)[^.]*? from your hand to the Outside Area\b)", r"\1 1 "),
    # "If you added a card other than card with "X" in its card name to your hand": a card without "X" in its name
    (r'(?i)\bother than (?:an? )?cards? with ("[^"]+") in its (?:card )?name\b', r"without \1 in its name"),
    # "Return 1 ... to hand": to the hand (its owner's); "Add 1 card among them to hand": to your hand
    (r"(?i)\b(return(?:s|ed)?\b[^.]*?) to hand\b", r"\1 to the hand"),
    (r"(?i)\b(add\b(?![^.]*\bopponent)[^.]*?) to hand\b", r"\1 to your hand"),
    # "retire one <X>", "play up to two red <X>": numbers in words before a name, trait or colour
    (r"(?i)\b(one|two|three|four|five)\b(?= (?:<|\[Trait|(?:red|blue|green|yellow|purple) ))",
     lambda m: _WORD_NUMBERS[m.group(1).lower()]),
    (r"(?i),? in active (?:position|status)\b", " in active"),
    (r"(?i),? in rest(?:ed)? position\b", " rested"),
    # Playing cards from a zone, said in other orders (family play): "Play 1 character from your hand rested with 2 or
    # less required energy and 1 AP consumption" (the limits after the state): the limits before the zone; "from your
    # hand rested" / "from Outside Area in rest position" (no destination): to your area (seed 000 Play Character
    # cards: a character is played onto the area); "Play character with ..." / "play up to green Character Card":
    # one card; "Character Card that you fulfil the energy requirement with AP 1": with fulfilled required energy and
    # an AP cost of 1
    (r"(?i)\b(play (?:up to )?\d+ [^.]*?) (from your (?:hand|Outside Area)) (rested|in active) (with [^.]+?)(?= *(?:\.|$))",
     r"\1 \4 \2 \3"),
    (r"(?i)\b(play [^.]*? from your (?:hand|Outside Area|hand or (?:your )?Outside Area)) (rested|in active)"
     r"(?=(?: or raid (?:it|them))? *(?:\.|$))", r"\1 to your area \2"),
    (r"(?i)\b(play) (?=(?:characters?|Character Cards?) with\b)", r"\1 1 "),
    (r"(?i)\b(play|raid) up to (?=(?:red|blue|green|yellow|purple) (?:Character|card|<|\[Trait)|<|\[Trait)", r"\1 up to 1 "),
    (r"(?i)\bthat (?:you )?fulfi(?:l|ll|lls) the (?:energy requirements?|required energy) with (?:an )?AP (?:cost of )?(\d+)\b",
     r"with fulfilled required energy and AP cost of \1"),
    # "play 1 green character with 2 or less and 1 AP to field rested": the number before "or less" is the required
    # energy (said next to the AP cost, as in "2 or less energy and 1 AP"); "to field": to your area
    (r"(?i)\b(play [^.]*?)\bwith (\d+) or (less|more) and (\d+) AP\b", r"\1with required energy of \2 or \3 and AP cost of \4"),
    (r"(?i)\b(play [^.]*?) to (?:the )?field\b", r"\1 to your area"),
    # "play up to one red Andy with 2 or less energy required": a card name said without its brackets, one capitalised
    # word after a colour and before the limits (never a card noun): "<Andy>"
    (r"\b((?i:play) (?:up to )?\d+ (?i:red|blue|green|yellow|purple) )(?!(?:Characters?|Cards?|Events?|Fields?)\b)([A-Z][a-z]+)"
     r"(?= with\b)", r"\1<\2>"),
    # "When you raid this card, if there are 3 or more cards in your Remove Area, reduce the required energy of this
    # card by 2": the condition first, as the other conditioned reductions are said
    (r"(?i)^When you raid (this card(?: from your hand)?), (if [^,.]+), (reduce (?:the|its|this card's) (?:required energy|"
     r"energy requirement)\b)", lambda m: f"{m.group(2)[:1].upper()}{m.group(2)[1:]}, when you raid {m.group(1)}, {m.group(3)}"),
]
_NORMALISE = [(re.compile(pattern), repl) for pattern, repl in _NORMALISE]


def _also_as_long(m) -> str:
    """"... also gets +500 BP (for each ...)" after "+1000 BP during this turn" in the same text: "gets +500 BP ...
    during this turn" (as long as the change it adds to); with no such change before, as it was said."""
    if not re.search(r"[+-]\d+ BP during this turn\b", m.string[:m.start()]):
        return m.group(0)
    timed = re.search(r"\b(?:during|until|for the turn)\b", m.group(2))
    return f"{m.group(1)} {m.group(2)}" + ("" if timed else " during this turn")


def _sentence_end(m) -> str:
    """The full stop a quote ending its sentence held ('... during this turn." If ...'): kept after what replaced it."""
    return "." if m.group(3) and re.match(r" [A-Z]", m.string[m.end():m.end() + 2]) else ""


_OPPONENT_CANNOT_PART = re.compile(r"^(?P<verb>move|rest|return|retire) (?:the chosen characters?|that character|it|them)"
                                   r"(?P<hand> to their hand)?(?P<effects> (?:with|by) their (?:card )?effects?)?$", re.I)
_PARTICIPLES = {"move": "moved", "rest": "rested", "return": "returned to the hand", "retire": "retired"}


def _opponent_cannot(m) -> str:
    said = []
    for part in re.split(r",? and cannot ", m.group(3)):
        p = _OPPONENT_CANNOT_PART.match(part)
        if p is None or (p.group("verb").lower() == "return") != bool(p.group("hand")) or \
                not p.group("effects") and p.group("verb").lower() != "move":
            return m.group(0)
        said.append(f"be {_PARTICIPLES[p.group('verb').lower()]} by your card effects" if p.group("effects") else "move")
    return f"{m.group(1)}{m.group(2)}, the chosen character cannot {' and cannot '.join(said)}"


def _said_duration(words: str) -> str:
    """A restriction's time as a gained ability's ("for the turn", "this turn": during this turn)."""
    return "until the start of your next turn" if words.lower().startswith("until") else "during this turn"
# whose effects "cannot be chosen by your opponent's <X> effects" names (normalise spells each one so; the runtime's
# PROTECTED_FROM says which effects each covers)
_CHOSEN_BY = r"character-effect-or-trigger|character-event-or-trigger|character or event|card|character|trigger|event"


def normalise(text: str) -> str:
    for pattern, repl in _NORMALISE:
        text = pattern.sub(repl, text)
    return text.strip()


# --- target phrases --------------------------------------------------------------------------
_ONE_NAME = r"(?:<[^>]+>|\[Trait: [^\]]+\])(?: cards?(?= or))?"
_NAMES = _ONE_NAME + r"(?:(?:,| or| and|, or|, and) (?:an? )?" + _ONE_NAME + r")*"
_QUALIFIERS = re.compile(
    r"^(?:(?P<up>up to )?(?P<n>\d+) (?:of each )?|(?P<all>all )|(?P<any>any number of ))?(?:of your )?(?P<other>other )?"
    r"(?:(?P<state>active|rested) )?(?:(?P<color>(?:red|blue|green|yellow|purple)(?: or (?:red|blue|green|yellow|purple))*) )?"
    r"(?P<names>" + _NAMES + r")? ?"
    # "<Trait: X> Yellow Character Card", "<A> or <B> [yellow] Character": the colour said after the names (only before a
    # card noun)
    r"(?:(?<=[>\]] )\[?(?P<color_after>red|blue|green|yellow|purple)\]? (?=(?:Character|Event|Field|card)))?"
    # ("Place 2 Event from your Outside Area": Event Cards, as "Fields" are Field Cards)
    r"(?:(?P<noun>Character Cards?|Event Cards?|Field Cards?|Fields?|Events?(?= from |$)|characters?|cards?)\b)?", re.IGNORECASE)
_WHERE = re.compile(
    r"^,? ?(?:(?:on|in|from) (?P<whose>your opponent's|your|each player's|either player's|any player's) "
    r"(?P<zone>Front Line|Energy Line|area|hand|Outside Area|Remove Area))?", re.IGNORECASE)
_TRIGGER_NAME = r"(?:Special|Final|Draw|Get|Color|Active)"
_NOT_TRIGGER = rf"^,?\s*(?:and )?without (?:an? )?[\[(]?{_TRIGGER_NAME}[\])]?(?: Trigger)?(?:,? (?:or|nor) [\[(]?{_TRIGGER_NAME}[\])]?(?: Trigger)?)*"
# "by the effect of a <Trait: X> card", "by a <Trait: X> card effect", "by your <X>": the card whose effect chose it
_CHOSEN_THIS_TURN_BY = (r"chosen by (?:(?:the |an )?effects? of (?:an? |your )?(?P<of>[^,.]+?)|(?:an? |your )(?P<kind>[^,.]+?) "
                        r"(?:card )?effects?|(?:an? |your )(?P<card><[^>]+>|\[Trait: [^\]]+\])(?: card)?) (?:during )?this turn")
_RESTED_BY_YOU = (r"(?:was |has |has been )?(?:changed|switched) from active to rest(?:ed)? by your (?:card )?effects? "
                   r"(?:during )?this turn")
_BP_COUNT = r"^,?\s*with (?:a )?BP (?:equal (?:to )?or less|less than or equal to|(?P<less>less|lower))(?: than| to)? (?:the )?(?:total )?number (?:of )?"
def _bp_or(m, target) -> bool:
    """"... with BP 2500 or less or with <Trait: X>": after a BP limit, the card that matches the names instead."""
    if "bp_or" in target or not {"bp_max", "bp_min"} & set(target):
        return False
    names = re.findall(r"<([^>]+)>", m.group(1))
    traits = re.findall(r"\[Trait: ([^\]]+)\]", m.group(1))
    target["bp_or"] = {"name": "|".join(names)} if names and not traits else \
        {"trait": "|".join(traits)} if traits and not names else {"name": "|".join(names), "trait": "|".join(traits),
                                                                  "name_or_trait": True}
    return True


def _bp_or_range(m, target) -> bool:
    """"... with BP 2500 or less or BP 4500 or higher": a card past the other end of the scale is picked too (bp_or)."""
    key = "bp_min" if m.group(2).lower() in ("higher", "more") else "bp_max"
    if "bp_or" in target or set(target) & {"bp_max", "bp_min"} != {"bp_max" if key == "bp_min" else "bp_min"}:
        return False
    target["bp_or"] = {key: int(m.group(1))}
    return True


_WITH = [
    # "with BP 2500 or less or with <Trait: X>" (after the limit)
    (re.compile(r"^ or with (?:an? )?((?:<[^>]+>|\[Trait: [^\]]+\])(?: or (?:<[^>]+>|\[Trait: [^\]]+\]))*)", re.I), _bp_or),
    # "with BP 2500 or less or BP 4500 or higher": the other end of the BP scale too (after a limit the other way)
    (re.compile(r"^ or (?:with )?(?:a )?BP (?:of )?(\d+) or (higher|more|less|lower)(?=[ ,.]|$)", re.I), lambda m, t: _bp_or_range(m, t)),
    # ("... with different names and BP of 4000 or less": a second limit joined by "and", as required energy's)
    (re.compile(r"^,?\s*(?:with|that has|and(?: with)?) (?:an? )?[\[\"]?BP (?:of )?(\d+) or (less|more)[\]\"]?", re.I),
     lambda m, t: t.update({"bp_max" if m.group(2).lower() == "less" else "bp_min": int(m.group(1))})),
    # ("Character Cards that have a required energy of 1 or less": the same limit)
    (re.compile(r"^,?\s*(?:with|and|that ha(?:s|ve)) (?:a |an )?(?:required energy|energy cost) (?:of )?(\d+) or (less|more)", re.I),
     lambda m, t: t.update({"energy_max" if m.group(2).lower() == "less" else "energy_min": int(m.group(1))})),
    (re.compile(r"^,?\s*with (?:a )?BP (?:of )?(\d+)(?= |$)", re.I), lambda m, t: t.update({"bp_max": int(m.group(1)), "bp_min": int(m.group(1))})),
    (re.compile(r"^,?\s*(?:and )?without (?:a |an )?(?:\[Trigger\]|<Trigger>|Trigger)", re.I), lambda m, t: t.update({"no_trigger": True})),
    # "a card with [Trigger]": any Trigger printed (a named one, "with [Draw]", below)
    (re.compile(r"^,?\s*with (?:an? )?(?:\[Trigger\]|<Trigger>)", re.I), lambda m, t: t.update({"has_trigger": True})),
    # "without a trait" / "without [Special] nor [Final]" (the triggers it must not have)
    (re.compile(r"^,?\s*(?:and )?(?:without (?:a |any )?|no )traits?\b", re.I), lambda m, t: t.update({"no_trait": True})),
    # "a card with [Draw] (trigger)": that Trigger printed ("with [Raid]" is the Raid keyword, above)
    # (said "with (Special) Trigger" too, as "without (Draw) Trigger" is: _NOT_TRIGGER)
    (re.compile(rf"^,?\s*with (?:an? )?(?:\[({_TRIGGER_NAME})\](?: Trigger)?|\(({_TRIGGER_NAME})\) Trigger)", re.I),
     lambda m, t: t.update({"trigger": (m.group(1) or m.group(2)).lower()})),
    (re.compile(_NOT_TRIGGER, re.I), lambda m, t: t.update({"not_trigger": "|".join(
        name.lower() for name in re.findall(_TRIGGER_NAME, m.group(0), re.I))})),
    (re.compile(r"^,?\s*with (\d+) or (less|more) required energy", re.I),
     lambda m, t: t.update({"energy_max" if m.group(2).lower() == "less" else "energy_min": int(m.group(1))})),
    # "and AP cost of 1" / "with AP 2": exactly that AP cost; "AP cost of 1 or less" / "or more": a limit
    (re.compile(r"^,?\s*(?:and |with )(?:an |a )?AP (?:cost (?:of )?)?(\d+)( or (?:less|more))?(?= |,|\.|$)", re.I),
     lambda m, t: t.update({"ap_max" if "less" in m.group(2).lower() else "ap_min": int(m.group(1))} if m.group(2) else
                           {"ap_max": int(m.group(1)), "ap_min": int(m.group(1))})),
    # "and cost 1 AP" / "and 1 AP consumption": exactly that AP cost (said with the number before "AP")
    (re.compile(r"^,?\s*(?:and |with )(?:an? )?(?:cost (?:of )?(\d+) AP|(\d+) AP (?:cost|consumption))(?= |,|\.|$)", re.I),
     lambda m, t: t.update({"ap_max": int(m.group(1) or m.group(2)), "ap_min": int(m.group(1) or m.group(2))})),
    (re.compile(r"^,?\s*with (?:a )?cost (?:of )?(\d+) or less", re.I), lambda m, t: t.update({"energy_max": int(m.group(1))})),
    (re.compile(r"^,?\s*with (?:a )?generated energy (?:of )?(\d+) or less", re.I), lambda m, t: t.update({"generated_max": int(m.group(1))})),
    (re.compile(r"^,?\s*and (?:a )?required energy (?:of )?(\d+) or less", re.I), lambda m, t: t.update({"energy_max": int(m.group(1))})),
    (re.compile(r"^,?\s*without (?:a )?\[Trait: ([^\]]+)\]", re.I), lambda m, t: t.update({"not_trait": m.group(1)})),
    (re.compile(r"^,?\s*without \[?Raid\]?", re.I), lambda m, t: t.update({"no_raid": True})),
    # "Place any number of ..., choose up to 1 ... with BP equal to that amount X1000": BP exactly 1000 for each card the
    # step before placed (a range 0-0 raised at both ends: bp_max_plus, bp_min_plus; compiler: said after a placing)
    (re.compile(r"^,?\s*with BP equal to that amount ?[x×] ?(\d+)(?=[ ,.]|$)", re.I),
     lambda m, t: t.update({"bp_min": 0, "bp_max": 0, "bp_max_plus": int(m.group(1)), "bp_min_plus": int(m.group(1)),
                            "bp_max_plus_placed": {}})),
    # "Choose up to 2 characters ... with a total of BP 6000 or less": the chosen characters' BP added together
    (re.compile(r"^,?\s*with a (?:total|combined) (?:of )?BP (?:of )?(\d+) or less", re.I), lambda m, t: t.update({"bp_total_max": int(m.group(1))})),
    # "Choose any number of active <X> on your Front Line so that the total (number of) BP is 4000 or higher and rest
    # them": a pick whose BP added together reaches that; none when no pick does (bp_total_min)
    (re.compile(r"^,?\s*(?:so that|such that) (?:the|a) (?:total|combined) (?:number of |of )?BP (?:of (?:them |those cards )?)?"
                r"(?:is |becomes )?(?:of )?(\d+) or (?:higher|more|greater)", re.I),
     lambda m, t: t.update({"bp_total_min": int(m.group(1))})),
    # "with 1500 or more BP" (the number before "BP"), "with BP 4000~5000" (a range, both ends included)
    (re.compile(r"^,?\s*with (\d+) or (less|more) BP\b", re.I),
     lambda m, t: t.update({"bp_max" if m.group(2).lower() == "less" else "bp_min": int(m.group(1))})),
    (re.compile(r"^,?\s*with (?:a )?BP (?:of )?(\d+) ?[~〜] ?(\d+)(?= |,|$)", re.I),
     lambda m, t: t.update({"bp_min": int(m.group(1)), "bp_max": int(m.group(2))}) if int(m.group(1)) <= int(m.group(2)) else False),
    # "with an original BP of 2500" (exactly, as printed); "with an original AP cost of 2 or more" (AP cost is only
    # ever the printed one on the area: nothing changes it there)
    (re.compile(r"^,?\s*with (?:an |a )?original BP (?:of )?(\d+)(?! or)(?= |,|$)", re.I),
     lambda m, t: t.update({"bp_max": int(m.group(1)), "bp_min": int(m.group(1)), "original_bp": True})),
    (re.compile(r"^,?\s*with (?:an |a )?original AP cost (?:of )?(\d+)( or (?:less|more))?(?= |,|$)", re.I),
     lambda m, t: t.update({"ap_max" if "less" in (m.group(2) or "") else "ap_min": int(m.group(1))} if m.group(2) else
                           {"ap_max": int(m.group(1)), "ap_min": int(m.group(1))})),
    (re.compile(r"^,?\s*with (?:an |a )?original BP (?:of )?(\d+) or (less|more)", re.I),
     lambda m, t: t.update({"bp_max" if m.group(2).lower() == "less" else "bp_min": int(m.group(1)), "original_bp": True})),
    (re.compile(r"^,?\s*with (?:a )?required energy (?:of )?(\d+)(?! or)", re.I),
     lambda m, t: t.update({"energy_max": int(m.group(1)), "energy_min": int(m.group(1))})),
    (re.compile(r"^,?\s*(?:with|that has) \[(Impact|Damage|Double Attack|Double Block|Snipe|Step|Impact Negate|Raid)[^\]]*\]", re.I),
     lambda m, t: t.update({"keyword": m.group(1).lower().replace(" ", "-")})),
    # "a character with an [Main]", "with a [When Attacking] effect": one with an effect of that timing printed
    (re.compile(r"^,?\s*(?:with|that has) (?:an? )?\[(Main|When Attacking|When Blocking|On Play|On Retire)\](?: effects?)?(?=[ ,.]|$)",
                re.I), lambda m, t: t.update({"has_timing": m.group(1).lower().replace(" ", "-")})),
    (re.compile(r"^,?\s*with \[?BP (\d+)\]?(?= |$)", re.I), lambda m, t: t.update({"bp_max": int(m.group(1)), "bp_min": int(m.group(1))})),
    # "with "A", "B" or "C" in its name", "with <A> included in its name": any of the words in the card's name
    (re.compile(r"^,?\s*(?:with|that includes|and(?: with)?) (?P<words>(?:\"[^\"]+\"|<[^>]+>)(?:(?:,|,? or) (?:\"[^\"]+\"|<[^>]+>))*) "
                r"(?:included )?in (?:its|their) (?:card )?names?", re.I),
     lambda m, t: t.update({"name_has": "|".join(a or b for a, b in re.findall(r"\"([^\"]+)\"|<([^>]+)>", m.group("words")))})),
    (re.compile(r"^,?\s*(?:with (?:the |its )?fulfilled (?:required energy|energy requirements?)|that (?:fulfills|meets) (?:the |its )"
                r"(?:required energy|energy requirements?))", re.I), lambda m, t: t.update({"energy_met": True})),
    # "with a different name from the retired (chosen) character": not the name of a card the step before took
    (re.compile(r"^,?\s*with (?:a )?different (?:card )?name (?:from|than) the (?:retired|chosen|rested|returned) "
                r"(?:character|card)(?:'s(?: name)?)?", re.I), lambda m, t: t.update({"not_name_of_chosen": True})),
    # "8 or more characters with different card names that include "Rider"": the words in each name, the names different
    (re.compile(r"^,?\s*with different (?:card )?names (?:that|which) includes? (?P<words>(?:\"[^\"]+\"|<[^>]+>)(?:(?:,|,? or) "
                r"(?:\"[^\"]+\"|<[^>]+>))*)", re.I),
     lambda m, t: t.update({"different_names": True, "name_has": "|".join(
         a or b for a, b in re.findall(r"\"([^\"]+)\"|<([^>]+)>", m.group("words")))})),
    (re.compile(r"^,?\s*with different (?:card )?names", re.I), lambda m, t: t.update({"different_names": True})),
    # "3 or more other characters with different Traits": as many as can be picked with no Trait shared between two
    (re.compile(r"^,?\s*with different traits", re.I), lambda m, t: t.update({"different_traits": True})),
    # "4 or more characters with "W" in their name and different required energy cost": as many required energies as
    # they have between them (not "a different required energy from <the card ...>": one card's, not read)
    (re.compile(r"^,?\s*(?:with|and)(?: with)? different required energy(?: costs?)?(?! from)\b", re.I),
     lambda m, t: t.update({"different_energy": True})),
    # "Place 3 cards with the same required energy from your hand to the Outside Area": the cards picked all share one
    # required energy (a pick's: the step places none when no such group is in the hand)
    (re.compile(r"^,?\s*with the same required energy(?! as)\b", re.I), lambda m, t: t.update({"same_energy": True})),
    # "a <Trait: X> card without "Y" in its name": none of the words in its name
    (re.compile(r"^,?\s*without (?P<words>(?:\"[^\"]+\"|<[^>]+>)(?:(?:,|,? or) (?:\"[^\"]+\"|<[^>]+>))*) (?:included )?in "
                r"(?:its|their) (?:card )?names?", re.I),
     lambda m, t: t.update({"not_name_has": "|".join(a or b for a, b in re.findall(r"\"([^\"]+)\"|<([^>]+)>", m.group("words")))})),
    (re.compile(r"^,?\s*other than (?:an? )?<([^>]+)>", re.I), lambda m, t: t.update({"not_name": m.group(1)})),
    (re.compile(r"^,?\s*other than the attacking character", re.I), lambda m, t: t.update({"not_attacking": True})),
    # "choose up to 1 character with BP 3000 or less that blocked this character": the opponent's character that
    # blocked this one's attack (read at the end of that attack)
    (re.compile(r"^,?\s*that blocked this character", re.I), lambda m, t: t.update({"blocker": True, "side": t.get("side", "opponents")})),
    (re.compile(r"^,?\s*(?:that is )?in Raid State", re.I), lambda m, t: t.update({"raided": True})),
    # "that's not in raid state": no raid source under it (seed 000 Raid Boost)
    (re.compile(r"^,?\s*(?:that is|that's|which is) not in Raid State", re.I), lambda m, t: t.update({"raided": False})),
    (re.compile(r"^,?\s*(?:that is|which is|that are) (rested|active)", re.I), lambda m, t: t.update({"state": m.group(1).lower()})),
    # "that changed from active to rest by your effect during this turn" (seed 000, Active Mode and Rest Mode): an effect
    # of yours rested it this turn; without "by your effect", however it was rested (an attack, a block, a cost, an
    # effect: rested_this_turn)
    (re.compile(rf"^,?\s*(?:that|which) {_RESTED_BY_YOU}", re.I), lambda m, t: t.update({"rested_by_you": True})),
    (re.compile(r"^,?\s*(?:that|which) (?:was |has )?(?:changed|switched) from active to rest(?:ed)? (?:during )?this turn",
                re.I), lambda m, t: t.update({"rested_this_turn": True})),
    # "that came into play this turn", "that was played during this turn" (seed 000: a card played or raided onto the
    # area this turn); "that has moved during this turn": moved to the other line this turn, in the Move Phase or by an
    # effect (Unit.noted)
    (re.compile(r"^,?\s*(?:that|which) (?:came into play|entered (?:play|the field|your area)|(?:was|has been) played(?: (?:on|onto|to) (?:the|your|your "
                r"opponent's) (?:area|field))?) (?:during )?this turn(?!'s)", re.I), lambda m, t: t.update({"played_this_turn": True})),
    (re.compile(r"^,?\s*(?:that|which) (?:has )?moved (?:during )?this turn(?!'s)", re.I),
     lambda m, t: t.update({"moved_this_turn": True})),
    # "that attacked during this turn": a character of the turn player's that attacked this turn (Unit.attacks)
    (re.compile(r"^,?\s*(?:that|which) (?:has )?attacked (?:during )?this turn(?!'s)", re.I),
     lambda m, t: t.update({"attacked_this_turn": True})),
    # "that was chosen by a <Trait: X> (card effect) during this turn": an effect of such a card chose it this turn
    (re.compile(rf"^,?\s*(?:that|which) (?:was|has been) {_CHOSEN_THIS_TURN_BY}", re.I), lambda m, t: _chosen_by(m, t)),
    (re.compile(r"^,?\s*(?:with|that has|that have) (?:a )?(\[Trait: [^\]]+\])", re.I), lambda m, t: t.update({"trait": m.group(1)[8:-1]})),
    (re.compile(r"^,?\s*(?:with no|without an?|and has no) face[- ]?down cards? (?:under|below) (?:it|them)", re.I),
     lambda m, t: t.update({"no_face_down": True})),
    # "with BP lower (higher) than its original BP": its BP now against its printed BP
    (re.compile(r"^,?\s*with (?:a )?BP (lower|less|higher|more) than (?:its|it's|their) original BP", re.I),
     lambda m, t: t.update({"bp_vs_original": "lower" if m.group(1).lower() in ("lower", "less") else "higher"})),
    # a BP limit of this character's BP as it resolves: "with BP equal or less than this character" (bp_max_this 0),
    # "with BP lower than this character's" (strictly lower: bp_max_this -1, BP being whole numbers)
    (re.compile(r"^,?\s*with (?:a )?(?:BP (?:(?P<eq>equal (?:to )?or less(?: than)?|less than or equal to)|(?:less|lower) than)|"
                r"(?:less|lower) BP than) this (?:character|card)(?:'s(?: BP)?)?(?=[ ,.]|$)", re.I),
     lambda m, t: t.update({"bp_max_this": 0 if m.group("eq") else -1})),
    # a BP limit of your highest BP as it resolves: "with BP less than or equal to the BP of your character with the
    # highest BP" (bp_max_highest 0), "with BP lower than the highest BP of other characters on your area" (-1, others)
    (re.compile(r"^,?\s*with (?:a )?BP (?:(?P<eq>equal (?:to )?or less(?: than)?|less than or equal to)|(?:less|lower) than) "
                r"(?:the BP of your character with the highest BP|the highest BP (?:of|among) (?P<other>other )?"
                r"(?:your )?characters on your area)(?=[ ,.]|$)", re.I),
     lambda m, t: t.update({"bp_max_highest": 0 if m.group("eq") else -1, **({"bp_max_highest_other": True}
                                                                             if m.group("other") else {})})),
    (re.compile(r"^,?\s*(?:with|that has) an? face[- ]?down cards? (?:under (?:it|them)|below(?: (?:it|them))?)", re.I),
     lambda m, t: t.update({"face_down": True})),
    # a BP limit computed from a count, "with BP equal or less than the number of <X> cards on your
    # area x1000" / "with a BP equal to or less than 1000 x the total number of <X> in your area"
    # "with BP equal or less than the number of cards you have drawn during this turn x1000": the cards this player drew
    # this turn (bp_max_drawn: the multiplier), counted as the action resolves
    (re.compile(_BP_COUNT + r"cards you (?:have )?drawn (?:during )?this turn,? ?[x×] ?(?P<per>\d+)(?=[ ,.]|$)", re.I),
     lambda m, t: False if m.group("less") else t.update({"bp_max_drawn": int(m.group("per"))})),
    (re.compile(_BP_COUNT + r"(?P<counted>.+?),? ?[x×] ?(?P<per>\d+)(?=[ ,.]|$)", re.I), lambda m, t: _bp_max_count(m, t)),
    # "with BP equal or less than the total BP of the cards placed to the Remove Area by this effect": the BP of the
    # cards a step before handled, added up as the action resolves (bp_max_handled: the verb, a filter; the compiler
    # keeps it only right after such a step)
    (re.compile(r"^,?\s*with (?:a )?BP (?:equal (?:to )?or less|less than or equal to)(?: than| to)? (?P<what>the total BP of "
                r"[^,.]+? by this effect)(?=[ ,.]|$)", re.I), lambda m, t: _bp_max_handled(m, t)),
    (re.compile(_BP_COUNT.replace("(?:the )", r"(?P<per>\d+) ?[x×] (?:the )") + r"(?P<counted>.+? (?:on|in) (?:your|your opponent's) "
                r"(?:area|Front Line|Energy Line|Outside Area|Remove Area|hand))(?=[ ,.]|$)", re.I), lambda m, t: _bp_max_count(m, t)),
]


def _limits_read(rest: str, target: dict, most: int) -> str:
    """Read up to `most` of the limits after a target's noun ("with BP 3000 or less", "without a trait", ...) into
    `target`; returns what follows them. Two limits may be joined by "and" ("without a trait and with an original BP of
    3500 or less", "with BP 3000 or less and with required energy of 2 or less"): the card has both."""
    read = 0
    for _ in range(most):
        joined = re.match(r"^,? and (?=with(?:out)? )", rest)
        # after a first limit, the next one may leave out its "with": "with BP 4000 or less and [Raid]", "with required
        # energy of 3 or less and [Trait: X]", "with [Raid] with different names and BP of 4000 or less"
        listed = re.match(r"^(?:,|,? and) (?!with(?:out)? |and |or )(?=\S)", rest) if read else None
        tries = [(rest, 0)] + ([(rest[joined.end():], joined.end())] if joined else []) + \
            ([("with " + rest[listed.end():], listed.end() - 5)] if listed else [])
        for said, start in tries:
            for pattern, apply in _WITH:
                m = pattern.match(said)
                if m and apply(m, target) is not False:
                    rest = rest[start + m.end():]
                    read += 1
                    break
            else:
                continue
            break
        else:
            break
    return rest


def _chosen_by(m, target: dict):
    chooser = placer_filter(m.group("of") or m.group("kind") or m.group("card"))
    if not chooser:
        return False
    target["chosen_by"] = chooser
    return None


def _bp_max_handled(m, target: dict):
    condition = handled_measure(m.group("what"))
    if condition is None or condition["measure"] != "bp":
        return False
    target["bp_max_handled"] = {k: v for k, v in condition.items() if k in ("verb", "filter")}
    return True


def _bp_max_count(m, target: dict):
    """"with BP equal or less than the number of <X> cards on your area x1000": the limit is that count times 1000,
    as it resolves (bp_max_count: the counted cards, a target without a number; bp_max_per: the multiplier)."""
    words, piles = m.group("counted"), {}
    # "the number of your other characters": the other characters on your area
    words = re.sub(r"^your ((?:other )?)(characters?|cards?)$", r"\1\2 on your area", words, flags=re.I)
    # "the total number of <X> on your Front Line and face-down cards under characters on your Front Line x1000": the
    # face-down cards under your characters of that line counted too (bp_max_face_down), as a condition's
    # "plus_face_down" counts them
    both = re.fullmatch(r"(?P<what>.+? (?:on|in) your (?P<zone>area|Front Line|Energy Line)) and face[- ]?down cards "
                        r"(?:under|below) (?:the )?characters (?:on|in) your (?P<again>area|Front Line|Energy Line)", words, re.I)
    if both:
        if both.group("zone").lower() != both.group("again").lower():
            return False
        words, piles = both.group("what"), {"bp_max_face_down": True}
    parsed = parse_target(words)
    if parsed is None or parsed[1].strip():
        # "the total number of characters with "W" in their name and <X> on your area": every card that is one kind
        # or the other, each counted once (as "<A> and <B>" of names is)
        parsed = parse_target(re.sub(r" and (?=[<\[\"]|cards? |characters? )", " or ", words, count=1))
    if parsed is None or parsed[1].strip() or "zone" not in parsed[0]:
        return False
    counted = {k: v for k, v in parsed[0].items() if k not in ("up_to", "exactly", "each_of")}
    counted.setdefault("side", "yours")
    if m.group("less"):  # "with BP less than the number of <X> cards on your area x1000": strictly less (bp_max_count_less)
        piles["bp_max_count_less"] = True
    target.update(bp_max_count=counted, bp_max_per=int(m.group("per")), **piles)
    return True


_COUNTS = ("up_to", "exactly", "all", "other", "side", "zone")  # how many and where: the whole target's, not one kind's
_LIMITS = ("bp_max", "bp_min", "energy_max", "energy_min", "ap_max", "ap_min", "original_bp")  # what a kind's number allows


def _or_with(first: dict, said: str) -> tuple[dict, str] | None:
    """"Character Card with [Trait: X] or with <Y> in its name": the noun once, two limits joined by "or" (a card
    with either: any_of, each kind the noun with one of them). Only one limit on each side: with more ("with BP 3000 or
    less and [Trait: X] or with ...", "... or with <Y> in its name with required energy of 2 or less") which limits
    go with which is not said, and it is not read."""
    noun = {k: v for k, v in first.items() if k in ("card_type", "color")}
    own = {k: v for k, v in first.items() if k not in _COUNTS and k not in noun}
    second: dict = dict(noun)
    rest = _limits_read(said, second, 1)
    kinds = ("trait", "name_has", "name", "keyword", "trigger", "no_trigger", "has_trigger", "no_trait")
    if len(own) != 1 or next(iter(own)) not in kinds or rest == said or len(second) != len(noun) + 1 \
            or not set(second) - set(noun) <= set(kinds) or _limits_read(rest, {}, 1) != rest:
        return None  # (a number on either side, "with <X> or with BP 3000 or less": not read, as "or with [Impact]")
    return {**{k: v for k, v in first.items() if k in _COUNTS}, "any_of": [{**noun, **own}, second]}, rest


def _joined_target(first: dict, rest: str) -> tuple[dict, str] | None:
    """A target phrase joined to another: "<A> or Event Card" (a card of either kind: any_of) and "up to 1 <A> and
    up to 1 Event Card" (two picks in one: parts). How many and where are the whole target's; a leading colour is
    every kind's ("yellow Event or Field Card")."""
    alternative = re.match(r"^,? or (?=with(?:out)? )", rest, re.I)
    if alternative:
        return _or_with(first, rest[alternative.end():])
    m = re.match(r"^,? ?(?:(or) (?:an? )?|(and) (?=(?:up to )?\d+ ))(?=\S)", rest)
    if not m:
        # "Character Card with "X" in its name, <A> or <B>": one kind more in a list that ends with "or" (each kind
        # then joined as by "or"; a list without its "or" is not a target: "Choose 1 character, it gets ...")
        listed = re.match(r"^, (?!(?:up to )?\d+ )(?=\S)", rest)
        if listed is None:
            return None
        parsed = parse_target(rest[listed.end():])
        if parsed is None or not ("any_of" in parsed[0] or "|" in parsed[0].get("name", "") + parsed[0].get("trait", "")):
            return None
        joined = _joined_target(first, " or " + rest[listed.end():])
        if joined is not None and set(joined[0]["any_of"][0]) <= {"card_type", "color"}:
            # "Field Cards, Event Cards, or Character Cards with ... with a required energy of 0": the limits said after
            # the last kind are every bare kind's, as with "or" alone (the kinds after the first shared them already)
            kinds = joined[0]["any_of"]
            limits = {k: v for k, v in kinds[-1].items() if k in _LIMITS}
            if all({k: v for k, v in kind.items() if k in _LIMITS} == limits for kind in kinds[1:]):
                kinds[0] = dict(kinds[0], **limits)
        return joined
    # "up to 1 <A> or <B> or another <C>" ("another": normalised "1 other"): the one count is all the names'; "another"
    # says this card is a <C> and is not picked — it is none of the other names, so it is "other" for the whole target
    another = bool(m.group(1)) and first.get("up_to") == 1 and re.match(r"1 other (?=<)", rest[m.end():]) is not None
    parsed = parse_target(rest[m.end() + 2:] if another else rest[m.end():])
    if parsed is None:
        return None
    counted = re.match(r"(?:up to )?\d+ ", rest[m.end():]) is not None and not another  # a count of its own after "or"
    second, rest = parsed
    if another:  # names only: any one of them
        if set(second) - {"up_to", "other", "name", "side", "zone"} or set(first) - {"up_to", "exactly", "name"}:
            return None
        names = f"{first['name']}|{second['name']}"
        return {**first, "other": True, "name": names, **{k: v for k, v in second.items() if k in ("side", "zone")}}, rest
    if m.group(1):
        compared = [k for k in _COUNTS if k not in ("side", "zone") and (counted or k not in ("up_to", "exactly"))]
        if any(k in second for k in compared) and \
                {k: v for k, v in second.items() if k in compared} != {k: v for k, v in first.items() if k in compared}:
            return None  # "2 character cards or 1 Event card", "<A> or another <B>": each kind its own count ("1 card
            # with [Trait: X] or <Y>": the one count is both kinds)
        shared = {k: v for k, v in first.items() if k in _COUNTS}
        shared.update({k: v for k, v in second.items() if k in ("side", "zone")})
        kinds = [{k: v for k, v in first.items() if k not in _COUNTS}]
        kinds += second["any_of"] if "any_of" in second else [{k: v for k, v in second.items() if k not in _COUNTS}]
        if not all(kinds) or "parts" in second:
            return None
        if "color" in kinds[0]:
            kinds = [dict(kind, color=kind.get("color", kinds[0]["color"])) for kind in kinds]
        if all(set(kind) <= {"card_type", "color"} for kind in kinds[:-1]):  # "Character Card or Field Card with
            limits = {k: v for k, v in kinds[-1].items() if k in _LIMITS}  # BP 3000": kinds alone share the limits
            kinds = [dict(kind, **limits) for kind in kinds]  # said after the last (not its name or trait)
        return {**shared, "any_of": kinds}, rest
    if first.get("all") or second.get("all"):
        return None
    shared = {k: v for k, v in second.items() if k in ("side", "zone")}
    parts = [{k: v for k, v in first.items() if k not in ("side", "zone")}]
    parts += second["parts"] if "parts" in second else [{k: v for k, v in second.items() if k not in ("side", "zone")}]
    return {**shared, "parts": parts}, rest


# Whose cards a count is of, said before the noun: "1 of your opponent's characters with BP 3000 or less" (also "1
# opponent's character"), "1 of your Front Line characters", "1 of your Opponent Energy Line Character", "1 of your opponent's character in the Front
# Line": the same target as "1 character on your opponent's Energy Line".
_OF_WHOSE = re.compile(r"^(?P<count>(?:up to )?\d+|any number) (?:of your (?P<opponent>opponent(?:'s)? )?|(?P<bare>opponent's ))"
                       r"(?:(?P<line>Front Line|Energy Line) )?"
                       r"(?=(?:other |active |rested )*(?:characters?|cards?|Character Cards?)\b)", re.I)
_IN_THE_LINE = re.compile(r"^,? ?(?:in|on) the (Front Line|Energy Line)", re.I)


def _of_whose(text: str) -> tuple[dict, str] | None:
    m = _OF_WHOSE.match(text)
    if m is None:
        return None
    count = "any number of" if m.group("count").lower() == "any number" else m.group("count")  # "any number of your characters"
    parsed = parse_target(f"{count} {text[m.end():]}")
    if parsed is None or "zone" in parsed[0] or "side" in parsed[0]:
        return None
    target, rest = parsed
    line = m.group("line")
    in_the = _IN_THE_LINE.match(rest)
    if in_the and not line:
        line, rest = in_the.group(1), rest[in_the.end():]
        rest = _limits_read(rest, target, 3)  # "... in the Front Line with BP 5000 or less"
    target["side"] = "opponents" if m.group("opponent") or m.group("bare") else "yours"
    target["zone"] = {"front line": "front", "energy line": "energy"}.get((line or "").lower(), "any")
    return target, rest


def parse_target(text: str) -> tuple[dict, str] | None:
    """Read a target phrase at the start of `text`; returns (target, rest) or None."""
    whose = _of_whose(text)
    if whose is not None:
        return whose
    q = _QUALIFIERS.match(text)
    if not q or not q.group(0).strip() or not (q.group("noun") or q.group("names")):
        return None
    target: dict = {}
    if q.group("all"):
        target["all"] = True
    elif q.group("any"):
        target["up_to"] = 99
    else:
        target["up_to"] = int(q.group("n") or 1)
        if not q.group("up") and q.group("n"):
            target["exactly"] = True
    if q.group("other"):
        target["other"] = True
    if q.group("state"):
        target["state"] = q.group("state").lower()
    if q.group("color"):
        target["color"] = q.group("color").lower().replace(" or ", "|")  # "|": any of these colours
    elif q.group("color_after"):
        target["color"] = q.group("color_after").lower()
    if q.group("names"):
        names = re.findall(r"<([^>]+)>", q.group("names"))
        traits = re.findall(r"\[Trait: ([^\]]+)\]", q.group("names"))
        if names:
            target["name"] = "|".join(names)  # "|": any one of these names
        if traits:
            target["trait"] = "|".join(traits)
        if names and traits:
            target["name_or_trait"] = True
        if " and " in q.group("names") and len(names) + len(traits) > 1 and " or " not in q.group("names"):
            target["each_of"] = True  # "up to 1 of each <A> and <B>"
    noun = (q.group("noun") or "").lower()
    if noun.startswith("event"):
        target["card_type"] = "event"
    elif noun.startswith("field"):  # "Field Card" or "Field"
        target["card_type"] = "field"
    elif noun.startswith("character"):
        target["card_type"] = "character"
    rest = _limits_read(text[q.end():], target, 5)
    joined = _joined_target(target, rest)
    if joined is not None:
        return joined
    w = _WHERE.match(rest)
    if w and w.group("zone"):
        whose = w.group("whose").lower()
        target["side"] = "opponents" if "opponent" in whose else ("any" if "player" in whose else "yours")
        zone = w.group("zone").lower()
        target["zone"] = {"front line": "front", "energy line": "energy", "area": "any", "hand": "hand",
                          "outside area": "outside", "remove area": "remove"}[zone]
        rest = _limits_read(rest[w.end():], target, 3)
    else:
        same = re.match(r"^,? ?on the same line(?: as this (?:character|card))?(?=[ ,.]|$)", rest, re.I)
        if same:  # "other character on the same line": yours, on this character's line as the step resolves
            target.update(side="yours", zone="any", same_line=True)
            rest = _limits_read(rest[same.end():], target, 3)
    return target, rest


# --- verb phrases applied to a chosen target ---------------------------------------------------
_DURATION = r"(?P<duration> during this turn| for this turn| for the turn| this turn| until the start of your next turn| until the end of (?:your opponent's next|the next) turn| until the end of (?:this|the) turn| during this battle| for the duration of (?:the|this) battle| during your opponent's next turn| until the end of (?:their|your opponent's) next attack phase)?"
_KEYWORD = r"\[(?P<kw>Impact \d+|Impact \+\d+|Damage \d+|Damage \+\d+|Snipe|Step|Double Attack|Double Block|Impact Negate)\]"


def _duration(m) -> dict:
    text = (m.groupdict().get("duration") or "").strip()
    if not text:
        return {}
    if text.endswith("battle"):  # "during this battle" / "for the duration of the battle"
        return {"duration": "this-battle"}
    if text.startswith("during") and "next" in text:  # "during your opponent's next turn": delayed, from that turn's Start
        return {"duration": "opponents-next-turn"}  # Phase to its End Phase 4 (seed 000), not from now
    if text.lower().endswith("attack phase"):  # "until the end of their next attack phase": _gains reads it with attack
        return {"duration": "until-next-turn-start", "_attack_phase": True}  # and block bans only (_ATTACK_PHASE_ONLY)
    if "next" in text:  # "until the start of your next turn", "until the end of your opponent's next turn": the next
        return {"duration": "until-next-turn-start"}  # Start Phase of yours (seed 000, Start Phase 1); "until the end of
    # your next turn" or "the start of your opponent's next turn" are not read: neither lasts that long
    return {"duration": "this-turn"}


def _attack_phase(m) -> bool:
    """Is the duration "until the end of their next attack phase" (read with bans on attacking or blocking only)?"""
    return (m.groupdict().get("duration") or "").lower().endswith("attack phase")


def _keyword(text: str) -> dict:
    text = text.strip("[]")
    m = re.match(r"(Impact|Damage) (\+)?(\d+)$", text)
    if m:
        name = m.group(1).lower() + ("-plus" if m.group(2) else "")
        return {"keyword": name, "value": int(m.group(3))}
    return {"keyword": {"snipe": "snipe", "impact negate": "negate-impact"}.get(text.lower(), text.lower().replace(" ", "-"))}


# one thing gained in a list ("+1000 BP", "+1 generated energy", "[Impact 1]", "[+1000 BP]", a quoted ability), a verb
# said again before it ("gets +1000 BP and gains [Impact 1]") and the joint after it (", ", " and ", ", and ", " ")
_GAIN_ITEM = re.compile(
    r"(?:(?:gains?|gets?) )?(?:(?P<bp>[+-]\d+) BP|\[(?P<bp_bracketed>[+-]\d+) BP\]|(?P<gen>[+-]\d+) ?(?:\[?(?:red|blue|green|yellow|"
    r"purple)\]? )?generated energy|(?P<kw>\[[^\]]+\])|\"(?P<ability>[^\"]+)\"|"
    # "same amount of [Damage +1] as the chosen <X>": as many of that keyword as the card the step before chose has
    r"(?:the )?same (?:amount|number) of (?P<same>\[(?:Damage|Impact) \+1\]) as the chosen (?:<[^>]+>|character|card))"
    r"(?P<joint>,? and |, | (?=\[)|$)", re.IGNORECASE)
_GAINS = re.compile(r"^(?:gets?|gains?) (?P<items>.+?)" + _DURATION + r"$", re.IGNORECASE)
_KW_LIST = re.compile(_KEYWORD, re.IGNORECASE)


def keyword_actions(clause: str) -> list | None:
    """'[Impact 1]' / '[Double Attack] [Snipe]' (a clause of keywords alone) as gain-keyword actions on this card."""
    tokens = re.findall(r"\[[^\]]+\]", clause)
    if not tokens or re.sub(r"\[[^\]]+\]|[\s,/]", "", clause):
        return None
    if not all(_KW_LIST.fullmatch(token) for token in tokens):
        return None
    return [{"do": "gain-keyword", **_keyword(token), "target": {"self": True}} for token in tokens]


_EITHER = re.compile(r"^(?P<verb>gets?|gains?) (?P<left>.+?) or (?P<right>.+?)" + _DURATION + "$", re.I)


def _either_gain(phrase: str, target: dict) -> list | None:
    """"gains [Impact 1] or [Damage 2] during this turn", "gains +1000 BP and [Impact +1] or [Damage +1]": one of two
    gains, chosen as it resolves (choose-one); a keyword alone on the right shares what the left says before its own."""
    phrase = phrase.strip()
    m = _EITHER.match(_outside_quotes(phrase))  # (the "or" said outside the quoted abilities: read on the words kept)
    if not m:
        return None
    left, right = phrase[m.start("left"):m.end("left")], phrase[m.start("right"):m.end("right")]
    if right.startswith("[") and " and [" in left:
        right = left[:left.rindex("[")] + right  # "+1000 BP and [Impact +1] or [Damage +1]"
    duration = phrase[m.start("duration"):m.end("duration")] if m.group("duration") else ""
    picked = dict(target) if target.get("self") or target.get("chosen") else {"chosen": True}
    options = []
    for side in (left, right):
        actions = _gains(f"{m.group('verb')} {side}{duration}", picked)
        if not actions:
            return None
        options.append(actions[0] if len(actions) == 1 else {"do": "all-of", "actions": actions})
    either = [{"do": "choose-one", "options": options}]
    return either if picked == target else [{"do": "choose", "target": dict(target)}] + either


def _outside_quotes(text: str) -> str:
    """`text` with what its quotes say blanked out (its length kept): what the words around a quoted ability say."""
    return re.sub(r'"[^"]*"', lambda m: '"' + "_" * (len(m.group(0)) - 2) + '"', text)


def gained_items(items: str) -> list | None:
    """"+1000 BP, [Double Attack] and "<ability>"": the things a list of gains names, in any order, each read on its own
    (("bp", n), ("gen", n), ("kw", "[Impact 1]"), ("ability", text)); None unless every part of the list is one."""
    found, position = [], 0
    while position < len(items):
        m = _GAIN_ITEM.match(items, position)
        if m is None or m.end() == position:
            return None
        if m.group("bp") or m.group("bp_bracketed"):
            found.append(("bp", int(m.group("bp") or m.group("bp_bracketed"))))
        elif m.group("gen"):
            found.append(("gen", int(m.group("gen"))))
        elif m.group("kw"):
            found.append(("kw", m.group("kw")))
        elif m.group("same"):
            found.append(("same", m.group("same")))
        else:
            found.append(("ability", m.group("ability")))
        position = m.end()
        if position < len(items) and not m.group("joint"):
            return None
    return found or None


def given_ability(text: str) -> list | None:
    """The effects of an ability written in quotes (what a card gives a character or a player), compiled as card text
    of its own by the same compiler; None unless all of it compiles."""
    from engine.effects.compiler import compile_card_text  # the quoted ability is a card text of its own

    inner = compile_card_text(text)
    return inner.effects if inner.complete and inner.effects else None


def _gains(phrase: str, target: dict) -> list | None:
    """"gains +1000 BP, [Double Attack] and "<ability>" during this turn": each thing gained in the list (any order, any
    of BP, generated energy, keywords and quoted abilities the compiler reads on their own) for the time said."""
    phrase = phrase.strip()
    if " or " in _outside_quotes(phrase):
        return _either_gain(phrase, target)
    m = _GAINS.match(phrase)
    items = gained_items(m.group("items")) if m else None
    if items is None:
        return None
    duration = _duration(m)
    within = re.match(r"^During this turn, (?P<a>.+)$|^(?P<b>.+?),? during this turn\.?$", items[0][1], re.I) \
        if len(items) == 1 and items[0][0] == "ability" and not duration else None
    if within:  # 'give it "During this turn, this character cannot block"', 'it gains "This character cannot block
        # during this turn."': the time said within the quote is how long it has the ability
        said = within.group("a") or within.group("b")
        items, duration = [("ability", said[:1].upper() + said[1:])], {"duration": "this-turn"}
    actions = []
    for kind, value in sorted(items, key=lambda item: ("bp", "gen", "kw", "same", "ability").index(item[0])):
        if kind == "bp":
            actions.append({"do": "bp-change", "amount": value, "target": dict(target), **duration})
        elif kind == "gen":
            actions.append({"do": "generated-energy-change", "amount": value, "target": dict(target), **duration})
        elif kind == "kw":
            if not _KW_LIST.fullmatch(value):
                return None
            actions.append({"do": "gain-keyword", **_keyword(value), "target": dict(target), **duration})
        elif kind == "same":  # (the count: the chosen card's own and gained Damage +N added up, as the step resolves)
            actions.append({"do": "gain-keyword", **_keyword(value), "target": dict(target), **duration,
                            "per": "chosen-keyword"})
        else:
            effects = given_ability(value)
            if effects is None:
                return None
            actions.append({"do": "gain-ability", "effects": effects, "target": dict(target), **duration})
    if duration.pop("_attack_phase", None):
        # "until the end of their next attack phase": attacks and blocks happen only in attack phases, so for a ban on
        # attacking or blocking it ends as "until the start of your next turn" does (seed 000, Start Phase 1; the
        # opponent's End Phase comes between); anything else gained for that time is not read
        if not all(a["do"] == "gain-ability" and all(e.get("timing") == "continuous" and set(e) <= {"timing", "actions"}
                                                      and all(x["do"] in _ATTACK_PHASE_ONLY and set(x) == {"do"}
                                                              for x in e["actions"]) for e in a["effects"])
                   for a in actions):
            return None
        for action in actions:
            action.pop("_attack_phase", None)
    return actions


_ATTACK_PHASE_ONLY = {"cannot-attack", "cannot-block"}  # what only matters in an attack phase


# "the top card of your deck" / "1 card from the top of your deck" / "1 card from your hand": what goes face-down under
_FACE_DOWN_FROM = (r"(?:the top (?:(?P<top>\d+) cards?|card) (?:of|from) your deck|(?:the top )?(?P<from_top>\d+|a) cards? from the "
                   r"top of your deck|(?P<hand>\d+|a) cards? from your hand|(?P<that>that card)|"
                   # "place 1 (card) among them face-down under ...": of the cards looked at (the compiler checks a look)
                   r"(?P<looked>\d+|a) (?:cards? )?among them)")


def _face_down_source(m) -> dict:
    """{"amount": n} (and "zone": "hand") of a _FACE_DOWN_FROM match; "that card": {"zone": "placed"} (the card placed to
    the Outside Area just before: the compiler checks there is one)."""
    if m.group("that"):
        return {"zone": "placed"}
    number = m.group("top") or m.group("from_top") or m.group("hand") or m.group("looked") or "1"
    zone = "hand" if m.group("hand") else "looked" if m.group("looked") else None
    return {"amount": 1 if number == "a" else int(number), **({"zone": zone} if zone else {})}


_RAIDED_CHOSEN = (r"(?:it|that character|the chosen character|the character in Raid State|that raided character|"
                  r"that raided card)")
# where the top card of a character in Raid State goes: the Outside Area, the hand, the bottom of its owner's deck
_RAID_TOP_PLACE = r"(?:to|in|into) (?:the |your )?(Outside Area|hand|bottom of your deck)"


def _raid_top_to(m, target: dict) -> list | None:
    """'place ... to the Outside Area' / 'return ... to your hand' / 'place ... to the bottom of your deck' (the verb
    must fit the place); only a character in Raid State has a top card to take ("Choose 1 <X> in Raid State ..."), so
    the chosen target must say so."""
    place = m.group(2).lower()
    where = "hand" if place == "hand" else "deck-bottom" if "bottom" in place else "outside"
    if (m.group(1).lower() == "return") != (where == "hand") or not (target.get("raided") or target.get("self")):
        return None
    if where != "outside" and target.get("side") in ("any", "opponents") and re.search(r"\byour (?:hand|deck)\b", m.group(0), re.I):
        return None  # ("return the top card of a character of either player's to your hand": whose hand is not clear)
    return [{"do": "raid-top-to", "where": where, "target": target}]


def _raid_onto_chosen(card: str, target: dict) -> list | None:
    """'raid up to 1 <X> from your hand onto the chosen character': read as "... onto this character" is, onto the card
    chosen before instead."""
    if target != {"chosen": True}:
        return None
    said = compile_core(f"Raid {card} from your hand onto this character")
    if not said or len(said) != 1 or said[0].get("onto") != {"self": True} or said[0].get("raid") != "only":
        return None
    return [dict(said[0], onto={"chosen": True})]


_VERBS = [
    # "it loses all of its original effects during this turn": the card's own effects, for the time said (docs/engine.md)
    (re.compile(r"^loses? all (?:of )?its original effects?" + _DURATION + "$", re.I),
     lambda m, t: [{"do": "lose-effects", "target": t, **_duration(m)}] if m.group("duration") and not _attack_phase(m) else None),
    # "reduce its BP by 3000 for the turn" (also "by -3000"): it gets -3000 BP
    (re.compile(r"^(?:reduce|decrease|lower) (?:its|it's|their) BP by -?(\d+)" + _DURATION + "$", re.I),
     lambda m, t: None if _attack_phase(m) else [{"do": "bp-change", "amount": -int(m.group(1)), "target": t, **_duration(m)}]),
    (re.compile(rf"^(?:place|put) {_FACE_DOWN_FROM} (?:face[- ]?down )?(?:to )?(?:under|below) (?:it|them|that character|"
                r"the chosen character)(?: face[- ]?down)?$", re.I),
     lambda m, t: [{"do": "face-down-under", **_face_down_source(m), "target": t}]),
    # "Choose 1 <X> on your area and place this card face-down under it": this card leaves the field to lie under it
    (re.compile(r"^(?:place|put) this (?:card|character) (?:face[- ]?down )?(?:under|below) (?:it|that character|the chosen "
                r"character)(?: face[- ]?down)?$", re.I),
     lambda m, t: [{"do": "face-down-under", "zone": "this-card", "target": t}] if "face" in m.group(0).lower() else None),
    (re.compile(r"^retire (?:it|them|that character|the chosen character)$", re.I), lambda m, t: [{"do": "retire", "target": t}]),
    # "raid up to 1 character card ... from your hand (that can be raided) onto the chosen character": by Raid, onto the
    # character of yours picked before only (a card that cannot raid onto it is not raided: "that can be" says no more)
    (re.compile(r"^raid (.+?) from your hand(?: that can be raided)? onto (?:it|that character|the chosen character)$", re.I),
     lambda m, t: _raid_onto_chosen(m.group(1), t)),
    # "place the top card of the character in Raid State to the Outside Area" / "return the top card of the character
    # in Raid State to your hand": the Raid card on top leaves, the card under it stays a character (raid-top-to)
    (re.compile(rf"^(place|put|return) the top card of {_RAIDED_CHOSEN} {_RAID_TOP_PLACE}$", re.I),
     lambda m, t: _raid_top_to(m, t)),
    # "switch its position with this character" (seed 000 Move Phase: both move at the same time)
    (re.compile(r"^(you may )?(?:switch|swap) their positions with this (?:character|card)$", re.I),
     lambda m, t: [{"do": "swap-positions", "target": t, **({"optional": True} if m.group(1) else {})}]),
    (re.compile(r"^rest (?:it|them|that character)(?:\. The next time (?:it|they) would (?:be )?set to active,? (?:it|they) (?:doesn't|don't|does not))?$", re.I),
     lambda m, t: [{"do": "rest", "target": t, **({"stays_rested": True} if "next time" in m.group(0).lower() else {})}]),
    # "Choose 1 <X> ... that is not in Raid State, place this card face up under that character (becomes Raid State)":
    # this card becomes its raid source (raid-source-under; normalise says it "as the raid source")
    (re.compile(r"^place this card as the raid source (?:under|below) (?:it|that character|the chosen character)$", re.I),
     lambda m, t: None if t.get("all") or t.get("side", "yours") != "yours"
     else [{"do": "raid-source-under", "zone": "this-card", "target": t}]),
    # "Choose 1 <X> on your area, activate the chosen character's [On Play] effect": that character's own (as it
    # would resolve them); "..., this character activates that character's [When Attacking] effect": resolved as this
    # character's ("this character" in them is this one: by "this"). Only a character of yours, one at a time.
    (re.compile(r"^(?P<this>this character (?P<may>may )?activates? |activate )(?P<all>all )?(?:that character's|its|it's|"
                r"their|the cho(?:o)?sen character's) \[(?P<timing>On Play|When Attacking)\] effects?$", re.I),
     lambda m, t: _activate_on(m, t)),
    (re.compile(r"^(?:set (?:it|them|that character|the chosen character) (?:to )?active|active it|activate it|make (?:it|them) active)$", re.I),
     lambda m, t: [{"do": "set-active", "target": t}]),
    (re.compile(r"^give (?:it|them)(?: the effect)? \"(?:The )?next time (?:this character|it) would (?:be )?set to active,? it (?:doesn't|does not)\.?\"$",
                re.I), lambda m, t: [{"do": "stays-rested", "target": t}]),
    (re.compile(r"^return (?:it|them|that character) to (?:the |its |their |your |your opponent's |its owner's |their owner's |the owner's )?hands?$", re.I),
     lambda m, t: [{"do": "return-to-hand", "target": t}]),
    # "its required energy is 2 higher during this turn" (seed 000, Cards: Required Energy; the card on the area)
    (re.compile(r"^(?:its|their) required energy is (\d+) (higher|lower) during this turn$", re.I),
     lambda m, t: [{"do": "required-energy-change", "amount": int(m.group(1)) * (1 if m.group(2).lower() == "higher" else -1),
                    "target": t, "duration": "this-turn"}]),
    # ("to your Front Line": a character of yours; "their": one of your opponent's, to their own line)
    (re.compile(r"^move (?:it|them|that character|the chosen characters?) to (?:the |(?P<whose>your |their ))?"
                r"(Energy Line|Front Line|another line|the other line)$", re.I),
     lambda m, t: None if m.group("whose") and t.get("side") != ("yours" if m.group("whose") == "your " else "opponents") else
     [{"do": "move-line", "to": {"energy line": "energy", "front line": "front"}.get(m.group(2).lower(), "other"), "target": t}]),
    # "Your opponent moves that character to their Energy Line or switch(es) its position with 1 character on their
    # Energy Line": the opponent does it and chooses how (or_switch: a switch with one of their characters on the other
    # line instead); only a character of theirs (a chosen one is checked where it was chosen: effects_runtime._place)
    (re.compile(r"^your opponent moves? (?:it|them|that character|the chosen characters?) to their (Energy|Front) Line"
                r"(?: or (?:switch(?:es)?|swaps?) (?:its |their )?positions? with (?:1|a|one) characters? (?:on|in) their "
                r"(Energy|Front) Line)?$", re.I),
     lambda m, t: None if t.get("side", "opponents") != "opponents" or m.group(2) and m.group(2).lower() != m.group(1).lower()
     else [{"do": "opponent-moves", "to": m.group(1).lower(), "target": t, **({"or_switch": True} if m.group(2) else {})}]),
    (re.compile(r"^(?:place|put) (?:it|them) (?:to|in|into|on) (?:the |your |their |its owner's )?(Outside Area|Remove Area)$", re.I),
     lambda m, t: [{"do": "to-outside" if "outside" in m.group(1).lower() else "to-remove", "target": t}]),
    # "place it at the top or bottom of your opponent's deck": which end, the choice of the effect's player; "... by
    # your opponent's choice" / "... "your opponent chooses"": of the other player ("by": "opponent")
    (re.compile(r"^place (?:it|them) (?:at|on|to) (?:the )?(bottom|top|top or (?:the )?bottom) of (?:the |its |their |your |your "
                r"opponent's )?(?:owner's )?deck(?: (?:by )?\"?(?P<by>your opponent's choice|your opponent chooses|your choice|"
                r"you choose)\"?)?$", re.I),
     lambda m, t: None if m.group("by") and " or " not in m.group(1) else
     [{"do": "to-deck", "where": "top-or-bottom" if " or " in m.group(1) else m.group(1).lower(), "target": t,
       **({"by": "opponent" if "opponent" in m.group("by") else "you"} if m.group("by") else {})}]),
]


def _verb(phrase: str, target: dict) -> list | None:
    phrase = phrase.strip().rstrip(".")
    if re.fullmatch(r'"[^"]+"', phrase):  # 'Choose ... and "return it to the hand"': a verb written in quotes
        phrase = phrase.strip('"').rstrip(".")
    for pattern, build in _VERBS:
        m = pattern.match(phrase)
        if m:
            return build(m, dict(target))
    m = re.match(r"^(?:it|they|that character) (?:also )?(.*)$", phrase, re.I)
    if m:
        return _gains(m.group(1), target)
    m = re.match(r"^give (?:it|them|that character)(?: the effect)? (.*)$", phrase, re.I)
    if m:
        return _gains("gains " + m.group(1), target)
    if re.match(r"^(?:gets?|gains?) ", phrase, re.I):
        return _gains(phrase, target)
    return None


def verbs_on(phrase: str, target: dict) -> list | None:
    """A verb phrase ("Rest it", "Return it to their hand") applied to `target`."""
    return _verbs(phrase, target)


def _verbs(phrase: str, target: dict) -> list | None:
    """'retire it', 'move it to the Energy Line and give it "..." until ...', 'it gets +1000 BP'."""
    phrase = phrase.strip()
    whole = _verb(phrase, target)
    if whole is not None:
        return whole
    for joint in (" and ", ", then ", ", and ", ", "):
        if joint in phrase:
            head, _, tail = phrase.partition(joint)
            first = _verb(head, target)
            if first is None:
                continue
            tail = re.sub(r"^give (?:it|them) ", "it gains ", tail.strip(), flags=re.I)
            second = _verbs(tail, target)
            if second is not None:
                return first + second
    return None


def _choose(sentence: str) -> list | None:
    m = re.match(r"^Choose (.*)$", sentence, re.I)
    if not m:
        return None
    parsed = parse_target(m.group(1))
    if parsed is None:
        return None
    target, rest = parsed
    target.setdefault("side", "yours")
    target.setdefault("zone", "any")
    rest = rest.strip()
    if not rest:
        return [{"do": "choose", "target": target}]  # "Choose 1 character ... ." then "It gets ..."
    # ("Choose 1 of your characters it gains ...": no comma before "it"; "..., -1000 BP for the turn": no verb)
    j = re.match(r"^(?:,\s*and|,|and|\.|(?=(?:it|they) (?:gains?|gets?) ))\s*(.*)$", rest, re.I)
    if not j:
        return None
    phrase = re.sub(r"^(?=[+-]\d+ BP\b)", "it gets ", j.group(1))
    actions = _verbs(phrase, target)
    # "Choose 1 ..., move it to the Energy Line and give it ...": every verb after the first is on the card(s)
    # the first chose, not on a fresh pick (which could be another card once the first has moved it).
    return None if actions is None else actions[:1] + [dict(a, target={"chosen": True}) if "target" in a else a
                                                       for a in actions[1:]]


_SUBJECTS = [
    (re.compile(r"^(?:This character|This card)\b ?(.*)$", re.I), lambda m: {"self": True}),
]


def _protected(sentence: str) -> list | None:
    """"Your <X> cards on your area cannot be chosen by your opponent's card effects."""
    m = re.match(rf"^Your (.*?) cannot be chosen by your opponent's (?:({_CHOSEN_BY}) )?effects?$", sentence, re.I)
    if not m:
        return None
    parsed = parse_target(m.group(1))
    if parsed is None or parsed[1].strip():
        return None
    target = {k: v for k, v in parsed[0].items() if k not in ("up_to", "exactly")}
    target.update(all=True, side="yours")
    return [{"do": "cannot-be-chosen", "by": (m.group(2) or "opponent").lower().replace(" ", "-"), "target": target}]


def _line_first(phrase: str) -> str:
    """"Front Line characters with ...", "(your) opponent's Front Line characters": the characters on that line."""
    return re.sub(r"^(?:your )?(?:(opponent's) )?(Front Line|Energy Line) (characters|cards)\b",
                  lambda m: f"{m.group(3)} on your {m.group(1) + ' ' if m.group(1) else ''}{m.group(2)}", phrase, flags=re.I)


def _subject(sentence: str) -> list | None:
    for pattern, target in _SUBJECTS:
        m = pattern.match(sentence)
        if m:
            return _verb(m.group(1), target(m)) if m.group(1) else None
    # "All characters on your opponent's Front Line with BP 2500 or more, gain -2000 BP", "All opponent's Front Line
    # characters ...", "All of your characters with [Trait: X] +500 BP for the turn" (no verb: they get it)
    if not re.search(r"\b(?:gets?|gains?)\b", sentence, re.I):
        sentence = re.sub(r"^(All (?:of )?your characters?\b[^+\-\"]*?),? ([+-]\d+ BP\b)", r"\1 gets \2", sentence, flags=re.I)
    # "Your characters with a face-down card under it gain [Double Attack]": "Your" before a plural "characters" is every
    # one of them, as "All your characters ..." ("gains" after the plural: the same verb)
    sentence = re.sub(r"^(?=Your (?:[^\"]*? )?characters\b[^\"]*? (?:gets?|gains?) )", "All ", sentence, flags=re.I)
    m = re.match(r"^All (?:of )?(.*?),? (gets?|gains?) (.*)$", sentence, re.I)
    if m:
        phrase = _line_first(m.group(1))
        side = "opponents" if re.search(r"\byour opponent's\b", phrase, re.I) else "yours"
        phrase = re.sub(r"^(?:your opponent's|your) ", "", phrase, flags=re.I)
        parsed = parse_target(phrase)
        if parsed is None or parsed[1].strip():
            return None
        target = parsed[0]
        target.pop("up_to", None)
        target.pop("exactly", None)
        target["all"] = True
        target.setdefault("side", side)
        target.setdefault("zone", "any")
        return _gains(m.group(2) + " " + m.group(3), target)
    return None


# --- stand-alone actions -----------------------------------------------------------------------
def _raid_onto_reduction(m) -> list | None:
    parsed = parse_target("1 " + m.group("onto"))
    if parsed is None or parsed[1].strip() or {"side", "zone", "all", "other", "chosen", "self"} & set(parsed[0]):
        return None
    onto = {k: v for k, v in parsed[0].items() if k not in ("up_to", "exactly")}
    return [{"do": "raid-cost-reduction", "amount": int(m.group(2)), "onto": onto}] if onto else None


def _raided_by_reduction(m, yours: bool = False) -> list | None:
    parsed = parse_target("1 " + m.group("by"))
    if parsed is None or parsed[1].strip() or {"side", "zone", "all", "other", "chosen", "self"} & set(parsed[0]):
        return None
    by = {k: v for k, v in parsed[0].items() if k not in ("up_to", "exactly")}
    return [{"do": "raided-cost-reduction", "amount": int(m.group(2)), "by": by, **({"yours": True} if yours else {})}] \
        if by else None


def _next_reduction(m):
    """"Reduce the AP cost of the next <X> you use from your hand by 1" (this turn)."""
    what = "ap" if m.group(1).lower().startswith("ap") else "energy"
    phrase = re.sub(r" you (?:use|play)(?= with )", "", m.group(2))  # "the next card you use with AP cost of 2"
    # "the next Event Card that has a required energy of 2 or less you use": the same limit as "with"
    phrase = re.sub(r" that (?:has|have) (?=(?:an? )?(?:required energy|AP cost|BP) )", " with ", phrase, flags=re.I)
    target: dict = {}
    if phrase.lower() not in ("card", "cards"):
        parsed = parse_target(phrase)
        if parsed is None or parsed[1].strip():
            return None
        target = {k: v for k, v in parsed[0].items() if k not in ("up_to", "exactly")}
    action = {"do": "next-cost-reduction", "what": what, "amount": int(m.group(4))}
    if m.group("removed"):
        target["zone"] = "remove"
    if target:
        action["target"] = target
    return [action]


def _every_reduction(m):
    parsed = parse_target(f"all {m.group(2)}{m.group(3) or ''}")
    if parsed is None or parsed[1].strip() or "side" in parsed[0] or "zone" in parsed[0]:
        return None
    return [{"do": "next-cost-reduction", "what": "ap" if m.group(1).lower().startswith("ap") else "energy",
             "amount": int(m.group(4)), "target": parsed[0]}]


STANDALONE = [
    # "... and add it to your hand. If the revealed card fulfills the energy requirement, you may play it to your area
    # rested instead": the card just added is played rather than kept (zone "added": the runtime plays it only after a
    # step that added a card; an effect plays a card without paying its AP, so "without paying AP" says no more)
    (r"Play (?:it|that card|the revealed card|the added card)(?: (?:to|on|onto) your area)?(?: rested| as rested)?"
     r"(?: without paying (?:its |the )?AP(?: cost)?)? instead",
     lambda m: [{"do": "play-from", "zone": "added", "target": {"up_to": 1}, "active": False}]),
    (rf"Draw {N}(?: more)?(?: cards?)?", lambda m: [{"do": "draw", "amount": int(m.group(1))}]),
    (rf"Choose (?:up to )?{N} AP cards? and (?:set (?:it|them) )?(?:to )?(?:active|activate)(?: (?:it|them))?",
     lambda m: [{"do": "set-ap-active", "amount": int(m.group(1))}]),
    # ("pay 1 AP card": the AP card rested to pay it, seed 000 "To pay 1 AP, switch 1 AP card ... to Rest Mode")
    (rf"(?:You may )?pay {N} AP(?: cards?)?", lambda m: [{"do": "pay-ap", "amount": int(m.group(1))}]),
    (r"Retire this (?:character|card|Field)", lambda m: [{"do": "retire", "target": {"self": True}}]),
    (r"Your opponent must block this character's (?:first )?attack if (?:possible|able)", lambda m: [{"do": "must-be-blocked"}]),
    # "... with a character with BP 3000 or less if possible": only such a blocker meets it (the BP it has as it blocks)
    (r"Your opponent must block this character's attack with a character (?:with|that has) (?:a )?BP (\d+) or (less|lower|more|higher) "
     r"if (?:possible|able)", lambda m: [{"do": "must-be-blocked",
                                          ("bp_max" if m.group(2).lower() in ("less", "lower") else "bp_min"): int(m.group(1))}]),
    (r"Your opponent must block this character's attack with a character (?:with|that has) (?:a )?higher BP than this "
     r"character if (?:possible|able)", lambda m: [{"do": "must-be-blocked", "bp_min_this": 1}]),
    (r"Your opponent must block this character(?: if (?:possible|able))?", lambda m: [{"do": "must-be-blocked"}]),
    # said of a character the opponent's effect gave it to: it must be the blocker of its opponent's attacks
    (r"This character must block (?:your opponent's|the opponent's) attacks? if (?:possible|able)", lambda m: [{"do": "must-block"}]),
    (r"This character (?:will not|cannot) be retired", lambda m: [{"do": "cannot-be-retired"}]),
    (r"This character cannot attack (?:or|and cannot) block", lambda m: [{"do": "cannot-attack"}, {"do": "cannot-block"}]),
    (r"This character cannot attack", lambda m: [{"do": "cannot-attack"}]),
    (r"This character cannot (?:become|be set to) active", lambda m: [{"do": "cannot-become-active"}]),
    (r"This character cannot be (?:targeted|target|chosen) by \[Snipe(?:r)?\](?: attacks?)?", lambda m: [{"do": "cannot-be-sniped"}]),
    # "the next time it would be set to active, it is not" (seed 000: Start Phase 2 and End Phase 2 set cards active)
    (r"(?:This character does not (?:set|become)(?: to)? active the next time it would|(?:The )?next time this character would "
     r"(?:be )?(?:set to active|set active|become active|switch(?:ed)? to active),? it (?:doesn't|does not)|This character does not become active "
     r"during the End Phase of this turn)", lambda m: [{"do": "stays-rested", "target": {"self": True}}]),
    (r"The chosen characters? (?:does|do) not (?:set|become)(?: to)? active the next time (?:it|they) would",
     lambda m: [{"do": "stays-rested", "target": {"chosen": True}}]),
    (r"This character cannot move", lambda m: [{"do": "cannot-move"}]),
    (r"Set this character (?:to|as) active and move (?:it|this character) to (?:the|your) (Front|Energy) Line",
     lambda m: [{"do": "set-active", "target": {"self": True}},
                {"do": "move-line", "to": m.group(1).lower(), "target": {"self": True}}]),
    # a Raid's required energy by the character it raids onto (seed 000 Raid Boost: the Raid card "satisfies the
    # card's Required Energy condition"): "When this character raids on a <X> card, reduce the required energy by 2",
    # "At the moment this card would raid a character with a face-down card under it, reduce this card's required
    # energy in your hand by 2"
    (rf"(?:When this (?:character|card) raids on|At the moment this (?:character|card) would raid) (?:a |an )?(?P<onto>.+?), "
     rf"reduce (?:the|its|this card's) (?:required energy|energy requirement)(?: of this card)?(?: in your hand)? by {N}",
     lambda m: _raid_onto_reduction(m)),
    # ... onto any character: "When you raid this card (from your hand), reduce the required energy of this card by 2"
    # (a condition said after the moment is said first by normalise: "If <A>, when you raid this card, reduce ...")
    (rf"When you raid (?:with )?this (?:card|character)(?: from your hand)?, reduce (?:the|its|this card's) (?:required energy|"
     rf"energy requirement)(?: of this card)? by {N}", lambda m: [{"do": "raid-cost-reduction", "amount": int(m.group(1)),
                                                                   "onto": {}}]),
    # ... and by the character raided onto: "At the moment this character would be raided by an <X>, reduce the
    # required energy of that card by 2"
    (rf"At the moment this character would be raided (?:on )?by (?:a |an )?(?P<by>.+?), reduce the (?:required energy|energy "
     rf"requirement) of that card by {N}", lambda m: _raided_by_reduction(m)),
    # ... and by a card of yours for a Raid from the hand onto any character of yours (yours): "At the moment you would
    # raid a <X> from your hand, reduce the energy requirement of that card by 1"
    (rf"At the moment you would raid (?:a |an )?(?P<by>.+?) from your hand, reduce the (?:required energy|energy "
     rf"requirement) of that card by {N}", lambda m: _raided_by_reduction(m, yours=True)),
    # the card's own lines (seed 000 Play Character cards, Move Phase): "This card cannot be played on the Energy
    # Line", "... to the Front Line or moved to the Front Line", "can only be played on or moved to the Front Line
    # using your effects"
    # ("... and cannot be moved to the Front Line, except by this card's effect": its own effects may move it there; a
    # card being played is not on the area, so no effect of its own plays it)
    (r"This (?:card|character) cannot be played (?:on|to|in) (?:the|your) (Front|Energy) Line(?P<moves> (?:or|and "
     r"cannot) (?:be )?(?:moved|move) to (?:the|your) \1 Line(?P<own>,? except by this (?:card|character)'s effects?)?)?",
     lambda m: [{"do": "cannot-enter-line", "line": m.group(1).lower(), **({"moves": True} if m.group("moves") else {}),
                 **({"this_card_may": True} if m.group("own") else {})}]),
    (r"This (?:card|character) can only be played (?:on|to) or moved to (?:the|your) (Front|Energy) Line (?:using|by) "
     r"your (?:own )?effects?",
     lambda m: [{"do": "cannot-enter-line", "line": m.group(1).lower(), "moves": True, "your_effects_may": True}]),
    (rf"You can only use {N} <([^>]+)> per turn", lambda m: [{"do": "use-limit", "amount": int(m.group(1)), "name": m.group(2)}]),
    (r"You can only use <([^>]+)> once per turn", lambda m: [{"do": "use-limit", "amount": 1, "name": m.group(1).strip()}]),
    (r"(?:Place|Put) the top card of your deck face-?down under this character",
     lambda m: [{"do": "face-down-under", "amount": 1}]),
    (r"(?:Place|Put) the top card of your deck under this character face-?down",
     lambda m: [{"do": "face-down-under", "amount": 1}]),
    (rf"(?:Place|Put) (?:{N}|a|the) face-?down cards? (?:under|below) this character (?:to|in|into) (?:the|your) Outside Area",
     lambda m: [{"do": "face-down-to-outside", "amount": int(m.group(1) or 1)}]),
    # ("... due to a character effect or event card effect, they must pay an additional AP to choose this character")
    # ("... by a Character or Event Card effect, your opponent must pay 1 additional AP": the kinds said once, "effect"
    # after the last)
    (rf"(?:At the moment|When) your opponent chooses this character (?:with|due to|by) (?:a |their )?character(?: card)?(?: effects?)? or "
     rf"event (?:card )?effects?, (?:they|your opponent) must (?:additionally )?pay (?:{N}|an) (?:additional )?AP(?: to choose this character)?",
     lambda m: [{"do": "choose-tax", "amount": int(m.group(1) or 1)}]),
    # the same for an event's choice only, paid in AP or in cards from the hand: "When your opponent chooses this
    # character using the effect of an Event Card, this character cannot be chosen unless your opponent additionally
    # places 1 card from their hand to the Outside Area"
    (rf"(?:At the moment|When) your opponent chooses this character (?:using|for|with|by) the effects? of an Event Card, this "
     rf"character cannot be chosen unless your opponent additionally (?:pays? {N} AP|(?:places?|puts?) {N} cards? from their "
     r"hand (?:to|in|into) (?:the|their) Outside Area)",
     lambda m: [{"do": "choose-tax", "by": "event", **({"amount": int(m.group(1))} if m.group(1) else {"discard": int(m.group(2))})}]),
    (rf"The number of cards you can place on (?:the|your) Front Line is reduced by {N}",
     lambda m: [{"do": "front-line-size", "amount": -int(m.group(1))}]),
    # "reduce the AP cost of the next <X> (that) you use (from your hand) (this turn) by 1", "reduce the required energy
    # for the next blue Character Card you use", "the AP of the next ...": a card used from the hand
    # "... the next card you use from your Remove Area": one used from there (usable-from-remove; target zone "remove")
    (r"(?:During this turn, )?reduce the (AP cost|AP|required energy) (?:of|for) (?:the )?next (.*?)(?: that)?(?: you (?:use|play))?"
     r"(?: from your (?:hand(?: or (?:your |the )?Outside Area)?|(?P<removed>Remove Area)))?(?: (?:during |for )?this turn)? by (\d+)"
     r"(?: (?:during |for )?this turn)?",
     lambda m: _next_reduction(m)),
    # "During this turn, reduce the required energy of all <X> Character Cards in your hand by 1" (said with "during this
    # turn": normalise puts it last): every matching card used from the hand this turn
    (rf"reduce the (required energy|AP cost) of all (.+?) in your hand( with (?:<[^>]+>|\"[^\"]+\") in their names?)? by {N} "
     r"during this turn", lambda m: _every_reduction(m)),
    # "Maximum of your hand size is 15": the hand its player keeps at the End Phase (seed 000 End Phase 3: "more than 8
    # cards ... until you have exactly 8 cards left") while this card is on the area
    (rf"(?:(?:The )?Maximum (?:of |for )?your hand size is {N}|Your maximum hand size is {N})",
     lambda m: [{"do": "hand-limit", "amount": int(m.group(1) or m.group(2))}]),
    # "that Character cannot block on first attack for the turn" (a gained 'This character cannot block on first
    # attack'): it cannot block the turn's first attack (the turn player's; Seat.attacked_now holds it as it is
    # declared), so not while 2 or more attacks were made this turn
    (r"This character cannot block (?:on|against|during) (?:the )?first attack",
     lambda m: [{"do": "cannot-block", "condition": {"kind": "none", "conditions": [
         {"kind": "attacks-this-turn", "filter": {"card_type": "character"}, "at_least": 2, "side": "any"}]}}]),
    (r"This character cannot block", lambda m: [{"do": "cannot-block"}]),
    (r"This character can attack from (?:the |your )?Energy Line", lambda m: [{"do": "attacks-from-energy-line"}]),
    # "This character cannot be chosen by the effects of your opponent's characters that are not in Raid State": only
    # effects of the characters the filter matches (from, _SOURCE_FILTER)
    (rf"This character cannot be chosen by your opponent's character effects (?:that are |which are )?({_SOURCE_FILTER})",
     lambda m: [{"do": "cannot-be-chosen", "by": "character", "from": _source_filter(m.group(1))}]),
    # "When your opponent chooses this character with a character's effect, they can only choose this character with
    # effects of characters with an original BP of 4000": the effects of other characters cannot choose it (except_from:
    # the characters whose effects still may; event effects are not named, so they still may)
    (r"(?:At the moment|When) your opponent chooses this character (?:with|by) (?:a |their )?character(?:'s)? effects?, "
     r"they can only choose (?:this character|it) (?:with|by) (?:the )?effects? of (?:a )?characters? (with .+)",
     lambda m: _chosen_only_by(m.group(1))),
    # ("This Field cannot be chosen ...": a Field card on the area is chosen as a character is)
    (rf"This (?:character|Field) cannot be chosen by your opponent's (?:({_CHOSEN_BY}) )?effects?",
     lambda m: [{"do": "cannot-be-chosen", "by": (m.group(1) or "opponent").lower().replace(" ", "-")}]),
    (r"This character (?:also )?generates? energy on (?:the |your )?Front Line", lambda m: [{"do": "generates-on-front-line"}]),
    (r"This (?:character|card) (?:is )?also treated as <([^>]+)>", lambda m: [{"do": "also-named", "name": m.group(1)}]),
    # "is also treated as <A>, <B> and <C>" / "is treated as both <A> and <B>": each name
    (r"This (?:character|card) is (?:also treated as (?:both )?|treated as both )(?:an? )?((?:<[^>]+>, )*<[^>]+>,? and (?:an? )?<[^>]+>)",
     lambda m: [{"do": "also-named", "name": name} for name in re.findall(r"<([^>]+)>", m.group(1))]),
    (rf"This character cannot be blocked by characters? with BP {N} or (more|less)( during this turn)?",
     lambda m: [{"do": "cannot-be-blocked-by-bp-at-" + ("least" if m.group(2) == "more" else "most"), "amount": int(m.group(1)),
                 **({"duration": "this-turn"} if m.group(3) else {})}]),
    (r"Activate this (?:character|card|field)'s \[(On Play|When Attacking|On Retire)\] effect",
     lambda m: [{"do": "activate-effect", "timing": m.group(1).lower().replace(" ", "-")}]),
    # "Place 1 card from your hand to the Outside Area. If the card placed ... is <X>, you may activate the [On Retire]
    # effect of that card": the [On Retire] of the card(s) the step before placed to the Outside Area, as it resolves
    # there (a placing step must be said before: the compiler checks)
    (r"Activate the \[On Retire\] effect of (?:that card|the placed card|the card placed(?: (?:to|in) the Outside Area)?)",
     lambda m: [{"do": "activate-effect", "timing": "on-retire", "of": "placed"}]),
    # "You may return 1 <X> from your area to your hand. If you did, activate the [On Retire] effect of the returned
    # character": the [On Retire] of the character(s) the step before returned, the card now in the hand (the compiler
    # checks that step)
    (r"Activate the \[On Retire\] effect of the returned character",
     lambda m: [{"do": "activate-effect", "timing": "on-retire", "of": "returned"}]),
    # "Choose 1 <X> on your area and activate that character's [On Play] effect": the chosen character's own
    # (one choice, no other step said between: "Choose 1 <X> ..., place ... and activate its [On Play] effect" is read
    # a step at a time)
    (r"Choose ((?:up to )?\d+ [^,]+? on your (?:area|Front Line|Energy Line)) and activate (?:that character's|its|their|"
     r"the chosen character's) \[On Play\] effects?",
     lambda m: _activate_chosen(m.group(1))),
    (rf"Choose (?:up to )?{N} (?:of )?(?:you|your) (?:rested )?AP cards? and (?:set (?:it|them) )?(?:to )?active(?: (?:it|them))?",
     lambda m: [{"do": "set-ap-active", "amount": int(m.group(1))}]),
    (r"(?:The )?next time (?:it|they) would (?:be )?(?:set to active|set active|become active|becomes? active|switch(?:ed)? to active),? (?:it|they) (?:doesn't|don't|does not)",
     lambda m: [{"do": "stays-rested"}]),
    # "As long as this character is on your Front Line, that character will not set to active during the Start Phase and
    # End Phase": the character a step before chose stays rested through both phases' untaps while this one stays on
    # the Front Line (hold-rested; the compiler gives it the chosen target)
    (r"As long as this character is (?:on|in) your Front Line, (?:that|the chosen) character (?:will not|does not|doesn't|"
     r"cannot) (?:be )?(?:set|switch|become) (?:to )?active (?:during|in) (?:the |each )?Start Phases? and (?:the )?End Phases?",
     lambda m: [{"do": "hold-rested"}]),
    (rf"Look at {N} cards? from the top of your deck", lambda m: [{"do": "look-at-top", "amount": int(m.group(1))}]),
    (r"(?:You (?:can|may) )?choose to (?:put|place) (?:that card|it) (?:on|at) (?:the )?top or (?:the )?bottom of (?:the|your) deck",
     lambda m: [{"do": "looked-to", "where": "top-or-bottom"}]),
    (r"(?:Place|Put) any number of (?:cards )?among them (?:on|to|at) (?:the )?top of your deck in any order and (?:place |put )?the (?:rest|remaining)(?: cards)? (?:at|on|to) the bottom of your deck(?: in any order)?",
     lambda m: [{"do": "looked-to", "where": "top-or-bottom"}]),
    (r"(?:Place|Put) (?:them|those cards) (?:on|at) (?:the )?top of your deck in any order", lambda m: [{"do": "looked-to", "where": "top"}]),
    (rf"(?:Place|Put) up to {N} (?:cards? )?(?:among them|of them) (?:on|at) (?:the )?top of your deck(?: in any order)? and (?:place |put )?the (?:remaining|rest)(?: cards)? (?:at|on|to) the bottom of your deck(?: in any order)?",
     lambda m: [{"do": "looked-to", "where": "top-or-bottom", "top_at_most": int(m.group(1))}]),
    (r"This (?:character|card) (?:cannot be played (?:unless|other than|except) by (?:Raid|raiding)|can only be played "
     r"by (?:Raid|raiding))", lambda m: [{"do": "raid-only"}]),
    # "This card can only be played by your effects or raided": not from the hand onto a line itself, but by a Raid or
    # an effect of yours
    (r"This (?:character|card) can only be played by your (?:card )?effects? or (?:by )?(?:Raid|raided|raiding)",
     lambda m: [{"do": "raid-only", "effects_may": True}]),
    (r"(?:Place|Put) (up to )?(\d+ )?cards? from the top of your deck (?:to|in|into) (?:the|your) (Outside Area|Remove Area)",
     lambda m: [{"do": "mill", "amount": int(m.group(2) or 1), **({"optional": True} if m.group(1) else {}),
                 **({"to": "remove"} if "Remove" in m.group(3) else {})}]),
    (r"(?:Place|Put) the top card of your deck (?:to|in|into) the Remove Area", lambda m: [{"do": "mill", "amount": 1, "to": "remove"}]),
    # "During this turn, you may use that card from the Remove Area" (after a step that placed cards there): those cards
    # may be used from the Remove Area this turn as cards are used from the hand (seed 000 Main Phase A: required energy
    # met, AP paid)
    (r"The cards? placed there (?:is|are) usable from the Remove Area this turn", lambda m: [{"do": "usable-from-remove"}]),
    # "If you did, draw the same number of cards as (the number of cards you) placed to the Outside Area by this effect":
    # as many as the step before placed from the hand (the compiler keeps it only after such a step)
    (r"Draw the same number of cards as (?:the number of cards )?(?:you )?placed to the Outside Area (?:by|with) this effect",
     lambda m: [{"do": "draw", "amount": 1, "per": "placed-by-this-effect"}]),
    # "Your opponent rests 1 active character on their Front Line"; "Your opponent rest 2 active characters on their
    # area" (zone any: either line); "your opponent will rest one of their active character in the Front Line"
    (rf"Your opponent (?:rests|rest|will rest|must rest) {N} (?:of their )?(?:active )?characters? (?:on|in) (?:their|the) "
     rf"(Front Line|area)",
     lambda m: [{"do": "opponent-rests", "amount": int(m.group(1)), **({"zone": "any"} if m.group(2) == "area" else {})}]),
    # the opponent chooses which of theirs (zone: where from, "front" or "any": their area)
    (rf"Your opponent (retires|returns) {N} characters? on their (area|Front Line)( to their hand)?",
     lambda m: None if (m.group(1) == "returns") != bool(m.group(4)) else [
         {"do": "opponent-retires" if m.group(1) == "retires" else "opponent-returns", "amount": int(m.group(2)),
          "zone": "front" if m.group(3) == "Front Line" else "any"}]),
    # "Your opponent may retire 1 character on their Front Line"; "... may retire one of their own Front Line characters
    # with BP3000 or more": the opponent's choice (opponent_may; "If your opponent does not retire one, ..." follows)
    (rf"Your opponent may (retire|return) {N} (?:of their (?:own )?)?(?:characters? on their (area|Front Line)|"
     rf"(Front Line) characters?)(?: with BP ?{N} or (more|less))?( to their hand)?",
     lambda m: None if (m.group(1) == "return") != bool(m.group(7)) else [
         {"do": "opponent-retires" if m.group(1) == "retire" else "opponent-returns", "amount": int(m.group(2)),
          "zone": "any" if m.group(3) == "area" else "front", "opponent_may": True,
          **({("bp_min" if m.group(6) == "more" else "bp_max"): int(m.group(5))} if m.group(5) else {})}]),
    (rf"Add (up to )?{N} of them to your hand",
     lambda m: [{"do": "take-looked", "target": {"up_to": int(m.group(2)), **({} if m.group(1) else {"exactly": True})},
                 "hidden": True}]),
    (rf"Add {N} cards? (?:from|on|in) your Life(?: Area)? to your hand", lambda m: [{"do": "life-to-hand", "amount": int(m.group(1))}]),
    (rf"(?:Place|Put) {N} cards? from your Life(?: Area)? (?:to|in|into) the Outside Area", lambda m: [{"do": "life-to-outside", "amount": int(m.group(1))}]),
    # "Deal 1 damage to your opponent" / "inflict 1 damage to your opponent": the opponent sustains that damage (seed 000,
    # When a player sustains damage: a Life card for each point, each with its Trigger check)
    (rf"(?:Deal|Inflict) {N} damage to your opponent", lambda m: [{"do": "deal-damage", "amount": int(m.group(1))}]),
    # "Place 1 (card) from your Life Area to the bottom of your deck": a Life card, without a Trigger check
    (rf"(?:Place|Put) {N}(?: cards?)? from your Life(?: Area)? (?:to|at|on) the bottom of your deck",
     lambda m: [{"do": "life-to-deck", "amount": int(m.group(1)), "where": "bottom"}]),
    (rf"(?:Place|Put) {N} cards? from your hand (?:on|at|to) (?:the )?top of your deck",
     lambda m: [{"do": "hand-to-deck-top", "amount": int(m.group(1))}]),
    # "Place 1 card from your hand at the bottom of your deck" / "... on the top or bottom of your deck" (which end: the
    # player's choice)
    (rf"(?:Place|Put) {N} cards? from your hand (?:on|at|to|in) (?:the )?(bottom|top or (?:the )?bottom) of your deck",
     lambda m: [{"do": "hand-to-deck", "amount": int(m.group(1)), "where": "bottom" if m.group(2) == "bottom" else "top-or-bottom"}]),
    (rf"Draw {N} cards? and (?:place|put) {N} cards? from your hand (?:on|at|to) (?:the )?top of your deck",
     lambda m: [{"do": "draw", "amount": int(m.group(1))}, {"do": "hand-to-deck-top", "amount": int(m.group(2))}]),
    (r"(?:Declare|Choose) (?:a|1) required energy number", lambda m: [{"do": "declare-energy"}]),
    (rf"Draw cards until you have {N} cards in your hand", lambda m: [{"do": "draw-to", "amount": int(m.group(1))}]),
    # "draw cards until your hand has the same number of cards as your opponent('s hand)": as many as their hand holds
    (r"Draw cards until (?:your hand has|you have) the same number of cards(?: in your hand)? as (?:your opponent(?:'s hand)?|"
     r"in your opponent's hand)", lambda m: [{"do": "draw-to", "as_opponent": True}]),
    (r"This character is not affected by BP reducing effects", lambda m: [{"do": "immune-bp-reduction"}]),
    (r"This character's BP cannot be (?:minus|reduced|decreased|lowered)", lambda m: [{"do": "immune-bp-reduction"}]),
    (r"This card's name is changed to <([^>]+)>", lambda m: [{"do": "renamed", "name": m.group(1)}]),
    (r"Reveal the top card of your deck and add it to your hand", lambda m: [{"do": "draw", "amount": 1, "reveal": True}]),
    (rf"Draw up to {N} cards?", lambda m: [{"do": "draw", "amount": int(m.group(1)), "optional": True}]),
    (rf"You and your opponent (?:each )?draw {N} cards?",
     lambda m: [{"do": "draw", "amount": int(m.group(1))}, {"do": "opponent-draws", "amount": int(m.group(1))}]),
    (rf"Your opponent draws {N} cards?", lambda m: [{"do": "opponent-draws", "amount": int(m.group(1))}]),
    # the opponent's choice: the engine's is to draw (docs/engine.md, "Granted abilities, the opponent's choices ...")
    (rf"Your opponent may draw {N} cards?", lambda m: [{"do": "opponent-draws", "amount": int(m.group(1)), "opponent_may": True}]),
    (rf"Place {N} cards? from your hand (?:to|in|into|on) (?:the |your )?Outside Area",
     lambda m: [{"do": "discard", "amount": int(m.group(1))}]),
    # (a kind of card, "1 Event Card", is a pick of that kind: discard-chosen; "with the same required energy" is not read)
    (rf"Place {N} cards? from your hand (?:to|in|into) the Outside Area",
     lambda m: [{"do": "discard", "amount": int(m.group(1))}]),
    (rf"Your opponent (?:places|place|discards|must place) {N} cards? from (?:their|his or her) hand (?:to|in|into) (?:the|their) Outside Area",
     lambda m: [{"do": "opponent-discards", "amount": int(m.group(1))}]),
    # their choice, by value from their side ("If they did, your opponent adds 1 character retired by this effect ...")
    (rf"Your opponent may place {N} cards? from (?:their|his or her) hand (?:to|in|into) (?:the|their) Outside Area",
     lambda m: [{"do": "opponent-discards", "amount": int(m.group(1)), "opponent_may": True}]),
    # what the opponent does with cards of their Outside Area: "Your opponent places 2 cards from their Outside Area to
    # the Remove Area / at the bottom of their deck in any order they choose"
    # ("2 Event cards from their Outside Area": of that kind, card_type)
    (rf"Your opponent (?:places|place|must place|puts) {N} (?:(?P<kind>Event|Character|Field) )?cards? from (?:their|his or her) "
     rf"Outside Area (?:(?:to|in|into|on) (?:the|their) (?P<remove>Remove Area)|(?:at|on|to) the bottom of (?:their|his or her) "
     rf"deck)(?: in any order(?: they choose)?)?",
     lambda m: [{"do": "opponent-outside-to", "amount": int(m.group(1)), "where": "remove" if m.group("remove") else "bottom",
                 **({"card_type": m.group("kind").lower()} if m.group("kind") else {})}]),
    (rf"(?:Set|Choose) (?:up to )?{N} (?:of your )?(?:rested )?AP cards?(?: of yours)?(?: and set (?:it|them))? (?:to )?active",
     lambda m: [{"do": "set-ap-active", "amount": int(m.group(1))}]),
    (rf"Choose (?:up to )?{N} of your AP cards and set (?:it|them) (?:to )?active", lambda m: [{"do": "set-ap-active", "amount": int(m.group(1))}]),
    (rf"Activate {N} (?:of your )?(?:rested )?AP(?: cards?)?", lambda m: [{"do": "set-ap-active", "amount": int(m.group(1))}]),
    # "set to active up to 1 of your AP Cards": the verb said first
    (rf"Set to active (?:up to )?{N} (?:of your )?(?:rested )?AP cards?", lambda m: [{"do": "set-ap-active", "amount": int(m.group(1))}]),
    # "set this character and 1 of your AP cards to active": this character, and AP cards as "set 1 of your AP cards to
    # active"
    (rf"Set this character and (?:up to )?{N} of your (?:rested )?AP cards? (?:to )?active",
     lambda m: [{"do": "set-active", "target": {"self": True}}, {"do": "set-ap-active", "amount": int(m.group(1))}]),
    (rf"Rest {N} (?:of your )?(?:active )?AP cards?", lambda m: [{"do": "rest-ap", "amount": int(m.group(1))}]),
    (r"Look at (?:the )?top (?:(\d+) )?cards? of your deck", lambda m: [{"do": "look-at-top", "amount": int(m.group(1) or 1)}]),
    (r"Reveal the top (?:(\d+) )?cards? of your deck",
     lambda m: [{"do": "look-at-top", "amount": int(m.group(1) or 1), "reveal": True}]),
    # "Reveal 1 card from the bottom of your deck", "Look at the bottom card of your deck": the deck's other end
    (r"(Reveal|Look at) (?:the bottom (?:(\d+) )?cards? of your deck|(\d+) cards? from the bottom of your deck)",
     lambda m: [{"do": "look-at-top", "amount": int(m.group(2) or m.group(3) or 1), "from": "bottom",
                 **({"reveal": True} if m.group(1).lower() == "reveal" else {})}]),
    # "Your opponent reveals the top card of their deck": cards of the opponent's deck, looked at by both
    (r"Your opponent reveals the top (?:(\d+) )?cards? of (?:their|his|her) deck",
     lambda m: [{"do": "look-at-top", "amount": int(m.group(1) or 1), "reveal": True, "side": "opponents"}]),
    (r"(?:Place|Put|Return) the (?:remaining|rest)(?: cards)?(?: of the cards)? (?:at|on|to|in) the bottom of (?:your|the) deck(?: in any order)?",
     lambda m: [{"do": "looked-to", "where": "bottom"}]),
    (r"(?:Place|Put|Return) the (?:remaining|rest)(?: cards)? (?:at|on|to) the top of (?:your|the) deck(?: in any order)?",
     lambda m: [{"do": "looked-to", "where": "top"}]),
    (r"(?:Place|Put) the (?:remaining|rest)(?: cards)? (?:on|at) top of your deck in any order", lambda m: [{"do": "looked-to", "where": "top"}]),
    (r"(?:Place|Put) the (?:remaining|rest)(?: cards)? (?:in|to|into) (?:the|your) Outside Area", lambda m: [{"do": "looked-to", "where": "outside"}]),
    (r"(?:Place|Put) (?:that card|it|the card|them) (?:on|at) (?:the )?top or (?:the )?bottom of your deck",
     lambda m: [{"do": "looked-to", "where": "top-or-bottom"}]),
    (r"(?:Place|Put) (?:that card|it|the card) on top of your deck or (?:to|in|into) the Outside Area",
     lambda m: [{"do": "looked-to", "where": "top-or-outside"}]),
    (r"(?:Place|Put) any number of (?:the )?(?:cards )?(?:among them|of them|of those cards) (?:on|to|at) (?:the )?top(?: of your deck)?(?: in any order)?,? and "
     r"(?:place |put )?the (?:rest|remaining|others)(?: cards)? (?:at|on|to|in|into) (?:the )?(bottom of your deck|bottom|Outside Area)(?: in any order)?",
     lambda m: [{"do": "looked-to", "where": "top-or-outside" if "Outside" in m.group(1) else "top-or-bottom"}]),
    (r"(?:Place|Put) any number of (?:them|the cards) (?:on|at) (?:the )?top and (?:the )?bottom of your deck in any order",
     lambda m: [{"do": "looked-to", "where": "top-or-bottom"}]),
    (r"Place the top card of your deck (?:to|in|into) (?:the|your) Outside Area", lambda m: [{"do": "mill", "amount": 1}]),
    (rf"Place the top {N} cards of your deck (?:to|in|into) (?:the|your) Outside Area", lambda m: [{"do": "mill", "amount": int(m.group(1))}]),
    (r"(?:Place|Put) this (?:card|character) (?:to|in|into) the Remove Area", lambda m: [{"do": "to-remove", "target": {"self": True}}]),
    (r"(?:Add|Return) this (?:card|character)(?: from (?:the|your) Outside Area)? to your hand", lambda m: [{"do": "return-to-hand", "target": {"self": True}}]),
    (rf"Reduce this card's required energy on your area and as a raid source by {N}",
     lambda m: [{"do": "energy-value-change", "amount": -int(m.group(1))}]),
    (rf"Add {N} cards? from your Life Area to your hand", lambda m: [{"do": "life-to-hand", "amount": int(m.group(1))}]),
    (r"Place the top (?:(\d+) )?cards? of your deck (?:to|in|into|on) your Life Area",
     lambda m: [{"do": "deck-to-life", "amount": int(m.group(1) or 1)}]),
    (r"Move this character to (?:the |your )?(another line|the other line|Energy Line|Front Line)",
     lambda m: [{"do": "move-line", "to": {"energy line": "energy", "front line": "front"}.get(m.group(1).lower(), "other"),
                 "target": {"self": True}}]),
    (r"At the end of (?:your|the) (Main Phase|Attack Phase|End Phase|turn), retire this character",
     lambda m: [{"do": "gain-ability", "target": {"self": True}, "duration": "this-turn", "effects": [
         {"timing": {"main phase": "end-of-main-phase", "attack phase": "end-of-attack-phase", "end phase": "end-of-turn",
                     "turn": "end-of-turn"}[m.group(1).lower()],
          "actions": [{"do": "retire", "target": {"self": True}}]}]}]),
]
STANDALONE = [(re.compile(rf"^{pattern}\.?$", re.I), build) for pattern, build in STANDALONE]
# '... If you did, that effect becomes "Choose 2 of the following" instead' (after "When a character on your area
# activates a "Choose 1 of the following" effect"): the choice being made takes that many options
STANDALONE.append((re.compile(r'^That effect becomes "Choose (\d+) of the following(?: effects?)?" instead\.?$', re.I),
                   lambda m: [{"do": "choose-count", "count": int(m.group(1))}]))

# --- the energy this card generates (seed 000 Energy Line: a card's Activation Energy, of its own colour) ----------
# "This character gets +1 generated [red] energy during this turn", "For the turn, this field generates +2 [green]
# energy", "this character generates 1 additional energy", "increase this field's generated energy by 1", "this
# character's generated energy is increased by 1": more energy of this card's colour (a colour said with it is always
# the card's own on real cards, so it is not kept); "for / during the turn": until the end of this turn
_COLOR_TAG = r"(?: ?\[?(?:red|blue|green|yellow|purple)\]?)?"
_THIS_GENERATOR = r"this (?:character|card|field)(?:'s)?"
_FOR_THE_TURN = r"(?P<for>(?:For|During) (?:the|this) turn,? )?"
_GENERATED_DURATION = r"(?P<during> (?:during|for) (?:this|the) turn)?(?P<next> until the start of your next turn)?"
_GENERATES_MORE = [
    rf"{_FOR_THE_TURN}{_THIS_GENERATOR} generates? (?:additionn?al \+?(?P<n>\d+)|\+?(?P<n2>\d+) additional|\+(?P<n3>\d+))"
    rf"{_COLOR_TAG} energy{_GENERATED_DURATION}",
    rf"{_FOR_THE_TURN}{_THIS_GENERATOR} (?:gets?|gains?) \+(?P<n>\d+){_COLOR_TAG} generated{_COLOR_TAG} energy{_COLOR_TAG}"
    rf"{_GENERATED_DURATION}",
    rf"{_FOR_THE_TURN}Increase (?:{_THIS_GENERATOR} generated energy|the energy(?: \w+)? (?:this character|this field|it) "
    rf"generates)(?: \w+)? by \+?(?P<n>\d+){_COLOR_TAG}{_GENERATED_DURATION}",
    rf"{_THIS_GENERATOR} generated energy is increased by (?P<n>\d+){_COLOR_TAG}",
]


def _generates_more(m) -> list | None:
    amount = int(next(m.group(g) for g in ("n", "n2", "n3") if g in m.re.groupindex and m.group(g)))
    duration = "this-turn" if m.groupdict().get("for") or m.groupdict().get("during") else None
    if m.groupdict().get("next"):
        if duration:
            return None  # two durations
        duration = "until-next-turn-start"
    return [{"do": "generated-energy-change", "amount": amount, "target": {"self": True},
             **({"duration": duration} if duration else {})}]


STANDALONE += [(re.compile(rf"^{pattern}\.?$", re.I), _generates_more) for pattern in _GENERATES_MORE]

# --- this character to the top or bottom of its owner's deck ------------------------------------------------
STANDALONE += [(re.compile(r"^(?:Place|Put|Return) this (?:character|card) (?:at|on|to) the (top|bottom) of (?:your|its owner's|the) "
                           r"deck\.?$", re.I),
                lambda m: [{"do": "to-deck", "where": m.group(1).lower(), "target": {"self": True}}])]

# --- Union Arena mechanics: a raiding character's raid source (the card under it) ------------
_RAID_SOURCE = (r"(?:of this character's raid source(?: cards?)?|raid source cards? from this character|"
                r"cards? from this character's raid source(?: cards)?)")


def _raid_source_target(m) -> dict:
    return {"zone": "raid-source", "up_to": int(m.group(2) or 1), **({} if m.group(1) else {"exactly": True})}


STANDALONE += [(re.compile(rf"^{pattern}\.?$", re.I), build) for pattern, build in (
    (rf"Return (up to )?(\d+) {_RAID_SOURCE} to your hand",
     lambda m: [{"do": "add-to-hand", "target": _raid_source_target(m)}]),
    (rf"Play (up to )?(\d+) {_RAID_SOURCE} to your area(?: (?:in |as )?(rested|active))?",
     lambda m: [{"do": "play-from", "zone": "raid-source", "target": _raid_source_target(m),
                 "active": (m.group(3) or "").lower() == "active"}]),
    # "place 1 of this character's raid source cards to the Outside Area": the card under it leaves, this character
    # stays on the field, no longer in Raid State (the reminder "(This character is no longer in Raid State)" says so)
    (rf"(?:Place|Put) (up to )?(\d+) {_RAID_SOURCE} (?:to|in|into) (?:the|your) Outside Area"
     r"(?:\.? \(This character is no longer in Raid State\))?",
     lambda m: [{"do": "raid-source-to-outside", "target": _raid_source_target(m)}]),
    # "[On Retire] This character may activate the [On Play] or [On Retire] effect of this character's raid source":
    # the effects of that timing (one of the timings said) of the card under it (seed 000 Raid Boost)
    (r"(?:This character|You) (may )?activates? (?:the |all )?(\[(?:On Play|On Retire|When Attacking)\](?: or \[(?:On Play|"
     r"On Retire|When Attacking)\])?) effects? of this character's raid source(?: card)?",
     lambda m: [{"do": "activate-effect", "target": {"zone": "raid-source", "up_to": 1, "exactly": True},
                 "timing": "|".join(t.lower().replace(" ", "-") for t in re.findall(r"\[([^\]]+)\]", m.group(2))),
                 **({"optional": True} if m.group(1) else {})}]),
    # "Place this character's raid source card to the Outside Area": its one card under it (seed 000 Raid Boost)
    (r"(?:Place|Put) this character's raid source(?: card)? (?:to|in|into) (?:the|your) Outside Area",
     lambda m: [{"do": "raid-source-to-outside", "target": {"zone": "raid-source", "up_to": 1, "exactly": True}}]),
)]

# --- Union Arena mechanics (issue 13.2): face-down cards under a character -----------------------------
_UNDER = r"(?:under|below) this (?:character|field)"  # (a Field card on your area holds face-down cards the same way)
_FACE_DOWN = [
    (rf"(?:Place|Put) the top (?:{N} cards?|card) (?:of|from) your deck face[- ]?down {_UNDER}",
     lambda m: [{"do": "face-down-under", "amount": int(m.group(1) or 1)}]),
    (rf"(?:Place|Put) (?:the top )?(?:{N} cards?|card) from the top of your deck face[- ]?down {_UNDER}",
     lambda m: [{"do": "face-down-under", "amount": int(m.group(1) or 1)}]),
    (rf"(?:Place|Put) the top (?:{N} cards?|card) (?:of|from) your deck {_UNDER} face[- ]?down",
     lambda m: [{"do": "face-down-under", "amount": int(m.group(1) or 1)}]),
    (rf"(?:Place|Put) (?:{N}|a) cards? from your hand {_UNDER} face[- ]?down",
     lambda m: [{"do": "face-down-under", "amount": int(m.group(1) or 1), "zone": "hand"}]),
    # "(you may) place that card (face-down) under this character": the card placed to the Outside Area (a
    # when-you-discard moment's, or the step before's: the compiler checks there is one)
    (rf"(?:Place|Put) that card (?:face[- ]?down )?{_UNDER}(?: face[- ]?down)?",
     lambda m: [{"do": "face-down-under", "zone": "placed"}]),
    # "You may reveal 1 <X> in your hand and place the card face-down under this character": the revealed hand card
    # (the compiler checks a reveal from the hand is said before)
    (rf"(?:Place|Put) (?:the revealed card|the card) face[- ]?down {_UNDER}",
     lambda m: [{"do": "face-down-under", "zone": "revealed"}]),
    (rf"(?:Place|Put) (?:{N}|a|the) face[- ]?down cards? {_UNDER} (?:to|in|into) (?:the|your) Outside Area",
     lambda m: [{"do": "face-down-to-outside", "amount": int(m.group(1) or 1)}]),
    # "place up to 1 face-down card under this character to the Outside Area": as many as there are, up to N
    (rf"(?:Place|Put) up to {N} face[- ]?down cards? {_UNDER} (?:to|in|into) (?:the|your) Outside Area",
     lambda m: [{"do": "face-down-to-outside", "amount": int(m.group(1)), "up_to": True}]),
    (rf"Look at (?:all )?(?:the )?face[- ]?down cards (?:placed )?{_UNDER}(?:,| and) add (?:up to )?{N} (?:cards? )?among them to "
     r"(?:your|the) hand",
     lambda m: [{"do": "face-down-to-hand", "amount": int(m.group(1))}]),
    (rf"Reveal all face[- ]?down cards {_UNDER} and add them to your hand", lambda m: [{"do": "face-down-to-hand"}]),
    # "[On Retire] Add the character card under this to hand": a raiding character's raid source (seed 000 Raid Boost)
    # (also "return the card under this character in Raid State to your hand")
    (r"(?:Add|Return) the (?:character )?card (?:under|below) this(?: character)?(?: in Raid State)? to (?:your )?hand",
     lambda m: [{"do": "add-to-hand", "target": {"zone": "raid-source", "up_to": 1, "exactly": True}}]),
]
STANDALONE += [(re.compile(rf"^{pattern}\.?$", re.I), build) for pattern, build in _FACE_DOWN]
# "Place the top card of this character in Raid State to the Outside Area" (the card it raided stays on the field)
STANDALONE += [(re.compile(rf"^(Place|Put|Return) the top card of this (?:character|card)(?: in Raid State)? {_RAID_TOP_PLACE}"
                           r"\.?$", re.I),
                lambda m: _raid_top_to(m, {"self": True}))]

# --- Union Arena mechanics (issue 13.2): protection from being removed from the field ---------------------
_PROTECTION = [
    (r"This (?:character|card) cannot be removed from the field by (?:your )?opponent's (?:(trigger|character) )?(?:effects?|abilities)",
     lambda m: [{"do": "cannot-be-removed", "by": (m.group(1) or "opponent").lower()}]),
]
STANDALONE += [(re.compile(rf"^{pattern}\.?$", re.I), build) for pattern, build in _PROTECTION]

# --- Union Arena mechanics (issue 13.2): replacement effects for being retired -----------------------------
# "If [you have N or more cards in your hand and / there is a face-down card under this character and] this character
# would be retired (leave the area / return to your hand) [by (due to) your opponent's effect / by your or your
# opponent's effect], (you may) <do> instead"
_WOULD_LEAVE = (r"If (?:you have (?P<have>\d+) or more cards? in your hand and |there is (?P<has_under>a|\d+) face-down cards? "
                r"under this character and )?this character would (?P<event>be retired|leave the (?:area|field)|return "
                r"(?:from your area )?to (?:your|its owner's) hand)(?P<by> (?:by|due to) (?:your opponent's|an opponent's|"
                r"(?P<either>your or your opponent's)) (?:effects?|abilities))?,")


def _replacement(m, **how) -> list | None:
    """"If this character would be retired (leave the area / return to your hand) [by your opponent's effects], (you
    may) <do> instead": "you may" is the owner's choice (optional), without it the replacement is always done. A
    condition said before it must be what the replacement itself needs (cards in the hand to place, face-down cards
    to place), else it is not read."""
    have, under = m.group("have"), m.group("has_under")
    if have is not None and int(have) != how.get("discard") or under is not None and (
            1 if under == "a" else int(under)) != how.get("under"):
        return None
    by = "any" if not m.group("by") else "effect" if m.group("either") else "opponent"
    event = m.group("event").lower()
    action = {"do": "retire-replacement", "by": by, **how}
    if not event.startswith("be retired"):
        action["event"] = "leave" if event.startswith("leave") else "return"
    return [dict(action, optional=True) if "may" in m.groupdict() and m.group("may") else action]


def _hand_replacement(m) -> list | None:
    """"... (you may) place N cards (N <X>) from your hand to the Outside Area instead"."""
    what = m.group("what")
    how = {"discard": int(m.group("n"))}
    if what.startswith("<"):
        parsed = parse_target(f"1 {what}")
        if parsed is None or parsed[1] or set(parsed[0]) - {"up_to", "exactly", "name", "trait"}:
            return None
        how["card"] = {k: v for k, v in parsed[0].items() if k not in ("up_to", "exactly")}
    return _replacement(m, **how)


def _substitute(m) -> list | None:
    """"[When in Frontline] If a character on your area other than <X> (your <X>) is (would be) retired [by your
    opponent's (character) effect], you may retire this character instead": this character is retired in place of
    another of your characters (by: which removals it replaces, as the protections' "by": opponent / character)."""
    subject = m.group("who")
    subject = f"1 {subject[2:]}" if subject.lower().startswith("a ") else re.sub(r"(?i)^your (<[^>]+>)$", r"1 \1 on your area",
                                                                                  subject)
    parsed = parse_target(subject)
    if parsed is None or parsed[1] or parsed[0].get("side") != "yours" or parsed[0].get("other"):
        return None
    target = {k: v for k, v in parsed[0].items() if k not in ("up_to", "exactly")}
    by = "any" if not m.group("by") else "character" if m.group("kind") else "opponent"
    action = {"do": "substitute-retire", "by": by, "target": target}
    return [dict(action, optional=True) if m.group("may") else action]


def _under_instead(m) -> list | None:
    """"When this character is placed from your area to the Outside Area, (you may) place this card face-down under a
    <X> on your area instead": event "outside" (retired, or placed in the Outside Area), to "under" a matching
    character of yours (target)."""
    parsed = parse_target("1 " + re.sub(r"(?i)^(?:an?|1) ", "", m.group("who")) + " on your area")
    if parsed is None or parsed[1] or set(parsed[0]) - {"up_to", "exactly", "name", "side", "zone"}:
        return None
    target = {k: v for k, v in parsed[0].items() if k not in ("up_to", "exactly")}
    action = {"do": "retire-replacement", "by": "any", "event": "outside", "to": "under", "target": target}
    return [dict(action, optional=True) if m.group("may") else action]


def _under_redirect(m) -> list | None:
    """"When a face-down card will be placed to the Outside Area from under a character other than <X> on your area,
    you may place that face-down card under this character instead": the face-down cards leaving a matching character
    of yours (from: its filter) for the Outside Area go face-down under this character instead."""
    who = re.sub(r"(?i)^(?:an?|1|your) ", "", m.group("who"))
    parsed = parse_target(f"1 {who} on your area")
    if parsed is None or parsed[1] or parsed[0].get("side") != "yours" or parsed[0].get("zone") != "any" \
            or set(parsed[0]) - {"up_to", "exactly", "card_type", "name", "not_name", "trait", "side", "zone"}:
        return None
    wanted = {k: v for k, v in parsed[0].items() if k not in ("up_to", "exactly", "zone")}
    action = {"do": "under-redirect", "from_under": wanted}
    return [dict(action, optional=True) if m.group("may") else action]


def _other_retired(m) -> list | None:
    """"When this character (with BP 500 or more) is retired, (you may) retire 1 other character with BP 4000 or more on
    your Front Line instead": another character of yours (target, its BP as it is now) is retired in place of this one
    (to "retire-other"); "with BP N or more" said of this character: its BP as it would be retired (a condition)."""
    parsed = parse_target(m.group("who"))
    if parsed is None or parsed[1] or parsed[0].get("side") != "yours" or not parsed[0].get("other") or \
            parsed[0].get("up_to") != 1 or set(parsed[0]) - {"up_to", "exactly", "other", "side", "zone", "card_type", "name",
                                                          "trait", "bp_min", "bp_max"}:
        return None
    target = {k: v for k, v in parsed[0].items() if k not in ("up_to", "exactly")}
    action = {"do": "retire-replacement", "by": "any", "to": "retire-other", "target": target}
    if m.group("bp"):
        action["condition"] = {"kind": "this-bp-at-least", "amount": int(m.group("bp"))}
    return [dict(action, optional=True) if m.group("may") else action]


_REPLACEMENTS = [
    (r"When (?:(?:a|any) )?face-down cards? (?:will be|would be|is|are) (?:placed|put) (?:to|in|into) (?:the |your )?Outside "
     r"Area from under (?P<who>(?:an?|1|your) (?:[^,]+?)) on your (?:area|field), (?P<may>you may )?(?:place|put) "
     r"(?:that|those|the) face-down cards? under this character instead", _under_redirect),
    (r"When this character(?: with BP (?P<bp>\d+) or more)? is retired, (?P<may>you may )?retire (?P<who>1 other [^,]+?) "
     r"instead", _other_retired),
    (r"If (?P<who>a character on your (?:area|Front Line|Energy Line) other than <[^>]+>|your <[^>]+>) (?:is|would be) retired"
     r"(?P<by> by (?:your opponent's|an opponent's) (?P<kind>character )?(?:effects?|abilities))?"
     r"(?:,? other than by its BP becom(?:e|ing) 0 or less)?, (?P<may>you may )?retire this (?:character|card) instead",
     _substitute),
    (rf"{_WOULD_LEAVE} (?P<may>you may )?move (?:it|this character) to (?:the |your )?Energy Line instead",
     lambda m: _replacement(m, to="energy")),
    (rf"{_WOULD_LEAVE} (?P<may>you may )?(?:place|put) (?P<n>\d+) (?P<what>cards?|<[^>]+>(?: cards?)?) from your hand (?:to|in|into) "
     r"(?:the|your) Outside Area instead", _hand_replacement),
    (rf"{_WOULD_LEAVE} (?P<may>you may )?(?:place|put) (?P<n>\d+) face-down cards? (?:from )?under this character (?:to|in|into) "
     r"(?:the|your) Outside Area instead", lambda m: _replacement(m, under=int(m.group("n")))),
    (rf"{_WOULD_LEAVE} it (?:does not|doesn't)(?: instead)?", lambda m: _replacement(m, stays=True)),
    # "This character does not leave your area by losing a battle or card effects": "If this character would leave the
    # area (by a battle or an effect), it does not instead"
    (r"This (?:character|card) (?:does not|doesn't|will not) leave (?:your|the) (?:area|field) (?:by|due to) losing (?:a|the) "
     r"battles? or (?:by )?(?:card )?effects?",
     lambda m: [{"do": "retire-replacement", "by": "any", "stays": True, "event": "leave"}]),
    # "If this character would leave the area, return this card to your hand instead" / "If this character would return
    # from your area to your hand, return this character and this character raid source to your hand instead"
    (rf"{_WOULD_LEAVE} (?P<may>you may )?return (?P<what>this (?:card|character)(?: and this character(?:'s)? raid "
     r"source(?: card)?)?) to your hand instead",
     lambda m: _replacement(m, to="hand", **({"with_base": True} if "raid source" in m.group("what") else {}))),
    # "[1 Per Turn] If you take (would be dealt) 2 or more damage at once, you may change it to 1 damage instead"
    (rf"If you (?:would )?(?:take|be dealt|are dealt) {N} or more damage at once, (?P<may>you may )?change it to {N} "
     r"damage instead", lambda m: [dict({"do": "damage-replacement", "at_least": int(m.group(1)), "amount": int(m.group(3))},
                                        **({"optional": True} if m.group("may") else {}))]),
    # "When this character is placed from your area to the Outside Area, you may place this card face-down under a <X>
    # on your area instead"
    (r"When this (?:character|card) is placed from your (?:area|field) to (?:the |your )?Outside Area, (?P<may>you may )?"
     r"place this (?:card|character) face-down under (?P<who>an? <[^>]+>|1 <[^>]+>) on your area instead", _under_instead),
    # "[Your Turn] If your opponent draws cards by your effect, you draw the same number of cards instead"
    (r"If your opponent (?:draws|would draw) (?:a card|cards?|any number of cards) (?:by|due to) your (?:card )?effects?, you draw "
     r"the same number of cards instead", lambda m: [{"do": "draw-replacement"}]),
    # "[Your Turn] You don't have to set this character to active during the End Phase" (seed 000 End Phase 2)
    (r"You (?:don't|do not) have to (?:set|switch) this (?:character|card) to active (?:during|in) (?:the |your )?End Phase",
     lambda m: [{"do": "may-stay-rested"}]),
    (r"If this character loses a battle, move it to (?:the |your )?Energy Line instead of being retired",
     lambda m: [{"do": "retire-replacement", "by": "battle", "to": "energy"}]),
    # "... loses a battle with a character with BP 3000 or less, ...": the character that won the battle
    (rf"If this character loses a battle (?:with|against) a character with BP {N} or (less|more), move it to (?:the |your )?"
     r"Energy Line instead of being retired",
     lambda m: [{"do": "retire-replacement", "by": "battle", "to": "energy",
                 "against": {("bp_max" if m.group(2).lower() == "less" else "bp_min"): int(m.group(1))}}]),
    # "When this character attacks and wins a battle, ... the opponent's character that lost this
    # battle returns to your opponent's hand (is placed at the bottom of your opponent's deck) instead of retire"
    # "[Your Turn] The opponent's character that battled with this character and lost is placed on the Remove Area
    # instead of retire": the loser of a battle this character won
    (r"your opponent's character that (?:lost (?:this|the) battle|battled (?:with|against) this character and lost),? "
     r"(returns to (?:your opponent's|its owner's|their) hand|is placed at the bottom of (?:your opponent's|its owner's|their) "
     r"deck|is (?:placed|put) (?:on|in|into|to) (?:the |their |its owner's )?Remove Area) instead of (?:being )?retir(?:e|ed|ing)",
     lambda m: [{"do": "defeated-to", "where": "hand" if "hand" in m.group(1) else "remove" if "Remove" in m.group(1)
                 else "bottom"}]),
    (r"your opponent's character that (?:lost (?:this|the) battle|battled (?:with|against) this character and lost),? "
     r"(?:does not|doesn't|will not) leave the field", lambda m: [{"do": "defeated-to", "where": "field"}]),
]
REPLACEMENTS = [(re.compile(rf"^{pattern}\.?$", re.I), build) for pattern, build in _REPLACEMENTS]
STANDALONE += REPLACEMENTS  # (and whole sentences, "If you have 1 or more cards in your hand and ...": compiler.SENTENCES)

# --- Union Arena mechanics (issue 13, grants three): restrictions on this character's attacks, blocks and damage ------
def _against(words: str, kind: str) -> list | None:
    """"This character cannot block characters with BP 3500 or less / with [Impact]", "... cannot target characters with
    BP 2500 or higher with [Sniper]": the restriction with the filter of the characters it holds against (against:
    what they are now, their BP, required energy, a keyword they have now). None for a filter it cannot read so."""
    parsed = parse_target(words)
    if parsed is None or parsed[1].strip():
        return None
    wanted = {k: v for k, v in parsed[0].items() if k not in ("up_to", "card_type")}
    if parsed[0].get("card_type") != "character" or not wanted \
            or not set(wanted) <= {"bp_min", "bp_max", "energy_min", "energy_max", "keyword", "name", "trait", "color",
                                   "name_has"} \
            or wanted.get("keyword", "impact") not in ("impact", "damage"):
        return None
    return [{"do": kind, "against": wanted}]


_ATTACK_RESTRICTIONS = [
    (r"This character cannot block ((?:characters?|character cards?) with .+?)",
     lambda m: _against(m.group(1), "cannot-block-matching")),
    (r"This character cannot target (characters? with .+?) with \[Snipe(?:r)?\]",
     lambda m: _against(m.group(1), "cannot-snipe-matching")),
    (r"This character \[Snipe(?:r)?\] cannot target (characters? with .+?)", lambda m: _against(m.group(1), "cannot-snipe-matching")),
    # "This character cannot be blocked by characters with required energy of 4 or more" (BP alone: the
    # cannot-be-blocked-by-bp-at-most / -at-least readings above)
    (r"This character cannot be blocked by (characters? with .+?)", lambda m: _against(m.group(1), "cannot-be-blocked-matching")),
    # the tax on the opponent's choice of this character (choose-tax, docs/engine.md "Granted abilities, the opponent's
    # choices"), said otherwise: "When this character is chosen by the effect of your opponent's Character or Event Card,
    # they cannot choose this character unless they (additionally) place 1 card from their hand to the Outside Area",
    # "At the moment this character is chosen for an opponent's Character Effect or Event Effect, additionally your
    # opponent must place 1 card ...", "Your opponent cannot choose this card with Character effects or Event Card
    # effects, unless they additionally place 1 card ..."
    (rf"At the moment this character is chosen (?:for|by|with) (?:an|your) opponent's Character Effects? or Event "
     rf"(?:Card )?Effects?, additionally your opponent must (?:place|put) {N} cards? from their hand (?:to|in|into) (?:the|their) "
     r"Outside Area", lambda m: [{"do": "choose-tax", "discard": int(m.group(1))}]),
    (rf"(?:Your opponent(?:'s)? cannot choose this (?:card|character) with|This character cannot be chosen by your "
     rf"opponent's) Character (?:Card )?effects or Event Card effects,? unless they additionally (?:place|put) {N} cards? from "
     r"their hand (?:to|in|into) (?:the|their) Outside Area",
     lambda m: [{"do": "choose-tax", "discard": int(m.group(1))}]),
    # "This character must attack if able" (the engine's turn player cannot end the Attack Phase while it may attack)
    (r"This character must attacks? if (?:able|possible)", lambda m: [{"do": "must-attack"}]),
    # seed 000 Trigger check: "the checking player can choose whether to activate the Trigger effect": not an Active
    # trigger checked for damage this character dealt
    (r"Your opponent cannot activate (?:the )?(?:\[Active\]|\"Active\"|Active) triggers? (?:from|with|in|during) (?:a|the) trigger "
     r"checks? caused by (?:the )?damage dealt by this character", lambda m: [{"do": "denies-active-trigger"}]),
]
STANDALONE += [(re.compile(rf"^{pattern}\.?$", re.I), build) for pattern, build in _ATTACK_RESTRICTIONS]

# "This character cannot be rested, moved or returned to the hand by your opponent's effects", "... cannot be returned to
# the hand by your or your opponent's effects": what an effect cannot do to it (changes), and whose effects (by)
# ("This character cannot be retired by your opponent's Character or Event Effect": by those effects only, so a battle
# still retires it; "cannot be retired" said alone is cannot-be-retired)
_CHANGE = r"(?:rested|moved|retired|returned to (?:the |your |its owner's )?hand)"
_CHANGE_WORDS = {"rested": "rest", "moved": "move-line", "returned": "return-to-hand", "retired": "retire"}


def _unchanged(m) -> list:
    changes = [_CHANGE_WORDS[word] for word in re.findall(r"rested|moved|retired|returned", m.group("what"))]
    who = m.group("who").lower()
    by = "both" if who.startswith(("your or", "you or")) else (m.group("by") or "opponent").lower().replace(" ", "-")
    if who == "your":  # "... cannot be rested by your card effects": by its own player's effects only ("own")
        if m.group("by") or m.group("reduced") or m.group("more"):
            return None
        by = "own"
    if by == "both" and m.group("by"):
        return None
    actions = [{"do": "cannot-be-changed", "changes": "|".join(changes), "by": by}]
    if m.group("reduced"):  # "... or get its BP reduced by your opponent's effect": not affected by their BP reducing effects
        if by not in ("opponent", "both"):
            return None
        actions.append({"do": "immune-bp-reduction", **({"by": "opponent"} if by == "opponent" else {})})
    if m.group("more"):
        # "This character cannot be rested by your opponent's character effects and cannot return to the hand": the
        # second verb says by no one's effects, so by anyone's (your or your opponent's)
        actions.append({"do": "cannot-be-changed", "changes": "move-line" if "moved" in m.group("more").lower() else "return-to-hand", "by": "both"})
    return actions


STANDALONE += [(re.compile(rf"^This (?:character|card) cannot be (?P<what>{_CHANGE}(?:(?:,| or| and)(?: or| and)? {_CHANGE})*)"
                           r"(?P<reduced> or gets? its BP reduced)? "
                           r"by (?P<who>your or your opponent's|you or your opponent's|your opponent's|your) "
                           r"(?:(?P<by>character or event|character|trigger) )?(?:card )?effects?"
                           r"(?: and cannot (?P<more>(?:be )?(?:moved|returned to (?:the |your )?hand)|return to (?:the |your )?hand))?"
                           r"\.?$", re.I), _unchanged)]

# --- Union Arena mechanics (issue 13.2): a second required energy -------------------------------------------
# ("This card on your area is also treated as required energy of 3": on the area only, on_area)
STANDALONE += [(re.compile(rf"^This (?:card|character)(?P<area> on your area)? is also treated as (?:having |a card with )?(?:a )?"
                           rf"required energy (?:of )?{N}\.?$", re.I),
                lambda m: [{"do": "also-energy", "amount": int(m.group(2)), **({"on_area": True} if m.group("area") else {})}])]

# --- "Your Character cards other than <X> are also treated as Event cards in all places" ------------------------------
def _also_event(m):
    parsed = parse_target("all " + m.group("what"))
    if parsed is None or parsed[1].strip() or parsed[0].get("card_type") != "character" or {"side", "zone", "other", "self",
                                                                                              "chosen"} & set(parsed[0]):
        return None
    if not m.group("also") and not m.group("turn"):
        return None  # ("are treated as Event cards" for good: said only for this turn)
    return [{"do": "also-event", "target": dict(parsed[0], side="yours"), **({"duration": "this-turn"} if m.group("turn") else {})}]


# ("All of your character cards other than <X> are treated as Event cards in all places during this turn": the same,
# for this turn — a Character card of yours it is said of stays one, as "character cards other than <X>" says)
STANDALONE += [(re.compile(r"^(?:All (?:of )?your|Your) (?P<what>.+?) are (?P<also>also )?treated as Event cards? in all "
                           r"places(?P<turn> during this turn)?\.?$", re.I), _also_event)]

# --- "increase the specified BP range": a raise of the BP limit of the choices you make ------------------------------
# "an [effect that specifies a BP range]", 'an "effect with a specified BP range"': an effect whose choice is limited
# to characters with BP N or less (bp_max)
_BY_RANGE = (r"(?:an? )?[\[\"]?(?:effect that specifies a BP range|effect with a specified BP range)[\]\"]?")
_RAISE = rf"increase the specified (?:BP )?range by \+?{N}"
# "(Including [Color] Trigger)" / "([Color] trigger included)": the Color trigger's choice is one (as it is anyway)
_COLOR_TOO = r"(?:\.? ?\((?:Including \[Colou?r\] Trigger|\[Colou?r\] Trigger included)\))?"
STANDALONE += [
    # "[When in Frontline] When you choose a character (on your opponent's area) with an [effect that specifies a BP
    # range], increase the specified BP range by +1000": every such choice of yours while it holds (range-raise)
    (re.compile(rf"^(?:When|At the moment) you choose (?:a|1) character(?P<opp> on your opponent's (?:area|Front Line))? with "
                rf"{_BY_RANGE}, {_RAISE}\.?{_COLOR_TOO}\.?$", re.I),
     lambda m: [{"do": "range-raise", "amount": int(m.group(2)), **({"side": "opponents"} if m.group("opp") else {})}]),
    # "During this turn, the next time you choose a character with an effect that specifies a BP range, increase the
    # specified BP range by +1000": once, this turn (next-range-raise)
    # ("During this turn," leading the sentence is peeled off and said as its duration)
    (re.compile(rf"^(?P<during>During this turn,? )?The next time you choose (?:a|1) character with {_BY_RANGE}(?P<turn> during this "
                rf"turn)?, {_RAISE}\.?{_COLOR_TOO}\.?$", re.I),
     lambda m: [{"do": "next-range-raise", "amount": int(m.group(3)),
                 **({"duration": "this-turn"} if m.group("during") or m.group("turn") else {})}]),
]

# Stand-alone actions that take a target phrase: "<verb> <target>".
_TARGETED = [
    (r"^Retire (.*)$", "retire"),
    (r"^Rest (.*)$", "rest"),
    (r"^Return (.*?) to (?:your|its owner's|their owner's|the owner's|the|their) hands?$", "return-to-hand"),
    (r"^Add (.*?) from your (Outside Area|Remove Area|Life Area|deck) to (?:your|the) hand$", "add-to-hand"),
    # "You may reveal 1 <X> card from your hand. If you did, ...": shown, it stays in the hand
    (r"^Reveal (.*?) (?:from|in) your (hand)$", "reveal"),
    (r"^(?:Place|Put) (.*?) among them (?:to|in|into) the Outside Area$", "looked-to-outside"),
    (r"^Reveal (.*?) among them and add (?:it|them) (?:to|into) (?:your|the) hand$", "take-looked"),
    # "... and add it to your hand or place it to the Outside Area": either, the player's choice (or_outside)
    (r"^Reveal (.*?) among them and add (?:it|them) (?:to|into) (?:your|the) hand or (?:place|put) (?:it|them) (?:to|in|into) "
     r"(?:the|your) Outside Area$", "take-looked"),
    (r"^Reveal (.*?) and add (?:it|them) (?:to|into) (?:your|the) hand$", "take-looked"),
    (r"^Add (.*?) among them to (?:your|the) hand$", "take-looked"),
    (r"^Choose (.*?) among them and add (?:it|them) (?:to|into) (?:your|the) hand$", "take-looked"),
    (r"^(?:Place|Put) (.*?) from your (Outside Area|hand|Front Line|Energy Line|area) (?:to|in|into) the Remove Area$", "to-remove"),
    (r"^(?:Place|Put) (.*?) from your (hand) (?:to|in|into) (?:the|your) Outside Area$", "discard-chosen"),
    # "place up to 1 <X> card without [Trigger] from your hand to your Life Area face-up" ("... from your hand face-up
    # to your Life Area"): on top of the Life Area (hand-to-life; face_up: said so)
    (r"^(?:Place|Put) (.*?) from your (hand)(?P<up> face[- ]?up)? (?:to|in|into) your Life Area(?P<up_after> face[- ]?up)?$",
     "hand-to-life"),
    (r"^(?:Place|Put) (.*?) from your (Remove Area|area|Front Line|Energy Line) (?:to|in|into) (?:the|your) Outside Area$", "to-outside"),
    (r"^(?:Place|Put) (.*?) from your (Outside Area) (?:at|on|to) (?:the )?(?:bottom|top) of your deck(?: in any order)?$", "to-deck"),
    (r"^(?:Place|Put) (.*?) (?:on|from) your (Front Line|Energy Line|area) (?:to|on|at) the (?:top|bottom) of (?:your|the|its owner's) deck$", "to-deck"),
    (r"^(?:Place|Put) (.*?) among them (?:to|in|into) (?:the |your )?Outside Area$", "looked-to-outside"),
    # "to your Front Line" / "to your Energy Line": the destination line ("to your area": the player's choice)
    # "from your hand or Outside Area": either zone (play-from's zone "hand|outside")
    # ("onto / to the area", "in active": the same destination and state)
    # ("... to your area and set it to rest": played rested, as "... to your area rested")
    (r"^Play (.*?) from your (hand|Outside Area|Remove Area|hand or (?:your )?Outside Area) (?:to|onto|on) (?:your|the) (?:area|Front Line|Energy Line)"
     r"(?: (?:in |as )?(?:rested|active)| and set (?:it|them) to rest(?:ed)?)?(?: or raid (?:it|them))?$", "play-from"),
    # "Place up to 1 <X> card from your hand to your area rested": a card placed onto the area is played
    (r"^(?:Place|Put) (.*?) from your (hand|Outside Area) (?:to|onto|on) your (?:area|Front Line|Energy Line)"
     r"(?: (?:in |as )?(?:rested|active))$", "play-from"),
    (r"^Play (.*?) (among them) to your (?:area|Front Line|Energy Line)(?: rested| active)?(?: or raid (?:it|them))?$", "play-from"),
    # "[On Retire] ... If you did, play this card to your Front Line rested": the card itself, from the Outside Area
    # "When <X> raids during your Attack Phase, ... you may play this card from your hand to your area rested": from the
    # hand (zone "hand")
    (r"^Play (this card)(?: from your hand)? (?:to|onto|on) your (?:area|Front Line|Energy Line)(?: (?:in |as )?(?:rested|active))$",
     "play-from"),
    # "raid up to 1 <X> (with fulfilled required energy) from your hand" (seed 000: "If an effect
    # states Raid Boost, then you can use Raid Boost with that effect"): play-from that raids
    # ("... onto this character": only onto the character whose effect it is)
    (r"^Raid (.*?) from your (hand|Outside Area|Remove Area)(?: onto this character)?$", "play-from"),
    # "raid the revealed card onto this character": the hand card this effect revealed ("You may reveal 1 <X> from
    # your hand ..."), by Raid onto the character whose effect it is
    (r"^Raid (the revealed card) onto this character$", "play-from"),
    # "If the card placed to the Outside Area by this effect is <X>, you may play up to 1 of them to your Energy Line
    # rested": of the cards this effect placed there (zone "placed")
    (r"^Play (up to \d+ of them) (?:to|onto|on) your (?:area|Front Line|Energy Line)(?: (?:in |as )?(?:rested|active))?$", "play-from"),
    # "[On Retire] ... raid this card onto a character on your area": the card itself, from the Outside Area, onto a
    # character of yours it may Raid onto (its [Raid] says which)
    (r"^Raid (this card(?: with fulfilled required energy)?) onto (?:a|1) character (?:on|in) your area$", "play-from"),
    (r"^Set (.*?) (?:to )?active$", "set-active"),
    (r"^Move (.*?) to (?:the |your )?(Energy Line|Front Line|another line)$", "move-line"),
    # "Use up to 1 blue Event Card with required energy of 2 or less from your hand / Outside Area / Remove Area
    # without paying AP": an Event Card used by the effect (use-from), its AP not paid
    (r"^Use (.*?) from your (hand|Outside Area|Remove Area) without paying (?:its |the )?AP(?: cost)?$", "use-from"),
]
_TARGETED = [(re.compile(pattern, re.I), kind) for pattern, kind in _TARGETED]
_ZONE_WORDS = {"among them": "looked", "outside area": "outside", "remove area": "remove", "life area": "life", "deck": "deck", "hand": "hand",
               "hand or outside area": "hand|outside", "hand or your outside area": "hand|outside",
               "front line": "front", "energy line": "energy", "area": "any"}


# The card an effect is on as the object of a targeted verb: "rest this active character", "return this card to
# your hand", "move this character to your Front Line", "place this character at the bottom of your deck". A state
# word says what it must be for the verb to do anything ("rest this active Field": it is rested only if active).
_THIS = re.compile(r"^this (?:(?P<state>active|rested) )?(?:character|card|Field)$", re.I)
_SELF_VERBS = ("retire", "rest", "return-to-hand", "set-active", "move-line", "to-deck", "to-remove", "to-outside", "play-from")


def _self_object(phrase: str, kind: str) -> tuple[dict, str] | None:
    m = _THIS.match(phrase.strip())
    if m is None or kind not in _SELF_VERBS:
        return None
    return {"self": True, **({"state": m.group("state").lower()} if m.group("state") else {})}, ""


# "Play up to 1 Character Card from your hand with fulfilled energy requirements and AP 1 to your area": the source zone
# said before the card's qualifiers; the same as "Play up to 1 Character Card with ... from your hand to your area"
_ZONE_BEFORE_QUALIFIERS = re.compile(r"^(Play|Raid) (.+?) (from your (?:hand or (?:your )?Outside Area|hand|Outside Area|Remove Area)) "
                                     r"((?:with|and|that) .+?)"
                                     r"(?= (?:to|onto|on) (?:your|the) (?:area|Front Line|Energy Line)\b|$)", re.I)


def _targeted(sentence: str) -> list | None:
    sentence = _ZONE_BEFORE_QUALIFIERS.sub(r"\1 \2 \4 \3", sentence)
    sentence = re.sub(r"^(?:Place|Put) (this (?:character|card|Field)) (?:at|on|to) the (top|bottom) of (?:your|the|its owner's) deck$",
                      r"Place \1 on your area to the \2 of your deck", sentence, flags=re.I)
    for pattern, kind in _TARGETED:
        m = pattern.match(sentence)
        if not m:
            continue
        own = re.sub(r" (?:on|from) your (?:area|Front Line|Energy Line)$", "", m.group(1))
        raid_self = kind == "play-from" and re.match(r"^this card(?P<met> with fulfilled required energy)?$", own, re.I)
        if raid_self and pattern.pattern.startswith("^Raid (this card"):  # "raid this card onto a character on your area"
            return [{"do": kind, "target": {"self": True, **({"energy_met": True} if raid_self.group("met") else {})},
                     "raid": "only"}]
        if _self_object(own, kind) is not None:  # (where a card of yours is: this card's own place)
            target = _self_object(own, kind)[0]
            action = {"do": kind, "target": target}
            if kind == "to-deck":
                action["where"] = "top" if re.search(r"\b(?:on|at|to) (?:the )?top of\b", sentence, re.I) else "bottom"
            elif kind == "move-line":
                action["to"] = {"energy line": "energy", "front line": "front"}.get(m.group(2).lower(), "other")
            elif kind == "play-from":  # "play this card to your Front Line rested"
                if re.search(r" from your hand ", sentence, re.I):
                    action["zone"] = "hand"
                action["active"] = sentence.lower().endswith("active")
                line = re.search(r"(?:to|onto|on) your (Front|Energy) Line", sentence, re.I)
                if line:
                    action["line"] = line.group(1).lower()
            return [action]
        of_them = re.fullmatch(r"up to (\d+) of them", own, re.I)
        if of_them and kind == "play-from" and pattern.pattern.startswith("^Play (up to"):  # (the cards placed before)
            action = {"do": kind, "target": {"up_to": int(of_them.group(1)), "side": "yours", "zone": "placed"},
                      "active": sentence.lower().endswith("active")}
            line = re.search(r"(?:to|onto|on) your (Front|Energy) Line", sentence, re.I)
            if line:
                action["line"] = line.group(1).lower()
            return [action]
        if own.lower() == "the revealed card":  # (the card the step before revealed: zone "revealed")
            if kind != "play-from":
                continue
            return [{"do": kind, "target": {"side": "yours", "zone": "revealed"}, "raid": "only", "onto": {"self": True}}]
        parsed = parse_target(m.group(1))
        if parsed is None or parsed[1].strip(" ,"):
            continue
        target = parsed[0]
        target.setdefault("side", "yours")
        action = {"do": kind, "target": target}
        if kind == "looked-to-outside":
            target.pop("side", None)
        elif kind in ("add-to-hand", "to-remove", "play-from", "to-deck", "discard-chosen", "to-outside", "reveal", "use-from",
                      "hand-to-life"):
            if kind == "use-from" and target.get("card_type") != "event":
                continue  # (an Event Card is used; "use" said of other cards is not read)
            target["zone"] = _ZONE_WORDS[m.group(2).lower()]
            if "|" in target["zone"]:  # several zones: the action's ("play ... from your hand or Outside Area")
                action["zone"] = target.pop("zone")
            if kind == "play-from":
                raid = re.search(r"^raid |or raid (?:it|them)$", sentence, re.I)
                if raid:  # "raid ... from your hand": only by Raid; "play ... or raid it": by Raid when it can
                    action["raid"] = "only" if raid.group(0).lower().startswith("raid") else "may"
                    if action["raid"] == "only" and re.search(r" onto this character$", sentence, re.I):
                        action["onto"] = {"self": True}
                    sentence = re.sub(r" or raid (?:it|them)$", "", sentence, flags=re.I)
                if action.get("raid") != "only":  # (a Raid always leaves the character active: seed 000 Raid step 3)
                    action["active"] = "active" in sentence.lower()[-10:]  # ("... rested" / "... in active")
                line = re.search(r"(?:to|onto|on) (?:your|the) (Front|Energy) Line", sentence, re.I)
                if line:
                    action["line"] = line.group(1).lower()
            if kind == "to-deck":
                action["where"] = "top" if re.search(r"\b(?:(?:on|at|to) (?:the )?|the )top of\b", sentence, re.I) else "bottom"
            if kind == "hand-to-life" and (m.group("up") or m.group("up_after")):
                action["face_up"] = True
        elif kind == "move-line":
            action["to"] = {"energy line": "energy", "front line": "front"}.get(m.group(2).lower(), "other")
            target.setdefault("zone", "any")
        else:
            target.setdefault("zone", "front" if kind in ("rest",) else "any")
        if kind == "take-looked":
            target.pop("side", None)
            target.pop("zone", None)
            if re.search(r" or (?:place|put) (?:it|them) (?:to|in|into) (?:the|your) Outside Area$", sentence, re.I):
                action["or_outside"] = True
            if re.match(r"^(?:Add|Choose)\b", sentence, re.I):  # "Add 1 card among them to your hand": not revealed
                action["hidden"] = True
        return [action]
    return None


_SWAP = re.compile(r"^Choose (?P<front>.+?) on your Front Line (?:and (?P<energy>.+?) )?(?:and|on) (?:your )?Energy Line"
                   r"(?P<other_than> other than (?:<[^>]+>|\[Trait: [^\]]+\]))?(?P<same> with the same name)?,? (?:and )?"
                   r"(?P<may>you may )?(?:switch|swap) their positions$", re.I)


# the same swap said otherwise: "1 your Front Line Character", "1 of your character in Front Line", "1 character in
# Energy Line", "Choose both ...", "exchange their position"
_SWAP_SAID_OTHERWISE = re.compile(r"(?P<adjective>\b(?P<n1>\d+) (?:of )?your (?P<line1>Front|Energy) Line (?P<noun1>characters?)\b)|"
                                  r"(?P<in_line>\b(?P<n2>\d+) (?:of )?(?:your )?(?P<noun2>characters?) in (?:your )?"
                                  r"(?P<line2>Front|Energy) Line\b)|(?P<both>^Choose both )|"
                                  r"(?P<exchange>\bexchange their positions?$)", re.I)
_SWAP_REWORDED = {
    "adjective": lambda m: f"{m.group('n1')} {m.group('noun1')} on your {m.group('line1')} Line",
    "in_line": lambda m: f"{m.group('n2')} {m.group('noun2')} on your {m.group('line2')} Line",
    "both": lambda m: "Choose ",
    "exchange": lambda m: "switch their positions",
}


# your opponent's characters: "Choose 1 character on your opponent's Front Line and 1 character on your opponent's
# Energy Line (with ...) and switch their positions", either line said first ("Choose 1 of your Opponent Energy Line
# Character and 1 Opponent Front Line Character, exchange their position")
_OPPONENTS_SWAP = re.compile(r"^Choose (?P<a>.+?) and (?P<b>.+?),? (?:and )?(?:switch|swap|exchange) their positions?$", re.I)


def _line_swap(m: re.Match | None, side: str) -> list | None:
    """The two picks of a Front/Energy Line swap (groups a and b, either line said first), both of `side`."""
    if not m:
        return None
    picks = {}
    for phrase in (m.group("a"), m.group("b")):
        parsed = parse_target(phrase)
        if parsed is None or parsed[1].strip() or parsed[0].get("side") != side or parsed[0].get("all") \
                or parsed[0].get("zone") not in ("front", "energy") or parsed[0]["zone"] in picks:
            return None
        picks[parsed[0]["zone"]] = parsed[0]
    return [{"do": "swap-positions", "target": picks["front"], "with": picks["energy"]}]


def _opponents_swap(sentence: str) -> list | None:
    return _line_swap(_OPPONENTS_SWAP.match(sentence), "opponents")


# "swap 1 character on your Front Line (other than <X>) with 1 character on your Energy Line": either line said first
_SWAP_WITH = re.compile(r"^(?:Swap|Switch) (?:the positions of )?(?P<a>.+?) (?:with|and) (?P<b>.+?)(?:,? (?:switching|swapping) "
                        r"their positions?)?$", re.I)


def _swap_with(sentence: str) -> list | None:
    return _line_swap(_SWAP_WITH.match(sentence), "yours")


# "Choose this character and another character on a different line, you may switch position with this character": this
# character and one of yours on the other line
_SWAP_THIS = re.compile(r"^Choose this character and (?:another|1 other) (?P<what>.+?) on (?:a|the) (?:different|other) line,? "
                        r"(?:and )?(?P<may>you may )?(?:switch|swap) (?:their )?positions?(?: with this character)?$", re.I)


def _swap_this(sentence: str) -> list | None:
    m = _SWAP_THIS.match(sentence)
    if not m:
        return None
    parsed = parse_target("1 " + m.group("what"))
    if parsed is None or parsed[1].strip() or set(parsed[0]) & {"side", "zone", "all", "self", "chosen"}:
        return None
    return [{"do": "swap-positions", "target": dict(parsed[0], side="yours", zone="any"),
             **({"optional": True} if m.group("may") else {})}]


# "Choose any number of characters on your area, move to another line or switch their position": each chosen character
# goes to its other line, one by itself or two of them (one of each line) changing places at once
_REARRANGE = re.compile(r"^Choose (?P<what>any number of .+?),? (?:and )?move (?:them |it )?to (?:another|the other) line "
                        r"or (?:switch|swap) their positions$", re.I)


def _rearrange(sentence: str) -> list | None:
    m = _REARRANGE.match(sentence)
    parsed = parse_target(m.group("what")) if m else None
    if parsed is None or parsed[1].strip() or parsed[0].get("side") != "yours" or parsed[0].get("zone") != "any" \
            or parsed[0].get("card_type") != "character":
        return None
    return [{"do": "rearrange-lines", "target": parsed[0]}]


def _swap_positions(sentence: str) -> list | None:
    """"Choose 1 <X> on your Front Line and 1 character on your Energy Line and switch their positions" (one card of
    each line change lines at the same time); "Choose 1 <X> character on your Front Line and Energy Line, and swap
    their positions" (the same kind on both lines); the same of your opponent's characters (_opponents_swap)."""
    if re.search(r"\bopponent", sentence, re.I):
        return _opponents_swap(sentence)
    if re.match(r"^(?:Swap|Switch) ", sentence, re.I):
        return _swap_with(sentence)
    if re.match(r"^Choose this character and ", sentence, re.I):
        return _swap_this(sentence)
    if re.match(r"^Choose any number of ", sentence, re.I):
        return _rearrange(sentence)
    m = _SWAP.match(_SWAP_SAID_OTHERWISE.sub(lambda said: _SWAP_REWORDED[next(
        name for name, value in said.groupdict().items() if value is not None and name in _SWAP_REWORDED)](said), sentence))
    if not m:
        return None
    picks = []
    for phrase, zone in ((m.group("front"), "front"), (m.group("energy") or m.group("front"), "energy")):
        parsed = parse_target(phrase)
        if parsed is None or parsed[1].strip() or parsed[0].get("zone") or parsed[0].get("side"):
            return None
        picks.append(dict(parsed[0], side="yours", zone=zone))
    if m.group("other_than"):  # "... and 1 character on your Energy Line other than <X>": neither of the two is an <X>
        but = parse_target("1 character" + m.group("other_than"))
        if but is None or but[1].strip() or set(but[0]) - {"up_to", "exactly", "card_type", "not_name", "not_trait"}:
            return None
        excluded = {k: v for k, v in but[0].items() if k in ("not_name", "not_trait")}
        if not excluded or any(set(excluded) & set(pick) for pick in picks):
            return None
        picks = [dict(pick, **excluded) for pick in picks]
    return [{"do": "swap-positions", "target": picks[0], "with": picks[1], **({"optional": True} if m.group("may") else {}),
             **({"same_name": True} if m.group("same") else {})}]


_FACE_DOWN_UNDER = re.compile(rf"^(?:Place|Put) {_FACE_DOWN_FROM} (?:face[- ]?down )?(?:to )?(?:under|below) (?P<target>.*?)"
                              r"(?: face[- ]?down)?$", re.I)
_FACE_DOWN_MOVE = re.compile(r"^Move (\d+|the|a) face-?down cards? (?:under|below|from under) (?P<giver>.+?) (?:to (?:under )?|"
                             r"under )(?P<taker>.+?)$", re.I)
_FACE_DOWN_AWAY = re.compile(r"^(?:Place|Put) (?P<total>a total of )?(?P<n>\d+|the|a) face-?down cards? (?:under|below) (?P<holder>.+?) "
                             r"(?:to|in|into) (?:the|your) Outside Area$", re.I)
# "Place up to 1 <X> card from your Outside Area face-down under this character / under a <Y> on your area"
_FACE_DOWN_REVIVED = re.compile(r"^(?:Place|Put) (?P<cards>.+?) (?:from|on|in) your Outside Area (?P<down>face[- ]?down )?"
                                r"(?:under|below) (?P<holder>.+?)(?P<down_after> face[- ]?down)?$", re.I)
# "[On Retire] You may place this card face-down under a <X> on your area": the retired card itself
_THIS_CARD_UNDER = re.compile(r"^(?:Place|Put) this (?:card|character)(?P<retired> that was retired by this effect)? "
                              r"(?P<down>face[- ]?down )?(?:under|below) (?P<holder>.+?)(?P<down_after> face[- ]?down)?$", re.I)
# "... If you did, place this card that was retired by this effect face-down under that <X>": the character the play
# step before played
_PLAYED_HOLDER = re.compile(r"^(?:that|the played) (?:<[^>]+>|character)$", re.I)
_FACE_DOWN_TAKE = re.compile(r"^Add (?P<n>all|\d+|the|a) face-?down cards? (?:under|below) this character (?:to|into) your hand$", re.I)
# "Look at all face-down cards placed under characters on your area and add up to 1 card among them to your hand"
_FACE_DOWN_LOOK = re.compile(r"^Look at (?:all )?(?:the )?face[- ]?down cards (?:placed )?(?:under|below) (?P<holder>.+?)(?:,| and) "
                             r"add up to (?P<n>\d+) cards? among them (?:to|into) your hand$", re.I)
_THIS_CARD = re.compile(r"^this (?:character|card|field)$", re.I)
_CHOSEN = re.compile(r"^(?:it|them|that character|the chosen character)$", re.I)


def _yours(phrase: str) -> dict | None:
    """A character of yours a face-down card goes under or comes from ("a <X> on your Front Line", "characters on your
    area": every one of them, "1 other character without a face-down card under it")."""
    phrase = re.sub(r"^an? (?=[<\[]|character|other)", "1 ", phrase.strip())
    phrase = re.sub(r"^your character$", "1 character on your area", phrase, flags=re.I)  # "under your character"
    plural = re.match(r"^characters\b", phrase, re.I)
    parsed = parse_target(phrase)
    if parsed is None or parsed[1].strip() or parsed[0].get("side", "yours") != "yours":
        return None
    target = dict(parsed[0], side="yours")
    target.setdefault("zone", "any")
    if plural:
        target.pop("up_to", None)
        target["all"] = True
    return target


def _count(word: str) -> int:
    return int(word) if word.isdigit() else 1


# "Place this card as the raid source under that character" / "Place 1 <X> from your Outside Area as the raid source
# under 1 <Y> on your Front Line that is not in Raid State" (said "face up under ... (becomes Raid State)"): the card
# becomes the raid source of a character of yours not in Raid State (raid-source-under)
_AS_RAID_SOURCE = re.compile(r"^(?:Place|Put) (?P<cards>.+?)(?: from your (?P<outside>Outside Area))? as the raid source "
                             r"(?:under|below) (?P<holder>.+?)$", re.I)


def _raid_source_under(sentence: str) -> list | None:
    m = _AS_RAID_SOURCE.match(sentence)
    if m is None:
        return None
    if _CHOSEN.match(m.group("holder")):
        holder = {"chosen": True}
    else:
        holder = _yours(m.group("holder"))
        if holder is None or holder.get("all") or holder.get("up_to") != 1:
            return None  # (one character: a character already in Raid State has its raid source, and takes none)
    if _THIS_CARD.match(m.group("cards")) and not m.group("outside"):
        return [{"do": "raid-source-under", "zone": "this-card", "target": holder}]
    cards = parse_target(m.group("cards")) if m.group("outside") else None
    if cards is None or cards[1].strip() or {"side", "zone", "all", "self", "chosen"} & set(cards[0]) \
            or cards[0].get("up_to") != 1:
        return None  # (one card: a character has one raid source)
    return [{"do": "raid-source-under", "zone": "outside", "card": cards[0], "target": holder}]


# "place the face-down cards under that character and the chosen character face-down under this character" / "place
# the chosen character and face-down cards under that character face-down under this character": the character chosen
# before leaves the field to lie face-down under this one, its own face-down cards with it when said (with_under)
_CHOSEN_WORDS = r"(?:the chosen character|that character|it)"
_CHOSEN_ITEM = re.compile(rf"^{_CHOSEN_WORDS}$", re.I)
_CHOSEN_PILE = re.compile(rf"^(?:the )?(?:face[- ]?down cards? (?:under|below) {_CHOSEN_WORDS}|its face[- ]?down cards?)$", re.I)
_CHOSEN_UNDER = re.compile(r"^(?:Place|Put) (?P<what>.+?) face[- ]?down (?:under|below) (?P<holder>this (?:character|card))$", re.I)


def _chosen_under(sentence: str) -> list | None:
    m = _CHOSEN_UNDER.match(sentence)
    if m is None:
        return None
    items = re.split(r",? and |, ", m.group("what"))
    chosen = [item for item in items if _CHOSEN_ITEM.match(item)]
    piles = [item for item in items if _CHOSEN_PILE.match(item)]
    if len(chosen) != 1 or len(piles) > 1 or len(chosen) + len(piles) != len(items):
        return None  # (the chosen character once; its face-down cards at most once; nothing else)
    return [{"do": "face-down-under", "zone": "chosen", **({"with_under": True} if piles else {})}]


# "Choose up to 3 cards in total (Characters on your area or Character Cards in your Outside Area) with <filters> and
# place them face-down under this character": cards of the Outside Area matching the filters (or_area: characters of
# yours on the area may be among them)
_IN_TOTAL_UNDER = re.compile(r"^Choose (?P<n>up to \d+) cards? in total \((?:Characters?|Character Cards?) on your "
                             r"(?:area|field) or Character Cards? in your Outside Area\)(?P<filters> .+?)? and "
                             r"(?:place|put) them face[- ]?down (?:under|below) this character$", re.I)


def _in_total_under(sentence: str) -> list | None:
    m = _IN_TOTAL_UNDER.match(sentence)
    if m is None:
        return None
    cards = parse_target(f"{m.group('n')} Character Cards{m.group('filters') or ''}")
    if cards is None or cards[1].strip() or {"side", "zone", "all", "self", "chosen"} & set(cards[0]):
        return None
    return [{"do": "face-down-under", "zone": "outside", "card": cards[0], "or_area": True}]


def _face_down_other(sentence: str) -> list | None:
    """Face-down cards and another character of yours : "place the top card of your deck face-down
    under 1 <X> on your area", "place 1 card from your hand face-down under a [Trait: X] card on your area", "move 1
    face-down card under a character on your area to a character on your area without a face-down card under it",
    "place 1 face-down card under a <X> on your Front Line to the Outside Area", "add all face-down cards under this
    character to your hand"."""
    chosen = _chosen_under(sentence) or _in_total_under(sentence)
    if chosen is not None:
        return chosen
    m = _FACE_DOWN_UNDER.match(sentence)
    if m and _THIS_CARD.match(m.group("target")) and re.search(r"face[- ]?down", sentence, re.I):
        return [{"do": "face-down-under", **_face_down_source(m)}]  # "1 card from your hand face-down under this character"
    if m and not _THIS_CARD.match(m.group("target")):
        if _CHOSEN.match(m.group("target")):  # "under the chosen character": the card picked before
            return [{"do": "face-down-under", **_face_down_source(m), "target": {"chosen": True}}]
        target = _yours(m.group("target"))
        if target is None or target.get("all"):
            return None
        return [{"do": "face-down-under", **_face_down_source(m), "target": target}]
    m = _THIS_CARD_UNDER.match(sentence)
    if m and m.group("retired") and (m.group("down") or m.group("down_after")):
        # "[Retire this card] ... place this card that was retired by this effect face-down under that <X>": from the
        # Outside Area the cost placed it in (the compiler checks the cost and the play step before)
        if not _PLAYED_HOLDER.match(m.group("holder")):
            return None
        return [{"do": "face-down-under", "zone": "this-card", "retired": True, "target": {"chosen": True, "of_played": True}}]
    if m and (m.group("down") or m.group("down_after")):
        holder = _yours(m.group("holder"))
        if holder is None or holder.get("all") or _THIS_CARD.match(m.group("holder")):
            return None
        return [{"do": "face-down-under", "zone": "this-card", "target": holder}]
    m = _FACE_DOWN_REVIVED.match(sentence)
    if m and (m.group("down") or m.group("down_after")):
        cards = parse_target(m.group("cards"))
        if cards is None or cards[1].strip() or {"side", "zone", "all", "self", "chosen"} & set(cards[0]):
            return None
        action = {"do": "face-down-under", "zone": "outside", "card": cards[0]}
        if _THIS_CARD.match(m.group("holder")):
            return [action]
        holder = _CHOSEN.match(m.group("holder")) and {"chosen": True} or _yours(m.group("holder"))
        if holder is None or holder.get("all"):
            return None
        return [dict(action, target=holder)]
    m = _FACE_DOWN_MOVE.match(sentence)
    if m:
        giver = {"self": True} if _THIS_CARD.match(m.group("giver")) else _yours(m.group("giver"))
        taker = None if _THIS_CARD.match(m.group("taker")) else _yours(m.group("taker"))
        if giver is None or (taker is None) != bool(_THIS_CARD.match(m.group("taker"))) or giver.get("all") or (taker or {}).get("all"):
            return None
        giver.pop("exactly", None)
        (taker or {}).pop("exactly", None)
        if taker is None:  # to this character: from another one of yours (the one the filter matches)
            return [{"do": "face-down-move", "amount": _count(m.group(1)), "target": giver}]
        return [{"do": "face-down-move", "amount": _count(m.group(1)), "target": giver, "to": taker}]
    m = _FACE_DOWN_AWAY.match(sentence)
    if m and not _THIS_CARD.match(m.group("holder")):
        holder = _yours(m.group("holder"))
        if holder is None or bool(m.group("total")) and not holder.get("all"):
            return None
        return [{"do": "face-down-to-outside", "amount": _count(m.group("n")), "target": holder}]
    m = _FACE_DOWN_TAKE.match(sentence)
    if m:
        return [{"do": "face-down-to-hand", **({} if m.group("n").lower() == "all" else {"amount": _count(m.group("n"))})}]
    m = _FACE_DOWN_LOOK.match(sentence)
    if m and not _THIS_CARD.match(m.group("holder")):
        holder = _yours(m.group("holder"))
        if holder is None or not holder.get("all"):
            return None
        return [{"do": "face-down-to-hand", "amount": int(m.group("n")), "target": holder}]
    return None


def _chosen_or_rested(m) -> list:
    by = "both" if m.group("who").lower().startswith("your or") else "character"
    source = _source_filter(m.group("source"))
    return [{"do": "cannot-be-chosen", "by": by, "from": source},
            {"do": "cannot-be-changed", "changes": "rest", "by": by, "from": dict(source)}]


# --- restrictions on other cards of yours: "Characters on your Energy Line will not retire" ----------------------------
_RESTRICTED = [
    (r"cannot attack (?:or|and cannot) block", lambda m: [{"do": "cannot-attack"}, {"do": "cannot-block"}]),
    (r"cannot attack", lambda m: [{"do": "cannot-attack"}]),
    (r"cannot block", lambda m: [{"do": "cannot-block"}]),
    (r"(?:will not|cannot) (?:be )?retired?", lambda m: [{"do": "cannot-be-retired"}]),
    (r"cannot (?:become|be set to) active", lambda m: [{"do": "cannot-become-active"}]),
    (r"cannot be (?:targeted|target|chosen) by \[Snipe(?:r)?\](?: attacks?)?", lambda m: [{"do": "cannot-be-sniped"}]),
    (rf"cannot be (?:chosen|targeted) by (?:your )?opponent's (?:(?P<by>{_CHOSEN_BY})(?: cards?)?)?(?: ?effects?)?"
     r"(?: (?:that (?:is|are) )?used from (?:their |the )?hand| from (?:their |the )?hand)?",
     lambda m: [{"do": "cannot-be-chosen", "by": (m.group("by") or "opponent").lower().replace(" ", "-")}]),
    (r"cannot be removed from the field by (?:your )?opponent's (?:(?P<by>trigger|character) )?effects?",
     lambda m: [{"do": "cannot-be-removed", "by": (m.group("by") or "opponent").lower()}]),
    # "Cards on your field other than <X> cannot be affected by opponent's event cards that is used from their hand": no
    # effect of that kind of theirs changes them (the event's "used from their hand" read as "cannot be chosen by ..."
    # reads it: the opponent's event effects)
    (rf"cannot be affected by (?:your )?opponent's (?:(?P<by>{_CHOSEN_BY})(?: cards?)?)?(?: ?effects?)?"
     r"(?: (?:that (?:is|are) )?used from (?:their |the )?hand| from (?:their |the )?hand)?",
     lambda m: [{"do": "cannot-be-affected", "by": (m.group("by") or "opponent").lower().replace(" ", "-")}]),
    # "<X> on your area cannot be chosen or rested by the effects of your or your opponent's characters without [Trait:
    # Y]": neither chosen nor rested by the effects of the characters `from` matches, its own player's too (by "both")
    (rf"cannot be chosen or rested by the effects of (?P<who>your or your opponent's|your opponent's) characters "
     rf"(?:that are |which are )?(?P<source>{_SOURCE_FILTER})", lambda m: _chosen_or_rested(m)),
    # "Your characters with original BP 1000 or less are not affected by BP reducing effects" (any player's, as "This
    # character is not affected by BP reducing effects" reads)
    (r"(?:are|is) not affected by BP reducing effects", lambda m: [{"do": "immune-bp-reduction"}]),
    # "Your opponent's characters must attack if able": on the opponent's characters (the only restriction read so)
    (r"must attacks? if (?:able|possible)", lambda m: [{"do": "must-attack"}]),
]
_RESTRICTED = [(re.compile(rf"^(?P<subject>.+?) (?:{pattern})$", re.I), build) for pattern, build in _RESTRICTED]


def _restriction_on_others(sentence: str) -> list | None:
    """"Characters on your Energy Line will not retire", "Except for <X>, characters on your area cannot be chosen by
    your opponent's Event Card from hand", "Cards on your area other than <X> cannot attack or block": a restriction
    on every matching card of yours (target "all"), each verb of the list."""
    sentence = sentence.strip()
    excepted = re.match(r"^(?:Except for|Other than) <([^>]+)>, ", sentence, re.I)
    if excepted:
        sentence = sentence[excepted.end():]
    for pattern, build in _RESTRICTED:
        m = pattern.match(sentence)
        if not m:
            continue
        subject = re.sub(r"^(?:All (?:of )?)?(?:your )?", "", m.group("subject"), flags=re.I)
        # "Your Front Line characters with ...": the characters on your Front Line
        subject = _line_first(subject)
        subject = re.sub(r"^opponent's (characters?)$", r"\1 on your opponent's area", subject, flags=re.I)
        if re.match(r"^this (?:character|card)\b", subject, re.I):
            return None
        parsed = parse_target(subject)
        actions = build(m)
        side = "opponents" if [a["do"] for a in actions] == ["must-attack"] else "yours"
        if parsed is None or parsed[1].strip() or parsed[0].get("side", "yours") != side:
            return None
        target = {k: v for k, v in parsed[0].items() if k not in ("up_to", "exactly")}
        target.update(all=True, side=side)
        target.setdefault("zone", "any")
        if excepted:
            target["not_name"] = excepted.group(1)
        return [dict(action, target=dict(target)) for action in actions]


# --- a restriction other cards of yours gain: 'Characters on your area other than <X> gain "..."' ------------------
_OTHERS_GAIN = re.compile(r'^(?P<subject>.+?),? gains? "(?P<inner>[^"]+)"(?:\.? (?P<no_stack>This (?:<[^>]+> )?effect(?: of '
                          r"<[^>]+>)? (?:does not|doesn't|cannot|can't) stack))?$", re.I)
# what such a quoted ability may be: a restriction on that character (as CardEffects.guards plays them) or the tax on
# the opponent's choice of it
_GUARDED = {"cannot-be-chosen", "cannot-attack", "cannot-block", "cannot-be-retired", "cannot-be-removed",
            "cannot-become-active", "choose-tax", "cannot-be-sniped"}


def _others_gain(sentence: str) -> list | None:
    """"[When in Frontline] Your <A>, <B> and <C> on your area gain "[Opponent's Turn] At the moment this character is
    chosen ..., additionally your opponent must place 1 card ..."", "Characters on your area other than <X> gain "..."":
    every matching character of yours has that restriction while this card's effect holds — the same as "Your <A> ...
    cannot be chosen by ..." (the quoted ability's own [Opponent's Turn] / [Your Turn] kept as its condition)."""
    m = _OTHERS_GAIN.match(sentence.strip().rstrip("."))
    if not m:
        return None
    subject = re.sub(r"^(?:All (?:of )?)?(?:your )?", "", m.group("subject"), flags=re.I)
    subject = _line_first(subject)
    if re.match(r"^(?:this|that|the chosen|it\b|they\b)", subject, re.I):
        return None
    parsed = parse_target(subject)
    if parsed is None or parsed[1].strip() or parsed[0].get("side", "yours") != "yours" or "up_to" in parsed[0] and \
            not re.match(r"^(?:<|\[Trait|characters?\b)", subject, re.I):
        return None
    from engine.effects.compiler import compile_card_text  # the quoted ability is a card text of its own

    inner = compile_card_text(m.group("inner"))
    if not inner.complete or len(inner.effects) != 1:
        return None
    effect = inner.effects[0]
    turn = {"continuous": None, "during-opponents-turn": "opponents-turn", "during-your-turn": "your-turn"}
    if effect.get("timing") not in turn or set(effect) - {"timing", "actions"} \
            or not all(a["do"] in _GUARDED and set(a) <= {"do", "by", "discard", "amount"} for a in effect["actions"]):
        return None
    target = {k: v for k, v in parsed[0].items() if k not in ("up_to", "exactly", "each_of")}  # (every one named)
    target.update(all=True, side="yours")
    target.setdefault("zone", "any")
    when = turn[effect["timing"]]
    no_stack = {"no_stack": True} if m.group("no_stack") else {}  # (the tax: once for all copies of this card)
    return [dict(a, target=dict(target), **({"condition": {"kind": when}} if when else {}),
                 **(no_stack if a["do"] == "choose-tax" else {})) for a in effect["actions"]]


# --- the looked-at cards put away: "Place the remaining at the bottom of your deck in any order" ---------------
_PUT = r"(?:Place|Put|Return)"
_ORDER = r"(?: in any order)?"
_TOP = r"(?:on|at|to) (?:the )?top(?: of (?:your |the )?deck)?"
_ENDS = {"top": _TOP, "bottom": r"(?:on|at|to|in|into) (?:the )?bottom(?: of)?(?: (?:your |the )?deck)?",
         "outside": r"(?:on|to|in|into) (?:the |your )?Outside(?: Area)?"}
_END = "|".join(f"(?P<{name}>{pattern})" for name, pattern in _ENDS.items())
_REST = (r"(?:the (?:remaining|rest|others)(?: cards?)?(?: of the cards?)?|them|those cards|that card|it|the card|"
         r"the looked(?:-at)? cards?|the revealed cards?)")
_ANY_NUMBER = r"any number of (?:the )?(?:remaining )?(?:cards? )?(?:among them |of them |of those cards |them )?"
_LOOKED_PUT = [
    # "Place the remaining at the bottom of your deck in any order" / "... on top of your deck or to the Outside Area"
    (re.compile(rf"^{_PUT} {_REST} (?:{_END}){_ORDER}$", re.I), lambda m: {"where": m.lastgroup}),
    # "then place the rest to the Remove Area" (all of them)
    (re.compile(rf"^{_PUT} {_REST} (?:to|in|into) (?:the |your )?Remove Area$", re.I), lambda m: {"where": "remove"}),
    (re.compile(rf"^{_PUT} {_REST} {_TOP}{_ORDER},? or (?:{_END.replace('?P<', '?P<or_')}|(?:the |your )?(?P<or_bare>Outside Area|"
                rf"bottom(?: of (?:your |the )?deck)?)){_ORDER}$", re.I),
     lambda m: {"where": "top-or-" + ("outside" if (m.lastgroup or "").endswith("outside") or m.group("or_bare") and "Outside"
                                      in m.group("or_bare") else "bottom")}),
    # "Place any number of cards among them on top of your deck in any order and the remaining to the Outside Area"
    (re.compile(rf"^{_PUT} {_ANY_NUMBER}{_TOP}{_ORDER},? (?:and )?(?:{_PUT.lower()} )?(?:{_REST}|the rest) (?:{_END}){_ORDER}$", re.I),
     lambda m: {"where": "top-or-bottom" if m.lastgroup != "outside" else "top-or-outside"}),
    # "... on top and bottom of your deck in any order" / "... on top or bottom of your deck"
    (re.compile(rf"^{_PUT} {_ANY_NUMBER}(?:on|at|to) (?:the )?top (?:and|or) (?:the )?bottom(?: of (?:your |the )?deck)?{_ORDER}$", re.I),
     lambda m: {"where": "top-or-bottom"}),
    # "Place any number of cards among them on top of your deck in any order." (the rest: the next sentence says)
    (re.compile(rf"^{_PUT} {_ANY_NUMBER}{_TOP}{_ORDER}$", re.I), lambda m: {"where": "top-or-bottom"}),
    # "Place 1 card among them at the top of your deck and place the remaining at the bottom of your deck in any order"
    (re.compile(rf"^{_PUT} (?:up to )?(\d+) (?:cards? )?(?:among them |of them )?{_TOP}{_ORDER},? (?:and )?(?:{_PUT.lower()} )?"
                rf"(?:{_REST}|the rest) (?:{_END}){_ORDER}$", re.I),
     lambda m: {"where": "top-or-bottom" if m.lastgroup != "outside" else "top-or-outside", "top_at_most": int(m.group(1))}),
    # "Place 1 card among them on top of your deck" (the rest: the next sentence says, else the bottom)
    (re.compile(rf"^{_PUT} (?:up to )?(\d+) (?:cards? )?(?:among them |of them )?{_TOP}{_ORDER}$", re.I),
     lambda m: {"where": "top-or-bottom", "top_at_most": int(m.group(1))}),
    (re.compile(rf"^{_PUT} {_ANY_NUMBER}(?:{_END}){_ORDER}$", re.I), lambda m: {"where": m.lastgroup}),
]


_LOOK_COUNTED = re.compile(r"^Look at (?:the )?(?:cards|the same number of cards) from the top of (?:your )?deck (?:equal to|as) the "
                           r"number of (.+?)\.?$", re.I)


def _look_counted(sentence: str) -> list | None:
    """"Look at cards from the top of your deck equal to the number of rested characters on your opponent's area":
    as many as the target counts as the effect resolves (amount_count)."""
    m = _LOOK_COUNTED.match(sentence)
    parsed = parse_target(m.group(1)) if m else None
    if parsed is None or parsed[1].strip() or "zone" not in parsed[0] or {"parts", "any_of"} & set(parsed[0]):
        return None
    return [{"do": "look-at-top", "amount_count": {k: v for k, v in parsed[0].items() if k not in ("up_to", "exactly")}}]


def looked_put_away(sentence: str) -> list | None:
    """Where the looked-at cards go: "Place the remaining at the bottom of your deck in any order", "Place any number
    of them on top of your deck in any order and the remaining to the Outside Area", "Place 1 card among them on top
    of your deck" (a looked-to; where a sentence puts only some on top, the next one says where the rest go)."""
    for pattern, build in _LOOKED_PUT:
        m = pattern.match(sentence.strip().rstrip("."))
        if m:
            return [{"do": "looked-to", **build(m)}]
    return None


def _activate_on(m, target: dict) -> list | None:
    """A chosen character's [On Play] / [When Attacking] effect activated (_VERBS): its own ("activate its [On Play]
    effect") or this character's ("this character activates that character's [When Attacking] effect": by "this")."""
    if target.get("side") != "yours" and not target.get("chosen") or target.get("all") or target.get("self"):
        return None
    by_this = m.group("this").lower().startswith("this")
    timing = m.group("timing").lower().replace(" ", "-")
    if not by_this and (timing != "on-play" or m.group("all")):
        return None  # (a chosen character's own [When Attacking]: no card says it)
    return [{"do": "activate-effect", "timing": timing, "target": target, **({"by": "this"} if by_this else {}),
             **({"optional": True} if m.group("may") else {})}]


def _activate_chosen(phrase: str) -> list | None:
    """"Choose 1 <X> on your area and activate its [On Play] effect": the chosen character of yours' [On Play]."""
    parsed = parse_target(phrase)
    if parsed is None or parsed[1].strip() or parsed[0].get("side") != "yours" or parsed[0].get("all"):
        return None
    return [{"do": "activate-effect", "timing": "on-play", "target": parsed[0]}]


def compile_core(sentence: str) -> list | None:
    sentence = sentence.strip().rstrip(".").strip()
    for pattern, build in STANDALONE:
        m = pattern.match(sentence + ".")
        if m:
            return build(m)
    for reader in (_swap_positions, _choose, _subject, _targeted, _protected, _face_down_other, _raid_source_under, _restriction_on_others, _others_gain,
                   looked_put_away,
                   _look_counted, _two_said_of_this):
        actions = reader(sentence)
        if actions is not None:
            return actions
    return None


# "This character does not leave your area by losing a battle or card effects and is not affected by BP reducing
# effects": two sentences about this character, the subject said once (each half must read alone)
_TWO_SAID_OF_THIS = re.compile(r"^(?P<subject>This (?:character|card)) (?P<first>.+?) and (?P<second>(?:is|cannot|can't|does not|"
                               r"doesn't|will not) .+)$", re.I)


def _two_said_of_this(sentence: str) -> list | None:
    for m in _TWO_SAID_OF_THIS.finditer(sentence):
        first = compile_core(f"{m.group('subject')} {m.group('first')}")
        second = compile_core(f"{m.group('subject')} {m.group('second')}") if first else None
        if first and second:
            return first + second
    return None


# --- conditions ------------------------------------------------------------------------------
_ZONE_OF = {"area": "any", "front line": "front", "energy line": "energy", "outside area": "outside",
            "remove area": "remove", "hand": "hand", "deck": "deck", "life area": "life"}
_SAME_LINE = r"the same (?:line|lane)(?: as this character)?"  # the line (Front or Energy) this character is on
_COND_COUNT = re.compile(
    r"^If (?:(?:there (?:is|are)|you have) |(?=a total of ))(?P<total>a total of )?(?:(?P<n>\d+) or (?P<dir>more|less) |(?P<low>\d+)-(?P<high>\d+) "
    r"|(?P<exact>\d+) |(?P<none>no )|an? |(?P<another>an(?=other )))?"
    r"(?P<phrase>.*?) (?:on|in) (?:(?P<whose>your|your opponent's) "
    r"(?P<zone>area and (?:in )?(?:your )?Outside Area|area|Front Line|Energy Line|Outside Area|Remove Area|hand|deck|"
    r"Life Area)|(?P<same>" + _SAME_LINE + r"))"
    r"(?P<after>(?: with (?:BP|required energy) \d+ or (?:less|more)|,? other than <[^>]+>(?=,)| other than <[^>]+>| with different (?:names|traits)| other than this (?:card|character)"
    r"| with BP (?:lower|less|higher|more) than (?:its|it's|their) original BP"
    r"| (?:with|that includes) (?:\"[^\"]+\"|<[^>]+>) in (?:its|their) (?:card )?names?)*),? ", re.I)


# what two players' counts compare: "cards in your hand" (hand), "Life" (life), "generated energy" (your Energy Line's
# total) -- or cards on a line or area, said with a filter
_MEASURES = {"cards in (?:your|their) hand|cards in hand|hand cards|hand": "hand", "Life(?: cards)?|cards in (?:your|their) Life Area": "life",
             "generated energy|energy generation": "generated-energy"}
_MEASURE = "|".join(f"(?:{words})" for words in _MEASURES)
_RELATION = {"more": "more", "higher": "more", "greater": "more", "less": "less", "fewer": "less", "lower": "less"}


def _measure_of(words: str) -> str | None:
    return next((name for said, name in _MEASURES.items() if re.fullmatch(said, words, re.I)), None)


def compared_counts(text: str) -> tuple[dict, int] | None:
    """Yours against your opponent's, the same measure (compare: relation "more", "less", "same", "at-most" or
    "at-least", read as yours <relation> theirs): "If you have less cards in your hand than your opponent", "If your
    opponent has more Life than you", "if you and your opponent have the same number of generated energy", "If there are
    more characters on your Front Line than your opponent's Front Line", "If the number of characters on your area is
    less than or equal to the number of characters on your opponent's area"."""
    rel = r"(?P<rel>more|less|fewer|higher|lower)"
    mine = re.match(rf"^If you have {rel} (?P<what>{_MEASURE}) than your opponent(?: does| has)?,? ", text, re.I)
    theirs = re.match(rf"^If your opponent has {rel} (?P<what>{_MEASURE}) than you(?: do| have)?,? ", text, re.I)
    # "If your Life is less than your opponent's" / "If your generated energy is higher than your opponent's"
    said = re.match(rf"^If your (?P<what>Life|generated energy|hand) is {rel} than (?:that of )?your opponent(?:'s)?,? ", text, re.I)
    if said and mine is None:
        mine = said
    for m, flip in ((mine, False), (theirs, True)):
        if m:
            relation = _RELATION[m.group("rel").lower()]
            if flip:  # (theirs more than yours: yours less than theirs)
                relation = "less" if relation == "more" else "more"
            return {"kind": "compare", "measure": _measure_of(m.group("what")), "relation": relation}, m.end()
    m = re.match(rf"^[Ii]f you and your opponent have the same (?:number|amount) of (?P<what>{_MEASURE}),? ", text)
    if m:
        return {"kind": "compare", "measure": _measure_of(m.group("what")), "relation": "same"}, m.end()
    m = re.match(r"^If there are (?P<rel>more|less|fewer) (?P<what>.+?) (?:on|in) your (?P<zone>Front Line|Energy Line|area) than "
                 r"(?:on |in )?your opponent's (?P<theirs>Front Line|Energy Line|area),? ", text, re.I)
    m = m or re.match(r"^If the number of (?P<what>.+?) (?:on|in) your (?P<zone>Front Line|Energy Line|area) is (?P<rel>more|less|"
                      r"fewer|higher|lower|greater) than(?P<eq> or equal to)? the number of (?P=what) (?:on|in) your opponent's "
                      r"(?P<theirs>Front Line|Energy Line|area),? ", text, re.I)
    if m and m.group("zone").lower() == m.group("theirs").lower():
        what = m.group("what")
        wanted = {"card_type": "character"} if re.fullmatch(r"characters?", what, re.I) else \
            {} if re.fullmatch(r"cards?", what, re.I) else _filter_of(what)
        if wanted is None or set(wanted) & {"other", "state", "up_to", "exactly"}:
            return None
        relation = _RELATION[m.group("rel").lower()]
        if "eq" in m.groupdict() and m.group("eq"):
            relation = "at-most" if relation == "less" else "at-least"
        zone = {"front line": "front", "energy line": "energy", "area": "any"}[m.group("zone").lower()]
        return {"kind": "compare", "measure": "cards", "relation": relation,
                "filter": {**wanted, "zone": zone}}, m.end()
    return None


def parse_condition(text: str) -> tuple[dict, int] | None:
    """(condition, length) of a leading 'If ..., ' the fixed table in the compiler did not read."""
    found = compared_counts(text)
    if found is not None:
        return found
    if re.match(r"^If (?:there (?:is|are)|you have) (?:an? )?<[^>]+>(?:, (?:an? )?<[^>]+>)+ (?:cards? |characters? )?(?:on|in) ", text, re.I):
        return None  # "If you have <A>, <B>, <C> on your area": each of them, or any? (no "and" / "or") not said
    found = _history_or_pick_condition(text)
    if found is not None:
        return found
    m = re.match(r"^If it's your turn,? ", text, re.I)
    if m:
        return {"kind": "your-turn"}, m.end()
    m = re.match(r"^If it's your opponent's turn,? ", text, re.I)
    if m:
        return {"kind": "opponents-turn"}, m.end()
    m = re.match(r"^If it's your Attack Phase,? ", text, re.I)
    if m:  # your turn's Attack Phase (a block's and a trigger check's steps are in it: "attack-phase")
        return {"kind": "all", "conditions": [{"kind": "your-turn"}, {"kind": "attack-phase"}]}, m.end()
    # ("Can only be activated when this character is active": a state; "When this character is rested, draw 1 card"
    # starting a sentence is a moment, not read as "If")
    m = re.match(r"^(?:If|(?-i:when)) this (?:character|card) is (rested|in rest|active|in active),? ", text, re.I)
    if m:
        return {"kind": "this-is-active" if m.group(1).lower().endswith("active") else "this-is-rested"}, m.end()
    m = re.match(r"^If this (?:active )?character(?P<front> on your Front Line)? (?:is|was) rested by your (?:card )?effects? "
                 r"(?:during )?this turn,? ", text, re.I)
    if m:  # "this active character on your Front Line is rested by your card effect during this turn"
        rested = {"kind": "rested-by-your-effect-this-turn"}
        if m.group("front"):
            return {"kind": "all", "conditions": [{"kind": "in-line", "line": "front"}, rested]}, m.end()
        return rested, m.end()
    m = re.match(r"^If you (?:have )?drawn (\d+) or more cards (?:during )?this turn,? ", text, re.I)
    if m:
        return {"kind": "drawn-this-turn", "at_least": int(m.group(1))}, m.end()
    m = re.match(r"^If this character (?:has|have) (\[[^\]]+\]),? ", text, re.I)
    if m:  # "(Can only be activated) if this character has [Impact]": a keyword it has now, printed or gained
        wanted = _filter_of(f"card with {m.group(1)}")
        if wanted and set(wanted) == {"keyword"}:
            return {"kind": "this-matches", "filter": wanted}, m.end()
        return None
    m = re.match(r"^If this character's BP is (higher|lower) than (?:its|it's) original BP,? ", text, re.I)
    if m:  # "(Can only be activated) if this character's BP is higher than its original BP": its BP now against its printed BP
        return {"kind": "this-matches", "filter": {"bp_vs_original": m.group(1).lower()}}, m.end()
    m = re.match(r"^If this (?:character|card)'s required energy is (\d+) or more,? ", text, re.I)
    if m:
        return {"kind": "this-energy-at-least", "amount": int(m.group(1))}, m.end()
    m = re.match(r"^If this character (?:was played|moved)(?: by your effect)?(?: (?:during )?this turn)?,? (?!from )", text, re.I)
    if m:
        kind = "moved-this-turn" if "moved" in m.group(0) else ("played-by-effect" if "effect" in m.group(0) else "played-this-turn")
        return {"kind": kind}, m.end()
    m = re.match(r"^If this character was played (?:during )?this turn,? ", text, re.I)
    if m:
        return {"kind": "played-this-turn"}, m.end()
    m = re.match(r"^If there is (?P<no>no )?(?:a |an )?(?:empty )?space on (?P<whose>your|your opponent's) (?P<line>Front|Energy) "
                 r"Line,? ", text, re.I) or re.match(r"^If (?P<whose>your|your opponent's) (?P<line>Front|Energy) Line is "
                                                     r"(?P<no>full),? ", text, re.I)
    if m:  # a line holds at most 4 cards (seed 000 Play Character cards)
        side = "yours" if m.group("whose").lower() == "your" else "opponents"
        full = {"at_least": 4} if m.group("no") else {"at_most": 3}
        return {"kind": "cards-in-zone", "side": side, "zone": m.group("line").lower(), **full}, m.end()
    m = re.match(r"^If there (?:is an?|are (\d+) or more) face-?down cards? (?:under|below) this character,? ", text, re.I)
    if m:
        return {"kind": "face-down-under-this", "amount": int(m.group(1) or 1)}, m.end()
    m = re.match(r"^If there (?:is|are) (\d+) or (?:less|fewer) face[- ]?down cards? (?:under|below) this character,? ", text, re.I)
    if m:  # issue 13.2: face-down cards under a character
        return {"kind": "face-down-under-this", "amount": 0, "at_most": int(m.group(1))}, m.end()
    m = re.match(r"^If there (?:is |are )?no face[- ]?down cards? (?:under|below) this character,? ", text, re.I)
    if m:
        return {"kind": "face-down-under-this", "amount": 0, "at_most": 0}, m.end()
    m = re.match(r"^If you(?:'ve| have) used (?:a|an|(\d+) or more) (?:cards?|Character Cards?|Event Cards?) with "
                 r"(?:(\d+) AP consumption|an AP cost of (\d+)|AP cost (?:of )?(\d+)) (?:during )?this turn,? ", text, re.I)
    if m:  # issue 13.2: history conditions
        ap = int(m.group(2) or m.group(3) or m.group(4))
        kind_word = re.search(r"(Character|Event) Card", m.group(0))
        target = {"ap_min": ap, "ap_max": ap, **({"card_type": kind_word.group(1).lower()} if kind_word else {})}
        return {"kind": "used-this-turn", "filter": target, "at_least": int(m.group(1) or 1)}, m.end()
    m = re.match(r"^If this character was switched from active to rest by your effect (?:during )?this turn,? ", text, re.I)
    if m:
        return {"kind": "rested-by-your-effect-this-turn"}, m.end()
    m = re.match(r"^If your (.*?) (?:was|were|has been) retired (?:during )?this turn,? ", text, re.I)
    if m:
        parsed = parse_target(m.group(1))
        if parsed is not None and not parsed[1].strip():
            target = {k: v for k, v in parsed[0].items() if k not in ("up_to", "exactly")}
            return {"kind": "retired-this-turn", "filter": target}, m.end()
    m = re.match(r"^If this character is (?:on|in) the same (?:line|lane) as (?P<who>[^,]+), ", text, re.I)
    if m:  # "If this character is on the same line as <A> or <B>": one of them on this character's line
        parsed = parse_target("1 " + re.sub(r"^(?:a|an) ", "", m.group("who")))
        if parsed is not None and not parsed[1].strip() and not {"side", "zone", "all", "chosen", "self"} & set(parsed[0]):
            wanted = {k: v for k, v in parsed[0].items() if k not in ("up_to", "exactly")}
            return {"kind": "same-line", "filter": wanted, "at_least": 1}, m.end()
    m = re.match(r"^If you have (\d+) or (more|less) generated energy,? ", text, re.I)
    if m:
        return {"kind": "generated-energy-at-" + ("least" if m.group(2).lower() == "more" else "most"),
                "amount": int(m.group(1))}, m.end()
    m = re.match(r"^If (?:there (?:is|are|is are)|you have) (?:both )?(?:a |an )?(<[^>]+>)((?: and (?:a |an )?<[^>]+>)+)"
                 r"(?: cards?| characters?)? (?:on|in) (?:your (area|Front Line)|(" + _SAME_LINE + r")),? ", text, re.I)
    if m:
        names = re.findall(r"<([^>]+)>", m.group(1) + m.group(2))
        wanted = {"name": "|".join(names), "each_of": True}
        if m.group(4):
            return {"kind": "same-line", "filter": wanted, "at_least": 1}, m.end()
        return {"kind": "cards-in-zone", "side": "yours", "zone": _ZONE_OF[m.group(3).lower()],
                "filter": wanted, "at_least": 1}, m.end()
    for read in (_all_cards_are, _joined_presence, on_area_or_outside):
        found = read(text)
        if found is not None:
            return found
    m = re.match(r"^If there are (?P<what>characters|cards) with (?P<n>\d+) or more different Traits (?:on|in) your "
                 r"(?P<zone>area|Front Line|Energy Line),? ", text, re.I)
    if m:  # "characters with 3 or more different Traits on your area": the Traits they have between them (trait_count)
        wanted = {"trait_count": True, **({"card_type": "character"} if m.group("what").lower() == "characters" else {})}
        return {"kind": "cards-in-zone", "side": "yours", "zone": _ZONE_OF[m.group("zone").lower()], "filter": wanted,
                "at_least": int(m.group("n"))}, m.end()
    m = _COND_COUNT.match(text)
    if not m:
        return None
    phrase = (m.group("phrase") + m.group("after")).strip()
    # "5 or more <A> cards with different names or <B>": the count is the cards'; a single <B> is enough on its own
    either = re.match(r"^(.+? (?:cards?|characters?)(?: with different names)?) or ((?:an? )?<[^>]+>)$", phrase, re.I) \
        or re.match(r"^(.+?) or (an? <[^>]+>)$", phrase)
    # "4 or more Character Cards with BP 4000 or more or 4 or more Event Cards in your Outside Area": two counts over one
    # place, either enough (each read whole with the place said once after the second)
    counts = re.match(r"^(.+?) or (\d+) or more (.+)$", phrase)
    if counts and m.group("n") and m.group("dir").lower() == "more" and not m.group("total") and not m.group("same") \
            and not either:
        zone = f" {'in' if m.group('zone').lower() == 'outside area' else 'on'} {m.group('whose')} {m.group('zone')}, "
        first = parse_condition(f"If there are {m.group('n')} or more {counts.group(1)}{zone}")
        second = parse_condition(f"If there are {counts.group(2)} or more {counts.group(3)}{zone}")
        if first is None or second is None or first[1] != len(f"If there are {m.group('n')} or more {counts.group(1)}{zone}") \
                or second[1] != len(f"If there are {counts.group(2)} or more {counts.group(3)}{zone}"):
            return None
        return {"kind": "any", "conditions": [first[0], second[0]]}, m.end()
    if either and m.group("n") and m.group("dir").lower() == "more" and not m.group("total") and not m.group("same"):
        # "5 or more other <A> cards or a <B> on your area": the count is the first phrase's; a single <B> is
        # enough on its own (either of the two)
        zone = f" on {m.group('whose')} {m.group('zone')}, "
        first = parse_condition(f"If there are {m.group('n')} or more {either.group(1)}{zone}")
        second = parse_condition(f"If there is {re.sub(r'^(?:an? )?', 'a ', either.group(2))}{zone}")
        if first is None or second is None:
            return None
        return {"kind": "any", "conditions": [first[0], second[0]]}, m.end()
    if m.group("same"):  # "If there is a <X> on the same line": the cards beside this character
        condition: dict = {"kind": "same-line"}
    else:
        # "on your area and (in your) Outside Area": the cards of both, counted together (zone "any|outside")
        zone = "any|outside" if m.group("zone").lower().startswith("area and") else _ZONE_OF[m.group("zone").lower()]
        condition = {"kind": "cards-in-zone", "side": "opponents" if "opponent" in m.group("whose").lower() else "yours",
                     "zone": zone}
    # "<A> and/or other <B> cards" (a total of): cards that are either, counted together; "other" is, as everywhere
    # in card text, other than this card (the card itself is not counted)
    others = re.search(r" and/or others? | and others? (?=<|\[Trait)", phrase, re.I)
    phrase = re.sub(r" and/or (?:others? )?| and others? (?=<|\[Trait)", " or ", phrase, flags=re.I)
    if m.group("total"):  # "a total of 2 or more <Trait: A> cards and characters with "B" in their name": cards of
        # either kind, counted together (each card once)
        phrase = re.sub(r" and (?=(?:other )?(?:cards?|characters?)\b)", " or ", phrase, flags=re.I)
    this_other = re.search(r" other than this (?:card|character)", phrase, re.I)
    if this_other:  # "[Trait: X] characters other than this card": the others
        phrase = (phrase[:this_other.start()] + phrase[this_other.end():]).strip()
    if phrase.lower() == "other cards" and not m.group("same") and condition["zone"] in ("any", "front", "energy"):
        condition["filter"] = {"other": True}  # "5 or more other cards on your area": this card not counted
    elif phrase.lower() not in ("cards", "card", "other cards"):
        parsed = parse_target(phrase)
        if parsed is None or parsed[1].strip():
            return None
        target = parsed[0]
        for key in ("up_to", "exactly", "side", "zone") + (("other",) if m.group("same") else ()):
            target.pop(key, None)
        if m.group("total"):  # "a total of 3 or more <A> and <B>": any of them, counted together
            target.pop("each_of", None)
        if (this_other or others) and not m.group("same"):
            target["other"] = True
        if target:
            condition["filter"] = target
    if m.group("none"):
        condition["at_most"] = 0
    elif m.group("n"):
        condition["at_least" if m.group("dir").lower() == "more" else "at_most"] = int(m.group("n"))
    elif m.group("exact"):
        condition["at_least"] = condition["at_most"] = int(m.group("exact"))
    elif m.group("low"):  # "a total of 3-5 <X> cards"
        condition["at_least"], condition["at_most"] = int(m.group("low")), int(m.group("high"))
    else:
        condition["at_least"] = 1
    including = re.match(r"including (?:an? )?<([^>]+)>,? ", text[m.end():], re.I)
    if including:  # "3 or more other <Trait: X> cards on your Front Line, including a <Y>": one of those counted is a <Y>
        if not m.group("n") or m.group("dir").lower() != "more" or condition["kind"] != "cards-in-zone" or (
                condition.get("filter", {}).get("different_names")):
            return None
        named = dict(condition, filter=dict(condition.get("filter") or {}, name=including.group(1)), at_least=1)
        return {"kind": "all", "conditions": [condition, named]}, m.end() + including.end()
    return condition, m.end()


_ZONE_WORDS_OF = r"(?:on|in) (?P<whose>your|your opponent's) (?P<zone>area|Front Line|Energy Line)"


def on_area_or_outside(text: str) -> tuple[dict, int] | None:
    """"If there is a <X> on your area or in your Outside Area": one such card in either place (any of the two).
    A count over both places together ("a total of 3 or more ... on your area and in your Outside Area") is not
    read here."""
    m = re.match(r"^If there is (?P<what>(?:an? )?[^,]+?) on your area or (?:in )?(?:your )?Outside Area,? ", text, re.I)
    if not m or re.search(r" (?:on|in) your ", m.group("what"), re.I):
        return None  # ("a character ... on your area and a <X> on your area or Outside Area": two places said)
    conditions = []
    for phrase in (f"If there is {m.group('what')} on your area, ", f"If there is {m.group('what')} in your Outside Area, "):
        found = parse_condition(phrase)
        if found is None or found[1] != len(phrase) or found[0].get("kind") != "cards-in-zone" or found[0].get("at_least") != 1:
            return None
        conditions.append(found[0])
    return {"kind": "any", "conditions": conditions}, m.end()


def _all_cards_are(text: str) -> tuple[dict, int] | None:
    """"If all characters on your area are <X>", "If all cards on your area are [Trait: X] cards", "... are blue":
    every such card matches (the cards looked at: `of`, what each must be: `filter`)."""
    m = re.match(r"^If all (?P<of>.+?) " + _ZONE_WORDS_OF + r" are (?P<what>[^,]+), ", text, re.I)
    if not m:  # "If there are only [red] Cards on your area": every card there is red
        m = re.match(r"^If there are only (?P<what>(?:\[?(?:red|blue|green|yellow|purple)\]?) (?P<of>cards|characters)) "
                     + _ZONE_WORDS_OF + r",? ", text, re.I)
    if not m:
        return None
    of = _filter_of(m.group("of"))
    what = m.group("what")
    colour = re.fullmatch(r"\[?(red|blue|green|yellow|purple)\]?(?: cards?| characters?)?", what, re.I)
    wanted = {"color": colour.group(1).lower()} if colour else _filter_of(re.sub(r"^(.*?)(?: cards?| characters?)?$", r"\1 card", what))
    if of is None or not wanted:
        return None
    condition = {"kind": "all-cards-are", "side": "opponents" if "opponent" in m.group("whose").lower() else "yours",
                 "zone": _ZONE_OF[m.group("zone").lower()], "filter": wanted}
    if of:
        condition["of"] = of
    return condition, m.end()


def _joined_presence(text: str) -> tuple[dict, int] | None:
    """"If there are (<A> or <B>) and <C> on your area", "If there is a character with "A" in its name and a
    character with "B" in its name on your area", "... and no <D> on your area": each part holds (at least one such
    card; "no": none)."""
    m = re.match(r"^If (?:there (?:is|are|is are)|you have) (?:both )?(?P<parts>.+?) " + _ZONE_WORDS_OF + r",? ", text, re.I)
    if not m:
        return None
    parts = re.split(r" and (?=an? |no |\(|<|\[Trait)", m.group("parts"))
    if len(parts) < 2:
        return None
    conditions = []
    for part in parts:
        part = part.strip()
        bracketed = re.fullmatch(r"\((.+)\)", part)
        if bracketed:
            part = bracketed.group(1)
        none = re.match(r"^no ", part, re.I)
        if none:
            part = part[none.end():]
        found = parse_condition(f"If there is {re.sub(r'^(?:an? )?', 'a ', part)} on {m.group('whose')} {m.group('zone')}, ")
        if found is None or found[0].get("kind") != "cards-in-zone" or found[0].get("at_least") != 1:
            return None
        condition = found[0]
        if none:
            condition = {k: v for k, v in condition.items() if k != "at_least"} | {"at_most": 0}
        conditions.append(condition)
    return {"kind": "all", "conditions": conditions}, m.end()


# --- conditions on what happened this turn, the same line, face-down cards and the cards an effect picked ---
def _filter_of(phrase: str) -> dict | None:
    """The filter a card phrase names ("<X>", "a blue Character Card with required energy of 3 or less"), no count."""
    phrase = re.sub(r"^(?:an?|the) ", "", phrase.strip(), flags=re.I)
    if phrase.lower() in ("card", "cards", "character", "characters"):
        return {"card_type": "character"} if phrase.lower().startswith("character") else {}
    parsed = parse_target(phrase)
    if parsed is None or parsed[1].strip():
        return None
    return {k: v for k, v in parsed[0].items() if k not in ("up_to", "exactly", "side", "zone")}


_MORE = {"more": "min", "higher": "min", "less": "max", "lower": "max"}


def _card_is(words: str) -> dict | None:
    """What is said of one card after its subject ("the chosen character", "the revealed card"): "is <X>", "has
    [Trait: X]", "'s BP is 5000 or more", "has a required energy of 2 or higher", "'s required energy is 4"."""
    met = re.fullmatch(r"(?:fulfills|fulfils|meets) (?:the|its) (?:energy requirements?|required energy)(?: and (.+))?", words, re.I)
    if met:  # "If the revealed card fulfills the energy requirement (and has AP cost of 1)": its player's lines meet it
        more = _card_is(met.group(1)) if met.group(1) else {}
        return None if more is None else {"energy_met": True, **more}
    m = re.fullmatch(r"(?:'s AP cost is |has (?:an? |the )?AP cost (?:of )?|has (?:an? |the )?cost of (?=\d+ AP\b)|costs (?=\d+ AP\b))"
                     r"(\d+)(?: AP)?(?: or (more|higher|less|lower))?", words, re.I)
    if m:  # "... and has (an) AP cost of 1", "has the Cost of 1 AP": the AP cost printed on it (as "with AP cost of 1")
        amount = int(m.group(1))
        return {f"ap_{_MORE[m.group(2).lower()]}": amount} if m.group(2) else {"ap_min": amount, "ap_max": amount}
    m = re.fullmatch(r"(?:'s (?:BP (?:is|becomes)|original BP is)|has (?:an? )?(?:original )?BP(?: of)?|is BP) (\d+) or "
                     r"(more|higher|less|lower)", words, re.I)
    if m:
        return {f"bp_{_MORE[m.group(2).lower()]}": int(m.group(1)), **({"original_bp": True} if "original" in words else {})}
    m = re.fullmatch(r"(?:'s required energy(?: number)? is|has (?:an? )?(?:required energy|energy requirement)(?: of)?) (\d+)"
                     r"(?: or (more|higher|less|lower))?",
                     words, re.I)
    if m:
        amount = int(m.group(1))
        if not m.group(2):
            return {"energy_min": amount, "energy_max": amount}
        return {f"energy_{_MORE[m.group(2).lower()]}": amount}
    m = re.fullmatch(r"(?:was|is) in Raid State", words, re.I)
    if m:
        return {"raided": True}
    m = re.fullmatch(r"(?:was|is) (rested|active)", words, re.I)
    if m:  # "If the chosen character was rested": rested (active) as the effect resolves, as a target's state is
        return {"state": m.group(1).lower()}
    if re.fullmatch(r"(?:(?:has|had) no|(?:does|did) not have|(?:doesn't|didn't) have) (?:an? )?(?:\[Trigger\]|trigger)",
                    words, re.I):  # "If that card had no trigger", "If the card does not have [Trigger]"
        return {"no_trigger": True}
    both = re.fullmatch(r"((?:has|had) no (?:\[Trigger\]|trigger)) and ((?:is|was) .+)", words, re.I)
    if both:  # "If that card had no trigger and is a <X> card": both said of the one card
        first, second = _card_is(both.group(1)), _card_is(both.group(2))
        return {**first, **second} if second and not set(first) & set(second) else None
    if re.fullmatch(_RESTED_BY_YOU, words, re.I):  # "If the chosen character changed from active to rest by your effect"
        return {"rested_by_you": True}
    m = re.fullmatch(r"(?:has|had) (?:an? )?\[(Impact|Damage|Double Attack|Double Block|Snipe|Step|Impact Negate)[^\]]*\]", words, re.I)
    if m:  # "If the chosen character has [Double Block]": that keyword, printed or gained
        return {"keyword": m.group(1).lower().replace(" ", "-")}
    m = re.fullmatch(r"(?:has|had) (?:an? )?\[(Main|When Attacking|When Blocking|On Play|On Retire)\](?: effects?)?", words, re.I)
    if m:  # "If the chosen character has an [On Play] effect" (has_timing)
        return {"has_timing": m.group(1).lower().replace(" ", "-")}
    if re.fullmatch(r"(?:has|had) no traits?", words, re.I):  # "If the card placed to the Outside Area has no trait"
        return {"no_trait": True}
    m = re.fullmatch(r"has (?P<no>no )?(?:an? )?face[- ]?down cards? (?:under|below) it", words, re.I)
    if m:  # "If the chosen character has a face-down card under it"
        return {"no_face_down" if m.group("no") else "face_down": True}
    m = re.fullmatch(r"(?:is|was|has|have|had) (.+)", words, re.I)
    if m:
        phrase = m.group(1)
        name_has = re.fullmatch(r"(?:an? (?:character|card) with )?\"([^\"]+)\" in its name", phrase, re.I)
        if name_has:
            return {"name_has": name_has.group(1)}
        wanted = _filter_of(phrase)
        if not wanted and re.match(r"(?:has|have|had) (?:an? )?(?:AP cost|required energy|BP)\b", m.group(0), re.I):
            # "If the revealed card has AP cost of 1" ("and has an AP cost of 1"): what "a card with ..." would say
            wanted = _filter_of(f"a card with {phrase}")
        return wanted or None
    return None


def _before_a_comma(text: str, prefix: str, read) -> tuple[dict, int] | None:
    """A condition "<prefix> <words>, ..." whose words `read` understands; the words may hold commas themselves
    ("<A>, <B> or <C>"): the longest words that read win."""
    m = re.match(prefix, text, re.I)
    if not m:
        return None
    found = None
    for comma in re.finditer(r", ", text[m.end():]):
        result = read(text[m.end():m.end() + comma.start()].strip())
        if result is not None:
            found = result, m.end() + comma.end()
    return found


def _played_by(text: str) -> tuple[dict, int] | None:
    kinds = r"(?:Character|Event|Field|Trigger)(?: Card)?(?:'s)?"
    listed = rf"{kinds}(?:,? (?:or |and )?{kinds})*"
    m = re.match(r"^If this (?:character|card) (?:was|is) (?P<not>not )?(?P<verb>played|raided) (?:by (?:(?:your|an) effect|your (?P<kinds>" + listed + r") effects?|the effect of "
                 # "by the effect of <Memory Change>": the card whose effect played it (a card of yours, the only
                 # ones whose effects play cards onto your area)
                 r"(?:(?:your )?(?P<name><[^>]+>)|your "
                 r"\{?(?P<listed>" + listed + r")\}?)|the effect of an? (?P<one>character|event))|"
                 # "If this character was played from the Outside Area": only an effect plays a card from there
                 # "If this character is played from the deck": an effect played it from among the cards it looked at
                 r"from (?:your |the )(?P<zone>Outside Area|Remove Area|deck))"
                 r"(?: (?:during )?this turn)?,? ", text, re.I)
    if not m:
        return None
    condition = {"kind": "played-by-effect"}
    if m.group("verb").lower() == "raided":  # "If this character was raided by the effect of your character": a Raid
        if m.group("zone") or m.group("not") or re.search(r"this turn,? $", m.group(0), re.I):  # Boost an effect made
            return None
        condition["raid"] = True
    if m.group("zone"):
        condition["zone"] = {"outside area": "outside", "remove area": "remove"}.get(m.group("zone").lower(), "deck")
    elif m.group("name"):
        condition["name"] = m.group("name").strip("<>")
    else:
        words = (m.group("kinds") or m.group("listed") or m.group("one") or "").lower()
        kinds = re.findall(r"character|event|field|trigger", words)
        if kinds:
            condition["by"] = "|".join(dict.fromkeys(kinds))
    if re.search(r"this turn,? $", m.group(0), re.I):  # "... during this turn": and played this turn
        if m.group("not"):
            return None  # ("not played by your effect during this turn": not read)
        condition = {"kind": "all", "conditions": [condition, {"kind": "played-this-turn"}]}
    if m.group("not"):  # "If this character was not played by your effect": played otherwise (from the hand)
        condition = {"kind": "none", "conditions": [condition]}
    return condition, m.end()


def _retired_by(text: str) -> tuple[dict, int] | None:
    """"[On Retire] If this character was retired by battle / by your (own) effect / by your opponent's effect / by the
    effect of your <X>": how it left the field (seed 000, Removing cards from the field: a lost battle, an effect's
    "retire", BP 0 or less) and, by an effect of yours, the card whose effect it was. "retired due to an effect or its
    BP becomes 0 or less" / "due to its BP become 0 or less or your opponent's effect": either of two ways ("rule":
    BP 0 or less)."""
    m = re.match(r"^If this (?:character|card) (?:was|is|has been) retired (?:by |in |(?=the effect of your <))"
                 r"(?:(?P<battle>(?:a )?battle)|(?P<own>your (?:own )?(?:card )?effects?)|"
                 r"(?P<opponent>(?:your )?opponent's (?:card )?effects?)|(?P<any>an effect)|"
                 r"the effect of your <(?P<name>[^>]+)>)(?=[, ])(?! of)(?! by)(?! during)(?! this turn),? ", text, re.I)
    if not m:
        return _retired_due_to(text)
    by = "battle" if m.group("battle") else "own-effect" if m.group("own") or m.group("name") else (
        "opponent-effect" if m.group("opponent") else "own-effect|opponent-effect")
    condition = {"kind": "retired-by", "by": by}
    if m.group("name"):  # "by the effect of your <X>" (also "is retired the effect of ...", without "by")
        condition["name"] = m.group("name")
    return condition, m.end()


# one way a character leaves the field, as "retired due to <way> or <way>" says it (retired-by's "by")
_RETIRE_WAY = (r"(?:(?:a )?battle|your (?:own )?effects?|(?:your )?opponent's effects?|an effect|"
               r"its BP (?:becomes?|becoming|is reduced to) 0 or less)")
_RETIRE_WAYS = {"battle": "battle", "your": "own-effect", "opponent": "opponent-effect", "an": "own-effect|opponent-effect",
                "its": "rule"}


def _retired_due_to(text: str) -> tuple[dict, int] | None:
    """"If this character is retired due to an effect or its BP becomes 0 or less, ": two ways joined by "or" (BP 0 or
    less, the rule's retirement: "rule")."""
    m = re.match(rf"^If this (?:character|card) (?:was|is) retired due to (?P<a>{_RETIRE_WAY}) or (?P<b>{_RETIRE_WAY}), ",
                 text, re.I)
    if not m:
        return None
    ways = []
    for said in (m.group("a"), m.group("b")):
        first = said.split()[0].lower()
        key = "opponent" if "opponent" in said.lower() else "battle" if said.lower().endswith("battle") else first
        ways += [w for w in _RETIRE_WAYS[key].split("|") if w not in ways]
    return {"kind": "retired-by", "by": "|".join(ways)}, m.end()


def _retired_this_turn(text: str) -> tuple[dict, int] | None:
    """"If a <X> on your area was retired during this turn", "If a character was retired during this turn" (either
    player's), "If an opponent's character was retired this turn", "... on your opponent's area ..."; "if a character
    was retired from your field by your effect (by battle, by your opponent's effect) during this turn": a character of
    yours retired so this turn (by: as [On Retire]'s "retired-by" reads it)."""
    m = re.match(r"^If (?:a|an) (?P<phrase>.+?)(?: (?:on|from) (?P<whose>your|your opponent's) (?:area|field))? "
                 r"(?:was|were|is|has been) retired(?: from (?P<whose_after>your|your opponent's) (?:area|field))?"
                 r"(?: (?:by|in) (?:(?P<battle>(?:a )?battle)|(?P<own>your (?:own )?(?:card )?effects?)|"
                 r"(?P<opponent>(?:your )?opponent's (?:card )?effects?)))? (?:during )?this turn,? ", text, re.I)
    if not m:
        return None
    phrase = m.group("phrase")
    side = "any"
    whose = m.group("whose") or m.group("whose_after")
    if m.group("whose") and m.group("whose_after"):
        return None
    if whose:
        side = "opponents" if "opponent" in whose.lower() else "yours"
    opponents = re.match(r"^(?:your )?opponent's ", phrase, re.I)
    if opponents:
        side, phrase = "opponents", phrase[opponents.end():]
    wanted = _filter_of(phrase)
    if wanted is None:
        return None
    wanted.setdefault("card_type", "character")
    condition = {"kind": "retired-this-turn", "filter": {**wanted, "side": side}}
    if m.group("battle") or m.group("own") or m.group("opponent"):  # (whose effect: the reader's "your")
        condition["by"] = "battle" if m.group("battle") else "own-effect" if m.group("own") else "opponent-effect"
    return condition, m.end()


def _raided_this_turn(text: str) -> tuple[dict, int] | None:
    """"(Can only be activated) if you raided during this turn", "If you raided a <X> during this turn": a Raid Boost
    of yours this turn (from the hand, by an effect or a Raid trigger); "... during this (turn's) Attack Phase": one in
    this turn's Attack Phase (phase "attack"); "If you have not / haven't raided ...": none. A colour before a list
    joined by "or" ("a blue <A> or <B>") is left unread: whether the colour is said of both is not said."""
    m = re.match(r"^If you(?: have(?P<not> not)? raided|(?P<nt> haven't) raided| raided)"
                 r"(?: (?P<phrase>an? .+?))? (?:during )?this (?:turn|(?P<attack>(?:turn's )?Attack Phase)),? ", text, re.I)
    if not m:
        return None
    phrase = m.group("phrase")
    condition: dict = {"kind": "raided-this-turn", **({"phase": "attack"} if m.group("attack") else {})}
    if phrase is not None:
        if re.search(r"\b(?:red|blue|green|yellow|purple)\b", phrase, re.I) and re.search(r"\bor\b", phrase, re.I):
            return None
        wanted = _filter_of(re.sub(r"^an? ", "", phrase, flags=re.I))
        if not wanted:
            return None
        condition["filter"] = wanted
    if m.group("not") or m.group("nt"):  # "if you have not raided during this Attack Phase": none of yours in it
        condition = {"kind": "none", "conditions": [condition]}
    return condition, m.end()


def _used_this_turn(text: str) -> tuple[dict, int] | None:
    """"If you used 4 or more cards from your hand during this turn", "If you used a [Trait: X] card ...", "If you
    used another Event card during this turn" (another: other than the card whose effect this is)."""
    m = re.match(r"^If you(?:'ve| have)? used (?:(?P<n>\d+) or more |an? |(?P<another>another )|(?=<[^>]+> (?:from|during|this)))(?P<phrase>.+?)"
                 r"(?: from your hand)? (?:during )?this turn,? ", text, re.I)
    if not m:
        return None
    phrase = m.group("phrase")
    removed = re.match(r"^(.+?) from (?:your|the) Remove Area$", phrase, re.I)
    if removed:  # "If you used a card from your Remove Area during this turn": one used from there (usable-from-remove)
        phrase = removed.group(1)
    if re.search(r"\b(?:from|in|on) (?:your|the) (?!hand\b)", phrase, re.I):
        return None  # "a card from your Outside Area": not a place cards are used from
    other = bool(m.group("another"))
    if re.match(r"^other ", phrase, re.I):
        other, phrase = True, phrase[6:]
    if phrase.lower() in ("card", "cards"):
        wanted: dict | None = {}
    else:
        wanted = _filter_of(re.sub(r"^(.*?) cards?$", r"\1 card", phrase, flags=re.I))
    if wanted is None:
        return None
    if other:
        wanted["other"] = True
    if removed:
        wanted["zone"] = "remove"
    condition = {"kind": "used-this-turn", "filter": wanted, "at_least": int(m.group("n") or 1)}
    if not wanted:
        del condition["filter"]
    return condition, m.end()


def _total_with_face_down(text: str) -> tuple[dict, int] | None:
    """"If the total number of <X> and face-down cards under characters on your area is 2 or higher": the matching
    cards and the face-down cards under the characters there, counted together (cards-in-zone, plus_face_down)."""
    m = re.match(r"^If the total number of (?P<phrase>.+?) and face[- ]?down cards (?:under|below) (?:the )?characters "
                 r"(?:on|in) your (?P<zone>area|Front Line|Energy Line) is (?P<n>\d+) or (?:more|higher|greater),? ", text, re.I)
    if not m:
        return None
    wanted = _filter_of(m.group("phrase"))
    if wanted is None or not wanted:
        return None
    return {"kind": "cards-in-zone", "side": "yours", "zone": _ZONE_OF[m.group("zone").lower()], "filter": wanted,
            "at_least": int(m.group("n")), "plus_face_down": True}, m.end()


def _face_down_under_yours(text: str) -> tuple[dict, int] | None:
    """"If there are no face-down cards under a character on your area" / "under other characters on your area" /
    "under your characters"; "If there is a face-down card under a <X> on your area"."""
    m = re.match(r"^If there (?:is|are) (?P<count>no|an?) face[- ]?down cards? (?:under|below) (?:(?P<phrase>.+?) on your area"
                 r"|your (?P<yours>characters?))(?: on your area)?,? ", text, re.I)
    if not m:  # "If there is a character on your area with a face-down card under it" (with a/no: the same count)
        m = re.match(r"^If there (?:is|are) (?P<count>no|an?) (?P<phrase>(?!face)[^,]+?)(?: on your area)? with (?:a|one|1) "
                     r"face[- ]?down cards? (?:under|below) (?:it|them)(?! on )(?! in ),? ", text, re.I)
    if not m:
        return None
    wanted = _filter_of(m.group("phrase") or m.group("yours"))
    if wanted is None:
        return None
    condition = {"kind": "face-down-under-yours", **({"filter": wanted} if wanted else {})}
    if m.group("count").lower() == "no":
        condition["at_most"] = 0
    else:
        condition["at_least"] = 1
    return condition, m.end()


def _zone_named(words: str) -> str:
    """A zone of one's own as the compiler's sentences name it ("life", "life pile": Life Area)."""
    words = words.lower()
    return "Life Area" if words.startswith("life") else words


def _played_from_hand(text: str) -> tuple[dict, int] | None:
    """"Play up to 1 <X> from your hand or Outside Area ... If you played from your hand, draw 1 card": the card the
    play before played came from the hand (the runtime reads what that step played; the compiler keeps it only after
    such a step: _played_from_said)."""
    m = re.match(r"^If (?:you played (?:it |them |a card |a character |the card |that card )?|(?:it|the card|that card|the "
                 r"character|that character|the played (?:card|character)) was played )from your hand, ", text, re.I)
    return ({"kind": "played-from", "zone": "hand"}, m.end()) if m else None


def _played_from_outside(text: str) -> tuple[dict, int] | None:
    m = re.match(r"^If (?:a|an) (?P<phrase>.+?) (?:was|is|has been) played (?:from your Outside Area(?: to your (?:area|field))?|"
                 r"(?:onto|to) your (?:field|area) from (?:your |the )?Outside Area) (?:during )?this turn,? ", text, re.I)
    if not m:
        return None
    wanted = _filter_of(m.group("phrase"))
    if wanted is None:
        return None
    return {"kind": "played-from-outside-this-turn", **({"filter": wanted} if wanted else {})}, m.end()


def _played_on_area(text: str) -> tuple[dict, int] | None:
    """"If you played a character with an original AP cost of 2 or more on your area during this turn", "if you played a
    <X> card during this turn": a card of yours played onto your area this turn (from the hand, by an effect or by Raid
    Boost; an Event card is used, not played); "a card from your deck": one an effect played from the deck (zone "deck")."""
    m = re.match(r"^If you(?:'ve| have)? played (?:a|an|(?P<n>\d+) or more) (?P<phrase>.+?)(?: (?:on|onto|to) your (?:area|field))? "
                 r"(?:during )?this turn,? ", text, re.I)
    if not m:
        return None
    phrase, deck = re.subn(r" from (?:your|the) deck$", "", m.group("phrase"), flags=re.I)
    if m.group("n"):  # "If you played 3 or more characters on your area during this turn": so many such cards
        phrase, plural = re.subn(r"^(.*?\b(?:cards|characters))$", lambda p: p.group(1)[:-1], phrase, flags=re.I)
        if not plural:
            return None
    if re.search(r"\b(?:from|in|on|under)\b", phrase, re.I):
        return None  # ("from your Outside Area", "from your hand": where else it was played from is not read)
    wanted = _filter_of(phrase)
    if wanted is None or wanted.get("card_type") == "event" or set(wanted) & {"state", "other", "zone", "side"}:
        return None
    return {"kind": "played-on-area-this-turn", **({"filter": wanted} if wanted else {}), **({"zone": "deck"} if deck else {}),
            **({"at_least": int(m.group("n"))} if m.group("n") else {})}, m.end()


def _returned_or_played_by_effect(text: str) -> tuple[dict, int] | None:
    """"If a <X> card returned from your area to your hand or was played by your effect during this turn": either (a
    card of yours matching the filter returned to your hand this turn, or your effect played one onto your area);
    "If a <X> was played by your effect during this turn" alone: the latter."""
    m = re.match(r"^If (?:a|an) (?P<phrase>.+?) (?:(?P<returned>(?:was |has been )?returned from your (?:area|field) to your "
                 r"hand) or (?:was |has been )?|(?:was |has been ))played (?:onto your (?:area|field) )?by your (?:card )?effects? "
                 r"(?:(?:to|onto) your (?:area|field) )?(?:during )?this turn,? ", text, re.I)
    if not m:
        return None
    wanted = _filter_of(m.group("phrase"))
    if wanted is None or wanted.get("card_type") == "event" or set(wanted) & {"state", "other", "zone", "side"}:
        return None
    played = {"kind": "played-on-area-this-turn", **({"filter": wanted} if wanted else {}), "by": "effect"}
    if not m.group("returned"):
        return played, m.end()
    returned = {"kind": "returned-to-hand-this-turn", **({"filter": wanted} if wanted else {})}
    return {"kind": "any", "conditions": [returned, played]}, m.end()


def _moved_or_rested_this_turn(text: str) -> tuple[dict, int] | None:
    """"If this character moved outside of your Move Phase (during this turn)": it moved to the other line by an effect
    this turn; "(Can only be activated) if this active character was rested during this turn": it was switched from
    active to rest this turn however (attacking, blocking, a cost, an effect)."""
    m = re.match(r"^If this character (?:has )?moved outside (?:of )?(?:your|the) Move Phase(?: (?:during )?this turn)?,? ",
                 text, re.I)
    if m:
        return {"kind": "moved-this-turn", "outside_move_phase": True}, m.end()
    m = re.match(r"^If this (?:active )?character (?:was|has been|became) rested (?:during )?this turn,? ", text, re.I)
    if m:
        return {"kind": "rested-this-turn"}, m.end()
    return None


def _ap_paid_this_turn(text: str) -> tuple[dict, int] | None:
    """"If you paid an AP (2 or more AP) during this turn('s Attack Phase)"; "During this turn's Attack Phase, if you paid
    an AP, ...": while it is this turn's Attack Phase and you paid AP in it."""
    amount = r"(?:an?|(?P<n>\d+)(?: or more)?) AP(?: cards?)?"
    m = re.match(rf"^During this turn's Attack Phase, if you(?: have)? paid {amount},? ", text, re.I)
    if m:
        return {"kind": "all", "conditions": [{"kind": "attack-phase"}, {"kind": "ap-paid-this-turn", "at_least": int(
            m.group("n") or 1), "phase": "attack"}]}, m.end()
    m = re.match(rf"^If you(?: have)? paid {amount} (?:during )?this turn(?P<attack>'s Attack Phase)?,? ", text, re.I)
    if m:
        return {"kind": "ap-paid-this-turn", "at_least": int(m.group("n") or 1),
                **({"phase": "attack"} if m.group("attack") else {})}, m.end()
    return None


def placer_filter(words: str) -> dict | None:
    """"by the effect of your purple <Trait: X> card" / "by your Event Card or <X> effect": what the card whose effect
    placed a card is (a filter), None when the words are not a card filter or name any card ("your own effect")."""
    words = re.sub(r"'s$", "", words.strip(), flags=re.I)
    if re.fullmatch(r"(?:own|card|own card)", words, re.I):
        return None
    wanted = _filter_of(normalise(words))
    return wanted or None


def _placed_from_hand_this_turn(text: str) -> tuple[dict, int] | None:
    """"If you placed 2 or more cards from your hand to the Outside Area by your card effects during this turn", "If
    you or your opponent placed a card from hand to the Outside Area (by an effect) during this turn". Only effects
    (and their costs) place cards from the hand to the Outside Area, so without "by ..." any effect counts; "by your
    effect" counts only this player's effects. "... by the effect of your <Trait: X> card" / "by a character with "X"
    in its name" / "by an Event Card or <X> effect" (also "if a card was placed from your hand ... by ..."; "During this
    turn, if ..."): only those placed by the effect (or cost) of one of this player's cards that is so (placer)."""
    lead = r"^(?:During this turn, if|If) "
    by_card = r"by (?:the effects? of (?:your |an? )?(?P<placer>[^,]+?)|(?:your |an? )(?P<placer_kind>[^,]+?) effects?)"
    m = re.match(lead + r"(?P<who>you|you or your opponent) (?:have )?placed (?:(?P<n>\d+) or more cards|an? cards?|cards) "
                 r"from (?:your )?hand to (?:the|your) Outside Area(?: (?:by|with) (?P<by>your|an) (?:card )?effects?| "
                 + by_card + r")?(?P<turn> (?:during )?this turn)?(?:, | (?=this ))", text, re.I) or \
        re.match(lead + r"(?P<who>)an? card (?:was|has been) placed from your hand to (?:the|your) Outside Area "
                 + by_card + r"(?P<turn> (?:during )?this turn)?, ", text, re.I)
    if not m or not (m.group("turn") or m.group(0).lower().startswith("during")):
        return None
    condition = {"kind": "hand-to-outside-this-turn", "at_least": int(m.groupdict().get("n") or 1)}
    if m.group("who").lower() not in ("you", ""):
        condition["side"] = "any"
    if (m.groupdict().get("by") or "").lower() == "your":
        condition["by"] = "yours"
    words = m.group("placer") or m.group("placer_kind")
    if words:  # (a card of this player's: "you placed ... by the effect of a character ...", "your <X> card")
        if condition.get("side"):
            return None
        placer = placer_filter(words)
        if placer is None:
            return None
        condition.update(by="yours", placer=placer)
    return condition, m.end()


def _revealed_added_this_turn(text: str) -> tuple[dict, int] | None:
    """"If you revealed and added a non-yellow [Raid] card from your deck to your hand during this turn": an effect of
    yours revealed a matching card from among the cards it looked at in your deck and added it to your hand this turn.
    ("a non yellow card [Raid] card": the same card said with "card" twice, as its other printings say it once; "during
    turn", normalised "for the turn": this turn.)"""
    m = re.match(r"^If you(?: have)? revealed and added (?:an? |(?=non))(?P<phrase>.+?) from your deck to your hand "
                 r"(?:(?:during )?this turn|during turn|for the turn),? ", text, re.I)
    if not m:
        return None
    phrase = re.sub(r"\bcard (\[[^\]]+\]) card$", r"\1 card", m.group("phrase"), flags=re.I)
    wanted = _filter_of(normalise(phrase))
    if wanted is None or set(wanted) & {"side", "zone", "state", "other", "self", "chosen", "all"}:
        return None
    return {"kind": "revealed-added-this-turn", **({"filter": wanted} if wanted else {})}, m.end()


def _returned_to_hand_this_turn(text: str) -> tuple[dict, int] | None:
    """"If a character returned from your area to your hand during this turn", "If a <X> card was returned ...", "If a
    <X> on your area was returned to your hand during this turn"."""
    m = re.match(r"^If (?:a|an) (?P<phrase>.+?) (?:was |has been |has )?returned from your (?:area|field) to your hand "
                 r"(?:during )?this turn,? ", text, re.I) or \
        re.match(r"^If (?:a|an) (?P<phrase>.+?) (?:on|from) your (?:area|field) (?:was |has been |has )?returned to your hand "
                 r"(?:during )?this turn,? ", text, re.I)
    if not m:
        return None
    wanted = _filter_of(m.group("phrase"))
    if wanted is None:
        return None
    return {"kind": "returned-to-hand-this-turn", **({"filter": wanted} if wanted else {})}, m.end()


def _rested_by_you_this_turn(text: str) -> tuple[dict, int] | None:
    """"If a character on your Front Line changed from active to rest by your effect during this turn": a character of
    yours there that an effect of yours rested this turn (it may be active again now)."""
    m = re.match(rf"^If (?:a|an|(?P<n>\d+) or more) (?P<phrase>.+? (?:on|in) your (?:area|Front Line|Energy Line)) "
                 rf"{_RESTED_BY_YOU},? ", text, re.I)
    if not m:
        return None
    parsed = parse_target(f"1 {m.group('phrase')}")
    if parsed is None or parsed[1].strip() or parsed[0].get("side") != "yours":
        return None
    wanted = {k: v for k, v in parsed[0].items() if k not in ("up_to", "exactly", "side", "zone")}
    return {"kind": "cards-in-zone", "side": "yours", "zone": parsed[0]["zone"], "filter": {**wanted, "rested_by_you": True},
            "at_least": int(m.group("n") or 1)}, m.end()


def _dealt_damage_this_turn(text: str) -> tuple[dict, int] | None:
    """"If a character on your area dealt damage to your opponent during this turn", "If your <X> has dealt damage to
    your opponent this turn": a character of yours whose attack dealt damage to the opponent this turn (seed 000
    Keyword Effects: a character "inflicts direct damage with an attack"; unblocked, or Impact)."""
    m = re.match(r"^If (?:a|an|your|1 of your) (?P<phrase>.+?)(?: (?:on|in) your (?:area|field))? (?:has )?(?:dealt|inflicted) "
                 r"damage to (?:your |the )?opponent (?:during )?this turn,? ", text, re.I)
    if not m:
        return None
    wanted = _filter_of(m.group("phrase"))
    if wanted is None or wanted.get("card_type", "character") != "character" or set(wanted) & {
            "state", "other", "side", "zone", "bp_min", "bp_max", "self", "chosen"}:
        return None  # (what it is now, or its BP then: not kept)
    return {"kind": "dealt-damage-this-turn", "filter": {**wanted, "card_type": "character"}}, m.end()


def _outside_to_deck_this_turn(text: str) -> tuple[dict, int] | None:
    """"If you placed cards from your Outside Area to your deck during this turn", "If you placed 2 or more cards from
    your Outside Area at the bottom of your deck this turn": cards an effect of yours moved from your Outside Area into
    your deck this turn (its top or bottom)."""
    m = re.match(r"^If you(?: have)? (?:placed|returned|put) (?:(?P<n>\d+) or more cards|an? cards?|cards) from your Outside Area (?:to|on|at|into) "
                 r"(?:the (?:top|bottom|top or bottom) of )?your deck (?:during )?this turn,? ", text, re.I)
    if not m:
        return None
    return {"kind": "outside-to-deck-this-turn", "at_least": int(m.group("n") or 1)}, m.end()


def _came_or_moved_this_turn(text: str) -> tuple[dict, int] | None:
    """"If this character came into play this turn" (played this turn), "If this character has moved during this turn";
    "If a <X> on your area has moved during this turn": a character of yours there now that moved this turn (to the
    other line, in the Move Phase or by an effect: a cards-in-zone filter moved_this_turn)."""
    m = re.match(r"^If this (?:character|card) (?:came into play|entered (?:play|the field|your area)) (?:during )?this turn,? ",
                 text, re.I)
    if m:
        return {"kind": "played-this-turn"}, m.end()
    m = re.match(r"^If this character has moved (?:during )?this turn,? ", text, re.I)
    if m:
        return {"kind": "moved-this-turn"}, m.end()
    m = re.match(r"^If (?:a|an|(?P<n>\d+) or more) (?P<phrase>.+? (?:on|in) your (?:area|Front Line|Energy Line)) (?:has|have) moved "
                 r"(?:during )?this turn,? ", text, re.I)
    if not m:
        return None
    parsed = parse_target(f"{m.group('n') or 1} {m.group('phrase')}")
    if parsed is None or parsed[1].strip() or parsed[0].get("side") != "yours" or set(parsed[0]) & {"state", "other", "self"}:
        return None
    wanted = {k: v for k, v in parsed[0].items() if k not in ("up_to", "exactly", "side", "zone")}
    return {"kind": "cards-in-zone", "side": "yours", "zone": parsed[0]["zone"], "filter": {**wanted, "moved_this_turn": True},
            "at_least": int(m.group("n") or 1)}, m.end()


def _paid_for_this(text: str) -> tuple[dict, int] | None:
    """"If this card was used while paying 0 AP", "If you used this card without paying AP": the AP its player paid
    to use (play) this card, reductions taken (seed 000 Main Phase: the AP cost paid as it is used)."""
    m = re.match(r"^If (?:this card was (?:used|played)|you (?:used|played) this card) (?:while |by )?(?:paying 0 AP|without "
                 r"paying (?:any |its |the )?AP)(?: cost)?,? ", text, re.I)
    return ({"kind": "paid-for-this", "at_most": 0}, m.end()) if m else None


def _chosen_this_turn(text: str) -> tuple[dict, int] | None:
    """"(Can only be activated) if this character was chosen by the effect of a <Trait: X> card during this turn", "If
    this character was chosen by a <Trait: X> card effect during this turn": an effect of a card matching the filter
    chose this character this turn (Unit.chosen_by)."""
    m = re.match(rf"^If this (?:character|card) (?:was|has been) {_CHOSEN_THIS_TURN_BY},? ", text, re.I)
    if not m:
        return None
    chooser = placer_filter(m.group("of") or m.group("kind") or m.group("card"))
    return ({"kind": "chosen-this-turn-by", "filter": chooser}, m.end()) if chooser else None


def _this_played_from_hand(text: str) -> tuple[dict, int] | None:
    """"[On Play] If this card was played from your hand": this card came onto the area from its player's hand (played
    or raided from it; not by an effect from another zone, nor by a Raid trigger from the Life Area)."""
    m = re.match(r"^If (?:this (?:card|character) (?:was|has been) played|you played this (?:card|character)) from (?:your |the )?"
                 r"hand,? ", text, re.I)
    return ({"kind": "this-played-from", "zone": "hand"}, m.end()) if m else None


_DONE_TO = r"(?:chosen|played|rested|returned|retired)"  # what a step before did to the card a condition asks about


def _history_or_pick_condition(text: str) -> tuple[dict, int] | None:
    m = re.match(r"^If your opponent (?:has )?(?:drawn|drew) (?:a card|(?P<n>\d+) or more cards) (?:during )?this turn,? ",
                 text, re.I)
    if m:
        return {"kind": "drawn-this-turn", "side": "opponents", "at_least": int(m.group("n") or 1)}, m.end()
    m = re.match(r"^If you (?:did not|didn't|have not|haven't) used? (?P<what>an? .+?) (?:during )?this turn,? ", text, re.I)
    if m:  # "if you did not use an Event Card during this turn": none of the cards you used this turn is one
        used = _used_this_turn(f"If you used {m.group('what')} during this turn, ")
        if used is not None and used[0].get("at_least") == 1:
            return {"kind": "none", "conditions": [used[0]]}, m.end()
    m = re.match(r"^If this (?:character|card) was not played (?:during )?this turn,? ", text, re.I)
    if m:
        return {"kind": "none", "conditions": [{"kind": "played-this-turn"}]}, m.end()
    m = re.match(r"^If (?P<your>your )?(?:an? )?(?P<phrase>(?:character\b|<|\[Trait: ).*?) (?:has )?attacked (?:during )?this turn,? ", text, re.I)
    if m:  # "if a character with "OOO" or "Birth" in its name attacked during this turn"
        wanted = _filter_of(m.group("phrase"))
        if wanted is None or wanted.get("card_type", "character") != "character" or set(wanted) & {"state", "other",
                                                                                                 "bp_min", "bp_max"}:
            return None  # (what it is now, or BP then: not kept)
        # (attacks-this-turn at least once; "any": the turn player's characters, "your": this player's)
        return {"kind": "attacks-this-turn", "filter": {**wanted, "card_type": "character"}, "at_least": 1,
                **({} if m.group("your") else {"side": "any"})}, m.end()
    for read in (_played_by, _retired_by, _retired_this_turn, _used_this_turn, _total_with_face_down, _face_down_under_yours, _played_from_outside, _played_from_hand, _played_on_area,
                 _returned_or_played_by_effect, _moved_or_rested_this_turn, _ap_paid_this_turn,
                 _placed_from_hand_this_turn, _returned_to_hand_this_turn, _revealed_added_this_turn,
                 _raided_this_turn, _rested_by_you_this_turn, _dealt_damage_this_turn, _outside_to_deck_this_turn,
                 _this_played_from_hand, _paid_for_this, _chosen_this_turn, _came_or_moved_this_turn):
        found = read(text)
        if found is not None:
            return found
    # ("the played character": the card a "play ..." before played, which it chose; "the rested / returned / retired
    # card", "the character played", "the chosen <X>": the card the step before picked. One that has left the field
    # is read as printed, so what it was then (its BP, its state) is not read of a returned or retired card)
    found = _before_a_comma(text, rf"^If the (?:{_DONE_TO} (?:character|card)|chosen <[^<>]+>|(?:character|card) {_DONE_TO}"
                                  r"(?: by this effect)?)(?=[' ])", lambda words: _chosen(words, "chosen-matches"))
    if found is not None:
        gone = re.match(r"^If the (?:(?:returned|retired) |(?:character|card) (?:returned|retired))", text, re.I)
        if not (gone and set(found[0]["filter"]) & {"bp_min", "bp_max", "state", "keyword", "raided", "face_down",
                                                    "no_face_down", "rested_by_you"}):
            return found
    m = re.match(r"^If this (?:character|card) is in Raid State,? ", text, re.I)
    if m:  # seed 000 Raid Boost: a raid source under it
        return {"kind": "raid-source-matches"}, m.end()
    found = _before_a_comma(text, r"^If (?:your opponent's |the opponent's |the )?attacking (?:opponent's )?character(?=[' ])",
                            _attacker_is)
    if found is not None:  # "[On Block] If the attacking character has BP 4500 or more / has [Impact] or [Damage]"
        return found
    m = re.match(r"^If (?:your opponent's|the opponent's|the) attacking character is in Raid State,? ", text, re.I)
    if m:  # "[On Block] If your opponent's attacking character is in Raid State": the character attacking now
        return {"kind": "attacker-in-raid-state"}, m.end()
    m = re.match(r"^If you (?:have )?added (?:a|any) cards? from your Life(?: Area)? (?:to|into) your hand (?:during )?this turn,? ",
                 text, re.I)
    if m:
        return {"kind": "life-to-hand-this-turn"}, m.end()
    found = _before_a_comma(text, r"^If this character's raid source(?: cards?)?(?=[' ])",
                            lambda words: _chosen(words, "raid-source-matches"))
    if found is not None:
        return found
    m = re.match(r"^If the revealed card's required energy(?: number)? is the same as (?:the )?(?:number )?(?:you )?(?:declared|chosen)"
                 r"(?: (?:by|with|in) this effect)?,? ", text, re.I)
    if m:  # "... the same as the declared by this effect" (declare-energy before it)
        return {"kind": "revealed-is-declared"}, m.end()
    found = added_to_hand(text)
    if found is not None:
        return found
    found = handled_by_this_effect(text)
    if found is not None:
        return found
    found = _before_a_comma(text, r"^If the card placed(?: (?:to|in) the Outside Area)? (?:by|with) this effect(?=[' ])",
                            lambda words: _chosen(words, "placed-card-matches"))
    if found is not None:
        return found
    m = re.match(r"^If you placed (?P<what>an? [^,]+?) (?:to|in) the Outside Area (?:by|with) this effect,? ", text, re.I)
    if m and _filter_of(m.group("what")):  # "If you placed a <Trait: X> card to the Outside Area with this effect"
        return {"kind": "placed-card-matches", "filter": _filter_of(m.group("what"))}, m.end()
    # "If a Character Card is placed to the Outside Area by this effect" (after "Your opponent places 1 card from their
    # hand ..."; one real card misprints "played to the Outside Area": nothing is played to that zone, so it is placed)
    m = re.match(r"^If (?P<what>an? [^,]+?) (?:is|was) (?:placed|played) (?:to|in|into) the Outside Area (?:by|with) this "
                 r"effect,? ", text, re.I)
    if m and _filter_of(m.group("what")):
        return {"kind": "placed-card-matches", "filter": _filter_of(m.group("what"))}, m.end()
    return _before_a_comma(text, r"^If the revealed card(?: by this effect)?(?=[' ])", _revealed)


# the cards a step of this effect handled: "the characters rested by this effect", "the cards placed to the Remove Area
# with this effect" (the verb: which step's cards -- your characters a rest or a retire took, or the cards a step moved
# to the Outside Area or the Remove Area)
_HANDLED = (r"(?P<what>(?:characters?|cards?|Character Cards?|<[^>]+>(?: cards?)?|\[Trait: [^\]]+\](?: cards?)?))"
            r"(?: (?:that )?(?:you )?(?:have )?(?:were |was )?)? ?(?P<verb>rested|retired|placed(?: from (?:your |the )?(?:hand|Outside Area|"
            r"Remove Area))? (?:to|in|into) (?:your |the )?(?P<zone>Outside Area|Remove Area)) (?:by|with) this effect")
_HANDLED_TOTAL = re.compile(rf"^If the total BP of (?:the |all )?{_HANDLED} is (?P<n>\d+) or (?:more|higher),? ", re.I)
_HANDLED_COUNT = re.compile(r"^If you (?:have )?(?P<verb>rested|retired|placed) (?P<n>\d+) or more (?P<what>[^,]+?)"
                            r"(?: (?:to|in|into) (?:your |the )?(?P<zone>Outside Area|Remove Area))? (?:by|with) this effect,? ", re.I)


def handled_measure(words: str) -> dict | None:
    """"the total BP of the characters rested by this effect", "the number of cards placed to the Remove Area by this
    effect" (after "based on" / "If ... is N or more"): a handled-by-this-effect condition with no number yet
    (at_least 1), or None. measure "bp": their BP added up (a card off the field: its printed BP); "count": how many."""
    words = words.strip().rstrip(".,:")
    m = re.fullmatch(rf"(?:the )?(?P<measure>total BP|number) of (?:the |all )?{_HANDLED}", words, re.I)
    return _handled(m, "bp" if m and m.group("measure").lower() == "total bp" else "count") if m else None


def _handled(m: re.Match, measure: str) -> dict | None:
    verb = m.group("verb").split()[0].lower()
    what = re.sub(r"^(?:characters?|cards?)$", "", m.group("what").strip(), flags=re.I)
    wanted = _filter_of(what) if what else {}
    if wanted is None or verb in ("rested", "retired") and (m.group("zone") or not re.search(r"character", m.group("what"), re.I)):
        return None  # (a rest or a retire takes characters: "the cards rested" is not read)
    if verb == "placed" and not m.group("zone"):
        return None
    condition = {"kind": "handled-by-this-effect", "verb": {"rested": "rest", "retired": "retire"}.get(verb, "to-outside" if "Outside" in (m.group("zone") or "")
                                                                   else "to-remove"),
                 "measure": measure, "at_least": 1}
    if wanted:
        condition["filter"] = wanted
    return condition


# "If 3 or more cards are set to active by this effect", "If 2 or more characters were rested by this effect": the count
# said first (the verbs a step of yours on your own characters takes: rest, retire, set to active)
_HANDLED_PASSIVE = re.compile(r"^If (?:(?P<n>\d+) or more|(?P<one>an?)) (?P<what>cards?|characters?|<[^>]+>|\[Trait: [^\]]+\])(?: cards?)?"
                              r"(?(one)(?: (?:on|in) your (?P<line>Front Line|area))?) "
                              r"(?:are|were|is|was|have been|has been) (?P<verb>rested|retired|set to active|set active) "
                              r"(?:by|with) this effect,? ", re.I)
# "Rest up to 2 active characters on your area. If you did not rest 2, ...": fewer than that many were taken
_HANDLED_SHORT = re.compile(r"^If you did not (?P<verb>rest|retire) (?P<n>\d+)(?: (?:of them|characters?))?,? ", re.I)


def handled_by_this_effect(text: str) -> tuple[dict, int] | None:
    """"If the total BP of the characters rested by this effect is 10000 or higher, ...", "If you placed 3 or more cards
    to the Outside Area with this effect, ...", "If 3 or more cards are set to active by this effect", "If you did not
    rest 2": what a step before in this effect handled (the compiler keeps it only after such a step: _placed_said)."""
    m = _HANDLED_PASSIVE.match(text)
    if m:
        what = m.group("what")
        wanted = _filter_of(what) if what.startswith(("<", "[")) else {}
        if wanted is None:
            return None
        verb = m.group("verb").lower()
        condition = {"kind": "handled-by-this-effect", "verb": {"rested": "rest", "retired": "retire"}.get(verb, "set-active"),
                     "measure": "count", "at_least": int(m.group("n") or 1), **({"filter": wanted} if wanted else {}),
                     **({"zone": "front"} if m.group("line") == "Front Line" else {})}
        return condition, m.end()
    m = _HANDLED_SHORT.match(text)
    if m:
        done = {"kind": "handled-by-this-effect", "verb": m.group("verb").lower(), "measure": "count",
                "at_least": int(m.group("n"))}
        return {"kind": "none", "conditions": [done]}, m.end()
    m = _HANDLED_TOTAL.match(text)
    if m:
        condition = _handled(m, "bp")
        return (dict(condition, at_least=int(m.group("n"))), m.end()) if condition else None
    m = _HANDLED_COUNT.match(text)
    if m is None:
        return None
    what = re.sub(r"^(?:characters?|cards?)$", "", m.group("what").strip(), flags=re.I)
    wanted = _filter_of(what) if what else {}
    verb = m.group("verb").lower()
    if wanted is None or (verb == "placed") != bool(m.group("zone")) or verb != "placed" and not re.search(
            r"character", m.group("what"), re.I):
        return None
    condition = {"kind": "handled-by-this-effect", "verb": {"rested": "rest", "retired": "retire"}.get(verb, "to-outside" if "Outside" in (m.group("zone") or "")
                                                                   else "to-remove"),
                 "measure": "count", "at_least": int(m.group("n"))}
    if wanted:
        condition["filter"] = wanted
    return condition, m.end()


def _revealed(words: str) -> dict | None:
    """"If the revealed card is <X>" / "... is not <X>" (a card was revealed, and it is not <X>)."""
    negated = re.match(r"^is not (?!in )", words.strip(), re.I)
    if negated is None:
        return _chosen(words, "revealed-matches")
    matched = _chosen("is " + words.strip()[negated.end():], "revealed-matches")
    if matched is None:
        return None
    return {"kind": "all", "conditions": [{"kind": "revealed-matches", "filter": {}}, {"kind": "none", "conditions": [matched]}]}


def _attacker_is(words: str) -> dict | None:
    """What is said of the attacking character: its BP now, what it is, or a keyword it has now ("has [Impact] or
    [Damage]": either keyword, printed or gained)."""
    keywords = re.fullmatch(r"has (\[[^\]]+\](?:,? or \[[^\]]+\])*)", words.strip(), re.I)
    if keywords is None:
        return None if re.search(r"\[|\bin Raid State\b", words) else _chosen(words, "attacker-matches")
    conditions = []
    for token in re.findall(r"\[[^\]]+\]", keywords.group(1)):
        wanted = _filter_of(f"card with {token}")
        if not wanted or set(wanted) != {"keyword"}:
            return None
        conditions.append({"kind": "attacker-matches", "filter": wanted})
    return conditions[0] if len(conditions) == 1 else {"kind": "any", "conditions": conditions}


_ADDED = re.compile(r"^If you (?:have )?add(?:ed)? (?P<what>[^,]+?) (?:(?:to|into) (?:your|the) hand(?: (?:by|with) this effect)?|"
                    r"(?:by|with) this effect),? ", re.I)


_ADDED_AND = re.compile(r"^If you (?:have )?added(?: (?:a|1) card| it)? (?:to|into) (?:your|the) hand and the added card "
                        r"(?P<verb>doesn't have|does not have|has|is) (?P<what>[^,]+), ", re.I)


def added_to_hand(text: str) -> tuple[dict, int] | None:
    """"If you added a card other than <X> to your hand (by this effect), ...", "If you added 2 cards to your hand":
    the cards this effect added match (at least that many); "If you added a card to your hand" says no more than
    "if you did" and is not read here."""
    m = _ADDED_AND.match(text)
    if m:  # "If you added to your hand and the added card doesn't have [Raid], ...": the card added is <X>
        said = {"is": "{}", "has": "card with {}"}.get(m.group("verb").lower(), "card without {}")
        wanted = _filter_of(said.format(m.group("what")))
        return ({"kind": "added-matches", "filter": wanted}, m.end()) if wanted else None
    m = _ADDED.match(text)
    if m is None:
        return None
    count = re.fullmatch(r"(\d+) cards?", m.group("what"), re.I)
    if count:
        return ({"kind": "added-matches", "at_least": int(count.group(1))}, m.end()) if int(count.group(1)) > 1 else None
    wanted = _filter_of(m.group("what"))
    if not wanted:
        return None
    return {"kind": "added-matches", "filter": wanted}, m.end()


def _chosen(words: str, kind: str) -> dict | None:
    wanted = _card_is(words.strip())
    return None if wanted is None else {"kind": kind, "filter": wanted}


# --- "for each / for every ...": an amount counted per card -----------------------------------------------------
def parse_per(phrase: str) -> dict | None:
    """What "for each <phrase>" / "for every <N> <phrase>" counts, as action parameters: "<Trait: X> card on your
    Front Line", "5 cards in your Outside Area", "rested characters on your opponent's area" -> per "cards" and
    per_target (side, zone, filters); "Event Card you used during this turn" -> per "used-this-turn"; "face-down card
    under this character" -> per "face-down-under-this"."""
    phrase = phrase.strip().rstrip(",")
    every = re.match(r"^(\d+) ", phrase)
    per_every = int(every.group(1)) if every else 1
    words = phrase[every.end():] if every else phrase
    words = re.sub(r" you have (on|in) (?:the|your) ", r" \1 your ", words)  # "each other character you have on the Front Line"
    # "For each Front Line character you have": each character on your Front Line
    words = re.sub(r"^((?:other )?)(Front Line|Energy Line) (characters?|cards?) you have$", r"\1\3 on your \2", words, flags=re.I)
    if re.fullmatch(r"face[- ]?down cards? (?:under|below) this character", words, re.I):
        return None if every else {"per": "face-down-under-this"}
    if re.fullmatch(r"time this character (?:has )?moved (?:during |in )?this turn", words, re.I):
        # "For each time this character moved this turn": its moves to the other line this turn, however made
        return None if every else {"per": "moved-this-turn"}
    both = re.fullmatch(r"(?P<what>.+?) in your Outside Area and (?:in )?(?:your )?Remove Area", words, re.I)
    if both:  # "for each <X> in your Outside Area and Remove Area": the cards of both, counted together
        counted = parse_per(f"{phrase[:every.end()] if every else ''}{both.group('what')} in your Outside Area")
        if counted is None or counted["per"] != "cards" or counted["per_target"].get("zone") != "outside":
            return None
        return dict(counted, per_target=dict(counted["per_target"], zone="outside|remove"))
    placed = re.fullmatch(r"(?P<what>.+?) placed (?:to|in|into|on) the Outside Area (?:by|with) this effect", words, re.I)
    if placed:  # "for each card placed to the Outside Area by this effect": the cards the step before placed
        wanted = _filter_of(placed.group("what"))
        return None if wanted is None or every else {"per": "placed-by-this-effect", **({"per_target": wanted} if wanted else {})}
    retired = re.fullmatch(r"(?P<what>.+?)(?: (?:on|from) (?P<whose>your|your opponent's) (?:area|field))? (?:that (?:was|were|has "
                           r"been|have been) )?retired (?:during |in )?this turn", words, re.I)
    if retired:  # "for each character retired during this turn" (either player's), "... on your area ...": yours
        wanted = _filter_of(re.sub(r"^(.*?(?:character|card))s$", r"\1", retired.group("what"), flags=re.I))
        if wanted is None or every or set(wanted) & {"side", "zone", "state", "other", "self", "chosen", "all"}:
            return None
        side = "any" if not retired.group("whose") else "opponents" if "opponent" in retired.group("whose").lower() else "yours"
        return {"per": "retired-this-turn", "per_target": {**wanted, "card_type": wanted.get("card_type", "character"), "side": side}}
    used = re.fullmatch(r"(.+?) (?:you(?:'ve| have)? )?used (?:during |in )?this turn", words, re.I)
    if used:
        wanted = _filter_of(re.sub(r"^(.*?)s$", r"\1", used.group(1)) if used.group(1).lower().endswith("cards") else used.group(1))
        if wanted is None and re.fullmatch(r"(?:other )?Events?", used.group(1), re.I):  # "for each Event used this turn"
            wanted = {"card_type": "event", **({"other": True} if used.group(1).lower().startswith("other") else {})}
        if wanted is None:
            return None
        return {"per": "used-this-turn", **({"per_target": wanted} if wanted else {}), **({"per_every": per_every} if every else {})}
    parsed = parse_target(("1 " if every is None else f"{per_every} ") + words)
    if parsed is None or parsed[1].strip() or "zone" not in parsed[0]:
        return None
    # ("For each <A>, <B> and <C> on your area": each card that is one of them, not "each of them at least once")
    counted = {k: v for k, v in parsed[0].items() if k not in ("up_to", "exactly", "all", "each_of")}
    return {"per": "cards", "per_target": counted, **({"per_every": per_every} if every else {})}


# --- "increase the BP range ... by +1000 for each ...": a BP limit raised by a count ------------------------------
_RANGE = (r"(?:(?:increase the (?:specified )?BP range(?: of (?:the )?character(?:s|'s)?(?: that)? you can choose)?(?: (?:with|of|by) "
          r"this effect)?(?: by)?|increase the limit by BP|add additional \[?BP) \+? ?(?P<n>\d+)\]?|(?:increase the limit by|add "
          r"additional) \[?\+(?P<m>\d+) BP\]?)")  # ("BP +1000": normalised to "+1000 BP")
_RANGE_PER = [re.compile(rf"^For (?:each|every) (?P<per>.+?),? {_RANGE}$", re.I),
              re.compile(rf"^{_RANGE} for (?:each|every) (?P<per>.+?)$", re.I)]
_PLACED_BY_THIS = re.compile(r"^(?P<what>.+?) placed (?:from (?:your|the) (?:hand|Outside Area) )?(?:to|in|into) (?:your |the )?"
                             r"(?:Outside|Remove) Area (?:by|with) this effect$", re.I)


def parse_range_increase(sentence: str) -> dict | None:
    """"For each <X> on your area, increase the BP range of characters you can choose with this effect by +1000",
    "increase the limit by BP +1000 for each Event Card on your Outside Area", "For each card placed to the Outside
    Area by this effect, increase the specified BP range by +500" -> the target fields that raise the BP limit of the
    action before as it resolves: bp_max_plus (per card counted) and bp_max_plus_count (the cards counted: side, zone,
    filters), bp_max_plus_placed (a filter of the cards the step before placed) or bp_max_plus_used (a filter of the
    cards you used this turn)."""
    for pattern in _RANGE_PER:
        m = pattern.match(sentence.strip().rstrip("."))
        if m is None:
            continue
        amount = int(m.group("n") or m.group("m"))
        taken = re.fullmatch(r"(?:other )?characters? (rested|retired) (?:by|with) this effect", m.group("per"), re.I)
        if taken:  # "For each character rested by this effect": the characters of yours the step before rested (retired)
            return {"bp_max_plus": amount, "bp_max_plus_taken": {}, "verb": {"rested": "rest", "retired": "retire"}[taken.group(1).lower()]}
        placed = _PLACED_BY_THIS.match(m.group("per"))
        if placed:
            wanted = _filter_of(placed.group("what"))
            return None if wanted is None else {"bp_max_plus": amount, "bp_max_plus_placed": wanted}
        per = parse_per(m.group("per"))
        if per is None or per["per"] not in ("cards", "used-this-turn") or "per_every" in per:
            return None
        if per["per"] == "used-this-turn":  # "for each Event Card you used during this turn"
            return {"bp_max_plus": amount, "bp_max_plus_used": per.get("per_target") or {}}
        return {"bp_max_plus": amount, "bp_max_plus_count": dict(per["per_target"], side=per["per_target"].get("side", "yours"))}
    return None
