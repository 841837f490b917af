"""Union Arena effects of the "bullets and leftovers" family: verbs and rules real cards compile to that the runtime
now plays, compiled from card texts written for Decklab.

Each scenario builds its position through the engine's API; the docstring quotes the card wording and the seed 000
section the reading follows (docs/engine.md, the last bullets)."""
from engine.games.union_arena.constants import FRONT, PLAY, RAID
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    card,
    compiled_effects,
    deck,
    game,
    ids,
    only_in_hand,
    pull,
    to_main,
    unit,
    unit_from_zones,
)


def test_a_character_on_the_field_placed_to_the_remove_area():
    """Card wording: "Choose 1 character on your opponent's Front Line with BP 3000 or less and place it to the Remove
    Area." and "You may place 1 character with "Vell" in its name from your area to the Remove Area. If you did, draw
    3 cards." Seed 000 Remove Area: a card placed there leaves the field (not retired: no [On Retire]); the cards under
    it go to the Outside Area as when a character leaves the field otherwise."""
    banish_text = "Choose 1 character on your opponent's Front Line with BP 3000 or less and place it to the Remove Area."
    offer_text = ("You may place 1 character with \"Vell\" in its name from your area to the Remove Area. If you did, "
                  "draw 3 cards.")  # (three cards are worth more than a 1000 BP character: the offer is taken)
    banish = card("B01", type="event", text=banish_text)
    offer = card("B02", type="event", text=offer_text)
    small, big, vell = card("B03", bp=3000), card("B04", bp=5000), card("B05", name="Vell Oran", bp=1000)
    state = to_main(game([deck((banish, 4), (offer, 4), (vell, 4)), deck((small, 4), (big, 4))], seed=81))
    me, other = state.seats[0], state.seats[1]
    target, strong = unit_from_zones(state, small, 1), unit_from_zones(state, big, 1)
    under = pull(other, ids(state, big)[0])
    target.under = (under,)
    other.front[:] = [strong, target]
    outside = len(other.outside)
    run_effects(state, 0, compiled_effects(banish_text), None)
    assert other.front == [strong]  # 5000 BP is out of the range
    assert other.remove[-1] == target.card and other.outside[outside:] == [under]
    mine = unit_from_zones(state, vell, 0)
    me.front[:] = [mine]
    hand = len(me.hand)
    run_effects(state, 0, compiled_effects(offer_text), None)
    assert me.front == [] and me.remove[-1] == mine.card and len(me.hand) == hand + 3
    check_invariants(state)


def test_you_can_only_use_one_of_a_name_per_turn():
    """Card wording: "You can only use 1 <Quiet Harbor> per turn." (an Event's own limit; the next turn it may be used
    again). Seed 000 Main Phase A, Use cards: playing an Event Card from the hand is using it."""
    text = "You can only use 1 <Quiet Harbor> per turn.@Draw 1 card."
    compiled_effects(text)
    harbor = card("B06", name="Quiet Harbor", type="event", ap_cost=1, text=text)
    state = to_main(game([deck((harbor, 8)), deck()], seed=82))
    me = only_in_hand(state, harbor, copies=2)
    assert (PLAY, 0, 2, -1) in state.legal_actions()
    state.apply((PLAY, 0, 2, -1))
    index = me.hand.index(ids(state, harbor)[0])
    assert (PLAY, index, 2, -1) not in state.legal_actions()  # one already used this turn
    me.used_now = ()  # a new turn
    assert (PLAY, index, 2, -1) in state.legal_actions()
    check_invariants(state)


def test_a_character_that_cannot_be_played_unless_by_raid():
    """Card wording: "This character cannot be played unless by Raid." with "[Raid] <Tarn Eld>": from the hand it is
    only raided (seed 000 Raid), and an effect that plays cards without raiding does not play it."""
    text = "This character cannot be played unless by Raid."
    compiled_effects(text)
    base = card("B07", name="Tarn Eld")
    raider = card("B08", bp=5000, text=f"[Raid] <Tarn Eld>\n{text}", keywords=[{"name": "raid", "target": "Tarn Eld"}])
    state = to_main(game([deck((base, 4), (raider, 4)), deck()], seed=83))
    me = only_in_hand(state, raider)
    assert not any(action[0] == PLAY for action in state.legal_actions())
    me.front[:] = [unit(state, base, owner=0)]
    assert (RAID, 0, FRONT, 0) in state.legal_actions()
    me.outside[:] = [pull(me, ids(state, raider)[0])]
    me.front[:] = []
    run_effects(state, 0, compiled_effects("Play up to 1 Character Card from your Outside Area to your area rested."), None)
    assert me.front == [] and me.energy == [] and me.outside == [ids(state, raider)[0]]
    check_invariants(state)


def test_your_opponent_rests_and_retires_one_of_their_characters():
    """Card wording: "Your opponent rests 1 active character on their Front Line." and "Your opponent retires 1
    character on their Front Line." The opponent chooses which (their least BP here); a rested one is not rested
    again, and the retire is on the Front Line only when the card says so."""
    rests_text = "Your opponent rests 1 active character on their Front Line."
    retires_text = "Your opponent retires 1 character on their Front Line."
    small, big, back = card("B09", bp=1000), card("B10", bp=4000), card("B11", bp=500)
    state = to_main(game([deck(), deck((small, 4), (big, 4), (back, 4))], seed=84))
    other = state.seats[1]
    weak, strong, behind = unit_from_zones(state, small, 1), unit_from_zones(state, big, 1), unit_from_zones(state, back, 1)
    other.front[:] = [strong, weak]
    other.energy[:] = [behind]
    run_effects(state, 0, compiled_effects(rests_text), None)
    assert weak.rested and not strong.rested
    run_effects(state, 0, compiled_effects(rests_text), None)
    assert strong.rested  # the only active one left
    run_effects(state, 0, compiled_effects(retires_text), None)
    assert other.front == [strong] and weak.card in other.outside and other.energy == [behind]
    check_invariants(state)


def test_gains_all_the_following_effects_while_a_condition_holds():
    """Card wording: "If there is a <Corwin Ashe> on your Front Line, this character gains all the following
    effects." then "• [Impact (1) ]" and "• [When Attacking] Draw 1 card.": each bullet is this character's own
    effect while the condition holds (seed 000 Impact; the bullets are read as the card's effects)."""
    text = ("If there is a <Corwin Ashe> on your Front Line, this character gains all the following effects.@"
            "• [Impact (1) ]@• [When Attacking] Draw 1 card.")
    effects = compiled_effects(text)
    assert [e["timing"] for e in effects] == ["continuous", "when-attacking"]
    holder, corwin = card("B12", text=text), card("B13", name="Corwin Ashe")
    state = to_main(game([deck((holder, 4), (corwin, 4)), deck()], seed=85))
    me = state.seats[0]
    mine = unit_from_zones(state, holder, 0)
    me.front[:] = [mine]
    assert state._keyword(mine, "impact") == 0
    me.front.append(unit_from_zones(state, corwin, 0))
    assert state._keyword(mine, "impact") == 1
    check_invariants(state)


def test_a_card_from_the_outside_area_on_top_of_your_deck():
    """Card wording: "Place up to 1 Character Card from your Outside Area on top of your deck." The top of the deck
    is the card drawn next (seed 000 Draw Phase), so the player puts its best one there."""
    text = "Place up to 1 Character Card from your Outside Area on top of your deck."
    small, big = card("B14", bp=1000), card("B15", bp=6000)
    state = to_main(game([deck((small, 4), (big, 4)), deck()], seed=86))
    me = state.seats[0]
    me.outside[:] = [pull(me, ids(state, small)[0]), pull(me, ids(state, big)[0])]
    run_effects(state, 0, compiled_effects(text), None)
    assert me.deck[-1] == ids(state, big)[0] and me.outside == [ids(state, small)[0]]
    check_invariants(state)


def test_a_character_that_cannot_be_played_or_moved_to_the_front_line():
    """Card wording: "This character cannot be played to the Front Line or moved to the Front Line." It is played to
    the Energy Line only, never moved up in the Move Phase, and an effect that plays it "to your area" puts it on the
    Energy Line (seed 000 Move Phase; Raid Boost moves the raided character to the Front Line, so it is not raided)."""
    text = "This character cannot be played to the Front Line or moved to the Front Line."
    assert compiled_effects(text) == [{"timing": "static", "actions": [{"do": "cannot-enter-line", "line": "front",
                                                                       "moves": True}]}]
    battery = card("B16", text=text)
    state = to_main(game([deck((battery, 8)), deck()], seed=87))
    me = only_in_hand(state, battery)
    plays = [action for action in state.legal_actions() if action[0] == PLAY]
    assert plays and all(action[2] != FRONT for action in plays)
    state.apply(plays[0])
    assert [u.card for u in me.energy] == [ids(state, battery)[0]] and not state.may_move_to(me.energy[0], FRONT)
    me.outside[:] = [pull(me, ids(state, battery)[0])]
    run_effects(state, 0, compiled_effects("Play up to 1 Character Card from your Outside Area to your area rested."), None)
    assert me.front == [] and len(me.energy) == 2
    check_invariants(state)


def test_also_treated_as_each_of_several_names():
    """Card wording: "This card is also treated as <Ilsa Dorn>, <Mako Rue> and <Tess Vale>." A Raid onto any of the
    names may go onto it (seed 000 Raid Boost names the character raided onto)."""
    text = "This card is also treated as <Ilsa Dorn>, <Mako Rue> and <Tess Vale>."
    assert [a["name"] for a in compiled_effects(text)[0]["actions"]] == ["Ilsa Dorn", "Mako Rue", "Tess Vale"]
    triple = card("B17", name="The Three", text=text)
    raider = card("B18", bp=5000, text="[Raid] <Tess Vale>", keywords=[{"name": "raid", "target": "Tess Vale"}])
    state = to_main(game([deck((triple, 4), (raider, 4)), deck()], seed=88))
    me = only_in_hand(state, raider)
    me.front[:] = [unit_from_zones(state, triple, 0)]
    assert (RAID, 0, FRONT, 0) in state.legal_actions()
    check_invariants(state)


def test_an_option_chosen_once_per_turn():
    """Card wording: "[Main] [Rest this card] Choose 1 of the following effects. You cannot choose an effect that has
    already been chosen by this character during this turn." and an option "... This effect of <Nessa Vail> can only
    be activated once per turn." (seed 000 Glossary ターン1: once per turn; "of <X>": for every card of that name)."""
    by_this = ("[Main] [Rest this card] Choose 1 of the following effects. You cannot choose an effect that has already "
               "been chosen by this character during this turn.@• Draw 1 card.@• This character gets +1000 BP during this turn.")
    once_named = ("[On Play] Choose 1 of the following effects.@• Draw 2 cards. This effect of <Nessa Vail> can only be "
                  "activated once per turn.@• Draw 1 card.")
    block = compiled_effects(by_this)[0]["actions"][0]
    assert block["no_repeat"] == "this-character"
    option = compiled_effects(once_named)[0]["actions"][0]["options"][0]
    assert option["once_per_name"] is True
    first, nessa = card("B19", text=by_this), card("B20", name="Nessa Vail", text=once_named)
    state = to_main(game([deck((first, 4), (nessa, 4)), deck()], seed=89))
    me = state.seats[0]
    mine, other = unit_from_zones(state, first, 0), unit_from_zones(state, first, 0)
    me.front[:] = [mine, other]
    hand = len(me.hand)
    run_effects(state, 0, [compiled_effects(by_this)[0]], mine)
    assert len(me.hand) == hand + 1 and state._bp(mine) == 2000  # the draw is worth more
    run_effects(state, 0, [compiled_effects(by_this)[0]], mine)
    assert len(me.hand) == hand + 1 and state._bp(mine) == 3000  # the draw was this character's
    run_effects(state, 0, [compiled_effects(by_this)[0]], other)
    assert len(me.hand) == hand + 2  # another character's own choice
    twins = [unit_from_zones(state, nessa, 0), unit_from_zones(state, nessa, 0)]
    me.energy[:] = twins
    hand = len(me.hand)
    run_effects(state, 0, compiled_effects(once_named), twins[0])
    assert len(me.hand) == hand + 2
    run_effects(state, 0, compiled_effects(once_named), twins[1])
    assert len(me.hand) == hand + 3  # "Draw 2 cards" was a <Nessa Vail>'s this turn: the other option
    check_invariants(state)


def test_choose_more_of_the_following_if_you_pay():
    """Card wording: "Choose 1 of the following effects. You may pay 1 AP. If you did, it's choose 2 instead." The
    offer is taken before the choice (the count depends on it); without an active AP card it cannot be paid (seed 000
    AP cards) and one option is chosen."""
    text = ("Choose 1 of the following effects. You may pay 1 AP. If you did, it's choose 2 instead.@• Draw 1 card.@"
            "• Choose up to 1 character on your opponent's Front Line with BP 3000 or less and retire it.")
    effects = compiled_effects(text)
    assert [a["do"] for a in effects[0]["actions"]] == ["pay-ap", "choose-one"]
    small = card("B21", bp=3000)
    state = to_main(game([deck(), deck((small, 4))], seed=90))
    me, other = state.seats[0], state.seats[1]
    other.front[:] = [unit_from_zones(state, small, 1), unit_from_zones(state, small, 1)]
    me.ap[:] = [False, False]
    hand = len(me.hand)
    run_effects(state, 0, effects, None)
    assert len(other.front) == 1 and len(me.hand) == hand  # not paid: the retire alone (worth more)
    me.ap[:] = [True, False]
    run_effects(state, 0, effects, None)
    assert other.front == [] and len(me.hand) == hand + 1 and me.ap == [False, False]  # paid: both
    check_invariants(state)


def test_a_gain_during_this_turn_once_the_turn_history_holds():
    """Card wording: "[Your Turn] If you used an Event Card during this turn, this character gains "This character
    cannot be blocked by characters with BP 3000 or less" during this turn." Once an Event was used the condition
    holds until the turn ends, as the gain does (seed 000 Main Phase A, Use cards)."""
    from engine.games.union_arena.constants import ATTACK_WITH
    from tests.ua_engine_helpers import setup_battle

    text = ('[Your Turn] If you used an Event Card during this turn, this character gains "This character cannot be '
            'blocked by characters with BP 3000 or less" during this turn.')
    compiled_effects(text)
    sneak, spell, low = card("B22", text=text), card("B23", type="event", text="Draw 1 card."), card("B24", bp=2000)
    state = to_main(game([deck((sneak, 4), (spell, 4)), deck((low, 8))], seed=91))
    me = state.seats[0]
    attacker = unit_from_zones(state, sneak, 0)
    setup_battle(state, [attacker], [unit_from_zones(state, low, 1)])
    state.apply((ATTACK_WITH, 0, -1))
    assert len(state.legal_actions()) == 2  # pass, or block with the 2000 BP character
    state = to_main(game([deck((sneak, 4), (spell, 4)), deck((low, 8))], seed=91))
    me = state.seats[0]
    me.used_now = (ids(state, spell)[0],)
    attacker = unit_from_zones(state, sneak, 0)
    setup_battle(state, [attacker], [unit_from_zones(state, low, 1)])
    life = len(state.seats[1].life)
    state.apply((ATTACK_WITH, 0, -1))
    assert len(state.seats[1].life) == life - 1  # no block was possible: the attack hit
    check_invariants(state)


def test_add_this_card_from_the_remove_area_to_your_hand():
    """Card wording: "[Your Turn] When this card is placed to the Remove Area by your effect, you may add this card to
    your hand." The card is in the Remove Area as its effect resolves; "this card" is that card (seed 000 Remove
    Area)."""
    text = "[Your Turn] When this card is placed to the Remove Area by your effect, you may add this card to your hand."
    compiled_effects(text)
    phoenix = card("B25", name="Ash Wren", text=text)
    state = to_main(game([deck((phoenix, 4)), deck()], seed=92))
    me = state.seats[0]
    me.front[:] = [unit_from_zones(state, phoenix, 0)]
    hand = len(me.hand)
    run_effects(state, 0, compiled_effects("Place 1 character with \"Wren\" in its name from your area to the Remove "
                                           "Area."), None)
    assert me.front == [] and me.remove == [] and len(me.hand) == hand + 1 and me.hand[-1] == ids(state, phoenix)[0]
    check_invariants(state)


def test_a_field_card_with_generated_energy_of_1_or_less():
    """Card wording: "Choose up to 1 Field Card on your opponent's area with generated energy of 1 or less and retire
    it." The printed generated energy (seed 000 card anatomy: a Field card's generated energy) is the limit."""
    text = "Choose up to 1 Field Card on your opponent's area with generated energy of 1 or less and retire it."
    small, big = card("B26", type="field", generated_energy=1), card("B27", type="field", generated_energy=2)
    state = to_main(game([deck(), deck((small, 4), (big, 4))], seed=93))
    other = state.seats[1]
    keep, lose = unit_from_zones(state, big, 1), unit_from_zones(state, small, 1)
    other.energy[:] = [keep, lose]
    run_effects(state, 0, compiled_effects(text), None)
    assert other.energy == [keep] and lose.card in other.outside
    check_invariants(state)


def test_activate_the_following_effects_by_tier():
    """Card wording: "[On Play] This character activates the following effects based on the number of cards in your
    Outside Area." then "• 3 or more: Draw 1 card." and "• 6 or more: Set this character to active.": each bullet's
    action only with that many (both with 6 or more)."""
    text = ("[On Play] This character activates the following effects based on the number of cards in your Outside Area.@"
            "• 3 or more: Draw 1 card.@• 6 or more: Set this character to active.")
    effects = compiled_effects(text)
    holder = card("B28", text=text)
    state = to_main(game([deck((holder, 4)), deck()], seed=94))
    me = state.seats[0]
    mine = unit_from_zones(state, holder, 0, rested=True)
    me.front[:] = [mine]
    me.outside[:] = [me.deck.pop() for _ in range(4)]
    hand = len(me.hand)
    run_effects(state, 0, effects, mine)
    assert len(me.hand) == hand + 1 and mine.rested  # 4 cards: the first tier only
    me.outside.extend(me.deck.pop() for _ in range(2))
    run_effects(state, 0, effects, mine)
    assert len(me.hand) == hand + 2 and not mine.rested  # 6 cards: both
    check_invariants(state)
