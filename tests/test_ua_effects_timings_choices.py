"""Union Arena effects played in full (issue 13): timings, granted abilities and choices, from card texts written for
Decklab (invented names and numbers in the real phrasing).

Each scenario builds its position through the engine's API, quotes the card wording it plays and names the seed 000
section where a rule is involved."""
from engine.games.union_arena.constants import ACTIVATE, ATTACK_WITH, BLOCK_WITH, FRONT, MAIN, PASS
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, compiled_effects, deck, game, ids, setup_battle, to_main


def _take(state, record, seat=0, rested=False):
    """One copy of `record` out of the seat's deck or hand, as a unit (not yet on a line)."""
    me = state.seats[seat]
    card_id = next(i for i in ids(state, record) if i in me.deck or i in me.hand)
    (me.deck if card_id in me.deck else me.hand).remove(card_id)
    return state._new_unit(card_id, seat, rested=rested)


def _on_front(state, record, seat=0, rested=False):
    """Take one copy of `record` out of the seat's deck or hand and put it on the Front Line."""
    unit = _take(state, record, seat, rested)
    state.seats[seat].front.append(unit)
    return unit


def test_when_this_character_moves_from_the_front_line_to_the_energy_line():
    """Card wording: "When this character moves from the Front Line to the Energy Line, draw 1 card." Moved by an
    effect, it resolves after that effect (seed 000, "If multiple effects are simultaneously activated": new effects
    that activate as an effect resolves wait for it); a move the other way does not set it off."""
    text = "When this character moves from the Front Line to the Energy Line, draw 1 card."
    compiled_effects(text)
    drifter = card("931", text=text)
    state = to_main(game([deck((drifter, 4)), deck()], seed=81))
    me = state.seats[0]
    holder = _on_front(state, drifter)
    assert state.table.effects[holder.card].complete
    hand = len(me.hand)
    back = {"timing": "main", "actions": [{"do": "move-line", "target": {"self": True}, "to": "energy"}]}
    run_effects(state, 0, [back], holder)
    assert holder in me.energy and len(me.hand) == hand + 1
    up = {"timing": "main", "actions": [{"do": "move-line", "target": {"self": True}, "to": "front"}]}
    run_effects(state, 0, [up], holder)
    assert holder in me.front and len(me.hand) == hand + 1
    check_invariants(state)


def test_the_battle_loser_is_placed_on_the_remove_area_instead_of_retire():
    """Card wording: "[Your Turn] The opponent's character that battled with this character and lost is placed on the
    Remove Area instead of retire." Seed 000, Resolution timing A ①-②: the losing blocker is removed from the field —
    here to the Remove Area, so it is not retired and its [On Retire] (退場時: "moved from the field to the Outside
    Area") does not activate."""
    text = ("[Your Turn] The opponent's character that battled with this character and lost is placed on the Remove Area "
            "instead of retire.")
    compiled_effects(text)
    exiler = card("932", bp=3000, text=text)
    wall = card("933", bp=2000, text="[On Retire] Draw 2 cards.")
    state = to_main(game([deck((exiler, 4)), deck((wall, 4))], seed=82))
    attacker = _take(state, exiler, 0)
    blocker = _take(state, wall, 1)
    spare = state._new_unit(state.seats[0].deck.pop(), 0, rested=False)  # (a second attacker: the phase goes on)
    setup_battle(state, [attacker, spare], [blocker])
    other = state.seats[1]
    hand = len(other.hand)
    state.apply((ATTACK_WITH, 0, -1))
    state.apply((BLOCK_WITH, 0))
    assert other.front == [] and blocker.card in other.remove and blocker.card not in other.outside
    assert state.player == 0 and len(other.hand) == hand  # not retired: no [On Retire]
    check_invariants(state)


def test_your_opponent_places_cards_from_their_outside_area():
    """Card wording: "[When Attacking] Your opponent places 2 cards from their Outside Area at the bottom of their deck
    in any order they choose." and "... to the Remove Area." The opponent places that many (all, if fewer) and chooses
    which: those that have been there longest."""
    to_bottom = compiled_effects("[When Attacking] Your opponent places 2 cards from their Outside Area at the bottom of their "
                          "deck in any order they choose.")
    to_remove = compiled_effects("[When Attacking] Your opponent places 3 cards from their Outside Area to the Remove Area.")
    state = to_main(game([deck(), deck()], seed=83))
    other = state.seats[1]
    other.outside.extend(other.deck[:3])
    del other.deck[:3]
    first, second, third = other.outside[-3:]
    deck_size = len(other.deck)
    run_effects(state, 0, to_bottom, None)
    assert other.deck[:2] == [first, second] and len(other.deck) == deck_size + 2 and other.outside == [third]
    run_effects(state, 0, to_remove, None)
    assert other.outside == [] and other.remove[-1] == third
    check_invariants(state)


def test_gets_generated_energy_during_this_turn_and_a_quoted_end_of_main_phase_ability():
    """Card wording: "[Main] [Rest this card] [1 Per Turn] This character gets +1 [blue] generated energy during this
    turn and "At the end of your Main Phase, retire this character."." The duration said before the quote is said of
    both; the gained ability resolves at the end of this Main Phase and the character is retired (seed 000, Glossary
    退場時: moved from the field to the Outside Area)."""
    text = ("[Main] [Rest this card] [1 Per Turn] This character gets +1 [blue] generated energy during this turn and "
            "\"At the end of your Main Phase, retire this character.\".")
    effects = compiled_effects(text)
    assert effects[0]["actions"][1]["duration"] == "this-turn"
    burner = card("934", text=text)
    state = to_main(game([deck((burner, 4)), deck()], seed=84))
    me = state.seats[0]
    holder = _on_front(state, burner)
    state.apply((ACTIVATE, FRONT, len(me.front) - 1, 0))
    assert holder.rested and state._generated(holder) == 2
    assert state.phase == MAIN
    state.apply(PASS)  # the end of the Main Phase
    assert holder not in me.front and holder.card in me.outside
    check_invariants(state)


def test_a_gained_on_retire_activates_as_the_character_is_retired():
    """Card wording: "[On Play] Choose up to 1 <Marrow Finch> on your area, it gains "[On Retire] Draw 1 card." during
    this turn." Seed 000, Glossary 退場時: "This effect is activated when this card is moved from the field to the
    Outside Area" — the ability it had as it left activates, after the effect that retired it."""
    text = "[On Play] Choose up to 1 <Marrow Finch> on your area, it gains \"[On Retire] Draw 1 card.\" during this turn."
    granter = card("935", text=text)
    finch = card("936", name="Marrow Finch")
    state = to_main(game([deck((granter, 4), (finch, 4)), deck()], seed=85))
    me = state.seats[0]
    bird = _on_front(state, finch)
    run_effects(state, 0, compiled_effects(text), None)
    assert bird.abilities
    hand = len(me.hand)
    run_effects(state, 0, [{"timing": "main", "actions": [{"do": "retire", "target": {"self": True}}]}], bird)
    assert bird.card in me.outside and len(me.hand) == hand + 1
    check_invariants(state)


CHOICE_TEXT = ("[When Attacking] Choose 1 of the following effect to activate :\n• Choose up to 1 character on your "
               "opponent's Front Line with BP 1500 or less and retire it.\n• Draw 1 card.")


def test_choose_one_of_the_following_effect_to_activate_by_value():
    """Card wording: "Choose 1 of the following effect to activate :" then two "•" options (retire an opposing
    character with BP 1500 or less / draw 1 card). The pilot takes the option worth most now: the retire when there
    is such a character, else the draw (an option that would do nothing is never chosen)."""
    effects = compiled_effects(CHOICE_TEXT)
    weakling = card("937", bp=1000)
    state = to_main(game([deck(), deck((weakling, 4))], seed=86))
    me, other = state.seats
    other.front[:] = [_take(state, weakling, 1)]
    hand = len(me.hand)
    run_effects(state, 0, effects, None)
    assert other.front == [] and len(me.hand) == hand
    run_effects(state, 0, effects, None)
    assert len(me.hand) == hand + 1
    check_invariants(state)


def test_when_this_card_is_placed_to_the_remove_area_by_your_effect():
    """Card wording: "[Your Turn] When this card is placed to the Remove Area by your effect, draw 1 card." — from the
    Outside Area by an effect of yours ("Place up to 2 cards from your Outside Area to the Remove Area"), it resolves
    after that effect (seed 000, "If multiple effects are simultaneously activated")."""
    text = "[Your Turn] When this card is placed to the Remove Area by your effect, draw 1 card."
    compiled_effects(text)
    ember = card("938", text=text)
    state = to_main(game([deck((ember, 4)), deck()], seed=87))
    me = state.seats[0]
    ember_id = next(i for i in ids(state, ember) if i in me.deck)
    me.deck.remove(ember_id)
    me.outside.append(ember_id)
    hand = len(me.hand)
    run_effects(state, 0, compiled_effects("[On Play] Place up to 2 cards from your Outside Area to the Remove Area."), None)
    assert ember_id in me.remove and len(me.hand) == hand + 1
    check_invariants(state)
