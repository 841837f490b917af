"""Union Arena: replacements said with "instead", fifth part (docs/engine.md, the bullet "Instead, fifth part"),
compiled from card texts written for Decklab and played through the engine's API:
- "[On Retire] If this character is retired due to an effect or its BP becomes 0 or less": how it left the field, two
  ways joined by "or" (seed 000, Removing cards from the field: a lost battle, an effect's "retire", BP 0 or less);
- "... with 3 or less required energy ... You may pay 1 AP. If you did, its 4 or more instead": the target's one limit
  said the other way round;
- "When this character with BP 500 or more is retired, you may retire 1 other character with BP 4000 or more on your
  Front Line instead": another character of yours retired in its place;
- "[it gets +1000 BP during this turn]. If the chosen character was in Raid State, [that character and this character
  get +2000 BP during this turn] instead": the chosen card's new value, and a step on this character besides;
- "When this effect retires a character, you may place 1 card from your hand to the Outside Area. If you did, place
  the chosen character to the Remove Area instead of retire": a paid replacement of the effect's retire."""
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, compiled_effects, deck, game, ids, to_main, unit_from_zones

DUE_TO = "[On Retire] If this character is retired due to an effect or its BP becomes 0 or less, draw 1 card."


def _on_retire_draws(how, seed):
    """Seat 0's 2000 BP character with DUE_TO leaves the field `how` ("effect": an opposing effect's retire, "zero": its
    BP lowered to 0, "battle": a lost battle): the cards seat 0 drew."""
    source = card("901", text=DUE_TO)
    state = to_main(game([deck((source, 4)), deck()], seed=seed))
    me = state.seats[0]
    held = unit_from_zones(state, source, 0)
    me.front[:] = [held]
    hand = len(me.hand)
    if how == "zero":
        held.bonus = -2000
        state._check_bp()
    else:
        state._remove_from_field(me, held, "opponent-effect" if how == "effect" else "battle")
    check_invariants(state)
    assert held not in me.front
    return len(me.hand) - hand


def test_retired_due_to_an_effect_or_bp_0_draws_and_by_battle_does_not():
    """Card wording "If this character is retired due to an effect or its BP becomes 0 or less, draw 1 card": an
    effect's retire and BP 0 or less (the rule's retirement) each draw; a lost battle does not."""
    condition = compiled_effects(DUE_TO)[0]["condition"]
    assert condition == {"kind": "retired-by", "by": "own-effect|opponent-effect|rule"}
    assert _on_retire_draws("effect", seed=201) == 1
    assert _on_retire_draws("zero", seed=202) == 1
    assert _on_retire_draws("battle", seed=203) == 0


def test_bp_0_or_your_opponents_effect_said_first():
    """Card wording "If this character is retired due to its BP become 0 or less or your opponent's effect": the two
    ways, the rule's retirement and the opponent's effect (not your own effect)."""
    text = ("[On Retire] If this character is retired due to its BP become 0 or less or your opponent's effect, draw 1 "
            "card.")
    assert compiled_effects(text)[0]["condition"] == {"kind": "retired-by", "by": "rule|opponent-effect"}


ENERGY_FLIP = ("[On Play] Add up to 1 character card other than <Vell Ardent> with 3 or less required energy from your "
               "Outside Area to your hand. You may pay 1 AP. If you did, its 4 or more instead.")


def test_paid_ap_turns_the_energy_limit_round():
    """Card wording "with 3 or less required energy ... You may pay 1 AP. If you did, its 4 or more instead": the AP is
    offered first; paid, the card added is one with 4 or more required energy (no limit of 3 or less)."""
    actions = compiled_effects(ENERGY_FLIP)[0]["actions"]
    assert actions[0] == {"do": "pay-ap", "amount": 1, "optional": True}
    assert actions[1]["target"]["energy_max"] == 3
    assert actions[1]["instead"] == {"condition": {"kind": "done"},
                                     "target": {"up_to": 1, "card_type": "character", "not_name": "Vell Ardent",
                                                "side": "yours", "zone": "outside", "energy_min": 4}}
    source = card("902", name="Vell Ardent", text=ENERGY_FLIP)
    big = card("903", name="Tall Warden", required_energy=5, bp=6000)
    for pay, seed in ((True, 204), (False, 205)):
        state = to_main(game([deck((source, 4), (big, 4)), deck()], seed=seed))
        me = state.seats[0]
        held = unit_from_zones(state, source, 0)
        me.front[:] = [held]
        big_id = ids(state, big)[0]
        me.outside.append(me.deck.pop(me.deck.index(big_id)))
        if not pay:
            me.ap[:] = [False] * len(me.ap)  # (every AP card used: the offer cannot be taken)
        hand = me.hand.count(big_id)
        run_effects(state, 0, compiled_effects(ENERGY_FLIP), held)
        check_invariants(state)
        assert me.hand.count(big_id) - hand == (1 if pay else 0)


OTHER_RETIRED = ("[1 Per Turn] When this character with BP 500 or more is retired, you may retire 1 other character with "
                 "BP 4000 or more on your Front Line instead.")


def _retire_with_other(own_bp, other_bp, seed, bonus=0):
    """Seat 0's character with OTHER_RETIRED (printed `own_bp`, `bonus` added) is retired by an opposing effect, with
    a plain character of `other_bp` beside it on the Front Line: (whether the first stays, whether the other stays)."""
    source = card("904", text=OTHER_RETIRED, bp=own_bp)
    other = card("905", name="Plain Guard", bp=other_bp)
    state = to_main(game([deck((source, 4), (other, 4)), deck()], seed=seed))
    me = state.seats[0]
    held, beside = unit_from_zones(state, source, 0), unit_from_zones(state, other, 0)
    held.bonus = bonus
    me.front[:] = [held, beside]
    state._remove_from_field(me, held, "opponent-effect")
    check_invariants(state)
    return held in me.front, beside in me.front


def test_another_character_is_retired_in_its_place():
    """Card wording "When this character with BP 500 or more is retired, you may retire 1 other character with BP 4000
    or more on your Front Line instead": a 7000 BP character keeps its place and a 4000 BP one goes; a 3000 BP one
    is not one the text names (this one is retired)."""
    action = compiled_effects(OTHER_RETIRED)[0]["actions"][0]
    assert action["to"] == "retire-other" and action["condition"] == {"kind": "this-bp-at-least", "amount": 500}
    assert _retire_with_other(7000, 4000, seed=206) == (True, False)
    assert _retire_with_other(7000, 3000, seed=207) == (False, True)


def test_the_replacement_is_taken_when_it_keeps_more_and_only_with_bp_500():
    """"you may": a 4000 BP character is not given up for a 2000 BP one (the one kept must be worth more); "with BP 500
    or more": at 0 BP (its BP lowered) the other is not retired in its place."""
    assert _retire_with_other(2000, 4000, seed=208) == (False, True)
    assert _retire_with_other(7000, 4000, seed=209, bonus=-7000) == (False, True)


RAIDED_TOO = ("[When Attacking] Choose up to 1 other <Trait: Shore Guard> card on your area, [it gets +1000 BP during this "
              "turn]. If the chosen character was in Raid State, [that character and this character get +2000 BP during "
              "this turn] instead.")


def test_a_raided_choice_gives_both_characters_2000():
    """Card wording "[it gets +1000 BP during this turn]. If the chosen character was in Raid State, [that character and
    this character get +2000 BP during this turn] instead": a chosen character in Raid State gets +2000 (not +1000)
    and this character +2000; one not in Raid State gets +1000, this character nothing."""
    actions = compiled_effects(RAIDED_TOO)[0]["actions"]
    raided = {"kind": "chosen-matches", "filter": {"raided": True}}
    assert actions[0]["instead"] == {"condition": raided, "amount": 2000}
    assert actions[1] == {"do": "bp-change", "amount": 2000, "target": {"self": True}, "duration": "this-turn",
                          "condition": raided}
    source = card("906", text=RAIDED_TOO)
    guard = card("907", name="Reef Keeper", traits=["Shore Guard"], bp=3000)
    for raid, seed in ((True, 210), (False, 211)):
        state = to_main(game([deck((source, 4), (guard, 6)), deck()], seed=seed))
        me = state.seats[0]
        held, chosen = unit_from_zones(state, source, 0), unit_from_zones(state, guard, 0)
        if raid:
            chosen.base = me.deck.pop(me.deck.index(ids(state, guard)[0]))
        me.front[:] = [held, chosen]
        own, other = state._bp(held), state._bp(chosen)
        run_effects(state, 0, compiled_effects(RAIDED_TOO), held)
        check_invariants(state)
        assert (state._bp(held) - own, state._bp(chosen) - other) == ((2000, 2000) if raid else (0, 1000))


PAID_REMOVAL = ("[When Attacking] Choose up to 1 character on your opponent's Front Line with BP 3000 or less and retire "
                "it.@When this effect retires a character, you may place 1 card from your hand to the Outside Area. If you "
                "did, place the chosen character to the Remove Area instead of retire.")


def _paid_removal(foe_text, seed):
    """Seat 0's character resolves PAID_REMOVAL's effect against one 2000 BP opposing character with `foe_text`: (the
    foe's card in the Remove Area, in the Outside Area, seat 0's hand cards given up)."""
    source = card("908", text=PAID_REMOVAL)
    foe = card("909", name="Ember Scout", text=foe_text)
    state = to_main(game([deck((source, 4)), deck((foe, 4))], seed=seed))
    me, other = state.seats[0], state.seats[1]
    held = unit_from_zones(state, source, 0)
    me.front[:] = [held]
    target = unit_from_zones(state, foe, 1)
    other.front[:] = [target]
    foe_id = ids(state, foe)[0]
    hand, removed, outside = len(me.hand), other.remove.count(foe_id), other.outside.count(foe_id)
    run_effects(state, 0, compiled_effects(PAID_REMOVAL), held)
    check_invariants(state)
    assert other.front == []
    return other.remove.count(foe_id) - removed, other.outside.count(foe_id) - outside, hand - len(me.hand)


def test_the_effects_retire_becomes_a_paid_removal():
    """Card wording "When this effect retires a character, you may place 1 card from your hand to the Outside Area. If
    you did, place the chosen character to the Remove Area instead of retire": the retire carries the optional
    replacement (1 card from the hand, to the Remove Area). The card is given up when the foe's [On Retire] (draw 2)
    is worth more than it: the foe goes to the Remove Area, its [On Retire] unset off; a foe with none is retired."""
    actions = compiled_effects(PAID_REMOVAL)[0]["actions"]
    assert actions[0]["instead"] == {"optional": True, "discard": 1, "do": "to-remove"}
    assert _paid_removal("[On Retire] Draw 2 cards.", seed=212) == (1, 0, 1)
    assert _paid_removal("", seed=213) == (0, 1, 0)

