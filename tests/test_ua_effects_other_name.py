"""Union Arena: "play up to 1 ... with a different name from the retired character" — a card whose name is none of
the names of the cards the step before took — compiled from a card text written for Decklab and played through the
engine's API (docs/engine.md, the bullet "A different name from the retired character")."""
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, compiled_effects, deck, game, ids, to_main, unit_from_zones

SWAP = ('Retire 1 active character with required energy of 2 or less and "Zeal" in its name on your area. If you did, '
        'draw 1 card, play up to 1 green character card with a different name from the retired character with a '
        'required energy of 2 or less and "Zeal" in its name from your hand to your area in active.')


def test_the_card_played_has_another_name_than_the_one_retired():
    effects = compiled_effects(SWAP)
    assert effects[0]["actions"][2]["target"]["not_name_of_chosen"] is True
    alpha = card("651", name="Zeal Alpha", color="green", required_energy=1)
    beta = card("652", name="Zeal Beta", color="green", required_energy=1)
    for in_hand, played in (((alpha, beta), beta), ((alpha,), None)):
        state = to_main(game([deck((alpha, 8), (beta, 4)), deck()], seed=61))
        me = state.seats[0]
        me.deck.extend(me.hand)
        me.hand[:] = []
        retired = unit_from_zones(state, alpha, 0)
        me.front[:] = [retired]
        for record in in_hand:
            me.hand.append(me.deck.pop(me.deck.index(ids(state, record)[0])))
        run_effects(state, 0, effects, None)
        assert retired not in me.front
        names = [state.table.name[u.card] for u in me.front + me.energy]
        if played is None:
            assert names == []
        else:
            assert names == [played.name] and not (me.front + me.energy)[0].rested
        check_invariants(state)


def test_a_card_added_from_the_outside_area_has_another_name_than_the_chosen():
    """"Choose 1 character on your area, it gets +1000 BP ... Add up to 1 Character Card with a different name from the
    chosen character from your Outside Area to your hand": a copy of the chosen one is not taken."""
    text = ("Choose 1 character on your area, it gets +1000 BP during this turn. Add up to 1 Character Card with a "
            "different name from the chosen character from your Outside Area to your hand.")
    effects = compiled_effects(text)
    alpha = card("654", name="Zeal Gamma", bp=5000)
    beta = card("655", name="Zeal Delta", bp=1000)
    state = to_main(game([deck((alpha, 8), (beta, 4)), deck()], seed=62))
    me = state.seats[0]
    me.front[:] = [unit_from_zones(state, alpha, 0)]
    for record in (alpha, beta):
        me.outside.append(me.deck.pop(me.deck.index(ids(state, record)[0])))
    run_effects(state, 0, effects, None)
    assert ids(state, beta)[0] in me.hand and ids(state, alpha)[0] in me.outside
    check_invariants(state)
