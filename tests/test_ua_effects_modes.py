"""Union Arena effects of the "choose N of the following" family, fourth round (modes): a block with no timing of its
own on the line after a timed effect goes on with that effect; "that character" after a choice is the chosen one, also
past a step that picks nothing; "raid ... onto the chosen character"; an option that names the card placed to the
Outside Area by the step before the block. Compiled from card texts written for Decklab and played through the
engine's API (docs/engine.md, "Choose N of the following: what the block goes on from")."""
from engine.effects.describe import describe
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    PLAIN,
    card,
    compiled_effects,
    deck,
    game,
    ids,
    in_hand,
    play_from_hand,
    to_main,
    unit_from_zones,
)

GOES_ON = ("[On Play] Choose up to 1 character on your opponent's Front Line, it gets -2000 BP during this turn.@"
           "If there is a <Orla Venn> on your area. Choose 1 of the following effects.@• Draw 2 cards.@"
           "• Choose up to 1 character on your opponent's Front Line with BP 500 or less and rest it.")


def test_a_block_on_the_next_line_goes_on_with_the_on_play_effect():
    """Card wording: "[On Play] ... -2000 BP during this turn.@If there is a <X> on your area. Choose 1 of the following
    effects.@• ..." A "choose" is done at a moment, never true all the time: the block on the line after the [On Play]
    is that effect's last step (seed 000, On Play: resolved as the character is played), under its own condition."""
    effects = compiled_effects(GOES_ON)
    assert len(effects) == 1 and effects[0]["timing"] == "on-play"
    assert [a["do"] for a in effects[0]["actions"]] == ["bp-change", "choose-one"]
    assert effects[0]["actions"][1]["condition"] == {"kind": "card-on-your-area", "name": "Orla Venn"}
    herald = card("M01", text=GOES_ON)
    orla = card("M02", name="Orla Venn")
    foe = card("M03", bp=4000)
    for with_orla in (False, True):
        state = to_main(game([deck((herald, 4), (orla, 4)), deck((foe, 4))], seed=1301))
        me, other = state.seats[0], state.seats[1]
        target = unit_from_zones(state, foe, 1)
        other.front[:] = [target]
        me.front[:] = [unit_from_zones(state, orla, 0)] if with_orla else []
        in_hand(state, herald)
        hand = len(me.hand)
        play_from_hand(state, herald)
        assert state._bp(target) == 2000  # the first sentence either way
        # the block: only with <Orla Venn>; "Draw 2 cards" (the other option has no target)
        assert len(me.hand) == (hand - 1 + 2 if with_orla else hand - 1)
        check_invariants(state)


CHOSEN_PAST = ("[On Play] Choose up to 1 character on your opponent's Front Line. If that character's BP is 4000 or "
               "higher, you may place 1 card from your hand to the Outside Area. If you did, retire that character.")


def test_that_character_is_the_chosen_one_past_a_step_that_picks_nothing():
    """Card wording: "Choose up to 1 character ... . If that character's BP is 4000 or higher, you may place 1 card from
    your hand to the Outside Area. If you did, retire that character." "that character" is the one chosen (the
    discard picks no character): retired when it had 4000 BP or more and the card was placed; a smaller one is neither
    paid for nor retired."""
    effects = compiled_effects(CHOSEN_PAST)
    steps = effects[0]["actions"]
    assert steps[1]["condition"] == {"kind": "chosen-matches", "filter": {"bp_min": 4000}}
    assert steps[2] == {"do": "retire", "target": {"chosen": True}, "if_done": True}
    for bp, retired in ((5000, True), (2000, False)):
        foe = card("M04", bp=bp)
        state = to_main(game([deck(), deck((foe, 4))], seed=1302))
        me, other = state.seats[0], state.seats[1]
        other.front[:] = [unit_from_zones(state, foe, 1)]
        hand, outside = len(me.hand), len(me.outside)
        run_effects(state, 0, effects, None)
        assert (other.front == []) is retired
        assert len(me.hand) == (hand - 1 if retired else hand) and len(me.outside) == (outside + 1 if retired else outside)
        check_invariants(state)


RAID_ONTO = ("[On Play] Choose 1 <Trait: Tidewatch> character on your area, raid up to 1 <Selka Vey> from your hand onto "
             "the chosen character.")


def test_a_raid_onto_the_chosen_character_only():
    """Card wording: "Choose 1 <Trait: X> character on your area, raid up to 1 <Y> from your hand onto the chosen
    character." Seed 000 Raid Boost by an effect: the card raids onto the character the choice picked (on the Energy
    Line: the Raid card goes to the Front Line), not onto another it could raid onto (the rested one on the Front Line a
    Raid from the hand would prefer)."""
    effects = compiled_effects(RAID_ONTO)
    assert effects[0]["actions"][1]["onto"] == {"chosen": True}
    assert "onto the chosen character" in describe(effects)
    marked = card("M05", name="Orm Tallis", traits=["Tidewatch"], bp=3000)
    plain_orm = card("M06", name="Orm Tallis", bp=1000)
    selka = card("M07", name="Selka Vey", bp=6000, keywords=[{"name": "raid", "target": "Orm Tallis", "target_kind": "name"}])
    state = to_main(game([deck((marked, 4), (plain_orm, 4), (selka, 4)), deck()], seed=1303))
    me = state.seats[0]
    chosen = unit_from_zones(state, marked, 0)
    other_orm = unit_from_zones(state, plain_orm, 0, rested=True)
    me.energy[:] = [chosen]
    me.front[:] = [other_orm]
    selka_id = ids(state, selka)[0]
    if selka_id not in me.hand:
        me.hand.append(me.deck.pop(me.deck.index(selka_id)))
    run_effects(state, 0, effects, None)
    raided = next(unit for unit in me.front if unit.card == selka_id)  # (a Raid from the Energy Line: to the Front Line)
    assert raided.base == ids(state, marked)[0] and me.energy == []  # onto the chosen <Trait: Tidewatch>
    assert other_orm in me.front and other_orm.base == -1  # the other <Orm Tallis> is not raided onto
    check_invariants(state)


PLACED_OPTION = ("[On Play] Place 1 card from your hand to the Outside Area. If you did, choose 1 of the following "
                 "effects.@• If the card placed to the Outside Area by this effect is a <Trait: Glass Knight> card, draw 2 "
                 "cards.@• Choose up to 1 character on your opponent's Front Line with BP 500 or less and rest it.")


def test_an_option_reads_the_card_placed_before_the_block():
    """Card wording: "Place 1 card from your hand to the Outside Area. If you did, choose 1 of the following
    effects.@• If the card placed to the Outside Area by this effect is a <Trait: X> card, draw 2 cards.@• ..." The
    option's condition is about the card the step before the block placed: a <Trait: Glass Knight> card placed, 2 cards
    are drawn; another card placed, the option does nothing."""
    effects = compiled_effects(PLACED_OPTION)
    option = effects[0]["actions"][1]["options"][0]
    assert option["condition"] == {"kind": "placed-card-matches", "filter": {"trait": "Glass Knight"}}
    knight = card("M08", traits=["Glass Knight"])
    for placed, drawn in ((knight, 2), (PLAIN, 0)):
        state = to_main(game([deck((knight, 4)), deck()], seed=1304))
        me = state.seats[0]
        me.deck.extend(me.hand)
        me.hand[:] = [me.deck.pop(me.deck.index(ids(state, placed)[0]))]  # the one card the step can place
        run_effects(state, 0, effects, None)
        assert me.outside[-1] == ids(state, placed)[0]
        assert len(me.hand) == drawn
        check_invariants(state)
