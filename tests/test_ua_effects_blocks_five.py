"""Union Arena effects of the "blocks, fifth round" family (tier blocks and "the following effect" heads), compiled
from card texts written for Decklab (invented names and traits in the real phrasing) and played through the engine's
API (docs/engine.md, the last bullet).

Each scenario quotes the card wording it plays and names the seed 000 section where a rule is involved."""
from engine.effects.compiler import compile_card_text
from engine.games.union_arena.constants import ATTACK_WITH
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    card,
    compiled_effects,
    deck,
    game,
    ids,
    in_hand,
    play_from_hand,
    pull,
    setup_battle,
    to_main,
    unit_from_zones,
)


def test_tiers_said_as_gains_effects_counting_the_outside_area():
    """Card wording: "This card gains effects based on the number of <Trait: Lantern Guild> in the Outside Area." then
    unbulleted tiers "2 or more: Play this card in active." and "5 or more: [Impact (1) ]". Seed 000, Play Character
    cards: a character is played "in Rest Mode" unless an effect says otherwise; Outside Area (section 6) is the
    player's own. Each tier holds while that many such cards are in your Outside Area."""
    text = ("This card gains effects based on the number of <Trait: Lantern Guild> in the Outside Area.@"
            "2 or more: Play this card in active.@5 or more: [Impact (1) ]")
    lantern = card("B51", bp=3000, text=text)
    guild = card("B52", traits=["Lantern Guild"])
    for in_outside, active, impact in ((1, False, 0), (2, True, 0), (5, True, 1)):
        state = to_main(game([deck((lantern, 4), (guild, 8)), deck()], seed=151))
        me = state.seats[0]
        me.outside[:] = [pull(me, ids(state, guild)[0]) for _ in range(in_outside)]
        played = play_from_hand(state, lantern)
        assert played.rested is not active, in_outside
        assert state._impact(played) == impact, in_outside
        check_invariants(state)


def test_a_tier_count_of_event_cards_said_as_event():
    """Card wording: "This character gains all the following effects based on the number of Event on your Outside
    Area." with "• 3 or more: +1000 BP and [Impact (1) ]": Event Cards in your Outside Area (seed 000, section 6: used
    Event cards are placed there); with 2 nothing, with 3 both the BP and the keyword."""
    text = ("This character gains all the following effects based on the number of Event on your Outside Area.@"
            "• 3 or more: +1000 BP and [Impact (1) ]")
    tallied = card("B53", bp=2000, text=text)
    spell = card("B54", type="event")
    state = to_main(game([deck((tallied, 4), (spell, 8)), deck()], seed=152))
    me = state.seats[0]
    unit = unit_from_zones(state, tallied, 0)
    me.front[:] = [unit]
    me.outside[:] = [pull(me, ids(state, spell)[0]) for _ in range(2)] + [pull(me, ids(state, tallied)[0])]
    assert state._bp(unit) == 2000 and state._impact(unit) == 0  # (a character card in the Outside Area is no Event)
    me.outside.append(pull(me, ids(state, spell)[0]))
    assert state._bp(unit) == 3000 and state._impact(unit) == 1
    check_invariants(state)


def test_a_sentence_before_the_tier_header_is_its_own_effect():
    """Card wording: "This character gets +500 BP. This character gains all the following effects based on the number
    of face-down cards under this character. • 2 or more: [Double Attack]." The first sentence holds always; the tier
    with 2 cards under this character."""
    text = ("This character gets +500 BP. This character gains all the following effects based on the number of "
            "face-down cards under this character.@• 2 or more: [Double Attack].")
    stacked = card("B55", bp=3000, text=text)
    state = to_main(game([deck((stacked, 4)), deck()], seed=153))
    me = state.seats[0]
    unit = unit_from_zones(state, stacked, 0)
    me.front[:] = [unit]
    assert state._bp(unit) == 3500 and state._keyword(unit, "double-attack") == 0
    unit.under = (me.deck.pop(),)
    assert state._keyword(unit, "double-attack") == 0
    unit.under += (me.deck.pop(),)
    assert state._bp(unit) == 3500 and state._keyword(unit, "double-attack") == 1
    check_invariants(state)


def test_a_timing_label_before_the_header_sentence_keeps_the_block_unread():
    """Card wording (a near miss): "[Your Turn] This character gets +500 BP. This character gains all the following
    effects based on ..." — is the tiers' holding in your turn only too? Not said: the whole block stays unread."""
    compiled = compile_card_text("[Your Turn] This character gets +500 BP. This character gains all the following "
                                 "effects based on the number of face-down cards under this character.@"
                                 "• 2 or more: [Double Attack].")
    assert compiled.effects == [] and len(compiled.uncompiled) == 2


def test_tiers_by_different_names_on_your_area_and_outside_area():
    """Card wording: "This character gains all the following effects based on the different types of <Ash Fox>,
    <Brine Owl> and <Cinder Hare> on your area and Outside Area. • 2 or more: [When Attacking] Draw 1 card." The count
    is how many of those names are there, on your area and in your Outside Area together: two <Ash Fox> are one
    name; an <Ash Fox> on the field and a <Brine Owl> in the Outside Area are two (seed 000, Attack Phase: the
    [When Attacking] effect as it attacks)."""
    text = ("This character gains all the following effects based on the different types of <Ash Fox>, <Brine Owl> "
            "and <Cinder Hare> on your area and Outside Area.@• 2 or more: [When Attacking] Draw 1 card.")
    hunter = card("B56", bp=3000, text=text)
    fox, owl = card("B57", name="Ash Fox"), card("B58", name="Brine Owl")
    for owl_out, drawn in ((False, 0), (True, 1)):
        state = to_main(game([deck((hunter, 4), (fox, 4), (owl, 4)), deck()], seed=154))
        me = state.seats[0]
        attacker = unit_from_zones(state, hunter, 0)
        me.energy[:] = [unit_from_zones(state, fox, 0)]
        me.outside[:] = [pull(me, ids(state, fox)[0])] + ([pull(me, ids(state, owl)[0])] if owl_out else [])
        setup_battle(state, [attacker], [])
        hand = len(me.hand)
        state.apply((ATTACK_WITH, 0, -1))
        assert len(me.hand) == hand + drawn, owl_out
        check_invariants(state)


def test_a_count_over_your_area_and_outside_area_reads_printed_bp_off_the_field():
    """Card wording: "[On Play] If there are no characters with BP 5000 or more on your area and in your Outside Area,
    draw 1 card." A 5000 BP character card in the Outside Area stops it as one on the field does."""
    text = ("[On Play] If there are no characters with BP 5000 or more on your area and in your Outside Area, draw 1 "
            "card.")
    modest = card("B59", bp=2000, text=text)
    giant = card("B60", bp=5000)
    for giant_out, drawn in ((False, 1), (True, 0)):
        state = to_main(game([deck((modest, 4), (giant, 4)), deck()], seed=155))
        me = state.seats[0]
        if giant_out:
            me.outside.append(pull(me, ids(state, giant)[0]))
        in_hand(state, modest)
        hand = len(me.hand)
        play_from_hand(state, modest)
        assert len(me.hand) == hand - 1 + drawn, giant_out
        check_invariants(state)


def test_activate_the_following_effect_checks_its_condition_once():
    """Card wording: "[On Play] Draw 1 card. If there is a face-down card under this character, activate the following
    effect. • Place 1 face-down card under this character to the Outside Area, this character gains [Impact (1) ] during
    this turn." The bullet's steps are the sentence's last: with 1 card under this character, it goes to the Outside
    Area and the Impact is still gained (the condition was checked before the first step); with none, only the draw."""
    text = ("[On Play] Draw 1 card. If there is a face-down card under this character, activate the following effect.@"
            "• Place 1 face-down card under this character to the Outside Area, this character gains [Impact (1) ] "
            "during this turn.")
    effects = compiled_effects(text)
    keeper = card("B61", bp=3000, text=text)
    for under, impact in ((0, 0), (1, 1)):
        state = to_main(game([deck((keeper, 4)), deck()], seed=156))
        me = state.seats[0]
        unit = unit_from_zones(state, keeper, 0)
        me.front[:] = [unit]
        unit.under = tuple(me.deck.pop() for _ in range(under))
        hand, outside = len(me.hand), len(me.outside)
        run_effects(state, 0, effects, unit)
        assert len(me.hand) == hand + 1
        assert unit.under == () and len(me.outside) == outside + under
        assert state._impact(unit) == impact, under
        check_invariants(state)


def test_a_conditional_choice_over_your_area_and_outside_area_and_the_pilot_choosing_up_to_two():
    """Card wording: "[On Play] If there are 2 or more <Trait: Tide Court> cards on your area and Outside Area, choose
    up to 2 of the following effects. • Draw 1 card. • Set this character to active. • This character gets +1000 BP
    during this turn." With the condition, the pilot takes the options that do something: this character is played
    active already by its own other text, so it draws and takes the BP; without the condition nothing."""
    text = ("This card is played in active.@[On Play] If there are 2 or more <Trait: Tide Court> cards on your area and "
            "Outside Area, choose up to 2 of the following effects.@• Draw 1 card.@• Set this character to active.@"
            "• This character gets +1000 BP during this turn.")
    compiled_effects(text)
    courtier = card("B62", bp=2000, text=text)
    court = card("B63", traits=["Tide Court"])
    for in_outside, drawn, bp in ((0, 0, 2000), (1, 1, 3000)):
        state = to_main(game([deck((courtier, 4), (court, 8)), deck()], seed=157))
        me = state.seats[0]
        me.energy[:] = [unit_from_zones(state, court, 0)]
        me.outside[:] = [pull(me, ids(state, court)[0]) for _ in range(in_outside)]
        in_hand(state, courtier)
        hand = len(me.hand)
        played = play_from_hand(state, courtier)
        assert not played.rested
        assert len(me.hand) == hand - 1 + drawn, in_outside
        assert state._bp(played) == bp, in_outside
        check_invariants(state)


def test_options_about_the_character_chosen_before_the_block():
    """Card wording: "Choose 1 character on your opponent's Front Line with BP 4000 or less and choose 1 of the
    following effects. • Retire the chosen character. • Draw 2 cards." The character is picked first; the options say
    what happens to it. The pilot retires a 3000 BP character rather than drawing; with no such character there, it
    draws (retiring nothing does nothing)."""
    text = ("Choose 1 character on your opponent's Front Line with BP 4000 or less and choose 1 of the following "
            "effects.@• Retire the chosen character.@• Draw 2 cards.")
    effects = compiled_effects(text)
    assert effects[0]["actions"][1]["options"][0] == {"do": "retire", "target": {"chosen": True}}
    spell = card("B64", type="event", text=text)
    small, big = card("B65", bp=3000), card("B66", bp=5000)
    for target, retired, drawn in ((small, True, 0), (big, False, 2)):
        state = to_main(game([deck((spell, 4)), deck((small, 4), (big, 4))], seed=158))
        me, other = state.seats[0], state.seats[1]
        foe = unit_from_zones(state, target, 1)
        other.front[:] = [foe]
        hand = len(me.hand)
        run_effects(state, 0, effects, None)
        assert (foe not in other.front) is retired, target.number
        assert len(me.hand) == hand + drawn, target.number
        check_invariants(state)
