"""Union Arena conditions on what happened earlier in the turn and how a card got where it is (family "history"),
compiled from card texts written for Decklab (invented names, traits and numbers in the real phrasing): a character
of yours dealt damage this turn, cards placed from your Outside Area into your deck this turn, characters that came
into play or moved this turn, a card played from the hand, a card used paying 0 AP, a character retired by your
effect this turn, a character chosen this turn by the effect of a <X> card.

The turn's events are written only when some card in the game reads them (CardTable.history, Unit.chosen_by); seed
000, Start Phase: the turn's history starts again each turn (docs/engine.md, "What happened earlier in the turn")."""
from engine.games.union_arena.board import DEALT, DECKED, PAID_FOR, RETIRED
from engine.games.union_arena.constants import ATTACK, ATTACK_WITH, PLAY
from engine.games.union_arena.effects_runtime import activate, holds, run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    PLAIN,
    card,
    compiled_effects,
    deck,
    effects_of,
    game,
    ids,
    only_in_hand,
    play_from_hand,
    to_main,
    unit_from_zones,
)

_MOVE_SELF = [{"timing": "main", "actions": [{"do": "move-line", "to": "other", "target": {"self": True}}]}]


def test_a_character_of_yours_dealt_damage_this_turn():
    """Card wording: "[When Attacking] If a character on your area dealt damage to your opponent during this turn,
    this character gets +1000 BP during this turn." Seed 000, Attack Phase: an attack that is not blocked inflicts
    damage (Keyword Effects: a character "inflicts direct damage with an attack"); the second attacker sees the
    first one's damage, the first did not see any."""
    text = ("[When Attacking] If a character on your area dealt damage to your opponent during this turn, this character "
            "gets +2000 BP during this turn.")
    compiled_effects(text)
    striker = card("940", bp=3000, text=text)
    state = to_main(game([deck((striker, 4)), deck()], seed=140, goldfish=True))
    me = state.seats[0]
    assert DEALT in state.table.history
    first, second = unit_from_zones(state, striker, 0), unit_from_zones(state, striker, 0)
    me.front[:] = [first, second, unit_from_zones(state, PLAIN, 0)]  # (a third attacker keeps the Attack Phase going)
    state.phase, state.actor = ATTACK, 0
    life = len(state.seats[1].life)
    state.apply((ATTACK_WITH, 0, -1))
    assert len(state.seats[1].life) == life - 1 and state._bp(first) == 3000  # nothing dealt before its attack
    state.apply((ATTACK_WITH, 1, -1))
    assert state._bp(second) == 5000
    state._begin_turn(1)
    state._begin_turn(0)
    assert not holds(state, 0, {"kind": "dealt-damage-this-turn", "filter": {"card_type": "character"}}, second)
    check_invariants(state)


def test_only_the_named_character_s_damage_counts():
    """Card wording: "[On Play] If your <X> has dealt damage to your opponent this turn, draw 1 card": the damage of
    a character of that name, not of another."""
    text = "[On Play] If your <Talia Vorn> has dealt damage to your opponent this turn, draw 1 card."
    compiled_effects(text)
    talia = card("941", name="Talia Vorn", bp=3000)
    scout = card("942", bp=2000, text=text)
    state = to_main(game([deck((talia, 4), (scout, 8)), deck()], seed=141, goldfish=True))
    me = state.seats[0]
    me.front[:] = [unit_from_zones(state, PLAIN, 0), unit_from_zones(state, talia, 0), unit_from_zones(state, PLAIN, 0)]
    state.phase, state.actor = ATTACK, 0
    state.apply((ATTACK_WITH, 0, -1))  # the plain character's damage
    hand = len(me.hand)
    me.energy[:] = [unit_from_zones(state, scout, 0)]
    run_effects(state, 0, effects_of(state, scout).on_play, me.energy[0])
    assert len(me.hand) == hand
    state.apply((ATTACK_WITH, 1, -1))  # Talia Vorn's
    run_effects(state, 0, effects_of(state, scout).on_play, me.energy[0])
    assert len(me.hand) == hand + 1
    check_invariants(state)


def test_cards_placed_from_your_outside_area_to_your_deck_this_turn():
    """Card wording: "[Your Turn] If you placed cards from your Outside Area to your deck during this turn, this
    character gains [Impact 1]." An effect that places a card from the Outside Area at the bottom of the deck makes
    it hold; it lasts the turn and starts again with the next one."""
    text = "[Your Turn] If you placed cards from your Outside Area to your deck during this turn, this character gains [Impact (1) ]."
    compiled_effects(text)
    recycle = compiled_effects("Place up to 1 card from your Outside Area at the bottom of your deck.")
    keeper = card("943", bp=3000, text=text)
    state = to_main(game([deck((keeper, 4)), deck()], seed=143))
    me = state.seats[0]
    assert DECKED in state.table.history
    holder = unit_from_zones(state, keeper, 0)
    me.front[:] = [holder]
    assert state._keyword(holder, "impact") == 0
    run_effects(state, 0, recycle, None)  # (an empty Outside Area: nothing placed)
    assert state._keyword(holder, "impact") == 0
    me.outside.append(me.deck.pop())
    run_effects(state, 0, recycle, None)
    assert me.outside == [] and state._keyword(holder, "impact") == 1
    state._begin_turn(1)
    state._begin_turn(0)
    assert state._keyword(holder, "impact") == 0
    check_invariants(state)


def test_choose_a_character_that_came_into_play_this_turn():
    """Card wording: "[Main] [Rest this card] Choose 1 character with <Trait: X> that came into play this turn,
    active it." Seed 000, Main Phase: a character played this turn (placed rested); one that was there from an
    earlier turn is not chosen, even with more BP."""
    text = "[Main] [Rest this card] Choose 1 character with <Trait: Glass Harbor> that came into play this turn, active it."
    effects = compiled_effects(text)
    harbor = card("944", type="field", text=text)
    sailor = card("945", bp=1500, traits=["Glass Harbor"])
    veteran = card("946", bp=4000, traits=["Glass Harbor"])
    state = to_main(game([deck((harbor, 4), (sailor, 4), (veteran, 4)), deck()], seed=144))
    me = state.seats[0]
    field = unit_from_zones(state, harbor, 0)
    field.rested = False
    old = unit_from_zones(state, veteran, 0, rested=True)
    old.played_turn = state.turn - 2
    new = unit_from_zones(state, sailor, 0, rested=True)
    me.front[:] = [old, new]
    me.energy[:] = [field]
    activate(state, 0, field, 0, effects[0])
    assert field.rested and not new.rested and old.rested
    check_invariants(state)


def test_choose_a_character_of_your_opponent_that_has_moved_this_turn():
    """Card wording: "Choose 1 character on your opponent's area that has moved during this turn, ...": one moved to
    the other line this turn (here by an effect, seed 000 "When moving cards during phases other than the Move
    Phase"); the stronger one that did not move is left alone."""
    text = "[Main] [1 Per Turn] Choose 1 character on your opponent's area that has moved during this turn, it gets -2000 BP during this turn."
    effects = compiled_effects(text)
    pusher = card("947", bp=2000, text=text)
    runner = card("948", bp=3000)
    giant = card("949", bp=5000)
    state = to_main(game([deck((pusher, 4)), deck((runner, 4), (giant, 4))], seed=147))
    me, them = state.seats
    holder = unit_from_zones(state, pusher, 0)
    me.front[:] = [holder]
    moved, still = unit_from_zones(state, runner, 1), unit_from_zones(state, giant, 1)
    them.energy[:] = [moved]
    them.front[:] = [still]
    run_effects(state, 1, _MOVE_SELF, moved)
    assert moved in them.front
    activate(state, 0, holder, 0, effects[0])
    assert state._bp(moved) == 1000 and state._bp(still) == 5000
    check_invariants(state)


def test_this_card_played_from_your_hand():
    """Card wording: "[On Play] If this card was played from your hand, draw 1 card." Seed 000, Play Character
    (from the hand) makes it hold; played by an effect from the Outside Area it does not."""
    text = "[On Play] If this character was played from your hand, draw 1 card."
    compiled_effects(text)
    revive = compiled_effects("Play up to 1 <Orin Galt> from your Outside Area to your area rested.")
    orin = card("950", name="Orin Galt", bp=2000, text=text)
    state = to_main(game([deck((orin, 8)), deck()], seed=150))
    me = state.seats[0]
    me.front[:] = []
    hand = len(me.hand) + (0 if ids(state, orin)[0] in me.hand else 1)
    play_from_hand(state, orin)
    assert len(me.hand) == hand  # the card left the hand, one drawn
    me.outside.append(me.deck.pop(me.deck.index(ids(state, orin)[0])))
    run_effects(state, 0, revive, None)
    assert len(me.front) + len(me.energy) == 2 and len(me.hand) == hand  # no draw this time
    check_invariants(state)


def _use_event(state, record):
    me = state.seats[0]
    card_id = ids(state, record)[0]
    state.apply(next(a for a in state.legal_actions() if a[0] == PLAY and me.hand[a[1]] == card_id))


def test_an_event_used_paying_0_ap_goes_to_the_bottom_of_the_deck():
    """Card wording: "If this card was used while paying 0 AP, instead of placing this card in the Outside Area after
    use, place this card at the bottom of your deck." Seed 000 Main Phase: an event is used paying its AP cost, then
    placed in the Outside Area unless its effect says otherwise; paying 1 AP it goes there as usual."""
    text = ("Draw 1 card. If this card was used while paying 0 AP, instead of placing this card in the Outside Area "
            "after use, place this card at the bottom of your deck.")
    compiled_effects(text)
    free = card("951", type="event", ap_cost=0, text=text)
    paid = card("952", type="event", ap_cost=1, text=text)
    state = to_main(game([deck((free, 4), (paid, 4)), deck()], seed=151))
    assert PAID_FOR in state.table.history
    me = only_in_hand(state, free)
    _use_event(state, free)
    assert me.deck[0] == ids(state, free)[0] and ids(state, free)[0] not in me.outside
    me = only_in_hand(state, paid)
    _use_event(state, paid)
    assert ids(state, paid)[0] in me.outside and me.deck[0] != ids(state, paid)[0]
    check_invariants(state)


def test_can_only_attack_if_a_character_was_retired_by_your_effect():
    """Card wording: "This character can only attack if a character was retired from your field by your effect during
    this turn." Retired by the opponent's effect it does not count; retired by your own effect (seed 000, Removing
    cards from the field: an effect's "retire") it does."""
    text = "This character can only attack if a character was retired from your field by your effect during this turn."
    compiled_effects(text)
    retire_other = compiled_effects("Retire 1 other character on your area.")
    retire_theirs = compiled_effects("Choose 1 character on your opponent's area and retire it.")
    warden = card("953", bp=1000, text=text)
    fodder = card("954", bp=3000)
    state = to_main(game([deck((warden, 4), (fodder, 8)), deck()], seed=153))
    me = state.seats[0]
    assert RETIRED in state.table.history
    holder = unit_from_zones(state, warden, 0)
    me.front[:] = [holder, unit_from_zones(state, fodder, 0)]
    me.energy[:] = [unit_from_zones(state, fodder, 0)]
    state.phase, state.actor = ATTACK, 0
    assert (ATTACK_WITH, 0, -1) not in state.legal_actions()
    run_effects(state, 1, retire_theirs, None)  # the opponent's effect retires one of mine (the strongest)
    assert me.front[0] is holder and len(me.front) + len(me.energy) == 2
    assert (ATTACK_WITH, 0, -1) not in state.legal_actions()
    run_effects(state, 0, retire_other, holder)
    assert me.front == [holder] and me.energy == [] and (ATTACK_WITH, 0, -1) in state.legal_actions()
    check_invariants(state)


def test_this_character_chosen_by_a_trait_card_effect_this_turn():
    """Card wording: "[When Attacking] If this character was chosen by a <Trait: X> card effect during this turn,
    draw 1 card." Chosen by the effect of an Event Card with that Trait it holds; chosen by another card's effect it
    does not."""
    text = "[When Attacking] If this character was chosen by a <Trait: Silver Thorn> card effect during this turn, draw 1 card."
    compiled_effects(text)
    boost = "Choose 1 character on your area, it gets +1000 BP during this turn."
    compiled_effects(boost)
    blade = card("955", bp=3000, text=text)
    thorn = card("956", type="event", traits=["Silver Thorn"], text=boost)
    plain = card("957", type="event", text=boost)
    state = to_main(game([deck((blade, 4), (thorn, 4), (plain, 4)), deck()], seed=156))
    me = state.seats[0]
    assert state.table.any_choice_records
    holder = unit_from_zones(state, blade, 0)
    me.front[:] = [holder]
    when_attacking = effects_of(state, blade).when_attacking
    only_in_hand(state, plain)
    _use_event(state, plain)
    hand = len(me.hand)
    run_effects(state, 0, when_attacking, holder)
    assert state._bp(holder) == 4000 and len(me.hand) == hand
    only_in_hand(state, thorn)
    _use_event(state, thorn)
    hand = len(me.hand)
    run_effects(state, 0, when_attacking, holder)
    assert state._bp(holder) == 5000 and len(me.hand) == hand + 1
    check_invariants(state)


def test_choose_a_character_chosen_by_a_trait_card_this_turn():
    """Card wording: "Choose 1 character on your area that was chosen by a <Trait: X> during this turn, it gets +2000
    BP during this turn": only a character such a card's effect chose this turn."""
    text = "Choose 1 character on your area that was chosen by a <Trait: Silver Thorn> during this turn, it gets +2000 BP during this turn."
    compiled_effects(text)
    mark = "[On Play] Choose up to 1 other character on your area, it gets +500 BP during this turn."
    follow = card("958", type="event", text=text)
    thorn = card("959", bp=1000, traits=["Silver Thorn"], text=mark)
    big = card("960", bp=5000)
    small = card("961", bp=1000)
    state = to_main(game([deck((follow, 4), (thorn, 4), (big, 4), (small, 4)), deck()], seed=159))
    me = state.seats[0]
    strong, weak = unit_from_zones(state, big, 0), unit_from_zones(state, small, 0)
    marker = unit_from_zones(state, thorn, 0)
    me.front[:] = []
    me.energy[:] = [weak, marker]
    run_effects(state, 0, effects_of(state, thorn).on_play, marker)  # (the only other character: the weak one)
    assert state._bp(weak) == 1500
    me.front[:] = [strong]  # stronger, but no <Trait: Silver Thorn> card chose it
    only_in_hand(state, follow)
    _use_event(state, follow)
    assert state._bp(weak) == 3500 and state._bp(strong) == 5000
    check_invariants(state)


def test_an_opposing_character_retired_by_your_effect_this_turn():
    """Card wording: "[When Attacking] If a character on your opponent's area was retired by your effect during this
    turn, draw 1 card." Your effect's "retire" (seed 000, Removing cards from the field) makes it hold; the
    opponent's effect retiring their own character ("Retire 1 other character on your area", a cost-like choice of
    theirs) does not."""
    text = "[When Attacking] If a character on your opponent's area was retired by your effect during this turn, draw 1 card."
    compiled_effects(text)
    retire_theirs = compiled_effects("Choose 1 character on your opponent's area and retire it.")
    retire_own = compiled_effects("Retire 1 other character on your area.")
    hunter = card("962", bp=3000, text=text)
    prey = card("963", bp=1000)
    state = to_main(game([deck((hunter, 4)), deck((prey, 8))], seed=162))
    me, them = state.seats
    holder = unit_from_zones(state, hunter, 0)
    me.front[:] = [holder]
    them.front[:] = [unit_from_zones(state, prey, 1), unit_from_zones(state, prey, 1), unit_from_zones(state, prey, 1)]
    when_attacking = effects_of(state, hunter).when_attacking
    run_effects(state, 1, retire_own, them.front[0])  # their own effect
    assert len(them.front) == 2
    hand = len(me.hand)
    run_effects(state, 0, when_attacking, holder)
    assert len(me.hand) == hand
    run_effects(state, 0, retire_theirs, holder)  # mine
    assert len(them.front) == 1
    run_effects(state, 0, when_attacking, holder)
    assert len(me.hand) == hand + 1
    check_invariants(state)


def test_bp_for_each_character_retired_this_turn():
    """Card wording: "Choose 1 character on your area, it gets +1000 BP during this turn. It also gets +500 BP for
    each character retired during this turn." Either player's characters retired this turn are counted (Seat.retired_now),
    as the effect resolves."""
    text = ("Choose 1 character on your area, it gets +1000 BP during this turn. It also gets +500 BP for each character "
            "retired during this turn.")
    compiled_effects(text)
    retire_theirs = compiled_effects("Choose 1 character on your opponent's area and retire it.")
    rally = card("964", type="event", text=text)
    hero = card("965", bp=3000)
    foe = card("966", bp=1000)
    state = to_main(game([deck((rally, 4), (hero, 4)), deck((foe, 8))], seed=164))
    me, them = state.seats
    holder = unit_from_zones(state, hero, 0)
    me.front[:] = [holder]
    them.front[:] = [unit_from_zones(state, foe, 1), unit_from_zones(state, foe, 1)]
    run_effects(state, 0, retire_theirs, holder)
    run_effects(state, 0, retire_theirs, holder)
    assert them.front == []
    only_in_hand(state, rally)
    _use_event(state, rally)
    assert state._bp(holder) == 3000 + 1000 + 2 * 500
    check_invariants(state)


def test_choose_a_character_that_attacked_this_turn():
    """Card wording: "[Main] [1 Per Turn] Choose 1 other character on your area that attacked during this turn and
    set it to active." Seed 000, Attack Phase: the attacker is rested to attack; only a character that attacked this
    turn is chosen, not one rested otherwise."""
    text = "[Main] [1 Per Turn] Choose 1 other character on your area that attacked during this turn and set it to active."
    effects = compiled_effects(text)
    captain = card("967", bp=1000, text=text)
    raider = card("968", bp=2000)
    sleeper = card("969", bp=4000)
    state = to_main(game([deck((captain, 4), (raider, 4), (sleeper, 4)), deck()], seed=167, goldfish=True))
    me = state.seats[0]
    holder, attacker = unit_from_zones(state, captain, 0), unit_from_zones(state, raider, 0)
    resting = unit_from_zones(state, sleeper, 0, rested=True)
    me.front[:] = [attacker, unit_from_zones(state, PLAIN, 0)]
    me.energy[:] = [holder, resting]
    state.phase, state.actor = ATTACK, 0
    state.apply((ATTACK_WITH, 0, -1))
    assert attacker.rested and attacker.attacks == 1
    activate(state, 0, holder, 0, effects[0])
    assert not attacker.rested and resting.rested
    check_invariants(state)


def test_if_a_character_on_your_area_has_moved_this_turn():
    """Card wording: "[Your Turn] If 2 or more <Trait: X> characters on your Front Line have moved during this turn,
    this character gets +1000 BP." The characters there now that moved to the other line this turn (seed 000 Move
    Phase, or an effect's move) are counted."""
    text = ("[Your Turn] If 2 or more <Trait: Ash Choir> characters on your Front Line have moved during this turn, this "
            "character gets +1000 BP.")
    compiled_effects(text)
    leader = card("970", bp=2000, text=text)
    dancer = card("971", bp=1000, traits=["Ash Choir"])
    state = to_main(game([deck((leader, 4), (dancer, 8)), deck()], seed=170))
    me = state.seats[0]
    holder = unit_from_zones(state, leader, 0)
    first, second = unit_from_zones(state, dancer, 0), unit_from_zones(state, dancer, 0)
    me.front[:] = [holder]
    me.energy[:] = [first, second]
    run_effects(state, 0, _MOVE_SELF, first)
    assert first in me.front and state._bp(holder) == 2000
    run_effects(state, 0, _MOVE_SELF, second)
    assert second in me.front and state._bp(holder) == 3000
    check_invariants(state)
