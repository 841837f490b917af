"""Union Arena effects played in full (issue 13): characters kept rested, and what the opponent may do to a character
(choose it, keep a bigger hand), from card texts written for Decklab (invented names and numbers in the real phrasing).

Each scenario builds its position through the engine's API, quotes the card wording it plays and names the seed 000
section where a rule is involved."""
from engine.games.union_arena.constants import HAND_LIMIT
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.flow import _untap
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import PLAIN, card, compiled_effects, deck, game, ids, setup_battle, to_main


def _take(state, record, seat=0, rested=False):
    """One copy of `record` out of the seat's deck or hand, as a unit (not yet on a line)."""
    me = state.seats[seat]
    card_id = next(i for i in ids(state, record) if i in me.deck or i in me.hand)
    (me.deck if card_id in me.deck else me.hand).remove(card_id)
    return state._new_unit(card_id, seat, rested=rested)


def _on_front(state, record, seat=0, rested=False):
    unit = _take(state, record, seat, rested)
    state.seats[seat].front.append(unit)
    return unit


HOLD = ("[On Play] Choose up to 1 character on your opponent's Front Line and rest it. As long as this character is on "
        "your Front Line, that character will not set to active during the Start Phase and End Phase.")


def test_held_rested_while_this_character_stays_on_the_front_line():
    """Card wording: "Choose up to 1 character on your opponent's Front Line and rest it. As long as this character is on
    your Front Line, that character will not set to active during the Start Phase and End Phase." Seed 000 Start Phase
    2 and End Phase 2 set the player's rested cards to active: the chosen character is not, for as long as this
    character is on its Front Line; once this character leaves the Front Line, the next untap sets it active."""
    effects = compiled_effects(HOLD)
    assert effects[0]["actions"][1] == {"do": "hold-rested", "target": {"chosen": True}}
    jailer = card("961", text=HOLD)
    target = card("962", bp=3000)
    state = to_main(game([deck((jailer, 4)), deck((target, 4))], seed=91))
    holder = _on_front(state, jailer)
    held = _on_front(state, target, seat=1)
    run_effects(state, 0, effects, holder)
    assert held.rested and [(h, u) for h, u in state.holds] == [(holder, held)]
    _untap(state, state.seats[1])  # the opponent's Start Phase
    assert held.rested
    _untap(state, state.seats[1], end_phase=True)  # the End Phase
    assert held.rested
    copy = state.clone()  # (a copy keeps the hold on its own units)
    assert copy.holds[0][1] is copy.seats[1].front[-1] and copy.holds[0][0] is copy.seats[0].front[-1]
    state.seats[0].front.remove(holder)  # this character leaves the Front Line: the hold ends
    state.seats[0].energy.append(holder)
    _untap(state, state.seats[1])
    assert not held.rested and state.holds == []
    assert copy.seats[1].front[-1].rested  # (the copy is its own game)
    check_invariants(state)


def test_hold_is_not_read_after_a_step_on_this_character():
    """Near miss: "that character" must be one a step before chose; after a step on this character itself, or with
    nothing before it, the sentence is not read."""
    from engine.effects.compiler import compile_card_text

    said = ("As long as this character is on your Front Line, that character will not set to active during the Start "
            "Phase and End Phase.")
    assert not compile_card_text(said).complete
    assert not compile_card_text("[On Play] Rest this character. " + said).complete


def test_rest_up_to_one_of_your_opponents_characters_then_the_next_time():
    """Card wording: "[On Play] Rest up to 1 of your opponent's characters on the Front Line, the next time it would
    switch to active it doesn't." The same as "Rest it. The next time it would set to active, it doesn't": it stays
    rested through the next untap (seed 000 Start Phase 2) only."""
    text = ("[On Play] Rest up to 1 of your opponent's characters on the Front Line, the next time it would switch to "
            "active it doesn't.")
    effects = compiled_effects(text)
    assert effects[0]["actions"] == [{"do": "rest", "target": {"up_to": 1, "card_type": "character", "side": "opponents",
                                                               "zone": "front"}, "stays_rested": True}]
    sleeper = card("963", text=text)
    state = to_main(game([deck((sleeper, 4)), deck()], seed=92))
    holder = _on_front(state, sleeper)
    other = _on_front(state, PLAIN, seat=1)
    run_effects(state, 0, effects, holder)
    assert other.rested
    _untap(state, state.seats[1])
    assert other.rested
    _untap(state, state.seats[1])
    assert not other.rested
    check_invariants(state)


def test_may_gain_impact_if_it_did_it_stays_rested():
    """Card wording: "[When Attacking] This character may gain [Impact (1)] during this turn. If it did, the next time
    this character would set to active it doesn't." The gain is the player's choice here (the step after it waits on
    it); said alone ("This character may gain [Impact 1]") it is taken, as before."""
    text = ("[When Attacking] This character may gain [Impact (1) ] during this turn. If it did, the next time this "
            "character would set to active it doesn't.")
    effects = compiled_effects(text)
    gain, stay = effects[0]["actions"]
    assert gain["do"] == "gain-keyword" and gain["optional"] and gain["duration"] == "this-turn"
    assert stay == {"do": "stays-rested", "target": {"self": True}, "if_done": True}
    alone = compiled_effects("[When Attacking] This character may gain [Impact (1) ] during this turn.")
    assert "optional" not in alone[0]["actions"][0]
    brute = card("964", text=text)
    state = to_main(game([deck((brute, 4)), deck()], seed=93))
    holder = _on_front(state, brute)
    run_effects(state, 0, effects, holder)
    gained = any(name == "impact" for name, _ in (holder.granted or ()))
    assert holder.frozen == gained  # frozen exactly when it gained [Impact]
    check_invariants(state)


def test_choose_tax_said_by_a_character_or_event_card_effect():
    """Card wording: "[Opponent's Turn] At the moment your opponent chooses this character by a Character or Event Card
    effect, your opponent must pay 1 additional AP." The same tax as "... with a character effect or event effect, they
    must pay 1 additional AP" (played by choose-tax)."""
    said = compiled_effects("[Opponent's Turn] At the moment your opponent chooses this character by a Character or Event "
                            "Card effect, your opponent must pay 1 additional AP.")
    known = compiled_effects("[Opponent's Turn] At the moment your opponent chooses this character with a character effect "
                             "or event effect, they must pay 1 additional AP.")
    assert said == known == [{"timing": "during-opponents-turn", "actions": [{"do": "choose-tax", "amount": 1}]}]


def test_can_only_be_chosen_by_effects_of_characters_with_an_original_bp():
    """Card wording: "When your opponent chooses this character with a character's effect, they can only choose this
    character with effects of characters with an original BP of 4000." The effects of the opponent's other characters
    cannot choose it; a character whose printed BP is 4000 (whatever it is now) may, and so may event effects (not
    named)."""
    text = ("When your opponent chooses this character with a character's effect, they can only choose this character "
            "with effects of characters with an original BP of 4000.")
    effects = compiled_effects(text)
    assert effects == [{"timing": "continuous", "actions": [
        {"do": "cannot-be-chosen", "by": "character", "except_from": {"bp_min": 4000, "bp_max": 4000, "original_bp": True}}]}]
    picky = card("965", text=text)
    four = card("966", bp=4000)
    three = card("967", bp=3000)
    state = to_main(game([deck((picky, 4)), deck((four, 4), (three, 4))], seed=94))
    guarded = _on_front(state, picky)
    by_four = _on_front(state, four, seat=1)
    by_three = _on_front(state, three, seat=1)
    assert not state.protected(guarded, "cannot-be-chosen", "character", by_four)
    assert state.protected(guarded, "cannot-be-chosen", "character", by_three)
    by_four.bonus = -1000  # (its BP now 3000: the printed BP is read)
    assert not state.protected(guarded, "cannot-be-chosen", "character", by_four)
    assert not state.protected(guarded, "cannot-be-chosen", "event", None)
    check_invariants(state)


def test_maximum_hand_size_while_on_the_area():
    """Card wording: "Maximum of your hand size is 15." Seed 000 End Phase 3: "If your hand contains more than 8
    cards, choose cards to place in your Remove Area until you have exactly 8 cards left" — 15 while this card is on
    its player's area, 8 again once it is not."""
    text = "Maximum of your hand size is 15. @[On Play] Draw 1 card."
    effects = compiled_effects(text)
    assert effects[0] == {"timing": "continuous", "actions": [{"do": "hand-limit", "amount": 15}]}
    hoarder = card("968", text=text)
    state = to_main(game([deck((hoarder, 4)), deck()], seed=95))
    me = state.seats[0]
    holder = _on_front(state, hoarder)
    more = 20 - len(me.hand)
    me.hand.extend(me.deck[:more])
    del me.deck[:more]
    assert state.hand_limit(0) == 15 and state.hand_limit(1) == HAND_LIMIT
    state._end_turn()
    assert len(me.hand) == 15
    me.front.remove(holder)
    me.outside.append(holder.card)
    assert state.hand_limit(0) == HAND_LIMIT
    check_invariants(state)


def test_a_standing_restriction_then_an_effect_at_a_time_it_names():
    """Card wording: "This character cannot be returned to your hand by your opponent's effects. At the end of your
    Attack Phase, you may place 1 card from your hand to the Outside Area and retire this character. If you did, play up
    to 1 <Velvet Knight> from your Outside Area to your area rested." What the character always is, then an effect of its
    own at the end of each of your Attack Phases (not a delayed effect of this turn only)."""
    text = ("This character cannot be returned to your hand by your opponent's effects. At the end of your Attack Phase, "
            "you may place 1 card from your hand to the Outside Area and retire this character. If you did, play up to 1 "
            "<Velvet Knight> from your Outside Area to your area rested.")
    effects = compiled_effects(text)
    assert effects[0] == {"timing": "continuous",
                          "actions": [{"do": "cannot-be-changed", "changes": "return-to-hand", "by": "opponent"}]}
    assert effects[1]["timing"] == "end-of-attack-phase" and effects[1]["actions"][-1]["if_done"]
    from engine.effects.compiler import compile_card_text

    # (a sentence with a condition or a time of its own before the timed one: not split)
    assert not compile_card_text("If you have 3 or less Life, this character cannot block. At the end of your turn, "
                                 "draw 1 card.").complete
    assert not compile_card_text("[Your Turn] This character cannot block. At the end of your turn, draw 1 card.").complete


def test_cannot_block_on_the_first_attack_of_the_turn():
    """Card wording: "[On Play] Choose 1 of your Opponent Character, that Character cannot block on first attack for the
    turn." During this turn it cannot block the turn's first attack (seed 000 Attack Phase: the opponent may block
    with an active character on their Front Line); it may block the attacks after it."""
    from engine.games.union_arena.constants import ATTACK, ATTACK_WITH, BLOCK, BLOCK_WITH

    text = "[On Play] Choose 1 of your Opponent Character, that Character cannot block on first attack for the turn."
    effects = compiled_effects(text)
    gain = effects[0]["actions"][0]
    assert gain["do"] == "gain-ability" and gain["duration"] == "this-turn"
    assert gain["target"]["side"] == "opponents" and gain["effects"][0]["actions"] == [{"do": "cannot-block"}]
    stopper = card("969", text=text)
    state = to_main(game([deck((stopper, 4)), deck()], seed=96))
    first, second = _take(state, stopper), _take(state, PLAIN)
    guard = _take(state, PLAIN, seat=1)
    setup_battle(state, [first, second], [guard])
    run_effects(state, 0, effects, first)
    state.apply((ATTACK_WITH, 0, -1))  # no block is offered: the attack goes through
    assert state.phase == ATTACK and (BLOCK_WITH, 0) not in state.legal_actions()
    assert not guard.rested
    state.apply((ATTACK_WITH, 1, -1))
    assert state.phase == BLOCK and (BLOCK_WITH, 0) in state.legal_actions()
    check_invariants(state)


def test_you_may_choose_one_or_two_characters():
    """Card wording: "[When Attacking] You may choose 1 or 2 characters on your opponent's Front Line and give them
    -500 BP during this turn. If you did, the next time this character would set to active it doesn't." The step is the
    player's choice; taken, it chooses 1 or 2 (up to 2: choosing none is not doing it); without "You may" ("Choose 1 or 2
    ...": at least 1 whenever there is one) it is not read."""
    from engine.effects.compiler import compile_card_text

    text = ("[When Attacking] You may choose 1 or 2 characters on your opponent's Front Line and give them -500 BP during "
            "this turn. If you did, the next time this character would set to active it doesn't.")
    step, stay = compiled_effects(text)[0]["actions"]
    assert step["do"] == "bp-change" and step["optional"] and step["target"]["up_to"] == 2 and "exactly" not in step["target"]
    assert stay == {"do": "stays-rested", "target": {"self": True}, "if_done": True}
    assert not compile_card_text("[On Play] Choose 1 or 2 characters on your opponent's Front Line and give them -500 BP "
                                 "during this turn.").complete
    pusher = card("970", text=text)
    state = to_main(game([deck((pusher, 4)), deck()], seed=97))
    holder = _on_front(state, pusher)
    a, b = _on_front(state, PLAIN, seat=1), _on_front(state, PLAIN, seat=1)
    run_effects(state, 0, compiled_effects(text), holder)
    lowered = [unit for unit in (a, b) if state._bp(unit) == 1500]
    assert holder.frozen == bool(lowered)  # kept rested exactly when it chose
    check_invariants(state)
