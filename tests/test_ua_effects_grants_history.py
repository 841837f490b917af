"""Union Arena conditions on what happened this turn that real cards use (issue 13), compiled from card texts written
for Decklab (invented names, traits and numbers in the real phrasing).

Each scenario builds its position through the engine's API and shows the effect holding and not holding; the
docstring quotes the card wording and the seed 000 section the reading follows (docs/engine.md, "Granted abilities,
the opponent's choices and what happened this turn")."""
from engine.games.union_arena.constants import ACTIVATE, FRONT
from engine.games.union_arena.effects_runtime import activate, run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, compiled_effects, deck, game, to_main, unit_from_zones

_DISCARD_ONE = [{"timing": "main", "actions": [{"do": "discard", "amount": 1}]}]


def test_placed_cards_from_your_hand_by_your_effects_this_turn():
    """Card wording: "[Main] [1 Per Turn] Can only be activated if you placed 2 or more cards from your hand to the
    Outside Area by your card effects during this turn. Draw 1 card." Seed 000, Activation conditions: "[Place 1 card
    from your hand in your Outside Area] This effect can be activated by placing 1 card from your hand in your Outside
    Area" — a cost is part of the effect, so it counts too; the opponent's effects do not ("by your card effects")."""
    text = ("[Main] [1 Per Turn] Can only be activated if you placed 2 or more cards from your hand to the Outside Area "
            "by your card effects during this turn. Draw 1 card.")
    compiled_effects(text)
    sorter = card("910", text=text)
    state = to_main(game([deck((sorter, 4)), deck()], seed=81))
    me = state.seats[0]
    me.front[:] = [unit_from_zones(state, sorter, 0)]
    assert (ACTIVATE, FRONT, 0, 0) not in state.legal_actions()
    run_effects(state, 1, [{"timing": "main", "actions": [{"do": "opponent-discards", "amount": 2}]}], None)
    assert len(me.discarded_now) == 2  # placed from this hand, by the opponent's effect: not "by your effects"
    assert (ACTIVATE, FRONT, 0, 0) not in state.legal_actions()
    run_effects(state, 0, _DISCARD_ONE, None)
    assert (ACTIVATE, FRONT, 0, 0) not in state.legal_actions()
    run_effects(state, 0, _DISCARD_ONE, None)
    assert (ACTIVATE, FRONT, 0, 0) in state.legal_actions()
    check_invariants(state)


def test_you_or_your_opponent_placed_a_card_from_hand():
    """Card wording: "[Your Turn] If you or your opponent placed a card from hand to the Outside Area during this turn,
    this character gets +500 BP." Either hand counts, placed by either player's effect; the count starts again with
    each turn (seed 000, Start Phase)."""
    text = ("[Your Turn] If you or your opponent placed a card from hand to the Outside Area during this turn, this "
            "character gets +500 BP.")
    compiled_effects(text)
    watcher = card("911", bp=2000, text=text)
    state = to_main(game([deck((watcher, 4)), deck()], seed=82))
    me = state.seats[0]
    holder = unit_from_zones(state, watcher, 0)
    me.front[:] = [holder]
    assert state._bp(holder) == 2000
    run_effects(state, 1, _DISCARD_ONE, None)  # the opponent's own hand, by the opponent's effect
    assert state._bp(holder) == 2500
    state._begin_turn(1)
    state._begin_turn(0)
    assert state._bp(holder) == 2000
    check_invariants(state)


def test_your_opponent_has_drawn_a_card_this_turn():
    """Card wording: "[On Play] If your opponent has drawn a card during this turn, draw up to 1 card." The opponent's
    draws of this turn (either player's turn), not yours; "up to 1": the engine draws it."""
    text = "[On Play] If your opponent has drawn a card during this turn, draw up to 1 card."
    effects = compiled_effects(text)
    state = to_main(game([deck(), deck()], seed=83))
    me, them = state.seats
    hand = len(me.hand)
    them.drawn_now, me.drawn_now = 0, 2
    run_effects(state, 0, effects, None)
    assert len(me.hand) == hand  # only your own draws: nothing
    state._draw(1, 1)
    run_effects(state, 0, effects, None)
    assert len(me.hand) == hand + 1
    check_invariants(state)


def _return_one_of_yours(trait):
    """An effect that returns 1 of your Front Line characters with `trait` to your hand."""
    target = {"side": "yours", "zone": "front", "trait": trait, "up_to": 1}
    return [{"timing": "main", "actions": [{"do": "return-to-hand", "target": target}]}]


def test_a_trait_card_returned_from_your_area_to_your_hand_this_turn():
    """Card wording: "[Your Turn] If a <Trait: Night Owls> card returned from your area to your hand during this turn,
    this character gets +1000 BP." A character of another trait returning does not count."""
    text = ("[Your Turn] If a <Trait: Night Owls> card returned from your area to your hand during this turn, this "
            "character gets +1000 BP.")
    compiled_effects(text)
    perch = card("912", bp=2000, text=text)
    owl = card("913", traits=["Night Owls"])
    crow = card("914", traits=["Day Crows"])
    state = to_main(game([deck((perch, 4), (owl, 4), (crow, 4)), deck()], seed=84))
    me = state.seats[0]
    holder = unit_from_zones(state, perch, 0)
    me.front[:] = [holder, unit_from_zones(state, crow, 0), unit_from_zones(state, owl, 0)]
    run_effects(state, 0, _return_one_of_yours("Day Crows"), None)
    assert len(me.front) == 2 and state._bp(holder) == 2000
    run_effects(state, 0, _return_one_of_yours("Night Owls"), None)
    assert len(me.front) == 1 and state._bp(holder) == 3000
    check_invariants(state)


def test_cannot_be_activated_the_turn_this_character_was_played():
    """Card wording: "[Main] [Pay 1 AP] [1 Per Turn] Can only be activated if this character was not played during
    this turn. Draw 1 card." and "[Main] [Rest this card] Cannot be activated during the turn this character was
    played. Draw 1 card." — the same condition, read as "none of: played this turn"."""
    for text in ("[Main] [Pay 1 AP] [1 Per Turn] Can only be activated if this character was not played during this "
                 "turn. Draw 1 card.",
                 "[Main] [Rest this card] Cannot be activated during the turn this character was played. Draw 1 card."):
        effects = compiled_effects(text)
        veteran = card("915", text=text)
        state = to_main(game([deck((veteran, 4)), deck()], seed=85))
        me = state.seats[0]
        holder = unit_from_zones(state, veteran, 0)
        me.front[:] = [holder]
        holder.played_turn = state.turn
        assert (ACTIVATE, FRONT, 0, 0) not in state.legal_actions()
        holder.played_turn = state.turn - 1
        assert (ACTIVATE, FRONT, 0, 0) in state.legal_actions()
        hand = len(me.hand)
        activate(state, 0, holder, 0, effects[0])
        assert len(me.hand) == hand + 1
        check_invariants(state)


def test_your_opponent_may_draw():
    """Card wording: "[On Play] Your opponent may draw 2 cards." The opponent's choice; the engine's fixed choice is
    that they draw (a card in hand is worth more to them than one in the deck)."""
    text = "[On Play] Your opponent may draw 2 cards."
    effects = compiled_effects(text)
    assert effects[0]["actions"][0]["opponent_may"]
    state = to_main(game([deck(), deck()], seed=86))
    them = state.seats[1]
    hand = len(them.hand)
    run_effects(state, 0, effects, None)
    assert len(them.hand) == hand + 2
    check_invariants(state)
