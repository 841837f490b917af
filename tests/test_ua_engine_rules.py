"""Union Arena rules in the engine, one scenario per rule, each citing seed 000's section."""
import pytest

from engine.games.union_arena.board import Unit
from engine.games.union_arena.constants import (
    ATTACK_WITH,
    BLOCK,
    BLOCK_WITH,
    ENERGY,
    EXTRA,
    EXTRA_DRAW,
    FRONT,
    KEEP,
    MAIN,
    MOVE,
    MOVE_UP,
    OVER,
    PASS,
    PLAY,
    RAID,
    REDRAW,
    STEP_BACK,
    TRIGGER,
    USE_TRIGGER,
    ap_cards_for,
)
from tests.ua_engine_helpers import PLAIN, card, deck, game, ids, setup_battle, to_main, unit


def test_setup_hands_life_and_redraw_order():
    """Seed 000, Game Setup: 7-card hands, the first player decides on the re-draw first, the old
    hand goes back into the deck, then 7 life cards."""
    state = game([deck(), deck()], first=1)
    assert [len(s.hand) for s in state.seats] == [7, 7]
    assert state.actor == 1  # the first player decides first
    old_hand, old_deck = list(state.seats[1].hand), list(state.seats[1].deck)
    state.apply(REDRAW)
    assert state.seats[1].redrew and len(state.seats[1].hand) == 7 and len(state.seats[1].deck) == 43
    # Game Setup 4: the new hand is the top 7 of the deck (drawn before the old hand goes back) ...
    assert state.seats[1].hand == old_deck[::-1][:7]
    # ... and the old hand is shuffled back in: the same 50 cards
    assert sorted(state.seats[1].deck + state.seats[1].hand) == sorted(old_deck + old_hand)
    assert state.actor == 0
    state.apply(KEEP)
    assert [len(s.life) for s in state.seats] == [7, 7]
    assert state.player == 1 and state.turn == 1


@pytest.mark.parametrize("first,turns,expected", [(True, (1, 2, 3, 4), (1, 2, 3, 3)), (False, (1, 2, 3), (2, 2, 3))])
def test_ap_cards_by_seat_and_turn(first, turns, expected):
    """Seed 000, Start Phase 3: first player 1/2/3, second player 2/2/3."""
    assert tuple(ap_cards_for(first, t) for t in turns) == expected


def test_first_player_skips_the_first_draw_and_second_player_draws():
    """Seed 000, Start Phase 4."""
    state = game([deck(), deck()], first=0)
    state.apply(KEEP)
    state.apply(KEEP)
    assert len(state.seats[0].hand) == 7 and len(state.seats[0].ap) == 1
    while state.player == 0:
        state.apply(PASS)
    assert len(state.seats[1].ap) == 2
    assert state.phase == EXTRA_DRAW and len(state.seats[1].hand) == 8


def test_extra_draw_costs_one_ap_once_per_turn():
    """Seed 000, Start Phase 5: pay 1 AP for 1 more card, once per turn."""
    state = game([deck(), deck()], first=1)
    state.apply(KEEP)
    state.apply(KEEP)
    state.apply(PASS)  # first player's first turn has no draw; pass its steps
    while state.player == 1:
        state.apply(PASS)
    assert state.phase == EXTRA_DRAW
    state.apply(EXTRA)
    seat = state.seats[0]
    assert len(seat.hand) == 9 and seat.ap == [False, True] and state.phase in (MOVE, MAIN)
    assert EXTRA not in state.legal_actions()


def test_required_energy_counts_colour_on_the_energy_line_only():
    """Seed 000, Play Character cards: the energy line must hold the colour and amount; the front line doesn't count."""
    big = card("010", required_energy=2, color="blue")
    state = to_main(game([deck((big, 4)), deck()], seed=3))
    seat = state.seats[0]
    seat.hand[:] = ids(state, big)[:1]
    blue = card("011", color="blue", generated_energy=1)
    state.table.add(blue)
    blue_id = len(state.table.type) - 1
    seat.front[:] = [Unit(blue_id), Unit(blue_id)]
    assert [a for a in state.legal_actions() if a[0] == PLAY] == []
    seat.energy[:] = [Unit(blue_id), Unit(ids(state, PLAIN)[0])]  # one blue + one red: not enough blue
    assert [a for a in state.legal_actions() if a[0] == PLAY] == []
    seat.energy.append(Unit(blue_id))
    plays = [a for a in state.legal_actions() if a[0] == PLAY]
    assert (PLAY, 0, FRONT, -1) in plays and (PLAY, 0, ENERGY, -1) in plays
    state.apply((PLAY, 0, FRONT, -1))
    assert seat.front[-1].rested and seat.ap == [False]  # played in Rest Mode, 1 AP paid


def test_full_line_sends_a_chosen_card_to_the_remove_area():
    """Seed 000, Play Character cards: with 4 cards on the line, one goes to the Remove Area first."""
    state = to_main(game([deck(), deck()], seed=4))
    seat = state.seats[0]
    plain = ids(state, PLAIN)[0]
    seat.front[:] = [Unit(plain) for _ in range(4)]
    actions = [a for a in state.legal_actions() if a[0] == PLAY and a[2] == FRONT]
    assert actions and all(a[3] >= 0 for a in actions)
    state.apply(actions[0])
    assert len(seat.front) == 4 and seat.remove == [plain]


def test_fields_go_to_the_energy_line_and_events_to_the_outside_area():
    """Seed 000, Play Field cards / Use Event cards."""
    field = card("020", type="field")
    event = card("021", type="event")
    state = to_main(game([deck((field, 1), (event, 1)), deck()], seed=5))
    seat = state.seats[0]
    seat.hand[:] = ids(state, field) + ids(state, event)
    seat.ap[:] = [True, True]
    assert all(a[2] == ENERGY for a in state.legal_actions() if a[0] == PLAY and a[1] == 0)
    state.apply((PLAY, 0, ENERGY, -1))
    assert seat.energy[-1].card == ids(state, field)[0]
    state.apply((PLAY, 0, 2, -1))
    assert seat.outside == ids(state, event)


def test_move_phase_moves_up_and_step_swaps():
    """Seed 000, Move Phase: energy line to front line; a Step character may go back and swap."""
    stepper = card("030", keywords=[{"name": "step"}])
    state = game([deck((stepper, 4)), deck()], seed=6)
    state.apply(KEEP)
    state.apply(KEEP)
    seat = state.seats[state.player]
    plain, step_id = ids(state, PLAIN)[0], ids(state, stepper)[0]
    seat.energy[:] = [Unit(plain) for _ in range(4)]
    seat.front[:] = [Unit(step_id)]
    state.phase = MOVE
    state.actor = state.player
    assert (STEP_BACK, 0, 0) in state.legal_actions()  # energy line full: swap, no removal
    state.apply((STEP_BACK, 0, 0))
    assert [u.card for u in seat.front] == [plain] and seat.energy[-1].card == step_id and not seat.remove
    state.apply((MOVE_UP, 0, -1))
    assert len(seat.front) == 2


def test_raid_stacks_on_its_target_active_on_the_front_line_and_leaves_as_two_cards():
    """Seed 000, Raid Boost 1-4 and "If a Raid Boosted Character is moved to a location other than the field"."""
    base = card("040", name="Grey Falcon")
    raider = card("041", bp=4000, keywords=[{"name": "raid", "target": "Grey Falcon", "target_kind": "name"}])
    state = to_main(game([deck((base, 4), (raider, 4)), deck()], seed=7))
    seat = state.seats[0]
    seat.hand[:] = ids(state, raider)
    seat.energy[:] = [Unit(ids(state, base)[0], rested=True)]
    state.apply((RAID, 0, ENERGY, 0))
    top = seat.front[-1]
    assert top.card == ids(state, raider)[0] and top.base == ids(state, base)[0] and not top.rested and not seat.energy
    state._color_trigger  # noqa: B018 - the blue Color trigger returns the top card to hand:
    state._to_zone(seat, seat.front.pop(), seat.hand)
    assert seat.hand[-1] == ids(state, raider)[0] and seat.outside == ids(state, base)


def test_blocked_attack_tie_goes_to_the_attacker_and_a_losing_attacker_stays():
    """Seed 000, Resolution timing A/B."""
    state = to_main(game([deck(), deck()], seed=8))
    plain = ids(state, PLAIN)[0]
    setup_battle(state, [Unit(plain, rested=False)], [Unit(plain, rested=False)])
    state.apply((ATTACK_WITH, 0, -1))
    assert state.phase == BLOCK and state.actor == 1
    state.apply((BLOCK_WITH, 0))
    assert state.seats[1].front == [] and state.seats[1].outside == [plain]  # equal BP: attacker wins
    strong = card("050", bp=5000)
    state = to_main(game([deck(), deck((strong, 4))], seed=8))
    setup_battle(state, [Unit(ids(state, PLAIN)[0], rested=False)], [Unit(ids(state, strong)[0], rested=False)])
    state.apply((ATTACK_WITH, 0, -1))
    state.apply((BLOCK_WITH, 0))
    assert len(state.seats[0].front) == 1 and len(state.seats[1].front) == 1  # the loser is not removed


def test_unblocked_attack_damages_life_and_triggers_are_checked():
    """Seed 000, "When a player sustains damage" and Trigger check: Draw trigger draws a card."""
    drawer = card("060", trigger="draw")
    state = to_main(game([deck(), deck((drawer, 50))], seed=9))
    setup_battle(state, [unit(state, PLAIN), unit(state, PLAIN)], [])  # a second attacker keeps the turn going
    hand = len(state.seats[1].hand)
    state.apply((ATTACK_WITH, 0, -1))
    assert state.phase == TRIGGER and state.actor == 1
    state.apply(USE_TRIGGER)
    assert len(state.seats[1].life) == 6 and len(state.seats[1].hand) == hand + 1 and len(state.seats[1].outside) == 1


@pytest.mark.parametrize("keywords,damage", [([], 1), ([{"name": "damage", "value": 2}], 2),
                                             ([{"name": "damage", "value": 2}, {"name": "damage-plus", "value": 1}], 3)])
def test_damage_n_and_damage_plus(keywords, damage):
    """Seed 000, Keyword Effects: Damage 2 inflicts 2; Damage +1 adds 1."""
    hitter = card("070", keywords=keywords)
    state = to_main(game([deck((hitter, 4)), deck()], seed=10))
    setup_battle(state, [unit(state, hitter)], [])
    state.apply((ATTACK_WITH, 0, -1))
    assert len(state.seats[1].life) == 7 - damage


@pytest.mark.parametrize("keywords,negate,life_lost", [
    ([{"name": "impact", "value": 1}], False, 1),
    ([{"name": "impact", "value": 1}, {"name": "impact-plus", "value": 1}], False, 2),
    ([{"name": "impact-plus", "value": 1}], False, 1),
    ([{"name": "impact", "value": 1}], True, 0),
])
def test_impact_on_winning_a_battle_and_negate_impact(keywords, negate, life_lost):
    """Seed 000, Keyword Effects: Impact 1, Impact +1, Negate Impact."""
    attacker = card("080", bp=3000, keywords=keywords)
    blocker = card("081", bp=1000, keywords=[{"name": "negate-impact"}] if negate else [])
    state = to_main(game([deck((attacker, 4)), deck((blocker, 50))], seed=11))
    setup_battle(state, [unit(state, attacker)], [unit(state, blocker)])
    state.apply((ATTACK_WITH, 0, -1))
    state.apply((BLOCK_WITH, 0))
    assert len(state.seats[1].life) == 7 - life_lost


def test_snipe_attacks_a_character_without_a_block():
    """Seed 000, Keyword Effects (狙い撃ち): choose an opposing front-line character, rested or active."""
    sniper = card("090", bp=3000, keywords=[{"name": "snipe"}])
    state = to_main(game([deck((sniper, 4)), deck()], seed=12))
    setup_battle(state, [unit(state, sniper)], [unit(state, PLAIN, rested=True), unit(state, PLAIN)])
    assert (ATTACK_WITH, 0, 0) in state.legal_actions()
    state.apply((ATTACK_WITH, 0, 0))
    assert state.phase != BLOCK and len(state.seats[1].front) == 1 and len(state.seats[1].life) == 7


def test_double_attack_and_double_block_come_back_active_once():
    """Seed 000, Keyword Effects: 2回アタック / 2回ブロック — active again after the first time in a turn."""
    twice = card("100", keywords=[{"name": "double-attack"}])
    wall = card("101", bp=9000, keywords=[{"name": "double-block"}])
    state = to_main(game([deck((twice, 4)), deck((wall, 50))], seed=13))
    setup_battle(state, [unit(state, twice), unit(state, PLAIN)], [unit(state, wall)])
    state.apply((ATTACK_WITH, 0, -1))
    state.apply((BLOCK_WITH, 0))
    assert not state.seats[0].front[0].rested and not state.seats[1].front[0].rested
    state.apply((ATTACK_WITH, 0, -1))
    state.apply((BLOCK_WITH, 0))
    assert state.seats[1].front[0].rested


@pytest.mark.parametrize("trigger,color,check", [
    ("get", "red", lambda s, me, opp: s.table.trigger[me.hand[-1]] != 0 and not me.outside),
    ("special", "red", lambda s, me, opp: len(opp.front) == 1),
    ("active", "red", lambda s, me, opp: not me.front[0].rested and s._bp(me.front[0]) == 5000),
    ("draw", "red", lambda s, me, opp: len(me.hand) == 8),
    ("color", "red", lambda s, me, opp: len(opp.front) == 1),      # a BP 2000 attacker (<= 2500) sidelined
    ("color", "blue", lambda s, me, opp: len(opp.front) == 1 and len(opp.hand) == 8),
    # yellow rests the still-active attacker; the attack phase ends, and at the end-phase untap it stays rested
    ("color", "yellow", lambda s, me, opp: [u.rested for u in opp.front] == [False, True]),
    ("color", "green", lambda s, me, opp: len(me.front) == 2 and not me.front[1].rested),
    ("color", "purple", lambda s, me, opp: len(me.front) == 2 and not me.front[1].rested and not me.outside[:-1]),
])
def test_triggers(trigger, color, check):
    """Issue 4 / seed 000 Trigger check: Get, Special, Active (+3000 and active), Color by colour."""
    trig = card("110", trigger=trigger, color=color)
    state = to_main(game([deck(), deck((trig, 50))], seed=14))
    me, opp = state.seats[1], state.seats[0]
    setup_battle(state, [unit(state, PLAIN), unit(state, PLAIN)], [unit(state, PLAIN, rested=True)])
    if color == "green":
        me.hand.append(ids(state, trig)[0] if False else ids(state, PLAIN)[0])
        state.table.color[ids(state, PLAIN)[0]] = 2
    if color == "purple":
        me.outside.append(ids(state, PLAIN)[0])
        state.table.color[ids(state, PLAIN)[0]] = 4
    state.apply((ATTACK_WITH, 0, -1))
    assert state.phase == TRIGGER
    state.apply(USE_TRIGGER)
    assert check(state, me, opp)


def test_final_trigger_saves_at_zero_life():
    """Issue 4: Final — if at 0 life, the top card of the deck goes to life."""
    final = card("120", trigger="final")
    state = to_main(game([deck(), deck((final, 50))], seed=15))
    setup_battle(state, [unit(state, PLAIN)], [])
    state.seats[1].life[:] = state.seats[1].life[:1]
    state.apply((ATTACK_WITH, 0, -1))
    state.apply(USE_TRIGGER)
    assert state.phase != OVER and len(state.seats[1].life) == 1


def test_zero_life_wins():
    """Seed 000, Game Victory Conditions: the opponent has zero Life cards."""
    state = to_main(game([deck(), deck()], seed=16))
    setup_battle(state, [unit(state, PLAIN)], [])
    state.seats[1].life[:] = state.seats[1].life[:1]
    state.apply((ATTACK_WITH, 0, -1))
    assert state.is_terminal() and state.winner() == 0


def test_cannot_draw_at_start_phase_loses():
    """Seed 000, Game Victory Conditions: zero cards in the draw pile at the Start Phase draw."""
    state = to_main(game([deck(), deck()], seed=17))
    state.seats[1].deck.clear()
    while not state.is_terminal():
        state.apply(PASS)
    assert state.winner() == 0


def test_end_phase_discards_to_eight_and_untaps_characters_not_ap():
    """Seed 000, End Phase 2-3."""
    state = to_main(game([deck(), deck()], seed=18))
    seat = state.seats[0]
    seat.hand.extend(seat.deck[:4])
    del seat.deck[:4]
    seat.front[:] = [unit(state, PLAIN, rested=True)]
    seat.ap[:] = [False]
    state.apply(PASS)  # main -> attack
    if state.player == 0:
        state.apply(PASS)
    assert len(seat.hand) == 8 and len(seat.remove) == 3
    assert not seat.front[0].rested


def test_goldfish_opponent_never_acts_and_kill_turn_is_recorded():
    state = game([deck()], goldfish=True, seed=19)
    from engine.games.union_arena.greedy import GreedyPilot

    pilot = GreedyPilot(0)
    while not state.is_terminal():
        assert state.current_player() == 0
        state.apply(pilot.choose(state))
    assert state.winner() == 0 and state.result().kill_turn >= 2


def test_turn_cap_ends_as_capped():
    state = game([deck(), deck()], turn_cap=2, seed=20)
    while not state.is_terminal():
        state.apply(PASS if PASS in state.legal_actions() else KEEP)
    assert state.capped and state.winner() is None


_ = (ENERGY, FRONT, MAIN)
