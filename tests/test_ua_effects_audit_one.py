"""Union Arena effects found wrong in the first audit of newly compiled real texts: how the runtime plays them, compiled
from card texts written for Decklab (docs/engine.md, the audit bullet)."""
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, compiled_effects, deck, game, ids, pull, to_main, unit_from_zones

REVIVE_TEXT = ("[On Retire] Choose 1 of the following.@• Draw 1 card.@• If there is a face-down card under this "
               "character, play this card on your Front Line in active.")


def test_on_retire_reads_the_face_down_cards_that_were_under_it():
    """Card wording: "[On Retire] Choose 1 of the following. • Draw 1 card. • If there is a face-down card under this
    character, play this card on your Front Line in active." Seed 000 Removing cards from the field: the card goes
    to the Outside Area (the face-down cards under it too) and then its [On Retire] activates; "under this
    character" is read as the character was as it left the field, or the option could never be chosen."""
    reviver = card("A01", name="Ash Hound", bp=3000, text=REVIVE_TEXT)
    state = to_main(game([deck((reviver, 4)), deck()], seed=11))
    me = state.seats[0]
    hound = unit_from_zones(state, reviver, 0)
    hound.under = (pull(me, ids(state, reviver)[0]),)  # a face-down card under it
    me.front[:] = [hound]
    hand = len(me.hand)
    state._remove_from_field(me, hound, "own-effect")
    assert [u.card for u in me.front] == [hound.card] and not me.front[0].rested  # played again, in active
    assert len(me.hand) == hand  # (not the draw)
    bare = me.front[0]
    assert not bare.under
    state._remove_from_field(me, bare, "own-effect")
    assert me.front == [] and len(me.hand) == hand + 1  # nothing under it: the draw
    check_invariants(state)


def test_an_on_retire_condition_on_the_face_down_cards_under_it():
    """Card wording: "[On Retire] If there are 2 or more face-down cards under this character, draw 1 card." The
    condition of the whole [On Retire] effect, read as the character was as it left the field (as above)."""
    text = "[On Retire] If there are 2 or more face-down cards under this character, draw 1 card."
    keeper = card("A05", name="Vault Keeper", bp=2000, text=text)
    state = to_main(game([deck((keeper, 6)), deck()], seed=13))
    me = state.seats[0]
    for holding, drawn in ((2, 1), (1, 0)):
        vault = unit_from_zones(state, keeper, 0)
        vault.under = tuple(pull(me, ids(state, keeper)[0]) for _ in range(holding))
        me.front[:] = [vault]
        hand = len(me.hand)
        state._remove_from_field(me, vault, "own-effect")
        assert me.front == [] and len(me.hand) == hand + drawn
    check_invariants(state)


def test_if_the_chosen_character_is_another_character():
    """Card wording: "Choose 1 <Trait: Guard> character on your area, it gets +1000 BP during this turn. If the
    chosen character is another character, it gains [Impact 1] during this turn." "another": not the character
    whose effect this is (as "Choose 1 other character")."""
    text = ("[Main] [1 Per Turn] Choose 1 <Trait: Guard> character on your area, it gets +1000 BP during this turn. "
            "If the chosen character is another character, it gains [Impact 1] during this turn.")
    captain = card("A02", name="Guard Captain", bp=3000, traits=["Guard"], text=text)
    guard = card("A03", name="Gate Guard", bp=6000, traits=["Guard"])
    plain = card("A04", name="Farmhand", bp=2000)
    state = to_main(game([deck((captain, 4), (guard, 4), (plain, 4)), deck()], seed=12))
    me = state.seats[0]
    mine = unit_from_zones(state, captain, 0)
    farmhand = unit_from_zones(state, plain, 0)
    me.front[:] = [mine, farmhand]
    actions = [dict(compiled_effects(text)[0], timing="main", once_per_turn=False)]
    run_effects(state, 0, actions, mine)
    assert state._bp(mine) == 4000 and state._keyword(mine, "impact") == 0  # it chose itself: no [Impact]
    other = unit_from_zones(state, guard, 0)
    me.front[:] = [mine, farmhand, other]
    run_effects(state, 0, actions, mine)  # (the strongest is chosen)
    assert state._bp(other) == 7000 and state._keyword(other, "impact") == 1
    check_invariants(state)
