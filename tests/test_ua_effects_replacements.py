"""Union Arena replacement effects ("If ..., ... instead"), compiled from card texts written for Decklab and played
through the engine's API (docs/engine.md, the last bullets). Seed 000: "When a player sustains damage" (one Life card
for each point of damage), "Removing cards from the field", Glossary ターン1 ("[1 Per Turn]")."""
from engine.games.union_arena.constants import ATTACK_WITH, BLOCK_WITH, PASS
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    card,
    compiled_effects,
    deck,
    game,
    ids,
    pull,
    setup_battle,
    to_main,
    unit_from_zones,
)

SHIELD = "[When in Frontline][1 Per Turn] If you take 2 or more damage at once, you may change it to 1 damage instead."


def test_damage_of_two_or_more_at_once_becomes_one_once_a_turn():
    """Card wording: "[When in Frontline][1 Per Turn] If you take 2 or more damage at once, you may change it to 1
    damage instead." Seed 000, When a player sustains damage: one Life card for each point; the first 2-damage attack
    takes 1 Life, the second one that turn (the [1 Per Turn] used) takes 2."""
    assert compiled_effects(SHIELD)[0]["actions"][0]["do"] == "damage-replacement"
    shield = card("R01", bp=1000, text=SHIELD)
    hitter = card("R02", bp=5000, keywords=[{"name": "damage", "value": 2}])
    state = to_main(game([deck((hitter, 4)), deck((shield, 4))], seed=301))
    attackers = [unit_from_zones(state, hitter, 0) for _ in range(2)]
    guard = unit_from_zones(state, shield, 1, rested=True)
    setup_battle(state, attackers, [guard])
    other = state.seats[1]
    life = len(other.life)
    state.apply((ATTACK_WITH, 0, -1))
    assert len(other.life) == life - 1  # 2 damage at once: 1 instead
    while state.actor == 1:  # the trigger checks of the defender
        state.apply(PASS)
    state.apply((ATTACK_WITH, 1, -1))
    assert len(other.life) == life - 3  # the second time this turn: 2
    check_invariants(state)


def test_damage_replacement_needs_its_line_and_the_amount():
    """Same wording: on the Energy Line ([When in Frontline] does not hold) the 2 damage is taken; 1 damage is never
    changed (not "2 or more")."""
    shield = card("R01", bp=1000, text=SHIELD)
    hitter = card("R02", bp=5000, keywords=[{"name": "damage", "value": 2}])
    plain = card("R03", bp=5000)
    state = to_main(game([deck((hitter, 4), (plain, 4)), deck((shield, 4))], seed=302))
    other = state.seats[1]
    other.energy[:] = [unit_from_zones(state, shield, 1, rested=True)]
    setup_battle(state, [unit_from_zones(state, hitter, 0)], [])
    life = len(other.life)
    state.apply((ATTACK_WITH, 0, -1))
    assert len(other.life) == life - 2
    check_invariants(state)


STAND_IN = ("[When in Frontline] If a character on your area other than <Rook Stand-In> is retired by your opponent's "
            "character effect, you may retire this character instead.")
RETIRE_ONE = "[On Play] Choose up to 1 character on your opponent's Front Line with BP 6000 or less and retire it."


def _stand_in_position(seed, text=STAND_IN, stand_in_bp=1000):
    stand_in = card("R11", name="Rook Stand-In", bp=stand_in_bp, text=text)
    star = card("R12", name="Queen Star", bp=5000, text="[On Retire] Draw 1 card.")
    remover = card("R13", bp=3000, text=RETIRE_ONE)
    state = to_main(game([deck((remover, 4)), deck((stand_in, 4), (star, 4))], seed=seed))
    keeper = unit_from_zones(state, stand_in, 1)
    big = unit_from_zones(state, star, 1)
    state.seats[1].front[:] = [keeper, big]
    source = unit_from_zones(state, remover, 0)
    state.seats[0].front[:] = [source]
    return state, keeper, big, source


def test_this_character_is_retired_instead_of_another():
    """Card wording: "[When in Frontline] If a character on your area other than <X> is retired by your opponent's
    character effect, you may retire this character instead." The opponent's character retires the 5000 BP character;
    the 1000 BP one is retired in its place (it is retired: seed 000, Removing cards from the field), the 5000 stays
    and its [On Retire] does not activate."""
    state, keeper, big, source = _stand_in_position(311)
    other = state.seats[1]
    hand = len(other.hand)
    run_effects(state, 0, compiled_effects(RETIRE_ONE), source)
    assert other.front == [big] and keeper.card in other.outside and len(other.hand) == hand
    check_invariants(state)


def test_no_stand_in_for_itself_an_own_effect_or_a_stronger_one():
    """Same wording: when the stand-in itself is the one retired, nothing replaces it; a retirement by its owner's own
    effect is not "by your opponent's character effect"; a stand-in worth more (7000 BP) than the one it would keep is
    not given up ("you may": docs/union-arena-engine.md, Choices made by value)."""
    state, keeper, big, source = _stand_in_position(312)
    other = state.seats[1]
    state._remove_from_field(other, keeper, "opponent-effect", "character")
    assert other.front == [big]
    state, keeper, big, source = _stand_in_position(313)
    other = state.seats[1]
    state._remove_from_field(other, big, "own-effect")
    assert other.front == [keeper] and big.card in other.outside
    state, keeper, big, source = _stand_in_position(314, stand_in_bp=7000)
    other = state.seats[1]
    run_effects(state, 0, compiled_effects(RETIRE_ONE), source)
    assert other.front == [keeper] and big.card in other.outside
    check_invariants(state)


def test_a_stand_in_for_a_named_character_and_by_any_effect():
    """Card wordings: "[When in Frontline] If your <X> would be retired by your opponent's effect, you may retire this
    card instead." — a trigger's retire (the opponent's effect) is replaced; and "If a character on your area other than
    <Y> is retired, other than by its BP become 0 or less, you may retire this character instead" — a lost battle is
    replaced, BP 0 or less (a rule, not an effect) is not."""
    named = "[When in Frontline] If your <Queen Star> would be retired by your opponent's effect, you may retire this card instead."
    state, keeper, big, source = _stand_in_position(315, text=named)
    other = state.seats[1]
    state._remove_from_field(other, big, "opponent-effect", "trigger")
    assert other.front == [big] and keeper.card in other.outside
    wide = ("[When in Frontline] If a character on your area other than <Rook Stand-In> is retired, other than by its BP "
            "become 0 or less, you may retire this character instead.")
    state, keeper, big, source = _stand_in_position(316, text=wide)
    other = state.seats[1]
    state._remove_from_field(other, big, "rule")
    assert other.front == [keeper]
    state, keeper, big, source = _stand_in_position(317, text=wide)
    other = state.seats[1]
    state._remove_from_field(other, big, "battle")
    assert other.front == [big]
    check_invariants(state)


def test_a_once_per_turn_retire_replacement_is_used_once():
    """Card wording: "[1 Per Turn] If this character would be retired by your opponent's effect, you may place 1 card
    from your hand to the Outside Area instead." (Glossary ターン1: once per turn for each card that has it): the first
    retirement that turn costs a card instead, the second retires it."""
    text = ("[1 Per Turn] If this character would be retired by your opponent's effect, you may place 1 card from your "
            "hand to the Outside Area instead.")
    state, keeper, big, source = _stand_in_position(318, text=text, stand_in_bp=5000)
    other = state.seats[1]
    hand = len(other.hand)
    state._remove_from_field(other, keeper, "opponent-effect", "character")
    assert keeper in other.front and len(other.hand) == hand - 1
    state._remove_from_field(other, keeper, "opponent-effect", "character")
    assert keeper not in other.front and len(other.hand) == hand - 1
    check_invariants(state)


RETURN_ONE = "[On Play] Choose up to 1 character on your opponent's Front Line with BP 6000 or less and return it to the hand."
BOTTOM_ONE = ("[On Play] Choose up to 1 character on your opponent's Front Line with BP 6000 or less and place it at the "
              "bottom of your opponent's deck.")


def _leaver_position(seed, text):
    leaver = card("R21", name="Vell Marsh", bp=5000, text=text)
    doll = card("R22", name="Patch Doll", bp=1000)
    remover = card("R23", bp=3000)
    state = to_main(game([deck((remover, 4)), deck((leaver, 4), (doll, 4))], seed=seed))
    other = state.seats[1]
    kept = unit_from_zones(state, leaver, 1)
    other.front[:] = [kept]
    other.deck[:0] = other.hand
    other.hand[:] = []
    source = unit_from_zones(state, remover, 0)
    state.seats[0].front[:] = [source]
    return state, kept, source, doll


def test_leave_the_area_due_to_an_opponent_effect_pays_a_named_card():
    """Card wording: "[1 Per Turn] If this character would leave the area due to an opponent's effect, you may place 1
    <X> from your hand to the Outside Area instead." Leaving the area is being retired, returned to the hand or placed
    in the deck (seed 000, Removing cards from the field: placing is not removing, but the card leaves the area): the
    opponent's return is replaced by placing the <X> from the hand; without an <X> in the hand it is not; once a turn."""
    text = ("[1 Per Turn] If this character would leave the area due to an opponent's effect, you may place 1 <Patch "
            "Doll> from your hand to the Outside Area instead.")
    state, kept, source, doll = _leaver_position(321, text)
    other = state.seats[1]
    other.hand[:] = [pull(other, ids(state, doll)[0]), pull(other, ids(state, doll)[0])]
    run_effects(state, 0, compiled_effects(BOTTOM_ONE), source)
    assert other.front == [kept] and len(other.hand) == 1 and ids(state, doll)[0] in other.outside
    run_effects(state, 0, compiled_effects(RETURN_ONE), source)  # [1 Per Turn]: used this turn
    assert other.front == [] and kept.card in other.hand
    state, kept, source, doll = _leaver_position(322, text)
    other = state.seats[1]
    other.hand[:] = [card_id for card_id in other.deck[:3] if card_id not in ids(state, doll)]
    del other.deck[:3]
    run_effects(state, 0, compiled_effects(RETURN_ONE), source)
    assert other.front == [] and kept.card in other.hand  # no <Patch Doll> in the hand
    check_invariants(state)


def test_it_does_not_leave_the_area_and_returning_to_the_hand_is_replaced():
    """Card wordings: 'During this turn, this character gets "If this character would leave the area due to an
    opponent's effect, it does not instead"' — the opponent's return does nothing, its own player's effect is not
    replaced; "[Your Turn] If this character would return to your hand, you may place 1 card from your hand to the
    Outside Area instead" — in its player's turn only, and only a return (a retire is not replaced)."""
    granted = ('[On Play] During this turn, this character gets "If this character would leave the area due to an '
               'opponent\'s effect, it does not instead".')
    state, kept, source, doll = _leaver_position(323, granted)
    other = state.seats[1]
    run_effects(state, 1, compiled_effects(granted), kept)
    run_effects(state, 0, compiled_effects(RETURN_ONE), source)
    assert other.front == [kept]
    state._remove_from_field(other, kept, "opponent-effect", "character")
    assert other.front == [kept]
    state._remove_from_field(other, kept, "own-effect")
    assert other.front == [] and kept.card in other.outside

    text = "[Your Turn] If this character would return to your hand, you may place 1 card from your hand to the Outside Area instead."
    state, kept, source, doll = _leaver_position(324, text)
    other = state.seats[1]
    other.hand[:] = [other.deck.pop()]
    run_effects(state, 0, compiled_effects(RETURN_ONE), source)  # seat 0's turn: not "[Your Turn]" for seat 1
    assert other.front == [] and kept.card in other.hand
    state, kept, source, doll = _leaver_position(325, text)
    other = state.seats[1]
    other.hand[:] = [other.deck.pop()]
    state.player = 1
    run_effects(state, 0, compiled_effects(RETURN_ONE), source)
    assert other.front == [kept] and other.hand == []
    state._remove_from_field(other, kept, "opponent-effect", "character")
    assert other.front == []  # retired: not a return
    check_invariants(state)


def test_face_down_cards_are_given_up_instead_of_leaving():
    """Card wording: "If there is a face-down card under this character and this character would leave the area by
    your opponent's effect, you may place 1 face-down card under this character to the Outside Area instead." The
    opponent's placing it at the bottom of the deck takes the face-down card instead; with none under it, it goes."""
    text = ("If there is a face-down card under this character and this character would leave the area by your "
            "opponent's effect, you may place 1 face-down card under this character to the Outside Area instead.")
    state, kept, source, doll = _leaver_position(326, text)
    other = state.seats[1]
    face_down = other.deck.pop()
    kept.under = (face_down,)
    run_effects(state, 0, compiled_effects(BOTTOM_ONE), source)
    assert other.front == [kept] and kept.under == () and face_down in other.outside
    run_effects(state, 0, compiled_effects(BOTTOM_ONE), source)
    assert other.front == [] and other.deck[0] == kept.card
    check_invariants(state)


def test_a_character_kept_rested_at_the_end_phase_when_rested_is_worth_something():
    """Card wording: "[Your Turn] You don't have to set this character to active during the End Phase." Seed 000, End
    Phase 2: "Switch all the Character and Field cards on your field in Rest Mode to Active Mode" — this one may stay
    rested; its player keeps it so when its own effect reads it rested ("If this character is rested, this character
    cannot be chosen by your opponent's effects"), else sets it to active like the others; the next Start Phase sets it
    to active (Start Phase 2 is not the End Phase)."""
    lazy = "[Your Turn] You don't have to set this character to active during the End Phase."
    guarded = ("[When in Frontline] If this character is rested, this character cannot be chosen by your opponent's "
               "effects.@" + lazy)
    sentry = card("R31", bp=3000, text=guarded)
    idler = card("R32", bp=3000, text=lazy)
    state = to_main(game([deck((sentry, 4), (idler, 4)), deck()], seed=331))
    me = state.seats[0]
    kept, other = unit_from_zones(state, sentry, 0, rested=True), unit_from_zones(state, idler, 0, rested=True)
    me.front[:] = [kept, other]
    state._end_turn()
    assert kept.rested and not other.rested
    state._end_turn()  # the opponent's turn ends; seat 0's Start Phase
    assert not kept.rested
    check_invariants(state)


def test_placed_face_down_under_a_named_character_instead_of_the_outside_area():
    """Card wording: "When this character is placed from your area to the Outside Area, you may place this card
    face-down under a <X> on your area instead." Retired by the opponent's effect or by BP 0 or less (seed 000, If BP
    drops to 0 or less: removed from the field, to the Outside Area), it goes face-down under the <X> instead (not
    retired: no [On Retire]); with no <X> on the area it goes to the Outside Area; one whose [On Retire] would draw a card
    is let go ("you may": docs/union-arena-engine.md, Choices made by value)."""
    text = ("When this character is placed from your area to the Outside Area, you may place this card face-down under "
            "a <Orin Vale> on your area instead.")
    diver = card("R41", bp=3000, text=text)
    drawer = card("R42", bp=3000, text=text + "@[On Retire] Draw 1 card.")
    orin = card("R43", name="Orin Vale", bp=4000)
    state = to_main(game([deck((diver, 4), (drawer, 4), (orin, 4)), deck()], seed=341))
    me = state.seats[0]
    host, first, second = unit_from_zones(state, orin, 0), unit_from_zones(state, diver, 0), unit_from_zones(state, diver, 0)
    me.front[:] = [host, first, second]
    state._remove_from_field(me, first, "opponent-effect", "character")
    assert me.front == [host, second] and host.under == (first.card,) and first.card not in me.outside
    second.bonus = -3000
    state._remove_from_field(me, second, "rule")  # BP 0 or less
    assert me.front == [host] and host.under == (first.card, second.card)
    hand = len(me.hand)
    third = unit_from_zones(state, drawer, 0)
    me.front.append(third)
    state._remove_from_field(me, third, "opponent-effect", "character")
    assert third.card in me.outside and len(me.hand) == hand + 1  # its [On Retire] drew a card
    state._remove_from_field(me, host, "own-effect")  # (the cards under it go to the Outside Area with it)
    fourth = unit_from_zones(state, diver, 0)
    me.front[:] = [fourth]
    state._remove_from_field(me, fourth, "opponent-effect", "character")
    assert me.front == [] and fourth.card in me.outside  # no <Orin Vale> on the area
    check_invariants(state)


def test_the_opponent_draws_are_drawn_by_you_instead():
    """Card wording: "[Your Turn][When in Frontline] If your opponent draws cards by your effect, you draw the same
    number of cards instead." In its player's turn, "Your opponent draws 2 cards" makes that player draw 2 and the
    opponent none; on the Energy Line ([When in Frontline] does not hold) the opponent draws them."""
    text = ("[Your Turn][When in Frontline] If your opponent draws cards by your effect, you draw the same number of cards "
            "instead.")
    thief = card("R51", bp=3000, text=text)
    gift = compiled_effects("Your opponent draws 2 cards.")
    state = to_main(game([deck((thief, 4)), deck()], seed=351))
    me, other = state.seats[0], state.seats[1]
    me.front[:] = [unit_from_zones(state, thief, 0)]
    mine, theirs = len(me.hand), len(other.hand)
    run_effects(state, 0, gift, None)
    assert len(me.hand) == mine + 2 and len(other.hand) == theirs
    me.energy[:] = [me.front.pop()]
    run_effects(state, 0, gift, None)
    assert len(me.hand) == mine + 2 and len(other.hand) == theirs + 2
    check_invariants(state)


def test_moved_to_the_energy_line_only_after_losing_to_a_small_character():
    """Card wording: "[Opponent's Turn] If this character loses a battle with a character with BP 3000 or less, move it
    to the Energy Line instead of being retired." Seed 000 Resolution timing A: the blocker that loses is removed from
    the field — instead moved, when the attacker that won has BP 3000 or less; against a 5000 BP attacker it is retired."""
    text = ("[Opponent's Turn] If this character loses a battle with a character with BP 3000 or less, move it to the "
            "Energy Line instead of being retired.")
    dodger = card("R61", bp=2000, text=text)
    small, big = card("R62", bp=3000), card("R63", bp=5000)
    for seed, attacker_card, moved in ((361, small, True), (362, big, False)):
        state = to_main(game([deck((small, 4), (big, 4)), deck((dodger, 4))], seed=seed))
        attacker = unit_from_zones(state, attacker_card, 0)
        blocker = unit_from_zones(state, dodger, 1)
        setup_battle(state, [attacker], [blocker])
        state.apply((ATTACK_WITH, 0, -1))
        state.apply((BLOCK_WITH, 0))
        assert state.seats[1].front == []
        assert (state.seats[1].energy == [blocker]) is moved and (blocker.card in state.seats[1].outside) is not moved
        check_invariants(state)


def test_returned_to_the_hand_with_its_raid_source_or_instead_of_leaving():
    """Card wordings: "If this character would return from your area to your hand, return this character and this
    character raid source to your hand instead" — the Raid base goes to the hand too (seed 000, If a Raid Boosted
    Character is moved to a location other than the field: the bottom card would go to the Outside Area); "If this
    character would leave the area, return this card to your hand instead" — retired by the opponent's effect, it goes
    to the hand (not retired: no [On Retire])."""
    text = ("If this character would return from your area to your hand, return this character and this character raid "
            "source to your hand instead.")
    state, kept, source, doll = _leaver_position(371, text)
    other = state.seats[1]
    kept.base = pull(other, ids(state, doll)[0])
    run_effects(state, 0, compiled_effects(RETURN_ONE), source)
    assert other.front == [] and kept.card in other.hand and ids(state, doll)[0] in other.hand
    assert ids(state, doll)[0] not in other.outside
    check_invariants(state)
    text = "If this character would leave the area, return this card to your hand instead.@[On Retire] Draw 1 card."
    state, kept, source, doll = _leaver_position(372, text)
    other = state.seats[1]
    state._remove_from_field(other, kept, "opponent-effect", "character")
    assert other.front == [] and other.hand == [kept.card]
    check_invariants(state)
