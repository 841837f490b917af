"""Union Arena mechanics real sets use (issue 13, point 2), compiled from card texts written for Decklab.

Each scenario builds its position through the engine's API and names the seed 000 section or the card wording it
follows."""
from engine.effects.compiler import compile_card_text
from engine.games.union_arena.constants import ACTIVATE, ATTACK_WITH, BLOCK_WITH, FRONT, PLAY
from engine.games.union_arena.effects_runtime import matches_card, run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    PLAIN,
    assert_battle_bonus_ends_with_the_battle,
    card,
    deck,
    game,
    ids,
    pull,
    setup_battle,
    to_main,
)


def test_during_this_battle_compiles_and_ends_with_the_battle():
    """Seed 000, Resolution timing: "Effects that are specified to be valid for the duration of the battle become
    invalid." Wording: "... gets +N BP during this battle" / "for the duration of the battle"."""
    text = "[When Attacking] This character gets +3000 BP during this battle."
    compiled = compile_card_text(text)
    assert compiled.complete and compiled.effects[0]["actions"][0]["duration"] == "this-battle"
    other = compile_card_text("[When Attacking] This character gets [Impact +1] for the duration of the battle.")
    assert other.complete and other.effects[0]["actions"][0]["duration"] == "this-battle"
    brave = card("700", bp=2000, text=text)
    assert_battle_bonus_ends_with_the_battle(brave, "701")


FACE_DOWN_TEXT = ("[On Play] Place the top 2 cards of your deck face down under this character.\n"
                  "[When Attacking] If there are 2 or more face-down cards under this character, draw 1 card.\n"
                  "[Main] [1 Per Turn] Look at the face-down cards under this character and add up to 1 card among "
                  "them to your hand.")


def test_face_down_cards_under_a_character():
    """Card wording: "place the top N cards of your deck face-down under this character", conditions that count them,
    "look at the face-down cards under this character and add up to N among them to your hand"; the pile leaves the
    field with its character (to the Outside Area, as a Raid base does: seed 000, Raid Boost)."""
    assert compile_card_text(FACE_DOWN_TEXT).complete
    keeper = card("702", bp=3000, text=FACE_DOWN_TEXT)
    state = to_main(game([deck((keeper, 4)), deck()], seed=40))
    me = state.seats[0]
    me.deck.extend(me.hand)
    me.hand[:] = [me.deck.pop(me.deck.index(ids(state, keeper)[0]))]
    me.ap[:] = [True]
    top_two = me.deck[-2:]
    state.apply((PLAY, 0, FRONT, -1))
    holder = me.front[0]
    assert sorted(holder.under) == sorted(top_two) and state.table.effects[holder.card].complete
    check_invariants(state)
    number = next(a for a in state.legal_actions() if a[0] == ACTIVATE)
    state.apply(number)
    assert len(holder.under) == 1 and len(me.hand) == 1
    check_invariants(state)
    effects = state.table.effects[holder.card]
    run_effects(state, 0, effects.when_attacking, holder)  # one card left: the condition fails
    assert len(me.hand) == 1
    holder.under += (me.deck.pop(),)
    run_effects(state, 0, effects.when_attacking, holder)
    assert len(me.hand) == 2
    left = holder.under
    state._remove_from_field(me, holder)
    assert all(c in me.outside for c in left) and holder.card in me.outside
    check_invariants(state)


CHOOSER_TEXT = ("[On Play] Choose 1 of the following effects. If you have 3 or less cards in your Life Area, it's 2 "
                "instead.\n• Draw 1 card.\n• Choose up to 1 character on your opponent's Front Line with BP 3000 or "
                "less and retire it.")


def _chooser_position(seed, life):
    chooser = card("703", bp=2000, text=CHOOSER_TEXT)
    guard = card("704", bp=3000)
    state = to_main(game([deck((chooser, 4)), deck((guard, 4))], seed=seed))
    me, other = state.seats
    me.deck.extend(me.hand)
    me.hand[:] = [me.deck.pop(me.deck.index(ids(state, chooser)[0]))]
    me.outside.extend(me.life[life:])
    del me.life[life:]
    me.ap[:] = [True]
    other.deck.remove(ids(state, guard)[0])
    other.front[:] = [state._new_unit(ids(state, guard)[0], 1)]
    return state


def test_choose_n_of_the_following_by_value_with_a_conditional_count():
    """Card wording: "Choose 1 of the following effects. If <condition>, it's 2 instead." then "•" options. The
    engine takes the options worth most now (removing a 3000 BP character beats drawing a card), not the first
    printed; with the condition met it takes two."""
    assert compile_card_text(CHOOSER_TEXT).complete
    state = _chooser_position(41, life=7)
    me, other = state.seats
    state.apply((PLAY, 0, FRONT, -1))
    assert other.front == [] and me.hand == []  # retired the guard, did not draw
    check_invariants(state)
    state = _chooser_position(42, life=3)
    me, other = state.seats
    state.apply((PLAY, 0, FRONT, -1))
    assert other.front == [] and len(me.hand) == 1  # both
    check_invariants(state)


REMOVER_TEXT = "[On Play] Choose up to 1 character on your opponent's Front Line with BP 5000 or less and retire it."


def _protected_position(seed, text):
    remover = card("705", bp=1000, text=REMOVER_TEXT)
    shielded = card("706", bp=3000, text=text)
    state = to_main(game([deck((remover, 4)), deck((shielded, 4))], seed=seed))
    me, other = state.seats
    me.deck.extend(me.hand)
    me.hand[:] = [me.deck.pop(me.deck.index(ids(state, remover)[0]))]
    me.ap[:] = [True]
    other.deck.remove(ids(state, shielded)[0])
    guard = state._new_unit(ids(state, shielded)[0], 1)
    other.front[:] = [guard]
    return state, guard


def test_cannot_be_chosen_by_your_opponents_trigger_effects():
    """Card wording: "This character cannot be chosen by your opponent's trigger effects." (by "trigger"): a Color or
    Special trigger passes it by, a character's effect still chooses it. The plain wording ("... by your opponent's
    effects") compiles to by "opponent" and stops both."""
    assert compile_card_text("This character cannot be chosen by your opponent's effects.").effects[0]["actions"] == [
        {"do": "cannot-be-chosen", "by": "opponent"}]
    state, guard = _protected_position(43, "This character cannot be chosen by your opponent's trigger effects.")
    assert state._trigger_targets(state.seats[1], lambda u: True) == []
    state.apply((PLAY, 0, FRONT, -1))
    assert state.seats[1].front == [] and guard.card in state.seats[1].outside
    state, guard = _protected_position(44, "This character cannot be chosen by your opponent's effects.")
    assert state._trigger_targets(state.seats[1], lambda u: True) == []
    state.apply((PLAY, 0, FRONT, -1))
    assert state.seats[1].front == [guard]


def test_cannot_be_removed_from_the_field_by_your_opponents_abilities():
    """Card wording: "This character cannot be removed from the field by your opponent's abilities.": the opponent's
    effects (a character's "retire it", the Special trigger) leave it on the field; losing a battle is no ability
    (seed 000, Removing cards from the field) and still retires it."""
    state, guard = _protected_position(45, "This character cannot be removed from the field by your opponent's abilities.")
    state.apply((PLAY, 0, FRONT, -1))
    assert state.seats[1].front == [guard]
    state._sideline(state.seats[1], lambda u: True)  # the Special trigger's removal
    assert state.seats[1].front == [guard]
    state._remove_from_field(state.seats[1], guard)  # a lost battle
    assert state.seats[1].front == [] and guard.card in state.seats[1].outside
    check_invariants(state)


def test_move_to_the_energy_line_instead_of_being_retired():
    """Card wording: "If this character loses a battle, move it to the Energy Line instead of being retired." and
    "If this character would be retired by your opponent's effect, you may place 1 card from your hand to the Outside
    Area instead." (replacement effects: the retirement does not happen, so no [On Retire])."""
    text = "[Opponent's Turn] If this character loses a battle, move it to the Energy Line instead of being retired."
    assert compile_card_text(text).complete
    dodger = card("707", bp=2000, text=text)
    brute = card("708", bp=5000)
    state = to_main(game([deck((brute, 4)), deck((dodger, 4))], seed=46))
    attacker = state._new_unit(ids(state, brute)[0], 0)
    attacker.rested = False
    state.seats[0].deck.remove(attacker.card)
    blocker = state._new_unit(ids(state, dodger)[0], 1)
    blocker.rested = False
    state.seats[1].deck.remove(blocker.card)
    setup_battle(state, [attacker], [blocker])
    state.apply((ATTACK_WITH, 0, -1))
    state.apply((BLOCK_WITH, 0))
    assert state.seats[1].front == [] and state.seats[1].energy == [blocker]  # lost the battle, moved instead
    check_invariants(state)

    state, guard = _protected_position(47, "If this character would be retired by your opponent's effect, you may "
                                           "place 1 card from your hand to the Outside Area instead.")
    other = state.seats[1]
    hand = len(other.hand)
    state.apply((PLAY, 0, FRONT, -1))
    assert other.front == [guard] and len(other.hand) == hand - 1  # paid a card instead
    other.deck.extend(other.hand)
    other.hand[:] = []
    state._remove_from_field(other, guard, "opponent-effect")  # no card to pay: retired
    assert other.front == [] and guard.card in other.outside
    check_invariants(state)


def test_history_condition_a_card_with_n_ap_used_this_turn():
    """Card wording: "If you've used a card with 2 AP consumption during this turn, draw 1 card." (what the player
    used this turn: seed 000, Main Phase, playing a card pays its AP cost)."""
    text = "[On Play] If you've used a card with 2 AP consumption during this turn, draw 1 card."
    assert compile_card_text(text).complete
    heavy = card("709", ap_cost=2, bp=4000)
    reader = card("710", text=text)
    state = to_main(game([deck((heavy, 4), (reader, 4)), deck()], seed=48))
    me = state.seats[0]
    me.deck.extend(me.hand)
    me.hand[:] = [me.deck.pop(me.deck.index(ids(state, reader)[0]))]
    me.ap[:] = [True, True, True]
    state.apply((PLAY, 0, FRONT, -1))
    assert me.hand == []  # nothing with 2 AP used yet
    me.hand[:] = [me.deck.pop(me.deck.index(ids(state, heavy)[0])), me.deck.pop(me.deck.index(ids(state, reader)[0]))]
    state.apply((PLAY, 0, FRONT, -1))  # the 2 AP card
    me.ap[:] = [True]
    state.apply((PLAY, 0, FRONT, -1))  # the reader again: now it draws
    assert len(me.hand) == 1
    check_invariants(state)


def test_also_treated_as_having_required_energy():
    """Card wording: "This card is also treated as having required energy of 4.": a filter "required energy of 4 or
    more" matches it as well as one of its printed required energy."""
    text = "This card is also treated as having required energy of 4."
    assert compile_card_text(text).complete
    twin = card("711", required_energy=1, bp=1000, text=text)
    plain = card("712", required_energy=1, bp=1500)
    state = to_main(game([deck((twin, 4), (plain, 4)), deck()], seed=49))
    twin_id, plain_id = ids(state, twin)[0], ids(state, plain)[0]
    assert matches_card(state, twin_id, {"energy_min": 4}) and matches_card(state, twin_id, {"energy_max": 1})
    assert not matches_card(state, plain_id, {"energy_min": 4})
    assert not matches_card(state, twin_id, {"energy_min": 2, "energy_max": 3})


def test_when_this_card_is_milled_by_your_effect():
    """Card wording: "When this card is placed from your deck to the Outside Area by your card effect, you may add this
    card from the Outside Area to your hand." (a mill effect: "place the top N cards of your deck in the Outside
    Area")."""
    echo_text = ("When this card is placed from your deck to the Outside Area by your card effect, you may add this "
                 "card from the Outside Area to your hand.")
    assert compile_card_text(echo_text).complete
    echo = card("713", text=echo_text)
    digger = card("714", text="[On Play] Place the top 2 cards of your deck in the Outside Area.")
    state = to_main(game([deck((echo, 4), (digger, 4)), deck()], seed=50))
    me = state.seats[0]
    me.deck.extend(me.hand)
    me.hand[:] = [me.deck.pop(me.deck.index(ids(state, digger)[0]))]
    echo_id = ids(state, echo)[0]
    me.deck.remove(echo_id)
    me.deck.append(echo_id)  # on top
    me.ap[:] = [True]
    state.apply((PLAY, 0, FRONT, -1))
    assert me.hand == [echo_id] and len(me.outside) == 1
    check_invariants(state)


def test_play_and_add_from_the_remove_area():
    """Card wording: "Play up to 1 character with required energy of 2 or less from your Remove Area to your Front
    Line." and "Add up to 1 <X> from your Remove Area to your hand." (seed 000, Remove Area: cards placed there stay
    until an effect uses them)."""
    caller_text = ("[On Play] Play up to 1 character with required energy of 2 or less from your Remove Area to your "
                   "Front Line.\n[When Attacking] Add up to 1 <Ivy> from your Remove Area to your hand.")
    assert compile_card_text(caller_text).complete
    caller = card("715", text=caller_text)
    ivy = card("716", name="Ivy", required_energy=2, bp=2500)
    state = to_main(game([deck((caller, 4), (ivy, 4)), deck()], seed=51))
    me = state.seats[0]
    me.deck.extend(me.hand)
    me.hand[:] = [me.deck.pop(me.deck.index(ids(state, caller)[0]))]
    ivy_id = ids(state, ivy)[0]
    for _ in range(2):
        me.deck.remove(ivy_id)
        me.remove.append(ivy_id)
    me.ap[:] = [True]
    state.apply((PLAY, 0, FRONT, -1))
    assert [u.card for u in me.front][-1] == ivy_id and me.remove == [ivy_id]
    run_effects(state, 0, state.table.effects[me.front[0].card].when_attacking, me.front[0])
    assert me.remove == [] and me.hand == [ivy_id]
    check_invariants(state)




def test_place_at_the_bottom_of_the_deck():
    """Card wording: "... place it at the bottom of its owner's deck" (an opposing character: a removal, so protections
    apply) and "You may place 3 <X> from your Outside Area at the bottom of your deck. If you did, draw 2 cards."
    (exactly 3: with fewer nothing happens)."""
    bouncer = card("717", text="[On Play] Choose up to 1 character on your opponent's Front Line with BP 3000 or less "
                               "and place it at the bottom of its owner's deck.")
    recycler_text = ("[On Play] You may place 3 <Ivy> from your Outside Area at the bottom of your deck. If you did, "
                     "draw 2 cards.")
    recycler = card("718", text=recycler_text)
    ivy = card("719", name="Ivy")
    guard = card("720", bp=3000)
    assert compile_card_text(recycler_text).complete
    state = to_main(game([deck((bouncer, 4), (recycler, 4), (ivy, 4)), deck((guard, 4))], seed=52))
    me, other = state.seats
    me.deck.extend(me.hand)
    me.hand[:] = [pull(me, ids(state, bouncer)[0])]
    me.ap[:] = [True, True, True]
    guard_id = ids(state, guard)[0]
    next(place for place in (other.deck, other.hand, other.life) if guard_id in place).remove(guard_id)
    other.front[:] = [state._new_unit(guard_id, 1)]
    state.apply((PLAY, 0, FRONT, -1))
    assert other.front == [] and other.deck[0] == guard_id
    ivy_id = ids(state, ivy)[0]
    for _ in range(2):
        me.outside.append(pull(me, ivy_id))
    me.hand[:] = [pull(me, ids(state, recycler)[0])]
    state.apply((PLAY, 0, FRONT, -1))
    assert me.outside.count(ivy_id) == 2 and me.hand == []  # only 2: not done, no draw
    me.outside.append(pull(me, ivy_id))
    me.hand[:] = [pull(me, ids(state, recycler)[0])]
    state.apply((PLAY, 0, FRONT, -1))
    assert ivy_id not in me.outside and me.deck[:3] == [ivy_id] * 3 and len(me.hand) == 2
    check_invariants(state)


def test_a_gained_step_and_generated_energy_conditions():
    """Card wording: "If you have 6 or more generated energy, this character gains [Step]." (seed 000, Step: a
    character on the Front Line may move to the Energy Line in the Move Phase)."""
    text = "If you have 2 or more generated energy, this character gains [Step]."
    assert compile_card_text(text).complete
    stepper = card("721", text=text)
    state = to_main(game([deck((stepper, 4)), deck()], seed=53))
    me = state.seats[0]
    stepper_id = ids(state, stepper)[0]
    me.deck.remove(stepper_id)
    unit_ = state._new_unit(stepper_id, 0, rested=False)
    me.front[:] = [unit_]
    assert not state._has(unit_, "step", state.table.step)  # no energy yet
    for _ in range(2):
        me.energy.append(state._new_unit(me.deck.pop(me.deck.index(ids(state, PLAIN)[0])), 0))
    assert state._has(unit_, "step", state.table.step)
    check_invariants(state)


def test_on_retire_return_this_card_to_your_hand():
    """Card wording: "[On Retire] Return this card to your hand." (seed 000, Glossary 退場時: the effect activates
    once the card is in the Outside Area, so "this card" is moved from there)."""
    text = "[On Retire] Return this card to your hand."
    assert compile_card_text(text).complete
    phoenix = card("722", bp=1000, text=text)
    state = to_main(game([deck((phoenix, 4)), deck()], seed=54))
    me = state.seats[0]
    phoenix_id = pull(me, ids(state, phoenix)[0])
    bird = state._new_unit(phoenix_id, 0)
    me.front[:] = [bird]
    hand, outside = len(me.hand), me.outside.count(phoenix_id)
    state._remove_from_field(me, bird, "opponent-effect")
    assert me.front == [] and len(me.hand) == hand + 1 and me.hand[-1] == phoenix_id
    assert me.outside.count(phoenix_id) == outside  # it went through the Outside Area back to the hand
    check_invariants(state)


def test_conditions_on_this_characters_bp():
    """Card wording: "[When Attacking] If this character has 4000 BP or more, draw 1 card." and tiers "based on this
    character's BP" ("• 4000 or more: [Impact 1]"): the BP as it is now, boosts included."""
    text = "[When Attacking] If this character has 4000 BP or more, draw 1 card."
    tiers = "This character gains all the following effects based on this character's BP.\n• 4000 or more: [Impact 1]"
    assert compile_card_text(text).complete and compile_card_text(tiers).complete
    reader = card("723", bp=3000, text=text)
    tiered = card("724", bp=3000, text=tiers)
    state = to_main(game([deck((reader, 4), (tiered, 4)), deck()], seed=55))
    me = state.seats[0]
    attacker = state._new_unit(pull(me, ids(state, reader)[0]), 0, rested=False)
    big = state._new_unit(pull(me, ids(state, tiered)[0]), 0, rested=False)
    me.front[:] = [attacker, big]
    hand = len(me.hand)
    run_effects(state, 0, state.table.effects[attacker.card].when_attacking, attacker)
    assert len(me.hand) == hand  # 3000: no draw
    attacker.bonus = big.bonus = 1000
    run_effects(state, 0, state.table.effects[attacker.card].when_attacking, attacker)
    assert len(me.hand) == hand + 1
    assert state._impact(big) == 1 and state._bp(big) == 4000
    big.bonus = 0
    assert state._impact(big) == 0
    check_invariants(state)


def test_history_of_rests_and_retirements_this_turn():
    """Card wording: "If this character was switched from active to rest by your effect this turn, set this character
    to active." and "If your <Ivy> was retired this turn, draw 1 card." (what happened earlier in the turn)."""
    riser_text = ("[Main] [1 Per Turn] If this character was switched from active to rest by your effect this turn, "
                  "set this character to active.")
    mourner_text = "[Main] If your <Ivy> was retired this turn, draw 1 card."
    assert compile_card_text(riser_text).complete and compile_card_text(mourner_text).complete
    riser = card("725", text=riser_text)
    mourner = card("726", text=mourner_text)
    ivy = card("727", name="Ivy")
    state = to_main(game([deck((riser, 4), (mourner, 4), (ivy, 4)), deck()], seed=56))
    me = state.seats[0]
    up = state._new_unit(pull(me, ids(state, riser)[0]), 0, rested=False)
    sad = state._new_unit(pull(me, ids(state, mourner)[0]), 0, rested=False)
    friend = state._new_unit(pull(me, ids(state, ivy)[0]), 0, rested=False)
    me.front[:] = [up, sad, friend]
    assert (ACTIVATE, FRONT, 0, 0) not in state.legal_actions()  # not rested by an effect yet
    assert (ACTIVATE, FRONT, 1, 0) not in state.legal_actions()  # no <Ivy> retired yet
    run_effects(state, 0, [{"timing": "main", "actions": [{"do": "rest", "target": {"self": True}}]}], up)
    state._remove_from_field(me, friend, "own-effect")
    hand = len(me.hand)
    state.apply((ACTIVATE, FRONT, 0, 0))
    assert not up.rested
    state.apply((ACTIVATE, FRONT, 1, 0))
    assert len(me.hand) == hand + 1
    check_invariants(state)


def test_a_tier_with_its_own_condition_needs_both():
    """Card wording: "This character gains all the following effects based on the number of Event cards in your
    Outside Area. • 3 or more: [Main] [1 Per Turn] If you used an Event Card during this turn, draw 1 card.": the
    tier's count and the bullet's own condition must both hold (compiled as an "all" condition)."""
    from engine.games.union_arena.effects_runtime import holds

    text = ("This character gains all the following effects based on the number of Event cards in your Outside "
            "Area.\n• 3 or more: [Main] [1 Per Turn] If you used an Event Card during this turn, draw 1 card.")
    compiled = compile_card_text(text)
    assert compiled.complete and compiled.effects[0]["condition"]["kind"] == "all"
    tiered = card("760", bp=2000, text=text)
    spell = card("761", type="event", text="[Main] Draw 1 card.")
    state = to_main(game([deck((tiered, 4), (spell, 8)), deck()], seed=61))
    me = state.seats[0]
    holder = state._new_unit(pull(me, ids(state, tiered)[0]), 0, rested=False)
    me.front[:] = [holder]
    condition = state.table.effects[holder.card].activated[0]["condition"]
    event = ids(state, spell)[0]
    for outside, used, expected in ((2, True, False), (3, False, False), (3, True, True)):
        me.outside[:] = [event] * outside
        me.used_now = (event,) if used else ()
        assert holds(state, 0, condition, holder) is expected, (outside, used)
