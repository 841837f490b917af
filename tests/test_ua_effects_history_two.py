"""Union Arena conditions on what happened earlier in the turn (family "history", second part), compiled from card texts
written for Decklab (invented names, traits and numbers in the real phrasing): a character that moved (outside of the
Move Phase), was switched from active to rest, cards played onto your area (so many, or by your effect), AP paid
(during this turn's Attack Phase).

The turn's events are written only when some card in the game reads them (CardTable.history): moves and rests on the
character itself (Unit.noted), AP paid and cards played by an effect in its seat's log (Seat.history); seed 000, Start
Phase: the turn's history starts again each turn (docs/engine.md, "What happened earlier in the turn")."""
from engine.games.union_arena.board import AP_PAID, BY_EFFECT, MOVED, RESTED
from engine.games.union_arena.constants import ACTIVATE, ATTACK, ATTACK_WITH, FRONT, MOVE, MOVE_UP
from engine.games.union_arena.effects_runtime import activate, holds, run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    PLAIN,
    card,
    compiled_effects,
    deck,
    effects_of,
    game,
    in_hand,
    play_from_hand,
    play_out_turn,
    to_main,
    unit_from_zones,
)

_MOVE_SELF = [{"timing": "main", "actions": [{"do": "move-line", "to": "other", "target": {"self": True}}]}]
_REST_SELF = [{"timing": "main", "actions": [{"do": "rest", "target": {"self": True}}]}]
_PAY_ONE = [{"timing": "main", "actions": [{"do": "pay-ap", "amount": 1}]}]


def test_moved_outside_of_your_move_phase():
    """Card wording: "[When Attacking] If this character moved outside of your Move Phase during this turn, add up to 1
    <X> ... from your Outside Area to your hand." Seed 000, Move Phase: a character moves there by the phase's own
    procedure; "When moving cards during phases other than the Move Phase" (an effect) it is the other kind of move.
    Only the character that moved: another copy of the same card did not."""
    text = "[When Attacking] If this character moved outside of your Move Phase during this turn, draw 1 card."
    compiled_effects(text)
    runner = card("930", bp=3000, text=text)
    state = to_main(game([deck((runner, 4)), deck()], seed=91))
    me = state.seats[0]
    assert MOVED in state.table.history
    moved, still = unit_from_zones(state, runner, 0), unit_from_zones(state, runner, 0)
    me.energy[:] = [moved]
    me.front[:] = [still]
    run_effects(state, 0, _MOVE_SELF, moved)  # by an effect, in the Main Phase
    assert moved in me.front
    when_attacking = effects_of(state, runner).when_attacking
    hand = len(me.hand)
    run_effects(state, 0, when_attacking, still)
    assert len(me.hand) == hand  # the copy that did not move
    run_effects(state, 0, when_attacking, moved)
    assert len(me.hand) == hand + 1
    check_invariants(state)


def test_a_move_phase_move_is_not_outside_of_it_but_is_a_move():
    """Card wordings: "[When Attacking] If this character moved outside of your Move Phase during this turn, ..." and
    "If this character moved during this turn, this character gets +2000 BP during this turn." (untimed: once it
    moved, the gain lasts the turn, as a continuous effect while the condition holds). A Move Phase move (seed 000,
    Move Phase) is a move, not one outside of that phase; the next turn the history starts again."""
    outside = "[When Attacking] If this character moved outside of your Move Phase during this turn, draw 1 card."
    any_move = "If this character moved during this turn, this character gets +2000 BP during this turn."
    compiled_effects(outside)
    compiled_effects(any_move)
    sprinter = card("931", bp=2000, text=any_move)
    runner = card("932", bp=2000, text=outside)
    state = game([deck((sprinter, 4), (runner, 4)), deck()], seed=92)
    to_main(state)
    me = state.seats[0]
    fast, slow = unit_from_zones(state, sprinter, 0), unit_from_zones(state, runner, 0)
    me.energy[:] = [fast, slow]
    me.front[:] = []
    assert state._bp(fast) == 2000
    state.phase = MOVE  # (the Move Phase procedure: MOVE_UP from the Energy Line)
    state.apply((MOVE_UP, 0, -1))
    state.apply((MOVE_UP, 0, -1))
    assert fast in me.front and slow in me.front
    assert state._bp(fast) == 4000
    assert not holds(state, 0, {"kind": "moved-this-turn", "outside_move_phase": True}, slow)
    assert holds(state, 0, {"kind": "moved-this-turn"}, slow)
    state._begin_turn(1)
    state._begin_turn(0)
    assert state._bp(fast) == 2000 and not holds(state, 0, {"kind": "moved-this-turn"}, slow)
    check_invariants(state)


def test_can_only_be_activated_if_this_active_character_was_rested():
    """Card wording: "[Main] [When in Frontline] [1 Per Turn] Can only be activated if this active character was
    rested during this turn. Set this character to active." Switched from active to rest however (seed 000: attacking,
    blocking, a [Rest this card] cost, an effect); a character played rested (seed 000 Play Character: "placed in
    rest") was never active, so it was not "rested"."""
    text = ("[Main] [When in Frontline] [1 Per Turn] Can only be activated if this active character was rested during "
            "this turn. Set this character to active.")
    effects = compiled_effects(text)
    sentry = card("933", text=text)
    state = to_main(game([deck((sentry, 4)), deck()], seed=93))
    me = state.seats[0]
    assert RESTED in state.table.history
    holder = unit_from_zones(state, sentry, 0, rested=True)  # (rested from the start: never switched this turn)
    me.front[:] = [holder]
    assert (ACTIVATE, FRONT, 0, 0) not in state.legal_actions()
    holder.rested = False
    run_effects(state, 0, _REST_SELF, holder)
    assert holder.rested and (ACTIVATE, FRONT, 0, 0) in state.legal_actions()
    activate(state, 0, holder, 0, effects[0])
    assert not holder.rested
    assert (ACTIVATE, FRONT, 0, 0) not in state.legal_actions()  # [1 Per Turn]
    check_invariants(state)


def test_an_attack_rests_the_attacker_this_turn():
    """Seed 000, Attack Phase: "rest the character to attack" — a switch from active to rest the condition reads."""
    text = ("[Main] [When in Frontline] [1 Per Turn] Can only be activated if this active character was rested during "
            "this turn. Set this character to active.")
    sentry = card("934", bp=3000, text=text)
    state = to_main(game([deck((sentry, 4)), deck()], seed=94))
    me = state.seats[0]
    holder, other = unit_from_zones(state, sentry, 0), unit_from_zones(state, sentry, 0)
    me.front[:] = [holder, other]  # (a second attacker keeps the Attack Phase going)
    state.phase = ATTACK
    state.actor = 0
    assert not holds(state, 0, {"kind": "rested-this-turn"}, holder)
    state.apply((ATTACK_WITH, 0, -1))
    assert state.turn == 1 and holder.rested
    assert holds(state, 0, {"kind": "rested-this-turn"}, holder)
    assert not holds(state, 0, {"kind": "rested-this-turn"}, other)
    check_invariants(state)


def test_you_played_two_or_more_characters_on_your_area():
    """Card wording: "[Your Turn] If you played 3 or more characters on your area during this turn, this character gets
    +1000 BP." (here 2 or more). Seed 000, Main Phase: each character played from the hand counts; the count starts
    again with the next turn."""
    text = "[Your Turn] If you played 2 or more characters on your area during this turn, this character gets +1500 BP."
    compiled_effects(text)
    captain = card("935", bp=2000, text=text)
    recruit = card("936", bp=1000)
    state = to_main(game([deck((captain, 4), (recruit, 8)), deck()], seed=95))
    me = state.seats[0]
    holder = unit_from_zones(state, captain, 0)
    me.front[:] = [holder]
    play_from_hand(state, recruit)
    assert state._bp(holder) == 2000
    play_from_hand(state, recruit)
    assert state._bp(holder) == 3500
    state._begin_turn(1)
    state._begin_turn(0)
    assert state._bp(holder) == 2000
    check_invariants(state)


def test_returned_to_your_hand_or_played_by_your_effect():
    """Card wording: "[Your Turn] If a <Trait: X> card returned from your area to your hand or was played by your effect
    during this turn, this character gets +500 BP." Either holds it: a <Trait: Paper Cranes> card played from the hand
    (seed 000, Main Phase) is neither; one an effect of yours played is."""
    text = ("[Your Turn] If a <Trait: Paper Cranes> card returned from your area to your hand or was played by your "
            "effect during this turn, this character gets +1000 BP.")
    compiled_effects(text)
    caller = "[On Play] Play up to 1 <Trait: Paper Cranes> character from your hand to your area rested."
    folder = card("937", bp=2000, text=text)
    crane = card("938", traits=["Paper Cranes"])
    state = to_main(game([deck((folder, 4), (crane, 8)), deck()], seed=96))
    me = state.seats[0]
    assert BY_EFFECT in state.table.history
    holder = unit_from_zones(state, folder, 0)
    me.front[:] = [holder]
    play_from_hand(state, crane)
    assert state._bp(holder) == 2000
    in_hand(state, crane)
    run_effects(state, 0, compiled_effects(caller), None)
    assert me.history and me.history[-1][0] == BY_EFFECT
    assert state._bp(holder) == 3000
    state._begin_turn(1)
    state._begin_turn(0)
    assert state._bp(holder) == 2000
    crane_unit = next(u for u in me.front + me.energy if u is not holder)
    back = {"side": "yours", "zone": "any", "trait": "Paper Cranes", "up_to": 1}
    run_effects(state, 0, [{"timing": "main", "actions": [{"do": "return-to-hand", "target": back}]}], None)
    assert crane_unit not in me.front + me.energy and state._bp(holder) == 3000  # returned to your hand
    check_invariants(state)


def test_during_this_turns_attack_phase_if_you_paid_an_ap():
    """Card wording: "[Your Turn] During this turn's Attack Phase, if you paid an AP, this character gets +2000 BP."
    AP paid in the Main Phase (seed 000, playing a card) is not paid during the Attack Phase; an effect's AP paid in it
    is; before and after the Attack Phase the effect is not there."""
    text = "[Your Turn] During this turn's Attack Phase, if you paid an AP, this character gets +1000 BP."
    compiled_effects(text)
    banner = card("939", bp=2000, text=text)
    recruit = card("940", bp=1000)
    state = to_main(game([deck((banner, 4), (recruit, 4)), deck()], seed=97))
    me = state.seats[0]
    assert AP_PAID in state.table.history
    holder = unit_from_zones(state, banner, 0)
    me.front[:] = [holder]
    play_from_hand(state, recruit)  # pays its AP in the Main Phase
    assert me.history[-1][0] == AP_PAID and not me.history[-1][2]
    state.phase = ATTACK
    assert state._bp(holder) == 2000
    run_effects(state, 0, _PAY_ONE, None)
    assert state._bp(holder) == 3000
    state._begin_turn(1)
    state._begin_turn(0)
    assert me.history == () and state._bp(holder) == 2000
    check_invariants(state)


def test_games_without_such_cards_write_nothing():
    """A game whose cards read none of these events pays nothing for them: moves, rests and AP write no history."""
    state = to_main(game([deck(), deck()], seed=98))
    me = state.seats[0]
    assert not state.table.history
    holder = unit_from_zones(state, PLAIN, 0)
    me.energy[:] = [holder]
    run_effects(state, 0, _MOVE_SELF, holder)
    run_effects(state, 0, _REST_SELF, holder)
    run_effects(state, 0, _PAY_ONE, None)
    assert holder.noted == 0 and me.history == ()
    assert holder in me.front or holder in me.energy
    check_invariants(state)


def test_the_pilot_plays_games_with_these_cards():
    """The greedy pilot plays turns with every reading here in both decks (invariants checked after every action)."""
    texts = ["[When Attacking] If this character moved outside of your Move Phase during this turn, draw 1 card.",
             "If this character moved during this turn, this character gets +2000 BP during this turn.",
             "[Main] [When in Frontline] [1 Per Turn] Can only be activated if this active character was rested during "
             "this turn. Set this character to active.",
             "[Your Turn] If you played 2 or more characters on your area during this turn, this character gets +1500 BP.",
             "[Your Turn] During this turn's Attack Phase, if you paid an AP, this character gets +1000 BP.",
             "[Main] [1 Per Turn] Move this character to another line."]
    records = [card(f"94{n}", text=text) for n, text in enumerate(texts)]
    state = game([deck(*((r, 6) for r in records)), deck(*((r, 6) for r in records))], seed=99)
    for _ in range(8):
        if state.is_terminal():
            break
        play_out_turn(state)
    assert state.turn >= 8 or state.is_terminal()
    assert {MOVED, RESTED, AP_PAID} <= state.table.history
