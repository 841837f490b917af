"""Stun and "enemies cannot play cards" under the current rules (issue #14.2; status-effects.yml Stun:
"Turn Start: Skip the turn." / "Turn End: Expires."; data/README.md "Block play effects": block_play,
target opponent, duration combat_round). Readings **stun** and **block-play** in
docs/universal-arena-engine.md. Invented cards; the team is Ayla (30 HP), Cato (100) and Dara (25)
against Bram (20) and Eris (40)."""
from __future__ import annotations

from engine.games.universal_arena.effects import card_effects
from engine.games.universal_arena.state import END_TURN, PASS, PLAY, PRIORITY, ROUND_START
from tests.test_universal_arena_current_rules import current, skip_movement, ua_card
from tests.universal_arena_engine_helpers import FAST, NORMAL, SLOW, give, ids, play, resolve

STUN = {"timing": "on_use", "type": "inflict_status", "status": "Stun", "amount": {"kind": "flat", "value": 1}}
HIT = {"timing": "on_use", "type": "deal_damage", "amount": {"kind": "power"}}
BLOCK = {"timing": "on_use", "type": "block_play", "target": "opponent", "duration": "combat_round"}


def headbutt():
    return ua_card("Headbutt", power="5", text="Deal Power damage.\nInflict 1 Stun.", structured_effects=[HIT, STUN])


def bash(who="Bram|Base", name="Bash"):
    return ua_card(name, who=who, power="3", text="Deal Power damage.", structured_effects=[HIT])


def hand_plays(state, seat, number):
    position = state.seats[seat].hand.index(ids(state, seat, number)[0])
    return [a for a in state.legal_actions() if a[0] == PLAY and a[1] == position]


def test_stun_and_block_play_are_played():
    assert card_effects(headbutt()).unsupported == []
    stopper = ua_card("Stopper", kind="special", speed="fast", power="-", target="Self",
                      text="Until the end of this Combat Round, enemies cannot play cards.", structured_effects=[BLOCK])
    assert card_effects(stopper).unsupported == []


def test_a_stunned_character_skips_the_next_turn_and_the_stun_then_expires():
    """Stun inflicted during turn 1 outlasts that turn's end; at the next Turn Start Bram skips the turn
    (his cards cannot be played, Eris's can); at that turn's end the Stun expires."""
    state = current([headbutt()], [bash(), bash("Eris|Base", "Ebash")])
    skip_movement(state)
    give(state, 0, "Headbutt")
    play(state, "Headbutt", NORMAL, target=0)
    resolve(state)
    assert state.seats[1].statuses[0] == {("Stun", "value"): 1}
    state.apply(END_TURN)
    assert state.seats[1].statuses[0] == {("Stun", "value"): 1}  # not expired: it has not reached a Turn Start
    assert state.seats[1].stunned == {"Bram|Base"} and state.initiative == 1
    skip_movement(state)
    give(state, 1, "Bash", "Ebash")
    assert hand_plays(state, 1, "Bash") == []
    assert hand_plays(state, 1, "Ebash")
    play(state, "Ebash", NORMAL, target=0)
    resolve(state)
    state.apply(END_TURN)
    assert state.seats[1].statuses[0] == {} and not state.seats[1].stunned
    skip_movement(state)
    resolve(state)
    assert state.phase == ROUND_START and state.actor == 0


def test_a_stunned_characters_cards_make_no_play_and_no_follow_up():
    """Skip the turn: with only a stunned character's cards in hand the seat has no play (it may end the
    turn at once), and no Follow-Up window of that character is offered."""
    follow = ua_card("Quick Jab", power="3", text="Deal Power damage.\nFollow-Up.", structured_effects=[HIT])
    state = current([headbutt(), follow], [bash()])
    skip_movement(state)
    state.seats[0].stunned = frozenset({"Ayla|Base"})
    give(state, 0, "Headbutt", "Quick Jab", spare=False)
    assert not state.can_play(0, SLOW) and state.legal_actions() == [END_TURN]
    state.active = SLOW  # as if a card of Ayla's were just used in the Slow zone
    assert state._follow_up_cards(0, "Ayla|Base") == []
    state.seats[0].stunned = frozenset()
    assert state.can_play(0, SLOW) and state._follow_up_cards(0, "Ayla|Base")


def test_block_play_stops_the_opponent_until_the_combat_round_ends():
    """A Fast "Stopper" interrupts a Slow attack; once it is used, the opponent cannot play cards for the
    rest of that Combat Round (it is made to pass: cards already played still resolve); the next round it
    can play again."""
    stopper = ua_card("Stopper", kind="special", speed="fast", power="-", target="Self", cost=0,
                      text="Until the end of this Combat Round, enemies cannot play cards.", structured_effects=[BLOCK])
    slam = ua_card("Slam", speed="slow", power="6", text="Deal Power damage.", structured_effects=[HIT])
    state = current([stopper, slam], [bash()])
    skip_movement(state)
    give(state, 0, "Stopper", "Slam")
    give(state, 1, "Bash")
    play(state, "Slam", SLOW, target=0)
    assert hand_plays(state, 1, "Bash")  # not blocked yet
    state.apply(PASS)
    play(state, "Stopper", FAST)
    resolve(state)  # Stopper resolves; Bram's seat is made to pass in the paused Slow zone; Slam hits
    assert ("pass", 1) in [(e[2], e[1]) for e in state.events if len(e) > 2 and e[2] == "pass"]
    assert state.seats[1].hps[0] == 20 - 6
    assert state.phase == ROUND_START and not state.seats[1].blocked
    give(state, 0, "Slam")
    play(state, "Slam", SLOW, target=0)
    assert state.phase == PRIORITY and hand_plays(state, 1, "Bash")
