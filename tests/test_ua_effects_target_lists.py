"""Union Arena: target phrases that list kinds or join limits with "and" (docs/engine.md, the bullet "Kinds in a list,
limits joined by "and""), compiled from card texts written for Decklab and played through the engine's API:
- 'Reveal up to 1 Character Card with "Gale" in its name, <Ember Coil> or <Frost Coil> among them': any one of the three
  kinds (a list of kinds that ends with "or");
- "Character Card, Field Card or Event Card with required energy of 2 or less": the limit said after the last bare kind
  is every kind's, as with "or" alone;
- "Character card without a trait and with an original BP of 3000 or less": both limits, "and" between them."""
from collections import Counter

from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    card,
    compiled_effects,
    deck,
    game,
    ids,
    on_top,
    pull,
    to_main,
    unit_from_zones,
)

GALE = ('[On Play] Look at the top 5 cards of your deck. Reveal up to 1 Character Card with "Gale" in its name, '
        '<Ember Coil> or <Frost Coil> among them and add it to your hand. Place the remaining at the bottom of your deck '
        'in any order.')
KINDS = "[On Play] Add up to 1 Character Card, Field Card or Event Card with required energy of 2 or less from your Outside Area to your hand."
PLAIN_LOW = ("[On Play] Look at the top 4 cards of your deck. Reveal up to 1 Character card without a trait and with an "
             "original BP of 3000 or less among them and add it to your hand. Place the remaining at the bottom of your "
             "deck in any order.")

FILLER = card("700", name="Guild Filler", bp=6000, traits=["Filler Guild"])


def _looked_taken(text, looked, seed):
    """Seat 0's character with `text` resolves it with `looked` on top of its deck (the last one on top); the cards
    that went to the hand."""
    source = card("701", text=text)
    state = to_main(game([deck((source, 4), *[(record, 2) for record in looked], filler=FILLER), deck()], seed=seed))
    me = state.seats[0]
    held = unit_from_zones(state, source, 0)
    me.front[:] = [held]
    on_top(state, me, *looked)
    hand = list(me.hand)
    run_effects(state, 0, compiled_effects(text), held)
    check_invariants(state)
    return [state.table.records[c] for c in (Counter(me.hand) - Counter(hand)).elements()]


def test_a_kind_of_a_list_that_ends_with_or_is_revealed():
    """Only the kinds listed can be revealed: a plain character is left; a <Frost Coil> (the list's last kind) or a
    character with "Gale" in its name (its first) is taken."""
    effect = compiled_effects(GALE)[0]
    assert effect["actions"][1]["target"] == {"up_to": 1, "any_of": [{"card_type": "character", "name_has": "Gale"},
                                                                    {"name": "Ember Coil|Frost Coil"}]}
    plain = card("702", name="Moss Sentry")
    coil = card("703", name="Frost Coil", type="field")
    gale = card("704", name="Gale Runner")
    assert _looked_taken(GALE, [plain, plain], seed=71) == []
    assert _looked_taken(GALE, [plain, coil], seed=72) == [coil]
    assert _looked_taken(GALE, [gale, plain], seed=73) == [gale]


def test_the_limit_after_the_last_bare_kind_is_every_kinds():
    """An Event Card with required energy 3 is not taken; one with 2 is (the limit is the Field's and Event's too)."""
    effect = compiled_effects(KINDS)[0]
    assert [kind["energy_max"] for kind in effect["actions"][0]["target"]["any_of"]] == [2, 2, 2]
    source = card("711", text=KINDS)
    heavy = card("712", type="event", required_energy=3)
    light = card("713", type="event", required_energy=2)
    state = to_main(game([deck((source, 4), (heavy, 2), (light, 2)), deck()], seed=74))
    me = state.seats[0]
    held = unit_from_zones(state, source, 0)
    me.front[:] = [held]
    for record in (heavy, light):
        me.outside.append(pull(me, ids(state, record)[0]))
    hand = list(me.hand)
    run_effects(state, 0, [effect], held)
    assert Counter(me.hand) - Counter(hand) == Counter([ids(state, light)[0]]) and ids(state, heavy)[0] in me.outside
    check_invariants(state)


def test_two_limits_joined_by_and_are_both_kept():
    """A traitless character with BP 3500 is left, one with a trait and BP 2000 is left, a traitless one with BP 3000
    is taken ("without a trait and with an original BP of 3000 or less")."""
    effect = compiled_effects(PLAIN_LOW)[0]
    assert effect["actions"][1]["target"] == {"up_to": 1, "card_type": "character", "no_trait": True, "bp_max": 3000,
                                              "original_bp": True}
    big = card("721", name="Big Plain", bp=3500)
    traited = card("722", name="Guild Hand", bp=2000, traits=["Lantern Guild"])
    small = card("723", name="Small Plain", bp=3000)
    assert _looked_taken(PLAIN_LOW, [small, big], seed=75) == [small]
    assert _looked_taken(PLAIN_LOW, [big, traited], seed=76) == []


RAIDERS = "[On Play] Add any number of Character Cards with BP 3000 or less and [Raid] from your Outside Area to your hand."


def test_a_limit_after_and_without_its_with_is_still_the_cards():
    """"with BP 3000 or less and [Raid]": a Raid card with BP 3000 is taken, a Raid card with BP 3500 and a plain one
    with BP 2000 are not (both limits hold, the second said without its "with")."""
    effect = compiled_effects(RAIDERS)[0]
    assert effect["actions"][0]["target"] == {"up_to": 99, "card_type": "character", "bp_max": 3000, "keyword": "raid",
                                              "side": "yours", "zone": "outside"}
    source = card("731", text=RAIDERS)
    raid = [{"name": "raid", "target": "Guild Filler", "target_kind": "name"}]
    small_raider = card("732", bp=3000, keywords=raid)
    big_raider = card("733", bp=3500, keywords=raid)
    plain = card("734", bp=2000)
    state = to_main(game([deck((source, 4), (small_raider, 2), (big_raider, 2), (plain, 2), filler=FILLER), deck()],
                         seed=77))
    me = state.seats[0]
    held = unit_from_zones(state, source, 0)
    me.front[:] = [held]
    for record in (small_raider, big_raider, plain):
        me.outside.append(pull(me, ids(state, record)[0]))
    hand = list(me.hand)
    run_effects(state, 0, [effect], held)
    assert Counter(me.hand) - Counter(hand) == Counter([ids(state, small_raider)[0]])
    assert ids(state, big_raider)[0] in me.outside and ids(state, plain)[0] in me.outside
    check_invariants(state)


TOTAL = ("[Main] [1 Per Turn] Place a total of 8 <Trait: Ash Titan> or <Cinder> cards from your Outside Area to your "
         "Remove Area. If you did, draw 2 cards.")


def test_a_total_of_n_cards_of_either_kind_all_or_nothing():
    """"Place a total of 8 <Trait: Ash Titan> or <Cinder> cards ... If you did, draw 2 cards": with 7 such cards in
    the Outside Area nothing is placed and nothing drawn; with 8 (of both kinds together) all 8 go and 2 are drawn."""
    effect = compiled_effects(TOTAL)[0]
    assert effect["actions"][0]["target"] == {"up_to": 8, "exactly": True, "name": "Cinder", "trait": "Ash Titan",
                                              "name_or_trait": True, "side": "yours", "zone": "outside"}
    source = card("741", text=TOTAL)
    titan = card("742", name="Ash Walker", traits=["Ash Titan"])
    cinder = card("743", name="Cinder")
    for titans, placed in ((4, False), (5, True)):
        state = to_main(game([deck((source, 4), (titan, 5), (cinder, 3), filler=FILLER), deck()], seed=78))
        me = state.seats[0]
        held = unit_from_zones(state, source, 0)
        me.front[:] = [held]
        for record, copies in ((titan, titans), (cinder, 3)):
            for _ in range(copies):
                me.outside.append(pull(me, ids(state, record)[0]))
        hand, outside = len(me.hand), len(me.outside)
        run_effects(state, 0, [effect], held)
        assert (len(me.remove), len(me.hand) - hand) == ((8, 2) if placed else (0, 0))
        assert len(me.outside) == outside - (8 if placed else 0)
        check_invariants(state)


WAKER = "[Main] [When in Frontline] [1 Per Turn] Choose 1 character on your area with an [Main] and set it to active."


def test_a_character_with_an_effect_of_a_timing_printed():
    """"Choose 1 character on your area with an [Main] and set it to active": of two rested characters, the one whose
    text has a [Main] effect is set to active; one that only says "activate its [Main] ..." in its text, or gives
    another a quoted [Main], does not have one."""
    effect = compiled_effects(WAKER)[0]
    assert effect["actions"][0]["target"]["has_timing"] == "main"
    waker = card("751", text=WAKER)
    worker = card("752", name="Mill Worker", text="[Main] [Rest this card] Draw 1 card.")
    talker = card("753", name="Mill Talker",
                  text='[On Play] Choose 1 character on your area, it gains "[Main] [Rest this card] Draw 1 card." during this turn.')
    state = to_main(game([deck((waker, 4), (worker, 4), (talker, 4), filler=FILLER), deck()], seed=79))
    me = state.seats[0]
    held = unit_from_zones(state, waker, 0)
    talking = unit_from_zones(state, talker, 0, rested=True)
    working = unit_from_zones(state, worker, 0, rested=True)
    me.front[:] = [held, talking, working]
    run_effects(state, 0, [effect], held)
    assert not working.rested and talking.rested
    run_effects(state, 0, [effect], held)  # (the one with a [Main] is active now: the other is never a choice)
    assert talking.rested
    check_invariants(state)


SPARRING = ("[Main] [When in Frontline] [1 Per Turn] Choose 1 character on your area, it gets +1000 BP during this turn. "
            "If the chosen character has [Double Block], draw 1 card.")


def test_the_chosen_character_has_a_keyword_printed_or_gained():
    """"If the chosen character has [Double Block], draw 1 card" (seed 000 Keyword Effects: a keyword gained is had as
    a printed one): a character that gained [Double Block] this turn draws; the same character without it does not."""
    effect = compiled_effects(SPARRING)[0]
    assert effect["actions"][1]["condition"] == {"kind": "chosen-matches", "filter": {"keyword": "double-block"}}
    gain = {"timing": "main", "actions": [{"do": "gain-keyword", "keyword": "double-block", "target": {"self": True},
                                           "duration": "this-turn"}]}
    sparring = card("761", text=SPARRING)
    for gained in (False, True):
        state = to_main(game([deck((sparring, 4), filler=FILLER), deck()], seed=80))
        me = state.seats[0]
        held = unit_from_zones(state, sparring, 0)
        me.front[:] = [held]
        if gained:
            run_effects(state, 0, [gain], held)
        hand = len(me.hand)
        run_effects(state, 0, [effect], held)
        assert len(me.hand) - hand == (1 if gained else 0)
        check_invariants(state)


SAPPER = "[On Play] Choose 1 character on your area or on your opponent's area, it gets -2000 BP during this turn."
CULLER = "[On Play] Choose up to 1 character on your or your opponent's Front Line with BP 3000 or less and retire it."


def test_a_choice_over_either_players_area_harms_the_opponents_first():
    """"Choose 1 character on your area or on your opponent's area, it gets -2000 BP": your opponent's character
    gets it; with none there, "Choose 1" makes it one of yours. "Choose up to 1 ... and retire it" with no opposing
    character that may be chosen retires none of yours."""
    sap = compiled_effects(SAPPER)[0]
    cull = compiled_effects(CULLER)[0]
    assert sap["actions"][0]["target"]["side"] == "any" and cull["actions"][0]["target"]["side"] == "any"
    sapper = card("771", text=SAPPER, bp=5000)
    culler = card("772", text=CULLER, bp=5000)
    foe = card("773", name="Foe", bp=3000)
    for opposing in (True, False):
        state = to_main(game([deck((sapper, 4), (culler, 4), filler=FILLER), deck((foe, 4))], seed=81))
        me, them = state.seats
        mine = unit_from_zones(state, sapper, 0)
        me.front[:] = [mine]
        theirs = unit_from_zones(state, foe, 1) if opposing else None
        them.front[:] = [theirs] if opposing else []
        run_effects(state, 0, [sap], mine)
        if opposing:
            assert state._bp(theirs) == 1000 and state._bp(mine) == 5000
        else:
            assert state._bp(mine) == 3000
        check_invariants(state)
    ally = card("774", name="Small Ally", bp=3000)
    state = to_main(game([deck((sapper, 4), (culler, 4), (ally, 4), filler=FILLER), deck((foe, 4))], seed=82))
    me, them = state.seats
    held = unit_from_zones(state, culler, 0)
    small = unit_from_zones(state, ally, 0)  # (a 3000 BP character of yours: never the choice)
    me.front[:] = [held, small]
    them.front[:] = []
    run_effects(state, 0, [cull], held)
    assert small in me.front
    them.front[:] = [unit_from_zones(state, foe, 1)]
    run_effects(state, 0, [cull], held)
    assert them.front == [] and small in me.front
    check_invariants(state)
