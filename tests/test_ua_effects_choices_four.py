"""Union Arena effects of the "choose N of the following effects, fourth round" family: "Choose up to N of the
following effects" keeps its "up to" (fewer options, even none, may be chosen). Compiled from card texts written for
Decklab and played through the engine's API (docs/engine.md, the last bullets)."""
from engine.effects.describe import describe
from engine.games.union_arena.constants import ACTIVATE
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, compiled_effects, deck, game, to_main, unit_from_zones


def test_choose_up_to_two_takes_only_the_option_worth_something():
    """Card wording: "[Main] [Rest this card] Choose up to 2 of the following effects. • Draw 1 card. • Choose up to 1
    character on your opponent's Front Line and rest it." The compile keeps "up to"; with no character on the
    opponent's Front Line the rest is worth nothing, so only the draw is chosen (the player may choose fewer than 2)."""
    text = ("[Main] [Rest this card] Choose up to 2 of the following effects.@• Draw 1 card.@• Choose up to 1 "
            "character on your opponent's Front Line and rest it.")
    effects = compiled_effects(text)
    choice = effects[0]["actions"][0]
    assert choice["do"] == "choose-one" and choice["count"] == 2 and choice["up_to"] is True
    assert "Choose up to 2 of" in describe(effects)
    scout = card("C01", text=text)
    state = to_main(game([deck((scout, 4)), deck()], seed=401))
    me, other = state.seats[0], state.seats[1]
    me.front[:] = [unit_from_zones(state, scout, 0, rested=False)]
    other.front[:] = []
    hand = len(me.hand)
    state.apply((ACTIVATE, 0, 0, 0))
    assert len(me.hand) == hand + 1 and me.front[0].rested
    check_invariants(state)


def test_choose_up_to_one_with_both_options_and_exact_count_unchanged():
    """Card wording: "[On Play] Choose up to 1 of the following effects. • Draw 1 card. • ..." keeps "up to" with the
    count 1 left implicit; "Choose 1 of the following effects." (no "up to") compiles without it."""
    up_to = compiled_effects("[On Play] Choose up to 1 of the following effects.@• Draw 1 card.@• Set this character "
                             "to active.")[0]["actions"][0]
    assert up_to.get("up_to") is True and "count" not in up_to
    exact = compiled_effects("[On Play] Choose 1 of the following effects.@• Draw 1 card.@• Set this character to "
                             "active.")[0]["actions"][0]
    assert "up_to" not in exact and "count" not in exact


def test_an_activation_condition_said_with_you_have_and_a_stray_closing_quote():
    """Card wording: "[Main] [1 Per Turn] This can only be activated when you have a character on your field that
    requires 5 or more energy. Choose one of the following. @・This character gains [Impact (1) ] during this turn.
    @・This character gains [Damage (2) ] during this turn."" (a closing quote that opens nothing, a misprint). The
    Activate: Main can be used only with a character of required energy 5 or more on your area (seed 000 Main Phase B)."""
    text = ("[Main] [1 Per Turn] This can only be activated when you have a character on your field that requires 5 "
            "or more energy. Choose one of the following. @・This character gains [Impact (1) ] during this turn. "
            "@・This character gains [Damage (2) ] during this turn.\"")
    effects = compiled_effects(text)
    assert effects[0]["condition"] == {"kind": "cards-in-zone", "side": "yours", "zone": "any", "at_least": 1,
                                       "filter": {"card_type": "character", "energy_min": 5}}
    assert [o["keyword"] for o in effects[0]["actions"][0]["options"]] == ["impact", "damage"]
    knight, big = card("C02", text=text), card("C03", required_energy=5, bp=5000)
    state = to_main(game([deck((knight, 4), (big, 4)), deck()], seed=402))
    me = state.seats[0]
    me.front[:] = [unit_from_zones(state, knight, 0, rested=False)]
    assert not any(a[0] == ACTIVATE for a in state.legal_actions())  # no character of required energy 5 or more
    me.front.append(unit_from_zones(state, big, 0, rested=False))
    assert (ACTIVATE, 0, 0, 0) in state.legal_actions()
    state.apply((ACTIVATE, 0, 0, 0))
    mine = me.front[0]
    assert state._keyword(mine, "impact") == 1 or state._keyword(mine, "damage") == 2  # one of the two options
    check_invariants(state)


def test_choose_one_chooses_one_even_when_every_option_costs():
    """Card wording: "[Main] [Rest this card] Choose 1 of the following effects. • Place 1 card from your hand to the
    Outside Area. • Place 2 cards from your hand to the Outside Area." The card says to choose one, so one is chosen —
    the one that costs less (1 card) — though neither is worth anything; "Choose up to 1" with the same options
    chooses none (docs/engine.md, "Choose up to N of the following effects")."""
    for head, placed in (("Choose 1 of", 1), ("Choose up to 1 of", 0)):
        text = (f"[Main] [Rest this card] {head} the following effects.@• Place 1 card from your hand to the Outside "
                "Area.@• Place 2 cards from your hand to the Outside Area.")
        assert compiled_effects(text)[0]["actions"][0].get("up_to", False) is (placed == 0)
        giver = card("C02", text=text)
        state = to_main(game([deck((giver, 4)), deck()], seed=402))
        me = state.seats[0]
        me.front[:] = [unit_from_zones(state, giver, 0, rested=False)]
        hand, outside = len(me.hand), len(me.outside)
        state.apply((ACTIVATE, 0, 0, 0))
        assert (len(me.hand), len(me.outside)) == (hand - placed, outside + placed)
        check_invariants(state)
