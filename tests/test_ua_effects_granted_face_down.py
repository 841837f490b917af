"""Union Arena effects played in full (issue 13): runtime gaps and face-down / raid-source mechanics, from card
texts written for Decklab (invented names and traits in the real phrasing).

Each scenario builds its position through the engine's API, quotes the card wording it plays and names the seed 000
section where a rule is involved."""
from engine.effects.compiler import compile_card_text
from engine.games.union_arena.constants import ACTIVATE, ATTACK_WITH, BLOCK_WITH, MOVE_UP, OVER, PASS, PLAY
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.greedy import GreedyPilot
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, deck, game, ids, setup_battle, to_main


def _on_front(state, record, seat=0, rested=False):
    """Take one copy of `record` out of the seat's deck or hand and put it on the Front Line."""
    me = state.seats[seat]
    card_id = ids(state, record)[0]
    (me.deck if card_id in me.deck else me.hand).remove(card_id)
    unit = state._new_unit(card_id, seat, rested=rested)
    me.front.append(unit)
    return unit


ACTIVATE_TEXT = "[On Play] Draw 1 card.\n[Main] [1 Per Turn] Activate this character's [On Play] effect."


def test_activate_this_characters_on_play_effect():
    """Card wording: "[Main] [1 Per Turn] Activate this character's [On Play] effect." — the card's [On Play] resolves
    again, once per turn."""
    assert compile_card_text(ACTIVATE_TEXT).complete
    echo = card("801", text=ACTIVATE_TEXT)
    state = to_main(game([deck((echo, 4)), deck()], seed=41))
    holder = _on_front(state, echo)
    me = state.seats[0]
    assert state.table.effects[holder.card].complete
    before = len(me.hand)
    state.apply(next(a for a in state.legal_actions() if a[0] == ACTIVATE))
    assert len(me.hand) == before + 1
    assert not any(a[0] == ACTIVATE for a in state.legal_actions())  # [1 Per Turn]
    check_invariants(state)


LIFE_TEXT = "[Main] [Rest this card] Place 1 card from your Life Area to the Outside Area. If you did, draw 2 cards."


def test_life_to_outside_and_zero_life_ends_the_game():
    """Card wording: "Place 1 card from your Life Area to the Outside Area. If you did, draw 2 cards." Seed 000, Game
    Victory Conditions: "Your opponent has zero cards in their Life Area" — a Life Area emptied by an effect loses the
    game as one emptied by damage does."""
    assert compile_card_text(LIFE_TEXT).complete
    spender = card("802", text=LIFE_TEXT)
    state = to_main(game([deck((spender, 4)), deck()], seed=42))
    holder = _on_front(state, spender, rested=False)
    me = state.seats[0]
    life, hand, outside = len(me.life), len(me.hand), len(me.outside)
    state.apply(next(a for a in state.legal_actions() if a[0] == ACTIVATE))
    assert len(me.life) == life - 1 and len(me.outside) == outside + 1 and len(me.hand) == hand + 2
    check_invariants(state)
    me.outside.extend(me.life[1:])
    del me.life[1:]
    run_effects(state, 0, state.table.effects[holder.card].activated, holder)
    assert me.life == [] and state.phase == OVER and state.winner_seat == 1


USE_IF_TEXT = "This card can only be used if there is a <Orrin Vale> on your area.\n[Main] Draw 2 cards."


def test_an_event_that_can_only_be_used_if():
    """Card wording (an Event): "This card can only be used if there is a <X> on your area." — without one the event
    is not among the legal plays (nor the greedy pilot's); with one it is used and resolves."""
    assert compile_card_text(USE_IF_TEXT).complete
    flare = card("803", type="event", text=USE_IF_TEXT)
    orrin = card("804", name="Orrin Vale")
    state = to_main(game([deck((flare, 4), (orrin, 4)), deck()], seed=43))
    me = state.seats[0]
    flare_id = ids(state, flare)[0]
    me.deck.extend(me.hand)
    me.hand[:] = [me.deck.pop(me.deck.index(flare_id))]
    me.ap[:] = [True, True]
    assert state.table.effects[flare_id].complete and state.table.effects[flare_id].use_conditions
    assert not any(a[0] == PLAY for a in state.legal_actions())
    assert GreedyPilot(0).choose(state) == PASS
    _on_front(state, orrin)
    play = next(a for a in state.legal_actions() if a[0] == PLAY)
    assert GreedyPilot(0).choose(state) == play
    state.apply(play)
    assert flare_id in me.outside and len(me.hand) == 2
    check_invariants(state)


UNBLOCKABLE_TEXT = ('If this character\'s BP is 6000 or more, this character gets "This character cannot be blocked by '
                    'characters with BP 4000 or more".\n'
                    '[Your Turn] If this character\'s BP is 6000 or more, this character gains "[When Attacking] Draw 1 card".')


def test_a_conditional_ability_held_while_the_condition_holds():
    """Card wording: "If this character's BP is 6000 or more, this character gets "This character cannot be blocked by
    characters with BP 4000 or more"" and "[Your Turn] If ..., this character gains "[When Attacking] Draw 1 card"":
    the quoted abilities are the character's while its BP is 6000 or more, not otherwise."""
    assert compile_card_text(UNBLOCKABLE_TEXT).complete
    runner = card("805", bp=5000, text=UNBLOCKABLE_TEXT)
    wall = card("806", bp=4000)
    state = to_main(game([deck((runner, 4)), deck((wall, 4))], seed=44))
    attacker = _on_front(state, runner)
    blocker = _on_front(state, wall, seat=1)
    assert state.table.effects[attacker.card].complete
    assert state.may_block(blocker, attacker)  # 5000: no ability
    attacker.bonus = 1000
    assert not state.may_block(blocker, attacker)  # 6000: cannot be blocked by BP 4000 or more
    me = state.seats[0]
    hand = len(me.hand)
    setup_battle(state, [attacker], [blocker])
    state.apply((ATTACK_WITH, 0, -1))
    assert len(me.hand) == hand + 1  # the gained [When Attacking]
    check_invariants(state)


STAY_TEXT = ('[On Play] Choose up to 1 character on your opponent\'s Front Line and give it "This character cannot '
             'move." until the start of your next turn.')
MUST_TEXT = ('[On Play] If you have 3 or less Life, this character gains "Your opponent must block this character\'s '
             'attack if able" during this turn.')


def test_granted_cannot_move_until_your_next_turn():
    """Card wording: "give it "This character cannot move." until the start of your next turn" — the chosen character
    may not move in its owner's Move Phase (seed 000, Move Phase), and can again from the granting player's next
    Start Phase."""
    assert compile_card_text(STAY_TEXT).complete
    anchor = card("807", text=STAY_TEXT)
    state = to_main(game([deck((anchor, 4)), deck()], seed=45))
    holder = _on_front(state, anchor)
    other = state.seats[1]
    target = state._new_unit(other.deck.pop(), 1)
    other.front.append(target)
    run_effects(state, 0, state.table.effects[holder.card].on_play, holder)
    assert target.abilities and not state.may_move(target)
    other.front.remove(target)
    other.energy.append(target)  # on the Energy Line it still may not move up
    state.player = 1
    assert not state._can_move() and (MOVE_UP, 0, -1) not in state._move_actions()
    target.abilities = tuple(a for a in target.abilities if a[1] != 0) or None  # seat 0's next Start Phase
    assert state.may_move(target) and state._can_move()


def test_granted_must_be_blocked():
    """Card wording: "this character gains "Your opponent must block this character's attack if able" during this
    turn" — the defender's block step (seed 000, Block step) offers no pass while a character can block; the greedy
    pilot then blocks with its weakest character unless one wins the battle."""
    assert compile_card_text(MUST_TEXT).complete
    lure = card("808", bp=5000, text=MUST_TEXT)
    small, big = card("809", bp=1000), card("810", bp=3000)
    state = to_main(game([deck((lure, 4)), deck((small, 4), (big, 4))], seed=46))
    me = state.seats[0]
    me.outside.extend(me.life[3:])
    del me.life[3:]
    attacker = _on_front(state, lure)
    run_effects(state, 0, state.table.effects[attacker.card].on_play, attacker)
    assert attacker.abilities
    setup_battle(state, [attacker], [_on_front(state, big, seat=1), _on_front(state, small, seat=1)])
    state.apply((ATTACK_WITH, 0, -1))
    legal = state.legal_actions()
    assert PASS not in legal and len(legal) == 2
    assert GreedyPilot(1).choose(state) == (BLOCK_WITH, 1)  # the 1000 BP one
    check_invariants(state)


SEED_TEXT = ("[On Play] Draw 1 card. Choose up to 1 <Tamsin Orlo> on your area with no face-down cards under it and place "
             "the top card of your deck face-down under that character.")
PULL_TEXT = ("[When Attacking] You may move 1 face-down card under another character on your area to under this "
             "character.\n[Your Turn] For each face-down card under this character, this character gets +1000 BP.")


def test_face_down_under_a_chosen_character_moved_and_counted():
    """Card wording: "Choose up to 1 <X> on your area with no face-down cards under it and place the top card of your
    deck face-down under that character", "move 1 face-down card under another character on your area to under this
    character", "[Your Turn] For each face-down card under this character, this character gets +1000 BP"."""
    assert compile_card_text(SEED_TEXT).complete and compile_card_text(PULL_TEXT).complete
    sower = card("811", text=SEED_TEXT)
    tamsin = card("812", name="Tamsin Orlo", bp=3000)
    puller = card("813", bp=2000, text=PULL_TEXT)
    state = to_main(game([deck((sower, 4), (tamsin, 4), (puller, 4)), deck()], seed=47))
    me = state.seats[0]
    full, empty = _on_front(state, tamsin), _on_front(state, tamsin)
    full.under = (me.deck.pop(),)
    source = _on_front(state, sower)
    top = me.deck[-2]  # the draw takes the top card first
    run_effects(state, 0, state.table.effects[source.card].on_play, source)
    assert empty.under == (top,) and len(full.under) == 1
    holder = _on_front(state, puller)
    assert state._bp(holder) == 2000
    run_effects(state, 0, state.table.effects[holder.card].when_attacking, holder)
    assert len(holder.under) == 1 and len(full.under) + len(empty.under) == 1
    assert state._bp(holder) == 3000  # +1000 for its one face-down card, on its owner's turn
    state.player = 1
    assert state._bp(holder) == 2000
    check_invariants(state)


RECALL_TEXT = "[On Retire] Return up to 1 of this character's raid source to your hand."
REVIVE_TEXT = "[On Retire] Play up to 1 of this character's raid source cards to your area rested."


def _raided(state, raider, base_record):
    """A Raid as seed 000, Raid Boost places it: the raider on top of the base, which stays under it (`Unit.base`)."""
    unit = _on_front(state, raider)
    me = state.seats[0]
    base = ids(state, base_record)[0]
    (me.deck if base in me.deck else me.hand).remove(base)
    unit.base = base
    return unit, base


def test_a_raid_source_returned_or_played_when_the_raider_retires():
    """Card wording: "[On Retire] Return up to 1 of this character's raid source to your hand" and "play up to 1 of this
    character's raid source cards to your area rested". Seed 000, Raid Boost: the raiding card is placed on top of
    the character it raids; when it leaves the field both go to the Outside Area, and its [On Retire] then finds
    the raid source there."""
    assert compile_card_text(RECALL_TEXT).complete and compile_card_text(REVIVE_TEXT).complete
    recaller, reviver, base_card = card("814", text=RECALL_TEXT), card("815", text=REVIVE_TEXT), card("816", bp=3000)
    state = to_main(game([deck((recaller, 4), (reviver, 4), (base_card, 8)), deck()], seed=48))
    me = state.seats[0]
    unit, base = _raided(state, recaller, base_card)
    state._remove_from_field(me, unit)
    assert base in me.hand and unit.card in me.outside and base not in me.outside
    unit, base = _raided(state, reviver, base_card)
    state._remove_from_field(me, unit)
    assert [u.card for u in me.front] == [base] and me.front[0].rested and base not in me.outside
    check_invariants(state)
