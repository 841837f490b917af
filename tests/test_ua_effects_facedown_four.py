"""Face-down cards under characters, issue #13's fourth face-down family (docs/engine.md, the "face-down four" bullet):
"You may choose 1 other character with required energy of 2 or less and "X" in its name on your area. If you did, place
the face-down cards under that character and the chosen character face-down under this character" (the chosen
character leaves its line to lie face-down under this one, its own pile with it), and a pile's tiers that keep the
character on the area ("This character does not leave your area by losing a battle or card effects")."""
from collections import Counter

from engine.games.union_arena.effects_runtime import plays, run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import PLAIN as PLAIN_FOR_DECK
from tests.ua_engine_helpers import (
    card,
    compiled_effects,
    deck,
    game,
    ids,
    play_from_hand,
    pull,
    to_main,
    unit_from_zones,
)

STACK_TEXT = ('[On Play] You may choose 1 other character with required energy of 2 or less and "Coil" in its name on your '
              'area. If you did, place the face-down cards under that character and the chosen character face-down under '
              'this character and draw 1 card.')
STACKER = card("801", name="Brann Ironcoil", text=STACK_TEXT, required_energy=0, bp=4000)
BARE_STACKER = card("802", name="Mira Ironcoil", required_energy=0, bp=4000, text=(
    '[On Play] You may choose 1 other character with required energy of 2 or less and "Coil" in its name on your area. '
    'If you did, place the chosen character face-down under this character and draw 1 card.'))
RUNNER = card("803", name="Coil Runner", required_energy=1, bp=1000, text="[On Retire] Draw 1 card.")
GUARD = card("804", name="Coil Guard", required_energy=2, bp=2500)
GIANT = card("805", name="Coil Giant", required_energy=2, bp=6000)
TIERS_TEXT = ("This card gains all the following effects based on the number of face-down cards under this character.\n"
              "• 2 or more: [Double Attack].\n"
              "• 4 or more: This character does not leave your area by losing a battle or card effects and is not "
              "affected by BP reducing effects.")
PILED = card("806", name="Vell Stackborn", bp=3000, text=TIERS_TEXT)
SWEEP = card("807", name="Sweep", type="event", text="Choose 1 character on your opponent's Front Line and retire it.")


def card_effects_played(text) -> bool:
    return all(plays(effect, False) for effect in compiled_effects(text))


def _state(*records, theirs=(), seed=5):
    state = to_main(game([deck(*((r, 4) for r in records)), deck(*((r, 4) for r in theirs or records))], seed=seed))
    for seat in state.seats:
        seat.front[:] = []
        seat.energy[:] = []
    return state


def test_the_wording_reads_as_a_choice_then_the_chosen_character_under_this_one():
    """Both orders of the card wording ("the face-down cards under that character and the chosen character" / "the
    chosen character and face-down cards under that character") are one step: the chosen character, its pile with it."""
    assert compiled_effects(STACK_TEXT) == [{"timing": "on-play", "actions": [
        {"do": "choose", "optional": True, "target": {"up_to": 1, "exactly": True, "other": True, "card_type": "character",
                                                      "energy_max": 2, "name_has": "Coil", "side": "yours", "zone": "any"}},
        {"do": "face-down-under", "zone": "chosen", "with_under": True, "if_done": True},
        {"do": "draw", "amount": 1, "if_done": True}]}]
    swapped = STACK_TEXT.replace("the face-down cards under that character and the chosen character",
                                 "the chosen character and face-down cards under that character")
    assert compiled_effects(swapped) == compiled_effects(STACK_TEXT)
    assert compiled_effects(BARE_STACKER.text)[0]["actions"][1] == {"do": "face-down-under", "zone": "chosen", "if_done": True}
    assert compiled_effects(STACK_TEXT.replace("[On Play]", "[On Retire]")) and not card_effects_played(
        STACK_TEXT.replace("[On Play]", "[On Retire]"))  # (an [On Retire]'s "this character" has left the area)


def test_the_weakest_matching_character_goes_under_with_its_pile_and_is_not_retired():
    """The pilot gives up the weakest "Coil" (1000 BP, not the 2500 one); it and the face-down card under it lie under
    the new character, its Raid base goes to the Outside Area (seed 000, "If a Raid Boosted Character is moved to a
    location other than the field": the bottom card to the Outside Area); it is placed, not retired (seed 000,
    "Remove from the field" doesn't refer to placing elsewhere): its [On Retire] "Draw 1 card" does not activate,
    only the stacker's own draw does."""
    state = _state(STACKER, RUNNER, GUARD)
    me = state.seats[0]
    runner, guard = unit_from_zones(state, RUNNER, 0), unit_from_zones(state, GUARD, 0)
    pile_card, base_card = pull(me, me.deck[-1]), pull(me, me.deck[-1])
    runner.under, runner.base = (pile_card,), base_card
    me.front[:] = [runner, guard]
    hand = Counter(me.hand)
    outside = Counter(me.outside)
    stacker = play_from_hand(state, STACKER)
    assert stacker is not None and runner not in me.front + me.energy and guard in me.front
    assert Counter(stacker.under) == Counter([pile_card, runner.card])
    assert Counter(me.outside) - outside == Counter([base_card])
    drawn = Counter(me.hand) - (hand - Counter([ids(state, STACKER)[0]]))
    assert sum(drawn.values()) == 1  # the stacker's draw only: no [On Retire] of the runner
    check_invariants(state)


def test_the_pilot_keeps_a_strong_character_on_the_area():
    """"You may choose": a 6000 BP "Coil" is worth more on the area than a face-down card and a draw, so nothing moves."""
    state = _state(STACKER, GIANT)
    me = state.seats[0]
    giant = unit_from_zones(state, GIANT, 0)
    me.front[:] = [giant]
    stacker = play_from_hand(state, STACKER)
    assert giant in me.front and stacker.under == ()
    check_invariants(state)


def test_without_its_pile_said_the_chosen_characters_face_down_cards_go_to_the_outside_area():
    """"Place the chosen character face-down under this character": only the character; the cards under it go to the
    Outside Area as it leaves its line (as a Raid base does)."""
    state = _state(BARE_STACKER, RUNNER)
    me = state.seats[0]
    runner = unit_from_zones(state, RUNNER, 0)
    pile_card = pull(me, me.deck[-1])
    runner.under = (pile_card,)
    me.front[:] = [runner]
    outside = Counter(me.outside)
    stacker = play_from_hand(state, BARE_STACKER)
    assert stacker.under == (runner.card,)
    assert Counter(me.outside) - outside == Counter([pile_card])
    check_invariants(state)


def test_four_face_down_cards_keep_the_character_on_the_area():
    """"• 4 or more: This character does not leave your area by losing a battle or card effects and is not affected
    by BP reducing effects" (card wording): with 4 cards under it an opponent's "retire it" leaves it where it is;
    with 3 it is retired. "• 2 or more: [Double Attack]" holds from 2."""
    compiled = compiled_effects(TIERS_TEXT)
    assert compiled[1]["actions"] == [{"do": "retire-replacement", "by": "any", "stays": True, "event": "leave"},
                                      {"do": "immune-bp-reduction"}]
    assert compiled[1]["condition"] == {"kind": "face-down-under-this", "amount": 4}
    for count, stays in ((4, True), (3, False)):
        state = _state(SWEEP, theirs=(PILED,))
        them = state.seats[1]
        piled = unit_from_zones(state, PILED, 1)
        piled.under = tuple(pull(them, them.deck[-1]) for _ in range(count))
        them.front[:] = [piled]
        state.seats[0].ap[:] = [True] * 3
        assert state._has(piled, "double-attack", state.table.double_attack)
        sweep = ids(state, SWEEP)[0]
        run_effects(state, 0, state.table.effects[sweep].on_play, None, event=sweep)
        assert (piled in them.front) is stays, count
        check_invariants(state)


KEEPSAKE_TEXT = ("[On Play] You may reveal 1 card with [Special] Trigger in your hand and place the card face-down under "
                 "this character. If you did, set this character to active and place 1 card from top of your deck "
                 "face-down under this character.\n"
                 "[On Retire] Reveal all face-down cards under this character and add them to your hand.")
KEEPSAKE = card("808", name="Orla Keepsake", bp=3000, text=KEEPSAKE_TEXT)
SPECIAL = card("809", name="Flare Shot", bp=1000, trigger="special")
BURROW = card("810", name="Tamsin Burrow", bp=2000, text=(
    "[Main] [Rest this card] Place 1 card from your top deck with face-down to the bottom of this Character.\n"
    "[On Retire] Look at the cards at the bottom of this Character, Add 1 card among them to hand and place the remaining "
    "cards to Outside Area."))


def test_a_revealed_hand_card_goes_under_and_the_on_retire_takes_the_pile_back():
    """"You may reveal 1 card with [Special] Trigger in your hand and place the card face-down under this character. If
    you did, set this character to active and place 1 card from top of your deck face-down under this character":
    the revealed card leaves the hand for the pile, then the top card of the deck joins it. "[On Retire] Reveal all
    face-down cards under this character and add them to your hand": the pile went to the Outside Area as it left
    (as a Raid base does, seed 000 "If a Raid Boosted Character is moved to a location other than the field"), and
    comes from there to the hand."""
    assert all(plays(effect, False) for effect in compiled_effects(KEEPSAKE_TEXT))
    state = _state(KEEPSAKE, SPECIAL, SWEEP)
    me = state.seats[0]
    special = ids(state, SPECIAL)[0]
    if special not in me.hand:
        me.hand.append(pull(me, special))
    top = me.deck[-1]
    keepsake = play_from_hand(state, KEEPSAKE)
    assert keepsake is not None and not keepsake.rested
    assert Counter(keepsake.under) == Counter([special, top])
    hand = Counter(me.hand)
    state._remove_from_field(me, keepsake, "opponent-effect")
    assert Counter(me.hand) - hand == Counter([special, top])
    assert keepsake.card in me.outside
    check_invariants(state)


def test_the_bottom_of_this_character_is_its_face_down_pile():
    """"Place 1 card from your top deck with face-down to the bottom of this Character" is the top card of the deck
    face-down under it; "[On Retire] Look at the cards at the bottom of this Character, Add 1 card among them to hand
    and place the remaining cards to Outside Area": the best one to the hand, the rest stays in the Outside Area."""
    main, retire = compiled_effects(BURROW.text)
    assert main["actions"] == [{"do": "face-down-under", "amount": 1}]
    assert retire["actions"] == [{"do": "face-down-to-hand", "amount": 1}, {"do": "looked-to", "where": "outside"}]
    state = _state(BURROW, GIANT)
    me = state.seats[0]
    burrow = unit_from_zones(state, BURROW, 0)
    me.front[:] = [burrow]
    giant, plain = pull(me, ids(state, GIANT)[0]), pull(me, me.deck[0])
    burrow.under = (plain, giant)
    hand, outside = Counter(me.hand), Counter(me.outside)
    state._remove_from_field(me, burrow, "opponent-effect")
    assert Counter(me.hand) - hand == Counter([giant])  # the 6000 BP card
    assert Counter(me.outside) - outside == Counter([plain, burrow.card])
    check_invariants(state)


SCOUT = card("811", name="Wren Scout", bp=2000, text=(
    "[On Play] Look at the top 3 cards of your deck. Add 1 card among them to your hand, place 1 among them face-down "
    "under a <Trait: Lamplight> card on your area and place the remaining at the bottom of your deck."))
LAMP = card("812", name="Lamp Warden", bp=3000, traits=["Lamplight"])


def test_one_card_looked_at_goes_under_a_matching_character():
    """"Look at the top 3 cards ... Add 1 card among them to your hand, place 1 among them face-down under a <Trait: X>
    card on your area and place the remaining at the bottom of your deck": the best to the hand, the weakest under the
    matching character, the last one at the bottom."""
    state = _state(SCOUT, LAMP, GIANT)
    me = state.seats[0]
    lamp = unit_from_zones(state, LAMP, 0)
    me.front[:] = [lamp]
    scout_id = ids(state, SCOUT)[0]
    if scout_id not in me.hand:
        me.hand.append(pull(me, scout_id))
    top = [pull(me, ids(state, GIANT)[0]), pull(me, ids(state, PLAIN_FOR_DECK)[0]), pull(me, ids(state, LAMP)[0])]
    me.deck.extend(top)
    hand = Counter(me.hand) - Counter([scout_id])
    play_from_hand(state, SCOUT)
    assert Counter(me.hand) - hand == Counter([top[0]])  # the 6000 BP card
    assert lamp.under == (top[1],)  # the 2000 BP plain card (weakest)
    assert me.deck[0] == top[2]
    check_invariants(state)
