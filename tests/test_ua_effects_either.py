"""Union Arena: "<one verb phrase> or <another>" — "place 1 card from your Life Area to the Outside Area or retire this
character", "set it to active or rest it" — one of the two, the player's choice as it resolves, compiled from card texts
written for Decklab and played through the engine's API (docs/engine.md, the bullet "One phrase or the other")."""
from engine.effects.compiler import compile_card_text
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, compiled_effects, deck, game, ids, to_main, unit_from_zones

UPKEEP = "At the start of your main phase, place 1 card from your Life Area to the Outside Area or retire this character."
TOLL = "[When in Frontline] At the end of your Attack Phase, retire this character or place 1 card from your hand to the Outside Area."


def test_the_player_keeps_the_last_life_and_gives_up_the_character():
    """With one Life card left, placing it would lose the game: the character is retired instead; with Life to spare,
    the pilot weighs the two (a Life card against a character) and still does exactly one of them."""
    effect = compiled_effects(UPKEEP)[0]
    assert effect["actions"] == [{"do": "choose-one", "either": True, "options": [
        {"do": "life-to-outside", "amount": 1}, {"do": "retire", "target": {"self": True}}]}]
    keeper = card("641", bp=3000, text=UPKEEP)
    for life, retired in ((1, True), (7, None)):
        state = to_main(game([deck((keeper, 4)), deck()], seed=51))
        me = state.seats[0]
        held = unit_from_zones(state, keeper, 0)
        me.front[:] = [held]
        me.deck.extend(me.life[life:])
        del me.life[life:]
        before = len(me.life)
        run_effects(state, 0, [effect], held)
        gone = held not in me.front
        assert gone != (len(me.life) == before - 1)  # exactly one of the two
        if retired is not None:
            assert gone is retired and len(me.life) == before
        check_invariants(state)


def test_what_cannot_be_done_is_not_chosen():
    """With no card in hand, "place 1 card from your hand to the Outside Area" cannot be done: the character is
    retired (the choice is never a way out of both)."""
    effect = compiled_effects(TOLL)[0]
    tolled = card("642", text=TOLL)
    state = to_main(game([deck((tolled, 4)), deck()], seed=52))
    me = state.seats[0]
    held = unit_from_zones(state, tolled, 0)
    me.front[:] = [held]
    me.deck.extend(me.hand)
    me.hand[:] = []
    run_effects(state, 0, [effect], held)
    assert held not in me.front and ids(state, tolled)[0] in me.outside
    check_invariants(state)


def test_with_cards_in_hand_a_card_is_given_up_rather_than_the_character():
    effect = compiled_effects(TOLL)[0]
    tolled = card("643", bp=5000, text=TOLL)
    state = to_main(game([deck((tolled, 4)), deck()], seed=53))
    me = state.seats[0]
    held = unit_from_zones(state, tolled, 0)
    me.front[:] = [held]
    hand = len(me.hand)
    assert hand >= 3
    run_effects(state, 0, [effect], held)
    assert held in me.front and len(me.hand) == hand - 1
    check_invariants(state)


def test_a_phrase_with_or_inside_a_target_is_not_split():
    """"BP 3000 or less", "<A> or <B>": the words around "or" are not two verb phrases."""
    for text in ("[On Play] Choose up to 1 character on your opponent's Front Line with BP 3000 or less and retire it.",
                 "[On Play] Add up to 1 <Quill> or <Brand> from your Outside Area to your hand."):
        compiled = compile_card_text(text)
        assert compiled.complete and "choose-one" not in repr(compiled.effects), text
