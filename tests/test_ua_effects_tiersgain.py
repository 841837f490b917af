"""Union Arena: gains a character takes by a count — "same amount of [Damage +1] as the chosen <X>" (as many Damage +1
as the card the step before chose has, printed and gained, counted as the step resolves), tiers of abilities by the
number of cards in the Remove Area, and "For every N cards in your Outside Area, this character gains +1 generated
energy" (a continuous amount counted while it is read)."""
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    card,
    compiled_effects,
    deck,
    effects_of,
    game,
    to_main,
    unit_from_zones,
)

COPIER = ("[Main] Choose up to 1 <Vessa Rook> on your area. This character gains +1000 BP and same amount of "
          "[Damage +1] as the chosen <Vessa Rook> during this turn.")
STACKER = "[Main] For every 2 cards in your Remove Area, this character gains [Damage +1] during this turn."


def _copier_game(seed, stacker_text=STACKER, **fields):
    copier = card("T01", name="Ilka Dorne", bp=3000, text=COPIER)
    stacker = card("T02", name="Vessa Rook", bp=2000, text=stacker_text, **fields)
    state = to_main(game([deck((copier, 4), (stacker, 4)), deck()], seed=seed))
    me = state.seats[0]
    this, other = unit_from_zones(state, copier, 0), unit_from_zones(state, stacker, 0)
    me.front[:] = [this, other]
    return state, copier, stacker, this, other


def test_the_same_amount_of_damage_plus_as_the_chosen_character_has_gained():
    """Card wording: "Choose up to 1 <X> on your area. This character gains +1000 BP and same amount of [Damage +1] as
    the chosen <X> during this turn." The chosen <X> gained [Damage +1] twice (for every 2 of 4 cards in the Remove
    Area): this character gains [Damage +1] twice and +1000 BP, for the turn."""
    state, copier, stacker, this, other = _copier_game(41)
    me = state.seats[0]
    me.remove[:] = [me.deck.pop() for _ in range(4)]
    run_effects(state, 0, effects_of(state, stacker).activated, other)
    assert state._damage_of(other) == 3
    run_effects(state, 0, effects_of(state, copier).activated, this)
    assert state._damage_of(this) == 3 and state._bp(this) == 4000
    check_invariants(state)


def test_the_count_is_the_chosen_characters_as_the_step_resolves():
    """The amount is read as the step resolves: a chosen <X> with no [Damage +1] gives none (the +1000 BP still), and
    what it gains afterwards is not copied."""
    state, copier, stacker, this, other = _copier_game(42)
    me = state.seats[0]
    run_effects(state, 0, effects_of(state, copier).activated, this)
    assert state._damage_of(this) == 1 and state._bp(this) == 4000
    me.remove[:] = [me.deck.pop() for _ in range(2)]
    run_effects(state, 0, effects_of(state, stacker).activated, other)
    assert state._damage_of(other) == 2 and state._damage_of(this) == 1
    check_invariants(state)


def test_a_printed_damage_plus_of_the_chosen_character_counts():
    """"same amount of [Damage +1] as the chosen <X>": a [Damage +1] printed on the chosen card is one it has."""
    state, copier, stacker, this, other = _copier_game(43, stacker_text="[Damage +1]",
                                                       keywords=[{"name": "damage-plus", "value": 1}])
    assert state._damage_of(other) == 2
    run_effects(state, 0, effects_of(state, copier).activated, this)
    assert state._damage_of(this) == 2
    check_invariants(state)


def test_the_chosen_name_must_be_the_one_the_step_before_chose():
    """"as the chosen <Y>" after a choice of <X>, or with no choice before, is not read (nothing is guessed)."""
    from engine.effects.compiler import compile_card_text

    for text in ("[Main] Choose up to 1 <Vessa Rook> on your area. This character gains same amount of [Damage +1] as "
                 "the chosen <Ilka Dorne> during this turn.",
                 "[Main] Draw 1 card. This character gains same amount of [Damage +1] as the chosen character during "
                 "this turn."):
        assert not compile_card_text(text).complete


TIERS = ("This character gains all the following effects based on the number of cards in your Remove Area.@"
         "• 3 or more: [Your Turn] This character gets +1000 BP.@"
         "• 6 or more: [Impact 1]")


def test_tiers_by_the_cards_in_the_remove_area():
    """Card wording "This character gains all the following effects based on the number of cards in your Remove Area.
    • 3 or more: ... • 6 or more: [Impact 1]": each tier while the Remove Area holds that many cards."""
    holder = card("T03", bp=2000, text=TIERS)
    state = to_main(game([deck((holder, 4)), deck()], seed=44))
    me = state.seats[0]
    this = unit_from_zones(state, holder, 0)
    me.front[:] = [this]
    assert state._bp(this) == 2000 and state._impact(this) == 0
    me.remove[:] = [me.deck.pop() for _ in range(3)]
    assert state._bp(this) == 3000 and state._impact(this) == 0
    me.remove += [me.deck.pop() for _ in range(3)]
    assert state._bp(this) == 3000 and state._impact(this) == 1
    check_invariants(state)


EVERY_TEN = "For every 10 cards in your Outside Area, this character gains +1 [purple] generated energy."


def test_generated_energy_for_every_ten_cards_in_the_outside_area():
    """Card wording "For every 10 cards in your Outside Area, this character gains +1 [purple] generated energy": a
    continuous amount, counted whenever the energy is read (9 cards: none; 10: +1; 20: +2)."""
    assert compiled_effects(EVERY_TEN)[0]["actions"][0]["per_every"] == 10
    holder = card("T04", color="purple", generated_energy=1, text=EVERY_TEN)
    state = to_main(game([deck((holder, 4)), deck()], seed=45))
    me = state.seats[0]
    this = unit_from_zones(state, holder, 0)
    me.energy[:] = [this]
    me.outside[:] = [me.deck.pop() for _ in range(9)]
    assert state._generated(this) == 1
    me.outside.append(me.deck.pop())
    assert state._generated(this) == 2
    me.outside += [me.deck.pop() for _ in range(10)]
    assert state._generated(this) == 3
    check_invariants(state)


def test_generated_energy_for_each_card_counted_as_the_step_resolves():
    """"[On Play] For each <Trait: X> card on your Front Line, this character gets +1 generated energy during this
    turn": counted once, as the effect resolves (later changes do not move it)."""
    holder = card("T05", text="[On Play] For each <Trait: Lantern> card on your Front Line, this character gets +1 "
                              "generated energy during this turn.")
    lit = card("T06", traits="Lantern")
    state = to_main(game([deck((holder, 4), (lit, 4)), deck()], seed=46))
    me = state.seats[0]
    this = unit_from_zones(state, holder, 0)
    me.front[:] = [unit_from_zones(state, lit, 0), unit_from_zones(state, lit, 0)]
    me.energy[:] = [this]
    run_effects(state, 0, effects_of(state, holder).on_play, this)
    assert state._generated(this) == 3
    me.outside += [u.card for u in me.front]
    me.front[:] = []
    assert state._generated(this) == 3
    check_invariants(state)
