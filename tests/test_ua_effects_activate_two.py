"""Union Arena: effects that activate another effect — this character's own [On Retire] while it is on the field, a
chosen character's [On Play] (its own), and "this character activates that character's [When Attacking] effect" (as
this character's), with the card's keywords printed on the line of an effect read as the card's own."""
from engine.games.union_arena.constants import ACTIVATE, ATTACK_WITH, FRONT
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from engine.union_arena_text import derive_keywords, split_clauses
from tests.ua_engine_helpers import (
    card,
    compiled_effects,
    deck,
    effects_of,
    game,
    ids,
    pull,
    setup_battle,
    to_main,
    unit_from_zones,
)

LEADER_TEXT = ("[When Attacking] Choose up to 1 character on your area other than <Vant Oro>, this character activates "
               "that character's [When Attacking] effect.")


def test_this_character_activates_that_characters_when_attacking_effect_as_its_own():
    """Card wording: "[When Attacking] Choose up to 1 character on your area other than <X>, this character activates
    that character's [When Attacking] effect." This character (the attacker) activates it: the chosen character's
    [When Attacking] resolves as this character's, so "this character" in it is the attacker (the chosen character
    gets nothing). The choice falls on a character that has a [When Attacking] effect, not on a stronger one without."""
    leader = card("A01", name="Vant Oro", bp=3000, text=LEADER_TEXT)
    striker = card("A02", name="Mira Kest", bp=2000, text="[When Attacking] This character gets +2000 BP during this turn.")
    wall = card("A03", name="Big Wall", bp=6000)
    state = to_main(game([deck((leader, 4), (striker, 4), (wall, 4)), deck()], seed=11))
    attacker, helper, big = (unit_from_zones(state, record, 0) for record in (leader, striker, wall))
    setup_battle(state, [attacker, helper, big], [])
    state.apply((ATTACK_WITH, 0, -1))
    assert state._bp(attacker) == 5000  # 3000 + the +2000 of Mira Kest's [When Attacking], as Vant Oro's
    assert state._bp(helper) == 2000 and state._bp(big) == 6000
    check_invariants(state)


def test_activated_once_per_turn_effects_count_for_the_activating_character_and_by_the_printed_name():
    """seed 000 Glossary ターン1: "can only be activated once per turn for each card that has it on your field". An
    effect this character activates as its own is its use: a second activation by it this turn does nothing, while the
    chosen character keeps its own use. "This effect of <X> can only be activated once per turn" names the card that
    prints it: once X's effect has been activated (by whichever character), no card of yours activates it again."""
    leader = card("A04", name="Vant Oro", bp=3000, text=LEADER_TEXT)
    drawer = card("A05", name="Sela Quill", text="[When Attacking] [1 Per Turn] Draw 1 card.")
    named = card("A06", name="Orin Vast", text="[When Attacking] Draw 1 card. This effect of <Orin Vast> can only be "
                                                "activated once per turn.")
    state = to_main(game([deck((leader, 4), (drawer, 4), (named, 4)), deck()], seed=12))
    me = state.seats[0]
    attacker, quill = unit_from_zones(state, leader, 0), unit_from_zones(state, drawer, 0)
    me.front[:] = [attacker, quill]
    hand = len(me.hand)
    run_effects(state, 0, effects_of(state, leader).when_attacking, attacker)
    assert len(me.hand) == hand + 1
    run_effects(state, 0, effects_of(state, leader).when_attacking, attacker)
    assert len(me.hand) == hand + 1  # Vant Oro has used it this turn
    run_effects(state, 0, effects_of(state, drawer).when_attacking, quill)
    assert len(me.hand) == hand + 2  # Sela Quill's own use
    vast = unit_from_zones(state, named, 0)
    me.front[:] = [attacker, vast]
    me.outside.append(quill.card)  # (Sela Quill leaves the field)
    run_effects(state, 0, effects_of(state, leader).when_attacking, attacker)
    assert len(me.hand) == hand + 3  # Vant Oro activates Orin Vast's effect
    run_effects(state, 0, effects_of(state, named).when_attacking, vast)
    assert len(me.hand) == hand + 3  # "This effect of <Orin Vast>": used this turn
    check_invariants(state)


def test_this_character_may_activate_all_the_chosen_characters_on_play_effects():
    """Card wording: "[When Attacking] Choose up to 1 character in Raid State ... on your area. This character may
    activate all the chosen character's [On Play] effects." The chosen character's [On Play] effects resolve as this
    character's ("this character gets +1000 BP" is the attacker's)."""
    text = ("[When Attacking] Choose up to 1 character with \"Wisp\" in its name on your area. This character may activate "
            "all the chosen character's [On Play] effects.")
    leader = card("A07", name="Tarn Hollow", bp=3000, text=text)
    wisp = card("A08", name="Ember Wisp", text="[On Play] Draw 1 card.@[On Play] This character gets +1000 BP during this turn.")
    effects = compiled_effects(text)
    assert effects[0]["actions"][1] == {"do": "activate-effect", "timing": "on-play", "target": {"chosen": True},
                                        "by": "this", "optional": True}
    state = to_main(game([deck((leader, 4), (wisp, 4)), deck()], seed=13))
    me = state.seats[0]
    attacker, ember = unit_from_zones(state, leader, 0), unit_from_zones(state, wisp, 0)
    me.front[:] = [attacker, ember]
    hand = len(me.hand)
    run_effects(state, 0, effects, attacker)
    assert len(me.hand) == hand + 1 and state._bp(attacker) == 4000 and state._bp(ember) == 2000
    check_invariants(state)


def test_activate_the_chosen_characters_on_play_effect_is_its_own():
    """Card wording: "[On Play] Choose 1 Character from your field with <X> other than <Y> , Activate the choosen
    Character's [On Play] effect." (spelled so): the chosen character's [On Play] resolves as its own ("this character
    gets +1000 BP" is the chosen character's)."""
    text = ("[On Play] Choose 1 Character from your field with <Trait: Gale Crew> other than <Rook Vale> , Activate the "
            "choosen Character's [On Play] effect.")
    boss = card("A09", name="Rook Vale", text=text, traits=["Gale Crew"])
    crew = card("A10", name="Dell Gale", text="[On Play] This character gets +1000 BP during this turn.",
                traits=["Gale Crew"])
    state = to_main(game([deck((boss, 4), (crew, 4)), deck()], seed=14))
    me = state.seats[0]
    rook, dell = unit_from_zones(state, boss, 0), unit_from_zones(state, crew, 0)
    me.front[:] = [rook, dell]
    run_effects(state, 0, compiled_effects(text), rook)
    assert state._bp(dell) == 3000 and state._bp(rook) == 2000
    check_invariants(state)


def test_activate_this_characters_on_retire_effect_while_it_is_on_the_field():
    """Card wording: "[Main] [When in Frontline] [1 Per Turn] Activate this character's [On Retire] effect." Its [On
    Retire] resolves now, the character staying on the field; a step of it on "this card" (the card as it lies in the
    Outside Area after it is retired, 退場時) is not done while it is on the field. [1 Per Turn]: once this turn."""
    text = ("[Main] [When in Frontline] [1 Per Turn] Activate this character's [On Retire] effect.@"
            "[On Retire] Choose up to 1 character on your opponent's Front Line, it gets -1000 BP during this turn.@"
            "[On Retire] Add this card from your Outside Area to your hand.")
    effects = compiled_effects(text)
    assert effects[0]["actions"] == [{"do": "activate-effect", "timing": "on-retire"}]
    ghost = card("A11", name="Pale Ghost", text=text)
    foe = card("A12", name="Foe", bp=3000)
    state = to_main(game([deck((ghost, 4)), deck((foe, 4))], seed=15))
    me, other = state.seats
    pale = unit_from_zones(state, ghost, 0)
    enemy = unit_from_zones(state, foe, 1)
    me.front[:] = [pale]
    other.front[:] = [enemy]
    hand = len(me.hand)
    state.apply((ACTIVATE, FRONT, 0, 0))
    assert state._bp(enemy) == 2000
    assert me.front == [pale] and len(me.hand) == hand  # it stays; "add this card ... to your hand" is not done
    assert (ACTIVATE, FRONT, 0, 0) not in state.legal_actions()
    check_invariants(state)


def test_keywords_printed_on_the_line_of_an_effect_are_the_cards_own():
    """Card wording: "[Impact (1) ] [When Attacking] Choose ..." (one line): the keyword is the card's own (seed 000
    Keyword effects) and the effect after it is read from its timing tag."""
    line = "[Impact (1) ] [When Attacking] Draw 1 card."
    assert split_clauses(line) == ["[Impact (1) ]", "[When Attacking] Draw 1 card."]
    assert derive_keywords(line) == [{"name": "impact", "value": 1}]
    assert compiled_effects(line) == [{"timing": "when-attacking", "actions": [{"do": "draw", "amount": 1}]}]
    assert split_clauses("[Impact 1] [Double Attack]") == ["[Impact 1] [Double Attack]"]


def test_activate_the_on_retire_effect_of_the_card_placed_to_the_outside_area():
    """Card wording: "[On Play] Place 1 card from your hand to the Outside Area. If the card placed in the Outside Area
    with this effect is <X>, you may activate the [On Retire] effect of that card." The placed card's [On Retire]
    resolves as it does for a card retired to the Outside Area (退場時), there; another card placed does nothing."""
    text = ("[On Play] Place 1 card from your hand to the Outside Area. If the card placed in the Outside Area with this "
            "effect is <Husk Warden>, you may activate the [On Retire] effect of that card.")
    effects = compiled_effects(text)
    assert effects[0]["actions"][1]["of"] == "placed"
    caller = card("A13", name="Cinder Caller", text=text)
    warden = card("A14", name="Husk Warden", text="[On Retire] Draw 2 cards.")
    other = card("A15", name="Husk Scout", text="[On Retire] Draw 2 cards.")
    for placed, drawn in ((warden, 2), (other, 0)):
        state = to_main(game([deck((caller, 4), (warden, 4), (other, 4)), deck()], seed=16))
        me = state.seats[0]
        source = unit_from_zones(state, caller, 0)
        me.front[:] = [source]
        me.deck.extend(me.hand)
        me.hand[:] = [pull(me, ids(state, placed)[0])]  # the only card in the hand: the one placed
        run_effects(state, 0, effects, source)
        assert me.outside[-1] == ids(state, placed)[0] and len(me.hand) == drawn
        check_invariants(state)


def test_activate_the_on_retire_effect_of_that_card_needs_a_card_placed_before():
    """"Retire it. You may activate the [On Retire] effect of that card.": no step before placed a card from the hand
    to the Outside Area, so "that card" is not read (the text stays uncompiled, whole)."""
    from engine.effects.compiler import compile_card_text

    compiled = compile_card_text("[On Play] Choose 1 character on your opponent's Front Line and retire it. You may "
                                 "activate the [On Retire] effect of that card.")
    assert not compiled.complete


CHOICE_TEXT = "[On Play] Choose 1 of the following.@• Draw 1 card.@• This character gets +1000 BP during this turn."
def test_activate_the_on_retire_effect_of_the_returned_character():
    """Card wording: "You may return 1 <X> from your area to your hand. If you did, activate the [On Retire] effect of the
    returned character, and this character gains +1000 BP during this turn." The returned card's [On Retire] resolves
    (from the hand: without its steps on "this card", which name the card in the Outside Area after 退場時); "If you
    did" is the return's, so the BP follows even for a card with no [On Retire]."""
    text = ("[Main] Return 1 <Tam Rhee> from your area to your hand. If you did, activate the [On Retire] effect of the "
            "returned character, and this character gains +1000 BP during this turn.")
    effects = compiled_effects(text)
    assert effects[0]["actions"][1] == {"do": "activate-effect", "timing": "on-retire", "of": "returned", "if_done": True}
    keeper = card("A21", name="Moss Keeper", text=text)
    rhee = card("A22", name="Tam Rhee", text="[On Retire] Draw 2 cards.@[On Retire] Add this card from your Outside Area "
                                             "to your hand.")
    for returned, drawn in ((rhee, 2), (card("A23", name="Tam Rhee"), 0)):
        state = to_main(game([deck((keeper, 4), (returned, 4)), deck()], seed=19))
        me = state.seats[0]
        moss, tam = unit_from_zones(state, keeper, 0), unit_from_zones(state, returned, 0)
        me.front[:] = [moss, tam]
        hand = len(me.hand)
        run_effects(state, 0, effects, moss)
        assert me.front == [moss] and me.hand.count(tam.card) >= 1
        assert len(me.hand) == hand + 1 + drawn and state._bp(moss) == 3000
        check_invariants(state)


def test_the_pilot_returns_a_character_for_what_its_on_retire_brings():
    """"You may return 1 <X> from your area to your hand. If you did, activate the [On Retire] effect of the returned
    character ...": the engine's choice (take_optional) returns it when its [On Retire] brings more than the character
    on the field is worth; one with no [On Retire] stays."""
    text = ("[Main] You may return 1 <Tam Rhee> from your area to your hand. If you did, activate the [On Retire] effect "
            "of the returned character.")
    effects = compiled_effects(text)
    keeper = card("A24", name="Moss Keeper", text=text)
    rich = card("A25", name="Tam Rhee", bp=1000, text="[On Retire] Draw 3 cards.")
    for returned, taken in ((rich, True), (card("A26", name="Tam Rhee", bp=1000), False)):
        state = to_main(game([deck((keeper, 4), (returned, 4)), deck()], seed=20))
        me = state.seats[0]
        moss, tam = unit_from_zones(state, keeper, 0), unit_from_zones(state, returned, 0)
        me.front[:] = [moss, tam]
        run_effects(state, 0, effects, moss)
        assert (tam not in me.front) == taken
        check_invariants(state)
