"""The declarative effect vocabulary: what a card's machine-readable `effects` JSON may say.

An effect is a JSON object:

    {"timing": "on-play",                       # when it happens (TIMINGS)
     "cost": [{"kind": "rest-this-card"}],      # optional, for activated effects (COSTS)
     "once_per_turn": true,                     # optional
     "once_shared": true,                       # optional, with once_per_turn: one use a turn for all of this
                                                # character's once_shared effects ("can only activate 1 of the
                                                # following effects once per turn")
     "condition": {"kind": "life-at-most", "amount": 3},   # optional (CONDITIONS)
     "actions": [{"do": "draw", "amount": 1}]}  # what it does, in order (ACTIONS)

Targets are objects inside actions: {"side": "yours"|"opponents", "zone": "front"|"energy"|"any",
"bp_max": 2500, "energy_max": 2, "up_to": 1, "name": "...", "trait": "..."}.
Each table below maps a name to its parameters and their types; `validate_effects` checks an
effect list against them and names the path of every problem.
"""
from __future__ import annotations

INT, STR, BOOL, TARGET, ACTIONS = "int", "str", "bool", "target", "actions"
CONDITION, INSTEAD, EFFECTS = "condition", "instead", "effects"

TIMINGS = {
    "on-play", "when-attacking", "when-blocking", "on-retire", "during-your-turn", "during-opponents-turn",
    "activate-main", "start-of-turn", "end-of-turn", "start-of-end-phase", "trigger", "when-in-front-line",
    "activate-outside",  # "[Main] [When in Outside Area]": an Activate: Main ability of the card in its Outside Area
    "when-in-energy-line", "main",  # "main": an event card's effect as it resolves
    "when-moved-to-front-line", "when-moved-to-energy-line", "when-moved", "when-returned-to-hand", "when-milled", "when-removed", "when-yours-wins-battle",
    "when-attack-not-blocked", "when-attack-blocked", "when-wins-battle", "start-of-attack-phase", "end-of-attack",
    "end-of-attack-phase", "end-of-main-phase", "start-of-main-phase",
    "end-of-opponents-attack-phase",  # "At the end of your opponent's Attack Phase" (a card of the player not in turn)
    "end-of-the-attack-phase",  # "At the end of the Attack Phase": of either player's turn
    # "When a <X> is played": a card of yours played (from the hand, by an effect or by Raid), which a
    # played-card-matches condition names
    "when-yours-played",
    # "When <X> raids during your Attack Phase": a card in the hand, as a Raid Boost of its player's with the card a
    # played-card-matches condition names (read with your-turn and attack-phase conditions)
    "in-hand-when-yours-raids",
    "end-of-yours-attack",  # "At the end of your character's attack": of any character of this one's player
    "when-yours-attacks",  # "When a character on your area attacks": any character of this one's player
    "when-attacks-and-loses",  # "When this character attacks and loses the battle" (seed 000, Resolution timing B 1)
    "when-yours-attacks-and-loses",  # "When a character on your area attacks and loses a battle": any of this one's player
    "when-yours-attack-not-blocked",  # "When your <X>'s attack is not blocked": any of this one's player
    "when-bp-increased",  # "When this character gets its BP increased": an effect's +BP given to it (a bp-change step)
    # 'When a character on your area activates a "Choose 1 of the following" effect': as that choice is made (its
    # choose-count step changes how many options it takes)
    "when-yours-chooses-one",
    "when-set-active-by-your-effect",  # "If this rested character is set to active by your effect": rested, then active
    "when-rested-by-your-effect",  # "When this active character gets rested by your card effect": active, then rested
    "when-raided-on",  # "When this character is raided on" (seed 000 Raid Boost: a Raid card placed on it)
    "when-chosen",  # "When this character is chosen by <X> card effect": as an effect picks it (chosen-by condition)
    "when-discarded", "when-discarded-by-your-effect",
    "when-to-outside",  # "When this card is placed to the Outside Area": from the hand, the deck, the area or a pile  # "When this card is placed from your hand to the Outside Area"
    # "When you place 1 card from your hand to the Outside Area (by your own effect)": any card of this card's player
    # (this card on the field), once for each card placed; "that card" is the card placed (face-down-under zone "placed")
    "when-you-discard", "when-you-discard-by-your-effect",
    "when-revealed-from-deck",  # "When this card is revealed from your deck" (by an effect that shows it)
    # "During your Main Phase, when you draw a card with your effects": a draw an effect of this card's player makes
    # (read with a your-main-phase condition)
    "when-you-draw-by-your-effect",
    "when-life-to-outside",  # "When a card ... is placed from your Life Area to the Outside Area" (after its Trigger check)
    # "When a character on your opponent's Front Line is retired": another character removed from the field to the
    # Outside Area (seed 000, Removing cards from the field), which a retired-card-matches condition names
    "when-character-retired",
    # "[When in Outside Area] When a <X> on your area is retired": the same moment, waited for by this card in its
    # Outside Area (not itself the retired card)
    "in-outside-when-character-retired",
    # "When / If this character leaves the area": it moves from the field to any other place (hand, Outside Area, Remove
    # Area, deck, under a character); "When your character leaves the area": another character of this card's player
    # doing so, which a left-card-matches condition names
    "when-leaves", "when-character-leaves",
    "in-outside-end-of-attack-phase",  # "[When in Outside Area] At the end of your Attack Phase" (that card there)
    "continuous",  # a card on the field: true while it is there (and its condition holds)
    "static",  # always true while the card exists (names it also has, how it enters play)
}

COSTS = {
    "rest-this-card": {},
    "pay-ap": {"amount": INT},
    "place-from-hand-to-outside": {"amount": INT},
    "retire-this-card": {},
    "discard": {"amount": INT},
}

CONDITIONS = {
    "all": {"conditions": "conditions"},  # every one of them holds
    "any": {"conditions": "conditions"},  # at least one of them holds ("5 or more <A> cards or a <B>")
    "none": {"conditions": "negated conditions"},  # none of them holds ("if this character was not played during this turn")
    "card-on-your-area": {"name": STR, "trait": STR, "count": INT, "card_type": STR, "line": STR, "different_names": BOOL},
    # plus_face_down: the face-down cards under the characters in that zone count too ("If the total number of <X> and
    # face-down cards under characters on your area is 2 or higher")
    "cards-in-zone": {"side": STR, "zone": STR, "filter": TARGET, "at_least": INT, "at_most": INT, "plus_face_down": BOOL},
    "opponent-life-at-most": {"amount": INT},
    "opponent-life-at-least": {"amount": INT},
    "this-bp-at-least": {"amount": INT},  # tiers give the amount per bullet
    "this-bp-at-most": {"amount": INT},  # "if this character's BP is 4000 or less": its BP now
    "area-empty": {},
    "used-event-this-turn": {},
    "used-this-turn": {"filter": TARGET, "at_least": INT},  # you used (played from hand) at least n matching cards this turn
    "played-this-turn": {},
    # by: the kinds of card whose effect played it, "|"-separated (character, event, field, trigger); name: that card's
    # name ("played by the effect of your <X>"); neither: any effect of yours
    # zone: the one it was played from ("outside", "remove"); raid: Raid Boosted onto a character by the effect ("If this
    # character was raided by the effect of your character"), not played
    "played-by-effect": {"by": STR, "name": STR, "zone": STR, "raid": BOOL},
    # this character moved to the other line this turn (in the Move Phase or by an effect); outside_move_phase: by an
    # effect ("If this character moved outside of your Move Phase during this turn")
    "moved-this-turn": {"outside_move_phase": BOOL},
    "rested-this-turn": {},  # this character was switched from active to rest this turn, however (attack, block, cost, effect)
    # you paid at least this many AP this turn (phase "attack": during this turn's Attack Phase)
    "ap-paid-this-turn": {"at_least": INT, "phase": STR},
    "attack-phase": {},  # it is this turn's Attack Phase now ("During this turn's Attack Phase, ...")
    # [On Retire]: how this character left the field ("|"-separated: "battle", "own-effect", "opponent-effect"); name: by
    # the effect of your card of that name
    "retired-by": {"by": STR, "name": STR},
    # "When this character leaves the area by your own effect": whose effect moved it off the field ("own-effect",
    # "opponent-effect", "|"-separated; a cost of yours is your effect), read by when-leaves only
    "left-by": {"by": STR},
    # ("when-character-leaves" only) the character leaving the field matches filter, side relative to this card's player
    "left-card-matches": {"filter": TARGET, "side": STR},
    "your-turn": {},
    "your-main-phase": {},  # it is this card's player's turn, in their Main Phase ("During your Main Phase, ...")
    # the card whose effect placed this card to the Remove Area / from the hand to the Outside Area matches filter
    # ("by the effect of your purple <Trait: X> card"; when-removed, when-discarded-by-your-effect and when-you-discard*
    # only: "except by a <X> effect" is none of it)
    "placed-by": {"filter": TARGET},
    "done": {},  # the optional action just before it was done ("You may pay 1 AP. If you did, it's choose 2 instead")
    "opponents-turn": {},
    "outside-at-least": {"amount": INT},
    "hand-at-most": {"amount": INT},
    "generated-energy-at-least": {"amount": INT},  # your energy line's total
    "generated-energy-at-most": {"amount": INT},
    "life-at-most": {"amount": INT},
    "life-at-least": {"amount": INT},
    "front-line-count-at-least": {"amount": INT},
    "in-line": {"line": STR},
    "ap-active-at-least": {"amount": INT},
    "hand-at-least": {"amount": INT},
    # yours against your opponent's, the same measure ("hand", "life", "generated-energy", or "cards": those the filter
    # names on a line or area, zone front / energy / any): relation "more", "less", "same", "at-most", "at-least"
    # ("If you have less cards in your hand than your opponent", "If there are more characters on your Front Line than
    # your opponent's Front Line")
    "compare": {"measure": STR, "relation": STR, "filter": TARGET},
    "this-is-active": {},
    "this-is-rested": {},
    "attack-number": {"amount": INT},  # "At this character's third attack during this turn": its Nth attack of the turn
    "rested-by-your-effect-this-turn": {},
    # filter side: "yours" (no side), "opponents" or "any" (either player's); by: how it was retired, "battle",
    # "own-effect" (this player's effect, costs included) or "opponent-effect" ("retired from your field by your effect")
    "retired-this-turn": {"filter": TARGET, "by": STR},
    "face-down-under-this": {"amount": INT, "at_most": INT},  # at least (at most) this many face-down cards under this character
    # Conditions of real cards (docs/engine.md, "Conditions of real cards: what happened this turn, the same line, the chosen and the revealed card"):
    "same-line": {"filter": TARGET, "at_least": INT, "at_most": INT},  # other cards on this character's line
    "chosen-matches": {"filter": TARGET},
    "played-from": {"zone": STR},  # "If you played from your hand": where the card the play before was played from  # the card the effect chose before ("If the chosen character is <X>")
    "revealed-matches": {"filter": TARGET},
    "revealed-is-declared": {},  # the revealed card's required energy is the number this effect declared (declare-energy)
    # Outside and Remove Areas (docs/engine.md): at least this many cards (1 by default) this effect added to your hand
    # (from among the looked-at cards or from a zone) match the filter ("If you added a card other than <X> to your hand")
    "added-matches": {"filter": TARGET, "at_least": INT},
    # the card being placed (from the Life Area to the Outside Area: "when-life-to-outside" only)
    # a card placed to the Outside Area matches: in "when-life-to-outside", the card being placed from the Life Area;
    # elsewhere, one the step before placed ("If the card placed by this effect is an Event Card")
    "placed-card-matches": {"filter": TARGET},
    # what a step before in this effect handled ("If the total BP of the characters rested by this effect is 10000 or
    # higher", "If you placed 3 or more cards to the Outside Area with this effect"): verb, the step's ("rest", "retire":
    # your characters it took; "to-outside", "to-remove": the cards it moved there); measure "bp" (their BP added up)
    # or "count"; filter: only those counted; zone "front": "If a <X> on your Front Line is rested by this effect" (the
    # step took them on that line)
    "handled-by-this-effect": {"verb": STR, "measure": STR, "at_least": INT, "filter": TARGET, "zone": STR},
    # your characters (filter) with face-down cards under them: at least / at most this many
    "face-down-under-yours": {"filter": TARGET, "at_least": INT, "at_most": INT},
    "played-from-outside-this-turn": {"filter": TARGET},  # a matching card was played from your Outside Area this turn
    # a matching card was played onto your area this turn: from the hand, by an effect or by Raid Boost ("If you played a
    # character with an original AP cost of 2 or more on your area during this turn")
    # zone "deck": played by an effect from among the cards it looked at ("If you played a card from your deck ...")
    # at_least: so many such cards ("If you played 3 or more characters on your area during this turn"); by "effect":
    # played by your effect ("If a <X> card ... was played by your effect during this turn")
    "played-on-area-this-turn": {"filter": TARGET, "zone": STR, "at_least": INT, "by": STR},
    # ("when-yours-played" only) the card being played matches filter; line "other": "on a line different from this
    # character"
    "played-card-matches": {"filter": TARGET, "line": STR},
    # Counts, costs and joined sentences (docs/engine.md): "If all characters on your area are <X>": every card in the
    # zone that `of` matches (no `of`: every card) matches `filter`; with no such card it holds
    "all-cards-are": {"side": STR, "zone": STR, "of": TARGET, "filter": TARGET},
    # you (side "opponents": your opponent) drew at least this many cards this turn (the Draw Phase's included)
    "drawn-this-turn": {"at_least": INT, "side": STR},
    "this-energy-at-least": {"amount": INT},  # this card's required energy (or one it is also treated as having)
    # Cards under characters and Raid (docs/engine.md, "Cards under characters, Raid by effects, positions, deck and
    # Life"): this character is in Raid State (seed 000 Raid Boost: a card under it) and its raid source matches filter
    "raid-source-matches": {"filter": TARGET},
    # you Raid Boosted (a card matching the filter) this turn; phase "attack": during this turn's Attack Phase
    "raided-this-turn": {"filter": TARGET, "phase": STR},
    # a character matching the filter attacked this turn (side "yours": one of yours; "any": the turn player's)
    # the card whose effect is choosing this character ("when-chosen" only) matches filter; side "yours": a card of
    # this character's owner, "any": either player's
    "chosen-by": {"filter": TARGET, "side": STR},
    # when-character-retired (in-outside-...) only: the retired character matches filter (as printed), was this card's player's ("yours")
    # or their opponent's ("opponents"), and was on that line ("front"/"energy"; none: either)
    "retired-card-matches": {"filter": TARGET, "side": STR, "line": STR},
    "blocker-matches": {"filter": TARGET},  # "When this character is blocked by a character with BP 3000 or less": its blocker
    "attacker-matches": {"filter": TARGET},  # the character attacking now: its BP now, what it is, a keyword it has now
    # cards on your area with the same card number as this card (its printings counted together): "This card can only
    # be played if ... no cards with the same card number as this card on your area" (a use condition only)
    "copies-on-area": {"at_least": INT, "at_most": INT},
    # this character (the effect's own) as it is now: a keyword it has now (printed or gained), its BP against its
    # printed BP ("Can only be activated if this character has [Impact]" / "... if this character's BP is higher than
    # its original BP")
    "this-matches": {"filter": TARGET},
    "attacker-in-raid-state": {},  # the character attacking now (its battle) has a card under it by Raid Boost
    "attack-blocked": {},  # "At the end of an attack that this character was blocked": the attack ending had a blocker
    "life-to-hand-this-turn": {},  # a card went from your Life Area to your hand this turn (by an effect)
    # Granted abilities, the opponent's choices and what happened this turn (docs/engine.md): at least this many cards
    # went from your hand (side "any": your or your opponent's hand) to the Outside Area this turn, placed by an
    # effect or an effect's cost (by "yours": by your effects only)
    "hand-to-outside-this-turn": {"at_least": INT, "side": STR, "by": STR, "placer": TARGET},  # placer: whose effect
    "returned-to-hand-this-turn": {"filter": TARGET},  # a matching card returned from your area to your hand this turn
    # your characters matching the filter attacked at least this many times this turn (filter "self": this character's
    # attacks; "other": those of your characters other than this one)
    "attacks-this-turn": {"filter": TARGET, "at_least": INT, "side": STR},  # side "any": the turn player's
    # "If you revealed and added a non-yellow [Raid] card from your deck to your hand during this turn": an effect of yours
    # showed a matching card it took from among the cards looked at from your deck and added it to your hand this turn
    "revealed-added-this-turn": {"filter": TARGET},
    # a character of yours matching the filter dealt damage to your opponent with an attack this turn
    "dealt-damage-this-turn": {"filter": TARGET},
    # you placed at least this many cards from your Outside Area into your deck (top or bottom) this turn
    "outside-to-deck-this-turn": {"at_least": INT},
    # this card came onto the area from zone ("hand": played or raided from its player's hand, by its player or an effect)
    "this-played-from": {"zone": STR},
    # the AP its player paid to use (play) this card was at most this ("If this card was used while paying 0 AP")
    "paid-for-this": {"at_most": INT},
    # "if this character was chosen by the effect of a <Trait: X> card during this turn": such a card's effect chose it
    "chosen-this-turn-by": {"filter": TARGET},
}

# Every action may also say: "optional" (you may), "if_done" (only if the optional action before it
# was done), "condition" (checked as it resolves) and "instead" (a condition and the changed values:
# do (another verb on the same target), keyword (another keyword, with its own value or none),
# bp_max, amount or count; a target's limit or count: bp_min, energy_max, energy_min, up_to; and a further
# "instead" said after it, checked on its own, that wins when its condition holds: "If there is <A> or <B>, it's
# BP 4000 or less instead. If there are both <A> and <B>, it's BP 5000 or less instead").
INSTEAD_TARGET_LIMITS = ("bp_min", "energy_max", "energy_min", "up_to", "all")  # what an "instead" may change in the target
# "in_unit": a later step of a quoted unit ('You may "Draw 1 card and this character gets +1000 BP."'): done only when
# the step before it was (not declined, its condition held), and "if you did" after the unit is its first step's.
COMMON_ACTION_PARAMETERS = {"optional": BOOL, "if_done": BOOL, "if_not_done": BOOL, "in_unit": BOOL, "condition": CONDITION,
                            "instead": INSTEAD,
                            # an option of "choose N of the following" chosen once per turn for every card of this name
                            "once_per_name": BOOL}

ACTION_PARAMETERS = {
    # reveal: the card drawn is shown ("Reveal the top card of your deck and add it to your hand")
    "draw": {"amount": INT, "per": STR, "per_target": TARGET, "per_every": INT, "reveal": BOOL},
    "discard": {"amount": INT, "per": STR, "per_target": TARGET, "per_every": INT},
    # per: the amount is for each ... (PER): "face-down-under-this" (face-down card under this character), "cards" (card
    # per_target matches: its side, zone and filters), "used-this-turn" (card matching per_target you used this turn);
    # per_every: for every n of them (default 1); "chosen-keyword" (gain-keyword Damage +N / Impact +N only: as many as
    # the card the step just before chose has, its own and gained: "same amount of [Damage +1] as the chosen <X>")
    "bp-change": {"amount": INT, "target": TARGET, "duration": STR, "per": STR, "per_target": TARGET, "per_every": INT},
    "retire": {"target": TARGET},
    "return-to-hand": {"target": TARGET},
    "rest": {"target": TARGET, "stays_rested": BOOL},
    "set-active": {"target": TARGET},
    "set-ap-active": {"amount": INT},
    # per: the amount is for each ... (as bp-change: "For every 10 cards in your Outside Area, this character gets +1
    # generated energy")
    "generated-energy-change": {"amount": INT, "target": TARGET, "duration": STR, "per": STR, "per_target": TARGET,
                                "per_every": INT},
    # line: "front" | "energy"; raid: "only" (the card raids onto a character of yours: "raid up to 1 <X> from your
    # hand") or "may" ("play ... or raid it": it raids when it can); onto: the character it raids onto ({"self": true}:
    # "raid up to 1 <X> from your hand onto this character")
    # no_on_play: "The character played by this effect does not activate its [On Play] effect"
    "play-from": {"zone": STR, "target": TARGET, "active": BOOL, "line": STR, "raid": STR, "onto": TARGET, "no_on_play": BOOL},
    # "Use up to 1 blue Event Card with required energy of 2 or less from your hand / Outside Area without paying AP":
    # the Event Card (target: its zone) is used as from the hand, its required energy met, no AP paid
    "use-from": {"target": TARGET},
    # "the opponent's character that lost this battle returns to your opponent's hand (where: "hand") / is placed at
    # the bottom of your opponent's deck ("bottom") / on the Remove Area ("remove") instead of retire" / "does not leave
    # the field" ("field": it stays where it is): part of a "when
    # this character attacks and wins a battle" effect, done as the battle retires the loser
    "defeated-to": {"where": STR},
    "sideline": {"target": TARGET},
    "cannot-be-blocked-by-bp-at-most": {"amount": INT, "duration": STR},
    "gain-keyword": {"keyword": STR, "value": INT, "target": TARGET, "duration": STR, "per": STR, "per_target": TARGET,
                     "per_every": INT},  # per: the value is for each ... (as bp-change)
    "life-to-hand": {"amount": INT},
    "deck-to-life": {"amount": INT},
    # "place up to 1 <X> card without [Trigger] from your hand to your Life Area face-up": the cards target picks in your
    # hand go on top of your Life Area (face_up: said so; the engine shows every card alike)
    "hand-to-life": {"target": TARGET, "face_up": BOOL},
    # no_repeat "name": not an option a card of yours with this name chose this turn; "this-character": not one this
    # character chose this turn
    # either: "set it to active or rest it" (one of two verb phrases): one that can be done before one that cannot, each
    # valued as a step (what it gives up counts)
    "choose-one": {"options": ACTIONS, "count": INT, "up_to": BOOL, "no_repeat": STR, "either": BOOL},
    "choose": {"target": TARGET},  # pick cards for the actions after it ("It gets ...")
    "raid-only": {"effects_may": BOOL},  # effects_may: "... can only be played by your effects or raided"
    "cannot-move": {},
    # static: this card cannot be played to the line ("front" / "energy"), nor (moves) moved to it; your_effects_may:
    # "can only be played on or moved to <line> using your effects"; this_card_may: "... and cannot be moved to the Front
    # Line except by this card's effect" (this card's own effects may move it there)
    "cannot-enter-line": {"line": STR, "moves": BOOL, "your_effects_may": BOOL, "this_card_may": BOOL},
    # static: this card's required energy is this much lower as it Raids onto a character `onto` matches
    "raid-cost-reduction": {"amount": INT, "onto": TARGET},
    # static: a card `by` matches needs this much less required energy to Raid onto this character
    # (yours: for a Raid from the hand onto any character of yours, while this card's timing holds: "At the moment you
    # would raid a <X> from your hand, reduce the energy requirement of that card by 1")
    "raided-cost-reduction": {"amount": INT, "by": TARGET, "yours": BOOL},
    "energy-value-change": {"amount": INT},  # this card's required energy on the area counts this much higher
    # "Choose 1 <X> card on your area, during this turn, its required energy is 2 higher": the chosen card's required
    # energy on the area counts this much higher for the duration
    "required-energy-change": {"amount": INT, "target": TARGET, "duration": STR},
    "use-condition": {},  # static: the card can only be used (played) while the effect's condition holds
    # no_stack ("This effect of <X> does not stack"): the tax a card puts on other characters of yours counts once however
    # many copies of it are on the field
    "choose-tax": {"amount": INT, "by": STR, "discard": INT, "target": TARGET, "no_stack": BOOL},  # the opponent pays this much AP more (or places `discard` cards from their hand in the Outside Area) to choose this character with an effect (by "event": with an event)
    "front-line-size": {"amount": INT},  # change to how many cards your Front Line holds
    # "[When in Frontline] Your Character cards other than <X> are also treated as Event cards in all places": every
    # matching card of yours (target: a filter of Character cards, side "yours"), wherever it is, is an Event card too
    # for what asks for one (filters, counts, costs, "if you used an Event card"), while it holds
    "also-event": {"target": TARGET, "duration": STR},  # (duration "this-turn": a one-shot, until the turn ends)
    # "When you choose a character (on your opponent's area) with an [effect that specifies a BP range], increase the
    # specified BP range by +N": every choice of yours limited to BP N or less (bp_max) reaches N higher while it holds
    # (side "opponents": choices of your opponent's characters only); the Color trigger's choice is one
    "range-raise": {"amount": INT, "side": STR},
    # "During this turn, the next time you choose a character with an effect that specifies a BP range, increase the
    # specified BP range by +N": once, on your next such choice this turn (duration "this-turn": said so)
    "next-range-raise": {"amount": INT, "duration": STR},
    # this turn, the next matching card (target "all": every matching card used from the hand this turn)
    "next-cost-reduction": {"what": STR, "amount": INT, "target": TARGET},  # the card can only be played by Raid
    "all-of": {"actions": ACTIONS},
    # the looked-at cards wait apart until looked-to puts them away; amount_count: "cards from the top of your deck equal
    # to the number of <X> on your area" (as many as the target counts as it resolves, no amount)
    # reveal: the cards are shown ("Reveal the top 3 cards of your deck"), not only looked at; from "bottom": the bottom
    # cards ("Reveal 1 card from the bottom of your deck"); side "opponents": the opponent's deck ("Your opponent
    # reveals the top card of their deck"; only looked-to steps follow, which put the cards back in that deck)
    "look-at-top": {"amount": INT, "amount_count": TARGET, "reveal": BOOL, "from": STR, "side": STR},
    # reveal up to n matching looked-at cards and add them to hand (hidden: added without being revealed, "Add 1 card
    # among them to your hand"); or_outside: "... and add it to your hand or place it to the Outside Area" (the player's
    # choice of where; the engine adds it to the hand)
    "take-looked": {"target": TARGET, "hidden": BOOL, "or_outside": BOOL},
    # target: only the looked-at cards it matches (up to its number) go there, the others stay looked at ("reveal up to 1
    # <X> card, place it on top of your deck"; where "top" only)
    "looked-to": {"where": STR, "top_at_most": INT, "target": TARGET},  # bottom / top / outside / remove / top-or-bottom / top-or-outside
    "add-to-hand": {"target": TARGET},
    # show cards, which stay where they are: with a target, matching cards of your hand (zone "hand"; done only when
    # that many are shown); without one, the one card looked at ("If that card is <X>, you may reveal it")
    "reveal": {"target": TARGET},
    "to-remove": {"target": TARGET},
    "to-outside": {"target": TARGET},
    "discard-chosen": {"target": TARGET},
    "looked-to-outside": {"target": TARGET},  # matching looked-at cards to the Outside Area
    "life-to-outside": {"amount": INT},
    # "Deal 1 damage to your opponent": the opponent sustains that damage, Trigger checks and all (seed 000)
    "deal-damage": {"amount": INT},
    # "Place 1 card from your Life Area to the bottom of your deck": from the top of the Life Area, no Trigger check
    "life-to-deck": {"amount": INT, "where": STR},
    # "During this turn, you cannot place cards from your Life Area to the Outside Area by your card effect" (duration
    # this-turn): your effects' life-to-outside does nothing for the rest of the turn
    "life-stays": {"duration": STR},
    # "You cannot use cards from your hand": the player uses no card from their hand (plays, raids, events; effects
    # still play cards): an ability a player gains, for the turn ("... and you cannot use cards from your hand during
    # this turn": gain-ability, target player)
    "cannot-use-from-hand": {},
    # "During this turn, the effects of your purple cards with "Choose 1 of the following" may be replaced with "Choose all
    # of the following" instead" (duration this-turn): a "choose 1 of the following" of your cards matching filter may
    # choose every option instead, the player's choice; next: only the next such effect ("the next effect of ...")
    "choose-all-instead": {"filter": TARGET, "next": BOOL, "duration": STR},
    # 'that effect becomes "Choose 2 of the following" instead' (when-yours-chooses-one only): the choice takes count
    "choose-count": {"count": INT},
    "hand-to-deck-top": {"amount": INT},
    "declare-energy": {},  # "Declare a required energy number" (for revealed-is-declared later in the effect)
    "hand-to-deck": {"amount": INT, "where": STR},  # cards from the hand to the bottom (top-or-bottom: the player's choice)
    # draw until the hand holds this many; as_opponent: as many as the opponent's hand holds now ("draw cards until your
    # hand has the same number of cards as your opponent")
    "draw-to": {"amount": INT, "as_opponent": BOOL},
    # "This character is not affected by BP reducing effects"; target: every matching character of yours ("Your characters
    # with original BP 1000 or less are not affected by ..."); by "opponent": only the opponent's effects ("This character
    # cannot ... get its BP reduced by your opponent's effect")
    "immune-bp-reduction": {"target": TARGET, "by": STR},
    "renamed": {"name": STR},  # static: "this card's name is changed to <X>" (while the effect's condition holds)
    # by: who picks the end of top-or-bottom, "you" (the effect's player, as when unsaid) or "opponent" ("by your
    # opponent's choice": the other player)
    "to-deck": {"target": TARGET, "where": STR, "by": STR},  # top / bottom / top-or-bottom (the player's choice)
    "move-line": {"target": TARGET, "to": STR},
    "mill": {"amount": INT, "to": STR},
    # "During this turn, you may use that card from the Remove Area": the cards the step before placed to the Remove Area
    # (a mill to "remove") may be used from there this turn, as cards are used from the hand (seed 000 Main Phase A:
    # required energy met, AP paid)
    "usable-from-remove": {},
    "pay-ap": {"amount": INT},
    "rest-ap": {"amount": INT},
    # opponent_may: "your opponent may draw" — their choice; the engine's fixed choice is that they draw
    "opponent-draws": {"amount": INT, "opponent_may": BOOL},
    "opponent-discards": {"amount": INT, "opponent_may": BOOL},  # opponent_may: "your opponent may place ..."
    # "your opponent adds 1 character retired by this effect to their hand" (after a retire of theirs said before)
    "opponent-adds-retired": {"amount": INT},
    # the opponent places this many cards of their Outside Area (those they choose) to their Remove Area (where:
    # "remove") or at the bottom of their deck ("bottom")
    "opponent-outside-to": {"amount": INT, "where": STR, "card_type": STR},  # card_type: "2 Event cards" (of that kind)
    "opponent-rests": {"amount": INT, "zone": STR},  # zone: "any" (their area), else their Front Line
    # "Your opponent moves that character to their Energy Line (or switches its position with 1 character on their
    # Energy Line)": the opponent moves the chosen character of theirs to the line `to` ("energy" / "front"); or_switch:
    # or, their choice, switches it with one of their characters on that line
    "opponent-moves": {"target": TARGET, "to": STR, "or_switch": BOOL},
    # the opponent retires / returns to their hand this many characters of theirs (zone: "front" or "any"), those they
    # choose
    # choose; opponent_may: "your opponent may retire ..." (their choice, by value from their side); bp_min / bp_max:
    # "with BP 3000 or more" (the characters they may choose)
    "opponent-retires": {"amount": INT, "zone": STR, "opponent_may": BOOL, "bp_min": INT, "bp_max": INT},
    "opponent-returns": {"amount": INT, "zone": STR, "opponent_may": BOOL, "bp_min": INT, "bp_max": INT},
    "gain-ability": {"effects": EFFECTS, "target": TARGET, "duration": STR},
    # 'During this turn, you gain "if the chosen character is retired, draw 2 cards"': what the player does if the
    # chosen character is retired within the time said
    "when-chosen-retired": {"actions": ACTIONS, "target": TARGET, "duration": STR},
    # while in hand: required energy or AP cost lower (per: "for each <X> on your area, reduce ... by 1", counted as the
    # card is used)
    # if_chooses: "If you use this card and choose a <X>, reduce ..." (an event: its first choice is declared a <X>)
    "cost-reduction": {"what": STR, "amount": INT, "per": STR, "per_target": TARGET, "per_every": INT, "if_chooses": TARGET, "zone": STR},
    "cannot-be-blocked-by-bp-at-least": {"amount": INT, "duration": STR},
    # target: a chosen character of yours' effect, not this one's (resolved as that character's own; by "this": as
    # this character's — "this character activates that character's [When Attacking] effect"); of "placed": the card(s)
    # the step before placed to the Outside Area ("you may activate the [On Retire] effect of that card"); "returned":
    # the character(s) the step before returned to the hand ("activate the [On Retire] effect of the returned character")
    "activate-effect": {"timing": STR, "target": TARGET, "by": STR, "of": STR},
    # bp_max / bp_min: "... must block this character's attack with a character with BP N or less (more) if possible"
    # (the blocker's BP as it blocks); bp_min_this: at least this character's BP plus that (1: "with a character that
    # has a higher BP than this character")
    "must-be-blocked": {"bp_max": INT, "bp_min": INT, "bp_min_this": INT},
    "must-block": {},  # this character must be the blocker of its opponent's attacks when it can block
    # "This character cannot block characters with BP 3500 or less / with [Impact]": not the blocker of an attacker
    # `against` matches (as it is now: BP, a keyword it has now); "... cannot target characters with BP 2500 or higher with
    # [Sniper]": no Sniper attack on a character `against` matches
    "cannot-block-matching": {"against": TARGET},
    "cannot-snipe-matching": {"against": TARGET},
    "cannot-be-blocked-matching": {"against": TARGET},
    # "it loses all of its original effects during this turn": the chosen character's card's own effects and keywords
    # are not there for the duration (abilities and values it gained stay)
    "lose-effects": {"target": TARGET, "duration": STR},  # no character `against` matches blocks this one
    # "This character must attack if able": its player ends no Attack Phase while it may attack (target: "Your
    # opponent's characters must attack if able", all matching characters of the opponent's)
    "must-attack": {"target": TARGET},
    # "Your opponent cannot activate [Active] trigger from a trigger check caused by damage dealt by this character"
    "denies-active-trigger": {},
    # "This character cannot be rested, moved or returned to the hand by your opponent's effects": changes ("|"-separated:
    # rest, move-line, return-to-hand) an effect does not do to it; by: whose effects ("opponent", or a kind of theirs
    # as cannot-be-chosen says it: "character", "trigger"; "both": "by your or your opponent's effects"; "own": "by your
    # (card) effects", its own player's only — said of an opponent's character: "your opponent cannot rest it with their
    # card effects")
    # target: a guard on every matching card of yours; from: only the effects of characters it matches (as cannot-be-chosen's)
    "cannot-be-changed": {"changes": STR, "by": STR, "target": TARGET, "from": TARGET},
    # restrictions: on this character, or (target: "all" matching cards of yours) on others while this card is there
    "cannot-be-retired": {"target": TARGET},
    "cannot-attack": {"target": TARGET},
    "cannot-block": {"target": TARGET},
    "cannot-become-active": {"target": TARGET},
    # "This character cannot be targeted by [Sniper]": no Sniper attack of the opponent's picks it (target: "all"
    # matching characters of yours, "Other than <X>, characters on your area cannot be targeted by [Sniper]")
    "cannot-be-sniped": {"target": TARGET},  # it stays rested when it would be set to active
    "stays-rested": {"target": TARGET},
    # "As long as this character is on your Front Line, that character will not set to active during the Start Phase
    # and End Phase": the chosen stays rested through the phases' untaps while this character is on the Front Line
    "hold-rested": {"target": TARGET},
    "hand-limit": {"amount": INT},  # continuous: "Maximum of your hand size is N" (the End Phase's 8 becomes N)  # one-shot: the next time it would be set to active, it is not
    "attacks-from-energy-line": {},
    # from: only the effects of characters it matches ("by the effects of your opponent's characters that are not in Raid
    # State": raided false; "... without [Trait: X]")
    "cannot-be-chosen": {"by": STR, "target": TARGET, "from": TARGET, "except_from": TARGET},  # by: "opponent" (any of the opponent's effects), "trigger", ...
    "cannot-be-removed": {"by": STR, "target": TARGET},
    # "Cards on your field other than <X> cannot be affected by opponent's event cards": no effect of the opponent's of
    # that kind (by, as cannot-be-chosen's) chooses, changes or removes them
    "cannot-be-affected": {"by": STR, "target": TARGET},
    # "If this character would be retired (by: "opponent" - by your opponent's effect; "battle" - by losing a battle),
    # move it to the Energy Line (to: "energy") / place N cards from your hand to the Outside Area (discard: N) instead"
    # event: "leave" ("would leave the area": retired, returned or placed anywhere) / "return" ("would return to your
    # hand"), else retired; by also "effect" ("by your or your opponent's effect"); discard N cards (card: only those
    # that match, "place 1 <X> from your hand"); under: N face-down cards under it to the Outside Area; stays: "it does
    # not instead"
    # to "hand": "return this card (and this character's raid source: with_base) to your hand instead"
    # to "retire-other": "When this character is retired, (you may) retire 1 other character <target> instead" (the
    # other's BP as it is now; a "condition" of this character, its BP, read as it would leave)
    # event "outside" ("When this character is placed from your area to the Outside Area"): retired or placed there;
    # to "under": face-down under a matching character of yours (target)
    "retire-replacement": {"by": STR, "to": STR, "discard": INT, "event": STR, "card": TARGET, "under": INT, "stays": BOOL,
                           "target": TARGET, "against": TARGET, "with_base": BOOL},  # against: the character that won the battle (its BP now)  # this card cannot be removed from the field (retired, returned, placed) by them
    # "If a character on your area other than <X> (your <X>) is retired [by your opponent's (character) effect], (you
    # may) retire this character instead": this character is retired in place of a matching one of yours (target); by:
    # "any" (not BP 0 or less), "opponent", "character" (the opponent's character effects)
    "substitute-retire": {"by": STR, "target": TARGET},
    # "If your opponent draws cards by your effect, you draw the same number of cards instead"
    "draw-replacement": {},
    # "When a face-down card will be placed to the Outside Area from under a character other than <X> on your area,
    # (you may) place that face-down card under this character instead": from, the characters of yours whose face-down
    # cards it takes (from_under; as they leave that character for the Outside Area: an effect, a cost, or it leaving the field)
    "under-redirect": {"from_under": TARGET},
    # "You don't have to set this character to active during the End Phase": its player may leave it rested then
    "may-stay-rested": {},
    # "If you take N or more damage at once, (you may) change it to M damage instead": a damage of at least N dealt
    # to this card's player at once is M
    "damage-replacement": {"at_least": INT, "amount": INT},
    "use-limit": {"amount": INT, "name": STR},  # you can only use n cards of that name per turn
    # "place this card (1 <X> from your Outside Area) face up under <a character of yours not in Raid State> (becomes
    # Raid State)": the card becomes that character's raid source (zone "this-card": this character leaves the field
    # for it; "outside": the card matching "card"); not a Raid (no [On Play])
    "raid-source-under": {"zone": STR, "target": TARGET, "card": TARGET},
    "face-down-under": {"amount": INT, "zone": STR, "target": TARGET, "card": TARGET, "with_under": BOOL,
                        "or_area": BOOL, "retired": BOOL},  # the top card(s) of your deck (zone "hand": from hand) face down under this character (target: under that character)
    # zone "outside": the cards of your Outside Area `card` matches (up to its number) instead of `amount` cards; zone
    # "this-card": this card itself (an [On Retire]'s, from the Outside Area; else from the field) under the target;
    # zone "placed": "that card", the card placed to the Outside Area (by the step before, or the one a when-you-discard
    # timing names), while it is still there; zone "chosen": the character of yours chosen before, from the field (its
    # face-down cards with it: with_under; else to the Outside Area, as it leaves); zone "revealed": the hand card a
    # reveal before it showed; zone "looked": `amount` of the cards looked at; or_area (zone "outside"): "cards in total
    # (Characters on your area or Character Cards in your Outside Area)", characters of yours may be among them;
    # retired (zone "this-card"): "this card that was retired by this effect" (its [Retire this card] cost), from the
    # Outside Area
    # n face-down cards from under a matching character of yours (target; {"self": true}: this one) to under this one,
    # or (to) under another matching character of yours
    "face-down-move": {"amount": INT, "target": TARGET, "to": TARGET},
    # up to n (no amount: all) face-down cards under this character (target: under every matching character of yours,
    # "all" only) to your hand
    "face-down-to-hand": {"amount": INT, "target": TARGET},
    # n face-down cards under this character (target: under matching characters of yours, "a total of" n with all)
    # to the Outside Area
    "face-down-to-outside": {"amount": INT, "target": TARGET, "up_to": BOOL},  # up_to: "up to N" (fewer if fewer)
    # the top card of a character in Raid State (target; {"self": true}: this one) to the Outside Area, its owner's
    # hand or the bottom of its owner's deck ("where": outside, hand, deck-bottom); the card it raided stays on the
    # field as that character, no longer in Raid State
    "raid-top-to": {"where": STR, "target": TARGET},
    # "place 1 of this character's raid source cards to the Outside Area" (target zone "raid-source"): this character
    # stays, no longer in Raid State
    "raid-source-to-outside": {"target": TARGET},
    # a character of yours (target) and this character (with: one matching character on the other line) change lines
    # "Choose any number of characters on your area, move to another line or switch their position": each matching
    # character of yours the player picks goes to its other line (alone, or two changing places at once)
    "rearrange-lines": {"target": TARGET},
    # (same_name: "If the chosen characters have the same name, switch their position": only two with the same name)
    "swap-positions": {"target": TARGET, "with": TARGET, "same_name": BOOL},
    "return-to-hand-or-self": {"target": TARGET},  # "return N other ...; if you cannot, return this card"
    "also-named": {"name": STR},
    "also-energy": {"amount": INT, "on_area": BOOL},  # static: "this card is also treated as having required energy of N"
    # (on_area: "This card on your area is also treated as required energy of N": while it is on the area only)
    "enters-active": {},
    "any-color-energy": {},  # static: this card's required energy is met by Activation Energy of any colour
    "top-or-bottom": {"amount": INT},
    "generates-on-front-line": {},
}

# name / trait may list several separated by "|" (any one of them); name_or_trait: a card matching either;
# name_has: a text the card's name holds ("|": any of them);
# each_of: one of each listed name; original_bp: bp_max / bp_min on the printed BP; chosen: the card(s) the previous action chose; exactly: "choose 1" rather than "up to 1"; all: every matching card.
TARGET_FIELDS = {"side": STR, "zone": STR, "bp_max": INT, "bp_min": INT, "energy_max": INT, "energy_min": INT,
                 "ap_max": INT, "ap_min": INT, "up_to": INT, "exactly": BOOL, "all": BOOL, "other": BOOL, "state": STR, "card_type": STR,
                 "name": STR, "trait": STR, "not_name": STR, "not_trait": STR, "name_has": STR, "name_or_trait": BOOL,
                 "each_of": BOOL, "different_names": BOOL, "different_traits": BOOL, "different_energy": BOOL, "same_energy": BOOL, "not_name_has": STR, "no_trigger": BOOL, "has_trigger": BOOL, "trigger": STR, "no_raid": BOOL, "keyword": STR,
                 # has_timing: a card with an effect of that timing printed ("a character with an [Main]", "with a [When
                 # Attacking] effect"): "main", "when-attacking", "when-blocking", "on-play" or "on-retire"
                 "has_timing": STR,
                 "trait_count": BOOL,  # a count condition's: how many different Traits the matching cards have between them
                 "chosen": BOOL, "raided": BOOL, "color": STR, "self": BOOL, "original_bp": BOOL,
                 "player": BOOL,  # player: the player themself ("you gain the following effect "..."": gain-ability)
                 "no_face_down": BOOL,  # no_face_down: a character with no face-down card under it
                 # rested_by_you: a character of yours that "changed from active to rest by your effect during this turn"
                 "rested_by_you": BOOL,
                 # rested_this_turn: a character that "changed from active to rest during this turn", however
                 "rested_this_turn": BOOL,
                 # played_this_turn: a character that "came into play this turn" (played or raided onto the area);
                 # moved_this_turn: one that "has moved during this turn" (to the other line, however)
                 "played_this_turn": BOOL, "moved_this_turn": BOOL,
                 "attacked_this_turn": BOOL,  # one of the turn player's characters that "attacked during this turn"
                 "generated_max": INT,  # generated_max: a printed generated energy of at most that ("a Field Card with generated energy of 1 or less")
                 "face_down": BOOL,  # face_down: a character with a face-down card under it
                 "not_attacking": BOOL,  # "other than the attacking character": not the character attacking now
                 "blocker": BOOL,  # "that blocked this character": the character that blocked the attack ending now
                 # "with BP equal or less than the number of <X> cards on your area x1000": a BP
                 # limit of bp_max_per times the number of cards bp_max_count matches (a target: side, zone, filters)
                 # as the action resolves; "with fulfilled required energy": the card's required energy is met by
                 # its player's Energy Line now (energy_met)
                 "bp_max_count": TARGET, "bp_max_per": INT, "energy_met": BOOL,
                 # "Characters that have been chosen by the effect of a <X> card cannot be chosen by this effect during
                 # this turn": not one an effect of a card this filter matches chose this turn
                 "not_chosen_by": TARGET,
                 # "that was chosen by a <Trait: X> card effect during this turn": one such a card's effect chose this turn
                 "chosen_by": TARGET,
                 # "other character on the same line": yours, on the line this character is on as the step resolves
                 "same_line": BOOL,
                 # ("... on your Front Line and face-down cards under characters on your Front Line x1000": those too)
                 "bp_max_face_down": BOOL,
                 # ("with BP less than the number of <X> cards on your area x1000": strictly less than that count)
                 "bp_max_count_less": BOOL,
                 # "with BP equal or less than the number of cards you have drawn during this turn x1000": a BP limit of
                 # this many times the cards this player drew this turn (the Draw Phase's included), as the action resolves
                 "bp_max_drawn": INT,
                 # "with BP equal or less than the total BP of the cards placed to the Remove Area by this effect": a
                 # BP limit of the BP of the cards a step before handled (verb, filter: as handled-by-this-effect's)
                 "bp_max_handled": {"verb": STR, "filter": TARGET},
                 # "with a different name from the retired character": none of the names of the cards the step before
                 # took (read where a card is played)
                 "not_name_of_chosen": BOOL,
                 # "You cannot play a card with this effect if a card with the same name is already on your area": a
                 # card none of whose names a card on your area has (as the step resolves; play-from only)
                 "not_name_on_area": BOOL,
                 # "Choose up to 1 character played by this effect": among the characters the play step just before
                 # played (with "chosen"; up_to, zone "front" / "energy": the line they are on now)
                 "of_played": BOOL,
                 # "For each <X> on your area, increase the BP range of characters you can choose with this effect by
                 # +1000": bp_max raised by bp_max_plus for each card bp_max_plus_count matches (side, zone, filters),
                 # or for each card the step before placed that matches bp_max_plus_placed (a filter: "for each card
                 # placed to the Outside Area by this effect"), as the action resolves; bp_max_plus_if: only while
                 # this condition holds ("If there is a <Y> on your area, increase ..."); bp_min_plus: bp_min raised
                 # too ("with BP equal to that amount X1000", after "Place any number of ...": bp 0-0 raised at both ends)
                 "bp_max_plus": INT, "bp_max_plus_count": TARGET, "bp_max_plus_placed": TARGET, "bp_max_plus_if": CONDITION,
                 "bp_min_plus": INT, "bp_max_plus_used": TARGET,  # (for each card matching it you used this turn)
                 "bp_max_plus_taken": TARGET,  # (for each character of yours the step before rested or retired)
                 # "Choose up to 2 characters ... with a total of BP 6000 or less": the BP of those chosen, added up
                 "bp_total_max": INT,
                 # "Choose any number of <X> on your Front Line so that the total BP is 4000 or higher and rest them":
                 # the BP of those chosen, added up, reaches that (none chosen when no pick does)
                 "bp_total_min": INT,
                 # "with BP equal or less than this character": a BP limit of this character's BP as the action
                 # resolves plus bp_max_this (0; -1: "with BP lower than this character")
                 "bp_max_this": INT,
                 # "with BP less than or equal to the BP of your character with the highest BP": the highest BP of your
                 # characters as the action resolves plus bp_max_highest (0; -1: "lower than"); _other: "of other
                 # characters on your area" (not this one)
                 "bp_max_highest": INT, "bp_max_highest_other": BOOL,
                 # "with BP lower (higher) than its original BP": its BP now against its printed BP ("lower"/"higher")
                 "bp_vs_original": STR,
                 # no_trait: a card without a trait; not_trigger: a card whose trigger is none of these ("|"-separated:
                 # "without [Special] nor [Final]"); any_of: a card matching one of these filters ("<A> or Event Card");
                 # parts: several picks in one ("up to 1 <A> and up to 1 Event Card"), each up to its own number
                 "no_trait": BOOL, "not_trigger": STR, "any_of": "targets", "parts": "targets",
                 # "with BP 2500 or less or with <Trait: X>": a character on the field outside the BP limits that
                 # matches this filter (names, traits) is picked too
                 "bp_or": TARGET}
# what an action's "per" counts; "placed-by-this-effect": the cards the step before placed from your hand to the Outside
# Area ("If you did, draw the same number of cards as placed to the Outside Area by this effect")
# "retired-this-turn": the characters retired this turn per_target matches (its side "yours", "opponents", "any")
# "chosen-keyword": gain-keyword only, as many as the card the step just before chose has of that keyword
PER = {"face-down-under-this", "cards", "used-this-turn", "placed-by-this-effect", "retired-this-turn", "chosen-keyword",
       "moved-this-turn"}
# ("moved-this-turn": the times this character moved to the other line this turn, "For each time this character moved")
# this-battle: until the attack ends; opponents-next-turn: delayed, "during your opponent's next turn" (from the Start
# Phase of the opponent's next turn to its End Phase 4, seed 000), not from now
DURATIONS = {"this-turn", "until-next-turn-start", "while-on-field", "this-battle", "opponents-next-turn"}
SIDES = {"yours", "opponents", "any"}
# raid-source: the card(s) under this raiding character; any|revealed: a count over your area and the cards of your hand
# this effect revealed ("on your area or revealed by this effect", after "Reveal any number of cards in your hand": the
# engine reveals every card of the hand); any|outside: a count over your area and your Outside Area together;
# outside|remove: a count over your Outside Area and your Remove Area together; revealed: the hand card(s) this effect
# revealed ("raid the revealed card onto this character"); placed: the cards this effect placed to the Outside Area ("If
# the card placed ... is <X>, you may play up to 1 of them"); added: the card this effect added to the hand ("... add it
# to your hand. If ..., you may play it to your area rested instead")
ZONES = {"front", "energy", "any", "hand", "outside", "deck", "life", "remove", "looked", "raid-source", "any|revealed",
         "any|outside", "outside|remove", "revealed", "placed", "added"}


def _check_value(kind, value, path, problems):
    if kind == INT:
        if isinstance(value, bool) or not isinstance(value, int):
            problems.append(f"{path}: must be an int")
    elif kind == STR:
        if not isinstance(value, str) or not value:
            problems.append(f"{path}: must be a non-empty string")
    elif kind == BOOL:
        if not isinstance(value, bool):
            problems.append(f"{path}: must be true or false")
    elif kind == TARGET:
        _check_target(value, path, problems)
    elif kind == ACTIONS:
        _check_actions(value, path, problems)
    elif kind == "targets":
        if not isinstance(value, list) or len(value) < 2:
            problems.append(f"{path}: must be a list of two or more targets")
        else:
            for index, item in enumerate(value):
                _check_target(item, f"{path}[{index}]", problems)
    elif kind in ("conditions", "negated conditions"):
        if not isinstance(value, list) or len(value) < (2 if kind == "conditions" else 1):
            problems.append(f"{path}: must be a list of {'two' if kind == 'conditions' else 'one'} or more conditions")
        else:
            for index, item in enumerate(value):
                _check_named(item, CONDITIONS, "kind", f"{path}[{index}]", problems)
    elif kind == CONDITION:
        _check_named(value, CONDITIONS, "kind", path, problems)
    elif kind == INSTEAD:
        if not isinstance(value, dict) or "condition" not in value and not value.get("optional"):
            problems.append(f"{path}: must be an object with 'condition'")  # (or "optional" alone: the player's choice,
            # "place 1 card from your hand to the Outside Area or face-down under 1 <X> on your area")
        else:
            if "condition" in value:
                _check_named(value["condition"], CONDITIONS, "kind", f"{path}.condition", problems)
            for key, item in value.items():
                if key not in ("condition", "bp_max", "amount", "count", "do", "duration", "instead",
                               "optional", "where", "actions", "zone", "target", "raid", "keyword", "value", "by",
                               "discard") + INSTEAD_TARGET_LIMITS:  # discard: cards from the hand the replacement costs
                    problems.append(f"{path}.{key}: unknown parameter")
                elif key == "instead":
                    _check_value(INSTEAD, item, f"{path}.instead", problems)
                elif key == "actions":  # (of an all-of: '"Draw 1 card". If <X>, "Look at ..." instead', other steps)
                    _check_value(ACTIONS, item, f"{path}.actions", problems)
                elif key == "do":  # 'it's "retire it" instead' (another verb on the same card)
                    if item not in ACTION_PARAMETERS:
                        problems.append(f"{path}.do: unknown action {item!r}")
                elif key == "keyword":  # (of a gain-keyword: "you may give it [Sniper] instead", with its own value)
                    _check_value(STR, item, f"{path}.{key}", problems)
                elif key == "value":
                    _check_value(INT, item, f"{path}.{key}", problems)
                elif key in ("duration", "where", "zone", "raid", "by"):  # "it's until the start of your next turn instead" / (with
                    # "do": to-deck) "place it at the bottom of your opponent's deck instead" / (with "do":
                    # face-down-under, and its target) "change to "under 1 character on your area face-down" instead" /
                    # (raid "may", of a play-from) "If it's your turn, you may raid it instead"
                    _check_value(STR, item, f"{path}.{key}", problems)
                elif key == "target":
                    _check_value(TARGET, item, f"{path}.{key}", problems)
                elif key == "optional":  # "you may retire it instead": the player's choice
                    _check_value(BOOL, item, f"{path}.{key}", problems)
                elif key == "all":  # "it's all instead" (every matching card, not up to N)
                    _check_value(BOOL, item, f"{path}.{key}", problems)
                elif key != "condition":
                    _check_value(INT, item, f"{path}.{key}", problems)
    elif kind == EFFECTS:
        if not isinstance(value, list) or not value:
            problems.append(f"{path}: must be a non-empty list")
        else:
            for index, effect in enumerate(value):
                problems.extend(validate_effect(effect, f"{path}[{index}]"))


def _check_params(obj, allowed, path, problems, skip):
    for key, value in obj.items():
        if key in skip:
            continue
        if key not in allowed:
            problems.append(f"{path}.{key}: unknown parameter")
            continue
        _check_value(allowed[key], value, f"{path}.{key}", problems)
        if key == "duration" and isinstance(value, str) and value not in DURATIONS:
            problems.append(f"{path}.duration: must be one of {', '.join(sorted(DURATIONS))}")
        if key == "per" and isinstance(value, str) and value not in PER:
            problems.append(f"{path}.per: must be one of {', '.join(sorted(PER))}")


def _check_target(target, path, problems):
    if not isinstance(target, dict):
        problems.append(f"{path}: must be an object")
        return
    _check_params(target, TARGET_FIELDS, path, problems, skip=())
    if target.get("side") not in (None, *SIDES):
        problems.append(f"{path}.side: must be one of {', '.join(sorted(SIDES))}")
    if target.get("zone") not in (None, *ZONES):
        problems.append(f"{path}.zone: must be one of {', '.join(sorted(ZONES))}")


def _check_actions(actions, path, problems):
    if not isinstance(actions, list) or not actions:
        problems.append(f"{path}: must be a non-empty list")
        return
    for index, action in enumerate(actions):
        where = f"{path}[{index}]"
        if not isinstance(action, dict) or not isinstance(action.get("do"), str):
            problems.append(f"{where}: must be an object with 'do'")
            continue
        if action["do"] not in ACTION_PARAMETERS:
            problems.append(f"{where}.do: unknown action {action['do']!r}")
            continue
        _check_params(action, {**ACTION_PARAMETERS[action["do"]], **COMMON_ACTION_PARAMETERS}, where, problems, skip=("do",))


def _check_named(obj, table, key, path, problems):
    if not isinstance(obj, dict) or not isinstance(obj.get(key), str):
        problems.append(f"{path}: must be an object with '{key}'")
        return
    if obj[key] not in table:
        problems.append(f"{path}.{key}: unknown {path.rsplit('.', 1)[-1].rstrip(']0123456789[')} {obj[key]!r}")
        return
    _check_params(obj, table[obj[key]], path, problems, skip=(key,))


def validate_effect(effect, path: str) -> list[str]:
    problems: list[str] = []
    if not isinstance(effect, dict):
        return [f"{path}: must be an object"]
    for key in effect:
        if key not in ("timing", "cost", "once_per_turn", "once_per_name", "once_shared", "condition", "actions", "text"):
            problems.append(f"{path}.{key}: unknown field")
    if effect.get("timing") not in TIMINGS:
        problems.append(f"{path}.timing: must be one of {', '.join(sorted(TIMINGS))}")
    for index, cost in enumerate(effect.get("cost") or []):
        _check_named(cost, COSTS, "kind", f"{path}.cost[{index}]", problems)
    if "condition" in effect:
        _check_named(effect["condition"], CONDITIONS, "kind", f"{path}.condition", problems)
    for flag in ("once_per_turn", "once_per_name", "once_shared"):
        if flag in effect and not isinstance(effect[flag], bool):
            problems.append(f"{path}.{flag}: must be true or false")
    _check_actions(effect.get("actions"), f"{path}.actions", problems)
    return problems
