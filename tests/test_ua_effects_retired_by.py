"""Union Arena "[On Retire] If this character was retired by battle / by your effect / by your opponent's effect"
(issue 13), compiled from card texts written for Decklab and played through the engine's API (docs/engine.md, the
bullet "How a character was retired")."""
from engine.effects.compiler import compile_card_text
from engine.games.union_arena.constants import ACTIVATE, ATTACK_WITH, BLOCK, BLOCK_WITH, PASS, PLAY, TRIGGER
from engine.games.union_arena.effects_runtime import plays, run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    card,
    compiled_effects,
    deck,
    game,
    ids,
    only_in_hand,
    pull,
    setup_battle,
    to_main,
    unit_from_zones,
)

BATTLE = "[On Retire] If this character was retired by battle, draw 1 card."
OWN = "[On Retire] If this character was retired by your effect, draw 1 card."


def test_retired_by_battle_when_it_loses_a_block():
    """Seed 000, Resolution timing A: "If the attacking Character's BP is greater than or equal to the blocking
    Character's BP ... ① Remove the blocking Character from the field. ② Resolve any effects that are activated on
    removal from the field, such as 退場時". The blocker that loses was retired by battle: its [On Retire] draws; the
    one retired by an effect instead does not."""
    assert compiled_effects(BATTLE)[0]["condition"] == {"kind": "retired-by", "by": "battle"}
    brute = card("450", bp=5000)
    guard = card("451", bp=2000, text=BATTLE)
    state = to_main(game([deck((brute, 4)), deck((guard, 4))], seed=11))
    me, other = state.seats
    attacker = unit_from_zones(state, brute, 0)
    blocker = unit_from_zones(state, guard, 1)
    setup_battle(state, [attacker, unit_from_zones(state, brute, 0)], [blocker])  # (a second attacker keeps the phase)
    hand = len(other.hand)
    state.apply((ATTACK_WITH, 0, -1))
    assert state.phase == BLOCK and (BLOCK_WITH, 0) in state.legal_actions()
    state.apply((BLOCK_WITH, 0))
    while state.phase == TRIGGER:
        state.apply(PASS if PASS in state.legal_actions() else state.legal_actions()[0])
    assert blocker not in other.front and ids(state, guard)[0] in other.outside
    assert len(other.hand) == hand + 1
    check_invariants(state)


def test_retired_by_an_effect_is_not_by_battle():
    """"[On Play] Choose up to 1 character on your opponent's Front Line with BP 3000 or less and retire it." retires
    the guard by its opponent's effect: "retired by battle" does not hold, "retired by your opponent's effect" does."""
    striker_text = "[On Play] Choose up to 1 character on your opponent's Front Line with BP 3000 or less and retire it."
    theirs = "[On Retire] If this character was retired by your opponent's effect, draw 1 card."
    striker = card("452", text=striker_text)
    guard = card("453", bp=2000, text=BATTLE)
    ward = card("454", bp=2000, text=theirs)
    for record, draws in ((guard, 0), (ward, 1)):
        state = to_main(game([deck((striker, 4)), deck((guard, 4), (ward, 4))], seed=12))
        me, other = state.seats
        other.front[:] = [unit_from_zones(state, record, 1)]
        hand = len(other.hand)
        holder = state._new_unit(pull(me, ids(state, striker)[0]), 0)
        me.front.append(holder)
        run_effects(state, 0, state.table.effects[holder.card].on_play, holder)
        assert other.front == [] and len(other.hand) == hand + draws
        check_invariants(state)


def test_retired_by_your_effect_includes_a_retire_cost():
    """"[Main] [Retire this card] Draw 1 card." pays with this character: retired by your (own card's) effect, so
    "[On Retire] If this character was retired by your effect, draw 1 card." draws too (docs/engine.md)."""
    text = "[Main] [Retire this card] Draw 1 card.\n" + OWN
    compiled_effects(text)
    martyr = card("455", text=text)
    state = to_main(game([deck((martyr, 4)), deck()], seed=13))
    me = state.seats[0]
    me.front[:] = [unit_from_zones(state, martyr, 0)]
    hand = len(me.hand)
    state.apply(next(a for a in state.legal_actions() if a[0] == ACTIVATE))
    assert me.front == [] and len(me.hand) == hand + 2
    check_invariants(state)


def test_unread_ways_of_retiring_stay_uncompiled():
    for text in ("[On Retire] If this character was retired by your Event Card's effect, draw 1 card.",
                 "[On Retire] If this character was retired by your effect during this turn, draw 1 card."):
        assert not compile_card_text(text).complete
    # (not an [On Retire]: compiled, but not played)
    assert not plays(compiled_effects("[When Attacking] If this character was retired by battle, draw 1 card.")[0], False)


def test_retired_by_the_effect_of_a_named_card():
    """Card wording: "[On Retire] If this card is retired the effect of your <Pyre Rite>, draw 1 card." (as printed,
    without "by"). Read: retired by an effect of a card of yours with that name — the event that resolves; another
    event's retire does not count."""
    text = "[On Retire] If this card is retired the effect of your <Pyre Rite>, draw 1 card."
    assert compiled_effects(text)[0]["condition"] == {"kind": "retired-by", "by": "own-effect", "name": "Pyre Rite"}
    rite_text = "[Main] Choose 1 character on your area and retire it."
    ember = card("456", text=text)
    for name, draws in (("Pyre Rite", 1), ("Ash Rite", 0)):
        rite = card("457", name=name, type="event", text=rite_text)
        state = to_main(game([deck((ember, 4), (rite, 4)), deck()], seed=14))
        me = state.seats[0]
        me.front[:] = [unit_from_zones(state, ember, 0)]
        me.energy[:] = []
        only_in_hand(state, rite)
        hand = len(me.hand)
        state.apply(next(a for a in state.legal_actions() if a[0] == PLAY))
        assert me.front == [] and len(me.hand) == hand - 1 + draws
        check_invariants(state)
