"""Union Arena rules the engine follows where an audit found it contradicting seed 000 (issue 13, point 0).

Each scenario builds its position through the engine's API and quotes the sentence of seed 000 (the
English Union Arena manual) that it checks."""
from engine.games.union_arena.constants import (
    ATTACK_WITH,
    BLOCK_WITH,
    ENERGY,
    FRONT,
    KEEP,
    MOVE,
    MOVE_UP,
    PASS,
    PLAY,
    RAID,
    STEP_BACK,
    TRIGGER,
    USE_TRIGGER,
)
from tests.ua_engine_helpers import (
    PLAIN,
    assert_battle_bonus_ends_with_the_battle,
    card,
    deck,
    game,
    ids,
    setup_battle,
    to_main,
    unit,
)

RAID_ON_GREY = [{"name": "raid", "target": "Grey Falcon", "target_kind": "name"}]


def test_raid_activates_the_raiders_on_play():
    """Seed 000, Raid Boost step 5 and Glossary 登場時: "This effect is activated when this card is played. This
    effect can also be activated during the opponent's turn as a result of Raid Boosts"."""
    base = card("500", name="Grey Falcon")
    raider = card("501", bp=4000, keywords=RAID_ON_GREY, text="[On Play] Draw 2 cards.")
    state = to_main(game([deck((base, 4), (raider, 4)), deck()], seed=7))
    seat = state.seats[0]
    seat.front[:] = [unit(state, base, owner=0)]
    seat.hand[:] = ids(state, raider)[:1]
    seat.ap[:] = [True]
    assert (RAID, 0, FRONT, 0) in state.legal_actions()
    state.apply((RAID, 0, FRONT, 0))
    assert seat.front[0].card == ids(state, raider)[0] and len(seat.hand) == 2


def test_a_character_played_by_an_effect_activates_its_on_play():
    """Seed 000, Glossary 登場時: "It also activates when the card is played by a card effect." (play-from)"""
    caller = card("502", text="[On Play] Play up to 1 character with required energy of 2 or less from your hand "
                              "to your Front Line.")
    helper = card("503", bp=1000, text="[On Play] Draw 2 cards.")
    state = to_main(game([deck((caller, 4), (helper, 4)), deck()], seed=8))
    seat = state.seats[0]
    seat.hand[:] = [ids(state, caller)[0], ids(state, helper)[0]]
    seat.ap[:] = [True]
    state.apply((PLAY, 0, FRONT, -1))
    assert [u.card for u in seat.front] == [ids(state, caller)[0], ids(state, helper)[0]]
    assert len(seat.hand) == 2  # the helper, played by the caller's effect, drew 2


def test_green_and_purple_color_triggers_activate_on_play():
    """Seed 000, Glossary 登場時: "This effect can also be activated during the opponent's turn as a result of ...
    Triggers" — the green Color trigger plays a character from the hand, the purple one from the Outside Area."""
    for color, zone in (("green", "hand"), ("purple", "outside")):
        trig = card("504", trigger="color", color=color)
        helper = card("505", color=color, text="[On Play] Draw 2 cards.")
        state = to_main(game([deck(), deck((trig, 40), (helper, 4))], seed=9))
        me = state.seats[1]
        me.deck.extend(me.hand)
        me.hand[:] = []
        getattr(me, zone).append(me.deck.pop(me.deck.index(ids(state, helper)[0])))
        me.life[-1] = me.deck.pop(me.deck.index(ids(state, trig)[0]))
        setup_battle(state, [unit(state, PLAIN), unit(state, PLAIN)], [])
        state.apply((ATTACK_WITH, 0, -1))
        assert state.phase == TRIGGER
        state.apply(USE_TRIGGER)
        assert [u.card for u in me.front] == ids(state, helper)[:1]
        assert len(me.hand) == 2


# --- removals that retire (seed 000, "Removing cards from the field") ----------------------------------
RETIREE = card("510", bp=5000, text="[On Retire] Draw 1 card.")
GUARD = card("511", bp=9000, text="This character will not be retired.")
SHY = card("512", bp=8000, text="This character cannot be chosen by your opponent's effects.")


def trigger_check(trig, attacker_front, seed=20):
    """Seat 0 attacks with the first of `attacker_front`; seat 1 checks `trig` from its Life Area and uses it."""
    records = [r for i, r in enumerate(attacker_front) if all(r is not o for o in attacker_front[:i])]
    state = to_main(game([deck(*[(r, 1) for r in records]), deck((trig, 50))], seed=seed))
    setup_battle(state, [unit(state, r, owner=0) for r in attacker_front], [])
    hand = len(state.seats[0].hand)
    state.apply((ATTACK_WITH, 0, -1))
    assert state.phase == TRIGGER
    state.apply(USE_TRIGGER)
    return state, len(state.seats[0].hand) - hand


def test_special_trigger_retires_and_respects_protections():
    """Seed 000, Removing cards from the field: "“Remove from the field” refers to effects such as “remove this card
    from the field,” ... or moving a card on the field to the Outside Area"; Glossary 退場時: "activated when this
    card is moved from the field to the Outside Area". The Special trigger cannot take a character that "will not be
    retired" or "cannot be chosen by your opponent's effects"."""
    state, drawn = trigger_check(card("513", trigger="special"), [PLAIN, RETIREE, GUARD, SHY])
    front = [u.card for u in state.seats[0].front]
    assert ids(state, RETIREE)[0] not in front and ids(state, RETIREE)[0] in state.seats[0].outside
    assert ids(state, GUARD)[0] in front and ids(state, SHY)[0] in front
    assert drawn == 1  # [On Retire] Draw 1 card.


def test_red_color_trigger_retires_and_respects_protections():
    """Seed 000, Removing cards from the field and 退場時, for the red Color trigger (BP 2500 or less)."""
    small_guard = card("514", bp=2500, text="This character will not be retired.")
    small_shy = card("515", bp=2400, text="This character cannot be chosen by your opponent's effects.")
    small_retiree = card("516", bp=1000, text="[On Retire] Draw 1 card.")
    striker = card("517", bp=3000)
    state, drawn = trigger_check(card("518", trigger="color", color="red"),
                                 [striker, small_guard, small_shy, small_retiree])
    front = [u.card for u in state.seats[0].front]
    assert front == [ids(state, r)[0] for r in (striker, small_guard, small_shy)]
    assert drawn == 1


def test_blue_and_yellow_color_triggers_cannot_choose_a_protected_character():
    """"This character cannot be chosen by your opponent's effects": the blue and yellow Color triggers are the
    opponent's effects, so they pass over it."""
    shy = card("519", bp=3000, text="This character cannot be chosen by your opponent's effects.")
    state, _ = trigger_check(card("520", trigger="color", color="blue"), [PLAIN, shy])
    assert [u.card for u in state.seats[0].front] == ids(state, shy)[:1]  # the attacker went back to hand
    big_shy = card("521", bp=9000, text="This character cannot be chosen by your opponent's effects.")
    state, _ = trigger_check(card("522", trigger="color", color="yellow"), [PLAIN, big_shy, PLAIN])
    me = state.seats[0]
    assert not me.front[1].frozen and me.front[2].frozen


def test_bp_zero_is_a_retirement():
    """Seed 000, "If BP drops to 0 or less": "that Character is removed from the field" — a retirement, so its
    [On Retire] activates, and a character that "will not be retired" stays."""
    shrink = card("523", text="[On Play] Choose 1 character on your opponent's Front Line. It gets -3000 BP during "
                              "this turn.")
    weak_retiree = card("524", bp=2000, text="[On Retire] Draw 1 card.")
    weak_guard = card("525", bp=2000, text="This character will not be retired.")
    for victim, stays in ((weak_retiree, False), (weak_guard, True)):
        state = to_main(game([deck((shrink, 4)), deck((victim, 4))], seed=21))
        other = state.seats[1]
        other.front[:] = [unit(state, victim, owner=1)]
        hand = len(other.hand)
        me = state.seats[0]
        me.hand[:] = ids(state, shrink)[:1]
        me.ap[:] = [True]
        state.apply((PLAY, 0, FRONT, -1))
        assert bool(other.front) == stays
        assert len(other.hand) == hand + (0 if stays else 1)


# --- durations (seed 000, Start Phase 1 and End Phase 4) ----------------------------------------------------
def next_main(state):
    """Pass the rest of this turn; stop in the next player's main phase."""
    player = state.player
    while state.player == player and not state.is_terminal():
        state.apply(PASS)
    return to_main(state)


def test_until_the_start_of_your_next_turn_lasts_through_the_opponents_turn():
    """Seed 000, Start Phase 1: "Effects with text such as “until the start of your next turn” are negated" — at the
    start of the next turn of the player whose effect it is, not at the End Phase ("for the turn", End Phase 4) and
    not at the affected character's owner's Start Phase."""
    shrink = card("530", ap_cost=0, text="[On Play] Choose 1 character on your opponent's Front Line. It gets -1000 BP "
                                         "until the start of your next turn.")
    jailer = card("531", ap_cost=0, effects=[{"timing": "on-play", "actions": [
        {"do": "gain-ability", "target": {"side": "opponents", "zone": "front", "up_to": 1},
         "duration": "until-next-turn-start", "effects": [{"timing": "continuous", "actions": [{"do": "cannot-attack"}]}]}]}])
    big = card("532", bp=3000)
    state = to_main(game([deck((shrink, 4), (jailer, 4)), deck((big, 4))], seed=22))
    victim = unit(state, big, owner=1)
    state.seats[1].front[:] = [victim]
    me = state.seats[0]
    me.hand[:2] = [ids(state, shrink)[0], ids(state, jailer)[0]]
    state.apply((PLAY, 0, ENERGY, -1))
    state.apply((PLAY, 0, ENERGY, -1))
    assert state._bp(victim) == 2000 and not state.may_attack(victim)
    next_main(state)
    assert state.player == 1 and state._bp(victim) == 2000 and not state.may_attack(victim)  # the opponent's turn
    next_main(state)
    assert state.player == 0 and state._bp(victim) == 3000 and state.restricted(victim, "cannot-attack") is False


# --- the Raid trigger ------------------------------------------------------------------------------------------
def test_raid_trigger_may_raid_when_the_energy_allows_and_the_pilot_takes_it():
    """The Raid trigger adds its card to the hand, or Raids with it when its required energy is met; a Raid it causes
    activates [On Play] too (seed 000, Glossary 登場時: "during the opponent's turn as a result of Raid Boosts caused
    by Triggers")."""
    from engine.games.union_arena.constants import TRIGGER_RAID
    from engine.games.union_arena.greedy import GreedyPilot

    base = card("540", name="Grey Falcon", bp=1000)
    raider = card("541", bp=5000, required_energy=2, trigger="raid", keywords=RAID_ON_GREY, text="[On Play] Draw 1 card.")
    state = to_main(game([deck(), deck((raider, 40), (base, 4))], seed=23))
    me = state.seats[1]
    me.front[:] = [unit(state, base, owner=1)]
    setup_battle(state, [unit(state, PLAIN), unit(state, PLAIN)], me.front[:])
    state.apply((ATTACK_WITH, 0, -1))
    state.apply(PASS)  # no block
    assert state.phase == TRIGGER and state.legal_actions() == [USE_TRIGGER, PASS]  # no energy: hand only
    state = to_main(game([deck(), deck((raider, 40), (base, 4))], seed=23))
    me = state.seats[1]
    me.energy[:] = [unit(state, PLAIN, owner=1), unit(state, PLAIN, owner=1)]  # 2 red energy
    setup_battle(state, [unit(state, PLAIN), unit(state, PLAIN)], [unit(state, base, owner=1)])
    hand = len(me.hand)
    state.apply((ATTACK_WITH, 0, -1))
    state.apply(PASS)
    assert (TRIGGER_RAID, FRONT, 0) in state.legal_actions()
    action = GreedyPilot(1).choose(state)
    assert action == (TRIGGER_RAID, FRONT, 0)
    state.apply(action)
    top = me.front[0]
    assert top.card == ids(state, raider)[0] and top.base == ids(state, base)[0] and not top.rested
    assert len(me.hand) == hand + 1 and ids(state, base)[0] not in me.outside  # [On Play] drew; the base is under it


def test_zero_life_by_an_effect_ends_the_game():
    """Seed 000, Game Victory Conditions: "If either of the following conditions is satisfied, you win: Your opponent
    has zero cards in their Life Area." — also when an effect empties it."""
    greedy_hand = card("545", ap_cost=0, text="[On Play] Add 1 card from your Life Area to your hand.")
    state = to_main(game([deck((greedy_hand, 4)), deck()], seed=24))
    me = state.seats[0]
    me.life[:] = me.life[:1]
    me.hand[:1] = ids(state, greedy_hand)[:1]
    state.apply((PLAY, 0, ENERGY, -1))
    assert state.is_terminal() and state.winner() == 1


def test_a_gained_impact_plus_grants_impact_1():
    """Seed 000, Keyword Effects, インパクト+1: "This effect increases the Impact damage by 1 or grants インパクト①
    if the Character does not have Impact already." — when gained by an effect too."""
    brute = card("546", bp=3000, text="[When Attacking] This character gains [Impact +1] during this turn.")
    state = to_main(game([deck((brute, 4)), deck()], seed=25))
    setup_battle(state, [unit(state, brute, owner=0)], [unit(state, PLAIN, owner=1)])
    state.apply((ATTACK_WITH, 0, -1))
    state.apply((BLOCK_WITH, 0))
    assert len(state.seats[1].life) == 6


def test_impact_gained_twice_is_still_impact_1():
    """Seed 000, Keyword Effects, インパクト①: "Even if インパクト① is gained twice, only インパクト① occurs.\""""
    brute = card("547", bp=3000, keywords=[{"name": "impact", "value": 1}],
                 text="[When Attacking] This character gains [Impact 1] during this turn.")
    state = to_main(game([deck((brute, 4)), deck()], seed=26))
    setup_battle(state, [unit(state, brute, owner=0)], [unit(state, PLAIN, owner=1)])
    state.apply((ATTACK_WITH, 0, -1))
    state.apply((BLOCK_WITH, 0))
    assert len(state.seats[1].life) == 6


def test_purple_color_trigger_plays_only_a_purple_character():
    """The purple Color trigger plays a [purple] character (required energy 2 or less, 1 AP) from the Outside Area:
    a red one stays there."""
    trig = card("548", trigger="color", color="purple", required_energy=3)  # not a candidate itself
    red = card("549", color="red", bp=3000)
    purple = card("550", color="purple", bp=1000)
    state = to_main(game([deck(), deck((trig, 40), (red, 4), (purple, 4))], seed=27))
    me = state.seats[1]
    me.outside[:] = [ids(state, red)[0]]
    me.life[-1] = me.deck.pop(me.deck.index(ids(state, trig)[0]))
    setup_battle(state, [unit(state, PLAIN), unit(state, PLAIN)], [])
    state.apply((ATTACK_WITH, 0, -1))
    state.apply(USE_TRIGGER)
    assert me.front == [] and ids(state, red)[0] in me.outside
    me.outside.append(ids(state, purple)[0])
    me.life[-1] = ids(state, trig)[0]
    state.apply((ATTACK_WITH, 1, -1))
    state.apply(USE_TRIGGER)
    assert [u.card for u in me.front] == ids(state, purple)[:1]


def test_bp_zero_from_a_continuous_effect_or_an_ending_bonus_retires():
    """Seed 000, "If BP drops to 0 or less": "If the BP of a Character on the field drops to zero or less, that
    Character is removed from the field." — whatever lowered it: a continuous effect, or a bonus that ended."""
    fading = card("551", bp=2000, text="[Your Turn] This character gets -2000 BP.@[On Retire] Draw 1 card.")
    state = to_main(game([deck(), deck((fading, 4))], seed=28))
    other = state.seats[1]
    other.front[:] = [unit(state, fading, owner=1)]
    hand = len(other.hand)
    next_main(state)  # seat 1's turn: its character is at 0 BP
    assert state.player == 1 and other.front == [] and ids(state, fading)[0] in other.outside
    assert len(other.hand) == hand + 2  # the turn's draw and [On Retire]
    propped = card("552", bp=1000)
    state = to_main(game([deck((propped, 4)), deck()], seed=29))
    me = state.seats[0]
    lifted = unit(state, propped, owner=0)
    lifted.bonus = 2000  # "+2000 BP during this turn"
    lifted.lasting = ((1, "bp", -2500),)  # the opponent's "-2500 BP until the start of your next turn"
    me.energy[:] = [lifted]
    state.apply(PASS)  # End Phase 4: the +2000 ends, BP 1000 - 2500 < 0
    assert lifted not in me.energy and ids(state, propped)[0] in me.outside


# --- moving into a full line (seed 000, Move Phase) ----------------------------------------------------------
# FULL_LINE, seed 000 Move Phase: "If there is no space because there are already 4 cards on the movement-destination
# line, first move 1 card from that line to the Remove Area for each Character you want to move there." ... "When moving
# cards during phases other than the Move Phase, use the same procedure."


def test_step_into_a_full_energy_line_first_removes_a_card():
    """Seed 000, Move Phase (FULL_LINE), for a Step character moving back onto an Energy Line full of fields (no character to swap with)."""
    stepper = card("560", keywords=[{"name": "step"}])
    ground = card("561", type="field", generated_energy=1)
    state = game([deck((stepper, 4), (ground, 4)), deck()], seed=30)
    while state.phase == 0:
        state.apply(KEEP)
    me = state.seats[0]
    me.front[:] = [unit(state, stepper, owner=0)]
    me.energy[:] = [unit(state, ground, owner=0) for _ in range(4)]
    state.phase, state.actor = MOVE, 0
    assert (STEP_BACK, 0, -1, 2) in state.legal_actions()
    state.apply((STEP_BACK, 0, -1, 2))
    assert me.front == [] and len(me.energy) == 4 and me.energy[-1].card == ids(state, stepper)[0]
    assert me.remove == ids(state, ground)[:1]


def test_raid_from_the_energy_line_onto_a_full_front_line_first_removes_a_card():
    """Seed 000, Move Phase (FULL_LINE), for Raid Boost step 4 ("If the cards are on your Energy Line, move them to your Front Line")."""
    base = card("562", name="Grey Falcon")
    raider = card("563", bp=4000, keywords=RAID_ON_GREY)
    state = to_main(game([deck((base, 4), (raider, 4)), deck()], seed=31))
    me = state.seats[0]
    me.front[:] = [unit(state, PLAIN, owner=0) for _ in range(4)]
    me.energy[:] = [unit(state, base, owner=0)]
    me.hand[:] = ids(state, raider)[:1]
    me.ap[:] = [True]
    actions = state.legal_actions()
    assert (RAID, 0, ENERGY, 0, 3) in actions and (RAID, 0, ENERGY, 0) not in actions
    state.apply((RAID, 0, ENERGY, 0, 3))
    assert len(me.front) == 4 and me.front[-1].card == ids(state, raider)[0] and me.energy == []
    assert me.remove == ids(state, PLAIN)[:1]


def test_an_effect_moving_into_a_full_line_first_removes_a_card():
    """Seed 000, Move Phase (FULL_LINE), for an effect: the card worth least of the destination line goes to the Remove Area."""
    jumper = card("564", ap_cost=0, effects=[{"timing": "on-play", "actions": [
        {"do": "move-line", "target": {"self": True}, "to": "front"}]}])
    weak = card("565", bp=1000)
    state = to_main(game([deck((jumper, 4), (weak, 4)), deck()], seed=32))
    me = state.seats[0]
    me.front[:] = [unit(state, PLAIN, owner=0), unit(state, weak, owner=0), unit(state, PLAIN, owner=0),
                   unit(state, PLAIN, owner=0)]
    me.hand[:1] = ids(state, jumper)[:1]
    state.apply((PLAY, 0, ENERGY, -1))
    assert len(me.front) == 4 and me.front[-1].card == ids(state, jumper)[0]
    assert me.remove == ids(state, weak)[:1]


# --- trigger checks in the checking player's order ------------------------------------------------------------------
def test_several_trigger_checks_resolve_in_the_order_the_player_chooses():
    """Seed 000, Trigger check: "If a Trigger check is simultaneously performed for multiple cards and more than 1 of
    them has a Trigger effect, those effects can be activated in any order chosen by the player who performed the
    Trigger effect." The greedy pilot takes a removal (Special) before a Draw."""
    from engine.games.union_arena.constants import TRIGGER_ORDER
    from engine.games.union_arena.greedy import GreedyPilot

    special = card("570", trigger="special")
    drawer = card("571", trigger="draw")
    hitter = card("572", bp=3000, keywords=[{"name": "damage", "value": 2}])
    state = to_main(game([deck((hitter, 4)), deck((drawer, 40), (special, 4))], seed=33))
    me = state.seats[1]
    me.life[-2:] = [ids(state, drawer)[0], ids(state, special)[0]]  # the Draw card is checked first by default
    setup_battle(state, [unit(state, hitter, owner=0), unit(state, PLAIN, owner=0)], [])
    state.apply((ATTACK_WITH, 0, -1))
    assert state.phase == TRIGGER and state.pending[-1] == ids(state, drawer)[0]
    assert (TRIGGER_ORDER, 0) in state.legal_actions()
    action = GreedyPilot(1).choose(state)
    assert action == (TRIGGER_ORDER, 0)
    state.apply(action)
    assert state.phase == TRIGGER and state.pending[-1] == ids(state, special)[0]
    state.apply(GreedyPilot(1).choose(state))
    assert [u.card for u in state.seats[0].front] == ids(state, PLAIN)[:1]  # the Special trigger retired the hitter
    assert state.phase == TRIGGER and state.pending == ids(state, drawer)[:1]
    assert all(a[0] != TRIGGER_ORDER for a in state.legal_actions())


# --- conditions (seed 000, Activation conditions: "all of the conditions written for it must be satisfied") ------
def test_a_condition_counts_only_characters_within_its_bp_limit():
    """Seed 000, Activation conditions: "To activate an effect, all of the conditions written for it must be
    satisfied." — "2 or more characters with BP 4000 or more" is not met by two characters of 2000 BP."""
    scout = card("580", ap_cost=0, text="[On Play] If there are 2 or more characters with BP 4000 or more on your "
                                        "opponent's Front Line, draw 2 cards.")
    big = card("581", bp=4000)
    state = to_main(game([deck((scout, 4)), deck((big, 4))], seed=34))
    me, other = state.seats
    other.front[:] = [unit(state, PLAIN, owner=1), unit(state, PLAIN, owner=1)]
    me.hand[:] = ids(state, scout)[:1] * 2
    state.apply((PLAY, 0, ENERGY, -1))
    assert len(me.hand) == 1  # not met: nothing drawn
    other.front[:] = [unit(state, big, owner=1), unit(state, big, owner=1)]
    state.apply((PLAY, 0, ENERGY, -1))
    assert len(me.hand) == 2


def test_a_condition_naming_two_cards_needs_both():
    """Seed 000, Activation conditions: "all of the conditions written for it must be satisfied" — "if there are
    <A> and <B> on your area" is not met by <A> alone."""
    pair = card("582", ap_cost=0, text="[On Play] If there are <Grey Falcon> and <Red Kite> on your area, draw 2 cards.")
    falcon = card("583", name="Grey Falcon")
    kite = card("584", name="Red Kite")
    state = to_main(game([deck((pair, 4), (falcon, 4), (kite, 4)), deck()], seed=35))
    me = state.seats[0]
    me.front[:] = [unit(state, falcon, owner=0), unit(state, falcon, owner=0)]
    me.hand[:] = ids(state, pair)[:1] * 2
    state.apply((PLAY, 0, ENERGY, -1))
    assert len(me.hand) == 1
    me.front.append(unit(state, kite, owner=0))
    state.apply((PLAY, 0, ENERGY, -1))
    assert len(me.hand) == 2


# --- timings: the start of your turn, moving to the Front Line, the duration of the battle --------------------------
def test_at_the_start_of_your_turn():
    """"At the start of your turn, ...": resolved in that player's Start Phase, after its draw (docs/engine.md,
    "Start of turn"); seed 000 Start Phase 4: "Draw 1 card from your deck"."""
    early = card("590", text="At the start of your turn, draw 1 card.")
    state = to_main(game([deck((early, 4)), deck()], seed=36))
    me = state.seats[0]
    me.energy[:] = [unit(state, early, owner=0)]
    hand = len(me.hand)
    next_main(state)
    assert len(me.hand) == hand  # the opponent's turn: nothing
    next_main(state)
    assert state.player == 0 and len(me.hand) == hand + 2  # the Start Phase draw and the effect


def test_when_moved_to_the_front_line():
    """Seed 000, Move Phase: "you can move any number of Characters from your Energy Line to your Front Line" — a
    character's "When this character moves from Energy Line to Front Line" effect then resolves."""
    mover = card("591", text="When this character moves from Energy Line to Front Line, draw 1 card.")
    state = game([deck((mover, 4)), deck()], seed=37)
    while state.phase == 0:
        state.apply(KEEP)
    me = state.seats[0]
    me.energy[:] = [unit(state, mover, owner=0)]
    state.phase, state.actor = MOVE, 0
    hand = len(me.hand)
    state.apply((MOVE_UP, 0, -1))
    assert [u.card for u in me.front] == ids(state, mover)[:1] and len(me.hand) == hand + 1


def test_for_the_duration_of_the_battle():
    """Seed 000, Resolution timing: "Once the attack is resolved ... the battle ends ... Effects that are specified to
    be valid for the duration of the battle become invalid." (a hand-written effect list: duration "this-battle")."""
    brave = card("592", bp=2000, effects=[{"timing": "when-attacking", "actions": [
        {"do": "bp-change", "amount": 3000, "target": {"self": True}, "duration": "this-battle"}]}])
    assert_battle_bonus_ends_with_the_battle(brave, "593")


def test_zero_life_during_a_trigger_check_ends_the_game():
    """Seed 000, Game Victory Conditions, when the last trigger check of a damage plays a character whose [On Play]
    empties its own player's Life Area: the game is over, and stays over."""
    trig = card("594", trigger="color", color="green", required_energy=3)
    spender = card("595", color="green", text="[On Play] Add 1 card from your Life Area to your hand.")
    state = to_main(game([deck(), deck((trig, 40), (spender, 4))], seed=39))
    me = state.seats[1]
    me.deck.extend(me.hand)
    me.hand[:] = [me.deck.pop(me.deck.index(ids(state, spender)[0]))]
    me.life[-2:] = [me.life[-2], ids(state, trig)[0]]
    del me.life[:-2]
    setup_battle(state, [unit(state, PLAIN), unit(state, PLAIN)], [])
    state.apply((ATTACK_WITH, 0, -1))
    state.apply(USE_TRIGGER)
    assert me.life == [] and state.is_terminal() and state.winner() == 0
